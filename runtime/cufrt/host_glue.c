/* host_glue.c — the cufrt entry points that take Fortran descriptors where
 * the core API takes plain pointers (modules/cufc_rt.f90 declares them). */
#include "cufrt.h"

void cufrt_free_array(CFI_cdesc_t *a, int kind, int *stat, const char *file, int line) {
    cufrt_free(a->base_addr, kind, stat, file, line);
}

void cufrt_fill_scalar(CFI_cdesc_t *dst, CFI_cdesc_t *value, cudaStream_t stream,
                       const char *file, int line) {
    cufrt_fill(dst, value->base_addr, value->elem_len, stream, file, line);
}

void *cufrt_address(CFI_cdesc_t *x) { return x->base_addr; }
