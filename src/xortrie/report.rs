//! What the referee reports about a refereed game (spec §9): per round each player's value,
//! score, quan, status, total and medal, and the match standings; as a table for people or
//! as the JSON object of §9. Medals and standings use competition ranking ("1224").

use std::io::Write;
use std::sync::Arc;

use serde::Serialize;
use unicode_width::UnicodeWidthStr;

use super::rules::{Game, Round};
use super::story::{spill, Story, CHUNK};
use grundy_io::error::Result;

mod json;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    pub rounds: Vec<RoundReport>,
    pub standings: Vec<Standing>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RoundReport {
    pub finished: bool,
    pub ended_by: Option<&'static str>,
    pub public: u32,
    /// When the transcript stopped inside this round's last turn: the line of its last
    /// directive, and the duty left undone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub incomplete_at: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub incomplete: Option<String>,
    pub players: Vec<PlayerReport>,
    /// The story of the round, when the game kept it (not with `--brief`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub events: Option<Story>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerReport {
    pub name: String,
    pub value: u32,
    pub score: i64,
    pub quan: i64,
    pub eliminated: bool,
    pub total: i64,
    pub medal: Option<&'static str>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    pub name: String,
    pub gold: u32,
    pub silver: u32,
    pub bronze: u32,
    pub iron: u32,
    pub place: usize,
}

/// Competition ranks (1-based): one more than the number of strictly better keys. Found by
/// sorting, so a season table of many thousand names costs n log n, not n².
pub fn competition_ranks<K: Ord>(keys: &[K]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_unstable_by(|&a, &b| keys[b].cmp(&keys[a]));
    let mut ranks = vec![0; keys.len()];
    for (at, &i) in order.iter().enumerate() {
        // Equal keys share the rank of the first of them in the best-first order.
        ranks[i] = match at.checked_sub(1).map(|prev| order[prev]) {
            Some(p) if keys[p] == keys[i] => ranks[p],
            _ => at + 1,
        };
    }
    ranks
}

/// Columns a text takes on a terminal: `张三` takes 4, `Zoë` 3.
pub fn width(s: &str) -> usize {
    s.width()
}

/// `s` padded with spaces to `w` terminal columns (Rust's `{:<w$}` counts characters, so a
/// column of Chinese names would lean).
pub fn pad(s: &str, w: usize) -> String {
    let mut padded = String::with_capacity(s.len() + w);
    padded.push_str(s);
    padded.extend(std::iter::repeat_n(' ', w.saturating_sub(width(s))));
    padded
}

pub fn medal(rank: usize) -> &'static str {
    match rank {
        1 => "gold",
        2 => "silver",
        3 => "bronze",
        _ => "iron",
    }
}

impl RoundReport {
    /// How the round ended, in words ("Ann reached the top layer", "unfinished (no medals)").
    pub fn ending(&self) -> String {
        // Who ended it follows from the final state: the one value with a 1 on the top
        // layer, or the one player still active.
        let who = |f: &dyn Fn(&PlayerReport) -> bool| {
            self.players
                .iter()
                .find(|p| f(p))
                .map_or("?", |p| p.name.as_str())
        };
        match self.ended_by {
            Some("player-top") => {
                format!("{} reached the top layer", who(&|p| p.value >> 10 & 1 == 1))
            }
            Some("public-top") => "the public sequence reached the top layer".to_string(),
            Some(_) => format!("{} was the last player left", who(&|p| !p.eliminated)),
            None => match (self.incomplete_at, &self.incomplete) {
                (Some(line), Some(why)) => {
                    format!("unfinished (no medals), incomplete at line {line}: {why}")
                }
                _ => "unfinished (no medals)".to_string(),
            },
        }
    }
}

/// One round's part of the report; `story` adds its events.
pub fn round_report(names: &[String], r: &Round, story: bool) -> RoundReport {
    let totals: Vec<i64> = (0..r.n()).map(|p| r.total(p)).collect();
    let ranks = competition_ranks(&totals);
    let finished = r.ended.is_some();
    RoundReport {
        finished,
        ended_by: r.ended.map(|e| e.as_str()),
        public: r.public,
        incomplete_at: None,
        incomplete: r.incomplete.as_ref().map(ToString::to_string),
        players: r
            .players
            .iter()
            .enumerate()
            .map(|(p, s)| PlayerReport {
                name: names[p].clone(),
                value: s.value,
                score: s.score,
                quan: s.quan,
                eliminated: s.eliminated,
                total: totals[p],
                medal: finished.then(|| medal(ranks[p])),
            })
            .collect(),
        events: story.then(|| Story::new(names, &r.events)),
    }
}

impl Report {
    pub fn new(game: &Game) -> Self {
        Report::build(game, game.records())
    }

