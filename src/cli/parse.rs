//! Reading the command line: the quick paths for a problem named with files and the
//! common flags (no clap command built), clap's parse of one problem's subcommand alone,
//! and clap's own wording for everything else, including unknown names.

use std::io;
use std::path::PathBuf;

use clap::{CommandFactory, Parser};

use super::{with_problem_alone, Cli, Command, ProblemRun};
use crate::problems::{self, Format, Options, Problem};

impl Cli {
    /// The command line, parsed. `grundy <problem> [FILE...]`, the way judges and test
    /// runners call it thousands of times on tiny inputs, is recognised without building
    /// the clap command (every problem's subcommand, a tenth of such a run); anything
    /// else, including every flag and every mistake, goes through clap.
    pub fn parse_args() -> Cli {
        Cli::parse_args_from(std::env::args_os())
    }

    /// [`Cli::parse_args`] of the given command line (program name first).
    pub fn parse_args_from(command_line: impl IntoIterator<Item = std::ffi::OsString>) -> Cli {
        let mut command_line: Vec<std::ffi::OsString> = command_line.into_iter().collect();
        let args = command_line.get(1..).unwrap_or_default();
        let plain = |a: &std::ffi::OsString| {
            a.to_str()
                .filter(|f| *f == "-" || !(f.is_empty() || f.starts_with('-')))
                .map(PathBuf::from)
        };
        let named = args
            .first()
            .and_then(|a| a.to_str())
            .map(|name| (name, problems::find(name)));
        match named {
            Some((_, Some(problem))) => {
                if let Some(run) = quick_run(problem, &args[1..], plain) {
                    return Cli {
                        command: Command::Problem(run),
                    };
                }
                // Clap matches names exactly: give it the id of the name as typed, and only
                // that problem's subcommand (what clap says of this line depends on no other).
                command_line[1] = problem.meta().id.into();
                return parse_naming(problem, command_line);
            }
            Some((name, None)) if !name.starts_with('-') && !is_command(name) => {
                unknown_name(name, args.get(1).and_then(|a| a.to_str())).exit()
            }
            _ => {}
        }
        parse_or_exit(command_line)
    }
}

/// `grundy <problem>` followed by files and at most once each of `--json`, `--strict` and
/// `--moves[=all|N]`, read as clap reads it, without building clap's command (a tenth of a
/// millisecond even for one problem: as much as a plain run on a small input); `None` for
/// anything else (help, the statement, a problem's own flags, a repeated flag, a bad
/// value, `--`), which clap reads and words the errors of.
fn quick_run(
    problem: &'static dyn Problem,
    args: &[std::ffi::OsString],
    plain: impl Fn(&std::ffi::OsString) -> Option<PathBuf>,
) -> Option<ProblemRun> {
    let (mut json, mut strict, mut moves) = (false, false, None);
    let mut files = Vec::new();
    for arg in args {
        if let Some(file) = plain(arg) {
            files.push(file);
            continue;
        }
        let once = |seen: &mut bool| (!std::mem::replace(seen, true)).then_some(());
        match arg.to_str()? {
            "--json" => once(&mut json)?,
            "--strict" => once(&mut strict)?,
            "--moves" if moves.is_none() => moves = Some(problems::Limit::parse("10")?),
            flag => {
                let value = flag.strip_prefix("--moves=").filter(|_| moves.is_none())?;
                moves = Some(problems::Limit::parse(value)?);
            }
        }
    }
    Some(ProblemRun {
        problem,
        files,
        format: if json { Format::Json } else { Format::Judge },
        options: Options::with_flags(Vec::new()).strict(strict).moves(moves),
        statement: false,
    })
}

/// [`parse_or_exit`] of a command line whose subcommand is `problem`, with clap's command
/// built with that problem alone.
fn parse_naming(problem: &'static dyn Problem, command_line: Vec<std::ffi::OsString>) -> Cli {
    with_problem_alone(problem, || parse_or_exit(command_line))
}

/// clap's parse, exiting on `--help`, `--version` and usage errors as clap does, except
/// that help or version text that cannot be written (`grundy --help > /dev/full`) is an
/// output error, exit status 2, not a success.
fn parse_or_exit(command_line: Vec<std::ffi::OsString>) -> Cli {
    let e = match Cli::try_parse_from(command_line) {
        Ok(cli) => return cli,
        Err(e) if e.use_stderr() => e.exit(),
        Err(e) => e,
    };
    use std::io::Write;
    match e.print().and_then(|()| io::stdout().flush()) {
        Err(w) if w.kind() != io::ErrorKind::BrokenPipe => {
            let _ = writeln!(io::stderr(), "error: {}", crate::error::Error::Write(w));
            std::process::exit(2)
        }
        _ => std::process::exit(0),
    }
}

/// Whether `name` is a subcommand clap knows as written: a tool, `help`, or a problem's id
/// or alias spelled exactly.
fn is_command(name: &str) -> bool {
    name == "help"
        || Cli::command()
            .get_subcommands()
            .any(|c| c.get_name() == name || c.get_all_aliases().any(|a| a == name))
}

