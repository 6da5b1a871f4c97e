/*
 * cufrt_reduce.cu — cufrt_reduce (cufrt.h): sum, product, maxval, minval,
 * all, any, count, maxloc, minloc and dot_product of device or managed
 * arrays and array sections, called from host code (guide 3.7.2).  nvcc
 * natively; g++ -DCUF_EMU through cufemu (the same kernels, run by the
 * emulator).
 *
 * A descriptor (any rank, any strides, negative ones included) becomes an
 * iteration space with byte strides for the array, dot_product's second
 * array and the mask; neighbouring dimensions that are contiguous in all of
 * them are merged.  Without dim=, one kernel (grid-stride; 16-byte vector
 * loads, unrolled, when the data is one contiguous block) leaves one partial
 * per block and the last block to finish combines them (cuf_last_block,
 * cuf_red_combine: a single pass); with dim=,
 * each result element is reduced by one thread, one warp or one block,
 * depending on the shape.  Blocks combine with cuf_block_reduce (shuffles,
 * then shared memory); no atomics combine values, so integer results are exact
 * (modulo 2**bits, as Fortran's wrap-around) and real ones those of a tree.
 * A whole-array result is written by the kernel into mapped pinned host
 * memory (cuf_host_results), results with dim= into device memory and
 * copied; the stream is synchronised, and the values stored into the result
 * descriptor in its type and kind.
 */
#include "cuf_device.h"
#include "cuf_fortran.h"
#include "cuf_kernel.h"
#include "cufrt.h"
#include "cufrt_internal.h"

#include <limits>
#include <stdlib.h>
#include <string.h>
#include <type_traits>
#include <stdint.h>
#include <vector>

