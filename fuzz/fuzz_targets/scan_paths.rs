//! Fuzz target: the scanner's wide paths (AVX2, where the CPU has it) against its portable
//! ones. The first byte picks how many numbers each list call asks for (or, when odd, that
//! the input is read as records of two numbers until its end; when 2 modulo 4, as counted
//! cases `n v_1 .. v_n`; when 4 modulo 8, lists read by folds, whose wide path keeps no
//! positions, between lists read with them), the rest is the input; both scanners must give
//! the same values, positions and outcome.
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

/// Lists read alternately by `u64_fold` (values only: the wide path without positions) and
/// `u64_each_at` (values and positions, which show a line count the fold left wrong), then
/// the error or the end.
fn read_folds(mut sc: Scanner<&[u8]>, per_call: u64) -> String {
    let mut got = String::new();
    for i in 0.. {
        let read = if i % 2 == 0 {
            sc.u64_fold(per_call, "v", String::new(), |mut seen, v| {
                seen.push_str(&format!("{v},"));
                seen
            })
            .map(|seen| got.push_str(&seen))
        } else {
            sc.u64_each_at(per_call, "v", |v, at| {
                got.push_str(&format!("{v}@{}:{},", at.line, at.col));
            })
        };
        if let Err(e) = read {
            return got + &format!("err {e}");
        }
        match sc.at_end() {
            Ok(true) => return got + "end",
            Ok(false) => got.push_str(&format!(";{:?};", sc.position())),
            Err(e) => return got + &format!("err {e}"),
        }
    }
    got
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

/// `count` cases `n v_1 .. v_n` as anti-nim reads them: runs on the counted path, and the
/// usual path (`u64`, `u64_fold`) for each case it stops in front of (the portable scanner
/// reads every case that way); each case's order-sensitive fold, then the error or the end.
fn read_cases(mut sc: Scanner<&[u8]>, count: u64) -> String {
    let fold = |h: u64, v: u64| h.wrapping_mul(1_000_003).wrapping_add(v) ^ (h >> 29);
    let mut got = String::new();
    let mut left = count;
    while left > 0 {
        let run = sc.u64_counted_folds(left, 7, fold, |h| {
            got.push_str(&format!("{h},"));
            Ok(())
        });
        match run {
            Ok(cases) => left -= cases,
            Err(e) => return got + &format!("err {e}"),
        }
        if left == 0 {
            break;
        }
        match sc.u64("n").and_then(|n| sc.u64_fold(n, "v", 7, fold)) {
            Ok(h) => got.push_str(&format!("{h},")),
            Err(e) => return got + &format!("err {e}"),
        }
        left -= 1;
    }
    match sc.at_end() {
        Ok(end) => got + &format!("{end}@{:?}", sc.position()),
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
    if flag % 4 == 2 {
        let count = match flag / 4 {
            63 => u64::MAX,
            k => u64::from(k) * 7,
        };
        let wide = read_cases(Scanner::new(input, "f"), count);
        let portable = read_cases(Scanner::new(input, "f").portable(), count);
        assert_eq!(wide, portable);
        return;
    }
    let per_call = u64::from(flag / 2) % 100 + 8;
    if flag % 8 == 4 {
        let wide = read_folds(Scanner::new(input, "f"), per_call);
        let portable = read_folds(Scanner::new(input, "f").portable(), per_call);
        assert_eq!(wide, portable);
        return;
    }
    let wide = read_lists(Scanner::new(input, "f"), per_call);
    let portable = read_lists(Scanner::new(input, "f").portable(), per_call);
    assert_eq!(wide, portable);
});
