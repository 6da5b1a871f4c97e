/*
 * cufacc_api.h — the runtime library of the PGI Accelerator model and of
 * OpenACC (accelerator document §3-4; OpenACC 2.7 chapter 3), in C.
 *
 * The Fortran modules accel_lib and openacc (modules/accel_lib.f90,
 * modules/openacc.f90) bind to these functions; runtime/cufrt/acc_api.c
 * implements them on the CUDA runtime API, so the same object serves native
 * programs (libcufrt.a) and -gpu=emu ones (libcufrt_emu.a, on the emulator).
 *
 * The C names are OpenACC's (acc_set_device_type, acc_get_device_num, ...:
 * devices numbered 0..n-1, a negative number for the default).  The PGI
 * model's own spellings that differ (acc_set_device, acc_get_device, and
 * acc_set_device_num with devices numbered 1..n and 0 for the default:
 * accelerator document §3.2.4) are the cufacc_pgi_* entry points.
 *
 * For the compiler's generated code:
 *   cufacc_notify_launch   called before every accelerator kernel launch
 *                          (ACC_NOTIFY, §4.3; it also selects the default
 *                          device type and applies ACC_DEVICE_NUM);
 *   cufacc_regions_on_host whether compute regions run on the host
 *                          (ACC_DEVICE_TYPE=host, acc_set_device_type);
 *   cufacc_queue_stream    the CUDA stream of an async queue (and
 *                          cufacc_async_stream, a stub's stream argument);
 *   cufacc_wait[_all]      wait clauses and the wait directive;
 *   cufacc_defer_result    a reduction's result for a host scalar, copied
 *                          when the host next needs it: cufacc_wait_results;
 *   cufacc_matmul_shape    the shape of tiled matrix-multiply kernels;
 *   cufacc_on_device_dev   acc_on_device in device code (a __device__
 *                          function, below, for the device translation unit).
 */
#ifndef CUFACC_API_H
#define CUFACC_API_H

#include <stddef.h>
#include <stdint.h>
#include <ISO_Fortran_binding.h>

/* Device types: PGI's values (its openacc_lib.h), the same for both
   dialects, so that accel_lib and openacc programs agree (§3.1). */
typedef enum {
  acc_device_current = -1, /* OpenACC 3.0: the current device type */
  acc_device_none = 0,
  acc_device_default = 1,
  acc_device_host = 2,
  acc_device_not_host = 3,
  acc_device_nvidia = 4
} acc_device_t;

/* Async queue values of OpenACC 2.7 §2.16.1 */
enum { acc_async_noval = -1, acc_async_sync = -2 };

/* acc_get_property / acc_get_property_string (OpenACC 2.7 §3.2.6) */
typedef enum {
  acc_property_memory = 1,
  acc_property_free_memory = 2,
  acc_property_name = 0x10001,
  acc_property_vendor = 0x10002,
  acc_property_driver = 0x10003
} acc_device_property_t;

/* _ACCEL and _OPENACC: accel_version / openacc_version in the modules */
#define CUFACC_ACCEL_VERSION 200906
#define CUFACC_OPENACC_VERSION 201711

