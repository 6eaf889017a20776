//! Commands that are not judge formats: their command-line arguments, and the step from
//! parsed arguments to the plain values the domain code takes.

pub mod gen;
pub mod graph;
pub mod list;
pub mod table;
pub mod xortrie;
