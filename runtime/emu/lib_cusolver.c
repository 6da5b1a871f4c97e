/* lib_cusolver.c — cuSOLVER's dense routines in emulation (issue 15 item
 * 4): module cusolverDn's handle, LU (getrf, getrs), Cholesky (potrf,
 * potrs, potri), QR (geqrf, orgqr/ungqr, ormqr/unmqr), sytrf and the SVD
 * (gesvd) in four precisions and the eigensolvers (S/D syevd, C/Z heevd),
 * on OpenBLAS's LAPACK, on the arrays the program passes.  The caller's
 * workspace is unused and *_bufferSize asks for 1 element: LAPACK needs
 * none for the factorisations and solves, and the others take their own.
 * devInfo is LAPACK's info. */
#include "lib_emu.h"
#include <stdlib.h>

enum { OK = 0, NOT_INITIALIZED = 1, ALLOC_FAILED = 2, INVALID_VALUE = 3 };

/* cusolverDnHandle_t */
typedef struct {
    cudaStream_t stream;
} Handle;

#define BEGIN(h)                                                                                   \
    do {                                                                                           \
        if (!(h)) return NOT_INITIALIZED;                                                          \
        cufemu_lib_sync((h)->stream);                                                              \
    } while (0)

/* *_bufferSize: the caller's workspace is unused, so 1 element */
static int one_element(const Handle *h, int valid, int *lwork) {
    *lwork = 1;
    return !h ? NOT_INITIALIZED : valid ? OK : INVALID_VALUE;
}

int cusolverDnCreate(Handle **h) {
    *h = calloc(1, sizeof **h);
    return *h ? OK : ALLOC_FAILED;
}
int cusolverDnDestroy(Handle *h) {
    if (!h) return NOT_INITIALIZED;
    free(h);
    return OK;
}
int cusolverDnSetStream(Handle *h, cudaStream_t s) {
    if (!h) return NOT_INITIALIZED;
    h->stream = s;
    return OK;
}
int cusolverDnGetStream(Handle *h, cudaStream_t *s) {
    if (!h) return NOT_INITIALIZED;
    *s = h->stream;
    return OK;
}

