/* accregion.c — the PGI Accelerator model (pgi-accelerator-model-v1.2.txt)
 * and its OpenACC spellings, lowered once by cuda_check for both emitters.
 *
 * A compute region (`region`, `kernels`, `parallel`, `serial` and the
 * combined loop forms) is a list of statements.  Each counted DO loop in it
 * (with or without an `!$acc loop`/`!$acc do` directive) is a candidate
 * nest: the leading tightly nested loops that are parallel become one CUDA
 * kernel, through the very machinery of `!$cuf kernel do` — an N_CUF_KERNEL
 * node replaces the loop in the tree, cuf_loop_analyze (cufloop.c) finds
 * its privates, reductions and captured variables, and the CUF emitters
 * print it (its stub translates the host arrays it is given into their
 * present device copies).  A loop is parallel when the clauses say so
 * (`independent`, `parallel` in a `parallel` construct) or when the
 * dependence test below finds no loop-carried dependence; `seq` and `host`
 * keep it sequential.  A loop that is not parallel runs on the host (with
 * the nests in its body becoming kernels launched from each iteration);
 * the region's other statements run on the host too.  Around each
 * statement the host runs, the present arrays it touches are updated on the
 * host, and those it writes on the device after it (docs/architecture.md,
 * "Accelerator regions").
 *
 * Data (pgi-accelerator-model 1.4, 2.3.3): the clauses of the construct,
 * then every host array the region references without a clause, copyin
 * when it is only read, copy when it is written; scalars are passed by
 * value (reductions come back).  Arrays with a CUDA data attribute are the
 * program's own device data and are used in place.
 *
 * The dependence test: loop L with index i carries a dependence when an
 * array element written in its body may be referenced (read or written) by
 * another iteration.  Two references a(s1..sr) and a(t1..tr) of different
 * iterations cannot meet when some dimension k has sk = c*i + e and
 * tk = c*i + e with the same c != 0 and the same e, e made of variables
 * that do not change in L (not assigned in its body, not the index of an
 * inner loop): equality then forces the same i.  Anything else (a whole
 * array, a section, a call that may write the array, different offsets) is
 * a dependence. */
#include <stdlib.h>
#include <string.h>
#include "cuda/cuda.h"

/* ------------------------------------------------------------- clauses */

static bool clause_is(const Node *c, const char *name) { return c->name && !strcmp(c->name, name); }

static Node *clause(const Node *dir, const char *name) {
    for (Node *c = dir ? dir->list : NULL; c; c = c->next)
        if (clause_is(c, name)) return c;
    return NULL;
}

static const struct { const char *name; AccDataKind kind; } data_clauses[] = {
    {"copy", ACC_COPY}, {"pcopy", ACC_COPY}, {"present_or_copy", ACC_COPY},
    {"copyin", ACC_COPYIN}, {"pcopyin", ACC_COPYIN}, {"present_or_copyin", ACC_COPYIN},
    {"copyout", ACC_COPYOUT}, {"pcopyout", ACC_COPYOUT}, {"present_or_copyout", ACC_COPYOUT},
    {"create", ACC_CREATE}, {"pcreate", ACC_CREATE}, {"present_or_create", ACC_CREATE},
    {"local", ACC_CREATE}, {"present", ACC_PRESENT}, {"delete", ACC_DELETE},
    {"update device", ACC_UPDATE_DEVICE}, {"device", ACC_UPDATE_DEVICE},
    {"update host", ACC_UPDATE_HOST}, {"host", ACC_UPDATE_HOST}, {"self", ACC_UPDATE_HOST},
};

const char *acc_data_kind_name(AccDataKind k) {
    static const char *const names[] = {
        [ACC_COPY] = "copy", [ACC_COPYIN] = "copyin", [ACC_COPYOUT] = "copyout", [ACC_CREATE] = "create",
        [ACC_PRESENT] = "present", [ACC_DELETE] = "delete", [ACC_UPDATE_DEVICE] = "update device",
        [ACC_UPDATE_HOST] = "update host",
    };
    return names[k];
}

/* Clauses that only tune the code (unrolling, caching hints, per-device
 * clauses): warned about and ignored. */
static const char *const hint_clauses[] = {
    "unroll", "cache", "device_type", "dtype", "shortloop",
};

/* Clauses cufc implements, by where they may stand; the loop clauses
 * without a value are mapping requests it honours by mapping the loop,
 * their sizes (vector(n), gang(n), worker(n), tile(a, b)) give the kernel's
 * shape (launch_shape), as the compute constructs' sizes do. */
static const char *const loop_clauses[] = {
    "do", "loop", "parallel", "vector", "gang", "worker", "seq", "host", "independent", "collapse", "private",
    "reduction", "kernel", "auto", "tile",
};
static const char *const size_clauses[] = {"num_gangs", "num_workers", "vector_length"};

static bool listed(const char *name, const char *const *names, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (!strcmp(name, names[i])) return true;
    return false;
}

static int data_clause(const char *name) {
    for (size_t i = 0; i < sizeof data_clauses / sizeof data_clauses[0]; i++)
        if (!strcmp(name, data_clauses[i].name)) return (int)data_clauses[i].kind;
    return -1;
}

/* ---------------------------------------------------------- data items */

static Symbol *variable_of(const Node *e) {
    if (!e || e->kind != N_NAME || !e->sym) return NULL;
    Symbol *s = sym_origin(e->sym);
    return s->kind == SYM_VARIABLE ? s : NULL;
}

/* Host data the region must move: a variable whose memory the GPU cannot
 * reach (no CUDA attribute), not a named constant. */
static bool host_variable(const Symbol *s) {
    return s && s->kind == SYM_VARIABLE && !(s->attrs & ATTR_PARAMETER) && !mem_gpu_visible(mem_space(s)) &&
           mem_space(s) != MEM_SHARED;
}

static bool host_array(const Symbol *s) { return host_variable(s) && s->type && s->type->rank > 0; }

static AccData *find_data(AccRegion *r, const Symbol *v) {
    for (int i = 0; i < r->ndata; i++)
        if (r->data[i].var == v && r->data[i].kind != ACC_UPDATE_DEVICE && r->data[i].kind != ACC_UPDATE_HOST)
            return &r->data[i];
    return NULL;
}

static void add_data(AccRegion *r, Node *item, Symbol *var, AccDataKind kind, bool implicit) {
    r->data = xgrow(r->data, r->ndata, sizeof(AccData));
    r->data[r->ndata++] = (AccData){item, var, kind, implicit};
}

/* The clauses of a construct or directive: data clauses become items; the
 * others are checked against `allowed` (loop clauses of a combined
 * construct), hints warned about, and the rest rejected. */
/* The PGI spellings (pgi-accelerator-model 2.3-2.6), whose stricter rules
 * apply to them only. */
static bool pgi_spelling(const Node *dir) { return strstr(dir->name, "region") != NULL; }

static bool not_allowed(const Node *c, const Node *dir) {
    error_at(c->loc, "the %s clause is not allowed on !$acc %s", c->name, dir->name);
    return false;
}

/* The arguments of async or wait clause c are queues: integer scalars
 * (and so is the argument of device_num and default_async). */
static bool queues_ok(const Node *c) {
    for (const Node *q = c->list; q; q = q->next)
        if (q->kind == N_RANGE || (q->type && (q->type->kind != TY_INTEGER || q->type->rank != 0))) {
            if (clause_is(c, "async") || clause_is(c, "wait"))
                error_at(q->loc, "the queues of %s are integer scalar expressions (OpenACC 2.16)", c->name);
            else
                error_at(q->loc, "the argument of %s is an integer scalar expression (OpenACC 2.14)", c->name);
            return false;
        }
    return true;
}

/* Clause c (num_gangs, device_num, ...) has one integer scalar argument. */
static bool one_integer(const Node *c) {
    if (c->list && !c->list->next) return queues_ok(c);
    error_at(c->loc, "%s takes one integer expression", c->name);
    return false;
}

/* The clauses of directive `dir`: loop clauses where loop_ok (loop
 * directives, combined constructs), data clauses where data_ok (not on
 * loop directives). */
