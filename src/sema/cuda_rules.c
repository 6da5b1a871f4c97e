/* cuda_rules.c — CUDA Fortran legality rules (guide 2.5.6, 2.6, 2.8, 3.1.4,
 * 3.2, 3.6.9) and the predefined names of device code. */
#include "sema/sema.h"

#include <string.h>

/* --------------------------------------------------- device data queries */

bool scope_is_device(Scope *s) { return s && s->device; }

bool proc_is_device(Symbol *p) {
    p = sym_origin(p);
    return p && (p->proc_attrs & (PROC_GLOBAL | PROC_DEVICE | PROC_GRID_GLOBAL)) != 0;
}

bool is_managed_data(Symbol *s) {
    s = sym_origin(s);
    return s && (s->cuda & CUDA_MANAGED);
}

bool is_device_data(Symbol *s) {
    s = sym_origin(s);
    if (!s || (s->kind != SYM_VARIABLE && s->kind != SYM_COMPONENT))
        return false;
    if (s->cuda & (CUDA_DEVICE | CUDA_CONSTANT | CUDA_SHARED | CUDA_TEXTURE))
        return true;
    /* locals and dummies of device procedures live on the device (guide 3.2.1) */
    return !(s->cuda & (CUDA_MANAGED | CUDA_PINNED)) && s->scope && scope_is_device(s->scope);
}

bool expr_is_device(Node *e) {
    if (!e)
        return false;
    switch (e->kind) {
    case N_NAME:
        return e->sym && is_device_data(e->sym);
    case N_APPLY:
        if (expr_is_device(e->lhs) && apply_kind(e) != APPLY_CALL)
            return true;
        for (Node *a = e->args; a; a = a->next)
            if (expr_is_device(a))
                return true;
        return false;
    case N_COMPONENT:
        return (e->sym && is_device_data(e->sym)) || expr_is_device(e->lhs);
    case N_ARG: case N_UNARY:
        return expr_is_device(e->lhs);
    case N_BINARY: case N_DEFOP: case N_RANGE:
        return expr_is_device(e->lhs) || expr_is_device(e->rhs) || expr_is_device(e->stride);
    case N_ARRAY_CTOR: case N_IMPLIED_DO:
        for (Node *x = e->list; x; x = x->next)
            if (expr_is_device(x))
                return true;
        return false;
    default:
        return false;
    }
}

/* ----------------------------------------------- predefined device names */

static Scope *builtins;

/* threadidx, blockidx, blockdim, griddim of type(dim3) and warpsize
 * (guide 2.8, 3.6.2). */
static void make_builtins(void) {
    builtins = scope_new(SCOPE_MODULE, NULL, NULL);
    Loc none = {"<built-in>", 0, 0};
    Symbol *dim3 = symbol_new(intern("dim3", 4), SYM_DERIVED_TYPE, none);
    dim3->type = type_none();
    dim3->components = scope_new(SCOPE_DERIVED_TYPE, builtins, NULL);
    dim3->components->owner = dim3;
    dim3->is_bind_c = true;
    static const char *const xyz[] = {"x", "y", "z"};
    for (int i = 0; i < 3; i++) {
        Symbol *c = symbol_new(intern(xyz[i], 1), SYM_COMPONENT, none);
        c->type = type_integer(4);
        scope_insert(dim3->components, c);
    }
    scope_insert(builtins, dim3);
    static const char *const vars[] = {"threadidx", "blockidx", "blockdim", "griddim"};
    for (int i = 0; i < 4; i++) {
        Symbol *v = symbol_new(intern(vars[i], strlen(vars[i])), SYM_VARIABLE, none);
        v->type = type_derived(dim3);
        v->attrs = ATTR_INTENT_IN;
        scope_insert(builtins, v);
    }
    Symbol *ws = symbol_new(intern("warpsize", 8), SYM_PARAMETER, none);
    ws->type = type_integer(4);
    ws->value = xmalloc(sizeof *ws->value);
    ws->value->kind = CV_INTEGER;
    ws->value->i = 32;
    ws->value->type = ws->type;
    scope_insert(builtins, ws);
}

