//! Grundy tables of one-heap games, and the search that stops at the first certified
//! period (spec table.md §4–§5, §7).
//!
//! [`GrundyTable`] is the core every family shares: the values g(0), g(1), … of one
//! [`HeapGame`] in order, a search that grows them until a certificate of
//! [`crate::period`] holds or a bound is reached, and the answers for any heap
//! afterwards (from the table, or through the period). What differs between families is
//! only the kernel that computes the next values and the certificate that fits them, one
//! room each:
//!
//! - [`subtraction`]: subtraction sets (and rules that are one, see [`rule`]); windows.
//! - [`all_but`]: all-but sets; a repeated state.
//! - [`code`]: octal and hex codes, plain; the Guy–Smith check (or windows without splits).
//! - [`rare_common`]: codes splitting in two, by the rare/common method; Guy–Smith. Its
//!   two fast paths have rooms of their own: [`rare_rows`] (the splits with a rare part,
//!   a block of heaps at a time) and [`lanes`] (the last wanted values, SIMD blocks).
//! - [`rule`]: `rule 'EXPR'`, evaluated move by move (or, for k alone, as a subtraction
//!   set computed once); no certificate, an observed period ([`pattern`]).
//! - [`grundys_game`]: Grundy's game on the rare/common kernel; an observed period.
//!
//! `grundy table` and `grundy snim` both use it.

mod all_but;
mod code;
mod error;
mod grundys_game;
mod lanes;
pub mod pattern;
mod rare_common;
mod rare_rows;
mod rule;
mod subtraction;

use crate::heap_game::{HeapGame, RuleGame, Takes};
use crate::period::{all_but_period, AllButState, AllButStates, Period, SplitCheck, WindowRepeat};
use all_but::AllButKernel;
use code::CodeKernel;
pub use error::TableError;
use rare_common::RareCommonKernel;
use rule::{KAloneKernel, RuleKernel};
use subtraction::SubtractionKernel;

/// The table of one game, its kernel, and its certificate check.
pub struct GrundyTable {
    game: HeapGame,
    values: Vec<u32>,
    kernel: Kernel,
    check: Check,
    period: Option<Period>,
    /// A certificate found past the last search's bound (the window check sees a repeat
    /// a little late, so it looks a little past the bound): true, but not to be reported
    /// unless a later search's bound covers it.
    beyond_bound: Option<Period>,
    /// Never grow the table's allocation past this many values without need (the search
    /// bound), so a table that stops at 2^24 values does not reserve 2^25.
    reserve_limit: usize,
    /// The work spent on values so far, in steps (an option looked at, a mark or a word
    /// of a mex read: about a nanosecond each), and the most a search may spend.
    work: u64,
    work_limit: u64,
    /// The last search stopped at [`GrundyTable::set_work_limit`]'s limit, not its bound.
    work_stopped: bool,
}

/// The families, by the kernel that computes their values.
enum Kernel {
    Subtraction(SubtractionKernel),
    AllBut(Box<AllButKernel>),
    Code(CodeKernel),
    RareCommon(RareCommonKernel),
    KAlone(Box<KAloneKernel>),
    Rule(Box<RuleKernel>),
}

enum Check {
    Windows(WindowRepeat),
    /// Codes with splits: the certificate is tested now and then (see `search`).
    Splits(SplitCheck),
    /// The all-but kernel tests its states itself, value by value.
    States,
    /// No certificate exists for the family: the search computes every value up to its
    /// bound, for the period it shows ([`GrundyTable::observed_period`]).
    None,
    /// The search is over (see [`GrundyTable::end_search`]).
    Ended,
}

/// How many values a subtraction or one-heap code search computes between checks.
const CHUNK: usize = 4096;

