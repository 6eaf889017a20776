//! The `dynamic-subtraction` family: take-away games whose largest take depends on the previous move (k-times rule, Fibonacci Nim).

pub(crate) mod fibonacci_nim;
pub(crate) mod k_multiple;