namespace {

/* ---------------------------------------------------------------- plan */

enum { RD_A, RD_B, RD_MASK, RD_NOPS }; /* operands: array, dot_product's vector_b, mask */

/* What the kernels read.  Without dim=, `sp` is the whole array; with dim=,
 * `sp` spans the kept dimensions (one result element per point) and
 * red_ext / red_sm the reduced one. */
struct rd_args {
  const char *base[RD_NOPS]; /* NULL for absent operands */
  int mask_len;              /* bytes of a mask element */
  int rank;
  long long ext[CUFRT_MAXRANK];
  long long sm[RD_NOPS][CUFRT_MAXRANK];
  long long red_ext, red_sm[RD_NOPS];
};

CUF_HD void rd_offsets(const rd_args &g, long long i, long long off[RD_NOPS]) {
  if (g.rank == 1) { /* no division in the common case */
    for (int k = 0; k < RD_NOPS; k++) off[k] = i * g.sm[k][0];
    return;
  }
  for (int k = 0; k < RD_NOPS; k++) off[k] = 0;
  for (int d = 0; d < g.rank; d++) {
    long long j = i % g.ext[d];
    i /= g.ext[d];
    for (int k = 0; k < RD_NOPS; k++) off[k] += j * g.sm[k][d];
  }
}

CUF_HD bool rd_true(const char *m, int len) {
  switch (len) {
  case 1: return *(const signed char *)m != 0;
  case 2: return *(const short *)m != 0;
  case 4: return *(const int *)m != 0;
  default: return *(const long long *)m != 0;
  }
}

/* ----------------------------------------------------------- operations */

/* Each operation: `type` (accumulator), `elem` (element of the array),
 * identity/apply (what cuf_block_reduce and cuf_red_combine need), load (one
 * element -> accumulator; `pos` is its 1-based position in the reduction)
 * and store (accumulator -> result element of `len` bytes, on the host). */

inline void rd_store_int(void *dst, size_t len, long long v) {
  switch (len) {
  case 1: *(signed char *)dst = (signed char)v; break;
  case 2: *(short *)dst = (short)v; break;
  case 4: *(int *)dst = (int)v; break;
  default: *(long long *)dst = v; break;
  }
}

template <class T> CUF_HD T rd_conj(T x) { return x; }
template <class T> CUF_HD cuf_complex<T> rd_conj(cuf_complex<T> z) { return cuf_conjg(z); }

/* sum, product: the element itself */
template <class Op, class T> struct rd_value : cuf_red<Op, T> {
  typedef T elem;
  static CUF_HD T load(const char *a, const char *, long long) { return *(const T *)a; }
  static void store(const T &v, void *dst, size_t) { *(T *)dst = v; }
};

/* dot_product of numeric vectors: sum(conjg(a) * b) (F2008 13.7.50) */
template <class T> struct rd_dot : cuf_red<cuf_op_add, T> {
  typedef T elem;
  static CUF_HD T load(const char *a, const char *b, long long) {
    return (T)(rd_conj(*(const T *)a) * *(const T *)b);
  }
  static void store(const T &v, void *dst, size_t) { *(T *)dst = v; }
};

/* all, any, and dot_product of logical vectors (any(a .and. b)) */
template <class Op, class L, bool PAIR> struct rd_logical : cuf_red<Op, int> {
  typedef L elem;
  static CUF_HD int load(const char *a, const char *b, long long) {
    return *(const L *)a != 0 && (!PAIR || *(const L *)b != 0);
  }
  static void store(const int &v, void *dst, size_t len) { rd_store_int(dst, len, v != 0); }
};

template <class L> struct rd_count : cuf_red<cuf_op_add, long long> {
  typedef L elem;
  static CUF_HD long long load(const char *a, const char *, long long) { return *(const L *)a != 0; }
  static void store(const long long &v, void *dst, size_t len) { rd_store_int(dst, len, v); }
};

/* maxval/maxloc (MAX) and minval/minloc: the best element and its position
 * (0: none).  A number beats a NaN, ties go to the first position: a total
 * order, so any combination order gives the same answer, and the NaN rules
 * are gfortran's (NaNs are ignored unless all elements are NaN). */
template <class T> struct rd_loc {
  T v;
  long long pos;
};
template <class T> CUF_HD long long rd_position(const rd_loc<T> &x) { return x.pos; }
template <class T> CUF_HD long long rd_position(const T &) { return 0; }

template <class T> __device__ __forceinline__ rd_loc<T> cuf_shfl_down(unsigned mask, rd_loc<T> x, int d) {
  x.v = ::cuf_shfl_down(mask, x.v, d);
  x.pos = __shfl_down_sync(mask, x.pos, d);
  return x;
}

template <class T, bool MAX> struct rd_extreme {
  typedef T elem;
  typedef rd_loc<T> type;
  static CUF_HD type identity() {
    type x = {T(0), 0};
    return x;
  }
  static CUF_HD type apply(type a, type b) {
    if (b.pos == 0) return a;
    if (a.pos == 0) return b;
    bool anan = a.v != a.v, bnan = b.v != b.v;
    if (anan != bnan) return anan ? b : a;
    if (anan || a.v == b.v) return b.pos < a.pos ? b : a;
    return (MAX ? b.v > a.v : b.v < a.v) ? b : a;
  }
  static CUF_HD type load(const char *a, const char *, long long pos) {
    type x = {*(const T *)a, pos};
    return x;
  }
  /* maxval: the value, or -huge / huge when nothing was selected (F2008 13.7.108) */
  static void store(const type &x, void *dst, size_t) {
    *(T *)dst = x.pos ? x.v : MAX ? std::numeric_limits<T>::lowest() : std::numeric_limits<T>::max();
  }
};

/* maxval/minval of a whole array without a mask, of at least one element:
 * the value alone.  rd_extreme's NaN rule holds with a NaN as the identity
 * and fmax/fmin, which return the number when one operand is a NaN (C99
 * 7.12.12.2): NaNs are ignored unless all elements are NaNs.  Without the
 * positions the loop is a max instruction an element (bench/: the
 * positions made host maxval 0.90-0.97 of CUB's Max on an H100). */
template <class T, bool MAX> struct rd_bound {
  typedef T elem;
  typedef T type;
  static CUF_HD T identity() {
    if constexpr (std::is_floating_point<T>::value) return (T)NAN;
    else return MAX ? cuf_limits<T>::lowest() : cuf_limits<T>::highest();
  }
  static CUF_HD T apply(T a, T b) {
    if constexpr (std::is_same<T, float>::value) return MAX ? fmaxf(a, b) : fminf(a, b);
    else if constexpr (std::is_same<T, double>::value) return MAX ? fmax(a, b) : fmin(a, b);
    else return (MAX ? b > a : b < a) ? b : a;
  }
  static CUF_HD T load(const char *a, const char *, long long) { return *(const T *)a; }
  static void store(const T &v, void *dst, size_t) { *(T *)dst = v; }
};

/* -------------------------------------------------------------- kernels */

#define RD_THREADS 256

template <class Op>
__device__ __forceinline__ typename Op::type rd_element(const rd_args &g, const long long off[RD_NOPS],
                                                       long long pos) {
  if (g.base[RD_MASK] && !rd_true(g.base[RD_MASK] + off[RD_MASK], g.mask_len)) return Op::identity();
  return Op::load(g.base[RD_A] + off[RD_A], g.base[RD_B] ? g.base[RD_B] + off[RD_B] : NULL, pos);
}

/* The end of a whole-array kernel: each block's value to part[block], the
 * last block to finish combines them into *out (single pass: cuf_last_block);
 * with no `count`, rd_combine does it in a second kernel. */
template <class Op>
__device__ void rd_finish(typename Op::type v, typename Op::type *part, typename Op::type *out, unsigned *count) {
  v = cuf_block_reduce<Op>(v);
  if (threadIdx.x == 0) part[blockIdx.x] = v;
  if (count && cuf_last_block(count)) cuf_red_combine<Op>(part, (int)gridDim.x, out, Op::identity(), 0);
}

/* Any layout. */
template <class Op>
__global__ void rd_whole(rd_args g, long long n, typename Op::type *part, typename Op::type *out, unsigned *count) {
  typename Op::type v = Op::identity();
  long long stride = (long long)gridDim.x * blockDim.x;
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    long long off[RD_NOPS];
    rd_offsets(g, i, off);
    v = Op::apply(v, rd_element<Op>(g, off, i + 1));
  }
  rd_finish<Op>(v, part, out, count);
}

