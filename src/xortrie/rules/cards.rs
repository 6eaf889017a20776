//! The cards (spec §2): basic cards as numbers, skill cards as kinds counted per place
//! (they are fungible), where a basic card can be, and the hand limits of §4.

use std::fmt;

use super::basics::Player;

/// The highest basic card.
pub const MAX_CARD: Card = 511;
/// Largest skill hand and basic hand a player may keep at the end of their steps 4 and 6.
pub const SKILL_LIMIT: usize = 2;
pub const HAND_LIMIT: usize = 2;

/// A basic card, 1..=[`MAX_CARD`].
pub type Card = u16;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Skill {
    Shl,
    Shr,
    Not,
    Ins,
    Clr,
}

impl Skill {
    pub const ALL: [Skill; 5] = [Skill::Shl, Skill::Shr, Skill::Not, Skill::Ins, Skill::Clr];

    pub fn index(self) -> usize {
        self as usize
    }

    /// Copies of this kind in the skill deck of an n-player game.
    pub fn copies(self, n: usize) -> u32 {
        let per = match self {
            Skill::Shr | Skill::Clr => 2,
            _ => 1,
        };
        per * n as u32
    }

    /// `I` and `C` name the bit they act on.
    pub fn takes_bit(self) -> bool {
        matches!(self, Skill::Ins | Skill::Clr)
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Skill::Shl => "<<",
            Skill::Shr => ">>",
            Skill::Not => "~",
            Skill::Ins => "I",
            Skill::Clr => "C",
        }
    }
}

impl fmt::Display for Skill {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// Counts of skill cards per kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Skills(pub(super) [u32; 5]);

impl Skills {
    pub fn full_deck(n: usize) -> Self {
        Skills(Skill::ALL.map(|s| s.copies(n)))
    }
    pub fn get(&self, s: Skill) -> u32 {
        self.0[s.index()]
    }
    pub fn total(&self) -> usize {
        self.0.iter().map(|&c| c as usize).sum()
    }
    pub(super) fn add(&mut self, s: Skill) {
        self.0[s.index()] += 1;
    }
    pub(super) fn remove(&mut self, s: Skill) {
        self.0[s.index()] -= 1;
    }
    pub(super) fn take_all(&mut self) -> Skills {
        std::mem::take(self)
    }
    pub(super) fn absorb(&mut self, other: Skills) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
    }
}

impl fmt::Display for Skills {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for s in Skill::ALL {
            for _ in 0..self.get(s) {
                if !first {
                    f.write_str(" ")?;
                }
                first = false;
                f.write_str(s.symbol())?;
            }
        }
        if first {
            f.write_str("none")?;
        }
        Ok(())
    }
}

/// Where a basic card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Deck,
    Discard,
    Hand(Player),
    SetAside,
}
