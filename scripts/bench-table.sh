#!/usr/bin/env bash
# grundy table against ogsolve 0.0.7, side by side (spec table.md §12), and the absolute
# workloads ogsolve cannot run.
#
#   scripts/bench-table.sh [WORKLOAD...]     (default: every workload)
#
# Workloads: 0.6:100000 0.6:1000000 0.007:100000 0.16:1000000 0.56:1000000 0.07:100000
# 0.77:100000 (CODE:N), `absolute` (grundy alone, the beyond-ogsolve targets), and
# `rules` (grundy alone: the rule family and Grundy's game, issue 26; only when named, as
# Grundy's game to 2^24 takes about 40 s a run).
#
# Protocol (§12): build grundy (release); install ogsolve 0.0.7 from crates.io into
# $BENCH_DIR/ogsolve when missing (it is GPL: run, never vendored); per workload run
# ogsolve once per method (naive rc rcs rc2 rc2s, each under a $METHOD_TIMEOUT s limit) and
# keep the one with the least CPU time (BEST); check that grundy's checksum equals
# ogsolve's; then alternate grundy and ogsolve-BEST $RUNS times each and report the medians
# of user + system CPU time (/usr/bin/time) and their ratio, with wall times beside.
#
#   grundy:  grundy table octal CODE --upto N --max N --checksum --no-progress
#   ogsolve: ogsolve CODE -n N -m BEST
#
# Environment: BENCH_DIR (default bench-data, git-ignored), RUNS (default 5),
# METHOD_TIMEOUT (default 120).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
BENCH_DIR=${BENCH_DIR:-bench-data}
RUNS=${RUNS:-5}
METHOD_TIMEOUT=${METHOD_TIMEOUT:-120}
mkdir -p "$BENCH_DIR"

cargo build --release --locked --quiet
grundy="${CARGO_TARGET_DIR:-target}/release/grundy"
ogsolve="$BENCH_DIR/ogsolve/bin/ogsolve"
if [ ! -x "$ogsolve" ]; then
    echo "bench-table: installing ogsolve 0.0.7 into $BENCH_DIR/ogsolve" >&2
    cargo install ogsolve --version 0.0.7 --root "$BENCH_DIR/ogsolve" --quiet
fi

