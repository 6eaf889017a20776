//! `grundy xortrie-sim` for a club: a season of transcripts at once (verdict lines, the
//! season table, exit statuses, `--json`) and `--svg` pictures of every round, checked by
//! parsing the SVG against the referee's own report.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use assert_cmd::Command;
use grundy::xortrie::sim::{simulate, Config, Strategy};
use proptest::prelude::*;
use serde_json::Value;

fn grundy() -> Command {
    Command::cargo_bin("grundy").expect("the binary is built")
}

fn json(bytes: &[u8]) -> Value {
    serde_json::from_slice(bytes).expect("the output is JSON")
}

// ------------------------------------------------------------------------------ seasons

/// A folder mixing legal and illegal files (and a file that is not a transcript): a verdict
/// per `*.txt` file in name order, the illegal one left out of the table, exit status 1.
fn a_folder_mixing_legal_and_illegal_files() {
    let want = std::fs::read_to_string("testdata/xortrie/season/mixed.out").unwrap();
    grundy()
        .args(["xortrie-sim", "testdata/xortrie/season/mixed"])
        .assert()
        .code(1)
        .stdout(want)
        .stderr("error: 1 illegal and 0 unreadable of 4 file(s)\n");
    let want = std::fs::read_to_string("testdata/xortrie/season/mixed-json.out").unwrap();
    grundy()
        .args(["xortrie-sim", "--json", "testdata/xortrie/season/mixed"])
        .assert()
        .code(1)
        .stdout(want);
}

/// The season output problems/xortrie-sim.md shows, text and JSON, is the folder's.
fn the_page_shows_the_mixed_folders_output() {
    let page = std::fs::read_to_string("problems/xortrie-sim.md").unwrap();
    let text = std::fs::read_to_string("testdata/xortrie/season/mixed.out").unwrap();
    assert!(
        page.contains(&format!("```\n{text}```")),
        "the page shows mixed.out"
    );
    let block = page
        .split("```json\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("the page shows a season's JSON");
    let want = std::fs::read_to_string("testdata/xortrie/season/mixed-json.out").unwrap();
    assert_eq!(json(block.as_bytes()), json(want.as_bytes()));
}

/// An unreadable file is reported, the others are still refereed, and the exit status is 2.
fn an_unreadable_file_does_not_stop_the_season() {
    let out = grundy()
        .args([
            "xortrie-sim",
            "testdata/xortrie/season/mixed/a-evening.txt",
            "testdata/xortrie/season/no-such-file.txt",
            "testdata/xortrie/season/mixed/d-evening.txt",
        ])
        .assert()
        .code(2)
        .stderr("error: 0 illegal and 1 unreadable of 3 file(s)\n")
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    let verdicts: Vec<&str> = out.lines().take(3).collect();
    assert_eq!(
        verdicts,
        [
            "testdata/xortrie/season/mixed/a-evening.txt: ok",
            "testdata/xortrie/season/no-such-file.txt: unreadable: No such file or directory \
             (os error 2)",
            "testdata/xortrie/season/mixed/d-evening.txt: ok",
        ]
    );
    assert!(out.contains("Season of 2 legal file(s) (0 illegal, 1 unreadable, left out):"));
}

/// A season of legal files only exits 0; one thread or many, the same output.
fn legal_seasons_exit_0_on_any_number_of_threads() {
    let files = [
        "testdata/xortrie/season/mixed/c-evening.txt",
        "testdata/xortrie/season/mixed/a-evening.txt",
    ];
    let run = |jobs: &str| {
        grundy()
            .args(["xortrie-sim", "--jobs", jobs])
            .args(files)
            .assert()
            .success()
            .stderr("")
            .get_output()
            .stdout
            .clone()
    };
    let one = run("1");
    assert_eq!(one, run("4"));
    assert!(String::from_utf8(one)
        .unwrap()
        .starts_with("testdata/xortrie/season/mixed/c-evening.txt: ok\n"));
}

/// Many files with standard error not a terminal (a pipe here): no progress bar, and
/// standard error stays empty.
fn no_progress_bar_off_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read("testdata/xortrie/season/mixed/d-evening.txt").unwrap();
    for i in 0..120 {
        std::fs::write(dir.path().join(format!("{i:03}.txt")), &text).unwrap();
    }
    let out = grundy()
        .arg("xortrie-sim")
        .arg(dir.path())
        .assert()
        .success()
        .stderr("")
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(out.lines().filter(|l| l.ends_with(": ok")).count(), 120);
    assert!(out.contains("      1  Zoe         120       0"), "{out}");
}

