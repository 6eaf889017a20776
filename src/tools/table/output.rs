//! What `grundy table` prints (spec table.md §6, problems/table.md): the summary line, the
//! table (rows, flat or its checksum), the P-positions, the queries; or one JSON object.

use std::io::Write;

use super::{checksum, observes, Args, HeapList, Pattern, Periods};
use crate::engine::heap_game::{set_name, HeapGame, RuleGame, Takes};
use crate::engine::period::Period;
use crate::engine::table::pattern::PPattern;
use crate::error::Result;

/// Everything a run has to say, once its values are known.
pub struct Report<'a> {
    pub args: &'a Args,
    pub game: &'a HeapGame,
    pub bound: u64,
    /// The work budget that stopped the search before the default bound (`--max` absent),
    /// in steps, when no period was certified.
    pub budget: Option<u64>,
    pub periods: Periods,
    pub pattern: Option<Pattern>,
}

/// The row width of the table: `--row`, else the least multiple of a period p ≤ 40 (the
/// one shown) that is at least 10, else 10.
fn row_width(row: Option<u64>, period: Option<Period>) -> u64 {
    match (row, period) {
        (Some(w), _) => w,
        (None, Some(p)) if p.period <= 40 => p.period * 10u64.div_ceil(p.period),
        _ => 10,
    }
}

/// `n ≡ 0, 2 (mod 5) for n ≥ 12`, `every n`, `none for n ≥ 3`.
fn pattern_text(p: &PPattern) -> String {
    let classes = match (p.modulus, p.residues.as_slice()) {
        (_, []) => "none".to_string(),
        (1, _) => "every n".to_string(),
        (q, residues) => {
            let list: Vec<String> = residues.iter().map(u64::to_string).collect();
            format!("n ≡ {} (mod {q})", list.join(", "))
        }
    };
    if p.from > 0 {
        format!("{classes} for n ≥ {}", p.from)
    } else {
        classes
    }
}

