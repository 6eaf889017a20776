//! The story of a round against the referee: replaying the events of simulated matches,
//! with the rules' arithmetic but none of their bookkeeping, gives every player's final
//! value, score, quan and status, and the public sequence, that the referee reports. And
//! the report's JSON, written by hand for speed, against serde_json's pretty printer.

use grundy::xortrie::referee::referee;
use grundy::xortrie::report::{Report, RoundReport};
use grundy::xortrie::rules::{duel_split, hb, layer_points, len, sb, skill_effect, Skill};
use grundy::xortrie::sim::{simulate, Config, Strategy, NAMES};
use proptest::prelude::*;

#[derive(Clone, Default)]
struct Seat {
    value: u32,
    score: i64,
    quan: i64,
    eliminated: bool,
}

fn skill(symbol: Option<&str>) -> Skill {
    Skill::ALL
        .into_iter()
        .find(|s| Some(s.symbol()) == symbol)
        .expect("a skill symbol")
}

/// Replays one round's events; returns the seats and the public sequence, or what went
/// wrong.
fn replay(round: &RoundReport) -> Result<(Vec<Seat>, u32), String> {
    let names: Vec<&str> = round.players.iter().map(|p| p.name.as_str()).collect();
    let seat = |name: &Option<&str>| {
        names
            .iter()
            .position(|n| Some(*n) == *name)
            .ok_or_else(|| format!("unknown player {name:?}"))
    };
    let mut seats = vec![
        Seat {
            score: 100,
            ..Seat::default()
        };
        names.len()
    ];
    let mut public = 0u32;
    let mut claims = [0usize; 11];
    let mut pending: Option<(Skill, Option<u32>)> = None;
    let mut ended = None;
    let events = round.events.as_ref().ok_or("no story")?;
    for (i, e) in events.reports().enumerate() {
        let at = |what: &str| format!("event {i} ({}): {what}", e.kind);
        if ended.is_some() {
            return Err(at("after the round ended"));
        }
        let actor = seat(&e.player);
        match e.kind {
            "start" => {
                for v in e.values.iter().flatten() {
                    seats[seat(&Some(v.name))?].value = v.value;
                }
            }
            "play" => {
                let v = place(&mut seats, &mut public, e.target, actor)?;
                *v ^= u32::from(e.card.ok_or("card")?);
                if Some(*v) != e.value {
                    return Err(at(&format!("value {} not {:?}", *v, e.value)));
                }
            }
            "test" => {
                let p = seat(&e.player)?;
                let own = seats[p].value;
                let x = u32::from(e.card.ok_or("card")?) ^ u32::from(e.judge.ok_or("judge")?) ^ own;
                let need = 2 * len(own) / 3;
                let success = x.count_ones() > need;
                let cost = e.cost.ok_or("cost")?;
                if Some(x) != e.x || Some(need) != e.need || Some(success) != e.success {
                    return Err(at("test arithmetic"));
                }
                if cost != 0 && !(success && cost == 50) {
                    return Err(at("cost"));
                }
                seats[p].score -= cost;
            }
            "buy" => seats[seat(&e.player)?].quan -= 1,
            "use" => pending = Some((skill(e.skill), e.bit)),
            "counter" => pending = None,
            "effect" => {
                let (s, bit) = pending.take().ok_or_else(|| at("no skill pending"))?;
                if s != skill(e.skill) {
                    return Err(at("another skill"));
                }
                let v = place(&mut seats, &mut public, e.target, actor)?;
                *v = skill_effect(s, *v, bit.unwrap_or(0));
                if Some(*v) != e.value {
                    return Err(at(&format!("value {} not {:?}", *v, e.value)));
                }
            }
            "top" => seats[seat(&e.player)?].score += e.bonus.ok_or("bonus")?,
            "pair" => seats[seat(&e.player)?].quan += 1,
            "claim" => {
                let layer = e.layer.ok_or("layer")?;
                let points = layer_points(layer, claims[layer as usize]);
                claims[layer as usize] += 1;
                if Some(points) != e.points {
                    return Err(at(&format!("points {points} not {:?}", e.points)));
                }
                seats[seat(&e.player)?].score += points;
            }
            "duel" => {
                // What the duel compared is what the replay holds, and it decides the
                // outcome as the rules say.
                let (d, c) = (seat(&e.player)?, seat(&e.challenger)?);
                let public_duel = e.public == Some(true);
                let a = if public_duel { public } else { seats[c].value };
                let b = seats[d].value;
                if e.compared != Some([a, b])
                    || e.highest_bits != Some([hb(a), hb(b)])
                    || e.second_bits != Some([sb(a), sb(b)])
                {
                    return Err(at("the sequences or bits compared"));
                }
                let gone = seats[d].eliminated || (!public_duel && seats[c].eliminated);
                let (want, winner) = if gone || a == 0 || b == 0 || hb(a) != hb(b) {
                    ("lapsed", None)
                } else if public_duel {
                    if sb(a) > sb(b) {
                        ("won", Some(c))
                    } else {
                        ("tie", None)
                    }
                } else {
                    match sb(a).cmp(&sb(b)) {
                        std::cmp::Ordering::Greater => ("won", Some(c)),
                        std::cmp::Ordering::Less => ("won", Some(d)),
                        std::cmp::Ordering::Equal => ("tie", None),
                    }
                };
                if e.result != Some(want) {
                    return Err(at("the outcome the bits give"));
                }
                if want != "won" {
                    continue;
                }
                let (w, l) = (seat(&e.winner)?, seat(&e.loser)?);
                if Some(w) != winner {
                    return Err(at("the winner the bits give"));
                }
                let (kept, gained) = duel_split(seats[l].score);
                if (Some(kept), Some(gained)) != (e.kept, e.gained) {
                    return Err(at("duel split"));
                }
                seats[l].score = kept;
                seats[w].score += gained;
                seats[w].quan += 1;
            }
            "elimination" => seats[seat(&e.player)?].eliminated = true,
            "give" => {
                seats[seat(&e.player)?].quan -= 1;
                seats[seat(&e.to)?].quan += 1;
            }
            "round-end" => ended = e.how,
            _ => {}
        }
    }
    if ended != round.ended_by {
        return Err(format!(
            "ended {ended:?}, the referee says {:?}",
            round.ended_by
        ));
    }
    // A skill played last, with nothing after it, takes effect at the end of the file.
    if pending.is_some() && round.finished {
        return Err("a skill neither took effect nor was countered".into());
    }
    Ok((seats, public))
}

