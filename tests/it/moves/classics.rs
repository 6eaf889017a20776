//! The classics wave (catalogue-classics.md): each problem's [`Oracle`] states its game as
//! the statement does. `northcott-game` (partizan, positions repeat) and `life-winner-bo`
//! (a stuck knight draws) are checked by a retrograde analysis instead of the plain
//! search ([`check_retrograde`]).

use std::collections::HashMap;

use grundy::engine::retrograde::{Outcome, Retrograde};
use grundy::problems::{self, Limit};
use serde_json::Value;

use crate::props::classics::new_stone_moves;

use super::{check, generate, numbers, position_reports, run_json, Oracle, SEEDS};

/// Every take from every pile, piles kept in place (equal piles give distinct moves).
fn takes(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (i, &h) in piles.iter().enumerate() {
        for to in 0..h {
            let mut o = piles.to_vec();
            o[i] = to;
            options.push(o);
        }
    }
    options
}

/// Cases `n h_1 … h_n` until the end of input, or until a case `0` when `zero_ends`.
fn pile_cases(input: &str, zero_ends: bool) -> Vec<Vec<u64>> {
    let nums = numbers(input);
    let mut out = Vec::new();
    let mut at = 0;
    while at < nums.len() {
        let n = nums[at] as usize;
        if n == 0 && zero_ends {
            break;
        }
        out.push(nums[at + 1..at + 1 + n].to_vec());
        at += 1 + n;
    }
    out
}

struct MatchesGame;
impl Oracle for MatchesGame {
    const ID: &'static str = "matches-game";
    type Pos = Vec<u64>;
    fn positions(input: &str) -> Vec<Vec<u64>> {
        pile_cases(input, false)
    }
    fn options(p: &Vec<u64>) -> Vec<Vec<u64>> {
        takes(p)
    }
}

struct NimMoves;
impl Oracle for NimMoves {
    const ID: &'static str = "nim-moves";
    type Pos = Vec<u64>;
    fn positions(input: &str) -> Vec<Vec<u64>> {
        pile_cases(input, true)
    }
    fn options(p: &Vec<u64>) -> Vec<Vec<u64>> {
        takes(p)
    }
}

/// A New Stone Game as stated: the vector of piles in input order (zeros are no piles).
/// Each move is the vector it leaves: pile i keeps b < a_i and raises the other non-empty
/// piles by r_j ≥ 0 with b + Σ r_j ≤ a_i − 1 (at least one stone removed, the rest kept or
/// moved), one entry per distinct vector.
struct NewStoneGame;
impl Oracle for NewStoneGame {
    const ID: &'static str = "new-stone-game";
    type Pos = Vec<u64>;
    fn positions(input: &str) -> Vec<Vec<u64>> {
        pile_cases(input, true)
    }
    fn options(p: &Vec<u64>) -> Vec<Vec<u64>> {
        // The props' enumeration of the moves as stated, without the pile moved from.
        new_stone_moves(p).into_iter().map(|(_, b)| b).collect()
    }
}

