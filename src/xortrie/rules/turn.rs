//! A turn (spec §4): the order of its steps, the duties a later directive can find undone,
//! and each in-turn directive's effect. What an operation sets off is one floor down, in
//! [`super::operation`]; where the turn stands is [`super::phase`].

use super::action::Action;
use super::basics::{Player, Target};
use super::bits::{check_bit, len, skill_effect};
use super::cards::{Card, Place, Skill, HAND_LIMIT, SKILL_LIMIT};
use super::event::{FewCards, What};
use super::phase::{Phase, Turn};
use super::state::Round;
use super::violation::{Duty, Violation};

impl Round {
    /// Ends the current turn (at `turn`, `round` or the end of the file): its duties are
    /// checked, then step 7 runs.
    pub(super) fn end_turn(&mut self, found: &'static str) -> Result<(), Violation> {
        let Some(t) = self.turn else { return Ok(()) };
        if self.ended.is_some() {
            self.turn = None;
            return Ok(());
        }
        if t.phase != Phase::Over {
            self.check_duties(t, 9, found)?;
            let hand = self.players[t.actor].hand.len();
            if hand > HAND_LIMIT && t.phase != Phase::Kept {
                return Err(self.duty(
                    t.actor,
                    Duty::Keep,
                    found,
                    format!("{hand} basic cards held"),
                ));
            }
            self.resolve_duels(t.actor);
        }
        self.turn = None;
        Ok(())
    }

    fn duty(&self, actor: Player, duty: Duty, found: &'static str, detail: String) -> Violation {
        Violation::Duty {
            actor: self.name(actor),
            duty,
            found,
            detail,
        }
    }

    /// The duties that must be done before a directive of step `step` (9 = end of turn).
    fn check_duties(&mut self, t: Turn, step: u8, found: &'static str) -> Result<(), Violation> {
        if t.phase == Phase::AwaitingTake && step != 4 {
            return Err(self.duty(
                t.actor,
                Duty::Take,
                found,
                "a successful test or a buy".into(),
            ));
        }
        if step > 2 && t.phase.step() < 2 {
            if !self.players[t.actor].hand.is_empty() {
                return Err(self.duty(
                    t.actor,
                    Duty::Play,
                    found,
                    "a basic play is mandatory".into(),
                ));
            }
            if !self.can_draw_none() {
                let detail = if t.phase == Phase::Begun {
                    "no basic card in hand: draw first"
                } else {
                    "a basic play is mandatory"
                };
                return Err(self.duty(t.actor, Duty::Play, found, detail.into()));
            }
        }
        if step > 5 && self.players[t.actor].skills.total() > SKILL_LIMIT {
            return Err(Violation::MustDropFirst {
                actor: self.name(t.actor),
                found,
            });
        }
        Ok(())
    }

    pub(super) fn settle_pending_skill(&mut self) {
        let Some(mut t) = self.turn else { return };
        if let Phase::SkillPending { skill, target, bit } = t.phase {
            self.skill_discard.add(skill);
            let v = match target {
                Target::Own => &mut self.players[t.actor].value,
                Target::Public => &mut self.public,
            };
            *v = skill_effect(skill, *v, bit);
            let value = *v;
            self.log(Some(t.actor), || What::Effect {
                skill,
                target,
                value,
            });
            t.phase = Phase::SkillDone;
            self.turn = Some(t);
            self.after_operation(t.actor, target);
        }
    }

