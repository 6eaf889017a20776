// simple-nim (HDU 5795): take or split in three. SG(x) = x - 1 for x = 0 (mod 8, x > 0),
// x + 1 for x = 7, else x. 2^64 - 1 is worth 2^64: its bit is kept as a parity.
#include "io.h"
int main() {
    io::slurp();
    uint64_t cases = 0, n, s;
    io::num(cases);
    while (cases-- && io::num(n)) {
        uint64_t x = 0, top = 0;
        while (n-- && io::num(s)) {
            switch (s & 7) {
                case 0: x ^= s ? s - 1 : 0; break;
                case 7: x ^= s + 1; top ^= s == UINT64_MAX; break;
                default: x ^= s;
            }
        }
        if (x | top) io::text("First player wins.\n"); else io::text("Second player wins.\n");
    }
}
