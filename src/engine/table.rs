//! Grundy tables of one-heap games, and the search that stops at the first certified
//! period (spec table.md §4–§5, §7).
//!
//! [`GrundyTable`] holds g(0), g(1), … of one [`HeapGame`], computed in order by a kernel
//! for its family, and the certificate check of [`crate::engine::period`] that fits the
//! family. A search stops at the first heap where a certificate holds, or at its bound;
//! afterwards g(H) for any H is read from the table or through the period. `grundy table`
//! and `grundy snim` both use it.

use std::collections::BTreeSet;

use crate::engine::heap_game::HeapGame;
use crate::engine::period::{
    all_but_period, AllButState, AllButStates, Period, SplitCheck, WindowRepeat,
};

/// A value that does not fit the table's 32-bit entries (never seen in practice: it needs
/// billions of options at one heap); reported rather than wrapped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValueTooLarge {
    pub heap: u64,
}

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

enum Kernel {
    Subtraction(SubtractionKernel),
    AllBut(Box<AllButKernel>),
    Code(CodeKernel),
    RareCommon(RareCommonKernel),
}

enum Check {
    Windows(WindowRepeat),
    /// Codes with splits: the certificate is tested now and then (see `search`).
    Splits(SplitCheck),
    /// The all-but kernel tests its states itself, value by value.
    States,
    /// The search is over (see [`GrundyTable::end_search`]).
    Ended,
}

/// How many values a subtraction or one-heap code search computes between checks.
const CHUNK: usize = 4096;

impl GrundyTable {
    pub fn new(game: &HeapGame) -> Self {
        let t = game.max_take();
        let (kernel, check) = match game {
            HeapGame::Subtraction { moves } => (
                Kernel::Subtraction(SubtractionKernel::new(moves)),
                Check::Windows(WindowRepeat::new(t, false)),
            ),
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
    /// with splits: each value looks at every split of its heap).
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

    /// Computes the table up to (excluding) `len` with no certificate check.
    pub fn extend_to(&mut self, len: usize) -> Result<(), ValueTooLarge> {
        if len <= self.values.len() {
            return Ok(());
        }
        if self.values.capacity() < len {
            let want = len
                .max(self.values.capacity() * 2)
                .min(self.reserve_limit.max(len));
            self.values.reserve_exact(want - self.values.len());
        }
        let from = self.values.len() as u64;
        let result = match &mut self.kernel {
            Kernel::Subtraction(k) => {
                k.extend(&mut self.values, len);
                let reach = k.moves.partition_point(|&s| s < len as u64) as u64;
                self.work += (len as u64 - from) * (reach + 8);
                Ok(())
            }
            Kernel::AllBut(k) => {
                while self.values.len() < len {
                    k.push_next(&mut self.values);
                }
                self.work += (len as u64 - from) * (k.allowed.len() + k.m + 8) as u64;
                Ok(())
            }
            Kernel::Code(k) => {
                let mut result = Ok(());
                while self.values.len() < len && result.is_ok() {
                    result = k.push_next(&mut self.values);
                }
                self.work += std::mem::take(&mut k.steps);
                result
            }
            Kernel::RareCommon(k) => {
                let mut result = Ok(());
                while self.values.len() < len && result.is_ok() {
                    result = k.push_next(&mut self.values);
                }
                self.work += std::mem::take(&mut k.steps);
                result
            }
        };
        result
    }

    /// Computes values in order, checking for a certificate, until one holds or the table
    /// holds g(0..=bound). `progress` hears the table length now and then.
    pub fn search(
        &mut self,
        bound: u64,
        progress: &mut dyn FnMut(u64),
    ) -> Result<Option<Period>, ValueTooLarge> {
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
        self.work_stopped = false;
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
                Check::Ended => return Ok(None),
            };
            self.extend_to(next.min(target))?;
            progress(self.values.len() as u64);
        }
    }

    /// A lower bound on any certificate's L: t + 1 for one-heap moves (p ≥ 1), h·2 + t
    /// with splits, m + 1 for all-but sets.
    fn shortest_certificate(&self) -> u64 {
        let t = self.game.max_take();
        match self.check {
            Check::Splits(_) => (2 * self.game.max_heaps() as u64).saturating_add(t),
            _ => t.saturating_add(1),
        }
    }

