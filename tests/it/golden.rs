//! Golden pairs, one trial per file, found at run time.
//!
//! - `golden::<id>/<name>`: for every registered problem, `testdata/<id>/<name>.in` must be
//!   answered with exactly `<name>.out` (`golden::<id>/<flag>/<name>`: the pairs of
//!   `testdata/<id>/<flag>/`, with the problem's flag `--<flag>` given), and the `answer` fields of the `--json` lines must
//!   be exactly the text's cases (both checked by `grundy::contract::check`, which
//!   also reads the input on a read-ahead thread and requires the same).
//! - `golden::<id>/moves/<name>`: the pairs of `testdata/<id>/moves/`, run with `--moves
//!   --json`: `<name>.out` is the JSON, `<name>.report` (if present) the text report of
//!   `--moves`; the run must keep the bad-input contract as the judge's does
//!   (`testdata/<id>/<flag>/moves/`: the same with the problem's flag `--<flag>`).
//! - `golden::xortrie/<folder>/<name>`: `grundy xortrie-sim` cases under `testdata/xortrie/`
//!   (`ok/`: refereed transcripts, `errors/`: bad ones, `play/`: the simulator, `season/`:
//!   a folder of evenings), run through the same dispatch the binary uses: the arguments
//!   are `<name>.args` (if any) and then `<name>.in` (if any, else `.args` is the whole
//!   command line); `<name>.out` is what is printed, `<name>.err` the exact error line
//!   expected (without `error: `).
//! - `golden::table/<name>`: `grundy table` runs under `testdata/table/runs/` (a folder, so that the top of
//!   `testdata/table/` holds no files beside golden pairs, as `oj test` wants): `<name>.args`
//!   holds the arguments after `grundy table`, one per line (a rule's EXPR has spaces);
//!   `<name>.out` is what is printed, `<name>.err` (for a run that must fail, exit status
//!   1) the exact error line expected, without `error: `.
//!
//! - `golden::graph/<name>`: `grundy graph testdata/graph/<name>.in` prints `<name>.out`;
//!   `golden::graph/runs/<name>`: `grundy graph` with the arguments of
//!   `testdata/graph/runs/<name>.args` (one per line) and `<name>.in` if present, as a table
//!   run; `errors::graph/<name>`: `testdata/graph/errors/<name>.in` on standard input must
//!   print `<name>.out` and fail with exactly the line of `<name>.err` (exit status 1).
//!
//! With `GRUNDY_BLESS=1` the `.out` (and a referee case's `.err`) files are rewritten from
//! what grundy prints now instead of compared.

use std::fs;
use std::path::{Path, PathBuf};

use clap::Parser;
use grundy::cli::{dispatch, Cli};
use grundy::contract::{self, Subject};
use grundy::io::Output;
use grundy::problems::{run_on_bytes, Format, Limit, Options, Problem, PROBLEMS};
use libtest_mimic::Trial;

use crate::support::{blessing, diff, file_trial, files, read, write};

