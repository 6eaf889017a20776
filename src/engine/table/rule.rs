//! The rule family (`grundy table rule 'EXPR'`): a move takes k tokens, 1 ≤ k ≤ n, from a
//! heap of n when EXPR holds at (n, k, m = n − k). Its kernels:
//!
//! - [`RuleKernel`], for a rule that uses n or m: at heap n every take k = 1..n is
//!   evaluated, [`LANES`] at a time ([`Lanes`]), and the values g(n − k) of the allowed ones
//!   are marked; g(n) is the least unmarked value. n·(n + 1)/2 evaluations for g(0..n).
//! - [`KAloneKernel`], for a rule of k alone: the allowed takes are one set S, listed once
//!   as far as the table goes, and the game is the subtraction game of S
//!   ([`SubtractionKernel`]) with S growing as larger takes come into reach.
//!
//! A rule of k alone whose takes are provably finite is a subtraction set outright (see
//! [`crate::engine::heap_game::Takes`]) and never comes here. No theorem certifies a period
//! of any other rule, so these kernels have no certificate: their tables show an observed
//! period at most.
//!
//! An evaluation error at some move stops the table: it is reported with that move, the
//! first one in the order heaps are computed (heap n, then take k).

use super::subtraction::SubtractionKernel;
use super::TableError;
use crate::engine::expr::{Expr, Lanes, LANES};

/// A rule that uses n or m, evaluated at every move.
pub(super) struct RuleKernel {
    expr: Expr,
    lanes: Lanes,
    allowed: [bool; LANES],
    /// stamp[v] = n + 1 when value v is an option of heap n.
    stamp: Vec<u32>,
}

impl RuleKernel {
    pub(super) fn new(expr: &Expr) -> Self {
        RuleKernel {
            expr: expr.clone(),
            lanes: Lanes::new(expr),
            allowed: [false; LANES],
            stamp: vec![0; 2],
        }
    }

    pub(super) fn push_next(&mut self, values: &mut Vec<u32>) -> Result<(), TableError> {
        let n = values.len() as u64;
        // Tables stay far below 2^32 values: every stamp n + 1 is distinct and non-zero.
        let mark = n as u32 + 1;
        let mut k0 = 1;
        while k0 <= n {
            let len = (n - k0 + 1).min(LANES as u64) as usize;
            if self
                .lanes
                .run(&self.expr, n, k0, len, &mut self.allowed)
                .is_err()
            {
                // The walk is the definition: it finds the error (or, were the lanes ever
                // wrong, the right answers).
                for i in 0..len {
                    let k = k0 + i as u64;
                    self.allowed[i] =
                        self.expr
                            .eval(n, k)
                            .map_err(|error| TableError::Rule { n, k, error })?;
                }
            }
            for (i, &allowed) in self.allowed[..len].iter().enumerate() {
                if allowed {
                    let v = values[(n - k0) as usize - i] as usize;
                    self.stamp[v] = mark;
                }
            }
            k0 += len as u64;
        }
        let mut v = 0;
        while self.stamp[v] == mark {
            v += 1;
        }
        values.push(v as u32);
        // Keep a free slot above every value, so the mex loop always ends in the array.
        if self.stamp.len() < v + 2 {
            self.stamp.resize(v + 2, 0);
        }
        Ok(())
    }
}

/// A rule of k alone: its takes listed once (as far as the table goes) and played as a
/// subtraction set.
pub(super) struct KAloneKernel {
    expr: Expr,
    lanes: Lanes,
    /// Every take up to here is listed in the subtraction kernel.
    listed: u64,
    subtraction: SubtractionKernel,
}

impl KAloneKernel {
    pub(super) fn new(expr: &Expr) -> Self {
        KAloneKernel {
            expr: expr.clone(),
            lanes: Lanes::new(expr),
            listed: 0,
            subtraction: SubtractionKernel::new(&[]),
        }
    }

