//! The XOR-Trie referee and simulator: the binary end to end, and the simulator against
//! the referee.

mod cli;
mod sim;

pub fn trials() -> Vec<libtest_mimic::Trial> {
    [cli::trials(), sim::trials()]
        .into_iter()
        .flatten()
        .collect()
}
