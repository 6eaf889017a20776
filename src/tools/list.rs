//! `grundy list`: the catalogue as an aligned table, or as one JSON array.

use std::io::Write;

use itertools::Itertools;
use serde::Serialize;

use crate::error::Result;
use crate::problems::{AfterKind, PROBLEMS};

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
}

/// Every problem, sorted by id.
pub fn catalogue() -> Vec<Entry> {
    PROBLEMS
        .iter()
        .map(|p| {
            let m = p.meta();
            Entry {
                id: m.id,
                aliases: m.aliases,
                family: m.family,
                title: m.title,
                moves_after: match p.moves_after() {
                    AfterKind::Input => "input",
                    AfterKind::State => "state",
                },
            }
        })
        .sorted_by_key(|e| e.id)
        .collect()
}

pub fn write(out: &mut impl Write, json: bool) -> Result<()> {
    let entries = catalogue();
    if json {
        serde_json::to_writer(&mut *out, &entries).map_err(std::io::Error::from)?;
        out.write_all(b"\n")?;
        return Ok(());
    }
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
