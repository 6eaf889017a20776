//! `grundy graph`: any finite game given as its graph (problems/graph.md). It reads each
//! file ([`read`]), numbers the positions that moves touch for the engine
//! ([`crate::engine::graph`]: the retrograde pass, and unless `--outcomes` the loopy
//! values), and hands the solved graph to [`output`], which prints the summary, the
//! positions, the sums and their winning moves as text, JSON Lines or Graphviz DOT.

mod output;
pub mod read;

use std::path::PathBuf;

use crate::engine::graph::loopy::Loopy;
use crate::engine::graph::retrograde::{normal_play, Value};
use crate::engine::graph::sum::LoopyValue;
use crate::engine::graph::Graph;
use crate::error::{Error, Result};
use crate::io::Input;
use crate::problems::Limit;

/// The most positions `--dot` draws (a picture of more is no longer readable).
pub const DOT_MAX: u64 = 10_000;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Input: `n m`, then m lines `u v` (a move from position u to v, \
1 <= u, v <= n); `#` starts a comment.\n\
Output: a summary line, then `<position> <P|N|D> <value> <remoteness>` per position.\n\n\
Examples:\n  grundy graph g.txt\n  grundy graph g.txt --at 1,4 --moves\n  \
grundy graph g.txt --sum 3,3 --sum 1,2,5\n  grundy graph g.txt --outcomes --json\n  \
grundy graph g.txt --dot | dot -Tsvg > g.svg"
)]
pub struct Args {
    /// Graphs, answered in order, each its own input; standard input when none or `-`
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print the tool's statement (its markdown, built into grundy) and nothing else
    #[arg(long, exclusive = true)]
    pub statement: bool,
    /// Print these positions only (the whole graph is still solved); may be repeated
    #[arg(long, value_name = "V[,V...]", value_delimiter = ',')]
    pub at: Vec<u64>,
    /// A sum: one token on each listed position (a position may be listed twice); prints
    /// its outcome and value. May be repeated: one sum each
    #[arg(long, value_name = "V[,V...]", value_parser = position_list, conflicts_with = "outcomes")]
    pub sum: Vec<Positions>,
    /// The winning moves of each printed position or sum, fastest first: the first 10,
    /// --moves=N the first N, --moves=all every one (the total is always exact)
    #[arg(long, value_name = "all|N", num_args = 0..=1, require_equals = true,
          default_missing_value = "10", value_parser = limit)]
    pub moves: Option<Limit>,
    /// Outcomes and remoteness only (no loopy values): one linear pass
    #[arg(long)]
    pub outcomes: bool,
    /// JSON Lines: a summary object, then one object per printed position or sum
    #[arg(long)]
    pub json: bool,
    /// The graph in Graphviz DOT (positions labelled with their value, coloured by
    /// outcome), for `dot -Tsvg`; at most 10000 positions
    #[arg(long, conflicts_with_all = ["json", "at", "sum", "moves"])]
    pub dot: bool,
}

/// The positions of one `--sum`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Positions(pub Vec<u64>);

fn position_list(text: &str) -> std::result::Result<Positions, String> {
    text.split(',')
        .map(|p| {
            if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!("'{p}' is not a position (a number from 1)"));
            }
            p.parse::<u64>()
                .map_err(|_| format!("'{p}' is not a position of any graph"))
        })
        .collect::<std::result::Result<Vec<u64>, String>>()
        .map(Positions)
}

fn limit(text: &str) -> std::result::Result<Limit, String> {
    Limit::parse(text).ok_or_else(|| format!("expected `all` or a number of moves, found {text:?}"))
}

/// How positions `1..=n` map to the engine's indices: the positions that some move
/// touches are numbered; every other one has no move in or out (lost, value 0).
#[derive(Debug)]
enum Index {
    /// Positions `1..=k` are indices `0..k`.
    Dense(u64),
    /// The touched positions (0-based), ascending: index i is position `ids[i] + 1`.
    Sparse(Vec<u32>),
}

/// A graph read and solved.
pub struct Solved {
    pub name: String,
    pub n: u64,
    /// The moves as listed (repeats counted).
    pub listed: u64,
    index: Index,
    pub graph: Graph,
    pub values: Vec<Value>,
    pub loopy: Option<Loopy>,
}

impl Solved {
    /// Reads and solves one input; `loopy` asks for the loopy values too.
    pub fn read(input: Input, size: Option<u64>, loopy: bool) -> Result<Solved> {
        let name = input.name.clone();
        let read = read::read(input.reader, &name, size)?;
        Ok(Solved::new(name, read, loopy))
    }

    pub fn new(name: String, read: read::ReadGraph, loopy: bool) -> Solved {
        let read::ReadGraph {
            n,
            mut src,
            mut dst,
        } = read;
        let listed = src.len() as u64;
        let hi = src
            .iter()
            .chain(&dst)
            .map(|&v| u64::from(v) + 1)
            .max()
            .unwrap_or(0);
        // Dense when the touched range is not much larger than the moves: a header of
        // 4·10^9 positions and one move allocates for the move, not the header.
        let index = if hi <= 4 * listed + (1 << 16) {
            Index::Dense(hi)
        } else {
            let mut ids: Vec<u32> = src.iter().chain(&dst).copied().collect();
            ids.sort_unstable();
            ids.dedup();
            let at = |v: &mut u32| *v = ids.binary_search(v).unwrap_or_default() as u32;
            src.iter_mut().for_each(at);
            dst.iter_mut().for_each(at);
            Index::Sparse(ids)
        };
        let size = match &index {
            Index::Dense(k) => *k as usize,
            Index::Sparse(ids) => ids.len(),
        };
        let graph = Graph::from_moves(size, src, dst);
        let values = normal_play(&graph);
        let loopy = loopy.then(|| Loopy::solve(&graph));
        Solved {
            name,
            n,
            listed,
            index,
            graph,
            values,
            loopy,
        }
    }