Symbol *cuda_builtin_lookup(const char *name, Scope *s, Loc loc) {
    if (!sema_options()->cuda)
        return NULL;
    if (!builtins)
        make_builtins();
    Symbol *b = scope_lookup_local(builtins, name);
    if (b && b->kind == SYM_VARIABLE && !scope_is_device(s)) /* guide 3.6.2 */
        error_at(loc, "built-in variable %s is available only in device subprograms", name);
    return b && b->kind == SYM_DERIVED_TYPE ? NULL : b;
}

/* --------------------------------------------------- declaration checks */

/* The COMMON or EQUIVALENCE statement of the unit that names `sym`. */
static Node *mentioned_in(Scope *s, Symbol *sym, NodeKind kind) {
    Node *body = s->node ? s->node->body : NULL;
    for (Node *st = body; st; st = st->next) {
        if (st->kind != kind)
            continue;
        for (Node *set = st->list; set; set = set->next)
            for (Node *o = set->list; o; o = o->next) {
                Node *b = o;
                while (b && (b->kind == N_APPLY || b->kind == N_COMPONENT || b->kind == N_ARG))
                    b = b->lhs;
                if (b && b->name == sym->name)
                    return b;
            }
    }
    return NULL;
}

static void check_variable(Symbol *v, Scope *s) {
    Loc loc = v->loc;
    bool alloc = (v->attrs & ATTR_ALLOCATABLE) != 0;
    bool host_proc = !s->device && s->kind != SCOPE_MODULE && s->kind != SCOPE_SUBMODULE;
    Node *common = v->common ? mentioned_in(s, v, N_COMMON) : NULL;
    Node *equiv = mentioned_in(s, v, N_EQUIVALENCE);
    if (v->common && !common)
        common = v->decl ? v->decl : NULL;
    const Type *vt = v->type;
    /* real(2) (guide 2.7.1): gfortran has none, so host code holds only
     * device and constant real(2) data, as its bits; it reads managed and
     * pinned data itself */
    if (vt && vt->kind == TY_REAL && vt->kind_num == 2 && !s->device &&
        !(v->cuda & (CUDA_DEVICE | CUDA_CONSTANT)))
        error_at(loc, "real(2) %s '%s' in host code: gfortran has no half precision, so host code can only "
                 "hold real(2) device or constant data; keep real(4) here and convert in a kernel",
                 (v->cuda & CUDA_MANAGED) ? "managed variable" : (v->cuda & CUDA_PINNED) ? "pinned variable"
                 : "variable", v->name);
    /* wmma submatrices live in the registers of a warp (guide 3.8.1.4) */
    const Symbol *dt = vt && vt->kind == TY_DERIVED && vt->derived ? vt->derived : NULL;
    if (dt && dt->use_orig) dt = dt->use_orig;
    if (dt && !s->device && dt->scope && dt->scope->kind == SCOPE_MODULE && dt->scope->owner &&
        !strcmp(dt->scope->owner->name, "wmma"))
        error_at(loc, "'%s' is a wmma submatrix: these exist only in device code (guide 3.8.1.4); "
                 "declare it in the kernel or device procedure that uses it", v->name);
    if (v->cuda & CUDA_SHARED) { /* guide 2.6.4, 3.2.5 */
        if (s->kind == SCOPE_MODULE || s->kind == SCOPE_SUBMODULE)
            error_at(loc, "shared data may only be declared in a device subprogram, not in a module");
        else if (!s->device)
            error_at(loc, "shared data may only be declared in a device subprogram");
        if (alloc)
            error_at(loc, "shared data may not be allocatable");
        if (v->attrs & ATTR_POINTER)
            error_at(loc, "shared data may not have the POINTER attribute");
        if (v->attrs & ATTR_TARGET)
            error_at(loc, "shared data may not have the TARGET attribute");
        if (v->init)
            error_at(loc, "a shared variable may not be data initialized");
        if (common)
            error_at(common->loc, "shared data may not be in a COMMON block");
        if (equiv)
            error_at(equiv->loc, "shared data may not be in an EQUIVALENCE statement");
    }
    if (v->cuda & CUDA_CONSTANT) { /* guide 2.6.3, 3.2.4 */
        int64_t n;
        if (alloc)
            error_at(loc, "constant data may not be allocatable");
        if (v->attrs & ATTR_POINTER)
            error_at(loc, "constant data may not have the POINTER attribute");
        if (v->attrs & ATTR_TARGET)
            error_at(loc, "constant data may not have the TARGET attribute");
        if (v->type && v->type->rank != 0 && !type_const_size(v->type, &n) && !alloc)
            error_at(loc, "constant arrays must have fixed size");
        if (common)
            error_at(common->loc, "constant data may not be in a COMMON block");
        if (equiv)
            error_at(equiv->loc, "constant data may not be in an EQUIVALENCE statement");
    }
    if (v->cuda & (CUDA_DEVICE | CUDA_MANAGED)) { /* guide 3.2.1, 3.2.2 */
        const char *what = v->cuda & CUDA_DEVICE ? "device" : "managed";
        if (common)
            error_at(common->loc, "%s data may not be in a COMMON block", what);
        if (equiv)
            error_at(equiv->loc, "%s data may not be in an EQUIVALENCE statement", what);
        if (host_proc && (v->attrs & ATTR_SAVE) && !alloc)
            error_at(loc, "%s data in a host subprogram may have SAVE only if allocatable", what);
    }
    if (v->cuda & CUDA_PINNED) { /* guide 2.6.5, 3.2.3 */
        if (s->device)
            error_at(loc, "pinned is not allowed in device subprograms");
        else if (!alloc || !v->type || v->type->rank == 0)
            error_at(loc, "a pinned variable must be an allocatable array");
    }
    if (v->cuda & CUDA_TEXTURE) { /* guide 2.6.6, 3.2.6 */
        if (!(v->attrs & ATTR_POINTER))
            error_at(loc, "a texture variable must be an F90 pointer");
        if (v->type && v->type->kind != TY_REAL && v->type->kind != TY_INTEGER)
            error_at(loc, "a texture variable must be of type real or integer");
    }
    if (s->device && !v->is_dummy && !(v->cuda & (CUDA_SHARED | CUDA_CONSTANT))) {
        /* guide 2.5.6: no SAVE, no data initialization in device subprograms */
        if (v->attrs & ATTR_SAVE)
            error_at(loc, "SAVE variable '%s' in a device subprogram", v->name);
        else if (v->init)
            error_at(loc, "data initialization of '%s' in a device subprogram", v->name);
    }
}

