//! Opening an input by name: a file path, or standard input for none or `-`. The name is
//! what every error about this input will quote, printable whatever bytes the path holds.

use std::borrow::Cow;
use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use anyhow::Context;

use crate::error::{Error, Result};
use crate::scan::Scanner;

/// A name (a file's path) as messages show it: its control characters escaped (`\n`,
/// `\u{1b}`), so that a newline in a file name cannot forge a line of output and a terminal
/// escape sequence does not reach the terminal raw.
pub fn printable(name: &str) -> Cow<'_, str> {
    if !name.chars().any(char::is_control) {
        return name.into();
    }
    let mut shown = String::new();
    for c in name.chars() {
        if c.is_control() {
            shown.extend(c.escape_default());
        } else {
            shown.push(c);
        }
    }
    shown.into()
}

/// A reader the scanner can hand to its read-ahead thread.
pub type BoxRead = Box<dyn Read + Send>;

/// An opened input and the name errors will use for it.
pub struct Input {
    pub reader: BoxRead,
    pub name: String,
}

/// Bytes per chunk of the judges' read-ahead thread (see `Scanner::with_read_ahead`).
const READ_AHEAD_CHUNK: usize = 1 << 18;

impl Input {
    /// Opens `path`, or standard input for none or `-`. A directory is refused here, by
    /// name, rather than failing later at its first read.
    pub fn open(path: Option<&Path>) -> Result<Input> {
        match path {
            Some(path) if path.as_os_str() != "-" => {
                let name = printable(&path.display().to_string()).into_owned();
                let file = File::open(path)
                    .with_context(|| format!("cannot open {name}"))
                    .map_err(Error::Io)?;
                let meta = file
                    .metadata()
                    .with_context(|| format!("cannot open {name}"))
                    .map_err(Error::Io)?;
                if meta.is_dir() {
                    return Err(Error::Io(anyhow::anyhow!(
                        "cannot read {name}: it is a directory, not a file"
                    )));
                }
                Ok(Input {
                    reader: Box::new(file),
                    name,
                })
            }
            _ => Ok(Input {
                reader: Box::new(io::stdin()),
                name: "stdin".to_string(),
            }),
        }
    }

    /// An in-memory input, for tests and fuzzing.
    pub fn from_bytes(bytes: Vec<u8>, name: &str) -> Input {
        Input {
            reader: Box::new(io::Cursor::new(bytes)),
            name: name.to_string(),
        }
    }

    /// The scanner judges read through: chunks are read ahead on a second thread.
    pub fn into_scanner(self) -> Scanner<BoxRead> {
        Scanner::with_read_ahead(self.reader, self.name, READ_AHEAD_CHUNK)
    }
}

#[cfg(test)]
mod tests {
    use super::printable;

    #[test]
    fn control_characters_in_names_are_escaped() {
        assert_eq!(printable("games/a b.txt"), "games/a b.txt");
        assert_eq!(
            printable("x.txt: ok\n\x1b[2Jy.txt\t\u{85}"),
            "x.txt: ok\\n\\u{1b}[2Jy.txt\\t\\u{85}"
        );
    }
}
