#!/usr/bin/env python3
"""Helpers of scripts/bench-catalogue.sh: paired timing, and the shaped inputs that
`grundy gen` does not make (trees and DAGs of a given size, full bomb boards).

  pair RUNS INPUT CMD_A CMD_B    -> "wall_a_ms wall_b_ms ratio cpu_a_ms cpu_b_ms cpu_ratio"
  tree NODES CASES SEED          -> tree-game input on stdout (random recursive trees)
  tree-local NODES CASES SEED    -> the same with each node near its parent in label order
  dag NODES CASES SEED           -> chess-game input on stdout (random DAGs, out-degree 0..4)
  dag-local NODES CASES SEED     -> the same with each move to one of the 8 labels below
  bomb SIDE SEED                 -> bomb-game input: one full SIDE x SIDE board, then 0 0
"""
import os
import random
import shlex
import statistics
import subprocess
import sys
import time


def run_once(cmd, path):
    """Wall and CPU (user + sys) seconds of one run of the shell command on the file."""
    with open(path, "rb") as fi, open(os.devnull, "wb") as fo:
        t0 = time.perf_counter()
        proc = subprocess.Popen(shlex.split(cmd), stdin=fi, stdout=fo)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        sys.exit(f"bench: `{cmd}` failed with status {proc.returncode}")
    return wall, usage.ru_utime + usage.ru_stime


def pair(runs, path, a, b):
    """Alternates a and b (a first on even rounds, b first on odd ones) after one warm-up
    each, so a change in machine load hits both alike; medians, and the median of the
    per-round ratios."""
    run_once(a, path)
    run_once(b, path)
    wa, wb, ca, cb = [], [], [], []
    for i in range(runs):
        order = (a, b) if i % 2 == 0 else (b, a)
        got = {cmd: run_once(cmd, path) for cmd in order}
        wa.append(got[a][0]); ca.append(got[a][1])
        wb.append(got[b][0]); cb.append(got[b][1])
    ratio = statistics.median(x / y for x, y in zip(wa, wb))
    cpu_ratio = statistics.median(x / max(y, 1e-6) for x, y in zip(ca, cb))
    ms = lambda v: statistics.median(v) * 1000
    print(f"{ms(wa):.1f} {ms(wb):.1f} {ratio:.3f} {ms(ca):.1f} {ms(cb):.1f} {cpu_ratio:.3f}")


def write_lines(lines):
    sys.stdout.write("\n".join(lines))
    sys.stdout.write("\n")


def tree(nodes, cases, seed, local=False):
    """Random recursive trees (node i hangs below a uniform earlier node) under shuffled
    labels, root 1, each edge's endpoints in random order. local: node i hangs below one
    of the 8 nodes before it, labels in that order."""
    rng = random.Random(seed)
    out = [str(cases)]
    for _ in range(cases):
        label = list(range(2, nodes + 1))
        if not local:
            rng.shuffle(label)
        label.insert(0, 1)
        out.append(str(nodes))
        for i in range(1, nodes):
            parent = rng.randrange(max(0, i - 8), i) if local else rng.randrange(i)
            u, v = label[i], label[parent]
            out.append(f"{u} {v}" if rng.random() < 0.5 else f"{v} {u}")
    write_lines(out)


def dag(nodes, cases, seed, local=False):
    """Random DAGs: positions in shuffled rank order, each moving to 0..4 positions of lower
    rank (local: of the 8 ranks below, labels in rank order); ten queries of ten pieces
    each."""
    rng = random.Random(seed)
    out = []
    for _ in range(cases):
        by_rank = list(range(nodes))
        if not local:
            rng.shuffle(by_rank)
        rank = [0] * nodes
        for r, v in enumerate(by_rank):
            rank[v] = r
        out.append(str(nodes))
        for v in range(nodes):
            r = rank[v]
            k = rng.randint(0, min(4, r))
            low = max(0, r - 8) if local else 0
            out.append(" ".join([str(k)] + [str(by_rank[rng.randrange(low, r)]) for _ in range(k)]))
        for _ in range(10):
            out.append(" ".join(["10"] + [str(rng.randrange(nodes)) for _ in range(10)]))
        out.append("0")
    out.append("0")
    write_lines(out)


def bomb(side, seed):
    rng = random.Random(seed)
    out = [f"{side} {side}"]
    for _ in range(side):
        out.append("".join("#" if rng.random() < 0.5 else "." for _ in range(side)))
    out.append("0 0")
    write_lines(out)


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "pair":
        pair(int(args[0]), args[1], args[2], args[3])
    elif cmd in ("tree", "tree-local"):
        tree(*map(int, args), local=cmd.endswith("-local"))
    elif cmd in ("dag", "dag-local"):
        dag(*map(int, args), local=cmd.endswith("-local"))
    elif cmd == "bomb":
        bomb(*map(int, args))
    else:
        sys.exit(f"bench-catalogue.py: unknown command {cmd}")


if __name__ == "__main__":
    main()
