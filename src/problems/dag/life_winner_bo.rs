//! `grundy life-winner-bo`: Life Winner Bo (HDU 5754), king, rook, knight or queen racing
//! to the far corner.
//!
//! Input: `T`, then T lines `type N M` (1 king, 2 rook, 3 knight, 4 queen; N, M ≥ 2).
//! Output: `B` if Bo (first) wins, `G` if the second player wins, `D` for a draw. The
//! rules of `games::life_winner`: kiki's parity, Nim, Wythoff (exact in integers) and the
//! knight's band.

use std::io::{self, Read, Write};

use crate::gen::Gen;
use crate::records::each_case;
use crate::{After, AfterKind, Answer, JsonFields, Meta, Options, Report, Sink, Solve};
use grundy_games::life_winner::{outcome, winning_moves, Outcome, Piece};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 5754's limits, enforced by `--strict`.
const JUDGE_MAX_CASES: u64 = 1000;
const JUDGE_MAX_SIDE: u64 = 1000;

const TYPE: &str = "the piece type 1 king, 2 rook, 3 knight or 4 queen";

pub struct LifeWinnerBo;

/// One board's answer: the piece and its distances to the target.
struct Board {
    piece: Piece,
    a: u64,
    b: u64,
    outcome: Outcome,
}

impl Board {
    fn new(piece: Piece, n: u64, m: u64) -> Board {
        let (a, b) = (n - 1, m - 1);
        Board {
            piece,
            a,
            b,
            outcome: outcome(piece, a, b),
        }
    }
}

impl Answer for Board {
    #[inline]
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        out.write_all(match self.outcome {
            Outcome::Win => b"B\n",
            Outcome::Lose => b"G\n",
            Outcome::Draw => b"D\n",
        })
    }

    fn json(&self, fields: &mut JsonFields) {
        fields
            .bool("first_player_wins", self.outcome == Outcome::Win)
            .bool("draw", self.outcome == Outcome::Draw);
    }

    /// The moves that leave the opponent lost. The piece moves from (1, 1) to (x, y); the
    /// rest of the game is that of the board from (x, y) to (N, M), which is one case of the
    /// input when it is at least 2 × 2, and a `state` otherwise.
    fn moves(&self, r: &mut Report) {
        let p = r.position();
        p.outcome(match self.outcome {
            Outcome::Win => crate::Outcome::Win,
            Outcome::Lose => crate::Outcome::Lose,
            Outcome::Draw => crate::Outcome::Draw,
        })
        .fact("rows to go", self.a)
        .fact("columns to go", self.b);
        match (self.piece, self.outcome) {
            (Piece::Knight, Outcome::Draw) => {
                p.note("the target is off the knight's reachable band, or whoever would lose steers off it");
            }
            (Piece::Knight, Outcome::Lose) => {
                p.note("a = b: the second player mirrors (+1, +2) with (+2, +1) and moves last");
            }
            (Piece::Knight, Outcome::Win) => {
                p.note("|a - b| = 1: move onto the target's diagonal, then mirror");
            }
            _ => {}
        }
        let t = self.piece as u64;
        for (a2, b2) in winning_moves(self.piece, self.a, self.b) {
            let (x, y) = (1 + self.a - a2, 1 + self.b - b2);
            p.add(
                || format!("move the {} to ({x}, {y})", self.piece.name()),
                || {
                    if a2 >= 1 && b2 >= 1 {
                        After::Input(format!("1\n{t} {} {}\n", a2 + 1, b2 + 1))
                    } else {
                        After::State(serde_json::json!({ "type": t, "n": a2 + 1, "m": b2 + 1 }))
                    }
                },
            );
        }
    }
}

impl Solve for LifeWinnerBo {
    const META: Meta = Meta {
        id: "life-winner-bo",
        aliases: &["hdu5754"],
        family: "dag",
        title: "Life Winner Bo (king, rook, knight, queen)",
        about: "Input: `T`, then T lines `type N M`: a piece (1 king, 2 rook, 3 knight, 4 queen) \
on (1, 1) of an N x M board (N, M >= 2) moves only right and down; moving it onto (N, M) wins; \
a piece that cannot move ends in a draw.\n\
Output: per board `B` if Bo (first) wins, `G` if the second player wins, `D` for a draw.",
        flags: &[],
        legacy: &[],
    };

    const MOVES_AFTER: AfterKind = AfterKind::State;

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of boards T")?;
        options.judge_limit_here(sc, "the number of boards T", cases, 1, JUDGE_MAX_CASES)?;
        let max = options.judge_or(JUDGE_MAX_SIDE, u64::MAX);
        each_case(
            sc,
            sink,
            cases,
            |sink, [t, n, m]| {
                let Some(piece) = Piece::from_number(t) else {
                    return Ok(false); // the slow reading names the type
                };
                if n < 2 || m < 2 || n > max || m > max {
                    return Ok(false);
                }
                sink.emit(&Board::new(piece, n, m)).map(|()| true)
            },
            |sc, sink| {
                let t = sc.u64_in(TYPE, 1, 4)?;
                let piece = Piece::from_number(t).expect("1..=4");
                let n = sc.u64_in("the rows N", 2, u64::MAX)?;
                options.judge_limit_here(sc, "the rows N", n, 2, JUDGE_MAX_SIDE)?;
                let m = sc.u64_in("the columns M", 2, u64::MAX)?;
                options.judge_limit_here(sc, "the columns M", m, 2, JUDGE_MAX_SIDE)?;
                sink.emit(&Board::new(piece, n, m))
            },
        )?;
        sc.finish("the last of the T boards")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let max = gen.by_size(9, JUDGE_MAX_SIDE, u64::MAX);
        let cases = gen.case_count(60, JUDGE_MAX_CASES, 1000);
        gen.line(&[cases]);
        for _ in 0..cases {
            let t = gen.range(1, 4);
            let n = gen.value(max).max(2);
            let m = match gen.range(0, 4) {
                // The diagonal, and its neighbours: the knight's wins and losses, the
                // rook's losses.
                0 => n,
                1 => n.saturating_add(1).min(max),
                // The knight's band: a + b ≡ 0 (mod 3).
                2 => {
                    let a = n - 1;
                    let b = gen.range(a / 2, a.saturating_mul(2).min(max - 1));
                    b.saturating_sub(((u128::from(a) + u128::from(b)) % 3) as u64)
                        .max(1)
                        + 1
                }
                _ => gen.value(max).max(2),
            };
            gen.line(&[t, n, m]);
        }
        true
    }
}
