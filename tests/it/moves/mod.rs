//! The winning moves of `--moves`, proved by search.
//!
//! - `moves::every_move_leads_to_a_lost_position`: for every problem, seeded small inputs
//!   from `grundy gen`; each listed move's `after` is one case that grundy itself answers as
//!   lost for the player to move, every position lists all its winning moves with
//!   `--moves=all` and the first 10 by default, and the text report states the same counts.
//! - `moves::<id>`: per problem, an [`Oracle`] states the game as the statement does (the
//!   positions of an input, the options of a position) and an exhaustive search decides
//!   which options win: the moves grundy lists with `--moves=all`, read back as positions,
//!   must be exactly those, as a multiset (a move is one action of the rules), and the
//!   count must be their number.

mod classics;
mod graphs;
mod nim;
mod sg;
mod streaming;
mod takeaway;

use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

use grundy::problems::gen::{Gen, Size};
use grundy::problems::{self, Format, Limit, Options, Problem, PROBLEMS};
use serde_json::Value;

pub fn trials() -> Vec<libtest_mimic::Trial> {
    let mut trials = vec![crate::support::trial(
        module_path!(),
        "every_move_leads_to_a_lost_position",
        every_move_leads_to_a_lost_position,
    )];
    trials.extend(nim::trials());
    trials.extend(takeaway::trials());
    trials.extend(sg::trials());
    trials.extend(graphs::trials());
    trials.extend(classics::trials());
    trials.extend(streaming::trials());
    trials
}

/// Problems whose move reports are still to be written; `--moves` on them is a usage
/// error. The list must be exactly those (checked), so it only shrinks.
pub const PENDING: &[&str] = &[
    // take-away games (tests/it/moves/takeaway.rs)
    // SG families (tests/it/moves/sg.rs)
    // graphs, S-Nim and Wythoff (tests/it/moves/graphs.rs)
];

/// Seeds of the small inputs each problem is checked on.
const SEEDS: std::ops::RangeInclusive<u64> = 1..=12;

fn generate(problem: &dyn Problem, seed: u64) -> Option<Vec<u8>> {
    let mut gen = Gen::new(seed, Size::Small, None);
    problem.generate(&mut gen).then(|| gen.into_bytes())
}

/// The JSON lines of a run (panics on an error: the inputs are valid).
pub fn run_json(problem: &dyn Problem, moves: Option<Limit>, input: &[u8]) -> Vec<Value> {
    let options = Options::default().moves(moves);
    let (out, result) =
        problems::run_on_bytes(problem, &options, input, "moves", None, Format::Json);
    let id = problem.meta().id;
    result.unwrap_or_else(|e| panic!("{id}: {e} on {:?}", String::from_utf8_lossy(input)));
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{id}: {e}: {l}")))
        .collect()
}

/// The per-position reports of one case's JSON line: its `positions` objects where they
/// carry moves (snim), else the line itself.
pub fn position_reports(line: &Value) -> Vec<&Value> {
    match line["positions"].as_array() {
        Some(ps) if ps.iter().all(|p| p.get("moves").is_some()) => ps.iter().collect(),
        _ => vec![line],
    }
}

/// Whether a plain `--json` line says the player to move wins: `first_player_wins`, or the
/// only position's.
fn says_first_wins(line: &Value) -> Option<bool> {
    line["first_player_wins"].as_bool().or_else(|| {
        match line["positions"].as_array().map(Vec::as_slice) {
            Some([p]) => p["first_player_wins"].as_bool(),
            _ => None,
        }
    })
}

fn every_move_leads_to_a_lost_position() {
    for &problem in PROBLEMS {
        let id = problem.meta().id;
        let input = generate(problem, 1).expect("every problem has a generator");
        let options = Options::default().moves(Some(Limit::All));
        let (_, result) =
            problems::run_on_bytes(problem, &options, &input, "moves", None, Format::Json);
        let pending = PENDING.contains(&id);
        assert_eq!(
            result.is_err_and(|e| e.to_string().contains("not available")),
            pending,
            "{id}: PENDING is out of date"
        );
        if pending {
            continue;
        }
        for seed in SEEDS {
            let Some(input) = generate(problem, seed) else {
                continue;
            };
            let all = run_json(problem, Some(Limit::All), &input);
            let first = run_json(problem, Some(Limit::DEFAULT), &input);
            let plain = run_json(problem, None, &input);
            assert_eq!(all.len(), plain.len(), "{id} seed {seed}: cases");
            assert_eq!(first.len(), plain.len(), "{id} seed {seed}: cases");
            for ((a, f), p) in all.iter().zip(&first).zip(&plain) {
                assert_eq!(a["answer"], p["answer"], "{id} seed {seed}");
                let total = a["winning_moves"].as_u64().expect("winning_moves");
                assert_eq!(f["winning_moves"], a["winning_moves"], "{id} seed {seed}");
                let moves = a["moves"].as_array().expect("moves");
                assert_eq!(moves.len() as u64, total, "{id} seed {seed}: {a}");
                // The limit is per position (snim's cases hold several).
                let listed = f["moves"].as_array().expect("moves").len() as u64;
                let per_position: u64 = position_reports(a)
                    .iter()
                    .map(|r| r["winning_moves"].as_u64().unwrap().min(10))
                    .sum();
                assert_eq!(
                    listed, per_position,
                    "{id} seed {seed}: the default lists 10 per position"
                );
                for report in position_reports(a) {
                    let n = report["winning_moves"].as_u64().unwrap();
                    let outcome = report["outcome"].as_str().unwrap();
                    assert!(
                        outcome == "win" || n == 0,
                        "{id} seed {seed}: a {outcome} position with moves: {report}"
                    );
                }
                for m in moves {
                    assert!(m["move"].as_str().is_some_and(|t| !t.is_empty()));
                    match m["after"].as_str() {
                        Some(after) => {
                            let lines = run_json(problem, None, after.as_bytes());
                            assert_eq!(lines.len(), 1, "{id}: after {after:?} is one case");
                            assert_eq!(
                                says_first_wins(&lines[0]),
                                Some(false),
                                "{id} seed {seed}: {} leads to {after:?}, not lost: {}",
                                m["move"],
                                lines[0]
                            );
                        }
                        None => assert!(
                            m["state"].is_object(),
                            "{id}: a move with neither after nor state: {m}"
                        ),
                    }
                }
            }
        }
    }
}

