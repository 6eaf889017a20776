// calendar-game (HDU 1079): Adam wins iff month + day is even, or the date is 9/30 or 11/30.
#include "io.h"
int main() {
    io::slurp();
    uint64_t cases = 0, y, m, d;
    io::num(cases);
    while (cases-- && io::num(y) && io::num(m) && io::num(d)) {
        bool adam = (m + d) % 2 == 0 || (d == 30 && (m == 9 || m == 11));
        if (adam) io::text("YES\n"); else io::text("NO\n");
    }
}
