//! The one-heap games `grundy table` tabulates: subtraction sets, all-but sets, octal and
//! hexadecimal codes, rules (`rule 'EXPR'`) and Grundy's game. Here they are parsed from
//! their command-line spelling (with the byte column of the first mistake), spelled
//! canonically, and described by the shape numbers the certificates need (t, the most
//! tokens a move takes; h, the most heaps it leaves). A rule is also described by what its
//! expression proves ([`Takes`]).

use std::collections::BTreeMap;

use crate::expr::{self, analysis, Expr, Lanes, Var};

/// The largest number of distinct numbers a set may hold.
pub const MAX_SET_SIZE: u128 = 65536;
/// The largest excluded number of an all-but set.
pub const MAX_EXCLUDED: u64 = 1 << 20;
/// The most digits a code may have after its point.
pub const MAX_CODE_DIGITS: usize = 4096;

/// The largest bound on the takes of a rule that is played as a finite subtraction set.
pub const MAX_FINITE_RULE_BOUND: u64 = 1 << 24;

/// The families of heap games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    Subtraction,
    AllBut,
    Octal,
    Hex,
    Rule,
    GrundysGame,
}

impl Family {
    /// The family's name as the command line and every output spell it.
    pub fn name(self) -> &'static str {
        match self {
            Family::Subtraction => "subtraction",
            Family::AllBut => "all-but",
            Family::Octal => "octal",
            Family::Hex => "hex",
            Family::Rule => "rule",
            Family::GrundysGame => "grundys-game",
        }
    }
}

/// One heap game of a family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeapGame {
    /// A move removes exactly s tokens, s in `moves` (ascending, distinct, all ≥ 1).
    Subtraction { moves: Vec<u64> },
    /// A move removes any s ≥ 1 tokens with s not in `excluded` (ascending, distinct,
    /// non-empty, all in 1..=2^20).
    AllBut { excluded: Vec<u64> },
    /// A take-and-break code: `digits[k]` is d_k, k = 0..=t, with no trailing zero after
    /// d_0 (so t = digits.len() - 1). `hex` says whether bit 8 is allowed.
    Code { hex: bool, digits: Vec<u8> },
    /// A move takes k tokens, 1 ≤ k ≤ n, when the rule holds at (n, k, m = n − k).
    Rule(RuleGame),
    /// A move splits one heap into two non-empty heaps of different sizes.
    GrundysGame,
}

/// A rule and what its expression proves about the takes it allows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleGame {
    pub expr: Expr,
    pub takes: Takes,
}

/// What a rule's expression proves about its takes ([`analysis`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Takes {
    /// The rule uses n or m: it is evaluated at every (n, k).
    Any,
    /// The rule uses k alone: one set of takes, computed once as far as the table goes.
    KAlone,
    /// k alone, and no take above `bound`: the finite subtraction set `moves` (ascending,
    /// at most 65536 numbers, every one at most `bound`).
    Finite { bound: u64, moves: Vec<u64> },
}

impl RuleGame {
    /// The game of a parsed rule. A rule of k alone with a bound read off the expression
    /// (at most [`MAX_FINITE_RULE_BOUND`]) has its takes listed now, unless the listing
    /// meets an evaluation error (the table reports it at its heap) or more than 65536 takes.
    pub fn new(expr: Expr) -> Self {
        let takes = if expr.uses(Var::N) || expr.uses(Var::M) {
            Takes::Any
        } else {
            analysis::takes_bound(&expr)
                .filter(|&bound| bound <= MAX_FINITE_RULE_BOUND)
                .and_then(|bound| {
                    finite_takes(&expr, bound).map(|moves| Takes::Finite { bound, moves })
                })
                .unwrap_or(Takes::KAlone)
        };
        RuleGame { expr, takes }
    }
}

/// The takes 1..=bound a rule of k alone allows, or None on an evaluation error or when
/// they are more than a subtraction set may hold.
fn finite_takes(expr: &Expr, bound: u64) -> Option<Vec<u64>> {
    let mut lanes = Lanes::new(expr);
    let mut allowed = [false; expr::LANES];
    let mut moves = Vec::new();
    let mut k0 = 1;
    while k0 <= bound {
        let len = (bound - k0 + 1).min(expr::LANES as u64) as usize;
        // k alone: n only has to be at least every k of the run.
        lanes
            .run(expr, k0 + len as u64 - 1, k0, len, &mut allowed)
            .ok()?;
        moves.extend((0..len).filter(|&i| allowed[i]).map(|i| k0 + i as u64));
        if moves.len() as u128 > MAX_SET_SIZE {
            return None;
        }
        k0 += len as u64;
    }
    Some(moves)
}

