/*
 * sched.c — libcufemu's kernel scheduler: blocks, fibers, barriers, warp
 * collectives, bounds-failure reports.  See cufemu.h for the model.
 *
 * Each host thread that runs blocks owns a `worker`: its fiber table, a pool
 * of fiber stacks (one mmap, a PROT_NONE guard page below each stack, kept
 * for the next launch), the dynamic-shared-memory buffer and the state of the
 * block it is running.  A fiber switch is a few instructions of x86-64
 * assembly (callee-saved registers + stack pointer); other architectures use
 * ucontext.  The first frame of every fiber marks its return address as
 * undefined in the CFI, so gdb's backtrace ends cleanly there:
 *     kernel <- cufemu_detail::entry <- cufemu_fiber_main <- cufemu_fiber_start
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufemu_internal.h"
#include "cufemu.h"

#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

__thread uint3 threadIdx;
__thread uint3 blockIdx;
__thread dim3 blockDim;
__thread dim3 gridDim;

enum { F_READY, F_BAR, F_WARP, F_DONE };

typedef struct fiber {
  void *sp; /* saved stack pointer (x86-64) */
  int state;
  uint3 tid;
  /* the wait loop (CUF_WAIT_LOOP) the fiber yielded in, NULL elsewhere */
  const char *wait_file;
  int wait_line;
  /* pending warp collective */
  int wop, warg, wwidth, wpred;
  unsigned wmask;
  unsigned long long wval, wres;
  const char *wfile; /* its Fortran statement (synccheck) */
  int wline;
  unsigned amask; /* what __activemask last returned to it */
} fiber;

typedef struct {
  unsigned live;    /* lanes that exist and have not exited */
  unsigned waiting; /* lanes blocked in a warp collective */
} warpst;

typedef struct launch {
  const char *kernel, *file;
  int line;
  dim3 grid, block;
  size_t shmem;
  void (*entry)(void *);
  void *closure;
  unsigned nthreads;
  unsigned long long nblocks;
  unsigned long long next; /* next block to run (atomic) */
  int warned_bar;          /* atomic */
  int straight; /* cufemu_launch_straight: no fibers */
  /* cooperative launch: the grid barrier, under gmu */
  int coop;
  pthread_mutex_t gmu;
  pthread_cond_t gcv;
  unsigned long long g_live;    /* blocks that have not finished */
  unsigned long long g_arrived; /* blocks waiting in the grid barrier */
  unsigned long long g_phase;   /* completed grid barriers */
  int warned_grid;
  /* work that device code queued (child grids, async copies: cufemu_defer),
     run in order after the grid, under qmu */
  pthread_mutex_t qmu;
  struct deferred *qhead, **qtail;
  int depth; /* 0: launched by the host; n: by device code of depth n - 1 */
  /* the host threads that run blocks (all but the caller's), under tmu:
     more start while every running block waits, up to `resident` blocks */
  pthread_mutex_t tmu;
  pthread_t *threads;
  unsigned nthreads_started, threads_cap;
  unsigned long long hosts, resident; /* host threads (the caller's too) */
  struct worker **workers;            /* those running blocks now */
  unsigned nworkers, workers_cap;
  int deadlocked;
  /* atomics: blocks running, those of them waiting, and a generation that
     changes whenever a block starts or stops waiting */
  unsigned long long running, stalled, gen;
  unsigned long long id; /* launches so far, this one included (the checks) */
} launch;

typedef struct deferred {
  void (*run)(void *);
  void *arg;
  struct deferred *next;
} deferred;

typedef struct worker {
  fiber *f;
  unsigned fcap;
  char *stacks;
  size_t slot; /* guard + stack */
  unsigned nstacks;
  void *dyn;
  size_t dyncap;
  void *sched_sp;
  launch *L; /* non-NULL while running a block */
  unsigned n, live, cur;
  unsigned bar_arrived, bar_cnt;
  int bar_and, bar_or;
  int bar_grid; /* the pending block barrier is a grid barrier's */
  unsigned res_cnt;
  int res_and, res_or;
  warpst warps[32];
  uint3 block;              /* the block it runs */
  unsigned long long steps; /* barrier and warp arrivals, exits, wait-loop entries */
  int stalled;              /* the last round of the block made no progress */
  unsigned stall_rounds;
  unsigned long long stall_gen;
  long long stall_since;    /* ns: when stall_gen was seen */
  struct worker *next_spare;
} worker;

static __thread worker *W;

static size_t stack_bytes(void) {
  static size_t sz;
  if (!sz) {
    const char *e = getenv("CUFEMU_STACK_KB");
    long kb = e ? atol(e) : 0;
    if (kb < 16) kb = 256;
    sz = (size_t)kb * 1024u;
    long pg = sysconf(_SC_PAGESIZE);
    sz = (sz + (size_t)pg - 1) / (size_t)pg * (size_t)pg;
  }
  return sz;
}

static void fatal_oom(const char *what) {
  fprintf(stderr, "cufemu: error: out of host memory (%s)\n", what);
  exit(1);
}

