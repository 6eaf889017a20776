// mock-turtles (HDU 3537): distinct heads only; head x is worth the x-th odious number
// (2x, plus 1 when x has an even number of 1 bits). "Yes" means the first player loses.
#include "io.h"
#include <algorithm>
#include <vector>
int main() {
    io::slurp();
    std::vector<uint64_t> heads;
    uint64_t n;
    while (io::num(n)) {
        heads.resize(n);
        for (auto &h : heads) io::num(h);
        std::sort(heads.begin(), heads.end());
        auto end = std::unique(heads.begin(), heads.end());
        unsigned __int128 x = 0;
        for (auto it = heads.begin(); it != end; ++it)
            x ^= (unsigned __int128)(*it) * 2 + (__builtin_popcountll(*it) % 2 == 0);
        if (x) io::text("No\n"); else io::text("Yes\n");
    }
}
