/* cuda.h — the CUDA layer: every CUDA Fortran decision, made once, between
 * semantic analysis and the emitters (../shared/design/cuda-layer.md).
 *
 *   memspace.c  where data lives (mem_space) and what a procedure is (proc_role)
 *   abi.c       names shared by generated host code, device code and the runtime
 *   rules.c     the legality rules of the guide, one walk over the analysed tree
 *   cufloop.c   analysis of `!$cuf kernel do` loop nests (guide 2.11)
 *   tile.c      shared-memory tiling of transpose- and matmul-like nests (book 3.4)
 *   accregion.c !$acc regions and data directives: kernels through cufloop.c,
 *               data through the runtime's present table (cufacc.h)
 *   hostuse.c   what a host statement does with device data (guide 3.4.2, 3.7.2)
 *   wmma.c      tensor-core submatrices of module wmma and their rules (guide 3.8.1.4)
 *   waits.c     device code that may wait for other threads (emulation: where to switch)
 *   curand.c    module curand_device: its state types and procedures in device code
 *   tensorex.c  module cutensorEx: host assignments it runs on the GPU
 *   info.c      -Minfo: a report of those decisions
 *
 * cuda_check() runs after sema_file() and before the emitters, for
 * -fsyntax-only too; the emitters then only print: they ask this layer and
 * never test attribute bits or build runtime names themselves. */
#ifndef CUFC_CUDA_H
#define CUFC_CUDA_H

#include <stdio.h>
#include "sema/sema.h"
#include "cufrt_abi.h"   /* runtime/include: CUFRT_* memory kinds, reductions, streams */

/* ------------------------------------------------------------ memspace.c */

typedef enum {
    MEM_HOST,       /* host memory: host code reads and writes it */
    MEM_DEVICE,     /* global memory (device attribute; locals and dummies of device code) */
    MEM_CONSTANT,   /* constant memory (guide 3.2.4) */
    MEM_SHARED,     /* shared memory of a thread block (guide 3.2.5) */
    MEM_MANAGED,    /* managed memory: host and device (guide 3.2.2) */
    MEM_PINNED,     /* page-locked host memory (guide 3.2.3) */
    MEM_TEXTURE,    /* a texture pointer to device memory (guide 3.2.6) */
} MemSpace;

/* Where a variable's or component's data lives (its origin symbol): the
 * attribute it was declared with; otherwise device memory for the locals
 * and dummies of device code (guide 3.2.1), host memory for the rest.
 * Anything that is not data is MEM_HOST. */
MemSpace mem_space(const Symbol *s);
/* Inside `!$acc host_data use_device(s)` (OpenACC; guide 5.8) s stands for
 * its present device copy, and inside a construct with `deviceptr(s)` the
 * dummy s holds a device address: mem_space(s) is MEM_DEVICE until the end
 * (acc_use_device sets and clears it around the construct's statements). */
void mem_use_device(const Symbol *s, bool inside);
/* The space of the attribute as written (no rule for device-code locals):
 * how host code represents a host-side entity. */
MemSpace mem_declared(const Symbol *s);
/* What host code finds in s: mem_declared, but the device copy for an array
 * of an enclosing `host_data use_device` (guide 5.8: tdaxpy's sum(y) and
 * maxval(y) are CUDA Fortran's reductions of the device copy). */
MemSpace mem_host_view(const Symbol *s);
/* -gpu=managed (nvfortran NEW-011/013/108): from now on an allocatable array
 * of intrinsic type without a CUDA attribute, outside device code, is
 * managed, as if declared so (set by cuda_check). */
void mem_managed_allocatables(bool on);
/* Only the GPU can dereference it: device, constant, shared, texture. */
bool mem_gpu_only(MemSpace m);
/* The GPU can read it: mem_gpu_only or managed. */
bool mem_gpu_visible(MemSpace m);
/* Device code may load s's elements through the read-only data cache
 * (ld.global.nc): a texture pointer (guide 3.2.6), or an intent(in) array
 * dummy of a kernel (nvfortran NEW-203), which Fortran's rules on dummy
 * arguments keep unchanged for the whole launch. */
bool mem_read_only(const Symbol *s);
/* The data a designator (a, a(i), a(1:n), s%c, ...) refers to: the space of
 * its base variable, or of a component with an attribute of its own. */
MemSpace expr_space(const Node *designator);
/* The base variable of a designator (through subscripts, components and
 * argument wrappers); NULL when it is not one. */
Symbol *designator_base(const Node *e);
/* The data symbol whose attribute says where designator e's data lives:
 * the component nearest the data that has a CUDA attribute of its own
 * (m%rho, g(i)%a_d: guide 3.2.1, 3.2.2), else the base variable; NULL when
 * e is not a designator. */
Symbol *designator_holder(const Node *e);
/* The expression reads data only the GPU can reach (any designator in it). */
bool expr_reads_gpu_data(const Node *e);
/* A module variable with an object in device code (cufv_<m>_<v>): device,
 * constant, managed or texture data of a module (its origin symbol). */
const Symbol *module_gpu_var(const Symbol *s);
/* Host code holds the variable, or a component with a CUDA attribute of
 * its own, through a Fortran POINTER to device, managed or pinned memory
 * (docs/architecture.md, "Host side"). */
bool host_holds_pointer(const Symbol *s);
/* A derived type with components that host_holds_pointer, directly or in
 * its (non-pointer) derived-type components. */
