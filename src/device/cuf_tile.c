/* cuf_tile.c — the body of a CUF-loop kernel tiled through shared memory
 * (the plan: src/cuda/tile.c; the rest of the kernel and its stub:
 * cuf_kernel.c).  Each block walks the tiles of the iteration space from
 * (blockIdx.x, blockIdx.y) in grid strides, so that any grid covers it;
 * the walk is the same for every thread of a block, which meets at
 * __syncthreads inside it.
 *
 * Transpose (32x8 threads, as bench/transpose_twin.cu):
 *
 *   __shared__ T cuf_tile[32][33];
 *   for each tile:
 *     for (r = 0; r < 32; r += 8)   // iteration: read index = tile + x, other = tile + y + r
 *       if (in range) cuf_tile[threadIdx.y + r][threadIdx.x] = <value>;
 *     __syncthreads();
 *     for (r = 0; r < 32; r += 8)   // iteration: written index = tile + x, other = tile + y + r
 *       if (in range) <lhs> = cuf_tile[threadIdx.x][threadIdx.y + r];
 *     __syncthreads();
 *
 * Matrix multiply (16x16 threads, each for outputs = 4 iterations 16 apart
 * along y, its private scalars arrays indexed by cuf_v; bench/acc/twin.cu's
 * matmul does one):
 *
 *   for each tile of 16 x 64 iterations: i of this thread
 *     for each output v in range (j of v): <before>
 *     for (k0 = lo; k0 <= hi; k0 += 16) {
 *       cuf_tile_r[ty][tx] = row at (i, k0 + ty);
 *       for each output v: cuf_tile_c[ty + 16v][tx] = col at (k0 + tx, j of v);
 *       __syncthreads();
 *       for (kk = 0; kk < 16 (or what is left); kk++)
 *         for each output v in range: <update from the tiles>
 *       __syncthreads();
 *     }
 *     for each output v in range: <after> */
#include "device/device.h"

/* The walk over the block's tiles of span_x x span_y iterations. */
static void tile_walk(DevProc *p, int span_x, int span_y) {
    dev_line(p, "const IT cuf_ntx = (cuf_t1 + %d) / %d, cuf_nty = (cuf_t0 + %d) / %d;", span_x - 1, span_x, span_y - 1,
             span_y);
    dev_line(p, "for (IT cuf_by = (IT)blockIdx.y; cuf_by < cuf_nty; cuf_by += (IT)gridDim.y)");
    dev_line(p, "for (IT cuf_bx = (IT)blockIdx.x; cuf_bx < cuf_ntx; cuf_bx += (IT)gridDim.x) {");
    p->indent++;
}

static void close_brace(DevProc *p) {
    p->indent--;
    dev_line(p, "}");
}

/* One pass over a transpose tile: reading (the value into the tile) or
 * writing (the tile into the array), consecutive threads along the index
 * that the arrays of that pass run along. */
static void transpose_pass(DevProc *p, const CufLoop *l, bool reading) {
    const TilePlan *t = l->tile;
    const Node *st = t->assign;
    const char *fast = "(IT)threadIdx.x", *slow = "(IT)(threadIdx.y + cuf_r)";
    bool x_fast = reading == t->read_x;
    dev_line(p, "for (int cuf_r = 0; cuf_r < %d; cuf_r += %d) {", t->edge, t->rows);
    p->indent++;
    dev_line(p, "const IT cuf_cx = cuf_bx * %d + %s, cuf_cy = cuf_by * %d + %s;", t->edge, x_fast ? fast : slow,
             t->edge, x_fast ? slow : fast);
    dev_line(p, "if (cuf_cx < cuf_t1 && cuf_cy < cuf_t0) {");
    p->indent++;
    dev_line(p, "%s", dev_cuf_index(p, l, 0, "cuf_cy"));
    dev_line(p, "%s", dev_cuf_index(p, l, 1, "cuf_cx"));
    dev_line_directive(p, st->loc);
    /* the tile is [written index][read index] */
    if (reading)
        dev_line(p, "cuf_tile[threadIdx.y + cuf_r][threadIdx.x] = %s;",
                 dev_strip_parens(dev_expr_as(p, st->rhs, st->lhs->type)));
    else
        dev_line(p, "%s = cuf_tile[threadIdx.x][threadIdx.y + cuf_r];", dev_store(p, st->lhs));
    close_brace(p);
    close_brace(p);
    dev_line(p, "__syncthreads();");
}

static void transpose(DevProc *p, const CufLoop *l) {
    const TilePlan *t = l->tile;
    sb_printf(&p->decls, "  __shared__ %s cuf_tile[%d][%d];\n", dev_ctype(p->em, t->assign->lhs->type), t->edge,
              t->edge + 1);
    tile_walk(p, t->span_x, t->span_y);
    transpose_pass(p, l, true);
    transpose_pass(p, l, false);
    close_brace(p);
}

/* The loop over a thread's outputs; inside it cuf_cy and the y index are
 * those of output cuf_v, cuf_in says whether its iteration is in range. */
