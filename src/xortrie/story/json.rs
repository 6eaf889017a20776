//! A round's events as the `"events"` list of `--json`, written by hand at the one depth the
//! report puts them (`{"rounds": [{"events": [...]}]}`), byte for byte what serde_json's
//! pretty printer makes of [`super::EventReport`]s: a long match has half a million events
//! (52 MB of JSON), and the printer's generic walk over a record of thirty optional fields
//! cost more than the rest of the report. The keys of each kind are in the order of
//! `EventReport`'s fields; a test holds the two to the same bytes.

use super::sentence::{cause, num, put};
use crate::rules::{Card, Event, Outcome, Skill, Target, What};

/// Indentation of an event's keys (inside `rounds`' round objects' `events`).
macro_rules! key_indent {
    () => {
        "          "
    };
}

/// Indentation of an array's items inside an event.
macro_rules! item_indent {
    () => {
        "            "
    };
}

/// `,` and a new line, an event's key and `": "`: what comes before every value but the
/// turn's.
macro_rules! key {
    ($k:literal) => {
        concat!(",\n", key_indent!(), "\"", $k, "\": ")
    };
}

/// A name as a JSON string, quotes included (a name may hold `"` or `\`).
pub(super) fn quoted(name: &str) -> Vec<u8> {
    serde_json::to_vec(name).unwrap_or_else(|_| b"\"?\"".to_vec())
}

/// The value of `cards`: a card a line, or `[]`.
fn cards(out: &mut Vec<u8>, cards: &[Card]) {
    if cards.is_empty() {
        put(out, "[]");
        return;
    }
    let mut sep = concat!("[\n", item_indent!());
    for &c in cards {
        put(out, sep);
        num(out, c);
        sep = concat!(",\n", item_indent!());
    }
    put(out, concat!("\n", key_indent!(), "]"));
}

fn target(out: &mut Vec<u8>, t: Target) {
    put(
        out,
        match t {
            Target::Own => concat!(key!("target"), "\"own\""),
            Target::Public => concat!(key!("target"), "\"public\""),
        },
    );
}

fn skill(out: &mut Vec<u8>, s: Skill) {
    put(out, key!("skill"));
    out.push(b'"');
    put(out, s.symbol());
    out.push(b'"');
}

fn boolean(out: &mut Vec<u8>, b: bool) {
    put(out, if b { "true" } else { "false" });
}

