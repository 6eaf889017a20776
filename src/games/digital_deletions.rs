//! Digital Deletions (HDU 1404 = ZOJ 1104): a move lowers one digit of a digit string, or
//! erases a `0` together with everything to its right; the player facing the empty string
//! has lost.
//!
//! A string that starts with `0` wins at once (erase that zero). Any other string is an
//! integer i ≥ 1 of its length, and every move that does not hand over a leading zero
//! makes it a smaller integer, so the outcomes can be sieved upward: an integer no smaller
//! P-position reaches is itself a P-position, and then every integer with a move to it is
//! marked as a win: i with one digit raised, and i followed by `0` and j − 1 more digits,
//! which is the range [i·10^j, i·10^j + 10^(j−1)). The table holds one bit per integer
//! below 10^L for the longest length L asked for (12.5 MB at L = 8).

/// The longest string the table is built for.
pub const MAX_LENGTH: usize = 8;

/// Win/loss of every string without a leading zero up to some length.
pub struct DeletionTable {
    length: usize,
    /// Bit i is set iff the integer i (as a string of its own length) is a first-player
    /// win. Bit 0 stands for the empty string and stays clear: it is lost.
    wins: Vec<u64>,
}

impl DeletionTable {
    /// The table for every string of length at most `length` (1..=[`MAX_LENGTH`]).
    pub fn new(length: usize) -> Self {
        assert!((1..=MAX_LENGTH).contains(&length), "length 1..=8");
        let size = 10u64.pow(length as u32);
        let mut wins = vec![0u64; (size as usize).div_ceil(64)];
        // Word by word, skipping words already all wins; a P-position only marks larger
        // integers, so the word is re-read after each one (it may have marked its own).
        for word in 0..wins.len() {
            let mut floor = if word == 0 { 2u64 } else { 1 }; // bit 0, the empty string, is lost
            loop {
                let open = !wins[word] & floor.wrapping_neg();
                if open == 0 {
                    break;
                }
                let i = word as u64 * 64 + open.trailing_zeros() as u64;
                if i >= size {
                    break;
                }
                mark_moves_into(&mut wins, i, size);
                floor = 1u64.checked_shl(open.trailing_zeros() + 1).unwrap_or(0);
                if floor == 0 {
                    break;
                }
            }
        }
        DeletionTable { length, wins }
    }

    /// The longest length this table answers.
    pub fn length(&self) -> usize {
        self.length
    }

    /// Whether the first player wins from `digits` (ASCII digits, length 1..=`length()`).
    pub fn first_wins(&self, digits: &[u8]) -> bool {
        debug_assert!(!digits.is_empty() && digits.len() <= self.length);
        debug_assert!(digits.iter().all(u8::is_ascii_digit));
        let i = digits
            .iter()
            .fold(0u64, |acc, &d| acc * 10 + (d - b'0') as u64);
        self.first_wins_number(digits.len(), i)
    }

    /// [`DeletionTable::first_wins`] for the string of `length` digits (1..=`length()`)
    /// whose value is `value`: the string is `value` with leading zeros up to `length`.
    /// For a scanner that has already valued the digits.
    #[inline]
    pub fn first_wins_number(&self, length: usize, value: u64) -> bool {
        debug_assert!((1..=self.length).contains(&length));
        // A leading zero exactly when the value has fewer digits than the string.
        value < 10u64.pow(length as u32 - 1) || get(&self.wins, value)
    }
}

/// A move of Digital Deletions, on digits numbered from 0 at the left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deletion {
    /// Lower the digit at `at` to `to` (smaller than it).
    Lower { at: usize, to: u8 },
    /// Erase the `0` at `at` and every digit to its right.
    Erase { at: usize },
}

impl Deletion {
    /// The string after this move (ASCII digits; empty after erasing a leading zero).
    pub fn apply(self, digits: &[u8]) -> Vec<u8> {
        match self {
            Deletion::Lower { at, to } => {
                let mut out = digits.to_vec();
                out[at] = b'0' + to;
                out
            }
            Deletion::Erase { at } => digits[..at].to_vec(),
        }
    }
}

impl DeletionTable {
    /// The winning moves from `digits` (ASCII digits, length 1..=`length()`): by position
    /// from the left; at a position, the lowerings by 1, 2, … and then the erasure of a 0.
    ///
    /// A move wins exactly when it leaves a lost string: the empty string (erasing a
    /// leading zero, which is why every string starting with 0 wins), or a string without
    /// a leading zero that the table calls lost. A move that leaves a leading zero (lowering
    /// the first digit to 0, or any move from a string that starts with 0 other than
    /// erasing that zero) hands the opponent that erasure, so it never wins. The strings
    /// reached are no longer than `digits`, so the table answers them all.
    pub fn winning_moves(&self, digits: &[u8]) -> Vec<Deletion> {
        debug_assert!(!digits.is_empty() && digits.len() <= self.length);
        let mut out = Vec::new();
        if digits[0] == b'0' {
            out.push(Deletion::Erase { at: 0 });
            return out;
        }
        let value = |s: &[u8]| s.iter().fold(0u64, |acc, &d| acc * 10 + (d - b'0') as u64);
        let whole = value(digits);
        let mut place = 10u64.pow(digits.len() as u32 - 1);
        for (at, &d) in digits.iter().enumerate() {
            let d = d - b'0';
            for by in 1..=d {
                if at == 0 && by == d {
                    continue; // a leading zero: the opponent erases it
                }
                if !get(&self.wins, whole - u64::from(by) * place) {
                    out.push(Deletion::Lower { at, to: d - by });
                }
            }
            if d == 0 && !self.first_wins_number(at, value(&digits[..at])) {
                out.push(Deletion::Erase { at });
            }
            place /= 10;
        }
        out
    }
}