static bool read_clauses(AccRegion *r, Node *dir, bool loop_ok, bool data_ok) {
    bool ok = true;
    for (Node *c = dir->list; c; c = c->next) {
        int kind = data_clause(c->name);
        if (clause_is(c, dir->name)) continue; /* wait(1), cache(a): the directive's own argument */
        /* `host` on a loop is the PGI schedule clause (the loop runs on the host) */
        bool loop_clause = listed(c->name, loop_clauses, sizeof loop_clauses / sizeof loop_clauses[0]);
        if (loop_ok && loop_clause) continue;
        if (loop_clause && kind < 0 && !clause_is(c, "private")) { ok = not_allowed(c, dir); continue; }
        if ((kind >= 0 || clause_is(c, "deviceptr")) && !data_ok) { ok = not_allowed(c, dir); continue; }
        if ((clause_is(c, "mirror") || clause_is(c, "reflected")) &&
            (r->compute || (r->shape != ACC_STRUCTURED && r->shape != ACC_DECLARE))) {
            ok = not_allowed(c, dir);
            continue;
        }
        if (clause_is(c, "if") && !strcmp(dir->name, "data region")) { ok = not_allowed(c, dir); continue; }
        if (clause_is(c, "if") && r->if_cond) {
            error_at(c->loc, "at most one if clause may appear on !$acc %s", dir->name);
            ok = false;
            continue;
        }
        if (clause_is(c, "mirror") || clause_is(c, "reflected")) {
            /* PGI 2.3.3.5: the device copy follows the host array's allocation; an
             * array allocated at the data region's entry is created there (mirror)
             * or present already (reflected, a dummy of the caller's region) */
            for (Node *a = c->list; a; a = a->next) {
                Symbol *v = designator_base(a);
                if (v && (v->attrs & ATTR_POINTER)) {
                    error_at(a->loc, "'%s' is a pointer array: %s takes explicit-shape, assumed-shape or allocatable "
                             "arrays (accelerator model 2.3.3.5)", v->name, c->name);
                    ok = false;
                } else if (v && host_variable(v)) {
                    add_data(r, a, sym_origin(v), clause_is(c, "mirror") ? ACC_CREATE : ACC_PRESENT, false);
                }
            }
            continue;
        }
        if (kind >= 0) {
            bool update = kind == ACC_UPDATE_DEVICE || kind == ACC_UPDATE_HOST;
            /* `update device(x)` / `update host(x)` on a region (PGI, model 2.3.2); device/host/self
             * on the update directive */
            bool region_update = !strncmp(c->name, "update ", 7);
            bool allowed = r->shape == ACC_UPDATE ? update && !region_update
                           : update ? region_update && r->shape == ACC_STRUCTURED
                                    : kind != ACC_DELETE || r->shape == ACC_EXIT;
            if (!allowed) {
                error_at(c->loc, "the %s clause is not allowed on !$acc %s", c->name, dir->name);
                ok = false;
                continue;
            }
            for (Node *a = c->list; a; a = a->next) {
                Symbol *v = designator_base(a);
                if (!v || v->kind != SYM_VARIABLE) {
                    error_at(a->loc, "a %s clause names variables, array sections or elements", c->name);
                    ok = false;
                } else if (host_variable(v) && find_data(r, sym_origin(v)) && !update) {
                    error_at(a->loc, "'%s' appears in more than one data clause of this region (accelerator model "
                             "2.3.3)", v->name);
                    ok = false;
                } else if (host_variable(v)) {
                    add_data(r, a, sym_origin(v), (AccDataKind)kind, false);
                }
                /* device and managed data of CUDA Fortran is on the device already (guide 5.8) */
            }
            continue;
        }
        /* OpenACC 2.7.4: a dummy argument (not pointer, allocatable or
         * value) that holds a device address; acc_use_device makes it device
         * data inside the construct.  CUDA Fortran device data is already. */
        if (clause_is(c, "deviceptr")) {
            for (Node *a = c->list; a; a = a->next) {
                Symbol *v = designator_base(a);
                const unsigned not_address = ATTR_POINTER | ATTR_ALLOCATABLE | ATTR_VALUE;
                if (v && mem_declared(v) == MEM_HOST && (!v->is_dummy || (v->attrs & not_address))) {
                    error_at(a->loc, "deviceptr(%s): '%s' is neither device data nor a dummy argument that holds a "
                             "device address (OpenACC 2.7.4)", v->name, v->name);
                    ok = false;
                }
            }
            continue;
        }
        if (clause_is(c, "finalize") && r->shape == ACC_EXIT) { r->finalize = true; continue; }
        if (clause_is(c, "if") && c->list && !c->list->next) {
            r->if_cond = c->list;
            continue;
        }
        if (clause_is(c, "if_present") && r->shape == ACC_UPDATE) { r->if_present = true; continue; }
        if (clause_is(c, "async") || clause_is(c, "wait")) {
            /* OpenACC 2.16: on compute constructs, update, enter data, exit data and wait */
            bool construct = dir == r->directive && (r->compute || r->shape == ACC_UPDATE || r->shape == ACC_ENTER ||
                                                     r->shape == ACC_EXIT || r->shape == ACC_WAIT);
            if (!construct) { ok = not_allowed(c, dir); continue; }
            if (!queues_ok(c)) {
                ok = false;
            } else if (clause_is(c, "async") && c->list && c->list->next) {
                error_at(c->list->next->loc, "async takes one queue (OpenACC 2.16.1)");
                ok = false;
            } else if (clause_is(c, "async")) {
                r->async = c;
            } else {
                r->wait = true;
                r->waits = c->list;
            }
            continue;
        }
        if (listed(c->name, size_clauses, sizeof size_clauses / sizeof size_clauses[0]) && r->compute &&
            dir == r->directive && strncmp(dir->name, "serial", 6)) {
            ok = one_integer(c) && ok;
            continue;
        }
        if (listed(c->name, hint_clauses, sizeof hint_clauses / sizeof hint_clauses[0])) {
            warning_at(c->loc, "%s ignored: a hint cufc does not use", c->name);
            continue;
        }
        /* default(present), default(none): implicit_data */
        if (r->compute && clause_is(c, "default") && c->list && variable_of(c->list) == NULL &&
            c->list->kind == N_NAME && (!strcmp(c->list->name, "present") || !strcmp(c->list->name, "none")))
            continue;
        if (r->compute && clause_is(c, "firstprivate")) {
            /* scalars are passed by value: each thread starts from the host's */
            for (Node *a = c->list; a; a = a->next)
                if (!variable_of(a) || (variable_of(a)->type && variable_of(a)->type->rank > 0)) {
                    error_at(a->loc, "firstprivate of arrays is not supported yet; name scalars");
                    ok = false;
                }
            continue;
        }
        error_at(c->loc, "the %s clause of !$acc %s is not supported yet", c->name, dir->name);
        ok = false;
    }
    return ok;
}

/* Data item d at the directive (at_end false) or at its end. */
int acc_action(const AccRegion *r, const AccData *d, bool at_end) {
    if (d->kind == ACC_UPDATE_DEVICE) return !at_end ? ACC_TO_DEVICE : 0;
    /* the update directive's at the directive only; a region's update host at its end */
    if (d->kind == ACC_UPDATE_HOST) return at_end != (r->shape == ACC_UPDATE) ? ACC_TO_HOST : 0;
    bool scoped = r->shape == ACC_STRUCTURED || r->shape == ACC_DECLARE;
    bool entry = r->shape == ACC_ENTER || (scoped && !at_end);
    bool exit = r->shape == ACC_EXIT || (scoped && at_end);
    switch (d->kind) {
    case ACC_COPY: return entry ? CUFACC_COPYIN : exit ? CUFACC_COPYOUT : 0;
    case ACC_COPYIN: return entry ? CUFACC_COPYIN : exit ? CUFACC_DELETE : 0;
    case ACC_COPYOUT: return entry ? CUFACC_CREATE : exit ? CUFACC_COPYOUT : 0;
    case ACC_CREATE: return entry ? CUFACC_CREATE : exit ? CUFACC_DELETE : 0;
    case ACC_PRESENT: return entry ? CUFACC_PRESENT : exit ? CUFACC_RELEASE : 0;
    case ACC_DELETE: return exit ? CUFACC_DELETE : 0;
    default: return 0;
    }
}

bool acc_drains_queue(const AccRegion *r, bool at_end) {
    if (!r->async) return false;
    for (int i = 0; i < r->ndata; i++) {
        int a = acc_action(r, &r->data[i], at_end);
        if (a == CUFACC_COPYOUT || a == CUFACC_DELETE) return true;
    }
    return false;
}

/* ----------------------------------------------------- array references */

typedef struct Ref {
    Symbol *array;
    Node *name;             /* the array's name as referenced */
    Node *ref;              /* the element a(s1..sr); NULL: the whole array may be touched */
    bool write;
    Node *assign;           /* the assignment whose left side it is; NULL: it may be read */
} Ref;

typedef struct Refs {
    Ref *v;
    int n;
    SymList assigned;       /* scalars assigned and DO variables in the walked statements */
    Node *assigning;        /* the assignment whose left side is being walked */
} Refs;

static void add_ref(Refs *r, Node *name, Node *ref, bool write) {
    r->v = xgrow(r->v, r->n, sizeof(Ref));
    r->v[r->n++] = (Ref){variable_of(name), name, ref, write, write ? r->assigning : NULL};
}

static void note_assigned(Refs *r, Symbol *s) {
    for (int i = 0; i < r->assigned.len; i++)
        if (r->assigned.items[i] == s) return;
    symlist_push(&r->assigned, s);
}

/* The arrays expression e reads (write: e is assigned or passed to a
 * procedure that may assign it). */
static void expr_refs(Refs *r, Node *e, bool write) {
    for (; e; e = NULL) {
        Symbol *v = variable_of(e);
        if (v) {
            if (v->type && v->type->rank > 0) add_ref(r, e, NULL, write);
            else if (write) note_assigned(r, v);
            return;
        }
        if (e->kind == N_APPLY && apply_kind(e) != APPLY_CALL && apply_kind(e) != APPLY_STRUCT_CTOR) {
            Symbol *a = variable_of(e->lhs);
            if (a && a->type && a->type->rank > 0)
                add_ref(r, e->lhs, apply_kind(e) == APPLY_ELEMENT ? e : NULL, write);
            else expr_refs(r, e->lhs, write);
            for (Node *s = e->args; s; s = s->next) expr_refs(r, s, false);
            return;
        }
        if (e->kind == N_APPLY && apply_kind(e) == APPLY_CALL) {
            /* intrinsics read their arguments; other functions may change them */
            bool pure = e->sym && sym_origin(e->sym)->proc_kind == PK_INTRINSIC;
            for (Node *a = e->args; a; a = a->next) expr_refs(r, a, !pure);
            return;
        }
        if (e->kind == N_COMPONENT) {
            expr_refs(r, e->lhs, write);
            return;
        }
        expr_refs(r, e->lhs, false);
        expr_refs(r, e->rhs, false);
        expr_refs(r, e->stride, false);
        for (Node *a = e->args; a; a = a->next) expr_refs(r, a, false);
        for (Node *a = e->list; a; a = a->next) expr_refs(r, a, false);
    }
}

