//! What the test modules share: trial registration, the test data's files, the bless
//! switch and a readable diff.

use std::fs;
use std::path::{Path, PathBuf};

use libtest_mimic::{Failed, Trial};

/// A trial that runs `test` (which fails by panicking) under the name
/// `<module>::<name>`, the module path taken without the binary's own name.
pub fn trial(module: &str, name: &str, test: fn()) -> Trial {
    let module = module.strip_prefix("it::").unwrap_or(module);
    Trial::test(format!("{module}::{name}"), move || {
        test();
        Ok(())
    })
}

/// A trial that checks one file; `Err` is the failure message.
pub fn file_trial(
    name: String,
    check: impl FnOnce() -> Result<(), String> + Send + 'static,
) -> Trial {
    Trial::test(name, move || check().map_err(Failed::from))
}

/// Whether expected outputs are to be rewritten instead of compared (`GRUNDY_BLESS=1`).
pub fn blessing() -> bool {
    std::env::var_os("GRUNDY_BLESS").is_some_and(|v| !v.is_empty() && v != "0")
}

/// The files of `dir` with extension `ext`, sorted; none when `dir` does not exist.
pub fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|e| e.expect("a readable directory entry").path())
                .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == ext))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

/// The file's text; an error naming it when it cannot be read.
pub fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes a blessed expected file.
pub fn write(path: &Path, contents: &[u8]) -> Result<(), String> {
    fs::write(path, contents).map_err(|e| format!("{}: {e}", path.display()))
}

/// The first differing lines of two texts, enough to see what went wrong.
pub fn diff(want: &str, got: &str) -> String {
    let (w, g): (Vec<_>, Vec<_>) = (want.lines().collect(), got.lines().collect());
    let mut out = String::new();
    for i in 0..w.len().max(g.len()) {
        if w.get(i) != g.get(i) {
            out += &format!("line {}:\n- {:?}\n+ {:?}\n", i + 1, w.get(i), g.get(i));
            if out.len() > 2000 {
                out += "...\n";
                break;
            }
        }
    }
    if out.is_empty() && want != got {
        out = "the texts differ only in line ends or the final newline\n".into();
    }
    out
}
