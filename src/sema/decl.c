/* decl.c — declarations to symbols: program units and their scopes,
 * specification statements, derived types, interfaces, use association.
 *
 * A unit is analysed in two phases so that procedures can reference one
 * another in any order: declare_unit() reads the specification part of the
 * unit and (recursively) of everything it contains; check_unit() then types
 * the executable parts.  A module is complete before the next unit of the
 * file starts, so a later `use` of it sees everything. */
#include "sema/sema.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

Symbol *sym_origin(Symbol *s) {
    while (s && s->use_orig)
        s = s->use_orig;
    return s;
}

bool is_executable_stmt(const Node *n) {
    switch (n->kind) {
    case N_ASSIGN: case N_PTR_ASSIGN: case N_CALL: case N_IF: case N_IF_STMT: case N_ARITH_IF:
    case N_DO: case N_SELECT_CASE: case N_SELECT_TYPE: case N_SELECT_RANK: case N_WHERE:
    case N_FORALL: case N_ASSOCIATE: case N_BLOCK: case N_CRITICAL: case N_CONTINUE: case N_CYCLE:
    case N_EXIT: case N_GOTO: case N_COMPUTED_GOTO: case N_ASSIGNED_GOTO: case N_ASSIGN_LABEL:
    case N_RETURN: case N_STOP: case N_PAUSE: case N_ALLOCATE: case N_DEALLOCATE: case N_NULLIFY:
    case N_IO: case N_SYNC: case N_CUF_KERNEL:
        return true;
    default:
        return false;
    }
}

static bool is_proc_unit(const Node *u) {
    return u->kind == N_SUBROUTINE || u->kind == N_FUNCTION || u->kind == N_SEPARATE_PROC;
}

/* ------------------------------------------------------------ modules */

typedef struct LoadedModule {
    const char *name;
    Symbol *mod;
    struct LoadedModule *next;
} LoadedModule;

static LoadedModule *loaded_modules;  /* modules read during this sema_file() */
static bool module_missing;           /* a USE named a module that was not found */

static void remember_module(const char *name, Symbol *mod) {
    LoadedModule *m = xmalloc(sizeof *m);
    m->name = name;
    m->mod = mod;
    m->next = loaded_modules;
    loaded_modules = m;
}

bool sema_module_missing(void) { return module_missing; }

void sema_reset_modules(void) {
    loaded_modules = NULL;
    module_missing = false;
}

static Symbol *new_module_symbol(const char *name, Loc loc) {
    Symbol *mod = symbol_new(name, SYM_MODULE, loc);
    mod->module_scope = scope_new(SCOPE_MODULE, NULL, NULL);
    mod->module_scope->owner = mod;
    mod->type = type_none();
    return mod;
}

/* nvfortran's CUDA library modules (library interfaces, chapters 1-10) that
 * modules/ does not provide: a USE of one says so rather than "cannot find". */
static bool unsupported_library_module(const char *name) {
    static const char *const mods[] = {"cutensor", "cutensor_v2", "cublasxt", "cublasmp",
                                       "cublas_device", "cufftxt", "cusolvermp", "openacc_curand", "nccl",
                                       "nvshmem", "cal", "nvlamath", NULL};
    for (int i = 0; mods[i]; i++)
        if (!strcmp(name, mods[i])) return true;
    return false;
}

Symbol *find_module(const char *name, bool intrinsic_only, bool non_intrinsic, Loc loc) {
    Symbol *g = scope_lookup_local(sema_global_scope(), name);
    if (!intrinsic_only && g && g->kind == SYM_MODULE && g->module_scope)
        return g;
    for (LoadedModule *m = loaded_modules; m; m = m->next)
        if (strcmp(m->name, name) == 0)
            return m->mod;
    if (!non_intrinsic) {
        Symbol *mod = new_module_symbol(name, loc);
        if (intrinsic_module_load(name, mod)) {
            remember_module(name, mod);
            return mod;
        }
    }
    const char *searched = NULL;
    Symbol *mod = intrinsic_only ? NULL : module_load(name, loc, &searched);
    if (mod) {
        remember_module(name, mod);
        return mod;
    }
    module_missing = true;
    if (intrinsic_only)
        error_at(loc, "'%s' is not an intrinsic module", name);
    else if (!strncmp(name, "cutensor", 8) && unsupported_library_module(name))
        error_at(loc, "module '%s' binds the cuTENSOR library, which cufc does not provide: module cutensorEx runs "
                 "matmul, transpose, reshape, spread and elementwise functions of device arrays without it", name);
    else if (unsupported_library_module(name))
        error_at(loc, "nvfortran's CUDA library module '%s' is not supported by cufc yet (cufc provides cublas, "
                 "cublas_v2, cufft, curand, curand_device, cusparse, cusolverDn, cutensorEx and nvtx)", name);
    else
        error_at(loc, "cannot find module '%s' (searched: %s)", name, searched ? searched : ".");
    return NULL;
}

static SymList symlist_copy(const SymList *l) {
    SymList c = {0};
    for (int i = 0; i < l->len; i++)
        symlist_push(&c, l->items[i]);
    return c;
}

static bool symlist_has(const SymList *l, Symbol *s) {
    for (int i = 0; i < l->len; i++)
        if (sym_origin(l->items[i]) == sym_origin(s))
            return true;
    return false;
}

/* Make `orig` (an entity of module `modname`) known in `s` as `local`. */
void use_import(Scope *s, const char *local, Symbol *orig, const char *modname) {
    Symbol *have = scope_lookup_local(s, local);
    if (have) {
        if (sym_origin(have) == sym_origin(orig))
            return;
        /* Generic interfaces of the same name merge (F2008 12.4.3.4.1). */
        if (have->kind == SYM_GENERIC && orig->kind == SYM_GENERIC) {
            if (have->use_orig) {
                Symbol *merged = xmalloc(sizeof *merged);
                *merged = *have;
                merged->use_orig = NULL;
                merged->specifics = symlist_copy(&have->specifics);
                scope_replace(s, merged);
                have = merged;
            }
            for (int i = 0; i < orig->specifics.len; i++)
                if (!symlist_has(&have->specifics, orig->specifics.items[i]))
                    symlist_push(&have->specifics, orig->specifics.items[i]);
            if (!have->iface)
                have->iface = orig->iface;
        }
        /* Other clashes are an error only when the name is referenced
         * (F2008 11.2.2); keep the first. */
        return;
    }
    Symbol *c = xmalloc(sizeof *c);
    *c = *orig;
    c->name = local;
    c->use_module = modname;
    c->use_name = orig->name;
    c->use_orig = orig;
    c->hash_next = c->next_in_scope = NULL;
    c->scope = s;
    c->attrs &= ~(unsigned)(ATTR_PUBLIC | ATTR_PRIVATE);
    c->is_private = false;
    c->is_used = false;
    if (c->kind == SYM_GENERIC)
        c->specifics = symlist_copy(&orig->specifics);
    scope_insert(s, c);
}

/* Guide 3.7.2: cudafor overloads these reductions for device and managed
 * arrays.  cufc computes them in the compiler (host/rewrite.c), so cudafor
 * has no such entities; a rename of one (`use cudafor, gpusum => sum`) gives
 * the intrinsic a local name (the host emitter spells it back). */
static bool use_cudafor_reduction(Scope *s, const Symbol *mod, const Node *r, const char *remote) {
    static const char *const names[] = {"sum", "product", "maxval", "minval", "all", "any",
                                        "count", "maxloc", "minloc", "dot_product", NULL};
    if (strcmp(mod->name, "cudafor") != 0)
        return false;
    int i = 0;
    while (names[i] && strcmp(names[i], remote) != 0)
        i++;
    if (!names[i])
        return false;
    if (scope_lookup_local(s, r->name))
        return true; /* a clash: reported where the name is referenced (F2008 11.2.2) */
    Symbol *p = symbol_new(r->name, SYM_PROCEDURE, r->loc);
    p->proc_kind = PK_INTRINSIC;
    p->intrinsic = intrinsic_find(remote, false);
    p->is_function = true;
    p->proc_attrs = PROC_HOST | PROC_DEVICE;
    scope_insert(s, p);
    return true;
}

static void use_stmt(Node *u, Scope *s) {
    Symbol *mod = find_module(u->name, u->op == 'i', u->op == 'n', u->loc);
    if (!mod)
        return;
    u->sym = mod;
    symlist_push(&s->used_modules, mod);
    Scope *ms = mod->module_scope;
    if (u->ival) { /* only: */
        for (Node *r = u->list; r; r = r->next) {
            const char *remote = r->str ? r->str : r->name;
            Symbol *orig = scope_lookup_local(ms, remote);
            if ((!orig || orig->is_private) && r->str && use_cudafor_reduction(s, mod, r, remote))
                continue;
            if (!orig || orig->is_private) {
                if (!mod->from_gfortran_mod)
                    error_at(r->loc, "'%s' is not a public entity of module '%s'", remote, mod->name);
                continue;
            }
            use_import(s, r->name, orig, mod->name);
        }
        return;
    }
    for (Symbol *m = ms->first; m; m = m->next_in_scope) {
        if (m->is_private || m->kind == SYM_MODULE || m->name[0] == '/')
            continue;
        bool renamed = false;
        for (Node *r = u->list; r; r = r->next)
            if (r->str && strcmp(r->str, m->name) == 0)
                renamed = true;
        if (!renamed)
            use_import(s, m->name, m, mod->name);
    }
    for (Node *r = u->list; r; r = r->next) {
        Symbol *orig = r->str ? scope_lookup_local(ms, r->str) : NULL;
        if ((!orig || orig->is_private) && r->str && use_cudafor_reduction(s, mod, r, r->str))
            continue;
        if (!orig || orig->is_private) {
            if (r->str && !mod->from_gfortran_mod)
                error_at(r->loc, "'%s' is not a public entity of module '%s'", r->str, mod->name);
            continue;
        }
        use_import(s, r->name, orig, mod->name);
    }
}

