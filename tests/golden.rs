//! Golden pairs of the XOR-Trie referee: every `testdata/xortrie-*/<name>.in` is run in memory through the same
//! dispatch the binary uses, and its output compared with `<name>.out`.
//!
//! Optional companions: `<name>.args` holds extra flags (e.g. `--moves`), and `<name>.err`
//! the exact error line expected on stderr (without `error: `), in which case `.out` holds
//! the answers printed before the error.

use std::fs;
use std::path::{Path, PathBuf};

use clap::Parser;
use grundy::cli::{dispatch, Cli};
use grundy::io::Output;

fn cases() -> Vec<PathBuf> {
    let mut inputs = Vec::new();
    for dir in fs::read_dir("testdata").expect("testdata/ exists") {
        let dir = dir.unwrap().path();
        // Problems of the catalogue are checked by `problems.rs` through the registry.
        if !dir.is_dir()
            || !dir
                .file_name()
                .unwrap()
                .to_str()
                .unwrap()
                .starts_with("xortrie")
        {
            continue;
        }
        for file in fs::read_dir(&dir).unwrap() {
            let file = file.unwrap().path();
            if file.extension().is_some_and(|e| e == "in") {
                inputs.push(file);
            }
        }
    }
    inputs.sort();
    inputs
}

fn read_opt(path: &Path) -> Option<String> {
    fs::read_to_string(path).ok()
}

/// A unified-style diff of the first differing lines, enough to see what went wrong.
fn diff(want: &str, got: &str) -> String {
    let (w, g): (Vec<_>, Vec<_>) = (want.lines().collect(), got.lines().collect());
    let mut out = String::new();
    for i in 0..w.len().max(g.len()) {
        if w.get(i) != g.get(i) {
            out += &format!("line {}:\n- {:?}\n+ {:?}\n", i + 1, w.get(i), g.get(i));
            if out.len() > 2000 {
                break;
            }
        }
    }
    if out.is_empty() && want != got {
        out = "outputs differ only in line ends or the final newline".into();
    }
    out
}

fn run_case(input: &Path) -> Result<(), String> {
    let dir = input.parent().unwrap();
    let sub = dir.file_name().unwrap().to_str().unwrap();
    let mut argv = vec!["grundy".to_string(), sub.to_string()];
    if let Some(args) = read_opt(&input.with_extension("args")) {
        argv.extend(args.split_whitespace().map(str::to_string));
    }
    argv.push(input.display().to_string());
    let cli = Cli::try_parse_from(&argv).map_err(|e| format!("{argv:?}: {e}"))?;
    let mut out = Vec::new();
    let mut output = Output::new(&mut out);
    let result = dispatch(cli.command, &mut output);
    let result = result.and(output.finish());
    let got = String::from_utf8_lossy(&out);
    let want_out = read_opt(&input.with_extension("out"))
        .ok_or_else(|| format!("{}: missing .out", input.display()))?;
    let mut problems = String::new();
    if got != want_out {
        problems += &format!("stdout differs:\n{}", diff(&want_out, &got));
    }
    match (read_opt(&input.with_extension("err")), result) {
        (None, Ok(())) => {}
        (None, Err(e)) => problems += &format!("unexpected error: {e}\n"),
        (Some(want), Ok(())) => {
            problems += &format!("expected error {:?}, got success\n", want.trim_end())
        }
        (Some(want), Err(e)) => {
            if e.to_string() != want.trim_end() {
                problems += &format!("error differs:\n- {}\n+ {e}\n", want.trim_end());
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{}:\n{problems}", input.display()))
    }
}

#[test]
fn every_golden_pair_matches() {
    let inputs = cases();
    assert!(!inputs.is_empty(), "no golden pairs found");
    let failures: Vec<String> = inputs.iter().filter_map(|i| run_case(i).err()).collect();
    eprintln!("{} golden pairs checked", inputs.len());
    assert!(
        failures.is_empty(),
        "{} of {} golden pairs failed:\n{}",
        failures.len(),
        inputs.len(),
        failures.join("\n")
    );
}
