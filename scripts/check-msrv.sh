#!/usr/bin/env bash
# Checks that `rust-version` in Cargo.toml is at least every locked dependency's own
# `rust-version` (from `cargo metadata` against Cargo.lock, for this host's platform), so the
# declared minimum is true. Our own code's use of newer std APIs is clippy's
# `incompatible_msrv` lint, which reads the same field. Prints the highest requirement.
set -euo pipefail
cd "$(dirname "$0")/.."
host=$(rustc -vV | sed -n 's/^host: //p')
cargo metadata --locked --format-version 1 --filter-platform "$host" | python3 -c '
import json, sys

def version(v):
    return tuple(int(x) for x in (v.split(".") + ["0", "0"])[:3])

meta = json.load(sys.stdin)
ours = next(p for p in meta["packages"] if p["id"] in meta["workspace_members"])
declared = ours.get("rust_version")
if not declared:
    sys.exit("Cargo.toml declares no rust-version")
used = {n["id"] for n in meta["resolve"]["nodes"]}
deps = [p for p in meta["packages"] if p["id"] in used and p is not ours and p.get("rust_version")]
top = max(deps, key=lambda p: version(p["rust_version"]))
above = [p for p in deps if version(p["rust_version"]) > version(declared)]
for p in sorted(above, key=lambda p: p["name"]):
    print(p["name"], p["version"], "needs Rust", p["rust_version"])
if above:
    sys.exit(f"rust-version = {declared} in Cargo.toml is below what the lockfile needs")
print("msrv: rust-version", declared + "; the highest locked requirement is", top["rust_version"], "(" + top["name"], top["version"] + ")")
'
