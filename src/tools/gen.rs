//! `grundy gen`: a valid input of any problem of the catalogue (or its expected output),
//! from a seed, at a chosen size.

use std::io::Write;

use crate::error::{Error, Result};
use crate::io::{Input, Output};
use crate::problems::gen::{self, Gen, Size};
use crate::problems::{self, Format, Options};

/// What `grundy gen` was asked for, as plain values.
pub struct Request<'a> {
    pub problem: &'a str,
    pub seed: u64,
    pub size: Size,
    pub cases: Option<u64>,
    /// A named benchmark shape ([`crate::problems::gen::PROFILES`]) instead of `size`.
    pub profile: Option<&'a str>,
    pub answers: bool,
}

pub fn run(request: &Request, out: &mut Output<'_>) -> Result<()> {
    let problem = problems::find(request.problem).ok_or_else(|| {
        Error::Usage(format!(
            "no problem `{}` (see `grundy list`)",
            request.problem
        ))
    })?;
    let id = problem.meta().id;
    let mut gen = Gen::new(request.seed, request.size, request.cases);
    if let Some(name) = request.profile {
        let profile = gen::profile(id, name).ok_or_else(|| {
            let known: Vec<&str> = gen::PROFILES
                .iter()
                .filter(|p| p.problem == id)
                .map(|p| p.name)
                .collect();
            Error::Usage(format!(
                "`{id}` has no profile `{name}` (it has: {})",
                if known.is_empty() {
                    "none".to_string()
                } else {
                    known.join(", ")
                }
            ))
        })?;
        profile.write(&mut gen, request.cases);
    } else if !problem.generate(&mut gen) {
        return Err(Error::Usage(format!("`{id}` has no input generator yet")));
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
