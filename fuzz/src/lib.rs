//! The fuzz targets' bodies: run grundy on arbitrary bytes and insist on the bad-input
//! contract (`grundy::contract`, the same check the robustness properties make) instead of
//! merely "no crash". A breach panics, which libFuzzer reports as a finding.

use grundy::contract::{self, Subject};
use grundy::problems::{Options, Problem, PROBLEMS};

/// Name the errors will carry.
pub const SOURCE: &str = "fuzz";

/// The problem a fuzz input's first byte picks, and its options: the low seven bits pick
/// `PROBLEMS[bits % len]` (so the seeds' prefix bytes, fuzz/seeds/judge/, keep their problem
/// while the registry grows at its end), the high bit turns on the problem's own flags
/// (`pp-and-qq --exact`); the rest of the bytes is the input.
pub fn pick(data: &[u8]) -> (&'static dyn Problem, Options, &[u8]) {
    let (byte, input) = match data.split_first() {
        Some((&byte, rest)) => (byte, rest),
        None => (0, data),
    };
    let problem = PROBLEMS[usize::from(byte & 0x7f) % PROBLEMS.len()];
    let flags = if byte & 0x80 != 0 {
        problem.meta().flags.iter().map(|f| f.name).collect()
    } else {
        Vec::new()
    };
    (problem, Options::with_flags(flags), input)
}

/// The `judge` target: the problem the first byte picks, on the rest of the bytes.
pub fn judge(data: &[u8]) {
    let (problem, options, input) = pick(data);
    contract::assert_holds(Subject::Judge(problem, &options), input, SOURCE);
}

/// The `xortrie` target: the bytes as an XOR-Trie transcript, refereed, both reports written.
pub fn transcript(data: &[u8]) {
    contract::assert_holds(Subject::Transcript, data, SOURCE);
}

/// The `shapes` target: the problem the first byte picks, on a shape the next bytes make
/// (`contract::check_shape`: an endless token, a huge count, chosen hash keys).
pub fn shapes(data: &[u8]) {
    let (problem, options, rest) = pick(data);
    if let Err(breach) = contract::check_shape(problem, &options, rest, SOURCE) {
        panic!("{breach} on {:?}", String::from_utf8_lossy(data));
    }
}
