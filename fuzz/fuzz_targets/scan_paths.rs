//! Fuzz target: the scanner's wide list path (AVX2, where the CPU has it) against its
//! portable one. The first byte picks how many numbers each list call asks for, the rest is
//! the input; both scanners must give the same values, positions and outcome.
#![no_main]

use grundy::io::scan::Scanner;
use libfuzzer_sys::fuzz_target;

/// Every list call's values with their positions, then the error or the end.
fn read_lists(mut sc: Scanner<&[u8]>, per_call: u64) -> String {
    let mut got = String::new();
    loop {
        let read = sc.u64_each_at(per_call, "v", |v, at| {
            got.push_str(&format!("{v}@{}:{},", at.line, at.col));
        });
        if let Err(e) = read {
            return got + &format!("err {e}");
        }
        match sc.at_end() {
            Ok(true) => return got + "end",
            Ok(false) => got.push(';'),
            Err(e) => return got + &format!("err {e}"),
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&flag, input)) = data.split_first() else {
        return;
    };
    let per_call = u64::from(flag) % 100 + 8;
    let wide = read_lists(Scanner::new(input, "f"), per_call);
    let portable = read_lists(Scanner::new(input, "f").portable(), per_call);
    assert_eq!(wide, portable);
});
