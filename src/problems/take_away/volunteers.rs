//! `grundy volunteers`: choosing volunteers (HDU 2188), Bash counted upward.
//!
//! Input: `C`, then C cases `n m` (target n ≥ 1, largest gift m ≥ 1). Output: per case
//! `Grass` if the first player (Grass) wins, else `Rabbit`. Reaching the target or beyond
//! is Bash on the remaining gap (see `games::takeaway`).

use std::io::Read;

use crate::gen::Gen;
use crate::take_away::brave_game::BashCases;
use crate::{After, AfterKind, Meta, Options, Report, Sink, Solve};
use grundy_games::takeaway::{bash_value, public_sale_raises, WinningRaises};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// The recalled limits (the statement was not seen), enforced by `--strict`.
const JUDGE_MAX_N: u64 = 9999;
const JUDGE_MAX_M: u64 = 10;

pub struct Volunteers;

const VOLUNTEERS: BashCases = BashCases {
    n: "the target n",
    n_min: 1,
    n_judge_max: JUDGE_MAX_N,
    m: "the largest gift m",
    m_judge_max: JUDGE_MAX_M,
    win: b"Grass\n",
    lose: b"Rabbit\n",
    report: report_gifts,
};

impl Solve for Volunteers {
    const META: Meta = Meta {
        id: "volunteers",
        aliases: &["hdu2188"],
        family: "take-away",
        title: "Choosing volunteers (Bash, counting up)",
        about: "Input: `C`, then C cases `n m`: players alternately give 1 to m (m >= 1); \
whoever brings the total to n (n >= 1) or more wins.\n\
Output: per case `Grass` if the first player wins, else `Rabbit`.",
        flags: &[],
        legacy: &[],
    };

    /// A gift that reaches the target ends the game: the format has no case for that.
    const MOVES_AFTER: AfterKind = AfterKind::State;

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of cases C")?;
        VOLUNTEERS.read_cases(options, sc, sink, cases)?;
        sc.finish("the last of the C cases")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let cases = gen.case_count(50, 1000, 1000);
        gen.line(&[cases]);
        for _ in 0..cases {
            let m = gen.range(1, gen.by_size(5, JUDGE_MAX_M, u64::MAX));
            let max_n = gen.by_size(30, JUDGE_MAX_N, u64::MAX);
            // Losing targets (multiples of m + 1) a third of the time.
            let n = if gen.chance(1, 3) && m < max_n {
                (m + 1) * gen.range(1, max_n / (m + 1))
            } else {
                gen.value(max_n).max(1)
            };
            gen.line(&[n, m]);
        }
        true
    }
}

/// The move report of the target `n` with largest gift `m`: the gifts that win, which are
/// Public Sale's winning raises (`games::takeaway::public_sale_raises`). A gift g < n leaves
/// the game on the gap, target n − g from an empty box, which is a case of the format; a
/// gift that reaches n ends the game, described by `state`.
fn report_gifts(r: &mut Report, n: u64, m: u64) {
    let gifts = public_sale_raises(n, m);
    let p = r.position();
    p.wins(bash_value(n, m) != 0)
        .fact("Grundy value", bash_value(n, m))
        .total(gifts.count());
    match gifts {
        WinningRaises::None => {}
        WinningRaises::One(g) => p.add(
            || format!("give {g} (total {g} of {n})"),
            || After::Input(format!("1\n{} {m}\n", n - g)),
        ),
        WinningRaises::Range { from, to } => {
            for g in from..=to {
                if !p.wants() {
                    break;
                }
                p.add(
                    || format!("give {g} (total {g} >= {n}, reached)"),
                    || {
                        After::State(serde_json::json!({
                            "total": g, "target": n, "max_gift": m, "over": true
                        }))
                    },
                );
            }
        }
    }
}
