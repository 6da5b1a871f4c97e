/*
 * acc_api.c — the runtime library and environment of the PGI Accelerator
 * model (accelerator document §3-4) and of OpenACC 2.7 (chapters 3-4), on
 * the CUDA runtime API: the emulator provides that API under -gpu=emu, so
 * one object serves both.  The contract is runtime/include/cufacc_api.h.
 *
 * Device types: acc_device_nvidia (and not_host) is a CUDA device, numbered
 * as cudaSetDevice numbers it; acc_device_host is the one host.  The type
 * stays acc_device_none until something selects it (§3.2.3).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufacc_api.h"
#include "cufrt.h"

#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- state and environment (§4) ------------------------------------------ */
static pthread_once_t env_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static acc_device_t selected = acc_device_none;
/* ACC_NOTIFY: what it reports, as nvfortran's bits */
enum { NOTIFY_LAUNCHES = 1, NOTIFY_TRANSFERS = 2 };
static int notify;
/* CUFACC_VARIANT (cufacc_set_variant) */
static int matmul_shape = CUFRT_MATMUL_DEFAULT, eager_results;
static void set_variant(const char *spec, const char *what);

static int cuda_device_count(void) {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess) {
    cudaGetLastError(); /* no device is not an error of the program's */
    return 0;
  }
  return n;
}

/* §4: values are case-insensitive and may have blanks around them; NULL
   when the variable is unset or blank. */
static const char *env_value(const char *name, char *buf, size_t size) {
  const char *v = getenv(name);
  if (!v) return NULL;
  while (isspace((unsigned char)*v)) v++;
  size_t n = strlen(v);
  while (n > 0 && isspace((unsigned char)v[n - 1])) n--;
  if (n == 0) return NULL;
  if (n >= size) n = size - 1;
  memcpy(buf, v, n);
  buf[n] = 0;
  return buf;
}

static int env_int(const char *name, const char *value) {
  char *end;
  long n = strtol(value, &end, 10);
  if (*end || n < 0 || n > 1 << 20)
    cufrt_errorf(NULL, 0, "%s=%s: expected a non-negative integer", name, value);
  return (int)n;
}

static void check_device_num(const char *what, int num, int count) {
  if (num < count) return;
  if (count == 0)
    cufrt_errorf(NULL, 0, "%s%d: there is no NVIDIA device", what, num);
  cufrt_errorf(NULL, 0, "%s%d: there %s %d NVIDIA device%s (numbered 0 to %d)", what, num,
               count == 1 ? "is" : "are", count, count == 1 ? "" : "s", count - 1);
}

/* ACC_DEVICE_TYPE (OpenACC 4.1) wins over ACC_DEVICE (§4.1); NVIDIA (or
   TESLA, PGI's other name) or HOST.  ACC_DEVICE_NUM (§4.2) numbers devices
   as OpenACC does, 0..n-1 (docs/accelerator.md: the PGI model's 1..n is
   ambiguous with it).  ACC_NOTIFY (§4.3). */
static void read_environment(void) {
  char buf[64];
  const char *name = "ACC_DEVICE_TYPE";
  const char *v = env_value(name, buf, sizeof buf);
  if (!v) v = env_value(name = "ACC_DEVICE", buf, sizeof buf);
  if (v) {
    if (!strcasecmp(v, "nvidia") || !strcasecmp(v, "tesla")) selected = acc_device_nvidia;
    else if (!strcasecmp(v, "host")) selected = acc_device_host;
    else cufrt_errorf(NULL, 0, "%s=%s: expected NVIDIA or HOST", name, v);
  }
  if ((v = env_value("ACC_DEVICE_NUM", buf, sizeof buf))) {
    int num = env_int("ACC_DEVICE_NUM", v);
    if (selected != acc_device_host) {
      check_device_num("ACC_DEVICE_NUM=", num, cuda_device_count());
      cufrt_check(cudaSetDevice(num), "ACC_DEVICE_NUM", NULL, 0);
    }
  }
  if ((v = env_value("ACC_NOTIFY", buf, sizeof buf))) notify = env_int("ACC_NOTIFY", v);
  if ((v = env_value("CUFACC_VARIANT", buf, sizeof buf))) set_variant(v, "CUFACC_VARIANT=");
}

