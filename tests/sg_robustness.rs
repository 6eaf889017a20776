//! The bad-input contract for the Sprague–Grundy catalogue (catalogue-sg.md): mutations of
//! each problem's golden inputs (truncations, a byte replaced, a token inserted, a line
//! repeated or dropped) either answer with whole lines or fail with one located
//! `expected …, found …` error at a real spot of the input — never a panic. The problems
//! are found through the registry; the read-ahead path must agree with the plain one.

use std::fs;
use std::path::Path;

use grundy::problems::{self, Format, Options, Problem};
use proptest::prelude::*;

const IDS: [&str; 12] = [
    "nim-or-not",
    "simple-nim",
    "gg-and-mm",
    "mock-turtles",
    "pp-and-qq",
    "tree-game",
    "switch-lights",
    "chess-game",
    "georgia-and-bob",
    "stone-box",
    "bomb-game",
    "cutting-game",
];

/// The small golden inputs of every problem (large ones make mutations slow to run).
fn corpus() -> Vec<(&'static dyn Problem, Vec<u8>)> {
    let mut out = Vec::new();
    for id in IDS {
        let problem = problems::find(id).expect("registered");
        let dir = Path::new("testdata").join(id);
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "in") {
                let bytes = fs::read(&path).unwrap();
                if bytes.len() <= 4000 {
                    out.push((problem, bytes));
                }
            }
        }
    }
    assert!(out.len() >= 24, "every problem has small golden inputs");
    out
}

fn breach(data: &[u8], out: &[u8], result: &grundy::Result<()>) -> Option<String> {
    if !(out.is_empty() || out.ends_with(b"\n")) {
        return Some("output ends mid-line".into());
    }
    let Err(e) = result else { return None };
    let Some(loc) = e.located() else {
        return Some(format!("not an input error: {e}"));
    };
    let Some(col) = loc.col else {
        return Some(format!("no column: {e}"));
    };
    if !loc.message.starts_with("expected ") || !loc.message.contains(", found ") {
        return Some(format!("message shape: {e}"));
    }
    let lines: Vec<&[u8]> = data.split(|&b| b == b'\n').collect();
    match lines.get((loc.line as usize).wrapping_sub(1)) {
        Some(l) if col >= 1 && col as usize <= l.len() + 1 => None,
        _ => Some(format!("location outside the input: {e}")),
    }
}

#[derive(Debug, Clone)]
enum Edit {
    Truncate(usize),
    Replace(usize, u8),
    Insert(usize, &'static str),
    RepeatLine(usize),
    DropLine(usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let tokens = prop::sample::select(vec![
        " 0 ",
        " 1 ",
        " 18446744073709551615 ",
        " 18446744073709551616 ",
        " -1 ",
        " x ",
        "\n",
        " 4294967295 ",
        " #.# ",
        " 1000 ",
    ]);
    let bytes = prop::sample::select(b"0123456789 \n-x#.".to_vec());
    prop_oneof![
        any::<usize>().prop_map(Edit::Truncate),
        (any::<usize>(), bytes).prop_map(|(i, b)| Edit::Replace(i, b)),
        (any::<usize>(), tokens).prop_map(|(i, t)| Edit::Insert(i, t)),
        any::<usize>().prop_map(Edit::RepeatLine),
        any::<usize>().prop_map(Edit::DropLine),
    ]
}

fn apply(data: &[u8], e: &Edit) -> Vec<u8> {
    let at = |i: usize| if data.is_empty() { 0 } else { i % data.len() };
    let mut lines: Vec<&[u8]> = data.split_inclusive(|&b| b == b'\n').collect();
    match *e {
        Edit::Truncate(i) => data[..at(i)].to_vec(),
        Edit::Replace(i, b) => {
            let mut d = data.to_vec();
            if !d.is_empty() {
                d[at(i)] = b;
            }
            d
        }
        Edit::Insert(i, t) => {
            let mut d = data.to_vec();
            let i = at(i);
            d.splice(i..i, t.bytes());
            d
        }
        Edit::RepeatLine(i) if !lines.is_empty() => {
            let i = i % lines.len();
            lines.insert(i, lines[i]);
            lines.concat()
        }
        Edit::DropLine(i) if !lines.is_empty() => {
            lines.remove(i % lines.len());
            lines.concat()
        }
        _ => data.to_vec(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn mutated_inputs_answer_or_locate(
        pick in any::<prop::sample::Index>(),
        edits in prop::collection::vec(edit(), 1..4),
        exact in any::<bool>(),
    ) {
        let corpus = corpus();
        let (problem, original) = &corpus[pick.index(corpus.len())];
        let mut data = original.clone();
        for e in &edits {
            data = apply(&data, e);
        }
        let flags = if exact && problem.meta().flags.iter().any(|f| f.name == "exact") {
            vec!["exact"]
        } else {
            vec![]
        };
        let options = Options::with_flags(flags);
        let (out, result) =
            problems::run_on_bytes(*problem, &options, &data, "t", None, Format::Judge);
        if let Some(b) = breach(&data, &out, &result) {
            prop_assert!(false, "{} on {:?}: {}", problem.meta().id, String::from_utf8_lossy(&data), b);
        }
        let (ahead, ahead_result) =
            problems::run_on_bytes(*problem, &options, &data, "t", Some(7), Format::Judge);
        prop_assert_eq!(&out, &ahead, "read-ahead changed the output");
        prop_assert_eq!(
            result.err().map(|e| e.to_string()),
            ahead_result.err().map(|e| e.to_string())
        );
    }
}
