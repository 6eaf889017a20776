//! `grundy man`: the manual pages, rendered from the command-line definition by
//! clap_mangen. The page of grundy names one page per subcommand (`grundy-snim(1)`), so
//! `--dir DIR` writes them all, with `grundy.1`: no page it names is missing.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use clap_mangen::Man;

use crate::error::{Error, Result};
use crate::io::printable;

/// Every page as (file name, roff): `grundy.1`, then `grundy-<sub>.1` for each subcommand
/// the first one names (the visible ones; `help` is not one).
pub fn pages(cmd: clap::Command) -> Result<Vec<(String, Vec<u8>)>> {
    let mut cmd = cmd.disable_help_subcommand(true);
    // Built, the subcommands carry their display names (`grundy-snim`): their pages' titles.
    cmd.build();
    let mut pages = Vec::new();
    for page in std::iter::once(cmd.clone())
        .chain(cmd.get_subcommands().filter(|s| !s.is_hide_set()).cloned())
    {
        let man = Man::new(page);
        let mut roff = Vec::new();
        man.render(&mut roff)?;
        pages.push((man.get_filename(), roff));
    }
    Ok(pages)
}

/// `grundy man`: the page of grundy on `out`, or with `dir` every page into DIR.
pub fn run(cmd: clap::Command, dir: Option<&Path>, out: &mut impl Write) -> Result<()> {
    let Some(dir) = dir else {
        let mut page = Vec::new();
        // The page that --dir writes: `help` is no page of its own.
        Man::new(cmd.disable_help_subcommand(true)).render(&mut page)?;
        out.write_all(&page)?;
        return Ok(());
    };
    let named = |path: &Path| {
        let path = printable(&path.display().to_string()).into_owned();
        move |e: io::Error| Error::Io(anyhow::Error::new(e).context(format!("cannot write {path}")))
    };
    fs::create_dir_all(dir).map_err(named(dir))?;
    for (name, roff) in pages(cmd)? {
        replace(dir, &name, &roff).map_err(named(&dir.join(&name)))?;
    }
    Ok(())
}

/// Puts `bytes` at `dir/name` through a new file of DIR (created exclusively, so never
/// through a symbolic link), renamed over `name`, which replaces a link or a file there.
fn replace(dir: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    let mut attempt = 0;
    let (temp, mut file): (PathBuf, fs::File) = loop {
        let temp = dir.join(format!(".{name}.{}-{attempt}.tmp", std::process::id()));
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
        {
            Ok(file) => break (temp, file),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => attempt += 1,
            Err(e) => return Err(e),
        }
    };
    let written = file
        .write_all(bytes)
        .and_then(|()| file.flush())
        .and_then(|()| fs::rename(&temp, dir.join(name)));
    if written.is_err() {
        let _ = fs::remove_file(&temp);
    }
    written
}