    /// The certificate the values so far give, finishing the all-but one.
    fn certify(&mut self) -> Result<Option<Period>, ValueTooLarge> {
        match &mut self.check {
            Check::Ended => Ok(None),
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
        if let Kernel::Subtraction(k) = &mut self.kernel {
            k.release();
        }
    }

    /// g(heap), from the table or through the period; None when neither has it.
    pub fn value(&self, heap: u64) -> Option<u64> {
        if let Some(&v) = usize::try_from(heap).ok().and_then(|h| self.values.get(h)) {
            return Some(v as u64);
        }
        let p = self.period?;
        let cycles = (heap - p.preperiod) / p.period;
        let base = self.values[(p.preperiod + (heap - p.preperiod) % p.period) as usize] as u64;
        // All-but values satisfy g(H) ≤ H, so this fits; saturate rather than wrap anyway.
        Some(base.saturating_add(cycles.saturating_mul(p.saltus)))
    }
}

/// All-but games: g(n) = mex { g(j) : j < n, n − j ∉ X }.
///
/// Every heap below n − m is an option of heap n, so the kernel keeps the set of their
/// values (a bitset, its mex μ, and the values above μ) and adds the allowed ones among the
/// last m. It also hashes the state R(n) of spec §5.3 at every n ≥ m until one repeats.
struct AllButKernel {
    m: usize,
    /// The distances i in 1..=m a move may take (i ∉ X).
    allowed: Vec<usize>,
    present: Vec<u64>,
    mu: u64,
    above: BTreeSet<u32>,
    stamp: Vec<usize>,
    states: AllButStates,
    /// (x, n) with R(x) = R(n), the first repeat.
    repeat: Option<(usize, usize)>,
}

impl AllButKernel {
    fn new(excluded: &[u64]) -> Self {
        let m = excluded.last().copied().unwrap_or(0) as usize;
        AllButKernel {
            m,
            allowed: (1..=m)
                .filter(|&i| excluded.binary_search(&(i as u64)).is_err())
                .collect(),
            present: Vec::new(),
            mu: 0,
            above: BTreeSet::new(),
            stamp: Vec::new(),
            states: AllButStates::default(),
            repeat: None,
        }
    }

    fn is_present(&self, v: u64) -> bool {
        self.present
            .get((v / 64) as usize)
            .is_some_and(|w| w >> (v % 64) & 1 == 1)
    }

    fn add_present(&mut self, v: u32) {
        let word = v as usize / 64;
        if self.present.len() <= word {
            self.present.resize(word + 1, 0);
        }
        self.present[word] |= 1 << (v % 64);
        if v as u64 == self.mu {
            loop {
                self.mu += 1;
                if !self.is_present(self.mu) {
                    break;
                }
                self.above.remove(&(self.mu as u32));
            }
        } else if v as u64 > self.mu {
            self.above.insert(v);
        }
    }

    fn push_next(&mut self, values: &mut Vec<u32>) {
        let n = values.len();
        let mark = n + 1;
        for &i in &self.allowed {
            if i > n {
                break;
            }
            let v = values[n - i] as usize;
            if self.stamp.len() <= v {
                self.stamp.resize(v + 1, 0);
            }
            self.stamp[v] = mark;
        }
        let mut v = self.mu;
        while self.is_present(v) || self.stamp.get(v as usize) == Some(&mark) {
            v += 1;
        }
        // v ≤ n: it fits (tables stay far below 2^32 values).
        values.push(v as u32);
        if n >= self.m {
            self.add_present(values[n - self.m]);
        }
        let len = n + 1;
        if self.repeat.is_none() && len >= self.m {
            let hash = self.state_hash(values, len);
            if let Some(x) = self.states.repeat(values, len, self.m, hash) {
                self.repeat = Some((x, len));
            }
        }
    }

    /// A hash of R(len): the values above μ and the last m values, both relative to μ.
    fn state_hash(&self, values: &[u32], len: usize) -> u64 {
        let mix = |h: u64, v: u64| (h ^ v).wrapping_mul(0x0100_0000_01B3).rotate_left(29);
        let mu = self.mu;
        let mut h = self
            .above
            .iter()
            .fold(0xCBF2_9CE4_8422_2325, |h, &v| mix(h, v as u64 - mu));
        h = mix(h, u64::MAX);
        for &v in values[len - self.m..len].iter().rev() {
            let rel = if v as u64 >= mu {
                v as u64 - mu
            } else {
                u64::MAX
            };
            h = mix(h, rel);
        }
        h
    }
}

/// Octal codes whose splits leave two heaps: the rare/common method of Gangolli and
/// Plambeck (1989), in our own words.
///
/// A mask M splits values into two classes by the parity of the bits of v & M: class 1
/// ("common") and class 0 ("rare", which holds 0). The xor of two common values is rare, so
/// a split g(a) ⊕ g(b) can be a common value only if a or b is a rare heap. With M chosen
/// so that rare heaps are few, the splits involving a rare heap are all marked (one per
/// rare heap), which finds c, the least common value that is not an option. The mex is c
/// unless some rare value below c is missing too; those few candidates are then looked for
/// among all splits, stopping as soon as each is found (usually after a few pairs).
/// The mask is chosen again whenever the table doubles, as the one with the most common
/// heaps so far.
struct RareCommonKernel {
    digits: Vec<u8>,
    singles: Vec<usize>,
    pairs: Vec<usize>,
    mask: u32,
    /// Heaps a ≥ 1 whose value is rare, ascending.
    rare: Vec<u32>,
    /// How many heaps ≥ 1 have each value.
    histogram: Vec<u64>,
    next_choice: usize,
    /// One byte per value below `cap` (and one for `cap`): the marks of the options,
    /// stores with no read-modify-write chain between them.
    hit: Vec<u8>,
    cap: u64,
    /// Steps since the table last collected them (see [`GrundyTable::work`]).
    steps: u64,
}

impl RareCommonKernel {
    fn new(digits: &[u8]) -> Self {
        let with = |bit: u8| digits_with(digits, bit);
        let mut kernel = RareCommonKernel {
            digits: digits.to_vec(),
            singles: with(2),
            pairs: with(4),
            mask: 0,
            rare: Vec::new(),
            histogram: Vec::new(),
            next_choice: 16,
            hit: Vec::new(),
            cap: 64,
            steps: 0,
        };
        kernel.resize();
        kernel
    }

