//! The bad-input contract of `shared/specs/judges.md`, table-driven, against the real binary:
//! for every subcommand and format, malformed input exits with status 1, prints exactly one
//! `error: <source>:<line>:<col>: expected ..., found ...` line on stderr, and still prints the
//! answers of the complete cases before the bad one on stdout.
//!
//! Each row is run through `grundy` with the input on standard input (so the source is
//! `stdin`); a few extra tests check the file-name form and usage errors.

use std::io::Write;

use assert_cmd::Command;

/// One row: subcommand and flags, input bytes, expected stdout, expected stderr (empty
/// means none), expected exit status.
struct Row {
    name: &'static str,
    args: &'static [&'static str],
    input: Vec<u8>,
    stdout: &'static str,
    stderr: String,
    code: i32,
}

fn ok(
    name: &'static str,
    args: &'static [&'static str],
    input: &[u8],
    stdout: &'static str,
) -> Row {
    Row {
        name,
        args,
        input: input.to_vec(),
        stdout,
        stderr: String::new(),
        code: 0,
    }
}

/// A malformed-input row; `at` is `line:col`, `msg` the part after it.
fn bad(
    name: &'static str,
    args: &'static [&'static str],
    input: &[u8],
    stdout: &'static str,
    at: &str,
    msg: &str,
) -> Row {
    Row {
        name,
        args,
        input: input.to_vec(),
        stdout,
        stderr: format!("error: stdin:{at}: {msg}\n"),
        code: 1,
    }
}

fn cat(parts: &[&[u8]]) -> Vec<u8> {
    parts.concat()
}

const MAX: &str = "18446744073709551615";
const TOO_BIG: &[u8] = b"18446744073709551616";
const HUGE_COUNT: &[u8] = b"1000000000000000000";

fn at_most(what: &str) -> String {
    format!("expected {what} (at most {MAX}), found a 20-digit number")
}

// ---------------------------------------------------------------- snim

/// One complete case on lines 1-5; answers `LWW`.
const SNIM_OK: &[u8] = b"2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n";
const SNIM: &[&str] = &["snim"];
const K: &str = "the size k of S, or 0 to end";
const S: &str = "a move s of S";
const M: &str = "the number m of positions";
const L: &str = "the number l of heaps in a position";
const H: &str = "a heap size";

