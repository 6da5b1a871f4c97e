/* lib_cublas.c — cuBLAS in emulation (issue 15 item 4): the entry points
 * module cublas binds to (cublas_api.h's *_v2 handle API, the batched and
 * strided-batched routines, and cublas.h's legacy API), on OpenBLAS.  Both
 * are column-major with leading dimensions, so every call is the CBLAS
 * routine on the same arrays.  Scalars and results are read and written
 * through their pointers in either pointer mode: host and device memory
 * are the same memory here (library interfaces 1.2, cublasSetPointerMode).
 * The routines not defined here get lib_missing.c's stub, which names them. */
#include "lib_emu.h"
#include <cblas.h>
#include <stdlib.h>
#include <string.h>

enum { OK = 0, NOT_INITIALIZED = 1, ALLOC_FAILED = 3, INVALID_VALUE = 7 };

/* cublasHandle_t */
typedef struct {
    cudaStream_t stream;
    int pointer_mode, atomics_mode, math_mode;
} Handle;

#define BEGIN(h)                                                                                   \
    do {                                                                                           \
        if (!(h)) return NOT_INITIALIZED;                                                          \
        cufemu_lib_sync((h)->stream);                                                              \
    } while (0)

/* The buffers a routine reaches, which must lie in device allocations
 * (lib_emu.h; docs/emulation.md): VEC n elements inc apart, MAT a
 * column-major rows x cols matrix, OPMAT the matrix that op(A), rows x
 * cols, reads (cols x rows unless op is N), TRIANGLE a packed triangle of
 * order n. */
#define VEC LIB_VECTOR
#define MAT LIB_MATRIX
#define OPMAT(what, op, p, rows, cols, ld) ((op) == 0 ? MAT(what, p, rows, cols, ld) : MAT(what, p, cols, rows, ld))
#define TRIANGLE(what, p, n) VEC(what, p, (long long)(n) * ((n) + 1) / 2, 1)

/* scalars: CBLAS takes real ones by value, complex ones by address */
#define VAL(p) (*(p))
#define PTR(p) ((const void *)(p))

static enum CBLAS_TRANSPOSE trans(int op) {
    static const enum CBLAS_TRANSPOSE t[] = {CblasNoTrans, CblasTrans, CblasConjTrans, CblasConjNoTrans};
    return op >= 0 && op < 4 ? t[op] : CblasNoTrans;
}
static enum CBLAS_UPLO uplo(int fill) { return fill == 0 ? CblasLower : CblasUpper; }
static enum CBLAS_SIDE side(int s) { return s == 0 ? CblasLeft : CblasRight; }
static enum CBLAS_DIAG diag(int d) { return d == 0 ? CblasNonUnit : CblasUnit; }

/* ---- the handle ------------------------------------------------------------ */

int cublasCreate_v2(Handle **h) {
    *h = calloc(1, sizeof **h);
    return *h ? OK : ALLOC_FAILED;
}
int cublasDestroy_v2(Handle *h) {
    if (!h) return NOT_INITIALIZED;
    free(h);
    return OK;
}
/* the cuBLAS (13.1.0) of the toolkit whose headers module cublas comes from */
int cublasGetVersion_v2(Handle *h, int *version) {
    *version = 130100;
    return h ? OK : NOT_INITIALIZED;
}

/* the handle's settings: stored and given back (one memory, so the pointer
 * mode changes nothing; the math modes do not apply to a CPU BLAS) */
#define SETTING(field, Set, Get, T)                                                                \
    int Set(Handle *h, T v) {                                                                      \
        if (!h) return NOT_INITIALIZED;                                                            \
        h->field = v;                                                                              \
        return OK;                                                                                 \
    }                                                                                              \
    int Get(Handle *h, T *v) {                                                                     \
        if (!h) return NOT_INITIALIZED;                                                            \
        *v = h->field;                                                                             \
        return OK;                                                                                 \
    }
SETTING(stream, cublasSetStream_v2, cublasGetStream_v2, cudaStream_t)
SETTING(pointer_mode, cublasSetPointerMode_v2, cublasGetPointerMode_v2, int)
SETTING(atomics_mode, cublasSetAtomicsMode, cublasGetAtomicsMode, int)
SETTING(math_mode, cublasSetMathMode, cublasGetMathMode, int)

int cublasSetWorkspace_v2(Handle *h, void *workspace, size_t bytes) {
    (void)workspace, (void)bytes;
    return h ? OK : NOT_INITIALIZED;
}

/* ---- copies between host and device memory (strided) --------------------------- */

static void copy_strided(int n, int elem, const void *x, int incx, void *y, int incy) {
    for (int i = 0; i < n; i++)
        memcpy((char *)y + (size_t)i * incy * elem, (const char *)x + (size_t)i * incx * elem, elem);
}
static int copy_vector(const char *routine, int n, int elem, const void *x, int incx, void *y, int incy) {
    if (n < 0 || elem <= 0 || incx <= 0 || incy <= 0) return INVALID_VALUE;
    cufemu_lib_sync(0);
    cufemu_lib_vector(routine, "source", x, n, incx, (size_t)elem);
    cufemu_lib_vector(routine, "destination", y, n, incy, (size_t)elem);
    copy_strided(n, elem, x, incx, y, incy);
    return OK;
}
static int copy_matrix(const char *routine, int rows, int cols, int elem, const void *a, int lda, void *b,
                       int ldb) {
    if (rows < 0 || cols < 0 || elem <= 0 || lda < rows || ldb < rows) return INVALID_VALUE;
    cufemu_lib_sync(0);
    cufemu_lib_matrix(routine, "source", a, rows, cols, lda, (size_t)elem);
    cufemu_lib_matrix(routine, "destination", b, rows, cols, ldb, (size_t)elem);
    for (int j = 0; j < cols; j++)
        copy_strided(rows, elem, (const char *)a + (size_t)j * lda * elem, 1,
                     (char *)b + (size_t)j * ldb * elem, 1);
    return OK;
}
int cublasSetVector(int n, int elem, const void *x, int incx, void *y, int incy) {
    return copy_vector(__func__, n, elem, x, incx, y, incy);
}
int cublasGetVector(int n, int elem, const void *x, int incx, void *y, int incy) {
    return copy_vector(__func__, n, elem, x, incx, y, incy);
}
int cublasSetMatrix(int rows, int cols, int elem, const void *a, int lda, void *b, int ldb) {
    return copy_matrix(__func__, rows, cols, elem, a, lda, b, ldb);
}
int cublasGetMatrix(int rows, int cols, int elem, const void *a, int lda, void *b, int ldb) {
    return copy_matrix(__func__, rows, cols, elem, a, lda, b, ldb);
}
int cublasSetVectorAsync(int n, int elem, const void *x, int incx, void *y, int incy, cudaStream_t s) {
    cufemu_lib_sync(s);
    return copy_vector(__func__, n, elem, x, incx, y, incy);
}
int cublasGetVectorAsync(int n, int elem, const void *x, int incx, void *y, int incy, cudaStream_t s) {
    cufemu_lib_sync(s);
    return copy_vector(__func__, n, elem, x, incx, y, incy);
}
int cublasSetMatrixAsync(int rows, int cols, int elem, const void *a, int lda, void *b, int ldb,
                         cudaStream_t s) {
    cufemu_lib_sync(s);
    return copy_matrix(__func__, rows, cols, elem, a, lda, b, ldb);
}
int cublasGetMatrixAsync(int rows, int cols, int elem, const void *a, int lda, void *b, int ldb,
                         cudaStream_t s) {
    cufemu_lib_sync(s);
    return copy_matrix(__func__, rows, cols, elem, a, lda, b, ldb);
}

/* ---- level 1 ------------------------------------------------------------------ */

#define NRM2_ASUM(name, T, R, cb)                                                                  \
    int name(Handle *h, int n, const T *x, int incx, R *r) {                                       \
        BEGIN(h);                                                                                  \
        if (incx > 0) VEC("x", x, n, incx);                                                        \
        *r = n > 0 && incx > 0 ? cb(n, x, incx) : 0;                                               \
        return OK;                                                                                 \
    }
NRM2_ASUM(cublasSnrm2_v2, float, float, cblas_snrm2)
NRM2_ASUM(cublasDnrm2_v2, double, double, cblas_dnrm2)
NRM2_ASUM(cublasScnrm2_v2, cfloat, float, cblas_scnrm2)
NRM2_ASUM(cublasDznrm2_v2, cdouble, double, cblas_dznrm2)
NRM2_ASUM(cublasSasum_v2, float, float, cblas_sasum)
NRM2_ASUM(cublasDasum_v2, double, double, cblas_dasum)
NRM2_ASUM(cublasScasum_v2, cfloat, float, cblas_scasum)
NRM2_ASUM(cublasDzasum_v2, cdouble, double, cblas_dzasum)

/* 1-based, 0 for n <= 0 or incx <= 0 */
#define IAMAX(name, T, cb)                                                                         \
    int name(Handle *h, int n, const T *x, int incx, int *r) {                                     \
        BEGIN(h);                                                                                  \
        if (incx > 0) VEC("x", x, n, incx);                                                        \
        *r = n > 0 && incx > 0 ? (int)cb(n, x, incx) + 1 : 0;                                      \
        return OK;                                                                                 \
    }
