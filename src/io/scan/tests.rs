//! The scanner's behaviour as a whole: tokens, positions and errors, across refills, read-ahead
//! chunk sizes and the bulk loops, each checked against reading one token at a time.

use std::io::{self, Read};

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::error::Error;

fn scan(input: &str) -> Scanner<&[u8]> {
    Scanner::new(input.as_bytes(), "t")
}

#[test]
fn reads_numbers_across_whitespace_kinds() {
    let mut s = scan("1 22\t333\r\n4444\n\n18446744073709551615\x0b5\x0c6");
    let got: Vec<u64> = (0..7).map(|_| s.u64("n").unwrap()).collect();
    assert_eq!(got, [1, 22, 333, 4444, u64::MAX, 5, 6]);
    assert!(s.at_end().unwrap());
}

#[test]
fn long_runs_and_leading_zeros() {
    let mut s = scan("0000000000000000000000000042 12345678901234567 1234567890123456");
    assert_eq!(s.u64("n").unwrap(), 42);
    assert_eq!(s.u64("n").unwrap(), 12345678901234567);
    assert_eq!(s.u64("n").unwrap(), 1234567890123456);
}

#[test]
fn overflow_is_located() {
    let mut s = scan("1\n  18446744073709551616");
    s.u64("n").unwrap();
    let e = s.u64("a pile").unwrap_err().to_string();
    assert_eq!(
        e,
        "t:2:3: expected a pile (at most 18446744073709551615), found a 20-digit number"
    );
}

#[test]
fn bad_tokens_are_quoted() {
    let e = scan(" 12x3").u64("n").unwrap_err().to_string();
    assert_eq!(e, "t:1:2: expected n, found \"12x3\"");
    let e = scan("\n-5").u64("n").unwrap_err().to_string();
    assert_eq!(e, "t:2:1: expected n, found negative number \"-5\"");
    let e = scan("\u{e9}").u64("n").unwrap_err().to_string();
    assert_eq!(e, "t:1:1: expected n, found \"\\xc3\\xa9\"");
    let e = scan("\x00").u64("n").unwrap_err().to_string();
    assert_eq!(e, "t:1:1: expected n, found \"\\x00\"");
}

#[test]
fn end_of_input_is_located_after_last_token() {
    let mut s = scan("5\n7");
    s.u64("a").unwrap();
    s.u64("b").unwrap();
    assert_eq!(
        s.u64("c").unwrap_err().to_string(),
        "t:2:2: expected c, found end of input"
    );
    assert_eq!(s.u64_or_end("c").unwrap(), None);
}

/// A reader that hands out one byte at a time exercises every refill boundary.
struct Trickle<'a>(&'a [u8]);
impl Read for Trickle<'_> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        if self.0.is_empty() || out.is_empty() {
            return Ok(0);
        }
        out[0] = self.0[0];
        self.0 = &self.0[1..];
        Ok(1)
    }
}

/// 40 000 numbers, every 13th line-ended: the tokens and the check of each.
fn numbered_text() -> String {
    let mut text = String::new();
    for i in 0..40_000u64 {
        text.push_str(&(i * 7919 % 1_000_003).to_string());
        text.push(if i % 13 == 0 { '\n' } else { ' ' });
    }
    text
}

fn reads_numbered_text<R: Read>(mut s: Scanner<R>) {
    for i in 0..40_000u64 {
        assert_eq!(s.u64("n").unwrap(), i * 7919 % 1_000_003);
    }
    assert!(s.at_end().unwrap());
}

#[test]
fn chunk_boundaries_do_not_change_tokens() {
    let text = numbered_text();
    reads_numbered_text(Scanner::new(Trickle(text.as_bytes()), "t"));
    for chunk in [1, 7, 64, 65, 4096] {
        reads_numbered_text(Scanner::with_read_ahead(
            io::Cursor::new(text.clone()),
            "t",
            chunk,
        ));
    }
}

/// A read-ahead scanner that reads only its first few bytes (0 to 112, varying with
/// `chunk`) before it starts its thread, so that short test inputs reach the thread too.
fn ahead<R: Read + Send + 'static>(src: R, chunk: usize) -> Scanner<R> {
    Scanner::with_read_ahead_after(src, "t", chunk * 7 % 113, chunk)
}

#[test]
fn a_small_input_is_read_without_a_thread() {
    let small = "1 2 3\n".repeat(1000);
    let s = Scanner::with_read_ahead(io::Cursor::new(small), "t", 1 << 18);
    assert!(matches!(s.src, source::Source::Here(_)));
    reads_each_line(s, 1000);
    let large = "1 2 3\n".repeat(20_000);
    let s = Scanner::with_read_ahead(io::Cursor::new(large), "t", 1 << 18);
    assert!(matches!(s.src, source::Source::Ahead(_)));
    reads_each_line(s, 20_000);
}

fn reads_each_line<R: Read>(mut s: Scanner<R>, lines: usize) {
    for _ in 0..lines {
        for want in 1..=3 {
            assert_eq!(s.u64("n").unwrap(), want);
        }
    }
    assert!(s.at_end().unwrap());
}

