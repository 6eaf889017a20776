// grundy graph --outcomes: win, lose or draw with remoteness for every position of a graph
// (`n m`, then m moves `u v`), the way a strong contestant writes a retrograde analysis:
// the input slurped and parsed by hand (io.h), the moves sorted by source with a counting
// sort, repeated moves dropped with a stamp per position, the reverse moves by a second
// counting sort, then one breadth-first pass from the positions without moves. Prints what
// `grundy graph --outcomes` prints. No validation and no comments: the benchmark's inputs
// are valid by construction (scripts/bench-graph.sh).
#include "io.h"
#include <vector>

int main() {
    io::slurp();
    uint64_t n64 = 0, m64 = 0;
    io::num(n64);
    io::num(m64);
    const uint32_t n = uint32_t(n64);
    const size_t m = size_t(m64);
    std::vector<uint32_t> src(m), dst(m);
    std::vector<size_t> off(size_t(n) + 1, 0);
    for (size_t i = 0; i < m; ++i) {
        uint64_t u, v;
        io::num(u);
        io::num(v);
        src[i] = uint32_t(u - 1);
        dst[i] = uint32_t(v - 1);
        ++off[u];
    }
    free(io::in_data);
    for (uint32_t v = 0; v < n; ++v) off[v + 1] += off[v];
    std::vector<uint32_t> to(m);
    {
        std::vector<size_t> fill(off.begin(), off.end() - 1);
        for (size_t i = 0; i < m; ++i) to[fill[src[i]]++] = dst[i];
    }
    std::vector<uint32_t>().swap(src);
    std::vector<uint32_t>().swap(dst);
    // Drop repeated moves in place: a stamp per target says which source listed it last.
    std::vector<uint32_t> stamp(n, UINT32_MAX);
    std::vector<uint32_t> deg(n);
    size_t kept = 0;
    for (uint32_t u = 0; u < n; ++u) {
        size_t first = kept;
        for (size_t i = off[u]; i < off[u + 1]; ++i) {
            uint32_t t = to[i];
            if (stamp[t] != u) {
                stamp[t] = u;
                to[kept++] = t;
            }
        }
        deg[u] = uint32_t(kept - first);
        off[u] = first;
    }
    off[n] = kept;
    std::vector<size_t> roff(size_t(n) + 1, 0);
    for (size_t i = 0; i < kept; ++i) ++roff[to[i] + 1];
    for (uint32_t v = 0; v < n; ++v) roff[v + 1] += roff[v];
    std::vector<uint32_t> from(kept);
    {
        std::vector<size_t> fill(roff.begin(), roff.end() - 1);
        for (uint32_t u = 0; u < n; ++u)
            for (size_t i = off[u]; i < off[u + 1]; ++i) from[fill[to[i]]++] = u;
    }
    // 0 unknown, 1 win, 2 lose; remoteness beside it.
    std::vector<uint8_t> state(n, 0);
    std::vector<uint32_t> rem(n, 0), queue;
    queue.reserve(n);
    for (uint32_t v = 0; v < n; ++v)
        if (deg[v] == 0) {
            state[v] = 2;
            queue.push_back(v);
        }
    for (size_t head = 0; head < queue.size(); ++head) {
        uint32_t v = queue[head];
        for (size_t i = roff[v]; i < roff[v + 1]; ++i) {
            uint32_t q = from[i];
            if (state[q]) continue;
            if (state[v] == 2) {
                state[q] = 1;
                rem[q] = rem[v] + 1;
                queue.push_back(q);
            } else if (--deg[q] == 0) {
                state[q] = 2;
                rem[q] = rem[v] + 1;
                queue.push_back(q);
            }
        }
    }
    uint64_t count[3] = {0, 0, 0};
    for (uint32_t v = 0; v < n; ++v) ++count[state[v]];
    io::text("graph: ");
    io::put(n);
    if (n == 1) io::text(" position, ");
    else io::text(" positions, ");
    io::put(kept);
    if (kept == 1) io::text(" move");
    else io::text(" moves");
    if (kept != m) {
        io::text(" (");
        io::put(m);
        io::text(" listed)");
    }
    io::text("; P ");
    io::put(count[2]);
    io::text(", N ");
    io::put(count[1]);
    io::text(", D ");
    io::put(count[0]);
    io::put_char('\n');
    for (uint32_t v = 0; v < n; ++v) {
        io::put(uint64_t(v) + 1);
        if (state[v] == 0) {
            io::text(" D -\n");
            continue;
        }
        if (state[v] == 1) io::text(" N ");
        else io::text(" P ");
        io::put(rem[v]);
        io::put_char('\n');
    }
}
