// chess-game (HDU 1524): SG on a DAG, sinks first (Kahn's algorithm on the reversed edges),
// mex over a stamped buffer (SG(v) <= out-degree); a query is the xor of its pieces.
#include "io.h"
#include <vector>
int main() {
    io::slurp();
    std::vector<uint32_t> first, target, pred_first, pred, left, queue, sg, stamp;
    uint64_t n, k, t = 0;
    while (io::num(n) && n) {
        first.assign(n + 1, 0);
        target.clear();
        for (uint64_t v = 0; v < n; v++) {
            io::num(k);
            first[v] = uint32_t(target.size());
            while (k--) { io::num(t); target.push_back(uint32_t(t)); }
        }
        first[n] = uint32_t(target.size());
        pred_first.assign(n + 2, 0);
        for (uint32_t w : target) pred_first[w + 2]++;
        for (uint64_t v = 2; v <= n + 1; v++) pred_first[v] += pred_first[v - 1];
        pred.resize(target.size());
        left.resize(n);
        queue.clear();
        for (uint64_t v = 0; v < n; v++) {
            left[v] = first[v + 1] - first[v];
            if (!left[v]) queue.push_back(uint32_t(v));
            for (uint32_t e = first[v]; e < first[v + 1]; e++) pred[pred_first[target[e] + 1]++] = uint32_t(v);
        }
        sg.assign(n, 0);
        stamp.assign(n + 1, 0);
        for (size_t i = 0; i < queue.size(); i++) {
            uint32_t v = queue[i], degree = first[v + 1] - first[v];
            for (uint32_t e = first[v]; e < first[v + 1]; e++)
                if (sg[target[e]] <= degree) stamp[sg[target[e]]] = v + 1;
            uint32_t mex = 0;
            while (stamp[mex] == v + 1) mex++;
            sg[v] = mex;
            for (uint32_t e = pred_first[v]; e < pred_first[v + 1]; e++)
                if (--left[pred[e]] == 0) queue.push_back(pred[e]);
        }
        uint64_t pieces, p;
        while (io::num(pieces) && pieces) {
            uint32_t x = 0;
            while (pieces-- && io::num(p)) x ^= sg[p];
            if (x) io::text("WIN\n"); else io::text("LOSE\n");
        }
    }
}
