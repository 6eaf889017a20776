//! `grundy tree-game`: edge deletion on one rooted tree (HDU 3094).
//!
//! Input: `T`, then T cases: `N` and N − 1 edges `I J` (undirected, root 1). Output:
//! `Alice` (the first player wins) or `Bob`. Validated (an edge closing a cycle is an error
//! naming its line) and evaluated without recursion.

use std::io::Read;

use crate::engine::tree::Tree;
use crate::error::Result;
use crate::io::scan::Scanner;
use crate::problems::tree_reader::TreeReader;
use crate::problems::{Meta, Options, Sink, Solve, Valued};

pub struct TreeGame;

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
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of cases T")?;
        let mut reader = TreeReader::new("the number of vertices N");
        let mut tree = Tree::new();
        for _ in 0..cases {
            reader.read(sc, &mut tree)?;
            sink.emit(&Valued {
                value: tree.colon_values()[0].into(),
                win: b"Alice\n",
                lose: b"Bob\n",
            })?;
        }
        sc.finish("the last of the T cases")
    }
}
