//! The wide paths of the list and record loops: 64 bytes classified at once with AVX2
//! (through `pulp`, which checks the CPU at run time and keeps this safe), so that
//! whitespace, line ends and token boundaries come from a few bit operations per block
//! instead of a chain of dependent operations per token, and tokens of 5 or more digits are
//! valued with SIMD multiply-adds.
//!
//! Only plain tokens are read here: 1..=15 digits ended by whitespace. At anything else (a
//! longer or bad token, a byte that is neither digit nor whitespace, the end of the buffered
//! bytes) a loop stops in front of that token (the record loop: of that record) and the
//! portable loop of [`bulk`](super::bulk) goes on from there, so tokens, positions and errors
//! are exactly the portable path's. Machines without AVX2 take the portable path alone;
//! tests and the fuzz target run both and compare.

use std::arch::x86_64::{__m128i, __m256i};

use pulp::x86::V3;

use super::digits::value4;
use super::Position;

/// Bytes classified per block.
const BLOCK: usize = 64;
/// Bytes that must follow a block: the 16-byte loads of a token starting at its end.
const SLACK: usize = 16;
/// Buffered bytes below which the wide path is not worth starting (and the CPU is not even
/// asked whether it has AVX2: a tiny input never pays for that).
pub(super) const WIDE_MIN: usize = 4 * BLOCK;

/// Where the bulk loop stands, as it keeps it in registers.
pub(super) struct At {
    pub pos: usize,
    pub line: u64,
    pub line_start: u64,
}

/// The AVX2 level, when this CPU has it; asked once per process.
#[inline]
pub(super) fn avx2() -> Option<V3> {
    V3::try_new()
}

/// Bit masks of one block: its digits, its whitespace and its line ends (bit i for byte i).
struct Classes {
    digit: u64,
    space: u64,
    newline: u64,
}

#[inline(always)]
fn classify(simd: V3, bytes: &[u8; BLOCK]) -> Classes {
    let c = classify_raw(simd, bytes);
    // Opaque to the optimiser: otherwise LLVM sees through `movemask` to a vector of
    // booleans and, where a mask is carried to the next block and tested bit by bit,
    // rebuilds that vector byte by byte (measured: twice the instructions).
    Classes {
        digit: std::hint::black_box(c.digit),
        space: std::hint::black_box(c.space),
        newline: std::hint::black_box(c.newline),
    }
}

/// [`classify`] as the optimiser sees it (the record loop tests no mask bit by bit).
#[inline(always)]
fn classify_raw(simd: V3, bytes: &[u8; BLOCK]) -> Classes {
    let (d0, s0, n0) = classify_half(simd, bytes, 0);
    let (d1, s1, n1) = classify_half(simd, bytes, 32);
    Classes {
        digit: d0 | d1 << 32,
        space: s0 | s1 << 32,
        newline: n0 | n1 << 32,
    }
}

/// Digit, whitespace and newline bits of the 32 bytes at `from`. (Plain functions, not
/// closures: a closure does not inherit the enabled CPU features, and the intrinsics
/// would then be calls.)
#[inline(always)]
fn classify_half(simd: V3, bytes: &[u8; BLOCK], from: usize) -> (u64, u64, u64) {
    let chunk: [u8; 32] = bytes[from..from + 32].try_into().unwrap_or([0; 32]);
    let v: __m256i = pulp::cast(chunk);
    let (avx, avx2) = (simd.avx, simd.avx2);
    let digit = within(simd, v, b'0', 9);
    let space = avx2._mm256_or_si256(
        within(simd, v, b'\t', b'\r' - b'\t'),
        avx2._mm256_cmpeq_epi8(v, avx._mm256_set1_epi8(b' ' as i8)),
    );
    let newline = avx2._mm256_cmpeq_epi8(v, avx._mm256_set1_epi8(b'\n' as i8));
    (bits(simd, digit), bits(simd, space), bits(simd, newline))
}

