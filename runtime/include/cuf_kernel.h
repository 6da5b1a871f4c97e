/*
 * cuf_kernel.h — support for the kernels and stubs that cufc writes for
 * `!$cuf kernel do` loops (guide 2.11; src/device/cuf_kernel.c).  Included
 * after cuf_device.h and cuf_fortran.h; nvcc and g++ -DCUF_EMU.
 *
 *   cuf_iter<IT, one>       a kernel's template argument: index type, and
 *                           whether each thread does at most one iteration
 *   cuf_red<Op, T>          a reduction: Op is cuf_op_add, cuf_op_mul,
 *                           cuf_op_max, ... (apply, identity)
 *   cuf_block_reduce<R>(v)  the block's combined value (valid in thread 0):
 *                           warp shuffles, then one value per warp through
 *                           shared memory; every thread of the block calls it
 *   cuf_last_block(count)   single pass: true in the last block to finish
 *   cuf_red_combine<R>      which combines the per-block partials and the
 *                           initial value into *dst
 *   cuf_loop_config         the stub's choice for `*` grid/block entries
 *   cuf_loop_block          its block part
 *   cuf_scratch             a growing device buffer for the partials
 */
#ifndef CUF_KERNEL_H
#define CUF_KERNEL_H

#include "cufacc.h"     /* the stubs of !$acc region kernels find present data */
#include "cufacc_api.h" /* and report their launches (ACC_NOTIFY) */

/* The template argument of a kernel cufk_<name><L>: IT is the type of the
 * iteration counters (int or long long); `one` is true when the launch's
 * grid covers the iteration space, so that the grid-stride loops run at most
 * once and fold away.  One argument, not two: CUF_LAUNCH is a macro. */
template <class IT, bool ONE> struct cuf_iter {
  typedef IT type;
  static const bool one = ONE;
};

/* The instance of a matrix-multiply kernel tiled through shared memory
 * (src/device/cuf_tile.c): each thread computes RX x RY results, a shape
 * of CUFRT_MATMUL_SHAPES; it walks its tiles in grid strides. */
template <class IT, int RX, int RY> struct cuf_mm_iter : cuf_iter<IT, false> {
  static const int rx = RX, ry = RY;
};

/* ------------------------------------------------------------ operators */

template <class T> struct cuf_limits;
#define CUF_LIMITS(T, lo, hi)                                                     \
  template <> struct cuf_limits<T> {                                              \
    static CUF_HD T lowest() { return lo; }                                        \
    static CUF_HD T highest() { return hi; }                                       \
  };
CUF_LIMITS(signed char, (signed char)-128, (signed char)127)
CUF_LIMITS(short, (short)-32768, (short)32767)
CUF_LIMITS(int, INT_MIN, INT_MAX)
CUF_LIMITS(long long, LLONG_MIN, LLONG_MAX)
CUF_LIMITS(float, -HUGE_VALF, HUGE_VALF)
CUF_LIMITS(double, -HUGE_VAL, HUGE_VAL)
#undef CUF_LIMITS

