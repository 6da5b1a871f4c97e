/*
 * cufemu.h — CPU emulation of CUDA device code for cufc's `-gpu=emu` mode.
 *
 * A generated x.cu is compiled by `g++ -x c++ -std=c++17 -DCUF_EMU
 * -I<runtime/include>`; cuf_device.h includes this header, and the program is
 * linked against libcufemu.a (which also provides the CUDA runtime API of a
 * virtual device, "cufc emulated device", with the exact signatures of the
 * toolkit's cuda_runtime_api.h).  Link with -lstdc++ -lpthread -lm.
 *
 * SCHEDULING MODEL
 *   - A launch runs synchronously on the calling host thread, at the moment it
 *     is enqueued (every stream behaves like the default stream; the call
 *     returns when the kernel has finished).
 *   - A grid launched from device code (dynamic parallelism), and an async
 *     copy device code puts in a stream, run after the launching grid has
 *     finished, in the order they were issued (cufemu_defer), before the
 *     host's launch returns.
 *   - The blocks of a grid are taken in linear block order (x fastest, then
 *     y, then z) by CUFEMU_THREADS host threads (default: the processors
 *     online; no more than one per block and per 4096 CUDA threads of the
 *     grid); a block always runs entirely on one host thread.
 *   - A block whose threads all wait for other blocks (they spin in wait
 *     loops, cufemu_wait_loop, and no atomic changes memory) makes its host
 *     thread start one more host thread for the next block, as long as the
 *     virtual device would hold that many blocks at once (occupancy x 132
 *     SMs); so blocks that spin on flags, locks or counters of other
 *     resident blocks finish.  When every running block waits, none can
 *     start and nothing changes for CUFEMU_DEADLOCK_SECONDS (default 2), the
 *     emulator reports a deadlock with the lines the threads wait at and
 *     exits with status 1.
 *   - A kernel launched with cufemu_launch_straight (no barrier, warp
 *     collective or wait loop: CUF_LAUNCH_STRAIGHT) runs the threads of a
 *     block one after the other, each to its end, without fibers.
 *   - A cooperative launch (cufemu_launch_cooperative: grid_global kernels)
 *     runs every block at once, one host thread each, so that a grid-wide
 *     barrier (cufemu_grid_sync) can hold them all; it is limited to
 *     CUFEMU_COOP_THREADS threads in all (default 16384).  Blocks that have
 *     finished no longer count in the grid barrier (warned once, as for
 *     __syncthreads).
 *   - Each CUDA thread of a block is a FIBER with its own stack (default
 *     256 KiB, CUFEMU_STACK_KB=n to change; guard page below each stack).
 *     The fibers of a block run round-robin on one host thread in linear
 *     thread order (x fastest); a fiber runs until it blocks in __syncthreads,
 *     a warp collective (__shfl*_sync, __ballot_sync, __all/__any_sync,
 *     __match_*_sync, __syncwarp), yields in an iteration of a wait loop
 *     or finishes.  There is no preemption, so
 *     legacy "implicitly warp-synchronous" code (no __syncwarp between steps)
 *     does NOT work; CUDA has not guaranteed it since Volta either.
 *   - __syncthreads releases when every LIVE thread of the block has arrived.
 *     If threads of the block have already exited, the barrier is released
 *     anyway and a warning
 *        warning: __syncthreads not reached by all threads of block (x,y,z)
 *        in kernel 'k' (...)
 *     is printed once per launch.
 *   - Warps are 32 consecutive threads by linear thread index.  A warp
 *     collective is a rendezvous of the participating lanes, i.e. the lanes
 *     of `mask` that exist and have not exited (the calling lane always
 *     participates).  Reading a lane outside that set returns the caller's
 *     own value (undefined in CUDA).
 *   - If no fiber of a block can make progress (e.g. some lanes wait in
 *     __syncthreads while others of their warp wait in a shuffle) the
 *     emulator reports a deadlock and exits with status 1.
 *   - __shared__ variables are `static thread_local` in the kernel: one copy
 *     per host thread, which is one copy per block because a host thread runs
 *     one block at a time.  Their contents are NOT reset between blocks
 *     (CUDA leaves shared memory undefined at block start).  Dynamic shared
 *     memory (CUF_DYNSHARED) is a per-host-thread buffer of the launch's
 *     shmem bytes, 16-byte aligned.
 *   - __device__/__constant__/__managed__ variables are ordinary host globals;
 *     "device" memory is host memory, so a symbol's address is its device
 *     address (cudaMemcpyToSymbol(&sym, ...)).
 *   - threadIdx/blockIdx/blockDim/gridDim are thread-local variables that the
 *     scheduler sets before switching to a fiber; in gdb `p threadIdx` shows
 *     the current fiber's index.
 *
 * CHECKS (CUFEMU_CHECK=bounds,mem,init,race,sync,leaks | all | none; default
 *   bounds; docs/emulation.md): device memory (cudaMalloc, ALLOCATE) comes
 *   from an arena whose addresses are never reused; element accesses printed
 *   as CUF_ACCESS (cuf_device.h) are checked against its allocations, its
 *   initialisation shadow and the race shadow; CUF_SITED names the statement
 *   of a barrier or warp collective for synccheck.
 */
#ifndef CUFEMU_H
#define CUFEMU_H

#include <cuda_runtime_api.h>
#include <vector_types.h>

#ifdef __cplusplus
#include <cfenv>
#include <cmath>
#include <limits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <ctime>
#include <tuple>
#include <utility>
#include <type_traits>
#endif

