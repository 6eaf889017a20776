//! The tables of every family straight from their definitions (spec table.md §2–§3,
//! problems/table.md): every option listed, then the mex. The reference the kernels are
//! tested against; quadratic or worse, for small tables only.

use crate::heap_game::HeapGame;

/// g(0..len) straight from the definitions: every option listed, then the mex.
pub fn naive(game: &HeapGame, len: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..len {
        let mut options: Vec<u64> = Vec::new();
        match game {
            HeapGame::Subtraction { moves } => {
                for &s in moves {
                    if s as usize <= n {
                        options.push(g[n - s as usize]);
                    }
                }
            }
            HeapGame::AllBut { excluded } => {
                for s in 1..=n {
                    if !excluded.contains(&(s as u64)) {
                        options.push(g[n - s]);
                    }
                }
            }
            HeapGame::Code { digits, .. } => {
                for (k, &d) in digits.iter().enumerate() {
                    if k > n {
                        break;
                    }
                    let r = n - k;
                    if d & 1 != 0 && r == 0 {
                        options.push(0);
                    }
                    if d & 2 != 0 && r >= 1 {
                        options.push(g[r]);
                    }
                    if d & 4 != 0 {
                        for a in 1..r {
                            options.push(g[a] ^ g[r - a]);
                        }
                    }
                    if d & 8 != 0 {
                        for a in 1..r {
                            for b in 1..r - a {
                                options.push(g[a] ^ g[b] ^ g[r - a - b]);
                            }
                        }
                    }
                }
            }
            HeapGame::Rule(rule) => {
                for k in 1..=n {
                    if rule
                        .expr
                        .eval(n as u64, k as u64)
                        .expect("a rule defined here")
                    {
                        options.push(g[n - k]);
                    }
                }
            }
            HeapGame::GrundysGame => {
                for a in 1..n {
                    if a != n - a {
                        options.push(g[a] ^ g[n - a]);
                    }
                }
            }
        }
        let mut reached = vec![false; options.len() + 1];
        for &v in &options {
            if (v as usize) < reached.len() {
                reached[v as usize] = true;
            }
        }
        g.push(reached.iter().position(|&r| !r).unwrap() as u64);
    }
    g
}
