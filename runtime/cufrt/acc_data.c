/*
 * acc_data.c — the present table of the accelerator model and OpenACC
 * (contract: runtime/include/cufacc.h).  A small array of entries searched
 * linearly: a program holds a handful of arrays on the device at a time.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufacc.h"
#include "cufacc_api.h"
#include "cufrt.h"

#include <pthread.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Entry {
  const char *host;
  char *dev;
  size_t bytes;
  long count;  /* data constructs holding it */
  int mapped;  /* acc_map_data: the caller owns dev */
  int host_mode; /* made by a present clause while regions run on the host (below) */
} Entry;

/* Where a data action comes from: the generated code's calls name the
   program unit and the variable (ACC_NOTIFY's transfer lines); the acc_*
   routines' calls do not (function NULL). */
typedef struct Site {
  const char *file, *function, *variable;
  int line;
} Site;

static void notify(int upload, const Site *at, size_t bytes) {
  if (at->function) cufacc_notify_transfer(upload, at->file, at->function, at->line, at->variable, bytes);
}

static Entry *table;
static size_t nentries, capacity;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

#define CK(call, what) cufrt_check((int)(call), (what), file, line)

/* The entry containing [p, p + bytes), or NULL; fatal when the range
   overlaps an entry without lying inside it. */
static Entry *find(const char *p, size_t bytes, const char *file, int line) {
  for (size_t i = 0; i < nentries; i++) {
    Entry *e = &table[i];
    if (p >= e->host && p + bytes <= e->host + e->bytes && (bytes || p < e->host + e->bytes)) return e;
    if (bytes && p < e->host + e->bytes && p + bytes > e->host) {
      pthread_mutex_unlock(&lock);
      cufrt_errorf(file, line, "data of %zu bytes at %p is partly present on the device (a present "
                   "range of %zu bytes at %p overlaps it): an array must be moved whole or as the same section",
                   bytes, (const void *)p, e->bytes, (const void *)e->host);
    }
  }
  return NULL;
}

static Entry *add(const char *host, char *dev, size_t bytes, int mapped) {
  if (nentries == capacity) {
    capacity = capacity ? 2 * capacity : 16;
    table = realloc(table, capacity * sizeof *table);
    if (!table) {
      fputs("cufacc: out of memory\n", stderr);
      exit(1);
    }
  }
  table[nentries] = (Entry){host, dev, bytes, 1, mapped, 0};
  return &table[nentries++];
}

static void drop(Entry *e, const char *file, int line) {
  if (!e->mapped) CK(cudaFree(e->dev), "cudaFree of an accelerator data copy");
  *e = table[--nentries];
}

static void *enter(const void *host, size_t bytes, int action, const Site *at) {
  const char *file = at->file;
  int line = at->line;
  if (!bytes) return NULL;
  const char *p = host;
  pthread_mutex_lock(&lock);
  Entry *e = find(p, bytes, file, line);
  if (e) {
    e->count++;
    void *dev = e->dev + (p - e->host);
    pthread_mutex_unlock(&lock);
    return dev;
  }
  /* While compute regions run on the host (ACC_DEVICE_TYPE=HOST) the data
     constructs do nothing and the host's copy is the data; a construct that
     runs on the device all the same (CUDA Fortran data in a region,
     host_data) copies what it finds absent in here and out at its end. */
  int host_mode = action == CUFACC_PRESENT && cufacc_regions_on_host();
  if (action == CUFACC_PRESENT && !host_mode) {
    pthread_mutex_unlock(&lock);
    cufrt_errorf(file, line, "data of %zu bytes at %p is not present on the device (present clause)", bytes, host);
  }
  void *dev = NULL;
  CK(cudaMalloc(&dev, bytes), "cudaMalloc of an accelerator data copy");
  if (action == CUFACC_COPYIN || host_mode) {
    CK(cudaMemcpy(dev, host, bytes, cudaMemcpyHostToDevice), "copyin to the device");
    notify(1, at, bytes);
  }
  add(p, dev, bytes, 0)->host_mode = host_mode;
  pthread_mutex_unlock(&lock);
  return dev;
}

void *cufacc_enter(const void *host, size_t bytes, int action, const char *file, int line) {
  return enter(host, bytes, action, &(Site){file, NULL, NULL, line});
}

static void leave(const void *host, size_t bytes, int action, int finalize, const Site *at) {
  const char *file = at->file;
  int line = at->line;
  if (!bytes) return;
  pthread_mutex_lock(&lock);
  Entry *e = find(host, bytes, file, line);
  if (e && (finalize || --e->count <= 0) && (action != CUFACC_RELEASE || e->host_mode)) {
    if (action == CUFACC_COPYOUT || e->host_mode) {
      CK(cudaMemcpy((void *)e->host, e->dev, e->bytes, cudaMemcpyDeviceToHost), "copyout from the device");
      notify(0, at, e->bytes);
    }
    drop(e, file, line);
  } else if (e && e->count <= 0) {
    drop(e, file, line);
  }
  pthread_mutex_unlock(&lock);
}

void cufacc_exit(const void *host, size_t bytes, int action, int finalize, const char *file, int line) {
  leave(host, bytes, action, finalize, &(Site){file, NULL, NULL, line});
}

