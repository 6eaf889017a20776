"""Independent reference for the take-away wave: writes the golden pairs NAME.in / NAME.out
of testdata/<id>/ for the fifteen problems of catalogue-takeaway.md.

It shares no code with the Rust solvers. Small inputs are answered by exhaustive game search
written here from the statements; large ones by Python big-integer forms derived separately
(for example 18^k < n <= 9*18^k instead of repeated ceiling division, isqrt instead of the
comparison test, datetime's calendar with backward induction instead of the parity rule,
the recursive Cutcake value instead of the shift form). Each large-input form is first
checked against the search on small inputs (assert). Run from the repository root:

    python3 scripts/oracles/takeaway.py [ID...]
"""
import datetime
import os
import random
import sys
from functools import lru_cache
from math import isqrt

sys.setrecursionlimit(100000)
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)  # the 10^5-digit Wythoff piles
U64 = 2**64 - 1
rng = random.Random(20261125)


def write(problem, name, text_in, text_out):
    d = os.path.join('testdata', problem)
    os.makedirs(d, exist_ok=True)
    base = os.path.join(d, name)
    with open(base + '.in', 'w', newline='') as f:
        f.write(text_in)
    with open(base + '.out', 'w', newline='') as f:
        f.write(text_out)
    size = len(text_in) + len(text_out)
    assert size < 2_200_000, (problem, name, size)


def lines(xs):
    return ''.join(f'{x}\n' for x in xs)


def mex(values):
    s = set(values)
    g = 0
    while g in s:
        g += 1
    return g


# ---------------------------------------------------------------- Bash and its disguises

@lru_cache(maxsize=None)
def bash_search(n, m):
    """Grundy value of one pile n with takes 1..m, by mex."""
    return mex(bash_search(n - t, m) for t in range(1, min(m, n) + 1))


@lru_cache(maxsize=None)
def reach_search(gap, m):
    """Counting up: the gap left to the target; a raise >= gap ends the game (value 0)."""
    if gap <= 0:
        return 0
    return mex(reach_search(gap - r, m) if r < gap else 0 for r in range(1, m + 1))


def bash_value(n, m):
    return n % (m + 1)  # Python integers do not overflow


def check_bash():
    for m in range(1, 15):
        for n in range(0, 80):
            assert bash_search(n, m) == bash_value(n, m)
            if n >= 1:
                assert reach_search(n, m) == bash_value(n, m)


def brave_game():
    check_bash()
    word = lambda n, m: 'first' if bash_value(n, m) else 'second'
    cases = [(23, 2), (4, 3)]
    write('brave-game', 'sample', '2\n23 2\n4 3\n', lines(word(*c) for c in cases))
    small = [(n, m) for m in range(1, 13) for n in range(0, 50)]
    write('brave-game', 'small-search', f'{len(small)}\n' + ''.join(f'{n} {m}\n' for n, m in small),
          lines('first' if bash_search(n, m) else 'second' for n, m in small))
    traps = [(0, 1), (0, U64), (1, U64), (U64, U64), (U64, U64 - 1), (U64 - 1, U64 - 1),
             (U64, 1), (U64, 2), (U64 - 1, 1), (2**63, 2**63 - 1), (2**63, 2**63),
             (1000, 1000), (1000, 999), (999, 1000), (12, 3), (13, 3)]
    write('brave-game', 'traps-u64', f'{len(traps)}\n' + ''.join(f'{n} {m}\n' for n, m in traps),
          lines(word(*c) for c in traps))
    judge = [(rng.randint(1, 1000), rng.randint(1, 1000)) for _ in range(100)]
    write('brave-game', 'judge-max', '100\n' + ''.join(f'{n} {m}\n' for n, m in judge),
          lines(word(*c) for c in judge))


