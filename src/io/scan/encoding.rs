//! Input that is text, but not in the ASCII the judge formats are written in, as saved by
//! editors on Windows or Chinese systems: a UTF-8 byte-order mark (skipped, as the
//! scanner's first look at an input does), UTF-16 (refused with one line naming the
//! encoding and the fix), and full-width digits `１２`, the ideographic space U+3000 and the
//! no-break space U+00A0 (refused, saying what they are and what to type instead).

/// The UTF-8 byte-order mark.
pub const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// UTF-16, as recognised from the first bytes of an input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Utf16 {
    pub little_endian: bool,
    /// Whether it starts with a byte-order mark (`FF FE` or `FE FF`).
    pub bom: bool,
}

/// Pairs of bytes looked at when there is no byte-order mark.
const SNIFFED_PAIRS: usize = 8;

impl Utf16 {
    /// UTF-16 recognised from an input's first bytes: a byte-order mark, or ASCII
    /// characters each followed (little-endian) or preceded (big-endian) by a NUL byte,
    /// which no judge input has.
    pub fn sniff(head: &[u8]) -> Option<Utf16> {
        match head {
            [0xFF, 0xFE, ..] => Some(Utf16 {
                little_endian: true,
                bom: true,
            }),
            [0xFE, 0xFF, ..] => Some(Utf16 {
                little_endian: false,
                bom: true,
            }),
            _ => {
                let pairs: Vec<&[u8]> = head.chunks_exact(2).take(SNIFFED_PAIRS).collect();
                let ascii = |b: u8| b != 0 && b.is_ascii();
                let le = pairs.iter().all(|p| ascii(p[0]) && p[1] == 0);
                let be = pairs.iter().all(|p| p[0] == 0 && ascii(p[1]));
                (!pairs.is_empty() && (le || be)).then_some(Utf16 {
                    little_endian: le,
                    bom: false,
                })
            }
        }
    }

    /// What an error says was found, with the fix: `UTF-16 little-endian text (byte-order
    /// mark FF FE); convert it to UTF-8 first: iconv -f UTF-16 -t UTF-8 FILE > FILE.utf8`.
    /// `name` is the input's (a path, or `stdin`).
    pub fn found(&self, name: &str) -> String {
        let order = if self.little_endian { "little" } else { "big" };
        let (how, from) = match (self.bom, self.little_endian) {
            (true, true) => ("byte-order mark FF FE".to_string(), "UTF-16"),
            (true, false) => ("byte-order mark FE FF".to_string(), "UTF-16"),
            (false, true) => ("a NUL byte after each character".to_string(), "UTF-16LE"),
            (false, false) => ("a NUL byte before each character".to_string(), "UTF-16BE"),
        };
        let file = if name == "stdin" { "FILE" } else { name };
        format!(
            "UTF-16 {order}-endian text ({how}); convert it to UTF-8 first: \
             iconv -f {from} -t UTF-8 {file} > {file}.utf8"
        )
    }
}

/// A full-width digit `０`..`９` (U+FF10..U+FF19) in UTF-8: `EF BC 90`..`EF BC 99`.
fn full_width_digit(bytes: &[u8]) -> Option<char> {
    match bytes {
        [0xEF, 0xBC, d @ 0x90..=0x99, ..] => char::from_u32(0xFF10 + u32::from(d - 0x90)),
        _ => None,
    }
}

/// A space that is not ASCII, as Chinese input methods (U+3000) and word processors
/// (U+00A0) type it, in UTF-8: its length in bytes, its code point and its name.
fn wide_space(bytes: &[u8]) -> Option<(usize, u32, &'static str)> {
    match bytes {
        [0xE3, 0x80, 0x80, ..] => Some((3, 0x3000, "an ideographic space U+3000")),
        [0xC2, 0xA0, ..] => Some((2, 0xA0, "a no-break space U+00A0")),
        _ => None,
    }
}

