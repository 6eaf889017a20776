//! What `grundy graph` prints for one solved graph: the summary and a line per position
//! (or per `--at` position and `--sum`), with their winning moves under `--moves`; the
//! same as JSON Lines; or the whole graph in Graphviz DOT.

use std::io::Write;

use super::{Args, Solved};
use crate::engine::graph::loopy::INFINITE;
use crate::engine::graph::retrograde::Value;
use crate::engine::graph::sum::LoopyValue;
use crate::error::Result;
use crate::problems::Limit;

pub struct Report<'a> {
    pub solved: &'a Solved,
    pub args: &'a Args,
}

/// The letter of an outcome in text (P: the player to move loses).
fn letter(v: Value) -> &'static str {
    match v {
        Value::Win(_) => "N",
        Value::Lose(_) => "P",
        Value::Draw => "D",
    }
}

/// The word of an outcome in JSON, as every `--json` of grundy says it.
fn word(v: Value) -> &'static str {
    match v {
        Value::Win(_) => "win",
        Value::Lose(_) => "lose",
        Value::Draw => "draw",
    }
}

fn json_value(v: &LoopyValue) -> String {
    match v {
        LoopyValue::Finite(x) => x.to_string(),
        LoopyValue::Infinite(a) => {
            let items: Vec<String> = a.iter().map(u64::to_string).collect();
            format!("{{\"inf\":[{}]}}", items.join(","))
        }
    }
}

fn sum_outcome(v: &LoopyValue) -> Value {
    // Only the outcome of a sum is known; its remoteness is not (it is no function of
    // the tokens' values), so a stand-in 0 that is never printed.
    match v.outcome() {
        crate::engine::graph::Outcome::Win => Value::Win(0),
        crate::engine::graph::Outcome::Lose => Value::Lose(0),
        crate::engine::graph::Outcome::Draw => Value::Draw,
    }
}

fn listed(limit: Limit) -> usize {
    match limit {
        Limit::First(k) => k,
        Limit::All => usize::MAX,
    }
}

fn plural(k: u64) -> &'static str {
    if k == 1 {
        ""
    } else {
        "s"
    }
}

/// `3,3,5`
fn join(tokens: &[u64]) -> String {
    let items: Vec<String> = tokens.iter().map(u64::to_string).collect();
    items.join(",")
}

