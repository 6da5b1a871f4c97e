/*
 * mpi_staging.c — device buffers for an MPI that is not CUDA-aware
 * (issue 14; book ch.4 4.2.2; docs/multigpu-mpi.md).
 *
 * CUDA Fortran passes a device array given to an MPI routine as its device
 * address (src/cuda/hostuse.c), which a CUDA-aware MPI reads and writes
 * directly.  For one that is not, cufc links this library (libcufrt_mpi.a)
 * into MPI programs: it defines the Fortran entry points of the routines
 * below, for `include 'mpif.h'` / `use mpi` (mpi_send_) and `use mpi_f08`
 * (mpi_send_f08_), and each passes its arguments on to the profiling entry
 * point (pmpi_send_, pmpi_send_f08_).  When staging is on and a buffer is
 * device memory (cudaPointerGetAttributes), the routine gets a pinned host
 * copy instead: filled from the device before a send, copied back to the
 * device after a receive, for a nonblocking receive when MPI_Wait or
 * MPI_Waitall completes it.
 *
 * Staging is on when CUFC_MPI_STAGING=1 (2: and say at exit how many
 * buffers it staged), off when it is 0, else on unless the MPI says it is
 * CUDA-aware (MPIX_Query_cuda_support, Open MPI's mpi-ext.h).  Other
 * routines get device buffers as they are.
 */
#include <mpi.h>
#if defined(__has_include)
#if __has_include(<mpi-ext.h>)
#include <mpi-ext.h>
#endif
#endif
#include <cuda_runtime_api.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static size_t nstaged, staged_bytes; /* under lock */

static void report(void) {
  fprintf(stderr, "cufc: MPI staging: %zu device buffers staged through host memory (%zu bytes)\n", nstaged,
          staged_bytes);
}

static int staging(void) {
  static int on = -1;
  if (on < 0) {
    const char *e = getenv("CUFC_MPI_STAGING");
    if (e && *e && atoi(e) == 2) atexit(report);
    if (e && *e) on = atoi(e) != 0;
#if defined(OMPI_HAVE_MPI_EXT_CUDA) && OMPI_HAVE_MPI_EXT_CUDA
    else on = !MPIX_Query_cuda_support();
#else
    else on = 1;
#endif
  }
  return on;
}

static int is_device(const void *p) {
  struct cudaPointerAttributes a;
  if (!p || cudaPointerGetAttributes(&a, p) != cudaSuccess) {
    cudaGetLastError(); /* a host pointer is no error of the program's */
    return 0;
  }
  return a.type == cudaMemoryTypeDevice;
}

/* the bytes count elements of a datatype span from the buffer's start */
static size_t span(MPI_Fint count, MPI_Fint type) {
  MPI_Aint lb, extent, true_lb, true_extent;
  MPI_Datatype t = MPI_Type_f2c(type);
  if (count <= 0 || MPI_Type_get_extent(t, &lb, &extent) != MPI_SUCCESS ||
      MPI_Type_get_true_extent(t, &true_lb, &true_extent) != MPI_SUCCESS)
    return 0;
  return (size_t)(true_lb + (count - 1) * extent + true_extent);
}

static int comm_size(MPI_Fint comm) {
  int n = 1;
  MPI_Comm_size(MPI_Comm_f2c(comm), &n);
  return n;
}

/* ---- pinned host buffers, a few kept for reuse ---------------------------- */
enum { POOL = 8 };
typedef struct { void *p; size_t n; } pinned;
static pinned pool[POOL];

static void *pinned_get(size_t n) {
  void *p = NULL;
  pthread_mutex_lock(&lock);
  nstaged++;
  staged_bytes += n;
  for (int i = 0; i < POOL && !p; i++)
    if (pool[i].p && pool[i].n >= n) p = pool[i].p, pool[i].p = NULL;
  pthread_mutex_unlock(&lock);
  if (!p && cudaMallocHost(&p, n) != cudaSuccess) {
    fprintf(stderr, "cufc: error: MPI staging: cannot allocate %zu bytes of pinned host memory\n", n);
    exit(1);
  }
  return p;
}

static void pinned_put(void *p, size_t n) {
  pthread_mutex_lock(&lock);
  for (int i = 0; i < POOL && p; i++)
    if (!pool[i].p) pool[i].p = p, pool[i].n = n, p = NULL;
  pthread_mutex_unlock(&lock);
  if (p) cudaFreeHost(p);
}

