/* hostuse.c — what a host statement does with device data (guide 3.4.2,
 * 3.7.2): the device designators it reads, the reductions the GPU computes
 * for it, and the uses that are illegal.  rules.c reports the illegal uses;
 * the host emitter copies the designators to temporaries and calls
 * cufrt_reduce for the reductions. */
#include <math.h>
#include <string.h>
#include "cuda/cuda.h"

static int rank_of(const Node *e) { return e->type ? e->type->rank : 0; }

bool host_device_designator(const Node *e) {
    if (!e) return false;
    if (e->kind == N_APPLY && apply_kind(e) != APPLY_ELEMENT && apply_kind(e) != APPLY_SECTION &&
        apply_kind(e) != APPLY_SUBSTRING)
        return false;
    if (e->kind != N_NAME && e->kind != N_APPLY && e->kind != N_COMPONENT) return false;
    const Symbol *b = designator_holder(e);
    /* host code (host,device procedures included) holds what is declared,
     * and the device copy under host_data use_device */
    return b && (b->kind == SYM_VARIABLE || b->kind == SYM_COMPONENT) && mem_gpu_only(mem_host_view(b));
}

bool host_data_actual(const Node *a) {
    const Node *v = a && a->kind == N_ARG ? a->lhs : a;
    const Symbol *h = v && (v->kind == N_NAME || v->kind == N_APPLY || v->kind == N_COMPONENT) ? designator_holder(v)
                                                                                                 : NULL;
    return h && mem_host_view(h) != mem_declared(h);
}

bool is_inquiry_call(const Node *e) {
    if (e->kind != N_APPLY || apply_kind(e) != APPLY_CALL || !e->sym) return false;
    const char *n = e->sym->name;
    static const char *inq[] = {"size", "shape", "lbound", "ubound", "allocated", "associated",
                                "sizeof", "kind", "storage_size", "rank", "present", "len",
                                "c_sizeof", "is_contiguous", "c_loc", "c_associated", NULL};
    if (e->sym->proc_kind != PK_INTRINSIC) return false;
    for (int i = 0; inq[i]; i++)
        if (!strcmp(n, inq[i])) return true;
    return false;
}

/* The modules of modules/ compiled by gfortran, and the GPU library each
 * calls (NULL: none; nvtx's calls run without a GPU). */
static const struct {
    const char *module, *library;
} library_modules[] = {{"cudafor", NULL},         {"cublas", "cuBLAS"},     {"cublas_v2", "cuBLAS"},
                       {"cufft", "cuFFT"},        {"curand", "cuRAND"},     {"cusparse", "cuSPARSE"},
                       {"cusolverdn", "cuSOLVER"}, {"nvtx", NULL},       {"cutensorex", "cuBLAS"}};

static int library_module(const char *module) {
    for (size_t i = 0; module && i < sizeof library_modules / sizeof library_modules[0]; i++)
        if (!strcmp(module, library_modules[i].module)) return (int)i;
    return -1;
}

const char *gpu_library_of(const char *module) {
    int i = library_module(module);
    return i < 0 ? NULL : library_modules[i].library;
}

/* The module that defines s, through any chain of USEs: a program may
 * reach cudafor through a module of its own that uses it. */
static const char *home_module(const Symbol *s) { return s ? abi_module_of(s) : NULL; }

static bool library_symbol(const Symbol *s) { return library_module(home_module(s)) >= 0; }

/* The cufc_blas_<name> of module cublas accessible from s, or NULL. */
static const Symbol *cublas_wrapper(Scope *s, const char *name) {
    const Symbol *w = scope_lookup(s, format("cufc_blas_%s", name));
    return w && !strcmp(home_module(w), "cublas") ? w : NULL;
}

Type *cublas_function_type(const char *name, Scope *s) {
    const Symbol *w = cublas_wrapper(s, name);
    return w && w->is_function ? w->type : NULL;
}

bool cublas_typed_function(const Symbol *s) {
    return s->kind == SYM_PROCEDURE && s->proc_kind == PK_EXTERNAL && s->is_implicitly_typed && s->is_function &&
           !s->use_module && cublas_function_type(s->name, s->scope);
}

const Symbol *cublas_overload(const Node *callee, const Node *args) {
    const Symbol *p = callee && callee->kind == N_NAME ? callee->sym : NULL;
    if (!p || p->use_module || p->has_explicit_iface || p->body ||
        (p->proc_kind != PK_EXTERNAL && p->proc_kind != PK_UNKNOWN))
        return NULL;
    bool gpu_data = false;
    for (const Node *a = args; a && !gpu_data; a = a->next) {
        const Node *v = a->kind == N_ARG ? a->lhs : a;
        const Symbol *b = designator_holder(v);
        gpu_data = host_device_designator(v) ||
                   (b && b->kind == SYM_VARIABLE && (v->kind == N_NAME || v->kind == N_APPLY) &&
                    mem_declared(b) == MEM_MANAGED);
    }
    if (!gpu_data) return NULL;
    return cublas_wrapper(p->scope, p->name);
}

