//! Placeholder until this format is implemented (issue 3).

use std::io::{Read, Write};

use crate::error::{Error, Result};
use crate::scanner::Scanner;

pub fn solve<R: Read>(sc: &mut Scanner<R>, _out: &mut impl Write, _moves: bool) -> Result<()> {
    Err(Error::input(sc.name(), 1, Some(1), "not implemented yet"))
}
