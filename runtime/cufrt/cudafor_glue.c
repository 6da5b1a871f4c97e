/*
 * cudafor_glue.c — C half of the `cudafor` Fortran module (modules/cudafor.f90).
 *
 * The module binds directly to the CUDA runtime wherever a Fortran interface
 * maps one to one onto a cudart function.  Everything else comes here:
 *
 *   - data arguments that may be ANY Fortran type/kind/rank arrive as
 *     F2018 C descriptors (CFI_cdesc_t, from `type(*), dimension(..)` dummies):
 *     we read base_addr and elem_len and turn element counts into bytes
 *     (guide §4.9: "the count is in terms of elements");
 *   - typed fills (cudaMemset with a value that is not one repeated byte,
 *     D-4.9.38..40) done with memcpy doubling, no kernels;
 *   - cudaDeviceProp: the Fortran type is OUR layout (D-T-02); we fill a
 *     bind(c) mirror from CUDA 13's struct and cudaDeviceGetAttribute for the
 *     fields CUDA 13 removed (clockRate, memoryClockRate, deviceOverlap, ...);
 *   - CUDA 13 signature changes (cudaMemAdvise / cudaMemPrefetchAsync now take
 *     a struct cudaMemLocation: D-4.9.17, D-4.9.37);
 *   - the cudafor default stream (cudaforSetDefaultStream, D-4.5.1/2, D-X-01..04),
 *     readable by generated code through cufrt_default_stream().
 *
 * Only the CUDA runtime API is used: the same object links against libcudart
 * (native) and libcufemu (emulation, same symbols as cuda_runtime_api.h).
 */
#include <ISO_Fortran_binding.h>
#include <cuda_runtime_api.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <string.h>
#include "cufrt.h"
#include "cufrt_devprop.h"

/* ------------------------------------------------------------------ */
/* descriptor access                                                   */
/* ------------------------------------------------------------------ */

/* Address of the first element described by a descriptor (rank 0 included). */
void *cudafor_loc(CFI_cdesc_t *a) { return a ? a->base_addr : NULL; }

/* Element size in bytes of the described object. */
size_t cudafor_elem_len(CFI_cdesc_t *a) { return a ? a->elem_len : 0; }

/* Number of elements described (1 for a scalar). */
int64_t cudafor_size(CFI_cdesc_t *a)
{
    int64_t n = 1;
    if (!a) return 0;
    for (int i = 0; i < a->rank; i++) n *= a->dim[i].extent > 0 ? a->dim[i].extent : 0;
    return n;
}

/* C_DEVLOC(devarray) -> type(c_devptr)   (D-X-06).  c_devptr is a bind(c)
 * struct holding one pointer, returned by value like a void*. */
typedef struct { void *cptr; } cudafor_devptr;
cudafor_devptr cudafor_devloc(CFI_cdesc_t *a)
{
    cudafor_devptr r = { a ? a->base_addr : NULL };
    return r;
}

/* ------------------------------------------------------------------ */
/* default streams (D-4.5.1, D-4.5.2, D-X-01..04)                      */
/* ------------------------------------------------------------------ */

/* Thread default: "sets the default stream for all subsequent high-level
 * CUDA Fortran operations ... initiated by that CPU thread". */
static _Thread_local intptr_t tls_default_stream = 0;
static _Thread_local intptr_t tls_reduction_stream = 0;
static _Thread_local int tls_reduction_stream_set = 0;

/* Streams tied to a variable: [base, base+bytes) -> stream. */
struct var_stream { char *base; size_t bytes; intptr_t stream; };
static struct var_stream *var_streams;
static size_t n_var_streams, cap_var_streams;
static pthread_mutex_t var_lock = PTHREAD_MUTEX_INITIALIZER;
/* whether any variable has a stream: until one does, launches and transfers
   find their stream without taking the lock (issue 16 item 4: nothing per
   launch that CUDA C does not do) */
static atomic_bool any_var_stream;