/// Appends the event's object (from its opening new line to its closing brace, no comma),
/// with `quoted[p]` the JSON string of seat `p`'s name.
pub fn event(names: &[String], quoted: &[Vec<u8>], e: &Event, out: &mut Vec<u8>) {
    put(out, concat!("\n        {\n", key_indent!(), "\"turn\": "));
    num(out, e.turn);
    if let Some(p) = e.player() {
        put(out, key!("player"));
        out.extend_from_slice(&quoted[p]);
    }
    let named = |out: &mut Vec<u8>, key: &str, p: usize| {
        put(out, key);
        out.extend_from_slice(&quoted[p]);
    };
    macro_rules! kind {
        ($k:literal) => {
            put(out, concat!(key!("kind"), "\"", $k, "\""))
        };
    }
    match &e.what {
        What::Start(values) => {
            kind!("start");
            put(out, key!("values"));
            if values.is_empty() || names.is_empty() {
                put(out, "[]");
            } else {
                let mut sep = concat!("[\n", item_indent!(), "{\n");
                for (&value, p) in values.iter().zip(0..names.len()) {
                    put(out, sep);
                    named(out, concat!(item_indent!(), "  \"name\": "), p);
                    put(out, concat!(",\n", item_indent!(), "  \"value\": "));
                    num(out, value);
                    sep = concat!("\n", item_indent!(), "},\n", item_indent!(), "{\n");
                }
                put(
                    out,
                    concat!("\n", item_indent!(), "}\n", key_indent!(), "]"),
                );
            }
        }
        What::Marker(c) => {
            kind!("marker");
            put(out, key!("card"));
            num(out, *c);
        }
        What::Deal(a, b) => {
            kind!("deal");
            put(out, key!("cards"));
            cards(out, &[*a, *b]);
        }
        What::Turn => kind!("turn"),
        What::Draw(drawn) => {
            kind!("draw");
            put(out, key!("cards"));
            cards(out, drawn);
        }
        What::Play {
            card,
            target: t,
            value,
        } => {
            kind!("play");
            put(out, key!("card"));
            num(out, *card);
            target(out, *t);
            put(out, key!("value"));
            num(out, *value);
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
            kind!("test");
            put(out, key!("card"));
            num(out, *card);
            put(out, key!("judge"));
            num(out, *judge);
            put(out, key!("x"));
            num(out, *x);
            put(out, key!("popcount"));
            num(out, *popcount);
            put(out, key!("need"));
            num(out, *need);
            put(out, key!("success"));
            boolean(out, *success);
            put(out, key!("cost"));
            num(out, *cost);
        }
        What::Buy => kind!("buy"),
        What::Take(s) => {
            kind!("take");
            skill(out, *s);
        }
        What::Drop(s) => {
            kind!("drop");
            skill(out, *s);
        }
        What::Use {
            skill: s,
            target: t,
            bit,
        } => {
            kind!("use");
            skill(out, *s);
            if let Some(b) = bit {
                put(out, key!("bit"));
                num(out, *b);
            }
            target(out, *t);
        }
        What::Counter { against, skill: s } => {
            kind!("counter");
            skill(out, *s);
            named(out, key!("against"), *against);
        }
        What::Effect {
            skill: s,
            target: t,
            value,
        } => {
            kind!("effect");
            skill(out, *s);
            target(out, *t);
            put(out, key!("value"));
            num(out, *value);
        }
        What::Keep(kept) => {
            kind!("keep");
            put(out, key!("cards"));
            cards(out, kept);
        }
        What::Top { target: t, bonus } => {
            kind!("top");
            target(out, *t);
            put(out, key!("bonus"));
            num(out, *bonus);
        }
        What::Pair(c) => {
            kind!("pair");
            put(out, key!("card"));
            num(out, *c);
        }
        What::Claim { layer, points } => {
            kind!("claim");
            put(out, key!("layer"));
            num(out, *layer);
            put(out, key!("points"));
            num(out, *points);
        }
        What::Challenge {
            against,
            public,
            bit,
        } => {
            kind!("challenge");
            put(out, key!("bit"));
            num(out, *bit);
            named(out, key!("against"), *against);
            put(out, key!("public"));
            boolean(out, *public);
        }
        What::Duel { .. } => {
            kind!("duel");
            // A duel always has its player; an event built otherwise tells nothing more.
            let Some((challenger, public, outcome)) = e.duel() else {
                put(out, "\n        }");
                return;
            };
            put(out, key!("public"));
            boolean(out, public);
            named(out, key!("challenger"), challenger);
            match outcome {
                Outcome::Won {
                    winner,
                    loser,
                    kept,
                    gained,
                } => {
                    put(out, concat!(key!("result"), "\"won\""));
                    named(out, key!("winner"), winner);
                    named(out, key!("loser"), loser);
                    put(out, key!("kept"));
                    num(out, kept);
                    put(out, key!("gained"));
                    num(out, gained);
                }
                Outcome::Tie => put(out, concat!(key!("result"), "\"tie\"")),
                Outcome::Lapsed => put(out, concat!(key!("result"), "\"lapsed\"")),
            }
        }
        What::Elimination(c) => {
            kind!("elimination");
            put(out, key!("cause"));
            // Rare (a few a round): told plainly, then escaped as a whole.
            let mut told = Vec::new();
            cause(names, c, &mut told);
            out.extend_from_slice(&quoted_bytes(&told));
        }
        What::Give(to) => {
            kind!("give");
            named(out, key!("to"), *to);
        }
        What::RoundEnd(how) => {
            kind!("round-end");
            put(out, key!("how"));
            out.push(b'"');
            put(out, how.as_str());
            out.push(b'"');
        }
    }
    put(out, "\n        }");
}

/// Text made of names and ASCII as a JSON string.
fn quoted_bytes(text: &[u8]) -> Vec<u8> {
    quoted(&String::from_utf8_lossy(text))
}
