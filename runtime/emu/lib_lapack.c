/* lib_lapack.c — LAPACK with its workspace, for cuBLAS's and cuSOLVER's
 * emulation (lib_emu.h); apart from lib_emu.c so that programs using only
 * the other libraries do not need LAPACK. */
#include "lib_emu.h"
#include <stdlib.h>

#define GEQRF(x, T)                                                                                \
    int cufemu_lib_##x##geqrf(int m, int n, T *a, int lda, T *tau, int *info) {                    \
        T size;                                                                                    \
        int query = -1;                                                                            \
        x##geqrf_(&m, &n, a, &lda, tau, &size, &query, info);                                      \
        int lwork = (int)creal(size) > 1 ? (int)creal(size) : 1;                                   \
        T *work = malloc(sizeof(T) * lwork);                                                       \
        if (!work) return -1;                                                                      \
        x##geqrf_(&m, &n, a, &lda, tau, work, &lwork, info);                                       \
        free(work);                                                                                \
        return 0;                                                                                  \
    }
GEQRF(s, float)
GEQRF(d, double)
GEQRF(c, cfloat)
GEQRF(z, cdouble)
