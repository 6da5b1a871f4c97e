/* wmma.c — the wmma device module (guide 3.8.1.4, 5.7; checklist
 * B-WM-01..08): warp matrix multiply-add on tensor cores.
 *
 * A variable of type WMMAMatrixA/B/C(m, n, k, prec, layout|ckind) of
 * modules/wmma.f90 becomes a fragment of runtime/include/cuf_wmma.h
 * (natively an nvcuda::wmma::fragment, in emulation the whole tile in every
 * lane), and the module's procedures become one wrapper call each:
 *
 *   sc = x                            cuf_wmma_fill(sc, x)
 *   call wmmaLoadMatrix(sa, a(i,j), ld)    cuf_wmma_load(sa, &a(i,j), ld)
 *   call wmmaLoadMatrix(sc, c(i,j), ld [, layout])
 *                                     cuf_wmma_load_c(sc, &c(i,j), ld, layout)
 *   call wmmaMatMul(sd, sa, sb [, sc])   cuf_wmma_mma(sd, sa, sb, sc or sd)
 *   call wmmaStoreMatrix(c(i,j), sc, ld [, layout])
 *                                     cuf_wmma_store(&c(i,j), sc, ld, layout)
 *
 * The layout of C in memory defaults to column-major (WMMAColMajor, guide
 * 3.8.1.4), Fortran's array order.  The module's procedures are interfaces
 * only: sema resolves the generic to a specific (wmmaloadmatrix_a_r2 ...),
 * whose name prefix says which operation it is; the element kinds are
 * checked here against the submatrix's type parameters. */
#include <string.h>
#include "device/device.h"

/* ------------------------------------------------------------ types */

typedef enum { WM_A, WM_B, WM_C } WmmaUse;

/* Values of the named constants of modules/wmma.f90. */
enum { REAL_WMMA = 1, INTEGER_WMMA = 2, WMMA_ROW_MAJOR = 0, WMMA_COL_MAJOR = 1 };

/* One submatrix type with its parameters evaluated. */
typedef struct WmmaType {
    WmmaUse use;
    int64_t m, n, k;
    int64_t prec;       /* REAL_WMMA / INTEGER_WMMA */
    int64_t last;       /* A, B: layout (WMMA_COL_MAJOR / WMMA_ROW_MAJOR); C: kind 2 or 4 */
} WmmaType;

static const char *const use_names[] = {"wmmamatrixa", "wmmamatrixb", "wmmamatrixc"};

static bool wmma_use(const Type *t, WmmaUse *use) {
    if (!t || t->kind != TY_DERIVED || !t->derived) return false;
    Symbol *d = sym_origin(t->derived);
    if (strcmp(abi_module_of(d), "wmma")) return false;
    for (int i = 0; i < 3; i++)
        if (!strcmp(d->name, use_names[i])) {
            *use = (WmmaUse)i;
            return true;
        }
    return false;
}

/* The parameters of wmma type t as written (positional or keyword),
 * evaluated in scope sc.  False, with *bad at the offending value, when one
 * is missing or not a constant (an assumed `*`). */
static bool wmma_type(const Type *t, Scope *sc, WmmaType *w, Loc *bad) {
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
    wmma_use(t, &w->use);
    w->m = v[0], w->n = v[1], w->k = v[2], w->prec = v[3], w->last = v[4];
    return true;
}

/* Why the parameters are not a tensor-core fragment, or NULL.  The shapes
 * and element types of nvcuda::wmma for half and 8-bit integer inputs
 * (CUDA C guide "Element Types and Matrix Sizes"). */
