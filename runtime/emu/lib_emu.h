/* lib_emu.h — shared by the CUDA libraries in emulation (lib_*.c, issue 15
 * item 4; not installed).  In emulation device memory is host memory, so the
 * library routines run on the CPU on the very arrays the program passes:
 * cuBLAS and cuSOLVER on OpenBLAS (its BLAS and LAPACK), cuFFT on FFTW,
 * cuRAND on a Philox4x32-10 generator, cuSPARSE on loops.  Launches return
 * when their kernel has finished (cufemu.h), but a routine still
 * synchronises the stream it was given first, as a GPU would order it. */
#ifndef LIB_EMU_H
#define LIB_EMU_H
#include <complex.h>
#include <cuda_runtime_api.h>
#include <stddef.h>

typedef float _Complex cfloat;   /* cuComplex (two floats, same layout) */
typedef double _Complex cdouble; /* cuDoubleComplex */

/* A routine that the emulation does not provide, or a case of one it does
 * not handle: says so on stderr, naming the routine, and ends the program
 * (exit status 1) rather than let it compute garbage. */
__attribute__((noreturn)) void cufemu_lib_unsupported(const char *routine, const char *what);

/* The buffer of `bytes` at p that routine reads or writes (what: the
 * argument, "x", "output") lies in one live device allocation, or the
 * program stops with a memcheck error at the calling statement
 * (check_mem.c; docs/emulation.md).  The extents of the usual shapes: n
 * elements of elem bytes, inc apart (BLAS vectors, either sign of inc),
 * and a column-major rows x cols matrix of leading dimension ld. */
void cufemu_lib_buffer(const char *routine, const char *what, const void *p, size_t bytes);
void cufemu_lib_vector(const char *routine, const char *what, const void *p, long long n, long long inc,
                       size_t elem);
void cufemu_lib_matrix(const char *routine, const char *what, const void *p, long long rows, long long cols,
                       long long ld, size_t elem);
/* The same in the routine itself, for typed pointers p. */
#define LIB_VECTOR(what, p, n, inc) cufemu_lib_vector(__func__, what, p, n, inc, sizeof *(p))
#define LIB_MATRIX(what, p, rows, cols, ld) cufemu_lib_matrix(__func__, what, p, rows, cols, ld, sizeof *(p))

/* Waits for the work queued on stream (a cudaStream_t; 0 is the default). */
void cufemu_lib_sync(cudaStream_t stream);

/* LAPACK (Fortran entry points of OpenBLAS's LAPACK), one group per
 * precision: X the prefix letter, T the element type. */
#define LAPACK_LU(X, T)                                                                            \
    void X##getrf_(const int *m, const int *n, T *a, const int *lda, int *ipiv, int *info);        \
    void X##getri_(const int *n, T *a, const int *lda, const int *ipiv, T *work, const int *lwork, \
                   int *info);                                                                     \
    void X##getrs_(const char *trans, const int *n, const int *nrhs, const T *a, const int *lda,   \
                   const int *ipiv, T *b, const int *ldb, int *info, size_t);                      \
    void X##potrf_(const char *uplo, const int *n, T *a, const int *lda, int *info, size_t);       \
    void X##potrs_(const char *uplo, const int *n, const int *nrhs, const T *a, const int *lda,    \
                   T *b, const int *ldb, int *info, size_t);                                       \
    void X##potri_(const char *uplo, const int *n, T *a, const int *lda, int *info, size_t);
LAPACK_LU(s, float)
LAPACK_LU(d, double)
LAPACK_LU(c, cfloat)
LAPACK_LU(z, cdouble)
#undef LAPACK_LU

/* lib_lapack.c: LAPACK routines with the workspace they ask for (0, or -1
 * if none could be had): QR (geqrf), least squares (gels), QR's Q
 * generated (orgqr/ungqr, named Q) or applied (ormqr/unmqr, named QT), the
 * symmetric indefinite factorisation (sytrf), the SVD (gesvd; R the real
 * type) */
#define LAPACK_WORK(X, T, R, Q, QT)                                                                \
    int cufemu_lib_##X##geqrf(int m, int n, T *a, int lda, T *tau, int *info);                     \
    int cufemu_lib_##X##gels(char trans, int m, int n, int nrhs, T *a, int lda, T *b, int ldb,     \
                             int *info);                                                           \
    int cufemu_lib_##X##Q(int m, int n, int k, T *a, int lda, const T *tau, int *info);            \
    int cufemu_lib_##X##QT(char side, char trans, int m, int n, int k, const T *a, int lda,        \
                           const T *tau, T *c, int ldc, int *info);                                \
    int cufemu_lib_##X##sytrf(char uplo, int n, T *a, int lda, int *ipiv, int *info);              \
    int cufemu_lib_##X##gesvd(char jobu, char jobvt, int m, int n, T *a, int lda, R *s, T *u,      \
                              int ldu, T *vt, int ldvt, int *info);
LAPACK_WORK(s, float, float, orgqr, ormqr)
LAPACK_WORK(d, double, double, orgqr, ormqr)
LAPACK_WORK(c, cfloat, float, ungqr, unmqr)
LAPACK_WORK(z, cdouble, double, ungqr, unmqr)
#undef LAPACK_WORK
/* eigenvalues (and eigenvectors for jobz 'V') of a symmetric or Hermitian matrix */
int cufemu_lib_ssyevd(char jobz, char uplo, int n, float *a, int lda, float *w, int *info);
int cufemu_lib_dsyevd(char jobz, char uplo, int n, double *a, int lda, double *w, int *info);
int cufemu_lib_cheevd(char jobz, char uplo, int n, cfloat *a, int lda, float *w, int *info);
int cufemu_lib_zheevd(char jobz, char uplo, int n, cdouble *a, int lda, double *w, int *info);

/* cuBLAS's and cuSOLVER's enums as LAPACK's characters */
char cufemu_lib_trans(int op);  /* CUBLAS_OP_N/T/C: 'N' 'T' 'C' */
char cufemu_lib_uplo(int fill); /* CUBLAS_FILL_MODE_LOWER/UPPER: 'L' 'U' */
#endif
