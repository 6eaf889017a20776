//! The one buffered writer every command writes its answers through, and the policy of a
//! closed pipe: `grundy snim < big.in | head -1` ends quietly with status 0.

use std::io::{self, BufWriter, Write};

use crate::error::{Error, Result};

/// Buffer size: large enough that a flush is rare next to the parsing of its answers.
const CAPACITY: usize = 1 << 16;

/// Buffered output over any writer (standard output, or a `Vec` in tests). Writes that fit
/// the buffer are inlined copies; only full buffers reach the boxed writer.
pub struct Output<'a> {
    inner: BufWriter<Box<dyn Write + 'a>>,
}

impl<'a> Output<'a> {
    pub fn new(sink: impl Write + 'a) -> Self {
        Output {
            inner: BufWriter::with_capacity(CAPACITY, Box::new(sink)),
        }
    }

    /// Flushes what is buffered. The answers before an error are part of the contract, so
    /// callers flush whether or not the command failed.
    pub fn finish(mut self) -> Result<()> {
        self.inner.flush().map_err(Error::Write)
    }
}

impl Write for Output<'_> {
    #[inline]
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.inner.write(buf)
    }

    #[inline]
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.inner.write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// Writes `v` in decimal followed by a newline, in one buffered write.
#[inline]
pub fn write_u64_line<W: Write + ?Sized>(out: &mut W, v: u64) -> io::Result<()> {
    let mut buf = itoa::Buffer::new();
    let s = buf.format(v).as_bytes();
    let mut line = [0u8; 21];
    line[..s.len()].copy_from_slice(s);
    line[s.len()] = b'\n';
    out.write_all(&line[..=s.len()])
}
