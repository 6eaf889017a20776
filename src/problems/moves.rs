//! Winning moves as data (`grundy <id> --moves`): what a problem says of each position it
//! answers (the outcome, its values, and the moves that win), and the two renderings of
//! that, a readable report and the fields of a `--json` line.
//!
//! A problem fills a [`Report`] from the same theory its answer comes from (the answer's
//! [`crate::Answer::moves`]); it never runs a second solver. A position's moves
//! are *counted* in full and *listed* up to the run's [`Limit`], so a count can be exact
//! where listing is impossible (a range of 10^18 raises): a problem either adds each move
//! ([`PositionReport::add`], which builds the move's text only while it is listed) or states the
//! total it computed ([`PositionReport::total`]) next to the moves it lists.
//!
//! Each listed move carries where it leads ([`After`]): the judge input of exactly one case
//! whose player to move (the opponent) loses, so that grundy itself can re-check it, or,
//! where the format cannot hold that position, a JSON object describing it.
//!
//! Memory stays flat whatever the number of moves listed (`--moves=all` on 2^64 - 1 moves):
//! a report holds its listed moves only up to [`HOLD_MAX`] bytes. A case that lists more is
//! answered in two passes of the same `moves` closure: the first one counts (so the count
//! still comes before the list), the second one writes each move as it is added through a
//! [`stream::Stream`].

mod after;
pub(crate) mod stream;

use std::fmt::Display;
use std::io::{self, Write};

use dashu_int::UBig;

pub use after::{apply_edits, FULL_AFTER_MAX};
pub(crate) use after::{write_move, AfterRef};
use stream::Stream;

/// The bytes of listed moves (their text and `after`) a report holds for one case; past
/// it the case's moves are streamed in a second pass.
pub const HOLD_MAX: usize = 1 << 20;

/// How many winning moves are listed per position (`--moves` lists the first
/// [`Limit::DEFAULT`], `--moves=all` every one, `--moves=N` the first N).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    First(usize),
    All,
}

impl Limit {
    pub const DEFAULT: Limit = Limit::First(10);

    fn admits(self, listed: usize) -> bool {
        match self {
            Limit::First(n) => listed < n,
            Limit::All => true,
        }
    }

    /// Parses the value of `--moves=VALUE`: `all` or a count.
    pub fn parse(value: &str) -> Option<Limit> {
        if value.eq_ignore_ascii_case("all") {
            return Some(Limit::All);
        }
        value.parse().ok().map(Limit::First)
    }
}

/// Who wins a position with best play, for the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Lose,
    Draw,
}

impl Outcome {
    pub fn of(player_to_move_wins: bool) -> Outcome {
        if player_to_move_wins {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }

    fn text(self) -> &'static str {
        match self {
            Outcome::Win => "the player to move wins",
            Outcome::Lose => "the player to move loses",
            Outcome::Draw => "a draw with best play",
        }
    }

    /// The word of `"outcome"` in JSON.
    pub fn json(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Lose => "lose",
            Outcome::Draw => "draw",
        }
    }
}

/// Where a move leads.
#[derive(Debug, Clone, PartialEq)]
pub enum After {
    /// The complete judge input of one case: the position after the move, the opponent to
    /// move (`grundy <id>` on it answers that the player to move loses).
    Input(String),
    /// A position the judge's format cannot hold, described by a JSON object whose fields
    /// the problem's statement documents (`after` is then `null`).
    State(serde_json::Value),
}

impl After {
    /// About the bytes it takes in a JSON line (what a report holds for it).
    fn len(&self) -> usize {
        match self {
            After::Input(input) => input.len(),
            After::State(state) => {
                let mut counter = Counter(0);
                serde_json::to_writer(&mut counter, state).map_or(0, |()| counter.0)
            }
        }
    }
}

/// Counts the bytes written into it.
struct Counter(usize);

impl Write for Counter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0 += buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// One listed winning move.
#[derive(Debug, Clone, PartialEq)]
pub struct Move {
    /// One action of the rules in the problem's own words (`take 12 from pile 3 (39 -> 27)`).
    pub text: String,
    /// Where it leads; built only when the run prints JSON.
    pub after: Option<After>,
}

/// What is known of one position: its outcome, its values, its winning moves.
pub struct PositionReport<'s> {
    label: Option<String>,
    outcome: Outcome,
    facts: Vec<(&'static str, String)>,
    counted: u128,
    total: Option<u128>,
    /// A stated total beyond u128 (the combined moves of an Every-SG sum).
    big_total: Option<UBig>,
    moves: Vec<Move>,
    notes: Vec<String>,
    limit: Limit,
    with_after: bool,
    /// Moves listed so far (held in `moves`, or written by the stream).
    listed: usize,
    /// Bytes held by the listed moves of the case so far (carried from position to
    /// position); past `hold` ([`HOLD_MAX`]) nothing more is listed in this pass.
    held: usize,
    hold: usize,
    /// The second pass's writer: the position being reported holds it.
    stream: Option<Stream<'s>>,
}

