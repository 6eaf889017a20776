//! Fuzz target: `grundy anti-nim`; the first byte picks `--format` (even: john, odd:
//! be-the-winner), the rest is the input (see src/lib.rs for what is checked).
#![no_main]

use grundy::judge::anti_nim::{self, Format};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (flag, input) = grundy_fuzz::split_flag(data);
    let format = if flag % 2 == 0 {
        Format::John
    } else {
        Format::BeTheWinner
    };
    grundy_fuzz::check_judge(input, |sc, out| anti_nim::solve(sc, out, format));
});