pub fn trials() -> Vec<Trial> {
    let mut trials = Vec::new();
    for &problem in PROBLEMS {
        let id = problem.meta().id;
        let dir = Path::new("testdata").join(id);
        for input in files(&dir, "in") {
            let name = format!("golden::{id}/{}", stem(&input));
            trials.push(file_trial(name, move || {
                check_pair(problem, &Options::default(), &input)
            }));
        }
        for input in files(&dir.join("moves"), "in") {
            let name = format!("golden::{id}/moves/{}", stem(&input));
            let options = Options::default();
            trials.push(file_trial(name, move || {
                check_moves_pair(problem, options.clone(), &input)
            }));
        }
        // Golden pairs of a problem flag: `testdata/<id>/<flag>/`, run with `--<flag>`.
        for flag in problem.meta().flags {
            for input in files(&dir.join(flag.name), "in") {
                let name = format!("golden::{id}/{}/{}", flag.name, stem(&input));
                let options = Options::with_flags(vec![flag.name]);
                trials.push(file_trial(name, move || {
                    check_pair(problem, &options, &input)
                }));
            }
            // Its move pairs: `testdata/<id>/<flag>/moves/`, run with `--<flag> --moves`.
            for input in files(&dir.join(flag.name).join("moves"), "in") {
                let name = format!("golden::{id}/{}/moves/{}", flag.name, stem(&input));
                let options = Options::with_flags(vec![flag.name]);
                trials.push(file_trial(name, move || {
                    check_moves_pair(problem, options.clone(), &input)
                }));
            }
        }
    }
    for folder in XORTRIE_FOLDERS {
        let dir = Path::new("testdata/xortrie").join(folder);
        let mut cases = files(&dir, "in");
        // A case without input: its `.args` are the whole command line.
        cases.extend(
            files(&dir, "args")
                .into_iter()
                .filter(|args| !args.with_extension("in").is_file()),
        );
        cases.sort();
        for case in cases {
            let name = format!("golden::xortrie/{folder}/{}", stem(&case));
            trials.push(file_trial(name, move || check_transcript_case(&case)));
        }
    }
    let graph = Path::new("testdata/graph");
    for input in files(graph, "in") {
        let name = format!("golden::graph/{}", stem(&input));
        trials.push(file_trial(name, move || {
            let argv = ["grundy", "graph", &input.display().to_string()].map(String::from);
            check_command(&argv, &input)
        }));
    }
    for case in files(&graph.join("runs"), "args") {
        let name = format!("golden::graph/runs/{}", stem(&case));
        trials.push(file_trial(name, move || check_graph_run(&case)));
    }
    for input in files(&graph.join("errors"), "in") {
        let name = format!("errors::graph/{}", stem(&input));
        trials.push(file_trial(name, move || check_graph_error(&input)));
    }
    for case in files(Path::new("testdata/table/runs"), "args") {
        let name = format!("golden::table/{}", stem(&case));
        trials.push(file_trial(name, move || check_table_case(&case)));
    }
    trials
}

fn stem(path: &Path) -> String {
    path.file_stem().unwrap().to_string_lossy().into_owned()
}

