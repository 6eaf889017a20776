//! `grundy wythoff`: Wythoff's game (POJ 1067 / HDU 1527; HDU 2177 with `--moves`).
//!
//! Default: lines `a b` (either order) until end of input; per line `1` when the player to
//! move wins, else `0`. With `--moves`: lines `a b` until `0 0` (or end of input); per
//! line `0`, or `1` and then one line `x y` per position a winning move reaches. The
//! judge promises a ≤ b there; a pair given as b a is taken as the same position.

use std::io::{Read, Write};

use crate::error::Result;
use crate::games::wythoff;
use crate::io::scan::Scanner;

pub fn solve<R: Read>(sc: &mut Scanner<R>, out: &mut impl Write, moves: bool) -> Result<()> {
    if moves {
        solve_moves(sc, out)
    } else {
        solve_plain(sc, out)
    }
}

fn solve_plain<R: Read>(sc: &mut Scanner<R>, out: &mut impl Write) -> Result<()> {
    sc.u64_records(["a pile size a", "the second pile size b"], |[a, b]| {
        out.write_all(if wythoff::is_losing(a, b) {
            b"0\n"
        } else {
            b"1\n"
        })?;
        Ok(())
    })
}

fn solve_moves<R: Read>(sc: &mut Scanner<R>, out: &mut impl Write) -> Result<()> {
    let mut buf = itoa::Buffer::new();
    while let Some(a) = sc.u64_or_end("a pile size a, or `0 0` to end")? {
        let b = sc.u64("the second pile size b")?;
        if a == 0 && b == 0 {
            return sc.finish("the terminating `0 0`");
        }
        let list = wythoff::winning_moves(a, b);
        if list.is_empty() {
            out.write_all(b"0\n")?;
            continue;
        }
        out.write_all(b"1\n")?;
        for (x, y) in list {
            out.write_all(buf.format(x).as_bytes())?;
            out.write_all(b" ")?;
            out.write_all(buf.format(y).as_bytes())?;
            out.write_all(b"\n")?;
        }
    }
    Ok(())
}
