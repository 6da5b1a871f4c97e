/* rt_check.h — tiny helpers for the runtime tests (host side). */
#ifndef RT_CHECK_H
#define RT_CHECK_H
#include <stdio.h>
#include <stdlib.h>
static int rt_failures __attribute__((unused)) = 0;
#define CHECK(cond)                                                               \
  do {                                                                            \
    if (!(cond)) {                                                                \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);  \
      rt_failures++;                                                              \
    }                                                                             \
  } while (0)
#define CUCHECK(call)                                                             \
  do {                                                                            \
    cudaError_t e_ = (call);                                                      \
    if (e_ != cudaSuccess) {                                                      \
      fprintf(stderr, "%s:%d: %s -> %s\n", __FILE__, __LINE__, #call,             \
              cudaGetErrorString(e_));                                            \
      rt_failures++;                                                              \
    }                                                                             \
  } while (0)
#define RT_DONE()                                                                 \
  do {                                                                            \
    if (rt_failures) { fprintf(stderr, "%d check(s) failed\n", rt_failures); return 1; } \
    printf("ok\n");                                                               \
    return 0;                                                                     \
  } while (0)
#endif
