/* cufloop.c — analysis of the kernel loop directive `!$cuf kernel do(n)`
 * (guide 2.11, 3.7.2), run once by cuda_check; the host emitter replaces the
 * loop nest by a call of the launch stub, the device emitter writes the
 * kernel and the stub, both from the result stored on the directive.
 *
 * For one directive it finds:
 *   - the n tightly nested DO loops that are mapped onto the grid (their
 *     index variables, bounds and steps);
 *   - the scalars private to an iteration: assigned before they are read
 *     (temporaries, guide 2.11.3), unless they have the device or managed
 *     attribute (those are the one in global memory, guide 2.11.2), and
 *     the variables of inner DO loops;
 *   - the scalar reductions: reduce(op:var) clauses, and scalars only ever
 *     updated as `s = s op expr` (op one of + - * .and. .or. .eqv. .neqv.)
 *     or `s = f(s, expr...)` (f one of max min iand ior ieor) — found
 *     automatically (guide 2.11.3);
 *   - the captured variables: everything else the loop body references,
 *     except module variables with a device object (device code reaches
 *     those directly), in order of first reference.
 * A host scalar assigned in any other way would be a data race between
 * iterations and is reported; a device one is the program's to order. */
#include <stdlib.h>
#include <string.h>
#include "cuda/cuda.h"

/* What the body does with one variable. */
typedef struct VarUse {
    Symbol *sym;           /* origin symbol */
    Symbol *local;         /* as first referenced here (the USE-renamed name) */
    bool first_is_write;   /* its first reference (in statement order) assigns it */
    bool plain_read;       /* read outside its reduction statements */
    bool plain_write;      /* assigned other than by a reduction statement */
    bool inner_index;      /* variable of a DO loop inside the body */
    int red_op;            /* CufOp of its reduction statements; -1 none, -2 mixed */
    Loc write_loc;         /* first non-reduction assignment */
    Loc read_loc;          /* first plain read */
    Loc red_loc;           /* first reduction statement */
} VarUse;

typedef struct Walk {
    CufLoop *loop;
    VarUse *uses;
    int nuses;
    bool failed;
    Symbol **carried;      /* accelerator nest: a racing scalar is reported here, not as an error */
} Walk;

static const char *const op_names[] = {
    [CUF_ADD] = "+", [CUF_MUL] = "*", [CUF_MAX] = "max", [CUF_MIN] = "min", [CUF_IAND] = "iand",
    [CUF_IOR] = "ior", [CUF_IEOR] = "ieor", [CUF_AND] = ".and.", [CUF_OR] = ".or.",
    [CUF_EQV] = ".eqv.", [CUF_NEQV] = ".neqv.",
};

const char *cuf_op_name(CufOp op) { return op_names[op]; }


Symbol *cuf_variable_of(const Node *e) {
    if (!e || e->kind != N_NAME || !e->sym) return NULL;
    Symbol *s = sym_origin(e->sym);
    return s->kind == SYM_VARIABLE ? s : NULL;
}

static Symbol *local_of(const Node *e) { return e->sym; }

static bool is_mapped_index(const CufLoop *l, const Symbol *s) {
    for (int i = 0; i < l->n; i++)
        if (l->index[i] == s) return true;
    return false;
}

static VarUse *use_of(Walk *w, Symbol *local) {
    Symbol *s = sym_origin(local);
    for (int i = 0; i < w->nuses; i++)
        if (w->uses[i].sym == s) return &w->uses[i];
    w->uses = xgrow(w->uses, w->nuses, sizeof(VarUse));
    VarUse *u = &w->uses[w->nuses++];
    memset(u, 0, sizeof *u);
    u->sym = s;
    u->local = local;
    u->red_op = -1;
    return u;
}

static void note_read(Walk *w, Symbol *s, Loc loc) {
    VarUse *u = use_of(w, s);
    if (!u->plain_read) u->read_loc = loc;
    u->plain_read = true;
}

static void note_write(Walk *w, Symbol *s, Loc loc) {
    int before = w->nuses;
    VarUse *u = use_of(w, s);
    if (w->nuses > before) u->first_is_write = true;
    if (!u->plain_write) u->write_loc = loc;
    u->plain_write = true;
}

