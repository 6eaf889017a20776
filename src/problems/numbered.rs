//! Answers numbered by case, `Case i: word` or `Case #i: word` (coin-game, paint-chain):
//! the number is part of the judge's text, so it is written with the word.

use std::io::{self, Write};

use crate::{Answer, JsonFields};

/// `<prefix><number>: <win or lose>`, with the first player's outcome and, where the game
/// has one, its Grundy value.
pub struct NumberedVerdict {
    /// `Case ` or `Case #`.
    pub prefix: &'static [u8],
    pub number: u64,
    pub first_player_wins: bool,
    /// The word and its newline.
    pub win: &'static [u8],
    pub lose: &'static [u8],
    pub value: Option<u64>,
}

impl Answer for NumberedVerdict {
    #[inline]
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        out.write_all(self.prefix)?;
        out.write_all(itoa::Buffer::new().format(self.number).as_bytes())?;
        out.write_all(b": ")?;
        out.write_all(if self.first_player_wins {
            self.win
        } else {
            self.lose
        })
    }

    fn json(&self, fields: &mut JsonFields) {
        fields.bool("first_player_wins", self.first_player_wins);
        if let Some(v) = self.value {
            fields.u64("value", v);
        }
    }
}
