//! The `grundy` binary: parse arguments, run, map the outcome to an exit status
//! (0 ok, 1 bad input or illegal transcript, 2 usage, I/O or internal error).

use clap::Parser;

fn main() {
    let cli = grundy::cli::Cli::parse();
    if let Err(e) = grundy::cli::run(cli) {
        let code = e.exit_code();
        if code != 0 {
            eprintln!("error: {e}");
        }
        std::process::exit(code);
    }
}
