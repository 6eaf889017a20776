//! Every text a user reads stands alone (issue 35): the statements built into the binary,
//! the files of `problems/` they are built from, the README, every `--help` and the docs
//! say what the reader needs in our own words and cite only what ships with grundy. None
//! sends the reader to the contracts grundy was written against, which a user does not
//! have: no `../shared/...` or `specs/` path, no "spec §5.1" or bare "§9" section number,
//! no word "spec", and (except the docs, whose benchmarks name the C++ baselines as not
//! part of the repository) no mention of those baselines, the anchors.

use std::path::Path;

use clap::CommandFactory;
use grundy::cli::Cli;
use grundy::problems::STATEMENTS;

use crate::support::files;

/// The references to unshipped material in `text`, each as `line N: <the line>`.
fn references(text: &str, anchors_allowed: bool) -> Vec<String> {
    let word = |line: &str, w: &str| {
        let lower = line.to_lowercase();
        lower.match_indices(w).any(|(i, _)| {
            let before = lower[..i].chars().next_back();
            let after = lower[i + w.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
    };
    let section_number = |line: &str| {
        line.match_indices('§').any(|(i, _)| {
            line[i + '§'.len_utf8()..]
                .trim_start()
                .starts_with(|c: char| c.is_ascii_digit())
        })
    };
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            line.contains("shared/")
                || line.contains("specs/")
                || section_number(line)
                || word(line, "spec")
                || word(line, "specs")
                || (!anchors_allowed && (word(line, "anchors") || word(line, "anchor")))
        })
        .map(|(i, line)| format!("line {}: {line}", i + 1))
        .collect()
}

fn check(name: &str, text: &str, anchors_allowed: bool, found: &mut Vec<String>) {
    for r in references(text, anchors_allowed) {
        found.push(format!("{name}: {r}"));
    }
}

/// The detector itself: what it must catch, and ordinary words it must let through.
fn the_check_finds_what_it_must() {
    for bad in [
        "The contract is `../shared/specs/table.md` (options).",
        "in the form of spec §9:",
        "(Fletcher-like, spec\n§6.4), so",
        "the certificate (§ 5.1) applies",
        "see specs/judges.md",
        "the spec's defaults",
        "timed against the C++ anchors",
    ] {
        assert!(!references(bad, false).is_empty(), "{bad:?} passes");
    }
    for fine in [
        "a special case, specifically the spectrum",
        "## Checksum",
        "Its links point inside the page: `#season`",
        "the § sign alone",
    ] {
        assert!(references(fine, false).is_empty(), "{fine:?} is refused");
    }
}

/// Every statement built into the binary (`grundy <id> --statement`, `grundy table
/// --statement`, `grundy xortrie-sim --statement`) and every file of `problems/`.
fn statements_stand_alone() {
    let mut found = Vec::new();
    assert!(!STATEMENTS.is_empty());
    for (id, text) in STATEMENTS {
        check(
            &format!("the built-in statement of {id}"),
            text,
            false,
            &mut found,
        );
    }
    for path in files(Path::new("problems"), "md") {
        let text = std::fs::read_to_string(&path).unwrap();
        check(&path.display().to_string(), &text, false, &mut found);
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The README, every `--help` (each subcommand's long help, as `grundy <sub> --help`
/// prints it) and the docs.
fn readme_help_and_docs_stand_alone() {
    let mut found = Vec::new();
    let readme = std::fs::read_to_string("README.md").unwrap();
    check("README.md", &readme, false, &mut found);
    let mut root = Cli::command();
    root.build();
    check(
        "grundy --help",
        &root.render_long_help().to_string(),
        false,
        &mut found,
    );
    for sub in root.get_subcommands_mut() {
        let name = sub.get_name().to_string();
        let help = sub.render_long_help().to_string();
        check(&format!("grundy {name} --help"), &help, false, &mut found);
    }
    for path in files(Path::new("docs"), "md") {
        let text = std::fs::read_to_string(&path).unwrap();
        check(&path.display().to_string(), &text, true, &mut found);
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

trials![
    the_check_finds_what_it_must,
    statements_stand_alone,
    readme_help_and_docs_stand_alone,
];
