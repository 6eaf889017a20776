//! The SG families: each problem's [`super::Oracle`], the game as its statement states it,
//! and its check against the search.

use serde_json::Value;

use super::{check, numbers, Oracle};

/// `T`, then T cases `n h_1..h_n`: each case's heaps as a multiset (sorted, empty heaps
/// dropped: they take no part in the game).
fn heap_cases(input: &str) -> Vec<Vec<u64>> {
    let nums = numbers(input);
    let mut out = Vec::new();
    let mut at = 1;
    for _ in 0..nums[0] {
        let n = nums[at] as usize;
        out.push(multiset(nums[at + 1..at + 1 + n].to_vec()));
        at += 1 + n;
    }
    out
}

fn multiset(mut heaps: Vec<u64>) -> Vec<u64> {
    heaps.retain(|&h| h > 0);
    heaps.sort_unstable();
    heaps
}

/// Every move of Nim where a heap may instead be split into `parts` non-empty heaps: each
/// heap (equal heaps each on their own) taken down to every smaller size, or split into
/// every multiset of `parts` positive sizes summing to it (once per multiset).
fn take_or_split(heaps: &[u64], parts: usize) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        let mut rest = heaps.to_vec();
        rest.remove(i);
        let mut results: Vec<Vec<u64>> = (0..h).map(|to| vec![to]).collect();
        if parts == 2 {
            results.extend((1..=h / 2).map(|a| vec![a, h - a]));
        } else {
            for a in 1..=h / 3 {
                for b in a..=(h - a) / 2 {
                    results.push(vec![a, b, h - a - b]);
                }
            }
        }
        for r in results {
            let mut next = rest.clone();
            next.extend(r);
            out.push(multiset(next));
        }
    }
    out
}

struct NimOrNot;
impl Oracle for NimOrNot {
    const ID: &'static str = "nim-or-not";
    type Pos = Vec<u64>;
    fn positions(input: &str) -> Vec<Vec<u64>> {
        heap_cases(input)
    }
    fn options(p: &Vec<u64>) -> Vec<Vec<u64>> {
        take_or_split(p, 2)
    }
}

struct SimpleNim;
impl Oracle for SimpleNim {
    const ID: &'static str = "simple-nim";
    type Pos = Vec<u64>;
    fn positions(input: &str) -> Vec<Vec<u64>> {
        heap_cases(input)
    }
    fn options(p: &Vec<u64>) -> Vec<Vec<u64>> {
        take_or_split(p, 3)
    }
}

/// Chessmen on a row of cells from 1 (`T`, then cases `N p_1..p_N`): a position is the
/// sorted cells; a move shifts one chessman left, never onto or past another or past cell 1.
struct GeorgiaAndBob;
impl Oracle for GeorgiaAndBob {
    const ID: &'static str = "georgia-and-bob";
    type Pos = Vec<u64>;
    fn positions(input: &str) -> Vec<Vec<u64>> {
        let nums = numbers(input);
        let mut out = Vec::new();
        let mut at = 1;
        for _ in 0..nums[0] {
            let n = nums[at] as usize;
            let mut cells = nums[at + 1..at + 1 + n].to_vec();
            cells.sort_unstable();
            out.push(cells);
            at += 1 + n;
        }
        out
    }
    fn options(p: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..p.len() {
            let floor = if i == 0 { 1 } else { p[i - 1] + 1 };
            for to in floor..p[i] {
                let mut next = p.clone();
                next[i] = to;
                out.push(next);
            }
        }
        out
    }
}

/// Boxes `(s, c)` (cases `N` and N lines `s c`, until `0`): a move adds 1..=c² stones to one
/// box without passing its capacity.
struct StoneBox;
impl Oracle for StoneBox {
    const ID: &'static str = "stone-box";
    type Pos = Vec<(u64, u64)>;
    fn positions(input: &str) -> Vec<Vec<(u64, u64)>> {
        let nums = numbers(input);
        let mut out = Vec::new();
        let mut at = 0;
        while at < nums.len() && nums[at] != 0 {
            let n = nums[at] as usize;
            let pairs = &nums[at + 1..at + 1 + 2 * n];
            out.push(pairs.chunks(2).map(|b| (b[0], b[1])).collect());
            at += 1 + 2 * n;
        }
        out
    }
    fn options(p: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        let mut out = Vec::new();
        for (i, &(s, c)) in p.iter().enumerate() {
            for to in c + 1..=s.min(c + c * c) {
                let mut next = p.clone();
                next[i].1 = to;
                out.push(next);
            }
        }
        out
    }
}

