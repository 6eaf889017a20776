//! `--moves` in flat memory (issue 34): a case whose listed moves pass what a report holds
//! is written by a second pass as the moves are found, and must read exactly as the held
//! report would; a huge case's `after` past the first move of an array is an edit of the
//! first one, which rebuilds the move's input.

use grundy::problems::gen::{Gen, Size};
use grundy::problems::moves::apply_edits;
use grundy::problems::{self, Format, Limit, Options, PROBLEMS};
use serde_json::Value;

trials![
    streamed_reports_read_as_held_ones,
    huge_afters_are_edits_that_rebuild_the_input
];

fn output(id: &str, options: &Options, input: &[u8], format: Format) -> (Vec<u8>, String) {
    let problem = problems::find(id).unwrap();
    let (out, result) = problems::run_on_bytes(problem, options, input, "in", None, format);
    (
        out,
        result.map_or_else(|e| e.to_string(), |()| String::new()),
    )
}

/// Every problem on small inputs, text and JSON, every move and the first three: a report
/// that holds nothing (so every case with a listed move is streamed) reads byte for byte
/// as one that holds all.
fn streamed_reports_read_as_held_ones() {
    for &problem in PROBLEMS {
        let id = problem.meta().id;
        for seed in 1..=6 {
            let mut gen = Gen::new(seed, Size::Small, None);
            if !problem.generate(&mut gen) {
                continue;
            }
            let input = gen.into_bytes();
            for limit in [Limit::All, Limit::First(3)] {
                for format in [Format::Judge, Format::Json] {
                    let held = Options::default().moves(Some(limit));
                    let streamed = held.clone().hold(0);
                    let want = output(id, &held, &input, format);
                    let got = output(id, &streamed, &input, format);
                    assert!(
                        want == got,
                        "{id} seed {seed} {limit:?} {format:?}:\n{}",
                        crate::support::diff(
                            &String::from_utf8_lossy(&want.0),
                            &String::from_utf8_lossy(&got.0)
                        )
                    );
                }
            }
        }
    }
}

/// One winning-ways case of 3000 piles (18 KB): each `after` but the first is an edit of
/// a few tokens, the line stays small, and every edit rebuilds a position grundy answers
/// as lost for the player to move.
fn huge_afters_are_edits_that_rebuild_the_input() {
    let mut state = 12345u64;
    let mut piles: Vec<u64> = (0..3000)
        .map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 40) % (1 << 16)
        })
        .collect();
    // A nim-sum whose top bit is bit 15, which about half of the piles have: they win.
    let x = piles.iter().fold(0, |x, p| x ^ p);
    if x < 1 << 15 {
        piles[0] ^= 1 << 15;
    }
    let text: Vec<String> = piles.iter().map(u64::to_string).collect();
    let input = format!("1\n{}\n{}\n", piles.len(), text.join(" "));
    for hold in [None, Some(0)] {
        let mut options = Options::default().moves(Some(Limit::All));
        if let Some(bytes) = hold {
            options = options.hold(bytes);
        }
        let (out, err) = output("winning-ways", &options, input.as_bytes(), Format::Json);
        assert_eq!(err, "");
        let line: Value = serde_json::from_slice(&out).unwrap();
        let moves = line["moves"].as_array().unwrap();
        let total = line["winning_moves"].as_u64().unwrap();
        assert_eq!(moves.len() as u64, total);
        assert!(total > 100, "{total}");
        // A few hundred bytes a move, not 18 KB.
        assert!(
            out.len() < 2 * input.len() + 200 * moves.len(),
            "{} bytes for {total} moves",
            out.len()
        );
        let first = moves[0]["after"].as_str().unwrap();
        for m in moves.iter().skip(1).step_by(37) {
            assert!(m["after"].is_null(), "{m}");
            let edits: Vec<(usize, usize, String)> =
                serde_json::from_value(m["after_edit"].clone()).unwrap();
            assert!(edits.len() <= 2, "{m}");
            let after = apply_edits(first, &edits);
            let plain = Options::default();
            let (out, err) = output("winning-ways", &plain, after.as_bytes(), Format::Json);
            assert_eq!(err, "", "{after}");
            let v: Value = serde_json::from_slice(&out).unwrap();
            assert_eq!(v["first_player_wins"], false, "{m}");
        }
    }
}
