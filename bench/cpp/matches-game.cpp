// matches-game (POJ 2234): Nim; cases `M h_1..h_M` until end of input. Yes iff the xor of
// the sizes is not 0.
#include "io.h"
int main() {
    io::slurp();
    uint64_t m, h;
    while (io::num(m)) {
        uint64_t x = 0;
        while (m-- && io::num(h)) x ^= h;
        if (x) io::text("Yes\n"); else io::text("No\n");
    }
}
