// stream — CUDA C twins of stream.cuf (BabelStream-style CUDA): one thread
// per element, 256-thread blocks; dot with a grid-stride loop, a shared
// memory tree per block and one atomicAdd per block, result to the host.
#include <cuda_runtime.h>

enum { TPB = 256, DOT_BLOCKS = 1024 };

__global__ void stream_copy(const float *__restrict__ a, float *__restrict__ c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i];
}
__global__ void stream_scale(const float *__restrict__ c, float *__restrict__ b, float q, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) b[i] = q * c[i];
}
__global__ void stream_add(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
__global__ void stream_triad(const float *__restrict__ b, const float *__restrict__ c, float *__restrict__ a, float q,
                             int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = b[i] + q * c[i];
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

static int blocks(int n) { return (n + TPB - 1) / TPB; }

extern "C" void twin_stream_copy(const float *a, float *c, int n) { stream_copy<<<blocks(n), TPB>>>(a, c, n); }
extern "C" void twin_stream_scale(const float *c, float *b, float q, int n) {
    stream_scale<<<blocks(n), TPB>>>(c, b, q, n);
}
extern "C" void twin_stream_add(const float *a, const float *b, float *c, int n) {
    stream_add<<<blocks(n), TPB>>>(a, b, c, n);
}
extern "C" void twin_stream_triad(const float *b, const float *c, float *a, float q, int n) {
    stream_triad<<<blocks(n), TPB>>>(b, c, a, q, n);
}
extern "C" void twin_stream_dot(const float *a, const float *b, int n, float *s) {
    static float *d_sum;
    if (!d_sum) cudaMalloc(&d_sum, sizeof(float));
    cudaMemsetAsync(d_sum, 0, sizeof(float));
    stream_dot<<<DOT_BLOCKS, TPB>>>(a, b, d_sum, n);
    cudaMemcpy(s, d_sum, sizeof(float), cudaMemcpyDeviceToHost);
}