/* ---- a staged buffer ------------------------------------------------------- */
typedef struct { void *dev, *host; size_t bytes; } Staged;

/* What MPI gets for buf: buf itself, or a host copy (filled from the device
 * when fill) if staging is on and buf is device memory. */
static void *stage(Staged *s, void *buf, size_t bytes, int fill) {
  *s = (Staged){NULL, buf, bytes};
  if (!bytes || !staging() || !is_device(buf)) return buf;
  s->dev = buf;
  s->host = pinned_get(bytes);
  if (fill) cudaMemcpy(s->host, buf, bytes, cudaMemcpyDeviceToHost);
  return s->host;
}

/* After MPI is done with the buffer: back to the device when received. */
static void unstage(Staged *s, int received) {
  if (!s->dev) return;
  if (received) cudaMemcpy(s->dev, s->host, s->bytes, cudaMemcpyHostToDevice);
  pinned_put(s->host, s->bytes);
  s->dev = NULL;
}

/* nonblocking calls: the staged buffer of each pending request */
typedef struct { MPI_Fint request; int received; Staged s; } Pending;
static Pending *pending;
static size_t npending, cappending;

static void pending_add(MPI_Fint request, const Staged *s, int received) {
  if (!s->dev) return;
  pthread_mutex_lock(&lock);
  if (npending == cappending) {
    cappending = cappending ? 2 * cappending : 16;
    pending = realloc(pending, cappending * sizeof *pending);
    if (!pending) {
      fprintf(stderr, "cufc: error: MPI staging: out of memory\n");
      exit(1);
    }
  }
  pending[npending++] = (Pending){request, received, *s};
  pthread_mutex_unlock(&lock);
}

/* request (its value before MPI_Wait* freed it) has completed */
static void pending_done(MPI_Fint request) {
  Pending done = {0};
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < npending; i++)
    if (pending[i].request == request) {
      done = pending[i];
      pending[i] = pending[--npending];
      break;
    }
  pthread_mutex_unlock(&lock);
  unstage(&done.s, done.received);
}

/* ---- the routines: one body, two bindings ---------------------------------- */
/* The mpif.h / use mpi entry point and the mpi_f08 one (whose ierror is
 * optional: NULL when absent) take the same addresses: handles are integers
 * in both.  The f08 profiling entries are weak, for programs that link no
 * mpi_f08 library. */
#define LIST(...) __VA_ARGS__
#define BINDINGS(name, params, args)                                          \
  typedef void name##_fn params;                                             \
  extern name##_fn p##name##_;                                               \
  extern name##_fn p##name##_f08_ __attribute__((weak));                     \
  name##_fn name##_, name##_f08_;                                            \
  void name##_ params { name##_staged(p##name##_, LIST args); }              \
  void name##_f08_ params { name##_staged(p##name##_f08_, LIST args); }

typedef MPI_Fint F;

static void mpi_send_staged(void (*f)(void *, F *, F *, F *, F *, F *, F *), void *buf, F *count, F *type,
                            F *dest, F *tag, F *comm, F *ierr) {
  Staged s;
  f(stage(&s, buf, span(*count, *type), 1), count, type, dest, tag, comm, ierr);
  unstage(&s, 0);
}
BINDINGS(mpi_send, (void *buf, F *count, F *type, F *dest, F *tag, F *comm, F *ierr),
         (buf, count, type, dest, tag, comm, ierr))

static void mpi_recv_staged(void (*f)(void *, F *, F *, F *, F *, F *, F *, F *), void *buf, F *count, F *type,
                            F *source, F *tag, F *comm, F *status, F *ierr) {
  Staged s;
  f(stage(&s, buf, span(*count, *type), 0), count, type, source, tag, comm, status, ierr);
  unstage(&s, 1);
}
BINDINGS(mpi_recv, (void *buf, F *count, F *type, F *source, F *tag, F *comm, F *status, F *ierr),
         (buf, count, type, source, tag, comm, status, ierr))

static void mpi_sendrecv_staged(void (*f)(void *, F *, F *, F *, F *, void *, F *, F *, F *, F *, F *, F *, F *),
                                void *sbuf, F *scount, F *stype, F *dest, F *stag, void *rbuf, F *rcount,
                                F *rtype, F *source, F *rtag, F *comm, F *status, F *ierr) {
  Staged s, r;
  void *hs = stage(&s, sbuf, span(*scount, *stype), 1);
  f(hs, scount, stype, dest, stag, stage(&r, rbuf, span(*rcount, *rtype), 0), rcount, rtype, source, rtag, comm,
    status, ierr);
  unstage(&s, 0);
  unstage(&r, 1);
}
BINDINGS(mpi_sendrecv,
         (void *sbuf, F *scount, F *stype, F *dest, F *stag, void *rbuf, F *rcount, F *rtype, F *source, F *rtag,
          F *comm, F *status, F *ierr),
         (sbuf, scount, stype, dest, stag, rbuf, rcount, rtype, source, rtag, comm, status, ierr))

