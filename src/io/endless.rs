//! An endless input for tests and the bad-input contract: a prefix, then one byte repeated
//! for ever (as `/dev/zero` is), refusing to be read further than any reader may need.

use std::io::{self, Read};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use crate::scan::TOKEN_MAX;

/// Bytes a run may read past the prefix of an endless input ([`Endless`]) before it must
/// have ended: the longest token ([`TOKEN_MAX`]) and the read-ahead's chunks in flight.
pub const ENDLESS_SLACK: u64 = TOKEN_MAX + (4 << 20);

/// A reader of `prefix` and then one byte repeated for ever, as `/dev/zero` is: an
/// endless token. It counts what it hands out, and fails (an I/O error) once it has given
/// [`ENDLESS_SLACK`] bytes past the prefix, so a reader that would go on for ever is
/// caught instead of hanging the check.
pub struct Endless {
    prefix: Vec<u8>,
    at: usize,
    fill: u8,
    past: u64,
    read: Arc<AtomicU64>,
}

impl Endless {
    /// The reader, and a counter of the bytes it has handed out.
    pub fn new(prefix: &[u8], fill: u8) -> (Self, Arc<AtomicU64>) {
        let read = Arc::new(AtomicU64::new(0));
        let reader = Endless {
            prefix: prefix.to_vec(),
            at: 0,
            fill,
            past: 0,
            read: read.clone(),
        };
        (reader, read)
    }
}

impl Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = if self.at < self.prefix.len() {
            let n = (self.prefix.len() - self.at).min(buf.len());
            buf[..n].copy_from_slice(&self.prefix[self.at..self.at + n]);
            self.at += n;
            n
        } else {
            if self.past > ENDLESS_SLACK {
                return Err(io::Error::other("the endless input was read too far"));
            }
            buf.fill(self.fill);
            self.past += buf.len() as u64;
            buf.len()
        };
        self.read.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}
