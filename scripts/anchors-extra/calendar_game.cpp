// Calendar Game (HDU 1079): YES iff month + day is even, or 9/30, or 11/30.
#include "io.h"
int main() {
    In in; Out out; uint64_t t, y, m, d;
    in.next(t);
    while (t-- && in.next(y) && in.next(m) && in.next(d))
        out.str((m + d) % 2 == 0 || (d == 30 && (m == 9 || m == 11)) ? "YES\n" : "NO\n");
}
