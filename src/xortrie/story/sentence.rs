//! One event of the rules as one sentence of the text report, told from the [`Event`]
//! itself into a byte buffer. A long match tells half a million of them (issue 27 allows
//! the story half the time of the report without it), so numbers go through `itoa`, names
//! and fixed words are copied as bytes, and nothing passes through `core::fmt`.

use crate::rules::{Card, Cause, Event, Outcome, Player, Target, What};

/// Appends `s`.
#[inline(always)]
pub(super) fn put(out: &mut Vec<u8>, s: &str) {
    out.extend_from_slice(s.as_bytes());
}

/// Appends the decimal digits of `n` (a minus sign first when negative), as `{n}` would.
#[inline(always)]
pub(super) fn num(out: &mut Vec<u8>, n: impl itoa::Integer) {
    out.extend_from_slice(itoa::Buffer::new().format(n).as_bytes());
}

/// `353 188`, or `no card`.
fn cards(out: &mut Vec<u8>, cards: &[Card]) {
    match cards {
        [] => put(out, "no card"),
        [first, rest @ ..] => {
            num(out, *first);
            for &c in rest {
                out.push(b' ');
                num(out, c);
            }
        }
    }
}

/// `cause` of an elimination: `marker 361` (`marker 300 97` for two pairs at once), `duel
/// with Ann`, or `public duel credited to Ann`.
pub(super) fn cause(names: &[String], c: &Cause, out: &mut Vec<u8>) {
    match c {
        Cause::Markers(cards) => {
            put(out, "marker");
            for &c in cards.iter() {
                out.push(b' ');
                num(out, c);
            }
        }
        Cause::Duel(w) => {
            put(out, "duel with ");
            put(out, &names[*w]);
        }
        Cause::PublicDuel(w) => {
            put(out, "public duel credited to ");
            put(out, &names[*w]);
        }
    }
}

/// Appends the sentence of `e` (no indentation, no line end), with `names` for seats.
pub fn sentence(names: &[String], e: &Event, out: &mut Vec<u8>) {
    let who: &str = e.player().map_or("?", |p: Player| &names[p]);
    let name = |p: Player| names[p].as_str();
    // The sequence a play or a skill acted on.
    let seq = |out: &mut Vec<u8>, t: Target| match t {
        Target::Public => put(out, "the public sequence"),
        Target::Own => {
            put(out, who);
            put(out, "'s sequence");
        }
    };
    match &e.what {
        What::Start(values) => {
            put(out, "starting values");
            for (&value, name) in values.iter().zip(names) {
                out.push(b' ');
                put(out, name);
                out.push(b'=');
                num(out, value);
            }
        }
        What::Marker(c) => {
            put(out, "marker ");
            num(out, *c);
            put(out, " set aside");
        }
        What::Deal(a, b) => {
            put(out, who);
            put(out, " is dealt ");
            cards(out, &[*a, *b]);
        }
        What::Turn => {
            put(out, who);
            put(out, "'s turn");
        }
        What::Draw(drawn) => {
            put(out, who);
            put(out, " draws ");
            cards(out, drawn);
        }
        What::Play {
            card,
            target,
            value,
        } => {
            put(out, who);
            put(out, " plays ");
            num(out, *card);
            put(out, " on ");
            seq(out, *target);
            put(out, ": now ");
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
            put(out, who);
            put(out, " tests ");
            num(out, *card);
            put(out, " against judgment card ");
            num(out, *judge);
            put(out, ": X = ");
            num(out, *x);
            put(out, ", ");
            num(out, *popcount);
            put(out, if *success { " ones > " } else { " ones <= " });
            num(out, *need);
            match (*success, *cost) {
                (true, 0) => put(out, ": success, but no skill card left"),
                (true, c) => {
                    put(out, ": success, -");
                    num(out, c);
                }
                (false, _) => put(out, ": failure"),
            }
        }
        What::Buy => {
            put(out, who);
            put(out, " buys a skill card with a quan");
        }
        What::Take(skill) => {
            put(out, who);
            put(out, " takes ");
            put(out, skill.symbol());
        }
        What::Drop(skill) => {
            put(out, who);
            put(out, " drops ");
            put(out, skill.symbol());
        }
        What::Use { skill, target, bit } => {
            put(out, who);
            put(out, " uses ");
            put(out, skill.symbol());
            if let Some(b) = bit {
                out.push(b' ');
                num(out, *b);
            }
            put(out, " on ");
            seq(out, *target);
        }
        What::Counter { against, skill } => {
            put(out, who);
            put(out, " counters ");
            put(out, name(*against));
            put(out, "'s ");
            put(out, skill.symbol());
            put(out, " with C");
        }
        What::Effect {
            skill,
            target,
            value,
        } => {
            put(out, skill.symbol());
            put(out, " takes effect on ");
            seq(out, *target);
            put(out, ": now ");
            num(out, *value);
        }
        What::Keep(kept) => {
            put(out, who);
            put(out, " keeps ");
            cards(out, kept);
        }
        What::Top { bonus, .. } => {
            put(out, who);
            match *bonus {
                0 => put(out, " puts a 1 on the top layer of the public sequence"),
                b => {
                    put(out, " reaches the top layer: +");
                    num(out, b);
                }
            }
        }
        What::Pair(c) => {
            put(out, who);
            put(out, " passes both nodes of marker pair ");
            num(out, *c);
            put(out, ": +1 quan");
        }
        What::Claim { layer, points } => {
            put(out, who);
            put(out, " claims layer ");
            num(out, *layer);
            put(out, ": +");
            num(out, *points);
        }
        What::Challenge {
            against,
            public,
            bit,
        } => {
            put(out, who);
            if *public {
                put(out, " (on the public sequence)");
            }
            put(out, " challenges ");
            put(out, name(*against));
            put(out, " (highest bit ");
            num(out, *bit);
            put(out, "): a duel at the end of ");
            put(out, name(*against));
            put(out, "'s next turn");
        }
        What::Duel { .. } => {
            // A duel always has its player; an event built otherwise tells nothing more.
            let Some((challenger, public, outcome)) = e.duel() else {
                return put(out, "a duel");
            };
            put(
                out,
                if public {
                    "public duel credited to "
                } else {
                    "duel of "
                },
            );
            put(out, name(challenger));
            put(out, " against ");
            put(out, who);
            match outcome {
                Outcome::Won {
                    winner,
                    loser,
                    kept,
                    gained,
                } => {
                    put(out, ": ");
                    put(out, name(winner));
                    put(out, " wins (+");
                    num(out, gained);
                    put(out, " and a quan), ");
                    put(out, name(loser));
                    put(out, " keeps ");
                    num(out, kept);
                }
                Outcome::Tie => put(out, ": no winner (second-highest bits)"),
                Outcome::Lapsed => put(out, ": lapses (the highest bits differ now)"),
            }
        }
        What::Elimination(c) => {
            put(out, who);
            put(out, " is eliminated (");
            cause(names, c, out);
            out.push(b')');
        }
        What::Give(to) => {
            put(out, who);
            put(out, " gives a quan to ");
            put(out, name(*to));
        }
        What::RoundEnd(how) => {
            put(out, "the round ends (");
            put(out, how.as_str());
            out.push(b')');
        }
    }
}
