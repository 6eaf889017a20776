//! The state of one round (spec §3): where every card is, the sequences, scores, markers,
//! pending duels, the setup stage and the turn, with the moves of cards every step shares
//! (take from the deck, discard, eliminate). What changes it sits above: what an operation
//! sets off ([`super::operation`]), the steps of a turn ([`super::turn`]) and the dispatch of
//! a directive ([`super::round`]).

use std::collections::BTreeSet;

use super::basics::{EndedBy, Player};
use super::bits::hb;
use super::cards::{Card, Place, Skill, Skills, MAX_CARD};
use super::event::{Cause, Event, What};
use super::phase::Turn;
use super::violation::Violation;

/// Who started a pending duel, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DuelKind {
    /// Player duel triggered by this actor on their own sequence.
    Player(Player),
    /// Public duel credited to this actor.
    Public(Player),
}

/// A pending duel against `b`, resolved at the end of b's next turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Duel {
    pub kind: DuelKind,
    pub b: Player,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerState {
    pub value: u32,
    pub score: i64,
    pub quan: i64,
    pub eliminated: bool,
    pub hand: BTreeSet<Card>,
    pub skills: Skills,
    /// Layers (bits) this player has claimed this round.
    pub(super) claimed: u16,
}

impl PlayerState {
    /// Whether this player has claimed layer `layer` (5..=9) this round (§5.3).
    pub fn has_claimed(&self, layer: u32) -> bool {
        layer < 16 && self.claimed >> layer & 1 == 1
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marker {
    pub card: Card,
    pub on_board: bool,
}

/// Where the round's setup stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Start,
    Markers,
    Deals,
    Turns,
}

/// One round: every card's place, the sequences, scores, markers, duels and the turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    pub(super) names: Vec<String>,
    pub players: Vec<PlayerState>,
    pub public: u32,
    pub(super) place: Vec<Place>,
    pub(super) deck: usize,
    pub(super) discard: usize,
    pub skill_deck: Skills,
    pub skill_discard: Skills,
    pub markers: Vec<Marker>,
    pub(super) claims: [usize; 11],
    pub duels: Vec<Duel>,
    pub ended: Option<EndedBy>,
    pub stage: Stage,
    pub(super) dealt: usize,
    pub starter: Option<Player>,
    pub turn: Option<Turn>,
    pub(super) last_actor: Option<Player>,
    /// Why the last turn is incomplete, when the transcript ended inside it (a duty of the
    /// turn undone): the round is unfinished, not illegal.
    pub incomplete: Option<Violation>,
    /// Turns begun so far this round.
    pub turns: u32,
    /// The story of the round so far, when `record` is on.
    pub events: Vec<Event>,
    pub(super) record: bool,
}

impl Round {
    pub(super) fn new(names: &[String], record: bool) -> Self {
        let n = names.len();
        let player = PlayerState {
            value: 0,
            score: 100,
            quan: 0,
            eliminated: false,
            hand: BTreeSet::new(),
            skills: Skills::default(),
            claimed: 0,
        };
        let mut place = vec![Place::Deck; usize::from(MAX_CARD) + 1];
        place[0] = Place::SetAside; // no card 0
        Round {
            names: names.to_vec(),
            players: vec![player; n],
            public: 0,
            place,
            deck: usize::from(MAX_CARD),
            discard: 0,
            skill_deck: Skills::full_deck(n),
            skill_discard: Skills::default(),
            markers: Vec::new(),
            claims: [0; 11],
            duels: Vec::new(),
            ended: None,
            stage: Stage::Start,
            dealt: 0,
            starter: None,
            turn: None,
            last_actor: None,
            incomplete: None,
            turns: 0,
            events: Vec::new(),
            record,
        }
    }

    /// A copy without the story so far (cheaper than a clone late in a long round).
    pub(super) fn clone_without_story(&self) -> Round {
        let events = Vec::new();
        let names = self.names.clone();
        Round {
            names,
            players: self.players.clone(),
            place: self.place.clone(),
            markers: self.markers.clone(),
            duels: self.duels.clone(),
            incomplete: self.incomplete.clone(),
            events,
            ..*self
        }
    }

    pub fn n(&self) -> usize {
        self.players.len()
    }

    pub(super) fn name(&self, p: Player) -> String {
        self.names[p].clone()
    }

    pub fn deck_len(&self) -> usize {
        self.deck
    }

    pub fn discard_len(&self) -> usize {
        self.discard
    }