bool sequence_dummy(const Symbol *d) {
    const Type *t = d ? d->type : NULL;
    if (!t || t->rank <= 0 || !t->dims || (d->attrs & (ATTR_POINTER | ATTR_ALLOCATABLE))) return false;
    DimKind k = t->dims[t->rank - 1].kind;
    return k == DIM_EXPLICIT || k == DIM_ASSUMED_SIZE;
}

bool contiguous_device_section(const Node *v) {
    const Symbol *b = designator_holder(v);
    if (!b || (b->attrs & ATTR_POINTER)) return false; /* device pointers may point at sections */
    bool partial = false; /* past the whole leading dimensions */
    for (const Node *s = v->args; s; s = s->next) {
        if (s->kind == N_RANGE) {
            if (partial || s->stride) return false;
            partial = s->lhs || s->rhs;
        } else {
            if (rank_of(s->kind == N_ARG ? s->lhs : s) > 0) return false; /* a vector subscript */
            partial = true;
        }
    }
    return true;
}

bool device_element_actual(const Node *call, const Node *callee, const Node *a) {
    const Node *v = a && a->kind == N_ARG ? a->lhs : a;
    if (!v || v->kind != N_APPLY || apply_kind(v) != APPLY_ELEMENT || v->lhs->kind != N_NAME ||
        !host_holds_pointer(v->lhs->sym))
        return false;
    if (cublas_overload(callee, call->args) || device_address_actual(call, a)) return true;
    /* an array dummy that takes device data by sequence association (a
     * `device` x(*), a `type(*), dimension(*)` choice buffer) */
    if (a->kind == N_ARG && dummy_takes_gpu_data(a->sym) && sequence_dummy(a->sym)) return true;
    /* the generated modules' array dummies are all assumed-size */
    return gpu_library_of(home_module(callee ? callee->sym : NULL)) && a->kind == N_ARG && a->sym &&
           a->sym->type && a->sym->type->rank > 0;
}

bool allocate_source_assignment(const Node *st, const Node *o, Node *asg) {
    Node *var = o->kind == N_APPLY ? o->lhs : (Node *)o;
    if (!var || !host_holds_pointer(designator_holder(var))) return false;
    for (Node *a = st->args; a; a = a->next)
        if (a->name && !strcmp(a->name, "source")) {
            memset(asg, 0, sizeof *asg);
            asg->kind = N_ASSIGN;
            asg->loc = st->loc;
            asg->src = st->src;
            asg->lhs = var;
            asg->rhs = arg_value(a);
            return true;
        }
    return false;
}

const Symbol *cudafor_allocated_module_var(const Node *e) {
    static const char *const allocating[] = {"cudamalloc", "cudamallocmanaged", "cudamallocpitch",
                                              "cudamalloc3d", "cudafree", NULL};
    if (!e) return NULL;
    if (e->kind == N_APPLY && apply_kind(e) == APPLY_CALL && e->lhs && e->lhs->sym && e->args &&
        !strcmp(home_module(e->lhs->sym), "cudafor")) {
        const char *name = sym_origin(e->lhs->sym)->name;
        Node *devptr = e->args->kind == N_ARG ? e->args->lhs : e->args;
        const Symbol *m = devptr && devptr->kind == N_NAME ? module_gpu_var(devptr->sym) : NULL;
        for (int i = 0; m && allocating[i]; i++)
            if (!strcmp(name, allocating[i]) && (m->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER))) return devptr->sym;
    }
    const Symbol *v = cudafor_allocated_module_var(e->lhs);
    if (!v) v = cudafor_allocated_module_var(e->rhs);
    for (const Node *a = e->args; a && !v; a = a->next) v = cudafor_allocated_module_var(a);
    return v;
}

/* A call (call statement or function reference) that passes an element of
 * device data as an array start: its statement is re-emitted. */
static bool passes_device_element(const Node *call, const Node *callee) {
    for (const Node *a = call->args; a; a = a->next)
        if (device_element_actual(call, callee, a)) return true;
    return false;
}

bool is_library_procedure(const Node *callee) {
    const Symbol *s = callee ? callee->sym : NULL;
    if (library_symbol(s)) return true;
    /* a user generic of library specifics (`module procedure cufftExecC2C,
     * cufftExecZ2Z`) */
    const Symbol *g = s ? sym_origin((Symbol *)s) : NULL;
    if (!g || g->kind != SYM_GENERIC || !g->specifics.len) return false;
    for (int i = 0; i < g->specifics.len; i++)
        if (!library_symbol(g->specifics.items[i])) return false;
    return true;
}