#ifdef __cplusplus
extern "C" {
#endif

/* ---- devices (§3.2.1-3.2.7; OpenACC 3.2.1-3.2.8) ---- */
int acc_get_num_devices(acc_device_t type);
void acc_set_device_type(acc_device_t type);
/* acc_device_none until a type was selected (by a call, ACC_DEVICE_TYPE or
   ACC_DEVICE, or a region run): accelerator document §3.2.3 */
acc_device_t acc_get_device_type(void);
void acc_set_device_num(int num, acc_device_t type);
int acc_get_device_num(acc_device_t type);
void acc_init(acc_device_t type);
void acc_shutdown(acc_device_t type);
/* on the host: true for acc_device_host only */
int acc_on_device(acc_device_t type);
size_t acc_get_property(int num, acc_device_t type, acc_device_property_t property);
const char *acc_get_property_string(int num, acc_device_t type, acc_device_property_t property);

/* the PGI model's spellings (accel_lib) */
void cufacc_pgi_set_device(acc_device_t type);  /* acc_set_device */
acc_device_t cufacc_pgi_get_device(void);       /* acc_get_device */
void cufacc_pgi_set_device_num(int num, acc_device_t type); /* 1..n, 0: default */
int cufacc_pgi_get_device_num(acc_device_t type);           /* 1..n */

/* ---- async queues (OpenACC 3.2.11-3.2.16) ---- */
int acc_async_test(int queue);
int acc_async_test_all(void);
void acc_wait(int queue);
void acc_wait_async(int queue, int on_queue);
void acc_wait_all(void);
void acc_wait_all_async(int on_queue);
int acc_get_default_async(void);
void acc_set_default_async(int queue);
/* a cudaStream_t; the queue gets a stream of its own on first use */
void *acc_get_cuda_stream(int queue);
int acc_set_cuda_stream(int queue, void *stream);

/* ---- device memory (OpenACC 3.2.24-3.2.36) ---- */
void *acc_malloc(size_t bytes);
void acc_free(void *dev);
void acc_memcpy_to_device(void *dev, const void *host, size_t bytes);
void acc_memcpy_from_device(void *host, const void *dev, size_t bytes);
void acc_memcpy_device(void *dev_dst, const void *dev_src, size_t bytes);

/* ---- for the Fortran procedures (modules/acc_lib_wrappers.f90) ---- */
void cufacc_property_string(int num, acc_device_t type, acc_device_property_t property, char *s,
                            size_t len);
void cufacc_set_queue_stream(int queue, void *stream);
void *cufacc_address_of(void *a);
void cufacc_memcpy_to_device_desc(void *dev, const CFI_cdesc_t *src, size_t bytes);
void cufacc_memcpy_from_device_desc(CFI_cdesc_t *dst, const void *dev, size_t bytes);

/* ---- for generated code ---- */
/* ACC_NOTIFY (§4.3; 1 or 3): one line per launch, nvfortran's format:
   launch CUDA kernel  file=F function=P line=L device=D num_gangs=G num_workers=W vector_length=V
   grid=GX[xGY[xGZ]] block=BX[xBY[xBZ]]
   (D numbered as acc_get_device_num numbers it; G the blocks, V the block's x
   extent, W its other threads) */
void cufacc_notify_launch(const char *file, const char *function, int line, int gx, int gy, int gz, int bx,
                          int by, int bz);
/* After an accelerator kernel's launch: a launch error (an invalid
   configuration, no kernel image for the device) stops the program with the
   region's file and line. */
void cufacc_check_launch(const char *file, int line);
/* ACC_NOTIFY 2 or 3: one line per transfer of a data clause or update of
   the generated code, nvfortran's format:
   upload CUDA data  file=F function=P line=L device=D variable=V bytes=N
   (download for device to host) */
void cufacc_notify_transfer(int upload, const char *file, const char *function, int line,
                            const char *variable, size_t bytes);
int cufacc_regions_on_host(void);
void *cufacc_queue_stream(int queue); /* acc_async_sync: the default stream (NULL) */
/* the same as a launch stub's stream argument (an async construct's kernels) */
intptr_t cufacc_async_stream(int queue);
/* wait clauses and the wait directive: the host waits for queue `queue` (for
   every queue of the device), or when `on` is not acc_async_sync, queue `on`
   does (acc_wait_async, acc_wait_all_async) */
void cufacc_wait(int queue, int on);
void cufacc_wait_all(int on);
/* A kernel's reduction result for host scalar `host` (`bytes` at device
   address `dev`, written by the kernel just launched on `stream`): copied
   into `host` by the next cufacc_wait_results of this host thread, which the
   compiler places before the first statement that may need it
   (src/cuda/accregion.c), so that the host goes on launching the kernels
   in between; CUFACC_VARIANT=results=eager copies it at once. */
void cufacc_defer_result(void *host, const void *dev, size_t bytes, void *stream);
void cufacc_wait_results(void);
/* The CUFRT_MATMUL_SHAPES entry tiled matrix-multiply kernels use. */
int cufacc_matmul_shape(void);
/* Measurement variants (bench/README.md): `knob=value[,knob=value]`, knobs
   results=defer|eager and matmul=RXxRY (a CUFRT_MATMUL_SHAPES entry); the
   environment's CUFACC_VARIANT, read at start-up, is the first setting, a
   call replaces the knobs it names (bench/acc/harness.cu). */
void cufacc_set_variant(const char *spec);

#ifdef __cplusplus
}
#endif

/* acc_on_device in device code: what runs there runs on an NVIDIA device
   (§3.2.7; emulated ones too: a kernel is device code either way). */
#if defined(__CUDACC__) || defined(CUF_EMU)
#include "cuf_device.h"
static __device__ __forceinline__ int cufacc_on_device_dev(int type) {
  return type == acc_device_not_host || type == acc_device_nvidia;
}
#endif

#endif
