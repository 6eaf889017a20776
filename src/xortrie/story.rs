//! The story of a round as the reports tell it: each [`Event`] of the rules with names for
//! seats, as one flat JSON object (`turn`, `player`, `kind` and the fields of its kind) and
//! as one sentence of the text report. Every kind and field is documented in
//! `problems/xortrie-sim.md`.
//!
//! The reports write the story straight from the rules' events ([`sentence`], [`json`]):
//! a long match tells half a million of them. [`EventReport`], the event as a record of
//! named fields, is for readers that want the fields (pictures, tests); serialized, it is
//! the same JSON object.

mod json;
mod sentence;

use std::io::Write;
use std::sync::Arc;

use serde::ser::{Serialize, SerializeSeq, Serializer};

pub use sentence::sentence;

use super::rules::{Event, Outcome, What};

/// The story of one round: its events as the rules keep them (compact: seats, not names),
/// told with names one event at a time, so that a long match's report holds no copy of
/// each name per event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Story {
    /// Shared by every round of a report: a thousand rounds need not copy eight names each.
    names: Arc<[String]>,
    events: Vec<Event>,
}

/// What a story buffers before it hands its bytes to the writer.
pub(crate) const CHUNK: usize = grundy_io::output::CAPACITY;

impl Story {
    pub fn new(names: &[String], events: &[Event]) -> Self {
        Story {
            names: names.into(),
            events: events.to_vec(),
        }
    }

    /// The story of a round whose events are handed over, not copied.
    pub fn owned(names: &[String], events: Vec<Event>) -> Self {
        Story::shared(names.into(), events)
    }

    /// The story of a round whose events are handed over, with names shared with other
    /// rounds.
    pub fn shared(names: Arc<[String]>, events: Vec<Event>) -> Self {
        Story { names, events }
    }

    pub fn len(&self) -> usize {
        self.events.len()
    }

    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// Every event with names, in the order they happened.
    pub fn reports(&self) -> impl Iterator<Item = EventReport<'_>> {
        self.events.iter().map(|e| EventReport::new(&self.names, e))
    }

    /// The story, a line per event: `setup    ` or `turn N   ` (turn numbers padded to four
    /// places) and its sentence, each line after `indent` (the text report indents it by
    /// four spaces under a round's table; the season page by none).
    pub fn write_text(&self, indent: &str, out: &mut impl Write) -> std::io::Result<()> {
        let mut buf = Vec::new();
        self.tell_text(indent, &mut buf, out)?;
        out.write_all(&buf)
    }

    /// [`Story::write_text`] appended to `buf`, which is handed to `out` whenever it holds
    /// a [`CHUNK`] (see [`spill`]).
    pub(crate) fn tell_text(
        &self,
        indent: &str,
        buf: &mut Vec<u8>,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        for e in &self.events {
            sentence::put(buf, indent);
            match e.turn {
                0 => sentence::put(buf, "setup    "),
                t => {
                    let mut digits = itoa::Buffer::new();
                    let t = digits.format(t);
                    sentence::put(buf, "turn ");
                    sentence::put(buf, t);
                    sentence::put(buf, &"    "[t.len().min(4)..]);
                }
            }
            sentence::sentence(&self.names, e, buf);
            buf.push(b'\n');
            spill(buf, out)?;
        }
        Ok(())
    }

    /// The story as the value of a round's `"events"` key in the report's JSON (pretty
    /// printed at the depth the report puts it: the same bytes as serde_json's pretty
    /// printer would write for [`Story`]'s `Serialize` there), appended to `buf`, which is
    /// handed to `out` whenever it holds a [`CHUNK`] (see [`spill`]).
    pub(crate) fn tell_json(&self, buf: &mut Vec<u8>, out: &mut impl Write) -> std::io::Result<()> {
        if self.events.is_empty() {
            buf.extend_from_slice(b"[]");
            return Ok(());
        }
        let quoted: Vec<Vec<u8>> = self.names.iter().map(|n| json::quoted(n)).collect();
        buf.push(b'[');
        for (i, e) in self.events.iter().enumerate() {
            if i > 0 {
                buf.push(b',');
            }
            json::event(&self.names, &quoted, e, buf);
            spill(buf, out)?;
        }
        buf.extend_from_slice(b"\n      ]");
        Ok(())
    }
}

/// Hands `buf` to `out` once it holds a [`CHUNK`]: a chunk as large as the buffer of
/// [`grundy_io::output::Output`] goes straight to the file, not copied into it first (the
/// JSON story of a long match is 52 MB).
pub(crate) fn spill(buf: &mut Vec<u8>, out: &mut impl Write) -> std::io::Result<()> {
    if buf.len() >= CHUNK {
        out.write_all(buf)?;
        buf.clear();
    }
    Ok(())
}

impl Serialize for Story {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.events.len()))?;
        for e in self.reports() {
            seq.serialize_element(&e)?;
        }
        seq.end()
    }
}

/// A starting value, by name.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct NamedValue<'a> {
    pub name: &'a str,
    pub value: u32,
}