/* A call of callee (with args) runs a routine of a CUDA library. */
static bool gpu_library_call(const Node *callee, const Node *args) {
    if (cublas_overload(callee, args)) return true;
    if (!is_library_procedure(callee)) return false;
    const Symbol *s = sym_origin(callee->sym);
    /* a user generic of library specifics: theirs */
    if (s->kind == SYM_GENERIC && s->specifics.len) s = s->specifics.items[0];
    return gpu_library_of(home_module(s)) != NULL;
}

static bool expr_calls_gpu_library(const Node *e) {
    if (!e) return false;
    if (e->kind == N_APPLY && apply_kind(e) == APPLY_CALL && gpu_library_call(e->lhs, e->args)) return true;
    if (e->kind != N_NAME && (expr_calls_gpu_library(e->lhs) || expr_calls_gpu_library(e->rhs) ||
                              expr_calls_gpu_library(e->stride)))
        return true;
    for (const Node *a = e->args; a; a = a->next)
        if (expr_calls_gpu_library(a)) return true;
    for (const Node *a = e->list; a; a = a->next)
        if (expr_calls_gpu_library(a)) return true;
    return false;
}

bool calls_gpu_library(const Node *st) {
    if (st->kind == N_CALL && gpu_library_call(st->lhs, st->args)) return true;
    if (st->kind == N_IF_STMT && st->body && calls_gpu_library(st->body)) return true;
    const Node *exprs[] = {st->cond, st->lhs, st->rhs, st->stride, st->mask};
    for (size_t i = 0; i < sizeof exprs / sizeof exprs[0]; i++)
        if (expr_calls_gpu_library(exprs[i])) return true;
    for (const Node *a = st->args; a; a = a->next)
        if (expr_calls_gpu_library(a)) return true;
    for (const Node *a = st->kind == N_IO ? st->list : NULL; a; a = a->next)
        if (expr_calls_gpu_library(a)) return true;
    return false;
}

/* Dummies gfortran cannot tell apart in a generic: the same type, kind and
 * rank once CUDA attributes are gone, or a NO_ARG_CHECK one. */
static bool dummies_alike(const Symbol *a, const Symbol *b) {
    if (!a || !b) return a == b;
    if (host_no_arg_check(a) || host_no_arg_check(b)) return true;
    const Type *s = a->type, *t = b->type;
    if (!s || !t || s->kind == TY_UNKNOWN || t->kind == TY_UNKNOWN) return false;
    if (s->kind == TY_PROCEDURE || t->kind == TY_PROCEDURE) return s->kind == t->kind;
    if ((s->kind == TY_DERIVED || s->kind == TY_CLASS) && s->derived && t->derived &&
        sym_origin(s->derived) != sym_origin(t->derived))
        return false;
    return type_same_tk(s, t) && s->rank == t->rank;
}

/* Two specifics gfortran would find ambiguous (F2008 12.4.3.4.5, as far as
 * positions go): the same number of dummies, alike position by position. */
static bool specifics_alike(const Symbol *p, const Symbol *q) {
    if (!p->has_explicit_iface || !q->has_explicit_iface) return false; /* a gfortran module's: its own */
    if (p->dummies.len != q->dummies.len || p->is_function != q->is_function) return false;
    for (int i = 0; i < p->dummies.len; i++)
        if (!dummies_alike(p->dummies.items[i], q->dummies.items[i])) return false;
    return true;
}

static bool device_only_proc(const Symbol *p) {
    ProcRole r = proc_role(p);
    return r == ROLE_KERNEL || r == ROLE_DEVICE;
}

bool host_drops_specific(const Symbol *g, const Symbol *p) {
    g = sym_origin((Symbol *)g);
    p = sym_origin((Symbol *)p);
    if (p->kind != SYM_PROCEDURE) return false;
    if (device_only_proc(p)) return true;
    for (int i = 0; i < g->specifics.len; i++) {
        const Symbol *q = sym_origin(g->specifics.items[i]);
        if (q == p) break;
        if (q->kind == SYM_PROCEDURE && !host_drops_specific(g, q) && specifics_alike(q, p)) return true;
    }
    return false;
}

const Symbol *host_specific_by_name(const Node *call) {
    const Node *callee = call->lhs;
    const Symbol *g = callee && callee->kind == N_NAME && callee->sym ? sym_origin(callee->sym) : NULL;
    if (!g || g->kind != SYM_GENERIC || !call->sym || device_only_proc(call->sym)) return NULL;
    return host_drops_specific(g, call->sym) ? sym_origin(call->sym) : NULL;
}

/* IEEE binary16 bits of v, rounded to nearest even (guide 2.7.1):
 * overflow gives infinity, tiny values subnormals or zero. */