/* ------------------------------------------------------ entity attributes */

static bool is_generic_spec(const char *name) {
    return !strncmp(name, "operator(", 9) || !strncmp(name, "assignment(", 11) ||
           !strncmp(name, "read(", 5) || !strncmp(name, "write(", 6);
}

/* The symbol an entity declaration names, created locally when it is new or
 * comes from the host; a use-associated one cannot be redeclared. */
static Symbol *entity_symbol(Scope *s, const char *name, Loc loc) {
    Symbol *sym = scope_lookup_local(s, name);
    if (!sym) {
        sym = symbol_new(name, SYM_UNKNOWN, loc);
        sym->decl = NULL;
        scope_insert(s, sym);
    }
    return sym;
}

/* At most one memory attribute per variable (guide 2.6): the first one
 * given stays. */
static unsigned memory_attrs(Symbol *sym, unsigned add, Loc loc) {
    const unsigned mem = CUDA_DEVICE | CUDA_MANAGED | CUDA_CONSTANT | CUDA_SHARED | CUDA_PINNED;
    unsigned have = sym->cuda & mem, want = add & mem;
    if (!want || (want == have))
        return add;
    if ((have && want != have) || (want & (want - 1))) {
        error_at(loc, "at most one of device/managed/constant/shared/pinned may be given for '%s'", sym->name);
        unsigned keep = have ? have : want & -want;
        return (add & ~mem) | keep;
    }
    return add;
}

static void apply_attrs(Symbol *sym, const Attrs *a, Loc loc) {
    unsigned intent = a->flags & ATTR_INTENT_INOUT;
    if (intent && !sym->is_dummy && sym->kind != SYM_UNKNOWN && sym->kind != SYM_VARIABLE)
        error_at(loc, "INTENT given for '%s', which is not a dummy argument", sym->name);
    sym->attrs |= a->flags;
    sym->cuda |= memory_attrs(sym, a->cuda, loc);
    if (a->dims)
        sym->array_spec = a->dims;
    if (a->codims)
        sym->codims = a->codims;
    if (a->bind_name)
        sym->bind_name = a->bind_name;
    if (a->flags & ATTR_BIND_C)
        sym->is_bind_c = true;
    if (a->flags & ATTR_EXTERNAL) {
        sym->kind = SYM_PROCEDURE;
        if (sym->proc_kind == PK_UNKNOWN)
            sym->proc_kind = sym->is_dummy ? PK_DUMMY : PK_EXTERNAL;
    }
    if (a->flags & ATTR_INTRINSIC) {
        sym->kind = SYM_PROCEDURE;
        sym->proc_kind = PK_INTRINSIC;
        sym->intrinsic = intrinsic_find(sym->name, sema_options()->cuda);
        if (!sym->intrinsic)
            error_at(loc, "'%s' is not an intrinsic procedure", sym->name);
    }
    if (a->flags & ATTR_PARAMETER)
        sym->kind = SYM_PARAMETER;
}

/* Type + dims of a data entity, from its declared (or implicit) base type and
 * its array spec; recomputed whenever either changes. */
static void build_type(Symbol *sym, Scope *s) {
    if (!sym->type)
        return;
    Type *base = type_elem(sym->type);
    if (!sym->array_spec) {
        sym->type = base;
    } else {
        Type *t = type_copy(base);
        bool ap = (sym->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER)) != 0;
        type_set_dims(t, sym->array_spec, s, sym->is_dummy, ap);
        sym->type = t;
    }
    if (sym->codims) {
        if (sym->type == base)
            sym->type = type_copy(base);
        sym->type->corank = list_length(sym->codims);
    }
}

/* A name in a named constant's initializer, outside the arguments of a
 * function (inquiries take variables: size(a), kind(x)) and implied DOs,
 * that is a variable or undeclared (F2008 7.1.12; gfortran rejected the
 * generated code). */
static Node *variable_in_constant(Node *e, Scope *s) {
    if (!e)
        return NULL;
    switch (e->kind) {
    case N_NAME: {
        Symbol *sym = scope_lookup(s, e->name);
        return !sym || sym->kind == SYM_VARIABLE || sym->kind == SYM_UNKNOWN ? e : NULL;
    }
    case N_UNARY: case N_ARG:
        return variable_in_constant(e->lhs, s);
    case N_BINARY: {
        Node *v = variable_in_constant(e->lhs, s);
        return v ? v : variable_in_constant(e->rhs, s);
    }
    case N_ARRAY_CTOR:
        for (Node *x = e->list; x; x = x->next) {
            Node *v = variable_in_constant(x, s);
            if (v)
                return v;
        }
        return NULL;
    default:
        return NULL;
    }
}

/* Evaluate a named constant's value, converting to its declared type
 * (F2008 5.2.3: as intrinsic assignment). */
static void eval_parameter(Symbol *sym, Scope *s, Loc loc) {
    if (!sym->init)
        return;
    if (!sym->type) {
        sym->type = implicit_type(s, sym->name);
        sym->is_implicitly_typed = true;
    }
    ConstValue v, conv;
    if (!sema_const_eval(sym->init, s, &v)) {
        Node *var = variable_in_constant(sym->init, s);
        if (var)
            error_at(var->loc, "'%s' is not a constant: the value of parameter '%s' must be a constant "
                     "expression (F2008 7.1.12)", var->name, sym->name);
        /* Not something we can fold (a structure constructor, an intrinsic we
         * do not evaluate): gfortran judges it; keep the declared type. */
        if (!sym->type)
            sym->type = type_unknown();
        return;
    }
    Type *t = sym->type;
    if (!t)
        t = sym->type = type_elem(v.type);
    /* character(*) and implied-shape (*) take the value's length / shape */
    if (t->kind == TY_CHARACTER && t->len_kind == LEN_ASSUMED) {
        Type *c = type_copy(t);
        c->len_kind = LEN_CONST;
        c->len = v.kind == CV_ARRAY && v.nelems ? v.elems[0].slen : v.slen;
        sym->type = t = c;
    }
    if (t->rank > 0 && t->dims[t->rank - 1].kind == DIM_ASSUMED_SIZE && v.kind == CV_ARRAY) {
        Type *c = type_copy(t);
        ArrayDim *d = &c->dims[c->rank - 1];
        d->kind = DIM_EXPLICIT;
        d->upper_known = true;
        int64_t other = 1, n = v.nelems;
        for (int i = 0; i < c->rank - 1; i++)
            if (c->dims[i].upper_known && c->dims[i].lower_known)
                other *= c->dims[i].upper_val - c->dims[i].lower_val + 1;
        d->upper_val = (d->lower_known ? d->lower_val : 1) + (other ? n / other : 0) - 1;
        sym->type = t = c;
    }
    if (type_is_intrinsic(t) && !const_convert(&v, t, &conv)) {
        error_at(loc, "cannot initialize '%s' of type %s with a value of type %s", sym->name,
                 type_name(t), type_name(v.type));
        return;
    }
    sym->value = xmalloc(sizeof *sym->value);
    *sym->value = type_is_intrinsic(t) ? conv : v;
}

static void type_decl(Node *d, Scope *s) {
    Type *base = type_from_spec(d->ts, s);
    for (Node *e = d->list; e; e = e->next) {
        if (!e->name)
            continue;
        Symbol *sym = entity_symbol(s, e->name, e->loc);
        e->sym = sym;
        if (sym->use_module) {
            error_at(e->loc, "'%s' is use-associated from module '%s' and cannot be redeclared", e->name,
                     sym->use_module);
            continue;
        }
        if (sym->is_declared && sym->kind != SYM_DERIVED_TYPE) {
            error_at(e->loc, "duplicate declaration of '%s'", e->name);
            continue;
        }
        sym->is_declared = true;
        sym->is_implicitly_typed = false;
        if (!sym->decl)
            sym->decl = e;
        sym->loc = e->loc;
        if (sym->kind == SYM_UNKNOWN)
            sym->kind = SYM_VARIABLE;
        apply_attrs(sym, &d->attrs, e->loc);
        if (e->dims)
            sym->array_spec = e->dims;
        if (e->codims)
            sym->codims = e->codims;
        sym->type = e->charlen ? type_with_len(base, e->charlen, s) : base;
        build_type(sym, s);
        if (e->init) {
            sym->init = e->init;
            sym->has_init = true;
            if (e->op == 'p')
                sym->attrs |= ATTR_POINTER; /* `=> null()` only appears on pointers */
        }
        if (sym->kind == SYM_PARAMETER)
            eval_parameter(sym, s, e->loc);
        if (sym->kind == SYM_PROCEDURE && sym->result)
            sym->result->type = sym->type;
    }
}

