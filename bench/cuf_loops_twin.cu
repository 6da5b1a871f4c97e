// cuf_loops — CUDA C twins of cuf_loops.cuf: the sum through CUB's
// DeviceReduce::Sum (result copied to the host, as the CUF kernel's host
// scalar is), the 2-D loop as a hand-written kernel with 32x8 blocks.
#include <cuda_runtime.h>
#include <cub/device/device_reduce.cuh>

extern "C" void twin_cuf_sum(const float *a, int n, float *s) {
    // Scratch kept across calls, as a C programmer would.
    static void *scratch;
    static size_t scratch_bytes;
    static float *d_sum;
    size_t need = 0;
    cub::DeviceReduce::Sum(nullptr, need, a, (float *)nullptr, n);
    if (need > scratch_bytes) {
        cudaFree(scratch);
        cudaMalloc(&scratch, need);
        scratch_bytes = need;
    }
    if (!d_sum) cudaMalloc(&d_sum, sizeof(float));
    cub::DeviceReduce::Sum(scratch, scratch_bytes, a, d_sum, n);
    cudaMemcpy(s, d_sum, sizeof(float), cudaMemcpyDeviceToHost);
}

__global__ void cuf_2d(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c,
                       float s, int m, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < m && j < n) {
        int k = j * m + i;
        c[k] = a[k] + s * b[k];
    }
}

extern "C" void twin_cuf_2d(const float *a, const float *b, float *c, float s, int m, int n) {
    dim3 block(32, 8), grid((m + 31) / 32, (n + 7) / 8);
    cuf_2d<<<grid, block>>>(a, b, c, s, m, n);
}