static void outputs_loop(DevProc *p, const CufLoop *l) {
    const TilePlan *t = l->tile;
    dev_line(p, "#pragma unroll");
    dev_line(p, "for (int cuf_v = 0; cuf_v < %d; cuf_v++) {", t->outputs);
    p->indent++;
    dev_line(p, "const IT cuf_cy = cuf_by * %d + (IT)(threadIdx.y + %d * cuf_v);", t->span_y, t->edge);
    dev_line(p, "const bool cuf_in = cuf_cx < cuf_t1 && cuf_cy < cuf_t0;");
    dev_line(p, "%s", dev_cuf_index(p, l, 0, "cuf_cy"));
}

/* Statements `body` for each output in range. */
static void each_output(DevProc *p, const CufLoop *l, Node *body) {
    if (!body) return;
    outputs_loop(p, l);
    dev_line(p, "if (cuf_in) {");
    p->indent++;
    dev_stmts(p, body);
    close_brace(p);
    close_brace(p);
}

/* The update of each output in range for k = k0 + cuf_kk, cuf_kk from 0
 * while `cond`: a value of the row tile serves every output. */
static void update_loop(DevProc *p, const CufLoop *l, const char *cond) {
    dev_line(p, "for (int cuf_kk = 0; %s; cuf_kk++) {", cond);
    p->indent++;
    outputs_loop(p, l);
    dev_line(p, "if (cuf_in) {");
    p->indent++;
    dev_stmts(p, l->tile->update);
    close_brace(p);
    close_brace(p);
    close_brace(p);
}

static void matmul(DevProc *p, const CufLoop *l) {
    const TilePlan *t = l->tile;
    int e = t->edge;
    const char *rt = dev_ctype(p->em, t->row->type), *ct = dev_ctype(p->em, t->col->type);
    const char *kt = dev_ctype(p->em, t->k->type), *k = dev_var(p, t->k)->cname;
    sb_printf(&p->decls, "  __shared__ %s cuf_tile_r[%d][%d];\n  __shared__ %s cuf_tile_c[%d][%d];\n", rt, e, e, ct,
              t->span_y, e);
    dev_new_var(p, t->row_tile, "cuf_tile_r[cuf_kk][threadIdx.x]");
    dev_new_var(p, t->col_tile, format("cuf_tile_c[threadIdx.y + %d * cuf_v][cuf_kk]", e));
    /* a copy of each private scalar per output (k aside) */
    for (int i = 0; t->outputs > 1 && i < l->privates.len; i++) {
        DevVar *v = dev_var(p, l->privates.items[i]);
        if (v->sym == t->k) continue;
        sb_printf(&p->decls, "  %s %s_v[%d];\n", dev_ctype(p->em, v->sym->type), v->cname, t->outputs);
        v->cname = format("%s_v[cuf_v]", v->cname);
    }
    tile_walk(p, t->span_x, t->span_y);
    dev_line(p, "const IT cuf_cx = cuf_bx * %d + (IT)threadIdx.x;", e);
    dev_line(p, "%s", dev_cuf_index(p, l, 1, "cuf_cx"));
    each_output(p, l, t->before);
    dev_line_directive(p, t->kloop->loc);
    dev_line(p, "{");
    p->indent++;
    dev_line(p, "const %s cuf_klo = %s, cuf_khi = %s;", kt, dev_strip_parens(dev_expr_as(p, t->kloop->lhs, t->k->type)),
             dev_strip_parens(dev_expr_as(p, t->kloop->rhs, t->k->type)));
    dev_line(p, "for (%s cuf_k0 = cuf_klo; cuf_k0 <= cuf_khi; cuf_k0 += %d) {", kt, e);
    p->indent++;
    dev_line(p, "%s = cuf_k0 + (%s)threadIdx.y;", k, kt);
    dev_line(p, "cuf_tile_r[threadIdx.y][threadIdx.x] = cuf_cx < cuf_t1 && %s <= cuf_khi ? %s : (%s)0;", k,
             dev_expr(p, t->row), rt);
    dev_line(p, "%s = cuf_k0 + (%s)threadIdx.x;", k, kt);
    outputs_loop(p, l);
    dev_line(p, "cuf_tile_c[threadIdx.y + %d * cuf_v][threadIdx.x] = cuf_cy < cuf_t0 && %s <= cuf_khi ? %s : (%s)0;", e,
             k, dev_expr(p, t->col), ct);
    close_brace(p);
    dev_line(p, "__syncthreads();");
    /* whole tiles unrolled; the last, partial one in k order too */
    dev_line(p, "if (cuf_khi - cuf_k0 >= %d) {", e - 1);
    p->indent++;
    dev_line(p, "#pragma unroll");
    update_loop(p, l, format("cuf_kk < %d", e));
    p->indent--;
    dev_line(p, "} else {");
    p->indent++;
    update_loop(p, l, "cuf_kk <= (int)(cuf_khi - cuf_k0)");
    close_brace(p);
    dev_line(p, "__syncthreads();");
    close_brace(p);
    close_brace(p);
    each_output(p, l, t->after);
    close_brace(p);
}

void dev_cuf_tiled_body(DevProc *p, const CufLoop *l) {
    if (l->tile->kind == TILE_TRANSPOSE) transpose(p, l);
    else matmul(p, l);
}
