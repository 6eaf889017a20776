//! Fuzz target: `grundy wythoff`; the first byte picks `--moves` (odd) or not, the rest
//! is the input (see src/lib.rs for what is checked).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (flag, input) = grundy_fuzz::split_flag(data);
    grundy_fuzz::check_judge(input, |sc, out| {
        grundy::judge::wythoff::solve(sc, out, flag % 2 == 1)
    });
});
