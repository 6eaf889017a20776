//! The table engine as a whole: every family's table against its definition
//! ([`super::reference`]), the search against the certificates of the spec, the kernels
//! where their paths part, and the rule family against the exhaustive solver, its known
//! closed forms and its errors.

use proptest::prelude::*;

use super::reference::naive;
use super::*;
use crate::heap_game::Family;
use crate::impartial::Exhaustive;

fn code(hex: bool, d0: u8, rest: &[u8]) -> HeapGame {
    let mut digits = vec![d0];
    digits.extend_from_slice(rest);
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
    }
    HeapGame::Code { hex, digits }
}

fn set(mut numbers: Vec<u64>) -> Vec<u64> {
    numbers.sort_unstable();
    numbers.dedup();
    numbers
}

fn games() -> impl Strategy<Value = HeapGame> {
    prop_oneof![
        prop::collection::vec(1u64..14, 1..5).prop_map(|s| HeapGame::Subtraction { moves: set(s) }),
        prop::collection::vec(1u64..9, 1..4).prop_map(|x| HeapGame::AllBut { excluded: set(x) }),
        (
            prop::sample::select(vec![0u8, 4]),
            prop::collection::vec(0u8..8, 0..4)
        )
            .prop_map(|(d0, rest)| code(false, d0, &rest)),
        (
            prop::sample::select(vec![0u8, 4, 8, 12]),
            prop::collection::vec(0u8..16, 0..3)
        )
            .prop_map(|(d0, rest)| code(true, d0, &rest)),
    ]
}