/// The sequence an event's target names: the public one, or the actor's own.
fn place<'a>(
    seats: &'a mut [Seat],
    public: &'a mut u32,
    target: Option<&str>,
    actor: Result<usize, String>,
) -> Result<&'a mut u32, String> {
    Ok(match target {
        Some("public") => public,
        _ => &mut seats[actor?].value,
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 60, ..ProptestConfig::default() })]

    fn a_replay_of_the_story_ends_where_the_referee_does(
        players in 4usize..=8,
        seed in any::<u64>(),
        random in any::<bool>(),
    ) {
        let strategy = if random { Strategy::Random } else { Strategy::Greedy };
        let outcome = simulate(Config::new(players, seed, 2, strategy)).unwrap();
        let game = referee(outcome.transcript.as_bytes(), "sim").unwrap();
        let report = Report::new(&game);
        for (k, round) in report.rounds.iter().enumerate() {
            let (seats, public) = replay(round).map_err(|e| TestCaseError::fail(format!("round {}: {e}", k + 1)))?;
            prop_assert_eq!(public, round.public, "round {}: public", k + 1);
            for (s, p) in seats.iter().zip(&round.players) {
                prop_assert_eq!(
                    (s.value, s.score, s.quan, s.eliminated),
                    (p.value, p.score, p.quan, p.eliminated),
                    "round {}, {}", k + 1, &p.name
                );
            }
        }
    }
}

/// Names JSON must escape or that are not ASCII, for the simulator's.
const ODD_NAMES: [&str; 8] = ["A\"b", "c\\d", "张三", "🦀", "<b>&Co", "Zoë", "/e/", "\\\""];

/// The transcript with every name of the simulator's replaced by its odd one, cut after
/// `keep` lines when given (the last round may stop inside a turn).
fn renamed(transcript: &str, keep: Option<usize>) -> String {
    let mut out = String::new();
    let lines = transcript.lines().filter(|l| !l.starts_with('#'));
    for line in lines.take(keep.unwrap_or(usize::MAX)) {
        let words: Vec<String> = line
            .split(' ')
            .map(|w| {
                let (name, rest) = w.split_once('=').map_or((w, None), |(n, v)| (n, Some(v)));
                let name = NAMES
                    .iter()
                    .position(|n| *n == name)
                    .map_or(name, |i| ODD_NAMES[i]);
                match rest {
                    Some(v) => format!("{name}={v}"),
                    None => name.to_string(),
                }
            })
            .collect();
        out.push_str(&words.join(" "));
        out.push('\n');
    }
    out
}