/* Every variable an expression reads. */
static void read_expr(Walk *w, Node *e) {
    for (; e; e = NULL) {
        switch (e->kind) {
        case N_NAME:
            if (cuf_variable_of(e)) note_read(w, local_of(e), e->loc);
            return;
        case N_APPLY:
            if (apply_kind(e) != APPLY_CALL && apply_kind(e) != APPLY_STRUCT_CTOR) read_expr(w, e->lhs);
            for (Node *a = e->args; a; a = a->next) read_expr(w, a);
            return;
        case N_COMPONENT: read_expr(w, e->lhs); return;
        case N_ARG: read_expr(w, e->lhs); return;
        case N_IMPLIED_DO:
            for (Node *a = e->list; a; a = a->next) read_expr(w, a);
            read_expr(w, e->lhs);
            read_expr(w, e->rhs);
            read_expr(w, e->stride);
            return;
        default:
            read_expr(w, e->lhs);
            read_expr(w, e->rhs);
            read_expr(w, e->stride);
            for (Node *a = e->list; a; a = a->next) read_expr(w, a);
            for (Node *a = e->args; a; a = a->next) read_expr(w, a);
            return;
        }
    }
}

bool cuf_mentions(const Node *e, const Symbol *s) {
    if (!e) return false;
    if (e->kind == N_NAME) return cuf_variable_of(e) == s;
    if (cuf_mentions(e->lhs, s) || cuf_mentions(e->rhs, s) || cuf_mentions(e->stride, s)) return true;
    for (const Node *a = e->args; a; a = a->next)
        if (cuf_mentions(a, s)) return true;
    for (const Node *a = e->list; a; a = a->next)
        if (cuf_mentions(a, s)) return true;
    return false;
}

bool cuf_stmt_mentions(const Node *st, const Symbol *s) {
    if (!st) return false;
    if (st->kind == N_DO && st->var && !strcmp(st->var, s->name)) return true;
    const Node *parts[] = {st->lhs, st->rhs, st->stride, st->cond, st->mask};
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        if (cuf_mentions(parts[i], s)) return true;
    for (const Node *a = st->args; a; a = a->next)
        if (cuf_mentions(a, s)) return true;
    for (const Node *a = st->list; a; a = a->next) /* I/O items, directive clauses */
        if (cuf_stmt_mentions(a, s)) return true;
    for (const Node *b = st->body; b; b = b->next)
        if (cuf_stmt_mentions(b, s)) return true;
    return cuf_stmt_mentions(st->orelse, s);
}

static Node *strip_parens(Node *e) {
    while (e && e->kind == N_UNARY && e->op == OP_PAREN) e = e->lhs;
    return e;
}

static int binary_reduction_op(int op) {
    switch (op) {
    case OP_ADD: case OP_SUB: return CUF_ADD;
    case OP_MUL: return CUF_MUL;
    case OP_AND: return CUF_AND;
    case OP_OR: return CUF_OR;
    case OP_EQV: return CUF_EQV;
    case OP_NEQV: return CUF_NEQV;
    default: return -1;
    }
}

static int intrinsic_reduction_op(const Node *call) {
    static const struct { const char *name; CufOp op; } fns[] = {
        {"max", CUF_MAX}, {"max0", CUF_MAX}, {"amax1", CUF_MAX}, {"dmax1", CUF_MAX},
        {"min", CUF_MIN}, {"min0", CUF_MIN}, {"amin1", CUF_MIN}, {"dmin1", CUF_MIN},
        {"iand", CUF_IAND}, {"ior", CUF_IOR}, {"ieor", CUF_IEOR},
    };
    if (call->kind != N_APPLY || apply_kind(call) != APPLY_CALL || !call->sym) return -1;
    Symbol *f = sym_origin(call->sym);
    if (f->proc_kind != PK_INTRINSIC) return -1;
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
        if (!strcmp(f->name, fns[i].name)) return (int)fns[i].op;
    return -1;
}

/* `s = <rhs>` is a reduction statement of s: s appears exactly once, as
 * the leftmost operand of a chain of the same operator (s + a - b, s * a),
 * as either operand of a commutative operator (a + s), or as an argument
 * of max/min/iand/ior/ieor.  Returns the CufOp, or -1. */
static int reduction_form(Node *rhs, const Symbol *s) {
    rhs = strip_parens(rhs);
    if (!rhs) return -1;
    if (rhs->kind == N_BINARY) {
        int op = binary_reduction_op(rhs->op);
        if (op < 0) return -1;
        Node *l = strip_parens(rhs->lhs), *r = strip_parens(rhs->rhs);
        if (cuf_variable_of(l) == s && !cuf_mentions(r, s)) return op;
        if (cuf_variable_of(r) == s && !cuf_mentions(l, s) && rhs->op != OP_SUB) return op;
        /* s + a - b: the chain continues on the left */
        if (!cuf_mentions(r, s) && l && l->kind == N_BINARY && binary_reduction_op(l->op) == op) {
            int inner = reduction_form(l, s);
            return inner == op ? op : -1;
        }
        return -1;
    }
    int op = intrinsic_reduction_op(rhs);
    if (op < 0) return -1;
    int seen = 0;
    for (Node *a = rhs->args; a; a = a->next) {
        Node *v = strip_parens(arg_value(a));
        if (cuf_variable_of(v) == s) seen++;
        else if (cuf_mentions(v, s)) return -1;
    }
    return seen == 1 ? op : -1;
}

