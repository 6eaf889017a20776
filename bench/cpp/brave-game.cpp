// brave-game (HDU 1846): Bash. First wins iff n mod (m + 1) != 0; when m >= n the first
// player takes everything (and m + 1 may not even exist in 64 bits).
#include "io.h"
int main() {
    io::slurp();
    uint64_t cases = 0, n, m;
    io::num(cases);
    while (cases-- && io::num(n) && io::num(m)) {
        bool first = m >= n ? n != 0 : n % (m + 1) != 0;
        if (first) io::text("first\n"); else io::text("second\n");
    }
}