static int half_bits(double v) {
    int sign = signbit(v) ? 0x8000 : 0;
    double a = fabs(v);
    if (isnan(v)) return sign | 0x7e00;
    if (isinf(v)) return sign | 0x7c00;
    if (a < ldexp(1.0, -14)) return sign | (int)nearbyint(ldexp(a, 24)); /* 1024: the least normal */
    int e;
    frexp(a, &e);
    e -= 1;                                      /* a = 1.f * 2^e */
    double m = e > 15 ? 2048 : nearbyint(ldexp(a, 10 - e)); /* 1024 .. 2048 */
    if (m == 2048) m = 1024, e++;
    if (e > 15) return sign | 0x7c00;
    return sign | (e + 15) << 10 | ((int)m - 1024);
}

bool host_half_fill(const Node *st, int *bits) {
    const Node *lhs = st->lhs, *rhs = st->rhs;
    if (st->kind != N_ASSIGN || !lhs->type || !rhs->type || rhs->type->rank != 0) return false;
    const Type *t = type_elem(lhs->type);
    if (t->kind != TY_REAL || t->kind_num != 2 || !host_device_designator(lhs)) return false;
    ConstValue v;
    if (!sema_const_eval((Node *)rhs, NULL, &v)) return false;
    if (v.kind == CV_REAL) *bits = half_bits((double)v.r);
    else if (v.kind == CV_INTEGER) *bits = half_bits((double)v.i);
    else return false;
    return true;
}

/* Whether the designator is a POINTER or TARGET, or a subobject of one. */
static bool designates_target(const Node *e) {
    for (; e; e = e->lhs) {
        if (e->kind == N_NAME || e->kind == N_COMPONENT) {
            const Symbol *s = e->sym;
            if (!s || (s->attrs & (ATTR_POINTER | ATTR_TARGET)) || host_holds_pointer(s)) return true;
            if (e->kind == N_NAME) return false;
        } else if (e->kind != N_APPLY && e->kind != N_ARG) {
            return true; /* not a designator: gfortran says what it thinks */
        }
    }
    return true;
}

bool host_c_loc_address(const Node *call) {
    const Node *callee = call->lhs;
    const Symbol *p = callee && callee->kind == N_NAME && callee->sym ? sym_origin(callee->sym) : NULL;
    if (!p || p->kind != SYM_PROCEDURE || strcmp(p->name, "c_loc") || p->decl || !call->args || call->args->next)
        return false;
    const Node *x = call->args->kind == N_ARG ? call->args->lhs : call->args;
    return !designates_target(x);
}

bool host_call_respelled(const Node *call) {
    if (host_specific_by_name(call) || host_c_loc_address(call)) return true;
    for (const Node *a = call->args; a; a = a->next)
        if (a->kind == N_ARG && a->sym && a->lhs && value_conversion(a->lhs, a->sym)) return true;
    return false;
}

bool host_no_arg_check(const Symbol *d) {
    const Type *t = d->type;
    if (!(d->ignore_tkr & (IGNORE_TYPE | IGNORE_KIND | IGNORE_RANK)) || (d->attrs & ATTR_VALUE) || !t) return false;
    return t->rank == 0 || (t->rank > 0 && t->dims[t->rank - 1].kind == DIM_ASSUMED_SIZE);
}

/* ---------------------------------------------------- finding device uses */

/* Where a device designator stands. */
enum { USE_PLAIN, USE_CALL_ARG, USE_REDUCTION };

/* Guide 3.7.2: sum, maxval, ... of device and managed arrays are legal in
 * host code.  Index + 1 is the operation's code for cufrt_reduce (the
 * CUFRT_RED_* values of runtime/include/cufrt.h). */
static const char *const reduction_names[] = {"sum", "product", "maxval", "minval", "all", "any",
                                              "count", "maxloc", "minloc", "dot_product", NULL};

const char *intrinsic_name(const Symbol *s) {
    return s->intrinsic ? s->intrinsic->name : s->name;
}

bool is_renamed_intrinsic(const Symbol *s) {
    return s && s->proc_kind == PK_INTRINSIC && strcmp(s->name, intrinsic_name(s)) != 0;
}

static int host_reduction_op(const Node *e) {
    if (!e->sym || e->sym->proc_kind != PK_INTRINSIC) return 0;
    for (int i = 0; reduction_names[i]; i++)
        if (!strcmp(intrinsic_name(e->sym), reduction_names[i])) return i + 1;
    return 0;
}

bool is_host_reduction_call(const Node *e) {
    return e->kind == N_APPLY && apply_kind(e) == APPLY_CALL && host_reduction_op(e) != 0;
}

static void find_device_uses_in(Node *e, DevUses *u, int where);

static bool has_device_data(Node *e) {
    DevUses u = {0};
    find_device_uses_in(e, &u, USE_PLAIN);
    return u.n > 0;
}

/* The array whose data a whole array or section e is: a variable, or a
 * component with a CUDA attribute (m%rho, m%rho(2:5)). */
