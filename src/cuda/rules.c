/* rules.c — the legality rules of CUDA Fortran (guide chapters 2 and 3),
 * checked once, in one walk over the analysed tree, before anything is
 * emitted: -fsyntax-only and a full compile report the same errors.  Each
 * rule cites its guide section; tests/errors/ has a test per rule.
 *
 * The walk also analyses each `!$cuf kernel do` (cufloop.c) and stores the
 * result on its directive for both emitters. */
#include <string.h>
#include "cuda/cuda.h"

static const CudaOptions *options;

/* --------------------------------------------------- declaration checks */

/* The first reference in `n` (and the lists chained to it) to dummy v, a
 * NO_ARG_CHECK dummy in host code, other than as an actual argument for
 * a dummy that takes anything too (NO_ARG_CHECK or type(*)): gfortran
 * rejects any other use of such a dummy. */
static const Node *untyped_use(const Node *n, const Symbol *v) {
    for (; n; n = n->next) {
        if (n->kind == N_COMPILER_DIRECTIVE)
            continue; /* the ignore_tkr directive itself */
        if (n->kind == N_ARG && n->lhs && n->lhs->kind == N_NAME && n->lhs->sym == v && n->sym &&
            (host_no_arg_check(n->sym) || (n->sym->type && n->sym->type->kind == TY_TYPE_STAR)))
            continue;
        if (n->kind == N_NAME && n->sym == v) return n;
        const Node *kids[] = {n->lhs, n->rhs, n->stride, n->cond, n->mask, n->args, n->list, n->body, n->orelse};
        for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++) {
            const Node *u = kids[i] && kids[i] != n ? untyped_use(kids[i], v) : NULL;
            if (u) return u;
        }
    }
    return NULL;
}

static bool is_base(const Node *designator, const Symbol *v) {
    return designator && designator_base(designator) == v;
}

/* An actual argument the callee may define: its dummy is neither VALUE nor
 * INTENT(IN); an intrinsic function defines none but the atomics. */
static bool defining_actual(const Node *call, const Node *a) {
    const Symbol *d = a->kind == N_ARG ? a->sym : NULL;
    if (d) return !(d->attrs & ATTR_VALUE) && (d->attrs & ATTR_INTENT_INOUT) != ATTR_INTENT_IN;
    const Symbol *p = call->sym ? sym_origin(call->sym) : NULL;
    return !(p && p->intrinsic && call->kind == N_APPLY && strncmp(p->name, "atomic", 6) != 0);
}

/* The first statement or reference in `n` (and the lists chained to it)
 * that may define variable v: assignment, DO variable, READ item,
 * ALLOCATE/DEALLOCATE/NULLIFY object, I/O status variable, or an actual
 * argument the callee may define. */
static const Node *definition_of(const Node *n, const Symbol *v) {
    for (; n; n = n->next) {
        switch (n->kind) {
        case N_ASSIGN: case N_PTR_ASSIGN:
            if (is_base(n->lhs, v)) return n;
            break;
        case N_DO:
            if (n->var && !strcmp(n->var, v->name)) return n;
            break;
        case N_ALLOCATE: case N_DEALLOCATE: case N_NULLIFY:
            for (const Node *o = n->list; o; o = o->next)
                if (is_base(o, v)) return n;
            break;
        case N_IO:
            for (const Node *a = n->args; a; a = a->next)
                if (a->name && is_base(a, v)) return n;
            if (n->op == IO_READ)
                for (const Node *o = n->list; o; o = o->next)
                    if (is_base(o, v)) return n;
            break;
        case N_CALL: case N_APPLY:
            if (n->kind == N_CALL || apply_kind(n) == APPLY_CALL)
                for (const Node *a = n->args; a; a = a->next)
                    if (is_base(a, v) && defining_actual(n, a)) return n;
            break;
        default:
            break;
        }
        const Node *kids[] = {n->lhs, n->rhs, n->stride, n->cond, n->mask, n->args, n->list, n->body, n->orelse};
        for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++) {
            const Node *d = kids[i] && kids[i] != n ? definition_of(kids[i], v) : NULL;
            if (d) return d;
        }
    }
    return NULL;
}

/* book C.1: ignoring the type or kind of an array dummy needs gfortran's
 * NO_ARG_CHECK (host_no_arg_check); (d) and (r) need none. */
static void check_ignore_tkr(const Symbol *d) {
    if ((d->ignore_tkr & (IGNORE_TYPE | IGNORE_KIND)) && !(d->attrs & ATTR_VALUE) && !host_no_arg_check(d))
        error_at(d->loc, "ignore_tkr (t) or (k) of an array dummy is supported when it is assumed-size: declare "
                 "'%s' with (*) (gfortran's NO_ARG_CHECK takes scalars and assumed-size arrays only)", d->name);
}

static void check_expr_calls(Node *e, Scope *s, bool on_device);

/* The bounds and length of a device subprogram's variable are device code
 * (guide 3.2): nvcc rejected the host module variable in an automatic
 * shared array's bound (fuzz seed 302, m4187). */
static void check_specification_exprs(const Type *t, Scope *s) {
    for (int i = 0; t && i < t->rank; i++) {
        check_expr_calls(t->dims[i].lower, s, true);
        check_expr_calls(t->dims[i].upper, s, true);
    }
    if (t && t->kind == TY_CHARACTER && t->len_kind == LEN_EXPR)
        check_expr_calls(t->len_expr, s, true);
}

static void check_variable(Symbol *v, Scope *s) {
    const Node *use = v->is_dummy && host_no_arg_check(v) && s->kind != SCOPE_INTERFACE && s->node && !unit_device_only(s->node)
                      ? untyped_use(s->node->body, v) : NULL;
    if (use) /* book C.1: ignore_tkr is for interfaces to C and CUDA libraries */
        error_at(use->loc, "'%s' is under ignore_tkr, which gfortran spells NO_ARG_CHECK: in a procedure "
                 "defined in Fortran it may only be passed on to a dummy that takes any type", v->name);
    if (v->is_dummy)
        check_ignore_tkr(v);
    Loc loc = v->loc;
    bool alloc = (v->attrs & ATTR_ALLOCATABLE) != 0;
    bool host_proc = !s->device && s->kind != SCOPE_MODULE && s->kind != SCOPE_SUBMODULE;
    /* where sema saw it in COMMON and EQUIVALENCE (a search of the unit
     * for each variable would make this quadratic) */
    Node *common = v->common ? (v->common_entity ? v->common_entity : v->decl) : NULL;
    Node *equiv = v->equivalenced;
    const Type *vt = v->type;
    MemSpace m = mem_declared(v);
    /* real(2) (guide 2.7.1): gfortran has none, so host code holds only
     * device and constant real(2) data, as its bits; it reads managed and
     * pinned data itself */
    if (vt && vt->kind == TY_REAL && vt->kind_num == 2 && !s->device && m != MEM_DEVICE && m != MEM_CONSTANT)
        error_at(loc, "real(2) %s '%s' in host code: gfortran has no half precision, so host code can only "
                 "hold real(2) device or constant data; keep real(4) here and convert in a kernel",
                 m == MEM_MANAGED ? "managed variable" : m == MEM_PINNED ? "pinned variable"
                 : "variable", v->name);
    /* a Cray pointee is host memory at its pointer's address; host code
     * declares device and managed data as pointers, which it cannot be */
    if (v->is_cray_pointee && m != MEM_HOST)
        error_at(loc, "Cray pointee '%s' cannot have a CUDA data attribute: it is host memory at its pointer's "
                 "address", v->name);
    if (s->device)
        check_specification_exprs(vt, s);
    wmma_check_declaration(v, s); /* wmma.c: submatrices (guide 3.8.1.4) */
    curand_check_declaration(v);  /* curand.c: generators of curand_device */
    if (m == MEM_SHARED) { /* guide 2.6.4, 3.2.5 */
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
    if (m == MEM_CONSTANT) { /* guide 2.6.3, 3.2.4 */
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
        /* guide 3.2, 3.2.4: host code declares constant data in a module;
         * a host subprogram has it only as a dummy argument */
        if (host_proc && !v->is_dummy)
            error_at(loc, "constant variable '%s' must be declared in a module: host code has constant data only "
                     "as module variables and dummy arguments (guide 3.2, 3.2.4)", v->name);
    }
    if (m == MEM_DEVICE || m == MEM_MANAGED) { /* guide 3.2.1, 3.2.2 */
        const char *what = m == MEM_DEVICE ? "device" : "managed";
        if (common)
            error_at(common->loc, "%s data may not be in a COMMON block", what);
        if (equiv)
            error_at(equiv->loc, "%s data may not be in an EQUIVALENCE statement", what);
        if (host_proc && (v->attrs & ATTR_SAVE) && !alloc)
            error_at(loc, "%s data in a host subprogram may have SAVE only if allocatable", what);
    }
    if ((m == MEM_DEVICE || m == MEM_MANAGED) && v->is_module_var && !alloc && !(v->attrs & ATTR_POINTER) &&
        v->type && v->type->rank > 0) { /* guide 3.2.1: a module's device data is static */
        int64_t n;
        if (!type_const_size(v->type, &n))
            error_at(loc, "module device array '%s' needs a constant shape or the allocatable attribute", v->name);
    }
    if (m == MEM_PINNED) { /* guide 2.6.5, 3.2.3 */
        if (s->device)
            error_at(loc, "pinned is not allowed in device subprograms");
        /* a dummy may say pinned whether or not it is allocatable (3.2.3):
         * a plain one is the caller's host array */
        else if (!v->is_dummy && (!alloc || !v->type || v->type->rank == 0))
            error_at(loc, "a pinned variable must be an allocatable array");
    }
    if (m == MEM_TEXTURE) { /* guide 2.6.6, 3.2.6 */
        if (!(v->attrs & ATTR_POINTER))
            error_at(loc, "a texture variable must be an F90 pointer");
        if (v->type && v->type->kind != TY_REAL && v->type->kind != TY_INTEGER)
            error_at(loc, "a texture variable must be of type real or integer");
    }
    if (s->device && !v->is_dummy && m != MEM_SHARED && m != MEM_CONSTANT) {
        /* guide 2.5.6: no SAVE, no data initialization in device
         * subprograms.  nvfortran accepts an initialised local all the
         * same; one the subprogram never modifies is a constant whatever
         * its SAVE semantics, and device code makes it a per-thread const
         * local (src/device/emit.c). */
        const Node *def = v->init && s->node ? definition_of(s->node->body, v) : NULL;
        if (v->attrs & ATTR_SAVE)
            error_at(loc, "SAVE variable '%s' in a device subprogram", v->name);
        else if (def)
            error_at(def->loc, "'%s' is modified, but its initializer gives it the SAVE attribute, which device "
                     "subprograms do not support (guide 2.5.6): assign its first value in the executable part",
                     v->name);
    }
}

static void check_type_members(Symbol *dt) {
    if (!dt->components)
        return;
    for (Symbol *c = dt->components->first; c; c = c->next_in_scope) {
        curand_check_declaration(c); /* curand.c: generators of curand_device */
        MemSpace m = mem_declared(c);
        if (m == MEM_DEVICE && !(c->attrs & ATTR_ALLOCATABLE)) /* guide 3.2.1 */
            error_at(c->loc, "a derived-type member may have the device attribute only if it is allocatable");
        if (m == MEM_CONSTANT) /* guide 3.2.4 */
            error_at(c->loc, "members of a derived type may not have the constant attribute");
        if (m == MEM_SHARED) /* guide 3.2.5 */
            error_at(c->loc, "members of a derived type may not have the shared attribute");
        /* host code holds them as pointers to memory of the runtime (guide 3.2.2, 3.2.3) */
        if ((m == MEM_MANAGED || m == MEM_PINNED) && !(c->attrs & ATTR_ALLOCATABLE))
            error_at(c->loc, "%s member '%s' that is not allocatable is not supported: declare it allocatable",
                     m == MEM_MANAGED ? "a managed" : "a pinned", c->name);
    }
}

/* launch_bounds(max threads[, min blocks[, max cluster]]) and
 * cluster_dims(x[, y[, z]]) of a kernel header: positive constant integers
 * (nvfortran; CUDA C's __launch_bounds__ and __cluster_dims__). */
static void check_kernel_prefix(Node *values, const char *what, Scope *s, bool kernel) {
    if (!values)
        return;
    if (!kernel) {
        error_at(values->loc, "%s is allowed only on an attributes(global) or attributes(grid_global) subroutine",
                 what);
        return;
    }
    int n = 0;
    for (Node *e = values; e; e = e->next, n++) {
        int64_t v;
        if (!sema_const_int(e, s, &v) || v <= 0 || v > 2147483647) {
            error_at(e->loc, "the values of %s must be positive integer constants", what);
            return;
        }
    }
    if (n > 3)
        error_at(values->loc, "%s takes at most three values", what);
}

static void check_procedure(Symbol *p, Scope *s) {
    Node *u = s->node;
    Loc loc = u ? u->loc : p->loc;
    unsigned a = p->proc_attrs;   /* the attributes as written: their combinations */
    bool kernel = proc_is_kernel(p);
    if (kernel && p->is_function) /* guide 2.5.2, 2.5.5, 3.1.2 */
        error_at(loc, "attributes(%s) is allowed only on a subroutine", a & PROC_GLOBAL ? "global" : "grid_global");
    if (kernel && (a & PROC_DEVICE)) /* guide 2.5.6 */
        error_at(loc, "a kernel subroutine may not also have the device attribute");
    if (kernel && (a & PROC_HOST))
        error_at(loc, "a kernel subroutine may not also have the host attribute");
    if (u) {
        check_kernel_prefix(u->launch_bounds, "launch_bounds", s, kernel);
        check_kernel_prefix(u->cluster_dims, "cluster_dims", s, kernel);
    }
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
        default: break;
        }
    }
}

