// life-winner-bo (HDU 5754): the posted solutions' rules, Wythoff by the floating golden
// ratio (right at the judge's sizes).
#include "io.h"
#include <cmath>
int main() {
    io::slurp();
    uint64_t t = 0, type, n, m;
    io::num(t);
    const long double phi = (1 + sqrtl(5.0L)) / 2;
    while (t-- && io::num(type) && io::num(n) && io::num(m)) {
        uint64_t a = n - 1, b = m - 1;
        if (a > b) { uint64_t s = a; a = b; b = s; }
        char r;
        if (type == 1) r = (a % 2 == 0 && b % 2 == 0) ? 'G' : 'B';
        else if (type == 2) r = a == b ? 'G' : 'B';
        else if (type == 4) r = uint64_t(floorl((b - a) * phi)) == a ? 'G' : 'B';
        else {
            if ((a + b) % 3 != 0 || 2 * a < b || b - a >= 2) r = 'D';
            else r = a == b ? 'G' : 'B';
        }
        io::put_char(r);
        io::put_char('\n');
    }
}
