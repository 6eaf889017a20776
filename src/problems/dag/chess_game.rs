//! `grundy chess-game`: pieces sliding along a DAG, SG by reverse topological order
//! (HDU 1524 = POJ 2425).
//!
//! Input: cases until end of input (or a lone `0` where N would stand): `N`, N records
//! `X_i t_1..t_X`, then queries `M p_1..p_M` ended by `0` (or end of input). Output: per
//! query `WIN` or `LOSE`; each query is one answer (and one JSON object).

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::{Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_engine::dag::{self, Dag};
use grundy_io::error::Result;
use grundy_io::scan::{Position, Scanner};

pub struct ChessGame;

/// HDU 1524's limits, enforced by `--strict`: N ≤ 1000 positions, M ≤ 10 pieces.
const JUDGE_MAX_NODES: u64 = 1000;
const JUDGE_MAX_PIECES: u64 = 10;

/// Most positions one graph may have: node ids stay 32-bit.
pub const MAX_NODES: u64 = u32::MAX as u64 - 1;

impl Solve for ChessGame {
    const META: Meta = Meta {
        id: "chess-game",
        aliases: &["hdu1524", "poj2425"],
        family: "dag",
        title: "A Chess Game (pieces on a DAG)",
        about: "Input: cases until end of input or a lone `0`: `N`; N records `X_i` and X_i \
targets (positions 0..N-1, no cycles); then queries `M p_1 .. p_M`, ended by `0`.\n\
Output: per query `WIN` if the first player wins (a move slides one piece along one edge), \
else `LOSE`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut dag = Dag::new();
        // Where each record's X_i was read, to name the line of a node on a cycle.
        let mut record_at: Vec<Position> = Vec::new();
        // The pieces of a query, kept for `--moves` only.
        let mut pieces: Vec<u64> = Vec::new();
        loop {
            let n = match sc.u64_or_end("the number of positions N, or 0 to end")? {
                None => return Ok(()),
                Some(0) => return sc.finish("the terminating 0"),
                Some(n) if n > MAX_NODES => {
                    return Err(sc.out_of_range("the number of positions N", 0, MAX_NODES, n))
                }
                Some(n) => n,
            };
            options.judge_limit_here(sc, "the number of positions N", n, 1, JUDGE_MAX_NODES)?;
            dag.clear();
            record_at.clear();
            for _ in 0..n {
                let x = sc.u64("the number of moves X_i of a position")?;
                // Edge slots are 32-bit: a graph past 2^32 − 2 moves in all (an input of
                // more than 8 GB) is refused where the record that would overflow starts.
                let room = (dag::MAX_EDGES - dag.edges()) as u64;
                if x > room {
                    return Err(sc.out_of_range(
                        "the number of moves X_i of a position",
                        0,
                        room,
                        x,
                    ));
                }
                record_at.push(sc.position());
                dag.add_node();
                // Bulk read (this is most of the input); the first target out of range is
                // reported where it stands.
                let mut bad = None;
                sc.u64_each_at(x, "a target position", |t, at| {
                    if t < n {
                        dag.add_target(t as u32);
                    } else if bad.is_none() {
                        bad = Some((t, at));
                    }
                })?;
                if let Some((t, at)) = bad {
                    return Err(sc.error_at(
                        at,
                        &format!("a target position (0..={})", n - 1),
                        &t.to_string(),
                    ));
                }
            }
            if let Err(cycle) = dag.grundy() {
                return Err(sc.error_at(
                    record_at[cycle.node],
                    "moves that never come back to a position",
                    &format!("a cycle through position {}", cycle.node),
                ));
            }
            let sg = dag.values();
            // The case's graph as input text, written once for the `after` of its moves.
            let graph_text = std::cell::OnceCell::new();
            loop {
                let m = match sc.u64_or_end("the number of pieces M, or 0 to end the case")? {
                    None => return Ok(()),
                    Some(0) => break,
                    Some(m) => m,
                };
                options.judge_limit_here(sc, "the number of pieces M", m, 1, JUDGE_MAX_PIECES)?;
                let mut x = 0u32;
                if S::MOVES {
                    pieces.clear();
                    for _ in 0..m {
                        let p = sc.u64_in("a piece's position", 0, n - 1)?;
                        x ^= sg[p as usize];
                        pieces.push(p);
                    }
                    let (dag, pieces) = (&dag, &pieces);
                    let graph = || graph_text.get_or_init(|| graph_input(dag)).as_str();
                    sink.emit(&WithMoves {
                        answer: Valued {
                            value: x.into(),
                            win: b"WIN\n",
                            lose: b"LOSE\n",
                        },
                        moves: |r: &mut Report| report(r, dag, pieces, x, graph),
                    })?;
                    continue;
                }
                for _ in 0..m {
                    x ^= sg[sc.u64_in("a piece's position", 0, n - 1)? as usize];
                }
                sink.emit(&Valued {
                    value: x.into(),
                    win: b"WIN\n",
                    lose: b"LOSE\n",
                })?;
            }
        }
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let (max_nodes, max_degree, max_pieces) = match gen.size {
            Size::Small => (6, 3, 3),
            Size::Judge => (JUDGE_MAX_NODES, 50, JUDGE_MAX_PIECES),
            Size::Huge => (200_000, 8, 40),
        };
        let cases = gen.case_count(10, 5, 2);
        for _ in 0..cases {
            let n = if gen.size == Size::Judge {
                max_nodes
            } else {
                gen.range(1, max_nodes)
            };
            // Edges go from a position to one of lower rank; ranks are a shuffled order,
            // so the numbering itself says nothing. One case in four is "every position
            // moves to every lower one" (values up to its size) on a small prefix.
            let mut rank_of: Vec<u64> = (0..n).collect();
            for i in (1..rank_of.len()).rev() {
                let j = gen.range(0, i as u64) as usize;
                rank_of.swap(i, j);
            }
            let mut by_rank = vec![0u64; n as usize];
            for (v, &r) in rank_of.iter().enumerate() {
                by_rank[r as usize] = v as u64;
            }
            let complete = gen.chance(1, 4);
            gen.line(&[n]);
            for v in 0..n {
                let r = rank_of[v as usize];
                let degree = if complete && r < 60 {
                    r
                } else {
                    gen.range(0, max_degree.min(r))
                };
                gen.num(degree);
                for k in 0..degree {
                    let to = if complete && r < 60 {
                        k
                    } else {
                        gen.range(0, r - 1)
                    };
                    gen.num(by_rank[to as usize]);
                }
                gen.end_line();
            }
            for _ in 0..gen.range(1, 10) {
                let m = gen.range(1, max_pieces);
                gen.num(m);
                for _ in 0..m {
                    let p = gen.range(0, n - 1);
                    gen.num(p);
                }
                gen.end_line();
            }
            gen.line(&[0]);
        }
        gen.line(&[0]);
        true
    }
}

/// The report of one query: the nim-sum of the pieces' values, and the moves
/// `move piece 2 from 3 to 5 (Grundy value 3 -> 1)` of [`Dag::winning_moves`], by piece
/// (numbered from 1 in the query's order), then by target. Each `after` is one case: the
/// case's graph as read, the one query with the piece moved, and the `0` ending queries.
fn report<'g>(r: &mut Report, dag: &Dag, pieces: &[u64], x: u32, graph: impl Fn() -> &'g str) {
    let sg = dag.values();
    let p = r.position();
    p.wins(x != 0).fact("Grundy value", x);
    for (i, t) in dag.winning_moves(pieces, x) {
        let from = pieces[i];
        p.add(
            || {
                format!(
                    "move piece {} from {from} to {t} (Grundy value {} -> {})",
                    i + 1,
                    sg[from as usize],
                    sg[t as usize]
                )
            },
            || {
                let mut after = String::from(graph());
                let mut buf = itoa::Buffer::new();
                after.push_str(buf.format(pieces.len()));
                for (k, &q) in pieces.iter().enumerate() {
                    after.push(' ');
                    after.push_str(buf.format(if k == i { u64::from(t) } else { q }));
                }
                after.push_str("\n0\n");
                After::Input(after)
            },
        );
    }
}

/// The graph as the input wrote it: `N`, then per position `X_i` and its targets.
fn graph_input(dag: &Dag) -> String {
    let mut out = String::new();
    let mut buf = itoa::Buffer::new();
    out.push_str(buf.format(dag.nodes()));
    out.push('\n');
    for v in 0..dag.nodes() {
        let targets = dag.targets(v);
        out.push_str(buf.format(targets.len()));
        for &t in targets {
            out.push(' ');
            out.push_str(buf.format(t));
        }
        out.push('\n');
    }
    out
}