static void stmt_refs(Refs *r, Node *body, Scope *scope);

static void one_stmt_refs(Refs *r, Node *st, Scope *scope) {
    switch (st->kind) {
    case N_ASSIGN:
        expr_refs(r, st->rhs, false);
        r->assigning = st;
        expr_refs(r, st->lhs, true);
        r->assigning = NULL;
        return;
    case N_CALL:
        for (Node *a = st->args; a; a = a->next) {
            Symbol *d = a->sym;
            bool in_only = d && ((d->attrs & ATTR_VALUE) || (d->attrs & ATTR_INTENT_INOUT) == ATTR_INTENT_IN);
            expr_refs(r, a->kind == N_ARG ? a->lhs : a, !in_only);
        }
        return;
    case N_DO:
        if (st->var) note_assigned(r, sym_origin(scope_lookup(scope, st->var)));
        break;
    default:
        break;
    }
    expr_refs(r, st->cond, false);
    expr_refs(r, st->lhs, false);
    expr_refs(r, st->rhs, false);
    expr_refs(r, st->stride, false);
    if (st->kind != N_ACC)
        for (Node *a = st->args; a; a = a->next) expr_refs(r, a, false);
    if (st->kind == N_IO && st->op == IO_READ)
        for (Node *a = st->list; a; a = a->next) expr_refs(r, a, true);
    else if (st->kind == N_IO || st->kind == N_SELECT_CASE)
        for (Node *a = st->list; a; a = a->next) {
            expr_refs(r, a, false);
            if (st->kind == N_SELECT_CASE) stmt_refs(r, a->body, scope);
        }
    stmt_refs(r, st->kind == N_IF_STMT || st->body != st ? st->body : NULL, scope);
    for (Node *e = st->orelse; e; e = e->orelse) {
        expr_refs(r, e->cond, false);
        stmt_refs(r, e->body, scope);
    }
}

static void stmt_refs(Refs *r, Node *body, Scope *scope) {
    for (Node *st = body; st; st = st->next) one_stmt_refs(r, st, scope);
}

/* ----------------------------------------------------- dependence test */

/* An affine subscript: coef*i + offset + the sum of `terms` (each with its
 * sign), the terms free of i. */
typedef struct Affine {
    int64_t coef, offset;
    const Node *terms[8];
    int sign[8];
    int nterms;
    bool ok;
} Affine;

static void affine_add(Affine *a, const Node *e, const Symbol *i, Scope *scope, int sign) {
    while (e && e->kind == N_UNARY && e->op == OP_PAREN) e = e->lhs;
    if (!a->ok || !e) return;
    int64_t v;
    if (e->kind == N_NAME && variable_of(e) == i) { a->coef += sign; return; }
    if (!cuf_mentions(e, i)) {
        if (sema_const_int((Node *)e, scope, &v)) { a->offset += sign * v; return; }
        if (a->nterms == 8) { a->ok = false; return; }
        a->terms[a->nterms] = e;
        a->sign[a->nterms++] = sign;
        return;
    }
    if (e->kind == N_BINARY && (e->op == OP_ADD || e->op == OP_SUB)) {
        affine_add(a, e->lhs, i, scope, sign);
        affine_add(a, e->rhs, i, scope, e->op == OP_SUB ? -sign : sign);
        return;
    }
    if (e->kind == N_UNARY && (e->op == OP_NEG || e->op == OP_PLUS)) {
        affine_add(a, e->lhs, i, scope, e->op == OP_NEG ? -sign : sign);
        return;
    }
    if (e->kind == N_BINARY && e->op == OP_MUL) {
        const Node *k = e->lhs, *x = e->rhs;
        if (!sema_const_int((Node *)k, scope, &v)) { k = e->rhs; x = e->lhs; }
        if (sema_const_int((Node *)k, scope, &v) && x->kind == N_NAME && variable_of(x) == i) {
            a->coef += sign * v;
            return;
        }
    }
    a->ok = false;
}

static Affine affine(const Node *e, const Symbol *i, Scope *scope) {
    Affine a = {.ok = true};
    affine_add(&a, e, i, scope, 1);
    return a;
}

static bool changes_in_loop(const Refs *r, const Node *e) {
    for (int k = 0; k < r->assigned.len; k++)
        if (cuf_mentions(e, r->assigned.items[k])) return true;
    return false;
}

/* The same terms with the same signs, in any order, none changing in the loop. */
static bool same_terms(const Affine *x, const Affine *y, const Refs *r) {
    if (x->nterms != y->nterms) return false;
    bool used[8] = {false};
    for (int k = 0; k < x->nterms; k++) {
        if (changes_in_loop(r, x->terms[k])) return false;
        int m = 0;
        while (m < y->nterms && (used[m] || y->sign[m] != x->sign[k] || !cuf_same_expr(y->terms[m], x->terms[k]))) m++;
        if (m == y->nterms) return false;
        used[m] = true;
    }
    return true;
}

/* References w and o of one array in different iterations of the loop of
 * index i cannot touch the same element. */
static bool apart(const Ref *w, const Ref *o, const Symbol *i, const Refs *r, Scope *scope) {
    if (!w->ref || !o->ref) return false;
    const Node *x = w->ref->args, *y = o->ref->args;
    for (; x && y; x = x->next, y = y->next) {
        Affine a = affine(x->kind == N_ARG ? x->lhs : x, i, scope);
        Affine b = affine(y->kind == N_ARG ? y->lhs : y, i, scope);
        if (a.ok && b.ok && a.coef != 0 && a.coef == b.coef && a.offset == b.offset && same_terms(&a, &b, r))
            return true;
    }
    return false;
}

static bool same_ref(const Ref *a, const Ref *b) {
    if (a->array != b->array || !a->ref != !b->ref) return false;
    if (!a->ref) return true;
    const Node *x = a->ref->args, *y = b->ref->args;
    for (; x && y; x = x->next, y = y->next)
        if (!cuf_same_expr(x, y)) return false;
    return !x && !y;
}

/* The references of r, one of each array and subscripts (written if any
 * of them is), in *n: carried_array compares them in pairs, and a loop of
 * 10^5 statements a(i) = 3.0*b(i) has three (fuzz m57: over 120 s). */
static Ref *distinct_refs(const Refs *r, int *n) {
    int size = 16;
    while (size < 2 * r->n) size *= 2;
    int *slot = xmalloc((size_t)size * sizeof *slot);
    for (int k = 0; k < size; k++) slot[k] = -1;
    Ref *u = xmalloc((size_t)(r->n ? r->n : 1) * sizeof *u);
    *n = 0;
    for (int k = 0; k < r->n; k++) {
        const Ref *v = &r->v[k];
        unsigned h = (unsigned)(uintptr_t)v->array * 31u;
        for (const Node *a = v->ref ? v->ref->args : NULL; a; a = a->next) h = h * 31u + cuf_expr_hash(a);
        unsigned at = h & (unsigned)(size - 1);
        while (slot[at] >= 0 && !same_ref(&u[slot[at]], v)) at = (at + 1) & (unsigned)(size - 1);
        if (slot[at] >= 0) {
            u[slot[at]].write |= v->write;
            continue;
        }
        slot[at] = *n;
        u[(*n)++] = *v;
    }
    free(slot);
    return u;
}

/* The first array whose references carry a dependence over the loop of
 * index i whose body's references are r; NULL when there is none. */
static const Symbol *carried_array(const Refs *r, const Symbol *i, Scope *scope) {
    int n;
    Ref *u = distinct_refs(r, &n);
    const Symbol *carried = NULL;
    for (int k = 0; k < n && !carried; k++) {
        if (!u[k].write) continue;
        for (int m = 0; m < n && !carried; m++)
            if (u[m].array == u[k].array && !apart(&u[k], &u[m], i, r, scope)) carried = u[k].array;
    }
    free(u);
    return carried;
}

/* ------------------------------------------------------------- lowering */

typedef struct Lower {
    AccRegion *r;
    Node *unit;                /* the program unit of the directive */
    Scope *scope;
    bool parallel_construct;   /* OpenACC parallel: loops are independent unless seq */
    bool serial;               /* serial: every loop sequential */
    bool ok;
} Lower;

/* The DO loop a statement of a region starts, with its loop directive. */
Node *acc_loop_of(Node *st, Node **dir) {
    *dir = NULL;
    if (st->kind == N_ACC && (!strcmp(st->name, "loop") || !strcmp(st->name, "do"))) {
        *dir = st;
        st = st->body;
    }
    return st && st->kind == N_DO && st->op == DO_COUNTED && st->var ? st : NULL;
}

/* The statements of a DO body other than a label-terminating CONTINUE,
 * when there is exactly one. */
static Node *only_statement(Node *body) {
    Node *first = NULL;
    int n = 0;
    for (Node *st = body; st; st = st->next) {
        if (st->kind == N_CONTINUE && !st->next) continue;
        first = first ? first : st;
        n++;
    }
    return n == 1 ? first : NULL;
}

/* Whether loop `loop` (with directive clauses `dir`) may run its
 * iterations in parallel; *carried gets the variable that prevents it. */