/* pointer (p, x): p is an address-sized integer, x its pointee */
static void cray_pointer_stmt(Node *d, Scope *s) {
    for (Node *e = d->list; e; e = e->next) {
        Symbol *pointee = entity_symbol(s, e->name, e->loc);
        e->sym = pointee;
        if (pointee->kind == SYM_UNKNOWN)
            pointee->kind = SYM_VARIABLE;
        pointee->is_cray_pointee = true;
        if (e->dims)
            pointee->array_spec = e->dims;
        build_type(pointee, s);
        Symbol *ptr = entity_symbol(s, e->str, e->loc);
        ptr->kind = SYM_VARIABLE;
        ptr->type = type_integer(8);
        ptr->is_declared = true;
        pointee->cray_pointer = ptr;
    }
}

static void attr_stmt(Node *d, Scope *s) {
    if (d->op == 'c') {
        cray_pointer_stmt(d, s);
        return;
    }
    if (d->ival && !d->list) {
        if (d->attrs.flags & ATTR_PRIVATE)
            s->default_private = true;
        else if (d->attrs.flags & ATTR_PUBLIC)
            s->default_private = false;
        return;
    }
    for (Node *e = d->list; e; e = e->next) {
        if (!e->name)
            continue;
        /* `save /blk/` names a common block */
        Symbol *sym = entity_symbol(s, e->name, e->loc);
        e->sym = sym;
        if (sym->use_module && (d->attrs.flags & ~(unsigned)(ATTR_PUBLIC | ATTR_PRIVATE | ATTR_VOLATILE |
                                                             ATTR_ASYNCHRONOUS))) {
            error_at(e->loc, "cannot give attributes to use-associated '%s'", e->name);
            continue;
        }
        apply_attrs(sym, &d->attrs, e->loc);
        if (d->attrs.flags & ATTR_PUBLIC)
            sym->attrs &= ~(unsigned)ATTR_PRIVATE;
        if (d->attrs.flags & ATTR_PRIVATE)
            sym->attrs &= ~(unsigned)ATTR_PUBLIC;
        if (e->dims)
            sym->array_spec = e->dims;
        if (e->codims)
            sym->codims = e->codims;
        if (!is_generic_spec(e->name) && sym->kind == SYM_UNKNOWN &&
            (e->dims || (d->attrs.flags & (ATTR_ALLOCATABLE | ATTR_POINTER | ATTR_TARGET | ATTR_DIMENSION)) ||
             d->attrs.cuda))
            sym->kind = SYM_VARIABLE;
        build_type(sym, s);
    }
}

static void parameter_stmt(Node *d, Scope *s) {
    for (Node *e = d->list; e; e = e->next) {
        Symbol *sym = entity_symbol(s, e->name, e->loc);
        e->sym = sym;
        sym->kind = SYM_PARAMETER;
        sym->attrs |= ATTR_PARAMETER;
        sym->init = e->init;
        if (!sym->type) {
            Type *it = implicit_type(s, e->name);
            if (!it) {
                error_at(e->loc, "named constant '%s' has no type (implicit none)", e->name);
                sym->type = type_unknown();
                continue;
            }
            sym->type = it;
            sym->is_implicitly_typed = true;
        }
        eval_parameter(sym, s, e->loc);
    }
}

/* IMPLICIT NONE excludes every other IMPLICIT statement of its scoping
 * unit, and a letter is typed once (F2008 5.5 C563, C564). */
static void implicit_stmt(Node *d, Scope *s) {
    bool none_type = !d->list && (d->ival == 0 || (d->ival & 1));
    if (s->implicit_none && (none_type || d->list))
        error_at(d->loc, none_type ? "duplicate IMPLICIT NONE statement"
                                   : "IMPLICIT statement after IMPLICIT NONE in the same scoping unit");
    else if (none_type && s->implicit_letters)
        error_at(d->loc, "IMPLICIT NONE after an IMPLICIT statement in the same scoping unit");
    if (!d->list) {
        if (d->ival == 0 || (d->ival & 1)) {
            s->implicit_none = true;
            for (int c = 0; c < 26; c++)
                s->implicit[c] = NULL;
        }
        if (d->ival & 2)
            s->implicit_none_external = true;
        return;
    }
    for (Node *spec = d->list; spec; spec = spec->next) {
        Type *t = type_from_spec(spec->ts, s);
        for (Node *r = spec->list; r; r = r->next) {
            Node *lo = r->kind == N_RANGE ? r->lhs : r, *hi = r->kind == N_RANGE && r->rhs ? r->rhs : lo;
            if (!lo || !lo->name || !hi->name)
                continue;
            int a = lo->name[0] - 'a', b = hi->name[0] - 'a';
            if (a < 0 || b > 25 || a > b) {
                error_at(r->loc, "bad letter range in IMPLICIT statement");
                continue;
            }
            for (int c = a; c <= b; c++) {
                if (s->implicit_letters & 1u << c)
                    error_at(r->loc, "letter '%c' is given an implicit type twice in this scoping unit", 'a' + c);
                s->implicit_letters |= 1u << c;
                s->implicit[c] = t;
            }
        }
    }
}

/* ------------------------------------------------------------ derived types */

static bool dt_has_params(Symbol *dt) {
    return dt->decl && dt->decl->list != NULL;
}

static void component_decl(Node *d, Symbol *dt, Scope *s) {
    types_in_type_definition(dt->type_params.len > 0 || dt_has_params(dt));
    Type *base = type_from_spec(d->ts, s);
    types_in_type_definition(false);
    /* a component's attributes: those of R437 and CUDA's (F2008 C439) */
    unsigned not_component = ATTR_SAVE | ATTR_EXTERNAL | ATTR_INTRINSIC | ATTR_OPTIONAL | ATTR_PROTECTED | ATTR_VALUE |
                             ATTR_VOLATILE | ATTR_ASYNCHRONOUS | ATTR_TARGET | ATTR_INTENT_INOUT | ATTR_PARAMETER |
                             ATTR_BIND_C;
    if (d->attrs.flags & not_component)
        error_at(d->loc, "a component of a derived type cannot have the %s attribute (F2008 C439)",
                 attr_word(d->attrs.flags & not_component));
    for (Node *e = d->list; e; e = e->next) {
        Symbol *c = symbol_new(e->name, SYM_COMPONENT, e->loc);
        c->decl = e;
        e->sym = c;
        c->attrs = d->attrs.flags & ~not_component;
        c->cuda = d->attrs.cuda;
        c->array_spec = e->dims ? e->dims : d->attrs.dims;
        c->codims = e->codims ? e->codims : d->attrs.codims;
        c->type = e->charlen ? type_with_len(base, e->charlen, s) : base;
        c->init = e->init;
        c->has_init = e->init != NULL;
        build_type(c, s);
        if (!scope_insert(dt->components, c))
            error_at(e->loc, "duplicate component '%s' in type '%s'", e->name, dt->name);
        if (c->attrs & (ATTR_KIND | ATTR_LEN))
            symlist_push(&dt->type_params, c);
    }
}

static void proc_component_decl(Node *d, Symbol *dt, Scope *s) {
    Symbol *iface = d->str ? scope_lookup(s, d->str) : NULL;
    for (Node *e = d->list; e; e = e->next) {
        Symbol *c = symbol_new(e->name, SYM_COMPONENT, e->loc);
        c->decl = e;
        e->sym = c;
        c->attrs = d->attrs.flags;
        c->pass_name = d->attrs.pass_name;
        c->iface = iface;
        c->type = type_new(TY_PROCEDURE, 0);
        c->type->iface = iface;
        c->init = e->init;
        if (!scope_insert(dt->components, c))
            error_at(e->loc, "duplicate component '%s' in type '%s'", e->name, dt->name);
    }
}

