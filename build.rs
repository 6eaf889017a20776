//! Build script of the `grundy` binary, two jobs, one module each under `build/` (the
//! statements are built into the problems crate by its own `src/problems/build.rs`):
//!
//! - `static_link`: links the `grundy` binary as a static PIE on Linux with glibc, when the
//!   C toolchain can (a judge's run on a small file then skips the dynamic loader);
//! - `version`: the commit and build date that `grundy --version` adds, where known (a
//!   source tarball without `.git` has no commit, and says so by leaving it out).

#[path = "build/static_link.rs"]
mod static_link;
#[path = "build/version.rs"]
mod version;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=build");
    static_link::main();
    version::main();
}
