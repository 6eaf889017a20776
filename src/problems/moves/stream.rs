//! The second pass of a case whose listed moves would not fit the report's [`HOLD_MAX`]:
//! each move is written the moment the problem adds it, around what the first pass found
//! (each position's outcome, values and exact count), so memory stays flat and the count
//! still comes before the list.
//!
//! Text: the first pass's head of each position, its moves as they come, its tail.
//! JSON: the case's line is built by the first pass with holes where the `moves` arrays go
//! ([`Hole`]); the line is written piece by piece, each hole filled by a pass of its own
//! kind (one pass fills every position's array, a second the case's array of all moves).
//!
//! [`HOLD_MAX`]: super::HOLD_MAX

use std::io::{self, Write};

use crate::moves::{write_move, After, AfterRef, PositionReport};

/// Which moves fill a hole of a JSON line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hole {
    /// The moves of the case's position `i` (snim's `positions`).
    Position(usize),
    /// Every move of the case, positions in order.
    All,
}

/// What a pass writes besides the moves.
enum Form<'s> {
    /// The readable report of case `case`, heads and tails from the first pass.
    Text {
        case: u64,
        first: &'s [PositionReport<'static>],
    },
    /// Pieces of a JSON line: `line[cursor..]` is still to write; the holes are offsets
    /// into it (each just inside a `[`), in order, and this pass fills those of `fill`.
    Json {
        line: &'s [u8],
        holes: &'s [(usize, Hole)],
        cursor: usize,
        fill: Fill,
        buf: Vec<u8>,
        reference: AfterRef,
        first_item: bool,
        /// Whether the current position's moves go into an open hole.
        open: bool,
    },
}

/// The holes a JSON pass fills.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fill {
    Positions,
    All,
}

/// Writes the moves of a second pass; the first write error is kept (and stops the
/// listing: [`Stream::writable`]) and returned by [`Stream::finish`].
pub struct Stream<'s> {
    out: &'s mut dyn Write,
    form: Form<'s>,
    /// The position being reported (None before the first).
    position: Option<usize>,
    listed: usize,
    error: Option<io::Error>,
}

impl std::fmt::Debug for Stream<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stream")
            .field("position", &self.position)
            .finish_non_exhaustive()
    }
}

impl<'s> Stream<'s> {
    /// The text report of case `case`, whose first pass found `first`.
    pub fn text(
        out: &'s mut dyn Write,
        case: u64,
        first: &'s [PositionReport<'static>],
    ) -> Stream<'s> {
        Stream {
            out,
            form: Form::Text { case, first },
            position: None,
            listed: 0,
            error: None,
        }
    }

    /// A JSON line with `holes`, written from `cursor` on, filling the holes of `fill`.
    pub fn json(
        out: &'s mut dyn Write,
        line: &'s [u8],
        holes: &'s [(usize, Hole)],
        cursor: usize,
        fill: Fill,
    ) -> Stream<'s> {
        let mut stream = Stream {
            out,
            form: Form::Json {
                line,
                holes,
                cursor,
                fill,
                buf: Vec::new(),
                reference: AfterRef::default(),
                first_item: true,
                open: false,
            },
            position: None,
            listed: 0,
            error: None,
        };
        if fill == Fill::All {
            stream.open_hole(Hole::All);
        }
        stream
    }

    /// Whether the output still takes moves.
    pub fn writable(&self) -> bool {
        self.error.is_none()
    }

    fn keep<T>(&mut self, result: io::Result<T>) {
        if let Err(e) = result {
            self.error.get_or_insert(e);
        }
    }

    /// Writes the line up to the hole `hole` (if the line has it) and opens it.
    fn open_hole(&mut self, hole: Hole) {
        let Form::Json {
            line,
            holes,
            cursor,
            reference,
            first_item,
            open,
            ..
        } = &mut self.form
        else {
            return;
        };
        *open = false;
        if let Some(&(at, _)) = holes.iter().find(|(_, h)| *h == hole) {
            if at >= *cursor {
                let piece = &line[*cursor..at];
                *cursor = at;
                *open = true;
                *first_item = true;
                *reference = AfterRef::default();
                let written = self.out.write_all(piece);
                self.keep(written);
            }
        }
    }

    /// The problem reports position `index` of the case now.
    pub fn begin_position(&mut self, index: usize) {
        self.end_position();
        self.position = Some(index);
        self.listed = 0;
        match &self.form {
            Form::Text { case, first } => {
                if let Some(p) = first.get(index) {
                    let written = p.write_head(*case, &mut *self.out);
                    self.keep(written);
                }
            }
            Form::Json { fill, .. } => {
                if *fill == Fill::Positions {
                    self.open_hole(Hole::Position(index));
                }
            }
        }
    }

    /// Ends the text of the current position (its "... and N more").
    fn end_position(&mut self) {
        if let (Form::Text { first, .. }, Some(index)) = (&self.form, self.position) {
            if let Some(p) = first.get(index) {
                let written = p.write_tail(self.listed, &mut *self.out);
                self.keep(written);
            }
        }
    }

    /// Writes one listed move of the current position.
    pub fn write_move(&mut self, text: &str, after: Option<&After>) {
        if self.error.is_some() {
            return;
        }
        self.listed += 1;
        let written = match &mut self.form {
            Form::Text { .. } => self
                .out
                .write_all(b"  ")
                .and_then(|()| self.out.write_all(text.as_bytes()))
                .and_then(|()| self.out.write_all(b"\n")),
            Form::Json {
                buf,
                reference,
                first_item,
                open,
                ..
            } => {
                if !*open {
                    return;
                }
                buf.clear();
                if !std::mem::take(first_item) {
                    buf.push(b',');
                }
                write_move(buf, text, after, reference);
                self.out.write_all(buf)
            }
        };
        self.keep(written);
    }

    /// Ends the pass: the last position's tail (text), and for JSON the cursor for the next
    /// pass. Returns the first write error of the pass.
    pub fn finish(mut self) -> io::Result<usize> {
        self.end_position();
        let cursor = match &self.form {
            Form::Json { cursor, .. } => *cursor,
            Form::Text { .. } => 0,
        };
        match self.error {
            Some(e) => Err(e),
            None => Ok(cursor),
        }
    }
}
