//! `grundy digital-deletions`: Digital Deletions (HDU 1404 = ZOJ 1104).
//!
//! Input: one digit string per case (1 to 8 digits, leading zeros significant) until end of
//! input. Output: `Yes` if the first player wins, else `No`. The answers come from a
//! one-bit-per-string table (see `games::digital_deletions`) built for the longest length
//! read so far, and rebuilt larger when a longer string comes: at most 12.5 MB, and a
//! table for length L costs a tenth of one for L + 1, so the rebuilds add little.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::records::digit_strings_until_end;
use crate::{After, AfterKind, Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::digital_deletions::{Deletion, DeletionTable, MAX_LENGTH};
use grundy_io::error::Result;
use grundy_io::scan::{token_len, Scanner, TOKEN_MAX};

/// The judges' longest string, enforced by `--strict`.
const JUDGE_MAX_LENGTH: usize = 6;

pub struct DigitalDeletions;

/// The answer sink and the table, built for the longest string seen so far.
struct Answering<'s, S> {
    sink: &'s mut S,
    table: Option<DeletionTable>,
}

impl<S> Answering<'_, S> {
    /// The table, (re)built when `len` is longer than it answers.
    #[inline(always)]
    fn table_for(&mut self, len: usize) -> &DeletionTable {
        if self.table.as_ref().is_none_or(|t| t.length() < len) {
            self.table = Some(DeletionTable::new(len));
        }
        self.table.get_or_insert_with(|| DeletionTable::new(len))
    }
}

impl<S: Sink> Answering<'_, S> {
    /// Emits the answer for `digits` with its move report (`--moves`): the winning moves of
    /// `DeletionTable::winning_moves`, found before the answer is emitted (the table is
    /// built for `digits` already). A string after a move is a case of the format, except
    /// the empty string, described by `state`.
    fn emit_with_moves(&mut self, wins: bool, digits: &[u8]) -> Result<()> {
        let moves = self.table_for(digits.len()).winning_moves(digits);
        self.sink.emit(&WithMoves {
            answer: answer(wins),
            moves: |r: &mut Report| report(r, wins, digits, &moves),
        })
    }
}

/// The report of `digits` (won or not) and its winning `moves`; digits are numbered from 1
/// at the left.
fn report(r: &mut Report, wins: bool, digits: &[u8], moves: &[Deletion]) {
    let p = r.position();
    p.wins(wins);
    let before = String::from_utf8_lossy(digits);
    if digits[0] == b'0' {
        p.note("the string starts with 0: erasing that zero leaves the empty string");
    }
    for &m in moves {
        let after = String::from_utf8(m.apply(digits)).expect("ASCII digits");
        p.add(
            || match m {
                Deletion::Lower { at, to } => format!(
                    "lower digit {} from {} to {to} ({before} -> {after})",
                    at + 1,
                    digits[at] - b'0'
                ),
                Deletion::Erase { at } if after.is_empty() => {
                    format!(
                        "erase the 0 at digit {} and everything after it ({before} -> empty)",
                        at + 1
                    )
                }
                Deletion::Erase { at } => format!(
                    "erase the 0 at digit {} and everything after it ({before} -> {after})",
                    at + 1
                ),
            },
            || {
                if after.is_empty() {
                    After::State(serde_json::json!({ "digits": "" }))
                } else {
                    After::Input(format!("{after}\n"))
                }
            },
        );
    }
}

#[inline(always)]
fn answer(first_player_wins: bool) -> Verdict {
    Verdict {
        first_player_wins,
        win: b"Yes\n",
        lose: b"No\n",
    }
}

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

    /// Erasing a leading zero leaves the empty string, which no case of the format holds.
    const MOVES_AFTER: AfterKind = AfterKind::State;

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        const WHAT: &str = "a digit string of 1 to 8 digits";
        let longest = options.judge_or(JUDGE_MAX_LENGTH, MAX_LENGTH);
        let mut state = Answering { sink, table: None };
        let mut token = Vec::with_capacity(MAX_LENGTH + 1);
        // Plain digit strings come valued from the scanner's record loop, with their
        // length (so `007` is not `7`); anything else is read as a token, as always.
        digit_strings_until_end(
            sc,
            &mut state,
            |state, value, len| {
                if len > longest {
                    return Ok(false); // the token reading names the error
                }
                let table = state.table_for(len);
                let wins = table.first_wins_number(len, value);
                if S::MOVES {
                    let digits = format!("{value:0len$}").into_bytes();
                    return state.emit_with_moves(wins, &digits).map(|()| true);
                }
                state.sink.emit(&answer(wins)).map(|()| true)
            },
            |sc, state| {
                let Some(len) = sc.token_or_end(MAX_LENGTH + 1, &mut token)? else {
                    return Ok(false);
                };
                if !token.iter().all(u8::is_ascii_digit) {
                    return Err(sc.bad_kept_token(WHAT, &token, len));
                }
                if len > MAX_LENGTH as u64 {
                    // An endless token is cut at the scanner's limit (`token_len`).
                    let found = match len {
                        len if len > TOKEN_MAX => format!("a string of {} digits", token_len(len)),
                        len => format!("a {len}-digit string"),
                    };
                    return Err(sc.error_here(WHAT, &found));
                }
                let digits = &token[..];
                if options.is_strict() && digits.len() > JUDGE_MAX_LENGTH {
                    return Err(sc.error_here(
                        "a digit string within the judge's limits of 1 to 6 digits (--strict)",
                        &format!("a {len}-digit string"),
                    ));
                }
                let wins = state.table_for(digits.len()).first_wins(digits);
                if S::MOVES {
                    return state.emit_with_moves(wins, digits).map(|()| true);
                }
                state.sink.emit(&answer(wins)).map(|()| true)
            },
        )
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
                gen.byte(b'0' + digit as u8);
            }
            gen.byte(b'\n');
        }
        true
    }
}