/* A dummy procedure or procedure pointer of host code whose interface is
 * a kernel's or a device procedure's: host code cannot hold what exists
 * only on the device (guide 2.5.2, 2.5.3), and the host file has no such
 * interface. */
static void check_device_proc_holder(Symbol *v, Scope *s) {
    if (s->device || v->kind != SYM_PROCEDURE || !(v->is_dummy || (v->attrs & ATTR_POINTER)) || !v->iface)
        return;
    Symbol *i = sym_origin(v->iface);
    ProcRole r = proc_role(i);
    if (r != ROLE_KERNEL && r != ROLE_DEVICE)
        return;
    Loc loc = v->loc; /* a dummy's is in the argument list: report its PROCEDURE statement */
    for (Node *st = s->node ? s->node->body : NULL; st; st = st->next)
        if (st->kind == N_PROCEDURE_DECL)
            for (Node *e = st->list; e; e = e->next)
                if (e->sym == v)
                    loc = e->loc;
    error_at(loc, "%s '%s' has the interface of %s '%s', which exists only on the device: host code cannot "
             "hold it (guide 2.5.2, 2.5.3)", v->is_dummy ? "dummy procedure" : "procedure pointer", v->name,
             r == ROLE_KERNEL ? "kernel" : "attributes(device) procedure", i->name);
}

/* ------------------------------------------------ generic interfaces */

static bool numeric_kind(TypeKind k) { return k == TY_INTEGER || k == TY_REAL || k == TY_COMPLEX; }

/* Whether `op` (an operator's canonical spelling, "+", "==", ".and.", ...)
 * applied to operands of types a (NULL: unary) and b is an intrinsic
 * operation (F2008 7.1.5), decided as gfortran does: a specific with these
 * dummies would redefine it (F2008 12.4.3.4.2). */
static bool intrinsic_operation(const char *op, const Type *a, const Type *b) {
    TypeKind tb = b->kind;
    if (!a) {
        if (!strcmp(op, "+") || !strcmp(op, "-")) return numeric_kind(tb);
        return !strcmp(op, ".not.") && tb == TY_LOGICAL;
    }
    TypeKind ta = a->kind;
    if (ta == TY_CHARACTER && tb == TY_CHARACTER && a->kind_num != b->kind_num)
        return false;
    if (a->rank != b->rank && a->rank != 0 && b->rank != 0)
        return false; /* intrinsic operations are elemental: operands conform */
    bool chars = ta == TY_CHARACTER && tb == TY_CHARACTER;
    if (!strcmp(op, "==") || !strcmp(op, "/="))
        return chars || (numeric_kind(ta) && numeric_kind(tb));
    if (!strcmp(op, "+") || !strcmp(op, "-") || !strcmp(op, "*") || !strcmp(op, "/") || !strcmp(op, "**"))
        return numeric_kind(ta) && numeric_kind(tb);
    if (!strcmp(op, "<") || !strcmp(op, "<=") || !strcmp(op, ">") || !strcmp(op, ">="))
        return chars || ((ta == TY_INTEGER || ta == TY_REAL) && (tb == TY_INTEGER || tb == TY_REAL));
    if (!strcmp(op, "//"))
        return chars;
    if (!strcmp(op, ".and.") || !strcmp(op, ".or.") || !strcmp(op, ".eqv.") || !strcmp(op, ".neqv."))
        return ta == TY_LOGICAL && tb == TY_LOGICAL;
    return false;
}

/* Whether a subroutine with dummies of types a and b would redefine
 * intrinsic assignment (F2008 12.4.3.4.3), as gfortran decides. */
static bool intrinsic_assignment(const Type *a, const Type *b) {
    if (a->kind == TY_DERIVED || a->kind == TY_CLASS || a->kind == TY_CLASS_STAR || a->kind == TY_TYPE_STAR)
        return false;
    if (b->rank != 0 && a->rank != b->rank)
        return false;
    return a->kind == b->kind || (numeric_kind(a->kind) && numeric_kind(b->kind));
}

static bool has_cuda_data_attr(const Symbol *p) {
    for (int i = 0; i < p->dummies.len; i++)
        if (p->dummies.items[i] && mem_declared(p->dummies.items[i]) != MEM_HOST)
            return true;
    return false;
}

/* A specific of operator(op) or assignment(=) must not redefine the
 * intrinsic operation; the CUDA data attributes of its dummies do not make
 * it a different one.  gfortran compiles the host file, where the
 * attributes are gone, and rejects the interface. */
static void check_intrinsic_clash(Symbol *g, Symbol *p, Loc loc) {
    bool assign = !strcmp(g->name, "assignment(=)");
    const char *op = NULL;
    if (!assign) {
        if (strncmp(g->name, "operator(", 9)) return;
        op = format("%.*s", (int)strlen(g->name) - 10, g->name + 9);
    }
    int n = p->dummies.len;
    if (n < 1 || n > 2 || (assign && n != 2))
        return;
    for (int i = 0; i < n; i++) {
        Symbol *d = p->dummies.items[i];
        if (!d || d->kind != SYM_VARIABLE || !d->type || d->type->kind == TY_UNKNOWN || d->type->rank < 0)
            return;
    }
    const Type *a = n == 2 ? p->dummies.items[0]->type : NULL, *b = p->dummies.items[n - 1]->type;
    if (assign ? !intrinsic_assignment(a, b) : !intrinsic_operation(op, a, b))
        return;
    const char *what = assign ? format("the intrinsic assignment of %s to %s", type_name(type_elem(b)),
                                       type_name(type_elem(a)))
                       : a ? format("the intrinsic %s on %s and %s", op, type_name(type_elem(a)), type_name(type_elem(b)))
                       : format("the intrinsic unary %s on %s", op, type_name(type_elem(b)));
    if (has_cuda_data_attr(p))
        error_at(loc, "specific '%s' of %s redefines %s: CUDA attributes of its dummies do not make a different "
                 "operation (F2008 %s)", p->name, g->name, what, assign ? "12.4.3.4.3" : "12.4.3.4.2");
    else
        error_at(loc, "specific '%s' of %s redefines %s (F2008 %s)", p->name, g->name, what,
                 assign ? "12.4.3.4.3" : "12.4.3.4.2");
}

/* Host code calls a specific that gfortran's generic lacks by its name
 * (host_specific_by_name); an operator or assignment has no name to call
 * it by yet.  guide 3.2.2: nvfortran chooses by the actuals' memory space. */
static void check_generic_specific(Symbol *g, Symbol *p, Loc loc) {
    p = sym_origin(p);
    if (p->kind != SYM_PROCEDURE)
        return;
    check_intrinsic_clash(g, p, loc);
    bool named = strncmp(g->name, "operator(", 9) && strncmp(g->name, "assignment(", 11);
    if (!named && proc_on_host(p) && host_drops_specific(g, p))
        error_at(loc, "specific '%s' of %s differs from an earlier one only in CUDA attributes: cufc chooses "
                 "such specifics of named generics, not yet of operators and assignment (guide 3.2.2)",
                 p->name, g->name);
}

/* The generic interface blocks of a unit (guide 3.2.2 and F2008 12.4.3.4):
 * each specific where it is named. */
