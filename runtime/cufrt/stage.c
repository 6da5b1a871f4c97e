/*
 * stage.c — host<->device transfers of pageable host memory staged through
 * pinned buffers (issue 16 item 2).
 *
 * The DMA engine reads and writes only page-locked memory; cudaMemcpy from
 * a pageable array copies it through the driver's own staging buffers on
 * one host thread (6.7 GB/s h2d measured on an H100, against 53.5 GB/s from
 * pinned memory).  Here the host side of a transfer is cut into chunks that
 * go round a ring of pinned buffers: a few persistent host threads copy a
 * chunk into a buffer (gathering a strided section on the way) while the
 * DMAs of earlier chunks run (cudaMemcpyAsync on the caller's stream, an
 * event per buffer); device to host the same in reverse (the DMAs fill
 * buffers ahead, the threads copy out those that have arrived).  The
 * pipeline is described at `stage` below.
 *
 * Settings, read once from the environment (sizes take a K, M or G suffix):
 *   CUFRT_STAGE_CHUNK    bytes per chunk and pinned buffer  (default 4M)
 *   CUFRT_STAGE_DEPTH    pinned buffers in the ring, chunks in flight
 *                        (default 8, 2 to 16: on an H100, d2h pageable
 *                        ran 3.0-4.2x cudaMemcpy with 8, 2.0-2.4x with 4,
 *                        bench/README.md)
 *   CUFRT_STAGE_THREADS  host threads copying, the caller's included
 *                        (default 16, at most the processors online:
 *                        stride-2 sections are bound by the host threads
 *                        that pack and unpack them, bench/README.md)
 *   CUFRT_STAGE_CONTIG_THREADS  of those, how many copy a contiguous host
 *                        side (default 8: a memory-bound copy, which ran
 *                        2.3-2.8x cudaMemcpy d2h with 8, 1.9-2.2x with 16)
 *   CUFRT_STAGE_STREAM   device-to-host transfers into contiguous host
 *                        memory of at least this many bytes are copied out
 *                        of the buffers with streaming (non-temporal)
 *                        stores (default 64M; 0: never, host to device
 *                        too, which otherwise fills the buffers from
 *                        contiguous host memory with them)
 *   CUFRT_STAGE_PART     bytes a host thread copies at least (a part of a
 *                        chunk), and the smallest chunk (default 256K)
 *   CUFRT_STAGE_MIN      contiguous pageable transfers below this go
 *                        straight to cudaMemcpy (default 1M; 0 stages all)
 *   CUFRT_STAGE_SPAN     h2d from pinned memory: a strided section whose
 *                        covering span is at most this many times its bytes
 *                        crosses PCIe whole and is gathered on the device
 *                        (default 2; 0: always pack on the host)
 *   CUFRT_STAGE_ROW      pinned sections whose contiguous rows are at least
 *                        this many bytes go by cudaMemcpy2D (default 512)
 *   CUFRT_STAGE_SMALL    sections of fewer bytes go by cudaMemcpy2D, rows
 *                        of one element where they must (default 64K: the
 *                        H200 sweep of 2026-11-26 timed a packed stride-2
 *                        section of 1-64 KiB at 0.09-0.15 of a contiguous
 *                        cudaMemcpy, about 100 us of fixed cost, where a
 *                        2-D copy costs a few ns a row)
 *   CUFRT_STRIDED_VARIANT  pinned sections of single elements (a(1:n:2)),
 *                        a measurement knob (bench/run.sh variants):
 *                        `stage` (default) as above; `span`: device to host
 *                        through the covering span (transfer.c,
 *                        copy_span_d2h); `2d`: cudaMemcpy2D, rows of one
 *                        element, whatever the size
 */
#include "cufrt.h"
#include "cufrt_internal.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* ---- settings ------------------------------------------------------------ */
static cufrt_stage_settings settings;
static pthread_once_t settings_once = PTHREAD_ONCE_INIT;

static size_t env_size(const char *name, size_t dflt) {
  const char *s = getenv(name);
  if (!s || !*s) return dflt;
  char *end;
  unsigned long long v = strtoull(s, &end, 10);
  switch (*end) {
  case 'k': case 'K': v <<= 10; end++; break;
  case 'm': case 'M': v <<= 20; end++; break;
  case 'g': case 'G': v <<= 30; end++; break;
  default: break;
  }
  if (end == s || *end) cufrt_errorf(NULL, 0, "%s=%s is not a size (digits, then K, M or G)", name, s);
  return (size_t)v;
}

