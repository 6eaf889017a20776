//! Where a scanner's bytes come from: the reader itself, read on the scanner's thread, or
//! a read-ahead thread that reads the next chunks while the scanner parses; and refilling
//! the buffer from either.

use std::io::{self, Read};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::thread;

use super::Scanner;
use crate::error::{Error, Result};

/// Where a scanner's bytes come from.
pub(super) enum Source<R> {
    /// Read on the scanner's own thread.
    Here(R),
    /// Read on a [`ReadAhead`] thread.
    Ahead(ReadAhead),
    /// Read here until a read failed: the error, until it is reported.
    Failed(Option<io::Error>),
}

impl<R: Read> Scanner<R> {
    /// [`refill`](Scanner::refill) from the [`ReadAhead`] thread: the next chunk becomes
    /// the buffer, and the unread tail (shorter than any `want`, so it fits the chunk's
    /// headroom) is copied in front of it, so the only copy of the input is the kernel's
    /// read, made on the other thread.
    fn refill_ahead(&mut self, want: usize) -> Result<()> {
        while !self.eof && self.end - self.pos < want {
            let Source::Ahead(ahead) = &self.src else {
                break;
            };
            let (mut chunk, len) = match ahead.full.recv() {
                Err(_) => {
                    self.eof = true; // the thread sent its last chunk and ended
                    break;
                }
                Ok(Err(e)) => return Err(Error::read(&self.name, e)),
                Ok(Ok(chunk)) => chunk,
            };
            let tail = self.end - self.pos;
            let consumed = self.base + self.pos as u64;
            let retired = if tail <= HEADROOM && consumed >= (HEADROOM - tail) as u64 {
                let start = HEADROOM - tail;
                chunk[start..HEADROOM].copy_from_slice(&self.buf[self.pos..self.end]);
                self.base = consumed - start as u64;
                self.pos = start;
                self.end = HEADROOM + len;
                std::mem::replace(&mut self.buf, chunk)
            } else {
                // Near the start of the input (a buffer offset would be negative) or a
                // long tail: the two are joined in a new buffer.
                let mut joined = Vec::with_capacity(tail + len);
                joined.extend_from_slice(&self.buf[self.pos..self.end]);
                joined.extend_from_slice(&chunk[HEADROOM..HEADROOM + len]);
                self.base = consumed;
                self.pos = 0;
                self.end = tail + len;
                self.buf = joined;
                chunk
            };
            // Back to the thread for reuse; if it has enough, the buffer is freed.
            let _ = ahead.empty.try_send(retired);
        }
        Ok(())
    }

    /// Moves the unread tail to the front and reads until at least `want` bytes are
    /// buffered or the input ends.
    #[cold]
    pub(super) fn refill(&mut self, want: usize) -> Result<()> {
        let src = match &mut self.src {
            Source::Here(src) => src,
            Source::Ahead(_) => return self.refill_ahead(want),
            Source::Failed(failed) => {
                self.eof = true;
                return match failed.take() {
                    Some(e) => Err(Error::read(&self.name, e)),
                    None => Ok(()),
                };
            }
        };
        if self.pos > 0 {
            self.buf.copy_within(self.pos..self.end, 0);
            self.base += self.pos as u64;
            self.end -= self.pos;
            self.pos = 0;
        }
        let want = if self.started {
            want
        } else {
            want.max(super::START)
        };
        while !self.eof && self.end < want {
            match src.read(&mut self.buf[self.end..]) {
                Ok(0) => self.eof = true,
                Ok(n) => self.end += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(Error::read(&self.name, e)),
            }
        }
        if !self.started {
            self.look_at_start();
        }
        Ok(())
    }

    /// The next byte, refilling when needed; `None` at end of input.
    #[inline(always)]
    pub(super) fn peek(&mut self) -> Result<Option<u8>> {
        if self.pos == self.end {
            if self.eof {
                return Ok(None);
            }
            self.refill(1)?;
            if self.pos == self.end {
                return Ok(None);
            }
        }
        Ok(Some(self.buf[self.pos]))
    }
}

/// Room kept in front of each read-ahead chunk for the unread tail of the one before it:
/// at least the largest `want` of any refill.
const HEADROOM: usize = 64;
/// Chunks in flight between the read-ahead thread and the scanner.
const AHEAD_CHUNKS: usize = 2;

/// The input read on a second thread, chunk by chunk: the thread fills a chunk (after
/// [`HEADROOM`] bytes) with as many reads as it takes, hands it over, and reuses the
/// chunks the scanner has finished with. A chunk shorter than the rest is the last; an
/// error is handed over after the bytes read before it. Memory stays a few chunks, whatever
/// the input's size. When the scanner is dropped, the thread's next hand-over fails and it
/// ends.
pub(super) struct ReadAhead {
    full: Receiver<io::Result<(Vec<u8>, usize)>>,
    empty: SyncSender<Vec<u8>>,
}

impl ReadAhead {
    /// Starts the thread; gives the source back if the thread cannot start.
    pub(super) fn start<R: Read + Send + 'static>(
        src: R,
        chunk: usize,
    ) -> std::result::Result<Self, R> {
        let (full_tx, full) = mpsc::sync_channel(AHEAD_CHUNKS);
        let (empty, empty_rx) = mpsc::sync_channel::<Vec<u8>>(AHEAD_CHUNKS + 2);
        // The source goes over only once the thread runs, so a failed start keeps it.
        let (src_tx, src_rx) = mpsc::sync_channel::<R>(1);
        let started = thread::Builder::new()
            .name("grundy-read-ahead".into())
            .stack_size(64 << 10)
            .spawn(move || {
                if let Ok(src) = src_rx.recv() {
                    Self::run(src, chunk, &full_tx, &empty_rx);
                }
            });
        match started {
            Ok(_) => match src_tx.send(src) {
                Ok(()) => Ok(ReadAhead { full, empty }),
                Err(mpsc::SendError(src)) => Err(src),
            },
            Err(_) => Err(src),
        }
    }

    fn run<R: Read>(
        mut src: R,
        chunk: usize,
        full: &SyncSender<io::Result<(Vec<u8>, usize)>>,
        empty: &Receiver<Vec<u8>>,
    ) {
        loop {
            let mut buf = empty.try_recv().unwrap_or_default();
            buf.resize(HEADROOM + chunk, 0);
            let mut len = 0;
            let mut failed = None;
            while len < chunk {
                match src.read(&mut buf[HEADROOM + len..]) {
                    Ok(0) => break,
                    Ok(n) => len += n,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => {
                        failed = Some(e);
                        break;
                    }
                }
            }
            let last = len < chunk;
            if (len > 0 || failed.is_none()) && full.send(Ok((buf, len))).is_err() {
                return;
            }
            if let Some(e) = failed {
                let _ = full.send(Err(e));
                return;
            }
            if last {
                return;
            }
        }
    }
}
