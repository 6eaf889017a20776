// public-sale (HDU 2149): with N >= M every raise M..N wins; else only M mod (N + 1).
#include "io.h"
int main() {
    io::slurp();
    uint64_t m, n;
    while (io::num(m) && io::num(n)) {
        if (n >= m) {
            for (uint64_t r = m;; r++) {
                io::put(r);
                if (r == n) break;
                io::put_char(' ');
            }
            io::put_char('\n');
        } else if (uint64_t r = m % (n + 1)) {
            io::put(r);
            io::put_char('\n');
        } else {
            io::text("none\n");
        }
    }
}
