//! The timeline of a round's picture: a row per turn, from the round's story, wrapped into
//! lines of a given width so that a long round (every duel told with the values and bits
//! that decided it) makes the picture taller, never wider than a screen.

use std::fmt::Write as _;

use super::canvas::text_width;
use super::xml;
use crate::rules::{Round, What};
use crate::story::sentence;

/// The height of a line of the timeline.
pub(super) const TIMELINE_ROW: f64 = 16.0;

/// How far the lines that continue a turn are indented.
pub(super) const CONTINUED: f64 = 24.0;

/// A mark of a turn: a skill used or countered, a duel resolved or an elimination, told by
/// its sentence.
struct Mark {
    kind: &'static str,
    colour: &'static str,
    weight: &'static str,
    told: String,
}

/// A turn: its number, its head ("turn 6 Bob") and its marks.
struct TurnRow {
    turn: u32,
    head: String,
    marks: Vec<Mark>,
}

/// A line of the timeline: its turn, whether it starts the turn (the head is on it), its
/// indent, its markup and the words it shows.
pub(super) struct TimelineLine {
    pub(super) turn: u32,
    pub(super) first: bool,
    pub(super) indent: f64,
    pub(super) markup: String,
    pub(super) plain: String,
}

/// The turns of a round from its story: a row per turn, followed by what marks the turn,
/// each in its colour: the skills used and countered, the duels resolved and the
/// eliminations. The setup (turn 0) has no row.
fn turns(names: &[String], round: &Round) -> Vec<TurnRow> {
    let mut rows: Vec<TurnRow> = Vec::new();
    for e in round.events.iter().filter(|e| e.turn > 0) {
        if rows.last().is_none_or(|r| r.turn != e.turn) {
            let head = match (&e.what, e.player()) {
                (What::Turn, Some(p)) => format!("turn {} {}", e.turn, names[p]),
                _ => format!("turn {}", e.turn),
            };
            rows.push(TurnRow {
                turn: e.turn,
                head,
                marks: Vec::new(),
            });
        }
        let (colour, weight) = match &e.what {
            What::Elimination(_) => ("#d00000", r#" font-weight="bold""#),
            What::Duel { .. } => ("#b35900", ""),
            What::Use { .. } | What::Counter { .. } => ("#4363d8", ""),
            _ => continue,
        };
        let mut told = Vec::new();
        sentence(names, e, &mut told);
        let row = rows.last_mut().expect("a row was pushed above");
        row.marks.push(Mark {
            kind: e.what.kind(),
            colour,
            weight,
            told: String::from_utf8_lossy(&told).into_owned(),
        });
    }
    rows
}

/// The timeline of a round in lines at most `width` px wide (12 px type; a single word
/// wider than that stands on a line of its own). A turn's marks follow its head, ` · `
/// between them, and go on to indented lines; a mark's first piece carries its kind
/// (`data-kind`), the pieces it continues on later lines do not.
pub(super) fn timeline(names: &[String], round: &Round, width: f64) -> Vec<TimelineLine> {
    let mut lines = Vec::new();
    for row in turns(names, round) {
        let mut line = TimelineLine {
            turn: row.turn,
            first: true,
            indent: 0.0,
            markup: xml(&row.head).into_owned(),
            plain: row.head.clone(),
        };
        for mark in &row.marks {
            let mut started = false;
            let open = |started: bool| {
                if started {
                    format!(
                        r#"<tspan class="mark-more" fill="{}"{}>"#,
                        mark.colour, mark.weight
                    )
                } else {
                    format!(
                        r#"<tspan class="mark" data-kind="{}" fill="{}"{}>"#,
                        mark.kind, mark.colour, mark.weight
                    )
                }
            };
            let mut piece = String::from(" · ");
            for word in mark.told.split(' ') {
                let candidate = format!("{piece}{word} ");
                let fits = line.indent
                    + text_width((line.plain.clone() + &candidate).trim_end(), 12.0)
                    <= width;
                if fits || (piece.trim().is_empty() && line.plain.is_empty()) {
                    piece = candidate;
                    continue;
                }
                // The line is full: what the mark has so far stays on it, the word starts
                // the next line.
                if !piece.trim().is_empty() && piece != " · " {
                    let shown = piece.trim_end();
                    let _ = write!(line.markup, "{}{}</tspan>", open(started), xml(shown));
                    line.plain.push_str(shown);
                    started = true;
                }
                lines.push(std::mem::replace(
                    &mut line,
                    TimelineLine {
                        turn: row.turn,
                        first: false,
                        indent: CONTINUED,
                        markup: String::new(),
                        plain: String::new(),
                    },
                ));
                piece = if started {
                    format!("{word} ")
                } else {
                    format!("· {word} ")
                };
            }
            let shown = piece.trim_end();
            let _ = write!(line.markup, "{}{}</tspan>", open(started), xml(shown));
            line.plain.push_str(shown);
        }
        lines.push(line);
    }
    lines
}
