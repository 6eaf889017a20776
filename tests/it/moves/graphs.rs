//! Games on graphs, S-Nim and Wythoff: each problem's [`super::Oracle`] and its check
//! against the search.

use serde_json::Value;

use super::{check, check_flags, numbers, Oracle};

/// Wythoff's game as the statement says it: from one pile, or the same number from both.
/// Piles in input order, so a take from pile 1 and one from pile 2 are different moves
/// even where the piles are equal.
fn wythoff_options(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut out: Vec<(u64, u64)> = (0..a).map(|x| (x, b)).collect();
    out.extend((0..b).map(|y| (a, y)));
    out.extend((1..=a.min(b)).map(|d| (a - d, b - d)));
    out
}

/// The pairs of a text, in order.
fn pairs(nums: &[u64]) -> Vec<(u64, u64)> {
    nums.chunks(2).map(|c| (c[0], c[1])).collect()
}

struct Wythoff;
impl Oracle for Wythoff {
    const ID: &'static str = "wythoff";
    type Pos = (u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64)> {
        pairs(&numbers(input))
    }
    fn options(p: &(u64, u64)) -> Vec<(u64, u64)> {
        wythoff_options(p)
    }
}

struct WythoffAb;
impl Oracle for WythoffAb {
    const ID: &'static str = "wythoff-ab";
    type Pos = (u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64)> {
        let nums = numbers(input);
        pairs(&nums[1..1 + 2 * nums[0] as usize])
    }
    fn options(p: &(u64, u64)) -> Vec<(u64, u64)> {
        wythoff_options(p)
    }
}

/// Big integers in the input, but the search's positions are small.
struct WythoffBig;
impl Oracle for WythoffBig {
    const ID: &'static str = "wythoff-big";
    type Pos = (u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64)> {
        pairs(&numbers(input))
    }
    fn options(p: &(u64, u64)) -> Vec<(u64, u64)> {
        wythoff_options(p)
    }
}

/// HDU 2177: pairs until `0 0`; a pair is a position whichever pile is written first, so
/// positions are sorted pairs (the `after` of a move is written sorted).
struct WythoffMoves;
impl Oracle for WythoffMoves {
    const ID: &'static str = "wythoff-moves";
    type Pos = (u64, u64);
    fn positions(input: &str) -> Vec<(u64, u64)> {
        pairs(&numbers(input))
            .into_iter()
            .take_while(|&p| p != (0, 0))
            .map(|(a, b)| (a.min(b), a.max(b)))
            .collect()
    }
    fn options(p: &(u64, u64)) -> Vec<(u64, u64)> {
        wythoff_options(p)
            .into_iter()
            .map(|(a, b)| (a.min(b), a.max(b)))
            .collect()
    }
    fn state(state: &Value) -> (u64, u64) {
        let piles = &state["piles"];
        (piles[0].as_u64().unwrap(), piles[1].as_u64().unwrap())
    }
}

/// S-Nim: a position is the set S (ascending, distinct) and its heaps, sorted (the search's
/// positions are then fewer; a take from either of two equal heaps reaches the same sorted
/// position, once per heap, on both sides of the comparison).
struct Snim;
impl Oracle for Snim {
    const ID: &'static str = "snim";
    type Pos = (Vec<u64>, Vec<u64>);
    fn positions(input: &str) -> Vec<Self::Pos> {
        let nums = numbers(input);
        let mut out = Vec::new();
        let mut at = 0;
        while at < nums.len() && nums[at] != 0 {
            let k = nums[at] as usize;
            let mut set = nums[at + 1..at + 1 + k].to_vec();
            set.sort_unstable();
            set.dedup();
            at += 1 + k;
            let m = nums[at];
            at += 1;
            for _ in 0..m {
                let l = nums[at] as usize;
                let mut heaps = nums[at + 1..at + 1 + l].to_vec();
                heaps.sort_unstable();
                out.push((set.clone(), heaps));
                at += 1 + l;
            }
        }
        out
    }
    fn options((set, heaps): &Self::Pos) -> Vec<Self::Pos> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for &s in set.iter().filter(|&&s| s <= h) {
                let mut after = heaps.clone();
                after[i] = h - s;
                after.sort_unstable();
                out.push((set.clone(), after));
            }
        }
        out
    }
}

