// Fibonacci Nim (HDU 2516): the first player loses iff n is a Fibonacci number.
#include "io.h"
#include <algorithm>
int main() {
    std::vector<uint64_t> fib = {1, 2};
    while (fib[fib.size() - 1] <= UINT64_MAX - fib[fib.size() - 2])
        fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
    In in; Out out; uint64_t n;
    while (in.next(n) && n)
        out.str(std::binary_search(fib.begin(), fib.end(), n) ? "Second win\n" : "First win\n");
}
