//! Pure game theory: no I/O, no parsing. Each judge solver reads its input, calls into
//! here, and prints; the property tests check every closed form here against [`brute`].

pub mod brute;
pub mod calendar;
pub mod cutcake;
pub mod digital_deletions;
pub mod fibonacci;
pub mod hackenbush;
pub mod k_multiple;
pub mod kiki;
pub mod multiplication;
pub mod nim;
pub mod power_subtraction;
pub mod subtraction;
pub mod takeaway;
pub mod wythoff;