static int var_stream_lookup(const void *addr, intptr_t *stream)
{
    int found = 0;
    const char *p = addr;
    if (!atomic_load_explicit(&any_var_stream, memory_order_acquire)) return 0;
    pthread_mutex_lock(&var_lock);
    for (size_t i = n_var_streams; i-- > 0;) {
        struct var_stream *v = &var_streams[i];
        if (p >= v->base && (p < v->base + v->bytes || (v->bytes == 0 && p == v->base))) {
            *stream = v->stream;
            found = 1;
            break;
        }
    }
    pthread_mutex_unlock(&var_lock);
    return found;
}

/* Forget the stream tied to the allocation that starts at addr (on free). */
void cufrt_forget_stream_for(const void *addr)
{
    pthread_mutex_lock(&var_lock);
    for (size_t i = 0; i < n_var_streams;) {
        if (var_streams[i].base == addr) var_streams[i] = var_streams[--n_var_streams];
        else i++;
    }
    pthread_mutex_unlock(&var_lock);
}

static int var_stream_set(void *base, size_t bytes, intptr_t stream)
{
    pthread_mutex_lock(&var_lock);
    for (size_t i = 0; i < n_var_streams; i++) {
        if (var_streams[i].base == base) {
            var_streams[i].bytes = bytes;
            var_streams[i].stream = stream;
            pthread_mutex_unlock(&var_lock);
            return cudaSuccess;
        }
    }
    if (n_var_streams == cap_var_streams) {
        size_t nc = cap_var_streams ? 2 * cap_var_streams : 16;
        struct var_stream *nv = realloc(var_streams, nc * sizeof *nv);
        if (!nv) { pthread_mutex_unlock(&var_lock); return cudaErrorMemoryAllocation; }
        var_streams = nv;
        cap_var_streams = nc;
    }
    var_streams[n_var_streams].base = base;
    var_streams[n_var_streams].bytes = bytes;
    var_streams[n_var_streams].stream = stream;
    n_var_streams++;
    atomic_store_explicit(&any_var_stream, true, memory_order_release);
    pthread_mutex_unlock(&var_lock);
    return cudaSuccess;
}

/* For generated code: the default stream of this thread. */
intptr_t cufrt_default_stream(void) { return tls_default_stream; }

/* For generated code: the stream tied to the variable containing addr,
 * else this thread's default stream. */
intptr_t cufrt_default_stream_for(const void *addr)
{
    intptr_t s;
    if (addr && var_stream_lookup(addr, &s)) return s;
    return tls_default_stream;
}

/* For generated code: the stream of an assignment transfer to or from the
 * device data `a` describes (guide 3.4.1). */
intptr_t cufrt_stream_of(CFI_cdesc_t *a)
{
    return cufrt_default_stream_for(a ? a->base_addr : NULL);
}

/* For the launch stubs: the stream of a kernel or !$cuf kernel launch.  A
 * stream named in the launch wins (`stream` is not CUFRT_UNNAMED_STREAM);
 * otherwise the stream that cudaforSetDefaultStream tied to the first device
 * argument that has one (guide 4.5.2: launches are among the operations a
 * variable's stream governs), else this thread's default stream. */
intptr_t cufrt_launch_stream(long long stream, int n, CFI_cdesc_t *const *args)
{
    if (stream != CUFRT_UNNAMED_STREAM) return (intptr_t)stream;
    for (int i = 0; i < n; i++) {
        intptr_t s;
        if (args[i] && args[i]->base_addr && var_stream_lookup(args[i]->base_addr, &s)) return s;
    }
    return tls_default_stream;
}

/* cudaforSetDefaultStream(stream)  — thread default. */
int cudafor_set_default_stream(intptr_t stream)
{
    tls_default_stream = stream;
    return cudaSuccess;
}

/* cudaforSetDefaultStream(devptr, stream) — tie a variable. */
int cudafor_set_default_stream_var(CFI_cdesc_t *a, intptr_t stream)
{
    if (!a || !a->base_addr) return cudaErrorInvalidValue;
    return var_stream_set(a->base_addr, (size_t)cudafor_size(a) * a->elem_len, stream);
}

