//! One directive of a recorded game after `players` (spec §8) as a typed value: the one
//! type the transcript parser produces (players still as names), the referee checks
//! (players as seats) and the simulator writes.

use std::convert::Infallible;

use super::basics::{Player, Target};
use super::cards::{Card, Skill};

/// One directive of a recorded game. `P` is how players are named: `String` as written in
/// a transcript, [`Player`] (a seat) once the referee has looked the names up. Numbers the
/// rules must still check (a starting value, a bit) stay as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action<P = Player> {
    NewRound,
    /// Starting values in any order; values are unchecked numbers.
    Start(Vec<(P, u64)>),
    Marker(Card),
    Deal(P, Card, Card),
    Turn(P),
    Draw(Vec<Card>),
    Play(Card, Target),
    Test(Card, Card),
    Buy,
    Take(Skill),
    Drop(Skill),
    Use(Skill, Target, Option<u64>),
    Counter(P),
    Keep(Vec<Card>),
    Give(P, P),
}

impl<P> Action<P> {
    /// The directive's name, for messages about order.
    pub fn name(&self) -> &'static str {
        match self {
            Action::NewRound => "round",
            Action::Start(_) => "start",
            Action::Marker(_) => "marker",
            Action::Deal(..) => "deal",
            Action::Turn(_) => "turn",
            Action::Draw(_) => "draw",
            Action::Play(..) => "play",
            Action::Test(..) => "test",
            Action::Buy => "buy",
            Action::Take(_) => "take",
            Action::Drop(_) => "drop",
            Action::Use(..) => "use",
            Action::Counter(_) => "counter",
            Action::Keep(_) => "keep",
            Action::Give(..) => "give",
        }
    }

    /// Position of an in-turn directive in the order of §4.
    pub(super) fn step(&self) -> u8 {
        match self {
            Action::Draw(_) => 1,
            Action::Play(..) => 2,
            Action::Test(..) | Action::Buy => 3,
            Action::Take(_) => 4,
            Action::Drop(_) => 5,
            Action::Use(..) => 6,
            Action::Counter(_) => 7,
            Action::Keep(_) => 8,
            _ => 0,
        }
    }

    /// The same directive with every player renamed by `f`, or `f`'s first refusal.
    pub fn try_map_players<Q, E>(
        self,
        mut f: impl FnMut(P) -> Result<Q, E>,
    ) -> Result<Action<Q>, E> {
        Ok(match self {
            Action::NewRound => Action::NewRound,
            Action::Start(values) => Action::Start(
                values
                    .into_iter()
                    .map(|(p, v)| Ok((f(p)?, v)))
                    .collect::<Result<_, E>>()?,
            ),
            Action::Marker(c) => Action::Marker(c),
            Action::Deal(p, a, b) => Action::Deal(f(p)?, a, b),
            Action::Turn(p) => Action::Turn(f(p)?),
            Action::Draw(cards) => Action::Draw(cards),
            Action::Play(c, t) => Action::Play(c, t),
            Action::Test(c, j) => Action::Test(c, j),
            Action::Buy => Action::Buy,
            Action::Take(s) => Action::Take(s),
            Action::Drop(s) => Action::Drop(s),
            Action::Use(s, t, b) => Action::Use(s, t, b),
            Action::Counter(p) => Action::Counter(f(p)?),
            Action::Keep(cards) => Action::Keep(cards),
            Action::Give(a, b) => {
                let a = f(a)?;
                Action::Give(a, f(b)?)
            }
        })
    }

    /// The same directive with every player renamed by `f`.
    pub fn map_players<Q>(self, mut f: impl FnMut(P) -> Q) -> Action<Q> {
        match self.try_map_players(|p| Ok::<_, Infallible>(f(p))) {
            Ok(action) => action,
            Err(never) => match never {},
        }
    }
}
