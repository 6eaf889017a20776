//! The rule language against its definition: random expressions of a small grammar,
//! printed with the fewest parentheses C precedence allows and parsed back, evaluate as the
//! tree they were printed from (walk and lanes alike); malformed ones fail at their column;
//! no text makes the parser panic; the bound analysis is sound.

use proptest::prelude::*;

use super::analysis::takes_bound;
use super::eval::Fault;
use super::{parse, Lanes, LANES};

/// A test-side expression, evaluated here by its own rules.
#[derive(Debug, Clone)]
enum T {
    Num(u64),
    Var(usize),
    Bool(bool),
    /// `+ - * / %`
    Arith(char, Box<T>, Box<T>),
    Min(Box<T>, Box<T>),
    Max(Box<T>, Box<T>),
    Popcount(Box<T>),
    /// `== != < <= > >=` on numbers, or `==`, `!=` on two conditions.
    Compare(&'static str, Box<T>, Box<T>),
    And(Box<T>, Box<T>),
    Or(Box<T>, Box<T>),
    Not(Box<T>),
    Test(&'static str, Box<T>),
    IsPow(Box<T>, Box<T>),
    Gcd(Box<T>, Box<T>),
    Omega(Box<T>),
}

fn number(depth: u32) -> BoxedStrategy<T> {
    let leaf = prop_oneof![
        3 => (0u64..8).prop_map(T::Num),
        1 => prop::sample::select(vec![u64::MAX, u64::MAX - 1, 1 << 32, 1 << 63]).prop_map(T::Num),
        4 => (0usize..3).prop_map(T::Var),
    ];
    if depth == 0 {
        return leaf.boxed();
    }
    let sub = || number(depth - 1);
    prop_oneof![
        2 => leaf,
        4 => (prop::sample::select(vec!['+', '-', '*', '/', '%']), sub(), sub())
            .prop_map(|(op, a, b)| T::Arith(op, Box::new(a), Box::new(b))),
        1 => (sub(), sub()).prop_map(|(a, b)| T::Min(Box::new(a), Box::new(b))),
        1 => (sub(), sub()).prop_map(|(a, b)| T::Max(Box::new(a), Box::new(b))),
        1 => sub().prop_map(|a| T::Popcount(Box::new(a))),
        1 => (sub(), sub()).prop_map(|(a, b)| T::Gcd(Box::new(a), Box::new(b))),
        1 => sub().prop_map(|a| T::Omega(Box::new(a))),
    ]
    .boxed()
}

fn condition(depth: u32) -> BoxedStrategy<T> {
    let n = depth.min(2);
    let compare = (
        prop::sample::select(vec!["==", "!=", "<", "<=", ">", ">="]),
        number(n),
        number(n),
    )
        .prop_map(|(op, a, b)| T::Compare(op, Box::new(a), Box::new(b)));
    let leaf = prop_oneof![
        6 => compare,
        1 => any::<bool>().prop_map(T::Bool),
        2 => (prop::sample::select(vec!["is_fib", "is_square", "is_prime"]), number(1))
            .prop_map(|(f, a)| T::Test(f, Box::new(a))),
        1 => (number(1), number(0)).prop_map(|(a, b)| T::IsPow(Box::new(a), Box::new(b))),
    ];
    if depth == 0 {
        return leaf.boxed();
    }
    let sub = || condition(depth - 1);
    prop_oneof![
        3 => leaf,
        2 => (sub(), sub()).prop_map(|(a, b)| T::And(Box::new(a), Box::new(b))),
        2 => (sub(), sub()).prop_map(|(a, b)| T::Or(Box::new(a), Box::new(b))),
        1 => sub().prop_map(|a| T::Not(Box::new(a))),
        1 => (prop::sample::select(vec!["==", "!="]), sub(), sub())
            .prop_map(|(op, a, b)| T::Compare(op, Box::new(a), Box::new(b))),
    ]
    .boxed()
}

/// The precedence level of a node's operator (higher binds tighter; 7 = an atom).
fn level(t: &T) -> u8 {
    match t {
        T::Or(..) => 1,
        T::And(..) => 2,
        T::Not(..) => 3,
        T::Compare(..) => 4,
        T::Arith('+' | '-', ..) => 5,
        T::Arith(..) => 6,
        _ => 7,
    }
}

/// The text of `t` with the fewest parentheses, `spaced` or with no space where none is
/// needed.
fn print(t: &T, spaced: bool) -> String {
    let sp = if spaced { " " } else { "" };
    let child = |c: &T, at_least: u8| {
        let s = print(c, spaced);
        if level(c) < at_least {
            format!("({s})")
        } else {
            s
        }
    };
    match t {
        T::Num(v) => v.to_string(),
        T::Var(i) => ["n", "k", "m"][*i].to_string(),
        T::Bool(b) => b.to_string(),
        T::Arith(op, a, b) => {
            let l = level(t);
            format!("{}{sp}{op}{sp}{}", child(a, l), child(b, l + 1))
        }
        T::Min(a, b) => format!("min({},{sp}{})", print(a, spaced), print(b, spaced)),
        T::Max(a, b) => format!("max({},{sp}{})", print(a, spaced), print(b, spaced)),
        T::Popcount(a) => format!("popcount({})", print(a, spaced)),
        T::Compare(op, a, b) => format!("{}{sp}{op}{sp}{}", child(a, 5), child(b, 5)),
        T::And(a, b) => format!("{} and {}", child(a, 2), child(b, 3)),
        T::Or(a, b) => format!("{} or {}", child(a, 1), child(b, 2)),
        T::Not(a) => format!("not {}", child(a, 3)),
        T::Test(f, a) => format!("{f}({})", print(a, spaced)),
        T::IsPow(a, b) => format!("is_pow({},{sp}{})", print(a, spaced), print(b, spaced)),
        T::Gcd(a, b) => format!("gcd({},{sp}{})", print(a, spaced), print(b, spaced)),
        T::Omega(a) => format!("omega({})", print(a, spaced)),
    }
}

/// The value of `t` by the rules of the language (conditions 0 or 1), or its fault.
fn value(t: &T, env: [u64; 3]) -> Result<u64, Fault> {
    let v = |t: &T| value(t, env);
    Ok(match t {
        T::Num(c) => *c,
        T::Var(i) => env[*i],
        T::Bool(b) => *b as u64,
        T::Arith(op, a, b) => {
            let (x, y) = (v(a)?, v(b)?);
            match op {
                '+' => x.checked_add(y).ok_or(Fault::AboveMax)?,
                '-' => x.checked_sub(y).ok_or(Fault::BelowZero)?,
                '*' => x.checked_mul(y).ok_or(Fault::AboveMax)?,
                '/' => x.checked_div(y).ok_or(Fault::DivisionByZero)?,
                _ => x.checked_rem(y).ok_or(Fault::DivisionByZero)?,
            }
        }
        T::Min(a, b) => v(a)?.min(v(b)?),
        T::Max(a, b) => v(a)?.max(v(b)?),
        T::Popcount(a) => v(a)?.count_ones() as u64,
        T::Compare(op, a, b) => {
            let (x, y) = (v(a)?, v(b)?);
            (match *op {
                "==" => x == y,
                "!=" => x != y,
                "<" => x < y,
                "<=" => x <= y,
                ">" => x > y,
                _ => x >= y,
            }) as u64
        }
        T::And(a, b) => (v(a)? == 1 && v(b)? == 1) as u64,
        T::Or(a, b) => (v(a)? == 1 || v(b)? == 1) as u64,
        T::Not(a) => 1 - v(a)?,
        T::Test(f, a) => {
            let x = v(a)?;
            let r = x.isqrt();
            (match *f {
                "is_fib" => {
                    let mut fibs = vec![0u64, 1];
                    while let Some(f) = fibs[fibs.len() - 1].checked_add(fibs[fibs.len() - 2]) {
                        fibs.push(f);
                    }
                    fibs.contains(&x)
                }
                "is_square" => r * r == x,
                // Trial division where it is quick; the numbers module's own tests check
                // its Miller–Rabin test above.
                _ if x > 1_000_000 => super::numbers::is_prime_u64(x),
                _ => x >= 2 && (2..=r).all(|d| x % d != 0),
            }) as u64
        }
        T::IsPow(a, b) => {
            let (x, base) = (v(a)?, v(b)?);
            let mut p = 1u64;
            let mut found = x == 1;
            for _ in 0..64 {
                p = match p.checked_mul(base) {
                    Some(p) => p,
                    None => break,
                };
                found |= p == x;
            }
            found as u64
        }
        T::Gcd(a, b) => {
            let (x, y) = (v(a)?, v(b)?);
            // The largest common divisor, found from the smaller side where it is quick.
            match (x, y) {
                (0, y) => y,
                (x, 0) => x,
                (x, y) if x.min(y) <= 100_000 => (1..=x.min(y))
                    .rev()
                    .find(|d| x % d == 0 && y % d == 0)
                    .unwrap(),
                _ => super::numbers::gcd(x, y),
            }
        }
        T::Omega(a) => match v(a)? {
            0 => return Err(Fault::OmegaOfZero),
            x if x <= 1_000_000 => {
                let (mut left, mut count, mut p) = (x, 0, 2);
                while left > 1 {
                    while left % p == 0 {
                        left /= p;
                        count += 1;
                    }
                    p += 1;
                }
                count
            }
            // The numbers module's own tests check it on large numbers.
            x => super::numbers::omega(x),
        },
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Printed with C precedence and parsed back, every expression evaluates as its tree,
    /// by the walk and by the lanes, faults included (and the first faulty lane is the
    /// walk's first fault).
    #[test]
    fn printed_expressions_evaluate_as_their_tree(t in condition(3), spaced in any::<bool>()) {
        let text = print(&t, spaced);
        let expr = parse(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e:?}")))?;
        let mut lanes = Lanes::new(&expr);
        let mut allowed = [false; LANES];
        for n in 0..12u64 {
            for k in 1..=n {
                let want = value(&t, [n, k, n - k]).map(|v| v == 1);
                let got = expr.eval(n, k).map_err(|e| e.fault);
                prop_assert_eq!(got, want, "{} at n={} k={}", text, n, k);
            }
            if n == 0 {
                continue;
            }
            let first_fault = (1..=n).position(|k| expr.eval(n, k).is_err());
            match lanes.run(&expr, n, 1, n as usize, &mut allowed) {
                Ok(()) => {
                    prop_assert_eq!(first_fault, None, "{}", text);
                    for k in 1..=n {
                        prop_assert_eq!(allowed[k as usize - 1], expr.eval(n, k).unwrap(), "{} n={} k={}", text, n, k);
                    }
                }
                Err(i) => prop_assert_eq!(Some(i), first_fault, "{} n={}", text, n),
            }
        }
    }

    /// The canonical spelling parses to the same tree, and is its own canonical spelling.
    #[test]
    fn canonical_spelling_is_stable(t in condition(3), spaced in any::<bool>()) {
        let expr = parse(&print(&t, spaced)).unwrap();
        let again = parse(expr.canonical()).unwrap();
        prop_assert_eq!(again.canonical(), expr.canonical());
        let ops = |e: &super::Expr| e.nodes().iter().map(|n| n.op).collect::<Vec<_>>();
        prop_assert_eq!(ops(&again), ops(&expr));
    }

    /// Any text is parsed or refused with a column inside it (or just after it); never a
    /// panic.
    #[test]
    fn any_text_is_parsed_or_located(
        parts in prop::collection::vec(prop::sample::select(vec![
            "n", "k", "m", "1", "18446744073709551616", "+", "-", "*", "/", "%", "==", "=",
            "<", "<=", "!", "!=", "and", "or", "not", "&&", "||", "&", "|", "(", ")", ",",
            "is_pow", "is_prime", "min", "gcd", "true", " ", "  ", "#", "é", "\t",
        ]), 0..14),
    ) {
        let text: String = parts.concat();
        if let Err(e) = parse(&text) {
            prop_assert!(e.column >= 1 && e.column <= text.len() + 1, "{:?}: {:?}", text, e);
            prop_assert!(e.message.starts_with("expected "), "{:?}", e);
            prop_assert!(text.is_char_boundary(e.column - 1));
        }
    }

    /// The bound of the analysis is sound: every take above it is refused, or too large
    /// for u64 (never below 0 or a division by 0).
    #[test]
    fn takes_bound_is_sound(t in condition(3)) {
        let text = print(&t, true);
        let expr = parse(&text).unwrap();
        if expr.uses(super::Var::N) || expr.uses(super::Var::M) {
            return Ok(());
        }
        if let Some(bound) = takes_bound(&expr) {
            for k in bound.saturating_add(1)..bound.saturating_add(60) {
                let got = expr.eval(k, k);
                prop_assert!(
                    matches!(got, Ok(false)) || matches!(&got, Err(e) if e.fault == Fault::AboveMax),
                    "{} allows k = {} above its bound {}: {:?}", text, k, bound, got
                );
            }
        }
    }
}

#[test]
fn the_examples_mean_what_they_say() {
    type Rule = fn(u64, u64, u64) -> bool;
    let cases: [(&str, Rule); 7] = [
        ("is_pow(k, 2)", |_, k, _| k.is_power_of_two()),
        ("is_fib(k)", |_, k, _| {
            [1, 2, 3, 5, 8, 13, 21, 34, 55].contains(&k)
        }),
        ("is_square(k)", |_, k, _| (1..=8).any(|r| r * r == k)),
        ("n % k == 0", |n, k, _| n % k == 0),
        ("2*k <= n", |n, k, _| 2 * k <= n),
        ("2*m >= n", |n, _, m| 2 * m >= n),
        ("k <= 3 or is_prime(m) and not n % 2 == 1", |n, k, m| {
            k <= 3 || ((2..m).all(|d| m % d != 0) && m >= 2 && n % 2 == 0)
        }),
    ];
    for (text, rule) in cases {
        let expr = parse(text).unwrap();
        for n in 1..60u64 {
            for k in 1..=n {
                assert_eq!(expr.eval(n, k), Ok(rule(n, k, n - k)), "{text} n={n} k={k}");
            }
        }
    }
}

#[test]
fn precedence_is_cs() {
    // * before +, + before <, < before ==, == before not, not before and, and before or.
    let at = |text: &str, n: u64, k: u64| parse(text).unwrap().eval(n, k).unwrap();
    assert!(at("1 + 2 * k == 7", 3, 3)); // 1 + (2·3)
    assert!(at("n - k - 1 == 0", 5, 4)); // (5 − 4) − 1
    assert!(at("12 / 2 / 3 == 2", 1, 1));
    assert!(at("7 % 4 * 2 == 6", 1, 1));
    assert!(at("(k < 3) == (n < 3)", 5, 4)); // false == false
    assert!(at("not k < 3 and k < 5", 9, 4));
    assert!(at("k == 1 or k == 2 and false", 1, 1)); // or binds loosest
    assert!(!at("(k == 1 or k == 2) and false", 1, 1));
    assert!(at("!(k > 3) && k >= 1 || false", 3, 2));
    assert!(at("min(k, 3) + max(n, 2) * popcount(7) == 3 + 9 * 3", 9, 5));
}

#[test]
fn and_or_decide_from_the_left_when_they_can() {
    let expr = parse("k > 1 and n % (k - 1) == 0").unwrap();
    assert_eq!(expr.eval(5, 1), Ok(false));
    assert_eq!(expr.eval(5, 2), Ok(true));
    let expr = parse("k == 1 or n / (k - 1) > 0").unwrap();
    assert_eq!(expr.eval(5, 1), Ok(true));
    let err = parse("n / (k - 1) > 0 or k == 1")
        .unwrap()
        .eval(5, 1)
        .unwrap_err();
    assert_eq!((err.column, err.fault), (1, Fault::DivisionByZero));
    assert_eq!(err.message, "'n / (k - 1)' divides by 0");
    let err = parse("n - 2*k >= 0").unwrap().eval(3, 2).unwrap_err();
    assert_eq!(err.message, "'n - 2*k' is below 0");
    let err = parse("k > 0 and k*k*k*k*k*k*k*k > n")
        .unwrap()
        .eval(300, 300)
        .unwrap_err();
    assert_eq!((err.column, err.fault), (11, Fault::AboveMax));
}

/// The bad-input contract: each malformed EXPR is refused at its column, saying what was
/// expected there.
#[test]
fn malformed_expressions_fail_at_their_column() {
    let long = format!("k <= {}", "1".repeat(super::MAX_LEN));
    let deep = format!("{}k < 3{}", "(".repeat(300), ")".repeat(300));
    let cases: &[(&str, usize, &str)] = &[
        ("", 1, "expected a number, n, k, m"),
        ("   ", 4, "found the end"),
        ("k <", 4, "found the end"),
        ("k <= 3 )", 8, "expected an operator or the end, found ')'"),
        ("(k <= 3", 8, "expected an operator or ')'"),
        ("1 < k < 3", 7, "comparisons do not chain"),
        ("k == 1 == true", 8, "comparisons do not chain"),
        ("n % k", 1, "expected a condition"),
        (
            "k + (k < 3)",
            5,
            "expected a number, found the condition '(k < 3)'",
        ),
        ("k < 3 + true", 9, "expected a number"),
        ("is_prime(k) == 1", 16, "expected a condition"),
        ("is_prime(k) < is_prime(n)", 1, "expected a number"),
        ("not k", 5, "expected a condition"),
        ("k and k < 3", 1, "expected a condition"),
        ("k = 3", 3, "write '=='"),
        ("k & 1 == 1", 3, "write 'and'"),
        ("k | 1", 3, "write 'or'"),
        ("k < 3 and", 10, "found the end"),
        ("lcm(k, 2) == 1", 1, "expected a function"),
        ("x < 3", 1, "found 'x'"),
        ("N < 3", 1, "found 'N'"),
        ("k < -3", 5, "no unary minus"),
        ("is_pow(k) ", 9, "expected ','"),
        ("is_pow(k, 2, 3)", 12, "expected ')'"),
        ("min(1) < k", 6, "expected ','"),
        ("is_prime k", 10, "expected '(' after is_prime"),
        ("is_prime(k < 3)", 10, "expected a number"),
        (
            "18446744073709551616 > k",
            1,
            "expected a number up to 2^64 - 1",
        ),
        ("k ≤ 3", 3, "found '≤'"),
        ("k <= 3; k >= 1", 7, "found ';'"),
        ("k k", 3, "expected an operator or the end, found 'k'"),
        (&long, super::MAX_LEN + 1, "expected at most 4096 bytes"),
        (&deep, 201, "at most 200 nested"),
    ];
    for &(text, column, says) in cases {
        let err = parse(text).unwrap_err();
        assert_eq!(err.column, column, "{text:.40}: {}", err.message);
        assert!(err.message.contains(says), "{text:.40}: {}", err.message);
    }
    assert!(parse(&format!("{}k < 3{}", "(".repeat(190), ")".repeat(190))).is_ok());
}

/// `rule2`'s language: a, b, c, d and not n, k, m (nor the other way round); gcd and omega
/// as contest statements use them; omega(0) an evaluation error like a division by 0.
#[test]
fn rule2_variables_gcd_and_omega() {
    use super::{parse_in, Language};
    let wythoff =
        "(c == a and d < b) or (d == b and c < a) or (c < a and d < b and a - c == b - d)";
    let e = parse_in(wythoff, Language::Rule2).unwrap();
    assert_eq!(e.eval2(3, 5, 1, 3), Ok(true));
    assert_eq!(e.eval2(3, 5, 1, 4), Ok(false));
    let err = parse_in("n < 3", Language::Rule2).unwrap_err();
    assert_eq!(err.column, 1);
    assert!(
        err.message.contains("a, b, c, d") && err.message.contains("found 'n'"),
        "{}",
        err.message
    );
    let err = parse("a < 3").unwrap_err();
    assert!(
        err.message.contains("n, k, m") && err.message.contains("found 'a'"),
        "{}",
        err.message
    );
    // Take y stones from a pile of x when gcd(x, y) = 1; replace x by a proper divisor.
    let coprime = parse("gcd(n, k) == 1").unwrap();
    assert_eq!(coprime.eval(9, 3), Ok(false));
    assert_eq!(coprime.eval(9, 4), Ok(true));
    let divisor = parse("m > 0 and n % m == 0").unwrap();
    assert_eq!(divisor.eval(12, 8), Ok(true));
    let omega = parse("omega(m) < omega(n)").unwrap();
    assert_eq!(omega.eval(12, 6), Ok(true)); // omega(6) = 2 < omega(12) = 3
    let err = omega.eval(12, 12).unwrap_err();
    assert_eq!(err.fault, Fault::OmegaOfZero);
    assert_eq!(err.column, 1);
    assert_eq!(err.message, "'omega(m)' is omega(0), which is undefined");
    assert_eq!(parse("gcd(0, 0) == 0").unwrap().eval(1, 1), Ok(true));
}

#[test]
fn canonical_spellings() {
    let canonical = |text: &str| parse(text).unwrap().canonical().to_string();
    assert_eq!(canonical("n%k==0"), "n % k == 0");
    assert_eq!(canonical("  is_pow( k ,2 )"), "is_pow(k, 2)");
    assert_eq!(canonical("!(k>3)&&k>=1"), "!(k > 3) && k >= 1");
    assert_eq!(canonical("not(k<3)"), "not (k < 3)");
}

#[test]
fn takes_bounds() {
    let bound = |text: &str| takes_bound(&parse(text).unwrap());
    assert_eq!(bound("k <= 3"), Some(3));
    assert_eq!(bound("3 >= k"), Some(3));
    assert_eq!(bound("k < 3"), Some(2));
    assert_eq!(bound("3 > k"), Some(2));
    // The growing side on the right, the other way round: no bound (once read as k < 3).
    assert_eq!(bound("3 < k"), None);
    assert_eq!(bound("3 <= k"), None);
    assert_eq!(bound("k > 3"), None);
    assert_eq!(bound("k < 0"), Some(0));
    assert_eq!(bound("k == 2 or k == 5"), Some(5));
    assert_eq!(bound("2*k <= 7"), Some(7));
    assert_eq!(bound("k*k + 1 < 10"), Some(9));
    assert_eq!(bound("max(k, 4) <= 10"), Some(10));
    assert_eq!(bound("k <= 3 and is_prime(k)"), Some(3));
    assert_eq!(bound("is_prime(k) and k <= 3"), Some(3));
    assert_eq!(bound("10 % k == 0 and k <= 3"), None); // the left side may fail past 3
    assert_eq!(bound("k <= 3 and 10 % k == 0"), Some(3));
    assert_eq!(bound("k <= 2 + 3 * 4"), Some(14));
    assert_eq!(bound("false"), Some(0));
    assert_eq!(bound("k - 1 < 3"), None);
    assert_eq!(bound("k * 0 <= 3"), None);
    assert_eq!(bound("not k > 3"), None);
    assert_eq!(bound("k <= 3 or is_prime(k)"), None);
    assert_eq!(bound("is_pow(k, 2)"), None);
    assert_eq!(bound("k <= 1 / 0"), None);
}
