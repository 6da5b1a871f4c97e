// wmma_gemm — CUDA C twin of wmma_gemm.cuf: the same conversion to half and
// the same one-warp-a-tile kernel with nvcuda::wmma, column major.
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <mma.h>
using namespace nvcuda;

static const int NT = 4096;

__global__ void to_half(__half *h, const float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) h[i] = __float2half(a[i]);
}

__global__ void gemm(const __half *a, const __half *b, float *c, int n) {
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int i = (warp % (n / 16)) * 16, j = (warp / (n / 16)) * 16;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::col_major> sa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> sb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> sc;
    wmma::fill_fragment(sc, 0.0f);
    for (int k = 0; k < n; k += 16) {
        wmma::load_matrix_sync(sa, a + i + (size_t)k * n, n);
        wmma::load_matrix_sync(sb, b + k + (size_t)j * n, n);
        wmma::mma_sync(sc, sa, sb, sc);
    }
    wmma::store_matrix_sync(c + i + (size_t)j * n, sc, n, wmma::mem_col_major);
}

extern "C" void twin_wmma_gemm(const float *a, const float *b, float *c) {
    static __half *ah, *bh;
    if (!ah) {
        cudaMalloc(&ah, sizeof(__half) * NT * NT);
        cudaMalloc(&bh, sizeof(__half) * NT * NT);
    }
    to_half<<<NT * NT / 256, 256>>>(ah, a, NT * NT);
    to_half<<<NT * NT / 256, 256>>>(bh, b, NT * NT);
    gemm<<<(NT / 16) * (NT / 16) / 4, 128>>>(ah, bh, c, NT);
}
