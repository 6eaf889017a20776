//! The XOR-Trie referee, simulator and club tools: the binary end to end, the club's
//! seasons and pictures, and the simulator against the referee.

mod cli;
mod club;
mod sim;

pub fn trials() -> Vec<libtest_mimic::Trial> {
    [cli::trials(), club::trials(), sim::trials()]
        .into_iter()
        .flatten()
        .collect()
}