/* ---- keywords ---------------------------------------------------------- */
#undef __global__
#undef __device__
#undef __host__
#undef __shared__
#undef __constant__
#undef __managed__
#undef __forceinline__
#undef __noinline__
#undef __launch_bounds__
#undef __cluster_dims__
#define __global__
#define __device__
#define __host__
#define __constant__
#define __managed__
#define __shared__ static thread_local
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...)
#define __cluster_dims__(...)
#ifndef __align__
#define __align__(n) __attribute__((aligned(n)))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- builtin variables (set by the scheduler) -------------------------- */
extern __thread uint3 threadIdx;
extern __thread uint3 blockIdx;
extern __thread dim3 blockDim;
extern __thread dim3 gridDim;
/* Where the running CUDA thread is, for the checks (CUFEMU_CHECK); kept by
   the scheduler, and by straight_block for launches without fibers. */
typedef struct {
  unsigned long long launch; /* number of the launch being run, from 1 */
  unsigned long long block;  /* linear block index */
  unsigned thread;           /* linear thread index in its block */
  unsigned epoch;            /* barriers its block has completed */
} cufemu_pos;
extern __thread cufemu_pos cufemu_here;

/* ---- scheduler entry points (libcufemu) -------------------------------- */
/* Runs entry(closure) for every thread of every block.  Returns cudaSuccess
   or the configuration error it also stores as the last error.  func is the
   kernel's address (for cudaFuncSetAttribute limits), may be NULL. */
cudaError_t cufemu_launch(const char *kernel, const char *file, int line,
                          const void *func, dim3 grid, dim3 block,
                          size_t shmem, cudaStream_t stream,
                          void (*entry)(void *), void *closure);
/* The same for a cooperative launch (attributes(grid_global), guide 2.5.5):
   every block of the grid runs at once, each on its own host thread (so
   that its __shared__ variables are its own), and cufemu_grid_sync is a
   barrier of the whole grid.  The grid must not exceed
   cufemu_cooperative_max_blocks (else cudaErrorCooperativeLaunchTooLarge,
   with a message on stderr). */
cudaError_t cufemu_launch_cooperative(const char *kernel, const char *file, int line,
                                      const void *func, dim3 grid, dim3 block,
                                      size_t shmem, cudaStream_t stream,
                                      void (*entry)(void *), void *closure);
/* The same for a kernel whose threads never wait for each other (no
   barrier, warp collective or wait loop: src/cuda/waits.c): no fibers;
   entry(closure) runs every thread of the current block (blockIdx set),
   one after the other, each to its end. */
cudaError_t cufemu_launch_straight(const char *kernel, const char *file, int line,
                                   const void *func, dim3 grid, dim3 block,
                                   size_t shmem, cudaStream_t stream,
                                   void (*entry)(void *), void *closure);
/* From device code: run(arg) after the current grid has finished, in the
   order of the calls (child grids and async copies that device code puts in
   a stream, cuf_devrt.h); run must free arg.  Outside a kernel: now. */
void cufemu_defer(void (*run)(void *), void *arg);
/* From device code, before deferring a child grid: its configuration error
   (invalid shape or shared memory: cudaErrorInvalidValue; deeper than CUDA's
   24 nested grids: cudaErrorLaunchMaxDepthExceeded), also set as the last
   error, or cudaSuccess. */
cudaError_t cufemu_check_child(const void *func, dim3 grid, dim3 block, size_t shmem);
/* The most blocks of `threads` threads (and `shmem` bytes of dynamic shared
   memory) a cooperative launch may have: the blocks the virtual device
   holds at once (occupancy x 132 SMs), and at most CUFEMU_COOP_THREADS
   (default 16384) threads in all, the fibers the emulator runs at once. */
int cufemu_cooperative_max_blocks(int threads, size_t shmem);
/* Barrier of every thread of a cooperative launch's grid (grid_group sync);
   an error outside one. */
void cufemu_grid_sync(void);
void *cufemu_dynshared(void);
/* op: 0 plain, 1 count, 2 and, 3 or */
int cufemu_syncthreads(int op, int pred);
/* warp collectives; see CUFEMU_W_* */
enum {
  CUFEMU_W_SYNC = 0, CUFEMU_W_IDX, CUFEMU_W_UP, CUFEMU_W_DOWN, CUFEMU_W_XOR,
  CUFEMU_W_BALLOT, CUFEMU_W_ALL, CUFEMU_W_ANY, CUFEMU_W_MATCH_ANY,
  CUFEMU_W_MATCH_ALL
};
unsigned long long cufemu_warp(int op, unsigned mask, unsigned long long val,
                               int arg, int width, int *pred);
/* An iteration of a loop that may wait for another thread (CUF_WAIT_LOOP):
   the fiber lets the others run; `iteration` 0 is progress (the thread
   reached the loop), later ones are not unless an atomic changed memory. */
void cufemu_wait_loop(unsigned iteration, const char *file, int line);
unsigned cufemu_activemask(void);
unsigned cufemu_lane(void);
/* returns only when CUFEMU_CHECK leaves out bounds */
void cufemu_bounds_fail(long long idx, long long lo, long long hi, int dim,
                        const char *var, const char *file, int line);
__attribute__((noreturn)) void cufemu_trap(const char *what);
/* Before a launch from the host (devices.c): cudaErrorInvalidResourceHandle
   if the stream belongs to another emulated device than the current one;
   exits with an error if a kernel argument (ptrs[i], NULL for those that are
   not addresses) is memory of another device without peer access. */
cudaError_t cufemu_check_launch_devices(const char *kernel, cudaStream_t s, int n,
                                        const void *const *ptrs);
/* Stream capture (CUDA Graphs, api.c): whether work issued to s is being
   captured into a graph; a launch on such a stream is recorded with its own
   copy of the arguments (free_closure frees it with the graph) instead of
   run, and runs with launcher `how` at each cudaGraphLaunch. */
