//! Nim and its disguises (winning-ways, good-boy, rabbit-and-grass) and misère Nim
//! (anti-nim, be-the-winner): a position is its list of piles in input order; a move takes
//! any positive number from one pile.

use super::{check, numbers, Oracle};

/// Every take from every pile, piles kept in place (so equal piles give distinct moves).
fn takes(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (i, &h) in piles.iter().enumerate() {
        for to in 0..h {
            let mut o = piles.to_vec();
            o[i] = to;
            options.push(o);
        }
    }
    options
}

/// Cases `n h_1..h_n` from `numbers`, `count` of them (or until a 0 or the end).
fn cases(nums: &[u64], count: Option<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < nums.len() && count.is_none_or(|c| (out.len() as u64) < c) {
        let n = nums[at] as usize;
        if n == 0 && count.is_none() {
            break;
        }
        out.push(nums[at + 1..at + 1 + n].to_vec());
        at += 1 + n;
    }
    out
}

struct WinningWays;
impl Oracle for WinningWays {
    const ID: &'static str = "winning-ways";
    type Pos = Vec<u64>;
    fn positions(input: &str) -> Vec<Vec<u64>> {
        let nums = numbers(input);
        cases(&nums[1..], Some(nums[0]))
    }
    fn options(p: &Vec<u64>) -> Vec<Vec<u64>> {
        takes(p)
    }
}

/// Cases until `0` or the end of input: good-boy, rabbit-and-grass.
macro_rules! zero_ended {
    ($name:ident, $id:literal, $terminal_wins:expr) => {
        struct $name;
        impl Oracle for $name {
            const ID: &'static str = $id;
            type Pos = Vec<u64>;
            fn positions(input: &str) -> Vec<Vec<u64>> {
                cases(&numbers(input), None)
            }
            fn options(p: &Vec<u64>) -> Vec<Vec<u64>> {
                takes(p)
            }
            fn terminal_wins(_: &Vec<u64>) -> bool {
                $terminal_wins
            }
        }
    };
}

zero_ended!(GoodBoy, "good-boy", false);
zero_ended!(RabbitAndGrass, "rabbit-and-grass", false);

struct AntiNim;
impl Oracle for AntiNim {
    const ID: &'static str = "anti-nim";
    type Pos = Vec<u64>;
    fn positions(input: &str) -> Vec<Vec<u64>> {
        let nums = numbers(input);
        cases(&nums[1..], Some(nums[0]))
    }
    fn options(p: &Vec<u64>) -> Vec<Vec<u64>> {
        takes(p)
    }
    fn terminal_wins(_: &Vec<u64>) -> bool {
        true
    }
}

/// Cases until the end of input (a case of n = 0 is allowed).
struct BeTheWinner;
impl Oracle for BeTheWinner {
    const ID: &'static str = "be-the-winner";
    type Pos = Vec<u64>;
    fn positions(input: &str) -> Vec<Vec<u64>> {
        let nums = numbers(input);
        cases(&nums, Some(u64::MAX))
    }
    fn options(p: &Vec<u64>) -> Vec<Vec<u64>> {
        takes(p)
    }
    fn terminal_wins(_: &Vec<u64>) -> bool {
        true
    }
}

fn winning_ways() {
    check::<WinningWays>(&["3\n3\n7 11 13\n3\n2 2 0\n4\n5 5 5 5\n"]);
}

fn good_boy() {
    check::<GoodBoy>(&["3\n5 7 9\n2\n3 3\n0\n"]);
}

fn rabbit_and_grass() {
    check::<RabbitAndGrass>(&["2\n3 5\n1\n0\n0\n"]);
}

fn anti_nim() {
    check::<AntiNim>(&["4\n3\n1 1 1\n2\n1 1\n3\n0 0 0\n3\n4 1 1\n"]);
}

fn be_the_winner() {
    check::<BeTheWinner>(&["2\n2 2\n1\n3\n3\n1 0 1\n"]);
}

trials![
    winning_ways,
    good_boy,
    rabbit_and_grass,
    anti_nim,
    be_the_winner
];
