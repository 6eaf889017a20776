// euclid-game (HDU 1525 = POJ 2348): pairs until 0 0; the mover wins at a pair with
// b | a or a >= 2b, else the move to (b, a - b) is forced.
#include "io.h"
int main() {
    io::slurp();
    uint64_t a, b;
    while (io::num(a) && io::num(b) && (a || b)) {
        if (a < b) { uint64_t t = a; a = b; b = t; }
        bool stan = true;
        while (!(a % b == 0 || a / b >= 2)) {
            uint64_t t = a - b;
            a = b;
            b = t;
            stan = !stan;
        }
        if (stan) io::text("Stan wins\n"); else io::text("Ollie wins\n");
    }
}