def volunteers():
    check_bash()
    word = lambda n, m: 'Grass' if bash_value(n, m) else 'Rabbit'
    ex = [(1, 1), (2, 1), (10, 3), (12, 3)]
    write('volunteers', 'example', '4\n1 1\n2 1\n10 3\n12 3\n', lines(word(*c) for c in ex))
    small = [(n, m) for m in range(1, 13) for n in range(1, 50)]
    write('volunteers', 'small-search', f'{len(small)}\n' + ''.join(f'{n} {m}\n' for n, m in small),
          lines('Grass' if reach_search(n, m) else 'Rabbit' for n, m in small))
    traps = [(1, U64), (U64, U64), (U64, U64 - 1), (U64 - 1, U64 - 1), (U64, 1), (1, 1),
             (2**63, 2**63 - 1), (10000, 10), (9999, 10), (9988, 10)]
    write('volunteers', 'traps-u64', f'{len(traps)}\n' + ''.join(f'{n} {m}\n' for n, m in traps),
          lines(word(*c) for c in traps))
    judge = [(rng.randint(1, 9999), rng.randint(1, 10)) for _ in range(2000)]
    write('volunteers', 'judge-max', f'{len(judge)}\n' + ''.join(f'{n} {m}\n' for n, m in judge),
          lines(word(*c) for c in judge))


def public_sale_answer(cost, max_raise):
    """Winning first raises by the search for small inputs, by reasoning otherwise."""
    if cost <= 60 and max_raise <= 60:
        wins = [r for r in range(1, max_raise + 1) if r >= cost or reach_search(cost - r, max_raise) == 0]
    elif max_raise >= cost:
        wins = list(range(cost, max_raise + 1))
    else:
        r = cost % (max_raise + 1)
        wins = [r] if r else []
    return ' '.join(map(str, wins)) if wins else 'none'


def public_sale():
    check_bash()
    for cost in range(1, 40):
        for max_raise in range(1, 40):
            by_search = public_sale_answer(cost, max_raise)
            if max_raise >= cost:
                assert by_search == ' '.join(map(str, range(cost, max_raise + 1)))
            else:
                r = cost % (max_raise + 1)
                assert by_search == (str(r) if r else 'none')
    pairs = lambda ps: ''.join(f'{m} {n}\n' for m, n in ps)
    sample = [(4, 2), (3, 2), (3, 5)]
    write('public-sale', 'sample', pairs(sample), lines(public_sale_answer(*p) for p in sample))
    small = [(m, n) for m in range(1, 41) for n in range(1, 41)]
    write('public-sale', 'small-search', pairs(small), lines(public_sale_answer(*p) for p in small))
    traps = [(1, 1099), (1099, 1), (1099, 1099), (1098, 1099), (U64, U64), (U64, U64 - 1),
             (U64 - 1, U64), (U64, 1), (U64 - 1, 1), (1, 1), (2, 1), (5, 2), (2, 5),
             (2**64 - 5, U64)]
    write('public-sale', 'traps', pairs(traps), lines(public_sale_answer(*p) for p in traps))
    judge = [(1, 1099)] + [(rng.randint(1, 1099), rng.randint(1, 1099)) for _ in range(600)]
    write('public-sale', 'judge-max', pairs(judge), lines(public_sale_answer(*p) for p in judge))


# ---------------------------------------------------------------- powers of two, Fibonacci

def good_luck_cet4():
    g = []
    for n in range(0, 3001):
        g.append(mex(g[n - (1 << i)] for i in range(12) if (1 << i) <= n))
    assert all(g[n] == n % 3 for n in range(len(g)))
    word = lambda n: 'Kiki' if (g[n] if n < len(g) else n % 3) else 'Cici'
    write('good-luck-cet4', 'sample', '1\n3\n', lines(word(n) for n in (1, 3)))
    judge = list(range(1, 1001))
    write('good-luck-cet4', 'judge-max', lines(judge), lines(word(n) for n in judge))
    traps = [0, 1, 2, 3, 4, 1024, 2**31, 2**32, 2**63, U64, U64 - 1, U64 - 2, 2**64 - 3, 0]
    write('good-luck-cet4', 'traps-u64', lines(traps), lines(word(n) for n in traps))


FIB_LIMIT = 1_000_000
_fib_table = None


def fib_table():
    """g(x) = mex{g(x - f)} for Fibonacci f <= x, by the definition, up to the limit."""
    global _fib_table
    if _fib_table is None:
        fibs = [1, 2]
        while fibs[-1] + fibs[-2] <= FIB_LIMIT:
            fibs.append(fibs[-1] + fibs[-2])
        g = [0] * (FIB_LIMIT + 1)
        for x in range(1, FIB_LIMIT + 1):
            seen = 0
            for f in fibs:
                if f > x:
                    break
                seen |= 1 << g[x - f]
            v = 0
            while seen >> v & 1:
                v += 1
            g[x] = v
        _fib_table = g
    return _fib_table


