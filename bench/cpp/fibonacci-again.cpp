// fibonacci-again (HDU 1848): Grundy values of Fibonacci subtraction by a mex table up to the
// largest pile (the judge's 1000 gives a tiny table), xor of three piles.
#include "io.h"
#include <algorithm>
#include <vector>
int main() {
    io::slurp();
    std::vector<uint64_t> piles;
    uint64_t a, b, c, top = 0;
    size_t start = io::in_at;
    // First pass: the largest pile, so the table is built once.
    while (io::num(a) && io::num(b) && io::num(c)) {
        if (!a && !b && !c) break;
        top = std::max(top, std::max(a, std::max(b, c)));
    }
    uint64_t fib[64];
    int nf = 0;
    for (uint64_t x = 1, y = 2; x <= top; nf++) {
        fib[nf] = x;
        uint64_t z = x + y; x = y; y = z;
    }
    std::vector<unsigned char> g(top + 1);
    for (uint64_t x = 1; x <= top; x++) {
        unsigned seen = 0;  // values stay below 32 in this range
        for (int i = 0; i < nf && fib[i] <= x; i++) seen |= 1u << g[x - fib[i]];
        unsigned char v = 0;
        while (seen >> v & 1) v++;
        g[x] = v;
    }
    io::in_at = start;
    while (io::num(a) && io::num(b) && io::num(c)) {
        if (!a && !b && !c) break;
        if (g[a] ^ g[b] ^ g[c]) io::text("Fibo\n"); else io::text("Nacci\n");
    }
}
