//! A match (spec §7): the seating and every round so far, the entry point that takes one
//! directive at a time, and the end of the file (§10).

use super::action::Action;
use super::state::{Round, Stage};
use super::violation::Violation;

/// A match: the seating and every round so far (the last one may be in progress).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    names: Vec<String>,
    pub(super) rounds: Vec<Round>,
    /// Whether the rounds keep their story ([`Round::events`]).
    record: bool,
    /// Where the transcript stopped, when it stopped inside a turn: the line of its last
    /// directive, as the referee counts lines (the rules count none, and leave it `None`).
    pub stopped_at: Option<u64>,
}

impl Game {
    pub fn new(names: Vec<String>) -> Result<Self, Violation> {
        if !(4..=8).contains(&names.len()) {
            return Err(Violation::PlayerCount(names.len()));
        }
        for (i, name) in names.iter().enumerate() {
            if names[..i].contains(name) {
                return Err(Violation::DuplicateName(name.clone()));
            }
        }
        Ok(Game {
            names,
            rounds: Vec::new(),
            record: true,
            stopped_at: None,
        })
    }

    /// The same match, whose rounds from now on keep no story: for a report that prints
    /// none, and for the simulator's look-ahead copies.
    pub fn without_story(mut self) -> Self {
        self.record = false;
        self
    }

    /// Whether the rounds keep their story.
    pub fn records(&self) -> bool {
        self.record
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }

    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// Hands over every round's story, leaving the rounds without one: a report that owns
    /// the game tells half a million events of a long match without copying them.
    pub fn take_stories(&mut self) -> Vec<Vec<super::Event>> {
        self.rounds
            .iter_mut()
            .map(|r| std::mem::take(&mut r.events))
            .collect()
    }

    pub fn current(&self) -> Option<&Round> {
        self.rounds.last()
    }

    pub fn apply(&mut self, action: Action) -> Result<(), Violation> {
        // A played skill takes effect before any directive but its counter (§10).
        if !matches!(action, Action::Counter(_)) {
            if let Some(r) = self.rounds.last_mut() {
                if r.ended.is_none() {
                    r.settle_pending_skill();
                }
            }
        }
        match action {
            Action::NewRound => {
                if let Some(r) = self.rounds.last_mut() {
                    if r.stage != Stage::Turns && r.ended.is_none() {
                        return Err(r.setup_expected("round"));
                    }
                    r.end_turn("round")?;
                    if r.ended.is_none() {
                        return Err(Violation::RoundNotEnded {
                            round: self.rounds.len(),
                        });
                    }
                }
                let mut round = Round::new(&self.names, self.record);
                if self.record {
                    // A round tells about as much as the one before: room for that at once
                    // spares the copies of a story grown step by step (half a million events
                    // in a long match).
                    let told = self.rounds.last().map_or(0, |r| r.events.len());
                    round.events.reserve(told);
                }
                self.rounds.push(round);
                Ok(())
            }
            action => {
                let r = self.rounds.last_mut().ok_or(Violation::NoRound {
                    found: action.name(),
                })?;
                match action {
                    Action::Give(from, to) => match r.ended {
                        Some(how) => Err(Violation::RoundEnded { how, found: "give" }),
                        None => r.give(from, to),
                    },
                    action => r.apply(action),
                }
            }
        }
    }

    /// The end of the file: it ends the last turn like a `turn` line would. A turn left
    /// with a duty undone (no play yet, a take, drop or keep missing) is not illegal at
    /// the end of the file: the round stays unfinished and says why
    /// ([`Round::incomplete`]), and the turn's duels are not resolved.
    pub fn finish(&mut self) -> Result<(), Violation> {
        let Some(r) = self.rounds.last_mut() else {
            return Ok(());
        };
        if r.ended.is_some() {
            r.turn = None;
            return Ok(());
        }
        r.settle_pending_skill();
        if r.stage != Stage::Turns {
            return Err(match r.setup_expected("end of file") {
                Violation::Expected { expected, .. } => Violation::SetupIncomplete { expected },
                v => v,
            });
        }
        if let Err(why) = r.end_turn("end of file") {
            r.incomplete = Some(why);
        }
        Ok(())
    }
}

impl Game {
    /// Lets a played skill take effect now (as the next directive would), so a player who
    /// plans the rest of the turn can see its outcome. No directive corresponds to it.
    pub fn settle_pending(&mut self) {
        if let Some(r) = self.rounds.last_mut() {
            if r.ended.is_none() {
                r.settle_pending_skill();
            }
        }
    }

    /// Moves deck cards to the discard piles, to stage a nearly empty deck in tests.
    #[cfg(test)]
    pub(crate) fn stage_discards(
        &mut self,
        cards: &[super::cards::Card],
        skills: &[super::cards::Skill],
    ) {
        if let Some(r) = self.rounds.last_mut() {
            for &c in cards {
                r.move_card(c, super::cards::Place::Discard);
            }
            for &s in skills {
                r.skill_deck.remove(s);
                r.skill_discard.add(s);
            }
        }
    }

    /// A copy holding only the current round: enough to try a move, cheaper than a clone.
    pub fn current_only(&self) -> Game {
        let rounds = self.rounds.last().map(|r| {
            let mut r = r.clone_without_story();
            r.record = false;
            r
        });
        Game {
            names: self.names.clone(),
            rounds: rounds.into_iter().collect(),
            record: false,
            stopped_at: None,
        }
    }

    /// Ends the current turn as the next `turn` line would (duties, then duels).
    pub fn close_turn(&mut self) -> Result<(), Violation> {
        self.settle_pending();
        match self.rounds.last_mut() {
            Some(r) => r.end_turn("turn"),
            None => Ok(()),
        }
    }
}
