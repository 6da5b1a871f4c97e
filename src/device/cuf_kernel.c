/* cuf_kernel.c — the device side of `!$cuf kernel do(n)` (guide 2.11,
 * 3.7.2; analysis in src/cuda/cufloop.c, host call in src/host/cuf_kernel.c).
 *
 * Each directive gives a kernel template cufk_<name><IT> and an extern "C"
 * stub cufl_<name> (argument order: docs/architecture.md "CUF kernels").
 *
 * Kernel: the innermost mapped loop runs along x, the next along y, the
 * others (linearised) along z, each as a grid-stride loop over the trip
 * count, so any grid covers the whole iteration space:
 *
 *   for (IT cuf_cy = blockIdx.y*blockDim.y + threadIdx.y; cuf_cy < cuf_t0;
 *        cuf_cy = L::one ? cuf_t0 : cuf_cy + gridDim.y*blockDim.y) {
 *     j = cuf_lo0 + cuf_cy * step;
 *     for (IT cuf_cx = ...; cuf_cx < cuf_t1; cuf_cx = L::one ? cuf_t1 : ...) {
 *       i = cuf_lo1 + cuf_cx * step;
 *       <body>
 *   }}
 *
 * The template argument L is a cuf_iter<IT, one> (cuf_kernel.h).  IT is int
 * when the stub finds that every counter fits (32-bit index arithmetic),
 * long long otherwise.  `one` is set when the grid covers the iteration
 * space (always so for `*` entries without a reduction): each thread then
 * does at most one iteration, the loops fold into bounds checks and the
 * kernel is as lean as a hand-written one.  No array is `__restrict__`
 * (nvcc 13 miscompiles a choice between a written array and a restrict
 * read-only one: src/device/emit.c, param_decl); explicit-shape arrays
 * declared with the same bounds share one set of extents, hence one index
 * computation.  A reduction variable is
 * a register of each thread starting at the operator's identity, the body
 * updating it as written; after the loops the block combines its threads' values
 * (cuf_block_reduce: shuffles, then shared memory) and writes one partial
 * per block; the stub's second pass (cuf_red_finish) combines the partials
 * with the variable's value before the loop -- no atomics, so integer
 * results are exact and real ones are a tree reduction's.  A host
 * variable's result is written by the last block into mapped pinned host
 * memory (cuf_host_results), which the stub reads once the stream is
 * synchronised: no copy is queued behind the kernel (issue 16; a copy from
 * device memory where no such memory can be had); a device variable is
 * updated on the device. */
#include <string.h>
#include "device/device.h"

static const char *const op_structs[] = {
    [CUF_ADD] = "cuf_op_add", [CUF_MUL] = "cuf_op_mul", [CUF_MAX] = "cuf_op_max",
    [CUF_MIN] = "cuf_op_min", [CUF_IAND] = "cuf_op_iand", [CUF_IOR] = "cuf_op_ior",
    [CUF_IEOR] = "cuf_op_ieor", [CUF_AND] = "cuf_op_and", [CUF_OR] = "cuf_op_or",
    [CUF_EQV] = "cuf_op_eqv", [CUF_NEQV] = "cuf_op_neqv",
};

static int rank_of(const Symbol *s) { return s->type && s->type->rank > 0 ? s->type->rank : 0; }

static bool is_device_object(const Symbol *s) {
    MemSpace m = mem_declared(s);
    return m == MEM_DEVICE || m == MEM_MANAGED || m == MEM_CONSTANT;
}

/* Arrays whose elements are adjacent: the host's pointer representation
 * (contiguous), explicit-shape and assumed-size dummies. */
static bool is_contiguous(const Symbol *s) {
    if (s->attrs & ATTR_CONTIGUOUS) return true;
    if (s->attrs & ATTR_POINTER) return false;
    const Type *t = s->type;
    return !(t->dims && t->dims[0].kind == DIM_ASSUMED_SHAPE);
}

/* A contiguous array whose columns may still be apart: an allocatable that
 * cudaMallocPitch or cudaMalloc3D allocated is the (1:width, ...) section of
 * its padded rows (modules/cudafor.f90), its elements adjacent along the
 * first dimension only. */
static bool may_be_pitched(const Symbol *s) {
    return (s->attrs & ATTR_ALLOCATABLE) && !(s->attrs & ATTR_CONTIGUOUS) && rank_of(s) > 1;
}

static const CufReduction *reduction_of(const CufLoop *l, Symbol *s) {
    Symbol *o = sym_origin(s);
    for (int i = 0; i < l->nred; i++)
        if (l->red[i].var == o) return &l->red[i];
    return NULL;
}

