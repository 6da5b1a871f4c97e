/* wmma.c — the submatrices of module wmma (guide 3.8.1.4, 5.7; checklist
 * B-WM-01..08): what a WMMAMatrixA/B/C(m, n, k, prec, layout|ckind) type of
 * modules/wmma.f90 is, and the rules on submatrices and the warp-collective
 * calls on them.  A submatrix is a tensor-core fragment spread over the
 * registers of one warp; src/device/wmma.c prints it and its operations. */
#include <string.h>
#include "cuda/cuda.h"

/* ------------------------------------------------------------ types */

static const char *const use_names[] = {"wmmamatrixa", "wmmamatrixb", "wmmamatrixc"};

/* The use a derived type's name gives (wmmamatrixa/b/c); false for others. */
static bool named_use(const Type *t, WmmaUse *use) {
    if (!t || t->kind != TY_DERIVED || !t->derived) return false;
    const char *name = sym_origin(t->derived)->name;
    for (int i = 0; i < 3; i++)
        if (!strcmp(name, use_names[i])) {
            *use = (WmmaUse)i;
            return true;
        }
    return false;
}

static bool submatrix_use(const Type *t, WmmaUse *use) {
    return named_use(t, use) && !strcmp(abi_module_of(t->derived), "wmma");
}

bool wmma_is_submatrix_type(const Type *t) {
    WmmaUse use;
    return submatrix_use(t, &use);
}

bool wmma_named_like_submatrix(const Type *t) {
    WmmaUse use;
    return named_use(t, &use);
}

/* The parameters of submatrix type t as written (positional or keyword),
 * evaluated in scope sc.  False, with *bad at the offending value, when one
 * is missing or not a constant (an assumed `*`). */
static bool type_params(const Type *t, Scope *sc, WmmaType *w, Loc *bad) {
    Symbol *d = sym_origin(t->derived);
    int64_t v[5];
    bool have[5] = {false};
    int i = 0;
    for (Node *a = t->type_params; a; a = a->next, i++) {
        int slot = i;
        if (a->kind == N_ARG && a->name)
            for (int j = 0; j < d->type_params.len && j < 5; j++)
                if (!strcmp(d->type_params.items[j]->name, a->name)) slot = j;
        Node *e = a->kind == N_ARG ? a->lhs : a;
        if (slot >= 5 || !e || !sema_const_int(e, sc, &v[slot])) {
            *bad = a->loc;
            return false;
        }
        have[slot] = true;
    }
    for (i = 0; i < 5; i++)
        if (!have[i]) {
            *bad = t->type_params ? t->type_params->loc : d->loc;
            return false;
        }
    submatrix_use(t, &w->use);
    w->m = v[0], w->n = v[1], w->k = v[2], w->prec = v[3], w->layout_or_kind = v[4];
    return true;
}

/* Why the parameters are not a tensor-core fragment, or NULL.  The shapes
 * and element types of nvcuda::wmma for half and 8-bit integer inputs
 * (CUDA C guide "Element Types and Matrix Sizes"). */
static const char *not_a_fragment(const WmmaType *w) {
    bool shape = (w->m == 16 && w->n == 16 && w->k == 16) || (w->m == 32 && w->n == 8 && w->k == 16) ||
                 (w->m == 8 && w->n == 32 && w->k == 16);
    if (!shape) return "the shape m x n x k must be 16 x 16 x 16, 32 x 8 x 16 or 8 x 32 x 16";
    if (w->prec != WMMA_REAL && w->prec != WMMA_INTEGER) return "the precision must be Real or Integer";
    if (w->use != WMMA_C && w->layout_or_kind != WMMA_COL_MAJOR && w->layout_or_kind != WMMA_ROW_MAJOR)
        return "the layout must be WMMAColMajor or WMMARowMajor";
    if (w->use == WMMA_C && w->prec == WMMA_REAL && w->layout_or_kind != 2 && w->layout_or_kind != 4)
        return "a Real accumulator has kind WMMAKind2 or WMMAKind4";
    if (w->use == WMMA_C && w->prec == WMMA_INTEGER && w->layout_or_kind != 4)
        return "an Integer accumulator has kind WMMAKind4 (integer(4))";
    return NULL;
}

