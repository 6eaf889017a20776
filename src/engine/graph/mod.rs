//! Finite games given as graphs, cycles allowed: the one place where positions and moves
//! are held as arrays and solved. No I/O.
//!
//! A [`Graph`] holds its moves twice, in compressed arrays built once: forward (the
//! options of each position, ascending, each listed once) and reverse (the positions
//! that move to each position). Nothing is a vector per position: an offset per position
//! and a `u32` per move in each direction.
//!
//! On it:
//! - [`retrograde`]: win, loss or draw with remoteness, in O(positions + moves), with the
//!   ending of a position without moves chosen by the caller (normal play loses; a stuck
//!   piece may draw). `grundy graph`, the loopy problems and the tests of the loopy games'
//!   closed forms (through [`crate::retrograde::Retrograde`], which explores a game
//!   into a graph) all call it.
//! - [`loopy`]: Smith's loopy Grundy values by the staged algorithm, in
//!   O((largest value + 2) · (positions + moves)).
//! - [`sum`]: the values as numbers or `∞(A)`, and the rule that adds them, so that a sum
//!   of tokens is judged without searching its product.

pub mod loopy;
pub mod retrograde;
pub mod sum;
#[cfg(test)]
mod tests;

pub use retrograde::{Outcome, Value};

/// A finite graph of positions `0..n` in compressed arrays, forward and reverse; a move
/// given twice is held once (it is one option).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Graph {
    /// `to[off[v]..off[v + 1]]`: the options of `v`, ascending, without repeats.
    off: Vec<usize>,
    to: Vec<u32>,
    /// `from[rev_off[v]..rev_off[v + 1]]`: the positions with a move to `v`.
    rev_off: Vec<usize>,
    from: Vec<u32>,
}

impl Graph {
    /// The graph on `n` positions whose moves are `src[i] -> dst[i]` (0-based; every index
    /// below `n`; repeats allowed). The lists are consumed as they are sorted, so the peak
    /// is about three `u32` per move listed.
    ///
    /// # Panics
    /// When the lists differ in length or an index is `n` or more: the caller has checked
    /// them while reading.
    pub fn from_moves(n: usize, src: Vec<u32>, dst: Vec<u32>) -> Graph {
        assert_eq!(src.len(), dst.len(), "one source per target");
        // Sorted by target (a counting sort): the reverse lists, as given.
        let rev_off = offsets(n, &dst);
        let from = scatter(&rev_off, &dst, &src);
        drop(dst);
        // Sorted by source, walking the targets in order: every forward list ascends.
        let off = offsets(n, &src);
        drop(src);
        let mut fill = off.clone();
        let mut to = vec![0u32; from.len()];
        for t in 0..n {
            for &s in &from[rev_off[t]..rev_off[t + 1]] {
                let slot = &mut fill[s as usize];
                to[*slot] = t as u32;
                *slot += 1;
            }
        }
        let mut graph = Graph {
            off,
            to,
            rev_off,
            from,
        };
        if graph.drop_repeats() {
            graph.rebuild_reverse();
        }
        graph
    }

    /// The graph whose options of `v` are `options[off[v]..off[v + 1]]` (repeats allowed).
    pub fn from_csr(off: &[usize], options: &[u32]) -> Graph {
        let n = off.len().saturating_sub(1);
        let mut src = Vec::with_capacity(options.len());
        for v in 0..n {
            src.extend(std::iter::repeat_n(v as u32, off[v + 1] - off[v]));
        }
        Graph::from_moves(n, src, options.to_vec())
    }

    /// Removes repeated options (adjacent, the lists being sorted); whether any was.
    fn drop_repeats(&mut self) -> bool {
        let n = self.len();
        let mut kept = 0;
        let mut start = 0;
        for v in 0..n {
            let end = self.off[v + 1];
            let first = kept;
            for i in start..end {
                let t = self.to[i];
                if kept == first || self.to[kept - 1] != t {
                    self.to[kept] = t;
                    kept += 1;
                }
            }
            start = end;
            self.off[v + 1] = kept;
        }
        let repeated = kept < self.to.len();
        self.to.truncate(kept);
        self.to.shrink_to_fit();
        repeated
    }

    fn rebuild_reverse(&mut self) {
        let n = self.len();
        let mut rev_off = vec![0usize; n + 1];
        for &t in &self.to {
            rev_off[t as usize + 1] += 1;
        }
        for v in 0..n {
            rev_off[v + 1] += rev_off[v];
        }
        let mut fill = rev_off.clone();
        let mut from = vec![0u32; self.to.len()];
        for v in 0..n {
            for &t in &self.to[self.off[v]..self.off[v + 1]] {
                from[fill[t as usize]] = v as u32;
                fill[t as usize] += 1;
            }
        }
        self.rev_off = rev_off;
        self.from = from;
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.off.len().saturating_sub(1)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The number of moves (each option once).
    pub fn moves(&self) -> usize {
        self.to.len()
    }

    /// The options of `v`, ascending, each once.
    #[inline]
    pub fn options(&self, v: usize) -> &[u32] {
        &self.to[self.off[v]..self.off[v + 1]]
    }

    /// The positions with a move to `v`.
    #[inline]
    pub fn predecessors(&self, v: usize) -> &[u32] {
        &self.from[self.rev_off[v]..self.rev_off[v + 1]]
    }

    /// The number of options of `v`.
    #[inline]
    pub fn degree(&self, v: usize) -> usize {
        self.off[v + 1] - self.off[v]
    }
}

/// The offsets of a counting sort of `keys` into `n` buckets.
fn offsets(n: usize, keys: &[u32]) -> Vec<usize> {
    let mut off = vec![0usize; n + 1];
    for &k in keys {
        off[k as usize + 1] += 1;
    }
    for v in 0..n {
        off[v + 1] += off[v];
    }
    off
}

/// `values` placed into the buckets of `keys` (offsets `off`), in their given order.
fn scatter(off: &[usize], keys: &[u32], values: &[u32]) -> Vec<u32> {
    let mut fill = off[..off.len() - 1].to_vec();
    let mut out = vec![0u32; keys.len()];
    for (&k, &v) in keys.iter().zip(values) {
        let slot = &mut fill[k as usize];
        out[*slot] = v;
        *slot += 1;
    }
    out
}
