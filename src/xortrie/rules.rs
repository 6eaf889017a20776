//! The rules of XOR-Trie (spec `xortrie.md` §1–§7 and the rulings of §10) as a state
//! machine: a [`Game`] takes typed [`Action`]s and either changes its state or refuses with a
//! typed [`Violation`]. Nothing here knows about transcript text; players are seat indices.
//!
//! Cards: the basic cards 1..511 each have one tracked [`Place`]; skill cards are fungible,
//! so only their counts per kind and per place are tracked. The deck has no known order: any
//! card in it may be the one drawn, and a transcript names which.

use std::collections::BTreeSet;
use std::fmt;

/// Bit of the top layer: a 1 there ends the round.
pub const TOP_BIT: u32 = 10;
/// The highest basic card.
pub const MAX_CARD: Card = 511;
/// Largest skill hand and basic hand a player may keep at the end of their steps 4 and 6.
pub const SKILL_LIMIT: usize = 2;
pub const HAND_LIMIT: usize = 2;

pub type Player = usize;
pub type Card = u16;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Skill {
    Shl,
    Shr,
    Not,
    Ins,
    Clr,
}

impl Skill {
    pub const ALL: [Skill; 5] = [Skill::Shl, Skill::Shr, Skill::Not, Skill::Ins, Skill::Clr];

    pub fn index(self) -> usize {
        self as usize
    }

    /// Copies of this kind in the skill deck of an n-player game.
    pub fn copies(self, n: usize) -> u32 {
        let per = match self {
            Skill::Shr | Skill::Clr => 2,
            _ => 1,
        };
        per * n as u32
    }

    /// `I` and `C` name the bit they act on.
    pub fn takes_bit(self) -> bool {
        matches!(self, Skill::Ins | Skill::Clr)
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Skill::Shl => "<<",
            Skill::Shr => ">>",
            Skill::Not => "~",
            Skill::Ins => "I",
            Skill::Clr => "C",
        }
    }
}

impl fmt::Display for Skill {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// Counts of skill cards per kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Skills([u32; 5]);

impl Skills {
    pub fn full_deck(n: usize) -> Self {
        Skills(Skill::ALL.map(|s| s.copies(n)))
    }
    pub fn get(&self, s: Skill) -> u32 {
        self.0[s.index()]
    }
    pub fn total(&self) -> usize {
        self.0.iter().map(|&c| c as usize).sum()
    }
    fn add(&mut self, s: Skill) {
        self.0[s.index()] += 1;
    }
    fn remove(&mut self, s: Skill) {
        self.0[s.index()] -= 1;
    }
    fn take_all(&mut self) -> Skills {
        std::mem::take(self)
    }
    fn absorb(&mut self, other: Skills) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
    }
}

impl fmt::Display for Skills {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for s in Skill::ALL {
            for _ in 0..self.get(s) {
                if !first {
                    f.write_str(" ")?;
                }
                first = false;
                f.write_str(s.symbol())?;
            }
        }
        if first {
            f.write_str("none")?;
        }
        Ok(())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Own,
    Public,
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Target::Own => "own",
            Target::Public => "public",
        })
    }
}

/// Where a basic card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Deck,
    Discard,
    Hand(Player),
    SetAside,
}

/// One directive of a recorded game, with players as seat indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    NewRound,
    /// Starting values in any order; values are unchecked numbers.
    Start(Vec<(Player, u64)>),
    Marker(Card),
    Deal(Player, Card, Card),
    Turn(Player),
    Draw(Vec<Card>),
    Play(Card, Target),
    Test(Card, Card),
    Buy,
    Take(Skill),
    Drop(Skill),
    Use(Skill, Target, Option<u64>),
    Counter(Player),
    Keep(Vec<Card>),
    Give(Player, Player),
}

impl Action {
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
    fn step(&self) -> u8 {
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
}

/// How a finished round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndedBy {
    PlayerTop,
    PublicTop,
    LastPlayer,
}

impl EndedBy {
    pub fn as_str(self) -> &'static str {
        match self {
            EndedBy::PlayerTop => "player-top",
            EndedBy::PublicTop => "public-top",
            EndedBy::LastPlayer => "last-player",
        }
    }
}

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

/// Highest set bit.
pub fn hb(v: u32) -> Option<u32> {
    (v != 0).then(|| 31 - v.leading_zeros())
}