/// A Chess Game: a position is the graph (each node's targets as listed) and the pieces'
/// nodes, sorted. A move slides one piece along one edge; a repeated edge is the same
/// slide, so each piece has one move per distinct target.
struct ChessGame;
impl Oracle for ChessGame {
    const ID: &'static str = "chess-game";
    type Pos = (Vec<Vec<u64>>, Vec<u64>);
    fn positions(input: &str) -> Vec<Self::Pos> {
        let nums = numbers(input);
        let mut out = Vec::new();
        let mut at = 0;
        while at < nums.len() && nums[at] != 0 {
            let n = nums[at] as usize;
            at += 1;
            let mut graph = Vec::new();
            for _ in 0..n {
                let x = nums[at] as usize;
                graph.push(nums[at + 1..at + 1 + x].to_vec());
                at += 1 + x;
            }
            while at < nums.len() && nums[at] != 0 {
                let m = nums[at] as usize;
                let mut pieces = nums[at + 1..at + 1 + m].to_vec();
                pieces.sort_unstable();
                out.push((graph.clone(), pieces));
                at += 1 + m;
            }
            at += 1;
        }
        out
    }
    fn options((graph, pieces): &Self::Pos) -> Vec<Self::Pos> {
        let mut out = Vec::new();
        for (i, &p) in pieces.iter().enumerate() {
            let mut targets = graph[p as usize].clone();
            targets.sort_unstable();
            targets.dedup();
            for t in targets {
                let mut after = pieces.clone();
                after[i] = t;
                after.sort_unstable();
                out.push((graph.clone(), after));
            }
        }
        out
    }
}

/// A rooted tree up to isomorphism: its root's subtrees, sorted. Moves that leave
/// isomorphic trees reach the same position, and an `after` is renumbered, so positions
/// are compared in this form.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rooted(Vec<Rooted>);

impl Rooted {
    /// The tree on nodes 1..=n of `edges` (1-based, either order), rooted at 1.
    fn from_edges(n: usize, edges: &[(u64, u64)]) -> Rooted {
        let mut adj = vec![Vec::new(); n + 1];
        for &(a, b) in edges {
            adj[a as usize].push(b as usize);
            adj[b as usize].push(a as usize);
        }
        fn build(adj: &[Vec<usize>], v: usize, from: usize) -> Rooted {
            let mut children: Vec<Rooted> = adj[v]
                .iter()
                .filter(|&&w| w != from)
                .map(|&w| build(adj, w, v))
                .collect();
            children.sort();
            Rooted(children)
        }
        build(&adj, 1, 0)
    }

    /// Every deletion of one edge (and of what it cuts off), one entry per edge.
    fn cuts(&self) -> Vec<Rooted> {
        let mut out = Vec::new();
        for i in 0..self.0.len() {
            let mut gone = self.0.clone();
            gone.remove(i);
            out.push(Rooted(gone));
            for below in self.0[i].cuts() {
                let mut t = self.0.clone();
                t[i] = below;
                t.sort();
                out.push(Rooted(t));
            }
        }
        out
    }
}

/// Trees in the judges' shape from `nums` at `at`: `m` and m − 1 edges; returns the tree
/// and where the next number is.
fn read_tree(nums: &[u64], at: usize) -> (Rooted, usize) {
    let m = nums[at] as usize;
    let edges: Vec<(u64, u64)> = nums[at + 1..at + 1 + 2 * (m - 1)]
        .chunks(2)
        .map(|c| (c[0], c[1]))
        .collect();
    (Rooted::from_edges(m, &edges), at + 1 + 2 * (m - 1))
}