#define FACTOR_SOLVE(X, x, T)                                                                      \
    int cusolverDn##X##getrf_bufferSize(Handle *h, int m, int n, T *a, int lda, int *lwork) {      \
        (void)a;                                                                                   \
        return one_element(h, m >= 0 && n >= 0 && lda >= m, lwork);                                \
    }                                                                                              \
    int cusolverDn##X##getrf(Handle *h, int m, int n, T *a, int lda, T *work, int *piv, int *info) { \
        (void)work;                                                                                \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0 || lda < (m > 1 ? m : 1)) return INVALID_VALUE;                          \
        if (!piv) cufemu_lib_unsupported("cusolverDn" #X "getrf", "LU without pivoting (devIpiv null)"); \
        LIB_MATRIX("A", a, m, n, lda), LIB_VECTOR("devIpiv", piv, m < n ? m : n, 1);               \
        x##getrf_(&m, &n, a, &lda, piv, info);                                                     \
        return OK;                                                                                 \
    }                                                                                              \
    int cusolverDn##X##getrs(Handle *h, int op, int n, int nrhs, const T *a, int lda,              \
                             const int *piv, T *b, int ldb, int *info) {                           \
        BEGIN(h);                                                                                  \
        if (n < 0 || nrhs < 0 || lda < (n > 1 ? n : 1) || ldb < (n > 1 ? n : 1)) return INVALID_VALUE; \
        LIB_MATRIX("A", a, n, n, lda), LIB_VECTOR("devIpiv", piv, n, 1), LIB_MATRIX("B", b, n, nrhs, ldb); \
        char t = cufemu_lib_trans(op);                                                             \
        x##getrs_(&t, &n, &nrhs, a, &lda, piv, b, &ldb, info, 1);                                  \
        return OK;                                                                                 \
    }                                                                                              \
    int cusolverDn##X##potrf_bufferSize(Handle *h, int fill, int n, T *a, int lda, int *lwork) {   \
        (void)fill, (void)a;                                                                       \
        return one_element(h, n >= 0 && lda >= n, lwork);                                          \
    }                                                                                              \
    int cusolverDn##X##potrf(Handle *h, int fill, int n, T *a, int lda, T *work, int lwork,        \
                             int *info) {                                                          \
        (void)work, (void)lwork;                                                                   \
        BEGIN(h);                                                                                  \
        if (n < 0 || lda < (n > 1 ? n : 1)) return INVALID_VALUE;                                   \
        LIB_MATRIX("A", a, n, n, lda);                                                             \
        char u = cufemu_lib_uplo(fill);                                                            \
        x##potrf_(&u, &n, a, &lda, info, 1);                                                       \
        return OK;                                                                                 \
    }                                                                                              \
    int cusolverDn##X##potrs(Handle *h, int fill, int n, int nrhs, const T *a, int lda, T *b,      \
                             int ldb, int *info) {                                                 \
        BEGIN(h);                                                                                  \
        if (n < 0 || nrhs < 0 || lda < (n > 1 ? n : 1) || ldb < (n > 1 ? n : 1)) return INVALID_VALUE; \
        LIB_MATRIX("A", a, n, n, lda), LIB_MATRIX("B", b, n, nrhs, ldb);                           \
        char u = cufemu_lib_uplo(fill);                                                            \
        x##potrs_(&u, &n, &nrhs, a, &lda, b, &ldb, info, 1);                                       \
        return OK;                                                                                 \
    }                                                                                              \
    int cusolverDn##X##potri_bufferSize(Handle *h, int fill, int n, T *a, int lda, int *lwork) {   \
        return cusolverDn##X##potrf_bufferSize(h, fill, n, a, lda, lwork);                         \
    }                                                                                              \
    /* the inverse from potrf's factor */                                                          \
    int cusolverDn##X##potri(Handle *h, int fill, int n, T *a, int lda, T *work, int lwork,        \
                             int *info) {                                                          \
        (void)work, (void)lwork;                                                                   \
        BEGIN(h);                                                                                  \
        if (n < 0 || lda < (n > 1 ? n : 1)) return INVALID_VALUE;                                   \
        LIB_MATRIX("A", a, n, n, lda);                                                             \
        char u = cufemu_lib_uplo(fill);                                                            \
        x##potri_(&u, &n, a, &lda, info, 1);                                                       \
        return OK;                                                                                 \
    }                                                                                              \
    int cusolverDn##X##geqrf_bufferSize(Handle *h, int m, int n, T *a, int lda, int *lwork) {      \
        return cusolverDn##X##getrf_bufferSize(h, m, n, a, lda, lwork);                            \
    }                                                                                              \
    /* QR: R above the diagonal, the Householder vectors below, tau */                             \
    int cusolverDn##X##geqrf(Handle *h, int m, int n, T *a, int lda, T *tau, T *work, int lwork,   \
                             int *info) {                                                          \
        (void)work, (void)lwork;                                                                   \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0 || lda < (m > 1 ? m : 1)) return INVALID_VALUE;                          \
        LIB_MATRIX("A", a, m, n, lda), LIB_VECTOR("TAU", tau, m < n ? m : n, 1);                   \
        return cufemu_lib_##x##geqrf(m, n, a, lda, tau, info) ? ALLOC_FAILED : OK;                 \
    }
FACTOR_SOLVE(S, s, float)
FACTOR_SOLVE(D, d, double)
FACTOR_SOLVE(C, c, cfloat)
FACTOR_SOLVE(Z, z, cdouble)

/* the eigenvalues (ascending) and, for jobz = CUSOLVER_EIG_MODE_VECTOR (1),
 * the eigenvectors of a symmetric (syevd) or Hermitian (heevd) matrix; R:
 * the real type of the eigenvalues */
#define EIGEN(X, x, T, R, name)                                                                    \
    int cusolverDn##X##name##_bufferSize(Handle *h, int jobz, int fill, int n, const T *a, int lda, \
                                         const R *w, int *lwork) {                                 \
        (void)jobz, (void)fill, (void)a, (void)w;                                                  \
        return one_element(h, n >= 0 && lda >= n, lwork);                                          \
    }                                                                                              \
    int cusolverDn##X##name(Handle *h, int jobz, int fill, int n, T *a, int lda, R *w, T *work,    \
                            int lwork, int *info) {                                                \
        (void)work, (void)lwork;                                                                   \
        BEGIN(h);                                                                                  \
        if (n < 0 || lda < (n > 1 ? n : 1)) return INVALID_VALUE;                                   \
        LIB_MATRIX("A", a, n, n, lda), LIB_VECTOR("W", w, n, 1);                                   \
        return cufemu_lib_##x##name(jobz ? 'V' : 'N', cufemu_lib_uplo(fill), n, a, lda, w, info)   \
                   ? ALLOC_FAILED : OK;                                                            \
    }
EIGEN(S, s, float, float, syevd)
EIGEN(D, d, double, double, syevd)
EIGEN(C, c, cfloat, float, heevd)
EIGEN(Z, z, cdouble, double, heevd)

/* QR's Q generated (orgqr/ungqr: Q) or applied (ormqr/unmqr: QT), the
 * symmetric indefinite factorisation (sytrf), the SVD (gesvd; R the real
 * type; the caller's rwork unused), on LAPACK with its own workspace */
