//! The simulator against the referee: every simulated transcript is accepted and refereed
//! to the very state the simulator ended in; mutated transcripts are accepted or rejected
//! at or after the mutated line, never with a panic; one seed's transcript is pinned.

use grundy::xortrie::referee::referee;
use grundy::xortrie::sim::{simulate, Config, Stats, Strategy};
use proptest::prelude::*;

fn play(players: usize, seed: u64, strategy: Strategy) -> grundy::xortrie::sim::Outcome {
    simulate(Config::new(players, seed, 3, strategy)).expect("the simulator plays legally")
}

fn add(total: &mut Stats, s: &Stats) {
    total.player_duels += s.player_duels;
    total.public_duels += s.public_duels;
    total.eliminations += s.eliminations;
    total.deaths += s.deaths;
    total.tests += s.tests;
    total.buys += s.buys;
    total.drops += s.drops;
    total.counters += s.counters;
    total.gives += s.gives;
    for (t, u) in total.uses.iter_mut().zip(s.uses) {
        *t += u;
    }
    total.reshuffles += s.reshuffles;
    total.skill_reshuffles += s.skill_reshuffles;
    total.longest_round = total.longest_round.max(s.longest_round);
    total.player_top += s.player_top;
    total.public_top += s.public_top;
    total.last_player += s.last_player;
    total.unfinished += s.unfinished;
}

fn simulated_matches_are_accepted_and_refereed_to_the_same_state() {
    let mut total = Stats::default();
    let mut games = 0;
    for strategy in [Strategy::Greedy, Strategy::Random] {
        for players in 4..=8 {
            for seed in 0..100 {
                let outcome = play(players, seed, strategy);
                let game = referee(outcome.transcript.as_bytes(), "sim")
                    .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
                assert!(
                    game == outcome.game,
                    "{players} players, seed {seed}: states differ"
                );
                add(&mut total, &outcome.stats);
                games += 1;
            }
        }
    }
    assert!(
        total.uses.iter().all(|&u| u > 0),
        "a skill kind is never played: {:?}",
        total.uses
    );
    // Across many matches every part of the rules comes up.
    for (what, count) in [
        ("player duels", total.player_duels),
        ("public duels", total.public_duels),
        ("eliminations", total.eliminations),
        ("deaths", total.deaths),
        ("tests", total.tests),
        ("buys", total.buys),
        ("drops", total.drops),
        ("counters", total.counters),
        ("gives", total.gives),
        ("player-top endings", total.player_top),
        ("public-top endings", total.public_top),
        ("last-player endings", total.last_player),
    ] {
        assert!(count > 0, "no {what} in {games} matches");
    }
}

fn the_same_seed_gives_the_same_transcript() {
    for strategy in [Strategy::Greedy, Strategy::Random] {
        let a = play(6, 1234, strategy).transcript;
        let b = play(6, 1234, strategy).transcript;
        assert_eq!(a, b);
        assert_ne!(a, play(6, 1235, strategy).transcript);
    }
}

fn seed_7_with_5_players_is_pinned() {
    let want = std::fs::read_to_string("testdata/xortrie/play/p5_s7.out").expect("pinned file");
    let got = play(5, 7, Strategy::Greedy).transcript;
    assert!(
        got == want,
        "the transcript of --players 5 --seed 7 changed"
    );
}

/// One line of a transcript changed: replaced by another line, deleted, duplicated, or one
/// token altered.
fn mutate(text: &str, at: usize, kind: u8, pick: usize) -> (String, usize) {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let at = at % lines.len();
    match kind % 4 {
        0 => lines[at] = lines[pick % lines.len()].clone(),
        1 => {
            lines.remove(at);
        }
        2 => {
            let l = lines[at].clone();
            lines.insert(at, l);
        }
        _ => {
            let mut toks: Vec<String> = lines[at].split(' ').map(str::to_string).collect();
            let i = pick % toks.len();
            toks[i] = match toks[i].parse::<u64>() {
                Ok(v) => (v ^ (1 << (pick % 10))).to_string(),
                Err(_) => ["own", "public", "Ann", "<<", "C", "play", "x"][pick % 7].to_string(),
            };
            lines[at] = toks.join(" ");
        }
    }
    // An error found at the end of the file names the last line, which after deleting the
    // last line comes before the mutated position.
    let first_possible = (at + 1).min(lines.len().max(1));
    (lines.join("\n") + "\n", first_possible)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    fn a_mutated_line_is_caught_at_or_after_it(
        players in 4usize..=8,
        seed in 0u64..10_000,
        random in any::<bool>(),
        at in any::<usize>(),
        kind in any::<u8>(),
        pick in any::<usize>(),
    ) {
        let strategy = if random { Strategy::Random } else { Strategy::Greedy };
        let outcome = simulate(Config::new(players, seed, 1, strategy)).unwrap();
        let (text, line) = mutate(&outcome.transcript, at, kind, pick);
        if let Err(e) = referee(text.as_bytes(), "m") {
            let l = e.located().expect("a located error").line;
            prop_assert!(l as usize >= line, "error at line {l} before the mutated line {line}: {e}");
        }
    }
}

trials![
    simulated_matches_are_accepted_and_refereed_to_the_same_state,
    the_same_seed_gives_the_same_transcript,
    seed_7_with_5_players_is_pinned,
    a_mutated_line_is_caught_at_or_after_it,
];
