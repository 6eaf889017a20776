//! What a problem of the catalogue is: its metadata, how it solves a judge's input, and the
//! typed answers it produces, which the judge's text and `--json` both render.
//!
//! A problem implements [`Solve`]: it frames the input (reads through the [`Scanner`]),
//! asks the domain code (`games`, `engine`) and emits one [`Answer`] per case into a
//! [`Sink`]. Which rendering the user asked for is the sink's business, so a problem never
//! writes text and JSON in two code paths. The text sink is monomorphised per problem, so
//! the judge path costs what a hand-written writer would.

use std::io::{self, Read, Write};

use crate::gen::Gen;
use crate::moves::stream::{Fill, Hole, Stream};
use crate::moves::{write_move, AfterRef, Limit, Move, PositionReport, Report, HOLD_MAX};
use grundy_io::error::{Error, Result};
use grundy_io::scan::{Position, Scanner};
use grundy_io::{BoxRead, Output};

/// What the catalogue says about a problem.
#[derive(Debug)]
pub struct Meta {
    /// Kebab-case id: the subcommand name.
    pub id: &'static str,
    /// Judge ids that carry the same format (`hdu1536`), interchangeable with the id.
    pub aliases: &'static [&'static str],
    /// One of the families of `problems/README.md` (`nim`, `misere`, `subtraction`, ...).
    pub family: &'static str,
    pub title: &'static str,
    /// The input and output format on one screen, for `grundy <id> --help`.
    pub about: &'static str,
    /// Boolean flags of this problem alone (`pp-and-qq --exact`).
    pub flags: &'static [Flag],
    /// Older spellings that now name another problem (`wythoff --moves`).
    pub legacy: &'static [Legacy],
}

/// A boolean flag of one problem.
#[derive(Debug)]
pub struct Flag {
    pub name: &'static str,
    pub help: &'static str,
}

/// An old spelling kept working: `--<flag>` (or `--<flag> <value>` when `value` is not
/// empty) on this problem runs the problem `to` instead. Hidden from `--help`.
#[derive(Debug)]
pub struct Legacy {
    pub flag: &'static str,
    pub value: &'static str,
    pub to: &'static str,
}

/// The parsed options of one run, as plain values.
#[derive(Debug, Default, Clone)]
pub struct Options {
    flags: Vec<&'static str>,
    strict: bool,
    moves: Option<Limit>,
    /// Bytes of listed moves a report holds before it streams ([`HOLD_MAX`] when None).
    hold: Option<usize>,
}

impl Options {
    pub fn with_flags(flags: Vec<&'static str>) -> Self {
        Options {
            flags,
            strict: false,
            moves: None,
            hold: None,
        }
    }

    /// The same options, a case's listed moves held up to `bytes` before they are streamed
    /// (tests compare both ways on small inputs).
    pub fn hold(mut self, bytes: usize) -> Self {
        self.hold = Some(bytes);
        self
    }

    /// The same options, reporting winning moves (`--moves`) up to `limit`, or not.
    pub fn moves(mut self, limit: Option<Limit>) -> Self {
        self.moves = limit;
        self
    }

    /// How many winning moves a `--moves` run lists, or `None` for the judge's answers.
    pub fn moves_limit(&self) -> Option<Limit> {
        self.moves
    }

    /// The same options, validating against the judge's limits (`--strict`) or not.
    pub fn strict(mut self, strict: bool) -> Self {
        self.strict = strict;
        self
    }

