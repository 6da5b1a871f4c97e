/* lib_lapack.c — LAPACK routines that take a workspace (geqrf, gels), for
 * cuBLAS's and cuSOLVER's emulation (lib_emu.h); apart from lib_emu.c so
 * that programs using only the other libraries do not need LAPACK. */
#include "lib_emu.h"
#include <stdlib.h>

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
