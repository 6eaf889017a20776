/* The floor for an input-bound solver: read() standard input to its end in 64 KiB pieces,
 * touching nothing. scripts/bench.sh times grundy against this. */
#include <unistd.h>

int main(void) {
    static char buf[1 << 16];
    while (read(0, buf, sizeof buf) > 0) {
    }
    return 0;
}
