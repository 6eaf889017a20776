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
use crate::problems::{Meta, Options, Sink, Solve, Verdict};

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
        _: &Options,
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
            if table.as_ref().map_or(true, |t| t.length() < digits.len()) {
                table = Some(DeletionTable::new(digits.len()));
            }
            let Some(table) = &table else {
                unreachable!("built just above");
            };
            sink.emit(&Verdict {
                first_player_wins: table.first_wins(digits),
                win: b"Yes\n",
                lose: b"No\n",
            })?;
        }
        Ok(())
    }
}
