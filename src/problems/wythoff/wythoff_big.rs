//! `grundy wythoff-big`: Wythoff's game with piles of any size (HDU 5973).
//!
//! Input: pairs `a b` of decimal naturals of up to 2^20 digits (leading zeros allowed: the
//! scanner's [`TOKEN_MAX`]) until end of input. Output: `1` if the player to move wins,
//! else `0`. Piles of up to 19 digits
//! take the u64 path, longer ones big integers (`dashu_int::UBig`); both run the one exact
//! comparison test of `games::wythoff` (three multiplications, no square root).

use std::io::Read;

use dashu_int::UBig;

use crate::gen::Gen;
use crate::moves::After;
use crate::wythoff::wythoff::{report, report_u64};
use crate::{Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::wythoff;
use grundy_io::error::Result;
use grundy_io::scan::{token_len, Scanner, TOKEN_MAX};

/// HDU 5973's limit on a pile is 10^100: at most 101 digits, and a 101-digit pile is 10^100
/// itself. Enforced by `--strict`.
const JUDGE_MAX_DIGITS: usize = 101;

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

/// Reads one pile, or `None` at the end of input.
fn read_pile_or_end<R: Read>(
    sc: &mut Scanner<R>,
    options: &Options,
    what: &str,
    token: &mut Vec<u8>,
) -> Result<Option<Pile>> {
    let Some(len) = sc.token_or_end(usize::MAX, token)? else {
        return Ok(None);
    };
    if !token.iter().all(u8::is_ascii_digit) {
        return Err(sc.bad_kept_token(what, token, len));
    }
    if len > TOKEN_MAX {
        // Read no further than the scanner's token limit: an endless run of digits
        // (`/dev/zero` is refused as a bad token above) costs a bounded read.
        return Err(sc.error_here(
            &format!("{what} of at most {TOKEN_MAX} digits"),
            &format!("a number of {} digits", token_len(len)),
        ));
    }
    let start = token.iter().position(|&d| d != b'0').unwrap_or(token.len());
    let digits = &token[start..];
    let above_judge = digits.len() > JUDGE_MAX_DIGITS
        || (digits.len() == JUDGE_MAX_DIGITS && digits[1..].iter().any(|&d| d != b'0'))
        || (digits.len() == JUDGE_MAX_DIGITS && digits[0] != b'1');
    if options.is_strict() && above_judge {
        return Err(sc.error_here(
            &format!("{what} within the judge's limits 0..=10^100 (--strict)"),
            &format!("a {}-digit number", digits.len()),
        ));
    }
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
        about: "Input: pairs `a b` (pile sizes of up to 2^20 = 1048576 decimal digits, either \
order) until end of input.\n\
Output: per pair 1 if the player to move wins, else 0.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut token = Vec::new();
        while let Some(a) = read_pile_or_end(sc, options, "a pile size a", &mut token)? {
            const B: &str = "the second pile size b";
            let Some(b) = read_pile_or_end(sc, options, B, &mut token)? else {
                return Err(sc.error_here(B, "end of input"));
            };
            let losing = match (&a, &b) {
                (Pile::Small(a), Pile::Small(b)) => wythoff::is_losing(*a, *b),
                _ => wythoff::is_losing_big(&a.big(), &b.big()),
            };
            let verdict = Verdict {
                first_player_wins: !losing,
                win: b"1\n",
                lose: b"0\n",
            };
            if S::MOVES {
                sink.emit(&WithMoves {
                    answer: verdict,
                    moves: |r: &mut Report| moves(r, &a, &b),
                })?;
            } else {
                sink.emit(&verdict)?;
            }
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let max_digits = gen.by_size(2, 100, 1000);
        for _ in 0..gen.case_count(100, 1000, 1000) {
            let (a, b) = if gen.chance(1, 2) {
                // A losing position (⌊kφ⌋, ⌊kφ⌋ + k), or one pile moved by one from it.
                let k = random_natural(gen, max_digits - 1);
                let a = wythoff::floor_phi_big(&k);
                let b = &a + &k;
                match gen.range(0, 3) {
                    0 if a > UBig::ZERO => (&a - UBig::ONE, b),
                    1 => (a, b + UBig::ONE),
                    _ => (a, b),
                }
            } else {
                (
                    random_natural(gen, max_digits),
                    random_natural(gen, max_digits),
                )
            };
            let (a, b) = if gen.chance(1, 2) { (b, a) } else { (a, b) };
            gen.bytes(format!("{a} {b}\n").as_bytes());
        }
        true
    }
}

/// The move report of (a, b): u64 arithmetic when both piles fit, else big integers (the
/// same moves, [`wythoff::winning_takes_big`]; its square roots are the only ones grundy
/// takes, since the answer itself needs none).
fn moves(r: &mut Report, a: &Pile, b: &Pile) {
    let input =
        |x: &dyn std::fmt::Display, y: &dyn std::fmt::Display| After::Input(format!("{x} {y}\n"));
    if let (Pile::Small(a), Pile::Small(b)) = (a, b) {
        return report_u64(r, *a, *b, |x, y| input(&x, &y));
    }
    let (a, b) = (a.big(), b.big());
    let k = if a <= b { &b - &a } else { &a - &b };
    let low = wythoff::floor_phi_big(&k);
    let losing = (low.clone(), &low + &k);
    let takes = wythoff::winning_takes_big(&a, &b);
    report(r, &a, &b, &k, losing, takes, |x, y| input(x, y));
}

/// A natural of 1 to `max_digits` random decimal digits.
fn random_natural(gen: &mut Gen, max_digits: u64) -> UBig {
    let digits = gen.range(1, max_digits.max(1));
    (0..digits).fold(UBig::ZERO, |v, _| {
        v * UBig::from(10u8) + UBig::from(gen.range(0, 9))
    })
}
