//! The timeline of a round's picture: a row per turn, from the round's story.

use std::fmt::Write as _;

use super::xml;
use crate::rules::{Round, What};
use crate::story::sentence;

/// The height of a row of the timeline.
pub(super) const TIMELINE_ROW: f64 = 16.0;

/// A row of the timeline: its turn, its markup and the words it shows.
pub(super) struct TimelineRow {
    pub(super) turn: u32,
    pub(super) markup: String,
    pub(super) plain: String,
}

/// The timeline of a round from its story: a row per turn ("turn 6 Bob"), followed by what
/// marks the turn, each in its colour: the skills used and countered, the duels resolved
/// and the eliminations. The setup (turn 0) has no row.
pub(super) fn timeline(names: &[String], round: &Round) -> Vec<TimelineRow> {
    let mut rows: Vec<TimelineRow> = Vec::new();
    for e in round.events.iter().filter(|e| e.turn > 0) {
        if rows.last().is_none_or(|r| r.turn != e.turn) {
            let head = match (&e.what, e.player()) {
                (What::Turn, Some(p)) => format!("turn {} {}", e.turn, names[p]),
                _ => format!("turn {}", e.turn),
            };
            rows.push(TimelineRow {
                turn: e.turn,
                markup: xml(&head).into_owned(),
                plain: head,
            });
        }
        let (colour, weight) = match &e.what {
            What::Elimination(_) => ("#d00000", r#" font-weight="bold""#),
            What::Duel { .. } => ("#b35900", ""),
            What::Use { .. } | What::Counter { .. } => ("#4363d8", ""),
            _ => continue,
        };
        let mut told = " · ".as_bytes().to_vec();
        sentence(names, e, &mut told);
        let mark = String::from_utf8_lossy(&told);
        let row = rows.last_mut().expect("a row was pushed above");
        let _ = write!(
            row.markup,
            r#"<tspan class="mark" data-kind="{}" fill="{colour}"{weight}>{}</tspan>"#,
            e.what.kind(),
            xml(&mark)
        );
        row.plain.push_str(&mark);
    }
    rows
}