static bool loop_parallel(Lower *lw, Node *loop, Node *dir, const Symbol **carried) {
    *carried = NULL;
    if (lw->serial || clause(dir, "seq") || clause(dir, "host")) return false;
    /* OpenACC 2.9: in a parallel construct the loops of loop directives (and
     * those their collapse covers) are independent; a loop without one is
     * run by each thread as written, so it must pass the dependence test */
    if (clause(dir, "independent") || (lw->parallel_construct && dir && !clause(dir, "auto"))) return true;
    Symbol *i = sym_origin(scope_lookup(lw->scope, loop->var));
    Refs r = {0};
    note_assigned(&r, i);
    stmt_refs(&r, loop->body, lw->scope);
    /* the private clause's arrays: each iteration its own, no dependence */
    int kept = 0;
    for (int k = 0; k < r.n; k++) {
        bool own = false;
        for (Node *c = dir ? dir->list : NULL; c; c = c->next)
            for (Node *v = clause_is(c, "private") ? c->list : NULL; v; v = v->next)
                own |= variable_of(v) == r.v[k].array;
        if (!own) r.v[kept++] = r.v[k];
    }
    r.n = kept;
    *carried = carried_array(&r, i, lw->scope);
    free(r.v);
    return !*carried;
}

static void note_seq(Lower *lw, Node *loop, const Symbol *carried) {
    AccRegion *r = lw->r;
    r->seq = xgrow(r->seq, r->nseq, sizeof(AccSeqLoop));
    r->seq[r->nseq++] = (AccSeqLoop){loop, carried};
}

/* A procedure of `!$acc routine vector|worker|gang` (its loops are shared by
 * the threads of a block, acc_loop_partitioned); one defined elsewhere
 * counts as one. */
static bool parallel_routine(const Symbol *p) {
    p = sym_origin((Symbol *)p);
    if (!proc_on_device(p) || proc_role(p) != ROLE_HOST_DEVICE) return false;
    if (!p->decl) return true;
    for (const Node *st = p->decl->body; st; st = st->next)
        if (st->kind == N_ACC && !strcmp(st->name, "routine"))
            return clause(st, "vector") || clause(st, "worker") || clause(st, "gang");
    return false;
}

/* The CALLs of a kernel's body name procedures with a device version
 * (OpenACC 2.15: "acc routine" information; intrinsics and library
 * procedures are the device emitter's). */
static bool calls_device_procedures(const Node *body) {
    bool ok = true;
    for (const Node *st = body; st; st = st->next) {
        const Symbol *p = st->kind == N_CALL && st->sym ? sym_origin(st->sym) : NULL;
        if (p && p->kind == SYM_PROCEDURE && p->proc_kind != PK_INTRINSIC && !proc_on_device(p) && p->decl) {
            error_at(st->loc, "'%s' is called in a loop of an !$acc compute region but has no device version: "
                     "give it an !$acc routine directive", p->name);
            ok = false;
        }
        ok = calls_device_procedures(st->body) && ok;
        for (const Node *e = st->orelse; e; e = e->orelse) ok = calls_device_procedures(e->body) && ok;
    }
    return ok;
}

static bool calls_parallel_routine(const Node *body) {
    for (const Node *st = body; st; st = st->next) {
        if (st->kind == N_CALL && st->sym && parallel_routine(st->sym)) return true;
        if (calls_parallel_routine(st->body)) return true;
        for (const Node *e = st->orelse; e; e = e->orelse)
            if (calls_parallel_routine(e->body)) return true;
    }
    return false;
}

/* A copy of clause argument v outside its clause's list, for another list. */
static Node *detached(const Node *v) {
    Node *copy = new_node(v->kind, v->loc);
    *copy = *v;
    copy->next = NULL;
    return copy;
}

/* The argument of clause `name` of directive dir, a copy standing alone
 * (N_STAR for `*`); NULL when the clause is absent or has no single value. */
static Node *size_of(const Node *dir, const char *name, int which) {
    Node *c = clause(dir, name), *v = c ? c->list : NULL;
    for (; v && which > 0; which--) v = v->next;
    if (!v || v->kind == N_RANGE || v->kind == N_REDUCE || (c->list->next && strcmp(name, "tile"))) return NULL;
    return detached(v);
}

/* The first of a and b that is not NULL. */
static Node *either(Node *a, Node *b) { return a ? a : b; }

/* The launch configuration the sizes of the clauses ask for, as a `!$cuf
 * kernel do <<<grid, block>>>` has it (NULL: none; N_STAR entries the
 * stub's choice).  The kernel maps the innermost loop of the nest to x and
 * the next to y (cufloop.c), so (OpenACC 2.5.7-2.5.9, 2.9.2-2.9.4, 2.9.8;
 * model 2.4.1.1-2.4.1.2): block x is `vector(n)` on the innermost loop, or
 * the construct's `vector_length(n)`; block y is `vector(n)` or `worker(n)`
 * on the next loop, or the construct's `num_workers(n)` (a one-loop nest has
 * one worker); `tile(a, b)` on the outermost loop sets x to a and y to b (the
 * first size is the innermost loop's).  `num_gangs(n)`, or `gang(n)` or PGI's
 * `parallel(n)` on the outermost loop, is the number of blocks: a grid of
 * (n, 1, 1), the grid-stride loops of the kernel doing the rest.  Constant
 * sizes making a block of more than 1024 threads are an error. */
static Node *launch_shape(const Node *construct, Node **dirs, int depth, Scope *scope, Loc loc) {
    Node *inner = dirs[depth - 1], *outer = dirs[0], *second = depth >= 2 ? dirs[depth - 2] : NULL;
    Node *bx = either(size_of(outer, "tile", 0), either(size_of(inner, "vector", 0),
                                                          size_of(construct, "vector_length", 0)));
    Node *by = depth < 2 ? NULL
                         : either(size_of(outer, "tile", 1),
                                  either(either(size_of(second, "vector", 0), size_of(second, "worker", 0)),
                                         size_of(construct, "num_workers", 0)));
    Node *gangs = either(either(size_of(outer, "gang", 0), size_of(outer, "parallel", 0)),
                         size_of(construct, "num_gangs", 0));
    if (!bx && !by && !gangs) return NULL;
    int64_t x = 1, y = 1;
    if ((!bx || sema_const_int(bx, scope, &x)) && (!by || sema_const_int(by, scope, &y)) && x * y > 1024) {
        error_at(bx ? bx->loc : by->loc, "the sizes of the clauses make blocks of %lld threads: a CUDA block has at "
                 "most 1024", (long long)(x * y));
        return NULL;
    }
    Node *launch = new_node(N_LAUNCH, loc), *grid = new_node(N_STAR, loc), *block = new_node(N_TUPLE, loc);
    if (gangs) {
        grid = new_node(N_TUPLE, loc);
        grid->list = gangs;
    }
    Node *entries[3] = {bx, by, NULL}, **tail = &block->list;
    for (int d = 0; d < 3; d++) tail = list_push(tail, entries[d] ? entries[d] : new_node(N_STAR, loc));
    launch->list = grid;
    grid->next = block;
    return launch;
}

/* An N_CUF_KERNEL of `depth` loops of the nest at `loop` (directive dir),
 * analysed; NULL when a scalar's updates race (*carried). */
static Node *make_kernel(Lower *lw, Node *loop, Node *dir, int depth, Symbol **carried) {
    /* the stub call stands on the loop directive's line, or on the DO's
     * when the directive is the combined construct's (its line enters
     * the region's data) */
    bool own_line = dir && dir != lw->r->directive;
    Node *k = new_node(N_CUF_KERNEL, own_line ? dir->loc : loop->loc);
    k->src = own_line ? dir->src : loop->src;
    k->end_src = own_line ? dir->end_src : NULL;
    k->ival = depth;
    k->body = loop;
    /* async(q): the stream is the queue's (src/host/cuf_kernel.c prints it) */
    if (lw->r->async) {
        k->stream = new_node(N_ACC_CLAUSE, lw->r->async->loc);
        k->stream->name = "async";
        k->stream->list = lw->r->async->list;
    }
    Node **tail = &k->list;
    for (Node *c = dir ? dir->list : NULL; c; c = c->next)
        if (clause_is(c, "reduction") && c->list) tail = list_push(tail, c->list);
    *tail = NULL;
    /* the arrays of private clauses: each thread's own (cufloop.c) */
    Node **ptail = &k->args;
    for (Node *c = dir ? dir->list : NULL; c; c = c->next)
        for (Node *v = clause_is(c, "private") ? c->list : NULL; v; v = v->next)
            if (variable_of(v) && variable_of(v)->type && variable_of(v)->type->rank > 0)
                ptail = list_push(ptail, detached(v));
    /* each iteration calls a vector routine with its own arguments: one
     * thread a block, so that the routine's loops run in that thread (an
     * OpenACC gang) */
    if (calls_parallel_routine(loop->body)) {
        Node *one = new_node(N_INT_LIT, k->loc);
        one->str = "1";
        k->launch = new_node(N_LAUNCH, k->loc);
        k->launch->list = new_node(N_STAR, k->loc);
        k->launch->list->next = one;
    }
    /* an inner loop directive of the mapped loops gives way to its loop */
    Node *l = loop, *dirs[CUF_MAX_LOOPS] = {dir};
    for (int d = 1; d < depth; d++) {
        Node *inner = only_statement(l->body), *idir;
        Node *next = acc_loop_of(inner, &idir);
        dirs[d] = idir;
        if (idir) {
            for (Node *c = idir->list; c; c = c->next)
                if (clause_is(c, "reduction") && c->list) tail = list_push(tail, c->list);
            next->next = inner->next;
            for (Node **p = &l->body; *p; p = &(*p)->next)
                if (*p == inner) { *p = next; break; }
        }
        l = next;
    }
    if (!k->launch) k->launch = launch_shape(lw->r->directive, dirs, depth, lw->scope, k->loc);
    *carried = NULL;
    if (!calls_device_procedures(loop->body)) return NULL;
    k->cuf = cuf_loop_analyze(k, lw->scope, carried);
    return k->cuf ? k : NULL;
}

