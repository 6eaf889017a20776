// Input and output for the extra anchors: all of stdin read into one buffer, numbers parsed
// by hand, answers gathered in a buffer and written in large blocks. The style of a
// contestant's fast template; our own code, not part of grundy.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

struct In {
    std::vector<char> data;
    size_t at = 0;
    In() {
        size_t len = 0;
        data.resize(1 << 22);
        for (;;) {
            if (len == data.size()) data.resize(data.size() * 2);
            size_t got = fread(data.data() + len, 1, data.size() - len, stdin);
            if (got == 0) break;
            len += got;
        }
        data.resize(len);
    }
    // Next unsigned number; false at the end of input.
    bool next(uint64_t &v) {
        size_t n = data.size();
        while (at < n && (data[at] < '0' || data[at] > '9')) ++at;
        if (at == n) return false;
        v = 0;
        while (at < n && data[at] >= '0' && data[at] <= '9') v = v * 10 + (data[at++] - '0');
        return true;
    }
    // Next whitespace-separated token as [begin, end); false at the end of input.
    bool token(const char *&b, const char *&e) {
        size_t n = data.size();
        while (at < n && (unsigned char)data[at] <= ' ') ++at;
        if (at == n) return false;
        b = data.data() + at;
        while (at < n && (unsigned char)data[at] > ' ') ++at;
        e = data.data() + at;
        return true;
    }
};

struct Out {
    char buf[1 << 16];
    size_t len = 0;
    void flush() { fwrite(buf, 1, len, stdout); len = 0; }
    void str(const char *s, size_t n) {
        if (len + n > sizeof buf) flush();
        memcpy(buf + len, s, n);
        len += n;
    }
    void str(const char *s) { str(s, strlen(s)); }
    void num(uint64_t v) {
        char t[24];
        int n = 0;
        do { t[n++] = char('0' + v % 10); v /= 10; } while (v);
        if (len + n > sizeof buf) flush();
        while (n) buf[len++] = t[--n];
    }
    ~Out() { flush(); }
};
