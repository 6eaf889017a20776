//! Error cases, one trial per file, found at run time: for every registered problem,
//! `testdata/<id>/errors/<name>.in` given on standard input must print exactly `<name>.out`
//! and then fail with exactly the line of `<name>.err` (`error: stdin:<line>:<col>: ...`),
//! and the run must keep the bad-input contract (`grundy::contract::check`: the
//! output is the answers of the cases before the error, `--json` fails the same way, ...).
//!
//! With `GRUNDY_BLESS=1` the `.out` and `.err` files are rewritten from what grundy prints
//! now instead of compared.

use std::fs;
use std::path::Path;

use grundy::contract::{self, Subject};
use grundy::problems::{Limit, Options, Problem, PROBLEMS};
use libtest_mimic::Trial;

use crate::support::{blessing, diff, file_trial, files, read, write};

pub fn trials() -> Vec<Trial> {
    let mut trials = Vec::new();
    for &problem in PROBLEMS {
        let id = problem.meta().id;
        for input in files(&Path::new("testdata").join(id).join("errors"), "in") {
            let stem = input.file_stem().unwrap().to_string_lossy().into_owned();
            let name = format!("errors::{id}/{stem}");
            trials.push(file_trial(name, move || check_error_case(problem, &input)));
        }
    }
    trials
}

fn check_error_case(problem: &dyn Problem, input: &Path) -> Result<(), String> {
    let bytes = fs::read(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let checked = contract::check(
        Subject::Judge(problem, &Options::default()),
        &bytes,
        "stdin",
    )?;
    let Some(error) = checked.error else {
        return Err("an error case, but the input was answered".into());
    };
    // The same contract, and the same error, with `--moves` (its text is a report).
    let moves = Options::default().moves(Some(Limit::All));
    match contract::check(Subject::Judge(problem, &moves), &bytes, "stdin") {
        _ if crate::moves::PENDING.contains(&problem.meta().id) => {}
        Ok(with_moves) if with_moves.error.as_deref() == Some(error.as_str()) => {}
        Ok(with_moves) => {
            return Err(format!(
                "--moves ends otherwise: {:?}, not {error:?}",
                with_moves.error
            ))
        }
        Err(breach) => return Err(format!("--moves: {breach}")),
    }
    let got_err = format!("error: {error}\n");
    let (out_file, err_file) = (input.with_extension("out"), input.with_extension("err"));
    if blessing() {
        write(&out_file, &checked.output)?;
        return write(&err_file, got_err.as_bytes());
    }
    let want_err = read(&err_file)?;
    if got_err.trim_end() != want_err.trim_end() {
        return Err(format!(
            "the error differs from {}:\n- {}\n+ {}",
            err_file.display(),
            want_err.trim_end(),
            got_err.trim_end()
        ));
    }
    let want_out = read(&out_file)?;
    let got_out = String::from_utf8_lossy(&checked.output);
    if got_out != want_out {
        return Err(format!(
            "the output before the error differs from {}:\n{}",
            out_file.display(),
            diff(&want_out, &got_out)
        ));
    }
    Ok(())
}