IAMAX(cublasIsamax_v2, float, cblas_isamax)
IAMAX(cublasIdamax_v2, double, cblas_idamax)
IAMAX(cublasIcamax_v2, cfloat, cblas_icamax)
IAMAX(cublasIzamax_v2, cdouble, cblas_izamax)
IAMAX(cublasIsamin_v2, float, cblas_isamin)
IAMAX(cublasIdamin_v2, double, cblas_idamin)
IAMAX(cublasIcamin_v2, cfloat, cblas_icamin)
IAMAX(cublasIzamin_v2, cdouble, cblas_izamin)

#define DOT_REAL(name, T, cb)                                                                      \
    int name(Handle *h, int n, const T *x, int incx, const T *y, int incy, T *r) {                 \
        BEGIN(h);                                                                                  \
        VEC("x", x, n, incx), VEC("y", y, n, incy);                                                \
        *r = cb(n, x, incx, y, incy);                                                              \
        return OK;                                                                                 \
    }
#define DOT_COMPLEX(name, T, cb)                                                                   \
    int name(Handle *h, int n, const T *x, int incx, const T *y, int incy, T *r) {                 \
        BEGIN(h);                                                                                  \
        VEC("x", x, n, incx), VEC("y", y, n, incy);                                                \
        cb(n, x, incx, y, incy, r);                                                                \
        return OK;                                                                                 \
    }
DOT_REAL(cublasSdot_v2, float, cblas_sdot)
DOT_REAL(cublasDdot_v2, double, cblas_ddot)
DOT_COMPLEX(cublasCdotu_v2, cfloat, cblas_cdotu_sub)
DOT_COMPLEX(cublasCdotc_v2, cfloat, cblas_cdotc_sub)
DOT_COMPLEX(cublasZdotu_v2, cdouble, cblas_zdotu_sub)
DOT_COMPLEX(cublasZdotc_v2, cdouble, cblas_zdotc_sub)

#define SCAL(name, S, T, A, cb)                                                                    \
    int name(Handle *h, int n, const S *alpha, T *x, int incx) {                                   \
        BEGIN(h);                                                                                  \
        if (incx > 0) VEC("x", x, n, incx);                                                        \
        if (n > 0 && incx > 0) cb(n, A(alpha), x, incx);                                           \
        return OK;                                                                                 \
    }
SCAL(cublasSscal_v2, float, float, VAL, cblas_sscal)
SCAL(cublasDscal_v2, double, double, VAL, cblas_dscal)
SCAL(cublasCscal_v2, cfloat, cfloat, PTR, cblas_cscal)
SCAL(cublasZscal_v2, cdouble, cdouble, PTR, cblas_zscal)
SCAL(cublasCsscal_v2, float, cfloat, VAL, cblas_csscal)
SCAL(cublasZdscal_v2, double, cdouble, VAL, cblas_zdscal)

#define AXPY(name, T, A, cb)                                                                       \
    int name(Handle *h, int n, const T *alpha, const T *x, int incx, T *y, int incy) {             \
        BEGIN(h);                                                                                  \
        VEC("x", x, n, incx), VEC("y", y, n, incy);                                                \
        cb(n, A(alpha), x, incx, y, incy);                                                         \
        return OK;                                                                                 \
    }
AXPY(cublasSaxpy_v2, float, VAL, cblas_saxpy)
AXPY(cublasDaxpy_v2, double, VAL, cblas_daxpy)
AXPY(cublasCaxpy_v2, cfloat, PTR, cblas_caxpy)
AXPY(cublasZaxpy_v2, cdouble, PTR, cblas_zaxpy)

#define COPY_SWAP(name, T, cb, Const)                                                              \
    int name(Handle *h, int n, Const T *x, int incx, T *y, int incy) {                             \
        BEGIN(h);                                                                                  \
        VEC("x", x, n, incx), VEC("y", y, n, incy);                                                \
        cb(n, x, incx, y, incy);                                                                   \
        return OK;                                                                                 \
    }
COPY_SWAP(cublasScopy_v2, float, cblas_scopy, const)
COPY_SWAP(cublasDcopy_v2, double, cblas_dcopy, const)
COPY_SWAP(cublasCcopy_v2, cfloat, cblas_ccopy, const)
COPY_SWAP(cublasZcopy_v2, cdouble, cblas_zcopy, const)
COPY_SWAP(cublasSswap_v2, float, cblas_sswap, )
COPY_SWAP(cublasDswap_v2, double, cblas_dswap, )
COPY_SWAP(cublasCswap_v2, cfloat, cblas_cswap, )
COPY_SWAP(cublasZswap_v2, cdouble, cblas_zswap, )

#define ROT(name, T, R, cb)                                                                        \
    int name(Handle *h, int n, T *x, int incx, T *y, int incy, const R *c, const R *s) {           \
        BEGIN(h);                                                                                  \
        VEC("x", x, n, incx), VEC("y", y, n, incy);                                                \
        cb(n, x, incx, y, incy, *c, *s);                                                           \
        return OK;                                                                                 \
    }
ROT(cublasSrot_v2, float, float, cblas_srot)
ROT(cublasDrot_v2, double, double, cblas_drot)
ROT(cublasCsrot_v2, cfloat, float, cblas_csrot)
ROT(cublasZdrot_v2, cdouble, double, cblas_zdrot)

/* Givens and modified Givens rotations */

#define ROTG(name, T, R, cb)                                                                       \
    int name(Handle *h, T *a, T *b, R *c, T *s) {                                                  \
        BEGIN(h);                                                                                  \
        cb(a, b, c, s);                                                                            \
        return OK;                                                                                 \
    }
ROTG(cublasSrotg_v2, float, float, cblas_srotg)
ROTG(cublasDrotg_v2, double, double, cblas_drotg)
ROTG(cublasCrotg_v2, cfloat, float, cblas_crotg)
ROTG(cublasZrotg_v2, cdouble, double, cblas_zrotg)

/* the complex rotation with a complex sine, which BLAS lacks:
 * x' = c x + s y, y' = c y - conj(s) x */
#define ROT_COMPLEX(name, T, R, CONJ)                                                              \
    int name(Handle *h, int n, T *x, int incx, T *y, int incy, const R *c, const T *s) {           \
        BEGIN(h);                                                                                  \
        VEC("x", x, n, incx), VEC("y", y, n, incy);                                                \
        for (int i = 0; i < n; i++) {                                                              \
            T *xi = x + (incx >= 0 ? i : i - n + 1) * (long)incx, *yi = y + (incy >= 0 ? i : i - n + 1) * (long)incy; \
            T xv = *xi, yv = *yi;                                                                  \
            *xi = *c * xv + *s * yv;                                                               \
            *yi = *c * yv - CONJ(*s) * xv;                                                         \
        }                                                                                          \
        return OK;                                                                                 \
    }
ROT_COMPLEX(cublasCrot_v2, cfloat, float, conjf)
ROT_COMPLEX(cublasZrot_v2, cdouble, double, conj)

#define ROTM(X, p, T)                                                                              \
    int cublas##X##rotm_v2(Handle *h, int n, T *x, int incx, T *y, int incy, const T *param) {     \
        BEGIN(h);                                                                                  \
        VEC("x", x, n, incx), VEC("y", y, n, incy);                                                \
        cblas_##p##rotm(n, x, incx, y, incy, param);                                               \
        return OK;                                                                                 \
    }                                                                                              \
    int cublas##X##rotmg_v2(Handle *h, T *d1, T *d2, T *x1, const T *y1, T *param) {               \
        BEGIN(h);                                                                                  \
        cblas_##p##rotmg(d1, d2, x1, *y1, param);                                                  \
        return OK;                                                                                 \
    }
ROTM(S, s, float)
ROTM(D, d, double)

/* ---- level 2 ------------------------------------------------------------------ */

#define GEMV(name, T, A, cb)                                                                       \
    int name(Handle *h, int op, int m, int n, const T *alpha, const T *a, int lda, const T *x,     \
             int incx, const T *beta, T *y, int incy) {                                            \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0) return INVALID_VALUE;                                                  \
        MAT("A", a, m, n, lda), VEC("x", x, op ? m : n, incx), VEC("y", y, op ? n : m, incy);      \
        cb(CblasColMajor, trans(op), m, n, A(alpha), a, lda, x, incx, A(beta), y, incy);           \
        return OK;                                                                                 \
    }
GEMV(cublasSgemv_v2, float, VAL, cblas_sgemv)
GEMV(cublasDgemv_v2, double, VAL, cblas_dgemv)
GEMV(cublasCgemv_v2, cfloat, PTR, cblas_cgemv)
GEMV(cublasZgemv_v2, cdouble, PTR, cblas_zgemv)

#define GER(name, T, A, cb)                                                                        \
    int name(Handle *h, int m, int n, const T *alpha, const T *x, int incx, const T *y, int incy,  \
             T *a, int lda) {                                                                      \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0) return INVALID_VALUE;                                                  \
        VEC("x", x, m, incx), VEC("y", y, n, incy), MAT("A", a, m, n, lda);                        \
        cb(CblasColMajor, m, n, A(alpha), x, incx, y, incy, a, lda);                               \
        return OK;                                                                                 \
    }
GER(cublasSger_v2, float, VAL, cblas_sger)
GER(cublasDger_v2, double, VAL, cblas_dger)
GER(cublasCgeru_v2, cfloat, PTR, cblas_cgeru)
GER(cublasCgerc_v2, cfloat, PTR, cblas_cgerc)
GER(cublasZgeru_v2, cdouble, PTR, cblas_zgeru)
GER(cublasZgerc_v2, cdouble, PTR, cblas_zgerc)