/// The season table as the sum of single-file reports, computed here from each file's own
/// `--json` report: matches seated, finished rounds, medals per finished round, totals.
fn summed_season(reports: &[Value]) -> Vec<Value> {
    #[derive(Default)]
    struct Row {
        matches: u64,
        rounds: u64,
        medals: BTreeMap<String, u64>,
        points: i64,
    }
    let mut order: Vec<String> = Vec::new();
    let mut rows: HashMap<String, Row> = HashMap::new();
    for report in reports {
        let rounds = report["rounds"].as_array().unwrap();
        let seated: Vec<String> = match rounds.first() {
            Some(r) => r["players"].as_array().unwrap().iter(),
            None => report["standings"].as_array().unwrap().iter(),
        }
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
        for name in &seated {
            if !order.contains(name) {
                order.push(name.clone());
            }
            rows.entry(name.clone()).or_default().matches += 1;
        }
        for round in rounds.iter().filter(|r| r["finished"] == true) {
            for p in round["players"].as_array().unwrap() {
                let row = rows.get_mut(p["name"].as_str().unwrap()).unwrap();
                row.rounds += 1;
                row.points += p["total"].as_i64().unwrap();
                *row.medals
                    .entry(p["medal"].as_str().unwrap().to_string())
                    .or_default() += 1;
            }
        }
    }
    let medal = |name: &str, m: &str| rows[name].medals.get(m).copied().unwrap_or(0);
    let key = |name: &str| {
        (
            medal(name, "gold"),
            medal(name, "silver"),
            medal(name, "bronze"),
        )
    };
    let place = |name: &str| 1 + order.iter().filter(|o| key(o) > key(name)).count();
    let mut ranked = order.clone();
    ranked.sort_by_key(|name| place(name));
    ranked
        .iter()
        .map(|name| {
            let r = &rows[name];
            serde_json::json!({
                "place": place(name),
                "name": name,
                "matches": r.matches,
                "rounds": r.rounds,
                "gold": medal(name, "gold"),
                "silver": medal(name, "silver"),
                "bronze": medal(name, "bronze"),
                "iron": medal(name, "iron"),
                "points": r.points,
            })
        })
        .collect()
}

proptest! {
    // Each case spawns the binary once per file; a handful of cases covers ties, absent
    // players, unfinished rounds and illegal files.
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    /// The season table of a folder equals the sum of its files' single reports; illegal
    /// files change nothing but the verdicts.
    fn the_season_of_a_folder_is_the_sum_of_its_files(
        matches in prop::collection::vec(
            (4usize..=8, any::<u64>(), 0u32..=3, any::<bool>(), prop::bool::weighted(0.2)),
            1..5,
        ),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let mut legal = Vec::new();
        for (i, &(players, seed, rounds, random, spoil)) in matches.iter().enumerate() {
            let strategy = if random { Strategy::Random } else { Strategy::Greedy };
            let mut text = simulate(Config::new(players, seed, rounds, strategy))
                .unwrap()
                .transcript;
            if spoil {
                text.push_str("round\nstart\n");
            }
            let path = dir.path().join(format!("{i:02}.txt"));
            std::fs::write(&path, text).unwrap();
            if !spoil {
                legal.push(path);
            }
        }
        let season = grundy()
            .args(["xortrie-sim", "--json"])
            .arg(dir.path())
            .output()
            .unwrap();
        let illegal = matches.len() - legal.len();
        prop_assert_eq!(season.status.code(), Some(if illegal > 0 { 1 } else { 0 }));
        let season = json(&season.stdout);
        let reports: Vec<Value> = legal
            .iter()
            .map(|p| {
                let out = grundy().arg("xortrie-sim").arg("--json").arg(p).output().unwrap();
                assert!(out.status.success());
                json(&out.stdout)
            })
            .collect();
        prop_assert_eq!(
            season["season"].as_array().unwrap(),
            &summed_season(&reports)
        );
        let oks = season["files"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["verdict"] == "ok")
            .count();
        prop_assert_eq!(oks, legal.len());
    }
}

