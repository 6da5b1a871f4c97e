/* host_glue.c — the cufrt entry points that take Fortran descriptors where
 * the core API takes plain pointers (modules/cufc_rt.f90 declares them). */
#include <stdlib.h>
#include "cufrt.h"

void cufrt_free_array(CFI_cdesc_t *a, int kind, int *stat, const char *file, int line) {
    cufrt_free(a->base_addr, kind, stat, file, line);
}

void cufrt_fill_scalar(CFI_cdesc_t *dst, CFI_cdesc_t *value, cudaStream_t stream,
                       const char *file, int line) {
    cufrt_fill(dst, value->base_addr, value->elem_len, stream, file, line);
}

void *cufrt_address(CFI_cdesc_t *x) { return x->base_addr; }

void cufrt_align_allocation(CFI_cdesc_t *a, int64_t bytes, CFI_cdesc_t *file_name, int line) {
    const char *file = file_name->base_addr; /* NUL-terminated by the caller */
    if (bytes <= 0 || (bytes & (bytes - 1)))
        cufrt_errorf(file, line, "ALLOCATE align=%lld: not a power of two", (long long)bytes);
    if (!a->base_addr || (uintptr_t)a->base_addr % (uintptr_t)bytes == 0) return;
    size_t size = a->elem_len;
    for (int k = 0; k < a->rank; k++) size *= (size_t)a->dim[k].extent;
    void *p;
    size_t align = (size_t)bytes < sizeof(void *) ? sizeof(void *) : (size_t)bytes;
    if (posix_memalign(&p, align, size ? size : 1))
        cufrt_errorf(file, line, "ALLOCATE align=%lld: out of memory (%zu bytes)", (long long)bytes, size);
    free(a->base_addr);
    a->base_addr = p;
}
