/* device.h — device code emission: CUDA C++ for nvcc (or g++ with -DCUF_EMU).
 *
 * One .cu per source file: every attributes(global/device/host,device)
 * procedure, module data with device/constant/managed attributes, and for
 * each kernel an extern "C" launch stub that the host Fortran calls.  The
 * calling convention is in docs/architecture.md. */
#ifndef CUFC_DEVICE_H
#define CUFC_DEVICE_H

#include <stdbool.h>
#include <stdio.h>
#include "front/front.h"

typedef struct DeviceOptions {
    bool emu;           /* add bounds checks (CUF_BOUNDS) and emulation-only code */
    bool rdc;           /* relocatable device code: kernels may launch kernels */
    bool debug;         /* -g -gpu=emu: code for gdb and cufemu-gdb.py (docs/emulation.md) */
} DeviceOptions;

/* Emit the device translation unit for `units`.  Sets *has_device_code when
 * there is anything to compile.  Returns false after reporting errors. */
bool emit_device(FILE *out, SourceFile *sf, Node *units, const DeviceOptions *opt,
                 bool *has_device_code);

/* ========================================================================
 * Internals shared by the src/device .c files (not part of the contract
 * above).
 * ======================================================================== */

#include "cuda/cuda.h"


#define DEV_MAX_RANK 15

/* How device code reaches one Fortran variable (keyed by its origin
 * Symbol).  Texts are C expressions. */
typedef struct DevVar {
    Symbol *sym;
    const char *cname;          /* C name of the variable / pointer / descriptor */
    bool by_ref;                /* scalar dummy passed by reference: (*cname) */
    bool desc;                  /* cuf_array descriptor (assumed shape, pointer dummy, allocatable, !$cuf capture) */
    int rank;
    const char *base;           /* pointer to the first element */
    const char *lb[DEV_MAX_RANK];  /* lower bounds */
    const char *ext[DEV_MAX_RANK]; /* extents (NULL: assumed-size last dimension) */
    const char *sm[DEV_MAX_RANK];  /* element strides */
    bool wide;                  /* integer(8) bounds: 64-bit index arithmetic */
    const char *lane;           /* an array of a shaped !$cuf nest (src/cuda/shape.c) inside its
                                   vector path: element reads and stores are this register;
                                   dev_lvalue still gives the element in memory */
} DevVar;

/* An enclosing DO construct (for EXIT / CYCLE). */
typedef struct DevLoop {
    Node *node;
    int id;
    bool need_cycle_label, need_exit_label;
} DevLoop;

/* Loop counters of an elemental (array syntax) statement. */
typedef struct ElemCtx {
    int rank;
    const char *ctr[DEV_MAX_RANK];  /* 0-based counter names, dimension order */
} ElemCtx;

typedef struct DevEmitter DevEmitter;

/* A call of an array-valued device function, made before the statement
 * it is in (arraycall.c): the call and the caller's temporary holding its
 * value, an explicit-shape array with lower bounds 1. */
typedef struct DevArrayCall {
    Node *call;
    DevVar *value;
} DevArrayCall;

/* One device procedure being emitted. */
typedef struct DevProc {
    DevEmitter *em;
    Node *unit;
    Symbol *sym;
    Scope *scope;
    bool kernel;
    bool partition_next;        /* the next counted DO is an `!$acc loop vector` of a routine:
                                   its iterations are spread over the block's threads */
    DevVar **vars;              /* each allocated on its own: pointers stay valid */
    int nvars;
    StrBuf body;                  /* statements */
    StrBuf decls;                 /* local declarations and entry code */
    int indent;
    int ntemps;
    DevLoop loops[64];
    int nloops;
    unsigned char *goto_targets; /* one bit per label 1..99999 that a GOTO names
                                    (NULL when none): O(1) per labelled statement */
    const char *result;         /* function result C expression */
    ElemCtx *elem;              /* inside an array-syntax loop nest */
    const char *shared_offset;  /* bytes of dynamic shared memory used by automatic arrays */
    StrBuf cleanup;               /* C statements run before every return (frees automatic arrays) */
    const char *unroll;         /* a `!dir$ unroll` waiting for its DO loop: the pragma's text */
    Loc unroll_loc;
    DevArrayCall *array_calls;  /* calls of array-valued functions made so far */
    int narray_calls;
    bool unchecked;             /* subscripts without emulation's bounds checks: element_key */
    int nblock_locals;          /* locals of BLOCK constructs declared so far (their C names) */
} DevProc;