impl GrundyTable {
    pub fn new(game: &HeapGame) -> Self {
        let t = game.max_take().unwrap_or(u64::MAX);
        let subtraction = |moves: &[u64]| {
            (
                Kernel::Subtraction(SubtractionKernel::new(moves)),
                Check::Windows(WindowRepeat::new(t, false)),
            )
        };
        let (kernel, check) = match game {
            HeapGame::Subtraction { moves } => subtraction(moves),
            HeapGame::AllBut { excluded } => (
                Kernel::AllBut(Box::new(AllButKernel::new(excluded))),
                Check::States,
            ),
            HeapGame::Code { digits, .. } => {
                let h = game.max_heaps() as u64;
                let check = if h == 1 {
                    Check::Windows(WindowRepeat::new(t, true))
                } else {
                    Check::Splits(SplitCheck::new(h, t))
                };
                let splits_in_two = digits.iter().all(|&d| d & 8 == 0) && h == 2;
                let kernel = if splits_in_two {
                    Kernel::RareCommon(RareCommonKernel::new(digits))
                } else {
                    Kernel::Code(CodeKernel::new(digits))
                };
                (kernel, check)
            }
            HeapGame::Rule(RuleGame { expr, takes }) => match takes {
                Takes::Finite { moves, .. } => subtraction(moves),
                Takes::KAlone => (
                    Kernel::KAlone(Box::new(KAloneKernel::new(expr))),
                    Check::None,
                ),
                Takes::Any => (Kernel::Rule(Box::new(RuleKernel::new(expr))), Check::None),
            },
            HeapGame::GrundysGame => (Kernel::RareCommon(grundys_game::kernel()), Check::None),
        };
        GrundyTable {
            game: game.clone(),
            values: Vec::new(),
            kernel,
            check,
            period: None,
            beyond_bound: None,
            reserve_limit: usize::MAX,
            work: 0,
            work_limit: u64::MAX,
            work_stopped: false,
        }
    }

    /// Lets a search stop, with no period, once the values have cost `limit` steps (checked
    /// between the search's chunks of values, so it may pass it by a few percent): a bound
    /// in time rather than in heaps, for games whose values cost more as they go (codes
    /// with splits: each value looks at every split of its heap). Counted for subtraction
    /// and all-but sets and octal and hex codes (Grundy's game too, on the codes' kernel);
    /// rules are not counted, so a limit never stops them.
    pub fn set_work_limit(&mut self, limit: u64) {
        self.work_limit = limit;
    }

    /// The steps the values so far have cost.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// Whether the last search stopped at the work limit before its bound.
    pub fn work_stopped(&self) -> bool {
        self.work_stopped
    }

    pub fn game(&self) -> &HeapGame {
        &self.game
    }

    /// g(0..len) as computed so far.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The certified period, once a search found one.
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// The period the values so far show, proven by nothing ([`pattern::observed_period`]).
    pub fn observed_period(&self) -> Option<Period> {
        pattern::observed_period(&self.values)
    }

    /// Computes the table up to (excluding) `len` with no certificate check.
    pub fn extend_to(&mut self, len: usize) -> Result<(), TableError> {
        if len <= self.values.len() {
            return Ok(());
        }
        if self.values.capacity() < len {
            let want = len
                .max(self.values.capacity() * 2)
                .min(self.reserve_limit.max(len));
            self.values.reserve_exact(want - self.values.len());
        }
        let values = &mut self.values;
        let from = values.len() as u64;
        let new = len as u64 - from;
        match &mut self.kernel {
            Kernel::Subtraction(k) => {
                self.work += new * k.cost_per_value(len);
                k.extend(values, len)
            }
            Kernel::KAlone(k) => k.extend(values, len)?,
            Kernel::AllBut(k) => {
                self.work += new * k.cost_per_value();
                while values.len() < len {
                    k.push_next(values);
                }
            }
            Kernel::Code(k) => {
                let mut result = Ok(());
                while values.len() < len && result.is_ok() {
                    result = k.push_next(values);
                }
                self.work += std::mem::take(&mut k.steps);
                result?
            }
            Kernel::RareCommon(k) => {
                let mut result = Ok(());
                while values.len() < len && result.is_ok() {
                    result = k.push_next(values);
                }
                self.work += std::mem::take(&mut k.steps);
                result?
            }
            Kernel::Rule(k) => {
                while values.len() < len {
                    k.push_next(values)?;
                }
            }
        }
        Ok(())
    }