fn snim_rows() -> Vec<Row> {
    let p = SNIM_OK;
    vec![
        ok("snim sample", SNIM, b"2 2 5 3 2 5 12 3 2 4 7 4 2 3 7 12 5 1 2 3 4 5 3 2 5 12 3 2 4 7 4 2 3 7 12 0", "LWW\nWWL\n"),
        ok("snim missing terminator", SNIM, p, "LWW\n"),
        ok("snim missing terminator, trailing blanks", SNIM, &cat(&[p, b"\n\n \t"]), "LWW\n"),
        ok("snim terminator without newline", SNIM, &cat(&[p, b"0"]), "LWW\n"),
        ok("snim CRLF", SNIM, b"1 2\r\n2\r\n1 1\r\n1 2\r\n0\r\n", "LW\n"),
        ok("snim u64::MAX move and heap", SNIM, format!("1 {MAX}\n1\n1 5\n1 1\n1\n1 {MAX}\n0\n").as_bytes(), "L\nW\n"),
        ok("snim huge heap via period", SNIM, b"2 2 5\n2\n1 1000000000000000000\n1 1000000000000000004\n0\n", "LW\n"),
        ok("snim empty input", SNIM, b"", ""),
        ok("snim moves above every heap are ignored", SNIM, b"2 1 1099511627776\n1\n1 1099511627775\n0\n", "W\n"),
        ok("snim zero positions", SNIM, b"1 1\n0\n0\n", "\n"),
        bad("snim non-number move", SNIM, &cat(&[p, b"2 2 x5\n"]), "LWW\n", "6:5", &format!("expected {S}, found \"x5\"")),
        bad("snim glued token", SNIM, &cat(&[p, b"2 2 5\n1\n2 12x3 4\n"]), "LWW\n", "8:3", &format!("expected {H}, found \"12x3\"")),
        bad("snim negative move", SNIM, &cat(&[p, b"2 -2 5\n"]), "LWW\n", "6:3", &format!("expected {S}, found negative number \"-2\"")),
        bad("snim negative heap", SNIM, &cat(&[p, b"1 1\n1\n1 -0\n"]), "LWW\n", "8:3", &format!("expected {H}, found negative number \"-0\"")),
        bad("snim move above u64", SNIM, &cat(&[p, b"1 ", TOO_BIG, b"\n"]), "LWW\n", "6:3", &at_most(S)),
        bad("snim heap above u64", SNIM, &cat(&[p, b"1 1\n1\n1 ", TOO_BIG, b"\n"]), "LWW\n", "8:3", &at_most(H)),
        bad("snim k above u64", SNIM, &cat(&[p, b"  99999999999999999999999999\n"]), "LWW\n", "6:3", &format!("expected {K} (at most {MAX}), found a 26-digit number")),
        bad("snim move zero", SNIM, &cat(&[p, b"2 5 0\n"]), "LWW\n", "6:5", &format!("expected {S} (at least 1), found 0")),
        bad("snim end inside S", SNIM, &cat(&[p, b"4 1 2 3\n"]), "LWW\n", "7:1", &format!("expected {S}, found end of input")),
        bad("snim end before m", SNIM, &cat(&[p, b"2 1 2"]), "LWW\n", "6:6", &format!("expected {M}, found end of input")),
        bad("snim end inside positions", SNIM, &cat(&[p, b"2 2 5\n2\n1 3\n"]), "LWW\n", "9:1", &format!("expected {L}, found end of input")),
        bad("snim end inside a position", SNIM, &cat(&[p, b"2 2 5\n1\n3 3 4"]), "LWW\n", "8:6", &format!("expected {H}, found end of input")),
        bad("snim k of 10^18", SNIM, &cat(&[p, HUGE_COUNT, b" 1 2\n"]), "LWW\n", "7:1", &format!("expected {S}, found end of input")),
        bad("snim m of 10^18", SNIM, &cat(&[p, b"1 1\n", HUGE_COUNT, b"\n1 3\n"]), "LWW\n", "9:1", &format!("expected {L}, found end of input")),
        bad("snim l of 10^18", SNIM, &cat(&[p, b"1 1\n1\n", HUGE_COUNT, b" 3 4\n"]), "LWW\n", "9:1", &format!("expected {H}, found end of input")),
        bad("snim data after terminator", SNIM, &cat(&[p, b"0\n7\n"]), "LWW\n", "7:1", "expected end of input after the terminating 0, found \"7\""),
        bad("snim binary bytes", SNIM, &cat(&[p, b"\x00\x01\x02\n"]), "LWW\n", "6:1", &format!("expected {K}, found \"\\x00\\x01\\x02\"")),
        bad("snim invalid UTF-8", SNIM, &cat(&[p, b"2 2 5\n1\n1 \xff\xfe\n"]), "LWW\n", "8:3", &format!("expected {H}, found \"\\xff\\xfe\"")),
        bad("snim UTF-8 letter", SNIM, &cat(&[p, "1 1\n1\n1 \u{e9}\n".as_bytes()]), "LWW\n", "8:3", &format!("expected {H}, found \"\\xc3\\xa9\"")),
        bad("snim long token is cut", SNIM, &cat(&[p, b"abcdefghijklmnopqrstuvwxyz0123\n"]), "LWW\n", "6:1", &format!("expected {K}, found \"abcdefghijklmnopqrstuvwx...\"")),
        bad("snim CRLF column", SNIM, &cat(&[b"1 2\r\n2\r\n1 1\r\n1 2\r\n", b"1 1\r\n1\r\n1  +3\r\n"]), "LW\n", "7:4", &format!("expected {H}, found \"+3\"")),
        bad("snim tab column", SNIM, b"1\t2\n1\n1\t\t?\n", "", "3:4", &format!("expected {H}, found \"?\"")),
        bad(
            "snim heap beyond the period search",
            SNIM,
            &cat(&[p, b"2 1 1099511627776\n2\n1 1099511627777\n1 7\n"]),
            "LWW\n",
            "8:3",
            "expected a heap whose Grundy value can be found (for this S the sequence shows no period \
             within its first 26843545 values), found 1099511627777",
        ),
    ]
}

// ---------------------------------------------------------------- T-case Nim formats

/// Three cases promised, two complete on lines 1-5; the third starts on line 6.
const WW_OK: &[u8] = b"3\n3\n1 2 3\n3\n7 11 13\n";
const WW: &[&str] = &["winning-ways"];
const T: &str = "the number of cases T";
const NN: &str = "the number of piles N";
const P: &str = "a pile size";

