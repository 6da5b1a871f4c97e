/* tile.c — shared-memory tiling of two-dimensional CUF-loop nests (the
 * kernels of `!$cuf kernel do(2)` and of accelerator regions): the
 * transpose and matrix-multiply kernels a CUDA C programmer writes (book
 * 3.4, bench/transpose_twin.cu, bench/acc/twin.cu), recognised in the loop
 * nest that cufloop.c analysed.  The plan is stored in CufLoop.tile;
 * src/device/cuf_kernel.c prints it, src/cuda/info.c reports it.
 *
 * Transpose: the body is one assignment `lhs = value` whose written array
 * runs along one mapped index in its leading subscript while every array
 * the value reads runs along the other (`b(j,i) = a(i,j)`).  A block of
 * TILE_EDGE x TILE_ROWS threads evaluates the value for a TILE_EDGE-square
 * tile of iterations with consecutive threads on consecutive elements of
 * the arrays read, into a padded shared tile, synchronises, and stores the
 * tile with consecutive threads on consecutive elements of the array
 * written: both sides coalesced.  Legal because a mapped nest is fully
 * parallel (the user's !$cuf promise, the region's dependence test) and the
 * value reads nothing the nest writes and calls nothing but elemental
 * intrinsics.
 *
 * Matrix multiply: the body is `before; do k = lo, hi; acc = acc + r*c;
 * end do; after`, r an element read along the x index and k, c one read
 * along k and the y index (`s = s + a(i,k)*b(k,j)`).  A block of
 * TILE_MM x TILE_MM threads, each for TILE_OUTPUTS iterations (i,j) TILE_MM
 * apart along j, loads TILE_MM-wide slices of r and c into shared tiles,
 * synchronises, and updates its accumulators from the tiles in k order, so
 * each sum is the loop's own; a value of r read from the tile serves every
 * output of the thread.  Each thread runs `before` and `after` for each of
 * its iterations, with a copy of the private scalars each; the k bounds
 * may not depend on the thread. */
#include <string.h>
#include "cuda/cuda.h"

/* The grid is the compiler's to choose (`*` or no configuration): a tiled
 * kernel needs its own block shape and a grid of tiles. */
static bool grid_is_ours(const Node *dir) {
    const Node *g = dir->launch ? dir->launch->list : NULL;
    if (g && g->kind == N_ARG) g = g->lhs;
    if (!g || g->kind == N_STAR) return true;
    if (g->kind != N_TUPLE) return false;
    for (const Node *x = g->list; x; x = x->next)
        if ((x->kind == N_ARG ? x->lhs : x)->kind != N_STAR) return false;
    return true;
}

static Symbol *variable_of(const Node *e) {
    if (!e || e->kind != N_NAME || !e->sym) return NULL;
    Symbol *s = sym_origin(e->sym);
    return s->kind == SYM_VARIABLE ? s : NULL;
}

static bool listed(const SymList *l, const Symbol *s) {
    for (int i = 0; i < l->len; i++)
        if (sym_origin(l->items[i]) == s) return true;
    return false;
}

/* An expression that reads without side effects: literals, named
 * constants, variables, elements, operators and the elemental intrinsics
 * of Fortran (not the device ones: atomics, warp shuffles, clocks).
 * With `fixed`, its variables are also the same for every thread of a
 * block: no mapped index, no private, no variable in `also`. */