    /// Computes values in order, checking for a certificate, until one holds or the table
    /// holds g(0..=bound). `progress` hears the table length now and then.
    pub fn search(
        &mut self,
        bound: u64,
        progress: &mut dyn FnMut(u64),
    ) -> Result<Option<Period>, TableError> {
        self.work_stopped = false;
        if self.period.is_some() {
            return Ok(self.period);
        }
        let target = usize::try_from(bound).unwrap_or(usize::MAX - 1) + 1;
        self.reserve_limit = target;
        if self.shortest_certificate() > target as u64 {
            // No certificate fits: computing the values would prove nothing.
            return Ok(None);
        }
        if let Some(found) = self.beyond_bound {
            if found.certified_len <= target as u64 {
                self.period = Some(found);
            } else {
                self.extend_to(target)?;
            }
            return Ok(self.period);
        }
        loop {
            if let Some(found) = self.certify()? {
                self.period = Some(found);
                return Ok(self.period);
            }
            if self.work >= self.work_limit {
                self.work_stopped = true;
                return Ok(self.period);
            }
            let len = self.values.len();
            if len >= target {
                if let Check::Windows(w) = &mut self.check {
                    // A repeat whose L is within the bound shows at most `lag` values later.
                    let lag = w.lag();
                    self.extend_to(target + lag)?;
                    if let Check::Windows(w) = &mut self.check {
                        if let Some(found) = w.scan(&self.values) {
                            if found.certified_len <= target as u64 {
                                self.period = Some(found);
                            } else {
                                self.beyond_bound = Some(found);
                            }
                        }
                    }
                }
                return Ok(self.period);
            }
            let next = match &mut self.check {
                Check::Windows(_) => len + CHUNK,
                // A check costs about len/h comparisons and a value about len/2 steps,
                // so checking every len/32 values overshoots the certificate by ~3%.
                Check::Splits(_) => len + (len / 32).max(1),
                Check::States => len + 256,
                // Nothing to check: steps only for the progress line (a rule's heap n
                // costs n evaluations).
                Check::None => len + 256,
                Check::Ended => return Ok(None),
            };
            self.extend_to(next.min(target))?;
            progress(self.values.len() as u64);
        }
    }

    /// A lower bound on any certificate's L: t + 1 for one-heap moves (p ≥ 1), h·2 + t
    /// with splits, m + 1 for all-but sets; 0 for families without one (their search
    /// computes every value for the period they show).
    fn shortest_certificate(&self) -> u64 {
        let t = self.game.max_take().unwrap_or(0);
        match self.check {
            Check::Splits(_) => (2 * self.game.max_heaps() as u64).saturating_add(t),
            Check::None => 0,
            _ => t.saturating_add(1),
        }
    }

    /// The certificate the values so far give, finishing the all-but one.
    fn certify(&mut self) -> Result<Option<Period>, TableError> {
        match &mut self.check {
            Check::Ended | Check::None => Ok(None),
            Check::Windows(w) => Ok(w.scan(&self.values)),
            Check::Splits(check) => Ok(check.test(&self.values)),
            Check::States => {
                let Kernel::AllBut(k) = &mut self.kernel else {
                    return Ok(None);
                };
                let Some((x, n)) = k.repeat else {
                    return Ok(None);
                };
                let m = k.m;
                // p divides n − x, so two more spans decide p, s and e exactly.
                self.extend_to(x + 2 * (n - x))?;
                let shift =
                    AllButState::at(&self.values, n, m).mu - AllButState::at(&self.values, x, m).mu;
                Ok(Some(all_but_period(&self.values, x, n, shift)))
            }
        }
    }

    /// Frees what the certificate check keeps (the window set can be larger than the
    /// table); later searches find nothing new, plain extensions still work.
    pub fn end_search(&mut self) {
        self.check = Check::Ended;
        if let Kernel::AllBut(k) = &mut self.kernel {
            k.states = AllButStates::default();
        }
    }

    /// Frees the working memory the kernel can rebuild from the table (a subtraction set's
    /// window of one-hot masks, up to 16 bytes per unit of max(S)), for a table that is
    /// kept for later but may not grow again soon. Growing it later works as before.
    pub fn release_scratch(&mut self) {
        match &mut self.kernel {
            Kernel::Subtraction(k) => k.release(),
            Kernel::RareCommon(k) => k.release(),
            _ => {}
        }
    }

    /// g(heap), from the table or through the certified period; None when neither has it.
    pub fn value(&self, heap: u64) -> Option<u64> {
        self.value_through(heap, self.period)
    }

    /// g(heap), from the table or through `period` (which the caller vouches for: the
    /// certified one, or an observed one the user chose to assume).
    pub fn value_through(&self, heap: u64, period: Option<Period>) -> Option<u64> {
        if let Some(&v) = usize::try_from(heap).ok().and_then(|h| self.values.get(h)) {
            return Some(v as u64);
        }
        let p = period?;
        let cycles = (heap - p.preperiod) / p.period;
        let base = *self
            .values
            .get((p.preperiod + (heap - p.preperiod) % p.period) as usize)?
            as u64;
        // All-but values satisfy g(H) ≤ H, so this fits; saturate rather than wrap anyway.
        Some(base.saturating_add(cycles.saturating_mul(p.saltus)))
    }
}

#[cfg(test)]
mod reference;
#[cfg(test)]
mod tests;