impl Report<'_> {
    /// The positions to print: `--at`'s, else every one unless sums were asked for.
    fn printed(&self) -> Box<dyn Iterator<Item = u64> + '_> {
        if !self.args.at.is_empty() {
            Box::new(self.args.at.iter().copied())
        } else if self.args.sum.is_empty() {
            Box::new(1..=self.solved.n)
        } else {
            Box::new(std::iter::empty())
        }
    }

    fn counts(&self) -> [u64; 3] {
        let s = self.solved;
        let mut c = [0u64; 3];
        for v in &s.values {
            c[match v {
                Value::Lose(_) => 0,
                Value::Win(_) => 1,
                Value::Draw => 2,
            }] += 1;
        }
        c[0] += s.isolated();
        c
    }

    /// The largest finite value (positions without moves are 0).
    fn largest(&self) -> Option<u32> {
        let s = self.solved;
        let isolated = (s.isolated() > 0).then_some(0);
        s.loopy.as_ref().and_then(|l| l.largest).max(isolated)
    }

    pub fn text(&self, out: &mut impl Write) -> Result<()> {
        let s = self.solved;
        let [p, n, d] = self.counts();
        let moves = s.graph.moves() as u64;
        write!(
            out,
            "graph: {} position{}, {moves} move{}",
            s.n,
            plural(s.n),
            plural(moves)
        )?;
        if s.listed != moves {
            write!(out, " ({} listed)", s.listed)?;
        }
        write!(out, "; P {p}, N {n}, D {d}")?;
        if s.loopy.is_some() {
            match self.largest() {
                Some(x) => write!(out, "; largest value {x}")?,
                None => write!(out, "; largest value -")?,
            }
        }
        out.write_all(b"\n")?;
        let mut digits = itoa::Buffer::new();
        let mut line = Vec::with_capacity(64);
        for pos in self.printed() {
            let v = s.value(pos);
            line.clear();
            line.extend_from_slice(digits.format(pos).as_bytes());
            line.push(b' ');
            line.extend_from_slice(letter(v).as_bytes());
            line.push(b' ');
            if s.loopy.is_some() {
                self.write_loopy(&mut line, pos, &mut digits);
                line.push(b' ');
            }
            match v.remoteness() {
                Some(r) => line.extend_from_slice(digits.format(r).as_bytes()),
                None => line.push(b'-'),
            }
            out.write_all(&line)?;
            match self.args.moves {
                Some(limit) => {
                    let moves = s.winning_moves(pos);
                    let texts = moves
                        .iter()
                        .map(|&(r, t)| format!("{pos} -> {t} (remoteness {r})"));
                    write_moves(out, moves.len(), texts, limit)?;
                }
                None => out.write_all(b"\n")?,
            }
        }
        for sum in &self.args.sum {
            let tokens = &sum.0;
            let value = LoopyValue::sum(&tokens.iter().map(|&t| s.loopy(t)).collect::<Vec<_>>());
            write!(
                out,
                "sum {}: {} {value}",
                join(tokens),
                letter(sum_outcome(&value))
            )?;
            match self.args.moves {
                Some(limit) => {
                    let moves = s.sum_moves(tokens);
                    let texts = moves
                        .iter()
                        .map(|&(a, b)| format!("{a} -> {b}: sum {}", join(&after(tokens, a, b))));
                    write_moves(out, moves.len(), texts, limit)?;
                }
                None => out.write_all(b"\n")?,
            }
        }
        Ok(())
    }

    /// Position `pos`'s loopy value as text: `3` or `inf(0,2)`.
    fn write_loopy(&self, line: &mut Vec<u8>, pos: u64, digits: &mut itoa::Buffer) {
        let s = self.solved;
        let (Some(i), Some(l)) = (s.index(pos), &s.loopy) else {
            line.push(b'0');
            return;
        };
        if l.value[i] != INFINITE {
            line.extend_from_slice(digits.format(l.value[i]).as_bytes());
            return;
        }
        line.extend_from_slice(b"inf(");
        for (k, a) in l.infinite_set(&s.graph, i).into_iter().enumerate() {
            if k > 0 {
                line.push(b',');
            }
            line.extend_from_slice(digits.format(a).as_bytes());
        }
        line.push(b')');
    }

    pub fn json(&self, out: &mut impl Write) -> Result<()> {
        let s = self.solved;
        let [p, n, d] = self.counts();
        write!(
            out,
            "{{\"graph\":{},\"positions\":{},\"moves\":{},\"listed_moves\":{},\"P\":{p},\"N\":{n},\"D\":{d}",
            serde_json::to_string(&s.name).unwrap_or_default(),
            s.n,
            s.graph.moves(),
            s.listed
        )?;
        if s.loopy.is_some() {
            match self.largest() {
                Some(x) => write!(out, ",\"largest_value\":{x}")?,
                None => write!(out, ",\"largest_value\":null")?,
            }
        }
        out.write_all(b"}\n")?;
        for pos in self.printed() {
            let v = s.value(pos);
            write!(out, "{{\"position\":{pos},\"outcome\":\"{}\"", word(v))?;
            if s.loopy.is_some() {
                write!(out, ",\"value\":{}", json_value(&s.loopy(pos)))?;
            }
            match v.remoteness() {
                Some(r) => write!(out, ",\"remoteness\":{r}")?,
                None => write!(out, ",\"remoteness\":null")?,
            }
            if let Some(limit) = self.args.moves {
                let moves = s.winning_moves(pos);
                let items = moves
                    .iter()
                    .map(|&(_, t)| format!("{{\"move\":\"{pos} -> {t}\",\"after\":{t}}}"));
                write_json_moves(out, moves.len(), items, limit)?;
            }
            out.write_all(b"}\n")?;
        }
        for sum in &self.args.sum {
            let tokens = &sum.0;
            let value = LoopyValue::sum(&tokens.iter().map(|&t| s.loopy(t)).collect::<Vec<_>>());
            write!(
                out,
                "{{\"sum\":[{}],\"outcome\":\"{}\",\"value\":{}",
                join(tokens),
                word(sum_outcome(&value)),
                json_value(&value)
            )?;
            if let Some(limit) = self.args.moves {
                let moves = s.sum_moves(tokens);
                let items = moves.iter().map(|&(a, b)| {
                    format!(
                        "{{\"move\":\"{a} -> {b}\",\"after\":[{}]}}",
                        join(&after(tokens, a, b))
                    )
                });
                write_json_moves(out, moves.len(), items, limit)?;
            }
            out.write_all(b"}\n")?;
        }
        Ok(())
    }

    pub fn dot(&self, out: &mut impl Write) -> Result<()> {
        let s = self.solved;
        writeln!(out, "digraph grundy {{")?;
        writeln!(
            out,
            "  node [shape=circle, style=filled, fontname=\"Helvetica\"];\n  \
             // P: the player to move loses (red); N: wins (green); D: a draw (grey)"
        )?;
        for pos in 1..=s.n {
            let v = s.value(pos);
            let colour = match v {
                Value::Lose(_) => "#f4a3a3",
                Value::Win(_) => "#a8dca8",
                Value::Draw => "#d0d0d0",
            };
            let label = if s.loopy.is_some() {
                format!("{pos}\\n{}", s.loopy(pos))
            } else {
                format!("{pos}\\n{}", letter(v))
            };
            writeln!(
                out,
                "  {pos} [label=\"{label}\", fillcolor=\"{colour}\", tooltip=\"{} {}\"];",
                letter(v),
                v.remoteness().map_or("-".to_string(), |r| r.to_string())
            )?;
        }
        for pos in 1..=s.n {
            for t in s.options(pos) {
                writeln!(out, "  {pos} -> {t};")?;
            }
        }
        writeln!(out, "}}")?;
        Ok(())
    }
}