    /// Fills the table up to (excluding) `len`, listing the takes up to len − 1 first.
    pub(super) fn extend(&mut self, values: &mut Vec<u32>, len: usize) -> Result<(), TableError> {
        let need = (len as u64).saturating_sub(1);
        let mut allowed = [false; LANES];
        let mut more = Vec::new();
        while self.listed < need {
            let k0 = self.listed + 1;
            let run = (need - self.listed).min(LANES as u64) as usize;
            // k alone: any n at least every k of the run will do.
            let n = k0 + run as u64 - 1;
            if self
                .lanes
                .run(&self.expr, n, k0, run, &mut allowed)
                .is_err()
            {
                // The walk names the error, at heap k for the first failing take k (the
                // first heap that has it). Were the lanes ever wrong, it lists the run.
                for (j, a) in allowed.iter_mut().enumerate().take(run) {
                    let k = k0 + j as u64;
                    *a = self.expr.eval(k, k).map_err(|error| TableError::Rule {
                        n: k,
                        k,
                        error,
                    })?;
                }
            }
            more.extend((0..run).filter(|&j| allowed[j]).map(|j| k0 + j as u64));
            self.listed += run as u64;
        }
        self.subtraction.add_moves(&more);
        self.subtraction.extend(values, len);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::super::reference::naive;
    use super::super::{GrundyTable, TableError};
    use crate::engine::heap_game::{Family, HeapGame, RuleGame, Takes};
    use crate::engine::impartial::Exhaustive;

    fn rule(text: &str) -> HeapGame {
        HeapGame::parse(Family::Rule, text).unwrap()
    }

    fn takes(game: &HeapGame) -> &Takes {
        match game {
            HeapGame::Rule(RuleGame { takes, .. }) => takes,
            _ => unreachable!("a rule"),
        }
    }

    /// Each example of the issue, its table against the exhaustive solver on the game
    /// written by hand (options n − k for the allowed k), and the way it is played.
    #[test]
    fn the_examples_match_an_exhaustive_search() {
        type Allowed = fn(u64, u64) -> bool;
        let fib = [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377];
        let cases: [(&str, usize, &str, Allowed); 6] = [
            ("is_pow(k, 2)", 600, "k-alone", |_, k| k.is_power_of_two()),
            ("is_fib(k)", 600, "k-alone", |_, k| {
                [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377].contains(&k)
            }),
            ("is_square(k)", 600, "k-alone", |_, k| (1..25).any(|r| r * r == k)),
            ("n % k == 0", 250, "any", |n, k| n % k == 0),
            ("2*k <= n", 250, "any", |n, k| 2 * k <= n),
            ("2*m >= n", 250, "any", |n, k| 2 * (n - k) >= n),
        ];
        assert!(fib.contains(&377));
        for (text, len, how, allowed) in cases {
            let game = rule(text);
            let kind = match takes(&game) {
                Takes::Any => "any",
                Takes::KAlone => "k-alone",
                Takes::Finite { .. } => "finite",
            };
            assert_eq!(kind, how, "{text}");
            let mut search = Exhaustive::from_fn(move |&n: &u64| {
                (1..=n).filter(|&k| allowed(n, k)).map(|k| n - k).collect()
            });
            let want: Vec<u64> = (0..len as u64).map(|n| search.grundy(&n)).collect();
            let mut table = GrundyTable::new(&game);
            table.extend_to(len).unwrap();
            let got: Vec<u64> = table.values().iter().map(|&v| v as u64).collect();
            assert_eq!(got, want, "{text}");
        }
    }

    /// Known closed forms: powers of two give n mod 3 (observed, no theorem here);
    /// k <= 3 is the Bash game 1..3, n mod 4, with its certificate.
    #[test]
    fn closed_forms() {
        let mut table = GrundyTable::new(&rule("is_pow(k, 2)"));
        assert_eq!(table.search(1 << 16, &mut |_| {}), Ok(None));
        assert!(table.values().iter().enumerate().all(|(n, &v)| v as usize == n % 3));
        assert_eq!(table.values().len(), (1 << 16) + 1);
        let p = table.observed_period().unwrap();
        assert_eq!((p.period, p.preperiod), (3, 0));

        let game = rule("k <= 3");
        assert_eq!(
            takes(&game),
            &Takes::Finite {
                bound: 3,
                moves: vec![1, 2, 3]
            }
        );
        let mut table = GrundyTable::new(&game);
        let p = table.search(1 << 24, &mut |_| {}).unwrap().unwrap();
        assert_eq!((p.period, p.preperiod, p.certified_len), (4, 0, 7));
        for h in [0u64, 1, 2, 3, 4, 5, 1 << 40, u64::MAX] {
            assert_eq!(table.value(h), Some(h % 4));
        }
        assert_eq!(
            takes(&rule("k == 2 or k == 5")),
            &Takes::Finite {
                bound: 5,
                moves: vec![2, 5]
            }
        );
        // No move at all: every heap is lost, certified at once.
        let mut table = GrundyTable::new(&rule("false"));
        let p = table.search(100, &mut |_| {}).unwrap().unwrap();
        assert_eq!((p.period, p.preperiod, p.certified_len), (1, 0, 1));
        assert_eq!(table.value(1 << 50), Some(0));
    }

    /// A rule that cannot be evaluated stops the table at its first failing move, heaps in
    /// order and takes in order, by every kernel.
    #[test]
    fn the_first_failing_move_is_reported() {
        for (text, n, k) in [
            ("n % (k - 1) == 0", 1, 1),
            ("k > 1 and n % (k - 1) == 0 or n - 2*k > 5", 1, 1),
            ("k > 1 and n % (k - 1) == 0 or n > 3 and n - 2*k > 5", 4, 4),
            ("k - 7 >= 0", 1, 1),
            ("k < 7 or k - 8 >= 100 * k", 7, 7),
            ("k <= 11 or 100 / (k - 12) > 1", 12, 12),
        ] {
            let mut table = GrundyTable::new(&rule(text));
            match table.extend_to(40) {
                Err(TableError::Rule { n: en, k: ek, .. }) => {
                    assert_eq!((en, ek), (n, k), "{text}")
                }
                other => panic!("{text}: {other:?}"),
            }
        }
        // Short of the failing heap, the table is fine.
        let mut table = GrundyTable::new(&rule("k <= 11 or 100 / (k - 12) > 1"));
        assert!(table.extend_to(12).is_ok());
    }

    /// Rules from a small grammar, combining the shapes contestants write (k alone,
    /// bounded, n-dependent, with faults), against the definition heap by heap.
    fn rules() -> impl Strategy<Value = String> {
        let atom = prop::sample::select(vec![
            "k <= 3", "k == 2", "k == 5", "k < 4", "2*k <= n", "2*m >= n", "n % k == 0",
            "is_prime(m)", "is_pow(k, 2)", "is_fib(k)", "is_square(k)", "popcount(k) == 1",
            "m >= k", "n - k >= 3", "k % 3 == 1", "is_prime(k + 1)", "max(k, m) <= 6",
            "k*k <= n", "n / k >= 2", "k - 1 >= 1", "10 / (k - 2) >= 1", "true", "false",
        ]);
        let leaf = atom.prop_map(str::to_string);
        leaf.prop_recursive(3, 12, 2, |inner| {
            prop_oneof![
                (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("({a}) and ({b})")),
                (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("({a}) or ({b})")),
                inner.prop_map(|a| format!("not ({a})")),
            ]
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

        #[test]
        fn random_rules_match_the_definition(text in rules(), steps in prop::collection::vec(1usize..50, 1..4)) {
            let game = rule(&text);
            let total: usize = steps.iter().sum();
            // The definition, stopping at the first failing move.
            let expr = match &game {
                HeapGame::Rule(r) => &r.expr,
                _ => unreachable!("a rule"),
            };
            let failing = (0..total as u64)
                .flat_map(|n| (1..=n).map(move |k| (n, k)))
                .find(|&(n, k)| expr.eval(n, k).is_err());
            let mut table = GrundyTable::new(&game);
            let mut len = 0;
            for step in steps {
                len += step;
                let got = table.extend_to(len);
                match failing.filter(|&(n, _)| (n as usize) < len) {
                    Some((n, k)) => {
                        let reported = matches!(got, Err(TableError::Rule { n: a, k: b, .. }) if (a, b) == (n, k));
                        prop_assert!(reported, "{}: {:?}, want the error at n={} k={}", text, got, n, k);
                        return Ok(());
                    }
                    None => {
                        prop_assert!(got.is_ok(), "{}: {:?}", text, got);
                        let want = naive(&game, len);
                        let got: Vec<u64> = table.values()[..len].iter().map(|&v| v as u64).collect();
                        prop_assert_eq!(got, want, "{}", text);
                    }
                }
            }
        }
    }
}