static void derived_type(Node *d, Scope *s) {
    Symbol *dt = scope_lookup_local(s, d->name);
    if (dt && dt->kind == SYM_GENERIC) {
        /* interface t ... end interface given first: the type hides behind it */
        Symbol *g = dt;
        dt = g->iface ? g->iface : symbol_new(d->name, SYM_DERIVED_TYPE, d->loc);
        g->iface = dt;
        dt->scope = s;
    } else if (dt && dt->kind == SYM_DERIVED_TYPE && dt->components) {
        error_at(d->loc, "duplicate definition of type '%s'", d->name);
        return;
    } else if (dt && dt->kind != SYM_UNKNOWN && dt->kind != SYM_DERIVED_TYPE) {
        error_at(d->loc, "'%s' is already declared and cannot name a type", d->name);
        return;
    } else if (!dt) {
        dt = symbol_new(d->name, SYM_DERIVED_TYPE, d->loc);
        scope_insert(s, dt);
    }
    dt->kind = SYM_DERIVED_TYPE;
    dt->decl = d;
    dt->loc = d->loc;
    dt->type = type_none();
    d->sym = dt;
    dt->attrs |= d->attrs.flags;
    dt->is_abstract = (d->attrs.flags & ATTR_ABSTRACT) != 0;
    dt->is_bind_c = (d->attrs.flags & ATTR_BIND_C) != 0 || d->bind_c;
    dt->components = scope_new(SCOPE_DERIVED_TYPE, s, d);
    dt->components->owner = dt;
    d->scope = dt->components;
    if (d->str) {
        Symbol *p = scope_lookup(s, d->str);
        if (p && p->kind == SYM_GENERIC && p->iface)
            p = p->iface;
        if (!p || sym_origin(p)->kind != SYM_DERIVED_TYPE)
            error_at(d->loc, "parent type '%s' of '%s' is not a derived type", d->str, d->name);
        else
            dt->parent_type = sym_origin(p);
    }
    for (Node *c = d->body; c; c = c->next) {
        switch (c->kind) {
        case N_TYPE_DECL: component_decl(c, dt, s); break;
        case N_PROCEDURE_DECL: proc_component_decl(c, dt, s); break;
        case N_SEQUENCE: dt->is_sequence = true; break;
        default: break;
        }
    }
    for (Node *b = d->contains; b; b = b->next) {
        if (b->kind == N_TYPE_BOUND) {
            Symbol *bs = symbol_new(b->name, SYM_BINDING, b->loc);
            bs->decl = b;
            b->sym = bs;
            bs->attrs = b->attrs.flags;
            bs->pass_name = b->attrs.pass_name;
            bs->scope = dt->components;
            bs->is_abstract = (b->attrs.flags & ATTR_DEFERRED) != 0;
            if (bs->is_abstract) {
                bs->iface = b->str ? scope_lookup(s, b->str) : NULL;
                bs->binding_target = bs->iface;
            } else {
                bs->binding_target_name = b->str ? b->str : b->name;
                bs->binding_target = scope_lookup(s, bs->binding_target_name);
                if (!bs->binding_target) {
                    /* an external procedure with that name (F2008 C467 needs an interface) */
                    bs->binding_target = symbol_new(bs->binding_target_name, SYM_PROCEDURE, b->loc);
                    bs->binding_target->proc_kind = PK_EXTERNAL;
                }
            }
            symlist_push(&dt->bindings, bs);
        } else if (b->kind == N_GENERIC_BINDING) {
            Symbol *g = NULL;
            for (int i = 0; i < dt->bindings.len; i++)
                if (dt->bindings.items[i]->kind == SYM_GENERIC && !strcmp(dt->bindings.items[i]->name, b->name))
                    g = dt->bindings.items[i];
            if (!g) {
                g = symbol_new(b->name, SYM_GENERIC, b->loc);
                g->scope = dt->components;
                g->attrs = b->attrs.flags;
                symlist_push(&dt->bindings, g);
            }
            b->sym = g;
            for (Node *n = b->list; n; n = n->next) {
                Symbol *sp = NULL;
                for (int i = 0; i < dt->bindings.len; i++)
                    if (dt->bindings.items[i]->kind == SYM_BINDING && !strcmp(dt->bindings.items[i]->name, n->name))
                        sp = dt->bindings.items[i];
                for (Symbol *p = dt->parent_type; !sp && p; p = p->parent_type)
                    for (int i = 0; i < p->bindings.len; i++)
                        if (p->bindings.items[i]->kind == SYM_BINDING && !strcmp(p->bindings.items[i]->name, n->name))
                            sp = p->bindings.items[i];
                if (!sp)
                    error_at(n->loc, "'%s' is not a procedure binding of type '%s'", n->name, dt->name);
                else
                    symlist_push(&g->specifics, sp);
            }
        } else if (b->kind == N_FINAL) {
            for (Node *n = b->list; n; n = n->next) {
                Symbol *f = scope_lookup(s, n->name);
                if (f)
                    symlist_push(&dt->finals, f);
            }
        }
    }
}

/* ------------------------------------------------------------ interfaces */

static Symbol *generic_symbol(Scope *s, const char *name, Loc loc) {
    Symbol *g = scope_lookup_local(s, name);
    if (g && g->kind == SYM_GENERIC) {
        if (g->use_orig) { /* extending a use-associated generic: a local copy */
            Symbol *c = xmalloc(sizeof *c);
            *c = *g;
            c->use_orig = NULL;
            c->use_module = NULL;
            c->specifics = symlist_copy(&g->specifics);
            scope_replace(s, c);
            g = c;
        }
        return g;
    }
    Symbol *ng = symbol_new(name, SYM_GENERIC, loc);
    ng->type = type_none();
    if (g && sym_origin(g)->kind == SYM_DERIVED_TYPE) {
        ng->iface = sym_origin(g);
        scope_replace(s, ng);
    } else if (g) {
        /* `public :: g` (or a procedure of that name) seen before the interface */
        ng->attrs = g->attrs;
        if (g->kind == SYM_PROCEDURE || g->proc_kind != PK_UNKNOWN)
            symlist_push(&ng->specifics, g);
        scope_replace(s, ng);
    } else
        scope_insert(s, ng);
    return ng;
}

static void declare_unit(Node *u, Scope *parent, Symbol *sym, ScopeKind kind);

static void interface_block(Node *in, Scope *s) {
    Symbol *g = in->name ? generic_symbol(s, in->name, in->loc) : NULL;
    in->sym = g;
    for (Node *b = in->body; b; b = b->next) {
        if (b->kind == N_SUBROUTINE || b->kind == N_FUNCTION) {
            Symbol *p = scope_lookup_local(s, b->name);
            if (p && (p->kind == SYM_GENERIC || p->kind == SYM_DERIVED_TYPE))
                p = NULL; /* a specific named like its generic lives only in the interface */
            if (!p) {
                p = symbol_new(b->name, SYM_PROCEDURE, b->loc);
                if (!g || strcmp(b->name, g->name) != 0)
                    scope_insert(s, p);
            } else if (p->has_explicit_iface && !p->is_dummy) {
                error_at(b->loc, "duplicate interface for '%s'", b->name);
            }
            p->kind = SYM_PROCEDURE;
            p->proc_kind = in->ival ? PK_INTERFACE : p->is_dummy ? PK_DUMMY : PK_EXTERNAL;
            declare_unit(b, s, p, SCOPE_INTERFACE);
            if (g)
                symlist_push(&g->specifics, p);
        } else if (b->kind == N_MODULE_PROC_STMT && g) {
            for (Node *n = b->list; n; n = n->next) {
                Symbol *p = scope_lookup(s, n->name);
                if (!p || p == g) {
                    p = symbol_new(n->name, SYM_PROCEDURE, n->loc);
                    p->proc_kind = b->ival ? PK_MODULE : PK_EXTERNAL;
                    if (!scope_lookup_local(s, n->name))
                        scope_insert(s, p);
                }
                if (p->kind == SYM_UNKNOWN)
                    p->kind = SYM_PROCEDURE;
                symlist_push(&g->specifics, p);
            }
        }
    }
}

/* procedure(iface): the characteristics come from the interface, which
 * may be declared later in the specification part. */
static void copy_interface(Symbol *sym, Symbol *iface) {
    Symbol *o = sym_origin(iface);
    if (o->kind != SYM_PROCEDURE)
        return;
    sym->is_function = o->is_function || (sym->type && sym->type->kind != TY_NONE && !o->is_subroutine);
    sym->is_subroutine = o->is_subroutine;
    sym->dummies = o->dummies;
    sym->result = o->result;
    if (o->type)
        sym->type = o->type;
    sym->has_explicit_iface = o->has_explicit_iface;
    sym->proc_attrs = o->proc_attrs;
}

static void procedure_decl(Node *d, Scope *s) {
    Symbol *iface = NULL;
    if (d->str) {
        iface = scope_lookup(s, d->str);
        if (!iface && !intrinsic_find(d->str, false))
            iface = entity_symbol(s, d->str, d->loc); /* an interface body further down */
    }
    Type *rt = d->ts ? type_from_spec(d->ts, s) : NULL;
    for (Node *e = d->list; e; e = e->next) {
        Symbol *sym = entity_symbol(s, e->name, e->loc);
        e->sym = sym;
        sym->kind = SYM_PROCEDURE;
        sym->proc_kind = sym->is_dummy ? PK_DUMMY : PK_EXTERNAL;
        sym->attrs |= d->attrs.flags | ATTR_EXTERNAL;
        sym->init = e->init;
        sym->iface = iface;
        if (iface)
            copy_interface(sym, iface);
        if (rt) {
            sym->type = rt;
            sym->is_function = true;
        }
    }
}

static void common_stmt(Node *d, Scope *s) {
    for (Node *b = d->list; b; b = b->next) {
        const char *key = format("/%s/", b->name ? b->name : "");
        key = intern(key, strlen(key));
        Symbol *blk = scope_lookup_local(s, key);
        if (!blk) {
            blk = symbol_new(key, SYM_COMMON, b->loc);
            scope_insert(s, blk);
        }
        b->sym = blk;
        for (Node *e = b->list; e; e = e->next) {
            Symbol *sym = entity_symbol(s, e->name, e->loc);
            e->sym = sym;
            if (sym->common)
                error_at(e->loc, "'%s' is already in a common block", e->name);
            sym->common = blk;
            sym->common_entity = e;
            if (sym->kind == SYM_UNKNOWN)
                sym->kind = SYM_VARIABLE;
            if (e->dims)
                sym->array_spec = e->dims;
            build_type(sym, s);
            symlist_push(&blk->members, sym);
        }
    }
}