    /// The engine's index of position `p` (1-based), or None for a position no move
    /// touches.
    pub fn index(&self, p: u64) -> Option<usize> {
        match &self.index {
            Index::Dense(k) => (p >= 1 && p <= *k).then(|| (p - 1) as usize),
            Index::Sparse(ids) => {
                let v = u32::try_from(p.checked_sub(1)?).ok()?;
                ids.binary_search(&v).ok()
            }
        }
    }

    /// The position of engine index `i`.
    pub fn position(&self, i: usize) -> u64 {
        match &self.index {
            Index::Dense(_) => i as u64 + 1,
            Index::Sparse(ids) => u64::from(ids[i]) + 1,
        }
    }

    /// The positions no move touches.
    pub fn isolated(&self) -> u64 {
        self.n - self.graph.len() as u64
    }

    /// The value and remoteness of position `p`.
    pub fn value(&self, p: u64) -> Value {
        self.index(p).map_or(Value::Lose(0), |i| self.values[i])
    }

    /// The loopy value of position `p` (loopy values must have been computed).
    pub fn loopy(&self, p: u64) -> LoopyValue {
        match (self.index(p), &self.loopy) {
            (Some(i), Some(l)) => l.of(&self.graph, i),
            _ => LoopyValue::Finite(0),
        }
    }

    /// The finite loopy value of `p`, or None for an infinite one.
    fn finite(&self, p: u64) -> Option<u64> {
        match (self.index(p), &self.loopy) {
            (Some(i), Some(l)) if l.is_infinite(i) => None,
            (Some(i), Some(l)) => Some(u64::from(l.value[i])),
            _ => Some(0),
        }
    }

    /// The options of position `p`, as positions, ascending.
    pub fn options(&self, p: u64) -> impl Iterator<Item = u64> + '_ {
        let opts = self.index(p).map_or(&[][..], |i| self.graph.options(i));
        opts.iter().map(|&t| self.position(t as usize))
    }

    /// The winning moves of position `p`, fastest first: its options lost for the
    /// player to move there, by their remoteness, then by position.
    pub fn winning_moves(&self, p: u64) -> Vec<(u32, u64)> {
        let mut moves: Vec<(u32, u64)> = self
            .options(p)
            .filter_map(|t| match self.value(t) {
                Value::Lose(r) => Some((r, t)),
                _ => None,
            })
            .collect();
        moves.sort_unstable();
        moves
    }

    /// The winning moves of a sum of tokens: (source, target) pairs leaving a sum of
    /// value 0, by source then target (a move of either of two tokens on one position
    /// is one move).
    pub fn sum_moves(&self, tokens: &[u64]) -> Vec<(u64, u64)> {
        let mut sources: Vec<(usize, u64)> = tokens.iter().copied().enumerate().collect();
        sources.sort_by_key(|&(_, p)| p);
        sources.dedup_by_key(|&mut (_, p)| p);
        let mut moves = Vec::new();
        for (i, p) in sources {
            // The rest of the sum must be a number r; the token then needs an option of r.
            let mut rest = Some(0u64);
            for (j, &q) in tokens.iter().enumerate() {
                if j != i {
                    rest = rest.zip(self.finite(q)).map(|(a, b)| a ^ b);
                }
            }
            let Some(r) = rest else { continue };
            for t in self.options(p) {
                if self.finite(t) == Some(r) {
                    moves.push((p, t));
                }
            }
        }
        moves
    }
}

/// The positions a run prints (all of them when `--at` and `--sum` are absent).
fn check_positions(solved: &Solved, args: &Args) -> Result<()> {
    let asked = args.at.iter().chain(args.sum.iter().flat_map(|s| &s.0));
    for &p in asked {
        if p < 1 || p > solved.n {
            return Err(Error::Usage(format!(
                "position {p} is not in the graph of {} (positions 1..={})",
                solved.name, solved.n
            )));
        }
    }
    Ok(())
}

pub fn run(args: &Args, out: &mut impl std::io::Write) -> Result<()> {
    let files: Vec<Option<&PathBuf>> = if args.files.is_empty() {
        vec![None]
    } else {
        args.files.iter().map(Some).collect()
    };
    for file in files {
        let input = Input::open(file.map(PathBuf::as_path))?;
        let size = file
            .filter(|f| f.as_os_str() != "-")
            .and_then(|f| std::fs::metadata(f).ok())
            .map(|m| m.len());
        run_input(args, input, size, out)?;
    }
    Ok(())
}

/// Reads, solves and prints one graph; `size` is the input's length when known.
pub fn run_input(
    args: &Args,
    input: Input,
    size: Option<u64>,
    out: &mut impl std::io::Write,
) -> Result<()> {
    let solved = Solved::read(input, size, !args.outcomes)?;
    if args.dot && solved.n > DOT_MAX {
        return Err(Error::Usage(format!(
            "--dot draws at most {DOT_MAX} positions, and {} has {}",
            solved.name, solved.n
        )));
    }
    check_positions(&solved, args)?;
    let report = output::Report {
        solved: &solved,
        args,
    };
    if args.dot {
        report.dot(out)
    } else if args.json {
        report.json(out)
    } else {
        report.text(out)
    }
}
