#!/usr/bin/env bash
# Runs online-judge-tools, the contestants' usual runner, over every problem's golden pairs
# with the release binary: `oj test -c "grundy <id>" -d testdata/<id>` for every id of
# `grundy list --json` (and `-c "grundy <id> --<flag>" -d testdata/<id>/<flag>` for the golden
# pairs of a problem flag), and fails unless every case of every problem is accepted.
# online-judge-tools is installed with pip into .venv-oj/ (ignored by git) on first use.
#   scripts/oj-test.sh [ID...]
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv-oj
if [ ! -x "$venv/bin/oj" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check online-judge-tools
fi
cargo build --release --locked --quiet
target=${CARGO_TARGET_DIR:-target}
case $target in /*) ;; *) target=$(pwd)/$target ;; esac
bin=$target/release/grundy
if [ "$#" -gt 0 ]; then
    ids=("$@")
else
    mapfile -t ids < <("$bin" list --json | python3 -c 'import json, sys; print("\n".join(p["id"] for p in json.load(sys.stdin)))')
fi
[ "${#ids[@]}" -gt 0 ] || { echo "oj-test: no problems listed" >&2; exit 1; }
log=$(mktemp); trap 'rm -f "$log"' EXIT
failed=()
cases=0
# One run per folder of golden pairs: testdata/<id>, and testdata/<id>/<flag> (the pairs of a
# problem flag, run as `grundy <id> --<flag>`); `moves/` holds `--moves --json` pairs, not judge output.
runs=()
for id in "${ids[@]}"; do
    runs+=("$id|testdata/$id|$bin $id")
    for dir in testdata/"$id"/*/; do
        flag=$(basename "$dir")
        [ -d "$dir" ] && [ "$flag" != errors ] && [ "$flag" != moves ] && runs+=("$id --$flag|${dir%/}|$bin $id --$flag")
    done
done
for run in "${runs[@]}"; do
    IFS='|' read -r what dir command <<<"$run"
    if "$venv/bin/oj" test -c "$command" -d "$dir" >"$log" 2>&1; then
        n=$(grep -oE 'test success: [0-9]+ cases' "$log" | grep -oE '[0-9]+' || echo 0)
        cases=$((cases + n))
        echo "oj test $what: $n cases accepted"
    else
        failed+=("$what")
        echo "oj test $what: FAILED"
        grep -E '^\[(FAILURE|WARNING)\]|WA|RE|TLE' "$log" | head -20
    fi
done
echo "oj-test: ${#runs[@]} folders of ${#ids[@]} problems, $cases cases accepted, ${#failed[@]} failed ${failed[*]:-}"
[ "${#failed[@]}" -eq 0 ]