static void mpi_isend_staged(void (*f)(void *, F *, F *, F *, F *, F *, F *, F *), void *buf, F *count, F *type,
                             F *dest, F *tag, F *comm, F *request, F *ierr) {
  Staged s;
  f(stage(&s, buf, span(*count, *type), 1), count, type, dest, tag, comm, request, ierr);
  pending_add(*request, &s, 0);
}
BINDINGS(mpi_isend, (void *buf, F *count, F *type, F *dest, F *tag, F *comm, F *request, F *ierr),
         (buf, count, type, dest, tag, comm, request, ierr))

static void mpi_irecv_staged(void (*f)(void *, F *, F *, F *, F *, F *, F *, F *), void *buf, F *count, F *type,
                             F *source, F *tag, F *comm, F *request, F *ierr) {
  Staged s;
  f(stage(&s, buf, span(*count, *type), 0), count, type, source, tag, comm, request, ierr);
  pending_add(*request, &s, 1);
}
BINDINGS(mpi_irecv, (void *buf, F *count, F *type, F *source, F *tag, F *comm, F *request, F *ierr),
         (buf, count, type, source, tag, comm, request, ierr))

static void mpi_wait_staged(void (*f)(F *, F *, F *), F *request, F *status, F *ierr) {
  F r = *request;
  f(request, status, ierr);
  pending_done(r);
}
BINDINGS(mpi_wait, (F *request, F *status, F *ierr), (request, status, ierr))

static void mpi_waitall_staged(void (*f)(F *, F *, F *, F *), F *count, F *requests, F *statuses, F *ierr) {
  F n = *count > 0 ? *count : 0;
  F *r = malloc(((size_t)n + 1) * sizeof *r);
  if (r) memcpy(r, requests, (size_t)n * sizeof *r);
  f(count, requests, statuses, ierr);
  for (F i = 0; r && i < n; i++) pending_done(r[i]);
  free(r);
}
BINDINGS(mpi_waitall, (F *count, F *requests, F *statuses, F *ierr), (count, requests, statuses, ierr))

/* collectives: a buffer that is read and written is copied both ways */
static void mpi_bcast_staged(void (*f)(void *, F *, F *, F *, F *, F *), void *buf, F *count, F *type, F *root,
                             F *comm, F *ierr) {
  Staged s;
  f(stage(&s, buf, span(*count, *type), 1), count, type, root, comm, ierr);
  unstage(&s, 1);
}
BINDINGS(mpi_bcast, (void *buf, F *count, F *type, F *root, F *comm, F *ierr), (buf, count, type, root, comm, ierr))

static void mpi_allreduce_staged(void (*f)(void *, void *, F *, F *, F *, F *, F *), void *sbuf, void *rbuf,
                                 F *count, F *type, F *op, F *comm, F *ierr) {
  Staged s, r;
  size_t n = span(*count, *type);
  void *hs = stage(&s, sbuf, n, 1); /* MPI_IN_PLACE is host memory: passed on */
  f(hs, stage(&r, rbuf, n, 1), count, type, op, comm, ierr);
  unstage(&s, 0);
  unstage(&r, 1);
}
BINDINGS(mpi_allreduce, (void *sbuf, void *rbuf, F *count, F *type, F *op, F *comm, F *ierr),
         (sbuf, rbuf, count, type, op, comm, ierr))

static void mpi_alltoall_staged(void (*f)(void *, F *, F *, void *, F *, F *, F *, F *), void *sbuf, F *scount,
                                F *stype, void *rbuf, F *rcount, F *rtype, F *comm, F *ierr) {
  Staged s, r;
  int n = comm_size(*comm);
  void *hs = stage(&s, sbuf, span(*scount * n, *stype), 1);
  f(hs, scount, stype, stage(&r, rbuf, span(*rcount * n, *rtype), 1), rcount, rtype, comm, ierr);
  unstage(&s, 0);
  unstage(&r, 1);
}
BINDINGS(mpi_alltoall, (void *sbuf, F *scount, F *stype, void *rbuf, F *rcount, F *rtype, F *comm, F *ierr),
         (sbuf, scount, stype, rbuf, rcount, rtype, comm, ierr))

