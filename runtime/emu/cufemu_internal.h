/* cufemu_internal.h — shared between the parts of libcufemu (not installed). */
#ifndef CUFEMU_INTERNAL_H
#define CUFEMU_INTERNAL_H
#include "cufemu.h"
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
/* the device a stream belongs to (api.c); the default streams: the current one */
int cufemu_stream_device(cudaStream_t s);
/* cudaDeviceEnablePeerAccess (enable 1) / Disable (0) from the current device */
cudaError_t cufemu_peer_access(int to, int enable);
/* ---- checks (check*.c; CUFEMU_CHECK, docs/emulation.md) ---------------- */
enum {
  CUFEMU_CK_BOUNDS = 1, CUFEMU_CK_MEM = 2, CUFEMU_CK_INIT = 4, CUFEMU_CK_RACE = 8,
  CUFEMU_CK_SYNC = 16, CUFEMU_CK_LEAKS = 32,
  CUFEMU_CK_WARN = 64 /* bounds findings reported once per site, the run goes on */
};
extern unsigned cufemu_checks; /* the CUFEMU_CK_* chosen at start-up */
/* " (kernel 'k', block (x,y,z) thread (x,y,z))" of the running fiber, or "" */
void cufemu_where(char *buf, size_t n);
/* Prints "file:line: error: <cls>: <message>" once per (cls, file, line,
   var) and counts it for the summary at exit; 1 when printed. */
int cufemu_report(const char *cls, const char *file, int line, const char *var, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* A device allocation (check_mem.c); records are never freed. */
typedef struct cufemu_alloc {
  char *p;
  size_t n;
  int freed;
  const char *afile, *ffile; /* ALLOCATE / DEALLOCATE statements, or NULL */
  int aline, fline;
  unsigned char *init; /* initcheck: a byte per byte, 0 = never written */
  int init_reported;
  void *race; /* racecheck's shadow (check_race.c) */
} cufemu_alloc;
/* device memory: an arena whose addresses are never reused (check_mem.c);
   zeroed: not poisoned and not shadowed by initcheck (managed memory) */
void *cufemu_dev_alloc(size_t n, int zeroed);
void cufemu_dev_free(void *p);       /* p starts a live allocation */
void cufemu_bad_free(const void *p); /* reports p if it was freed before */
void cufemu_report_leaks(void);
/* a fiber stack overflow (a SIGSEGV with the stack pointer below the
   fiber's stack, sched.c) becomes a message; called by each host thread
   that runs blocks */
void cufemu_catch_stack_overflow(void);
int cufemu_fiber_overflowed(const void *sp);
size_t cufemu_stack_bytes(void);
/* racecheck (check_race.c): an access of the running fiber to allocation a
   (NULL: memory outside the arena: shared memory, module variables) */
void cufemu_race_access(cufemu_alloc *a, const void *p, size_t n, const cufemu_access *x);
void cufemu_race_free(cufemu_alloc *a);
void cufemu_race_block_begin(void);
/* synccheck (check_sync.c), called by the scheduler: a thread arrives at
   the block barrier (first: the first of this barrier); the barrier is
   released while `exited` of the n threads had exited (1: reported);
   a warp collective of lane with mask at file:line, called (live: ~0) or
   completed (live: the lanes that have not exited) */
void cufemu_sync_arrive(unsigned thread, int first);
int cufemu_sync_released_short(unsigned exited, unsigned n);
void cufemu_sync_warp(unsigned mask, unsigned live, unsigned lane, const char *file, int line);

#define CUFEMU_SHMEM_DEFAULT 49152u
#define CUFEMU_SHMEM_OPTIN 232448u
#endif