/* ---- context switch ------------------------------------------------------ */
#if defined(__x86_64__)
void cufemu_ctx_switch(void **save_sp, void *to_sp);
__attribute__((visibility("hidden"), used)) void cufemu_fiber_main(void);
__asm__(".text\n"
        ".globl cufemu_ctx_switch\n"
        ".hidden cufemu_ctx_switch\n"
        ".type cufemu_ctx_switch,@function\n"
        ".p2align 4\n"
        "cufemu_ctx_switch:\n"
        "  .cfi_startproc\n"
        "  pushq %rbp\n"
        "  pushq %rbx\n"
        "  pushq %r12\n"
        "  pushq %r13\n"
        "  pushq %r14\n"
        "  pushq %r15\n"
        "  movq %rsp, (%rdi)\n"
        "  movq %rsi, %rsp\n"
        "  popq %r15\n"
        "  popq %r14\n"
        "  popq %r13\n"
        "  popq %r12\n"
        "  popq %rbx\n"
        "  popq %rbp\n"
        "  ret\n"
        "  .cfi_endproc\n"
        ".size cufemu_ctx_switch,.-cufemu_ctx_switch\n"
        ".globl cufemu_fiber_start\n"
        ".hidden cufemu_fiber_start\n"
        ".type cufemu_fiber_start,@function\n"
        ".p2align 4\n"
        "cufemu_fiber_start:\n"
        "  .cfi_startproc\n"
        "  .cfi_undefined rip\n"
        "  xorl %ebp, %ebp\n"
        "  call cufemu_fiber_main\n"
        "  ud2\n"
        "  .cfi_endproc\n"
        ".size cufemu_fiber_start,.-cufemu_fiber_start\n");
void cufemu_fiber_start(void);

static void fiber_init(fiber *f, char *stack_lo, size_t size) {
  uintptr_t top = ((uintptr_t)(stack_lo + size)) & ~(uintptr_t)15;
  void **sp = (void **)(top - 72); /* 6 registers, return address, slack */
  for (int i = 0; i < 6; i++) sp[i] = 0;
  sp[6] = (void *)cufemu_fiber_start; /* at top-24: after `ret`, rsp%16 == 0 */
  f->sp = sp;
}
#define SWITCH(save, to) cufemu_ctx_switch((save), (to))
#else
#include <ucontext.h>
/* Portable fallback: ucontext (slower: a signal-mask syscall per switch). */
static __thread ucontext_t *uc_tab, uc_sched;
static __thread unsigned uc_cap;
void cufemu_fiber_main(void);
static void uc_trampoline(void) { cufemu_fiber_main(); }
static void fiber_init(fiber *f, char *stack_lo, size_t size) {
  unsigned i = (unsigned)(f - W->f);
  if (uc_cap < W->fcap) {
    uc_tab = realloc(uc_tab, W->fcap * sizeof *uc_tab);
    if (!uc_tab) fatal_oom("contexts");
    uc_cap = W->fcap;
  }
  getcontext(&uc_tab[i]);
  uc_tab[i].uc_stack.ss_sp = stack_lo;
  uc_tab[i].uc_stack.ss_size = size;
  uc_tab[i].uc_link = NULL;
  makecontext(&uc_tab[i], uc_trampoline, 0);
  f->sp = &uc_tab[i];
}
static void uc_switch(void **save, void *to) {
  ucontext_t *from = (save == &W->sched_sp) ? &uc_sched : (ucontext_t *)*save;
  *save = from;
  swapcontext(from, (ucontext_t *)to);
}
#define SWITCH(save, to) uc_switch((save), (to))
#endif

/* ---- workers ------------------------------------------------------------- */
/* The workers of host threads that have ended, kept with their fiber
 * stacks for the host threads of later launches: mapping a block's stacks
 * and guard pages afresh for every launch would cost more than many
 * kernels. */
static pthread_mutex_t spare_mu = PTHREAD_MUTEX_INITIALIZER;
static worker *spare;

static worker *worker_get(void) {
  if (!W) {
    pthread_mutex_lock(&spare_mu);
    W = spare;
    if (W) spare = W->next_spare;
    pthread_mutex_unlock(&spare_mu);
  }
  if (!W) {
    W = calloc(1, sizeof *W);
    if (!W) fatal_oom("worker");
    cufemu_catch_stack_overflow();
  }
  return W;
}

size_t cufemu_stack_bytes(void) { return stack_bytes(); }

/* 1 if sp, a stack pointer of this host thread, is below the stack of the
   fiber it runs: a kernel's locals overflowed its stack (check_mem.c) */
int cufemu_fiber_overflowed(const void *sp) {
  worker *w = W;
  if (!w || !w->stacks || !w->L) return 0;
  const char *lo = w->stacks + (size_t)w->cur * w->slot + (w->slot - stack_bytes());
  return (const char *)sp < lo && (const char *)sp >= w->stacks - w->slot * 64;
}

static void worker_release(worker *w) {
  pthread_mutex_lock(&spare_mu);
  w->next_spare = spare;
  spare = w;
  pthread_mutex_unlock(&spare_mu);
}

