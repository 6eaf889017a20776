// pp-and-qq (HDU 3590), the judge's rule: SJ with whole trees as components. x = xor of the
// trees' colon-principle values, big = some tree worth 2 or more; PP (first) wins iff
// (x != 0 and big) or (x == 0 and not big).
#include "io.h"
#include <vector>
int main() {
    io::slurp();
    std::vector<uint32_t> head, next, to, order, parent;
    std::vector<uint64_t> g;
    uint64_t trees, m, a, b;
    while (io::num(trees)) {
        uint64_t x = 0;
        bool big = false;
        while (trees-- && io::num(m)) {
            head.assign(m + 1, 0);
            next.assign(2 * m, 0);
            to.assign(2 * m, 0);
            uint32_t edges = 0;
            for (uint64_t i = 1; i < m && io::num(a) && io::num(b); i++) {
                to[++edges] = uint32_t(b); next[edges] = head[a]; head[a] = edges;
                to[++edges] = uint32_t(a); next[edges] = head[b]; head[b] = edges;
            }
            order.assign(1, 1);
            parent.assign(m + 1, 0);
            for (size_t i = 0; i < order.size(); i++) {
                uint32_t v = order[i];
                for (uint32_t e = head[v]; e; e = next[e])
                    if (to[e] != parent[v]) { parent[to[e]] = v; order.push_back(to[e]); }
            }
            g.assign(m + 1, 0);
            for (size_t i = order.size(); i-- > 1;) g[parent[order[i]]] ^= g[order[i]] + 1;
            x ^= g[1];
            big |= g[1] >= 2;
        }
        if ((x && big) || (!x && !big)) io::text("PP\n"); else io::text("QQ\n");
    }
}
