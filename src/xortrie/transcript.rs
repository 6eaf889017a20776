//! The transcript format (spec §8 and the token rulings of §10): turns each line of a
//! transcript's text into a [`Line`], or a located error saying what was expected and what
//! was found; and writes an [`Action`] back as its line. Knows the syntax only; whether a
//! directive is legal is the business of [`super::rules`].

use std::fmt;

use super::rules::{Action, Card, Skill, Target, MAX_CARD};

/// One line's directive, with players still as names: the `players` line, which seats the
/// match, or an action of the match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    Players(Vec<String>),
    Action(Action<String>),
}

impl Line {
    /// The directive's name, for messages.
    pub fn name(&self) -> &'static str {
        match self {
            Line::Players(_) => "players",
            Line::Action(action) => action.name(),
        }
    }
}

/// No legal line has more than a dozen tokens (`players` and `start` have nine); a line with
/// millions would otherwise cost tens of bytes of memory per token before being refused.
const MAX_TOKENS: usize = 64;

const DIRECTIVES: &str =
    "players, round, start, marker, deal, turn, draw, play, test, buy, take, drop, use, \
     counter, keep or give";

/// The directive of one line's text (its line end removed, see [`super::lines`]), `None` for
/// a line of only blanks and comments; the error is the message, without the location.
pub fn parse_line(text: &str) -> Result<Option<Line>, String> {
    let text = text.split('#').next().unwrap_or("");
    let tokens: Vec<&str> = text
        .split([' ', '\t'])
        .filter(|t| !t.is_empty())
        .take(MAX_TOKENS + 1)
        .collect();
    if tokens.is_empty() {
        return Ok(None);
    }
    if tokens.len() > MAX_TOKENS {
        return Err(format!(
            "{}: expected at most {MAX_TOKENS} tokens on a line, found more",
            shown(tokens[0])
        ));
    }
    parse(&tokens).map(Some)
}

/// Parses one line's tokens; the error is the message.
fn parse(tokens: &[&str]) -> Result<Line, String> {
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
            return finish(args, Line::Players(names));
        }
        "round" => Action::NewRound,
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
            Action::Start(values)
        }
        "marker" => Action::Marker(args.card()?),
        "deal" => Action::Deal(
            args.name("the player dealt to")?,
            args.card()?,
            args.card()?,
        ),
        "turn" => Action::Turn(args.name("the player whose turn it is")?),
        "draw" => Action::Draw(args.cards()?),
        "play" => Action::Play(args.card()?, args.target()?),
        "test" => Action::Test(args.card()?, args.card()?),
        "buy" => Action::Buy,
        "take" => Action::Take(args.skill()?),
        "drop" => Action::Drop(args.skill()?),
        "use" => {
            let skill = args.skill()?;
            let target = args.target()?;
            let bit = if args.done() {
                None
            } else {
                Some(args.number("a bit 0..10")?)
            };
            Action::Use(skill, target, bit)
        }
        "counter" => Action::Counter(args.name("the player who counters")?),
        "keep" => Action::Keep(args.cards()?),
        "give" => Action::Give(
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
    finish(args, Line::Action(d))
}

/// The line parsed, once nothing is left on it.
fn finish(args: Args<'_>, line: Line) -> Result<Line, String> {
    args.end()?;
    Ok(line)
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
            Err(self.fail(
                &format!("{what} (1 to 32 characters, none a space, a control character or =)"),
                t,
            ))
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

/// How many characters of a token a message quotes: a token may be a megabyte long. As the
/// judges' scanner quotes a short prefix of a bad token (`io::scan`'s `QUOTE_MAX`), this
/// quotes the longest legal name whole, and the start of anything longer.
const SHOWN_MAX: usize = 32;

/// A token as quoted in a message: at most [`SHOWN_MAX`] characters of it, then `...` and
/// its length; control characters (a stray `\r`, say) escaped, so that the one-line error
/// stays one short, readable line.
fn shown(t: &str) -> std::borrow::Cow<'_, str> {
    match t.char_indices().nth(SHOWN_MAX) {
        None => grundy_io::printable(t),
        Some((cut, _)) => {
            format!("{}... ({} bytes)", grundy_io::printable(&t[..cut]), t.len()).into()
        }
    }
}