static void walk_stmts(Walk *w, Node *body);

/* The same expression, written the same way (names, literals, operators,
 * subscripts). */
bool cuf_same_expr(const Node *a, const Node *b) {
    a = strip_parens((Node *)a);
    b = strip_parens((Node *)b);
    if (!a || !b) return a == b;
    if (a->kind != b->kind || a->op != b->op) return false;
    switch (a->kind) {
    case N_NAME: return cuf_variable_of(a) ? cuf_variable_of(a) == cuf_variable_of(b) : a->name == b->name;
    case N_INT_LIT: case N_REAL_LIT: return a->str && b->str && !strcmp(a->str, b->str);
    case N_ARG: case N_UNARY: return cuf_same_expr(a->lhs, b->lhs);
    case N_BINARY: return cuf_same_expr(a->lhs, b->lhs) && cuf_same_expr(a->rhs, b->rhs);
    case N_COMPONENT: return a->name == b->name && cuf_same_expr(a->lhs, b->lhs);
    case N_APPLY: {
        if (!cuf_same_expr(a->lhs, b->lhs)) return false;
        const Node *x = a->args, *y = b->args;
        for (; x && y; x = x->next, y = y->next)
            if (!cuf_same_expr(x, y)) return false;
        return !x && !y;
    }
    default: return false;
    }
}

unsigned cuf_expr_hash(const Node *e) {
    e = strip_parens((Node *)e);
    if (!e) return 0;
    unsigned h = ((unsigned)e->kind * 16777619u) ^ (unsigned)e->op;
    if ((e->kind == N_NAME || e->kind == N_COMPONENT) && e->name) h = h * 31u + name_hash(e->name);
    if ((e->kind == N_INT_LIT || e->kind == N_REAL_LIT) && e->str) h = h * 31u + name_hash(e->str);
    h = h * 31u + cuf_expr_hash(e->lhs);
    if (e->kind == N_BINARY) h = h * 31u + cuf_expr_hash(e->rhs);
    for (const Node *a = e->kind == N_APPLY ? e->args : NULL; a; a = a->next) h = h * 31u + cuf_expr_hash(a);
    return h;
}

/* `if (x < m) m = x` (and <=, or m > x ...) keeps the minimum of x in the
 * scalar m, `if (x > m) m = x` the maximum: a min/max reduction of m (repro
 * cuf_if_min).  Returns CUF_MIN/CUF_MAX with *value = x, or -1. */
static int if_reduction(Node *st, Node **value) {
    Node *set = st->body, *cond = strip_parens(st->cond);
    if (!set || set->next || set->kind != N_ASSIGN || set->sym || !cond || cond->kind != N_BINARY) return -1;
    Symbol *m = cuf_variable_of(set->lhs);
    if (!m || !m->type || m->type->rank != 0 || cuf_mentions(set->rhs, m)) return -1;
    Node *l = strip_parens(cond->lhs), *r = strip_parens(cond->rhs);
    bool less = cond->op == OP_LT || cond->op == OP_LE, greater = cond->op == OP_GT || cond->op == OP_GE;
    if (!less && !greater) return -1;
    *value = set->rhs;
    if (cuf_same_expr(l, set->rhs) && cuf_variable_of(r) == m) return less ? CUF_MIN : CUF_MAX;  /* x < m */
    if (cuf_same_expr(r, set->rhs) && cuf_variable_of(l) == m) return less ? CUF_MAX : CUF_MIN;  /* m < x */
    return -1;
}

/* A reduction statement of `lhs` with operator op (its other operands are
 * read by the caller). */
static void note_reduction(Walk *w, Node *lhs, int op, Loc at) {
    VarUse *u = use_of(w, local_of(lhs));
    if (u->red_op == -1) u->red_loc = at;
    u->red_op = u->red_op == -1 || u->red_op == op ? op : -2;
}