struct TreeGame;
impl Oracle for TreeGame {
    const ID: &'static str = "tree-game";
    type Pos = Rooted;
    fn positions(input: &str) -> Vec<Rooted> {
        let nums = numbers(input);
        let mut at = 1;
        (0..nums[0])
            .map(|_| {
                let (t, next) = read_tree(&nums, at);
                at = next;
                t
            })
            .collect()
    }
    fn options(p: &Rooted) -> Vec<Rooted> {
        p.cuts()
    }
}

/// HDU 3590's forests: a position is its trees (up to isomorphism), sorted; a move cuts
/// one edge of one tree. The player who cannot move wins.
fn forests(input: &str) -> Vec<Vec<Rooted>> {
    let nums = numbers(input);
    let mut out = Vec::new();
    let mut at = 0;
    while at < nums.len() {
        let n = nums[at];
        at += 1;
        let mut trees: Vec<Rooted> = (0..n)
            .map(|_| {
                let (t, next) = read_tree(&nums, at);
                at = next;
                t
            })
            .collect();
        trees.sort();
        out.push(trees);
    }
    out
}

fn forest_cuts(trees: &[Rooted]) -> Vec<Vec<Rooted>> {
    let mut out = Vec::new();
    for (i, t) in trees.iter().enumerate() {
        for cut in t.cuts() {
            let mut f = trees.to_vec();
            f[i] = cut;
            f.sort();
            out.push(f);
        }
    }
    out
}

/// The normal-play Grundy value of a tree, by the mex over its cuts.
fn grundy(t: &Rooted) -> u64 {
    let values: Vec<u64> = t.cuts().iter().map(grundy).collect();
    (0..).find(|v| !values.contains(v)).unwrap()
}

/// `--exact`: the true winner, by exhaustive misère play.
struct PpAndQqExact;
impl Oracle for PpAndQqExact {
    const ID: &'static str = "pp-and-qq";
    type Pos = Vec<Rooted>;
    fn positions(input: &str) -> Vec<Vec<Rooted>> {
        forests(input)
    }
    fn options(p: &Vec<Rooted>) -> Vec<Vec<Rooted>> {
        forest_cuts(p)
    }
    fn terminal_wins(_: &Vec<Rooted>) -> bool {
        true
    }
}

/// The default: what the judge's rule says of each position, that rule computed from the
/// trees' Grundy values found by search (whole trees as SJ components: x the xor, big some
/// tree worth 2 or more; the player to move wins iff x ≠ 0 with big, or x = 0 without).
struct PpAndQq;
impl Oracle for PpAndQq {
    const ID: &'static str = "pp-and-qq";
    type Pos = Vec<Rooted>;
    fn positions(input: &str) -> Vec<Vec<Rooted>> {
        forests(input)
    }
    fn options(p: &Vec<Rooted>) -> Vec<Vec<Rooted>> {
        forest_cuts(p)
    }
    fn rule(p: &Vec<Rooted>) -> Option<bool> {
        let values: Vec<u64> = p.iter().map(grundy).collect();
        let x = values.iter().fold(0, |x, &v| x ^ v);
        let big = values.iter().any(|&v| v >= 2);
        Some(if big { x != 0 } else { x == 0 })
    }
}

/// A graph of Christmas Game up to isomorphism: the edges joined to the root (node 0),
/// each as (smaller, larger) end, sorted, under the numbering of the other nodes that
/// makes that list smallest (every numbering is tried: the search's graphs are small).
type Drawing = Vec<(u64, u64)>;