def fibonacci_again():
    g = fib_table()
    assert g[:21] == [0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0]
    assert max(g) == 15 and g.index(15) == 206025 and max(g[:1001]) == 9
    word = lambda t: 'Fibo' if g[t[0]] ^ g[t[1]] ^ g[t[2]] else 'Nacci'
    triples = lambda ts: ''.join(f'{a} {b} {c}\n' for a, b, c in ts)
    write('fibonacci-again', 'sample', '1 1 1\n1 4 1\n0 0 0\n',
          lines(word(t) for t in [(1, 1, 1), (1, 4, 1)]))
    traps = [(0, 0, 5), (0, 5, 0), (5, 0, 0), (0, 0, 1), (0, 0, 4), (206025, 0, 0),
             (206025, 206025, 0), (FIB_LIMIT, FIB_LIMIT, FIB_LIMIT), (FIB_LIMIT, 0, 0),
             (832040, 832040, 1), (1000, 1000, 1000), (1, 2, 3)]
    write('fibonacci-again', 'traps', triples(traps), lines(word(t) for t in traps))
    # No terminator: the input ends at end of input.
    judge = [tuple(rng.randint(1, 1000) for _ in range(3)) for _ in range(3000)]
    write('fibonacci-again', 'judge-max', triples(judge) + '0 0 0\n', lines(word(t) for t in judge))
    big = [tuple(rng.randint(0, FIB_LIMIT) for _ in range(3)) for _ in range(3000)]
    write('fibonacci-again', 'beyond-judge-no-terminator', triples(big), lines(word(t) for t in big))


@lru_cache(maxsize=None)
def fib_nim_search(rem, cap):
    """Fibonacci Nim: stones left, largest take allowed; whether the mover wins."""
    return any(not fib_nim_search(rem - t, min(2 * t, rem - t)) for t in range(1, min(cap, rem) + 1))


def fibonacci_nim():
    fibs = [1, 2]
    while fibs[-1] + fibs[-2] <= U64:
        fibs.append(fibs[-1] + fibs[-2])
    assert len(fibs) == 92
    fibset = set(fibs)
    for n in range(1, 250):
        assert fib_nim_search(n, n - 1) == (n not in fibset), n
    word = lambda n: 'Second win' if n in fibset else 'First win'
    write('fibonacci-nim', 'sample', '2\n13\n10000\n0\n', lines(word(n) for n in (2, 13, 10000)))
    small = list(range(1, 250))
    write('fibonacci-nim', 'small-search', lines(small) + '0\n',
          lines('First win' if fib_nim_search(n, n - 1) else 'Second win' for n in small))
    traps = []
    for f in fibs:
        traps += [f - 1, f, f + 1] if f > 1 else [f, f + 1]
    traps += [U64, U64 - 1, 2**63, 2**31 - 1, 1836311903]
    traps = [t for t in traps if 1 <= t <= U64]
    # No terminator: the input ends at end of input.
    write('fibonacci-nim', 'fibonacci-neighbours-u64', lines(traps), lines(word(n) for n in traps))
    judge = [f for f in fibs if 2 <= f < 2**31] + [rng.randint(2, 2**31 - 1) for _ in range(5000)]
    rng.shuffle(judge)
    write('fibonacci-nim', 'judge-max', lines(judge) + '0\n', lines(word(n) for n in judge))


# ---------------------------------------------------------------- Nim in disguise

@lru_cache(maxsize=None)
def nim_search_wins(heaps):
    return any(not nim_search_wins(tuple(sorted(heaps[:i] + (h,) + heaps[i + 1:])))
               for i in range(len(heaps)) for h in range(heaps[i]))


def nim_winning_moves_search(heaps):
    count = 0
    for i in range(len(heaps)):
        for h in range(heaps[i]):
            if not nim_search_wins(tuple(sorted(heaps[:i] + (h,) + heaps[i + 1:]))):
                count += 1
    return count


def xor(xs):
    x = 0
    for v in xs:
        x ^= v
    return x