impl Report<'_> {
    /// The period the table's rows line up with: the certified one, else the one that
    /// answers the queries, else the one a family without certificates shows.
    fn shown_period(&self) -> Option<Period> {
        let p = self.periods;
        p.certified
            .or(p.used)
            .or(p.observed.filter(|_| observes(self.game)))
    }

    /// A rule that is a finite subtraction set says so after its name.
    fn head(&self) -> String {
        let label = self.game.label();
        match self.game {
            HeapGame::Rule(RuleGame {
                takes: Takes::Finite { bound, moves },
                ..
            }) => {
                let set = if moves.is_empty() {
                    "no move".to_string()
                } else {
                    set_name(moves)
                };
                format!("{label}: subtraction {set} (k alone, no take above {bound})")
            }
            _ => label,
        }
    }

    fn summary(&self) -> String {
        let head = self.head();
        let bound = self.bound;
        let Periods {
            certified,
            observed,
            used,
        } = self.periods;
        match (certified, observed) {
            (Some(p), _) if p.saltus > 0 || matches!(self.game, HeapGame::AllBut { .. }) => {
                format!(
                    "{head}: arithmetic period {}, saltus {}, preperiod {} (certified by g(0..{}))",
                    p.period,
                    p.saltus,
                    p.preperiod,
                    p.certified_len - 1
                )
            }
            (Some(p), _) => format!(
                "{head}: period {}, preperiod {} (certified by g(0..{}))",
                p.period,
                p.preperiod,
                p.certified_len - 1
            ),
            (None, Some(o)) if observes(self.game) || used.is_some() => {
                let assumed = if used.is_some() {
                    "not certified, assumed"
                } else {
                    "not certified"
                };
                let lead = if observes(self.game) {
                    head
                } else {
                    format!(
                        "{head}: no period certified within g(0..{bound}){};",
                        self.budget_note()
                    )
                };
                let sep = if observes(self.game) { ":" } else { "" };
                format!(
                    "{lead}{sep} period {}, preperiod {}, observed through g(0..{}); {assumed}",
                    o.period,
                    o.preperiod,
                    o.certified_len - 1
                )
            }
            (None, _) if observes(self.game) => {
                format!("{head}: no period observed within g(0..{bound})")
            }
            (None, _) => format!(
                "{head}: no period certified within g(0..{bound}){}",
                self.budget_note()
            ),
        }
    }

    /// What the summary says when the work budget stopped the search.
    fn budget_note(&self) -> String {
        match self.budget {
            Some(steps) => format!(
                " (the search stopped at its work budget of {steps} steps; --max M searches to M)"
            ),
            None => String::new(),
        }
    }

    pub fn text(&self, out: &mut impl Write, g: &impl Fn(u64) -> u64) -> Result<()> {
        let args = self.args;
        writeln!(out, "{}", self.summary())?;
        if let Some(n) = args.upto {
            if args.checksum {
                writeln!(out, "g(0..{n}) checksum: {:X}", checksum((0..=n).map(g)))?;
            } else {
                writeln!(out, "g(0..{n}):")?;
                if args.flat {
                    write_flat(out, n, g)?;
                } else {
                    write_rows(out, n, row_width(args.row, self.shown_period()), g)?;
                }
            }
        }
        if let Some(pattern) = &self.pattern {
            let how = if pattern.certified {
                "certified".to_string()
            } else {
                format!("observed through g(0..{})", pattern.through)
            };
            match &pattern.pattern {
                Some(p) => writeln!(out, "P-positions: {} ({how})", pattern_text(p))?,
                None => writeln!(
                    out,
                    "P-positions: no pattern observed within g(0..{})",
                    pattern.through
                )?,
            }
            if let Some(n) = args.upto {
                let mut line = format!("P-positions in 0..{n}:");
                for h in (0..=n).filter(|&h| g(h) == 0) {
                    line.push(' ');
                    line += itoa::Buffer::new().format(h);
                }
                writeln!(out, "{line}")?;
            }
        }
        for &h in args.heap.iter().flat_map(|l| &l.0) {
            writeln!(out, "g({h}) = {}", g(h))?;
        }
        for HeapList(heaps) in &args.sum {
            let x = heaps.iter().fold(0, |x, &h| x ^ g(h));
            let joined: Vec<String> = heaps.iter().map(u64::to_string).collect();
            let outcome = if x != 0 { 'W' } else { 'L' };
            writeln!(out, "{}: nim-sum {x}, {outcome}", joined.join(" + "))?;
        }
        Ok(())
    }

    /// The `"game"` object (spec §6.5; problems/table.md for the new families).
    fn game_json(&self) -> String {
        let game = self.game;
        let family = game.family().name();
        let name = json_string(&game.name());
        let t = game.max_take().unwrap_or(0);
        match game {
            HeapGame::Subtraction { moves } => format!(
                "{{\"family\":\"{family}\",\"name\":{name},\"size\":{},\"max_take\":{t},\"max_heaps\":1}}",
                moves.len(),
            ),
            HeapGame::AllBut { excluded } => format!(
                "{{\"family\":\"{family}\",\"name\":{name},\"size\":{},\"max_excluded\":{t}}}",
                excluded.len(),
            ),
            HeapGame::Code { .. } => format!(
                "{{\"family\":\"{family}\",\"name\":{name},\"max_take\":{t},\"max_heaps\":{}}}",
                game.max_heaps()
            ),
            HeapGame::Rule(RuleGame { takes, .. }) => match takes {
                Takes::Any => format!("{{\"family\":\"rule\",\"name\":{name},\"takes\":\"any\"}}"),
                Takes::KAlone => {
                    format!("{{\"family\":\"rule\",\"name\":{name},\"takes\":\"k-alone\"}}")
                }
                Takes::Finite { bound, moves } => format!(
                    "{{\"family\":\"rule\",\"name\":{name},\"takes\":\"finite\",\"take_bound\":{bound},\
                     \"subtraction\":{},\"size\":{},\"max_take\":{t}}}",
                    json_string(&set_name(moves)),
                    moves.len()
                ),
            },
            HeapGame::GrundysGame => {
                "{\"family\":\"grundys-game\",\"max_heaps\":2}".to_string()
            }
        }
    }

    /// The `"period"` value: certified (with `"certified":true` for the families that
    /// can also show an observed one), observed, or null.
    fn period_json(&self) -> String {
        let Periods {
            certified,
            observed,
            used,
        } = self.periods;
        let new_family = matches!(self.game, HeapGame::Rule(_) | HeapGame::GrundysGame);
        match (certified, observed) {
            (Some(p), _) => format!(
                "{{\"period\":{},\"preperiod\":{},\"saltus\":{},\"certified_through\":{}{}}}",
                p.period,
                p.preperiod,
                p.saltus,
                p.certified_len - 1,
                if new_family { ",\"certified\":true" } else { "" }
            ),
            (None, Some(o)) if observes(self.game) || used.is_some() => format!(
                "{{\"period\":{},\"preperiod\":{},\"saltus\":0,\"observed_through\":{},\"certified\":false}}",
                o.period,
                o.preperiod,
                o.certified_len - 1
            ),
            _ => "null".to_string(),
        }
    }

    pub fn json(&self, out: &mut impl Write, g: &impl Fn(u64) -> u64) -> Result<()> {
        let args = self.args;
        write!(
            out,
            "{{\"game\":{},\"bound\":{},\"period\":{}",
            self.game_json(),
            self.bound,
            self.period_json()
        )?;
        if self.budget.is_some() {
            out.write_all(b",\"work_budget_reached\":true")?;
        }
        let mut buf = itoa::Buffer::new();
        if let Some(n) = args.upto {
            if !args.checksum {
                out.write_all(b",\"values\":[")?;
                for h in 0..=n {
                    if h > 0 {
                        out.write_all(b",")?;
                    }
                    out.write_all(buf.format(g(h)).as_bytes())?;
                }
                out.write_all(b"]")?;
            }
            write!(out, ",\"checksum\":\"{:X}\"", checksum((0..=n).map(g)))?;
        }
        if let Some(pattern) = &self.pattern {
            let p = match &pattern.pattern {
                Some(p) => {
                    let residues: Vec<String> = p.residues.iter().map(u64::to_string).collect();
                    let through = if pattern.certified {
                        String::new()
                    } else {
                        format!(",\"observed_through\":{}", pattern.through)
                    };
                    format!(
                        "{{\"modulus\":{},\"residues\":[{}],\"from\":{}{through},\"certified\":{}}}",
                        p.modulus,
                        residues.join(","),
                        p.from,
                        pattern.certified
                    )
                }
                None => "null".to_string(),
            };
            write!(out, ",\"p_positions\":{{\"pattern\":{p}")?;
            if let Some(n) = args.upto {
                out.write_all(b",\"heaps\":[")?;
                let mut first = true;
                for h in (0..=n).filter(|&h| g(h) == 0) {
                    if !first {
                        out.write_all(b",")?;
                    }
                    first = false;
                    out.write_all(buf.format(h).as_bytes())?;
                }
                out.write_all(b"]")?;
            }
            out.write_all(b"}")?;
        }
        if !args.heap.is_empty() {
            let heaps: Vec<String> = args
                .heap
                .iter()
                .flat_map(|l| &l.0)
                .map(|&h| format!("{{\"heap\":{h},\"value\":{}}}", g(h)))
                .collect();
            write!(out, ",\"heaps\":[{}]", heaps.join(","))?;
        }
        if !args.sum.is_empty() {
            let sums: Vec<String> = args
                .sum
                .iter()
                .map(|HeapList(heaps)| {
                    let x = heaps.iter().fold(0, |x, &h| x ^ g(h));
                    let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
                    let outcome = if x != 0 { 'W' } else { 'L' };
                    format!(
                        "{{\"heaps\":[{}],\"nim_sum\":{x},\"outcome\":\"{outcome}\"}}",
                        list.join(",")
                    )
                })
                .collect();
            write!(out, ",\"sums\":[{}]", sums.join(","))?;
        }
        out.write_all(b"}\n")?;
        Ok(())
    }
}