static void check_type_members(Symbol *dt) {
    if (!dt->components)
        return;
    for (Symbol *c = dt->components->first; c; c = c->next_in_scope) {
        if ((c->cuda & CUDA_DEVICE) && !(c->attrs & ATTR_ALLOCATABLE)) /* guide 3.2.1 */
            error_at(c->loc, "a derived-type member may have the device attribute only if it is allocatable");
        if (c->cuda & CUDA_CONSTANT) /* guide 3.2.4 */
            error_at(c->loc, "members of a derived type may not have the constant attribute");
        if (c->cuda & CUDA_SHARED) /* guide 3.2.5 */
            error_at(c->loc, "members of a derived type may not have the shared attribute");
    }
}

static void check_procedure(Symbol *p, Scope *s) {
    Node *u = s->node;
    Loc loc = u ? u->loc : p->loc;
    unsigned a = p->proc_attrs;
    bool kernel = (a & (PROC_GLOBAL | PROC_GRID_GLOBAL)) != 0;
    if (kernel && p->is_function) /* guide 2.5.2, 2.5.5, 3.1.2 */
        error_at(loc, "attributes(%s) is allowed only on a subroutine", a & PROC_GLOBAL ? "global" : "grid_global");
    if (kernel && (a & PROC_DEVICE)) /* guide 2.5.6 */
        error_at(loc, "a kernel subroutine may not also have the device attribute");
    if (kernel && (a & PROC_HOST))
        error_at(loc, "a kernel subroutine may not also have the host attribute");
    if (!s->device)
        return;
    if (p->prefix & PREFIX_RECURSIVE) /* guide 3.1.4, 3.6.9 */
        error_at(loc, "device subprograms may not be recursive");
    if (p->prefix & PREFIX_PURE) /* guide 3.1.4 */
        error_at(loc, "device subprograms may not be pure");
    if (p->prefix & PREFIX_ELEMENTAL)
        error_at(loc, kernel ? "kernel subroutines may not be elemental" : "device subprograms may not be elemental");
    if (s->internal && !(s->parent && s->parent->device)) /* guide 2.5.6, 3.1.4 */
        error_at(loc, "a device subprogram may not be contained in a host subprogram");
    for (int i = 0; i < p->dummies.len; i++)
        if (!p->dummies.items[i]) { /* guide 3.6.9 */
            error_at(loc, "alternate return specifier in a device subprogram");
            break;
        }
    if (u && u->contains) /* guide 2.5.6, 3.1.4 */
        error_at(u->contains->loc, "a device subprogram may not contain another subprogram");
    /* statements of the specification part (guide 3.6.9) */
    for (Node *st = u ? u->body : NULL; st; st = st->next) {
        switch (st->kind) {
        case N_DATA: error_at(st->loc, "DATA statement (data initialization) in a device subprogram"); break;
        case N_ENTRY: error_at(st->loc, "ENTRY is not allowed in device code"); break;
        case N_FORMAT: error_at(st->loc, "FORMAT statement is not allowed in device code"); break;
        case N_NAMELIST: error_at(st->loc, "NAMELIST is not allowed in device code"); break;
        case N_ATTR_STMT:
            if (st->op == 'c')
                error_at(st->loc, "Cray pointers are not supported in device code");
            break;
        default: break;
        }
    }
}

