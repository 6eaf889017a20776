//! A seeded match simulator: bots play complete XOR-Trie matches under the rules of
//! [`super::rules`] and the simulator writes the transcript a careful recorder would have
//! written. The same seed gives the same transcript on every platform and every version:
//! the only randomness is ChaCha8 (value-stable) read through our own `below` (a 64×64→128
//! multiply-shift) and our own Fisher–Yates shuffle.
//!
//! The simulator holds what the referee never sees: the order of the basic deck and of the
//! skill deck. A reshuffle happens exactly when the rules' deck is empty, from exactly the
//! rules' discard pile, so the two always hold the same set of cards.
//!
//! Termination: after [`AIM_AFTER`] turns of a round the bots aim for the top layer (tests
//! every turn, extra weight on high bits). A round still running after [`TURN_CAP`] turns
//! stops the match: the transcript ends there, and the referee reports that last round as
//! unfinished (legal, since only the last round may be unfinished).

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::rules::{
    check_bit, hb, Action, Card, DuelKind, EndedBy, Game, Phase, Player, Skill, Stage, Target,
    Violation, MAX_CARD, SKILL_LIMIT,
};
use grundy_io::error::{Error, Result};

/// Seat names; the first n are used.
pub const NAMES: [&str; 8] = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"];
/// Turns of a round after which the bots aim for the top layer.
pub const AIM_AFTER: usize = 40;
/// Turns of a round after which the match stops with that round unfinished.
pub const TURN_CAP: usize = 400;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Strategy {
    /// Any legal move, uniformly at each decision
    Random,
    /// One-move look-ahead on the bot's own total
    #[default]
    Greedy,
}

#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub players: usize,
    pub seed: u64,
    pub rounds: u32,
    pub strategy: Strategy,
    /// Turns of a round before the bots aim for the top ([`AIM_AFTER`] by default).
    pub aim_after: usize,
    /// Turns of a round before the match stops ([`TURN_CAP`] by default).
    pub turn_cap: usize,
}

impl Config {
    pub fn new(players: usize, seed: u64, rounds: u32, strategy: Strategy) -> Self {
        Config {
            players,
            seed,
            rounds,
            strategy,
            aim_after: AIM_AFTER,
            turn_cap: TURN_CAP,
        }
    }
}

/// What happened in a simulated match, for tests that want every rule exercised.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub player_duels: u32,
    pub public_duels: u32,
    pub eliminations: u32,
    pub deaths: u32,
    pub tests: u32,
    pub buys: u32,
    pub drops: u32,
    pub counters: u32,
    /// Skill plays per kind, in the order of [`Skill::ALL`].
    pub uses: [u32; 5],
    pub gives: u32,
    pub reshuffles: u32,
    pub skill_reshuffles: u32,
    pub longest_round: u32,
    pub player_top: u32,
    pub public_top: u32,
    pub last_player: u32,
    pub unfinished: u32,
}

pub struct Outcome {
    pub transcript: String,
    pub game: Game,
    pub stats: Stats,
}

/// The seeded source of every random choice.
struct Rng(ChaCha8Rng);

impl Rng {
    /// Uniform-enough integer in 0..n (n > 0): the high half of a 64×64 product.
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.0.next_u64()) * n as u128) >> 64) as usize
    }

    fn chance(&mut self, num: usize, den: usize) -> bool {
        self.below(den) < num
    }

    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }

    fn pick<T: Clone>(&mut self, v: &[T]) -> T {
        v[self.below(v.len())].clone()
    }
}

struct Sim {
    rng: Rng,
    strategy: Strategy,
    game: Game,
    out: String,
    lines: u64,
    /// Basic deck order; the top is the last element.
    deck: Vec<Card>,
    skill_deck: Vec<Skill>,
    stats: Stats,
    turns: usize,
    aim_after: usize,
    turn_cap: usize,
}

/// Plays a whole match and returns its transcript and the final state.
pub fn simulate(config: Config) -> Result<Outcome> {
    let n = config.players;
    let mut sim = Sim::new(config)?;
    sim.out += &format!(
        "# grundy xortrie-sim --play --players {n} --seed {} --rounds {} --strategy {}\n",
        config.seed,
        config.rounds,
        match config.strategy {
            Strategy::Random => "random",
            Strategy::Greedy => "greedy",
        }
    );
    sim.lines += 1;
    sim.out += &format!("players {}\n", sim.game.names().join(" "));
    sim.lines += 1;
    for _ in 0..config.rounds {
        if !sim.play_round()? {
            sim.stats.unfinished += 1;
            break;
        }
    }
    sim.game.finish().map_err(|v| sim.internal(v))?;
    Ok(Outcome {
        transcript: sim.out,
        game: sim.game,
        stats: sim.stats,
    })
}