bool type_holds_gpu_components(const Type *t);
/* A dummy argument through which a procedure takes device data: device,
 * managed or constant, or assumed-type (cudafor's). */
bool dummy_takes_gpu_data(const Symbol *dummy);

typedef enum {
    ROLE_HOST,          /* host procedure (also: not a procedure) */
    ROLE_KERNEL,        /* attributes(global) or grid_global */
    ROLE_DEVICE,        /* attributes(device) */
    ROLE_HOST_DEVICE,   /* attributes(host,device): compiled for both */
} ProcRole;

/* What a procedure is, from its origin's attributes (Symbol.proc_attrs). */
ProcRole proc_role(const Symbol *p);
bool proc_is_kernel(const Symbol *p);
/* A kernel written in CUDA C: an attributes(global) bind(C) interface body
 * (book C.2); device code launches it by its binding name. */
bool proc_is_c_kernel(const Symbol *p);
/* A kernel launched cooperatively (attributes(grid_global), guide 3.6.7). */
bool proc_is_grid_global(const Symbol *p);
/* Has a device version: kernel, device or host,device. */
bool proc_on_device(const Symbol *p);
/* Has a host version: host or host,device. */
bool proc_on_host(const Symbol *p);
/* A scoping-unit node (procedure, interface body) that host code drops. */
bool unit_device_only(const Node *u);

/* --------------------------------------------------------------- waits.c */

/* A DO WHILE or DO without control in device code whose condition or body
 * reads a volatile variable, calls an atomic function or a fence: it may
 * spin until another thread changes memory (emulation: CUF_WAIT_LOOP). */
bool loop_may_wait(const Node *loop);
/* A kernel whose threads may wait for one another: a
 * barrier, a warp collective, a loop of loop_may_wait, or a call to a
 * procedure whose body is not in this file, in its body or in the device
 * procedures it calls.  Else each thread can run to its end in turn
 * (emulation: CUF_LAUNCH_STRAIGHT). */
bool kernel_may_wait(const Symbol *kernel);

/* ----------------------------------------------------------- cufloop.c
 * The kernel loop directive `!$cuf kernel do` (guide 2.11): analysed once by
 * cuda_check, stored in the directive's `cuf` for both emitters. */
#define CUF_MAX_LOOPS 7

typedef enum {
    CUF_ADD, CUF_MUL, CUF_MAX, CUF_MIN, CUF_IAND, CUF_IOR, CUF_IEOR,
    CUF_AND, CUF_OR, CUF_EQV, CUF_NEQV,
} CufOp;

typedef struct CufReduction {
    Symbol *var;            /* scalar (origin symbol) */
    CufOp op;               /* `s = s - x` accumulates with CUF_ADD */
} CufReduction;

typedef struct TilePlan TilePlan;
/* An array of a shaped nest (shape.c): referenced only as `ref`,
 * a(i, e2, ...) with i the innermost index. */
typedef struct CufVecArray {
    Symbol *array;          /* origin symbol, a captured array */
    Node *ref;              /* its first element reference */
    bool read, written;     /* read / assigned by the body */
} CufVecArray;

typedef struct CufLoop {
    Node *directive;        /* the N_CUF_KERNEL */
    Scope *scope;           /* scope the loop's names are looked up in */
    int n;                  /* mapped loops */
    Node *loops[CUF_MAX_LOOPS];     /* mapped N_DO constructs, outermost first */
    Symbol *index[CUF_MAX_LOOPS];   /* their index variables */
    bool const_step[CUF_MAX_LOOPS]; /* step known (step[k], 1 when absent) */
    int64_t step[CUF_MAX_LOOPS];
    SymList captured;       /* referenced variables the host passes (reduction
                               variables included), order of first reference */
    SymList privates;       /* scalars private to an iteration (temporaries,
                               inner DO variables); arrays of constant size that an
                               accelerator loop's private clause names (directive->args) */
    CufReduction *red;
    int nred;
    const char *name;       /* cuf_<units>_<line>: stub cufl_<name>, kernel cufk_<name> */
    bool acc;               /* a loop nest of an !$acc compute region: its host arrays are
                               present data (cufacc.h), the stub passes their device copies */
    SymList present;        /* acc: those captured host arrays (cuf_present_array) */
    SymList elements;       /* scalars standing for elements g(p) of host arrays whose type has
                               device components, captured by value (cuf_element_designator) */
    Node **element_of;      /* their designators, as the host passes them */
    const TilePlan *tile;   /* staged through shared memory (tile.c); NULL: one thread an iteration */
    bool deferred;          /* acc: its reductions into host scalars reach them when the host
                               next needs one (AccRegion.results_before), not at its launch */
    int chunk;              /* shape.c: > 0 when each thread runs `chunk` consecutive iterations
                               of the innermost loop, its arrays (vec) moved 16 bytes at a time */
    int width;              /* elements of the narrowest of them in 16 bytes (chunk: at least 2) */
    CufVecArray *vec;
    int nvec;
} CufLoop;

/* Analyse a !$cuf kernel do directive of a unit with scope `scope`; reports
 * errors and returns NULL then.  With `carried` (an accelerator loop nest,
 * accregion.c) a scalar whose assignments would race is no error: *carried
 * is set to it and NULL returned (the nest is not parallel). */
const CufLoop *cuf_loop_analyze(Node *directive, Scope *scope, Symbol **carried);
/* The launch shape of an analysed nest: sets l->chunk and l->vec (shape.c). */
void cuf_loop_shape(CufLoop *l);
/* The same expression, written the same way (names, literals, operators,
 * subscripts); whether expression e mentions variable s (origin symbol). */