    fn is_common(&self, v: u32) -> bool {
        (v & self.mask).count_ones() % 2 == 1
    }

    /// Sizes the marks for `cap` (plus one for a mex equal to it).
    fn resize(&mut self) {
        self.hit.resize(self.cap as usize + 1, 0);
    }

    /// Takes the mask with the most common heaps so far, and lists the rare heaps again.
    fn choose_mask(&mut self, values: &[u32]) {
        let count_rare = |mask: u32| -> u64 {
            self.histogram
                .iter()
                .enumerate()
                .filter(|&(v, _)| (v as u32 & mask).count_ones() % 2 == 0)
                .map(|(_, &c)| c)
                .sum()
        };
        let best = (1..self.cap as u32)
            .map(|mask| (count_rare(mask), mask))
            .min()
            .map_or(0, |(_, mask)| mask);
        self.steps += self.cap * self.histogram.len() as u64;
        if best != self.mask {
            self.mask = best;
            self.rare = (1..values.len() as u32)
                .filter(|&a| !self.is_common(values[a as usize]))
                .collect();
            self.resize();
        }
    }

    /// Every option marked, one byte per value, and the mex read off: for dense values
    /// (Treblecross), where a quarter or more of the heaps are rare whatever the mask.
    fn mex_dense(&mut self, values: &[u32]) -> u64 {
        self.mark_one_heap_options(values);
        let n = values.len();
        let hit = &mut self.hit;
        for &k in &self.pairs {
            if n >= k + 2 {
                for x in split_values(values, n - k) {
                    hit[x as usize] = 1;
                }
                self.steps += (n - k) as u64 / 2;
            }
        }
        hit.iter().position(|&h| h == 0).unwrap_or(hit.len()) as u64
    }

    /// Clears the marks, then marks the options that leave at most one heap: the whole heap
    /// taken (bit 0 of digit n) and k taken for every single-heap digit k.
    fn mark_one_heap_options(&mut self, values: &[u32]) {
        let n = values.len();
        let hit = &mut self.hit;
        hit.fill(0);
        self.steps += (hit.len() + self.singles.len()) as u64;
        if n < self.digits.len() && self.digits[n] & 1 != 0 {
            hit[0] = 1;
        }
        for &k in &self.singles {
            if n > k {
                hit[values[n - k] as usize] = 1;
            }
        }
    }

    fn push_next(&mut self, values: &mut Vec<u32>) -> Result<(), ValueTooLarge> {
        let n = values.len();
        if n == self.next_choice {
            self.choose_mask(values);
            self.next_choice *= 2;
        }
        let mex = if self.rare.len() * 4 > n {
            self.mex_dense(values)
        } else {
            self.mex_sparse(values)
        };
        let value = u32::try_from(mex)
            .ok()
            .filter(|&v| v < u32::MAX / 2)
            .ok_or(ValueTooLarge { heap: n as u64 })?;
        values.push(value);
        if n >= 1 {
            let v = value as usize;
            if self.histogram.len() <= v {
                self.histogram.resize(v + 1, 0);
            }
            self.histogram[v] += 1;
            if !self.is_common(value) {
                self.rare.push(n as u32);
            }
        }
        if mex >= self.cap {
            self.cap = (mex + 1).next_power_of_two();
            self.resize();
        }
        Ok(())
    }

    /// The mex by the rare/common split (see the type's comment). Marks are bytes of
    /// `hit`: 1 for an option found, 2 for a rare value still wanted.
    fn mex_sparse(&mut self, values: &[u32]) -> u64 {
        self.mark_one_heap_options(values);
        let n = values.len();
        let hit = &mut self.hit;
        // Every split with a rare part, both ways round.
        for &k in &self.pairs {
            if n >= k + 2 {
                let r = n - k;
                let mut looked = 0;
                for &a in &self.rare {
                    let a = a as usize;
                    if a >= r {
                        break;
                    }
                    hit[(values[a] ^ values[r - a]) as usize] = 1;
                    looked += 1;
                }
                self.steps += looked;
            }
        }
        // c: the least common value missing; the rare values below it still wanted.
        let mask = self.mask;
        let mut c = hit.len() as u64;
        let mut wanted = 0usize;
        for (v, h) in hit.iter_mut().enumerate() {
            if *h == 0 {
                if (v as u32 & mask).count_ones() % 2 == 1 {
                    c = v as u64;
                    break;
                }
                *h = 2;
                wanted += 1;
            }
        }
        if wanted > 0 {
            'splits: for &k in &self.pairs {
                if n < k + 2 {
                    continue;
                }
                for x in split_values(values, n - k) {
                    self.steps += 1;
                    let h = &mut hit[x as usize];
                    if *h == 2 {
                        *h = 1;
                        wanted -= 1;
                        if wanted == 0 {
                            break 'splits;
                        }
                    }
                }
            }
        }
        hit[..c as usize]
            .iter()
            .position(|&h| h == 2)
            .map_or(c, |v| v as u64)
    }
}

/// The k whose digit of a code has `bit` set (2: take k leaving one heap, 4: leaving two, 8:
/// leaving three).
fn digits_with(digits: &[u8], bit: u8) -> Vec<usize> {
    (0..digits.len())
        .filter(|&k| digits[k] & bit != 0)
        .collect()
}

