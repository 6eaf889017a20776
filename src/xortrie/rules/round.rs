//! One round on top of the rules: the dispatch of a directive to the setup (spec §3) or to
//! the turn ([`super::turn`]). A reader follows a directive from here down: the turn's
//! steps, what an operation sets off ([`super::operation`]), the state ([`super::state`]).

use super::action::Action;
use super::basics::Player;
use super::cards::{Card, Place};
use super::event::What;
use super::phase::{Phase, Turn};
use super::state::{Marker, Round, Stage};
use super::violation::Violation;

impl Round {
    pub(super) fn apply(&mut self, action: Action) -> Result<(), Violation> {
        if let Some(how) = self.ended {
            return Err(Violation::RoundEnded {
                how,
                found: action.name(),
            });
        }
        match (self.stage, action) {
            (Stage::Start, Action::Start(values)) => self.start(values),
            (Stage::Start, a) => Err(self.expected("start", a.name())),
            (Stage::Markers, Action::Marker(card)) => {
                self.take_from_deck(card, Place::SetAside)?;
                self.markers.push(Marker {
                    card,
                    on_board: true,
                });
                self.log(None, || What::Marker(card));
                if self.markers.len() == self.n() / 2 {
                    self.stage = Stage::Deals;
                }
                Ok(())
            }
            (Stage::Markers, a) => Err(self.expected("marker", a.name())),
            (Stage::Deals, Action::Deal(p, c1, c2)) => self.deal(p, c1, c2),
            (Stage::Deals, a) => Err(self.expected_deal(a.name())),
            (Stage::Turns, Action::Turn(p)) => {
                self.end_turn("turn")?;
                if let Some(how) = self.ended {
                    return Err(Violation::RoundEnded { how, found: "turn" });
                }
                let due = self.next_actor().unwrap_or(0);
                if p != due {
                    return Err(Violation::WrongTurn {
                        expected: self.name(due),
                        found: self.name(p),
                    });
                }
                self.turn = Some(Turn {
                    actor: p,
                    phase: Phase::Begun,
                });
                self.last_actor = Some(p);
                self.turns += 1;
                self.log(Some(p), || What::Turn);
                Ok(())
            }
            (Stage::Turns, a) => match self.turn {
                None => Err(self.expected("turn", a.name())),
                Some(t) => self.in_turn(t, a),
            },
        }
    }

    fn start(&mut self, values: Vec<(Player, u64)>) -> Result<(), Violation> {
        let mut seen: Vec<Option<u64>> = vec![None; self.n()];
        for &(p, v) in &values {
            if seen[p].is_some() {
                return Err(Violation::StartTwice(self.name(p)));
            }
            if !(1..=31).contains(&v) {
                return Err(Violation::StartRange {
                    name: self.name(p),
                    value: v,
                });
            }
            if let Some(q) = seen.iter().position(|&s| s == Some(v)) {
                return Err(Violation::StartTaken {
                    value: v,
                    first: self.name(q),
                    second: self.name(p),
                });
            }
            seen[p] = Some(v);
        }
        if let Some(p) = seen.iter().position(Option::is_none) {
            return Err(Violation::StartMissing(self.name(p)));
        }
        for (p, v) in values {
            self.players[p].value = v as u32;
            self.move_card(v as Card, Place::SetAside);
        }
        let values: Box<[u32]> = self.players.iter().map(|p| p.value).collect();
        self.log(None, || What::Start(values));
        self.stage = Stage::Markers;
        Ok(())
    }

    fn deal(&mut self, p: Player, c1: Card, c2: Card) -> Result<(), Violation> {
        match self.starter {
            None => {
                let allowed = self.starter_candidates();
                if !allowed.contains(&p) {
                    return Err(Violation::Starter {
                        found: self.name(p),
                        allowed: allowed.iter().map(|&q| self.name(q)).collect(),
                    });
                }
                self.starter = Some(p);
            }
            Some(s) => {
                let due = (s + self.dealt) % self.n();
                if p != due {
                    return Err(Violation::DealOrder {
                        expected: self.name(due),
                        found: self.name(p),
                    });
                }
            }
        }
        self.take_from_deck(c1, Place::Hand(p))?;
        self.take_from_deck(c2, Place::Hand(p))?;
        self.log(Some(p), || What::Deal(c1, c2));
        self.dealt += 1;
        if self.dealt == self.n() {
            self.stage = Stage::Turns;
        }
        Ok(())
    }
}
