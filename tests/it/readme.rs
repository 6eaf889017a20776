//! The README works as written: every line of its ```` ```sh ```` blocks runs, in order, with
//! the `grundy` under test first on `PATH`, from a scratch folder that holds a link to
//! `testdata/`. Lines whose command is `cargo` or `oj` are skipped: they build or install,
//! or need online-judge-tools, and `.ci/run` runs both (docs/internals.md states the rule).

use std::path::{Path, PathBuf};
use std::process::Command;

/// Commands the test does not run (see the module's doc).
const SKIPPED: [&str; 2] = ["cargo", "oj"];

/// The shell lines of the ```` ```sh ```` blocks of a markdown text, in order.
fn shell_lines(markdown: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut in_sh = false;
    for line in markdown.lines() {
        let fence = line.trim_start();
        if fence.starts_with("```") {
            in_sh = !in_sh && fence.trim_end() == "```sh";
            continue;
        }
        let command = line.trim();
        if in_sh && !command.is_empty() && !command.starts_with('#') {
            lines.push(command.to_string());
        }
    }
    lines
}

fn skipped(line: &str) -> bool {
    SKIPPED.contains(&line.split_whitespace().next().unwrap_or(""))
}

/// The folder of the `grundy` binary under test, for `PATH`.
fn grundy_dir() -> PathBuf {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_grundy"));
    bin.parent()
        .expect("the binary is in a folder")
        .to_path_buf()
}

fn shell_lines_run() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let lines = shell_lines(&readme);
    let runnable: Vec<&String> = lines.iter().filter(|l| !skipped(l)).collect();
    assert!(
        runnable.len() >= 10,
        "too few runnable README lines: {runnable:?}"
    );
    let scratch = tempfile::tempdir().unwrap();
    let testdata = std::fs::canonicalize("testdata").unwrap();
    std::os::unix::fs::symlink(&testdata, scratch.path().join("testdata")).unwrap();
    let path = std::env::join_paths(std::iter::once(grundy_dir()).chain(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    )))
    .unwrap();
    for line in runnable {
        let out = Command::new("sh")
            .arg("-c")
            .arg(line)
            .current_dir(scratch.path())
            .env("PATH", &path)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "README line `{line}` failed ({}):\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// `.ci/run` runs the README's test command, which the README names on exactly one line.
fn test_command_is_the_one_ci_runs() {
    const TEST: &str = "cargo test --locked";
    let ci = std::fs::read_to_string(Path::new(".ci/run")).unwrap();
    assert!(
        ci.lines().any(|l| l.trim() == TEST),
        ".ci/run does not run `{TEST}`"
    );
    let readme = std::fs::read_to_string("README.md").unwrap();
    let named: Vec<String> = shell_lines(&readme)
        .into_iter()
        .filter(|l| l.starts_with("cargo test"))
        .collect();
    assert_eq!(named.len(), 1, "the README's test commands: {named:?}");
    assert!(
        named[0] == TEST || named[0].starts_with(&format!("{TEST} ")),
        "{named:?}"
    );
}

/// The extraction itself: only ```` ```sh ```` blocks, comments and blank lines left out, and
/// the skip rule.
fn extraction_follows_the_rule() {
    let md = "text\n```sh\ngrundy a   # note\n\n# only a comment\ncargo b\n```\n```text\ngrundy c\n```\n```\ngrundy d\n```\n  ```sh\n  oj e\n  grundy f\n  ```\n";
    let lines = shell_lines(md);
    assert_eq!(lines, ["grundy a   # note", "cargo b", "oj e", "grundy f"]);
    let kept: Vec<&String> = lines.iter().filter(|l| !skipped(l)).collect();
    assert_eq!(kept, ["grundy a   # note", "grundy f"]);
}

trials![
    shell_lines_run,
    test_command_is_the_one_ci_runs,
    extraction_follows_the_rule
];
