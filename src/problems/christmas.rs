//! `grundy christmas`: Green Hackenbush on rooted multigraphs (POJ 3710).
//!
//! Input: cases until end of input; a case is `N`, then N graphs `n m` with m edges `a b`
//! (nodes 1..=n, node 1 the root). Output: per case `Sally` when the xor of the graphs'
//! values is non-zero (the first player wins), else `Harry`.

use std::io::Read;

use crate::error::Result;
use crate::games::hackenbush::Hackenbush;
use crate::io::scan::{Position, Scanner};
use crate::problems::gen::{Gen, Size};
use crate::problems::{Meta, Options, Sink, Solve, Valued};

/// POJ 3710's limits, enforced by `--strict`: N < 100 graphs, n < 100 nodes, m < 500 edges.
/// (Its promise that a graph is a tree with polygons hung on it is not checked: grundy
/// answers every multigraph.)
const JUDGE_MAX_GRAPHS: u64 = 99;
const JUDGE_MAX_NODES: u64 = 99;
const JUDGE_MAX_EDGES: u64 = 499;

pub struct Christmas;

/// Most edges one graph may have: keeps every id and adjacency offset inside u32.
pub const MAX_EDGES: u64 = (1 << 30) - 1;

impl Solve for Christmas {
    const META: Meta = Meta {
        id: "christmas",
        aliases: &["poj3710"],
        family: "hackenbush",
        title: "Christmas Game (Green Hackenbush with cycles)",
        about: "Input: cases until end of input: `N` graphs, each `n m` and m edges `a b` \
(nodes 1..=n, node 1 the root).\n\
Output: per case `Sally` (the first player wins) or `Harry`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        solve(sc, sink, options)
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        for _ in 0..gen.case_count(20, 10, 3) {
            let graphs = match gen.size {
                Size::Small => gen.range(1, 3),
                Size::Judge => JUDGE_MAX_GRAPHS,
                Size::Huge => gen.range(1, 4),
            };
            gen.line(&[graphs]);
            for _ in 0..graphs {
                write_graph(gen);
            }
        }
        true
    }
}

fn solve<R: Read, S: Sink>(sc: &mut Scanner<R>, sink: &mut S, options: &Options) -> Result<()> {
    let mut solver = Hackenbush::new();
    let mut relabel = Relabel::new();
    while let Some(graphs) = sc.u64_or_end("the number of graphs N")? {
        options.judge_limit_here(sc, "the number of graphs N", graphs, 0, JUDGE_MAX_GRAPHS)?;
        let mut total = 0u64;
        let mut table_len = 0;
        for _ in 0..graphs {
            let n = sc.u64_in("the number of nodes n", 1, u64::MAX)?;
            options.judge_limit_here(sc, "the number of nodes n", n, 1, JUDGE_MAX_NODES)?;
            let m = sc.u64_in("the number of edges m", 0, MAX_EDGES)?;
            options.judge_limit_here(sc, "the number of edges m", m, 0, JUDGE_MAX_EDGES)?;
            solver.clear();
            // The edges go straight into the solver, read as one list of 2m endpoints;
            // nothing is allocated for the declared n or m before the edges that justify
            // it have been read. An endpoint outside 1..=n is an error at its place, as
            // one read at a time would report it, before any bad token after it.
            let mut outside: Option<(u64, Position)> = None;
            let read = if n <= 2 * m + 2 {
                // Small n next to the edge count: the labels are the ids (they fit u32).
                sc.u64_each_at(2 * m, "an edge endpoint", |v, at| {
                    let id = if v == 0 || v > n {
                        // Reported below; the root stands in meanwhile.
                        outside.get_or_insert((v, at));
                        0
                    } else {
                        (v - 1) as u32
                    };
                    solver.push_end(id);
                })
            } else {
                // n up to 10^18 with few edges: only the labels that occur get an id, so
                // memory follows the data, never the declared n.
                // The labels are read first and looked up in a pass of their own: the
                // lookups miss the cache, and in a tight loop of independent lookups the
                // processor overlaps those misses (interleaved with parsing 19-digit
                // tokens they wait one by one: 1.5 times the time).
                relabel.clear();
                let read = sc.u64_each_at(2 * m, "an edge endpoint", |v, at| {
                    if v == 0 || v > n {
                        outside.get_or_insert((v, at));
                    }
                    relabel.labels.push(v.wrapping_sub(1));
                });
                if read.is_ok() && outside.is_none() {
                    table_len = relabel.run(|id| solver.push_end(id)) as usize;
                }
                read
            };
            if let Some((v, at)) = outside {
                let range = if n == u64::MAX {
                    "at least 1".to_string()
                } else {
                    format!("1..={n}")
                };
                let what = format!("an edge endpoint ({range})");
                return Err(sc.error_at(at, &what, &v.to_string()));
            }
            read?;
            let vertices = if n <= 2 * m + 2 {
                n as usize
            } else {
                table_len
            };
            total ^= solver.value_of_pushed(vertices);
        }
        sink.emit(&Valued {
            value: total.into(),
            win: b"Sally\n",
            lose: b"Harry\n",
        })?;
    }
    Ok(())
}