bool cuf_same_expr(const Node *a, const Node *b);
/* A hash of e that expressions cuf_same_expr finds the same share. */
unsigned cuf_expr_hash(const Node *e);
bool cuf_mentions(const Node *e, const Symbol *s);
/* Statement st, the statements nested in it or its clauses name variable s. */
bool cuf_stmt_mentions(const Node *st, const Symbol *s);
/* The variable a name refers to (its origin symbol), or NULL. */
Symbol *cuf_variable_of(const Node *e);
/* kernel_may_wait for the kernel of a !$cuf loop (waits.c): reductions
 * and tiles (tile.c) meet in shared memory. */
bool cuf_loop_may_wait(const CufLoop *l);
/* The designator g(p) that captured variable s stands for, when it is one
 * of l->elements; NULL for a variable captured by its own name. */
const Node *cuf_element_designator(const CufLoop *l, const Symbol *s);
/* Whether captured array s of an accelerator loop nest is host data whose
 * device copy the stub finds in the present table (not device data, a
 * host_data use_device array or a deviceptr dummy). */
bool cuf_present_array(const CufLoop *l, const Symbol *s);
/* Fortran spelling of a reduction operator ("+", "max", ".and.", ...). */
const char *cuf_op_name(CufOp op);
/* A captured array whose lower bounds the host passes as `lbound(a)` right
 * after it (allocatable/pointer, or non-constant declared lower bounds). */
bool cuf_passes_lbound(const Symbol *array);
/* Arguments of the loop's launch stub after the stream: its loop bounds
 * (and non-constant steps), then its captured variables (with lbounds);
 * `captured`: how many of them are the captured variables'. */
int cuf_stub_nargs(const CufLoop *l, int *captured);

/* -------------------------------------------------------------- tile.c
 * Shared-memory tiling of a two-dimensional CUF-loop nest whose grid the
 * compiler chooses (no grid given, or `*`), as a CUDA C programmer tiles
 * a transpose or a matrix multiply (book 3.4).  Loop 1 (the innermost) is
 * x, loop 0 is y. */
typedef enum { TILE_TRANSPOSE, TILE_MATMUL } TileKind;
enum {
    TILE_EDGE = 32,         /* transpose: a 32x32 tile (padded to 32x33: no bank conflicts) */
    TILE_ROWS = 8,          /* transpose: 32x8 threads, each moving 4 elements */
    TILE_MM = 16,           /* matrix multiply: 16x16 threads, tiles 16 wide along k */
    TILE_OUTPUTS = 4,       /* matrix multiply: several results a thread, TILE_MM apart along x and
                               y, the shape of CUFRT_MATMUL_SHAPES the runtime picks */
};

struct TilePlan {
    TileKind kind;
    int edge, rows;         /* a block is edge x rows threads; a shared tile edge wide */
    int span_x, span_y;     /* transpose: the iterations a block covers along x and y at a time */
    /* TILE_TRANSPOSE: the body is this one assignment; read_x: the arrays
     * its value reads run along x in their leading subscript and the
     * array written along y (else the reverse) */
    Node *assign;
    bool read_x;
    /* TILE_MATMUL: the body is `before; do k; update; end do; after`; each
     * thread runs it for RX x RY iterations TILE_MM apart along x and y, a
     * shape of CUFRT_MATMUL_SHAPES the stub picks at run time (its private
     * scalars one copy each), when `outputs` is TILE_OUTPUTS; for one (1x1)
     * when it is 1 (private arrays) */
    int outputs;
    Node *before, *after;   /* the statements around the k loop (own chains; NULL: none) */
    Node *kloop;            /* the DO over k, step 1, bounds the same for every thread */
    Symbol *k;
    Node *row, *col;        /* the operands: row along x and k, col along k and y */
    Node *update;           /* `acc = acc + row*col` with row and col replaced by the
                               scalars row_tile and col_tile (the tiles' elements) */
    Symbol *row_tile, *col_tile;
};

/* The tiling of analysed nest l, or NULL (called by cuf_loop_analyze). */
const TilePlan *tile_plan(const CufLoop *l);

/* --------------------------------------------------------- accregion.c
 * The PGI Accelerator model (pgi-accelerator-model-v1.2.txt) and its
 * OpenACC spellings, lowered onto the CUF-loop machinery: each parallel
 * loop nest of a compute region becomes an N_CUF_KERNEL node (with its
 * CufLoop, `acc` set) in the region's body in place of the loop; loops not
 * proven parallel and the region's other statements run on the host between
 * updates of the present data they touch; data clauses, implicit data and
 * data directives become entries of the runtime's present table
 * (runtime/include/cufacc.h). */

typedef enum {
    ACC_COPY, ACC_COPYIN, ACC_COPYOUT, ACC_CREATE, ACC_PRESENT, ACC_DELETE,
    ACC_UPDATE_DEVICE, ACC_UPDATE_HOST,
} AccDataKind;

typedef struct AccData {
    Node *item;             /* the variable or section as written (a name for implicit data) */
    Symbol *var;            /* its base variable (origin symbol) */
    AccDataKind kind;
    bool implicit;          /* found by the region's analysis (pgi-accelerator-model 2.3.3) */
} AccData;

/* A statement of a compute region that the host runs: the present arrays
 * it reads or writes are updated on the host before it, those it writes on
 * the device after it. */