static bool pure_expr(const CufLoop *l, const Node *e, bool fixed, const Symbol *also) {
    if (!e) return true;
    switch (e->kind) {
    case N_INT_LIT: case N_REAL_LIT: return true;
    case N_NAME: {
        Symbol *s = e->sym ? sym_origin(e->sym) : NULL;
        if (s && s->kind == SYM_PARAMETER) return true;
        if (!variable_of(e) || (e->type && e->type->rank > 0)) return false;
        if (!fixed) return true;
        for (int k = 0; k < l->n; k++)
            if (l->index[k] == s) return false;
        return s != also && !listed(&l->privates, s);
    }
    case N_ARG: return pure_expr(l, e->lhs, fixed, also);
    case N_UNARY: return pure_expr(l, e->lhs, fixed, also);
    case N_BINARY: return pure_expr(l, e->lhs, fixed, also) && pure_expr(l, e->rhs, fixed, also);
    case N_APPLY:
        if (apply_kind(e) == APPLY_ELEMENT) {
            if (fixed || !variable_of(e->lhs)) return false;
        } else if (apply_kind(e) != APPLY_CALL || !e->sym || e->sym->proc_kind != PK_INTRINSIC ||
                   !e->sym->intrinsic || e->sym->intrinsic->cls != INTR_ELEMENTAL ||
                   e->sym->intrinsic->device_only) {
            return false;
        }
        for (const Node *a = e->args; a; a = a->next)
            if (!pure_expr(l, a, fixed, also)) return false;
        return true;
    default: return false;
    }
}

/* An element of an array variable of a numeric type a shared tile holds. */
static bool tile_element(const Node *e) {
    if (!e || e->kind != N_APPLY || apply_kind(e) != APPLY_ELEMENT || !variable_of(e->lhs) || !e->type) return false;
    return e->type->rank == 0 && (e->type->kind == TY_REAL || e->type->kind == TY_INTEGER);
}

/* The subscripts of element e mention `want` and not `avoid` (when
 * given); with `lead`, only its leading subscript is looked at. */
static bool runs_along(const Node *e, const Symbol *want, const Symbol *avoid, bool lead) {
    bool found = false;
    for (const Node *a = e->args; a; a = lead ? NULL : a->next) {
        if (avoid && cuf_mentions(a, avoid)) return false;
        found |= cuf_mentions(a, want);
    }
    return found;
}

/* ------------------------------------------------------------ transpose */

typedef struct Reads {
    const Symbol *along, *across;  /* the index the reads' leading subscripts follow, the other */
    const Symbol *written;         /* the array assigned, which the value may not read */
    int n;
    bool ok;
} Reads;

/* Every element the value reads (not those inside subscripts). */
static void check_reads(Reads *r, const Node *e) {
    if (!e || !r->ok) return;
    if (e->kind == N_APPLY && apply_kind(e) == APPLY_ELEMENT) {
        r->n++;
        r->ok = variable_of(e->lhs) != r->written && runs_along(e, r->along, r->across, true);
        return;
    }
    check_reads(r, e->lhs);
    check_reads(r, e->rhs);
    for (const Node *a = e->args; a; a = a->next) check_reads(r, a);
}

static TilePlan *transpose_plan(const CufLoop *l) {
    Node *body = l->loops[1]->body;
    if (!body || body->next || body->kind != N_ASSIGN || body->sym || body->label) return NULL;
    const Node *lhs = body->lhs;
    if (!tile_element(lhs) || !pure_expr(l, body->rhs, false, NULL)) return NULL;
    for (const Node *a = lhs->args; a; a = a->next)
        if (!pure_expr(l, a, false, NULL)) return NULL;
    const Symbol *x = l->index[1], *y = l->index[0];
    for (int read_x = 0; read_x < 2; read_x++) {
        const Symbol *along = read_x ? x : y, *across = read_x ? y : x;
        if (!runs_along(lhs, across, along, true)) continue;
        Reads r = {along, across, variable_of(lhs->lhs), 0, true};
        check_reads(&r, body->rhs);
        if (!r.ok || r.n == 0) continue;
        TilePlan *t = xmalloc(sizeof *t);
        *t = (TilePlan){.kind = TILE_TRANSPOSE, .edge = TILE_EDGE, .rows = TILE_ROWS, .span_x = TILE_EDGE,
                        .span_y = TILE_EDGE, .assign = body, .read_x = read_x};
        return t;
    }
    return NULL;
}

/* ------------------------------------------------------- matrix multiply */

