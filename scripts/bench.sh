#!/usr/bin/env bash
# Benchmarks grundy against the C++ anchors, paired in one run.
#
#   scripts/bench.sh [WORKLOAD...]      (default: every workload below, then the scaling table)
#
# Workloads:
#   large inputs (tens of MB):  winning-ways anti-nim wythoff snim k-multiple christmas
#                               christmas-deep
#   tiny inputs:                tiny-snim (a 4-line S-Nim input: against the anchor and
#                               against a C++ hello world, whole processes)
#   small hostile inputs:       snim-same-s (ten identical S-Nim cases against one),
#                               christmas-sparse (node labels near 10^18 against dense ones),
#                               k-multiple-5k (five k near 10^6 with n = 2^64 - 1)
#   scaling:                    scaling (winning-ways, anti-nim, wythoff at 1x, 2x, 4x, 8x
#                               their size: time per MB and peak RSS)
#   take-away closed forms:     brave-game ... wythoff-ab (our plain C++ in bench/cpp/,
#                               inputs of `grundy gen`)
#
# Inputs: `grundy gen` with seed 1 (the table `how` below): judge-size values with more cases
# for the five Nim-like workloads, and the named profiles of `grundy gen christmas
# --profile forest|sparse-forest|deep` (POJ's graph shape at 600000 nodes, the same graphs
# labelled near 10^18, a path of 10^6 nodes), since POJ's 99 nodes cannot reach the shape.
# With GEN_BIG=1 the large inputs are those of $ANCHORS/gen_big.py instead, on which issue 16
# stated its targets (docs/performance.md has both side by side).
#
# Steps: build the release binary; build the anchors (g++ -O2) and the helpers of
# scripts/bench/ (a paired timer, a plain read() loop, a C++ hello world) into
# $BENCH_DIR/anchors; generate the inputs into $BENCH_DIR (kept between runs; the large
# ones of `grundy gen` in $BENCH_DIR/gen/, those of gen_big.py at the top); check that
# grundy's output equals the anchor's (or, where the anchor is known to be wrong, verify it
# another way, saying so); time both on the same input, turn about, $RUNS pairs, with
# scripts/bench/pair.c (posix_spawn, no shell; wall time and CPU time from wait4); measure
# peak memory with /usr/bin/time -v; print a table of medians and ratios.
#
# Environment:
#   ANCHORS    the C++ anchors, which are not part of this repository: the directory
#              holding ww_fast.cpp, antinim_fast.cpp, wythoff_fast.cpp, snim_fast.cpp,
#              kmult_fast.cpp, christmas_seed.cpp and fastio.h (default ../shared/anchors,
#              relative to the repo root)
#   GEN_BIG    1: the large inputs of $ANCHORS/gen_big.py instead of `grundy gen`
#   BENCH_DIR  scratch directory for inputs and binaries (default bench-data, which
#              .gitignore excludes; nothing here is ever committed)
#   RUNS       timed pairs per workload (default 11; tiny inputs take 20 times as many)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
ANCHORS=${ANCHORS:-../shared/anchors}
BENCH_DIR=${BENCH_DIR:-bench-data}
RUNS=${RUNS:-11}
GEN_BIG=${GEN_BIG:-}
anchors_src=$(cd "$ANCHORS" 2>/dev/null && pwd) || {
    echo "bench: no C++ anchors at $ANCHORS (set ANCHORS to their directory)" >&2
    exit 2
}
mkdir -p "$BENCH_DIR/anchors"
data=$(cd "$BENCH_DIR" && pwd)
bin=$data/anchors
# Where the large inputs live: gen_big.py's at the top (as before), grundy gen's apart.
big=$data
[ -n "$GEN_BIG" ] || { big=$data/gen && mkdir -p "$big"; }

large=(winning-ways anti-nim wythoff snim k-multiple christmas christmas-deep)
# The take-away closed forms: our plain C++ in bench/cpp/<id>.cpp, inputs from `grundy gen`
# (scripts/bench-catalogue.sh runs every problem with a bench/cpp/ solution, from the registry).
extra=(brave-game good-luck-cet4 rabbit-and-grass good-boy public-sale volunteers kiki-game
    calendar-game multiplication-game fibonacci-nim alice-game wythoff-ab)
