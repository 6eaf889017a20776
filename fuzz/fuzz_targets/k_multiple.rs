//! Fuzz target: `grundy k-multiple` on arbitrary bytes (see src/lib.rs for what is checked).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    grundy_fuzz::check_judge(data, grundy::judge::k_multiple::solve);
});
