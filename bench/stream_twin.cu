// stream — CUDA C twins of stream.cuf (BabelStream-style CUDA): one thread
// per element, 256-thread blocks. The dot product is in cuf_loops_twin.cu.
#include <cuda_runtime.h>

enum { TPB = 256 };

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
