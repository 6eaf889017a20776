//! The catalogue and the test tree hold together: ids and aliases are unique and found,
//! every registered problem has its statement and enough test data laid out for the
//! contestants' runner, and every test under `tests/` is part of this binary.

use std::fs;
use std::path::Path;

use grundy::problems::{self, PROBLEMS};

use crate::support::files;

fn ids_and_aliases_are_unique() {
    let mut names: Vec<&str> = PROBLEMS
        .iter()
        .flat_map(|p| std::iter::once(p.meta().id).chain(p.meta().aliases.iter().copied()))
        .collect();
    let count = names.len();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), count, "an id or alias is used twice");
    for name in names {
        assert!(problems::find(name).is_some(), "{name} is not found");
    }
}

fn every_problem_has_its_statement_and_test_data() {
    let mut missing = Vec::new();
    for problem in PROBLEMS {
        let id = problem.meta().id;
        if !Path::new("problems").join(format!("{id}.md")).is_file() {
            missing.push(format!("problems/{id}.md is missing"));
        }
        let dir = Path::new("testdata").join(id);
        let pairs = files(&dir, "in");
        if pairs.len() < 3 {
            missing.push(format!("{}: fewer than three golden pairs", dir.display()));
        }
        for input in &pairs {
            if !input.with_extension("out").is_file() {
                missing.push(format!("{}: no .out", input.display()));
            }
        }
        let errors = dir.join("errors");
        let cases = files(&errors, "in");
        if cases.len() < 2 {
            missing.push(format!("{}: fewer than two error cases", errors.display()));
        }
        for input in &cases {
            for ext in ["out", "err"] {
                if !input.with_extension(ext).is_file() {
                    missing.push(format!("{}: no .{ext}", input.display()));
                }
            }
        }
        for entry in fs::read_dir(&errors).into_iter().flatten() {
            let path = entry.unwrap().path();
            let ok = path
                .extension()
                .is_some_and(|e| e == "in" || e == "out" || e == "err")
                && path.with_extension("in").is_file();
            if !ok {
                missing.push(format!("{}: not part of an error case", path.display()));
            }
        }
        // Nothing but golden pairs, the errors folder, the moves folder and a folder of
        // golden pairs per problem flag at the top, so that `oj test -d testdata/<id>`
        // (and `-d testdata/<id>/<flag>`) runs exactly the golden pairs. The moves folder
        // holds `--moves --json` pairs with an optional `.report` (the text report); a
        // flag's folder may have one too (run with the flag).
        let is_flag = |name: &str| problem.meta().flags.iter().any(|f| f.name == name);
        let flag_dirs = problem.meta().flags.iter().map(|f| dir.join(f.name));
        for folder in std::iter::once(dir.clone()).chain(flag_dirs) {
            for entry in fs::read_dir(&folder).into_iter().flatten() {
                let path = entry.unwrap().path();
                let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
                let ok = (path.is_dir()
                    && (name == "moves" || folder == dir && (name == "errors" || is_flag(name))))
                    || path.extension().is_some_and(|e| {
                        (e == "in" || e == "out")
                            && path.with_extension("in").is_file()
                            && path.with_extension("out").is_file()
                    });
                if !ok {
                    missing.push(format!("{}: not a golden pair", path.display()));
                }
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// This binary's harness does not see `#[test]`, and Cargo builds no other test binary
/// (`autotests = false`): a test written either way would silently never run.
fn test_code_is_registered() {
    let mut stray = Vec::new();
    for entry in fs::read_dir("tests").unwrap() {
        let path = entry.unwrap().path();
        if path.file_name() != Some("it".as_ref()) {
            stray.push(format!(
                "{}: every integration test lives in tests/it (one binary); make it a module there",
                path.display()
            ));
        }
    }
    let mut dirs = vec![Path::new("tests/it").to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = fs::read_to_string(&path).unwrap();
                for (i, line) in text.lines().enumerate() {
                    // Tests print nothing on success: a message is a failure's business.
                    let code = line.split("//").next().unwrap_or("");
                    for print in ["eprintln!(", "println!(", "eprint!(", "print!(", "dbg!("] {
                        if code.contains(print) && !code.contains(&format!("\"{print}")) {
                            stray.push(format!(
                                "{}:{}: tests print nothing on success; put the text in the assertion's message",
                                path.display(),
                                i + 1
                            ));
                        }
                    }
                    if line.trim_start().starts_with("#[test]") {
                        stray.push(format!(
                            "{}:{}: #[test] is ignored by this harness; list the function in its module's trials![...]",
                            path.display(),
                            i + 1
                        ));
                    }
                }
            }
        }
    }
    assert!(stray.is_empty(), "{}", stray.join("\n"));
}

trials![
    ids_and_aliases_are_unique,
    every_problem_has_its_statement_and_test_data,
    test_code_is_registered,
];
