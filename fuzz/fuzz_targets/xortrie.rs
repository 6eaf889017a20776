//! Fuzz target: the `grundy xortrie-sim` transcript parser and referee, with both reports
//! (see src/lib.rs for what is checked).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    grundy_fuzz::transcript(data);
});
