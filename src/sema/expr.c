/* expr.c — expression typing, name resolution, calls and generic
 * resolution, and the walk over executable statements. */
#include "sema/sema.h"

#include <float.h>
#include <math.h>
#include <string.h>

static Type *set_type(Node *e, Type *t) {
    e->type = t ? t : type_unknown();
    return e->type;
}

/* --------------------------------------------------------------- names */

/* A name of the global scope is an entity only if it is a procedure. */
static Symbol *lookup_entity(Scope *s, const char *name, Loc loc) {
    Symbol *sym = scope_lookup(s, name);
    if (sym && sym->scope == sema_global_scope() && sym->kind != SYM_PROCEDURE)
        return NULL;
    if (!sym)
        sym = cuda_builtin_lookup(name, s, loc);
    return sym;
}

/* A name seen for the first time in the executable part: an implicitly
 * typed local variable (F2008 5.5). */
static Symbol *implicit_variable(Scope *s, const char *name, Loc loc) {
    Scope *u = scope_unit(s);
    Symbol *sym = symbol_new(name, SYM_VARIABLE, loc);
    scope_insert(u, sym);
    sym->type = implicit_type(u, name);
    sym->is_implicitly_typed = true;
    if (!sym->type) {
        if (!sema_module_missing())
            error_at(loc, "'%s' is not declared (IMPLICIT NONE is in effect)", name);
        sym->type = type_unknown();
    }
    return sym;
}

static Type *name_ref(Node *e, Scope *s) {
    Symbol *sym = lookup_entity(s, e->name, e->loc);
    if (!sym)
        sym = implicit_variable(s, e->name, e->loc);
    e->sym = sym;
    sym->is_used = true;
    switch (sym->kind) {
    case SYM_UNKNOWN:
        sym->kind = SYM_VARIABLE;
        /* fall through */
    case SYM_VARIABLE:
    case SYM_PARAMETER:
    case SYM_COMPONENT:
        if (!sym->type)
            decl_ensure_typed(sym, s, e->loc);
        return set_type(e, sym->type);
    case SYM_PROCEDURE:
    case SYM_GENERIC: {
        Type *t = type_new(TY_PROCEDURE, 0);
        t->iface = sym;
        return set_type(e, t);
    }
    default:
        return set_type(e, type_none());
    }
}

/* ----------------------------------------------------------- arguments */

Node *arg_value(Node *a) { return a && a->kind == N_ARG ? a->lhs : a; }

static void check_args(Node *args, Scope *s) {
    for (Node *a = args; a; a = a->next) {
        Node *v = arg_value(a);
        if (!v || v->kind == N_STAR || v->kind == N_ALTRETURN)
            continue;
        set_type(a, expr_check(v, s));
    }
}

/* The dummy of `proc` that actual `a` (position `pos` among the positional
 * ones) associates with; `skip` dummies are taken by a passed object. */
static Symbol *dummy_for(Symbol *proc, Node *a, int pos, int skip) {
    if (a->kind == N_ARG && a->name) {
        for (int i = 0; i < proc->dummies.len; i++) {
            Symbol *d = proc->dummies.items[i];
            if (d && i != skip - 1 && strcmp(d->name, a->name) == 0)
                return d;
        }
        return NULL;
    }
    int idx = pos + (skip && pos >= skip - 1 ? 1 : 0);
    return idx < proc->dummies.len ? proc->dummies.items[idx] : NULL;
}

bool args_by_dummy(Symbol *o, Node *args, Node **by, int max) {
    for (int j = 0; j < max; j++) by[j] = NULL;
    int i = 0;
    for (Node *a = args; a; a = a->next, i++) {
        int slot = i;
        if (a->kind == N_ARG && a->name) {
            slot = -1;
            for (int j = 0; j < o->dummies.len; j++)
                if (o->dummies.items[j] && !strcmp(o->dummies.items[j]->name, a->name)) slot = j;
        }
        if (slot < 0 || slot >= o->dummies.len || slot >= max) return false;
        by[slot] = arg_value(a);
    }
    return true;
}

/* Index (1-based) of the passed-object dummy of a binding, 0 for nopass. */
static int passed_index(Symbol *binding, Symbol *proc) {
    if (!binding || binding->kind != SYM_BINDING || (binding->attrs & ATTR_NOPASS))
        return 0;
    if (binding->pass_name)
        for (int i = 0; i < proc->dummies.len; i++)
            if (proc->dummies.items[i] && !strcmp(proc->dummies.items[i]->name, binding->pass_name))
                return i + 1;
    return proc->dummies.len ? 1 : 0;
}

static bool elemental(Symbol *p) { return (p->prefix & PREFIX_ELEMENTAL) != 0; }

/* An entity declared of type dt is type compatible with one of type at
 * (F2008 4.3.1.3: class(t) with t and its extensions, class(*) and type(*)
 * with any), with the same kind type parameters: a dummy with its actual,
 * a data pointer with its target (C717). */
static bool type_compatible(const Type *dt, const Type *at) {
    if (dt->kind == TY_CLASS_STAR || dt->kind == TY_TYPE_STAR)
        return true;
    if (dt->kind == TY_CLASS && (at->kind == TY_DERIVED || at->kind == TY_CLASS)) {
        Symbol *want = sym_origin(dt->derived);
        for (Symbol *t = sym_origin(at->derived); t; t = t->parent_type ? sym_origin(t->parent_type) : NULL)
            if (t == want || (want && !strcmp(t->name, want->name)))
                return true;
        return false;
    }
    if (dt->kind == TY_DERIVED && at->kind == TY_CLASS)
        return type_same_tk(at, type_derived(dt->derived));
    return type_same_tk(at, dt);
}

/* Whether an actual of type `at` may be associated with dummy `d` for
 * generic resolution (F2008 12.5.2.4, TKR); `any_data`: an assumed-rank
 * dummy takes any type and kind (any_type_data). */
static bool tkr_compatible(Type *at, Symbol *d, bool elem, bool any_data) {
    Type *dt = d->type;
    if (!at || !dt || at->kind == TY_UNKNOWN || dt->kind == TY_UNKNOWN || (any_data && dt->rank < 0))
        return true;
    if (d->ignore_tkr & (IGNORE_TYPE | IGNORE_KIND | IGNORE_RANK)) {
        /* ignore_tr still compares kinds: real(4) and real(8) specifics of
         * a generic differ by the kind of such an argument (book ch.5 curand_m) */
        if (!(d->ignore_tkr & IGNORE_TYPE) && at->kind != dt->kind) return false;
        if (!(d->ignore_tkr & IGNORE_KIND) && at->kind_num != dt->kind_num) return false;
        return (d->ignore_tkr & IGNORE_RANK) || dt->rank < 0 || elem || at->rank == dt->rank;
    }
    if (dt->kind == TY_CLASS_STAR || dt->kind == TY_TYPE_STAR)
        return true;
    if (d->kind == SYM_PROCEDURE || dt->kind == TY_PROCEDURE)
        return at->kind == TY_PROCEDURE || at->kind == TY_UNKNOWN;
    if (at->kind == TY_PROCEDURE)
        return false;
    if (at->kind == TY_BOZ)
        return dt->kind == TY_INTEGER || dt->kind == TY_REAL;
    if (!type_compatible(dt, at))
        return false;
    if (dt->rank < 0 || elem)
        return true;
    return at->rank == dt->rank;
}

/* The dummies of `p` are known: an explicit interface, or a procedure of
 * a gfortran .mod (Symbol.mod_dummies) called from host code, which
 * gfortran compiles (device code calls cudafor's device-side runtime in
 * C++, dynamic parallelism); NULL `s`: either. */
static bool iface_known(const Symbol *p, Scope *s) {
    return p->has_explicit_iface || (p->mod_dummies && !(s && scope_is_device(s)));
}

/* nvfortran's cudaMemcpy, cudaMemcpyAsync and cudaMemcpy2D copy between
 * arrays of different types (the book's ch.7 fft_test_r2c copies a real
 * device array into a complex host one): their data arguments' types and
 * kinds are not checked; counts and directions are. */
static bool any_type_data(const Symbol *g) {
    return !strcmp(g->name, "cudamemcpy") || !strcmp(g->name, "cudamemcpyasync") || !strcmp(g->name, "cudamemcpy2d");
}

/* Whether `args` fit `proc` (after `skip` passed object). */
static bool args_match(Symbol *proc, Node *args, int skip, bool any_data) {
    proc = sym_origin(proc);
    if (!iface_known(proc, NULL))
        return true;
    int n = proc->dummies.len;
    bool *given = xmalloc((size_t)(n + 1) * sizeof *given);
    bool ok = true;
    int pos = 0;
    if (skip)
        given[skip - 1] = true;
    for (Node *a = args; a && ok; a = a->next) {
        Symbol *d = dummy_for(proc, a, pos, skip);
        if (!(a->kind == N_ARG && a->name))
            pos++;
        if (!d) {
            ok = false;
            break;
        }
        for (int i = 0; i < n; i++)
            if (proc->dummies.items[i] == d)
                given[i] = true;
        Node *v = arg_value(a);
        if (v && v->kind != N_STAR && !tkr_compatible(v->type, d, elemental(proc), any_data))
            ok = false;
    }
    for (int i = 0; i < n && ok; i++) {
        Symbol *d = proc->dummies.items[i];
        if (d && !given[i] && !(d->attrs & ATTR_OPTIONAL))
            ok = false;
    }
    return ok;
}

/* Whether specific `proc` suits the CUDA context of the call: callable
 * from the caller's side, each actual in a memory space its dummy takes. */
static bool cuda_suits(Symbol *proc, Node *args, int skip, const Scope *caller) {
    const SemaOptions *o = sema_options();
    if (o->callable_from && !o->callable_from(proc, caller))
        return false;
    int pos = 0;
    for (Node *a = args; a && o->space_suits; a = a->next) {
        Symbol *d = dummy_for(proc, a, pos, skip);
        if (!(a->kind == N_ARG && a->name))
            pos++;
        Node *v = arg_value(a);
        if (d && v && !o->space_suits(v, d))
            return false;
    }
    return true;
}

/* Target procedure of a specific (bindings lead to their procedure). */
static Symbol *specific_proc(Symbol *sp) {
    sp = sym_origin(sp);
    if (sp->kind == SYM_BINDING)
        return sp->binding_target ? sym_origin(sp->binding_target) : NULL;
    return sp;
}

