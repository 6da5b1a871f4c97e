/* cufemu_internal.h — shared between the parts of libcufemu (not installed). */
#ifndef CUFEMU_INTERNAL_H
#define CUFEMU_INTERNAL_H
#include <cuda_runtime_api.h>
#include <stddef.h>

/* the calling host thread's last error (sticky until cudaGetLastError) */
void cufemu_set_error(cudaError_t e);
/* largest dynamic shared memory a launch of func may ask for */
size_t cufemu_func_max_dynshared(const void *func);
/* 1 while this host thread is running a kernel */
int cufemu_in_kernel(void);

#define CUFEMU_SHMEM_DEFAULT 49152u
#define CUFEMU_SHMEM_OPTIN 232448u
#endif
