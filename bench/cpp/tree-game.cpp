// tree-game (HDU 3094): Green Hackenbush on a rooted tree. Colon principle from root 1:
// g(v) = xor over children c of (g(c) + 1). Breadth-first order from the root, then the
// values are folded in reverse order (no recursion: paths of 10^6 nodes).
#include "io.h"
#include <vector>
int main() {
    io::slurp();
    std::vector<uint32_t> head, next, to, order, parent;
    std::vector<uint64_t> g;
    uint64_t cases = 0, n, a, b;
    io::num(cases);
    while (cases-- && io::num(n)) {
        head.assign(n + 1, 0);
        next.assign(2 * n, 0);
        to.assign(2 * n, 0);
        uint32_t edges = 0;
        for (uint64_t i = 1; i < n && io::num(a) && io::num(b); i++) {
            to[++edges] = uint32_t(b); next[edges] = head[a]; head[a] = edges;
            to[++edges] = uint32_t(a); next[edges] = head[b]; head[b] = edges;
        }
        order.assign(1, 1);
        parent.assign(n + 1, 0);
        for (size_t i = 0; i < order.size(); i++) {
            uint32_t v = order[i];
            for (uint32_t e = head[v]; e; e = next[e])
                if (to[e] != parent[v]) { parent[to[e]] = v; order.push_back(to[e]); }
        }
        g.assign(n + 1, 0);
        for (size_t i = order.size(); i-- > 1;) g[parent[order[i]]] ^= g[order[i]] + 1;
        if (g[1]) io::text("Alice\n"); else io::text("Bob\n");
    }
}