/// Gives its bytes, then fails.
struct FailAfter(io::Cursor<Vec<u8>>);
impl Read for FailAfter {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        match self.0.read(out)? {
            0 => Err(io::Error::other("disk on fire")),
            n => Ok(n),
        }
    }
}

/// A failing read is reported as such, after correct tokens only (how many come
/// first depends on buffering, here as with [`Scanner::new`]).
#[test]
fn read_ahead_reports_a_read_error_after_correct_tokens() {
    let text = "1 2 3 ".repeat(40);
    let clean = single_tokens(scan(&text));
    for chunk in [0, 1, 3, 64, 1 << 18] {
        let src = FailAfter(io::Cursor::new(text.clone().into()));
        // Chunk 0: the read fails before the thread would start.
        let got = single_tokens(match chunk {
            0 => Scanner::with_read_ahead(src, "t", 1 << 18),
            _ => ahead(src, chunk),
        });
        let (tokens, error) = got.split_at(got.rfind("err ").unwrap_or(got.len()));
        assert_eq!(error, "err cannot read t: disk on fire", "chunk {chunk}");
        assert!(clean.starts_with(tokens), "chunk {chunk}: {tokens}");
    }
}

/// A bad token is quoted from its start, even when a refill dropped that start from
/// the buffer while its digits were read (found by fuzzing the read-ahead scanner).
#[test]
fn a_long_bad_token_is_quoted_from_its_start() {
    let text = format!("1 {}+{} 2", "0".repeat(40), "0".repeat(10));
    let expected = "err t:1:3: expected v, found \"000000000000000000000000...\"";
    let trickled = single_tokens(Scanner::new(Trickle(text.as_bytes()), "t"));
    assert!(trickled.ends_with(expected), "{trickled}");
    for chunk in [1, 5, 23] {
        let got = single_tokens(ahead(io::Cursor::new(text.clone()), chunk));
        assert!(got.ends_with(expected), "chunk {chunk}: {got}");
    }
    let short = single_tokens(scan(&format!("{}x", "0".repeat(20))));
    assert!(
        short.ends_with("found \"00000000000000000000x\""),
        "{short}"
    );
}

/// Reads every token one at a time, with its position or error, to the end.
fn single_tokens<R: Read>(mut s: Scanner<R>) -> String {
    let mut got = String::new();
    loop {
        match s.u64_or_end("v") {
            Ok(Some(v)) => got.push_str(&format!("{v}@{:?},", s.position())),
            Ok(None) => return got + &format!("end@{:?}", s.position()),
            Err(e) => return got + &format!("err {e}"),
        }
    }
}

proptest! {
    #[test]
    fn read_ahead_matches_reading_here(
        tokens in token_lists(200),
        seps in proptest::collection::vec(
            proptest::sample::select(vec![" ", "\n", "\r\n", "\t", "   "]),
            200,
        ),
        chunk in 1usize..200,
    ) {
        let text = join_tokens(&tokens, &seps);
        let scanner = ahead(io::Cursor::new(text.clone()), chunk);
        prop_assert_eq!(single_tokens(scanner), single_tokens(scan(&text)));
    }
}

/// Glues generated tokens and separators into one input text.
fn join_tokens(tokens: &[String], seps: &[&str]) -> String {
    tokens
        .iter()
        .zip(seps)
        .flat_map(|(t, sep)| [t.as_str(), *sep])
        .collect()
}

/// Reads `counts` lists with `u64_each` and with one `u64` call per token, and returns
/// what each saw: the values, then the error or the last token's position.
fn each_vs_single<A: Read, B: Read>(
    mut a: Scanner<A>,
    mut b: Scanner<B>,
    counts: &[u64],
) -> (String, String) {
    let counts: Vec<u64> = counts.to_vec();
    let mut got_a = String::new();
    let mut got_b = String::new();
    for &n in &counts {
        let r = a.u64_each_at(n, "v", |v, at| got_a.push_str(&format!("{v}@{at:?},")));
        match r {
            Ok(()) => got_a.push_str(&format!("ok@{:?};", a.position())),
            Err(e) => {
                got_a.push_str(&format!("err {e}"));
                break;
            }
        }
    }
    'outer: for &n in &counts {
        for _ in 0..n {
            match b.u64("v") {
                Ok(v) => got_b.push_str(&format!("{v}@{:?},", b.position())),
                Err(e) => {
                    got_b.push_str(&format!("err {e}"));
                    break 'outer;
                }
            }
        }
        got_b.push_str(&format!("ok@{:?};", b.position()));
    }
    (got_a, got_b)
}

