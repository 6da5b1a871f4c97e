/* rewrite.c — deciding what the host file says instead of the user's text
 * for statements that involve the device (DESIGN.md "host code goes to
 * gfortran"; guide 3.3, 3.4, 3.5).
 *
 * Host representation of CUDA data (docs/architecture.md):
 *   - device, constant, managed and pinned variables that are not plain
 *     dummies become POINTERs of the same type and rank whose target is
 *     memory from cufrt_malloc (or a module symbol's device address);
 *   - ALLOCATE / DEALLOCATE of them call the runtime; `allocated` becomes
 *     `associated`; local ones are freed when the procedure returns;
 *   - assignments that move data call cufrt_copy / cufrt_fill_scalar;
 *   - `call k<<<g, b, s, st>>>(args)` calls the extern "C" stub cufl_<m>_<k>
 *     that the device emitter writes, every argument passed as an
 *     assumed-rank descriptor.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "host/host.h"

/* Per scoping unit: what must be inserted where. */
typedef struct UnitCtx {
    HostEmitter *h;
    Node *unit;
    Scope *scope;
    struct UnitCtx *host;    /* enclosing unit (internal procedures) */
    StrBuf decls;            /* declarations and interface blocks */
    StrBuf entry;            /* code run first (nullify, automatic arrays) */
    StrBuf exit;             /* code run before every return (frees) */
    StrSet ifaces;           /* stub interfaces already declared */
    bool need_rt;            /* `use cufc_rt` needed */
    const char **inits;      /* modules whose cufi_<m> the unit calls at entry */
    int ninits;
    int masked;              /* inside FORALL, WHERE or DO CONCURRENT: nothing is staged */
} UnitCtx;

/* ------------------------------------------------------------ predicates */

static bool is_proc_unit(const Node *u) {
    return u->kind == N_SUBROUTINE || u->kind == N_FUNCTION || u->kind == N_SEPARATE_PROC;
}

static Symbol *base_symbol(const Node *e) {
    while (e && (e->kind == N_APPLY || e->kind == N_COMPONENT))
        e = e->lhs;
    return e && e->kind == N_NAME ? e->sym : NULL;
}

static int rank_of(const Node *e) { return e->type ? e->type->rank : 0; }

/* ------------------------------------------------------------ small texts */

static const char *file_arg(const Node *n) {
    return format("%s//achar(0), %s", fortran_string(n->loc.file), abi_c_int(n->loc.line));
}

/* The same as keyword arguments (after an optional argument). */
static const char *file_kw(const Node *n) {
    return format("file=%s//achar(0), line=%s", fortran_string(n->loc.file), abi_c_int(n->loc.line));
}

static void add_stmt(StrBuf *b, HostEmitter *h, const char *text) {
    emit_statement_text(b, h->sf->form, 0, text);
}

static Edit *edit_of(HostEmitter *h, const Node *stmt) { return &h->edits[stmt->src->index]; }

/* Unparse with device designators replaced by their temporaries,
 * `allocated` of pointer-represented data spelled `associated`, and renamed
 * intrinsics by their own names. */
typedef struct Subst {
    Node **from;
    const char **to;
    int n;
} Subst;

static const char *text_of(const Node *e, Subst *s);
static const char *converted(const char *value, const Type *from, const Type *to);
static const char *subst_node(const Node *n, void *ctx);

/* `name(actuals)` of a call whose callee is `callee`: an element of device
 * data passed as an array start becomes the section from it on (cuda.h,
 * device_element_actual). */
static const char *call_text(const Node *call, const Node *callee, const char *name, void *ctx) {
    StrBuf b = {0};
    sb_printf(&b, "%s(", name);
    for (const Node *a = call->args; a; a = a->next) {
        if (a != call->args) sb_puts(&b, ", ");
        if (!device_element_actual(call, callee, a)) {
            unparse_expr(&b, a, subst_node, ctx);
            continue;
        }
        const Node *v = a->kind == N_ARG ? a->lhs : a;
        if (a->kind == N_ARG && a->name) sb_printf(&b, "%s=", a->name);
        sb_printf(&b, "%s(", v->lhs->name);
        for (const Node *i = v->args; i; i = i->next) {
            if (i != v->args) sb_puts(&b, ", ");
            unparse_expr(&b, i, subst_node, ctx);
            if (i == v->args) sb_puts(&b, ":");
        }
        sb_puts(&b, ")");
    }
    sb_puts(&b, ")");
    return sb_str(&b);
}

static const char *subst_node(const Node *n, void *ctx) {
    Subst *s = ctx;
    for (int i = 0; s && i < s->n; i++)
        if (s->from[i] == n) return s->to[i];
    if (n->kind == N_APPLY && apply_kind(n) == APPLY_CALL && n->sym &&
        n->sym->proc_kind == PK_INTRINSIC && !strcmp(n->sym->name, "allocated") && n->args &&
        host_holds_pointer(designator_holder(n->args->lhs))) {
        StrBuf b = {0};
        sb_puts(&b, "associated(");
        unparse_expr(&b, n->args->lhs, subst_node, ctx);
        sb_puts(&b, ")");
        return sb_str(&b);
    }
    if (n->kind == N_NAME && is_renamed_intrinsic(n->sym)) return intrinsic_name(n->sym);
    if (n->kind == N_APPLY && apply_kind(n) == APPLY_CALL && cublas_overload(n->lhs, n->args))
        return call_text(n, n->lhs, cublas_overload(n->lhs, n->args)->name, ctx);
    if (n->kind == N_APPLY && apply_kind(n) == APPLY_CALL && is_library_procedure(n->lhs))
        for (const Node *a = n->args; a; a = a->next)
            if (device_element_actual(n, n->lhs, a)) return call_text(n, n->lhs, n->lhs->name, ctx);
    if (n->kind == N_APPLY && apply_kind(n) == APPLY_CALL && host_c_loc_address(n))
        return format("cufrt_address(%s)", text_of(n->args, ctx));
    /* a specific that gfortran's generic lacks is called by its name */
    if (n->kind == N_APPLY && apply_kind(n) == APPLY_CALL && host_specific_by_name(n)) {
        StrBuf b = {0};
        sb_printf(&b, "%s(", host_specific_by_name(n)->name);
        for (const Node *a = n->args; a; a = a->next) {
            if (a != n->args) sb_puts(&b, ", ");
            unparse_expr(&b, a, subst_node, ctx);
        }
        sb_puts(&b, ")");
        return sb_str(&b);
    }
    /* a VALUE dummy under ignore_tkr gets the value converted (PGI) */
    if (n->kind == N_ARG && n->sym && n->lhs && value_conversion(n->lhs, n->sym)) {
        const Type *t = n->sym->type;
        const char *v = text_of(n->lhs, ctx);
        v = t->kind != TY_DERIVED ? converted(v, n->lhs->type, t)
            : format("%s(%s)", strcmp(sym_origin(t->derived)->name, "c_ptr") ? "cufrt_c_funloc" : "cufrt_address", v);
        return n->name ? format("%s=%s", n->name, v) : v;
    }
    const char *dialect = dialect_respelling(n);
    if (dialect) return dialect;
    /* a kernel passed to cudaFuncGetAttributes & co. (guide 4.7): gfortran
     * never sees kernels, the runtime finds them by name (cufrt_symbols.c) */
    if (n->kind == N_NAME && proc_is_kernel(n->sym)) return format("'%s'", abi_kernel_key(n->sym));
    return NULL;
}

static const char *text_of(const Node *e, Subst *s) {
    StrBuf b = {0};
    unparse_expr(&b, e, subst_node, s);
    return sb_str(&b);
}

/* Source text of a statement from the position of `at` to its end: the
 * action statement of a logical IF, as the user wrote it. */
static const char *text_from(const LogicalLine *ll, Loc at) {
    for (int i = 0; i < ll->len; i++)
        if (ll->col_loc[i].line == at.line && ll->col_loc[i].col == at.col) return ll->text + i;
    return ll->text;
}

/* Source text from the position of `from` up to that of `to`: the header
 * of `where (m) a = b`, the attribute of `intent(in) :: a, b`. */
static const char *text_between(const LogicalLine *ll, Loc from, Loc to) {
    const char *start = text_from(ll, from);
    return format("%.*s", (int)(text_from(ll, to) - start), start);
}

/* Conversion of a host value to the element type of `t` (for transfers). */
static const char *converted(const char *value, const Type *from, const Type *to) {
    if (!from || !to || type_same_tk(from, to)) return value;
    switch (to->kind) {
    case TY_INTEGER: return format("int(%s, %d)", value, to->kind_num);
    case TY_REAL: return format("real(%s, %d)", value, to->kind_num);
    case TY_COMPLEX: return format("cmplx(%s, kind=%d)", value, to->kind_num);
    case TY_LOGICAL: return format("logical(%s, %d)", value, to->kind_num);
    default: return value;
    }
}

/* dst = src by the runtime (guide 3.4.1), each side on the device or not. */
static const char *copy_call(const char *dst, bool dst_on_device, const char *src, bool src_on_device,
                             const char *stream, const char *where) {
    return format("call cufrt_copy(%s, %s, %s, %s, %s, %s)", dst, abi_c_int(dst_on_device), src,
                  abi_c_int(src_on_device), stream, where);
}

/* The stream of a transfer to or from device designator e: the one that
 * cudaforSetDefaultStream tied to its variable, else the thread's default
 * (guide 3.4.1, 4.5.2). */
static const char *stream_of(const Node *e) {
    return format("cufrt_stream_of(%s)", expr_text(e));
}

/* A temporary of type t (its element type) and the given rank
 * (allocatable), declared in the unit. */
static const char *declare_temp_of(UnitCtx *c, const Type *t, int rank) {
    const char *name = format("cufc_t%d", ++c->h->ntemps);
    StrBuf d = {0};
    sb_printf(&d, "%s", type_decl_text(t));
    if (rank > 0) {
        sb_printf(&d, ", allocatable :: %s(", name);
        for (int i = 0; i < rank; i++) sb_puts(&d, i ? ",:" : ":");
        sb_puts(&d, ")");
    } else {
        sb_printf(&d, " :: %s", name);
    }
    add_stmt(&c->decls, c->h, sb_str(&d));
    return name;
}

static const char *declare_temp(UnitCtx *c, const Node *e) { return declare_temp_of(c, e->type, rank_of(e)); }

/* Allocate an allocatable temporary with the extents in `shape` before the
 * statement and free it after.  The statement may be an IF whose THEN block
 * holds the `after` part (not run when false), or sit in a loop: a
 * temporary still allocated from an earlier pass is freed first. */
static void allocate_temp(UnitCtx *c, const char *name, const char *shape, StrBuf *pre, StrBuf *post) {
    add_stmt(pre, c->h, format("if (allocated(%s)) deallocate(%s)", name, name));
    add_stmt(pre, c->h, format("allocate(%s(%s))", name, shape));
    add_stmt(post, c->h, format("deallocate(%s)", name));
}

/* The temporary holding reduction e (guide 3.7.2), computed on the GPU by
 * cufrt_reduce on the reduction stream of the array; the runtime
 * synchronises that stream before the host reads the result. */
static const char *reduction_temp(UnitCtx *c, const Node *e, const GpuReduction *r, StrBuf *pre,
                                  StrBuf *post) {
    const char *name = declare_temp(c, e);
    const char *array = text_of(r->array, NULL);
    const char *dim = r->dim ? text_of(r->dim, NULL) : NULL;
    int rank = rank_of(e);
    if (rank > 0) {
        /* maxloc/minloc: one subscript per dimension; dim=: the array's
         * shape without that dimension */
        StrBuf a = {0};
        if (!dim) sb_printf(&a, "%d", rank_of(r->array));
        for (int j = 1; dim && j <= rank; j++)
            sb_printf(&a, "%ssize(%s, merge(%d, %d, %d < (%s)))", j > 1 ? ", " : "", array, j, j + 1, j, dim);
        allocate_temp(c, name, sb_str(&a), pre, post);
    }
    StrBuf b = {0};
    sb_printf(&b, "call cufrt_reduce(%s, %s", abi_c_int(r->op), array);
    if (r->vector_b) sb_printf(&b, ", vector_b=%s", text_of(r->vector_b, NULL));
    if (r->mask) sb_printf(&b, ", mask=%s", text_of(r->mask, NULL));
    const char *stream = r->stream ? format("int(%s, 8)", text_of(r->stream, NULL))
                                   : format("cufrt_reduction_stream_for(%s)", array);
    sb_printf(&b, ", dim=%s, result=%s, stream=%s, %s)", dim ? format("int(%s, 4)", dim) : abi_c_int(0), name, stream,
              file_kw(e));
    add_stmt(pre, c->h, sb_str(&b));
    c->need_rt = true;
    return name;
}

/* Before a transfer from designator e (transfer_source_array): a run-time
 * error naming e's array when it is unallocated (its descriptor holds no
 * shape to copy), one test of its address. */
