#!/usr/bin/env python3
"""Independent reference answers for the golden pairs of snim, winning-ways and anti-nim.

Written from the game definitions, not from grundy's code: S-Nim by a plain mex table,
Winning Ways by trying the one candidate move of each pile, misère Nim by exhaustive
search on small positions (and Bouton's rule, cross-checked by that search, on large ones).

usage: oracle.py SUBCOMMAND [--format be-the-winner] < input > output
Reads the well-formed input the same way a judge does (whitespace-separated integers).
"""
import sys
from functools import lru_cache


def tokens():
    return iter(int(t) for t in sys.stdin.buffer.read().split())


def snim(it):
    out = []
    for k in it:
        if k == 0:
            break
        S = sorted(set(next(it) for _ in range(k)))
        m = next(it)
        positions = [[next(it) for _ in range(next(it))] for _ in range(m)]
        top = max((h for p in positions for h in p), default=0)
        g = [0] * (top + 1)
        for x in range(1, top + 1):
            reach = {g[x - s] for s in S if s <= x}
            v = 0
            while v in reach:
                v += 1
            g[x] = v
        line = ''
        for p in positions:
            x = 0
            for h in p:
                x ^= g[h]
            line += 'W' if x else 'L'
        out.append(line)
    return out


def winning_ways(it):
    out = []
    for _ in range(next(it)):
        piles = [next(it) for _ in range(next(it))]
        total = 0
        for p in piles:
            total ^= p
        # a winning move turns pile p into the unique value that zeroes the nim-sum
        out.append(str(sum(1 for p in piles if (total ^ p) < p) if total else 0))
    return out


@lru_cache(maxsize=None)
def misere_wins(piles):
    if sum(piles) == 0:
        return True  # the previous player took the last object and lost
    for i, p in enumerate(piles):
        for v in range(p):
            nxt = tuple(sorted(piles[:i] + (v,) + piles[i + 1:]))
            if not misere_wins(nxt):
                return True
    return False


def misere_rule(piles):
    x = 0
    for p in piles:
        x ^= p
    return x == 0 if all(p <= 1 for p in piles) else x != 0


def misere(piles):
    if len(piles) <= 4 and max(piles, default=0) <= 6:
        w = misere_wins(tuple(sorted(piles)))
        assert w == misere_rule(piles), piles
        return w
    return misere_rule(piles)


def anti_nim(it, fmt):
    out = []
    if fmt == 'john':
        for _ in range(next(it)):
            piles = [next(it) for _ in range(next(it))]
            out.append('John' if misere(piles) else 'Brother')
    else:
        for n in it:
            piles = [next(it) for _ in range(n)]
            out.append('Yes' if misere(piles) else 'No')
    return out


if __name__ == '__main__':
    sub = sys.argv[1]
    it = tokens()
    if sub == 'snim':
        lines = snim(it)
    elif sub == 'winning-ways':
        lines = winning_ways(it)
    elif sub == 'anti-nim':
        fmt = sys.argv[3] if len(sys.argv) > 3 else 'john'
        lines = anti_nim(it, fmt)
    else:
        sys.exit(f'unknown subcommand {sub}')
    sys.stdout.write(''.join(l + '\n' for l in lines))
