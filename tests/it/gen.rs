//! `grundy gen` and `--strict`, for every problem with a generator, through the registry:
//! the same seed gives the same bytes; every `small` and `judge` input is valid and within
//! the judge's limits; `huge` inputs are valid and some exceed a judge's limit, where
//! `--strict` names it.

use grundy::problems::gen::{self, Gen, Size};
use grundy::problems::{self, Format, Options, Problem, PROBLEMS};

fn generate(problem: &dyn Problem, seed: u64, size: Size) -> Option<Vec<u8>> {
    let mut gen = Gen::new(seed, size, None);
    problem.generate(&mut gen).then(|| gen.into_bytes())
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

/// The named profiles (`grundy gen <id> --profile NAME`): the same seed gives the same
/// bytes, the input is valid and beyond the judge's limits, `sparse-forest` has the answers
/// of `forest` (the same graphs, other labels), the flood shapes scale with `--size`, and
/// an unknown profile is a usage error.
fn profiles_are_valid_beyond_the_judge() {
    let write = |profile: &gen::Profile, seed, size| {
        let mut gen = Gen::new(seed, size, None);
        profile.write(&mut gen, Some(1));
        gen.into_bytes()
    };
    let named = |name: &str| gen::profile("christmas", name).unwrap();
    assert!(gen::PROFILES.len() >= 6);
    for profile in gen::PROFILES {
        let what = format!("{} {}", profile.problem, profile.name);
        let problem = problems::find(profile.problem).unwrap();
        let input = write(profile, 3, Size::Judge);
        assert_eq!(
            input,
            write(profile, 3, Size::Judge),
            "{what}: not deterministic"
        );
        assert!(input.len() > 1_000_000, "{what}: too small for a benchmark");
        let answers = run(problem, &input, false);
        assert!(answers.is_ok(), "{what}: {answers:?}");
        let strict = run(problem, &input, true).unwrap_err();
        assert!(strict.contains("within the judge's limits"), "{strict}");
        if profile.name == "flood" {
            let small = write(profile, 3, Size::Small);
            assert!(
                small.len() < 20_000,
                "{what}: a small flood is for fuzz seeds"
            );
            assert!(run(problem, &small, false).is_ok(), "{what}: small");
        }
    }
    assert_ne!(
        write(named("forest"), 3, Size::Judge),
        write(named("forest"), 4, Size::Judge)
    );
    let christmas = problems::find("christmas").unwrap();
    let (dense, sparse) = (
        write(named("forest"), 5, Size::Judge),
        write(named("sparse-forest"), 5, Size::Judge),
    );
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

/// `grundy gen` streams what the in-memory generator writes (inputs far larger than one
/// chunk, written byte by byte too), refuses a count beyond [`gen::MAX_CASES`] with a usage
/// error, and writes every case asked for (nim-or-not and simple-nim once capped them at
/// 100 in silence). Its memory is checked by `resources::gen_streams_its_output`.
fn gen_streams_and_bounds_its_count() {
    let binary = |args: &[&str]| {
        let out = std::process::Command::new(assert_cmd::cargo::cargo_bin("grundy"))
            .arg("gen")
            .args(args)
            .output()
            .unwrap();
        (
            out.status.code(),
            out.stdout,
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    for (id, cases) in [
        ("bomb-game", "200"),
        ("digital-deletions", "40000"),
        ("wythoff-big", "3000"),
        ("switch-lights", "100"),
    ] {
        let problem = problems::find(id).unwrap();
        let mut gen = Gen::new(4, Size::Judge, Some(cases.parse().unwrap()));
        assert!(problem.generate(&mut gen));
        let want = gen.into_bytes();
        assert!(want.len() > 1 << 17, "{id}: smaller than two chunks");
        let (code, got, err) = binary(&[id, "--seed", "4", "--size", "judge", "--cases", cases]);
        assert_eq!(code, Some(0), "{id}: {err}");
        assert!(
            got == want,
            "{id}: the streamed input differs from the generator's"
        );
    }
    let limit = gen::MAX_CASES.to_string();
    let over = (gen::MAX_CASES + 1).to_string();
    let (code, got, err) = binary(&["brave-game", "--cases", &over]);
    assert_eq!(code, Some(2), "{err}");
    assert!(got.is_empty() && err.contains(&limit), "{err}");
    let (code, _, err) = binary(&["brave-game", "--cases", &over, "--answers"]);
    assert_eq!(
        code,
        Some(2),
        "--answers cannot outrun the limit either: {err}"
    );
    for id in ["nim-or-not", "simple-nim"] {
        let (code, got, err) = binary(&[id, "--cases", "150"]);
        assert_eq!(code, Some(0), "{id}: {err}");
        assert!(got.starts_with(b"150\n"), "{id}: T is not 150");
        let problem = problems::find(id).unwrap();
        let answers = run(problem, &got, false).unwrap();
        assert_eq!(answers.iter().filter(|&&b| b == b'\n').count(), 150, "{id}");
    }
}

trials![
    generated_inputs_are_valid_and_strict_checks_the_judges_limits,
    seeds_give_different_inputs,
    answers_are_the_solvers_output_on_the_generated_input,
    profiles_are_valid_beyond_the_judge,
    gen_streams_and_bounds_its_count,
];
