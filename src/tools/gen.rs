//! `grundy gen`: a valid input of any problem of the catalogue (or its expected output),
//! from a seed, at a chosen size, streamed as it is written; at most
//! [`gen::MAX_CASES`] cases.

use std::io::{Read, Write};
use std::sync::mpsc::{self, Receiver};
use std::thread;

use crate::error::{Error, Result};
use crate::io::scan::Scanner;
use crate::io::{BoxRead, Output};
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
    if let Some(cases) = request.cases.filter(|&c| c > gen::MAX_CASES) {
        return Err(Error::Usage(format!(
            "--cases {cases} is more than grundy gen writes (at most {})",
            gen::MAX_CASES
        )));
    }
    let profile = match request.profile {
        Some(name) => Some(gen::profile(id, name).ok_or_else(|| {
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
        })?),
        None => None,
    };
    // The input is written on a thread of its own and streamed here in chunks, so memory
    // is a few chunks whatever the count; when the output goes away (`| head`), this
    // returns at once and the process ends with it.
    let (chunks, received) = mpsc::sync_channel::<Vec<u8>>(4);
    let (seed, size, cases) = (request.seed, request.size, request.cases);
    let generator = thread::Builder::new()
        .name("grundy-gen".into())
        .spawn(move || {
            let mut gen = Gen::streaming(seed, size, cases, chunks);
            let written = match profile {
                Some(profile) => {
                    profile.write(&mut gen, cases);
                    true
                }
                None => problem.generate(&mut gen),
            };
            gen.finish();
            written
        })
        .map_err(|e| Error::Internal(format!("cannot start the generator: {e}")))?;
    let solved = if request.answers {
        let reader: BoxRead = Box::new(Chunks::new(received));
        let mut scanner = Scanner::new(reader, "generated input");
        problem.run(&Options::default(), &mut scanner, out, Format::Judge)
    } else {
        for chunk in &received {
            out.write_all(&chunk)?;
        }
        Ok(())
    };
    // A failed write ends the run here; anything else waits for the generator, which has
    // ended or ends soon (its reader is gone, so what it writes now is dropped).
    if let Err(Error::Write(e)) = solved {
        return Err(Error::Write(e));
    }
    match generator.join() {
        Ok(true) => solved.map_err(|e| {
            Error::Internal(format!("the solver refused its own generated input: {e}"))
        }),
        Ok(false) => Err(Error::Usage(format!("`{id}` has no input generator yet"))),
        Err(_) => Err(Error::Internal(format!("the generator of {id} failed"))),
    }
}

/// The chunks of a streamed generation as one reader, for the solver of `--answers`.
struct Chunks {
    received: Receiver<Vec<u8>>,
    chunk: Vec<u8>,
    at: usize,
}

impl Chunks {
    fn new(received: Receiver<Vec<u8>>) -> Self {
        Chunks {
            received,
            chunk: Vec::new(),
            at: 0,
        }
    }
}

impl Read for Chunks {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        while self.at == self.chunk.len() {
            match self.received.recv() {
                Ok(chunk) => (self.chunk, self.at) = (chunk, 0),
                Err(_) => return Ok(0), // the generator is done
            }
        }
        let n = buf.len().min(self.chunk.len() - self.at);
        buf[..n].copy_from_slice(&self.chunk[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}