/// One event with names: `kind` says which of the optional fields are there.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct EventReport<'a> {
    /// The event it tells, for its sentence.
    #[serde(skip)]
    told: Told<'a>,
    pub turn: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<&'a str>,
    pub kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<NamedValue<'a>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<&'a [u16]>,
    /// The two cards of a `deal` (serialized as `cards`).
    #[serde(skip_serializing_if = "Option::is_none", rename = "cards")]
    pub deal: Option<[u16; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub judge: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub x: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub popcount: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub need: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub success: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skill: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bit: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bonus: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub layer: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub against: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub public: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub challenger: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loser: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kept: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gained: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cause: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub how: Option<&'static str>,
}

/// An event and the names of its seats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Told<'a> {
    names: &'a [String],
    event: &'a Event,
}

impl<'a> EventReport<'a> {
    pub fn new(names: &'a [String], e: &'a Event) -> Self {
        let name = |p: usize| Some(names[p].as_str());
        let mut r = EventReport::blank(names, e);
        r.player = e.player().and_then(name);
        match &e.what {
            What::Start(values) => {
                r.values = Some(
                    values
                        .iter()
                        .zip(names)
                        .map(|(&value, name)| NamedValue { name, value })
                        .collect(),
                )
            }
            What::Marker(c) => r.card = Some(*c),
            What::Deal(a, b) => r.deal = Some([*a, *b]),
            What::Turn | What::Buy => {}
            What::Draw(cards) | What::Keep(cards) => r.cards = Some(cards),
            What::Play {
                card,
                target,
                value,
            } => {
                r.card = Some(*card);
                r.target = Some(target.as_str());
                r.value = Some(*value);
            }
            What::Test {
                card,
                judge,
                x,
                popcount,
                need,
                success,
                cost,
            } => {
                r.card = Some(*card);
                r.judge = Some(*judge);
                r.x = Some(*x);
                r.popcount = Some(u32::from(*popcount));
                r.need = Some(u32::from(*need));
                r.success = Some(*success);
                r.cost = Some(*cost);
            }
            What::Take(s) | What::Drop(s) => r.skill = Some(s.symbol()),
            What::Use { skill, target, bit } => {
                r.skill = Some(skill.symbol());
                r.target = Some(target.as_str());
                r.bit = *bit;
            }
            What::Counter { against, skill } => {
                r.against = name(*against);
                r.skill = Some(skill.symbol());
            }
            What::Effect {
                skill,
                target,
                value,
            } => {
                r.skill = Some(skill.symbol());
                r.target = Some(target.as_str());
                r.value = Some(*value);
            }
            What::Top { target, bonus } => {
                r.target = Some(target.as_str());
                r.bonus = Some(*bonus);
            }
            What::Pair(c) => r.card = Some(*c),
            What::Claim { layer, points } => {
                r.layer = Some(*layer);
                r.points = Some(*points);
            }
            What::Challenge {
                against,
                public,
                bit,
            } => {
                r.against = name(*against);
                r.public = Some(*public);
                r.bit = Some(*bit);
            }
            What::Duel { .. } => {
                // A duel always has its player; an event built otherwise tells nothing more.
                let Some((challenger, public, outcome)) = e.duel() else {
                    return r;
                };
                r.challenger = name(challenger);
                r.public = Some(public);
                match outcome {
                    Outcome::Won {
                        winner,
                        loser,
                        kept,
                        gained,
                    } => {
                        r.result = Some("won");
                        r.winner = name(winner);
                        r.loser = name(loser);
                        r.kept = Some(kept);
                        r.gained = Some(gained);
                    }
                    Outcome::Tie => r.result = Some("tie"),
                    Outcome::Lapsed => r.result = Some("lapsed"),
                }
            }
            What::Elimination(c) => {
                let mut told = Vec::new();
                sentence::cause(names, c, &mut told);
                r.cause = Some(String::from_utf8_lossy(&told).into_owned());
            }
            What::Give(to) => r.to = name(*to),
            What::RoundEnd(how) => r.how = Some(how.as_str()),
        }
        r
    }

    /// The event with every optional field left out.
    fn blank(names: &'a [String], event: &'a Event) -> Self {
        EventReport {
            told: Told { names, event },
            turn: event.turn,
            player: None,
            kind: event.what.kind(),
            values: None,
            card: None,
            cards: None,
            deal: None,
            judge: None,
            x: None,
            popcount: None,
            need: None,
            success: None,
            cost: None,
            skill: None,
            bit: None,
            target: None,
            value: None,
            bonus: None,
            layer: None,
            points: None,
            against: None,
            public: None,
            challenger: None,
            result: None,
            winner: None,
            loser: None,
            kept: None,
            gained: None,
            cause: None,
            to: None,
            how: None,
        }
    }

    /// The event as one sentence of the text report, written to `out` (the text report's
    /// words, from the rules' event itself: see [`sentence::sentence`]).
    pub fn write_sentence(&self, out: &mut impl Write) -> std::io::Result<()> {
        let mut told = Vec::with_capacity(80);
        sentence::sentence(self.told.names, self.told.event, &mut told);
        out.write_all(&told)
    }
}
