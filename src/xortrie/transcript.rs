//! The transcript format (spec §8 and the token rulings of §10): reads a transcript line by
//! line and turns each line into a [`Directive`], or a located error saying what was
//! expected and what was found. Knows the syntax only; whether a directive is legal is the
//! business of [`super::rules`].

use std::io::{BufRead, BufReader, Read};

use super::rules::{Action, Card, Skill, Target, MAX_CARD};
use crate::error::{Error, Result};

/// One line's directive, with players still as names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Directive {
    Players(Vec<String>),
    Round,
    Start(Vec<(String, u64)>),
    Marker(Card),
    Deal(String, Card, Card),
    Turn(String),
    Draw(Vec<Card>),
    Play(Card, Target),
    Test(Card, Card),
    Buy,
    Take(Skill),
    Drop(Skill),
    Use(Skill, Target, Option<u64>),
    Counter(String),
    Keep(Vec<Card>),
    Give(String, String),
}

/// No legal line has more than a dozen tokens (`players` and `start` have nine); a line with
/// millions would otherwise cost tens of bytes of memory per token before being refused.
const MAX_TOKENS: usize = 64;

const DIRECTIVES: &str =
    "players, round, start, marker, deal, turn, draw, play, test, buy, take, drop, use, \
     counter, keep or give";

/// Reads directives one line at a time; memory is bounded by the longest line.
pub struct Parser<R> {
    reader: BufReader<R>,
    source: String,
    line: u64,
    buf: Vec<u8>,
}

impl<R: Read> Parser<R> {
    pub fn new(reader: R, source: impl Into<String>) -> Self {
        Parser {
            reader: BufReader::new(reader),
            source: source.into(),
            line: 0,
            buf: Vec::new(),
        }
    }

    pub fn source(&self) -> &str {
        &self.source
    }

    /// The number of the last line read (at least 1, so an empty file's errors name line 1).
    pub fn last_line(&self) -> u64 {
        self.line.max(1)
    }

    pub fn error(&self, line: u64, message: impl Into<String>) -> Error {
        Error::input(&self.source, line, None, message)
    }

    /// The next directive and its line number, or `None` at the end of the file.
    pub fn next_directive(&mut self) -> Result<Option<(u64, Directive)>> {
        loop {
            self.buf.clear();
            let n = self
                .reader
                .read_until(b'\n', &mut self.buf)
                .map_err(|e| Error::read(&self.source, e))?;
            if n == 0 {
                return Ok(None);
            }
            self.line += 1;
            let mut bytes: &[u8] = &self.buf;
            if self.line == 1 {
                bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
            }
            // Only a `\r` right before the `\n` is dropped (§10): a lone `\r` at the end of
            // the file belongs to the last token.
            if let Some(line) = bytes.strip_suffix(b"\n") {
                bytes = line.strip_suffix(b"\r").unwrap_or(line);
            }
            let text = std::str::from_utf8(bytes).map_err(|e| {
                let bad = bytes[e.valid_up_to()];
                self.error(
                    self.line,
                    format!("expected UTF-8 text, found byte 0x{bad:02X}"),
                )
            })?;
            let text = text.split('#').next().unwrap_or("");
            let tokens: Vec<&str> = text
                .split([' ', '\t'])
                .filter(|t| !t.is_empty())
                .take(MAX_TOKENS + 1)
                .collect();
            if tokens.is_empty() {
                continue;
            }
            if tokens.len() > MAX_TOKENS {
                return Err(self.error(
                    self.line,
                    format!(
                        "{}: expected at most {MAX_TOKENS} tokens on a line, found more",
                        shown(tokens[0])
                    ),
                ));
            }
            let directive = parse(&tokens).map_err(|m| self.error(self.line, m))?;
            return Ok(Some((self.line, directive)));
        }
    }
}

