//! Finding things from the binary: names as people type them, suggestions for unknown
//! ones, the statements built in, and `grundy list` with the tools, a word and a family.

use assert_cmd::Command;
use grundy::problems::{self, names, PROBLEMS};

fn grundy() -> Command {
    Command::cargo_bin("grundy").unwrap()
}

fn stdout(args: &[&str]) -> String {
    let assert = grundy().args(args).assert().success().stderr("");
    String::from_utf8(assert.get_output().stdout.clone()).unwrap()
}

/// Spellings of `name` as people type them: upper case, and `-`/`_` between the judge's
/// name and number (or anywhere inside an id).
fn spellings(name: &str) -> Vec<String> {
    let split = name
        .find(|c: char| c.is_ascii_digit())
        .filter(|&i| i > 0)
        .unwrap_or(name.len() / 2);
    vec![
        name.to_uppercase(),
        format!("{}-{}", &name[..split], &name[split..]),
        format!("{}_{}", name[..split].to_uppercase(), &name[split..]),
    ]
}

/// Keys (lowercase, no `-` or `_`) are unique across the catalogue and the tools, so no
/// spelling is ambiguous; every spelling of every name finds its problem.
fn every_spelling_finds_its_problem() {
    let mut keys: Vec<String> = grundy::tools::list::TOOLS
        .iter()
        .map(|(id, _)| names::key(id))
        .collect();
    for problem in PROBLEMS {
        let meta = problem.meta();
        for name in std::iter::once(&meta.id).chain(meta.aliases) {
            keys.push(names::key(name));
            for typed in spellings(name) {
                let found = problems::find(&typed).map(|p| p.meta().id);
                assert_eq!(found, Some(meta.id), "{typed}");
            }
        }
    }
    let count = keys.len();
    keys.sort();
    keys.dedup();
    assert_eq!(
        keys.len(),
        count,
        "two names differ only in case or `-`/`_`"
    );
}

/// The binary takes them the same way, on the quick path and through clap (with a flag),
/// and so does `grundy gen`.
fn the_binary_takes_names_as_typed() {
    let want = std::fs::read_to_string("testdata/snim/sample.out").unwrap();
    for name in ["HDU1536", "hdu-1536", "POJ_2960", "Snim"] {
        for extra in [&[][..], &["--strict"]] {
            grundy()
                .arg(name)
                .args(extra)
                .arg("testdata/snim/sample.in")
                .assert()
                .success()
                .stdout(want.clone());
        }
    }
    let calendar =
        std::fs::read_to_string("testdata/calendar-game/beyond-judge-early-years.out").unwrap();
    grundy()
        .args([
            "POJ1082",
            "testdata/calendar-game/beyond-judge-early-years.in",
        ])
        .assert()
        .success()
        .stdout(calendar);
    assert_eq!(
        stdout(&["gen", "HDU-1536", "--seed", "3"]),
        stdout(&["gen", "snim", "--seed", "3"])
    );
}

/// An unknown name is a usage error (status 2) with at most three suggestions, nearest
/// first; a name near nothing points to `grundy list`.
fn unknown_names_get_three_suggestions_at_most() {
    let err = |args: &[&str]| {
        let assert = grundy().args(args).assert().code(2).stdout("");
        String::from_utf8(assert.get_output().stderr.clone()).unwrap()
    };
    let e = err(&["hdu1537"]);
    assert!(
        e.contains("'hdu1537'") && e.contains("'hdu1536', 'hdu1517', 'hdu1527'"),
        "{e}"
    );
    let e = err(&["wythof", "--json"]);
    assert!(e.contains("'wythoff', 'wythoff-ab', 'wythoff-big'"), "{e}");
    let e = err(&["lst"]);
    assert!(e.contains("'list'"), "{e}");
    let e = err(&["xyzzy-quux"]);
    assert!(e.contains("grundy list"), "{e}");
    for typed in ["nim", "hdu", "game", "x", "wythoff-move"] {
        let got = problems::suggest(typed);
        assert!(got.len() <= 3, "{typed}: {got:?}");
    }
}

/// `--statement` prints `problems/<id>.md` as built in, for every problem and for the two
/// tools that have one; no help text names a repository path instead.
fn statements_are_built_in() {
    for problem in PROBLEMS {
        let id = problem.meta().id;
        let want = std::fs::read_to_string(format!("problems/{id}.md")).unwrap();
        assert_eq!(stdout(&[id, "--statement"]), want, "{id}");
        let help = stdout(&[id, "--help"]);
        assert!(
            help.contains(&format!("grundy {id} --statement")) && !help.contains("problems/"),
            "{id} --help:\n{help}"
        );
    }
    for tool in ["table", "xortrie-sim", "graph"] {
        let want = std::fs::read_to_string(format!("problems/{tool}.md")).unwrap();
        assert_eq!(stdout(&[tool, "--statement"]), want, "{tool}");
    }
    assert!(!stdout(&["--help"]).contains("problems/"));
    // The statement reads no input, and takes nothing else.
    grundy()
        .args(["snim", "--statement", "testdata/snim/sample.in"])
        .assert()
        .code(2);
}

