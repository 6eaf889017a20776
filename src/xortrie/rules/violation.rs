//! Why the rules refuse a directive: a typed [`Violation`] whose display is the message
//! after `<file>:<line>: ` (spec §9), and the duties (§10) a later directive can find
//! undone.

use std::fmt;

use super::basics::{EndedBy, Target};
use super::cards::{Card, Skill, Skills};

/// A duty of the actor that a later directive found undone (a missing `drop` has its own
/// violation, [`Violation::MustDropFirst`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duty {
    Play,
    Take,
    Keep,
}

/// Why an action is refused. Displayed as the message after `<file>:<line>: `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Violation {
    PlayerCount(usize),
    DuplicateName(String),
    /// A directive that needs a round in progress came before any `round` line.
    NoRound {
        found: &'static str,
    },
    /// `round` while the current round is still going.
    RoundNotEnded {
        round: usize,
    },
    /// Anything but `round` after the round ended.
    RoundEnded {
        how: EndedBy,
        found: &'static str,
    },
    /// A setup or turn directive where another one was due.
    Expected {
        expected: String,
        found: &'static str,
    },
    StartMissing(String),
    StartTwice(String),
    StartRange {
        name: String,
        value: u64,
    },
    StartTaken {
        value: u64,
        first: String,
        second: String,
    },
    NotInDeck {
        card: Card,
        place: String,
    },
    NotInHand {
        player: String,
        verb: &'static str,
        card: Card,
        hand: Vec<Card>,
    },
    Starter {
        found: String,
        allowed: Vec<String>,
    },
    DealOrder {
        expected: String,
        found: String,
    },
    WrongTurn {
        expected: String,
        found: String,
    },
    DrawCount {
        expected: usize,
        found: usize,
        available: usize,
    },
    OutOfOrder {
        actor: String,
        found: &'static str,
        after: &'static str,
    },
    Duty {
        actor: String,
        duty: Duty,
        found: &'static str,
        detail: String,
    },
    TurnOver {
        actor: String,
        found: &'static str,
    },
    NoJudgment,
    NoQuan {
        player: String,
        found: &'static str,
    },
    NoSkillLeft,
    NothingToTake {
        actor: String,
    },
    SkillUnavailable {
        skill: Skill,
        deck: Skills,
        reshuffled: bool,
    },
    SkillNotHeld {
        player: String,
        skill: Skill,
        held: Skills,
    },
    DropUnderLimit {
        actor: String,
        held: usize,
    },
    BitRequired(Skill),
    BitUnexpected(Skill, u64),
    BadBit {
        skill: Skill,
        target: Target,
        bit: u64,
        value: u32,
        why: &'static str,
    },
    MustDropFirst {
        actor: String,
        found: &'static str,
    },
    /// A counter not right after a use; `after` is what it followed.
    CounterMisplaced {
        after: &'static str,
    },
    CounterByActor(String),
    CounterByEliminated(String),
    KeepTooMany(usize),
    KeepTwice(Card),
    GiveSelf(String),
    SetupIncomplete {
        expected: String,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Violation::*;
        match self {
            PlayerCount(n) => write!(f, "a game needs 4 to 8 players, found {n}"),
            DuplicateName(name) => write!(f, "player {name} is named twice"),
            NoRound { found } => write!(f, "expected round, found {found} before any round"),
            RoundNotEnded { round } => write!(
                f,
                "round {round} has not ended (no 1 on the top layer and at least 2 players \
                 active); only the last round may be unfinished"
            ),
            RoundEnded { how, found } => write!(
                f,
                "the round has ended ({}); expected round or end of file, found {found}",
                how.as_str()
            ),
            Expected { expected, found } => write!(f, "expected {expected}, found {found}"),
            StartMissing(name) => write!(f, "start gives no starting value for {name}"),
            StartTwice(name) => write!(f, "start gives {name} a starting value twice"),
            StartRange { name, value } => {
                write!(f, "starting value of {name} must be 1..31, found {value}")
            }
            StartTaken {
                value,
                first,
                second,
            } => write!(
                f,
                "starting value {value} of {second} is already the starting value of {first}"
            ),
            NotInDeck { card, place } => {
                write!(f, "card {card} is not in the deck (it is {place})")
            }
            NotInHand {
                player,
                verb,
                card,
                hand,
            } => {
                write!(f, "{player} cannot {verb} {card}: not in hand (hand: ")?;
                write_cards(f, hand)?;
                f.write_str(")")
            }
            Starter { found, allowed } => write!(
                f,
                "{found} cannot start: the starting player has the lowest highest bit ({})",
                allowed.join(" or ")
            ),
            DealOrder { expected, found } => {
                write!(
                    f,
                    "expected deal for {expected} (clockwise), found deal for {found}"
                )
            }
            WrongTurn { expected, found } => {
                write!(f, "it is {expected}'s turn, found turn {found}")
            }
            DrawCount {
                expected,
                found,
                available,
            } => write!(
                f,
                "draw must list {expected} card(s) ({available} in deck and discard pile), \
                 found {found}"
            ),
            OutOfOrder {
                actor,
                found,
                after,
            } => write!(
                f,
                "{actor}'s turn: {found} cannot come after {after} (order: draw, play, \
                 test|buy, take, drop, use, counter, keep)"
            ),
            Duty {
                actor,
                duty,
                found,
                detail,
            } => {
                let what = match duty {
                    self::Duty::Play => "play",
                    self::Duty::Take => "take",
                    self::Duty::Keep => "keep",
                };
                write!(
                    f,
                    "{actor}'s turn: expected {what}, found {found} ({detail})"
                )
            }
            TurnOver { actor, found } => write!(
                f,
                "{actor} was eliminated and the rest of the turn does not happen; expected \
                 turn, give or round, found {found}"
            ),
            NoJudgment => f.write_str(
                "test needs a judgment card, but the basic deck and discard pile are empty",
            ),
            NoQuan { player, found } => write!(f, "{player} cannot {found}: no quan"),
            NoSkillLeft => f.write_str("cannot buy: no skill card left in deck or discard pile"),
            NothingToTake { actor } => write!(
                f,
                "{actor} cannot take a skill card: no successful test or buy this turn"
            ),
            SkillUnavailable {
                skill,
                deck,
                reshuffled,
            } => write!(
                f,
                "cannot take {skill}: not in the skill deck{} (skill deck: {deck})",
                if *reshuffled {
                    " after reshuffling the discard pile"
                } else {
                    ""
                }
            ),
            SkillNotHeld {
                player,
                skill,
                held,
            } => {
                write!(f, "{player} holds no {skill} (skills: {held})")
            }
            DropUnderLimit { actor, held } => write!(
                f,
                "{actor} cannot drop: holds {held} skill card(s), drop is only for a third"
            ),
            BitRequired(s) => write!(f, "use {s}: expected a bit 0..10, found end of line"),
            BitUnexpected(s, b) => {
                write!(
                    f,
                    "use {s}: expected end of line ({s} takes no bit), found {b}"
                )
            }
            BadBit {
                skill,
                target,
                bit,
                value,
                why,
            } => {
                write!(
                    f,
                    "cannot use {skill} on bit {bit} of {target} sequence {value}: {why}"
                )
            }
            MustDropFirst { actor, found } => write!(
                f,
                "{actor}'s turn: expected drop (3 skill cards held), found {found}"
            ),
            CounterMisplaced { after } => {
                write!(
                    f,
                    "counter must come right after a use, found it after {after}"
                )
            }
            CounterByActor(name) => write!(f, "{name} cannot counter their own skill"),
            CounterByEliminated(name) => {
                write!(f, "{name} is eliminated and cannot counter")
            }
            KeepTooMany(k) => write!(f, "keep lists {k} cards, at most 2 may be kept"),
            KeepTwice(c) => write!(f, "keep lists card {c} twice"),
            GiveSelf(name) => write!(f, "{name} cannot give a quan to themselves"),
            SetupIncomplete { expected } => {
                write!(
                    f,
                    "the file ends during the setup of a round: expected {expected}"
                )
            }
        }
    }
}

fn write_cards(f: &mut fmt::Formatter<'_>, cards: &[Card]) -> fmt::Result {
    if cards.is_empty() {
        return f.write_str("empty");
    }
    for (i, c) in cards.iter().enumerate() {
        if i > 0 {
            f.write_str(" ")?;
        }
        write!(f, "{c}")?;
    }
    Ok(())
}

impl std::error::Error for Violation {}