/* One contiguous block, no mask: the `head` elements before the
 * first 16-byte boundary, then 16-byte vectors, U of them loaded before
 * any is combined (more bytes in flight per thread) into A accumulators (A
 * divides U; A > 1 breaks the chain of dependent operations), then the
 * tail.  IT indexes the vectors: int when they are few enough (cheaper
 * address arithmetic), long long otherwise.  The order of combination
 * changes with U and A; integer results stay exact (wrap-around addition
 * and multiplication are associative), real ones are those of another tree. */
template <class E, int N> struct rd_vec {
  alignas(16) E v[N];
};
template <class Op, class IT, int U, int A>
__global__ void __launch_bounds__(RD_THREADS) rd_whole_vector(const char *a, long long n, int head,
                                                              typename Op::type *part, typename Op::type *out,
                                                              unsigned *count) {
  typedef typename Op::elem E;
  const int N = 16 / sizeof(E);
  const E *ae = (const E *)a;
  const rd_vec<E, N> *av = (const rd_vec<E, N> *)(ae + head);
  const IT stride = (IT)gridDim.x * (IT)blockDim.x, first = (IT)blockIdx.x * (IT)blockDim.x + (IT)threadIdx.x;
  const IT nv = (IT)((n - head) / N);
  typename Op::type acc[A];
  for (int k = 0; k < A; k++) acc[k] = Op::identity();
  if (first < head) acc[0] = Op::load((const char *)&ae[first], NULL, (long long)first + 1);
  IT j = first;
  for (; j + (U - 1) * stride < nv; j += U * stride) {
    rd_vec<E, N> x[U];
    for (int u = 0; u < U; u++) x[u] = av[j + u * stride];
    for (int u = 0; u < U; u++)
      for (int k = 0; k < N; k++)
        acc[u % A] = Op::apply(acc[u % A], Op::load((const char *)&x[u].v[k], NULL,
                                                    head + (long long)(j + u * stride) * N + k + 1));
  }
  for (; j < nv; j += stride) {
    rd_vec<E, N> x = av[j];
    for (int k = 0; k < N; k++)
      acc[0] = Op::apply(acc[0], Op::load((const char *)&x.v[k], NULL, head + (long long)j * N + k + 1));
  }
  for (long long i = head + (long long)nv * N + first; i < n; i += stride)
    acc[0] = Op::apply(acc[0], Op::load((const char *)&ae[i], NULL, i + 1));
  for (int k = 1; k < A; k++) acc[0] = Op::apply(acc[0], acc[k]);
  rd_finish<Op>(acc[0], part, out, count);
}

/* The second pass of CUFRT_REDUCE_COMBINE=kernel: one block combines the
 * partials. */
template <class Op> __global__ void rd_combine(const typename Op::type *part, int n, typename Op::type *out) {
  cuf_red_combine<Op>(part, n, out, Op::identity(), 0);
}

/* dim=: the part of result element `off`'s line from `from` on, every `step`. */
template <class Op>
__device__ typename Op::type rd_line(const rd_args &g, const long long off[RD_NOPS], long long from,
                                     long long step) {
  typename Op::type v = Op::identity();
  for (long long j = from; j < g.red_ext; j += step) {
    long long o[RD_NOPS];
    for (int k = 0; k < RD_NOPS; k++) o[k] = off[k] + j * g.red_sm[k];
    v = Op::apply(v, rd_element<Op>(g, o, j + 1));
  }
  return v;
}

/* dim=, one thread per result element (the reduced dimension is not the
 * fastest one: neighbouring threads read neighbouring elements). */
template <class Op> __global__ void rd_dim_thread(rd_args g, long long nout, typename Op::type *out) {
  long long stride = (long long)gridDim.x * blockDim.x;
  for (long long o = (long long)blockIdx.x * blockDim.x + threadIdx.x; o < nout; o += stride) {
    long long off[RD_NOPS];
    rd_offsets(g, o, off);
    out[o] = rd_line<Op>(g, off, 0, 1);
  }
}