static void namelist_stmt(Node *d, Scope *s) {
    for (Node *g = d->list; g; g = g->next) {
        Symbol *nl = scope_lookup_local(s, g->name);
        if (!nl) {
            nl = symbol_new(g->name, SYM_NAMELIST, g->loc);
            scope_insert(s, nl);
        }
        g->sym = nl;
        for (Node *n = g->list; n; n = n->next) {
            Symbol *m = scope_lookup(s, n->name);
            if (!m)
                m = entity_symbol(s, n->name, n->loc);
            if (m->kind == SYM_UNKNOWN)
                m->kind = SYM_VARIABLE;
            n->sym = m;
            symlist_push(&nl->members, m);
        }
    }
}

static void enum_def(Node *d, Scope *s) {
    int64_t next = 0;
    for (Node *st = d->body; st; st = st->next)
        for (Node *e = st->list; e; e = e->next) {
            Symbol *sym = entity_symbol(s, e->name, e->loc);
            e->sym = sym;
            sym->kind = SYM_PARAMETER;
            sym->attrs |= ATTR_PARAMETER;
            sym->type = type_integer(kind_default_int);
            sym->is_declared = true;
            if (e->init && !sema_const_int(e->init, s, &next))
                error_at(e->loc, "enumerator value must be an integer constant");
            /* an enumerator is integer(c_int) (F2018 7.6.1): its value, given
             * or one past the previous, must fit */
            if (next < INT32_MIN || next > INT32_MAX) {
                error_at(e->loc, "enumerator value %lld is out of range of integer(c_int)", (long long)next);
                next = 0;
            }
            sym->value = xmalloc(sizeof *sym->value);
            sym->value->kind = CV_INTEGER;
            sym->value->i = next++;
            sym->value->type = sym->type;
        }
}

/* Names in EQUIVALENCE / DATA designators are variables of this scope
 * (`data`: initialized by a DATA statement). */
/* The name a designator of an EQUIVALENCE or DATA statement starts with. */
static Node *equivalence_name(Node *e) {
    while (e && (e->kind == N_APPLY || e->kind == N_COMPONENT || e->kind == N_ARG))
        e = e->lhs;
    return e && e->kind == N_NAME ? e : NULL;
}

static Symbol *mark_variable(Node *e, Scope *s, bool data) {
    e = equivalence_name(e);
    if (!e)
        return NULL;
    Symbol *sym = scope_lookup(s, e->name);
    if (!sym)
        sym = entity_symbol(s, e->name, e->loc);
    if (sym->kind == SYM_UNKNOWN)
        sym->kind = SYM_VARIABLE;
    sym->has_init |= data;
    return sym;
}

/* `f(x, y) = expr` in a specification part is a statement function when f
 * is not an array (F2008 12.6.4). */
static bool statement_function(Node *st, Scope *s) {
    Node *l = st->lhs;
    if (!l || l->kind != N_APPLY || !l->lhs || l->lhs->kind != N_NAME)
        return false;
    for (Node *a = l->args; a; a = a->next) {
        Node *v = a->kind == N_ARG && !a->name ? a->lhs : a;
        if (!v || v->kind != N_NAME)
            return false;
    }
    Symbol *f = scope_lookup(s, l->lhs->name);
    if (f && (f->array_spec || (f->type && f->type->rank) || f->kind == SYM_PARAMETER ||
              (f->scope != s && f->kind != SYM_UNKNOWN) || f->kind == SYM_DERIVED_TYPE ||
              (f->type && f->type->kind == TY_DERIVED) || f->is_dummy))
        return false;
    if (!f)
        f = entity_symbol(s, l->lhs->name, l->loc);
    st->kind = N_STMT_FUNCTION;
    st->name = l->lhs->name;
    Node *dummies = NULL;
    for (Node *a = l->args; a; a = a->next) {
        Node *v = a->kind == N_ARG ? a->lhs : a;
        Node *n = new_node(N_NAME, v->loc);
        n->name = v->name;
        list_append(&dummies, n);
    }
    st->list = dummies;
    st->sym = f;
    f->kind = SYM_PROCEDURE;
    f->proc_kind = PK_STMT_FUNCTION;
    f->is_function = true;
    f->has_explicit_iface = true;
    f->stmt_func_expr = st->rhs;
    f->decl = st;
    if (!f->type) {
        f->type = implicit_type(s, f->name);
        f->is_implicitly_typed = true;
        if (!f->type) {
            error_at(st->loc, "statement function '%s' has no type (implicit none)", f->name);
            f->type = type_unknown();
        }
    }
    /* The dummies are statement entities typed like the names of the
     * scope (F2008 16.4). */
    f->body = scope_new(SCOPE_BLOCK, s, st);
    f->body->owner = f;
    for (Node *n = dummies; n; n = n->next) {
        Symbol *d = symbol_new(n->name, SYM_VARIABLE, n->loc);
        Symbol *outer = scope_lookup(s, n->name);
        d->type = outer && outer->type ? type_elem(outer->type) : implicit_type(s, n->name);
        d->is_dummy = true;
        if (!d->type) {
            error_at(n->loc, "statement function dummy '%s' has no type (implicit none)", n->name);
            d->type = type_unknown();
        }
        if (!scope_insert(f->body, d))
            error_at(n->loc, "duplicate dummy argument '%s'", n->name);
        n->sym = d;
        symlist_push(&f->dummies, d);
    }
    return true;
}

/* `!pgi$ ignore_tkr` (parse_unit.c): the listed dummies accept actuals of
 * any type, kind or rank (which checks: the name's ival). */
static void ignore_tkr_directive(Node *st, Scope *s) {
    for (Node *n = st->list; n; n = n->next) {
        Symbol *d = scope_declare(s, n->name, n->loc);
        d->ignore_tkr |= (unsigned)n->ival;
        n->sym = d;
    }
}

/* Where a statement may stand in a scoping unit (F2008 2.3.2, table 2.1):
 * its group and the last group it may follow; the groups are USE, IMPORT,
 * IMPLICIT, declarations, executable statements. */
typedef struct StmtPlace {
    int group, latest;
    const char *what;
} StmtPlace;

static StmtPlace statement_place(const Node *st) {
    if (is_executable_stmt(st))
        return (StmtPlace){4, 4, "an executable statement"};
    switch (st->kind) {
    case N_USE: return (StmtPlace){0, 0, "a USE statement"};
    case N_IMPORT: return (StmtPlace){1, 1, "an IMPORT statement"};
    case N_IMPLICIT: return (StmtPlace){2, 2, "an IMPLICIT statement"};
    case N_PARAMETER: return (StmtPlace){2, 3, "a PARAMETER statement"};
    case N_FORMAT: case N_ENTRY: return (StmtPlace){2, 4, "a FORMAT or ENTRY statement"};
    case N_DATA: return (StmtPlace){3, 4, "a DATA statement"};
    case N_TYPE_DECL: case N_ATTR_STMT: case N_DERIVED_TYPE: case N_INTERFACE: case N_PROCEDURE_DECL:
    case N_COMMON: case N_NAMELIST: case N_ENUM: case N_EQUIVALENCE: case N_STMT_FUNCTION:
        return (StmtPlace){3, 3, "a declaration"};
    default: return (StmtPlace){0, 4, NULL}; /* directives: anywhere */
    }
}

static bool statements_in_order(Node *body, StmtPlace last);

/* The blocks of executable construct st (IF and its ELSE IF / ELSE, the
 * cases of a SELECT, DO, WHERE ...) follow its first statement, an
 * executable one; a BLOCK construct has a specification part of its own
 * (decl_block). */
static bool construct_blocks_in_order(Node *st, StmtPlace exec) {
    if (st->kind == N_BLOCK)
        return true;
    if (!statements_in_order(st->body, exec))
        return false;
    if (st->orelse && !construct_blocks_in_order(st->orelse, exec))
        return false;
    if (st->kind == N_SELECT_CASE || st->kind == N_SELECT_TYPE || st->kind == N_SELECT_RANK)
        for (Node *c = st->list; c; c = c->next)
            if (!statements_in_order(c->body, exec))
                return false;
    return true;
}

static bool statements_in_order(Node *body, StmtPlace last) {
    for (Node *st = body; st; st = st->next) {
        StmtPlace here = statement_place(st);
        if (last.group > here.latest) {
            error_at(st->loc, "%s cannot follow %s (F2008 2.3.2)", here.what, last.what);
            return false;
        }
        if (here.group > last.group)
            last = here;
        if (here.group == 4 && !construct_blocks_in_order(st, here))
            return false;
    }
    return true;
}

/* A module, submodule or block data has a specification part only, and no
 * statement functions, ENTRY or FORMAT (F2008 C1107, C1115, C1118). */