impl Sim {
    fn new(config: Config) -> Result<Sim> {
        let names: Vec<String> = NAMES[..config.players.clamp(4, 8)]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let game = Game::new(names)
            .map_err(|v| Error::Internal(format!("the simulator cannot seat its players: {v}")))?;
        Ok(Sim {
            rng: Rng(ChaCha8Rng::seed_from_u64(config.seed)),
            strategy: config.strategy,
            game,
            out: String::new(),
            lines: 0,
            deck: Vec::new(),
            skill_deck: Vec::new(),
            stats: Stats::default(),
            turns: 0,
            aim_after: config.aim_after,
            turn_cap: config.turn_cap,
        })
    }

    /// A move of the simulator that its own rules refuse: a bug of the simulator, not bad
    /// input, so it is an internal error naming the line it would have written.
    fn internal(&self, v: Violation) -> Error {
        Error::Internal(format!(
            "the simulator made an illegal move at line {} of its transcript: {v}",
            self.lines
        ))
    }

    fn round(&self) -> &super::rules::Round {
        self.game.current().expect("a round is in progress")
    }

    fn n(&self) -> usize {
        self.game.names().len()
    }

    /// Applies an action to the state and writes its line.
    fn act(&mut self, action: Action) -> Result<()> {
        let names = self.game.names();
        let line = action.clone().map_players(|p| &names[p]).to_string();
        let before = self.game.current().map(|r| r.duels.clone());
        self.lines += 1;
        self.game.apply(action).map_err(|v| self.internal(v))?;
        self.out += &line;
        self.out.push('\n');
        self.check_hidden_decks();
        if let (Some(duels), Some(r)) = (before, self.game.current()) {
            for d in r.duels.iter().filter(|d| !duels.contains(d)) {
                match d.kind {
                    DuelKind::Player(_) => self.stats.player_duels += 1,
                    DuelKind::Public(_) => self.stats.public_duels += 1,
                }
            }
        }
        Ok(())
    }

    /// The hidden decks hold exactly the cards the rules say are in the decks.
    fn check_hidden_decks(&self) {
        if cfg!(debug_assertions) {
            if let Some(r) = self.game.current() {
                if r.ended.is_none() && r.stage == Stage::Turns {
                    let mut mine = self.deck.clone();
                    mine.sort_unstable();
                    assert_eq!(
                        mine,
                        r.deck_cards().collect::<Vec<_>>(),
                        "basic deck out of step"
                    );
                    for s in Skill::ALL {
                        let held = self.skill_deck.iter().filter(|&&k| k == s).count();
                        assert_eq!(held, r.skill_deck.get(s) as usize, "skill deck out of step");
                    }
                }
            }
        }
    }

    /// The top card of the basic deck, reshuffling the discard pile into an empty deck.
    fn top_card(&mut self) -> Option<Card> {
        if self.deck.is_empty() {
            self.deck = self.round().discard_cards().collect();
            self.rng.shuffle(&mut self.deck);
            self.stats.reshuffles += 1;
        }
        self.deck.pop()
    }

    fn top_skill(&mut self) -> Option<Skill> {
        if self.skill_deck.is_empty() {
            let pile = self.round().skill_discard;
            self.skill_deck = Skill::ALL
                .iter()
                .flat_map(|&s| std::iter::repeat_n(s, pile.get(s) as usize))
                .collect();
            self.rng.shuffle(&mut self.skill_deck);
            self.stats.skill_reshuffles += 1;
        }
        self.skill_deck.pop()
    }

    /// Plays one round; false when it hit the turn cap unfinished.
    fn play_round(&mut self) -> Result<bool> {
        self.setup_round()?;
        self.run_turns()
    }

    fn setup_round(&mut self) -> Result<()> {
        let n = self.n();
        self.act(Action::NewRound)?;
        let mut small: Vec<Card> = (1..=31).collect();
        self.rng.shuffle(&mut small);
        let values: Vec<(Player, u64)> = (0..n).map(|p| (p, u64::from(small[p]))).collect();
        self.act(Action::Start(values))?;
        self.deck = (1..=MAX_CARD).filter(|c| !small[..n].contains(c)).collect();
        self.rng.shuffle(&mut self.deck);
        self.skill_deck = Skill::ALL
            .iter()
            .flat_map(|&s| std::iter::repeat_n(s, s.copies(n) as usize))
            .collect();
        self.rng.shuffle(&mut self.skill_deck);
        for _ in 0..n / 2 {
            let c = self.top_card().unwrap_or(1);
            self.act(Action::Marker(c))?;
        }
        let starter = self.rng.pick(&self.round().starter_candidates());
        for i in 0..n {
            let (a, b) = (self.top_card().unwrap_or(1), self.top_card().unwrap_or(1));
            self.act(Action::Deal((starter + i) % n, a, b))?;
        }
        Ok(())
    }

