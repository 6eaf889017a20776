//! Inputs for problem setters: a seeded generator of valid judge inputs at three sizes.
//!
//! The generator is ChaCha8 from `rand_chacha`, a named algorithm whose stream is the same
//! on every machine, and every draw goes through u64 ranges (never `usize`), so one seed
//! gives the same bytes everywhere. Each problem writes its own format in its file
//! ([`crate::problems::Solve::generate`]); this module holds the shared draws and the
//! number formatting.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// How large a generated input is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Size {
    /// Small enough that an exhaustive game search can check every answer.
    Small,
    /// Exactly at the judge's limits: its maxima and its largest counts.
    Judge,
    /// Beyond the judge's limits, up to what grundy accepts.
    Huge,
}

/// The state of one generation: the seeded generator, the request and the bytes written.
pub struct Gen {
    rng: ChaCha8Rng,
    pub size: Size,
    /// Cases asked for with `--cases`; problems take their own default per size.
    pub cases: Option<u64>,
    pub out: Vec<u8>,
}

impl Gen {
    pub fn new(seed: u64, size: Size, cases: Option<u64>) -> Self {
        Gen {
            rng: ChaCha8Rng::seed_from_u64(seed),
            size,
            cases,
            out: Vec::new(),
        }
    }

    /// The number of cases: the one asked for, else the default of this size.
    pub fn case_count(&self, small: u64, judge: u64, huge: u64) -> u64 {
        self.cases.unwrap_or(match self.size {
            Size::Small => small,
            Size::Judge => judge,
            Size::Huge => huge,
        })
    }

    /// One of three values by size: a typical bound for small, the judge's, and beyond.
    pub fn by_size(&self, small: u64, judge: u64, huge: u64) -> u64 {
        match self.size {
            Size::Small => small,
            Size::Judge => judge,
            Size::Huge => huge,
        }
    }

    /// A uniform value in lo..=hi.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        self.rng.gen_range(lo..=hi)
    }

    /// A value in 0..=max that favours the ends: 0, 1, max − 1 and max each come with
    /// probability 1/16, so limits and their neighbours are met in every large input.
    pub fn value(&mut self, max: u64) -> u64 {
        match self.rng.gen_range(0u64..16) {
            0 => 0,
            1 => 1.min(max),
            2 => max.saturating_sub(1),
            3 => max,
            _ => self.range(0, max),
        }
    }

    /// True with probability num/den.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.rng.gen_range(0..den) < num
    }

    /// One of `items`, uniformly.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.rng.gen_range(0..items.len() as u64) as usize]
    }

    /// Writes `v` and a space (a line's last number: see [`Gen::end_line`]).
    pub fn num(&mut self, v: u64) {
        self.out
            .extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
        self.out.push(b' ');
    }

    /// Ends a line, replacing the space after its last number.
    pub fn end_line(&mut self) {
        if self.out.last() == Some(&b' ') {
            self.out.pop();
        }
        self.out.push(b'\n');
    }

    /// Writes one line of numbers.
    pub fn line(&mut self, values: &[u64]) {
        for &v in values {
            self.num(v);
        }
        self.end_line();
    }
}