#define SYMV(name, T, A, cb)                                                                       \
    int name(Handle *h, int fill, int n, const T *alpha, const T *a, int lda, const T *x, int incx, \
             const T *beta, T *y, int incy) {                                                      \
        BEGIN(h);                                                                                  \
        if (n < 0) return INVALID_VALUE;                                                           \
        MAT("A", a, n, n, lda), VEC("x", x, n, incx), VEC("y", y, n, incy);                        \
        cb(CblasColMajor, uplo(fill), n, A(alpha), a, lda, x, incx, A(beta), y, incy);             \
        return OK;                                                                                 \
    }
SYMV(cublasSsymv_v2, float, VAL, cblas_ssymv)
SYMV(cublasDsymv_v2, double, VAL, cblas_dsymv)
SYMV(cublasChemv_v2, cfloat, PTR, cblas_chemv)
SYMV(cublasZhemv_v2, cdouble, PTR, cblas_zhemv)

/* triangular matrix times or solve with a vector */
#define TRXV(name, T, cb)                                                                          \
    int name(Handle *h, int fill, int op, int d, int n, const T *a, int lda, T *x, int incx) {     \
        BEGIN(h);                                                                                  \
        if (n < 0) return INVALID_VALUE;                                                           \
        MAT("A", a, n, n, lda), VEC("x", x, n, incx);                                              \
        cb(CblasColMajor, uplo(fill), trans(op), diag(d), n, a, lda, x, incx);                     \
        return OK;                                                                                 \
    }
TRXV(cublasStrmv_v2, float, cblas_strmv)
TRXV(cublasDtrmv_v2, double, cblas_dtrmv)
TRXV(cublasCtrmv_v2, cfloat, cblas_ctrmv)
TRXV(cublasZtrmv_v2, cdouble, cblas_ztrmv)
TRXV(cublasStrsv_v2, float, cblas_strsv)
TRXV(cublasDtrsv_v2, double, cblas_dtrsv)
TRXV(cublasCtrsv_v2, cfloat, cblas_ctrsv)
TRXV(cublasZtrsv_v2, cdouble, cblas_ztrsv)

/* band and packed matrices, rank-1 and rank-2 updates */

#define GBMV(name, T, A, cb)                                                                       \
    int name(Handle *h, int op, int m, int n, int kl, int ku, const T *alpha, const T *a, int lda, \
             const T *x, int incx, const T *beta, T *y, int incy) {                                \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0 || kl < 0 || ku < 0) return INVALID_VALUE;                              \
        MAT("A", a, kl + ku + 1, n, lda), VEC("x", x, op ? m : n, incx), VEC("y", y, op ? n : m, incy); \
        cb(CblasColMajor, trans(op), m, n, kl, ku, A(alpha), a, lda, x, incx, A(beta), y, incy);   \
        return OK;                                                                                 \
    }
GBMV(cublasSgbmv_v2, float, VAL, cblas_sgbmv)
GBMV(cublasDgbmv_v2, double, VAL, cblas_dgbmv)
GBMV(cublasCgbmv_v2, cfloat, PTR, cblas_cgbmv)
GBMV(cublasZgbmv_v2, cdouble, PTR, cblas_zgbmv)

#define SBMV(name, T, A, cb)                                                                       \
    int name(Handle *h, int fill, int n, int k, const T *alpha, const T *a, int lda, const T *x,   \
             int incx, const T *beta, T *y, int incy) {                                            \
        BEGIN(h);                                                                                  \
        if (n < 0 || k < 0) return INVALID_VALUE;                                                  \
        MAT("A", a, k + 1, n, lda), VEC("x", x, n, incx), VEC("y", y, n, incy);                    \
        cb(CblasColMajor, uplo(fill), n, k, A(alpha), a, lda, x, incx, A(beta), y, incy);          \
        return OK;                                                                                 \
    }
SBMV(cublasSsbmv_v2, float, VAL, cblas_ssbmv)
SBMV(cublasDsbmv_v2, double, VAL, cblas_dsbmv)
SBMV(cublasChbmv_v2, cfloat, PTR, cblas_chbmv)
SBMV(cublasZhbmv_v2, cdouble, PTR, cblas_zhbmv)

#define SPMV(name, T, A, cb)                                                                       \
    int name(Handle *h, int fill, int n, const T *alpha, const T *ap, const T *x, int incx,        \
             const T *beta, T *y, int incy) {                                                      \
        BEGIN(h);                                                                                  \
        if (n < 0) return INVALID_VALUE;                                                           \
        TRIANGLE("AP", ap, n), VEC("x", x, n, incx), VEC("y", y, n, incy);                           \
        cb(CblasColMajor, uplo(fill), n, A(alpha), ap, x, incx, A(beta), y, incy);                 \
        return OK;                                                                                 \
    }
SPMV(cublasSspmv_v2, float, VAL, cblas_sspmv)
SPMV(cublasDspmv_v2, double, VAL, cblas_dspmv)
SPMV(cublasChpmv_v2, cfloat, PTR, cblas_chpmv)
SPMV(cublasZhpmv_v2, cdouble, PTR, cblas_zhpmv)

/* triangular band matrix times or solve with a vector */
#define TBXV(name, T, cb)                                                                          \
    int name(Handle *h, int fill, int op, int d, int n, int k, const T *a, int lda, T *x, int incx) { \
        BEGIN(h);                                                                                  \
        if (n < 0 || k < 0) return INVALID_VALUE;                                                  \
        MAT("A", a, k + 1, n, lda), VEC("x", x, n, incx);                                          \
        cb(CblasColMajor, uplo(fill), trans(op), diag(d), n, k, a, lda, x, incx);                  \
        return OK;                                                                                 \
    }
TBXV(cublasStbmv_v2, float, cblas_stbmv)
TBXV(cublasDtbmv_v2, double, cblas_dtbmv)
TBXV(cublasCtbmv_v2, cfloat, cblas_ctbmv)
TBXV(cublasZtbmv_v2, cdouble, cblas_ztbmv)
TBXV(cublasStbsv_v2, float, cblas_stbsv)
TBXV(cublasDtbsv_v2, double, cblas_dtbsv)
TBXV(cublasCtbsv_v2, cfloat, cblas_ctbsv)
TBXV(cublasZtbsv_v2, cdouble, cblas_ztbsv)

/* packed triangular matrix times or solve with a vector */
#define TPXV(name, T, cb)                                                                          \
    int name(Handle *h, int fill, int op, int d, int n, const T *ap, T *x, int incx) {             \
        BEGIN(h);                                                                                  \
        if (n < 0) return INVALID_VALUE;                                                           \
        TRIANGLE("AP", ap, n), VEC("x", x, n, incx);                                                 \
        cb(CblasColMajor, uplo(fill), trans(op), diag(d), n, ap, x, incx);                         \
        return OK;                                                                                 \
    }
TPXV(cublasStpmv_v2, float, cblas_stpmv)
TPXV(cublasDtpmv_v2, double, cblas_dtpmv)
TPXV(cublasCtpmv_v2, cfloat, cblas_ctpmv)
TPXV(cublasZtpmv_v2, cdouble, cblas_ztpmv)
TPXV(cublasStpsv_v2, float, cblas_stpsv)
TPXV(cublasDtpsv_v2, double, cblas_dtpsv)
TPXV(cublasCtpsv_v2, cfloat, cblas_ctpsv)
TPXV(cublasZtpsv_v2, cdouble, cblas_ztpsv)

/* rank-1 updates of a symmetric/Hermitian matrix, full (syr, her) or packed
 * (spr, hpr; ld unused); S: the type of alpha (real for her, hpr) */
#define SYR(name, T, S, A, cb)                                                                     \
    int name(Handle *h, int fill, int n, const S *alpha, const T *x, int incx, T *a, int lda) {    \
        BEGIN(h);                                                                                  \
        if (n < 0) return INVALID_VALUE;                                                           \
        VEC("x", x, n, incx), MAT("A", a, n, n, lda);                                              \
        cb(CblasColMajor, uplo(fill), n, A(alpha), x, incx, a, lda);                               \
        return OK;                                                                                 \
    }
#define SPR(name, T, S, A, cb)                                                                     \
    int name(Handle *h, int fill, int n, const S *alpha, const T *x, int incx, T *ap) {            \
        BEGIN(h);                                                                                  \
        if (n < 0) return INVALID_VALUE;                                                           \
        VEC("x", x, n, incx), TRIANGLE("AP", ap, n);                                                 \
        cb(CblasColMajor, uplo(fill), n, A(alpha), x, incx, ap);                                   \
        return OK;                                                                                 \
    }
SYR(cublasSsyr_v2, float, float, VAL, cblas_ssyr)
SYR(cublasDsyr_v2, double, double, VAL, cblas_dsyr)
SYR(cublasCher_v2, cfloat, float, VAL, cblas_cher)
SYR(cublasZher_v2, cdouble, double, VAL, cblas_zher)
SPR(cublasSspr_v2, float, float, VAL, cblas_sspr)
SPR(cublasDspr_v2, double, double, VAL, cblas_dspr)
SPR(cublasChpr_v2, cfloat, float, VAL, cblas_chpr)
SPR(cublasZhpr_v2, cdouble, double, VAL, cblas_zhpr)

