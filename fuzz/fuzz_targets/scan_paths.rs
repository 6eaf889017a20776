//! Fuzz target: the scanner's wide paths (AVX2, where the CPU has it) against its portable
//! ones. The first byte picks how many numbers each list call asks for (or, when odd, that
//! the input is read as records of two numbers until its end), the rest is the input; both
//! scanners must give the same values, positions and outcome.
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

/// Every record of two numbers until the end, then the error or the last position.
fn read_records(mut sc: Scanner<&[u8]>) -> String {
    let mut got = String::new();
    let read = sc.u64_records(["x", "y"], |[x, y]| {
        got.push_str(&format!("{x} {y},"));
        Ok(())
    });
    match read {
        Ok(()) => got + &format!("end@{:?}", sc.position()),
        Err(e) => got + &format!("err {e}"),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&flag, input)) = data.split_first() else {
        return;
    };
    if flag % 2 == 1 {
        let wide = read_records(Scanner::new(input, "f"));
        let portable = read_records(Scanner::new(input, "f").portable());
        assert_eq!(wide, portable);
        return;
    }
    let per_call = u64::from(flag / 2) % 100 + 8;
    let wide = read_lists(Scanner::new(input, "f"), per_call);
    let portable = read_lists(Scanner::new(input, "f").portable(), per_call);
    assert_eq!(wide, portable);
});
