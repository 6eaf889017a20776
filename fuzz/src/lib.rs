//! The fuzz targets' bodies: run grundy on arbitrary bytes and insist on the bad-input
//! contract (`grundy::contract`, the same check the robustness properties make) instead of
//! merely "no crash". A breach panics, which libFuzzer reports as a finding.

use grundy::contract;
use grundy::problems::{Options, Problem, PROBLEMS};

/// Name the errors will carry.
pub const SOURCE: &str = "fuzz";

/// The problem a fuzz input's first byte picks: `PROBLEMS[byte % len]`, so the seeds'
/// prefix bytes (fuzz/seeds/judge/) keep their problem while the registry grows at its end.
pub fn pick(data: &[u8]) -> (&'static dyn Problem, &[u8]) {
    match data.split_first() {
        Some((&byte, rest)) => (PROBLEMS[usize::from(byte) % PROBLEMS.len()], rest),
        None => (PROBLEMS[0], data),
    }
}

/// The `judge` target: the problem the first byte picks, on the rest of the bytes.
pub fn judge(data: &[u8]) {
    let (problem, input) = pick(data);
    contract::assert_judge(problem, &Options::default(), input, SOURCE);
}

/// The `xortrie` target: the bytes as an XOR-Trie transcript, refereed, both reports written.
pub fn transcript(data: &[u8]) {
    if let Err(breach) = contract::check_transcript(data, SOURCE) {
        panic!("{breach} on {:?}", String::from_utf8_lossy(data));
    }
}
