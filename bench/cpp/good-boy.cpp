// good-boy (HDU 1850 = POJ 2975): count the piles a with (a xor X) < a.
#include "io.h"
#include <vector>
int main() {
    io::slurp();
    std::vector<uint64_t> a;
    uint64_t n;
    while (io::num(n) && n) {
        a.resize(n);
        uint64_t x = 0;
        for (auto &v : a) { io::num(v); x ^= v; }
        uint64_t count = 0;
        if (x) for (auto v : a) count += (v ^ x) < v;
        io::put(count);
        io::put_char('\n');
    }
}
