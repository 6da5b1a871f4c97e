/* cuf_curand.h — module curand_device (library interfaces 3.4) in device
 * code: the state types and the functions cufc calls for the module's
 * procedures, cuf_<specific> (src/cuda/abi.c; the specifics are in
 * modules/curand_device.f90).  Included by generated .cu files that use the
 * module.
 *
 * Natively they are NVIDIA's curand_kernel.h: cuRAND's own streams at full
 * speed.  In emulation (CUF_EMU) they are cufc's generators of
 * cuf_curand_emu.h, which give the same numbers (see there for where they
 * differ).  The argument types follow the Fortran interfaces: integer(8)
 * seed, sequence, offset and n are long long, integer(4) results int. */
#ifndef CUF_CURAND_H
#define CUF_CURAND_H

#if defined(CUF_EMU)
#include "cuf_curand_emu.h"
typedef cuf_curand_emu::xorwow cuf_curand_state_xorwow;
typedef cuf_curand_emu::philox cuf_curand_state_philox;
typedef cuf_curand_emu::mrg32k3a cuf_curand_state_mrg32k3a;
#define CUF_CURAND_FN(native, emu) cuf_curand_emu::emu
#else
#include <curand_kernel.h>
typedef curandStateXORWOW_t cuf_curand_state_xorwow;
typedef curandStatePhilox4_32_10_t cuf_curand_state_philox;
typedef curandStateMRG32k3a_t cuf_curand_state_mrg32k3a;
#define CUF_CURAND_FN(native, emu) native
#endif

static_assert(sizeof(cuf_curand_state_xorwow) == 48 && sizeof(cuf_curand_state_philox) == 64 &&
                  sizeof(cuf_curand_state_mrg32k3a) == 48,
              "the sizes of modules/curand_device.f90's state types");

/* The specifics of one state type S (C type T).  curand_init of MRG32k3a
 * skips subsequences of 2^76 values, its skipahead_sequence sequences of
 * 2^127 (cuRAND's skipahead_subsequence / skipahead_sequence). */
#define CUF_CURAND_SPECIFICS(S, T)                                                                    \
    static __device__ __forceinline__ void cuf_curand_init_##S(long long seed, long long sequence,    \
                                                               long long offset, T *state) {          \
        CUF_CURAND_FN(curand_init, init)((unsigned long long)seed, (unsigned long long)sequence,      \
                                         (unsigned long long)offset, state);                          \
    }                                                                                                 \
    static __device__ __forceinline__ int cuf_curand_##S(T *state) {                                  \
        return (int)CUF_CURAND_FN(curand, next)(state);                                               \
    }                                                                                                 \
    static __device__ __forceinline__ float cuf_curand_uniform_##S(T *state) {                        \
        return CUF_CURAND_FN(curand_uniform, uniform)(state);                                         \
    }                                                                                                 \
    static __device__ __forceinline__ double cuf_curand_uniform_double_##S(T *state) {                \
        return CUF_CURAND_FN(curand_uniform_double, uniform_double)(state);                           \
    }                                                                                                 \
    static __device__ __forceinline__ float cuf_curand_normal_##S(T *state) {                         \
        return CUF_CURAND_FN(curand_normal, normal)(state);                                           \
    }                                                                                                 \
    static __device__ __forceinline__ double cuf_curand_normal_double_##S(T *state) {                 \
        return CUF_CURAND_FN(curand_normal_double, normal_double)(state);                             \
    }                                                                                                 \
    static __device__ __forceinline__ float cuf_curand_log_normal_##S(T *state, float mean,           \
                                                                       float stddev) {                \
        return CUF_CURAND_FN(curand_log_normal, log_normal)(state, mean, stddev);                     \
    }                                                                                                 \
    static __device__ __forceinline__ double cuf_curand_log_normal_double_##S(T *state, double mean,  \
                                                                              double stddev) {        \
        return CUF_CURAND_FN(curand_log_normal_double, log_normal_double)(state, mean, stddev);       \
    }                                                                                                 \
    static __device__ __forceinline__ int cuf_curand_poisson_##S(T *state, double lambda) {           \
        return (int)CUF_CURAND_FN(curand_poisson, poisson)(state, lambda);                            \
    }                                                                                                 \
    static __device__ __forceinline__ void cuf_skipahead_##S(long long n, T *state) {                 \
        CUF_CURAND_FN(skipahead, skipahead)((unsigned long long)n, state);                            \
    }                                                                                                 \
    static __device__ __forceinline__ void cuf_skipahead_sequence_##S(long long n, T *state) {        \
        CUF_CURAND_FN(skipahead_sequence, skipahead_sequence)((unsigned long long)n, state);          \
    }

CUF_CURAND_SPECIFICS(xorwow, cuf_curand_state_xorwow)
CUF_CURAND_SPECIFICS(philox4_32_10, cuf_curand_state_philox)
CUF_CURAND_SPECIFICS(mrg32k3a, cuf_curand_state_mrg32k3a)

#endif
