//! The XOR-Trie referee, simulator and club tools: the binary end to end, the club's
//! seasons, pictures and season page, the same on a hostile file system, and the simulator
//! against the referee.

mod cli;
mod club;
mod hostile;
mod names;
mod page;
mod picture;
mod sim;
mod story;

pub fn trials() -> Vec<libtest_mimic::Trial> {
    [
        cli::trials(),
        club::trials(),
        hostile::trials(),
        names::trials(),
        page::trials(),
        picture::trials(),
        sim::trials(),
        story::trials(),
    ]
    .into_iter()
    .flatten()
    .collect()
}
