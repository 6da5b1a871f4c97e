/*
 * check_sync.c — synccheck: barriers and warp collectives that not all the
 * threads they name take part in (docs/emulation.md).  The scheduler
 * (sched.c) calls these hooks; the Fortran statement of a barrier or warp
 * collective is the site that the generated code set just before it
 * (CUF_SITED, cuf_device.h).
 *   - threads of a block waiting at different __syncthreads statements
 *     (the emulator would release them together; the GPU's behaviour is
 *     undefined);
 *   - a __syncthreads released while threads of the block had exited;
 *   - a warp collective (shfl, ballot, vote, match, syncwarp) whose mask
 *     names lanes that have exited or do not exist, or not the caller.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufemu_internal.h"
#include "cufemu.h"

#include <stdio.h>

/* the pending block barrier of this host thread: where its first thread waits */
static __thread const char *bar_file;
static __thread int bar_line;
static __thread unsigned bar_thread;

static void thread_xyz(char *buf, size_t n, unsigned t) {
  unsigned bx = blockDim.x, by = blockDim.y;
  snprintf(buf, n, "(%u,%u,%u)", t % bx, (t / bx) % by, t / (bx * by));
}

void cufemu_sync_arrive(unsigned thread, int first) {
  if (first) {
    bar_file = cufemu_site_file;
    bar_line = cufemu_site_line;
    bar_thread = thread;
    return;
  }
  if (!(cufemu_checks & CUFEMU_CK_SYNC) || bar_line == cufemu_site_line) return;
  char a[64], b[64];
  thread_xyz(a, sizeof a, thread);
  thread_xyz(b, sizeof b, bar_thread);
  cufemu_report("synccheck", cufemu_site_file, cufemu_site_line, "syncthreads",
                "divergent syncthreads: thread %s of block (%u,%u,%u) waits here while thread %s waits at "
                "%s:%d (kernel '%s')", a, blockIdx.x, blockIdx.y, blockIdx.z, b, bar_file ? bar_file : "?",
                bar_line, cufemu_current_kernel());
}

int cufemu_sync_released_short(unsigned exited, unsigned n) {
  if (!(cufemu_checks & CUFEMU_CK_SYNC)) return 0;
  cufemu_report("synccheck", bar_file, bar_line, "syncthreads",
                "syncthreads not reached by all threads of block (%u,%u,%u): %u of %u had exited (kernel '%s')",
                blockIdx.x, blockIdx.y, blockIdx.z, exited, n, cufemu_current_kernel());
  return 1;
}

void cufemu_sync_warp(unsigned mask, unsigned live, unsigned lane, const char *file, int line) {
  if (!(cufemu_checks & CUFEMU_CK_SYNC)) return;
  unsigned absent = mask & ~live;
  if (!absent && (mask & (1u << lane))) return;
  char w[256];
  cufemu_where(w, sizeof w);
  if (!(mask & (1u << lane)))
    cufemu_report("synccheck", file, line, "mask",
                  "warp collective with mask 0x%08x that does not name the calling lane %u%s", mask, lane, w);
  else
    cufemu_report("synccheck", file, line, "mask",
                  "warp collective with mask 0x%08x naming lanes 0x%08x that have exited or do not exist (kernel "
                  "'%s', block (%u,%u,%u))", mask, absent, cufemu_current_kernel(), blockIdx.x, blockIdx.y,
                  blockIdx.z);
}
