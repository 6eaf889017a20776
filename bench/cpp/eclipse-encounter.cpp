// eclipse-encounter (HDU 2897): triples n p q; the first player loses iff
// 1 <= n mod (p + q) <= p.
#include "io.h"
int main() {
    io::slurp();
    uint64_t n, p, q;
    while (io::num(n) && io::num(p) && io::num(q)) {
        uint64_t r = n % (p + q);
        if (r >= 1 && r <= p) io::text("LOST\n"); else io::text("WIN\n");
    }
}
