// Wythoff A/B (51Nod 1185): with a <= b and k = b - a, B wins iff a == floor(k * phi), i.e.
// (2a - k)^2 < 5k^2 < (2a + 2 - k)^2, all in unsigned __int128 (exact for piles <= 10^18).
#include "io.h"
#include <utility>
typedef unsigned __int128 u128;
int main() {
    In in; Out out; uint64_t t, a, b;
    in.next(t);
    while (t-- && in.next(a) && in.next(b)) {
        if (a > b) std::swap(a, b);
        u128 k = b - a, twoa = (u128)2 * a, f = 5 * k * k;
        bool lose = k == 0 ? a == 0
                           : twoa >= k && (twoa - k) * (twoa - k) < f && (twoa + 2 - k) * (twoa + 2 - k) > f;
        out.str(lose ? "B\n" : "A\n");
    }
}
