//! What an operation sets off (spec §5: top layer, death, layer scoring, duel triggers) and
//! how the duels it may leave pending resolve at the other side's next turn (§6).

use super::basics::{EndedBy, Player, Target};
use super::bits::{duel_split, hb, layer_points, same_hb, sb, TOP_BIT};
use super::event::{Cause, MarkerCards, Outcome, What};
use super::phase::Phase;
use super::state::{Duel, DuelKind, Round};

impl Round {
    /// §5: the checks after an operation of `actor` on `target`.
    pub(super) fn after_operation(&mut self, actor: Player, target: Target) {
        let v = match target {
            Target::Own => self.players[actor].value,
            Target::Public => self.public,
        };
        if v >> TOP_BIT & 1 == 1 {
            let bonus = if target == Target::Own { 666 } else { 0 };
            self.players[actor].score += bonus;
            self.log(Some(actor), || What::Top { target, bonus });
            self.end(match target {
                Target::Own => EndedBy::PlayerTop,
                Target::Public => EndedBy::PublicTop,
            });
            return;
        }
        let mut pairs = Vec::new();
        for m in &mut self.markers {
            let c = u32::from(m.card);
            if let (true, Some(s)) = (m.on_board, sb(c)) {
                if v >> s == c >> s {
                    m.on_board = false;
                    pairs.push(m.card);
                }
            }
        }
        if !pairs.is_empty() {
            self.players[actor].quan += pairs.len() as i64;
            for &card in &pairs {
                self.log(Some(actor), || What::Pair(card));
            }
            if let Some(t) = &mut self.turn {
                t.phase = Phase::Over;
            }
            self.eliminate(actor, Cause::Markers(MarkerCards::new(&pairs)));
            return;
        }
        if target == Target::Own {
            for i in (5..=9).rev() {
                let me = &mut self.players[actor];
                if v >> i & 1 == 1 && me.claimed >> i & 1 == 0 {
                    me.claimed |= 1 << i;
                    let points = layer_points(i, self.claims[i as usize]);
                    me.score += points;
                    self.claims[i as usize] += 1;
                    self.log(Some(actor), || What::Claim { layer: i, points });
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
            self.log(Some(actor), || What::Challenge {
                against: b,
                public: target == Target::Public,
                bit: hb(v).unwrap_or(0),
            });
        }
    }

    /// §4.7: pending duels against `b` resolve in the order they were triggered.
    pub(super) fn resolve_duels(&mut self, b: Player) {
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
        let (challenger, public, outcome, side) = match d.kind {
            DuelKind::Player(a) => {
                let va = self.players[a].value;
                let gone = self.players[a].eliminated || self.players[b].eliminated;
                let outcome = if gone || !same_hb(va, vb) {
                    Outcome::Lapsed
                } else {
                    match sb(va).cmp(&sb(vb)) {
                        std::cmp::Ordering::Greater => self.duel_loss(a, b),
                        std::cmp::Ordering::Less => self.duel_loss(b, a),
                        std::cmp::Ordering::Equal => Outcome::Tie,
                    }
                };
                (a, false, outcome, va)
            }
            DuelKind::Public(a) => {
                let outcome = if self.players[b].eliminated || !same_hb(self.public, vb) {
                    Outcome::Lapsed
                } else if sb(self.public) > sb(vb) {
                    self.duel_loss(a, b)
                } else {
                    Outcome::Tie
                };
                (a, true, outcome, self.public)
            }
        };
        // The duel is told before the elimination it causes.
        self.log(Some(b), || {
            What::duel(challenger, public, outcome, [side, vb])
        });
        if let Outcome::Won { winner, loser, .. } = outcome {
            let cause = if public {
                Cause::PublicDuel(winner)
            } else {
                Cause::Duel(winner)
            };
            self.eliminate(loser, cause);
        }
    }

    /// Moves the loser's third to the winner, with a quan; the caller eliminates the loser.
    fn duel_loss(&mut self, winner: Player, loser: Player) -> Outcome {
        let (kept, gained) = duel_split(self.players[loser].score);
        self.players[loser].score = kept;
        self.players[winner].score += gained;
        self.players[winner].quan += 1;
        Outcome::Won {
            winner,
            loser,
            kept,
            gained,
        }
    }
}
