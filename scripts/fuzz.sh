#!/usr/bin/env bash
# Runs the cargo-fuzz targets of fuzz/ one after another (CPU is shared: never in parallel).
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]      default: 600 seconds, every target
#
# Needs cargo-fuzz (`cargo install cargo-fuzz --locked`). The machine has stable Rust only:
# RUSTC_BOOTSTRAP=1 lets cargo-fuzz pass its -Z flags, and `--sanitizer none` skips ASan,
# which finds nothing in a crate without `unsafe` but halves the speed; debug assertions stay
# on (-a) so integer overflow is a finding. Each target starts from fuzz/seeds/<target>
# plus its own earlier corpus; findings land in fuzz/artifacts/<target>/, logs in
# fuzz/logs/<target>.log, and one summary line per target is printed at the end.
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
    status=0
    cargo fuzz run "${build[@]}" "$t" "corpus/$t" "${seeds[@]}" -- \
        -max_total_time="$secs" -timeout=5 -rss_limit_mb=2048 -max_len=4096 \
        -dict=dict/judge.dict -print_final_stats=1 >"$log" 2>&1 || status=$?
    runs=$(grep -o 'Done [0-9]* runs in [0-9]* second' "$log" | tail -1 || true)
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
    summary+=("$t: exit $status, ${runs:-no final stats}, execs ${execs:-?}, corpus $(ls "corpus/$t" | wc -l) files, artifacts $(ls "artifacts/$t" | wc -l)")
done
printf '%s\n' "${summary[@]}"
