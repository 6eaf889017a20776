// cutting-game (POJ 2311): only cuts leaving both parts at least 2 wide matter;
// SG(w, h) = mex of SG(i, h) ^ SG(w - i, h) and SG(w, j) ^ SG(w, h - j), table up to the
// largest side of the input. A side of 1 wins unless the sheet is 1 x 1.
#include "io.h"
#include <vector>
int main() {
    io::slurp();
    size_t start = io::in_at;
    uint64_t w, h, side = 2;
    while (io::num(w) && io::num(h)) {
        if (w > side) side = w;
        if (h > side) side = h;
    }
    std::vector<std::vector<uint8_t>> sg(side + 1, std::vector<uint8_t>(side + 1));
    for (uint64_t a = 2; a <= side; a++)
        for (uint64_t b = 2; b <= side; b++) {
            uint32_t seen = 0;  // values stay below 32 (at most 9 up to 2000)
            for (uint64_t i = 2; i + 2 <= a; i++) seen |= 1u << (sg[i][b] ^ sg[a - i][b]);
            for (uint64_t j = 2; j + 2 <= b; j++) seen |= 1u << (sg[a][j] ^ sg[a][b - j]);
            uint8_t mex = 0;
            while (seen >> mex & 1) mex++;
            sg[a][b] = mex;
        }
    io::in_at = start;
    while (io::num(w) && io::num(h)) {
        bool win = (w == 1 || h == 1) ? w * h != 1 : sg[w][h] != 0;
        if (win) io::text("WIN\n"); else io::text("LOSE\n");
    }
}
