#!/usr/bin/env python3
"""Writes the golden pairs of the Sprague-Grundy catalogue into testdata/<id>/.

Inputs are built here (seeded, so re-running reproduces them); expected outputs come from
scripts/oracles/sg.py, which is written from the games' definitions, not from grundy's code.
Error inputs go to testdata/<id>/errors/<name>.in; their .err/.out are written by running
grundy once and checking them by hand (they are the contract's exact messages).

usage: scripts/gen_sg_testdata.py [PROBLEM...]
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "oracles"))
import sg  # noqa: E402

ROOT = os.path.dirname(HERE)
U64 = (1 << 64) - 1


def write(problem, name, text, errors=False, exact=False):
    sub = "errors" if errors else "exact" if exact else ""
    d = os.path.join(ROOT, "testdata", problem, sub)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name + ".in"), "w") as f:
        f.write(text)
    if not errors:
        with open(os.path.join(d, name + ".out"), "w") as f:
            f.write(sg.solve(problem, text, exact))
        assert os.path.getsize(os.path.join(d, name + ".in")) < 2_200_000, name


def lines(*rows):
    return "".join(" ".join(str(x) for x in r) + "\n" if isinstance(r, (list, tuple)) else str(r) + "\n" for r in rows)


def heaps_format(cases):
    out = [len(cases)]
    for c in cases:
        out.append(len(c))
        out.append(list(c))
    return lines(*out).replace("\n\n", "\n")


def gen_multi(problem, rng, sample):
    write(problem, "sample", sample)
    traps = [[U64], [1, 2, 3], [], [0, 0, 0], [U64, U64], [(1 << 31) - 1], [U64, U64 - 1],
             [3], [4], [4, 3], [7, 8], [8, 7, 1], [U64 - 1, U64 - 2, U64 - 3, U64 - 4],
             [1 << 63, (1 << 63) - 1], [0]]
    write(problem, "traps", heaps_format(traps))
    small = [[rng.randint(0, 40) for _ in range(rng.randint(1, 6))] for _ in range(300)]
    write(problem, "random-small", heaps_format(small))
    wide = [[rng.choice([rng.randint(0, U64), U64 - rng.randint(0, 9), rng.randint(0, 100)])
             for _ in range(rng.randint(1, 5))] for _ in range(300)]
    write(problem, "random-u64", heaps_format(wide))
    top = (1 << 31) - 1 if problem == "nim-or-not" else 10 ** 9
    big = [[rng.randint(max(1, top - 1000), top) if rng.random() < 0.5 else rng.randint(1, top)
            for _ in range(80_000)] for _ in range(2)]
    write(problem, "judge-max", heaps_format(big))
    write(problem, "count-not-filled", "2\n3\n1 2 3\n3\n1 2\n", errors=True)
    write(problem, "above-u64", "1\n2\n5 18446744073709551616\n", errors=True)
    write(problem, "not-a-number", "1\n2\n5 x\n", errors=True)


def gen_gg(rng):
    p = "gg-and-mm"
    write(p, "example", "3\n1 1\n1 1\n1 1\n1\n3 2\n")
    fib = [1, 2]
    while fib[-1] + fib[-2] <= U64:
        fib.append(fib[-1] + fib[-2])
    traps = [
        [(3, 2), (1, 1)], [], [(0, 5)], [(5, 0), (0, 0)], [(7, 7)], [(U64, U64)],
        [(fib[-1], fib[-2])], [(fib[-2], fib[-1]), (1, 1)], [(U64, 1)], [(U64, 2)],
        [(10, 3), (3, 10)], [(0, 0)],
    ]
    text = ""
    for case in traps:
        text += f"{len(case)}\n" + "".join(f"{a} {b}\n" for a, b in case)
    write(p, "traps", text)
    text = ""
    for _ in range(300):
        n = rng.randint(1, 4)
        text += f"{n}\n" + "".join(f"{rng.randint(0, 30)} {rng.randint(0, 30)}\n" for _ in range(n))
    write(p, "random-small", text)
    text = ""
    for _ in range(100):
        text += "1000\n" + "".join(f"{rng.randint(1, 1000)} {rng.randint(1, 1000)}\n" for _ in range(1000))
    write(p, "judge-max", text)
    write(p, "pair-cut-off", "2\n1 1\n3\n", errors=True)
    write(p, "above-u64", "1\n18446744073709551616 1\n", errors=True)
    write(p, "count-not-filled", "1\n1 1\n3\n1 2\n4 5\n", errors=True)


def gen_mock(rng):
    p = "mock-turtles"
    write(p, "sample", "0\n1\n0\n4\n0 1 2 3\n")
    write(p, "sample-blank-line", "0\n\n1\n0\n4\n0 1 2 3\n")
    traps = "2\n0 0\n1\n9223372036854775808\n3\n5 5 5\n0\n2\n18446744073709551615 18446744073709551615\n" \
            "1\n18446744073709551615\n4\n1 2 1 2\n"
    write(p, "traps", traps)
    text = ""
    for _ in range(400):
        n = rng.randint(0, 8)
        text += f"{n}\n" + " ".join(str(rng.randint(0, 12)) for _ in range(n)) + "\n"
    write(p, "random-small", text)
    text = ""
    for _ in range(1000):
        text += "100\n" + " ".join(str(rng.randint(0, 10 ** 8 - 1)) for _ in range(100)) + "\n"
    write(p, "judge-max", text)
    write(p, "negative", "1\n-1\n", errors=True)
    write(p, "above-u64", "2\n1 18446744073709551616\n", errors=True)
    write(p, "count-not-filled", "1\n3\n4\n1 2 3\n", errors=True)


def tree_text(n, rng, shape="random"):
    """A tree on 1..n rooted at 1 with labels shuffled (root kept) and ends swapped."""
    labels = list(range(2, n + 1))
    rng.shuffle(labels)
    label = lambda v: 1 if v == 0 else labels[v - 1]
    edges = []
    for v in range(1, n):
        if shape == "path":
            parent = v - 1
        elif shape == "star":
            parent = 0
        else:
            parent = rng.randrange(max(0, v - 3) if shape == "deep" else 0, v)
        a, b = label(v), label(parent)
        edges.append((a, b) if rng.random() < 0.5 else (b, a))
    rng.shuffle(edges)
    return "".join(f"{a} {b}\n" for a, b in edges)


def gen_pp(rng):
    p = "pp-and-qq"
    write(p, "sample", "2\n2\n1 2\n2\n1 2\n1\n2\n1 2\n")
    write(p, "counterexample", "1\n5\n1 2\n2 3\n1 4\n4 5\n")
    # N = 0; one tree of one node; a lone node and a path 1-2-3 given child-first; a star
    # and a lone node; two equal paths of two (x = 0, big: QQ by both rules).
    traps = "0\n1\n1\n2\n1\n3\n2 1\n3 2\n2\n4\n1 2\n1 3\n1 4\n1\n2\n3\n1 2\n2 3\n3\n3 2\n2 1\n"
    write(p, "traps", traps)
    text = ""
    for _ in range(400):
        k = rng.randint(1, 4)
        text += f"{k}\n"
        for _ in range(k):
            n = rng.randint(1, 7)
            text += f"{n}\n" + tree_text(n, rng)
    write(p, "random-small", text)
    text = ""
    for _ in range(20):
        text += "99\n"
        for _ in range(99):
            text += "99\n" + tree_text(99, rng, rng.choice(["random", "path", "deep", "star"]))
    write(p, "judge-max", text)
    # --exact: the same inputs under the proven rule (tests/problems.rs runs testdata/<id>/<flag>/).
    for name in ["sample", "counterexample", "traps", "random-small"]:
        with open(os.path.join(ROOT, "testdata", p, name + ".in")) as f:
            write(p, name, f.read(), exact=True)
    write(p, "m-zero", "1\n0\n", errors=True)
    write(p, "endpoint-out-of-range", "1\n3\n1 2\n2 4\n", errors=True)
    write(p, "self-loop", "1\n2\n1 2\n1\n3\n2 2\n1 3\n", errors=True)
    write(p, "repeated-edge", "1\n3\n1 2\n2 1\n", errors=True)
    write(p, "cycle", "1\n2\n1 2\n1\n4\n3 4\n1 3\n4 1\n", errors=True)
    write(p, "end-inside-tree", "1\n2\n1 2\n2\n4\n1 2\n", errors=True)


def gen_tree(rng):
    p = "tree-game"
    write(p, "sample", "3\n3\n1 2\n2 3\n\n3\n1 2\n1 3\n\n10\n6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n6 10\n")
    write(p, "traps", "4\n1\n2\n2 1\n3\n3 1\n2 1\n5\n5 4\n4 3\n3 2\n2 1\n")
    text = "300\n"
    for _ in range(300):
        n = rng.randint(1, 12)
        text += f"{n}\n" + tree_text(n, rng)
    write(p, "random-small", text)
    write(p, "judge-max", "1\n100000\n" + tree_text(100000, rng, "path"))
    text = "3\n"
    for shape in ["random", "deep", "star"]:
        text += "30000\n" + tree_text(30000, rng, shape)
    write(p, "large-shapes", text)
    write(p, "n-zero", "1\n0\n", errors=True)
    write(p, "endpoint-out-of-range", "1\n3\n1 2\n0 3\n", errors=True)
    write(p, "cycle", "2\n2\n1 2\n4\n1 2\n2 3\n3 1\n", errors=True)
    write(p, "end-inside-case", "1\n4\n1 2\n2 3\n", errors=True)


def gen_lights(rng):
    p = "switch-lights"
    write(p, "sample", "2\n2\n1 2\n2 1\n2\n1 1\n2 2\n")
    cases = [[(2, 2)], [(2, 2), (1, 3)], [(4, 4), (1, 6)], [(8, 8), (1, 13)], [(16, 16), (1, 24)],
             [(1 << 32, 1 << 32), (1, 3 << 31)], [], [(U64, U64)], [(U64, 1), (1, U64)],
             [(3, 5), (5, 3), (7, 9)]]
    text = f"{len(cases)}\n" + "".join(f"{len(c)}\n" + "".join(f"{x} {y}\n" for x, y in c) for c in cases)
    write(p, "traps", text)

    def distinct(n, top):
        s = set()
        while len(s) < n:
            s.add((rng.randint(1, top), rng.randint(1, top)))
        return list(s)

    cases = [distinct(rng.randint(0, 6), 6) for _ in range(300)]
    text = f"{len(cases)}\n" + "".join(f"{len(c)}\n" + "".join(f"{x} {y}\n" for x, y in c) for c in cases)
    write(p, "random-small", text)
    cases = [distinct(rng.randint(1, 5), U64) for _ in range(300)]
    text = f"{len(cases)}\n" + "".join(f"{len(c)}\n" + "".join(f"{x} {y}\n" for x, y in c) for c in cases)
    write(p, "random-u64", text)
    cases = [distinct(1000, 10000) for _ in range(100)]
    text = f"{len(cases)}\n" + "".join(f"{len(c)}\n" + "".join(f"{x} {y}\n" for x, y in c) for c in cases)
    write(p, "judge-max", text)
    write(p, "coordinate-zero", "1\n2\n1 1\n0 3\n", errors=True)
    write(p, "repeated-light", "2\n1\n1 1\n3\n1 2\n3 4\n1 2\n", errors=True)


def dag_case(n, rng, density, queries):
    recs = []
    for v in range(n):
        k = rng.randint(0, density) if v else 0
        targets = [rng.randrange(0, v) for _ in range(min(k, v))] if v else []
        recs.append(targets)
    # rename so that edges do not always point to smaller numbers
    perm = list(range(n))
    rng.shuffle(perm)
    inv = [0] * n
    for i, p in enumerate(perm):
        inv[p] = i
    text = f"{n}\n"
    for newv in range(n):
        old = inv[newv]
        text += " ".join(str(x) for x in [len(recs[old])] + [perm[t] for t in recs[old]]) + "\n"
    for _ in range(queries):
        m = rng.randint(1, 10)
        text += " ".join(str(x) for x in [m] + [rng.randrange(n) for _ in range(m)]) + "\n"
    return text + "0\n"


def gen_chess(rng):
    p = "chess-game"
    write(p, "sample", "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n")
    # node i moves to every j < i: SG(i) = i; repeated pieces cancel; repeated edges.
    n = 300
    text = f"{n}\n" + "".join(" ".join(str(x) for x in [i] + list(range(i))) + "\n" for i in range(n))
    text += "1 299\n2 299 299\n3 299 298 1\n2 256 44\n0\n"
    text += "3\n2 1 1\n2 2 2\n0\n1 0\n2 0 0\n3 0 0 0\n0\n"
    text += "1\n0\n1 0\n0\n0\n"
    write(p, "traps", text)
    write(p, "end-of-input-terminators", "2\n1 1\n0\n1 0\n2 0 1")
    text = ""
    for _ in range(150):
        text += dag_case(rng.randint(1, 9), rng, 4, rng.randint(0, 4))
    write(p, "random-small", text)
    text = ""
    for _ in range(3):
        text += dag_case(1000, rng, 150, 10)
    write(p, "judge-max", text)
    write(p, "target-out-of-range", "2\n1 2\n0\n1 0\n0\n", errors=True)
    write(p, "piece-out-of-range", "2\n1 1\n0\n1 0\n2 0 2\n0\n", errors=True)
    write(p, "cycle", "2\n1 1\n0\n1 0\n0\n4\n1 1\n1 2\n1 3\n1 1\n1 0\n0\n", errors=True)
    write(p, "self-loop", "3\n1 1\n0\n2 0 2\n1 0\n0\n", errors=True)


def gen_georgia(rng):
    p = "georgia-and-bob"
    write(p, "sample", "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n")
    cases = [[], [1], [2], [5, 3], [3, 5], [1, 3, 5, 7, 9], [9, 7, 5, 3, 1], [U64], [U64, 1], [U64 - 1, U64],
             [10, 2, 6], [1, 2, 4, 8, 16, 32]]
    text = f"{len(cases)}\n" + "".join(f"{len(c)}\n" + " ".join(map(str, c)) + "\n" for c in cases)
    write(p, "traps", text)
    cases = [rng.sample(range(1, 15), rng.randint(0, 6)) for _ in range(400)]
    text = f"{len(cases)}\n" + "".join(f"{len(c)}\n" + " ".join(map(str, c)) + "\n" for c in cases)
    write(p, "random-small", text)
    cases = [rng.sample(range(1, 10001), 1000) for _ in range(20)]
    text = f"{len(cases)}\n" + "".join(f"{len(c)}\n" + " ".join(map(str, c)) + "\n" for c in cases)
    write(p, "judge-max", text)
    write(p, "position-zero", "1\n3\n1 0 2\n", errors=True)
    write(p, "repeated-position", "2\n1\n4\n3\n7\n2\n7\n", errors=True)


def gen_box(rng):
    p = "stone-box"
    write(p, "sample", "3\n2 0\n3 3\n6 2\n2\n6 3\n6 3\n0\n")
    q = (sg.isqrt(4 * U64 - 3) - 1) // 2
    cases = [[(5, 0)], [(0, 0)], [(7, 7)], [(6, 2)], [(12, 3)], [(13, 3)], [(U64, U64)], [(U64, 0)],
             [(U64, q)], [(U64, q + 1)], [(U64, 1)], [(1, 1), (1, 0)], [(1000000, 999)], [(1000000, 1000)]]
    text = "".join(f"{len(c)}\n" + "".join(f"{s} {c_} \n".replace(" \n", "\n") for s, c_ in c) for c in cases)
    write(p, "traps", text + "0\n")
    text = ""
    for _ in range(400):
        n = rng.randint(1, 4)
        text += f"{n}\n"
        for _ in range(n):
            s = rng.randint(0, 60)
            text += f"{s} {rng.randint(0, s)}\n"
    write(p, "random-small", text)  # ends at end of input instead of 0
    text = ""
    for _ in range(400):
        text += "50\n"
        for _ in range(50):
            s = rng.randint(0, 10 ** 6)
            text += f"{s} {rng.randint(0, s) if rng.random() < 0.5 else rng.randint(0, min(s, 1100))}\n"
    write(p, "judge-max", text + "0\n")
    write(p, "c-above-s", "1\n5 2\n2\n3 1\n3 4\n0\n", errors=True)
    write(p, "pair-cut-off", "2\n5 2\n3\n", errors=True)


def board(n, m, rng, density):
    return "".join("".join("#" if rng.random() < density else "." for _ in range(m)) + "\n" for _ in range(n))


def gen_bomb(rng):
    p = "bomb-game"
    write(p, "sample", "2 2\n.#\n..\n2 2\n.#\n.#\n0 0\n")
    text = "1 1\n#\n1 1\n.\n1 5\n....#\n5 1\n.\n.\n.\n.\n#\n2 3\n###\n...\n3 2\n##\n#.\n..\n"
    write(p, "traps", text)  # ends at end of input
    text = ""
    for _ in range(300):
        n, m = rng.randint(1, 6), rng.randint(1, 6)
        text += f"{n} {m}\n" + board(n, m, rng, rng.random())
    write(p, "random-small", text + "0 0\n")
    text = ""
    for _ in range(40):
        text += "50 50\n" + board(50, 50, rng, rng.choice([0.01, 0.1, 0.5, 0.9]))
    write(p, "judge-max", text + "0 0\n")
    text = "100 100\n" + board(100, 100, rng, 0.3) + "100 37\n" + board(100, 37, rng, 0.2)
    write(p, "beyond-judge", text + "0 0\n")
    write(p, "one-side-zero", "1 1\n#\n0 3\n", errors=True)
    write(p, "side-above-200", "201 1\n", errors=True)
    write(p, "row-wrong-length", "2 3\n.#.\n.#\n", errors=True)
    write(p, "row-bad-character", "2 3\n...\n.x.\n", errors=True)


def gen_cutting(rng):
    p = "cutting-game"
    write(p, "sample", "2 2\n3 2\n4 2\n")
    write(p, "traps", "1 1\n1 2\n2 1\n1 5\n7 1\n2 3\n3 3\n200 200\n2 200\n200 2\n")
    write(p, "judge-max", "".join(f"{w} {h}\n" for w in range(2, 201) for h in range(2, 201)))
    write(p, "random", "".join(f"{rng.randint(1, 300)} {rng.randint(1, 300)}\n" for _ in range(2000)))
    write(p, "side-zero", "2 2\n0 3\n", errors=True)
    write(p, "side-above-1000", "2 2\n3 1001\n", errors=True)
    write(p, "lone-w", "2 2\n3\n", errors=True)


GEN = {
    "nim-or-not": lambda r: gen_multi("nim-or-not", r, "2\n3\n2 2 3\n2\n3 3\n"),
    "simple-nim": lambda r: gen_multi("simple-nim", r, "2\n2\n4 4\n3\n1 2 4\n"),
    "gg-and-mm": gen_gg,
    "mock-turtles": gen_mock,
    "pp-and-qq": gen_pp,
    "tree-game": gen_tree,
    "switch-lights": gen_lights,
    "chess-game": gen_chess,
    "georgia-and-bob": gen_georgia,
    "stone-box": gen_box,
    "bomb-game": gen_bomb,
    "cutting-game": gen_cutting,
}

if __name__ == "__main__":
    sg.selfcheck()
    for name in sys.argv[1:] or list(GEN):
        GEN[name](random.Random(name))
        print("wrote", name)
