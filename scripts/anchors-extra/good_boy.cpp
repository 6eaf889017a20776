// Being a Good Boy (HDU 1850 / POJ 2975): piles with a ^ X < a.
#include "io.h"
int main() {
    In in; Out out; uint64_t n;
    std::vector<uint64_t> a;
    while (in.next(n) && n) {
        a.resize(n);
        uint64_t x = 0;
        for (auto &v : a) { in.next(v); x ^= v; }
        uint64_t count = 0;
        for (auto v : a) count += (v ^ x) < v;
        out.num(count); out.str("\n");
    }
}
