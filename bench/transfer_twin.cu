// transfer — CUDA C twins of transfer.cuf: what a CUDA C programmer writes
// for each: cudaMemcpy for whole arrays, cudaMemcpy2D for a column block
// (pitch = the leading dimension, width = the block's rows) and for every
// second element (pitch = two elements, width = one).
#include <cuda_runtime.h>

extern "C" void twin_h2d(float *a_d, const float *a, int n) {
    cudaMemcpy(a_d, a, (size_t)n * sizeof(float), cudaMemcpyHostToDevice);
}

extern "C" void twin_d2h(float *a, const float *a_d, int n) {
    cudaMemcpy(a, a_d, (size_t)n * sizeof(float), cudaMemcpyDeviceToHost);
}

extern "C" void twin_h2d_block(float *b_d, const float *b, int ld, int m, int ncol) {
    size_t pitch = (size_t)ld * sizeof(float);
    cudaMemcpy2D(b_d, pitch, b, pitch, (size_t)m * sizeof(float), ncol, cudaMemcpyHostToDevice);
}

extern "C" void twin_d2h_block(float *b, const float *b_d, int ld, int m, int ncol) {
    size_t pitch = (size_t)ld * sizeof(float);
    cudaMemcpy2D(b, pitch, b_d, pitch, (size_t)m * sizeof(float), ncol, cudaMemcpyDeviceToHost);
}

extern "C" void twin_h2d_strided(float *a_d, const float *a, int n) {
    cudaMemcpy2D(a_d, 2 * sizeof(float), a, 2 * sizeof(float), sizeof(float), (n + 1) / 2, cudaMemcpyHostToDevice);
}

extern "C" void twin_d2h_strided(float *a, const float *a_d, int n) {
    cudaMemcpy2D(a, 2 * sizeof(float), a_d, 2 * sizeof(float), sizeof(float), (n + 1) / 2, cudaMemcpyDeviceToHost);
}