static const Symbol *gpu_array_symbol(const Node *e) {
    const Node *base = e->kind == N_APPLY ? e->lhs : e;
    if (!base || (base->kind != N_NAME && base->kind != N_COMPONENT)) return NULL;
    const Symbol *h = designator_holder(base);
    return h == base->sym ? h : NULL;
}

bool gpu_array_operand(const Node *e) {
    if (!e || rank_of(e) <= 0) return false;
    if (e->kind == N_APPLY) {
        if (apply_kind(e) != APPLY_SECTION) return false;
        for (Node *a = e->args; a; a = a->next) {
            Node *sub = a->kind == N_ARG ? a->lhs : a;
            if (sub && sub->kind != N_RANGE && rank_of(sub) > 0) return false;
            if (has_device_data(sub)) return false;
        }
    } else if (e->kind != N_NAME && e->kind != N_COMPONENT) {
        return false;
    }
    const Symbol *s = gpu_array_symbol(e);
    if (!s || (s->kind != SYM_VARIABLE && s->kind != SYM_COMPONENT)) return false;
    MemSpace m = mem_host_view(s);
    return m == MEM_DEVICE || m == MEM_MANAGED || m == MEM_CONSTANT;
}

/* Element types cufrt_reduce takes for `op`. */
static bool gpu_reducible_type(int op, const Type *t) {
    bool logical_op = op == CUFRT_RED_ALL || op == CUFRT_RED_ANY || op == CUFRT_RED_COUNT;
    int k = t->kind_num;
    switch (t->kind) {
    case TY_INTEGER: return !logical_op && (k == 1 || k == 2 || k == 4 || k == 8);
    case TY_REAL: return !logical_op && (k == 4 || k == 8);
    case TY_COMPLEX: return (op == CUFRT_RED_SUM || op == CUFRT_RED_PRODUCT || op == CUFRT_RED_DOT) && (k == 4 || k == 8);
    case TY_LOGICAL: return (logical_op || op == CUFRT_RED_DOT) && (k == 1 || k == 2 || k == 4 || k == 8);
    default: return false;
    }
}

bool gpu_reduction(Node *e, GpuReduction *r) {
    int op = e->kind == N_APPLY && apply_kind(e) == APPLY_CALL ? host_reduction_op(e) : 0;
    const Intrinsic *it = op ? intrinsic_find(intrinsic_name(e->sym), false) : NULL;
    if (!it || !e->type) return false;
    bool logical_op = op == CUFRT_RED_ALL || op == CUFRT_RED_ANY || op == CUFRT_RED_COUNT;
    *r = (GpuReduction){.op = op};
    r->stream = intrinsic_actual(it, e->args, "stream");
    r->array = intrinsic_actual(it, e->args, logical_op ? "mask" : op == CUFRT_RED_DOT ? "vector_a" : "array");
    if (op == CUFRT_RED_DOT) {
        r->vector_b = intrinsic_actual(it, e->args, "vector_b");
    } else {
        r->dim = intrinsic_actual(it, e->args, "dim");
        if (!logical_op) r->mask = intrinsic_actual(it, e->args, "mask");
        /* sum(array, mask): sema types the result as if the mask were dim=,
         * so this form stays on the host */
        if (r->dim && r->dim->type && r->dim->type->kind == TY_LOGICAL) return false;
    }
    if (intrinsic_actual(it, e->args, "back")) return false;
    if (!gpu_array_operand(r->array) || !gpu_reducible_type(op, r->array->type)) return false;
    if (r->vector_b && (!gpu_array_operand(r->vector_b) || !type_same_tk(r->array->type, r->vector_b->type)))
        return false;
    if (r->mask && (!gpu_array_operand(r->mask) || rank_of(r->mask) != rank_of(r->array) ||
                    r->mask->type->kind != TY_LOGICAL))
        return false;
    if (r->dim && (rank_of(r->dim) != 0 || has_device_data((Node *)r->dim))) return false;
    return true;
}

bool is_gpu_reduction(Node *e) {
    GpuReduction r;
    return gpu_reduction(e, &r);
}

/* A GPU reduction of managed data only: the host could compute it too. */
static bool managed_only(const GpuReduction *r) {
    const Node *ops[] = {r->array, r->vector_b, r->mask};
    for (int i = 0; i < 3; i++)
        if (ops[i] && mem_host_view(gpu_array_symbol(ops[i])) != MEM_MANAGED) return false;
    return true;
}

