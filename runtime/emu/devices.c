/*
 * devices.c — the emulator's N virtual devices (issue 14; book chapter 4,
 * guide 4.2 device management, 4.10 peer access).
 *
 * CUFEMU_DEVICES (default 1, at most CUFEMU_MAX_DEVICES) devices share the
 * host's memory, so what separates them is bookkeeping: each host thread
 * has a current device (cudaSetDevice), every cudaMalloc'ed block remembers
 * the device that was current, and a launch that passes a kernel memory of
 * another device without peer access from the launching device enabled
 * (cudaDeviceEnablePeerAccess) is reported, as it faults on a GPU.  Copies
 * (cudaMemcpy, cudaMemcpyPeer, assignment) may cross devices freely, as
 * with unified addressing.  api.c calls the hooks below.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufemu_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { const char *p; size_t n; int device; } block;

static int ndevices;                 /* 0 until first asked */
static __thread int current;
static unsigned char peer[CUFEMU_MAX_DEVICES][CUFEMU_MAX_DEVICES]; /* [from][to] enabled */
static size_t used[CUFEMU_MAX_DEVICES];
static block *blocks; /* device allocations, sorted by address */
static size_t nblocks, capblocks;
static pthread_mutex_t dlock = PTHREAD_MUTEX_INITIALIZER;

int cufemu_device_count(void) {
  int n = __atomic_load_n(&ndevices, __ATOMIC_ACQUIRE);
  if (n) return n;
  const char *e = getenv("CUFEMU_DEVICES");
  n = e && *e ? atoi(e) : 1;
  if (n < 1 || n > CUFEMU_MAX_DEVICES) {
    fprintf(stderr, "cufemu: warning: CUFEMU_DEVICES=%s is not a number of devices from 1 to %d; "
            "emulating 1\n", e, CUFEMU_MAX_DEVICES);
    n = 1;
  }
  __atomic_store_n(&ndevices, n, __ATOMIC_RELEASE);
  return n;
}

int cufemu_valid_device(int d) { return d >= 0 && d < cufemu_device_count(); }

int cufemu_current_device(void) { return current; }

void cufemu_set_current_device(int d) { current = d; }

/* index of the first block that starts after p */
static size_t upper(const char *p) {
  size_t lo = 0, hi = nblocks;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (blocks[mid].p <= p) lo = mid + 1; else hi = mid;
  }
  return lo;
}

void cufemu_device_note_alloc(const void *p, size_t n, int tracked) {
  pthread_mutex_lock(&dlock);
  used[current] += n;
  if (tracked && cufemu_device_count() > 1) {
    if (nblocks == capblocks) {
      size_t nc = capblocks ? 2 * capblocks : 64;
      block *nb = realloc(blocks, nc * sizeof *nb);
      if (!nb) { pthread_mutex_unlock(&dlock); return; } /* untracked: never reported */
      blocks = nb;
      capblocks = nc;
    }
    size_t at = upper(p);
    memmove(blocks + at + 1, blocks + at, (nblocks - at) * sizeof *blocks);
    blocks[at] = (block){p, n, current};
    nblocks++;
  }
  pthread_mutex_unlock(&dlock);
}

/* n: the bytes cudaFree releases; the device they counted against is the
 * block's own (cudaFree may run with another device current) */
void cufemu_device_note_free(const void *p, size_t n) {
  pthread_mutex_lock(&dlock);
  int d = current;
  size_t at = upper(p);
  if (at > 0 && blocks[at - 1].p == p) {
    d = blocks[at - 1].device;
    memmove(blocks + at - 1, blocks + at, (nblocks - at) * sizeof *blocks);
    nblocks--;
  }
  used[d] -= n <= used[d] ? n : used[d];
  pthread_mutex_unlock(&dlock);
}

void cufemu_devices_reset(void) {
  pthread_mutex_lock(&dlock);
  nblocks = 0;
  memset(used, 0, sizeof used);
  memset(peer, 0, sizeof peer);
  pthread_mutex_unlock(&dlock);
}

size_t cufemu_device_used(int d) {
  pthread_mutex_lock(&dlock);
  size_t n = used[d];
  pthread_mutex_unlock(&dlock);
  return n;
}

/* the device whose cudaMalloc returned the block holding p, or -1 */
int cufemu_device_of(const void *p) {
  int d = -1;
  pthread_mutex_lock(&dlock);
  size_t at = upper(p);
  if (at > 0 && (const char *)p < blocks[at - 1].p + (blocks[at - 1].n ? blocks[at - 1].n : 1))
    d = blocks[at - 1].device;
  pthread_mutex_unlock(&dlock);
  return d;
}

cudaError_t cufemu_peer_access(int to, int enable) {
  int from = current;
  if (!cufemu_valid_device(to) || to == from) return cudaErrorInvalidDevice;
  if (peer[from][to] == enable)
    return enable ? cudaErrorPeerAccessAlreadyEnabled : cudaErrorPeerAccessNotEnabled;
  peer[from][to] = (unsigned char)enable;
  return cudaSuccess;
}

/* A launch reads another device's memory only once
 * cudaDeviceEnablePeerAccess allowed it (guide 4.10).  A launch into a
 * stream of another device is no error: the CUDA C guide says it fails, but
 * on two H200s (driver 580, CUDA 13) cudaGetLastError reports success. */
cudaError_t cufemu_check_launch_devices(const char *kernel, cudaStream_t s, int n, const void *const *ptrs) {
  (void)s;
  if (cufemu_device_count() == 1) return cudaSuccess;
  for (int i = 0; i < n; i++) {
    int d = ptrs[i] ? cufemu_device_of(ptrs[i]) : -1;
    if (d < 0 || d == current || peer[current][d]) continue;
    if (!strncmp(kernel, "cufk_", 5)) kernel += 5;
    fflush(stdout);
    fprintf(stderr, "cufemu: error: kernel '%s' launched on device %d is passed memory of device %d "
            "(argument %d) without peer access: call cudaDeviceEnablePeerAccess(%d, 0) on device %d "
            "first (on a GPU this access faults)\n", kernel, current, d, i + 1, d, current);
    exit(1);
  }
  return cudaSuccess;
}