/* update of a present range; on `stream` without waiting for it when not NULL */
static void update_range(const void *host, size_t bytes, int to_device, int if_present, cudaStream_t stream,
                         const Site *at) {
  const char *file = at->file;
  int line = at->line;
  if (!bytes) return;
  const char *p = host;
  pthread_mutex_lock(&lock);
  Entry *e = find(p, bytes, file, line);
  char *dev = e ? e->dev + (p - e->host) : NULL;
  pthread_mutex_unlock(&lock);
  if (!e) {
    if (if_present) return;
    cufrt_errorf(file, line, "update %s of %zu bytes at %p: the data is not present on the device",
                 to_device ? "device" : "host", bytes, host);
  }
  if (to_device) CK(cudaMemcpyAsync(dev, host, bytes, cudaMemcpyHostToDevice, stream), "update device");
  else CK(cudaMemcpyAsync((void *)host, dev, bytes, cudaMemcpyDeviceToHost, stream), "update host");
  if (!stream) CK(cudaStreamSynchronize(NULL), to_device ? "update device" : "update host");
  notify(to_device, at, bytes);
}

void cufacc_update_range(const void *host, size_t bytes, int to_device, int if_present, const char *file,
                         int line) {
  update_range(host, bytes, to_device, if_present, NULL, &(Site){file, NULL, NULL, line});
}

void *cufacc_deviceptr(const void *host) {
  const char *p = host;
  void *dev = NULL;
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < nentries && !dev; i++)
    if (p >= table[i].host && p < table[i].host + table[i].bytes) dev = table[i].dev + (p - table[i].host);
  pthread_mutex_unlock(&lock);
  return dev;
}

void *cufacc_hostptr(const void *dev) {
  const char *d = dev;
  void *host = NULL;
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < nentries && !host; i++)
    if (d >= table[i].dev && d < table[i].dev + table[i].bytes) host = (char *)table[i].host + (d - table[i].dev);
  pthread_mutex_unlock(&lock);
  return host;
}

int cufacc_is_present(const void *host, size_t bytes) {
  const char *p = host;
  int present = 0;
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < nentries && !present; i++)
    present = p >= table[i].host && p + (bytes ? bytes : 1) <= table[i].host + table[i].bytes;
  pthread_mutex_unlock(&lock);
  return present;
}

void cufacc_map(const void *host, void *dev, size_t bytes, const char *file, int line) {
  pthread_mutex_lock(&lock);
  if (find(host, bytes, file, line)) {
    pthread_mutex_unlock(&lock);
    cufrt_errorf(file, line, "acc_map_data: host data at %p is already present on the device", host);
  }
  add(host, dev, bytes, 1);
  pthread_mutex_unlock(&lock);
}

void cufacc_unmap(const void *host, const char *file, int line) {
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < nentries; i++)
    if (table[i].host == host && table[i].mapped) {
      drop(&table[i], file, line);
      pthread_mutex_unlock(&lock);
      return;
    }
  pthread_mutex_unlock(&lock);
  cufrt_errorf(file, line, "acc_unmap_data: host data at %p was not mapped by acc_map_data", host);
}

/* ---- descriptor forms ------------------------------------------------------ */

void cufacc_span(const CFI_cdesc_t *a, const void **host, size_t *bytes) {
  const char *lo = a->base_addr, *hi = a->base_addr;
  for (int k = 0; k < a->rank; k++) {
    CFI_index_t ext = a->dim[k].extent;
    if (ext <= 0) {
      *host = a->base_addr;
      *bytes = 0;
      return;
    }
    ptrdiff_t reach = (ptrdiff_t)(ext - 1) * a->dim[k].sm;
    if (reach < 0) lo += reach;
    else hi += reach;
  }
  *host = lo;
  *bytes = a->base_addr ? (size_t)(hi - lo) + a->elem_len : 0;
}

void cufacc_data(CFI_cdesc_t *a, int action, const char *file, int line, const char *function,
                 const char *variable) {
  const void *host;
  size_t bytes;
  cufacc_span(a, &host, &bytes);
  Site at = {file, function, variable, line};
  if (action == CUFACC_COPYOUT || action == CUFACC_DELETE || action == CUFACC_RELEASE)
    leave(host, bytes, action, 0, &at);
  else
    enter(host, bytes, action, &at);
}

void cufacc_update(CFI_cdesc_t *a, int to_device, int if_present, const char *file, int line,
                   const char *function, const char *variable) {
  const void *host;
  size_t bytes;
  cufacc_span(a, &host, &bytes);
  update_range(host, bytes, to_device, if_present, NULL, &(Site){file, function, variable, line});
}

void cufacc_update_async(CFI_cdesc_t *a, int to_device, int if_present, int async, const char *file, int line,
                         const char *function, const char *variable) {
  const void *host;
  size_t bytes;
  cufacc_span(a, &host, &bytes);
  update_range(host, bytes, to_device, if_present, cufacc_queue_stream(async),
               &(Site){file, function, variable, line});
}

/* The array's base translated by the entry its span overlaps: a clause may
   name a section (copyin(a(2:n-1))) whose first element is not the array's. */
static void *translated_base(const CFI_cdesc_t *a) {
  const void *host;
  size_t bytes;
  cufacc_span(a, &host, &bytes);
  const char *lo = host, *base = a->base_addr;
  void *dev = NULL;
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < nentries && !dev; i++)
    if (lo < table[i].host + table[i].bytes && lo + (bytes ? bytes : 1) > table[i].host)
      dev = (void *)((uintptr_t)table[i].dev + (uintptr_t)(base - table[i].host));
  pthread_mutex_unlock(&lock);
  return dev;
}

void *cufacc_device_base_or_host(const CFI_cdesc_t *a) {
  void *dev = a->base_addr ? translated_base(a) : NULL;
  return dev ? dev : a->base_addr;
}

void *cufacc_device_base(const CFI_cdesc_t *a, const char *name) {
  if (!a->base_addr) return NULL;
  void *dev = translated_base(a);
  if (!dev) {
    fflush(stdout);
    fprintf(stderr, "runtime error: array '%s' of an accelerator region is not present on the device\n", name);
    exit(1);
  }
  return dev;
}
