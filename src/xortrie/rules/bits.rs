//! The arithmetic of the rules on sequences (11-bit values, spec §1): highest and
//! second-highest bits, the test of §4.3, layer points, skill effects and duel splits.

use super::cards::{Card, Skill};

/// Bit of the top layer: a 1 there ends the round.
pub const TOP_BIT: u32 = 10;

/// Highest set bit.
pub fn hb(v: u32) -> Option<u32> {
    (v != 0).then(|| 31 - v.leading_zeros())
}

/// Second-highest set bit. `None` compares lower than any `Some`, as the ruling of §1 asks.
pub fn sb(v: u32) -> Option<u32> {
    hb(v).and_then(|h| hb(v & !(1 << h)))
}

/// Bit length.
pub fn len(v: u32) -> u32 {
    32 - v.leading_zeros()
}

/// Whether the highest 1s of two sequences coincide (both must be non-zero).
pub(super) fn same_hb(x: u32, y: u32) -> bool {
    x != 0 && y != 0 && hb(x) == hb(y)
}

/// The result of a test: X = card ⊕ judgment ⊕ own value succeeds when its popcount exceeds
/// ⌊2·len(own)/3⌋.
pub fn test_succeeds(card: Card, judge: Card, own: u32) -> bool {
    let x = u32::from(card) ^ u32::from(judge) ^ own;
    x.count_ones() > 2 * len(own) / 3
}

/// Points of the k-th (0-based) claim of layer i.
pub fn layer_points(layer: u32, k: usize) -> i64 {
    const SHARE: [i64; 4] = [100, 75, 50, 25];
    SHARE.get(k).map_or(0, |s| (i64::from(layer) - 4) * s)
}

/// Applies a skill effect to a sequence; `bit` was checked at the `use`.
pub fn skill_effect(skill: Skill, v: u32, bit: u32) -> u32 {
    match skill {
        Skill::Shl => v << 1,
        Skill::Shr => v >> 1,
        Skill::Not => match hb(v) {
            Some(h) => ((1u32 << (h + 1)) - 1) - v,
            None => 0,
        },
        Skill::Ins => v | (1 << bit),
        Skill::Clr => v & !(1 << bit),
    }
}

/// Checks the bit of an `I`/`C` against the sequence it acts on.
pub fn check_bit(skill: Skill, v: u32, bit: u64) -> Result<u32, &'static str> {
    if bit > u64::from(TOP_BIT) {
        return Err("bits are 0..10");
    }
    let b = bit as u32;
    let set = |i: u32| v >> i & 1 == 1;
    match skill {
        Skill::Ins if set(b) => Err("the bit is already 1"),
        Skill::Ins if !(set(b + 1) || (b > 0 && set(b - 1))) => {
            Err("no 1 directly above or below it")
        }
        Skill::Clr if !set(b) => Err("the bit is 0"),
        _ => Ok(b),
    }
}

/// A loser with score s keeps ⌊2s/3⌋, the winner gains ⌊s/3⌋ (floors toward −∞).
pub fn duel_split(s: i64) -> (i64, i64) {
    ((2 * s).div_euclid(3), s.div_euclid(3))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_helpers() {
        assert_eq!(hb(0), None);
        assert_eq!(sb(8), None);
        assert_eq!(hb(5), Some(2));
        assert_eq!(sb(5), Some(0));
        assert_eq!(len(5), 3);
        assert_eq!(len(0), 0);
        // A missing sb is lower than any present one.
        assert!(sb(8) < sb(9));
        assert_eq!(sb(16), sb(4));
    }

    #[test]
    fn negative_scores_floor_toward_minus_infinity() {
        assert_eq!(duel_split(-50), (-34, -17));
        assert_eq!(duel_split(100), (66, 33));
        assert_eq!(duel_split(0), (0, 0));
        assert_eq!(duel_split(-1), (-1, -1));
        assert_eq!(duel_split(-3), (-2, -1));
    }

    #[test]
    fn skill_effects() {
        assert_eq!(skill_effect(Skill::Not, 0b1010, 0), 0b0101);
        assert_eq!(skill_effect(Skill::Not, 0, 0), 0);
        assert_eq!(skill_effect(Skill::Not, 1, 0), 0);
        assert_eq!(skill_effect(Skill::Shl, 5, 0), 10);
        assert_eq!(skill_effect(Skill::Shr, 5, 0), 2);
        assert_eq!(check_bit(Skill::Ins, 0b100, 1), Ok(1));
        assert_eq!(
            check_bit(Skill::Ins, 0b100, 0),
            Err("no 1 directly above or below it")
        );
        assert_eq!(check_bit(Skill::Ins, 0b100, 2), Err("the bit is already 1"));
        assert_eq!(check_bit(Skill::Ins, 0b100, 11), Err("bits are 0..10"));
        assert_eq!(check_bit(Skill::Clr, 0b100, 1), Err("the bit is 0"));
        assert_eq!(check_bit(Skill::Clr, 0b100, 2), Ok(2));
    }

    #[test]
    fn tests_and_layers() {
        // The spec's example: 120 ^ 41 ^ 46 = 127, popcount 7 > ⌊2·6/3⌋ = 4.
        assert!(test_succeeds(120, 41, 46));
        assert!(!test_succeeds(46, 1, 46)); // X = 1
        assert_eq!(layer_points(9, 0), 500);
        assert_eq!(layer_points(5, 3), 25);
        assert_eq!(layer_points(7, 4), 0);
    }
}
