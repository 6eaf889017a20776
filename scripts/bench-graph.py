#!/usr/bin/env python3
"""Writes a random graph in `grundy graph`'s format for scripts/bench-graph.sh:
bench-graph.py N M SEED > g.txt. A tenth of the positions have no move (so that every
outcome occurs); the others share the M moves (2 to 18 each, as many as it takes), each
to a random position, some of them near (a target within 64 after the source) so that
long chains of forced play and cycles both occur. Repeats may happen and are kept."""
import random
import sys

n, m, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
movers = [v for v in range(1, n + 1) if rng.random() >= 0.1]
out = sys.stdout
out.write(f"{n} {m}\n")
left = m
lines = []
while left > 0:
    for u in movers:
        if left == 0:
            break
        k = min(left, rng.randint(2, 18))
        left -= k
        for _ in range(k):
            if rng.random() < 0.3:
                v = min(n, u + rng.randint(1, 64))
            else:
                v = rng.randint(1, n)
            lines.append(f"{u} {v}\n")
        if len(lines) >= 1 << 16:
            out.write("".join(lines))
            lines.clear()
out.write("".join(lines))
