// rabbit-and-grass (HDU 1849): Nim on the squares; Rabbit wins iff the xor is non-zero.
#include "io.h"
int main() {
    io::slurp();
    uint64_t m, k;
    while (io::num(m) && m) {
        uint64_t x = 0;
        while (m-- && io::num(k)) x ^= k;
        if (x) io::text("Rabbit Win!\n"); else io::text("Grass Win!\n");
    }
}
