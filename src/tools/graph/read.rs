//! Reading a graph in `grundy graph`'s text format: `n m`, then m moves `u v`; tokens
//! separated by any ASCII whitespace, `#` to the end of a line a comment.
//!
//! Its own reader rather than the judges' scanner because of the comments, and because a
//! graph of 10^7 moves is about 100 MB of text: bytes are read in large chunks and parsed
//! in one tight loop, the line and column of the token being read always known, so an
//! error points at it (`file:line:col: expected ..., found ...`).
//!
//! Memory follows the moves actually read, never the counts: a header that promises 2^40
//! moves reserves room for what the file can hold (its length, when it is a file) or a
//! modest start that grows, and fails at the end of the input where the moves stop.

use std::io::{self, Read};

use crate::error::{Error, Result};

/// Bytes read at a time.
const CHUNK: usize = 1 << 20;
/// A token longer than this is never a valid number (20 digits and many leading zeros
/// are allowed); it is refused without being held.
const TOKEN_MAX: usize = 64;
/// How much of a bad token an error quotes.
const QUOTE_MAX: usize = 24;
/// The largest number of positions.
pub const MAX_POSITIONS: u64 = (1 << 32) - 1;
/// The largest number of moves.
pub const MAX_MOVES: u64 = 1 << 40;

/// A graph as read: positions `1..=n`, moves as 0-based sources and targets in the order
/// given (repeats kept; the engine drops them).
#[derive(Debug)]
pub struct ReadGraph {
    pub n: u64,
    pub src: Vec<u32>,
    pub dst: Vec<u32>,
}

/// Tokens of one input.
struct Lexer<R> {
    src: R,
    name: String,
    buf: Vec<u8>,
    pos: usize,
    end: usize,
    eof: bool,
    /// Absolute offset of `buf[0]`.
    base: u64,
    line: u64,
    line_start: u64,
    /// Where the last token started.
    tok_line: u64,
    tok_col: u64,
}

/// What stands at a token's place.
enum Token {
    Number(u64),
    End,
}

impl<R: Read> Lexer<R> {
    fn new(src: R, name: &str) -> Self {
        Lexer {
            src,
            name: name.to_string(),
            buf: vec![0; CHUNK + TOKEN_MAX * 2],
            pos: 0,
            end: 0,
            eof: false,
            base: 0,
            line: 1,
            line_start: 0,
            tok_line: 1,
            tok_col: 1,
        }
    }

    /// Keeps at least `want` bytes ahead of `pos` buffered unless the input ends first.
    #[cold]
    fn refill(&mut self, want: usize) -> Result<()> {
        while self.end - self.pos < want && !self.eof {
            if self.pos > 0 {
                self.buf.copy_within(self.pos..self.end, 0);
                self.base += self.pos as u64;
                self.end -= self.pos;
                self.pos = 0;
            }
            let room = self.buf.len();
            match self.src.read(&mut self.buf[self.end..room]) {
                Ok(0) => self.eof = true,
                Ok(k) => self.end += k,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(Error::read(&self.name, e)),
            }
        }
        Ok(())
    }

    /// Skips whitespace and comments; false at the end of the input.
    #[inline(always)]
    fn skip_space(&mut self) -> Result<bool> {
        loop {
            while self.pos < self.end {
                match self.buf[self.pos] {
                    b'\n' => {
                        self.pos += 1;
                        self.line += 1;
                        self.line_start = self.base + self.pos as u64;
                    }
                    b' ' | b'\t' | b'\r' | 0x0b | 0x0c => self.pos += 1,
                    b'#' => self.skip_comment()?,
                    _ => return Ok(true),
                }
            }
            if self.eof {
                return Ok(false);
            }
            self.refill(TOKEN_MAX)?;
        }
    }

    /// Skips a comment up to (not including) its newline.
    #[cold]
    fn skip_comment(&mut self) -> Result<()> {
        loop {
            match self.buf[self.pos..self.end]
                .iter()
                .position(|&b| b == b'\n')
            {
                Some(i) => {
                    self.pos += i;
                    return Ok(());
                }
                None => {
                    self.pos = self.end;
                    if self.eof {
                        return Ok(());
                    }
                    self.refill(1)?;
                }
            }
        }
    }

