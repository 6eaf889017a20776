//! Fuzz target: every problem of the registry, so a new problem is fuzzed the day it is
//! registered. The first byte picks the problem (its low seven bits, modulo the registry's
//! length) and, with its high bit, gives the problem's own flags (`pp-and-qq --exact`);
//! the rest is the input (see src/lib.rs for what is checked).
#![no_main]

use grundy::io::Output;
use grundy::problems::{Format, Options, PROBLEMS};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (pick, input) = grundy_fuzz::split_flag(data);
    let problem = PROBLEMS[usize::from(pick & 0x7f) % PROBLEMS.len()];
    let flags = if pick & 0x80 != 0 {
        problem.meta().flags.iter().map(|f| f.name).collect()
    } else {
        Vec::new()
    };
    let options = Options::with_flags(flags);
    grundy_fuzz::check_judge(input, |sc, out| {
        let mut output = Output::new(&mut *out);
        let result = problem.run(&options, sc, &mut output, Format::Judge);
        let flushed = output.finish();
        result.and(flushed)
    });
});
