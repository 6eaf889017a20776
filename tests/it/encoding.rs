//! Input saved by Windows or Chinese editors, for every problem of the registry: a UTF-8
//! byte-order mark is skipped (the answers are those of the plain input), UTF-16 gets one
//! error naming the encoding and the fix, and a full-width digit or a non-ASCII space
//! (U+3000, U+00A0) an error that says so at its line and column; every such run keeps the bad-input contract
//! (`grundy::contract::check`). The same through the binary, and for `xortrie-sim`.

use assert_cmd::Command;
use grundy::contract::{self, Subject};
use grundy::problems::{Options, Problem, PROBLEMS};

use crate::support::files;

/// The smallest golden input of a problem that holds a number (not an empty input).
fn smallest_input(problem: &dyn Problem) -> Vec<u8> {
    let dir = std::path::Path::new("testdata").join(problem.meta().id);
    files(&dir, "in")
        .into_iter()
        .map(|p| std::fs::read(p).unwrap())
        .filter(|bytes| bytes.iter().any(u8::is_ascii_digit))
        .min_by_key(Vec::len)
        .unwrap_or_else(|| panic!("{}: no golden input", problem.meta().id))
}

/// `text` in UTF-16, little- or big-endian, with or without the byte-order mark.
fn utf16(text: &[u8], little_endian: bool, bom: bool) -> Vec<u8> {
    let mut out = Vec::new();
    if bom {
        out.extend_from_slice(if little_endian {
            b"\xFF\xFE"
        } else {
            b"\xFE\xFF"
        });
    }
    for unit in String::from_utf8_lossy(text).encode_utf16() {
        let bytes = if little_endian {
            unit.to_le_bytes()
        } else {
            unit.to_be_bytes()
        };
        out.extend_from_slice(&bytes);
    }
    out
}

fn check(problem: &dyn Problem, input: &[u8]) -> contract::Checked {
    contract::check(Subject::Judge(problem, &Options::default()), input, "stdin")
        .unwrap_or_else(|breach| panic!("{breach} on {:?}", String::from_utf8_lossy(input)))
}

fn a_utf8_bom_is_skipped_by_every_problem() {
    for problem in PROBLEMS {
        let plain = smallest_input(*problem);
        let mut marked = b"\xEF\xBB\xBF".to_vec();
        marked.extend_from_slice(&plain);
        let want = check(*problem, &plain);
        let got = check(*problem, &marked);
        let id = problem.meta().id;
        assert_eq!(got.output, want.output, "{id}: answers with a BOM");
        assert_eq!(got.error.is_some(), want.error.is_some(), "{id}: {got:?}");
    }
}

fn utf16_is_named_with_its_fix_by_every_problem() {
    for problem in PROBLEMS {
        let plain = smallest_input(*problem);
        for (le, bom) in [(true, true), (false, true), (true, false), (false, false)] {
            let id = problem.meta().id;
            let checked = check(*problem, &utf16(&plain, le, bom));
            let error = checked
                .error
                .unwrap_or_else(|| panic!("{id}: UTF-16 answered"));
            let order = if le { "little-endian" } else { "big-endian" };
            assert!(
                error.contains(&format!("found UTF-16 {order}"))
                    && error.contains("iconv -f UTF-16"),
                "{id}: {error}"
            );
            assert!(checked.output.is_empty(), "{id}: {:?}", checked.output);
        }
    }
}

/// The first ASCII digit of the input, full-width: the error names it where it stands.
fn full_width_digits_are_named_by_every_problem() {
    for problem in PROBLEMS {
        let id = problem.meta().id;
        let plain = smallest_input(*problem);
        let Some(at) = plain.iter().position(u8::is_ascii_digit) else {
            continue;
        };
        let line = 1 + plain[..at].iter().filter(|&&b| b == b'\n').count();
        let col = at
            - plain[..at]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |p| p + 1)
            + 1;
        let mut wide = plain[..at].to_vec();
        wide.extend_from_slice(
            char::from_u32(0xFF10 + u32::from(plain[at] - b'0'))
                .unwrap()
                .to_string()
                .as_bytes(),
        );
        wide.extend_from_slice(&plain[at + 1..]);
        let checked = check(*problem, &wide);
        let error = checked
            .error
            .unwrap_or_else(|| panic!("{id}: a full-width digit answered"));
        assert!(error.contains("full-width digits"), "{id}: {error}");
        // The digit is the first token's or inside it: the error stands at that token.
        let token_start = plain[..at]
            .iter()
            .rposition(|b| b.is_ascii_whitespace())
            .map_or(0, |p| p + 1);
        let token_col = col - (at - token_start);
        assert!(
            error.starts_with(&format!("stdin:{line}:{token_col}: ")),
            "{id}: {error}, want line {line} column {token_col}"
        );
    }
}