struct DevEmitter {
    SourceFile *sf;
    const DeviceOptions *opt;
    Node *units;
    StrBuf types;                 /* struct types */
    StrBuf head;                  /* module data */
    StrBuf protos;                /* prototypes */
    StrBuf code;                  /* procedure bodies */
    StrBuf stubs;                 /* launch stubs, accessors */
    StrBuf registry;              /* registrations of module data and kernels by name */
    bool cuf_kernels;           /* the file has !$cuf kernel loops (cuf_kernel.h) */
    bool device_runtime;        /* device code launches kernels or calls the runtime (cuf_devrt.h) */
    bool acc_api;               /* device code calls acc_on_device (cufacc_api.h) */
    bool uses_coop;             /* grid synchronisation or a cooperative launch (CUF_COOPERATIVE) */
    bool uses_half;             /* real(2) conversions (CUF_HALF) */
    bool uses_pipeline;         /* pipelineMemcpyAsync and friends (CUF_PIPELINE) */
    bool uses_half_data;        /* real(2) data, cuf_half (cuf_wmma.h) */
    bool uses_wmma;             /* wmma fragments (CUF_WMMA, cuf_wmma.h) */
    bool uses_curand;           /* module curand_device (cuf_curand.h) */
    const void **done;          /* symbols already declared (types, module data, prototypes) */
    int ndone;
    bool failed;
};

/* emit.c */
bool dev_mark_done(DevEmitter *em, const void *key);   /* false if already done */
const char *dev_cname(const char *fortran_name);         /* safe C spelling */
const char *dev_ctor_items(DevProc *p, Node *ctor, const Type *t, int *n); /* [a, b] as "a, b" */
const char *dev_ctype(DevEmitter *em, const Type *t);    /* C type of t's element */
DevVar *dev_var(DevProc *p, Symbol *s);
/* OPTIONAL dummies (emit.c): an optional VALUE scalar and the name of the
 * presence flag that follows it in the parameter list. */
bool dev_optional_value(const Symbol *d);
const char *dev_present_flag(const Symbol *d);                  /* NULL: not a variable known to device code */
bool dev_declare_proc(DevEmitter *em, Symbol *proc, Loc at); /* prototype for a procedure called at `at`; false after an error */
/* The result variable of function proc when it is an array (passed by the
 * caller as a hidden last argument), else NULL. */
Symbol *dev_array_result(Symbol *proc);
void dev_fail(DevProc *p, Loc loc, const char *construct);
/* "volatile ", "const " (intent(in)) or "": the qualifier of the C pointer
 * by which dummy s is passed (none for values and descriptors). */
const char *dev_pointer_qualifier(const Symbol *s);
/* A thread's own variable v, a scalar or an array of constant size: its
 * declaration in p->decls (and the array's bounds); false when the size is
 * not constant. */
bool dev_declare_local(DevProc *p, DevVar *v);
/* Declaration of `st`, the stream of a launch stub: the `stream` argument,
 * or when the launch named none the stream tied to one of the n device
 * argument descriptors `args` ("a1, a3"), else the thread's default. */
const char *dev_stub_stream(int n, const char *args);
/* A variable known to device code as C name `cname` (set the rest). */
DevVar *dev_new_var(DevProc *p, Symbol *s, const char *cname);
/* Before `body` (a procedure's, a !$cuf loop's) is emitted: note its GOTO
 * targets (only those statements get a C label) and declare the locals of
 * its BLOCK constructs. */
void dev_prescan(DevProc *p, Node *body);

/* expr.c */
const char *dev_expr(DevProc *p, Node *e);
/* e converted to type t as Fortran assignment does. */
const char *dev_expr_as(DevProc *p, Node *e, const Type *t);
const char *dev_convert(DevProc *p, const char *text, const Type *from, const Type *to);
/* Designator of a variable or element as a C lvalue. */
const char *dev_lvalue(DevProc *p, Node *e);
const char *dev_store(DevProc *p, Node *e);
const char *dev_sited(DevProc *p, Loc loc, const char *call);
/* Actual arguments of a call of a user device procedure. */
const char *dev_call_args(DevProc *p, Symbol *proc, Node *args);
/* The call of device procedure s standing for a defined operation or
 * assignment with operands x (NULL when unary) and y. */
const char *dev_operands_call(DevProc *p, Symbol *s, Node *x, Node *y, Loc loc);
/* Intrinsic subroutine call statements (syncthreads, ...); NULL if unknown. */
const char *dev_intrinsic_call_stmt(DevProc *p, Node *call);
bool dev_is_user_proc(Symbol *s);
/* The expression of an actual argument (an N_ARG's value, else a itself). */
Node *dev_arg_expr(Node *a);
/* Argument `kw` of a call, else the one at position pos (0-based); NULL if absent. */
Node *dev_kw_arg(Node *args, const char *kw, int pos);
/* C address of a variable designator (an output or by-reference argument). */
const char *dev_address_of(DevProc *p, Node *a);
/* addr, a pointer to type t into designator a, as a pointer qualified `q`
 * (dev_pointer_qualifier): a volatile or intent(in) dummy passed on to a
 * dummy without that attribute, which Fortran allows and C++ does not
 * convert (F2008 12.5.2.4). */
const char *dev_requalified(DevProc *p, Node *a, const char *addr, const char *q, const Type *t);
/* Shape of an array-valued designator: rank and extent texts. */
int dev_shape(DevProc *p, Node *e, const char **ext);
/* Array-valued intrinsic argument reductions etc. need a fresh name. */
const char *dev_temp(DevProc *p, const char *prefix);
Node *dev_base_name(Node *e);
/* The array a whole-array designator names (a variable, or a component of
 * a scalar structure: `tmp` filled in); NULL with an error otherwise. */