fn winning_ways_rows() -> Vec<Row> {
    let p = WW_OK;
    let o = "0\n3\n";
    vec![
        ok(
            "ww example",
            WW,
            b"3\n3\n1 2 3\n3\n7 11 13\n1\n5\n",
            "0\n3\n1\n",
        ),
        ok("ww no final newline", WW, b"1\n2\n1 0", "1\n"),
        ok(
            "ww u64::MAX piles",
            WW,
            format!("1\n3\n{MAX} {MAX} 1\n").as_bytes(),
            "3\n",
        ),
        ok("ww zero cases", WW, b"0\n", ""),
        bad(
            "ww empty input",
            WW,
            b"",
            "",
            "1:1",
            &format!("expected {T}, found end of input"),
        ),
        bad(
            "ww blank input",
            WW,
            b"\n\n",
            "",
            "3:1",
            &format!("expected {T}, found end of input"),
        ),
        bad(
            "ww non-number pile",
            WW,
            &cat(&[p, b"2\n5 x\n"]),
            o,
            "7:3",
            &format!("expected {P}, found \"x\""),
        ),
        bad(
            "ww non-number T",
            WW,
            b"three\n",
            "",
            "1:1",
            &format!("expected {T}, found \"three\""),
        ),
        bad(
            "ww decimal point",
            WW,
            &cat(&[p, b"2\n5 1.5\n"]),
            o,
            "7:3",
            &format!("expected {P}, found \"1.5\""),
        ),
        bad(
            "ww negative N",
            WW,
            &cat(&[p, b"-1\n"]),
            o,
            "6:1",
            &format!("expected {NN}, found negative number \"-1\""),
        ),
        bad(
            "ww pile above u64",
            WW,
            &cat(&[p, b"1\n", TOO_BIG, b"\n"]),
            o,
            "7:1",
            &at_most(P),
        ),
        bad(
            "ww T above u64",
            WW,
            &cat(&[TOO_BIG, b"\n"]),
            "",
            "1:1",
            &at_most(T),
        ),
        bad(
            "ww T not filled",
            WW,
            p,
            o,
            "6:1",
            &format!("expected {NN}, found end of input"),
        ),
        bad(
            "ww N not filled",
            WW,
            &cat(&[p, b"3\n1 2"]),
            o,
            "7:4",
            &format!("expected {P}, found end of input"),
        ),
        bad(
            "ww T of 10^18",
            WW,
            &cat(&[HUGE_COUNT, b"\n1\n5\n"]),
            "1\n",
            "4:1",
            &format!("expected {NN}, found end of input"),
        ),
        bad(
            "ww N of 10^18",
            WW,
            &cat(&[p, HUGE_COUNT, b"\n1 2\n"]),
            o,
            "8:1",
            &format!("expected {P}, found end of input"),
        ),
        bad(
            "ww too many cases",
            WW,
            &cat(&[b"1\n1\n4\n1\n4\n"]),
            "1\n",
            "4:1",
            "expected end of input after the last of the T cases, found \"1\"",
        ),
        bad(
            "ww binary bytes",
            WW,
            &cat(&[p, b"1\n\x7f\x80\n"]),
            o,
            "7:1",
            &format!("expected {P}, found \"\\x7f\\x80\""),
        ),
        bad(
            "ww invalid UTF-8",
            WW,
            &cat(&[p, b"\xc0\xaf\n"]),
            o,
            "6:1",
            &format!("expected {NN}, found \"\\xc0\\xaf\""),
        ),
        bad(
            "ww quote and backslash",
            WW,
            &cat(&[p, b"1 \"\\\n"]),
            o,
            "6:3",
            &format!("expected {P}, found \"\\\"\\\\\""),
        ),
    ]
}

const JOHN: &[&str] = &["anti-nim"];
const JOHN_F: &[&str] = &["anti-nim", "--format", "john"];
const BTW: &[&str] = &["anti-nim", "--format", "be-the-winner"];
const PN: &str = "the number of piles n";

