//! Engine pieces of Sprague–Grundy theory, shared by the closed forms in `grundy-games`
//! and the problem solvers: no I/O, each documented with what it assumes and property
//! tested against [`impartial::Exhaustive`], the exhaustive solver. Also the Grundy tables
//! of one-heap games with their certified periods ([`table`], [`period`], [`heap_game`]),
//! used by `grundy table` and `grundy snim`. Loopy games and games with draws (where
//! positions repeat, or a stuck piece ends the game undecided) are solved on a [`graph`]
//! (compressed arrays, forward and reverse): retrograde analysis with remoteness, Smith's
//! loopy Grundy values and their sums; [`retrograde`] explores a game given by its rules
//! into such a graph.

pub mod dag;
pub mod every_sg;
pub mod expr;
pub mod graph;
pub mod heap_game;
pub mod impartial;
pub mod mex;
pub mod misere;
pub mod multi_sg;
pub mod nim_product;
pub mod pages;
pub mod period;
pub mod retrograde;
pub mod staircase;
pub mod sum;
pub mod table;
pub mod tree;
