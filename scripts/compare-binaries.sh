#!/usr/bin/env bash
# Compares two grundy binaries on the same inputs, paired and alternating in one run, and
# prints the median wall time of each and their ratio (new / old) per workload. Used to
# check that a refactoring costs no speed: `scripts/compare-binaries.sh OLD NEW DIR [ROUNDS]`
# where DIR holds <workload>.in files (for example from ../shared/anchors/gen_big.py) and
# a workload's subcommand is its name without a `-deep` suffix.
set -euo pipefail
old=$1 new=$2 dir=$3 rounds=${4:-11}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
now() { date +%s%N; }
# Timings in a private folder: two of these runs at once must not mix their samples.
times=$(mktemp -d)
trap 'rm -rf "$times"' EXIT
printf '%-16s %10s %10s %7s\n' workload old_ms new_ms ratio
for input in "$dir"/*.in; do
    w=$(basename "$input" .in); sub=${w%-deep}
    cmp -s <("$old" "$sub" "$input") <("$new" "$sub" "$input") || { echo "$w: outputs differ" >&2; exit 1; }
    : > "$times/old"; : > "$times/new"
    for ((i = 0; i < rounds; i++)); do
        for which in old new; do
            bin=$old; [ $which = new ] && bin=$new
            t0=$(now); "$bin" "$sub" "$input" > /dev/null; t1=$(now)
            echo $(( (t1 - t0) / 1000 )) >> "$times/$which"
        done
    done
    o=$(median < "$times/old"); n=$(median < "$times/new")
    printf '%-16s %10.1f %10.1f %7.3f\n' "$w" "$(bc -l <<< "$o/1000")" "$(bc -l <<< "$n/1000")" "$(bc -l <<< "$n/$o")"
done
