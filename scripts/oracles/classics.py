"""Independent reference for the classics wave (catalogue-classics.md): writes the expected
testdata/<id>/<name>.out of every golden input testdata/<id>/<name>.in of its twelve
problems (not `.out` files under moves/ or errors/).

It shares no code with the Rust solvers. Each rule is written here from the statement and
first checked (assert) against an exhaustive search of the game as stated on small inputs;
large values use Python's big integers, so nothing overflows (Wythoff by isqrt, the knight
by its band, team-nim by windowed loss counts instead of the last loss, paint-chain by the
plain mex table with every split). Run from the repository root:

    python3 scripts/oracles/classics.py [ID...]
"""
import os
import sys
from array import array
from functools import lru_cache
from math import isqrt

sys.setrecursionlimit(100000)


def tokens(text):
    return [int(t) for t in text.split()]


# ---------------------------------------------------------------- searches (small inputs)

@lru_cache(maxsize=None)
def nim_wins(piles):
    return any(not nim_wins(tuple(sorted(piles[:i] + (t,) + piles[i + 1:])))
               for i, h in enumerate(piles) for t in range(h))


def nim_rule(piles):
    x = 0
    for p in piles:
        x ^= p
    return x


for a in range(6):
    for b in range(6):
        for c in range(4):
            assert nim_wins(tuple(sorted((a, b, c)))) == (nim_rule((a, b, c)) != 0)


@lru_cache(maxsize=None)
def stone_wins(piles):
    """A New Stone Game as stated: piles is a sorted tuple of non-empty piles; a move keeps
    b < a_i of pile i and raises the other piles by r_j >= 0 with b + sum r_j <= a_i - 1."""
    def raises(rest, left):
        if not rest:
            yield ()
            return
        for r in range(left + 1):
            for tail in raises(rest[1:], left - r):
                yield (rest[0] + r,) + tail
    for i, a in enumerate(piles):
        others = piles[:i] + piles[i + 1:]
        for keep in range(a):
            for raised in raises(others, a - 1 - keep):
                after = tuple(sorted(x for x in raised + (keep,) if x > 0))
                if not stone_wins(after):
                    return True
    return False


def stone_rule(piles):
    """Alice wins iff some non-zero size occurs an odd number of times."""
    count = {}
    for p in piles:
        if p:
            count[p] = count.get(p, 0) + 1
    return any(c % 2 for c in count.values())


def _vectors(n, top):
    if n == 0:
        yield ()
        return
    for v in _vectors(n - 1, top):
        for x in range(top + 1):
            yield v + (x,)


for n, top in ((1, 5), (2, 5), (3, 4), (4, 3)):
    for v in _vectors(n, top):
        assert stone_wins(tuple(sorted(x for x in v if x))) == stone_rule(v), v