    fn run_turns(&mut self) -> Result<bool> {
        self.turns = 0;
        while self.round().ended.is_none() {
            if self.turns >= self.turn_cap {
                return Ok(false);
            }
            let Some(p) = self.round().next_actor() else {
                break;
            };
            self.act(Action::Turn(p))?;
            self.play_turn(p)?;
            // A give after the turn's steps still belongs to the turn: its duels resolve
            // only at the next `turn` line, as the referee reads it.
            if self.round().ended.is_none() {
                self.maybe_give()?;
            }
            self.game.close_turn().map_err(|v| self.internal(v))?;
            self.turns += 1;
        }
        self.stats.eliminations +=
            self.round().players.iter().filter(|p| p.eliminated).count() as u32;
        self.stats.longest_round = self.stats.longest_round.max(self.turns as u32);
        match self.round().ended {
            Some(EndedBy::PlayerTop) => self.stats.player_top += 1,
            Some(EndedBy::PublicTop) => self.stats.public_top += 1,
            Some(EndedBy::LastPlayer) => self.stats.last_player += 1,
            None => {}
        }
        Ok(true)
    }

    fn count_death(&mut self) {
        if self.round().turn.is_some_and(|t| t.phase == Phase::Over) {
            self.stats.deaths += 1;
        }
    }

    fn aiming(&self) -> bool {
        self.turns >= self.aim_after
    }

    /// Whether the actor's turn can go on (no death, round not over).
    fn turn_goes_on(&self) -> bool {
        let r = self.round();
        r.ended.is_none() && r.turn.is_some_and(|t| t.phase != Phase::Over)
    }

    fn maybe_give(&mut self) -> Result<()> {
        let den = match self.strategy {
            Strategy::Random => 8,
            Strategy::Greedy => 40,
        };
        if !self.rng.chance(1, den) {
            return Ok(());
        }
        let holders: Vec<Player> = (0..self.n())
            .filter(|&p| self.round().players[p].quan > 0)
            .collect();
        if holders.is_empty() {
            return Ok(());
        }
        let from = self.rng.pick(&holders);
        let others: Vec<Player> = (0..self.n()).filter(|&p| p != from).collect();
        let to = self.rng.pick(&others);
        self.stats.gives += 1;
        self.act(Action::Give(from, to))
    }

    /// The bot's view of how good a state is for player p: total, minus elimination, plus
    /// height when aiming for the top.
    fn value(&self, g: &Game, p: Player) -> i64 {
        let Some(r) = g.current() else { return 0 };
        let me = &r.players[p];
        let mut v = r.total(p);
        if me.eliminated {
            v -= 5_000;
        }
        if self.aiming() {
            let height = |x: u32| hb(x).map_or(0, i64::from);
            v += 40 * height(me.value) + 25 * height(r.public);
            if r.ended.is_some() {
                v += 200;
            }
        }
        v
    }

    /// Picks the best of several candidate actions by applying each to a copy of the game
    /// (`None` = do nothing); ties are broken at random.
    fn best(&mut self, p: Player, options: &[Option<Action>]) -> usize {
        let mut best = Vec::new();
        let mut top = i64::MIN;
        for (i, o) in options.iter().enumerate() {
            let mut g = self.game.current_only();
            if let Some(a) = o {
                if g.apply(a.clone()).is_err() {
                    continue;
                }
                g.settle_pending();
            }
            let v = self.value(&g, p);
            if v > top {
                top = v;
                best.clear();
            }
            if v == top {
                best.push(i);
            }
        }
        if best.is_empty() {
            0
        } else {
            self.rng.pick(&best)
        }
    }

    fn hand(&self, p: Player) -> Vec<Card> {
        self.round().players[p].hand.iter().copied().collect()
    }

