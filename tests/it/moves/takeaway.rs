//! The take-away games: each problem's [`super::Oracle`] and its check against the search.
//!
//! Games that count up to a target (volunteers, public-sale) are searched on the gap left
//! to the target, the form their `after` inputs take: a total t towards n is n − t still to
//! give, and a gift that reaches or passes n leaves a gap of 0, the end of the game.

use serde_json::Value;

use super::{check, numbers, Oracle};

/// A field of a move's `state` as a number.
fn field(state: &Value, key: &str) -> u64 {
    state[key]
        .as_u64()
        .unwrap_or_else(|| panic!("state without {key}: {state}"))
}

/// Cases `n m` after a count `C`.
fn counted_pairs(input: &str) -> Vec<(u64, u64)> {
    let nums = numbers(input);
    let cases = nums[0] as usize;
    nums[1..=2 * cases]
        .chunks(2)
        .map(|c| (c[0], c[1]))
        .collect()
}

/// Brave Game: a pile n, a move takes 1 to m stones; no stone left, no move.
struct BraveGame;
impl Oracle for BraveGame {
    const ID: &'static str = "brave-game";
    type Pos = (u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64)> {
        counted_pairs(input)
    }
    fn options(&(n, m): &(u64, u64)) -> Vec<(u64, u64)> {
        (1..=m.min(n)).map(|t| (n - t, m)).collect()
    }
}

/// Volunteers: (gap, m); a gift of 1 to m, and a gap of 0 means the target was reached.
struct Volunteers;
impl Oracle for Volunteers {
    const ID: &'static str = "volunteers";
    type Pos = (u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64)> {
        counted_pairs(input)
    }
    fn options(&(gap, m): &(u64, u64)) -> Vec<(u64, u64)> {
        if gap == 0 {
            return Vec::new();
        }
        (1..=m).map(|g| (gap.saturating_sub(g), m)).collect()
    }
    fn state(state: &Value) -> (u64, u64) {
        let (total, target) = (field(state, "total"), field(state, "target"));
        assert!(
            total >= target,
            "a state that does not end the game: {state}"
        );
        (0, field(state, "max_gift"))
    }
}

/// Public Sale: (gap, N) as volunteers, the pairs `M N` until the end of input.
struct PublicSale;
impl Oracle for PublicSale {
    const ID: &'static str = "public-sale";
    type Pos = (u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64)> {
        numbers(input).chunks(2).map(|c| (c[0], c[1])).collect()
    }
    fn options(p: &(u64, u64)) -> Vec<(u64, u64)> {
        Volunteers::options(p)
    }
    fn state(state: &Value) -> (u64, u64) {
        let (price, cost) = (field(state, "price"), field(state, "cost"));
        assert!(price >= cost, "a state that does not end the game: {state}");
        (0, field(state, "max_raise"))
    }
}

/// Good Luck in CET-4: n cards, a move takes a power of two.
struct GoodLuckCet4;
impl Oracle for GoodLuckCet4 {
    const ID: &'static str = "good-luck-cet4";
    type Pos = u64;
    fn positions(input: &str) -> Vec<u64> {
        numbers(input)
    }
    fn options(&n: &u64) -> Vec<u64> {
        (0..64)
            .map(|k| 1u64 << k)
            .take_while(|&t| t <= n)
            .map(|t| n - t)
            .collect()
    }
}

/// Fibonacci again: three piles, a move takes a Fibonacci number (1, 2, 3, 5, …: 1 is one
/// move) from one pile.
struct FibonacciAgain;
impl Oracle for FibonacciAgain {
    const ID: &'static str = "fibonacci-again";
    type Pos = Vec<u64>;
    fn positions(input: &str) -> Vec<Vec<u64>> {
        numbers(input)
            .chunks(3)
            .map(<[u64]>::to_vec)
            .take_while(|piles| piles != &[0, 0, 0])
            .collect()
    }
    fn options(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in piles.iter().enumerate() {
            let (mut f, mut next) = (1, 2);
            while f <= h {
                let mut after = piles.clone();
                after[i] = h - f;
                out.push(after);
                (f, next) = (next, f + next);
            }
        }
        out
    }
    fn state(state: &Value) -> Vec<u64> {
        let piles: Vec<u64> = serde_json::from_value(state["piles"].clone()).unwrap();
        assert_eq!(piles, [0, 0, 0], "only the terminator needs a state");
        piles
    }
}