static void check_generic_interfaces(Scope *s) {
    Node *body = s->node ? s->node->body : NULL;
    for (Node *in = body; in; in = in->next) {
        if (in->kind != N_INTERFACE || !in->name || !in->sym || in->sym->kind != SYM_GENERIC)
            continue;
        Symbol *g = in->sym;
        for (Node *b = in->body; b; b = b->next) {
            if (b->kind == N_MODULE_PROC_STMT) {
                for (Node *n = b->list; n; n = n->next) {
                    Symbol *p = scope_lookup(s, n->name);
                    if (p)
                        check_generic_specific(g, p, n->loc);
                }
            } else if ((b->kind == N_SUBROUTINE || b->kind == N_FUNCTION) && b->sym) {
                check_generic_specific(g, b->sym, b->loc);
            }
        }
    }
}

static void check_scope(Scope *s) {
    if (s->owner && s->owner->kind == SYM_PROCEDURE && s->kind != SCOPE_BLOCK)
        check_procedure(s->owner, s);
    check_generic_interfaces(s);
    for (Node *in = s->node ? s->node->body : NULL; in; in = in->next)
        for (Node *b = in->kind == N_INTERFACE ? in->body : NULL; b; b = b->next)
            for (int i = 0; b->sym && b->kind != N_MODULE_PROC_STMT && i < b->sym->dummies.len; i++)
                if (b->sym->dummies.items[i]) check_ignore_tkr(b->sym->dummies.items[i]);
    for (Symbol *v = s->first; v; v = v->next_in_scope) {
        if (v->use_module)
            continue;
        if (v->kind == SYM_VARIABLE)
            check_variable(v, s);
        else if (v->kind == SYM_PROCEDURE)
            check_device_proc_holder(v, s);
        else if (v->kind == SYM_DERIVED_TYPE)
            check_type_members(v);
    }
}

/* --------------------------------------------------------- launches */

/* Entry n (grid, block, bytes, stream) of a launch configuration: a scalar
 * integer, a type(dim3) for the grid and block; a real byte count is
 * converted, as nvfortran does (the book's 0.9*smBytes). */
static bool config_entry_ok(const Type *t, int n) {
    if (t->rank != 0) return false;
    if (t->kind == TY_INTEGER || (n == 2 && t->kind == TY_REAL)) return true;
    return n < 2 && t->kind == TY_DERIVED && t->derived && !strcmp(sym_origin(t->derived)->name, "dim3");
}

/* The grid and block entries reach the stub as integer(4) values (CUDA's
 * dim3 holds unsigned ints; guide 3.5): a constant one past that is an
 * error here, not gfortran's overflow on the code cufc writes (an entry
 * below 1 is the launch's error at run time).  `v` is an integer entry, a
 * dim3 constructor or a !$cuf list of entries. */
static void check_config_range(Node *v, Scope *s, const char *what) {
    Node *list = v->kind == N_TUPLE ? v->list
               : v->kind == N_APPLY && apply_kind(v) == APPLY_STRUCT_CTOR ? v->args : NULL;
    for (Node *x = list ? list : v; x; x = list ? x->next : NULL) {
        Node *e = arg_value(x);
        int64_t n;
        if (e && e->type && e->type->kind == TY_INTEGER && sema_const_int(e, s, &n) && n > INT32_MAX) {
            error_at(e->loc, "the %s of a launch is %lld, more than the largest configuration entry, %d", what,
                     (long long)n, INT32_MAX);
            return;
        }
    }
}

/* A launch that names no stream or shared memory size gets defaults; the
 * grid and block are required (guide 3.5). */
static void check_launch_config(Node *call, Scope *s) {
    bool device_code = s->device;
    static const char *const what[] = {"grid", "block", "shared memory size", "stream"};
    int n = 0;
    for (Node *c = call->launch->list; c && n < 4; c = c->next, n++) {
        Node *v = arg_value(c);
        if (!v || v->kind == N_STAR) {
            if (device_code) { /* host code: * asks for an automatic configuration */
                error_at(v ? v->loc : call->loc, "'*' in the configuration of a launch from device code: give "
                         "the value (the occupancy API is host-only)");
                return;
            }
            continue;
        }
        const Type *t = v->type;
        if (!t || t->kind == TY_UNKNOWN)
            continue;
        if (n < 2 && config_entry_ok(t, n))
            check_config_range(v, s, what[n]);
        if (!config_entry_ok(t, n)) {
            if (t->rank != 0) /* guide 2.9, 3.5: scalars */
                error_at(v->loc, "the %s of a launch must be %s, not an array", what[n],
                         n < 2 ? "a scalar integer or type(dim3)" : n == 2 ? "an integer or real scalar"
                                                                          : "an integer scalar");
            else
                error_at(v->loc, "the %s of a launch must be %s", what[n],
                         n < 2 ? "an integer or a type(dim3)" : n == 2 ? "an integer or real scalar"
                                                                  : "an integer scalar");
            return;
        }
    }
    if (n < 2)
        error_at(call->launch->loc, "a kernel launch needs at least a grid and a block configuration");
}

/* The configuration of `!$cuf kernel do <<<grid, block[, bytes][, stream]>>>`
 * (guide 2.11.1): grid and block each `*`, an integer scalar (or a
 * type(dim3), as for a launch) or a parenthesized list of `*` and integer
 * scalars; bytes an integer (or real) scalar; the stream an integer scalar. */
static void check_cuf_launch_config(Node *dir, Scope *s) {
    static const char *const what[] = {"grid", "block", "shared memory size"};
    int n = 0;
    for (Node *c = dir->launch ? dir->launch->list : NULL; c && n < 3; c = c->next, n++) {
        Node *v = arg_value(c);
        if (!v || v->kind == N_STAR)
            continue;
        if (v->kind == N_TUPLE) {
            for (Node *x = v->list; x; x = x->next) {
                Node *e = arg_value(x);
                const Type *t = e ? e->type : NULL;
                if (!e || e->kind == N_STAR || !t || t->kind == TY_UNKNOWN)
                    continue;
                if (t->kind != TY_INTEGER || t->rank != 0) {
                    error_at(e->loc, "an entry of the %s list of !$cuf kernel do must be an integer scalar or *",
                             what[n]);
                    return;
                }
            }
            if (n < 2)
                check_config_range(v, s, what[n]);
            continue;
        }
        const Type *t = v->type;
        if (!t || t->kind == TY_UNKNOWN)
            continue;
        if (n < 2 && config_entry_ok(t, n))
            check_config_range(v, s, what[n]);
        if (!config_entry_ok(t, n)) {
            error_at(v->loc, "the %s of !$cuf kernel do must be %s%s", what[n],
                     n < 2 ? "*, an integer scalar, a type(dim3) or a parenthesized list"
                           : "an integer or real scalar", t->rank != 0 ? ", not an array" : "");
            return;
        }
    }
    Node *st = arg_value(dir->stream);
    const Type *t = st ? st->type : NULL;
    if (t && t->kind != TY_UNKNOWN && (t->kind != TY_INTEGER || t->rank != 0))
        error_at(st->loc, "the stream of !$cuf kernel do must be an integer scalar%s",
                 t->rank != 0 ? ", not an array" : "");
}

/* A chevron launch names the kernel subroutine itself (guide 3.5): a
 * procedure pointer or dummy procedure with a kernel's interface has no
 * launch stub for the host to call, nor a device address cufc tracks. */
static bool launches_kernel_itself(Node *call) {
    Node *d = call->lhs;
    if (d && d->kind == N_COMPONENT) {
        error_at(call->loc, "a chevron launch must name a kernel subroutine, not procedure pointer component '%s' "
                 "(guide 3.5)", d->name);
        return false;
    }
    Symbol *named = d && d->kind == N_NAME && d->sym ? sym_origin(d->sym) : NULL;
    if (named && (named->is_dummy || named->proc_kind == PK_DUMMY || (named->attrs & ATTR_POINTER) ||
                  named->kind == SYM_VARIABLE)) {
        error_at(call->loc, "a chevron launch must name a kernel subroutine, not %s '%s' (guide 3.5)",
                 named->is_dummy ? "dummy procedure" : "procedure pointer", named->name);
        return false;
    }
    return true;
}

/* Why actual `a` of a by-reference dummy of a kernel launched from device
 * code is not global memory; NULL if it is.  A child grid may run after the
 * launching thread returns (CUDA C programming guide, dynamic parallelism:
 * pointers to local or shared memory are illegal launch arguments).  A dummy
 * of the launching procedure counts as global: for a kernel it is, a device
 * procedure's caller is trusted. */
static const char *not_global(Node *a) {
    if (a->kind != N_NAME && a->kind != N_COMPONENT && a->kind != N_APPLY) return "an expression";
    Symbol *s = designator_base(a);
    s = s ? sym_origin(s) : NULL;
    if (!s || s->kind != SYM_VARIABLE || (a->kind == N_APPLY && apply_kind(a) == APPLY_CALL))
        return "an expression";
    if (mem_space(s) == MEM_SHARED) return "shared memory";
    if (mem_space(s) == MEM_CONSTANT) return "constant memory";
    if (s->is_dummy) return (s->attrs & ATTR_VALUE) ? "a value dummy of this procedure (a local copy)" : NULL;
    if (s->is_module_var) return NULL;
    if (s->attrs & ATTR_ALLOCATABLE) return "a local allocatable array, freed when this procedure returns";
    return "a local variable";
}

/* `call k<<<grid, block[, bytes[, stream]]>>>(args)` (guide 3.5; from
 * device code: dynamic parallelism, checklist A-LCH-14). */
static void check_launch(Node *call, Scope *s) {
    Symbol *k = sym_origin(call->sym ? call->sym : call->lhs ? call->lhs->sym : NULL);
    if (!proc_is_kernel(k))
        return; /* check_call reports it */
    if (!launches_kernel_itself(call))
        return;
    if (s->device) {
        if (proc_is_grid_global(k)) {
            error_at(call->loc, "grid_global kernel '%s' cannot be launched from device code: the device "
                     "runtime has no cooperative launch", k->name);
            return;
        }
        if (!options->rdc) {
            error_at(call->loc, "launching kernel '%s' from device code needs relocatable device code; remove "
                     "-gpu=nordc", k->name);
            return;
        }
    }
    check_launch_config(call, s);
    for (Node *a = call->args; a; a = a->next) {
        Symbol *d = a->sym;
        Node *v = arg_value(a);
        if (!d || !v || (d->attrs & ATTR_VALUE))
            continue;
        if (s->device) {
            const char *why = not_global(v);
            if (why) {
                Symbol *b = designator_base(v);
                error_at(v->loc, "%s%s%s, passed by reference to dummy '%s' of kernel '%s' launched from device code, "
                         "is %s: a child grid may run after this thread returns, so by-reference arguments must "
                         "be device or managed data in global memory; give '%s' the value attribute or pass a "
                         "dummy or module variable", b ? "'" : "the argument", b ? b->name : "", b ? "'" : "",
                         d->name, k->name, why, d->name);
                return;
            }
            continue;
        }
        MemSpace m = expr_space(v);
        bool designator = v->kind == N_NAME || v->kind == N_COMPONENT ||
                          (v->kind == N_APPLY && apply_kind(v) != APPLY_CALL);
        if (designator && m == MEM_CONSTANT) { /* guide 3.2.4 */
            error_at(a->loc, "constant data cannot be passed from host code to a global subroutine");
            return;
        }
        if (designator && (m == MEM_DEVICE || m == MEM_MANAGED || m == MEM_TEXTURE))
            continue;
        if (!d->type || d->type->rank == 0)
            error_at(v->loc, "argument '%s' of kernel '%s' is passed by reference, so it must be device data; "
                     "give the dummy the value attribute or pass a device variable (guide 3.2.7)", d->name,
                     k->name);
        else
            error_at(v->loc, "host array passed to dummy '%s' of kernel '%s': kernel arrays must be device or "
                     "managed data (guide 3.2.1)", d->name, k->name);
        return;
    }
}