static void require_allocated(UnitCtx *c, const Node *e, StrBuf *out) {
    const Node *a = transfer_source_array(e);
    if (!a) return;
    const char *v = expr_text(a);
    const char *why = format(sym_origin(a->sym)->attrs & ATTR_POINTER ? "pointer %s is read but not associated"
                                                                       : "array %s is read but not allocated", v);
    add_stmt(out, c->h, format("if (.not. %s(%s)) call cufrt_error(%s, %s//achar(0))",
                               host_holds_pointer(a->sym) ? "associated" : "allocated", v, file_arg(e),
                               fortran_string(why)));
    c->need_rt = true;
}

/* A host temporary of e's type standing for device designator e, or for
 * a reduction that the GPU computes. */
static const char *new_temp(UnitCtx *c, Node *e, StrBuf *pre, StrBuf *post) {
    GpuReduction r;
    bool reduced = gpu_reduction(e, &r);
    require_allocated(c, reduced ? r.array : e, pre);
    if (reduced) return reduction_temp(c, e, &r, pre, post);
    const char *name = declare_temp(c, e);
    int rank = rank_of(e);
    if (rank > 0) {
        StrBuf a = {0};
        for (int i = 1; i <= rank; i++)
            sb_printf(&a, "%ssize(%s, %d)", i > 1 ? ", " : "", expr_text(e), i);
        allocate_temp(c, name, sb_str(&a), pre, post);
    }
    add_stmt(pre, c->h, copy_call(name, false, expr_text(e), true, stream_of(e), file_arg(e)));
    c->need_rt = true;
    return name;
}

/* ------------------------------------------------------------ launches */

/* Declare `name` once per unit; false when it was declared already. */
static bool first_declaration(UnitCtx *c, const char *name) { return strset_add(&c->ifaces, name); }

/* `decls`: the dummies' declarations, NULL-terminated, each a statement of
 * its own (a fixed-form source needs each in columns 7-72). */
static void declare_simple_iface(UnitCtx *c, const char *name, const char *args, const char *const *decls) {
    if (!first_declaration(c, name)) return;
    add_stmt(&c->decls, c->h, "interface");
    add_stmt(&c->decls, c->h, format("subroutine %s(%s) bind(c, name='%s')", name, args, name));
    for (int i = 0; decls && decls[i]; i++) add_stmt(&c->decls, c->h, decls[i]);
    add_stmt(&c->decls, c->h, "end subroutine");
    add_stmt(&c->decls, c->h, "end interface");
}

/* After allocate/deallocate of a module allocatable with a device mirror:
 * cufb_<m>_<v>(array, lower bounds). */
static void update_mirror(UnitCtx *c, StrBuf *out, const Symbol *s) {
    const Symbol *m = module_gpu_var(s);
    if (!m || !(m->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER))) return;
    const char *fn = abi_module_bounds(m);
    static const char *const decls[] = {"type(*), dimension(..) :: a", "integer(8) :: lb(*)", NULL};
    declare_simple_iface(c, fn, "a, lb", decls);
    int rank = m->type ? m->type->rank : 0;
    add_stmt(out, c->h, format("if (associated(%s)) then", s->name));
    add_stmt(out, c->h, format("call %s(%s, int(lbound(%s), 8))", fn, s->name, s->name));
    add_stmt(out, c->h, "else");
    add_stmt(out, c->h, format("call %s(%s, spread(1_8, 1, %d))", fn, s->name, rank > 0 ? rank : 1));
    add_stmt(out, c->h, "end if");
}

/* Walk every expression and nested statement of a unit's body. */
static void note_module_data(UnitCtx *c, const Node *n) {
    for (; n; n = n->next) {
        if (n->kind == N_NAME) {
            const Symbol *m = module_gpu_var(n->sym);
            if (m && !(m->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER))) {
                const char *mod = abi_module_of(m);
                bool seen = false;
                for (int i = 0; i < c->ninits; i++) seen |= !strcmp(c->inits[i], mod);
                if (!seen) {
                    c->inits = xrealloc(c->inits, sizeof(char *) * (size_t)(c->ninits + 1));
                    c->inits[c->ninits++] = mod;
                }
            }
        }
        const Node *kids[] = {n->lhs, n->rhs, n->stride, n->cond, n->mask, n->args, n->list,
                              n->body, n->orelse, n->launch, n->stream};
        for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
            if (kids[i] && kids[i] != n) note_module_data(c, kids[i]);
    }
}

/* Declaration of argument i of a stub: an assumed-rank descriptor, or for a
 * pointer dummy of kernel k a pointer of its type, so that the descriptor
 * carries the pointer's lower bounds and a null address when it is
 * disassociated (guide 2.12.3). */
static const char *stub_arg_decl(const Symbol *k, int i) {
    const Symbol *d = k && i < k->dummies.len ? k->dummies.items[i] : NULL;
    int rank = d && d->type ? d->type->rank : 0;
    if (d && (d->attrs & ATTR_OPTIONAL)) /* absent: a null descriptor (emit_stub) */
        return format("type(*), dimension(..), optional :: a%d", i + 1);
    if (!d || !(d->attrs & ATTR_POINTER) || rank == 0 || d->type->kind == TY_DERIVED)
        return format("type(*), dimension(..) :: a%d", i + 1);
    StrBuf b = {0};
    sb_printf(&b, "%s, pointer :: a%d(", storage_decl_text(d->type), i + 1);
    for (int r = 0; r < rank; r++) sb_puts(&b, r ? ",:" : ":");
    sb_puts(&b, ")");
    return sb_str(&b);
}

static void declare_stub(UnitCtx *c, const char *stub, int nargs, const Symbol *k) {
    if (!first_declaration(c, stub)) return;
    StrBuf b = {0};
    sb_printf(&b, "subroutine %s(gx, gy, gz, bx, by, bz, shmem, stream", stub);
    for (int i = 0; i < nargs; i++) sb_printf(&b, ", a%d", i + 1);
    sb_printf(&b, ") bind(c, name='%s')", stub);
    add_stmt(&c->decls, c->h, "interface");
    add_stmt(&c->decls, c->h, sb_str(&b));
    add_stmt(&c->decls, c->h, "integer(4), value :: gx, gy, gz, bx, by, bz");
    add_stmt(&c->decls, c->h, "integer(8), value :: shmem, stream");
    for (int i = 0; i < nargs; i++) add_stmt(&c->decls, c->h, stub_arg_decl(k, i));
    add_stmt(&c->decls, c->h, "end subroutine");
    add_stmt(&c->decls, c->h, "end interface");
}

const char *launch_dims_text(Node *e, bool star_fills) {
    if (e && e->kind == N_ARG) e = e->lhs;
    const char *star = abi_launch_auto(), *rest = star_fills ? star : abi_c_int(1);
    if (!e || e->kind == N_STAR) return format("%s, %s, %s", star, rest, rest);
    Node *list = e->kind == N_TUPLE ? e->list
               : e->kind == N_APPLY && apply_kind(e) == APPLY_STRUCT_CTOR ? e->args : NULL;
    if (!list && e->type && e->type->kind == TY_DERIVED) { /* a dim3 variable */
        const char *t = expr_text(e);
        return format("%s%%x, %s%%y, %s%%z", t, t, t);
    }
    /* a tuple, a dim3(...) constructor, or one integer: an accelerator
       region's generated configuration has no type set (tests/acc/oacc_routine) */
    const char *v[3] = {abi_c_int(1), abi_c_int(1), abi_c_int(1)};
    int i = 0;
    for (Node *x = list ? list : e; x && i < 3; x = list ? x->next : NULL, i++) {
        Node *val = x->kind == N_ARG ? x->lhs : x;
        v[i] = val->kind == N_STAR ? star : format("int(%s, 4)", expr_text(val));
    }
    return format("%s, %s, %s", v[0], v[1], v[2]);
}

/* A kernel launch (its rules: src/cuda/rules.c, check_launch). */
static bool rewrite_launch(UnitCtx *c, Node *call, StrBuf *out) {
    Symbol *k = call->sym ? call->sym : call->lhs->sym;
    Node *cfg = call->launch->list;
    Node *grid = cfg, *block = cfg->next;
    Node *shmem = block->next, *stream = shmem ? shmem->next : NULL;
    int nargs = 0;
    for (Node *a = call->args; a; a = a->next) nargs++;
    /* the stub's arguments are the kernel's dummies in order: keyword
     * actuals go to their dummy's place, an absent optional one is left
     * out by naming those after it (a kernel without an explicit interface
     * takes the actuals as written) */
    Node *by[64];
    bool ordered = k->dummies.len <= 64 && args_by_dummy(sym_origin(k), call->args, by, 64);
    if (ordered) nargs = k->dummies.len;
    const char *stub = abi_launch_stub(k);
    declare_stub(c, stub, nargs, k);
    c->need_rt = true;
    StrBuf b = {0};
    sb_printf(&b, "call %s(%s, %s, ", stub, launch_dims_text(grid, false), launch_dims_text(block, false));
    sb_printf(&b, "int(%s, 8), ", shmem && shmem->kind != N_STAR ? expr_text(shmem->kind == N_ARG ? shmem->lhs : shmem) : "0");
    sb_printf(&b, "%s", stream ? format("int(%s, 8)", expr_text(stream->kind == N_ARG ? stream->lhs : stream))
                               : "cufrt_unnamed_stream");
    Node *a = call->args;
    bool skipped = false;
    for (int i = 0; i < nargs; i++) {
        Node *actual = ordered ? by[i] : arg_value(a);
        if (!ordered) a = a->next;
        if (!actual) {
            skipped = true;
            continue;
        }
        sb_printf(&b, ", %s%s", skipped ? format("a%d=", i + 1) : "", expr_text(actual));
    }
    sb_puts(&b, ")");
    add_stmt(out, c->h, sb_str(&b));
    return true;
}

/* --------------------------------------------------------- allocation */

/* The CUFRT_* memory kind cufrt_malloc gets for s (-gpu=managed: device
 * allocatables become managed). */
static int memory_kind(const Symbol *s, const HostOptions *opt) {
    switch (mem_declared(s)) {
    case MEM_MANAGED: return CUFRT_MANAGED;
    case MEM_PINNED: return CUFRT_PINNED;
    case MEM_DEVICE: return opt->managed ? CUFRT_MANAGED : CUFRT_DEVICE;
    default: return CUFRT_DEVICE;
    }
}

/* Extent text of `lo:hi` (lo may be NULL = 1). */
static const char *extent_text(const Node *lo, const Node *hi) {
    if (!lo) return format("max(int(%s, 8), 0_8)", expr_text(hi));
    return format("max(int(%s, 8) - int(%s, 8) + 1_8, 0_8)", expr_text(hi), expr_text(lo));
}

/* Allocation of pointer-represented `name` with bounds (lo[i], hi[i]). */
static void emit_allocation(UnitCtx *c, StrBuf *out, const Symbol *s, const char *name, int rank,
                            Node **lo, Node **hi, const char *stat, const Node *at) {
    StrBuf bytes = {0}, shape = {0};
    sb_printf(&bytes, "int(storage_size(%s) / 8, 8)", name);
    for (int i = 0; i < rank; i++) {
        const char *ext = extent_text(lo[i], hi[i]);
        sb_printf(&bytes, " * %s", ext);
        sb_printf(&shape, "%s%s", i ? ", " : "", ext);
    }
    StrBuf b = {0};
    sb_printf(&b, "call cufrt_c_f_pointer(cufrt_malloc(int(%s, 8), %s%s, %s), %s", sb_str(&bytes),
              abi_c_int(memory_kind(s, c->h->opt)), stat ? format(", stat=%s", stat) : "", file_kw(at), name);
    if (rank > 0) sb_printf(&b, ", [%s]", sb_str(&shape));
    sb_puts(&b, ")");
    add_stmt(out, c->h, sb_str(&b));
    bool remap = false;
    for (int i = 0; i < rank; i++) remap |= lo[i] != NULL;
    if (remap) {
        StrBuf r = {0};
        sb_printf(&r, "%s(", name);
        for (int i = 0; i < rank; i++) sb_printf(&r, "%s%s:", i ? ", " : "", lo[i] ? expr_text(lo[i]) : "1");
        sb_printf(&r, ") => %s", name);
        add_stmt(out, c->h, sb_str(&r));
    }
    c->need_rt = true;
}

/* The pointer-represented data that ALLOCATE/DEALLOCATE object o names
 * (a_d, m%rho, g(i)%a_d, without the allocation's bounds), or NULL: a
 * host allocatable, or a component of device data (rules.c rejects
 * those). */
static Symbol *pointer_object(const Node *o, const char **text) {
    const Node *obj = o->kind == N_APPLY ? o->lhs : o;
    if (!obj || (obj->kind != N_NAME && obj->kind != N_COMPONENT)) return NULL;
    Symbol *s = designator_holder(obj);
    if (s != obj->sym || !host_holds_pointer(s)) return NULL;
    if (text) *text = obj->kind == N_NAME ? s->name : expr_text(obj);
    return s;
}

static const char *option_text(Node *opts, const char *name) {
    for (Node *o = opts; o; o = o->next)
        if (o->name && !strcmp(o->name, name)) return expr_text(o->lhs);
    return NULL;
}

/* The stat= variable of an ALLOCATE/DEALLOCATE as the runtime's
 * integer(c_int) argument: the user's, or (-i8) an integer(4) temporary
 * that `*back` copies to it after the call. */
