"""Independent reference for testdata/wythoff and testdata/wythoff-moves: writes their
NAME.in / NAME.out pairs.

Exact big-integer arithmetic (math.isqrt) plus an exhaustive search for small piles; it
shares no code with the Rust solver. Run from the repository root:
python3 scripts/oracles/wythoff.py
"""
import random
from functools import lru_cache
from math import isqrt

U64 = 2**64 - 1


def floor_phi(k):
    return (k + isqrt(5 * k * k)) // 2


def losing(a, b):
    a, b = min(a, b), max(a, b)
    return floor_phi(b - a) == a


@lru_cache(maxsize=None)
def search_wins(a, b):
    a, b = min(a, b), max(a, b)
    return any(not search_wins(*p) for p in search_moves(a, b))


def search_moves(a, b):
    out = [(a - d, b - d) for d in range(1, a + 1)]
    out += [tuple(sorted((x, b))) for x in range(a)]
    out += [tuple(sorted((a, y))) for y in range(b)]
    return out


def partner(v):
    """The other pile of the losing position holding v, by direct search over k."""
    if v == 0:
        return 0
    lo, hi = 0, v
    while lo < hi:  # smallest k with floor_phi(k) >= v
        mid = (lo + hi) // 2
        if floor_phi(mid) >= v:
            hi = mid
        else:
            lo = mid + 1
    if floor_phi(lo) == v:
        return v + lo
    lo, hi = 0, v
    while lo < hi:  # smallest k with floor_phi(k) + k >= v
        mid = (lo + hi) // 2
        if floor_phi(mid) + mid >= v:
            hi = mid
        else:
            lo = mid + 1
    assert floor_phi(lo) + lo == v
    return floor_phi(lo)


def move_list(a, b, small=False):
    a, b = min(a, b), max(a, b)
    if small:
        wins = lambda p: search_wins(*p)
        equal = next(((a - d, b - d) for d in range(1, a + 1) if not wins((a - d, b - d))), None)
        moves = search_moves(a, b)
        on_a = moves[a:2 * a]  # after the a equal takes: the moves on the smaller pile
        on_b = moves[2 * a:] if a != b else []  # with a = b the same positions again
        # The judge's order (judges.md): the winning move on the smaller pile, then the one
        # on the larger pile; one that lands on the equal move's position is listed again.
        rest = [p for p in on_a if not wins(p)][:1] + [p for p in on_b if not wins(p)][:1]
    else:
        k = b - a
        ak = floor_phi(k)
        equal = (ak, ak + k) if ak < a else None
        rest = []
        pb = partner(b)
        if pb < a:
            rest.append((pb, b))  # a move on a keeps b
        pa = partner(a)
        if pa < b and a != b:
            rest.append((min(a, pa), max(a, pa)))  # a move on b keeps a
    return ([equal] if equal else []) + rest


def plain_out(pairs):
    return ''.join('0\n' if losing(a, b) else '1\n' for a, b in pairs)


def moves_out(pairs, small=False):
    out = []
    for a, b in pairs:
        lst = move_list(a, b, small)
        if not lst:
            out.append('0\n')
        else:
            out.append('1\n')
            out += [f'{x} {y}\n' for x, y in lst]
    return ''.join(out)


def write(name, text_in, text_out, problem='wythoff'):
    base = f'testdata/{problem}/{name}'
    open(base + '.in', 'w').write(text_in)
    open(base + '.out', 'w').write(text_out)


def pairs_text(pairs):
    return ''.join(f'{a} {b}\n' for a, b in pairs)


def fib_pairs():
    f = [1, 2]
    while f[-1] + f[-2] <= U64:
        f.append(f[-1] + f[-2])
    return f


