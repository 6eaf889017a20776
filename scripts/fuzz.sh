#!/usr/bin/env bash
# Runs the cargo-fuzz targets of fuzz/ one after another (CPU is shared: never in parallel):
# `judge` (every problem of the catalogue; an input's first byte picks the problem, as
# `PROBLEMS[(byte & 0x7f) % len]`, and its high bit the problem's flags), `shapes` (the same
# pick, then the shapes random bytes rarely take, made on purpose: an endless token, a huge
# count, keys chosen against the fixed hashes; `grundy::contract::check_shape`, seeds in
# fuzz/seeds/shapes written by `GRUNDY_BLESS=1 cargo test --test it -- fuzz_shape`) and
# `xortrie` (the transcript referee).
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]      default: 600 seconds, every target
#
# Needs cargo-fuzz (`cargo install cargo-fuzz --locked`). The machine has stable Rust only:
# RUSTC_BOOTSTRAP=1 lets cargo-fuzz pass its -Z flags, and `--sanitizer none` skips ASan,
# which finds nothing in a crate without `unsafe` but halves the speed; debug assertions stay
# on (-a) so integer overflow is a finding. Each target starts from fuzz/seeds/<target>
# plus its own earlier corpus. The judge seeds are each problem's smallest golden and error
# inputs (<id>-<name>) and `grundy gen <id> --size small --seed S` for S = 1, 2, 3
# (<id>-gen-<S>, -flags with the flag bit), each behind its problem's byte; the test
# `robustness::fuzz_seeds_are_grundy_gen_output` checks the latter are what the generator
# writes now, and `GRUNDY_BLESS=1 cargo test --test it -- fuzz_seeds` rewrites them. Findings land in fuzz/artifacts/<target>/, logs in
# fuzz/logs/<target>.log, and one summary line per target is printed at the end.
#
# libFuzzer runs in fork mode with one job: a crash still stops the run, but a slow input
# (over -timeout, usually instrumentation overhead on a large S-Nim table) is saved as an
# artifact and fuzzing goes on, so one slow path cannot end a run early. Replay a saved one
# with `cargo fuzz run --sanitizer none -a TARGET fuzz/artifacts/TARGET/FILE`.
set -euo pipefail

cd "$(dirname "$0")/../fuzz"
secs=${1:-600}
shift || true
if [ "$#" -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets < <(RUSTC_BOOTSTRAP=1 cargo fuzz list)
fi
export RUSTC_BOOTSTRAP=1
build=(--sanitizer none -a)

mkdir -p logs
summary=()
for t in "${targets[@]}"; do
    cargo fuzz build "${build[@]}" "$t"
    mkdir -p "corpus/$t" "artifacts/$t"
    seeds=()
    [ -d "seeds/$t" ] && seeds=("seeds/$t")
    log="logs/$t.log"
    dict=()
    [ -f "dict/$t.dict" ] && dict=(-dict="dict/$t.dict")
    status=0
    cargo fuzz run "${build[@]}" "$t" "corpus/$t" "${seeds[@]}" -- \
        -fork=1 -ignore_timeouts=1 -ignore_ooms=0 -ignore_crashes=0 \
        -max_total_time="$secs" -timeout=5 -rss_limit_mb=2048 -max_len=4096 \
        "${dict[@]}" >"$log" 2>&1 || status=$?
    # Fork mode's progress lines: "#EXECS: cov: .. oom/timeout/crash: O/T/C time: Ns ..".
    last=$(grep -E '^#[0-9]+: cov:' "$log" | tail -1 || true)
    execs=$(sed -E 's/^#([0-9]+):.*/\1/' <<<"$last")
    otc=$(grep -oE 'oom/timeout/crash: [0-9/]+' <<<"$last" || true)
    secs_run=$(grep -oE 'time: [0-9]+s' <<<"$last" || true)
    summary+=("$t: exit $status, ${secs_run:-time ?}, execs ${execs:-?}, ${otc:-oom/timeout/crash ?}, corpus $(ls "corpus/$t" | wc -l) files, artifacts $(ls "artifacts/$t" | wc -l)")
done
printf '%s\n' "${summary[@]}"