    /// Whether the problem's flag `name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.flags.contains(&name)
    }

    /// Whether values outside the judge's limits are errors (`--strict`).
    pub fn is_strict(&self) -> bool {
        self.strict
    }

    /// `judge` under `--strict`, else `spec`: the bound a reader checks against, where the
    /// judge's limit and the spec's own (wider) one differ.
    pub fn judge_or<T>(&self, judge: T, spec: T) -> T {
        if self.strict {
            judge
        } else {
            spec
        }
    }

    /// Under `--strict`, refuses `value` (read at `at`) outside the judge's limits
    /// lo..=hi, naming the limit; without it, accepts everything.
    ///
    /// Always inlined, with the error built out of line: as a call it cost more than the
    /// whole answer in count-first pair formats (brave-game spent half its time here).
    #[inline(always)]
    pub fn judge_limit<R: Read>(
        &self,
        sc: &Scanner<R>,
        at: Position,
        what: &str,
        value: u64,
        lo: u64,
        hi: u64,
    ) -> Result<()> {
        if self.strict && !(lo..=hi).contains(&value) {
            return Err(judge_limit_error(sc, at, what, value, lo, hi));
        }
        Ok(())
    }

    /// Reads n values into `f` as [`Scanner::u64_each`] does (its bulk speed when not
    /// strict); under `--strict` a value above `judge_max` is refused where it stands.
    #[inline]
    pub fn u64_each<R: Read>(
        &self,
        sc: &mut Scanner<R>,
        n: u64,
        what: &str,
        judge_max: u64,
        mut f: impl FnMut(u64),
    ) -> Result<()> {
        if !self.strict {
            return sc.u64_each(n, what, f);
        }
        let mut over = None;
        sc.u64_each_at(n, what, |v, at| {
            f(v);
            if v > judge_max && over.is_none() {
                over = Some((v, at));
            }
        })?;
        match over {
            Some((v, at)) => self.judge_limit(sc, at, what, v, 0, judge_max),
            None => Ok(()),
        }
    }

    /// [`Options::u64_each`] as a fold ([`Scanner::u64_fold`]): the state stays in
    /// registers through the bulk loop instead of in captured variables.
    #[inline]
    pub fn u64_fold<R: Read, A>(
        &self,
        sc: &mut Scanner<R>,
        n: u64,
        what: &str,
        judge_max: u64,
        init: A,
        mut f: impl FnMut(A, u64) -> A,
    ) -> Result<A> {
        if !self.strict {
            return sc.u64_fold(n, what, init, f);
        }
        let mut over = None;
        let acc = sc.u64_fold_at(n, what, init, |acc, v, at| {
            if v > judge_max && over.is_none() {
                over = Some((v, at));
            }
            f(acc, v)
        })?;
        match over {
            Some((v, at)) => self
                .judge_limit(sc, at, what, v, 0, judge_max)
                .map(|()| acc),
            None => Ok(acc),
        }
    }

    /// [`Options::u64_each`] for judge limits with a lower bound too (lo..=hi).
    #[inline]
    pub fn u64_each_in<R: Read>(
        &self,
        sc: &mut Scanner<R>,
        n: u64,
        what: &str,
        (lo, hi): (u64, u64),
        mut f: impl FnMut(u64),
    ) -> Result<()> {
        if !self.strict {
            return sc.u64_each(n, what, f);
        }
        let mut outside = None;
        sc.u64_each_at(n, what, |v, at| {
            f(v);
            if !(lo..=hi).contains(&v) && outside.is_none() {
                outside = Some((v, at));
            }
        })?;
        match outside {
            Some((v, at)) => self.judge_limit(sc, at, what, v, lo, hi),
            None => Ok(()),
        }
    }

    /// [`Options::judge_limit`] for the token just read.
    #[inline(always)]
    pub fn judge_limit_here<R: Read>(
        &self,
        sc: &Scanner<R>,
        what: &str,
        value: u64,
        lo: u64,
        hi: u64,
    ) -> Result<()> {
        self.judge_limit(sc, sc.position(), what, value, lo, hi)
    }
}

/// The error of [`Options::judge_limit`], kept out of the callers' hot loops.
#[cold]
#[inline(never)]
fn judge_limit_error<R: Read>(
    sc: &Scanner<R>,
    at: Position,
    what: &str,
    value: u64,
    lo: u64,
    hi: u64,
) -> Error {
    sc.error_at(
        at,
        &format!("{what} within the judge's limits {lo}..={hi} (--strict)"),
        &value.to_string(),
    )
}

/// One case's answer, as data.
pub trait Answer {
    /// The judge's exact lines for this case, each ending in a newline.
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()>;

    /// The same text into the run's [`Output`], which answers of two words write without
    /// a branch ([`Output::write_either`]).
    #[inline(always)]
    fn write_output(&self, out: &mut Output<'_>) -> io::Result<()> {
        self.write_text(out)
    }

