//! A season: many transcripts refereed at once. Each file gets a verdict (legal, illegal at
//! a line, unreadable, or skipped when a folder's entry is not a file to read); the legal ones add up to a season table per player name, ranked
//! as the standings of one match rank (golds, then silvers, then bronzes; competition
//! ranking). Illegal and unreadable files are listed and left out of the table.
//!
//! This module only judges what a reader gives it and adds reports up; finding and opening
//! the files (in parallel) is the command line's business.

use std::collections::hash_map::{Entry, HashMap};
use std::io::{Read, Write};

use serde::Serialize;

use super::referee::referee_story;
use super::report::{competition_ranks, pad, width, Report};
use grundy_io::error::{Error, Result};
use grundy_io::printable;

/// What the referee says about one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Legal(Report),
    Illegal {
        line: u64,
        reason: String,
    },
    Unreadable {
        reason: String,
    },
    /// An entry of a folder that is not a regular file (a FIFO would block the season until
    /// something wrote to it): not read, and not a failure.
    Skipped {
        reason: String,
    },
}

/// One file of the season, named as its verdict line will name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileVerdict {
    pub file: String,
    pub verdict: Verdict,
}

/// Referees one transcript as it is read from `reader` (a season table tells no story).
pub fn judge(reader: impl Read, file: &str) -> Verdict {
    match referee_story(reader, file, false) {
        Ok(game) => Verdict::Legal(Report::new(&game)),
        Err(e) => refused(e),
    }
}

/// The verdict on a file the referee refused: illegal at a line, or unreadable.
pub fn refused(e: Error) -> Verdict {
    match e {
        Error::Input(at) => Verdict::Illegal {
            line: at.line,
            reason: at.message,
        },
        // The verdict line names the file already: the reason is the failure alone.
        Error::Io(e) => Verdict::Unreadable {
            reason: e.root_cause().to_string(),
        },
        e => Verdict::Unreadable {
            reason: e.to_string(),
        },
    }
}

/// Where a legal file stopped inside a turn, and the duty left undone: its last round is
/// unfinished, its finished rounds count.
pub fn incomplete(report: &Report) -> Option<(u64, &str)> {
    let last = report.rounds.last()?;
    Some((last.incomplete_at?, last.incomplete.as_deref()?))
}

/// One player name's line of the season table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeasonRow {
    pub place: usize,
    pub name: String,
    /// Legal files in which the name is seated.
    pub matches: u32,
    /// Finished rounds of those files (unfinished rounds have no medals and do not count).
    pub rounds: u32,
    pub gold: u32,
    pub silver: u32,
    pub bronze: u32,
    pub iron: u32,
    /// The sum of the player's totals (score + 100 × quan) over the finished rounds.
    pub points: i64,
}

/// The season table: every name seated in a legal file, ranked by (gold, silver, bronze),
/// ties sharing a place and listed in the order the names first appear.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Season {
    pub rows: Vec<SeasonRow>,
}

impl Season {
    pub fn new(files: &[FileVerdict]) -> Self {
        let mut rows: Vec<SeasonRow> = Vec::new();
        // Each name's row: a season of 10,000 files holds tens of thousands of names, and a
        // search along the rows would make the table quadratic in them.
        let mut index: HashMap<&str, usize> = HashMap::new();
        for f in files {
            let Verdict::Legal(report) = &f.verdict else {
                continue;
            };
            let seating = seating(report);
            let at: Vec<usize> = seating
                .iter()
                .map(|&name| match index.entry(name) {
                    Entry::Occupied(e) => *e.get(),
                    Entry::Vacant(e) => {
                        e.insert(rows.len());
                        rows.push(SeasonRow {
                            place: 0,
                            name: name.to_string(),
                            matches: 0,
                            rounds: 0,
                            gold: 0,
                            silver: 0,
                            bronze: 0,
                            iron: 0,
                            points: 0,
                        });
                        rows.len() - 1
                    }
                })
                .collect();
            for &i in &at {
                rows[i].matches += 1;
            }
            for round in report.rounds.iter().filter(|r| r.finished) {
                for (p, player) in round.players.iter().enumerate() {
                    let row = &mut rows[at[p]];
                    row.rounds += 1;
                    row.points += player.total;
                    match player.medal {
                        Some("gold") => row.gold += 1,
                        Some("silver") => row.silver += 1,
                        Some("bronze") => row.bronze += 1,
                        _ => row.iron += 1,
                    }
                }
            }
        }
        let keys: Vec<[u32; 3]> = rows.iter().map(|r| [r.gold, r.silver, r.bronze]).collect();
        for (row, place) in rows.iter_mut().zip(competition_ranks(&keys)) {
            row.place = place;
        }
        // A stable sort keeps first appearance as the order among tied places.
        rows.sort_by_key(|r| r.place);
        Season { rows }
    }
}

/// The names of a match in seating order: every round lists its players so; a match of no
/// rounds has every player at place 1, and its standings are then in seating order.
fn seating(report: &Report) -> Vec<&str> {
    match report.rounds.first() {
        Some(round) => round.players.iter().map(|p| p.name.as_str()).collect(),
        None => report.standings.iter().map(|s| s.name.as_str()).collect(),
    }
}

/// How many files of a season are legal, illegal, unreadable and skipped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub legal: usize,
    pub illegal: usize,
    pub unreadable: usize,
    pub skipped: usize,
    /// Legal files that stopped inside a turn (counted in `legal` too).
    pub incomplete: usize,
}