/// Reads `counts` lists alternately with `u64_fold` (even lists: values only, read by the
/// wide path without positions) and `u64_each_at` (odd lists: every token's position, so a
/// line count the fold left wrong shows), and with one `u64` call per token; returns what
/// each saw: the values (none of a fold that failed), then the error or the last token's
/// position.
fn fold_vs_single<A: Read, B: Read>(
    mut a: Scanner<A>,
    mut b: Scanner<B>,
    counts: &[u64],
) -> (String, String) {
    let mut got_a = String::new();
    let mut got_b = String::new();
    for (i, &n) in counts.iter().enumerate() {
        let r = if i % 2 == 0 {
            a.u64_fold(n, "v", String::new(), |mut seen, v| {
                seen.push_str(&format!("{v},"));
                seen
            })
            .map(|seen| got_a.push_str(&seen))
        } else {
            a.u64_each_at(n, "v", |v, at| got_a.push_str(&format!("{v}@{at:?},")))
        };
        match r {
            Ok(()) => got_a.push_str(&format!("ok@{:?};", a.position())),
            Err(e) => {
                got_a.push_str(&format!("err {e}"));
                break;
            }
        }
    }
    'outer: for (i, &n) in counts.iter().enumerate() {
        // A failed fold hands back no state, so its values are not seen.
        let mut list = String::new();
        for _ in 0..n {
            match b.u64("v") {
                Ok(v) if i % 2 == 0 => list.push_str(&format!("{v},")),
                Ok(v) => list.push_str(&format!("{v}@{:?},", b.position())),
                Err(e) => {
                    if i % 2 == 1 {
                        got_b.push_str(&list);
                    }
                    got_b.push_str(&format!("err {e}"));
                    break 'outer;
                }
            }
        }
        got_b.push_str(&list);
        got_b.push_str(&format!("ok@{:?};", b.position()));
    }
    (got_a, got_b)
}

use proptest::prelude::*;

/// Lists of up to `max` tokens: mostly short numbers, some of any size, and now and then
/// one the fast paths must hand over (overflow, bad bytes, long digit runs).
fn token_lists(max: usize) -> impl Strategy<Value = Vec<String>> {
    proptest::collection::vec(
        proptest::prop_oneof![
            8 => (0u64..100_000).prop_map(|v| v.to_string()),
            2 => proptest::num::u64::ANY.prop_map(|v| v.to_string()),
            1 => proptest::sample::select(vec![
                "00000000000000000007", "18446744073709551616", "12x", "-3", "x", "12:5", "3?",
                "123456789012345", "1234567890123456", "99999999", "1234567890123456789",
                "99999999999999999999999999999999999999999999999999999999999999999999",
                "000000000000000000000000000000000000000000000000+00", "0000000000000000000x",
            ])
            .prop_map(str::to_string),
        ],
        0..max,
    )
}

