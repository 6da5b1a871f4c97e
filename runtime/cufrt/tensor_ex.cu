/*
 * tensor_ex.cu — module cutensorEx (library interfaces 6.3) without the
 * cuTENSOR library: the host statements that src/cuda/tensorex.c recognises
 * call
 *   cufrt_tensor_apply   d = alpha * f(layout(x)): transpose, reshape (with
 *                        order=), spread and the elementwise functions, one
 *                        gather kernel;
 *   cufrt_tensor_matmul  d = alpha * matmul(A, B) [+ beta * c]: one cuBLAS
 *                        gemm; transposed operands are its op flags, other
 *                        operands are gathered into a temporary first.
 * nvcc natively; g++ -DCUF_EMU through cufemu, with the cuBLAS of
 * runtime/emu/lib_cublas.c (OpenBLAS).  Its own library
 * (libcufrt_tensor[_emu].a, which -cudalib=cutensor links with cuBLAS), so
 * that programs without cutensorEx never need cuBLAS.
 *
 * Every operand is read through its descriptor (sections and negative
 * strides included); the result must have the shape Fortran gives the
 * right-hand side, and a left-hand side that overlaps an operand gets the
 * result through a temporary, as Fortran's assignment semantics ask.  A
 * managed result is synchronised before the call returns (the host may read
 * it next); a device one is not.
 */
#include "cuf_device.h"
#include "cuf_fortran.h"
#include "cufrt.h"
#include "cufrt_internal.h"

#include <limits.h>
#include <string.h>
#include <stdint.h>

/* The cuBLAS entry points used (cublas_api.h; the enums are ints), declared
 * here so that emulation needs no cuBLAS header. */
extern "C" {
typedef struct cublasContext *cublasHandle_t;
int cublasCreate_v2(cublasHandle_t *handle);
int cublasSetStream_v2(cublasHandle_t handle, cudaStream_t stream);
int cublasSgemm_v2(cublasHandle_t, int, int, int, int, int, const float *, const float *, int, const float *, int,
                   const float *, float *, int);
int cublasDgemm_v2(cublasHandle_t, int, int, int, int, int, const double *, const double *, int, const double *,
                   int, const double *, double *, int);
int cublasCgemm_v2(cublasHandle_t, int, int, int, int, int, const cuf_c4 *, const cuf_c4 *, int, const cuf_c4 *,
                   int, const cuf_c4 *, cuf_c4 *, int);
int cublasZgemm_v2(cublasHandle_t, int, int, int, int, int, const cuf_c8 *, const cuf_c8 *, int, const cuf_c8 *,
                   int, const cuf_c8 *, cuf_c8 *, int);
}

