// kiki's game (HDU 2147): kiki loses iff both sides are odd.
#include "io.h"
int main() {
    In in; Out out; uint64_t n, m;
    while (in.next(n) && in.next(m) && (n || m))
        out.str((n & 1) && (m & 1) ? "What a pity!\n" : "Wonderful!\n");
}
