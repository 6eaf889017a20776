// paint-chain (HDU 3980): the first player wins iff N >= M and sg_M(N - M) = 0; sg_M by the
// mex of the splits, one table per M kept between cases.
#include "io.h"
#include <map>
#include <vector>
static std::map<uint64_t, std::vector<int>> tables;
static int sg(uint64_t m, uint64_t x) {
    std::vector<int> &g = tables[m];
    std::vector<char> seen;
    while (g.size() <= x) {
        uint64_t y = g.size();
        if (y < m) { g.push_back(0); continue; }
        uint64_t rest = y - m;
        seen.assign(rest + 2, 0);
        for (uint64_t i = 0; i <= rest / 2; ++i) {
            int v = g[i] ^ g[rest - i];
            if (v < int(seen.size())) seen[v] = 1;
        }
        int v = 0;
        while (seen[v]) ++v;
        g.push_back(v);
    }
    return g[x];
}
int main() {
    io::slurp();
    uint64_t t = 0, n, m;
    io::num(t);
    for (uint64_t i = 1; i <= t && io::num(n) && io::num(m); ++i) {
        io::text("Case #");
        io::put(i);
        if (n >= m && sg(m, n - m) == 0) io::text(": aekdycoin\n"); else io::text(": abcdxyzk\n");
    }
}