/* ------------------------------------------------------ device code */

/* ALLOCATE / DEALLOCATE in device code: each thread's own local allocatable
 * arrays (guide 2.6.2), with every bound given. */
static void check_device_allocation(Node *st) {
    for (Node *o = st->list; o; o = o->next) {
        Node *name = o->kind == N_APPLY ? o->lhs : o;
        Symbol *v = name && name->kind == N_NAME && name->sym ? sym_origin(name->sym) : NULL;
        if (v && mem_space(v) == MEM_MANAGED) { /* guide 2.6.2 */
            error_at(o->loc, "managed data cannot be allocated in device code");
            continue;
        }
        if (v && v->kind == SYM_VARIABLE && v->is_module_var) {
            error_at(name->loc, "module array '%s' cannot be allocated or freed in device code: every thread "
                     "shares it; allocate it in host code", v->name);
            continue;
        }
        if (!v || v->kind != SYM_VARIABLE || !(v->attrs & ATTR_ALLOCATABLE) || !v->type || v->type->rank <= 0) {
            /* neither allocatable nor a pointer: sema's allocate_options says so */
            if (!v || ((v->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER)) && (!(v->attrs & ATTR_ALLOCATABLE) || v->is_dummy)))
                error_at(name ? name->loc : o->loc,
                         "device code allocates and frees only its own local allocatable arrays");
            continue;
        }
        if (st->kind != N_ALLOCATE || o->kind != N_APPLY)
            continue;
        /* the number of bounds: sema's allocate_options */
        for (Node *a = o->args; a; a = a->next) {
            Node *r = arg_value(a);
            if (r && r->kind == N_RANGE && (!r->lhs || !r->rhs || r->stride)) {
                error_at(r->loc, "ALLOCATE of '%s' needs the bounds of every dimension, lower:upper or upper",
                         v->name);
                return;
            }
        }
    }
}

/* ALLOCATE / DEALLOCATE in host code of a component of a device, constant
 * or managed variable (d%a, dv(i)%a): the component's descriptor is part
 * of the variable, in memory that host code does not write for gfortran
 * (device data is used in host code only as guide 3.2.1 lists: the
 * variable itself is allocated, not its components); a managed variable's
 * component would be host memory, which kernels cannot read (3.2.2). */
static void check_component_allocation(Node *st) {
    for (Node *o = st->list; o; o = o->next) {
        Node *d = o->kind == N_APPLY ? o->lhs : o;
        if (!d || d->kind != N_COMPONENT)
            continue;
        Symbol *b = designator_base(d);
        b = b ? sym_origin(b) : NULL;
        if (!b || b->kind != SYM_VARIABLE)
            continue;
        Node *at = d;
        while (at->lhs && (at->kind == N_COMPONENT || at->kind == N_APPLY))
            at = at->lhs;
        Loc loc = at->loc;
        MemSpace m = mem_space(b);
        /* a managed variable's descriptor is host-writable: its device
         * component gets memory of the runtime (guide 3.2.2) */
        if (m == MEM_MANAGED && designator_holder(d) == d->sym)
            continue;
        const char *verb = st->kind == N_ALLOCATE ? "allocate" : "deallocate";
        if (m == MEM_DEVICE || m == MEM_CONSTANT)
            error_at(loc, "host code cannot %s component '%s' of %s variable '%s': its descriptor is in device "
                     "memory (guide 3.2.1)", verb, d->name, m == MEM_DEVICE ? "device" : "constant", b->name);
        else if (m == MEM_MANAGED)
            error_at(loc, "host code cannot %s component '%s' of managed variable '%s' yet: it would be host "
                     "memory, which kernels cannot read (guide 3.2.2)", verb, d->name, b->name);
    }
}

/* PGI's `allocate(a(n), align=bytes)`: gfortran has no align=, so the
 * runtime replaces the memory of a host allocatable of an interoperable
 * intrinsic type (cufrt_align_allocation); device, managed and pinned data
 * come aligned from CUDA (256 bytes, pages) and take no align=. */
static void check_aligned_allocation(Node *st) {
    Node *align = NULL;
    for (Node *o = st->args; o; o = o->next)
        if (o->name && !strcmp(o->name, "align")) align = o;
    for (Node *o = align && st->kind == N_ALLOCATE ? st->list : NULL; o; o = o->next) {
        Node *d = o->kind == N_APPLY ? o->lhs : o;
        Symbol *b = d && d->kind == N_NAME && d->sym ? sym_origin(d->sym) : NULL;
        const Type *t = b ? b->type : NULL;
        int k = t ? t->kind_num : 0;
        bool interoperable = t && ((t->kind == TY_INTEGER && (k == 1 || k == 2 || k == 4 || k == 8)) ||
                                   ((t->kind == TY_REAL || t->kind == TY_COMPLEX) && (k == 4 || k == 8)) ||
                                   (t->kind == TY_LOGICAL && k == 1));
        if (!b || !(b->attrs & ATTR_ALLOCATABLE) || mem_declared(b) != MEM_HOST || !interoperable)
            error_at(d ? d->loc : o->loc, "ALLOCATE's align= is supported for host allocatable variables of "
                     "integer, real, complex or logical(1) type");
    }
}

/* ALLOCATE in host code of data cufc allocates (device, managed, pinned:
 * cufrt_malloc of the element size times the extents, host/rewrite.c
 * emit_allocation) with constant bounds: a byte count that no int64 holds
 * is an error here, not gfortran's overflow in the generated product (fuzz
 * m2106).  The product is taken in the emitted order. */
static void check_allocation_size(Node *st, Scope *s) {
    for (Node *o = st->kind == N_ALLOCATE ? st->list : NULL; o; o = o->next) {
        Node *d = o->kind == N_APPLY ? o->lhs : NULL;
        Symbol *b = d && d->kind == N_NAME && d->sym ? sym_origin(d->sym) : NULL;
        int64_t bytes;
        if (!b || !host_holds_pointer(b) || !b->type || !type_elem_bytes(b->type, &bytes))
            continue;
        bool overflow = false;
        for (Node *a = o->args; a && !overflow; a = a->next) {
            Node *r = arg_value(a);
            bool range = r && r->kind == N_RANGE;
            int64_t lo = 1, hi, ext;
            if (!r || (range && (r->stride || !r->rhs || (r->lhs && !sema_const_int(r->lhs, s, &lo)))) ||
                !sema_const_int(range ? r->rhs : r, s, &hi))
                break;
            overflow = __builtin_sub_overflow(hi, lo, &ext) || __builtin_add_overflow(ext, 1, &ext) ||
                       __builtin_mul_overflow(bytes, ext < 0 ? 0 : ext, &bytes);
        }
        if (overflow)
            error_at(d->loc, "ALLOCATE of '%s' takes more bytes than a 64-bit integer can count", b->name);
    }
}

/* The procedure's own name (an intrinsic renamed on use keeps its own). */
static const char *proc_name(const Symbol *p) {
    p = sym_origin((Symbol *)p);
    return p->intrinsic ? p->intrinsic->name : p->name;
}

/* A procedure that device code reaches through a module of the
 * implementation (cudafor's device runtime routines, cudadevice). */
static bool from_device_library(const Symbol *p) {
    const char *m = abi_module_of(p);
    return !strcmp(m, "cudafor") || !strcmp(m, "cudadevice");
}

/* A call in device code (guide 3.6): device procedures, intrinsics and the
 * routines of the device libraries only. */
static void check_device_call(Symbol *callee, Node *call, Scope *s) {
    Symbol *p = sym_origin(callee);
    const char *name = proc_name(p);
    if (!strcmp(name, "cudadevicesynchronize") && !strcmp(abi_module_of(p), "cudafor")) {
        error_at(call->loc, "cudaDeviceSynchronize cannot be called in device code: CUDA 12 removed it from the "
                 "device runtime (code using it does not load on sm_90 and later). A grid launched from device "
                 "code is complete before its parent grid is; do the work that needs its results in a later "
                 "kernel or on the host");
        return;
    }
    if (wmma_procedure(p)) { /* wmma.c: tensor cores (guide 3.8.1.4) */
        wmma_check_call(p, call, s);
        return;
    }
    if (!strcmp(name, "syncthreads") && call->kind == N_CALL && call->args && p->intrinsic) {
        /* syncthreads(group) of cooperative_groups (guide 3.8.1.3) */
        Node *g = arg_value(call->args);
        const Type *t = g ? type_elem(g->type) : NULL;
        const char *kind = t && t->kind == TY_DERIVED && t->derived ? sym_origin(t->derived)->name : "";
        if (strcmp(kind, "grid_group") && strcmp(kind, "thread_group") && strcmp(kind, "coalesced_group"))
            error_at(call->loc, "the argument of syncthreads must be a grid_group, thread_group or coalesced_group "
                     "(guide 3.8.1.3)");
        return;
    }
    /* after a USE of a module that was not found, an external procedure
     * without interface may well be one of its device procedures */
    bool maybe_missing = sema_module_missing() && !p->has_explicit_iface && p->proc_kind == PK_EXTERNAL;
    if (p->kind == SYM_PROCEDURE && p->proc_kind != PK_INTRINSIC && !p->intrinsic && !proc_on_device(p) &&
        p->proc_kind != PK_STMT_FUNCTION && p->proc_kind != PK_DUMMY && !from_device_library(p) && !maybe_missing)
        error_at(call->loc, "'%s' is a host %s: it cannot be called from device code (guide 3.6)", p->name,
                 p->is_function ? "function" : "subroutine");
}

/* A name device code reads: module data must have a device object. */
static void check_device_name(Node *n) {
    Symbol *o = n->sym ? sym_origin(n->sym) : NULL;
    if (o && o->kind == SYM_VARIABLE && o->is_module_var && !module_gpu_var(o))
        error_at(n->loc, "host module variable '%s' cannot be used in device code; give it the device, constant "
                 "or managed attribute (guide 3.2)", o->name);
}