proptest! {
    #[test]
    fn each_matches_single_tokens(
        tokens in token_lists(300),
        seps in proptest::collection::vec(
            proptest::sample::select(vec![" ", " ", " ", "\n", "\r\n", "\t", "  \n "]),
            300,
        ),
        counts in proptest::collection::vec(0u64..20, 1..40),
        reader in 0..3u8,
        chunk in 1usize..300,
    ) {
        let text = join_tokens(&tokens, &seps);
        let (a, b) = if reader == 2 {
            each_vs_single(
                ahead(io::Cursor::new(text.clone().into_bytes()), chunk),
                scan(&text),
                &counts,
            )
        } else if reader == 1 {
            each_vs_single(
                Scanner::new(Trickle(text.as_bytes()), "t"),
                Scanner::new(Trickle(text.as_bytes()), "t"),
                &counts,
            )
        } else {
            each_vs_single(scan(&text), scan(&text), &counts)
        };
        prop_assert_eq!(a, b);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// The wide (AVX2) path against the portable one, on lists long enough for it, with
    /// runs of whitespace and line ends of every kind, and now and then a token or byte
    /// it must hand over; reading stops at the first error, which must be the same too.
    #[test]
    fn wide_and_portable_paths_agree(
        tokens in token_lists(600),
        seps in proptest::collection::vec(
            proptest::sample::select(vec![
                " ", " ", " ", "\n", "\r\n", "\t", "  \n ", "\x0b", "\x0c",
                "                                                                  ",
                "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n",
            ]),
            600,
        ),
        counts in proptest::collection::vec(0u64..400, 1..6),
        lead in 0usize..70,
        chunk in 1usize..3000,
    ) {
        let text = " ".repeat(lead) + &join_tokens(&tokens, &seps);
        let (wide, _) = each_vs_single(scan(&text), scan(&text), &counts);
        let (portable, _) = each_vs_single(scan(&text).portable(), scan(&text), &counts);
        prop_assert_eq!(&wide, &portable);
        let cursor = || io::Cursor::new(text.clone().into_bytes());
        let (ahead, _) = each_vs_single(ahead(cursor(), chunk), scan(&text), &counts);
        prop_assert_eq!(&ahead, &portable);
    }
}

/// Reads pairs with `u64_records` and with `u64_or_end` + `u64`, and returns what each
/// saw: the pairs, then how it ended and the last token's position.
fn records_vs_single<A: Read, B: Read>(mut a: Scanner<A>, mut b: Scanner<B>) -> (String, String) {
    let mut got_a = String::new();
    let r = a.u64_records(["x", "y"], |[x, y]| {
        got_a.push_str(&format!("{x} {y},"));
        Ok(())
    });
    match r {
        Ok(()) => got_a.push_str(&format!("end@{:?}", a.position())),
        Err(e) => got_a.push_str(&format!("err {e}")),
    }
    let mut got_b = String::new();
    loop {
        let x = match b.u64_or_end("x") {
            Ok(Some(x)) => x,
            Ok(None) => {
                got_b.push_str(&format!("end@{:?}", b.position()));
                break;
            }
            Err(e) => {
                got_b.push_str(&format!("err {e}"));
                break;
            }
        };
        match b.u64("y") {
            Ok(y) => got_b.push_str(&format!("{x} {y},")),
            Err(e) => {
                got_b.push_str(&format!("err {e}"));
                break;
            }
        }
    }
    (got_a, got_b)
}

proptest! {
    #[test]
    fn records_match_single_tokens(
        tokens in proptest::collection::vec(
            prop_oneof![
                8 => (0u64..10_000_000_000).prop_map(|v| v.to_string()),
                1 => proptest::sample::select(vec![
                    "00000000000000000007", "18446744073709551616", "12x", "-3", "x", "12:5", "3?",
                    "123456789012345", "1234567890123456", "123456789012345678",
                    "9999999999999999999", "10000000000000000000", "0000000000000000001",
                ]).prop_map(str::to_string),
            ],
            0..400,
        ),
        seps in proptest::collection::vec(
            proptest::sample::select(vec![" ", " ", "\n", "\n", "\r\n", "\t", "  \n "]),
            400,
        ),
        reader in 0..3u8,
        chunk in 1usize..300,
    ) {
        let text = join_tokens(&tokens, &seps);
        let (a, b) = if reader == 2 {
            records_vs_single(
                ahead(io::Cursor::new(text.clone().into_bytes()), chunk),
                scan(&text),
            )
        } else if reader == 1 {
            records_vs_single(
                Scanner::new(Trickle(text.as_bytes()), "t"),
                Scanner::new(Trickle(text.as_bytes()), "t"),
            )
        } else {
            records_vs_single(scan(&text), scan(&text))
        };
        prop_assert_eq!(&a, &b);
        // And the portable path alone, as on a CPU without AVX2.
        let (portable, _) = records_vs_single(scan(&text).portable(), scan(&text));
        prop_assert_eq!(&portable, &b);
    }
}

#[test]
fn records_stop_at_the_first_failing_callback() {
    let text = "1 2\n3 4\n5 6\n".repeat(20);
    let mut s = scan(&text);
    let mut seen = 0;
    let e = s
        .u64_records(["x", "y"], |_| {
            seen += 1;
            if seen == 7 {
                Err(Error::input("t", 0, None, "stop"))
            } else {
                Ok(())
            }
        })
        .unwrap_err();
    assert_eq!(e.to_string(), "t:0: stop");
    assert_eq!(seen, 7);
    // The scanner is left after the 7th record: the 8th comes next.
    assert_eq!(s.u64("x").unwrap(), 3);
}

/// Reads `count` triples as a count-first record format does: on the fast path where it
/// can, declining each record whose sum is a multiple of `decline` (as a format declines a
/// value out of range), and the rest with one `u64` per number. Returns the triples, then
/// the error or the last token's position.
fn counted_triples<R: Read>(mut s: Scanner<R>, count: u64, decline: u64) -> String {
    let mut got = String::new();
    let mut left = count;
    let mut read = || -> crate::error::Result<()> {
        while left > 0 {
            left -= s.u64_records_fast(left, |[x, y, z]: [u64; 3]| {
                if (x + y + z) % decline == 0 {
                    return Ok(false);
                }
                got.push_str(&format!("{x} {y} {z},"));
                Ok(true)
            })?;
            if left > 0 {
                let (x, y, z) = (s.u64("x")?, s.u64("y")?, s.u64("z")?);
                got.push_str(&format!("{x} {y} {z},"));
                left -= 1;
            }
        }
        Ok(())
    };
    match read() {
        Ok(()) => got.push_str(&format!("end@{:?}", s.position())),
        Err(e) => got.push_str(&format!("err {e}")),
    }
    got
}

/// [`counted_triples`] with one `u64` call per number throughout.
fn single_triples<R: Read>(mut s: Scanner<R>, count: u64) -> String {
    let mut got = String::new();
    let mut read = || -> crate::error::Result<()> {
        for _ in 0..count {
            let (x, y, z) = (s.u64("x")?, s.u64("y")?, s.u64("z")?);
            got.push_str(&format!("{x} {y} {z},"));
        }
        Ok(())
    };
    match read() {
        Ok(()) => got.push_str(&format!("end@{:?}", s.position())),
        Err(e) => got.push_str(&format!("err {e}")),
    }
    got
}

proptest! {
    /// The counted record fast path, with records declined to the one-token path here and
    /// there, reads exactly what one call per number reads: values, errors, positions.
    #[test]
    fn counted_records_match_single_tokens(
        tokens in proptest::collection::vec(
            prop_oneof![
                8 => (0u64..10_000_000_000).prop_map(|v| v.to_string()),
                1 => proptest::sample::select(vec![
                    "00000000000000000007", "18446744073709551616", "12x", "-3", "x", "12:5",
                    "123456789012345", "1234567890123456", "12345678901234567",
                    "123456789012345678", "9999999999999999999", "10000000000000000000",
                    "1234567890123456789x", "0000000000000000001",
                ]).prop_map(str::to_string),
            ],
            0..400,
        ),
        seps in proptest::collection::vec(
            proptest::sample::select(vec![" ", " ", "\n", "\n", "\r\n", "\t", "  \n "]),
            400,
        ),
        count in 0u64..150,
        decline in 2u64..20,
        reader in 0..3u8,
        chunk in 1usize..300,
    ) {
        let text = join_tokens(&tokens, &seps);
        let want = single_triples(scan(&text), count);
        let got = match reader {
            0 => counted_triples(scan(&text), count, decline),
            1 => counted_triples(Scanner::new(Trickle(text.as_bytes()), "t"), count, decline),
            _ => counted_triples(
                ahead(io::Cursor::new(text.clone().into_bytes()), chunk),
                count,
                decline,
            ),
        };
        prop_assert_eq!(got, want);
    }
}

#[test]
fn each_reads_across_buffer_ends_with_positions() {
    // Long enough to need several refills; the last line has no newline.
    let mut text = String::new();
    let mut want = Vec::new();
    for i in 0..60_000u64 {
        let v = i.wrapping_mul(0x9e37_79b9) % 10_000_000_000;
        want.push(v);
        text.push_str(&v.to_string());
        text.push(if i % 7 == 6 { '\n' } else { ' ' });
    }
    text.push_str("12 1x");
    let mut s = scan(&text);
    let mut got = Vec::new();
    s.u64_each(60_001, "v", |v| got.push(v)).unwrap();
    assert_eq!(&got[..60_000], &want[..]);
    assert_eq!(got[60_000], 12);
    let e = s.u64_each(1, "w", |_| ()).unwrap_err().to_string();
    let line = text.matches('\n').count() + 1;
    let col = text.len() - 2 - text.rfind('\n').unwrap();
    assert_eq!(e, format!("t:{line}:{col}: expected w, found \"1x\""));
}

#[test]
fn column_counts_across_refills() {
    let mut text = " ".repeat(BUF_SIZE * 2 + 3);
    text.push('x');
    let e = Scanner::new(text.as_bytes(), "t").u64("n").unwrap_err();
    assert_eq!(e.located().unwrap().col, Some((BUF_SIZE * 2 + 4) as u64));
}

proptest! {
    /// Every u64 (long ones above all: 16 to 20 digits, leading zeros too) reads as the
    /// standard library parses it, one token at a time and in lists, wide and portable.
    #[test]
    fn values_match_the_standard_parse(
        values in proptest::collection::vec(
            prop_oneof![
                proptest::num::u64::ANY,
                1_000_000_000_000_000u64..=u64::MAX,
                0u64..100,
            ],
            1..200,
        ),
        zeros in proptest::collection::vec(0usize..5, 200),
    ) {
        let text: String = values
            .iter()
            .zip(&zeros)
            .map(|(v, &z)| format!("{}{v}\n", "0".repeat(z)))
            .collect();
        let want: Vec<u64> = text.split_whitespace().map(|t| t.parse().unwrap()).collect();
        let mut s = scan(&text);
        let one: Vec<u64> = (0..want.len()).map(|_| s.u64("v").unwrap()).collect();
        prop_assert_eq!(&one, &want);
        for s in [scan(&text), scan(&text).portable()] {
            let mut s = s;
            let mut list = Vec::new();
            s.u64_each(want.len() as u64, "v", |v| list.push(v)).unwrap();
            prop_assert_eq!(&list, &want);
        }
    }
}

/// Words stream their bytes, know where they stood, mix with numbers, and survive refills
/// one byte at a time (a board row longer than the lookahead included).
#[test]
fn words_stream_their_bytes() {
    let long = "#.".repeat(100);
    let text = format!("2 3\n.#.\n\n  {long}\t7\n");
    for trickle in [false, true] {
        let mut s = if trickle {
            Scanner::new(Box::new(Trickle(text.as_bytes())) as Box<dyn Read>, "t")
        } else {
            Scanner::new(Box::new(text.as_bytes()) as Box<dyn Read>, "t")
        };
        assert_eq!(s.u64("n").unwrap(), 2);
        assert_eq!(s.u64("m").unwrap(), 3);
        let mut row = Vec::new();
        assert_eq!(s.word(|b| row.push(b)).unwrap(), Some(3));
        assert_eq!(row, b".#.");
        assert_eq!(s.position(), Position { line: 2, col: 1 });
        row.clear();
        assert_eq!(s.word(|b| row.push(b)).unwrap(), Some(200));
        assert_eq!(row, long.as_bytes());
        assert_eq!(s.position(), Position { line: 4, col: 3 });
        assert_eq!(s.u64("k").unwrap(), 7);
        assert_eq!(s.word(|_| panic!("no bytes at the end")).unwrap(), None);
    }
}

/// Long runs of plain tokens of every length the wide paths read (1 to 15 digits, leading
/// zeros too), and rarely one they must hand over, so that whole 128-byte windows of plain
/// tokens are common and tokens cross the 64-byte blocks at every offset.
fn plain_runs(max: usize) -> impl Strategy<Value = Vec<String>> {
    proptest::collection::vec(
        prop_oneof![
            40 => (1usize..=15, proptest::num::u64::ANY)
                .prop_map(|(len, v)| format!("{:0len$}", v % 10u64.pow(len as u32))),
            20 => (0u64..10_000).prop_map(|v| v.to_string()),
            1 => proptest::sample::select(vec![
                "00000000000000000007", "18446744073709551616", "12x", "-3", "x", "12:5", "3?",
                "1234567890123456", "12345678901234567890", "9999999999999999999", "\u{e9}",
            ])
            .prop_map(str::to_string),
        ],
        0..max,
    )
}

fn plain_seps(n: usize) -> impl Strategy<Value = Vec<&'static str>> {
    proptest::collection::vec(
        proptest::sample::select(vec![
            " ",
            " ",
            " ",
            " ",
            "\n",
            "\n",
            "\r\n",
            "\t",
            "  \n ",
            "\x0b",
            "\x0c",
            "                                                                  ",
            "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n",
        ]),
        n,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The wide list path against the portable one and one token at a time, on long runs
    /// of plain tokens (see [`plain_runs`]), read whole or through read-ahead chunks.
    #[test]
    fn wide_lists_on_plain_runs(
        tokens in plain_runs(900),
        seps in plain_seps(900),
        counts in proptest::collection::vec(0u64..500, 1..6),
        lead in 0usize..70,
        chunk in 1usize..3000,
    ) {
        let text = " ".repeat(lead) + &join_tokens(&tokens, &seps);
        let (wide, single) = each_vs_single(scan(&text), scan(&text), &counts);
        prop_assert_eq!(&wide, &single);
        let (portable, _) = each_vs_single(scan(&text).portable(), scan(&text), &counts);
        prop_assert_eq!(&portable, &single);
        let cursor = || io::Cursor::new(text.clone().into_bytes());
        // Folds (the wide path without positions) between lists read with positions.
        let (folds, folds_single) = fold_vs_single(scan(&text), scan(&text), &counts);
        prop_assert_eq!(&folds, &folds_single);
        let (portable_folds, _) = fold_vs_single(scan(&text).portable(), scan(&text), &counts);
        prop_assert_eq!(&portable_folds, &folds_single);
        let (chunked_folds, _) = fold_vs_single(ahead(cursor(), chunk), scan(&text), &counts);
        prop_assert_eq!(&chunked_folds, &folds_single);
        let (ahead, _) = each_vs_single(ahead(cursor(), chunk), scan(&text), &counts);
        prop_assert_eq!(&ahead, &single);
    }

    /// The wide record path (`u64_records`, and counted records some of which the format
    /// declines) against the portable one and one token at a time, on long runs of plain
    /// tokens, read whole or through read-ahead chunks.
    #[test]
    fn wide_records_on_plain_runs(
        tokens in plain_runs(900),
        seps in plain_seps(900),
        lead in 0usize..70,
        count in 0u64..400,
        decline in 2u64..200,
        chunk in 1usize..3000,
    ) {
        let text = " ".repeat(lead) + &join_tokens(&tokens, &seps);
        let (wide, single) = records_vs_single(scan(&text), scan(&text));
        prop_assert_eq!(&wide, &single);
        let (portable, _) = records_vs_single(scan(&text).portable(), scan(&text));
        prop_assert_eq!(&portable, &single);
        let cursor = || io::Cursor::new(text.clone().into_bytes());
        let (chunked, _) = records_vs_single(ahead(cursor(), chunk), scan(&text));
        prop_assert_eq!(&chunked, &single);
        let want = single_triples(scan(&text), count);
        prop_assert_eq!(&counted_triples(scan(&text), count, decline), &want);
        prop_assert_eq!(&counted_triples(scan(&text).portable(), count, decline), &want);
        prop_assert_eq!(&counted_triples(ahead(cursor(), chunk), count, decline), &want);
    }
}

/// Every value of 1 to 16 digits (leading zeros too) reads the same on the wide paths as
/// with the standard library, at every offset of a block.
#[test]
fn wide_values_of_every_length() {
    let mut text = String::new();
    let mut want = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(0x9e37_79b9_7f4a_7c15);
    for i in 0..4000usize {
        let x = rng.next_u64();
        let len = 1 + i % 15;
        let s = format!("{:0len$}", x % 10u64.pow(len as u32));
        want.push(s.parse::<u64>().unwrap());
        text.push_str(&s);
        text.push_str(&" ".repeat(1 + i % 3));
    }
    let mut got = Vec::new();
    scan(&text).u64_each(4000, "v", |v| got.push(v)).unwrap();
    assert_eq!(got, want);
    let mut pairs = Vec::new();
    scan(&text)
        .u64_records(["x", "y"], |[x, y]| {
            pairs.extend([x, y]);
            Ok(())
        })
        .unwrap();
    assert_eq!(pairs, want);
}

/// A failing callback stops the wide record loop after that record, as the portable one.
#[test]
fn wide_records_stop_at_the_first_failing_callback() {
    let text = "1 2\n3 4\n5 6\n".repeat(300);
    for s in [scan(&text), scan(&text).portable()] {
        let mut s = s;
        let mut seen = 0;
        let e = s
            .u64_records(["x", "y"], |_| {
                seen += 1;
                if seen == 500 {
                    Err(Error::input("t", 0, None, "stop"))
                } else {
                    Ok(())
                }
            })
            .unwrap_err();
        assert_eq!(e.to_string(), "t:0: stop");
        assert_eq!(seen, 500);
        // The scanner is left after the 500th record (`3 4` on line 500), which the next
        // read shows, with its position.
        assert_eq!(s.u64("x").unwrap(), 5);
        assert_eq!(s.position(), Position { line: 501, col: 1 });
    }
}

/// An answer of [`read_cases`]; the `fail_at`-th fails, as a closed pipe would.
fn case_answer(answers: &mut Vec<u64>, h: u64, fail_at: usize) -> Result<()> {
    if answers.len() == fail_at {
        return Err(Error::input("t", 0, None, "stop"));
    }
    answers.push(h);
    Ok(())
}

/// An order-sensitive fold, so a value missed, repeated or moved changes the answer.
fn case_fold(h: u64, v: u64) -> u64 {
    h.wrapping_mul(1_000_003).wrapping_add(v) ^ (h >> 29)
}

/// Reads `count` cases `n v_1 .. v_n`: on the counted path with the usual path at each
/// stop (`counted`), or the usual path alone (`u64` for the count, `u64_fold` for the
/// values), as anti-nim does.
fn read_cases<R: Read>(
    s: &mut Scanner<R>,
    count: u64,
    counted: bool,
    fail_at: usize,
    answers: &mut Vec<u64>,
) -> Result<()> {
    let mut left = count;
    while left > 0 {
        if counted {
            left -=
                s.u64_counted_folds(left, 7, case_fold, |h| case_answer(answers, h, fail_at))?;
            if left == 0 {
                break;
            }
        }
        let n = s.u64("n")?;
        let h = s.u64_fold(n, "v", 7, case_fold)?;
        case_answer(answers, h, fail_at)?;
        left -= 1;
    }
    Ok(())
}

/// What [`read_cases`] saw: the answers, how it ended and where, then the rest of the
/// input token by token.
fn cases_seen<R: Read>(mut s: Scanner<R>, count: u64, counted: bool, fail_at: usize) -> String {
    let mut answers = Vec::new();
    let ended = match read_cases(&mut s, count, counted, fail_at, &mut answers) {
        Ok(()) => format!("ok@{:?}", s.position()),
        Err(e) => format!("err {e}"),
    };
    format!("{answers:?} {ended} / {}", single_tokens(s))
}

/// Cases `n v_1 .. v_n` as tokens: mostly short values, some of 1 to 15 digits and now and
/// then one the wide loop hands over; the count is usually right, sometimes a lie (more or
/// fewer values follow) or a token that is no count.
fn counted_case_tokens() -> impl Strategy<Value = Vec<String>> {
    let value = prop_oneof![
        60 => (0u64..5000).prop_map(|v| v.to_string()),
        20 => (1usize..=15, proptest::num::u64::ANY)
            .prop_map(|(len, v)| format!("{:0len$}", v % 10u64.pow(len as u32))),
        1 => proptest::sample::select(vec![
            "00000000000000000007", "18446744073709551616", "12x", "-3", "x", "12:5",
            "1234567890123456", "9999999999999999999", "\u{e9}",
        ])
        .prop_map(str::to_string),
    ];
    let case = (
        proptest::collection::vec(value, 0..60),
        prop_oneof![
            40 => Just(None),
            1 => (0u64..100).prop_map(|n| Some(n.to_string())),
            1 => Just(Some("0000000000000000047".to_string())),
            1 => Just(Some("4x".to_string())),
        ],
    )
        .prop_map(|(values, count)| {
            let count = count.unwrap_or_else(|| values.len().to_string());
            std::iter::once(count).chain(values).collect::<Vec<_>>()
        });
    proptest::collection::vec(case, 0..80).prop_map(|cases| cases.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The counted path (`u64_counted_folds`, the usual path at each stop) against the
    /// usual path alone: the same answers, errors and positions, and the input left in the
    /// same place; read whole, portable, and through read-ahead chunks of 1 to 3000 bytes;
    /// with counts that lie, CRLF and whitespace runs, bad and long tokens, and an answer
    /// that fails.
    #[test]
    fn counted_cases_match_the_usual_path(
        tokens in counted_case_tokens(),
        seps in plain_seps(5000),
        lead in 0usize..70,
        extra in 0u64..3,
        fewer in 0u64..3,
        fail_at in 0usize..200,
        chunk in 1usize..3000,
    ) {
        let text = " ".repeat(lead) + &join_tokens(&tokens, &seps);
        // T: the cases there are (by their own counts), give or take.
        let cases = {
            let mut s = scan(&text);
            let mut cases = 0u64;
            while let Ok(n) = s.u64("n") {
                if s.u64_fold(n, "v", (), |(), _| ()).is_err() {
                    break;
                }
                cases += 1;
            }
            (cases + extra).saturating_sub(fewer)
        };
        let fail_at = if fail_at < 100 { fail_at } else { usize::MAX };
        let want = cases_seen(scan(&text), cases, false, fail_at);
        prop_assert_eq!(&cases_seen(scan(&text), cases, true, fail_at), &want);
        prop_assert_eq!(&cases_seen(scan(&text).portable(), cases, true, fail_at), &want);
        let cursor = || io::Cursor::new(text.clone().into_bytes());
        prop_assert_eq!(&cases_seen(ahead(cursor(), chunk), cases, true, fail_at), &want);
    }
}

/// Anti-nim's shape (47 short piles a case, `\n` or `\r\n` line ends) through the counted
/// path: every case read in a few runs, the same answers and end as the usual path.
#[test]
fn counted_cases_on_many_short_cases() {
    let mut text = String::from("3000\n");
    let mut rng = ChaCha8Rng::seed_from_u64(0x9e37_79b9_7f4a_7c15);
    for case in 0..3000 {
        let end = if case % 3 == 0 { "\r\n" } else { "\n" };
        text.push_str(&format!("47{end}"));
        for i in 0..47 {
            text.push_str(&(rng.next_u64() % 4748).to_string());
            text.push_str(if i == 46 { end } else { " " });
        }
    }
    let read = |s: &mut Scanner<&[u8]>, counted| {
        let count = s.u64("T").unwrap();
        let mut answers = Vec::new();
        read_cases(s, count, counted, usize::MAX, &mut answers).unwrap();
        (answers, s.position(), s.at_end().unwrap(), s.position())
    };
    let want = read(&mut scan(&text), false);
    let mut s = scan(&text);
    assert_eq!(read(&mut s, true), want);
    assert_eq!(want.0.len(), 3000);
    // Where the CPU has AVX2, one call reads the cases of a whole buffer (64 KiB: about
    // 280 of these), not one.
    if super::wide::avx2().is_some() {
        let mut s = scan(&text);
        s.u64("T").unwrap();
        let cases = s.u64_counted_folds(3000, 7, case_fold, |_| Ok(())).unwrap();
        assert!(cases > 250, "{cases}");
    }
}

/// An endless token (`/dev/zero`, or an endless run of digits: zeros never overflow) is
/// refused after a bounded read by every token reader, on this thread and read ahead.
#[test]
fn endless_tokens_are_refused_after_a_bounded_read() {
    type Reading = fn(&mut Scanner<Box<dyn Read + Send>>) -> Result<()>;
    let readers: [(&str, Reading); 4] = [
        ("u64", |s| s.u64("n").map(drop)),
        ("token", |s| {
            let mut kept = Vec::new();
            match s.token_or_end(usize::MAX, &mut kept)? {
                Some(len) if len > TOKEN_MAX => Err(s.error_here("a token", "a long one")),
                _ => Ok(()),
            }
        }),
        ("word", |s| match s.word(|_| {})? {
            Some(len) if len > TOKEN_MAX => Err(s.error_here("a word", "a long one")),
            _ => Ok(()),
        }),
        ("list", |s| s.u64_each(3, "v", |_| {})),
    ];
    for (name, reading) in readers {
        for fill in [b'0', b'7', 0, b'#'] {
            for ahead in [false, true] {
                let (src, read) = crate::endless::Endless::new(b"12 ", fill);
                let src: Box<dyn Read + Send> = Box::new(src);
                let mut s = if ahead {
                    Scanner::with_read_ahead(src, "t", 1 << 18)
                } else {
                    Scanner::new(src, "t")
                };
                if name != "list" {
                    assert_eq!(s.u64("first").unwrap(), 12);
                }
                let e = reading(&mut s).unwrap_err();
                let loc = e.located().unwrap();
                assert_eq!((loc.line, loc.col), (1, Some(4)), "{name} {fill}: {e}");
                drop(s);
                // The token's bytes up to the limit, and what the read-ahead holds.
                let total = read.load(std::sync::atomic::Ordering::Relaxed);
                assert!(total < TOKEN_MAX + (4 << 18), "{name} {fill}: read {total}");
            }
        }
    }
}
