//! `pp-and-qq` (HDU 3590): misère edge deletion on a forest of rooted trees, by the SJ
//! theorem, under two choices of components.
//!
//! The xor x is the same either way (a tree is worth the xor of its root branches). What
//! differs is *big*:
//! - **by tree** (what the judge's accepted solutions compute): big = some tree is worth
//!   2 or more. SJ needs every component worth 0 to be finished, and a whole tree can be
//!   worth 0 with edges left, so this rule is sometimes wrong;
//! - **by root branch** (exact): components are root branches, each worth SG(child) + 1 ≥ 1
//!   while it exists, so the precondition holds; big = some branch is worth 2 or more,
//!   that is some root child has SG ≥ 1.

use grundy_engine::misere::{sj_losing_values, SjSum};
use grundy_engine::tree::Tree;

/// How many components are worth 2 or more under each rule: trees, root branches.
pub fn big_components(tree: &Tree) -> (usize, usize) {
    (
        usize::from(tree.root_value() >= 2),
        tree.root_branches().filter(|&b| b >= 2).count(),
    )
}

/// Both rules' SJ inputs for one forest, fed one validated tree at a time.
#[derive(Default, Debug, Clone, Copy)]
pub struct ForestMisere {
    pub by_tree: SjSum,
    pub by_branch: SjSum,
}

impl ForestMisere {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add_tree(&mut self, tree: &Tree) {
        self.by_tree.add(u128::from(tree.root_value()));
        for branch in tree.root_branches() {
            self.by_branch.add(u128::from(branch));
        }
    }
}

