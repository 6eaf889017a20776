// A Multiplication Game (HDU 1517): Stan wins iff 18^k < n <= 9 * 18^k.
#include "io.h"
int main() {
    In in; Out out; uint64_t n;
    while (in.next(n)) {
        while (n > 18) n = (n + 17) / 18;
        out.str(n <= 9 ? "Stan wins.\n" : "Ollie wins.\n");
    }
}
