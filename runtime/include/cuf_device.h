/*
 * cuf_device.h — included first by every .cu file that cufc generates.
 *
 *   native:   nvcc -x cu -arch=sm_90 -I<runtime/include> x.cu
 *   emulated: g++ -x c++ -std=c++17 -DCUF_EMU -I<runtime/include> x.cu
 *             (link libcufemu.a -lstdc++ -lpthread -lm; see cufemu.h for how
 *             blocks and threads are scheduled)
 *
 * Macros for the code generator (same meaning in both modes):
 *
 *   CUF_LAUNCH(kernel, grid, block, shmem, stream, args...)
 *       Launch kernel(args...).  grid and block are dim3 (or integers),
 *       shmem the dynamic shared memory in bytes, stream a cudaStream_t (0 =
 *       default).  Natively kernel<<<grid, block, shmem, stream>>>(args...).
 *       In emulation the kernel runs to completion before the macro returns;
 *       an invalid configuration (more than 1024 threads, a zero or too large
 *       dimension, shmem above the limit) sets the last error
 *       (cudaGetLastError) to cudaErrorInvalidValue -- what CUDA 13 reports
 *       natively -- and runs nothing.  An expression of
 *       type void.  `kernel` must name one function (a template instance
 *       such as k<float> is fine; wrap names containing commas in a typedef
 *       or parentheses-free alias).  Zero args are allowed.
 *
 *   CUF_LAUNCH_COOP(kernel, grid, block, shmem, stream, args...)
 *       The same as a cooperative launch (attributes(grid_global), guide
 *       2.5.5): natively cudaLaunchCooperativeKernel, whose errors (a grid
 *       larger than the co-resident blocks:
 *       cudaErrorCooperativeLaunchTooLarge) become the last error; in
 *       emulation every block runs at once (cufemu.h), so that
 *       cuf_grid_sync() can hold the whole grid.
 *
 *   CUF_LAUNCH_STRAIGHT(kernel, grid, block, shmem, stream, args...)
 *       Emulation only: CUF_LAUNCH of a kernel whose threads never wait for
 *       each other (src/cuda/waits.c); each thread runs to its end in turn,
 *       without a fiber of its own.
 *
 *   CUF_DYNSHARED(type)
 *       Expression of type `type *`: the block's dynamic shared memory (the
 *       launch's shmem bytes), 16-byte aligned.  Usable in kernels and
 *       device functions.
 *
 *   CUF_BOUNDS(idx, lo, hi, dim, var, file, line)
 *       Evaluates idx once and yields it.  In emulation, if idx is outside
 *       [lo,hi] it prints
 *         file:line: error: index 11 of dimension 1 of 'a' is outside its
 *         bounds 1:10 (kernel 'k', block (1,0,0) thread (3,0,0))
 *       to stderr and exits with status 1.  Natively it is just (idx).
 *       dim is an int (1-based), var/file are string literals.
 *
 *   CUF_WAIT_LOOP(iteration, file, line)
 *       Emulation only, first statement of a DO WHILE / DO loop that may
 *       spin until another thread changes memory (src/cuda/waits.c);
 *       iteration counts from 0 at each entry of the loop.  The emulator
 *       runs other threads there and reports a deadlock with file:line.
 *   CUF_ACCESS(how, base, lb, var, file, line, elem)      (emulation only)
 *       The array element `elem` (an lvalue, last: it may hold commas), after the emulator's checks
 *       chosen by CUFEMU_CHECK (memory, initialisation, races) have seen the
 *       access: how is 1 for a store, 0 for a read, + 4 for a rank-1 array;
 *       base its first element, lb its lower bound.  The device emitter
 *       prints it for element reads and stores under -gpu=emu only.
 *
 *   CUF_SITED(file, line, call)                             (emulation only)
 *       The barrier or warp collective `call`, its Fortran statement named
 *       first for the emulator's synccheck.
 *
 *   cuf_ldg(const T *p)
 *       *p through the read-only data cache (__ldg natively): reads of
 *       texture pointers.
 *   cuf_ldca/ldcg/ldcs/ldlu/ldcv(const T *p), cuf_stcg/stcs/stwb/stwt(T *p, T v)
 *       nvfortran's loads and stores with cache hints, any type.
 *
 * Helper device functions with Fortran's atomic semantics, for both modes
 * (each returns the old value):
 *   cuf_atomicAdd/Sub/Max/Min/Exch/CAS(T *mem, T v)  T = int, long long,
 *       float, double (CAS takes (mem, compare, val));
 *   cuf_atomicAnd/Or/Xor(int *, int); cuf_atomicInc/Dec(int *, int).
 */