impl std::fmt::Debug for PositionReport<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PositionReport")
            .field("label", &self.label)
            .field("outcome", &self.outcome)
            .field("facts", &self.facts)
            .field("winning_moves", &self.winning_moves_exact())
            .field("moves", &self.moves)
            .finish_non_exhaustive()
    }
}

impl PositionReport<'_> {
    /// Sets the outcome for the player to move.
    pub fn outcome(&mut self, outcome: Outcome) -> &mut Self {
        self.outcome = outcome;
        self
    }

    /// Sets the outcome: the player to move wins, or loses.
    pub fn wins(&mut self, player_to_move_wins: bool) -> &mut Self {
        self.outcome(Outcome::of(player_to_move_wins))
    }

    /// A value of the position in the theory's words (`nim-sum` 5, `Grundy value` 3).
    pub fn fact(&mut self, name: &'static str, value: impl Display) -> &mut Self {
        self.facts.push((name, value.to_string()));
        self
    }

    /// A sentence the reader needs to trust the moves (which rule they follow).
    pub fn note(&mut self, note: impl Into<String>) -> &mut Self {
        self.notes.push(note.into());
        self
    }

    /// Whether one more move would be listed (so its text is worth building): false once
    /// the limit is reached, once a first pass holds [`HOLD_MAX`] bytes (the second pass
    /// lists the rest), or once the stream's output failed (a closed pipe).
    pub fn wants(&self) -> bool {
        self.limit.admits(self.listed)
            && match &self.stream {
                Some(stream) => stream.writable(),
                None => self.held <= self.hold,
            }
    }

    /// Whether the run prints JSON, so listed moves need their [`After`].
    pub fn with_after(&self) -> bool {
        self.with_after
    }

    /// Counts one winning move, listing it while the limit admits: `text` and `after` are
    /// called only then (and `after` only for JSON).
    pub fn add(&mut self, text: impl FnOnce() -> String, after: impl FnOnce() -> After) {
        self.counted += 1;
        if self.wants() {
            let after = self.with_after.then(after);
            let text = text();
            self.listed += 1;
            match &mut self.stream {
                Some(stream) => stream.write_move(&text, after.as_ref()),
                None => {
                    self.held += text.len() + after.as_ref().map_or(0, After::len);
                    self.moves.push(Move { text, after });
                }
            }
        }
    }

    /// Counts `n` winning moves without listing them (the rest of a range already listed).
    pub fn count(&mut self, n: u128) {
        self.counted += n;
    }

    /// States the exact number of winning moves, computed rather than enumerated; it
    /// replaces what [`PositionReport::add`] and [`PositionReport::count`] counted.
    pub fn total(&mut self, total: u128) -> &mut Self {
        self.total = Some(total);
        self
    }

    /// [`PositionReport::total`] for a count that may exceed u128.
    pub fn total_big(&mut self, total: UBig) -> &mut Self {
        match u128::try_from(&total) {
            Ok(total) => {
                self.big_total = None;
                self.total(total)
            }
            Err(_) => {
                self.big_total = Some(total);
                self
            }
        }
    }

    /// The number of winning moves (u128::MAX when a larger total was stated: the
    /// renderings use [`PositionReport::winning_moves_exact`]).
    pub fn winning_moves(&self) -> u128 {
        if self.big_total.is_some() {
            return u128::MAX;
        }
        self.total.unwrap_or(self.counted)
    }

    /// The exact number of winning moves.
    pub fn winning_moves_exact(&self) -> UBig {
        match &self.big_total {
            Some(big) => big.clone(),
            None => UBig::from(self.winning_moves()),
        }
    }

    /// The listed moves, in the problem's order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn result(&self) -> Outcome {
        self.outcome
    }

    pub fn label(&self) -> Option<&str> {
        self.label.as_deref()
    }

    /// The report's first lines for case `case`: outcome, values, count and notes.
    pub(crate) fn write_head<W: Write + ?Sized>(&self, case: u64, out: &mut W) -> io::Result<()> {
        // Pieces and itoa rather than `write!`: a judge-size run writes thousands of these
        // lines, and the format machinery was a tenth of a `--moves=0` run.
        let p = self;
        let mut digits = itoa::Buffer::new();
        out.write_all(b"case ")?;
        out.write_all(digits.format(case).as_bytes())?;
        if let Some(label) = &p.label {
            out.write_all(b", ")?;
            out.write_all(label.as_bytes())?;
        }
        out.write_all(b": ")?;
        out.write_all(p.outcome.text().as_bytes())?;
        if !p.facts.is_empty() {
            out.write_all(b" (")?;
            for (i, (name, value)) in p.facts.iter().enumerate() {
                if i > 0 {
                    out.write_all(b", ")?;
                }
                out.write_all(name.as_bytes())?;
                out.write_all(b" ")?;
                out.write_all(value.as_bytes())?;
            }
            out.write_all(b")")?;
        }
        match (&p.big_total, p.winning_moves()) {
            (Some(n), _) => writeln!(out, "; {n} winning moves")?,
            (None, 0) => out.write_all(b"; no winning move\n")?,
            (None, 1) => out.write_all(b"; 1 winning move\n")?,
            (None, n) => {
                out.write_all(b"; ")?;
                out.write_all(digits.format(n).as_bytes())?;
                out.write_all(b" winning moves\n")?;
            }
        }
        for note in &p.notes {
            out.write_all(b"  note: ")?;
            out.write_all(note.as_bytes())?;
            out.write_all(b"\n")?;
        }
        Ok(())
    }

    /// The report's last line, after `listed` moves: how many more there are.
    pub(crate) fn write_tail<W: Write + ?Sized>(
        &self,
        listed: usize,
        out: &mut W,
    ) -> io::Result<()> {
        // In u128 unless the total is beyond it (big integers cost a judge-size run of
        // thousands of cases a measurable share).
        let listed = listed as u128;
        match &self.big_total {
            Some(total) => {
                let rest = total - UBig::from(listed);
                writeln!(out, "  ... and {rest} more (--moves=all lists every one)")?;
            }
            None if self.winning_moves() > listed => {
                out.write_all(b"  ... and ")?;
                let mut digits = itoa::Buffer::new();
                out.write_all(digits.format(self.winning_moves() - listed).as_bytes())?;
                out.write_all(b" more (--moves=all lists every one)\n")?;
            }
            None => {}
        }
        Ok(())
    }
}

