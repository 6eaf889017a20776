// northcott-game (HDU 1730): cases `n m` and n rows `T J` until end of input; Tom wins iff
// the xor of |T - J| - 1 is not 0.
#include "io.h"
int main() {
    io::slurp();
    uint64_t n, m, t, j;
    while (io::num(n) && io::num(m)) {
        uint64_t x = 0;
        while (n-- && io::num(t) && io::num(j)) x ^= (t > j ? t - j : j - t) - 1;
        if (x) io::text("I WIN!\n"); else io::text("BAD LUCK!\n");
    }
}