// ------------------------------------------------------------------------------ pictures

/// What a drawing shows, read back from the SVG's geometry and visible text only.
struct Drawing {
    /// Node centres and the bit written in them ("" for the root).
    nodes: HashMap<(i64, i64), String>,
    /// The rows of nodes, top to bottom: the root, then layers 10 down to 0.
    rows: Vec<i64>,
    /// Drawn trie edges, parent (upper) end first.
    edges: Vec<((i64, i64), (i64, i64))>,
    /// Polylines by class and name: the points they pass.
    paths: HashMap<(String, String), Vec<(i64, i64)>>,
    /// Marker squares: their centre, and the card written next to them.
    markers: Vec<((i64, i64), u32)>,
    /// Visible texts of the leaf labels, by x.
    labels: Vec<(i64, String)>,
    caption: String,
}

/// Coordinates in tenths of a pixel, so that points compare exactly.
fn coord(s: &str) -> i64 {
    (s.parse::<f64>().unwrap() * 10.0).round() as i64
}

fn read_drawing(svg: &str) -> Drawing {
    let doc = roxmltree::Document::parse(svg).expect("the SVG is well-formed XML");
    let mut d = Drawing {
        nodes: HashMap::new(),
        rows: Vec::new(),
        edges: Vec::new(),
        paths: HashMap::new(),
        markers: Vec::new(),
        labels: Vec::new(),
        caption: String::new(),
    };
    let text_of = |n: roxmltree::Node| -> String {
        n.descendants()
            .filter(|t| t.is_text())
            .filter_map(|t| t.text())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let at = |n: roxmltree::Node, x: &str, y: &str| {
        (
            coord(n.attribute(x).unwrap()),
            coord(n.attribute(y).unwrap()),
        )
    };
    let mut marker_squares = Vec::new();
    for n in doc.descendants().filter(|n| n.is_element()) {
        match (n.tag_name().name(), n.attribute("class")) {
            ("circle", _) => {
                let bit = n
                    .next_sibling_element()
                    .map(|t| text_of(t).trim().to_string())
                    .unwrap_or_default();
                d.nodes.insert(at(n, "cx", "cy"), bit);
            }
            ("line", Some("edge")) => d.edges.push((at(n, "x1", "y1"), at(n, "x2", "y2"))),
            ("polyline", Some(class)) => {
                let points = n
                    .attribute("points")
                    .unwrap()
                    .split_whitespace()
                    .map(|p| {
                        let (x, y) = p.split_once(',').unwrap();
                        (coord(x), coord(y))
                    })
                    .collect();
                let name = n.attribute("data-name").unwrap().to_string();
                d.paths.insert((class.to_string(), name), points);
            }
            ("rect", Some("marker")) => {
                let (x, y) = at(n, "x", "y");
                let (w, h) = (
                    coord(n.attribute("width").unwrap()),
                    coord(n.attribute("height").unwrap()),
                );
                let card: u32 = n.attribute("data-card").unwrap().parse().unwrap();
                marker_squares.push(((x + w / 2, y + h / 2), card));
            }
            ("text", Some("label")) => {
                // Name and value; an eliminated player's fate line is checked apart.
                let words: Vec<String> = n
                    .children()
                    .filter(|t| t.is_element() && t.attribute("class") != Some("fate"))
                    .map(text_of)
                    .collect();
                d.labels
                    .push((coord(n.attribute("x").unwrap()), words.join(" ")));
            }
            ("text", Some("caption")) => d.caption = text_of(n),
            _ => {}
        }
    }
    d.markers = marker_squares;
    let mut rows: Vec<i64> = d.nodes.keys().map(|&(_, y)| y).collect();
    rows.sort_unstable();
    rows.dedup();
    d.rows = rows;
    d
}

impl Drawing {
    /// The bits on the way from the root down to `node`, following the drawn edges up.
    fn bits_above(&self, mut node: (i64, i64)) -> Vec<u32> {
        let mut bits = Vec::new();
        while node.1 != self.rows[0] {
            bits.push(
                self.nodes[&node]
                    .parse()
                    .expect("a bit in every node below the root"),
            );
            let parents: Vec<_> = self.edges.iter().filter(|e| e.1 == node).collect();
            assert_eq!(parents.len(), 1, "one edge up from every node");
            node = parents[0].0;
        }
        bits.reverse();
        bits
    }

    /// Checks that a polyline passes exactly the nodes of `value`: the root, then on each
    /// row down one drawn edge to the node of the next bit, the top bit (layer 10) first.
    fn check_path(&self, what: &str, points: &[(i64, i64)], value: u64) {
        assert_eq!(self.rows.len(), 12, "the root and 11 layers");
        assert_eq!(points.len(), 12, "{what}: one point per row");
        for (j, p) in points.iter().enumerate() {
            let bit = self
                .nodes
                .get(p)
                .unwrap_or_else(|| panic!("{what}: point {j} is not on a node"));
            assert_eq!(p.1, self.rows[j], "{what}: point {j} on row {j}");
            if j == 0 {
                continue;
            }
            let want = (value >> (11 - j)) & 1;
            assert_eq!(
                bit,
                &want.to_string(),
                "{what} = {value}: bit of layer {}",
                11 - j
            );
            assert!(
                self.edges.contains(&(points[j - 1], *p)),
                "{what}: no drawn edge into point {j}"
            );
        }
    }

    /// In the trie, the 0-child of a node is left of its 1-child.
    fn check_children_order(&self) {
        for &(parent, _) in &self.edges {
            let children: Vec<_> = self
                .edges
                .iter()
                .filter(|e| e.0 == parent)
                .map(|e| e.1)
                .collect();
            assert!(children.len() <= 2, "a binary trie");
            if let [a, b] = children[..] {
                let (zero, one) = if self.nodes[&a] == "0" {
                    (a, b)
                } else {
                    (b, a)
                };
                assert_eq!((&self.nodes[&zero][..], &self.nodes[&one][..]), ("0", "1"));
                assert!(zero.0 < one.0, "the 0-child is on the left");
            }
        }
    }
}

/// The marker cards of each round, from the transcript's own lines.
fn markers_per_round(transcript: &str) -> Vec<Vec<u32>> {
    let mut rounds: Vec<Vec<u32>> = Vec::new();
    for line in transcript.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line == "round" {
            rounds.push(Vec::new());
        } else if let Some(card) = line.strip_prefix("marker ") {
            rounds
                .last_mut()
                .unwrap()
                .push(card.trim().parse().unwrap());
        }
    }
    rounds
}

