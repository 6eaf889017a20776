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
pub mod engine;
pub mod error;
pub mod games;
pub mod io;
pub mod problems;
pub mod tools;
pub mod xortrie;

pub use error::{Error, Result};