static void read_settings(void) {
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  settings.chunk = env_size("CUFRT_STAGE_CHUNK", (size_t)4 << 20);
  settings.depth = env_size("CUFRT_STAGE_DEPTH", 8);
  settings.threads = env_size("CUFRT_STAGE_THREADS", 16);
  settings.contig_threads = env_size("CUFRT_STAGE_CONTIG_THREADS", 8);
  settings.stream = env_size("CUFRT_STAGE_STREAM", (size_t)64 << 20);
  settings.min = env_size("CUFRT_STAGE_MIN", (size_t)1 << 20);
  settings.span = env_size("CUFRT_STAGE_SPAN", 2);
  settings.row = env_size("CUFRT_STAGE_ROW", 512);
  settings.small = env_size("CUFRT_STAGE_SMALL", (size_t)64 << 10);
  settings.part = env_size("CUFRT_STAGE_PART", (size_t)256 << 10);
  const char *v = getenv("CUFRT_STRIDED_VARIANT");
  if (v && *v) {
    if (!strcmp(v, "span")) settings.strided = CUFRT_STRIDED_SPAN;
    else if (!strcmp(v, "2d")) settings.strided = CUFRT_STRIDED_2D;
    else if (strcmp(v, "stage")) cufrt_errorf(NULL, 0, "CUFRT_STRIDED_VARIANT=%s: not stage, span or 2d", v);
  }
  if (settings.chunk < 4096) settings.chunk = 4096;
  if (settings.part < 4096) settings.part = 4096;
  if (settings.depth < 2) settings.depth = 2;
  if (settings.depth > CUFRT_STAGE_MAXDEPTH) settings.depth = CUFRT_STAGE_MAXDEPTH;
  if (cpus > 0 && settings.threads > (size_t)cpus) settings.threads = (size_t)cpus;
  if (settings.threads < 1) settings.threads = 1;
  if (settings.threads > CUFRT_STAGE_MAXTHREADS) settings.threads = CUFRT_STAGE_MAXTHREADS;
  if (settings.contig_threads > settings.threads) settings.contig_threads = settings.threads;
  if (settings.contig_threads < 1) settings.contig_threads = 1;
}

const cufrt_stage_settings *cufrt_stage_settings_get(void) {
  pthread_once(&settings_once, read_settings);
  return &settings;
}

/* ---- host threads ---------------------------------------------------------
 * One job at a time (job_lock).  A job is a list of parts of which only
 * those below `open` may be taken: the pipeline opens a chunk's parts when
 * its data is there (or its buffer free) and threads that find no open part
 * spin until one opens, so that no thread sleeps between the chunks of a
 * transfer.  The caller publishes its job (on its stack) under `lock` and
 * takes parts itself between its own duties; a worker that wakes while the
 * job is published joins it (counted in busy) and takes parts until all are
 * taken; the caller waits until busy is 0 and unpublishes the job, so a
 * worker that wakes late finds none. */
typedef void (*part_fn)(void *arg, size_t part);

typedef struct {
  part_fn fn;
  void *arg;
  size_t nparts;
  atomic_size_t next; /* the next part to take */
  atomic_size_t open; /* parts below this may be taken */
  size_t busy;        /* workers in the job (under crew.lock) */
} job;

static struct {
  pthread_mutex_t job_lock, lock;
  pthread_cond_t work, done;
  unsigned long generation;
  job *current;
  size_t nworkers;
} crew = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
          PTHREAD_COND_INITIALIZER, 0, NULL, 0};

/* A wait that costs little: a pause instruction, then after a while the
   processor to others (an oversubscribed machine, emulation). */
static void relax(unsigned *spins) {
  if (++*spins < 1000) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
  } else {
    sched_yield();
  }
}

/* Runs one open part; 0 when none is open now. */
static int take_part(job *j) {
  size_t p = atomic_load_explicit(&j->next, memory_order_relaxed);
  while (p < atomic_load_explicit(&j->open, memory_order_acquire))
    if (atomic_compare_exchange_weak(&j->next, &p, p + 1)) {
      j->fn(j->arg, p);
      return 1;
    }
  return 0;
}

static void *worker(void *unused) {
  (void)unused;
  unsigned long seen = 0;
  pthread_mutex_lock(&crew.lock);
  for (;;) {
    while (crew.generation == seen) pthread_cond_wait(&crew.work, &crew.lock);
    seen = crew.generation;
    job *j = crew.current;
    if (!j) continue;
    j->busy++;
    pthread_mutex_unlock(&crew.lock);
    for (unsigned spins = 0; atomic_load_explicit(&j->next, memory_order_relaxed) < j->nparts;)
      if (take_part(j)) spins = 0;
      else relax(&spins);
    pthread_mutex_lock(&crew.lock);
    if (--j->busy == 0) pthread_cond_signal(&crew.done);
  }
  return NULL;
}

