// bomb-game (HDU 2873): 2-D Multi-SG. 0-based sg[i][0] = i, sg[0][j] = j,
// sg[i][j] = mex{ sg[u][j] ^ sg[i][v] : u < i, v < j }, built once up to the largest board of
// the input; a board is the xor over its bombs.
#include "io.h"
#include <vector>
int main() {
    io::slurp();
    size_t start = io::in_at;
    uint64_t n, m, rows = 1, cols = 1;
    const char *s = nullptr;
    size_t len = 0;
    while (io::num(n) && io::num(m) && (n || m)) {
        if (n > rows) rows = n;
        if (m > cols) cols = m;
        for (uint64_t i = 0; i < n; i++) io::word(s, len);
    }
    std::vector<std::vector<uint32_t>> sg(rows, std::vector<uint32_t>(cols));
    std::vector<uint32_t> seen(1 << 13, 0);
    uint32_t stamp = 0;
    for (uint64_t i = 0; i < rows; i++)
        for (uint64_t j = 0; j < cols; j++) {
            if (i == 0 || j == 0) { sg[i][j] = uint32_t(i + j); continue; }
            ++stamp;
            for (uint64_t u = 0; u < i; u++)
                for (uint64_t v = 0; v < j; v++) seen[sg[u][j] ^ sg[i][v]] = stamp;
            uint32_t mex = 0;
            while (seen[mex] == stamp) mex++;
            sg[i][j] = mex;
        }
    io::in_at = start;
    while (io::num(n) && io::num(m) && (n || m)) {
        uint32_t x = 0;
        for (uint64_t i = 0; i < n; i++) {
            io::word(s, len);
            for (size_t j = 0; j < len; j++) if (s[j] == '#') x ^= sg[i][j];
        }
        if (x) io::text("John\n"); else io::text("Jack\n");
    }
}