/* ------------------------------------------- host,device procedures */

/* The attributes(host,device) procedure (or !$acc routine) whose body `s`
 * is: gfortran compiles its host version, so its body may use nothing that
 * exists only on the device (guide 2.5.4).  NULL elsewhere. */
static Symbol *host_device_owner(Scope *s) {
    Scope *u = scope_unit(s);
    Symbol *p = u ? u->owner : NULL;
    return p && p->kind == SYM_PROCEDURE && proc_role(p) == ROLE_HOST_DEVICE ? p : NULL;
}

/* The generic (name, operator or assignment) through which `call` reached
 * its specific, as text ("generic 'gen'", "operator(.dbl.)"); NULL for a
 * reference by the specific's own name. */
static const char *generic_used(Node *call, Scope *s) {
    if (call->kind == N_ASSIGN)
        return "the defined assignment";
    if (call->kind == N_DEFOP)
        return format("operator(%s)", call->name);
    if (call->kind == N_BINARY || call->kind == N_UNARY) {
        static const char *const names[] = {
            [OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIV] = "/", [OP_POW] = "**",
            [OP_CONCAT] = "//", [OP_EQ] = "==", [OP_NE] = "/=", [OP_LT] = "<", [OP_LE] = "<=",
            [OP_GT] = ">", [OP_GE] = ">=", [OP_NOT] = ".not.", [OP_AND] = ".and.", [OP_OR] = ".or.",
            [OP_EQV] = ".eqv.", [OP_NEQV] = ".neqv.", [OP_NEG] = "-", [OP_PLUS] = "+",
        };
        int op = call->op;
        return op > OP_NONE && op < OP_PAREN ? format("operator(%s)", names[op]) : "a defined operator";
    }
    Node *d = call->lhs;
    if (!d || d->kind != N_NAME)
        return NULL;
    Symbol *g = d->sym ? d->sym : scope_lookup(s, d->name);
    g = g ? sym_origin(g) : NULL;
    return g && g->kind == SYM_GENERIC ? format("generic '%s'", d->name) : NULL;
}

/* A procedure reference in the body of a host,device procedure (guide
 * 2.5.3, 2.5.4, 3.6): its host version cannot call an attributes(device)
 * procedure, directly, through a generic or as a defined operation or
 * assignment, nor a device intrinsic (syncthreads, atomics, shuffles,
 * warp votes, ...).  A kernel is launched with chevrons from both versions
 * (dynamic parallelism on the device); without them check_call reports it. */
static void check_host_version_call(Symbol *p, Node *call, Scope *s) {
    Symbol *hd = host_device_owner(s);
    if (!hd)
        return;
    if (p->proc_kind == PK_INTRINSIC && p->intrinsic) {
        if (p->intrinsic->device_only)
            error_at(call->loc, "the host version of attributes(host,device) '%s' cannot call %s: it is a device "
                     "intrinsic (guide 2.5.4, 3.6)", hd->name, p->intrinsic->name);
        return;
    }
    if (p->kind != SYM_PROCEDURE || proc_role(p) != ROLE_DEVICE)
        return;
    const char *via = generic_used(call, s);
    error_at(call->loc, "the host version of attributes(host,device) '%s' cannot call attributes(device) %s "
             "'%s'%s%s (guide 2.5.3, 2.5.4)", hd->name, p->is_function ? "function" : "subroutine", p->name,
             via ? ", the specific of " : "", via ? via : "");
}

/* Host code referencing a device intrinsic of synchronization, warp vote,
 * shuffle, atomics or the __ intrinsics (guide 3.6.4-3.6.8): sema, which
 * knows them only in device code, took the name for an implicit external
 * procedure, which no library defines.  A procedure declared EXTERNAL or
 * typed, with an interface or defined in this file is the user's own, and
 * math names (clock, sincos, cospi, ...) may well be a C library's. */
static bool cuda_only_name(const char *n) {
    static const char *const prefixes[] = {"__", "syncthreads", "syncwarp", "threadfence", "atomic", "ballot",
                                           "match_", NULL};
    static const char *const names[] = {"allthreads", "anythread", "activemask", "all_sync", "any_sync", NULL};
    for (int i = 0; prefixes[i]; i++)
        if (!strncmp(n, prefixes[i], strlen(prefixes[i]))) return true;
    for (int i = 0; names[i]; i++)
        if (!strcmp(n, names[i])) return true;
    return false;
}

/* The memory operand of an atomic function (guide 3.6.6): atomicand, or,
 * xor, inc and dec take integer(4); the others integer(4), integer(8),
 * real(4), real(8).  A default integer is integer(8) under -i8. */
static void check_atomic_operand(const Intrinsic *it, Node *call) {
    if (strncmp(it->name, "atomic", 6) != 0) return;
    Node *mem = intrinsic_actual(it, call->args, "mem");
    const Type *t = mem ? mem->type : NULL;
    if (!t || t->kind == TY_UNKNOWN) return;
    static const char *const int4_only[] = {"atomicand", "atomicor", "atomicxor", "atomicinc", "atomicdec", NULL};
    bool narrow = false;
    for (int i = 0; int4_only[i]; i++) narrow |= !strcmp(it->name, int4_only[i]);
    bool ok = narrow ? t->kind == TY_INTEGER && t->kind_num == 4
                     : (t->kind == TY_INTEGER || t->kind == TY_REAL) && (t->kind_num == 4 || t->kind_num == 8);
    if (!ok)
        error_at(mem->loc, "%s takes %s memory, not %s (guide 3.6.6)", it->name,
                 narrow ? "integer(4)" : "integer(4), integer(8), real(4) or real(8)", type_name(type_elem(t)));
}

static void check_device_intrinsic_in_host(Symbol *p, Node *call) {
    if (p->kind != SYM_PROCEDURE || p->proc_kind != PK_EXTERNAL || p->has_explicit_iface || p->decl ||
        p->use_module || p->is_declared || (p->attrs & ATTR_EXTERNAL) || !cuda_only_name(p->name))
        return;
    const Intrinsic *it = intrinsic_find(p->name, true);
    if (it && it->device_only)
        error_at(call->loc, "%s is a device intrinsic: host code cannot call it (guide 3.6)", it->name);
}

/* A built-in device name (threadidx, blockidx, blockdim, griddim,
 * warpsize) in the body of a host,device procedure: they do not exist in
 * its host version (guide 2.8: not accessible in host subprograms). */
static void check_host_version_name(Node *n, Scope *s) {
    Symbol *o = n->sym ? sym_origin(n->sym) : NULL;
    if (!o || (o->kind != SYM_VARIABLE && o->kind != SYM_PARAMETER) || !o->loc.file ||
        strcmp(o->loc.file, "<built-in>"))
        return;
    Symbol *hd = host_device_owner(s);
    if (hd)
        error_at(n->loc, "the host version of attributes(host,device) '%s' cannot use %s: it exists only in "
                 "device code (guide 2.8)", hd->name, o->name);
}

/* A device subprogram that references itself (guide 3.1.4, 3.6.9: device
 * subprograms may not be recursive; without RECURSIVE no Fortran procedure
 * may, F2008 12.6.2.3).  With the prefix check_procedure reports it. */
