//! End-to-end tests of `grundy table` (spec table.md): the outputs of §6 byte for byte,
//! the errors of §9 with their columns and exit statuses, the unanswerable query of §7,
//! ogsolve's checksums, and every row of the table of known results of §11 (the slow rows
//! run only with GRUNDY_SLOW=1: `GRUNDY_SLOW=1 cargo test --release -- table::`).

use assert_cmd::Command;

fn grundy() -> Command {
    Command::cargo_bin("grundy").unwrap()
}

/// Runs `grundy table ARGS`; returns (exit status, stdout, stderr).
fn table(args: &[&str]) -> (i32, String, String) {
    let out = grundy().arg("table").args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn ok(args: &[&str]) -> String {
    let (code, stdout, stderr) = table(args);
    assert_eq!((code, stderr.as_str()), (0, ""), "{args:?}");
    stdout
}

fn kayles_table_as_in_the_spec() {
    assert_eq!(
        ok(&["octal", "0.77", "--upto", "30"]),
        "octal 0.77: period 12, preperiod 71 (certified by g(0..167))\n\
         g(0..30):\n \
         0: 0 1 2 3 1 4 3 2 1 4 2 6\n\
         12: 4 1 2 7 1 4 3 2 1 4 6 7\n\
         24: 4 1 2 8 5 4 7\n"
    );
}

fn json_as_in_the_spec() {
    assert_eq!(
        ok(&["subtraction", "1,3,4", "--upto", "9", "--heap", "1000000000000000000", "--json"]),
        "{\"game\":{\"family\":\"subtraction\",\"name\":\"1,3,4\",\"size\":3,\"max_take\":4,\"max_heaps\":1},\
         \"bound\":16777216,\"period\":{\"period\":7,\"preperiod\":0,\"saltus\":0,\"certified_through\":10},\
         \"values\":[0,1,0,1,2,3,2,0,1,0],\"checksum\":\"35000A\",\
         \"heaps\":[{\"heap\":1000000000000000000,\"value\":1}]}\n"
    );
    assert_eq!(
        ok(&[
            "all-but",
            "2,5",
            "--upto",
            "5",
            "--checksum",
            "--sum",
            "1,2",
            "--json",
            "--max",
            "7"
        ]),
        "{\"game\":{\"family\":\"all-but\",\"name\":\"2,5\",\"size\":2,\"max_excluded\":5},\
         \"bound\":7,\"period\":null,\"checksum\":\"F0007\",\
         \"sums\":[{\"heaps\":[1,2],\"nim_sum\":1,\"outcome\":\"W\"}]}\n"
    );
}

fn queries_sums_flat_and_checksum() {
    assert_eq!(
        ok(&[
            "subtraction",
            "5,1..4,3",
            "--sum",
            "3,9,12",
            "--sum",
            "6",
            "--heap",
            "7,8",
            "--heap",
            "18446744073709551615"
        ]),
        "subtraction 1..5: period 6, preperiod 0 (certified by g(0..10))\n\
         g(7) = 1\ng(8) = 2\ng(18446744073709551615) = 3\n\
         3 + 9 + 12: nim-sum 0, L\n6: nim-sum 0, L\n"
    );
    assert_eq!(
        ok(&["hex", "0.f", "--upto", "12", "--flat"]),
        // Every move takes one token, so g(n) = n mod 2; L = 3(1 + 2) + 1.
        "hex 0.F: period 2, preperiod 0 (certified by g(0..9))\ng(0..12):\n0 1 0 1 0 1 0 1 0 1 0 1 0\n"
    );
    let summary = ok(&["octal", "0.6", "--max", "100"]);
    assert_eq!(summary, "octal 0.6: no period certified within g(0..100)\n");
    assert_eq!(
        ok(&[
            "octal",
            "0.6",
            "--max",
            "100",
            "--upto",
            "3000",
            "--checksum"
        ]),
        "octal 0.6: no period certified within g(0..3000)\ng(0..3000) checksum: FFC6148D\n"
    );
}

fn rows_line_up_with_short_periods_and_pad_values() {
    // S = {1, 2}: period 3, rows of 12; values 0..2 are one digit wide.
    let text = ok(&["subtraction", "1,2", "--upto", "25"]);
    assert_eq!(
        text,
        "subtraction 1,2: period 3, preperiod 0 (certified by g(0..4))\n\
         g(0..25):\n \
         0: 0 1 2 0 1 2 0 1 2 0 1 2\n\
         12: 0 1 2 0 1 2 0 1 2 0 1 2\n\
         24: 0 1\n"
    );
    // Bash 1..10 has period 11 > 10: rows of 11, two-digit values right-aligned.
    let text = ok(&["subtraction", "1..10", "--upto", "12", "--row", "5"]);
    assert_eq!(
        text,
        "subtraction 1..10: period 11, preperiod 0 (certified by g(0..20))\n\
         g(0..12):\n \
         0:  0  1  2  3  4\n \
         5:  5  6  7  8  9\n\
         10: 10  0  1\n"
    );
}

/// ogsolve 0.0.7's checksums (`ogsolve CODE -n 3000`, recorded by
/// scripts/ogsolve-check.sh, which re-checks them when ogsolve is installed).
fn checksums_equal_ogsolve() {
    for (code, sum) in [
        ("0.77", "2F762DD6"),
        ("0.07", "72E1F8B"),
        ("0.137", "26B91F8B"),
        ("0.6", "FFC6148D"),
        ("0.007", "5D94638E"),
        ("0.156", "4BB049A9"),
        ("4.07", "F9541194"),
        ("0.3333", "5FF81770"),
        ("0.5", "5AEC05DC"),
        ("0.165", "6AF14C58"),
        ("0.644", "7AF7B3CD"),
    ] {
        let text = ok(&["octal", code, "--upto", "3000", "--checksum"]);
        let last = text.lines().last().unwrap();
        assert_eq!(last, format!("g(0..3000) checksum: {sum}"), "{code}");
    }
}

fn bad_sets_and_codes_exit_1_with_their_column() {
    let long = format!("0.{}", "7".repeat(4097));
    let cases: &[(&str, &str, usize)] = &[
        ("octal", "0.8", 3),
        ("octal", "1.2.3", 1),
        ("octal", "0.0.7", 4),
        ("octal", "1.07", 1),
        ("octal", "07", 2),
        ("octal", "0", 2),
        ("octal", "00.7", 2),
        ("octal", "8.0", 1),
        ("octal", "0.07x", 5),
        ("octal", &long, 4099),
        ("octal", "", 1),
        ("hex", "0.G", 3),
        ("hex", "2.1", 1),
        ("subtraction", "", 1),
        ("subtraction", "1,0,3", 3),
        ("subtraction", "1,,3", 3),
        ("subtraction", "5..3", 1),
        ("subtraction", "2,x", 3),
        ("subtraction", "1.5", 1),
        ("subtraction", "18446744073709551616", 1),
        ("subtraction", "1..70000", 1),
        ("all-but", "1,2000000", 3),
    ];
    for &(family, arg, column) in cases {
        let (code, stdout, stderr) = table(&[family, arg]);
        let prefix = format!("error: {family} '{arg}': column {column}: ");
        assert_eq!((code, stdout.as_str()), (1, ""), "{family} {arg:.20}");
        assert!(
            stderr.starts_with(&prefix) && stderr.ends_with('\n') && stderr.lines().count() == 1,
            "{family} {arg:.20}: {stderr}"
        );
    }
    let (_, _, stderr) = table(&["octal", "0.8"]);
    assert!(stderr.contains("hex"), "{stderr}");
}

fn usage_errors_exit_2() {
    for args in [
        &["octal", "0.77", "--checksum"][..],
        &["octal", "0.77", "--upto", "5", "--row", "3", "--flat"],
        &["octal", "0.77", "--upto", "1073741825"],
        &["octal", "0.77", "--max", "-1"],
        &["octal", "0.77", "--row", "0"],
        &["octal", "0.77", "--row", "10001"],
        &["octal", "0.77", "--heap", "1,,2"],
        &["octal", "0.77", "--heap", "18446744073709551616"],
        &["octal", "0.77", "--bogus"],
        &["octal"],
        &["decimal", "0.77"],
        &["rule"],
        &["grundys-game", "0.77"],
        &["rule", "k <= 3", "--p", "--checksum"],
    ] {
        let (code, stdout, _) = table(args);
        assert_eq!((code, stdout.as_str()), (2, ""), "{args:?}");
    }
    // --row and --flat without --upto are accepted.
    ok(&["octal", "0.77", "--row", "7"]);
    ok(&["octal", "0.77", "--flat"]);
}

fn a_query_beyond_the_bound_without_a_period_is_refused() {
    let (code, stdout, stderr) = table(&["octal", "0.6", "--max", "50", "--heap", "3,51"]);
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert_eq!(
        stderr,
        "error: g(51) is beyond g(0..50) and no period is certified; raise --max\n"
    );
    let (code, _, stderr) = table(&[
        "octal", "0.6", "--max", "50", "--sum", "1,2", "--sum", "3,100",
    ]);
    assert_eq!(code, 1);
    assert!(stderr.contains("g(100) is beyond g(0..50)"), "{stderr}");
    // Within the bound it is answered, even when no certificate could fit (t > bound).
    assert_eq!(
        ok(&["subtraction", "1,1000", "--max", "50", "--heap", "50"]),
        "subtraction 1,1000: no period certified within g(0..50)\ng(50) = 0\n"
    );
}

/// Without `--max`, a heap asked for beyond the default bound but within reach
/// (`tools::table::query_reach`) is computed, not refused: the table of `n % k == 0` (take
/// a divisor of the heap) to 5000, against a brute force; beyond reach the refusal stands.
fn a_query_within_reach_is_computed() {
    let mut g = vec![0u64; 5001];
    for n in 1..=5000usize {
        let mut seen = [false; 64];
        for k in (1..=n).filter(|k| n % k == 0) {
            seen[g[n - k] as usize] = true;
        }
        g[n] = seen.iter().position(|&s| !s).unwrap() as u64;
    }
    let text = ok(&[
        "rule",
        "n % k == 0",
        "--heap",
        "5000,4097",
        "--sum",
        "4999,3",
    ]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[1..],
        [
            format!("g(5000) = {}", g[5000]),
            format!("g(4097) = {}", g[4097]),
            format!(
                "4999 + 3: nim-sum {}, {}",
                g[4999] ^ g[3],
                if g[4999] ^ g[3] == 0 { "L" } else { "W" }
            ),
        ],
        "{text}"
    );
    assert!(lines[0].contains("g(0..5000)"), "{text}");
    let json = ok(&["rule", "n % k == 0", "--heap", "5000", "--json"]);
    assert!(json.contains("\"bound\":5000,"), "{json}");
    let reach = 1u64 << 15;
    let (code, stdout, stderr) = table(&["rule", "n % k == 0", "--heap", &(reach + 1).to_string()]);
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert!(stderr.contains("is beyond g(0..4096)"), "{stderr}");
}

/// The default search has a work budget (`tools::table::default_work`; its stop is tested
/// in `engine::table` and in `resources`): a bound the user gives is searched whatever it
/// costs, and the summary then has no note about a budget; a cheap game never meets it.
fn a_given_bound_is_searched_to_the_end() {
    let code = format!("0.{}", "7".repeat(30));
    let text = ok(&["octal", &code, "--max", "3000"]);
    assert_eq!(
        text,
        format!("octal {code}: no period certified within g(0..3000)\n")
    );
    let json = ok(&[
        "octal",
        &code,
        "--max",
        "2000",
        "--upto",
        "2000",
        "--checksum",
        "--json",
    ]);
    assert!(
        json.contains("\"bound\":2000,\"period\":null,\"checksum\""),
        "{json}"
    );
    let json = ok(&["octal", "0.6", "--upto", "10", "--json"]);
    assert!(
        json.contains("\"bound\":131072,") && !json.contains("work_budget"),
        "{json}"
    );
}

/// The summary line of a game, as the search reports it.
fn summary(family: &str, game: &str, extra: &[&str]) -> String {
    let mut args = vec![family, game];
    args.extend_from_slice(extra);
    ok(&args).lines().next().unwrap().to_string()
}

fn certified(family: &str, game: &str, p: u64, e: u64, l: u64) -> String {
    format!(
        "{family} {game}: period {p}, preperiod {e} (certified by g(0..{}))",
        l - 1
    )
}

fn known_results_of_the_spec() {
    for (code, p, e, l) in [
        ("0.77", 12, 71, 168),
        ("0.07", 34, 53, 176),
        ("0.137", 34, 52, 175),
        ("0.7777", 24, 142, 336),
        ("0.1377", 24, 141, 334),
        ("0.11377", 32, 187, 443),
        ("0.177", 20, 497, 1037),
        ("0.117", 48, 47, 193),
        ("0.17", 34, 33, 136),
        ("0.141", 11, 14, 53),
        ("0.115", 14, 1, 33),
        ("0.45", 20, 498, 1038),
        ("0.156", 349, 3479, 7659),
        ("0.644", 442, 3256, 7399),
        ("0.165", 1550, 5181, 13465),
        ("0.356", 142, 7315, 14917),
    ] {
        assert_eq!(
            summary("octal", code, &[]),
            certified("octal", code, p, e, l)
        );
    }
    for m in [1u64, 2, 5, 17, 100] {
        let set = if m == 1 {
            "1".to_string()
        } else {
            format!("1..{m}")
        };
        let set_name = match m {
            1 => "1".to_string(),
            2 => "1,2".to_string(),
            _ => set.clone(),
        };
        assert_eq!(
            summary("subtraction", &set, &[]),
            certified("subtraction", &set_name, m + 1, 0, 2 * m + 1)
        );
    }
    assert_eq!(
        summary("subtraction", "1,3,4", &[]),
        certified("subtraction", "1,3,4", 7, 0, 11)
    );
    for (set, name, p, s, e, l) in [
        ("2,3,6,8", "2,3,6,8", 9, 3, 42, 56),
        ("1,4,7,8", "1,4,7,8", 12, 4, 11, 27),
        ("2,5,6,8", "2,5,6,8", 24, 9, 14, 43),
        ("3,4,5,8", "3..5,8", 12, 4, 22, 38),
    ] {
        assert_eq!(
            summary("all-but", set, &[]),
            format!(
                "all-but {name}: arithmetic period {p}, saltus {s}, preperiod {e} (certified by g(0..{}))",
                l - 1
            )
        );
    }
}

/// Every X ⊆ {1..10} with |X| ≤ 3 is purely arithmetic-periodic (e = 0), certified with
/// L ≤ 208 (spec §5.3, §11).
fn small_all_but_sets_are_pure() {
    let mut sets: Vec<Vec<u64>> = Vec::new();
    for a in 1..=10u64 {
        sets.push(vec![a]);
        for b in a + 1..=10 {
            sets.push(vec![a, b]);
            for c in b + 1..=10 {
                sets.push(vec![a, b, c]);
            }
        }
    }
    assert_eq!(sets.len(), 175);
    for x in sets {
        let arg: Vec<String> = x.iter().map(u64::to_string).collect();
        let line = summary("all-but", &arg.join(","), &["--max", "207"]);
        assert!(line.contains("preperiod 0 "), "{line}");
    }
}

fn known_results_of_the_spec_long_rows() {
    if std::env::var_os("GRUNDY_SLOW").is_none() {
        return;
    }
    assert_eq!(
        summary("octal", "0.127", &[]),
        certified("octal", "0.127", 4, 46578, 93167)
    );
    assert_eq!(
        summary("octal", "0.16", &["--max", "600000"]),
        certified("octal", "0.16", 149459, 105351, 509622)
    );
    assert_eq!(
        summary("octal", "0.56", &["--max", "660000"]),
        certified("octal", "0.56", 144, 326640, 653570)
    );
    assert_eq!(
        summary("octal", "0.6", &[]),
        "octal 0.6: no period certified within g(0..131072)"
    );
}

trials![
    a_query_within_reach_is_computed,
    a_given_bound_is_searched_to_the_end,
    kayles_table_as_in_the_spec,
    json_as_in_the_spec,
    queries_sums_flat_and_checksum,
    rows_line_up_with_short_periods_and_pad_values,
    checksums_equal_ogsolve,
    bad_sets_and_codes_exit_1_with_their_column,
    usage_errors_exit_2,
    a_query_beyond_the_bound_without_a_period_is_refused,
    known_results_of_the_spec,
    small_all_but_sets_are_pure,
    known_results_of_the_spec_long_rows,
];