static void check_specification_only(Node *u) {
    const char *unit = u->kind == N_BLOCK_DATA ? "a BLOCK DATA" : u->kind == N_MODULE ? "a module" : "a submodule";
    for (Node *st = u->body; st; st = st->next) {
        const char *what = st->kind == N_STMT_FUNCTION ? "a statement function"
                         : is_executable_stmt(st) ? "an executable statement"
                         : st->kind == N_ENTRY || st->kind == N_FORMAT ? "an ENTRY or FORMAT statement" : NULL;
        if (what) {
            error_at(st->loc, "%s cannot appear in %s (F2008 11.2.1)", what, unit);
            return;
        }
    }
}

/* Statements out of that order are errors (sema reads the specification
 * part up to the first executable statement only), in the blocks of
 * constructs too. */
static void check_statement_order(Node *body) { statements_in_order(body, (StmtPlace){0, 4, NULL}); }

static void spec_stmt(Node *st, Scope *s) {
    switch (st->kind) {
    case N_COMPILER_DIRECTIVE: ignore_tkr_directive(st, s); break;
    case N_USE: use_stmt(st, s); break;
    case N_IMPLICIT: implicit_stmt(st, s); break;
    case N_TYPE_DECL: type_decl(st, s); break;
    case N_ATTR_STMT: attr_stmt(st, s); break;
    case N_PARAMETER: parameter_stmt(st, s); break;
    case N_DERIVED_TYPE: derived_type(st, s); break;
    case N_INTERFACE: interface_block(st, s); break;
    case N_PROCEDURE_DECL: procedure_decl(st, s); break;
    case N_COMMON: common_stmt(st, s); break;
    case N_NAMELIST: namelist_stmt(st, s); break;
    case N_ENUM: enum_def(st, s); break;
    case N_IMPORT:
        if (!st->list)
            s->import_all = true;
        for (Node *n = st->list; n; n = n->next) {
            Symbol *h = s->parent ? scope_lookup(s->parent, n->name) : NULL;
            if (!h)
                error_at(n->loc, "IMPORT of '%s', which is not declared in the host", n->name);
            else {
                n->sym = h;
                symlist_push(&s->imports, h);
            }
        }
        break;
    case N_EQUIVALENCE:
        for (Node *set = st->list; set; set = set->next)
            for (Node *o = set->list; o; o = o->next) {
                Symbol *v = mark_variable(o, s, false);
                if (v && v->scope == s && !v->equivalenced)
                    v->equivalenced = equivalence_name(o);
            }
        break;
    case N_DATA:
        for (Node *set = st->list; set; set = set->next)
            for (Node *o = set->list; o; o = o->next) {
                if (o->kind == N_IMPLIED_DO)
                    for (Node *x = o->list; x; x = x->next)
                        mark_variable(x, s, true);
                else
                    mark_variable(o, s, true);
            }
        break;
    case N_ENTRY: {
        Scope *host = s->parent ? s->parent : s;
        Symbol *e = scope_lookup_local(host, st->name);
        if (!e) {
            e = symbol_new(st->name, SYM_PROCEDURE, st->loc);
            scope_insert(host, e);
        }
        st->sym = e;
        e->kind = SYM_PROCEDURE;
        e->proc_kind = s->owner ? s->owner->proc_kind : PK_EXTERNAL;
        e->is_function = s->kind == SCOPE_FUNCTION;
        e->is_subroutine = !e->is_function;
        for (Node *d = st->list; d; d = d->next)
            if (d->kind == N_NAME) {
                Symbol *ds = entity_symbol(s, d->name, d->loc);
                ds->is_dummy = true;
                d->sym = ds;
                symlist_push(&e->dummies, ds);
            }
        break;
    }
    default: break;
    }
}

/* ------------------------------------------------------------ finishing */

void decl_ensure_typed(Symbol *sym, Scope *s, Loc loc) {
    if (sym->type)
        return;
    Type *t = implicit_type(sym->scope ? sym->scope : s, sym->name);
    if (!t) {
        if (!sema_module_missing())
            error_at(loc, "'%s' has no type: it is not declared and IMPLICIT NONE is in effect", sym->name);
        sym->type = type_unknown();
        return;
    }
    sym->type = t;
    sym->is_implicitly_typed = true;
    build_type(sym, sym->scope ? sym->scope : s);
}

/* Automatic arrays (bounds not constant) belong to subprograms, BLOCKs and
 * interface bodies, not to main programs and modules (F2008 C531). */
static bool automatic_allowed(const Scope *s) {
    return s->kind == SCOPE_SUBROUTINE || s->kind == SCOPE_FUNCTION || s->kind == SCOPE_BLOCK ||
           s->kind == SCOPE_INTERFACE;
}

static bool explicit_shape(const Type *t) {
    for (int i = 0; i < t->rank; i++)
        if (t->dims[i].kind != DIM_EXPLICIT)
            return false;
    return true;
}

/* Every bound of t is a known constant. */
static bool const_bounds(const Type *t) {
    for (int i = 0; i < t->rank; i++)
        if (!t->dims[i].lower_known || !t->dims[i].upper_known)
            return false;
    return true;
}

/* The attribute rules of F2008 5.3 for variables and named constants (gfortran gets host
 * declarations as written): attributes that exclude each other, those of
 * dummy arguments only, CONTIGUOUS, and the deferred shape that ALLOCATABLE
 * and POINTER arrays need and only they and dummies may have.  VALUE on a
 * local of device code is PGI's leniency (guide 2.2's ksaxpy, A-VAL-03). */
static void check_attributes(Symbol *sym, Scope *s) {
    static const struct { unsigned attr, excludes; } conflicts[] = {
        {ATTR_ALLOCATABLE, ATTR_POINTER},                                          /* 5.3.3 */
        {ATTR_POINTER, ATTR_TARGET},                                               /* 5.3.17 */
        {ATTR_VALUE, ATTR_ALLOCATABLE | ATTR_POINTER | ATTR_VOLATILE | ATTR_INTENT_OUT}, /* 5.3.18 */
        {ATTR_PARAMETER, ~(ATTR_PARAMETER | ATTR_DIMENSION | ATTR_PUBLIC | ATTR_PRIVATE)}, /* 5.3.13 */
    };
    unsigned a = sym->attrs;
    for (size_t i = 0; i < sizeof conflicts / sizeof conflicts[0]; i++)
        if ((a & conflicts[i].attr) && (a & conflicts[i].excludes)) {
            error_at(sym->loc, "'%s' cannot have both the %s and %s attributes (F2008 5.3)", sym->name,
                     attr_word(conflicts[i].attr), attr_word(a & conflicts[i].excludes));
            return;
        }
    unsigned dummy_only = ATTR_INTENT_INOUT | ATTR_OPTIONAL | ((s->proc_attrs & PROC_HOST) ? ATTR_VALUE : 0);
    if (!sym->is_dummy && (a & dummy_only)) {
        error_at(sym->loc, "'%s' has the %s attribute but is not a dummy argument (F2008 5.3)", sym->name,
                 attr_word(a & dummy_only));
        return;
    }
    /* a Cray pointee is storage at its pointer's address (gfortran's rule) */
    unsigned not_pointee = ATTR_ALLOCATABLE | ATTR_POINTER | ATTR_TARGET | ATTR_SAVE | ATTR_PARAMETER | ATTR_VALUE |
                           ATTR_INTENT_INOUT | ATTR_OPTIONAL;
    if (sym->is_cray_pointee && (sym->is_dummy || (a & not_pointee))) {
        error_at(sym->loc, "Cray pointee '%s' cannot %s", sym->name,
                 sym->is_dummy ? "be a dummy argument" : format("have the %s attribute", attr_word(a & not_pointee)));
        return;
    }
    if (sym->is_dummy && (a & (ATTR_SAVE | ATTR_PARAMETER))) {
        error_at(sym->loc, "dummy argument '%s' cannot have the %s attribute (F2008 5.3)", sym->name,
                 attr_word(a & (ATTR_SAVE | ATTR_PARAMETER)));
        return;
    }
    Type *t = sym->type;
    bool deferred = t && t->rank > 0 && t->dims[0].kind == DIM_DEFERRED;
    bool assumed_shape = t && t->rank > 0 && t->dims[0].kind == DIM_ASSUMED_SHAPE;
    bool alloc_or_ptr = a & (ATTR_ALLOCATABLE | ATTR_POINTER);
    if ((a & ATTR_CONTIGUOUS) && !(t && t->rank < 0) && !assumed_shape && !(deferred && (a & ATTR_POINTER)))
        error_at(sym->loc, "'%s' has the CONTIGUOUS attribute but is not an array pointer or an assumed-shape "
                           "array (F2008 5.3.7)", sym->name);
    else if (t && t->rank > 0 && alloc_or_ptr && !deferred)
        error_at(sym->loc, "allocatable or pointer array '%s' must have a deferred shape (:) (F2008 5.3.8.3)",
                 sym->name);
    else if (deferred && !alloc_or_ptr && !sym->is_dummy)
        error_at(sym->loc, "array '%s' has a deferred shape (:) but is neither allocatable nor a pointer "
                           "(F2008 5.3.8.3)", sym->name);
    /* (*) but a dummy's, an implied-shape constant's, a Cray pointee's or
     * dynamic shared memory's (guide 3.2.3) */
    else if (t && t->rank > 0 && t->dims[t->rank - 1].kind == DIM_ASSUMED_SIZE && !sym->is_dummy &&
             !(a & ATTR_PARAMETER) && !sym->is_cray_pointee && !(sym->cuda & CUDA_SHARED))
        error_at(sym->loc, "assumed-size array '%s' must be a dummy argument (F2008 C533)", sym->name);
    else if (t && t->kind == TY_CHARACTER && t->len_kind == LEN_ASSUMED && !sym->is_dummy && !sym->is_result &&
             !(a & ATTR_PARAMETER) && !sym->is_cray_pointee)
        error_at(sym->loc, "'%s' has an assumed character length (len=*) but is neither a dummy argument nor a "
                           "named constant (F2008 4.4.3.2)", sym->name);
    else if (t && t->rank > 0 && !sym->is_dummy && !alloc_or_ptr && explicit_shape(t)) {
        int64_t count, bytes;
        if (type_const_size(t, &count)) {
            /* the byte count of its allocation (device data: fuzz m2106) */
            if (type_elem_bytes(t, &bytes) && !type_const_bytes(t, &bytes))
                error_at(sym->loc, "array '%s' takes more bytes than a 64-bit integer can count", sym->name);
        } else if (const_bounds(t))
            error_at(sym->loc, "array '%s' has more elements than a 64-bit integer can count", sym->name);
        else if (!automatic_allowed(s))
            error_at(sym->loc, "array '%s' has bounds that are not constant: only a subprogram or a BLOCK may "
                               "declare it (F2008 5.3.8.2)", sym->name);
    }
}