/// The move report of one case: one [`PositionReport`] for most problems, one per position for
/// problems whose case holds several (snim's heap lists).
#[derive(Debug)]
pub struct Report<'s> {
    limit: Limit,
    with_after: bool,
    /// The bytes of listed moves held before the case goes to a second pass.
    hold: usize,
    positions: Vec<PositionReport<'s>>,
    unsupported: bool,
    /// The second pass's writer until the first position takes it.
    stream: Option<Stream<'s>>,
}

impl Report<'static> {
    /// Every listed move of the case, positions in order.
    pub fn all_moves(&self) -> impl Iterator<Item = &Move> {
        self.positions.iter().flat_map(|p| p.moves.iter())
    }

    pub fn new(limit: Limit, with_after: bool) -> Report<'static> {
        Report {
            limit,
            with_after,
            hold: HOLD_MAX,
            positions: Vec::new(),
            unsupported: false,
            stream: None,
        }
    }

    /// The same report holding at most `bytes` of listed moves ([`HOLD_MAX`] by default).
    pub fn hold(mut self, bytes: usize) -> Self {
        self.hold = bytes;
        self
    }
}

impl<'s> Report<'s> {
    /// A second pass: every listed move is written through `stream` as it is added.
    pub(crate) fn streaming(limit: Limit, with_after: bool, stream: Stream<'s>) -> Report<'s> {
        Report {
            limit,
            with_after,
            hold: HOLD_MAX,
            positions: Vec::new(),
            unsupported: false,
            stream: Some(stream),
        }
    }

    /// The stream back after the pass, with the first write error it met.
    pub(crate) fn into_stream(mut self) -> Option<Stream<'s>> {
        let from_position = self.positions.last_mut().and_then(|p| p.stream.take());
        from_position.or(self.stream.take())
    }

    /// Whether a first pass stopped listing at [`HOLD_MAX`] before its limit: the case's
    /// moves are then written by a second pass.
    pub fn overflowed(&self) -> bool {
        self.positions
            .last()
            .is_some_and(|p| p.held > p.hold && p.stream.is_none())
    }

