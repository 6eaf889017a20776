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

/// The README's words for `grundy gen christmas --profile deep` are the graph it writes:
/// the number of triangles it names is the graph's cycle rank (edges − nodes + 1, it is
/// connected) and the number of its triangles, so every cycle is one, and the depth it
/// names is the number of nodes.
fn the_deep_profile_is_what_the_readme_says() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let flat = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    let words = flat
        .split_once("a chain of ")
        .and_then(|(_, rest)| rest.split_once(" triangles"))
        .map(|(n, _)| n.replace(',', ""))
        .expect("the README names the deep profile's chain of triangles");
    let triangles_said: u64 = words.parse().unwrap();
    assert!(flat.contains("10^6 nodes deep"), "the depth is not named");

    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["gen", "christmas", "--profile", "deep"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let mut numbers = text
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    assert_eq!(numbers.next(), Some(1), "one graph");
    let (nodes, edges) = (numbers.next().unwrap(), numbers.next().unwrap());
    let mut neighbours = vec![Vec::new(); nodes as usize + 1];
    let mut list = Vec::new();
    for _ in 0..edges {
        let (a, b) = (numbers.next().unwrap(), numbers.next().unwrap());
        neighbours[a as usize].push(b);
        neighbours[b as usize].push(a);
        list.push((a, b));
    }
    let triangles = list
        .iter()
        .map(|&(a, b)| {
            neighbours[a as usize]
                .iter()
                .filter(|c| neighbours[b as usize].contains(c))
                .count() as u64
        })
        .sum::<u64>()
        / 3;
    assert_eq!(edges + 1 - nodes, triangles_said, "cycle rank");
    assert_eq!(triangles, triangles_said, "triangles");
    assert_eq!(nodes / 1_000_000, 1, "{nodes} nodes");
}

/// What the README promises of `--moves --json`, for every problem on its golden inputs:
/// each case's line has an `"outcome"` (`win`, `lose` or `draw`) with `"winning_moves"` and
/// `"moves"`, or, for a case of several positions, `"positions"` with an outcome each; and
/// the README names every problem whose cases come as positions, next to `"positions"`.
fn moves_json_keeps_the_readme_promise() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let flat = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    let outcome = |v: &serde_json::Value| matches!(v.as_str(), Some("win" | "lose" | "draw"));
    for problem in grundy::problems::PROBLEMS {
        let id = problem.meta().id;
        let mut positions = false;
        let inputs = crate::support::files(&Path::new("testdata").join(id), "in");
        for input in inputs.iter().take(4) {
            let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
                .args([id, "--moves", "--json"])
                .arg(input)
                .output()
                .unwrap();
            // A run that stops (a work budget, say) is judged on the cases it printed.
            for line in String::from_utf8(out.stdout).unwrap().lines() {
                let Ok(case) = serde_json::from_str::<serde_json::Value>(line) else {
                    // Numbers past 2^64 (wythoff-big) are beyond serde_json's Value: the
                    // keys are looked for in the text.
                    assert!(
                        ["win", "lose", "draw"]
                            .iter()
                            .any(|o| line.contains(&format!(r#","outcome":"{o}","#)))
                            && line.contains(r#""winning_moves":"#),
                        "{id}: {line:.300}"
                    );
                    continue;
                };
                assert!(
                    case.get("winning_moves").is_some() && case["moves"].is_array(),
                    "{id}: {line}"
                );
                if let Some(list) = case.get("positions") {
                    positions = true;
                    let list = list.as_array().unwrap();
                    assert!(
                        list.iter()
                            .all(|p| outcome(&p["outcome"]) && p.get("value").is_some()),
                        "{id}: {line}"
                    );
                } else {
                    assert!(outcome(&case["outcome"]), "{id}: no outcome in {line}");
                }
            }
        }
        if positions {
            // The sentence that introduces `"positions"` names the problem.
            let said = flat
                .split_once(r#"gains `"positions"`"#)
                .is_some_and(|(before, _)| {
                    before
                        .rsplit_once(". ")
                        .is_some_and(|(_, sentence)| sentence.contains(&format!("`{id}`")))
                });
            assert!(
                said,
                "the README does not say that {id} answers with \"positions\""
            );
        }
    }
}

/// A club's 3-round report is hundreds of lines: the README shows how to get the tables
/// alone, and that the brief report is that much shorter.
fn the_readme_shows_the_brief_report() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let line = shell_lines(&readme)
        .into_iter()
        .find(|l| l.starts_with("grundy xortrie-sim --brief "))
        .expect("the README runs grundy xortrie-sim --brief");
    assert!(line.contains('#'), "{line}: say what it shows");
    let lines = |brief: bool| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_grundy"));
        cmd.arg("xortrie-sim");
        if brief {
            cmd.arg("--brief");
        }
        let out = cmd.arg("testdata/xortrie/play/p5_s7.out").output().unwrap();
        assert!(out.status.success());
        out.stdout.iter().filter(|&&b| b == b'\n').count()
    };
    let (full, brief) = (lines(false), lines(true));
    assert!(brief * 10 < full, "{brief} lines brief, {full} in full");
}

trials![
    the_readme_shows_the_brief_report,
    moves_json_keeps_the_readme_promise,
    shell_lines_run,
    test_command_is_the_one_ci_runs,
    extraction_follows_the_rule,
    the_deep_profile_is_what_the_readme_says,
];
