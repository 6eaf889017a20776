"""Independent reference for testdata/christmas: writes every NAME.in / NAME.out here.

Two computations that share no code with the Rust solver (which uses Tarjan's low-links):
- `search_value`: exhaustive Green Hackenbush search (a position is the set of remaining
  edges; a move deletes one and drops what no longer reaches the root), for small graphs;
- `reduce_value`: the fusion + colon reduction, with bridges found from a BFS tree by
  marking the fundamental cycle of every non-tree edge, and components by union-find.
The reduction is checked against the search on every small graph written here; the
POJ-shaped files are also checked against the C++ anchor by hand (see the report).
Run from testdata/<id>/: python3 ../../scripts/oracles/<id>.py
"""
import random
from collections import defaultdict, deque
from functools import lru_cache


def search_value(n, edges):
    edges = [(a - 1, b - 1) for a, b in edges]

    def prune(mask):
        reached = {0}
        grew = True
        while grew:
            grew = False
            for i, (u, v) in enumerate(edges):
                if mask >> i & 1 and (u in reached) != (v in reached):
                    reached |= {u, v}
                    grew = True
        return sum(1 << i for i, (u, v) in enumerate(edges) if mask >> i & 1 and u in reached)

    @lru_cache(maxsize=None)
    def grundy(mask):
        seen = {grundy(prune(mask & ~(1 << i))) for i in range(len(edges)) if mask >> i & 1}
        g = 0
        while g in seen:
            g += 1
        return g

    return grundy(prune((1 << len(edges)) - 1))


def reduce_value(n, edges):
    adj = defaultdict(list)  # labels may go up to 10^18: nothing sized by n
    for e, (a, b) in enumerate(edges):
        if a != b:
            adj[a].append((b, e))
            adj[b].append((a, e))
    parent, pedge, depth = {1: 0}, {1: None}, {1: 0}
    order = [1]
    q = deque([1])
    while q:
        u = q.popleft()
        for w, e in adj[u]:
            if w not in depth:
                parent[w], pedge[w], depth[w] = u, e, depth[u] + 1
                order.append(w)
                q.append(w)
    tree = {e for e in pedge.values() if e is not None}
    in_cycle = set()
    for e, (a, b) in enumerate(edges):
        if a == b or e in tree or a not in depth:
            continue
        in_cycle.add(e)
        x, y = a, b
        while x != y:
            if depth[x] < depth[y]:
                x, y = y, x
            in_cycle.add(pedge[x])
            x = parent[x]
    uf = {v: v for v in depth}

    def find(v):
        while uf[v] != v:
            uf[v] = uf[uf[v]]
            v = uf[v]
        return v

    for e in in_cycle:
        a, b = edges[e]
        uf[find(a)] = find(b)
    internal = {}
    for e, (a, b) in enumerate(edges):
        if a in depth and (a == b or e in in_cycle):
            c = find(a)
            internal[c] = internal.get(c, 0) + 1
    acc = {}
    for v in reversed(order):
        e = pedge[v]
        if e is not None and e not in in_cycle:
            c = find(v)
            val = acc.get(c, 0) ^ (internal.get(c, 0) & 1)
            p = find(parent[v])
            acc[p] = acc.get(p, 0) ^ (val + 1)
    c = find(1)
    return acc.get(c, 0) ^ (internal.get(c, 0) & 1)


def case_text(graphs):
    out = [f'{len(graphs)}\n']
    for n, edges in graphs:
        out.append(f'{n} {len(edges)}\n')
        out += [f'{a} {b}\n' for a, b in edges]
    return ''.join(out)


def answer(graphs, small):
    x = 0
    for n, edges in graphs:
        v = reduce_value(n, edges)
        if small:
            assert v == search_value(n, edges), (n, edges)
        x ^= v
    return 'Sally\n' if x else 'Harry\n'


