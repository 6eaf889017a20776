//! End to end tests of `grundy graph` (problems/graph.md): the text the binary prints for
//! random graphs written as a contestant would (comments, repeated moves, positions no move
//! touches, headers far larger than the moves) against a game search written here, the
//! usage errors (exit status 2), and a lying count that must fail without allocating it.

use assert_cmd::Command;
use proptest::prelude::*;

fn grundy() -> Command {
    Command::cargo_bin("grundy").unwrap()
}

/// Runs `grundy graph ARGS` on `stdin`; (exit status, stdout, stderr).
fn graph(args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = grundy()
        .arg("graph")
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Outcome letter and remoteness of every position by a depth-bounded game search: won
/// within k moves, lost within k moves, neither by 2n + 2 moves a draw.
fn search(n: usize, moves: &[(usize, usize)]) -> Vec<(char, Option<u32>)> {
    let mut adj = vec![Vec::new(); n];
    for &(u, v) in moves {
        adj[u].push(v);
    }
    let mut win = vec![false; n];
    let mut lose: Vec<bool> = adj.iter().map(Vec::is_empty).collect();
    let mut got: Vec<Option<(char, u32)>> = (0..n).map(|u| lose[u].then_some(('P', 0))).collect();
    for k in 1..=(2 * n + 2) as u32 {
        let w: Vec<bool> = (0..n).map(|u| adj[u].iter().any(|&v| lose[v])).collect();
        let l: Vec<bool> = (0..n).map(|u| adj[u].iter().all(|&v| win[v])).collect();
        for u in 0..n {
            if got[u].is_none() {
                if w[u] {
                    got[u] = Some(('N', k));
                } else if l[u] {
                    got[u] = Some(('P', k));
                }
            }
        }
        (win, lose) = (w, l);
    }
    got.into_iter()
        .map(|g| g.map_or(('D', None), |(c, r)| (c, Some(r))))
        .collect()
}

/// A graph of n positions with moves among them, `spare` positions that no move touches
/// after them, and comments on some lines.
fn graphs() -> impl Strategy<Value = (usize, usize, Vec<(usize, usize)>, bool)> {
    (1usize..9, 0usize..3).prop_flat_map(|(n, spare)| {
        (
            Just(n),
            Just(spare),
            prop::collection::vec((0..n, 0..n), 0..3 * n),
            any::<bool>(),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    fn text_outcomes_match_a_game_search((n, spare, moves, comments) in graphs()) {
        let total = n + spare;
        let mut text = format!("{total} {}\n", moves.len());
        for (i, &(u, v)) in moves.iter().enumerate() {
            text += &format!("{} {}", u + 1, v + 1);
            text += if comments && i % 2 == 0 { " # a move\n" } else { "\n" };
        }
        let (code, out, err) = graph(&["--outcomes"], &text);
        prop_assert_eq!(code, 0, "{}", err);
        let want = search(total, &moves);
        let lines: Vec<&str> = out.lines().skip(1).collect();
        prop_assert_eq!(lines.len(), total);
        for (p, line) in lines.iter().enumerate() {
            let (c, r) = want[p];
            let r = r.map_or("-".to_string(), |r| r.to_string());
            prop_assert_eq!(*line, format!("{} {c} {r}", p + 1), "input:\n{}", text);
        }
    }
}

fn positions_outside_the_graph_are_usage_errors() {
    let g = "3 1\n1 2\n";
    let (code, out, err) = graph(&["--at", "4"], g);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "error: position 4 is not in the graph of stdin (positions 1..=3)\n"
    );
    assert_eq!(graph(&["--sum", "1,0"], g).0, 2);
    assert_eq!(graph(&["--sum", "1,x"], g).0, 2);
    assert_eq!(graph(&["--outcomes", "--sum", "1"], g).0, 2);
    assert_eq!(graph(&["--dot", "--json"], g).0, 2);
    assert_eq!(graph(&["--moves=some"], g).0, 2);
}

fn dot_refuses_large_graphs_naming_its_limit() {
    let (code, out, err) = graph(&["--dot"], "10001 0\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("at most 10000 positions"), "{err}");
    assert_eq!(graph(&["--dot"], "10000 0\n").0, 0);
}

/// A header promising 2^40 moves followed by one: the error comes at the end of the input,
/// without an allocation of 2^40 moves (which would abort the process, not exit with 1).
fn a_lying_count_fails_at_the_end_without_allocating() {
    let (code, out, err) = graph(&[], "3 1099511627776\n1 2\n2 3\n");
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        "error: stdin:4:1: expected the source u of move 3 of 1099511627776, found end of input\n"
    );
    // The same from a file, whose length bounds what is reserved.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.txt");
    std::fs::write(&path, "4294967295 1099511627776\n1 2\n").unwrap();
    let out = grundy().arg("graph").arg(&path).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
}

/// The statement's worked example, as it says.
fn the_statements_example_prints_what_it_shows() {
    let statement = grundy::problems::statement("graph").unwrap();
    let input = std::fs::read_to_string("testdata/graph/loopy-values.in").unwrap();
    assert!(
        statement.contains(&input),
        "the statement shows the example's input"
    );
    let (code, out, _) = graph(&[], &input);
    assert_eq!(code, 0);
    assert!(statement.contains(&out), "the statement shows:\n{out}");
    let (_, sums, _) = graph(
        &["--sum", "3", "--sum", "3,3", "--sum", "6,2", "--moves"],
        &input,
    );
    assert!(statement.contains(&sums), "the statement shows:\n{sums}");
    let shiritori = std::fs::read_to_string("testdata/graph/shiritori-sample.in").unwrap();
    assert!(statement.contains(&shiritori));
    let (_, out, _) = graph(&["--outcomes"], &shiritori);
    assert!(statement.contains(&out), "the statement shows:\n{out}");
}

trials![
    text_outcomes_match_a_game_search,
    positions_outside_the_graph_are_usage_errors,
    dot_refuses_large_graphs_naming_its_limit,
    a_lying_count_fails_at_the_end_without_allocating,
    the_statements_example_prints_what_it_shows,
];
