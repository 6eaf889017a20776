// play-a-game (HDU 1564): boards n until 0; the first player wins iff n is even.
#include "io.h"
int main() {
    io::slurp();
    uint64_t n;
    while (io::num(n) && n) {
        if (n % 2 == 0) io::text("8600\n"); else io::text("ailyanlu\n");
    }
}