    /// Cards currently in the basic discard pile, ascending.
    pub fn discard_cards(&self) -> impl Iterator<Item = Card> + '_ {
        (1..=MAX_CARD).filter(|&c| self.place[usize::from(c)] == Place::Discard)
    }

    /// Cards currently in the basic deck, ascending.
    pub fn deck_cards(&self) -> impl Iterator<Item = Card> + '_ {
        (1..=MAX_CARD).filter(|&c| self.place[usize::from(c)] == Place::Deck)
    }

    pub fn active(&self) -> usize {
        self.players.iter().filter(|p| !p.eliminated).count()
    }

    pub fn total(&self, p: Player) -> i64 {
        self.players[p].score + 100 * self.players[p].quan
    }

    /// Players tied for the lowest highest bit of their starting value (§3.4).
    pub fn starter_candidates(&self) -> Vec<Player> {
        let low = self.players.iter().map(|p| hb(p.value)).min().flatten();
        (0..self.n())
            .filter(|&p| hb(self.players[p].value) == low)
            .collect()
    }

    /// The player whose turn comes next, if the round is in its turns.
    pub fn next_actor(&self) -> Option<Player> {
        if self.ended.is_some() || self.stage != Stage::Turns {
            return None;
        }
        match self.last_actor {
            None => self.starter,
            Some(last) => (1..=self.n())
                .map(|k| (last + k) % self.n())
                .find(|&p| !self.players[p].eliminated),
        }
    }

    pub(super) fn describe(&self, place: Place) -> String {
        match place {
            Place::Deck => "in the deck".into(),
            Place::Discard => "in the discard pile".into(),
            Place::Hand(p) => format!("in {}'s hand", self.names[p]),
            Place::SetAside => "set aside for the round".into(),
        }
    }

    pub(super) fn move_card(&mut self, card: Card, to: Place) {
        let i = usize::from(card);
        match self.place[i] {
            Place::Deck => self.deck -= 1,
            Place::Discard => self.discard -= 1,
            Place::Hand(p) => {
                self.players[p].hand.remove(&card);
            }
            Place::SetAside => {}
        }
        match to {
            Place::Deck => self.deck += 1,
            Place::Discard => self.discard += 1,
            Place::Hand(p) => {
                self.players[p].hand.insert(card);
            }
            Place::SetAside => {}
        }
        self.place[i] = to;
    }

    fn reshuffle_if_empty(&mut self) {
        if self.deck == 0 {
            for i in 1..self.place.len() {
                if self.place[i] == Place::Discard {
                    self.place[i] = Place::Deck;
                }
            }
            self.deck = self.discard;
            self.discard = 0;
        }
    }

    /// Takes a named card from the deck (ruling §2: the discard pile first becomes the deck
    /// when the deck is empty).
    pub(super) fn take_from_deck(&mut self, card: Card, to: Place) -> Result<(), Violation> {
        self.reshuffle_if_empty();
        match self.place[usize::from(card)] {
            Place::Deck => {
                self.move_card(card, to);
                Ok(())
            }
            other => Err(Violation::NotInDeck {
                card,
                place: self.describe(other),
            }),
        }
    }

    pub(super) fn skill_take_from_deck(&mut self, skill: Skill) -> Result<(), Violation> {
        let reshuffled = self.skill_deck.total() == 0;
        if reshuffled {
            let pile = self.skill_discard.take_all();
            self.skill_deck.absorb(pile);
        }
        if self.skill_deck.get(skill) == 0 {
            return Err(Violation::SkillUnavailable {
                skill,
                deck: self.skill_deck,
                reshuffled,
            });
        }
        self.skill_deck.remove(skill);
        Ok(())
    }

    pub(super) fn check_in_hand(
        &self,
        p: Player,
        verb: &'static str,
        card: Card,
    ) -> Result<(), Violation> {
        if self.players[p].hand.contains(&card) {
            Ok(())
        } else {
            Err(Violation::NotInHand {
                player: self.name(p),
                verb,
                card,
                hand: self.players[p].hand.iter().copied().collect(),
            })
        }
    }

    /// Adds an event to the story, when the round keeps one. `what` is built only then.
    #[inline]
    pub(super) fn log(&mut self, player: Option<Player>, what: impl FnOnce() -> What) {
        if self.record {
            self.events.push(Event::new(self.turns, player, what()));
        }
    }

    pub(super) fn eliminate(&mut self, p: Player, cause: Cause) {
        self.log(Some(p), || What::Elimination(cause));
        self.players[p].eliminated = true;
        let hand: Vec<Card> = self.players[p].hand.iter().copied().collect();
        for c in hand {
            self.move_card(c, Place::Discard);
        }
        let skills = self.players[p].skills.take_all();
        self.skill_discard.absorb(skills);
        // Duels in which p must still be active would only lapse later; public duels
        // credited to p stay, since their credit survives p's elimination.
        self.duels
            .retain(|d| d.b != p && d.kind != DuelKind::Player(p));
        if self.active() < 2 {
            self.end(EndedBy::LastPlayer);
        }
    }

    pub(super) fn end(&mut self, how: EndedBy) {
        self.log(None, || What::RoundEnd(how));
        self.ended = Some(how);
        self.duels.clear();
    }

    pub(super) fn can_draw_none(&self) -> bool {
        self.deck + self.discard == 0
    }

    pub(super) fn expected(&self, what: &str, found: &'static str) -> Violation {
        Violation::Expected {
            expected: what.to_string(),
            found,
        }
    }

    pub(super) fn expected_deal(&self, found: &'static str) -> Violation {
        let who = match self.starter {
            None => "deal".to_string(),
            Some(s) => format!("deal for {}", self.names[(s + self.dealt) % self.n()]),
        };
        Violation::Expected {
            expected: who,
            found,
        }
    }

    pub(super) fn setup_expected(&self, found: &'static str) -> Violation {
        match self.stage {
            Stage::Start => self.expected("start", found),
            Stage::Markers => self.expected("marker", found),
            _ => self.expected_deal(found),
        }
    }
}