/* rank-2 updates, full (syr2, her2) or packed (spr2, hpr2) */
#define SYR2(name, T, A, cb)                                                                       \
    int name(Handle *h, int fill, int n, const T *alpha, const T *x, int incx, const T *y, int incy, \
             T *a, int lda) {                                                                      \
        BEGIN(h);                                                                                  \
        if (n < 0) return INVALID_VALUE;                                                           \
        VEC("x", x, n, incx), VEC("y", y, n, incy), MAT("A", a, n, n, lda);                        \
        cb(CblasColMajor, uplo(fill), n, A(alpha), x, incx, y, incy, a, lda);                      \
        return OK;                                                                                 \
    }
#define SPR2(name, T, A, cb)                                                                       \
    int name(Handle *h, int fill, int n, const T *alpha, const T *x, int incx, const T *y, int incy, \
             T *ap) {                                                                              \
        BEGIN(h);                                                                                  \
        if (n < 0) return INVALID_VALUE;                                                           \
        VEC("x", x, n, incx), VEC("y", y, n, incy), TRIANGLE("AP", ap, n);                           \
        cb(CblasColMajor, uplo(fill), n, A(alpha), x, incx, y, incy, ap);                          \
        return OK;                                                                                 \
    }
SYR2(cublasSsyr2_v2, float, VAL, cblas_ssyr2)
SYR2(cublasDsyr2_v2, double, VAL, cblas_dsyr2)
SYR2(cublasCher2_v2, cfloat, PTR, cblas_cher2)
SYR2(cublasZher2_v2, cdouble, PTR, cblas_zher2)
SPR2(cublasSspr2_v2, float, VAL, cblas_sspr2)
SPR2(cublasDspr2_v2, double, VAL, cblas_dspr2)
SPR2(cublasChpr2_v2, cfloat, PTR, cblas_chpr2)
SPR2(cublasZhpr2_v2, cdouble, PTR, cblas_zhpr2)

/* complex symmetric (not Hermitian) symv, syr, syr2: not in CBLAS; LAPACK's
 * csymv/csyr and OpenBLAS's csyr2, Fortran entry points */
#define COMPLEX_SYMMETRIC(X, x, T)                                                                 \
    void x##symv_(const char *uplo, const int *n, const T *alpha, const T *a, const int *lda,      \
                  const T *xv, const int *incx, const T *beta, T *y, const int *incy, size_t);     \
    void x##syr_(const char *uplo, const int *n, const T *alpha, const T *xv, const int *incx,     \
                 T *a, const int *lda, size_t);                                                    \
    void x##syr2_(const char *uplo, const int *n, const T *alpha, const T *xv, const int *incx,    \
                  const T *y, const int *incy, T *a, const int *lda, size_t);                      \
    int cublas##X##symv_v2(Handle *h, int fill, int n, const T *alpha, const T *a, int lda,        \
                           const T *xv, int incx, const T *beta, T *y, int incy) {                 \
        BEGIN(h);                                                                                  \
        if (n < 0) return INVALID_VALUE;                                                           \
        MAT("A", a, n, n, lda), VEC("x", xv, n, incx), VEC("y", y, n, incy);                       \
        char u = cufemu_lib_uplo(fill);                                                            \
        x##symv_(&u, &n, alpha, a, &lda, xv, &incx, beta, y, &incy, 1);                            \
        return OK;                                                                                 \
    }                                                                                              \
    int cublas##X##syr_v2(Handle *h, int fill, int n, const T *alpha, const T *xv, int incx, T *a, \
                          int lda) {                                                               \
        BEGIN(h);                                                                                  \
        if (n < 0) return INVALID_VALUE;                                                           \
        VEC("x", xv, n, incx), MAT("A", a, n, n, lda);                                             \
        char u = cufemu_lib_uplo(fill);                                                            \
        x##syr_(&u, &n, alpha, xv, &incx, a, &lda, 1);                                             \
        return OK;                                                                                 \
    }                                                                                              \
    int cublas##X##syr2_v2(Handle *h, int fill, int n, const T *alpha, const T *xv, int incx,      \
                           const T *y, int incy, T *a, int lda) {                                  \
        BEGIN(h);                                                                                  \
        if (n < 0) return INVALID_VALUE;                                                           \
        VEC("x", xv, n, incx), VEC("y", y, n, incy), MAT("A", a, n, n, lda);                       \
        char u = cufemu_lib_uplo(fill);                                                            \
        x##syr2_(&u, &n, alpha, xv, &incx, y, &incy, a, &lda, 1);                                  \
        return OK;                                                                                 \
    }
COMPLEX_SYMMETRIC(C, c, cfloat)
COMPLEX_SYMMETRIC(Z, z, cdouble)

/* y_i = alpha op(A_i) x_i + beta y_i for arrays of device pointers */
#define GEMV_BATCHED(X, T)                                                                         \
    int cublas##X##gemvBatched(Handle *h, int op, int m, int n, const T *alpha, const T *const a[], \
                               int lda, const T *const x[], int incx, const T *beta, T *const y[], \
                               int incy, int count) {                                              \
        if (count < 0) return INVALID_VALUE;                                                       \
        for (int i = 0; i < count; i++) {                                                          \
            int st = cublas##X##gemv_v2(h, op, m, n, alpha, a[i], lda, x[i], incx, beta, y[i], incy); \
            if (st != OK) return st;                                                               \
        }                                                                                          \
        return OK;                                                                                 \
    }
GEMV_BATCHED(S, float)
GEMV_BATCHED(D, double)
GEMV_BATCHED(C, cfloat)
GEMV_BATCHED(Z, cdouble)

/* ---- level 3 ------------------------------------------------------------------ */

#define GEMM(name, T, A, cb)                                                                       \
    int name(Handle *h, int opa, int opb, int m, int n, int k, const T *alpha, const T *a, int lda, \
             const T *b, int ldb, const T *beta, T *c, int ldc) {                                  \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0 || k < 0) return INVALID_VALUE;                                         \
        OPMAT("A", opa, a, m, k, lda), OPMAT("B", opb, b, k, n, ldb), MAT("C", c, m, n, ldc);      \
        if (m && n) cb(CblasColMajor, trans(opa), trans(opb), m, n, k, A(alpha), a, lda, b, ldb, A(beta), c, ldc); \
        return OK;                                                                                 \
    }
GEMM(cublasSgemm_v2, float, VAL, cblas_sgemm)
GEMM(cublasDgemm_v2, double, VAL, cblas_dgemm)
GEMM(cublasCgemm_v2, cfloat, PTR, cblas_cgemm)
GEMM(cublasZgemm_v2, cdouble, PTR, cblas_zgemm)
GEMM(cublasCgemm3m, cfloat, PTR, cblas_cgemm)
GEMM(cublasZgemm3m, cdouble, PTR, cblas_zgemm)

/* arrays of device pointers, and one array with a stride between matrices */
#define GEMM_BATCHED(X, T)                                                                         \
    int cublas##X##gemmBatched(Handle *h, int opa, int opb, int m, int n, int k, const T *alpha,    \
                               const T *const a[], int lda, const T *const b[], int ldb,           \
                               const T *beta, T *const c[], int ldc, int count) {                  \
        if (count < 0) return INVALID_VALUE;                                                       \
        for (int i = 0; i < count; i++) {                                                          \
            int st = cublas##X##gemm_v2(h, opa, opb, m, n, k, alpha, a[i], lda, b[i], ldb, beta,   \
                                        c[i], ldc);                                                \
            if (st != OK) return st;                                                               \
        }                                                                                          \
        return OK;                                                                                 \
    }                                                                                              \
    int cublas##X##gemmStridedBatched(Handle *h, int opa, int opb, int m, int n, int k,            \
                                      const T *alpha, const T *a, int lda, long long sa,           \
                                      const T *b, int ldb, long long sb, const T *beta, T *c,      \
                                      int ldc, long long sc, int count) {                          \
        if (count < 0) return INVALID_VALUE;                                                       \
        for (int i = 0; i < count; i++) {                                                          \
            int st = cublas##X##gemm_v2(h, opa, opb, m, n, k, alpha, a + i * sa, lda, b + i * sb,  \
                                        ldb, beta, c + i * sc, ldc);                               \
            if (st != OK) return st;                                                               \
        }                                                                                          \
        return OK;                                                                                 \
    }
GEMM_BATCHED(S, float)
GEMM_BATCHED(D, double)
GEMM_BATCHED(C, cfloat)
GEMM_BATCHED(Z, cdouble)

#define SYMM(name, T, A, cb)                                                                       \
    int name(Handle *h, int s, int fill, int m, int n, const T *alpha, const T *a, int lda,         \
             const T *b, int ldb, const T *beta, T *c, int ldc) {                                  \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0) return INVALID_VALUE;                                                  \
        MAT("A", a, s ? n : m, s ? n : m, lda), MAT("B", b, m, n, ldb), MAT("C", c, m, n, ldc);    \
        cb(CblasColMajor, side(s), uplo(fill), m, n, A(alpha), a, lda, b, ldb, A(beta), c, ldc);   \
        return OK;                                                                                 \
    }
SYMM(cublasSsymm_v2, float, VAL, cblas_ssymm)
SYMM(cublasDsymm_v2, double, VAL, cblas_dsymm)
SYMM(cublasCsymm_v2, cfloat, PTR, cblas_csymm)
SYMM(cublasZsymm_v2, cdouble, PTR, cblas_zsymm)
SYMM(cublasChemm_v2, cfloat, PTR, cblas_chemm)
SYMM(cublasZhemm_v2, cdouble, PTR, cblas_zhemm)

