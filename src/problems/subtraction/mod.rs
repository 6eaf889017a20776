//! The `subtraction` family: subtraction games with a fixed set of takes, solved by Grundy tables and their periods.

pub(crate) mod fibonacci_again;
pub(crate) mod good_luck_cet4;
pub(crate) mod snim;