static void find_device_uses_in(Node *e, DevUses *u, int where) {
    if (!e) return;
    GpuReduction r;
    if (gpu_reduction(e, &r)) {
        u->items = xgrow(u->items, u->n, sizeof(Node *));
        u->items[u->n++] = e;
        /* the renamed reduction is cudafor's: the GPU computes it even for
         * managed data (guide 3.7.2, `gpusum(m)`) */
        if (managed_only(&r) && !is_renamed_intrinsic(e->sym) && !r.stream) u->managed_reductions++;
        return;
    }
    if (host_device_designator(e)) {
        u->items = xgrow(u->items, u->n, sizeof(Node *));
        u->items[u->n++] = e;
        if (rank_of(e) > 0 && where == USE_PLAIN) u->free_arrays++;
        if (rank_of(e) > 0 && where == USE_CALL_ARG && !u->call_array) u->call_array = e;
        return;
    }
    switch (e->kind) {
    case N_NAME:
        if (proc_is_kernel(e->sym) && !u->bad_kernel) u->bad_kernel = e;
        return;
    case N_APPLY:
        if (apply_kind(e) == APPLY_CALL) {
            if (passes_device_element(e, e->lhs)) u->needs_respell = true;
            if (cublas_overload(e->lhs, e->args)) {
                u->needs_respell = true; /* its arrays are passed as they are */
                return;
            }
            if (is_renamed_intrinsic(e->sym) || host_call_respelled(e)) u->needs_respell = true;
            if (e->sym && e->sym->proc_kind == PK_INTRINSIC && !strcmp(e->sym->name, "allocated"))
                for (Node *a = e->args; a; a = a->next)
                    if (host_holds_pointer(designator_holder(a->lhs))) u->needs_respell = true;
            /* cudafor's routines that take a kernel (guide 4.7, 4.8) get its name */
            if (is_library_procedure(e->lhs) && !strcmp(home_module(e->lhs->sym), "cudafor"))
                for (Node *a = e->args; a; a = a->next)
                    if (a->lhs && a->lhs->kind == N_NAME && proc_is_kernel(a->lhs->sym)) u->needs_respell = true;
            if (is_inquiry_call(e) || is_library_procedure(e->lhs)) {
                /* cudaHostRegister(C_LOC(x), ...): the library takes what C_LOC gives */
                for (Node *a = e->args; a; a = a->next)
                    if (a->lhs && a->lhs->kind == N_APPLY && apply_kind(a->lhs) == APPLY_CALL &&
                        host_c_loc_address(a->lhs))
                        u->needs_respell = true;
                return;
            }
            int inner = is_host_reduction_call(e) ? USE_REDUCTION : USE_CALL_ARG;
            bool intrinsic = e->sym && e->sym->proc_kind == PK_INTRINSIC;
            for (Node *a = e->args; a; a = a->next) {
                if (dummy_takes_gpu_data(a->sym) || (!intrinsic && host_data_actual(a))) continue;
                if (host_device_designator(a->lhs) && rank_of(a->lhs) > 0 && a->sym && !intrinsic)
                    u->bad_arg = a;
                find_device_uses_in(a->lhs, u, inner);
            }
            return;
        }
        find_device_uses_in(e->lhs, u, where);
        for (Node *a = e->args; a; a = a->next) find_device_uses_in(a, u, where);
        return;
    case N_ARG:
        find_device_uses_in(e->lhs, u, where);
        return;
    default:
        find_device_uses_in(e->lhs, u, where);
        find_device_uses_in(e->rhs, u, where);
        find_device_uses_in(e->stride, u, where);
        for (Node *a = e->list; a; a = a->next) find_device_uses_in(a, u, where);
        return;
    }
}

bool host_reemittable(const Node *st) {
    switch (st->kind) {
    case N_IF: case N_IF_STMT: case N_CALL: case N_ASSIGN: case N_RETURN: case N_STOP: return true;
    case N_IO: return st->op == IO_READ || st->op == IO_WRITE || st->op == IO_PRINT;
    default: return false;
    }
}

/* A CALL of a procedure without an explicit interface (an external, an
 * `include 'mpif.h'` MPI routine, a routine of the gfortran-compiled mpi
 * module) gets the address of a whole device array, of a contiguous device
 * section or of a device element, as nvfortran passes it (CUDA-aware MPI takes
 * device buffers that way): the callee sees device memory, and a host
 * copy without copy-back would lose what it writes (guide 3.2.1 asks for
 * an explicit interface; this is the PGI behaviour without one). */
bool implicit_interface_call(const Node *call) {
    const Symbol *p = call->kind == N_CALL && call->lhs ? call->lhs->sym : NULL;
    return p && !p->has_explicit_iface && (p->proc_kind == PK_EXTERNAL || p->proc_kind == PK_UNKNOWN);
}

bool device_address_actual(const Node *call, const Node *a) {
    if (a->sym || !implicit_interface_call(call)) return false;
    const Node *v = a->kind == N_ARG ? a->lhs : a;
    if (!v || !host_device_designator(v)) return false;
    /* gfortran passes a contiguous section's own address (its pack of the
     * section only copies when the memory is not contiguous) */
    return v->kind == N_NAME ||
           (v->kind == N_APPLY && (apply_kind(v) == APPLY_ELEMENT ||
                                   (apply_kind(v) == APPLY_SECTION && contiguous_device_section(v))));
}

