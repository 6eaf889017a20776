//! `--html FILE`: the season refereed on its threads as usual, each legal match's section
//! of the page written by the thread that referees it, then the page put together
//! ([`crate::xortrie::html`]) in a new file next to FILE and renamed over it, so that FILE
//! is never half written and a link named FILE is replaced, never written through.

use std::fs;
use std::io::{self, BufWriter, Write};
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};

use super::{create_temp, judge_all, read_source, Source};
use crate::error::{Error, Result};
use crate::io::printable;
use crate::xortrie::html;
use crate::xortrie::season::{FileVerdict, Season};

/// Referees `sources` and writes the page of the season to `path`; the verdicts, for the
/// text or JSON report. FILE that cannot be written is an error before any refereeing.
pub(super) fn write(
    path: &Path,
    sources: &[Source],
    jobs: Option<NonZeroUsize>,
) -> Result<Vec<FileVerdict>> {
    let shown = printable(&path.display().to_string()).into_owned();
    let failed =
        |e: io::Error| Error::Io(anyhow::Error::new(e).context(format!("cannot write {shown}")));
    let (dir, name) = match (path.parent(), path.file_name()) {
        (_, _) if path.is_dir() => {
            return Err(failed(io::Error::new(
                io::ErrorKind::IsADirectory,
                "it is a directory",
            )))
        }
        (Some(dir), Some(name)) if !dir.as_os_str().is_empty() => (dir, name),
        (_, Some(name)) => (Path::new("."), name),
        (_, None) => {
            return Err(failed(io::Error::new(
                io::ErrorKind::InvalidInput,
                "not a file name",
            )))
        }
    };
    let (temp, file) = create_temp(dir, &name.to_string_lossy()).map_err(failed)?;
    let judged = judge_all(sources, jobs, |i, source| {
        let file = source.name();
        let mut section = None;
        let verdict = read_source(source, |reader| {
            let (verdict, s) = html::judge(reader, &file, i + 1);
            section = s;
            verdict
        });
        (FileVerdict { file, verdict }, section)
    });
    let judged = match judged {
        Ok(judged) => judged,
        Err(e) => {
            let _ = fs::remove_file(&temp);
            return Err(e);
        }
    };
    let (verdicts, sections): (Vec<FileVerdict>, Vec<Option<String>>) = judged.into_iter().unzip();
    let season = Season::new(&verdicts);
    let written = finish(file, &temp, path, |out| {
        html::write_page(&verdicts, &sections, &season, out)
    });
    if let Err(e) = written {
        let _ = fs::remove_file(&temp);
        // A failed write to FILE is an I/O error naming it (exit status 2), never the
        // closed pipe that a failed write to standard output may be.
        return Err(match e {
            Error::Write(e) => failed(e),
            e => e,
        });
    }
    Ok(verdicts)
}

/// Writes the page through `page` into the new file `temp`, then renames it over `path`.
fn finish(
    file: fs::File,
    temp: &PathBuf,
    path: &Path,
    page: impl FnOnce(&mut BufWriter<fs::File>) -> Result<()>,
) -> Result<()> {
    let mut out = BufWriter::with_capacity(1 << 16, file);
    page(&mut out)?;
    out.flush()?;
    fs::rename(temp, path)?;
    Ok(())
}