/* Workers start on first use; one that cannot start leaves fewer threads. */
static void start_workers(size_t want) {
  while (crew.nworkers < want) {
    pthread_t t;
    if (pthread_create(&t, NULL, worker, NULL) != 0) break;
    pthread_detach(t);
    crew.nworkers++;
  }
}

static void job_begin(job *j) {
  pthread_mutex_lock(&crew.job_lock);
  pthread_mutex_lock(&crew.lock);
  start_workers(cufrt_stage_settings_get()->threads - 1);
  crew.current = j;
  crew.generation++;
  pthread_cond_broadcast(&crew.work);
  pthread_mutex_unlock(&crew.lock);
}

/* after every part is done */
static void job_end(job *j) {
  pthread_mutex_lock(&crew.lock);
  while (j->busy > 0) pthread_cond_wait(&crew.done, &crew.lock);
  crew.current = NULL;
  pthread_mutex_unlock(&crew.lock);
  pthread_mutex_unlock(&crew.job_lock);
}

/* ---- pinned buffers, per device ------------------------------------------
 * A ring of CUFRT_STAGE_DEPTH buffers of CUFRT_STAGE_CHUNK bytes, allocated
 * on first use (portable pinned memory, cudaHostAlloc) and kept for the
 * program's life.  The event of a buffer marks the end of the last DMA that
 * used it: a buffer is refilled only after it.  One transfer at a time per
 * device (lock); an h2d transfer on a user stream may return while its last
 * DMAs still read the buffers, as cudaMemcpyAsync from pageable memory
 * returns once the data is staged. */
enum { MAXDEV = 16 };
typedef struct {
  char *p;
  cudaEvent_t done;
} pinned_buf;
static struct {
  pthread_mutex_t lock;
  pinned_buf buf[CUFRT_STAGE_MAXDEPTH];
} pools[MAXDEV];
static pthread_once_t pools_once = PTHREAD_ONCE_INIT;

static void init_pools(void) {
  for (int d = 0; d < MAXDEV; d++) pthread_mutex_init(&pools[d].lock, NULL);
}

/* The pool of the current device, locked; NULL when none can be had, or
   when an element is larger than a buffer (the caller moves the data
   unstaged). */
static pinned_buf *pool_take(int *dev, size_t elem) {
  const cufrt_stage_settings *cfg = cufrt_stage_settings_get();
  pthread_once(&pools_once, init_pools);
  if (elem > cfg->chunk) return NULL;
  if (cudaGetDevice(dev) != cudaSuccess || *dev < 0 || *dev >= MAXDEV) {
    (void)cudaGetLastError();
    return NULL;
  }
  pthread_mutex_lock(&pools[*dev].lock);
  pinned_buf *b = pools[*dev].buf;
  for (size_t i = 0; i < cfg->depth; i++) {
    if (b[i].p) continue;
    void *p = NULL;
    if (cudaHostAlloc(&p, cfg->chunk, cudaHostAllocPortable) != cudaSuccess ||
        cudaEventCreateWithFlags(&b[i].done, cudaEventDisableTiming) != cudaSuccess) {
      (void)cudaGetLastError();
      if (p) cudaFreeHost(p);
      pthread_mutex_unlock(&pools[*dev].lock);
      return NULL;
    }
    b[i].p = p;
    if (cudaEventRecord(b[i].done, 0) != cudaSuccess) (void)cudaGetLastError();
  }
  return b;
}

static void pool_give(int dev) { pthread_mutex_unlock(&pools[dev].lock); }

/* ---- streaming stores -----------------------------------------------------
 * A device-to-host copy into a large contiguous array writes lines that no
 * cache holds: ordinary stores first read each line from memory (a third of
 * the traffic), non-temporal ones write it whole.  Host to device, the
 * pinned buffers are written for the DMA engine alone: streaming stores
 * leave no dirty lines in the caches for its reads to snoop.  The fence
 * makes the stores visible before the part is counted done (they are
 * weakly ordered). */
