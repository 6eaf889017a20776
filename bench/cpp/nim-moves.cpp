// nim-moves (HDU 2176): cases `m` and m piles until 0; No, or Yes and `a a^X` for every pile
// with a^X < a, in input order.
#include "io.h"
#include <vector>
int main() {
    io::slurp();
    std::vector<uint64_t> a;
    uint64_t m;
    while (io::num(m) && m) {
        a.resize(m);
        uint64_t x = 0;
        for (auto &v : a) { io::num(v); x ^= v; }
        if (!x) { io::text("No\n"); continue; }
        io::text("Yes\n");
        for (auto v : a) {
            if ((v ^ x) < v) {
                io::put(v);
                io::put_char(' ');
                io::put(v ^ x);
                io::put_char('\n');
            }
        }
    }
}