    /// The report, with each round's story copied from the game when `story`.
    fn build(game: &Game, story: bool) -> Self {
        let names = game.names();
        let mut rounds: Vec<RoundReport> = game
            .rounds()
            .iter()
            .map(|r| round_report(names, r, story))
            .collect();
        if let Some(last) = rounds.last_mut() {
            last.incomplete_at = last.incomplete.as_ref().and(game.stopped_at);
        }
        let mut counts = vec![[0u32; 4]; names.len()];
        for round in rounds.iter().filter(|r| r.finished) {
            for (p, pr) in round.players.iter().enumerate() {
                let i = match pr.medal {
                    Some("gold") => 0,
                    Some("silver") => 1,
                    Some("bronze") => 2,
                    _ => 3,
                };
                counts[p][i] += 1;
            }
        }
        // Iron never decides: the key is (gold, silver, bronze) only.
        let keys: Vec<[u32; 3]> = counts.iter().map(|c| [c[0], c[1], c[2]]).collect();
        let places = competition_ranks(&keys);
        let mut order: Vec<usize> = (0..names.len()).collect();
        order.sort_by_key(|&p| (places[p], p));
        let standings = order
            .into_iter()
            .map(|p| Standing {
                name: names[p].clone(),
                gold: counts[p][0],
                silver: counts[p][1],
                bronze: counts[p][2],
                iron: counts[p][3],
                place: places[p],
            })
            .collect();
        Report { rounds, standings }
    }

    /// The report of a game it may consume: each round's story is moved in, not copied.
    pub fn from_game(mut game: Game) -> Self {
        let stories = game.take_stories();
        let mut report = Report::build(&game, false);
        if game.records() {
            let names: Arc<[String]> = game.names().into();
            for (r, events) in report.rounds.iter_mut().zip(stories) {
                r.events = Some(Story::shared(Arc::clone(&names), events));
            }
        }
        report
    }

    /// The report as one pretty-printed JSON object and a new line: the bytes serde_json's
    /// pretty printer makes of it, written by hand (see [`json`]).
    pub fn write_json(&self, out: &mut impl Write) -> Result<()> {
        json::write(self, out)?;
        Ok(())
    }

    pub fn write_text(&self, sink: &mut impl Write) -> Result<()> {
        // Everything goes through one buffer, handed to `sink` a large chunk at a time.
        let mut buf = Vec::with_capacity(CHUNK + 4096);
        let out = &mut buf;
        if self.rounds.is_empty() {
            writeln!(out, "No rounds played.")?;
        }
        for (i, r) in self.rounds.iter().enumerate() {
            let how = r.ending();
            writeln!(out, "Round {}: {how}; public sequence {}", i + 1, r.public)?;
            let w = r
                .players
                .iter()
                .map(|p| width(&p.name))
                .max()
                .unwrap_or(0)
                .max(6);
            writeln!(
                out,
                "  {}  {:>5}  {:>6}  {:>4}  {:<10}  {:>6}  medal",
                pad("player", w),
                "value",
                "score",
                "quan",
                "status",
                "total"
            )?;
            for p in &r.players {
                writeln!(
                    out,
                    "  {}  {:>5}  {:>6}  {:>4}  {:<10}  {:>6}  {}",
                    pad(&p.name, w),
                    p.value,
                    p.score,
                    p.quan,
                    if p.eliminated { "eliminated" } else { "active" },
                    p.total,
                    p.medal.unwrap_or("-")
                )?;
            }
            if let Some(events) = &r.events {
                writeln!(out, "  story:")?;
                events.tell_text("    ", out, sink)?;
            }
            writeln!(out)?;
            spill(out, sink)?;
        }
        let finished = self.rounds.iter().filter(|r| r.finished).count();
        writeln!(out, "Standings after {finished} finished round(s):")?;
        let w = self
            .standings
            .iter()
            .map(|s| width(&s.name))
            .max()
            .unwrap_or(0)
            .max(6);
        writeln!(
            out,
            "  place  {}  gold  silver  bronze  iron",
            pad("player", w)
        )?;
        for s in &self.standings {
            writeln!(
                out,
                "  {:>5}  {}  {:>4}  {:>6}  {:>6}  {:>4}",
                s.place,
                pad(&s.name, w),
                s.gold,
                s.silver,
                s.bronze,
                s.iron
            )?;
        }
        sink.write_all(out)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_share_a_rank_and_skip_the_next() {
        assert_eq!(competition_ranks(&[300, 300, 200, 100]), vec![1, 1, 3, 4]);
        let m: Vec<_> = competition_ranks(&[300, 300, 200, 100])
            .into_iter()
            .map(medal)
            .collect();
        assert_eq!(m, ["gold", "gold", "bronze", "iron"]);
        assert_eq!(competition_ranks(&[5, 7, 7, 7]), vec![4, 1, 1, 1]);
        assert_eq!(competition_ranks(&[-5, 0, -5, 3]), vec![3, 2, 3, 1]);
        // Standings compare (gold, silver, bronze) lexicographically.
        assert_eq!(
            competition_ranks(&[[1, 0, 0], [0, 5, 5], [1, 0, 0]]),
            vec![1, 3, 1]
        );
        assert_eq!(competition_ranks::<u8>(&[]), Vec::<usize>::new());
    }

    proptest::proptest! {
        /// The sorted ranking is the definition: one more than the strictly better keys.
        #[test]
        fn ranks_by_sorting_are_the_definition(keys in proptest::collection::vec(0u8..6, 0..40)) {
            let naive: Vec<usize> = keys
                .iter()
                .map(|k| 1 + keys.iter().filter(|o| *o > k).count())
                .collect();
            proptest::prop_assert_eq!(competition_ranks(&keys), naive);
        }
    }
}
