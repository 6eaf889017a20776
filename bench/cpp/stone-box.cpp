// stone-box (HDU 1729): SG(s, c) with q the largest integer with q^2 + q < s: c > q gives
// s - c, c <= q recurses on (q, c); c = 0 gives 0.
#include "io.h"
#include <cmath>
static uint64_t box(uint64_t s, uint64_t c) {
    while (c) {
        uint64_t q = uint64_t(sqrtl((long double)s));
        while ((unsigned __int128)q * q + q >= s) q--;
        while ((unsigned __int128)(q + 1) * (q + 1) + (q + 1) < s) q++;
        if (c > q) return s - c;
        s = q;
    }
    return 0;
}
int main() {
    io::slurp();
    uint64_t n, s, c, k = 0;
    while (io::num(n) && n) {
        uint64_t x = 0;
        while (n-- && io::num(s) && io::num(c)) x ^= box(s, c);
        io::text("Case ");
        io::put(++k);
        if (x) io::text(":\nYes\n"); else io::text(":\nNo\n");
    }
}