/* Type t, of a variable declared in scope sc, as a fragment. */
static bool fragment_type(const Type *t, Scope *sc, WmmaType *w) {
    Loc bad;
    return wmma_is_submatrix_type(t) && type_params(t, sc, w, &bad) && !not_a_fragment(w);
}

bool wmma_submatrix(const Symbol *v, WmmaType *w) { return v && fragment_type(v->type, v->scope, w); }

bool wmma_operand(const Node *e, WmmaType *w) {
    Symbol *b = e ? designator_base(e) : NULL;
    return b && fragment_type(e->type, sym_origin(b)->scope, w);
}

void wmma_elem_type(const WmmaType *w, TypeKind *tk, int *kind) {
    *tk = w->prec == WMMA_REAL ? TY_REAL : TY_INTEGER;
    if (w->use == WMMA_C) *kind = (int)w->layout_or_kind;
    else *kind = w->prec == WMMA_REAL ? 2 : 1;
}

static const char *elem_name(const WmmaType *w) {
    TypeKind tk;
    int kind;
    wmma_elem_type(w, &tk, &kind);
    return format("%s(%d)", tk == TY_REAL ? "real" : "integer", kind);
}

static bool same_type(const WmmaType *a, const WmmaType *b) {
    return a->use == b->use && a->m == b->m && a->n == b->n && a->k == b->k && a->prec == b->prec &&
           a->layout_or_kind == b->layout_or_kind;
}

/* ------------------------------------------------------- procedures */

bool wmma_procedure(const Symbol *p) { return p && !strcmp(abi_module_of(p), "wmma"); }

WmmaOp wmma_operation(const Symbol *p) {
    static const struct { const char *prefix; WmmaOp op; } ops[] = {
        {"wmmaloadmatrix_", WMMA_LOAD}, {"wmmastorematrix_", WMMA_STORE},
        {"wmmamatmul_", WMMA_MATMUL}, {"wmmafill_", WMMA_FILL}};
    if (!wmma_procedure(p)) return WMMA_NONE;
    const char *name = sym_origin((Symbol *)p)->name;
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (!strncmp(name, ops[i].prefix, strlen(ops[i].prefix))) return ops[i].op;
    return WMMA_NONE;
}

/* sema associated each actual with its dummy (N_ARG.sym). */
void wmma_args(const Symbol *p, Node *args, Node *arg[WMMA_MAX_ARGS]) {
    const Symbol *o = sym_origin((Symbol *)p);
    for (int i = 0; i < WMMA_MAX_ARGS; i++) arg[i] = NULL;
    for (Node *a = args; a; a = a->next)
        for (int i = 0; i < o->dummies.len && i < WMMA_MAX_ARGS; i++)
            if (a->kind == N_ARG && a->sym && a->sym == o->dummies.items[i]) arg[i] = a->lhs;
}

/* ----------------------------------------------------- declarations */

/* A warp holds a submatrix in registers (guide 3.8.1.4): a scalar without
 * attributes, declared in device code. */
static bool plain_scalar(const Symbol *v) {
    return v->type->rank == 0 && !(v->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER | ATTR_SAVE)) && !v->has_init &&
           mem_declared(v) == MEM_HOST;
}

void wmma_check_declaration(Symbol *v, Scope *s) {
    if (!wmma_is_submatrix_type(v->type)) return;
    if (!s->device) {
        error_at(v->loc, "'%s' is a wmma submatrix: these exist only in device code (guide 3.8.1.4); "
                 "declare it in the kernel or device procedure that uses it", v->name);
        return;
    }
    if (v->is_dummy && proc_is_kernel(s->owner)) {
        /* a fragment lives in the registers of one warp: the host has
         * nothing to pass */
        error_at(v->loc, "wmma submatrix '%s' cannot be a dummy argument of a kernel; declare it in the kernel "
                 "(guide 3.8.1.4)", v->name);
        return;
    }
    WmmaType w;
    Loc bad;
    if (!type_params(v->type, v->scope, &w, &bad)) {
        error_at(bad, "the type parameters of wmma submatrix '%s' must be constants (m, n, k, precision, "
                 "layout or kind; guide 3.8.1.4)", v->name);
        return;
    }
    const char *why = not_a_fragment(&w);
    if (why)
        error_at(v->loc, "wmma submatrix '%s': %s (guide 3.8.1.4)", v->name, why);
    else if (!v->is_dummy && !plain_scalar(v))
        error_at(v->loc, "wmma submatrix '%s' must be a scalar local variable without attributes: a warp holds "
                 "it in registers (guide 3.8.1.4)", v->name);
}