fn anti_nim_rows() -> Vec<Row> {
    // John: three cases promised, two complete on lines 1-5.
    let p: &[u8] = b"3\n3\n3 5 1\n1\n1\n";
    let o = "John\nBrother\n";
    // Be the Winner: two complete cases on lines 1-4.
    let q: &[u8] = b"2\n2 2\n1\n3\n";
    let r = "No\nYes\n";
    vec![
        ok(
            "john sample",
            JOHN,
            b"2\n3\n3 5 1\n1\n1\n",
            "John\nBrother\n",
        ),
        ok(
            "john explicit format",
            JOHN_F,
            b"2\n3\n3 5 1\n1\n1\n",
            "John\nBrother\n",
        ),
        ok("john zero piles", JOHN, b"1\n0\n", "John\n"),
        bad(
            "john non-number",
            JOHN,
            &cat(&[p, b"2 1 one\n"]),
            o,
            "6:5",
            &format!("expected {P}, found \"one\""),
        ),
        bad(
            "john negative",
            JOHN,
            &cat(&[p, b"1 -3\n"]),
            o,
            "6:3",
            &format!("expected {P}, found negative number \"-3\""),
        ),
        bad(
            "john above u64",
            JOHN,
            &cat(&[p, b"1 ", TOO_BIG, b"\n"]),
            o,
            "6:3",
            &at_most(P),
        ),
        bad(
            "john T not filled",
            JOHN,
            p,
            o,
            "6:1",
            &format!("expected {NN}, found end of input"),
        ),
        bad(
            "john N not filled",
            JOHN,
            &cat(&[p, b"2 7\n"]),
            o,
            "7:1",
            &format!("expected {P}, found end of input"),
        ),
        bad(
            "john T of 10^18",
            JOHN,
            &cat(&[HUGE_COUNT, b"\n1 1\n"]),
            "Brother\n",
            "3:1",
            &format!("expected {NN}, found end of input"),
        ),
        bad(
            "john N of 10^18",
            JOHN,
            &cat(&[p, HUGE_COUNT, b" 4 4\n"]),
            o,
            "7:1",
            &format!("expected {P}, found end of input"),
        ),
        bad(
            "john too many cases",
            JOHN,
            b"1\n1 1\n1 1\n",
            "Brother\n",
            "3:1",
            "expected end of input after the last of the T cases, found \"1\"",
        ),
        bad(
            "john binary",
            JOHN,
            &cat(&[p, b"\x1b[0m\n"]),
            o,
            "6:1",
            &format!("expected {NN}, found \"\\x1b[0m\""),
        ),
        bad(
            "john invalid UTF-8",
            JOHN,
            &cat(&[p, b"1 \xed\xa0\x80\n"]),
            o,
            "6:3",
            &format!("expected {P}, found \"\\xed\\xa0\\x80\""),
        ),
        ok("btw sample", BTW, b"2\n2 2\n1\n3\n", "No\nYes\n"),
        ok(
            "btw blank lines between cases",
            BTW,
            b"\n2\n2 2\n\n\n1\n3\n\n",
            "No\nYes\n",
        ),
        ok("btw empty input", BTW, b"", ""),
        bad(
            "btw non-number",
            BTW,
            &cat(&[q, b"1 x\n"]),
            r,
            "5:3",
            &format!("expected {P}, found \"x\""),
        ),
        bad(
            "btw negative",
            BTW,
            &cat(&[q, b"-1\n"]),
            r,
            "5:1",
            &format!("expected {PN}, found negative number \"-1\""),
        ),
        bad(
            "btw above u64",
            BTW,
            &cat(&[q, TOO_BIG, b"\n"]),
            r,
            "5:1",
            &at_most(PN),
        ),
        bad(
            "btw n not filled",
            BTW,
            &cat(&[q, b"3 1\n"]),
            r,
            "6:1",
            &format!("expected {P}, found end of input"),
        ),
        bad(
            "btw n of 10^18",
            BTW,
            &cat(&[q, HUGE_COUNT, b"\n1 1 1\n"]),
            r,
            "7:1",
            &format!("expected {P}, found end of input"),
        ),
        bad(
            "btw binary",
            BTW,
            &cat(&[q, b"1 \x00\n"]),
            r,
            "5:3",
            &format!("expected {P}, found \"\\x00\""),
        ),
        bad(
            "btw invalid UTF-8",
            BTW,
            &cat(&[q, b"\xf5\n"]),
            r,
            "5:1",
            &format!("expected {PN}, found \"\\xf5\""),
        ),
    ]
}

// ---------------------------------------------------------------- christmas

/// The sample (one case of two graphs) on lines 1-8; answers `Sally`.
const XMAS_OK: &[u8] = b"2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";
const XMAS: &[&str] = &["christmas"];
const GN: &str = "the number of graphs N";
const VN: &str = "the number of nodes n";
const EM: &str = "the number of edges m";
const EP: &str = "an edge endpoint";