/// Parses one line's tokens; the error is the message.
pub fn parse(tokens: &[&str]) -> Result<Directive, String> {
    let (&word, rest) = tokens
        .split_first()
        .ok_or("expected a directive, found end of line")?;
    let mut args = Args { word, rest, at: 0 };
    let d = match word {
        "players" => {
            let mut names = Vec::new();
            while !args.done() {
                names.push(args.name("a player name")?);
            }
            Directive::Players(names)
        }
        "round" => Directive::Round,
        "start" => {
            let mut values = Vec::new();
            while !args.done() {
                values.push(args.start_value()?);
            }
            if values.is_empty() {
                return Err(
                    "start: expected NAME=VALUE for every player, found end of line".into(),
                );
            }
            Directive::Start(values)
        }
        "marker" => Directive::Marker(args.card()?),
        "deal" => Directive::Deal(
            args.name("the player dealt to")?,
            args.card()?,
            args.card()?,
        ),
        "turn" => Directive::Turn(args.name("the player whose turn it is")?),
        "draw" => Directive::Draw(args.cards()?),
        "play" => Directive::Play(args.card()?, args.target()?),
        "test" => Directive::Test(args.card()?, args.card()?),
        "buy" => Directive::Buy,
        "take" => Directive::Take(args.skill()?),
        "drop" => Directive::Drop(args.skill()?),
        "use" => {
            let skill = args.skill()?;
            let target = args.target()?;
            let bit = if args.done() {
                None
            } else {
                Some(args.number("a bit 0..10")?)
            };
            Directive::Use(skill, target, bit)
        }
        "counter" => Directive::Counter(args.name("the player who counters")?),
        "keep" => Directive::Keep(args.cards()?),
        "give" => Directive::Give(
            args.name("the giving player")?,
            args.name("the receiving player")?,
        ),
        other => {
            return Err(format!(
                "expected a directive ({DIRECTIVES}), found {}",
                shown(other)
            ))
        }
    };
    args.end()?;
    Ok(d)
}

struct Args<'a> {
    word: &'a str,
    rest: &'a [&'a str],
    at: usize,
}

impl<'a> Args<'a> {
    fn done(&self) -> bool {
        self.at >= self.rest.len()
    }

    fn next(&mut self, what: &str) -> Result<&'a str, String> {
        let t = self
            .rest
            .get(self.at)
            .ok_or_else(|| format!("{}: expected {what}, found end of line", self.word))?;
        self.at += 1;
        Ok(t)
    }

    fn fail(&self, what: &str, found: &str) -> String {
        format!("{}: expected {what}, found {}", self.word, shown(found))
    }

    fn end(&self) -> Result<(), String> {
        match self.rest.get(self.at) {
            None => Ok(()),
            Some(t) => Err(self.fail("end of line", t)),
        }
    }

    fn name(&mut self, what: &str) -> Result<String, String> {
        let t = self.next(what)?;
        if is_name(t) {
            Ok(t.to_string())
        } else {
            Err(self.fail(&format!("{what} ([A-Za-z0-9_-], 1 to 32 characters)"), t))
        }
    }

    fn number(&mut self, what: &str) -> Result<u64, String> {
        let t = self.next(what)?;
        number(t).ok_or_else(|| self.fail(what, t))
    }

    fn card(&mut self) -> Result<Card, String> {
        let what = "a card 1..511";
        let t = self.next(what)?;
        match number(t) {
            Some(c) if (1..=u64::from(MAX_CARD)).contains(&c) => Ok(c as Card),
            _ => Err(self.fail(what, t)),
        }
    }

    fn cards(&mut self) -> Result<Vec<Card>, String> {
        let mut cards = Vec::new();
        while !self.done() {
            cards.push(self.card()?);
        }
        Ok(cards)
    }

    fn target(&mut self) -> Result<Target, String> {
        let what = "own or public";
        match self.next(what)? {
            "own" => Ok(Target::Own),
            "public" => Ok(Target::Public),
            t => Err(self.fail(what, t)),
        }
    }

    fn skill(&mut self) -> Result<Skill, String> {
        let what = "a skill (<<, >>, ~, I, C or shl, shr, not, ins, clr)";
        let t = self.next(what)?;
        skill(t).ok_or_else(|| self.fail(what, t))
    }

    fn start_value(&mut self) -> Result<(String, u64), String> {
        let what = "NAME=VALUE";
        let t = self.next(what)?;
        match t.split_once('=') {
            Some((name, v)) if is_name(name) => match number(v) {
                Some(v) => Ok((name.to_string(), v)),
                None => Err(self.fail(what, t)),
            },
            _ => Err(self.fail(what, t)),
        }
    }
}

/// A token as quoted in a message: control characters (a stray `\r`, say) escaped, so
/// that the one-line error stays one readable line.
fn shown(t: &str) -> std::borrow::Cow<'_, str> {
    if t.chars().any(char::is_control) {
        t.chars()
            .map(|c| {
                if c.is_control() {
                    c.escape_default().to_string()
                } else {
                    c.to_string()
                }
            })
            .collect::<String>()
            .into()
    } else {
        t.into()
    }
}