static void lower_stmts(Lower *lw, Node **body);

/* The tightly nested loops from `loop` down that may become one kernel:
 * counted, their bounds free of the outer ones' indices, parallel. */
static int parallel_depth(Lower *lw, Node *loop, Node *dir, const Symbol **first_carried) {
    Node *nest[CUF_MAX_LOOPS];
    int depth = 0, collapsed = 0; /* loops below that d's collapse(n) covers */
    *first_carried = NULL;
    for (Node *l = loop, *d = dir; l && depth < CUF_MAX_LOOPS;) {
        Symbol *v = sym_origin(scope_lookup(lw->scope, l->var));
        if (!v || !v->type || v->type->kind != TY_INTEGER) break;
        bool rectangular = true;
        for (int k = 0; k < depth; k++) {
            Symbol *o = sym_origin(scope_lookup(lw->scope, nest[k]->var));
            rectangular &= !cuf_mentions(l->lhs, o) && !cuf_mentions(l->rhs, o) && !cuf_mentions(l->stride, o);
        }
        const Symbol *carried;
        if (!rectangular) break;
        if (!loop_parallel(lw, l, d, &carried)) {
            if (!depth) *first_carried = carried;
            break;
        }
        nest[depth++] = l;
        /* PGI `kernel` (model 2.4.3): this loop's body is the kernel's body */
        if (clause(d, "kernel")) break;
        int64_t n;
        if (collapsed > 0) collapsed--;
        else if (clause(d, "collapse") && sema_const_int(clause(d, "collapse")->list, lw->scope, &n)) collapsed = (int)n - 1;
        else if (clause(d, "tile")) /* tile(a, b): the loops it tiles (OpenACC 2.9.8) */
            for (Node *t = clause(d, "tile")->list->next; t; t = t->next) collapsed++;
        Node *inner = only_statement(l->body), *inner_dir = NULL;
        l = inner ? acc_loop_of(inner, &inner_dir) : NULL;
        d = inner_dir ? inner_dir : collapsed > 0 ? d : NULL;
    }
    return depth;
}

static void add_host_stmt(Lower *lw, Node *st) {
    Refs refs = {0};
    one_stmt_refs(&refs, st, lw->scope);
    AccHostStmt h = {.st = st};
    for (int k = 0; k < refs.n; k++) {
        Symbol *a = refs.v[k].array;
        if (a && mem_gpu_only(mem_space(a))) {
            /* rules.c checks region statements as device code, not as host statements */
            error_at(refs.v[k].name->loc, "device array '%s' in a statement of an !$acc region that runs on the host "
                     "(not a parallel loop): not supported yet", a->name);
            lw->ok = false;
            break;
        }
        if (!host_array(a)) continue;
        bool seen = false;
        for (int m = 0; m < h.touched.len; m++) seen |= h.touched.items[m] == a;
        if (!seen) symlist_push(&h.touched, a);
        seen = false;
        for (int m = 0; m < h.written.len; m++) seen |= h.written.items[m] == a;
        if (refs.v[k].write && !seen) symlist_push(&h.written, a);
    }
    free(refs.v);
    if (!h.touched.len) return;
    AccRegion *r = lw->r;
    r->host = xgrow(r->host, r->nhost, sizeof(AccHostStmt));
    r->host[r->nhost++] = h;
}

/* Whether the statements of `body` contain a DO loop (that could hold a kernel). */
static bool holds_loop(const Node *body) {
    for (const Node *st = body; st; st = st->next)
        if (st->kind == N_DO || (st->kind != N_IF_STMT && holds_loop(st->body))) return true;
    return false;
}

/* The loop nest at *link (the DO `loop` or its loop directive `dir`). */
static void lower_loop(Lower *lw, Node **link, Node *loop, Node *dir) {
    Node *st = *link;
    if (dir && clause(dir, "private"))
        for (Node *a = clause(dir, "private")->list; a; a = a->next) {
            Symbol *v = variable_of(a);
            int64_t n;
            if (!v || !v->type || (v->type->rank > 0 && !type_const_size(v->type, &n))) {
                error_at(a->loc, "private arrays of non-constant size in !$acc loops are not supported yet; give "
                         "the array constant bounds");
                lw->ok = false;
            }
        }
    const Symbol *carried = NULL;
    int depth = parallel_depth(lw, loop, dir, &carried);
    while (depth > 0) {
        Symbol *scalar;
        Node *k = make_kernel(lw, loop, dir, depth, &scalar);
        if (k) {
            k->next = st->next;
            loop->next = NULL; /* the kernel's body: the loop alone */
            *link = k;
            return;
        }
        if (error_count()) { lw->ok = false; return; }
        carried = scalar;
        depth--;
    }
    note_seq(lw, loop, carried);
    if (!holds_loop(loop->body)) {
        add_host_stmt(lw, st);
        return;
    }
    /* the host runs the loop; the nests in its body become kernels */
    Refs bounds = {0};
    expr_refs(&bounds, loop->lhs, false);
    expr_refs(&bounds, loop->rhs, false);
    expr_refs(&bounds, loop->stride, false);
    for (int k = 0; k < bounds.n; k++)
        if (host_array(bounds.v[k].array)) {
            error_at(loop->loc, "the bounds of a sequential loop of an !$acc region read array '%s': not supported "
                     "yet; assign them to scalars before the region", bounds.v[k].array->name);
            lw->ok = false;
        }
    free(bounds.v);
    lower_stmts(lw, &loop->body);
}

/* One statement of a compute region, at *link in its list. */
static void lower_stmt(Lower *lw, Node **link) {
    Node *st = *link, *dir;
    Node *loop = acc_loop_of(st, &dir);
    if (st->kind == N_ACC && !loop) {
        lw->ok = false;
        if (dir && !st->body) return; /* no loop at all: the parser said so */
        if (dir)
            error_at(st->loc, "!$acc %s must be followed by a counted DO loop", st->name);
        else if (acc_is_compute(st))
            error_at(st->loc, "!$acc %s inside a compute region: compute regions do not nest (accelerator model "
                     "2.3.1)", st->name);
        else if (!strcmp(st->name, "data region") || !strcmp(st->name, "data"))
            error_at(st->loc, "!$acc %s inside a compute region: a compute region may not contain a data region "
                     "(accelerator model 1.2)", st->name);
        else
            error_at(st->loc, "!$acc %s inside a compute region is not supported yet", st->name);
        return;
    }
    if (dir && !read_clauses(lw->r, dir, true, false)) lw->ok = false;
    if (loop) lower_loop(lw, link, loop, dir);
    else add_host_stmt(lw, st);
}

static void lower_stmts(Lower *lw, Node **body) {
    for (Node **p = body; *p; p = &(*p)->next) lower_stmt(lw, p);
}

/* ---------------------------------------------- arrays written whole */

/* Implicit data (pgi-accelerator-model 1.4, 2.3.3): an array the region
 * writes without reading it first needs no copy in, but copying it out
 * whole is right only when the region writes every element, or the host's
 * values of the others would be lost.  A region writes array a whole when a
 * top-level statement of it assigns every element outside any condition:
 * `a = ...`, `a(:,:) = ...`, or a(i1..ir) = ... with each ik the index of a
 * different enclosing counted loop of step 1 that runs over the whole of
 * dimension k.  The region and the statements before that one may not read
 * a (nor that statement itself), and the region has no branch that could
 * skip it. */

typedef struct Whole {
    const Symbol *array;
    Scope *scope;
    const Refs *unit;         /* the unit's statements: the scalars it assigns */
    Node *unit_node;
    const Node *loops[2 * CUF_MAX_LOOPS];
    int nloops;
} Whole;

/* Bound expression e, of array w->array's declaration, keeps its value: each
 * variable in it is a dummy of intent(in) or value, or a local of the unit
 * (which has no contained procedures) that the unit never assigns. */
static bool bound_fixed(const Whole *w, const Node *e) {
    if (!e) return true;
    Symbol *v = variable_of(e);
    if (v) {
        if (v->is_dummy) return (v->attrs & ATTR_VALUE) || (v->attrs & ATTR_INTENT_INOUT) == ATTR_INTENT_IN;
        if (v->is_module_var || v->common || v->equivalenced || v->scope != w->unit_node->scope ||
            w->unit_node->contains)
            return false;
        for (int k = 0; k < w->unit->assigned.len; k++)
            if (w->unit->assigned.items[k] == v) return false;
        return true;
    }
    if (e->kind == N_APPLY) return false;
    bool ok = bound_fixed(w, e->lhs) && bound_fixed(w, e->rhs);
    for (const Node *a = e->args; a && ok; a = a->next) ok = bound_fixed(w, a);
    return ok;
}

/* e is `f(a, k)` for intrinsic f (lbound, ubound, size) and w's array. */
static bool inquiry_of(const Whole *w, const Node *e, const char *f, int k) {
    if (!e || e->kind != N_APPLY || apply_kind(e) != APPLY_CALL || !e->sym ||
        sym_origin(e->sym)->proc_kind != PK_INTRINSIC || strcmp(intrinsic_name(sym_origin(e->sym)), f))
        return false;
    const Node *a = e->args, *d = a ? a->next : NULL;
    int64_t dim;
    return a && d && !d->next && variable_of(a->kind == N_ARG ? a->lhs : a) == w->array &&
           sema_const_int((Node *)(d->kind == N_ARG ? d->lhs : d), w->scope, &dim) && dim == k + 1;
}