/* Every entry point starts here; the constructor applies ACC_DEVICE_NUM
   before the program's first transfer, in any program that links this file
   (one that calls an acc_* routine or launches an accelerator kernel). */
static void start(void) { pthread_once(&env_once, read_environment); }
__attribute__((constructor)) static void start_at_load(void) { start(); }

static int is_device_type(acc_device_t t) {
  return t == acc_device_nvidia || t == acc_device_not_host;
}

/* the type a call's argument names: acc_device_default is NVIDIA when there
   is one, else the host (OpenACC 3.2.2) */
static acc_device_t resolve(acc_device_t t, const char *routine) {
  switch (t) {
  case acc_device_default: return cuda_device_count() > 0 ? acc_device_nvidia : acc_device_host;
  case acc_device_current: return selected == acc_device_none ? resolve(acc_device_default, routine) : selected;
  case acc_device_host: return acc_device_host;
  case acc_device_nvidia:
  case acc_device_not_host:
    if (cuda_device_count() == 0) cufrt_errorf(NULL, 0, "%s: there is no NVIDIA device", routine);
    return acc_device_nvidia;
  default: cufrt_errorf(NULL, 0, "%s: %d is not a device type", routine, (int)t);
  }
}

/* ---- devices ------------------------------------------------------------- */
int acc_get_num_devices(acc_device_t t) {
  start();
  switch (t) {
  case acc_device_host: return 1;
  case acc_device_nvidia:
  case acc_device_not_host:
  case acc_device_default: return cuda_device_count();
  case acc_device_current: return acc_get_num_devices(resolve(t, "acc_get_num_devices"));
  default: return 0;
  }
}

void acc_set_device_type(acc_device_t t) {
  start();
  selected = resolve(t, "acc_set_device_type");
}

acc_device_t acc_get_device_type(void) {
  start();
  return selected;
}

void acc_set_device_num(int num, acc_device_t t) {
  start();
  /* OpenACC 3.2.4: acc_device_none (0) means every type */
  acc_device_t type = resolve(t == acc_device_none ? acc_device_default : t, "acc_set_device_num");
  selected = type;
  if (type != acc_device_nvidia) return;
  if (num < 0) num = 0; /* the default */
  check_device_num("acc_set_device_num: device ", num, cuda_device_count());
  cufrt_check(cudaSetDevice(num), "acc_set_device_num", NULL, 0);
}

/* the current device's number when t is a device type, 0 for the host */
int acc_get_device_num(acc_device_t t) {
  start();
  if (t == acc_device_current || t == acc_device_default) t = resolve(t, "acc_get_device_num");
  if (!is_device_type(t)) return 0;
  int num = 0;
  cufrt_check(cudaGetDevice(&num), "acc_get_device_num", NULL, 0);
  return num;
}

void acc_init(acc_device_t t) {
  acc_set_device_type(t);
  /* create the context now, outside the timings (§3.2.5) */
  if (selected == acc_device_nvidia) cufrt_check(cudaFree(NULL), "acc_init", NULL, 0);
}

static void forget_queues(void);

/* §3.2.6: waits for the device's work and gives back the queues' streams;
   data the program still holds on the device stays valid (CUDA Fortran
   arrays may live beside the accelerator's). */
void acc_shutdown(acc_device_t t) {
  start();
  if (is_device_type(resolve(t, "acc_shutdown"))) {
    cufrt_check(cudaDeviceSynchronize(), "acc_shutdown", NULL, 0);
    forget_queues();
  }
  selected = acc_device_none;
}

int acc_on_device(acc_device_t t) { return t == acc_device_host; }

/* acc_get_property / _string on device `num` (0..n-1) of type t */
static struct cudaDeviceProp *properties(int num, acc_device_t t, struct cudaDeviceProp *p) {
  if (!is_device_type(resolve(t, "acc_get_property"))) return NULL;
  check_device_num("acc_get_property: device ", num, cuda_device_count());
  cufrt_check(cudaGetDeviceProperties(p, num), "acc_get_property", NULL, 0);
  return p;
}

