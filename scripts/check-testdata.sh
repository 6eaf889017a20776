#!/usr/bin/env bash
# Runs the release binary over every golden pair in testdata/ and prints one verdict per
# file, the way a user who diffs outputs by hand would check them.
#   testdata/<id>/<name>.in + .out          a golden pair: `grundy <id> <name>.in`
#   testdata/<id>/errors/<name>.in          malformed input, given on stdin:
#       .out  expected stdout (the answers before the error)
#       .err  the exact stderr line; exit status 1 is expected
#   testdata/xortrie/<folder>/<name>  `grundy xortrie-sim [<name>.args] [<name>.in]`:
#       .out  expected stdout; .err  the error line without "error: " (exit status 1)
#       (folders ok/ errors/ play/ season/; without .in the .args are the whole command)
#   testdata/table/runs/<name>.args  `grundy table` with these arguments, one per line:
#       .out  expected stdout; .err  the error line without "error: " (exit status 1)
#   testdata/graph/runs/<name>.args  `grundy graph` with these arguments, one per line, then
#       <name>.in if present: .out  expected stdout
# usage: scripts/check-testdata.sh [ID...]
set -uo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked --quiet || exit 2
bin=${CARGO_TARGET_DIR:-target}/release/grundy
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
dirs=("$@"); [ ${#dirs[@]} -eq 0 ] && dirs=($(ls testdata))
verdict() { # input, expected exit code, actual exit code, expected stderr or ""
  local in=$1 base=${1%.*} v=ok
  cmp -s "$tmp/out" "$base.out" || v="stdout differs"
  [ "$3" = "$2" ] || v="exit $3, expected $2"
  [ -z "$4" ] || [ "$(cat "$tmp/err")" = "$4" ] || v="stderr differs"
  if [ "$v" = ok ]; then
    pass=$((pass + 1)); printf 'ok    %s\n' "$in"
  else
    fail=$((fail + 1)); printf 'FAIL  %s: %s\n' "$in" "$v"
    diff <(head -c 2000 "$base.out") <(head -c 2000 "$tmp/out") | head -10
    [ -s "$tmp/err" ] && head -3 "$tmp/err"
  fi
}
for sub in "${dirs[@]}"; do
  case $sub in
  xortrie)
    for case in testdata/xortrie/*/*.in testdata/xortrie/*/*.args; do
      [ -e "$case" ] || continue
      base=${case%.*}; args=(); in=()
      [ "${case##*.}" = args ] && [ -f "$base.in" ] && continue # run with its .in
      [ -f "$base.args" ] && read -r -a args < "$base.args"
      [ -f "$base.in" ] && in=("$base.in")
      "$bin" xortrie-sim "${args[@]}" "${in[@]}" > "$tmp/out" 2> "$tmp/err"; code=$?
      if [ -f "$base.err" ]; then verdict "$case" 1 $code "error: $(cat "$base.err")"
      else verdict "$case" 0 $code ""; fi
    done ;;
  table)
    for case in testdata/table/runs/*.args; do
      [ -e "$case" ] || continue
      base=${case%.*}
      mapfile -t args < "$case"
      "$bin" table "${args[@]}" > "$tmp/out" 2> "$tmp/err"; code=$?
      if [ -f "$base.err" ]; then verdict "$case" 1 $code "error: $(cat "$base.err")"
      else verdict "$case" 0 $code ""; fi
    done ;;
  *)
    if [ "$sub" = graph ]; then
      for case in testdata/graph/runs/*.args; do
        base=${case%.*}; in=()
        mapfile -t args < "$case"
        [ -f "$base.in" ] && in=("$base.in")
        "$bin" graph "${args[@]}" "${in[@]}" > "$tmp/out" 2> "$tmp/err"; code=$?
        verdict "$case" 0 $code ""
      done
    fi
    for in in testdata/"$sub"/*.in; do
      [ -e "$in" ] || continue
      "$bin" "$sub" "$in" > "$tmp/out" 2> "$tmp/err"; code=$?
      verdict "$in" 0 $code ""
    done
    for in in testdata/"$sub"/errors/*.in; do
      [ -e "$in" ] || continue
      "$bin" "$sub" < "$in" > "$tmp/out" 2> "$tmp/err"; code=$?
      verdict "$in" 1 $code "$(cat "${in%.in}.err")"
    done ;;
  esac
done
echo "check-testdata: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
