// sine — CUDA C twin of sine.cuf.
#include <cuda_runtime.h>

__global__ void sine(const float *__restrict__ a, float *__restrict__ b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) b[i] = sinf(a[i]);
}

extern "C" void twin_sine(const float *a, float *b, int n) {
    const int tPB = 256;
    sine<<<(n + tPB - 1) / tPB, tPB>>>(a, b, n);
}