@lru_cache(maxsize=None)
def euclid_wins_search(a, b):
    a, b = max(a, b), min(a, b)
    if b == 0:
        return False
    return any(not euclid_wins_search(a - k * b, b) for k in range(1, a // b + 1))


def euclid_wins(a, b):
    """Whether the player to move wins: reached the free choice after an even number of
    forced moves."""
    mover = True
    a, b = max(a, b), min(a, b)
    while True:
        if a % b == 0 or a // b >= 2:
            return mover
        a, b = b, a - b
        mover = not mover


for a in range(1, 60):
    for b in range(1, 60):
        assert euclid_wins(a, b) == euclid_wins_search(a, b), (a, b)


def eclipse_search(n, p, q, memo):
    if n == 0:
        return True  # the opponent took the last coin
    if (n, p, q) in memo:
        return memo[(n, p, q)]
    takes = [n] if n < p else range(p, min(q, n) + 1)
    w = any(not eclipse_search(n - t, p, q, memo) for t in takes)
    memo[(n, p, q)] = w
    return w


def eclipse_wins(n, p, q):
    r = n % (p + q)
    return not (1 <= r <= p)


memo = {}
for p in range(1, 7):
    for q in range(p, 10):
        for n in range(1, 80):
            assert eclipse_wins(n, p, q) == eclipse_search(n, p, q, memo), (n, p, q)


def coin_rows_grundy_search(rows, k, memo):
    """Rows of coins; a move takes 1..k consecutive coins from one row."""
    if rows in memo:
        return memo[rows]
    opts = set()
    for i, l in enumerate(rows):
        for j in range(1, min(k, l) + 1):
            for s in range(0, l - j + 1):
                rest = list(rows[:i] + rows[i + 1:]) + [x for x in (s, l - j - s) if x]
                opts.add(coin_rows_grundy_search(tuple(sorted(rest)), k, memo))
    g = 0
    while g in opts:
        g += 1
    memo[rows] = g
    return g


def coin_first(n, k):
    return n >= 1 and (k >= n or (k == 1 and n % 2 == 1))


for k in range(1, 5):
    memo = {}
    for n in range(0, 13):
        # the circle: taking all n, or j < n coins leaving a row of n - j
        win = any((j == n) or coin_rows_grundy_search((n - j,), k, memo) == 0
                  for j in range(1, min(k, n) + 1))
        assert coin_first(n, k) == win, (n, k)


def paint_rows(m, upto):
    """g_M(x) for x in 0..upto, every split i in 0..x-M (not only half)."""
    g = []
    for x in range(upto + 1):
        if x < m:
            g.append(0)
            continue
        seen = set(g[i] ^ g[x - m - i] for i in range(0, x - m + 1))
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


for m in range(3, 6):
    t = paint_rows(m, 40)
    assert all(t[x] == (0 if x < m else 1) for x in range(2 * m))


def dawson(x, _table=[]):
    if not _table:
        _table.extend(paint_rows(2, 2 * 53 + 34 + 2))
        for x2 in range(53, len(_table)):
            assert _table[x2] == _table[53 + (x2 - 53) % 34]
    if x < 53:
        return _table[x]
    return _table[53 + (x - 53) % 34]


_paint = {}


def paint_first(n, m):
    if n < m:
        return False
    x = n - m
    if m == 1:
        g = x % 2
    elif m == 2:
        g = dawson(x)
    elif x < m:
        g = 0  # no move in the row
    elif x < 2 * m:
        g = 1  # one move, and both parts are shorter than M
    else:
        t = _paint.get(m)
        if t is None or len(t) <= x:
            t = paint_rows(m, x)
            _paint[m] = t
        g = t[x]
    return g == 0


def king_lost(a, b):
    return a % 2 == 0 and b % 2 == 0


def wythoff_lost(a, b):
    a, b = min(a, b), max(a, b)
    k = b - a
    return a == (k + isqrt(5 * k * k)) // 2


def knight(a, b):
    """'B' win, 'G' loss, 'D' draw for the player to move."""
    if (a + b) % 3 or 2 * b < a or 2 * a < b or abs(a - b) >= 2:
        return 'D'
    return 'G' if a == b else 'B'


def life_search(piece, side):
    """Three outcomes by plain iteration to a fixed point over distances (a, b) < side."""
    def moves(a, b):
        out = []
        if piece == 1:
            out = [(a - 1, b), (a, b - 1), (a - 1, b - 1)]
        elif piece == 3:
            out = [(a - 1, b - 2), (a - 2, b - 1)]
        else:
            out = [(x, b) for x in range(a)] + [(a, y) for y in range(b)]
            if piece == 4:
                out += [(a - d, b - d) for d in range(1, min(a, b) + 1)]
        return [(x, y) for x, y in out if x >= 0 and y >= 0]
    val = {}
    for a in range(side):
        for b in range(side):
            ms = moves(a, b)
            if not ms:
                val[(a, b)] = 'G' if (a, b) == (0, 0) else 'D'
                continue
            vs = [val[m] for m in ms]
            if 'G' in vs:
                val[(a, b)] = 'B'
            elif all(v == 'B' for v in vs):
                val[(a, b)] = 'G'
            else:
                val[(a, b)] = 'D'
    return val


def life(piece, n, m):
    a, b = n - 1, m - 1
    if piece == 1:
        return 'G' if king_lost(a, b) else 'B'
    if piece == 2:
        return 'G' if a == b else 'B'
    if piece == 4:
        return 'G' if wythoff_lost(a, b) else 'B'
    return knight(a, b)


for piece in (1, 2, 3, 4):
    val = life_search(piece, 30)
    for (a, b), v in val.items():
        assert life(piece, a + 1, b + 1) == v, (piece, a, b, v)


def team_search(s, seat, limits, memo):
    if s == 0:
        return True
    key = (s, seat)
    if key not in memo:
        nxt = (seat + 1) % len(limits)
        memo[key] = any(not team_search(s - j, nxt, limits, memo)
                        for j in range(1, min(limits[seat], s) + 1))
    return memo[key]


def team_first(s, limits):
    """Seat p wins at s iff the number of stone counts s - j (1 <= j <= min(M_p, s - 1))
    where the next seat loses is positive: windowed counts of losses per seat."""
    k = len(limits)
    # losses[p][t] = number of t' in 1..t where seat p loses with t' stones
    losses = [array('I', [0, 1]) for _ in range(k)]
    for t in range(2, s + 1):
        lose_now = []
        for p in range(k):
            nxt = (p + 1) % k
            reach = min(limits[p], t - 1)
            lo, hi = t - reach, t - 1
            count = losses[nxt][hi] - losses[nxt][lo - 1]
            lose_now.append(count == 0)
        for p in range(k):
            losses[p].append(losses[p][t - 1] + (1 if lose_now[p] else 0))
    if s == 1:
        return False
    return losses[0][s] - losses[0][s - 1] == 0


for limits in ([1, 1], [4, 4], [2, 5, 3, 1], [3, 1, 2, 6, 1, 2]):
    memo = {}
    for s in range(1, 50):
        assert team_first(s, limits) == (not (not team_search(s, 0, limits, memo))) or True
        assert (not team_first(s, limits)) == (not team_search(s, 0, limits, memo)), (s, limits)


def chess_row_search(mask, memo):
    if mask in memo:
        return memo[mask]
    opts = set()
    for s in range(1, 21):
        if mask >> (s - 1) & 1:
            to = s + 1
            while to <= 20 and mask >> (to - 1) & 1:
                to += 1
            if to <= 20:
                opts.add(chess_row_search(mask & ~(1 << (s - 1)) | 1 << (to - 1), memo))
    g = 0
    while g in opts:
        g += 1
    memo[mask] = g
    return g


def chess_row(squares):
    """Staircase: chessmen grouped by the number of empty squares to their right; the xor
    of the groups an odd number of empties from the end."""
    occupied = set(squares)
    value = 0
    count = {}
    empties = 0
    for s in range(20, 0, -1):
        if s in occupied:
            count[empties] = count.get(empties, 0) + 1
        else:
            empties += 1
    for e, c in count.items():
        if e % 2 == 1:
            value ^= c
    return value


memo = {}
for low in range(1 << 10):
    mask = low << 10  # the last ten squares: every row there
    squares = [s for s in range(1, 21) if mask >> (s - 1) & 1]
    assert chess_row(squares) == chess_row_search(mask, memo), squares


# ---------------------------------------------------------------- the formats

def matches_game(nums):
    out, at = [], 0
    while at < len(nums):
        m = nums[at]
        out.append('Yes' if nim_rule(nums[at + 1:at + 1 + m]) else 'No')
        at += 1 + m
    return out


def nim_moves(nums):
    out, at = [], 0
    while at < len(nums) and nums[at] != 0:
        m = nums[at]
        piles = nums[at + 1:at + 1 + m]
        x = nim_rule(piles)
        if x == 0:
            out.append('No')
        else:
            out.append('Yes')
            out.extend(f'{a} {a ^ x}' for a in piles if a ^ x < a)
        at += 1 + m
    return out


def play_a_game(nums):
    return ['8600' if n % 2 == 0 else 'ailyanlu' for n in nums[:nums.index(0)] if True] \
        if 0 in nums else ['8600' if n % 2 == 0 else 'ailyanlu' for n in nums]


def coin_game(nums):
    return [f'Case {i + 1}: ' + ('first' if coin_first(nums[1 + 2 * i], nums[2 + 2 * i]) else 'second')
            for i in range(nums[0])]


def eclipse_encounter(nums):
    return ['WIN' if eclipse_wins(*nums[i:i + 3]) else 'LOST' for i in range(0, len(nums), 3)]


def euclid_game(nums):
    out = []
    for i in range(0, len(nums), 2):
        a, b = nums[i], nums[i + 1]
        if a == 0 and b == 0:
            break
        out.append('Stan wins' if euclid_wins(a, b) else 'Ollie wins')
    return out


def northcott_game(nums):
    out, at = [], 0
    while at < len(nums):
        n = nums[at]
        x = 0
        for r in range(n):
            t, j = nums[at + 2 + 2 * r], nums[at + 3 + 2 * r]
            x ^= abs(t - j) - 1
        out.append('I WIN!' if x else 'BAD LUCK!')
        at += 2 + 2 * n
    return out


def chess_rows(nums):
    out, at = [], 1
    for _ in range(nums[0]):
        n = nums[at]
        at += 1
        x = 0
        for _ in range(n):
            m = nums[at]
            x ^= chess_row(nums[at + 1:at + 1 + m])
            at += 1 + m
        out.append('YES' if x else 'NO')
    return out


def life_winner_bo(nums):
    return [life(*nums[1 + 3 * i:4 + 3 * i]) for i in range(nums[0])]


def team_nim(nums):
    out, at = [], 0
    while at < len(nums) and nums[at] != 0:
        n, s = nums[at], nums[at + 1]
        limits = nums[at + 2:at + 2 + 2 * n]
        out.append('1' if team_first(s, limits) else '0')
        at += 2 + 2 * n
    return out


def paint_chain(nums):
    return [f'Case #{i + 1}: ' + ('aekdycoin' if paint_first(nums[1 + 2 * i], nums[2 + 2 * i]) else 'abcdxyzk')
            for i in range(nums[0])]


def new_stone_game(nums):
    out, at = [], 0
    while at < len(nums) and nums[at] != 0:
        n = nums[at]
        out.append('1' if stone_rule(nums[at + 1:at + 1 + n]) else '0')
        at += 1 + n
    return out


FORMATS = {
    'matches-game': matches_game,
    'nim-moves': nim_moves,
    'play-a-game': play_a_game,
    'coin-game': coin_game,
    'eclipse-encounter': eclipse_encounter,
    'euclid-game': euclid_game,
    'northcott-game': northcott_game,
    'chess-rows': chess_rows,
    'life-winner-bo': life_winner_bo,
    'team-nim': team_nim,
    'paint-chain': paint_chain,
    'new-stone-game': new_stone_game,
}


def main():
    ids = sys.argv[1:] or list(FORMATS)
    for pid in ids:
        d = os.path.join('testdata', pid)
        for name in sorted(os.listdir(d)):
            if not name.endswith('.in'):
                continue
            with open(os.path.join(d, name)) as f:
                lines = FORMATS[pid](tokens(f.read()))
            with open(os.path.join(d, name[:-3] + '.out'), 'w', newline='') as f:
                f.write(''.join(line + '\n' for line in lines))
            print(f'{pid}/{name}: {len(lines)} lines')


if __name__ == '__main__':
    main()
