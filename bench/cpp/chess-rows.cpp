// chess-rows (HDU 5724): the accepted solutions' way: a mex table of all 2^20 rows (a move
// only moves a chessman right, so larger masks in this order... computed by memoised DFS),
// then the xor of the rows' values.
#include "io.h"
#include <vector>
static std::vector<int8_t> sg(1 << 20, -1);
static int value(uint32_t mask) {
    if (sg[mask] >= 0) return sg[mask];
    bool seen[21] = {};
    for (int s = 0; s < 20; ++s) {
        if (!(mask >> s & 1)) continue;
        int to = s + 1;
        while (to < 20 && (mask >> to & 1)) ++to;
        if (to < 20) seen[value((mask & ~(1u << s)) | 1u << to)] = true;
    }
    int g = 0;
    while (seen[g]) ++g;
    return sg[mask] = int8_t(g);
}
int main() {
    io::slurp();
    uint64_t t = 0, n, m, p;
    io::num(t);
    while (t-- && io::num(n)) {
        int x = 0;
        while (n-- && io::num(m)) {
            uint32_t mask = 0;
            while (m-- && io::num(p)) mask |= 1u << (p - 1);
            x ^= value(mask);
        }
        if (x) io::text("YES\n"); else io::text("NO\n");
    }
}