/* Loop `loop` runs over every index of dimension k of w's array, step 1. */
static bool spans_dimension(const Whole *w, const Node *loop, int k) {
    const ArrayDim *dim = &w->array->type->dims[k];
    int64_t lo, hi, step;
    if (loop->stride && !(sema_const_int((Node *)loop->stride, w->scope, &step) && step == 1)) return false;
    bool explicit = dim->kind == DIM_EXPLICIT;
    bool lower_one = !dim->lower && dim->kind != DIM_DEFERRED;
    bool lo_ok = inquiry_of(w, loop->lhs, "lbound", k) ||
                 (sema_const_int((Node *)loop->lhs, w->scope, &lo) &&
                  ((dim->lower_known && dim->lower_val == lo) || (lower_one && lo == 1))) ||
                 (explicit && dim->lower && cuf_same_expr(loop->lhs, dim->lower) && bound_fixed(w, dim->lower));
    bool hi_ok = inquiry_of(w, loop->rhs, "ubound", k) || (lower_one && inquiry_of(w, loop->rhs, "size", k)) ||
                 (explicit && dim->upper_known && sema_const_int((Node *)loop->rhs, w->scope, &hi) &&
                  dim->upper_val == hi) ||
                 (explicit && dim->upper && cuf_same_expr(loop->rhs, dim->upper) && bound_fixed(w, dim->upper));
    return lo_ok && hi_ok;
}

/* Assignment target lhs is every element of w's array, each enclosing
 * loop running over a dimension (another loop might run no iteration). */
static bool assigns_whole(const Whole *w, const Node *lhs) {
    if (variable_of(lhs) == w->array) return w->nloops == 0;
    if (lhs->kind != N_APPLY || variable_of(lhs->lhs) != w->array) return false;
    const Node *used[CUF_MAX_LOOPS * 2] = {0};
    int k = 0;
    for (const Node *s = lhs->args; s; s = s->next, k++) {
        const Node *x = s->kind == N_ARG ? s->lhs : s;
        if (k >= w->array->type->rank) return false;
        if (x->kind == N_RANGE && !x->lhs && !x->rhs && !x->stride) continue;
        const Symbol *i = variable_of(x);
        int m = w->nloops - 1;
        while (m >= 0 && (!i || sym_origin(scope_lookup(w->scope, w->loops[m]->var)) != i)) m--;
        if (m < 0 || used[m] || !spans_dimension(w, w->loops[m], k)) return false;
        used[m] = w->loops[m];
    }
    for (int m = 0; m < w->nloops; m++)
        if (!used[m]) return false;
    return k == w->array->type->rank;
}

static bool writes_whole(Whole *w, const Node *body);

/* Statement st, run unconditionally, assigns every element (itself or a
 * statement of its loops' bodies). */
static bool stmt_writes_whole(Whole *w, const Node *st) {
    if (st->kind == N_ASSIGN) return assigns_whole(w, st->lhs);
    const Node *loop = st->kind == N_ACC ? st->body : st; /* a loop directive's loop */
    if (!loop || loop->kind != N_DO || loop->op != DO_COUNTED || !loop->var || w->nloops == 2 * CUF_MAX_LOOPS)
        return false;
    w->loops[w->nloops++] = loop;
    bool whole = writes_whole(w, loop->body);
    w->nloops--;
    return whole;
}

static bool writes_whole(Whole *w, const Node *body) {
    for (const Node *st = body; st; st = st->next)
        if (stmt_writes_whole(w, st)) return true;
    return false;
}

/* A statement of `body` (at any depth) may leave it or skip some of it. */
static bool branches(const Node *body) {
    for (const Node *st = body; st; st = st->next) {
        switch (st->kind) {
        case N_GOTO: case N_COMPUTED_GOTO: case N_ASSIGNED_GOTO: case N_ARITH_IF: case N_EXIT: case N_CYCLE:
        case N_RETURN: case N_STOP:
            return true;
        default:
            break;
        }
        if (branches(st->body)) return true;
        for (const Node *e = st->orelse; e; e = e->orelse)
            if (branches(e->body)) return true;
        if (st->kind == N_SELECT_CASE)
            for (const Node *c = st->list; c; c = c->next)
                if (branches(c->body)) return true;
    }
    return false;
}

/* Whether the statements `body` of a region write array a whole before
 * any read of it (the comment above). */
static bool written_before_read(Node *body, Symbol *a, Scope *scope, Node *unit, const Refs *unit_refs) {
    if (!a->type || a->type->rank <= 0 || !a->type->dims || branches(body)) return false;
    Whole w = {.array = a, .scope = scope, .unit = unit_refs, .unit_node = unit};
    for (Node *st = body; st; st = st->next) {
        Refs refs = {0};
        one_stmt_refs(&refs, st, scope);
        bool read = false;
        for (int k = 0; k < refs.n; k++) read |= refs.v[k].array == a && !refs.v[k].assign;
        free(refs.v);
        free(refs.assigned.items);
        if (read) return false;
        if (stmt_writes_whole(&w, st)) return true;
    }
    return false;
}

/* ------------------------------------------------------------ directives */

static const char *const compute_names[] = {
    "region", "kernels", "parallel", "serial", "region do", "region for", "kernels loop", "parallel loop",
    "serial loop",
};

bool acc_is_compute(const Node *st) {
    return st->kind == N_ACC && listed(st->name, compute_names, sizeof compute_names / sizeof compute_names[0]);
}

static bool is_combined(const Node *st) { return strchr(st->name, ' ') != NULL; }

/* Every host array the statements reference and no clause names:
 * copyin when only read, copyout when written whole before any read, copy
 * when written otherwise (pgi-accelerator-model 2.3.3); present under
 * default(present).  `unit` is the program unit of the region. */
static bool implicit_data(AccRegion *r, Node *body, Scope *scope, Node *unit) {
    Node *def = clause(r->directive, "default");
    const char *mode = def && def->list && def->list->kind == N_NAME ? def->list->name : NULL;
    Refs refs = {0};
    stmt_refs(&refs, body, scope);
    bool ok = true;
    for (int k = 0; k < refs.n; k++) {
        Ref *f = &refs.v[k];
        if (!host_array(f->array)) continue;
        AccData *d = find_data(r, f->array);
        if (d) {
            if (d->implicit && f->write && d->kind == ACC_COPYIN) d->kind = ACC_COPY;
            continue;
        }
        if (mode && !strcmp(mode, "none")) {
            error_at(f->name->loc, "'%s' has no data clause in a region with default(none)", f->array->name);
            ok = false;
            add_data(r, f->name, f->array, ACC_PRESENT, true);
            continue;
        }
        AccDataKind kind = mode && !strcmp(mode, "present") ? ACC_PRESENT : f->write ? ACC_COPY : ACC_COPYIN;
        add_data(r, f->name, f->array, kind, true);
    }
    free(refs.v);
    Refs unit_refs = {0};
    bool walked = false;
    for (int i = 0; i < r->ndata; i++) {
        AccData *d = &r->data[i];
        if (!d->implicit || d->kind != ACC_COPY) continue;
        if (!walked) stmt_refs(&unit_refs, unit->body, unit->scope);
        walked = true;
        if (written_before_read(body, d->var, scope, unit, &unit_refs)) d->kind = ACC_COPYOUT;
    }
    free(unit_refs.v);
    return ok;
}

/* The compute regions inside data construct `outer` (lowered before it)
 * find the arrays it names present: their implicit data for them is
 * `present`, which -Minfo reports and the runtime only counts. */
static bool cover_regions(const AccRegion *outer, Node *body) {
    bool ok = true;
    for (Node *st = body; st; st = st->next) {
        if (st->kind == N_ACC && st->acc && st->acc->compute)
            for (int i = 0; i < st->acc->ndata; i++) {
                AccData *d = &((AccRegion *)st->acc)->data[i];
                bool named = find_data((AccRegion *)outer, d->var) && d->kind != ACC_UPDATE_DEVICE &&
                             d->kind != ACC_UPDATE_HOST;
                if (named && d->implicit) d->kind = ACC_PRESENT;
                else if (named && pgi_spelling(outer->directive) && pgi_spelling(st)) {
                    error_at(d->item->loc, "'%s' is already in a data clause of an enclosing region (accelerator "
                             "model 2.3.3)", d->var->name);
                    ok = false;
                }
            }
        ok = cover_regions(outer, st->kind == N_IF_STMT ? NULL : st->body) && ok;
        for (Node *e = st->orelse; e; e = e->orelse) ok = cover_regions(outer, e->body) && ok;
        if (st->kind == N_SELECT_CASE)
            for (Node *c = st->list; c; c = c->next) ok = cover_regions(outer, c->body) && ok;
    }
    return ok;
}

/* if(cond) on a compute region: the host runs its statements as written
 * when cond is false, so they are printed twice; labels cannot be, and
 * device data of CUDA Fortran has no host copy to run on. */
static bool labelled(const Node *body) {
    for (const Node *st = body; st; st = st->next)
        if (st->label || (st->kind != N_IF_STMT && labelled(st->body))) return true;
    return false;
}

static bool host_fallback_ok(Node *body, Scope *scope, bool report) {
    for (Node *st = body; st; st = st->next) {
        if (labelled(st) || (st->orelse && labelled(st->orelse))) {
            if (report)
                error_at(st->loc, "a labelled statement in an !$acc region with an if clause is not supported yet");
            return false;
        }
        Refs refs = {0};
        one_stmt_refs(&refs, st, scope);
        for (int k = 0; k < refs.n; k++)
            if (!host_variable(refs.v[k].array)) {
                if (report)
                    error_at(refs.v[k].name->loc, "device data '%s' in an !$acc region with an if clause: the host "
                             "cannot run the region when the condition is false", refs.v[k].array->name);
                free(refs.v);
                return false;
            }
        free(refs.v);
    }
    return true;
}