fn list_shows_the_tools_and_filters() {
    let all = stdout(&["list"]);
    for tool in ["gen", "graph", "table", "xortrie-sim"] {
        assert!(
            all.lines().any(|l| l.starts_with(&format!("{tool} "))),
            "{tool}:\n{all}"
        );
    }
    assert_eq!(
        all.lines().count(),
        1 + PROBLEMS.len() + grundy::tools::list::TOOLS.len()
    );

    let ids = |text: &str| -> Vec<String> {
        text.lines()
            .skip(1)
            .map(|l| l.split_whitespace().next().unwrap().to_string())
            .collect()
    };
    let wythoff = ids(&stdout(&["list", "wythoff"]));
    assert!(wythoff.len() >= 4, "{wythoff:?}");
    for id in &wythoff {
        let meta = problems::find(id).unwrap().meta();
        assert!(
            id.contains("wythoff") || meta.title.to_lowercase().contains("wythoff"),
            "{id}"
        );
    }
    assert_eq!(ids(&stdout(&["list", "HDU-1536"])), ["snim"]);
    let misere = ids(&stdout(&["list", "--family", "misere"]));
    let want: Vec<&str> = {
        let mut v: Vec<&str> = PROBLEMS
            .iter()
            .map(|p| p.meta())
            .filter(|m| m.family == "misere")
            .map(|m| m.id)
            .collect();
        v.sort_unstable();
        v
    };
    assert_eq!(misere, want);
    assert_eq!(
        ids(&stdout(&["list", "--family", "tool"])),
        ["gen", "graph", "table", "xortrie-sim"]
    );
    // The family as the titles spell it, accents and case aside.
    assert_eq!(ids(&stdout(&["list", "--family", "misère"])), want);
    assert_eq!(ids(&stdout(&["list", "--family", "MISÈRE"])), want);
}

/// A search that finds nothing says so on standard error, names every family and exits
/// with status 1 (as `grep` does), printing no bare header; `--json` still prints a JSON
/// array (empty). A family that does not exist is a usage error (status 2), also naming
/// the families.
fn list_says_when_nothing_matches() {
    let families: Vec<&str> = grundy::tools::list::families();
    assert!(families.contains(&"misere") && families.contains(&"tool"));
    let failing = |args: &[&str], code: i32| {
        let assert = grundy().args(args).assert().code(code);
        let out = assert.get_output();
        (
            String::from_utf8(out.stdout.clone()).unwrap(),
            String::from_utf8(out.stderr.clone()).unwrap(),
        )
    };
    for (args, code, says) in [
        (&["list", "zzz"][..], 1, "nothing matches the word \"zzz\""),
        (
            &["list", "zzz", "--family", "nim"],
            1,
            "nothing matches the word \"zzz\" in the family \"nim\"",
        ),
        (&["list", "--family", "zzz"], 2, "no family \"zzz\""),
        (&["list", "--json", "--family", "nonesuch"], 2, "no family"),
    ] {
        let (out, err) = failing(args, code);
        assert_eq!(out, "", "{args:?}");
        assert!(
            err.starts_with("error: ") && err.contains(says),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        for f in &families {
            assert!(
                err.contains(f),
                "{args:?} does not name the family {f}: {err}"
            );
        }
    }
    let (out, err) = failing(&["list", "--json", "zzz"], 1);
    assert_eq!(out, "[]\n");
    assert!(err.contains("nothing matches"), "{err}");
    let (out, _) = failing(&["list", "--json", "--family", "tool"], 1);
    assert_eq!(out, "[]\n");
}

/// A judge id typed as two words (`grundy Hdu 2176`) is suggested as the one word it is.
fn a_judge_id_in_two_words_is_suggested_as_one() {
    let err = |args: &[&str]| {
        let assert = grundy().args(args).assert().code(2).stdout("");
        String::from_utf8(assert.get_output().stderr.clone()).unwrap()
    };
    for (args, want) in [
        (&["Hdu", "2176"][..], "hdu2176"),
        (&["HDU", "1536", "testdata/snim/sample.in"], "hdu1536"),
        (&["poj", "2960", "--json"], "poj2960"),
        (&["51nod", "1185"], "51nod1185"),
    ] {
        let e = err(args);
        assert!(
            e.contains(&format!("grundy {want}")) && e.contains("one word"),
            "{args:?}: {e}"
        );
    }
    // A number that completes no id: the suggestions are those of the joined name.
    let e = err(&["hdu", "1537"]);
    assert!(e.contains("'hdu1536'"), "{e}");
}

/// `--json` is the problems only (scripts iterate it), each with its input and output
/// summary, and takes the same filters.
fn list_json_has_the_input_summary() {
    let json: serde_json::Value = serde_json::from_str(&stdout(&["list", "--json"])).unwrap();
    let entries = json.as_array().unwrap();
    assert_eq!(entries.len(), PROBLEMS.len());
    for entry in entries {
        let id = entry["id"].as_str().unwrap();
        let meta = problems::find(id).unwrap().meta();
        let input = entry["input"].as_str().unwrap();
        let output = entry["output"].as_str().unwrap();
        assert!(!input.is_empty() && !output.is_empty(), "{id}: {entry}");
        assert!(
            !input.contains('\n') && !input.starts_with("Input"),
            "{id}: {input}"
        );
        let first_words: String = input
            .split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            meta.about
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .contains(&first_words),
            "{id}: {input}"
        );
    }
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&["list", "--json", "--family", "misere"])).unwrap();
    assert!(json
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["family"] == "misere"));
}

trials![
    every_spelling_finds_its_problem,
    the_binary_takes_names_as_typed,
    unknown_names_get_three_suggestions_at_most,
    statements_are_built_in,
    list_shows_the_tools_and_filters,
    list_says_when_nothing_matches,
    a_judge_id_in_two_words_is_suggested_as_one,
    list_json_has_the_input_summary,
];