    fn play_turn(&mut self, p: Player) -> Result<()> {
        // 1. Draw.
        let hand = self.hand(p).len();
        let available = self.round().deck_len() + self.round().discard_len();
        let draw = available > 0
            && (hand == 0
                || match self.strategy {
                    Strategy::Random => self.rng.chance(1, 2),
                    Strategy::Greedy => hand < 2 || self.aiming(),
                });
        if draw {
            let mut cards = Vec::new();
            for _ in 0..available.min(2) {
                cards.extend(self.top_card());
            }
            self.act(Action::Draw(cards))?;
        }
        // 2. Basic play (skipped only when no basic card is anywhere to be had).
        let hand = self.hand(p);
        if !hand.is_empty() {
            let options: Vec<Option<Action>> = hand
                .iter()
                .flat_map(|&c| [Target::Own, Target::Public].map(|t| Some(Action::Play(c, t))))
                .collect();
            let i = match self.strategy {
                Strategy::Random => self.rng.below(options.len()),
                Strategy::Greedy => self.best(p, &options),
            };
            if let Some(a) = options[i].clone() {
                self.act(a)?;
            }
            self.count_death();
            if !self.turn_goes_on() {
                return Ok(());
            }
        }
        // 3. Test or buy, and take.
        self.acquire(p)?;
        // 4. Skill limit.
        if self.round().players[p].skills.total() > SKILL_LIMIT {
            let held: Vec<Skill> = Skill::ALL
                .into_iter()
                .filter(|&s| self.round().players[p].skills.get(s) > 0)
                .collect();
            let s = match self.strategy {
                Strategy::Random => self.rng.pick(&held),
                // Keep the skills that climb: drop the first of >>, ~, C, I, <<.
                Strategy::Greedy => [Skill::Shr, Skill::Not, Skill::Clr, Skill::Ins, Skill::Shl]
                    .into_iter()
                    .find(|s| held.contains(s))
                    .unwrap_or(held[0]),
            };
            self.stats.drops += 1;
            self.act(Action::Drop(s))?;
        }
        // 5. Skill play, and perhaps a counter.
        self.skill_play(p)?;
        if !self.turn_goes_on() {
            return Ok(());
        }
        // 6. Hand limit.
        let hand = self.hand(p);
        if hand.len() > 2 {
            let mut keep = hand.clone();
            self.rng.shuffle(&mut keep);
            keep.truncate(2);
            self.act(Action::Keep(keep))?;
        } else if self.strategy == Strategy::Random && self.rng.chance(1, 10) {
            // An optional keep that may also throw cards away.
            let mut keep = hand.clone();
            keep.truncate(self.rng.below(hand.len() + 1));
            self.act(Action::Keep(keep))?;
        }
        Ok(())
    }

    fn acquire(&mut self, p: Player) -> Result<()> {
        let r = self.round();
        let me = &r.players[p];
        let skills_left = r.skill_deck.total() + r.skill_discard.total() > 0;
        let can_buy = me.quan > 0 && skills_left;
        let hand = self.hand(p);
        let value = me.value;
        let choice = match self.strategy {
            Strategy::Random => {
                let mut ways = vec![0];
                if !hand.is_empty() {
                    ways.push(1);
                }
                if can_buy {
                    ways.push(2);
                }
                self.rng.pick(&ways)
            }
            Strategy::Greedy => {
                let score = me.score;
                if can_buy && (self.aiming() || me.quan > 1 || self.rng.chance(1, 3)) {
                    2
                } else if !hand.is_empty() && (self.aiming() || score > 50) && self.rng.chance(2, 3)
                {
                    1
                } else {
                    0
                }
            }
        };
        match choice {
            1 => {
                // Greedy tests with the card that differs most from its value.
                let card = match self.strategy {
                    Strategy::Random => self.rng.pick(&hand),
                    Strategy::Greedy => *hand
                        .iter()
                        .max_by_key(|&&c| ((u32::from(c) ^ value).count_ones(), c))
                        .unwrap_or(&hand[0]),
                };
                let Some(judge) = self.top_card() else {
                    return Ok(());
                };
                self.stats.tests += 1;
                self.act(Action::Test(card, judge))?;
            }
            2 => {
                self.stats.buys += 1;
                self.act(Action::Buy)?;
            }
            _ => return Ok(()),
        }
        if self
            .round()
            .turn
            .is_some_and(|t| t.phase == Phase::AwaitingTake)
        {
            if let Some(s) = self.top_skill() {
                self.act(Action::Take(s))?;
            }
        }
        Ok(())
    }