/// Where and why a SET or CODE argument is wrong: `column` is a 1-based byte column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub column: usize,
    pub message: String,
}

fn fail<T>(column: usize, message: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError {
        column,
        message: message.into(),
    })
}

impl HeapGame {
    /// Parses the SET or CODE argument of `family`.
    pub fn parse(family: Family, arg: &str) -> Result<HeapGame, ParseError> {
        match family {
            Family::Subtraction => Ok(HeapGame::Subtraction {
                moves: parse_set(arg, false)?,
            }),
            Family::AllBut => Ok(HeapGame::AllBut {
                excluded: parse_set(arg, true)?,
            }),
            Family::Octal => Ok(HeapGame::Code {
                hex: false,
                digits: parse_code(arg, false)?,
            }),
            Family::Hex => Ok(HeapGame::Code {
                hex: true,
                digits: parse_code(arg, true)?,
            }),
            Family::Rule => {
                let expr = expr::parse(arg).map_err(|e| ParseError {
                    column: e.column,
                    message: e.message,
                })?;
                Ok(HeapGame::Rule(RuleGame::new(expr)))
            }
            Family::GrundysGame if arg.is_empty() => Ok(HeapGame::GrundysGame),
            Family::GrundysGame => fail(1, "grundys-game takes no argument"),
        }
    }

    pub fn family(&self) -> Family {
        match self {
            HeapGame::Subtraction { .. } => Family::Subtraction,
            HeapGame::AllBut { .. } => Family::AllBut,
            HeapGame::Code { hex: false, .. } => Family::Octal,
            HeapGame::Code { hex: true, .. } => Family::Hex,
            HeapGame::Rule(_) => Family::Rule,
            HeapGame::GrundysGame => Family::GrundysGame,
        }
    }

    /// The game as every output names it: `<family> <name>` (`octal 0.77`), a rule quoted
    /// (`rule 'n % k == 0'`), `grundys-game`.
    pub fn label(&self) -> String {
        match self {
            HeapGame::Rule(rule) => format!("rule '{}'", rule.expr.canonical()),
            HeapGame::GrundysGame => "grundys-game".to_string(),
            _ => format!("{} {}", self.family().name(), self.name()),
        }
    }

    /// The canonical spelling (§2.1, §3.2 of the spec).
    pub fn name(&self) -> String {
        match self {
            HeapGame::Subtraction { moves } => set_name(moves),
            HeapGame::AllBut { excluded } => set_name(excluded),
            HeapGame::Code { digits, .. } => {
                let hex_digit =
                    |d: u8| char::from_digit(d as u32, 16).map(|c| c.to_ascii_uppercase());
                let mut s: String = hex_digit(digits[0]).into_iter().collect();
                s.push('.');
                if digits.len() == 1 {
                    s.push('0');
                }
                s.extend(digits[1..].iter().filter_map(|&d| hex_digit(d)));
                s
            }
            HeapGame::Rule(rule) => rule.expr.canonical().to_string(),
            HeapGame::GrundysGame => String::new(),
        }
    }

    /// t: the most tokens one move removes (for all-but, the largest excluded number m;
    /// for a rule of finite takes, the largest; none for other rules and Grundy's game).
    pub fn max_take(&self) -> Option<u64> {
        match self {
            HeapGame::Subtraction { moves } => Some(moves.last().copied().unwrap_or(0)),
            HeapGame::AllBut { excluded } => Some(excluded.last().copied().unwrap_or(0)),
            HeapGame::Code { digits, .. } => Some(digits.len() as u64 - 1),
            HeapGame::Rule(RuleGame {
                takes: Takes::Finite { moves, .. },
                ..
            }) => Some(moves.last().copied().unwrap_or(0)),
            HeapGame::Rule(_) | HeapGame::GrundysGame => None,
        }
    }

    /// h: the most heaps one move leaves, at least 1.
    pub fn max_heaps(&self) -> u32 {
        match self {
            HeapGame::Code { digits, .. } => {
                let bits = digits.iter().fold(0u8, |acc, &d| acc | d);
                if bits & 8 != 0 {
                    3
                } else if bits & 4 != 0 {
                    2
                } else {
                    1
                }
            }
            HeapGame::GrundysGame => 2,
            _ => 1,
        }
    }
}

