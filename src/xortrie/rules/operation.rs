//! What an operation sets off (spec §5: top layer, death, layer scoring, duel triggers) and
//! how the duels it may leave pending resolve at the other side's next turn (§6).

use super::basics::{EndedBy, Player, Target};
use super::bits::{duel_split, layer_points, same_hb, sb, TOP_BIT};
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
}