/// The tokens after the move `a -> b` (the first token on `a` moves).
fn after(tokens: &[u64], a: u64, b: u64) -> Vec<u64> {
    let mut after = tokens.to_vec();
    if let Some(t) = after.iter_mut().find(|t| **t == a) {
        *t = b;
    }
    after
}

/// `; 2 winning moves` and the listed moves, one per line, as every `--moves` report.
fn write_moves(
    out: &mut impl Write,
    total: usize,
    texts: impl Iterator<Item = String>,
    limit: Limit,
) -> Result<()> {
    match total {
        0 => out.write_all(b"; no winning move\n")?,
        1 => out.write_all(b"; 1 winning move\n")?,
        k => writeln!(out, "; {k} winning moves")?,
    }
    let shown = listed(limit).min(total);
    for text in texts.take(shown) {
        writeln!(out, "  {text}")?;
    }
    if total > shown {
        writeln!(
            out,
            "  ... and {} more (--moves=all lists every one)",
            total - shown
        )?;
    }
    Ok(())
}

/// `,"winning_moves":2,"moves":[...]`
fn write_json_moves(
    out: &mut impl Write,
    total: usize,
    items: impl Iterator<Item = String>,
    limit: Limit,
) -> Result<()> {
    let shown: Vec<String> = items.take(listed(limit)).collect();
    write!(
        out,
        ",\"winning_moves\":{total},\"moves\":[{}]",
        shown.join(",")
    )?;
    Ok(())
}