/* cudaforGetDefaultStream([devptr]) */
intptr_t cudafor_get_default_stream(CFI_cdesc_t *a)
{
    return cufrt_default_stream_for(a ? a->base_addr : NULL);
}

/* cudaforReductionSetStream / GetStream (D-X-01/02): the stream on which
 * sum/maxval/minval of device data run; defaults to the default stream. */
int cudafor_reduction_set_stream(intptr_t stream)
{
    tls_reduction_stream = stream;
    tls_reduction_stream_set = 1;
    return cudaSuccess;
}
intptr_t cufrt_reduction_stream(void)
{
    return tls_reduction_stream_set ? tls_reduction_stream : tls_default_stream;
}

/* For generated code: the stream of sum(a), maxval(a), ... of device or
 * managed data (cufrt_reduce): the one cudaforReductionSetStream chose, else
 * the stream tied to a's variable, else this thread's default stream. */
intptr_t cufrt_reduction_stream_for(CFI_cdesc_t *a)
{
    if (tls_reduction_stream_set) return tls_reduction_stream;
    return cufrt_default_stream_for(a ? a->base_addr : NULL);
}

/* ------------------------------------------------------------------ */
/* allocation (cudaMalloc/cudaMallocManaged/cudaMallocHost helpers)    */
/* ------------------------------------------------------------------ */

enum { MEM_DEVICE = 0, MEM_MANAGED = 1, MEM_PINNED = 2 };

/* Allocate nbytes of the given kind.  Zero bytes allocates a minimal block so
 * that a zero-size Fortran array is still "allocated" (associated). */
int cudafor_raw_alloc(void **p, int64_t nbytes, int memkind, int flags)
{
    size_t n;
    *p = NULL;
    if (nbytes < 0) return cudaErrorInvalidValue;
    n = nbytes ? (size_t)nbytes : 1;
    switch (memkind) {
    case MEM_DEVICE:  return cudaMalloc(p, n);
    case MEM_MANAGED: return cudaMallocManaged(p, n, flags ? (unsigned)flags : cudaMemAttachGlobal);
    case MEM_PINNED:  return cudaHostAlloc(p, n, (unsigned)flags);
    default:          return cudaErrorInvalidValue;
    }
}

int cudafor_raw_free(void *p, int memkind)
{
    if (!p) return cudaSuccess;
    cufrt_forget_stream_for(p);
    switch (memkind) {
    case MEM_DEVICE:
    case MEM_MANAGED: return cudaFree(p);
    case MEM_PINNED:  return cudaFreeHost(p);
    default:          return cudaErrorInvalidValue;
    }
}

/* ------------------------------------------------------------------ */
/* copies                                                              */
/* ------------------------------------------------------------------ */

static int copy(void *dst, const void *src, size_t bytes, int kdir, intptr_t stream, int async)
{
    if (bytes == 0) return cudaSuccess;
    if (async) return cudaMemcpyAsync(dst, src, bytes, (enum cudaMemcpyKind)kdir, (cudaStream_t)stream);
    return cudaMemcpy(dst, src, bytes, (enum cudaMemcpyKind)kdir);
}

/* cudaMemcpy[Async](dst, src, count[, kdir][, stream]) — count in elements of
 * src: dst and src may differ in type (a complex host array filled from a
 * real device array, book 7.1: "the size of the payload needs to be
 * specified in elements of the source array").  kdir < 0 means "not given":
 * cudaMemcpyDefault (UVA infers it). */
/* 1 for device or managed memory (what cufrt_copy calls "on device") */
static int on_device(const void *p)
{
    struct cudaPointerAttributes a;
    if (cudaPointerGetAttributes(&a, p) != cudaSuccess) {
        (void)cudaGetLastError(); /* pageable memory, to CUDA before 11 */
        return 0;
    }
    return a.type == cudaMemoryTypeDevice || a.type == cudaMemoryTypeManaged;
}

