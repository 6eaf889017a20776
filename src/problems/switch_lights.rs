//! `grundy switch-lights`: 2-D coin turning, a light worth the nim product of its
//! coordinates (HDU 3404).
//!
//! Input: `T`, then T cases: `n` and n lines `x y` (1-based, distinct). Output:
//! `Have a try, lxhgww.` (the first player wins) or `Don't waste your time.` A light given
//! twice in a case is an error naming the repeat's line.

use std::io::Read;

use crate::error::Result;
use crate::games::coin_rows::light;
use crate::io::scan::{Position, Scanner};
use crate::problems::{Meta, Options, Sink, Solve, Valued};

pub struct SwitchLights;

impl Solve for SwitchLights {
    const META: Meta = Meta {
        id: "switch-lights",
        aliases: &["hdu3404"],
        family: "coin-flipping",
        title: "Switch lights (2-D coin turning, nim product)",
        about: "Input: `T`, then T cases: `n` and n distinct lit cells `x y` (from 1).\n\
Output: per case `Have a try, lxhgww.` if the first player wins (a move picks a lit cell \
and toggles the corners of a rectangle it is the far corner of), else \
`Don't waste your time.`",
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
        // (x, y, input order, where x was read), to find a repeated light after the case.
        let mut lights: Vec<(u64, u64, usize, Position)> = Vec::new();
        for _ in 0..cases {
            let n = sc.u64("the number of lights n")?;
            lights.clear();
            let mut value = 0u64;
            for i in 0..n {
                let x = sc.u64_in("a coordinate x", 1, u64::MAX)?;
                let at = sc.position();
                let y = sc.u64_in("a coordinate y", 1, u64::MAX)?;
                value ^= light(x, y);
                lights.push((x, y, i as usize, at));
            }
            lights.sort_unstable_by_key(|&(x, y, i, _)| (x, y, i));
            let repeat = lights
                .windows(2)
                .filter(|w| (w[0].0, w[0].1) == (w[1].0, w[1].1))
                .map(|w| w[1])
                .min_by_key(|&(_, _, i, _)| i);
            if let Some((x, y, _, at)) = repeat {
                return Err(sc.error_at(
                    at,
                    "a light not already given in this case",
                    &format!("{x} {y} again"),
                ));
            }
            sink.emit(&Valued {
                value: value.into(),
                win: b"Have a try, lxhgww.\n",
                lose: b"Don't waste your time.\n",
            })?;
        }
        sc.finish("the last of the T cases")
    }
}