namespace {

enum { OP_N = 0, OP_T = 1, OP_C = 2 }; /* cublasOperation_t */

/* ------------------------------------------------------------ element types */

enum tx_type { TX_R4, TX_R8, TX_C4, TX_C8, TX_OTHER };

tx_type type_of(const CFI_cdesc_t *d) {
  bool real = (d->type & CFI_type_mask) == CFI_type_Real, complex = (d->type & CFI_type_mask) == CFI_type_Complex;
  if (real && d->elem_len == 4) return TX_R4;
  if (real && d->elem_len == 8) return TX_R8;
  if (complex && d->elem_len == 8) return TX_C4;
  if (complex && d->elem_len == 16) return TX_C8;
  return TX_OTHER;
}

/* the real type of the same kind (abs of a complex) */
tx_type real_of(tx_type t) { return t == TX_C4 ? TX_R4 : t == TX_C8 ? TX_R8 : t; }

/* ------------------------------------------------------------------ views */

/* An array in device memory: base address, extents, byte strides. */
struct tx_view {
  char *base;
  int rank;
  size_t elem;
  long long ext[CUFRT_MAXRANK], sm[CUFRT_MAXRANK];
};

tx_view view_of(const CFI_cdesc_t *d) {
  tx_view v = {};
  v.base = (char *)d->base_addr;
  v.rank = d->rank;
  v.elem = d->elem_len;
  for (int k = 0; k < d->rank; k++) {
    v.ext[k] = d->dim[k].extent > 0 ? d->dim[k].extent : 0;
    v.sm[k] = d->dim[k].sm;
  }
  return v;
}

/* A contiguous array of `rank` extents `ext` at base. */
tx_view contiguous(char *base, int rank, const long long *ext, size_t elem) {
  tx_view v = {};
  v.base = base;
  v.rank = rank;
  v.elem = elem;
  long long sm = (long long)elem;
  for (int k = 0; k < rank; k++) {
    v.ext[k] = ext[k];
    v.sm[k] = sm;
    sm *= ext[k];
  }
  return v;
}

long long size_of(const tx_view &v) {
  long long n = 1;
  for (int k = 0; k < v.rank; k++) n *= v.ext[k];
  return n;
}

/* Whether two views share a byte (by the ranges they span). */
bool overlap(const tx_view &a, const tx_view &b) {
  if (size_of(a) == 0 || size_of(b) == 0) return false;
  const tx_view *v[2] = {&a, &b};
  uintptr_t lo[2], hi[2];
  for (int i = 0; i < 2; i++) {
    long long l = 0, h = 0;
    for (int k = 0; k < v[i]->rank; k++) {
      long long span = (v[i]->ext[k] - 1) * v[i]->sm[k];
      if (span < 0) l += span;
      else h += span;
    }
    lo[i] = (uintptr_t)v[i]->base + l;
    hi[i] = (uintptr_t)v[i]->base + h + v[i]->elem;
  }
  return lo[0] < hi[1] && lo[1] < hi[0];
}

bool same_view(const tx_view &a, const tx_view &b) {
  if (a.base != b.base || a.rank != b.rank || a.elem != b.elem) return false;
  for (int k = 0; k < a.rank; k++)
    if (a.ext[k] != b.ext[k] || (a.ext[k] > 1 && a.sm[k] != b.sm[k])) return false;
  return true;
}

/* --------------------------------------------------------------- operands */

/* The value of an operand: f(layout(x)).  Its element at index i (rank,
 * extents ext) is element sum(i(k) * mult(k)) of x in array element order. */
struct tx_operand {
  tx_view x;
  tx_type xtype;
  int fn, layout;
  double bound; /* max's and min's other argument */
  int rank;
  long long ext[CUFRT_MAXRANK], mult[CUFRT_MAXRANK];
};

const char *shape_text(int rank, const long long *ext) {
  static thread_local char buf[16 * CUFRT_MAXRANK + 4];
  int at = snprintf(buf, sizeof buf, "(");
  for (int k = 0; k < rank; k++) at += snprintf(buf + at, sizeof buf - at, "%s%lld", k ? "," : "", ext[k]);
  snprintf(buf + at, sizeof buf - at, ")");
  return buf;
}

/* Decode op (cufrt_abi.h: [fn, layout, values...]) for array x. */
tx_operand decode(const CFI_cdesc_t *x, const long long *op, const char *file, int line) {
  tx_operand o = {};
  o.x = view_of(x);
  o.xtype = type_of(x);
  o.fn = (int)op[0];
  memcpy(&o.bound, &op[1], sizeof o.bound);
  o.layout = (int)op[2];
  op += 1; /* the layout's values follow it */
  long long xm[CUFRT_MAXRANK], size = 1;
  for (int k = 0; k < o.x.rank; k++) {
    xm[k] = size;
    size *= o.x.ext[k];
  }
  switch (o.layout) {
  case CUFRT_TENSOR_AS_IS:
    o.rank = o.x.rank;
    for (int k = 0; k < o.rank; k++) o.ext[k] = o.x.ext[k], o.mult[k] = xm[k];
    break;
  case CUFRT_TENSOR_TRANSPOSE:
    if (o.x.rank != 2) cufrt_errorf(file, line, "cutensorEx: transpose of an array of rank %d", o.x.rank);
    o.rank = 2;
    o.ext[0] = o.x.ext[1], o.mult[0] = xm[1];
    o.ext[1] = o.x.ext[0], o.mult[1] = xm[0];
    break;
  case CUFRT_TENSOR_RESHAPE: {
    int r = (int)op[2];
    const long long *shape = op + 3, *order = op + 4 + r;
    bool has_order = op[3 + r] != 0;
    if (r < 1 || r > CUFRT_MAXRANK) cufrt_errorf(file, line, "cutensorEx: reshape to rank %d", r);
    long long n = 1;
    for (int k = 0; k < r; k++) {
      if (shape[k] < 0) cufrt_errorf(file, line, "cutensorEx: reshape: shape(%d) = %lld is negative", k + 1, shape[k]);
      n *= shape[k];
    }
    if (n > size)
      cufrt_errorf(file, line, "cutensorEx: reshape: the shape %s has %lld elements, the source only %lld (pad= is "
                   "not supported)", shape_text(r, shape), n, size);
    bool seen[CUFRT_MAXRANK] = {};
    for (int k = 0; k < r && has_order; k++) {
      if (order[k] < 1 || order[k] > r || seen[order[k] - 1])
        cufrt_errorf(file, line, "cutensorEx: reshape: order= is not a permutation of 1..%d", r);
      seen[order[k] - 1] = true;
    }
    /* F2008 13.7.140: the result's elements in permuted subscript order
     * order(1), ..., order(r) are the source's in array element order */
    o.rank = r;
    long long step = 1;
    for (int k = 0; k < r; k++) {
      int d = has_order ? (int)order[k] - 1 : k;
      o.ext[d] = shape[d];
      o.mult[d] = step;
      step *= shape[d];
    }
    break;
  }
  case CUFRT_TENSOR_SPREAD: {
    int dim = (int)op[2];
    long long n = op[3] > 0 ? op[3] : 0;
    if (dim < 1 || dim > o.x.rank + 1)
      cufrt_errorf(file, line, "cutensorEx: spread: dim=%d is outside 1:%d", dim, o.x.rank + 1);
    if (o.x.rank + 1 > CUFRT_MAXRANK) cufrt_errorf(file, line, "cutensorEx: spread of an array of rank %d", o.x.rank);
    o.rank = o.x.rank + 1;
    for (int k = 0, j = 0; k < o.rank; k++) {
      if (k == dim - 1) {
        o.ext[k] = n, o.mult[k] = 0;
        continue;
      }
      o.ext[k] = o.x.ext[j], o.mult[k] = xm[j];
      j++;
    }
    break;
  }
  default: cufrt_errorf(file, line, "cutensorEx: unknown layout %d", o.layout);
  }
  if (size > 0 && !o.x.base) cufrt_errorf(file, line, "cutensorEx: an operand is not allocated");
  return o;
}

/* The value's element type: abs of a complex is real. */
tx_type value_type(const tx_operand &o) { return o.fn == CUFRT_TENSOR_ABS ? real_of(o.xtype) : o.xtype; }

/* --------------------------------------------------------- gather kernel */

/* The index space of the result (rank rd: extents ext, destination byte
 * strides dsm, steps mult in the source's array element order) and the
 * source's extents and byte strides (neighbours contiguous in memory
 * merged). */
struct tx_gather_args {
  int rd, rs;
  long long ext[CUFRT_MAXRANK], dsm[CUFRT_MAXRANK], mult[CUFRT_MAXRANK];
  long long sext[CUFRT_MAXRANK], ssm[CUFRT_MAXRANK];
};

CUF_HD float tx_ceil(float x) { return ceilf(x); }
CUF_HD double tx_ceil(double x) { return ceil(x); }
CUF_HD float tx_floor(float x) { return floorf(x); }
CUF_HD double tx_floor(double x) { return floor(x); }

/* The elementwise functions (tensorex.c accepts the complex ones that
 * cuf_fortran.h has); bound: max's and min's other argument. */
template <class T> CUF_HD T tx_fn(int fn, T v, T bound) {
  switch (fn) {
  case CUFRT_TENSOR_MAX: return cuf_max(v, bound);
  case CUFRT_TENSOR_MIN: return cuf_min(v, bound);
  case CUFRT_TENSOR_ABS: return cuf_abs(v);
  case CUFRT_TENSOR_SQRT: return cuf_sqrt(v);
  case CUFRT_TENSOR_EXP: return cuf_exp(v);
  case CUFRT_TENSOR_LOG: return cuf_log(v);
  case CUFRT_TENSOR_SIN: return cuf_sin(v);
  case CUFRT_TENSOR_COS: return cuf_cos(v);
  case CUFRT_TENSOR_TAN: return cuf_tan(v);
  case CUFRT_TENSOR_SINH: return cuf_sinh(v);
  case CUFRT_TENSOR_COSH: return cuf_cosh(v);
  case CUFRT_TENSOR_TANH: return cuf_tanh(v);
  case CUFRT_TENSOR_ASIN: return cuf_asin(v);
  case CUFRT_TENSOR_ACOS: return cuf_acos(v);
  case CUFRT_TENSOR_ATAN: return cuf_atan(v);
  case CUFRT_TENSOR_CEILING: return tx_ceil(v);
  case CUFRT_TENSOR_FLOOR: return tx_floor(v);
  default: return v;
  }
}
template <class T> CUF_HD cuf_complex<T> tx_fn(int fn, cuf_complex<T> v, cuf_complex<T>) {
  switch (fn) {
  case CUFRT_TENSOR_CONJG: return cuf_conjg(v);
  case CUFRT_TENSOR_SQRT: return cuf_sqrt(v);
  case CUFRT_TENSOR_EXP: return cuf_exp(v);
  case CUFRT_TENSOR_LOG: return cuf_log(v);
  case CUFRT_TENSOR_SIN: return cuf_sin(v);
  case CUFRT_TENSOR_COS: return cuf_cos(v);
  default: return v;
  }
}

/* dst = alpha * f(src): S the source's element type, D the destination's
 * (D real and S complex: abs). */
template <class S, class D>
__global__ void tx_gather(tx_gather_args g, const char *src, char *dst, long long n, int fn, S bound, D alpha) {
  for (long long t = blockIdx.x * (long long)blockDim.x + threadIdx.x; t < n; t += (long long)gridDim.x * blockDim.x) {
    long long r = t, lin = 0, doff = 0, soff = 0;
    for (int k = 0; k < g.rd; k++) {
      long long i = r % g.ext[k];
      r /= g.ext[k];
      lin += i * g.mult[k];
      doff += i * g.dsm[k];
    }
    for (int k = 0; k < g.rs; k++) {
      soff += lin % g.sext[k] * g.ssm[k];
      lin /= g.sext[k];
    }
    S v = *(const S *)(src + soff);
    D f;
    if constexpr (std::is_same<S, D>::value) f = tx_fn(fn, v, bound);
    else f = cuf_abs(v);
    *(D *)(dst + doff) = alpha * f;
  }
}

template <class T> T scalar_of(const double *z) { return (T)z[0]; }
template <> cuf_c4 scalar_of<cuf_c4>(const double *z) { return cuf_cmplx_make<float>((float)z[0], (float)z[1]); }
template <> cuf_c8 scalar_of<cuf_c8>(const double *z) { return cuf_cmplx_make<double>(z[0], z[1]); }

struct tx_where {
  cudaStream_t stream;
  const char *file;
  int line;
};

template <class S, class D>
void launch_gather(const tx_gather_args &g, const char *src, char *dst, long long n, int fn, double bound,
                   const double *alpha, const tx_where &w) {
  long long blocks = (n + 255) / 256;
  if (blocks > 4096) blocks = 4096;
  /* no thread waits for another: emulation runs each thread straight through */
  constexpr void (*kernel)(tx_gather_args, const char *, char *, long long, int, S, D) = tx_gather<S, D>;
  const double bound_z[2] = {bound, 0};
  CUF_LAUNCH_STRAIGHT(kernel, (int)blocks, 256, 0, w.stream, g, src, dst, n, fn, scalar_of<S>(bound_z),
                      scalar_of<D>(alpha));
  cufrt_check(cudaGetLastError(), "launch of a cutensorEx kernel", w.file, w.line);
}

const double ONE[2] = {1, 0}, ZERO[2] = {0, 0};

/* dst (a view of the operand's shape, element type dtype) = alpha * o. */
void gather(const tx_view &dst, tx_type dtype, const tx_operand &o, const double *alpha, const tx_where &w) {
  tx_gather_args g = {};
  g.rd = o.rank;
  long long n = 1;
  for (int k = 0; k < o.rank; k++) {
    g.ext[k] = o.ext[k];
    g.dsm[k] = dst.sm[k];
    g.mult[k] = o.mult[k];
    n *= o.ext[k];
  }
  if (n == 0) return;
  for (int k = 0; k < o.x.rank; k++) {
    if (g.rs > 0 && o.x.sm[k] == g.ssm[g.rs - 1] * g.sext[g.rs - 1]) {
      g.sext[g.rs - 1] *= o.x.ext[k];
      continue;
    }
    g.sext[g.rs] = o.x.ext[k];
    g.ssm[g.rs++] = o.x.sm[k];
  }
  switch (o.xtype * 4 + dtype) {
  case TX_R4 * 4 + TX_R4: launch_gather<float, float>(g, o.x.base, dst.base, n, o.fn, o.bound, alpha, w); break;
  case TX_R8 * 4 + TX_R8: launch_gather<double, double>(g, o.x.base, dst.base, n, o.fn, o.bound, alpha, w); break;
  case TX_C4 * 4 + TX_C4: launch_gather<cuf_c4, cuf_c4>(g, o.x.base, dst.base, n, o.fn, o.bound, alpha, w); break;
  case TX_C8 * 4 + TX_C8: launch_gather<cuf_c8, cuf_c8>(g, o.x.base, dst.base, n, o.fn, o.bound, alpha, w); break;
  case TX_C4 * 4 + TX_R4: launch_gather<cuf_c4, float>(g, o.x.base, dst.base, n, o.fn, o.bound, alpha, w); break;
  case TX_C8 * 4 + TX_R8: launch_gather<cuf_c8, double>(g, o.x.base, dst.base, n, o.fn, o.bound, alpha, w); break;
  default: cufrt_errorf(w.file, w.line, "cutensorEx: unsupported element types");
  }
}

/* The operand that reads view v as it is. */
tx_operand as_is(const tx_view &v, tx_type t) {
  tx_operand o = {};
  o.x = v;
  o.xtype = t;
  o.rank = v.rank;
  long long m = 1;
  for (int k = 0; k < v.rank; k++) {
    o.ext[k] = v.ext[k];
    o.mult[k] = m;
    m *= v.ext[k];
  }
  return o;
}

char *device_temp(long long elems, size_t elem, const tx_where &w) {
  void *p = NULL;
  size_t bytes = (size_t)(elems > 0 ? elems : 1) * elem;
  if (cudaMalloc(&p, bytes) != cudaSuccess)
    cufrt_errorf(w.file, w.line, "cutensorEx: cannot allocate %zu bytes of device memory for a temporary", bytes);
  return (char *)p;
}

void check_shape(const tx_view &d, int rank, const long long *ext, const tx_where &w) {
  bool same = d.rank == rank;
  for (int k = 0; same && k < rank; k++) same = d.ext[k] == ext[k];
  if (!same) {
    char want[16 * CUFRT_MAXRANK + 4];
    snprintf(want, sizeof want, "%s", shape_text(rank, ext));
    cufrt_errorf(w.file, w.line, "cutensorEx: the left-hand side has shape %s, the right-hand side %s",
                 shape_text(d.rank, d.ext), want);
  }
}

/* The stream of cutensorExSetStream; unset: each statement's own. */
bool stream_set;
cudaStream_t set_stream;

tx_where where_of(cudaStream_t stream, const char *file, int line) {
  return tx_where{stream_set ? set_stream : stream, file, line};
}

/* ----------------------------------------------------------------- matmul */

/* One cuBLAS handle per host thread and device. */
cublasHandle_t handle_for(const tx_where &w) {
  static thread_local cublasHandle_t handles[64];
  int dev = 0;
  cudaGetDevice(&dev);
  if (dev < 0 || dev >= 64) cufrt_errorf(w.file, w.line, "cutensorEx: device %d", dev);
  if (!handles[dev] && cublasCreate_v2(&handles[dev]) != 0)
    cufrt_errorf(w.file, w.line, "cutensorEx: cannot create a cuBLAS handle");
  cublasSetStream_v2(handles[dev], w.stream);
  return handles[dev];
}

/* A matrix as gemm reads it: address, leading dimension, op flag; `temp`
 * when it was gathered into device memory of its own. */
struct tx_matrix {
  char *p;
  long long ld;
  int op;
  char *temp;
};

/* Leading dimension of column-major storage whose first dimension (rows
 * elements) has byte stride sm0 and whose second has sm1 (cols columns), or
 * -1 when gemm cannot read it as it is. */
long long leading_dim(const tx_view &v, long long sm0, long long sm1, long long rows, long long cols) {
  long long e = (long long)v.elem;
  if (rows > 1 && sm0 != e) return -1;
  if (cols <= 1) return rows > 1 ? rows : 1;
  if (sm1 <= 0 || sm1 % e != 0 || sm1 / e < (rows > 1 ? rows : 1)) return -1;
  return sm1 / e;
}

/* Operand o as a rows x cols matrix for gemm (a vector: 1 x k on the left,
 * k x 1 on the right). */
tx_matrix matrix_of(const tx_operand &o, tx_type t, long long rows, long long cols, const tx_where &w) {
  tx_matrix m = {o.x.base, -1, OP_N, NULL};
  bool direct = o.xtype == t && (o.fn == CUFRT_TENSOR_IDENTITY || (o.fn == CUFRT_TENSOR_CONJG && o.layout == CUFRT_TENSOR_TRANSPOSE));
  if (direct && o.layout == CUFRT_TENSOR_AS_IS && o.rank == 2)
    m.ld = leading_dim(o.x, o.x.sm[0], o.x.sm[1], rows, cols);
  else if (direct && o.layout == CUFRT_TENSOR_AS_IS && rows == 1) /* a vector on the left */
    m.ld = leading_dim(o.x, (long long)o.x.elem, o.x.sm[0], 1, cols);
  else if (direct && o.layout == CUFRT_TENSOR_AS_IS) /* on the right */
    m.ld = leading_dim(o.x, o.x.sm[0], 0, rows, 1);
  else if (direct && o.layout == CUFRT_TENSOR_TRANSPOSE) {
    m.ld = leading_dim(o.x, o.x.sm[0], o.x.sm[1], cols, rows);
    m.op = o.fn == CUFRT_TENSOR_CONJG ? OP_C : OP_T;
  }
  if (m.ld > 0 && m.ld <= INT_MAX) return m;
  long long ext[2] = {rows, cols};
  m.temp = m.p = device_temp(rows * cols, o.x.elem, w);
  m.ld = rows > 1 ? rows : 1;
  m.op = OP_N;
  tx_view tv = contiguous(m.temp, o.rank, o.rank == 2 ? ext : o.ext, o.x.elem);
  gather(tv, t, o, ONE, w);
  return m;
}

void gemm(tx_type t, const tx_matrix &a, const tx_matrix &b, const tx_matrix &c, int m, int n, int k,
          const double *alpha, const double *beta, const tx_where &w) {
  cublasHandle_t h = handle_for(w);
  int s, lda = (int)a.ld, ldb = (int)b.ld, ldc = (int)c.ld;
  switch (t) {
  case TX_R4: {
    float al = (float)alpha[0], be = (float)beta[0];
    s = cublasSgemm_v2(h, a.op, b.op, m, n, k, &al, (float *)a.p, lda, (float *)b.p, ldb, &be, (float *)c.p, ldc);
    break;
  }
  case TX_R8:
    s = cublasDgemm_v2(h, a.op, b.op, m, n, k, alpha, (double *)a.p, lda, (double *)b.p, ldb, beta, (double *)c.p, ldc);
    break;
  case TX_C4: {
    cuf_c4 al = scalar_of<cuf_c4>(alpha), be = scalar_of<cuf_c4>(beta);
    s = cublasCgemm_v2(h, a.op, b.op, m, n, k, &al, (cuf_c4 *)a.p, lda, (cuf_c4 *)b.p, ldb, &be, (cuf_c4 *)c.p, ldc);
    break;
  }
  default: {
    cuf_c8 al = scalar_of<cuf_c8>(alpha), be = scalar_of<cuf_c8>(beta);
    s = cublasZgemm_v2(h, a.op, b.op, m, n, k, &al, (cuf_c8 *)a.p, lda, (cuf_c8 *)b.p, ldb, &be, (cuf_c8 *)c.p, ldc);
    break;
  }
  }
  if (s != 0) cufrt_errorf(w.file, w.line, "cutensorEx: cuBLAS gemm failed (status %d)", s);
}

/* The host may read a managed result as soon as the statement is done. */
void finish(const tx_view &d, const tx_where &w) {
  cudaPointerAttributes at;
  if (cudaPointerGetAttributes(&at, d.base) == cudaSuccess && at.type == cudaMemoryTypeManaged)
    cufrt_check(cudaStreamSynchronize(w.stream), "cutensorEx: a managed result", w.file, w.line);
}

} // namespace