/// The first whitespace between two tokens, as an ideographic space U+3000 (Chinese input
/// methods type it) or a no-break space U+00A0: the error quotes the glued token with the
/// space escaped, names the space and says what to type, at the token's line and column.
fn non_ascii_spaces_are_named_by_every_problem() {
    for (space, name) in [
        ("\u{3000}", "an ideographic space U+3000"),
        ("\u{a0}", "a no-break space U+00A0"),
    ] {
        for problem in PROBLEMS {
            let id = problem.meta().id;
            let plain = smallest_input(*problem);
            let start = plain
                .iter()
                .position(|b| !b.is_ascii_whitespace())
                .expect("a golden input holds a token");
            let Some(gap) = plain[start..]
                .iter()
                .position(u8::is_ascii_whitespace)
                .map(|g| start + g)
                .filter(|&g| plain[g + 1..].iter().any(|b| !b.is_ascii_whitespace()))
            else {
                continue;
            };
            let mut wide = plain[..gap].to_vec();
            wide.extend_from_slice(space.as_bytes());
            wide.extend_from_slice(&plain[gap + 1..]);
            let error = check(*problem, &wide)
                .error
                .unwrap_or_else(|| panic!("{id}: {name} answered"));
            let line = 1 + plain[..start].iter().filter(|&&b| b == b'\n').count();
            let col = start
                - plain[..start]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |p| p + 1)
                + 1;
            assert!(
                error.starts_with(&format!("stdin:{line}:{col}: "))
                    && error.contains(&format!("{name}: separate numbers with ASCII spaces"))
                    && error.contains(&format!(
                        "\\u{{{:x}}}",
                        space.chars().next().unwrap() as u32
                    )),
                "{id}: {error}"
            );
        }
    }
}

fn the_binary_says_so_in_one_line_with_status_1() {
    let cases: [(Vec<u8>, &str); 5] = [
        (utf16(b"1\n3\n1 2 3\n", true, true), "error: stdin:1:1: expected ASCII or UTF-8 text, found UTF-16 little-endian text (byte-order mark FF FE); convert it to UTF-8 first: iconv -f UTF-16 -t UTF-8 FILE > FILE.utf8\n"),
        ("1\n3\n1 ２ 3\n".as_bytes().to_vec(), "error: stdin:3:3: expected a pile size, found \"２\" (full-width digits: type them as ASCII 0-9)\n"),
        ("2\n1\n5\n1\n1０\n".as_bytes().to_vec(), "error: stdin:5:1: expected a pile size, found \"1０\" (full-width digits: type them as ASCII 0-9)\n"),
        ("1\n3\n1 2\u{3000}3\n".as_bytes().to_vec(), "error: stdin:3:3: expected a pile size, found \"2\\u{3000}3\" (an ideographic space U+3000: separate numbers with ASCII spaces)\n"),
        ("1\n3\n1\u{a0}2 3\n".as_bytes().to_vec(), "error: stdin:3:1: expected a pile size, found \"1\\u{a0}2\" (a no-break space U+00A0: separate numbers with ASCII spaces)\n"),
    ];
    for (input, err) in cases {
        let out = if err.contains("stdin:5") { "1\n" } else { "" };
        Command::cargo_bin("grundy")
            .unwrap()
            .arg("winning-ways")
            .write_stdin(input)
            .assert()
            .code(1)
            .stdout(out)
            .stderr(err);
    }
    Command::cargo_bin("grundy")
        .unwrap()
        .arg("winning-ways")
        .write_stdin(b"\xEF\xBB\xBF1\n3\n1 2 3\n".to_vec())
        .assert()
        .success()
        .stdout("0\n")
        .stderr("");
}

/// A transcript in UTF-16 is refused the same way (its errors name a line only).
fn xortrie_transcripts_in_utf16_are_named() {
    let input = utf16(b"players ann bob cy dee\n", true, true);
    contract::check(Subject::Transcript, &input, "stdin").unwrap();
    Command::cargo_bin("grundy")
        .unwrap()
        .arg("xortrie-sim")
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout("")
        .stderr("error: stdin:1: expected UTF-8 text, found UTF-16 little-endian text (byte-order mark FF FE); convert it to UTF-8 first: iconv -f UTF-16 -t UTF-8 FILE > FILE.utf8\n");
}

trials![
    a_utf8_bom_is_skipped_by_every_problem,
    utf16_is_named_with_its_fix_by_every_problem,
    full_width_digits_are_named_by_every_problem,
    non_ascii_spaces_are_named_by_every_problem,
    the_binary_says_so_in_one_line_with_status_1,
    xortrie_transcripts_in_utf16_are_named,
];