all=("${large[@]}" "${extra[@]}" tiny-snim snim-same-s christmas-sparse k-multiple-5k scaling)
if [ $# -gt 0 ]; then workloads=("$@"); else workloads=("${all[@]}"); fi

# workload -> anchor binary, grundy subcommand, ratio limit (issue 16)
declare -A anchor=([winning-ways]=ww_fast [anti-nim]=antinim_fast [wythoff]=wythoff_fast
    [snim]=snim_fast [k-multiple]=kmult_fast [christmas]=christmas_seed
    [christmas-deep]=christmas_seed [tiny-snim]=snim_fast)
declare -A sub=([winning-ways]=winning-ways [anti-nim]=anti-nim [wythoff]=wythoff [snim]=snim
    [k-multiple]=k-multiple [christmas]=christmas [christmas-deep]=christmas [tiny-snim]=snim)
declare -A limit=([winning-ways]=0.30 [anti-nim]=0.40 [wythoff]=0.27 [snim]=0.38
    [k-multiple]=0.05 [christmas]=0.30 [christmas-deep]=0.30 [tiny-snim]=0.75)
# Inputs of grundy gen (seed 1): judge size with this many cases (tens of MB each; the large
# ones about the bytes of gen_big.py's), or a profile of `grundy gen` with its own cases.
declare -A gen_cases=([brave-game]=3000000 [good-luck-cet4]=5000000 [rabbit-and-grass]=5000
    [good-boy]=3000 [public-sale]=300000 [volunteers]=3000000 [kiki-game]=3000000
    [calendar-game]=3000000 [multiplication-game]=3000000 [fibonacci-nim]=3000000
    [alice-game]=30000 [wythoff-ab]=2000000
    [winning-ways]=120 [anti-nim]=550000 [wythoff]=3150000 [snim]=300 [k-multiple]=200)
declare -A gen_profile=([christmas]=forest [christmas-sparse]=sparse-forest [christmas-deep]=deep)
for w in "${extra[@]}"; do
    anchor[$w]=$w
    sub[$w]=$w
    limit[$w]=1.0
done

have_root() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }
apt_install() {
    if have_root; then
        echo "bench: installing $1" >&2
        apt-get install -y "$1" >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y "$1" >/dev/null 2>&1; }
    fi
}
[ -x /usr/bin/time ] || apt_install time
[ -x /usr/bin/time ] || { echo "bench: /usr/bin/time is needed for peak memory" >&2; exit 2; }

echo "== building grundy (release), the anchors and the helpers" >&2
cargo build --release --locked --quiet
grundy="${CARGO_TARGET_DIR:-$root/target}/release/grundy"
build() { # build NAME SOURCE COMPILER FLAGS...: once, and again when the source changes
    local name=$1 src=$2
    shift 2
    if [ ! -x "$bin/$name" ] || [ "$src" -nt "$bin/$name" ]; then
        "$@" -o "$bin/$name" "$src"
    fi
}
for a in "${anchor[@]}"; do
    src=$anchors_src
    [ -f "$root/bench/cpp/$a.cpp" ] && src=$root/bench/cpp
    build "$a" "$src/$a.cpp" g++ -O2 -std=c++17 -I"$src"
done
build pair scripts/bench/pair.c gcc -O2
build readall scripts/bench/readall.c gcc -O2
build hello scripts/bench/hello.cpp g++ -O2

