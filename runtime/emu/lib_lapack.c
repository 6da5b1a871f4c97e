/* lib_lapack.c — LAPACK routines that take a workspace (geqrf, gels,
 * orgqr/ungqr, ormqr/unmqr, sytrf, gesvd, syevd, heevd), for
 * cuBLAS's and cuSOLVER's emulation (lib_emu.h); apart from lib_emu.c so
 * that programs using only the other libraries do not need LAPACK. */
#include "lib_emu.h"
#include <stdlib.h>

#define GEQRF_GELS_ENTRIES(x, T)                                                                   \
    void x##geqrf_(const int *m, const int *n, T *a, const int *lda, T *tau, T *work,              \
                   const int *lwork, int *info);                                                   \
    void x##gels_(const char *trans, const int *m, const int *n, const int *nrhs, T *a,            \
                  const int *lda, T *b, const int *ldb, T *work, const int *lwork, int *info,      \
                  size_t);
GEQRF_GELS_ENTRIES(s, float)
GEQRF_GELS_ENTRIES(d, double)
GEQRF_GELS_ENTRIES(c, cfloat)
GEQRF_GELS_ENTRIES(z, cdouble)

/* CALL (naming `work` and `lwork`) once as a workspace query, then with
 * the workspace it asked for: 0, or -1 if none could be had */
#define WITH_WORKSPACE(T, CALL)                                                                    \
    do {                                                                                           \
        T size;                                                                                    \
        int query = -1, have;                                                                       \
        {                                                                                          \
            T *work = &size;                                                                       \
            const int *lwork = &query;                                                             \
            CALL;                                                                                  \
        }                                                                                          \
        have = (int)creal(size) > 1 ? (int)creal(size) : 1;                                         \
        T *space = malloc(sizeof(T) * have);                                                        \
        if (!space) return -1;                                                                     \
        {                                                                                          \
            T *work = space;                                                                       \
            const int *lwork = &have;                                                               \
            CALL;                                                                                  \
        }                                                                                          \
        free(space);                                                                               \
        return 0;                                                                                  \
    } while (0)

#define WORKSPACE_ROUTINES(x, T)                                                                   \
    int cufemu_lib_##x##geqrf(int m, int n, T *a, int lda, T *tau, int *info) {                    \
        WITH_WORKSPACE(T, x##geqrf_(&m, &n, a, &lda, tau, work, lwork, info));                     \
    }                                                                                              \
    int cufemu_lib_##x##gels(char trans, int m, int n, int nrhs, T *a, int lda, T *b, int ldb,     \
                             int *info) {                                                          \
        WITH_WORKSPACE(T, x##gels_(&trans, &m, &n, &nrhs, a, &lda, b, &ldb, work, lwork, info, 1)); \
    }
WORKSPACE_ROUTINES(s, float)
WORKSPACE_ROUTINES(d, double)
WORKSPACE_ROUTINES(c, cfloat)
WORKSPACE_ROUTINES(z, cdouble)

/* the Fortran entry points */
#define LAPACK_ENTRIES(x, T, Q, QT)                                                                \
    void x##Q##_(const int *m, const int *n, const int *k, T *a, const int *lda, const T *tau,     \
                 T *work, const int *lwork, int *info);                                            \
    void x##QT##_(const char *side, const char *trans, const int *m, const int *n, const int *k,   \
                  const T *a, const int *lda, const T *tau, T *c, const int *ldc, T *work,         \
                  const int *lwork, int *info, size_t, size_t);                                    \
    void x##sytrf_(const char *uplo, const int *n, T *a, const int *lda, int *ipiv, T *work,       \
                   const int *lwork, int *info, size_t);
LAPACK_ENTRIES(s, float, orgqr, ormqr)
LAPACK_ENTRIES(d, double, orgqr, ormqr)
LAPACK_ENTRIES(c, cfloat, ungqr, unmqr)
LAPACK_ENTRIES(z, cdouble, ungqr, unmqr)
void sgesvd_(const char *jobu, const char *jobvt, const int *m, const int *n, float *a, const int *lda,
             float *s, float *u, const int *ldu, float *vt, const int *ldvt, float *work, const int *lwork,
             int *info, size_t, size_t);
void dgesvd_(const char *jobu, const char *jobvt, const int *m, const int *n, double *a, const int *lda,
             double *s, double *u, const int *ldu, double *vt, const int *ldvt, double *work,
             const int *lwork, int *info, size_t, size_t);
void cgesvd_(const char *jobu, const char *jobvt, const int *m, const int *n, cfloat *a, const int *lda,
             float *s, cfloat *u, const int *ldu, cfloat *vt, const int *ldvt, cfloat *work,
             const int *lwork, float *rwork, int *info, size_t, size_t);
void zgesvd_(const char *jobu, const char *jobvt, const int *m, const int *n, cdouble *a, const int *lda,
             double *s, cdouble *u, const int *ldu, cdouble *vt, const int *ldvt, cdouble *work,
             const int *lwork, double *rwork, int *info, size_t, size_t);

#define Q_AND_SYTRF(x, T, Q, QT)                                                                   \
    int cufemu_lib_##x##Q(int m, int n, int k, T *a, int lda, const T *tau, int *info) {           \
        WITH_WORKSPACE(T, x##Q##_(&m, &n, &k, a, &lda, tau, work, lwork, info));                   \
    }                                                                                              \
    int cufemu_lib_##x##QT(char side, char trans, int m, int n, int k, const T *a, int lda,        \
                           const T *tau, T *c, int ldc, int *info) {                               \
        WITH_WORKSPACE(T, x##QT##_(&side, &trans, &m, &n, &k, a, &lda, tau, c, &ldc, work, lwork,  \
                                   info, 1, 1));                                                   \
    }                                                                                              \
    int cufemu_lib_##x##sytrf(char uplo, int n, T *a, int lda, int *ipiv, int *info) {             \
        WITH_WORKSPACE(T, x##sytrf_(&uplo, &n, a, &lda, ipiv, work, lwork, info, 1));              \
    }
