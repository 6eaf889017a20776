// gg-and-mm (HDU 3595): Every-SG. The step of each Euclid game by recursion (depth under
// 200); MM (first) wins iff the largest step is odd.
#include "io.h"
static uint64_t step(uint64_t a, uint64_t b) {
    if (a < b) { uint64_t t = a; a = b; b = t; }
    if (b == 0) return 0;
    if (a % b == 0) return 1;
    if (a < 2 * b) return step(a - b, b) + 1;
    uint64_t t = step(a % b, b);
    return t % 2 == 0 ? t + 1 : t + 2;
}
int main() {
    io::slurp();
    uint64_t n, p, q;
    while (io::num(n)) {
        uint64_t longest = 0;
        while (n-- && io::num(p) && io::num(q)) {
            uint64_t s = step(p, q);
            if (s > longest) longest = s;
        }
        if (longest & 1) io::text("MM\n"); else io::text("GG\n");
    }
}