int cudafor_memcpy(CFI_cdesc_t *dst, CFI_cdesc_t *src, int64_t count, int kdir,
                   intptr_t stream, int async)
{
    if (!dst || !src || count < 0) return cudaErrorInvalidValue;
    if (kdir < 0) kdir = cudaMemcpyDefault;
    if (!CFI_is_contiguous(dst) || !CFI_is_contiguous(src)) {
        /* a strided section (a_d(i, :)): its elements in array element
         * order, as the contiguous copy an explicit interface would pass;
         * count must be the number of elements of each */
        if (count != cudafor_size(dst) || count != cudafor_size(src) || dst->elem_len != src->elem_len)
            return cudaErrorInvalidValue;
        if (count == 0) return cudaSuccess;
        cufrt_copy(dst, on_device(dst->base_addr), src, on_device(src->base_addr),
                   async ? (cudaStream_t)stream : 0, "cudaMemcpy", 0);
        return cudaSuccess;
    }
    return copy(dst->base_addr, src->base_addr, (size_t)count * src->elem_len, kdir, stream, async);
}

/* cudaMemcpy2D[Async]: each pitch in elements of its own array, width in
 * elements of src (as cudaMemcpy's count); height in rows. */
int cudafor_memcpy2d(CFI_cdesc_t *dst, int64_t dpitch, CFI_cdesc_t *src, int64_t spitch,
                     int64_t width, int64_t height, int kdir, intptr_t stream, int async)
{
    size_t dp, sp, w;
    if (!dst || !src || dpitch < 0 || spitch < 0 || width < 0 || height < 0) return cudaErrorInvalidValue;
    if (kdir < 0) kdir = cudaMemcpyDefault;
    if (width == 0 || height == 0) return cudaSuccess;
    dp = (size_t)dpitch * dst->elem_len;
    sp = (size_t)spitch * src->elem_len;
    w = (size_t)width * src->elem_len;
    if (async)
        return cudaMemcpy2DAsync(dst->base_addr, dp, src->base_addr, sp, w, (size_t)height,
                                 (enum cudaMemcpyKind)kdir, (cudaStream_t)stream);
    return cudaMemcpy2D(dst->base_addr, dp, src->base_addr, sp, w, (size_t)height, (enum cudaMemcpyKind)kdir);
}

/* cudaMemcpyPeer[Async]: count in elements of src (as cudaMemcpy's). */
int cudafor_memcpy_peer(CFI_cdesc_t *dst, int dstdev, CFI_cdesc_t *src, int srcdev, int64_t count,
                        intptr_t stream, int async)
{
    size_t bytes;
    if (!dst || !src || count < 0) return cudaErrorInvalidValue;
    bytes = (size_t)count * src->elem_len;
    if (bytes == 0) return cudaSuccess;
    if (async)
        return cudaMemcpyPeerAsync(dst->base_addr, dstdev, src->base_addr, srcdev, bytes, (cudaStream_t)stream);
    return cudaMemcpyPeer(dst->base_addr, dstdev, src->base_addr, srcdev, bytes);
}

/* ------------------------------------------------------------------ */
/* typed fills                                                         */
/* ------------------------------------------------------------------ */

/* Does the value consist of one repeated byte?  Then cudaMemset does it. */
static int one_byte(const unsigned char *v, size_t n, int *b)
{
    for (size_t i = 1; i < n; i++)
        if (v[i] != v[0]) return 0;
    *b = n ? v[0] : 0;
    return 1;
}

/* Fill count elements of es bytes at device address p with the pattern val:
 * one host-side chunk is copied in, then device-to-device copies double the
 * filled prefix.  Only runtime API calls: works on cudart and on libcufemu.
 * (A cudaMemcpyAsync from pageable memory has consumed its source when it
 * returns, so the stack buffer may go away.) */
#define FILL_CHUNK 4096
static int fill_pattern(char *p, const unsigned char *val, size_t es, size_t count,
                        intptr_t stream, int async)
{
    unsigned char buf[FILL_CHUNK];
    size_t k, done;
    int err;
    if (count == 0) return cudaSuccess;
    if (es > FILL_CHUNK) {
        /* huge elements: element by element from the value itself */
        for (size_t i = 0; i < count; i++)
            if ((err = copy(p + i * es, val, es, cudaMemcpyHostToDevice, stream, async))) return err;
        return cudaSuccess;
    }
    k = FILL_CHUNK / es;
    if (k > count) k = count;
    for (size_t i = 0; i < k; i++) memcpy(buf + i * es, val, es);
    if ((err = copy(p, buf, k * es, cudaMemcpyHostToDevice, stream, async))) return err;
    for (done = k; done < count;) {
        size_t n = done < count - done ? done : count - done;
        if ((err = copy(p + done * es, p, n * es, cudaMemcpyDeviceToDevice, stream, async))) return err;
        done += n;
    }
    return cudaSuccess;
}