/* `passed`: a type-bound specific gets its object through the designator
 * (obj%g(args)); for operators and assignment every operand is an actual.
 * Among the specifics that fit by type, kind and rank, the first that
 * suits the caller's CUDA context (SemaOptions.specific_suits) wins; when
 * none does, the first that fits, and the CUDA rules report the mismatch. */
static Symbol *resolve(Symbol *g, Node *args, bool passed, const Scope *caller) {
    g = sym_origin(g);
    Symbol *match[2][2] = {{NULL, NULL}, {NULL, NULL}}; /* [elemental][suits] */
    for (int i = 0; i < g->specifics.len; i++) {
        Symbol *sp = g->specifics.items[i];
        Symbol *p = specific_proc(sp);
        if (!p || !p->has_explicit_iface)
            continue;
        int skip = passed ? passed_index(sym_origin(sp), p) : 0;
        if (!args_match(p, args, skip, false))
            continue;
        bool fits = cuda_suits(p, args, skip, caller);
        Symbol **m = &match[elemental(p)][fits];
        if (!*m)
            *m = p;
    }
    /* a non-elemental match is preferred (F2008 12.5.5.2) */
    for (int e = 0; e < 2; e++)
        for (int f = 1; f >= 0; f--)
            if (match[e][f])
                return match[e][f];
    return NULL;
}

Symbol *generic_resolve(Symbol *g, Node *args, Scope *s) {
    return resolve(g, args, true, s);
}

/* The passed-object position of the specific `p` chosen from generic g
 * (non-zero only for a type-bound generic). */
static int generic_passed_index(Symbol *g, Symbol *p) {
    g = sym_origin(g);
    for (int i = 0; i < g->specifics.len; i++) {
        Symbol *sp = sym_origin(g->specifics.items[i]);
        if (sp->kind == SYM_BINDING && specific_proc(sp) == p)
            return passed_index(sp, p);
    }
    return 0;
}

/* After a failed resolution: whether it is an error, every specific having
 * a known interface.  The specifics of a gfortran module (which resolve
 * skips: the call is gfortran's to resolve) must match by their dummies. */
static bool generic_fully_known(Symbol *g, Node *args, Scope *s) {
    g = sym_origin(g);
    /* ATTR_INTRINSIC: it also has an intrinsic module procedure's forms */
    if (g->specifics.len == 0 || (g->attrs & ATTR_INTRINSIC))
        return false;
    for (int i = 0; i < g->specifics.len; i++) {
        Symbol *p = specific_proc(g->specifics.items[i]);
        if (!p || !iface_known(p, s))
            return false;
        if (!p->has_explicit_iface && args_match(p, args, 0, any_type_data(g)))
            return false;
        for (int j = 0; j < p->dummies.len; j++)
            if (p->dummies.items[j] && (!p->dummies.items[j]->type ||
                                        p->dummies.items[j]->type->kind == TY_UNKNOWN))
                return false;
    }
    for (Node *a = args; a; a = a->next) {
        Node *v = arg_value(a);
        if (v && v->type && v->type->kind == TY_UNKNOWN)
            return false;
    }
    return true;
}

static const char *arg_types_text(Node *args) {
    char *s = "";
    for (Node *a = args; a; a = a->next) {
        Node *v = arg_value(a);
        s = format("%s%s%s", s, a == args ? "" : ", ", v && v->type ? type_name(v->type) : "*");
    }
    return s;
}

bool value_conversion(const Node *actual_expr, const Symbol *dummy) {
    const Type *actual = actual_expr ? actual_expr->type : NULL, *dt = dummy->type;
    if (!actual || !dt || !(dummy->attrs & ATTR_VALUE) || dt->rank != 0 || type_same_tk(actual, dt))
        return false;
    if (dt->kind == TY_DERIVED && dt->derived && (dummy->ignore_tkr & IGNORE_TYPE)) {
        /* a C pointer by value: the address of the data, or of a procedure */
        const char *c = sym_origin(dt->derived)->name;
        const Symbol *a = actual_expr->kind == N_NAME ? sym_origin(actual_expr->sym) : NULL;
        bool proc = a && (a->kind == SYM_PROCEDURE || a->kind == SYM_GENERIC);
        return !strcmp(c, "c_funptr") ? proc : !strcmp(c, "c_ptr") && !proc;
    }
    if (actual->rank != 0)
        return false;
    bool numeric = type_is_numeric(actual) && type_is_numeric(dt) && actual->kind != TY_BOZ;
    /* a kernel's launch stub converts its by-value arguments (docs/architecture.md) */
    const Symbol *owner = dummy->scope ? dummy->scope->owner : NULL;
    if (owner && (owner->proc_attrs & (PROC_GLOBAL | PROC_GRID_GLOBAL)))
        return numeric;
    if (actual->kind == dt->kind && (dummy->ignore_tkr & IGNORE_KIND))
        return numeric || actual->kind == TY_LOGICAL;
    return numeric && (dummy->ignore_tkr & IGNORE_TYPE);
}

/* The variable or component a designator defines (x, x(i), x%c(j)),
 * or NULL for another expression (a constant, a function result). */
static Symbol *defined_variable(Node *e) {
    while (e && ((e->kind == N_APPLY && e->op != APPLY_CALL) || e->kind == N_COMPONENT) && e->kind != N_NAME) {
        if (e->kind == N_COMPONENT)
            return e->sym && e->sym->kind == SYM_COMPONENT ? e->sym : NULL;
        e = e->lhs;
    }
    Symbol *v = e && e->kind == N_NAME && e->sym ? sym_origin(e->sym) : NULL;
    return v && v->kind == SYM_VARIABLE ? v : NULL;
}

/* Associate the actuals with the dummies of a procedure with an explicit
 * interface: N_ARG.sym = dummy; report bad keywords, missing or surplus
 * arguments and plain type mismatches (F2008 12.5.2). */
static void associate_args(Symbol *proc, Node *args, int skip, Loc loc, Scope *s) {
    proc = sym_origin(proc);
    if (!iface_known(proc, s) || proc->proc_kind == PK_INTRINSIC)
        return;
    int n = proc->dummies.len, pos = 0;
    bool *given = xmalloc((size_t)(n + 1) * sizeof *given);
    if (skip)
        given[skip - 1] = true;
    for (Node *a = args; a; a = a->next) {
        bool keyword = a->kind == N_ARG && a->name;
        Symbol *d = dummy_for(proc, a, pos, skip);
        if (!keyword)
            pos++;
        if (!d) {
            if (keyword)
                error_at(a->loc, "'%s' has no dummy argument named '%s'", proc->name, a->name);
            else if (n == 0 || proc->dummies.items[n - 1])
                error_at(a->loc, "too many arguments in call to '%s'", proc->name);
            return;
        }
        for (int i = 0; i < n; i++)
            if (proc->dummies.items[i] == d) {
                if (given[i] && keyword)
                    error_at(a->loc, "argument '%s' of '%s' given twice", d->name, proc->name);
                given[i] = true;
            }
        if (proc->has_explicit_iface)
            a->sym = d;
        Node *v = arg_value(a);
        Type *at = v ? v->type : NULL, *dt = d->type;
        /* a VALUE dummy under ignore_tkr receives the converted value
         * (value_conversion); another mismatch, of intrinsic types or of a
         * derived type and an intrinsic one, is an error (F2008 12.5.2.4) */
        bool mismatch = false;
        if (at && dt && type_is_intrinsic(at) && type_is_intrinsic(dt))
            mismatch = !type_same_tk(at, dt);
        else if (at && dt && (at->kind == TY_DERIVED) != (dt->kind == TY_DERIVED))
            mismatch = type_is_intrinsic(at) || type_is_intrinsic(dt); /* type(t) and a number */
        /* a procedure name as the actual of a data dummy (F2008 12.5.2.9:
         * only a procedure dummy takes one; gfortran saw it on the call
         * cufc rewrites for a launch as an undeclared variable) */
        bool procedure = v && v->kind == N_NAME && v->sym && v->sym->kind == SYM_PROCEDURE;
        if (procedure && d->kind != SYM_PROCEDURE && !d->ignore_tkr)
            error_at(a->loc, "argument '%s' of '%s' is a data object: '%s' is a procedure", d->name, proc->name,
                     v->sym->name);
        else if (mismatch && d->kind != SYM_PROCEDURE && !value_conversion(v, d) && !(d->ignore_tkr & ~IGNORE_DEVICE))
            error_at(a->loc, "type mismatch in argument '%s' of '%s': passing %s to %s", d->name, proc->name,
                     type_name(type_elem(at)), type_name(type_elem(dt)));
        /* a BOZ constant takes the type of what it initializes (F2008
         * C4102); an unlimited polymorphic or assumed-type dummy has none
         * to give it (gfortran's internal error in gfc_element_size) */
        else if (at && dt && at->kind == TY_BOZ && (dt->kind == TY_CLASS_STAR || dt->kind == TY_TYPE_STAR))
            error_at(a->loc, "a BOZ constant has no type to take from the %s dummy '%s' of '%s': convert it "
                     "with int() or real()", dt->kind == TY_CLASS_STAR ? "class(*)" : "type(*)", d->name, proc->name);
        /* an array to a scalar dummy of a procedure that is not elemental
         * (F2008 12.5.2.4: only an element goes by sequence association
         * the other way) */
        else if (at && dt && at->rank > 0 && dt->rank == 0 && d->kind != SYM_PROCEDURE &&
                 !(proc->prefix & PREFIX_ELEMENTAL) && !(d->ignore_tkr & IGNORE_RANK) && at->kind != TY_UNKNOWN)
            error_at(a->loc, "rank mismatch in argument '%s' of '%s': passing an array of rank %d to a scalar",
                     d->name, proc->name, at->rank);
        /* INTENT(OUT) or INOUT: the callee defines it (F2008 C1233) */
        else if ((d->attrs & ATTR_INTENT_OUT) && d->kind != SYM_PROCEDURE && v && at && at->kind != TY_UNKNOWN &&
                 !defined_variable(v))
            error_at(a->loc, "argument '%s' of '%s' is INTENT(%s): it takes a variable, not an expression", d->name,
                     proc->name, (d->attrs & ATTR_INTENT_INOUT) == ATTR_INTENT_INOUT ? "INOUT" : "OUT");
    }
    for (int i = 0; i < n; i++) {
        Symbol *d = proc->dummies.items[i];
        if (d && !given[i] && !(d->attrs & ATTR_OPTIONAL)) {
            error_at(loc, "missing actual argument for dummy '%s' of '%s'", d->name, proc->name);
            break;
        }
    }
}