#ifndef CUF_DEVICE_H
#define CUF_DEVICE_H

#if defined(CUF_EMU)

#include "cufemu.h"

#define CUF_LAUNCH(kernel, grid, block, shmem, stream, ...)                    \
  ((void)::cufemu_detail::launch(#kernel, __FILE__, __LINE__, kernel,         \
                                 dim3(grid), dim3(block), (size_t)(shmem),     \
                                 (cudaStream_t)(stream), ##__VA_ARGS__))
#define CUF_LAUNCH_COOP(kernel, grid, block, shmem, stream, ...)               \
  ((void)::cufemu_detail::launch_cooperative(                                 \
      #kernel, __FILE__, __LINE__, kernel, dim3(grid), dim3(block),           \
      (size_t)(shmem), (cudaStream_t)(stream), ##__VA_ARGS__))
#define CUF_LAUNCH_STRAIGHT(kernel, grid, block, shmem, stream, ...)           \
  ((void)::cufemu_detail::launch_straight<kernel>(                            \
      #kernel, __FILE__, __LINE__, kernel, dim3(grid), dim3(block),           \
      (size_t)(shmem), (cudaStream_t)(stream), ##__VA_ARGS__))
#define CUF_DYNSHARED(type) ((type *)cufemu_dynshared())
#define CUF_WAIT_LOOP(iteration, file, line) cufemu_wait_loop((iteration), (file), (line))
#define CUF_BOUNDS(idx, lo, hi, dim, var, file, line)                          \
  (::cufemu_detail::bounds((idx), (long long)(lo), (long long)(hi), (dim),     \
                           (var), (file), (line)))
#define CUF_ACCESS(how, base, lb, var, file, line, ...)                        \
  (*::cufemu_detail::access(&(__VA_ARGS__), (how), (const void *)(base),       \
                            (long long)(lb), (var), (file), (line)))
#define CUF_SITED(file, line, ...)                                              \
  ((cufemu_site_file = (file), cufemu_site_line = (line)), (__VA_ARGS__))

#elif defined(__CUDACC__)

#include <cuda_runtime.h>

#define CUF_LAUNCH(kernel, grid, block, shmem, stream, ...)                    \
  kernel<<<(grid), (block), (shmem), (stream)>>>(__VA_ARGS__)

/* cudaLaunchCooperativeKernel takes the addresses of the arguments, each
 * converted to its parameter's type first (as <<<>>> would).  Only files
 * that need it pay for <cooperative_groups.h> (nvcc takes ~2 s to read it):
 * the code generator defines CUF_COOPERATIVE for them. */
#if defined(CUF_COOPERATIVE)
#include <cooperative_groups.h>
#include <tuple>
#include <type_traits>
#include <utility>
template <typename K, typename T, std::size_t... I>
inline cudaError_t cuf_launch_coop_(K k, dim3 g, dim3 b, size_t shmem, cudaStream_t s, T &vals,
                                    std::index_sequence<I...>) {
  void *args[sizeof...(I) + 1] = {(void *)&std::get<I>(vals)..., nullptr};
  return cudaLaunchCooperativeKernel((const void *)k, g, b, args, shmem, s);
}
template <typename... P, typename... A>
inline cudaError_t cuf_launch_coop(void (*k)(P...), dim3 g, dim3 b, size_t shmem, cudaStream_t s,
                                   A &&...a) {
  static_assert(sizeof...(P) == sizeof...(A), "kernel launched with the wrong number of arguments");
  std::tuple<typename std::decay<P>::type...> vals(std::forward<A>(a)...);
  return cuf_launch_coop_(k, g, b, shmem, s, vals, std::index_sequence_for<P...>{});
}
#define CUF_LAUNCH_COOP(kernel, grid, block, shmem, stream, ...)               \
  ((void)cuf_launch_coop(kernel, dim3(grid), dim3(block), (size_t)(shmem),    \
                         (cudaStream_t)(stream), ##__VA_ARGS__))
#endif
template <typename T> __device__ __forceinline__ T *cuf_dynshared_ptr_() {
  extern __shared__ __align__(16) unsigned char cuf_dynshared_mem_[];
  return reinterpret_cast<T *>(cuf_dynshared_mem_);
}
#define CUF_DYNSHARED(type) (cuf_dynshared_ptr_<type>())
#define CUF_BOUNDS(idx, lo, hi, dim, var, file, line) (idx)
/* the emulator's instrumentation, which a -gpu=emu .cu holds, does nothing
 * natively: the same text compiles both ways */
#define CUF_ACCESS(how, base, lb, var, file, line, ...) (__VA_ARGS__)
#define CUF_SITED(file, line, ...) (__VA_ARGS__)
#define CUF_WAIT_LOOP(iteration, file, line) ((void)0)
#define CUF_LAUNCH_STRAIGHT(kernel, grid, block, shmem, stream, ...)           \
  CUF_LAUNCH(kernel, grid, block, shmem, stream, __VA_ARGS__)

#else
#error "cuf_device.h: compile with nvcc, or with g++ -DCUF_EMU"
#endif

/* ---- cooperative groups (guide 3.8.1.3) --------------------------------- */
/* Group sizes and 1-based ranks in CUDA's linear order (x fastest): a
 * thread's rank in the grid is its block's linear index times the block
 * size plus its rank in the block; a warp is 32 consecutive ranks of a
 * block (the last one may be partial). */
__device__ __forceinline__ int cuf_block_size() { return (int)(blockDim.x * blockDim.y * blockDim.z); }
__device__ __forceinline__ int cuf_block_rank() {
  return (int)(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) + 1;
}
__device__ __forceinline__ int cuf_grid_size() {
  return (int)((long long)gridDim.x * gridDim.y * gridDim.z * cuf_block_size());
}
__device__ __forceinline__ int cuf_grid_rank() {
  long long b = blockIdx.x + (long long)gridDim.x * (blockIdx.y + (long long)gridDim.y * blockIdx.z);
  return (int)(b * cuf_block_size()) + cuf_block_rank();
}
__device__ __forceinline__ int cuf_warp_size() {
  int left = cuf_block_size() - ((cuf_block_rank() - 1) & ~31);
  return left < 32 ? left : 32;
}
__device__ __forceinline__ int cuf_warp_rank() { return ((cuf_block_rank() - 1) & 31) + 1; }
__device__ __forceinline__ void cuf_warp_sync() {
  int n = cuf_warp_size();
  __syncwarp(n == 32 ? 0xffffffffu : (1u << n) - 1u);
}
/* A grid barrier needs a cooperative launch (the stub of a grid_global
 * kernel makes one). */
#if defined(CUF_EMU)
inline void cuf_grid_sync() { cufemu_grid_sync(); }
#elif defined(CUF_COOPERATIVE)
__device__ __forceinline__ void cuf_grid_sync() { cooperative_groups::this_grid().sync(); }
#endif

/* ---- texture reads (guide 2.12.4, 3.2.6) -------------------------------- */
/* CUDA 12 removed texture references: an element of a `texture` pointer is
 * read through the read-only data cache (the texture cache) instead. */
#if defined(__CUDACC__)
/* __ldg exists for the arithmetic types up to 8 bytes; complex, derived
 * types (intent(in) arrays of them) and integer(16) are loaded plainly */
template <class T> __device__ __forceinline__ T cuf_ldg(const T *p) {
  if constexpr (std::is_arithmetic<T>::value && sizeof(T) <= 8) return __ldg(p);
  else return *p;
}
#else
template <class T> __device__ inline T cuf_ldg(const T *p) { return *p; }
#endif

/* ---- loads and stores with cache hints (nvfortran __ldca ... __stwt) ---- */
/* CUDA's __ldca/__ldcg/__ldcs/__ldlu/__ldcv and __stcg/__stcs/__stwb/__stwt
 * take built-in types only: a value of any type (complex, cuf_half,
 * integer(16)) moves as unsigned integers of its size, 8 bytes at a time
 * past 8 (complex(8) is only 8-byte aligned).  Emulation has no caches. */
template <class T> struct cuf_same { typedef T type; };
template <class T> using cuf_same_t = typename cuf_same<T>::type; /* not deduced: v converts to T */
#if defined(__CUDACC__)
template <class T, class F> __device__ __forceinline__ T cuf_hinted_load(const T *p, F load) {
  T r;
  if constexpr (sizeof(T) == 1) { unsigned char c = load((const unsigned char *)p); memcpy(&r, &c, 1); }
  else if constexpr (sizeof(T) == 2) { unsigned short c = load((const unsigned short *)p); memcpy(&r, &c, 2); }
  else if constexpr (sizeof(T) == 4) { unsigned int c = load((const unsigned int *)p); memcpy(&r, &c, 4); }
  else {
    static_assert(sizeof(T) % 8 == 0, "cache-hinted load of an odd size");
    for (unsigned k = 0; k < sizeof(T) / 8; k++) {
      unsigned long long c = load((const unsigned long long *)p + k);
      memcpy((char *)&r + 8 * k, &c, 8);
    }
  }
  return r;
}
template <class T, class F> __device__ __forceinline__ void cuf_hinted_store(T *p, T v, F store) {
  if constexpr (sizeof(T) == 1) { unsigned char c; memcpy(&c, &v, 1); store((unsigned char *)p, c); }
  else if constexpr (sizeof(T) == 2) { unsigned short c; memcpy(&c, &v, 2); store((unsigned short *)p, c); }
  else if constexpr (sizeof(T) == 4) { unsigned int c; memcpy(&c, &v, 4); store((unsigned int *)p, c); }
  else {
    static_assert(sizeof(T) % 8 == 0, "cache-hinted store of an odd size");
    for (unsigned k = 0; k < sizeof(T) / 8; k++) {
      unsigned long long c;
      memcpy(&c, (const char *)&v + 8 * k, 8);
      store((unsigned long long *)p + k, c);
    }
  }
}
#define CUF_HINTED_LOAD(op)                                                            \
  template <class T> __device__ __forceinline__ T cuf_##op(const T *p) {             \
    return cuf_hinted_load(p, [](const auto *q) { return __##op(q); });               \
  }
#define CUF_HINTED_STORE(op)                                                           \
  template <class T> __device__ __forceinline__ void cuf_##op(T *p, cuf_same_t<T> v) { \
    cuf_hinted_store(p, v, [](auto *q, auto c) { __##op(q, c); });                   \
  }
#else
#define CUF_HINTED_LOAD(op) \
  template <class T> inline T cuf_##op(const T *p) { return *p; }
#define CUF_HINTED_STORE(op) \
  template <class T> inline void cuf_##op(T *p, cuf_same_t<T> v) { *p = v; }
#endif
/* ---- pipeline primitives (nvfortran pipelineMemcpyAsync, NEW-134) ------- */
/* An asynchronous copy of 4, 8 or 16 bytes from global to shared memory
 * (cp.async); emulation copies at once, so commit and wait have nothing
 * left to do.  nvcc reads <cuda_pipeline_primitives.h> only where the code
 * generator defines CUF_PIPELINE (2.5% of what it parses for a small file). */
#if defined(__CUDACC__)
#if defined(CUF_PIPELINE)
#include <cuda_pipeline_primitives.h>
__device__ __forceinline__ void cuf_pipeline_memcpy_async(void *dst, const void *src, size_t bytes) {
  __pipeline_memcpy_async(dst, src, bytes);
}
__device__ __forceinline__ void cuf_pipeline_commit() { __pipeline_commit(); }
__device__ __forceinline__ void cuf_pipeline_wait_prior(size_t n) { __pipeline_wait_prior(n); }
#endif
#else
inline void cuf_pipeline_memcpy_async(void *dst, const void *src, size_t bytes) { memcpy(dst, src, bytes); }
inline void cuf_pipeline_commit() {}
inline void cuf_pipeline_wait_prior(size_t) {}
#endif

CUF_HINTED_LOAD(ldca) CUF_HINTED_LOAD(ldcg) CUF_HINTED_LOAD(ldcs) CUF_HINTED_LOAD(ldlu) CUF_HINTED_LOAD(ldcv)
CUF_HINTED_STORE(stcg) CUF_HINTED_STORE(stcs) CUF_HINTED_STORE(stwb) CUF_HINTED_STORE(stwt)

/* ---- Fortran-flavoured atomics (both modes) ---------------------------- */
__device__ __forceinline__ int cuf_atomicAdd(int *a, int v) { return atomicAdd(a, v); }
__device__ __forceinline__ int cuf_atomicSub(int *a, int v) { return atomicSub(a, v); }
__device__ __forceinline__ int cuf_atomicMax(int *a, int v) { return atomicMax(a, v); }
__device__ __forceinline__ int cuf_atomicMin(int *a, int v) { return atomicMin(a, v); }
__device__ __forceinline__ int cuf_atomicExch(int *a, int v) { return atomicExch(a, v); }
__device__ __forceinline__ int cuf_atomicCAS(int *a, int c, int v) { return atomicCAS(a, c, v); }
__device__ __forceinline__ int cuf_atomicAnd(int *a, int v) { return atomicAnd(a, v); }
__device__ __forceinline__ int cuf_atomicOr(int *a, int v) { return atomicOr(a, v); }
__device__ __forceinline__ int cuf_atomicXor(int *a, int v) { return atomicXor(a, v); }
__device__ __forceinline__ int cuf_atomicInc(int *a, int v) {
  return (int)atomicInc((unsigned *)a, (unsigned)v);
}
__device__ __forceinline__ int cuf_atomicDec(int *a, int v) {
  return (int)atomicDec((unsigned *)a, (unsigned)v);
}

__device__ __forceinline__ long long cuf_atomicAdd(long long *a, long long v) {
  return (long long)atomicAdd((unsigned long long *)a, (unsigned long long)v);
}
__device__ __forceinline__ long long cuf_atomicSub(long long *a, long long v) {
  return (long long)atomicAdd((unsigned long long *)a, 0ull - (unsigned long long)v);
}
__device__ __forceinline__ long long cuf_atomicMax(long long *a, long long v) { return atomicMax(a, v); }
__device__ __forceinline__ long long cuf_atomicMin(long long *a, long long v) { return atomicMin(a, v); }
__device__ __forceinline__ long long cuf_atomicExch(long long *a, long long v) {
  return (long long)atomicExch((unsigned long long *)a, (unsigned long long)v);
}
__device__ __forceinline__ long long cuf_atomicCAS(long long *a, long long c, long long v) {
  return (long long)atomicCAS((unsigned long long *)a, (unsigned long long)c,
                              (unsigned long long)v);
}

__device__ __forceinline__ float cuf_atomicAdd(float *a, float v) { return atomicAdd(a, v); }
__device__ __forceinline__ float cuf_atomicSub(float *a, float v) { return atomicAdd(a, -v); }
__device__ __forceinline__ float cuf_atomicExch(float *a, float v) { return atomicExch(a, v); }
__device__ __forceinline__ float cuf_atomicCAS(float *a, float c, float v) {
  return __int_as_float(atomicCAS((int *)a, __float_as_int(c), __float_as_int(v)));
}
__device__ __forceinline__ float cuf_atomicMax(float *a, float v) {
  int *ia = (int *)a;
  int old = *(volatile int *)ia, assumed;
  do {
    assumed = old;
    if (!(v > __int_as_float(assumed))) break;
    old = atomicCAS(ia, assumed, __float_as_int(v));
  } while (old != assumed);
  return __int_as_float(old);
}
__device__ __forceinline__ float cuf_atomicMin(float *a, float v) {
  int *ia = (int *)a;
  int old = *(volatile int *)ia, assumed;
  do {
    assumed = old;
    if (!(v < __int_as_float(assumed))) break;
    old = atomicCAS(ia, assumed, __float_as_int(v));
  } while (old != assumed);
  return __int_as_float(old);
}

__device__ __forceinline__ double cuf_atomicAdd(double *a, double v) { return atomicAdd(a, v); }
__device__ __forceinline__ double cuf_atomicSub(double *a, double v) { return atomicAdd(a, -v); }
__device__ __forceinline__ double cuf_atomicExch(double *a, double v) {
  return __longlong_as_double((long long)atomicExch(
      (unsigned long long *)a, (unsigned long long)__double_as_longlong(v)));
}
__device__ __forceinline__ double cuf_atomicCAS(double *a, double c, double v) {
  return __longlong_as_double((long long)atomicCAS(
      (unsigned long long *)a, (unsigned long long)__double_as_longlong(c),
      (unsigned long long)__double_as_longlong(v)));
}
__device__ __forceinline__ double cuf_atomicMax(double *a, double v) {
  unsigned long long *ia = (unsigned long long *)a;
  unsigned long long old = *(volatile unsigned long long *)ia, assumed;
  do {
    assumed = old;
    if (!(v > __longlong_as_double((long long)assumed))) break;
    old = atomicCAS(ia, assumed, (unsigned long long)__double_as_longlong(v));
  } while (old != assumed);
  return __longlong_as_double((long long)old);
}
__device__ __forceinline__ double cuf_atomicMin(double *a, double v) {
  unsigned long long *ia = (unsigned long long *)a;
  unsigned long long old = *(volatile unsigned long long *)ia, assumed;
  do {
    assumed = old;
    if (!(v < __longlong_as_double((long long)assumed))) break;
    old = atomicCAS(ia, assumed, (unsigned long long)__double_as_longlong(v));
  } while (old != assumed);
  return __longlong_as_double((long long)old);
}

/* ---- warp functions with Fortran's conventions (guide 3.6.5, 3.6.8) ----- */
/* __shfl: lanes are 1-based; a source lane outside 1:width gives the
 * caller's own value.  Every lane takes part in the shuffle itself. */
template <typename T>
__device__ __forceinline__ T cuf_shfl_idx(unsigned mask, T var, int lane, int width) {
  int src = lane - 1;
  T r = __shfl_sync(mask, var, src, width);
  return src >= 0 && src < width ? r : var;
}
template <typename T>
__device__ __forceinline__ T cuf_shfl_up(unsigned mask, T var, int delta, int width) {
  return __shfl_up_sync(mask, var, (unsigned)delta, width);
}
template <typename T>
__device__ __forceinline__ T cuf_shfl_down(unsigned mask, T var, int delta, int width) {
  return __shfl_down_sync(mask, var, (unsigned)delta, width);
}
template <typename T>
__device__ __forceinline__ T cuf_shfl_xor(unsigned mask, T var, int lanemask, int width) {
  return __shfl_xor_sync(mask, var, lanemask, width);
}
/* complex: its two parts, one shuffle each (guide 3.6.8 lists integer
 * and real; emulation shuffled complex values, CUDA's __shfl_sync has no
 * overload for them) */
template <class T> struct cuf_complex; /* cuf_fortran.h, included after this */
template <typename T>
__device__ __forceinline__ cuf_complex<T> cuf_shfl_idx(unsigned mask, cuf_complex<T> var, int lane, int width) {
  return {cuf_shfl_idx(mask, var.re, lane, width), cuf_shfl_idx(mask, var.im, lane, width)};
}
template <typename T>
__device__ __forceinline__ cuf_complex<T> cuf_shfl_up(unsigned mask, cuf_complex<T> var, int delta, int width) {
  return {cuf_shfl_up(mask, var.re, delta, width), cuf_shfl_up(mask, var.im, delta, width)};
}
template <typename T>
__device__ __forceinline__ cuf_complex<T> cuf_shfl_down(unsigned mask, cuf_complex<T> var, int delta, int width) {
  return {cuf_shfl_down(mask, var.re, delta, width), cuf_shfl_down(mask, var.im, delta, width)};
}
template <typename T>
__device__ __forceinline__ cuf_complex<T> cuf_shfl_xor(unsigned mask, cuf_complex<T> var, int lanemask, int width) {
  return {cuf_shfl_xor(mask, var.re, lanemask, width), cuf_shfl_xor(mask, var.im, lanemask, width)};
}
/* match_all_sync(mask, value, pred): pred (integer or logical) is set. */
template <typename T, typename P>
__device__ __forceinline__ int cuf_match_all_sync(unsigned mask, T value, P &pred) {
  int p = 0;
  unsigned r = __match_all_sync(mask, value, &p);
  pred = (P)p;
  return (int)r;
}

/* ---- half precision as integer(2) bits (guide 3.8.1 Table 11) ---------- */
#if defined(CUF_EMU)
__device__ inline short cuf_float2half_rn(float x) { return cufemu_float2half_rn(x); }
__device__ inline float cuf_half2float(short h) { return cufemu_half2float(h); }
#elif defined(CUF_HALF) /* defined by the code generator where used */
#include <cuda_fp16.h>
__device__ __forceinline__ short cuf_float2half_rn(float x) { return __half_as_short(__float2half_rn(x)); }
__device__ __forceinline__ float cuf_half2float(short h) { return __half2float(__short_as_half(h)); }
#endif

#endif /* CUF_DEVICE_H */