/// The values g(a) ⊕ g(r − a) of the splits of a heap of r into two non-empty heaps, each
/// unordered split once (a ≤ r − a).
fn split_values(values: &[u32], r: usize) -> impl Iterator<Item = u32> + '_ {
    let half = r / 2;
    values[1..=half]
        .iter()
        .zip(values[r - half..r].iter().rev())
        .map(|(&a, &b)| a ^ b)
}

/// Octal and hexadecimal codes, straight from the rules of spec §3.1.
///
/// The values of the options of heap n are marked in a bitset of `cap` bits, `cap` a power
/// of two above every value so far (so every xor of values is below it too). Splits into
/// two heaps of a remainder r are the set P(r) = { g(a) ⊕ g(r − a) }; with one splitting
/// digit P(n − k) is marked directly, with several (or with three-heap splits, which need
/// every P(s)) each P(r) is computed once and kept as a list.
struct CodeKernel {
    digits: Vec<u8>,
    singles: Vec<usize>,
    pairs: Vec<usize>,
    triples: Vec<usize>,
    keep_pair_sets: bool,
    pair_sets: Vec<Vec<u32>>,
    seen: Vec<u64>,
    scratch: Vec<u64>,
    cap: u64,
    /// Steps since the table last collected them (see [`GrundyTable::work`]).
    steps: u64,
}

impl CodeKernel {
    fn new(digits: &[u8]) -> Self {
        let with = |bit: u8| digits_with(digits, bit);
        let pairs = with(4);
        let triples = with(8);
        CodeKernel {
            digits: digits.to_vec(),
            singles: with(2),
            keep_pair_sets: pairs.len() > 1 || !triples.is_empty(),
            pairs,
            triples,
            pair_sets: Vec::new(),
            seen: vec![0; 2],
            scratch: vec![0; 2],
            cap: 64,
            steps: 0,
        }
    }

    /// Makes sure P(s) is known for every s ≤ r (values must hold g(0..r)).
    fn ensure_pair_sets(&mut self, values: &[u32], r: usize) {
        while self.pair_sets.len() <= r {
            let s = self.pair_sets.len();
            let mut list = Vec::new();
            self.steps += (s / 2 + self.scratch.len()) as u64;
            if s >= 2 {
                for v in split_values(values, s) {
                    self.scratch[v as usize / 64] |= 1 << (v % 64);
                }
                for (w, word) in self.scratch.iter_mut().enumerate() {
                    while *word != 0 {
                        let bit = word.trailing_zeros();
                        list.push((w * 64) as u32 + bit);
                        *word &= *word - 1;
                    }
                }
            }
            self.pair_sets.push(list);
        }
    }

    fn push_next(&mut self, values: &mut Vec<u32>) -> Result<(), ValueTooLarge> {
        let n = values.len();
        self.steps += (self.seen.len() + self.singles.len()) as u64;
        let seen = &mut self.seen;
        seen.fill(0);
        let mark = |seen: &mut Vec<u64>, v: u32| seen[v as usize / 64] |= 1 << (v % 64);
        if n < self.digits.len() && self.digits[n] & 1 != 0 {
            mark(seen, 0);
        }
        for &k in &self.singles {
            if n > k {
                mark(seen, values[n - k]);
            }
        }
        if self.keep_pair_sets {
            if let Some(&k_min) = self.pairs.first().into_iter().chain(&self.triples).min() {
                if n > k_min {
                    self.ensure_pair_sets(values, n - k_min);
                }
            }
            let seen = &mut self.seen;
            for &k in &self.pairs {
                if n >= k + 2 {
                    for &v in &self.pair_sets[n - k] {
                        mark(seen, v);
                    }
                    self.steps += self.pair_sets[n - k].len() as u64;
                }
            }
            for &k in &self.triples {
                if n >= k + 3 {
                    let r = n - k;
                    for (a, &ga) in values.iter().enumerate().take(r - 1).skip(1) {
                        for &v in &self.pair_sets[r - a] {
                            mark(seen, ga ^ v);
                        }
                        // A mark here waits for the one before it (the same few words):
                        // about three times the cost of a plain step.
                        self.steps += 1 + 3 * self.pair_sets[r - a].len() as u64;
                    }
                }
            }
            // Without three-heap splits only the last t + 1 sets are ever read again.
            if self.triples.is_empty() && n >= self.digits.len() {
                let old = n - self.digits.len();
                if let Some(set) = self.pair_sets.get_mut(old) {
                    *set = Vec::new();
                }
            }
        } else if let Some(&k) = self.pairs.first() {
            if n >= k + 2 {
                let r = n - k;
                let half = r / 2;
                self.steps += half as u64;
                for (&a, &b) in values[1..=half]
                    .iter()
                    .zip(values[r - half..r].iter().rev())
                {
                    let v = a ^ b;
                    seen[v as usize / 64] |= 1 << (v % 64);
                }
            }
        }
        let seen = &self.seen;
        let mex = seen
            .iter()
            .enumerate()
            .find(|(_, &w)| w != u64::MAX)
            .map(|(i, &w)| i as u64 * 64 + (!w).trailing_zeros() as u64)
            .unwrap_or(seen.len() as u64 * 64);
        let value = u32::try_from(mex)
            .ok()
            .filter(|&v| v < u32::MAX / 2)
            .ok_or(ValueTooLarge { heap: n as u64 })?;
        if mex >= self.cap {
            self.cap = (mex + 1).next_power_of_two();
            let words = self.cap as usize / 64 + 1;
            self.seen.resize(words, 0);
            self.scratch.resize(words, 0);
        }
        values.push(value);
        Ok(())
    }
}