/* Whether a statement of `body` (at any depth) has label `label`. */
static bool defines_label(const Node *body, long long label) {
    for (const Node *st = body; st; st = st->next) {
        if (st->label == label || (st->kind != N_IF_STMT && defines_label(st->body, label))) return true;
        for (const Node *e = st->orelse; e; e = e->orelse)
            if (defines_label(e->body, label)) return true;
        if (st->kind == N_SELECT_CASE)
            for (const Node *c = st->list; c; c = c->next)
                if (defines_label(c->body, label)) return true;
    }
    return false;
}

/* The GOTOs of `body` reach statements of the region `region` (model 2.3.1). */
static bool branches_inside(const Node *region, const Node *body) {
    bool ok = true;
    for (const Node *st = body; st; st = st->next) {
        long long target = st->kind == N_GOTO ? (long long)st->ival : 0;
        if (st->kind == N_COMPUTED_GOTO || st->kind == N_ARITH_IF || st->kind == N_ASSIGNED_GOTO)
            for (const Node *t = st->list; t && !target; t = t->next) {
                long long l = t->str ? atoll(t->str) : (long long)t->ival;
                if (!defines_label(region, l)) target = l;
            }
        if (target && !defines_label(region, target)) {
            error_at(st->loc, "a branch to label %lld, outside the compute region, is not allowed: no branch into or "
                     "out of a compute region (accelerator model 2.3.1)", target);
            ok = false;
        }
        ok = branches_inside(region, st->body) && ok;
        for (const Node *e = st->orelse; e; e = e->orelse) ok = branches_inside(region, e->body) && ok;
        if (st->kind == N_SELECT_CASE)
            for (const Node *c = st->list; c; c = c->next) ok = branches_inside(region, c->body) && ok;
    }
    return ok;
}

/* `!$acc cache(...)` in the loops of a compute region: a hint, which the
 * device code does without (OpenACC 2.10). */
static void warn_cache_hints(const Node *body) {
    for (const Node *st = body; st; st = st->next) {
        if (st->kind == N_ACC && st->name && !strcmp(st->name, "cache"))
            warning_at(st->loc, "!$acc cache ignored: a caching hint");
        warn_cache_hints(st->body);
        for (const Node *e = st->orelse; e; e = e->orelse) warn_cache_hints(e->body);
    }
}

static bool lower_compute(Lower *lw, Node *st) {
    AccRegion *r = lw->r;
    r->compute = true;
    lw->parallel_construct = !strncmp(st->name, "parallel", 8);
    lw->serial = !strncmp(st->name, "serial", 6);
    bool ok = read_clauses(r, st, is_combined(st), true);
    warn_cache_hints(st->body);
    if (!branches_inside(st->body, st->body)) return false;
    if (ok && r->if_cond && !host_fallback_ok(st->body, lw->scope, true)) return false;
    /* ACC_DEVICE_TYPE=HOST: the host copy of the region, where there can be one */
    r->host_switch = r->if_cond || host_fallback_ok(st->body, lw->scope, false);
    ok = implicit_data(r, st->body, lw->scope, lw->unit) && ok;
    if (!is_combined(st)) {
        lower_stmts(lw, &st->body);
        return ok && lw->ok;
    }
    Node *loop = st->body;
    if (!loop || loop->kind != N_DO || loop->op != DO_COUNTED || !loop->var) {
        error_at(st->loc, "!$acc %s must be followed by a counted DO loop", st->name);
        return false;
    }
    lower_loop(lw, &st->body, loop, st); /* the construct is its loop's directive */
    return ok && lw->ok;
}

/* Only the statements of `unit` that name s can read or write it: a local
 * variable that no procedure reaches (no dummy, module, common, pointer or
 * target data; the unit has no internal procedures). */
static bool private_to_unit(const Symbol *s, const Node *unit) {
    return s->scope == unit->scope && !s->is_dummy && !s->is_module_var && !s->use_module && !s->common &&
           !s->equivalenced && !s->is_cray_pointee && !unit->contains &&
           !(s->attrs & (ATTR_POINTER | ATTR_TARGET | ATTR_VOLATILE | ATTR_ASYNCHRONOUS));
}

/* A compute construct after the reducing one that leaves its results alone:
 * none of them named in it. */
static bool leaves_results(const Node *st, const SymList *results) {
    if (!st || st->kind != N_ACC || !acc_is_compute(st)) return false;
    for (int i = 0; i < results->len; i++)
        if (cuf_stmt_mentions(st, results->items[i])) return false;
    return true;
}

/* The reductions of compute construct st's kernels into host scalars: the
 * stub leaves each result on the device (CufLoop.deferred) and the host
 * waits for it before the first statement after st that is not a compute
 * construct free of those scalars, so the kernels of such constructs are
 * launched meanwhile (the Jacobi sweep's max-error kernel and its copy
 * kernel: no host round trip between them, as a CUDA C programmer queues
 * them).  Only where nothing else can read the scalars in between: locals
 * of the unit, named by no other statement of st, and a statement to wait
 * before (the end of a statement list keeps the wait in the stub). */
static void defer_results(Lower *lw, Node *st) {
    AccRegion *r = lw->r;
    if (r->async) return; /* async: the host waits for a reduction's queue (OpenACC 2.16.1) */
    SymList results = {0};
    int kernels_after = 0; /* kernels of st after its first reducing one */
    for (Node *k = st->body; k; k = k->next) {
        if (k->kind == N_CUF_KERNEL && results.len) kernels_after++;
        for (int i = 0; k->kind == N_CUF_KERNEL && k->cuf && i < k->cuf->nred; i++)
            symlist_push(&results, k->cuf->red[i].var);
    }
    if (!results.len) return;
    bool ok = true;
    for (int i = 0; ok && i < results.len; i++) {
        const Symbol *v = results.items[i];
        ok = private_to_unit(v, lw->unit) && !find_data(r, v);
        int named = 0;
        for (Node *k = st->body; ok && k; k = k->next) named += cuf_stmt_mentions(k, v);
        ok = ok && named == 1; /* its own kernel's */
    }
    Node *after = st->next;
    while (ok && leaves_results(after, &results)) after = after->next;
    free(results.items);
    if (!ok || !after || (after == st->next && !kernels_after)) return; /* nothing launched meanwhile */
    r->results_before = after;
    for (Node *k = st->body; k; k = k->next)
        if (k->kind == N_CUF_KERNEL && k->cuf && k->cuf->nred) ((CufLoop *)k->cuf)->deferred = true;
}

/* The device type a device_type clause names (nvfortran's names), or 0. */
static int device_type_named(const Node *c) {
    static const struct { const char *name; int type; } types[] = {
        {"nvidia", CUFACC_DEVICE_NVIDIA}, {"tesla", CUFACC_DEVICE_NVIDIA}, {"host", CUFACC_DEVICE_HOST},
        {"default", CUFACC_DEVICE_DEFAULT},
    };
    const Node *t = c->list;
    if (t && !t->next && t->kind == N_STAR) return CUFACC_DEVICE_DEFAULT;
    for (size_t i = 0; t && !t->next && t->kind == N_NAME && i < sizeof types / sizeof types[0]; i++)
        if (!strcmp(t->name, types[i].name)) return types[i].type;
    error_at(t ? t->loc : c->loc, "%s takes one device type of nvidia, host, default or * (the devices cufc "
             "compiles for)", c->name);
    return 0;
}

/* The clauses of an init, set or shutdown directive (OpenACC 2.14). */
static bool runtime_clauses(AccRegion *r, Node *st) {
    bool ok = true;
    for (Node *c = st->list; c; c = c->next) {
        if (clause_is(c, "device_type") || clause_is(c, "dtype")) {
            ok = (r->device_type = device_type_named(c)) != 0 && ok;
        } else if ((clause_is(c, "device_num") && r->shape != ACC_SHUTDOWN) ||
                   (clause_is(c, "default_async") && r->shape == ACC_SET)) {
            if (!one_integer(c)) {
                ok = false;
            } else if (clause_is(c, "device_num")) {
                r->device_num = c->list;
            } else {
                r->default_async = c->list;
            }
        } else if (clause_is(c, "if") && c->list && !c->list->next && !r->if_cond) {
            r->if_cond = c->list;
        } else {
            ok = not_allowed(c, st);
        }
    }
    if (ok && r->shape == ACC_SET && !r->device_type && !r->device_num && !r->default_async) {
        error_at(st->loc, "!$acc set needs a device_type, device_num or default_async clause");
        ok = false;
    }
    return ok;
}

/* The allocatable arrays of declare directives (acc_declared). */
static AccData *declared;
static int ndeclared;

const AccData *acc_declared(const Symbol *s) {
    s = sym_origin((Symbol *)s);
    for (int i = 0; i < ndeclared; i++)
        if (declared[i].var == s) return &declared[i];
    return NULL;
}

/* The items of a declare directive of `unit`: allocatable arrays created
 * with their host allocation; in a procedure the others enter and leave
 * with it; a module's must be allocatable. */