/* Declared constant lower bound of dimension k, or NULL. */
static const char *declared_lb(const Symbol *s, int k) {
    if (cuf_passes_lbound(s)) return NULL;
    const ArrayDim *d = &s->type->dims[k];
    if (!d->lower) return "1";
    return d->lower_known ? format("%lld", (long long)d->lower_val) : NULL;
}

/* Bound expressions of one scope with the same value: equal constants, or
 * absent (lower bound 1), or the same variable. */
static bool same_bound(const Node *x, bool x_known, int64_t x_val, const Node *y, bool y_known, int64_t y_val) {
    if (x_known || y_known) return x_known && y_known && x_val == y_val;
    if (!x || !y) return x == y;
    return x->kind == N_NAME && y->kind == N_NAME && !strcmp(x->name, y->name);
}

/* Explicit-shape arrays of one scope declared with the same bounds, e.g.
 * `a(m,n), b(m,n)`: their bounds were evaluated together on entry (F2008
 * 5.3.8.2), so the extents are equal and the kernel may use a's for b --
 * one index computation for both. */
static bool same_shape(Symbol *a, Symbol *b) {
    a = sym_origin(a);
    b = sym_origin(b);
    if (a->scope != b->scope || rank_of(a) != rank_of(b) || cuf_passes_lbound(a) || cuf_passes_lbound(b))
        return false;
    for (int k = 0; k < rank_of(a); k++) {
        const ArrayDim *x = &a->type->dims[k], *y = &b->type->dims[k];
        if (x->kind != DIM_EXPLICIT || y->kind != DIM_EXPLICIT ||
            !same_bound(x->lower, x->lower_known, x->lower_val, y->lower, y->lower_known, y->lower_val) ||
            !same_bound(x->upper, x->upper_known, x->upper_val, y->upper, y->upper_known, y->upper_val))
            return false;
    }
    return true;
}

/* How the kernel sees captured array `s` (parameter `cuf_array<T,R> name`,
 * elements from `base`, extents from the parameter `shape`). */
static void array_var(DevProc *p, Symbol *s, const char *name, const char *base, const char *shape) {
    DevVar *v = dev_new_var(p, sym_origin(s), name);
    v->desc = true;
    v->base = base;
    bool contiguous = is_contiguous(s);
    const char *sm = "1";
    for (int k = 0; k < v->rank; k++) {
        const char *lb = declared_lb(s, k);
        v->lb[k] = lb ? lb : format("%s.lb[%d]", name, k);
        v->ext[k] = s->type->dims[k].kind == DIM_ASSUMED_SIZE ? NULL : format("%s.ext[%d]", shape, k);
        if (!contiguous || (k > 0 && may_be_pitched(sym_origin(s)))) {
            v->sm[k] = format("%s.sm[%d]", name, k);
            continue;
        }
        v->sm[k] = sm;
        sm = k == 0 ? format("%s.ext[0]", shape) : format("%s * %s.ext[%d]", sm, shape, k);
    }
}

const char *dev_cuf_index(DevProc *p, const CufLoop *l, int k, const char *counter) {
    const char *ct = dev_ctype(p->em, l->index[k]->type);
    const char *step = l->const_step[k] ? format("%lld", (long long)l->step[k]) : format("cuf_st%d", k);
    const char *off = !strcmp(step, "1") ? counter : format("%s * (IT)%s", counter, step);
    return format("%s = (%s)(cuf_lo%d + %s);", dev_cname(l->index[k]->name), ct, k, off);
}

/* With L::one the increment ends the loop after the first iteration, so
 * nvcc drops the loop and the stride computation. */
static void grid_stride(DevProc *p, const char *ctr, const char *trips, char dim) {
    dev_line(p, "for (IT %s = (IT)blockIdx.%c * (IT)blockDim.%c + (IT)threadIdx.%c; %s < %s; "
                "%s = L::one ? %s : %s + (IT)gridDim.%c * (IT)blockDim.%c) {",
             ctr, dim, dim, dim, ctr, trips, ctr, trips, ctr, dim, dim);
    p->indent++;
}