/// The listed moves come in the documented order: by pile, then the size kept, then the
/// other non-empty piles' sizes in input order; and `--moves=N` lists the first N of
/// `--moves=all`.
fn new_stone_game_order() {
    let problem = problems::find("new-stone-game").unwrap();
    let input = "5\n3 3 0 1 9\n5\n1 2 6 9 7\n6\n4 4 4 1 2 9\n0\n";
    let all = run_json(problem, Some(Limit::All), input.as_bytes());
    let first = run_json(problem, Some(Limit::First(7)), input.as_bytes());
    for ((a, f), p) in all.iter().zip(&first).zip(pile_cases(input, true)) {
        let moves: Vec<Vec<u64>> = a["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| pile_cases(m["after"].as_str().unwrap(), true).remove(0))
            .collect();
        let key = |b: &Vec<u64>| {
            let i = (0..p.len()).find(|&i| b[i] < p[i]).unwrap();
            let mut k = vec![i as u64, b[i]];
            k.extend((0..p.len()).filter(|&j| j != i && p[j] > 0).map(|j| b[j]));
            k
        };
        let mut sorted = moves.clone();
        sorted.sort_by_key(key);
        assert_eq!(moves, sorted, "{p:?}");
        assert!(moves.len() > 7, "{p:?}: a case with more than 7 moves");
        assert_eq!(
            a["moves"].as_array().unwrap()[..7],
            f["moves"].as_array().unwrap()[..],
            "{p:?}"
        );
    }
}

/// A won case whose count passes the work limit is refused at its `n`, after the reports
/// of the cases before it; a lost one of any size is answered.
fn new_stone_game_work_limit() {
    let problem = problems::find("new-stone-game").unwrap();
    let input =
        "2\n18446744073709551615 18446744073709551615\n3\n1 2 3\n2\n1 4000000000\n1\n1\n0\n";
    let options = grundy::problems::Options::default().moves(Some(Limit::DEFAULT));
    let (out, result) = problems::run_on_bytes(
        problem,
        &options,
        input.as_bytes(),
        "in",
        None,
        grundy::problems::Format::Json,
    );
    let err = result.expect_err("refused").to_string();
    assert!(
        err.starts_with("in:5:1: expected a case whose winning moves --moves counts (a sweep")
            && err.contains("within the work budget of this input (2^27 steps and 2^14 per byte"),
        "{err}"
    );
    assert_eq!(String::from_utf8(out).unwrap().lines().count(), 2);
}

/// The stone's walk: (side n, visited squares as bits r·n + c, the stone's square).
struct PlayAGame;
impl Oracle for PlayAGame {
    const ID: &'static str = "play-a-game";
    type Pos = (u64, u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64, u64)> {
        numbers(input)
            .into_iter()
            .take_while(|&n| n != 0)
            .map(|n| (n, 1, 0))
            .collect()
    }
    fn options(&(n, visited, at): &(u64, u64, u64)) -> Vec<(u64, u64, u64)> {
        let (r, c) = (at / n, at % n);
        let mut out = Vec::new();
        let steps = [
            (r > 0, at.wrapping_sub(n)),
            (r + 1 < n, at + n),
            (c > 0, at.wrapping_sub(1)),
            (c + 1 < n, at + 1),
        ];
        for (ok, sq) in steps {
            if ok && visited >> sq & 1 == 0 {
                out.push((n, visited | 1 << sq, sq));
            }
        }
        out
    }
    fn state(state: &Value) -> (u64, u64, u64) {
        let n = state["n"].as_u64().unwrap();
        let square = |v: &Value| (v[0].as_u64().unwrap() - 1) * n + v[1].as_u64().unwrap() - 1;
        let visited = state["visited"]
            .as_array()
            .unwrap()
            .iter()
            .fold(0, |m, v| m | 1 << square(v));
        (n, visited, square(&state["at"]))
    }
}

/// Rows of coins or beads after removing `len` consecutive ones (1 … k of them for
/// coin-game, exactly k for paint-chain), every place in every row; rows sorted.
fn row_options(rows: &[u64], k: u64, exact: bool) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..rows.len() {
        let l = rows[i];
        let lens = if exact { k..=k } else { 1..=k };
        for len in lens.filter(|&len| len <= l) {
            for s in 0..=l - len {
                let mut o = rows.to_vec();
                o.remove(i);
                o.extend([s, l - len - s].into_iter().filter(|&x| x > 0));
                o.sort_unstable();
                out.push(o);
            }
        }
    }
    out
}

/// A circle of coins or beads, or the rows left once it is broken (with the rule's k).
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
enum Ring {
    Circle(u64, u64),
    Rows(Vec<u64>, u64),
}

fn row_state(state: &Value, k: &str) -> Ring {
    let row = state["row"].as_u64().unwrap();
    let rows = if row == 0 { vec![] } else { vec![row] };
    Ring::Rows(rows, state[k].as_u64().unwrap())
}

struct CoinGame;
impl Oracle for CoinGame {
    const ID: &'static str = "coin-game";
    type Pos = Ring;
    fn positions(input: &str) -> Vec<Ring> {
        let nums = numbers(input);
        nums[1..]
            .chunks(2)
            .map(|c| Ring::Circle(c[0], c[1]))
            .collect()
    }
    /// The circle: taking all n coins is one move (no coin left: a circle of 0); j < n
    /// coins starting at any of the n coins is n moves, each leaving a row of n − j.
    fn options(p: &Ring) -> Vec<Ring> {
        match p {
            &Ring::Circle(n, k) => {
                let mut out = Vec::new();
                for j in 1..=k.min(n) {
                    if j == n {
                        out.push(Ring::Circle(0, k));
                    } else {
                        out.extend((0..n).map(|_| Ring::Rows(vec![n - j], k)));
                    }
                }
                out
            }
            Ring::Rows(rows, k) => row_options(rows, *k, false)
                .into_iter()
                .map(|r| Ring::Rows(r, *k))
                .collect(),
        }
    }
    fn state(state: &Value) -> Ring {
        row_state(state, "k")
    }
}