/* cudaMemset[Async](devptr, value, count): value of the same type and kind as
 * devptr (D-4.9.38: "The value must match in type and kind"); count elements. */
int cudafor_memset(CFI_cdesc_t *dst, CFI_cdesc_t *val, int64_t count, intptr_t stream, int async)
{
    size_t es;
    int b;
    if (!dst || !val || count < 0 || !val->base_addr) return cudaErrorInvalidValue;
    es = dst->elem_len;
    if (val->elem_len != es) return cudaErrorInvalidValue;
    if (count == 0) return cudaSuccess;
    if (!CFI_is_contiguous(dst)) {
        /* a strided section (a_d(i, :)): its elements (as cudafor_memcpy) */
        if (count != cudafor_size(dst) || es > 64) return cudaErrorInvalidValue;
        cufrt_fill(dst, val->base_addr, es, async ? (cudaStream_t)stream : 0, "cudaMemset", 0);
        return cudaSuccess;
    }
    if (one_byte(val->base_addr, es, &b)) {
        if (async) return cudaMemsetAsync(dst->base_addr, b, (size_t)count * es, (cudaStream_t)stream);
        return cudaMemset(dst->base_addr, b, (size_t)count * es);
    }
    return fill_pattern(dst->base_addr, val->base_addr, es, (size_t)count, stream, async);
}

/* cudaMemset2D[Async](devptr, pitch, value, width, height): elements. */
int cudafor_memset2d(CFI_cdesc_t *dst, int64_t pitch, CFI_cdesc_t *val, int64_t width, int64_t height,
                     intptr_t stream, int async)
{
    size_t es, pb, wb;
    int b, err;
    if (!dst || !val || pitch < 0 || width < 0 || height < 0 || width > pitch) return cudaErrorInvalidValue;
    es = dst->elem_len;
    if (val->elem_len != es) return cudaErrorInvalidValue;
    if (width == 0 || height == 0) return cudaSuccess;
    pb = (size_t)pitch * es;
    wb = (size_t)width * es;
    if (one_byte(val->base_addr, es, &b)) {
        if (async) return cudaMemset2DAsync(dst->base_addr, pb, b, wb, (size_t)height, (cudaStream_t)stream);
        return cudaMemset2D(dst->base_addr, pb, b, wb, (size_t)height);
    }
    if ((err = fill_pattern(dst->base_addr, val->base_addr, es, (size_t)width, stream, async))) return err;
    for (size_t done = 1; done < (size_t)height;) {
        size_t n = done < (size_t)height - done ? done : (size_t)height - done;
        char *d = (char *)dst->base_addr + done * pb;
        if (async) err = cudaMemcpy2DAsync(d, pb, dst->base_addr, pb, wb, n, cudaMemcpyDeviceToDevice,
                                           (cudaStream_t)stream);
        else err = cudaMemcpy2D(d, pb, dst->base_addr, pb, wb, n, cudaMemcpyDeviceToDevice);
        if (err) return err;
        done += n;
    }
    return cudaSuccess;
}

/* ------------------------------------------------------------------ */
/* unified memory (CUDA 13 takes a cudaMemLocation)                    */
/* ------------------------------------------------------------------ */

static struct cudaMemLocation location_of(int device)
{
    struct cudaMemLocation l;
    if (device == cudaCpuDeviceId) { l.type = cudaMemLocationTypeHost; l.id = 0; }
    else { l.type = cudaMemLocationTypeDevice; l.id = device; }
    return l;
}

