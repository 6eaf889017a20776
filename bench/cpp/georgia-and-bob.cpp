// georgia-and-bob (POJ 1704): staircase Nim. Sort; xor the gaps of the last, third-to-last,
// ... chessman (the gap before chessman i is p_i - p_{i-1} - 1, with p_0 = 0).
#include "io.h"
#include <algorithm>
#include <vector>
int main() {
    io::slurp();
    std::vector<uint64_t> p;
    uint64_t cases = 0, n;
    io::num(cases);
    while (cases-- && io::num(n)) {
        p.resize(n);
        for (auto &v : p) io::num(v);
        std::sort(p.begin(), p.end());
        uint64_t x = 0;
        for (int64_t i = int64_t(n) - 1; i >= 0; i -= 2)
            x ^= p[i] - (i ? p[i - 1] : 0) - 1;
        if (x) io::text("Georgia will win\n"); else io::text("Bob will win\n");
    }
}
