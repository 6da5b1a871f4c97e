/*
 * cufacc.h — the present table of the accelerator model and OpenACC: which
 * host data has a copy in device memory (pgi-accelerator-model 1.4, 2.3.3;
 * OpenACC 2.6 "data environment").
 *
 * An entry maps a host address range [host, host + bytes) to device memory
 * of the same size and counts how many data constructs (regions, data
 * regions, enter data, acc_copyin ...) hold it.  Entering one that is
 * present only counts up; the last exit frees it (copying it back first for
 * copyout).  A host address inside an entry is present: its device address
 * is the entry's device start plus the same offset, so sections and
 * elements of a present array are present too.
 *
 * Callers:
 *   - the host code cufc generates for !$acc regions and data directives,
 *     through the descriptor forms cufacc_data / cufacc_update (every
 *     argument an assumed-rank `type(*), dimension(..)` Fortran dummy,
 *     modules/cufc_rt.f90);
 *   - the launch stubs of region kernels (src/device/cuf_kernel.c), which
 *     turn the host arrays they are given into device addresses with
 *     cufacc_deviceptr;
 *   - the OpenACC / accel_lib routines acc_copyin, acc_create, acc_delete,
 *     acc_is_present, acc_deviceptr, acc_update_device ... (runtime/cufrt/
 *     acc_api.c), through the address forms.
 *
 * Native builds use the CUDA runtime; with -gpu=emu the same source runs on
 * the emulator's cudaMalloc/cudaMemcpy (libcufrt_emu).  Fatal errors print
 * `file:line: runtime error: ...` (file may be NULL: "?").  The table is
 * guarded by a mutex: host threads may share it.
 */
#ifndef CUFACC_H
#define CUFACC_H

#include <stddef.h>
#include <ISO_Fortran_binding.h>
#include "cufrt_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The actions of a data clause (CUFACC_COPYIN ... CUFACC_RELEASE) are in
   cufrt_abi.h, which the compiler includes too. */

/* ---- address forms (acc_* routines) --------------------------------------- */

/* Entry with CUFACC_COPYIN / CUFACC_CREATE / CUFACC_PRESENT of the range;
   returns its device address.  bytes == 0 is a no-op returning NULL.  A
   range that overlaps an entry without lying inside it is a fatal error. */
void *cufacc_enter(const void *host, size_t bytes, int action, const char *file, int line);

/* Exit with CUFACC_COPYOUT / CUFACC_DELETE / CUFACC_RELEASE.  `finalize`
   (exit data finalize, acc_copyout_finalize): the count drops to zero at
   once.  A range that is not present is ignored (OpenACC 2.6: no error). */
void cufacc_exit(const void *host, size_t bytes, int action, int finalize, const char *file, int line);

/* update device (to_device = 1) / update host|self (0) of a present range
   (OpenACC: not present is an error, `if_present` skips it: if_present = 1). */
void cufacc_update_range(const void *host, size_t bytes, int to_device, int if_present,
                         const char *file, int line);

/* The device address of host address `host`, or NULL when it is not in a
   present range (acc_deviceptr). */
void *cufacc_deviceptr(const void *host);

/* The host address whose device copy is at `dev`, or NULL (acc_hostptr). */
void *cufacc_hostptr(const void *dev);

/* 1 when the whole range is present (acc_is_present; bytes == 0: the
   address alone). */
int cufacc_is_present(const void *host, size_t bytes);

/* acc_map_data / acc_unmap_data: enter a range whose device memory the
   caller owns (the table never frees it). */
void cufacc_map(const void *host, void *dev, size_t bytes, const char *file, int line);
void cufacc_unmap(const void *host, const char *file, int line);

/* ---- descriptor forms (generated host code) -------------------------------- */

/* The range of an array, section or scalar: from its first element in
   memory to the end of its last (the span of a non-contiguous section). */
void cufacc_span(const CFI_cdesc_t *a, const void **host, size_t *bytes);

/* A data clause on `a`: entry actions as cufacc_enter, exit actions as
   cufacc_exit (finalize = 0).  `function` and `variable`, the program unit
   and the variable's name, are for ACC_NOTIFY's transfer lines
   (cufacc_notify_transfer), as in the two below. */
void cufacc_data(CFI_cdesc_t *a, int action, const char *file, int line, const char *function,
                 const char *variable);

/* update device / host of `a` (its span); `if_present`: nothing when it
   is not present (else an error). */
void cufacc_update(CFI_cdesc_t *a, int to_device, int if_present, const char *file, int line,
                   const char *function, const char *variable);

/* The same on the CUDA stream of async queue `async` (cufacc_queue_stream),
   ordered after the queue's kernels and before its later work; the host
   waits only as cudaMemcpyAsync does (for pageable memory). */
void cufacc_update_async(CFI_cdesc_t *a, int to_device, int if_present, int async, const char *file, int line,
                         const char *function, const char *variable);

/* The device address of present array `a` for a region kernel's stub: its
   base address translated; fatal with the variable's name when it is not
   present. */
void *cufacc_device_base(const CFI_cdesc_t *a, const char *name);
/* The same, or a's own base address when it is not present (host_data
   use_device with if_present, OpenACC 2.8). */
void *cufacc_device_base_or_host(const CFI_cdesc_t *a);

#ifdef __cplusplus
}
#endif

#endif
