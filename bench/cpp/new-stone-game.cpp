// new-stone-game (POJ 1740): cases `n` and n sizes until 0. 0 iff every non-zero size occurs
// an even number of times (sort, count runs).
#include "io.h"
#include <algorithm>
#include <vector>
int main() {
    io::slurp();
    std::vector<uint64_t> a;
    uint64_t n;
    while (io::num(n) && n) {
        a.resize(n);
        for (auto &v : a) io::num(v);
        std::sort(a.begin(), a.end());
        bool paired = true;
        for (size_t i = 0; i < a.size();) {
            size_t j = i;
            while (j < a.size() && a[j] == a[i]) ++j;
            if (a[i] != 0 && (j - i) % 2 == 1) { paired = false; break; }
            i = j;
        }
        if (paired) io::text("0\n"); else io::text("1\n");
    }
}