fn christmas_rows() -> Vec<Row> {
    let p = XMAS_OK;
    let o = "Sally\n";
    vec![
        ok("xmas sample", XMAS, p, o),
        ok(
            "xmas two cases, no final newline",
            XMAS,
            b"1\n2 1\n1 2\n1\n3 2\n1 2\n1 3",
            "Sally\nHarry\n",
        ),
        ok(
            "xmas self-loops and parallel edges",
            XMAS,
            b"1\n2 4\n1 1\n1 1\n1 2\n2 1\n",
            "Harry\n",
        ),
        ok(
            "xmas unreachable part",
            XMAS,
            b"1\n4 2\n1 2\n3 4\n",
            "Sally\n",
        ),
        ok(
            "xmas n of 10^18 with one edge",
            XMAS,
            b"1\n1000000000000000000 1\n1 1000000000000000000\n",
            "Sally\n",
        ),
        ok("xmas zero graphs", XMAS, b"0\n", "Harry\n"),
        ok("xmas empty input", XMAS, b"", ""),
        bad(
            "xmas non-number",
            XMAS,
            &cat(&[p, b"1\n2 x\n"]),
            o,
            "10:3",
            &format!("expected {EM}, found \"x\""),
        ),
        bad(
            "xmas negative",
            XMAS,
            &cat(&[p, b"1\n2 1\n1 -2\n"]),
            o,
            "11:3",
            &format!("expected {EP}, found negative number \"-2\""),
        ),
        bad(
            "xmas above u64",
            XMAS,
            &cat(&[p, b"1\n", TOO_BIG, b" 1\n"]),
            o,
            "10:1",
            &at_most(VN),
        ),
        bad(
            "xmas endpoint 0",
            XMAS,
            &cat(&[p, b"1\n2 1\n0 1\n"]),
            o,
            "11:1",
            &format!("expected {EP} (1..=2), found 0"),
        ),
        bad(
            "xmas endpoint above n",
            XMAS,
            &cat(&[p, b"1\n2 1\n1 3\n"]),
            o,
            "11:3",
            &format!("expected {EP} (1..=2), found 3"),
        ),
        bad(
            "xmas no nodes",
            XMAS,
            &cat(&[p, b"1\n0 0\n"]),
            o,
            "10:1",
            &format!("expected {VN} (at least 1), found 0"),
        ),
        bad(
            "xmas m above the edge limit",
            XMAS,
            &cat(&[p, b"1\n2 1073741824\n"]),
            o,
            "10:3",
            &format!("expected {EM} (0..=1073741823), found 1073741824"),
        ),
        bad(
            "xmas end inside a case",
            XMAS,
            &cat(&[p, b"2\n2 1\n1 2\n"]),
            o,
            "12:1",
            &format!("expected {VN}, found end of input"),
        ),
        bad(
            "xmas m not filled",
            XMAS,
            &cat(&[p, b"1\n3 3\n1 2\n"]),
            o,
            "12:1",
            &format!("expected {EP}, found end of input"),
        ),
        bad(
            "xmas N of 10^18",
            XMAS,
            &cat(&[p, HUGE_COUNT, b"\n2 1\n1 2\n"]),
            o,
            "12:1",
            &format!("expected {VN}, found end of input"),
        ),
        bad(
            "xmas m of 10^9",
            XMAS,
            &cat(&[p, b"1\n2 1000000000\n1 2\n"]),
            o,
            "12:1",
            &format!("expected {EP}, found end of input"),
        ),
        bad(
            "xmas binary",
            XMAS,
            &cat(&[p, b"\x01\x02\n"]),
            o,
            "9:1",
            &format!("expected {GN}, found \"\\x01\\x02\""),
        ),
        bad(
            "xmas invalid UTF-8",
            XMAS,
            &cat(&[p, b"1\n2 1\n1 \xfe\n"]),
            o,
            "11:3",
            &format!("expected {EP}, found \"\\xfe\""),
        ),
    ]
}

// ---------------------------------------------------------------- k-multiple

const KM: &[&str] = &["k-multiple"];
const KT: &str = "the number of cases t";
const KN: &str = "the pile size n";
const KK: &str = "the factor k";

