#!/usr/bin/env bash
# Hash flooding (issue 23): the fixed hashes of switch-lights' duplicate check, georgia-and-bob's
# repeat check and christmas' node numbering, on keys chosen to land in one slot
# (`grundy gen <id> --profile flood`, georgia-and-bob with one repeat appended so that its
# error path runs), against a control of the same shape with random keys. Flood and control
# run alternating; the median wall time of each and their ratio are printed per problem,
# and, given an OLD binary, its median on the flood too.
#
#   scripts/bench-flood.sh [GRUNDY] [OLD] [ROUNDS] [SIZE]     defaults: target/release/grundy, none, 5, judge
set -euo pipefail
new=${1:-target/release/grundy} old=${2:-} rounds=${3:-5} size=${4:-judge}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
now() { date +%s%N; }
# One run's wall time in ms (a located error, exit 1, is the expected end of georgia's runs).
ms() { local t0 t1; t0=$(now); "$@" > /dev/null 2>&1 || [ $? -eq 1 ]; t1=$(now); echo $(( (t1 - t0) / 1000000 )); }
printf '%-16s %8s %9s %10s %7s %9s\n' problem keys flood_ms control_ms ratio old_ms
for p in switch-lights georgia-and-bob christmas; do
    "$new" gen "$p" --profile flood --size "$size" > "$dir/flood.in"
    # The same shape with random keys, and georgia's repeat.
    python3 - "$p" "$dir/flood.in" "$dir/control.in" <<'PY'
import random, sys
p, flood, control = sys.argv[1:]
lines = open(flood).read().split('\n')
random.seed(23)
r = lambda: random.randrange(2, 2**64 - 1)
if p == 'switch-lights':
    out = lines[:2] + ['1 %d' % r() if l else l for l in lines[2:]]
elif p == 'georgia-and-bob':
    cells = lines[2].split()
    cells.append(cells[0])
    lines[1], lines[2] = str(len(cells)), ' '.join(cells)
    open(flood, 'w').write('\n'.join(lines))
    random_cells = [str(r()) for _ in cells[1:]]
    out = lines[:2] + [' '.join(random_cells + random_cells[:1])] + lines[3:]
else:
    out = lines[:2] + ['1 %d' % r() if l else l for l in lines[2:]]
open(control, 'w').write('\n'.join(out))
PY
    keys=$(sed -n 2p "$dir/flood.in" | awk '{print $NF}')
    : > "$dir/f"; : > "$dir/c"; : > "$dir/o"
    for ((i = 0; i < rounds; i++)); do
        ms "$new" "$p" "$dir/flood.in" >> "$dir/f"
        ms "$new" "$p" "$dir/control.in" >> "$dir/c"
        [ -n "$old" ] && ms "$old" "$p" "$dir/flood.in" >> "$dir/o"
    done
    f=$(median < "$dir/f"); c=$(median < "$dir/c")
    o=-; [ -n "$old" ] && o=$(median < "$dir/o")
    printf '%-16s %8s %9s %10s %7.2f %9s\n' "$p" "$keys" "$f" "$c" "$(bc -l <<< "$f/($c+0.5)")" "$o"
done
