/*
 * check.c — libcufemu's checks of device code, in Fortran terms
 * (docs/emulation.md): which ones run (CUFEMU_CHECK), how a finding is
 * reported, and the entry point of the instrumented array accesses that
 * the device emitter prints under -gpu=emu (CUF_ACCESS, cuf_device.h).
 *
 *   CUFEMU_CHECK=LIST   comma-separated: bounds mem init race sync leaks,
 *                       warn, all (every one but leaks), none; default
 *                       bounds (free: mem costs up to 7x, bench/emu)
 *
 * Array bounds (CUF_BOUNDS) and memory errors stop the program, as an
 * invalid access would on the GPU; init, race and sync findings are
 * reported once per site and the run goes on; a summary of their counts is
 * printed at exit.  `warn` makes bounds findings warnings of that kind: a
 * subscript past one dimension that stays inside the array (a(n+1, j) read
 * as a(1, j+1)) is harmless on a GPU and common in real codes; it turns the
 * memory check on, which still stops an access outside every allocation.  The memory check is in check_mem.c, the race check in
 * check_race.c, the barrier and warp checks in check_sync.c.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufemu_internal.h"
#include "cufemu.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

unsigned cufemu_checks = CUFEMU_CK_BOUNDS;
int cufemu_access_checks = 1;
__thread const char *cufemu_site_file;
__thread int cufemu_site_line;
__thread cufemu_pos cufemu_here;

static const struct { const char *name; unsigned bits; } check_names[] = {
    {"bounds", CUFEMU_CK_BOUNDS}, {"mem", CUFEMU_CK_MEM},     {"memcheck", CUFEMU_CK_MEM},
    {"init", CUFEMU_CK_INIT},     {"initcheck", CUFEMU_CK_INIT}, {"race", CUFEMU_CK_RACE},
    {"racecheck", CUFEMU_CK_RACE}, {"sync", CUFEMU_CK_SYNC},   {"synccheck", CUFEMU_CK_SYNC},
    {"leaks", CUFEMU_CK_LEAKS | CUFEMU_CK_MEM},
    {"warn", CUFEMU_CK_WARN | CUFEMU_CK_BOUNDS | CUFEMU_CK_MEM},
    {"all", CUFEMU_CK_BOUNDS | CUFEMU_CK_MEM | CUFEMU_CK_INIT | CUFEMU_CK_RACE | CUFEMU_CK_SYNC},
    {"none", 0}};

/* counts of the findings that do not stop the program */
static unsigned long long found_init, found_race, found_sync, found_bounds;
static pthread_mutex_t report_lock = PTHREAD_MUTEX_INITIALIZER;

static void summary(void) {
  unsigned long long n = found_init + found_race + found_sync;
  fflush(stdout);
  if (found_bounds)
    fprintf(stderr, "cufemu: %llu site(s) with a subscript outside its bounds, each reported once as a warning (CUFEMU_CHECK=warn)\n",
            found_bounds);
  if (n)
    fprintf(stderr, "cufemu: %llu error(s) found by the checks (initcheck %llu, racecheck %llu, synccheck %llu)\n",
            n, found_init, found_race, found_sync);
}

__attribute__((constructor)) static void read_checks(void) {
  const char *e = getenv("CUFEMU_CHECK");
  if (e) {
    unsigned bits = 0;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", e);
    for (char *save = NULL, *t = strtok_r(buf, ", ", &save); t; t = strtok_r(NULL, ", ", &save)) {
      size_t i = 0, n = sizeof check_names / sizeof check_names[0];
      while (i < n && strcmp(t, check_names[i].name)) i++;
      if (i == n)
        fprintf(stderr, "cufemu: warning: CUFEMU_CHECK: unknown check '%s' (bounds, mem, init, race, sync, "
                "leaks, warn, all, none)\n", t);
      else
        bits |= check_names[i].bits;
    }
    cufemu_checks = bits;
  }
  cufemu_access_checks = (cufemu_checks & (CUFEMU_CK_MEM | CUFEMU_CK_INIT | CUFEMU_CK_RACE)) != 0;
  atexit(summary);
  if (cufemu_checks & CUFEMU_CK_LEAKS) atexit(cufemu_report_leaks);
}

/* ---- reports --------------------------------------------------------------- */
void cufemu_where(char *buf, size_t n) {
  const char *k = cufemu_current_kernel();
  if (k)
    snprintf(buf, n, " (kernel '%s', block (%u,%u,%u) thread (%u,%u,%u))", k, blockIdx.x, blockIdx.y,
             blockIdx.z, threadIdx.x, threadIdx.y, threadIdx.z);
  else
    buf[0] = 0;
}

enum { MAX_SITES = 256 };
static struct { const char *cls, *file, *var; int line; } sites[MAX_SITES];
static unsigned nsites;

int cufemu_report(const char *cls, const char *file, int line, const char *var, const char *fmt, ...) {
  pthread_mutex_lock(&report_lock);
  for (unsigned i = 0; i < nsites; i++)
    if (sites[i].cls == cls && sites[i].line == line && !strcmp(sites[i].file, file ? file : "?") &&
        !strcmp(sites[i].var, var ? var : "")) {
      pthread_mutex_unlock(&report_lock);
      return 0;
    }
  if (nsites < MAX_SITES) {
    sites[nsites].cls = cls;
    sites[nsites].file = file ? file : "?";
    sites[nsites].var = var ? var : "";
    sites[nsites].line = line;
    nsites++;
  }
  if (!strcmp(cls, "initcheck")) found_init++;
  else if (!strcmp(cls, "racecheck")) found_race++;
  else if (!strcmp(cls, "synccheck")) found_sync++;
  else if (!strcmp(cls, "bounds")) found_bounds++;
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  fflush(stdout);
  if (!strcmp(cls, "bounds"))
    fprintf(stderr, "%s:%d: warning: %s\n", file ? file : "?", line, msg);
  else
    fprintf(stderr, "%s:%d: error: %s: %s\n", file ? file : "?", line, cls, msg);
  pthread_mutex_unlock(&report_lock);
  return 1;
}
