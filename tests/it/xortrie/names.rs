//! The club's own names: Chinese, accented, emoji names and names with XML's special
//! characters go through every report and picture, columns aligned by display width.

use assert_cmd::Command;
use unicode_width::UnicodeWidthStr;

const NAMES: [&str; 5] = ["张三", "Zoë", "🦀", "<b>&Co", "李四四"];

fn grundy() -> Command {
    Command::cargo_bin("grundy").expect("the binary is built")
}

/// A short legal round for the five names (the starter has value 3).
fn transcript() -> String {
    let [a, b, c, d, e] = NAMES;
    format!(
        "players {a} {b} {c} {d} {e}\nround\nstart {a}=7 {b}=9 {c}=3 {d}=17 {e}=5\n\
         marker 256\nmarker 64\ndeal {c} 259 127\ndeal {d} 1 2\ndeal {e} 40 41\n\
         deal {a} 4 8\ndeal {b} 16 32\nturn {c}\nplay 259 own\nturn {d}\nplay 1 own\n"
    )
}

/// Where each cell of a text table line ends, in display columns.
fn cell_ends(line: &str) -> Vec<usize> {
    let mut ends = Vec::new();
    let mut col = 0;
    let mut in_cell = false;
    for ch in line.chars() {
        if ch == ' ' && in_cell {
            ends.push(col);
        }
        in_cell = ch != ' ';
        col += ch.to_string().width();
    }
    if in_cell {
        ends.push(col);
    }
    ends
}

fn unicode_names_align_in_the_text_report() {
    let out = grundy()
        .args(["xortrie-sim", "--brief"])
        .write_stdin(transcript())
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // The round's table: a heading and a row per player; the standings likewise. The
    // numbers are right-aligned under their headings (value, score, quan; gold, silver),
    // which they are only if the names before them are padded by display width.
    for (heading, numbers) in [("  player  value", 1..4), ("  place  player", 2..4)] {
        let at = lines.iter().position(|l| l.starts_with(heading)).unwrap();
        let want = cell_ends(lines[at])[numbers.clone()].to_vec();
        for (row, name) in lines[at + 1..=at + NAMES.len()].iter().zip(NAMES) {
            assert!(row.contains(name), "{row}");
            let got = cell_ends(row)[numbers.clone()].to_vec();
            assert_eq!(got, want, "{row:?} under {:?}", lines[at]);
        }
    }
}

fn unicode_names_are_exact_in_json_and_in_the_picture() {
    let dir = tempfile::tempdir().unwrap();
    let out = grundy()
        .args(["xortrie-sim", "--json", "--svg"])
        .arg(dir.path())
        .write_stdin(transcript())
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let json: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let names: Vec<&str> = json["rounds"][0]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, NAMES);
    let svg = std::fs::read_to_string(dir.path().join("round-1.svg")).unwrap();
    assert!(svg.starts_with(r#"<?xml version="1.0" encoding="UTF-8"?>"#));
    let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let labels: Vec<&str> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("label"))
        .filter_map(|n| n.attribute("data-name"))
        .filter(|n| *n != "public")
        .collect();
    let mut want = NAMES.to_vec();
    let mut got = labels.clone();
    want.sort_unstable();
    got.sort_unstable();
    assert_eq!(got, want);
}

fn a_name_is_refused_only_for_space_control_or_equals() {
    for bad in ["a\u{3000}b", "a=b", "a\u{7}b", &"字".repeat(33)] {
        let text = format!("players {bad} B C D\n");
        grundy()
            .arg("xortrie-sim")
            .write_stdin(text)
            .assert()
            .code(1)
            .stderr(predicates::str::contains("expected a player name"));
    }
    grundy()
        .arg("xortrie-sim")
        .write_stdin(format!("players {} B C D\n", "字".repeat(32)))
        .assert()
        .success();
}

trials![
    unicode_names_align_in_the_text_report,
    unicode_names_are_exact_in_json_and_in_the_picture,
    a_name_is_refused_only_for_space_control_or_equals,
];