pub fn is_name(t: &str) -> bool {
    (1..=32).contains(&t.len())
        && t.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// Plain decimal digits, leading zeros allowed; `None` also beyond u64, so that the error
/// quotes the token as written.
fn number(t: &str) -> Option<u64> {
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.bytes().try_fold(0u64, |n, b| {
        n.checked_mul(10)?.checked_add(u64::from(b - b'0'))
    })
}

pub fn skill(t: &str) -> Option<Skill> {
    Some(match t {
        "<<" | "shl" => Skill::Shl,
        ">>" | "shr" => Skill::Shr,
        "~" | "not" => Skill::Not,
        "I" | "ins" => Skill::Ins,
        "C" | "clr" => Skill::Clr,
        _ => return None,
    })
}

/// Writes an action as its transcript line (without the newline): the inverse of
/// [`parse`] followed by the referee's name lookup.
pub fn format_action(action: &Action, names: &[String]) -> String {
    let cards = |cs: &[Card]| cs.iter().map(|c| format!(" {c}")).collect::<String>();
    match action {
        Action::NewRound => "round".into(),
        Action::Start(values) => {
            let mut line = String::from("start");
            for (p, v) in values {
                line += &format!(" {}={v}", names[*p]);
            }
            line
        }
        Action::Marker(c) => format!("marker {c}"),
        Action::Deal(p, a, b) => format!("deal {} {a} {b}", names[*p]),
        Action::Turn(p) => format!("turn {}", names[*p]),
        Action::Draw(cs) => format!("draw{}", cards(cs)),
        Action::Play(c, t) => format!("play {c} {t}"),
        Action::Test(c, j) => format!("test {c} {j}"),
        Action::Buy => "buy".into(),
        Action::Take(s) => format!("take {s}"),
        Action::Drop(s) => format!("drop {s}"),
        Action::Use(s, t, None) => format!("use {s} {t}"),
        Action::Use(s, t, Some(b)) => format!("use {s} {t} {b}"),
        Action::Counter(p) => format!("counter {}", names[*p]),
        Action::Keep(cs) => format!("keep{}", cards(cs)),
        Action::Give(a, b) => format!("give {} {}", names[*a], names[*b]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &[u8]) -> Vec<std::result::Result<(u64, Directive), String>> {
        let mut p = Parser::new(text, "t");
        let mut out = Vec::new();
        loop {
            match p.next_directive() {
                Ok(Some(d)) => out.push(Ok(d)),
                Ok(None) => break,
                Err(e) => {
                    out.push(Err(e.to_string()));
                    break;
                }
            }
        }
        out
    }

    #[test]
    fn tokens_comments_bom_and_crlf() {
        let got = lines(b"\xEF\xBB\xBF# c\r\n\r\nplay 007\town#x\r\nuse I public 3\n");
        assert_eq!(
            got,
            vec![
                Ok((3, Directive::Play(7, Target::Own))),
                Ok((4, Directive::Use(Skill::Ins, Target::Public, Some(3))))
            ]
        );
    }

    #[test]
    fn overlong_lines_are_refused_by_token_count() {
        let many = format!("players {}\n", "Ann ".repeat(100_000));
        assert_eq!(
            lines(many.as_bytes()),
            vec![Err(
                "t:1: players: expected at most 64 tokens on a line, found more".into()
            )]
        );
        let odd = format!("\x1b[2J {}\n", "x ".repeat(100));
        assert_eq!(
            lines(odd.as_bytes()),
            vec![Err(
                "t:1: \\u{1b}[2J: expected at most 64 tokens on a line, found more".into()
            )]
        );
        // Up to the limit, the directive's own check speaks.
        let at_limit = format!("players {}\n", "Ann ".repeat(63));
        assert!(lines(at_limit.as_bytes())[0].is_ok());
    }

    #[test]
    fn errors_say_what_was_expected() {
        assert_eq!(
            lines(b"\n\nplay 512 own\n"),
            vec![Err("t:3: play: expected a card 1..511, found 512".into())]
        );
        assert!(lines(b"Play 5 own\n")[0]
            .as_ref()
            .unwrap_err()
            .starts_with("t:1: expected a directive"));
        assert_eq!(
            lines(b"buy now\n"),
            vec![Err("t:1: buy: expected end of line, found now".into())]
        );
        assert_eq!(lines(b"ok\nplay \xff\n"), vec![Err("t:1: expected a directive (players, round, start, marker, deal, turn, draw, play, test, buy, take, drop, use, counter, keep or give), found ok".into())]);
        assert_eq!(
            lines(b"round\nplay \xff\n"),
            vec![
                Ok((1, Directive::Round)),
                Err("t:2: expected UTF-8 text, found byte 0xFF".into())
            ]
        );
        assert_eq!(
            lines(b"play 7 own\r\nplay 7 own\r"),
            vec![
                Ok((1, Directive::Play(7, Target::Own))),
                Err("t:2: play: expected own or public, found own\\r".into())
            ]
        );
        assert_eq!(number("99999999999999999999999"), None);
        assert_eq!(number("0018446744073709551615"), Some(u64::MAX));
        assert_eq!(number("+1"), None);
    }
}
