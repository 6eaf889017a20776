//! Range-checked reads inlined into a format's own loop.
//!
//! [`Scanner::u64_in`] is an out-of-line call that returns its `Result` through memory; in
//! the formats that read two numbers per record (stone-box, switch-lights, the tree
//! readers) that call cost more than parsing the number. Here the scanner's inlined
//! [`Scanner::u64`] is followed by the same range check, with the error built out of line:
//! the value, the error and its position are exactly those of [`Scanner::u64_in`].

use std::io::Read;

use grundy_io::error::{Error, Result};
use grundy_io::scan::{Position, Scanner};

/// [`Scanner::u64_in`], inlined.
#[inline(always)]
pub fn u64_in<R: Read>(sc: &mut Scanner<R>, what: &str, lo: u64, hi: u64) -> Result<u64> {
    let v = sc.u64(what)?;
    if v < lo || v > hi {
        return Err(out_of_range(sc, what, lo, hi, v));
    }
    Ok(v)
}

#[cold]
#[inline(never)]
fn out_of_range<R: Read>(sc: &Scanner<R>, what: &str, lo: u64, hi: u64, v: u64) -> Error {
    sc.out_of_range(what, lo, hi, v)
}

/// Reads `n` pairs of numbers in the scanner's bulk loop, handing each number to `f` with
/// its position and whether it is the pair's second. `what` names the first and the second
/// number of a pair in errors, which read exactly as with one [`Scanner::u64`] per number:
/// the bulk loop names every number `what[0]`, so an error found at a second number is
/// renamed. (Two numbers per record, each with its own name, is the shape of stone-box and
/// gg-and-mm, where one call per number cost more than the rest of the format.)
#[inline]
pub fn u64_pairs<R: Read>(
    sc: &mut Scanner<R>,
    n: u64,
    what: [&str; 2],
    mut f: impl FnMut(u64, Position, bool),
) -> Result<()> {
    let mut second = false;
    let mut left = n;
    while left > 0 {
        // 2n numbers, in runs that cannot overflow the count.
        let run = left.min(1 << 62);
        left -= run;
        let read = sc.u64_each_at(2 * run, what[0], |v, at| {
            f(v, at, second);
            second = !second;
        });
        match read {
            Err(Error::Input(mut located)) if second => {
                rename(&mut located.message, what[0], what[1]);
                return Err(Error::Input(located));
            }
            other => other?,
        }
    }
    Ok(())
}

/// `expected <from>...` becomes `expected <to>...` (every token error starts so).
#[cold]
fn rename(message: &mut String, from: &str, to: &str) {
    if let Some(rest) = message.strip_prefix(&format!("expected {from}")) {
        *message = format!("expected {to}{rest}");
    }
}

/// The error of [`Scanner::out_of_range`] for a number read earlier, at `at`.
#[cold]
#[inline(never)]
pub fn out_of_range_at<R: Read>(
    sc: &Scanner<R>,
    at: Position,
    what: &str,
    lo: u64,
    hi: u64,
    v: u64,
) -> Error {
    let range = if hi == u64::MAX {
        format!("at least {lo}")
    } else {
        format!("{lo}..={hi}")
    };
    sc.error_at(at, &format!("{what} ({range})"), &v.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const WHAT: [&str; 2] = ["a first", "a second"];

    fn show(r: Result<Vec<u64>>) -> String {
        match r {
            Ok(v) => format!("{v:?}"),
            Err(e) => format!("error {e}"),
        }
    }

    /// One call per number: the reference.
    fn plain(input: &[u8], n: u64) -> String {
        let mut sc = Scanner::new(input, "t");
        let mut got = Vec::new();
        let r = (|| {
            for _ in 0..n {
                got.push(sc.u64(WHAT[0])?);
                got.push(sc.u64(WHAT[1])?);
            }
            Ok(())
        })();
        show(r.map(|()| got))
    }

    fn bulk(input: &[u8], n: u64) -> String {
        let mut sc = Scanner::new(input, "t");
        let mut got = Vec::new();
        let r = u64_pairs(&mut sc, n, WHAT, |v, at, second| {
            assert_eq!(second, got.len() % 2 == 1);
            let _ = at;
            got.push(v);
        });
        show(r.map(|()| got))
    }

    fn token() -> impl Strategy<Value = String> {
        prop_oneof![
            4 => (0u64..100_000).prop_map(|v| v.to_string()),
            1 => any::<u64>().prop_map(|v| v.to_string()),
            1 => Just("99999999999999999999999".to_string()),
            1 => Just("12x".to_string()),
            1 => Just("-5".to_string()),
            1 => Just("x".to_string()),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        /// Values and errors (message and place) as with one call per number.
        #[test]
        fn pairs_read_like_single_calls(
            tokens in prop::collection::vec((token(), prop_oneof![Just(" "), Just("\n"), Just("\r\n"), Just("  \t")]), 0..40),
            n in 0u64..25,
        ) {
            let input: String = tokens.iter().map(|(t, s)| format!("{t}{s}")).collect();
            prop_assert_eq!(bulk(input.as_bytes(), n), plain(input.as_bytes(), n));
        }
    }

    #[test]
    fn out_of_range_at_reads_like_the_scanner() {
        for (hi, v) in [(5, 7), (u64::MAX, 0)] {
            let input = format!("1 {v}\n");
            let mut sc = Scanner::new(input.as_bytes(), "t");
            sc.u64("x").unwrap();
            sc.u64("y").unwrap();
            let at = sc.position();
            assert_eq!(
                out_of_range_at(&sc, at, "y", 1, hi, v).to_string(),
                sc.out_of_range("y", 1, hi, v).to_string()
            );
        }
    }
}
