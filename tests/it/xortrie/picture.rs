//! The layout of the round pictures: with the boxes the drawing itself computes (its text
//! widths estimated from display widths), no text leaves the canvas and no two texts
//! overlap, for simulated matches of 4 to 8 players, for club names of 32 wide characters,
//! and for several marker labels on one node.

use grundy::xortrie::picture::{layout, round_svg, Layout};
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
        // The layout is the drawing's: the canvas is the SVG's.
        let svg = round_svg(names, round, k + 1);
        assert!(
            svg.contains(&format!(
                r#"width="{:.0}" height="{:.0}""#,
                l.width, l.height
            )),
            "{what}: the layout's canvas is not the picture's"
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
    simulated_matches_of_4_to_8_players_lay_out_cleanly,
    several_marker_labels_on_one_node_lay_out_cleanly,
);