void cuda_check_scope(Scope *s) {
    if (!sema_options()->cuda)
        return;
    if (s->owner && s->owner->kind == SYM_PROCEDURE && s->kind != SCOPE_BLOCK)
        check_procedure(s->owner, s);
    for (Symbol *v = s->first; v; v = v->next_in_scope) {
        if (v->use_module)
            continue;
        if (v->kind == SYM_VARIABLE)
            check_variable(v, s);
        else if (v->kind == SYM_DERIVED_TYPE)
            check_type_members(v);
    }
}

/* ---------------------------------------------------- statement checks */

static Symbol *base_symbol(Node *e) {
    while (e && (e->kind == N_APPLY || e->kind == N_COMPONENT || e->kind == N_ARG))
        e = e->lhs;
    return e && e->kind == N_NAME ? e->sym : NULL;
}

static const char *io_name(int op) {
    static const char *const names[] = {"READ", "WRITE", "PRINT", "OPEN", "CLOSE", "INQUIRE",
                                        "BACKSPACE", "ENDFILE", "REWIND", "FLUSH", "WAIT"};
    return op >= 0 && op <= IO_WAIT ? names[op] : "I/O";
}

/* PRINT *, ... / WRITE(*,*) ...: list-directed to the default unit (guide 3.6.9). */
static bool default_list_directed(Node *st) {
    int pos = 0;
    for (Node *a = st->args; a; a = a->next, pos++) {
        Node *v = a->kind == N_ARG ? a->lhs : a;
        const char *kw = a->kind == N_ARG ? a->name : NULL;
        bool star = v && v->kind == N_STAR;
        if (kw && strcmp(kw, "unit") && strcmp(kw, "fmt"))
            return false;
        if (!star)
            return false;
    }
    return pos <= (st->op == IO_PRINT ? 1 : 2);
}

