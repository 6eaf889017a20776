//! Fuzz target: every problem of the catalogue on the shapes random bytes rarely take, made
//! on purpose: an endless token, a huge count, keys chosen against the fixed hashes. The
//! first byte picks the problem, the second the shape (see src/lib.rs and
//! `grundy::contract::check_shape`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    grundy_fuzz::shapes(data);
});
