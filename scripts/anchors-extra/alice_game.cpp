// Alice's Game (HDU 3544): Cutcake values, summed; Alice wins iff the sum is positive.
#include "io.h"
int main() {
    In in; Out out; uint64_t t, n, x, y;
    in.next(t);
    for (uint64_t c = 1; c <= t && in.next(n); ++c) {
        __int128 sum = 0;
        while (n-- && in.next(x) && in.next(y)) {
            while (x > 1 && y > 1) { x >>= 1; y >>= 1; }
            sum += (__int128)x - (__int128)y;  // (x - 1) or -(y - 1): the other side is 1
        }
        out.str("Case "); out.num(c); out.str(sum > 0 ? ": Alice\n" : ": Bob\n");
    }
}
