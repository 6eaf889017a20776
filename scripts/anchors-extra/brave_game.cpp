// Brave Game (HDU 1846): Bash, first wins iff n % (m + 1) != 0.
#include "io.h"
int main() {
    In in; Out out; uint64_t c, n, m;
    in.next(c);
    while (c-- && in.next(n) && in.next(m)) out.str(n % (m + 1) ? "first\n" : "second\n");
}