/* S: the type of alpha and beta (real for herk) */
#define SYRK(name, T, S, A, cb)                                                                    \
    int name(Handle *h, int fill, int op, int n, int k, const S *alpha, const T *a, int lda,        \
             const S *beta, T *c, int ldc) {                                                       \
        BEGIN(h);                                                                                  \
        if (n < 0 || k < 0) return INVALID_VALUE;                                                  \
        OPMAT("A", op, a, n, k, lda), MAT("C", c, n, n, ldc);                                      \
        cb(CblasColMajor, uplo(fill), trans(op), n, k, A(alpha), a, lda, A(beta), c, ldc);         \
        return OK;                                                                                 \
    }
SYRK(cublasSsyrk_v2, float, float, VAL, cblas_ssyrk)
SYRK(cublasDsyrk_v2, double, double, VAL, cblas_dsyrk)
SYRK(cublasCsyrk_v2, cfloat, cfloat, PTR, cblas_csyrk)
SYRK(cublasZsyrk_v2, cdouble, cdouble, PTR, cblas_zsyrk)
SYRK(cublasCherk_v2, cfloat, float, VAL, cblas_cherk)
SYRK(cublasZherk_v2, cdouble, double, VAL, cblas_zherk)

#define TRSM(name, T, A, cb)                                                                       \
    int name(Handle *h, int s, int fill, int op, int d, int m, int n, const T *alpha, const T *a,   \
             int lda, T *b, int ldb) {                                                             \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0) return INVALID_VALUE;                                                  \
        MAT("A", a, s ? n : m, s ? n : m, lda), MAT("B", b, m, n, ldb);                            \
        cb(CblasColMajor, side(s), uplo(fill), trans(op), diag(d), m, n, A(alpha), a, lda, b, ldb); \
        return OK;                                                                                 \
    }
TRSM(cublasStrsm_v2, float, VAL, cblas_strsm)
TRSM(cublasDtrsm_v2, double, VAL, cblas_dtrsm)
TRSM(cublasCtrsm_v2, cfloat, PTR, cblas_ctrsm)
TRSM(cublasZtrsm_v2, cdouble, PTR, cblas_ztrsm)

/* rank-2k updates; S: the type of beta (real for her2k, whose alpha is complex) */
#define SYR2K(name, T, S, A, B, cb)                                                                \
    int name(Handle *h, int fill, int op, int n, int k, const T *alpha, const T *a, int lda,        \
             const T *b, int ldb, const S *beta, T *c, int ldc) {                                  \
        BEGIN(h);                                                                                  \
        if (n < 0 || k < 0) return INVALID_VALUE;                                                  \
        OPMAT("A", op, a, n, k, lda), OPMAT("B", op, b, n, k, ldb), MAT("C", c, n, n, ldc);        \
        cb(CblasColMajor, uplo(fill), trans(op), n, k, A(alpha), a, lda, b, ldb, B(beta), c, ldc); \
        return OK;                                                                                 \
    }
SYR2K(cublasSsyr2k_v2, float, float, VAL, VAL, cblas_ssyr2k)
SYR2K(cublasDsyr2k_v2, double, double, VAL, VAL, cblas_dsyr2k)
SYR2K(cublasCsyr2k_v2, cfloat, cfloat, PTR, PTR, cblas_csyr2k)
SYR2K(cublasZsyr2k_v2, cdouble, cdouble, PTR, PTR, cblas_zsyr2k)
SYR2K(cublasCher2k_v2, cfloat, float, PTR, VAL, cblas_cher2k)
SYR2K(cublasZher2k_v2, cdouble, double, PTR, VAL, cblas_zher2k)

/* C = alpha op(A) op(B)^T + beta C (op(B)^H for herkx) on the fill triangle:
 * the product by gemm into a scratch matrix, then the triangle; S: the type
 * of beta, HERM: 1 for herkx (a real diagonal) */
#define SYRKX(X, name, T, S, HERM)                                                                 \
    int name(Handle *h, int fill, int op, int n, int k, const T *alpha, const T *a, int lda,        \
             const T *b, int ldb, const S *beta, T *c, int ldc) {                                  \
        BEGIN(h);                                                                                  \
        if (n < 0 || k < 0 || ldc < n) return INVALID_VALUE;                                       \
        T *t = malloc(sizeof(T) * (n ? (size_t)n * n : 1)), zero = 0;                              \
        if (!t) return ALLOC_FAILED;                                                               \
        int st = cublas##X##gemm_v2(h, op, op ? 0 : HERM ? 2 : 1, n, n, k, alpha, a, lda, b, ldb,  \
                                    &zero, t, n);                                                  \
        for (int j = 0; j < n && st == OK; j++)                                                    \
            for (int i = fill == 0 ? j : 0; i <= (fill == 0 ? n - 1 : j); i++) {                   \
                T *cij = &c[i + (size_t)j * ldc];                                                  \
                *cij = t[i + (size_t)j * n] + (*beta != 0 ? *beta * *cij : 0);                     \
                if (HERM && i == j) *cij = creal(*cij);                                            \
            }                                                                                      \
        free(t);                                                                                   \
        return st;                                                                                 \
    }
SYRKX(S, cublasSsyrkx, float, float, 0)
SYRKX(D, cublasDsyrkx, double, double, 0)
SYRKX(C, cublasCsyrkx, cfloat, cfloat, 0)
SYRKX(Z, cublasZsyrkx, cdouble, cdouble, 0)
SYRKX(C, cublasCherkx, cfloat, float, 1)
SYRKX(Z, cublasZherkx, cdouble, double, 1)

/* C = A diag(x) (CUBLAS_SIDE_RIGHT) or diag(x) A (LEFT); x may be strided */
#define DGMM(X, T)                                                                                 \
    int cublas##X##dgmm(Handle *h, int s, int m, int n, const T *a, int lda, const T *x, int incx,  \
                        T *c, int ldc) {                                                           \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0 || lda < m || ldc < m) return INVALID_VALUE;                            \
        int len = s == 0 ? m : n;                                                                  \
        MAT("A", a, m, n, lda), VEC("x", x, len, incx), MAT("C", c, m, n, ldc);                    \
        for (int j = 0; j < n; j++)                                                                \
            for (int i = 0; i < m; i++) {                                                          \
                int d = s == 0 ? i : j;                                                            \
                long at = incx >= 0 ? (long)d * incx : (long)(len - 1 - d) * -incx;               \
                c[i + (size_t)j * ldc] = a[i + (size_t)j * lda] * x[at];                           \
            }                                                                                      \
        return OK;                                                                                 \
    }
DGMM(S, float)
DGMM(D, double)
DGMM(C, cfloat)
DGMM(Z, cdouble)

/* a triangle between packed (column by column) and full storage */
#define PACKED(X, T)                                                                               \
    static void X##packed_copy(int fill, int n, T *ap, T *a, int lda, int to_full) {               \
        size_t k = 0;                                                                              \
        for (int j = 0; j < n; j++)                                                                \
            for (int i = fill == 0 ? j : 0; i <= (fill == 0 ? n - 1 : j); i++, k++) {              \
                if (to_full) a[i + (size_t)j * lda] = ap[k];                                       \
                else ap[k] = a[i + (size_t)j * lda];                                               \
            }                                                                                      \
    }                                                                                              \
    int cublas##X##tpttr(Handle *h, int fill, int n, const T *ap, T *a, int lda) {                 \
        BEGIN(h);                                                                                  \
        if (n < 0 || lda < n) return INVALID_VALUE;                                                \
        X##packed_copy(fill, n, (T *)ap, a, lda, 1);                                               \
        return OK;                                                                                 \
    }                                                                                              \
    int cublas##X##trttp(Handle *h, int fill, int n, const T *a, int lda, T *ap) {                 \
        BEGIN(h);                                                                                  \
        if (n < 0 || lda < n) return INVALID_VALUE;                                                \
        X##packed_copy(fill, n, ap, (T *)a, lda, 0);                                               \
        return OK;                                                                                 \
    }
PACKED(S, float)
PACKED(D, double)
PACKED(C, cfloat)
PACKED(Z, cdouble)

/* cuBLAS's trmm writes C (out of place): B is copied to C, then BLAS's
 * in-place trmm runs on C */
#define TRMM(X, T, A, cb)                                                                          \
    int cublas##X##trmm_v2(Handle *h, int s, int fill, int op, int d, int m, int n, const T *alpha, \
                           const T *a, int lda, const T *b, int ldb, T *c, int ldc) {              \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0 || ldb < m || ldc < m) return INVALID_VALUE;                            \
        MAT("A", a, s ? n : m, s ? n : m, lda);                                                    \
        if (c != b) copy_matrix(__func__, m, n, sizeof(T), b, ldb, c, ldc);                        \
        cb(CblasColMajor, side(s), uplo(fill), trans(op), diag(d), m, n, A(alpha), a, lda, c, ldc); \
        return OK;                                                                                 \
    }
TRMM(S, float, VAL, cblas_strmm)
TRMM(D, double, VAL, cblas_dtrmm)
TRMM(C, cfloat, PTR, cblas_ctrmm)
TRMM(Z, cdouble, PTR, cblas_ztrmm)

