//! Micro-benchmarks of the hot kernels: integer scanning (single tokens and the bulk loop),
//! the S-Nim mex table, bridge finding (Green Hackenbush values), the whole
//! winning-ways and nim-or-not judges in memory, and the Sprague–Grundy engine pieces at
//! growing sizes (tree values and DAG values per node from 10^4 to 10^6, the bomb-game
//! table at 200 and the cutting-game table at 1000). Kept quick (small
//! samples, short measurement) so `cargo bench` finishes in a couple of minutes; the
//! end-to-end comparison against the C++ anchors is `scripts/bench.sh`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use grundy::engine::heap_game::HeapGame;
use grundy::engine::table::GrundyTable;
use grundy::games::hackenbush::Hackenbush;
use grundy::io::scan::Scanner;

/// A deterministic xorshift, so every run scans the same bytes.
fn numbers(count: usize, modulus: u64) -> Vec<u64> {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    (0..count)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % modulus
        })
        .collect()
}

fn text(values: &[u64], per_line: usize) -> Vec<u8> {
    let mut s = String::new();
    for (i, v) in values.iter().enumerate() {
        s.push_str(&v.to_string());
        s.push(if (i + 1) % per_line == 0 { '\n' } else { ' ' });
    }
    s.into_bytes()
}

fn scanning(c: &mut Criterion) {
    let mut g = c.benchmark_group("scan");
    for (label, modulus) in [("4-digit", 10_000u64), ("10-digit", 1 << 31)] {
        let values = numbers(200_000, modulus);
        let input = text(&values, 47);
        g.throughput(Throughput::Bytes(input.len() as u64));
        g.bench_with_input(BenchmarkId::new("u64_each", label), &input, |b, input| {
            b.iter(|| {
                let mut sc = Scanner::new(&input[..], "bench");
                let mut x = 0u64;
                sc.u64_each(values.len() as u64, "v", |v| x ^= v).unwrap();
                black_box(x)
            })
        });
        g.bench_with_input(BenchmarkId::new("u64", label), &input, |b, input| {
            b.iter(|| {
                let mut sc = Scanner::new(&input[..], "bench");
                let mut x = 0u64;
                for _ in 0..values.len() {
                    x ^= sc.u64("v").unwrap();
                }
                black_box(x)
            })
        });
    }
    g.finish();
}

fn mex_table(c: &mut Criterion) {
    let mut g = c.benchmark_group("mex-table");
    // The snim benchmark's shape (100 moves up to 10^4, heaps up to 10^4), a set with a
    // small minimum move (one heap at a time), and one with values past 64 (128-bit masks).
    let wide: Vec<u64> = (1..=100).collect();
    let cases = [
        (
            "random-100-moves",
            numbers(100, 10_000).iter().map(|s| s + 1).collect(),
        ),
        ("min-move-1", {
            let mut m: Vec<u64> = numbers(30, 10_000).iter().map(|s| s + 1).collect();
            m.push(1);
            m
        }),
        ("moves-1-to-100", wide),
    ];
    for (label, mut moves) in cases {
        moves.sort_unstable();
        moves.dedup();
        g.throughput(Throughput::Elements(10_001));
        g.bench_with_input(BenchmarkId::from_parameter(label), &moves, |b, moves| {
            b.iter(|| {
                let mut seq = GrundyTable::new(&HeapGame::Subtraction {
                    moves: moves.clone(),
                });
                seq.extend_to(10_001).unwrap();
                black_box(seq.value(10_000))
            })
        });
    }
    g.finish();
}

/// Edges (0-based) of a tree with small polygons hung on it, like the christmas benchmark:
/// every vertex attaches near the newest ones, and 30% of attachments start a 2..=8-gon.
fn polygon_tree(vertices: u32) -> Vec<(u32, u32)> {
    let mut r = numbers(3 * vertices as usize, 1 << 20).into_iter();
    let mut next = || r.next().unwrap_or(0);
    let mut edges = Vec::new();
    let mut n = 1u32;
    while n < vertices {
        let attach = n - 1 - (next() % 50).min(n as u64 - 1) as u32;
        let len = 2 + (next() % 7) as u32;
        if next() % 10 < 3 && n + len < vertices {
            let mut prev = attach;
            for v in n..n + len - 1 {
                edges.push((prev, v));
                prev = v;
            }
            edges.push((prev, attach));
            n += len - 1;
        } else {
            edges.push((attach, n));
            n += 1;
        }
    }
    edges
}