/* Kernel parameters and the DevVars of everything the body references. */
static void kernel_params(DevProc *p, const CufLoop *l, StrBuf *params) {
    for (int k = 0; k < l->n; k++) {
        const char *ct = dev_ctype(p->em, l->index[k]->type);
        sb_printf(params, "%stypename L::type cuf_t%d, %s cuf_lo%d", k ? ", " : "", k, ct, k);
        if (!l->const_step[k]) sb_printf(params, ", %s cuf_st%d", ct, k);
        DevVar *v = dev_new_var(p, sym_origin(l->index[k]), dev_cname(l->index[k]->name));
        sb_printf(&p->decls, "  %s %s;\n", ct, v->cname);
    }
    if (l->n >= 3) sb_puts(params, ", typename L::type cuf_nz");
    for (int i = 0; i < l->privates.len; i++) {
        Symbol *s = l->privates.items[i];
        if (!dev_declare_local(p, dev_new_var(p, sym_origin(s), dev_cname(s->name))))
            dev_fail(p, s->loc, format("private array '%s' of non-constant size", s->name));
    }
    for (int i = 0; i < l->nred; i++) {
        Symbol *s = l->red[i].var;
        const char *ct = dev_ctype(p->em, s->type);
        DevVar *v = dev_new_var(p, s, dev_cname(s->name));
        sb_printf(&p->decls, "  %s %s = cuf_red<%s, %s>::identity();\n", ct, v->cname, op_structs[l->red[i].op], ct);
    }
    for (int i = 0; i < l->captured.len; i++) {
        Symbol *s = l->captured.items[i];
        if (reduction_of(l, s)) continue;
        const char *ct = dev_ctype(p->em, s->type);
        const char *name = dev_cname(s->name);
        if (rank_of(s)) {
            const char *base = format("%s.base", name);
            sb_printf(params, ", cuf_array<%s, %d> %s", ct, rank_of(s), name);
            const char *shape = name;
            for (int j = 0; j < i && shape == name; j++)
                if (same_shape(l->captured.items[j], s)) shape = dev_cname(l->captured.items[j]->name);
            array_var(p, s, name, base, shape);
        } else if (is_device_object(s)) {
            sb_printf(params, ", %s *%s", ct, name);
            dev_new_var(p, sym_origin(s), name)->by_ref = true;
        } else {
            sb_printf(params, ", %s %s", ct, name);
            dev_new_var(p, sym_origin(s), name);
        }
    }
    /* each reduction's partials (one per block), result, initial value and
     * whether the result's old value is the initial one; the blocks' counter */
    for (int i = 0; i < l->nred; i++) {
        const char *ct = dev_ctype(p->em, l->red[i].var->type);
        sb_printf(params, ", %s *cuf_part%d, %s *cuf_dst%d, %s cuf_init%d, int cuf_use_dst%d", ct, i, ct, i, ct, i, i);
    }
    if (l->nred) sb_puts(params, ", unsigned *cuf_count");
}

/* The innermost loop of a shaped nest (src/cuda/shape.c): thread steps of
 * V = l->chunk consecutive iterations, chunk boundaries where the first
 * array's elements cross 16 bytes.  A whole chunk whose arrays are all
 * aligned (and of unit stride) is loaded into registers, run lane by lane
 * and stored, 16 bytes at a time; the first and last chunks of a row and
 * any other run element by element:
 *
 *   i = lo; off = cuf_vec_misalign(&a(i, j)); nx = (t + off + V - 1) / V;
 *   for (cx = ...; cx < nx; ...) {
 *     c0 = cx * V - off; i = lo + c0;
 *     if (c0 >= 0 && c0 + V <= t && cuf_vec_aligned(&a(i, j)) && ...) {
 *       T cuf_v0[V]; cuf_vload(cuf_v0, &a(i, j)); ...
 *       for (e = 0; e < V; e++) { i = lo + c0 + e; <body on cuf_v0[e], ...> }
 *       i = lo + c0; cuf_vstore(&c(i, j), cuf_v1); ...
 *     } else
 *       for (e = 0; e < V; e++) if (0 <= c0 + e < t) { i = lo + c0 + e; <body> }
 *   } */
