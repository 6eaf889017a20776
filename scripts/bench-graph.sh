#!/usr/bin/env bash
# Benchmarks `grundy graph` on a random graph of N positions and M moves (default 10^6 and
# 10^7, about 110 MB of text; scripts/bench-graph.py writes it, kept between runs):
#   - outcomes and remoteness (`grundy graph --outcomes FILE`) against our plain C++
#     retrograde analysis (bench/cpp/graph.cpp, g++ -O2, the file on its standard input),
#     after checking that both print the same bytes;
#   - loopy values (`grundy graph FILE`), which also prints the values column.
# Runs alternate (grundy, C++, grundy loopy) for $RUNS rounds; the medians of wall time,
# CPU (user + sys) and peak memory (max RSS) are printed with the ratios. Output goes to
# /dev/null. Environment: BENCH_DIR (default bench-data/graph), RUNS (5), N, M, SEED (1),
# GRUNDY (a built binary to use instead of building one).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
BENCH_DIR=${BENCH_DIR:-$root/bench-data/graph}
RUNS=${RUNS:-5}
N=${N:-1000000}
M=${M:-10000000}
SEED=${SEED:-1}
mkdir -p "$BENCH_DIR"
echo "== load: $(uptime)" >&2
if [ -n "${GRUNDY:-}" ]; then
    grundy=$GRUNDY
else
    cargo build --release --locked --quiet
    grundy="${CARGO_TARGET_DIR:-$root/target}/release/grundy"
fi
cpp=$BENCH_DIR/graph-cpp
g++ -O2 -std=c++17 -o "$cpp" bench/cpp/graph.cpp
input=$BENCH_DIR/graph-$N-$M-$SEED.txt
[ -s "$input" ] || python3 scripts/bench-graph.py "$N" "$M" "$SEED" > "$input"
echo "== input: $input, $(du -m "$input" | cut -f1) MB" >&2
"$grundy" graph --outcomes "$input" > "$BENCH_DIR/grundy.out"
"$cpp" < "$input" > "$BENCH_DIR/cpp.out"
cmp -s "$BENCH_DIR/grundy.out" "$BENCH_DIR/cpp.out" || { echo "bench-graph: outputs differ" >&2; exit 1; }
head -1 "$BENCH_DIR/grundy.out" >&2
"$grundy" graph "$input" | head -1 >&2
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
measure() { # name, command...: appends "wall cpu rss_kb" to $tmp/name
    local name=$1; shift
    /usr/bin/time -f "%e %U %S %M" -o "$tmp/t" "$@" > /dev/null
    awk '{printf "%s %.2f %s\n", $1, $2 + $3, $4}' "$tmp/t" >> "$tmp/$name"
}
for _ in $(seq "$RUNS"); do
    measure grundy "$grundy" graph --outcomes "$input"
    measure cpp sh -c "exec \"$cpp\" < \"$input\""
    measure loopy "$grundy" graph "$input"
done
median() { sort -n -k"$2" "$tmp/$1" | awk -v k="$2" '{a[NR]=$k} END {print a[int((NR+1)/2)]}'; }
for name in grundy cpp loopy; do
    printf '%-7s wall %6ss  cpu %6ss  peak %7s kB\n' "$name" "$(median $name 1)" "$(median $name 2)" "$(median $name 3)"
done
awk -v g="$(median grundy 1)" -v c="$(median cpp 1)" -v gc="$(median grundy 2)" -v cc="$(median cpp 2)" \
    'BEGIN {printf "ratio grundy --outcomes / C++: wall %.2f, cpu %.2f\n", g / c, gc / cc}'
echo "== load: $(uptime)" >&2