/// Lanes with `lo ≤ x ≤ lo + span`: unsigned `x - lo ≤ span`, as `min(x - lo, span) == x - lo`.
#[inline(always)]
fn within(simd: V3, v: __m256i, lo: u8, span: u8) -> __m256i {
    let (avx, avx2) = (simd.avx, simd.avx2);
    let d = avx2._mm256_sub_epi8(v, avx._mm256_set1_epi8(lo as i8));
    avx2._mm256_cmpeq_epi8(avx2._mm256_min_epu8(d, avx._mm256_set1_epi8(span as i8)), d)
}

/// The high bit of each lane, as a 32-bit mask.
#[inline(always)]
fn bits(simd: V3, lanes: __m256i) -> u64 {
    simd.avx2._mm256_movemask_epi8(lanes) as u32 as u64
}

/// The mask of the bits below bit `i` (0..=64).
#[inline(always)]
fn below(i: usize) -> u64 {
    if i >= 64 {
        u64::MAX
    } else {
        (1u64 << i) - 1
    }
}

/// What the list loops ([`each`], [`counted`]) do with one block, from its masks.
struct Plan {
    /// The digit run that ends the block's readable part (0 if none): it runs into the
    /// next block (read after the token loop) or touches a bad byte (left to the portable
    /// path); either way the token loop stops in front of it. Every token before it is
    /// digits ended by whitespace.
    tail: usize,
    /// Where that run starts.
    cut: usize,
    /// The token starts below `cut`.
    starts: u64,
    /// Where this block's work ends: the readable part, or in front of the token the
    /// portable path must take (moved by the token loop when it stops early).
    stop: usize,
    /// Whether the run ends in this block (a bad byte in it).
    done: bool,
}

/// The [`Plan`] of a block with masks `digit` and `bad` (neither digit nor whitespace),
/// whose first `skip` bytes were read with the block before, and `carry` set when its
/// first byte continues that block's last digits.
#[inline(always)]
fn plan(digit: u64, bad: u64, carry: u64, skip: usize) -> Plan {
    let limit = bad.trailing_zeros() as usize;
    let tail = if limit == 0 {
        0
    } else {
        (digit << (BLOCK - limit)).leading_ones() as usize
    };
    let cut = limit - tail;
    Plan {
        tail,
        cut,
        starts: digit & !(digit << 1 | carry) & below(cut),
        stop: cut.max(skip),
        done: limit < BLOCK,
    }
}

/// Where the token starting at byte `s` of the block at `p` stands: `newline` holds the
/// block's line ends, and the block's first line is `line`, begun at offset `line_start`.
#[inline(always)]
fn token_position(
    newline: u64,
    s: usize,
    line: u64,
    line_start: u64,
    base: u64,
    p: usize,
) -> Position {
    let before = newline & below(s);
    let line_start = match before {
        0 => line_start,
        _ => base + (p + 64 - before.leading_zeros() as usize) as u64,
    };
    Position {
        line: line + before.count_ones() as u64,
        col: base + (p + s) as u64 - line_start + 1,
    }
}