extern "C" void cufrt_tensor_set_stream(intptr_t stream) {
  set_stream = (cudaStream_t)stream;
  stream_set = true;
}

extern "C" intptr_t cufrt_tensor_get_stream(void) { return stream_set ? (intptr_t)set_stream : 0; }

extern "C" void cufrt_tensor_apply(CFI_cdesc_t *d, CFI_cdesc_t *x, const long long *op, const double *alpha,
                                   cudaStream_t stream, const char *file, int line) {
  tx_where w = where_of(stream, file, line);
  tx_operand o = decode(x, op, file, line);
  tx_view dv = view_of(d);
  tx_type dt = type_of(d);
  if (dt == TX_OTHER || value_type(o) != dt)
    cufrt_errorf(file, line, "cutensorEx: the operand's type is not the left-hand side's");
  check_shape(dv, o.rank, o.ext, w);
  long long n = size_of(dv);
  if (n == 0) return;
  if (!dv.base) cufrt_errorf(file, line, "cutensorEx: the left-hand side is not allocated");
  if (!overlap(dv, o.x)) {
    gather(dv, dt, o, alpha, w);
  } else { /* d = transpose(d) and the like: through a temporary */
    char *temp = device_temp(n, dv.elem, w);
    tx_view tv = contiguous(temp, dv.rank, dv.ext, dv.elem);
    gather(tv, dt, o, alpha, w);
    gather(dv, dt, as_is(tv, dt), ONE, w);
    cufrt_check(cudaFree(temp), "cutensorEx: cudaFree", file, line);
  }
  finish(dv, w);
}

