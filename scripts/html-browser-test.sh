#!/usr/bin/env bash
# The season page in a real browser: builds the release binary, plays a season of 30
# seeded matches (a few with Chinese, emoji and `<&>"'` names), writes it with
# `grundy xortrie-sim --html`, opens the page in headless Chromium, and checks that the
# season table as the browser renders it (its innerText) holds the very rows of the text
# report of the same season; then takes a screenshot (kept at
# target/html-browser-test/season.png for a look) and checks it is a non-empty PNG.
#
#   scripts/html-browser-test.sh [--required]
#
# Chromium is Debian's `chromium` package: when it is missing and we are root (or have
# sudo without a password), it is installed with apt-get. Where it cannot be had, the test
# prints why and is skipped (exit 0), unless --required is given or CI is set in the
# environment: there a skip is a failure (exit 1). .ci/run runs it with --required.
#
# The page itself has no script. To read what the browser renders, the test opens a copy
# of the page with one script appended, which puts the season table's innerText into a
# <pre> that --dump-dom then prints. Chromium's background connections are turned off by
# its flags; the page asks for no network.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

required=0
[ "${1:-}" = --required ] && required=1
[ -n "${CI:-}" ] && required=1

skip() {
    echo "html-browser-test: skipped: $*"
    if [ "$required" = 1 ]; then
        echo "html-browser-test: a skip is a failure here (CI or --required)" >&2
        exit 1
    fi
    exit 0
}
fail() {
    echo "html-browser-test: FAIL: $*" >&2
    exit 1
}