static const char *runtime_stat(UnitCtx *c, Node *opts, const char **back) {
    *back = NULL;
    for (Node *o = opts; o; o = o->next) {
        if (!o->name || strcmp(o->name, "stat")) continue;
        if (!o->lhs->type || o->lhs->type->kind_num == 4) return expr_text(o->lhs);
        const char *t = declare_temp_of(c, type_integer(4), 0);
        *back = format("%s = %s", expr_text(o->lhs), t);
        return t;
    }
    return NULL;
}

static void allocate_like(UnitCtx *c, const Node *st, const Symbol *s, const char *to, const char *from, int rank,
                          StrBuf *out);
static bool rewrite_assignment(UnitCtx *c, Node *st, HostTransfer xfer, const DevUses *u, StrBuf *out);

static bool rewrite_allocate(UnitCtx *c, Node *st, StrBuf *out) {
    const char *stat = option_text(st->args, "stat"), *stat_back;
    const char *rt_stat = runtime_stat(c, st->args, &stat_back);
    const char *pinned = option_text(st->args, "pinned");
    Node *plain = NULL;
    for (Node *o = st->list; o; o = o->next) {
        const char *name;
        Symbol *s = pointer_object(o, &name);
        if (!s) {
            Node *copy = xmalloc(sizeof(Node));
            *copy = *o;
            copy->next = NULL;
            list_append(&plain, copy);
            continue;
        }
        Node *lo[8] = {0}, *hi[8] = {0};
        int rank = 0;
        for (Node *a = o->kind == N_APPLY ? o->args : NULL; a && rank < 8; a = a->next, rank++) {
            Node *r = a->kind == N_ARG ? a->lhs : a;
            if (r->kind == N_RANGE) { lo[rank] = r->lhs; hi[rank] = r->rhs; }
            else hi[rank] = r;
        }
        /* without bounds, an array takes those of SOURCE= or MOLD= (F2008 6.7.1.1) */
        const char *like = option_text(st->args, "source");
        if (!like) like = option_text(st->args, "mold");
        if (rank == 0 && like && s->type && s->type->rank > 0)
            allocate_like(c, st, s, name, like, s->type->rank, out);
        else
            emit_allocation(c, out, s, name, rank, lo, hi, rt_stat, st);
        if (stat_back) add_stmt(out, c->h, stat_back);
        update_mirror(c, out, s);
        Node asg;
        if (allocate_source_assignment(st, o, &asg)) {
            DevUses u = {0};
            HostTransfer xfer = host_transfer(&asg, &u);
            if (xfer == XFER_NONE) add_stmt(out, c->h, format("%s = %s", name, like));
            else if (!rewrite_assignment(c, &asg, xfer, &u, out)) return false;
        }
        if (pinned)
            add_stmt(out, c->h, format("%s = cufrt_last_pinned() /= 0", pinned));
    }
    if (plain) {
        StrBuf b = {0};
        sb_puts(&b, "allocate(");
        for (Node *o = plain; o; o = o->next) sb_printf(&b, "%s%s", o == plain ? "" : ", ", expr_text(o));
        for (Node *o = st->args; o; o = o->next)
            if (o->name && strcmp(o->name, "pinned") && strcmp(o->name, "align"))
                sb_printf(&b, ", %s=%s", o->name, expr_text(o->lhs));
        sb_puts(&b, ")");
        add_stmt(out, c->h, sb_str(&b));
        if (pinned) add_stmt(out, c->h, format("%s = .false.", pinned));
        /* PGI's align= (gfortran has none): the memory replaced by aligned
         * memory (host allocatables only: rules.c) */
        const char *align = option_text(st->args, "align");
        c->need_rt |= align != NULL;
        for (Node *o = align ? plain : NULL; o; o = o->next)
            add_stmt(out, c->h, format("%scall cufrt_align_allocation(%s, int(%s, 8), %s)",
                                       stat ? format("if (%s == 0) ", stat) : "",
                                       expr_text(o->kind == N_APPLY ? o->lhs : o), align, file_arg(st)));
    }
    return true;
}

static bool rewrite_deallocate(UnitCtx *c, Node *st, StrBuf *out) {
    const char *stat_back, *stat = runtime_stat(c, st->args, &stat_back);
    StrBuf plain = {0};
    for (Node *o = st->list; o; o = o->next) {
        const char *name;
        Symbol *s = pointer_object(o, &name);
        if (!s) {
            sb_printf(&plain, "%s%s", plain.len ? ", " : "", expr_text(o));
            continue;
        }
        add_stmt(out, c->h, format("call cufrt_free_array(%s, %s%s, %s)", name,
                                   abi_c_int(memory_kind(s, c->h->opt)), stat ? format(", stat=%s", stat) : "",
                                   file_kw(st)));
        if (stat_back) add_stmt(out, c->h, stat_back);
        add_stmt(out, c->h, format("nullify(%s)", name));
        update_mirror(c, out, s);
    }
    if (plain.len) {
        StrBuf b = {0};
        sb_printf(&b, "deallocate(%s", sb_str(&plain));
        for (Node *o = st->args; o; o = o->next)
            if (o->name) sb_printf(&b, ", %s=%s", o->name, expr_text(o->lhs));
        sb_puts(&b, ")");
        add_stmt(out, c->h, sb_str(&b));
    }
    c->need_rt = true;
    return true;
}

/* call move_alloc(from, to) of data held as pointers (rules.c checks that
 * both are, in the same memory): to's memory freed, from's pointer moved to
 * it with its bounds (F2008 13.7.118). */
static bool rewrite_move_alloc(UnitCtx *c, Node *st, StrBuf *out, bool *changed) {
    const Symbol *p = st->sym ? st->sym : st->lhs->sym;
    if (!p || p->proc_kind != PK_INTRINSIC || strcmp(intrinsic_name(p), "move_alloc") || !st->args ||
        !st->args->next)
        return false;
    const char *from, *to;
    Symbol *fs = pointer_object(arg_value(st->args), &from), *ts = pointer_object(arg_value(st->args->next), &to);
    if (!fs || !ts) return false;
    add_stmt(out, c->h, format("if (associated(%s)) call cufrt_free_array(%s, %s, %s)", to, to,
                               abi_c_int(memory_kind(ts, c->h->opt)), file_kw(st)));
    add_stmt(out, c->h, format("%s => %s", to, from));
    add_stmt(out, c->h, format("nullify(%s)", from));
    update_mirror(c, out, fs);
    update_mirror(c, out, ts);
    c->need_rt = true;
    *changed = true;
    return true;
}

/* ---------------------------------------------------------- assignments */


/* Pointer-held `to` (memory of the runtime's kind for s) allocated with
 * the bounds of `from`, a designator or temporary of the same rank. */
static void allocate_like(UnitCtx *c, const Node *st, const Symbol *s, const char *to, const char *from, int rank,
                          StrBuf *out) {
    add_stmt(out, c->h, format("call cufrt_c_f_pointer(cufrt_malloc(int(storage_size(%s) / 8, 8) * size(%s, "
                               "kind=8), %s, %s), %s%s)", to, from, abi_c_int(memory_kind(s, c->h->opt)), file_kw(st),
                               to, rank ? format(", shape(%s, kind=8)", from) : ""));
    if (rank) {
        StrBuf lb = {0};
        for (int i = 1; i <= rank; i++) sb_printf(&lb, "%slbound(%s, %d):", i > 1 ? ", " : "", from, i);
        add_stmt(out, c->h, format("%s(%s) => %s", to, sb_str(&lb), to));
    }
}

/* F2008 7.2.1.3: allocatable array v (s: the variable or component) of
 * another shape than x is freed, after the statements `free_first`, unless
 * keep_shape (nvfortran's transfers, host_lhs_allocation), and an
 * unallocated v gets x's bounds; v is held as a pointer (its memory the
 * runtime's) or is a host allocatable. */
static void reallocate_like(UnitCtx *c, const Node *st, const Symbol *s, const char *v, const char *x, int rank,
                            bool keep_shape, const char *free_first, StrBuf *out) {
    bool held = host_holds_pointer(s);
    const char *allocated = held ? "associated" : "allocated";
    /* an allocated array of another shape: freed (unless kept) */
    if (!keep_shape) {
        add_stmt(out, c->h, format("if (%s(%s)) then", allocated, v));
        add_stmt(out, c->h, format("if (any(shape(%s) /= shape(%s))) then", v, x));
        if (free_first) sb_puts(out, free_first);
        if (held) {
            add_stmt(out, c->h, format("call cufrt_free_array(%s, %s, %s)", v, abi_c_int(memory_kind(s, c->h->opt)),
                                       file_kw(st)));
            add_stmt(out, c->h, format("nullify(%s)", v));
        } else {
            add_stmt(out, c->h, format("deallocate(%s)", v));
        }
        add_stmt(out, c->h, "end if");
        add_stmt(out, c->h, "end if");
    }
    if (held) {
        add_stmt(out, c->h, format("if (.not. associated(%s)) then", v));
        allocate_like(c, st, s, v, x, rank, out);
        add_stmt(out, c->h, "end if");
        return;
    }
    StrBuf bounds = {0};
    for (int k = 1; k <= rank; k++) sb_printf(&bounds, "%slbound(%s, %d):ubound(%s, %d)", k > 1 ? ", " : "", x, k, x, k);
    add_stmt(out, c->h, format("if (.not. allocated(%s)) allocate(%s(%s))", v, v, sb_str(&bounds)));
}

/* The device, managed or pinned components of scalar v of type dt that
 * are associated, freed. */
static void free_components(UnitCtx *c, const char *v, const Symbol *dt, const Node *st, StrBuf *out) {
    for (const Symbol *m = dt->components->first; m; m = m->next_in_scope)
        if (host_holds_pointer(m))
            add_stmt(out, c->h, format("if (associated(%s%%%s)) call cufrt_free_array(%s%%%s, %s, %s)", v, m->name,
                                       v, m->name, abi_c_int(memory_kind(m, c->h->opt)), file_kw(st)));
}

/* Scalar y = x of type dt with device, managed or pinned components
 * (host_transfer, XFER_DEEP_COPY): tmp becomes a copy of x whose
 * components get memory of their own, with x's bounds, and x's data copied
 * into it; then y's old memory is freed and y takes the copy (y = y
 * included). */
static void deep_copy_scalar(UnitCtx *c, const char *lhs, const char *rhs, const char *tmp, const Symbol *dt,
                             const Node *st, StrBuf *out) {
    add_stmt(out, c->h, format("%s = %s", tmp, rhs));
    for (const Symbol *m = dt->components->first; m; m = m->next_in_scope) {
        if (!host_holds_pointer(m)) continue;
        const char *from = format("%s%%%s", rhs, m->name), *to = format("%s%%%s", tmp, m->name);
        add_stmt(out, c->h, format("if (associated(%s)) then", from));
        allocate_like(c, st, m, to, from, m->type ? m->type->rank : 0, out);
        add_stmt(out, c->h, copy_call(to, true, from, true, format("cufrt_stream_of(%s)", from), file_arg(st)));
        add_stmt(out, c->h, "end if");
    }
    free_components(c, lhs, dt, st, out);
    add_stmt(out, c->h, format("%s = %s", lhs, tmp));
}

/* "v(lbound(v, 1) + i1, ...)": the element of whole array v at the 0-based
 * offsets i_k. */
static const char *element_at_offsets(const char *v, const char *const *i, int rank) {
    StrBuf b = {0};
    for (int k = 0; k < rank; k++) sb_printf(&b, "%slbound(%s, %d, kind=8) + %s", k ? ", " : "", v, k + 1, i[k]);
    return format("%s(%s)", v, sb_str(&b));
}

/* Loops over the elements of whole array v (offsets i), the body between. */
static void open_element_loops(UnitCtx *c, const char *v, const char *const *i, int rank, StrBuf *out) {
    for (int k = rank - 1; k >= 0; k--)
        add_stmt(out, c->h, format("do %s = 0_8, size(%s, %d, kind=8) - 1", i[k], v, k + 1));
}

static void close_loops(UnitCtx *c, int rank, StrBuf *out) {
    for (int k = 0; k < rank; k++) add_stmt(out, c->h, "end do");
}

/* y = x of a type with device components (host_transfer, XFER_DEEP_COPY):
 * scalars, or whole arrays element by element (F2008 7.2.1.3: an
 * allocatable y of another shape is freed, its elements' components
 * first, and allocated with x's bounds). */
static void deep_copy(UnitCtx *c, const Node *st, StrBuf *out) {
    const Symbol *dt = sym_origin(st->lhs->type->derived);
    const char *tmp = declare_temp_of(c, st->rhs->type, 0), *lhs = expr_text(st->lhs), *rhs = expr_text(st->rhs);
    int rank = rank_of(st->lhs);
    if (!rank) {
        deep_copy_scalar(c, lhs, rhs, tmp, dt, st, out);
        return;
    }
    const char *i[15] = {0}; /* a Fortran rank is at most 15 */
    for (int k = 0; k < rank; k++) {
        i[k] = format("cufc_i%d", ++c->h->ntemps);
        add_stmt(&c->decls, c->h, format("integer(8) :: %s", i[k]));
    }
    if (sym_origin(st->lhs->sym)->attrs & ATTR_ALLOCATABLE) {
        StrBuf free_first = {0};
        open_element_loops(c, lhs, i, rank, &free_first);
        free_components(c, element_at_offsets(lhs, i, rank), dt, st, &free_first);
        close_loops(c, rank, &free_first);
        reallocate_like(c, st, st->lhs->sym, lhs, rhs, rank, false, sb_str(&free_first), out);
    }
    open_element_loops(c, rhs, i, rank, out);
    deep_copy_scalar(c, element_at_offsets(lhs, i, rank), element_at_offsets(rhs, i, rank), tmp, dt, st, out);
    close_loops(c, rank, out);
}