/* Guide 3.7.2: the reductions sum, maxval, ... accept device arrays in host
 * code; device data anywhere else in a host expression of an I/O list is not
 * allowed. */
static bool is_host_reduction_on_device(const Node *e) {
    static const char *names[] = {"sum", "product", "maxval", "minval", "all", "any", "count",
                                  "maxloc", "minloc", "dot_product", NULL};
    if (e->kind != N_APPLY || !e->lhs || e->lhs->kind != N_NAME) return false;
    if (e->sym && e->sym->proc_kind != PK_INTRINSIC) return false;
    for (int i = 0; names[i]; i++)
        if (!strcmp(e->lhs->name, names[i])) return true;
    return false;
}

static const Node *device_outside_reductions(const Node *e) {
    if (!e || is_host_reduction_on_device(e)) return NULL;
    /* actuals of a procedure are passed to it, not read here (cublas sasum(n, x_d, 1)) */
    if (e->kind == N_APPLY && apply_kind(e) == APPLY_CALL && !(e->sym && sym_origin(e->sym)->intrinsic))
        return NULL;
    if (e->kind == N_NAME) return is_device_data(e->sym) && !is_managed_data(e->sym) ? e : NULL;
    const Node *kids[] = {e->lhs, e->rhs, e->stride};
    for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++) {
        const Node *d = device_outside_reductions(kids[i]);
        if (d) return d;
    }
    for (const Node *a = e->kind == N_APPLY ? e->args : e->list; a; a = a->next) {
        /* passed to a dummy that takes device data: no transfer */
        if (a->kind == N_ARG && a->sym && (a->sym->cuda & (CUDA_DEVICE | CUDA_MANAGED | CUDA_CONSTANT)))
            continue;
        const Node *d = device_outside_reductions(a);
        if (d) return d;
    }
    return NULL;
}

static void check_io(Node *st, Scope *s) {
    if (s->device) {
        if (st->op == IO_PRINT || st->op == IO_WRITE) {
            if (!default_list_directed(st))
                error_at(st->loc, st->op == IO_PRINT ? "only list-directed PRINT is allowed in device code"
                                                     : "WRITE to a unit other than the default unit in device code");
        } else
            error_at(st->loc, "%s statement is not allowed in device code", io_name(st->op));
        return;
    }
    /* guide 3.2.1: device data is used in host code only in the listed ways */
    for (Node *it = st->list; it; it = it->next) {
        const Node *d = device_outside_reductions(it);
        if (d) {
            error_at(d->loc, "device data may not appear in host I/O: copy '%s' to a host variable first",
                     d->name);
            return;
        }
    }
}

static int region_depth;

void cuda_region(int delta) { region_depth += delta; }

/* Walk the names of an expression: f(name node, ctx) returns true to stop. */
typedef bool (*NameVisitor)(Node *name, void *ctx);

static bool count_device_array(Node *n, void *ctx);

/* Arguments of a procedure that is not intrinsic are passed, not operated
 * on by the host (cublasDdot(n, x_d, 1, y_d, 1)); so are those of the
 * reductions of guide 3.7.2 (dot_product(x_d, y_d), sum(a_d, mask=m_d)). */
static bool passes_arguments(Node *call, NameVisitor f) {
    return f == count_device_array &&
           (!(call->sym && sym_origin(call->sym)->intrinsic) || is_host_reduction_on_device(call));
}

