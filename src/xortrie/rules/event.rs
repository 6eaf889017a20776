//! The story of a round: one [`Event`] per thing that happened, in the order it happened,
//! with the values it produced. The rules write it as they apply each directive (a round
//! keeps it only when asked to, see [`super::Game::new`]); reports, pictures and the replay
//! test read it. Seats, not names: the report names them.

use std::fmt;
use std::ops::Deref;

use super::basics::{EndedBy, Player, Target};
use super::cards::{Card, Skill, HAND_LIMIT};

// Half a million of them in a long match: their size is what keeping the story costs.
const _: () = assert!(std::mem::size_of::<Event>() <= 32);

/// One thing that happened in a round. `turn` counts the round's turns from 1 (0 is the
/// setup); [`Event::player`] is who acted, or whom it happened to (see [`What`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub turn: u32,
    /// The player's seat in a byte (a game seats at most eight): with it the event is 32
    /// bytes, not 48.
    seat: Option<u8>,
    pub what: What,
}

impl Event {
    pub fn new(turn: u32, player: Option<Player>, what: What) -> Self {
        debug_assert!(player.is_none_or(|p| p <= usize::from(u8::MAX)));
        Event {
            turn,
            seat: player.map(|p| p as u8),
            what,
        }
    }

    /// Who acted, or whom it happened to; none for the setup's values and markers and the
    /// end of the round.
    pub fn player(&self) -> Option<Player> {
        self.seat.map(usize::from)
    }

    /// The two sequences a duel compared, as they stood when it was resolved: the
    /// challenger's (for a public duel, the public sequence), then the player's (`None` for
    /// other events).
    pub fn duel_sides(&self) -> Option<[u32; 2]> {
        match self.what {
            What::Duel { sides, .. } => Some(sides.map(u32::from)),
            _ => None,
        }
    }

    /// A duel's challenger, whether it was public, and its outcome with seats (`None` for
    /// other events).
    pub fn duel(&self) -> Option<(Player, bool, Outcome)> {
        let What::Duel {
            challenger,
            public,
            result,
            kept,
            gained,
            ..
        } = self.what
        else {
            return None;
        };
        let (challenger, player) = (usize::from(challenger), self.player()?);
        let won = |winner, loser| Outcome::Won {
            winner,
            loser,
            kept,
            gained,
        };
        let outcome = match result {
            DuelResult::ChallengerWon => won(challenger, player),
            DuelResult::PlayerWon => won(player, challenger),
            DuelResult::Tie => Outcome::Tie,
            DuelResult::Lapsed => Outcome::Lapsed,
        };
        Some((challenger, public, outcome))
    }
}

/// The cards of a draw or a keep (at most two: a draw takes at most two, a keep keeps at
/// most [`HAND_LIMIT`]).
pub type FewCards = CardList<2>;
const _: () = assert!(HAND_LIMIT <= 2);

/// The marker pairs one operation reached (at most all of them: a marker for every two
/// players, at most eight players).
pub type MarkerCards = CardList<4>;

/// At most `N` cards, held in the event itself: a long match keeps half a million events,
/// and a `Vec` each cost an allocation per draw and per keep, and made every event larger.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct CardList<const N: usize> {
    len: u8,
    cards: [Card; N],
}

impl<const N: usize> CardList<N> {
    /// The cards of `cards`; the rules have checked that there are at most `N` (any beyond
    /// are left out).
    pub fn new(cards: &[Card]) -> Self {
        debug_assert!(cards.len() <= N);
        let len = cards.len().min(N);
        let mut list = CardList {
            len: len as u8,
            cards: [0; N],
        };
        list.cards[..len].copy_from_slice(&cards[..len]);
        list
    }
}

impl<const N: usize> Deref for CardList<N> {
    type Target = [Card];

    fn deref(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }
}

impl<const N: usize> fmt::Debug for CardList<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Why a player was eliminated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The player's own operation reached both nodes of these marker pairs.
    Markers(MarkerCards),
    /// Lost a player duel against this player.
    Duel(Player),
    /// Lost a public duel credited to this player.
    PublicDuel(Player),
}

/// How a pending duel came out when it was resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// `winner` won: the loser keeps ⌊2s/3⌋, the winner gains ⌊s/3⌋ and a quan.
    Won {
        winner: Player,
        loser: Player,
        kept: i64,
        gained: i64,
    },
    /// Equal second-highest bits (or the public sequence not higher): nothing happens.
    Tie,
    /// The highest bits no longer match, or a side was eliminated: the duel lapses.
    Lapsed,
}

/// How a duel came out, as a [`What::Duel`] keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DuelResult {
    ChallengerWon,
    PlayerWon,
    Tie,
    Lapsed,
}

