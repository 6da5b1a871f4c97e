/* cuf_kernel.c — the host side of `!$cuf kernel do` (guide 2.11): the
 * directive and its loop nest become one call of the launch stub that the
 * device emitter writes (src/device/cuf_kernel.c):
 *
 *   call cufl_<name>(gx, gy, gz, bx, by, bz, shmem, stream,
 *                    lo1, hi1 [, step1], ..., lon, hin [, stepn],
 *                    v1 [, lbound(v1)], ..., vm [, lbound(vm)])
 *
 * grid/block entries `*` are 0 (the stub chooses from the trip counts and
 * the occupancy), the stream is stream= or cufrt_unnamed_stream; the
 * mapped loops' bounds are passed as integer(8) values (a step only when it
 * is not a constant); then the captured variables of the CufLoop analysis,
 * each followed by its lower bounds when cuf_passes_lbound says so.  Every
 * argument after `stream` is an assumed-rank `type(*)` descriptor, as for
 * kernel launches (docs/architecture.md, "CUF kernels"). */
#include <string.h>
#include "host/host.h"

static Node *entry_value(Node *e) { return e && e->kind == N_ARG ? e->lhs : e; }

bool host_cuf_kernel(Node *dir, const char **stub, int *nargs, const char **call) {
    const CufLoop *l = dir->cuf;
    if (!l) return false;
    Node *grid = dir->launch ? dir->launch->list : NULL;
    Node *block = grid ? grid->next : NULL;
    Node *shmem = block ? block->next : NULL;
    *stub = abi_cuf_stub(l);
    *nargs = cuf_stub_nargs(l, NULL);
    StrBuf b = {0};
    sb_printf(&b, "call %s(%s, %s, ", *stub, launch_dims_text(grid, true), launch_dims_text(block, true));
    Node *sh = entry_value(shmem);
    sb_printf(&b, "int(%s, 8), ", sh && sh->kind != N_STAR ? expr_text(sh) : "0");
    Node *st = entry_value(dir->stream);
    if (st && st->kind == N_ACC_CLAUSE) /* an !$acc construct's async(q) */
        sb_printf(&b, "cufacc_async_stream(%s)", acc_queue_text(st->list));
    else sb_printf(&b, "%s", st ? format("int(%s, 8)", expr_text(st)) : "cufrt_unnamed_stream");
    for (int k = 0; k < l->n; k++) {
        Node *loop = l->loops[k];
        sb_printf(&b, ", int(%s, 8), int(%s, 8)", expr_text(loop->lhs), expr_text(loop->rhs));
        if (!l->const_step[k]) sb_printf(&b, ", int(%s, 8)", expr_text(loop->stride));
    }
    for (int i = 0; i < l->captured.len; i++) {
        Symbol *s = l->captured.items[i];
        const Node *elem = cuf_element_designator(l, s);
        sb_printf(&b, ", %s", elem ? expr_text(elem) : s->name);
        /* int bounds for the stub (src/device/cuf_kernel.c), also under -i8 */
        if (cuf_passes_lbound(s)) sb_printf(&b, ", lbound(%s%s)", s->name, kind_default_int == 4 ? "" : ", kind=4");
    }
    sb_puts(&b, ")");
    *call = sb_str(&b);
    return true;
}
