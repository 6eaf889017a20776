//! `grundy gen` and `--strict`, for every problem with a generator, through the registry:
//! the same seed gives the same bytes; every `small` and `judge` input is valid and within
//! the judge's limits; `huge` inputs are valid and some exceed a judge's limit, where
//! `--strict` names it.

use grundy::problems::gen::{self, Gen, Size};
use grundy::problems::{self, Format, Options, Problem, PROBLEMS};

fn generate(problem: &dyn Problem, seed: u64, size: Size) -> Option<Vec<u8>> {
    let mut gen = Gen::new(seed, size, None);
    problem.generate(&mut gen).then_some(gen.out)
}

fn run(problem: &dyn Problem, input: &[u8], strict: bool) -> Result<Vec<u8>, String> {
    let options = Options::default().strict(strict);
    let (out, result) =
        problems::run_on_bytes(problem, &options, input, "gen", None, Format::Judge);
    result.map(|()| out).map_err(|e| e.to_string())
}

fn generated_inputs_are_valid_and_strict_checks_the_judges_limits() {
    let mut with_generator = 0;
    for &problem in PROBLEMS {
        let id = problem.meta().id;
        let Some(first) = generate(problem, 1, Size::Small) else {
            continue;
        };
        with_generator += 1;
        assert_eq!(
            generate(problem, 1, Size::Small),
            Some(first),
            "{id}: not deterministic"
        );
        for seed in 1..=4 {
            for size in [Size::Small, Size::Judge] {
                let input = generate(problem, seed, size).unwrap();
                let strict = run(problem, &input, true);
                assert!(strict.is_ok(), "{id} {size:?} seed {seed}: {strict:?}");
                assert_eq!(
                    strict,
                    run(problem, &input, false),
                    "{id}: --strict changed answers"
                );
            }
        }
        let mut exceeded = false;
        for seed in 1..=3 {
            let input = generate(problem, seed, Size::Huge).unwrap();
            assert!(
                run(problem, &input, false).is_ok(),
                "{id} huge seed {seed} is invalid"
            );
            if let Err(e) = run(problem, &input, true) {
                assert!(e.contains("within the judge's limits"), "{id}: {e}");
                exceeded = true;
            }
        }
        assert!(exceeded, "{id}: no huge input exceeds the judge's limits");
    }
    assert!(
        with_generator >= 8,
        "only {with_generator} problems have generators"
    );
}

fn seeds_give_different_inputs() {
    for &problem in PROBLEMS {
        if let (Some(a), Some(b)) = (
            generate(problem, 1, Size::Judge),
            generate(problem, 2, Size::Judge),
        ) {
            assert_ne!(a, b, "{}", problem.meta().id);
        }
    }
}

/// `--answers` prints what the solver prints for the same generated input.
fn answers_are_the_solvers_output_on_the_generated_input() {
    let gen = |extra: &[&str]| {
        let mut cmd = assert_cmd::Command::cargo_bin("grundy").unwrap();
        cmd.args(["gen", "snim", "--seed", "5", "--size", "judge"])
            .args(extra);
        cmd.assert().success().get_output().stdout.clone()
    };
    let input = gen(&[]);
    let want = run(problems::find("snim").unwrap(), &input, false).unwrap();
    assert_eq!(gen(&["--answers"]), want);
    assert_cmd::Command::cargo_bin("grundy")
        .unwrap()
        .args(["gen", "no-such-problem"])
        .assert()
        .code(2);
}

/// The benchmark profiles (`grundy gen <id> --profile NAME`): the same seed gives the same
/// bytes, the input is valid and beyond the judge's limits, `sparse-forest` has the answers
/// of `forest` (the same graphs, other labels), and an unknown profile is a usage error.
fn profiles_are_valid_beyond_the_judge() {
    let write = |name: &str, seed| {
        let mut gen = Gen::new(seed, Size::Judge, None);
        gen::profile("christmas", name)
            .unwrap()
            .write(&mut gen, Some(1));
        gen.out
    };
    assert!(gen::PROFILES.len() >= 3);
    for profile in gen::PROFILES {
        let problem = problems::find(profile.problem).unwrap();
        let input = write(profile.name, 3);
        assert_eq!(
            input,
            write(profile.name, 3),
            "{}: not deterministic",
            profile.name
        );
        assert!(
            input.len() > 1_000_000,
            "{}: too small for a benchmark",
            profile.name
        );
        let answers = run(problem, &input, false);
        assert!(answers.is_ok(), "{}: {answers:?}", profile.name);
        let strict = run(problem, &input, true).unwrap_err();
        assert!(strict.contains("within the judge's limits"), "{strict}");
    }
    assert_ne!(write("forest", 3), write("forest", 4));
    let christmas = problems::find("christmas").unwrap();
    let (dense, sparse) = (write("forest", 5), write("sparse-forest", 5));
    assert_ne!(dense, sparse);
    assert_eq!(
        run(christmas, &dense, false),
        run(christmas, &sparse, false)
    );
    assert_cmd::Command::cargo_bin("grundy")
        .unwrap()
        .args(["gen", "snim", "--profile", "forest"])
        .assert()
        .code(2);
}

trials![
    generated_inputs_are_valid_and_strict_checks_the_judges_limits,
    seeds_give_different_inputs,
    answers_are_the_solvers_output_on_the_generated_input,
    profiles_are_valid_beyond_the_judge,
];