static void walk_assign(Walk *w, Node *st) {
    Symbol *s = cuf_variable_of(st->lhs);
    if (s && s->type && s->type->rank == 0 && !is_mapped_index(w->loop, s) && !st->sym) {
        int op = reduction_form(st->rhs, s);
        if (op >= 0) {
            note_reduction(w, st->lhs, op, st->loc);
            /* read the other operands; s itself is not a plain read */
            Node *rhs = strip_parens(st->rhs);
            if (rhs->kind == N_BINARY) {
                for (Node *e = rhs; e && e->kind == N_BINARY && cuf_mentions(e, s); e = strip_parens(e->lhs)) {
                    Node *other = cuf_variable_of(strip_parens(e->lhs)) == s ? e->rhs
                                  : cuf_variable_of(strip_parens(e->rhs)) == s ? e->lhs : e->rhs;
                    read_expr(w, other);
                }
            } else {
                for (Node *a = rhs->args; a; a = a->next)
                    if (cuf_variable_of(strip_parens(arg_value(a))) != s) read_expr(w, a);
            }
            return;
        }
    }
    read_expr(w, st->rhs);
    if (s) {
        if (is_mapped_index(w->loop, s)) {
            error_at(st->lhs->loc, "the index '%s' of a loop mapped by !$cuf kernel do cannot be assigned "
                     "in the loop", s->name);
            w->failed = true;
            return;
        }
        note_write(w, local_of(st->lhs), st->lhs->loc);
        return;
    }
    /* an array element or component: its subscripts are read */
    Node *base = st->lhs;
    while (base && (base->kind == N_APPLY || base->kind == N_COMPONENT)) {
        if (base->kind == N_APPLY)
            for (Node *a = base->args; a; a = a->next) read_expr(w, a);
        base = base->lhs;
    }
    Symbol *b = cuf_variable_of(base);
    /* m%rho(i) of a device component writes the device memory that m's
     * descriptor points at, not m (guide 3.2.1) */
    Symbol *h = designator_holder(st->lhs);
    bool in_variable = !h || h->kind != SYM_COMPONENT;
    if (b && b->type && b->type->rank == 0 && in_variable) note_write(w, local_of(base), st->lhs->loc);
    else if (b) note_read(w, local_of(base), base->loc);
}

/* call sub(args): value and intent(in) dummies read; others may write. */
static void walk_call(Walk *w, Node *st) {
    for (Node *a = st->args; a; a = a->next) {
        Node *v = arg_value(a);
        Symbol *d = a->sym;
        Symbol *s = cuf_variable_of(v);
        bool in_only = d && ((d->attrs & ATTR_VALUE) || (d->attrs & ATTR_INTENT_INOUT) == ATTR_INTENT_IN);
        if (s && s->type && s->type->rank == 0 && !in_only) {
            if (!(d && (d->attrs & ATTR_INTENT_INOUT) == ATTR_INTENT_OUT)) note_read(w, local_of(v), v->loc);
            note_write(w, local_of(v), v->loc);
        } else {
            read_expr(w, v);
        }
    }
}

static void walk_stmt(Walk *w, Node *st) {
    switch (st->kind) {
    case N_ASSIGN: walk_assign(w, st); return;
    case N_CALL: walk_call(w, st); return;
    case N_IF:
        read_expr(w, st->cond);
        walk_stmts(w, st->body);
        for (Node *e = st->orelse; e; e = e->orelse) {
            read_expr(w, e->cond);
            walk_stmts(w, e->body);
        }
        return;
    case N_IF_STMT: {
        Node *value;
        Symbol *m = st->body ? cuf_variable_of(st->body->lhs) : NULL;
        int op = if_reduction(st, &value);
        if (op >= 0 && !is_mapped_index(w->loop, m)) {
            note_reduction(w, st->body->lhs, op, st->loc);
            read_expr(w, value);
            return;
        }
        read_expr(w, st->cond);
        walk_stmts(w, st->body);
        return;
    }
    case N_DO:
        if (st->op == DO_COUNTED && st->var) {
            Symbol *local = scope_lookup(w->loop->scope, st->var), *v = sym_origin(local);
            read_expr(w, st->lhs);
            read_expr(w, st->rhs);
            read_expr(w, st->stride);
            if (v) {
                if (is_mapped_index(w->loop, v)) {
                    error_at(st->loc, "the index '%s' of a mapped loop is reused by an inner loop", v->name);
                    w->failed = true;
                    return;
                }
                use_of(w, local)->inner_index = true;
            }
        } else {
            read_expr(w, st->cond);
        }
        walk_stmts(w, st->body);
        return;
    case N_SELECT_CASE:
        read_expr(w, st->cond);
        for (Node *c = st->list; c; c = c->next) {
            for (Node *v = c->list; v; v = v->next) read_expr(w, v);
            walk_stmts(w, c->body);
        }
        return;
    case N_BLOCK:
    case N_ACC: /* an inner `!$acc loop` of an accelerator nest: a sequential loop */
        walk_stmts(w, st->body);
        return;
    case N_RETURN:
        error_at(st->loc, "RETURN is not allowed in a loop mapped by !$cuf kernel do");
        w->failed = true;
        return;
    case N_CUF_KERNEL:
        error_at(st->loc, "!$cuf kernel do directives cannot be nested");
        w->failed = true;
        return;
    case N_CONTINUE: case N_CYCLE: case N_EXIT: case N_GOTO:
        return;
    default:
        read_expr(w, st->cond);
        read_expr(w, st->lhs);
        read_expr(w, st->rhs);
        for (Node *a = st->args; a; a = a->next) read_expr(w, a);
        for (Node *a = st->list; a; a = a->next) read_expr(w, a);
        return;
    }
}