static const char *wmma_invalid(const WmmaType *w) {
    bool shape = (w->m == 16 && w->n == 16 && w->k == 16) || (w->m == 32 && w->n == 8 && w->k == 16) ||
                 (w->m == 8 && w->n == 32 && w->k == 16);
    if (!shape) return "the shape m x n x k must be 16 x 16 x 16, 32 x 8 x 16 or 8 x 32 x 16";
    if (w->prec != REAL_WMMA && w->prec != INTEGER_WMMA) return "the precision must be Real or Integer";
    if (w->use != WM_C && w->last != WMMA_COL_MAJOR && w->last != WMMA_ROW_MAJOR)
        return "the layout must be WMMAColMajor or WMMARowMajor";
    if (w->use == WM_C && w->prec == REAL_WMMA && w->last != 2 && w->last != 4)
        return "a Real accumulator has kind WMMAKind2 or WMMAKind4";
    if (w->use == WM_C && w->prec == INTEGER_WMMA && w->last != 4)
        return "an Integer accumulator has kind WMMAKind4 (integer(4))";
    return NULL;
}

/* Fortran type of the elements of a tile in memory: real(2) or
 * integer(1) for A and B, real(2/4) or integer(4) for C. */
static void elem_type(const WmmaType *w, TypeKind *tk, int *kind) {
    *tk = w->prec == REAL_WMMA ? TY_REAL : TY_INTEGER;
    if (w->use == WM_C) *kind = (int)w->last;
    else *kind = w->prec == REAL_WMMA ? 2 : 1;
}

static const char *elem_ctype(const WmmaType *w) {
    TypeKind tk;
    int kind;
    elem_type(w, &tk, &kind);
    if (tk == TY_INTEGER) return kind == 1 ? "signed char" : "int";
    return kind == 2 ? "cuf_half" : "float";
}

static const char *frag_ctype(const WmmaType *w) {
    if (w->use == WM_C)
        return format("cuf_wmma_c<%lld, %lld, %lld, %s>", (long long)w->m, (long long)w->n, (long long)w->k,
                      elem_ctype(w));
    return format("cuf_wmma_%s<%lld, %lld, %lld, %s, %lld>", w->use == WM_A ? "a" : "b", (long long)w->m,
                  (long long)w->n, (long long)w->k, elem_ctype(w), (long long)w->last);
}

static const char *elem_name(const WmmaType *w) {
    TypeKind tk;
    int kind;
    elem_type(w, &tk, &kind);
    return format("%s(%d)", tk == TY_REAL ? "real" : "integer", kind);
}

/* ----------------------------------------------------- declarations */

/* The submatrix type of variable s, checked; false after an error. */
static bool declared_type(Symbol *s, WmmaType *w) {
    Loc bad;
    if (!wmma_type(s->type, s->scope, w, &bad)) {
        error_at(bad, "the type parameters of wmma submatrix '%s' must be constants (m, n, k, precision, "
                      "layout or kind; guide 3.8.1.4)", s->name);
        return false;
    }
    const char *why = wmma_invalid(w);
    if (why) {
        error_at(s->loc, "wmma submatrix '%s': %s (guide 3.8.1.4)", s->name, why);
        return false;
    }
    return true;
}

bool dev_wmma_declare(DevProc *p, Symbol *s) {
    WmmaUse use;
    if (s->kind != SYM_VARIABLE || s->use_orig || !wmma_use(s->type, &use)) return false;
    if (s->is_dummy && p->kernel) {
        /* a fragment lives in the registers of one warp: the host has
         * nothing to pass */
        error_at(s->loc, "wmma submatrix '%s' cannot be a dummy argument of a kernel; declare it in the kernel "
                         "(guide 3.8.1.4)", s->name);
        p->em->failed = true;
        return true;
    }
    WmmaType w;
    if (!declared_type(s, &w)) {
        p->em->failed = true;
        return true;
    }
    if (s->is_dummy) return true; /* dev_wmma_param declared it */
    if ((s->type && s->type->rank > 0) || (s->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER | ATTR_SAVE)) ||
        s->has_init || mem_declared(s) != MEM_HOST) {
        error_at(s->loc, "wmma submatrix '%s' must be a scalar local variable without attributes: a warp holds "
                         "it in registers (guide 3.8.1.4)", s->name);
        p->em->failed = true;
        return true;
    }
    DevVar *v = dev_new_var(p, s, dev_cname(s->name));
    sb_printf(&p->decls, "  %s %s;\n", frag_ctype(&w), v->cname);
    return true;
}