struct PaintChain;
impl Oracle for PaintChain {
    const ID: &'static str = "paint-chain";
    type Pos = Ring;
    fn positions(input: &str) -> Vec<Ring> {
        let nums = numbers(input);
        nums[1..]
            .chunks(2)
            .map(|c| Ring::Circle(c[0], c[1]))
            .collect()
    }
    /// The circle: painting all n beads is one move; otherwise each of the n starting beads
    /// is a move leaving a row of n − m.
    fn options(p: &Ring) -> Vec<Ring> {
        match p {
            &Ring::Circle(n, m) if n < m => vec![],
            &Ring::Circle(n, m) if n == m => vec![Ring::Rows(vec![], m)],
            &Ring::Circle(n, m) => (0..n).map(|_| Ring::Rows(vec![n - m], m)).collect(),
            Ring::Rows(rows, m) => row_options(rows, *m, true)
                .into_iter()
                .map(|r| Ring::Rows(r, *m))
                .collect(),
        }
    }
    fn state(state: &Value) -> Ring {
        row_state(state, "m")
    }
}

/// (coins, p, q): takes of p … q, all coins when fewer than p; the last coin loses.
struct EclipseEncounter;
impl Oracle for EclipseEncounter {
    const ID: &'static str = "eclipse-encounter";
    type Pos = (u64, u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64, u64)> {
        numbers(input)
            .chunks(3)
            .map(|c| (c[0], c[1], c[2]))
            .collect()
    }
    fn options(&(n, p, q): &(u64, u64, u64)) -> Vec<(u64, u64, u64)> {
        if n == 0 {
            vec![]
        } else if n < p {
            vec![(0, p, q)]
        } else {
            (p..=q.min(n)).map(|t| (n - t, p, q)).collect()
        }
    }
    /// No coin left: the opponent took the last one, so the player to move has won.
    fn terminal_wins(_: &(u64, u64, u64)) -> bool {
        true
    }
}

/// (larger, smaller): a move subtracts a positive multiple of the smaller from the larger;
/// a 0 ends the game (the player to move has lost).
struct EuclidGame;
impl Oracle for EuclidGame {
    const ID: &'static str = "euclid-game";
    type Pos = (u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64)> {
        numbers(input)
            .chunks(2)
            .take_while(|c| c != &[0, 0])
            .map(|c| (c[0].max(c[1]), c[0].min(c[1])))
            .collect()
    }
    fn options(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        if b == 0 {
            return vec![];
        }
        (1..=a / b)
            .map(|k| a - k * b)
            .map(|c| (c.max(b), c.min(b)))
            .collect()
    }
    fn state(state: &Value) -> (u64, u64) {
        let (a, b) = (state["a"].as_u64().unwrap(), state["b"].as_u64().unwrap());
        (a.max(b), a.min(b))
    }
}

/// The rows of a case as 20-bit masks.
struct ChessRows;
impl Oracle for ChessRows {
    const ID: &'static str = "chess-rows";
    type Pos = Vec<u32>;
    fn positions(input: &str) -> Vec<Vec<u32>> {
        let nums = numbers(input);
        let mut at = 1;
        let mut out = Vec::new();
        for _ in 0..nums[0] {
            let n = nums[at];
            at += 1;
            let mut rows = Vec::new();
            for _ in 0..n {
                let m = nums[at] as usize;
                rows.push(
                    nums[at + 1..at + 1 + m]
                        .iter()
                        .fold(0, |mask, &s| mask | 1 << (s - 1)),
                );
                at += 1 + m;
            }
            out.push(rows);
        }
        out
    }
    /// A chessman moves right onto the next square if empty, else over the run in its way
    /// to the first empty square; nothing moves past square 20.
    fn options(p: &Vec<u32>) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for (i, &mask) in p.iter().enumerate() {
            for s in (1..=20u32).filter(|&s| mask >> (s - 1) & 1 == 1) {
                let mut to = s + 1;
                while to <= 20 && mask >> (to - 1) & 1 == 1 {
                    to += 1;
                }
                if to <= 20 {
                    let mut o = p.clone();
                    o[i] = mask & !(1 << (s - 1)) | 1 << (to - 1);
                    out.push(o);
                }
            }
        }
        out
    }
}