/// Reads up to `*quota` plain tokens from `buf[at.pos..]`, folding each with its position
/// into `acc` by `f`, takes their number from `*quota` and moves `at` past them; returns the
/// state and where the last token read stands. `at.pos` must not be inside a token.
///
/// Blocks advance by 64 bytes, each classified once, one block ahead: a token that runs
/// into the next block is read with the block it starts in (its length from the next
/// block's mask), and the next block skips its tail.
#[inline(always)]
pub(super) fn each<A>(
    simd: V3,
    buf: &[u8],
    base: u64,
    at: &mut At,
    quota: &mut u64,
    mut acc: A,
    f: &mut impl FnMut(A, u64, Position) -> A,
) -> (A, Option<Position>) {
    let mut last = None;
    // Kept in registers for the whole call, and written back at its end.
    let mut left = *quota;
    let (mut line, mut line_start) = (at.line, at.line_start);
    let mut p = at.pos;
    if buf.len() < p + 2 * BLOCK || left == 0 {
        return (acc, None);
    }
    let mut cur = classify(simd, block(buf, p));
    let mut next = classify(simd, block(buf, p + BLOCK));
    // Bytes at the front of the current block already read (the tail of a token that
    // started in the block before, and its separator), and whether its first byte
    // continues that token's digits.
    let mut skip = 0usize;
    let mut carry = 0u64;
    let pos = loop {
        // The current block and the next: every token load of this block lies inside
        // (a start below 64, 16 bytes), which spares a bounds check per token.
        let window: &[u8; 2 * BLOCK] = buf[p..p + 2 * BLOCK].try_into().unwrap_or(&[0; 2 * BLOCK]);
        // Newlines before `skip` are counted already.
        let newline = cur.newline & !below(skip);
        let Plan {
            tail,
            cut,
            mut starts,
            mut stop,
            mut done,
        } = plan(cur.digit, !(cur.digit | cur.space), carry, skip);
        let mut last_start = usize::MAX;
        while starts != 0 {
            let s = starts.trailing_zeros() as usize;
            let len = (!(cur.digit >> s)).trailing_zeros() as usize;
            if len > 15 {
                // A token to look at closely: the portable path reads it.
                stop = s;
                done = true;
                break;
            }
            let v = token_value(simd, window, s, len);
            acc = f(
                acc,
                v,
                token_position(newline, s, line, line_start, base, p),
            );
            last_start = s;
            starts &= starts - 1;
            left -= 1;
            if left == 0 {
                // Past the token and its separator, as the portable loop leaves it.
                stop = s + len + 1;
                done = true;
                break;
            }
        }
        if !done && tail > 0 {
            // The token that runs into the next block, read with this one when the next
            // block ends it with whitespace.
            let s = cut;
            let more = (!next.digit).trailing_zeros() as usize;
            let len = tail + more;
            if len > 15 || next.space >> more & 1 == 0 {
                stop = s;
                done = true;
            } else {
                let v = token_value(simd, window, s, len);
                acc = f(
                    acc,
                    v,
                    token_position(newline, s, line, line_start, base, p),
                );
                last_start = s;
                left -= 1;
                stop = BLOCK + more + 1;
                done = left == 0;
            }
        }
        if last_start != usize::MAX {
            last = Some(token_position(
                newline, last_start, line, line_start, base, p,
            ));
        }
        // The line ends passed, in this block and (past a token that ran into it) the next.
        let passed = newline & below(stop);
        if passed != 0 {
            line += passed.count_ones() as u64;
            line_start = base + (p + 64 - passed.leading_zeros() as usize) as u64;
        }
        if stop > BLOCK {
            let passed = next.newline & below(stop - BLOCK);
            if passed != 0 {
                line += passed.count_ones() as u64;
                line_start = base + (p + 128 - passed.leading_zeros() as usize) as u64;
            }
        }
        if done {
            break p + stop;
        }
        // The whole block is read: on to the next, past what was read of it.
        skip = stop.max(BLOCK) - BLOCK;
        carry = cur.digit >> 63;
        p += BLOCK;
        if buf.len() < p + 2 * BLOCK {
            break p + skip;
        }
        cur = next;
        next = classify(simd, block(buf, p + BLOCK));
    };
    *quota = left;
    (at.pos, at.line, at.line_start) = (pos, line, line_start);
    (acc, last)
}

/// Where [`counted`] stopped: `pos` in front of the case it could not finish (or past the
/// last case read), the cases read (each handed to `done`), where the last token of the
/// last of them starts, and the failure `done` returned, if any.
pub(super) struct CaseRun {
    pub pos: usize,
    pub cases: u64,
    pub last: Option<usize>,
    pub failed: Option<crate::error::Error>,
}

/// What a run of [`blocks`] does with each token ([`list`]'s count of tokens; the loop is
/// written so that [`counted`], a copy of it with the case logic inline, could take it too,
/// but that cost anti-nim 2M instructions of 43M on a cut, so it keeps its own).
trait Tokens<A> {
    /// Takes the token of value `v` at buffer offset `p + s` (added only where needed: as
    /// one offset it was computed, and `p` reloaded, at every token) into the state `acc`;
    /// true when the run ends after it.
    fn token(&mut self, acc: A, v: u64, at: (usize, usize)) -> (A, bool);
}