/// The cuts of one tree of the forest that lead to a position the rule calls lost for the
/// player then to move, per node v: whether cutting the edge above v does.
///
/// - `by_tree` (the judge's rule): `x` and `big_trees` (how many trees are worth 2 or
///   more) of the whole forest; the tree, worth g, must end worth one of
///   [`sj_losing_values`] of (x ⊕ g, another tree big).
/// - by root branch (exact, `by_tree` false): `x` and the number of big root branches of
///   the forest; each branch, worth b, must end worth one of [`sj_losing_values`] of
///   (x ⊕ b, another branch big), 0 meaning the branch is cut off.
///
/// A cut changes one component only (its tree, or its root branch), so these are all of
/// them; [`Tree::cuts_to`] finds the cuts that leave it at each value (a cut leaves one
/// value, so the passes mark disjoint sets).
pub fn losing_cuts(tree: &Tree, by_tree: bool, x: u128, big: usize) -> Vec<bool> {
    // How many components of the forest are big; this tree's (or branch's) own is taken
    // off below.
    let mut cuts = Vec::new();
    let or = |cuts: &mut Vec<bool>, more: Vec<bool>| {
        if cuts.is_empty() {
            *cuts = more;
        } else {
            cuts.iter_mut().zip(more).for_each(|(c, m)| *c |= m);
        }
    };
    if by_tree {
        let g = tree.root_value();
        let others_big = big > usize::from(g >= 2);
        for t in sj_losing_values(x ^ u128::from(g), others_big) {
            let Ok(t) = u64::try_from(t) else { continue };
            // The root ends worth t when a branch worth b ends worth t ⊕ g ⊕ b.
            or(&mut cuts, tree.cuts_to(|_, b| Some(t ^ g ^ b)));
        }
    } else {
        let targets = |b: u64| {
            let others_big = big > usize::from(b >= 2);
            sj_losing_values(x ^ u128::from(b), others_big)
        };
        for k in 0..3 {
            or(
                &mut cuts,
                tree.cuts_to(|_, b| targets(b).get(k).and_then(|&t| u64::try_from(t).ok())),
            );
        }
    }
    cuts
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::tree::search::{random_tree, search_outcomes};
    use proptest::prelude::*;

    /// Merging all roots into one node gives the same game (a deletion cuts off what is
    /// no longer joined to its own root, that is to the merged root).
    fn merged(trees: &[(usize, Vec<(u32, u32)>)]) -> Vec<(u32, u32)> {
        let mut edges = Vec::new();
        let mut base = 0u32; // labels 1.. of each tree become base + label
        for (n, tree) in trees {
            let id = |v: u32| if v == 0 { 0 } else { base + v };
            edges.extend(tree.iter().map(|&(a, b)| (id(a), id(b))));
            base += *n as u32 - 1;
        }
        edges
    }

    fn rules(trees: &[(usize, Vec<(u32, u32)>)]) -> ForestMisere {
        let mut f = ForestMisere::new();
        let mut t = Tree::new();
        for (n, edges) in trees {
            t.build(*n, edges).unwrap();
            f.add_tree(&t);
        }
        f
    }

    #[test]
    fn the_counterexample() {
        // A root with two paths of two edges: misère Nim on {2, 2}, a loss for the mover.
        let trees = vec![(5, vec![(0, 1), (1, 2), (0, 3), (3, 4)])];
        let f = rules(&trees);
        assert!(f.by_tree.first_player_wins());
        assert!(!f.by_branch.first_player_wins());
        assert!(!search_outcomes(&merged(&trees)).1);
    }

    /// The edges of `edges` still joined to node 0 once edge `cut` is gone.
    fn without(edges: &[(u32, u32)], cut: usize) -> Vec<(u32, u32)> {
        let rest: Vec<(u32, u32)> = (edges.iter().enumerate())
            .filter(|&(j, _)| j != cut)
            .map(|(_, &e)| e)
            .collect();
        let mut joined = vec![0u32];
        loop {
            let more: Vec<u32> = rest
                .iter()
                .flat_map(|&(a, b)| [(a, b), (b, a)])
                .filter(|&(a, b)| joined.contains(&a) && !joined.contains(&b))
                .map(|(_, b)| b)
                .collect();
            if more.is_empty() {
                break;
            }
            joined.extend(more);
        }
        rest.into_iter()
            .filter(|&(a, _)| joined.contains(&a))
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]

        /// The exact rule's losing cuts are the cuts after which exhaustive misère play says
        /// the player to move loses; the judge's rule's are those after which it says so.
        #[test]
        fn losing_cuts_match_search(trees in prop::collection::vec(random_tree(5), 1..4)) {
            let edges = merged(&trees);
            prop_assume!(edges.len() <= 10);
            let f = rules(&trees);
            let mut big = (0, 0);
            let mut t = Tree::new();
            for (n, e) in &trees {
                t.build(*n, e).unwrap();
                let (bt, bb) = big_components(&t);
                big = (big.0 + bt, big.1 + bb);
            }
            for (k, (n, e)) in trees.iter().enumerate() {
                t.build(*n, e).unwrap();
                let exact = losing_cuts(&t, false, f.by_branch.xor, big.1);
                let judge = losing_cuts(&t, true, f.by_tree.xor, big.0);
                for (i, &(a, b)) in e.iter().enumerate() {
                    let lower = if a != 0 && t.parent(a) == b { a } else { b };
                    let mut after = trees.clone();
                    after[k].1 = without(e, i);
                    let lost = !search_outcomes(&merged(&after)).1;
                    prop_assert_eq!(exact[lower as usize], lost, "tree {} edge {}", k, i);
                    let judge_lost = !rules(&after).by_tree.first_player_wins();
                    prop_assert_eq!(judge[lower as usize], judge_lost, "judge: tree {} edge {}", k, i);
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        /// The exact rule against exhaustive misère play on forests of up to 12 edges.
        #[test]
        fn exact_rule_matches_search(trees in prop::collection::vec(random_tree(6), 0..4)) {
            let edges = merged(&trees);
            prop_assume!(edges.len() <= 12);
            prop_assert_eq!(rules(&trees).by_branch.first_player_wins(), search_outcomes(&edges).1);
        }
    }
}
