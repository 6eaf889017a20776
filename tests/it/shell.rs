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

/// The bash script completes the judge ids and aliases as contestants type them: every
/// alias is in the script, and bash's own completion function, run on `grundy hdu15<TAB>`,
/// offers exactly the names that start so.
fn completions_offer_the_judge_ids() {
    let script = stdout(&["completions", "bash"]);
    let names: Vec<&str> = grundy::problems::PROBLEMS
        .iter()
        .flat_map(|p| std::iter::once(p.meta().id).chain(p.meta().aliases.iter().copied()))
        .collect();
    for name in &names {
        assert!(script.contains(&format!(" {name} ")), "bash lacks {name}");
    }
    for shell in ["zsh", "fish"] {
        assert!(
            stdout(&["completions", shell]).contains("hdu1536"),
            "{shell}"
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("grundy.bash");
    std::fs::write(&file, &script).unwrap();
    for typed in ["hdu15", "poj2", "wythoff-m"] {
        let probe = format!(
            "source {}; COMP_WORDS=(grundy {typed}); COMP_CWORD=1; _grundy grundy {typed} grundy; \
             printf '%s\\n' \"${{COMPREPLY[@]}}\"",
            file.display()
        );
        let out = std::process::Command::new("bash")
            .args(["--norc", "-c", &probe])
            .output()
            .expect("bash runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let mut got: Vec<String> = String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(String::from)
            .collect();
        got.sort();
        let mut want: Vec<String> = names
            .iter()
            .filter(|n| n.starts_with(typed))
            .map(|n| n.to_string())
            .collect();
        want.sort();
        assert!(!want.is_empty());
        assert_eq!(got, want, "grundy {typed}<TAB>");
    }
}

/// `grundy man --dir DIR` writes grundy.1 (the very page `grundy man` prints) and every
/// `grundy-<sub>(1)` page it names, and nothing else: no page it names is missing.
fn man_dir_writes_every_page_it_names() {
    let dir = tempfile::tempdir().unwrap();
    let pages = dir.path().join("man1");
    grundy()
        .args(["man", "--dir"])
        .arg(&pages)
        .assert()
        .success()
        .stdout("")
        .stderr("");
    let main = std::fs::read_to_string(pages.join("grundy.1")).unwrap();
    assert_eq!(main, stdout(&["man"]));
    let mut named: Vec<String> = main
        .match_indices("grundy\\-")
        .filter_map(|(i, _)| {
            let rest = &main[i..];
            let end = rest.find("(1)")?;
            Some(format!("{}.1", rest[..end].replace("\\-", "-")))
        })
        .collect();
    named.sort();
    named.dedup();
    assert!(named.len() > 50, "{named:?}");
    let mut written: Vec<String> = std::fs::read_dir(&pages)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n != "grundy.1")
        .collect();
    written.sort();
    assert_eq!(written, named);
    for name in &written {
        let page = std::fs::read_to_string(pages.join(name)).unwrap();
        let title = name.strip_suffix(".1").unwrap();
        assert!(
            page.contains(&format!(".TH {title} 1")),
            "{name}: {page:.300}"
        );
    }
    let snim = std::fs::read_to_string(pages.join("grundy-snim.1")).unwrap();
    assert!(
        snim.contains("statement") && snim.contains("json"),
        "{snim:.500}"
    );
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
    completions_offer_the_judge_ids,
    man_dir_writes_every_page_it_names,
    several_files_are_answered_in_order,
    completions_for_each_shell,
    man_page_from_the_definition,
    version_names_commit_and_build_date,
];
