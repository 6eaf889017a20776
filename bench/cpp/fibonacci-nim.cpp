// fibonacci-nim (HDU 2516): the second player wins iff n is a Fibonacci number.
#include "io.h"
#include <algorithm>
int main() {
    io::slurp();
    uint64_t fib[100];
    int count = 0;
    fib[count++] = 1;
    fib[count++] = 2;
    while (fib[count - 1] <= UINT64_MAX - fib[count - 2]) {
        fib[count] = fib[count - 1] + fib[count - 2];
        count++;
    }
    uint64_t n;
    while (io::num(n) && n) {
        if (std::binary_search(fib, fib + count, n)) io::text("Second win\n");
        else io::text("First win\n");
    }
}
