//! The `xortrie-sim` binary end to end: exit statuses, the one error line on stderr, and
//! the README demo (a simulated match piped into the referee).

use assert_cmd::Command;
use predicates::prelude::*;

fn grundy() -> Command {
    Command::cargo_bin("grundy").expect("the binary is built")
}

fn an_illegal_transcript_exits_1_with_one_located_line() {
    grundy()
        .args(["xortrie-sim", "testdata/xortrie/errors/not_in_hand.in"])
        .assert()
        .code(1)
        .stdout("")
        .stderr(
            "error: testdata/xortrie/errors/not_in_hand.in:12: Cid cannot play 45: not in \
             hand (hand: 127 259)\n",
        );
}

fn standard_input_is_named_stdin() {
    grundy()
        .arg("xortrie-sim")
        .write_stdin("players A B C\n")
        .assert()
        .code(1)
        .stderr("error: stdin:1: a game needs 4 to 8 players, found 3\n");
}

fn a_simulated_match_pipes_into_the_referee() {
    let transcript = grundy()
        .args(["xortrie-sim", "--play", "--players", "5", "--seed", "7"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    grundy()
        .args(["xortrie-sim", "--json"])
        .write_stdin(transcript)
        .assert()
        .success()
        .stdout(predicate::str::contains("\"standings\""));
}

fn play_needs_players_and_seed() {
    grundy()
        .args(["xortrie-sim", "--play", "--seed", "1"])
        .assert()
        .code(2);
    grundy()
        .args(["xortrie-sim", "--play", "--players", "9", "--seed", "1"])
        .assert()
        .code(2);
}

/// The example of problems/xortrie-sim.md: its first code block, refereed, prints its
/// second code block.
fn the_problem_page_example_is_true() {
    let page = std::fs::read_to_string("problems/xortrie-sim.md").expect("the page exists");
    let blocks: Vec<&str> = page.split("```").skip(1).step_by(2).collect();
    assert!(
        blocks.len() >= 2,
        "the page has an example transcript and its report"
    );
    let body = |b: &str| {
        b.split_once('\n')
            .map_or(String::new(), |(_, rest)| rest.to_string())
    };
    grundy()
        .arg("xortrie-sim")
        .write_stdin(body(blocks[0]))
        .assert()
        .success()
        .stdout(body(blocks[1]));
}

trials![
    an_illegal_transcript_exits_1_with_one_located_line,
    standard_input_is_named_stdin,
    a_simulated_match_pipes_into_the_referee,
    play_needs_players_and_seed,
    the_problem_page_example_is_true,
];
