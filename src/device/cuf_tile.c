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
 * Matrix multiply (16x16 threads, each for L::rx x L::ry iterations 16
 * apart along x and y, a shape of CUFRT_MATMUL_SHAPES the stub picks at run
 * time (CUFACC_VARIANT=matmul=RXxRY), its private scalars arrays indexed by
 * cuf_u, cuf_v; bench/acc/twin.cu's matmul does one):
 *
 *   for each tile of 16rx x 16ry iterations:
 *     for each result (u, v) in range (i of u, j of v): <before>
 *     for (k0 = lo; k0 <= hi; k0 += 16) {
 *       for each u: cuf_tile_r[ty][tx + 16u] = row at (i of u, k0 + ty);
 *       for each v: cuf_tile_c[ty + 16v][tx] = col at (k0 + tx, j of v);
 *       __syncthreads();
 *       for (kk = 0; kk < 16 (or what is left); kk++)
 *         for each result (u, v): <update from the tiles>
 *       __syncthreads();
 *     }
 *     for each result (u, v) in range: <after> */
#include "device/device.h"

/* The walk over the block's tiles of span_x x span_y iterations. */
static void tile_walk(DevProc *p, const char *span_x, const char *span_y) {
    dev_line(p, "const IT cuf_ntx = (cuf_t1 + %s - 1) / (%s), cuf_nty = (cuf_t0 + %s - 1) / (%s);", span_x, span_x,
             span_y, span_y);
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
    tile_walk(p, format("%d", t->span_x), format("%d", t->span_y));
    transpose_pass(p, l, true);
    transpose_pass(p, l, false);
    close_brace(p);
}

/* A matmul kernel's instance L (cuf_mm_iter of cuf_kernel.h) fixes the
 * shape: each thread computes L::rx x L::ry results, TILE_MM apart along x
 * (cuf_u) and y (cuf_v); a block's tile is TILE_MM*L::rx x TILE_MM*L::ry. */

/* The loops over a thread's results; inside them cuf_cx, cuf_cy and the
 * indices are those of result (cuf_u, cuf_v), cuf_in says whether its
 * iteration is in range. */
static void results_loop(DevProc *p, const CufLoop *l) {
    int e = l->tile->edge;
    dev_line(p, "#pragma unroll");
    dev_line(p, "for (int cuf_u = 0; cuf_u < L::rx; cuf_u++) {");
    p->indent++;
    dev_line(p, "#pragma unroll");
    dev_line(p, "for (int cuf_v = 0; cuf_v < L::ry; cuf_v++) {");
    p->indent++;
    dev_line(p, "const IT cuf_cx = cuf_bx * %d * L::rx + (IT)(threadIdx.x + %d * cuf_u);", e, e);
    dev_line(p, "const IT cuf_cy = cuf_by * %d * L::ry + (IT)(threadIdx.y + %d * cuf_v);", e, e);
    dev_line(p, "const bool cuf_in = cuf_cx < cuf_t1 && cuf_cy < cuf_t0;");
    dev_line(p, "%s", dev_cuf_index(p, l, 1, "cuf_cx"));
    dev_line(p, "%s", dev_cuf_index(p, l, 0, "cuf_cy"));
}

/* Statements `body` for each result in range. */
static void each_result(DevProc *p, const CufLoop *l, Node *body) {
    if (!body) return;
    results_loop(p, l);
    dev_line(p, "if (cuf_in) {");
    p->indent++;
    dev_stmts(p, body);
    close_brace(p);
    close_brace(p);
    close_brace(p);
}

/* The update of every result for k = k0 + cuf_kk, cuf_kk from 0 while
 * `cond`.  Into a private scalar it is unguarded (a result out of range
 * accumulates the tiles' zeros into its own copy, never stored), so that
 * nvcc keeps the tiles' values in registers across the results and the
 * loop branch-free: a value of the row tile serves L::ry results, one of
 * the column tile L::rx.  Into an array element (w(i,j) = w(i,j) + ...)
 * each result in range updates its own. */
static void update_loop(DevProc *p, const CufLoop *l, const char *cond) {
    Node *update = l->tile->update;
    dev_line(p, "for (int cuf_kk = 0; %s; cuf_kk++) {", cond);
    p->indent++;
    if (update->lhs->kind == N_NAME) {
        dev_line(p, "#pragma unroll");
        dev_line(p, "for (int cuf_u = 0; cuf_u < L::rx; cuf_u++) {");
        p->indent++;
        dev_line(p, "#pragma unroll");
        dev_line(p, "for (int cuf_v = 0; cuf_v < L::ry; cuf_v++) {");
        p->indent++;
        dev_stmts(p, update);
        close_brace(p);
        close_brace(p);
    } else {
        each_result(p, l, update);
    }
    close_brace(p);
}

static void matmul(DevProc *p, const CufLoop *l) {
    const TilePlan *t = l->tile;
    int e = t->edge;
    const char *rt = dev_ctype(p->em, t->row->type), *ct = dev_ctype(p->em, t->col->type);
    const char *kt = dev_ctype(p->em, t->k->type), *k = dev_var(p, t->k)->cname;
    /* 16-byte aligned: nvcc reads four consecutive k of a column tile's row at once */
    sb_printf(&p->decls, "  __shared__ __align__(16) %s cuf_tile_r[%d][%d * L::rx];\n"
                         "  __shared__ __align__(16) %s cuf_tile_c[%d * L::ry][%d];\n", rt, e, e, ct, e, e);
    dev_new_var(p, t->row_tile, format("cuf_tile_r[cuf_kk][threadIdx.x + %d * cuf_u]", e));
    dev_new_var(p, t->col_tile, format("cuf_tile_c[threadIdx.y + %d * cuf_v][cuf_kk]", e));
    /* a copy of each private scalar per result (k aside) */
    for (int i = 0; t->outputs > 1 && i < l->privates.len; i++) {
        DevVar *v = dev_var(p, l->privates.items[i]);
        if (v->sym == t->k) continue;
        sb_printf(&p->decls, "  %s %s_v[L::rx][L::ry];\n", dev_ctype(p->em, v->sym->type), v->cname);
        v->cname = format("%s_v[cuf_u][cuf_v]", v->cname);
    }
    tile_walk(p, format("%d * L::rx", e), format("%d * L::ry", e));
    each_result(p, l, t->before);
    dev_line_directive(p, t->kloop->loc);
    dev_line(p, "{");
    p->indent++;
    dev_line(p, "const %s cuf_klo = %s, cuf_khi = %s;", kt, dev_strip_parens(dev_expr_as(p, t->kloop->lhs, t->k->type)),
             dev_strip_parens(dev_expr_as(p, t->kloop->rhs, t->k->type)));
    dev_line(p, "for (%s cuf_k0 = cuf_klo; cuf_k0 <= cuf_khi; cuf_k0 += %d) {", kt, e);
    p->indent++;
    /* the tiles: row(i of u, k0 + ty) and col(k0 + tx, j of v), zeros outside */
    dev_line(p, "%s = cuf_k0 + (%s)threadIdx.y;", k, kt);
    dev_line(p, "#pragma unroll");
    dev_line(p, "for (int cuf_u = 0; cuf_u < L::rx; cuf_u++) {");
    p->indent++;
    dev_line(p, "const IT cuf_cx = cuf_bx * %d * L::rx + (IT)(threadIdx.x + %d * cuf_u);", e, e);
    dev_line(p, "%s", dev_cuf_index(p, l, 1, "cuf_cx"));
    dev_line(p, "cuf_tile_r[threadIdx.y][threadIdx.x + %d * cuf_u] = cuf_cx < cuf_t1 && %s <= cuf_khi ? %s : (%s)0;", e,
             k, dev_expr(p, t->row), rt);
    close_brace(p);
    dev_line(p, "%s = cuf_k0 + (%s)threadIdx.x;", k, kt);
    dev_line(p, "#pragma unroll");
    dev_line(p, "for (int cuf_v = 0; cuf_v < L::ry; cuf_v++) {");
    p->indent++;
    dev_line(p, "const IT cuf_cy = cuf_by * %d * L::ry + (IT)(threadIdx.y + %d * cuf_v);", e, e);
    dev_line(p, "%s", dev_cuf_index(p, l, 0, "cuf_cy"));
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
    each_result(p, l, t->after);
    close_brace(p);
}

void dev_cuf_tiled_body(DevProc *p, const CufLoop *l) {
    if (l->tile->kind == TILE_TRANSPOSE) transpose(p, l);
    else matmul(p, l);
}
