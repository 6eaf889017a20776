// multiplication-game (HDU 1517): the game to n is the game to ceil(n / 18); Stan wins iff
// that reaches 9 or less.
#include "io.h"
int main() {
    io::slurp();
    uint64_t n;
    while (io::num(n)) {
        while (n > 18) n = n / 18 + (n % 18 != 0);
        if (n <= 9) io::text("Stan wins.\n"); else io::text("Ollie wins.\n");
    }
}
