//! The `wythoff` family: Wythoff's game: two piles, take from one or equally from both (Beatty sequences).

// The problem shares its family's name: `wythoff::wythoff` is Wythoff's own judge format.
#[allow(clippy::module_inception)]
pub(crate) mod wythoff;
pub(crate) mod wythoff_ab;
pub(crate) mod wythoff_big;
pub(crate) mod wythoff_moves;