    /// The fields of the case's JSON object beyond `case` and `answer`
    /// (`first_player_wins`, `value`, ...).
    fn json(&self, fields: &mut JsonFields);

    /// The case's move report (`--moves`): outcome, values, winning moves. An answer that
    /// does not hold its position says nothing here; solvers emit one that does (a
    /// [`WithMoves`], or an answer type of their own) when [`Sink::MOVES`] is set.
    fn moves(&self, report: &mut Report) {
        report.unsupported();
    }
}

/// An answer with its move report: the judge's text and JSON are `answer`'s, the report
/// is what `moves` fills. The closure runs only in a `--moves` run, so a solver may emit
/// one on the judge path too at no cost beyond building it.
pub struct WithMoves<A, F> {
    pub answer: A,
    pub moves: F,
}

impl<A: Answer, F: Fn(&mut Report)> Answer for WithMoves<A, F> {
    #[inline(always)]
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        self.answer.write_text(out)
    }

    #[inline(always)]
    fn write_output(&self, out: &mut Output<'_>) -> io::Result<()> {
        self.answer.write_output(out)
    }

    fn json(&self, fields: &mut JsonFields) {
        self.answer.json(fields)
    }

    fn moves(&self, report: &mut Report) {
        (self.moves)(report)
    }
}

/// Where a solver sends its answers, in input order.
pub trait Sink {
    /// Whether this sink reports winning moves (`--moves`): solvers whose plain answers
    /// do not hold the case's position emit one that does only then, so the judge path
    /// (where this is false at compile time) pays nothing for moves.
    const MOVES: bool = false;

    fn emit<A: Answer>(&mut self, answer: &A) -> Result<()>;
}

/// Where the moves of a problem lead, as `grundy list --json` reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AfterKind {
    /// Every move's `after` is a judge input of one case.
    Input,
    /// Some moves lead to positions the format cannot hold: `after` is null and `state`
    /// describes them (the statement's "Winning moves" section says which).
    State,
}

/// A judge format: implemented by one unit struct per problem.
pub trait Solve: Sync {
    const META: Meta;

    /// Reads the whole input and emits one answer per case. The answers of the complete
    /// cases are emitted before an error in a later case is returned.
    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        scanner: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()>;

    /// Writes a valid input of `gen.size` through `gen` (`grundy gen`), with the
    /// problem's traps at fair probability; false for a problem without a generator yet.
    fn generate(&self, gen: &mut Gen) -> bool {
        let _ = gen;
        false
    }

    /// Where this problem's winning moves lead (`after`, or `state` for some).
    const MOVES_AFTER: AfterKind = AfterKind::Input;
}

/// How the answers are rendered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// The judge's exact text.
    Judge,
    /// JSON Lines: one object per case.
    Json,
}

/// The object-safe face of [`Solve`] that the registry holds.
pub trait Problem: Sync {
    fn meta(&self) -> &'static Meta;

    fn run(
        &self,
        options: &Options,
        scanner: &mut Scanner<BoxRead>,
        out: &mut Output<'_>,
        format: Format,
    ) -> Result<()>;

    /// See [`Solve::generate`].
    fn generate(&self, gen: &mut Gen) -> bool;

    /// See [`Solve::MOVES_AFTER`].
    fn moves_after(&self) -> AfterKind;
}

impl<T: Solve> Problem for T {
    fn meta(&self) -> &'static Meta {
        &Self::META
    }

    fn run(
        &self,
        options: &Options,
        scanner: &mut Scanner<BoxRead>,
        out: &mut Output<'_>,
        format: Format,
    ) -> Result<()> {
        match (format, options.moves_limit()) {
            (Format::Judge, None) => self.solve(options, scanner, &mut TextSink { out }),
            (Format::Json, None) => self.solve(options, scanner, &mut JsonSink::new(out)),
            (format, Some(limit)) => {
                let mut sink = MovesSink::new(out, limit, format, Self::META.id);
                sink.hold = options.hold.unwrap_or(HOLD_MAX);
                self.solve(options, scanner, &mut sink)
            }
        }
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        Solve::generate(self, gen)
    }

    fn moves_after(&self) -> AfterKind {
        Self::MOVES_AFTER
    }
}