static void walk_stmts(Walk *w, Node *body) {
    for (Node *st = body; st; st = st->next) walk_stmt(w, st);
}

/* ------------------------------------------------------------ the nest */

/* The statements of a DO body other than a label-terminating CONTINUE. */
static Node *only_statement(Node *body) {
    Node *first = NULL;
    int n = 0;
    for (Node *st = body; st; st = st->next) {
        if (st->kind == N_CONTINUE) continue;
        first = first ? first : st;
        n++;
    }
    return n == 1 ? first : NULL;
}

static bool find_loops(CufLoop *l, Node *dir) {
    Node *loop = dir->body;
    for (int k = 0; k < l->n; k++) {
        if (!loop || loop->kind != N_DO || loop->op != DO_COUNTED || !loop->var) {
            error_at(dir->loc, "!$cuf kernel do(%d) must be followed by %d tightly nested counted DO loops; "
                     "found %d", l->n, l->n, k);
            return false;
        }
        Symbol *v = sym_origin(scope_lookup(l->scope, loop->var));
        if (!v || !v->type || v->type->kind != TY_INTEGER || v->type->rank != 0) {
            error_at(loop->loc, "the index of a loop mapped by !$cuf kernel do must be an integer scalar");
            return false;
        }
        for (int j = 0; j < k; j++)
            if (cuf_mentions(loop->lhs, l->index[j]) || cuf_mentions(loop->rhs, l->index[j]) ||
                cuf_mentions(loop->stride, l->index[j])) {
                error_at(loop->loc, "the bounds of loops mapped by !$cuf kernel do cannot depend on the "
                         "index '%s' of an outer mapped loop (the iteration space must be rectangular)",
                         l->index[j]->name);
                return false;
            }
        l->loops[k] = loop;
        l->index[k] = v;
        l->const_step[k] = !loop->stride || sema_const_int(loop->stride, l->scope, &l->step[k]);
        if (!loop->stride) l->step[k] = 1;
        if (l->const_step[k] && l->step[k] == 0)
            return false; /* sema reports it */
        if (k + 1 < l->n) loop = only_statement(loop->body);
    }
    return true;
}

/* Module variable with a device object: device code reaches it by name. */
static bool is_module_device_var(const Symbol *s) {
    const Symbol *m = module_gpu_var(s);
    return m && mem_declared(m) != MEM_TEXTURE;
}

static bool type_allows(const Type *t, CufOp op) {
    if (!t) return false;
    switch (op) {
    case CUF_ADD: case CUF_MUL:
        return t->kind == TY_INTEGER || t->kind == TY_REAL || t->kind == TY_COMPLEX;
    case CUF_MAX: case CUF_MIN: return t->kind == TY_INTEGER || t->kind == TY_REAL;
    case CUF_IAND: case CUF_IOR: case CUF_IEOR: return t->kind == TY_INTEGER;
    default: return t->kind == TY_LOGICAL;
    }
}

static bool explicit_clauses(Walk *w, Node *dir) {
    static const struct { const char *spelling; CufOp op; } ops[] = {
        {"+", CUF_ADD}, {"-", CUF_ADD}, {"*", CUF_MUL}, {"max", CUF_MAX}, {"min", CUF_MIN},
        {"iand", CUF_IAND}, {"ior", CUF_IOR}, {"ieor", CUF_IEOR}, {".and.", CUF_AND},
        {".or.", CUF_OR}, {".eqv.", CUF_EQV}, {".neqv.", CUF_NEQV},
    };
    bool ok = true;
    for (Node *r = dir->list; r; r = r->next) {
        int op = -1;
        for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
            if (r->name && !strcmp(r->name, ops[i].spelling)) op = (int)ops[i].op;
        for (Node *v = r->list; v; v = v->next) {
            Symbol *s = cuf_variable_of(v);
            if (!s || !s->type || s->type->rank != 0) {
                if (v->kind == N_NAME)
                    error_at(v->loc, "reduce(%s:%s): '%s' is not a scalar variable; a reduce clause names scalars "
                             "(guide 2.11.3)", r->name ? r->name : "?", v->name, v->name);
                else
                    error_at(v->loc, "a reduce clause of !$cuf kernel do names scalar variables (guide 2.11.3)");
                ok = false;
                continue;
            }
            if (op >= 0 && !type_allows(s->type, (CufOp)op)) {
                error_at(v->loc, "a %s reduction is not defined for '%s' of type %s", r->name, s->name,
                         type_name(s->type));
                ok = false;
                continue;
            }
            VarUse *u = use_of(w, local_of(v));
            if (u->plain_read || u->plain_write || u->inner_index || (u->red_op != -1 && u->red_op != op)) {
                bool fn = r->name[0] >= 'a' && r->name[0] <= 'z';
                error_at(v->loc, "reduce(%s:%s): '%s' must be updated in the loop only as %s = %s",
                         r->name, s->name, s->name, s->name,
                         fn ? format("%s(%s, expr)", r->name, s->name) : format("%s %s expr", s->name, r->name));
                ok = false;
                continue;
            }
            u->red_op = op;
        }
    }
    return ok;
}

