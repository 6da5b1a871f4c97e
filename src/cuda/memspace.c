/* memspace.c — where data lives and what a procedure is: the one place that
 * reads the CUDA attribute bits of symbols (guide 3.1, 3.2). */
#include "cuda/cuda.h"

static const Symbol *origin(const Symbol *s) { return sym_origin((Symbol *)s); }

static bool is_data(const Symbol *s) {
    return s && (s->kind == SYM_VARIABLE || s->kind == SYM_COMPONENT);
}

static bool managed_allocatables;

void mem_managed_allocatables(bool on) { managed_allocatables = on; }

/* Under -gpu=managed: ALLOCATE gives it managed memory, so kernels may take
 * it.  Not pointers, function results or components (their memory is not
 * the variable's own ALLOCATE), nor character or derived-type data. */
static bool implicitly_managed(const Symbol *s) {
    return managed_allocatables && s->kind == SYM_VARIABLE && (s->attrs & ATTR_ALLOCATABLE) &&
           !(s->attrs & ATTR_POINTER) && !s->is_result && s->type && s->type->rank > 0 &&
           (s->type->kind == TY_INTEGER || s->type->kind == TY_REAL || s->type->kind == TY_COMPLEX ||
            s->type->kind == TY_LOGICAL) &&
           !(s->scope && scope_is_device(s->scope));
}

MemSpace mem_declared(const Symbol *s) {
    s = origin(s);
    if (!is_data(s)) return MEM_HOST;
    unsigned a = s->cuda;
    if (a & CUDA_CONSTANT) return MEM_CONSTANT;
    if (a & CUDA_SHARED) return MEM_SHARED;
    if (a & CUDA_TEXTURE) return MEM_TEXTURE;
    if (a & CUDA_MANAGED) return MEM_MANAGED;
    if (a & CUDA_PINNED) return MEM_PINNED;
    if (a & CUDA_DEVICE) return MEM_DEVICE;
    return implicitly_managed(s) ? MEM_MANAGED : MEM_HOST;
}

/* The arrays of the host_data constructs being walked (acc_use_device). */
static SymList use_device;

void mem_use_device(const Symbol *s, bool inside) {
    s = origin(s);
    if (inside) {
        symlist_push(&use_device, (Symbol *)s);
        return;
    }
    for (int i = use_device.len - 1; i >= 0; i--)
        if (use_device.items[i] == s) {
            use_device.items[i] = use_device.items[--use_device.len];
            return;
        }
}

static bool used_on_device(const Symbol *s) {
    for (int i = 0; i < use_device.len; i++)
        if (use_device.items[i] == s) return true;
    return false;
}

MemSpace mem_host_view(const Symbol *s) {
    return used_on_device(origin(s)) ? MEM_DEVICE : mem_declared(s);
}

MemSpace mem_space(const Symbol *s) {
    MemSpace m = mem_declared(s);
    s = origin(s);
    if (used_on_device(s)) return MEM_DEVICE; /* host_data use_device (guide 5.8) */
    /* locals and dummies of device procedures live on the device (guide 3.2.1) */
    if (m == MEM_HOST && is_data(s) && s->scope && scope_is_device(s->scope)) return MEM_DEVICE;
    return m;
}

bool mem_gpu_only(MemSpace m) {
    return m == MEM_DEVICE || m == MEM_CONSTANT || m == MEM_SHARED || m == MEM_TEXTURE;
}

bool mem_gpu_visible(MemSpace m) { return mem_gpu_only(m) || m == MEM_MANAGED; }

/* A dummy that is not TARGET, POINTER or VOLATILE may not be changed by any
 * other means while a procedure reads it (F2008 12.5.2.13), and intent(in)
 * forbids changing it through the dummy: during a launch no thread writes
 * it, so the non-coherent cache cannot return a stale value. */
bool mem_read_only(const Symbol *s) {
    MemSpace m = mem_space(s);
    if (m == MEM_TEXTURE) return true;
    s = origin(s);
    const unsigned aliased = ATTR_TARGET | ATTR_POINTER | ATTR_VOLATILE;
    return m == MEM_DEVICE && s->is_dummy && s->type && s->type->rank > 0 &&
           (s->attrs & ATTR_INTENT_INOUT) == ATTR_INTENT_IN && !(s->attrs & aliased) &&
           s->scope && s->scope->owner && proc_is_kernel(s->scope->owner);
}

Symbol *designator_base(const Node *e) {
    while (e && (e->kind == N_APPLY || e->kind == N_COMPONENT || e->kind == N_ARG)) e = e->lhs;
    return e && e->kind == N_NAME ? e->sym : NULL;
}

Symbol *designator_holder(const Node *e) {
    /* a component with an attribute of its own (device allocatable
     * components, guide 3.2.1; managed members, 3.2.2) decides for
     * everything below it */
    for (const Node *x = e; x; x = x->lhs) {
        if (x->kind == N_COMPONENT && x->sym && mem_declared(x->sym) != MEM_HOST) return x->sym;
        if (x->kind != N_APPLY && x->kind != N_COMPONENT && x->kind != N_ARG) break;
    }
    return designator_base(e);
}

MemSpace expr_space(const Node *e) {
    Symbol *h = designator_holder(e);
    return h ? mem_space(h) : MEM_HOST;
}

