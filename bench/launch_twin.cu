// launch — CUDA C twins of launch.cuf: the same empty kernels launched 1000
// times back to back from a host loop.
#include <cuda_runtime.h>

__global__ void empty() {}

__global__ void empty_args(float *a, int n) {
    if (n < 0) a[0] = 0.0f;
}

extern "C" void twin_empty_x1000(void) {
    for (int i = 0; i < 1000; i++) empty<<<1, 1>>>();
}

extern "C" void twin_args_x1000(float *a, int n) {
    for (int i = 0; i < 1000; i++) empty_args<<<1, 1>>>(a, n);
}
