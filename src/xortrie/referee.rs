//! The referee: reads a transcript once, checks it is UTF-8 once, and drives its lines
//! through the parser into the rules, turning names into seats and every refused directive
//! into `<file>:<line>: <why>`.

use std::io::Read;

use super::rules::{Action, Game, Player};
use super::transcript::{Line, Parser};
use crate::error::{Error, Result};
use crate::io::scan::encoding::Utf16;

/// Reads a whole transcript from `reader` and referees it; `source` names it in errors.
pub fn referee<R: Read>(mut reader: R, source: &str) -> Result<Game> {
    // Transcripts are small; the buffer grows as the bytes arrive.
    let mut bytes = Vec::new();
    reader
        .read_to_end(&mut bytes)
        .map_err(|e| Error::read(source, e))?;
    referee_bytes(&bytes, source)
}

/// Referees a transcript held in memory; the game state at its end is what gets reported.
pub fn referee_bytes(bytes: &[u8], source: &str) -> Result<Game> {
    // UTF-16 (a Windows editor's "Unicode") gets the encoding and the fix named.
    if let Some(utf16) = Utf16::sniff(&bytes[..bytes.len().min(64)]) {
        return Err(Error::input(
            source,
            1,
            None,
            format!("expected UTF-8 text, found {}", utf16.found(source)),
        ));
    }
    // The whole file is checked for UTF-8 first, so a bad byte is reported as such even
    // when an earlier line breaks a rule (a ruling of problems/xortrie-sim.md).
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let line = 1 + bytes[..e.valid_up_to()]
            .iter()
            .filter(|&&b| b == b'\n')
            .count() as u64;
        let bad = bytes[e.valid_up_to()];
        Error::input(
            source,
            line,
            None,
            format!("expected UTF-8 text, found byte 0x{bad:02X}"),
        )
    })?;
    let mut parser = Parser::new(text, source);
    let mut game = match parser.next_line()? {
        None => return Err(parser.error(parser.last_line(), "expected players, found end of file")),
        Some((_, Line::Players(names))) => {
            Game::new(names).map_err(|v| parser.error(parser.last_line(), v.to_string()))?
        }
        Some((line, other)) => {
            return Err(parser.error(line, format!("expected players, found {}", other.name())))
        }
    };
    while let Some((line, directive)) = parser.next_line()? {
        let Line::Action(action) = directive else {
            return Err(parser.error(
                line,
                "players must be the first directive, and appear only once",
            ));
        };
        let action = seat(&game, action).map_err(|m| parser.error(line, m))?;
        game.apply(action)
            .map_err(|v| parser.error(line, v.to_string()))?;
    }
    game.finish()
        .map_err(|v| parser.error(parser.last_line(), v.to_string()))?;
    Ok(game)
}

/// The action with every name replaced by its seat.
fn seat(game: &Game, action: Action<String>) -> Result<Action<Player>, String> {
    action.try_map_players(|name| {
        game.names().iter().position(|n| *n == name).ok_or_else(|| {
            format!(
                "unknown player {name} (players: {})",
                game.names().join(" ")
            )
        })
    })
}