def rabbit_and_grass():
    word = lambda ks: 'Rabbit Win!' if xor(ks) else 'Grass Win!'
    case = lambda ks: f'{len(ks)}\n' + ' '.join(map(str, ks)) + '\n'
    write('rabbit-and-grass', 'sample', '2 3 5 3 3 5 6 0', 'Rabbit Win!\nGrass Win!\n')
    write('rabbit-and-grass', 'sample-split', '2\n3 5\n3\n3 5 6\n0\n', 'Rabbit Win!\nGrass Win!\n')
    small = [tuple(rng.randint(0, 6) for _ in range(rng.randint(1, 4))) for _ in range(300)]
    for ks in small:
        assert nim_search_wins(tuple(sorted(ks))) == bool(xor(ks))
    write('rabbit-and-grass', 'small-search', ''.join(case(ks) for ks in small) + '0\n',
          lines('Rabbit Win!' if nim_search_wins(tuple(sorted(ks))) else 'Grass Win!' for ks in small))
    traps = [(0,), (0, 0, 0), (U64,), (U64, U64), (U64, U64 - 1, 1), (1000, 1000), (5, 0)]
    # Ends at end of input, with no 0.
    write('rabbit-and-grass', 'traps-no-terminator', ''.join(case(ks) for ks in traps),
          lines(word(ks) for ks in traps))
    judge = [tuple(rng.randint(0, 1000) for _ in range(1000)) for _ in range(40)]
    write('rabbit-and-grass', 'judge-max', ''.join(case(ks) for ks in judge) + '0\n',
          lines(word(ks) for ks in judge))


def good_boy():
    def count(ps):
        x = xor(ps)
        return sum(1 for p in ps if p ^ x < p)
    case = lambda ps: f'{len(ps)}\n' + ' '.join(map(str, ps)) + '\n'
    write('good-boy', 'sample-hdu', '3\n5 7 9\n0\n', '1\n')
    write('good-boy', 'sample-poj', '3\n7 11 13\n2\n1000000000 1000000000\n0\n', '3\n0\n')
    small = [tuple(rng.randint(0, 7) for _ in range(rng.randint(1, 4))) for _ in range(300)]
    for ps in small:
        assert nim_winning_moves_search(ps) == count(ps), ps
    write('good-boy', 'small-search', ''.join(case(ps) for ps in small) + '0\n',
          lines(nim_winning_moves_search(ps) for ps in small))
    traps = [(5,), (0,), (0, 0), (3, 3), (1, 2, 3), (U64,), (U64, U64), (U64, 1, 2**63),
             (2**63, 2**63 - 1, 1), (6, 6, 6)]
    write('good-boy', 'traps-no-terminator', ''.join(case(ps) for ps in traps),
          lines(count(ps) for ps in traps))
    judge = [tuple(rng.randint(1, 10**9) for _ in range(1000)) for _ in range(20)]
    # one case made losing, then one pile changed: exactly the winning piles count
    z = list(judge[0][:-1])
    z.append(xor(z))
    judge.append(tuple(z))
    write('good-boy', 'judge-max', ''.join(case(ps) for ps in judge) + '0\n',
          lines(count(ps) for ps in judge))


# ---------------------------------------------------------------- boards and calendars

@lru_cache(maxsize=None)
def kiki_search(r, c):
    moves = []
    if c:
        moves.append((r, c - 1))
    if r:
        moves.append((r - 1, c))
    if r and c:
        moves.append((r - 1, c - 1))
    return any(not kiki_search(*m) for m in moves)


def kiki_game():
    word = lambda w: 'Wonderful!' if w else 'What a pity!'
    rule = lambda n, m: not (n % 2 == 1 and m % 2 == 1)
    for n in range(1, 40):
        for m in range(1, 40):
            assert kiki_search(n - 1, m - 1) == rule(n, m)
    pairs = lambda ps: ''.join(f'{n} {m}\n' for n, m in ps)
    write('kiki-game', 'sample', '5 3\n5 4\n6 6\n0 0\n', lines(word(rule(*p)) for p in [(5, 3), (5, 4), (6, 6)]))
    small = [(n, m) for n in range(1, 25) for m in range(1, 25)]
    write('kiki-game', 'small-search', pairs(small) + '0 0\n',
          lines(word(kiki_search(n - 1, m - 1)) for n, m in small))
    traps = [(1, 1), (U64, U64), (U64, U64 - 1), (U64 - 1, U64), (2000, 2000), (1999, 1999),
             (1, 2000), (2000, 1)]
    write('kiki-game', 'traps-no-terminator', pairs(traps), lines(word(rule(*p)) for p in traps))
    judge = [(rng.randint(1, 2000), rng.randint(1, 2000)) for _ in range(20000)]
    write('kiki-game', 'judge-max', pairs(judge) + '0 0\n', lines(word(rule(*p)) for p in judge))


