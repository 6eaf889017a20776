// alice-game (HDU 3544): Cutcake. Halve both sides until one is 1; the bar is then worth
// x - 1 to Alice or y - 1 to Bob. Alice wins iff the sum is positive.
#include "io.h"
int main() {
    io::slurp();
    uint64_t cases = 0, bars, x, y;
    io::num(cases);
    for (uint64_t c = 1; c <= cases && io::num(bars); c++) {
        __int128 sum = 0;
        while (bars-- && io::num(x) && io::num(y)) {
            while (x > 1 && y > 1) { x >>= 1; y >>= 1; }
            sum += __int128(x) - __int128(y);
        }
        io::text("Case ");
        io::put(c);
        if (sum > 0) io::text(": Alice\n"); else io::text(": Bob\n");
    }
}
