//! Input and output at the edge of the program: the one byte scanner every judge format
//! reads through, opening inputs by name, and the buffered writer answers go to.

pub mod scan;
