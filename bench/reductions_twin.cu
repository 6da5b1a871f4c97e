// reductions — CUDA C twins of reductions.cuf: CUB's DeviceReduce::Sum,
// Max and Min of float, double and int, the result copied to the host (where
// both CUDA Fortran forms leave it). Scratch is kept across calls, as a C
// programmer would.
#include <cuda_runtime.h>
#include <cub/device/device_reduce.cuh>

enum Op { SUM, MAX, MIN };

template <Op op, typename T> static cudaError_t reduce(void *scratch, size_t &bytes, const T *a, T *out, int n) {
    if constexpr (op == SUM) return cub::DeviceReduce::Sum(scratch, bytes, a, out, n);
    else if constexpr (op == MAX) return cub::DeviceReduce::Max(scratch, bytes, a, out, n);
    else return cub::DeviceReduce::Min(scratch, bytes, a, out, n);
}

template <Op op, typename T> static void twin_reduce(const T *a, int n, T *s) {
    static void *scratch;
    static size_t scratch_bytes;
    static T *d_out;
    size_t need = 0;
    reduce<op>(nullptr, need, a, (T *)nullptr, n);
    if (need > scratch_bytes) {
        cudaFree(scratch);
        cudaMalloc(&scratch, need);
        scratch_bytes = need;
    }
    if (!d_out) cudaMalloc(&d_out, sizeof(T));
    reduce<op>(scratch, scratch_bytes, a, d_out, n);
    cudaMemcpy(s, d_out, sizeof(T), cudaMemcpyDeviceToHost);
}

extern "C" {
void twin_sum_r4(const float *a, int n, float *s) { twin_reduce<SUM>(a, n, s); }
void twin_max_r4(const float *a, int n, float *s) { twin_reduce<MAX>(a, n, s); }
void twin_min_r4(const float *a, int n, float *s) { twin_reduce<MIN>(a, n, s); }
void twin_sum_r8(const double *a, int n, double *s) { twin_reduce<SUM>(a, n, s); }
void twin_max_r8(const double *a, int n, double *s) { twin_reduce<MAX>(a, n, s); }
void twin_min_r8(const double *a, int n, double *s) { twin_reduce<MIN>(a, n, s); }
void twin_sum_i4(const int *a, int n, int *s) { twin_reduce<SUM>(a, n, s); }
void twin_max_i4(const int *a, int n, int *s) { twin_reduce<MAX>(a, n, s); }
void twin_min_i4(const int *a, int n, int *s) { twin_reduce<MIN>(a, n, s); }
}