/// The usage error for a subcommand that is neither a tool nor a problem: clap's own
/// wording, with at most three suggestions among the tools and problems, nearest first.
/// A judge id typed as two words (`grundy Hdu 2176`: `next` is the word after the name)
/// gets the one word it is (`grundy hdu2176`), or the suggestions for it.
fn unknown_name(name: &str, next: Option<&str>) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let mut cmd = Cli::command();
    let usage = cmd.render_usage();
    let joined = next
        .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        .map(|n| format!("{name}{n}"));
    if let Some(joined) = &joined {
        if let Some(problem) = problems::find(joined) {
            let meta = problem.meta();
            let id = std::iter::once(meta.id)
                .chain(meta.aliases.iter().copied())
                .find(|a| problems::names::same(joined, a))
                .unwrap_or(meta.id);
            let mut err = clap::Error::new(ErrorKind::InvalidSubcommand).with_cmd(&cmd);
            err.insert(
                ContextKind::InvalidSubcommand,
                ContextValue::String(name.to_string()),
            );
            err.insert(
                ContextKind::Suggested,
                ContextValue::StyledStrs(vec![format!(
                    "a judge id is one word: grundy {id} ({})",
                    meta.title
                )
                .into()]),
            );
            err.insert(ContextKind::Usage, ContextValue::StyledStr(usage));
            return err;
        }
    }
    // `hdu 1537`: the suggestions are those of `hdu1537`.
    let wanted = joined.as_deref().unwrap_or(name);
    let tools: Vec<&str> = cmd
        .get_subcommands()
        .map(|c| c.get_name())
        .filter(|n| problems::find(n).is_none())
        .collect();
    let problems = problems::name_groups();
    let groups: Vec<&[&str]> = tools
        .iter()
        .map(std::slice::from_ref)
        .chain(problems.iter().map(Vec::as_slice))
        .collect();
    let suggestions = problems::names::nearest(wanted, &groups, 3);
    let mut err = clap::Error::new(ErrorKind::InvalidSubcommand).with_cmd(&cmd);
    err.insert(
        ContextKind::InvalidSubcommand,
        ContextValue::String(name.to_string()),
    );
    if suggestions.is_empty() {
        err.insert(
            ContextKind::Suggested,
            ContextValue::StyledStrs(vec!["`grundy list` shows every problem and tool".into()]),
        );
    } else {
        err.insert(
            ContextKind::SuggestedSubcommand,
            ContextValue::Strings(suggestions.iter().map(|s| s.to_string()).collect()),
        );
    }
    err.insert(ContextKind::Usage, ContextValue::StyledStr(usage));
    err
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The quick path reads `grundy <problem> [FILE]` exactly as clap does.
    #[test]
    fn plain_problem_commands_parse_as_clap_parses_them() {
        for line in [
            "grundy snim",
            "grundy hdu2486",
            "grundy k-multiple -",
            "grundy wythoff testdata/wythoff/sample.in",
            "grundy anti-nim some-file",
            "grundy snim a.in b.in -",
            "grundy snim --moves",
            "grundy snim --moves=all a.in",
            "grundy snim --moves=0 --json",
            "grundy new-stone-game --json --strict --moves=3 - b.in",
            "grundy wythoff --moves",
            "grundy hdu1536 --strict",
        ] {
            let args = line.split(' ').map(std::ffi::OsString::from);
            let quick = format!("{:?}", Cli::parse_args_from(args.clone()));
            let clap = format!("{:?}", Cli::try_parse_from(args).unwrap());
            assert_eq!(quick, clap, "{line}");
        }
    }

    /// A command line naming a problem parses, and fails, with clap's command built with
    /// that problem alone exactly as with every problem: the same command, the same error
    /// kind and text (help and usage included).
    #[test]
    fn a_problem_alone_parses_as_the_whole_command() {
        for line in [
            "grundy snim --moves",
            "grundy snim --moves=all --json a.in",
            "grundy new-stone-game --moves=3 --strict",
            "grundy wythoff --moves",
            "grundy wythoff --json",
            "grundy k-multiple --statement",
            "grundy pp-and-qq --exact --moves",
            "grundy snim --help",
            "grundy snim -h",
            "grundy snim --version",
            "grundy snim --jsn",
            "grundy snim --moves=x",
            "grundy snim --moves 3",
            "grundy snim --statement a.in",
            "grundy snim --exact",
            "grundy brave-game --strict --strict",
        ] {
            let args: Vec<std::ffi::OsString> = line.split(' ').map(Into::into).collect();
            let problem = problems::find(line.split(' ').nth(1).unwrap()).unwrap();
            let whole = Cli::try_parse_from(args.clone());
            let alone = with_problem_alone(problem, || Cli::try_parse_from(args));
            match (whole, alone) {
                (Ok(whole), Ok(alone)) => {
                    assert_eq!(format!("{whole:?}"), format!("{alone:?}"), "{line}")
                }
                (Err(whole), Err(alone)) => {
                    assert_eq!(whole.kind(), alone.kind(), "{line}");
                    assert_eq!(
                        whole.render().to_string(),
                        alone.render().to_string(),
                        "{line}"
                    );
                }
                (whole, alone) => panic!("{line}: {whole:?} against {alone:?}"),
            }
        }
    }
}