/// kiki's game: the coin's distances (rows to go down, columns to go left) from the
/// top-right square of `n m`; a step left, down, or diagonally left-down.
struct KikiGame;
impl Oracle for KikiGame {
    const ID: &'static str = "kiki-game";
    type Pos = (u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64)> {
        numbers(input)
            .chunks(2)
            .take_while(|c| c != &[0, 0])
            .map(|c| (c[0] - 1, c[1] - 1))
            .collect()
    }
    fn options(&(r, c): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        if c > 0 {
            out.push((r, c - 1));
        }
        if r > 0 {
            out.push((r - 1, c));
        }
        if r > 0 && c > 0 {
            out.push((r - 1, c - 1));
        }
        out
    }
}

/// A Multiplication Game, searched on the factor still needed: from a product p with
/// target n, a product p·x reaches n exactly when x ≥ ⌈n/p⌉, and ⌈⌈n/p⌉/k⌉ = ⌈n/(pk)⌉, so
/// the game is the game from 1 with target ⌈n/p⌉ (the form of the `after` inputs); a
/// factor of 1 means p ≥ n, the game is over. `multiplication_game_by_factor` checks this
/// reduction against the search over the products themselves.
struct MultiplicationGame;
impl Oracle for MultiplicationGame {
    const ID: &'static str = "multiplication-game";
    type Pos = u64;
    fn positions(input: &str) -> Vec<u64> {
        numbers(input)
    }
    fn options(&factor: &u64) -> Vec<u64> {
        if factor <= 1 {
            return Vec::new();
        }
        (2..=9).map(|k| factor.div_ceil(k)).collect()
    }
    fn state(state: &Value) -> u64 {
        let (p, n) = (field(state, "p"), field(state, "n"));
        assert!(p >= n, "a state that does not end the game: {state}");
        1
    }
}

/// Calendar Game: a date (year, month, day); a move goes to the next day or the same day of
/// the next month if that exists. Reaching 2001-11-04 wins and moving past it loses: a
/// move past it leads to [`PAST`], where the player to move has won.
struct CalendarGame;

/// The position after a move past 2001-11-04 (the mover has lost).
const PAST: (u64, u64, u64) = (u64::MAX, 0, 0);

fn days_in(year: u64, month: u64) -> u64 {
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    [
        31,
        if leap { 29 } else { 28 },
        31,
        30,
        31,
        30,
        31,
        31,
        30,
        31,
        30,
        31,
    ][month as usize - 1]
}

impl Oracle for CalendarGame {
    const ID: &'static str = "calendar-game";
    type Pos = (u64, u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64, u64)> {
        numbers(input)[1..]
            .chunks(3)
            .map(|c| (c[0], c[1], c[2]))
            .collect()
    }
    fn options(&(y, m, d): &(u64, u64, u64)) -> Vec<(u64, u64, u64)> {
        if (y, m, d) == PAST {
            return Vec::new();
        }
        let next_day = if d < days_in(y, m) {
            (y, m, d + 1)
        } else if m < 12 {
            (y, m + 1, 1)
        } else {
            (y + 1, 1, 1)
        };
        let (ny, nm) = if m < 12 { (y, m + 1) } else { (y + 1, 1) };
        let next_month = (d <= days_in(ny, nm)).then_some((ny, nm, d));
        [Some(next_day), next_month]
            .into_iter()
            .flatten()
            .map(|date| if date > (2001, 11, 4) { PAST } else { date })
            .collect()
    }
    fn terminal_wins(p: &(u64, u64, u64)) -> bool {
        *p == PAST
    }
}

