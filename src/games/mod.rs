//! Pure game theory: no I/O, no parsing. Each judge solver reads its input, calls into
//! here, and prints; the property tests check every closed form here against
//! [`crate::engine::impartial::Exhaustive`].

pub mod hackenbush;
pub mod k_multiple;
pub mod nim;
pub mod subtraction;
pub mod wythoff;
