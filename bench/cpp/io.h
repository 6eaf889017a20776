// Input and output for the plain C++ baselines of scripts/bench-catalogue.sh, in the style of
// a strong contestant: all of stdin slurped into one buffer, numbers parsed by hand, output
// collected in a fixed buffer and written in large blocks. No validation: the inputs are
// judge-valid by construction.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace io {

static char *in_data;
static size_t in_size, in_at;

// Reads all of stdin; the byte after the data is a 0 so scans can stop on it.
static void slurp() {
    size_t cap = size_t(1) << 22;
    in_data = static_cast<char *>(malloc(cap + 1));
    for (;;) {
        if (in_size == cap) {
            cap <<= 1;
            in_data = static_cast<char *>(realloc(in_data, cap + 1));
        }
        size_t got = fread(in_data + in_size, 1, cap - in_size, stdin);
        if (got == 0) break;
        in_size += got;
    }
    in_data[in_size] = 0;
}

static inline bool is_digit(char c) { return static_cast<unsigned char>(c - '0') < 10; }

// The next unsigned decimal number; false at the end of input.
static inline bool num(uint64_t &x) {
    while (in_at < in_size && !is_digit(in_data[in_at])) ++in_at;
    if (in_at >= in_size) return false;
    uint64_t v = 0;
    while (is_digit(in_data[in_at])) v = v * 10 + uint64_t(in_data[in_at++] - '0');
    x = v;
    return true;
}

// The next whitespace-separated token as (start, length); false at the end of input.
static inline bool word(const char *&start, size_t &length) {
    while (in_at < in_size && static_cast<unsigned char>(in_data[in_at]) <= ' ') ++in_at;
    if (in_at >= in_size) return false;
    size_t from = in_at;
    while (in_at < in_size && static_cast<unsigned char>(in_data[in_at]) > ' ') ++in_at;
    start = in_data + from;
    length = in_at - from;
    return true;
}

static char out_data[1 << 16];
static size_t out_size;

static void flush() {
    fwrite(out_data, 1, out_size, stdout);
    out_size = 0;
}

// Flushes whatever is left when main returns.
struct FlushAtExit {
    ~FlushAtExit() { flush(); }
};
static FlushAtExit flush_at_exit;

static inline void text(const char *s, size_t n) {
    if (out_size + n > sizeof out_data) {
        flush();
        if (n > sizeof out_data) {
            fwrite(s, 1, n, stdout);
            return;
        }
    }
    memcpy(out_data + out_size, s, n);
    out_size += n;
}

template <size_t N>
static inline void text(const char (&s)[N]) { text(s, N - 1); }

static inline void put(uint64_t x) {
    char digits[20];
    int n = 0;
    do {
        digits[n++] = char('0' + x % 10);
        x /= 10;
    } while (x);
    if (out_size + 20 > sizeof out_data) flush();
    while (n) out_data[out_size++] = digits[--n];
}

static inline void put_char(char c) {
    if (out_size == sizeof out_data) flush();
    out_data[out_size++] = c;
}

}  // namespace io
