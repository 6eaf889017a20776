//! The layout of the round pictures: with the boxes the drawing itself computes (its text
//! widths estimated from display widths), no text leaves the canvas and no two texts
//! overlap, for simulated matches of 4 to 8 players, for club names of 32 wide characters,
//! and for several marker labels on one node.

use grundy::xortrie::picture::{layout, round_svg, Layout, MAX_SHOWN_WIDTH};
use grundy::xortrie::rules::{Marker, Round};
use grundy::xortrie::sim::{simulate, Config, Strategy};

/// Every text box inside the canvas and apart from every other; `what` names the picture.
fn check(what: &str, l: &Layout) {
    assert!(!l.texts.is_empty(), "{what}: no text");
    for t in &l.texts {
        assert!(
            t.x >= 0.0 && t.y >= 0.0 && t.x + t.width <= l.width && t.y + t.height <= l.height,
            "{what}: {t:?} is cut off (canvas {} x {})",
            l.width,
            l.height
        );
    }
    for (i, a) in l.texts.iter().enumerate() {
        for b in &l.texts[i + 1..] {
            assert!(!a.overlaps(b), "{what}: {a:?} and {b:?} overlap");
        }
    }
}

fn check_rounds(what: &str, names: &[String], rounds: &[Round]) {
    assert!(!rounds.is_empty(), "{what}: no round");
    for (k, round) in rounds.iter().enumerate() {
        let what = format!("{what}, round {}", k + 1);
        let l = layout(names, round, k + 1);
        // The layout is the drawing's: the canvas is the SVG's, shown at most a screen
        // wide (scaled down as a whole when drawn wider).
        let svg = round_svg(names, round, k + 1);
        assert!(
            svg.contains(&format!(r#"viewBox="0 0 {:.0} {:.0}""#, l.width, l.height)),
            "{what}: the layout's canvas is not the picture's"
        );
        let shown = l.width.min(MAX_SHOWN_WIDTH);
        assert!(
            svg.contains(&format!(
                r#"width="{:.0}" height="{:.0}""#,
                shown,
                l.height * shown / l.width
            )),
            "{what}: not shown at most {MAX_SHOWN_WIDTH} px wide"
        );
        // A box per text, but a leaf label keeps one per line (its `tspan`s with an x).
        let lines = svg.matches("<text").count() - svg.matches(r#"<text class="label""#).count()
            + svg.matches("<tspan x=").count()
            + svg.matches(r#"<tspan class="fate" x="#).count();
        assert_eq!(l.texts.len(), lines, "{what}: a box for every line of text");
        // The timeline: a row per turn, every elimination, duel and skill use marked.
        let turns: std::collections::BTreeSet<u32> = round
            .events
            .iter()
            .map(|e| e.turn)
            .filter(|&t| t > 0)
            .collect();
        assert_eq!(
            svg.matches(r#"<text class="turn""#).count(),
            turns.len(),
            "{what}: a timeline row per turn"
        );
        for (kind, want) in [
            ("elimination", "elimination"),
            ("duel", "duel"),
            ("use", "use"),
            ("counter", "counter"),
        ] {
            let events = round
                .events
                .iter()
                .filter(|e| e.what.kind() == want)
                .count();
            assert_eq!(
                svg.matches(&format!(r#"data-kind="{kind}""#)).count(),
                events,
                "{what}: every {kind} marked on the timeline"
            );
        }
        check(&what, &l);
    }
}

/// Long names: 32 wide characters, accents, emoji, and markup characters.
fn club_names(n: usize) -> Vec<String> {
    let all = [
        "张".repeat(32),
        "Zoë".into(),
        "😀🎲".into(),
        "W".repeat(32),
        "<&>".into(),
        "李四".into(),
        "Ångström".into(),
        "m".repeat(20),
    ];
    all[..n].to_vec()
}

/// The pictures of simulated rounds (the simulator's short names) are drawn at most a
/// screen wide, so they are shown at full size: the timeline wraps instead of widening the
/// picture (a 5-player round was 4,536 px wide, its timeline rows near 2,000 px), and a
/// fate under a leaf takes several short lines. Every duel is told on the timeline with
/// the values and bits that decided it.
fn simulated_pictures_fit_a_screen() {
    for players in 4..=8 {
        for seed in 1..=6u64 {
            let game = simulate(Config::new(players, seed, 3, Strategy::Greedy))
                .unwrap()
                .game;
            for (k, round) in game.rounds().iter().enumerate() {
                let l = layout(game.names(), round, k + 1);
                let what = format!("{players} players, seed {seed}, round {}", k + 1);
                assert!(
                    l.width <= MAX_SHOWN_WIDTH,
                    "{what}: drawn {} px wide",
                    l.width
                );
                let svg = round_svg(game.names(), round, k + 1);
                // The timeline's words, its lines read one after the other.
                let timeline: Vec<String> = svg
                    .lines()
                    .filter(|l| l.starts_with(r#"<text class="turn"#))
                    .map(|l| {
                        let mut text = String::new();
                        let mut in_tag = false;
                        for c in l.chars() {
                            match c {
                                '<' => in_tag = true,
                                '>' => in_tag = false,
                                c if !in_tag => text.push(c),
                                _ => {}
                            }
                        }
                        text
                    })
                    .collect();
                let timeline = timeline.join(" ");
                for e in round.events.iter().filter(|e| e.what.kind() == "duel") {
                    let [a, b] = e.duel_sides().unwrap();
                    for v in [a, b] {
                        let told = format!("{v} ({v:011b})");
                        assert!(
                            timeline.contains(&told),
                            "{what}: the duel's {told} is not shown"
                        );
                    }
                }
            }
        }
    }
}

fn simulated_matches_of_4_to_8_players_lay_out_cleanly() {
    for players in 4..=8 {
        for seed in 1..=3u64 {
            let strategy = if seed % 2 == 0 {
                Strategy::Random
            } else {
                Strategy::Greedy
            };
            let game = simulate(Config::new(players, seed, 3, strategy))
                .unwrap()
                .game;
            let what = format!("{players} players, seed {seed}");
            check_rounds(&what, game.names(), game.rounds());
            check_rounds(
                &format!("{what}, club names"),
                &club_names(players),
                game.rounds(),
            );
        }
    }
}

/// Four marker cards on the same two nodes (highest bit 10, second-highest 9), some on the
/// board and some removed; then markers on the lowest layer, under the leaf labels.
fn several_marker_labels_on_one_node_lay_out_cleanly() {
    let game = simulate(Config::new(8, 5, 1, Strategy::Greedy))
        .unwrap()
        .game;
    let mut round = game.rounds()[0].clone();
    for cards in [
        [1536, 1537, 1538, 1539],
        [1, 3, 1025, 1027],
        [2047, 2046, 2045, 2044],
    ] {
        round.markers = cards
            .iter()
            .enumerate()
            .map(|(i, &card)| Marker {
                card,
                on_board: i % 2 == 0,
            })
            .collect();
        let what = format!("markers {cards:?}");
        check_rounds(&what, game.names(), std::slice::from_ref(&round));
        check_rounds(&what, &club_names(8), std::slice::from_ref(&round));
    }
}

trials!(
    simulated_pictures_fit_a_screen,
    simulated_matches_of_4_to_8_players_lay_out_cleanly,
    several_marker_labels_on_one_node_lay_out_cleanly,
);
