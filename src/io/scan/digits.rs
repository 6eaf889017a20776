//! The digit kernels: valuing up to 16 digits from 8-byte words with a few multiplies and
//! no branch per digit (SWAR, "SIMD within a register"), and classifying bytes as digits
//! lane by lane without carries between lanes.

/// Length of the run of bytes with bit 4 set at the start of a word (8 when all are).
///
/// Every digit has bit 4 set, and a space or newline has not, so on well-formed input this
/// is the token's length in three operations. The bulk loop advances by it, so the next
/// load waits only for these, not for the full check of [`non_digit_lanes`], which runs
/// beside it and must agree (or the general path takes the token).
#[inline(always)]
pub(super) fn digit_run(word: u64) -> usize {
    ((!word & 0x1010_1010_1010_1010).trailing_zeros() / 8) as usize
}

/// Non-digit bytes of an 8-byte little-endian word, as the high bit of each byte lane.
/// Each lane is computed without carries between lanes.
#[inline(always)]
pub(super) fn non_digit_lanes(word: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let low = word & LOW7;
    let above_nine = low + 0x4646_4646_4646_4646; // lane >= 0x80 when byte > '9'
    let at_least_zero = low + 0x5050_5050_5050_5050; // lane >= 0x80 when byte >= '0'
    (above_nine | !at_least_zero | word) & HIGH
}

/// Value of 8 digit lanes (0..=9 each, most significant digit in the lowest byte).
#[inline(always)]
pub(super) fn combine8(mut v: u64) -> u64 {
    v = (v.wrapping_mul(10 << 8 | 1) >> 8) & 0x00ff_00ff_00ff_00ff;
    v = (v.wrapping_mul(100 << 16 | 1) >> 16) & 0x0000_ffff_0000_ffff;
    v.wrapping_mul(10000 << 32 | 1) >> 32
}

/// Value of 4 digit lanes (0..=9 each, most significant digit in the lowest byte): one
/// multiply pairs the digits (10a + b in bytes 1 and 3), a second joins the pairs (100p + q
/// in the top 16 bits). Both constants fit an instruction's immediate, so this is five
/// instructions, where spreading the digits to 16-bit lanes for a single multiply took
/// eleven, three of them loading 64-bit constants.
#[inline(always)]
pub(super) fn value4(v: u32) -> u64 {
    let pairs = (v.wrapping_mul(10 << 8 | 1) >> 8) & 0x00ff_00ff;
    (pairs.wrapping_mul(100 << 16 | 1) >> 16) as u64
}

/// Digits at the start of `word`, as (value, count) with count 0..=8.
#[inline(always)]
pub(super) fn parse_word(word: u64) -> (u64, usize) {
    let len = (non_digit_lanes(word).trailing_zeros() / 8) as usize;
    if len == 0 {
        return (0, 0);
    }
    let digits = (word << (8 * (8 - len))) & 0x0f0f_0f0f_0f0f_0f0f;
    (combine8(digits), len)
}

/// [`parse_word`] for the second word of a long number: when it holds at most two more
/// digits (9- and 10-digit numbers, the usual long judge values), they are valued with a
/// shift and an add instead of three multiplies.
#[inline(always)]
pub(super) fn parse_tail(word: u64) -> (u64, usize) {
    let len = (non_digit_lanes(word).trailing_zeros() / 8) as usize;
    if len <= 2 {
        let d0 = word & 0x0f;
        let d1 = (word >> 8) & 0x0f;
        // Without a branch: 9- and 10-digit numbers mix in the same input.
        let two = 0u64.wrapping_sub((len == 2) as u64);
        let one = 0u64.wrapping_sub((len == 1) as u64);
        return (((d0 * 10 + d1) & two) | (d0 & one), len);
    }
    if len == 8 {
        return (0, 8);
    }
    let digits = (word << (8 * (8 - len))) & 0x0f0f_0f0f_0f0f_0f0f;
    (combine8(digits), len)
}

/// Parses the digit run at the start of 16 bytes. Returns (value, length); a length of 16
/// means all 16 are digits (the value is theirs) and the run may go on.
#[inline(always)]
pub(super) fn parse_up_to_16(bytes: &[u8]) -> (u64, usize) {
    let lo = u64::from_le_bytes(bytes[..8].try_into().unwrap());
    let (v, n) = parse_word(lo);
    if n < 8 {
        return (v, n);
    }
    let hi = u64::from_le_bytes(bytes[8..16].try_into().unwrap());
    let (w, m) = parse_word(hi);
    if m == 8 {
        return (v * POW10[8] + w, 16);
    }
    (v * POW10[m] + w, 8 + m)
}

pub(super) const POW10: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swar_word_matches_naive() {
        for s in [
            "0", "7", "12", "99999999", "1234567 ", "00000001", "9x", "", " 1",
        ] {
            let mut b = [b' '; 8];
            b[..s.len()].copy_from_slice(s.as_bytes());
            let naive_len = b.iter().take_while(|c| c.is_ascii_digit()).count();
            let naive: u64 = std::str::from_utf8(&b[..naive_len])
                .unwrap()
                .parse()
                .unwrap_or(0);
            assert_eq!(
                parse_word(u64::from_le_bytes(b)),
                (naive, naive_len),
                "{s:?}"
            );
        }
    }

    #[test]
    fn value4_every_value_and_length() {
        for v in 0..10_000u64 {
            for len in 1..=4usize {
                let s = format!("{v:0len$}");
                if s.len() != len {
                    continue;
                }
                let mut b = [b' '; 8];
                b[..len].copy_from_slice(s.as_bytes());
                let lo = u64::from_le_bytes(b) as u32;
                let lanes = (lo << (8 * (4 - len))) & 0x0f0f_0f0f;
                assert_eq!(value4(lanes), v, "{s:?}");
            }
        }
    }

    #[test]
    fn parse_tail_matches_parse_word() {
        for s in [
            "", "7", "12", "123", "99999999", "1234567 ", "00000001", "9x", " 1", "45\n", "0",
        ] {
            let mut b = [b' '; 8];
            b[..s.len()].copy_from_slice(s.as_bytes());
            let w = u64::from_le_bytes(b);
            let (v, n) = parse_word(w);
            let want = if n == 8 { (0, 8) } else { (v, n) };
            assert_eq!(parse_tail(w), want, "{s:?}");
        }
    }

    #[test]
    fn non_digit_lanes_every_byte() {
        for b in 0..=255u8 {
            let word = u64::from_le_bytes([b, b'0', b'0', b'0', b'0', b'0', b'0', b'0']);
            assert_eq!(
                non_digit_lanes(word) & 0x80 != 0,
                !b.is_ascii_digit(),
                "byte {b}"
            );
        }
    }
}
