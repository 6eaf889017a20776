// nim-or-not (HDU 3032): take or split in two. SG(x) = x for x = 1, 2 (mod 4), x + 1 for
// x = 3, x - 1 for x = 0 (x > 0). 2^64 - 1 is worth 2^64: its bit is kept as a parity.
#include "io.h"
int main() {
    io::slurp();
    uint64_t cases = 0, n, s;
    io::num(cases);
    while (cases-- && io::num(n)) {
        uint64_t x = 0, top = 0;
        while (n-- && io::num(s)) {
            switch (s & 3) {
                case 0: x ^= s ? s - 1 : 0; break;
                case 3: x ^= s + 1; top ^= s == UINT64_MAX; break;
                default: x ^= s;
            }
        }
        if (x | top) io::text("Alice\n"); else io::text("Bob\n");
    }
}