/* An operand of cufrt_tensor_apply / cufrt_tensor_matmul (cufrt_abi.h):
 * [fn, bound, layout, layout's values]. */
static const char *tensor_operand_text(const TensorOperand *o) {
    StrBuf b = {0};
    sb_printf(&b, "[integer(8) :: %d, %s, %d", o->fn,
              o->bound ? format("transfer(real(%s, 8), 0_8)", text_of(o->bound, NULL)) : "0", o->layout);
    if (o->layout == CUFRT_TENSOR_RESHAPE) {
        sb_printf(&b, ", %d, %s, %d", o->rank, text_of(o->shape, NULL), o->order != NULL);
        if (o->order) sb_printf(&b, ", %s", text_of(o->order, NULL));
    } else if (o->layout == CUFRT_TENSOR_SPREAD) {
        sb_printf(&b, ", %s, %s", text_of(o->dim, NULL), text_of(o->ncopies, NULL));
    }
    sb_puts(&b, "]");
    return sb_str(&b);
}

/* A scale as the complex(8) value the runtime takes (divisors as complex
 * numbers: no integer division). */
static const char *tensor_scale_text(const TensorScale *s) {
    StrBuf b = {0};
    sb_puts(&b, s->negative ? "(-1.0_8, 0.0_8)" : "(1.0_8, 0.0_8)");
    for (int i = 0; i < s->n; i++) sb_printf(&b, " * cmplx(%s, kind=8)", text_of(s->factors[i], NULL));
    for (int i = 0; i < s->ndiv; i++) sb_printf(&b, " / cmplx(%s, kind=8)", text_of(s->divisors[i], NULL));
    return sb_str(&b);
}

/* What module cutensorEx runs on the GPU (src/cuda/tensorex.c). */
static void tensor_call(UnitCtx *c, const Node *st, StrBuf *out) {
    const TensorStatement *t = st->tensor;
    const char *d = expr_text(st->lhs);
    if (!t->matmul) {
        add_stmt(out, c->h, format("call cufrt_tensor_apply(%s, %s, %s, %s, %s, %s)", d, expr_text(t->a.array),
                                   tensor_operand_text(&t->a), tensor_scale_text(&t->alpha), stream_of(st->lhs),
                                   file_arg(st)));
        return;
    }
    add_stmt(out, c->h, format("call cufrt_tensor_matmul(%s, %s, %s, %s, %s, %s, %s, %sstream=%s, %s)", d,
                               expr_text(t->a.array), tensor_operand_text(&t->a), expr_text(t->b.array),
                               tensor_operand_text(&t->b), tensor_scale_text(&t->alpha),
                               tensor_scale_text(&t->beta), t->c ? format("c=%s, ", expr_text(t->c)) : "",
                               stream_of(st->lhs), file_kw(st)));
}

/* Before assignment st: its variable allocated as F2008 7.2.1.3 says
 * (host_lhs_allocation), with the bounds of x, the right-hand side's text
 * or its temporary. */
static void allocate_lhs(UnitCtx *c, const Node *st, LhsAllocation alloc, const char *x, StrBuf *out) {
    if (alloc == LHS_AS_IS) return;
    const Symbol *s = designator_holder(st->lhs);
    const char *v = expr_text(st->lhs);
    c->need_rt = true;
    if (alloc == LHS_MUST_BE_ALLOCATED) {
        const char *why = format("scalar assigned to unallocated array %s (allocate it first)", v);
        add_stmt(out, c->h, format("if (.not. associated(%s)) call cufrt_error(%s, %s//achar(0))", v, file_arg(st),
                                   fortran_string(why)));
        return;
    }
    bool keep_shape = alloc == LHS_ALLOCATE; /* LHS_ALLOCATE_STAGED: allocate_staged */
    reallocate_like(c, st, s, v, x, rank_of(st->lhs), keep_shape, NULL, out);
    update_mirror(c, out, s);
}

/* st's variable = value: the right-hand side's text or a temporary holding
 * it (from_device: a device designator); s: the right-hand side's device
 * uses and their temporaries. */
static void store_value(UnitCtx *c, const Node *st, const char *value, bool from_device, Subst *s, StrBuf *out) {
    const Node *lhs = st->lhs, *rhs = st->rhs;
    bool to_device = host_device_designator(lhs);
    if (to_device && !from_device) {
        value = converted(value, rhs->type, lhs->type);
        int bits;
        if (host_half_fill(st, &bits)) /* real(2) as its bits, integer(2) */
            value = bits < 0x8000 ? format("%d_2", bits) : format("(%d_2 - 1_2)", bits - 0x10000 + 1);
    }
    if (to_device && rank_of(lhs) > 0 && rank_of(rhs) == 0)
        add_stmt(out, c->h, format("call cufrt_fill_scalar(%s, %s, %s, %s)", expr_text(lhs), value, stream_of(lhs),
                                   file_arg(st)));
    else if (to_device || from_device)
        add_stmt(out, c->h, copy_call(expr_text(lhs), to_device, value, from_device, stream_of(to_device ? lhs : rhs),
                                      file_arg(st)));
    else
        add_stmt(out, c->h, format("%s = %s", text_of(lhs, s), value));
    c->need_rt |= to_device || from_device;
}

/* LHS_ALLOCATE_STAGED: an allocated variable (kept whatever its shape)
 * takes the value as it is, as any transfer does; only an unallocated one
 * needs the value's bounds, from a host temporary: one test decides. */
static void allocate_staged(UnitCtx *c, const Node *st, const char *value, Subst *s, StrBuf *out) {
    const Symbol *h = designator_holder(st->lhs);
    const char *v = expr_text(st->lhs), *t = declare_temp(c, st->rhs);
    add_stmt(out, c->h, format("if (associated(%s)) then", v));
    store_value(c, st, value, false, s, out);
    add_stmt(out, c->h, "else");
    add_stmt(out, c->h, format("%s = %s", t, value));
    allocate_like(c, st, h, v, t, rank_of(st->lhs), out);
    update_mirror(c, out, h);
    store_value(c, st, t, false, s, out);
    add_stmt(out, c->h, format("deallocate(%s)", t));
    add_stmt(out, c->h, "end if");
    c->need_rt = true;
}

/* The transfer `xfer` of assignment st (host_transfer; u: the device uses
 * of its right-hand side), after the allocation of its variable. */
static bool rewrite_assignment(UnitCtx *c, Node *st, HostTransfer xfer, const DevUses *u, StrBuf *out) {
    Node *rhs = st->rhs;
    StrBuf post = {0};
    if (xfer == XFER_DEEP_COPY || xfer == XFER_TENSOR) {
        if (xfer == XFER_DEEP_COPY) deep_copy(c, st, out);
        else tensor_call(c, st, out);
        c->need_rt = true;
        return true;
    }
    /* the value: a device designator, or host text whose device uses (a
     * reduction computed on the GPU: x_d = sum(a_d)) are temporaries */
    bool from_device = xfer == XFER_DEVICE_TO_DEVICE || xfer == XFER_FROM_DEVICE;
    Subst s = {.from = u->items, .n = u->n, .to = xmalloc(sizeof(char *) * (size_t)(u->n + 1))};
    const char *value = expr_text(rhs);
    if (!from_device) {
        for (int i = 0; i < u->n; i++) s.to[i] = new_temp(c, u->items[i], out, &post);
        value = text_of(rhs, &s);
    }
    LhsAllocation alloc = host_lhs_allocation(st, xfer); /* masked assignments went to rewrite_generic */
    if (alloc == LHS_ALLOCATE_STAGED) { /* an expression: not from device data as it is */
        allocate_staged(c, st, value, &s, out);
        sb_puts(out, sb_str(&post));
        return true;
    }
    bool staged = alloc == LHS_REALLOCATE_STAGED;
    /* the source copied as it is (new_temp tests those it stages) */
    if ((from_device && !staged) || (xfer == XFER_TO_DEVICE && !u->n)) require_allocated(c, rhs, out);
    if (staged && from_device) {
        value = new_temp(c, rhs, out, &post);
        from_device = false;
    } else if (staged) {
        const char *t = declare_temp(c, rhs);
        add_stmt(out, c->h, format("%s = %s", t, value));
        add_stmt(&post, c->h, format("deallocate(%s)", t));
        value = t;
    }
    allocate_lhs(c, st, alloc, value, out);
    store_value(c, st, value, from_device, &s, out);
    sb_puts(out, sb_str(&post));
    return true;
}

/* ------------------------------------------------------------ statements */

/* PGI's `csvx = 'vx'` (guide 4.9.4; sema accepts it in host code): the
 * runtime looks the name up among the module data that the .cu files
 * registered; a type(c_devptr) gets the device address, a type(c_ptr) the
 * symbol that cudaMemcpyToSymbol and cudaGetSymbolAddress take. */
static bool is_symbol_name_assignment(const Node *st) {
    const Type *l = st->lhs->type, *r = st->rhs->type;
    return l && r && type_is_symbol_handle(l) && r->kind == TY_CHARACTER && r->rank == 0;
}

static void rewrite_symbol_name(UnitCtx *c, Node *st, StrBuf *out) {
    bool device = !strcmp(sym_origin(st->lhs->type->derived)->name, "c_devptr");
    add_stmt(out, c->h, format("call cufrt_symbol_named(%s, %s, (%s)//achar(0))", text_of(st->lhs, NULL),
                               abi_c_int(device), text_of(st->rhs, NULL)));
    c->need_rt = true;
}

/* PRINT / WRITE / READ with substitutions (device data in reductions). */
static const char *io_text(const Node *st, Subst *s) {
    static const char *names[] = {[IO_READ] = "read", [IO_WRITE] = "write", [IO_PRINT] = "print"};
    if (st->op != IO_READ && st->op != IO_WRITE && st->op != IO_PRINT) return NULL;
    StrBuf b = {0};
    sb_puts(&b, names[st->op]);
    if (st->op == IO_PRINT) {
        const Node *fmt = st->args;
        sb_printf(&b, " %s", fmt ? text_of(fmt->kind == N_ARG ? fmt->lhs : fmt, s) : "*");
    } else {
        sb_puts(&b, " (");
        for (const Node *a = st->args; a; a = a->next)
            sb_printf(&b, "%s%s", a == st->args ? "" : ", ", text_of(a, s));
        sb_puts(&b, ")");
    }
    for (const Node *it = st->list; it; it = it->next)
        sb_printf(&b, "%s%s", it == st->list && st->op != IO_PRINT ? " " : ", ", text_of(it, s));
    return sb_str(&b);
}

static void rewrite_body(UnitCtx *c, Node *body);

/* Intrinsic subroutines define their arguments (random_number(harvest),
 * cpu_time(time), ...): a device designator passed whole was staged in a
 * temporary, which is copied back after the call (copy-in/copy-out). */
static void copy_back(UnitCtx *c, const Node *call, const Subst *s, StrBuf *out) {
    const Symbol *p = call->sym ? call->sym : call->lhs->sym;
    if (!p || p->proc_kind != PK_INTRINSIC) return;
    for (const Node *a = call->args; a; a = a->next)
        for (int i = 0; i < s->n; i++)
            if (s->from[i] == (a->kind == N_ARG ? a->lhs : a) && host_device_designator(s->from[i]))
                add_stmt(out, c->h, copy_call(expr_text(s->from[i]), true, s->to[i], false, stream_of(s->from[i]),
                                              file_arg(call)));
}

/* Statements other than the special ones above: device scalars and GPU
 * reductions read in expressions go through temporaries (which statements
 * may: src/cuda/rules.c, check_host_generic). */
static bool rewrite_generic(UnitCtx *c, Node *st, StrBuf *out, bool *changed) {
    DevUses u = {0};
    bool staged = host_statement_uses(st, &u);
    /* the bodies of FORALL, WHERE and DO CONCURRENT hold no device data
     * (rules.c): their reductions of managed data are the host's */
    if (c->masked) {
        u.n = 0;
        staged = u.needs_respell;
    }
    if (!staged) return true;
    c->need_rt |= u.needs_respell; /* cufrt_address & co. (subst_node) */
    StrBuf post = {0};
    Subst s = {.from = u.items, .n = u.n, .to = xmalloc(sizeof(char *) * (size_t)(u.n + 1))};
    for (int i = 0; i < u.n; i++) s.to[i] = new_temp(c, u.items[i], out, &post);
    /* Re-emit the statement text with substitutions. */
    const char *text = NULL;
    switch (st->kind) {
    case N_IF:
        text = format("%sif (%s) then", st->name ? format("%s: ", st->name) : "", text_of(st->cond, &s));
        break;
    case N_CALL: {
        const Symbol *blas = cublas_overload(st->lhs, st->args);
        const Symbol *named = host_specific_by_name(st);
        text = format("call %s", call_text(st, st->lhs, blas ? blas->name : named ? named->name : text_of(st->lhs, &s),
                                           &s));
        break;
    }
    case N_ASSIGN:
        text = format("%s = %s", text_of(st->lhs, &s), text_of(st->rhs, &s));
        break;
    case N_RETURN:
        text = st->lhs ? format("return %s", text_of(st->lhs, &s)) : "return";
        break;
    case N_STOP:
        text = format("%s %s", st->op == 'e' ? "error stop" : "stop", st->lhs ? text_of(st->lhs, &s) : "");
        break;
    case N_IO:
        text = io_text(st, &s);
        break;
    default:
        break;
    }
    if (!text) return true; /* needs_respell only, where nothing is respelled */
    add_stmt(out, c->h, text);
    if (st->kind == N_CALL) copy_back(c, st, &s, out);
    sb_puts(out, sb_str(&post));
    *changed = true;
    return true;
}

