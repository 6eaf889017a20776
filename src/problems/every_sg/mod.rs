//! The `every-sg` family: Every-SG sums, where every component must be moved and the last move anywhere decides.

pub(crate) mod gg_and_mm;