    pub(super) fn in_turn(&mut self, mut t: Turn, action: Action) -> Result<(), Violation> {
        let actor = t.actor;
        let found = action.name();
        if t.phase == Phase::Over {
            return Err(Violation::TurnOver {
                actor: self.name(actor),
                found,
            });
        }
        let step = action.step();
        // A missing take shows on anything but a take, before any other complaint.
        if t.phase == Phase::AwaitingTake && step != 4 {
            self.check_duties(t, step, found)?;
        }
        match &action {
            Action::Take(_) if t.phase != Phase::AwaitingTake => {
                return Err(Violation::NothingToTake {
                    actor: self.name(actor),
                })
            }
            Action::Counter(_) => return self.counter(t, &action),
            Action::Drop(_) if self.players[actor].skills.total() <= SKILL_LIMIT => {
                return Err(Violation::DropUnderLimit {
                    actor: self.name(actor),
                    held: self.players[actor].skills.total(),
                })
            }
            _ => {}
        }
        if step <= t.phase.step() && !matches!(action, Action::Drop(_)) {
            return Err(Violation::OutOfOrder {
                actor: self.name(actor),
                found,
                after: t.phase.last(),
            });
        }
        self.check_duties(t, step, found)?;
        match action {
            Action::Draw(cards) => {
                let available = self.deck + self.discard;
                let expected = available.min(2);
                if cards.len() != expected {
                    return Err(Violation::DrawCount {
                        expected,
                        found: cards.len(),
                        available,
                    });
                }
                for &c in &cards {
                    self.take_from_deck(c, Place::Hand(actor))?;
                }
                self.log(Some(actor), || What::Draw(FewCards::new(&cards)));
                t.phase = Phase::Drawn;
            }
            Action::Play(card, target) => {
                self.check_in_hand(actor, "play", card)?;
                self.move_card(card, Place::Discard);
                let v = match target {
                    Target::Own => &mut self.players[actor].value,
                    Target::Public => &mut self.public,
                };
                *v ^= u32::from(card);
                let value = *v;
                self.log(Some(actor), || What::Play {
                    card,
                    target,
                    value,
                });
                t.phase = Phase::Played;
                self.turn = Some(t);
                self.after_operation(actor, target);
                return Ok(());
            }
            Action::Test(card, judge) => {
                self.check_in_hand(actor, "test", card)?;
                if self.can_draw_none() {
                    return Err(Violation::NoJudgment);
                }
                self.take_from_deck(judge, Place::Discard)?;
                self.move_card(card, Place::Discard);
                t.phase = Phase::Acquired;
                // The test of §4.3, as `bits::test_succeeds` computes it, with its numbers
                // kept for the story.
                let own = self.players[actor].value;
                let x = u32::from(card) ^ u32::from(judge) ^ own;
                let (popcount, need) = (x.count_ones(), 2 * len(own) / 3);
                let success = popcount > need;
                let mut cost = 0;
                if success && self.skill_deck.total() + self.skill_discard.total() > 0 {
                    cost = 50;
                    self.players[actor].score -= cost;
                    t.phase = Phase::AwaitingTake;
                }
                self.log(Some(actor), || What::Test {
                    card,
                    judge,
                    x,
                    // At most 32 and 10.
                    popcount: popcount as u8,
                    need: need as u8,
                    success,
                    cost,
                });
            }
            Action::Buy => {
                if self.players[actor].quan < 1 {
                    return Err(Violation::NoQuan {
                        player: self.name(actor),
                        found: "buy",
                    });
                }
                if self.skill_deck.total() + self.skill_discard.total() == 0 {
                    return Err(Violation::NoSkillLeft);
                }
                self.players[actor].quan -= 1;
                self.log(Some(actor), || What::Buy);
                t.phase = Phase::AwaitingTake;
            }
            Action::Take(skill) => {
                self.skill_take_from_deck(skill)?;
                self.players[actor].skills.add(skill);
                self.log(Some(actor), || What::Take(skill));
                t.phase = Phase::Acquired;
            }
            Action::Drop(skill) => {
                self.check_skill_held(actor, skill)?;
                self.players[actor].skills.remove(skill);
                self.skill_discard.add(skill);
                self.log(Some(actor), || What::Drop(skill));
                t.phase = Phase::Dropped;
            }
            Action::Use(skill, target, bit) => {
                self.check_skill_held(actor, skill)?;
                let v = match target {
                    Target::Own => self.players[actor].value,
                    Target::Public => self.public,
                };
                let bit = match (skill.takes_bit(), bit) {
                    (true, None) => return Err(Violation::BitRequired(skill)),
                    (false, Some(b)) => return Err(Violation::BitUnexpected(skill, b)),
                    (false, None) => 0,
                    (true, Some(b)) => check_bit(skill, v, b).map_err(|why| Violation::BadBit {
                        skill,
                        target,
                        bit: b,
                        value: v,
                        why,
                    })?,
                };
                self.players[actor].skills.remove(skill);
                let named = skill.takes_bit().then_some(bit);
                self.log(Some(actor), || What::Use {
                    skill,
                    target,
                    bit: named,
                });
                t.phase = Phase::SkillPending { skill, target, bit };
            }
            Action::Keep(cards) => {
                if cards.len() > HAND_LIMIT {
                    return Err(Violation::KeepTooMany(cards.len()));
                }
                for (i, &c) in cards.iter().enumerate() {
                    if cards[..i].contains(&c) {
                        return Err(Violation::KeepTwice(c));
                    }
                    self.check_in_hand(actor, "keep", c)?;
                }
                let gone: Vec<Card> = self.players[actor]
                    .hand
                    .iter()
                    .copied()
                    .filter(|c| !cards.contains(c))
                    .collect();
                for c in gone {
                    self.move_card(c, Place::Discard);
                }
                self.log(Some(actor), || What::Keep(FewCards::new(&cards)));
                t.phase = Phase::Kept;
            }
            other => return Err(self.expected("a turn directive", other.name())),
        }
        self.turn = Some(t);
        Ok(())
    }

    fn check_skill_held(&self, p: Player, skill: Skill) -> Result<(), Violation> {
        if self.players[p].skills.get(skill) == 0 {
            return Err(Violation::SkillNotHeld {
                player: self.name(p),
                skill,
                held: self.players[p].skills,
            });
        }
        Ok(())
    }

    fn counter(&mut self, mut t: Turn, action: &Action) -> Result<(), Violation> {
        let misplaced = Violation::CounterMisplaced {
            after: match t.phase {
                // The skill already took effect, or was countered: nothing to cancel.
                Phase::SkillDone => "the skill took effect or was countered",
                other => other.last(),
            },
        };
        let (Action::Counter(p), Phase::SkillPending { skill, .. }) = (action, t.phase) else {
            return Err(misplaced);
        };
        let p = *p;
        if p == t.actor {
            return Err(Violation::CounterByActor(self.name(p)));
        }
        if self.players[p].eliminated {
            return Err(Violation::CounterByEliminated(self.name(p)));
        }
        self.check_skill_held(p, Skill::Clr)?;
        self.players[p].skills.remove(Skill::Clr);
        self.skill_discard.add(Skill::Clr);
        self.skill_discard.add(skill);
        self.log(Some(p), || What::Counter {
            against: t.actor,
            skill,
        });
        t.phase = Phase::SkillDone;
        self.turn = Some(t);
        Ok(())
    }

    pub(super) fn give(&mut self, from: Player, to: Player) -> Result<(), Violation> {
        if from == to {
            return Err(Violation::GiveSelf(self.name(from)));
        }
        if self.players[from].quan < 1 {
            return Err(Violation::NoQuan {
                player: self.name(from),
                found: "give",
            });
        }
        self.players[from].quan -= 1;
        self.players[to].quan += 1;
        self.log(Some(from), || What::Give(to));
        Ok(())
    }
}