/// The canonical form of the part of `edges` (nodes 0..n, either order) joined to node 0.
fn drawing(n: usize, edges: &[(u64, u64)]) -> Drawing {
    let mut reach = vec![false; n];
    reach[0] = true;
    loop {
        let mut grew = false;
        for &(a, b) in edges {
            if reach[a as usize] != reach[b as usize] {
                reach[a as usize] = true;
                reach[b as usize] = true;
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    let kept: Vec<(u64, u64)> = edges
        .iter()
        .copied()
        .filter(|&(a, _)| reach[a as usize])
        .collect();
    let others: Vec<u64> = (1..n as u64).filter(|&v| reach[v as usize]).collect();
    let mut best: Option<Drawing> = None;
    let mut order = others.clone();
    permutations(&mut order, 0, &mut |order| {
        let id = |v: u64| {
            if v == 0 {
                0
            } else {
                1 + order.iter().position(|&o| o == v).unwrap() as u64
            }
        };
        let mut d: Drawing = kept
            .iter()
            .map(|&(a, b)| (id(a).min(id(b)), id(a).max(id(b))))
            .collect();
        d.sort_unstable();
        if best.as_ref().is_none_or(|b| d < *b) {
            best = Some(d);
        }
    });
    best.unwrap_or_default()
}

fn permutations(items: &mut Vec<u64>, k: usize, f: &mut impl FnMut(&[u64])) {
    if k == items.len() {
        return f(items);
    }
    for i in k..items.len() {
        items.swap(k, i);
        permutations(items, k + 1, f);
        items.swap(k, i);
    }
}

/// Every erasure of one edge of a drawing, one entry per edge.
fn erasures(d: &Drawing) -> Vec<Drawing> {
    let n = d.iter().map(|&(_, b)| b as usize + 1).max().unwrap_or(1);
    (0..d.len())
        .map(|i| {
            let mut rest = d.clone();
            rest.remove(i);
            drawing(n, &rest)
        })
        .collect()
}

thread_local! {
    static HACKENBUSH: std::cell::RefCell<std::collections::HashMap<Drawing, u64>> =
        Default::default();
}

/// A drawing's Grundy value, by the mex over its erasures.
fn hackenbush(d: &Drawing) -> u64 {
    if let Some(v) = HACKENBUSH.with(|m| m.borrow().get(d).copied()) {
        return v;
    }
    let values: Vec<u64> = erasures(d).iter().map(hackenbush).collect();
    let v = (0..).find(|v| !values.contains(v)).unwrap();
    HACKENBUSH.with(|m| m.borrow_mut().insert(d.clone(), v));
    v
}

/// Christmas Game: a position is a case's graphs (drawings), sorted; a move erases one
/// edge of one graph. Graphs are played side by side, so a position is won iff the xor of
/// the graphs' values (each by search) is not 0.
struct Christmas;
impl Oracle for Christmas {
    const ID: &'static str = "christmas";
    type Pos = Vec<Drawing>;
    fn positions(input: &str) -> Vec<Vec<Drawing>> {
        let nums = numbers(input);
        let mut out = Vec::new();
        let mut at = 0;
        while at < nums.len() {
            let graphs = nums[at];
            at += 1;
            let mut case: Vec<Drawing> = (0..graphs)
                .map(|_| {
                    let (n, m) = (nums[at] as usize, nums[at + 1] as usize);
                    let edges: Vec<(u64, u64)> = nums[at + 2..at + 2 + 2 * m]
                        .chunks(2)
                        .map(|c| (c[0] - 1, c[1] - 1))
                        .collect();
                    at += 2 + 2 * m;
                    drawing(n, &edges)
                })
                .collect();
            case.sort();
            out.push(case);
        }
        out
    }
    fn options(p: &Vec<Drawing>) -> Vec<Vec<Drawing>> {
        let mut out = Vec::new();
        for (i, d) in p.iter().enumerate() {
            for e in erasures(d) {
                let mut q = p.clone();
                q[i] = e;
                q.sort();
                out.push(q);
            }
        }
        out
    }
    fn rule(p: &Vec<Drawing>) -> Option<bool> {
        Some(p.iter().fold(0, |x, d| x ^ hackenbush(d)) != 0)
    }
}

fn wythoff() {
    check::<Wythoff>(&["2 1\n8 4\n4 7\n2 2\n0 5\n5 0\n0 0\n3 3\n6 10\n7 10\n"]);
}

fn wythoff_ab() {
    check::<WythoffAb>(&["5\n3 5\n5 3\n2 2\n1 1\n12 7\n"]);
}

fn wythoff_big() {
    check::<WythoffBig>(&["0003 005\n2 2\n0 9\n00 0\n"]);
}

fn wythoff_moves() {
    check::<WythoffMoves>(&["1 2\n5 8\n2 2\n5 7\n2 3\n0 5\n5 0\n1 1\n0 0\n"]);
}

fn snim() {
    check::<Snim>(&[
        // The sample; repeats in S, a move above every heap, heap 0, an empty position
        // and equal heaps (one move each).
        "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n",
        "3 2 2 40\n4\n3 0 3 3\n0\n2 6 6\n1 9\n",
        "1 1\n0\n0\n",
    ]);
}

fn chess_game() {
    check::<ChessGame>(&[
        // The sample; repeated edges (one move), two pieces on one node (two moves), a
        // node moving to every smaller one.
        "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n",
        "3\n0\n3 0 0 0\n2 0 1\n1 1\n2 1 1\n3 2 2 1\n0\n",
        "5\n0\n1 0\n2 0 1\n3 0 1 2\n4 0 1 2 3\n2 4 4\n3 4 4 4\n3 4 3 1\n1 0\n0\n0\n",
    ]);
}

fn tree_game() {
    check::<TreeGame>(&[
        // The sample; a single node; a star (every leaf a move); two equal branches.
        "3\n3\n1 2\n2 3\n\n3\n1 2\n1 3\n\n10\n6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n6 10\n",
        "4\n1\n4\n1 2\n3 1\n1 4\n5\n2 1\n3 2\n4 1\n5 4\n6\n1 2\n2 3\n2 4\n4 5\n1 6\n",
    ]);
}

/// The sample, the counterexample (a root with two paths of two edges: the judge's rule
/// calls it won with no move to a position it calls lost), no tree, single nodes, stars.
const PP_AND_QQ: &[&str] = &[
    "2\n2\n1 2\n2\n1 2\n1\n2\n1 2\n",
    "1\n5\n1 2\n2 3\n1 4\n4 5\n",
    "0\n1\n1\n2\n1\n1\n",
    "2\n4\n1 2\n1 3\n1 4\n3\n2 1\n3 2\n",
    "3\n3\n1 2\n2 3\n4\n1 2\n2 3\n2 4\n2\n2 1\n",
];

fn pp_and_qq() {
    check::<PpAndQq>(PP_AND_QQ);
}

fn pp_and_qq_exact() {
    check_flags::<PpAndQqExact>(vec!["exact"], PP_AND_QQ);
}

fn christmas() {
    check::<Christmas>(&[
        // The sample; three parallel edges; a self-loop at the root and below a stalk; a
        // square and a triangle sharing a node (erasures that open cycles); nothing at
        // the root; two graphs whose erasures must match the other's value.
        "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n",
        "1\n2 3\n1 2\n1 2\n1 2\n1\n1 1\n1 1\n1\n2 2\n1 2\n2 2\n",
        "1\n6 7\n1 2\n2 3\n3 4\n4 1\n4 5\n5 6\n6 4\n1\n5 2\n2 3\n3 4\n",
        "2\n3 3\n1 2\n2 3\n3 1\n4 4\n1 2\n2 3\n3 4\n1 4\n0\n",
    ]);
}

trials![
    wythoff,
    wythoff_ab,
    wythoff_big,
    wythoff_moves,
    snim,
    chess_game,
    tree_game,
    pp_and_qq,
    pp_and_qq_exact,
    christmas
];