/* dim=, one warp per result element (contiguous lines). */
template <class Op> __global__ void rd_dim_warp(rd_args g, long long nout, typename Op::type *out) {
  int lane = (int)(threadIdx.x & 31);
  long long nwarps = (long long)gridDim.x * blockDim.x / 32;
  for (long long o = ((long long)blockIdx.x * blockDim.x + threadIdx.x) / 32; o < nout; o += nwarps) {
    long long off[RD_NOPS];
    rd_offsets(g, o, off);
    typename Op::type v = cuf_warp_reduce<Op>(rd_line<Op>(g, off, lane, 32), lane, 32);
    if (lane == 0) out[o] = v;
  }
}

/* dim=, one block per result element (few, long lines). */
template <class Op> __global__ void rd_dim_block(rd_args g, long long nout, typename Op::type *out) {
  for (long long o = blockIdx.x; o < nout; o += gridDim.x) {
    long long off[RD_NOPS];
    rd_offsets(g, o, off);
    typename Op::type v = cuf_block_reduce<Op>(rd_line<Op>(g, off, threadIdx.x, blockDim.x));
    if (threadIdx.x == 0) out[o] = v;
  }
}

/* ----------------------------------------------------------------- host */

struct rd_call {
  rd_args g;
  long long n;           /* elements reduced (whole) or result elements (dim=) */
  bool whole;
  bool vector;           /* rd_whole_vector applies */
  int head;              /* for it: elements before the first 16-byte boundary */
  int src_rank;          /* rank of the array (maxloc without dim=) */
  long long src_ext[CUFRT_MAXRANK];
  bool loc;              /* maxloc/minloc: store positions */
  CFI_cdesc_t *res;
  cudaStream_t stream;
  const char *file;
  int line;
};

/* A device buffer per host thread and device, grown as needed, zeroed when
 * (re)allocated: its first 16 bytes are the cuf_last_block counter, which
 * each whole-array reduction leaves zero.  Every reduction synchronises its
 * stream before returning, so the next one of the same thread may reuse it. */
void *rd_scratch(size_t bytes, const rd_call &c) {
  static thread_local void *buf[16];
  static thread_local size_t cap[16];
  int dev = 0;
  cudaGetDevice(&dev);
  dev &= 15;
  if (bytes > cap[dev]) {
    if (buf[dev]) cudaFree(buf[dev]);
    cap[dev] = bytes < 65536 ? 65536 : bytes;
    if (cudaMalloc(&buf[dev], cap[dev]) != cudaSuccess) {
      cap[dev] = 0;
      buf[dev] = NULL;
      cufrt_errorf(c.file, c.line, "cannot allocate %zu bytes of device memory for a reduction", bytes);
    }
    cudaMemset(buf[dev], 0, cap[dev]);
    cudaDeviceSynchronize(); /* before a launch on any stream uses it */
  }
  return buf[dev];
}

/* Blocks that run at once (pass 1 uses no more); the multiprocessors
   asked once per host thread and device. */
long long rd_resident() {
  static thread_local int sms[16];
  int dev = 0;
  cudaGetDevice(&dev);
  dev &= 15;
  if (sms[dev] == 0 &&
      (cudaDeviceGetAttribute(&sms[dev], cudaDevAttrMultiProcessorCount, dev) != cudaSuccess || sms[dev] < 1))
    sms[dev] = 1;
  return (long long)sms[dev] * (2048 / RD_THREADS);
}

long long rd_min(long long a, long long b) { return a < b ? a : b; }

/* Measurement knobs (bench/README.md, `bench/run.sh variants`), read once:
 *   CUFRT_REDUCE_VARIANT  u4 (default): 4 16-byte loads in flight a thread,
 *                         one accumulator; u4a: 4 loads, 4 accumulators;
 *                         u8a: 8 loads, 8 accumulators
 *   CUFRT_REDUCE_WAVES    blocks: this many times those that run at once
 *                         (default 1)
 *   CUFRT_REDUCE_COMBINE  last (default): the last block to finish combines
 *                         the partials; kernel: a second kernel does
 * The variant and the combine apply to sum, maxval and minval (maxloc,
 * minloc) of integer(4), integer(8), real(4) and real(8) arrays
 * (rd_tunable), the waves to every whole-array vector reduction. */
enum rd_variant { RD_U4, RD_U4A, RD_U8A };
struct rd_tuning {
  rd_variant variant;
  long long waves;
  bool two_pass;
};

const char *rd_env(const char *name, const char *const *values, int nvalues, int *pick) {
  const char *e = getenv(name);
  *pick = 0;
  if (!e || !*e) return NULL;
  for (int k = 0; k < nvalues; k++)
    if (!strcmp(e, values[k])) {
      *pick = k;
      return e;
    }
  return e;
}