/// One graph `n m` and its edges: a tree with polygons hung on it, as POJ promises,
/// with polygons of every length (a 2-gon is a pair of parallel edges) so both parities of
/// cycle occur. Beyond the judge it adds what POJ never sends: self-loops, polygons sharing
/// vertices, parts not connected to the root, deep paths and labels near 10^18.
fn write_graph(gen: &mut Gen) {
    let (max_nodes, max_edges) = match gen.size {
        Size::Small => (6, 8),
        Size::Judge => (JUDGE_MAX_NODES, JUDGE_MAX_EDGES),
        Size::Huge => (200_000, 400_000),
    };
    let n = if gen.size == Size::Judge {
        max_nodes
    } else {
        gen.range(1, max_nodes)
    };
    let mut edges: Vec<(u64, u64)> = Vec::new();
    let huge = gen.size == Size::Huge;
    let deep = huge && gen.chance(1, 3);
    let mut next = 2; // the next unused node label
    while next <= n && (edges.len() as u64) < max_edges {
        // Hang on the node just added for a deep path, else on any node so far.
        let at = if deep {
            next - 1
        } else {
            gen.range(1, next - 1)
        };
        let room = (n - next + 1).min(max_edges - edges.len() as u64);
        if gen.chance(1, 3) && room >= 2 {
            // A polygon through `at` and len − 1 new nodes: len edges.
            let len = gen.range(2, room.min(7));
            let mut prev = at;
            for _ in 1..len {
                edges.push((prev, next));
                prev = next;
                next += 1;
            }
            edges.push((prev, at));
        } else {
            edges.push((at, next));
            next += 1;
        }
    }
    if huge {
        // Self-loops and chords that make polygons share vertices.
        for _ in 0..gen.range(0, 3) {
            let (a, b) = (gen.range(1, next - 1), gen.range(1, next - 1));
            edges.push((a, b));
        }
    }
    // Endpoints in either order, edges in any order.
    for i in 0..edges.len() {
        let j = gen.range(0, i as u64) as usize;
        edges.swap(i, j);
        if gen.chance(1, 2) {
            edges[i] = (edges[i].1, edges[i].0);
        }
    }
    // Sparse labels near 10^18 beyond the judge: the root stays 1, order is kept.
    let spread = huge && gen.chance(1, 4);
    let label = |v: u64| {
        if spread && v > 1 {
            v * 1_000_000_000_000
        } else {
            v
        }
    };
    gen.line(&[label(n), edges.len() as u64]);
    for &(a, b) in &edges {
        gen.line(&[label(a), label(b)]);
    }
}

/// Dense ids for sparse labels, in first-seen order, by a radix-partitioned relabelling.
///
/// One hash table over all labels of a large graph (600000 labels: 16 MB) missed the cache
/// and the TLB on every lookup, and those misses (page walks) overlap poorly: half the run.
/// Here the labels (with their positions) are first partitioned by the top bits of their
/// hash into buckets small enough that a bucket's table stays in L2 and in the TLB; a pass
/// over each bucket finds every label's first position (buckets keep input order); the
/// first positions, marked in a bitmap over positions, are numbered by a prefix count,
/// which is first-seen order; a last pass in input order takes each position's first
/// position from its bucket (every bucket is read in order, so these reads stream) and
/// gives its rank. Every array is sized from the labels read and reused from graph to
/// graph (fresh pages cost more than the work done in them).
#[derive(Default)]
struct Relabel {
    /// The labels in input order; `labels[0]` is the root's, so it gets id 0.
    labels: Vec<u64>,
    /// Per bucket: its start in `part_*`, then the next place to read or write.
    cursors: Vec<u32>,
    /// The labels, bucket by bucket, in input order within each bucket.
    part_labels: Vec<u64>,
    /// Beside each partitioned label its position; after the bucket pass, the position
    /// where that label first occurs.
    part_pos: Vec<u32>,
    /// One bucket's table: label ([`Relabel::EMPTY`] for none) and its first position.
    table: Vec<(u64, u32)>,
    /// Bit p set: position p is its label's first.
    firsts: Vec<u64>,
    /// Per word of `firsts`: the first positions before it.
    ranks: Vec<u32>,
    /// Most positions per bucket wanted (a power of two); the tests shrink it.
    bucket_target: usize,
}