fn check_pictures(transcript: &Path) {
    let dir = tempfile::tempdir().unwrap();
    let report = grundy()
        .args(["xortrie-sim", "--json", "--svg"])
        .arg(dir.path())
        .arg(transcript)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let report = json(&report);
    let text = std::fs::read_to_string(transcript).unwrap();
    let markers = markers_per_round(&text);
    let rounds = report["rounds"].as_array().unwrap();
    assert!(!rounds.is_empty());
    for (k, round) in rounds.iter().enumerate() {
        let svg = std::fs::read_to_string(dir.path().join(format!("round-{}.svg", k + 1)))
            .unwrap_or_else(|e| panic!("round-{}.svg: {e}", k + 1));
        let d = read_drawing(&svg);
        assert!(
            d.caption.starts_with(&format!("Round {}: ", k + 1)),
            "{}",
            d.caption
        );
        d.check_children_order();
        let mut strokes = vec![(
            "public".to_string(),
            "public".to_string(),
            round["public"].as_u64().unwrap(),
        )];
        for p in round["players"].as_array().unwrap() {
            strokes.push((
                "player".into(),
                p["name"].as_str().unwrap().into(),
                p["value"].as_u64().unwrap(),
            ));
        }
        assert_eq!(d.paths.len(), strokes.len(), "one path per sequence");
        for (class, name, value) in &strokes {
            let what = format!("round {}: {name}", k + 1);
            let points = &d.paths[&(class.clone(), name.clone())];
            d.check_path(&what, points, *value);
            let leaf_x = points[11].0;
            assert!(
                d.labels
                    .iter()
                    .any(|(x, t)| *x == leaf_x && *t == format!("{name} {value}")),
                "{what}: labelled with name and value under its last node"
            );
        }
        // Both nodes of every marker pair: on the card's own path, at its highest and
        // second-highest 1.
        for &card in &markers[k] {
            let mut layers: Vec<u32> = (0..11)
                .rev()
                .filter(|b| card >> b & 1 == 1)
                .take(2)
                .collect();
            let squares: Vec<_> = d.markers.iter().filter(|m| m.1 == card).collect();
            assert_eq!(squares.len(), layers.len(), "marker {card}: its nodes");
            for (centre, _) in squares {
                let bits = d.bits_above(*centre);
                let layer = 11 - bits.len() as u32;
                let want: Vec<u32> = (layer..11).rev().map(|b| card >> b & 1).collect();
                assert_eq!(bits, want, "marker {card}: a node on the card's path");
                layers.retain(|&l| l != layer);
            }
            assert!(
                layers.is_empty(),
                "marker {card}: a node on layers {layers:?} is missing"
            );
        }
    }
}