bool host_statement_uses(Node *st, DevUses *u) {
    if (st->kind == N_CALL && host_call_respelled(st)) u->needs_respell = true;
    Node *exprs[] = {st->cond, st->lhs, st->rhs, st->stride, st->mask};
    for (size_t i = 0; i < sizeof exprs / sizeof exprs[0]; i++) host_device_uses(exprs[i], u, false);
    if (st->kind == N_IO) {
        for (Node *a = st->list; a; a = a->next) host_device_uses(a, u, false);
        for (Node *a = st->args; a; a = a->next) host_device_uses(a, u, false);
    } else if (st->kind == N_CALL && cublas_overload(st->lhs, st->args)) {
        u->needs_respell = true;
    } else if (st->kind == N_CALL && is_library_procedure(st->lhs)) {
        u->needs_respell |= passes_device_element(st, st->lhs);
    } else {
        for (Node *a = st->args; a; a = a->next)
            if (!dummy_takes_gpu_data(a->sym) && !device_address_actual(st, a) && !host_data_actual(a))
                host_device_uses(a, u, st->kind == N_CALL);
        if (st->kind == N_CALL) u->needs_respell |= passes_device_element(st, st->lhs);
    }
    if (!u->n && !u->needs_respell)
        return false;
    return !(u->managed_reductions == u->n && !u->needs_respell && !host_reemittable(st));
}

static bool is_scalar_designator(const Node *e) {
    if (!e || rank_of(e) != 0) return false;
    return e->kind == N_NAME || e->kind == N_COMPONENT || (e->kind == N_APPLY && apply_kind(e) == APPLY_ELEMENT);
}

/* A whole array named by itself (`g`, not `g(1:2)` or `o%g`). */
static bool whole_array(const Node *e) {
    return e && e->kind == N_NAME && rank_of(e) > 0 && e->sym && sym_origin(e->sym)->kind == SYM_VARIABLE;
}

/* `y = x` of a type with device components: Fortran copies allocatable
 * components (F2008 7.2.1.3), so y's get memory of their own and a copy
 * on the device.  Done for scalars, and for whole arrays element by element
 * (y reallocated to x's bounds first when allocatable and of another
 * shape), whose type has the components itself (not through a component
 * of another derived type). */
static bool deep_copy_form(const Node *st) {
    const Type *t = st->lhs->type;
    bool scalars = is_scalar_designator(st->lhs) && is_scalar_designator(st->rhs);
    bool arrays = whole_array(st->lhs) && whole_array(st->rhs) && rank_of(st->lhs) == rank_of(st->rhs);
    if ((!scalars && !arrays) || !st->rhs->type ||
        st->rhs->type->kind != TY_DERIVED || sym_origin(st->rhs->type->derived) != sym_origin(t->derived))
        return false;
    const Symbol *dt = sym_origin(t->derived);
    for (const Symbol *c = dt->components ? dt->components->first : NULL; c; c = c->next_in_scope)
        if (!host_holds_pointer(c) && type_holds_gpu_components(c->type)) return false;
    return true;
}

HostTransfer host_transfer(Node *st, DevUses *u) {
    Node *lhs = st->lhs, *rhs = st->rhs;
    if (st->tensor) return XFER_TENSOR;
    if (!st->sym && type_holds_gpu_components(lhs->type) && !mem_gpu_visible(expr_space(lhs)))
        return deep_copy_form(st) ? XFER_DEEP_COPY : XFER_NONE;
    if (st->sym) {
        /* a defined assignment is a call of st->sym(lhs, rhs): a right-hand
         * side its dummy takes as device data is passed as it is */
        const Symbol *p = sym_origin(st->sym);
        if (!dummy_takes_gpu_data(p->dummies.len > 1 ? p->dummies.items[1] : NULL))
            host_device_uses(rhs, u, false);
        return u->n ? XFER_STAGED : XFER_NONE;
    }
    host_device_uses(rhs, u, false);
    if (host_device_designator(lhs))
        return host_device_designator(rhs) ? XFER_DEVICE_TO_DEVICE : XFER_TO_DEVICE;
    if (!u->n)
        return XFER_NONE;
    int lrank = lhs->type ? lhs->type->rank : 0, rrank = rhs->type ? rhs->type->rank : 0;
    if (u->n == 1 && u->items[0] == rhs && host_device_designator(rhs) && type_same_tk(lhs->type, rhs->type) &&
        lrank == rrank)
        return XFER_FROM_DEVICE;
    return XFER_STAGED;
}

/* ----------------------------------------------- allocation on assignment */

static bool realloc_lhs = true;

void host_realloc_lhs(bool on) { realloc_lhs = on; }

