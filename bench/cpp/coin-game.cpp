// coin-game (HDU 3951): first iff N >= 1 and (K >= N or (K == 1 and N odd)).
#include "io.h"
int main() {
    io::slurp();
    uint64_t t = 0, n, k;
    io::num(t);
    for (uint64_t i = 1; i <= t && io::num(n) && io::num(k); ++i) {
        io::text("Case ");
        io::put(i);
        bool first = n >= 1 && (k >= n || (k == 1 && n % 2 == 1));
        if (first) io::text(": first\n"); else io::text(": second\n");
    }
}