/// The block loop of [`list`]: plain tokens of `buf[start..]` (as
/// [`each`] reads them: 1..=15 digits ended by whitespace, both blocks buffered) handed to
/// `t` with the state `acc`, until `t` ends the run or anything else comes; returns the
/// state and where it stopped (past the last token taken and its separator, or in front of
/// the token it could not take). `buf` must hold two blocks from `start`, which is not
/// inside a token. Line numbers are not kept: the caller counts the newlines of the run
/// once, as for [`records`].
#[inline(always)]
fn blocks<A>(simd: V3, buf: &[u8], start: usize, mut acc: A, t: &mut impl Tokens<A>) -> (A, usize) {
    let mut p = start;
    let mut cur = lanes_at(simd, buf, p);
    let mut next = lanes_at(simd, buf, p + BLOCK);
    // As in `each`: bytes at the front of the current block already read, and whether its
    // first byte continues a token's digits.
    let mut skip = 0usize;
    let mut carry = 0u64;
    let pos = loop {
        let window: &[u8; 2 * BLOCK] = buf[p..p + 2 * BLOCK].try_into().unwrap_or(&[0; 2 * BLOCK]);
        let Plan {
            tail,
            cut,
            mut starts,
            mut stop,
            done: mut done_here,
        } = plan(cur.digit, cur.bad, carry, skip);
        while starts != 0 {
            let s = starts.trailing_zeros() as usize;
            let len = (!(cur.digit >> s)).trailing_zeros() as usize;
            if len > 15 {
                stop = s;
                done_here = true;
                break;
            }
            let v = token_value(simd, window, s, len);
            starts &= starts - 1;
            let ends;
            (acc, ends) = t.token(acc, v, (p, s));
            if ends {
                stop = s + len + 1;
                done_here = true;
                break;
            }
        }
        if !done_here && tail > 0 {
            // The token that runs into the next block (see `each`).
            let s = cut;
            let more = (!next.digit).trailing_zeros() as usize;
            let len = tail + more;
            if len > 15 || next.bad >> more & 1 == 1 {
                stop = s;
                done_here = true;
            } else {
                let v = token_value(simd, window, s, len);
                stop = BLOCK + more + 1;
                (acc, done_here) = t.token(acc, v, (p, s));
            }
        }
        if done_here {
            break p + stop;
        }
        skip = stop.max(BLOCK) - BLOCK;
        carry = cur.digit >> 63;
        p += BLOCK;
        if buf.len() < p + 2 * BLOCK {
            break p + skip;
        }
        cur = next;
        next = lanes_at(simd, buf, p + BLOCK);
    };
    (acc, pos)
}

/// The state of [`list`] between tokens: the tokens still to read. (Where the last one
/// starts is found after the run: kept per token, it pushed the fold's state out of the
/// registers.)
struct List<'a, F> {
    left: u64,
    f: &'a mut F,
}

impl<A, F: FnMut(A, u64) -> A> Tokens<A> for List<'_, F> {
    #[inline(always)]
    fn token(&mut self, acc: A, v: u64, _: (usize, usize)) -> (A, bool) {
        self.left -= 1;
        ((self.f)(acc, v), self.left == 0)
    }
}

/// Where [`list`] stopped: `pos` past the last token read and its separator (or in front
/// of the token it could not read), the tokens read, and where the last of them starts.
pub(super) struct ListRun<A> {
    pub acc: A,
    pub pos: usize,
    pub read: u64,
    pub last: Option<usize>,
}

/// Reads up to `max` plain tokens of `buf[start..]` as [`each`] does, folding their values
/// into `acc` by `f`, without their positions: the caller counts the newlines of the run
/// once (as for [`counted`] and [`records`]), so the loop keeps no line number and no
/// position per block, and its state stays in registers. `start` must not be inside a
/// token.
#[inline(always)]
pub(super) fn list<A>(
    simd: V3,
    buf: &[u8],
    start: usize,
    max: u64,
    acc: A,
    f: &mut impl FnMut(A, u64) -> A,
) -> ListRun<A> {
    if buf.len() < start + 2 * BLOCK || max == 0 {
        return ListRun {
            acc,
            pos: start,
            read: 0,
            last: None,
        };
    }
    let mut st = List { left: max, f };
    let (acc, pos) = blocks(simd, buf, start, acc, &mut st);
    ListRun {
        acc,
        pos,
        read: max - st.left,
        last: (st.left < max).then(|| last_token_before(buf, pos)),
    }
}

