// Choosing volunteers (HDU 2188): reach n with gifts 1..m; Grass (first) wins iff n % (m + 1).
#include "io.h"
int main() {
    In in; Out out; uint64_t c, n, m;
    in.next(c);
    while (c-- && in.next(n) && in.next(m)) out.str(n % (m + 1) ? "Grass\n" : "Rabbit\n");
}