typedef cudaError_t (*cufemu_launcher)(const char *kernel, const char *file, int line,
                                       const void *func, dim3 grid, dim3 block, size_t shmem,
                                       cudaStream_t stream, void (*entry)(void *), void *closure);
int cufemu_capturing(cudaStream_t s);
cudaError_t cufemu_capture_launch(cufemu_launcher how, const char *kernel, const char *file,
                                  int line, const void *func, dim3 grid, dim3 block,
                                  size_t shmem, cudaStream_t s, void (*entry)(void *),
                                  void *closure, void (*free_closure)(void *));
/* name of the kernel being run by this host thread, or NULL */
const char *cufemu_current_kernel(void);
/* lets cudaGetSymbolSize(size, &sym) know a symbol's size */
void cufemu_register_symbol(const void *addr, size_t size);
long long cufemu_clock64(void);

/* ---- checks (CUFEMU_CHECK; runtime/emu/check*.c, docs/emulation.md) ---- */
/* An array element access printed by the device emitter (CUF_ACCESS in
   cuf_device.h): base is the array's first element, lb its lower bound
   (rank 1), var/file/line the Fortran array and statement. */
enum { CUFEMU_A_WRITE = 1, CUFEMU_A_VOLATILE = 2, CUFEMU_A_RANK1 = 4 };
typedef struct cufemu_access {
  const void *base;
  long long lb;
  int how; /* CUFEMU_A_* */
  const char *var, *file;
  int line;
} cufemu_access;
/* nonzero when CUFEMU_CHECK asks for mem, init or race */
extern int cufemu_access_checks;
void cufemu_check_access(const void *p, size_t n, const cufemu_access *x);
/* memory written other than by an instrumented access (atomics, runtime
   copies and fills) is initialised for initcheck */
void cufemu_mark_written(const void *p, size_t n);
/* the Fortran statement of the next barrier or warp collective (CUF_SITED) */
extern __thread const char *cufemu_site_file;
extern __thread int cufemu_site_line;
/* the source line of an ALLOCATE / DEALLOCATE, for the allocation records */
void cufemu_host_site(const char *file, int line);
/* the source line of a host statement that calls a CUDA library routine,
   for the reports of the emulated libraries' buffer checks */
void cufemu_library_site(const char *file, int line);

#ifdef __cplusplus
} /* extern "C" */
#endif

#ifdef __cplusplus

static constexpr int warpSize = 32;

/* ---- launch ------------------------------------------------------------ */
namespace cufemu_detail {
template <typename... P> struct closure {
  void (*k)(P...);
  std::tuple<typename std::decay<P>::type...> args;
};
template <typename... P> void entry(void *c) {
  closure<P...> *cl = static_cast<closure<P...> *>(c);
  /* every fiber gets its own by-value copy of the parameters */
  std::tuple<typename std::decay<P>::type...> mine(cl->args);
  std::apply(cl->k, mine);
}
/* the device memory a kernel argument points at: a pointer, or the base of
   a cuf_array; else NULL (cufemu_check_launch_devices) */
template <typename T>
inline const void *arg_address(const T &, long) { return nullptr; }
template <typename T, typename = typename std::enable_if<std::is_object<T>::value>::type>
inline const void *arg_address(T *const &p, int) { return (const void *)p; }
template <typename T>
inline auto arg_address(const T &a, int) -> decltype((const void *)a.base) {
  return (const void *)a.base;
}
template <typename... P> void free_closure(void *c) { delete static_cast<closure<P...> *>(c); }
/* every thread of the current block in turn, K inlined into the loop */
template <auto K, typename... P> __attribute__((flatten)) void straight_block(void *c) {
  closure<P...> *cl = static_cast<closure<P...> *>(c);
  const dim3 b = blockDim;
  for (unsigned z = 0; z < b.z; z++)
    for (unsigned y = 0; y < b.y; y++)
      for (unsigned x = 0; x < b.x; x++) {
        threadIdx = uint3{x, y, z};
        cufemu_here.thread = (z * b.y + y) * b.x + x;
        std::tuple<typename std::decay<P>::type...> mine(cl->args);
        std::apply(K, mine);
      }
}
template <typename... P, typename... A>
inline cudaError_t launch_with(cufemu_launcher how, void (*run)(void *), const char *name,
                               const char *file, int line, void (*k)(P...), dim3 g,
                               dim3 b, size_t shmem, cudaStream_t s, A &&...a) {
  static_assert(sizeof...(P) == sizeof...(A),
                "kernel launched with the wrong number of arguments");
  const void *const ptrs[sizeof...(A) + 1] = {arg_address(a, 0)..., nullptr};
  const cudaError_t wrong_device = cufemu_check_launch_devices(name, s, (int)sizeof...(A), ptrs);
  if (wrong_device != cudaSuccess) return wrong_device;
  if (cufemu_capturing(s))
    return cufemu_capture_launch(how, name, file, line, (const void *)k, g, b, shmem, s, run,
                                 new closure<P...>{k, std::tuple<typename std::decay<P>::type...>(
                                                          std::forward<A>(a)...)},
                                 &free_closure<P...>);
  closure<P...> c{k, std::tuple<typename std::decay<P>::type...>(
                         std::forward<A>(a)...)};
  return how(name, file, line, (const void *)k, g, b, shmem, s, run, &c);
}
template <typename... P, typename... A>
inline cudaError_t launch(const char *name, const char *file, int line,
                          void (*k)(P...), dim3 g, dim3 b, size_t shmem,
                          cudaStream_t s, A &&...a) {
  return launch_with(cufemu_launch, &entry<P...>, name, file, line, k, g, b,
                     shmem, s, std::forward<A>(a)...);
}
template <auto K, typename... P, typename... A>
inline cudaError_t launch_straight(const char *name, const char *file, int line,
                                   void (*k)(P...), dim3 g, dim3 b, size_t shmem,
                                   cudaStream_t s, A &&...a) {
  return launch_with(cufemu_launch_straight, &straight_block<K, P...>, name, file,
                     line, k, g, b, shmem, s, std::forward<A>(a)...);
}
template <typename... P, typename... A>
inline cudaError_t launch_cooperative(const char *name, const char *file,
                                      int line, void (*k)(P...), dim3 g,
                                      dim3 b, size_t shmem, cudaStream_t s,
                                      A &&...a) {
  return launch_with(cufemu_launch_cooperative, &entry<P...>, name, file, line,
                     k, g, b, shmem, s, std::forward<A>(a)...);
}
/* A grid launched from device code (dynamic parallelism): its arguments
   are copied now and it runs when the launching grid has finished
   (cufemu_defer). */
template <typename... P> struct child {
  closure<P...> c;
  const char *name, *file;
  int line;
  dim3 g, b;
  size_t shmem;
  cudaStream_t s;
};
template <typename... P> void run_child(void *p) {
  child<P...> *ch = static_cast<child<P...> *>(p);
  cufemu_launch(ch->name, ch->file, ch->line, (const void *)ch->c.k, ch->g, ch->b, ch->shmem, ch->s,
                &entry<P...>, &ch->c);
  delete ch;
}
template <typename... P, typename... A>
inline cudaError_t launch_child(const char *name, const char *file, int line, void (*k)(P...), dim3 g,
                                dim3 b, size_t shmem, cudaStream_t s, A &&...a) {
  static_assert(sizeof...(P) == sizeof...(A), "kernel launched with the wrong number of arguments");
  cudaError_t e = cufemu_check_child((const void *)k, g, b, shmem);
  if (e != cudaSuccess) return e;
  cufemu_defer(&run_child<P...>,
               new child<P...>{{k, std::tuple<typename std::decay<P>::type...>(std::forward<A>(a)...)},
                               name, file, line, g, b, shmem, s});
  return cudaSuccess;
}
template <typename T> inline unsigned long long to_bits(T v) {
  static_assert(sizeof(T) <= 8, "warp collective on a type wider than 8 bytes");
  unsigned long long u = 0;
  std::memcpy(&u, &v, sizeof(T));
  return u;
}
template <typename T> inline T from_bits(unsigned long long u) {
  T v;
  std::memcpy(&v, &u, sizeof(T));
  return v;
}
template <typename T>
inline T bounds(T idx, long long lo, long long hi, int dim, const char *var,
                const char *file, int line) {
  long long i = (long long)idx;
  if (i < lo || i > hi)
    cufemu_bounds_fail(i, lo, hi, dim, var, file, line);
  return idx;
}
template <typename T>
inline T *access(T *p, int how, const void *base, long long lb, const char *var, const char *file,
                 int line) {
  if (__builtin_expect(cufemu_access_checks != 0, 0)) {
    cufemu_access x = {base, lb, how | (std::is_volatile<T>::value ? CUFEMU_A_VOLATILE : 0), var, file, line};
    cufemu_check_access((const void *)p, sizeof(T), &x);
  }
  return p;
}
/* an atomic's target is initialised memory for initcheck */
template <typename T> inline T *written(T *p) {
  if (__builtin_expect(cufemu_access_checks != 0, 0)) cufemu_mark_written((const void *)p, sizeof(T));
  return p;
}
} // namespace cufemu_detail

