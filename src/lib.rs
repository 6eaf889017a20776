//! grundy: exact, fast solvers for combinatorial-game judge problems, and a referee for
//! recorded XOR-Trie games. The binary in `main.rs` only parses arguments and maps errors
//! to exit codes; everything else lives here.
//!
//! Rooms: `io` (input, output, the scanner), `games` (closed forms, no I/O), `problems` (the
//! catalogue registry and one file per judge format), `tools` (subcommands that are not
//! judge formats), `xortrie` (the card game's rules, referee and simulator), `cli` (clap),
//! `contract` (the bad-input contract as one check, for tests and fuzzing).
#![forbid(unsafe_code)]

pub mod cli;
pub mod contract;
pub mod tools;

// The layers are crates of the workspace (src/engine, src/games, src/io, src/problems,
// src/xortrie), built in parallel and rebuilt apart; here they keep the names they had as
// modules, so `grundy::engine::...` and `crate::problems::...` read as before.
pub use grundy_engine as engine;
pub use grundy_games as games;
pub use grundy_io as io;
pub use grundy_io::error;
pub use grundy_problems as problems;
pub use grundy_xortrie as xortrie;

pub use error::{Error, Result};
