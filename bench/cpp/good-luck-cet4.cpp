// good-luck-cet4 (HDU 1847): powers of two are 1 or 2 mod 3, so Kiki wins iff n mod 3 != 0.
#include "io.h"
int main() {
    io::slurp();
    uint64_t n;
    while (io::num(n)) {
        if (n % 3) io::text("Kiki\n"); else io::text("Cici\n");
    }
}