/// A path from the root a million edges deep with a triangle every third vertex: the
/// christmas-deep shape that overflows a recursive search.
fn deep_path(vertices: u32) -> Vec<(u32, u32)> {
    let mut edges = Vec::new();
    let mut n = 0u32;
    while n + 3 < vertices {
        edges.push((n, n + 1));
        n += 1;
        if n % 3 == 0 {
            edges.extend([(n, n + 1), (n + 1, n + 2), (n + 2, n)]);
            n += 2;
        }
    }
    edges
}

fn bridges(c: &mut Criterion) {
    let mut g = c.benchmark_group("hackenbush");
    for (label, vertices, edges) in [
        ("polygon-tree-200k", 200_000u32, polygon_tree(200_000)),
        ("deep-path-1M", 1_000_000, deep_path(1_000_000)),
    ] {
        let used = edges.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0) as usize + 1;
        assert!(used <= vertices as usize);
        g.throughput(Throughput::Elements(edges.len() as u64));
        g.bench_with_input(BenchmarkId::from_parameter(label), &edges, |b, edges| {
            let mut solver = Hackenbush::new();
            b.iter(|| black_box(solver.value(used, edges)))
        });
    }
    g.finish();
}

fn judge_winning_ways(c: &mut Criterion) {
    let mut input = b"20\n".to_vec();
    for chunk in numbers(200_000, 1 << 31).chunks(10_000) {
        input.extend_from_slice(format!("{}\n", chunk.len()).as_bytes());
        input.extend_from_slice(&text(chunk, chunk.len()));
    }
    let mut g = c.benchmark_group("judge");
    g.throughput(Throughput::Bytes(input.len() as u64));
    // The same bytes are a valid nim-or-not input: its u128 values should cost nothing
    // next to the scanning.
    for id in ["winning-ways", "nim-or-not"] {
        g.bench_function(id, |b| {
            let problem = grundy::problems::find(id).expect("registered");
            let options = grundy::problems::Options::default();
            b.iter(|| {
                let (out, result) = grundy::problems::run_on_bytes(
                    problem,
                    &options,
                    &input,
                    "bench",
                    None,
                    grundy::problems::Format::Judge,
                );
                result.unwrap();
                black_box(out.len())
            })
        });
    }
    g.finish();
}

/// Time per node should stay flat from 10^4 to 10^6 nodes: trees (a random tree, node i
/// under a node before it) and DAGs (each node moving to up to 8 earlier ones).
fn sg_engine(c: &mut Criterion) {
    use grundy::engine::dag::Dag;
    use grundy::engine::multi_sg::LazyTable2;
    use grundy::engine::tree::Tree;
    use grundy::games::{bomb::BombRule, cutting::CuttingRule};

    let mut g = c.benchmark_group("sg");
    for n in [10_000u32, 100_000, 1_000_000] {
        let parents = numbers(n as usize, u64::MAX);
        let edges: Vec<(u32, u32)> = (1..n)
            .map(|v| (v, (parents[v as usize] % u64::from(v)) as u32))
            .collect();
        g.throughput(Throughput::Elements(u64::from(n)));
        g.bench_with_input(BenchmarkId::new("tree", n), &edges, |b, edges| {
            let mut tree = Tree::new();
            b.iter(|| {
                tree.build(n as usize, edges).unwrap();
                black_box(tree.root_value())
            })
        });
        g.bench_with_input(BenchmarkId::new("dag", n), &parents, |b, picks| {
            let mut dag = Dag::new();
            b.iter(|| {
                dag.clear();
                for v in 0..n {
                    dag.add_node();
                    for k in 0..u64::from(v.min(8)) {
                        let pick = picks[(v as usize + k as usize) % picks.len()];
                        dag.add_target((pick % u64::from(v)) as u32);
                    }
                }
                black_box(dag.grundy().unwrap()[n as usize - 1])
            })
        });
    }
    g.throughput(Throughput::Elements(1));
    g.bench_function("bomb-table-200", |b| {
        b.iter(|| {
            let mut t = LazyTable2::new(BombRule);
            black_box(t.get(199, 199))
        })
    });
    g.bench_function("cutting-table-1000", |b| {
        b.iter(|| {
            let mut t = LazyTable2::new(CuttingRule);
            black_box(t.get(1000, 1000))
        })
    });
    g.finish();
}

fn quick() -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
}

criterion_group! {
    name = kernels;
    config = quick();
    targets = scanning, mex_table, bridges, judge_winning_ways, sg_engine
}
criterion_main!(kernels);
