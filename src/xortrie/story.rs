//! The story of a round as the reports tell it: each [`Event`] of the rules with names for
//! seats, as one flat JSON object (`turn`, `player`, `kind` and the fields of its kind) and
//! as one sentence of the text report. Every kind and field is documented in
//! `problems/xortrie-sim.md`.

use std::io::Write;

use serde::ser::{Serialize, SerializeSeq, Serializer};

use super::rules::{Cause, Event, Outcome, What};

/// The story of one round: its events as the rules keep them (compact: seats, not names),
/// told with names one event at a time, so that a long match's report holds no copy of
/// each name per event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Story {
    names: Vec<String>,
    events: Vec<Event>,
}

impl Story {
    pub fn new(names: &[String], events: &[Event]) -> Self {
        Story {
            names: names.to_vec(),
            events: events.to_vec(),
        }
    }

    /// The story of a round whose events are handed over, not copied.
    pub fn owned(names: &[String], events: Vec<Event>) -> Self {
        Story {
            names: names.to_vec(),
            events,
        }
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
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct EventReport<'a> {
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

/// `cause` of an elimination: `marker 361` (`marker 300 97` for two pairs at once), `duel
/// with Ann`, or `public duel credited to Ann`.
fn cause(names: &[String], c: &Cause) -> String {
    match c {
        Cause::Markers(cards) => {
            let mut s = String::from("marker");
            for c in cards {
                s.push(' ');
                s.push_str(&c.to_string());
            }
            s
        }
        Cause::Duel(w) => format!("duel with {}", names[*w]),
        Cause::PublicDuel(w) => format!("public duel credited to {}", names[*w]),
    }
}

impl<'a> EventReport<'a> {
    pub fn new(names: &'a [String], e: &'a Event) -> Self {
        let name = |p: usize| Some(names[p].as_str());
        let mut r = EventReport {
            turn: e.turn,
            player: e.player.and_then(name),
            kind: e.what.kind(),
            ..EventReport::default()
        };
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
                r.popcount = Some(*popcount);
                r.need = Some(*need);
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
            What::Duel {
                challenger,
                public,
                outcome,
            } => {
                r.challenger = name(*challenger);
                r.public = Some(*public);
                match *outcome {
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
            What::Elimination(c) => r.cause = Some(cause(names, c)),
            What::Give(to) => r.to = name(*to),
            What::RoundEnd(how) => r.how = Some(how.as_str()),
        }
        r
    }

    /// The event as one sentence of the text report, written straight to `out` (half a
    /// million sentences in a long match: no `String` each).
    pub fn write_sentence(&self, out: &mut impl Write) -> std::io::Result<()> {
        let who = self.player.unwrap_or("?");
        let o = |s: &Option<&'a str>| s.unwrap_or("?");
        fn cards(out: &mut impl Write, c: Option<&[u16]>) -> std::io::Result<()> {
            match c.unwrap_or(&[]) {
                [] => out.write_all(b"no card"),
                [first, rest @ ..] => {
                    write!(out, "{first}")?;
                    for c in rest {
                        write!(out, " {c}")?;
                    }
                    Ok(())
                }
            }
        }
        let seq = |out: &mut dyn Write, t: Option<&str>| match t {
            Some("public") => out.write_all(b"the public sequence"),
            _ => write!(out, "{who}'s sequence"),
        };
        let n = |v: Option<u32>| v.unwrap_or(0);
        let i = |v: Option<i64>| v.unwrap_or(0);
        let card = n(self.card.map(u32::from));
        let skill = self.skill.unwrap_or("?");
        match self.kind {
            "start" => {
                out.write_all(b"starting values")?;
                for v in self.values.iter().flatten() {
                    write!(out, " {}={}", v.name, v.value)?;
                }
                Ok(())
            }
            "marker" => write!(out, "marker {card} set aside"),
            "deal" => {
                write!(out, "{who} is dealt ")?;
                cards(out, self.deal.as_ref().map(|d| &d[..]))
            }
            "turn" => write!(out, "{who}'s turn"),
            "draw" => {
                write!(out, "{who} draws ")?;
                cards(out, self.cards)
            }
            "play" => {
                write!(out, "{who} plays {card} on ")?;
                seq(out, self.target)?;
                write!(out, ": now {}", n(self.value))
            }
            "test" => {
                let (p, need) = (n(self.popcount), n(self.need));
                write!(
                    out,
                    "{who} tests {card} against judgment card {}: X = {}, ",
                    n(self.judge.map(u32::from)),
                    n(self.x)
                )?;
                match (self.success, i(self.cost)) {
                    (Some(true), 0) => {
                        write!(out, "{p} ones > {need}: success, but no skill card left")
                    }
                    (Some(true), c) => write!(out, "{p} ones > {need}: success, -{c}"),
                    _ => write!(out, "{p} ones <= {need}: failure"),
                }
            }
            "buy" => write!(out, "{who} buys a skill card with a quan"),
            "take" => write!(out, "{who} takes {skill}"),
            "drop" => write!(out, "{who} drops {skill}"),
            "use" => {
                write!(out, "{who} uses {skill}")?;
                if let Some(b) = self.bit {
                    write!(out, " {b}")?;
                }
                out.write_all(b" on ")?;
                seq(out, self.target)
            }
            "counter" => write!(out, "{who} counters {}'s {skill} with C", o(&self.against)),
            "effect" => {
                write!(out, "{skill} takes effect on ")?;
                seq(out, self.target)?;
                write!(out, ": now {}", n(self.value))
            }
            "keep" => {
                write!(out, "{who} keeps ")?;
                cards(out, self.cards)
            }
            "top" => match i(self.bonus) {
                0 => write!(
                    out,
                    "{who} puts a 1 on the top layer of the public sequence"
                ),
                b => write!(out, "{who} reaches the top layer: +{b}"),
            },
            "pair" => write!(
                out,
                "{who} passes both nodes of marker pair {card}: +1 quan"
            ),
            "claim" => write!(
                out,
                "{who} claims layer {}: +{}",
                n(self.layer),
                i(self.points)
            ),
            "challenge" => write!(
                out,
                "{who}{} challenges {} (highest bit {}): a duel at the end of {}'s next turn",
                if self.public == Some(true) {
                    " (on the public sequence)"
                } else {
                    ""
                },
                o(&self.against),
                n(self.bit),
                o(&self.against)
            ),
            "duel" => {
                if self.public == Some(true) {
                    write!(
                        out,
                        "public duel credited to {} against {who}",
                        o(&self.challenger)
                    )?;
                } else {
                    write!(out, "duel of {} against {who}", o(&self.challenger))?;
                }
                match self.result {
                    Some("won") => write!(
                        out,
                        ": {} wins (+{} and a quan), {} keeps {}",
                        o(&self.winner),
                        i(self.gained),
                        o(&self.loser),
                        i(self.kept)
                    ),
                    Some("tie") => write!(out, ": no winner (second-highest bits)"),
                    _ => write!(out, ": lapses (the highest bits differ now)"),
                }
            }
            "elimination" => write!(
                out,
                "{who} is eliminated ({})",
                self.cause.as_deref().unwrap_or("?")
            ),
            "give" => write!(out, "{who} gives a quan to {}", o(&self.to)),
            "round-end" => write!(out, "the round ends ({})", self.how.unwrap_or("?")),
            other => out.write_all(other.as_bytes()),
        }
    }
}
