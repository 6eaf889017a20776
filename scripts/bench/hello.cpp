// The floor for a whole process: a C++ hello world, built like the anchors (g++ -O2).
#include <cstdio>
int main() { std::puts("hello, world"); }
