//! The problems crate's build script. Writes `$OUT_DIR/statements.rs`: `STATEMENTS`, the id
//! and text of every `problems/<id>.md` at the top of the repository, each through
//! `include_str!` (so rustc also rebuilds when one changes; this script reruns when the
//! folder's list of files does). `mod.rs` includes it, so the statements travel with an
//! installed binary.

use std::env;
use std::fs;
use std::path::PathBuf;

fn main() {
    let root = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    // This crate is src/problems/; the statements are in problems/ at the top.
    let dir = root.join("../../problems");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut entries: Vec<(String, PathBuf)> = fs::read_dir(&dir)
        .map(|read| {
            read.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "md"))
                .filter_map(|p| Some((p.file_stem()?.to_str()?.to_string(), p)))
                .collect()
        })
        .unwrap_or_default();
    entries.sort();
    let mut code = String::from("/// Every `problems/<id>.md`, by id (written by build.rs).\n");
    code += "pub static STATEMENTS: &[(&str, &str)] = &[\n";
    for (id, path) in &entries {
        code += &format!(
            "    ({id:?}, include_str!({:?})),\n",
            path.display().to_string()
        );
    }
    code += "];\n";
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets it"));
    fs::write(out.join("statements.rs"), code).expect("OUT_DIR is writable");
}