const rd_tuning &rd_tuned() {
  static const rd_tuning t = [] {
    static const char *const variants[] = {"u4", "u4a", "u8a"}, *const combines[] = {"last", "kernel"};
    rd_tuning r = {RD_U4, 1, false};
    int pick;
    const char *e = rd_env("CUFRT_REDUCE_VARIANT", variants, 3, &pick);
    if (e && strcmp(e, variants[pick])) cufrt_errorf(NULL, 0, "CUFRT_REDUCE_VARIANT=%s: not u4, u4a or u8a", e);
    r.variant = (rd_variant)pick;
    e = rd_env("CUFRT_REDUCE_COMBINE", combines, 2, &pick);
    if (e && strcmp(e, combines[pick])) cufrt_errorf(NULL, 0, "CUFRT_REDUCE_COMBINE=%s: not last or kernel", e);
    r.two_pass = pick == 1;
    e = getenv("CUFRT_REDUCE_WAVES");
    if (e && *e && (r.waves = atoll(e)) < 1) cufrt_errorf(NULL, 0, "CUFRT_REDUCE_WAVES=%s: not a positive number", e);
    return r;
  }();
  return t;
}

template <class T> struct rd_plain_type {
  static const bool value = std::is_same<T, int>::value || std::is_same<T, long long>::value ||
                            std::is_same<T, float>::value || std::is_same<T, double>::value;
};
template <class Op> struct rd_tunable {
  static const bool value = false;
};
template <class T> struct rd_tunable<rd_value<cuf_op_add, T>> : rd_plain_type<T> {};
template <class T, bool MAX> struct rd_tunable<rd_extreme<T, MAX>> : rd_plain_type<T> {};
template <class T, bool MAX> struct rd_tunable<rd_bound<T, MAX>> : rd_plain_type<T> {};

/* rd_whole_vector<Op, IT, U, A> with its partials in `part`, no more blocks
 * than run at once times CUFRT_REDUCE_WAVES: its registers may allow fewer
 * than rd_resident(), and more blocks would run in a second, partial wave.
 * Returns the number of blocks. */
template <class Op, class IT, int U, int A>
int rd_launch_vector(const rd_call &c, typename Op::type *part, typename Op::type *out, unsigned *count) {
  static thread_local int per_sm[16]; /* per device */
  void (*kernel)(const char *, long long, int, typename Op::type *, typename Op::type *, unsigned *) =
      rd_whole_vector<Op, IT, U, A>;
  const int most = 2048 / RD_THREADS;
  int dev = 0;
  cudaGetDevice(&dev);
  dev &= 15;
  if (per_sm[dev] == 0 &&
      (cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm[dev], kernel, RD_THREADS, 0) != cudaSuccess ||
       per_sm[dev] < 1 || per_sm[dev] > most))
    per_sm[dev] = most;
  long long per_block = RD_THREADS * 16 / (long long)sizeof(typename Op::elem);
  int blocks = (int)rd_min(rd_resident() / most * per_sm[dev] * rd_tuned().waves, (c.n + per_block - 1) / per_block);
  CUF_LAUNCH(kernel, blocks, RD_THREADS, 0, c.stream, c.g.base[RD_A], c.n, c.head, part, out, count);
  return blocks;
}

/* int indices while the vectors and the grid's strides, U of them, fit one */
template <class Op, int U, int A>
int rd_launch_indexed(const rd_call &c, typename Op::type *part, typename Op::type *out, unsigned *count) {
  if (c.n < INT_MAX / 2 / (U / 4)) return rd_launch_vector<Op, int, U, A>(c, part, out, count);
  return rd_launch_vector<Op, long long, U, A>(c, part, out, count);
}

/* The whole-array vector reduction in the variant the knobs ask for. */
template <class Op>
void rd_launch_tuned(const rd_call &c, typename Op::type *part, typename Op::type *out, unsigned *count) {
  if constexpr (rd_tunable<Op>::value) {
    const rd_tuning &t = rd_tuned();
    unsigned *last = t.two_pass ? NULL : count;
    int blocks = t.variant == RD_U4A   ? rd_launch_indexed<Op, 4, 4>(c, part, out, last)
                 : t.variant == RD_U8A ? rd_launch_indexed<Op, 8, 8>(c, part, out, last)
                                       : rd_launch_indexed<Op, 4, 1>(c, part, out, last);
    if (t.two_pass) CUF_LAUNCH(rd_combine<Op>, 1, RD_THREADS, 0, c.stream, part, blocks, out);
  } else {
    rd_launch_indexed<Op, 4, 1>(c, part, out, count);
  }
}

/* Element `o` (column-major over its shape) of a host descriptor. */
char *rd_result_at(CFI_cdesc_t *r, long long o) {
  char *p = (char *)r->base_addr;
  for (int d = 0; d < r->rank; d++) {
    p += (o % r->dim[d].extent) * r->dim[d].sm;
    o /= r->dim[d].extent;
  }
  return p;
}

