// kiki-game (HDU 2147): kiki loses iff both sides are odd.
#include "io.h"
int main() {
    io::slurp();
    uint64_t n, m;
    while (io::num(n) && io::num(m) && (n || m)) {
        if (n & m & 1) io::text("What a pity!\n"); else io::text("Wonderful!\n");
    }
}