bool expr_reads_gpu_data(const Node *e) {
    if (!e) return false;
    switch (e->kind) {
    case N_NAME:
        return e->sym && mem_gpu_only(mem_space(e->sym));
    case N_APPLY:
        if (expr_reads_gpu_data(e->lhs) && apply_kind(e) != APPLY_CALL) return true;
        for (Node *a = e->args; a; a = a->next)
            if (expr_reads_gpu_data(a)) return true;
        return false;
    case N_COMPONENT:
        return (e->sym && mem_gpu_only(mem_space(e->sym))) || expr_reads_gpu_data(e->lhs);
    case N_ARG: case N_UNARY:
        return expr_reads_gpu_data(e->lhs);
    case N_BINARY: case N_DEFOP: case N_RANGE:
        return expr_reads_gpu_data(e->lhs) || expr_reads_gpu_data(e->rhs) || expr_reads_gpu_data(e->stride);
    case N_ARRAY_CTOR: case N_IMPLIED_DO:
        for (Node *x = e->list; x; x = x->next)
            if (expr_reads_gpu_data(x)) return true;
        return false;
    default:
        return false;
    }
}

const Symbol *module_gpu_var(const Symbol *s) {
    s = origin(s);
    if (!s || s->kind != SYM_VARIABLE || !s->is_module_var) return NULL;
    MemSpace m = mem_declared(s);
    return m == MEM_DEVICE || m == MEM_CONSTANT || m == MEM_MANAGED || m == MEM_TEXTURE ? s : NULL;
}

bool host_holds_pointer(const Symbol *s) {
    if (!is_data(s)) return false;
    MemSpace m = mem_declared(s);
    if (m == MEM_HOST || m == MEM_SHARED) return false;
    /* a plain dummy is associated with the actual's memory as it is */
    return !s->is_dummy || (s->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER));
}

bool type_holds_gpu_components(const Type *t) {
    const Symbol *dt = t && t->kind == TY_DERIVED ? origin(t->derived) : NULL;
    for (const Symbol *c = dt && dt->components ? dt->components->first : NULL; c; c = c->next_in_scope) {
        if (host_holds_pointer(c)) return true;
        if (!(c->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER)) && c->type && c->type->derived != t->derived &&
            type_holds_gpu_components(c->type))
            return true;
    }
    return false;
}

bool dummy_takes_gpu_data(const Symbol *d) {
    if (!d) return false;
    MemSpace m = mem_declared(d);
    return m == MEM_DEVICE || m == MEM_MANAGED || m == MEM_CONSTANT || (d->type && d->type->kind == TY_TYPE_STAR);
}

/* guide 3.2.2: a device or constant actual goes to a dummy that takes GPU
 * data, a host actual to one that does not; managed data and values (an
 * expression, a VALUE dummy) go anywhere, and so does an actual for a
 * dummy under `ignore_tkr (d)`. */
bool cuda_space_suits(const Node *actual, const Symbol *dummy) {
    if ((dummy->attrs & ATTR_VALUE) || (dummy->ignore_tkr & IGNORE_DEVICE)) return true;
    const Node *v = actual->kind == N_ARG ? actual->lhs : actual;
    Symbol *b = designator_base(v);
    bool designator = b && origin(b)->kind == SYM_VARIABLE &&
                      (v->kind != N_APPLY || apply_kind(v) != APPLY_CALL);
    MemSpace a = designator ? expr_space(v) : MEM_HOST, d = mem_space(dummy);
    if (a == MEM_MANAGED) return true;
    if (mem_gpu_only(a)) return mem_gpu_visible(d) || dummy_takes_gpu_data(dummy);
    return !mem_gpu_visible(d) || (dummy->type && dummy->type->kind == TY_TYPE_STAR);
}

bool cuda_callable_from(const Symbol *p, const Scope *caller) {
    return scope_is_device((Scope *)caller) ? proc_on_device(p) : proc_on_host(p);
}

/* ------------------------------------------------------------ procedures */

ProcRole proc_role(const Symbol *p) {
    p = origin(p);
    if (!p) return ROLE_HOST;
    unsigned a = p->proc_attrs;
    if (a & (PROC_GLOBAL | PROC_GRID_GLOBAL)) return ROLE_KERNEL;
    if (a & PROC_DEVICE) return (a & PROC_HOST) ? ROLE_HOST_DEVICE : ROLE_DEVICE;
    return ROLE_HOST;
}

bool proc_is_kernel(const Symbol *p) { return proc_role(p) == ROLE_KERNEL; }

bool proc_is_grid_global(const Symbol *p) {
    p = origin(p);
    return p && (p->proc_attrs & PROC_GRID_GLOBAL);
}

bool proc_on_device(const Symbol *p) { return proc_role(p) != ROLE_HOST; }

bool proc_is_c_kernel(const Symbol *p) {
    const Symbol *o = origin(p);
    return o && proc_is_kernel(o) && o->bind_name && o->body && o->body->kind == SCOPE_INTERFACE;
}

bool proc_on_host(const Symbol *p) {
    ProcRole r = proc_role(p);
    return r == ROLE_HOST || r == ROLE_HOST_DEVICE;
}

bool unit_device_only(const Node *u) {
    if (u->kind != N_SUBROUTINE && u->kind != N_FUNCTION && u->kind != N_SEPARATE_PROC) return false;
    ProcRole r = u->sym ? proc_role(u->sym) : ROLE_HOST;
    return r == ROLE_KERNEL || r == ROLE_DEVICE;
}
