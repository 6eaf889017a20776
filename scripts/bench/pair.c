/* Paired timing for scripts/bench.sh: runs two commands turn about, each on its own input, each
 * started with posix_spawn (no shell, so nothing but the program itself is timed), and
 * prints the medians of wall time and of CPU time (user + sys, from wait4) of each, and the
 * medians of the per-pair ratios.
 *
 *   pair RUNS INPUT_A INPUT_B CMD_A... -- CMD_B...
 *
 * Output: wall_a_ms wall_b_ms wall_ratio cpu_a_ms cpu_b_ms cpu_ratio
 */
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* One run of argv with stdin from `input` and stdout to /dev/null: wall and CPU seconds. */
static void once(char **argv, const char *input, double *wall, double *cpu) {
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, input, O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    pid_t pid;
    double t0 = now();
    if (posix_spawn(&pid, argv[0], &fa, NULL, argv, environ) != 0) {
        perror(argv[0]);
        exit(2);
    }
    int status;
    struct rusage ru;
    if (wait4(pid, &status, 0, &ru) < 0) {
        perror("wait4");
        exit(2);
    }
    *wall = now() - t0;
    *cpu = ru.ru_utime.tv_sec + ru.ru_utime.tv_usec * 1e-6 + ru.ru_stime.tv_sec +
           ru.ru_stime.tv_usec * 1e-6;
    posix_spawn_file_actions_destroy(&fa);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "pair: %s failed (status %d)\n", argv[0], status);
        exit(2);
    }
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, n, sizeof *v, cmp);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int main(int argc, char **argv) {
    if (argc < 7) {
        fprintf(stderr, "usage: pair RUNS INPUT_A INPUT_B CMD_A... -- CMD_B...\n");
        return 2;
    }
    int runs = atoi(argv[1]);
    const char *in_a = argv[2], *in_b = argv[3];
    char **a = argv + 4, **b = NULL;
    for (int i = 4; i < argc; i++)
        if (strcmp(argv[i], "--") == 0) {
            argv[i] = NULL;
            b = argv + i + 1;
        }
    if (!b || !*b || runs < 1) {
        fprintf(stderr, "pair: no second command\n");
        return 2;
    }
    double *v = calloc(6 * (size_t)runs, sizeof *v);
    double *wa = v, *wb = v + runs, *ca = v + 2 * runs, *cb = v + 3 * runs;
    double *wr = v + 4 * runs, *cr = v + 5 * runs;
    double w, c;
    once(a, in_a, &w, &c); /* warm-up: page cache, binaries */
    once(b, in_b, &w, &c);
    for (int i = 0; i < runs; i++) {
        if (i % 2 == 0) {
            once(a, in_a, &wa[i], &ca[i]);
            once(b, in_b, &wb[i], &cb[i]);
        } else {
            once(b, in_b, &wb[i], &cb[i]);
            once(a, in_a, &wa[i], &ca[i]);
        }
        wr[i] = wa[i] / wb[i];
        cr[i] = cb[i] > 0 ? ca[i] / cb[i] : 0;
    }
    printf("%.2f %.2f %.3f", median(wa, runs) * 1e3, median(wb, runs) * 1e3, median(wr, runs));
    printf(" %.2f %.2f %.3f\n", median(ca, runs) * 1e3, median(cb, runs) * 1e3, median(cr, runs));
    return 0;
}
