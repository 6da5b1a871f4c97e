/* lib_cusolver.c — cuSOLVER's dense routines in emulation (issue 15 item
 * 4): module cusolverDn's handle, LU (getrf, getrs), Cholesky (potrf,
 * potrs, potri), QR (geqrf) in four precisions and the symmetric
 * eigensolver (S/D syevd), on OpenBLAS's LAPACK, on the arrays the program
 * passes.  The caller's workspace is unused and *_bufferSize asks for 1
 * element: LAPACK needs none for the factorisations and solves, and
 * geqrf and syevd take their own.  devInfo is
 * LAPACK's info.  The other routines of the module get lib_missing.c's
 * stub, which names them. */
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
        *lwork = 1;                                                                                \
        return !h ? NOT_INITIALIZED : m < 0 || n < 0 || lda < m ? INVALID_VALUE : OK;              \
    }                                                                                              \
    int cusolverDn##X##getrf(Handle *h, int m, int n, T *a, int lda, T *work, int *piv, int *info) { \
        (void)work;                                                                                \
        BEGIN(h);                                                                                  \
        if (m < 0 || n < 0 || lda < (m > 1 ? m : 1)) return INVALID_VALUE;                          \
        if (!piv) cufemu_lib_unsupported("cusolverDn" #X "getrf", "LU without pivoting (devIpiv null)"); \
        x##getrf_(&m, &n, a, &lda, piv, info);                                                     \
        return OK;                                                                                 \
    }                                                                                              \
    int cusolverDn##X##getrs(Handle *h, int op, int n, int nrhs, const T *a, int lda,              \
                             const int *piv, T *b, int ldb, int *info) {                           \
        BEGIN(h);                                                                                  \
        if (n < 0 || nrhs < 0 || lda < (n > 1 ? n : 1) || ldb < (n > 1 ? n : 1)) return INVALID_VALUE; \
        char t = cufemu_lib_trans(op);                                                             \
        x##getrs_(&t, &n, &nrhs, a, &lda, piv, b, &ldb, info, 1);                                  \
        return OK;                                                                                 \
    }                                                                                              \
    int cusolverDn##X##potrf_bufferSize(Handle *h, int fill, int n, T *a, int lda, int *lwork) {   \
        (void)fill, (void)a;                                                                       \
        *lwork = 1;                                                                                \
        return !h ? NOT_INITIALIZED : n < 0 || lda < n ? INVALID_VALUE : OK;                       \
    }                                                                                              \
    int cusolverDn##X##potrf(Handle *h, int fill, int n, T *a, int lda, T *work, int lwork,        \
                             int *info) {                                                          \
        (void)work, (void)lwork;                                                                   \
        BEGIN(h);                                                                                  \
        if (n < 0 || lda < (n > 1 ? n : 1)) return INVALID_VALUE;                                   \
        char u = cufemu_lib_uplo(fill);                                                            \
        x##potrf_(&u, &n, a, &lda, info, 1);                                                       \
        return OK;                                                                                 \
    }                                                                                              \
    int cusolverDn##X##potrs(Handle *h, int fill, int n, int nrhs, const T *a, int lda, T *b,      \
                             int ldb, int *info) {                                                 \
        BEGIN(h);                                                                                  \
        if (n < 0 || nrhs < 0 || lda < (n > 1 ? n : 1) || ldb < (n > 1 ? n : 1)) return INVALID_VALUE; \
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
        return cufemu_lib_##x##geqrf(m, n, a, lda, tau, info) ? ALLOC_FAILED : OK;                 \
    }
FACTOR_SOLVE(S, s, float)
FACTOR_SOLVE(D, d, double)
FACTOR_SOLVE(C, c, cfloat)
FACTOR_SOLVE(Z, z, cdouble)

/* jobz: CUSOLVER_EIG_MODE_NOVECTOR (0) or _VECTOR (1); LAPACK's workspace
 * is asked for (lwork = -1) and allocated here */
#define SYEVD(X, x, T)                                                                             \
    int cusolverDn##X##syevd_bufferSize(Handle *h, int jobz, int fill, int n, const T *a, int lda, \
                                        const T *w, int *lwork) {                                  \
        (void)jobz, (void)fill, (void)a, (void)w;                                                  \
        *lwork = 1;                                                                                \
        return !h ? NOT_INITIALIZED : n < 0 || lda < n ? INVALID_VALUE : OK;                       \
    }                                                                                              \
    int cusolverDn##X##syevd(Handle *h, int jobz, int fill, int n, T *a, int lda, T *w, T *work,   \
                             int lwork, int *info) {                                               \
        (void)work, (void)lwork;                                                                   \
        BEGIN(h);                                                                                  \
        if (n < 0 || lda < (n > 1 ? n : 1)) return INVALID_VALUE;                                   \
        char j = jobz ? 'V' : 'N', u = cufemu_lib_uplo(fill);                                      \
        T size;                                                                                    \
        int isize, query = -1;                                                                     \
        x##syevd_(&j, &u, &n, a, &lda, w, &size, &query, &isize, &query, info, 1, 1);             \
        int nwork = (int)size, niwork = isize;                                                     \
        T *wk = malloc(sizeof(T) * (nwork > 1 ? nwork : 1));                                       \
        int *iwk = malloc(sizeof(int) * (niwork > 1 ? niwork : 1));                                \
        int st = wk && iwk ? OK : ALLOC_FAILED;                                                    \
        if (st == OK) x##syevd_(&j, &u, &n, a, &lda, w, wk, &nwork, iwk, &niwork, info, 1, 1);     \
        free(wk);                                                                                  \
        free(iwk);                                                                                 \
        return st;                                                                                 \
    }
SYEVD(S, s, float)
SYEVD(D, d, double)