def calendar_wins():
    """Backward induction over every date from 0001-01-01 to 2001-11-04, with datetime."""
    target = datetime.date(2001, 11, 4)
    first = datetime.date(1, 1, 1)
    wins = {}
    d = target
    one = datetime.timedelta(days=1)
    while True:
        succ = [d + one] if d < datetime.date.max else []
        y, m = (d.year, d.month + 1) if d.month < 12 else (d.year + 1, 1)
        try:
            succ.append(datetime.date(y, m, d.day))
        except ValueError:
            pass
        wins[d] = any(s <= target and not wins[s] for s in succ) if d != target else False
        if d == first:
            break
        d -= one
    assert len(wins) == 730_793
    return wins


def calendar_game():
    wins = calendar_wins()
    # The statement's rule, checked on every date (the solver must agree with this search).
    for d, w in wins.items():
        assert w == ((d.month + d.day) % 2 == 0 or (d.month, d.day) in ((9, 30), (11, 30))), d
    word = lambda d: 'YES' if wins[d] else 'NO'
    case = lambda ds: f'{len(ds)}\n' + ''.join(f'{d.year} {d.month} {d.day}\n' for d in ds)
    sample = [datetime.date(2001, 11, 3), datetime.date(2001, 11, 2), datetime.date(2001, 10, 3)]
    write('calendar-game', 'sample', '3 \n2001 11 3 \n2001 11 2 \n2001 10 3 \n', lines(word(d) for d in sample))
    traps = [datetime.date(y, m, 30) for y in range(1900, 2002) for m in (9, 11)
             if datetime.date(y, m, 30) <= datetime.date(2001, 11, 4)]
    assert len(traps) == 203
    traps += [datetime.date(2001, 11, 4), datetime.date(1900, 2, 28), datetime.date(2000, 2, 29),
              datetime.date(1900, 3, 1), datetime.date(1, 1, 1), datetime.date(4, 2, 29),
              datetime.date(1600, 2, 29), datetime.date(1999, 12, 31), datetime.date(2001, 10, 4)]
    # leading zeros in months and days
    text = case(traps).replace('2001 11 4\n', '2001 11 04\n').replace('1 1 1\n', '0001 01 01\n')
    write('calendar-game', 'traps', text, lines(word(d) for d in traps))
    judge = sorted(d for d in wins if d.year >= 1900)
    write('calendar-game', 'judge-max-every-date', case(judge), lines(word(d) for d in judge))
    early = sorted(rng.sample([d for d in wins if d.year < 1900], 3000))
    write('calendar-game', 'beyond-judge-early-years', case(early), lines(word(d) for d in early))


# ---------------------------------------------------------------- multiplication

def mult_search(n):
    """Stan wins? Search over the reachable p (products of 2..9 below n)."""
    memo = {}

    def wins(p):
        if p in memo:
            return memo[p]
        w = any(p * f >= n or not wins(p * f) for f in range(2, 10))
        memo[p] = w
        return w
    return wins(1)


def mult_interval(n):
    """Stan wins iff 18^k < n <= 9*18^k for some k >= 0."""
    p = 1
    while p < n:
        if n <= 9 * p:
            return True
        p *= 18
    return False