    fn skill_play(&mut self, p: Player) -> Result<()> {
        let r = self.round();
        let mut options: Vec<Option<Action>> = vec![None];
        for s in Skill::ALL {
            if r.players[p].skills.get(s) == 0 {
                continue;
            }
            for t in [Target::Own, Target::Public] {
                let v = match t {
                    Target::Own => r.players[p].value,
                    Target::Public => r.public,
                };
                if s.takes_bit() {
                    for b in 0..=10u64 {
                        if check_bit(s, v, b).is_ok() {
                            options.push(Some(Action::Use(s, t, Some(b))));
                        }
                    }
                } else {
                    options.push(Some(Action::Use(s, t, None)));
                }
            }
        }
        if options.len() == 1 {
            return Ok(());
        }
        let i = match self.strategy {
            Strategy::Random => {
                if self.rng.chance(1, 2) {
                    0
                } else {
                    1 + self.rng.below(options.len() - 1)
                }
            }
            Strategy::Greedy => self.best(p, &options),
        };
        let Some(action) = options[i].clone() else {
            return Ok(());
        };
        if let Action::Use(s, ..) = action {
            self.stats.uses[s.index()] += 1;
        }
        self.act(action)?;
        // Other active players holding a C, clockwise from the actor, may cancel it.
        let n = self.n();
        for k in 1..n {
            let q = (p + k) % n;
            let r = self.round();
            if r.players[q].eliminated || r.players[q].skills.get(Skill::Clr) == 0 {
                continue;
            }
            let counter = match self.strategy {
                Strategy::Random => self.rng.chance(1, 3),
                Strategy::Greedy => {
                    let mut g = self.game.current_only();
                    g.settle_pending();
                    let (before, after) = (self.round(), g.current().unwrap_or(self.round()));
                    let actor_gain = after.total(p) - before.total(p);
                    actor_gain >= 100
                        || after.total(q) < before.total(q)
                        || after.players[q].eliminated
                        || after.ended == Some(EndedBy::PlayerTop)
                }
            };
            if counter {
                self.stats.counters += 1;
                return self.act(Action::Counter(q));
            }
        }
        self.game.settle_pending();
        self.count_death();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_and_shuffle_are_pinned() {
        // Pinned values: if these move, every recorded seed's transcript moves too.
        let mut rng = Rng(ChaCha8Rng::seed_from_u64(7));
        let draws: Vec<usize> = (0..6).map(|_| rng.below(100)).collect();
        let mut v: Vec<u32> = (0..8).collect();
        rng.shuffle(&mut v);
        let again = {
            let mut rng = Rng(ChaCha8Rng::seed_from_u64(7));
            let d: Vec<usize> = (0..6).map(|_| rng.below(100)).collect();
            let mut w: Vec<u32> = (0..8).collect();
            rng.shuffle(&mut w);
            (d, w)
        };
        assert_eq!((draws.clone(), v.clone()), again);
        assert!(draws.iter().all(|&d| d < 100));
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..8).collect::<Vec<_>>());
    }

    /// Stages nearly empty decks, so that both are reshuffled from their discard piles
    /// during the round; `check_hidden_decks` then compares the hidden decks with the
    /// rules' after every action.
    #[test]
    fn reshuffles_keep_the_hidden_decks_in_step_with_the_rules() {
        let mut stats = Stats::default();
        for seed in 0..20 {
            for strategy in [Strategy::Greedy, Strategy::Random] {
                let mut sim = Sim::new(Config::new(4, seed, 1, strategy)).unwrap();
                sim.setup_round().unwrap();
                let gone: Vec<Card> = sim.deck.drain(..sim.deck.len() - 3).collect();
                let gone_skills: Vec<Skill> =
                    sim.skill_deck.drain(..sim.skill_deck.len() - 1).collect();
                sim.game.stage_discards(&gone, &gone_skills);
                sim.check_hidden_decks();
                sim.run_turns().unwrap();
                stats.reshuffles += sim.stats.reshuffles;
                stats.skill_reshuffles += sim.stats.skill_reshuffles;
            }
        }
        assert!(stats.reshuffles >= 40, "{stats:?}");
        assert!(stats.skill_reshuffles > 0, "{stats:?}");
    }

    /// A move the simulator gets wrong is its own bug: an internal error (exit status 2),
    /// not bad input located in a file.
    #[test]
    fn an_illegal_move_of_the_simulator_is_an_internal_error() {
        let mut sim = Sim::new(Config::new(4, 1, 1, Strategy::Greedy)).unwrap();
        sim.lines = 2;
        let e = sim.act(Action::Buy).unwrap_err();
        assert!(matches!(e, Error::Internal(_)), "{e:?}");
        assert_eq!(e.exit_code(), 2);
        assert!(e.located().is_none());
        assert_eq!(
            e.to_string(),
            "internal error (a bug in grundy): the simulator made an illegal move at line 3 of its \
             transcript: \
             expected round, found buy before any round"
        );
        assert!(sim.out.is_empty(), "a refused move is not written");
    }
}
