#!/usr/bin/env python3
"""Independent reference answers for the Sprague-Grundy catalogue (catalogue-sg.md).

Written from the games' definitions, not from grundy's code. Each closed form used here is
first checked at start-up against a plain game search written in this file (`selfcheck`),
so the answers for large inputs rest on a formula this script has itself verified on small
ones; the games with tables (bomb, cutting, chess DAGs, stone boxes, trees) are computed
by definition directly.

usage: sg.py PROBLEM [--exact] < input > output      (well-formed input only)
"""
import sys
from functools import lru_cache

sys.setrecursionlimit(10000)


def tokens(data):
    return iter(data.split())


def mex(values):
    s = set(values)
    m = 0
    while m in s:
        m += 1
    return m


# ---------------------------------------------------------------- take-or-split (multi-sg)

def split_table(n, parts):
    """SG of heaps 0..n when a move removes objects or splits into `parts` non-empty heaps,
    by enumerating every split."""
    g = [0] * (n + 1)

    def partitions(x, k, lo):
        if k == 1:
            if x >= lo:
                yield (x,)
            return
        for a in range(lo, x // k + 1):
            for rest in partitions(x - a, k - 1, a):
                yield (a,) + rest

    for x in range(1, n + 1):
        opts = set(g[:x])
        for p in partitions(x, parts, 1):
            v = 0
            for h in p:
                v ^= g[h]
            opts.add(v)
        g[x] = mex(opts)
    return g


def sg_split2(x):
    if x == 0:
        return 0
    return {0: x - 1, 3: x + 1}.get(x % 4, x)


def sg_split3(x):
    if x == 0:
        return 0
    return {0: x - 1, 7: x + 1}.get(x % 8, x)


def nim_cases_with_count(it, f, yes, no):
    out = []
    for _ in range(int(next(it))):
        n = int(next(it))
        x = 0
        for _ in range(n):
            x ^= f(int(next(it)))
        out.append(yes if x else no)
    return out


# ---------------------------------------------------------------- gg-and-mm (every-sg)

@lru_cache(maxsize=None)
def every_step_search(a, b):
    """Step by definition over the real moves (a >= b)."""
    if b == 0:
        return 0
    opts = []
    for k in range(1, a // b + 1):
        r = a - k * b
        opts.append((max(r, b), min(r, b)))
    wins = any(not wins_search(*o) for o in opts)
    if wins:
        return 1 + max(every_step_search(*o) for o in opts if not wins_search(*o))
    return 1 + min(every_step_search(*o) for o in opts)


@lru_cache(maxsize=None)
def wins_search(a, b):
    if b == 0:
        return False
    return any(not wins_search(max(a - k * b, b), min(a - k * b, b)) for k in range(1, a // b + 1))


def every_step(p, q):
    a, b = max(p, q), min(p, q)
    ops = []
    while True:
        if b == 0:
            t = 0
            break
        if a % b == 0:
            t = 1
            break
        if a < 2 * b:
            ops.append(1)
            a, b = b, a - b
        else:
            ops.append(2)
            a, b = b, a % b
    for op in reversed(ops):
        t = t + 1 if op == 1 or t % 2 == 0 else t + 2
    return t


def gg_and_mm(it):
    out = []
    for n in it:
        best = 0
        for _ in range(int(n)):
            best = max(best, every_step(int(next(it)), int(next(it))))
        out.append("MM" if best % 2 == 1 else "GG")
    return out


# ---------------------------------------------------------------- mock-turtles

def odious(x):
    return 2 * x if bin(x).count("1") % 2 == 1 else 2 * x + 1


def mock_search_table(coins):
    g = {}
    for mask in range(1 << coins):
        opts = set()
        for r in range(coins):
            if mask >> r & 1:
                base = mask ^ (1 << r)
                opts.add(g[base])
                for a in range(r):
                    opts.add(g[base ^ (1 << a)])
                    for b in range(a):
                        opts.add(g[base ^ (1 << a) ^ (1 << b)])
        # every option clears the highest set bit changed, so it is a smaller mask
        g[mask] = mex(opts)
    return g


def mock_turtles(it):
    out = []
    for n in it:
        heads = {int(next(it)) for _ in range(int(n))}
        x = 0
        for h in heads:
            x ^= odious(h)
        out.append("No" if x else "Yes")
    return out


# ---------------------------------------------------------------- trees (colon principle)

def read_tree(it):
    m = int(next(it))
    adj = [[] for _ in range(m + 1)]
    for _ in range(m - 1):
        a, b = int(next(it)), int(next(it))
        adj[a].append(b)
        adj[b].append(a)
    return m, adj


def subtree_values(m, adj):
    """Value of every node's subtree, children before parents (iteratively)."""
    parent = [0] * (m + 1)
    order = [1]
    parent[1] = -1
    for v in order:
        for w in adj[v]:
            if w != parent[v]:
                parent[w] = v
                order.append(w)
    val = [0] * (m + 1)
    for v in reversed(order):
        if parent[v] > 0:
            val[parent[v]] ^= val[v] + 1
    return val, parent


def tree_game(it):
    out = []
    for _ in range(int(next(it))):
        m, adj = read_tree(it)
        val, _ = subtree_values(m, adj)
        out.append("Alice" if val[1] else "Bob")
    return out


def pp_and_qq(it, exact):
    out = []
    for n in it:
        x, big = 0, False
        for _ in range(int(n)):
            m, adj = read_tree(it)
            val, parent = subtree_values(m, adj)
            x ^= val[1]
            if exact:
                big |= any(val[c] >= 1 for c in adj[1])
            else:
                big |= val[1] >= 2
        first = (x != 0 and big) or (x == 0 and not big)
        out.append("PP" if first else "QQ")
    return out


def forest_misere_search(edges):
    """Misère win for the mover on a forest given as edges of one tree rooted at 0 (roots
    merged), by search over edge subsets."""
    E = len(edges)

    def prune(mask):
        reached = {0}
        grew = True
        while grew:
            grew = False
            for i, (a, b) in enumerate(edges):
                if mask >> i & 1 and ((a in reached) != (b in reached)):
                    reached |= {a, b}
                    grew = True
        return sum(1 << i for i, (a, b) in enumerate(edges) if mask >> i & 1 and a in reached)

    @lru_cache(maxsize=None)
    def win(mask):
        moves = [prune(mask & ~(1 << i)) for i in range(E) if mask >> i & 1]
        return not moves or any(not win(m) for m in moves)

    return win(prune((1 << E) - 1))


# ---------------------------------------------------------------- switch-lights (nim product)

@lru_cache(maxsize=None)
def nim_mul_pow2(i, j):
    """2^i ⊗ 2^j from the Fermat 2-power decomposition of the exponents' bits."""
    if i == 0 or j == 0:
        return 1 << (i + j)
    # largest power of two dividing into the bit pattern: the top common/other bit
    k = 1 << ((i | j).bit_length() - 1)  # a Fermat exponent 2^t with 2^t <= max(i, j)
    if i & k and j & k:
        # 2^k_exp ⊗ 2^k_exp = (3/2) · 2^k_exp where F = 2^k
        a = nim_mul_pow2(i ^ k, j ^ k)
        F = 1 << k
        return nim_mul(a, F ^ (F >> 1))
    # one of them has bit k: F ⊗ c = F · c when c < F
    a = nim_mul_pow2(i & ~k, j & ~k)
    return a << k


def nim_mul(a, b):
    r = 0
    i = 0
    while a >> i:
        if a >> i & 1:
            j = 0
            while b >> j:
                if b >> j & 1:
                    r ^= nim_mul_pow2(i, j)
                j += 1
        i += 1
    return r


def nim_mul_by_definition(n):
    t = [[0] * n for _ in range(n)]
    for a in range(n):
        for b in range(n):
            t[a][b] = mex(t[x][b] ^ t[a][y] ^ t[x][y] for x in range(a) for y in range(b))
    return t


def switch_lights(it):
    out = []
    for _ in range(int(next(it))):
        x = 0
        for _ in range(int(next(it))):
            x ^= nim_mul(int(next(it)), int(next(it)))
        out.append("Have a try, lxhgww." if x else "Don't waste your time.")
    return out


# ---------------------------------------------------------------- chess-game (DAG)

def chess_game(it):
    out = []
    while True:
        t = next(it, None)
        if t is None or int(t) == 0:
            break
        n = int(t)
        succ = []
        for _ in range(n):
            k = int(next(it))
            succ.append([int(next(it)) for _ in range(k)])
        # iterative post-order
        g = [None] * n
        for s in range(n):
            stack = [s]
            while stack:
                v = stack[-1]
                if g[v] is not None:
                    stack.pop()
                    continue
                todo = [w for w in succ[v] if g[w] is None]
                if todo:
                    stack.extend(todo)
                else:
                    g[v] = mex(g[w] for w in succ[v])
                    stack.pop()
        while True:
            m = next(it, None)
            if m is None or int(m) == 0:
                break
            x = 0
            for _ in range(int(m)):
                x ^= g[int(next(it))]
            out.append("WIN" if x else "LOSE")
    return out


# ---------------------------------------------------------------- georgia-and-bob

def georgia_search(cells):
    @lru_cache(maxsize=None)
    def win(p):
        for i in range(len(p)):
            lo = p[i - 1] + 1 if i else 1
            for to in range(lo, p[i]):
                if not win(p[:i] + (to,) + p[i + 1:]):
                    return True
        return False

    return win(tuple(sorted(cells)))


def georgia_value(cells):
    p = [0] + sorted(cells)
    gaps = [p[i] - p[i - 1] - 1 for i in range(1, len(p))]
    x = 0
    for g in gaps[::-1][::2]:
        x ^= g
    return x


def georgia_and_bob(it):
    out = []
    for _ in range(int(next(it))):
        cells = [int(next(it)) for _ in range(int(next(it)))]
        out.append("Georgia will win" if georgia_value(cells) else "Bob will win")
    return out


# ---------------------------------------------------------------- stone-box

def box_by_definition(s):
    g = [0] * (s + 1)
    for c in range(s, -1, -1):
        g[c] = mex(g[d] for d in range(c + 1, min(s, c + c * c) + 1))
    return g


def isqrt(n):
    import math
    return math.isqrt(n)


def box_value(s, c):
    while c:
        q = (isqrt(4 * s - 3) - 1) // 2
        if c > q:
            return s - c
        s = q
    return 0


def stone_box(it):
    out = []
    k = 0
    while True:
        t = next(it, None)
        if t is None or int(t) == 0:
            break
        k += 1
        x = 0
        for _ in range(int(t)):
            s, c = int(next(it)), int(next(it))
            x ^= box_value(s, c)
        out.append(f"Case {k}:")
        out.append("Yes" if x else "No")
    return out


# ---------------------------------------------------------------- bomb-game

def bomb_table(n):
    g = [[0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            if i == 0 or j == 0:
                g[i][j] = i + j
            else:
                col = {g[u][j] for u in range(i)}
                row = {g[i][v] for v in range(j)}
                g[i][j] = mex(a ^ b for a in col for b in row)
    return g


def bomb_game(it):
    out = []
    table = None
    while True:
        n = next(it, None)
        if n is None:
            break
        n, m = int(n), int(next(it))
        if n == 0 and m == 0:
            break
        rows = [next(it) for _ in range(n)]
        side = max(n, m)
        if table is None or len(table) < side:
            table = bomb_table(side)
        x = 0
        for i, row in enumerate(rows):
            for j, ch in enumerate(row):
                if ch == "#":
                    x ^= table[i][j]
        out.append("John" if x else "Jack")
    return out


def bomb_search(rows, cols):
    """SG of each bomb set on a small board by search (cells as bits)."""
    bit = lambda i, j: 1 << (i * cols + j)

    @lru_cache(maxsize=None)
    def g(mask):
        opts = set()
        for i in range(rows):
            for j in range(cols):
                if (i, j) == (0, 0) or not mask & bit(i, j):
                    continue
                rest = mask ^ bit(i, j)
                nxt = []
                if i and j:
                    nxt = [rest ^ bit(u, j) ^ bit(i, v) for u in range(i) for v in range(j)]
                elif i == 0:
                    nxt = [rest ^ bit(0, v) for v in range(j)]
                else:
                    nxt = [rest ^ bit(u, 0) for u in range(i)]
                opts |= {g(x & ~bit(0, 0)) for x in nxt}
        return mex(opts)

    return g, bit


# ---------------------------------------------------------------- cutting-game

def cutting_table(n):
    g = [[0] * (n + 1) for _ in range(n + 1)]
    for w in range(2, n + 1):
        for h in range(2, n + 1):
            opts = {g[i][h] ^ g[w - i][h] for i in range(2, w - 1)}
            opts |= {g[w][j] ^ g[w][h - j] for j in range(2, h - 1)}
            g[w][h] = mex(opts)
    return g


def cutting_search(w, h):
    @lru_cache(maxsize=None)
    def win(pieces):
        for k, (a, b) in enumerate(pieces):
            cuts = [((i, b), (a - i, b)) for i in range(1, a)] + [((a, j), (a, b - j)) for j in range(1, b)]
            for p, q in cuts:
                if p == (1, 1) or q == (1, 1):
                    return True
                rest = list(pieces[:k] + pieces[k + 1:]) + [tuple(sorted(p)), tuple(sorted(q))]
                if not win(tuple(sorted(rest))):
                    return True
        return False

    return win(((min(w, h), max(w, h)),))


def cutting_game(it):
    out = []
    pairs = []
    while True:
        w = next(it, None)
        if w is None:
            break
        pairs.append((int(w), int(next(it))))
    n = max([2] + [max(p) for p in pairs])
    g = cutting_table(n)
    for w, h in pairs:
        if (w, h) == (1, 1):
            win = False
        elif w == 1 or h == 1:
            win = True
        else:
            win = g[w][h] != 0
        out.append("WIN" if win else "LOSE")
    return out


# ---------------------------------------------------------------- self-check

def selfcheck():
    t2, t3 = split_table(60, 2), split_table(60, 3)
    assert all(sg_split2(x) == t2[x] for x in range(61)), "split-in-two formula"
    assert all(sg_split3(x) == t3[x] for x in range(61)), "split-in-three formula"
    for p in range(0, 30):
        for q in range(0, 30):
            a, b = max(p, q), min(p, q)
            assert every_step(p, q) == every_step_search(a, b), ("every step", p, q)
    g = mock_search_table(8)
    for mask in range(256):
        x = 0
        for h in range(8):
            if mask >> h & 1:
                x ^= odious(h)
        assert x == g[mask], "odious coins"
    t = nim_mul_by_definition(32)
    assert all(nim_mul(a, b) == t[a][b] for a in range(32) for b in range(32)), "nim product"
    assert nim_mul(1 << 32, 1 << 32) == 3 << 31
    for cells in [(1, 2, 3), (1, 5, 6, 7, 9), (2, 4, 9, 10), (3,), (1, 10), (4, 6, 8)]:
        assert (georgia_value(cells) != 0) == georgia_search(cells), ("georgia", cells)
    for s in range(0, 80):
        d = box_by_definition(s)
        assert all(box_value(s, c) == d[c] for c in range(s + 1)), ("box", s)
    gs, bit = bomb_search(3, 3)
    tb = bomb_table(3)
    for i in range(3):
        for j in range(3):
            if (i, j) != (0, 0):
                assert gs(bit(i, j)) == tb[i][j], ("bomb", i, j)
    ct = cutting_table(6)
    for w in range(1, 6):
        for h in range(1, 6):
            want = cutting_search(w, h)
            got = False if (w, h) == (1, 1) else True if 1 in (w, h) else ct[w][h] != 0
            assert got == want, ("cutting", w, h)
    # the pp-and-qq counterexample: exact says QQ (the mover loses), the search agrees
    assert not forest_misere_search([(0, 1), (1, 2), (0, 3), (3, 4)])
    # the exact rule against the search on random forests (roots merged into node 0)
    import random
    rng = random.Random(3590)
    for _ in range(60):
        trees, edges, base = [], [], 0
        for _ in range(rng.randint(1, 3)):
            m = rng.randint(1, 5)
            tree = [(v, rng.randint(1, v - 1)) for v in range(2, m + 1)]
            trees.append((m, tree))
            ident = lambda v: 0 if v == 1 else base + v - 1
            edges += [(ident(a), ident(b)) for a, b in tree]
            base += m - 1
        text = f"{len(trees)}\n" + "".join(f"{m}\n" + "".join(f"{a} {b}\n" for a, b in t) for m, t in trees)
        exact = pp_and_qq(tokens(text), True)[0] == "PP"
        assert exact == forest_misere_search(edges), ("pp-and-qq exact", text)


PROBLEMS = {
    "nim-or-not": lambda it, ex: nim_cases_with_count(it, sg_split2, "Alice", "Bob"),
    "simple-nim": lambda it, ex: nim_cases_with_count(it, sg_split3, "First player wins.", "Second player wins."),
    "gg-and-mm": lambda it, ex: gg_and_mm(it),
    "mock-turtles": lambda it, ex: mock_turtles(it),
    "pp-and-qq": lambda it, ex: pp_and_qq(it, ex),
    "tree-game": lambda it, ex: tree_game(it),
    "switch-lights": lambda it, ex: switch_lights(it),
    "chess-game": lambda it, ex: chess_game(it),
    "georgia-and-bob": lambda it, ex: georgia_and_bob(it),
    "stone-box": lambda it, ex: stone_box(it),
    "bomb-game": lambda it, ex: bomb_game(it),
    "cutting-game": lambda it, ex: cutting_game(it),
}


def solve(problem, data, exact=False):
    it = tokens(data)
    return "".join(line + "\n" for line in PROBLEMS[problem](it, exact))


if __name__ == "__main__":
    selfcheck()
    problem = sys.argv[1]
    exact = "--exact" in sys.argv[2:]
    sys.stdout.write(solve(problem, sys.stdin.read(), exact))