/* Statements every thread of a block runs to their end: no branch (the
 * block meets at barriers), no CALL and no function but the elemental
 * intrinsics (nothing else may write the arrays the tiles hold); `written`
 * gets the arrays they assign. */
static bool straight(const CufLoop *l, const Node *st, SymList *written) {
    for (; st; st = st->next) {
        switch (st->kind) {
        case N_GOTO: case N_COMPUTED_GOTO: case N_ASSIGNED_GOTO: case N_ARITH_IF: case N_CYCLE: case N_EXIT:
        case N_RETURN: case N_STOP: case N_CALL: case N_PAUSE: case N_IO:
            return false;
        case N_ASSIGN:
            if (st->sym || !pure_expr(l, st->rhs, false, NULL)) return false;
            if (st->lhs->kind == N_APPLY) {
                for (const Node *a = st->lhs->args; a; a = a->next)
                    if (!pure_expr(l, a, false, NULL)) return false;
                symlist_push(written, variable_of(st->lhs->lhs));
            } else if (!variable_of(st->lhs)) {
                return false;
            }
            break;
        case N_IF: case N_ELSE_IF: case N_IF_STMT: case N_DO:
            if (!pure_expr(l, st->cond, false, NULL) || !pure_expr(l, st->lhs, false, NULL) ||
                !pure_expr(l, st->rhs, false, NULL) || !pure_expr(l, st->stride, false, NULL))
                return false;
            if (st->kind == N_DO && st->op != DO_COUNTED && st->op != DO_WHILE) return false;
            break;
        case N_ELSE: case N_CONTINUE: break;
        case N_ACC: if (st->name && (!strcmp(st->name, "loop") || !strcmp(st->name, "do"))) break; return false;
        default: return false;
        }
        if (!straight(l, st->body, written) || !straight(l, st->orelse, written)) return false;
    }
    return true;
}

/* A copy of statement chain [from, to) with the links cut at `to`. */
static Node *chain_copy(Node *from, const Node *to) {
    Node *head = NULL, **tail = &head;
    for (Node *st = from; st != to; st = st->next) {
        Node *c = xmalloc(sizeof *c);
        *c = *st;
        c->next = NULL;
        *tail = c;
        tail = &c->next;
    }
    return head;
}

/* A scalar standing for the tile element that replaces operand e. */
static Node *tile_name(const char *name, const Node *e, Symbol **sym) {
    *sym = symbol_new(name, SYM_VARIABLE, e->loc);
    (*sym)->type = e->type;
    Node *n = xmalloc(sizeof *n);
    *n = (Node){.kind = N_NAME, .loc = e->loc, .name = (*sym)->name, .sym = *sym, .type = e->type};
    return n;
}

/* No array element in e: what a subscript reads is the same when another
 * thread evaluates it for the same indices. */
static bool no_element(const Node *e) {
    if (!e) return true;
    if (e->kind == N_APPLY && apply_kind(e) == APPLY_ELEMENT) return false;
    if (!no_element(e->lhs) || !no_element(e->rhs)) return false;
    for (const Node *a = e->args; a; a = a->next)
        if (!no_element(a)) return false;
    return true;
}

/* The operand subscripts read only mapped indices, k and variables the
 * body does not change. */
static bool operand_subscripts(const CufLoop *l, const Node *e, const Symbol *k) {
    for (const Node *a = e->args; a; a = a->next) {
        if (!pure_expr(l, a, false, NULL) || !no_element(a)) return false;
        for (int i = 0; i < l->privates.len; i++) {
            Symbol *p = sym_origin(l->privates.items[i]);
            if (p != k && cuf_mentions(a, p)) return false;
        }
    }
    return true;
}

