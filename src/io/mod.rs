//! Input and output at the edge of the program: opening inputs by name, the one byte
//! scanner every judge format reads through, and the one buffered writer answers go to.

pub mod endless;
pub mod error;
pub mod input;
pub mod output;
pub mod scan;

pub use error::{Error, Result};
pub use input::{printable, BoxRead, Input};
pub use output::Output;