/// Where the last token read before `pos` starts, when a run read one: the run stops past a
/// token's separator or in front of a token it did not read, and what it passed is only
/// digits and whitespace, so that token is the digit run before the whitespace before `pos`.
#[inline(always)]
fn last_token_before(buf: &[u8], pos: usize) -> usize {
    let before = &buf[..pos];
    let end = before
        .iter()
        .rposition(u8::is_ascii_digit)
        .map_or(0, |i| i + 1);
    before[..end]
        .iter()
        .rposition(|b| !b.is_ascii_digit())
        .map_or(0, |i| i + 1)
}

/// The state of [`counted`] between tokens.
struct Cases<A> {
    init: A,
    acc: A,
    /// Values left in the case being read; 0 when the next token is a count.
    left: u64,
    /// Cases that may still be read (one counter instead of two: registers are scarce).
    more: u64,
    /// Where the case being read starts (its count), to stop in front of it when the case
    /// cannot be read to its end, and where the last case read ends (its last token).
    case_at: usize,
    last: usize,
    failed: Option<crate::error::Error>,
}

impl<A: Copy> Cases<A> {
    /// Takes the token of value `v` at buffer offset `p + s` (added only where needed: as
    /// one offset it was computed, and `p` reloaded, at every token); true when the run
    /// ends after it (`max` cases read, or `done` failed).
    #[inline(always)]
    fn token(
        &mut self,
        v: u64,
        (p, s): (usize, usize),
        f: &mut impl FnMut(A, u64) -> A,
        done: &mut impl FnMut(A) -> crate::error::Result<()>,
    ) -> bool {
        if self.left == 0 {
            // A count: a case starts here.
            self.case_at = p + s;
            self.left = v;
            if v != 0 {
                return false;
            }
        } else {
            self.acc = f(self.acc, v);
            self.left -= 1;
            if self.left != 0 {
                return false;
            }
        }
        // The case ends with this token.
        self.last = p + s;
        self.more -= 1;
        let acc = std::mem::replace(&mut self.acc, self.init);
        if let Err(e) = done(acc) {
            self.failed = Some(e);
            return true;
        }
        self.more == 0
    }
}

