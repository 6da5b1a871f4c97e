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
 * 3.8.1.4), Fortran's array order.  What a submatrix type is, which
 * operation a call is, and the rules on both are src/cuda/wmma.c's: this
 * file prints what cuda_check accepted. */
#include <string.h>
#include "device/device.h"

/* ------------------------------------------------------------ types */

static const char *elem_ctype(const WmmaType *w) {
    TypeKind tk;
    int kind;
    wmma_elem_type(w, &tk, &kind);
    if (tk == TY_INTEGER) return kind == 1 ? "signed char" : "int";
    return kind == 2 ? "cuf_half" : "float";
}

static const char *frag_ctype(const WmmaType *w) {
    if (w->use == WMMA_C)
        return format("cuf_wmma_c<%lld, %lld, %lld, %s>", (long long)w->m, (long long)w->n, (long long)w->k,
                      elem_ctype(w));
    return format("cuf_wmma_%s<%lld, %lld, %lld, %s, %lld>", w->use == WMMA_A ? "a" : "b", (long long)w->m,
                  (long long)w->n, (long long)w->k, elem_ctype(w), (long long)w->layout_or_kind);
}

/* The type of operand e, a submatrix (wmma_check_call and
 * wmma_check_assignment rejected the others). */
static WmmaType operand_type(Node *e) {
    WmmaType w = {0};
    wmma_operand(e, &w);
    return w;
}

/* ----------------------------------------------------- declarations */

bool dev_wmma_declare(DevProc *p, Symbol *s) {
    WmmaType w;
    if (s->kind != SYM_VARIABLE || s->use_orig || !wmma_submatrix(s, &w)) return false;
    if (s->is_dummy) return true; /* dev_wmma_param declared it */
    DevVar *v = dev_new_var(p, s, dev_cname(s->name));
    sb_printf(&p->decls, "  %s %s;\n", frag_ctype(&w), v->cname);
    p->em->uses_wmma = true;
    return true;
}

const char *dev_wmma_param(Symbol *d) {
    WmmaType w;
    if (!wmma_submatrix(d, &w)) return NULL;
    if (d->attrs & ATTR_VALUE) return format("%s %s", frag_ctype(&w), dev_cname(d->name));
    return format("%s%s *%s", (d->attrs & ATTR_INTENT_INOUT) == ATTR_INTENT_IN ? "const " : "", frag_ctype(&w),
                  dev_cname(d->name));
}

/* ------------------------------------------------------- operations */

/* &element of the tile in global or shared memory at `mem`. */
static const char *tile_address(DevProc *p, Node *mem) { return format("&%s", dev_lvalue(p, mem)); }

/* The leading dimension, in elements. */
static const char *leading_dim(DevProc *p, Node *ld) {
    return format("(int)%s", dev_strip_parens(dev_expr(p, ld)));
}

/* The storage order of C in memory (values of nvcuda::wmma::layout_t),
 * column-major by default. */
static const char *c_layout(DevProc *p, Node *layout) {
    if (!layout) return format("%d", WMMA_COL_MAJOR);
    return format("(int)%s", dev_strip_parens(dev_expr(p, layout)));
}

static void load_stmt(DevProc *p, Node **a) {
    const char *addr = tile_address(p, a[1]), *ld = leading_dim(p, a[2]), *layout = c_layout(p, a[3]);
    if (operand_type(a[0]).use == WMMA_C)
        dev_line(p, "cuf_wmma_load_c(%s, %s, %s, %s);", dev_lvalue(p, a[0]), addr, ld, layout);
    else
        dev_line(p, "cuf_wmma_load(%s, %s, %s);", dev_lvalue(p, a[0]), addr, ld);
}

static void store_stmt(DevProc *p, Node **a) {
    const char *addr = tile_address(p, a[0]), *ld = leading_dim(p, a[2]), *layout = c_layout(p, a[3]);
    dev_line(p, "cuf_wmma_store(%s, %s, %s, %s);", addr, dev_expr(p, a[1]), ld, layout);
}

/* d = matmul(a, b) + c, c defaulting to d. */
static void matmul_stmt(DevProc *p, Node **a) {
    dev_line(p, "cuf_wmma_mma(%s, %s, %s, %s);", dev_lvalue(p, a[0]), dev_expr(p, a[1]), dev_expr(p, a[2]),
             dev_expr(p, a[3] ? a[3] : a[0]));
}

/* A dummy whose type is named like a wmma type but is not the wmma
 * module's: what a .cufmod makes of it today (it records neither the type's
 * module nor its parameters), which C++ could not pass a fragment to. */
static Symbol *lost_wmma_dummy(Symbol *proc) {
    for (int i = 0; i < proc->dummies.len; i++) {
        Symbol *d = proc->dummies.items[i];
        if (d && wmma_named_like_submatrix(d->type) && !wmma_is_submatrix_type(d->type)) return d;
    }
    return NULL;
}

bool dev_wmma_call(DevProc *p, Node *call, Symbol *s) {
    Symbol *o = sym_origin(s);
    Symbol *lost = lost_wmma_dummy(o);
    if (lost) {
        error_at(call->loc, "'%s' of module %s has the wmma submatrix dummy '%s', whose type parameters its module "
                 "file does not record: define '%s' in this source file", o->name, abi_module_of(o), lost->name,
                 o->name);
        p->em->failed = true;
        return true;
    }
    if (!wmma_procedure(o)) return false;
    p->em->uses_wmma = true;
    Node *a[WMMA_MAX_ARGS];
    wmma_args(o, call->args, a);
    switch (wmma_operation(o)) {
    case WMMA_LOAD: load_stmt(p, a); break;
    case WMMA_STORE: store_stmt(p, a); break;
    case WMMA_MATMUL: matmul_stmt(p, a); break;
    case WMMA_FILL: case WMMA_NONE: break; /* wmma_check_call rejected it */
    }
    return true;
}

bool dev_wmma_assign(DevProc *p, Node *st) {
    if (!st->sym) {
        /* intrinsic assignment of one submatrix to another of its type */
        WmmaType w;
        if (!wmma_operand(st->lhs, &w)) return false;
        p->em->uses_wmma = true;
        dev_line(p, "%s = %s;", dev_lvalue(p, st->lhs), dev_lvalue(p, st->rhs));
        return true;
    }
    if (wmma_operation(st->sym) != WMMA_FILL) return false;
    p->em->uses_wmma = true;
    /* the value in the fragment's arithmetic: real(4) (converted to real(2)
     * by the wrapper where the elements are real(2)) or integer(4) */
    Type *vt = operand_type(st->lhs).prec == WMMA_REAL ? type_real(4) : type_integer(4);
    dev_line(p, "cuf_wmma_fill(%s, %s);", dev_lvalue(p, st->lhs), dev_strip_parens(dev_expr_as(p, st->rhs, vt)));
    return true;
}

/* ----------------------------------------------------------- header */

void dev_wmma_includes(DevEmitter *em, FILE *out) {
    /* mma.h only where fragments are used: nvcc is slow to read it */
    if (em->uses_wmma) fputs("#define CUF_WMMA 1\n", out);
    if (em->uses_half_data || em->uses_wmma) fputs("#include \"cuf_wmma.h\"\n", out);
}