/* ---- synchronisation --------------------------------------------------- */
inline void __syncthreads(void) { cufemu_syncthreads(0, 0); }
inline int __syncthreads_count(int p) { return cufemu_syncthreads(1, p); }
inline int __syncthreads_and(int p) { return cufemu_syncthreads(2, p); }
inline int __syncthreads_or(int p) { return cufemu_syncthreads(3, p); }
inline void __syncwarp(unsigned mask = 0xffffffffu) {
  cufemu_warp(CUFEMU_W_SYNC, mask, 0, 0, 32, nullptr);
}
inline void __threadfence(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
inline void __threadfence_block(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
inline void __threadfence_system(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
inline unsigned __activemask(void) { return cufemu_activemask(); }
inline void __trap(void) { cufemu_trap("__trap() called"); }
inline void __brkpt(void) { __builtin_trap(); }
inline void __nanosleep(unsigned) {}

/* ---- warp collectives -------------------------------------------------- */
template <typename T>
inline T __shfl_sync(unsigned mask, T var, int srcLane, int width = 32) {
  return cufemu_detail::from_bits<T>(cufemu_warp(
      CUFEMU_W_IDX, mask, cufemu_detail::to_bits(var), srcLane, width, nullptr));
}
template <typename T>
inline T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = 32) {
  return cufemu_detail::from_bits<T>(cufemu_warp(
      CUFEMU_W_UP, mask, cufemu_detail::to_bits(var), (int)delta, width, nullptr));
}
template <typename T>
inline T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = 32) {
  return cufemu_detail::from_bits<T>(cufemu_warp(
      CUFEMU_W_DOWN, mask, cufemu_detail::to_bits(var), (int)delta, width, nullptr));
}
template <typename T>
inline T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = 32) {
  return cufemu_detail::from_bits<T>(cufemu_warp(
      CUFEMU_W_XOR, mask, cufemu_detail::to_bits(var), laneMask, width, nullptr));
}
/* legacy (pre-CUDA 9) forms: all lanes that have not exited participate */
template <typename T> inline T __shfl(T var, int srcLane, int width = 32) {
  return __shfl_sync(0xffffffffu, var, srcLane, width);
}
template <typename T> inline T __shfl_up(T var, unsigned d, int width = 32) {
  return __shfl_up_sync(0xffffffffu, var, d, width);
}
template <typename T> inline T __shfl_down(T var, unsigned d, int width = 32) {
  return __shfl_down_sync(0xffffffffu, var, d, width);
}
template <typename T> inline T __shfl_xor(T var, int m, int width = 32) {
  return __shfl_xor_sync(0xffffffffu, var, m, width);
}
inline unsigned __ballot_sync(unsigned mask, int pred) {
  return (unsigned)cufemu_warp(CUFEMU_W_BALLOT, mask, pred != 0, 0, 32, nullptr);
}
inline int __all_sync(unsigned mask, int pred) {
  return (int)cufemu_warp(CUFEMU_W_ALL, mask, pred != 0, 0, 32, nullptr);
}
inline int __any_sync(unsigned mask, int pred) {
  return (int)cufemu_warp(CUFEMU_W_ANY, mask, pred != 0, 0, 32, nullptr);
}
inline unsigned __ballot(int pred) { return __ballot_sync(0xffffffffu, pred); }
inline int __all(int pred) { return __all_sync(0xffffffffu, pred); }
inline int __any(int pred) { return __any_sync(0xffffffffu, pred); }
inline int __uni_sync(unsigned mask, int pred) {
  unsigned b = __ballot_sync(mask, pred);
  return b == 0 || b == (mask & cufemu_activemask());
}
template <typename T> inline unsigned __match_any_sync(unsigned mask, T value) {
  return (unsigned)cufemu_warp(CUFEMU_W_MATCH_ANY, mask,
                               cufemu_detail::to_bits(value), 0, 32, nullptr);
}
template <typename T>
inline unsigned __match_all_sync(unsigned mask, T value, int *pred) {
  int p = 0;
  unsigned r = (unsigned)cufemu_warp(CUFEMU_W_MATCH_ALL, mask,
                                     cufemu_detail::to_bits(value), 0, 32, &p);
  if (pred) *pred = p;
  return r;
}