/// Digital Deletions: a digit string; a move lowers one digit to any smaller digit, or
/// erases a `0` and every digit to its right. The empty string has no move (lost).
struct DigitalDeletions;
impl Oracle for DigitalDeletions {
    const ID: &'static str = "digital-deletions";
    type Pos = String;
    fn positions(input: &str) -> Vec<String> {
        input.split_ascii_whitespace().map(str::to_string).collect()
    }
    fn options(s: &String) -> Vec<String> {
        let mut out = Vec::new();
        for (i, d) in s.bytes().enumerate() {
            for lower in b'0'..d {
                let mut t = s.clone().into_bytes();
                t[i] = lower;
                out.push(String::from_utf8(t).unwrap());
            }
            if d == b'0' {
                out.push(s[..i].to_string());
            }
        }
        out
    }
    fn state(state: &Value) -> String {
        let digits = state["digits"].as_str().expect("digits").to_string();
        assert!(digits.is_empty(), "only the empty string needs a state");
        digits
    }
}

/// Fibonacci Nim: (stones, largest take now allowed), the limit capped at the stones (a
/// larger one allows nothing more). The first move takes 1 to n − 1, each later one 1 to
/// twice the previous take.
struct FibonacciNim;
impl Oracle for FibonacciNim {
    const ID: &'static str = "fibonacci-nim";
    type Pos = (u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64)> {
        numbers(input)
            .into_iter()
            .take_while(|&n| n != 0)
            .map(|n| (n, n - 1))
            .collect()
    }
    fn options(&(stones, cap): &(u64, u64)) -> Vec<(u64, u64)> {
        (1..=cap)
            .map(|t| (stones - t, (2 * t).min(stones - t)))
            .collect()
    }
    fn state(state: &Value) -> (u64, u64) {
        let stones = field(state, "stones");
        (stones, field(state, "max_take").min(stones))
    }
}

/// Alice's Game (Cutcake), partizan: (bars, whether Alice is to move). Alice cuts a bar
/// X × Y into A × Y + B × Y, Bob into X × A + X × B (A + B the side, both ≥ 1; the same
/// two pieces in the other order are the same cut); who cannot move loses. Bars are kept
/// sorted, 1 × 1 bars (no move for anyone) dropped, so equal positions meet in the memo.
struct AliceGame;

type Bars = Vec<(u64, u64)>;

fn bars_position(mut bars: Bars, alice_to_move: bool) -> (Bars, bool) {
    bars.retain(|&b| b != (1, 1));
    bars.sort_unstable();
    (bars, alice_to_move)
}

impl Oracle for AliceGame {
    const ID: &'static str = "alice-game";
    type Pos = (Bars, bool);
    fn positions(input: &str) -> Vec<(Bars, bool)> {
        let nums = numbers(input);
        let mut at = 1;
        let mut out = Vec::new();
        for _ in 0..nums[0] {
            let n = nums[at] as usize;
            let bars = nums[at + 1..at + 1 + 2 * n]
                .chunks(2)
                .map(|c| (c[0], c[1]))
                .collect();
            out.push(bars_position(bars, true));
            at += 1 + 2 * n;
        }
        out
    }
    fn options((bars, alice): &(Bars, bool)) -> Vec<(Bars, bool)> {
        let mut out = Vec::new();
        for (i, &(x, y)) in bars.iter().enumerate() {
            let side = if *alice { x } else { y };
            for a in 1..=side / 2 {
                let pieces = if *alice {
                    [(a, y), (x - a, y)]
                } else {
                    [(x, a), (x, y - a)]
                };
                let mut next = bars.clone();
                next.splice(i..=i, pieces);
                out.push(bars_position(next, !alice));
            }
        }
        out
    }
    fn state(state: &Value) -> (Bars, bool) {
        let bars: Vec<[u64; 2]> = serde_json::from_value(state["bars"].clone()).unwrap();
        let alice = match state["to_move"].as_str() {
            Some("Alice") => true,
            Some("Bob") => false,
            _ => panic!("to_move: {state}"),
        };
        bars_position(bars.iter().map(|b| (b[0], b[1])).collect(), alice)
    }
}

