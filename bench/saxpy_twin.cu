// saxpy — CUDA C twin of saxpy.cuf and of assumed_shape.cuf.
#include <cuda_runtime.h>

__global__ void saxpy(const float *__restrict__ x, float *__restrict__ y, float a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

extern "C" void twin_saxpy(const float *x, float *y, float a, int n) {
    const int tPB = 256;
    saxpy<<<(n + tPB - 1) / tPB, tPB>>>(x, y, a, n);
}
