// harness_util.cuh — what bench/harness.cu and bench/acc/harness.cu share:
// CUDA error checks, the counter-based random inputs (the same on every
// side of a row), the median, and the relative error norm of the check.
#pragma once
#include <cuda_runtime.h>
#include <stdint.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static void check(cudaError_t e, const char *what) {
    if (e != cudaSuccess) {
        fprintf(stderr, "bench: %s: %s\n", what, cudaGetErrorString(e));
        exit(2);
    }
}

__host__ __device__ static inline uint32_t mix(uint64_t x) {
    // splitmix64 finaliser: a counter-based generator, the same on both sides.
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return (uint32_t)((x ^ (x >> 31)) >> 32);
}

__host__ __device__ static inline float uniform(uint64_t seed, size_t i, float lo, float hi) {
    return lo + (hi - lo) * (float)(mix(seed * 0x100000001B3ull + i) >> 8) * (1.0f / 16777216.0f);
}

// Uniform in [lo, hi) as float, double (the same values) or int (truncated).
template <typename T> __global__ void fill_random(T *p, size_t n, uint64_t seed, float lo, float hi) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        p[i] = (T)uniform(seed, i, lo, hi);
}

static void host_fill_random(float *p, size_t n, uint64_t seed, float lo, float hi) {
    for (size_t i = 0; i < n; i++) p[i] = uniform(seed, i, lo, hi);
}

static double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

// Relative error norm of x against the reference y; entries with the same
// bits on both sides (poison left alone by both, e.g. the Jacobi boundary)
// count as equal, a NaN anywhere else is a failure.
static double rel_error(const float *x, const float *y, size_t n) {
    double num = 0, den = 0;
    for (size_t i = 0; i < n; i++) {
        if (!memcmp(&x[i], &y[i], sizeof(float))) {
            if (!std::isnan(y[i])) den += (double)y[i] * y[i];
            continue;
        }
        if (std::isnan(x[i]) || std::isnan(y[i])) return INFINITY;
        double d = (double)x[i] - y[i];
        num += d * d;
        den += (double)y[i] * y[i];
    }
    return den > 0 ? sqrt(num / den) : sqrt(num);
}