/* C = alpha op(A) + beta op(B), element by element; conj for CUBLAS_OP_C */
#define GEAM(X, T, CONJ)                                                                           \
    static T X##geam_elem(int op, const T *a, int lda, int i, int j) {                             \
        T v = op == 0 ? a[i + (size_t)j * lda] : a[j + (size_t)i * lda];                           \
        return op == 2 ? CONJ(v) : v;                                                              \
    }                                                                                              \
    int cublas##X##geam(Handle *h, int opa, int opb, int m, int n, const T *alpha, const T *a,      \
                        int lda, const T *beta, const T *b, int ldb, T *c, int ldc) {              \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0 || ldc < m) return INVALID_VALUE;                                       \
        if (*alpha != 0) OPMAT("A", opa, a, m, n, lda);                                            \
        if (*beta != 0) OPMAT("B", opb, b, m, n, ldb);                                             \
        MAT("C", c, m, n, ldc);                                                                    \
        for (int j = 0; j < n; j++)                                                                \
            for (int i = 0; i < m; i++) {                                                          \
                T v = 0;                                                                           \
                if (*alpha != 0) v += *alpha * X##geam_elem(opa, a, lda, i, j);                    \
                if (*beta != 0) v += *beta * X##geam_elem(opb, b, ldb, i, j);                      \
                c[i + (size_t)j * ldc] = v;                                                        \
            }                                                                                      \
        return OK;                                                                                 \
    }
#define REAL_CONJ(v) (v)
GEAM(S, float, REAL_CONJ)
GEAM(D, double, REAL_CONJ)
GEAM(C, cfloat, conjf)
GEAM(Z, cdouble, conj)

/* ---- batched factorisations and solves (getrf, getri, getrs, matinv, geqrf, gels on
 * LAPACK; trsm) ---------------------------------------------------------------- */

#define LU_BATCHED(X, x, T)                                                                        \
    int cublas##X##getrfBatched(Handle *h, int n, T *const a[], int lda, int *piv, int *info,      \
                                int count) {                                                       \
        BEGIN(h);                                                                                  \
        if (n < 0 || lda < n || count < 0) return INVALID_VALUE;                                   \
        if (!piv) cufemu_lib_unsupported("cublas" #X "getrfBatched", "LU without pivoting (PivotArray null)"); \
        for (int i = 0; i < count; i++) x##getrf_(&n, &n, a[i], &lda, piv + (size_t)i * n, &info[i]); \
        return OK;                                                                                 \
    }                                                                                              \
    /* out of place: A is copied to C, which LAPACK inverts */                                     \
    int cublas##X##getriBatched(Handle *h, int n, const T *const a[], int lda, const int *piv,     \
                                T *const c[], int ldc, int *info, int count) {                     \
        BEGIN(h);                                                                                  \
        if (n < 0 || lda < n || ldc < n || count < 0) return INVALID_VALUE;                        \
        if (!piv) cufemu_lib_unsupported("cublas" #X "getriBatched", "PivotArray null");           \
        int lwork = n > 0 ? 64 * n : 1;                                                            \
        T *work = malloc(sizeof(T) * lwork);                                                       \
        if (!work) return ALLOC_FAILED;                                                            \
        for (int i = 0; i < count; i++) {                                                          \
            copy_matrix(__func__, n, n, sizeof(T), a[i], lda, c[i], ldc);                          \
            x##getri_(&n, c[i], &ldc, piv + (size_t)i * n, work, &lwork, &info[i]);                \
        }                                                                                          \
        free(work);                                                                                \
        return OK;                                                                                 \
    }                                                                                              \
    /* info: one host integer, the first bad argument (as -i) or 0 */                              \
    int cublas##X##getrsBatched(Handle *h, int op, int n, int nrhs, const T *const a[], int lda,   \
                                const int *piv, T *const b[], int ldb, int *info, int count) {     \
        BEGIN(h);                                                                                  \
        *info = n < 0 ? -2 : nrhs < 0 ? -3 : lda < n ? -5 : ldb < n ? -8 : count < 0 ? -10 : 0;    \
        if (*info) return INVALID_VALUE;                                                           \
        if (!piv) cufemu_lib_unsupported("cublas" #X "getrsBatched", "devIpiv null");              \
        char t = cufemu_lib_trans(op);                                                             \
        for (int i = 0; i < count; i++) {                                                          \
            int bad = 0;                                                                           \
            x##getrs_(&t, &n, &nrhs, a[i], &lda, piv + (size_t)i * n, b[i], &ldb, &bad, 1);        \
        }                                                                                          \
        return OK;                                                                                 \
    }                                                                                              \
    /* the inverse of each matrix (n <= 32 in cuBLAS): LU of a copy, then getri */                 \
    int cublas##X##matinvBatched(Handle *h, int n, const T *const a[], int lda, T *const ainv[],   \
                                 int lda_inv, int *info, int count) {                              \
        BEGIN(h);                                                                                  \
        if (n < 0 || n > 32 || lda < n || lda_inv < n || count < 0) return INVALID_VALUE;          \
        int piv[32], lwork = 64 * 32;                                                              \
        T work[64 * 32];                                                                           \
        for (int i = 0; i < count; i++) {                                                          \
            copy_matrix(__func__, n, n, sizeof(T), a[i], lda, ainv[i], lda_inv);                   \
            x##getrf_(&n, &n, ainv[i], &lda_inv, piv, &info[i]);                                   \
            if (info[i] == 0) x##getri_(&n, ainv[i], &lda_inv, piv, work, &lwork, &info[i]);       \
        }                                                                                          \
        return OK;                                                                                 \
    }
LU_BATCHED(S, s, float)
LU_BATCHED(D, d, double)
LU_BATCHED(C, c, cfloat)
LU_BATCHED(Z, z, cdouble)

/* QR of each matrix; info: one host integer, the first bad argument */
#define GEQRF_BATCHED(X, x, T)                                                                     \
    int cublas##X##geqrfBatched(Handle *h, int m, int n, T *const a[], int lda, T *const tau[],    \
                                int *info, int count) {                                            \
        BEGIN(h);                                                                                  \
        *info = m < 0 ? -1 : n < 0 ? -2 : lda < (m > 1 ? m : 1) ? -4 : count < 0 ? -7 : 0;          \
        if (*info) return INVALID_VALUE;                                                           \
        for (int i = 0; i < count; i++) {                                                          \
            int bad;                                                                               \
            if (cufemu_lib_##x##geqrf(m, n, a[i], lda, tau[i], &bad)) return ALLOC_FAILED;         \
        }                                                                                          \
        return OK;                                                                                 \
    }
GEQRF_BATCHED(S, s, float)
GEQRF_BATCHED(D, d, double)
GEQRF_BATCHED(C, c, cfloat)
GEQRF_BATCHED(Z, z, cdouble)

/* least squares min |A_i x - C_i| (op N, m >= n, as in cuBLAS); info: one
 * host integer, the first bad argument; devInfo: LAPACK's info per matrix */
#define GELS_BATCHED(X, x, T)                                                                      \
    int cublas##X##gelsBatched(Handle *h, int op, int m, int n, int nrhs, T *const a[], int lda,   \
                               T *const c[], int ldc, int *info, int *dev_info, int count) {       \
        BEGIN(h);                                                                                  \
        *info = op != 0 ? -1 : m < n ? -2 : n < 0 ? -3 : nrhs < 0 ? -4 : lda < (m > 1 ? m : 1) ? -6 \
              : ldc < (m > 1 ? m : 1) ? -8 : count < 0 ? -11 : 0;                                  \
        if (*info) return INVALID_VALUE;                                                           \
        char t = 'N';                                                                              \
        for (int i = 0; i < count; i++)                                                            \
            if (cufemu_lib_##x##gels(t, m, n, nrhs, a[i], lda, c[i], ldc, &dev_info[i]))           \
                return ALLOC_FAILED;                                                               \
        return OK;                                                                                 \
    }
GELS_BATCHED(S, s, float)
GELS_BATCHED(D, d, double)
GELS_BATCHED(C, c, cfloat)
GELS_BATCHED(Z, z, cdouble)

#define TRSM_BATCHED(X, T)                                                                         \
    int cublas##X##trsmBatched(Handle *h, int s, int fill, int op, int d, int m, int n,            \
                               const T *alpha, const T *const a[], int lda, T *const b[], int ldb, \
                               int count) {                                                        \
        if (count < 0) return INVALID_VALUE;                                                       \
        for (int i = 0; i < count; i++) {                                                          \
            int st = cublas##X##trsm_v2(h, s, fill, op, d, m, n, alpha, a[i], lda, b[i], ldb);     \
            if (st != OK) return st;                                                               \
        }                                                                                          \
        return OK;                                                                                 \
    }
TRSM_BATCHED(S, float)
TRSM_BATCHED(D, double)
TRSM_BATCHED(C, cfloat)
TRSM_BATCHED(Z, cdouble)

/* ---- the legacy API (cublas.h): one handle on the legacy stream, the last
 * failure kept for cublasGetError, options as BLAS characters ----------------- */

static Handle legacy;
static _Thread_local int legacy_error;

static void legacy_status(int status) {
    if (status != OK) legacy_error = status;
}
static int op_of(char c) { return c == 'T' || c == 't' ? 1 : c == 'C' || c == 'c' ? 2 : 0; }
static int fill_of(char c) { return c == 'L' || c == 'l' ? 0 : 1; }
static int side_of(char c) { return c == 'R' || c == 'r' ? 1 : 0; }
static int diag_of(char c) { return c == 'U' || c == 'u' ? 1 : 0; }