def multiplication_game():
    for n in range(2, 3000):
        assert mult_search(n) == mult_interval(n), n
    for _ in range(200):
        n = rng.randint(2, 10**11)
        assert mult_search(n) == mult_interval(n), n
    word = lambda n: 'Stan wins.' if mult_interval(n) else 'Ollie wins.'
    write('multiplication-game', 'sample', '162\n17\n34012226\n', lines(word(n) for n in (162, 17, 34012226)))
    small = list(range(2, 2000))
    write('multiplication-game', 'small-search', lines(small),
          lines('Stan wins.' if mult_search(n) else 'Ollie wins.' for n in small))
    traps = []
    p = 1
    while p <= U64:
        for base in (p, 9 * p):
            traps += [t for t in (base - 1, base, base + 1) if 2 <= t <= U64]
        p *= 18
    traps += [2_147_483_647, 2_147_483_648, 4_294_967_294, 4_294_967_295, 5_509_980_288,
              1_215_012_992, 1_215_012_993, U64, U64 - 1]
    write('multiplication-game', 'thresholds-u64', lines(traps), lines(word(n) for n in traps))
    judge = [rng.randint(2, 4_294_967_294) for _ in range(20000)]
    write('multiplication-game', 'judge-max', lines(judge), lines(word(n) for n in judge))


# ---------------------------------------------------------------- Digital Deletions

@lru_cache(maxsize=None)
def dd_search(s):
    """Whether the player to move wins from digit string s (empty: lost)."""
    if s == '':
        return False
    for i, c in enumerate(s):
        for lower in range(int(c)):
            if not dd_search(s[:i] + str(lower) + s[i + 1:]):
                return True
        if c == '0' and not dd_search(s[:i]):
            return True
    return False


def dd_sieve(length):
    """Wins for every integer below 10^length by a sieve over the strings as integers,
    written from the statement's moves (lowering a digit, cutting at a 0)."""
    size = 10 ** length
    win = bytearray(size)
    for i in range(1, size):
        if win[i]:
            continue
        s = str(i)
        # raise one digit
        for pos, c in enumerate(s):
            for up in range(int(c) + 1, 10):
                win[int(s[:pos] + str(up) + s[pos + 1:])] = 1
        # append 0 and j - 1 more digits
        j = 1
        while len(s) + j <= length:
            lo = i * 10 ** j
            win[lo:lo + 10 ** (j - 1)] = b'\x01' * (10 ** (j - 1))
            j += 1
    return win


def digital_deletions():
    win7 = dd_sieve(7)
    for length in range(1, 5):
        for i in range(10 ** length):
            s = str(i).zfill(length)
            want = True if s[0] == '0' else bool(win7[int(s)])
            assert dd_search(s) == want, s
    counts = [sum(1 for i in range(10 ** (l - 1), 10 ** l) if not win7[i]) for l in range(1, 8)]
    assert counts == [1, 9, 81, 772, 7397, 71384, 690396], counts
    answer = lambda s: 'Yes' if s[0] == '0' or win7[int(s)] else 'No'
    write('digital-deletions', 'sample', '0\n00\n1\n20\n', lines(answer(s) for s in ['0', '00', '1', '20']))
    small = [str(i).zfill(l) for l in range(1, 4) for i in range(10 ** l)]
    write('digital-deletions', 'every-string-to-3', lines(small), lines('Yes' if dd_search(s) else 'No' for s in small))
    traps = ['01', '001', '0000000', '00000000', '01234567', '09999999', '10', '100', '1000000',
             '11', '20', '98', '99', '0', '9', '1000001', '9999999']
    traps += [str(i) for i in range(1000000, 10000000) if not win7[i]][:200]
    write('digital-deletions', 'leading-zeros', lines(traps),
          lines('Yes' if s[0] == '0' or win7[int(s)] else 'No' for s in traps))
    judge = [str(rng.randint(1, 999999)).zfill(rng.choice([0, 0, 0, 6])) for _ in range(20000)]
    judge += [str(i) for i in range(100000, 1000000) if not win7[i]][:3000]
    rng.shuffle(judge)
    write('digital-deletions', 'judge-max-length-6', lines(judge), lines(answer(s) for s in judge))


# ---------------------------------------------------------------- Cutcake