/* ---- more point-to-point ---------------------------------------------------- */
static void mpi_ssend_staged(void (*f)(void *, F *, F *, F *, F *, F *, F *), void *buf, F *count, F *type,
                             F *dest, F *tag, F *comm, F *ierr) {
  mpi_send_staged(f, buf, count, type, dest, tag, comm, ierr);
}
BINDINGS(mpi_ssend, (void *buf, F *count, F *type, F *dest, F *tag, F *comm, F *ierr),
         (buf, count, type, dest, tag, comm, ierr))

static void mpi_issend_staged(void (*f)(void *, F *, F *, F *, F *, F *, F *, F *), void *buf, F *count, F *type,
                              F *dest, F *tag, F *comm, F *request, F *ierr) {
  mpi_isend_staged(f, buf, count, type, dest, tag, comm, request, ierr);
}
BINDINGS(mpi_issend, (void *buf, F *count, F *type, F *dest, F *tag, F *comm, F *request, F *ierr),
         (buf, count, type, dest, tag, comm, request, ierr))

/* ---- completion: every routine that can complete a request ------------------ */
/* requests[0..n) before the call, for pending_done on those it completed */
static F *requests_before(F n, const F *requests) {
  F *r = malloc(((size_t)(n > 0 ? n : 0) + 1) * sizeof *r);
  if (!r) {
    fprintf(stderr, "cufc: error: MPI staging: out of memory\n");
    exit(1);
  }
  if (n > 0) memcpy(r, requests, (size_t)n * sizeof *r);
  return r;
}

/* The Fortran LOGICAL flag of MPI_Test*: nonzero is true (gfortran's .true.
 * is 1; Open MPI converts C true the same way). */
static void mpi_test_staged(void (*f)(F *, F *, F *, F *), F *request, F *flag, F *status, F *ierr) {
  F r = *request;
  f(request, flag, status, ierr);
  if (*flag) pending_done(r);
}
BINDINGS(mpi_test, (F *request, F *flag, F *status, F *ierr), (request, flag, status, ierr))

static void mpi_testall_staged(void (*f)(F *, F *, F *, F *, F *), F *count, F *requests, F *flag, F *statuses,
                               F *ierr) {
  F *r = requests_before(*count, requests);
  f(count, requests, flag, statuses, ierr);
  for (F i = 0; *flag && i < *count; i++) pending_done(r[i]);
  free(r);
}
BINDINGS(mpi_testall, (F *count, F *requests, F *flag, F *statuses, F *ierr),
         (count, requests, flag, statuses, ierr))

/* index is 1-based in Fortran; MPI_UNDEFINED when nothing completed */
static void done_at(const F *before, F count, F index) {
  if (index >= 1 && index <= count) pending_done(before[index - 1]);
}

static void mpi_waitany_staged(void (*f)(F *, F *, F *, F *, F *), F *count, F *requests, F *index, F *status,
                               F *ierr) {
  F *r = requests_before(*count, requests);
  f(count, requests, index, status, ierr);
  done_at(r, *count, *index);
  free(r);
}
BINDINGS(mpi_waitany, (F *count, F *requests, F *index, F *status, F *ierr),
         (count, requests, index, status, ierr))

static void mpi_testany_staged(void (*f)(F *, F *, F *, F *, F *, F *), F *count, F *requests, F *index,
                               F *flag, F *status, F *ierr) {
  F *r = requests_before(*count, requests);
  f(count, requests, index, flag, status, ierr);
  if (*flag) done_at(r, *count, *index);
  free(r);
}
BINDINGS(mpi_testany, (F *count, F *requests, F *index, F *flag, F *status, F *ierr),
         (count, requests, index, flag, status, ierr))

static void some_done(void (*f)(F *, F *, F *, F *, F *, F *), F *incount, F *requests, F *outcount, F *indices,
                      F *statuses, F *ierr) {
  F *r = requests_before(*incount, requests);
  f(incount, requests, outcount, indices, statuses, ierr);
  for (F i = 0; i < *outcount; i++) done_at(r, *incount, indices[i]);
  free(r);
}
static void mpi_waitsome_staged(void (*f)(F *, F *, F *, F *, F *, F *), F *incount, F *requests, F *outcount,
                                F *indices, F *statuses, F *ierr) {
  some_done(f, incount, requests, outcount, indices, statuses, ierr);
}
BINDINGS(mpi_waitsome, (F *incount, F *requests, F *outcount, F *indices, F *statuses, F *ierr),
         (incount, requests, outcount, indices, statuses, ierr))
