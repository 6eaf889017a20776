//! `grundy wythoff-big`: Wythoff's game with piles of any size (HDU 5973).
//!
//! Input: pairs `a b` of decimal naturals of any length (leading zeros allowed) until end
//! of input. Output: `1` if the player to move wins, else `0`. Piles of up to 19 digits
//! take the u64 path, longer ones big integers (`dashu_int::UBig`); both run the one exact
//! comparison test of `games::wythoff` (three multiplications, no square root).

use std::io::Read;

use dashu_int::UBig;

use crate::error::Result;
use crate::games::wythoff;
use crate::io::scan::Scanner;
use crate::problems::{Meta, Options, Sink, Solve, Verdict};

pub struct WythoffBig;

/// A pile as read: small enough for u64, or a big integer.
enum Pile {
    Small(u64),
    Big(UBig),
}

impl Pile {
    fn big(&self) -> UBig {
        match self {
            Pile::Small(v) => UBig::from(*v),
            Pile::Big(v) => v.clone(),
        }
    }
}

/// Reads one pile, or `None` at the end of input when `end_ok`.
fn read_pile<R: Read>(
    sc: &mut Scanner<R>,
    what: &str,
    end_ok: bool,
    token: &mut Vec<u8>,
) -> Result<Option<Pile>> {
    let Some(len) = sc.token_or_end(usize::MAX, token)? else {
        if end_ok {
            return Ok(None);
        }
        return Err(sc.error_here(what, "end of input"));
    };
    if !token.iter().all(u8::is_ascii_digit) {
        return Err(sc.bad_kept_token(what, token, len));
    }
    let start = token.iter().position(|&d| d != b'0').unwrap_or(token.len());
    let digits = &token[start..];
    if digits.len() <= 19 {
        // 19 digits always fit in u64.
        let v = digits.iter().fold(0u64, |v, &d| v * 10 + (d - b'0') as u64);
        return Ok(Some(Pile::Small(v)));
    }
    let text = std::str::from_utf8(digits).unwrap_or_default();
    match UBig::from_str_radix(text, 10) {
        Ok(v) => Ok(Some(Pile::Big(v))),
        // Unreachable for a validated run of digits; reported, not panicked on.
        Err(_) => Err(sc.bad_kept_token(what, token, len)),
    }
}

impl Solve for WythoffBig {
    const META: Meta = Meta {
        id: "wythoff-big",
        aliases: &["hdu5973"],
        family: "wythoff",
        title: "Game of Taking Stones (Wythoff, big integers)",
        about: "Input: pairs `a b` (pile sizes with any number of decimal digits, either \
order) until end of input.\n\
Output: per pair 1 if the player to move wins, else 0.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut token = Vec::new();
        while let Some(a) = read_pile(sc, "a pile size a", true, &mut token)? {
            let Some(b) = read_pile(sc, "the second pile size b", false, &mut token)? else {
                unreachable!("read_pile reports the end of input when it is not allowed");
            };
            let losing = match (&a, &b) {
                (Pile::Small(a), Pile::Small(b)) => wythoff::is_losing(*a, *b),
                _ => wythoff::is_losing_big(&a.big(), &b.big()),
            };
            sink.emit(&Verdict {
                first_player_wins: !losing,
                win: b"1\n",
                lose: b"0\n",
            })?;
        }
        Ok(())
    }
}
