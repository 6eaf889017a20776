//! `grundy tree-game`: edge deletion on one rooted tree (HDU 3094).
//!
//! Input: `T`, then T cases: `N` and N − 1 edges `I J` (undirected, root 1). Output:
//! `Alice` (the first player wins) or `Bob`. Validated (an edge closing a cycle is an error
//! naming its line) and evaluated without recursion.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::tree_reader::{cuts, write_tree, TreeReader};
use crate::{Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_engine::tree::Tree;
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

pub struct TreeGame;

/// HDU 3094's limits, enforced by `--strict`: T ≤ 100, 1 ≤ N ≤ 10^5.
const JUDGE_MAX_CASES: u64 = 100;
const JUDGE_MAX_NODES: u64 = 100_000;

impl Solve for TreeGame {
    const META: Meta = Meta {
        id: "tree-game",
        aliases: &["hdu3094"],
        family: "hackenbush",
        title: "A tree game (edge deletion on a rooted tree)",
        about: "Input: `T`, then T cases: `N` and N-1 lines `I J` (an undirected tree on \
1..=N, root 1).\n\
Output: per case `Alice` if the first player wins (a move deletes an edge and everything \
cut off from the root), else `Bob`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of cases T")?;
        options.judge_limit_here(sc, "the number of cases T", cases, 0, JUDGE_MAX_CASES)?;
        let mut reader = TreeReader::new("the number of vertices N", (1, JUDGE_MAX_NODES));
        let mut tree = Tree::new();
        for _ in 0..cases {
            reader.read(sc, options, &mut tree)?;
            let answer = Valued {
                value: tree.root_value().into(),
                win: b"Alice\n",
                lose: b"Bob\n",
            };
            if S::MOVES {
                let (tree, edges) = (&tree, reader.edges());
                sink.emit(&WithMoves {
                    answer,
                    moves: |r: &mut Report| report(r, tree, edges),
                })?;
            } else {
                sink.emit(&answer)?;
            }
        }
        sc.finish("the last of the T cases")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let cases = gen.case_count(20, 10, 3);
        gen.line(&[cases]);
        for _ in 0..cases {
            let n = match gen.size {
                Size::Small => gen.range(1, 9),
                Size::Judge => JUDGE_MAX_NODES,
                Size::Huge => gen.range(1, 4) * 300_000,
            };
            gen.line(&[n]);
            write_tree(gen, n);
        }
        true
    }
}

/// The report of one tree: its Grundy value and the cuts that leave it worth 0
/// ([`Tree::cuts_to`]), in input order; each `after` is one case (`1`, then what remains
/// of the tree, renumbered).
fn report(r: &mut Report, tree: &Tree, edges: &[(u32, u32)]) {
    let root = tree.root_value();
    let p = r.position();
    p.wins(root != 0).fact("Grundy value", root);
    if root == 0 {
        return;
    }
    // The root must end worth 0: each branch b must end worth root ⊕ b.
    let wins = tree.cuts_to(|_, b| Some(root ^ b));
    for e in edges {
        let lower = cuts::lower(tree, *e);
        if wins[lower as usize] {
            p.add(
                || cuts::text(e),
                || After::Input(format!("1\n{}", cuts::remaining(tree, edges, lower))),
            );
        }
    }
}