typedef struct AccHostStmt {
    Node *st;
    SymList touched, written;
} AccHostStmt;

/* A loop of a compute region that does not become a kernel. */
typedef struct AccSeqLoop {
    Node *loop;
    const Symbol *carried;  /* the variable whose loop-carried dependence prevents it; NULL: seq */
} AccSeqLoop;

typedef enum {
    ACC_STRUCTURED,         /* region / data construct: entry at the directive, exit at its end */
    ACC_ENTER,              /* enter data, declarative copyin ...: entry only */
    ACC_EXIT,               /* exit data: exit only */
    ACC_UPDATE,             /* update: the updates only */
    ACC_DECLARE,            /* declare (and PGI's declarative copyin(w) ...) in a procedure: entry
                               where it begins, exit at every RETURN and its END; allocatable
                               items follow ALLOCATE and DEALLOCATE instead (acc_declared) */
    ACC_WAIT,               /* the wait directive: its waits only */
    ACC_INIT, ACC_SET, ACC_SHUTDOWN, /* init, set, shutdown (OpenACC 2.14): runtime routines */
} AccShape;

typedef struct AccRegion {
    Node *directive;        /* the N_ACC */
    AccShape shape;
    bool compute;           /* a compute region (kernels, parallel, region, combined loops) */
    bool finalize;          /* exit data finalize */
    bool if_present;        /* update if_present: data not present is skipped (OpenACC 2.14.4);
                               host_data if_present: an array not present stands for itself (2.8) */
    Node *if_cond;          /* if(cond): when false the directive does nothing and a compute
                               region's statements run on the host as written */
    bool host_switch;       /* the same when compute regions run on the host (ACC_DEVICE_TYPE=HOST,
                               acc_set_device_type(acc_device_host): cufacc_regions_on_host);
                               data constructs and update; compute regions the host can run
                               (no labels, no CUDA device data) */
    AccData *data;          /* clauses in order, then implicit data */
    int ndata;
    AccHostStmt *host;      /* compute regions: statements the host runs */
    int nhost;
    AccSeqLoop *seq;        /* compute regions: loops that are not kernels */
    int nseq;
    SymList use_device;     /* host_data: the arrays that stand for their device copies inside */
    Node *results_before;   /* compute regions: the statement after it before which the host waits
                               for the reduction results of its kernels (CufLoop.deferred); NULL:
                               each kernel's stub waits */
    int nkernels;
    /* OpenACC 2.16 async and wait: an async construct's kernels and updates go
       to the queue's CUDA stream (its other transfers wait for the queue) */
    Node *async;            /* the async clause (list: the queue; empty: acc_async_noval), or NULL */
    bool wait;              /* a wait clause or the wait directive: the host (or with async, the
                               queue) waits for `waits` before the construct */
    Node *waits;            /* the queues waited for; NULL: every queue */
    /* init, set, shutdown */
    int device_type;        /* device_type(...): a CUFACC_DEVICE_* value; 0 when not given */
    Node *device_num;       /* device_num(n), or NULL */
    Node *default_async;    /* set default_async(q), or NULL */
} AccRegion;

/* -stdpar=gpu: DO CONCURRENT `st` of host unit `unit` becomes a kernel (the
 * node an N_CUF_KERNEL with its region data in Node.acc), unless a scalar
 * would race. */
void acc_lower_concurrent(Node *st, Node *unit);
/* The counted DO loop statement st of a region starts (st itself, or the
 * loop of an `!$acc loop`/`do` directive, then *dir), else NULL. */
Node *acc_loop_of(Node *st, Node **dir);
/* A compute construct: region, kernels, parallel, serial, combined loops. */
bool acc_is_compute(const Node *st);
/* Lower !$acc directive `st` of host unit `unit` (after its statements are
 * checked); reports unsupported directives and clauses. */
void acc_lower(Node *st, Node *unit);
/* What data item d does at the directive (at_end false) or at its end:
 * a CUFACC_* action of cufrt_abi.h (cufacc_data), ACC_TO_DEVICE /
 * ACC_TO_HOST (cufacc_update), or 0 (nothing). */
enum { ACC_TO_DEVICE = -1, ACC_TO_HOST = -2 };
int acc_action(const AccRegion *r, const AccData *d, bool at_end);
/* Whether the host waits for the queue of async directive r before its data
 * actions at the directive (at_end false) or at its end: a copy out or a
 * free runs on the host after the queue's work so far (OpenACC 2.16.1: a
 * copyout completes after the construct's kernels).  Entry actions need not
 * wait: the queue's work cannot touch memory they allocate. */
bool acc_drains_queue(const AccRegion *r, bool at_end);
/* Entering (inside) or leaving the statements of !$acc construct st: its
 * host_data use_device arrays or deviceptr dummies are device data in
 * between (mem_use_device); the lowering of a compute construct runs in
 * between too. */
void acc_use_device(const Node *st, bool inside);
/* An `!$acc loop` of an `!$acc routine` whose iterations the threads of
 * the calling block share (vector, worker or gang clause; guide 5.8: every
 * thread of a block calls a vector routine with the same arguments); else
 * the calling thread runs it. */
bool acc_loop_partitioned(const Node *loop_directive);
/* An allocatable array under `!$acc declare create`/`mirror` (module or
 * procedure): its device copy is created after each ALLOCATE of it and
 * deleted before each DEALLOCATE (pgi-accelerator-model 2.6.4; OpenACC
 * declare).  NULL for other variables. */