/* ---- atomics (really atomic: blocks may run on several host threads) --- */
/* Each atomic that changes memory counts in the host thread's
   cufemu_atomic_changes, the scheduler's sign that a wait loop made
   progress (a spin on atomicCAS or atomicAdd(x, 0) changes nothing). */
extern "C" __thread unsigned long long cufemu_atomic_changes;
namespace cufemu_detail {
template <typename T> inline T counted(T old, bool changed) {
  cufemu_atomic_changes += changed;
  return old;
}
} // namespace cufemu_detail
#define CUFEMU_FETCH(op, a, v) __atomic_fetch_##op(a, v, __ATOMIC_SEQ_CST)
#define CUFEMU_ATOMIC_INT(T)                                                   \
  inline T atomicAdd(T *a, T v) { return cufemu_detail::counted(CUFEMU_FETCH(add, cufemu_detail::written(a), v), v != 0); } \
  inline T atomicSub(T *a, T v) { return cufemu_detail::counted(CUFEMU_FETCH(sub, cufemu_detail::written(a), v), v != 0); } \
  inline T atomicXor(T *a, T v) { return cufemu_detail::counted(CUFEMU_FETCH(xor, cufemu_detail::written(a), v), v != 0); } \
  inline T atomicExch(T *a, T v) {                                             \
    T o = __atomic_exchange_n(cufemu_detail::written(a), v, __ATOMIC_SEQ_CST);                         \
    return cufemu_detail::counted(o, o != v);                                  \
  }                                                                            \
  inline T atomicAnd(T *a, T v) {                                              \
    T o = CUFEMU_FETCH(and, cufemu_detail::written(a), v);                                             \
    return cufemu_detail::counted(o, (o & v) != o);                            \
  }                                                                            \
  inline T atomicOr(T *a, T v) {                                               \
    T o = CUFEMU_FETCH(or, cufemu_detail::written(a), v);                                              \
    return cufemu_detail::counted(o, (o | v) != o);                            \
  }                                                                            \
  inline T atomicCAS(T *a, T cmp, T v) {                                       \
    bool swapped = __atomic_compare_exchange_n(cufemu_detail::written(a), &cmp, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); \
    return cufemu_detail::counted(cmp, swapped && cmp != v);                   \
  }                                                                            \
  inline T atomicMin(T *a, T v) {                                              \
    T o = __atomic_load_n(cufemu_detail::written(a), __ATOMIC_SEQ_CST);                                \
    while (v < o && !__atomic_compare_exchange_n(a, &o, v, true, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {} \
    return cufemu_detail::counted(o, v < o);                                   \
  }                                                                            \
  inline T atomicMax(T *a, T v) {                                              \
    T o = __atomic_load_n(cufemu_detail::written(a), __ATOMIC_SEQ_CST);                                \
    while (v > o && !__atomic_compare_exchange_n(a, &o, v, true, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {} \
    return cufemu_detail::counted(o, v > o);                                   \
  }
CUFEMU_ATOMIC_INT(int)
CUFEMU_ATOMIC_INT(unsigned int)
CUFEMU_ATOMIC_INT(unsigned long long)
/* CUDA has only Min/Max/CAS for signed 64-bit (Add/And/... via the unsigned
   overloads); the emulator is a bit more generous for those, harmlessly. */
CUFEMU_ATOMIC_INT(long long)
#undef CUFEMU_ATOMIC_INT
#undef CUFEMU_FETCH
inline unsigned atomicInc(unsigned *a, unsigned lim) {
  unsigned o = __atomic_load_n(cufemu_detail::written(a), __ATOMIC_SEQ_CST), n;
  do { n = (o >= lim) ? 0u : o + 1u; }
  while (!__atomic_compare_exchange_n(a, &o, n, true, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  return cufemu_detail::counted(o, n != o);
}
inline unsigned atomicDec(unsigned *a, unsigned lim) {
  unsigned o = __atomic_load_n(cufemu_detail::written(a), __ATOMIC_SEQ_CST), n;
  do { n = (o == 0u || o > lim) ? lim : o - 1u; }
  while (!__atomic_compare_exchange_n(a, &o, n, true, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  return cufemu_detail::counted(o, n != o);
}
namespace cufemu_detail {
template <typename F, typename U, typename Op> inline F fp_rmw(F *a, Op op) {
  static_assert(sizeof(F) == sizeof(U), "size");
  U *ua = reinterpret_cast<U *>(written(a));
  U o = __atomic_load_n(ua, __ATOMIC_SEQ_CST), n;
  F of, nf;
  do {
    std::memcpy(&of, &o, sizeof o);
    nf = op(of);
    std::memcpy(&n, &nf, sizeof n);
  } while (!__atomic_compare_exchange_n(ua, &o, n, true, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  return counted(of, n != o);
}
} // namespace cufemu_detail
inline float atomicAdd(float *a, float v) {
  return cufemu_detail::fp_rmw<float, unsigned>(a, [v](float o) { return o + v; });
}
inline double atomicAdd(double *a, double v) {
  return cufemu_detail::fp_rmw<double, unsigned long long>(a, [v](double o) { return o + v; });
}
inline float atomicExch(float *a, float v) {
  return cufemu_detail::fp_rmw<float, unsigned>(a, [v](float) { return v; });
}
inline double atomicExch(double *a, double v) {
  return cufemu_detail::fp_rmw<double, unsigned long long>(a, [v](double) { return v; });
}
/* the _block / _system scoped variants behave the same */
template <typename T, typename... A> inline T atomicAdd_block(T *a, A... v) { return atomicAdd(a, v...); }
template <typename T, typename... A> inline T atomicAdd_system(T *a, A... v) { return atomicAdd(a, v...); }

/* ---- math and intrinsics ----------------------------------------------- */
inline int min(int a, int b) { return a < b ? a : b; }
inline int max(int a, int b) { return a > b ? a : b; }
inline unsigned min(unsigned a, unsigned b) { return a < b ? a : b; }
inline unsigned max(unsigned a, unsigned b) { return a > b ? a : b; }
inline long long min(long long a, long long b) { return a < b ? a : b; }
inline long long max(long long a, long long b) { return a > b ? a : b; }
inline unsigned long long min(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
inline unsigned long long max(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
inline float min(float a, float b) { return std::fmin(a, b); }
inline float max(float a, float b) { return std::fmax(a, b); }
inline double min(double a, double b) { return std::fmin(a, b); }
inline double max(double a, double b) { return std::fmax(a, b); }

inline float __sinf(float x) { return sinf(x); }
inline float __cosf(float x) { return cosf(x); }
inline float __tanf(float x) { return tanf(x); }
inline void __sincosf(float x, float *s, float *c) { *s = sinf(x); *c = cosf(x); }
inline float __expf(float x) { return expf(x); }
inline float __exp10f(float x) { return powf(10.0f, x); }
inline float __logf(float x) { return logf(x); }
inline float __log2f(float x) { return log2f(x); }
inline float __log10f(float x) { return log10f(x); }
inline float __powf(float x, float y) { return powf(x, y); }
inline float __fdividef(float x, float y) { return x / y; }
inline double __fdivide(double x, double y) { return x / y; }
inline float __saturatef(float x) { return x != x ? 0.0f : (x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x)); }
inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
inline double rsqrt(double x) { return 1.0 / std::sqrt(x); }
inline float rcbrtf(float x) { return 1.0f / cbrtf(x); }
inline double rcbrt(double x) { return 1.0 / std::cbrt(x); }
/* sin(pi x), cos(pi x): x reduced modulo 2 exactly first */
inline double sinpi(double x) { return std::sin(M_PI * std::fmod(x, 2.0)); }
inline double cospi(double x) { return std::cos(M_PI * std::fmod(x, 2.0)); }
inline float sinpif(float x) { return (float)sinpi(x); }
inline float cospif(float x) { return (float)cospi(x); }
inline void sincospif(float x, float *s, float *c) { *s = sinpif(x); *c = cospif(x); }
inline void sincospi(double x, double *s, double *c) { *s = sinpi(x); *c = cospi(x); }
inline float exp10f(float x) { return powf(10.0f, x); }
inline float normcdff(float x) { return 0.5f * erfcf(-x * (float)M_SQRT1_2); }
inline double normcdf(double x) { return 0.5 * std::erfc(-x * M_SQRT1_2); }
/* Rounded arithmetic and conversions (cudadevice, guide 3.8.1 Table 11):
   _rd/_rn/_ru/_rz run under that rounding mode of the host FPU.  Operands
   and results go through volatile objects so that the compiler can neither
   fold the operation nor move it out of the mode's scope.  Conversions to
   integers saturate and turn NaN into 0, as the GPU does. */
namespace cufemu_detail {
struct rounding {
  int old;
  explicit rounding(int mode) : old(fegetround()) { fesetround(mode); }
  ~rounding() { fesetround(old); }
};
template <typename I> inline I saturate(double r) {
  if (r != r) return 0;
  if (r <= (double)std::numeric_limits<I>::min()) return std::numeric_limits<I>::min();
  if (r >= (double)std::numeric_limits<I>::max()) return std::numeric_limits<I>::max();
  return (I)r;
}
} // namespace cufemu_detail
#define CUFEMU_ROUNDED1(name, R, A, mode, expr)                                 \
  inline R name(A a_) {                                                        \
    volatile A a = a_;                                                         \
    cufemu_detail::rounding mode_(mode);                                       \
    volatile R z = (expr);                                                     \
    return z;                                                                  \
  }
#define CUFEMU_ROUNDED2(name, T, mode, expr)                                    \
  inline T name(T a_, T b_) {                                                  \
    volatile T a = a_, b = b_;                                                 \
    cufemu_detail::rounding mode_(mode);                                       \
    volatile T z = (expr);                                                     \
    return z;                                                                  \
  }
#define CUFEMU_ROUNDED3(name, T, mode, expr)                                    \
  inline T name(T a_, T b_, T c_) {                                            \
    volatile T a = a_, b = b_, c = c_;                                         \
    cufemu_detail::rounding mode_(mode);                                       \
    volatile T z = (expr);                                                     \
    return z;                                                                  \
  }
#define CUFEMU_ROUNDED_ALL(s, mode)                                            \
  CUFEMU_ROUNDED2(__fadd_##s, float, mode, a + b)                              \
  CUFEMU_ROUNDED2(__fsub_##s, float, mode, a - b)                              \
  CUFEMU_ROUNDED2(__fmul_##s, float, mode, a * b)                              \
  CUFEMU_ROUNDED2(__fdiv_##s, float, mode, a / b)                              \
  CUFEMU_ROUNDED1(__frcp_##s, float, float, mode, 1.0f / a)                    \
  CUFEMU_ROUNDED1(__fsqrt_##s, float, float, mode, sqrtf(a))                   \
  CUFEMU_ROUNDED3(__fmaf_##s, float, mode, fmaf(a, b, c))                      \
  CUFEMU_ROUNDED2(__dadd_##s, double, mode, a + b)                             \
  CUFEMU_ROUNDED2(__dsub_##s, double, mode, a - b)                             \
  CUFEMU_ROUNDED2(__dmul_##s, double, mode, a * b)                             \
  CUFEMU_ROUNDED2(__ddiv_##s, double, mode, a / b)                             \
  CUFEMU_ROUNDED1(__drcp_##s, double, double, mode, 1.0 / a)                   \
  CUFEMU_ROUNDED1(__dsqrt_##s, double, double, mode, std::sqrt(a))             \
  CUFEMU_ROUNDED3(__fma_##s, double, mode, std::fma(a, b, c))                  \
  CUFEMU_ROUNDED1(__double2float_##s, float, double, mode, (float)a)           \
  CUFEMU_ROUNDED1(__double2int_##s, int, double, mode,                         \
                  cufemu_detail::saturate<int>(std::nearbyint(a)))             \
  CUFEMU_ROUNDED1(__double2uint_##s, unsigned, double, mode,                   \
                  cufemu_detail::saturate<unsigned>(std::nearbyint(a)))        \
  CUFEMU_ROUNDED1(__double2ll_##s, long long, double, mode,                    \
                  cufemu_detail::saturate<long long>(std::nearbyint(a)))       \
  CUFEMU_ROUNDED1(__double2ull_##s, unsigned long long, double, mode,          \
                  cufemu_detail::saturate<unsigned long long>(std::nearbyint(a))) \
  CUFEMU_ROUNDED1(__float2int_##s, int, float, mode,                           \
                  cufemu_detail::saturate<int>(nearbyintf(a)))                 \
  CUFEMU_ROUNDED1(__float2uint_##s, unsigned, float, mode,                     \
                  cufemu_detail::saturate<unsigned>(nearbyintf(a)))            \
  CUFEMU_ROUNDED1(__float2ll_##s, long long, float, mode,                      \
                  cufemu_detail::saturate<long long>(nearbyintf(a)))           \
  CUFEMU_ROUNDED1(__float2ull_##s, unsigned long long, float, mode,            \
                  cufemu_detail::saturate<unsigned long long>(nearbyintf(a)))  \
  CUFEMU_ROUNDED1(__int2float_##s, float, int, mode, (float)a)                 \
  CUFEMU_ROUNDED1(__uint2float_##s, float, unsigned, mode, (float)a)           \
  CUFEMU_ROUNDED1(__ll2float_##s, float, long long, mode, (float)a)            \
  CUFEMU_ROUNDED1(__ull2float_##s, float, unsigned long long, mode, (float)a)  \
  CUFEMU_ROUNDED1(__ll2double_##s, double, long long, mode, (double)a)         \
  CUFEMU_ROUNDED1(__ull2double_##s, double, unsigned long long, mode, (double)a)
CUFEMU_ROUNDED_ALL(rd, FE_DOWNWARD)
CUFEMU_ROUNDED_ALL(rn, FE_TONEAREST)
CUFEMU_ROUNDED_ALL(ru, FE_UPWARD)
CUFEMU_ROUNDED_ALL(rz, FE_TOWARDZERO)
#undef CUFEMU_ROUNDED_ALL
#undef CUFEMU_ROUNDED1
#undef CUFEMU_ROUNDED2
#undef CUFEMU_ROUNDED3
inline float __frsqrt_rn(float a) { return 1.0f / sqrtf(a); }
inline double __int2double_rn(int x) { return (double)x; }
inline double __uint2double_rn(unsigned x) { return (double)x; }
inline float __int_as_float(int x) { float f; std::memcpy(&f, &x, 4); return f; }
inline int __float_as_int(float x) { int i; std::memcpy(&i, &x, 4); return i; }
inline float __uint_as_float(unsigned x) { float f; std::memcpy(&f, &x, 4); return f; }
inline unsigned __float_as_uint(float x) { unsigned i; std::memcpy(&i, &x, 4); return i; }
inline double __longlong_as_double(long long x) { double d; std::memcpy(&d, &x, 8); return d; }
inline long long __double_as_longlong(double x) { long long i; std::memcpy(&i, &x, 8); return i; }
inline int __double2hiint(double x) { return (int)(__double_as_longlong(x) >> 32); }
inline int __double2loint(double x) { return (int)(unsigned)__double_as_longlong(x); }
inline double __hiloint2double(int hi, int lo) {
  return __longlong_as_double((long long)(((unsigned long long)(unsigned)hi << 32) | (unsigned)lo));
}
inline int __popc(unsigned x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
inline int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
inline int __ffs(int x) { return __builtin_ffs(x); }
inline int __ffsll(long long x) { return __builtin_ffsll(x); }
inline unsigned __brev(unsigned x) {
  unsigned r = 0;
  for (int i = 0; i < 32; i++) { r = (r << 1) | (x & 1u); x >>= 1; }
  return r;
}
inline unsigned long long __brevll(unsigned long long x) {
  unsigned long long r = 0;
  for (int i = 0; i < 64; i++) { r = (r << 1) | (x & 1u); x >>= 1; }
  return r;
}
inline int __mul24(int a, int b) { return (int)((long long)((a << 8) >> 8) * ((b << 8) >> 8)); }
inline unsigned __umul24(unsigned a, unsigned b) { return (a & 0xffffffu) * (b & 0xffffffu); }
inline int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
inline unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
inline long long __mul64hi(long long a, long long b) { return (long long)(((__int128)a * b) >> 64); }
inline unsigned long long __umul64hi(unsigned long long a, unsigned long long b) {
  return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}
inline unsigned __sad(int a, int b, unsigned c) { return c + (unsigned)(a > b ? a - b : b - a); }
inline unsigned __usad(unsigned a, unsigned b, unsigned c) { return c + (a > b ? a - b : b - a); }
inline int __hadd(int a, int b) { return (int)(((long long)a + b) >> 1); }
inline int __rhadd(int a, int b) { return (int)(((long long)a + b + 1) >> 1); }
/* IEEE half precision as its 16 bits (cuf_float2half_rn in cuf_device.h):
   round to nearest even, overflow to infinity, subnormals kept. */
inline short cufemu_float2half_rn(float f) {
  unsigned x;
  std::memcpy(&x, &f, 4);
  unsigned sign = (x >> 16) & 0x8000u, mant = x & 0x7fffffu;
  int e = (int)((x >> 23) & 0xffu);
  if (e == 0xff) return (short)(sign | 0x7c00u | (mant ? 0x200u : 0u));
  e = e - 127 + 15;
  if (e >= 0x1f) return (short)(sign | 0x7c00u);
  int shift = 13;
  unsigned h;
  if (e <= 0) { /* subnormal half: h * 2^-24 */
    if (e < -10) return (short)sign;
    mant |= 0x800000u;
    shift = 14 - e;
    h = 0;
  } else {
    h = (unsigned)e << 10;
  }
  unsigned rem = mant & ((1u << shift) - 1u), halfway = 1u << (shift - 1);
  h += mant >> shift;
  if (rem > halfway || (rem == halfway && (h & 1u))) h++; /* may carry into the exponent */
  return (short)(sign | h);
}
inline float cufemu_half2float(short hs) {
  unsigned h = (unsigned short)hs, sign = (h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, mant = h & 0x3ffu;
  float f;
  if (e == 0) {
    f = std::ldexp((float)mant, -24);
    return sign ? -f : f;
  }
  unsigned x = sign | (e == 0x1f ? 0x7f800000u | (mant << 13) : ((e - 15 + 127) << 23) | (mant << 13));
  std::memcpy(&f, &x, 4);
  return f;
}
template <typename T> inline T __ldg(const T *p) { return *p; }
template <typename T> inline T __ldcg(const T *p) { return *p; }
template <typename T> inline T __ldca(const T *p) { return *p; }
template <typename T> inline T __ldcs(const T *p) { return *p; }
template <typename T> inline void __stcg(T *p, T v) { *p = v; }
template <typename T> inline void __stcs(T *p, T v) { *p = v; }
inline long long clock64(void) { return cufemu_clock64(); }
/* clock() is the C library's (clock_t, processor time): monotone, coarse. */

/* ---- C++ runtime-API conveniences that CUDA's cuda_runtime.h provides --- */
template <class T>
inline cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count,
                                      size_t offset = 0,
                                      cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}
template <class T>
inline cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count,
                                        size_t offset = 0,
                                        cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}
template <class T> inline cudaError_t cudaGetSymbolAddress(void **p, const T &symbol) {
  *p = (void *)&symbol;
  return cudaSuccess;
}
template <class T> inline cudaError_t cudaGetSymbolSize(size_t *s, const T &symbol) {
  (void)symbol;
  *s = sizeof(T);
  return cudaSuccess;
}
template <class T>
inline cudaError_t cudaFuncSetAttribute(T *func, cudaFuncAttribute attr, int value) {
  return ::cudaFuncSetAttribute((const void *)func, attr, value);
}
template <class T>
inline cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *a, T *func) {
  return ::cudaFuncGetAttributes(a, (const void *)func);
}
template <class T>
inline cudaError_t cudaFuncSetCacheConfig(T *func, cudaFuncCache c) {
  return ::cudaFuncSetCacheConfig((const void *)func, c);
}
template <class T>
inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *n, T func, int bs,
                                                                size_t sm) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessor(n, (const void *)func, bs, sm);
}
template <class T>
inline cudaError_t cudaMallocManaged(T **p, size_t size,
                                     unsigned flags = cudaMemAttachGlobal) {
  return ::cudaMallocManaged((void **)p, size, flags);
}
template <class T> inline cudaError_t cudaMalloc(T **p, size_t size) {
  return ::cudaMalloc((void **)p, size);
}
template <class T> inline cudaError_t cudaMallocHost(T **p, size_t size, unsigned flags = 0) {
  return ::cudaHostAlloc((void **)p, size, flags);
}

#endif /* __cplusplus */

#endif /* CUFEMU_H */