#[inline]
fn get(bits: &[u64], i: u64) -> bool {
    bits[(i / 64) as usize] >> (i % 64) & 1 == 1
}

#[inline]
fn set(bits: &mut [u64], i: u64) {
    bits[(i / 64) as usize] |= 1 << (i % 64);
}

/// Sets bits `from..to`, whole words at a time in the middle.
fn set_range(bits: &mut [u64], from: u64, to: u64) {
    let mut i = from;
    while i < to && i % 64 != 0 {
        set(bits, i);
        i += 1;
    }
    while i + 64 <= to {
        bits[(i / 64) as usize] = u64::MAX;
        i += 64;
    }
    while i < to {
        set(bits, i);
        i += 1;
    }
}

/// Marks as wins the integers below `size` that have a move to the P-position `p`.
fn mark_moves_into(wins: &mut [u64], p: u64, size: u64) {
    // Raise one digit: add (up − d)·10^pos for every larger digit `up`.
    let mut place = 1u64;
    let mut rest = p;
    while rest > 0 {
        let digit = rest % 10;
        for up in digit + 1..=9 {
            set(wins, p + (up - digit) * place);
        }
        rest /= 10;
        place *= 10;
    }
    // Append `0` and j − 1 more digits, while the result stays below `size`.
    let mut shifted = p; // p·10^j
    let mut tail = 1u64; // 10^(j−1)
    while let Some(next) = shifted.checked_mul(10).filter(|&s| s < size) {
        shifted = next;
        set_range(wins, shifted, (shifted + tail).min(size));
        tail *= 10;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_engine::impartial::Exhaustive;

    /// The game as stated, on strings.
    #[allow(clippy::ptr_arg)] // the position type of the search is Vec<u8>
    fn moves(s: &Vec<u8>) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        for (i, &d) in s.iter().enumerate() {
            for lower in b'0'..d {
                let mut t = s.clone();
                t[i] = lower;
                out.push(t);
            }
            if d == b'0' {
                out.push(s[..i].to_vec());
            }
        }
        out
    }

    #[test]
    fn sample_and_small_p_positions() {
        let table = DeletionTable::new(2);
        assert!(table.first_wins(b"0"));
        assert!(table.first_wins(b"00"));
        assert!(!table.first_wins(b"1"));
        assert!(!table.first_wins(b"20"));
        let p: Vec<u64> = (1..100)
            .filter(|&i| !table.first_wins(i.to_string().as_bytes()))
            .collect();
        assert_eq!(p, vec![1, 11, 20, 32, 43, 54, 65, 76, 87, 98]);
    }

    #[test]
    fn every_string_up_to_length_4_matches_the_game_tree() {
        let table = DeletionTable::new(4);
        let mut brute = Exhaustive::from_fn(moves);
        for len in 1..=4u32 {
            for i in 0..10u64.pow(len) {
                let s = format!("{i:0width$}", width = len as usize).into_bytes();
                assert_eq!(
                    table.first_wins(&s),
                    brute.wins(&s),
                    "{}",
                    String::from_utf8_lossy(&s)
                );
                let mut want = brute.winning_moves(&s);
                let mut got: Vec<Vec<u8>> = table
                    .winning_moves(&s)
                    .into_iter()
                    .map(|m| m.apply(&s))
                    .collect();
                want.sort();
                got.sort();
                assert_eq!(got, want, "{}", String::from_utf8_lossy(&s));
            }
        }
    }

    #[test]
    fn p_positions_by_length() {
        let table = DeletionTable::new(8);
        let want = [1u64, 9, 81, 772, 7397, 71384, 690396, 6688814];
        for (len, &count) in want.iter().enumerate() {
            let lo = 10u64.pow(len as u32);
            let got = (lo..lo * 10).filter(|&i| !get(&table.wins, i)).count() as u64;
            assert_eq!(got, count, "length {}", len + 1);
        }
    }

    #[test]
    fn a_smaller_table_agrees_with_a_larger_one() {
        let small = DeletionTable::new(3);
        let large = DeletionTable::new(5);
        for i in 1..1000u64 {
            let s = i.to_string();
            assert_eq!(
                small.first_wins(s.as_bytes()),
                large.first_wins(s.as_bytes())
            );
        }
    }
}