static void mpi_testsome_staged(void (*f)(F *, F *, F *, F *, F *, F *), F *incount, F *requests, F *outcount,
                                F *indices, F *statuses, F *ierr) {
  some_done(f, incount, requests, outcount, indices, statuses, ierr);
}
BINDINGS(mpi_testsome, (F *incount, F *requests, F *outcount, F *indices, F *statuses, F *ierr),
         (incount, requests, outcount, indices, statuses, ierr))

/* ---- rooted and vector collectives -------------------------------------------- */
static int comm_rank(MPI_Fint comm) {
  int r = 0;
  MPI_Comm_rank(MPI_Comm_f2c(comm), &r);
  return r;
}

/* the bytes of a v-collective's buffer: counts[i] elements at displs[i] */
static size_t vspan(const F *counts, const F *displs, int n, F type) {
  F last = 0;
  for (int i = 0; i < n; i++)
    if (counts[i] > 0 && displs[i] + counts[i] > last) last = displs[i] + counts[i];
  return span(last, type);
}

static void mpi_reduce_staged(void (*f)(void *, void *, F *, F *, F *, F *, F *, F *), void *sbuf, void *rbuf,
                              F *count, F *type, F *op, F *root, F *comm, F *ierr) {
  Staged s, r;
  size_t n = span(*count, *type);
  int at_root = comm_rank(*comm) == *root; /* recvbuf is significant at the root only */
  void *hs = stage(&s, sbuf, n, 1);
  f(hs, at_root ? stage(&r, rbuf, n, 1) : (r.dev = NULL, rbuf), count, type, op, root, comm, ierr);
  unstage(&s, 0);
  unstage(&r, 1);
}
BINDINGS(mpi_reduce, (void *sbuf, void *rbuf, F *count, F *type, F *op, F *root, F *comm, F *ierr),
         (sbuf, rbuf, count, type, op, root, comm, ierr))

static void mpi_gather_staged(void (*f)(void *, F *, F *, void *, F *, F *, F *, F *, F *), void *sbuf,
                              F *scount, F *stype, void *rbuf, F *rcount, F *rtype, F *root, F *comm, F *ierr) {
  Staged s, r;
  int at_root = comm_rank(*comm) == *root;
  void *hs = stage(&s, sbuf, span(*scount, *stype), 1);
  void *hr = at_root ? stage(&r, rbuf, span(*rcount * comm_size(*comm), *rtype), 1) : (r.dev = NULL, rbuf);
  f(hs, scount, stype, hr, rcount, rtype, root, comm, ierr);
  unstage(&s, 0);
  unstage(&r, 1);
}
BINDINGS(mpi_gather,
         (void *sbuf, F *scount, F *stype, void *rbuf, F *rcount, F *rtype, F *root, F *comm, F *ierr),
         (sbuf, scount, stype, rbuf, rcount, rtype, root, comm, ierr))

static void mpi_scatter_staged(void (*f)(void *, F *, F *, void *, F *, F *, F *, F *, F *), void *sbuf,
                               F *scount, F *stype, void *rbuf, F *rcount, F *rtype, F *root, F *comm, F *ierr) {
  Staged s, r;
  int at_root = comm_rank(*comm) == *root; /* sendbuf is significant at the root only */
  void *hs = at_root ? stage(&s, sbuf, span(*scount * comm_size(*comm), *stype), 1) : (s.dev = NULL, sbuf);
  f(hs, scount, stype, stage(&r, rbuf, span(*rcount, *rtype), 1), rcount, rtype, root, comm, ierr);
  unstage(&s, 0);
  unstage(&r, 1);
}
BINDINGS(mpi_scatter,
         (void *sbuf, F *scount, F *stype, void *rbuf, F *rcount, F *rtype, F *root, F *comm, F *ierr),
         (sbuf, scount, stype, rbuf, rcount, rtype, root, comm, ierr))

static void mpi_allgather_staged(void (*f)(void *, F *, F *, void *, F *, F *, F *, F *), void *sbuf, F *scount,
                                 F *stype, void *rbuf, F *rcount, F *rtype, F *comm, F *ierr) {
  Staged s, r;
  void *hs = stage(&s, sbuf, span(*scount, *stype), 1);
  f(hs, scount, stype, stage(&r, rbuf, span(*rcount * comm_size(*comm), *rtype), 1), rcount, rtype, comm, ierr);
  unstage(&s, 0);
  unstage(&r, 1);
}
BINDINGS(mpi_allgather, (void *sbuf, F *scount, F *stype, void *rbuf, F *rcount, F *rtype, F *comm, F *ierr),
         (sbuf, scount, stype, rbuf, rcount, rtype, comm, ierr))