/// (stones, the seats' limits from the seat to move on): a take of 1 … M passes the turn
/// to the next seat; whoever takes the last stone loses.
struct TeamNim;
impl Oracle for TeamNim {
    const ID: &'static str = "team-nim";
    type Pos = (u64, Vec<u64>);
    fn positions(input: &str) -> Vec<(u64, Vec<u64>)> {
        let nums = numbers(input);
        let mut at = 0;
        let mut out = Vec::new();
        while at < nums.len() && nums[at] != 0 {
            let n = nums[at] as usize;
            out.push((nums[at + 1], nums[at + 2..at + 2 + 2 * n].to_vec()));
            at += 2 + 2 * n;
        }
        out
    }
    fn options((s, limits): &(u64, Vec<u64>)) -> Vec<(u64, Vec<u64>)> {
        let mut next = limits.clone();
        next.rotate_left(1);
        (1..=limits[0].min(*s))
            .map(|j| (s - j, next.clone()))
            .collect()
    }
    /// No stone left: the opponent took the last one and lost.
    fn terminal_wins(_: &(u64, Vec<u64>)) -> bool {
        true
    }
}

/// Northcott's board as seen by the player to move: the columns m and per row (his piece,
/// the other's). A move hands the board over with the roles swapped, as the `after` input
/// does (Jerry's columns first).
struct NorthcottGame;
impl Oracle for NorthcottGame {
    const ID: &'static str = "northcott-game";
    type Pos = (u64, Vec<(u64, u64)>);
    fn positions(input: &str) -> Vec<(u64, Vec<(u64, u64)>)> {
        let nums = numbers(input);
        let mut at = 0;
        let mut out = Vec::new();
        while at < nums.len() {
            let (n, m) = (nums[at] as usize, nums[at + 1]);
            let rows = nums[at + 2..at + 2 + 2 * n]
                .chunks(2)
                .map(|c| (c[0], c[1]))
                .collect();
            out.push((m, rows));
            at += 2 + 2 * n;
        }
        out
    }
    fn options((m, rows): &(u64, Vec<(u64, u64)>)) -> Vec<(u64, Vec<(u64, u64)>)> {
        let mut out = Vec::new();
        for (i, &(mine, theirs)) in rows.iter().enumerate() {
            let squares: Vec<u64> = if mine < theirs {
                (1..theirs).filter(|&s| s != mine).collect()
            } else {
                (theirs + 1..=*m).filter(|&s| s != mine).collect()
            };
            for s in squares {
                let swapped = rows
                    .iter()
                    .enumerate()
                    .map(|(k, &(a, b))| if k == i { (b, s) } else { (b, a) })
                    .collect();
                out.push((*m, swapped));
            }
        }
        out
    }
}

/// Life Winner Bo: (piece, rows to go, columns to go); the target is lost for the player to
/// move, any other square without a move is a draw.
struct LifeWinnerBo;
impl Oracle for LifeWinnerBo {
    const ID: &'static str = "life-winner-bo";
    type Pos = (u64, u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64, u64)> {
        numbers(input)[1..]
            .chunks(3)
            .map(|c| (c[0], c[1] - 1, c[2] - 1))
            .collect()
    }
    fn options(&(t, a, b): &(u64, u64, u64)) -> Vec<(u64, u64, u64)> {
        let mut out = Vec::new();
        let steps: &[(u64, u64)] = match t {
            1 => &[(1, 0), (0, 1), (1, 1)],
            3 => &[(1, 2), (2, 1)],
            _ => &[],
        };
        for &(da, db) in steps {
            if da <= a && db <= b {
                out.push((t, a - da, b - db));
            }
        }
        if t == 2 || t == 4 {
            out.extend((1..=a).map(|d| (t, a - d, b)));
            out.extend((1..=b).map(|d| (t, a, b - d)));
        }
        if t == 4 {
            out.extend((1..=a.min(b)).map(|d| (t, a - d, b - d)));
        }
        out
    }
    fn state(state: &Value) -> (u64, u64, u64) {
        let get = |k: &str| state[k].as_u64().unwrap();
        (get("type"), get("n") - 1, get("m") - 1)
    }
}