static void check_self_reference(Symbol *p, Node *call, Scope *s) {
    Scope *u = scope_unit(s);
    Symbol *self = u && u->owner ? sym_origin(u->owner) : NULL;
    if (!self || self != p || self->kind != SYM_PROCEDURE || (self->prefix & PREFIX_RECURSIVE))
        return;
    error_at(call->loc, "'%s' references itself: device subprograms may not be recursive (guide 3.1.4, 3.6.9)",
             p->name);
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
 * code, under their own names or renamed (`use cudafor, gpumax => maxval`);
 * inquiries (allocated, associated, size, ...) read only the descriptor,
 * which host code holds.  Device data anywhere else in a host expression of
 * an I/O list is not allowed. */
static const Node *device_outside_reductions(const Node *e) {
    if (!e || is_host_reduction_call(e) || is_inquiry_call(e)) return NULL;
    /* actuals of a procedure are passed to it, not read here (cublas sasum(n, x_d, 1)) */
    if (e->kind == N_APPLY && apply_kind(e) == APPLY_CALL && !(e->sym && sym_origin(e->sym)->intrinsic))
        return NULL;
    if (e->kind == N_NAME) return mem_gpu_only(mem_space(e->sym)) ? e : NULL;
    const Node *kids[] = {e->lhs, e->rhs, e->stride};
    for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++) {
        const Node *d = device_outside_reductions(kids[i]);
        if (d) return d;
    }
    for (const Node *a = e->kind == N_APPLY ? e->args : e->list; a; a = a->next) {
        /* passed to a dummy that takes device data: no transfer */
        if (a->kind == N_ARG && a->sym && mem_gpu_visible(mem_declared(a->sym)) && mem_declared(a->sym) != MEM_SHARED &&
            mem_declared(a->sym) != MEM_TEXTURE)
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
                error_at(st->loc, st->op == IO_PRINT
                                      ? "only list-directed PRINT (print *, ...) is allowed in device code (guide 3.6.9)"
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

/* Walk the names of an expression: f(name node, ctx) returns true to stop. */
typedef bool (*NameVisitor)(Node *name, void *ctx);

static bool count_device_array(Node *n, void *ctx);

/* Arguments of a procedure that is not intrinsic are passed, not operated
 * on by the host (cublasDdot(n, x_d, 1, y_d, 1)); so are those of the
 * reductions of guide 3.7.2 (dot_product(x_d, y_d), sum(a_d, mask=m_d)). */
static bool passes_arguments(Node *call, NameVisitor f) {
    return f == count_device_array &&
           (!(call->sym && sym_origin(call->sym)->intrinsic) || is_host_reduction_call(call));
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
    if (!o || !mem_gpu_only(mem_space(o)) || !o->type || o->type->rank == 0)
        return false;
    for (int i = 0; i < d->count; i++)
        if (d->seen[i] == o)
            return false;
    d->seen[d->count++] = o;
    return d->count == 2;
}

static bool is_texture(Node *n, void *ctx) {
    (void)ctx;
    return n->sym && mem_space(n->sym) == MEM_TEXTURE;
}

/* An elemental intrinsic applied to a whole device array (guide 3.4.2):
 * the call, else NULL. */
static Node *intrinsic_on_device(Node *e) {
    if (!e)
        return NULL;
    if (e->kind == N_APPLY && apply_kind(e) == APPLY_CALL && e->sym && sym_origin(e->sym)->intrinsic &&
        sym_origin(e->sym)->intrinsic->cls == INTR_ELEMENTAL)
        for (Node *a = e->args; a; a = a->next) {
            Node *v = a->kind == N_ARG ? a->lhs : a;
            if (v && v->type && v->type->rank > 0 && expr_reads_gpu_data(v))
                return e;
        }
    Node *found = NULL;
    if (e->kind == N_BINARY || e->kind == N_DEFOP) {
        found = intrinsic_on_device(e->lhs);
        if (!found) found = intrinsic_on_device(e->rhs);
    } else if (e->kind == N_UNARY || e->kind == N_ARG)
        found = intrinsic_on_device(e->lhs);
    else if (e->kind == N_APPLY)
        for (Node *a = e->args; a && !found; a = a->next)
            found = intrinsic_on_device(a);
    return found;
}

/* `r = maxval(abs(a_d))`: guide 3.4.2 keeps host arithmetic on host data,
 * and cudafor's reductions take device arrays only as they are (3.7.2).
 * The error says what to write: a host copy, or a !$cuf kernel do loop
 * reducing into a scalar (the reduction's statement, when the right side
 * is one of sum, maxval, minval of the elemental call). */
static void report_intrinsic_on_device(Node *rhs, Node *call) {
    const char *f = intrinsic_name(call->sym), *step = NULL;
    Node *arg = call->args && call->args->kind == N_ARG ? call->args->lhs : call->args;
    const char *a = arg && arg->kind == N_NAME ? arg->name : "x_d";
    if (is_host_reduction_call(rhs) && rhs->args && (rhs->args->kind == N_ARG ? rhs->args->lhs : rhs->args) == call) {
        const char *r = intrinsic_name(rhs->sym);
        if (!strcmp(r, "sum")) step = format("r = r + %s(%s(i))", f, a);
        else if (!strcmp(r, "maxval")) step = format("r = max(r, %s(%s(i)))", f, a);
        else if (!strcmp(r, "minval")) step = format("r = min(r, %s(%s(i)))", f, a);
    }
    error_at(call->lhs ? call->lhs->loc : call->loc, "intrinsic '%s' applied to device array '%s' in host code (guide 3.4.2): copy it to a host "
             "array first, or compute on the GPU in a !$cuf kernel do loop%s%s", f, a,
             step ? ", here with the reduction " : "", step ? step : "");
}

static bool has_operation(Node *e) {
    return e && (e->kind == N_BINARY || e->kind == N_DEFOP || (e->kind == N_UNARY && e->op != OP_PAREN) ||
                 (e->kind == N_APPLY && apply_kind(e) == APPLY_CALL));
}

/* Host assignments that involve device data: only the transfers of guide
 * 3.4.2 are allowed. */
static void check_host_transfer(Node *st) {
    bool lhs_dev = mem_gpu_only(expr_space(st->lhs));
    if (visit_names(st->rhs, is_texture, NULL)) {
        error_at(st->rhs->loc, "texture variables may be accessed only in device subprograms");
        return;
    }
    Node *call = intrinsic_on_device(st->rhs);
    if (call) {
        report_intrinsic_on_device(st->rhs, call);
        return;
    }
    /* arithmetic on the host is transferred afterwards; on device data it is not allowed */
    if (lhs_dev && has_operation(st->rhs) && !is_host_reduction_call(st->rhs) && expr_reads_gpu_data(st->rhs)) {
        error_at(st->loc, "device left-hand side with arithmetic on the right-hand side");
        return;
    }
    DeviceArrays d = {{NULL, NULL}, 0};
    if (!lhs_dev && has_operation(st->rhs) && visit_names(st->rhs, count_device_array, &d))
        error_at(st->rhs->loc, "two device arrays in a host expression");
}

static void check_assignment(Node *st, Scope *s, bool in_region) {
    if (s->device)
        wmma_check_assignment(st); /* wmma.c: to a submatrix (guide 3.8.1.4) */
    Symbol *b = base_symbol(st->lhs);
    if (!b)
        return;
    Symbol *o = sym_origin(b);
    if (s->device && mem_space(o) == MEM_CONSTANT) /* guide 2.6.3, 3.2.4 */
        error_at(st->lhs->loc, "constant data may not be assigned in a device subprogram");
    if (mem_space(o) == MEM_TEXTURE) /* guide 2.6.6 */
        error_at(st->lhs->loc, "texture data is read-only");
    DevUses u = {0};
    if (!s->device && !in_region && !st->sym && type_holds_gpu_components(st->lhs->type) &&
        host_transfer(st, &u) != XFER_DEEP_COPY) {
        /* gfortran would copy the pointers that stand for the components
         * (host/rewrite.c), where Fortran copies allocatable components */
        error_at(st->loc, "intrinsic assignment of type '%s', which has components with a CUDA data attribute, "
                 "is supported from one scalar variable or whole array of the type to another: assign the components one by one",
                 st->lhs->type->derived->name);
        return;
    }
    if (!s->device && !in_region && !st->sym && !tensor_ex_assignment(st, s))
        check_host_transfer(st);
}

/* !$cuf kernel do(n): no EXIT from the mapped loops; arrays must be device
 * or managed data (guide 2.11.2). */
static bool host_array(Node *n, void *ctx) {
    Symbol *o = sym_origin(n->sym);
    (void)ctx;
    if (!o || o->kind != SYM_VARIABLE || !o->type || o->type->rank == 0)
        return false;
    if (mem_gpu_visible(mem_space(o)))
        return false;
    if (type_holds_gpu_components(o->type))
        return false; /* its elements are captured by value (cufloop.c) */
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

static void check_cuf_kernel(Node *st, Scope *s) {
    check_cuf_launch_config(st, s);
    Node *loop = st->body;
    if (!loop || loop->kind != N_DO)
        return;
    int n = st->ival > 0 ? (int)st->ival : 1;
    check_cuf_body(loop->body, n - 1);
}

static void check_stmt(Node *st, Scope *s, bool in_region) {
    switch (st->kind) {
    case N_IO: check_io(st, s); break;
    case N_ASSIGN: check_assignment(st, s, in_region); break;
    case N_CUF_KERNEL: check_cuf_kernel(st, s); break;
    case N_PAUSE:
        if (s->device) /* guide 3.6.9 */
            error_at(st->loc, "PAUSE is not allowed in device code");
        break;
    case N_ALLOCATE: case N_DEALLOCATE:
        if (s->device) {
            check_device_allocation(st);
        } else {
            check_component_allocation(st);
            check_aligned_allocation(st);
            check_allocation_size(st, s);
            /* SOURCE= gives device data its value as an assignment does */
            Node asg;
            for (Node *o = st->list; st->kind == N_ALLOCATE && o; o = o->next)
                if (allocate_source_assignment(st, o, &asg)) check_assignment(&asg, s, in_region);
        }
        break;
    case N_CALL:
        if (st->launch)
            check_launch(st, s);
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
    bool kernel = proc_is_kernel(callee);
    for (Node *a = call->args; a; a = a->next) {
        Symbol *d = a->sym;
        Node *v = a->kind == N_ARG ? a->lhs : a;
        Symbol *b = designator_holder(v);
        if (!d || !b || !v || (v->kind != N_NAME && v->kind != N_APPLY && v->kind != N_COMPONENT))
            continue;
        if (v->kind == N_APPLY && apply_kind(v) == APPLY_CALL)
            continue;
        Symbol *ob = sym_origin(b);
        if (ob->kind != SYM_VARIABLE && ob->kind != SYM_COMPONENT)
            continue;
        MemSpace dm = mem_declared(d);
        bool actual_dev = mem_gpu_only(mem_space(ob)), actual_managed = mem_space(ob) == MEM_MANAGED;
        if (!s->device) {
            if (kernel)
                continue; /* check_launch */
            /* an array of `!$acc host_data use_device` passes its device
             * address to any procedure (OpenACC host_data; guide 5.8) */
            if (actual_dev && mem_gpu_only(mem_declared(ob)) && mem_space(ob) != MEM_CONSTANT && dm != MEM_DEVICE &&
                dm != MEM_MANAGED &&
                !proc_on_device(callee) && callee->has_explicit_iface && callee->proc_kind != PK_INTRINSIC &&
                d->type && d->type->kind != TY_TYPE_STAR && d->type->kind != TY_CLASS_STAR)
                error_at(a->loc, "device actual argument requires a dummy with the device attribute");
            if (!actual_dev && !actual_managed && dm == MEM_DEVICE && !(d->attrs & ATTR_VALUE))
                error_at(a->loc, "host actual argument passed to a device dummy");
            if (!actual_managed && !actual_dev && dm == MEM_MANAGED)
                error_at(a->loc, "non-managed actual passed to a managed dummy with an explicit interface");
        } else if (mem_space(ob) == MEM_SHARED && dm != MEM_SHARED && d->type && d->type->rank != 0) {
            error_at(a->loc, "a shared actual requires a dummy with the shared attribute");
        }
    }
}

/* A procedure reference from scope s; `on_device`: the code runs on the
 * device (device procedures, and the body of a !$cuf kernel loop, which
 * may call device procedures: guide 2.11). */
static void check_call(Symbol *callee, Node *call, Scope *s, bool on_device) {
    if (!callee)
        return;
    Symbol *p = sym_origin(callee);
    Loc loc = call->loc;
    const Symbol *named = on_device ? NULL : host_specific_by_name(call);
    if (named && sym_origin(scope_lookup(s, named->name)) != named) /* guide 3.2.2 */
        error_at(loc, "the generic resolves to '%s' by CUDA attributes or past an ignore_tkr argument, which "
                 "gfortran cannot see: cufc calls it by name, so '%s' must be accessible here", named->name,
                 named->name);
    check_host_version_call(p, call, s);
    if (s->device)
        check_self_reference(p, call, s);
    else
        check_device_intrinsic_in_host(p, call);
    if (p->proc_kind == PK_INTRINSIC && p->intrinsic) {
        if (on_device && host_only_intrinsic(p->intrinsic->name))
            error_at(loc, "%s is not among the intrinsics supported in device code", p->intrinsic->name);
        check_atomic_operand(p->intrinsic, call);
        Node *stream = intrinsic_actual(p->intrinsic, call->args, "stream");
        if (stream && (on_device || !is_gpu_reduction(call))) /* NEW-151 */
            error_at(stream->loc, "stream= is taken by the %s of a device or managed array in host code, "
                     "computed on the GPU (no mask expression, no back=)", p->intrinsic->name);
        else if (stream && (!stream->type || stream->type->kind != TY_INTEGER || stream->type->rank != 0))
            error_at(stream->loc, "the stream= of %s must be an integer(kind=cuda_stream_kind) scalar",
                     p->intrinsic->name);
        return;
    }
    if (on_device)
        check_device_call(p, call, s);
    bool kernel = proc_is_kernel(p);
    if (call->kind == N_CALL) {
        if (kernel && !call->launch) /* guide 2.5.6, 3.5 */
            error_at(loc, "kernel '%s' must be called with an execution configuration: call %s<<<grid, "
                     "block>>>(...) (guide 3.5)", p->name, p->name);
        if (!kernel && call->launch) {
            error_at(loc, proc_role(p) == ROLE_DEVICE || proc_role(p) == ROLE_HOST_DEVICE
                              ? "chevron launch of an attributes(device) routine (not a kernel)"
                              : "chevron launch of a routine that is not attributes(global)");
            return;
        }
    }
    if (!on_device && proc_role(p) == ROLE_DEVICE)
        error_at(loc, "an attributes(device) %s cannot be called from host code",
                 p->is_function ? "function" : "subroutine");
    check_actuals(p, call, s);
}



/* ------------------------------------------------- device data in host code */

static bool is_half(const Type *t) { return t && t->kind == TY_REAL && t->kind_num == 2; }

/* A real(2) value that host code would compute, which gfortran cannot: a
 * constant or an intrinsic's result (check_expr_calls reports it). */
static bool is_half_value(const Node *e) {
    return (e->kind == N_REAL_LIT || (e->kind == N_APPLY && e->sym && e->sym->proc_kind == PK_INTRINSIC)) &&
           e->type && is_half(type_elem(e->type));
}

/* Host code reads device data through host temporaries; gfortran has no
 * real(2) to hold it in (guide 2.7.1). */
static bool staged_items_ok(const DevUses *u) {
    for (int i = 0; i < u->n; i++)
        if (is_half(u->items[i]->type)) {
            error_at(u->items[i]->loc, "real(2) device data cannot be read in host code: gfortran has no real(2), "
                     "so convert it to real(4) in a kernel first");
            return false;
        }
    return true;
}

static const char *const no_staging = "device data cannot be read in this statement's expressions: copy it to a "
                                     "host variable first";

/* The index ranges of FORALL and DO CONCURRENT, evaluated by the host. */
static bool concurrent_ranges_ok(Node *st) {
    if (st->kind != N_FORALL && st->kind != N_DO) return true;
    DevUses u = {0};
    for (Node *r = st->list; r; r = r->next) host_device_uses(r, &u, false);
    if (u.n) error_at(u.items[0]->loc, "%s", no_staging);
    return !u.n;
}

/* move_alloc moves an allocation between allocatables; host code holds
 * device, managed and pinned data as pointers to memory of the runtime
 * (the rewrite moves the pointer: move_alloc_of_pointers), so both must be
 * held so, in the same memory. */
static bool move_alloc_ok(Node *st) {
    if (st->kind != N_CALL) return true;
    const Symbol *p = st->sym ? st->sym : st->lhs->sym;
    if (!p || p->proc_kind != PK_INTRINSIC || strcmp(intrinsic_name(p), "move_alloc")) return true;
    if (!st->args || !st->args->next) return true;
    const Symbol *from = designator_holder(arg_value(st->args));
    const Symbol *to = designator_holder(arg_value(st->args->next));
    bool pf = host_holds_pointer(from), pt = host_holds_pointer(to);
    if (pf != pt || (pf && mem_declared(from) != mem_declared(to))) {
        error_at(st->args->loc, "move_alloc between arrays of different memory (device, managed, pinned or host): "
                 "allocate the destination, assign it from the source and deallocate the source");
        return false;
    }
    return true;
}

/* A statement other than an assignment that moves data (guide 3.4.2): device
 * scalars and GPU reductions read in its expressions are copied to host
 * temporaries first, which only works where the statement can be re-emitted
 * with the temporaries standing in (an intrinsic subroutine's arguments are
 * copied back after the call). */
static void check_host_generic(Node *st) {
    if (!concurrent_ranges_ok(st) || !move_alloc_ok(st)) return;
    if (st->kind == N_CALL && !is_library_procedure(st->lhs))
        for (Node *a = st->args; a; a = a->next) {
            Node *v = arg_value(a);
            if (host_data_actual(a)) continue;
            if (!dummy_takes_gpu_data(a->sym) && host_device_designator(v) && a->sym && v->type &&
                v->type->rank > 0) {
                error_at(a->loc, "device array passed to the host dummy '%s' of '%s' (declare the dummy with the "
                         "device attribute)", a->sym->name, st->sym ? st->sym->name : "?");
                return;
            }
            /* without an explicit interface a whole device array or an
             * element is passed as its device address (hostuse.c); a
             * section would need a host copy the callee's writes never
             * reach (guide 3.2.1; docs/multigpu-mpi.md) */
            if (!a->sym && host_device_designator(v) && v->type && v->type->rank > 0 && implicit_interface_call(st) &&
                !device_address_actual(st, a)) {
                const Symbol *p = st->lhs->sym;
                if (p->use_module)
                    error_at(a->loc, "section of device data that may not be contiguous passed to '%s' of module "
                             "%s, whose dummies cufc does not see (a gfortran module): pass the whole array, a "
                             "contiguous section or its first element, or copy the section to a contiguous device "
                             "array first", p->name, p->use_module);
                else
                    error_at(a->loc, "section of device data that may not be contiguous passed to '%s', which has no "
                             "explicit interface: pass the whole array, a contiguous section or its first element, "
                             "or give '%s' an interface with a device dummy (guide 3.2.1)", p->name, p->name);
                return;
            }
            /* gfortran packs a section that is not contiguous for such a
             * dummy into a temporary it fills on the host from device memory */
            if (dummy_takes_gpu_data(a->sym) && sequence_dummy(a->sym) && host_device_designator(v) &&
                v->kind == N_APPLY && apply_kind(v) == APPLY_SECTION && !contiguous_device_section(v)) {
                error_at(a->loc, "section of device data that may not be contiguous passed to the %s dummy '%s': "
                         "it would be copied through host memory; pass a contiguous section, or declare the dummy "
                         "assumed-shape or assumed-rank", a->sym->type->dims[a->sym->type->rank - 1].kind ==
                         DIM_ASSUMED_SIZE ? "assumed-size" : "explicit-shape", a->sym->name);
                return;
            }
        }
    DevUses u = {0};
    bool staged = host_statement_uses(st, &u);
    if (st->kind == N_IO) {
        for (int i = 0; i < u.n; i++)
            if (u.free_arrays || u.call_array ||
                ((!u.items[i]->type || u.items[i]->type->rank == 0) && !is_gpu_reduction(u.items[i]))) {
                error_at(u.items[i]->loc, "device data cannot appear in an I/O statement: copy it to a host "
                         "variable first");
                return;
            }
    }
    if (u.bad_arg) {
        error_at(u.bad_arg->loc, "device array passed to a host dummy argument");
        return;
    }
    if (u.bad_kernel) {
        error_at(u.bad_kernel->loc, "kernel '%s' exists only on the device: host code launches it with <<<...>>> "
                 "or passes it to the cudafor routines that take a kernel (cudaFuncGetAttributes, "
                 "cudaFuncSetAttribute, cudaOccupancyMaxActiveBlocksPerMultiprocessor, ...)", u.bad_kernel->sym->name);
        return;
    }
    if (!staged)
        return;
    if ((u.free_arrays || u.call_array) && st->kind != N_CALL) {
        const Node *a = u.call_array;
        for (int i = 0; !a && i < u.n; i++)
            if (u.items[i]->type && u.items[i]->type->rank > 0) a = u.items[i];
        error_at(a->loc, "device array in a host expression: copy it to a host array first (guide 3.4.2)");
        return;
    }
    if (u.n && (st->kind == N_DO || st->kind == N_ELSE_IF || st->kind == N_WHERE || st->kind == N_FORALL)) {
        error_at(u.items[0]->loc, "%s", no_staging);
        return;
    }
    if (!host_reemittable(st)) {
        error_at(st->loc, "this statement cannot use device data on the host");
        return;
    }
    staged_items_ok(&u);
}

/* An assignment in host code that involves device data: the transfers of
 * guide 3.4.2. */
static void check_host_assignment(Node *st) {
    Node *lhs = st->lhs, *rhs = st->rhs;
    if (type_is_symbol_handle(lhs->type) && rhs->type && rhs->type->kind == TY_CHARACTER && rhs->type->rank == 0)
        return; /* PGI's csvx = 'vx' (guide 4.9.4) */
    DevUses u = {0};
    HostTransfer xfer = host_transfer(st, &u);
    if ((xfer == XFER_NONE && st->sym) || xfer == XFER_TENSOR)
        return; /* a defined assignment taking the device data as it is; cutensorEx's (tensorex.c) */
    if (xfer == XFER_NONE) {
        check_host_generic(st);
        return;
    }
    int bits;
    if (xfer == XFER_TO_DEVICE && host_half_fill(st, &bits))
        return; /* a constant's bits (hostuse.c) */
    if (is_half(lhs->type) || is_half(rhs->type)) {
        if (xfer != XFER_DEVICE_TO_DEVICE || !is_half(lhs->type) || !is_half(rhs->type)) {
            if (!is_half_value(rhs))
                error_at(st->loc, "real(2) data in host code can only be copied from real(2) device data to real(2) "
                         "device data: gfortran has no real(2), so convert to or from it in a kernel");
            return;
        }
    }
    if (xfer == XFER_TO_DEVICE && u.n && !(u.n == 1 && u.items[0] == rhs))
        error_at(rhs->loc, "device data on the right-hand side of an assignment to device data must stand "
                 "alone: compute in a kernel, or copy to the host first (guide 3.4.2)");
    if (xfer != XFER_STAGED)
        return;
    if (u.free_arrays > 1) {
        error_at(rhs->loc, "more than one device array in a host expression: the operation would run on the "
                 "host; compute it in a kernel instead (guide 3.4.2)");
        return;
    }
    if (u.call_array) {
        error_at(u.call_array->loc, "device array used as an argument of a host function: copy it to a host array "
                 "first (guide 3.4.2)");
        return;
    }
    staged_items_ok(&u);
}

/* A host statement (host code is also the host version of a host,device
 * procedure) that may touch device data. */
static void check_host_stmt(Node *st) {
    switch (st->kind) {
    case N_ASSIGN: check_host_assignment(st); break;
    case N_CALL:
        if (!st->launch) check_host_generic(st);
        break;
    case N_ALLOCATE: {
        Node asg; /* SOURCE= (check_stmt) */
        for (Node *o = st->list; o; o = o->next)
            if (allocate_source_assignment(st, o, &asg)) check_host_assignment(&asg);
        break;
    }
    case N_DEALLOCATE: case N_PTR_ASSIGN: case N_NULLIFY: case N_CUF_KERNEL: case N_ACC:
        break;
    default: check_host_generic(st); break;
    }
}

/* ------------------------------------------------------------- the walk */

static bool is_derived_operand(const Node *o) {
    return o && o->type && (o->type->kind == TY_DERIVED || o->type->kind == TY_CLASS);
}

/* Every procedure reference in an expression (functions, defined
 * operators) gets the call rules; in device code every name the rules of
 * device data. */
/* A BLAS name on device data calls module cublas's cufc_blas_<name>
 * (hostuse.c, guide 3.8.2), whose sizes and increments are integer(c_int):
 * gfortran rejected the generated call with an integer(8) one.  (Its array
 * dummies are assumed-size: elements and any rank pass.) */
static void check_blas_call(Node *callee, Node *args) {
    const Symbol *w = cublas_overload(callee, args);
    int i = 0;
    for (Node *a = args; w && a && i < w->dummies.len; a = a->next, i++) {
        const Type *d = w->dummies.items[i]->type, *t = a->lhs ? a->lhs->type : NULL;
        if (d && t && d->kind == TY_INTEGER && d->rank == 0 && t->kind == TY_INTEGER && t->kind_num != d->kind_num)
            error_at(a->loc, "argument %d of '%s' on device data is integer(%d): cuBLAS takes integer(%d) "
                     "(guide 3.8.2)", i + 1, callee->name, t->kind_num, d->kind_num);
    }
}

static void check_expr_calls(Node *e, Scope *s, bool on_device) {
    for (; e; e = e->next) {
        if (e->kind == N_APPLY && apply_kind(e) == APPLY_CALL && !on_device && !s->device)
            check_blas_call(e->lhs, e->args);
        if (e->kind == N_APPLY && apply_kind(e) == APPLY_CALL && e->sym)
            check_call(e->sym, e, s, on_device);
        else if ((e->kind == N_BINARY || e->kind == N_UNARY || e->kind == N_DEFOP) && e->sym)
            check_call(e->sym, e, s, on_device);
        else if (e->kind == N_NAME && s->device) {
            check_device_name(e);
            check_host_version_name(e, s);
        }
        /* a real subscript is gfortran's legacy extension of host code
         * (F2008 R620 wants an integer); C++ takes none */
        if ((on_device || s->device) && e->kind == N_APPLY && apply_kind(e) == APPLY_ELEMENT)
            for (Node *a = e->args; a; a = a->next)
                if (a->type && a->type->kind == TY_REAL && a->type->rank == 0)
                    error_at(a->loc, "array subscript must be of type integer in device code, not %s",
                             type_name(a->type));
        /* an operation no intrinsic operator or visible defined operation
         * takes (sema leaves derived-type operands to gfortran in host
         * code: cufc does not model every operator of the intrinsic
         * modules); C++ has no operator for it */
        if ((on_device || s->device) && (e->kind == N_BINARY || e->kind == N_UNARY) && !e->sym && e->type &&
            e->type->kind == TY_UNKNOWN && (is_derived_operand(e->lhs) || (e->kind == N_BINARY && is_derived_operand(e->rhs))))
            error_at(e->loc, "no operator(%s) in device code for %s%s%s", op_spelling(e->op),
                     e->kind == N_UNARY ? "an operand of type " : "operands of types ", type_name(e->lhs->type),
                     e->kind == N_UNARY ? "" : format(" and %s", type_name(e->rhs->type)));
        /* nvfortran takes a BOZ constant as an operand (device code does);
         * gfortran not (F2008 C4102: only DATA and INT, REAL ... arguments) */
        for (Node *o = e->kind == N_BINARY || e->kind == N_UNARY ? e->lhs : NULL; o && !on_device && !s->device;
             o = o == e->lhs && e->kind == N_BINARY ? e->rhs : NULL)
            if (o->kind == N_BOZ_LIT)
                error_at(o->loc, "a BOZ constant is an operand only in device code: host code (gfortran) takes it "
                         "in DATA, an initializer, an assignment or int(), real(), cmplx() (F2008 C4102)");
        if (!on_device && !s->device && is_half_value(e))
            error_at(e->loc, "real(2) constant or intrinsic result in host code: gfortran has no half precision; "
                     "compute real(2) values in a kernel (guide 2.7.1)");
        Node *kids[] = {e->lhs, e->rhs, e->stride, e->cond, e->mask, e->args, e->list};
        for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
            check_expr_calls(kids[i], s, on_device);
    }
}

/* The region a statement is in: host code run on the device (IN_CUF,
 * IN_ACC), or the body of a construct that the host runs element by element
 * (IN_FORALL, IN_WHERE, IN_CONCURRENT). */
enum {
    IN_CUF = 1, IN_ACC = 2, IN_FORALL = 4, IN_WHERE = 8, IN_CONCURRENT = 16,
    IN_ACC_COMPUTE = 32, /* an !$acc compute region, which lowers the directives in it */
    ON_DEVICE = IN_CUF | IN_ACC | IN_ACC_COMPUTE,
};

static int region_of(const Node *st) {
    switch (st->kind) {
    case N_CUF_KERNEL: return IN_CUF;
    case N_ACC: return IN_ACC | (acc_is_compute(st) ? IN_ACC_COMPUTE : 0);
    case N_FORALL: return IN_FORALL;
    case N_WHERE: case N_ELSEWHERE: return IN_WHERE;
    case N_DO: return st->op == DO_CONCURRENT ? IN_CONCURRENT : 0;
    default: return 0;
    }
}

/* Guide 3.4.2: host code moves device data by assignment statements, each
 * one transfer; in the body of FORALL, WHERE and DO CONCURRENT the host
 * assigns element by element under a mask or in any order, which no
 * transfer is, and cannot call the runtime.  Reductions of managed data
 * are computed by the host there. */
static bool element_wise_ok(Node *st, int region) {
    DevUses u = {0};
    Node *exprs[] = {st->cond, st->lhs, st->rhs, st->stride, st->mask};
    for (size_t i = 0; i < sizeof exprs / sizeof exprs[0]; i++) host_device_uses(exprs[i], &u, false);
    for (Node *a = st->args; a; a = a->next)
        if (!dummy_takes_gpu_data(a->sym)) host_device_uses(a, &u, false);
    if (st->kind == N_FORALL || st->kind == N_DO)
        for (Node *r = st->list; r; r = r->next) host_device_uses(r, &u, false);
    if (u.n == u.managed_reductions) return true;
    const Node *d = u.items[0];
    for (int i = u.n - 1; i >= 0; i--)
        if (host_device_designator(u.items[i])) d = u.items[i];
    while (d->lhs && (d->kind == N_APPLY || d->kind == N_COMPONENT)) d = d->lhs; /* the variable's name */
    error_at(d->loc, "device data in the body of a host %s: compute into a host array and assign it to the device "
             "array, or use !$cuf kernel do (guide 3.4.2)",
             region & IN_FORALL ? "FORALL" : region & IN_WHERE ? "WHERE" : "DO CONCURRENT");
    return false;
}

static void check_stmts(Node *body, Scope *s, Node *unit, int region);

/* One executable statement (constructs with their bodies) of `unit`. */
static void check_one(Node *st, Scope *s, Node *unit, int region) {
    int errors = error_count();
    bool on_device = s->device || (region & IN_CUF);
    /* a real(2) constant filling device data is the compiler's (host_half_fill) */
    int bits;
    bool half_fill = !on_device && host_half_fill(st, &bits);
    Node *exprs[] = {st->cond, st->lhs, half_fill ? NULL : st->rhs, st->stride, st->mask, st->args, st->launch,
                     st->stream};
    for (size_t i = 0; i < sizeof exprs / sizeof exprs[0]; i++)
        check_expr_calls(exprs[i], s, on_device);
    bool select = st->kind == N_SELECT_CASE || st->kind == N_SELECT_TYPE || st->kind == N_SELECT_RANK;
    if (select)
        for (Node *c = st->list; c; c = c->next)
            check_expr_calls(c->list, s, on_device);
    else
        check_expr_calls(st->list, s, on_device);
    if (st->kind == N_CALL && !on_device)
        check_blas_call(st->lhs, st->args);
    if ((st->kind == N_CALL || st->kind == N_ASSIGN) && st->sym)
        check_call(st->sym, st, s, on_device);
    check_stmt(st, s, (region & ON_DEVICE) != 0);
    /* the host version of the statement (host,device procedures too) */
    if (error_count() == errors && !(region & (IN_CUF | IN_ACC_COMPUTE)) && !unit_device_only(unit) &&
        (!(region & ~ON_DEVICE) || element_wise_ok(st, region)))
        check_host_stmt(st);
    if (st->kind == N_CUF_KERNEL && !unit_device_only(unit))
        st->cuf = cuf_loop_analyze(st, unit->scope, NULL);
    int inner_region = region | region_of(st);
    Scope *inner = st->kind == N_BLOCK && st->scope ? st->scope : s;
    if (st->kind == N_BLOCK && st->scope)
        check_scope(st->scope);
    acc_use_device(st, true);
    check_stmts(st->body, inner, unit, inner_region);
    /* after its statements are checked: the lowering replaces loops */
    if (st->kind == N_ACC && options->acc && !(region & IN_ACC_COMPUTE) && !unit_device_only(unit))
        acc_lower(st, unit);
    acc_use_device(st, false);
    if (select)
        for (Node *c = st->list; c; c = c->next)
            check_stmts(c->body, c->scope ? c->scope : s, unit, region);
    if (st->orelse)
        check_one(st->orelse, s, unit, region);
    if (st->kind == N_DO && st->op == DO_CONCURRENT && options->stdpar && !(region & (IN_CUF | IN_ACC_COMPUTE)) &&
        !unit_device_only(unit) && !s->device)
        acc_lower_concurrent(st, unit);
}

static void check_stmts(Node *body, Scope *s, Node *unit, int region) {
    for (Node *st = body; st; st = st->next)
        if (is_executable_stmt(st) || st->kind == N_ACC)
            check_one(st, s, unit, region);
}

static void check_unit(Node *u) {
    if (!u->scope)
        return;
    if (u->scope->kind != SCOPE_INTERFACE)
        check_scope(u->scope);
    check_stmts(u->body, u->scope, u, 0);
    for (Node *c = u->contains; c; c = c->next)
        check_unit(c);
}

bool cuda_check(Node *units, const CudaOptions *opt) {
    mem_managed_allocatables(opt->cuda && opt->managed);
    host_realloc_lhs(!opt->no_realloc_lhs);
    if (!opt->cuda && !opt->acc && !opt->stdpar)
        return true;
    options = opt;
    int errors = error_count();
    for (Node *u = units; u; u = u->next)
        check_unit(u);
    return error_count() == errors;
}