/// Coins in a row from 0 (cases `n a_1..a_n` until the end; a coin listed twice is one
/// heads coin): a position is the set of heads; a move turns one, two or three distinct
/// coins, the rightmost from heads to tails.
struct MockTurtles;
impl Oracle for MockTurtles {
    const ID: &'static str = "mock-turtles";
    type Pos = Vec<u64>;
    fn positions(input: &str) -> Vec<Vec<u64>> {
        let nums = numbers(input);
        let mut out = Vec::new();
        let mut at = 0;
        while at < nums.len() {
            let n = nums[at] as usize;
            let mut heads = nums[at + 1..at + 1 + n].to_vec();
            heads.sort_unstable();
            heads.dedup();
            out.push(heads);
            at += 1 + n;
        }
        out
    }
    fn options(p: &Vec<u64>) -> Vec<Vec<u64>> {
        let toggle = |coins: &[u64]| {
            let mut next: Vec<u64> = p.iter().copied().filter(|h| !coins.contains(h)).collect();
            next.extend(coins.iter().filter(|c| !p.contains(c)));
            next.sort_unstable();
            next
        };
        let mut out = Vec::new();
        for &c in p {
            out.push(toggle(&[c]));
            for y in 0..c {
                out.push(toggle(&[y, c]));
                for z in y + 1..c {
                    out.push(toggle(&[y, z, c]));
                }
            }
        }
        out
    }
}

/// Sheets of grid paper (lines `W H`): a position is its pieces as a multiset of
/// (width, height), kept as cut (not turned); a move cuts one piece in two along a grid
/// line, the cuts at i and w − i (the same two pieces) being one move; once a 1 × 1 piece is
/// cut out the game is over and the player to move has lost (as on a lone 1 × 1 sheet).
struct CuttingGame;
impl Oracle for CuttingGame {
    const ID: &'static str = "cutting-game";
    type Pos = Vec<(u64, u64)>;
    fn positions(input: &str) -> Vec<Vec<(u64, u64)>> {
        numbers(input)
            .chunks(2)
            .map(|s| vec![(s[0], s[1])])
            .collect()
    }
    fn options(p: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        if p.contains(&(1, 1)) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (k, &(w, h)) in p.iter().enumerate() {
            let mut cut = |a: (u64, u64), b: (u64, u64)| {
                let mut next = p.clone();
                next.remove(k);
                next.extend([a, b]);
                next.sort_unstable();
                out.push(next);
            };
            for i in 1..=w / 2 {
                cut((i, h), (w - i, h));
            }
            for j in 1..=h / 2 {
                cut((w, j), (w, h - j));
            }
        }
        out
    }
    fn state(state: &Value) -> Vec<(u64, u64)> {
        let mut pieces: Vec<(u64, u64)> = state["pieces"]
            .as_array()
            .expect("pieces")
            .iter()
            .map(|p| (p[0].as_u64().unwrap(), p[1].as_u64().unwrap()))
            .collect();
        pieces.sort_unstable();
        assert_eq!(
            state["won"].as_bool().unwrap_or(false),
            pieces.contains(&(1, 1)),
            "won iff a 1 x 1 piece: {state}"
        );
        pieces
    }
}

