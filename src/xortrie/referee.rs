//! The referee: streams a transcript line by line (its form checked by [`super::lines`])
//! through the parser into the rules, turning names into seats and every refused directive
//! into `<file>:<line>: <why>`.

use std::io::Read;

use super::lines::Lines;
use super::rules::{Action, Game, Player};
use super::transcript::{parse_line, Line};
use grundy_io::error::{Error, Result};

/// Reads a transcript from `reader` and referees it as its lines arrive; `source` names it
/// in errors. The game state at its end is what gets reported.
pub fn referee<R: Read>(reader: R, source: &str) -> Result<Game> {
    referee_lines(Lines::new(reader, source))
}

/// [`referee`], keeping the story of every round only when `story` is set (a report that
/// prints no story need not pay for one).
pub fn referee_story<R: Read>(reader: R, source: &str, story: bool) -> Result<Game> {
    referee_with(Lines::new(reader, source), story)
}

/// [`referee`] over lines read with limits of their own (tests, the fuzz target).
pub fn referee_lines<R: Read>(lines: Lines<R>) -> Result<Game> {
    referee_with(lines, true)
}

fn referee_with<R: Read>(mut lines: Lines<R>, story: bool) -> Result<Game> {
    let mut game: Option<Game> = None;
    // The first rule broken. Reading goes on after it, only to check the form of the rest:
    // a byte that is not UTF-8 is reported as such even when an earlier line breaks a rule
    // (a ruling of problems/xortrie-sim.md), and so is a limit passed.
    let mut broken: Option<Error> = None;
    // The line of the last directive: where an unfinished turn stopped.
    let mut last_directive = 0;
    while let Some(text) = lines.next_line()? {
        if broken.is_some() {
            continue;
        }
        let outcome = match parse_line(text) {
            Ok(None) => continue,
            Ok(Some(directive)) => {
                last_directive = lines.last_line();
                step(&mut game, directive, story)
            }
            Err(message) => Err(message),
        };
        if let Err(message) = outcome {
            broken = Some(lines.error(lines.last_line(), message));
        }
    }
    if let Some(e) = broken {
        return Err(e);
    }
    let end = lines.last_line();
    let Some(mut game) = game else {
        return Err(lines.error(end, "expected players, found end of file"));
    };
    game.finish().map_err(|v| lines.error(end, v.to_string()))?;
    if game.current().is_some_and(|r| r.incomplete.is_some()) {
        game.stopped_at = Some(last_directive);
    }
    Ok(game)
}

/// One directive applied: the `players` line seats the match, and must come first and once.
fn step(game: &mut Option<Game>, directive: Line, story: bool) -> Result<(), String> {
    match (game.as_mut(), directive) {
        (None, Line::Players(names)) => {
            let seated = Game::new(names).map_err(|v| v.to_string())?;
            *game = Some(if story {
                seated
            } else {
                seated.without_story()
            });
            Ok(())
        }
        (None, other) => Err(format!("expected players, found {}", other.name())),
        (Some(_), Line::Players(_)) => {
            Err("players must be the first directive, and appear only once".into())
        }
        (Some(game), Line::Action(action)) => {
            let action = seat(game, action)?;
            game.apply(action).map_err(|v| v.to_string())
        }
    }
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
