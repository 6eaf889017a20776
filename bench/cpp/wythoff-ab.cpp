// wythoff-ab (51Nod 1185): with a <= b and k = b - a, B wins iff a = floor(k * phi), tested
// exactly as 2a - k < k * sqrt(5) < 2a + 2 - k in 128-bit integers.
#include "io.h"
int main() {
    io::slurp();
    uint64_t cases = 0, a, b;
    io::num(cases);
    while (cases-- && io::num(a) && io::num(b)) {
        if (a > b) { uint64_t t = a; a = b; b = t; }
        uint64_t k = b - a;
        bool lost;
        if (k == 0) {
            lost = a == 0;
        } else {
            __int128 five_k2 = __int128(5) * k * k;
            __int128 low = 2 * __int128(a) - k, high = 2 * __int128(a) + 2 - k;
            lost = (low < 0 || low * low < five_k2) && high > 0 && high * high > five_k2;
        }
        if (lost) io::text("B\n"); else io::text("A\n");
    }
}