/// Renders answers as the judge's text.
pub struct TextSink<'o, W: TextOut + ?Sized> {
    pub out: &'o mut W,
}

/// Where a [`TextSink`] writes: the run's [`Output`], or a `Vec` in tests.
pub trait TextOut: Write {
    fn answer<A: Answer>(&mut self, answer: &A) -> io::Result<()>;
}

impl TextOut for Output<'_> {
    #[inline(always)]
    fn answer<A: Answer>(&mut self, answer: &A) -> io::Result<()> {
        answer.write_output(self)
    }
}

impl TextOut for Vec<u8> {
    fn answer<A: Answer>(&mut self, answer: &A) -> io::Result<()> {
        answer.write_text(self)
    }
}

impl<W: TextOut + ?Sized> Sink for TextSink<'_, W> {
    #[inline(always)]
    fn emit<A: Answer>(&mut self, answer: &A) -> Result<()> {
        self.out.answer(answer)?;
        Ok(())
    }
}

/// Renders answers as JSON Lines: `{"case":k,"answer":"<text>",<fields>}`.
pub struct JsonSink<'o, W: Write + ?Sized> {
    out: &'o mut W,
    case: u64,
    line: Vec<u8>,
}

impl<'o, W: Write + ?Sized> JsonSink<'o, W> {
    pub fn new(out: &'o mut W) -> Self {
        JsonSink {
            out,
            case: 0,
            line: Vec::new(),
        }
    }
}

impl<W: Write + ?Sized> JsonSink<'_, W> {
    /// Writes the case's JSON line; with a move report, its fields too.
    fn emit_line<A: Answer>(&mut self, answer: &A, report: Option<&Report<'static>>) -> Result<()> {
        self.build_line(answer, report, None)?;
        self.out.write_all(&self.line)?;
        Ok(())
    }

    /// Builds the case's JSON line in `self.line` (a long answer text may already be
    /// written out); with `holes`, each `moves` array is left empty and its place noted.
    fn build_line<A: Answer>(
        &mut self,
        answer: &A,
        report: Option<&Report<'static>>,
        holes: Option<&mut Vec<(usize, Hole)>>,
    ) -> Result<()> {
        self.case += 1;
        self.line.clear();
        self.line.extend_from_slice(b"{\"case\":");
        self.line
            .extend_from_slice(itoa::Buffer::new().format(self.case).as_bytes());
        self.line.extend_from_slice(b",\"answer\":\"");
        answer.write_text(&mut JsonText {
            line: &mut self.line,
            out: &mut *self.out,
            newline_held: false,
        })?;
        self.line.push(b'"');
        let mut fields = JsonFields {
            buf: &mut self.line,
            report,
            counted: false,
            holes,
        };
        answer.json(&mut fields);
        if let Some(report) = report {
            fields.case_moves(report);
        }
        self.line.extend_from_slice(b"}\n");
        Ok(())
    }
}

impl<W: Write + ?Sized> Sink for JsonSink<'_, W> {
    fn emit<A: Answer>(&mut self, answer: &A) -> Result<()> {
        self.emit_line(answer, None)
    }
}

/// Renders answers as move reports (`--moves`): readable text, or the JSON line of
/// [`JsonSink`] with the moves' fields.
pub struct MovesSink<'o, W: Write + ?Sized> {
    json: JsonSink<'o, W>,
    format: Format,
    limit: Limit,
    id: &'static str,
    hold: usize,
}

impl<'o, W: Write + ?Sized> MovesSink<'o, W> {
    pub fn new(out: &'o mut W, limit: Limit, format: Format, id: &'static str) -> Self {
        MovesSink {
            json: JsonSink::new(out),
            format,
            limit,
            id,
            hold: HOLD_MAX,
        }
    }
}