# CPU seconds (user + system) and wall seconds of a command, its output discarded.
times="$BENCH_DIR/time.txt"
measure() {
    /usr/bin/time -o "$times" -f '%U %S %e %M' "$@" >/dev/null 2>/dev/null
    awk '{ printf "%.2f %.2f\n", $1 + $2, $3 }' "$times"
}
# The same, keeping the command's standard output in $2.
measure_into() {
    local out=$1
    shift
    /usr/bin/time -o "$times" -f '%U %S %e %M' "$@" >"$out" 2>/dev/null || return 1
    awk '{ printf "%.2f %.2f\n", $1 + $2, $3 }' "$times"
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

all=(0.6:100000 0.6:1000000 0.007:100000 0.16:1000000 0.56:1000000 0.07:100000 0.77:100000 absolute)
if [ $# -gt 0 ]; then workloads=("$@"); else workloads=("${all[@]}"); fi

printf '%-16s %-6s %12s %12s %8s %22s\n' workload best ogsolve-cpu grundy-cpu ratio "wall og / grundy"
for w in "${workloads[@]}"; do
    if [ "$w" = absolute ] || [ "$w" = rules ]; then
        continue
    fi
    code=${w%%:*}
    n=${w##*:}
    best="" best_cpu=""
    for m in naive rc rcs rc2 rc2s; do
        if ! r=$(measure_into "$BENCH_DIR/og.out" timeout "$METHOD_TIMEOUT" "$ogsolve" "$code" -n "$n" -m "$m"); then
            continue
        fi
        grep -q checksum "$BENCH_DIR/og.out" || continue
        cpu=${r% *}
        if [ -z "$best" ] || awk -v a="$cpu" -v b="$best_cpu" 'BEGIN { exit !(a < b) }'; then
            best=$m best_cpu=$cpu
            og_sum=$(grep -o 'checksum: [0-9A-F]*' "$BENCH_DIR/og.out" | cut -d' ' -f2)
        fi
    done
    if [ -z "$best" ]; then
        echo "bench-table: no ogsolve method finished $w within ${METHOD_TIMEOUT}s" >&2
        continue
    fi
    gr_sum=$("$grundy" table octal "$code" --upto "$n" --max "$n" --checksum --no-progress | awk '/checksum/ { print $NF }')
    if [ "$gr_sum" != "$og_sum" ]; then
        echo "bench-table: $w: checksum differs: grundy $gr_sum, ogsolve $og_sum" >&2
        exit 1
    fi
    : >"$BENCH_DIR/og.times"
    : >"$BENCH_DIR/gr.times"
    for _ in $(seq "$RUNS"); do
        measure "$grundy" table octal "$code" --upto "$n" --max "$n" --checksum --no-progress >>"$BENCH_DIR/gr.times"
        measure "$ogsolve" "$code" -n "$n" -m "$best" >>"$BENCH_DIR/og.times"
    done
    og_cpu=$(cut -d' ' -f1 "$BENCH_DIR/og.times" | median)
    gr_cpu=$(cut -d' ' -f1 "$BENCH_DIR/gr.times" | median)
    og_wall=$(cut -d' ' -f2 "$BENCH_DIR/og.times" | median)
    gr_wall=$(cut -d' ' -f2 "$BENCH_DIR/gr.times" | median)
    ratio=$(awk -v g="$gr_cpu" -v o="$og_cpu" 'BEGIN { if (o > 0) printf "%.3f", g / o; else print "-" }')
    printf '%-16s %-6s %11ss %11ss %8s %10ss / %ss\n' "$w" "$best" "$og_cpu" "$gr_cpu" "$ratio" "$og_wall" "$gr_wall"
done

for w in "${workloads[@]}"; do
    [ "$w" = rules ] || continue
    echo
    # Targets (issue 26): k alone to 10^6 < 1 s (is_square < 5 s); rules of n to 10^4 < 1 s;
    # Grundy's game to 10^6 < 2 s and to 2^24 < 60 s in at most 256 MB.
    printf '%-60s %10s %10s %10s\n' "grundy alone (median of $RUNS)" cpu wall maxrss
    while IFS='|' read -r label expr args; do
        : >"$BENCH_DIR/abs.times"
        rss=0
        for _ in $(seq "$RUNS"); do
            if [ -n "$expr" ]; then
                # shellcheck disable=SC2086
                measure "$grundy" table rule "$expr" $args --no-progress >>"$BENCH_DIR/abs.times"
            else
                # shellcheck disable=SC2086
                measure "$grundy" table grundys-game $args --no-progress >>"$BENCH_DIR/abs.times"
            fi
            rss=$(awk '{ print $4 }' "$times")
        done
        cpu=$(cut -d' ' -f1 "$BENCH_DIR/abs.times" | median)
        wall=$(cut -d' ' -f2 "$BENCH_DIR/abs.times" | median)
        printf '%-60s %9ss %9ss %7s MiB\n' "$label" "$cpu" "$wall" "$((rss / 1024))"
    done <<'RULES'
rule is_pow(k, 2) to 10^6|is_pow(k, 2)|--max 1000000 --upto 1000000 --checksum
rule is_fib(k) to 10^6|is_fib(k)|--max 1000000 --upto 1000000 --checksum
rule is_square(k) to 10^6|is_square(k)|--max 1000000 --upto 1000000 --checksum
rule n % k == 0 to 10^4|n % k == 0|--max 10000 --upto 10000 --checksum
rule 2*k <= n to 10^4|2*k <= n|--max 10000 --upto 10000 --checksum
rule 2*m >= n to 10^4|2*m >= n|--max 10000 --upto 10000 --checksum
grundys-game to 10^6||--max 1000000 --upto 1000000 --checksum
grundys-game to 2^24||--max 16777216 --upto 16777216 --checksum
RULES
done

for w in "${workloads[@]}"; do
    [ "$w" = absolute ] || continue
    echo
    printf '%-60s %10s %10s %10s\n' "grundy alone (median of $RUNS)" cpu wall maxrss
    squares=$(seq -s, 1 100 | tr ',' '\n' | awk '{ printf "%s%d", (NR > 1 ? "," : ""), $1 * $1 }')
    while IFS='|' read -r label args; do
        : >"$BENCH_DIR/abs.times"
        rss=0
        for _ in $(seq "$RUNS"); do
            # shellcheck disable=SC2086
            measure "$grundy" table $args --no-progress >>"$BENCH_DIR/abs.times"
            rss=$(awk '{ print $4 }' "$times")
        done
        cpu=$(cut -d' ' -f1 "$BENCH_DIR/abs.times" | median)
        wall=$(cut -d' ' -f2 "$BENCH_DIR/abs.times" | median)
        printf '%-60s %9ss %9ss %7s MiB\n' "$label" "$cpu" "$wall" "$((rss / 1024))"
    done <<EOF
subtraction 9999,10000 --heap 2^64-1|subtraction 9999,10000 --heap 18446744073709551615
subtraction 1..10000 --sum 123456789,987654321|subtraction 1..10000 --sum 123456789,987654321
subtraction 1..65536|subtraction 1..65536
subtraction squares 1..100^2 (runs to 2^24)|subtraction $squares
all-but 2,3,6,8 --heap 2^64-1|all-but 2,3,6,8 --heap 18446744073709551615
octal 0.6 (default bound 2^17)|octal 0.6
octal 0.007 (default bound 2^17)|octal 0.007
EOF
done