/* A variable the directive's private clause names (an accelerator loop's
 * arrays, directive->args): each iteration has its own. */
static bool explicitly_private(const CufLoop *l, const Symbol *s) {
    for (const Node *a = l->directive->args; a; a = a->next)
        if (cuf_variable_of(a) == s) return true;
    return false;
}

static bool classify(CufLoop *l, Walk *w) {
    bool ok = true;
    for (int i = 0; i < w->nuses; i++) {
        VarUse *u = &w->uses[i];
        Symbol *s = u->sym;
        bool scalar = s->type && s->type->rank == 0;
        /* guide 2.11.2: a scalar with the device (or managed) attribute is
         * not copied for each thread: the iterations read and write the one
         * in global memory (a flag set where a condition holds) */
        bool global = scalar && (mem_space(s) == MEM_DEVICE || mem_space(s) == MEM_MANAGED);
        if (is_mapped_index(l, s)) continue;
        if (explicitly_private(l, s) || (scalar && (u->inner_index || (u->first_is_write && !global)))) {
            symlist_push(&l->privates, u->local);
            continue;
        }
        if (scalar && u->red_op != -1 && !u->plain_read && !u->plain_write) {
            if (u->red_op == -2) {
                error_at(u->red_loc, "'%s' is updated with different reduction operators in one !$cuf kernel "
                         "loop", s->name);
                ok = false;
                continue;
            }
            if (!type_allows(s->type, (CufOp)u->red_op)) {
                error_at(u->red_loc, "a %s reduction is not defined for '%s' of type %s", op_names[u->red_op],
                         s->name, type_name(s->type));
                ok = false;
                continue;
            }
            l->red = xgrow(l->red, l->nred, sizeof(CufReduction));
            l->red[l->nred++] = (CufReduction){s, (CufOp)u->red_op};
            if (!is_module_device_var(s)) symlist_push(&l->captured, u->local);
            continue;
        }
        if (global && u->plain_write) {
            if (!is_module_device_var(s)) symlist_push(&l->captured, u->local);
            continue;
        }
        if (scalar && (u->plain_write || u->red_op != -1) && w->carried) {
            *w->carried = s;
            ok = false;
            continue;
        }
        if (scalar && !u->plain_write && u->red_op != -1) {
            error_at(u->read_loc, "'%s' is updated as a reduction in the !$cuf kernel loop but also read outside "
                     "its reduction statements: while the iterations run in parallel its value there is not "
                     "defined", s->name);
            ok = false;
            continue;
        }
        if (scalar && u->plain_write) {
            error_at(u->plain_write ? u->write_loc : u->read_loc,
                     "'%s' is assigned in the !$cuf kernel loop but is neither private to an iteration "
                     "(assigned before it is read) nor a recognised reduction (%s = %s op expr, op one of "
                     "+ - * max min iand ior ieor .and. .or. .eqv. .neqv.): the iterations would race",
                     s->name, s->name, s->name);
            ok = false;
            continue;
        }
        if (!is_module_device_var(s)) symlist_push(&l->captured, u->local);
    }
    return ok;
}

/* ------------------------------------------------------------ branches */

/* Guide 2.11.2: "There can be no GOTO or EXIT statements within or between
 * any loops that have been mapped onto the grid and block", while "the body
 * of the loops may contain ... GOTO statements": a branch in the body of
 * the innermost mapped loop may reach a statement of that body (each
 * iteration is one thread's work), none outside it (it would leave or
 * cross the mapped loops, which no longer exist as loops). */
typedef struct Labels {
    int *v;
    int n;
} Labels;

static void labels_defined(Labels *l, Node *body) {
    for (Node *st = body; st; st = st->next) {
        if (st->label) {
            l->v = xgrow(l->v, l->n, sizeof(int));
            l->v[l->n++] = st->label;
        }
        labels_defined(l, st->body);
        if (st->orelse) labels_defined(l, st->orelse);
        if (st->kind == N_SELECT_CASE || st->kind == N_SELECT_TYPE || st->kind == N_SELECT_RANK)
            for (Node *c = st->list; c; c = c->next) labels_defined(l, c->body);
    }
}