static void mpi_gatherv_staged(void (*f)(void *, F *, F *, void *, F *, F *, F *, F *, F *, F *), void *sbuf,
                               F *scount, F *stype, void *rbuf, F *rcounts, F *displs, F *rtype, F *root, F *comm,
                               F *ierr) {
  Staged s, r;
  int at_root = comm_rank(*comm) == *root;
  void *hs = stage(&s, sbuf, span(*scount, *stype), 1);
  void *hr = at_root ? stage(&r, rbuf, vspan(rcounts, displs, comm_size(*comm), *rtype), 1) : (r.dev = NULL, rbuf);
  f(hs, scount, stype, hr, rcounts, displs, rtype, root, comm, ierr);
  unstage(&s, 0);
  unstage(&r, 1);
}
BINDINGS(mpi_gatherv,
         (void *sbuf, F *scount, F *stype, void *rbuf, F *rcounts, F *displs, F *rtype, F *root, F *comm,
          F *ierr),
         (sbuf, scount, stype, rbuf, rcounts, displs, rtype, root, comm, ierr))

static void mpi_scatterv_staged(void (*f)(void *, F *, F *, F *, void *, F *, F *, F *, F *, F *), void *sbuf,
                                F *scounts, F *displs, F *stype, void *rbuf, F *rcount, F *rtype, F *root,
                                F *comm, F *ierr) {
  Staged s, r;
  int at_root = comm_rank(*comm) == *root;
  void *hs = at_root ? stage(&s, sbuf, vspan(scounts, displs, comm_size(*comm), *stype), 1) : (s.dev = NULL, sbuf);
  f(hs, scounts, displs, stype, stage(&r, rbuf, span(*rcount, *rtype), 1), rcount, rtype, root, comm, ierr);
  unstage(&s, 0);
  unstage(&r, 1);
}
BINDINGS(mpi_scatterv,
         (void *sbuf, F *scounts, F *displs, F *stype, void *rbuf, F *rcount, F *rtype, F *root, F *comm,
          F *ierr),
         (sbuf, scounts, displs, stype, rbuf, rcount, rtype, root, comm, ierr))

static void mpi_allgatherv_staged(void (*f)(void *, F *, F *, void *, F *, F *, F *, F *, F *), void *sbuf,
                                  F *scount, F *stype, void *rbuf, F *rcounts, F *displs, F *rtype, F *comm,
                                  F *ierr) {
  Staged s, r;
  void *hs = stage(&s, sbuf, span(*scount, *stype), 1);
  f(hs, scount, stype, stage(&r, rbuf, vspan(rcounts, displs, comm_size(*comm), *rtype), 1), rcounts, displs,
    rtype, comm, ierr);
  unstage(&s, 0);
  unstage(&r, 1);
}
BINDINGS(mpi_allgatherv,
         (void *sbuf, F *scount, F *stype, void *rbuf, F *rcounts, F *displs, F *rtype, F *comm, F *ierr),
         (sbuf, scount, stype, rbuf, rcounts, displs, rtype, comm, ierr))

static void mpi_alltoallv_staged(void (*f)(void *, F *, F *, F *, void *, F *, F *, F *, F *, F *), void *sbuf,
                                 F *scounts, F *sdispls, F *stype, void *rbuf, F *rcounts, F *rdispls, F *rtype,
                                 F *comm, F *ierr) {
  Staged s, r;
  int n = comm_size(*comm);
  void *hs = stage(&s, sbuf, vspan(scounts, sdispls, n, *stype), 1);
  f(hs, scounts, sdispls, stype, stage(&r, rbuf, vspan(rcounts, rdispls, n, *rtype), 1), rcounts, rdispls, rtype,
    comm, ierr);
  unstage(&s, 0);
  unstage(&r, 1);
}
BINDINGS(mpi_alltoallv,
         (void *sbuf, F *scounts, F *sdispls, F *stype, void *rbuf, F *rcounts, F *rdispls, F *rtype, F *comm,
          F *ierr),
         (sbuf, scounts, sdispls, stype, rbuf, rcounts, rdispls, rtype, comm, ierr))
