//! The `grundy` binary: parse arguments, run, map the outcome to an exit status
//! (0 ok, 1 bad input or illegal transcript, 2 usage, I/O or internal error).

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = grundy::cli::Cli::parse_args();
    match grundy::cli::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let code = e.exit_code();
            if code != 0 {
                // Not `eprintln!`, which panics when standard error cannot be written.
                let _ = writeln!(std::io::stderr(), "error: {e}");
            }
            ExitCode::from(code as u8)
        }
    }
}