/* D-4.9.17 cudaMemAdvise(devptr, count, advice, device): bytes here. */
int cudafor_mem_advise(const void *p, int64_t bytes, int advice, int device)
{
    if (bytes < 0) return cudaErrorInvalidValue;
    return cudaMemAdvise(p, (size_t)bytes, (enum cudaMemoryAdvise)advice, location_of(device));
}

/* D-4.9.37 cudaMemPrefetchAsync(devptr, count, device, stream): bytes here. */
int cudafor_mem_prefetch(const void *p, int64_t bytes, int device, intptr_t stream)
{
    if (bytes < 0) return cudaErrorInvalidValue;
    return cudaMemPrefetchAsync(p, (size_t)bytes, location_of(device), 0u, (cudaStream_t)stream);
}

/* ------------------------------------------------------------------ */
/* pointer attributes (D-4.10.4, D-T-05)                               */
/* ------------------------------------------------------------------ */

/* Mirror of Fortran type(cudaPointerAttributes) (bind(c), our layout). */
struct cudafor_ptrattr {
    int type;          /* cudaMemoryType */
    int memoryType;    /* same value, the pre-CUDA-11 field name */
    int device;
    int isManaged;     /* 1 if managed */
    void *devicePointer;
    void *hostPointer;
};

int cudafor_pointer_get_attributes(struct cudafor_ptrattr *out, const void *p)
{
    struct cudaPointerAttributes a;
    int err;
    memset(&a, 0, sizeof a);
    err = cudaPointerGetAttributes(&a, p);
    out->type = out->memoryType = (int)a.type;
    out->device = a.device;
    out->isManaged = a.type == cudaMemoryTypeManaged;
    out->devicePointer = a.devicePointer;
    out->hostPointer = a.hostPointer;
    return err;
}

/* ------------------------------------------------------------------ */
/* function attributes and kernel handles (D-4.7, D-4.8)               */
/* ------------------------------------------------------------------ */

/* Kernels reach cudafor's routines by name: cufc's host code passes
 * 'module:kernel' (cufrt_kernel_by_name, cufrt_symbols.c).  A procedure or
 * c_funptr is handed to cudart as it is: a kernel compiled by nvcc from C, or
 * cudaErrorInvalidDeviceFunction. */
extern const void *cufrt_kernel_by_name(const char *name, size_t len) __attribute__((weak));
extern const void *cufrt_symbol_by_name(const char *name, size_t len) __attribute__((weak));

const void *cudafor_kernel_handle(const void *host_proc) { return host_proc; }

const void *cudafor_kernel_by_name(const char *name, size_t len)
{
    return cufrt_kernel_by_name ? cufrt_kernel_by_name(name, len) : NULL;
}

const void *cudafor_symbol_by_name(const char *name, size_t len)
{
    return cufrt_symbol_by_name ? cufrt_symbol_by_name(name, len) : NULL;
}

/* Mirror of Fortran type(cudaFuncAttributes) (D-T-04): same fields as CUDA 13. */
struct cudafor_funcattr {
    size_t sharedSizeBytes, constSizeBytes, localSizeBytes;
    int maxThreadsPerBlock, numRegs, ptxVersion, binaryVersion, cacheModeCA;
    int maxDynamicSharedSizeBytes, preferredShmemCarveout;
    int clusterDimMustBeSet, requiredClusterWidth, requiredClusterHeight, requiredClusterDepth;
    int clusterSchedulingPolicyPreference, nonPortableClusterSizeAllowed;
};