/// Two-pile Euclid games played all at once (cases `N` and N lines `p q` until the end): a
/// position is the games in order, each with its piles (p, q). In one game a move removes
/// k·q from p (when p ≥ q) or k·p from q (when q ≥ p), k ≥ 1 — with p = q, emptying either
/// pile is a move of its own; a game with an empty pile is finished. Every-SG: a move of
/// the position is one move in every unfinished game, all combinations; with none left,
/// the player to move has lost. The search plays that directly (no steps).
struct GgAndMm;
impl Oracle for GgAndMm {
    const ID: &'static str = "gg-and-mm";
    type Pos = Vec<(u64, u64)>;
    fn positions(input: &str) -> Vec<Vec<(u64, u64)>> {
        let nums = numbers(input);
        let mut out = Vec::new();
        let mut at = 0;
        while at < nums.len() {
            let n = nums[at] as usize;
            let pairs = &nums[at + 1..at + 1 + 2 * n];
            out.push(pairs.chunks(2).map(|g| (g[0], g[1])).collect());
            at += 1 + 2 * n;
        }
        out
    }
    fn options(games: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        let moves = |&(p, q): &(u64, u64)| -> Vec<(u64, u64)> {
            let mut out = Vec::new();
            if p == 0 || q == 0 {
                return out;
            }
            if p >= q {
                out.extend((1..=p / q).map(|k| (p - k * q, q)));
            }
            if q >= p {
                out.extend((1..=q / p).map(|k| (p, q - k * p)));
            }
            out
        };
        if games.iter().all(|g| moves(g).is_empty()) {
            return Vec::new();
        }
        let mut out: Vec<Vec<(u64, u64)>> = vec![Vec::new()];
        for g in games {
            let each = moves(g);
            let each = if each.is_empty() { vec![*g] } else { each };
            out = out
                .into_iter()
                .flat_map(|prefix| {
                    each.iter().map(move |&o| {
                        let mut next = prefix.clone();
                        next.push(o);
                        next
                    })
                })
                .collect();
        }
        out
    }
}

/// Bombs on a board (boards `n m` and n rows of `.`/`#`, until `0 0`): a position is the
/// set of cells holding a bomb (0-based (row, column)), with (0, 0) left out, where a bomb
/// vanishes. A move explodes one bomb at (p, q) into (u, q) and (p, v), u < p, v < q; on
/// row 0 into (0, v), on column 0 into (u, 0); a bomb landing on a bomb makes both vanish.
struct BombGame;
impl Oracle for BombGame {
    const ID: &'static str = "bomb-game";
    type Pos = Vec<(u64, u64)>;
    fn positions(input: &str) -> Vec<Vec<(u64, u64)>> {
        let mut tokens = input.split_ascii_whitespace();
        let mut out = Vec::new();
        while let (Some(n), Some(m)) = (tokens.next(), tokens.next()) {
            let (n, _m): (u64, u64) = (n.parse().unwrap(), m.parse().unwrap());
            if n == 0 {
                break;
            }
            let mut cells = Vec::new();
            for i in 0..n {
                let row = tokens.next().unwrap();
                for (j, c) in row.bytes().enumerate() {
                    if c == b'#' && (i, j) != (0, 0) {
                        cells.push((i, j as u64));
                    }
                }
            }
            out.push(cells);
        }
        out
    }
    fn options(p: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        let mut out = Vec::new();
        for (k, &(i, j)) in p.iter().enumerate() {
            let mut rest = p.clone();
            rest.remove(k);
            let land = |mut cells: Vec<(u64, u64)>, new: &[(u64, u64)]| {
                for &c in new {
                    if c == (0, 0) {
                        continue;
                    }
                    match cells.iter().position(|&d| d == c) {
                        Some(at) => {
                            cells.remove(at);
                        }
                        None => cells.push(c),
                    }
                }
                cells.sort_unstable();
                cells
            };
            if i > 0 && j > 0 {
                for u in 0..i {
                    for v in 0..j {
                        out.push(land(rest.clone(), &[(u, j), (i, v)]));
                    }
                }
            } else if i == 0 {
                out.extend((0..j).map(|v| land(rest.clone(), &[(0, v)])));
            } else {
                out.extend((0..i).map(|u| land(rest.clone(), &[(u, 0)])));
            }
        }
        out
    }
}

