// volunteers (HDU 2188): reach-or-exceed Bash; Grass (first) wins iff n mod (m + 1) != 0.
#include "io.h"
int main() {
    io::slurp();
    uint64_t cases = 0, n, m;
    io::num(cases);
    while (cases-- && io::num(n) && io::num(m)) {
        bool grass = m >= n || n % (m + 1) != 0;
        if (grass) io::text("Grass\n"); else io::text("Rabbit\n");
    }
}