fn brave_game() {
    check::<BraveGame>(&["2\n23 2\n4 3\n", "4\n0 1\n5 9\n12 3\n13 3\n"]);
}

fn volunteers() {
    check::<Volunteers>(&["4\n1 1\n2 1\n10 3\n12 3\n", "3\n3 5\n5 5\n7 3\n"]);
}

fn public_sale() {
    check::<PublicSale>(&["4 2\n3 2\n3 5\n", "1 1\n2 1\n5 2\n2 5\n7 7\n9 4\n"]);
}

fn good_luck_cet4() {
    check::<GoodLuckCet4>(&["1\n3\n", "0\n2\n4\n5\n16\n17\n85\n86\n"]);
}

fn fibonacci_again() {
    check::<FibonacciAgain>(&[
        "1 1 1\n1 4 1\n0 0 0\n",
        "0 0 5\n0 0 4\n0 3 0\n10 20 30\n4 7 19\n",
    ]);
}

fn kiki_game() {
    check::<KikiGame>(&["5 3\n5 4\n6 6\n0 0\n", "1 1\n1 2\n2 1\n2 2\n7 4\n4 7\n"]);
}

fn multiplication_game() {
    check::<MultiplicationGame>(&[
        "162\n17\n34012226\n",
        "2\n9\n10\n18\n19\n161\n163\n324\n325\n2916\n2917\n",
    ]);
}

/// The oracle's factor search agrees with the game on the products as stated: from p, a
/// multiplier 2..=9, and p ≥ n ends the game.
fn multiplication_game_by_factor() {
    let mut by_factor = super::Search::<MultiplicationGame>::new();
    for n in 2..=3000u64 {
        let mut memo = std::collections::HashMap::new();
        fn wins(p: u64, n: u64, memo: &mut std::collections::HashMap<u64, bool>) -> bool {
            if p >= n {
                return false;
            }
            if let Some(&w) = memo.get(&p) {
                return w;
            }
            let w = (2..=9).any(|k| !wins(p * k, n, memo));
            memo.insert(p, w);
            w
        }
        for p in 1..=n {
            if wins(p, n, &mut memo) != by_factor.wins(&n.div_ceil(p)) {
                panic!("multiplication-game: p = {p}, n = {n}: the factor search differs");
            }
        }
    }
}

fn calendar_game() {
    check::<CalendarGame>(&[
        "3\n2001 11 3\n2001 11 2\n2001 10 3\n",
        "9\n2001 11 4\n2001 9 30\n2000 11 30\n2000 2 28\n2000 2 29\n2001 10 4\n\
         2001 10 31\n2000 12 31\n2001 1 31\n",
    ]);
}

fn digital_deletions() {
    check::<DigitalDeletions>(&[
        "0\n00\n1\n20\n",
        "01\n10\n100\n1203\n9909\n0999\n11\n32\n98\n2000\n",
    ]);
}

fn fibonacci_nim() {
    check::<FibonacciNim>(&[
        "2\n13\n10000\n0\n",
        "1\n3\n4\n6\n12\n17\n20\n33\n54\n88\n89\n90\n",
    ]);
}