const char *dev_wmma_param(Symbol *d) {
    WmmaUse use;
    WmmaType w;
    Loc bad;
    if (!wmma_use(d->type, &use)) return NULL;
    /* errors are reported by dev_wmma_declare */
    const char *ct = wmma_type(d->type, d->scope, &w, &bad) && !wmma_invalid(&w) ? frag_ctype(&w) : "int";
    if (d->attrs & ATTR_VALUE) return format("%s %s", ct, dev_cname(d->name));
    return format("%s%s *%s", (d->attrs & ATTR_INTENT_INOUT) == ATTR_INTENT_IN ? "const " : "", ct,
                  dev_cname(d->name));
}

/* ------------------------------------------------------- operations */


/* The submatrix type of actual argument e (a variable of a wmma type). */
static bool arg_type(DevProc *p, Node *e, WmmaType *w) {
    Loc bad;
    WmmaUse use;
    if (!e || !wmma_use(e->type, &use)) return false;
    Node *b = dev_base_name(e);
    Scope *sc = b && b->sym ? sym_origin(b->sym)->scope : p->scope;
    return wmma_type(e->type, sc, w, &bad) && !wmma_invalid(w);
}

static void fail(DevProc *p, Loc loc, const char *msg) {
    error_at(loc, "%s", msg);
    p->em->failed = true;
}

/* &element of the tile in global or shared memory at `mem`, whose type
 * must be the tile's element type. */
static const char *tile_address(DevProc *p, Node *mem, const WmmaType *w, const char *what) {
    TypeKind tk;
    int kind;
    elem_type(w, &tk, &kind);
    Type *t = mem ? type_elem(mem->type) : NULL;
    if (!t || t->kind != tk || t->kind_num != kind) {
        fail(p, mem ? mem->loc : p->unit->loc,
             format("the memory a %s submatrix is %s must be %s, its element type (guide 3.8.1.4)",
                    w->use == WM_A ? "WMMAMatrixA" : w->use == WM_B ? "WMMAMatrixB" : "WMMAMatrixC", what,
                    elem_name(w)));
        return NULL;
    }
    Node *b = dev_base_name(mem);
    Symbol *s = b && b->sym ? sym_origin(b->sym) : NULL;
    if (s && s->kind == SYM_VARIABLE && !s->is_dummy && !s->is_module_var && mem_space(s) != MEM_SHARED) {
        fail(p, mem->loc, format("'%s' is in thread-local memory: wmma loads and stores need global or shared "
                                 "memory (guide 3.8.1.4)", s->name));
        return NULL;
    }
    return format("&%s", dev_lvalue(p, mem));
}

/* The leading dimension: an integer whose constant value must be a multiple
 * of 16 bytes (guide 3.8.1.4, B-WM-07). */
static const char *leading_dim(DevProc *p, Node *ld, const WmmaType *w) {
    TypeKind tk;
    int kind;
    elem_type(w, &tk, &kind);
    int64_t v;
    if (sema_const_int(ld, p->scope, &v) && (v <= 0 || (v * kind) % 16)) {
        fail(p, ld->loc, format("the leading dimension %lld of %s elements is not a positive multiple of 16 "
                                "bytes (guide 3.8.1.4)", (long long)v, elem_name(w)));
        return NULL;
    }
    return format("(int)%s", dev_strip_parens(dev_expr(p, ld)));
}

/* The storage order of C in memory (values of nvcuda::wmma::layout_t). */
static const char *c_layout(DevProc *p, Node *layout) {
    int64_t v;
    if (!layout) return "1";
    if (sema_const_int(layout, p->scope, &v) && v != WMMA_COL_MAJOR && v != WMMA_ROW_MAJOR) {
        fail(p, layout->loc, "the layout must be WMMAColMajor or WMMARowMajor (guide 3.8.1.4)");
        return NULL;
    }
    return format("(int)%s", dev_strip_parens(dev_expr(p, layout)));
}