/// Reads up to `max` cases `n v_1 .. v_n` from `buf[start..]` in one pass over the
/// blocks, as [`each`] reads a list: each case's values are folded from `init` by `f`, and
/// the state is handed to `done` at the case's last token (at its count when n is 0). The
/// count of the next case is a token of the same stream, so the loop is entered once for
/// thousands of short cases instead of once per case (its entry and exit cost about as
/// much as 15 tokens). At anything [`each`] would stop at (a long or bad token, a byte
/// that is neither digit nor whitespace, the end of the buffered bytes), or when `done`
/// fails, it stops: in front of the case being read, whose values are then read again by
/// the caller's usual path (so `f` must depend on the values alone), or after the last
/// case read. `start` must be in front of a count (not inside a token). Line numbers are
/// not kept: the caller counts the newlines of the run once, as for [`records`].
#[inline(always)]
pub(super) fn counted<A: Copy>(
    simd: V3,
    buf: &[u8],
    start: usize,
    max: u64,
    init: A,
    f: &mut impl FnMut(A, u64) -> A,
    done: &mut impl FnMut(A) -> crate::error::Result<()>,
) -> CaseRun {
    let mut p = start;
    if buf.len() < p + 2 * BLOCK || max == 0 {
        return CaseRun {
            pos: start,
            cases: 0,
            last: None,
            failed: None,
        };
    }
    let mut st = Cases {
        init,
        acc: init,
        left: 0,
        more: max,
        case_at: start,
        last: start,
        failed: None,
    };
    let mut cur = lanes_at(simd, buf, p);
    let mut next = lanes_at(simd, buf, p + BLOCK);
    // As in `each`: bytes at the front of the current block already read, and whether its
    // first byte continues a token's digits.
    let mut skip = 0usize;
    let mut carry = 0u64;
    let pos = loop {
        let window: &[u8; 2 * BLOCK] = buf[p..p + 2 * BLOCK].try_into().unwrap_or(&[0; 2 * BLOCK]);
        let Plan {
            tail,
            cut,
            mut starts,
            mut stop,
            done: mut done_here,
        } = plan(cur.digit, cur.bad, carry, skip);
        while starts != 0 {
            let s = starts.trailing_zeros() as usize;
            let len = (!(cur.digit >> s)).trailing_zeros() as usize;
            if len > 15 {
                stop = s;
                done_here = true;
                break;
            }
            let v = token_value(simd, window, s, len);
            starts &= starts - 1;
            if st.token(v, (p, s), f, done) {
                stop = s + len + 1;
                done_here = true;
                break;
            }
        }
        if !done_here && tail > 0 {
            // The token that runs into the next block (see `each`).
            let s = cut;
            let more = (!next.digit).trailing_zeros() as usize;
            let len = tail + more;
            if len > 15 || next.bad >> more & 1 == 1 {
                stop = s;
                done_here = true;
            } else {
                let v = token_value(simd, window, s, len);
                stop = BLOCK + more + 1;
                done_here = st.token(v, (p, s), f, done);
            }
        }
        if done_here {
            break p + stop;
        }
        skip = stop.max(BLOCK) - BLOCK;
        carry = cur.digit >> 63;
        p += BLOCK;
        if buf.len() < p + 2 * BLOCK {
            break p + skip;
        }
        cur = next;
        next = lanes_at(simd, buf, p + BLOCK);
    };
    CaseRun {
        // In the middle of a case: back in front of its count.
        pos: if st.left == 0 { pos } else { st.case_at },
        cases: max - st.more,
        last: (st.more < max).then_some(st.last),
        failed: st.failed,
    }
}

/// The line ends of `buf[from..to]`: their number and the offset of the last one, from
/// 64-byte blocks (two compares and a mask each; the scalar count outside the `pulp`
/// target took three times the instructions, a sixteenth of winning-ways' whole run).
#[inline(always)]
pub(super) fn newlines(simd: V3, buf: &[u8], from: usize, to: usize) -> (u64, Option<usize>) {
    let run = &buf[from..to];
    let mut count = 0u64;
    let mut last = None;
    let mut blocks = run.chunks_exact(BLOCK);
    let mut at = from;
    for bytes in &mut blocks {
        let bytes: &[u8; BLOCK] = bytes.try_into().unwrap_or(&[0; BLOCK]);
        let m = newline_half(simd, bytes, 0) | newline_half(simd, bytes, 32) << 32;
        count += u64::from(m.count_ones());
        if m != 0 {
            last = Some(at + 63 - m.leading_zeros() as usize);
        }
        at += BLOCK;
    }
    for &b in blocks.remainder() {
        if b == b'\n' {
            count += 1;
            last = Some(at);
        }
        at += 1;
    }
    (count, last)
}

/// The newline bits of the 32 bytes at `from`.
#[inline(always)]
fn newline_half(simd: V3, bytes: &[u8; BLOCK], from: usize) -> u64 {
    let chunk: [u8; 32] = bytes[from..from + 32].try_into().unwrap_or([0; 32]);
    let v: __m256i = pulp::cast(chunk);
    let (avx, avx2) = (simd.avx, simd.avx2);
    bits(
        simd,
        avx2._mm256_cmpeq_epi8(v, avx._mm256_set1_epi8(b'\n' as i8)),
    )
}

/// Masks of one block for [`counted`]: its digits, and its bytes that are neither digits
/// nor whitespace.
#[derive(Clone, Copy)]
struct Lanes {
    digit: u64,
    bad: u64,
}

#[inline(always)]
fn lanes_at(simd: V3, buf: &[u8], p: usize) -> Lanes {
    let c = classify_raw(simd, block(buf, p));
    // Opaque to the optimiser, as in `classify`.
    Lanes {
        digit: std::hint::black_box(c.digit),
        bad: std::hint::black_box(!(c.digit | c.space)),
    }
}

