//! `grundy pp-and-qq`: misère edge deletion on a forest, by the SJ theorem (HDU 3590).
//!
//! Input: cases until end of input: `N` trees, each `m` and m − 1 edges `a b` (root 1).
//! Output: `PP` (the first player wins; the player who cannot move wins) or `QQ`.
//! By default the rule the judge's accepted solutions use (whole trees as SJ components);
//! with `--exact` the proven rule (root branches as components). See `problems/pp-and-qq.md`.

use std::io::{self, Read, Write};

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::tree_reader::{cuts, write_tree, TreeReader};
use crate::{Answer, Flag, JsonFields, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_engine::misere::SjSum;
use grundy_engine::tree::Tree;
use grundy_games::forest_misere::{self, ForestMisere};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

pub struct PpAndQq;

/// HDU 3590's limits, enforced by `--strict`: N < 100 trees, m < 100 nodes.
const JUDGE_MAX_TREES: u64 = 99;
const JUDGE_MAX_NODES: u64 = 99;

/// A misère case has no Grundy value: SJ decides from the xor and whether a component is
/// "big", as the rule in use computes them.
struct Misere(SjSum);

impl Answer for Misere {
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        out.write_all(if self.0.first_player_wins() {
            b"PP\n"
        } else {
            b"QQ\n"
        })
    }

    fn json(&self, fields: &mut JsonFields) {
        fields
            .bool("first_player_wins", self.0.first_player_wins())
            .u128("xor", self.0.xor)
            .bool("big", self.0.big);
    }
}

impl Solve for PpAndQq {
    const META: Meta = Meta {
        id: "pp-and-qq",
        aliases: &["hdu3590"],
        family: "misere",
        title: "PP and QQ (misère edge deletion on a forest)",
        about: "Input: cases until end of input: `N` trees, each `m` and m-1 edges `a b` \
(nodes 1..=m, root 1).\n\
Output: per case `PP` if the first player wins (a move deletes an edge and what is cut off \
from its root; the player who cannot move WINS), else `QQ`. By default the judge's rule \
(whole trees as SJ components); `--exact` gives the true winner.",
        flags: &[Flag {
            name: "exact",
            help: "Use the proven rule (root branches as SJ components) instead of the one \
the judge's accepted solutions use; they differ on a few percent of forests",
        }],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let exact = options.flag("exact");
        let mut reader = TreeReader::new("the number of nodes m", (1, JUDGE_MAX_NODES));
        let mut tree = Tree::new();
        // A case's trees (their edges) and big components, kept for `--moves` only.
        let mut kept: Vec<Vec<(u32, u32)>> = Vec::new();
        while let Some(trees) = sc.u64_or_end("the number of trees N")? {
            options.judge_limit_here(sc, "the number of trees N", trees, 1, JUDGE_MAX_TREES)?;
            let mut forest = ForestMisere::new();
            if S::MOVES {
                kept.clear();
                let mut big = (0, 0);
                for _ in 0..trees {
                    reader.read(sc, options, &mut tree)?;
                    forest.add_tree(&tree);
                    let (t, b) = forest_misere::big_components(&tree);
                    big = (big.0 + t, big.1 + b);
                    kept.push(reader.edges().to_vec());
                }
                let forest = Forest {
                    trees: &kept,
                    exact,
                    rule: if exact {
                        forest.by_branch
                    } else {
                        forest.by_tree
                    },
                    big: if exact { big.1 } else { big.0 },
                    texts: std::cell::OnceCell::new(),
                };
                sink.emit(&WithMoves {
                    answer: Misere(forest.rule),
                    moves: |r: &mut Report| forest.report(r),
                })?;
                continue;
            }
            for _ in 0..trees {
                reader.read(sc, options, &mut tree)?;
                forest.add_tree(&tree);
            }
            let rule = if exact {
                forest.by_branch
            } else {
                forest.by_tree
            };
            sink.emit(&Misere(rule))?;
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let (max_trees, max_nodes) = match gen.size {
            Size::Small => (3, 5),
            Size::Judge => (JUDGE_MAX_TREES, JUDGE_MAX_NODES),
            Size::Huge => (5, 200_000),
        };
        for _ in 0..gen.case_count(30, 20, 4) {
            let trees = if gen.size == Size::Judge {
                max_trees
            } else {
                gen.range(1, max_trees)
            };
            gen.line(&[trees]);
            for _ in 0..trees {
                // Single nodes and single edges often: they decide whether a tree is big.
                let m = match gen.range(0, 3) {
                    0 => gen.range(1, 3.min(max_nodes)),
                    _ => gen.range(1, max_nodes),
                };
                gen.line(&[m]);
                write_tree(gen, m);
            }
        }
        true
    }
}

/// One case as `--moves` needs it.
struct Forest<'a> {
    /// Each tree's edges, 0-based, in input order.
    trees: &'a [Vec<(u32, u32)>],
    /// The rule in use (`--exact`: root branches as components; else whole trees).
    exact: bool,
    rule: SjSum,
    /// How many components of the rule in use are worth 2 or more.
    big: usize,
    /// Each tree as input text, written once for the `after`s.
    texts: std::cell::OnceCell<Vec<String>>,
}

