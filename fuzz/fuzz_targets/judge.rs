//! Fuzz target: every problem of the catalogue on arbitrary bytes, so a new problem is fuzzed
//! the day it is registered. The first byte picks the problem and its flags, the rest is its
//! input (see src/lib.rs for what is checked).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    grundy_fuzz::judge(data);
});