/// Lit cells of a grid, from 1 (`T`, then cases `n` and n lines `x y`): a position is the
/// set of lit cells; a move picks a lit (x2, y2) and any x1 ≤ x2, y1 ≤ y2 and toggles the
/// distinct corners of that rectangle.
struct SwitchLights;
impl Oracle for SwitchLights {
    const ID: &'static str = "switch-lights";
    type Pos = Vec<(u64, u64)>;
    fn positions(input: &str) -> Vec<Vec<(u64, u64)>> {
        let nums = numbers(input);
        let mut out = Vec::new();
        let mut at = 1;
        for _ in 0..nums[0] {
            let n = nums[at] as usize;
            let mut lit: Vec<(u64, u64)> = nums[at + 1..at + 1 + 2 * n]
                .chunks(2)
                .map(|c| (c[0], c[1]))
                .collect();
            lit.sort_unstable();
            out.push(lit);
            at += 1 + 2 * n;
        }
        out
    }
    fn options(p: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        let mut out = Vec::new();
        for &(x2, y2) in p {
            for x1 in 1..=x2 {
                for y1 in 1..=y2 {
                    let mut corners = vec![(x1, y1), (x1, y2), (x2, y1), (x2, y2)];
                    corners.sort_unstable();
                    corners.dedup();
                    let mut next: Vec<(u64, u64)> =
                        p.iter().copied().filter(|c| !corners.contains(c)).collect();
                    next.extend(corners.iter().filter(|c| !p.contains(c)));
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    }
}

/// One pile and a limit on the next take (`t`, then cases `n k`): a position is
/// (stones, limit, k); the first move may take 1..n − 1 (a limit of n − 1), every later
/// one 1..=limit, and a take of x sets the next limit to k·x (kept at most the stones left,
/// where it no longer limits). Whoever takes the last stone wins: with no stones the
/// player to move has lost.
struct KMultiple;
impl Oracle for KMultiple {
    const ID: &'static str = "k-multiple";
    type Pos = (u64, u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64, u64)> {
        let nums = numbers(input);
        nums[1..1 + 2 * nums[0] as usize]
            .chunks(2)
            .map(|c| (c[0], c[0] - 1, c[1]))
            .collect()
    }
    fn options(&(m, limit, k): &(u64, u64, u64)) -> Vec<(u64, u64, u64)> {
        (1..=limit.min(m))
            .map(|x| (m - x, (k * x).min(m - x), k))
            .collect()
    }
    fn state(state: &Value) -> (u64, u64, u64) {
        let field = |name: &str| state[name].as_u64().expect(name);
        (field("stones"), field("limit"), field("k"))
    }
}

fn nim_or_not() {
    check::<NimOrNot>(&[
        "2\n3\n2 2 3\n2\n3 3\n",
        "3\n3\n1 2 3\n2\n4 4\n3\n0 7 8\n",
        "2\n2\n8 6\n1\n12\n",
    ]);
}

fn simple_nim() {
    check::<SimpleNim>(&[
        "2\n2\n4 4\n3\n1 2 4\n",
        "3\n3\n1 2 3\n2\n7 7\n2\n8 9\n",
        "1\n1\n15\n",
    ]);
}

fn georgia_and_bob() {
    check::<GeorgiaAndBob>(&[
        "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n",
        "3\n1\n5\n2\n4 2\n3\n9 3 6\n",
    ]);
}

fn stone_box() {
    check::<StoneBox>(&[
        "3\n2 0\n3 3\n6 2\n2\n6 3\n6 3\n0\n",
        "2\n20 4\n12 1\n1\n30 5\n0\n",
    ]);
}

fn mock_turtles() {
    check::<MockTurtles>(&["0\n1\n0\n4\n0 1 2 3\n", "2\n0 0\n3\n5 5 2\n2\n9 3\n"]);
}

fn cutting_game() {
    check::<CuttingGame>(&["2 2\n3 2\n4 2\n", "1 1\n1 2\n5 1\n6 6\n7 4\n"]);
}

fn gg_and_mm() {
    check::<GgAndMm>(&[
        "3\n1 1\n1 1\n1 1\n1\n3 2\n",
        "2\n3 2\n1 1\n2\n7 3\n5 0\n3\n4 4\n9 2\n5 3\n",
    ]);
}

fn bomb_game() {
    check::<BombGame>(&[
        "2 2\n.#\n..\n2 2\n.#\n.#\n0 0\n",
        "3 3\n#.#\n...\n..#\n1 4\n...#\n3 1\n#\n#\n#\n0 0\n",
    ]);
}

fn switch_lights() {
    check::<SwitchLights>(&[
        "2\n2\n1 2\n2 1\n2\n1 1\n2 2\n",
        "2\n1\n3 3\n3\n1 3\n2 2\n3 1\n",
    ]);
}

fn k_multiple() {
    check::<KMultiple>(&[
        "5\n16 1\n11 1\n32 2\n34 2\n19 3\n",
        "4\n1 5\n2 1\n40 1\n40 4\n",
    ]);
}

trials![
    bomb_game,
    k_multiple,
    switch_lights,
    cutting_game,
    gg_and_mm,
    nim_or_not,
    simple_nim,
    georgia_and_bob,
    stone_box,
    mock_turtles
];
