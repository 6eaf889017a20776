//! XOR-Trie: the rules ([`rules`]), the transcript's lines read within limits ([`lines`]),
//! the transcript parser ([`transcript`]), the referee that drives one into the other
//! ([`referee`]), its reports ([`report`]), a season of many
//! transcripts ([`season`]), a picture of each round ([`picture`]) and a seeded match
//! simulator whose transcripts the referee accepts ([`sim`]); the story of a round as the
//! reports tell it ([`story`]); a whole season as one HTML page ([`html`]). Everything here
//! takes plain values or a reader, and writes to a writer or returns data; the command line
//! is `grundy xortrie-sim` (the top crate's `tools::xortrie`).

pub mod html;
pub mod lines;
pub mod picture;
pub mod referee;
pub mod report;
pub mod rules;
pub mod season;
pub mod sim;
pub mod story;
pub mod transcript;