/* Index of the last source statement of a construct. */
static int last_index(const Node *n) {
    int last = n->src ? n->src->index : -1;
    if (n->end_src && n->end_src->index > last) last = n->end_src->index;
    for (const Node *b = n->body; b; b = b->next) {
        int i = last_index(b);
        if (i > last) last = i;
    }
    for (const Node *o = n->orelse; o; o = o->orelse) {
        int i = last_index(o);
        if (i > last) last = i;
    }
    return last;
}

/* `!$cuf kernel do` (guide 2.11): the directive becomes the stub call
 * (cuf_kernel.c) and the loop nest is deleted. */
static bool rewrite_cuf_kernel(UnitCtx *c, Node *st, StrBuf *out) {
    const char *stub, *call;
    int nargs;
    if (!host_cuf_kernel(st, &stub, &nargs, &call)) return false;
    declare_stub(c, stub, nargs, NULL);
    c->need_rt = true;
    add_stmt(out, c->h, call);
    Node *loop = st->body;
    /* through the directive's END (`!$acc end loop` of an accelerator nest) */
    if (loop && loop->src)
        for (int i = loop->src->index, last = last_index(st); i <= last; i++) {
            c->h->edits[i].changed = true;
            c->h->edits[i].replace = (StrBuf){0};
        }
    return true;
}

const char *acc_queue_text(const Node *q) {
    return q ? format("int(%s, 4)", expr_text(q)) : format("%d", CUFACC_ASYNC_NOVAL);
}

/* Where an accelerator data call stands, for its errors and ACC_NOTIFY:
 * file, line, the program unit and the variable (cufacc_data). */
static const char *acc_site(const UnitCtx *c, const Node *at, const char *variable) {
    return format("%s, %s//achar(0), %s//achar(0)", file_arg(at),
                  fortran_string(c->unit->name ? c->unit->name : "main"), fortran_string(variable));
}

/* The call that carries out data item d of !$acc directive r where it
 * begins (at_end false) or ends (cufacc.h; accregion.c decides); the
 * updates of an async directive go to its queue. */
static void acc_data_call(UnitCtx *c, StrBuf *out, const AccRegion *r, const AccData *d, bool at_end) {
    int a = acc_action(r, d, at_end);
    if (!a) return;
    const char *item = expr_text(d->item), *where = acc_site(c, r->directive, d->var->name);
    if ((a == ACC_TO_DEVICE || a == ACC_TO_HOST) && r->async)
        add_stmt(out, c->h, format("call cufacc_update_async(%s, %d, %d, %s, %s)", item, a == ACC_TO_DEVICE,
                                   r->if_present, acc_queue_text(r->async->list), where));
    else if (a == ACC_TO_DEVICE || a == ACC_TO_HOST)
        add_stmt(out, c->h, format("call cufacc_update(%s, %d, %d, %s)", item, a == ACC_TO_DEVICE, r->if_present,
                                   where));
    else
        add_stmt(out, c->h, format("call cufacc_data(%s, %d, %s)", item, a, where));
    c->need_rt = true;
}

/* init, set and shutdown (OpenACC 2.14): the runtime routines, the device
 * type defaulting to acc_device_default (set device_num: to any type). */
static void acc_runtime_calls(UnitCtx *c, StrBuf *out, const AccRegion *r) {
    if (r->shape != ACC_INIT && r->shape != ACC_SET && r->shape != ACC_SHUTDOWN) return;
    int type = r->device_type ? r->device_type : r->shape == ACC_SET ? CUFACC_DEVICE_NONE : CUFACC_DEVICE_DEFAULT;
    if (r->shape == ACC_INIT) add_stmt(out, c->h, format("call cufacc_init(%d)", type));
    if (r->shape == ACC_SHUTDOWN) add_stmt(out, c->h, format("call cufacc_shutdown(%d)", type));
    if (r->device_num)
        add_stmt(out, c->h, format("call cufacc_set_device_num(%s, %d)", acc_queue_text(r->device_num), type));
    else if (r->shape == ACC_SET && r->device_type)
        add_stmt(out, c->h, format("call cufacc_set_device_type(%d)", type));
    if (r->default_async)
        add_stmt(out, c->h, format("call cufacc_set_default_async(%s)", acc_queue_text(r->default_async)));
    c->need_rt = true;
}

/* The host waits for an async directive's queue before its data actions
 * (acc_drains_queue). */
static void acc_drain_call(UnitCtx *c, StrBuf *out, const AccRegion *r, bool at_end) {
    if (!acc_drains_queue(r, at_end)) return;
    add_stmt(out, c->h, format("call cufacc_wait(%s, %d)", acc_queue_text(r->async->list), CUFACC_ASYNC_SYNC));
    c->need_rt = true;
}

static void acc_update_calls(UnitCtx *c, StrBuf *out, const SymList *arrays, int to_device, const Node *at) {
    for (int i = 0; i < arrays->len; i++)
        add_stmt(out, c->h, format("call cufacc_update(%s, %d, 0, %s)", arrays->items[i]->name, to_device,
                                   acc_site(c, at, arrays->items[i]->name)));
    c->need_rt |= arrays->len > 0;
}

/* An !$acc directive (accregion.c lowered it): its line enters the data,
 * its END (or the end of its loop) leaves it; the statements of a compute
 * region that the host runs are wrapped in updates of the present arrays
 * they touch.  Directives it did not lower (routine, wait) stay comments. */
static bool rewrite_acc(UnitCtx *c, Node *st, StrBuf *out, bool *changed) {
    const AccRegion *r = st->acc;
    if (!r) return true;
    *changed = true;
    if (r->shape == ACC_DECLARE) {
        /* the procedure is the data region: its entry, and every RETURN and its END */
        for (int i = 0; i < r->ndata; i++) acc_data_call(c, &c->entry, r, &r->data[i], false);
        for (int i = r->ndata - 1; i >= 0; i--) acc_data_call(c, &c->exit, r, &r->data[i], true);
        return true;
    }
    /* if(cond), and whether regions run on the host: evaluated once; a
     * compute region's statements, as written, in the ELSE branch */
    const char *cond = NULL;
    if (r->if_cond || r->host_switch) {
        const char *on_device = "cufacc_regions_on_host() == 0";
        cond = format("cufc_t%d", ++c->h->ntemps);
        add_stmt(&c->decls, c->h, format("logical :: %s", cond));
        add_stmt(out, c->h, format("%s = %s", cond, !r->if_cond ? on_device
                                                   : !r->host_switch ? expr_text(r->if_cond)
                                                   : format("(%s) .and. %s", expr_text(r->if_cond), on_device)));
        add_stmt(out, c->h, format("if (%s) then", cond));
        c->need_rt = true;
    }
    /* wait(queues): the host waits for them, or with async(q) queue q does */
    if (r->wait) {
        const char *on = r->async ? acc_queue_text(r->async->list) : format("%d", CUFACC_ASYNC_SYNC);
        for (const Node *q = r->waits; q; q = q->next)
            add_stmt(out, c->h, format("call cufacc_wait(%s, %s)", acc_queue_text(q), on));
        if (!r->waits) add_stmt(out, c->h, format("call cufacc_wait_all(%s)", on));
        c->need_rt = true;
    }
    acc_runtime_calls(c, out, r);
    if (r->results_before) /* the reductions of its kernels reach their host scalars here */
        add_stmt(&edit_of(c->h, r->results_before)->before, c->h, "call cufacc_wait_results()");
    acc_drain_call(c, out, r, false);
    for (int i = 0; i < r->ndata; i++) acc_data_call(c, out, r, &r->data[i], false);
    if (cond && !r->compute) add_stmt(out, c->h, "end if");
    /* host_data use_device(x): x names a pointer to its device copy in an
     * ASSOCIATE block, so the statements inside pass the device address */
    StrBuf names = {0};
    for (int i = 0; i < r->use_device.len; i++) {
        const Symbol *x = r->use_device.items[i];
        const char *t = format("cufc_t%d", ++c->h->ntemps);
        StrBuf d = {0};
        sb_printf(&d, "%s, pointer, contiguous :: %s(", storage_decl_text(x->type), t);
        for (int k = 0; k < x->type->rank; k++) sb_puts(&d, k ? ",:" : ":");
        sb_puts(&d, ")");
        add_stmt(&c->decls, c->h, sb_str(&d));
        const char *base = r->if_present ? format("cufacc_device_base_or_host(%s)", x->name)
                                         : format("cufacc_device_base(%s, \"%s\"//achar(0))", x->name, x->name);
        add_stmt(out, c->h, format("call cufrt_c_f_pointer(%s, %s, shape(%s))", base, t, x->name));
        sb_printf(&names, "%s%s => %s", i ? ", " : "", x->name, t);
    }
    if (names.len) add_stmt(out, c->h, format("associate (%s)", sb_str(&names)));
    c->need_rt |= names.len > 0;
    for (int i = 0; i < r->nhost; i++) {
        const AccHostStmt *h = &r->host[i];
        if (!h->st->src) continue;
        acc_update_calls(c, &edit_of(c->h, h->st)->before, &h->touched, 0, h->st);
        acc_update_calls(c, &c->h->edits[last_index(h->st)].after, &h->written, 1, h->st);
    }
    StrBuf exit = {0};
    if (names.len) add_stmt(&exit, c->h, "end associate");
    if (cond && !r->compute && r->shape == ACC_STRUCTURED) add_stmt(&exit, c->h, format("if (%s) then", cond));
    acc_drain_call(c, &exit, r, true);
    for (int i = r->ndata - 1; i >= 0; i--) acc_data_call(c, &exit, r, &r->data[i], true);
    if (cond && (r->compute || r->shape == ACC_STRUCTURED)) {
        if (r->compute) {
            add_stmt(&exit, c->h, "else");
            const SourceFile *sf = c->h->sf;
            int last = st->end_src ? st->end_src->index - 1 : last_index(st);
            for (int i = st->src->index + 1; i <= last; i++)
                if (sf->stmts[i].sentinel != SENT_ACC)
                    emit_statement_text(&exit, sf->form, sf->stmts[i].label, sf->stmts[i].text);
        }
        add_stmt(&exit, c->h, "end if");
    }
    if (!exit.len) return true;
    if (st->end_src) {
        Edit *end = &c->h->edits[st->end_src->index];
        end->changed = true;
        sb_puts(&end->replace, sb_str(&exit));
    } else {
        sb_puts(&c->h->edits[last_index(st)].after, sb_str(&exit));
    }
    return true;
}

/* ALLOCATE / DEALLOCATE of arrays under `!$acc declare create` or `mirror`:
 * the device copy is created after the allocation, deleted before the
 * deallocation (acc_declared). */
static void acc_declared_allocation(UnitCtx *c, Node *st) {
    for (Node *o = st->list; o; o = o->next) {
        Node *name = o;
        while (name && name->kind != N_NAME) name = name->lhs;
        if (!name || !name->sym || !acc_declared(name->sym)) continue;
        bool alloc = st->kind == N_ALLOCATE;
        Edit *e = edit_of(c->h, st);
        add_stmt(alloc ? &e->after : &e->before, c->h,
                 format("call cufacc_data(%s, %d, %s)", name->name, alloc ? CUFACC_CREATE : CUFACC_DELETE,
                        acc_site(c, st, name->name)));
        c->need_rt = true;
    }
}

/* Rewrite one statement into `out`; *changed says whether it differs from
 * the user's text. */
