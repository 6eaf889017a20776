//! `grundy gg-and-mm`: two-pile Euclid games played all at once, Every-SG (HDU 3595).
//!
//! Input: cases until end of input: `N`, then N lines `p q`. Output: `MM` (the first
//! player, who must move in every unfinished game each turn, wins) or `GG`.

use std::io::{self, Read, Write};

use crate::engine::every_sg::every_first_wins;
use crate::error::Result;
use crate::games::euclid_every::step;
use crate::io::scan::Scanner;
use crate::problems::{Answer, JsonFields, Meta, Options, Sink, Solve};

pub struct GgAndMm;

/// An Every-SG case has no Grundy value: it is decided by its largest step.
struct Steps {
    largest: u64,
}

impl Answer for Steps {
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        out.write_all(if every_first_wins([self.largest]) {
            b"MM\n"
        } else {
            b"GG\n"
        })
    }

    fn json(&self, fields: &mut JsonFields) {
        fields
            .bool("first_player_wins", every_first_wins([self.largest]))
            .u64("step", self.largest);
    }
}

impl Solve for GgAndMm {
    const META: Meta = Meta {
        id: "gg-and-mm",
        aliases: &["hdu3595"],
        family: "every-sg",
        title: "GG and MM (Every-SG on Euclid games)",
        about: "Input: cases until end of input: `N`, then N lines `p q` (two piles per game).\n\
Output: per case `MM` if the first player wins (each turn the mover removes a positive \
multiple of the smaller pile from the larger pile in every unfinished game; a game with an \
empty pile is finished), else `GG`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        while let Some(n) = sc.u64_or_end("the number of games N")? {
            let mut largest = 0;
            for _ in 0..n {
                let p = sc.u64("a pile size p")?;
                let q = sc.u64("a pile size q")?;
                largest = largest.max(step(p, q));
            }
            sink.emit(&Steps { largest })?;
        }
        Ok(())
    }
}