fn check_pair(problem: &dyn Problem, options: &Options, input: &Path) -> Result<(), String> {
    let bytes = fs::read(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let expected = input.with_extension("out");
    let checked = contract::check(Subject::Judge(problem, options), &bytes, "stdin")?;
    if let Some(e) = checked.error {
        return Err(format!("a golden input must be valid, but: {e}"));
    }
    if blessing() {
        return write(&expected, &checked.output);
    }
    let want = read(&expected)?;
    let got = String::from_utf8_lossy(&checked.output);
    if got != want {
        return Err(format!(
            "{} differs from what grundy prints:\n{}",
            expected.display(),
            diff(&want, &got)
        ));
    }
    Ok(())
}

/// A `testdata/<id>/moves/` pair: the JSON of `--moves --json` is `.out`, the text report
/// of `--moves` is `.report` when that file exists (blessing writes both).
fn check_moves_pair(problem: &dyn Problem, options: Options, input: &Path) -> Result<(), String> {
    let bytes = fs::read(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let options = options.moves(Some(Limit::DEFAULT));
    let checked = contract::check(Subject::Judge(problem, &options), &bytes, "stdin")?;
    if let Some(e) = checked.error {
        return Err(format!("a golden input must be valid, but: {e}"));
    }
    let (json, result) = run_on_bytes(problem, &options, &bytes, "stdin", None, Format::Json);
    result.map_err(|e| format!("--moves --json: {e}"))?;
    let mut problems = String::new();
    for (expected, got) in [
        (input.with_extension("out"), json),
        (input.with_extension("report"), checked.output),
    ] {
        if blessing() {
            write(&expected, &got)?;
            continue;
        }
        if !expected.is_file() && expected.extension().is_some_and(|e| e == "report") {
            continue;
        }
        let want = read(&expected)?;
        let got = String::from_utf8_lossy(&got);
        if got != want {
            problems += &format!(
                "{} differs from what grundy prints:\n{}",
                expected.display(),
                diff(&want, &got)
            );
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// The folders of `testdata/xortrie/`, each a kind of `xortrie-sim` case.
pub const XORTRIE_FOLDERS: [&str; 4] = ["ok", "errors", "play", "season"];

fn check_transcript_case(case: &Path) -> Result<(), String> {
    let (args_file, input) = (case.with_extension("args"), case.with_extension("in"));
    let mut argv = vec!["grundy".to_string(), "xortrie-sim".to_string()];
    if args_file.is_file() {
        argv.extend(read(&args_file)?.split_whitespace().map(str::to_string));
    }
    if input.is_file() {
        argv.push(input.display().to_string());
    }
    check_command(&argv, &input)
}

/// A `grundy table` case: its arguments one per line.
fn check_table_case(case: &Path) -> Result<(), String> {
    let mut argv = vec!["grundy".to_string(), "table".to_string()];
    argv.extend(read(case)?.lines().map(str::to_string));
    check_command(&argv, case)
}

/// A `grundy graph` run: `<name>.args` holds its arguments one per line, then `<name>.in`
/// (if present) is the graph.
fn check_graph_run(case: &Path) -> Result<(), String> {
    let mut argv = vec!["grundy".to_string(), "graph".to_string()];
    argv.extend(read(case)?.lines().map(str::to_string));
    let input = case.with_extension("in");
    if input.is_file() {
        argv.push(input.display().to_string());
    }
    check_command(&argv, case)
}

/// A malformed graph on standard input: `<name>.out` is what is printed before the error,
/// `<name>.err` the exact line on standard error (as scripts/check-testdata.sh runs it).
fn check_graph_error(input: &Path) -> Result<(), String> {
    let bytes = fs::read(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let Ok(Cli {
        command: grundy::cli::Command::Graph(args),
    }) = Cli::try_parse_from(["grundy", "graph"])
    else {
        return Err("`grundy graph` does not parse".into());
    };
    let mut out = Vec::new();
    let mut output = Output::new(&mut out);
    let result = grundy::tools::graph::run_input(
        &args,
        grundy::io::Input::from_bytes(bytes, "stdin"),
        None,
        &mut output,
    )
    .and(output.finish());
    let (out_file, err_file) = (input.with_extension("out"), input.with_extension("err"));
    let err = match result {
        Ok(()) => return Err("a malformed graph was accepted".into()),
        Err(e) if e.exit_code() != 1 => return Err(format!("exit status {}: {e}", e.exit_code())),
        Err(e) => format!("error: {e}\n"),
    };
    if blessing() {
        write(&out_file, &out)?;
        return write(&err_file, err.as_bytes());
    }
    let (want_out, want_err) = (read(&out_file)?, read(&err_file)?);
    let got = String::from_utf8_lossy(&out);
    if got != want_out || err != want_err {
        return Err(format!(
            "stdout:\n{}stderr:\n- {}+ {err}",
            diff(&want_out, &got),
            want_err
        ));
    }
    Ok(())
}

/// Runs a command line through the binary's dispatch and compares its output with
/// `<case>.out` and its error with `<case>.err` (present when it must fail).
fn check_command(argv: &[String], input: &Path) -> Result<(), String> {
    let cli = Cli::try_parse_from(argv).map_err(|e| format!("{argv:?}: {e}"))?;
    let mut out = Vec::new();
    let mut output = Output::new(&mut out);
    let result = dispatch(cli.command, &mut output);
    let result = result.and(output.finish());
    let got = String::from_utf8_lossy(&out);
    let (out_file, err_file): (PathBuf, PathBuf) =
        (input.with_extension("out"), input.with_extension("err"));
    let expects_error = err_file.is_file();
    if blessing() {
        write(&out_file, &out)?;
        return match (result, expects_error) {
            (Err(e), true) => write(&err_file, format!("{e}\n").as_bytes()),
            (Ok(()), false) => Ok(()),
            (Err(e), false) => Err(format!("unexpected error: {e}")),
            (Ok(()), true) => Err("expected an error, got success".into()),
        };
    }
    let mut problems = String::new();
    let want_out = read(&out_file)?;
    if got != want_out {
        problems += &format!("stdout differs:\n{}", diff(&want_out, &got));
    }
    match (expects_error.then(|| read(&err_file)).transpose()?, result) {
        (None, Ok(())) => {}
        (None, Err(e)) => problems += &format!("unexpected error: {e}\n"),
        (Some(want), Ok(())) => {
            problems += &format!("expected error {:?}, got success\n", want.trim_end())
        }
        (Some(want), Err(e)) => {
            if e.to_string() != want.trim_end() {
                problems += &format!("error differs:\n- {}\n+ {e}\n", want.trim_end());
            }
            if e.exit_code() != 1 {
                problems += &format!("exit status {}, expected 1 (bad input)\n", e.exit_code());
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}