    /// The case's position (for a case of one position).
    pub fn position(&mut self) -> &mut PositionReport<'s> {
        self.push_position(None)
    }

    /// One of several positions of the case, named in the text report (`position 2`).
    pub fn labelled(&mut self, label: impl Into<String>) -> &mut PositionReport<'s> {
        self.push_position(Some(label.into()))
    }

    fn push_position(&mut self, label: Option<String>) -> &mut PositionReport<'s> {
        let previous = self.positions.last_mut();
        let held = previous.as_ref().map_or(0, |p| p.held);
        let mut stream = match previous {
            Some(p) => p.stream.take(),
            None => self.stream.take(),
        };
        if let Some(stream) = &mut stream {
            stream.begin_position(self.positions.len());
        }
        self.positions.push(PositionReport {
            label,
            outcome: Outcome::Lose,
            facts: Vec::new(),
            counted: 0,
            total: None,
            big_total: None,
            moves: Vec::new(),
            notes: Vec::new(),
            limit: self.limit,
            with_after: self.with_after,
            listed: 0,
            held,
            hold: self.hold,
            stream,
        });
        self.positions.last_mut().expect("just pushed")
    }

    /// Marks the problem as one without moves (the default of an answer).
    pub fn unsupported(&mut self) {
        self.unsupported = true;
    }

    pub fn is_unsupported(&self) -> bool {
        self.unsupported
    }

    pub fn positions(&self) -> &[PositionReport<'s>] {
        &self.positions
    }

    /// The readable report of case `case` (1-based).
    pub fn write_text<W: Write + ?Sized>(&self, case: u64, out: &mut W) -> io::Result<()> {
        for p in &self.positions {
            p.write_head(case, out)?;
            for m in &p.moves {
                out.write_all(b"  ")?;
                out.write_all(m.text.as_bytes())?;
                out.write_all(b"\n")?;
            }
            p.write_tail(p.moves.len(), out)?;
        }
        Ok(())
    }

    /// The total number of winning moves over the case's positions.
    pub fn total(&self) -> u128 {
        self.positions
            .iter()
            .map(PositionReport::winning_moves)
            .fold(0, u128::saturating_add)
    }

    /// [`Report::total`], exactly.
    pub fn total_exact(&self) -> UBig {
        self.positions
            .iter()
            .map(PositionReport::winning_moves_exact)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(limit: Limit, n: u64) -> Report<'static> {
        let mut r = Report::new(limit, true);
        let p = r.position();
        p.wins(n > 0).fact("nim-sum", n);
        for i in 0..n {
            p.add(|| format!("move {i}"), || After::Input(format!("{i}\n")));
        }
        r
    }

    #[test]
    fn moves_are_counted_in_full_and_listed_up_to_the_limit() {
        let r = report(Limit::First(2), 5);
        let p = &r.positions()[0];
        assert_eq!(p.winning_moves(), 5);
        assert_eq!(p.moves().len(), 2);
        let mut text = Vec::new();
        r.write_text(3, &mut text).unwrap();
        assert_eq!(
            String::from_utf8(text).unwrap(),
            "case 3: the player to move wins (nim-sum 5); 5 winning moves\n  move 0\n  move 1\n  \
             ... and 3 more (--moves=all lists every one)\n"
        );
        assert_eq!(report(Limit::All, 5).positions()[0].moves().len(), 5);
    }

    #[test]
    fn a_losing_position_names_no_move() {
        let mut text = Vec::new();
        report(Limit::DEFAULT, 0).write_text(1, &mut text).unwrap();
        assert_eq!(
            String::from_utf8(text).unwrap(),
            "case 1: the player to move loses (nim-sum 0); no winning move\n"
        );
    }

    #[test]
    fn a_stated_total_replaces_the_count_and_text_is_built_only_when_listed() {
        let mut r = Report::new(Limit::First(1), false);
        let p = r.position();
        p.add(|| "first".into(), || unreachable!("no JSON, no after"));
        p.add(|| unreachable!("not listed"), || unreachable!());
        p.total(1 << 100);
        assert_eq!(p.winning_moves(), 1 << 100);
        assert_eq!(p.moves()[0].after, None);
    }

    #[test]
    fn a_total_beyond_u128_is_written_exactly() {
        let mut r = Report::new(Limit::First(1), false);
        let big = UBig::from(u128::MAX) * UBig::from(1000u32);
        let p = r.position();
        p.wins(true);
        p.add(|| "first".into(), || unreachable!());
        p.total_big(big.clone());
        assert_eq!(p.winning_moves(), u128::MAX);
        assert_eq!(r.total_exact(), big);
        let mut text = Vec::new();
        r.write_text(1, &mut text).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(text.contains(&format!("; {big} winning moves")), "{text}");
        assert!(
            text.contains(&format!("and {} more", big - UBig::ONE)),
            "{text}"
        );
    }

    #[test]
    fn limits_parse_from_the_flag() {
        assert_eq!(Limit::parse("all"), Some(Limit::All));
        assert_eq!(Limit::parse("3"), Some(Limit::First(3)));
        assert_eq!(Limit::parse("x"), None);
    }
}