static void shaped_x_loop(DevProc *p, const CufLoop *l) {
    int x = l->n - 1, width = l->chunk;
    Node *body = l->loops[x]->body;
    dev_line(p, "%s", dev_cuf_index(p, l, x, "0"));
    dev_line(p, "const IT cuf_off = (IT)cuf_vec_misalign(&%s);", dev_lvalue(p, l->vec[0].ref));
    dev_line(p, "const IT cuf_nx = (cuf_t%d + cuf_off + %d) / %d;", x, width - 1, width);
    grid_stride(p, "cuf_cx", "cuf_nx", 'x');
    dev_line(p, "const IT cuf_c0 = cuf_cx * %d - cuf_off;", width);
    dev_line(p, "%s", dev_cuf_index(p, l, x, "cuf_c0"));
    StrBuf cond = {0};
    sb_printf(&cond, "cuf_c0 >= 0 && cuf_c0 + %d <= cuf_t%d", width, x);
    for (int i = 0; i < l->nvec; i++) {
        const DevVar *v = dev_var(p, l->vec[i].array);
        sb_printf(&cond, " && cuf_vec_aligned(&%s)", dev_lvalue(p, l->vec[i].ref));
        if (strcmp(v->sm[0], "1")) sb_printf(&cond, " && %s == 1", v->sm[0]);
    }
    dev_line(p, "if (%s) {", sb_str(&cond));
    p->indent++;
    for (int i = 0; i < l->nvec; i++) {
        const CufVecArray *a = &l->vec[i];
        dev_line(p, "alignas(16) %s cuf_v%d[%d];", dev_ctype(p->em, a->array->type), i, width);
        if (a->read) dev_line(p, "cuf_vload(cuf_v%d, &%s);", i, dev_lvalue(p, a->ref));
    }
    dev_line(p, "#pragma unroll");
    dev_line(p, "for (int cuf_e = 0; cuf_e < %d; cuf_e++) {", width);
    p->indent++;
    dev_line(p, "%s", dev_cuf_index(p, l, x, "(cuf_c0 + cuf_e)"));
    for (int i = 0; i < l->nvec; i++) dev_var(p, l->vec[i].array)->lane = format("cuf_v%d[cuf_e]", i);
    dev_stmts(p, body);
    for (int i = 0; i < l->nvec; i++) dev_var(p, l->vec[i].array)->lane = NULL;
    p->indent--;
    dev_line(p, "}");
    dev_line(p, "%s", dev_cuf_index(p, l, x, "cuf_c0"));
    for (int i = 0; i < l->nvec; i++)
        if (l->vec[i].written) dev_line(p, "cuf_vstore(&%s, cuf_v%d);", dev_lvalue(p, l->vec[i].ref), i);
    p->indent--;
    dev_line(p, "} else {");
    p->indent++;
    dev_line(p, "for (int cuf_e = 0; cuf_e < %d; cuf_e++) {", width);
    p->indent++;
    dev_line(p, "const IT cuf_c = cuf_c0 + cuf_e;");
    dev_line(p, "if (cuf_c < 0 || cuf_c >= cuf_t%d) continue;", x);
    dev_line(p, "%s", dev_cuf_index(p, l, x, "cuf_c"));
    dev_stmts(p, body);
    p->indent--;
    dev_line(p, "}");
    p->indent--;
    dev_line(p, "}");
}

/* "cuf_red<cuf_op_add, float>" */
static const char *reduction_type(DevEmitter *em, const CufReduction *r) {
    return format("cuf_red<%s, %s>", op_structs[r->op], dev_ctype(em, r->var->type));
}

/* The kernel's definition from its parameters, declarations and body. */
static void kernel_text(DevEmitter *em, const CufLoop *l, DevProc *p, StrBuf *params) {
    StrBuf *c = &em->code;
    sb_printf(c, "\n#line %d %s\ntemplate <typename L>\n__global__ void %s(%s) {\n"
                 "  typedef typename L::type IT;\n", l->directive->loc.line, c_quoted(l->directive->loc.file), abi_cuf_kernel(l),
              sb_str(params));
    sb_puts(c, sb_str(&p->decls));
    sb_puts(c, sb_str(&p->body));
    if (p->cleanup.len) sb_printf(c, "  %s\n", sb_str(&p->cleanup));
    sb_puts(c, "}\n");
}

static void emit_kernel(DevEmitter *em, const CufLoop *l) {
    DevProc p = {0};
    p.em = em;
    p.scope = l->scope;
    p.kernel = true;
    p.indent = 1;
    StrBuf params = {0};
    kernel_params(&p, l, &params);
    if (l->tile) {
        dev_cuf_tiled_body(&p, l);
        kernel_text(em, l, &p, &params);
        return;
    }
    int n = l->n;
    if (n >= 3) {
        /* loops 0 .. n-3 linearised along z, loop n-3 fastest */
        grid_stride(&p, "cuf_cz", "cuf_nz", 'z');
        dev_line(&p, "IT cuf_r = cuf_cz;");
        for (int k = n - 3; k >= 0; k--) {
            if (k > 0) {
                dev_line(&p, "%s", dev_cuf_index(&p, l, k, format("(cuf_r %% cuf_t%d)", k)));
                dev_line(&p, "cuf_r /= cuf_t%d;", k);
            } else {
                dev_line(&p, "%s", dev_cuf_index(&p, l, k, "cuf_r"));
            }
        }
    }
    if (n >= 2) {
        grid_stride(&p, "cuf_cy", format("cuf_t%d", n - 2), 'y');
        dev_line(&p, "%s", dev_cuf_index(&p, l, n - 2, "cuf_cy"));
    }
    if (l->chunk) {
        shaped_x_loop(&p, l);
    } else {
        /* several loads in flight per thread when it accumulates many iterations */
        if (l->nred) dev_line(&p, "#pragma unroll 4");
        grid_stride(&p, "cuf_cx", format("cuf_t%d", n - 1), 'x');
        dev_line(&p, "%s", dev_cuf_index(&p, l, n - 1, "cuf_cx"));
        /* CYCLE of the innermost mapped loop continues the x loop */
        DevLoop *inner = &p.loops[p.nloops++];
        memset(inner, 0, sizeof *inner);
        inner->node = l->loops[n - 1];
        inner->id = ++p.ntemps;
        dev_prescan(&p, l->loops[n - 1]->body); /* GOTOs and BLOCKs within the body (cufloop.c) */
        dev_stmts(&p, l->loops[n - 1]->body);
        if (inner->need_cycle_label) dev_line(&p, "cuf_cycle%d:;", inner->id);
    }
    int open = n >= 3 ? 3 : n;
    while (open-- > 0) {
        p.indent--;
        dev_line(&p, "}");
    }
    if (l->nred) {
        dev_line(&p, "const int cuf_block = (int)(blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z));");
        dev_line(&p, "const bool cuf_first = threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;");
    }
    for (int i = 0; i < l->nred; i++) {
        const char *v = dev_cname(l->red[i].var->name);
        dev_line(&p, "%s = cuf_block_reduce<%s >(%s);", v, reduction_type(em, &l->red[i]), v);
        dev_line(&p, "if (cuf_first) cuf_part%d[cuf_block] = %s;", i, v);
    }
    if (l->nred) {
        dev_line(&p, "if (cuf_last_block(cuf_count)) {");
        for (int i = 0; i < l->nred; i++)
            dev_line(&p, "  cuf_red_combine<%s >(cuf_part%d, (int)(gridDim.x * gridDim.y * gridDim.z), cuf_dst%d, "
                         "cuf_init%d, cuf_use_dst%d);", reduction_type(em, &l->red[i]), i, i, i, i);
        dev_line(&p, "}");
    }
    kernel_text(em, l, &p, &params);
}