static bool visit_names(Node *e, NameVisitor f, void *ctx) {
    if (!e)
        return false;
    switch (e->kind) {
    case N_NAME:
        return f(e, ctx);
    case N_APPLY:
        if (apply_kind(e) != APPLY_CALL && apply_kind(e) != APPLY_STRUCT_CTOR && visit_names(e->lhs, f, ctx))
            return true;
        if (apply_kind(e) == APPLY_CALL && passes_arguments(e, f))
            return false;
        for (Node *a = e->args; a; a = a->next)
            if (visit_names(a, f, ctx))
                return true;
        return false;
    case N_COMPONENT: case N_ARG: case N_UNARY:
        return visit_names(e->lhs, f, ctx);
    case N_BINARY: case N_DEFOP: case N_RANGE:
        return visit_names(e->lhs, f, ctx) || visit_names(e->rhs, f, ctx) || visit_names(e->stride, f, ctx);
    case N_ARRAY_CTOR: case N_IMPLIED_DO:
        for (Node *x = e->list; x; x = x->next)
            if (visit_names(x, f, ctx))
                return true;
        return false;
    default:
        return false;
    }
}

typedef struct {
    Symbol *seen[2];
    int count;
} DeviceArrays;

/* Distinct device (non-managed) arrays named in an expression. */
static bool count_device_array(Node *n, void *ctx) {
    DeviceArrays *d = ctx;
    Symbol *o = sym_origin(n->sym);
    if (!o || !is_device_data(o) || is_managed_data(o) || !o->type || o->type->rank == 0)
        return false;
    for (int i = 0; i < d->count; i++)
        if (d->seen[i] == o)
            return false;
    d->seen[d->count++] = o;
    return d->count == 2;
}

static bool is_texture(Node *n, void *ctx) {
    (void)ctx;
    return n->sym && (sym_origin(n->sym)->cuda & CUDA_TEXTURE);
}

/* An elemental intrinsic applied to a whole device array (guide 3.4.2). */
static bool intrinsic_on_device(Node *e) {
    if (!e)
        return false;
    if (e->kind == N_APPLY && apply_kind(e) == APPLY_CALL && e->sym && sym_origin(e->sym)->intrinsic &&
        sym_origin(e->sym)->intrinsic->cls == INTR_ELEMENTAL)
        for (Node *a = e->args; a; a = a->next) {
            Node *v = a->kind == N_ARG ? a->lhs : a;
            if (v && v->type && v->type->rank > 0 && expr_is_device(v))
                return true;
        }
    if (e->kind == N_BINARY || e->kind == N_DEFOP)
        return intrinsic_on_device(e->lhs) || intrinsic_on_device(e->rhs);
    if (e->kind == N_UNARY || e->kind == N_ARG)
        return intrinsic_on_device(e->lhs);
    if (e->kind == N_APPLY)
        for (Node *a = e->args; a; a = a->next)
            if (intrinsic_on_device(a))
                return true;
    return false;
}

static bool has_operation(Node *e) {
    return e && (e->kind == N_BINARY || e->kind == N_DEFOP || (e->kind == N_UNARY && e->op != OP_PAREN) ||
                 (e->kind == N_APPLY && apply_kind(e) == APPLY_CALL));
}

/* Host assignments that involve device data: only the transfers of guide
 * 3.4.2 are allowed. */
static void check_host_transfer(Node *st) {
    Symbol *lb = base_symbol(st->lhs);
    bool lhs_dev = lb && is_device_data(lb) && !is_managed_data(lb);
    if (visit_names(st->rhs, is_texture, NULL)) {
        error_at(st->rhs->loc, "texture variables may be accessed only in device subprograms");
        return;
    }
    if (intrinsic_on_device(st->rhs)) {
        error_at(st->rhs->loc, "intrinsic applied to a device array in host code");
        return;
    }
    /* arithmetic on the host is transferred afterwards; on device data it is not allowed */
    if (lhs_dev && has_operation(st->rhs) && !is_host_reduction_on_device(st->rhs) && expr_is_device(st->rhs)) {
        error_at(st->loc, "device left-hand side with arithmetic on the right-hand side");
        return;
    }
    DeviceArrays d = {{NULL, NULL}, 0};
    if (!lhs_dev && has_operation(st->rhs) && visit_names(st->rhs, count_device_array, &d))
        error_at(st->rhs->loc, "two device arrays in a host expression");
}