static bool rewrite_stmt(UnitCtx *c, Node *st, StrBuf *out, bool *changed) {
    switch (st->kind) {
    case N_CALL:
        if (st->launch) { *changed = true; return rewrite_launch(c, st, out); }
        if (rewrite_move_alloc(c, st, out, changed)) return true;
        return rewrite_generic(c, st, out, changed);
    case N_ALLOCATE:
    case N_DEALLOCATE: {
        acc_declared_allocation(c, st);
        /* PGI's options, which gfortran has not */
        bool any = st->kind == N_ALLOCATE && (option_text(st->args, "align") || option_text(st->args, "pinned"));
        for (Node *o = st->list; o; o = o->next) any |= pointer_object(o, NULL) != NULL;
        if (!any) return true;
        *changed = true;
        return st->kind == N_ALLOCATE ? rewrite_allocate(c, st, out) : rewrite_deallocate(c, st, out);
    }
    case N_ASSIGN: {
        const Symbol *allocated = cudafor_allocated_module_var(st->rhs);
        if (allocated) {
            /* istat = cudaMalloc(m_d, n): the device object follows, as
             * after ALLOCATE */
            bool inner = false;
            StrBuf tmp = {0};
            if (!rewrite_generic(c, st, &tmp, &inner)) return false;
            if (inner) sb_puts(out, sb_str(&tmp));
            else add_stmt(out, c->h, text_from(st->src, st->loc));
            update_mirror(c, out, allocated);
            *changed = true;
            return true;
        }
        if (is_symbol_name_assignment(st)) {
            *changed = true;
            rewrite_symbol_name(c, st, out);
            return true;
        }
        DevUses u = {0};
        HostTransfer xfer = host_transfer(st, &u);
        if (xfer == XFER_NONE && st->sym) return true; /* a defined assignment taking device data as it is */
        if (c->masked || (xfer == XFER_NONE && host_lhs_allocation(st, xfer) == LHS_AS_IS))
            return rewrite_generic(c, st, out, changed);
        *changed = true;
        return rewrite_assignment(c, st, xfer, &u, out);
    }
    case N_RETURN:
        /* the frees of guide 3.3.1 first; `if (c) return` evaluates c once,
         * before them (rewrite_if_stmt) */
        if (c->exit.len) {
            bool inner = false;
            StrBuf tmp = {0};
            if (!rewrite_generic(c, st, &tmp, &inner)) return false;
            sb_puts(out, sb_str(&c->exit));
            if (inner) sb_puts(out, sb_str(&tmp));
            else add_stmt(out, c->h, text_from(st->src, st->loc));
            *changed = true;
            return true;
        }
        return rewrite_generic(c, st, out, changed);
    case N_PTR_ASSIGN: {
        /* device pointers are host pointers to device memory: => as written */
        const Symbol *t = base_symbol(st->lhs);
        if (!module_gpu_var(t) || !(module_gpu_var(t)->attrs & ATTR_POINTER)) return true;
        *changed = true;
        add_stmt(out, c->h, text_from(st->src, st->loc));
        update_mirror(c, out, t);
        return true;
    }
    case N_NULLIFY: {
        bool any = false;
        for (Node *o = st->list; o; o = o->next) any |= module_gpu_var(base_symbol(o)) != NULL;
        if (!any) return true;
        *changed = true;
        add_stmt(out, c->h, text_from(st->src, st->loc));
        for (Node *o = st->list; o; o = o->next) update_mirror(c, out, base_symbol(o));
        return true;
    }
    case N_CUF_KERNEL:
        *changed = true;
        if (!st->acc) return rewrite_cuf_kernel(c, st, out);
        /* DO CONCURRENT under -stdpar: the kernel between its region's data */
        for (int i = 0; i < st->acc->ndata; i++) acc_data_call(c, out, st->acc, &st->acc->data[i], false);
        if (!rewrite_cuf_kernel(c, st, out)) return false;
        for (int i = st->acc->ndata - 1; i >= 0; i--) acc_data_call(c, out, st->acc, &st->acc->data[i], true);
        return true;
    case N_ACC:
        return rewrite_acc(c, st, out, changed);
    default:
        return rewrite_generic(c, st, out, changed);
    }
}

static bool is_spec_kind(NodeKind k) {
    switch (k) {
    case N_TYPE_DECL: case N_ATTR_STMT: case N_PARAMETER: case N_IMPLICIT: case N_USE:
    case N_IMPORT: case N_COMMON: case N_EQUIVALENCE: case N_NAMELIST: case N_DATA:
    case N_FORMAT: case N_ENTRY: case N_PROCEDURE_DECL: case N_DERIVED_TYPE: case N_INTERFACE:
    case N_ENUM: case N_STMT_FUNCTION: case N_OMP:
        return true;
    default:
        return false;
    }
}

/* `if (c) s`, `where (m) a = b`, `forall (i = 1:n) a(i) = b`: statements
 * that carry another statement on their line. */
static bool carries_action(const Node *st) {
    return st->body &&
           (st->kind == N_IF_STMT || ((st->kind == N_WHERE || st->kind == N_FORALL) && st->ival == 1));
}

static bool rewrite_action(UnitCtx *c, Node *st, StrBuf *out, bool *changed);

/* `if (c) action` becomes a block when the action or the condition is
 * rewritten: c is evaluated once, before the action's code. */
static bool rewrite_if_stmt(UnitCtx *c, Node *st, StrBuf *out, bool *changed) {
    StrBuf inner = {0};
    bool ich = false;
    DevUses u = {0};
    host_device_uses(st->cond, &u, false);
    if (!rewrite_action(c, st->body, &inner, &ich)) return false;
    if (!ich && !u.n && !u.needs_respell) return true;
    Node fake = *st;
    fake.kind = N_IF;
    fake.name = NULL;
    bool cch = false;
    if (!rewrite_generic(c, &fake, out, &cch)) return false;
    if (!cch) add_stmt(out, c->h, format("if (%s) then", expr_text(st->cond)));
    if (ich) sb_puts(out, sb_str(&inner));
    else add_stmt(out, c->h, text_from(st->src, st->body->loc));
    add_stmt(out, c->h, "end if");
    *changed = true;
    return true;
}

/* `where (m) a = b`, `forall (...) a(i) = b` whose assignment is respelled
 * (`allocated` of device data, a renamed intrinsic; it holds no device
 * data: rules.c): the construct, its header as written. */
static bool rewrite_masked_stmt(UnitCtx *c, Node *st, StrBuf *out, bool *changed) {
    StrBuf inner = {0};
    bool ich = false;
    c->masked++;
    bool ok = rewrite_stmt(c, st->body, &inner, &ich);
    c->masked--;
    if (!ok || !ich) return ok;
    add_stmt(out, c->h, text_between(st->src, st->loc, st->body->loc));
    sb_puts(out, sb_str(&inner));
    add_stmt(out, c->h, st->kind == N_WHERE ? "end where" : "end forall");
    *changed = true;
    return true;
}

static bool rewrite_action(UnitCtx *c, Node *st, StrBuf *out, bool *changed) {
    if (!carries_action(st)) return rewrite_stmt(c, st, out, changed);
    return st->kind == N_IF_STMT ? rewrite_if_stmt(c, st, out, changed) : rewrite_masked_stmt(c, st, out, changed);
}

/* FORALL, WHERE and DO CONCURRENT: their bodies run element by element on
 * the host. */
static bool is_masked_construct(const Node *st) {
    return st->kind == N_FORALL || st->kind == N_WHERE || (st->kind == N_DO && st->op == DO_CONCURRENT);
}

/* Apply the rewriting to one statement and its nested statements. */
static void rewrite_one(UnitCtx *c, Node *st) {
    if (!st->src) return;
    Edit *e = edit_of(c->h, st);
    bool changed = false;
    StrBuf out = {0};
    if (!rewrite_action(c, st, &out, &changed)) return;
    /* -gpu=emu: the line the emulated libraries' buffer checks report (an
     * ELSE IF's would go into the block before it) */
    if (c->h->opt->emu && st->kind != N_ELSE_IF && calls_gpu_library(st)) {
        add_stmt(&e->before, c->h, format("call cufrt_library_site(%s)", file_arg(st)));
        c->need_rt = true;
    }
    if (changed) {
        e->changed = true;
        if (st->label) {
            StrBuf l = {0};
            emit_statement_text(&l, c->h->sf->form, st->label, "continue");
            sb_puts(&l, sb_str(&out));
            out = l;
        }
        e->replace = out;
    }
    /* nested statements (a !$cuf loop nest is device code; an action on
     * the statement's line was rewritten with it) */
    if (st->kind == N_CUF_KERNEL || carries_action(st)) return;
    bool masked = is_masked_construct(st);
    c->masked += masked;
    acc_use_device(st, true);
    rewrite_body(c, st->body != st ? st->body : NULL);
    acc_use_device(st, false);
    for (Node *o = st->orelse; o; o = o->orelse) {
        if (o->src && o->kind == N_ELSE_IF) rewrite_one(c, o);
        else rewrite_body(c, o->body);
        if (o->kind == N_ELSE_IF) break; /* rewrite_one recursed along the chain */
    }
    if (st->kind == N_SELECT_CASE || st->kind == N_SELECT_TYPE || st->kind == N_SELECT_RANK)
        for (Node *k = st->list; k; k = k->next) {
            if (k->kind == N_TYPE_GUARD && k->src && guard_never_taken(k, c->scope)) {
                for (int i = k->src->index, last = last_index(k); i <= last; i++) {
                    c->h->edits[i].changed = true;
                    c->h->edits[i].replace = (StrBuf){0};
                }
                continue;
            }
            rewrite_body(c, k->body);
        }
    c->masked -= masked;
}

static void rewrite_body(UnitCtx *c, Node *body) {
    for (Node *st = body; st; st = st->next)
        if (!is_spec_kind(st->kind)) rewrite_one(c, st);
}

/* ---------------------------------------------------------- declarations */

/* The Fortran attributes that attr_list_text spells. */
enum {
    LISTED_ATTRS = ATTR_INTENT_INOUT | ATTR_OPTIONAL | ATTR_SAVE | ATTR_PUBLIC | ATTR_PRIVATE | ATTR_PROTECTED |
                   ATTR_VOLATILE | ATTR_ASYNCHRONOUS,
};

static const char *attr_list_text(unsigned flags) {
    static const struct { unsigned f; const char *t; } names[] = {
        {ATTR_INTENT_INOUT, "intent(inout)"}, {ATTR_INTENT_IN, "intent(in)"},
        {ATTR_INTENT_OUT, "intent(out)"}, {ATTR_OPTIONAL, "optional"}, {ATTR_SAVE, "save"},
        {ATTR_PUBLIC, "public"}, {ATTR_PRIVATE, "private"}, {ATTR_PROTECTED, "protected"},
        {ATTR_VOLATILE, "volatile"}, {ATTR_ASYNCHRONOUS, "asynchronous"},
    };
    StrBuf b = {0};
    unsigned done = 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        unsigned f = names[i].f;
        if ((flags & f) == f && !(done & f)) {
            sb_printf(&b, ", %s", names[i].t);
            done |= f;
        }
    }
    return sb_str(&b);
}

/* Host declaration of a pointer-represented variable. */
static const char *pointer_decl(const Symbol *s, bool init_null) {
    StrBuf b = {0};
    int rank = s->type ? s->type->rank : 0;
    sb_printf(&b, "%s%s, pointer", storage_decl_text(s->type), attr_list_text(s->attrs));
    /* device pointers may point at sections such as a_d(4:1:-1) (guide 2.12.3) */
    if (rank > 0 && !(s->attrs & ATTR_POINTER)) sb_puts(&b, ", contiguous");
    sb_printf(&b, " :: %s", s->name);
    if (rank > 0) {
        sb_puts(&b, "(");
        for (int i = 0; i < rank; i++) sb_puts(&b, i ? ",:" : ":");
        sb_puts(&b, ")");
    }
    if (init_null) sb_puts(&b, " => null()");
    return sb_str(&b);
}

/* Array bounds as written: `10`, `0:n`, `:`, `*`, `..`. */
static const char *dims_text(const Node *dims) {
    StrBuf b = {0};
    for (const Node *d = dims; d; d = d->next) {
        if (d != dims) sb_puts(&b, ", ");
        switch (d->op) {
        case DIM_EXPLICIT:
            if (d->lhs) sb_printf(&b, "%s:", expr_text(d->lhs));
            sb_puts(&b, expr_text(d->rhs));
            break;
        case DIM_ASSUMED_SIZE:
            if (d->lhs) sb_printf(&b, "%s:", expr_text(d->lhs));
            sb_puts(&b, "*");
            break;
        case DIM_ASSUMED_RANK: sb_puts(&b, ".."); break;
        default:
            if (d->lhs) sb_puts(&b, expr_text(d->lhs));
            sb_puts(&b, ":");
        }
    }
    return sb_str(&b);
}

/* Re-emit a declaration without its CUDA data attributes (dummies). */
static const char *plain_entity_decl(const Node *decl, const Node *ent) {
    StrBuf b = {0};
    const Symbol *s = ent->sym;
    sb_printf(&b, "%s%s", storage_decl_text(s->type), attr_list_text(s->attrs & ~(ATTR_PUBLIC | ATTR_PRIVATE)));
    if (s->attrs & ATTR_VALUE) sb_puts(&b, ", value");
    if (s->attrs & ATTR_TARGET) sb_puts(&b, ", target");
    if (s->attrs & ATTR_CONTIGUOUS) sb_puts(&b, ", contiguous");
    sb_printf(&b, " :: %s", s->name);
    Node *dims = ent->dims ? ent->dims : decl->attrs.dims;
    if (dims) sb_printf(&b, "(%s)", dims_text(dims));
    return sb_str(&b);
}

/* A host entity of a declaration that names CUDA data only through
 * attribute statements keeps its declaration as written (`real(8),
 * allocatable :: a, d_a` with `attributes(device) :: d_a`), and its
 * attribute statements keep its name. */