#define QR_SYTRF_GESVD(X, x, T, R, Q, QT)                                                 \
    int cusolverDn##X##Q##_bufferSize(Handle *h, int m, int n, int k, const T *a, int lda,        \
                                       const T *tau, int *lwork) {                                 \
        (void)a, (void)tau;                                                                        \
        return one_element(h, m >= 0 && n >= 0 && k >= 0 && lda >= m, lwork);                      \
    }                                                                                              \
    int cusolverDn##X##Q(Handle *h, int m, int n, int k, T *a, int lda, const T *tau, T *work,    \
                          int lwork, int *info) {                                                  \
        (void)work, (void)lwork;                                                                   \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0 || n > m || k < 0 || k > n || lda < (m > 1 ? m : 1)) return INVALID_VALUE; \
        LIB_MATRIX("A", a, m, n, lda), LIB_VECTOR("tau", tau, k, 1);                               \
        return cufemu_lib_##x##Q(m, n, k, a, lda, tau, info) ? ALLOC_FAILED : OK;                  \
    }                                                                                              \
    int cusolverDn##X##QT##_bufferSize(Handle *h, int s, int op, int m, int n, int k, const T *a, \
                                        int lda, const T *tau, const T *c, int ldc, int *lwork) {  \
        (void)s, (void)op, (void)a, (void)tau, (void)c;                                            \
        return one_element(h, m >= 0 && n >= 0 && k >= 0 && lda >= 1 && ldc >= m, lwork);         \
    }                                                                                              \
    int cusolverDn##X##QT(Handle *h, int s, int op, int m, int n, int k, const T *a, int lda,     \
                           const T *tau, T *c, int ldc, T *work, int lwork, int *info) {           \
        (void)work, (void)lwork;                                                                   \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0 || k < 0 || ldc < (m > 1 ? m : 1)) return INVALID_VALUE;                 \
        LIB_MATRIX("A", a, s == 0 ? m : n, k, lda), LIB_VECTOR("tau", tau, k, 1);                  \
        LIB_MATRIX("C", c, m, n, ldc);                                                             \
        return cufemu_lib_##x##QT(s == 0 ? 'L' : 'R', cufemu_lib_trans(op), m, n, k, a, lda, tau,  \
                                  c, ldc, info) ? ALLOC_FAILED : OK;                               \
    }                                                                                              \
    int cusolverDn##X##sytrf_bufferSize(Handle *h, int n, T *a, int lda, int *lwork) {             \
        (void)a;                                                                                   \
        return one_element(h, n >= 0 && lda >= n, lwork);                                          \
    }                                                                                              \
    int cusolverDn##X##sytrf(Handle *h, int fill, int n, T *a, int lda, int *ipiv, T *work,        \
                             int lwork, int *info) {                                               \
        (void)work, (void)lwork;                                                                   \
        BEGIN(h);                                                                                  \
        if (n < 0 || lda < (n > 1 ? n : 1)) return INVALID_VALUE;                                   \
        LIB_MATRIX("A", a, n, n, lda), LIB_VECTOR("ipiv", ipiv, n, 1);                             \
        return cufemu_lib_##x##sytrf(cufemu_lib_uplo(fill), n, a, lda, ipiv, info) ? ALLOC_FAILED : OK; \
    }                                                                                              \
    int cusolverDn##X##gesvd_bufferSize(Handle *h, int m, int n, int *lwork) {                     \
        return one_element(h, m >= n && n >= 0, lwork);                                            \
    }                                                                                              \
    /* jobu, jobvt: 'A', 'S', 'O' or 'N', as LAPACK's; cuSOLVER wants m >= n */                    \
    int cusolverDn##X##gesvd(Handle *h, signed char jobu, signed char jobvt, int m, int n, T *a,   \
                             int lda, R *s, T *u, int ldu, T *vt, int ldvt, T *work, int lwork,    \
                             R *rwork, int *info) {                                                \
        (void)work, (void)lwork, (void)rwork;                                                      \
        BEGIN(h);                                                                                  \
        if (n < 0 || m < n || lda < (m > 1 ? m : 1)) return INVALID_VALUE;                          \
        LIB_MATRIX("A", a, m, n, lda), LIB_VECTOR("S", s, n, 1);                                   \
        return cufemu_lib_##x##gesvd((char)jobu, (char)jobvt, m, n, a, lda, s, u, ldu, vt, ldvt,   \
                                     info) ? ALLOC_FAILED : OK;                                    \
    }
QR_SYTRF_GESVD(S, s, float, float, orgqr, ormqr)
QR_SYTRF_GESVD(D, d, double, double, orgqr, ormqr)
QR_SYTRF_GESVD(C, c, cfloat, float, ungqr, unmqr)
QR_SYTRF_GESVD(Z, z, cdouble, double, ungqr, unmqr)
