//! Shell comforts: several FILEs in one run, shell completions, the manual page and a
//! version that names the commit and the build date.

use assert_cmd::Command;

fn grundy() -> Command {
    Command::cargo_bin("grundy").unwrap()
}

fn stdout(args: &[&str]) -> String {
    let assert = grundy().args(args).assert().success().stderr("");
    String::from_utf8(assert.get_output().stdout.clone()).unwrap()
}

/// Several files are answered in order, each its own input (with `--json`, each numbers
/// its cases from 1), on the quick path and through clap alike.
fn several_files_are_answered_in_order() {
    let (a, b) = ("testdata/snim/sample.in", "testdata/winning-ways/sample.in");
    let a_out = stdout(&["snim", a]);
    let one = std::fs::read_to_string("testdata/snim/sample.out").unwrap();
    assert_eq!(a_out, one);
    assert_eq!(stdout(&["snim", a, a]), one.repeat(2));
    assert_eq!(stdout(&["snim", "--strict", a, a, a]), one.repeat(3));
    let json = stdout(&["snim", "--json", a, a]);
    let cases: Vec<u64> = json
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["case"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(cases, [1, 2, 1, 2]);
    // Standard input among them, as `-`.
    grundy()
        .args(["snim", a, "-"])
        .pipe_stdin(a)
        .unwrap()
        .assert()
        .success()
        .stdout(one.repeat(2));
    // A bad file stops the run where it stands, after the answers of the files before it
    // (winning-ways' input is not an S-Nim input).
    let assert = grundy()
        .args(["snim", a, b, a])
        .assert()
        .code(1)
        .stdout(one.clone());
    let err = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
    assert!(
        err.starts_with(&format!("error: {b}:")) && err.lines().count() == 1,
        "{err}"
    );
    // A missing file is an I/O error, status 2, after the answers before it.
    grundy()
        .args(["snim", a, "no/such/file.in"])
        .assert()
        .code(2)
        .stdout(one);
}

/// A completion script for each shell, from the clap definition: it knows the problems,
/// their flags and the tools (not the aliases, which `--help` does not list either).
fn completions_for_each_shell() {
    for shell in ["bash", "zsh", "fish", "powershell"] {
        let script = stdout(&["completions", shell]);
        for word in ["snim", "wythoff-moves", "xortrie-sim", "--statement"] {
            assert!(script.contains(word), "{shell} lacks {word}");
        }
    }
    grundy().args(["completions", "tcsh"]).assert().code(2);
}

fn man_page_from_the_definition() {
    let page = stdout(&["man"]);
    assert!(
        page.starts_with(".ie") || page.contains(".TH grundy"),
        "{page:.200}"
    );
    for word in ["snim", "completions", "xortrie\\-sim"] {
        assert!(page.contains(word), "the man page lacks {word}");
    }
}

/// `grundy 0.1.0 (commit 1a2b3c4d5e6f, built 2025-01-31)`; the commit only where known.
fn version_names_commit_and_build_date() {
    for flag in ["--version", "-V"] {
        let line = stdout(&[flag]);
        let rest = line
            .strip_prefix(&format!("grundy {} (", env!("CARGO_PKG_VERSION")))
            .unwrap_or_else(|| panic!("{line:?}"));
        let rest = rest
            .strip_suffix(")\n")
            .unwrap_or_else(|| panic!("{line:?}"));
        let date = match rest.split_once(", built ") {
            Some((commit, date)) => {
                let hash = commit
                    .strip_prefix("commit ")
                    .unwrap_or_else(|| panic!("{line:?}"));
                assert!(
                    hash.len() >= 7 && hash.bytes().all(|b| b.is_ascii_hexdigit()),
                    "{line:?}"
                );
                date
            }
            None => rest
                .strip_prefix("built ")
                .unwrap_or_else(|| panic!("{line:?}")),
        };
        let parts: Vec<&str> = date.split('-').collect();
        assert!(
            parts.len() == 3
                && [4, 2, 2]
                    .iter()
                    .zip(&parts)
                    .all(|(n, p)| p.len() == *n && p.bytes().all(|b| b.is_ascii_digit())),
            "{line:?}"
        );
    }
}

trials![
    several_files_are_answered_in_order,
    completions_for_each_shell,
    man_page_from_the_definition,
    version_names_commit_and_build_date,
];
