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
    void X##potri_(const char *uplo, const int *n, T *a, const int *lda, int *info, size_t);       \
    void X##geqrf_(const int *m, const int *n, T *a, const int *lda, T *tau, T *work,              \
                   const int *lwork, int *info);                                                   \
    void X##gels_(const char *trans, const int *m, const int *n, const int *nrhs, T *a,            \
                  const int *lda, T *b, const int *ldb, T *work, const int *lwork, int *info,      \
                  size_t);                                                                         \
    /* geqrf and gels with the workspace they ask for; 0, or -1 if none could be had */           \
    int cufemu_lib_##X##geqrf(int m, int n, T *a, int lda, T *tau, int *info);                     \
    int cufemu_lib_##X##gels(char trans, int m, int n, int nrhs, T *a, int lda, T *b, int ldb,     \
                             int *info);
LAPACK_LU(s, float)
LAPACK_LU(d, double)
LAPACK_LU(c, cfloat)
LAPACK_LU(z, cdouble)
#undef LAPACK_LU
void ssyevd_(const char *jobz, const char *uplo, const int *n, float *a, const int *lda, float *w,
             float *work, const int *lwork, int *iwork, const int *liwork, int *info, size_t, size_t);
void dsyevd_(const char *jobz, const char *uplo, const int *n, double *a, const int *lda, double *w,
             double *work, const int *lwork, int *iwork, const int *liwork, int *info, size_t, size_t);

/* cuBLAS's and cuSOLVER's enums as LAPACK's characters */
char cufemu_lib_trans(int op);  /* CUBLAS_OP_N/T/C: 'N' 'T' 'C' */
char cufemu_lib_uplo(int fill); /* CUBLAS_FILL_MODE_LOWER/UPPER: 'L' 'U' */
#endif