size_t acc_get_property(int num, acc_device_t t, acc_device_property_t property) {
  start();
  struct cudaDeviceProp p;
  if (!properties(num, t, &p)) return 0;
  switch (property) {
  case acc_property_memory: return p.totalGlobalMem;
  case acc_property_free_memory: {
    int cur;
    size_t free_bytes = 0, total = 0;
    cufrt_check(cudaGetDevice(&cur), "acc_get_property", NULL, 0);
    cufrt_check(cudaSetDevice(num), "acc_get_property", NULL, 0);
    cufrt_check(cudaMemGetInfo(&free_bytes, &total), "acc_get_property", NULL, 0);
    cufrt_check(cudaSetDevice(cur), "acc_get_property", NULL, 0);
    return free_bytes;
  }
  default: return 0;
  }
}

const char *acc_get_property_string(int num, acc_device_t t, acc_device_property_t property) {
  static __thread char text[256];
  start();
  struct cudaDeviceProp p;
  if (!properties(num, t, &p)) return NULL;
  switch (property) {
  case acc_property_name: snprintf(text, sizeof text, "%s", p.name); return text;
  case acc_property_vendor: return "NVIDIA";
  case acc_property_driver: {
    int v = 0;
    cufrt_check(cudaDriverGetVersion(&v), "acc_get_property_string", NULL, 0);
    snprintf(text, sizeof text, "CUDA %d.%d", v / 1000, v % 1000 / 10);
    return text;
  }
  default: return NULL;
  }
}

/* acc_get_property_string for Fortran: the text blank-padded into s(1:len) */
void cufacc_property_string(int num, acc_device_t t, acc_device_property_t property, char *s, size_t len) {
  const char *text = acc_get_property_string(num, t, property);
  size_t n = text ? strlen(text) : 0;
  if (n > len) n = len;
  memcpy(s, text, n);
  memset(s + n, ' ', len - n);
}

/* the PGI model: acc_set_device/acc_get_device are the OpenACC type
   routines; devices are numbered 1..n, 0 the default (§3.2.4) */
void cufacc_pgi_set_device(acc_device_t t) { acc_set_device_type(t); }
acc_device_t cufacc_pgi_get_device(void) { return acc_get_device_type(); }

void cufacc_pgi_set_device_num(int num, acc_device_t t) {
  if (num < 0) cufrt_errorf(NULL, 0, "acc_set_device_num: device %d: numbers start at 1 (0: the default)", num);
  acc_set_device_num(num - 1, t);
}

int cufacc_pgi_get_device_num(acc_device_t t) {
  int num = acc_get_device_num(t);
  return is_device_type(t) || acc_get_device_type() == acc_device_nvidia ? num + 1 : num;
}

/* ---- async queues: one CUDA stream per (device, queue) ------------------- */
typedef struct {
  int device, queue;
  cudaStream_t stream;
  int owned; /* created here, not given by acc_set_cuda_stream */
} Queue;
static Queue *queues;
static int nqueues, capqueues;
static int default_async = acc_async_noval; /* the queue `async` alone names */

static int current_device(void) {
  int d = 0;
  cufrt_check(cudaGetDevice(&d), "async queue", NULL, 0);
  return d;
}

/* the queue an async argument names: acc_async_noval is the default one */
static int queue_of(int async) { return async == acc_async_noval ? default_async : async; }

/* the queue's entry on the current device; created (with a stream) when
   `create`, else NULL for a queue never used.  Call with `lock` held. */
static Queue *find_queue(int queue, int create) {
  int dev = current_device();
  for (int i = 0; i < nqueues; i++)
    if (queues[i].device == dev && queues[i].queue == queue) return &queues[i];
  if (!create) return NULL;
  if (nqueues == capqueues) {
    capqueues = capqueues ? 2 * capqueues : 8;
    queues = realloc(queues, capqueues * sizeof *queues);
    if (!queues) cufrt_errorf(NULL, 0, "out of host memory for async queues");
  }
  Queue *q = &queues[nqueues++];
  *q = (Queue){dev, queue, NULL, 1};
  cufrt_check(cudaStreamCreate(&q->stream), "async queue", NULL, 0);
  return q;
}

