//! XOR-Trie: the rules ([`rules`]), the transcript parser ([`transcript`]), the referee that
//! drives one into the other ([`referee`]) and its reports ([`report`]).

pub mod referee;
pub mod report;
pub mod rules;
pub mod transcript;

use std::io::Write;
use std::path::PathBuf;

use crate::error::Result;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print the report as one JSON object
    #[arg(long)]
    pub json: bool,
    /// Transcript file; standard input when omitted or `-`
    pub file: Option<PathBuf>,
}

pub fn run(args: &Args, out: &mut impl Write) -> Result<()> {
    let (reader, name) = crate::cli::open_input(args.file.as_ref())?;
    let game = referee::referee(reader, &name)?;
    let report = report::Report::new(&game);
    if args.json {
        report.write_json(out)
    } else {
        report.write_text(out)
    }
}