/// The first certificate of the spec's rules, by trying every (p, e).
fn first_certificate(game: &HeapGame, g: &[u64]) -> Option<(u64, u64, u64)> {
    let t = game.max_take().unwrap_or(0) as usize;
    let h = game.max_heaps() as usize;
    let len = g.len();
    let mut best: Option<(usize, usize, usize)> = None;
    for p in 1..len {
        for e in 0..len {
            let l = match game {
                HeapGame::Subtraction { .. } => e + p + t,
                _ => h * (e.max(1) + p) + t,
            };
            if l > len {
                break;
            }
            if (e..l - p).all(|k| g[k + p] == g[k]) {
                // A larger e only makes L larger.
                let candidate = (l, p, e);
                if best.is_none_or(|b| candidate < b) {
                    best = Some(candidate);
                }
                break;
            }
        }
    }
    best.map(|(l, p, e)| (p as u64, e as u64, l as u64))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Every family's table against the definitions, grown in several steps.
    #[test]
    fn tables_match_the_definitions(game in games(), steps in prop::collection::vec(1usize..40, 1..4)) {
        let total: usize = steps.iter().sum();
        let want = naive(&game, total);
        let mut table = GrundyTable::new(&game);
        let mut len = 0;
        for step in steps {
            len += step;
            table.extend_to(len).unwrap();
            let got: Vec<u64> = table.values()[..len].iter().map(|&v| v as u64).collect();
            prop_assert_eq!(&got[..], &want[..len], "{:?}", game);
        }
    }

    /// The search stops at the first certificate of the rules, reports it, and the
    /// period holds far past it.
    #[test]
    fn the_search_reports_the_first_certificate(game in games()) {
        let bound = if matches!(game, HeapGame::AllBut { .. }) { 250 } else { 90u64 };
        let mut table = GrundyTable::new(&game);
        let found = table.search(bound, &mut |_| {}).unwrap();
        let long = naive(&game, 300);
        match (&game, found) {
            (HeapGame::AllBut { excluded }, None) => {
                // Every X ⊆ {1..10} with |X| ≤ 3 certifies with L ≤ 208 (spec §5.3).
                prop_assert!(excluded.len() > 3, "{:?}: no certificate", game);
            }
            (HeapGame::AllBut { .. }, Some(p)) => {
                prop_assert!(p.saltus >= 1);
                for h in 0..300u64 {
                    prop_assert_eq!(table.value(h), Some(long[h as usize]), "{:?} h={}", game, h);
                }
                let (pp, s, e) = (p.period as usize, p.saltus, p.preperiod as usize);
                if e > 0 {
                    prop_assert!(long[e - 1 + pp] != long[e - 1] + s);
                }
                let far = naive(&game, 251 + pp);
                for q in 1..pp {
                    let s = far[250 + q] as i64 - far[250] as i64;
                    prop_assert!((150..250).any(|j| far[j + q] as i64 != far[j] as i64 + s), "smaller period {}", q);
                }
            }
            (_, found) => {
                let want = first_certificate(&game, &long[..=bound as usize]);
                let got = found.map(|p| (p.period, p.preperiod, p.certified_len));
                prop_assert_eq!(got, want, "{:?}", game);
                if found.is_some() {
                    for h in 0..300u64 {
                        prop_assert_eq!(table.value(h), Some(long[h as usize]), "{:?} h={}", game, h);
                    }
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// The rare/common kernel against the plain one over long tables, where the mask
    /// is chosen several times (the plain kernel is checked against the definitions).
    #[test]
    fn rare_common_matches_the_plain_kernel(
        d0 in prop::sample::select(vec![0u8, 4]),
        rest in prop::collection::vec(0u8..8, 1..4),
    ) {
        let game = code(false, d0, &rest);
        prop_assume!(game.max_heaps() == 2);
        let (mut plain, mut fast) = (Vec::new(), Vec::new());
        let HeapGame::Code { digits, .. } = &game else { unreachable!() };
        let (mut a, mut b) = (CodeKernel::new(digits), RareCommonKernel::new(digits));
        for _ in 0..1500 {
            a.push_next(&mut plain).unwrap();
            b.push_next(&mut fast).unwrap();
        }
        prop_assert_eq!(plain, fast, "{:?}", game);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// The subtraction kernel against the definitions where its paths part: moves below
    /// and above each window's lane count (64, 32, 16), values past 32 and 64 (a run
    /// 1..=k of moves makes values reach k), 128+ moves (the stamped path), moves
    /// coming into reach as the table grows in steps, and the window dropped between
    /// steps.
    #[test]
    fn subtraction_kernel_matches_the_definitions(
        scattered in prop::collection::vec(1u64..400, 1..140),
        run in 0u64..110,
        steps in prop::collection::vec(1usize..700, 1..4),
        release in any::<bool>(),
    ) {
        let game = HeapGame::Subtraction { moves: set(scattered.into_iter().chain(1..=run).collect()) };
        let total: usize = steps.iter().sum();
        let want = naive(&game, total);
        let mut table = GrundyTable::new(&game);
        let mut len = 0;
        for step in steps {
            len += step;
            table.extend_to(len).unwrap();
            let got: Vec<u64> = table.values()[..len].iter().map(|&v| v as u64).collect();
            prop_assert_eq!(&got[..], &want[..len]);
            if release {
                table.release_scratch();
            }
        }
    }
}

/// A search with a work limit stops (no period, the limit reached) once its values have
/// cost about that much, for every kind of kernel that counts, and the values it computed
/// are right; the cost of a code with many splitting digits grows with the square of the
/// heap, so the limit is reached long before the bound.
#[test]
fn a_work_limit_stops_a_search() {
    for (family, code) in [
        (Family::Octal, "0.7777777777"),
        (Family::Octal, "0.007"),
        (Family::Hex, "0.FFF"),
        (Family::Subtraction, "1,4,9,16,25,36,49,64,81,100,121,144"),
        (Family::AllBut, "2,5,9"),
    ] {
        let game = HeapGame::parse(family, code).unwrap();
        let mut table = GrundyTable::new(&game);
        table.set_work_limit(2_000_000);
        let found = table.search(1 << 20, &mut |_| {}).unwrap();
        if found.is_some() {
            assert!(!table.work_stopped(), "{code}");
            continue; // certified within the limit: the all-but set
        }
        assert!(table.work_stopped(), "{code}");
        let len = table.values().len();
        assert!(len < 1 << 20, "{code}: {len} values");
        assert!(table.work() >= 2_000_000, "{code}");
        // A chunk past the limit at most: the work is of the order of the limit.
        assert!(table.work() < 2_000_000 * 3, "{code}: {}", table.work());
        let want = naive(&game, len.min(600));
        let got: Vec<u64> = table.values()[..want.len()]
            .iter()
            .map(|&v| v as u64)
            .collect();
        assert_eq!(got, want, "{code}");
        // Without a limit the same table searches on, and says it was not stopped.
        table.set_work_limit(u64::MAX);
        table.search(len as u64 + 100, &mut |_| {}).unwrap();
        assert!(
            !table.work_stopped() && table.values().len() > len,
            "{code}"
        );
    }
}

#[test]
fn kayles() {
    let game = HeapGame::parse(Family::Octal, "0.77").unwrap();
    let mut table = GrundyTable::new(&game);
    let p = table.search(1 << 17, &mut |_| {}).unwrap().unwrap();
    assert_eq!((p.period, p.preperiod, p.certified_len), (12, 71, 168));
    let want = naive(&game, 500);
    for (h, &v) in want.iter().enumerate() {
        assert_eq!(table.value(h as u64), Some(v));
    }
}

// The rule family.
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
        ("is_square(k)", 600, "k-alone", |_, k| {
            (1..25).any(|r| r * r == k)
        }),
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
    assert!(table
        .values()
        .iter()
        .enumerate()
        .all(|(n, &v)| v as usize == n % 3));
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
        "k <= 3",
        "k == 2",
        "k == 5",
        "k < 4",
        "2*k <= n",
        "2*m >= n",
        "n % k == 0",
        "is_prime(m)",
        "is_pow(k, 2)",
        "is_fib(k)",
        "is_square(k)",
        "popcount(k) == 1",
        "m >= k",
        "n - k >= 3",
        "k % 3 == 1",
        "is_prime(k + 1)",
        "max(k, m) <= 6",
        "k*k <= n",
        "n / k >= 2",
        "k - 1 >= 1",
        "10 / (k - 2) >= 1",
        "true",
        "false",
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