static void load_stmt(DevProc *p, Node *call, Node **a) {
    WmmaType w;
    if (!arg_type(p, a[0], &w)) {
        fail(p, call->loc, "the first argument of wmmaLoadMatrix must be a wmma submatrix");
        return;
    }
    if (w.use != WM_C && a[3]) {
        fail(p, a[3]->loc, "only an accumulator (WMMAMatrixC) load takes a layout; an A or B submatrix has "
                           "its own (guide 3.8.1.4)");
        return;
    }
    const char *addr = tile_address(p, a[1], &w, "loaded from");
    const char *ld = addr ? leading_dim(p, a[2], &w) : NULL;
    const char *layout = ld ? c_layout(p, a[3]) : NULL;
    if (!layout) return;
    if (w.use == WM_C)
        dev_line(p, "cuf_wmma_load_c(%s, %s, %s, %s);", dev_lvalue(p, a[0]), addr, ld, layout);
    else
        dev_line(p, "cuf_wmma_load(%s, %s, %s);", dev_lvalue(p, a[0]), addr, ld);
}

static void store_stmt(DevProc *p, Node *call, Node **a) {
    WmmaType w;
    if (!arg_type(p, a[1], &w) || w.use != WM_C) {
        fail(p, call->loc, "the second argument of wmmaStoreMatrix must be an accumulator (WMMAMatrixC) "
                           "submatrix (guide 3.8.1.4)");
        return;
    }
    const char *addr = tile_address(p, a[0], &w, "stored to");
    const char *ld = addr ? leading_dim(p, a[2], &w) : NULL;
    const char *layout = ld ? c_layout(p, a[3]) : NULL;
    if (layout) dev_line(p, "cuf_wmma_store(%s, %s, %s, %s);", addr, dev_expr(p, a[1]), ld, layout);
}

/* d = matmul(a, b) + c (c defaults to d): same shape, A and B of one
 * precision, accumulators of that precision's family. */
static void matmul_stmt(DevProc *p, Node *call, Node **a) {
    WmmaType w[4];
    static const WmmaUse want[4] = {WM_C, WM_A, WM_B, WM_C};
    static const char *const role[4] = {"first (D)", "second (A)", "third (B)", "fourth (C)"};
    int n = a[3] ? 4 : 3;
    for (int i = 0; i < n; i++)
        if (!arg_type(p, a[i], &w[i]) || w[i].use != want[i]) {
            fail(p, a[i] ? a[i]->loc : call->loc,
                 format("the %s argument of wmmaMatMul must be a WMMAMatrix%c submatrix (guide 3.8.1.4)",
                        role[i], "CABC"[i]));
            return;
        }
    for (int i = 1; i < n; i++)
        if (w[i].m != w[0].m || w[i].n != w[0].n || w[i].k != w[0].k) {
            fail(p, a[i]->loc, format("the %s argument of wmmaMatMul has shape %lldx%lldx%lld, the first "
                                      "%lldx%lldx%lld", role[i], (long long)w[i].m, (long long)w[i].n,
                                      (long long)w[i].k, (long long)w[0].m, (long long)w[0].n, (long long)w[0].k));
            return;
        }
    for (int i = 0; i < n; i++)
        if (w[i].prec != w[1].prec) {
            fail(p, a[i]->loc, format("the %s argument of wmmaMatMul is %s but A is %s: Real inputs accumulate "
                                      "in Real, Integer ones in Integer", role[i], elem_name(&w[i]),
                                      elem_name(&w[1])));
            return;
        }
    dev_line(p, "cuf_wmma_mma(%s, %s, %s, %s);", dev_lvalue(p, a[0]), dev_expr(p, a[1]), dev_expr(p, a[2]),
             dev_expr(p, a[3] ? a[3] : a[0]));
}

/* A dummy whose type is named like a wmma type but is not the wmma
 * module's: what a .cufmod makes of it today (it records neither the type's
 * module nor its parameters), which C++ could not pass a fragment to. */