/// The value of the token of `len` (1..=15) digits at `window[at..]` (`at` below 64): up to 4 digits with the SWAR combine of two multiplies, longer ones with
/// [`value16`].
#[inline(always)]
fn token_value(simd: V3, window: &[u8; 2 * BLOCK], at: usize, len: usize) -> u64 {
    let token: &[u8; SLACK] = window[at % BLOCK..at % BLOCK + SLACK]
        .try_into()
        .unwrap_or(&[0; SLACK]);
    if len <= 4 {
        let lo = u32::from_le_bytes([token[0], token[1], token[2], token[3]]);
        value4((lo << (8 * (4 - len))) & 0x0f0f_0f0f)
    } else {
        value16(simd, token, len)
    }
}

/// The 64 bytes at `p`.
#[inline(always)]
fn block(buf: &[u8], p: usize) -> &[u8; BLOCK] {
    buf[p..p + BLOCK].try_into().unwrap_or(&[0; BLOCK])
}

/// The value of the `len` (1..=16) digits at the start of `bytes`, in SIMD: the digits are
/// moved to the right end of a 16-byte vector by one byte shuffle (lanes before them come
/// out zero), then `pmaddubsw`, `pmaddwd`, a pack and `pmaddwd` again join them into two
/// 8-digit halves (the multiply-add sequence of simdjson and `atoi` libraries): about a
/// dozen instructions for any length, where the SWAR path takes three multiplies per
/// 8 digits plus the shifts and branches to align them.
#[inline(always)]
fn value16(simd: V3, bytes: &[u8; 16], len: usize) -> u64 {
    let (sse2, ssse3, sse41) = (simd.sse2, simd.ssse3, simd.sse4_1);
    let v: __m128i = pulp::cast(*bytes);
    let digits = sse2._mm_sub_epi8(v, sse2._mm_set1_epi8(b'0' as i8));
    // Lane j takes digit j - (16 - len); a negative index (high bit set) gives zero.
    let iota = sse2._mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    let idx = sse2._mm_add_epi8(iota, sse2._mm_set1_epi8(len as i8 - 16));
    let right = ssse3._mm_shuffle_epi8(digits, idx);
    let pairs = ssse3._mm_maddubs_epi16(right, sse2._mm_set1_epi16(0x010a));
    let quads = sse2._mm_madd_epi16(pairs, sse2._mm_set1_epi32(0x0001_0064));
    let packed = sse41._mm_packus_epi32(quads, quads);
    let halves = sse2._mm_madd_epi16(packed, sse2._mm_set1_epi32(0x0001_2710));
    let [lanes, _]: [u64; 2] = pulp::cast(halves);
    (lanes & 0xffff_ffff) * 100_000_000 + (lanes >> 32)
}

/// Where [`records`] stopped: `pos` is past the last record taken (and the byte after
/// it), `last` where that record's last token starts, `done` the records taken; `finished`
/// when `take` declined or failed (nothing more is to be read), else the portable loop
/// goes on from `pos`.
pub(super) struct RecordRun {
    pub pos: usize,
    pub last: Option<usize>,
    pub done: u64,
    pub finished: bool,
    pub failed: Option<crate::error::Error>,
}

/// The 128 bytes at `p`: the record loop's current and next block.
#[inline(always)]
fn pair_at(buf: &[u8], p: usize) -> &[u8; 2 * BLOCK] {
    buf[p..p + 2 * BLOCK].try_into().unwrap_or(&[0; 2 * BLOCK])
}

/// Masks of one block for the record loop: digits, and whether any byte is neither a digit
/// nor whitespace.
#[derive(Clone, Copy)]
struct Block {
    digit: u64,
    bad: bool,
}

#[inline(always)]
fn block_at(simd: V3, buf: &[u8], p: usize) -> Block {
    let bytes: &[u8; BLOCK] = buf[p..p + BLOCK].try_into().unwrap_or(&[0; BLOCK]);
    let c = classify_raw(simd, bytes);
    Block {
        digit: c.digit,
        bad: c.digit | c.space != u64::MAX,
    }
}

