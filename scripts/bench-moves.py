#!/usr/bin/env python3
"""The cost of `--moves` (issue 24 item 5): for every problem, its judge-maximum golden input
(`testdata/<id>/judge-max.in`) run plainly, with `--moves` and with `--moves --json`, the
three alternated round by round (the order rotates, so a change in the machine's load hits
all three alike), CPU time (user + sys from wait4) as medians, and the median per-round
ratio to the plain run. Output goes to /dev/null; its size is measured once.

  scripts/bench-moves.py [--runs N] [--grundy PATH] [ID ...]

Prints a Markdown table: id, input size, plain ms, --moves ms and ratio, report size,
--moves --json ms and ratio, JSON size. A benchmark, not a test: nothing is asserted.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cpu_of(cmd, path):
    """CPU seconds (user + sys) of one run of cmd with path on stdin, output discarded."""
    with open(path, "rb") as fi, open(os.devnull, "wb") as fo:
        proc = subprocess.Popen(cmd, stdin=fi, stdout=fo, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"bench-moves: `{' '.join(cmd)}` < {path} failed with status {code}")
    return usage.ru_utime + usage.ru_stime


def size_of(cmd, path):
    with open(path, "rb") as fi:
        return len(subprocess.run(cmd, stdin=fi, capture_output=True, check=True).stdout)


def human(n):
    for unit in ("B", "kB", "MB"):
        if n < 1000:
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1000
    return f"{n:.1f} GB"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--grundy", default=str(ROOT / "target/release/grundy"))
    ap.add_argument("ids", nargs="*")
    args = ap.parse_args()
    listing = json.loads(subprocess.run([args.grundy, "list", "--json"], capture_output=True,
                                        check=True).stdout)
    ids = args.ids or [p["id"] for p in listing]
    print("| problem | input | plain ms | `--moves` ms | ratio | report | `--moves --json` ms | ratio | JSON |")
    print("|---|---|---|---|---|---|---|---|---|")
    for pid in ids:
        path = ROOT / "testdata" / pid / "judge-max.in"
        if not path.is_file():
            continue
        cmds = {
            "plain": [args.grundy, pid],
            "moves": [args.grundy, pid, "--moves"],
            "json": [args.grundy, pid, "--moves", "--json"],
        }
        names = list(cmds)
        for name in names:  # warm-up
            cpu_of(cmds[name], path)
        times = {name: [] for name in names}
        for i in range(args.runs):
            order = names[i % 3:] + names[:i % 3]
            for name in order:
                times[name].append(cpu_of(cmds[name], path))
        ms = {n: statistics.median(t) * 1000 for n, t in times.items()}
        ratio = {n: statistics.median(a / max(b, 1e-6) for a, b in zip(times[n], times["plain"]))
                 for n in ("moves", "json")}
        size = {n: size_of(cmds[n], path) for n in ("moves", "json")}
        print(f"| {pid} | {human(path.stat().st_size)} | {ms['plain']:.1f} | {ms['moves']:.1f} | "
              f"{ratio['moves']:.2f} | {human(size['moves'])} | {ms['json']:.1f} | "
              f"{ratio['json']:.2f} | {human(size['json'])} |", flush=True)


if __name__ == "__main__":
    main()