int cudafor_func_get_attributes(struct cudafor_funcattr *out, const void *func)
{
    struct cudaFuncAttributes a;
    int err;
    memset(&a, 0, sizeof a);
    memset(out, 0, sizeof *out);
    if (!func) return cudaErrorInvalidDeviceFunction;
    err = cudaFuncGetAttributes(&a, func);
    out->sharedSizeBytes = a.sharedSizeBytes;
    out->constSizeBytes = a.constSizeBytes;
    out->localSizeBytes = a.localSizeBytes;
    out->maxThreadsPerBlock = a.maxThreadsPerBlock;
    out->numRegs = a.numRegs;
    out->ptxVersion = a.ptxVersion;
    out->binaryVersion = a.binaryVersion;
    out->cacheModeCA = a.cacheModeCA;
    out->maxDynamicSharedSizeBytes = a.maxDynamicSharedSizeBytes;
    out->preferredShmemCarveout = a.preferredShmemCarveout;
    out->clusterDimMustBeSet = a.clusterDimMustBeSet;
    out->requiredClusterWidth = a.requiredClusterWidth;
    out->requiredClusterHeight = a.requiredClusterHeight;
    out->requiredClusterDepth = a.requiredClusterDepth;
    out->clusterSchedulingPolicyPreference = a.clusterSchedulingPolicyPreference;
    out->nonPortableClusterSizeAllowed = a.nonPortableClusterSizeAllowed;
    return err;
}

size_t cudafor_funcattr_size(void) { return sizeof(struct cudafor_funcattr); }

/* ------------------------------------------------------------------ */
/* device properties (D-4.2.14, D-T-02)                                */
/* ------------------------------------------------------------------ */

/* The field lists (PROP_SIZE_T, PROP_INT, PROP_LEGACY, PROP_ARR) are in
 * cufrt_devprop.h.  The Fortran bind(c) type cudafor_prop_c in
 * modules/cudafor.f90 lists the same fields in the same order: size_t
 * fields, int fields, int arrays, then chars.  cudafor_prop_size() lets the
 * Fortran side check that both agree. */
struct cudafor_prop {
#define DECL_S(f) size_t f;
#define DECL_I(f) int f;
#define DECL_L(a, f) int f;
#define DECL_A(f, n) int f[n];
    PROP_SIZE_T(DECL_S)
    PROP_INT(DECL_I)
    PROP_LEGACY(DECL_L)
    PROP_ARR(DECL_A)
    char name[256];
    char uuid[16];
    char luid[8];
};

size_t cudafor_prop_size(void) { return sizeof(struct cudafor_prop); }

int cudafor_get_device_properties(struct cudafor_prop *out, int dev)
{
    struct cudaDeviceProp p;
    int err, v;
    memset(&p, 0, sizeof p);
    memset(out, 0, sizeof *out);
    err = cudaGetDeviceProperties(&p, dev);
    if (err != cudaSuccess) return err;
#define CP(f) out->f = (__typeof__(out->f))p.f;
#define CP_A(f, n) memcpy(out->f, p.f, sizeof out->f);
    PROP_SIZE_T(CP)
    PROP_INT(CP)
    PROP_ARR(CP_A)
    memcpy(out->name, p.name, sizeof out->name);
    memcpy(out->uuid, p.uuid.bytes, sizeof out->uuid);
    memcpy(out->luid, p.luid, sizeof out->luid);
    /* legacy fields; a runtime that lacks the attribute leaves 0 */
#define LEG(a, f) if (cudaDeviceGetAttribute(&v, a, dev) == cudaSuccess) out->f = v;
    PROP_LEGACY(LEG)
    if (!out->deviceOverlap && out->asyncEngineCount > 0) out->deviceOverlap = 1;
    /* a failed attribute query must not stay the "last error" */
    (void)cudaGetLastError();
    return cudaSuccess;
}

/* cudaChooseDevice(devnum, prop) (D-4.2.1): our struct back to CUDA's. */
int cudafor_choose_device(int *dev, const struct cudafor_prop *in)
{
    struct cudaDeviceProp p;
    memset(&p, 0, sizeof p);
#define BK(f) p.f = (__typeof__(p.f))in->f;
#define BK_A(f, n) memcpy(p.f, in->f, sizeof p.f);
    PROP_SIZE_T(BK)
    PROP_INT(BK)
    PROP_ARR(BK_A)
    memcpy(p.name, in->name, sizeof p.name);
    return cudaChooseDevice(dev, &p);
}

/* ------------------------------------------------------------------ */
/* misc                                                                */
/* ------------------------------------------------------------------ */

/* cudaGetErrorString: length of the message (the Fortran side copies it). */
size_t cudafor_strlen(const char *s) { return s ? strlen(s) : 0; }