fn k_multiple_rows() -> Vec<Row> {
    // Six cases promised, three complete on lines 2-4.
    let p: &[u8] = b"6\n16 1\n11 1\n32 2\n";
    let o = "Case 1: lose\nCase 2: 1\nCase 3: 3\n";
    vec![
        ok(
            "km sample",
            KM,
            b"5\n16 1\n11 1\n32 2\n34 2\n19 3\n",
            "Case 1: lose\nCase 2: 1\nCase 3: 3\nCase 4: lose\nCase 5: 4\n",
        ),
        ok("km n = 1 loses", KM, b"1\n1 7", "Case 1: lose\n"),
        ok(
            "km u64::MAX pile",
            KM,
            format!("1\n{MAX} 1\n").as_bytes(),
            "Case 1: 1\n",
        ),
        ok("km zero cases", KM, b"0\n", ""),
        bad(
            "km empty input",
            KM,
            b"",
            "",
            "1:1",
            &format!("expected {KT}, found end of input"),
        ),
        bad(
            "km non-number",
            KM,
            &cat(&[p, b"7 k\n"]),
            o,
            "5:3",
            &format!("expected {KK}, found \"k\""),
        ),
        bad(
            "km negative",
            KM,
            &cat(&[p, b"-7 1\n"]),
            o,
            "5:1",
            &format!("expected {KN}, found negative number \"-7\""),
        ),
        bad(
            "km above u64",
            KM,
            &cat(&[p, TOO_BIG, b" 1\n"]),
            o,
            "5:1",
            &at_most(KN),
        ),
        bad(
            "km n = 0",
            KM,
            &cat(&[p, b"0 1\n"]),
            o,
            "5:1",
            &format!("expected {KN} (at least 1), found 0"),
        ),
        bad(
            "km k = 0",
            KM,
            &cat(&[p, b"5 0\n"]),
            o,
            "5:3",
            &format!("expected {KK} (1..=1000000), found 0"),
        ),
        bad(
            "km k above 10^6",
            KM,
            &cat(&[p, b"5 1000001\n"]),
            o,
            "5:3",
            &format!("expected {KK} (1..=1000000), found 1000001"),
        ),
        bad(
            "km end inside a case",
            KM,
            &cat(&[p, b"5\n"]),
            o,
            "6:1",
            &format!("expected {KK}, found end of input"),
        ),
        bad(
            "km t not filled",
            KM,
            p,
            o,
            "5:1",
            &format!("expected {KN}, found end of input"),
        ),
        bad(
            "km t of 10^18",
            KM,
            &cat(&[HUGE_COUNT, b"\n16 1\n"]),
            "Case 1: lose\n",
            "3:1",
            &format!("expected {KN}, found end of input"),
        ),
        bad(
            "km too many cases",
            KM,
            b"1\n16 1\n2 2\n",
            "Case 1: lose\n",
            "3:1",
            "expected end of input after the last of the t cases, found \"2\"",
        ),
        bad(
            "km binary",
            KM,
            &cat(&[p, b"5 \x00\x00\n"]),
            o,
            "5:3",
            &format!("expected {KK}, found \"\\x00\\x00\""),
        ),
        bad(
            "km invalid UTF-8",
            KM,
            &cat(&[p, b"\x80 1\n"]),
            o,
            "5:1",
            &format!("expected {KN}, found \"\\x80\""),
        ),
    ]
}

// ---------------------------------------------------------------- wythoff

const WY: &[&str] = &["wythoff"];
const WYM: &[&str] = &["wythoff", "--moves"];
const WA: &str = "a pile size a";
const WB: &str = "the second pile size b";
const WAM: &str = "a pile size a, or `0 0` to end";

fn wythoff_rows() -> Vec<Row> {
    // Three complete lines each.
    let p: &[u8] = b"2 1\n8 4\n4 7\n";
    let o = "0\n1\n0\n";
    let q: &[u8] = b"1 2\n5 8\n2 2\n";
    let r = "0\n1\n4 7\n3 5\n1\n0 0\n1 2\n";
    vec![
        ok("wythoff sample", WY, p, o),
        ok(
            "wythoff exact above 10^8",
            WY,
            b"165580140 267914295\n267914295 165580140\n",
            "0\n0\n",
        ),
        ok(
            "wythoff u64::MAX",
            WY,
            format!("{MAX} {MAX}\n0 0\n").as_bytes(),
            "1\n0\n",
        ),
        ok("wythoff empty input", WY, b"", ""),
        bad(
            "wythoff non-number",
            WY,
            &cat(&[p, b"x 1\n"]),
            o,
            "4:1",
            &format!("expected {WA}, found \"x\""),
        ),
        bad(
            "wythoff negative",
            WY,
            &cat(&[p, b"1 -1\n"]),
            o,
            "4:3",
            &format!("expected {WB}, found negative number \"-1\""),
        ),
        bad(
            "wythoff above u64",
            WY,
            &cat(&[p, b"1 ", TOO_BIG, b"\n"]),
            o,
            "4:3",
            &at_most(WB),
        ),
        bad(
            "wythoff end inside a case",
            WY,
            &cat(&[p, b"5\n"]),
            o,
            "5:1",
            &format!("expected {WB}, found end of input"),
        ),
        bad(
            "wythoff binary",
            WY,
            &cat(&[p, b"\x02\n"]),
            o,
            "4:1",
            &format!("expected {WA}, found \"\\x02\""),
        ),
        bad(
            "wythoff invalid UTF-8",
            WY,
            &cat(&[p, b"3 \xc3\x28\n"]),
            o,
            "4:3",
            &format!("expected {WB}, found \"\\xc3(\""),
        ),
        ok(
            "moves sample",
            WYM,
            b"1 2\n5 8\n4 7\n2 2\n0 0\n",
            "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n",
        ),
        ok("moves missing terminator", WYM, q, r),
        ok("moves 0 5 is a position", WYM, b"0 5\n0 0\n", "1\n0 0\n"),
        bad(
            "moves data after terminator",
            WYM,
            &cat(&[q, b"0 0\n1 1\n"]),
            r,
            "5:1",
            "expected end of input after the terminating `0 0`, found \"1\"",
        ),
        bad(
            "moves non-number",
            WYM,
            &cat(&[q, b"1 two\n"]),
            r,
            "4:3",
            &format!("expected {WB}, found \"two\""),
        ),
        bad(
            "moves negative",
            WYM,
            &cat(&[q, b"-3 4\n"]),
            r,
            "4:1",
            &format!("expected {WAM}, found negative number \"-3\""),
        ),
        bad(
            "moves above u64",
            WYM,
            &cat(&[q, TOO_BIG, b" 1\n"]),
            r,
            "4:1",
            &at_most(WAM),
        ),
        bad(
            "moves end inside a case",
            WYM,
            &cat(&[q, b"0"]),
            r,
            "4:2",
            &format!("expected {WB}, found end of input"),
        ),
        bad(
            "moves binary",
            WYM,
            &cat(&[q, b"0 \x7f\n"]),
            r,
            "4:3",
            &format!("expected {WB}, found \"\\x7f\""),
        ),
        bad(
            "moves invalid UTF-8",
            WYM,
            &cat(&[q, b"\xff 0\n"]),
            r,
            "4:1",
            &format!("expected {WAM}, found \"\\xff\""),
        ),
    ]
}

