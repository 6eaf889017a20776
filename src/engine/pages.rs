//! A zeroed buffer for the big per-node arrays of the tree and DAG engines, on 2 MiB pages
//! when it is big.
//!
//! With shuffled labels those arrays are read and written at random, one cache miss per
//! access once they outgrow the cache, and with 4 KiB pages most misses also miss the TLB
//! (12 MB of slots is 3 000 pages). Transparent huge pages are often in `madvise` mode (as
//! on the machine of docs/performance.md), so a `Vec` never gets them: a buffer of at least
//! [`HUGE_FROM`] bytes is therefore an anonymous map advised `MADV_HUGEPAGE` (`memmap2`,
//! safe calls; the bytes are viewed as `T` by `bytemuck`, also safe), started at a 2 MiB
//! boundary of the map so that every page it covers can be a huge one. Smaller buffers,
//! a map that fails, and other systems than Linux use a plain `Vec`. The map is sized by the
//! length asked for (plus at most 2 MiB of address space for the alignment), so memory
//! still follows the input.

use bytemuck::Pod;

/// Buffers from this many bytes are mapped on huge pages (one huge page and more: below
/// that the array fits the TLB's reach anyway).
pub const HUGE_FROM: usize = 2 << 20;

/// A huge page's size, the alignment of a mapped buffer's start.
#[cfg(target_os = "linux")]
const HUGE_PAGE: usize = 2 << 20;

/// Reusable zeroed storage of `T` (plain data: any bytes are a value, zero bytes are the
/// zero value).
#[derive(Debug)]
pub struct Zeroed<T: Pod> {
    vec: Vec<T>,
    #[cfg(target_os = "linux")]
    map: Option<Map>,
    /// The length of the current contents, in `T`s.
    len: usize,
    /// Whether the current contents are in `map` (else in `vec`).
    mapped: bool,
}

#[cfg(target_os = "linux")]
#[derive(Debug)]
struct Map {
    map: memmap2::MmapMut,
    /// The first byte at a huge-page boundary.
    start: usize,
}

impl<T: Pod> Default for Zeroed<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Pod> Zeroed<T> {
    pub fn new() -> Self {
        Zeroed {
            vec: Vec::new(),
            #[cfg(target_os = "linux")]
            map: None,
            len: 0,
            mapped: false,
        }
    }

    /// Forgets the contents and returns `len` zeroed `T`s (reusing the memory).
    pub fn zeroed(&mut self, len: usize) -> &mut [T] {
        self.len = len;
        self.mapped = false;
        #[cfg(target_os = "linux")]
        {
            let bytes = len * std::mem::size_of::<T>();
            if bytes >= HUGE_FROM && self.map_for(bytes, true) {
                self.mapped = true;
                return self.as_mut_slice();
            }
        }
        self.vec.clear();
        self.vec.resize(len, T::zeroed());
        &mut self.vec[..]
    }

    /// Forgets the contents and returns a copy of `from` (reusing the memory; the same
    /// as `zeroed` then a copy, without writing the zeros).
    pub fn copied(&mut self, from: &[T]) -> &mut [T] {
        self.len = from.len();
        self.mapped = false;
        #[cfg(target_os = "linux")]
        {
            let bytes = std::mem::size_of_val(from);
            if bytes >= HUGE_FROM && self.map_for(bytes, false) {
                self.mapped = true;
                let to = self.as_mut_slice();
                to.copy_from_slice(from);
                return to;
            }
        }
        self.vec.clear();
        self.vec.extend_from_slice(from);
        &mut self.vec[..]
    }

    /// Makes `self.map` hold `bytes` bytes from its start, zeroed if `zero`; false if
    /// mapping failed.
    #[cfg(target_os = "linux")]
    fn map_for(&mut self, bytes: usize, zero: bool) -> bool {
        if let Some(m) = &mut self.map {
            if m.map.len() - m.start >= bytes {
                if zero {
                    m.map[m.start..m.start + bytes].fill(0);
                }
                return true;
            }
        }
        // A fresh map is zero already (the kernel's pages), and untouched pages cost
        // nothing: the slack for the alignment is only address space.
        self.map = None;
        let Ok(map) = memmap2::MmapMut::map_anon(bytes + HUGE_PAGE) else {
            return false;
        };
        // Without the advice the map is still fine, on small pages.
        let _ = map.advise(memmap2::Advice::HugePage);
        let start = (map.as_ptr() as usize).wrapping_neg() % HUGE_PAGE;
        self.map = Some(Map { map, start });
        true
    }

    pub fn as_slice(&self) -> &[T] {
        #[cfg(target_os = "linux")]
        if self.mapped {
            let m = self.map.as_ref().expect("mapped");
            let bytes = self.len * std::mem::size_of::<T>();
            return bytemuck::cast_slice(&m.map[m.start..m.start + bytes]);
        }
        &self.vec[..self.len]
    }

    pub fn as_mut_slice(&mut self) -> &mut [T] {
        #[cfg(target_os = "linux")]
        if self.mapped {
            let m = self.map.as_mut().expect("mapped");
            let bytes = self.len * std::mem::size_of::<T>();
            return bytemuck::cast_slice_mut(&mut m.map[m.start..m.start + bytes]);
        }
        &mut self.vec[..self.len]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]
        /// Across reuse with lengths on both sides of the threshold, each call gives `len`
        /// zeros, and writes stay where they were made.
        #[test]
        fn zeroed_across_reuse(lens in prop::collection::vec(
            prop_oneof![0usize..5000, (HUGE_FROM / 12 - 3000)..(HUGE_FROM / 12 + 300_000)], 1..5)) {
            let mut buf: Zeroed<[u32; 3]> = Zeroed::new();
            for len in lens {
                let s = buf.zeroed(len);
                prop_assert_eq!(s.len(), len);
                prop_assert!(s.iter().all(|x| *x == [0; 3]));
                for (i, x) in s.iter_mut().enumerate().step_by(997) {
                    *x = [i as u32, 1, 2];
                }
                let back = buf.as_slice();
                for (i, x) in back.iter().enumerate() {
                    let want = if i % 997 == 0 { [i as u32, 1, 2] } else { [0; 3] };
                    prop_assert_eq!(*x, want);
                }
                // A copy in the same storage, then zeros again over it.
                let from: Vec<[u32; 3]> = (0..len as u32).map(|i| [i, !i, 7]).collect();
                prop_assert_eq!(buf.copied(&from), &from[..]);
                prop_assert_eq!(buf.as_slice(), &from[..]);
                prop_assert!(buf.zeroed(len).iter().all(|x| *x == [0; 3]));
            }
        }
    }
}