@lru_cache(maxsize=None)
def cut_value(x, y):
    """Cutcake value by the halving recursion of Winning Ways."""
    if y == 1:
        return x - 1
    if x == 1:
        return -(y - 1)
    return cut_value(x // 2, y // 2)


@lru_cache(maxsize=None)
def cut_search(bars, alice):
    """Whether the player to move wins the sum of bars (sorted tuple), by the game tree."""
    for i, (x, y) in enumerate(bars):
        side = x if alice else y
        for a in range(1, side):
            parts = [(a, y), (x - a, y)] if alice else [(x, a), (x, y - a)]
            rest = bars[:i] + bars[i + 1:] + tuple(p for p in parts if p != (1, 1))
            if not cut_search(tuple(sorted(rest)), not alice):
                return True
    return False


def alice_game():
    for _ in range(400):
        bars = [(rng.randint(1, 5), rng.randint(1, 4)) for _ in range(rng.randint(0, 3))]
        key = tuple(sorted(b for b in bars if b != (1, 1)))
        assert cut_search(key, True) == (sum(cut_value(*b) for b in bars) > 0), bars

    def cases(cs):
        out = f'{len(cs)}\n'
        for bars in cs:
            out += f'{len(bars)}\n' + ''.join(f'{x} {y}\n' for x, y in bars)
        return out

    def answers(cs):
        return ''.join(f'Case {i}: ' + ('Alice' if sum(cut_value(*b) for b in bars) > 0 else 'Bob') + '\n'
                       for i, bars in enumerate(cs, 1))
    sample = [[(1, 1)], [(2, 1)], [(2, 2), (2, 1)], [(3, 2)]]
    write('alice-game', 'sample', '4\n1\n1 1\n1\n2 1\n2\n2 2\n2 1\n1\n3 2\n', answers(sample))
    small = [[(rng.randint(1, 5), rng.randint(1, 4)) for _ in range(rng.randint(0, 3))] for _ in range(300)]
    text_out = ''.join(f'Case {i}: ' + ('Alice' if cut_search(tuple(sorted(b for b in bars if b != (1, 1))), True) else 'Bob') + '\n'
                       for i, bars in enumerate(small, 1))
    write('alice-game', 'small-search', cases(small), text_out)
    traps = [[], [(2, 2)], [(2, 3)], [(3, 2)], [(2, 3), (3, 2), (2, 2)], [(1, 2), (2, 1)],
             [(U64, 1)] * 3 + [(1, U64)] * 3, [(U64, 1)] * 4 + [(1, U64)] * 3 + [(2, 1)],
             [(1, U64)] * 4 + [(U64, 1)] * 4, [(U64, U64)], [(U64, 2)], [(2, U64)],
             [(10**9, 1)] * 100, [(1, 10**9)] * 50 + [(10**9, 1)] * 50 + [(2, 1)],
             [(2**63, 2**62 - 1)], [(7, 1), (1, 7)]]
    write('alice-game', 'traps-overflow', cases(traps), answers(traps))
    judge = []
    for _ in range(100):
        judge.append([(rng.randint(1, 10**9), rng.randint(1, rng.choice([1, 2, 10, 10**9]))) if rng.random() < 0.5
                      else (rng.randint(1, rng.choice([1, 2, 10, 10**9])), rng.randint(1, 10**9)) for _ in range(100)])
    write('alice-game', 'judge-max', cases(judge), answers(judge))


# ---------------------------------------------------------------- Wythoff

def floor_phi(k):
    return (k + isqrt(5 * k * k)) // 2


def wythoff_losing(a, b):
    a, b = min(a, b), max(a, b)
    return floor_phi(b - a) == a


@lru_cache(maxsize=None)
def wythoff_search(a, b):
    a, b = min(a, b), max(a, b)
    moves = [(a - d, b - d) for d in range(1, a + 1)] + [(x, b) for x in range(a)] + [(a, y) for y in range(b)]
    return any(not wythoff_search(*m) for m in moves)


def fib_pairs(limit_digits):
    f = [1, 1]
    while len(str(f[-1])) <= limit_digits + 1:
        f.append(f[-1] + f[-2])
    return f


def wythoff_big():
    for a in range(0, 40):
        for b in range(0, 40):
            assert wythoff_search(a, b) == (not wythoff_losing(a, b))
    word = lambda a, b: '0' if wythoff_losing(a, b) else '1'
    pairs = lambda ps: ''.join(f'{a} {b}\n' for a, b in ps)
    write('wythoff-big', 'sample', '2 1\n8 4\n4 7\n', '0\n1\n0\n')
    f = fib_pairs(101)
    traps = []
    for i in range(len(f) - 1):
        if len(str(f[i])) >= 95 or len(str(f[i])) in (19, 20, 21):
            traps += [(f[i], f[i + 1]), (f[i + 1], f[i]), (f[i] + 1, f[i + 1]), (f[i], f[i + 1] - 1)]
    traps += [(0, 0), (0, 1), (10**100, 10**100), (0, 10**100), (U64, U64 + 1), (2**64, 2**64 + 1)]
    k = 10**100
    traps += [(floor_phi(k), floor_phi(k) + k), (floor_phi(k) + 1, floor_phi(k) + k)]
    text = pairs(traps) + '000 0\n0002 00001\n' + '0' * 120 + '4 7\n'
    write('wythoff-big', 'fibonacci-near-1e100', text,
          lines(word(a, b) for a, b in traps) + '0\n0\n0\n')
    judge = []
    for _ in range(3000):
        if rng.random() < 0.5:
            k = rng.randint(0, 10**100 // 2)
            a = floor_phi(k)
            judge.append((a + rng.choice([0, 0, 1, -1]) if a else a, a + k))
        else:
            judge.append((rng.randint(0, 10**100), rng.randint(0, 10**100)))
    rng.shuffle(judge)
    write('wythoff-big', 'judge-max', pairs(judge), lines(word(a, b) for a, b in judge))
    k = rng.randint(10**99_999, 10**100_000 - 1)
    a = floor_phi(k)
    huge = [(a, a + k), (a + k, a + 1)]
    write('wythoff-big', 'ten-to-the-5-digits', pairs(huge), lines(word(a, b) for a, b in huge))
    small = [(a, b) for a in range(0, 30) for b in range(0, 30)]
    write('wythoff-big', 'small-search', pairs(small),
          lines('1' if wythoff_search(a, b) else '0' for a, b in small))


def wythoff_ab():
    word = lambda a, b: 'B' if wythoff_losing(a, b) else 'A'
    case = lambda ps: f'{len(ps)}\n' + ''.join(f'{a} {b}\n' for a, b in ps)
    write('wythoff-ab', 'sample', '3\n3 5\n3 4\n1 9\n', 'B\nA\nA\n')
    f = fib_pairs(20)
    traps = [(72723460248141, 117669030460994), (72723460248142, 117669030460994),
             (0, U64), (U64, 0), (0, 0), (U64, U64)]
    for i in range(1, len(f) - 1):
        if f[i + 1] <= U64:
            traps += [(f[i], f[i + 1]), (f[i + 1], f[i])]
    for k in [U64 // 3, U64 // 3 - 1, 7 * 10**18 // 3, 10**18 // 2]:
        a = floor_phi(k)
        if a + k <= U64:
            traps += [(a, a + k), (a + 1, a + k), (a, a + k + 1)]
    write('wythoff-ab', 'traps-u64', case(traps), lines(word(*p) for p in traps))
    judge = []
    for _ in range(10000):
        if rng.random() < 0.4:
            k = rng.randint(0, 10**18 // 3)
            a = floor_phi(k)
            judge.append((max(1, a + rng.choice([0, 0, 1, -1])), a + k))
        else:
            judge.append((rng.randint(1, 10**18), rng.randint(1, 10**18)))
    write('wythoff-ab', 'judge-max-1185', case(judge), lines(word(*p) for p in judge))
    small = [(a, b) for a in range(0, 30) for b in range(0, 30)]
    write('wythoff-ab', 'small-search', case(small), lines('A' if wythoff_search(a, b) else 'B' for a, b in small))


ALL = {
    'brave-game': brave_game, 'good-luck-cet4': good_luck_cet4, 'fibonacci-again': fibonacci_again,
    'rabbit-and-grass': rabbit_and_grass, 'good-boy': good_boy, 'public-sale': public_sale,
    'volunteers': volunteers, 'kiki-game': kiki_game, 'calendar-game': calendar_game,
    'multiplication-game': multiplication_game, 'digital-deletions': digital_deletions,
    'fibonacci-nim': fibonacci_nim, 'alice-game': alice_game, 'wythoff-big': wythoff_big,
    'wythoff-ab': wythoff_ab,
}

if __name__ == '__main__':
    for name in sys.argv[1:] or ALL:
        ALL[name]()
        print('wrote', name, file=sys.stderr)
