//! A listed move as one object of a JSON `moves` array, and how a huge case's `after` is
//! written: in full for the array's first move, and as the tokens that change for the
//! others, so that 10^4 moves of a 400 KB case cost 10^4 small objects, not 4 GB.
//!
//! The rule, as the README's "How to win" states it: a move's `after` longer than
//! [`FULL_AFTER_MAX`] bytes, other than the first move's of its array, is written as
//! `"after":null,"after_edit":[[from,to,"text"],...]`: split the first move's `after` at
//! whitespace into tokens (numbered from 0), replace each range from..to (end excluded) by
//! `text`, ranges in increasing order and disjoint, and join the tokens with spaces. Every
//! judge input separates its tokens by any whitespace, so the result is the move's input.

use crate::moves::After;

/// The longest `after` written in full after the first move of an array (bytes).
pub const FULL_AFTER_MAX: usize = 4096;

/// The first `after` of a `moves` array, which later ones are written against.
#[derive(Debug, Default)]
pub struct AfterRef {
    first: Option<String>,
}

/// Appends `s` as a JSON string literal.
fn json_string(buf: &mut Vec<u8>, s: &str) {
    serde_json::to_writer(&mut *buf, s).expect("writing JSON into a Vec cannot fail");
}

/// Appends the object `{"move":...,"after":...}` of one move to `buf`; `reference` is the
/// array's (a fresh one per array).
pub fn write_move(buf: &mut Vec<u8>, text: &str, after: Option<&After>, reference: &mut AfterRef) {
    buf.extend_from_slice(b"{\"move\":");
    json_string(buf, text);
    match after {
        Some(After::Input(input)) => match &reference.first {
            Some(first) if input.len() > FULL_AFTER_MAX => {
                buf.extend_from_slice(b",\"after\":null,\"after_edit\":");
                write_edits(buf, first, input);
            }
            first => {
                if first.is_none() {
                    reference.first = Some(input.clone());
                }
                buf.extend_from_slice(b",\"after\":");
                json_string(buf, input);
            }
        },
        Some(After::State(state)) => {
            buf.extend_from_slice(b",\"after\":null,\"state\":");
            serde_json::to_writer(&mut *buf, state).expect("writing JSON into a Vec cannot fail");
        }
        None => buf.extend_from_slice(b",\"after\":null"),
    }
    buf.push(b'}');
}

/// The edits that turn `first` into `input`, as `[[from,to,"text"],...]` over the tokens of
/// `first`. With as many tokens on both sides (a pile changed), each run of changed tokens
/// is one edit; otherwise (a subtree cut) the one range between the common start and end.
fn write_edits(buf: &mut Vec<u8>, first: &str, input: &str) {
    let a: Vec<&str> = first.split_ascii_whitespace().collect();
    let b: Vec<&str> = input.split_ascii_whitespace().collect();
    let mut edits: Vec<(usize, usize, usize, usize)> = Vec::new();
    if a.len() == b.len() {
        let mut i = 0;
        while i < a.len() {
            if a[i] == b[i] {
                i += 1;
                continue;
            }
            let start = i;
            while i < a.len() && a[i] != b[i] {
                i += 1;
            }
            edits.push((start, i, start, i));
        }
    } else {
        let prefix = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
        let room = a.len().min(b.len()) - prefix;
        let suffix = a
            .iter()
            .rev()
            .zip(b.iter().rev())
            .take(room)
            .take_while(|(x, y)| x == y)
            .count();
        edits.push((prefix, a.len() - suffix, prefix, b.len() - suffix));
    }
    buf.push(b'[');
    let mut digits = itoa::Buffer::new();
    for (k, &(from, to, b_from, b_to)) in edits.iter().enumerate() {
        if k > 0 {
            buf.push(b',');
        }
        buf.push(b'[');
        buf.extend_from_slice(digits.format(from).as_bytes());
        buf.push(b',');
        buf.extend_from_slice(digits.format(to).as_bytes());
        buf.push(b',');
        json_string(buf, &b[b_from..b_to].join(" "));
        buf.push(b']');
    }
    buf.push(b']');
}

/// Applies an `after_edit` to the first `after` of its array (the rule of this module): the
/// reader's side, for tests and for anyone re-checking a move.
pub fn apply_edits(first: &str, edits: &[(usize, usize, String)]) -> String {
    let tokens: Vec<&str> = first.split_ascii_whitespace().collect();
    let mut out: Vec<&str> = Vec::with_capacity(tokens.len());
    let mut at = 0;
    for (from, to, text) in edits {
        out.extend(&tokens[at..*from]);
        out.extend(text.split_ascii_whitespace());
        at = *to;
    }
    out.extend(&tokens[at..]);
    let mut s = out.join(" ");
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edits_of(first: &str, input: &str) -> Vec<(usize, usize, String)> {
        let mut buf = Vec::new();
        write_edits(&mut buf, first, input);
        let v: Vec<(usize, usize, String)> = serde_json::from_slice(&buf).unwrap();
        v
    }

    fn same_tokens(a: &str, b: &str) -> bool {
        a.split_ascii_whitespace().eq(b.split_ascii_whitespace())
    }

    #[test]
    fn edits_rebuild_the_input() {
        let first = "1\n5\n1 2 3 4 5\n";
        for input in [
            "1\n5\n1 2 7 4 5\n",
            "1\n5\n9 2 3 4 8\n",
            "1\n4\n2 3 4 5\n",
            "1\n5\n1 2 3 4 5\n",
            "1\n7\n1 2 3 4 5 6 7\n",
            "2\n",
        ] {
            let edits = edits_of(first, input);
            assert!(
                same_tokens(&apply_edits(first, &edits), input),
                "{input:?}: {edits:?}"
            );
        }
        assert_eq!(
            edits_of(first, "1\n5\n1 2 7 4 5\n"),
            vec![(4, 5, "7".into())]
        );
    }

    #[test]
    fn a_long_after_past_the_first_is_an_edit() {
        let big = |x: u64| format!("1\n3000\n{x} {}\n", vec!["1"; 2999].join(" "));
        let mut reference = AfterRef::default();
        let mut buf = Vec::new();
        write_move(&mut buf, "a", Some(&After::Input(big(5))), &mut reference);
        let first: serde_json::Value = serde_json::from_slice(&buf).unwrap();
        assert_eq!(first["after"], big(5).as_str());
        buf.clear();
        write_move(&mut buf, "b", Some(&After::Input(big(6))), &mut reference);
        let second: serde_json::Value = serde_json::from_slice(&buf).unwrap();
        assert!(second["after"].is_null());
        assert_eq!(second["after_edit"], serde_json::json!([[2, 3, "6"]]));
        buf.clear();
        write_move(
            &mut buf,
            "c",
            Some(&After::Input("1 2\n".into())),
            &mut reference,
        );
        let small: serde_json::Value = serde_json::from_slice(&buf).unwrap();
        assert_eq!(small["after"], "1 2\n");
    }
}