impl<W: Write + ?Sized> Sink for MovesSink<'_, W> {
    const MOVES: bool = true;

    fn emit<A: Answer>(&mut self, answer: &A) -> Result<()> {
        let mut report = Report::new(self.limit, self.format == Format::Json).hold(self.hold);
        answer.moves(&mut report);
        if report.is_unsupported() {
            return Err(grundy_io::error::Error::Usage(format!(
                "--moves is not available for {} yet",
                self.id
            )));
        }
        if report.overflowed() {
            return self.stream(answer, &report);
        }
        match self.format {
            Format::Json => self.json.emit_line(answer, Some(&report)),
            Format::Judge => {
                self.json.case += 1;
                report.write_text(self.json.case, &mut *self.json.out)?;
                Ok(())
            }
        }
    }
}

impl<W: Write + ?Sized> MovesSink<'_, W> {
    /// A case whose listed moves exceed what a report holds: `first` (the counting pass)
    /// gives the heads and counts, and the moves are written by further passes of the
    /// same report as they are found.
    fn stream<A: Answer>(&mut self, answer: &A, first: &Report<'static>) -> Result<()> {
        let with_after = self.format == Format::Json;
        let pass = |answer: &A, stream: Stream<'_>| -> io::Result<usize> {
            let mut report = Report::streaming(self.limit, with_after, stream);
            answer.moves(&mut report);
            match report.into_stream() {
                Some(stream) => stream.finish(),
                None => Ok(0),
            }
        };
        let mut out = Forward(&mut *self.json.out);
        match self.format {
            Format::Judge => {
                self.json.case += 1;
                pass(
                    answer,
                    Stream::text(&mut out, self.json.case, first.positions()),
                )?;
            }
            Format::Json => {
                let mut holes = Vec::new();
                // The line is taken out of the sink while the passes borrow the output.
                let mut json = JsonSink {
                    out: &mut out,
                    case: self.json.case,
                    line: std::mem::take(&mut self.json.line),
                };
                let built = json.build_line(answer, Some(first), Some(&mut holes));
                self.json.case = json.case;
                let line = std::mem::take(&mut json.line);
                drop(json);
                built?;
                let mut cursor = 0;
                if holes.iter().any(|(_, h)| matches!(h, Hole::Position(_))) {
                    cursor = pass(
                        answer,
                        Stream::json(&mut out, &line, &holes, cursor, Fill::Positions),
                    )?;
                }
                cursor = pass(
                    answer,
                    Stream::json(&mut out, &line, &holes, cursor, Fill::All),
                )?;
                out.write_all(&line[cursor..])?;
                self.json.line = line;
            }
        }
        Ok(())
    }
}

/// A sized writer for a possibly unsized one, so the passes can take `&mut dyn Write`.
struct Forward<'a, W: Write + ?Sized>(&'a mut W);

impl<W: Write + ?Sized> Write for Forward<'_, W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.0.write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

/// The `answer` string of a JSON line, escaped as the answer writes its text: the final
/// newline is held back (and so dropped), and a line past [`JsonText::PASS_ON`] bytes is
/// passed on to the output in pieces, so an answer of any length (public-sale's list of
/// every raise) costs bounded memory. Escapes are serde_json's.
struct JsonText<'a, W: Write + ?Sized> {
    line: &'a mut Vec<u8>,
    out: &'a mut W,
    newline_held: bool,
}

impl<W: Write + ?Sized> JsonText<'_, W> {
    const PASS_ON: usize = 1 << 16;
}

impl<W: Write + ?Sized> Write for JsonText<'_, W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        for &b in buf {
            if std::mem::take(&mut self.newline_held) {
                self.line.extend_from_slice(b"\\n");
            }
            match b {
                b'\n' => self.newline_held = true,
                b'"' => self.line.extend_from_slice(b"\\\""),
                b'\\' => self.line.extend_from_slice(b"\\\\"),
                b'\t' => self.line.extend_from_slice(b"\\t"),
                b'\r' => self.line.extend_from_slice(b"\\r"),
                0x08 => self.line.extend_from_slice(b"\\b"),
                0x0c => self.line.extend_from_slice(b"\\f"),
                0x00..=0x1f => write!(self.line, "\\u{b:04x}")?,
                _ => self.line.push(b),
            }
        }
        if self.line.len() >= Self::PASS_ON {
            self.out.write_all(self.line)?;
            self.line.clear();
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

fn outcome_word(p: &PositionReport) -> &'static str {
    p.result().json()
}

