// Rabbit and Grass (HDU 1849): Nim on the positions.
#include "io.h"
int main() {
    In in; Out out; uint64_t m, k;
    while (in.next(m) && m) {
        uint64_t x = 0;
        while (m-- && in.next(k)) x ^= k;
        out.str(x ? "Rabbit Win!\n" : "Grass Win!\n");
    }
}