void *cufacc_queue_stream(int async) {
  start();
  int queue = queue_of(async);
  if (queue == acc_async_sync) return NULL;
  pthread_mutex_lock(&lock);
  cudaStream_t s = find_queue(queue, 1)->stream;
  pthread_mutex_unlock(&lock);
  return s;
}

void *acc_get_cuda_stream(int queue) { return cufacc_queue_stream(queue); }

/* acc_set_cuda_stream for Fortran (a subroutine there) */
void cufacc_set_queue_stream(int async, void *stream) { acc_set_cuda_stream(async, stream); }

int acc_set_cuda_stream(int async, void *stream) {
  start();
  int queue = queue_of(async);
  if (queue == acc_async_sync) return 0;
  pthread_mutex_lock(&lock);
  Queue *q = find_queue(queue, 1);
  if (q->owned) cufrt_check(cudaStreamDestroy(q->stream), "acc_set_cuda_stream", NULL, 0);
  q->stream = stream;
  q->owned = 0;
  pthread_mutex_unlock(&lock);
  return 1;
}

static void forget_queues(void) {
  pthread_mutex_lock(&lock);
  for (int i = 0; i < nqueues; i++)
    if (queues[i].owned) cudaStreamDestroy(queues[i].stream);
  nqueues = 0;
  pthread_mutex_unlock(&lock);
}

/* 1 when the queue's work has finished (a queue never used has none) */
static int queue_done(cudaStream_t s) {
  cudaError_t e = cudaStreamQuery(s);
  if (e == cudaErrorNotReady) return 0;
  cufrt_check(e, "acc_async_test", NULL, 0);
  return 1;
}

int acc_async_test(int async) {
  start();
  int queue = queue_of(async);
  pthread_mutex_lock(&lock);
  Queue *q = queue == acc_async_sync ? NULL : find_queue(queue, 0);
  int done = !q || queue_done(q->stream);
  pthread_mutex_unlock(&lock);
  return done;
}

int acc_async_test_all(void) {
  start();
  int dev = current_device(), done = 1;
  pthread_mutex_lock(&lock);
  for (int i = 0; i < nqueues && done; i++)
    if (queues[i].device == dev) done = queue_done(queues[i].stream);
  pthread_mutex_unlock(&lock);
  return done;
}

void acc_wait(int async) {
  start();
  int queue = queue_of(async);
  if (queue == acc_async_sync) return;
  pthread_mutex_lock(&lock);
  Queue *q = find_queue(queue, 0);
  cudaStream_t s = q ? q->stream : NULL;
  pthread_mutex_unlock(&lock);
  if (q) cufrt_check(cudaStreamSynchronize(s), "acc_wait", NULL, 0);
}

void acc_wait_all(void) {
  start();
  int dev = current_device();
  pthread_mutex_lock(&lock);
  for (int i = 0; i < nqueues; i++)
    if (queues[i].device == dev) cufrt_check(cudaStreamSynchronize(queues[i].stream), "acc_wait_all", NULL, 0);
  pthread_mutex_unlock(&lock);
}

/* on_queue's later work waits for queue's work so far, the host does not */
static void queue_waits(cudaStream_t on, cudaStream_t s) {
  cudaEvent_t e;
  cufrt_check(cudaEventCreateWithFlags(&e, cudaEventDisableTiming), "acc_wait_async", NULL, 0);
  cufrt_check(cudaEventRecord(e, s), "acc_wait_async", NULL, 0);
  cufrt_check(cudaStreamWaitEvent(on, e, 0), "acc_wait_async", NULL, 0);
  cufrt_check(cudaEventDestroy(e), "acc_wait_async", NULL, 0);
}

void acc_wait_async(int async, int on_queue) {
  cudaStream_t on = cufacc_queue_stream(on_queue);
  int queue = queue_of(async);
  pthread_mutex_lock(&lock);
  Queue *q = queue == acc_async_sync ? NULL : find_queue(queue, 0);
  if (q && q->stream != on) queue_waits(on, q->stream);
  pthread_mutex_unlock(&lock);
}