static bool label_in(const Labels *l, long long label) {
    for (int i = 0; i < l->n; i++)
        if (l->v[i] == label) return true;
    return false;
}

static bool branch_ok(const Labels *l, Node *st, long long label) {
    if (label_in(l, label)) return true;
    error_at(st->loc, "a branch to label %lld, outside the body of the innermost loop mapped by !$cuf kernel do, "
             "is not allowed: no GOTO out of or between mapped loops (guide 2.11.2)", label);
    return false;
}

/* CYCLE or EXIT naming a mapped loop from where that is a branch out of
 * the innermost body: CYCLE of an outer mapped loop, EXIT of a mapped loop
 * from a loop nested in the body (an EXIT in the body itself is
 * check_cuf_body's, rules.c). */
static bool construct_branch_ok(const CufLoop *c, Node *st, int depth) {
    if (!st->name) return true;
    for (int k = 0; k < c->n; k++) {
        const char *name = c->loops[k]->name;
        if (!name || strcmp(name, st->name)) continue;
        if (st->kind == N_CYCLE && k == c->n - 1) return true;
        if (st->kind == N_EXIT && depth == 0) return true;
        error_at(st->loc, "%s %s leaves the body of the innermost loop mapped by !$cuf kernel do: no branch out "
                 "of or between mapped loops (guide 2.11.2)", st->kind == N_CYCLE ? "CYCLE" : "EXIT", st->name);
        return false;
    }
    return true;
}

static bool check_branches(const CufLoop *c, const Labels *l, Node *body, int depth) {
    bool ok = true;
    for (Node *st = body; st; st = st->next) {
        switch (st->kind) {
        case N_CYCLE: case N_EXIT: ok = construct_branch_ok(c, st, depth) && ok; break;
        case N_GOTO: ok = branch_ok(l, st, (long long)st->ival) && ok; break;
        case N_COMPUTED_GOTO: case N_ARITH_IF: case N_ASSIGNED_GOTO:
            for (Node *t = st->list; t; t = t->next)
                if (!branch_ok(l, st, t->str ? atoll(t->str) : (long long)t->ival)) { ok = false; break; }
            if (st->kind == N_ASSIGNED_GOTO && !st->list) {
                error_at(st->loc, "an assigned GOTO without a label list in a loop mapped by !$cuf kernel do: "
                         "its targets must be statements of the innermost mapped loop's body (guide 2.11.2)");
                ok = false;
            }
            break;
        default: break;
        }
        int inner = depth + (st->kind == N_DO);
        ok = check_branches(c, l, st->body, inner) && ok;
        if (st->orelse) ok = check_branches(c, l, st->orelse, depth) && ok;
        if (st->kind == N_SELECT_CASE || st->kind == N_SELECT_TYPE || st->kind == N_SELECT_RANK)
            for (Node *k = st->list; k; k = k->next) ok = check_branches(c, l, k->body, depth) && ok;
    }
    return ok;
}

/* ------------------------------------------------- elements of host arrays */

/* A host array whose type has device components (g of `g(p)%a_d(i)`). */
static bool host_array_of_gpu_type(const Node *e) {
    Symbol *s = cuf_variable_of(e);
    return s && s->type && s->type->rank > 0 && !mem_gpu_visible(mem_space(s)) &&
           type_holds_gpu_components(s->type);
}

/* An element g(p) of such an array stands in the loop for a scalar of the
 * type that the host passes by value, as it passes a scalar variable: its
 * struct carries the descriptors of the device components (guide 3.2.1;
 * the book's per-device arrays).  The same element written the same way is
 * one scalar. */
static Node *element_scalar(CufLoop *l, Node *elem) {
    int i = 0;
    while (i < l->elements.len && !cuf_same_expr(l->element_of[i], elem)) i++;
    if (i == l->elements.len) {
        Symbol *s = symbol_new(format("cufc_e%d", i + 1), SYM_VARIABLE, elem->loc);
        s->type = elem->type;
        symlist_push(&l->elements, s);
        l->element_of = xgrow(l->element_of, i, sizeof(Node *));
        l->element_of[i] = elem;
    }
    Node *n = xmalloc(sizeof(Node));
    *n = (Node){.kind = N_NAME, .loc = elem->loc, .name = l->elements.items[i]->name,
                .sym = l->elements.items[i], .type = elem->type};
    return n;
}

/* Replace the elements in expression or statement list e; false after an
 * error: any other reference to such an array. */