Q_AND_SYTRF(s, float, orgqr, ormqr)
Q_AND_SYTRF(d, double, orgqr, ormqr)
Q_AND_SYTRF(c, cfloat, ungqr, unmqr)
Q_AND_SYTRF(z, cdouble, ungqr, unmqr)

#define GESVD_REAL(x, T)                                                                           \
    int cufemu_lib_##x##gesvd(char jobu, char jobvt, int m, int n, T *a, int lda, T *s, T *u,      \
                              int ldu, T *vt, int ldvt, int *info) {                               \
        WITH_WORKSPACE(T, x##gesvd_(&jobu, &jobvt, &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work,   \
                                    lwork, info, 1, 1));                                           \
    }
/* the complex SVD also takes a real workspace of 5 min(m, n) */
#define GESVD_COMPLEX(x, T, R)                                                                     \
    static int x##gesvd_with(char jobu, char jobvt, int m, int n, T *a, int lda, R *s, T *u,       \
                             int ldu, T *vt, int ldvt, R *rwork, int *info) {                      \
        WITH_WORKSPACE(T, x##gesvd_(&jobu, &jobvt, &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work,   \
                                    lwork, rwork, info, 1, 1));                                    \
    }                                                                                              \
    int cufemu_lib_##x##gesvd(char jobu, char jobvt, int m, int n, T *a, int lda, R *s, T *u,      \
                              int ldu, T *vt, int ldvt, int *info) {                               \
        R *rwork = malloc(sizeof(R) * (5 * (size_t)(m < n ? m : n) + 1));                          \
        if (!rwork) return -1;                                                                     \
        int st = x##gesvd_with(jobu, jobvt, m, n, a, lda, s, u, ldu, vt, ldvt, rwork, info);       \
        free(rwork);                                                                               \
        return st;                                                                                 \
    }
GESVD_REAL(s, float)
GESVD_REAL(d, double)
GESVD_COMPLEX(c, cfloat, float)
GESVD_COMPLEX(z, cdouble, double)

/* the divide-and-conquer eigensolvers: a query for the sizes of their
 * workspaces (work, the complex ones' rwork, iwork), then the call */
void ssyevd_(const char *jobz, const char *uplo, const int *n, float *a, const int *lda, float *w,
             float *work, const int *lwork, int *iwork, const int *liwork, int *info, size_t, size_t);
void dsyevd_(const char *jobz, const char *uplo, const int *n, double *a, const int *lda, double *w,
             double *work, const int *lwork, int *iwork, const int *liwork, int *info, size_t, size_t);
void cheevd_(const char *jobz, const char *uplo, const int *n, cfloat *a, const int *lda, float *w,
             cfloat *work, const int *lwork, float *rwork, const int *lrwork, int *iwork,
             const int *liwork, int *info, size_t, size_t);
void zheevd_(const char *jobz, const char *uplo, const int *n, cdouble *a, const int *lda, double *w,
             cdouble *work, const int *lwork, double *rwork, const int *lrwork, int *iwork,
             const int *liwork, int *info, size_t, size_t);

static int at_least_one(double size) { return size > 1 ? (int)size : 1; }

#define SYEVD(x, T)                                                                                \
    int cufemu_lib_##x##syevd(char jobz, char uplo, int n, T *a, int lda, T *w, int *info) {       \
        T size;                                                                                    \
        int isize, query = -1;                                                                     \
        x##syevd_(&jobz, &uplo, &n, a, &lda, w, &size, &query, &isize, &query, info, 1, 1);       \
        int lwork = at_least_one(size), liwork = at_least_one(isize);                              \
        T *work = malloc(sizeof(T) * lwork);                                                       \
        int *iwork = malloc(sizeof(int) * liwork), st = work && iwork ? 0 : -1;                    \
        if (!st) x##syevd_(&jobz, &uplo, &n, a, &lda, w, work, &lwork, iwork, &liwork, info, 1, 1); \
        free(work);                                                                                \
        free(iwork);                                                                               \
        return st;                                                                                 \
    }
#define HEEVD(x, T, R)                                                                             \
    int cufemu_lib_##x##heevd(char jobz, char uplo, int n, T *a, int lda, R *w, int *info) {       \
        T size;                                                                                    \
        R rsize;                                                                                   \
        int isize, query = -1;                                                                     \
        x##heevd_(&jobz, &uplo, &n, a, &lda, w, &size, &query, &rsize, &query, &isize, &query,     \
                  info, 1, 1);                                                                     \
        int lwork = at_least_one(creal(size)), lrwork = at_least_one(rsize), liwork = at_least_one(isize); \
        T *work = malloc(sizeof(T) * lwork);                                                       \
        R *rwork = malloc(sizeof(R) * lrwork);                                                     \
        int *iwork = malloc(sizeof(int) * liwork), st = work && rwork && iwork ? 0 : -1;           \
        if (!st)                                                                                   \
            x##heevd_(&jobz, &uplo, &n, a, &lda, w, work, &lwork, rwork, &lrwork, iwork, &liwork,  \
                      info, 1, 1);                                                                 \
        free(work);                                                                                \
        free(rwork);                                                                               \
        free(iwork);                                                                               \
        return st;                                                                                 \
    }
SYEVD(s, float)
SYEVD(d, double)
HEEVD(c, cfloat, float)
HEEVD(z, cdouble, double)