static void worker_reserve(worker *w, unsigned n, size_t shmem) {
  if (w->fcap < n) {
    free(w->f);
    w->f = calloc(n, sizeof(fiber));
    if (!w->f) fatal_oom("fibers");
    w->fcap = n;
  }
  if (w->nstacks < n) {
    long pg = sysconf(_SC_PAGESIZE);
    if (w->stacks) munmap(w->stacks, w->slot * w->nstacks);
    w->slot = stack_bytes() + (size_t)pg;
    w->stacks = mmap(NULL, w->slot * n, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (w->stacks == MAP_FAILED) {
      w->stacks = NULL;
      w->nstacks = 0;
      fatal_oom("fiber stacks");
    }
    for (unsigned i = 0; i < n; i++) mprotect(w->stacks + i * w->slot, (size_t)pg, PROT_NONE);
    w->nstacks = n;
  }
  if (w->dyncap < shmem || !w->dyn) {
    size_t want = shmem < 16 ? 16 : shmem;
    free(w->dyn);
    w->dyn = NULL;
    if (posix_memalign(&w->dyn, 64, want)) fatal_oom("dynamic shared memory");
    w->dyncap = want;
  }
}

int cufemu_in_kernel(void) { return W && W->L; }

const char *cufemu_current_kernel(void) { return (W && W->L) ? W->L->kernel : NULL; }

void *cufemu_dynshared(void) { return (W && W->L) ? W->dyn : NULL; }

/* ---- reporting ----------------------------------------------------------- */
static void where(char *buf, size_t n) {
  if (W && W->L)
    snprintf(buf, n, " (kernel '%s', block (%u,%u,%u) thread (%u,%u,%u))", W->L->kernel,
             blockIdx.x, blockIdx.y, blockIdx.z, threadIdx.x, threadIdx.y, threadIdx.z);
  else
    buf[0] = 0;
}

void cufemu_bounds_fail(long long idx, long long lo, long long hi, int dim, const char *var,
                        const char *file, int line) {
  if (!(cufemu_checks & CUFEMU_CK_BOUNDS)) return;
  char w[256];
  where(w, sizeof w);
  if (cufemu_checks & CUFEMU_CK_WARN) {
    cufemu_report("bounds", file, line, var, "index %lld of dimension %d of '%s' is outside its bounds %lld:%lld%s",
                  idx, dim, var ? var : "?", lo, hi, w);
    return;
  }
  fflush(stdout);
  fprintf(stderr, "%s:%d: error: index %lld of dimension %d of '%s' is outside its bounds %lld:%lld%s\n",
          file ? file : "?", line, idx, dim, var ? var : "?", lo, hi, w);
  exit(1);
}

void cufemu_trap(const char *what) {
  char w[256];
  where(w, sizeof w);
  fflush(stdout);
  fprintf(stderr, "cufemu: error: %s%s\n", what, w);
  exit(1);
}

/* ---- grid barrier (cooperative launches) --------------------------------- */
/* Completes a grid barrier when every block that has not finished waits in
 * it; called with gmu held. */
static void grid_try_release(launch *L) {
  if (L->g_arrived == 0 || L->g_arrived < L->g_live) return;
  L->g_arrived = 0;
  L->g_phase++;
  pthread_cond_broadcast(&L->gcv);
}

/* A block's part in a grid barrier: its threads have all arrived at the
 * block barrier; the host thread waits here for the other blocks. */
static void grid_wait(launch *L) {
  pthread_mutex_lock(&L->gmu);
  unsigned long long phase = L->g_phase;
  L->g_arrived++;
  grid_try_release(L);
  while (L->g_phase == phase) pthread_cond_wait(&L->gcv, &L->gmu);
  pthread_mutex_unlock(&L->gmu);
}

static void grid_block_done(launch *L) {
  pthread_mutex_lock(&L->gmu);
  L->g_live--;
  if (L->g_arrived > 0 && !L->warned_grid) {
    L->warned_grid = 1;
    fflush(stdout);
    fprintf(stderr, "warning: grid synchronisation not reached by all blocks in kernel '%s' "
            "(a block had finished); barrier released\n", L->kernel);
  }
  grid_try_release(L);
  pthread_mutex_unlock(&L->gmu);
}

/* ---- fibers -------------------------------------------------------------- */
static inline void yield(worker *w) { SWITCH(&w->f[w->cur].sp, w->sched_sp); }

/* A thread of a straight launch cannot wait: the compiler found no place
 * where it would (src/cuda/waits.c), so reaching one is cufc's bug. */
static void check_fibers(worker *w, const char *what) {
  if (!w->L->straight) return;
  fflush(stdout);
  fprintf(stderr, "cufemu: internal error: kernel '%s' was compiled to run each thread to its end but "
          "reached %s; please report it\n", w->L->kernel, what);
  exit(1);
}

static void bar_release(worker *w) {
  if (w->bar_grid) { /* the last thread of the block to arrive waits for the grid */
    w->bar_grid = 0;
    grid_wait(w->L);
  }
  cufemu_here.epoch++;
  if (w->live < w->n && !cufemu_sync_released_short(w->n - w->live, w->n) &&
      !__atomic_exchange_n(&w->L->warned_bar, 1, __ATOMIC_RELAXED)) {
    fflush(stdout);
    fprintf(stderr,
            "warning: __syncthreads not reached by all threads of block (%u,%u,%u) in kernel "
            "'%s' (%u of %u threads had exited); barrier released\n",
            blockIdx.x, blockIdx.y, blockIdx.z, w->L->kernel, w->n - w->live, w->n);
  }
  w->res_cnt = w->bar_cnt;
  w->res_and = w->bar_and;
  w->res_or = w->bar_or;
  w->bar_arrived = 0;
  for (unsigned i = 0; i < w->n; i++)
    if (w->f[i].state == F_BAR) w->f[i].state = F_READY;
}

int cufemu_syncthreads(int op, int pred) {
  worker *w = W;
  if (!w || !w->L) return op == 1 ? (pred != 0) : (pred != 0); /* host: one thread */
  check_fibers(w, "__syncthreads");
  if (w->bar_arrived == 0) {
    w->bar_cnt = 0;
    w->bar_and = 1;
    w->bar_or = 0;
  }
  w->bar_cnt += pred != 0;
  w->bar_and &= pred != 0;
  w->bar_or |= pred != 0;
  cufemu_sync_arrive(w->cur, w->bar_arrived == 0);
  w->bar_arrived++;
  w->steps++;
  if (w->bar_arrived >= w->live)
    bar_release(w);
  else {
    w->f[w->cur].state = F_BAR;
    yield(w);
  }
  switch (op) {
  case 1: return (int)w->res_cnt;
  case 2: return w->res_and;
  case 3: return w->res_or;
  default: return 0;
  }
}

void cufemu_grid_sync(void) {
  worker *w = W;
  if (!w || !w->L) return; /* host: one thread */
  if (!w->L->coop)
    cufemu_trap("grid synchronisation (syncthreads of a grid_group) in a kernel that was not "
                "launched cooperatively (attributes(grid_global))");
  w->bar_grid = 1;
  cufemu_syncthreads(0, 0);
}

static unsigned long long warp_result(worker *w, unsigned base, unsigned lane, unsigned g, int *pred) {
  fiber *f = &w->f[base + lane];
  unsigned wd = (unsigned)f->wwidth;
  if (wd < 1 || wd > 32 || (wd & (wd - 1))) wd = 32;
  unsigned seg = lane & ~(wd - 1), src = lane;
  *pred = 0;
  switch (f->wop) {
  case CUFEMU_W_SYNC: return 0;
  case CUFEMU_W_IDX: src = seg + ((unsigned)f->warg & (wd - 1)); break;
  case CUFEMU_W_UP:
    if ((lane & (wd - 1)) >= (unsigned)f->warg) src = lane - (unsigned)f->warg;
    break;
  case CUFEMU_W_DOWN:
    if ((lane & (wd - 1)) + (unsigned)f->warg < wd) src = lane + (unsigned)f->warg;
    break;
  case CUFEMU_W_XOR:
    src = lane ^ ((unsigned)f->warg & 31u);
    if (src / wd > lane / wd) src = lane;
    break;
  default: {
    unsigned bal = 0, match = 0;
    int all_eq = 1;
    for (unsigned l = 0; l < 32; l++) {
      if (!(g & (1u << l))) continue;
      if (w->f[base + l].wval) bal |= 1u << l;
      if (w->f[base + l].wval == f->wval) match |= 1u << l;
      else all_eq = 0;
    }
    switch (f->wop) {
    case CUFEMU_W_BALLOT: return bal;
    case CUFEMU_W_ALL: return bal == g;
    case CUFEMU_W_ANY: return bal != 0;
    case CUFEMU_W_MATCH_ANY: return match;
    case CUFEMU_W_MATCH_ALL: *pred = all_eq; return all_eq ? g : 0;
    default: return 0;
    }
  }
  }
  if (src > 31 || !(g & (1u << src))) src = lane;
  return w->f[base + src].wval;
}

/* complete the group of `lane` in warp wi if all its lanes have arrived */
static int warp_try(worker *w, unsigned wi, unsigned lane) {
  warpst *ws = &w->warps[wi];
  unsigned base = wi * 32;
  unsigned g = (w->f[base + lane].wmask & ws->live) | (1u << lane);
  if ((ws->waiting & g) != g) return 0;
  /* __activemask here names every lane that has not exited, also those of
     another branch: such a mask is not checked */
  fiber *f = &w->f[base + lane];
  if (f->wmask != f->amask) cufemu_sync_warp(f->wmask, ws->live, lane, f->wfile, f->wline);
  for (unsigned l = 0; l < 32; l++)
    if (g & (1u << l)) {
      fiber *f = &w->f[base + l];
      f->wres = warp_result(w, base, l, g, &f->wpred);
    }
  for (unsigned l = 0; l < 32; l++)
    if (g & (1u << l)) w->f[base + l].state = F_READY;
  ws->waiting &= ~g;
  return 1;
}

unsigned long long cufemu_warp(int op, unsigned mask, unsigned long long val, int arg, int width,
                               int *pred) {
  worker *w = W;
  if (!w || !w->L) { /* host: a warp of one lane */
    if (pred) *pred = 1;
    switch (op) {
    case CUFEMU_W_BALLOT: return val != 0;
    case CUFEMU_W_ALL: case CUFEMU_W_ANY: return val != 0;
    case CUFEMU_W_MATCH_ANY: case CUFEMU_W_MATCH_ALL: return 1;
    default: return val;
    }
  }
  check_fibers(w, "a warp collective");
  unsigned lin = w->cur, wi = lin / 32, lane = lin % 32;
  fiber *f = &w->f[lin];
  f->wop = op;
  f->wmask = mask;
  f->wval = val;
  f->warg = arg;
  f->wwidth = width;
  f->state = F_WARP;
  w->steps++;
  f->wfile = cufemu_site_file;
  f->wline = cufemu_site_line;
  cufemu_sync_warp(mask, ~0u, lane, f->wfile, f->wline);
  w->warps[wi].waiting |= 1u << lane;
  if (!warp_try(w, wi, lane)) yield(w);
  if (pred) *pred = f->wpred;
  return f->wres;
}

unsigned cufemu_activemask(void) {
  worker *w = W;
  if (!w || !w->L) return 1;
  return w->f[w->cur].amask = w->warps[w->cur / 32].live;
}

unsigned cufemu_lane(void) { return (W && W->L) ? W->cur % 32 : 0; }

static void fiber_exit(worker *w) {
  fiber *f = &w->f[w->cur];
  unsigned wi = w->cur / 32;
  warpst *ws = &w->warps[wi];
  f->state = F_DONE;
  w->steps++;
  w->live--;
  ws->live &= ~(1u << (w->cur % 32));
  if (w->bar_arrived > 0 && w->bar_arrived >= w->live) bar_release(w);
  for (int again = 1; again && ws->waiting;) {
    again = 0;
    for (unsigned l = 0; l < 32; l++)
      if ((ws->waiting & (1u << l)) && warp_try(w, wi, l)) again = 1;
  }
  SWITCH(&f->sp, w->sched_sp);
  abort(); /* a finished fiber is never resumed */
}

void cufemu_fiber_main(void) {
  worker *w = W;
  w->L->entry(w->L->closure);
  fiber_exit(w);
}

static long long now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

long long cufemu_clock64(void) { return now_ns(); }

/* No fiber of the block can run: some wait in __syncthreads, the others in
 * a warp collective that needs lanes of the first kind. */
static void deadlock(worker *w) {
  unsigned nb = 0, nw = 0, ex = 0;
  for (unsigned i = 0; i < w->n; i++) {
    if (w->f[i].state == F_BAR) nb++;
    else if (w->f[i].state == F_WARP) { if (!nw) ex = i; nw++; }
  }
  fflush(stdout);
  fprintf(stderr,
          "cufemu: error: deadlock in kernel '%s' block (%u,%u,%u): %u thread(s) wait in "
          "__syncthreads, %u in warp collectives",
          w->L->kernel, blockIdx.x, blockIdx.y, blockIdx.z, nb, nw);
  if (nw)
    fprintf(stderr, " (e.g. thread (%u,%u,%u) with mask 0x%08x, lanes present 0x%08x)",
            w->f[ex].tid.x, w->f[ex].tid.y, w->f[ex].tid.z, w->f[ex].wmask,
            w->warps[ex / 32].live);
  fprintf(stderr, "\n");
  exit(1);
}

/* ---- blocks that wait for each other ------------------------------------- */
/* A fiber in a wait loop (CUF_WAIT_LOOP) yields at every iteration.  A round
 * of a block in which no fiber took a step (barrier or warp arrival, exit,
 * entry into a wait loop) and no atomic changed memory made no progress: the
 * block waits for another one.  Its host thread then starts one more host
 * thread for the next block, as long as the virtual device would hold that
 * many blocks at once (a block runs on one host thread from start to end,
 * so that its __shared__ data stays its own), and otherwise sleeps a little
 * between rounds.  When every running block has waited, no block can start
 * and none has started or stopped waiting for CUFEMU_DEADLOCK_SECONDS
 * (default 2), the wait is a deadlock: reported with the waiting threads'
 * lines, exit status 1. */
__thread unsigned long long cufemu_atomic_changes;

void cufemu_wait_loop(unsigned iteration, const char *file, int line) {
  worker *w = W;
  if (!w || !w->L) return; /* host code: nothing else can run */
  check_fibers(w, "a wait loop");
  fiber *f = &w->f[w->cur];
  if (iteration == 0) w->steps++;
  f->wait_file = file;
  f->wait_line = line;
  yield(w);
  f->wait_file = NULL;
}

static double deadlock_seconds(void) {
  static double s;
  if (!s) {
    const char *e = getenv("CUFEMU_DEADLOCK_SECONDS");
    s = e ? atof(e) : 0;
    if (s <= 0) s = 2;
  }
  return s;
}

static void thread_main_start(launch *L); /* below */

/* Starts a host thread for the next block if one is left and the device
 * would hold one more block; 1 if it did. */
static int start_host_thread(launch *L) {
  if (__atomic_load_n(&L->next, __ATOMIC_RELAXED) >= L->nblocks) return 0;
  pthread_mutex_lock(&L->tmu);
  int ok = L->hosts < L->resident && __atomic_load_n(&L->next, __ATOMIC_RELAXED) < L->nblocks;
  if (ok) {
    thread_main_start(L);
    L->hosts++;
  }
  pthread_mutex_unlock(&L->tmu);
  return ok;
}

/* One line per wait site of the worker's block (at most 8 kept). */
typedef struct {
  const char *file;
  int line;
  unsigned n;
  uint3 tid; /* the first thread waiting there */
} wait_site;

static void report_block(worker *w) {
  wait_site site[8];
  unsigned ns = 0, nb = 0, nwarp = 0, other = 0;
  for (unsigned i = 0; i < w->n; i++) {
    fiber *f = &w->f[i];
    if (f->state == F_BAR) nb++;
    else if (f->state == F_WARP) nwarp++;
    else if (f->state == F_READY && f->wait_file) {
      unsigned k = 0;
      while (k < ns && (site[k].line != f->wait_line || strcmp(site[k].file, f->wait_file))) k++;
      if (k == ns && ns < 8) site[ns++] = (wait_site){f->wait_file, f->wait_line, 0, f->tid};
      if (k < ns) site[k].n++;
      else other++;
    }
  }
  for (unsigned k = 0; k < ns; k++)
    fprintf(stderr, "%s:%d: block (%u,%u,%u): %u thread(s) wait in this loop, e.g. thread (%u,%u,%u)\n",
            site[k].file, site[k].line, w->block.x, w->block.y, w->block.z, site[k].n, site[k].tid.x,
            site[k].tid.y, site[k].tid.z);
  const struct { unsigned n; const char *where; } rest[] = {
      {nb, "__syncthreads"}, {nwarp, "warp collectives"}, {other, "other wait loops"}};
  for (unsigned k = 0; k < 3; k++)
    if (rest[k].n)
      fprintf(stderr, "  block (%u,%u,%u): %u thread(s) wait in %s\n", w->block.x, w->block.y, w->block.z,
              rest[k].n, rest[k].where);
}

static void check_deadlock(worker *w) {
  launch *L = w->L;
  unsigned long long gen = __atomic_load_n(&L->gen, __ATOMIC_SEQ_CST);
  int all = __atomic_load_n(&L->stalled, __ATOMIC_SEQ_CST) == __atomic_load_n(&L->running, __ATOMIC_SEQ_CST) &&
            (__atomic_load_n(&L->next, __ATOMIC_SEQ_CST) >= L->nblocks || L->hosts >= L->resident);
  long long t = now_ns();
  if (!all || gen != w->stall_gen) {
    w->stall_gen = gen;
    w->stall_since = t;
    return;
  }
  if ((double)(t - w->stall_since) < deadlock_seconds() * 1e9) return;
  pthread_mutex_lock(&L->tmu);
  if (L->deadlocked++) { /* another host thread reports it */
    pthread_mutex_unlock(&L->tmu);
    return;
  }
  fflush(stdout);
  fprintf(stderr, "cufemu: error: deadlock in kernel '%s': every running block waits for another and "
          "nothing has changed for %g s (CUFEMU_DEADLOCK_SECONDS); %llu of %llu blocks started, at most "
          "%llu at once\n", L->kernel, deadlock_seconds(), L->next < L->nblocks ? L->next : L->nblocks,
          L->nblocks, L->resident);
  for (unsigned i = 0; i < L->nworkers; i++) report_block(L->workers[i]);
  exit(1);
}

/* The block's last round made progress (1) or not (0). */
static void block_progress(worker *w, int progressed) {
  launch *L = w->L;
  if (progressed) {
    if (w->stalled) {
      w->stalled = 0;
      __atomic_sub_fetch(&L->stalled, 1, __ATOMIC_SEQ_CST);
      __atomic_add_fetch(&L->gen, 1, __ATOMIC_SEQ_CST);
    }
    return;
  }
  if (!w->stalled) {
    w->stalled = 1;
    w->stall_rounds = 0;
    w->stall_gen = ~0ull;
    __atomic_add_fetch(&L->stalled, 1, __ATOMIC_SEQ_CST);
  }
  w->stall_rounds++;
  if (start_host_thread(L)) return;
  check_deadlock(w);
  if (w->stall_rounds < 64) {
    sched_yield();
  } else { /* back off up to 1 ms a round */
    long ns = w->stall_rounds < 1000 ? (long)w->stall_rounds * 1000 : 1000000;
    nanosleep(&(struct timespec){0, ns}, NULL);
  }
}

static void run_block(worker *w, launch *L, unsigned long long b) {
  unsigned long long gx = L->grid.x, gy = L->grid.y;
  blockIdx.x = (unsigned)(b % gx);
  blockIdx.y = (unsigned)((b / gx) % gy);
  blockIdx.z = (unsigned)(b / (gx * gy));
  w->block = blockIdx;
  cufemu_here.block = b;
  cufemu_here.epoch = 0;
  if (cufemu_checks & CUFEMU_CK_RACE) cufemu_race_block_begin();
  if (L->straight) {
    L->entry(L->closure);
    return;
  }
  unsigned n = L->nthreads, bx = L->block.x, by = L->block.y;
  w->n = w->live = n;
  w->bar_arrived = 0;
  w->bar_grid = 0;
  memset(w->warps, 0, sizeof w->warps);
  for (unsigned i = 0; i < n; i++) {
    fiber *f = &w->f[i];
    f->state = F_READY;
    f->amask = 0;
    f->tid.x = i % bx;
    f->tid.y = (i / bx) % by;
    f->tid.z = i / (bx * by);
    f->wait_file = NULL;
    /* stack tops i * 320 bytes apart modulo a page: equal offsets would
     * put the top frames of all fibers in the same few cache sets */
    size_t color = (size_t)i * 320u % 4096u;
    fiber_init(f, w->stacks + (size_t)i * w->slot + (w->slot - stack_bytes()), stack_bytes() - color);
    w->warps[i / 32].live |= 1u << (i % 32);
  }
  while (w->live) {
    int ran = 0;
    unsigned long long before = w->steps + cufemu_atomic_changes;
    for (unsigned i = 0; i < n; i++) {
      if (w->f[i].state != F_READY) continue;
      w->cur = i;
      cufemu_here.thread = i;
      threadIdx = w->f[i].tid;
      SWITCH(&w->sched_sp, w->f[i].sp);
      ran = 1;
    }
    if (!ran && w->live) deadlock(w);
    block_progress(w, w->steps + cufemu_atomic_changes != before);
  }
}

static void workers_add(launch *L, worker *w) {
  pthread_mutex_lock(&L->tmu);
  if (L->nworkers == L->workers_cap) {
    unsigned cap = L->workers_cap ? 2 * L->workers_cap : 16;
    worker **nw = realloc(L->workers, cap * sizeof *nw);
    if (!nw) fatal_oom("workers");
    L->workers = nw;
    L->workers_cap = cap;
  }
  L->workers[L->nworkers++] = w;
  pthread_mutex_unlock(&L->tmu);
}

static void workers_remove(launch *L, worker *w) {
  pthread_mutex_lock(&L->tmu);
  for (unsigned i = 0; i < L->nworkers; i++)
    if (L->workers[i] == w) {
      L->workers[i] = L->workers[--L->nworkers];
      break;
    }
  pthread_mutex_unlock(&L->tmu);
}

static void run_blocks(worker *w, launch *L) {
  worker_reserve(w, L->straight ? 0 : L->nthreads, L->shmem);
  blockDim = L->block;
  gridDim = L->grid;
  w->L = L;
  w->stalled = 0;
  workers_add(L, w);
  cufemu_here.launch = L->id;
  for (;;) {
    unsigned long long b = __atomic_fetch_add(&L->next, 1ull, __ATOMIC_RELAXED);
    if (b >= L->nblocks) break;
    __atomic_add_fetch(&L->running, 1, __ATOMIC_SEQ_CST);
    __atomic_add_fetch(&L->gen, 1, __ATOMIC_SEQ_CST);
    run_block(w, L, b);
    __atomic_sub_fetch(&L->running, 1, __ATOMIC_SEQ_CST);
    if (L->coop) { /* one block per host thread: all of them are resident */
      grid_block_done(L);
      break;
    }
  }
  workers_remove(L, w);
  w->L = NULL;
  threadIdx = (uint3){0, 0, 0};
  blockIdx = (uint3){0, 0, 0};
}

static void *thread_main(void *arg) {
  launch *L = arg;
  worker *w = worker_get();
  run_blocks(w, L);
  W = NULL;
  worker_release(w);
  return NULL;
}

/* Starts a host thread running blocks of L (called with tmu held); a
 * smaller stack than the default: kernels run on fiber stacks. */
static void thread_main_start(launch *L) {
  if (L->nthreads_started == L->threads_cap) {
    unsigned cap = L->threads_cap ? 2 * L->threads_cap : 16;
    pthread_t *nt = realloc(L->threads, cap * sizeof *nt);
    if (!nt) fatal_oom("host threads");
    L->threads = nt;
    L->threads_cap = cap;
  }
  /* glibc places the static TLS (a program's __shared__ arrays, static
     thread_local here) on the stack: a larger one where they do not fit */
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  int err = EINVAL;
  for (size_t stack = 256 * 1024; err == EINVAL && stack <= ((size_t)1 << 30); stack *= 2) {
    pthread_attr_setstacksize(&attr, stack);
    err = pthread_create(&L->threads[L->nthreads_started], &attr, thread_main, L);
  }
  if (err != 0) {
    fflush(stdout);
    fprintf(stderr, "cufemu: error: cannot start host thread %u for kernel '%s'\n", L->nthreads_started + 1,
            L->kernel);
    exit(1);
  }
  pthread_attr_destroy(&attr);
  L->nthreads_started++;
}

/* CUFEMU_THREADS: host threads that run the blocks of a grid from its
 * start (default: the processors online). */
static int host_threads(void) {
  static int n;
  if (!n) {
    const char *e = getenv("CUFEMU_THREADS");
    n = e ? atoi(e) : (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (n < 1) n = 1;
    if (n > 256) n = 256;
  }
  return n;
}

static int coop_threads(void) {
  static int n;
  if (!n) {
    const char *e = getenv("CUFEMU_COOP_THREADS");
    n = e ? atoi(e) : 16384;
    if (n < 32) n = 32;
  }
  return n;
}

int cufemu_cooperative_max_blocks(int threads, size_t shmem) {
  int per_sm = 0, sms = 0;
  if (threads <= 0 || cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, NULL, threads, shmem) != cudaSuccess)
    return 0;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  int n = per_sm * sms, fit = coop_threads() / threads;
  return n < fit ? n : fit;
}

/* Runs the grid on the caller's host thread and `first` - 1 more (all of
 * the blocks at once for a cooperative launch), then waits for them and
 * those started meanwhile for blocks that wait for others. */
static void run_grid(launch *L, unsigned long long first) {
  pthread_mutex_init(&L->tmu, NULL);
  if (L->coop) {
    pthread_mutex_init(&L->gmu, NULL);
    pthread_cond_init(&L->gcv, NULL);
    L->g_live = L->nblocks;
  }
  pthread_mutex_lock(&L->tmu);
  for (L->hosts = 1; L->hosts < first; L->hosts++) thread_main_start(L);
  pthread_mutex_unlock(&L->tmu);
  run_blocks(worker_get(), L);
  for (unsigned i = 0;; i++) {
    pthread_mutex_lock(&L->tmu);
    int more = i < L->nthreads_started;
    pthread_t t = more ? L->threads[i] : 0;
    pthread_mutex_unlock(&L->tmu);
    if (!more) break;
    pthread_join(t, NULL);
  }
  if (L->coop) {
    pthread_cond_destroy(&L->gcv);
    pthread_mutex_destroy(&L->gmu);
  }
  pthread_mutex_destroy(&L->tmu);
  free(L->threads);
  free(L->workers);
}

static void run_deferred(launch *L);

/* CUDA 13 on an H100 reports cudaErrorInvalidValue for every invalid
   grid/block shape (checked natively), not cudaErrorInvalidConfiguration,
   and for too much dynamic shared memory. */
static cudaError_t check_shape(const void *func, dim3 grid, dim3 block, size_t shmem) {
  unsigned long long nt = (unsigned long long)block.x * block.y * block.z;
  if (block.x == 0 || block.y == 0 || block.z == 0 || block.x > 1024 || block.y > 1024 ||
      block.z > 64 || nt > 1024 || grid.x == 0 || grid.y == 0 || grid.z == 0 ||
      grid.x > 2147483647u || grid.y > 65535u || grid.z > 65535u || shmem > cufemu_func_max_dynshared(func))
    return cudaErrorInvalidValue;
  return cudaSuccess;
}

/* Nesting depth of the grid whose deferred work this host thread runs
   (0: the host's own launches). */
static __thread int tls_depth;
enum { MAX_DEPTH = 24 }; /* CUDA's limit on nested child grids */

cudaError_t cufemu_check_child(const void *func, dim3 grid, dim3 block, size_t shmem) {
  cudaError_t e = check_shape(func, grid, block, shmem);
  if (e == cudaSuccess && W && W->L && W->L->depth + 1 >= MAX_DEPTH) e = cudaErrorLaunchMaxDepthExceeded;
  if (e != cudaSuccess) cufemu_set_error(e);
  return e;
}

enum { RUN_FIBERS, RUN_STRAIGHT, RUN_COOPERATIVE };
enum { THREADS_PER_HOST = 4096 };

static cudaError_t launch_grid(int mode, const char *kernel, const char *file, int line,
                               const void *func, dim3 grid, dim3 block, size_t shmem,
                               void (*entry)(void *), void *closure) {
  unsigned long long nt = (unsigned long long)block.x * block.y * block.z;
  cudaError_t bad = check_shape(func, grid, block, shmem);
  if (bad != cudaSuccess) {
    cufemu_set_error(bad);
    return bad;
  }
  if (cufemu_in_kernel()) { /* device code launches through cufemu_defer */
    fflush(stdout);
    fprintf(stderr, "%s:%d: error: kernel '%s' launched from device code with a host launch\n",
            file ? file : "?", line, kernel);
    exit(1);
  }
  unsigned long long nblocks = (unsigned long long)grid.x * grid.y * grid.z;
  int coop = mode == RUN_COOPERATIVE;
  if (coop) {
    int max = cufemu_cooperative_max_blocks((int)nt, shmem);
    if (nblocks > (unsigned long long)max) {
      fflush(stdout);
      fprintf(stderr, "%s:%d: error: cooperative launch of kernel '%s' with %llu blocks of %llu "
              "threads: at most %d such blocks are co-resident in emulation (CUFEMU_COOP_THREADS=%d "
              "threads in all); use grid '*'\n", file ? file : "?", line, kernel ? kernel : "?",
              nblocks, nt, max, coop_threads());
      cufemu_set_error(cudaErrorCooperativeLaunchTooLarge);
      return cudaErrorCooperativeLaunchTooLarge;
    }
  }
  launch L;
  memset(&L, 0, sizeof L);
  L.coop = coop;
  L.straight = mode == RUN_STRAIGHT;
  L.kernel = kernel ? kernel : "?";
  L.file = file;
  L.line = line;
  L.grid = grid;
  L.block = block;
  L.shmem = shmem;
  L.entry = entry;
  L.closure = closure;
  L.nthreads = (unsigned)nt;
  L.nblocks = nblocks;
  L.depth = tls_depth;
  static unsigned long long launches;
  L.id = __atomic_add_fetch(&launches, 1ull, __ATOMIC_RELAXED);
  pthread_mutex_init(&L.qmu, NULL);
  L.qtail = &L.qhead;
  if (coop) {
    L.resident = nblocks;
    run_grid(&L, nblocks);
  } else {
    /* a host thread costs tens of microseconds to start: one for every
     * THREADS_PER_HOST CUDA threads at most, and one per block */
    unsigned long long nh = (unsigned long long)host_threads(),
                       worth = (nblocks * nt + THREADS_PER_HOST - 1) / THREADS_PER_HOST;
    if (nh > worth) nh = worth;
    if (nh > nblocks) nh = nblocks;
    L.resident = (unsigned long long)cufemu_cooperative_max_blocks((int)nt, shmem);
    if (L.resident < nh) L.resident = nh;
    run_grid(&L, nh);
  }
  run_deferred(&L);
  pthread_mutex_destroy(&L.qmu);
  return cudaSuccess;
}

/* The work device code queued during grid L, in the order it was queued;
 * each item may queue more (a child grid's own children run when that
 * child's grid is done, inside run()). */
static void run_deferred(launch *L) {
  int outer = tls_depth;
  tls_depth = L->depth + 1;
  while (L->qhead) {
    deferred *d = L->qhead;
    L->qhead = d->next;
    d->run(d->arg);
    free(d);
  }
  tls_depth = outer;
}

void cufemu_defer(void (*run)(void *), void *arg) {
  launch *L = W ? W->L : NULL;
  if (!L) { /* host code: nothing to wait for */
    run(arg);
    return;
  }
  deferred *d = malloc(sizeof *d);
  if (!d) fatal_oom("device-side launches");
  d->run = run;
  d->arg = arg;
  d->next = NULL;
  pthread_mutex_lock(&L->qmu);
  *L->qtail = d;
  L->qtail = &d->next;
  pthread_mutex_unlock(&L->qmu);
}

cudaError_t cufemu_launch(const char *kernel, const char *file, int line, const void *func,
                          dim3 grid, dim3 block, size_t shmem, cudaStream_t stream,
                          void (*entry)(void *), void *closure) {
  (void)stream; /* every stream is synchronous in emulation */
  return launch_grid(RUN_FIBERS, kernel, file, line, func, grid, block, shmem, entry, closure);
}

cudaError_t cufemu_launch_straight(const char *kernel, const char *file, int line, const void *func,
                                   dim3 grid, dim3 block, size_t shmem, cudaStream_t stream,
                                   void (*entry)(void *), void *closure) {
  (void)stream;
  return launch_grid(RUN_STRAIGHT, kernel, file, line, func, grid, block, shmem, entry, closure);
}

cudaError_t cufemu_launch_cooperative(const char *kernel, const char *file, int line,
                                      const void *func, dim3 grid, dim3 block, size_t shmem,
                                      cudaStream_t stream, void (*entry)(void *), void *closure) {
  (void)stream;
  return launch_grid(RUN_COOPERATIVE, kernel, file, line, func, grid, block, shmem, entry, closure);
}

/* ---- symbols ------------------------------------------------------------- */
typedef struct { const void *addr; size_t size; } symrec;
static symrec *syms;
static size_t nsyms, capsyms;
static pthread_mutex_t sym_lock = PTHREAD_MUTEX_INITIALIZER;

void cufemu_register_symbol(const void *addr, size_t size) {
  pthread_mutex_lock(&sym_lock);
  if (nsyms == capsyms) {
    size_t nc = capsyms ? 2 * capsyms : 64;
    symrec *ns = realloc(syms, nc * sizeof *ns);
    if (!ns) fatal_oom("symbols");
    syms = ns;
    capsyms = nc;
  }
  syms[nsyms].addr = addr;
  syms[nsyms].size = size;
  nsyms++;
  pthread_mutex_unlock(&sym_lock);
}

int cufemu_symbol_size(const void *addr, size_t *size) {
  int found = 0;
  pthread_mutex_lock(&sym_lock);
  for (size_t i = 0; i < nsyms; i++)
    if (syms[i].addr == addr) { *size = syms[i].size; found = 1; break; }
  pthread_mutex_unlock(&sym_lock);
  return found;
}
