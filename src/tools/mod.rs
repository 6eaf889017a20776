//! Subcommands that are not judge formats: the catalogue listing and other tools.

pub mod list;