DevVar *dev_designator_var(DevProc *p, Node *e, DevVar *tmp);
/* t without redundant enclosing parentheses. */
const char *dev_strip_parens(const char *t);

/* reduce.c: sum, product, maxval, minval, any, all, count, dot_product,
 * maxloc, minloc, findloc (DIM, MASK, KIND, BACK). */
bool dev_is_reduction(const char *name);
const char *dev_reduction(DevProc *p, Node *e, const char *name);
/* Shape of such a call's array result (with DIM of a rank > 1 array, or a
 * location without DIM); 0 after an error. */
int dev_reduction_shape(DevProc *p, Node *e, const char *name, const char **ext);

/* chars.c: character strings (length other than 1) in device code. */
bool dev_is_string(const Node *e);          /* a character expression that needs the string path */
bool dev_string_local(const Symbol *s);     /* character of constant length > 1 */
const char *dev_string(DevProc *p, Node *e); /* e as a cuf_strv view */
const char *dev_string_compare(DevProc *p, Node *e, const char *op);
const char *dev_len_trim(DevProc *p, Node *arg);
void dev_string_assign(DevProc *p, Node *lhs, Node *rhs);
bool dev_declare_string(DevProc *p, DevVar *v);
/* A scalar character dummy of length other than 1: a cuf_strv parameter
 * (its declaration), set up at procedure entry (the declared length; a
 * VALUE one copied). */
bool dev_string_dummy(const Symbol *s);
const char *dev_string_param_decl(const Symbol *d);
void dev_declare_string_dummy(DevProc *p, DevVar *v);
/* arraycall.c: calls of array-valued device functions (F2008 12.6.2.2),
 * made before the statement that contains them into a temporary of the
 * caller, which the statement then reads like an array variable. */
/* Make the calls in the expressions of `st` that it evaluates once, before
 * its own code (a located error for those it evaluates repeatedly); false
 * after an error. */
bool dev_array_calls(DevProc *p, Node *st);
/* The temporary holding the value of call e, NULL when e is not such a call. */
DevVar *dev_array_call_value(DevProc *p, const Node *e);

/* cuf_kernel.c: kernel and stub of one !$cuf kernel do (guide 2.11). */
void dev_emit_cuf_kernel(DevEmitter *em, Node *directive);
/* "x = (T)(cuf_lo<k> + counter * step);": mapped loop k's index from its
 * 0-based counter (C text). */
const char *dev_cuf_index(DevProc *p, const CufLoop *l, int k, const char *counter);
/* cuf_tile.c: the body of the kernel of a nest with a TilePlan (tile.c). */
void dev_cuf_tiled_body(DevProc *p, const CufLoop *l);

/* dynamic.c: a kernel launch statement in device code; a call of a CUDA
 * runtime routine in device code as C text (NULL: not one device code has). */
void dev_child_launch(DevProc *p, Node *call);
const char *dev_runtime_call(DevProc *p, Node *call, const char *name);

/* stmt.c */
/* The local allocatable array `name` names (NULL after an error), and the C
 * call allocating it with bounds lo:hi (lo[k] NULL: 1), returning the STAT
 * value (stat: a failure returns its code instead of stopping). */
DevVar *dev_allocatable(DevProc *p, Node *name);
const char *dev_allocate_call(DevVar *v, const char *const *lo, const char *const *hi, bool stat);
void dev_stmts(DevProc *p, Node *body);
/* `#line` of the Fortran statement at loc, before the C that follows. */
void dev_line_directive(DevProc *p, Loc loc);
/* Whether expression e (and the expressions chained after it) refers to variable s. */
bool dev_mentions(const Node *e, const Symbol *s);
void dev_line(DevProc *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* wmma.c: the wmma module (guide 3.8.1.4, 5.7) -- tensor-core fragments
 * (runtime/include/cuf_wmma.h), checked by src/cuda/wmma.c.  Each returns
 * false / NULL when the entity has nothing to do with wmma. */
/* A submatrix in a device procedure's scope: declared as a fragment if
 * local (called for every symbol of the scope before the ordinary
 * declaration). */
bool dev_wmma_declare(DevProc *p, Symbol *s);
/* C parameter declaration of a dummy of a wmma type. */
const char *dev_wmma_param(Symbol *d);
/* `call` of procedure s of module wmma (load, store, matmul). */
bool dev_wmma_call(DevProc *p, Node *call, Symbol *s);
/* The defined assignment st (st->sym) of a scalar to a submatrix. */
bool dev_wmma_assign(DevProc *p, Node *st);
/* #include of cuf_wmma.h (and CUF_WMMA) when the generated code uses real(2)
 * (cuf_half) or fragments. */
void dev_wmma_includes(DevEmitter *em, FILE *out);

#endif