static void copy_streaming(char *d, const char *s, size_t bytes) {
#if defined(__SSE2__)
  size_t head = (16 - ((uintptr_t)d & 15)) & 15;
  if (head > bytes) head = bytes;
  memcpy(d, s, head);
  d += head, s += head, bytes -= head;
  for (; bytes >= 64; bytes -= 64, d += 64, s += 64) {
    __m128i x0 = _mm_loadu_si128((const __m128i *)s), x1 = _mm_loadu_si128((const __m128i *)(s + 16));
    __m128i x2 = _mm_loadu_si128((const __m128i *)(s + 32)), x3 = _mm_loadu_si128((const __m128i *)(s + 48));
    _mm_stream_si128((__m128i *)d, x0);
    _mm_stream_si128((__m128i *)(d + 16), x1);
    _mm_stream_si128((__m128i *)(d + 32), x2);
    _mm_stream_si128((__m128i *)(d + 48), x3);
  }
  memcpy(d, s, bytes);
  _mm_sfence();
#else
  memcpy(d, s, bytes);
#endif
}

/* ---- the pipeline ---------------------------------------------------------
 * The transfer is cut into chunks of the buffer's size, chunk c in buffer
 * c % depth, and each chunk into `slices` parts for the host threads.  The
 * caller drives it, without waiting on any one thing while another could
 * go on:
 *   h2d: a chunk opens when the DMA that last read its buffer is done; the
 *        threads pack its parts into the buffer; when all are done its DMA
 *        is issued (cudaMemcpyAsync and the buffer's event on the stream);
 *   d2h: a chunk's DMA is issued as soon as its buffer is free; the chunk
 *        opens when the DMA has arrived (the event); when the threads have
 *        unpacked all its parts the buffer is free for chunk c + depth.
 * So up to `depth` chunks are in flight, the DMA of one overlapping the host
 * threads' work on others, and a thread done with its part of one chunk
 * goes on to the next open one instead of waiting for the others.  `it` is
 * the joint iteration space of the whole transfer with the device side
 * contiguous; the host side is at `host` with its strides in it. */
typedef struct {
  job j;
  char *dev;          /* device side (contiguous) */
  char *host;         /* host side: the source of h2d, the destination of d2h */
  const cufrt_iter *it;
  size_t n, elem, per; /* elements: all, a chunk's */
  size_t slices, depth;
  int h2d, streaming; /* streaming: a contiguous host side copied with streaming stores */
  pinned_buf *buf;
  atomic_size_t filled[CUFRT_STAGE_MAXDEPTH]; /* parts done of the chunk in each buffer */
} ring;

/* Start of part s (of `slices`) of a chunk of len elements: multiples of 64
   elements, so that two threads rarely write the same cache line. */
static size_t slice_start(size_t len, size_t s, size_t slices) {
  return s == slices ? len : (len * s / slices) & ~(size_t)63;
}

static size_t chunk_len(const ring *r, size_t c) { return r->n - c * r->per < r->per ? r->n - c * r->per : r->per; }

static void ring_part(void *arg, size_t p) {
  ring *r = arg;
  const cufrt_iter *it = r->it;
  size_t c = p / r->slices, s = p % r->slices, e0 = c * r->per, len = chunk_len(r, c);
  size_t a = e0 + slice_start(len, s, r->slices), b = e0 + slice_start(len, s + 1, r->slices);
  char *staged = r->buf[c % r->depth].p + (a - e0) * r->elem;
  if (a < b) {
    if (r->streaming)
      copy_streaming(r->h2d ? staged : r->host + a * r->elem, r->h2d ? r->host + a * r->elem : staged,
                     (b - a) * r->elem);
    else if (r->h2d)
      cufrt_copy_range(staged, r->host + cufrt_iter_offset(it, it->ssm, a), it, r->elem, a, b);
    else
      cufrt_copy_range(r->host + cufrt_iter_offset(it, it->dsm, a), staged, it, r->elem, a, b);
  }
  atomic_fetch_add_explicit(&r->filled[c % r->depth], 1, memory_order_release);
}

/* the DMA of chunk c between its buffer and the device */
static void ring_issue(const ring *r, size_t c, cudaStream_t stream, const char *what, const char *file,
                       int line) {
  pinned_buf *q = &r->buf[c % r->depth];
  char *d = r->dev + c * r->per * r->elem;
  size_t bytes = chunk_len(r, c) * r->elem;
  if (!r->h2d && c < r->depth) cufrt_check(cudaEventSynchronize(q->done), what, file, line);
  cufrt_check(r->h2d ? cudaMemcpyAsync(d, q->p, bytes, cudaMemcpyHostToDevice, stream)
                     : cudaMemcpyAsync(q->p, d, bytes, cudaMemcpyDeviceToHost, stream),
              what, file, line);
  cufrt_check(cudaEventRecord(q->done, stream), what, file, line);
}

/* 1 when the last DMA recorded on the event is done.  "Not ready" is no
   error: it must not linger in cudaGetLastError for the program to find. */