/* gfortran places host variables of constant size in static storage (module
 * and main program data, SAVE, common blocks, and locals past its stack
 * limit), and the x86-64 small code model addresses 2 GiB of it: a scoping
 * unit with more linked with "relocation truncated to fit" (fuzz m5273,
 * m10111).  *fixed: the bytes of those declared before sym in its unit. */
static void check_fixed_size(Symbol *sym, Scope *s, int64_t *fixed) {
    const int64_t limit = (int64_t)1 << 31;
    int64_t count, bytes, total;
    if (sym->is_dummy || sym->cuda || s->device || sym->is_cray_pointee ||
        (sym->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER | ATTR_PARAMETER)) || !sym->type || *fixed >= limit)
        return;
    if (!type_elem_bytes(sym->type, &bytes) || !type_const_size(sym->type, &count))
        return;
    if (__builtin_mul_overflow(count, bytes, &total))
        return; /* check_attributes reports it */
    if (__builtin_add_overflow(*fixed, total, fixed))
        *fixed = limit;
    if (*fixed >= limit)
        error_at(sym->loc, "'%s' takes the host data of fixed size in this unit past 2 GiB, more than the linker "
                 "can address: make the large arrays allocatable", sym->name);
}

/* After the specification part: implicit types, array shapes with the final
 * attributes, module visibility. */
static void finish_scope(Scope *s) {
    int64_t fixed = 0;
    for (Symbol *sym = s->first; sym; sym = sym->next_in_scope) {
        if (s->kind == SCOPE_MODULE || s->kind == SCOPE_SUBMODULE)
            sym->is_private = (sym->attrs & ATTR_PRIVATE) || (s->default_private && !(sym->attrs & ATTR_PUBLIC));
        if (sym->use_module || sym->name[0] == '/')
            continue;
        if (sym->kind == SYM_PROCEDURE && sym->iface)
            copy_interface(sym, sym->iface);
        /* a type named before its definition that never came (find_derived) */
        if (sym->kind == SYM_DERIVED_TYPE && !sym->decl && !sym->components && !sema_module_missing())
            error_at(sym->loc, "derived type '%s' is not defined", sym->name);
        if (sym->kind == SYM_UNKNOWN && !is_generic_spec(sym->name)) {
            if (sym->array_spec || sym->is_dummy || sym->is_result || sym->common || sym->cuda ||
                (sym->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER | ATTR_TARGET | ATTR_SAVE | ATTR_VALUE |
                               ATTR_INTENT_INOUT | ATTR_OPTIONAL | ATTR_DIMENSION | ATTR_VOLATILE)))
                sym->kind = SYM_VARIABLE;
        }
        if (sym->kind == SYM_VARIABLE || (sym->kind == SYM_PROCEDURE && sym->is_function &&
                                          sym->proc_kind != PK_INTRINSIC && !sym->type)) {
            if (!sym->type) {
                Type *t = implicit_type(s, sym->name);
                if (t) {
                    sym->type = t;
                    sym->is_implicitly_typed = true;
                } else if (sym->kind == SYM_VARIABLE && !sym->is_result) {
                    if (!sema_module_missing())
                        error_at(sym->loc, "'%s' has no type: it is not declared and IMPLICIT NONE is in effect",
                             sym->name);
                    sym->type = type_unknown();
                }
            }
            build_type(sym, s);
        }
        if ((sym->kind == SYM_VARIABLE || sym->kind == SYM_PARAMETER) && s->kind != SCOPE_DERIVED_TYPE)
            check_attributes(sym, s);
        if (sym->kind == SYM_VARIABLE && s->kind != SCOPE_DERIVED_TYPE)
            check_fixed_size(sym, s, &fixed);
        if (sym->kind == SYM_VARIABLE && (s->kind == SCOPE_MODULE || s->kind == SCOPE_SUBMODULE))
            sym->is_module_var = true;
    }
}

static ScopeKind unit_scope_kind(const Node *u) {
    switch (u->kind) {
    case N_MODULE: return SCOPE_MODULE;
    case N_SUBMODULE: return SCOPE_SUBMODULE;
    case N_FUNCTION: return SCOPE_FUNCTION;
    case N_SUBROUTINE: case N_SEPARATE_PROC: return SCOPE_SUBROUTINE;
    default: return SCOPE_PROGRAM;
    }
}

/* Symbols of the procedures a unit contains, before its specification part
 * is read, so that every part of the unit can call them. */
static void predeclare_contained(Node *u, Scope *s) {
    bool in_module = s->kind == SCOPE_MODULE || s->kind == SCOPE_SUBMODULE;
    for (Node *c = u->contains; c; c = c->next) {
        if (!is_proc_unit(c) || !c->name)
            continue;
        Symbol *p = scope_lookup_local(s, c->name);
        if (!p) {
            p = symbol_new(c->name, SYM_PROCEDURE, c->loc);
            scope_insert(s, p);
        } else if (p->kind == SYM_PROCEDURE && p->decl && p->decl != c && p->proc_kind != PK_EXTERNAL) {
            error_at(c->loc, "duplicate definition of procedure '%s'", c->name);
            continue;
        } else if (p->kind == SYM_GENERIC) {
            /* generic interface with the same name as a specific: keep the
             * generic in the table, the specific is reached through it */
            Symbol *sp = symbol_new(c->name, SYM_PROCEDURE, c->loc);
            symlist_push(&p->specifics, sp);
            c->sym = sp;
            p = sp;
        }
        p->kind = SYM_PROCEDURE;
        p->proc_kind = in_module ? PK_MODULE : PK_INTERNAL;
        p->is_function = c->kind == N_FUNCTION;
        p->is_subroutine = c->kind == N_SUBROUTINE;
        p->has_explicit_iface = true;
        p->decl = c;
        p->scope = s;
        c->sym = p;
    }
}

/* `module procedure name` in a submodule: dummies and result come from the
 * interface declared in an ancestor (F2008 12.6.2.5). */
static void separate_procedure(Node *u, Scope *s, Symbol *sym) {
    Symbol *ifc = NULL;
    for (Scope *p = s->parent; p && !ifc; p = p->parent) {
        Symbol *c = scope_lookup_local(p, u->name);
        if (c && c != sym && c->has_explicit_iface && c->body)
            ifc = sym_origin(c);
    }
    if (!ifc) {
        error_at(u->loc, "no interface declared for separate module procedure '%s'", u->name);
        return;
    }
    sym->is_function = ifc->is_function;
    sym->is_subroutine = ifc->is_subroutine;
    sym->proc_attrs = ifc->proc_attrs;
    sym->prefix = ifc->prefix;
    s->proc_attrs = sym->proc_attrs;
    s->device = attrs_run_on_device(sym->proc_attrs);
    for (int i = 0; i < ifc->dummies.len; i++) {
        Symbol *d = ifc->dummies.items[i], *c = NULL;
        if (d) {
            c = xmalloc(sizeof *c);
            *c = *d;
            c->hash_next = c->next_in_scope = NULL;
            c->scope = s;
            scope_insert(s, c);
        }
        symlist_push(&sym->dummies, c);
    }
    if (ifc->result) {
        Symbol *r = xmalloc(sizeof *r);
        *r = *ifc->result;
        r->hash_next = r->next_in_scope = NULL;
        r->scope = s;
        scope_insert(s, r);
        sym->result = r;
    }
}