static TilePlan *matmul_plan(const CufLoop *l) {
    Node *body = l->loops[1]->body, *kloop = NULL, *kstmt = NULL;
    for (Node *st = body; st; st = st->next) {
        Node *dir, *loop = acc_loop_of(st, &dir);
        if (!loop && st->kind == N_DO) return NULL;
        if (!loop) continue;
        if (kloop) return NULL;
        kloop = loop;
        kstmt = st;
    }
    if (!kloop || kloop->label || kloop->name) return NULL;
    int64_t step = 1;
    if (kloop->stride && (!sema_const_int(kloop->stride, l->scope, &step) || step != 1)) return NULL;
    Symbol *k = sym_origin(scope_lookup(l->scope, kloop->var));
    Node *update = kloop->body;
    if (!k || !update || update->next || update->kind != N_ASSIGN || update->sym || update->label) return NULL;
    if (!pure_expr(l, kloop->lhs, true, k) || !pure_expr(l, kloop->rhs, true, k)) return NULL;
    /* acc = acc + r*c, or acc = r*c + acc */
    Node *sum = update->rhs;
    if (sum->kind != N_BINARY || sum->op != OP_ADD) return NULL;
    bool acc_left = cuf_same_expr(sum->lhs, update->lhs);
    Node *prod = acc_left ? sum->rhs : sum->lhs;
    if ((!acc_left && !cuf_same_expr(sum->rhs, update->lhs)) || prod->kind != N_BINARY || prod->op != OP_MUL ||
        cuf_mentions(update->lhs, k))
        return NULL;
    const Symbol *x = l->index[1], *y = l->index[0];
    Node *r = prod->lhs, *c = prod->rhs;
    if (tile_element(c) && runs_along(c, x, y, false)) {
        r = prod->rhs;
        c = prod->lhs;
    }
    if (!tile_element(r) || !tile_element(c) || !runs_along(r, x, y, false) || !runs_along(r, k, NULL, false) ||
        !runs_along(c, y, x, false) || !runs_along(c, k, NULL, false) || !operand_subscripts(l, r, k) ||
        !operand_subscripts(l, c, k))
        return NULL;
    /* the statements around the loop: straight, without k; nothing the
     * body writes is read through the tiles */
    SymList written = {0};
    if (!straight(l, body, &written)) return NULL;
    for (Node *st = body; st; st = st->next)
        if (st != kstmt && cuf_stmt_mentions(st, k)) return NULL;
    if (listed(&written, variable_of(r->lhs)) || listed(&written, variable_of(c->lhs))) return NULL;
    int outputs = TILE_OUTPUTS;
    for (int i = 0; i < l->privates.len; i++)
        if (l->privates.items[i]->type && l->privates.items[i]->type->rank > 0) outputs = 1;
    TilePlan *t = xmalloc(sizeof *t);
    *t = (TilePlan){.kind = TILE_MATMUL, .edge = TILE_MM, .rows = TILE_MM, .span_x = TILE_MM,
                    .span_y = TILE_MM * outputs, .outputs = outputs, .kloop = kloop, .k = k,
                    .before = chain_copy(body, kstmt), .after = chain_copy(kstmt->next, NULL), .row = r, .col = c};
    /* the update with the operands read from the tiles */
    Node *p2 = xmalloc(sizeof *p2), *s2 = xmalloc(sizeof *s2), *u2 = xmalloc(sizeof *u2);
    *p2 = *prod;
    *s2 = *sum;
    *u2 = *update;
    Node *rt = tile_name("cuf_tile_r", r, &t->row_tile), *ct = tile_name("cuf_tile_c", c, &t->col_tile);
    p2->lhs = r == prod->lhs ? rt : ct;
    p2->rhs = r == prod->lhs ? ct : rt;
    if (acc_left) s2->rhs = p2;
    else s2->lhs = p2;
    u2->rhs = s2;
    t->update = u2;
    return t;
}

const TilePlan *tile_plan(const CufLoop *l) {
    if (l->n != 2 || l->nred || !grid_is_ours(l->directive)) return NULL;
    const TilePlan *t = transpose_plan(l);
    return t ? t : matmul_plan(l);
}