impl What {
    /// The event of a duel of `challenger` (against the event's player) that came out as
    /// `outcome`, comparing the sequences `sides` (the challenger's or the public one, then
    /// the player's: 11-bit values).
    pub fn duel(challenger: Player, public: bool, outcome: Outcome, sides: [u32; 2]) -> What {
        let (result, kept, gained) = match outcome {
            Outcome::Won {
                winner,
                kept,
                gained,
                ..
            } if winner == challenger => (DuelResult::ChallengerWon, kept, gained),
            Outcome::Won { kept, gained, .. } => (DuelResult::PlayerWon, kept, gained),
            Outcome::Tie => (DuelResult::Tie, 0, 0),
            Outcome::Lapsed => (DuelResult::Lapsed, 0, 0),
        };
        debug_assert!(challenger <= usize::from(u8::MAX));
        debug_assert!(sides.iter().all(|&v| v <= u32::from(u16::MAX)));
        What::Duel {
            challenger: challenger as u8,
            public,
            result,
            sides: sides.map(|v| v as u16),
            kept,
            gained,
        }
    }
}

/// What happened; the event's `player` is named in each case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum What {
    /// Starting values, in seat order (no player).
    Start(Box<[u32]>),
    /// A marker card set aside (no player).
    Marker(Card),
    /// The player was dealt two cards.
    Deal(Card, Card),
    /// The player's turn begins.
    Turn,
    Draw(FewCards),
    /// A basic play and the target's new value.
    Play {
        card: Card,
        target: Target,
        value: u32,
    },
    /// A test: X = card ⊕ judge ⊕ own value succeeds when popcount(X) > need; `cost` is
    /// what the success cost (50, or 0 when it failed or no skill card was left).
    Test {
        card: Card,
        judge: Card,
        x: u32,
        popcount: u8,
        need: u8,
        success: bool,
        cost: i64,
    },
    /// A quan paid for a skill card.
    Buy,
    Take(Skill),
    Drop(Skill),
    /// A skill played (`bit` for `I` and `C`); it takes effect unless countered.
    Use {
        skill: Skill,
        target: Target,
        bit: Option<u32>,
    },
    /// The player cancelled the actor's skill with a `C`.
    Counter {
        against: Player,
        skill: Skill,
    },
    /// A played skill took effect: the target's new value.
    Effect {
        skill: Skill,
        target: Target,
        value: u32,
    },
    Keep(FewCards),
    /// The player's operation put a 1 on the top layer; `bonus` is 666 on an own sequence.
    Top {
        target: Target,
        bonus: i64,
    },
    /// The player's operation reached both nodes of this marker pair: a quan.
    Pair(Card),
    /// The player claimed a layer of their own sequence for `points`.
    Claim {
        layer: u32,
        points: i64,
    },
    /// A duel against `against` became pending (equal highest bits `bit`).
    Challenge {
        against: Player,
        public: bool,
        bit: u32,
    },
    /// A pending duel of `challenger` (credited, for a public one) against the player was
    /// resolved at the end of the player's turn; `kept` and `gained` are a won duel's (0
    /// otherwise); `sides` the two sequences it compared (see [`Event::duel_sides`]: what
    /// decided it). Kept flat, in bytes, so that a duel is no larger than the other
    /// events: [`Event::duel`] reads it as an [`Outcome`].
    Duel {
        challenger: u8,
        public: bool,
        result: DuelResult,
        sides: [u16; 2],
        kept: i64,
        gained: i64,
    },
    Elimination(Cause),
    /// The player gave a quan.
    Give(Player),
    /// The round ended (no player).
    RoundEnd(EndedBy),
}

impl What {
    /// The kind's name in reports and in `--json`.
    pub fn kind(&self) -> &'static str {
        match self {
            What::Start(_) => "start",
            What::Marker(_) => "marker",
            What::Deal(..) => "deal",
            What::Turn => "turn",
            What::Draw(_) => "draw",
            What::Play { .. } => "play",
            What::Test { .. } => "test",
            What::Buy => "buy",
            What::Take(_) => "take",
            What::Drop(_) => "drop",
            What::Use { .. } => "use",
            What::Counter { .. } => "counter",
            What::Effect { .. } => "effect",
            What::Keep(_) => "keep",
            What::Top { .. } => "top",
            What::Pair(_) => "pair",
            What::Claim { .. } => "claim",
            What::Challenge { .. } => "challenge",
            What::Duel { .. } => "duel",
            What::Elimination(_) => "elimination",
            What::Give(_) => "give",
            What::RoundEnd(_) => "round-end",
        }
    }
}
