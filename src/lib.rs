//! grundy: exact, fast solvers for combinatorial-game judge problems, and a referee for
//! recorded XOR-Trie games. The binary in `main.rs` only parses arguments and maps errors
//! to exit codes; everything else lives here.

pub mod cli;
pub mod engine;
pub mod error;
pub mod games;
pub mod io;
pub mod judge;
pub mod xortrie;

pub use error::{Error, Result};