/* ------------------------------------------------------------- calls */

/* cudafor's sum, maxval and minval of device data take stream= (nvfortran,
 * NEW-151 of the newer-features fact sheet; src/cuda/rules.c checks the
 * array is device data). */
static bool cudafor_stream_keyword(const Intrinsic *it, const char *kw) {
    return sema_options()->cuda && !strcmp(kw, "stream") &&
           (!strcmp(it->name, "sum") || !strcmp(it->name, "maxval") || !strcmp(it->name, "minval"));
}

static void use_intrinsic(Node *call, Node *args, const Intrinsic *it) {
    /* keyword check for the intrinsic's own argument names */
    for (Node *a = args; a; a = a->next)
        if (a->kind == N_ARG && a->name && intrinsic_arg_index(it, a->name) < 0 && !strstr(it->args, "...") &&
            !cudafor_stream_keyword(it, a->name))
            error_at(a->loc, "intrinsic '%s' has no argument named '%s'", it->name, a->name);
    (void)call;
}

static Symbol *intrinsic_symbol(const Intrinsic *it, Loc loc) {
    Symbol *sym = symbol_new(intern(it->name, strlen(it->name)), SYM_PROCEDURE, loc);
    sym->proc_kind = PK_INTRINSIC;
    sym->intrinsic = it;
    sym->is_function = it->cls != INTR_SUBROUTINE && it->cls != INTR_ELEMENTAL_SUB;
    sym->is_subroutine = !sym->is_function;
    sym->proc_attrs = it->device_only ? PROC_DEVICE : PROC_HOST | PROC_DEVICE;
    return sym;
}

static bool is_procedure_sym(Symbol *sym) {
    return sym->kind == SYM_PROCEDURE || sym->kind == SYM_GENERIC;
}

/* The result type of calling function `p` with `args`. */
static Type *call_result(Symbol *p, Node *args) {
    p = sym_origin(p);
    Type *t = p->result && p->result->type ? p->result->type : p->type;
    if (!t)
        t = type_unknown();
    if (elemental(p)) {
        int r = 0;
        for (Node *a = args; a; a = a->next) {
            Node *v = arg_value(a);
            if (v && v->type && v->type->rank > r)
                r = v->type->rank;
        }
        return type_with_rank(t, r);
    }
    return t;
}

/* Function reference `name(args)` (apply = the N_APPLY node). */
static Type *function_call(Node *apply, Symbol *sym, Node *args, Scope *s, Symbol *binding) {
    apply->op = APPLY_CALL;
    Loc loc = apply->loc;
    const char *name = sym->name;
    if (sym->kind == SYM_GENERIC) {
        Symbol *sp = generic_resolve(sym, args, s);
        if (!sp) {
            if (sym->iface && sym_origin(sym->iface)->kind == SYM_DERIVED_TYPE) {
                apply->op = APPLY_STRUCT_CTOR;
                apply->sym = sym_origin(sym->iface);
                return set_type(apply, type_derived(apply->sym));
            }
            const Intrinsic *it = intrinsic_find(name, sema_options()->cuda && scope_is_device(s));
            if (it) { /* a generic extending an intrinsic name */
                apply->sym = intrinsic_symbol(it, loc);
                return set_type(apply, intrinsic_result_type(it, apply, args, s));
            }
            if (generic_fully_known(sym, args, s))
                error_at(loc, "no specific procedure of generic '%s' matches these arguments (%s)", name,
                         arg_types_text(args));
            return set_type(apply, type_unknown());
        }
        apply->sym = sp;
        if (sp->is_subroutine)
            error_at(loc, "'%s' is a subroutine and cannot be used as a function", name);
        associate_args(sp, args, generic_passed_index(sym, sp), loc, s);
        return set_type(apply, call_result(sp, args));
    }
    Symbol *p = sym_origin(sym);
    if (p->proc_kind == PK_INTRINSIC && p->intrinsic) {
        apply->sym = p;
        if (p->intrinsic->cls == INTR_SUBROUTINE)
            error_at(loc, "intrinsic '%s' is a subroutine and cannot be used as a function", name);
        use_intrinsic(apply, args, p->intrinsic);
        return set_type(apply, intrinsic_result_type(p->intrinsic, apply, args, s));
    }
    apply->sym = sym;
    if (p->is_subroutine && p->has_explicit_iface) {
        error_at(loc, "'%s' is a subroutine and cannot be used as a function", name);
        return set_type(apply, type_unknown());
    }
    if (!p->is_function && !p->is_subroutine)
        sym->is_function = true;
    int skip = binding ? passed_index(binding, p) : 0;
    associate_args(p, args, skip, loc, s);
    if (!p->type && !p->result)
        decl_ensure_typed(sym, s, loc);
    return set_type(apply, call_result(p, args));
}

/* A subscript, or a bound or stride of a section (F2008 C617, C621): an
 * integer (real as gfortran's legacy extension, BOZ as PGI's); the type of
 * a scalar one is checked here, also for the statements that cufc rewrites
 * for gfortran (gfortran reported a complex bound on the generated text). */
static Type *subscript_check(Node *v, Scope *s) {
    Type *st = expr_check(v, s);
    if (st->rank == 0 && st->kind != TY_INTEGER && st->kind != TY_REAL && st->kind != TY_UNKNOWN &&
        st->kind != TY_BOZ)
        error_at(v->loc, "array subscript must be of type integer, not %s", type_name(st));
    return st;
}

static Type *array_ref(Node *e, Type *bt, Scope *s) {
    int n = 0, rank = 0;
    for (Node *a = e->args; a; a = a->next) {
        n++;
        Node *v = arg_value(a);
        if (!v)
            continue;
        if (v->kind == N_RANGE) {
            rank++;
            if (v->lhs) subscript_check(v->lhs, s);
            if (v->rhs) subscript_check(v->rhs, s);
            if (v->stride) subscript_check(v->stride, s);
            set_type(v, type_integer(kind_default_int));
        } else if (subscript_check(v, s)->rank > 0) {
            rank++;
        }
        set_type(a, v->type);
    }
    if (bt->rank > 0 && n != bt->rank)
        error_at(e->loc, "wrong number of subscripts: %d given for an array of rank %d", n, bt->rank);
    e->op = rank ? APPLY_SECTION : APPLY_ELEMENT;
    Type *t = type_with_rank(bt, rank);
    return set_type(e, t);
}

static Type *substring(Node *e, Type *bt, Scope *s) {
    Node *r = arg_value(e->args);
    e->op = APPLY_SUBSTRING;
    if (r->lhs) expr_check(r->lhs, s);
    if (r->rhs) expr_check(r->rhs, s);
    set_type(r, type_integer(kind_default_int));
    Type *t = type_copy(bt);
    int64_t lo = 1, hi;
    if ((!r->lhs || sema_const_int(r->lhs, s, &lo)) && r->rhs && sema_const_int(r->rhs, s, &hi)) {
        t->len_kind = LEN_CONST;
        t->len = hi >= lo ? hi - lo + 1 : 0;
    } else {
        t->len_kind = LEN_EXPR;
        t->len_expr = NULL;
    }
    return set_type(e, t);
}

static bool is_substring_args(Node *args) {
    return args && !args->next && arg_value(args) && arg_value(args)->kind == N_RANGE;
}

static Type *structure_ctor(Node *e, Symbol *dt, Scope *s) {
    e->op = APPLY_STRUCT_CTOR;
    e->sym = sym_origin(dt);
    check_args(e->args, s);
    for (Node *a = e->args; a; a = a->next)
        if (a->kind == N_ARG && a->name && !type_find_component(e->sym, a->name))
            error_at(a->loc, "'%s' is not a component of type '%s'", a->name, dt->name);
    return set_type(e, type_derived(e->sym));
}

static Type *component_ref(Node *e, Scope *s);

