#!/usr/bin/env bash
# Runs the release binary over every golden pair in testdata/ and prints one verdict per
# file, the way a user who diffs outputs by hand would check them.
#   testdata/<subcommand>/<name>.in    input
#   testdata/<subcommand>/<name>.out   expected stdout
#   testdata/<subcommand>/<name>.args  extra flags (optional)
#   testdata/<subcommand>/<name>.err   expected stderr line without "error: " (optional;
#                                      then exit status 1 is expected)
# usage: scripts/check-testdata.sh [SUBCOMMAND...]
set -uo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked --quiet || exit 2
bin=${CARGO_TARGET_DIR:-target}/release/grundy
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
dirs=("$@"); [ ${#dirs[@]} -eq 0 ] && dirs=($(ls testdata))
for sub in "${dirs[@]}"; do
  for in in testdata/"$sub"/*.in; do
    [ -e "$in" ] || continue
    base=${in%.in}; args=()
    [ -f "$base.args" ] && read -r -a args < "$base.args"
    "$bin" "$sub" "${args[@]}" "$in" > "$tmp/out" 2> "$tmp/err"; code=$?
    want_code=0; [ -f "$base.err" ] && want_code=1
    verdict=ok
    if ! cmp -s "$tmp/out" "$base.out"; then verdict="stdout differs"; fi
    if [ "$code" != "$want_code" ]; then verdict="exit $code, expected $want_code"; fi
    if [ -f "$base.err" ] && [ "$(cat "$tmp/err")" != "error: $(cat "$base.err")" ]; then
      verdict="stderr differs"
    fi
    if [ "$verdict" = ok ]; then
      pass=$((pass + 1)); printf 'ok    %s\n' "$in"
    else
      fail=$((fail + 1)); printf 'FAIL  %s: %s\n' "$in" "$verdict"
      diff <(head -c 2000 "$base.out") <(head -c 2000 "$tmp/out") | head -10
      [ -s "$tmp/err" ] && head -3 "$tmp/err"
    fi
  done
done
echo "check-testdata: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