/// The record loop of [`Scanner::u64_records_fast_len`](super::Scanner) on 64-byte blocks:
/// token starts come from the block's digit mask, so no token waits for the one before it
/// (the portable loop finds each token's start from the previous token's length, a chain
/// of dependent operations per token), and each token is valued by [`value16`]. Blocks
/// advance by 64 bytes; a token running into the next block gets its length from that
/// block's mask, classified one block ahead. It takes records while both blocks hold only
/// digits and whitespace and tokens have at most 15 digits; at anything else it stops in
/// front of the record it is in, and the portable loop goes on from there, so tokens,
/// positions and errors are exactly the portable path's. Line numbers are not kept: the
/// caller counts the newlines of the run once, as the portable loop does.
#[inline(always)]
pub(super) fn records<const K: usize>(
    simd: V3,
    buf: &[u8],
    start: usize,
    max: u64,
    take: &mut impl FnMut([u64; K], [usize; K]) -> crate::error::Result<bool>,
) -> RecordRun {
    let mut run = RecordRun {
        pos: start,
        last: None,
        done: 0,
        finished: false,
        failed: None,
    };
    // Blocks at p (the current one) and p + 64 must be whole, and a token's 16-byte load
    // from the current block stays inside the next.
    if buf.len() < start + 2 * BLOCK {
        return run;
    }
    let mut p = start;
    let mut cur = block_at(simd, buf, p);
    let mut next = block_at(simd, buf, p + BLOCK);
    if cur.bad || next.bad {
        return run;
    }
    // The two blocks in view, taken once per block: a slice per token put its bounds
    // check (six instructions, two branches) on every token.
    let mut window = pair_at(buf, p);
    // `start` is never inside a token, so a digit there starts one.
    let mut starts = cur.digit & !(cur.digit << 1);
    'run: while run.done < max {
        let mut record = [0u64; K];
        let mut lens = [0usize; K];
        let mut tok = 0;
        let mut after = 0;
        for (slot, digits) in record.iter_mut().zip(&mut lens) {
            while starts == 0 {
                // The next block: its first digits continue a token the last one read.
                let carry = cur.digit >> 63;
                p += BLOCK;
                if buf.len() < p + 2 * BLOCK {
                    break 'run;
                }
                cur = next;
                next = block_at(simd, buf, p + BLOCK);
                if next.bad {
                    break 'run;
                }
                window = pair_at(buf, p);
                starts = cur.digit & !(cur.digit << 1 | carry);
            }
            let s = starts.trailing_zeros() as usize;
            starts &= starts - 1;
            let mut len = (!(cur.digit >> s)).trailing_zeros() as usize;
            if s + len == BLOCK {
                len += (!next.digit).trailing_zeros() as usize;
            }
            if len > 15 {
                break 'run; // the general path checks for overflow
            }
            let at = p + s;
            *slot = token_value(simd, window, s, len);
            *digits = len;
            tok = at;
            after = at + len + 1;
        }
        match take(record, lens) {
            Ok(true) => {}
            Ok(false) => {
                run.finished = true;
                break;
            }
            Err(e) => run.failed = Some(e),
        }
        run.pos = after;
        run.last = Some(tok);
        run.done += 1;
        if run.failed.is_some() {
            run.finished = true;
            break;
        }
    }
    run
}

#[cfg(test)]
mod tests {
    use rand::{RngCore, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;

    /// [`value16`] against the standard library for every length 1..=16, with leading
    /// zeros and with non-digit bytes after the digits.
    #[test]
    fn value16_matches_parse() {
        let Some(simd) = avx2() else {
            return; // no AVX2 here: the wide paths are never taken
        };
        let mut rng = ChaCha8Rng::seed_from_u64(0x2545_f491_4f6c_dd1d);
        for i in 0..200_000usize {
            let x = rng.next_u64();
            let len = 1 + i % 16;
            let s = format!("{:0len$}", x % 10u64.pow(len as u32));
            let mut bytes = [b"x \n9"[i % 4]; 16];
            bytes[..len].copy_from_slice(s.as_bytes());
            let got = simd.vectorize(|| value16(simd, &bytes, len));
            assert_eq!(got, s.parse::<u64>().unwrap(), "{s}");
        }
    }
}