find_chromium() {
    local c
    for c in chromium chromium-browser; do
        if command -v "$c" > /dev/null 2>&1; then
            command -v "$c"
            return 0
        fi
    done
    return 1
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if ! chromium=$(find_chromium); then
    if ! command -v apt-get > /dev/null 2>&1; then
        skip "chromium is not installed, and there is no apt-get to install it"
    fi
    sudo=()
    if [ "$(id -u)" != 0 ]; then
        if command -v sudo > /dev/null 2>&1 && sudo -n true 2> /dev/null; then
            sudo=(sudo -n)
        else
            skip "chromium is not installed, and installing it needs root (apt-get install chromium)"
        fi
    fi
    echo "html-browser-test: installing chromium with apt-get (a minute or two) ..."
    export DEBIAN_FRONTEND=noninteractive
    # The package lists may be missing (a fresh container) or stale: update once on failure.
    if ! "${sudo[@]}" apt-get install -y -q chromium > "$tmp/apt.log" 2>&1; then
        if ! { "${sudo[@]}" apt-get update -q && "${sudo[@]}" apt-get install -y -q chromium; } \
            >> "$tmp/apt.log" 2>&1; then
            tail -5 "$tmp/apt.log"
            skip "apt-get could not install chromium (last lines above)"
        fi
    fi
    chromium=$(find_chromium) || skip "apt-get installed chromium, but no chromium command is found"
fi

cargo build --release --locked --quiet || fail "cargo build --release failed"
bin=${CARGO_TARGET_DIR:-$root/target}/release/grundy
case $bin in /*) ;; *) bin=$root/$bin ;; esac

# A season of 30 matches: seed s plays with 4 + s mod 5 players. Three of them seat the
# club's own names, which the page must show exactly (and escaped: `<b>&"Co'` is a name).
season=$tmp/season
mkdir -p "$season"
for s in $(seq 0 29); do
    "$bin" xortrie-sim --play --players $((4 + s % 5)) --seed "$s" > "$season/m$(printf %02d "$s").txt"
done
for f in m00 m07 m13; do
    sed -i -e 's/\bAnn\b/张三/g' -e 's/\bBob\b/🦀/g' -e 's/\bCid\b/<b>\&"Co'"'"'/g' "$season/$f.txt"
done

"$bin" xortrie-sim "$season" > "$tmp/plain.txt" || fail "the plain season run failed"
"$bin" xortrie-sim --html "$tmp/season.html" "$season" > "$tmp/with-html.txt" ||
    fail "xortrie-sim --html failed"
cmp -s "$tmp/plain.txt" "$tmp/with-html.txt" || fail "--html changed the text report"
[ -s "$tmp/season.html" ] || fail "the page is empty"
if grep -qi '<script\|src="http\|href="http\|url(' "$tmp/season.html"; then
    fail "the page holds a script or an external reference"
fi

# The text report's season table as the browser lays a table's text out: the heading
# (the table's caption, without its colon), then the rows, cells joined by a tab. Names
# hold no whitespace, so splitting on blanks is exact.
awk '/^Season of / { on = 1; sub(/:$/, ""); print; next } on && NF { $1 = $1; print }' \
    OFS='\t' "$tmp/plain.txt" > "$tmp/expected.txt"
[ "$(wc -l < "$tmp/expected.txt")" -ge 10 ] || fail "the text report has no season table"

flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
    --disable-background-networking --disable-component-update --disable-sync
    --disable-dev-shm-usage --user-data-dir="$tmp/profile")

cp "$tmp/season.html" "$tmp/probe.html"
cat >> "$tmp/probe.html" << 'EOF'
<script>
var pre = document.createElement("pre");
pre.id = "rendered-season";
pre.textContent = "\n" + document.getElementById("season-table").innerText + "\n";
document.body.prepend(pre);
</script>
EOF
timeout 120 "$chromium" "${flags[@]}" --dump-dom "file://$tmp/probe.html" \
    > "$tmp/dom.html" 2> "$tmp/chromium.log" || {
    tail -5 "$tmp/chromium.log" >&2
    fail "chromium --dump-dom failed"
}
# The <pre>'s text as serialized: only &, < and > (and a no-break space) are escaped.
awk '/<pre id="rendered-season">/{on=1; next} /<\/pre>/{if (on) exit} on' "$tmp/dom.html" |
    sed -e 's/&lt;/</g' -e 's/&gt;/>/g' -e 's/&nbsp;/ /g' -e 's/&amp;/\&/g' |
    sed -e 's/[[:space:]]*$//' -e '/^$/d' > "$tmp/rendered.txt"
if ! diff "$tmp/expected.txt" "$tmp/rendered.txt" > "$tmp/diff.txt"; then
    head -20 "$tmp/diff.txt" >&2
    fail "the season table as Chromium renders it differs from the text report (< text, > page)"
fi
# Every round's picture was parsed as an SVG element of the page (not as text).
svgs=$(grep -o '<svg ' "$tmp/dom.html" | wc -l)
[ "$svgs" -eq "$(grep -o '<svg ' "$tmp/season.html" | wc -l)" ] && [ "$svgs" -ge 30 ] ||
    fail "the browser's page holds $svgs pictures, the file $(grep -o '<svg ' "$tmp/season.html" | wc -l)"
for name in '张三' '🦀' '<b>&"Co'"'"; do
    grep -qF "$name" "$tmp/rendered.txt" || fail "the rendered season table lacks the name $name"
done

shots=$root/target/html-browser-test
mkdir -p "$shots"
rm -f "$shots/season.png"
timeout 120 "$chromium" "${flags[@]}" --hide-scrollbars --window-size=1280,2000 \
    --screenshot="$shots/season.png" "file://$tmp/season.html" > "$tmp/chromium.log" 2>&1 || {
    tail -5 "$tmp/chromium.log" >&2
    fail "chromium --screenshot failed"
}
[ -s "$shots/season.png" ] || fail "the screenshot is empty"
[ "$(head -c 8 "$shots/season.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] ||
    fail "the screenshot is not a PNG"
echo "html-browser-test: ok ($(( $(wc -l < "$tmp/expected.txt") - 2 )) players rendered as the text report has them, $svgs pictures; screenshot $shots/season.png, $(wc -c < "$shots/season.png") bytes)"