void acc_wait_all_async(int on_queue) {
  cudaStream_t on = cufacc_queue_stream(on_queue);
  int dev = current_device();
  pthread_mutex_lock(&lock);
  for (int i = 0; i < nqueues; i++)
    if (queues[i].device == dev && queues[i].stream != on) queue_waits(on, queues[i].stream);
  pthread_mutex_unlock(&lock);
}

/* the wait clause and directive (OpenACC 2.16.2-3): the host waits for the
   queue, or with async queue `on` does (acc_async_sync: the host) */
void cufacc_wait(int async, int on) {
  if (on == acc_async_sync) acc_wait(async);
  else acc_wait_async(async, on);
}

void cufacc_wait_all(int on) {
  if (on == acc_async_sync) acc_wait_all();
  else acc_wait_all_async(on);
}

/* the stream argument of a launch stub for a kernel of an async construct */
intptr_t cufacc_async_stream(int async) { return (intptr_t)cufacc_queue_stream(async); }

int acc_get_default_async(void) { return default_async; }

void acc_set_default_async(int queue) { default_async = queue; }

/* ---- device memory --------------------------------------------------------- */
void *acc_malloc(size_t bytes) {
  start();
  void *p = NULL;
  if (bytes && cudaMalloc(&p, bytes) != cudaSuccess) {
    cudaGetLastError();
    return NULL; /* OpenACC 3.2.24: NULL when it cannot allocate */
  }
  return p;
}

void acc_free(void *dev) {
  start();
  cufrt_check(cudaFree(dev), "acc_free", NULL, 0);
}

void acc_memcpy_to_device(void *dev, const void *host, size_t bytes) {
  start();
  cufrt_check(cudaMemcpy(dev, host, bytes, cudaMemcpyHostToDevice), "acc_memcpy_to_device", NULL, 0);
}

void acc_memcpy_from_device(void *host, const void *dev, size_t bytes) {
  start();
  cufrt_check(cudaMemcpy(host, dev, bytes, cudaMemcpyDeviceToHost), "acc_memcpy_from_device", NULL, 0);
}

void acc_memcpy_device(void *dst, const void *src, size_t bytes) {
  start();
  cufrt_check(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToDevice), "acc_memcpy_device", NULL, 0);
}

/* what a `type(*), dimension(*)` dummy receives: the address of an array
   element or variable (the data routines' (a, len) forms) */
void *cufacc_address_of(void *a) { return a; }

/* the Fortran forms: the host side is any contiguous variable of at least
   `bytes` bytes */
static void *host_bytes(const CFI_cdesc_t *d, size_t bytes, const char *routine) {
  size_t size = d->elem_len;
  for (int i = 0; i < d->rank; i++) size *= (size_t)d->dim[i].extent;
  if (d->rank > 0 && !CFI_is_contiguous(d)) cufrt_errorf(NULL, 0, "%s: the host data is not contiguous", routine);
  if (bytes > size)
    cufrt_errorf(NULL, 0, "%s: %zu bytes asked for, the host data has %zu", routine, bytes, size);
  return d->base_addr;
}

void cufacc_memcpy_to_device_desc(void *dev, const CFI_cdesc_t *src, size_t bytes) {
  acc_memcpy_to_device(dev, host_bytes(src, bytes, "acc_memcpy_to_device"), bytes);
}

void cufacc_memcpy_from_device_desc(CFI_cdesc_t *dst, const void *dev, size_t bytes) {
  acc_memcpy_from_device(host_bytes(dst, bytes, "acc_memcpy_from_device"), dev, bytes);
}

