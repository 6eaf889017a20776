// Good Luck in CET-4 (HDU 1847): powers of two, Kiki wins iff n % 3 != 0.
#include "io.h"
int main() {
    In in; Out out; uint64_t n;
    while (in.next(n)) out.str(n % 3 ? "Kiki\n" : "Cici\n");
}