/// Second-highest set bit. `None` compares lower than any `Some`, as the ruling of §1 asks.
pub fn sb(v: u32) -> Option<u32> {
    hb(v).and_then(|h| hb(v & !(1 << h)))
}

/// Bit length.
pub fn len(v: u32) -> u32 {
    32 - v.leading_zeros()
}

/// Whether the highest 1s of two sequences coincide (both must be non-zero).
fn same_hb(x: u32, y: u32) -> bool {
    x != 0 && y != 0 && hb(x) == hb(y)
}

/// The result of a test: X = card ⊕ judgment ⊕ own value succeeds when its popcount exceeds
/// ⌊2·len(own)/3⌋.
pub fn test_succeeds(card: Card, judge: Card, own: u32) -> bool {
    let x = u32::from(card) ^ u32::from(judge) ^ own;
    x.count_ones() > 2 * len(own) / 3
}

/// Points of the k-th (0-based) claim of layer i.
pub fn layer_points(layer: u32, k: usize) -> i64 {
    const SHARE: [i64; 4] = [100, 75, 50, 25];
    SHARE.get(k).map_or(0, |s| (i64::from(layer) - 4) * s)
}

/// Applies a skill effect to a sequence; `bit` was checked at the `use`.
pub fn skill_effect(skill: Skill, v: u32, bit: u32) -> u32 {
    match skill {
        Skill::Shl => v << 1,
        Skill::Shr => v >> 1,
        Skill::Not => match hb(v) {
            Some(h) => ((1u32 << (h + 1)) - 1) - v,
            None => 0,
        },
        Skill::Ins => v | (1 << bit),
        Skill::Clr => v & !(1 << bit),
    }
}

/// Checks the bit of an `I`/`C` against the sequence it acts on.
pub fn check_bit(skill: Skill, v: u32, bit: u64) -> Result<u32, &'static str> {
    if bit > u64::from(TOP_BIT) {
        return Err("bits are 0..10");
    }
    let b = bit as u32;
    let set = |i: u32| v >> i & 1 == 1;
    match skill {
        Skill::Ins if set(b) => Err("the bit is already 1"),
        Skill::Ins if !(set(b + 1) || (b > 0 && set(b - 1))) => {
            Err("no 1 directly above or below it")
        }
        Skill::Clr if !set(b) => Err("the bit is 0"),
        _ => Ok(b),
    }
}

/// A loser with score s keeps ⌊2s/3⌋, the winner gains ⌊s/3⌋ (floors toward −∞).
pub fn duel_split(s: i64) -> (i64, i64) {
    ((2 * s).div_euclid(3), s.div_euclid(3))
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
    claimed: u16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marker {
    pub card: Card,
    pub on_board: bool,
}

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

/// Where the round's setup stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Start,
    Markers,
    Deals,
    Turns,
}

/// Where a turn stands, in the order of §4. Each phase names the last step done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Begun,
    Drawn,
    Played,
    /// A successful test or a buy: `take` is due.
    AwaitingTake,
    /// Step 3 is over (a card taken, a failed test, or a success with no card left).
    Acquired,
    Dropped,
    /// A skill was played and may still be countered.
    SkillPending {
        skill: Skill,
        target: Target,
        bit: u32,
    },
    SkillDone,
    Kept,
    /// The actor was eliminated by a marker pair: the rest of the turn does not happen.
    Over,
}

impl Phase {
    fn step(self) -> u8 {
        match self {
            Phase::Begun => 0,
            Phase::Drawn => 1,
            Phase::Played => 2,
            Phase::AwaitingTake => 3,
            Phase::Acquired => 4,
            Phase::Dropped => 5,
            Phase::SkillPending { .. } => 6,
            Phase::SkillDone => 7,
            Phase::Kept => 8,
            Phase::Over => 9,
        }
    }

    fn last(self) -> &'static str {
        match self {
            Phase::Begun => "turn",
            Phase::Drawn => "draw",
            Phase::Played => "play",
            Phase::AwaitingTake => "test|buy",
            Phase::Acquired => "test|buy|take",
            Phase::Dropped => "drop",
            Phase::SkillPending { .. } => "use",
            Phase::SkillDone => "use",
            Phase::Kept => "keep",
            Phase::Over => "death",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    pub actor: Player,
    pub phase: Phase,
}

/// One round: every card's place, the sequences, scores, markers, duels and the turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    names: Vec<String>,
    pub players: Vec<PlayerState>,
    pub public: u32,
    place: Vec<Place>,
    deck: usize,
    discard: usize,
    pub skill_deck: Skills,
    pub skill_discard: Skills,
    pub markers: Vec<Marker>,
    claims: [usize; 11],
    pub duels: Vec<Duel>,
    pub ended: Option<EndedBy>,
    pub stage: Stage,
    dealt: usize,
    pub starter: Option<Player>,
    pub turn: Option<Turn>,
    last_actor: Option<Player>,
}