/// Subtraction sets: g(n) = mex { g(n − s) : s ∈ S, s ≤ n }.
///
/// Values are at most |S|. For |S| < 128 the recent values are kept one-hot in a window
/// (see [`OneHot`]); larger sets take the mex with a stamp array.
struct SubtractionKernel {
    moves: Vec<u64>,
    stamp: Vec<u32>,
    stamp_now: u32,
    window: Window,
    /// The narrowest window width (0 Tiny, 1 Narrow, 2 Wide) the values so far allow.
    width: u8,
}

impl SubtractionKernel {
    /// `moves` ascending and distinct, none zero.
    fn new(moves: &[u64]) -> Self {
        SubtractionKernel {
            stamp: vec![0; moves.len() + 1],
            moves: moves.to_vec(),
            stamp_now: 0,
            window: Window::None,
            width: 0,
        }
    }

    /// Fills the table up to (excluding) `len`.
    fn extend(&mut self, table: &mut Vec<u32>, len: usize) {
        let from = table.len();
        if len <= from {
            return;
        }
        // Values are at most |S|, so a 128-bit mask holds every reachable value when |S| < 128.
        if self.moves.len() < 128 {
            self.extend_masked(table, len);
        } else {
            for x in from..len {
                let g = self.mex_stamped(table, x as u64);
                table.push(g);
            }
        }
    }

    /// The |S| < 128 path: values one-hot in a sliding window, 32 bits wide until a value
    /// reaches 32, then 64 until one reaches 64 (which needs 64 moves), then 128.
    fn extend_masked(&mut self, table: &mut Vec<u32>, len: usize) {
        // Only moves that fit below `len` can be made; the window spans the largest.
        let offsets: Vec<usize> = self
            .moves
            .iter()
            .take_while(|&&s| s < len as u64)
            .map(|&s| s as usize)
            .collect();
        let span = offsets.last().copied().unwrap_or(0);
        loop {
            let done = match &mut self.window {
                Window::Tiny(w) if w.span == span => w.extend(&offsets, table, len),
                Window::Narrow(w) if w.span == span => w.extend(&offsets, table, len),
                Window::Wide(w) if w.span == span => w.extend(&offsets, table, len),
                _ => {
                    // None yet, or a larger move came into reach: build one at least as
                    // wide as before, wide enough for the values it starts with.
                    self.window = Window::at_least(self.width, table, span);
                    self.width = self.window.width();
                    continue;
                }
            };
            if done {
                return;
            }
            // A value too large for the masks may be due: widen and go on from where it
            // stopped.
            self.width = self.window.width() + 1;
            self.window = Window::at_least(self.width, table, span);
            self.width = self.window.width();
        }
    }

    /// Drops the window (rebuilt from the table when the table grows again).
    fn release(&mut self) {
        self.window = Window::None;
    }

    fn mex_stamped(&mut self, table: &[u32], x: u64) -> u32 {
        self.stamp_now = self.stamp_now.wrapping_add(1);
        if self.stamp_now == 0 {
            self.stamp.fill(0);
            self.stamp_now = 1;
        }
        for &s in &self.moves {
            if s > x {
                break;
            }
            let g = table[(x - s) as usize] as usize;
            if g < self.stamp.len() {
                self.stamp[g] = self.stamp_now;
            }
        }
        self.stamp
            .iter()
            .position(|&t| t != self.stamp_now)
            .unwrap_or(self.stamp.len()) as u32
    }
}

/// Which one-hot window the |S| < 128 path is using.
enum Window {
    None,
    Tiny(OneHot<u32, 1, 64>),
    Narrow(OneHot<u64, 1, 32>),
    Wide(OneHot<u64, 2, 16>),
}

impl Window {
    /// 0 Tiny, 1 Narrow, 2 Wide.
    fn width(&self) -> u8 {
        match self {
            Window::None | Window::Tiny(_) => 0,
            Window::Narrow(_) => 1,
            Window::Wide(_) => 2,
        }
    }

    /// A window of the last `span` values of `table`, `width` wide or wider if one of
    /// them needs it.
    fn at_least(width: u8, table: &[u32], span: usize) -> Window {
        let largest = table[table.len() - table.len().min(span)..]
            .iter()
            .copied()
            .max()
            .unwrap_or(0);
        let needed = if largest >= 64 {
            2
        } else {
            u8::from(largest >= 32)
        };
        match width.max(needed) {
            0 => Window::Tiny(OneHot::new(table, span)),
            1 => Window::Narrow(OneHot::new(table, span)),
            _ => Window::Wide(OneHot::new(table, span)),
        }
    }
}

/// The word of a one-hot mask: u32 while every value is below 32 (half the bytes to OR),
/// else u64.
trait Word: Copy + Default + Eq + std::ops::BitOrAssign {
    const BITS: u32;
    const ALL: Self;
    fn bit(i: u32) -> Self;
    /// The number of trailing one bits.
    fn trailing_ones(self) -> u32;
}

