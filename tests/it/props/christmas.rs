//! The Hackenbush reduction (bridges, fusion, colon principle) against an exhaustive
//! edge-deletion search on small random multigraphs with loops, parallel edges and parts
//! not connected to the root.

use grundy::engine::impartial::Exhaustive;
use grundy::games::hackenbush::Hackenbush;
use proptest::prelude::*;

/// Keeps only the edges of `mask` still connected to the root (vertex 0).
fn prune(edges: &[(u32, u32)], mask: u32) -> u32 {
    let mut reached = 1u32; // bit v: vertex v is connected to the root
    loop {
        let mut grew = reached;
        for (i, &(u, v)) in edges.iter().enumerate() {
            if mask >> i & 1 == 1 && (grew >> u & 1 == 1 || grew >> v & 1 == 1) {
                grew |= 1 << u | 1 << v;
            }
        }
        if grew == reached {
            break;
        }
        reached = grew;
    }
    let mut kept = 0;
    for (i, &(u, _)) in edges.iter().enumerate() {
        if mask >> i & 1 == 1 && reached >> u & 1 == 1 {
            kept |= 1 << i;
        }
    }
    kept
}

/// The Grundy value by search: a position is the set of remaining edges; a move deletes
/// one and drops whatever got cut off from the root.
fn brute_value(edges: &[(u32, u32)]) -> u64 {
    let mut brute = Exhaustive::from_fn(|&mask: &u32| {
        (0..edges.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| prune(edges, mask & !(1 << i)))
            .collect::<Vec<u32>>()
    });
    let all = (1u32 << edges.len()) - 1;
    brute.grundy(&prune(edges, all))
}

fn graph() -> impl Strategy<Value = (usize, Vec<(u32, u32)>)> {
    (1usize..=6).prop_flat_map(|n| {
        let v = 0..n as u32;
        (Just(n), prop::collection::vec((v.clone(), v), 0..=10))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    fn reduction_matches_search((n, edges) in graph()) {
        prop_assert_eq!(Hackenbush::new().value(n, &edges), brute_value(&edges));
    }

    /// Reusing the buffers across graphs of different sizes must not leak state.
    fn reused_solver_matches_fresh(graphs in prop::collection::vec(graph(), 1..6)) {
        let mut shared = Hackenbush::new();
        for (n, edges) in graphs {
            prop_assert_eq!(shared.value(n, &edges), Hackenbush::new().value(n, &edges));
        }
    }
}

/// Shapes the random search may rarely produce: cycles sharing a vertex, a cycle through
/// the root with a tail, a theta graph, stacked parallel edges.
fn hand_picked_shapes_match_search() {
    let shapes: &[&[(u32, u32)]] = &[
        &[(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 0)],
        &[(0, 1), (1, 2), (2, 3), (3, 1), (3, 4), (4, 5)],
        &[(0, 1), (1, 2), (2, 3), (3, 0), (1, 3)],
        &[(0, 1), (0, 1), (0, 1), (1, 2), (1, 2), (2, 2)],
        &[(0, 0), (0, 0), (0, 1), (1, 1), (1, 2), (2, 3), (3, 1)],
        &[(1, 2), (2, 3), (3, 1), (0, 0)],
    ];
    for edges in shapes {
        assert_eq!(
            Hackenbush::new().value(6, edges),
            brute_value(edges),
            "{edges:?}"
        );
    }
}

trials![
    reduction_matches_search,
    reused_solver_matches_fresh,
    hand_picked_shapes_match_search,
];
