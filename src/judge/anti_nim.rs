//! `grundy anti-nim`: misère Nim, in two judges' formats.
//!
//! `john` (HDU 1907 / POJ 3480): `T`, then T cases `N h_1..h_N`; `John` or `Brother`.
//! `be-the-winner` (HDU 2509): cases `n h_1..h_n` until end of input; `Yes` or `No`.

use std::io::{Read, Write};

use crate::error::Result;
use crate::games::nim::misere_first_player_wins;
use crate::io::scan::Scanner;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    /// HDU 1907 "John": a case count first; answers John / Brother.
    #[default]
    John,
    /// HDU 2509 "Be the Winner": cases until end of input; answers Yes / No.
    BeTheWinner,
}

pub fn solve<R: Read>(sc: &mut Scanner<R>, out: &mut impl Write, format: Format) -> Result<()> {
    match format {
        Format::John => {
            let cases = sc.u64("the number of cases T")?;
            for _ in 0..cases {
                let n = sc.u64("the number of piles N")?;
                let wins = first_player_wins(sc, n)?;
                out.write_all(if wins { b"John\n" } else { b"Brother\n" })?;
            }
            sc.finish("the last of the T cases")?;
        }
        Format::BeTheWinner => {
            while let Some(n) = sc.u64_or_end("the number of piles n")? {
                let wins = first_player_wins(sc, n)?;
                out.write_all(if wins { b"Yes\n" } else { b"No\n" })?;
            }
        }
    }
    Ok(())
}

/// Reads n piles; misère Nim needs only their xor and whether any exceeds 1.
fn first_player_wins<R: Read>(sc: &mut Scanner<R>, n: u64) -> Result<bool> {
    // Some pile exceeds 1 exactly when the piles' bits above bit 0 are not all zero.
    let (mut x, mut high) = (0u64, 0u64);
    sc.u64_each(n, "a pile size", |p| {
        x ^= p;
        high |= p >> 1;
    })?;
    Ok(misere_first_player_wins(x, high == 0))
}