def write(name, cases, small=False, text_in=None):
    open(name + '.in', 'w').write(text_in if text_in else ''.join(case_text(c) for c in cases))
    open(name + '.out', 'w').write(''.join(answer(c, small) for c in cases))


def poj_graph(r, n_max):
    """A tree with simple polygons hung on it, polygons sharing no vertex (POJ's shape)."""
    edges, on_polygon, n = [], set(), 1
    while n < n_max:
        attach = r.randint(1, n)
        if r.random() < 0.35 and n + 2 <= n_max and attach not in on_polygon:
            size = r.randint(2, min(8, n_max - n + 1))
            nodes = [attach] + list(range(n + 1, n + size))
            edges += [(nodes[i], nodes[(i + 1) % size]) for i in range(size)]
            on_polygon.update(nodes)
            n += size - 1
        else:
            n += 1
            edges.append((attach, n))
    r.shuffle(edges)
    return n, [(b, a) if r.random() < 0.5 else (a, b) for a, b in edges]


def main():
    r = random.Random(3710)
    write('sample', [[(2, [(1, 2)]), (4, [(1, 2), (2, 3), (2, 4), (3, 4)])]], small=True)
    shapes = [
        [(1, [])],                                              # no edges at all
        [(7, [])],
        [],                                                     # N = 0: no graphs
        [(2, [(1, 2), (2, 1)])],                                # parallel pair: 0
        [(2, [(1, 2), (1, 2), (1, 2)])],                        # triple: odd, worth 1
        [(1, [(1, 1)])],                                        # self-loop at the root
        [(3, [(1, 2), (2, 2), (2, 2), (2, 3)])],
        [(5, [(1, 2), (2, 3), (3, 1), (1, 4), (4, 5), (5, 1)])],  # two triangles at root
        [(4, [(1, 2), (2, 3), (3, 4), (4, 1), (2, 4)])],        # theta
        [(6, [(1, 2), (2, 3), (3, 4), (4, 2), (4, 5), (5, 6), (6, 4)])],  # chained cycles
        [(6, [(1, 2), (3, 4), (4, 5), (5, 3), (6, 6)])],        # disconnected parts
        [(5, [(2, 3), (3, 4)])],                                # root isolated
        [(3, [(1, 2)]), (3, [(1, 3)])],                         # two equal graphs: Harry
        [(4, [(1, 2), (2, 3), (3, 4), (4, 2), (1, 1)]), (2, [(2, 1)])],
    ]
    write('traps', [c for c in shapes], small=True)
    rnd = []
    for _ in range(250):
        graphs = []
        for _ in range(r.randint(1, 3)):
            n = r.randint(1, 6)
            m = r.randint(0, 9)
            graphs.append((n, [(r.randint(1, n), r.randint(1, n)) for _ in range(m)]))
        rnd.append(graphs)
    write('random-multigraphs', rnd, small=True)
    # Labels up to 10^18: memory must follow the edges, not the declared n.
    big_n = 10**18
    write('huge-labels', [
        [(big_n, [(1, big_n), (big_n, 5 * 10**17), (5 * 10**17, 1), (big_n, 7)])],
        [(big_n, [(1, 2)]), (big_n, [(big_n, big_n - 1)])],
        [(big_n, [])],
    ])
    # POJ 3710 bounds: N < 100 graphs, n < 100 nodes (and m < 500 edges) per graph.
    judge = [[poj_graph(r, 99) for _ in range(99)] for _ in range(8)]
    write('judge-max', judge)
    # Deep: a path with triangles hung along it (recursion would need 60000 frames).
    n, edges = 1, []
    while n < 60000:
        edges.append((n, n + 1))
        n += 1
        if n % 3 == 0:
            edges += [(n, n + 1), (n + 1, n + 2), (n + 2, n)]
            n += 2
    write('deep-path', [[(n, edges)]])
    write('crlf-tabs', [[(2, [(1, 2)])]], text_in='1\r\n2\t1\r\n\r\n1 2')


if __name__ == '__main__':
    main()