/// A JSON string literal (a rule's text may hold any character but a quote or backslash
/// only if the parser let it through, which it does not; escaped anyway).
fn json_string(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".to_string())
}

fn write_flat(out: &mut impl Write, n: u64, g: &impl Fn(u64) -> u64) -> Result<()> {
    let mut buf = itoa::Buffer::new();
    for h in 0..=n {
        if h > 0 {
            out.write_all(b" ")?;
        }
        out.write_all(buf.format(g(h)).as_bytes())?;
    }
    out.write_all(b"\n")?;
    Ok(())
}

fn write_rows(out: &mut impl Write, n: u64, width: u64, g: &impl Fn(u64) -> u64) -> Result<()> {
    let digits = |v: u64| v.checked_ilog10().unwrap_or(0) as usize + 1;
    let value_width = digits((0..=n).map(g).max().unwrap_or(0));
    let index_width = digits(n / width * width);
    let mut line: Vec<u8> = Vec::new();
    let mut buf = itoa::Buffer::new();
    let pad = |line: &mut Vec<u8>, text: &str, width: usize| {
        line.resize(line.len() + width.saturating_sub(text.len()), b' ');
        line.extend_from_slice(text.as_bytes());
    };
    let mut start = 0;
    while start <= n {
        line.clear();
        pad(&mut line, buf.format(start), index_width);
        line.push(b':');
        for h in start..=(start + width - 1).min(n) {
            line.push(b' ');
            pad(&mut line, buf.format(g(h)), value_width);
        }
        line.push(b'\n');
        out.write_all(&line)?;
        start += width;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn row_widths_line_up_with_the_period() {
        let p = |period| {
            Some(Period {
                period,
                preperiod: 0,
                saltus: 0,
                certified_len: 1,
            })
        };
        assert_eq!(row_width(None, p(2)), 10);
        assert_eq!(row_width(None, p(3)), 12);
        assert_eq!(row_width(None, p(12)), 12);
        assert_eq!(row_width(None, p(34)), 34);
        assert_eq!(row_width(None, p(41)), 10);
        assert_eq!(row_width(None, None), 10);
        assert_eq!(row_width(Some(7), p(3)), 7);
    }

    #[test]
    fn pattern_texts() {
        let p = |modulus, residues: &[u64], from| PPattern {
            modulus,
            residues: residues.to_vec(),
            from,
        };
        assert_eq!(pattern_text(&p(3, &[0], 0)), "n ≡ 0 (mod 3)");
        assert_eq!(
            pattern_text(&p(5, &[0, 2], 12)),
            "n ≡ 0, 2 (mod 5) for n ≥ 12"
        );
        assert_eq!(pattern_text(&p(1, &[0], 0)), "every n");
        assert_eq!(pattern_text(&p(1, &[], 3)), "none for n ≥ 3");
    }
}