def main():
    r = random.Random(3)
    write('sample', '2 1\n8 4\n4 7\n', plain_out([(2, 1), (8, 4), (4, 7)]))
    # Every pair up to 30 in both orders, answers from the search.
    small = [(a, b) for a in range(31) for b in range(31)]
    write('small-table', pairs_text(small),
          ''.join('1\n' if search_wins(a, b) else '0\n' for a, b in small))
    # Consecutive Fibonacci numbers are losing positions; float code fails on them.
    f = fib_pairs()
    fib = []
    for x, y in zip(f, f[1:]):
        for da in (-1, 0, 1):
            for db in (-1, 0, 1):
                fib.append((x + da, min(U64, y + db)))
    fib.append((267914295, 165580140))
    write('fibonacci', pairs_text(fib), plain_out(fib))
    top = []
    for k in [0, 1, 2, 10**18, 7 * 10**18, 7046029254386353131, 7046029254386353130,
              7046029254386353132]:
        a = floor_phi(k)
        if a + k <= U64:
            top += [(a, a + k), (a + k, a), (a + 1, a + k)]
    top += [(U64, U64), (0, U64), (U64, 0), (U64 - 1, U64), (0, 0), (1, 1), (0, 1)]
    for _ in range(300):
        k = r.randint(0, 7 * 10**18)
        a = floor_phi(k)
        top.append((a, a + k))
        top.append((r.randint(0, U64), r.randint(0, U64)))
    write('u64-extremes', pairs_text(top), plain_out(top))
    # POJ 1067 bounds (piles up to 10^9), half losing positions: about 1.2 MB.
    big = []
    for i in range(60000):
        if i % 2:
            k = r.randint(0, 381966011)
            a = floor_phi(k)
            big.append((a + k, a) if i % 4 == 1 else (a, a + k))
        else:
            big.append((r.randint(0, 10**9), r.randint(0, 10**9)))
    write('judge-max', pairs_text(big), plain_out(big))
    write('crlf-no-final-newline', '2 1\r\n\r\n8\t4\r\n4 7', '0\n1\n0\n')

    # --moves (HDU 2177)
    write('sample', '1 2\n5 8\n4 7\n2 2\n0 0\n',
          moves_out([(1, 2), (5, 8), (4, 7), (2, 2)]), 'wythoff-moves')
    sm = [(a, b) for a in range(41) for b in range(a, 41) if (a, b) != (0, 0)]
    write('small-table', pairs_text(sm) + '0 0\n', moves_out(sm, small=True), 'wythoff-moves')
    hdu = []
    for i in range(20000):
        if i % 3 == 0:
            k = r.randint(0, 381966)
            a = floor_phi(k)
            hdu.append((a, a + k))
        elif i % 3 == 1:
            k = r.randint(0, 381966)
            a = floor_phi(k)
            hdu.append((a + r.randint(0, 3), a + k + r.randint(0, 3)))
        else:
            x, y = r.randint(0, 10**6), r.randint(0, 10**6)
            hdu.append((min(x, y), max(x, y)))
    hdu = [p for p in hdu if p != (0, 0)]
    write('judge-max', pairs_text(hdu) + '0 0\n', moves_out(hdu), 'wythoff-moves')
    ext = [(U64, U64), (0, U64), (U64 - 1, U64), (1, U64)]
    for v in f[-6:]:
        ext += [(v, U64), (v - 1, U64), (v, v + 1), (v, min(U64, 2 * v))]
    for _ in range(100):
        x, y = r.randint(0, U64), r.randint(0, U64)
        ext.append((min(x, y), max(x, y)))
        k = r.randint(0, 7 * 10**18)
        a = floor_phi(k)
        ext.append((a + 1, a + k + 1))
    ext = [p for p in ext if p != (0, 0)]
    # No terminator: end of input ends the list too.
    write('u64-extremes', pairs_text(ext), moves_out(ext), 'wythoff-moves')
    # a > b under --moves is read as the same position.
    sw = [(8, 5), (2, 1), (7, 5)]
    write('swapped', pairs_text(sw) + '0 0\n', moves_out(sw), 'wythoff-moves')
    # A one-pile move that reaches the equal move's position is printed twice, as every
    # accepted HDU 2177 solution does (`2 3` gives `1 2` twice).
    twice = [(a, b) for a in range(200) for b in range(a, 200)
             if len(set(move_list(a, b))) != len(move_list(a, b))]
    assert (2, 3) in twice
    write('printed-twice', pairs_text(twice) + '0 0\n', moves_out(twice), 'wythoff-moves')


if __name__ == '__main__':
    main()
