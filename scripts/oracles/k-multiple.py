"""Independent reference for testdata/k-multiple: writes every NAME.in / NAME.out here.

Builds the losing sizes straight from the problem's definition (a[i+1] = b[i] + 1, where
b[i] is the largest sum of a[0..=i] terms with each chosen term more than k times the next
chosen one), with Python big integers, and checks small piles against a game search. It
shares no code with the Rust solver. Run from testdata/<id>/: python3 ../../scripts/oracles/<id>.py
"""
import bisect
import random
import sys
from functools import lru_cache

U64 = 2**64 - 1
sys.setrecursionlimit(10000)


def losing_sizes(k, n):
    a, b = [1], [1]
    j = 0
    while a[-1] < n:
        nxt = b[-1] + 1
        while j + 1 < len(a) and a[j + 1] * k < nxt:
            j += 1
        b.append(b[j] + nxt if a[j] * k < nxt else nxt)
        a.append(nxt)
    return a


def answer(n, k, cache={}):
    a = cache.get(k)
    if a is None or a[-1] < n:
        a = cache[k] = losing_sizes(k, n)
    i = bisect.bisect_right(a, n) - 1
    if a[i] == n:
        return None
    rem, last = n, None
    for t in reversed(a[:i + 1]):
        if t <= rem:
            rem -= t
            last = t
    assert rem == 0
    return last


def search_answer(n, k):
    @lru_cache(maxsize=None)
    def wins(rem, cap):
        return any(x == rem or not wins(rem - x, min(k * x, rem - x))
                   for x in range(1, min(rem, cap) + 1))
    for x in range(1, n):
        if not wins(n - x, min(k * x, n - x)):
            return x
    return None


def render(cases, answers):
    return ''.join(f'Case {i}: {"lose" if x is None else x}\n'
                   for i, x in enumerate(answers, 1))


def write(name, cases, answers=None, text_in=None):
    if answers is None:
        answers = [answer(n, k) for n, k in cases]
    open(name + '.in', 'w').write(
        text_in if text_in is not None else
        f'{len(cases)}\n' + ''.join(f'{n} {k}\n' for n, k in cases))
    open(name + '.out', 'w').write(render(cases, answers))


def main():
    r = random.Random(2486)
    write('sample', [(16, 1), (11, 1), (32, 2), (34, 2), (19, 3)])
    small = [(n, k) for k in range(1, 6) for n in range(1, 61)]
    r.shuffle(small)
    searched = [search_answer(n, k) for n, k in small]
    assert searched == [answer(n, k) for n, k in small], 'definition disagrees with search'
    write('small-search', small, searched)
    # HDU bounds: n up to 10^8, k up to 10^5; repeated k values in scattered order.
    big = [(10**8, 10**5), (10**8 - 1, 10**5), (99999999, 1), (10**8, 2), (10**8, 3)]
    ks = [r.randint(1, 10**5) for _ in range(5)]
    for i in range(15):
        big.append((r.randint(10**7, 10**8), ks[i % 5]))
    write('judge-max', big)
    ext = [(1, 1), (1, 10**6), (2, 1), (3, 1), (2, 10**6), (10**6 + 1, 10**6),
           (10**6 + 2, 10**6), (10**6 + 3, 10**6)]
    ext += [(2**e + d, 1) for e in (62, 63) for d in (-1, 0, 1)]
    ext += [(U64, 1), (U64, 2), (U64, 3), (U64, 1000), (U64 - 1, 2)]
    fib = [1, 2]
    while fib[-1] + fib[-2] <= U64:
        fib.append(fib[-1] + fib[-2])
    ext += [(fib[-1], 2), (fib[-1] - 1, 2), (fib[-1] + 1, 2)]
    ext += [(10**18, 10**6), (10**18 - 1, 10**6), (10**18, 999999), (10**18, 10**5)]
    write('extremes', ext)
    write('crlf-blank-lines', [(16, 1), (11, 1)], None, '2\r\n\r\n16 1\r\n\r\n11\t1')


if __name__ == '__main__':
    main()
