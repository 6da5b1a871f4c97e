/*
 * waits.c — device code that may wait for other threads.
 *
 * A DO WHILE or a DO without loop control can spin until another thread of
 * the grid changes memory: a flag another block sets, a lock taken with
 * atomicCAS, a counter of a barrier made of atomics (book 5.3.1, guide
 * 3.6.4).  Such a wait is only well defined when every iteration reads
 * memory again — a volatile variable, an atomic function, a fence (guide
 * 3.6.4; CUDA C++ guide, volatile qualifier) — else the compiler may keep
 * the value in a register.  Those are the loops the emulator must leave
 * from time to time to run the other threads (cuf_device.h: CUF_WAIT_LOOP);
 * counted DO loops end by themselves and compute loops need no switch.
 *
 * A kernel none of whose threads ever waits for another — no barrier, no
 * warp collective, no such loop, in its body or in the device procedures
 * of this file it calls — can run each thread to its end, one after the
 * other (cuf_device.h: CUF_LAUNCH_STRAIGHT).
 */
#include <string.h>
#include "cuda.h"

static bool waits_for_memory(const Symbol *s) {
    if (s->attrs & ATTR_VOLATILE) return true;
    if (s->proc_kind != PK_INTRINSIC) return false;
    const char *n = intrinsic_name(s);
    return !strncmp(n, "atomic", 6) || !strncmp(n, "threadfence", 11);
}

static bool tree_waits(const Node *n) {
    for (; n; n = n->next) {
        Symbol *s = n->sym ? sym_origin(n->sym) : NULL;
        if (s && waits_for_memory(s)) return true;
        if (tree_waits(n->lhs) || tree_waits(n->rhs) || tree_waits(n->stride) || tree_waits(n->cond) ||
            tree_waits(n->mask) || tree_waits(n->args) || tree_waits(n->list) || tree_waits(n->body) ||
            tree_waits(n->orelse))
            return true;
    }
    return false;
}

bool loop_may_wait(const Node *loop) {
    if (loop->kind != N_DO || (loop->op != DO_WHILE && loop->op != DO_FOREVER)) return false;
    return tree_waits(loop->cond) || tree_waits(loop->body);
}

/* Device intrinsics that meet other threads (guide 3.6.2, 3.6.6-3.6.8,
 * 3.8.1.3): barriers, warp votes, shuffles and matches, cooperative groups. */
static bool meets_threads(const char *n) {
    static const char *const prefixes[] = {"syncthreads", "__syncthreads", "syncwarp", "ballot", "all_sync",
                                           "any_sync", "match_", "__shfl", "this_", NULL};
    static const char *const names[] = {"allthreads", "anythread", "activemask", NULL};
    for (int i = 0; prefixes[i]; i++)
        if (!strncmp(n, prefixes[i], strlen(prefixes[i]))) return true;
    for (int i = 0; names[i]; i++)
        if (!strcmp(n, names[i])) return true;
    return false;
}

static bool body_may_wait(const Node *n, int depth);

/* A reference to s: an intrinsic that meets other threads, a procedure
 * whose body may wait or whose body is not in this file. */
static bool reference_may_wait(Symbol *s, int depth) {
    if (s->use_module && !strcmp(s->use_module, "wmma")) return true; /* warp-wide matrix operations */
    if (s->kind == SYM_GENERIC || s->kind == SYM_BINDING) return true;
    if (s->kind != SYM_PROCEDURE) return false;
    if (s->proc_kind == PK_INTRINSIC) return meets_threads(intrinsic_name(s));
    const Node *d = s->decl;
    if ((s->proc_kind != PK_MODULE && s->proc_kind != PK_INTERNAL) || !d ||
        (d->kind != N_SUBROUTINE && d->kind != N_FUNCTION) || depth > 32)
        return true;
    return body_may_wait(d->body, depth + 1);
}

static bool body_may_wait(const Node *n, int depth) {
    for (; n; n = n->next) {
        if (n->kind == N_DEFOP || loop_may_wait(n)) return true;
        Symbol *s = n->sym ? sym_origin(n->sym) : NULL;
        if (s && reference_may_wait(s, depth)) return true;
        if (body_may_wait(n->lhs, depth) || body_may_wait(n->rhs, depth) || body_may_wait(n->stride, depth) ||
            body_may_wait(n->cond, depth) || body_may_wait(n->mask, depth) || body_may_wait(n->args, depth) ||
            body_may_wait(n->list, depth) || body_may_wait(n->body, depth) || body_may_wait(n->orelse, depth))
            return true;
    }
    return false;
}

/* The kernel of a !$cuf loop combines the partial results of reductions
 * in shared memory with barriers and shuffles. */
bool cuf_loop_may_wait(const CufLoop *l) {
    return l->nred > 0 || l->tile || body_may_wait(l->loops[0]->body, 0);
}

bool kernel_may_wait(const Symbol *kernel) {
    const Node *d = kernel->decl;
    /* a kernel written in CUDA C (book C.2): its body is not ours to see */
    return !d || d->kind != N_SUBROUTINE || proc_is_c_kernel(kernel) || body_may_wait(d->body, 0);
}