impl Tally {
    /// The season table's heading, in words (the text report ends it with a colon; the
    /// page shows it as the table's caption, so the two say the same).
    pub fn heading(&self) -> String {
        let incomplete = match self.incomplete {
            0 => String::new(),
            n => format!(", {n} of them incomplete"),
        };
        let skipped = match self.skipped {
            0 => String::new(),
            n => format!("; {n} skipped"),
        };
        format!(
            "Season of {} legal file(s){incomplete} ({} illegal, {} unreadable, left out{skipped})",
            self.legal, self.illegal, self.unreadable
        )
    }
}

pub fn tally(files: &[FileVerdict]) -> Tally {
    let mut t = Tally::default();
    for f in files {
        match f.verdict {
            Verdict::Legal(ref report) => {
                t.legal += 1;
                t.incomplete += usize::from(incomplete(report).is_some());
            }
            Verdict::Illegal { .. } => t.illegal += 1,
            Verdict::Unreadable { .. } => t.unreadable += 1,
            Verdict::Skipped { .. } => t.skipped += 1,
        }
    }
    t
}

/// One verdict line per file, then the season table. A file's name is shown with its
/// control characters escaped, so that it can neither forge a verdict line (a newline) nor
/// reach the terminal raw (an escape sequence); `--json` holds it as it is.
pub fn write_text(files: &[FileVerdict], season: &Season, out: &mut impl Write) -> Result<()> {
    for f in files {
        let file = printable(&f.file);
        match &f.verdict {
            Verdict::Legal(report) => match incomplete(report) {
                Some((line, why)) => writeln!(out, "{file}: incomplete at line {line}: {why}")?,
                None => writeln!(out, "{file}: ok")?,
            },
            Verdict::Illegal { line, reason } => {
                writeln!(out, "{file}: illegal at line {line}: {reason}")?
            }
            Verdict::Unreadable { reason } => writeln!(out, "{file}: unreadable: {reason}")?,
            Verdict::Skipped { reason } => writeln!(out, "{file}: skipped: {reason}")?,
        }
    }
    let t = tally(files);
    writeln!(out)?;
    writeln!(out, "{}:", t.heading())?;
    let w = season
        .rows
        .iter()
        .map(|r| width(&r.name))
        .max()
        .unwrap_or(0)
        .max(6);
    writeln!(
        out,
        "  place  {}  matches  rounds  gold  silver  bronze  iron  points",
        pad("player", w)
    )?;
    for r in &season.rows {
        writeln!(
            out,
            "  {:>5}  {}  {:>7}  {:>6}  {:>4}  {:>6}  {:>6}  {:>4}  {:>6}",
            r.place,
            pad(&r.name, w),
            r.matches,
            r.rounds,
            r.gold,
            r.silver,
            r.bronze,
            r.iron,
            r.points
        )?;
    }
    Ok(())
}

#[derive(Serialize)]
struct FileJson<'a> {
    file: &'a str,
    verdict: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'a str>,
}

#[derive(Serialize)]
struct SeasonJson<'a> {
    files: Vec<FileJson<'a>>,
    season: &'a [SeasonRow],
}

/// The same as one JSON object: `{"files": [...], "season": [...]}`.
pub fn write_json(files: &[FileVerdict], season: &Season, out: &mut impl Write) -> Result<()> {
    let files = files
        .iter()
        .map(|f| match &f.verdict {
            Verdict::Legal(report) => match incomplete(report) {
                Some((line, why)) => FileJson {
                    file: &f.file,
                    verdict: "incomplete",
                    line: Some(line),
                    reason: Some(why),
                },
                None => FileJson {
                    file: &f.file,
                    verdict: "ok",
                    line: None,
                    reason: None,
                },
            },
            Verdict::Illegal { line, reason } => FileJson {
                file: &f.file,
                verdict: "illegal",
                line: Some(*line),
                reason: Some(reason),
            },
            Verdict::Unreadable { reason } => FileJson {
                file: &f.file,
                verdict: "unreadable",
                line: None,
                reason: Some(reason),
            },
            Verdict::Skipped { reason } => FileJson {
                file: &f.file,
                verdict: "skipped",
                line: None,
                reason: Some(reason),
            },
        })
        .collect();
    let json = SeasonJson {
        files,
        season: &season.rows,
    };
    serde_json::to_writer_pretty(&mut *out, &json).map_err(std::io::Error::from)?;
    out.write_all(b"\n")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, text: &[u8]) -> FileVerdict {
        FileVerdict {
            file: name.into(),
            verdict: judge(text, name),
        }
    }

    #[test]
    fn verdicts_say_where_a_file_went_wrong() {
        assert!(matches!(
            file("a", b"players A B C D\n").verdict,
            Verdict::Legal(_)
        ));
        assert_eq!(
            file("b", b"players A B C D\nround\nplay \xff\n").verdict,
            Verdict::Illegal {
                line: 3,
                reason: "expected UTF-8 text, found byte 0xFF".into()
            }
        );
    }

    #[test]
    fn names_are_summed_across_files_and_illegal_files_left_out() {
        let files = [
            file("1", b"players Ann Bob Cid Dee\n"),
            file("2", b"players Eve Bob Ann Dee Fay\n"),
            file("3", b"players Zed Yan Xi Wu\nturn Zed\n"),
        ];
        let season = Season::new(&files);
        let rows: Vec<(&str, u32, usize)> = season
            .rows
            .iter()
            .map(|r| (r.name.as_str(), r.matches, r.place))
            .collect();
        // No finished round: everyone shares place 1, in the order names first appear.
        assert_eq!(
            rows,
            [
                ("Ann", 2, 1),
                ("Bob", 2, 1),
                ("Cid", 1, 1),
                ("Dee", 2, 1),
                ("Eve", 1, 1),
                ("Fay", 1, 1)
            ]
        );
        assert_eq!(
            tally(&files),
            Tally {
                legal: 2,
                illegal: 1,
                unreadable: 0,
                skipped: 0,
                incomplete: 0
            }
        );
    }
}