struct cuf_op_add {
  template <class T> static CUF_HD T identity() { return cuf_convert<T>(0); }
  template <class T> static CUF_HD T apply(T a, T b) { return cuf_convert<T>(a + b); }
};
struct cuf_op_mul {
  template <class T> static CUF_HD T identity() { return cuf_convert<T>(1); }
  template <class T> static CUF_HD T apply(T a, T b) { return cuf_convert<T>(a * b); }
};
struct cuf_op_max {
  template <class T> static CUF_HD T identity() { return cuf_limits<T>::lowest(); }
  template <class T> static CUF_HD T apply(T a, T b) { return b > a ? b : a; }
};
struct cuf_op_min {
  template <class T> static CUF_HD T identity() { return cuf_limits<T>::highest(); }
  template <class T> static CUF_HD T apply(T a, T b) { return b < a ? b : a; }
};
struct cuf_op_iand {
  template <class T> static CUF_HD T identity() { return (T)~(T)0; }
  template <class T> static CUF_HD T apply(T a, T b) { return (T)(a & b); }
};
struct cuf_op_ior {
  template <class T> static CUF_HD T identity() { return (T)0; }
  template <class T> static CUF_HD T apply(T a, T b) { return (T)(a | b); }
};
struct cuf_op_ieor {
  template <class T> static CUF_HD T identity() { return (T)0; }
  template <class T> static CUF_HD T apply(T a, T b) { return (T)(a ^ b); }
};
/* logical values are 0/1 integers of the logical's kind */
struct cuf_op_and {
  template <class T> static CUF_HD T identity() { return (T)1; }
  template <class T> static CUF_HD T apply(T a, T b) { return (T)(a && b); }
};
struct cuf_op_or {
  template <class T> static CUF_HD T identity() { return (T)0; }
  template <class T> static CUF_HD T apply(T a, T b) { return (T)(a || b); }
};
struct cuf_op_eqv {
  template <class T> static CUF_HD T identity() { return (T)1; }
  template <class T> static CUF_HD T apply(T a, T b) { return (T)((a != 0) == (b != 0)); }
};
struct cuf_op_neqv {
  template <class T> static CUF_HD T identity() { return (T)0; }
  template <class T> static CUF_HD T apply(T a, T b) { return (T)((a != 0) != (b != 0)); }
};

/* One reduction: operator and value type. */
template <class Op, class T> struct cuf_red {
  typedef T type;
  static CUF_HD T identity() { return Op::template identity<T>(); }
  static CUF_HD T apply(T a, T b) { return Op::template apply<T>(a, b); }
};

/* ----------------------------------------------------- block reduction */

template <class T> __device__ __forceinline__ T cuf_shfl_down(unsigned mask, T v, int d) {
  return __shfl_down_sync(mask, v, d);
}
__device__ __forceinline__ signed char cuf_shfl_down(unsigned mask, signed char v, int d) {
  return (signed char)__shfl_down_sync(mask, (int)v, d);
}
__device__ __forceinline__ short cuf_shfl_down(unsigned mask, short v, int d) {
  return (short)__shfl_down_sync(mask, (int)v, d);
}
template <class T>
__device__ __forceinline__ cuf_complex<T> cuf_shfl_down(unsigned mask, cuf_complex<T> v, int d) {
  return cuf_cmplx_make<T>(__shfl_down_sync(mask, v.re, d), __shfl_down_sync(mask, v.im, d));
}

/* Lanes [0, active) of a warp combine into lane 0. */
template <class R>
__device__ __forceinline__ typename R::type cuf_warp_reduce(typename R::type v, int lane, int active) {
  unsigned mask = active >= 32 ? 0xffffffffu : ((1u << active) - 1u);
  for (int d = 16; d > 0; d >>= 1) {
    typename R::type o = cuf_shfl_down(mask, v, d);
    if (lane + d < active) v = R::apply(v, o);
  }
  return v;
}

/* Every thread of the block calls it; thread 0 gets the block's value. */
template <class R> __device__ typename R::type cuf_block_reduce(typename R::type v) {
  typedef typename R::type T;
  __shared__ T cuf_warp_vals[32];
  int nthreads = (int)(blockDim.x * blockDim.y * blockDim.z);
  int tid = (int)(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z));
  int lane = tid & 31, warp = tid >> 5, nwarps = (nthreads + 31) >> 5;
  v = cuf_warp_reduce<R>(v, lane, nthreads - (warp << 5));
  if (nwarps == 1) return v;
  if (lane == 0) cuf_warp_vals[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < nwarps ? cuf_warp_vals[lane] : R::identity();
    v = cuf_warp_reduce<R>(v, lane, 32); /* all 32 lanes exist when nwarps > 1 */
  }
  __syncthreads(); /* cuf_warp_vals is reused by the next reduction */
  return v;
}

/* Single pass: every block stores its partial, then calls this; the last
 * block to finish (by a ticket from *count, zero before the launch and left
 * zero after) gets true and combines the partials (cuf_red_combine).  The
 * fences order each block's partial before its ticket and the last block's
 * reads after it (threadFenceReduction, CUDA C++ Programming Guide 7.5).
 * Every thread of the block calls it. */