extern "C" void cufrt_tensor_matmul(CFI_cdesc_t *d, CFI_cdesc_t *a, const long long *op_a, CFI_cdesc_t *b,
                                    const long long *op_b, const double *alpha, const double *beta, CFI_cdesc_t *c,
                                    cudaStream_t stream, const char *file, int line) {
  tx_where w = where_of(stream, file, line);
  tx_operand oa = decode(a, op_a, file, line), ob = decode(b, op_b, file, line);
  tx_view dv = view_of(d);
  tx_type t = type_of(d);
  if (t == TX_OTHER || value_type(oa) != t || value_type(ob) != t || (c && type_of(c) != t))
    cufrt_errorf(file, line, "cutensorEx: matmul's operands must have the left-hand side's type and kind");
  if (oa.rank < 1 || oa.rank > 2 || ob.rank < 1 || ob.rank > 2 || (oa.rank == 1 && ob.rank == 1))
    cufrt_errorf(file, line, "cutensorEx: matmul of operands of ranks %d and %d", oa.rank, ob.rank);
  /* F2008 13.7.107: (m,k) x (k,n); a vector is a row on the left, a column on the right */
  long long m = oa.rank == 2 ? oa.ext[0] : 1, k = oa.ext[oa.rank - 1], kb = ob.ext[0], n = ob.rank == 2 ? ob.ext[1] : 1;
  if (k != kb)
    cufrt_errorf(file, line, "cutensorEx: matmul of shapes %s and (%lld,%lld): the extents %lld and %lld differ",
                 shape_text(oa.rank, oa.ext), kb, n, k, kb);
  long long rext[2] = {oa.rank == 2 ? m : n, n};
  int rrank = oa.rank == 2 && ob.rank == 2 ? 2 : 1;
  check_shape(dv, rrank, rext, w);
  tx_view cv = c ? view_of(c) : tx_view{};
  if (c) check_shape(cv, rrank, rext, w);
  if (m == 0 || n == 0) return;
  if (m > INT_MAX || n > INT_MAX || k > INT_MAX)
    cufrt_errorf(file, line, "cutensorEx: matmul of (%lld,%lld) by (%lld,%lld) exceeds cuBLAS's 32-bit sizes", m, k,
                 k, n);
  if (!dv.base || (c && !cv.base)) cufrt_errorf(file, line, "cutensorEx: an array is not allocated");

  tx_matrix ma = matrix_of(oa, t, m, k, w), mb = matrix_of(ob, t, k, n, w);
  /* the result in place: d's storage as gemm writes it, not overlapping what gemm reads */
  tx_matrix md = {dv.base, -1, OP_N, NULL};
  if (rrank == 2) md.ld = leading_dim(dv, dv.sm[0], dv.sm[1], m, n);
  else if (ob.rank == 2) md.ld = leading_dim(dv, (long long)dv.elem, dv.sm[0], 1, n); /* a row */
  else md.ld = leading_dim(dv, dv.sm[0], 0, m, 1);                                     /* a column */
  bool in_place = md.ld > 0 && md.ld <= INT_MAX && !(ma.temp == NULL && overlap(dv, oa.x)) &&
                  !(mb.temp == NULL && overlap(dv, ob.x)) && !(c && !same_view(cv, dv) && overlap(cv, dv));
  if (!in_place) {
    md.temp = md.p = device_temp(m * n, dv.elem, w);
    md.ld = m;
  }
  tx_view target = in_place ? dv : contiguous(md.temp, rrank, rext, dv.elem);
  if (c && !same_view(cv, target)) gather(target, t, as_is(cv, t), ONE, w);
  gemm(t, ma, mb, md, (int)m, (int)n, (int)k, alpha, c ? beta : ZERO, w);
  if (!in_place) gather(dv, t, as_is(target, t), ONE, w);
  char *temps[] = {ma.temp, mb.temp, md.temp};
  for (char *p : temps)
    if (p) cufrt_check(cudaFree(p), "cutensorEx: cudaFree", file, line);
  finish(dv, w);
}
