//! Nothing but a home for the benchmarks in `kernels.rs` (`cargo bench -p grundy-benches`).
