//! `grundy digital-deletions`: Digital Deletions (HDU 1404 = ZOJ 1104).
//!
//! Input: one digit string per case (1 to 8 digits, leading zeros significant) until end of
//! input. Output: `Yes` if the first player wins, else `No`. The answers come from a
//! one-bit-per-string table (see `games::digital_deletions`) built for the longest length
//! read so far, and rebuilt larger when a longer string comes: at most 12.5 MB, and a
//! table for length L costs a tenth of one for L + 1, so the rebuilds add little.

use std::io::Read;

use crate::error::Result;
use crate::games::digital_deletions::{DeletionTable, MAX_LENGTH};
use crate::io::scan::Scanner;
use crate::problems::gen::{Gen, Size};
use crate::problems::{Meta, Options, Sink, Solve, Verdict};

/// The judges' longest string, enforced by `--strict`.
const JUDGE_MAX_LENGTH: usize = 6;

pub struct DigitalDeletions;

impl Solve for DigitalDeletions {
    const META: Meta = Meta {
        id: "digital-deletions",
        aliases: &["hdu1404", "zoj1104"],
        family: "dag",
        title: "Digital Deletions",
        about: "Input: one digit string (1 to 8 digits, leading zeros kept) per case until end \
of input; a move lowers a digit, or erases a 0 and everything right of it.\n\
Output: per string `Yes` if the first player wins, else `No`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        const WHAT: &str = "a digit string of 1 to 8 digits";
        let mut table: Option<DeletionTable> = None;
        let mut token = Vec::with_capacity(MAX_LENGTH + 1);
        while let Some(len) = sc.token_or_end(MAX_LENGTH + 1, &mut token)? {
            if !token.iter().all(u8::is_ascii_digit) {
                return Err(sc.bad_kept_token(WHAT, &token, len));
            }
            if len > MAX_LENGTH as u64 {
                return Err(sc.error_here(WHAT, &format!("a {len}-digit string")));
            }
            let digits = &token[..];
            if options.is_strict() && digits.len() > JUDGE_MAX_LENGTH {
                return Err(sc.error_here(
                    "a digit string within the judge's limits of 1 to 6 digits (--strict)",
                    &format!("a {len}-digit string"),
                ));
            }
            if table.as_ref().is_none_or(|t| t.length() < digits.len()) {
                table = Some(DeletionTable::new(digits.len()));
            }
            let table = table.get_or_insert_with(|| DeletionTable::new(digits.len()));
            sink.emit(&Verdict {
                first_player_wins: table.first_wins(digits),
                win: b"Yes\n",
                lose: b"No\n",
            })?;
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let longest = gen.by_size(4, JUDGE_MAX_LENGTH as u64, MAX_LENGTH as u64);
        for _ in 0..gen.case_count(100, 10_000, 10_000) {
            let size = gen.size;
            let length = match size {
                // The longest strings (the largest table) half of the time.
                Size::Judge | Size::Huge if gen.chance(1, 2) => longest,
                _ => gen.range(1, longest),
            };
            // A leading zero (always a win, a trap for `%d`) one time in five.
            let leading_zero = gen.chance(1, 5);
            for i in 0..length {
                let digit = if i == 0 && leading_zero {
                    0
                } else if i == 0 {
                    gen.range(1, 9)
                } else {
                    gen.range(0, 9)
                };
                gen.out.push(b'0' + digit as u8);
            }
            gen.out.push(b'\n');
        }
        true
    }
}
