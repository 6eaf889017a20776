//! The referee: drives the transcript parser into the rules, turning names into seats and
//! every refused directive into `error: <file>:<line>: <why>`.

use std::io::Read;

use super::rules::{Action, Game};
use super::transcript::{Directive, Parser};
use crate::error::{Error, Result};

/// Referees a whole transcript; the game state at its end is what gets reported.
pub fn referee<R: Read>(mut reader: R, source: &str) -> Result<Game> {
    // The whole file is checked for UTF-8 first, so a bad byte is reported as such even
    // when an earlier line breaks a rule. Transcripts are small; the buffer grows as the
    // bytes arrive.
    let mut bytes = Vec::new();
    reader
        .read_to_end(&mut bytes)
        .map_err(|e| Error::read(source, e))?;
    if let Err(e) = std::str::from_utf8(&bytes) {
        let line = 1 + bytes[..e.valid_up_to()]
            .iter()
            .filter(|&&b| b == b'\n')
            .count() as u64;
        let bad = bytes[e.valid_up_to()];
        return Err(Error::input(
            source,
            line,
            None,
            format!("expected UTF-8 text, found byte 0x{bad:02X}"),
        ));
    }
    let mut parser = Parser::new(&bytes[..], source);
    let mut game = match parser.next_directive()? {
        None => return Err(parser.error(parser.last_line(), "expected players, found end of file")),
        Some((_, Directive::Players(names))) => {
            Game::new(names).map_err(|v| parser.error(parser.last_line(), v.to_string()))?
        }
        Some((line, d)) => {
            return Err(parser.error(line, format!("expected players, found {}", word(&d))))
        }
    };
    while let Some((line, d)) = parser.next_directive()? {
        let action = to_action(&game, d).map_err(|m| parser.error(line, m))?;
        game.apply(action)
            .map_err(|v| parser.error(line, v.to_string()))?;
    }
    game.finish()
        .map_err(|v| parser.error(parser.last_line(), v.to_string()))?;
    Ok(game)
}

fn word(d: &Directive) -> &'static str {
    match d {
        Directive::Players(_) => "players",
        Directive::Round => "round",
        Directive::Start(_) => "start",
        Directive::Marker(_) => "marker",
        Directive::Deal(..) => "deal",
        Directive::Turn(_) => "turn",
        Directive::Draw(_) => "draw",
        Directive::Play(..) => "play",
        Directive::Test(..) => "test",
        Directive::Buy => "buy",
        Directive::Take(_) => "take",
        Directive::Drop(_) => "drop",
        Directive::Use(..) => "use",
        Directive::Counter(_) => "counter",
        Directive::Keep(_) => "keep",
        Directive::Give(..) => "give",
    }
}

fn to_action(game: &Game, d: Directive) -> Result<Action, String> {
    let seat = |name: &str| -> Result<usize, String> {
        game.names().iter().position(|n| n == name).ok_or_else(|| {
            format!(
                "unknown player {name} (players: {})",
                game.names().join(" ")
            )
        })
    };
    Ok(match d {
        Directive::Players(_) => {
            return Err("players must be the first directive, and appear only once".into())
        }
        Directive::Round => Action::NewRound,
        Directive::Start(values) => Action::Start(
            values
                .into_iter()
                .map(|(name, v)| Ok((seat(&name)?, v)))
                .collect::<Result<_, String>>()?,
        ),
        Directive::Marker(c) => Action::Marker(c),
        Directive::Deal(p, a, b) => Action::Deal(seat(&p)?, a, b),
        Directive::Turn(p) => Action::Turn(seat(&p)?),
        Directive::Draw(cards) => Action::Draw(cards),
        Directive::Play(c, t) => Action::Play(c, t),
        Directive::Test(c, j) => Action::Test(c, j),
        Directive::Buy => Action::Buy,
        Directive::Take(s) => Action::Take(s),
        Directive::Drop(s) => Action::Drop(s),
        Directive::Use(s, t, b) => Action::Use(s, t, b),
        Directive::Counter(p) => Action::Counter(seat(&p)?),
        Directive::Keep(cards) => Action::Keep(cards),
        Directive::Give(a, b) => Action::Give(seat(&a)?, seat(&b)?),
    })
}

/// Used by tests and the simulator's checks: referee text held in memory.
pub fn referee_str(text: &str) -> Result<Game, Error> {
    referee(text.as_bytes(), "transcript")
}