/* Whether evaluating e after variable v is freed could read freed memory:
 * e names v (`a_d = a_d(2:n)`, `b = [b, x]`), or a pointer when v is a
 * TARGET, or calls a procedure other than an intrinsic (which may reach v
 * through a module, or do anything else twice). */
static bool may_read_freed(const Node *e, const Symbol *v) {
    if (!e) return false;
    if ((e->kind == N_NAME || e->kind == N_COMPONENT) && e->sym) {
        const Symbol *s = sym_origin(e->sym);
        if (s == v || ((s->attrs & ATTR_POINTER) && (v->attrs & ATTR_TARGET))) return true;
    }
    if (e->kind == N_APPLY && apply_kind(e) == APPLY_CALL && (!e->sym || e->sym->proc_kind != PK_INTRINSIC))
        return true;
    if (e->kind != N_NAME && (may_read_freed(e->lhs, v) || may_read_freed(e->rhs, v) || may_read_freed(e->stride, v)))
        return true;
    for (const Node *a = e->args; a; a = a->next)
        if (may_read_freed(a, v)) return true;
    for (const Node *a = e->list; a; a = a->next)
        if (may_read_freed(a, v)) return true;
    return false;
}

/* How `v = e` takes e's bounds: from e as written when e is a designator
 * (lbound, ubound and shape of a name, component or section read its
 * descriptor only) that a reallocation of v cannot free, else from a host
 * temporary holding e's value.  A whole array e that is v (`g(1)%a_d =
 * g(k)%a_d` with k = 1) has v's shape: v stays. */
static LhsAllocation bounds_source(const Node *e, const Symbol *v, bool keep_shape) {
    bool whole = e->kind == N_NAME || e->kind == N_COMPONENT;
    if (!whole && !(e->kind == N_APPLY && apply_kind(e) == APPLY_SECTION))
        return keep_shape ? LHS_ALLOCATE_STAGED : LHS_REALLOCATE_STAGED;
    if (keep_shape) return LHS_ALLOCATE; /* nothing freed */
    const Node *rest = whole && e->sym && sym_origin(e->sym) == v ? e->lhs : e;
    return may_read_freed(rest, v) ? LHS_REALLOCATE_STAGED : LHS_REALLOCATE;
}

LhsAllocation host_lhs_allocation(const Node *st, HostTransfer xfer) {
    const Node *lhs = st->lhs, *rhs = st->rhs;
    if (!realloc_lhs || st->kind != N_ASSIGN || st->sym || xfer == XFER_DEEP_COPY || xfer == XFER_TENSOR)
        return LHS_AS_IS;
    /* a whole array: not a section, an element or a component of one */
    if (rank_of(lhs) == 0 || (lhs->kind != N_NAME && lhs->kind != N_COMPONENT)) return LHS_AS_IS;
    const Symbol *v = designator_holder(lhs);
    if (!v || v != lhs->sym || !(sym_origin((Symbol *)v)->attrs & ATTR_ALLOCATABLE)) return LHS_AS_IS;
    v = sym_origin((Symbol *)v);
    /* nvfortran allocates an unallocated array declared device, managed
     * or pinned that is assigned an array, but keeps an allocated one of
     * another shape (cufrt_copy copies the common elements with a warning):
     * book ch.7's fft_test_r2c assigns n reals to an array of n+2 that cuFFT
     * then fills in place.  Host allocatables, those -gpu=managed makes
     * managed included, are reallocated as gfortran reallocates them. */
    bool keep_shape = v->cuda & (CUDA_DEVICE | CUDA_MANAGED | CUDA_PINNED);
    /* gfortran (re)allocates host allocatables, but cufrt_copy cannot */
    if (!host_holds_pointer(v)) return xfer == XFER_FROM_DEVICE ? bounds_source(rhs, v, false) : LHS_AS_IS;
    return rank_of(rhs) == 0 ? LHS_MUST_BE_ALLOCATED : bounds_source(rhs, v, keep_shape);
}

const Node *transfer_source_array(const Node *e) {
    if (e->kind == N_APPLY && (apply_kind(e) == APPLY_ELEMENT || apply_kind(e) == APPLY_SECTION)) e = e->lhs;
    if ((e->kind != N_NAME && e->kind != N_COMPONENT) || !e->sym) return NULL;
    const Symbol *v = sym_origin((Symbol *)e->sym);
    if (v->kind != SYM_VARIABLE && v->kind != SYM_COMPONENT) return NULL;
    bool device_pointer = (v->attrs & ATTR_POINTER) && host_holds_pointer(v);
    return (v->attrs & ATTR_ALLOCATABLE) || device_pointer ? e : NULL;
}

void host_device_uses(Node *e, DevUses *u, bool in_call) {
    find_device_uses_in(e, u, in_call ? USE_CALL_ARG : USE_PLAIN);
}

