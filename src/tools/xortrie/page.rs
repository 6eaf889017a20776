//! `--html FILE`: the season refereed on its threads as usual, each legal match's section
//! of the page written by the thread that referees it, then the page put together
//! ([`crate::xortrie::html`]). A FILE that is a regular file, or none yet, gets the page in
//! a new file next to it, renamed over it when complete: FILE is never half written, and a
//! link named FILE is replaced, never written through. A FILE that is something else (a
//! device such as `/dev/null`, `/dev/stdout`, a FIFO) is written to as it is, as a shell's
//! `>` would: renaming over it would replace the device.

use std::fs;
use std::io::{self, BufWriter, Write};
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};

use super::{create_temp, judge_all, read_source, Source};
use crate::error::{Error, Result};
use crate::io::printable;
use crate::xortrie::html;
use crate::xortrie::season::{FileVerdict, Season};

/// Where the page goes.
enum Sink {
    /// A new file of FILE's folder, to be renamed over FILE.
    Replace { temp: PathBuf, file: fs::File },
    /// FILE itself, opened for writing: a device or a FIFO.
    Direct(fs::File),
}

impl Sink {
    /// FILE checked and opened before any refereeing, so that a page that cannot be
    /// written costs no season.
    fn open(path: &Path) -> io::Result<Sink> {
        match fs::metadata(path) {
            Ok(m) if m.is_dir() => Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                "it is a directory",
            )),
            Ok(m) if !m.is_file() => {
                Ok(Sink::Direct(fs::OpenOptions::new().write(true).open(path)?))
            }
            _ => {
                let name = path.file_name().ok_or_else(|| {
                    io::Error::new(io::ErrorKind::InvalidInput, "not a file name")
                })?;
                let dir = match path.parent() {
                    Some(dir) if !dir.as_os_str().is_empty() => dir,
                    _ => Path::new("."),
                };
                let (temp, file) = create_temp(dir, &name.to_string_lossy())?;
                Ok(Sink::Replace { temp, file })
            }
        }
    }

    /// Writes the page through `page`, then puts it in place.
    fn finish(
        self,
        path: &Path,
        page: impl FnOnce(&mut BufWriter<fs::File>) -> Result<()>,
    ) -> Result<()> {
        match self {
            Sink::Direct(file) => {
                let mut out = BufWriter::with_capacity(1 << 16, file);
                match page(&mut out).and_then(|()| Ok(out.flush()?)) {
                    // A pipe closed by its reader (`--html /dev/stdout | head`) is no failure.
                    Err(Error::Write(e)) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
                    written => written,
                }
            }
            Sink::Replace { temp, file } => {
                let mut out = BufWriter::with_capacity(1 << 16, file);
                let written = page(&mut out)
                    .and_then(|()| Ok(out.flush()?))
                    .and_then(|()| Ok(fs::rename(&temp, path)?));
                if written.is_err() {
                    let _ = fs::remove_file(&temp);
                }
                written
            }
        }
    }

    /// Nothing written after all: the new file is removed.
    fn abandon(self) {
        if let Sink::Replace { temp, .. } = self {
            let _ = fs::remove_file(temp);
        }
    }
}

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
    let sink = Sink::open(path).map_err(failed)?;
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
            sink.abandon();
            return Err(e);
        }
    };
    let (verdicts, sections): (Vec<FileVerdict>, Vec<Option<String>>) = judged.into_iter().unzip();
    let season = Season::new(&verdicts);
    sink.finish(path, |out| {
        html::write_page(&verdicts, &sections, &season, out)
    })
    // A failed write to FILE is an I/O error naming it (exit status 2), never the closed
    // pipe that a failed write to standard output may be.
    .map_err(|e| match e {
        Error::Write(e) => failed(e),
        e => e,
    })?;
    Ok(verdicts)
}
