//! Links the `grundy` binary as a static PIE on Linux with glibc, when the C toolchain can,
//! and leaves rustc's default (dynamic) link everywhere else.
//!
//! Why: judges and `oj test` start grundy once per small file, and on a 4-line input two
//! thirds of a dynamically linked run was the dynamic loader (loading and binding libc,
//! libm and libgcc_s) and std's start-up reading a longer `/proc/self/maps`
//! (docs/performance.md, "Session 5: tiny inputs"). Static linking is what
//! `-C target-feature=+crt-static` gives, but that flag cannot be set for a host build
//! (cargo would apply it to the proc-macro crates too, which rustc refuses).
//!
//! How: rustc links the standard library's C dependencies as `-Wl,-Bdynamic -lgcc_s -lutil
//! -lrt -lpthread -lm -ldl -lc`. A directory put first on the search path holds a linker
//! script under each of those names (`libc.so`, ...) that names the static archives instead
//! (`libc.a`, `libgcc_eh.a`, ... found with `cc -print-file-name`), and `-static-pie` makes
//! the result self-relocating with no interpreter: the same link `+crt-static` does. The
//! scripts are only ever used together with `-static-pie` (a dynamic link against them
//! would mix a static libc into a dynamic program).
//!
//! Fallback: anything missing (another OS or libc, a cross build, no static archives or no
//! `rcrt1.o`, a probe program that does not link and run) keeps the default link, so
//! `cargo build` works wherever it did. `GRUNDY_DYNAMIC_LINK=1` asks for the default link.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The libraries rustc names for std on linux-gnu (plus libgcc_s, the unwinder), each
/// replaced by the whole static group.
const LINKED_NAMES: [&str; 7] = ["gcc_s", "util", "rt", "pthread", "m", "dl", "c"];

/// Static archives of the group, in the order a one-pass linker needs (libc uses libgcc's
/// soft-float helpers; libgcc_eh uses libc). The ones a glibc lacks are left out.
const ARCHIVES: [&str; 9] = [
    "libutil.a",
    "librt.a",
    "libpthread.a",
    "libm.a",
    "libdl.a",
    "libc.a",
    "libgcc.a",
    "libgcc_eh.a",
    "libc.a",
];

/// Emits the link arguments of a static PIE where one can be built.
pub fn main() {
    println!("cargo:rerun-if-env-changed=GRUNDY_DYNAMIC_LINK");
    println!("cargo:rerun-if-env-changed=RUSTC_LINKER");
    if let Some(dir) = static_link() {
        println!("cargo:rustc-link-arg-bins=-static-pie");
        println!("cargo:rustc-link-arg-bins=-L{}", dir.display());
    }
}

/// The directory of linker scripts when a static PIE can be built here, else `None`.
fn static_link() -> Option<PathBuf> {
    if env::var_os("GRUNDY_DYNAMIC_LINK").is_some_and(|v| !v.is_empty() && v != "0") {
        return None;
    }
    let var = |k: &str| env::var(k).unwrap_or_default();
    if var("CARGO_CFG_TARGET_OS") != "linux" || var("CARGO_CFG_TARGET_ENV") != "gnu" {
        return None;
    }
    // The probe below runs a program built for the target, and `cc` is the host's.
    if var("TARGET") != var("HOST") {
        return None;
    }
    // Already static (RUSTFLAGS with +crt-static): rustc links it so itself.
    if var("CARGO_CFG_TARGET_FEATURE")
        .split(',')
        .any(|f| f == "crt-static")
    {
        return None;
    }
    let cc = env::var("RUSTC_LINKER").unwrap_or_else(|_| "cc".to_string());
    let out = PathBuf::from(env::var_os("OUT_DIR")?);
    let dir = out.join("static-link");
    fs::create_dir_all(&dir).ok()?;

    // Every archive that exists; libc, libgcc and libgcc_eh must, and so must rcrt1.o (the
    // start file of a static PIE).
    let find = |name: &str| -> Option<PathBuf> {
        let o = Command::new(&cc)
            .arg(format!("-print-file-name={name}"))
            .output()
            .ok()?;
        let p = PathBuf::from(String::from_utf8(o.stdout).ok()?.trim());
        (o.status.success() && p.is_absolute() && p.is_file()).then_some(p)
    };
    for required in ["libc.a", "libgcc.a", "libgcc_eh.a", "rcrt1.o"] {
        find(required)?;
    }
    let group: Vec<String> = ARCHIVES
        .iter()
        .filter_map(|a| find(a))
        .map(|p| script_path(&p))
        .collect::<Option<_>>()?;
    let script = format!("GROUP({})\n", group.join(" "));
    for name in LINKED_NAMES {
        fs::write(dir.join(format!("lib{name}.so")), &script).ok()?;
    }
    probe(&cc, &out, &dir).then_some(dir)
}

/// A path as a linker script may name it (unquoted, so no spaces or parentheses).
fn script_path(p: &Path) -> Option<String> {
    let s = p.to_str()?;
    (!s.contains(|c: char| c.is_whitespace() || "()\"',".contains(c))).then(|| s.to_string())
}

/// Links a small C program the way rustc links grundy (its libraries by name, through the
/// scripts, with `-static-pie`) and checks that it runs.
fn probe(cc: &str, out: &Path, dir: &Path) -> bool {
    let src = out.join("static-probe.c");
    let exe = out.join("static-probe");
    let code = "#include <stdio.h>\n#include <pthread.h>\n#include <math.h>\n\
                int main(int argc, char **argv) {\n\
                (void)argv; pthread_t t = pthread_self(); (void)t;\n\
                printf(\"%.0f\\n\", pow(2.0, 10.0 + argc - 1));\n\
                return 0;\n}\n";
    if fs::write(&src, code).is_err() {
        return false;
    }
    let linked = Command::new(cc)
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .args(["-pie", "-Wl,-Bdynamic"])
        .args(LINKED_NAMES.iter().map(|n| format!("-l{n}")))
        .arg("-static-pie")
        .arg(format!("-L{}", dir.display()))
        .output()
        .is_ok_and(|o| o.status.success());
    if !linked {
        return false;
    }
    Command::new(&exe)
        .output()
        .is_ok_and(|o| o.status.success() && o.stdout == b"1024\n")
}
