/*
 * cufrt.h — the runtime that cufc's generated HOST Fortran calls.
 *
 * Linked as libcufrt.a (+ -lcudart) natively, or libcufrt_emu.a (+ libcufemu)
 * with -gpu=emu; the C sources are the same, only the helper kernels differ.
 *
 * Calling conventions for the generated Fortran (bind(c) interfaces):
 *   - `const char *file`: the Fortran source name, NUL-terminated
 *     ("x.cuf"//c_null_char).  `int line`: integer(c_int), value.
 *   - `cudaStream_t stream`: integer(cuda_stream_kind) = c_intptr_t, value;
 *     0 is the default stream.
 *   - `int *stat`: integer(c_int), optional (absent = NULL).  When stat is
 *     present, failures store a non-zero CUDA error code there and return;
 *     when absent, failures are fatal (message + exit status 1).
 *   - `CFI_cdesc_t *`: an assumed-rank `type(*), dimension(..)` dummy, for
 *     arrays and array sections (any rank 0..7, any strides, negative ones
 *     included).  Device arrays are Fortran POINTER arrays whose data address
 *     is device memory; nothing in them is dereferenced on the host.
 *
 * Every fatal error prints `file:line: runtime error: message` to stderr and
 * exits with status 1.
 */
#ifndef CUFRT_H
#define CUFRT_H

#include <stddef.h>
#include <stdint.h>
#include <ISO_Fortran_binding.h>
#include <cuda_runtime_api.h>
#include "cufrt_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ALLOCATE.  Returns the address of `bytes` bytes of memory of `kind`.
   bytes == 0 yields a valid, unique, non-NULL address (so the Fortran pointer
   is associated).  On failure: NULL and *stat = error code when stat != NULL,
   else fatal ("ALLOCATE of N bytes of device memory failed: out of memory").
   For CUFRT_PINNED a failing cudaMallocHost falls back to malloc; then
   cufrt_last_pinned() returns 0 (the `pinned=` specifier of ALLOCATE). */
void *cufrt_malloc(size_t bytes, int kind, int *stat, const char *file, int line);

/* 1 if the last CUFRT_PINNED cufrt_malloc of this host thread got
   page-locked memory, 0 if it fell back to pageable memory. */
int cufrt_last_pinned(void);

/* DEALLOCATE memory from cufrt_malloc of the same kind.  NULL is a no-op.
   Errors as for cufrt_malloc. */
void cufrt_free(void *p, int kind, int *stat, const char *file, int line);

/* PGI's `allocate(a(n), align=bytes)` of a host allocatable `a` (gfortran
   has no align=): gfortran's ALLOCATE has just allocated a; its memory is
   replaced by `bytes`-aligned memory of the same size (posix_memalign), which
   gfortran's DEALLOCATE and reallocation (free, realloc) take as their own.
   bytes must be a power of two (else a fatal error).  file: a scalar
   character(len=*) ending in NUL (the Fortran interface is a generic). */
void cufrt_align_allocation(CFI_cdesc_t *a, int64_t bytes, CFI_cdesc_t *file, int line);

/* Array assignment dst = src where either side (or both) may be device
   memory (dst_on_device / src_on_device: 0 host, 1 device or managed).
   Shapes must conform (extents equal after dropping extents of 1; else a
   fatal "shapes of the array assignment do not conform" error) and elem_len
   must be equal.  Host<->device (runtime/cufrt/transfer.c): pinned host
   memory moves with one cudaMemcpy(Async), wide contiguous rows with
   cudaMemcpy2D(Async); pageable memory of CUFRT_STAGE_MIN bytes and more,
   and sections of narrow rows, through pinned staging buffers that host
   threads pack and unpack (stage.c); a non-contiguous device side through a
   device temporary and a gather/scatter kernel.  Overlapping device<->device
   or host<->host operands are copied through a temporary (Fortran
   semantics).  Runs on `stream`.  Returns with the transfer complete when
   stream is 0; on another stream, once the host side has been read (to the
   device) or written (to the host), except that pinned host memory is read
   or written asynchronously, in stream order (cudaMemcpyAsync semantics). */
void cufrt_copy(CFI_cdesc_t *dst, int dst_on_device, CFI_cdesc_t *src, int src_on_device,
                cudaStream_t stream, const char *file, int line);

/* Scalar broadcast dst = value for a device (or managed) array or section.
   value points to value_bytes bytes (== dst->elem_len, at most 64) already
   converted to the element type.  Uses cudaMemset when every byte of the
   value is equal and the data is contiguous, else a fill kernel. */
void cufrt_fill(CFI_cdesc_t *dst, const void *value, size_t value_bytes, cudaStream_t stream,
                const char *file, int line);

/* Scalar / contiguous transfer of `bytes` bytes (x_d = 3.0, y = x_d).
   direction is a CUFRT_H2D... value.  With stream == 0 the copy is
   synchronous (cudaMemcpy); otherwise cudaMemcpyAsync on that stream. */