static void check_assignment(Node *st, Scope *s) {
    Symbol *b = base_symbol(st->lhs);
    if (!b)
        return;
    Symbol *o = sym_origin(b);
    if (s->device && (o->cuda & CUDA_CONSTANT)) /* guide 2.6.3, 3.2.4 */
        error_at(st->lhs->loc, "constant data may not be assigned in a device subprogram");
    if (o->cuda & CUDA_TEXTURE) /* guide 2.6.6 */
        error_at(st->lhs->loc, "texture data is read-only");
    if (!s->device && region_depth == 0 && !st->sym)
        check_host_transfer(st);
}

/* !$cuf kernel do(n): no EXIT from the mapped loops; arrays must be device
 * or managed data (guide 2.11.2). */
static bool host_array(Node *n, void *ctx) {
    Symbol *o = sym_origin(n->sym);
    (void)ctx;
    if (!o || o->kind != SYM_VARIABLE || !o->type || o->type->rank == 0)
        return false;
    if (is_device_data(o) || is_managed_data(o))
        return false;
    error_at(n->loc, "arrays in CUF kernel loops must be device or managed data");
    return true;
}

static bool check_cuf_body(Node *body, int loops_left) {
    for (Node *st = body; st; st = st->next) {
        if (st->kind == N_EXIT && loops_left >= 0) {
            error_at(st->loc, "EXIT is not allowed in a loop mapped by a CUF kernel directive");
            return true;
        }
        if ((st->kind == N_ASSIGN && (visit_names(st->lhs, host_array, NULL) || visit_names(st->rhs, host_array, NULL))))
            return true;
        if (st->kind == N_DO) {
            if (check_cuf_body(st->body, loops_left - 1))
                return true;
        } else if (st->body && check_cuf_body(st->body, loops_left))
            return true;
        if (st->orelse && check_cuf_body(st->orelse, loops_left))
            return true;
    }
    return false;
}

static void check_cuf_kernel(Node *st) {
    Node *loop = st->body;
    if (!loop || loop->kind != N_DO)
        return;
    int n = st->ival > 0 ? (int)st->ival : 1;
    check_cuf_body(loop->body, n - 1);
}

void cuda_check_stmt(Node *st, Scope *s) {
    if (!sema_options()->cuda)
        return;
    switch (st->kind) {
    case N_IO: check_io(st, s); break;
    case N_ASSIGN: check_assignment(st, s); break;
    case N_CUF_KERNEL: check_cuf_kernel(st); break;
    case N_PAUSE:
        if (s->device) /* guide 3.6.9 */
            error_at(st->loc, "PAUSE is not allowed in device code");
        break;
    case N_ALLOCATE:
        if (s->device)
            for (Node *o = st->list; o; o = o->next) {
                Symbol *b = base_symbol(o);
                if (b && is_managed_data(b)) /* guide 2.6.2 */
                    error_at(o->loc, "managed data cannot be allocated in device code");
            }
        break;
    default: break;
    }
}

/* Intrinsics with no device implementation (guide 3.6.3 lists what is). */
static bool host_only_intrinsic(const char *name) {
    static const char *const names[] = {"random_number", "random_seed", "cpu_time", "date_and_time",
        "system_clock", "get_command", "get_command_argument", "execute_command_line",
        "get_environment_variable", "command_argument_count", "getarg", "iargc", "getenv",
        "flush", "sleep", "abort", "exit", NULL};
    for (int i = 0; names[i]; i++)
        if (!strcmp(name, names[i]))
            return true;
    return false;
}