/// Alice's Game: the search over sums of bars does not fit seeded inputs (three 6 × 6 bars
/// reach millions of positions), so the sum is searched a bar at a time. Each bar's value
/// in combinatorial game theory comes from its options by the simplest-number rule (an
/// option's value is the sum of its two pieces'), asserting at every bar that the best
/// Left option is below the best Right one and that the value is an integer (else this
/// oracle would need dyadic numbers and says so). A sum of numbers is the number their sum
/// is: the player to move loses at 0, Left (Alice) wins above it and Right (Bob) below
/// it. That outcome is checked against the plain search of the game above wherever that
/// search is small (total area up to [`SEARCHED_AREA`]).
fn alice_game() {
    use grundy::problems::gen::{Gen, Size};
    use grundy::problems::{self, Limit};
    let problem = problems::find(AliceGame::ID).expect("registered");
    let mut inputs: Vec<String> = [
        "4\n1\n1 1\n1\n2 1\n2\n2 2\n2 1\n1\n3 2\n",
        "7\n0\n2\n4 1\n4 1\n1\n8 3\n2\n7 2\n1 3\n2\n6 1\n1 4\n3\n5 2\n2 2\n3 1\n\
         2\n12 5\n1 2\n",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for seed in 1..=12 {
        let mut gen = Gen::new(seed, Size::Small, None);
        assert!(problem.generate(&mut gen));
        inputs.push(String::from_utf8(gen.into_bytes()).unwrap());
    }
    let mut values = std::collections::HashMap::new();
    let mut search = super::Search::<AliceGame>::new();
    let mut sum = |bars: &Bars| -> i64 {
        bars.iter()
            .map(|&(x, y)| bar_number(x, y, &mut values))
            .sum()
    };
    for input in inputs {
        let lines = super::run_json(problem, Some(Limit::All), input.as_bytes());
        let positions = AliceGame::positions(&input);
        assert_eq!(lines.len(), positions.len(), "alice-game: {input:?}");
        for (pos, line) in positions.iter().zip(&lines) {
            let alice_wins = sum(&pos.0) > 0;
            let mut want = Vec::new();
            for option in AliceGame::options(pos) {
                // Bob to move loses a sum of numbers at 0 or above.
                let bob_loses = sum(&option.0) >= 0;
                if small(&option.0) {
                    assert_eq!(search.wins(&option), !bob_loses, "{option:?}");
                }
                if bob_loses {
                    want.push(option);
                }
            }
            if small(&pos.0) {
                assert_eq!(search.wins(pos), alice_wins, "{pos:?}");
            }
            let outcome = if alice_wins { "win" } else { "lose" };
            assert_eq!(line["outcome"], outcome, "alice-game: {pos:?}: {line}");
            assert_eq!(
                line["winning_moves"].as_u64(),
                Some(want.len() as u64),
                "alice-game: {pos:?}: {line}"
            );
            let mut got: Vec<(Bars, bool)> = line["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| {
                    assert!(m["after"].is_null(), "Bob to move: a state, {m}");
                    AliceGame::state(&m["state"])
                })
                .collect();
            want.sort();
            got.sort();
            assert_eq!(got, want, "alice-game: {pos:?}");
        }
    }
}

/// The largest total area of bars the plain search checks the number reasoning on.
const SEARCHED_AREA: u64 = 44;

fn small(bars: &Bars) -> bool {
    bars.iter().map(|&(x, y)| x * y).sum::<u64>() <= SEARCHED_AREA
}

/// The value of an x × y bar by the simplest-number rule over its options (see
/// [`alice_game`]), memoised.
fn bar_number(x: u64, y: u64, memo: &mut std::collections::HashMap<(u64, u64), i64>) -> i64 {
    if let Some(&v) = memo.get(&(x, y)) {
        return v;
    }
    let mut pieces =
        |a: (u64, u64), b: (u64, u64)| bar_number(a.0, a.1, memo) + bar_number(b.0, b.1, memo);
    let left = (1..=x / 2).map(|a| pieces((a, y), (x - a, y))).max();
    let right = (1..=y / 2).map(|b| pieces((x, b), (x, y - b))).min();
    let v = match (left, right) {
        (None, None) => 0,
        (Some(l), None) => (l + 1).max(0),
        (None, Some(r)) => (r - 1).min(0),
        (Some(l), Some(r)) => {
            assert!(l < r, "{x}x{y} is not a number ({l} | {r})");
            assert!(r - l >= 2, "{x}x{y} = {{{l} | {r}}} is not an integer");
            if l < 0 && 0 < r {
                0
            } else if l >= 0 {
                l + 1
            } else {
                r - 1
            }
        }
    };
    memo.insert((x, y), v);
    v
}

trials![
    brave_game,
    volunteers,
    public_sale,
    good_luck_cet4,
    fibonacci_again,
    kiki_game,
    multiplication_game,
    multiplication_game_by_factor,
    calendar_game,
    digital_deletions,
    fibonacci_nim,
    alice_game
];
