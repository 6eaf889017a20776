// Public Sale (HDU 2149): M first, then N.
#include "io.h"
int main() {
    In in; Out out; uint64_t m, n;
    while (in.next(m) && in.next(n)) {
        if (n >= m) {
            for (uint64_t r = m; r <= n; ++r) { out.num(r); out.str(r == n ? "\n" : " "); }
        } else if (m % (n + 1)) {
            out.num(m % (n + 1)); out.str("\n");
        } else {
            out.str("none\n");
        }
    }
}
