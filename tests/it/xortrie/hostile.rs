//! `grundy xortrie-sim` on a hostile file system: links where pictures go, stale pictures,
//! a FIFO in a season folder, file names that try to forge output, and `--jobs` far beyond
//! the files. Each run has a timeout, so that a hang fails instead of stalling the suite.

use std::time::Duration;

use assert_cmd::Command;

/// Far above what any run here needs; a run that blocks (on a FIFO, say) fails at it.
const TIMEOUT: Duration = Duration::from_secs(60);

fn grundy() -> Command {
    let mut cmd = Command::cargo_bin("grundy").expect("the binary is built");
    cmd.timeout(TIMEOUT);
    cmd
}

const THREE_ROUNDS: &str = "testdata/xortrie/play/p5_s7.out";
const LEGAL: &str = "testdata/xortrie/season/mixed/a-evening.txt";

/// `--svg DIR` where DIR holds a link named like a picture to a file outside DIR, a dangling
/// link to a path outside DIR, and pictures of an earlier, longer game: the links are
/// replaced by the pictures (the file outside is untouched, nothing is created outside),
/// the stale pictures are left and named in a note, and no temporary file stays behind.
#[cfg(unix)]
fn svg_never_writes_through_a_link() {
    use std::os::unix::fs::symlink;
    let root = tempfile::tempdir().unwrap();
    let outside = root.path().join("precious.txt");
    std::fs::write(&outside, "precious").unwrap();
    let nowhere = root.path().join("nowhere.svg");
    let dir = root.path().join("pictures");
    std::fs::create_dir(&dir).unwrap();
    symlink(&outside, dir.join("round-1.svg")).unwrap();
    symlink(&nowhere, dir.join("round-2.svg")).unwrap();
    for stale in ["round-4.svg", "round-12.svg", "round-04.svg", "round-x.svg"] {
        std::fs::write(dir.join(stale), "old").unwrap();
    }
    grundy()
        .args(["xortrie-sim", "--svg"])
        .arg(&dir)
        .arg(THREE_ROUNDS)
        .assert()
        .success()
        .stderr(format!(
            "note: {} also holds round-4.svg, round-12.svg from an earlier run (this \
             transcript has 3 round(s)); left as they are\n",
            dir.display()
        ));
    assert_eq!(std::fs::read_to_string(&outside).unwrap(), "precious");
    assert!(!nowhere.exists(), "a file was created outside DIR");
    for k in 1..=3 {
        let path = dir.join(format!("round-{k}.svg"));
        let meta = std::fs::symlink_metadata(&path).unwrap();
        assert!(meta.file_type().is_file(), "{}: a file", path.display());
        let svg = std::fs::read_to_string(&path).unwrap();
        assert!(svg.contains("<svg"), "{}: a picture", path.display());
    }
    let mut left: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    left.sort();
    assert_eq!(
        left,
        [
            "round-04.svg",
            "round-1.svg",
            "round-12.svg",
            "round-2.svg",
            "round-3.svg",
            "round-4.svg",
            "round-x.svg"
        ]
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("round-4.svg")).unwrap(),
        "old"
    );
}

/// A folder where a picture's name is taken by a directory: an error naming that path, and
/// no temporary file left.
fn svg_over_a_directory_names_its_path() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("round-2.svg")).unwrap();
    grundy()
        .args(["xortrie-sim", "--svg"])
        .arg(dir.path())
        .arg(THREE_ROUNDS)
        .assert()
        .code(2)
        .stderr(predicates::str::starts_with(format!(
            "error: cannot write {}: ",
            dir.path().join("round-2.svg").display()
        )));
    let temps = std::fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".tmp")
        })
        .count();
    assert_eq!(temps, 0, "a temporary file was left");
}

/// A FIFO named `*.txt` in a season folder is skipped and said so, instead of blocking the
/// season until something writes to it; it is no failure. A FIFO named on the command line
/// is read (a shell's `<(command)` is one).
#[cfg(unix)]
fn a_fifo_in_a_season_folder_is_skipped() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(LEGAL, dir.path().join("a.txt")).unwrap();
    let fifo = dir.path().join("b.txt");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", fifo.display());
    let d = dir.path().display();
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
    let head: Vec<&str> = out.lines().take(4).collect();
    assert_eq!(
        head,
        [
            format!("{d}/a.txt: ok"),
            format!("{d}/b.txt: skipped: not a regular file (a FIFO)"),
            String::new(),
            "Season of 1 legal file(s) (0 illegal, 0 unreadable, left out; 1 skipped):".into(),
        ]
    );
    let json = grundy()
        .args(["xortrie-sim", "--json"])
        .arg(dir.path())
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let json: serde_json::Value = serde_json::from_slice(&json).unwrap();
    assert_eq!(json["files"][1]["verdict"], "skipped");
    assert_eq!(json["files"][1]["reason"], "not a regular file (a FIFO)");
}

/// File names with a newline and a terminal escape: each verdict stays one line, with the
/// name's control characters escaped; `--json` holds the name as it is. The error of a
/// single transcript names it escaped too.
#[cfg(unix)]
fn file_names_cannot_forge_verdicts() {
    let dir = tempfile::tempdir().unwrap();
    let forged = "x.txt: ok\n\x1b[2Jy.txt";
    std::fs::copy(LEGAL, dir.path().join(forged)).unwrap();
    std::fs::copy(
        "testdata/xortrie/errors/not_in_hand.in",
        dir.path().join("bad\n.txt"),
    )
    .unwrap();
    let d = dir.path().display();
    let out = grundy()
        .arg("xortrie-sim")
        .arg(dir.path().join(forged))
        .arg(dir.path().join("bad\n.txt"))
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(!out.contains('\x1b'), "{out:?}");
    let head: Vec<&str> = out.lines().take(3).collect();
    assert_eq!(
        head,
        [
            format!("{d}/x.txt: ok\\n\\u{{1b}}[2Jy.txt: ok"),
            format!(
                "{d}/bad\\n.txt: illegal at line 12: Cid cannot play 45: not in hand (hand: \
                 127 259)"
            ),
            String::new(),
        ]
    );
    let json = grundy()
        .args(["xortrie-sim", "--json"])
        .arg(dir.path().join(forged))
        .arg(dir.path().join("bad\n.txt"))
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let json: serde_json::Value = serde_json::from_slice(&json).unwrap();
    assert_eq!(json["files"][0]["file"], format!("{d}/{forged}"));
    grundy()
        .arg("xortrie-sim")
        .arg(dir.path().join("bad\n.txt"))
        .assert()
        .code(1)
        .stderr(format!(
            "error: {d}/bad\\n.txt:12: Cid cannot play 45: not in hand (hand: 127 259)\n"
        ));
}

/// `--jobs` far beyond the files (it used to start that many threads: 5,000 failed, 20,000
/// hung) gives the same output as one thread.
fn jobs_beyond_the_files_start_no_more_threads() {
    let files = [LEGAL, "testdata/xortrie/season/mixed/c-evening.txt"];
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
    assert_eq!(run("20000"), one);
    assert_eq!(run("1000000"), one);
}

#[cfg(unix)]
trials![
    svg_never_writes_through_a_link,
    svg_over_a_directory_names_its_path,
    a_fifo_in_a_season_folder_is_skipped,
    file_names_cannot_forge_verdicts,
    jobs_beyond_the_files_start_no_more_threads,
];

#[cfg(not(unix))]
trials![
    svg_over_a_directory_names_its_path,
    jobs_beyond_the_files_start_no_more_threads,
];