static Type *apply(Node *e, Scope *s) {
    Node *base = e->lhs;
    if (e->op == APPLY_COINDEXED) {
        Type *bt = expr_check(base, s);
        check_args(e->args, s);
        e->sym = base->sym;
        return set_type(e, bt);
    }
    if (base->kind == N_NAME) {
        Symbol *sym = lookup_entity(s, base->name, base->loc);
        if (!sym) {
            const Intrinsic *it = intrinsic_find(base->name, sema_options()->cuda && scope_is_device(s));
            check_args(e->args, s);
            if (it) {
                Symbol *isym = intrinsic_symbol(it, base->loc);
                base->sym = isym;
                set_type(base, type_none());
                return function_call(e, isym, e->args, s, NULL);
            }
            /* an implicitly declared external function (F2008 12.4.3.5) */
            Scope *u = scope_unit(s);
            sym = symbol_new(base->name, SYM_PROCEDURE, base->loc);
            sym->proc_kind = PK_EXTERNAL;
            sym->is_function = true;
            scope_insert(u, sym);
            const SemaOptions *o = sema_options();
            sym->type = o->module_function_type ? o->module_function_type(base->name, u) : NULL;
            if (!sym->type) sym->type = implicit_type(u, base->name);
            sym->is_implicitly_typed = true;
            if (!sym->type) {
                if (!sema_module_missing())
                    error_at(base->loc, "function '%s' has no type (IMPLICIT NONE is in effect)", base->name);
                sym->type = type_unknown();
            }
            if (u->implicit_none_external)
                error_at(base->loc, "'%s' has no EXTERNAL attribute (IMPLICIT NONE (EXTERNAL))", base->name);
            base->sym = sym;
            set_type(base, type_none());
            return function_call(e, sym, e->args, s, NULL);
        }
        base->sym = sym;
        bool used_as_data = sym->is_used && sym->kind == SYM_VARIABLE && !sym->is_dummy;
        sym->is_used = true;
        Symbol *o = sym_origin(sym);
        if (o->kind == SYM_DERIVED_TYPE) {
            set_type(base, type_none());
            return structure_ctor(e, o, s);
        }
        /* a scalar that is not character and is referenced with arguments
         * names an external function (F2008 12.4.3.5) */
        bool data = (o->kind == SYM_VARIABLE || o->kind == SYM_PARAMETER || o->kind == SYM_UNKNOWN ||
                     o->kind == SYM_COMPONENT);
        if (data && o->type && o->type->rank == 0 && !(o->type->kind == TY_CHARACTER && is_substring_args(e->args)) &&
            !o->array_spec && !o->is_result && o->kind != SYM_PARAMETER && o->type->kind != TY_PROCEDURE &&
            o->type->kind != TY_DERIVED && o->type->kind != TY_CLASS && !sym->use_module) {
            /* ... unless it was data before (gfortran: "Unclassifiable statement") */
            if (used_as_data) {
                error_at(base->loc, "'%s' is a scalar variable: it is not an array or a function", base->name);
                check_args(e->args, s);
                return set_type(e, type_unknown());
            }
            sym->kind = SYM_PROCEDURE;
            sym->proc_kind = sym->is_dummy ? PK_DUMMY : PK_EXTERNAL;
            sym->is_function = true;
            data = false;
        } else if (data && !o->type && !o->array_spec) {
            sym->kind = SYM_PROCEDURE;
            sym->proc_kind = sym->is_dummy ? PK_DUMMY : PK_EXTERNAL;
            sym->is_function = true;
            data = false;
        }
        if (data || (o->kind == SYM_PROCEDURE && o->is_result)) {
            Type *bt = name_ref(base, s);
            if (bt->kind == TY_CHARACTER && bt->rank == 0 && is_substring_args(e->args))
                return substring(e, bt, s);
            if (bt->rank == 0 && bt->kind != TY_UNKNOWN) {
                error_at(e->loc, "'%s' is not an array or a function", base->name);
                check_args(e->args, s);
                return set_type(e, type_unknown());
            }
            e->sym = sym;
            return array_ref(e, bt, s);
        }
        if (is_procedure_sym(o) && o->kind == SYM_PROCEDURE && o->type && o->type->kind == TY_PROCEDURE &&
            o->iface)
            o = o->iface;
        check_args(e->args, s);
        set_type(base, type_none());
        if (!is_procedure_sym(o)) {
            error_at(e->loc, "'%s' is not an array or a function", base->name);
            return set_type(e, type_unknown());
        }
        return function_call(e, sym, e->args, s, NULL);
    }
    if (base->kind == N_COMPONENT) {
        Type *bt = component_ref(base, s);
        Symbol *c = base->sym;
        if (c && (c->kind == SYM_BINDING || c->kind == SYM_GENERIC)) {
            check_args(e->args, s);
            Symbol *target = c->kind == SYM_BINDING ? c->binding_target : c;
            if (!target)
                return set_type(e, type_unknown());
            return function_call(e, target, e->args, s, c->kind == SYM_BINDING ? c : NULL);
        }
        if (c && bt->kind == TY_PROCEDURE) {
            check_args(e->args, s);
            e->op = APPLY_CALL;
            e->sym = c->iface;
            return set_type(e, c->iface ? call_result(c->iface, e->args) : type_unknown());
        }
        if (bt->kind == TY_CHARACTER && bt->rank == 0 && is_substring_args(e->args))
            return substring(e, bt, s);
        e->sym = c;
        return array_ref(e, c && c->type ? (bt->rank > 0 && c->type->rank > 0 ? c->type : bt) : bt, s);
    }
    /* x(i)(j:k) and f(x)(...) */
    Type *bt = expr_check(base, s);
    if (bt->kind == TY_CHARACTER && is_substring_args(e->args))
        return substring(e, bt, s);
    check_args(e->args, s);
    return set_type(e, type_unknown());
}

static Type *component_ref(Node *e, Scope *s) {
    Type *lt = expr_check(e->lhs, s);
    if (lt->kind == TY_UNKNOWN || lt->kind == TY_CLASS_STAR)
        return set_type(e, type_unknown());
    /* F2008 C612: the leftmost part of a data reference is a data object;
     * gfortran rejected the generated code for a type's name there (fuzz
     * seed 301, m9268: deallocate(distributedArray(j)%a_d)) */
    Node *b = e->lhs;
    if (b->kind == N_APPLY && (apply_kind(b) == APPLY_CALL || apply_kind(b) == APPLY_STRUCT_CTOR)) {
        error_at(b->lhs->loc, "'%s(...)' is a %s, not a data object: it cannot be followed by '%%%s' (F2008 C612)",
                 b->lhs->kind == N_NAME ? b->lhs->name : "expression",
                 apply_kind(b) == APPLY_CALL ? "function reference" : "structure constructor", e->name);
        return set_type(e, type_unknown());
    }
    /* complex part designators z%re, z%im (F2008 6.4.4) */
    if (lt->kind == TY_COMPLEX && (!strcmp(e->name, "re") || !strcmp(e->name, "im")))
        return set_type(e, type_with_rank(type_real(lt->kind_num), lt->rank));
    /* type parameter inquiry x%kind, s%len (F2008 6.4.5) */
    if (type_is_intrinsic(lt) && (!strcmp(e->name, "kind") || (!strcmp(e->name, "len") && lt->kind == TY_CHARACTER)))
        return set_type(e, type_integer(kind_default_int));
    if ((lt->kind != TY_DERIVED && lt->kind != TY_CLASS) || !lt->derived) {
        error_at(e->loc, "'%s' is not a derived-type object, so '%%%s' is not a component", 
                 e->lhs->kind == N_NAME ? e->lhs->name : "expression", e->name);
        return set_type(e, type_unknown());
    }
    Symbol *dt = sym_origin(lt->derived);
    Symbol *c = type_find_component(dt, e->name);
    if (!c) {
        if (dt->components || dt->from_gfortran_mod == false)
            error_at(e->loc, "'%s' is not a component of type '%s'", e->name, dt->name);
        return set_type(e, type_unknown());
    }
    e->sym = c;
    if (c->kind == SYM_BINDING || c->kind == SYM_GENERIC)
        return set_type(e, type_new(TY_PROCEDURE, 0));
    Type *ct = c->type ? c->type : type_unknown();
    if (lt->rank > 0 && ct->rank == 0)
        ct = type_with_rank(ct, lt->rank);
    return set_type(e, ct);
}

/* -------------------------------------------------------- operators */

const char *op_spelling(int op) {
    static const char *const names[] = {
        [OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIV] = "/", [OP_POW] = "**",
        [OP_CONCAT] = "//", [OP_EQ] = "==", [OP_NE] = "/=", [OP_LT] = "<", [OP_LE] = "<=",
        [OP_GT] = ">", [OP_GE] = ">=", [OP_NOT] = ".not.", [OP_AND] = ".and.", [OP_OR] = ".or.",
        [OP_EQV] = ".eqv.", [OP_NEQV] = ".neqv.", [OP_NEG] = "-", [OP_PLUS] = "+", [OP_PAREN] = "()",
    };
    return op > 0 && op <= OP_PAREN ? names[op] : "?";
}

/* Generic `key` (e.g. "operator(+)") visible in s or bound to the types of
 * the operands. */
static Symbol *find_operator_generic(const char *key, Scope *s, Type *a, Type *b, Symbol **binding_type) {
    Symbol *g = scope_lookup(s, key);
    *binding_type = NULL;
    if (g && g->kind == SYM_GENERIC)
        return g;
    Type *ts[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        if (!ts[i] || (ts[i]->kind != TY_DERIVED && ts[i]->kind != TY_CLASS) || !ts[i]->derived)
            continue;
        Symbol *c = type_find_component(sym_origin(ts[i]->derived), key);
        if (c && c->kind == SYM_GENERIC) {
            *binding_type = c;
            return c;
        }
    }
    return NULL;
}

static Node *make_arg(Node *v) {
    Node *a = new_node(N_ARG, v->loc);
    a->lhs = v;
    a->type = v->type;
    return a;
}

/* A defined operation: resolve `key` for operands a (may be NULL) and b. */
static bool defined_operation(Node *e, const char *key, Node *x, Node *y, Scope *s) {
    Symbol *bt;
    Symbol *g = find_operator_generic(key, s, x ? x->type : NULL, y ? y->type : NULL, &bt);
    if (!g)
        return false;
    Node *args = make_arg(x ? x : y);
    if (x && y)
        args->next = make_arg(y);
    Symbol *sp = resolve(g, args, false, s);
    if (!sp) {
        if (generic_fully_known(g, args, s) && e->kind == N_DEFOP)
            error_at(e->loc, "no specific procedure of '%s' matches these operands (%s)", key, arg_types_text(args));
        if (e->kind != N_DEFOP)
            return false;
        set_type(e, type_unknown());
        return true;
    }
    e->sym = sp;
    set_type(e, call_result(sp, args));
    return true;
}

static int category(const Type *t) {
    switch (t->kind) {
    case TY_INTEGER: case TY_BOZ: return 1;
    case TY_REAL: return 2;
    case TY_COMPLEX: return 3;
    default: return 0;
    }
}

static Type *numeric_result(Type *a, Type *b, int rank) {
    int ca = category(a), cb = category(b);
    Type *t;
    if (a->kind == TY_BOZ) t = type_elem(b);
    else if (b->kind == TY_BOZ) t = type_elem(a);
    else if (ca > cb) t = type_elem(a);
    else if (cb > ca) t = type_elem(b);
    else t = a->kind_num >= b->kind_num ? type_elem(a) : type_elem(b);
    if (t->kind == TY_BOZ)
        t = type_integer(kind_default_int);
    /* complex with real: the kind of the more precise operand (F2008
     * 7.1.9.3); complex(4) + real(8) is complex(8) */
    if (ca + cb == 5 && a->kind_num != b->kind_num)
        t = type_complex(a->kind_num > b->kind_num ? a->kind_num : b->kind_num);
    return type_with_rank(t, rank);
}

/* A procedure name where a value is needed (F2008 7.1.1: a primary is
 * data or a function reference, which takes its argument list).  gfortran
 * rejected the host code cufc generated for such a statement (fuzz seed
 * 302, m1916: a subroutine's name as an operand). */
static bool is_procedure_name(const Node *e) {
    return e->kind == N_NAME && e->type && e->type->kind == TY_PROCEDURE;
}