static bool written_as_is(const Node *decl, const Symbol *s) {
    return !decl->attrs.cuda && mem_declared(s) == MEM_HOST;
}

static const char *written_entity_decl(const UnitCtx *c, const Node *decl, const Node *ent) {
    const LogicalLine *ll = decl->src;
    const char *text = ent->next ? text_between(ll, ent->loc, ent->next->loc) : text_from(ll, ent->loc);
    int len = (int)strlen(text);
    while (len && (text[len - 1] == ' ' || text[len - 1] == '\t')) len--;
    if (ent->next && len && text[len - 1] == ',') len--;
    return respell_text(format("%s%.*s", text_between(ll, decl->loc, decl->list->loc), len, text), ll,
                        c->h->sf->form, c->scope);
}

/* Code at procedure entry/exit for local pointer-represented variables. */
static void local_lifetime(UnitCtx *c, const Symbol *s, const Node *at) {
    bool program = c->unit->kind == N_PROGRAM;
    if ((s->attrs & ATTR_SAVE) && !program) return;
    if (!program) add_stmt(&c->entry, c->h, format("nullify(%s)", s->name));
    if (!(s->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER))) {
        /* automatic or explicit-shape device array: allocated at entry */
        Node *lo[8] = {0}, *hi[8] = {0};
        int rank = s->type->rank;
        for (int i = 0; i < rank && i < 8; i++) {
            lo[i] = s->type->dims[i].lower;
            hi[i] = s->type->dims[i].upper;
        }
        emit_allocation(c, &c->entry, s, s->name, rank, lo, hi, NULL, at);
    }
    if ((s->attrs & ATTR_POINTER) || program) return;
    add_stmt(&c->exit, c->h, format("if (associated(%s)) call cufrt_free_array(%s, %s, %s)", s->name,
                                    s->name, abi_c_int(memory_kind(s, c->h->opt)), file_kw(at)));
    add_stmt(&c->exit, c->h, format("nullify(%s)", s->name));
    c->need_rt = true;
}

static const char *host_module_name(const Symbol *module) {
    return abi_host_unit_name(module->name, module->module_scope, true);
}

/* `use cudafor, gpusum => sum` (guide 3.7.2): gfortran's cudafor has no
 * `sum`; the USE goes without the renames of intrinsics, whose references
 * are spelled with the intrinsic's name (subst_node). */
static void respell_use(UnitCtx *c, Node *st) {
    static const char *nature[] = {[0] = "", ['i'] = ", intrinsic ::", ['n'] = ", non_intrinsic ::"};
    StrBuf items = {0};
    bool dropped = false;
    for (Node *r = st->list; r; r = r->next) {
        Symbol *local = scope_lookup_local(c->scope, r->name);
        /* the local name of an intrinsic (gpusum => sum), and kernels and
         * device procedures, which gfortran's module does not have */
        if (local && ((r->str && !local->use_module && is_renamed_intrinsic(local)) ||
                      (local->kind == SYM_PROCEDURE && local->use_module &&
                       (proc_role(local) == ROLE_KERNEL || proc_role(local) == ROLE_DEVICE)))) {
            dropped = true;
            continue;
        }
        sb_printf(&items, ", %s", r->name);
        if (r->str) sb_printf(&items, " => %s", r->str);
    }
    if (!dropped) return;
    const char *list = sb_str(&items);
    const char *name = st->sym ? host_module_name(st->sym) : st->name;
    const char *text = st->ival ? format("use%s %s, only: %s", nature[st->op], name, items.len ? list + 2 : "")
                                : format("use%s %s%s", nature[st->op], name, list);
    Edit *ed = edit_of(c->h, st);
    ed->changed = true;
    ed->replace = (StrBuf){0};
    add_stmt(&ed->replace, c->h, text);
}

/* The attributes that the host declaration of s (pointer_decl,
 * plain_entity_decl) spells, or replaces: POINTER stands for ALLOCATABLE
 * and TARGET, the deferred shape for DIMENSION. */
static unsigned spelled_attrs(const Symbol *s) {
    if (host_holds_pointer(s))
        return LISTED_ATTRS | ATTR_POINTER | ATTR_ALLOCATABLE | ATTR_TARGET | ATTR_DIMENSION | ATTR_CONTIGUOUS;
    return (LISTED_ATTRS & ~(ATTR_PUBLIC | ATTR_PRIVATE)) | ATTR_VALUE | ATTR_TARGET | ATTR_CONTIGUOUS;
}

/* A type declaration that names CUDA data: the host file declares each of
 * its entities anew (pointer_decl, plain_entity_decl). */
static bool declares_cuda_data(const Node *decl) {
    if (decl->attrs.cuda) return true;
    for (const Node *e = decl->list; e; e = e->next)
        if (e->sym && mem_declared(e->sym) != MEM_HOST) return true;
    return false;
}

static bool redeclared(const UnitCtx *c, const Symbol *s) {
    for (const Node *st = c->unit->body; st; st = st->next)
        if (st->kind == N_TYPE_DECL && declares_cuda_data(st))
            for (const Node *e = st->list; e; e = e->next)
                if (e->sym == s) return !written_as_is(st, s);
    return false;
}

/* An attribute statement (`attributes(device) :: a`, `device :: a`,
 * `allocatable :: a_d, b`, `intent(in) :: a_d`) loses its CUDA attributes
 * and the names whose new host declaration spells the attribute already
 * (guide 3.2); the other names keep it, as written. */
/* A kernel or device procedure, or a generic of nothing else: host code
 * has no such entity (the device emitter alone defines them). */
static bool device_only_entity(const Symbol *s) {
    s = sym_origin((Symbol *)s);
    if (!s) return false;
    if (s->kind == SYM_PROCEDURE) return proc_role(s) == ROLE_KERNEL || proc_role(s) == ROLE_DEVICE;
    if (s->kind != SYM_GENERIC || !s->specifics.len) return false;
    for (int i = 0; i < s->specifics.len; i++)
        if (!device_only_entity(s->specifics.items[i])) return false;
    return true;
}

/* `module procedure a, b` of a generic interface without its device-only
 * specifics (the statement goes when none is left), and spelled
 * `procedure` when one is not a module procedure (a library module's
 * interface body: nvfortran accepts it, gfortran only without MODULE). */
static void respell_module_procs(UnitCtx *c, Node *st) {
    StrBuf keep = {0};
    bool dropped = false, external = false;
    for (Node *e = st->list; e; e = e->next) {
        Symbol *p = scope_lookup(c->scope, e->name);
        if (device_only_entity(p)) {
            dropped = true;
            continue;
        }
        external |= p && sym_origin(p)->kind == SYM_PROCEDURE && sym_origin(p)->proc_kind != PK_MODULE;
        sb_printf(&keep, "%s%s", keep.len ? ", " : "", e->name);
    }
    if (!(dropped || external) || !st->src) return;
    Edit *ed = edit_of(c->h, st);
    ed->changed = true;
    ed->replace = (StrBuf){0};
    if (keep.len) add_stmt(&ed->replace, c->h, format("%s %s", external ? "procedure" : "module procedure", sb_str(&keep)));
}

/* A generic interface block some of whose specifics gfortran cannot tell
 * apart (host_drops_specific) becomes a plain interface block of its
 * bodies, followed by the generic of the specifics gfortran can tell
 * apart; calls of the others name them (host_specific_by_name).  False
 * when the block needs no such change. */
static bool respell_generic_block(UnitCtx *c, Node *in) {
    Symbol *g = in->sym;
    if (!in->name || !g || g->kind != SYM_GENERIC || !in->src || !in->end_src) return false;
    StrBuf kept = {0};
    bool split = false;
    for (Node *b = in->body; b; b = b->next) {
        Node one = {.kind = N_NAME, .name = b->name, .sym = b->sym};
        for (Node *n = b->kind == N_MODULE_PROC_STMT ? b->list : is_proc_unit(b) ? &one : NULL; n; n = n->next) {
            Symbol *p = n->sym ? n->sym : scope_lookup(c->scope, n->name);
            if (!p) continue;
            if (!host_drops_specific(g, p)) sb_printf(&kept, "%s%s", kept.len ? ", " : "", n->name);
            else if (!device_only_entity(p)) split = true;
        }
    }
    if (!split) return false;
    Edit *head = &c->h->edits[in->src->index], *end = &c->h->edits[in->end_src->index];
    head->changed = end->changed = true;
    head->replace = end->replace = (StrBuf){0};
    add_stmt(&head->replace, c->h, "interface");
    add_stmt(&end->replace, c->h, "end interface");
    add_stmt(&end->replace, c->h, format("interface %s", in->name));
    add_stmt(&end->replace, c->h, format("procedure %s", sb_str(&kept)));
    add_stmt(&end->replace, c->h, "end interface");
    for (Node *b = in->body; b; b = b->next)
        if (b->kind == N_MODULE_PROC_STMT && b->src) {
            edit_of(c->h, b)->changed = true;
            edit_of(c->h, b)->replace = (StrBuf){0};
        }
    return true;
}

static void respell_attr_stmt(UnitCtx *c, Node *st) {
    if (st->op == 'c') return; /* Cray pointers */
    StrBuf keep = {0};
    bool dropped = false;
    for (Node *e = st->list; e; e = e->next) {
        const Symbol *s = e->sym ? e->sym : scope_lookup(c->scope, e->name);
        /* public/private of a kernel or device procedure (or a generic of
         * them): gfortran never sees it */
        bool device_proc = (st->attrs.flags & (ATTR_PUBLIC | ATTR_PRIVATE)) && device_only_entity(s);
        if (st->attrs.cuda || device_proc ||
            (s && st->attrs.flags && !(st->attrs.flags & ~spelled_attrs(s)) && redeclared(c, s))) {
            dropped = true;
            continue;
        }
        sb_printf(&keep, "%s%s", keep.len ? ", " : "", e->name);
        if (e->dims) sb_printf(&keep, "(%s)", dims_text(e->dims));
    }
    if (!dropped) return;
    Edit *ed = edit_of(c->h, st);
    ed->changed = true;
    ed->replace = (StrBuf){0};
    if (keep.len)
        add_stmt(&ed->replace, c->h, format("%s%s", text_between(st->src, st->loc, st->list->loc), sb_str(&keep)));
}

/* Components with a CUDA data attribute (device allocatable components,
 * guide 3.2.1; managed and pinned ones, 3.2.2) are held like variables:
 * pointers, null until allocated, so that `allocated` (spelled
 * `associated`) says false; the device emitter lays out gfortran's
 * descriptor of such a pointer in its struct (src/device/emit.c). */
static void component_declarations(UnitCtx *c, const Node *type) {
    for (const Node *st = type->body; st; st = st->next) {
        if (st->kind != N_TYPE_DECL || !st->src || !declares_cuda_data(st)) continue;
        StrBuf out = {0};
        for (const Node *e = st->list; e; e = e->next)
            if (e->sym) add_stmt(&out, c->h, pointer_decl(e->sym, true));
        Edit *ed = edit_of(c->h, st);
        ed->changed = true;
        ed->replace = out;
    }
}

static void rewrite_declarations(UnitCtx *c) {
    bool in_module = c->unit->kind == N_MODULE || c->unit->kind == N_SUBMODULE;
    for (Node *st = c->unit->body; st; st = st->next) {
        if (st->kind == N_USE) {
            respell_use(c, st);
            if (st->sym && st->src)
                respell_unit_name(c->h, st->src, st->name, host_module_name(st->sym));
        } else if (st->kind == N_DERIVED_TYPE) {
            component_declarations(c, st);
        } else if (st->kind == N_TYPE_DECL) {
            if (!declares_cuda_data(st)) continue;
            StrBuf out = {0};
            for (Node *e = st->list; e; e = e->next) {
                Symbol *s = e->sym;
                if (!s) continue;
                if (host_holds_pointer(s)) {
                    add_stmt(&out, c->h, pointer_decl(s, in_module || c->unit->kind == N_PROGRAM ||
                                                             (s->attrs & ATTR_SAVE)));
                    if (!in_module && !s->is_dummy && !s->is_result) local_lifetime(c, s, st);
                } else if (written_as_is(st, s)) {
                    add_stmt(&out, c->h, written_entity_decl(c, st, e));
                } else {
                    add_stmt(&out, c->h, plain_entity_decl(st, e));
                }
            }
            Edit *ed = edit_of(c->h, st);
            ed->changed = true;
            ed->replace = out;
        } else if (st->kind == N_ATTR_STMT) {
            respell_attr_stmt(c, st);
        }
    }
}

/* -------------------------------------------------------------- units */

/* The statement that ends the unit's execution part: its CONTAINS, else
   its END. */
static int exec_end_index(Node *u) {
    if (u->contains && u->contains->src) return u->contains->src->index - 1;
    /* an empty CONTAINS section: the statement before END is the CONTAINS */
    if (u->has_contains && u->end_src) return u->end_src->index - 1;
    return u->end_src ? u->end_src->index : -1;
}

/* The unit's first statement: its header, or the first statement of a main
 * program without a PROGRAM statement (F2008 R1101). */
static int first_index(Node *u) {
    if (u->src) return u->src->index;
    for (Node *st = u->body; st; st = st->next)
        if (st->src) return st->src->index;
    return exec_end_index(u);
}