echo "== generating inputs (once; kept in $BENCH_DIR)" >&2
input() { # the input file of workload $1 (with -xN before .in for $2 = N times as many cases)
    local f
    case $1 in
    winning-ways | anti-nim | wythoff | snim | k-multiple | christmas | christmas-deep | christmas-sparse)
        f=$big/$1.in ;;
    *) f=$data/$1.in ;;
    esac
    [ "${2:-1}" = 1 ] || f=${f%.in}-x$2.in
    echo "$f"
}
gen() { # gen WORKLOAD [TIMES]: write its input once, with TIMES as many cases (scaling)
    local w=$1 x=${2:-1} out
    out=$(input "$w" "$x")
    [ ! -s "$out" ] || return 0
    if [ -n "$GEN_BIG" ] && [ "$x" != 1 ]; then
        gen "$w"
        # The input repeated, its case count multiplied (wythoff has none: pairs until EOF).
        python3 - "$(input "$w")" "$out" "$x" "$w" <<'EOF'
import sys
src, dst, times, kind = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
data = open(src, "rb").read()
with open(dst, "wb") as out:
    if kind != "wythoff":
        head, _, data = data.partition(b"\n")
        out.write(str(int(head) * times).encode() + b"\n")
    for _ in range(times):
        out.write(data)
EOF
    elif [ -n "$GEN_BIG" ] && [ "$w" = christmas-sparse ]; then
        gen christmas
        # The christmas input with every label but the root's spread out near 10^18 (in a
        # scattered order), so ids must be compressed; the answers stay the same.
        python3 - "$(input christmas)" "$out" <<'EOF'
import sys
src, dst = sys.argv[1:3]
big = lambda x: 1 if x == 1 else 10**18 + (x * 1_000_003) % 2**40
with open(src) as f, open(dst, "w") as out:
    it = iter(f.read().split())
    for g in it:
        out.write(g + "\n")
        for _ in range(int(g)):
            n, m = int(next(it)), int(next(it))
            out.write(f"{2 * 10**18} {m}\n")
            out.write("".join(f"{big(int(next(it)))} {big(int(next(it)))}\n" for _ in range(m)))
EOF
    elif [ -n "$GEN_BIG" ] && [[ " ${large[*]} " == *" $w "* ]]; then
        python3 "$anchors_src/gen_big.py" "$w" "$out"
    elif [ -n "${gen_profile[$w]:-}" ]; then
        "$grundy" gen christmas --profile "${gen_profile[$w]}" --seed 1 >"$out"
    else
        "$grundy" gen "$w" --size judge --seed 1 --cases $((gen_cases[$w] * x)) >"$out"
    fi
}
for w in "${workloads[@]}"; do
    case $w in
    scaling) for s in winning-ways anti-nim wythoff; do for x in 1 2 4 8; do gen "$s" "$x"; done; done ;;
    christmas-sparse) gen christmas && gen christmas-sparse ;;
    *) [ -z "${anchor[$w]:-}" ] || [ "$w" = tiny-snim ] || gen "$w" ;;
    esac
done
# The small inputs are fixed, written here.
[ -s "$data/tiny-snim.in" ] || printf '2 2 5\n1\n3 2 4 7\n0\n' >"$data/tiny-snim.in"
if [ ! -s "$data/snim-same-s.in" ]; then
    # One case whose S makes the Grundy sequence's period long to find, ten times over.
    case='2 999983 1000003\n2\n1 1000000000000000000\n2 987654321987654321 123456789\n'
    printf "$case"'0\n' >"$data/snim-one-s.in"
    { for _ in 1 2 3 4 5 6 7 8 9 10; do printf "$case"; done; printf '0\n'; } >"$data/snim-same-s.in"
fi
[ -s "$data/k-multiple-5k.in" ] || printf '5\n%s 1000000\n%s 999999\n%s 999998\n%s 999997\n%s 999990\n' \
    18446744073709551615 18446744073709551615 18446744073709551614 18446744073709551615 \
    18446744073709551615 >"$data/k-multiple-5k.in"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Wythoff: the anchor's long double is inexact for large piles, so lines where it differs
# from grundy are re-checked exactly (integer square root) instead of trusted either way.
cat >"$tmp/wythoff_check.py" <<'EOF'
import sys
from math import isqrt
inp, ours, theirs = sys.argv[1:4]
bad = diff = 0
with open(inp) as fi, open(ours) as fo, open(theirs) as ft:
    for line, o, t in zip(fi, fo, ft):
        if o == t:
            continue
        diff += 1
        a, b = sorted(map(int, line.split()))
        k = b - a
        losing = a == (k + isqrt(5 * k * k)) // 2
        if o.strip() != ("0" if losing else "1"):
            bad += 1
print(diff, bad)
EOF

peak_kb() { # peak RSS in KiB of one run of "$1" on input "$2"
    /usr/bin/time -v sh -c "$1 < '$2' > /dev/null" 2>&1 >/dev/null \
        | awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }'
}
mib() { echo "$(($(peak_kb "$1" "$2") / 1024))M"; }
verdict() { awk -v r="$1" -v l="$2" 'BEGIN { print (r <= l) ? "ok" : "OVER" }'; }

fail=0
rows=()
notes=()
row() { # workload MB grundy anchor ratio limit verdict cpu-ratio x-read grundy-rss anchor-rss note
    rows+=("$(printf '%-16s %7s %9s %9s %7s %5s %7s %7s %6s %6s %6s  %s' "$@")")
    [ "$7" = ok ] || [ "$7" = - ] || fail=1
}