static void declare_unit(Node *u, Scope *parent, Symbol *sym, ScopeKind kind) {
    Scope *s = scope_new(kind, parent, u);
    u->scope = s;
    u->sym = sym;
    s->owner = sym;
    sym->body = s;
    sym->decl = u;
    sym->loc = u->loc;
    if (is_proc_unit(u)) {
        sym->kind = SYM_PROCEDURE;
        if (u->kind != N_SEPARATE_PROC) {
            sym->is_function = u->kind == N_FUNCTION;
            sym->is_subroutine = u->kind == N_SUBROUTINE;
            sym->prefix = u->prefix;
            sym->proc_attrs = u->cuda_proc ? u->cuda_proc : PROC_HOST;
            /* `!$acc routine`: compiled for the device as well (guide 5.8) */
            for (Node *st = u->body; st; st = st->next)
                if (st->kind == N_ACC && st->name && !strncmp(st->name, "routine", 7))
                    sym->proc_attrs |= PROC_DEVICE;
            sym->bind_name = u->bind_name;
            sym->is_bind_c = u->bind_c;
        }
        sym->has_explicit_iface = true;
        s->internal = parent->kind == SCOPE_PROGRAM || parent->kind == SCOPE_SUBROUTINE ||
                      parent->kind == SCOPE_FUNCTION;
        s->proc_attrs = sym->proc_attrs;
        s->device = attrs_run_on_device(sym->proc_attrs);
        /* a separate module procedure's interface has host association (F2008 12.4.3.2) */
        if (kind == SCOPE_INTERFACE && (u->prefix & PREFIX_MODULE))
            s->import_all = true;
        sym->dummies.len = 0;
        for (Node *d = u->list; d; d = d->next) {
            if (d->kind != N_NAME) {
                symlist_push(&sym->dummies, NULL); /* alternate return '*' */
                continue;
            }
            Symbol *ds = symbol_new(d->name, SYM_UNKNOWN, d->loc);
            ds->is_dummy = true;
            if (!scope_insert(s, ds))
                error_at(d->loc, "duplicate dummy argument '%s'", d->name);
            d->sym = ds;
            symlist_push(&sym->dummies, ds);
        }
        if (u->kind == N_FUNCTION) {
            const char *rname = u->result ? u->result : u->name;
            Symbol *r = scope_lookup_local(s, rname);
            if (r && r->is_dummy)
                error_at(u->loc, "result '%s' is also a dummy argument", rname);
            if (!r) {
                r = symbol_new(rname, SYM_VARIABLE, u->loc);
                scope_insert(s, r);
            }
            r->kind = SYM_VARIABLE;
            r->is_result = true;
            sym->result = r;
        }
    }
    if (u->kind == N_SEPARATE_PROC)
        separate_procedure(u, s, sym);
    predeclare_contained(u, s);
    for (Node *st = u->body; st; st = st->next) {
        if (st->kind == N_ASSIGN) {
            if (!statement_function(st, s))
                break;
            continue;
        }
        if (is_executable_stmt(st))
            break;
        spec_stmt(st, s);
    }
    check_statement_order(u->body);
    if (u->kind == N_MODULE || u->kind == N_SUBMODULE || u->kind == N_BLOCK_DATA)
        check_specification_only(u);
    /* DATA, FORMAT, ENTRY may also follow executable statements */
    bool exec = false;
    for (Node *st = u->body; st; st = st->next) {
        if (is_executable_stmt(st))
            exec = true;
        else if (exec && (st->kind == N_DATA || st->kind == N_ENTRY))
            spec_stmt(st, s);
    }
    if (u->kind == N_FUNCTION && sym->result) {
        Symbol *r = sym->result;
        if (u->ts) {
            if (r->is_declared)
                error_at(u->loc, "function result '%s' has its type declared twice", r->name);
            else {
                r->type = type_from_spec(u->ts, s);
                r->is_declared = true;
            }
        }
    }
    finish_scope(s);
    if (sym->result) {
        if (!sym->result->type)
            decl_ensure_typed(sym->result, s, u->loc);
        sym->type = sym->result->type;
    } else if (is_proc_unit(u) && u->kind == N_SUBROUTINE) {
        sym->type = type_none();
    }
    for (Node *c = u->contains; c; c = c->next)
        if (is_proc_unit(c) && c->sym)
            declare_unit(c, s, c->sym, unit_scope_kind(c));
}

/* An array bound: a scalar integer expression (F2008 5.3.8.2). */
static void check_bound(Node *b, Scope *s) {
    Type *t = b ? expr_check(b, s) : NULL;
    if (t && t->kind != TY_UNKNOWN && (t->kind != TY_INTEGER || t->rank != 0))
        error_at(b->loc, "an array bound must be a scalar integer, not %s%s", t->rank ? "an array of " : "",
                 type_name(type_elem(t)));
}

static void check_unit(Node *u) {
    Scope *s = u->scope;
    if (!s)
        return;
    /* initializers, bounds and lengths of the declarations */
    for (Symbol *sym = s->first; sym; sym = sym->next_in_scope) {
        if (sym->use_module)
            continue;
        if (sym->init && sym->kind != SYM_PROCEDURE)
            expr_check(sym->init, s);
        if (sym->type && sym->type->rank > 0 && sym->scope == s && sym->kind == SYM_VARIABLE)
            for (int i = 0; i < sym->type->rank; i++) {
                check_bound(sym->type->dims[i].lower, s);
                check_bound(sym->type->dims[i].upper, s);
            }
        if (sym->kind == SYM_PROCEDURE && sym->proc_kind == PK_STMT_FUNCTION && sym->stmt_func_expr &&
            sym->scope == s)
            expr_check(sym->stmt_func_expr, sym->body);
    }
    expr_check_body(u->body, s);
    for (Node *c = u->contains; c; c = c->next)
        check_unit(c);
}

/* Separate module procedure bodies and submodules see their ancestor module. */
static Scope *submodule_host(Node *u, Scope *global) {
    if (!u->str)
        return global;
    size_t n = strcspn(u->str, ":");
    const char *anc = intern(u->str, n);
    Symbol *m;
    if (u->str[n] == ':') {
        /* parent submodule: in this file, or written as ancestor@parent */
        const char *parent = intern(u->str + n + 1, strlen(u->str + n + 1));
        m = scope_lookup_local(global, parent);
        if (!m || m->kind != SYM_MODULE || !m->module_scope) {
            const char *key = format("%s@%s", anc, parent);
            m = find_module(intern(key, strlen(key)), false, true, u->loc);
        }
    } else
        m = find_module(anc, false, true, u->loc);
    return m && m->module_scope ? m->module_scope : global;
}

void decl_unit(Node *u, Scope *global) {
    if (u->kind == N_ERROR_STMT)
        return;
    Symbol *sym = u->name ? scope_lookup_local(global, u->name) : NULL;
    if (sym && sym->decl && u->kind != N_BLOCK_DATA) {
        error_at(u->loc, "duplicate definition of program unit '%s'", u->name);
        return;
    }
    if (!sym) {
        sym = symbol_new(u->name ? u->name : intern("_main", 5), SYM_PROGRAM, u->loc);
        if (u->name)
            scope_insert(global, sym);
    }
    switch (u->kind) {
    case N_MODULE: case N_SUBMODULE:
        sym->kind = SYM_MODULE;
        sym->type = type_none();
        break;
    case N_SUBROUTINE: case N_FUNCTION:
        sym->kind = SYM_PROCEDURE;
        sym->proc_kind = PK_EXTERNAL;
        break;
    default:
        sym->kind = SYM_PROGRAM;
        sym->type = type_none();
        break;
    }
    Scope *parent = u->kind == N_SUBMODULE ? submodule_host(u, global) : global;
    declare_unit(u, parent, sym, unit_scope_kind(u));
    if (u->kind == N_MODULE || u->kind == N_SUBMODULE)
        sym->module_scope = u->scope;
    check_unit(u);
}

void sema_write_modules(Node *units) {
    const SemaOptions *opt = sema_options();
    if (opt->no_module_output)
        return;
    for (Node *u = units; u; u = u->next) {
        Symbol *sym = u->sym;
        if (!sym || sym->kind != SYM_MODULE)
            continue;
        if (u->kind == N_MODULE)
            modfile_write(sym, opt->module_out_dir);
        if (u->kind == N_SUBMODULE && u->str) {
            /* for descendants in other files: <ancestor>@<name>.cufmod (gfortran's .smod naming) */
            Symbol sub = *sym;
            size_t n = strcspn(u->str, ":");
            const char *key = format("%.*s@%s", (int)n, u->str, sym->name);
            sub.name = intern(key, strlen(key));
            modfile_write(&sub, opt->module_out_dir);
        }
    }
}

Scope *decl_block(Node *blk, Scope *parent) {
    Scope *s = scope_new(SCOPE_BLOCK, parent, blk);
    s->owner = parent->owner;
    blk->scope = s;
    for (Node *st = blk->body; st; st = st->next) {
        if (is_executable_stmt(st))
            break;
        spec_stmt(st, s);
    }
    check_statement_order(blk->body);
    finish_scope(s);
    return s;
}