const AccData *acc_declared(const Symbol *s);
/* Spelling of a data kind in -Minfo ("copyin", "update device", ...). */
const char *acc_data_kind_name(AccDataKind k);

/* Generic resolution by CUDA attributes (guide 3.2.2; SemaOptions): an
 * actual's memory space suits a dummy; a specific is callable from the
 * caller's side (host or device code). */
bool cuda_space_suits(const Node *actual, const Symbol *dummy);
bool cuda_callable_from(const Symbol *specific, const Scope *caller);

/* ------------------------------------------------------------ hostuse.c
 * Device data in host statements (guide 3.4.2, 3.7.2). */

typedef struct DevUses {
    Node **items;            /* maximal device designators and GPU reductions in host expressions */
    int n;
    int free_arrays;         /* device arrays operated on by host operators */
    const Node *call_array;  /* device array passed to a host function */
    const Node *bad_arg;     /* device array passed to a procedure's host dummy */
    const Node *bad_kernel;  /* a kernel named other than as an argument of cudafor */
    bool needs_respell;      /* `allocated` of pointer-represented data, or a renamed
                                intrinsic: the statement is re-emitted */
    int managed_reductions;  /* items that are GPU reductions of managed data only */
} DevUses;

/* Add the device uses of host expression e to u (in_call: e is an actual
 * argument of a procedure call). */
void host_device_uses(Node *e, DevUses *u, bool in_call);
/* What an assignment in host code does with device data (guide 3.4.2); u
 * gets the device uses of its right-hand side. */
typedef enum {
    XFER_NONE,             /* no device data on either side: as written (respelled if need be) */
    XFER_DEVICE_TO_DEVICE, /* device designator = device designator: one device copy */
    XFER_TO_DEVICE,        /* device designator = host value or GPU reduction: a copy or a fill */
    XFER_FROM_DEVICE,      /* host = one device designator of its type, kind and rank: one copy */
    XFER_STAGED,           /* host = expression reading device data: each use through a host temporary */
    XFER_DEEP_COPY,        /* y = x of a type with device components: each gets memory and a device copy */
    XFER_TENSOR,           /* device array = what module cutensorEx runs on the GPU (st->tensor, tensorex.c) */
} HostTransfer;
HostTransfer host_transfer(Node *assign, DevUses *u);
/* F2008 7.2.1.3: an allocatable variable assigned an array is allocated
 * with the array's bounds when unallocated or of another shape.  gfortran
 * does it for what it assigns itself; host_lhs_allocation says what host
 * code does for the rest: a whole device, managed or pinned allocatable
 * array, variable or component (held as a pointer; under -gpu=managed any
 * host allocatable array), and a host allocatable that the runtime
 * copies device data into. */
typedef enum {
    LHS_AS_IS,             /* no allocation (not such a variable, -Mallocatable=95, or gfortran's own) */
    LHS_REALLOCATE,        /* (re)allocated with the bounds of the right-hand side as written */
    LHS_REALLOCATE_STAGED, /* the same, the right-hand side first evaluated into a host temporary
                              (an expression, or one that reads memory the reallocation may free) */
    LHS_ALLOCATE,          /* allocated when unallocated; one of another shape kept, as nvfortran
                              keeps data declared device, managed or pinned */
    LHS_ALLOCATE_STAGED,   /* the same, the right-hand side an expression: an allocated variable takes
                              it as it is, an unallocated one its bounds from a host temporary (one
                              test at run time chooses) */
    LHS_MUST_BE_ALLOCATED, /* a scalar broadcast: an unallocated variable is a run-time error */
} LhsAllocation;
LhsAllocation host_lhs_allocation(const Node *assign, HostTransfer xfer);
/* The source of a transfer (a designator that host code copies from:
 * `a_d = b_d`, `a = b_d`, `a_d = b`, a device designator staged through a
 * host temporary or reduced on the GPU) is read through its array's
 * descriptor, which for an unallocated array holds no shape: the array
 * whose allocation status host code tests first, one test of its address
 * (`b_d` of `b_d(2:n)`, `t%x_d` of `t%x_d(i)`), when it is allocatable or
 * a device pointer (held as a pointer, nullified at entry); NULL when
 * there is none to test (explicit shape, a dummy, a host pointer whose
 * status may be undefined, an expression). */
const Node *transfer_source_array(const Node *e);
/* -Mallocatable=95 / -fno-realloc-lhs: no allocation on assignment
 * (set by cuda_check). */
void host_realloc_lhs(bool on);
/* The device uses of any other host statement: its expressions, the actuals
 * it does not pass to dummies that take device data, its I/O items.  True
 * when the statement is re-emitted with host temporaries standing in for
 * u->items (false: as written, e.g. reductions of managed data that the
 * host computes itself). */
bool host_statement_uses(Node *st, DevUses *u);
/* An actual of a CALL without an explicit interface that is passed as the
 * device address it is (a whole device array, a contiguous device section
 * or a device element; docs/multigpu-mpi.md). */
bool device_address_actual(const Node *call, const Node *actual);
/* A CALL of an external procedure without an explicit interface (or of a
 * procedure of a gfortran-compiled module such as mpi, whose dummies cufc
 * does not read). */
bool implicit_interface_call(const Node *call);
/* An array dummy associated by sequence (explicit shape or assumed size):
 * gfortran passes an element as the start of the array and packs a
 * section that is not contiguous into a temporary, on the host. */
