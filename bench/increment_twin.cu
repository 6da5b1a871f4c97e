// increment — CUDA C twin of increment.cuf: same grid and block.
#include <cuda_runtime.h>

__global__ void increment(float *__restrict__ a, float b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] += b;
}

extern "C" void twin_increment(float *a, float b, int n) {
    const int tPB = 256;
    increment<<<(n + tPB - 1) / tPB, tPB>>>(a, b, n);
}
