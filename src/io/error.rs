//! The one error type of the crate, and what each kind means for the exit status.
//!
//! Bad input (a malformed judge file, an illegal transcript) is a value, never a panic:
//! it carries where it happened so the user can jump to the spot. I/O failures carry an
//! `anyhow` context chain naming the path they concern (`cannot read DIR: Is a directory`).

use std::fmt;
use std::io;

/// Where in an input something went wrong. `col` is absent for line-based formats
/// (transcripts), whose errors name a line only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Located {
    pub source: String,
    pub line: u64,
    pub col: Option<u64>,
    pub message: String,
}

impl fmt::Display for Located {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.col {
            Some(col) => write!(f, "{}:{}:{}: {}", self.source, self.line, col, self.message),
            None => write!(f, "{}:{}: {}", self.source, self.line, self.message),
        }
    }
}

/// The process exit statuses of the contract, in order of severity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum ExitStatus {
    Ok = 0,
    /// Malformed input or an illegal transcript.
    BadInput = 1,
    /// Usage, I/O, or an internal error.
    Failure = 2,
}

#[derive(Debug)]
pub enum Error {
    /// Malformed input or an illegal transcript: exit status 1.
    Input(Box<Located>),
    /// Opening or reading an input failed: exit status 2. The chain names the path.
    Io(anyhow::Error),
    /// Writing the output failed: exit status 2, except a closed pipe, which is success.
    Write(io::Error),
    /// A usage error found after argument parsing (an unknown problem name): exit status 2.
    Usage(String),
    /// A bad value in a command-line argument that is input, not usage (a `grundy table`
    /// SET or CODE with its column, an unanswerable query): exit status 1.
    Argument(String),
    /// A bug of ours (for example a move our own simulator got wrong): exit status 2.
    Internal(String),
    /// A run that failed (`first`) and whose output then could not be written either
    /// (`then`, a [`Error::Write`]): both are reported, and the exit status is the write's,
    /// 2, so a full disk is never hidden behind a bad input.
    Also { first: Box<Error>, then: Box<Error> },
    /// Several inputs were processed and each failure already has its own line in the
    /// output; this is the summary. Exit status 2 when any could not be read, else 1.
    Batch {
        total: usize,
        illegal: usize,
        unreadable: usize,
    },
}

impl Error {
    pub fn input(source: &str, line: u64, col: Option<u64>, message: impl Into<String>) -> Self {
        Error::Input(Box::new(Located {
            source: source.to_string(),
            line,
            col,
            message: message.into(),
        }))
    }

    /// A failed read of the input called `name`.
    pub fn read(name: &str, e: io::Error) -> Self {
        Error::Io(anyhow::Error::new(e).context(format!("cannot read {name}")))
    }

    /// The outcome of a run, `result`, whose buffered output was then flushed with
    /// `flushed`: a failed flush is reported whatever else went wrong (a closed pipe
    /// excepted, which is no failure).
    pub fn with_flush(result: Result<()>, flushed: Result<()>) -> Result<()> {
        match (result, flushed) {
            (Ok(()), flushed) => flushed,
            (Err(first), Err(then))
                if then.exit_status() == ExitStatus::Failure
                    && !matches!(first, Error::Write(_)) =>
            {
                Err(Error::Also {
                    first: Box::new(first),
                    then: Box::new(then),
                })
            }
            (Err(first), _) => Err(first),
        }
    }

    /// The process exit status this error maps to.
    pub fn exit_status(&self) -> ExitStatus {
        match self {
            Error::Also { first, then } => first.exit_status().max(then.exit_status()),
            Error::Input(_) | Error::Argument(_) => ExitStatus::BadInput,
            Error::Write(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitStatus::Ok,
            Error::Batch { unreadable: 0, .. } => ExitStatus::BadInput,
            Error::Io(_)
            | Error::Write(_)
            | Error::Usage(_)
            | Error::Internal(_)
            | Error::Batch { .. } => ExitStatus::Failure,
        }
    }

    /// The process exit code this error maps to.
    pub fn exit_code(&self) -> i32 {
        self.exit_status() as i32
    }

    /// The located error, if this is bad input.
    pub fn located(&self) -> Option<&Located> {
        match self {
            Error::Input(l) => Some(l),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input(l) => l.fmt(f),
            // `{:#}` prints the whole context chain on one line.
            Error::Io(e) => write!(f, "{e:#}"),
            Error::Write(e) => write!(f, "cannot write output: {e}"),
            Error::Usage(msg) | Error::Argument(msg) => write!(f, "{msg}"),
            Error::Internal(msg) => write!(f, "internal error (a bug in grundy): {msg}"),
            // Two lines: `main` puts `error: ` before the first.
            Error::Also { first, then } => write!(f, "{first}\nerror: {then}"),
            Error::Batch {
                total,
                illegal,
                unreadable,
            } => write!(
                f,
                "{illegal} illegal and {unreadable} unreadable of {total} file(s)"
            ),
        }
    }
}

impl std::error::Error for Error {}

impl From<io::Error> for Error {
    /// Plain `?` on a write goes here; reads go through [`Error::read`], which names the input.
    fn from(e: io::Error) -> Self {
        Error::Write(e)
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