template <class Op> void rd_run(rd_call &c) {
  typedef typename Op::type A;
  long long nout = c.whole ? 1 : c.n;
  std::vector<A> host((size_t)(nout > 0 ? nout : 1), Op::identity());
  const char *file = c.file;
  int line = c.line;
  if (c.n > 0) {
    long long resident = rd_resident();
    size_t partials = c.whole ? (size_t)(resident * rd_tuned().waves) : 0;
    char *base = (char *)rd_scratch(16 + (partials + (size_t)nout) * sizeof(A), c);
    unsigned *count = (unsigned *)base;
    /* a whole-array result goes straight to mapped host memory (no copy
       queued behind the kernel: cuf_host_results) */
    A *mapped = c.whole ? (A *)cuf_host_results(sizeof(A)) : NULL;
    A *scratch = (A *)(base + 16), *out = mapped ? mapped : scratch + partials;
    if (c.whole) {
      if (c.vector) {
        rd_launch_tuned<Op>(c, scratch, out, count);
      } else {
        int blocks = (int)rd_min(resident, (c.n + RD_THREADS - 1) / RD_THREADS);
        CUF_LAUNCH(rd_whole<Op>, blocks, RD_THREADS, 0, c.stream, c.g, c.n, scratch, out, count);
      }
    } else if (c.g.red_ext >= 2048 && nout <= resident) {
      CUF_LAUNCH(rd_dim_block<Op>, (int)nout, RD_THREADS, 0, c.stream, c.g, nout, out);
    } else if (c.g.red_ext >= 16 && c.g.red_sm[RD_A] == (long long)sizeof(typename Op::elem)) {
      CUF_LAUNCH(rd_dim_warp<Op>, (int)rd_min(resident * 4, (nout + RD_THREADS / 32 - 1) / (RD_THREADS / 32)),
                 RD_THREADS, 0, c.stream, c.g, nout, out);
    } else {
      CUF_LAUNCH(rd_dim_thread<Op>, (int)rd_min(resident * 4, (nout + RD_THREADS - 1) / RD_THREADS),
                 RD_THREADS, 0, c.stream, c.g, nout, out);
    }
    cufrt_check(cudaGetLastError(), "launch of a reduction kernel", file, line);
    if (!mapped)
      cufrt_check(cudaMemcpyAsync(host.data(), out, (size_t)nout * sizeof(A), cudaMemcpyDeviceToHost, c.stream),
                  "copy of a reduction's result to the host", file, line);
    cufrt_check(cudaStreamSynchronize(c.stream), "reduction", file, line);
    if (mapped) host[0] = *mapped;
  }
  size_t len = c.res->elem_len;
  if (c.loc && c.whole) { /* maxloc without dim=: the subscripts of the position */
    long long p = rd_position(host[0]) - 1;
    for (int d = 0; d < c.src_rank; d++) {
      long long s = p < 0 ? 0 : p % c.src_ext[d] + 1;
      if (p >= 0) p /= c.src_ext[d];
      rd_store_int(rd_result_at(c.res, d), len, s);
    }
    return;
  }
  for (long long o = 0; o < nout; o++) {
    if (c.loc) rd_store_int(rd_result_at(c.res, o), len, rd_position(host[(size_t)o]));
    else Op::store(host[(size_t)o], rd_result_at(c.res, o), len);
  }
}

/* Operand types. */
enum rd_class { RD_INT, RD_REAL, RD_COMPLEX, RD_LOGICAL, RD_OTHER };

rd_class class_of(const CFI_cdesc_t *d) {
  switch (d->type & CFI_type_mask) {
  case CFI_type_Integer: return RD_INT;
  case CFI_type_Real: return RD_REAL;
  case CFI_type_Complex: return RD_COMPLEX;
  case CFI_type_Logical: return RD_LOGICAL;
  default: return RD_OTHER;
  }
}

/* Element types an operation takes (rd_dispatch's TYPES). */
enum { RD_TAKES_NUMBERS = 1, RD_TAKES_COMPLEX = 2, RD_TAKES_LOGICAL = 4 };

/* Run the operation for the array's element type: `Num<T>` for integers
 * and reals (complexes too with RD_TAKES_COMPLEX), `Log<L>` for logicals.
 * False when the operation does not take the type. */
template <template <class> class Num, template <class> class Log, int TYPES>
bool rd_dispatch(rd_class k, size_t len, rd_call &c) {
  if constexpr ((TYPES & RD_TAKES_NUMBERS) != 0) {
    if (k == RD_INT && len == 1) return rd_run<Num<signed char>>(c), true;
    if (k == RD_INT && len == 2) return rd_run<Num<short>>(c), true;
    if (k == RD_INT && len == 4) return rd_run<Num<int>>(c), true;
    if (k == RD_INT && len == 8) return rd_run<Num<long long>>(c), true;
    if (k == RD_REAL && len == 4) return rd_run<Num<float>>(c), true;
    if (k == RD_REAL && len == 8) return rd_run<Num<double>>(c), true;
  }
  if constexpr ((TYPES & RD_TAKES_COMPLEX) != 0) {
    if (k == RD_COMPLEX && len == 8) return rd_run<Num<cuf_complex<float>>>(c), true;
    if (k == RD_COMPLEX && len == 16) return rd_run<Num<cuf_complex<double>>>(c), true;
  }
  if constexpr ((TYPES & RD_TAKES_LOGICAL) != 0) {
    if (k == RD_LOGICAL && len == 1) return rd_run<Log<signed char>>(c), true;
    if (k == RD_LOGICAL && len == 2) return rd_run<Log<short>>(c), true;
    if (k == RD_LOGICAL && len == 4) return rd_run<Log<int>>(c), true;
    if (k == RD_LOGICAL && len == 8) return rd_run<Log<long long>>(c), true;
  }
  return false;
}