impl Relabel {
    /// No label is u64::MAX: labels are endpoints − 1.
    const EMPTY: u64 = u64::MAX;
    /// Fibonacci hashing: the top bits of the product are well mixed.
    const MUL: u64 = 0x9e37_79b9_7f4a_7c15;
    /// 16384 positions per bucket: its table (at most 32768 slots of 16 bytes, 512 KiB)
    /// stays in a core's L2.
    const BUCKET_TARGET: usize = 1 << 14;
    /// At most 256 buckets: the partitioning writes to this many places at once.
    const MAX_BUCKET_BITS: u32 = 8;

    fn new() -> Self {
        Relabel {
            bucket_target: Self::BUCKET_TARGET,
            ..Self::default()
        }
    }

    /// Starts a new graph; the root's label (0) comes first.
    fn clear(&mut self) {
        self.labels.clear();
        self.labels.push(0);
    }

    /// Numbers the labels pushed since [`Relabel::clear`] in first-seen order (the root
    /// first), calls `emit` with the id of each label after the root's, in input order,
    /// and returns how many distinct labels there are.
    fn run(&mut self, mut emit: impl FnMut(u32)) -> u32 {
        let len = self.labels.len();
        // Bucket bits: at least one, so the shift below stays under 64.
        let bits = (len.div_ceil(self.bucket_target).next_power_of_two().trailing_zeros())
            .clamp(1, Self::MAX_BUCKET_BITS);
        let shift = 64 - bits;
        let bucket = |label: u64| (label.wrapping_mul(Self::MUL) >> shift) as usize;

        // Bucket sizes, then starts.
        let cursors = &mut self.cursors;
        cursors.clear();
        cursors.resize(1 << bits, 0);
        for &label in &self.labels {
            cursors[bucket(label)] += 1;
        }
        let mut start = 0;
        let mut largest = 0;
        for c in cursors.iter_mut() {
            largest = largest.max(*c);
            (*c, start) = (start, start + *c);
        }

        // Partition, keeping input order within each bucket.
        self.part_labels.resize(len, 0);
        self.part_pos.resize(len, 0);
        for (pos, &label) in self.labels.iter().enumerate() {
            let c = &mut cursors[bucket(label)];
            self.part_labels[*c as usize] = label;
            self.part_pos[*c as usize] = pos as u32;
            *c += 1;
        }

        // Per bucket (now cursors[b] is its end): each label's first position.
        let words = len / 64 + 1;
        self.firsts.clear();
        self.firsts.resize(words, 0);
        let capacity = (2 * largest as usize).next_power_of_two().max(2);
        if self.table.len() < capacity {
            self.table.resize(capacity, (Self::EMPTY, 0));
        }
        let mut begin = 0;
        for &end in cursors.iter() {
            let (begin_us, end_us) = (begin as usize, end as usize);
            begin = end;
            if begin_us == end_us {
                continue;
            }
            let size = (2 * (end_us - begin_us)).next_power_of_two();
            let table = &mut self.table[..size];
            table.fill((Self::EMPTY, 0));
            let mask = size - 1;
            let table_shift = 64 - size.trailing_zeros();
            let labels = &self.part_labels[begin_us..end_us];
            let positions = &mut self.part_pos[begin_us..end_us];
            for (&label, pos) in labels.iter().zip(positions.iter_mut()) {
                // The bits after the bucket's.
                let mut i = ((label.wrapping_mul(Self::MUL) << bits) >> table_shift) as usize;
                loop {
                    let (k, first) = table[i];
                    if k == label {
                        *pos = first;
                        break;
                    }
                    if k == Self::EMPTY {
                        table[i] = (label, *pos);
                        self.firsts[*pos as usize / 64] |= 1 << (*pos % 64);
                        break;
                    }
                    i = (i + 1) & mask;
                }
            }
        }

        // Ids: first positions before each word.
        self.ranks.clear();
        let mut count = 0;
        for &w in &self.firsts {
            self.ranks.push(count);
            count += w.count_ones();
        }

        // Each position's id, in input order; cursors go back to the bucket starts.
        let mut start = 0;
        for c in cursors.iter_mut() {
            (*c, start) = (start, *c);
        }
        let mut labels = self.labels.iter();
        if let Some(&root) = labels.next() {
            cursors[bucket(root)] += 1; // id 0, not emitted
        }
        for &label in labels {
            let c = &mut cursors[bucket(label)];
            let first = self.part_pos[*c as usize] as usize;
            *c += 1;
            let below = self.firsts[first / 64] & ((1 << (first % 64)) - 1);
            emit(self.ranks[first / 64] + below.count_ones());
        }
        count
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn run(input: &str) -> String {
        let mut out = Vec::new();
        let mut sink = crate::problems::problem::TextSink { out: &mut out };
        solve(
            &mut Scanner::new(input.as_bytes(), "t"),
            &mut sink,
            &Options::default(),
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    }

    /// What [`Relabel::run`] must give: ids in first-seen order (the root's label 0
    /// first), one per label after the root's, and the number of distinct labels.
    fn plain_ids(labels: &[u64]) -> (Vec<u32>, u32) {
        let mut plain = std::collections::HashMap::new();
        plain.insert(0u64, 0u32);
        let ids = labels
            .iter()
            .map(|&l| {
                let next = plain.len() as u32;
                *plain.entry(l).or_insert(next)
            })
            .collect();
        (ids, plain.len() as u32)
    }

    fn relabelled(relabel: &mut Relabel, labels: &[u64]) -> (Vec<u32>, u32) {
        relabel.clear();
        relabel.labels.extend_from_slice(labels);
        let mut ids = Vec::new();
        let count = relabel.run(|id| ids.push(id));
        (ids, count)
    }

    /// Labels drawn from `pool` values, spread out three ways: small, scattered, and
    /// near u64::MAX (never u64::MAX itself: labels are endpoints − 1).
    fn spread(labels: &[u64], how: u64) -> Vec<u64> {
        labels
            .iter()
            .map(|&l| match how {
                0 => l,
                1 => l.wrapping_mul(0x1000_0000_0001) % (u64::MAX - 1),
                _ => u64::MAX - 1 - l,
            })
            .collect()
    }

    proptest::proptest! {
        /// The partitioned relabelling numbers labels like a plain map in first-seen order,
        /// through repeats, labels near u64::MAX, one bucket or many (a small bucket
        /// target, so that sizes cross it), reusing one set of arrays from graph to graph.
        #[test]
        fn relabel_numbers_labels_in_first_seen_order(
            rounds in proptest::collection::vec(
                (0u32..8, 1u64..600, proptest::collection::vec(0u64..600, 0..700), 0u64..3),
                1..4,
            )
        ) {
            let mut relabel = Relabel::new();
            for (target_bits, pool, labels, how) in rounds {
                relabel.bucket_target = 1 << target_bits;
                let labels: Vec<u64> = labels.iter().map(|&l| l % pool).collect();
                let labels = spread(&labels, how);
                proptest::prop_assert_eq!(relabelled(&mut relabel, &labels), plain_ids(&labels));
            }
        }
    }

    /// The same at the real bucket target, on sizes around its multiples (one bucket, two,
    /// the most buckets and more positions per bucket than the target).
    #[test]
    fn relabel_at_real_sizes() {
        let mut rng = ChaCha8Rng::seed_from_u64(16);
        let mut relabel = Relabel::new();
        let target = Relabel::BUCKET_TARGET;
        let most = target << Relabel::MAX_BUCKET_BITS;
        for len in [
            0,
            1,
            target - 2,
            target - 1,
            target,
            3 * target + 5,
            most / 64 - 1,
            most + 12345,
        ] {
            for how in 0..3 {
                let pool = rng.gen_range(1..=len.max(1) as u64 * 2);
                let labels: Vec<u64> = (0..len).map(|_| rng.gen_range(0..pool)).collect();
                let labels = spread(&labels, how);
                assert_eq!(relabelled(&mut relabel, &labels), plain_ids(&labels), "{len}");
            }
        }
    }

    /// Renaming the nodes (root kept first) must not change any answer, whether the ids
    /// are used directly or compressed because n is huge.
    #[test]
    fn sparse_labels_answer_like_dense_ones() {
        let mut rng = ChaCha8Rng::seed_from_u64(3710);
        let (mut dense, mut sparse) = (String::new(), String::new());
        for _ in 0..400 {
            let graphs = rng.gen_range(1..4);
            dense += &format!("{graphs}\n");
            sparse += &format!("{graphs}\n");
            for _ in 0..graphs {
                let n: u64 = rng.gen_range(1..8);
                let m = rng.gen_range(0..10);
                dense += &format!("{n} {m}\n");
                sparse += &format!("{} {m}\n", n * 1_000_000_000_000_000);
                for _ in 0..m {
                    let (a, b): (u64, u64) = (rng.gen_range(1..=n), rng.gen_range(1..=n));
                    dense += &format!("{a} {b}\n");
                    // 1 stays 1; other labels spread out but keep their order.
                    let big = |x: u64| if x == 1 { 1 } else { x * 999_999_999_999_999 };
                    sparse += &format!("{} {}\n", big(a), big(b));
                }
            }
        }
        let want = run(&dense);
        assert_eq!(want.lines().count(), 400);
        assert!(want.contains("Sally") && want.contains("Harry"));
        assert_eq!(run(&sparse), want);
    }
}