/* ------------------------------------------------------------ calls */

#define ANY_USE (-1)

/* Operand e of a wmma operation: its type, when it is a submatrix of use
 * `want` (or ANY_USE).  Otherwise false, after reporting `message` at `at`
 * unless sema reported e missing or wmma_check_declaration its type. */
static bool submatrix_operand(Node *e, int want, WmmaType *w, Loc at, const char *message) {
    if (!e) return false;
    bool fragment = wmma_operand(e, w);
    if (fragment && (want == ANY_USE || (int)w->use == want)) return true;
    /* a number for a submatrix dummy: sema reported the type mismatch */
    if ((fragment || !wmma_is_submatrix_type(e->type)) && !type_is_intrinsic(e->type)) error_at(at, "%s", message);
    return false;
}

/* The tile in memory at `mem` (its first element): of the submatrix's
 * element type, in global or shared memory (guide 3.8.1.4). */
static bool tile_memory_ok(Node *mem, const WmmaType *w, const char *what) {
    static const char *const type_names[] = {"WMMAMatrixA", "WMMAMatrixB", "WMMAMatrixC"};
    if (!mem) return false;
    TypeKind tk;
    int kind;
    wmma_elem_type(w, &tk, &kind);
    Type *t = type_elem(mem->type);
    if (!t || t->kind != tk || t->kind_num != kind) {
        error_at(mem->loc, "the memory a %s submatrix is %s must be %s, its element type (guide 3.8.1.4)",
                 type_names[w->use], what, elem_name(w));
        return false;
    }
    Symbol *b = designator_base(mem);
    Symbol *s = b ? sym_origin(b) : NULL;
    if (s && s->kind == SYM_VARIABLE && !s->is_dummy && !s->is_module_var && mem_space(s) != MEM_SHARED) {
        error_at(mem->loc, "'%s' is in thread-local memory: wmma loads and stores need global or shared memory "
                 "(guide 3.8.1.4)", s->name);
        return false;
    }
    return true;
}

/* The leading dimension, in elements: when constant, a positive multiple of
 * 16 bytes (guide 3.8.1.4, B-WM-07). */
static bool leading_dim_ok(Node *ld, const WmmaType *w, Scope *s) {
    TypeKind tk;
    int kind;
    wmma_elem_type(w, &tk, &kind);
    int64_t v;
    if (ld && sema_const_int(ld, s, &v) && (v <= 0 || (v * kind) % 16)) {
        error_at(ld->loc, "the leading dimension %lld of %s elements is not a positive multiple of 16 bytes "
                 "(guide 3.8.1.4)", (long long)v, elem_name(w));
        return false;
    }
    return true;
}

/* The storage order of C in memory, when given and constant. */
static void layout_ok(Node *layout, Scope *s) {
    int64_t v;
    if (layout && sema_const_int(layout, s, &v) && v != WMMA_COL_MAJOR && v != WMMA_ROW_MAJOR)
        error_at(layout->loc, "the layout must be WMMAColMajor or WMMARowMajor (guide 3.8.1.4)");
}

static void check_load(Node *call, Node **a, Scope *s) {
    WmmaType w;
    if (!submatrix_operand(a[0], ANY_USE, &w, call->loc, "the first argument of wmmaLoadMatrix must be a wmma "
                           "submatrix"))
        return;
    if (w.use != WMMA_C && a[3]) {
        error_at(a[3]->loc, "only an accumulator (WMMAMatrixC) load takes a layout; an A or B submatrix has its "
                 "own (guide 3.8.1.4)");
        return;
    }
    if (tile_memory_ok(a[1], &w, "loaded from") && leading_dim_ok(a[2], &w, s))
        layout_ok(a[3], s);
}