__device__ inline bool cuf_last_block(unsigned *count) {
  __shared__ bool cuf_is_last;
  __threadfence();
  __syncthreads();
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    unsigned nblocks = gridDim.x * gridDim.y * gridDim.z;
    cuf_is_last = atomicAdd(count, 1u) == nblocks - 1;
    if (cuf_is_last) *count = 0;
  }
  __syncthreads();
  bool last = cuf_is_last;
  if (last) __threadfence();
  return last;
}

/* In the last block: *dst = init op (partials[0] op ... op partials[n-1]),
 * where init is *dst itself when use_dst (a device variable) and `init`
 * otherwise (a host variable's value at the launch).  Every thread of the
 * block calls it. */
template <class R>
__device__ void cuf_red_combine(const typename R::type *partials, int n, typename R::type *dst,
                                typename R::type init, int use_dst) {
  typedef typename R::type T;
  int nthreads = (int)(blockDim.x * blockDim.y * blockDim.z);
  int tid = (int)(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z));
  T v = R::identity();
  for (int i = tid; i < n; i += nthreads) v = R::apply(v, partials[i]);
  v = cuf_block_reduce<R>(v);
  if (tid == 0) *dst = R::apply(use_dst ? *dst : init, v);
}

/* ------------------------------------------------------- shaped nests */

/* A shaped nest (src/cuda/shape.c, src/device/cuf_kernel.c) moves V
 * consecutive elements of an array in 16-byte accesses (V * sizeof(T) is a
 * multiple of 16) when their first one is 16-byte aligned. */
/* Emulation: the register `lane` standing for array element `elem`, whose
 * subscripts and access (CUF_ACCESS: CUFEMU_CHECK's memory, initialisation
 * and race checks) are still checked (src/device/expr.c); cuf_vload and
 * cuf_vstore themselves are unchecked copies. */
#define CUF_LANE(elem, lane) ((void)&(elem), (lane))
template <class T> __device__ __forceinline__ int cuf_vec_misalign(const T *p) {
  return (int)(((uintptr_t)p & 15) / sizeof(T));
}
template <class T> __device__ __forceinline__ bool cuf_vec_aligned(const T *p) {
  return ((uintptr_t)p & 15) == 0;
}
template <class T, int V> __device__ __forceinline__ void cuf_vload(T (&r)[V], const T *p) {
  static_assert(V * sizeof(T) % 16 == 0, "whole 16-byte words");
#ifdef CUF_EMU
  memcpy(r, p, sizeof r);
#else
#pragma unroll
  for (int k = 0; k < (int)(V * sizeof(T) / 16); k++) reinterpret_cast<int4 *>(r)[k] = reinterpret_cast<const int4 *>(p)[k];
#endif
}
template <class T, int V> __device__ __forceinline__ void cuf_vstore(T *p, const T (&r)[V]) {
  static_assert(V * sizeof(T) % 16 == 0, "whole 16-byte words");
#ifdef CUF_EMU
  memcpy(p, r, sizeof r);
#else
#pragma unroll
  for (int k = 0; k < (int)(V * sizeof(T) / 16); k++) reinterpret_cast<int4 *>(p)[k] = reinterpret_cast<const int4 *>(r)[k];
#endif
}

/* --------------------------------------------------------- host helpers */

/* A device buffer of at least `bytes` for a stub's partials, kept between
 * its launches, zeroed when (re)allocated; one per host thread and device
 * (the stub's slots are thread_local): host threads running the same
 * !$cuf reduction at once each have their own, where a shared one had its
 * partials and counter mixed and was freed under a running kernel when
 * another thread grew it (tests/cuda/omp_thread_streams on an H100: illegal
 * address). */