bool sequence_dummy(const Symbol *dummy);
/* The device section v is contiguous: whole leading dimensions, then one
 * range without a stride, then scalar subscripts, of data that is not a
 * pointer. */
bool contiguous_device_section(const Node *v);
/* Statement st itself (not the statements nested in it, but the action of
 * an IF statement) calls a routine of a CUDA library (cuBLAS, cuFFT,
 * cuRAND, cuSPARSE, cuSOLVER: gpu_library_of), by its module or a BLAS
 * name on device data (cublas_overload): under -gpu=emu host code names
 * the statement to the emulated libraries, whose buffer checks report it. */
bool calls_gpu_library(const Node *st);
/* The statement kinds that can be re-emitted that way: IF, CALL,
 * assignment, RETURN, STOP, READ/WRITE/PRINT. */
bool host_reemittable(const Node *st);
/* real(2) in host code (guide 2.7.1): gfortran has no half precision, so
 * host code holds real(2) data as its bits, integer(2) (device and constant
 * arrays: storage_decl_text).  The one real(2) value it computes is a
 * constant (integer or real, `1.0_2`, `real(1, kind=2)`, `0.5`) assigned to
 * real(2) device data, a fill: `bits` is the constant's binary16 pattern,
 * rounded to nearest even. */
bool host_half_fill(const Node *st, int *bits);
/* C_LOC(x) of a variable that is neither TARGET nor POINTER: PGI takes it
 * (guide 5.3, `C_LOC(zh(1))` of an allocatable), gfortran does not; host
 * code asks cufrt_address for the address, which is what C_LOC gives. */
bool host_c_loc_address(const Node *call);
/* A call (CALL statement or function reference) host code spells anew:
 * its specific by name (host_specific_by_name), C_LOC without TARGET
 * (host_c_loc_address), or an actual converted for its VALUE dummy
 * (value_conversion). */
bool host_call_respelled(const Node *call);
/* Specific p of generic g is not in the generic gfortran sees: a kernel or
 * device procedure, or one gfortran cannot tell from an earlier specific
 * (they differ in CUDA attributes, guide 3.2.2, or in ignore_tkr dummies). */
bool host_drops_specific(const Symbol *g, const Symbol *p);
/* The specific a generic call resolved to (by CUDA attributes, or past an
 * ignore_tkr argument) when host code must name it: gfortran's generic
 * lacks it (host_drops_specific).  NULL otherwise. */
const Symbol *host_specific_by_name(const Node *call);
/* A dummy under `!pgi$ ignore_tkr` that host code declares with gfortran's
 * NO_ARG_CHECK (a scalar or assumed-size dummy not passed by value; VALUE
 * dummies get converted actuals, value_conversion). */
bool host_no_arg_check(const Symbol *dummy);
/* A designator of data only the GPU reaches, as host code holds it:
 * a_d, a_d(i), a_d(1:n:2), s_d%x. */
bool host_device_designator(const Node *e);
/* An actual argument designating an array of an enclosing `host_data
 * use_device` (OpenACC 2.8): a procedure gets the device copy's address as
 * it is, whatever its dummy (host code holds it so: the ASSOCIATE of
 * acc_use_device); elsewhere in host code it is device data. */
bool host_data_actual(const Node *a);

/* A reduction that cufrt_reduce computes on the GPU: its operands. */
typedef struct GpuReduction {
    int op;                  /* CUFRT_RED_* */
    const Node *array, *vector_b, *mask, *dim;
    const Node *stream;      /* stream= of cudafor's sum/maxval/minval, or NULL */
} GpuReduction;

/* Whether call e is a reduction of device/managed data that the GPU
 * computes; the other forms (a mask expression, back=, mixed kinds in
 * dot_product, ...) are computed on the host from copies. */
bool gpu_reduction(Node *e, GpuReduction *r);
bool is_gpu_reduction(Node *e);
/* A device, constant or managed array, or a section of one without vector
 * subscripts: the runtime reads it through its descriptor. */
bool gpu_array_operand(const Node *e);
/* The library modules (cudafor, cublas, ...) are compiled by gfortran: their
 * interfaces carry no device attributes, but their procedures take device
 * data (guide chapter 4).  callee: the name node of a call. */
bool is_library_procedure(const Node *callee);
/* The GPU library that library module `module` calls ("cuBLAS" for cublas),
 * or NULL (cudafor, nvtx, not a library module). */
const char *gpu_library_of(const char *module);
/* Library interfaces 1.1: under `use cublas` a BLAS routine (saxpy, sgemm,
 * sdot, ...) given device or managed data runs cuBLAS.  The module's
 * cufc_blas_<name> that host code calls instead, when the callee is an
 * external procedure without an interface or definition here, an actual is
 * device or managed data and that name is accessible from cublas (not after
 * `use cublas, only: ...`); else NULL (host BLAS).  callee: the name node. */
const Symbol *cublas_overload(const Node *callee, const Node *args);
/* Library interfaces 1.1: under `use cublas` a BLAS function referenced
 * without a declaration (z = ddot(n, x, 1, y, 1) on host arrays, the
 * guide 5.3 listing) has the BLAS type, its cufc_blas_<name>'s result
 * (real(8) for ddot, not the implicit real): sema's module_function_type.
 * cublas_typed_function(s): s is such a function, which host code
 * declares for gfortran (`real(8), external :: ddot`). */