/* Operations as one-parameter templates for rd_dispatch (rd_none: never
 * instantiated, the operation takes no such type). */
template <class T> struct rd_none;
template <class T> using rd_sum = rd_value<cuf_op_add, T>;
template <class T> using rd_product = rd_value<cuf_op_mul, T>;
template <class T> using rd_max = rd_extreme<T, true>;
template <class T> using rd_min_ = rd_extreme<T, false>;
template <class T> using rd_maxval = rd_bound<T, true>;
template <class T> using rd_minval = rd_bound<T, false>;
template <class L> using rd_all = rd_logical<cuf_op_and, L, false>;
template <class L> using rd_any = rd_logical<cuf_op_or, L, false>;
template <class L> using rd_dot_logical = rd_logical<cuf_op_or, L, true>;

const char *rd_name(int op) {
  static const char *names[] = {"?", "sum", "product", "maxval", "minval", "all", "any",
                                "count", "maxloc", "minloc", "dot_product"};
  return op >= CUFRT_RED_SUM && op <= CUFRT_RED_DOT ? names[op] : "reduction";
}

long long extent_of(const CFI_cdesc_t *d, int k) { return d->dim[k].extent > 0 ? d->dim[k].extent : 0; }

/* Drop extent-1 dimensions and merge neighbours contiguous in every operand. */
void rd_merge(rd_args &g) {
  int r = 0;
  for (int d = 0; d < g.rank; d++) {
    if (g.ext[d] == 1 && g.rank > 1) continue;
    bool joins = r > 0;
    for (int k = 0; k < RD_NOPS && joins; k++) joins = g.sm[k][d] == g.sm[k][r - 1] * g.ext[r - 1];
    if (joins) {
      g.ext[r - 1] *= g.ext[d];
      continue;
    }
    g.ext[r] = g.ext[d];
    for (int k = 0; k < RD_NOPS; k++) g.sm[k][r] = g.sm[k][d];
    r++;
  }
  if (r == 0) { /* every extent 1 */
    g.ext[0] = 1;
    r = 1;
  }
  g.rank = r;
}

} // namespace