impl Word for u32 {
    const BITS: u32 = 32;
    const ALL: Self = u32::MAX;
    #[inline(always)]
    fn bit(i: u32) -> Self {
        1 << i
    }
    #[inline(always)]
    fn trailing_ones(self) -> u32 {
        u32::trailing_ones(self)
    }
}

impl Word for u64 {
    const BITS: u32 = 64;
    const ALL: Self = u64::MAX;
    #[inline(always)]
    fn bit(i: u32) -> Self {
        1 << i
    }
    #[inline(always)]
    fn trailing_ones(self) -> u32 {
        u64::trailing_ones(self)
    }
}

/// The last `span` Grundy values (and zeros for heaps below 0) as one-hot masks of `N`
/// words `W`, so the mex of g(x - s) over S is an OR of masks and a count of trailing ones.
///
/// Heaps are computed `T` at a time. A move s ≥ T reads only heaps before the group, so for
/// each such move `T` contiguous masks are OR-ed into `T` accumulators: a loop of vector
/// ORs with no data-dependent shifts, compiled for AVX2 when the CPU has it (through
/// `pulp`'s run-time dispatch). The few moves s < T read heaps of the group itself: they are
/// OR-ed in lane by lane, in heap order, just before each lane's mex. So every group is
/// full width whatever min(S) is (a set with a move of 1 used to go one heap at a time).
struct OneHot<W: Word, const N: usize, const T: usize> {
    /// The largest move in use: the window always holds the `span` values before the next
    /// heap to compute.
    span: usize,
    masks: Vec<[W; N]>,
}

impl<W: Word, const N: usize, const T: usize> OneHot<W, N, T> {
    /// A window for the next heap after `table`.
    fn new(table: &[u32], span: usize) -> Self {
        let have = table.len().min(span);
        let mut masks = Vec::with_capacity(span + T);
        masks.resize(span - have, [W::default(); N]);
        masks.extend(
            table[table.len() - have..]
                .iter()
                .map(|&g| one_hot::<W, N>(g)),
        );
        OneHot { span, masks }
    }

    /// Extends `table` to `len` values using `offsets` (the moves, ascending, all at most
    /// `span`). Returns false, with the table consistent so far, when a value would not fit
    /// in `N` words.
    fn extend(&mut self, offsets: &[usize], table: &mut Vec<u32>, len: usize) -> bool {
        if offsets.is_empty() {
            // No move fits: every heap is a loss.
            let from = table.len();
            table.resize(len.max(from), 0);
            self.masks.extend((from..len).map(|_| one_hot::<W, N>(0)));
            self.trim();
            return true;
        }
        let split = offsets.partition_point(|&s| s < T);
        pulp::Arch::new().dispatch(Extend {
            window: self,
            small: &offsets[..split],
            large: &offsets[split..],
            table,
            len,
        })
    }

    /// The body of [`Self::extend`], inlined into each instruction set's copy. `small` are
    /// the moves below `T`, `large` the others.
    #[inline(always)]
    fn extend_inline(
        &mut self,
        small: &[usize],
        large: &[usize],
        table: &mut Vec<u32>,
        len: usize,
    ) -> bool {
        while table.len() < len {
            let lanes = T.min(len - table.len());
            // masks[b0] is the group's first heap; masks[b0 - s] is that heap minus s.
            let b0 = self.masks.len();
            let mut acc = [[W::default(); N]; T];
            for &s in large {
                let lanes: &[[W; N]; T] = match self.masks[b0 - s..b0 - s + T].try_into() {
                    Ok(l) => l,
                    Err(_) => unreachable!("a slice of length T"),
                };
                for t in 0..T {
                    for k in 0..N {
                        acc[t][k] |= lanes[t][k];
                    }
                }
            }
            for (t, seen) in acc.iter_mut().enumerate().take(lanes) {
                for &s in small {
                    let m = self.masks[b0 + t - s];
                    for k in 0..N {
                        seen[k] |= m[k];
                    }
                }
                let Some(g) = mex::<W, N>(seen) else {
                    return false;
                };
                table.push(g);
                self.masks.push(one_hot::<W, N>(g));
            }
            self.trim();
        }
        true
    }

    /// Drops masks older than the span, now and then, so the window stays small.
    /// (A quarter of the span as slack: the window of a move of 2^24 stays near 170 MiB.)
    fn trim(&mut self) {
        if self.masks.len() > self.span + self.span / 4 + 4096 {
            self.masks.drain(..self.masks.len() - self.span);
        }
    }
}

/// [`OneHot::extend`] as an operation `pulp` runs with the best instruction set present.
struct Extend<'a, W: Word, const N: usize, const T: usize> {
    window: &'a mut OneHot<W, N, T>,
    small: &'a [usize],
    large: &'a [usize],
    table: &'a mut Vec<u32>,
    len: usize,
}

impl<W: Word, const N: usize, const T: usize> pulp::WithSimd for Extend<'_, W, N, T> {
    type Output = bool;

    #[inline(always)]
    fn with_simd<S: pulp::Simd>(self, _simd: S) -> bool {
        self.window
            .extend_inline(self.small, self.large, self.table, self.len)
    }
}

#[inline(always)]
fn one_hot<W: Word, const N: usize>(g: u32) -> [W; N] {
    let mut m = [W::default(); N];
    m[(g / W::BITS) as usize] = W::bit(g % W::BITS);
    m
}