/// A problem's game as its statement states it, for the search.
pub trait Oracle {
    /// The problem's id.
    const ID: &'static str;
    type Pos: Clone + Eq + Hash + Ord + Debug;

    /// Every position of a valid input, in the order of its report (cases, then the
    /// positions of a case).
    fn positions(input: &str) -> Vec<Self::Pos>;

    /// The positions one move reaches, one entry per move of the rules.
    fn options(p: &Self::Pos) -> Vec<Self::Pos>;

    /// Whether the player to move wins when there is no move (misère play: true).
    fn terminal_wins(_p: &Self::Pos) -> bool {
        false
    }

    /// Who wins `p` by a rule the run follows instead of the game's truth (pp-and-qq's
    /// judge rule, itself computed here from searches); `None`: the exhaustive search.
    fn rule(_p: &Self::Pos) -> Option<bool> {
        None
    }

    /// A move's `state` object as a position (problems whose moves leave the format).
    fn state(state: &Value) -> Self::Pos {
        panic!("{}: unexpected state {state}", Self::ID)
    }
}

/// Memoised win/loss of an [`Oracle`]'s positions.
pub struct Search<O: Oracle> {
    memo: HashMap<O::Pos, bool>,
}

impl<O: Oracle> Search<O> {
    pub fn new() -> Self {
        Search {
            memo: HashMap::new(),
        }
    }

    pub fn wins(&mut self, p: &O::Pos) -> bool {
        if let Some(&w) = self.memo.get(p) {
            return w;
        }
        if let Some(w) = O::rule(p) {
            self.memo.insert(p.clone(), w);
            return w;
        }
        let options = O::options(p);
        let w = if options.is_empty() {
            O::terminal_wins(p)
        } else {
            options.iter().any(|o| !self.wins(o))
        };
        self.memo.insert(p.clone(), w);
        w
    }
}

/// Checks `O`'s problem on seeded small inputs (and `extra` inputs): every position's
/// outcome, count and multiset of winning moves against the search.
pub fn check<O: Oracle>(extra: &[&str]) {
    check_flags::<O>(Vec::new(), extra)
}

/// [`check`] for runs with the problem's flags `flags` (`pp-and-qq --exact`).
pub fn check_flags<O: Oracle>(flags: Vec<&'static str>, extra: &[&str]) {
    let problem = problems::find(O::ID).expect("a registered problem");
    let mut inputs: Vec<Vec<u8>> = extra.iter().map(|s| s.as_bytes().to_vec()).collect();
    inputs.extend(SEEDS.filter_map(|seed| generate(problem, seed)));
    assert!(!inputs.is_empty(), "{}: no inputs", O::ID);
    let mut search = Search::<O>::new();
    for input in inputs {
        let text = String::from_utf8(input.clone()).unwrap();
        let positions = O::positions(&text);
        let options = Options::with_flags(flags.clone()).moves(Some(Limit::All));
        let (out, result) =
            problems::run_on_bytes(problem, &options, &input, "moves", None, Format::Json);
        result.unwrap_or_else(|e| panic!("{}: {e} on {text:?}", O::ID));
        let lines: Vec<Value> = String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let reports: Vec<&Value> = lines.iter().flat_map(position_reports).collect();
        assert_eq!(reports.len(), positions.len(), "{}: {text:?}", O::ID);
        for (p, report) in positions.iter().zip(reports) {
            let wins = search.wins(p);
            let outcome = if wins { "win" } else { "lose" };
            assert_eq!(report["outcome"], outcome, "{}: {p:?}: {report}", O::ID);
            // A lost position names no move (even where a rule that is not the game's
            // truth would call some option lost too).
            let mut want: Vec<O::Pos> = O::options(p)
                .into_iter()
                .filter(|o| wins && !search.wins(o))
                .collect();
            want.sort();
            let mut got: Vec<O::Pos> = report["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| match m["after"].as_str() {
                    Some(after) => {
                        let mut ps = O::positions(after);
                        assert_eq!(ps.len(), 1, "{}: after {after:?}", O::ID);
                        ps.remove(0)
                    }
                    None => O::state(&m["state"]),
                })
                .collect();
            got.sort();
            assert_eq!(
                report["winning_moves"].as_u64(),
                Some(want.len() as u64),
                "{}: {p:?}: {report}",
                O::ID
            );
            assert_eq!(got, want, "{}: {p:?}", O::ID);
        }
    }
}

/// The numbers of a text, in order.
pub fn numbers(text: &str) -> Vec<u64> {
    text.split_ascii_whitespace()
        .map(|t| t.parse().expect("a number"))
        .collect()
}
