//! `grundy list`: the catalogue as an aligned table (the problems, then the tools), or the
//! problems as one JSON array; a word or a family narrows either.

use std::io::Write;

use itertools::Itertools;
use serde::Serialize;

use crate::error::Result;
use crate::problems::{names, AfterKind, PROBLEMS};

/// The family of the entries that are tools, not judge formats.
pub const TOOL_FAMILY: &str = "tool";

/// The subcommands that are not judge formats, as `grundy list` shows them.
pub const TOOLS: [(&str, &str); 4] = [
    (
        "gen",
        "A valid input of any problem from a seed, at the judge's limits or beyond (or its answers)",
    ),
    (
        "graph",
        "Any finite game as a graph: win, lose or draw, remoteness, loopy Grundy values, sums",
    ),
    (
        "table",
        "Grundy tables of subtraction, all-but, octal and hex games with certified periods",
    ),
    (
        "xortrie-sim",
        "XOR-Trie referee: replay a transcript or a season, or play a seeded match",
    ),
];

/// One row of the catalogue, in the shape `grundy list --json` prints.
#[derive(Debug, Serialize)]
pub struct Entry {
    pub id: &'static str,
    pub aliases: &'static [&'static str],
    pub family: &'static str,
    pub title: &'static str,
    /// Where the winning moves of `--moves --json` lead: `"input"` (every move's `after` is
    /// one case of the format) or `"state"` (some moves' `after` is null and `state`
    /// describes the position, as the statement's "Winning moves" says).
    pub moves_after: &'static str,
    /// The input format in a line or two (the `Input:` part of `grundy <id> --help`).
    pub input: String,
    /// The output, likewise.
    pub output: String,
}

/// What `grundy list` shows: every entry, or those a word or a family picks.
#[derive(Debug, Default)]
pub struct Filter<'a> {
    /// In the id, an alias, the family or the title, in any case (`-`/`_` ignored in names).
    pub word: Option<&'a str>,
    /// Exactly this family (any case).
    pub family: Option<&'a str>,
}

impl Filter<'_> {
    fn keeps(&self, id: &str, aliases: &[&str], family: &str, title: &str) -> bool {
        let family_ok = self.family.is_none_or(|f| f.eq_ignore_ascii_case(family));
        let word_ok = self.word.is_none_or(|w| {
            let key = names::key(w);
            let lower = w.to_lowercase();
            std::iter::once(id)
                .chain(aliases.iter().copied())
                .any(|n| names::key(n).contains(&key))
                || family.to_lowercase().contains(&lower)
                || title.to_lowercase().contains(&lower)
        });
        family_ok && word_ok
    }
}

/// The `Input:` and `Output:` parts of a problem's `about`, each on one line.
fn summary(about: &str) -> (String, String) {
    let (input, output) = about.split_once("\nOutput:").unwrap_or((about, ""));
    let one_line = |s: &str| s.split_whitespace().join(" ");
    (
        one_line(input.trim_start().trim_start_matches("Input:")),
        one_line(output),
    )
}

/// Every problem, sorted by id.
pub fn catalogue() -> Vec<Entry> {
    PROBLEMS
        .iter()
        .map(|p| {
            let m = p.meta();
            let (input, output) = summary(m.about);
            Entry {
                id: m.id,
                aliases: m.aliases,
                family: m.family,
                title: m.title,
                moves_after: match p.moves_after() {
                    AfterKind::Input => "input",
                    AfterKind::State => "state",
                },
                input,
                output,
            }
        })
        .sorted_by_key(|e| e.id)
        .collect()
}

pub fn write(out: &mut impl Write, filter: &Filter<'_>, json: bool) -> Result<()> {
    let entries: Vec<Entry> = catalogue()
        .into_iter()
        .filter(|e| filter.keeps(e.id, e.aliases, e.family, e.title))
        .collect();
    if json {
        serde_json::to_writer(&mut *out, &entries).map_err(std::io::Error::from)?;
        out.write_all(b"\n")?;
        return Ok(());
    }
    let tools = TOOLS
        .iter()
        .filter(|(id, title)| filter.keeps(id, &[], TOOL_FAMILY, title));
    let rows: Vec<[String; 4]> =
        std::iter::once(["id", "aliases", "family", "title"].map(String::from))
            .chain(entries.iter().map(|e| {
                [
                    e.id.to_string(),
                    e.aliases.join(","),
                    e.family.to_string(),
                    e.title.to_string(),
                ]
            }))
            .chain(tools.map(|(id, title)| {
                [
                    id.to_string(),
                    String::new(),
                    TOOL_FAMILY.to_string(),
                    title.to_string(),
                ]
            }))
            .collect();
    let width = |col: usize| {
        rows.iter()
            .map(|r| r[col].chars().count())
            .max()
            .unwrap_or(0)
    };
    let widths = [width(0), width(1), width(2)];
    for row in &rows {
        let mut line = String::new();
        for (cell, w) in row.iter().zip(widths) {
            line += &format!("{cell:<w$}  ");
        }
        line += &row[3];
        writeln!(out, "{line}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries_split_input_from_output() {
        let (input, output) = summary("Input: `T`, then\nT dates.\nOutput: `YES` or\n`NO`.");
        assert_eq!(input, "`T`, then T dates.");
        assert_eq!(output, "`YES` or `NO`.");
    }

    #[test]
    fn filters_match_names_families_and_titles() {
        let f = |word, family| Filter { word, family };
        let snim = ("snim", &["hdu1536"][..], "nim", "S-Nim");
        let keeps = |filter: Filter| filter.keeps(snim.0, snim.1, snim.2, snim.3);
        assert!(keeps(f(None, None)));
        assert!(keeps(f(Some("HDU-1536"), None)));
        assert!(keeps(f(Some("s-nim"), None)));
        assert!(keeps(f(None, Some("NIM"))));
        assert!(!keeps(f(None, Some("misere"))));
        assert!(!keeps(f(Some("wythoff"), None)));
        assert!(!keeps(f(Some("snim"), Some("misere"))));
    }
}