static void check_store(Node *call, Node **a, Scope *s) {
    WmmaType w;
    if (submatrix_operand(a[1], WMMA_C, &w, call->loc, "the second argument of wmmaStoreMatrix must be an "
                          "accumulator (WMMAMatrixC) submatrix (guide 3.8.1.4)") &&
        tile_memory_ok(a[0], &w, "stored to") && leading_dim_ok(a[2], &w, s))
        layout_ok(a[3], s);
}

/* d = matmul(a, b) + c: one shape, A and B of one precision, accumulators
 * of that precision's family (guide 3.8.1.4). */
static void check_matmul(Node *call, Node **a) {
    static const WmmaUse want[4] = {WMMA_C, WMMA_A, WMMA_B, WMMA_C};
    static const char *const role[4] = {"first (D)", "second (A)", "third (B)", "fourth (C)"};
    WmmaType w[4];
    int n = a[3] ? 4 : 3;
    for (int i = 0; i < n; i++)
        if (!submatrix_operand(a[i], (int)want[i], &w[i], a[i] ? a[i]->loc : call->loc,
                               format("the %s argument of wmmaMatMul must be a WMMAMatrix%c submatrix (guide "
                                      "3.8.1.4)", role[i], "CABC"[i])))
            return;
    for (int i = 1; i < n; i++)
        if (w[i].m != w[0].m || w[i].n != w[0].n || w[i].k != w[0].k) {
            error_at(a[i]->loc, "the %s argument of wmmaMatMul has shape %lldx%lldx%lld, the first %lldx%lldx%lld",
                     role[i], (long long)w[i].m, (long long)w[i].n, (long long)w[i].k, (long long)w[0].m,
                     (long long)w[0].n, (long long)w[0].k);
            return;
        }
    for (int i = 0; i < n; i++)
        if (w[i].prec != w[1].prec) {
            error_at(a[i]->loc, "the %s argument of wmmaMatMul is %s but A is %s: Real inputs accumulate in Real, "
                     "Integer ones in Integer", role[i], elem_name(&w[i]), elem_name(&w[1]));
            return;
        }
}

void wmma_check_call(Symbol *p, Node *call, Scope *s) {
    Symbol *o = sym_origin(p);
    if (call->kind == N_APPLY) {
        error_at(call->loc, "'%s' of module wmma can only be called with a CALL statement (guide 3.8.1.4)",
                 o->name);
        return;
    }
    if (call->kind != N_CALL)
        return; /* a fill: wmma_check_assignment */
    Node *a[WMMA_MAX_ARGS];
    wmma_args(o, call->args, a);
    switch (wmma_operation(o)) {
    case WMMA_LOAD: check_load(call, a, s); break;
    case WMMA_STORE: check_store(call, a, s); break;
    case WMMA_MATMUL: check_matmul(call, a); break;
    case WMMA_FILL: case WMMA_NONE:
        error_at(call->loc, "'%s' of module wmma cannot be called in device code", o->name);
        break;
    }
}

/* A submatrix is assigned a scalar (the fill of module wmma's assignment)
 * or a submatrix of the same type (guide 3.8.1.4). */
void wmma_check_assignment(Node *st) {
    static const char *const copy_rule = "a wmma submatrix can only be assigned a scalar or a submatrix of the "
                                         "same type";
    WmmaType to, from;
    if (st->sym) {
        if (wmma_operation(st->sym) == WMMA_FILL)
            submatrix_operand(st->lhs, ANY_USE, &to, st->loc, "a wmma assignment needs a wmma submatrix on the "
                              "left");
        return;
    }
    if (wmma_operand(st->lhs, &to) && submatrix_operand(st->rhs, ANY_USE, &from, st->loc, copy_rule) &&
        !same_type(&to, &from))
        error_at(st->loc, "%s", copy_rule);
}
