/* shape.c — the launch shape of a memory-bound `!$cuf kernel do` nest
 * (issue 16): which nests move their arrays in 16-byte accesses, several
 * consecutive iterations per thread.  Decided once here, after
 * cufloop.c's analysis; src/device/cuf_kernel.c prints it and
 * src/cuda/info.c reports it (-Minfo).
 *
 * A nest is shaped when the compiler chooses its grid (`*` along x: the
 * launch's semantics are its block; guide 2.11.1) and its innermost loop
 * body is a sequence of assignments in which every array is a captured
 * array referenced only as elements `a(i, e2, ...)`: i the innermost index
 * (step 1), the other subscripts the same for every reference of the array
 * and unchanged by the body (outer indices, scalars the body does not
 * assign, constants).  Then iteration i of array a touches a(i, ...) only,
 * consecutive iterations touch consecutive elements, and a thread can run
 * `chunk` consecutive iterations on registers loaded and stored 16 bytes at
 * a time: within an iteration every read sees the iteration's own earlier
 * writes (the register), and iterations of a !$cuf loop are independent
 * (guide 2.11), so batching them changes nothing.  Pointer arrays are
 * excluded (another name could reach the same elements), and so are
 * calls other than intrinsic functions (an element passed by reference).
 * Whether a chunk is aligned and contiguous is known only at run time; the
 * kernel takes the scalar path for the others (cuf_kernel.c). */
#include <stdlib.h>
#include <string.h>
#include "cuda/cuda.h"

/* Bytes of an element that moves in 16-byte accesses; 0 for other types. */
static int element_bytes(const Type *t) {
    if (!t) return 0;
    int k = t->kind_num;
    switch (t->kind) {
    case TY_INTEGER:
    case TY_LOGICAL: return k == 1 || k == 2 || k == 4 || k == 8 ? k : 0;
    case TY_REAL: return k == 4 || k == 8 ? k : 0;
    case TY_COMPLEX: return k == 4 || k == 8 ? 2 * k : 0;
    default: return 0;
    }
}

typedef struct ShapeWalk {
    CufLoop *loop;
    const Node *body;       /* the innermost loop's statements */
    bool ok;
    int min_bytes;
} ShapeWalk;

/* Variable s is assigned by a statement of the body. */
static bool assigned_in_body(const ShapeWalk *w, const Symbol *s) {
    for (const Node *st = w->body; st; st = st->next)
        if (st->kind == N_ASSIGN && cuf_variable_of(st->lhs) == s) return true;
    return false;
}

/* A subscript other than the first: the same in every iteration of the
 * innermost loop (no element, call or variable the body changes). */
static bool invariant_subscript(const ShapeWalk *w, const Node *e) {
    if (!e) return true;
    switch (e->kind) {
    case N_INT_LIT: return true;
    case N_NAME: {
        Symbol *s = sym_origin(e->sym);
        if (s->kind == SYM_PARAMETER) return true;
        return s->kind == SYM_VARIABLE && s->type && s->type->rank == 0 && s != w->loop->index[w->loop->n - 1] &&
               !assigned_in_body(w, s);
    }
    case N_ARG: return invariant_subscript(w, e->lhs);
    case N_UNARY:
    case N_BINARY: return invariant_subscript(w, e->lhs) && invariant_subscript(w, e->rhs);
    default: return false;
    }
}

static bool captured(const CufLoop *l, const Symbol *s) {
    for (int i = 0; i < l->captured.len; i++)
        if (sym_origin(l->captured.items[i]) == s) return true;
    return false;
}