/* ---------------------------------------------------------------- stub */

/* The C text reading captured scalar `s` from descriptor `a`. */
static const char *stub_scalar(DevEmitter *em, Symbol *s, const char *a) {
    const char *ct = dev_ctype(em, s->type);
    if (is_device_object(s)) return format("(%s *)%s->base_addr", ct, a);
    if (s->type && s->type->kind == TY_DERIVED) return format("cuf_stub_struct<%s>(%s)", ct, a);
    return format("cuf_stub_value<%s>(%s)", ct, a);
}

static void emit_stub(DevEmitter *em, const CufLoop *l) {
    StrBuf b = {0}, args = {0};
    /* reductions into host variables whose values the host takes now */
    bool mapped = false;
    for (int i = 0; i < l->nred && !l->deferred; i++) mapped |= !is_device_object(l->red[i].var);
    int ncaptured, nargs = cuf_stub_nargs(l, &ncaptured);
    sb_printf(&b, "\nextern \"C\" void %s(int gx, int gy, int gz, int bx, int by, int bz, "
                  "long long shmem, long long stream", abi_cuf_stub(l));
    for (int i = 1; i <= nargs; i++) sb_printf(&b, ", CFI_cdesc_t *a%d", i);
    sb_puts(&b, ") {\n");
    StrBuf arrays = {0};
    int narrays = 0;
    for (int i = 0, a = 1 + nargs - ncaptured; i < l->captured.len; i++) {
        Symbol *s = l->captured.items[i];
        if (is_device_object(s)) sb_printf(&arrays, "%sa%d", narrays++ ? ", " : "", a);
        a += cuf_passes_lbound(s) ? 2 : 1;
    }
    sb_puts(&b, dev_stub_stream(narrays, sb_str(&arrays)));
    int a = 1, n = l->n;
    /* bounds and trip counts; `narrow`: every counter and index offset fits in int */
    sb_puts(&b, "  bool narrow = true;\n");
    for (int k = 0; k < n; k++) {
        sb_printf(&b, "  const long long lo%d = cuf_stub_value<long long>(a%d), hi%d = cuf_stub_value<long long>(a%d);\n",
                  k, a, k, a + 1);
        a += 2;
        if (l->const_step[k]) sb_printf(&b, "  const long long st%d = %lldLL;\n", k, (long long)l->step[k]);
        else sb_printf(&b, "  const long long st%d = cuf_stub_value<long long>(a%d);\n", k, a++);
        if (!l->const_step[k])
            sb_printf(&b, "  if (st%d == 0) cuf_stub_fail(\"zero step in the !$cuf kernel loop\", \"%s\");\n", k,
                      l->index[k]->name);
        sb_printf(&b, "  const long long t%d = cuf_trip_count(lo%d, hi%d, st%d);\n", k, k, k, k);
        sb_printf(&b, "  narrow = narrow && (hi%d > lo%d ? hi%d - lo%d : lo%d - hi%d) + (st%d > 0 ? st%d : -st%d) < "
                      "INT_MAX / 2;\n", k, k, k, k, k, k, k, k, k);
    }
    /* a shaped nest's threads take chunks along x: at most (t + 2V - 2) / V of them (shaped_x_loop) */
    const char *tx = l->chunk ? format("(t%d + %d) / %d", n - 1, 2 * l->chunk - 2, l->chunk) : format("t%d", n - 1);
    sb_printf(&b, "  long long trips[3] = {%s, %s, 1};\n", tx, n >= 2 ? format("t%d", n - 2) : "1");
    for (int k = 0; k + 2 < n; k++) sb_printf(&b, "  trips[2] *= t%d;\n", k);
    sb_puts(&b, "  if (trips[0] == 0 || trips[1] == 0 || trips[2] == 0) return;\n");
    /* captured values */
    for (int i = 0; i < l->captured.len; i++, a++) {
        Symbol *s = l->captured.items[i];
        const char *ct = dev_ctype(em, s->type);
        const char *name = format("v%d", i);
        const CufReduction *r = reduction_of(l, s);
        if (r) {
            int ri = (int)(r - l->red);
            if (is_device_object(s)) {
                sb_printf(&b, "  %s *dst%d = (%s *)a%d->base_addr;\n", ct, ri, ct, a);
                sb_printf(&b, "  const %s init%d = {};\n", ct, ri);
            } else {
                sb_printf(&b, "  %s *host%d = (%s *)a%d->base_addr;\n", ct, ri, ct, a);
                sb_printf(&b, "  const %s init%d = cuf_stub_value<%s>(a%d);\n", ct, ri, ct, a);
            }
            continue;
        }
        int rank = rank_of(s);
        if (rank) {
            /* a host array of an accelerator region: its present device copy (cufacc.h) */
            const char *base = cuf_present_array(l, s) ? format("cufacc_device_base(a%d, \"%s\")", a, s->name)
                                                              : format("a%d->base_addr", a);
            sb_printf(&b, "  cuf_array<%s, %d> %s;\n  %s.base = (%s *)%s;\n", ct, rank, name, name, ct, base);
            sb_printf(&b, "  for (int k = 0; k < %d; k++) {\n", rank);
            sb_printf(&b, "    %s.ext[k] = (int)a%d->dim[k].extent;\n", name, a);
            sb_printf(&b, "    %s.sm[k] = (int)(a%d->dim[k].sm / (CFI_index_t)sizeof(%s));\n", name, a, ct);
            if (cuf_passes_lbound(s)) sb_printf(&b, "    %s.lb[k] = ((const int *)a%d->base_addr)[k];\n", name, a + 1);
            else sb_printf(&b, "    %s.lb[k] = 1;\n", name);
            sb_puts(&b, "  }\n");
            sb_printf(&b, "  if (cuf_elements(a%d) > INT_MAX) cuf_stub_fail(\"array too large for 32-bit indexing "
                          "in a !$cuf kernel\", \"%s\");\n", a, s->name);
        } else {
            sb_printf(&b, "  const auto %s = %s;\n", name, stub_scalar(em, s, format("a%d", a)));
        }
        sb_printf(&args, ", %s", name);
        if (cuf_passes_lbound(s)) a++;
    }
    /* module device variables updated by a reduction: their addresses */
    for (int i = 0; i < l->nred; i++) {
        Symbol *s = l->red[i].var;
        if (!s->is_module_var || !is_device_object(s)) continue;
        DevProc tmp = {0};
        tmp.em = em;
        DevVar *v = dev_var(&tmp, s);
        const char *ct = dev_ctype(em, s->type);
        sb_printf(&b, "  %s *dst%d = 0;\n  cudaGetSymbolAddress((void **)&dst%d, %s);\n", ct, i, i, v->cname);
        sb_printf(&b, "  const %s init%d = {};\n", ct, i);
    }
    /* configuration */
    sb_puts(&b, "  int g[3] = {gx, gy, gz}, b[3] = {bx, by, bz};\n");
    sb_puts(&b, "  long long resident = 0;\n");
    /* a reduction grid-strides over the blocks that run at once (one
       partial a block); an elementwise shaped nest runs faster on a grid
       that covers it (H200, bench/README.md thirteenth run: copy 0.90 ->
       0.96 of D2D, add/triad 0.95 -> 0.99, 2-D 0.87 -> 0.93) */
    bool limited = l->nred;
    if (limited) {
        sb_printf(&b, "  if (gx == CUFRT_LAUNCH_AUTO || gy == CUFRT_LAUNCH_AUTO || gz == CUFRT_LAUNCH_AUTO) {\n"
                      "    static int cached_threads = -1, cached_per_sm = 1, sms = 1;\n"
                      "    int block[3] = {bx, by, bz};\n"
                      "    const int threads = cuf_loop_block(%d, block) ? block[0] * block[1] * block[2] : 1;\n"
                      "    if (threads != cached_threads) {\n"
                      "      int dev = 0;\n"
                      "      cudaGetDevice(&dev);\n"
                      "      cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);\n"
                      "      cudaOccupancyMaxActiveBlocksPerMultiprocessor(&cached_per_sm, %s<cuf_iter<int, false> >, threads, (size_t)shmem);\n"
                      "      cached_threads = threads;\n"
                      "    }\n"
                      "    resident = (long long)(cached_per_sm > 0 ? cached_per_sm : 1) * (sms > 0 ? sms : 1) * cuf_grid_waves();\n"
                      "  }\n",
                  n, abi_cuf_kernel(l));
    }
    /* an accelerator kernel that cannot run stops the program with its
     * line, as nvfortran's runtime does: OpenACC has no error to query */
    const char *acc_check = l->acc ? format("cufacc_check_launch(%s, %d);\n", c_quoted(l->directive->loc.file),
                                            l->directive->loc.line)
                                   : "";
    sb_printf(&b, "  if (!cuf_loop_config(%d, trips, g, b, resident)) {\n"
                  "    cuf_invalid_launch(g, b, st);\n%s%s    return;\n  }\n", n, *acc_check ? "    " : "", acc_check);
    /* a tiled nest (src/cuda/tile.c): the tile's block, a grid of tiles */
    if (l->tile) {
        const TilePlan *t = l->tile;
        const char *span_x = format("%d", t->span_x), *span_y = format("%d", t->span_y);
        if (t->kind == TILE_MATMUL) {
            /* the shape the runtime names (CUFACC_VARIANT), one result a thread with private arrays */
            if (t->outputs > 1)
                sb_puts(&b, "  static const int shapes[][2] = CUFRT_MATMUL_SHAPES;\n"
                            "  const int mm = cufacc_matmul_shape(), rx = shapes[mm][0], ry = shapes[mm][1];\n");
            else
                sb_puts(&b, "  const int mm = 0, rx = 1, ry = 1;\n");
            span_x = format("%d * rx", t->edge);
            span_y = format("%d * ry", t->edge);
        }
        sb_printf(&b, "  const long long tiles_x = (trips[0] + %s - 1) / (%s), tiles_y = (trips[1] + %s - 1) / (%s);\n"
                      "  b[0] = %d, b[1] = %d, b[2] = 1;\n"
                      "  g[0] = (int)(tiles_x < INT_MAX ? tiles_x : INT_MAX), g[1] = (int)(tiles_y < 65535 ? tiles_y : 65535), "
                      "g[2] = 1;\n", span_x, span_x, span_y, span_y, t->edge, t->rows);
    }
    /* an accelerator kernel: ACC_NOTIFY's line (model 4.3), the launching unit's name */
    const Scope *unit = l->scope;
    while (unit->parent && (unit->kind == SCOPE_BLOCK || !unit->owner)) unit = unit->parent;
    if (l->acc)
        sb_printf(&b, "  cufacc_notify_launch(%s, \"%s\", %d, g[0], g[1], g[2], b[0], b[1], b[2]);\n",
                  c_quoted(l->directive->loc.file), unit->owner ? unit->owner->name : "main", l->directive->loc.line);
    /* `cover`: the grid covers the iteration space, one iteration per thread */
    sb_puts(&b, "  bool cover = true;\n"
                "  for (int d = 0; d < 3; d++) {\n"
                "    narrow = narrow && trips[d] + (long long)g[d] * b[d] < INT_MAX / 2;\n"
                "    cover = cover && (long long)g[d] * b[d] >= trips[d];\n"
                "  }\n");
    /* the blocks' counter, then for each reduction one partial per block and a host variable's result */
    if (l->nred) {
        sb_puts(&b, "  const int nblocks = g[0] * g[1] * g[2];\n  size_t off = 16;\n");
        for (int i = 0; i < l->nred; i++) {
            const char *ct = dev_ctype(em, l->red[i].var->type);
            sb_printf(&b, "  const size_t off%d = off;\n  off += ((size_t)(nblocks + 1) * sizeof(%s) + 15) & ~(size_t)15;\n",
                      i, ct);
        }
        sb_puts(&b, "  static thread_local cuf_scratch_slots scratch;\n"
                    "  char *parts = (char *)cuf_scratch(&scratch, off);\n");
        /* host variables' results: written by the kernel into mapped pinned
           memory (cuf_host_results) when they are wanted now, so that no
           copy follows the kernel; else after the partials */
        if (mapped) {
            sb_puts(&b, "  size_t roff = 0;\n");
            for (int i = 0; i < l->nred; i++)
                if (!is_device_object(l->red[i].var))
                    sb_printf(&b, "  const size_t roff%d = roff;\n  roff += (sizeof(%s) + 15) & ~(size_t)15;\n", i,
                              dev_ctype(em, l->red[i].var->type));
            sb_puts(&b, "  char *mapped = (char *)cuf_host_results(roff);\n");
        }
        for (int i = 0; i < l->nred; i++) {
            const char *ct = dev_ctype(em, l->red[i].var->type);
            bool on_host = !is_device_object(l->red[i].var);
            if (on_host && mapped)
                sb_printf(&b, "  %s *dst%d = mapped ? (%s *)(mapped + roff%d) : (%s *)(parts + off%d) + nblocks;\n", ct,
                          i, ct, i, ct, i);
            else if (on_host)
                sb_printf(&b, "  %s *dst%d = (%s *)(parts + off%d) + nblocks;\n", ct, i, ct, i);
            sb_printf(&args, ", (%s *)(parts + off%d), dst%d, init%d, %d", ct, i, i, i, on_host ? 0 : 1);
        }
        sb_puts(&args, ", (unsigned *)parts");
    }
    /* launch */
    StrBuf targs = {0};
    for (int k = 0; k < n; k++) {
        const char *ct = dev_ctype(em, l->index[k]->type);
        sb_printf(&targs, "%s(IT)t%d, (%s)lo%d", k ? ", " : "", k, ct, k);
        if (!l->const_step[k]) sb_printf(&targs, ", (%s)st%d", ct, k);
    }
    if (n >= 3) sb_puts(&targs, ", (IT)trips[2]");
    sb_puts(&targs, sb_str(&args));
    /* cover without narrow is rare enough for the grid-stride form */
    static const char *const variants[][3] = {
        {"if (narrow && cover)", "int", "true"},
        {"else if (narrow)", "int", "false"},
        {"else", "long long", "false"},
    };
    /* in emulation a kernel whose threads never wait runs each to its end */
    const char *how = em->opt->emu && !cuf_loop_may_wait(l) ? "_STRAIGHT" : "";
    const char *launch = format("CUF_LAUNCH%s(%s<L>, dim3(g[0], g[1], g[2]), dim3(b[0], b[1], b[2]), shmem, st, %s);",
                                how, abi_cuf_kernel(l), sb_str(&targs));
    if (l->tile && l->tile->kind == TILE_MATMUL) {
        /* an instance per shape (cuf_mm_iter), 32- or 64-bit counters */
        static const int shapes[][2] = CUFRT_MATMUL_SHAPES;
        int nshapes = l->tile->outputs > 1 ? CUFRT_MATMUL_NSHAPES : 1;
        for (int i = 1; i < 3; i++) {
            sb_printf(&b, "  %s {\n    typedef %s IT;\n", i == 1 ? "if (narrow)" : "else", variants[i][1]);
            for (int k = 0; k < nshapes; k++)
                sb_printf(&b, "    %sif (mm == %d) {\n      typedef cuf_mm_iter<IT, %d, %d> L;\n      %s\n    }\n",
                          k ? "else " : "", k, nshapes > 1 ? shapes[k][0] : 1, nshapes > 1 ? shapes[k][1] : 1, launch);
            sb_puts(&b, "  }\n");
        }
    } else {
        for (int i = 0; i < 3; i++)
            sb_printf(&b, "  %s {\n    typedef %s IT;\n    typedef cuf_iter<IT, %s> L;\n    %s\n  }\n",
                      variants[i][0], variants[i][1], variants[i][2], launch);
    }
    if (*acc_check) sb_printf(&b, "  %s", acc_check);
    /* host variables' results: now (read from the mapped memory once the
       stream is done, or copied back), or when the host needs them
       (accregion.c) */
    StrBuf copy = {0}, take = {0};
    for (int i = 0; i < l->nred; i++) {
        if (is_device_object(l->red[i].var)) continue;
        const char *ct = dev_ctype(em, l->red[i].var->type);
        if (l->deferred) {
            sb_printf(&b, "  cufacc_defer_result(host%d, dst%d, sizeof(%s), (void *)st);\n", i, i, ct);
            continue;
        }
        sb_printf(&copy, "    cudaMemcpyAsync(host%d, dst%d, sizeof(%s), cudaMemcpyDeviceToHost, st);\n", i, i, ct);
        sb_printf(&take, "    *host%d = *dst%d;\n", i, i);
    }
    if (mapped)
        sb_printf(&b, "  if (!mapped) {\n%s  }\n  cudaStreamSynchronize(st);\n  if (mapped) {\n%s  }\n", sb_str(&copy),
                  sb_str(&take));
    sb_puts(&b, "}\n");
    sb_puts(&em->stubs, sb_str(&b));
}

void dev_emit_cuf_kernel(DevEmitter *em, Node *directive) {
    const CufLoop *l = directive->cuf;
    if (!l) {
        em->failed = true;
        return;
    }
    emit_kernel(em, l);
    emit_stub(em, l);
}
