// cuf_loops — CUDA C twins of cuf_loops.cuf: the sum through CUB's
// DeviceReduce::Sum (result copied to the host, as the CUF kernel's host
// scalar is), the STREAM dot product BabelStream's way (grid-stride loop,
// a shared-memory tree per block, one atomicAdd per block, result to the
// host), the 2-D loop as a hand-written kernel with 32x8 blocks.
#include <cuda_runtime.h>
#include <cub/device/device_reduce.cuh>

enum { TPB = 256, DOT_BLOCKS = 1024 };

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

// cuf_loops.cuf's 3-D loop: one thread an element, 32x4x2 blocks (cufc's
// `*` block for three loops).
__global__ void cuf_3d(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c,
                       float s, int l, int m, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    int k = blockIdx.z * blockDim.z + threadIdx.z;
    if (i < l && j < m && k < n) {
        size_t e = ((size_t)k * m + j) * l + i;
        c[e] = a[e] + s * b[e];
    }
}

extern "C" void twin_cuf_3d(const float *a, const float *b, float *c, float s, int l, int m, int n) {
    dim3 block(32, 4, 2), grid((l + 31) / 32, (m + 3) / 4, (n + 1) / 2);
    cuf_3d<<<grid, block>>>(a, b, c, s, l, m, n);
}

__global__ void stream_dot(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ sum, int n) {
    __shared__ float part[TPB];
    float s = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) s += a[i] * b[i];
    part[threadIdx.x] = s;
    for (int half = TPB / 2; half > 0; half /= 2) {
        __syncthreads();
        if (threadIdx.x < half) part[threadIdx.x] += part[threadIdx.x + half];
    }
    if (threadIdx.x == 0) atomicAdd(sum, part[0]);
}

extern "C" void twin_stream_dot(const float *a, const float *b, int n, float *s) {
    static float *d_sum;
    if (!d_sum) cudaMalloc(&d_sum, sizeof(float));
    cudaMemsetAsync(d_sum, 0, sizeof(float));
    stream_dot<<<DOT_BLOCKS, TPB>>>(a, b, d_sum, n);
    cudaMemcpy(s, d_sum, sizeof(float), cudaMemcpyDeviceToHost);
}