static void procedure_as_data(const Node *e, const char *what) {
    error_at(e->loc, "'%s' is a procedure: %s must be data (a function reference takes its argument list)", e->name,
             what);
}

static Type *binary(Node *e, Scope *s) {
    Type *a = expr_check(e->lhs, s), *b = expr_check(e->rhs, s);
    int rank = a->rank > b->rank ? a->rank : b->rank;
    int op = e->op;
    if (is_procedure_name(e->lhs) || is_procedure_name(e->rhs)) {
        procedure_as_data(is_procedure_name(e->lhs) ? e->lhs : e->rhs, format("an operand of '%s'", op_spelling(op)));
        return set_type(e, type_unknown());
    }
    if (a->kind == TY_UNKNOWN || b->kind == TY_UNKNOWN)
        return set_type(e, type_unknown());
    bool na = category(a) != 0, nb = category(b) != 0;
    Type *res = NULL;
    switch (op) {
    case OP_ADD: case OP_SUB: case OP_MUL: case OP_DIV: case OP_POW:
        if (na && nb && !(a->kind == TY_BOZ && b->kind == TY_BOZ))
            res = numeric_result(a, b, rank);
        break;
    case OP_CONCAT:
        if (a->kind == TY_CHARACTER && b->kind == TY_CHARACTER) {
            Type *t = type_copy(type_elem(a));
            if (a->len_kind == LEN_CONST && b->len_kind == LEN_CONST)
                t->len = a->len + b->len;
            else {
                t->len_kind = LEN_EXPR;
                t->len_expr = NULL;
            }
            res = type_with_rank(t, rank);
        }
        break;
    case OP_EQ: case OP_NE: case OP_LT: case OP_LE: case OP_GT: case OP_GE:
        if ((na && nb && (category(a) < 3 && category(b) < 3 ? true : op == OP_EQ || op == OP_NE)) ||
            (a->kind == TY_CHARACTER && b->kind == TY_CHARACTER))
            res = type_with_rank(type_logical(kind_default_logical), rank);
        break;
    case OP_AND: case OP_OR: case OP_EQV: case OP_NEQV:
        if (a->kind == TY_LOGICAL && b->kind == TY_LOGICAL)
            res = type_with_rank(type_logical(a->kind_num > b->kind_num ? a->kind_num : b->kind_num), rank);
        break;
    default:
        break;
    }
    if (res)
        return set_type(e, res);
    const char *key = format("operator(%s)", op_spelling(op));
    key = intern(key, strlen(key));
    if (defined_operation(e, key, e->lhs, e->rhs, s))
        return e->type;
    if (type_is_intrinsic(a) && type_is_intrinsic(b))
        error_at(e->loc, "operands of '%s' have incompatible types %s and %s", op_spelling(op), type_name(a),
                 type_name(b));
    else if (type_is_symbol_handle(type_elem(a)) || type_is_symbol_handle(type_elem(b)))
        error_at(e->loc, "operands of '%s' have types %s and %s: c_ptr and c_devptr have no operators (compare "
                 "them with c_associated)", op_spelling(op), type_name(a), type_name(b));
    return set_type(e, type_unknown());
}

static Type *unary(Node *e, Scope *s) {
    Type *a = expr_check(e->lhs, s);
    if (is_procedure_name(e->lhs)) {
        procedure_as_data(e->lhs, e->op == OP_PAREN ? "an expression in parentheses"
                                                     : format("the operand of '%s'", op_spelling(e->op)));
        return set_type(e, type_unknown());
    }
    if (a->kind == TY_UNKNOWN)
        return set_type(e, a);
    switch (e->op) {
    case OP_PAREN:
        return set_type(e, a);
    case OP_NEG: case OP_PLUS:
        if (category(a))
            return set_type(e, a->kind == TY_BOZ ? type_integer(kind_default_int) : a);
        break;
    case OP_NOT:
        if (a->kind == TY_LOGICAL)
            return set_type(e, a);
        break;
    default:
        break;
    }
    const char *key = format("operator(%s)", op_spelling(e->op));
    key = intern(key, strlen(key));
    if (defined_operation(e, key, NULL, e->lhs, s))
        return e->type;
    if (type_is_intrinsic(a))
        error_at(e->loc, "operand of unary '%s' has type %s", op_spelling(e->op), type_name(a));
    return set_type(e, type_unknown());
}

static Type *defop(Node *e, Scope *s) {
    if (e->lhs)
        expr_check(e->lhs, s);
    expr_check(e->rhs, s);
    const char *key = format("operator(%s)", e->name);
    key = intern(key, strlen(key));
    if (defined_operation(e, key, e->lhs, e->rhs, s))
        return e->type;
    error_at(e->loc, "no user-defined operator '%s' is visible here", e->name);
    return set_type(e, type_unknown());
}

/* -------------------------------------------------- constructors, do */

/* The variable of an implied DO: the scope's variable of that name, or a
 * statement entity of type integer (F2008 16.4). */
static Scope *implied_do_scope(Node *ido, Scope *s) {
    Symbol *v = lookup_entity(s, ido->name, ido->loc);
    if (v && v->kind != SYM_UNKNOWN)
        return s;
    Scope *inner = scope_new(SCOPE_BLOCK, s, NULL);
    inner->owner = s->owner;
    Symbol *var = symbol_new(ido->name, SYM_VARIABLE, ido->loc);
    /* its type is the one the name would have in the scope (F2018 19.4):
     * under IMPLICIT NONE it must be declared there */
    Type *it = implicit_type(s, ido->name);
    if (!it && !ido->sym && !sema_module_missing()) /* once: ctor_count comes back here */
        error_at(ido->loc, "'%s' is not declared (IMPLICIT NONE is in effect)", ido->name);
    var->type = it && it->kind == TY_INTEGER ? it : type_integer(kind_default_int);
    scope_insert(inner, var);
    return inner;
}

static int64_t ctor_count(Node *list, Scope *s, bool *known);

static Type *implied_do(Node *e, Scope *s, bool statement_entity) {
    Scope *inner = statement_entity ? implied_do_scope(e, s) : s;
    Symbol *v = lookup_entity(inner, e->name, e->loc);
    if (!v)
        v = implicit_variable(inner, e->name, e->loc);
    e->sym = v;
    expr_check(e->lhs, inner);
    expr_check(e->rhs, inner);
    if (e->stride)
        expr_check(e->stride, inner);
    Type *first = NULL;
    for (Node *it = e->list; it; it = it->next) {
        Type *t = it->kind == N_IMPLIED_DO ? implied_do(it, inner, statement_entity) : expr_check(it, inner);
        if (!first)
            first = t;
    }
    return set_type(e, first ? type_elem(first) : type_unknown());
}

static int64_t ctor_count(Node *list, Scope *s, bool *known) {
    int64_t n = 0;
    for (Node *it = list; it; it = it->next) {
        if (it->kind == N_IMPLIED_DO) {
            /* a count no int64 holds is unknown */
            int64_t lo, hi, st, trips, body;
            if (!sema_const_trips(it, s, &lo, &hi, &st, &trips)) {
                *known = false;
                return 0;
            }
            Scope *inner = implied_do_scope(it, s);
            if (__builtin_mul_overflow(trips, ctor_count(it->list, inner, known), &body) ||
                __builtin_add_overflow(n, body, &n)) {
                *known = false;
                return 0;
            }
        } else if (it->type && it->type->rank > 0) {
            int64_t c;
            if (!type_const_size(it->type, &c)) {
                *known = false;
                return 0;
            }
            n += c;
        } else
            n++;
    }
    return n;
}

static Type *array_ctor(Node *e, Scope *s) {
    Type *elem = e->ts ? type_from_spec(e->ts, s) : NULL;
    Type *first = NULL;
    for (Node *it = e->list; it; it = it->next) {
        Type *t = it->kind == N_IMPLIED_DO ? implied_do(it, s, true) : expr_check(it, s);
        if (is_procedure_name(it)) {
            procedure_as_data(it, "an array constructor's element");
            t = type_unknown();
        }
        if (!first && t->kind != TY_UNKNOWN)
            first = t;
    }
    Type *et = elem ? elem : first ? type_elem(first) : type_unknown();
    bool known = true;
    int64_t n = ctor_count(e->list, s, &known);
    Type *t = type_with_rank(et, 1);
    if (known) {
        t->dims[0].kind = DIM_EXPLICIT;
        t->dims[0].lower_known = t->dims[0].upper_known = true;
        t->dims[0].lower_val = 1;
        t->dims[0].upper_val = n;
    }
    return set_type(e, t);
}

/* Does the digit string fit integer(kind)?  Without a kind parameter the
 * test is against 64 bits: with -i8 gfortran takes more than integer(4)
 * holds, and host code reaches gfortran anyway.  Any number of digits. */
static bool int_literal_fits(const char *digits, int kind) {
    static const char *const huge[] = {"127", "32767", "2147483647", "9223372036854775807",
                                       "170141183460469231731687303715884105727"};
    int i = kind == 1 ? 0 : kind == 2 ? 1 : kind == 4 ? 2 : kind == 8 ? 3 : kind == 16 ? 4 : -1;
    if (i < 0)
        return true; /* not an integer kind: reported elsewhere */
    while (digits[0] == '0' && digits[1])
        digits++;
    size_t n = strlen(digits), h = strlen(huge[i]);
    return n < h || (n == h && strcmp(digits, huge[i]) <= 0);
}

/* A literal fits its kind, the default integer's without a kind parameter
 * (gfortran: "Integer too big for its kind"; -i8 makes that integer(8)). */
static void check_int_literal(Node *e, const Type *t) {
    int kind = t ? t->kind_num : 8;
    if (int_literal_fits(e->str, kind))
        return;
    size_t n = strlen(e->str);
    const char *digits = format("%.*s%s", n > 24 ? 20 : (int)n, e->str, n > 24 ? "..." : "");
    if (e->kind_param || int_literal_fits(e->str, 8))
        error_at(e->loc, "integer constant %s is too large for integer(%d)", digits, kind);
    else
        error_at(e->loc, "integer constant %s does not fit in 64 bits", digits);
}

/* A real constant beyond the largest number of its kind (1.0d309): gfortran
 * rejects it, nvcc would make it inf.  Any number of digits is fine. */