impl Forest<'_> {
    /// The case's report: the rule's verdict and SJ data, and the cuts
    /// ([`forest_misere::losing_cuts`]) to positions the rule calls lost, by tree, then by
    /// edge in input order. A position the rule calls lost lists none.
    fn report(&self, r: &mut Report) {
        let p = r.position();
        let wins = self.rule.first_player_wins();
        let (xor, big) = if self.exact {
            ("xor of the root branches", "a branch worth 2 or more")
        } else {
            ("xor of the trees", "a tree worth 2 or more")
        };
        p.wins(wins)
            .fact(xor, self.rule.xor)
            .fact(big, if self.rule.big { "yes" } else { "no" });
        if !self.exact {
            p.note(
                "the judge's rule (whole trees as SJ components): moves to positions it calls \
                 lost; --exact gives the true winning moves",
            );
        }
        if self.trees.iter().all(Vec::is_empty) {
            p.note("no edge is left: the player to move cannot move, and so wins");
            return;
        }
        let mut tree = Tree::new();
        let mut listed = 0u128;
        for (k, edges) in self.trees.iter().enumerate() {
            // Valid when read, so valid again.
            let _ = tree.build(edges.len() + 1, edges);
            let losing = forest_misere::losing_cuts(&tree, !self.exact, self.rule.xor, self.big);
            for e in edges {
                let lower = cuts::lower(&tree, *e);
                if !losing[lower as usize] {
                    continue;
                }
                if !wins {
                    listed += 1;
                    continue;
                }
                p.add(
                    || format!("{} in tree {}", cuts::text(e), k + 1),
                    || After::Input(self.after(k, &cuts::remaining(&tree, edges, lower))),
                );
            }
        }
        if !wins && listed > 0 {
            p.note(format!(
                "the judge's rule calls this position lost, yet {listed} moves lead to \
                 positions it calls lost too (--exact gives the truth)"
            ));
        }
        if wins && p.winning_moves() == 0 && !self.exact {
            p.note(
                "the judge's rule calls this position won, yet no move leads to a position \
                 it calls lost (--exact gives the truth)",
            );
        }
    }

    /// The case with tree `k` replaced by `remaining` (its `m` and edges): `N`, then each
    /// tree as the input gives it (written once per case).
    fn after(&self, k: usize, remaining: &str) -> String {
        let texts = self.texts.get_or_init(|| {
            let mut buf = itoa::Buffer::new();
            (self.trees.iter())
                .map(|edges| {
                    let mut text = String::with_capacity(edges.len() * 8 + 4);
                    text.push_str(buf.format(edges.len() + 1));
                    text.push('\n');
                    for &(a, b) in edges {
                        text.push_str(buf.format(a + 1));
                        text.push(' ');
                        text.push_str(buf.format(b + 1));
                        text.push('\n');
                    }
                    text
                })
                .collect()
        });
        let mut out = format!("{}\n", self.trees.len());
        for (i, text) in texts.iter().enumerate() {
            out.push_str(if i == k { remaining } else { text });
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{run_on_bytes, Format};

    fn run(input: &[u8], exact: bool) -> String {
        let flags = if exact { vec!["exact"] } else { vec![] };
        let (out, result) = run_on_bytes(
            &PpAndQq,
            &Options::with_flags(flags),
            input,
            "t",
            None,
            Format::Judge,
        );
        result.unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_counterexample_splits_the_rules() {
        let input = b"1\n5\n1 2\n2 3\n1 4\n4 5\n";
        assert_eq!(run(input, false), "PP\n");
        assert_eq!(run(input, true), "QQ\n");
    }
}
