/* info.c — -Minfo: what the CUDA layer decided, one line per decision, as
 * nvfortran's -Minfo=accel reports its CUF kernels (NEW-041): the kernel
 * made of each `!$cuf kernel do` with its block shape and reductions, each
 * kernel launch, and each host statement that moves device data (guide
 * 3.4.2) or reduces it on the GPU (guide 3.7.2); for !$acc directives the
 * PGI Accelerator messages (pgi-accelerator-model 1.3): the data each
 * region or directive moves, which loops are parallel and became kernels,
 * which are not and why.  It reads the results of cuda_check (Node.cuf,
 * Node.acc) and asks hostuse.c; it decides nothing itself. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "cuda/cuda.h"

static FILE *out;

static void info(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void info(Loc loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(out, "%s:%d: info: ", loc.file, loc.line);
    vfprintf(out, fmt, ap);
    fputc('\n', out);
    va_end(ap);
}

static const char *name_of(const Node *e) {
    Symbol *s = designator_base(e);
    return s ? s->name : "an expression";
}

/* "i, j" and "s (+), m (max)". */
static const char *cuf_loop_words(const CufLoop *l, bool reductions) {
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    int n = reductions ? l->nred : l->n;
    for (int k = 0; k < n; k++) {
        if (k) fputs(", ", f);
        if (reductions) fprintf(f, "%s (%s)", l->red[k].var->name, cuf_op_name(l->red[k].op));
        else fputs(l->index[k]->name, f);
    }
    fclose(f);
    return buf;
}

/* A nest staged through shared memory (tile.c). */
static void info_tile(const Node *st, const CufLoop *l) {
    const TilePlan *t = l->tile;
    if (!t) return;
    if (t->kind == TILE_TRANSPOSE)
        info(st->loc, "Loop tiled %dx%d through shared memory: reads along %s and writes of %s along %s, both "
             "coalesced; %dx%d threads a block", t->edge, t->edge, l->index[t->read_x ? 1 : 0]->name,
             name_of(t->assign->lhs), l->index[t->read_x ? 0 : 1]->name, t->edge, t->rows);
    else {
        static const int shapes[][2] = CUFRT_MATMUL_SHAPES;
        const int *d = shapes[CUFRT_MATMUL_DEFAULT];
        info(st->loc, "Loop tiled %dx%d through shared memory along %s: %s and %s staged in tiles; %dx%d threads a "
             "block, %s a thread", t->edge, t->edge, t->k->name, name_of(t->row), name_of(t->col), t->edge, t->rows,
             t->outputs > 1 ? format("%dx%d results (CUFACC_VARIANT=matmul=RXxRY)", d[0], d[1]) : "one result");
    }
}

static void info_cuf(const Node *st) {
    const CufLoop *l = st->cuf;
    if (!l) return;
    static const int block[3][3] = CUFRT_CUF_DEFAULT_BLOCKS;
    const int *b = block[l->n >= 3 ? 2 : l->n - 1];
    bool star_block = !st->launch || !st->launch->list || !st->launch->list->next ||
                      st->launch->list->next->kind == N_STAR;
    const char *shape = l->tile ? ", tiled (below)"
                        : star_block ? format(", %d threads a block (%dx%dx%d)", b[0] * b[1] * b[2], b[0], b[1], b[2])
                                   : ", the block given";
    /* limited grids: cuf_loop_config in cuf_kernel.h */
    info(st->loc, "!$cuf kernel do: CUDA kernel %s generated over loop%s %s%s, grid from %s",
         abi_cuf_kernel(l), l->n > 1 ? "s" : "", cuf_loop_words(l, false), shape,
         l->tile ? "the tiles" : l->chunk || l->nred ? "occupancy (resident blocks, grid-stride)" : "the trip counts");
    if (l->chunk) {
        StrBuf arrays = {0};
        for (int i = 0; i < l->nvec; i++) sb_printf(&arrays, "%s%s", i ? ", " : "", l->vec[i].array->name);
        info(st->loc, "!$cuf kernel do: vector width %d, %d elements per thread along %s (16-byte accesses to %s "
             "when aligned, else element by element)", l->width, l->chunk, l->index[l->n - 1]->name, sb_str(&arrays));
    }
    if (l->nred)
        info(st->loc, "!$cuf kernel do: reduction%s %s on the GPU", l->nred > 1 ? "s" : "", cuf_loop_words(l, true));
    info_tile(st, l);
}

/* ------------------------------------------------------------------ !$acc */

/* A data item as the user wrote it (its text on the source line: a name
 * and its parenthesised subscripts), or name(:,:) for implicit data. */
static const char *acc_item_text(const AccData *d) {
    const char *line = d->implicit ? NULL : source_line_text(d->item->loc.file, d->item->loc.line);
    if (line && d->item->loc.col > 0 && (size_t)d->item->loc.col <= strlen(line)) {
        const char *s = line + d->item->loc.col - 1, *e = s;
        while (*e == '_' || (*e >= 'a' && *e <= 'z') || (*e >= 'A' && *e <= 'Z') || (*e >= '0' && *e <= '9')) e++;
        const char *end = e;
        while (*end == ' ') end++;
        if (*end == '(') {
            int depth = 0;
            do depth += *end == '(' ? 1 : *end == ')' ? -1 : 0;
            while (*++end && depth > 0);
            e = end;
        }
        return format("%.*s", (int)(e - s), s);
    }
    int rank = d->var->type ? d->var->type->rank : 0;
    StrBuf b = {0};
    sb_puts(&b, d->item->kind == N_NAME ? d->item->name : d->var->name);
    for (int k = 0; k < rank; k++) sb_puts(&b, k ? ",:" : "(:");
    if (rank) sb_puts(&b, ")");
    return sb_str(&b);
}