Type *cublas_function_type(const char *name, Scope *s);
bool cublas_typed_function(const Symbol *s);
/* Actual a of call (callee: its name node) is an element of device data
 * that host code holds as a POINTER array, passed as the start of an array
 * to a BLAS name on device data, to an assumed-size dummy of a library
 * module (cublasSaxpy(n, a, x_d(2), 2, ...)), or to a CALL without an
 * explicit interface (device_address_actual).  gfortran allows no element of
 * a pointer array there; the host emitter passes the section from that
 * element on, x_d(2:), a_d(i:, j), which begins at the same address and is
 * contiguous, so gfortran passes that address. */
bool device_element_actual(const Node *call, const Node *callee, const Node *a);
/* The intrinsic's own name: `use cudafor, gpusum => sum` (guide 3.7.2)
 * gives sum a local name that gfortran does not know. */
const char *intrinsic_name(const Symbol *s);
bool is_renamed_intrinsic(const Symbol *s);
/* A call of sum, maxval, ... (guide 3.7.2), under any local name
 * (`gpumax(x_d)` after `use cudafor, gpumax => maxval`). */
bool is_host_reduction_call(const Node *e);
/* A call of an intrinsic inquiry that reads only the descriptor of its
 * argument, never the data (size, allocated, associated, lbound, ...). */
bool is_inquiry_call(const Node *e);
/* ALLOCATE (..., SOURCE=x) of object o that host code holds as a pointer
 * (F2008 6.7.1.2): *asg becomes the assignment `o = x` that gives it its
 * value (at the statement's location), to check and lower as any other;
 * false without SOURCE= or for another object. */
bool allocate_source_assignment(const Node *st, const Node *o, Node *asg);
/* The module allocatable with a device object (module_gpu_var; the name
 * as used here) that a call in expression e of cudafor's cudaMalloc,
 * cudaMallocManaged, cudaMallocPitch, cudaMalloc3D or cudaFree allocates or
 * frees, as ALLOCATE and DEALLOCATE do (guide 4.9: devptr may be an
 * allocatable device array); NULL if none. */
const Symbol *cudafor_allocated_module_var(const Node *e);

/* ------------------------------------------------------------ tensorex.c
 * Module cutensorEx (library interfaces 6.3): host assignments to device
 * arrays that run on the GPU through libcufrt_tensor (cufrt.h). */

/* f(layout(array)): the elementwise function and the layout of cufrt_abi.h
 * (CUFRT_TENSOR_*) of a device or managed array (a device scalar under
 * spread). */
typedef struct TensorOperand {
    const Node *array;
    int fn, layout;
    const Node *bound;          /* max's and min's scalar */
    const Node *shape, *order;  /* reshape's (order NULL when absent) */
    int rank;                   /* reshape's result rank */
    const Node *dim, *ncopies;  /* spread's */
} TensorOperand;

/* A scale: the product of host scalars divided by the product of others,
 * negated or not (none: 1). */
typedef struct TensorScale {
    const Node **factors, **divisors;
    int n, ndiv;
    bool negative;
} TensorScale;

typedef struct TensorStatement {
    bool matmul;        /* d = alpha*matmul(a, b) [+ beta*c]; else d = alpha*a */
    TensorOperand a, b;
    TensorScale alpha, beta;
    const Node *c;      /* the device array added to the matmul, or NULL */
} TensorStatement;

/* Host assignment st in scope s: when s uses cutensorEx and st assigns to a
 * device or managed array a right-hand side that computes with device data
 * (other than guide 3.4.2's transfers), either
 * st->tensor gets the form st is, or st gets a located error naming the
 * forms; true in both cases (no other rule of guide 3.4.2 applies). */
bool tensor_ex_assignment(Node *st, const Scope *s);

/* ------------------------------------------------------------- rules.c */

typedef struct CudaOptions {
    bool cuda;      /* CUDA Fortran enabled (.cuf, -cuda); nothing to check otherwise */
    bool rdc;       /* relocatable device code: device code may launch kernels */
    bool emu;       /* -gpu=emu: CPU emulation (no GPU library, no CUDA C kernels) */
    bool managed;   /* -gpu=managed: host allocatable arrays are managed (mem_declared) */
    bool no_realloc_lhs; /* -Mallocatable=95: assignment allocates nothing (host_lhs_allocation) */
    bool acc;       /* -acc: !$acc regions become kernels (accregion.c) */
    bool stdpar;    /* -stdpar=gpu: DO CONCURRENT loops become kernels (acc_lower_concurrent) */
} CudaOptions;

/* Check every CUDA rule of the analysed file `units` (after sema_file) and
 * analyse its !$cuf loops; false when it reported errors. */
bool cuda_check(Node *units, const CudaOptions *opt);

/* -------------------------------------------------------------- info.c */

/* -Minfo: print to f what the layer decided for the checked units (CUF
 * kernels, launches, transfers and GPU reductions of host statements). */
void cuda_info(FILE *f, Node *units);

/* ----------------------------------------------------------------- abi.c
 * The host/device calling convention of docs/architecture.md as names;
 * <m> is the module of the entity's origin ("" for external procedures). */