// ---------------------------------------------------------------- xortrie-sim transcripts

/// Transcript errors name a line only (`shared/specs/xortrie.md` §9), and print no report.
fn bad_line(name: &'static str, input: &[u8], line: u64, msg: &str) -> Row {
    Row {
        name,
        args: XT,
        input: input.to_vec(),
        stdout: "",
        stderr: format!("error: stdin:{line}: {msg}\n"),
        code: 1,
    }
}

const XT: &[&str] = &["xortrie-sim"];
/// The setup of the spec's example round, lines 1-9.
const XT_SETUP: &[u8] = b"players Ann Bob Cid Dee\nround\nstart Ann=7 Bob=19 Cid=3 Dee=28\nmarker 300\nmarker 97\ndeal Cid 45 120\ndeal Dee 260 33\ndeal Ann 5 88\ndeal Bob 150 201\n";

fn xortrie_rows() -> Vec<Row> {
    let p = XT_SETUP;
    vec![
        bad_line("xt empty input", b"", 1, "expected players, found end of file"),
        bad_line("xt unknown directive", b"players Ann Bob Cid Dee\nfoo\n", 2, "expected a directive (players, round, start, marker, deal, turn, draw, play, test, buy, take, drop, use, counter, keep or give), found foo"),
        bad_line("xt card above u64", &cat(&[p, b"turn Cid\ndraw 64 17\nplay 99999999999999999999999 own\n"]), 12, "play: expected a card 1..511, found 99999999999999999999999"),
        bad_line("xt negative card", &cat(&[p, b"turn Cid\nplay -45 own\n"]), 11, "play: expected a card 1..511, found -45"),
        bad_line("xt card out of range", &cat(&[p, b"turn Cid\nplay 512 own\n"]), 11, "play: expected a card 1..511, found 512"),
        bad_line("xt end of file in setup", b"players Ann Bob Cid Dee\nround\nstart Ann=7 Bob=19 Cid=3 Dee=28\nmarker 300\nmarker 97\n", 5, "the file ends during the setup of a round: expected deal"),
        bad_line("xt end of line in a directive", b"players Ann Bob Cid Dee\nround\nstart Ann=7 Bob=19 Cid=3 Dee=28\nmarker 300\nmarker 97\ndeal Cid 45\n", 6, "deal: expected a card 1..511, found end of line"),
        bad_line("xt overlong line", &cat(&[b"players", &b" A".repeat(100), b"\n"]), 1, "players: expected at most 64 tokens on a line, found more"),
        bad_line("xt too many players", b"players A B C D E F G H I\n", 1, "a game needs 4 to 8 players, found 9"),
        bad_line("xt keep more than exist", &cat(&[p, b"turn Cid\ndraw 64 17\nplay 45 own\nkeep 64 17\nturn Dee\nplay 260 public\nkeep 33 1 2 3 4 5 6 7 8 9 10\n"]), 16, "keep lists 11 cards, at most 2 may be kept"),
        bad_line("xt binary bytes", b"players Ann Bob \x01 Dee\n", 1, "players: expected a player name ([A-Za-z0-9_-], 1 to 32 characters), found \\u{1}"),
        bad_line("xt carriage return inside a line", b"players Ann Bob\rCid Dee\n", 1, "players: expected a player name ([A-Za-z0-9_-], 1 to 32 characters), found Bob\\rCid"),
        bad_line("xt invalid UTF-8", &cat(&[p, b"turn Cid\ndraw 64 17\nplay 45 own\n\xc3\x28\n"]), 13, "expected UTF-8 text, found byte 0xC3"),
        bad_line("xt BOM, comments and CRLF count as lines", b"\xef\xbb\xbf# a comment\r\n\r\nplayers Ann Bob Cid Dee # seats\r\nround\r\nplayers Ann\r\n", 5, "players must be the first directive, and appear only once"),
    ]
}