static void check_actuals(Symbol *callee, Node *call, Scope *s) {
    bool kernel = (callee->proc_attrs & (PROC_GLOBAL | PROC_GRID_GLOBAL)) != 0;
    for (Node *a = call->args; a; a = a->next) {
        Symbol *d = a->sym;
        Node *v = a->kind == N_ARG ? a->lhs : a;
        Symbol *b = base_symbol(v);
        if (!d || !b || !v || (v->kind != N_NAME && v->kind != N_APPLY && v->kind != N_COMPONENT))
            continue;
        if (v->kind == N_APPLY && apply_kind(v) == APPLY_CALL)
            continue;
        Symbol *ob = sym_origin(b);
        if (ob->kind != SYM_VARIABLE)
            continue;
        bool actual_dev = is_device_data(ob), actual_managed = is_managed_data(ob);
        if (!s->device) {
            if (kernel) {
                if ((ob->cuda & CUDA_CONSTANT)) /* guide 3.2.4 */
                    error_at(a->loc, "constant data cannot be passed from host code to a global subroutine");
                else if (!actual_dev && !actual_managed && v->type && v->type->rank > 0 &&
                         !(d->attrs & ATTR_VALUE))
                    error_at(a->loc, "host array passed to a kernel (kernel array dummies are device data)");
                continue;
            }
            if (actual_dev && !(ob->cuda & CUDA_CONSTANT) && !(d->cuda & (CUDA_DEVICE | CUDA_MANAGED)) &&
                !proc_is_device(callee) && callee->has_explicit_iface && callee->proc_kind != PK_INTRINSIC &&
                d->type && d->type->kind != TY_TYPE_STAR && d->type->kind != TY_CLASS_STAR)
                error_at(a->loc, "device actual argument requires a dummy with the device attribute");
            if (!actual_dev && !actual_managed && (d->cuda & CUDA_DEVICE) && !(d->attrs & ATTR_VALUE))
                error_at(a->loc, "host actual argument passed to a device dummy");
            if (!actual_managed && !actual_dev && (d->cuda & CUDA_MANAGED))
                error_at(a->loc, "non-managed actual passed to a managed dummy with an explicit interface");
        } else if ((ob->cuda & CUDA_SHARED) && !(d->cuda & CUDA_SHARED) && d->type && d->type->rank != 0) {
            error_at(a->loc, "a shared actual requires a dummy with the shared attribute");
        }
    }
}

void cuda_check_call(Symbol *callee, Node *call, Scope *s) {
    if (!sema_options()->cuda || !callee)
        return;
    Symbol *p = sym_origin(callee);
    Loc loc = call->loc;
    if (p->proc_kind == PK_INTRINSIC && p->intrinsic) {
        if (s->device && host_only_intrinsic(p->intrinsic->name))
            error_at(loc, "%s is not among the intrinsics supported in device code", p->intrinsic->name);
        return;
    }
    bool kernel = (p->proc_attrs & (PROC_GLOBAL | PROC_GRID_GLOBAL)) != 0;
    if (call->kind == N_CALL) {
        if (kernel && !call->launch) /* guide 2.5.6 */
            error_at(loc, "a kernel must be called with an execution configuration <<<...>>>");
        if (!kernel && call->launch)
            error_at(loc, (p->proc_attrs & PROC_DEVICE)
                              ? "chevron launch of an attributes(device) routine (not a kernel)"
                              : "chevron launch of a routine that is not attributes(global)");
    }
    if (s->device && !kernel && !(p->proc_attrs & (PROC_DEVICE | PROC_GLOBAL)) && p->has_explicit_iface &&
        p->proc_kind != PK_STMT_FUNCTION && p->proc_kind != PK_DUMMY)
        error_at(loc, "a host %s cannot be called from device code", p->is_function ? "function" : "subroutine");
    if (!s->device && (p->proc_attrs & PROC_DEVICE) && !(p->proc_attrs & PROC_HOST) && !kernel)
        error_at(loc, "an attributes(device) %s cannot be called from host code",
                 p->is_function ? "function" : "subroutine");
    check_actuals(p, call, s);
}
