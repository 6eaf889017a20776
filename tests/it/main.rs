//! The integration tests of grundy: one test binary (`cargo test`), one harness.
//!
//! The harness is `libtest-mimic` (`harness = false` in Cargo.toml), because the test data
//! decides what the trials are: every golden pair `testdata/<id>/<name>.in` and every error
//! case `testdata/<id>/errors/<name>.in` of every registered problem is a trial of its own,
//! found at run time through the registry, so a failing file is named
//! (`golden::snim/sample`) and a new problem's files are covered without a line of test
//! code. The other tests are plain functions that each module registers with `trials!`;
//! filters and flags work as with the standard harness (`cargo test -- robustness::`,
//! `--list`, `--test-threads 1`).
//!
//! `GRUNDY_BLESS=1 cargo test -- golden:: errors::` rewrites the expected `.out` and `.err`
//! files from what grundy prints now, after a deliberate change; review the diff.
//!
//! A function marked `#[test]` here would silently never run (this harness does not see the
//! attribute): `registry::test_code_is_registered` fails on one, and a function left out of
//! its module's `trials!` list is dead code, which clippy refuses.

/// Registers plain functions of the calling module as trials named `<module>::<function>`.
macro_rules! trials {
    ($($test:ident),* $(,)?) => {
        pub fn trials() -> Vec<libtest_mimic::Trial> {
            vec![$($crate::support::trial(module_path!(), stringify!($test), $test)),*]
        }
    };
}

mod cli;
mod encoding;
mod errors;
mod gen;
mod golden;
mod graph;
mod moves;
mod moves_resources;
mod names;
mod props;
mod readme;
mod registry;
mod resources;
mod robustness;
mod shell;
mod standalone;
mod support;
mod table;
mod xortrie;

fn main() {
    let args = libtest_mimic::Arguments::from_args();
    let trials: Vec<_> = [
        golden::trials(),
        graph::trials(),
        moves::trials(),
        errors::trials(),
        gen::trials(),
        registry::trials(),
        cli::trials(),
        names::trials(),
        shell::trials(),
        standalone::trials(),
        encoding::trials(),
        props::trials(),
        readme::trials(),
        robustness::trials(),
        resources::trials(),
        moves_resources::trials(),
        table::trials(),
        xortrie::trials(),
    ]
    .into_iter()
    .flatten()
    .collect();
    libtest_mimic::run(&args, trials).exit();
}