struct cuf_scratch_slots {
  void *buf[16];
  size_t cap[16];
};
inline void *cuf_scratch(cuf_scratch_slots *s, size_t bytes) {
  int dev = 0;
  if (cudaGetDevice(&dev) != cudaSuccess) (void)cudaGetLastError();
  dev &= 15;
  void **buf = &s->buf[dev];
  size_t *cap = &s->cap[dev];
  if (bytes > *cap) {
    if (*buf) cudaFree(*buf);
    *cap = bytes < 4096 ? 4096 : bytes;
    if (cudaMalloc(buf, *cap) != cudaSuccess) {
      fprintf(stderr, "cufc runtime error: cannot allocate %zu bytes for a !$cuf reduction\n", *cap);
      exit(1);
    }
    cudaMemset(*buf, 0, *cap); /* the cuf_last_block counter starts at zero */
    cudaDeviceSynchronize();   /* before a launch on any stream uses it */
  }
  return *buf;
}

/* Pinned host memory that the device writes directly (mapped; the same
 * address on both sides under unified addressing), at least `bytes`, kept
 * per host thread and device: the last block of a reduction into host
 * variables stores the results there and the host reads them once the
 * stream is synchronised, with no copy queued behind the kernel (whose
 * completion a small device-to-host cudaMemcpy waits for, then stages
 * through the driver's buffers: several microseconds a reduction).  NULL
 * where none can be had: the caller then copies from device memory.  A
 * measurement knob, read once: CUFRT_REDUCE_RESULTS=copy always copies
 * (the way before, bench/README.md). */
inline void *cuf_host_results(size_t bytes) {
  static thread_local void *buf[16];
  static thread_local size_t cap[16];
  static thread_local bool failed[16];
  static const bool copy = [] {
    const char *e = getenv("CUFRT_REDUCE_RESULTS");
    return e && !strcmp(e, "copy");
  }();
  if (copy) return NULL;
  int dev = 0;
  cudaGetDevice(&dev);
  dev &= 15;
  if (bytes > cap[dev] && !failed[dev]) {
    if (buf[dev]) cudaFreeHost(buf[dev]);
    buf[dev] = NULL, cap[dev] = 0;
    void *p = NULL, *d = NULL;
    size_t want = bytes < 256 ? 256 : bytes;
    if (cudaHostAlloc(&p, want, cudaHostAllocMapped | cudaHostAllocPortable) != cudaSuccess ||
        cudaHostGetDevicePointer(&d, p, 0) != cudaSuccess || d != p) {
      (void)cudaGetLastError();
      if (p) cudaFreeHost(p);
      failed[dev] = true;
      return NULL;
    }
    buf[dev] = p, cap[dev] = want;
  }
  return bytes <= cap[dev] ? buf[dev] : NULL;
}

/* Number of elements of an array descriptor (assumed size: its known part). */
inline long long cuf_elements(const CFI_cdesc_t *d) {
  long long n = 1;
  for (int k = 0; k < d->rank; k++) n *= d->dim[k].extent > 0 ? (long long)d->dim[k].extent : 1;
  return n;
}

/* Trip count of a DO loop (F2008 8.1.6.4). */
inline long long cuf_trip_count(long long lo, long long hi, long long step) {
  long long n = step > 0 ? (hi - lo + step) / step : (lo - hi - step) / -step;
  return n > 0 ? n : 0;
}

/* Resident grids per launch of a !$cuf loop whose grid is limited (a
 * reduction): CUFRT_CUF_WAVES, read once; default 1, 0 = no limit (enough
 * blocks to cover the loop). */
inline long long cuf_grid_waves(void) {
  static long long waves = -1;
  if (waves < 0) {
    const char *e = getenv("CUFRT_CUF_WAVES");
    waves = e && *e ? atoll(e) : 1;
    if (waves < 0) waves = 1;
  }
  return waves;
}

/* Which grid dimension a limited grid limits: CUFRT_CUF_GRID, read once;
 * `inner` (default): x, the innermost loop, after the outer dimensions took
 * their blocks; `outer`: the outermost dimension of more than one
 * iteration, after x covered its loop (each thread then strides over outer
 * iterations, and the blocks at work cover whole rows: a measurement knob,
 * bench/README.md). */
inline bool cuf_grid_outer(void) {
  static int outer = -1;
  if (outer < 0) {
    const char *e = getenv("CUFRT_CUF_GRID");
    outer = e && !strcmp(e, "outer");
  }
  return outer != 0;
}

