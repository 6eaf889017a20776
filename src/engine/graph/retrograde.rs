//! Retrograde analysis: win, loss or draw, with remoteness, for every position of a
//! [`Graph`] where lines of play may repeat (loopy games) or end in a draw.
//!
//! Recursion from a position to its options needs a game where no position repeats and
//! every ending is a win or a loss. Loopy games break both: Northcott's game (a piece may
//! step back, so positions repeat), Life Winner Bo's knight (a piece that cannot move ends
//! the game in a draw), any graph a contestant writes down. Retrograde analysis works
//! backwards instead: it values the ends first and then each position once its value is
//! forced, and whatever is never forced is a draw, a line of play that the side which
//! would lose can keep going for ever (or steer into a drawn end).
//!
//! The rules, for the player to move:
//! - a position without options has the value its game gives an ending ([`Outcome`]:
//!   normal play loses, misère play wins, a stuck piece may draw);
//! - a position with an option that is lost (for the opponent, who moves there) is won;
//! - a position whose options are all won (for the opponent) is lost;
//! - every other position is a draw.
//!
//! A game with two players who move differently (partizan games) is analysed the same way
//! once the player to move is part of the position.
//!
//! **Remoteness** ([`Value`]) is the number of moves the game lasts with best play when the
//! winner hurries and the loser delays (Smith's remoteness): a won position is 1 + the
//! least remoteness of its lost options, a lost one 1 + the largest of its options, and an
//! ending 0. Positions are valued breadth first from the ends, so they leave the queue in
//! order of remoteness: the first lost option that reaches a position is its nearest one,
//! and the last won option to be resolved is its farthest one.
//!
//! Cost: one pass over the reverse moves, O(positions + moves), with a count and a value
//! per position beside the graph.

use super::Graph;

/// How a game that has ended (no option at all) ends for the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Lose,
    Draw,
}

/// The value of a position for the player to move, with its remoteness.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Value {
    /// Won, and the game ends after this many moves with best play.
    Win(u32),
    /// Lost, and the loser can make the game last this many moves.
    Lose(u32),
    /// Neither side can force a win.
    Draw,
}

impl Value {
    pub fn outcome(self) -> Outcome {
        match self {
            Value::Win(_) => Outcome::Win,
            Value::Lose(_) => Outcome::Lose,
            Value::Draw => Outcome::Draw,
        }
    }

    /// The remoteness of a decided position (`None` for a draw).
    pub fn remoteness(self) -> Option<u32> {
        match self {
            Value::Win(r) | Value::Lose(r) => Some(r),
            Value::Draw => None,
        }
    }
}

/// The values of every position of `graph` under normal play (a position without moves is
/// lost for the player to move).
pub fn normal_play(graph: &Graph) -> Vec<Value> {
    solve(graph, |_| Outcome::Lose)
}

/// The values of every position of the graph whose options of `v` are
/// `options[off[v]..off[v + 1]]` (repeats allowed: one option), under normal play. The
/// simplest door for a problem that builds its positions' moves itself.
pub fn normal_play_csr(off: &[usize], options: &[u32]) -> Vec<Value> {
    normal_play(&Graph::from_csr(off, options))
}

/// The values of every position of `graph`, `ending(v)` valuing each position without
/// options.
pub fn solve(graph: &Graph, ending: impl Fn(usize) -> Outcome) -> Vec<Value> {
    let n = graph.len();
    // Remoteness is kept as u32: a lost position's remoteness is at most the number of
    // positions (each step of the longest delay is a new position), which fits as n < 2^32.
    let mut value: Vec<Option<Value>> = vec![None; n];
    // Per position, its options not yet known to be won for the opponent.
    let mut left: Vec<u32> = (0..n).map(|v| graph.degree(v) as u32).collect();
    // The queue is a vector read from the front: every position enters it at most once.
    let mut queue: Vec<u32> = Vec::new();
    for v in 0..n {
        if left[v] == 0 {
            let end = match ending(v) {
                Outcome::Win => Value::Win(0),
                Outcome::Lose => Value::Lose(0),
                // A drawn ending forces nothing on the positions before it.
                Outcome::Draw => Value::Draw,
            };
            value[v] = Some(end);
            if end != Value::Draw {
                queue.push(v as u32);
            }
        }
    }
    let mut head = 0;
    while let Some(&v) = queue.get(head) {
        head += 1;
        let v = v as usize;
        let Some(here) = value[v] else { continue };
        for &q in graph.predecessors(v) {
            let q = q as usize;
            if value[q].is_some() {
                continue;
            }
            match here {
                Value::Lose(r) => {
                    value[q] = Some(Value::Win(r + 1));
                    queue.push(q as u32);
                }
                Value::Win(r) => {
                    left[q] -= 1;
                    if left[q] == 0 {
                        value[q] = Some(Value::Lose(r + 1));
                        queue.push(q as u32);
                    }
                }
                // Draws are never queued.
                Value::Draw => {}
            }
        }
    }
    value
        .into_iter()
        .map(|v| v.unwrap_or(Value::Draw))
        .collect()
}
