//! Move reports of positions made of piles (Nim, misère Nim and their disguises): the
//! words of a take, and the position after it written back as one case of the judge's
//! input. Shared by the problems whose case is a list of piles.

use crate::moves::{After, PositionReport};

/// Reports `moves` (pile index, size after) of `piles`, in the order given, whose number is
/// `total`. `text` words one move (index, size before, size after); `case` writes the
/// judge input of one case from a list of piles.
pub(super) fn report(
    p: &mut PositionReport,
    piles: &[u64],
    moves: impl IntoIterator<Item = (usize, u64)>,
    total: u64,
    text: impl Fn(usize, u64, u64) -> String,
    case: impl Fn(&[u64]) -> String,
) {
    p.total(u128::from(total));
    for (i, to) in moves {
        if !p.wants() {
            break;
        }
        p.add(
            || text(i, piles[i], to),
            || {
                let mut after = piles.to_vec();
                after[i] = to;
                After::Input(case(&after))
            },
        );
    }
}

/// `take 12 from pile 3 (39 -> 27)`: piles are numbered from 1 in input order.
pub(super) fn take(i: usize, from: u64, to: u64) -> String {
    format!("take {} from pile {} ({from} -> {to})", from - to, i + 1)
}

/// The piles on one line, separated by spaces, with a newline.
pub(super) fn line(piles: &[u64]) -> String {
    // itoa: a judge-size case is written ten times per report (once per listed move).
    let mut s = String::with_capacity(piles.len() * 8);
    let mut digits = itoa::Buffer::new();
    for (i, &p) in piles.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        s.push_str(digits.format(p));
    }
    s.push('\n');
    s
}

/// The report of a Nim position: its nim-sum and the takes that leave nim-sum 0.
pub(super) fn nim(
    r: &mut crate::Report,
    piles: &[u64],
    x: u64,
    text: impl Fn(usize, u64, u64) -> String,
    case: impl Fn(&[u64]) -> String,
) {
    let p = r.position();
    p.wins(x != 0).fact("nim-sum", x);
    let total = grundy_games::nim::winning_moves(piles, x);
    report(
        p,
        piles,
        grundy_games::nim::winning_moves_iter(piles, x),
        total,
        text,
        case,
    );
}

/// The report of a misère Nim position (the player who takes the last object loses).
pub(super) fn misere(
    r: &mut crate::Report,
    piles: &[u64],
    text: impl Fn(usize, u64, u64) -> String,
    case: impl Fn(&[u64]) -> String,
) {
    let x = grundy_games::nim::nim_sum(piles);
    let all_small = piles.iter().all(|&h| h <= 1);
    let p = r.position();
    p.wins(grundy_games::nim::misere_first_player_wins(x, all_small))
        .fact("nim-sum", x)
        .note(if all_small {
            "every pile holds at most 1: the player to move wins with an even number of 1s"
        } else {
            "some pile holds 2 or more: the player to move wins with a non-zero nim-sum"
        });
    if piles.iter().all(|&h| h == 0) {
        p.note("no object is left: the player to move has won (the last object was taken)");
    }
    let moves = grundy_games::nim::misere_winning_moves(piles);
    report(
        p,
        piles,
        moves.iter().copied(),
        moves.len() as u64,
        text,
        case,
    );
}