/// serde_json's pretty printing of the report, as `--json` printed it before it was
/// written by hand.
fn pretty(report: &Report) -> Vec<u8> {
    let mut want = serde_json::to_vec_pretty(report).unwrap();
    want.push(b'\n');
    want
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    fn the_json_written_by_hand_is_serde_jsons_pretty_printing(
        players in 4usize..=8,
        seed in any::<u64>(),
        random in any::<bool>(),
        cut in proptest::option::of(20usize..400),
    ) {
        let strategy = if random { Strategy::Random } else { Strategy::Greedy };
        let outcome = simulate(Config::new(players, seed, 2, strategy)).unwrap();
        let text = renamed(&outcome.transcript, cut);
        // A cut inside a round's setup is illegal: nothing to report.
        let Ok(game) = referee(text.as_bytes(), "sim") else {
            return Ok(());
        };
        let mut report = Report::from_game(game);
        prop_assert!(report.rounds.iter().all(|r| r.events.is_some()));
        let mut got = Vec::new();
        report.write_json(&mut got).unwrap();
        prop_assert_eq!(String::from_utf8(got).unwrap(), String::from_utf8(pretty(&report)).unwrap());
        // And with `--brief`: no story.
        for r in &mut report.rounds {
            r.events = None;
        }
        let mut got = Vec::new();
        report.write_json(&mut got).unwrap();
        prop_assert_eq!(String::from_utf8(got).unwrap(), String::from_utf8(pretty(&report)).unwrap());
    }
}

/// Each eliminated player's label in the picture says the turn and the cause of the story's
/// elimination event; the legend explains quan and claimed.
fn the_picture_labels_each_fate_with_its_turn_and_cause() {
    let dir = tempfile::tempdir().unwrap();
    let out = assert_cmd::Command::cargo_bin("grundy")
        .unwrap()
        .args(["xortrie-sim", "--json", "--svg"])
        .arg(dir.path())
        .arg("testdata/xortrie/play/p5_s7.out")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let json: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let mut fates = 0;
    for (k, round) in json["rounds"].as_array().unwrap().iter().enumerate() {
        let svg = std::fs::read_to_string(dir.path().join(format!("round-{}.svg", k + 1))).unwrap();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let explained: Vec<&str> = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("explain"))
            .filter_map(|n| n.text())
            .collect();
        assert!(explained.iter().any(|t| t.starts_with("quan:")));
        assert!(explained.iter().any(|t| t.starts_with("claimed:")));
        for e in round["events"].as_array().unwrap() {
            if e["kind"] != "elimination" {
                continue;
            }
            let name = e["player"].as_str().unwrap();
            let want = format!("out turn {}: {}", e["turn"], e["cause"].as_str().unwrap());
            let label = doc
                .descendants()
                .find(|n| {
                    n.attribute("class") == Some("label") && n.attribute("data-name") == Some(name)
                })
                .expect("a label");
            // Set in short lines, which read as the fate with a space between them.
            let fate: Vec<&str> = label
                .children()
                .filter(|t| t.attribute("class") == Some("fate"))
                .filter_map(|t| t.text())
                .collect();
            assert_eq!(fate.join(" "), want, "round {}: {name}", k + 1);
            fates += 1;
        }
    }
    assert!(fates > 0, "the match has eliminations");
}

/// The story tells what decided every duel (the two sequences with their bits, the highest
/// and second-highest bits, from the event itself) and a claim that scores nothing as such,
/// never as `+0`.
fn duels_and_late_claims_are_told_with_what_decided_them() {
    let (mut duels, mut late) = (0, 0);
    for players in [5, 8] {
        for seed in 1..=4u64 {
            let outcome = simulate(Config::new(players, seed, 3, Strategy::Greedy)).unwrap();
            let game = referee(outcome.transcript.as_bytes(), "sim").unwrap();
            let report = Report::new(&game);
            for round in &report.rounds {
                for e in round.events.as_ref().unwrap().reports() {
                    let mut told = Vec::new();
                    e.write_sentence(&mut told).unwrap();
                    let told = String::from_utf8(told).unwrap();
                    assert!(!told.contains(": +0"), "{told}");
                    if e.kind == "claim" && e.points == Some(0) {
                        late += 1;
                        assert!(
                            told.ends_with("its four scoring claims are taken: no points"),
                            "{told}"
                        );
                    }
                    if e.kind != "duel" {
                        continue;
                    }
                    duels += 1;
                    let [a, b] = e.compared.unwrap();
                    let bits = |v: u32| format!("{v} ({v:011b})");
                    assert!(
                        told.contains(&format!(
                            "{} against {} {}",
                            bits(a),
                            e.player.unwrap(),
                            bits(b)
                        )),
                        "{told}"
                    );
                    let show = |b: Option<u32>| b.map_or("none".to_string(), |b| b.to_string());
                    let decided = if hb(a) == hb(b) {
                        format!(
                            "highest bit {} both, second-highest {} against {}",
                            show(hb(a)),
                            show(sb(a)),
                            show(sb(b))
                        )
                    } else {
                        format!("highest bit {} against {}", show(hb(a)), show(hb(b)))
                    };
                    assert!(told.contains(&decided), "{told}: want {decided}");
                }
            }
        }
    }
    assert!(duels > 20 && late > 0, "{duels} duels, {late} late claims");
}

trials![
    duels_and_late_claims_are_told_with_what_decided_them,
    a_replay_of_the_story_ends_where_the_referee_does,
    the_json_written_by_hand_is_serde_jsons_pretty_printing,
    the_picture_labels_each_fate_with_its_turn_and_cause,
];