static void check_real_literal(Node *e, const ConstValue *v) {
    int kind = v->type->kind_num;
    long double huge = kind == 2 ? 65504.0L : kind == 4 ? FLT_MAX : kind == 8 ? DBL_MAX : LDBL_MAX;
    if (fabsl(v->r) > huge) {
        size_t n = strlen(e->str);
        error_at(e->loc, "real constant %.*s%s overflows real(%d)", n > 24 ? 20 : (int)n, e->str,
                 n > 24 ? "..." : "", kind);
    }
}

static Type *literal(Node *e, Scope *s) {
    ConstValue v;
    if (e->kind == N_INT_LIT && !e->type && sema_const_eval(e, s, &v))
        check_int_literal(e, v.type);
    if (e->kind == N_REAL_LIT && !e->type && sema_const_eval(e, s, &v))
        check_real_literal(e, &v);
    if (e->kind == N_COMPLEX_LIT && !e->type) { /* its parts, checked as literals */
        expr_check(e->lhs, s);
        expr_check(e->rhs, s);
    }
    if (sema_const_eval(e, s, &v)) {
        /* 1_3: gfortran "Integer kind 3 not available" */
        if (e->kind_param && !e->type && !kind_is_valid(v.type->kind, v.type->kind_num))
            error_at(e->loc, "kind %d is not valid for this type", v.type->kind_num);
        return set_type(e, v.type);
    }
    if (e->kind == N_COMPLEX_LIT) {
        Type *a = expr_check(e->lhs, s), *b = expr_check(e->rhs, s);
        int k = kind_default_real;
        if (a->kind == TY_REAL && a->kind_num > k) k = a->kind_num;
        if (b->kind == TY_REAL && b->kind_num > k) k = b->kind_num;
        return set_type(e, type_complex(k));
    }
    if (e->kind_param)
        error_at(e->loc, "kind parameter of the literal is not a valid constant");
    switch (e->kind) {
    case N_INT_LIT: return set_type(e, type_integer(kind_default_int));
    case N_REAL_LIT: return set_type(e, type_real(kind_default_real));
    case N_LOGICAL_LIT: return set_type(e, type_logical(kind_default_logical));
    case N_STRING_LIT: return set_type(e, type_character(e->ival, KIND_DEFAULT_CHAR));
    default: return set_type(e, type_boz());
    }
}

Type *expr_check(Node *e, Scope *s) {
    if (!e)
        return type_unknown();
    switch (e->kind) {
    case N_INT_LIT: case N_REAL_LIT: case N_LOGICAL_LIT: case N_STRING_LIT: case N_COMPLEX_LIT:
        return literal(e, s);
    case N_BOZ_LIT: return set_type(e, type_boz());
    case N_NAME: return name_ref(e, s);
    case N_APPLY: return apply(e, s);
    case N_COMPONENT: return component_ref(e, s);
    case N_ARG: return set_type(e, e->lhs ? expr_check(e->lhs, s) : type_unknown());
    case N_RANGE:
        if (e->lhs) expr_check(e->lhs, s);
        if (e->rhs) expr_check(e->rhs, s);
        if (e->stride) expr_check(e->stride, s);
        return set_type(e, e->lhs && e->lhs->type ? e->lhs->type : type_integer(kind_default_int));
    case N_UNARY: return unary(e, s);
    case N_BINARY: return binary(e, s);
    case N_DEFOP: return defop(e, s);
    case N_ARRAY_CTOR: return array_ctor(e, s);
    case N_IMPLIED_DO: return implied_do(e, s, false);
    case N_TUPLE:
        for (Node *x = e->list; x; x = x->next)
            expr_check(x, s);
        return set_type(e, type_none());
    case N_STAR: case N_COLON: case N_ALTRETURN:
        return set_type(e, type_none());
    default:
        return set_type(e, type_unknown());
    }
}

/* ------------------------------------------------------- statements */

static bool assignable(Type *l, Type *r) {
    if (l->kind == TY_UNKNOWN || r->kind == TY_UNKNOWN || l->kind == TY_CLASS_STAR)
        return true;
    if (category(l) && category(r))
        return true;
    if (l->kind == TY_LOGICAL && r->kind == TY_LOGICAL)
        return true;
    if (l->kind == TY_CHARACTER && r->kind == TY_CHARACTER)
        return l->kind_num == r->kind_num;
    if ((l->kind == TY_DERIVED || l->kind == TY_CLASS) && (r->kind == TY_DERIVED || r->kind == TY_CLASS))
        return true; /* extension / polymorphic rules: gfortran judges */
    return l->kind == TY_PROCEDURE || r->kind == TY_PROCEDURE;
}

static void assignment(Node *st, Scope *s) {
    Type *l = expr_check(st->lhs, s), *r = expr_check(st->rhs, s);
    if (is_procedure_name(st->rhs)) {
        procedure_as_data(st->rhs, "the right side of an assignment");
        return;
    }
    Node *base = st->lhs;
    while (base && (base->kind == N_APPLY || base->kind == N_COMPONENT))
        base = base->lhs;
    if (base && base->kind == N_NAME && base->sym && base->sym->kind == SYM_PARAMETER) {
        error_at(st->lhs->loc, "cannot assign to named constant '%s'", base->sym->name);
        return;
    }
    /* a function with RESULT(r) defines r, not its name (F2008 12.6.2.2) */
    Symbol *f = st->lhs->kind == N_NAME && st->lhs->sym ? sym_origin(st->lhs->sym) : NULL;
    if (f && f->kind == SYM_PROCEDURE && !(f->attrs & ATTR_POINTER)) {
        if (f->result && f->result->name != f->name)
            error_at(st->lhs->loc, "'%s' has the result variable '%s': assign to that (F2008 12.6.2.2)", f->name,
                     f->result->name);
        else
            error_at(st->lhs->loc, "cannot assign to procedure '%s'", f->name);
        return;
    }
    /* PGI extension (guide 4.9.4, cudaGetSymbolAddress): in host code a
     * character expression assigned to a type(c_ptr)/type(c_devptr) names a
     * module device variable; the runtime resolves it (host/rewrite.c). */
    if (type_is_symbol_handle(l) && r->kind == TY_CHARACTER && r->rank == 0 && !scope_is_device(s))
        return;
    bool derived = l->kind == TY_DERIVED || l->kind == TY_CLASS || r->kind == TY_DERIVED || r->kind == TY_CLASS;
    if (derived || !assignable(l, r)) {
        static const char *key;
        if (!key)
            key = intern("assignment(=)", 13);
        Symbol *bt;
        Symbol *g = find_operator_generic(key, s, l, r, &bt);
        if (g) {
            Node *args = make_arg(st->lhs);
            args->next = make_arg(st->rhs);
            Symbol *sp = resolve(g, args, false, s);
            if (sp) {
                st->sym = sp;
                return;
            }
        }
        if (!assignable(l, r))
            error_at(st->loc, "type mismatch in assignment: cannot assign %s to %s", type_name(type_elem(r)),
                     type_name(type_elem(l)));
        return;
    }
    if (l->rank == 0 && r->rank > 0 && st->lhs->kind == N_NAME)
        error_at(st->loc, "cannot assign an array of rank %d to scalar '%s'", r->rank, st->lhs->name);
    /* an array expression conforms to the variable (F2008 7.2.1.2): cufc
     * rewrites assignments of device data (fuzz m0: res = b_d, rank 1 and 2) */
    else if (l->rank >= 0 && r->rank > 0 && l->rank != r->rank)
        error_at(st->loc, "rank mismatch in assignment: cannot assign an array of rank %d to a variable of rank %d",
                 r->rank, l->rank);
    /* a real constant converted to integer must fit its kind (gfortran:
     * "Arithmetic overflow converting REAL to INTEGER") */
    ConstValue v;
    if (l->kind == TY_INTEGER && r->kind == TY_REAL && sema_const_eval(st->rhs, s, &v) && v.kind == CV_REAL &&
        !(fabsl(v.r) < ldexpl(1.0L, 8 * l->kind_num - 1)))
        error_at(st->rhs->loc, "the real constant overflows integer(%d) in the conversion", l->kind_num);
}

static void call_stmt(Node *st, Scope *s) {
    Node *d = st->lhs;
    check_args(st->args, s);
    if (st->launch)
        for (Node *c = st->launch->list; c; c = c->next)
            expr_check(c, s);
    Symbol *binding = NULL, *sym = NULL;
    if (d->kind == N_COMPONENT) {
        component_ref(d, s);
        Symbol *c = d->sym;
        if (!c)
            return;
        if (c->kind == SYM_BINDING) {
            binding = c;
            sym = c->binding_target;
        } else if (c->kind == SYM_GENERIC) {
            sym = c;
        } else if (c->type && c->type->kind == TY_PROCEDURE) {
            sym = c->iface;
        } else {
            error_at(d->loc, "component '%s' is not a procedure", c->name);
            return;
        }
        if (!sym)
            return;
    } else if (d->kind == N_NAME) {
        sym = lookup_entity(s, d->name, d->loc);
        if (!sym) {
            const Intrinsic *it = intrinsic_find(d->name, sema_options()->cuda && scope_is_device(s));
            if (it && (it->cls == INTR_SUBROUTINE || it->cls == INTR_ELEMENTAL_SUB)) {
                sym = intrinsic_symbol(it, d->loc);
            } else {
                Scope *u = scope_unit(s);
                sym = symbol_new(d->name, SYM_PROCEDURE, d->loc);
                sym->proc_kind = PK_EXTERNAL;
                sym->is_subroutine = true;
                sym->type = type_none();
                scope_insert(u, sym);
                if (u->implicit_none_external)
                    error_at(d->loc, "'%s' has no EXTERNAL attribute (IMPLICIT NONE (EXTERNAL))", d->name);
            }
        }
        d->sym = sym;
        set_type(d, type_none());
    } else {
        expr_check(d, s);
        return;
    }
    sym->is_used = true;
    Symbol *o = sym_origin(sym);
    if (o->kind == SYM_UNKNOWN) {
        sym->kind = SYM_PROCEDURE;
        sym->proc_kind = sym->is_dummy ? PK_DUMMY : PK_EXTERNAL;
        sym->is_subroutine = true;
        o = sym;
    }
    if (o->kind == SYM_VARIABLE && o->type && o->type->kind == TY_PROCEDURE && o->iface)
        o = sym_origin(o->iface);
    if (o->kind == SYM_GENERIC) {
        Symbol *sp = generic_resolve(o, st->args, s);
        if (!sp) {
            const Intrinsic *it = intrinsic_find(o->name, sema_options()->cuda && scope_is_device(s));
            if (it) {
                st->sym = intrinsic_symbol(it, st->loc);
                intrinsic_check_arguments(it, st->args);
                return;
            }
            if (generic_fully_known(o, st->args, s))
                error_at(st->loc, "no specific procedure of generic '%s' matches these arguments (%s)", o->name,
                         arg_types_text(st->args));
            return;
        }
        int skip = generic_passed_index(o, sp);
        o = sp;
        st->sym = o;
        if (o->is_function)
            error_at(d->loc, "'%s' is a function and cannot be called as a subroutine", o->name);
        else
            associate_args(o, st->args, skip, st->loc, s);
        return;
    }
    if (o->kind != SYM_PROCEDURE) {
        error_at(d->loc, "'%s' is not a subroutine", o->name);
        return;
    }
    st->sym = o;
    if (o->is_function && (o->has_explicit_iface || o->proc_kind == PK_INTRINSIC)) {
        error_at(d->loc, "'%s' is a function and cannot be called as a subroutine", o->name);
        return;
    }
    if (o->proc_kind == PK_INTRINSIC && o->intrinsic) {
        use_intrinsic(st, st->args, o->intrinsic);
        intrinsic_check_arguments(o->intrinsic, st->args);
    } else {
        if (!o->is_function && !o->is_subroutine)
            o->is_subroutine = true;
        associate_args(o, st->args, binding ? passed_index(binding, o) : 0, st->loc, s);
    }
}

