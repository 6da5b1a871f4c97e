// transfer — CUDA C twins of transfer.cuf: one cudaMemcpy each way.
#include <cuda_runtime.h>

extern "C" void twin_h2d(float *a_d, const float *a, int n) {
    cudaMemcpy(a_d, a, (size_t)n * sizeof(float), cudaMemcpyHostToDevice);
}

extern "C" void twin_d2h(float *a, const float *a_d, int n) {
    cudaMemcpy(a, a_d, (size_t)n * sizeof(float), cudaMemcpyDeviceToHost);
}
