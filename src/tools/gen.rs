//! `grundy gen`: a valid input of any problem of the catalogue (or its expected output),
//! from a seed, at a chosen size.

use std::io::Write;

use crate::error::{Error, Result};
use crate::io::{Input, Output};
use crate::problems::gen::{Gen, Size};
use crate::problems::{self, Format, Options};

/// What `grundy gen` was asked for, as plain values.
pub struct Request<'a> {
    pub problem: &'a str,
    pub seed: u64,
    pub size: Size,
    pub cases: Option<u64>,
    pub answers: bool,
}

pub fn run(request: &Request, out: &mut Output<'_>) -> Result<()> {
    let problem = problems::find(request.problem).ok_or_else(|| {
        Error::Usage(format!(
            "no problem `{}` (see `grundy list`)",
            request.problem
        ))
    })?;
    let mut gen = Gen::new(request.seed, request.size, request.cases);
    if !problem.generate(&mut gen) {
        return Err(Error::Usage(format!(
            "`{}` has no input generator yet",
            problem.meta().id
        )));
    }
    if !request.answers {
        out.write_all(&gen.out)?;
        return Ok(());
    }
    let mut scanner = Input::from_bytes(gen.out, "generated input").into_scanner();
    problem
        .run(&Options::default(), &mut scanner, out, Format::Judge)
        .map_err(|e| Error::Internal(format!("the solver refused its own generated input: {e}")))
}