/* A condition (scalar) or a WHERE mask (array too). */
static void check_logical(Node *cond, Scope *s, const char *what, bool scalar) {
    Type *t = expr_check(cond, s);
    /* PGI extension used by the guide's own examples (3.6.5
     * `if (ballot(v)) ...`): in device code an integer condition means /= 0 */
    if (t->kind == TY_INTEGER && t->rank == 0 && scope_is_device(s))
        return;
    if (t->kind != TY_LOGICAL && t->kind != TY_UNKNOWN)
        error_at(cond->loc, "%s must be of type logical, not %s", what, type_name(t));
    else if (scalar && t->rank != 0 && t->kind != TY_UNKNOWN)
        error_at(cond->loc, "%s must be a scalar, not an array", what);
}

/* Index variables of FORALL / DO CONCURRENT: construct entities. */
static Scope *concurrent_scope(Node *specs, Scope *s, Node *owner) {
    Scope *inner = scope_new(SCOPE_BLOCK, s, owner);
    inner->owner = s->owner;
    for (Node *c = specs; c; c = c->next) {
        expr_check(c->lhs, s);
        expr_check(c->rhs, s);
        if (c->stride)
            expr_check(c->stride, s);
        Symbol *outer = lookup_entity(s, c->name, c->loc);
        Symbol *v = symbol_new(c->name, SYM_VARIABLE, c->loc);
        v->type = outer && outer->type ? type_elem(outer->type) : implicit_type(s, c->name);
        if (!v->type)
            v->type = type_integer(kind_default_int);
        scope_insert(inner, v);
        c->sym = v;
    }
    return inner;
}

static Scope *associate_scope(Node *st, Scope *s) {
    Scope *inner = scope_new(SCOPE_BLOCK, s, st);
    inner->owner = s->owner;
    st->scope = inner;
    for (Node *a = st->list; a; a = a->next) {
        Type *t = expr_check(a->lhs, s);
        Symbol *v = symbol_new(a->name, SYM_VARIABLE, a->loc);
        v->type = t;
        v->init = a->lhs;
        Node *base = a->lhs;
        while (base && (base->kind == N_APPLY || base->kind == N_COMPONENT))
            base = base->lhs;
        if (base && base->sym) {
            v->cuda = base->sym->cuda;
            v->attrs = base->sym->attrs & (ATTR_TARGET | ATTR_POINTER);
        }
        scope_insert(inner, v);
        a->sym = v;
    }
    return inner;
}

static void select_type(Node *st, Scope *s) {
    Type *sel = expr_check(st->cond, s);
    const char *aname = st->str ? st->str : st->cond->kind == N_NAME ? st->cond->name : NULL;
    for (Node *g = st->list; g; g = g->next) {
        Scope *inner = scope_new(SCOPE_BLOCK, s, g);
        inner->owner = s->owner;
        g->scope = inner;
        if (aname) {
            Symbol *v = symbol_new(aname, SYM_VARIABLE, g->loc);
            Type *t = sel;
            if (g->ts && g->op != 'd') {
                t = type_from_spec(g->ts, s);
                if (g->op == 'c' && t->kind == TY_DERIVED)
                    t = type_class(t->derived);
                t = type_with_rank(t, sel->rank);
            }
            v->type = t;
            v->init = st->cond;
            if (st->cond->sym)
                v->cuda = st->cond->sym->cuda;
            scope_insert(inner, v);
            g->sym = v;
        }
        expr_check_body(g->body, inner);
    }
}

static void io_stmt(Node *st, Scope *s) {
    for (Node *a = st->args; a; a = a->next) {
        Node *v = arg_value(a);
        if (!v || v->kind == N_STAR)
            continue;
        if (v->kind == N_NAME) {
            Symbol *sym = lookup_entity(s, v->name, v->loc);
            if (sym && sym->kind == SYM_NAMELIST) {
                v->sym = sym;
                set_type(v, type_none());
                continue;
            }
        }
        expr_check(v, s);
    }
    /* an output item is data: a function name needs its argument list */
    for (Node *it = st->list; it; it = it->next) {
        expr_check(it, s);
        if (is_procedure_name(it))
            procedure_as_data(it, "an I/O list item");
    }
}

static void alloc_object(Node *o, Scope *s) {
    if (o->kind == N_APPLY && (o->lhs->kind == N_NAME || o->lhs->kind == N_COMPONENT)) {
        Type *bt = o->lhs->kind == N_COMPONENT ? component_ref(o->lhs, s) : name_ref(o->lhs, s);
        for (Node *a = o->args; a; a = a->next)
            expr_check(arg_value(a), s);
        o->op = APPLY_SECTION;
        o->sym = o->lhs->sym;
        set_type(o, bt);
    } else
        expr_check(o, s);
}

/* The options of ALLOCATE (F2008 R627: stat=, errmsg=, source=, mold=;
 * PGI's pinned=, guide 3.3.3, and align=) and DEALLOCATE (R636: stat=,
 * errmsg=), each once (C630), and what each object takes: an allocatable
 * or pointer, bounds for an array unless SOURCE=/MOLD= gives them and none
 * for a scalar (C628, C633), a type-spec, SOURCE= or MOLD= of its type,
 * kind and rank (C624, C632, C633).  gfortran rejected the generated code. */
static void allocate_options(Node *st, Scope *s) {
    bool alloc = st->kind == N_ALLOCATE;
    const char *stmt = alloc ? "ALLOCATE" : "DEALLOCATE";
    static const char *const names[] = {"stat", "errmsg", "source", "mold", "pinned", "align"};
    Node *given[6] = {0};
    for (Node *a = st->args; a; a = a->next) {
        int i = 0;
        while (i < (alloc ? 6 : 2) && (!a->name || strcmp(a->name, names[i])))
            i++;
        Node *v = arg_value(a);
        if (i == (alloc ? 6 : 2)) {
            error_at(a->loc, "%s has no option %s=", stmt, a->name ? a->name : "");
            continue;
        }
        if (given[i]) {
            error_at(a->loc, "%s= given twice", names[i]);
            continue;
        }
        given[i] = v;
        static const char *const wants[] = {"an integer", "a default character", NULL, NULL, "a logical"};
        Type *t = v ? v->type : NULL;
        bool ok = !t || t->kind == TY_UNKNOWN ||
                  (t->rank == 0 && defined_variable(v) &&
                   (i == 0 ? t->kind == TY_INTEGER : i == 1 ? t->kind == TY_CHARACTER && t->kind_num == 1 : t->kind == TY_LOGICAL));
        if (i != 2 && i != 3 && i != 5 && !ok)
            error_at(v->loc, "the %s= of %s must be %s scalar variable", names[i], stmt, wants[i]);
    }
    if (!alloc)
        return;
    Node *src = given[2] ? given[2] : given[3];
    if (given[2] && given[3])
        error_at(st->loc, "ALLOCATE takes SOURCE= or MOLD=, not both");
    Type *spec = st->ts ? type_from_spec(st->ts, s) : NULL;
    for (Node *o = st->list; o; o = o->next) {
        Node *d = o->kind == N_APPLY ? o->lhs : o;
        Symbol *v = d && (d->kind == N_NAME || d->kind == N_COMPONENT) && d->sym ? sym_origin(d->sym) : NULL;
        Type *t = v ? v->type : NULL;
        if (!t || t->kind == TY_UNKNOWN || (v->kind != SYM_VARIABLE && v->kind != SYM_COMPONENT))
            continue;
        bool polymorphic = t->kind == TY_CLASS || t->kind == TY_CLASS_STAR;
        const char *name = v->name;
        if (!(v->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER))) {
            error_at(o->loc, "'%s' is neither allocatable nor a pointer: ALLOCATE cannot allocate it", name);
            continue;
        }
        int bounds = o->kind == N_APPLY ? list_length(o->args) : 0;
        if (t->rank > 0 && bounds && bounds != t->rank)
            error_at(o->loc, "'%s' has rank %d: ALLOCATE gives %d bound%s", name, t->rank, bounds,
                     bounds == 1 ? "" : "s");
        else if (t->rank > 0 && !bounds && !src)
            error_at(o->loc, "ALLOCATE of array '%s' needs its bounds, or SOURCE= or MOLD=", name);
        else if (t->rank == 0 && bounds && t->kind != TY_CHARACTER)
            error_at(o->loc, "'%s' is a scalar: ALLOCATE gives it no bounds", name);
        Type *from[2] = {spec, src ? src->type : NULL};
        for (int j = 0; j < 2; j++) {
            Type *f = from[j];
            const char *what = j ? (given[2] ? "SOURCE= of type" : "MOLD= of type") : "the type-spec";
            if (!f || f->kind == TY_UNKNOWN || polymorphic || !(type_is_intrinsic(f) || type_is_intrinsic(t)))
                continue;
            if (!type_is_intrinsic(f) || !type_is_intrinsic(t) || !type_same_tk(type_elem(f), type_elem(t)))
                error_at(o->loc, "%s %s does not fit '%s' of type %s", what, type_name(type_elem(f)), name,
                         type_name(type_elem(t)));
            else if (j && f->rank > 0 && f->rank != t->rank)
                error_at(o->loc, "SOURCE= or MOLD= of rank %d does not fit '%s' of rank %d", f->rank, name, t->rank);
        }
    }
}