void cufrt_memcpy(void *dst, const void *src, size_t bytes, int direction, cudaStream_t stream,
                  const char *file, int line);

/* Reductions of device or managed arrays in host code (guide 3.7.2), on the
   GPU.  op is a CUFRT_RED_* value; `array` any rank, any strides (sections
   included) of integer(1/2/4/8), real(4/8), complex(4/8) (sum, product,
   dot_product) or logical(1/2/4/8) (all, any, count, dot_product) type;
   `vector_b` dot_product's second vector (same type and kind as `array`),
   else NULL; `mask` NULL or a logical array of any kind conforming with
   `array`; dim 0 reduces everything, 1..rank that dimension.  `result` is
   HOST memory: a scalar of the result type (rank 0), for maxloc/minloc
   without dim a vector of rank(array) integers, with dim an array of the
   array's shape without that dimension; integer and logical results may be
   of any kind.  Runs on `stream` and synchronises it before returning.
   maxval/minval of nothing give -huge/huge, maxloc/minloc 0; NaNs are
   ignored unless all elements are NaN, ties go to the first position. */
void cufrt_reduce(int op, CFI_cdesc_t *array, CFI_cdesc_t *vector_b, CFI_cdesc_t *mask, int dim,
                  CFI_cdesc_t *result, cudaStream_t stream, const char *file, int line);

/* Module cutensorEx (library interfaces 6.3; runtime/cufrt/tensor_ex.cu, in
   libcufrt_tensor, which -cudalib=cutensor links with cuBLAS).  op_* are
   operands as cufrt_abi.h lays them out ([fn, layout, values...]) over
   device or managed arrays of real(4/8) or complex(4/8) type, any strides;
   alpha and beta are complex(8) values.
   cufrt_tensor_apply:  d = alpha * fn(layout(x)) (fn abs of a complex x:
                        d real of its kind);
   cufrt_tensor_matmul: d = alpha * matmul(op_a(a), op_b(b)) [+ beta * c]
                        (c NULL: none), by cuBLAS gemm.
   d must have the result's shape; a d that overlaps an operand gets the
   result through a temporary.  Asynchronous (a managed d: synchronised) on `stream`, or on the stream
   of cufrt_tensor_set_stream (cutensorExSetStream) once one is set;
   cufrt_tensor_get_stream gives that stream (0 before). */
void cufrt_tensor_apply(CFI_cdesc_t *d, CFI_cdesc_t *x, const long long *op, const double *alpha,
                        cudaStream_t stream, const char *file, int line);
void cufrt_tensor_matmul(CFI_cdesc_t *d, CFI_cdesc_t *a, const long long *op_a, CFI_cdesc_t *b,
                         const long long *op_b, const double *alpha, const double *beta, CFI_cdesc_t *c,
                         cudaStream_t stream, const char *file, int line);
void cufrt_tensor_set_stream(intptr_t stream);
intptr_t cufrt_tensor_get_stream(void);

/* Device symbols by name (guide 4.9.4, PGI's `csvx = 'vx'`;
   runtime/cufrt/cufrt_symbols.c).  The .cu of a module registers each static
   device/constant/managed variable at program start: `symbol` is what
   cudaMemcpyToSymbol & co. take (natively the host shadow's address).
   cufrt_symbol_by_name matches `name` or `module_name`, case-insensitively,
   blanks trimmed; NULL when unknown.  cufrt_symbol_named stores into
   *handle (a type(c_ptr) or type(c_devptr)) the symbol, or with device != 0
   its device address; NULL when unknown. */
void cufrt_register_symbol(const char *module, const char *name, const void *symbol);
const void *cufrt_symbol_by_name(const char *name, size_t len);
void cufrt_symbol_named(void **handle, int device, const char *name);

/* The stream argument of a launch stub (cufl_*) when the launch names no
   stream; the stub asks cufrt_launch_stream for the stream to use: the one
   cudaforSetDefaultStream tied to the first of the n device arguments that
   has one, else the thread's default (guide 4.5.2). */
intptr_t cufrt_launch_stream(long long stream, int n, CFI_cdesc_t *const *args);

/* Fatal if e != cudaSuccess: "file:line: runtime error: what: <CUDA error
   string> (<error name>)".  Returns e otherwise (0). */
int cufrt_check(int e, const char *what, const char *file, int line);

/* Fatal runtime error with a message (NUL-terminated). */
__attribute__((noreturn)) void cufrt_error(const char *file, int line, const char *msg);
/* Under -gpu=emu, before a statement that calls a CUDA library: its line,
 * for the emulated libraries' buffer checks (cufemu_library_site). */
void cufrt_library_site(const char *file, int line);
/* the same, printf-style, for C callers; file NULL: no location (errors of
   the environment, such as a bad ACC_DEVICE_NUM) */
__attribute__((noreturn, format(printf, 3, 4))) void cufrt_errorf(const char *file, int line,
                                                                  const char *fmt, ...);

#ifdef __cplusplus
}
#endif
#endif /* CUFRT_H */