/* ---- measurement variants ------------------------------------------------ */
static void set_variant(const char *spec, const char *what) {
  static const int shapes[][2] = CUFRT_MATMUL_SHAPES;
  const char *p = spec;
  while (*p) {
    size_t n = strcspn(p, ",");
    int rx, ry, used = 0;
    if (n == 13 && !strncasecmp(p, "results=defer", n)) eager_results = 0;
    else if (n == 13 && !strncasecmp(p, "results=eager", n)) eager_results = 1;
    else if (sscanf(p, "matmul=%dx%d%n", &rx, &ry, &used) == 2 && (size_t)used == n) {
      int k = 0;
      while (k < CUFRT_MATMUL_NSHAPES && (shapes[k][0] != rx || shapes[k][1] != ry)) k++;
      if (k == CUFRT_MATMUL_NSHAPES)
        cufrt_errorf(NULL, 0, "%s%s: matmul=%dx%d is not a tiled shape (1x4, 2x4, 4x4, 4x8)", what, spec, rx, ry);
      matmul_shape = k;
    } else {
      cufrt_errorf(NULL, 0, "%s%s: expected results=defer|eager or matmul=RXxRY, separated by commas", what, spec);
    }
    p += n + (p[n] == ',');
  }
}

void cufacc_set_variant(const char *spec) {
  start();
  set_variant(spec, "cufacc_set_variant: ");
}

int cufacc_matmul_shape(void) {
  start();
  return matmul_shape;
}

/* ---- deferred reduction results -------------------------------------------- */
enum { MAX_PENDING = 16 };
typedef struct Pending {
  void *host;
  const void *dev;
  size_t bytes;
  cudaStream_t stream;
} Pending;
static __thread Pending pending[MAX_PENDING];
static __thread int npending;

void cufacc_wait_results(void) {
  for (int i = 0; i < npending; i++)
    cufrt_check((int)cudaMemcpyAsync(pending[i].host, pending[i].dev, pending[i].bytes, cudaMemcpyDeviceToHost,
                                pending[i].stream), "the result of an accelerator reduction", NULL, 0);
  for (int i = 0; i < npending; i++) cudaStreamSynchronize(pending[i].stream);
  npending = 0;
}

void cufacc_defer_result(void *host, const void *dev, size_t bytes, void *stream) {
  start();
  if (npending == MAX_PENDING) cufacc_wait_results();
  pending[npending++] = (Pending){host, dev, bytes, (cudaStream_t)stream};
  if (eager_results) cufacc_wait_results();
}

/* ---- generated code ------------------------------------------------------ */
int cufacc_regions_on_host(void) {
  start();
  if (selected == acc_device_none) selected = resolve(acc_device_default, "accelerator region");
  return selected == acc_device_host;
}

static int dims(char *buf, size_t size, int x, int y, int z) {
  if (z > 1) return snprintf(buf, size, "%dx%dx%d", x, y, z);
  if (y > 1) return snprintf(buf, size, "%dx%d", x, y);
  return snprintf(buf, size, "%d", x);
}

void cufacc_notify_transfer(int upload, const char *file, const char *function, int line,
                            const char *variable, size_t bytes) {
  start();
  if (!(notify & NOTIFY_TRANSFERS)) return;
  printf("%s CUDA data  file=%s function=%s line=%d device=%d variable=%s bytes=%zu\n",
         upload ? "upload" : "download", file, function, line, current_device(), variable, bytes);
  fflush(stdout);
}

void cufacc_check_launch(const char *file, int line) {
  cudaError_t e = cudaPeekAtLastError();
  if (e == cudaSuccess) return;
  fprintf(stderr, "%s:%d: error: the accelerator kernel of this region could not be launched: %s\n", file, line,
          cudaGetErrorString(e));
  exit(1);
}

void cufacc_notify_launch(const char *file, const char *function, int line, int gx, int gy, int gz, int bx,
                          int by, int bz) {
  cufacc_regions_on_host(); /* a launch selects the default type */
  if (!(notify & NOTIFY_LAUNCHES)) return;
  char grid[48], block[48];
  dims(grid, sizeof grid, gx, gy, gz);
  dims(block, sizeof block, bx, by, bz);
  printf("launch CUDA kernel  file=%s function=%s line=%d device=%d num_gangs=%lld num_workers=%d "
         "vector_length=%d grid=%s block=%s\n", file, function, line, current_device(),
         (long long)gx * gy * gz, by * bz, bx, grid, block);
  fflush(stdout);
}
