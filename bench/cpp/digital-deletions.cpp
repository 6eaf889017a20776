// digital-deletions (HDU 1404): a string starting with 0 wins (erase it). Otherwise sieve the
// integers below 10^L upward: an unmarked one loses, and everything with a move to it (one
// digit raised, or it followed by a 0 and more digits) wins. L is the longest token (<= 8).
#include "io.h"
#include <vector>
int main() {
    io::slurp();
    const char *s;
    size_t len, longest = 1;
    size_t start = io::in_at;
    while (io::word(s, len)) if (len > longest) longest = len;
    uint64_t pow10[10] = {1};
    for (int i = 1; i < 10; i++) pow10[i] = pow10[i - 1] * 10;
    uint64_t limit = pow10[longest];
    std::vector<bool> wins(limit);
    for (uint64_t i = 1; i < limit; i++) {
        if (wins[i]) continue;
        int digits = 0;
        for (uint64_t t = i; t; t /= 10) digits++;
        // Raise one digit.
        for (int p = 0; p < digits; p++) {
            uint64_t d = i / pow10[p] % 10;
            for (uint64_t up = d + 1; up < 10; up++) wins[i + (up - d) * pow10[p]] = true;
        }
        // Append a 0 and then any k - 1 digits.
        for (int k = 1; digits + k <= int(longest); k++) {
            uint64_t base = i * pow10[k];
            for (uint64_t tail = 0; tail < pow10[k - 1]; tail++) wins[base + tail] = true;
        }
    }
    io::in_at = start;
    while (io::word(s, len)) {
        bool yes = s[0] == '0';
        if (!yes) {
            uint64_t v = 0;
            for (size_t i = 0; i < len; i++) v = v * 10 + uint64_t(s[i] - '0');
            yes = wins[v];
        }
        if (yes) io::text("Yes\n"); else io::text("No\n");
    }
}
