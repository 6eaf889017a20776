//! The wide path of the list loop: 64 bytes classified at once with AVX2 (through `pulp`,
//! which checks the CPU at run time and keeps this safe), so that whitespace, line ends and
//! token boundaries come from a few bit operations per block instead of branches per byte.
//!
//! Only plain tokens are read here: 1..=15 digits ended by whitespace inside the block. At
//! anything else (a longer or bad token, a byte that is neither digit nor whitespace, the
//! end of the buffered bytes) it stops in front of that token and the portable loop of
//! [`bulk`](super::bulk) goes on from there, so tokens, positions and errors are exactly
//! the portable path's. Machines without AVX2 take the portable path alone; tests and the
//! fuzz target run both and compare.

use std::arch::x86_64::__m256i;

use pulp::x86::V3;

use super::digits::{combine8, value4, POW10};
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

/// The value of the `len` (1..=15) digits at the start of `bytes`.
#[inline(always)]
fn value(bytes: &[u8; SLACK], len: usize) -> u64 {
    let lo = u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default());
    if len <= 4 {
        return value4(((lo as u32) << (8 * (4 - len))) & 0x0f0f_0f0f);
    }
    if len <= 8 {
        return combine8((lo << (8 * (8 - len))) & 0x0f0f_0f0f_0f0f_0f0f);
    }
    let hi = u64::from_le_bytes(bytes[8..].try_into().unwrap_or_default());
    let rest = len - 8;
    let head = combine8(lo & 0x0f0f_0f0f_0f0f_0f0f);
    if rest <= 2 {
        // 9 and 10 digits, the usual long judge values: the last one or two digits with
        // a shift and an add instead of three multiplies, without a branch between them.
        let (d0, d1) = (hi & 0x0f, (hi >> 8) & 0x0f);
        let two = 0u64.wrapping_sub((rest == 2) as u64);
        return head * POW10[rest] + (((d0 * 10 + d1) & two) | (d0 & !two));
    }
    head * POW10[rest] + combine8((hi << (8 * (8 - rest))) & 0x0f0f_0f0f_0f0f_0f0f)
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

/// Reads up to `*quota` plain tokens from `buf[at.pos..]`, handing each to `f` with its
/// position, takes their number from `*quota` and moves `at` past them; returns where the
/// last one read stands. `at.pos` must not be inside a token.
#[inline(always)]
pub(super) fn each(
    simd: V3,
    buf: &[u8],
    base: u64,
    at: &mut At,
    quota: &mut u64,
    f: &mut impl FnMut(u64, Position),
) -> Option<Position> {
    let mut last = None;
    // Kept in registers for the whole call, and written back at its end.
    let mut left = *quota;
    let mut n = 0;
    let (mut pos, mut line, mut line_start) = (at.pos, at.line, at.line_start);
    while left > 0 {
        let p = pos;
        let Some(bytes) = buf.get(p..p + BLOCK + SLACK) else {
            break;
        };
        let block: &[u8; BLOCK] = bytes[..BLOCK].try_into().unwrap_or(&[0; BLOCK]);
        let c = classify(simd, block);
        // Where this block's work ends: the whole block, or in front of the token (or
        // byte) that the portable path must take.
        let bad = !(c.digit | c.space);
        let limit = bad.trailing_zeros() as usize;
        let mut starts = c.digit & !(c.digit << 1) & below(limit);
        let mut stop = limit;
        let mut done = false;
        let mut last_start = usize::MAX;
        while starts != 0 {
            let s = starts.trailing_zeros() as usize;
            let len = (!(c.digit >> s)).trailing_zeros() as usize;
            let end = s + len;
            if len > 15 || end >= BLOCK || c.space >> end & 1 == 0 {
                // A token to look at closely, or one the next block holds whole.
                stop = s;
                done = len > 15 || (end < BLOCK && c.space >> end & 1 == 0);
                break;
            }
            let token: &[u8; SLACK] = bytes[s..s + SLACK].try_into().unwrap_or(&[0; SLACK]);
            let v = value(token, len);
            let before = c.newline & below(s);
            let (tok_line, tok_line_start) = match before {
                0 => (line, line_start),
                _ => (
                    line + before.count_ones() as u64,
                    base + (p + 64 - before.leading_zeros() as usize) as u64,
                ),
            };
            f(
                v,
                Position {
                    line: tok_line,
                    col: base + (p + s) as u64 - tok_line_start + 1,
                },
            );
            n += 1;
            last_start = s;
            starts &= starts - 1;
            left -= 1;
            if left == 0 {
                // Past the token and its separator, as the portable loop leaves it.
                stop = end + 1;
                break;
            }
        }
        if bad != 0 && stop == limit {
            done = true; // a byte the portable path reports
        }
        if last_start != usize::MAX {
            let before = c.newline & below(last_start);
            let line_start = match before {
                0 => line_start,
                _ => base + (p + 64 - before.leading_zeros() as usize) as u64,
            };
            last = Some(Position {
                line: line + before.count_ones() as u64,
                col: base + (p + last_start) as u64 - line_start + 1,
            });
        }
        let passed = c.newline & below(stop);
        if passed != 0 {
            line += passed.count_ones() as u64;
            line_start = base + (p + 64 - passed.leading_zeros() as usize) as u64;
        }
        pos = p + stop;
        if done || stop == 0 {
            break;
        }
    }
    *quota -= n;
    (at.pos, at.line, at.line_start) = (pos, line, line_start);
    last
}