/// Ascending numbers with every run of three or more consecutive ones written `a..b`.
pub fn set_name(numbers: &[u64]) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < numbers.len() {
        let mut j = i;
        while j + 1 < numbers.len() && numbers[j + 1] == numbers[j] + 1 {
            j += 1;
        }
        if !out.is_empty() {
            out.push(',');
        }
        if j >= i + 2 {
            out.push_str(&format!("{}..{}", numbers[i], numbers[j]));
        } else {
            let run: Vec<String> = numbers[i..=j].iter().map(u64::to_string).collect();
            out.push_str(&run.join(","));
        }
        i = j + 1;
    }
    out
}

/// A decimal number of digits only (leading zeros allowed), or why it is not one.
fn decimal(text: &str) -> Result<u64, &'static str> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err("not a number");
    }
    text.parse::<u64>().map_err(|_| "above 2^64 - 1")
}

/// A SET (§2.1): items `a` or `a..b` joined by `,`; returns the union, ascending.
fn parse_set(arg: &str, all_but: bool) -> Result<Vec<u64>, ParseError> {
    if arg.is_empty() {
        return fail(1, "empty set");
    }
    // Disjoint intervals start -> end (inclusive), and how many numbers they hold.
    let mut union: BTreeMap<u64, u64> = BTreeMap::new();
    let mut count: u128 = 0;
    let mut item_start = 0;
    for item in arg.split(',') {
        let column = item_start + 1;
        item_start += item.len() + 1;
        if item.is_empty() {
            return fail(column, "empty item");
        }
        let (low, high) = match item.split_once("..") {
            Some((a, b)) => match (decimal(a), decimal(b)) {
                (Ok(a), Ok(b)) => (a, b),
                (Err(e), _) | (_, Err(e)) => {
                    return fail(column, format!("'{item}': {e} in a range a..b"))
                }
            },
            None => match decimal(item) {
                Ok(a) => (a, a),
                Err("not a number") => {
                    return fail(column, format!("'{item}' is not a number or a range a..b"))
                }
                Err(e) => return fail(column, format!("'{item}' is {e}")),
            },
        };
        if low == 0 {
            return fail(
                column,
                "0 is not a number of tokens (a move must take at least 1)",
            );
        }
        if low > high {
            return fail(column, format!("'{item}' is an empty range"));
        }
        if all_but && high > MAX_EXCLUDED {
            return fail(
                column,
                format!("'{item}' goes above 2^20, the largest excluded number"),
            );
        }
        // Merge every interval overlapping [low, high].
        let (mut new_low, mut new_high) = (low, high);
        let overlapping: Vec<(u64, u64)> = union
            .range(..=high)
            .rev()
            .take_while(|&(_, &end)| end >= low)
            .map(|(&s, &e)| (s, e))
            .collect();
        for (s, e) in overlapping {
            union.remove(&s);
            count -= (e - s) as u128 + 1;
            new_low = new_low.min(s);
            new_high = new_high.max(e);
        }
        union.insert(new_low, new_high);
        count += (new_high - new_low) as u128 + 1;
        if count > MAX_SET_SIZE {
            return fail(column, "the set would hold more than 65536 numbers");
        }
    }
    Ok(union.iter().flat_map(|(&s, &e)| s..=e).collect())
}