for w in "${workloads[@]}"; do
    case $w in
    tiny-snim)
        in="$data/tiny-snim.in"
        a="$bin/snim_fast"
        echo "== tiny-snim (4 lines)" >&2
        cmp -s <("$grundy" snim <"$in") <("$a" <"$in") || { fail=1; notes+=("tiny-snim: output DIFFERENT"); }
        read -r tg ta ratio cg ca cr < <("$bin/pair" $((RUNS * 20)) "$in" "$in" "$grundy" snim -- "$a")
        row tiny-snim 0.0 "$tg" "$ta" "$ratio" 0.75 "$(verdict "$ratio" 0.75)" "$cr" - "$(mib "$grundy snim" "$in")" "$(mib "$a" "$in")" "same; ratio to the anchor"
        read -r tg th ratio cg ch cr < <("$bin/pair" $((RUNS * 20)) "$in" "$in" "$grundy" snim -- "$bin/hello")
        row tiny-snim/hello 0.0 "$tg" "$th" "$ratio" 1.8 "$(verdict "$ratio" 1.8)" "$cr" - - - "ratio to a C++ hello world"
        continue
        ;;
    snim-same-s)
        echo "== snim-same-s" >&2
        one="$data/snim-one-s.in" ten="$data/snim-same-s.in"
        read -r t10 t1 ratio c10 c1 cr < <("$bin/pair" "$RUNS" "$ten" "$one" "$grundy" snim -- "$grundy" snim)
        row snim-same-s "$(stat -c %s "$ten")B" "$t10" "$t1" "$ratio" 2.0 "$(verdict "$ratio" 2.0)" "$cr" - "$(mib "$grundy snim" "$ten")" - \
            "ten identical cases against one (the 'anchor' column): S reused"
        continue
        ;;
    christmas-sparse)
        echo "== christmas-sparse" >&2
        sparse=$(input christmas-sparse) dense=$(input christmas)
        cmp -s <("$grundy" christmas <"$sparse") <("$grundy" christmas <"$dense") || { fail=1; notes+=("christmas-sparse: answers differ from dense labels"); }
        read -r ts td ratio cs cd cr < <("$bin/pair" "$RUNS" "$sparse" "$dense" "$grundy" christmas -- "$grundy" christmas)
        row christmas-sparse "$(awk -v s="$(stat -c %s "$sparse")" 'BEGIN { printf "%.1f", s / 1e6 }')" "$ts" "$td" "$ratio" 2.5 "$(verdict "$ratio" 2.5)" "$cr" - \
            "$(mib "$grundy christmas" "$sparse")" "$(mib "$grundy christmas" "$dense")" "labels near 10^18 (2.9 times the bytes) against the same graphs densely labelled (the 'anchor' column)"
        continue
        ;;
    k-multiple-5k)
        echo "== k-multiple-5k" >&2
        in="$data/k-multiple-5k.in"
        # No anchor: it needs 3*10^7 terms per case and its b[] overflows near 2^64.
        read -r tg _ _ cg _ _ < <("$bin/pair" 3 "$in" "$in" "$grundy" k-multiple -- "$bin/readall")
        ok=$(awk -v c="$cg" 'BEGIN { print (c < 1000) ? "ok" : "SLOW" }')
        row k-multiple-5k 0.0 "$tg" - - "<1s" "$ok" - - "$(mib "$grundy k-multiple" "$in")" - "CPU ${cg} ms; no anchor (it runs out of memory here)"
        continue
        ;;
    scaling)
        continue # after the table
        ;;
    esac
    in=$(input "$w")
    g="$grundy ${sub[$w]}"
    a="$bin/${anchor[$w]}"
    mb=$(awk -v s="$(stat -c %s "$in")" 'BEGIN { printf "%.1f", s / 1e6 }')
    echo "== $w ($mb MB)" >&2
    if ! $g <"$in" >"$tmp/ours" 2>"$tmp/ours.err"; then
        echo "bench: grundy failed on $w: $(cat "$tmp/ours.err")" >&2
        fail=1
        continue
    fi
    check=same
    anchor_cmd=("$a")
    if [ "$w" = christmas-deep ]; then
        # The anchor's recursive DFS overflows the default 8 MiB stack here; with the stack
        # limit lifted it runs, and it is right on this shape (no two cycles share a vertex).
        anchor_cmd=(/bin/sh -c "ulimit -s unlimited && exec '$a'")
        if "${anchor_cmd[@]}" <"$in" >"$tmp/theirs" 2>/dev/null; then
            check="same (anchor with ulimit -s unlimited"
            if { "$a" <"$in" >/dev/null 2>&1; } 2>/dev/null; then check+=")"; else check+="; it crashes at the default stack)"; fi
        else
            check="not compared: the anchor crashes even with the stack limit lifted"
            anchor_cmd=()
        fi
    else
        "$a" <"$in" >"$tmp/theirs" 2>/dev/null || true
    fi
    if [ ${#anchor_cmd[@]} -gt 0 ] && ! cmp -s "$tmp/ours" "$tmp/theirs"; then
        if [ "$w" = wythoff ]; then
            read -r diff bad < <(python3 "$tmp/wythoff_check.py" "$in" "$tmp/ours" "$tmp/theirs")
            if [ "$bad" = 0 ]; then
                check="anchor wrong on $diff lines; grundy verified exact there"
            else
                check="DIFFERENT: grundy wrong on $bad lines"
                fail=1
            fi
        else
            check=DIFFERENT
            fail=1
        fi
    fi
    [ ${#anchor_cmd[@]} -gt 0 ] || { fail=1; continue; }
    # shellcheck disable=SC2086
    read -r tg ta ratio cg ca cr < <("$bin/pair" "$RUNS" "$in" "$in" $g -- "${anchor_cmd[@]}")
    # shellcheck disable=SC2086
    read -r _ tr xread _ _ _ < <("$bin/pair" "$RUNS" "$in" "$in" $g -- "$bin/readall")
    mbs=$(awk -v s="$(stat -c %s "$in")" -v t="$tg" 'BEGIN { if (s < 1e6) print "n/a"; else printf "%.0f", s / 1e6 / (t / 1000) }')
    row "$w" "$mb" "$tg" "$ta" "$ratio" "${limit[$w]}" "$(verdict "$ratio" "${limit[$w]}")" "$cr" \
        "$( [ "$mbs" = n/a ] && echo - || echo "$xread")" "$(mib "$g" "$in")" "$(mib "$a" "$in")" "$check; grundy $mbs MB/s; read() ${tr} ms"
done

echo
uptime | sed 's/^ */load: /'
echo "grundy vs anchors: median wall ms over $RUNS pairs (turn about; tiny: $((RUNS * 20))), ratio = median"
echo "of grundy/anchor per pair; cpu = the same for user+sys time; xread = grundy / a plain read() of"
echo "the input; peak RSS of grundy and of the anchor"
if [ -n "$GEN_BIG" ]; then echo "large inputs: gen_big.py of $ANCHORS (GEN_BIG=1)"; else echo "large inputs: grundy gen, seed 1 (in $big)"; fi
printf '%-16s %7s %9s %9s %7s %5s %7s %7s %6s %6s %6s  %s\n' workload "in MB" grundy anchor ratio limit verdict cpu xread "RSS" "anchor" "check"
for r in "${rows[@]}"; do echo "$r"; done
for n in "${notes[@]}"; do echo "note: $n"; done

for w in "${workloads[@]}"; do
    [ "$w" = scaling ] || continue
    echo
    how="grundy gen --cases"
    [ -z "$GEN_BIG" ] || how="gen_big.py's input repeated"
    echo "scaling: 1, 2, 4 and 8 times the cases ($how): grundy's median"
    echo "wall time over 3 runs, ms per MB, and peak RSS (must stay flat, at most 20 MiB)"
    printf '%-14s %6s %8s %9s %8s %7s\n' workload times "MB" "ms" "ms/MB" "RSS"
    for s in winning-ways anti-nim wythoff; do
        for x in 1 2 4 8; do
            in=$(input "$s" "$x")
            read -r tg _ _ _ _ _ < <("$bin/pair" 3 "$in" "$in" "$grundy" "$s" -- "$bin/readall")
            kb=$(peak_kb "$grundy $s" "$in")
            [ "$kb" -le $((20 * 1024)) ] || fail=1
            awk -v w="$s" -v x="$x" -v s="$(stat -c %s "$in")" -v t="$tg" -v kb="$kb" \
                'BEGIN { printf "%-14s %5sx %8.1f %9.1f %8.3f %6dM\n", w, x, s / 1e6, t, t / (s / 1e6), kb / 1024 }'
        done
    done
done
exit $fail