/// A player name: 1 to 32 Unicode characters (not bytes: `张三` and `Zoë` are names), none
/// whitespace, a control character or `=` (which separates a name from its value on the
/// `start` line). Names compare exactly, character for character.
fn is_name(t: &str) -> bool {
    // Four bytes a character at most: a longer token is not counted character by character.
    t.len() <= 4 * 32
        && (1..=32).contains(&t.chars().count())
        && t.chars()
            .all(|c| !c.is_whitespace() && !c.is_control() && c != '=')
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

fn skill(t: &str) -> Option<Skill> {
    Some(match t {
        "<<" | "shl" => Skill::Shl,
        ">>" | "shr" => Skill::Shr,
        "~" | "not" => Skill::Not,
        "I" | "ins" => Skill::Ins,
        "C" | "clr" => Skill::Clr,
        _ => return None,
    })
}

/// An action as its transcript line (without the newline): the inverse of `parse` once
/// the players are names again (`action.map_players(|p| &names[p])`).
impl<P: fmt::Display> fmt::Display for Action<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cards = |f: &mut fmt::Formatter<'_>, cs: &[Card]| -> fmt::Result {
            cs.iter().try_for_each(|c| write!(f, " {c}"))
        };
        match self {
            Action::NewRound => f.write_str("round"),
            Action::Start(values) => {
                f.write_str("start")?;
                values.iter().try_for_each(|(p, v)| write!(f, " {p}={v}"))
            }
            Action::Marker(c) => write!(f, "marker {c}"),
            Action::Deal(p, a, b) => write!(f, "deal {p} {a} {b}"),
            Action::Turn(p) => write!(f, "turn {p}"),
            Action::Draw(cs) => {
                f.write_str("draw")?;
                cards(f, cs)
            }
            Action::Play(c, t) => write!(f, "play {c} {t}"),
            Action::Test(c, j) => write!(f, "test {c} {j}"),
            Action::Buy => f.write_str("buy"),
            Action::Take(s) => write!(f, "take {s}"),
            Action::Drop(s) => write!(f, "drop {s}"),
            Action::Use(s, t, None) => write!(f, "use {s} {t}"),
            Action::Use(s, t, Some(b)) => write!(f, "use {s} {t} {b}"),
            Action::Counter(p) => write!(f, "counter {p}"),
            Action::Keep(cs) => {
                f.write_str("keep")?;
                cards(f, cs)
            }
            Action::Give(a, b) => write!(f, "give {a} {b}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each directive of `text` with its line, up to the first error, read as the referee
    /// reads them.
    fn lines(text: &str) -> Vec<Result<(u64, Line), String>> {
        let mut input = super::super::lines::Lines::new(text.as_bytes(), "t");
        let mut out = Vec::new();
        loop {
            let parsed = match input.next_line() {
                Ok(Some(text)) => parse_line(text),
                Ok(None) => break,
                Err(e) => Err(e.to_string()),
            };
            let line = input.last_line();
            match parsed {
                Ok(Some(d)) => out.push(Ok((line, d))),
                Ok(None) => {}
                Err(m) if m.starts_with("t:") => {
                    out.push(Err(m));
                    break;
                }
                Err(m) => {
                    out.push(Err(format!("t:{line}: {m}")));
                    break;
                }
            }
        }
        out
    }

    #[test]
    fn names_are_unicode_characters_but_no_space_control_or_equals() {
        for name in ["张三", "Zoë", "🦀", "Ann", "a-b_c.d", &"字".repeat(32)] {
            assert!(is_name(name), "{name}");
        }
        for name in [
            "",
            "a\u{3000}b",
            "a\u{a0}b",
            "a\u{7}",
            "a=b",
            &"字".repeat(33),
        ] {
            assert!(!is_name(name), "{name:?}");
        }
    }

    #[test]
    fn tokens_comments_bom_and_crlf() {
        let got = lines("\u{FEFF}# c\r\n\r\nplay 007\town#x\r\nuse I public 3\n");
        assert_eq!(
            got,
            vec![
                Ok((3, Line::Action(Action::Play(7, Target::Own)))),
                Ok((
                    4,
                    Line::Action(Action::Use(Skill::Ins, Target::Public, Some(3)))
                ))
            ]
        );
    }

    #[test]
    fn overlong_lines_are_refused_by_token_count() {
        let many = format!("players {}\n", "Ann ".repeat(100_000));
        assert_eq!(
            lines(&many),
            vec![Err(
                "t:1: players: expected at most 64 tokens on a line, found more".into()
            )]
        );
        let odd = format!("\x1b[2J {}\n", "x ".repeat(100));
        assert_eq!(
            lines(&odd),
            vec![Err(
                "t:1: \\u{1b}[2J: expected at most 64 tokens on a line, found more".into()
            )]
        );
        // Up to the limit, the directive's own check speaks.
        let at_limit = format!("players {}\n", "Ann ".repeat(63));
        assert!(lines(&at_limit)[0].is_ok());
    }

    /// A long token is quoted by its first characters and its length, whatever it holds.
    #[test]
    fn long_tokens_are_quoted_by_a_short_prefix() {
        let long = "x".repeat(1_000_000);
        assert_eq!(
            lines(&format!("play {long} own\n")),
            vec![Err(format!(
                "t:1: play: expected a card 1..511, found {}... (1000000 bytes)",
                "x".repeat(SHOWN_MAX)
            ))]
        );
        let escapes = format!("{}{}", "\x1b".repeat(30), "y".repeat(100));
        let got = lines(&format!("{escapes}\n"));
        let Err(message) = &got[0] else {
            panic!("{got:?}")
        };
        assert_eq!(
            message,
            &format!(
                "t:1: expected a directive ({DIRECTIVES}), found {}... (130 bytes)",
                "\\u{1b}".repeat(30) + "yy"
            )
        );
        // A token of exactly the quoted length is quoted whole, in characters, not bytes.
        let names = format!("players {}= B C D\n", "é".repeat(SHOWN_MAX - 1));
        assert_eq!(
            lines(&names),
            vec![Err(format!(
                "t:1: players: expected a player name (1 to 32 characters, none a space, a control character or =), \
                 found {}=",
                "é".repeat(SHOWN_MAX - 1)
            ))]
        );
    }

    #[test]
    fn errors_say_what_was_expected() {
        assert_eq!(
            lines("\n\nplay 512 own\n"),
            vec![Err("t:3: play: expected a card 1..511, found 512".into())]
        );
        assert!(lines("Play 5 own\n")[0]
            .as_ref()
            .unwrap_err()
            .starts_with("t:1: expected a directive"));
        assert_eq!(
            lines("buy now\n"),
            vec![Err("t:1: buy: expected end of line, found now".into())]
        );
        assert_eq!(lines("ok\nplay 0\n"), vec![Err("t:1: expected a directive (players, round, start, marker, deal, turn, draw, play, test, buy, take, drop, use, counter, keep or give), found ok".into())]);
        assert_eq!(
            lines("round\nplay 0\n"),
            vec![
                Ok((1, Line::Action(Action::NewRound))),
                Err("t:2: play: expected a card 1..511, found 0".into())
            ]
        );
        assert_eq!(
            lines("play 7 own\r\nplay 7 own\r"),
            vec![
                Ok((1, Line::Action(Action::Play(7, Target::Own)))),
                Err("t:2: play: expected own or public, found own\\r".into())
            ]
        );
        assert_eq!(number("99999999999999999999999"), None);
        assert_eq!(number("0018446744073709551615"), Some(u64::MAX));
        assert_eq!(number("+1"), None);
    }

    #[test]
    fn an_action_writes_back_as_the_line_it_was_parsed_from() {
        for text in [
            "round",
            "start Ann=7 Bob=19",
            "deal Cid 45 120",
            "draw",
            "draw 64 17",
            "use I public 3",
            "use >> own",
            "keep",
            "give Ann Bob",
            "counter Dee",
        ] {
            let tokens: Vec<&str> = text.split(' ').collect();
            let Ok(Line::Action(action)) = parse(&tokens) else {
                panic!("{text} parses")
            };
            assert_eq!(action.to_string(), text);
        }
        let seated = Action::Give(1, 0).map_players(|p| ["Ann", "Bob"][p]);
        assert_eq!(seated.to_string(), "give Bob Ann");
    }
}
