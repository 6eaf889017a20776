//! The plain values every room of the rules shares and none owns: a seat, which sequence an
//! operation acts on, and how a round ended. They sit below everything else, so the files
//! above can import one way only.

use std::fmt;

/// A seat index: the position of a name on the `players` line.
pub type Player = usize;

/// Which sequence a basic play or a skill acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Own,
    Public,
}

impl Target {
    pub fn as_str(self) -> &'static str {
        match self {
            Target::Own => "own",
            Target::Public => "public",
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How a finished round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndedBy {
    PlayerTop,
    PublicTop,
    LastPlayer,
}

impl EndedBy {
    pub fn as_str(self) -> &'static str {
        match self {
            EndedBy::PlayerTop => "player-top",
            EndedBy::PublicTop => "public-top",
            EndedBy::LastPlayer => "last-player",
        }
    }
}