/// [`super::check`] for games with repeated positions or draws: the outcome (`win`, `lose`
/// or `draw`) and the multiset of winning moves of every position against a retrograde
/// analysis of everything reachable from the inputs' positions; `ending` values the
/// positions without a move.
fn check_retrograde<O: Oracle>(extra: &[&str], ending: fn(&O::Pos) -> Outcome) {
    let problem = problems::find(O::ID).expect("a registered problem");
    let mut inputs: Vec<Vec<u8>> = extra.iter().map(|s| s.as_bytes().to_vec()).collect();
    inputs.extend(SEEDS.filter_map(|seed| generate(problem, seed)));
    let mut cases = Vec::new();
    for input in &inputs {
        let text = String::from_utf8(input.clone()).unwrap();
        let positions = O::positions(&text);
        let lines = run_json(problem, Some(Limit::All), input);
        let reports: Vec<Value> = lines.iter().flat_map(position_reports).cloned().collect();
        assert_eq!(reports.len(), positions.len(), "{}: {text:?}", O::ID);
        cases.extend(positions.into_iter().zip(reports));
    }
    let solved = Retrograde::solve(cases.iter().map(|(p, _)| p.clone()), O::options, ending);
    let word = |p: &O::Pos| match solved.value(p).expect("reached").outcome() {
        Outcome::Win => "win",
        Outcome::Lose => "lose",
        Outcome::Draw => "draw",
    };
    let mut seen: HashMap<O::Pos, ()> = HashMap::new();
    for (p, report) in &cases {
        assert_eq!(report["outcome"], word(p), "{}: {p:?}: {report}", O::ID);
        if seen.insert(p.clone(), ()).is_some() {
            continue;
        }
        let mut want: Vec<O::Pos> = O::options(p)
            .into_iter()
            .filter(|o| word(o) == "lose")
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

fn matches_game() {
    check::<MatchesGame>(&["0\n3 0 5 5\n3 3 3 3\n2 12 13\n"]);
}

fn new_stone_game() {
    check::<NewStoneGame>(&[
        "3\n0 5 5\n3\n0 5 4\n4\n3 3 0 1\n3\n1 2 3\n5\n0 2 0 2 7\n4\n5 5 5 4\n3\n6 1 2\n0\n",
    ]);
}

fn nim_moves() {
    check::<NimMoves>(&["2\n12 13\n3\n3 3 3\n3\n0 5 5\n0\n"]);
}

fn play_a_game() {
    check::<PlayAGame>(&["1\n2\n3\n4\n0\n"]);
}

fn coin_game() {
    check::<CoinGame>(&["7\n0 5\n0 1\n1 1\n4 1\n5 5\n2 1\n9 1\n"]);
}

fn paint_chain() {
    check::<PaintChain>(&["6\n3 1\n4 2\n5 5\n4 5\n12 3\n13 2\n"]);
}

fn eclipse_encounter() {
    check::<EclipseEncounter>(&["7 2 4\n6 2 4\n1 1 1\n2 1 1\n3 5 7\n20 3 5\n"]);
}

fn euclid_game() {
    check::<EuclidGame>(&["34 12\n15 24\n12 4\n13 8\n1 1\n0 0\n"]);
}

fn chess_rows() {
    check::<ChessRows>(&["3\n1\n2 19 20\n2\n1 19\n1 18\n3\n0\n3 20 17 18\n2 16 19\n"]);
}

fn team_nim() {
    check::<TeamNim>(&["1 1 5 5\n1 6 4 4\n2 10 9 1 1 1\n0\n"]);
}

fn northcott_game() {
    check_retrograde::<NorthcottGame>(
        &["3 6\n4 5\n1 2\n1 2\n\n3 6\n4 5\n1 3\n1 2\n0 4\n1 3\n2 1\n"],
        |_| Outcome::Lose,
    );
}

fn life_winner_bo() {
    check_retrograde::<LifeWinnerBo>(
        &["8\n1 5 5\n2 5 5\n3 5 5\n4 5 5\n3 2 3\n3 4 4\n3 4 7\n4 3 5\n"],
        |&(_, a, b)| {
            if (a, b) == (0, 0) {
                Outcome::Lose
            } else {
                Outcome::Draw
            }
        },
    );
}

trials![
    new_stone_game,
    new_stone_game_order,
    new_stone_game_work_limit,
    matches_game,
    nim_moves,
    play_a_game,
    coin_game,
    paint_chain,
    eclipse_encounter,
    euclid_game,
    chess_rows,
    team_nim,
    northcott_game,
    life_winner_bo,
];