static void info_acc_kernel(const Node *st) {
    const CufLoop *l = st->cuf;
    for (int k = 0; k < l->n; k++) info(l->loops[k]->loc, "Loop is parallelizable");
    info(st->loc, "Accelerator kernel generated: %s over loop%s %s", abi_cuf_kernel(l), l->n > 1 ? "s" : "",
         cuf_loop_words(l, false));
    for (int i = 0; i < l->nred; i++)
        info(st->loc, "Generating reduction(%s:%s)", cuf_op_name(l->red[i].op), l->red[i].var->name);
    info_tile(st, l);
}

static void info_acc(const Node *st) {
    const AccRegion *r = st->acc;
    if (!r) return;
    for (int i = 0; i < r->ndata; i++)
        info(st->loc, "Generating %s(%s)", acc_data_kind_name(r->data[i].kind), acc_item_text(&r->data[i]));
    for (int i = 0; i < r->nseq; i++) {
        const AccSeqLoop *q = &r->seq[i];
        if (q->carried) info(q->loop->loc, "Loop carried dependence of %s prevents parallelization", q->carried->name);
        else info(q->loop->loc, "Loop not parallelized: a seq or host clause, or a serial construct, keeps it sequential");
        info(q->loop->loc, "Loop runs sequentially on the host");
    }
    for (int i = 0; i < r->nhost; i++) {
        const AccHostStmt *h = &r->host[i];
        StrBuf b = {0};
        for (int k = 0; k < h->touched.len; k++) sb_printf(&b, "%s%s", k ? ", " : "", h->touched.items[k]->name);
        info(h->st->loc, "Statement runs on the host: %s updated on the host before it%s", sb_str(&b),
             h->written.len ? ", written ones on the device after it" : "");
    }
}

/* The device data a host statement reads: GPU reductions and copies to
 * host temporaries. */
static void info_uses(const Node *st, const DevUses *u) {
    for (int i = 0; i < u->n; i++) {
        const Node *e = u->items[i];
        if (is_gpu_reduction((Node *)e))
            info(st->loc, "%s of device data %s computed on the GPU", intrinsic_name(e->sym), name_of(e->args));
        else info(st->loc, "device data %s copied to a host temporary", name_of(e));
    }
}

static void info_host_stmt(Node *st) {
    DevUses u = {0};
    if (st->kind == N_ASSIGN && !st->sym) {
        const char *lhs = name_of(st->lhs);
        switch (host_transfer(st, &u)) {
        case XFER_DEVICE_TO_DEVICE: info(st->loc, "assignment to %s: device-to-device copy", lhs); return;
        case XFER_FROM_DEVICE: info(st->loc, "assignment to %s: device-to-host copy", lhs); return;
        case XFER_TO_DEVICE:
            info_uses(st, &u);
            info(st->loc, "assignment to %s: %s", lhs, u.n ? "the result stored on the device"
                                                           : "host-to-device copy (or fill)");
            return;
        case XFER_DEEP_COPY: info(st->loc, "assignment to %s: deep copy of its device components", lhs); return;
        case XFER_TENSOR:
            info(st->loc, "assignment to %s: cutensorEx %s on the GPU", lhs,
                 st->tensor->matmul ? "matmul by cuBLAS gemm" : "elementwise/permutation kernel");
            return;
        case XFER_STAGED: info_uses(st, &u); return;
        case XFER_NONE: return;
        }
    }
    if (st->kind == N_CALL && st->launch && st->lhs) {
        info(st->loc, "launch of kernel %s", name_of(st->lhs));
        return;
    }
    if (host_reemittable(st) && host_statement_uses(st, &u)) info_uses(st, &u);
}

static void info_stmts(Node *body, bool device_only) {
    for (Node *st = body; st; st = st->next) {
        if (st->kind == N_ACC) {
            info_acc(st);
            acc_use_device(st, true);
            info_stmts(st->body, device_only);
            acc_use_device(st, false);
            continue;
        }
        if (!is_executable_stmt(st)) continue;
        if (st->kind == N_CUF_KERNEL) {
            info_acc(st); /* DO CONCURRENT under -stdpar: its data */
            if (st->cuf && st->cuf->acc) info_acc_kernel(st);
            else info_cuf(st);
            continue; /* its body runs on the GPU */
        }
        if (!device_only) info_host_stmt(st);
        info_stmts(st->body, device_only);
        if (st->kind == N_SELECT_CASE || st->kind == N_SELECT_TYPE || st->kind == N_SELECT_RANK)
            for (Node *c = st->list; c; c = c->next) info_stmts(c->body, device_only);
        for (Node *e = st->orelse; e; e = e->orelse) info_stmts(e->body, device_only);
    }
}

static void info_unit(Node *u) {
    if (!u->scope || u->scope->kind == SCOPE_INTERFACE) return;
    info_stmts(u->body, unit_device_only(u));
    for (Node *c = u->contains; c; c = c->next) info_unit(c);
}

void cuda_info(FILE *f, Node *units) {
    out = f;
    for (Node *u = units; u; u = u->next) info_unit(u);
}
