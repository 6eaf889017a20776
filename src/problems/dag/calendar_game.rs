//! `grundy calendar-game`: the Calendar Game (HDU 1079 = POJ 1082, the same format).
//!
//! Input: `T`, then T dates `YYYY MM DD`, each a real date from 0001-01-01 to 2001-11-04.
//! Output: `YES` if Adam (first) wins, else `NO`. The rule is month + day even, or 9/30,
//! or 11/30 (see `games::calendar`).

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::records::each_case;
use crate::{After, Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::calendar::{self, days_in_month, Date, TARGET};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 1079's first start date is 1900-01-01, enforced by `--strict`.
const JUDGE_FIRST_YEAR: u64 = 1900;

pub struct CalendarGame;

impl Solve for CalendarGame {
    const META: Meta = Meta {
        id: "calendar-game",
        aliases: &["hdu1079", "poj1082"],
        family: "dag",
        title: "Calendar Game",
        about: "Input: `T`, then T dates `YYYY MM DD` (real dates, 0001-01-01 to 2001-11-04); \
a move goes to the next day or the same day next month; reaching 2001-11-04 wins.\n\
Output: per date `YES` if the first player wins, else `NO`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        const WHAT: &str = "a date `YYYY MM DD`";
        let cases = sc.u64("the number of dates T")?;
        let first_year = options.judge_or(JUDGE_FIRST_YEAR, 0);
        each_case(
            sc,
            sink,
            cases,
            |sink, [year, month, day]| {
                if !fast_valid(year, month, day, first_year) {
                    return Ok(false); // the slow reading says what is wrong
                }
                emit(sink, Date { year, month, day }).map(|()| true)
            },
            |sc, sink| {
                let year = sc.u64(WHAT)?;
                let at = sc.position();
                let month = sc.u64(WHAT)?;
                let day = sc.u64(WHAT)?;
                // Errors point at the year, on the date's line; the date is formatted only
                // for an error: per date it would cost more than the game.
                let shown = || format!("{year} {month} {day}");
                let Some(date) = Date::new(year, month, day) else {
                    return Err(sc.error_at(at, "a date that exists", &shown()));
                };
                if date > TARGET {
                    return Err(sc.error_at(at, "a date no later than 2001 11 4", &shown()));
                }
                options.judge_limit(sc, at, "a year", year, JUDGE_FIRST_YEAR, TARGET.year)?;
                emit(sink, date)
            },
        )?;
        sc.finish("the last of the T dates")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let first_year = match gen.size {
            Size::Small => 2001,
            Size::Judge => JUDGE_FIRST_YEAR,
            Size::Huge => 1,
        };
        let cases = gen.case_count(50, 1000, 10_000);
        gen.line(&[cases]);
        for _ in 0..cases {
            let year = gen.range(first_year, TARGET.year);
            let date = match gen.range(0, 4) {
                // September 30 and November 30, where parity alone is wrong.
                0 => Date::new(year, gen.pick(&[9, 11]), 30),
                // The last day of a month (February 29 in leap years).
                1 => {
                    let month = gen.range(1, 12);
                    Date::new(year, month, days_in_month(year, month))
                }
                _ => {
                    let month = gen.range(1, 12);
                    Date::new(year, month, gen.range(1, days_in_month(year, month)))
                }
            };
            let date = date.filter(|&d| d <= TARGET).unwrap_or(TARGET);
            gen.line(&[date.year, date.month, date.day]);
        }
        true
    }
}

/// Whether `year month day` is a date that exists, is no later than [`TARGET`] and is in
/// `first_year` or later: `Date::new` and those checks as the record loop needs them. The
/// common case (a year before the target's) is decided without a branch, so that random
/// dates mispredict nothing: one table lookup for the month's length, and the leap-year
/// test counts only for February 29. Anything else takes the plain checks.
#[inline(always)]
fn fast_valid(year: u64, month: u64, day: u64, first_year: u64) -> bool {
    // Days per month with February's 29 (checked below); 0 past December.
    const DAYS: [u8; 16] = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31, 0, 0, 0];
    let longest = u64::from(DAYS[month.min(15) as usize]);
    let in_range = (year >= first_year.max(1))
        & (year < TARGET.year)
        & (day >= 1)
        & (day <= longest)
        & ((month != 2) | (day != 29) | is_leap_year_branchless(year));
    in_range || Date::new(year, month, day).is_some_and(|d| d <= TARGET && year >= first_year)
}

/// [`is_leap_year`] without branches.
#[inline(always)]
fn is_leap_year_branchless(year: u64) -> bool {
    (year % 4 == 0) & ((year % 100 != 0) | (year % 400 == 0))
}

/// Emits the answer for the start date `date`, with its move report in a `--moves` run.
#[inline(always)]
fn emit<S: Sink>(sink: &mut S, date: Date) -> Result<()> {
    if S::MOVES {
        return sink.emit(&WithMoves {
            answer: answer(date),
            moves: |r: &mut Report| report(r, date),
        });
    }
    sink.emit(&answer(date))
}

/// The move report of the start date `date`: month + day (the rule's parity) and the
/// winning moves of `games::calendar::winning_steps`, the next day first. The date after a
/// move is a case of the format (2001-11-04 included, which the format answers `NO`).
fn report(r: &mut Report, date: Date) {
    let p = r.position();
    p.wins(calendar::first_wins(date))
        .fact("month + day", date.month + date.day);
    if matches!((date.month, date.day), (9, 30) | (11, 30)) {
        p.note("September 30 and November 30 are odd dates that win: their next day (October 1, December 1) is odd too");
    }
    for (step, to) in calendar::winning_steps(date) {
        let how = match step {
            calendar::Step::NextDay => "the next day",
            calendar::Step::SameDayNextMonth => "the same day of the next month",
        };
        p.add(
            || format!("move to {how} ({} -> {})", iso(date), iso(to)),
            || After::Input(format!("1\n{} {} {}\n", to.year, to.month, to.day)),
        );
    }
}

/// `2001-11-04`.
fn iso(d: Date) -> String {
    format!("{:04}-{:02}-{:02}", d.year, d.month, d.day)
}

/// The answer for the start date `date`.
#[inline(always)]
fn answer(date: Date) -> Verdict {
    Verdict {
        first_player_wins: calendar::first_wins(date),
        win: b"YES\n",
        lose: b"NO\n",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The record loop's check against `Date::new` and the plain limits, over every year
    /// up past the target (and some far beyond) and every month and day around the valid.
    #[test]
    fn leap_years_branchless() {
        for year in 0..=5000 {
            assert_eq!(
                is_leap_year_branchless(year),
                calendar::is_leap_year(year),
                "{year}"
            );
        }
    }

    #[test]
    fn fast_valid_matches_the_plain_checks() {
        let years = (0..=2003).chain([2004, 2100, 2400, 9999, u64::MAX / 2, u64::MAX]);
        for year in years {
            for month in (0..=17).chain([255, 256, u64::MAX]) {
                for day in (0..=33).chain([255, u64::MAX]) {
                    for first_year in [0, JUDGE_FIRST_YEAR] {
                        let plain = Date::new(year, month, day)
                            .is_some_and(|d| d <= TARGET && year >= first_year);
                        assert_eq!(
                            fast_valid(year, month, day, first_year),
                            plain,
                            "{year} {month} {day} from {first_year}"
                        );
                    }
                }
            }
        }
    }
}
