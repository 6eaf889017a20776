//! End-to-end tests of the `grundy` binary: exit codes, the wording of errors on stderr,
//! the help screens, and that file arguments and standard input behave the same.

use assert_cmd::Command;
use predicates::prelude::*;

fn grundy() -> Command {
    Command::cargo_bin("grundy").unwrap()
}

fn sample_from_stdin_and_from_file_agree() {
    let want = std::fs::read_to_string("testdata/snim/sample.out").unwrap();
    grundy()
        .arg("snim")
        .pipe_stdin("testdata/snim/sample.in")
        .unwrap()
        .assert()
        .success()
        .stdout(want.clone())
        .stderr("");
    grundy()
        .args(["snim", "testdata/snim/sample.in"])
        .assert()
        .success()
        .stdout(want.clone());
    grundy()
        .args(["snim", "-"])
        .pipe_stdin("testdata/snim/sample.in")
        .unwrap()
        .assert()
        .success()
        .stdout(want);
}

fn bad_input_exits_1_with_located_message_after_earlier_answers() {
    grundy()
        .arg("winning-ways")
        .write_stdin("3\n3\n1 2 3\n2\n4 abc\n")
        .assert()
        .code(1)
        .stdout("0\n")
        .stderr("error: stdin:5:3: expected a pile size, found \"abc\"\n");
    grundy()
        .args(["anti-nim", "--format", "be-the-winner"])
        .write_stdin("2\n2 2\n3\n1 -1 1\n")
        .assert()
        .code(1)
        .stdout("No\n")
        .stderr("error: stdin:4:3: expected a pile size, found negative number \"-1\"\n");
    grundy()
        .args(["snim", "testdata/snim/errors/zero-move.in"])
        .assert()
        .code(1)
        .stderr(predicate::str::starts_with(
            "error: testdata/snim/errors/zero-move.in:4:5: expected a move s of S (at least 1), found 0",
        ));
}

fn values_above_u64_are_rejected_not_wrapped() {
    grundy()
        .arg("winning-ways")
        .write_stdin("1\n2\n18446744073709551616 1\n")
        .assert()
        .code(1)
        .stdout("")
        .stderr("error: stdin:3:1: expected a pile size (at most 18446744073709551615), found a 20-digit number\n");
}

fn usage_errors_exit_2() {
    grundy().arg("no-such-command").assert().code(2);
    grundy()
        .args(["anti-nim", "--format", "nope"])
        .assert()
        .code(2);
    grundy().args(["snim", "--bogus"]).assert().code(2);
    grundy().assert().code(2);
}

fn missing_file_is_an_io_error_exit_2() {
    grundy()
        .args(["snim", "testdata/does-not-exist.in"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("testdata/does-not-exist.in"));
}

fn help_lists_every_subcommand() {
    let assert = grundy().arg("--help").assert().success();
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    for sub in [
        "snim",
        "winning-ways",
        "christmas",
        "k-multiple",
        "wythoff",
        "anti-nim",
        "xortrie-sim",
    ] {
        assert!(out.contains(sub), "--help does not mention {sub}:\n{out}");
    }
    for problem in grundy::problems::PROBLEMS {
        let id = problem.meta().id;
        assert!(out.contains(id), "--help does not list {id}:\n{out}");
    }
}

fn subcommand_help_explains_the_format() {
    for (sub, needle) in [
        ("snim", "k s_1 .. s_k"),
        ("winning-ways", "N pile sizes"),
        ("anti-nim", "Brother"),
        ("be-the-winner", "Yes"),
        ("wythoff", "either order"),
        ("wythoff-moves", "0 0"),
        ("k-multiple", "Case i: lose"),
        ("christmas", "Sally"),
    ] {
        let assert = grundy().args([sub, "--help"]).assert().success();
        let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
        assert!(
            out.contains(needle),
            "`{sub} --help` lacks {needle:?}:\n{out}"
        );
        assert!(
            out.lines().count() < 30,
            "`{sub} --help` should fit one screen"
        );
    }
}

trials![
    sample_from_stdin_and_from_file_agree,
    bad_input_exits_1_with_located_message_after_earlier_answers,
    values_above_u64_are_rejected_not_wrapped,
    usage_errors_exit_2,
    missing_file_is_an_io_error_exit_2,
    help_lists_every_subcommand,
    subcommand_help_explains_the_format,
];