static Symbol *lost_wmma_dummy(Symbol *proc) {
    WmmaUse use;
    for (int i = 0; i < proc->dummies.len; i++) {
        Symbol *d = proc->dummies.items[i];
        Type *t = d ? d->type : NULL;
        if (!t || t->kind != TY_DERIVED || !t->derived || wmma_use(t, &use)) continue;
        for (int j = 0; j < 3; j++)
            if (!strcmp(sym_origin(t->derived)->name, use_names[j])) return d;
    }
    return NULL;
}

bool dev_wmma_call(DevProc *p, Node *call, Symbol *s) {
    Symbol *o = sym_origin(s);
    Symbol *lost = lost_wmma_dummy(o);
    if (lost) {
        fail(p, call->loc, format("'%s' of module %s has the wmma submatrix dummy '%s', whose type parameters "
                                  "its module file does not record: define '%s' in this source file",
                                  o->name, abi_module_of(o), lost->name, o->name));
        return true;
    }
    if (strcmp(abi_module_of(o), "wmma")) return false;
    Node *a[4];
    if (!dev_args_by_dummy(o, call->args, a, 4)) {
        fail(p, call->loc, format("too many arguments to '%s'", o->name));
        return true;
    }
    if (!strncmp(o->name, "wmmaloadmatrix_", 15)) load_stmt(p, call, a);
    else if (!strncmp(o->name, "wmmastorematrix_", 16)) store_stmt(p, call, a);
    else if (!strncmp(o->name, "wmmamatmul_", 11)) matmul_stmt(p, call, a);
    else fail(p, call->loc, format("'%s' of module wmma cannot be called in device code", o->name));
    return true;
}

bool dev_wmma_assign(DevProc *p, Node *st) {
    WmmaType w, r;
    if (!st->sym) {
        /* intrinsic assignment of one submatrix to another: same type only */
        if (!arg_type(p, st->lhs, &w)) return false;
        if (!arg_type(p, st->rhs, &r) || memcmp(&w, &r, sizeof w))
            fail(p, st->loc, "a wmma submatrix can only be assigned a scalar or a submatrix of the same type");
        else
            dev_line(p, "%s = %s;", dev_lvalue(p, st->lhs), dev_lvalue(p, st->rhs));
        return true;
    }
    if (strcmp(abi_module_of(sym_origin(st->sym)), "wmma")) return false;
    if (!arg_type(p, st->lhs, &w)) {
        fail(p, st->loc, "a wmma assignment needs a wmma submatrix on the left");
        return true;
    }
    /* the value in the fragment's arithmetic: real(4) (converted to real(2)
     * by the wrapper where the elements are real(2)) or integer(4) */
    Type *vt = w.prec == REAL_WMMA ? type_real(4) : type_integer(4);
    dev_line(p, "cuf_wmma_fill(%s, %s);", dev_lvalue(p, st->lhs), dev_strip_parens(dev_expr_as(p, st->rhs, vt)));
    return true;
}

/* ----------------------------------------------------------- header */

/* `word` in C text as a whole identifier (cuf_half, not cuf_half2float). */
static bool has_word(const char *text, const char *word) {
    size_t n = strlen(word);
    for (const char *t = strstr(text, word); t; t = strstr(t + 1, word)) {
        char next = t[n];
        bool ident = (next >= 'a' && next <= 'z') || (next >= 'A' && next <= 'Z') || (next >= '0' && next <= '9') ||
                     next == '_';
        if (!ident) return true;
    }
    return false;
}

void dev_wmma_includes(DevEmitter *em, FILE *out) {
    const StrBuf *parts[] = {&em->types, &em->head, &em->protos, &em->code, &em->stubs};
    bool half = false, wmma = false;
    for (int i = 0; i < 5; i++) {
        half |= has_word(sb_str(parts[i]), "cuf_half");
        wmma |= strstr(sb_str(parts[i]), "cuf_wmma_") != NULL;
    }
    /* mma.h only where fragments are used: nvcc is slow to read it */
    if (wmma) fputs("#define CUF_WMMA 1\n", out);
    if (half || wmma) fputs("#include \"cuf_wmma.h\"\n", out);
}