extern "C" void cufrt_reduce(int op, CFI_cdesc_t *a, CFI_cdesc_t *b, CFI_cdesc_t *mask, int dim,
                             CFI_cdesc_t *res, cudaStream_t stream, const char *file, int line) {
  const char *what = rd_name(op);
  if (!a || !res) cufrt_errorf(file, line, "%s: missing argument", what);
  if (a->rank < 1) cufrt_errorf(file, line, "%s: the argument must be an array", what);
  if (dim < 0 || dim > a->rank)
    cufrt_errorf(file, line, "%s: dim=%d is outside 1:%d, the rank of the array", what, dim, (int)a->rank);
  if ((op == CUFRT_RED_DOT) != (b != NULL) || (b && (b->rank != 1 || a->rank != 1)))
    cufrt_errorf(file, line, "%s: wrong arguments", what);
  const CFI_cdesc_t *ops[RD_NOPS] = {a, b, mask};
  for (int k = 1; k < RD_NOPS; k++) {
    if (!ops[k]) continue;
    bool same = ops[k]->rank == a->rank;
    for (int d = 0; same && d < a->rank; d++) same = extent_of(ops[k], d) == extent_of(a, d);
    if (!same) cufrt_errorf(file, line, "%s: the %s does not conform with the array", what, k == RD_B ? "second vector" : "mask");
  }
  if (b && (b->type != a->type || b->elem_len != a->elem_len))
    cufrt_errorf(file, line, "%s: the vectors must have the same type and kind", what);
  if (mask && class_of(mask) != RD_LOGICAL) cufrt_errorf(file, line, "%s: the mask must be logical", what);

  rd_call c = {};
  c.stream = stream;
  c.file = file;
  c.line = line;
  c.res = res;
  c.whole = dim == 0;
  c.loc = op == CUFRT_RED_MAXLOC || op == CUFRT_RED_MINLOC;
  c.src_rank = a->rank;
  c.g.mask_len = mask ? (int)mask->elem_len : 0;
  long long n = 1;
  for (int d = 0; d < a->rank; d++) {
    c.src_ext[d] = extent_of(a, d);
    n *= c.src_ext[d];
  }
  for (int k = 0; k < RD_NOPS; k++) c.g.base[k] = ops[k] ? (const char *)ops[k]->base_addr : NULL;
  if (n > 0 && (!c.g.base[RD_A] || (b && !c.g.base[RD_B]) || (mask && !c.g.base[RD_MASK])))
    cufrt_errorf(file, line, "%s of an array that is not allocated", what);
  for (int d = 0; d < a->rank; d++) {
    if (d == dim - 1) {
      c.g.red_ext = c.src_ext[d];
      for (int k = 0; k < RD_NOPS; k++) c.g.red_sm[k] = ops[k] ? ops[k]->dim[d].sm : 0;
      continue;
    }
    c.g.ext[c.g.rank] = c.src_ext[d];
    for (int k = 0; k < RD_NOPS; k++) c.g.sm[k][c.g.rank] = ops[k] ? ops[k]->dim[d].sm : 0;
    c.g.rank++;
  }
  /* the result's shape */
  bool fits;
  if (c.whole && c.loc) fits = res->rank == 1 && extent_of(res, 0) == a->rank;
  else if (c.whole) fits = res->rank == 0;
  else {
    fits = res->rank == c.g.rank;
    for (int d = 0; fits && d < c.g.rank; d++) fits = extent_of(res, d) == c.g.ext[d];
  }
  if (!fits) cufrt_errorf(file, line, "%s: the result's shape does not match", what);
  c.n = 1;
  for (int d = 0; d < c.g.rank; d++) c.n *= c.g.ext[d];
  if (c.g.rank == 0) { /* dim= of a vector: one result, a line */
    c.g.rank = 1;
    c.g.ext[0] = 1;
  }
  rd_merge(c.g);
  /* one contiguous block of naturally aligned elements that tile 16 bytes */
  size_t misaligned = (uintptr_t)a->base_addr & 15;
  c.vector = c.whole && !b && !mask && c.g.rank == 1 && c.g.sm[RD_A][0] == (long long)a->elem_len &&
             a->elem_len < 16 && 16 % a->elem_len == 0 && misaligned % a->elem_len == 0;
  if (c.vector) c.head = (int)rd_min(c.n, (long long)((16 - misaligned) % 16 / a->elem_len));

  rd_class k = class_of(a);
  size_t len = a->elem_len;
  bool done = false, value_only = c.whole && !mask && c.n > 0; /* rd_bound's conditions */
  switch (op) {
  case CUFRT_RED_SUM: done = rd_dispatch<rd_sum, rd_none, RD_TAKES_NUMBERS | RD_TAKES_COMPLEX>(k, len, c); break;
  case CUFRT_RED_PRODUCT: done = rd_dispatch<rd_product, rd_none, RD_TAKES_NUMBERS | RD_TAKES_COMPLEX>(k, len, c); break;
  case CUFRT_RED_MAXVAL:
    done = value_only ? rd_dispatch<rd_maxval, rd_none, RD_TAKES_NUMBERS>(k, len, c)
                      : rd_dispatch<rd_max, rd_none, RD_TAKES_NUMBERS>(k, len, c);
    break;
  case CUFRT_RED_MINVAL:
    done = value_only ? rd_dispatch<rd_minval, rd_none, RD_TAKES_NUMBERS>(k, len, c)
                      : rd_dispatch<rd_min_, rd_none, RD_TAKES_NUMBERS>(k, len, c);
    break;
  case CUFRT_RED_MAXLOC: done = rd_dispatch<rd_max, rd_none, RD_TAKES_NUMBERS>(k, len, c); break;
  case CUFRT_RED_MINLOC: done = rd_dispatch<rd_min_, rd_none, RD_TAKES_NUMBERS>(k, len, c); break;
  case CUFRT_RED_ALL: done = rd_dispatch<rd_none, rd_all, RD_TAKES_LOGICAL>(k, len, c); break;
  case CUFRT_RED_ANY: done = rd_dispatch<rd_none, rd_any, RD_TAKES_LOGICAL>(k, len, c); break;
  case CUFRT_RED_COUNT: done = rd_dispatch<rd_none, rd_count, RD_TAKES_LOGICAL>(k, len, c); break;
  case CUFRT_RED_DOT:
    done = rd_dispatch<rd_dot, rd_dot_logical, RD_TAKES_NUMBERS | RD_TAKES_COMPLEX | RD_TAKES_LOGICAL>(k, len, c);
    break;
  default: cufrt_errorf(file, line, "reduction: unknown operation %d", op);
  }
  if (!done) cufrt_errorf(file, line, "%s: arrays of this type (code %d, %zu bytes) are not supported", what,
                          (int)a->type, len);
}