/* Element reference a(i, e2, ...) of the shape above; records the array. */
static void note_element(ShapeWalk *w, Node *e, bool read) {
    CufLoop *l = w->loop;
    Symbol *a = cuf_variable_of(e->lhs);
    Node *first = e->args && e->args->kind == N_ARG ? e->args->lhs : e->args;
    if (!a || (a->attrs & ATTR_POINTER) || !captured(l, a) || cuf_variable_of(first) != l->index[l->n - 1]) {
        w->ok = false;
        return;
    }
    for (Node *s = e->args->next; s; s = s->next)
        if (!invariant_subscript(w, s)) w->ok = false;
    int bytes = element_bytes(a->type);
    if (!bytes) w->ok = false;
    if (!w->ok) return;
    if (!w->min_bytes || bytes < w->min_bytes) w->min_bytes = bytes;
    for (int i = 0; i < l->nvec; i++) {
        if (l->vec[i].array != a) continue;
        if (!cuf_same_expr(l->vec[i].ref, e)) w->ok = false;
        l->vec[i].read |= read;
        l->vec[i].written |= !read;
        return;
    }
    l->vec = xgrow(l->vec, l->nvec, sizeof(CufVecArray));
    l->vec[l->nvec++] = (CufVecArray){a, e, read, !read};
}

/* An expression read by the body. */
static void shape_expr(ShapeWalk *w, Node *e) {
    if (!e || !w->ok) return;
    switch (e->kind) {
    case N_INT_LIT:
    case N_REAL_LIT:
    case N_LOGICAL_LIT: return;
    case N_COMPLEX_LIT:
    case N_UNARY:
    case N_BINARY:
        shape_expr(w, e->lhs);
        shape_expr(w, e->rhs);
        return;
    case N_ARG: shape_expr(w, e->lhs); return;
    case N_NAME: {
        Symbol *s = sym_origin(e->sym);
        if (s->kind == SYM_VARIABLE && s->type && s->type->rank != 0) w->ok = false; /* a whole array */
        return;
    }
    case N_APPLY:
        if (apply_kind(e) == APPLY_ELEMENT) {
            note_element(w, e, true);
            return;
        }
        if (apply_kind(e) == APPLY_CALL && e->sym && sym_origin(e->sym)->proc_kind == PK_INTRINSIC &&
            !sym_origin(e->sym)->intrinsic->device_only) {
            for (Node *a = e->args; a; a = a->next) shape_expr(w, a);
            return;
        }
        w->ok = false;
        return;
    default: w->ok = false; return;
    }
}

/* The grid's x entry is `*`: the compiler chooses how many threads. */
static bool grid_x_automatic(const Node *dir) {
    const Node *g = dir->launch ? dir->launch->list : NULL;
    if (g && g->kind == N_ARG) g = g->lhs;
    if (g && g->kind == N_TUPLE) g = g->list && g->list->kind == N_ARG ? g->list->lhs : g->list;
    return !g || g->kind == N_STAR;
}

/* Chunks of this many 16-byte accesses of the narrowest array (more bytes
 * in flight a thread): CUFC_CUF_VECTORS when cufc runs, 1, 2, 4 or 8,
 * default 1.  A measurement knob: bench/run.sh build links a second harness
 * with cuf_loops.cuf compiled under 4, and bench/run.sh variants runs it. */
static int chunk_accesses(void) {
    const char *e = getenv("CUFC_CUF_VECTORS");
    int v = e ? atoi(e) : 1;
    return v == 2 || v == 4 || v == 8 ? v : 1;
}

void cuf_loop_shape(CufLoop *l) {
    int inner = l->n - 1;
    if (l->acc || !grid_x_automatic(l->directive) || !l->const_step[inner] || l->step[inner] != 1) return;
    ShapeWalk w = {.loop = l, .body = l->loops[inner]->body, .ok = true};
    for (Node *st = l->loops[inner]->body; st && w.ok; st = st->next) {
        if (st->kind == N_CONTINUE) continue;
        if (st->kind != N_ASSIGN || st->label) {
            w.ok = false;
            break;
        }
        shape_expr(&w, st->rhs);
        if (st->lhs->kind == N_APPLY && apply_kind(st->lhs) == APPLY_ELEMENT) {
            note_element(&w, st->lhs, false);
        } else if (!cuf_variable_of(st->lhs) || st->lhs->type->rank != 0) {
            w.ok = false;
        }
    }
    if (!w.ok || !l->nvec) {
        l->nvec = 0;
        return;
    }
    /* one 16-byte access for the narrowest element, at least two iterations */
    l->width = 16 / w.min_bytes;
    l->chunk = (l->width < 2 ? 2 : l->width) * chunk_accesses();
}