/* The target of a data pointer assignment is a pointer or a part of a
 * TARGET (F2008 C725): gfortran rejected the generated code.  A function
 * reference (NULL(), a pointer function), a procedure, CUDA data (PGI is
 * lenient there) and associate names (the selector's attributes) pass. */
static void check_pointer_target(Node *r) {
    Node *e = r;
    for (; e && ((e->kind == N_APPLY && e->op != APPLY_CALL) || e->kind == N_COMPONENT); e = e->lhs)
        if (e->kind == N_COMPONENT && e->sym && (e->sym->attrs & (ATTR_POINTER | ATTR_TARGET)))
            return;
    Symbol *v = e && e->kind == N_NAME && e->sym ? sym_origin(e->sym) : NULL;
    if (!v || v->kind != SYM_VARIABLE || (v->attrs & (ATTR_POINTER | ATTR_TARGET)) || v->cuda ||
        (v->scope && v->scope->kind == SCOPE_BLOCK) || !v->type || v->type->kind == TY_UNKNOWN)
        return;
    error_at(r->loc, "the target of a pointer assignment must have the TARGET or POINTER attribute: '%s' has "
             "neither (F2008 C725)", v->name);
}

/* A data pointer is type compatible with its target, of the same kind
 * (F2008 C717), and without bounds remapping of the same rank (C716);
 * gfortran rejected the generated code. */
static void pointer_assignment(Node *st, Scope *s) {
    Type *l = expr_check(st->lhs, s), *r = expr_check(st->rhs, s);
    check_pointer_target(st->rhs);
    bool data = l->kind != TY_UNKNOWN && l->kind != TY_NONE && l->kind != TY_PROCEDURE &&
                r->kind != TY_UNKNOWN && r->kind != TY_NONE && r->kind != TY_PROCEDURE;
    if (!data)
        return;
    if (!type_compatible(l, r))
        error_at(st->loc, "type mismatch in pointer assignment: a pointer of type %s cannot point to a target of "
                 "type %s (F2008 C717)", type_name(type_elem(l)), type_name(type_elem(r)));
    else if ((st->lhs->kind == N_NAME || st->lhs->kind == N_COMPONENT) && l->rank != r->rank)
        error_at(st->loc, "rank mismatch in pointer assignment: a pointer of rank %d cannot point to a target of "
                 "rank %d", l->rank, r->rank);
}

/* DO constructs around the statement statement() checks (CYCLE, EXIT) */
static int do_depth;

static void statement(Node *st, Scope *s) {
    switch (st->kind) {
    case N_ASSIGN: assignment(st, s); break;
    case N_PTR_ASSIGN: pointer_assignment(st, s); break;
    case N_CALL: call_stmt(st, s); break;
    case N_IF: case N_ELSE_IF:
        check_logical(st->cond, s, "IF condition", true);
        expr_check_body(st->body, s);
        if (st->orelse)
            statement(st->orelse, s);
        break;
    case N_ELSE:
        expr_check_body(st->body, s);
        break;
    case N_IF_STMT:
        check_logical(st->cond, s, "IF condition", true);
        expr_check_body(st->body, s);
        break;
    case N_ARITH_IF: expr_check(st->cond, s); break;
    case N_DO:
        if (st->op == DO_CONCURRENT) {
            Scope *inner = concurrent_scope(st->list, s, st);
            if (st->mask)
                check_logical(st->mask, inner, "DO CONCURRENT mask", true);
            do_depth++;
            expr_check_body(st->body, inner);
            do_depth--;
            break;
        }
        if (st->var) {
            Node v = {0};
            v.kind = N_NAME;
            v.name = st->var;
            v.loc = st->loc;
            Type *t = name_ref(&v, s);
            st->sym = v.sym;
            if (t->kind != TY_INTEGER && t->kind != TY_REAL && t->kind != TY_UNKNOWN)
                error_at(st->loc, "DO variable '%s' must be of type integer", st->var);
        }
        /* the bounds: scalar integer (F2008 R818, C814), or real
         * (gfortran's deleted feature); checked here also for the loops
         * of !$cuf kernel do, which cufc rewrites for gfortran */
        for (Node *b = st->lhs; b; b = b == st->lhs ? st->rhs : NULL) {
            Type *t = expr_check(b, s);
            if (t->kind != TY_INTEGER && t->kind != TY_REAL && t->kind != TY_UNKNOWN)
                error_at(b->loc, "the bounds of a DO loop must be integer, not %s", type_name(t));
            else if (t->rank > 0)
                error_at(b->loc, "the bounds of a DO loop must be scalars, not arrays");
        }
        if (st->stride) {
            /* the step converted to the variable's type (a real 0.5 for an
             * integer: 0) cannot be zero (F2008 8.1.6.6.1) */
            ConstValue v, step;
            Type *vt = st->sym && st->sym->type ? st->sym->type : NULL;
            expr_check(st->stride, s);
            if (vt && type_is_numeric(vt) && sema_const_eval(st->stride, s, &v) && v.kind != CV_ARRAY &&
                const_convert(&v, type_elem(vt), &step) &&
                ((step.kind == CV_INTEGER && step.i == 0) || (step.kind == CV_REAL && step.r == 0)))
                error_at(st->stride->loc, "the step of a DO loop cannot be zero");
        }
        if (st->cond) check_logical(st->cond, s, "DO WHILE condition", true);
        do_depth++;
        expr_check_body(st->body, s);
        do_depth--;
        break;
    case N_CYCLE: case N_EXIT:
        /* a named EXIT may leave any named construct (F2008 8.1.10) */
        if (do_depth == 0 && !(st->kind == N_EXIT && st->name))
            error_at(st->loc, "%s is not within a DO construct (F2008 %s)", st->kind == N_EXIT ? "EXIT" : "CYCLE",
                     st->kind == N_EXIT ? "8.1.10" : "8.1.6.6.3");
        break;
    case N_SELECT_CASE:
        expr_check(st->cond, s);
        if (is_procedure_name(st->cond))
            procedure_as_data(st->cond, "a SELECT CASE selector");
        for (Node *c = st->list; c; c = c->next) {
            for (Node *v = c->list; v; v = v->next)
                expr_check(v, s);
            expr_check_body(c->body, s);
        }
        break;
    case N_SELECT_TYPE: select_type(st, s); break;
    case N_SELECT_RANK:
        expr_check(st->cond, s);
        for (Node *c = st->list; c; c = c->next)
            expr_check_body(c->body, s);
        break;
    case N_WHERE: case N_ELSEWHERE:
        if (st->cond)
            check_logical(st->cond, s, "WHERE mask", false);
        expr_check_body(st->body, s);
        if (st->orelse)
            statement(st->orelse, s);
        break;
    case N_FORALL: {
        Scope *inner = concurrent_scope(st->list, s, st);
        if (st->mask)
            check_logical(st->mask, inner, "FORALL mask", true);
        expr_check_body(st->body, inner);
        break;
    }
    case N_ASSOCIATE: expr_check_body(st->body, associate_scope(st, s)); break;
    case N_BLOCK: expr_check_body(st->body, decl_block(st, s)); break;
    case N_CRITICAL: expr_check_body(st->body, s); break;
    case N_RETURN: case N_STOP: case N_PAUSE:
        if (st->lhs) expr_check(st->lhs, s);
        if (st->rhs) expr_check(st->rhs, s);
        break;
    case N_COMPUTED_GOTO: expr_check(st->cond, s); break;
    case N_ASSIGNED_GOTO: case N_ASSIGN_LABEL: {
        Node v = {0};
        v.kind = N_NAME;
        v.name = st->name;
        v.loc = st->loc;
        name_ref(&v, s);
        st->sym = v.sym;
        break;
    }
    case N_ALLOCATE: case N_DEALLOCATE: case N_NULLIFY:
        for (Node *o = st->list; o; o = o->next)
            alloc_object(o, s);
        for (Node *a = st->args; a; a = a->next)
            if (arg_value(a))
                expr_check(arg_value(a), s);
        if (st->kind != N_NULLIFY)
            allocate_options(st, s);
        break;
    case N_IO: io_stmt(st, s); break;
    case N_SYNC:
        for (Node *a = st->args; a; a = a->next)
            if (arg_value(a))
                expr_check(arg_value(a), s);
        break;
    case N_CUF_KERNEL:
        if (st->launch)
            for (Node *c = st->launch->list; c; c = c->next)
                expr_check(c, s);
        if (st->stream)
            expr_check(st->stream, s);
        for (Node *r = st->list; r; r = r->next)
            for (Node *v = r->list; v; v = v->next)
                expr_check(v, s);
        expr_check_body(st->body, s);
        break;
    case N_ACC:
        for (Node *c = st->list; c; c = c->next)
            /* device_type(nvidia), default(none): words of the directive, not variables */
            for (Node *v = strcmp(c->name, "device_type") && strcmp(c->name, "dtype") && strcmp(c->name, "default")
                               ? c->list : NULL;
                 v; v = v->next)
                if (v->kind == N_NAME || v->kind == N_APPLY || v->kind == N_COMPONENT)
                    expr_check(v, s);
                else if (v->kind == N_REDUCE) /* reduction(op:list) */
                    for (Node *x = v->list; x; x = x->next) expr_check(x, s);
        expr_check_body(st->body, s);
        break;
    default:
        break;
    }
}

void expr_check_body(Node *body, Scope *s) {
    for (Node *st = body; st; st = st->next) {
        if (!is_executable_stmt(st) && st->kind != N_ACC && st->kind != N_ELSE && st->kind != N_ELSE_IF &&
            st->kind != N_ELSEWHERE)
            continue;
        statement(st, s);
        if (error_count() >= MAX_ERRORS)
            return;
    }
}