/* Blocks of `threads` along dimension d to cover `trips` iterations, at
 * most `room` (< 0: no limit), at least one. */
inline int cuf_grid_blocks(long long trips, int threads, int d, long long room) {
  long long need = (trips + threads - 1) / threads;
  if (room >= 0 && need > room) need = room;
  long long limit = d == 0 ? 2147483647LL : 65535LL;
  if (need > limit) need = limit;
  return (int)(need > 0 ? need : 1);
}

/* The block part of cuf_loop_config: `*` entries from the defaults, false
 * for an entry that is not positive; the stubs also ask it for the block
 * whose occupancy they query (an unclamped 256x8 is an invalid argument
 * there, which cufacc_check_launch would then report). */
inline bool cuf_loop_block(int nloops, int b[3]) {
  static const int defaults[3][3] = CUFRT_CUF_DEFAULT_BLOCKS;
  const int *def = defaults[nloops >= 3 ? 2 : nloops - 1];
  bool chosen[3];
  for (int d = 0; d < 3; d++) {
    chosen[d] = b[d] == CUFRT_LAUNCH_AUTO;
    if (chosen[d]) b[d] = def[d];
    if (b[d] <= 0) return false;
  }
  /* the entries chosen here keep the block within CUDA's 1024 threads
   * beside those given (vector(256) on the inner loop of a 2-D nest) */
  for (;;) {
    int big = -1;
    for (int d = 0; d < 3; d++)
      if (chosen[d] && b[d] > 1 && (big < 0 || b[d] > b[big])) big = d;
    if (big < 0 || (long long)b[0] * b[1] * b[2] <= 1024) break;
    b[big] /= 2;
  }
  return true;
}

/* `*` entries of a !$cuf launch configuration (CUFRT_LAUNCH_AUTO here).
 * Block: 256 threads for one mapped loop, 32x8 for two, 32x4x2 for more.
 * Grid: enough blocks to cover the iteration space (one iteration, or one
 * chunk of a shaped nest, per thread), limited when `resident` > 0 (a
 * reduction) to that many blocks: what runs at once on the
 * device, times cuf_grid_waves, so that each thread takes many iterations;
 * the limit falls on one dimension (cuf_grid_outer).
 * False when an entry the user gave is zero or negative: CUDA's invalid
 * launch, which nothing runs (cuf_invalid_launch reports it). */
inline bool cuf_loop_config(int nloops, const long long *trips, int g[3], int b[3], long long resident) {
  for (int d = 0; d < 3; d++)
    if (g[d] <= 0 && g[d] != CUFRT_LAUNCH_AUTO) return false;
  if (!cuf_loop_block(nloops, b)) return false;
  int cap = 0;
  if (cuf_grid_outer())
    for (int d = 2; d > 0; d--)
      if (g[d] == CUFRT_LAUNCH_AUTO && trips[d] > 1) {
        cap = d;
        break;
      }
  /* the other dimensions first: the limited one gets what they leave */
  long long other = 1;
  for (int d = 0; d < 3; d++) {
    if (d == cap) continue;
    if (g[d] == CUFRT_LAUNCH_AUTO) g[d] = cuf_grid_blocks(trips[d], b[d], d, -1);
    other *= g[d];
  }
  if (g[cap] == CUFRT_LAUNCH_AUTO) g[cap] = cuf_grid_blocks(trips[cap], b[cap], cap, resident > 0 ? resident / other : -1);
  return true;
}

/* A launch with an invalid configuration: the error CUDA gives for it,
 * reported as a launch error (cudaGetLastError), nothing run. */
static __global__ void cuf_no_kernel(void) {}
inline void cuf_invalid_launch(const int g[3], const int b[3], cudaStream_t st) {
  CUF_LAUNCH(cuf_no_kernel, dim3((unsigned)g[0], (unsigned)g[1], (unsigned)g[2]),
             dim3((unsigned)b[0], (unsigned)b[1], (unsigned)b[2]), 0, st);
}

#endif /* CUF_KERNEL_H */
