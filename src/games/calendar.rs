//! The Calendar Game (HDU 1079): from a date, move to the next day or to the same day of the
//! next month (if that date exists); whoever reaches 2001-11-04 wins, and moving past it
//! is never a good move (it loses), so the game is a DAG over the dates up to the target.
//!
//! The rule: the player to move wins iff month + day is even, or the date is September 30
//! or November 30. The target 11/4 has an odd sum and a move usually flips the parity of
//! month + day; the only odd-to-odd moves are 9/30 → 10/1 and 11/30 → 12/1, so those two
//! odd dates can still reach a losing odd date. Every even date has a successor whose sum
//! is odd and is not 9/30 or 11/30 (at month ends: 2/28 → 3/28 or 2/29 → 3/1, 4/30 →
//! 5/30, …), and every other odd date has only even successors. The year decides only
//! which dates exist. The tests check this by backward induction over every date from
//! 0001-01-01 in the proleptic Gregorian calendar.

/// A valid date of the proleptic Gregorian calendar, from 0001-01-01 on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    pub year: u64,
    pub month: u64,
    pub day: u64,
}

/// The date whose reaching wins the game.
pub const TARGET: Date = Date {
    year: 2001,
    month: 11,
    day: 4,
};

pub fn is_leap_year(year: u64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// The number of days of `month` (1..=12) in `year`.
pub fn days_in_month(year: u64, month: u64) -> u64 {
    match month {
        2 if is_leap_year(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    /// The date, if it exists (year ≥ 1, month 1..=12, day within the month).
    pub fn new(year: u64, month: u64, day: u64) -> Option<Date> {
        let valid =
            year >= 1 && (1..=12).contains(&month) && day >= 1 && day <= days_in_month(year, month);
        valid.then_some(Date { year, month, day })
    }

    /// The next calendar day.
    pub fn next_day(self) -> Date {
        if self.day < days_in_month(self.year, self.month) {
            Date {
                day: self.day + 1,
                ..self
            }
        } else if self.month < 12 {
            Date {
                month: self.month + 1,
                day: 1,
                ..self
            }
        } else {
            Date {
                year: self.year + 1,
                month: 1,
                day: 1,
            }
        }
    }

    /// The same day of the next month, if that date exists.
    pub fn same_day_next_month(self) -> Option<Date> {
        if self.month < 12 {
            Date::new(self.year, self.month + 1, self.day)
        } else {
            Date::new(self.year + 1, 1, self.day)
        }
    }

    /// The moves of the game from this date: the successors not past [`TARGET`].
    pub fn moves(self) -> impl Iterator<Item = Date> {
        [Some(self.next_day()), self.same_day_next_month()]
            .into_iter()
            .flatten()
            .filter(|&d| d <= TARGET)
    }
}

/// A move of the Calendar Game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    NextDay,
    SameDayNextMonth,
}

/// The winning moves from `date` (at most [`TARGET`]), the next day first: the moves not
/// past the target that reach a date [`first_wins`] calls lost (the target itself among
/// them). A move past the target loses at once, so it is never one of them. The two
/// successors are always different dates, so these are at most two distinct moves.
pub fn winning_steps(date: Date) -> impl Iterator<Item = (Step, Date)> {
    [
        Some((Step::NextDay, date.next_day())),
        date.same_day_next_month()
            .map(|to| (Step::SameDayNextMonth, to)),
    ]
    .into_iter()
    .flatten()
    .filter(|&(_, to)| to <= TARGET && !first_wins(to))
}

/// Whether the player to move from `date` (at most [`TARGET`]) wins.
///
/// Without branches (`&`/`|`, not `&&`/`||`): the record loop's answers are random, and a
/// jump on the parity mispredicted half of them.
#[inline(always)]
pub fn first_wins(date: Date) -> bool {
    let (m, d) = (date.month, date.day);
    ((m + d) % 2 == 0) | ((d == 30) & ((m == 9) | (m == 11)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn samples_and_traps() {
        let d = |y, m, dd| Date::new(y, m, dd).unwrap();
        assert!(first_wins(d(2001, 11, 3)));
        assert!(!first_wins(d(2001, 11, 2)));
        assert!(!first_wins(d(2001, 10, 3)));
        assert!(!first_wins(TARGET));
        assert!(first_wins(d(1950, 9, 30)));
        assert!(first_wins(d(1950, 11, 30)));
        assert!(Date::new(1900, 2, 29).is_none());
        assert!(Date::new(2000, 2, 29).is_some());
        assert!(Date::new(2001, 4, 31).is_none());
        assert!(Date::new(0, 1, 1).is_none());
        assert!(Date::new(2001, 13, 1).is_none());
        assert!(Date::new(2001, 0, 1).is_none());
        assert!(Date::new(2001, 1, 0).is_none());
    }

    /// Backward induction over the real game: every date from 0001-01-01 to the target,
    /// a date wins iff some move reaches a losing date, the target itself loses.
    #[test]
    fn rule_matches_backward_induction_over_every_date() {
        let mut dates = vec![Date::new(1, 1, 1).unwrap()];
        while *dates.last().unwrap() < TARGET {
            let next = dates.last().unwrap().next_day();
            dates.push(next);
        }
        assert_eq!(dates.len(), 730_793);
        let index: HashMap<Date, usize> = dates.iter().enumerate().map(|(i, &d)| (d, i)).collect();
        let mut wins = vec![false; dates.len()];
        let mut odd_exceptions = 0;
        for i in (0..dates.len()).rev() {
            wins[i] = dates[i].moves().any(|to| !wins[index[&to]]);
            assert_eq!(first_wins(dates[i]), wins[i], "{:?}", dates[i]);
            let want: Vec<Date> = dates[i].moves().filter(|to| !wins[index[to]]).collect();
            let got: Vec<Date> = winning_steps(dates[i]).map(|(_, to)| to).collect();
            assert_eq!(got, want, "{:?}", dates[i]);
            let judge_range = dates[i].year >= 1900;
            if judge_range && matches!((dates[i].month, dates[i].day), (9, 30) | (11, 30)) {
                odd_exceptions += 1;
            }
        }
        // 102 years of 9/30 (1900..=2001) and 101 of 11/30 (2001-11-30 is past the target).
        assert_eq!(odd_exceptions, 203);
    }
}