static int arrived(cudaEvent_t e, const char *what, const char *file, int line) {
  cudaError_t err = cudaEventQuery(e);
  if (err == cudaErrorNotReady) {
    if (cudaPeekAtLastError() == cudaErrorNotReady) (void)cudaGetLastError();
    return 0;
  }
  cufrt_check(err, what, file, line);
  return 1;
}

static int stage(char *dev, char *host, const cufrt_iter *it, size_t n, size_t elem, int h2d, cudaStream_t stream,
                 const char *what, const char *file, int line) {
  const cufrt_stage_settings *cfg = cufrt_stage_settings_get();
  int devno;
  pinned_buf *b = pool_take(&devno, elem);
  if (!b) return 0;
  /* Chunks of the buffer's size, or smaller for a transfer of fewer than
     `depth` of those, down to a part: so that a few MiB still make a
     pipeline (the DMA of one chunk while the threads copy the next); parts
     of at least CUFRT_STAGE_PART bytes, since smaller ones cost more in
     hand-offs than they save, so a transfer under two parts wakes no
     thread */
  const size_t PART_MIN = cfg->part;
  size_t chunk = n * elem / cfg->depth;
  if (chunk > cfg->chunk) chunk = cfg->chunk;
  if (chunk < PART_MIN) chunk = PART_MIN < cfg->chunk ? PART_MIN : cfg->chunk;
  if (chunk < elem) chunk = elem; /* pool_take: elem <= cfg->chunk */
  ring r = {.dev = dev, .host = host, .it = it, .n = n, .elem = elem, .per = chunk / elem, .depth = cfg->depth,
            .h2d = h2d, .buf = b};
  /* the host side's strides: the source's h2d, the destination's d2h */
  int contiguous = it->rank == 1 && (h2d ? it->ssm : it->dsm)[0] == (long long)elem;
  r.streaming = contiguous && cfg->stream > 0 && (h2d || n * elem >= cfg->stream);
  r.slices = (n < r.per ? n : r.per) * elem / PART_MIN;
  size_t threads = contiguous ? cfg->contig_threads : cfg->threads;
  if (r.slices > threads) r.slices = threads;
  if (r.slices < 1) r.slices = 1;
  size_t nchunks = (n + r.per - 1) / r.per, D = r.depth, S = r.slices;
  r.j.fn = ring_part;
  r.j.arg = &r;
  r.j.nparts = nchunks * S;
  atomic_init(&r.j.next, 0);
  atomic_init(&r.j.open, 0);
  for (size_t k = 0; k < D; k++) atomic_init(&r.filled[k], 0);
  int crew_on = cfg->threads > 1 && r.j.nparts > 1;
  if (crew_on) job_begin(&r.j);
  /* opened: chunks whose parts are open; closed: chunks whose parts are all
     done (and, h2d, whose DMA is issued); issued (d2h): DMAs issued */
  size_t opened = 0, closed = 0, issued = 0;
  for (unsigned spins = 0; closed < nchunks;) {
    int busy = 0;
    if (!h2d)
      for (; issued < nchunks && issued < closed + D; issued++, busy = 1) ring_issue(&r, issued, stream, what, file, line);
    if (opened < nchunks && opened < (h2d ? closed + D : issued) && arrived(b[opened % D].done, what, file, line)) {
      opened++;
      atomic_store_explicit(&r.j.open, opened * S, memory_order_release);
      busy = 1;
    }
    if (closed < opened && atomic_load_explicit(&r.filled[closed % D], memory_order_acquire) == S) {
      atomic_store_explicit(&r.filled[closed % D], 0, memory_order_relaxed);
      if (h2d) ring_issue(&r, closed, stream, what, file, line);
      closed++;
      busy = 1;
    }
    if (take_part(&r.j)) busy = 1;
    if (busy) spins = 0;
    else relax(&spins);
  }
  if (crew_on) job_end(&r.j);
  if (h2d && stream == 0) cufrt_check(cudaEventSynchronize(b[(nchunks - 1) % D].done), what, file, line);
  pool_give(devno);
  return 1;
}

int cufrt_stage_h2d(char *dev_dst, const char *host, const cufrt_iter *it, size_t n, size_t elem,
                    cudaStream_t stream, const char *what, const char *file, int line) {
  /* the host side is only read (ring_part) */
  return stage(dev_dst, (char *)host, it, n, elem, 1, stream, what, file, line);
}

int cufrt_stage_d2h(char *host, const char *dev_src, const cufrt_iter *it, size_t n, size_t elem,
                    cudaStream_t stream, const char *what, const char *file, int line) {
  /* the device side is only read (ring_issue) */
  return stage((char *)dev_src, host, it, n, elem, 0, stream, what, file, line);
}