int cublasInit(void) { return OK; }
int cublasShutdown(void) { return OK; }
int cublasGetError(void) {
    int e = legacy_error;
    legacy_error = OK;
    return e;
}
int cublasAlloc(int n, int elem, void **p) {
    if (n <= 0 || elem <= 0) return INVALID_VALUE;
    return cudaMalloc(p, (size_t)n * elem) == cudaSuccess ? OK : ALLOC_FAILED;
}
int cublasFree(void *p) { return cudaFree(p) == cudaSuccess ? OK : INVALID_VALUE; }
int cublasSetKernelStream(cudaStream_t s) {
    legacy.stream = s;
    return OK;
}

/* R f(int n, const T *x, int incx): the result of the handle routine */
#define LEGACY_RESULT(name, R, T)                                                                  \
    R name(int n, const T *x, int incx) {                                                          \
        R r = 0;                                                                                   \
        legacy_status(name##_v2(&legacy, n, x, incx, &r));                                         \
        return r;                                                                                  \
    }
LEGACY_RESULT(cublasSnrm2, float, float)
LEGACY_RESULT(cublasDnrm2, double, double)
LEGACY_RESULT(cublasScnrm2, float, cfloat)
LEGACY_RESULT(cublasDznrm2, double, cdouble)
LEGACY_RESULT(cublasSasum, float, float)
LEGACY_RESULT(cublasDasum, double, double)
LEGACY_RESULT(cublasScasum, float, cfloat)
LEGACY_RESULT(cublasDzasum, double, cdouble)
LEGACY_RESULT(cublasIsamax, int, float)
LEGACY_RESULT(cublasIdamax, int, double)
LEGACY_RESULT(cublasIcamax, int, cfloat)
LEGACY_RESULT(cublasIzamax, int, cdouble)
LEGACY_RESULT(cublasIsamin, int, float)
LEGACY_RESULT(cublasIdamin, int, double)
LEGACY_RESULT(cublasIcamin, int, cfloat)
LEGACY_RESULT(cublasIzamin, int, cdouble)

#define LEGACY_DOT(name, T)                                                                        \
    T name(int n, const T *x, int incx, const T *y, int incy) {                                    \
        T r = 0;                                                                                   \
        legacy_status(name##_v2(&legacy, n, x, incx, y, incy, &r));                                \
        return r;                                                                                  \
    }
LEGACY_DOT(cublasSdot, float)
LEGACY_DOT(cublasDdot, double)
LEGACY_DOT(cublasCdotu, cfloat)
LEGACY_DOT(cublasCdotc, cfloat)
LEGACY_DOT(cublasZdotu, cdouble)
LEGACY_DOT(cublasZdotc, cdouble)

#define LEGACY_SCAL(name, S, T)                                                                    \
    void name(int n, S alpha, T *x, int incx) { legacy_status(name##_v2(&legacy, n, &alpha, x, incx)); }
LEGACY_SCAL(cublasSscal, float, float)
LEGACY_SCAL(cublasDscal, double, double)
LEGACY_SCAL(cublasCscal, cfloat, cfloat)
LEGACY_SCAL(cublasZscal, cdouble, cdouble)
LEGACY_SCAL(cublasCsscal, float, cfloat)
LEGACY_SCAL(cublasZdscal, double, cdouble)

#define LEGACY_AXPY(name, T)                                                                       \
    void name(int n, T alpha, const T *x, int incx, T *y, int incy) {                              \
        legacy_status(name##_v2(&legacy, n, &alpha, x, incx, y, incy));                            \
    }
LEGACY_AXPY(cublasSaxpy, float)
LEGACY_AXPY(cublasDaxpy, double)
LEGACY_AXPY(cublasCaxpy, cfloat)
LEGACY_AXPY(cublasZaxpy, cdouble)

#define LEGACY_COPY_SWAP(name, T, Const)                                                           \
    void name(int n, Const T *x, int incx, T *y, int incy) {                                       \
        legacy_status(name##_v2(&legacy, n, x, incx, y, incy));                                    \
    }
LEGACY_COPY_SWAP(cublasScopy, float, const)
LEGACY_COPY_SWAP(cublasDcopy, double, const)
LEGACY_COPY_SWAP(cublasCcopy, cfloat, const)
LEGACY_COPY_SWAP(cublasZcopy, cdouble, const)
LEGACY_COPY_SWAP(cublasSswap, float, )
LEGACY_COPY_SWAP(cublasDswap, double, )
LEGACY_COPY_SWAP(cublasCswap, cfloat, )
LEGACY_COPY_SWAP(cublasZswap, cdouble, )

#define LEGACY_GEMV(name, T)                                                                       \
    void name(char op, int m, int n, T alpha, const T *a, int lda, const T *x, int incx, T beta,   \
              T *y, int incy) {                                                                    \
        legacy_status(name##_v2(&legacy, op_of(op), m, n, &alpha, a, lda, x, incx, &beta, y, incy)); \
    }
LEGACY_GEMV(cublasSgemv, float)
LEGACY_GEMV(cublasDgemv, double)
LEGACY_GEMV(cublasCgemv, cfloat)
LEGACY_GEMV(cublasZgemv, cdouble)

#define LEGACY_GER(name, T)                                                                        \
    void name(int m, int n, T alpha, const T *x, int incx, const T *y, int incy, T *a, int lda) {  \
        legacy_status(name##_v2(&legacy, m, n, &alpha, x, incx, y, incy, a, lda));                 \
    }
LEGACY_GER(cublasSger, float)
LEGACY_GER(cublasDger, double)
LEGACY_GER(cublasCgeru, cfloat)
LEGACY_GER(cublasCgerc, cfloat)
LEGACY_GER(cublasZgeru, cdouble)
LEGACY_GER(cublasZgerc, cdouble)

#define LEGACY_GEMM(name, T)                                                                       \
    void name(char opa, char opb, int m, int n, int k, T alpha, const T *a, int lda, const T *b,   \
              int ldb, T beta, T *c, int ldc) {                                                    \
        legacy_status(name##_v2(&legacy, op_of(opa), op_of(opb), m, n, k, &alpha, a, lda, b, ldb,  \
                                &beta, c, ldc));                                                   \
    }
LEGACY_GEMM(cublasSgemm, float)
LEGACY_GEMM(cublasDgemm, double)
LEGACY_GEMM(cublasCgemm, cfloat)
LEGACY_GEMM(cublasZgemm, cdouble)

#define LEGACY_TRSM(name, T)                                                                       \
    void name(char s, char fill, char op, char d, int m, int n, T alpha, const T *a, int lda, T *b, \
              int ldb) {                                                                           \
        legacy_status(name##_v2(&legacy, side_of(s), fill_of(fill), op_of(op), diag_of(d), m, n,   \
                                &alpha, a, lda, b, ldb));                                          \
    }
LEGACY_TRSM(cublasStrsm, float)
LEGACY_TRSM(cublasDtrsm, double)
LEGACY_TRSM(cublasCtrsm, cfloat)
LEGACY_TRSM(cublasZtrsm, cdouble)

#define LEGACY_SYRK(name, T, S)                                                                    \
    void name(char fill, char op, int n, int k, S alpha, const T *a, int lda, S beta, T *c, int ldc) { \
        legacy_status(name##_v2(&legacy, fill_of(fill), op_of(op), n, k, &alpha, a, lda, &beta, c, ldc)); \
    }
LEGACY_SYRK(cublasSsyrk, float, float)
LEGACY_SYRK(cublasDsyrk, double, double)
LEGACY_SYRK(cublasCsyrk, cfloat, cfloat)
LEGACY_SYRK(cublasZsyrk, cdouble, cdouble)
LEGACY_SYRK(cublasCherk, cfloat, float)
LEGACY_SYRK(cublasZherk, cdouble, double)

#define LEGACY_ROT(name, T, R, S)                                                                  \
    void name(int n, T *x, int incx, T *y, int incy, R c, S s) {                                   \
        legacy_status(name##_v2(&legacy, n, x, incx, y, incy, &c, &s));                            \
    }
LEGACY_ROT(cublasSrot, float, float, float)
LEGACY_ROT(cublasDrot, double, double, double)
LEGACY_ROT(cublasCsrot, cfloat, float, float)
LEGACY_ROT(cublasZdrot, cdouble, double, double)
LEGACY_ROT(cublasCrot, cfloat, float, cfloat)
LEGACY_ROT(cublasZrot, cdouble, double, cdouble)

/* B: how b comes (the complex forms take it by value) */
#define LEGACY_ROTG(name, T, R, B, b_address)                                                      \
    void name(T *a, B b, R *c, T *s) { legacy_status(name##_v2(&legacy, a, b_address, c, s)); }
LEGACY_ROTG(cublasSrotg, float, float, float *, b)
LEGACY_ROTG(cublasDrotg, double, double, double *, b)
LEGACY_ROTG(cublasCrotg, cfloat, float, cfloat, &b)
LEGACY_ROTG(cublasZrotg, cdouble, double, cdouble, &b)

#define LEGACY_ROTM(X, T)                                                                          \
    void cublas##X##rotm(int n, T *x, int incx, T *y, int incy, const T *param) {                  \
        legacy_status(cublas##X##rotm_v2(&legacy, n, x, incx, y, incy, param));                    \
    }                                                                                              \
    void cublas##X##rotmg(T *d1, T *d2, T *x1, const T *y1, T *param) {                            \
        legacy_status(cublas##X##rotmg_v2(&legacy, d1, d2, x1, y1, param));                        \
    }
LEGACY_ROTM(S, float)
LEGACY_ROTM(D, double)

#define LEGACY_GBMV(name, T)                                                                       \
    void name(char op, int m, int n, int kl, int ku, T alpha, const T *a, int lda, const T *x,     \
              int incx, T beta, T *y, int incy) {                                                  \
        legacy_status(name##_v2(&legacy, op_of(op), m, n, kl, ku, &alpha, a, lda, x, incx, &beta,  \
                                y, incy));                                                         \
    }
LEGACY_GBMV(cublasSgbmv, float)
LEGACY_GBMV(cublasDgbmv, double)
LEGACY_GBMV(cublasCgbmv, cfloat)
LEGACY_GBMV(cublasZgbmv, cdouble)

#define LEGACY_TRXV(name, T)                                                                       \
    void name(char fill, char op, char d, int n, const T *a, int lda, T *x, int incx) {            \
        legacy_status(name##_v2(&legacy, fill_of(fill), op_of(op), diag_of(d), n, a, lda, x, incx)); \
    }
LEGACY_TRXV(cublasStrmv, float)
LEGACY_TRXV(cublasDtrmv, double)
LEGACY_TRXV(cublasCtrmv, cfloat)
LEGACY_TRXV(cublasZtrmv, cdouble)
LEGACY_TRXV(cublasStrsv, float)
LEGACY_TRXV(cublasDtrsv, double)
LEGACY_TRXV(cublasCtrsv, cfloat)
LEGACY_TRXV(cublasZtrsv, cdouble)

#define LEGACY_TBXV(name, T)                                                                       \
    void name(char fill, char op, char d, int n, int k, const T *a, int lda, T *x, int incx) {     \
        legacy_status(name##_v2(&legacy, fill_of(fill), op_of(op), diag_of(d), n, k, a, lda, x, incx)); \
    }
LEGACY_TBXV(cublasStbmv, float)
LEGACY_TBXV(cublasDtbmv, double)
LEGACY_TBXV(cublasCtbmv, cfloat)
LEGACY_TBXV(cublasZtbmv, cdouble)
LEGACY_TBXV(cublasStbsv, float)
LEGACY_TBXV(cublasDtbsv, double)
LEGACY_TBXV(cublasCtbsv, cfloat)
LEGACY_TBXV(cublasZtbsv, cdouble)

#define LEGACY_TPXV(name, T)                                                                       \
    void name(char fill, char op, char d, int n, const T *ap, T *x, int incx) {                    \
        legacy_status(name##_v2(&legacy, fill_of(fill), op_of(op), diag_of(d), n, ap, x, incx));   \
    }
LEGACY_TPXV(cublasStpmv, float)
LEGACY_TPXV(cublasDtpmv, double)
LEGACY_TPXV(cublasCtpmv, cfloat)
LEGACY_TPXV(cublasZtpmv, cdouble)
LEGACY_TPXV(cublasStpsv, float)
LEGACY_TPXV(cublasDtpsv, double)
LEGACY_TPXV(cublasCtpsv, cfloat)
LEGACY_TPXV(cublasZtpsv, cdouble)

#define LEGACY_SYMV(name, T)                                                                       \
    void name(char fill, int n, T alpha, const T *a, int lda, const T *x, int incx, T beta, T *y,  \
              int incy) {                                                                          \
        legacy_status(name##_v2(&legacy, fill_of(fill), n, &alpha, a, lda, x, incx, &beta, y, incy)); \
    }
LEGACY_SYMV(cublasSsymv, float)
LEGACY_SYMV(cublasDsymv, double)
LEGACY_SYMV(cublasChemv, cfloat)
LEGACY_SYMV(cublasZhemv, cdouble)

#define LEGACY_SBMV(name, T)                                                                       \
    void name(char fill, int n, int k, T alpha, const T *a, int lda, const T *x, int incx, T beta, \
              T *y, int incy) {                                                                    \
        legacy_status(name##_v2(&legacy, fill_of(fill), n, k, &alpha, a, lda, x, incx, &beta, y, incy)); \
    }
LEGACY_SBMV(cublasSsbmv, float)
LEGACY_SBMV(cublasDsbmv, double)
LEGACY_SBMV(cublasChbmv, cfloat)
LEGACY_SBMV(cublasZhbmv, cdouble)

#define LEGACY_SPMV(name, T)                                                                       \
    void name(char fill, int n, T alpha, const T *ap, const T *x, int incx, T beta, T *y, int incy) { \
        legacy_status(name##_v2(&legacy, fill_of(fill), n, &alpha, ap, x, incx, &beta, y, incy));  \
    }
LEGACY_SPMV(cublasSspmv, float)
LEGACY_SPMV(cublasDspmv, double)
LEGACY_SPMV(cublasChpmv, cfloat)
LEGACY_SPMV(cublasZhpmv, cdouble)

/* S: the type of alpha (real for her, hpr) */
#define LEGACY_SYR(name, T, S)                                                                     \
    void name(char fill, int n, S alpha, const T *x, int incx, T *a, int lda) {                    \
        legacy_status(name##_v2(&legacy, fill_of(fill), n, &alpha, x, incx, a, lda));              \
    }
#define LEGACY_SPR(name, T, S)                                                                     \
    void name(char fill, int n, S alpha, const T *x, int incx, T *ap) {                            \
        legacy_status(name##_v2(&legacy, fill_of(fill), n, &alpha, x, incx, ap));                  \
    }
LEGACY_SYR(cublasSsyr, float, float)
LEGACY_SYR(cublasDsyr, double, double)
LEGACY_SYR(cublasCher, cfloat, float)
LEGACY_SYR(cublasZher, cdouble, double)
LEGACY_SPR(cublasSspr, float, float)
LEGACY_SPR(cublasDspr, double, double)
LEGACY_SPR(cublasChpr, cfloat, float)
LEGACY_SPR(cublasZhpr, cdouble, double)

#define LEGACY_SYR2(name, T)                                                                       \
    void name(char fill, int n, T alpha, const T *x, int incx, const T *y, int incy, T *a, int lda) { \
        legacy_status(name##_v2(&legacy, fill_of(fill), n, &alpha, x, incx, y, incy, a, lda));     \
    }
#define LEGACY_SPR2(name, T)                                                                       \
    void name(char fill, int n, T alpha, const T *x, int incx, const T *y, int incy, T *ap) {      \
        legacy_status(name##_v2(&legacy, fill_of(fill), n, &alpha, x, incx, y, incy, ap));         \
    }
LEGACY_SYR2(cublasSsyr2, float)
LEGACY_SYR2(cublasDsyr2, double)
LEGACY_SYR2(cublasCher2, cfloat)
LEGACY_SYR2(cublasZher2, cdouble)
LEGACY_SPR2(cublasSspr2, float)
LEGACY_SPR2(cublasDspr2, double)
LEGACY_SPR2(cublasChpr2, cfloat)
LEGACY_SPR2(cublasZhpr2, cdouble)

#define LEGACY_SYMM(name, T)                                                                       \
    void name(char s, char fill, int m, int n, T alpha, const T *a, int lda, const T *b, int ldb,   \
              T beta, T *c, int ldc) {                                                             \
        legacy_status(name##_v2(&legacy, side_of(s), fill_of(fill), m, n, &alpha, a, lda, b, ldb,  \
                                &beta, c, ldc));                                                   \
    }
LEGACY_SYMM(cublasSsymm, float)
LEGACY_SYMM(cublasDsymm, double)
LEGACY_SYMM(cublasCsymm, cfloat)
LEGACY_SYMM(cublasZsymm, cdouble)
LEGACY_SYMM(cublasChemm, cfloat)
LEGACY_SYMM(cublasZhemm, cdouble)

/* S: the type of beta (real for her2k) */
#define LEGACY_SYR2K(name, T, S)                                                                   \
    void name(char fill, char op, int n, int k, T alpha, const T *a, int lda, const T *b, int ldb, \
              S beta, T *c, int ldc) {                                                             \
        legacy_status(name##_v2(&legacy, fill_of(fill), op_of(op), n, k, &alpha, a, lda, b, ldb,   \
                                &beta, c, ldc));                                                   \
    }
LEGACY_SYR2K(cublasSsyr2k, float, float)
LEGACY_SYR2K(cublasDsyr2k, double, double)
LEGACY_SYR2K(cublasCsyr2k, cfloat, cfloat)
LEGACY_SYR2K(cublasZsyr2k, cdouble, cdouble)
LEGACY_SYR2K(cublasCher2k, cfloat, float)
LEGACY_SYR2K(cublasZher2k, cdouble, double)

/* the legacy trmm works in place: B = alpha op(A) B */
#define LEGACY_TRMM(name, T)                                                                       \
    void name(char s, char fill, char op, char d, int m, int n, T alpha, const T *a, int lda, T *b, \
              int ldb) {                                                                           \
        legacy_status(name##_v2(&legacy, side_of(s), fill_of(fill), op_of(op), diag_of(d), m, n,   \
                                &alpha, a, lda, b, ldb, b, ldb));                                  \
    }
LEGACY_TRMM(cublasStrmm, float)
LEGACY_TRMM(cublasDtrmm, double)
LEGACY_TRMM(cublasCtrmm, cfloat)
LEGACY_TRMM(cublasZtrmm, cdouble)