const char *abi_module_of(const Symbol *s);
const char *abi_launch_stub(const Symbol *kernel);   /* cufl_<m>_<k> */
const char *abi_kernel_key(const Symbol *kernel);    /* "<m>:<k>", cufrt_kernel_by_name */
const char *abi_device_name(const Symbol *proc);     /* cufk_<m>_<k> (kernels), cufd_<m>_<p>, cuf_<p> (curand_device) */
const char *abi_module_object(const Symbol *v);      /* cufv_<m>_<v> */
const char *abi_module_address(const Symbol *v);     /* cufa_<m>_<v> */
const char *abi_module_bounds(const Symbol *v);      /* cufb_<m>_<v> */
const char *abi_module_init(const char *module);     /* cufi_<m> */
const char *abi_module_init_fortran(const char *module); /* cufc_init_<m> */
const char *abi_module_interface(const char *module);  /* cufh_<m>: hash of <m>.cufmod in <m>.mod */
/* The name gfortran knows module or program unit `name` (scope: its own) by:
 * its own, or cufm_<m> / cufc_main where it declares or uses an entity of
 * that name, which nvfortran allows and gfortran does not. */
const char *abi_host_unit_name(const char *name, Scope *scope, bool module);
const char *abi_cuf_name(Scope *unit, int line);       /* cuf_<units>_<line>: CufLoop.name */
const char *abi_cuf_stub(const CufLoop *l);          /* cufl_<name> */
const char *abi_cuf_kernel(const CufLoop *l);        /* cufk_<name> */
const char *abi_launch_auto(void);                   /* `*` in a launch configuration: CUFRT_LAUNCH_AUTO */
const char *abi_c_int(long v);                       /* a constant for an integer(c_int) argument in host code */


/* ------------------------------------------------------------- curand.c
 * Module curand_device (library interfaces 3.4): the cuRAND device API. */

/* The C type (runtime/include/cuf_curand.h) of a generator state type of
 * module curand_device; NULL for any other derived type. */
const char *curand_state_ctype(const Symbol *dtype);
/* The located errors for a variable or component of one of the module's
 * types that cufc has no generator for (the Sobol states), and for a
 * component of type curandStatePhilox4_32_10 (aligned differently by CUDA
 * and gfortran). */
void curand_check_declaration(const Symbol *v);
/* A procedure of module curand_device: a function of cuf_curand.h named
 * by abi_device_name, with no prototype of its own in the .cu. */
bool curand_procedure(const Symbol *p);

/* ------------------------------------------------------------- wmma.c
 * The submatrices of module wmma (guide 3.8.1.4, 5.7): what a
 * WMMAMatrixA/B/C type is, and the rules on submatrices and the
 * warp-collective calls on them.  src/device/wmma.c prints them. */

typedef enum { WMMA_A, WMMA_B, WMMA_C } WmmaUse;   /* WMMAMatrixA, B, C */

/* Values of the named constants of modules/wmma.f90. */
enum { WMMA_REAL = 1, WMMA_INTEGER = 2, WMMA_ROW_MAJOR = 0, WMMA_COL_MAJOR = 1 };

/* A submatrix type with its parameters evaluated. */
typedef struct WmmaType {
    WmmaUse use;
    int64_t m, n, k;        /* tile shape */
    int64_t prec;           /* WMMA_REAL / WMMA_INTEGER */
    int64_t layout_or_kind; /* A, B: WMMA_COL_MAJOR / WMMA_ROW_MAJOR; C: kind 2 or 4 */
} WmmaType;

/* t is one of the submatrix types of module wmma, whatever its parameters. */
bool wmma_is_submatrix_type(const Type *t);
/* t is a derived type named like one (wmmamatrixa/b/c), of any module: what
 * a .cufmod makes of a submatrix dummy, whose type parameters it does not
 * record. */
bool wmma_named_like_submatrix(const Type *t);
/* Variable v is a submatrix whose constant parameters make a tensor-core
 * fragment: its type.  False for anything else (wmma_check_declaration
 * reports the submatrices that are not). */
bool wmma_submatrix(const Symbol *v, WmmaType *w);
/* The same for designator e (its type's parameters evaluated where its base
 * variable is declared). */
bool wmma_operand(const Node *e, WmmaType *w);
/* Fortran type of the elements of a tile in memory: real(2) or integer(1)
 * for A and B, real(2), real(4) or integer(4) for C. */
void wmma_elem_type(const WmmaType *w, TypeKind *tk, int *kind);

typedef enum {
    WMMA_NONE,      /* no procedure of module wmma with an operation */
    WMMA_LOAD,      /* wmmaLoadMatrix(submatrix, memory, ld [, layout of C]) */
    WMMA_STORE,     /* wmmaStoreMatrix(memory, C, ld [, layout]) */
    WMMA_MATMUL,    /* wmmaMatMul(D, A, B [, C]): D = A*B + C (C defaults to D) */
    WMMA_FILL,      /* the defined assignment submatrix = scalar */
} WmmaOp;

#define WMMA_MAX_ARGS 4

/* A procedure of module wmma. */
bool wmma_procedure(const Symbol *p);
/* The operation of procedure p, from the specific sema resolved the generic
 * to (wmmaloadmatrix_a_r2, ...). */
WmmaOp wmma_operation(const Symbol *p);
/* The actual arguments of a call of wmma procedure p in the order of its
 * dummies (the order WmmaOp lists; NULL: absent). */
void wmma_args(const Symbol *p, Node *args, Node *arg[WMMA_MAX_ARGS]);

/* The rules (guide 3.8.1.4), called by cuda_check: variable v of scope s;
 * a call of wmma procedure p in device code (scope s); an assignment in
 * device code (to a submatrix: a fill or a copy). */
void wmma_check_declaration(Symbol *v, Scope *s);
void wmma_check_call(Symbol *p, Node *call, Scope *s);
void wmma_check_assignment(Node *st);

#endif
