//! `grundy xortrie-sim --html FILE DIR`, the season on one page, checked without a browser
//! (scripts/html-browser-test.sh opens it in one): the page parses as XML, its ids are
//! unique and every `#` link lands on one, names are escaped, the season table says what
//! the text report says, and every round of every legal match has its picture and the text
//! report's story.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use assert_cmd::Command;
use grundy::xortrie::html::player_id;
use grundy::xortrie::sim::{simulate, Config, Strategy};
use serde_json::Value;

fn grundy() -> Command {
    Command::cargo_bin("grundy").expect("the binary is built")
}

/// The club's names, seated instead of the bots' first three in one match.
const RENAMED: [(&str, &str); 3] = [("Ann", "张三"), ("Bob", "🦀"), ("Cid", "<b>&\"Co'")];

/// `text` with every seat name of `renames` replaced, token by token (`Ann=7` too).
fn rename(text: &str, renames: &[(&str, &str)]) -> String {
    let token = |t: &str| {
        for (from, to) in renames {
            if t == *from {
                return to.to_string();
            }
            if let Some(rest) = t.strip_prefix(from).filter(|r| r.starts_with('=')) {
                return format!("{to}{rest}");
            }
        }
        t.to_string()
    };
    text.lines()
        .map(|l| l.split(' ').map(token).collect::<Vec<_>>().join(" ") + "\n")
        .collect()
}

/// A season folder: four simulated matches (one with the club's names), one that stops
/// inside a turn, and one illegal file.
fn season(dir: &Path) {
    for seed in 0..4u64 {
        let players = 4 + seed as usize;
        let mut text = simulate(Config::new(players, seed, 3, Strategy::Greedy))
            .expect("the simulator plays")
            .transcript;
        if seed == 1 {
            text = rename(&text, &RENAMED);
        }
        std::fs::write(dir.join(format!("m{seed}.txt")), text).unwrap();
    }
    let text = simulate(Config::new(5, 9, 2, Strategy::Greedy))
        .unwrap()
        .transcript;
    // Cut right after the last `turn` line: the last round is unfinished.
    let cut = text.rfind("\nturn ").unwrap() + 1;
    let end = cut + text[cut..].find('\n').unwrap() + 1;
    std::fs::write(dir.join("n-incomplete.txt"), &text[..end]).unwrap();
    std::fs::write(
        dir.join("x-illegal.txt"),
        "players A B C D\nround\nplay 5\n",
    )
    .unwrap();
}

fn text_of(n: roxmltree::Node) -> String {
    n.descendants()
        .filter(|d| d.is_text())
        .filter_map(|d| d.text())
        .collect()
}

fn has_class(n: &roxmltree::Node, class: &str) -> bool {
    n.attribute("class")
        .is_some_and(|c| c.split(' ').any(|c| c == class))
}

/// The story lines of each round of a single file's text report, without their indent.
fn stories(report: &str) -> Vec<Vec<String>> {
    let mut rounds = Vec::new();
    let mut lines = report.lines();
    while let Some(line) = lines.next() {
        if line == "  story:" {
            let story = lines
                .by_ref()
                .take_while(|l| !l.is_empty())
                .map(|l| l.strip_prefix("    ").unwrap_or(l).to_string())
                .collect();
            rounds.push(story);
        }
    }
    rounds
}