static bool declare_items(AccRegion *r, Node *unit) {
    bool ok = true;
    int kept = 0;
    for (int i = 0; i < r->ndata; i++) {
        AccData *d = &r->data[i];
        if (d->var->attrs & ATTR_ALLOCATABLE) {
            if (d->kind != ACC_CREATE) {
                error_at(d->item->loc, "declare %s of allocatable '%s' is not supported yet (create or mirror is)",
                         acc_data_kind_name(d->kind), d->var->name);
                ok = false;
                continue;
            }
            declared = xgrow(declared, ndeclared, sizeof(AccData));
            declared[ndeclared++] = *d;
            continue;
        }
        if (unit->kind == N_MODULE) {
            error_at(d->item->loc, "declare of module variable '%s' is supported for allocatable arrays only (yet)",
                     d->var->name);
            ok = false;
            continue;
        }
        r->data[kept++] = *d;
    }
    r->ndata = kept;
    return ok;
}

void acc_lower(Node *st, Node *unit) {
    AccRegion *r = xmalloc(sizeof *r);
    memset(r, 0, sizeof *r);
    r->directive = st;
    Lower lw = {.r = r, .unit = unit, .scope = unit->scope, .ok = true};
    bool ok = true;
    const char *n = st->name;
    if (acc_is_compute(st)) {
        r->shape = ACC_STRUCTURED;
        ok = lower_compute(&lw, st);
        if (ok) defer_results(&lw, st);
    } else if (!strcmp(n, "data") || !strcmp(n, "data region")) {
        r->shape = ACC_STRUCTURED;
        r->host_switch = true;
        ok = read_clauses(r, st, false, true);
        if (ok) ok = cover_regions(r, st->body);
    } else if (!strcmp(n, "enter data") || !strcmp(n, "exit data") || !strcmp(n, "update")) {
        r->shape = n[0] == 'e' && n[1] == 'n' ? ACC_ENTER : n[0] == 'e' ? ACC_EXIT : ACC_UPDATE;
        r->host_switch = true;
        ok = read_clauses(r, st, false, true);
        if (ok && r->shape == ACC_UPDATE && !r->ndata) {
            error_at(st->loc, "!$acc update needs a host, self or device clause");
            ok = false;
        }
    } else if (!strcmp(n, "host_data")) {
        r->shape = ACC_STRUCTURED;
        r->if_present = clause(st, "if_present") != NULL;
        for (Node *c = st->list; c; c = c->next) {
            if (!clause_is(c, "use_device") && !clause_is(c, "if_present")) {
                error_at(c->loc, "the %s clause of !$acc host_data is not supported yet", c->name);
                ok = false;
            }
            for (Node *v = clause_is(c, "use_device") ? c->list : NULL; v; v = v->next) {
                Symbol *s = variable_of(v);
                /* as declared: the construct's statements see it as device data */
                if (!s || !s->type || s->type->rank == 0 || (s->attrs & ATTR_PARAMETER) ||
                    mem_gpu_visible(mem_declared(s))) {
                    error_at(v->loc, "use_device names host arrays (present data), not '%s'", v->kind == N_NAME ? v->name : "an expression");
                    ok = false;
                } else {
                    symlist_push(&r->use_device, v->sym);
                    /* present at the directive: with ACC_DEVICE_TYPE=HOST, where the
                       data constructs do nothing, the runtime copies it in and out
                       around the construct (acc_data.c), whose statements use the
                       device copy; with if_present an array not present stands for
                       itself (OpenACC 2.8) */
                    if (!r->if_present) add_data(r, v, s, ACC_PRESENT, false);
                }
            }
        }
    } else if (!strcmp(n, "declare")) {
        r->shape = ACC_DECLARE;
        ok = read_clauses(r, st, false, true) && declare_items(r, unit);
    } else if (!strcmp(n, "init") || !strcmp(n, "set") || !strcmp(n, "shutdown")) {
        r->shape = n[0] == 'i' ? ACC_INIT : n[1] == 'e' ? ACC_SET : ACC_SHUTDOWN;
        ok = runtime_clauses(r, st);
    } else if (!strcmp(n, "routine")) {
        /* the procedure is compiled for the device (proc_role); its host version
           stays, which nohost allows (a call from the host is the program's error) */
        static const char *const routine_clauses[] = {"routine", "seq", "vector", "worker", "gang", "nohost"};
        for (Node *c = st->list; c; c = c->next)
            if (!listed(c->name, routine_clauses, sizeof routine_clauses / sizeof routine_clauses[0])) {
                error_at(c->loc, "the %s clause of !$acc routine is not supported yet", c->name);
                ok = false;
            }
        if (ok) return;
    } else if (!strcmp(n, "wait")) {
        /* OpenACC 2.16.3: `wait [(queues)] [async(q)]`, the queues its argument */
        r->shape = ACC_WAIT;
        r->wait = true;
        r->waits = clause(st, "wait") ? clause(st, "wait")->list : NULL;
        ok = read_clauses(r, st, false, false) && (!clause(st, "wait") || queues_ok(clause(st, "wait")));
    } else if (!strcmp(n, "cache")) {
        warning_at(st->loc, "!$acc cache ignored: a caching hint");
        return;
    } else if ((!strcmp(n, "loop") || !strcmp(n, "do")) && unit->sym && proc_on_device(unit->sym)) {
        return; /* an !$acc routine's loop: the calling thread runs it (guide 5.8) */
    } else if (!strcmp(n, "loop") || !strcmp(n, "do") || !strcmp(n, "atomic")) {
        error_at(st->loc, "!$acc %s outside a compute region (!$acc kernels, parallel or region)", n);
        ok = false;
    } else {
        error_at(st->loc, "!$acc %s is not supported yet", n);
        ok = false;
    }
    st->acc = ok ? r : NULL;
}

bool acc_loop_partitioned(const Node *dir) {
    return !clause(dir, "seq") && (clause(dir, "vector") || clause(dir, "worker") || clause(dir, "gang"));
}

void acc_use_device(const Node *st, bool inside) {
    if (st->kind != N_ACC) return;
    const char *list = !strcmp(st->name, "host_data") ? "use_device" : "deviceptr";
    for (Node *c = st->list; c; c = c->next)
        for (Node *v = clause_is(c, list) ? c->list : NULL; v; v = v->next)
            if (variable_of(v) && (!inside || host_variable(variable_of(v)))) mem_use_device(v->sym, inside);
}

/* A procedure that n (statements or expressions, with what follows)
 * calls or references and that has no device version, or NULL. */
static const Symbol *host_only_callee(const Node *n) {
    for (; n; n = n->next) {
        const Symbol *p = (n->kind == N_CALL || (n->kind == N_APPLY && apply_kind(n) == APPLY_CALL)) && n->sym
                              ? sym_origin(n->sym) : NULL;
        if (n->kind == N_APPLY && !p && n->lhs && n->lhs->sym && apply_kind(n) == APPLY_CALL)
            p = sym_origin(n->lhs->sym);
        if (p && p->kind == SYM_PROCEDURE && p->proc_kind != PK_INTRINSIC && !p->intrinsic && !proc_on_device(p))
            return p;
        const Node *kids[] = {n->lhs, n->rhs, n->args, n->cond, n->mask, n->stride, n->body, n->orelse};
        for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++) {
            const Symbol *q = kids[i] && kids[i] != n ? host_only_callee(kids[i]) : NULL;
            if (q) return q;
        }
    }
    return NULL;
}

/* -stdpar (nvfortran): DO CONCURRENT (i = ..., j = ...) is a compute
 * region of one nest whose loops are independent by the construct's own
 * promise: the node becomes the N_CUF_KERNEL of counted loops built from
 * its index specifications (first outermost) around its body (under an IF
 * of its mask), with the implicit data of a region in st->acc.  A scalar
 * that would race, or a call of a procedure without a device version
 * (nvfortran compiles one), leaves it to the host. */
void acc_lower_concurrent(Node *st, Node *unit) {
    const Symbol *host_only = host_only_callee(st->body);
    if (!host_only && st->mask) host_only = host_only_callee(st->mask);
    if (host_only) {
        warning_at(st->loc, "this DO CONCURRENT runs on the host: it calls '%s', which has no device version "
                   "(give it attributes(host,device) or an !$acc routine directive)", host_only->name);
        return;
    }
    int depth = 0;
    Node *outer = NULL, **link = &outer;
    for (Node *spec = st->list; spec; spec = spec->next, depth++) {
        Node *loop = new_node(N_DO, st->loc);
        loop->op = DO_COUNTED;
        loop->var = spec->name;
        loop->lhs = spec->lhs;
        loop->rhs = spec->rhs;
        loop->stride = spec->stride;
        *link = loop;
        link = &loop->body;
    }
    *link = st->body;
    if (st->mask) { /* the mask guards the body of each iteration */
        Node *guard = new_node(N_IF, st->mask->loc);
        guard->cond = st->mask;
        guard->body = st->body;
        *link = guard;
    }
    if (!depth || depth > CUF_MAX_LOOPS) return;
    outer->src = st->src;
    AccRegion *r = xmalloc(sizeof *r);
    memset(r, 0, sizeof *r);
    r->directive = st;
    r->compute = true;
    r->shape = ACC_STRUCTURED;
    /* the index variables belong to the construct (sema's concurrent scope) */
    Scope *scope = st->list->sym && st->list->sym->scope ? st->list->sym->scope : unit->scope;
    Node original = *st;
    st->kind = N_CUF_KERNEL;
    st->ival = depth;
    st->body = outer;
    st->list = st->args = st->launch = NULL;
    st->mask = NULL;
    Symbol *carried = NULL;
    st->cuf = cuf_loop_analyze(st, scope, &carried);
    if (!st->cuf) { /* a racing scalar: the host runs the loop */
        *st = original;
        return;
    }
    implicit_data(r, outer, scope, unit);
    st->acc = r;
}