/// Three rounds of a simulated match: eliminations, all three endings' kinds of captions,
/// markers on and off the board.
fn every_path_passes_exactly_the_nodes_of_its_value() {
    check_pictures(Path::new("testdata/xortrie/play/p5_s7.out"));
    check_pictures(Path::new("testdata/xortrie/season/mixed/c-evening.txt"));
}

fn svg_wants_one_transcript() {
    grundy()
        .args([
            "xortrie-sim",
            "--svg",
            "/tmp/unused-grundy-svg",
            "testdata/xortrie/season/mixed",
        ])
        .assert()
        .code(2)
        .stdout("")
        .stderr(
            "error: --svg draws the rounds of one transcript, and testdata/xortrie/season/mixed \
             is a folder, which is a season: name one of its files (--html FILE puts every \
             round's picture of a season on one page)\n",
        );
    grundy()
        .args([
            "xortrie-sim",
            "--svg",
            "/tmp/unused-grundy-svg",
            "testdata/xortrie/ok/death.in",
            "testdata/xortrie/ok/death.in",
        ])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicates::str::contains(
            "--svg draws the rounds of one transcript, found 2 files, which are a season",
        ));
}

/// The picture shown in problems/xortrie-sim.md is what `--svg` draws today.
fn the_page_shows_a_current_picture() {
    let dir = tempfile::tempdir().unwrap();
    grundy()
        .args(["xortrie-sim", "--svg"])
        .arg(dir.path())
        .arg("testdata/xortrie/play/p5_s7.out")
        .assert()
        .success();
    let drawn = std::fs::read_to_string(dir.path().join("round-3.svg")).unwrap();
    let shown = std::fs::read_to_string("problems/xortrie-sim-round.svg").unwrap();
    assert!(
        drawn == shown,
        "problems/xortrie-sim-round.svg is out of date: copy round-3.svg of \
         `grundy xortrie-sim --svg DIR testdata/xortrie/play/p5_s7.out` over it"
    );
}

/// A picture that cannot be written names its path, with exit status 2.
fn an_unwritable_picture_names_its_path() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    let inside = file.join("pictures");
    grundy()
        .args(["xortrie-sim", "--svg"])
        .arg(&inside)
        .arg("testdata/xortrie/season/mixed/a-evening.txt")
        .assert()
        .code(2)
        .stderr(predicates::str::starts_with(format!(
            "error: cannot write {}: ",
            inside.display()
        )));
}

trials![
    a_folder_mixing_legal_and_illegal_files,
    the_page_shows_the_mixed_folders_output,
    an_unreadable_file_does_not_stop_the_season,
    legal_seasons_exit_0_on_any_number_of_threads,
    no_progress_bar_off_a_terminal,
    the_season_of_a_folder_is_the_sum_of_its_files,
    every_path_passes_exactly_the_nodes_of_its_value,
    svg_wants_one_transcript,
    the_page_shows_a_current_picture,
    an_unwritable_picture_names_its_path,
];
