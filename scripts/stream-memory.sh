#!/usr/bin/env bash
# Shows that memory follows the largest test case, not the input: streams a winning-ways
# input of GB gigabytes (default 10) of small cases from a generator through a pipe (nothing
# is written to disk) and reports grundy's peak RSS, the bytes, the time and the answers.
#
#   scripts/stream-memory.sh [GB]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
GB=${1:-10}
[ -x /usr/bin/time ] || { echo "stream-memory: /usr/bin/time is needed (apt-get install time)" >&2; exit 2; }
cargo build --release --locked --quiet
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One block of 1000 random small cases (N = 1..20 piles below 2^31), repeated; the header
# T counts every case, so the input is one valid test file of GB * 10^9 bytes or more.
cat >"$tmp/gen.py" <<'EOF'
import random, sys
gb = float(sys.argv[1])
r = random.Random(6)
cases = []
for _ in range(1000):
    n = r.randint(1, 20)
    cases.append(f"{n}\n" + " ".join(str(r.getrandbits(31)) for _ in range(n)) + "\n")
block = "".join(cases).encode()
reps = int(gb * 1e9 // len(block)) + 1
sys.stderr.write(f"{reps * 1000} cases, {reps * len(block)} bytes\n")
out = sys.stdout.buffer
out.write(f"{reps * 1000}\n".encode())
chunk = block * max(1, (1 << 22) // len(block))
per = len(chunk) // len(block)
full, rest = divmod(reps, per)
for _ in range(full):
    out.write(chunk)
out.write(block * rest)
EOF

start=$(date +%s.%N)
python3 "$tmp/gen.py" "$GB" 2>"$tmp/gen.err" \
    | /usr/bin/time -v "${CARGO_TARGET_DIR:-target}/release/grundy" winning-ways 2>"$tmp/time" \
    | wc -l >"$tmp/lines"
end=$(date +%s.%N)
cat "$tmp/gen.err"
echo "answer lines: $(cat "$tmp/lines")"
grep -E "Maximum resident set size|Elapsed|Exit status" "$tmp/time"
awk -v a="$start" -v b="$end" 'BEGIN { printf "pipeline wall time: %.1f s\n", b - a }'