fn the_page_is_well_formed_and_tells_every_round() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("season");
    std::fs::create_dir(&folder).unwrap();
    season(&folder);
    let page_path = dir.path().join("season.html");
    let with = grundy()
        .arg("xortrie-sim")
        .arg("--html")
        .arg(&page_path)
        .arg(&folder)
        .assert()
        .code(1)
        .get_output()
        .clone();
    let plain = grundy()
        .arg("xortrie-sim")
        .arg(&folder)
        .assert()
        .code(1)
        .get_output()
        .clone();
    assert_eq!(
        with.stdout, plain.stdout,
        "--html leaves the report as it is"
    );
    assert_eq!(with.stderr, plain.stderr);
    let page = std::fs::read_to_string(&page_path).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>\n"));
    for banned in ["<script", "src=", "url(", "@import", "<link", "<b>"] {
        assert!(!page.contains(banned), "the page holds {banned}");
    }
    let doc = roxmltree::Document::parse_with_options(
        &page,
        roxmltree::ParsingOptions {
            allow_dtd: true,
            ..Default::default()
        },
    )
    .expect("the page is well-formed XML");

    // Ids are unique, and every link within the page lands on one.
    let mut ids = HashSet::new();
    for n in doc.descendants().filter(|n| n.is_element()) {
        if let Some(id) = n.attribute("id") {
            assert!(ids.insert(id), "id {id} twice");
        }
    }
    let mut links = 0;
    for n in doc.descendants().filter(|n| n.has_tag_name("a")) {
        let href = n.attribute("href").expect("every link has a target");
        let target = href.strip_prefix('#').expect("links stay in the page");
        assert!(ids.contains(target), "no id for {href}");
        links += 1;
    }
    assert!(links > 100);

    // The season table holds the rows of the report's season, as --json gives them.
    let json: Value = serde_json::from_slice(
        &grundy()
            .args(["xortrie-sim", "--json"])
            .arg(&folder)
            .assert()
            .code(1)
            .get_output()
            .stdout,
    )
    .unwrap();
    let table = doc
        .descendants()
        .find(|n| n.attribute("id") == Some("season-table"))
        .expect("the season table");
    let rows: Vec<Vec<String>> = table
        .descendants()
        .filter(|n| n.has_tag_name("tbody"))
        .flat_map(|b| b.children().filter(|r| r.has_tag_name("tr")))
        .map(|r| {
            r.children()
                .filter(|c| c.has_tag_name("td"))
                .map(text_of)
                .collect()
        })
        .collect();
    let want: Vec<Vec<String>> = json["season"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let keys = [
                "place", "name", "matches", "rounds", "gold", "silver", "bronze", "iron", "points",
            ];
            keys.iter()
                .map(|k| match &r[k] {
                    Value::String(s) => s.clone(),
                    v => v.to_string(),
                })
                .collect()
        })
        .collect();
    assert_eq!(rows, want);
    for (_, name) in RENAMED {
        assert!(rows.iter().any(|r| r[1] == name), "{name} is in the table");
    }

    // The files in name order: a verdict each, and a section for each legal one.
    let files = json["files"].as_array().unwrap();
    let verdicts: Vec<&str> = files
        .iter()
        .map(|f| f["verdict"].as_str().unwrap())
        .collect();
    assert_eq!(verdicts, ["ok", "ok", "ok", "ok", "incomplete", "illegal"]);
    let listed: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("li") && n.parent().is_some_and(|p| p.has_tag_name("ol")))
        .collect();
    assert_eq!(listed.len(), files.len());
    for (k, (f, li)) in files.iter().zip(&listed).enumerate() {
        let verdict = f["verdict"].as_str().unwrap();
        assert!(has_class(li, verdict), "file {k} is marked {verdict}");
        let file = f["file"].as_str().unwrap();
        assert!(text_of(*li).starts_with(file));
        let section = format!("m{}", k + 1);
        assert_eq!(verdict != "illegal", ids.contains(section.as_str()));
        if verdict == "illegal" {
            assert!(text_of(*li).contains("illegal at line 3: "));
            continue;
        }
        // Every round: its heading as the text report's, a picture, the report's story.
        let report = String::from_utf8(
            grundy()
                .args(["xortrie-sim", file])
                .assert()
                .success()
                .get_output()
                .stdout
                .clone(),
        )
        .unwrap();
        let headings: Vec<&str> = report.lines().filter(|l| l.starts_with("Round ")).collect();
        let told = stories(&report);
        assert_eq!(told.len(), headings.len());
        assert!(!headings.is_empty());
        for (j, (heading, story)) in headings.iter().zip(&told).enumerate() {
            let id = format!("m{}-r{}", k + 1, j + 1);
            let round = doc
                .descendants()
                .find(|n| n.attribute("id") == Some(id.as_str()))
                .unwrap_or_else(|| panic!("no round {id}"));
            assert!(round.has_tag_name("details"));
            let summary = round
                .children()
                .find(|c| c.has_tag_name("summary"))
                .unwrap();
            assert_eq!(text_of(summary), *heading);
            let svgs = round
                .descendants()
                .filter(|n| n.has_tag_name("svg"))
                .count();
            assert_eq!(svgs, 1, "round {id} has a picture");
            let pre = round
                .descendants()
                .find(|n| n.has_tag_name("pre"))
                .expect("a story");
            let lines: Vec<String> = text_of(pre).lines().map(str::to_string).collect();
            assert_eq!(&lines, story, "round {id} tells the report's story");
        }
        let id = format!("m{}-r{}", k + 1, headings.len() + 1);
        assert!(!ids.contains(id.as_str()), "no round beyond the report's");
    }

    // Each player's section links to exactly the rounds of the matches they sit in.
    let mut rounds_of: HashMap<String, usize> = HashMap::new();
    for row in json["season"].as_array().unwrap() {
        let name = row["name"].as_str().unwrap();
        let section = doc
            .descendants()
            .find(|n| n.attribute("id") == Some(player_id(name).as_str()))
            .unwrap_or_else(|| panic!("no section for {name}"));
        let h3 = section.children().find(|c| c.has_tag_name("h3")).unwrap();
        assert_eq!(text_of(h3), name);
        let round_links = section
            .descendants()
            .filter(|n| n.attribute("href").is_some_and(|h| h.contains("-r")))
            .count();
        rounds_of.insert(name.to_string(), round_links);
    }
    // The rounds each player sat in, finished or not, counted from the sections' tables.
    let mut sat: HashMap<String, usize> = HashMap::new();
    for round in doc
        .descendants()
        .filter(|n| has_class(n, "round") && n.has_tag_name("table"))
    {
        for tr in round.descendants().filter(|n| n.has_tag_name("tr")).skip(1) {
            let name = text_of(tr.children().find(|c| c.has_tag_name("td")).unwrap());
            *sat.entry(name).or_default() += 1;
        }
    }
    assert_eq!(rounds_of, sat);
}

