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

/* the virtual devices (devices.c) */
#define CUFEMU_MAX_DEVICES 16
int cufemu_device_count(void); /* CUFEMU_DEVICES, default 1 */
int cufemu_valid_device(int d);
int cufemu_current_device(void); /* this host thread's (cudaSetDevice) */
void cufemu_set_current_device(int d);
/* n bytes allocated on the current device; tracked: device memory, whose
   device a launch checks (managed memory is every device's) */
void cufemu_device_note_alloc(const void *p, size_t n, int tracked);
void cufemu_device_note_free(const void *p, size_t n);
void cufemu_devices_reset(void);
size_t cufemu_device_used(int d);
int cufemu_device_of(const void *p);
/* cudaDeviceEnablePeerAccess (enable 1) / Disable (0) from the current device */
cudaError_t cufemu_peer_access(int to, int enable);

#define CUFEMU_SHMEM_DEFAULT 49152u
#define CUFEMU_SHMEM_OPTIN 232448u
#endif