    /// The next token, a number; `what` names it in an error.
    #[inline(always)]
    fn number(&mut self, what: &dyn Fn() -> String) -> Result<Token> {
        if self.end - self.pos < TOKEN_MAX && !self.eof {
            self.refill(TOKEN_MAX)?;
        }
        if !self.skip_space()? {
            self.tok_line = self.line;
            self.tok_col = self.base + self.pos as u64 - self.line_start + 1;
            return Ok(Token::End);
        }
        if self.end - self.pos < TOKEN_MAX && !self.eof {
            self.refill(TOKEN_MAX)?;
        }
        self.tok_line = self.line;
        self.tok_col = self.base + self.pos as u64 - self.line_start + 1;
        let start = self.pos;
        let mut value: u64 = 0;
        let mut pos = start;
        let stop = self.end.min(start + TOKEN_MAX);
        while pos < stop {
            let d = self.buf[pos].wrapping_sub(b'0');
            if d > 9 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(d));
            pos += 1;
        }
        let digits = pos - start;
        let ends = if pos == self.end {
            self.eof
        } else {
            matches!(self.buf[pos], b' ' | b'\t'..=b'\r' | b'#')
        };
        if digits == 0 || !ends {
            return Err(self.bad_token(what, false));
        }
        self.pos = pos;
        if digits > 19 {
            // Past 19 digits, the value is checked exactly (leading zeros are harmless).
            let text = &self.buf[start..pos];
            let significant = text.iter().skip_while(|&&b| b == b'0').count();
            let exact = std::str::from_utf8(&text[digits - significant.min(digits)..])
                .ok()
                .and_then(|t| {
                    if t.is_empty() {
                        Some(0)
                    } else {
                        t.parse::<u64>().ok()
                    }
                });
            match exact {
                Some(v) => value = v,
                None => {
                    return Err(self.error(&what(), &format!("a {significant}-digit number")));
                }
            }
        }
        Ok(Token::Number(value))
    }

    /// The error for the token at the current position, which is not a number (or is
    /// too long to be one): it is quoted, cut at [`QUOTE_MAX`] bytes.
    #[cold]
    fn bad_token(&mut self, what: &dyn Fn() -> String, quote_digits: bool) -> Error {
        let mut shown = Vec::new();
        let mut len = 0usize;
        loop {
            while self.pos < self.end {
                let b = self.buf[self.pos];
                if matches!(b, b' ' | b'\t'..=b'\r' | b'#') {
                    break;
                }
                if shown.len() < QUOTE_MAX {
                    shown.push(b);
                }
                len += 1;
                self.pos += 1;
            }
            if self.pos < self.end || self.eof || len > 1 << 20 {
                break;
            }
            if let Err(e) = self.refill(1) {
                return e;
            }
        }
        let all_digits = shown.iter().all(u8::is_ascii_digit);
        let found = if all_digits && !quote_digits {
            format!("a number of {len} characters (at most {TOKEN_MAX})")
        } else {
            quote(&shown, len > QUOTE_MAX)
        };
        self.error(&what(), &found)
    }

    /// An error at the last token's place.
    fn error(&self, expected: &str, found: &str) -> Error {
        Error::input(
            &self.name,
            self.tok_line,
            Some(self.tok_col),
            format!("expected {expected}, found {found}"),
        )
    }

    /// Checks that nothing but whitespace and comments is left.
    fn finish(&mut self, after: &str) -> Result<()> {
        let more = self.skip_space()?;
        self.tok_line = self.line;
        self.tok_col = self.base + self.pos as u64 - self.line_start + 1;
        if more {
            return Err(self.bad_token(&|| after.to_string(), true));
        }
        Ok(())
    }

    /// A number in `lo..=hi`.
    #[inline(always)]
    fn number_in(&mut self, what: &dyn Fn() -> String, lo: u64, hi: u64) -> Result<u64> {
        match self.number(what)? {
            Token::Number(v) if (lo..=hi).contains(&v) => Ok(v),
            Token::Number(v) => {
                Err(self.error(&format!("{} ({lo}..={hi})", what()), &v.to_string()))
            }
            Token::End => Err(self.error(&what(), "end of input")),
        }
    }
}

/// Shows a bad token readably: printable ASCII as is, anything else escaped.
fn quote(bytes: &[u8], truncated: bool) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            b'"' | b'\\' => {
                s.push('\\');
                s.push(b as char);
            }
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\x{b:02x}")),
        }
    }
    if truncated {
        s.push_str("...");
    }
    s.push('"');
    s
}

/// Reads one graph; `size` is the input's length when known (a file), which bounds the
/// moves it can hold.
pub fn read(src: impl Read, name: &str, size: Option<u64>) -> Result<ReadGraph> {
    let mut lex = Lexer::new(src, name);
    lex.refill(TOKEN_MAX)?;
    // A UTF-8 byte-order mark is skipped (its bytes still count in the first line's columns).
    if lex.buf[..lex.end].starts_with(b"\xEF\xBB\xBF") {
        lex.pos = 3;
    }
    let n = lex.number_in(&|| "the number of positions n".into(), 1, MAX_POSITIONS)?;
    let m = lex.number_in(&|| "the number of moves m".into(), 0, MAX_MOVES)?;
    // Each move takes at least 4 bytes ("1 1" and a separator): a count beyond what the
    // input can hold is not reserved.
    let room = size.map_or(1 << 20, |s| s / 3 + 1);
    let reserve = m.min(room).min(1 << 28) as usize;
    let mut src = Vec::with_capacity(reserve);
    let mut dst = Vec::with_capacity(reserve);
    let what_u = |i: u64| move || format!("the source u of move {i} of {m}");
    let what_v = |i: u64| move || format!("the target v of move {i} of {m}");
    for i in 1..=m {
        let u = lex.number_in(&what_u(i), 1, n)?;
        let v = lex.number_in(&what_v(i), 1, n)?;
        src.push((u - 1) as u32);
        dst.push((v - 1) as u32);
    }
    let after = if m == 0 {
        "the end of input after the header (no moves)".to_string()
    } else {
        format!("the end of input after move {m} of {m}")
    };
    lex.finish(&after)?;
    Ok(ReadGraph { n, src, dst })
}
