//! Sets `GRUNDY_BUILD_INFO`, what `grundy --version` adds after the version number:
//! ` (commit 1a2b3c4d5e6f, built 2025-01-31)`, or ` (built 2025-01-31)` where the commit is
//! not known.
//!
//! The commit is `GRUNDY_COMMIT` when set (a packager building from a tarball may know it),
//! else `git rev-parse` of the repository whose top is this package's folder: a tarball
//! unpacked inside some other repository must not borrow that one's commit. The date is
//! UTC, from `SOURCE_DATE_EPOCH` when set (reproducible builds), else the clock. This
//! script reruns when the commit moves (the git files it reads are watched), so the
//! commit is never stale; the date is that of the build that compiled the binary.

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};

pub fn main() {
    println!("cargo:rerun-if-env-changed=GRUNDY_COMMIT");
    println!("cargo:rerun-if-env-changed=SOURCE_DATE_EPOCH");
    let root = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let commit = env::var("GRUNDY_COMMIT")
        .ok()
        .filter(|c| !c.trim().is_empty())
        .or_else(|| git_commit(&root));
    let date = civil_date(epoch_seconds());
    let info = match commit {
        Some(c) => format!(" (commit {}, built {date})", c.trim()),
        None => format!(" (built {date})"),
    };
    println!("cargo:rustc-env=GRUNDY_BUILD_INFO={info}");
}

fn git(root: &Path, args: &[&str]) -> Option<String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(args)
        .output()
        .ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    (out.status.success() && !text.trim().is_empty()).then(|| text.trim().to_string())
}

/// The short commit of the repository at `root`, and watches the files that move with it
/// (HEAD, the branch's ref, packed-refs); `None` outside such a repository.
fn git_commit(root: &Path) -> Option<String> {
    let top = PathBuf::from(git(root, &["rev-parse", "--show-toplevel"])?);
    if top.canonicalize().ok()? != root.canonicalize().ok()? {
        return None;
    }
    let git_dir = PathBuf::from(git(root, &["rev-parse", "--absolute-git-dir"])?);
    let common = git(root, &["rev-parse", "--git-common-dir"]).map(|d| {
        let d = PathBuf::from(d);
        if d.is_absolute() {
            d
        } else {
            root.join(d)
        }
    });
    let mut watched = vec![git_dir.join("HEAD")];
    if let Some(common) = common {
        if let Some(reference) = git(root, &["symbolic-ref", "-q", "HEAD"]) {
            watched.push(common.join(reference));
        }
        watched.push(common.join("packed-refs"));
    }
    // A path that does not exist would make cargo rerun this script on every build.
    for path in watched.iter().filter(|p| p.is_file()) {
        println!("cargo:rerun-if-changed={}", path.display());
    }
    git(root, &["rev-parse", "--short=12", "HEAD"])
}

fn epoch_seconds() -> i64 {
    env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64)
        })
}

/// `YYYY-MM-DD` (UTC) of a Unix time: Howard Hinnant's `civil_from_days`.
fn civil_date(seconds: i64) -> String {
    let z = seconds.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}