fn run_rows(rows: Vec<Row>) {
    let mut failures = Vec::new();
    let count = rows.len();
    for row in rows {
        let assert = Command::cargo_bin("grundy")
            .unwrap()
            .args(row.args)
            .write_stdin(row.input.clone())
            .timeout(std::time::Duration::from_secs(20))
            .assert();
        let out = assert.get_output();
        let got_out = String::from_utf8_lossy(&out.stdout);
        let got_err = String::from_utf8_lossy(&out.stderr);
        let code = out.status.code();
        if got_out != row.stdout || got_err != row.stderr || code != Some(row.code) {
            failures.push(format!(
                "{} ({:?} < {:?}):\n  status {:?}, want {}\n  stdout {:?}\n    want {:?}\n  stderr {:?}\n    want {:?}",
                row.name,
                row.args,
                String::from_utf8_lossy(&row.input),
                code,
                row.code,
                got_out,
                row.stdout,
                got_err,
                row.stderr
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {count} rows failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn snim_bad_input() {
    run_rows(snim_rows());
}

#[test]
fn winning_ways_bad_input() {
    run_rows(winning_ways_rows());
}

#[test]
fn anti_nim_bad_input() {
    run_rows(anti_nim_rows());
}

#[test]
fn christmas_bad_input() {
    run_rows(christmas_rows());
}

#[test]
fn k_multiple_bad_input() {
    run_rows(k_multiple_rows());
}

#[test]
fn wythoff_bad_input() {
    run_rows(wythoff_rows());
}

#[test]
fn xortrie_bad_input() {
    run_rows(xortrie_rows());
}

/// A named file is called by its path in the message, exactly as given.
#[test]
fn file_errors_name_the_path() {
    let dir = std::env::temp_dir().join(format!("grundy-bad-input-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("case.in");
    std::fs::File::create(&path)
        .unwrap()
        .write_all(b"2\n1\n3\n1\nz\n")
        .unwrap();
    let assert = Command::cargo_bin("grundy")
        .unwrap()
        .arg("winning-ways")
        .arg(&path)
        .assert()
        .code(1)
        .stdout("1\n");
    let err = String::from_utf8_lossy(&assert.get_output().stderr).to_string();
    assert_eq!(
        err,
        format!(
            "error: {}:5:1: expected a pile size, found \"z\"\n",
            path.display()
        )
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A file that cannot be opened is an I/O error (status 2), not bad input.
#[test]
fn missing_file_is_status_2() {
    let assert = Command::cargo_bin("grundy")
        .unwrap()
        .args(["snim", "/nonexistent/grundy/input.in"])
        .assert()
        .code(2)
        .stdout("");
    let err = String::from_utf8_lossy(&assert.get_output().stderr).to_string();
    assert!(
        err.starts_with("error: cannot open /nonexistent/grundy/input.in: "),
        "{err:?}"
    );
    assert_eq!(err.lines().count(), 1, "{err:?}");
}

/// A directory is refused by name: also an I/O error with status 2.
#[test]
fn unreadable_input_is_status_2() {
    let assert = Command::cargo_bin("grundy")
        .unwrap()
        .args(["winning-ways", "/"])
        .assert()
        .code(2)
        .stdout("");
    let err = String::from_utf8_lossy(&assert.get_output().stderr).to_string();
    assert_eq!(err, "error: cannot read /: it is a directory, not a file\n");
}

/// Bad flags are usage errors: status 2, nothing on stdout.
#[test]
fn usage_errors_are_status_2() {
    for args in [
        &["anti-nim", "--format", "bogus"][..],
        &["snim", "--no-such-flag"],
        &["no-such-subcommand"],
        &["winning-ways", "a", "b"],
    ] {
        Command::cargo_bin("grundy")
            .unwrap()
            .args(args)
            .write_stdin("1\n1\n1\n")
            .assert()
            .code(2)
            .stdout("");
    }
}

/// A full disk is a write error: status 2 and one line naming it, not a panic and not
/// success (a closed pipe, by contrast, is success: see tests/resources.rs).
#[test]
fn full_disk_is_status_2() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("no /dev/full: skipped");
        return;
    };
    let out = std::process::Command::new(assert_cmd::cargo::cargo_bin("grundy"))
        .arg("winning-ways")
        .arg("testdata/winning-ways/sample.in")
        .stdout(full)
        .stderr(std::process::Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(err.starts_with("error: cannot write output: "), "{err:?}");
    assert_eq!(err.lines().count(), 1, "{err:?}");
}