/// FILE that cannot be written is an error (exit status 2) before anything is refereed.
fn an_unwritable_page_names_its_path() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    for path in [file.join("page.html"), dir.path().to_path_buf()] {
        grundy()
            .arg("xortrie-sim")
            .arg("--html")
            .arg(&path)
            .arg("testdata/xortrie/season/mixed")
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicates::str::starts_with(format!(
                "error: cannot write {}: ",
                path.display()
            )));
    }
    // A link named FILE is replaced, never written through; no temporary file is left.
    let target = dir.path().join("target.txt");
    std::fs::write(&target, "mine").unwrap();
    let link = dir.path().join("page.html");
    #[cfg(unix)]
    std::os::unix::fs::symlink(&target, &link).unwrap();
    grundy()
        .arg("xortrie-sim")
        .arg("--html")
        .arg(&link)
        .arg("testdata/xortrie/season/mixed/a-evening.txt")
        .assert()
        .success();
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "mine");
    assert!(std::fs::read_to_string(&link).unwrap().contains("<html"));
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}

/// A FILE that is not a regular file (here a FIFO; `/dev/null` and `/dev/stdout` alike) is
/// written to, not renamed over: it stays what it was.
#[cfg(unix)]
fn a_fifo_named_file_gets_the_page_through_it() {
    use std::io::Read;
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("page.html");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            let mut page = String::new();
            std::fs::File::open(&fifo)
                .unwrap()
                .read_to_string(&mut page)
                .unwrap();
            page
        })
    };
    grundy()
        .arg("xortrie-sim")
        .arg("--html")
        .arg(&fifo)
        .arg("testdata/xortrie/season/mixed/a-evening.txt")
        .assert()
        .success();
    let page = reader.join().unwrap();
    assert!(page.starts_with("<!DOCTYPE html>") && page.ends_with("</html>\n"));
    let kind = std::fs::metadata(&fifo).unwrap().file_type();
    assert!(kind.is_fifo(), "the FIFO is still a FIFO");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

/// One transcript, or standard input, is a season of one with --html; --html draws no
/// `--svg` pictures, tells every story (no `--brief`) and does not play.
fn one_file_is_a_season_of_one() {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("p.html");
    let transcript = std::fs::read("testdata/xortrie/season/mixed/a-evening.txt").unwrap();
    grundy()
        .arg("xortrie-sim")
        .arg("--html")
        .arg(&page)
        .write_stdin(transcript)
        .assert()
        .success()
        .stdout(predicates::str::starts_with(
            "stdin: ok\n\nSeason of 1 legal file(s)",
        ));
    assert!(std::fs::read_to_string(&page)
        .unwrap()
        .contains("id=\"m1-r1\""));
    for other in [
        &["--svg", "x"][..],
        &["--brief"],
        &["--play", "--players", "4", "--seed", "1"],
    ] {
        grundy()
            .arg("xortrie-sim")
            .arg("--html")
            .arg(&page)
            .args(other)
            .arg("testdata/xortrie/season/mixed")
            .assert()
            .code(2);
    }
}

#[cfg(unix)]
trials![
    the_page_is_well_formed_and_tells_every_round,
    an_unwritable_page_names_its_path,
    a_fifo_named_file_gets_the_page_through_it,
    one_file_is_a_season_of_one,
];

#[cfg(not(unix))]
trials![
    the_page_is_well_formed_and_tells_every_round,
    an_unwritable_page_names_its_path,
    one_file_is_a_season_of_one,
];
