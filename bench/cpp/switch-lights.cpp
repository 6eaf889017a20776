// switch-lights (HDU 3404): light (x, y) is worth the nim product x * y; xor over lights.
// Products of bytes come from a table; wider ones split in halves (D * D = D + D/2).
#include "io.h"
static unsigned char byte_product[256][256];
// a, b < 2^bits, bits a power of two; base_bits = 1 builds the table, 8 uses it.
template <int base_bits>
static uint64_t nim_mul(uint64_t a, uint64_t b, int bits) {
    if (bits == base_bits) return base_bits == 1 ? (a & b) : byte_product[a][b];
    int half = bits / 2;
    uint64_t mask = (uint64_t(1) << half) - 1;
    uint64_t a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    uint64_t low = nim_mul<base_bits>(a0, b0, half);
    uint64_t high = nim_mul<base_bits>(a1, b1, half);
    uint64_t cross = nim_mul<base_bits>(a1 ^ a0, b1 ^ b0, half);
    return ((cross ^ low) << half) ^ nim_mul<base_bits>(high, uint64_t(1) << (half - 1), half) ^ low;
}
static int width(uint64_t v) {
    int bits = 8;
    while (bits < 64 && (v >> bits)) bits *= 2;
    return bits;
}
int main() {
    for (int a = 0; a < 256; a++)
        for (int b = 0; b < 256; b++) byte_product[a][b] = (unsigned char)nim_mul<1>(a, b, 8);
    io::slurp();
    uint64_t cases = 0, n, x, y;
    io::num(cases);
    while (cases-- && io::num(n)) {
        uint64_t total = 0;
        while (n-- && io::num(x) && io::num(y)) total ^= nim_mul<8>(x, y, width(x | y));
        if (total) io::text("Have a try, lxhgww.\n"); else io::text("Don't waste your time.\n");
    }
}
