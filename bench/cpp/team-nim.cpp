// team-nim (POJ 2068): the accepted solutions' table dp[s][p] (s stones, seat p to move),
// the last stone loses.
#include "io.h"
#include <vector>
int main() {
    io::slurp();
    uint64_t n, s;
    std::vector<uint64_t> lim;
    std::vector<char> win;
    while (io::num(n) && n && io::num(s)) {
        int k = int(2 * n);
        lim.resize(k);
        for (auto &v : lim) io::num(v);
        win.assign((s + 1) * k, 0);
        for (int p = 0; p < k; ++p) win[1 * k + p] = 0;
        for (uint64_t t = 2; t <= s; ++t) {
            for (int p = 0; p < k; ++p) {
                int q = (p + 1) % k;
                uint64_t reach = lim[p] < t - 1 ? lim[p] : t - 1;
                char w = 0;
                for (uint64_t j = 1; j <= reach && !w; ++j) w = !win[(t - j) * k + q];
                win[t * k + p] = w;
            }
        }
        io::put_char(win[s * k] ? '1' : '0');
        io::put_char('\n');
    }
}
