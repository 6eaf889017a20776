//! The report's JSON written by hand: the same bytes as serde_json's pretty printer makes of
//! [`Report`] (two spaces a level, `"key": value`, `[]` when empty), so that a round's story
//! can be written straight from the rules' events at its known depth
//! ([`crate::story::Story::write_json`]), all through one buffer handed to the
//! writer a large chunk at a time. A test holds the two to the same bytes.

use std::io::{self, Write};

use super::{PlayerReport, Report, RoundReport, Standing};
use crate::story::CHUNK;

/// Appends `s` as a JSON string (serde_json's escaping).
fn string(out: &mut Vec<u8>, s: &str) {
    // Writing into a `Vec` does not fail, nor does serializing a `str`.
    let _ = serde_json::to_writer(&mut *out, s);
}

fn num(out: &mut Vec<u8>, n: impl itoa::Integer) {
    out.extend_from_slice(itoa::Buffer::new().format(n).as_bytes());
}

fn boolean(out: &mut Vec<u8>, b: bool) {
    out.extend_from_slice(if b { b"true" } else { b"false" });
}

fn optional(out: &mut Vec<u8>, s: Option<&str>) {
    match s {
        Some(s) => string(out, s),
        None => out.extend_from_slice(b"null"),
    }
}

/// Writes `items` as a pretty JSON array whose items sit `indent` spaces in, each by `item`
/// (which writes the item from its first byte, without indentation).
fn array<T>(out: &mut Vec<u8>, indent: usize, items: &[T], mut item: impl FnMut(&mut Vec<u8>, &T)) {
    if items.is_empty() {
        out.extend_from_slice(b"[]");
        return;
    }
    out.push(b'[');
    for (i, t) in items.iter().enumerate() {
        out.extend_from_slice(if i == 0 { b"\n" } else { b",\n" });
        out.resize(out.len() + indent, b' ');
        item(out, t);
    }
    out.push(b'\n');
    out.resize(out.len() + indent - 2, b' ');
    out.push(b']');
}

/// Starts the key of an object's field at `indent` spaces: `,` unless it is the first.
fn key(out: &mut Vec<u8>, indent: usize, first: bool, k: &str) {
    out.extend_from_slice(if first { b"{\n" } else { b",\n" });
    out.resize(out.len() + indent, b' ');
    out.push(b'"');
    out.extend_from_slice(k.as_bytes());
    out.extend_from_slice(b"\": ");
}

/// Closes an object whose fields sat `indent` spaces in.
fn close(out: &mut Vec<u8>, indent: usize) {
    out.push(b'\n');
    out.resize(out.len() + indent - 2, b' ');
    out.push(b'}');
}

fn player(out: &mut Vec<u8>, p: &PlayerReport) {
    const IN: usize = 10;
    key(out, IN, true, "name");
    string(out, &p.name);
    key(out, IN, false, "value");
    num(out, p.value);
    key(out, IN, false, "score");
    num(out, p.score);
    key(out, IN, false, "quan");
    num(out, p.quan);
    key(out, IN, false, "eliminated");
    boolean(out, p.eliminated);
    key(out, IN, false, "total");
    num(out, p.total);
    key(out, IN, false, "medal");
    optional(out, p.medal);
    close(out, IN);
}

/// A round up to its `"events"` value (which [`write`] streams).
fn round_head(out: &mut Vec<u8>, r: &RoundReport) {
    const IN: usize = 6;
    key(out, IN, true, "finished");
    boolean(out, r.finished);
    key(out, IN, false, "ended_by");
    optional(out, r.ended_by);
    key(out, IN, false, "public");
    num(out, r.public);
    if let Some(line) = r.incomplete_at {
        key(out, IN, false, "incomplete_at");
        num(out, line);
    }
    if let Some(why) = &r.incomplete {
        key(out, IN, false, "incomplete");
        string(out, why);
    }
    key(out, IN, false, "players");
    array(out, IN + 2, &r.players, player);
}

fn standing(out: &mut Vec<u8>, s: &Standing) {
    const IN: usize = 6;
    key(out, IN, true, "name");
    string(out, &s.name);
    key(out, IN, false, "gold");
    num(out, s.gold);
    key(out, IN, false, "silver");
    num(out, s.silver);
    key(out, IN, false, "bronze");
    num(out, s.bronze);
    key(out, IN, false, "iron");
    num(out, s.iron);
    key(out, IN, false, "place");
    num(out, s.place);
    close(out, IN);
}

/// Writes the report's JSON and a new line.
pub(super) fn write(report: &Report, out: &mut impl Write) -> io::Result<()> {
    let mut buf = Vec::with_capacity(CHUNK + 4096);
    key(&mut buf, 2, true, "rounds");
    if report.rounds.is_empty() {
        buf.extend_from_slice(b"[]");
    } else {
        buf.push(b'[');
        for (i, r) in report.rounds.iter().enumerate() {
            buf.extend_from_slice(if i == 0 { b"\n    " } else { b",\n    " });
            round_head(&mut buf, r);
            if let Some(story) = &r.events {
                key(&mut buf, 6, false, "events");
                story.tell_json(&mut buf, out)?;
            }
            close(&mut buf, 6);
        }
        buf.extend_from_slice(b"\n  ]");
    }
    key(&mut buf, 2, false, "standings");
    array(&mut buf, 4, &report.standings, standing);
    close(&mut buf, 2);
    buf.push(b'\n');
    out.write_all(&buf)
}