static bool capture_elements(CufLoop *l, Node *e) {
    bool ok = true;
    for (; e; e = e->next) {
        if (e->kind == N_COMPONENT && e->lhs && e->lhs->kind == N_APPLY && apply_kind(e->lhs) == APPLY_ELEMENT &&
            host_array_of_gpu_type(e->lhs->lhs)) {
            e->lhs = element_scalar(l, e->lhs);
            continue;
        }
        if (host_array_of_gpu_type(e)) {
            error_at(e->loc, "host array '%s' in a !$cuf kernel loop: only the components of its elements "
                     "(%s(i)%%c) can be used, with subscripts that do not change in the loop", e->name, e->name);
            ok = false;
            continue;
        }
        Node *kids[] = {e->lhs, e->rhs, e->stride, e->cond, e->mask, e->args, e->list, e->body, e->orelse};
        for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
            if (kids[i] && kids[i] != e) ok = capture_elements(l, kids[i]) && ok;
    }
    return ok;
}

/* The subscripts of a captured element are evaluated once, by the host:
 * they may not read a variable that the loop changes. */
static bool invariant(Walk *w, const Node *e, const Node *elem) {
    if (!e) return true;
    Symbol *s = cuf_variable_of(e);
    if (s) {
        VarUse *u = NULL;
        for (int i = 0; i < w->nuses; i++)
            if (w->uses[i].sym == s) u = &w->uses[i];
        if (!is_mapped_index(w->loop, s) && (!u || (!u->plain_write && !u->inner_index && u->red_op == -1)))
            return true;
        error_at(elem->lhs->loc, "'%s' changes in the !$cuf kernel loop: the element of '%s' whose device components "
                 "the loop uses must have subscripts that do not", s->name, designator_base(elem)->name);
        return false;
    }
    if (!invariant(w, e->lhs, elem) || !invariant(w, e->rhs, elem) || !invariant(w, e->stride, elem)) return false;
    for (const Node *a = e->args; a; a = a->next)
        if (!invariant(w, a, elem)) return false;
    return true;
}

const Node *cuf_element_designator(const CufLoop *l, const Symbol *s) {
    for (int i = 0; i < l->elements.len; i++)
        if (l->elements.items[i] == s) return l->element_of[i];
    return NULL;
}

const CufLoop *cuf_loop_analyze(Node *dir, Scope *scope, Symbol **carried) {
    CufLoop *l = xmalloc(sizeof *l);
    l->directive = dir;
    l->scope = scope;
    l->n = (int)dir->ival;
    l->name = abi_cuf_name(scope, dir->loc.line);
    l->acc = carried != NULL;
    if (l->n > CUF_MAX_LOOPS) {
        error_at(dir->loc, "!$cuf kernel do(%d): at most %d loops can be mapped", l->n, CUF_MAX_LOOPS);
        return NULL;
    }
    if (!find_loops(l, dir)) return NULL;
    Walk w = {.loop = l, .carried = carried};
    Node *inner = l->loops[l->n - 1];
    Labels body_labels = {0};
    labels_defined(&body_labels, inner->body);
    bool branches = check_branches(l, &body_labels, inner->body, 0);
    free(body_labels.v);
    if (!branches || !capture_elements(l, inner->body)) return NULL;
    walk_stmts(&w, inner->body);
    if (w.failed) return NULL;
    bool ok = explicit_clauses(&w, dir);
    for (int i = 0; i < l->elements.len; i++)
        for (const Node *a = l->element_of[i]->args; a; a = a->next)
            ok = invariant(&w, a, l->element_of[i]) && ok;
    ok = classify(l, &w) && ok;
    /* deviceptr and host_data arrays are device data only while the
     * construct is analysed (mem_use_device): decide now */
    for (int i = 0; l->acc && i < l->captured.len; i++) {
        Symbol *s = l->captured.items[i];
        if (s->type && s->type->rank > 0 && !mem_gpu_visible(mem_space(s))) symlist_push(&l->present, s);
    }
    if (!ok) return NULL;
    l->tile = tile_plan(l);
    if (!l->tile) cuf_loop_shape(l); /* a tiled nest keeps its tile's shape */
    return l;
}

bool cuf_present_array(const CufLoop *l, const Symbol *s) {
    for (int i = 0; i < l->present.len; i++)
        if (l->present.items[i] == s) return true;
    return false;
}

bool cuf_passes_lbound(const Symbol *s) {
    const Type *t = s->type;
    if (!t || t->rank <= 0) return false;
    if (s->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER)) return true;
    for (int k = 0; k < t->rank; k++)
        if (t->dims[k].lower && !t->dims[k].lower_known) return true;
    return false;
}

int cuf_stub_nargs(const CufLoop *l, int *captured) {
    int n = 0, c = 0;
    for (int k = 0; k < l->n; k++) n += l->const_step[k] ? 2 : 3;
    for (int i = 0; i < l->captured.len; i++) c += cuf_passes_lbound(l->captured.items[i]) ? 2 : 1;
    if (captured) *captured = c;
    return n + c;
}