impl Round {
    fn new(names: &[String]) -> Self {
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
        }
    }

    pub fn n(&self) -> usize {
        self.players.len()
    }

    fn name(&self, p: Player) -> String {
        self.names[p].clone()
    }

    pub fn place(&self, card: Card) -> Option<Place> {
        self.place.get(usize::from(card)).copied()
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

    fn describe(&self, place: Place) -> String {
        match place {
            Place::Deck => "in the deck".into(),
            Place::Discard => "in the discard pile".into(),
            Place::Hand(p) => format!("in {}'s hand", self.names[p]),
            Place::SetAside => "set aside for the round".into(),
        }
    }

    fn move_card(&mut self, card: Card, to: Place) {
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
    fn take_from_deck(&mut self, card: Card, to: Place) -> Result<(), Violation> {
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

    fn skill_take_from_deck(&mut self, skill: Skill) -> Result<(), Violation> {
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

    fn check_in_hand(&self, p: Player, verb: &'static str, card: Card) -> Result<(), Violation> {
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

    fn eliminate(&mut self, p: Player) {
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

    fn end(&mut self, how: EndedBy) {
        self.ended = Some(how);
        self.duels.clear();
    }

    fn can_draw_none(&self) -> bool {
        self.deck + self.discard == 0
    }

    /// §5: the checks after an operation of `actor` on `target`.
    fn after_operation(&mut self, actor: Player, target: Target) {
        let v = match target {
            Target::Own => self.players[actor].value,
            Target::Public => self.public,
        };
        if v >> TOP_BIT & 1 == 1 {
            if target == Target::Own {
                self.players[actor].score += 666;
            }
            self.end(match target {
                Target::Own => EndedBy::PlayerTop,
                Target::Public => EndedBy::PublicTop,
            });
            return;
        }
        let mut pairs = 0;
        for m in &mut self.markers {
            let c = u32::from(m.card);
            if let (true, Some(s)) = (m.on_board, sb(c)) {
                if v >> s == c >> s {
                    m.on_board = false;
                    pairs += 1;
                }
            }
        }
        if pairs > 0 {
            self.players[actor].quan += pairs;
            if let Some(t) = &mut self.turn {
                t.phase = Phase::Over;
            }
            self.eliminate(actor);
            return;
        }
        if target == Target::Own {
            for i in (5..=9).rev() {
                let me = &mut self.players[actor];
                if v >> i & 1 == 1 && me.claimed >> i & 1 == 0 {
                    me.claimed |= 1 << i;
                    me.score += layer_points(i, self.claims[i as usize]);
                    self.claims[i as usize] += 1;
                }
            }
        }
        for b in 0..self.n() {
            let pb = &self.players[b];
            if b == actor || pb.eliminated || !same_hb(v, pb.value) {
                continue;
            }
            let kind = match target {
                Target::Own => DuelKind::Player(actor),
                Target::Public => DuelKind::Public(actor),
            };
            // A re-trigger replaces the pending duel and takes the newest place.
            self.duels.retain(|d| {
                !(d.b == b
                    && match (d.kind, kind) {
                        (DuelKind::Public(_), DuelKind::Public(_)) => true,
                        (x, y) => x == y,
                    })
            });
            self.duels.push(Duel { kind, b });
        }
    }

    /// §4.7: pending duels against `b` resolve in the order they were triggered.
    fn resolve_duels(&mut self, b: Player) {
        while self.ended.is_none() {
            let Some(i) = self.duels.iter().position(|d| d.b == b) else {
                break;
            };
            let d = self.duels.remove(i);
            self.resolve(d);
        }
    }

    fn resolve(&mut self, d: Duel) {
        let b = d.b;
        let vb = self.players[b].value;
        match d.kind {
            DuelKind::Player(a) => {
                let va = self.players[a].value;
                if self.players[a].eliminated || self.players[b].eliminated || !same_hb(va, vb) {
                    return;
                }
                let (winner, loser) = match sb(va).cmp(&sb(vb)) {
                    std::cmp::Ordering::Greater => (a, b),
                    std::cmp::Ordering::Less => (b, a),
                    std::cmp::Ordering::Equal => return,
                };
                self.duel_loss(winner, loser);
            }
            DuelKind::Public(a) => {
                if self.players[b].eliminated || !same_hb(self.public, vb) {
                    return;
                }
                if sb(self.public) > sb(vb) {
                    self.duel_loss(a, b);
                }
            }
        }
    }

    fn duel_loss(&mut self, winner: Player, loser: Player) {
        let (kept, gained) = duel_split(self.players[loser].score);
        self.players[loser].score = kept;
        self.players[winner].score += gained;
        self.players[winner].quan += 1;
        self.eliminate(loser);
    }

    /// Ends the current turn (at `turn`, `round` or the end of the file): its duties are
    /// checked, then step 7 runs.
    fn end_turn(&mut self, found: &'static str) -> Result<(), Violation> {
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

    fn settle_pending_skill(&mut self) {
        let Some(mut t) = self.turn else { return };
        if let Phase::SkillPending { skill, target, bit } = t.phase {
            self.skill_discard.add(skill);
            let v = match target {
                Target::Own => &mut self.players[t.actor].value,
                Target::Public => &mut self.public,
            };
            *v = skill_effect(skill, *v, bit);
            t.phase = Phase::SkillDone;
            self.turn = Some(t);
            self.after_operation(t.actor, target);
        }
    }

    fn apply(&mut self, action: Action) -> Result<(), Violation> {
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
                Ok(())
            }
            (Stage::Turns, a) => match self.turn {
                None => Err(self.expected("turn", a.name())),
                Some(t) => self.in_turn(t, a),
            },
        }
    }

    fn expected(&self, what: &str, found: &'static str) -> Violation {
        Violation::Expected {
            expected: what.to_string(),
            found,
        }
    }

    fn expected_deal(&self, found: &'static str) -> Violation {
        let who = match self.starter {
            None => "deal".to_string(),
            Some(s) => format!("deal for {}", self.names[(s + self.dealt) % self.n()]),
        };
        Violation::Expected {
            expected: who,
            found,
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
        self.dealt += 1;
        if self.dealt == self.n() {
            self.stage = Stage::Turns;
        }
        Ok(())
    }

    fn in_turn(&mut self, mut t: Turn, action: Action) -> Result<(), Violation> {
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
                for c in cards {
                    self.take_from_deck(c, Place::Hand(actor))?;
                }
                t.phase = Phase::Drawn;
            }
            Action::Play(card, target) => {
                self.check_in_hand(actor, "play", card)?;
                self.move_card(card, Place::Discard);
                match target {
                    Target::Own => self.players[actor].value ^= u32::from(card),
                    Target::Public => self.public ^= u32::from(card),
                }
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
                if test_succeeds(card, judge, self.players[actor].value)
                    && self.skill_deck.total() + self.skill_discard.total() > 0
                {
                    self.players[actor].score -= 50;
                    t.phase = Phase::AwaitingTake;
                }
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
                t.phase = Phase::AwaitingTake;
            }
            Action::Take(skill) => {
                self.skill_take_from_deck(skill)?;
                self.players[actor].skills.add(skill);
                t.phase = Phase::Acquired;
            }
            Action::Drop(skill) => {
                self.check_skill_held(actor, skill)?;
                self.players[actor].skills.remove(skill);
                self.skill_discard.add(skill);
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
        t.phase = Phase::SkillDone;
        self.turn = Some(t);
        Ok(())
    }

    fn give(&mut self, from: Player, to: Player) -> Result<(), Violation> {
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
        Ok(())
    }
}

/// A match: the seating and every round so far (the last one may be in progress).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    names: Vec<String>,
    rounds: Vec<Round>,
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
        })
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }

    pub fn rounds(&self) -> &[Round] {
        &self.rounds
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
                self.rounds.push(Round::new(&self.names));
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

    /// The end of the file: it ends the last turn like a `turn` line would.
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
        r.end_turn("end of file")
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
    pub(crate) fn stage_discards(&mut self, cards: &[Card], skills: &[Skill]) {
        if let Some(r) = self.rounds.last_mut() {
            for &c in cards {
                r.move_card(c, Place::Discard);
            }
            for &s in skills {
                r.skill_deck.remove(s);
                r.skill_discard.add(s);
            }
        }
    }

    /// A copy holding only the current round: enough to try a move, cheaper than a clone.
    pub fn current_only(&self) -> Game {
        Game {
            names: self.names.clone(),
            rounds: self.rounds.last().cloned().into_iter().collect(),
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

impl Round {
    fn setup_expected(&self, found: &'static str) -> Violation {
        match self.stage {
            Stage::Start => self.expected("start", found),
            Stage::Markers => self.expected("marker", found),
            _ => self.expected_deal(found),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_helpers() {
        assert_eq!(hb(0), None);
        assert_eq!(sb(8), None);
        assert_eq!(hb(5), Some(2));
        assert_eq!(sb(5), Some(0));
        assert_eq!(len(5), 3);
        assert_eq!(len(0), 0);
        // A missing sb is lower than any present one.
        assert!(sb(8) < sb(9));
        assert_eq!(sb(16), sb(4));
    }

    #[test]
    fn negative_scores_floor_toward_minus_infinity() {
        assert_eq!(duel_split(-50), (-34, -17));
        assert_eq!(duel_split(100), (66, 33));
        assert_eq!(duel_split(0), (0, 0));
        assert_eq!(duel_split(-1), (-1, -1));
        assert_eq!(duel_split(-3), (-2, -1));
    }

    #[test]
    fn skill_effects() {
        assert_eq!(skill_effect(Skill::Not, 0b1010, 0), 0b0101);
        assert_eq!(skill_effect(Skill::Not, 0, 0), 0);
        assert_eq!(skill_effect(Skill::Not, 1, 0), 0);
        assert_eq!(skill_effect(Skill::Shl, 5, 0), 10);
        assert_eq!(skill_effect(Skill::Shr, 5, 0), 2);
        assert_eq!(check_bit(Skill::Ins, 0b100, 1), Ok(1));
        assert_eq!(
            check_bit(Skill::Ins, 0b100, 0),
            Err("no 1 directly above or below it")
        );
        assert_eq!(check_bit(Skill::Ins, 0b100, 2), Err("the bit is already 1"));
        assert_eq!(check_bit(Skill::Ins, 0b100, 11), Err("bits are 0..10"));
        assert_eq!(check_bit(Skill::Clr, 0b100, 1), Err("the bit is 0"));
        assert_eq!(check_bit(Skill::Clr, 0b100, 2), Ok(2));
    }

    #[test]
    fn tests_and_layers() {
        // The spec's example: 120 ^ 41 ^ 46 = 127, popcount 7 > ⌊2·6/3⌋ = 4.
        assert!(test_succeeds(120, 41, 46));
        assert!(!test_succeeds(46, 1, 46)); // X = 1
        assert_eq!(layer_points(9, 0), 500);
        assert_eq!(layer_points(5, 3), 25);
        assert_eq!(layer_points(7, 4), 0);
    }

    // Seats: Ann 0, Bob 1, Cid 2, Dee 3. Values 7, 9, 3, 17 (Cid starts); single-1
    // markers that never kill; hands Cid {259,127}, Dee {1,2}, Ann {4,8}, Bob {16,32}.
    const ANN: Player = 0;
    const BOB: Player = 1;
    const CID: Player = 2;
    const DEE: Player = 3;

    fn base() -> Game {
        let names = ["Ann", "Bob", "Cid", "Dee"].map(String::from).to_vec();
        let mut g = Game::new(names).unwrap();
        for a in [
            Action::NewRound,
            Action::Start(vec![(ANN, 7), (BOB, 9), (CID, 3), (DEE, 17)]),
            Action::Marker(256),
            Action::Marker(64),
            Action::Deal(CID, 259, 127),
            Action::Deal(DEE, 1, 2),
            Action::Deal(ANN, 4, 8),
            Action::Deal(BOB, 16, 32),
        ] {
            g.apply(a).unwrap();
        }
        g
    }

    fn round(g: &mut Game) -> &mut Round {
        g.rounds.last_mut().unwrap()
    }

    /// Moves every deck card but `keep` to `to`, to stage an almost empty deck.
    fn drain_deck(g: &mut Game, keep: &[Card], to: Place) {
        let r = round(g);
        let cards: Vec<Card> = r.deck_cards().filter(|c| !keep.contains(c)).collect();
        for c in cards {
            r.move_card(c, to);
        }
    }

    #[test]
    fn a_draw_reshuffles_card_by_card() {
        let mut g = base();
        drain_deck(&mut g, &[10], Place::Discard);
        assert_eq!(
            (round(&mut g).deck_len(), round(&mut g).discard_len()),
            (1, 496)
        );
        g.apply(Action::Turn(CID)).unwrap();
        // 11 is in the discard pile while the deck still holds 10.
        let mut early = g.clone();
        assert_eq!(
            early.apply(Action::Draw(vec![11, 10])),
            Err(Violation::NotInDeck {
                card: 11,
                place: "in the discard pile".into()
            })
        );
        g.apply(Action::Draw(vec![10, 11])).unwrap();
        let r = round(&mut g);
        assert_eq!((r.deck_len(), r.discard_len()), (495, 0));
        assert!(r.players[CID].hand.contains(&11));
    }

    #[test]
    fn the_judgment_card_may_be_this_turns_play_after_a_reshuffle() {
        let mut g = base();
        drain_deck(&mut g, &[], Place::SetAside);
        g.apply(Action::Turn(CID)).unwrap();
        g.apply(Action::Play(259, Target::Own)).unwrap();
        // The deck is empty: the discard pile (only 259) becomes the deck.
        g.apply(Action::Test(127, 259)).unwrap();
        let r = round(&mut g);
        assert_eq!((r.deck_len(), r.discard_len()), (0, 2));
        // X = 127 ^ 259 ^ 256 = 124: 5 ones, not > 6: failed, so no take is due.
        assert_eq!(r.turn.unwrap().phase, Phase::Acquired);
    }

    #[test]
    fn no_judgment_card_and_no_play_when_no_basic_card_is_left() {
        let mut g = base();
        drain_deck(&mut g, &[], Place::SetAside);
        g.apply(Action::Turn(CID)).unwrap();
        let mut t = g.clone();
        t.apply(Action::Play(259, Target::Own)).unwrap();
        t.apply(Action::Keep(vec![])).unwrap(); // 127 to the discard pile
        t.apply(Action::Turn(DEE)).unwrap();
        t.apply(Action::Play(1, Target::Own)).unwrap();
        // The deck is empty, so the discard pile (259, 127, 1) is the deck again.
        t.apply(Action::Test(2, 259)).unwrap();
        assert_eq!(
            (round(&mut t).deck_len(), round(&mut t).discard_len()),
            (2, 2)
        );
        // Empty hand, empty deck and pile: the play is skipped.
        let r = round(&mut g);
        r.players[CID].hand.clear();
        r.place[259] = Place::SetAside;
        r.place[127] = Place::SetAside;
        g.apply(Action::Draw(vec![])).unwrap();
        g.apply(Action::Turn(DEE)).unwrap();
        g.apply(Action::Play(1, Target::Own)).unwrap();
        // The played card is always left to be judged; only a staged state has none.
        round(&mut g).move_card(1, Place::SetAside);
        assert_eq!(g.apply(Action::Test(2, 5)), Err(Violation::NoJudgment));
    }

    #[test]
    fn skill_deck_reshuffle_and_exhaustion() {
        let mut g = base();
        let r = round(&mut g);
        r.players[CID].quan = 3;
        let deck = r.skill_deck.take_all();
        r.skill_discard.absorb(deck);
        r.skill_discard.0 = [0, 0, 0, 0, 1]; // a single C left, in the discard pile
        g.apply(Action::Turn(CID)).unwrap();
        g.apply(Action::Play(259, Target::Own)).unwrap();
        g.apply(Action::Buy).unwrap();
        let mut wrong = g.clone();
        assert_eq!(
            wrong
                .apply(Action::Take(Skill::Not))
                .map_err(|e| e.to_string()),
            Err(
                "cannot take ~: not in the skill deck after reshuffling the discard pile \
                 (skill deck: C)"
                    .to_string()
            )
        );
        g.apply(Action::Take(Skill::Clr)).unwrap();
        g.apply(Action::Turn(DEE)).unwrap();
        g.apply(Action::Play(1, Target::Own)).unwrap();
        g.apply(Action::Turn(ANN)).unwrap();
        g.apply(Action::Play(4, Target::Public)).unwrap();
        g.apply(Action::Turn(BOB)).unwrap();
        g.apply(Action::Play(16, Target::Public)).unwrap();
        g.apply(Action::Turn(CID)).unwrap();
        g.apply(Action::Play(127, Target::Own)).unwrap();
        assert_eq!(g.apply(Action::Buy), Err(Violation::NoSkillLeft));
        // A successful test with no skill card anywhere gives nothing and costs nothing.
        g.apply(Action::Turn(DEE)).unwrap();
        g.apply(Action::Draw(vec![10, 11])).unwrap();
        g.apply(Action::Play(10, Target::Own)).unwrap(); // Dee 16 ^ 10 = 26
        assert!(test_succeeds(11, 14, 26));
        g.apply(Action::Test(11, 14)).unwrap();
        let r = round(&mut g);
        assert_eq!(r.players[DEE].score, 100);
        assert_eq!(r.turn.unwrap().phase, Phase::Acquired);
    }

    #[test]
    fn a_layer_is_claimed_once_even_if_lost_and_regained() {
        let mut g = base();
        g.apply(Action::Turn(CID)).unwrap();
        g.apply(Action::Draw(vec![35, 33])).unwrap();
        g.apply(Action::Play(35, Target::Own)).unwrap(); // 3 ^ 35 = 32: layer 5, +100
        assert_eq!(round(&mut g).players[CID].score, 200);
        g.apply(Action::Keep(vec![33, 127])).unwrap();
        for (p, c) in [(DEE, 1), (ANN, 4), (BOB, 16)] {
            g.apply(Action::Turn(p)).unwrap();
            g.apply(Action::Play(c, Target::Public)).unwrap();
        }
        g.apply(Action::Turn(CID)).unwrap();
        // 32 ^ 33 = 1: layer 5 lost (hb 0 matches nobody, so no duel)
        g.apply(Action::Play(33, Target::Own)).unwrap();
        for (p, c) in [(DEE, 2), (ANN, 8), (BOB, 32)] {
            g.apply(Action::Turn(p)).unwrap();
            g.apply(Action::Play(c, Target::Public)).unwrap();
        }
        g.apply(Action::Turn(CID)).unwrap();
        g.apply(Action::Play(127, Target::Own)).unwrap(); // 1 ^ 127 = 126: layers 6 and 5
        let r = round(&mut g);
        assert_eq!(r.players[CID].value, 126);
        assert_eq!(
            r.players[CID].score,
            200 + 200,
            "layer 6 scores, layer 5 does not"
        );
    }

    #[test]
    fn a_retriggered_duel_is_replaced_and_moves_last() {
        let mut g = base();
        let r = round(&mut g);
        r.duels = vec![
            Duel {
                kind: DuelKind::Player(CID),
                b: DEE,
            },
            Duel {
                kind: DuelKind::Public(ANN),
                b: DEE,
            },
        ];
        g.apply(Action::Turn(CID)).unwrap();
        g.apply(Action::Play(259, Target::Own)).unwrap(); // Cid 256 (hb 8)
        round(&mut g).players[DEE].value = 300; // hb 8 too; set by hand
        g.apply(Action::Test(127, 383)).unwrap(); // fails
        round(&mut g).players[CID].skills.add(Skill::Ins);
        g.apply(Action::Use(Skill::Ins, Target::Own, Some(7)))
            .unwrap();
        g.apply(Action::Keep(vec![])).unwrap(); // the skill takes effect first: 384
        let r = round(&mut g);
        assert_eq!(r.players[CID].value, 384);
        assert_eq!(
            r.duels,
            vec![
                Duel {
                    kind: DuelKind::Public(ANN),
                    b: DEE
                },
                Duel {
                    kind: DuelKind::Player(CID),
                    b: DEE
                },
            ]
        );
    }

    #[test]
    fn a_public_duel_credit_survives_the_actors_elimination() {
        let mut g = base();
        let r = round(&mut g);
        r.public = 0b10110; // hb 4, sb 2 against Dee 17 (hb 4, sb 0)
        r.duels = vec![Duel {
            kind: DuelKind::Public(CID),
            b: DEE,
        }];
        r.players[CID].eliminated = true;
        r.players[CID].score = -50;
        r.players[DEE].score = -50;
        r.turn = Some(Turn {
            actor: DEE,
            phase: Phase::Played,
        });
        r.last_actor = Some(DEE);
        r.end_turn("turn").unwrap();
        // Dee keeps floor(2 * -50 / 3) = -34; Cid gains floor(-50 / 3) = -17.
        assert_eq!(
            (r.players[DEE].score, r.players[DEE].eliminated),
            (-34, true)
        );
        assert_eq!((r.players[CID].score, r.players[CID].quan), (-67, 1));
    }
}