/// A bad token that holds full-width digits or non-ASCII spaces, quoted with its digits
/// shown as typed, its spaces as escapes (`\u{3000}`: invisible otherwise) and the advice:
/// `"１２" (full-width digits: type them as ASCII 0-9)`, `"2\u{3000}3" (an ideographic
/// space U+3000: separate numbers with ASCII spaces)`; `None` for any other token. Other
/// bytes are escaped as the plain quote escapes them.
pub fn quote_full_width(bytes: &[u8], truncated: bool) -> Option<String> {
    let mut s = String::from("\"");
    let (mut digits, mut spaces) = (false, Vec::new());
    let mut i = 0;
    while i < bytes.len() {
        if let Some(digit) = full_width_digit(&bytes[i..]) {
            s.push(digit);
            digits = true;
            i += 3;
            continue;
        }
        if let Some((len, code, name)) = wide_space(&bytes[i..]) {
            s.push_str(&format!("\\u{{{code:x}}}"));
            if !spaces.contains(&name) {
                spaces.push(name);
            }
            i += len;
            continue;
        }
        match bytes[i] {
            b @ (b'"' | b'\\') => {
                s.push('\\');
                s.push(b as char);
            }
            b @ 0x20..=0x7e => s.push(b as char),
            b => s.push_str(&format!("\\x{b:02x}")),
        }
        i += 1;
    }
    if !digits && spaces.is_empty() {
        return None;
    }
    if truncated {
        s.push_str("...");
    }
    s.push_str("\" (");
    let mut hints: Vec<String> = Vec::new();
    if digits {
        hints.push("full-width digits: type them as ASCII 0-9".into());
    }
    if !spaces.is_empty() {
        hints.push(format!(
            "{}: separate numbers with ASCII spaces",
            spaces.join(" and ")
        ));
    }
    s.push_str(&hints.join("; "));
    s.push(')');
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf16_is_recognised_by_its_mark_or_its_nul_bytes() {
        let le = Utf16::sniff(b"\xFF\xFE3\x00\n\x00").unwrap();
        assert!(le.little_endian && le.bom);
        let be = Utf16::sniff(b"\xFE\xFF\x003").unwrap();
        assert!(!be.little_endian && be.bom);
        let le = Utf16::sniff(b"3\x00\r\x00\n\x001\x00").unwrap();
        assert!(le.little_endian && !le.bom);
        let be = Utf16::sniff(b"\x003\x00\n").unwrap();
        assert!(!be.little_endian && !be.bom);
        for text in [
            &b"3\n1 2\n"[..],
            b"",
            b"3",
            b"\xEF\xBB\xBF3\n",
            b"\x00\x00",
            b"3\x00\x00\x00",
        ] {
            assert_eq!(Utf16::sniff(text), None, "{text:?}");
        }
    }

    #[test]
    fn the_fix_names_the_encoding_and_the_file() {
        let le = Utf16::sniff(b"\xFF\xFE").unwrap();
        let found = le.found("in.txt");
        assert!(found.contains("UTF-16 little-endian"), "{found}");
        assert!(
            found.contains("iconv -f UTF-16 -t UTF-8 in.txt > in.txt.utf8"),
            "{found}"
        );
        let be = Utf16::sniff(b"\x003").unwrap();
        assert!(be
            .found("stdin")
            .contains("iconv -f UTF-16BE -t UTF-8 FILE"));
    }

    #[test]
    fn full_width_digits_are_shown_and_named() {
        let q = quote_full_width("１２".as_bytes(), false).unwrap();
        assert_eq!(q, "\"１２\" (full-width digits: type them as ASCII 0-9)");
        let q = quote_full_width("1０x\x01".as_bytes(), true).unwrap();
        assert_eq!(
            q,
            "\"1０x\\x01...\" (full-width digits: type them as ASCII 0-9)"
        );
        assert_eq!(quote_full_width(b"abc", false), None);
        // U+FF1A (a full-width colon) is not a digit.
        assert_eq!(quote_full_width("：".as_bytes(), false), None);
        // A sequence cut by the quote's length is escaped, not shown.
        assert_eq!(quote_full_width(b"\xEF\xBC", false), None);
    }

    #[test]
    fn non_ascii_spaces_are_shown_escaped_and_named() {
        let q = quote_full_width("2\u{3000}3".as_bytes(), false).unwrap();
        assert_eq!(
            q,
            "\"2\\u{3000}3\" (an ideographic space U+3000: separate numbers with ASCII spaces)"
        );
        let q = quote_full_width("7\u{a0}".as_bytes(), true).unwrap();
        assert_eq!(
            q,
            "\"7\\u{a0}...\" (a no-break space U+00A0: separate numbers with ASCII spaces)"
        );
        let q = quote_full_width("１\u{3000}2\u{a0}\u{3000}".as_bytes(), false).unwrap();
        assert_eq!(
            q,
            "\"１\\u{3000}2\\u{a0}\\u{3000}\" (full-width digits: type them as ASCII 0-9; \
             an ideographic space U+3000 and a no-break space U+00A0: separate numbers with \
             ASCII spaces)"
        );
        // Cut short, they are bytes like any other.
        assert_eq!(quote_full_width(b"2\xE3\x80", false), None);
        assert_eq!(quote_full_width(b"\xC2", false), None);
    }
}