/// The smallest value missing from `seen`, or `None` if all `W::BITS * N` are there.
#[inline(always)]
fn mex<W: Word, const N: usize>(seen: &[W; N]) -> Option<u32> {
    for (k, &w) in seen.iter().enumerate() {
        if w != W::ALL {
            return Some(W::BITS * k as u32 + w.trailing_ones());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::heap_game::Family;
    use proptest::prelude::*;

    /// g(0..len) straight from the definitions: every option listed, then the mex.
    fn naive(game: &HeapGame, len: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..len {
            let mut options: Vec<u64> = Vec::new();
            match game {
                HeapGame::Subtraction { moves } => {
                    for &s in moves {
                        if s as usize <= n {
                            options.push(g[n - s as usize]);
                        }
                    }
                }
                HeapGame::AllBut { excluded } => {
                    for s in 1..=n {
                        if !excluded.contains(&(s as u64)) {
                            options.push(g[n - s]);
                        }
                    }
                }
                HeapGame::Code { digits, .. } => {
                    for (k, &d) in digits.iter().enumerate() {
                        if k > n {
                            break;
                        }
                        let r = n - k;
                        if d & 1 != 0 && r == 0 {
                            options.push(0);
                        }
                        if d & 2 != 0 && r >= 1 {
                            options.push(g[r]);
                        }
                        if d & 4 != 0 {
                            for a in 1..r {
                                options.push(g[a] ^ g[r - a]);
                            }
                        }
                        if d & 8 != 0 {
                            for a in 1..r {
                                for b in 1..r - a {
                                    options.push(g[a] ^ g[b] ^ g[r - a - b]);
                                }
                            }
                        }
                    }
                }
            }
            let mut reached = vec![false; options.len() + 1];
            for &v in &options {
                if (v as usize) < reached.len() {
                    reached[v as usize] = true;
                }
            }
            g.push(reached.iter().position(|&r| !r).unwrap() as u64);
        }
        g
    }

    fn code(hex: bool, d0: u8, rest: &[u8]) -> HeapGame {
        let mut digits = vec![d0];
        digits.extend_from_slice(rest);
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        HeapGame::Code { hex, digits }
    }

    fn set(mut numbers: Vec<u64>) -> Vec<u64> {
        numbers.sort_unstable();
        numbers.dedup();
        numbers
    }

    fn games() -> impl Strategy<Value = HeapGame> {
        prop_oneof![
            prop::collection::vec(1u64..14, 1..5)
                .prop_map(|s| HeapGame::Subtraction { moves: set(s) }),
            prop::collection::vec(1u64..9, 1..4)
                .prop_map(|x| HeapGame::AllBut { excluded: set(x) }),
            (
                prop::sample::select(vec![0u8, 4]),
                prop::collection::vec(0u8..8, 0..4)
            )
                .prop_map(|(d0, rest)| code(false, d0, &rest)),
            (
                prop::sample::select(vec![0u8, 4, 8, 12]),
                prop::collection::vec(0u8..16, 0..3)
            )
                .prop_map(|(d0, rest)| code(true, d0, &rest)),
        ]
    }

    /// The first certificate of the spec's rules, by trying every (p, e).
    fn first_certificate(game: &HeapGame, g: &[u64]) -> Option<(u64, u64, u64)> {
        let t = game.max_take() as usize;
        let h = game.max_heaps() as usize;
        let len = g.len();
        let mut best: Option<(usize, usize, usize)> = None;
        for p in 1..len {
            for e in 0..len {
                let l = match game {
                    HeapGame::Subtraction { .. } => e + p + t,
                    _ => h * (e.max(1) + p) + t,
                };
                if l > len {
                    break;
                }
                if (e..l - p).all(|k| g[k + p] == g[k]) {
                    // A larger e only makes L larger.
                    let candidate = (l, p, e);
                    if best.is_none_or(|b| candidate < b) {
                        best = Some(candidate);
                    }
                    break;
                }
            }
        }
        best.map(|(l, p, e)| (p as u64, e as u64, l as u64))
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

        /// Every family's table against the definitions, grown in several steps.
        #[test]
        fn tables_match_the_definitions(game in games(), steps in prop::collection::vec(1usize..40, 1..4)) {
            let total: usize = steps.iter().sum();
            let want = naive(&game, total);
            let mut table = GrundyTable::new(&game);
            let mut len = 0;
            for step in steps {
                len += step;
                table.extend_to(len).unwrap();
                let got: Vec<u64> = table.values()[..len].iter().map(|&v| v as u64).collect();
                prop_assert_eq!(&got[..], &want[..len], "{:?}", game);
            }
        }

        /// The search stops at the first certificate of the rules, reports it, and the
        /// period holds far past it.
        #[test]
        fn the_search_reports_the_first_certificate(game in games()) {
            let bound = if matches!(game, HeapGame::AllBut { .. }) { 250 } else { 90u64 };
            let mut table = GrundyTable::new(&game);
            let found = table.search(bound, &mut |_| {}).unwrap();
            let long = naive(&game, 300);
            match (&game, found) {
                (HeapGame::AllBut { excluded }, None) => {
                    // Every X ⊆ {1..10} with |X| ≤ 3 certifies with L ≤ 208 (spec §5.3).
                    prop_assert!(excluded.len() > 3, "{:?}: no certificate", game);
                }
                (HeapGame::AllBut { .. }, Some(p)) => {
                    prop_assert!(p.saltus >= 1);
                    for h in 0..300u64 {
                        prop_assert_eq!(table.value(h), Some(long[h as usize]), "{:?} h={}", game, h);
                    }
                    let (pp, s, e) = (p.period as usize, p.saltus, p.preperiod as usize);
                    if e > 0 {
                        prop_assert!(long[e - 1 + pp] != long[e - 1] + s);
                    }
                    let far = naive(&game, 251 + pp);
                    for q in 1..pp {
                        let s = far[250 + q] as i64 - far[250] as i64;
                        prop_assert!((150..250).any(|j| far[j + q] as i64 != far[j] as i64 + s), "smaller period {}", q);
                    }
                }
                (_, found) => {
                    let want = first_certificate(&game, &long[..=bound as usize]);
                    let got = found.map(|p| (p.period, p.preperiod, p.certified_len));
                    prop_assert_eq!(got, want, "{:?}", game);
                    if found.is_some() {
                        for h in 0..300u64 {
                            prop_assert_eq!(table.value(h), Some(long[h as usize]), "{:?} h={}", game, h);
                        }
                    }
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

        /// The rare/common kernel against the plain one over long tables, where the mask
        /// is chosen several times (the plain kernel is checked against the definitions).
        #[test]
        fn rare_common_matches_the_plain_kernel(
            d0 in prop::sample::select(vec![0u8, 4]),
            rest in prop::collection::vec(0u8..8, 1..4),
        ) {
            let game = code(false, d0, &rest);
            prop_assume!(game.max_heaps() == 2);
            let (mut plain, mut fast) = (Vec::new(), Vec::new());
            let HeapGame::Code { digits, .. } = &game else { unreachable!() };
            let (mut a, mut b) = (CodeKernel::new(digits), RareCommonKernel::new(digits));
            for _ in 0..1500 {
                a.push_next(&mut plain).unwrap();
                b.push_next(&mut fast).unwrap();
            }
            prop_assert_eq!(plain, fast, "{:?}", game);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        /// The subtraction kernel against the definitions where its paths part: moves below
        /// and above each window's lane count (64, 32, 16), values past 32 and 64 (a run
        /// 1..=k of moves makes values reach k), 128+ moves (the stamped path), moves
        /// coming into reach as the table grows in steps, and the window dropped between
        /// steps.
        #[test]
        fn subtraction_kernel_matches_the_definitions(
            scattered in prop::collection::vec(1u64..400, 1..140),
            run in 0u64..110,
            steps in prop::collection::vec(1usize..700, 1..4),
            release in any::<bool>(),
        ) {
            let game = HeapGame::Subtraction { moves: set(scattered.into_iter().chain(1..=run).collect()) };
            let total: usize = steps.iter().sum();
            let want = naive(&game, total);
            let mut table = GrundyTable::new(&game);
            let mut len = 0;
            for step in steps {
                len += step;
                table.extend_to(len).unwrap();
                let got: Vec<u64> = table.values()[..len].iter().map(|&v| v as u64).collect();
                prop_assert_eq!(&got[..], &want[..len]);
                if release {
                    table.release_scratch();
                }
            }
        }
    }

    /// A search with a work limit stops (no period, the limit reached) once its values
    /// have cost about that much, for every kind of kernel, and the values it computed are
    /// right; the cost of a code with many splitting digits grows with the square of the
    /// heap, so the limit is reached long before the bound.
    #[test]
    fn a_work_limit_stops_a_search() {
        for (family, code) in [
            (Family::Octal, "0.7777777777"),
            (Family::Octal, "0.007"),
            (Family::Hex, "0.FFF"),
            (Family::Subtraction, "1,4,9,16,25,36,49,64,81,100,121,144"),
            (Family::AllBut, "2,5,9"),
        ] {
            let game = HeapGame::parse(family, code).unwrap();
            let mut table = GrundyTable::new(&game);
            table.set_work_limit(2_000_000);
            let found = table.search(1 << 20, &mut |_| {}).unwrap();
            if found.is_some() {
                continue; // certified within the limit: the all-but set
            }
            assert!(table.work_stopped(), "{code}");
            let len = table.values().len();
            assert!(len < 1 << 20, "{code}: {len} values");
            assert!(table.work() >= 2_000_000, "{code}");
            // A chunk past the limit at most: the work is of the order of the limit.
            assert!(table.work() < 2_000_000 * 3, "{code}: {}", table.work());
            let want = naive(&game, len.min(600));
            assert_eq!(&table.values()[..want.len()].iter().map(|&v| v as u64).collect::<Vec<_>>(), &want);
            // Without a limit the same game searches on.
            let mut free = GrundyTable::new(&game);
            free.search(len as u64 + 100, &mut |_| {}).unwrap();
            assert!(!free.work_stopped() && free.values().len() > len, "{code}");
        }
    }

    #[test]
    fn kayles() {
        let game = HeapGame::parse(Family::Octal, "0.77").unwrap();
        let mut table = GrundyTable::new(&game);
        let p = table.search(1 << 17, &mut |_| {}).unwrap().unwrap();
        assert_eq!((p.period, p.preperiod, p.certified_len), (12, 71, 168));
        let want = naive(&game, 500);
        for (h, &v) in want.iter().enumerate() {
            assert_eq!(table.value(h as u64), Some(v));
        }
    }
}