/// Appends `s` as a JSON string literal.
fn json_string(buf: &mut Vec<u8>, s: &str) {
    serde_json::to_writer(&mut *buf, s).expect("writing JSON into a Vec cannot fail");
}

/// The fields of one JSON object under construction; each call appends `,"key":value`.
/// Integers are written exactly, never through a float.
pub struct JsonFields<'b> {
    buf: &'b mut Vec<u8>,
    /// The case's move report in a `--moves --json` run.
    report: Option<&'b Report<'static>>,
    /// Whether `winning_moves` is already written (winning-ways' answer is that count).
    counted: bool,
    /// Where the `moves` arrays are left empty, for a streamed case (offsets into `buf`).
    holes: Option<&'b mut Vec<(usize, Hole)>>,
}

impl<'b> JsonFields<'b> {
    fn key(&mut self, key: &str) {
        if key == "winning_moves" {
            self.counted = true;
        }
        self.buf.push(b',');
        json_string(self.buf, key);
        self.buf.push(b':');
    }

    /// Fields written into a new object of the same line.
    fn nested<'c>(&'c mut self) -> JsonFields<'c> {
        JsonFields {
            buf: self.buf,
            report: self.report,
            counted: false,
            holes: self.holes.as_deref_mut(),
        }
    }

    /// Whether this is a `--moves` run (an answer with a `winning_moves` field of its own
    /// leaves it to the report there).
    pub fn with_moves(&self) -> bool {
        self.report.is_some()
    }

    /// In a `--moves --json` run, the move fields of the case's position `index`
    /// (`outcome`, `winning_moves`, `moves`), for answers whose JSON has one object per
    /// position (snim's `positions`); nothing otherwise.
    pub fn position_moves(&mut self, index: usize) -> &mut Self {
        if let Some(p) = self.report.and_then(|r| r.positions().get(index)) {
            self.str("outcome", outcome_word(p));
            self.decimal("winning_moves", &p.winning_moves_exact().to_string());
            self.moves_array(p.moves().iter(), Hole::Position(index));
        }
        self
    }

    /// The case's move fields: `winning_moves` (over all its positions) and `moves` (every
    /// listed move, positions in order), plus `outcome` for a case of one position.
    fn case_moves(&mut self, report: &Report<'static>) {
        if let [p] = report.positions() {
            self.str("outcome", outcome_word(p));
        }
        if !self.counted {
            self.decimal("winning_moves", &report.total_exact().to_string());
        }
        self.moves_array(report.all_moves(), Hole::All);
    }

    /// The `moves` array; left empty, its place noted as `hole`, for a streamed case.
    fn moves_array<'m>(&mut self, moves: impl Iterator<Item = &'m Move>, hole: Hole) {
        self.key("moves");
        self.buf.push(b'[');
        match &mut self.holes {
            Some(holes) => holes.push((self.buf.len(), hole)),
            None => {
                let mut reference = AfterRef::default();
                for (i, m) in moves.enumerate() {
                    if i > 0 {
                        self.buf.push(b',');
                    }
                    write_move(self.buf, &m.text, m.after.as_ref(), &mut reference);
                }
            }
        }
        self.buf.push(b']');
    }

    /// An integer of any size given by its decimal digits (a JSON number, exact).
    fn decimal(&mut self, key: &str, digits: &str) -> &mut Self {
        self.key(key);
        self.buf.extend_from_slice(digits.as_bytes());
        self
    }

    pub fn null(&mut self, key: &str) -> &mut Self {
        self.key(key);
        self.buf.extend_from_slice(b"null");
        self
    }

    pub fn bool(&mut self, key: &str, value: bool) -> &mut Self {
        self.key(key);
        self.buf
            .extend_from_slice(if value { b"true" } else { b"false" });
        self
    }

    /// Any integer, written exactly (values of 2^64 and beyond stay integers).
    pub fn int(&mut self, key: &str, value: impl itoa::Integer) -> &mut Self {
        self.key(key);
        self.buf
            .extend_from_slice(itoa::Buffer::new().format(value).as_bytes());
        self
    }

    pub fn u64(&mut self, key: &str, value: u64) -> &mut Self {
        self.int(key, value)
    }

    /// A value that may exceed u64 (a Grundy value of 2^64).
    pub fn u128(&mut self, key: &str, value: u128) -> &mut Self {
        self.int(key, value)
    }

    pub fn i64(&mut self, key: &str, value: i64) -> &mut Self {
        self.int(key, value)
    }

    pub fn str(&mut self, key: &str, value: &str) -> &mut Self {
        self.key(key);
        json_string(self.buf, value);
        self
    }

    /// An array of objects, one per item, each built by `fill`.
    pub fn objects<T>(
        &mut self,
        key: &str,
        items: impl IntoIterator<Item = T>,
        mut fill: impl FnMut(&mut JsonFields<'_>, T),
    ) -> &mut Self {
        self.key(key);
        self.buf.push(b'[');
        for (i, item) in items.into_iter().enumerate() {
            if i > 0 {
                self.buf.push(b',');
            }
            let start = self.buf.len();
            let holes = self.holes.as_ref().map_or(0, |h| h.len());
            self.buf.push(b'{');
            fill(&mut self.nested(), item);
            // Each field wrote a leading comma; the first one belongs to no predecessor.
            if self.buf.get(start + 1) == Some(&b',') {
                self.buf.remove(start + 1);
                // The holes noted inside the object moved with the bytes after the comma.
                if let Some(added) = self.holes.as_mut().and_then(|h| h.get_mut(holes..)) {
                    added.iter_mut().for_each(|(at, _)| *at -= 1);
                }
            }
            self.buf.push(b'}');
        }
        self.buf.push(b']');
        self
    }

    /// An array of pairs of unsigned integers, `[[a, b], ...]`.
    pub fn u64_pairs(
        &mut self,
        key: &str,
        pairs: impl IntoIterator<Item = (u64, u64)>,
    ) -> &mut Self {
        self.key(key);
        self.buf.push(b'[');
        let mut buf = itoa::Buffer::new();
        for (i, (a, b)) in pairs.into_iter().enumerate() {
            if i > 0 {
                self.buf.push(b',');
            }
            self.buf.push(b'[');
            self.buf.extend_from_slice(buf.format(a).as_bytes());
            self.buf.push(b',');
            self.buf.extend_from_slice(buf.format(b).as_bytes());
            self.buf.push(b']');
        }
        self.buf.push(b']');
        self
    }

    /// An array of unsigned integers.
    pub fn u64s(&mut self, key: &str, values: impl IntoIterator<Item = u64>) -> &mut Self {
        self.key(key);
        self.buf.push(b'[');
        for (i, v) in values.into_iter().enumerate() {
            if i > 0 {
                self.buf.push(b',');
            }
            self.buf
                .extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
        }
        self.buf.push(b']');
        self
    }
}

/// The answer of a case that is one game played from its start, printed as one of two
/// words: the common shape of most judges (`Alice`/`Bob`, `first`/`second`, ...).
pub struct Verdict {
    pub first_player_wins: bool,
    pub win: &'static [u8],
    pub lose: &'static [u8],
}

impl Answer for Verdict {
    #[inline]
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        out.write_all(if self.first_player_wins {
            self.win
        } else {
            self.lose
        })
    }

    #[inline(always)]
    fn write_output(&self, out: &mut Output<'_>) -> io::Result<()> {
        out.write_either(self.first_player_wins, self.win, self.lose)
    }

    fn json(&self, fields: &mut JsonFields) {
        fields.bool("first_player_wins", self.first_player_wins);
    }
}

/// A [`Verdict`] of a game with a Grundy value (non-zero exactly when the first player wins).
pub struct Valued {
    pub value: u128,
    pub win: &'static [u8],
    pub lose: &'static [u8],
}

impl Answer for Valued {
    #[inline]
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        out.write_all(if self.value != 0 { self.win } else { self.lose })
    }

    fn json(&self, fields: &mut JsonFields) {
        fields
            .bool("first_player_wins", self.value != 0)
            .u128("value", self.value);
    }
}
