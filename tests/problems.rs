//! The catalogue's test data, found through the registry: for every problem, every golden
//! pair `testdata/<id>/<name>.in` + `.out` must be answered exactly, its `--json` lines must
//! carry exactly the text's cases, and every error case `testdata/<id>/errors/<name>.in`
//! must print `.out` and then fail with exactly the line of `.err` (input on stdin).
//! Golden pairs under `testdata/<id>/<flag>/` are run with that problem flag given
//! (`testdata/pp-and-qq/exact/` for `pp-and-qq --exact`).

use std::fs;
use std::path::{Path, PathBuf};

use grundy::problems::{self, Format, Options, Problem, PROBLEMS};

fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().path())
                .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == ext))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn run(problem: &dyn Problem, input: &[u8], format: Format) -> (String, Result<(), String>) {
    run_with(problem, &Options::default(), input, format)
}

fn run_with(
    problem: &dyn Problem,
    options: &Options,
    input: &[u8],
    format: Format,
) -> (String, Result<(), String>) {
    let (out, result) =
        problems::run_on_bytes(problem, options, input, "stdin", Some(1 << 12), format);
    (
        String::from_utf8(out).expect("answers are UTF-8"),
        result.map_err(|e| format!("error: {e}")),
    )
}

/// The `answer` fields of JSON lines, each with its newline back.
fn json_answers(json: &str) -> String {
    json.lines()
        .enumerate()
        .map(|(i, line)| {
            let v: serde_json::Value = serde_json::from_str(line).expect("each line is JSON");
            assert_eq!(v["case"], (i + 1) as u64, "cases are numbered from 1");
            format!("{}\n", v["answer"].as_str().expect("answer is a string"))
        })
        .collect()
}

fn check_problem(problem: &dyn Problem) -> Vec<String> {
    let id = problem.meta().id;
    let dir = Path::new("testdata").join(id);
    let mut failures = Vec::new();
    let flagged = problem
        .meta()
        .flags
        .iter()
        .map(|f| (dir.join(f.name), Options::with_flags(vec![f.name])));
    for (folder, options) in std::iter::once((dir.clone(), Options::default())).chain(flagged) {
        for input in files(&folder, "in") {
            let bytes = fs::read(&input).unwrap();
            let want = read(&input.with_extension("out"));
            let (got, result) = run_with(problem, &options, &bytes, Format::Judge);
            if let Err(e) = result {
                failures.push(format!("{}: unexpected {e}", input.display()));
            } else if got != want {
                failures.push(format!("{}: output differs from .out", input.display()));
            } else {
                let (json, result) = run_with(problem, &options, &bytes, Format::Json);
                if result.is_err() || json_answers(&json) != got {
                    failures.push(format!("{}: --json answers differ", input.display()));
                }
            }
        }
    }
    for input in files(&dir.join("errors"), "in") {
        let bytes = fs::read(&input).unwrap();
        let want_out = read(&input.with_extension("out"));
        let want_err = read(&input.with_extension("err"));
        let (got, result) = run(problem, &bytes, Format::Judge);
        match result {
            Ok(()) => failures.push(format!("{}: no error", input.display())),
            Err(e) if e != want_err.trim_end() => failures.push(format!(
                "{}: error differs:\n- {}\n+ {e}",
                input.display(),
                want_err.trim_end()
            )),
            Err(_) if got != want_out => failures.push(format!(
                "{}: output before the error differs",
                input.display()
            )),
            Err(_) => {}
        }
    }
    failures
}

#[test]
fn every_problem_answers_its_test_data() {
    let failures: Vec<String> = PROBLEMS.iter().flat_map(|p| check_problem(*p)).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_problem_has_its_statement_and_enough_test_data() {
    for problem in PROBLEMS {
        let id = problem.meta().id;
        assert!(
            Path::new("problems").join(format!("{id}.md")).is_file(),
            "problems/{id}.md is missing"
        );
        let dir = Path::new("testdata").join(id);
        let pairs = files(&dir, "in");
        assert!(pairs.len() >= 3, "{id}: fewer than three golden pairs");
        for input in &pairs {
            assert!(
                input.with_extension("out").is_file(),
                "{}: no .out",
                input.display()
            );
        }
        let errors = files(&dir.join("errors"), "in");
        assert!(errors.len() >= 2, "{id}: fewer than two error cases");
        // Nothing but golden pairs and the errors folder at the top, so that
        // `oj test -d testdata/<id>` runs exactly the golden pairs.
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let is_flag = |name: &str| problem.meta().flags.iter().any(|f| f.name == name);
            let ok = path.file_name() == Some("errors".as_ref())
                || (path.is_dir()
                    && path
                        .file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(is_flag))
                || path.extension().is_some_and(|e| {
                    (e == "in" || e == "out")
                        && path.with_extension("in").is_file()
                        && path.with_extension("out").is_file()
                });
            assert!(ok, "{}: not a golden pair", path.display());
        }
    }
}

#[test]
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
        assert!(problems::find(name).is_some());
    }
}