/// A CODE (§3.2): optional leading digit, `.`, digits; returns d_0..d_t without trailing
/// zeros.
fn parse_code(arg: &str, hex: bool) -> Result<Vec<u8>, ParseError> {
    let bytes = arg.as_bytes();
    if bytes.is_empty() {
        return fail(1, "empty code (a code looks like 0.07)");
    }
    let radix = if hex { 16 } else { 8 };
    let bad_digit = |column: usize, b: u8| -> ParseError {
        let shown = char::from(b).escape_default().to_string();
        let message = if !hex && (b == b'8' || b == b'9') {
            format!("'{shown}' is not an octal digit (hex codes take it: grundy table hex ...)")
        } else if hex {
            format!("'{shown}' is not a hexadecimal digit")
        } else {
            format!("'{shown}' is not an octal digit")
        };
        ParseError { column, message }
    };
    let value = |b: u8| (b as char).to_digit(radix).map(|d| d as u8);
    let mut digits = vec![0u8];
    let mut at = 0;
    if bytes[0] != b'.' {
        let Some(d0) = value(bytes[0]) else {
            return Err(bad_digit(1, bytes[0]));
        };
        let allowed = if hex { d0 & 3 == 0 } else { d0 == 0 || d0 == 4 };
        if !allowed {
            let which = if hex { "0, 4, 8 or C" } else { "0 or 4" };
            return fail(
                1,
                format!("the digit before '.' must be {which} (removing nothing may only split)"),
            );
        }
        digits[0] = d0;
        at = 1;
        if bytes.get(1) != Some(&b'.') {
            return fail(
                2,
                "expected '.' after the first digit (a code looks like 0.07)",
            );
        }
    }
    for (i, &b) in bytes.iter().enumerate().skip(at + 1) {
        let column = i + 1;
        if b == b'.' {
            return fail(column, "a second '.'");
        }
        let Some(d) = value(b) else {
            return Err(bad_digit(column, b));
        };
        if digits.len() > MAX_CODE_DIGITS {
            return fail(column, "more than 4096 digits after '.'");
        }
        digits.push(d);
    }
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
    }
    Ok(digits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn column(family: Family, arg: &str) -> usize {
        HeapGame::parse(family, arg).unwrap_err().column
    }

    #[test]
    fn the_error_columns_of_the_spec() {
        use Family::*;
        let long = format!("0.{}", "7".repeat(4097));
        let cases: &[(Family, &str, usize)] = &[
            (Octal, "0.8", 3),
            (Octal, "1.2.3", 1),
            (Octal, "0.0.7", 4),
            (Octal, "1.07", 1),
            (Octal, "07", 2),
            (Octal, "0", 2),
            (Octal, "00.7", 2),
            (Octal, "8.0", 1),
            (Octal, "0.07x", 5),
            (Octal, &long, 4099),
            (Octal, "", 1),
            (Hex, "0.G", 3),
            (Hex, "2.1", 1),
            (Subtraction, "", 1),
            (Subtraction, "1,0,3", 3),
            (Subtraction, "1,,3", 3),
            (Subtraction, "5..3", 1),
            (Subtraction, "2,x", 3),
            (Subtraction, "1.5", 1),
            (Subtraction, "18446744073709551616", 1),
            (Subtraction, "1..70000", 1),
            (AllBut, "1,2000000", 3),
        ];
        for &(family, arg, want) in cases {
            assert_eq!(column(family, arg), want, "{family:?} {arg:.20}");
        }
        assert!(HeapGame::parse(Octal, "0.8")
            .unwrap_err()
            .message
            .contains("hex"));
    }

    #[test]
    fn canonical_names() {
        let name = |f, a| HeapGame::parse(f, a).unwrap().name();
        assert_eq!(name(Family::Subtraction, "4,1,3,3"), "1,3,4");
        assert_eq!(name(Family::Subtraction, "1..5,7,9,10"), "1..5,7,9,10");
        assert_eq!(name(Family::Subtraction, "2,3,4"), "2..4");
        assert_eq!(name(Family::Subtraction, "5,6"), "5,6");
        assert_eq!(name(Family::Subtraction, "007,1..3,2..4"), "1..4,7");
        assert_eq!(name(Family::Octal, ".070"), "0.07");
        assert_eq!(name(Family::Octal, "4."), "4.0");
        assert_eq!(name(Family::Hex, "0.f"), "0.F");
        assert_eq!(name(Family::Hex, "c.0a0"), "C.0A");
        assert!(HeapGame::parse(Family::Subtraction, "1..65536").is_ok());
        assert_eq!(column(Family::Subtraction, "1..65536,70000"), 10);
    }

    #[test]
    fn shape_numbers() {
        let game = |f, a| HeapGame::parse(f, a).unwrap();
        assert_eq!(game(Family::Octal, "0.77").max_take(), Some(2));
        assert_eq!(game(Family::Octal, "0.77").max_heaps(), 2);
        assert_eq!(game(Family::Octal, "0.3333").max_heaps(), 1);
        assert_eq!(game(Family::Octal, "0.").max_take(), Some(0));
        assert_eq!(game(Family::Hex, "0.F").max_heaps(), 3);
        assert_eq!(game(Family::Octal, "4.").max_heaps(), 2);
    }
}
