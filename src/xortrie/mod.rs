//! XOR-Trie: the rules, the transcript parser, the referee and its reports (issue 4).

use std::io::Write;
use std::path::PathBuf;

use crate::error::{Error, Result};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print the report as one JSON object
    #[arg(long)]
    pub json: bool,
    /// Transcript file; standard input when omitted or `-`
    pub file: Option<PathBuf>,
}

pub fn run(args: &Args, _out: &mut impl Write) -> Result<()> {
    let name = args
        .file
        .as_ref()
        .map_or("stdin".to_string(), |p| p.display().to_string());
    Err(Error::input(&name, 1, None, "not implemented yet"))
}