static int first_exec_index(Node *u) {
    for (Node *st = u->body; st; st = st->next) {
        /* `!$acc declare` and `!$acc routine` stand among the declarations */
        bool declarative = st->kind == N_ACC && (!strcmp(st->name, "declare") || !strncmp(st->name, "routine", 7));
        if (!is_spec_kind(st->kind) && !declarative && st->src) return st->src->index;
    }
    return exec_end_index(u);
}

static void rewrite_unit(HostEmitter *h, Node *u, UnitCtx *host);

/* The module that `c` is (or is contained in), or NULL. */
static const char *enclosing_module(UnitCtx *c) {
    for (; c; c = c->host)
        if (c->unit->kind == N_MODULE || c->unit->kind == N_SUBMODULE) return c->unit->name;
    return NULL;
}

/* Static module data with a device object: the module's host part gets
 * cufc_init_<m> associating its pointers with the device addresses; every
 * unit that touches the data calls it first, by its Fortran name inside the
 * module, elsewhere through the external subroutine cufi_<m> written after
 * the module.  Units that USE the module see cufc_init_<m>, and gfortran 12
 * calls the wrong procedure when a unit's interface shares a binding label
 * with a use-associated procedure (repro device_var_other_file: the main
 * program called itself), so the two labels differ. */
static void module_initializer(UnitCtx *c) {
    Node *u = c->unit;
    const char *init = abi_module_init_fortran(u->name);
    StrBuf b = {0};
    int count = 0;
    for (Symbol *s = u->scope ? u->scope->first : NULL; s; s = s->next_in_scope) {
        if (s->use_orig || !module_gpu_var(s) || (s->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER))) continue;
        const char *addr = abi_module_address(s);
        if (!count++) {
            add_stmt(&b, c->h, format("subroutine %s() bind(c, name='%s')", init, init));
            add_stmt(&b, c->h, "interface");
        }
        add_stmt(&b, c->h, format("function %s() bind(c, name='%s')", addr, addr));
        /* its own USE: a c_ptr that the module re-exported under a second
         * name makes gfortran call c_ptr ambiguous in programs that use it */
        add_stmt(&b, c->h, "use, intrinsic :: iso_c_binding, only: c_ptr");
        add_stmt(&b, c->h, format("type(c_ptr) :: %s", addr));
        add_stmt(&b, c->h, "end function");
    }
    if (!count) return;
    add_stmt(&b, c->h, "end interface");
    for (Symbol *s = u->scope->first; s; s = s->next_in_scope) {
        if (s->use_orig || !module_gpu_var(s) || (s->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER))) continue;
        int rank = s->type ? s->type->rank : 0;
        StrBuf shape = {0}, lower = {0};
        bool remap = false;
        for (int i = 0; i < rank; i++) {
            ArrayDim *d = &s->type->dims[i];
            const char *lo = d->lower_known ? format("%lld", (long long)d->lower_val)
                                            : d->lower ? expr_text(d->lower) : "1";
            const char *hi = d->upper_known ? format("%lld", (long long)d->upper_val) : expr_text(d->upper);
            sb_printf(&shape, "%s(%s) - (%s) + 1", i ? ", " : "", hi, lo);
            sb_printf(&lower, "%s%s:", i ? ", " : "", lo);
            remap |= strcmp(lo, "1") != 0;
        }
        add_stmt(&b, c->h, format("if (.not. associated(%s)) then", s->name));
        add_stmt(&b, c->h, format("call cufrt_c_f_pointer(%s(), %s%s)", abi_module_address(s), s->name,
                                  rank ? format(", [%s]", sb_str(&shape)) : ""));
        if (remap) add_stmt(&b, c->h, format("%s(%s) => %s", s->name, sb_str(&lower), s->name));
        add_stmt(&b, c->h, "end if");
    }
    add_stmt(&b, c->h, "end subroutine");
    c->need_rt = true;
    Edit *e = &c->h->edits[u->end_src->index];
    if (!u->has_contains) add_stmt(&e->before, c->h, "contains");
    sb_puts(&e->before, sb_str(&b));
    e->changed = true;
    add_stmt(&e->replace, c->h, format("end module %s", u->name));
    add_stmt(&e->replace, c->h, format("subroutine %s() bind(c, name='%s')", abi_module_init(u->name),
                                       abi_module_init(u->name)));
    add_stmt(&e->replace, c->h, "interface");
    add_stmt(&e->replace, c->h, format("subroutine %s() bind(c, name='%s')", init, init));
    add_stmt(&e->replace, c->h, "end subroutine");
    add_stmt(&e->replace, c->h, "end interface");
    add_stmt(&e->replace, c->h, format("call %s()", init));
    add_stmt(&e->replace, c->h, "end subroutine");
}

static void finish_unit(UnitCtx *c) {
    HostEmitter *h = c->h;
    Node *u = c->unit;
    if (u->kind == N_MODULE && u->end_src) module_initializer(c);
    if (u->kind == N_MODULE && h->sf->cuda && u->sym && u->sym->cufmod_hash)
        add_stmt(&c->decls, h, format("integer, parameter, public :: %s = %u", abi_module_interface(u->name),
                                      (unsigned)(u->sym->cufmod_hash & 0x7fffffff)));
    for (Symbol *s = u->scope ? u->scope->first : NULL; s; s = s->next_in_scope)
        if (cublas_typed_function(s))
            add_stmt(&c->decls, h, format("%s, external :: %s", type_decl_text(s->type), s->name));
    const char *own = enclosing_module(c);
    for (int i = c->ninits - 1; i >= 0; i--) {
        StrBuf call = {0};
        if (own && !strcmp(own, c->inits[i])) {
            add_stmt(&call, h, format("call %s()", abi_module_init_fortran(own)));
        } else {
            const char *fn = abi_module_init(c->inits[i]);
            declare_simple_iface(c, fn, "", NULL);
            add_stmt(&call, h, format("call %s()", fn));
        }
        sb_puts(&call, sb_str(&c->entry));
        c->entry = call;
    }
    int at = first_exec_index(u);
    if (at >= 0 && (c->decls.len || c->entry.len)) {
        Edit *e = &h->edits[at];
        StrBuf b = {0};
        sb_puts(&b, sb_str(&c->decls));
        sb_puts(&b, sb_str(&c->entry));
        sb_puts(&b, sb_str(&e->before));
        e->before = b;
    }
    /* the frees of guide 3.3.1 end the execution part, before a CONTAINS */
    if (c->exit.len && exec_end_index(u) >= 0 && is_proc_unit(u)) {
        Edit *e = &h->edits[exec_end_index(u)];
        sb_puts(&e->before, sb_str(&c->exit));
    }
    if (c->need_rt && !c->host && first_index(u) >= 0) {
        /* `use cufc_rt` after the unit's own USE statements: before them,
         * gfortran 12 finds type(c_ptr) ambiguous when a used module
         * re-exports iso_c_binding (repro cptr_ambiguous_device_allocate) */
        int next = u->src ? u->src->index + 1 : first_index(u);
        for (Node *st = u->body; st; st = st->next)
            if (st->kind == N_USE && st->src) next = st->src->index + 1;
        if (next < h->sf->nstmts) {
            Edit *e = &h->edits[next];
            StrBuf b = {0};
            add_stmt(&b, h, "use cufc_rt");
            sb_puts(&b, sb_str(&e->before));
            e->before = b;
        }
    }
    if (c->need_rt && c->host) c->host->need_rt = true;
}

static void delete_range(HostEmitter *h, const Node *u) {
    if (!u->src) return;
    int from = u->src->index, to = u->end_src ? u->end_src->index : from;
    for (int i = from; i <= to; i++) {
        h->edits[i].changed = true;
        h->edits[i].replace = (StrBuf){0};
    }
}

/* The host version of a procedure whose header says `attributes(host)` or
 * `attributes(host,device)`: gfortran gets the header without it. */
static bool has_cuda_prefix(const Node *u) {
    return is_proc_unit(u) && u->cuda_proc && u->sym && proc_on_host(u->sym);
}

/* Strip `attributes(...)` from a procedure header. */
static void strip_cuda_prefix(HostEmitter *h, const Node *u) {
    const char *t = u->src->text;
    const char *p = strcasestr(t, "attributes");
    if (!p) return;
    const char *q = strchr(p, ')');
    if (!q) return;
    Edit *e = &h->edits[u->src->index];
    e->changed = true;
    e->replace = (StrBuf){0};
    emit_statement_text(&e->replace, h->sf->form, u->src->label,
                        format("%.*s%s", (int)(p - t), t, q + 1));
}

/* PGI spellings (dialect.c) in the statements of the unit that no rewrite
 * changed, its contained units excepted (they have scopes of their own). */
static void respell_unit_dialect(UnitCtx *c) {
    Node *u = c->unit;
    int from = first_index(u);
    if (from < 0) return;
    for (Node *p = u->contains; p; p = p->next) {
        if (!p->src) continue;
        respell_dialect(c->h, c->scope, from, p->src->index - 1);
        from = last_index(p) + 1;
    }
    respell_dialect(c->h, c->scope, from, last_index(u));
}

/* A module or program that declares or uses an entity of its own name
 * (abi_host_unit_name). */
static void rename_unit(HostEmitter *h, const Node *u) {
    const char *to = abi_host_unit_name(u->name, u->scope, u->kind == N_MODULE);
    if (!strcmp(to, u->name)) return;
    if (strlen(to) > MAX_NAME_LENGTH) {
        error_at(u->loc, "module '%s' declares an entity of its own name: gfortran needs another name for it, "
                 "and '%s' is longer than %d characters", u->name, to, MAX_NAME_LENGTH);
        return;
    }
    respell_unit_name(h, u->src, u->name, to);
    if (u->end_src) respell_unit_name(h, u->end_src, u->name, to);
}

static void rewrite_unit(HostEmitter *h, Node *u, UnitCtx *host) {
    if (unit_device_only(u)) {
        delete_range(h, u);
        return;
    }
    if (has_cuda_prefix(u))
        strip_cuda_prefix(h, u);
    if ((u->kind == N_MODULE || u->kind == N_PROGRAM) && u->name && u->src)
        rename_unit(h, u);
    UnitCtx c = {.h = h, .unit = u, .scope = u->scope, .host = host};
    rewrite_declarations(&c);
    /* interface bodies: declarations only (their device dummies are plain
     * dummies on the host); device-only bodies are removed above */
    for (Node *st = u->body; st; st = st->next) {
        if (st->kind != N_INTERFACE) continue;
        bool split = respell_generic_block(&c, st);
        for (Node *b = st->body; b; b = b->next) {
            if (b->kind == N_MODULE_PROC_STMT) {
                if (!split) respell_module_procs(&c, b);
            } else if (is_proc_unit(b)) {
                if (unit_device_only(b)) { delete_range(h, b); continue; }
                if (has_cuda_prefix(b)) strip_cuda_prefix(h, b);
                UnitCtx ic = {.h = h, .unit = b, .scope = b->scope, .host = &c};
                rewrite_declarations(&ic);
            }
        }
    }
    rewrite_body(&c, u->body);
    respell_unit_dialect(&c);
    if (u->kind != N_MODULE && u->kind != N_SUBMODULE) note_module_data(&c, u->body);
    for (Node *p = u->contains; p; p = p->next) rewrite_unit(h, p, &c);
    finish_unit(&c);
}

bool rewrite_units(HostEmitter *h, Node *units) {
    int before = error_count();
    for (Node *u = units; u; u = u->next) rewrite_unit(h, u, NULL);
    return error_count() == before;
}

/* `!pgi$ ignore_tkr a, b` is spelled `!GCC$ ATTRIBUTES NO_ARG_CHECK :: a, b`
 * for gfortran (which drops type, kind and rank checks together) for the
 * dummies that take it (host_no_arg_check); the others need none. */
static void rewrite_directives(HostEmitter *h, Node *list) {
    for (Node *n = list; n; n = n->next) {
        if (n->kind == N_COMPILER_DIRECTIVE && n->name && n->list && n->src) {
            StrBuf names = {0}, b = {0};
            for (Node *d = n->list; d; d = d->next)
                if (d->sym && host_no_arg_check(d->sym)) sb_printf(&names, "%s%s", names.len ? ", " : "", d->name);
            if (names.len) sb_printf(&b, "!GCC$ ATTRIBUTES NO_ARG_CHECK :: %s\n", sb_str(&names));
            Edit *e = &h->edits[n->src->index];
            e->changed = true;
            e->replace = b;
        }
        if (n->kind == N_INTERFACE || is_proc_unit(n) || n->kind == N_MODULE || n->kind == N_PROGRAM ||
            n->kind == N_SUBMODULE) {
            rewrite_directives(h, n->body);
            rewrite_directives(h, n->contains);
        }
    }
}

bool emit_host(FILE *out, SourceFile *sf, Node *units, const HostOptions *opt, HostLineMap **map) {
    HostEmitter h = {.sf = sf, .opt = opt};
    h.edits = xmalloc(sizeof(Edit) * (size_t)(sf->nstmts + 1));
    rewrite_directives(&h, units);
    if (!rewrite_units(&h, units)) return false;
    HostLineMap *lines = emit_edited_source(out, &h);
    if (map) *map = lines;
    return true;
}
