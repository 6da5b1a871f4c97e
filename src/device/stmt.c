/* stmt.c — executable statements of device procedures, one C statement
 * (or one braced group) per Fortran statement, each preceded by a #line
 * directive naming the Fortran source line (debuggers and nvcc/ptxas
 * messages then point at the .cuf file). */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "device/device.h"

void dev_line(DevProc *p, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *s = NULL;
    if (vasprintf(&s, fmt, ap) < 0) abort();
    va_end(ap);
    for (int i = 0; i < p->indent; i++) sb_puts(&p->body, "  ");
    sb_puts(&p->body, s);
    sb_puts(&p->body, "\n");
    free(s);
}

void dev_line_directive(DevProc *p, Loc loc) {
    if (!loc.file || loc.line <= 0) return;
    sb_printf(&p->body, "#line %d %s\n", loc.line, c_quoted(loc.file));
}


static const char *cond_text(DevProc *p, Node *e) { return dev_strip_parens(dev_expr(p, e)); }

static bool is_target(DevProc *p, int label) {
    return p->goto_targets && label > 0 && label <= 99999 &&
           (p->goto_targets[label / 8] >> (label % 8) & 1);
}

/* ------------------------------------------------------ array syntax */

/* Opens the loop nest of an array-syntax statement over `lhs`'s shape
 * (dimension 1 innermost: column-major order).  Returns the number of
 * braces to close, 0 after an error. */
static int open_elem_loops(DevProc *p, Node *lhs, ElemCtx *ec) {
    const char *ext[DEV_MAX_RANK];
    int rank = dev_shape(p, lhs, ext);
    if (!rank) {
        dev_fail(p, lhs->loc, "this array assignment");
        return 0;
    }
    ec->rank = rank;
    dev_line(p, "{");
    p->indent++;
    for (int k = 0; k < rank; k++) {
        ec->ctr[k] = dev_temp(p, "cuf_i");
        const char *n = format("cuf_n%s", ec->ctr[k] + 5);
        dev_line(p, "const int %s = %s;", n, ext[k]);
        ext[k] = n;
    }
    for (int k = rank - 1; k >= 0; k--) {
        dev_line(p, "for (int %s = 0; %s < %s; %s++) {", ec->ctr[k], ec->ctr[k], ext[k], ec->ctr[k]);
        p->indent++;
    }
    return rank + 1;
}

static void close_braces(DevProc *p, int n) {
    while (n-- > 0) {
        p->indent--;
        dev_line(p, "}");
    }
}

/* The element designator e is, as text that compares equal for the same
 * element wherever it is written (emulation's bounds checks name the line). */
static const char *element_key(DevProc *p, Node *e) {
    bool saved = p->unchecked;
    p->unchecked = true;
    const char *k = dev_lvalue(p, e);
    p->unchecked = saved;
    return k;
}

/* Every reference to array s in e is the element `elem` (element_key). */
static bool only_same_element(DevProc *p, Node *e, Symbol *s, const char *elem) {
    if (!e || dev_array_call_value(p, e)) return true; /* a call made before the statement */
    Node *b = dev_base_name(e);
    bool desig = e->kind == N_NAME || e->kind == N_COMPONENT ||
                 (e->kind == N_APPLY && apply_kind(e) != APPLY_CALL && apply_kind(e) != APPLY_STRUCT_CTOR);
    if (desig && b && b->sym && sym_origin(b->sym) == s) return !strcmp(element_key(p, e), elem);
    if (!only_same_element(p, e->lhs, s, elem) || !only_same_element(p, e->rhs, s, elem)) return false;
    for (Node *a = e->args; a; a = a->next)
        if (!only_same_element(p, a, s, elem)) return false;
    return true;
}

/* A literal number (safe to repeat in a loop condition). */
static bool is_plain_const(const char *t) {
    if (*t == '(') t++;
    if (*t == '-') t++;
    if (*t < '0' || *t > '9') return false;
    for (; *t; t++)
        if (!strchr("0123456789LL)", *t)) return false;
    return true;
}

/* An array constructor of scalar items [a, b, ...] (F2008 4.8) as a
 * temporary C array declared (in the current block) before the loop nest
 * of the assignment; NULL after an error. */
static const char *ctor_temp(DevProc *p, Node *ctor, Type *t) {
    int n;
    const char *items = dev_ctor_items(p, ctor, t, &n);
    if (!items) return NULL;
    const char *tmp = dev_temp(p, "cuf_c");
    dev_line(p, "const %s %s[%d] = {%s};", dev_ctype(p->em, type_elem(t)), tmp, n, items);
    return tmp;
}

/* lhs = rhs where lhs is an array: element by element.  Fortran
 * evaluates the whole rhs first, so a rhs that reads the lhs array at
 * other elements is refused rather than mistranslated. */
static void array_assign(DevProc *p, Node *lhs, Node *rhs) {
    Node *b = dev_base_name(lhs);
    Symbol *s = b && b->sym ? sym_origin(b->sym) : NULL;
    ElemCtx ec = {0};
    const char *ctor = NULL;
    if (rhs->kind == N_ARRAY_CTOR) {
        dev_line(p, "{");
        p->indent++;
        ctor = ctor_temp(p, rhs, lhs->type);
        if (!ctor || (lhs->type && lhs->type->rank != 1)) {
            if (ctor) dev_fail(p, rhs->loc, "an array constructor assigned to a multi-dimensional array");
            close_braces(p, 1);
            return;
        }
    }
    int close = open_elem_loops(p, lhs, &ec);
    if (ctor) close++;
    if (!close) return;
    ElemCtx *saved = p->elem;
    p->elem = &ec;
    if (s && !only_same_element(p, rhs, s, element_key(p, lhs))) {
        p->elem = saved;
        close_braces(p, close);
        dev_fail(p, lhs->loc, format("array assignment whose right side reads other elements of '%s'", s->name));
        return;
    }
    const char *r = ctor ? format("%s[%s]", ctor, ec.ctr[0]) : dev_expr_as(p, rhs, lhs->type);
    dev_line(p, "%s = %s;", dev_store(p, lhs), r);
    p->elem = saved;
    close_braces(p, close);
}

/* Every array that one of `stmts` (assignments) assigns is read, by any
 * of them or by `masks` (expressions), only at the element it assigns:
 * else a located error (at the reference) naming `what` and false. */
static bool assigned_elements_only(DevProc *p, Node *stmts, Node **masks, int nmasks, const char *what) {
    for (Node *st = stmts; st; st = st->next) {
        Node *b = dev_base_name(st->lhs);
        Symbol *s = b && b->sym ? sym_origin(b->sym) : NULL;
        if (!s) continue;
        const char *key = element_key(p, st->lhs);
        Node *bad = NULL;
        for (int i = 0; i < nmasks && !bad; i++)
            if (!only_same_element(p, masks[i], s, key)) bad = masks[i];
        for (Node *o = stmts; o && !bad; o = o->next)
            if (!only_same_element(p, o->lhs, s, key) || !only_same_element(p, o->rhs, s, key)) bad = o->lhs;
        if (bad) {
            dev_fail(p, bad->loc, format("%s that uses '%s' at other elements than the one assigned", what, s->name));
            return false;
        }
    }
    return true;
}

/* WHERE construct (F2008 7.2.3): every mask is evaluated before the
 * assignments it controls, and each assignment completes before the next.
 * One loop nest over the mask's shape, each element's masks then its
 * assignments, does the same when every array the construct assigns is
 * read only at the element assigned (assigned_elements_only). */
static void where_stmt(DevProc *p, Node *w) {
    Node *masks[64], *assigns = NULL, **tail = &assigns;
    Node copies[256];
    int nmasks = 0, ncopies = 0;
    for (Node *part = w; part; part = part->orelse) {
        if (part->cond && nmasks < 64) masks[nmasks++] = part->cond;
        for (Node *st = part->body; st; st = st->next) {
            bool elementwise = st->kind == N_ASSIGN && !st->sym && st->lhs->type && w->cond->type &&
                               st->lhs->type->rank == w->cond->type->rank && st->rhs->kind != N_ARRAY_CTOR;
            if (!elementwise || ncopies == 256) {
                dev_fail(p, st->loc, "this statement inside WHERE");
                return;
            }
            copies[ncopies] = *st;
            copies[ncopies].next = NULL;
            *tail = &copies[ncopies++];
            tail = &(*tail)->next;
        }
    }
    ElemCtx ec = {0};
    int close = open_elem_loops(p, w->cond, &ec);
    if (!close) return;
    ElemCtx *saved = p->elem;
    p->elem = &ec;
    if (assigned_elements_only(p, assigns, masks, nmasks, "an assignment inside WHERE")) {
        for (Node *part = w; part; part = part->orelse) {
            if (part == w) dev_line(p, "if (%s) {", cond_text(p, part->cond));
            else if (part->cond) dev_line(p, "} else if (%s) {", cond_text(p, part->cond));
            else dev_line(p, "} else {");
            p->indent++;
            for (Node *st = part->body; st; st = st->next) {
                dev_line_directive(p, st->loc);
                dev_line(p, "%s = %s;", dev_store(p, st->lhs), dev_expr_as(p, st->rhs, st->lhs->type));
            }
            p->indent--;
        }
        dev_line(p, "}");
    }
    p->elem = saved;
    close_braces(p, close);
}

/* The loops of a FORALL or DO CONCURRENT header (F2008 7.2.4, 8.1.6.6):
 * its indices are construct entities (sema's concurrent_scope), here C
 * variables of the loops, index 1 outermost; the mask guards the body.
 * Returns the number of braces to close. */
static int open_concurrent_loops(DevProc *p, Node *specs, Node *mask) {
    dev_line(p, "{");
    p->indent++;
    int close = 1;
    for (Node *c = specs; c; c = c->next) {
        Type *it = c->sym ? c->sym->type : NULL;
        if (!it || it->kind != TY_INTEGER) {
            dev_fail(p, c->loc, "this index of FORALL or DO CONCURRENT");
            return close;
        }
        const char *i = dev_temp(p, "cuf_x"), *ct = dev_ctype(p->em, it);
        const char *e = format("cuf_e%s", i + 5), *s = format("cuf_s%s", i + 5);
        dev_line(p, "const %s %s = %s, %s = %s;", ct, e, dev_expr_as(p, c->rhs, it), s,
                 c->stride ? dev_expr_as(p, c->stride, it) : "1");
        dev_line(p, "for (%s %s = %s; %s > 0 ? %s <= %s : %s >= %s; %s += %s) {", ct, i, dev_expr_as(p, c->lhs, it), s,
                 i, e, i, e, i, s);
        p->indent++;
        close++;
        DevVar *v = dev_var(p, c->sym);
        if (!v) v = dev_new_var(p, c->sym, i);
        v->cname = v->base = i;
        v->by_ref = false;
    }
    if (mask) {
        dev_line(p, "if (%s) {", cond_text(p, mask));
        p->indent++;
        close++;
    }
    return close;
}

/* FORALL (F2008 7.2.4): each assignment is done for every index value
 * before the next one starts, its right side evaluated for all before any
 * element is assigned.  Its own loop nest does that when the array it
 * assigns is read only at the element assigned, and, with several
 * assignments, the mask reads none of the arrays assigned. */
static void forall_stmt(DevProc *p, Node *f) {
    for (Node *st = f->body; st; st = st->next) {
        dev_line_directive(p, st->loc);
        if (st->kind != N_ASSIGN || st->sym || (st->lhs->type && st->lhs->type->rank > 0)) {
            dev_fail(p, st->loc, "this statement inside FORALL");
            continue;
        }
        Node *b = dev_base_name(st->lhs);
        if (f->body->next && f->mask && b && b->sym && dev_mentions(f->mask, sym_origin(b->sym))) {
            dev_fail(p, f->mask->loc, format("a FORALL mask that reads '%s', which its assignments change",
                                             b->sym->name));
            continue;
        }
        int close = open_concurrent_loops(p, f->list, f->mask);
        Node one = *st;
        one.next = NULL;
        if (assigned_elements_only(p, &one, &f->mask, 1, "an assignment inside FORALL")) dev_stmts(p, &one);
        close_braces(p, close);
    }
}

/* ------------------------------------------------------------- DO */

static DevLoop *find_loop(DevProc *p, const char *name, Loc loc) {
    for (int i = p->nloops - 1; i >= 0; i--)
        if (!name || (p->loops[i].node->name && !strcmp(p->loops[i].node->name, name))) return &p->loops[i];
    dev_fail(p, loc, name ? format("EXIT/CYCLE of construct '%s'", name) : "EXIT/CYCLE outside a loop");
    return NULL;
}

static void exit_cycle(DevProc *p, Node *st, bool is_exit) {
    DevLoop *l = find_loop(p, st->name, st->loc);
    if (!l) return;
    if (l == &p->loops[p->nloops - 1]) {
        dev_line(p, is_exit ? "break;" : "continue;");
        return;
    }
    if (is_exit) l->need_exit_label = true;
    else l->need_cycle_label = true;
    dev_line(p, "goto cuf_%s%d;", is_exit ? "exit" : "cycle", l->id);
}

/* `!dir$ unroll [n]`, `!dir$ nounroll` (PGI, Intel spelling `unroll(n)`,
 * `unroll = n` too) become nvcc's `#pragma unroll [n]` before the next DO
 * loop; `ignore_tkr` is sema's (dummies); the others (ivdep, vector, ...)
 * have no CUDA meaning and are ignored with a warning. */
static void compiler_directive(DevProc *p, Node *st) {
    const char *t = st->str ? st->str : "";
    if (!strncasecmp(t, "ignore_tkr", 10) || !strncasecmp(t, "ignore_tr", 9)) return;
    if (!strncasecmp(t, "nounroll", 8) && !isalnum((unsigned char)t[8])) {
        p->unroll = "#pragma unroll 1";
    } else if (!strncasecmp(t, "unroll", 6) && !isalnum((unsigned char)t[6])) {
        const char *n = t + 6;
        while (*n == ' ' || *n == '(' || *n == '=') n++;
        char *end;
        long count = strtol(n, &end, 10);
        while (*end == ' ' || *end == ')') end++;
        if (end == n && !*n) {
            p->unroll = "#pragma unroll";
        } else if (end != n && !*end && count > 0 && count <= 1 << 20) {
            p->unroll = format("#pragma unroll %ld", count);
        } else {
            warning_at(st->loc, "!dir$ unroll takes a positive integer constant: ignored");
            return;
        }
    } else {
        warning_at(st->loc, "directive '!dir$ %s' has no meaning in device code: ignored", t);
        return;
    }
    p->unroll_loc = st->loc;
}

/* The pending `!dir$ unroll`, on the line before a loop's for/while. */
static void unroll_pragma(DevProc *p) {
    if (!p->unroll) return;
    dev_line(p, "%s", p->unroll);
    p->unroll = NULL;
}

static void unroll_unused(DevProc *p) {
    if (!p->unroll) return;
    warning_at(p->unroll_loc, "!dir$ unroll is not followed by a DO loop: ignored");
    p->unroll = NULL;
}

static void do_stmt(DevProc *p, Node *st) {
    if (p->nloops == 64) {
        dev_fail(p, st->loc, "DO nesting deeper than 64");
        return;
    }
    DevLoop *l = &p->loops[p->nloops++];
    memset(l, 0, sizeof *l);
    l->node = st;
    l->id = ++p->ntemps;
    bool braces = false;
    /* in emulation a loop that may spin on another thread counts its
     * iterations, and the emulator runs the other threads at each one
     * (cuda/waits.c, CUF_WAIT_LOOP in cuf_device.h) */
    bool waits = p->em->opt->emu && loop_may_wait(st);
    const char *count = format("cuf_w%d", l->id);
    if (st->op == DO_CONCURRENT) { /* the iterations in order: one valid order (F2008 8.1.6.7) */
        int close = open_concurrent_loops(p, st->list, st->mask);
        dev_stmts(p, st->body);
        if (p->loops[p->nloops - 1].need_cycle_label) dev_line(p, "cuf_cycle%d:;", l->id);
        close_braces(p, close);
        p->nloops--;
        return;
    }
    switch ((DoKind)st->op) {
    case DO_WHILE: {
        const char *cond = cond_text(p, st->cond);
        unroll_pragma(p);
        if (waits)
            dev_line(p, "for (unsigned %s = 0; %s; %s++) {", count, cond, count);
        else
            dev_line(p, "while (%s) {", cond);
        break;
    }
    case DO_FOREVER:
        unroll_pragma(p);
        if (waits)
            dev_line(p, "for (unsigned %s = 0;; %s++) {", count, count);
        else
            dev_line(p, "for (;;) {");
        break;
    case DO_COUNTED: {
        Node *var = NULL;
        Symbol *vs = st->var ? scope_lookup(p->scope, st->var) : NULL;
        DevVar *v = dev_var(p, vs);
        if (!v || v->rank) {
            dev_fail(p, st->loc, "this DO variable");
            p->nloops--;
            return;
        }
        (void)var;
        const char *i = v->by_ref ? format("(*%s)", v->cname) : v->cname;
        Type *it = vs->type;
        const char *ct = dev_ctype(p->em, it);
        const char *start = dev_convert(p, dev_expr(p, st->lhs), st->lhs->type ? st->lhs->type : it, it);
        const char *end = dev_convert(p, dev_expr(p, st->rhs), st->rhs->type ? st->rhs->type : it, it);
        int64_t step = 1;
        bool const_step = !st->stride || sema_const_int(st->stride, p->scope, &step);
        if (it && it->kind != TY_INTEGER) {
            dev_fail(p, st->loc, "a DO loop with a non-integer variable");
            p->nloops--;
            return;
        }
        /* F2008 8.1.6.4: the bounds are evaluated once, the trip count
         * is max((end - start + step) / step, 0). */
        const char *e = end;
        if (!is_plain_const(end) || !const_step || step == 0) {
            dev_line(p, "{");
            p->indent++;
            braces = true;
        }
        if (!is_plain_const(end)) {
            e = format("cuf_e%d", l->id);
            dev_line(p, "const %s %s = %s;", ct, e, end);
        }
        bool partition = p->partition_next;
        p->partition_next = false;
        if (partition && const_step && step != 0) {
            /* thread k of the block takes iterations k, k + blockDim.x, ... */
            dev_line(p, "for (%s = %s + (%s)threadIdx.x * %lld; %s %s %s; %s += (%s)blockDim.x * %lld) {", i, start,
                     ct, (long long)step, i, step > 0 ? "<=" : ">=", e, i, ct, (long long)step);
        } else if (partition) {
            dev_fail(p, st->loc, "an !$acc loop vector with a variable step");
        } else if (const_step && step != 0) {
            unroll_pragma(p);
            dev_line(p, "for (%s = %s; %s %s %s; %s += %lld) {", i, start, i, step > 0 ? "<=" : ">=", e, i,
                     (long long)step);
        } else {
            const char *sv = format("cuf_s%d", l->id), *tc = format("cuf_t%d", l->id);
            dev_line(p, "const %s %s = %s;", ct, sv, dev_expr(p, st->stride));
            dev_line(p, "%s = %s;", i, start);
            unroll_pragma(p);
            dev_line(p, "for (%s %s = (%s - %s + %s) / %s; %s > 0; %s--, %s += %s) {", ct, tc, e, i, sv, sv, tc, tc, i,
                     sv);
        }
        break;
    }
    default:
        break;
    }
    p->indent++;
    if (waits) dev_line(p, "CUF_WAIT_LOOP(%s, %s, %d);", count, c_quoted(st->loc.file), st->loc.line);
    dev_stmts(p, st->body);
    l = &p->loops[p->nloops - 1];
    if (l->need_cycle_label) dev_line(p, "cuf_cycle%d:;", l->id);
    p->indent--;
    dev_line(p, "}");
    if (braces) {
        p->indent--;
        dev_line(p, "}");
    }
    if (l->need_exit_label) dev_line(p, "cuf_exit%d:;", l->id);
    p->nloops--;
}

/* ------------------------------------------------------ SELECT CASE */

static const char *case_test(DevProc *p, const char *sel, Node *v) {
    v = dev_arg_expr(v);
    if (v->kind == N_RANGE) {
        const char *lo = v->lhs ? format("%s >= %s", sel, dev_expr(p, v->lhs)) : NULL;
        const char *hi = v->rhs ? format("%s <= %s", sel, dev_expr(p, v->rhs)) : NULL;
        if (lo && hi) return format("(%s && %s)", lo, hi);
        return format("(%s)", lo ? lo : hi);
    }
    return format("%s == %s", sel, dev_expr(p, v));
}

static void select_case(DevProc *p, Node *st) {
    Type *t = st->cond->type;
    const char *sel = format("cuf_sel%d", ++p->ntemps);
    dev_line(p, "{");
    p->indent++;
    dev_line(p, "const %s %s = %s;", t && t->kind == TY_LOGICAL ? "bool" : dev_ctype(p->em, t), sel,
             dev_expr(p, st->cond));
    Node *deflt = NULL;
    bool first = true;
    for (Node *c = st->list; c; c = c->next) {
        if (!c->list) {
            deflt = c;
            continue;
        }
        StrBuf test = {0};
        for (Node *v = c->list; v; v = v->next)
            sb_printf(&test, "%s%s", v == c->list ? "" : " || ", case_test(p, sel, v));
        dev_line(p, "%sif (%s) {", first ? "" : "} else ", sb_str(&test));
        first = false;
        p->indent++;
        dev_stmts(p, c->body);
        p->indent--;
    }
    if (deflt) {
        if (!first) dev_line(p, "} else {");
        else dev_line(p, "{");
        p->indent++;
        dev_stmts(p, deflt->body);
        p->indent--;
    }
    if (!first || deflt) dev_line(p, "}");
    p->indent--;
    dev_line(p, "}");
}

/* ------------------------------------------------------ PRINT / WRITE */

/* List-directed output in device code (guide 3.6.7): one printf per
 * statement, so lines of different threads do not interleave. */
static void print_stmt(DevProc *p, Node *st) {
    if (st->op == IO_WRITE) {
        Node *unit = dev_arg_expr(st->args), *fmt = dev_arg_expr(st->args ? st->args->next : NULL);
        if (!unit || unit->kind != N_STAR || (fmt && fmt->kind != N_STAR) ||
            (st->args->next && st->args->next->next)) {
            dev_fail(p, st->loc, "WRITE other than write(*,*)");
            return;
        }
    } else {
        Node *fmt = dev_arg_expr(st->args);
        if (fmt && fmt->kind != N_STAR) {
            dev_fail(p, st->loc, "formatted PRINT");
            return;
        }
    }
    StrBuf f = {0}, a = {0}, views = {0};
    sb_puts(&f, " ");
    for (Node *it = st->list; it; it = it->next) {
        Node *e = dev_arg_expr(it);
        Type *t = e->type;
        if (t && t->rank > 0) {
            dev_fail(p, e->loc, "an array in device PRINT");
            return;
        }
        if (e->kind == N_STRING_LIT) {
            const char *s = e->str;
            for (int64_t i = 0; i < e->ival; i++) {
                if (s[i] == '%') sb_puts(&f, "%%");
                else if (s[i] == '"' || s[i] == '\\') sb_printf(&f, "\\%c", s[i]);
                else sb_printf(&f, "%c", s[i]);
            }
            continue;
        }
        if (dev_is_string(e)) { /* chars.c: the view's chars, as list-directed output writes them */
            const char *v = dev_temp(p, "cuf_s");
            sb_printf(&views, "const cuf_strv %s = %s; ", v, dev_string(p, e));
            sb_puts(&f, "%.*s");
            sb_printf(&a, ", %s.n, %s.p", v, v);
            continue;
        }
        const char *x = dev_expr(p, e);
        switch (t ? t->kind : TY_INTEGER) {
        case TY_INTEGER:
            if (t && t->kind_num == 8) { sb_puts(&f, " %lld"); sb_printf(&a, ", %s", x); }
            else { sb_puts(&f, " %d"); sb_printf(&a, ", (int)%s", x); }
            break;
        case TY_REAL:
            sb_puts(&f, t->kind_num == 8 ? "%#25.16G" : "%#11.7G");
            sb_printf(&a, ", (double)%s", x);
            break;
        case TY_COMPLEX: {
            const char *g = t->kind_num == 8 ? "%#.16G" : "%#.7G";
            sb_printf(&f, " (%s,%s)", g, g);
            const char *tmp = format("cuf_z%d", ++p->ntemps);
            sb_printf(&a, ", (double)cuf_convert<cuf_c8>(%s).re, (double)cuf_aimag(cuf_convert<cuf_c8>(%s))", x, x);
            (void)tmp;
            break;
        }
        case TY_LOGICAL:
            sb_puts(&f, "%c");
            sb_printf(&a, ", %s ? 'T' : 'F'", x);
            break;
        case TY_CHARACTER:
            sb_puts(&f, "%c");
            sb_printf(&a, ", %s", x);
            break;
        default:
            dev_fail(p, e->loc, "this item in device PRINT");
            return;
        }
    }
    /* a block: a GOTO may not jump over the views' initialisations */
    if (views.len) dev_line(p, "{ %sprintf(\"%s\\n\"%s); }", sb_str(&views), sb_str(&f), sb_str(&a));
    else dev_line(p, "printf(\"%s\\n\"%s);", sb_str(&f), sb_str(&a));
}

/* ------------------------------------------------------ allocation */

DevVar *dev_allocatable(DevProc *p, Node *name) {
    DevVar *v = name && name->kind == N_NAME ? dev_var(p, name->sym) : NULL;
    if (v && v->desc && (v->sym->attrs & ATTR_ALLOCATABLE) && !v->sym->is_module_var) return v;
    dev_fail(p, name ? name->loc : p->unit->loc, "this allocatable object"); /* rules.c admits only these */
    return NULL;
}

const char *dev_allocate_call(DevVar *v, const char *const *lo, const char *const *hi, bool stat) {
    StrBuf l = {0}, h = {0};
    for (int k = 0; k < v->rank; k++) {
        sb_printf(&l, "%s(long long)(%s)", k ? ", " : "", lo[k] ? lo[k] : "1");
        sb_printf(&h, "%s(long long)(%s)", k ? ", " : "", hi[k]);
    }
    return format("cuf_dev_allocate(%s, {%s}, {%s}, %s, \"%s\")", v->cname, sb_str(&l), sb_str(&h),
                  stat ? "true" : "false", v->sym->name);
}

static Node *option(Node *opts, const char *name) {
    for (Node *o = opts; o; o = o->next)
        if (o->name && !strcmp(o->name, name)) return o->lhs;
    return NULL;
}

/* ALLOCATE / DEALLOCATE of local allocatable arrays, with STAT= (F2008
 * 6.7.4: it gets the first failure's code, and later objects are left alone). */
static void allocation_stmt(DevProc *p, Node *st, bool allocate) {
    Node *stat = option(st->args, "stat");
    for (Node *o = st->args; o; o = o->next)
        if (o->name && strcmp(o->name, "stat")) {
            dev_fail(p, o->loc, format("%s= in device code", o->name));
            return;
        }
    const char *sv = stat ? dev_lvalue(p, stat) : NULL;
    if (sv) dev_line(p, "%s = 0;", sv);
    for (Node *o = st->list; o; o = o->next) {
        Node *name = o->kind == N_APPLY ? o->lhs : o;
        DevVar *v = dev_allocatable(p, name);
        if (!v) return;
        const char *call;
        if (allocate) {
            const char *lo[DEV_MAX_RANK] = {0}, *hi[DEV_MAX_RANK] = {0};
            int rank = 0;
            for (Node *a = o->kind == N_APPLY ? o->args : NULL; a && rank < DEV_MAX_RANK; a = a->next, rank++) {
                Node *r = dev_arg_expr(a); /* every bound given: rules.c */
                if (r->kind == N_RANGE) {
                    lo[rank] = dev_expr(p, r->lhs);
                    hi[rank] = dev_expr(p, r->rhs);
                } else {
                    hi[rank] = dev_expr(p, r);
                }
            }
            call = dev_allocate_call(v, lo, hi, sv != NULL);
        } else {
            call = format("cuf_dev_deallocate(%s, %s, \"%s\")", v->cname, sv ? "true" : "false", v->sym->name);
        }
        if (sv) dev_line(p, "if (%s == 0) %s = %s;", sv, sv, call);
        else dev_line(p, "%s;", call);
    }
}

/* ------------------------------------------------------ statements */

static void call_stmt(DevProc *p, Node *st) {
    Symbol *s = st->sym ? st->sym : (st->lhs ? st->lhs->sym : NULL);
    if (st->launch) {
        dev_child_launch(p, st);
        return;
    }
    const char *name = s ? sym_origin(s)->name : st->lhs ? st->lhs->name : "";
    if (s && dev_wmma_call(p, st, s)) return; /* wmma.c */
    if (s && dev_is_user_proc(s)) {
        if (dev_declare_proc(p->em, s, st->loc))
            dev_line(p, "%s(%s);", abi_device_name(s), dev_call_args(p, s, st->args));
        return;
    }
    /* syncthreads(group) of cooperative_groups (guide 3.8.1.3): the barrier
     * of the group's kind (cuf_device.h) */
    if (!strcmp(name, "syncthreads") && st->args) {
        Node *g = dev_arg_expr(st->args);
        Type *t = g ? type_elem(g->type) : NULL;
        const char *kind = t && t->kind == TY_DERIVED ? sym_origin(t->derived)->name : "";
        p->em->uses_coop |= !strcmp(kind, "grid_group");
        const char *c = !strcmp(kind, "grid_group") ? "cuf_grid_sync()"
                        : !strcmp(kind, "thread_group") ? "__syncthreads()"
                        : "cuf_warp_sync()"; /* coalesced_group; other kinds: rules.c */
        dev_line(p, "%s;", dev_sited(p, st->loc, c));
        return;
    }
    /* synchronisation and fences (guide 3.6.4) */
    static const struct { const char *f, *c; } sync[] = {
        {"syncthreads", "__syncthreads()"}, {"threadfence", "__threadfence()"},
        {"threadfence_block", "__threadfence_block()"}, {"threadfence_system", "__threadfence_system()"},
        {NULL, NULL}};
    for (int i = 0; sync[i].f; i++)
        if (!strcmp(name, sync[i].f)) {
            dev_line(p, "%s;", i == 0 ? dev_sited(p, st->loc, sync[i].c) : sync[i].c);
            return;
        }
    if (!strcmp(name, "syncwarp")) {
        dev_line(p, "%s;", dev_sited(p, st->loc, format("__syncwarp((unsigned)(%s))",
                                                        st->args ? dev_expr(p, dev_arg_expr(st->args)) : "0xffffffffu")));
        return;
    }
    if (!strcmp(name, "mvbits")) {
        Node *a[5];
        Node *x = st->args;
        for (int i = 0; i < 5; i++, x = x ? x->next : NULL) a[i] = dev_arg_expr(x);
        if (!a[4]) {
            dev_fail(p, st->loc, "mvbits with missing arguments");
            return;
        }
        dev_line(p, "cuf_mvbits(%s, (int)%s, (int)%s, &%s, (int)%s);", dev_expr(p, a[0]), dev_expr(p, a[1]),
                 dev_expr(p, a[2]), dev_lvalue(p, a[3]), dev_expr(p, a[4]));
        return;
    }
    const char *intrinsic = dev_intrinsic_call_stmt(p, st); /* sincos, ... (expr.c) */
    if (intrinsic) {
        dev_line(p, "%s;", intrinsic);
        return;
    }
    dev_fail(p, st->loc, format("call of '%s'", name));
}

bool dev_mentions(const Node *e, const Symbol *s) {
    for (; e; e = e->next) {
        if (e->kind == N_NAME && e->sym && sym_origin(e->sym) == s) return true;
        if (dev_mentions(e->lhs, s) || dev_mentions(e->rhs, s) || dev_mentions(e->args, s) ||
            dev_mentions(e->stride, s) || dev_mentions(e->list, s))
            return true;
    }
    return false;
}

static void assign_stmt(DevProc *p, Node *st) {
    if (dev_wmma_assign(p, st)) return; /* wmma.c */
    if (st->sym) { /* defined assignment: call its specific (F2008 12.4.3.4.3) */
        dev_line(p, "%s;", dev_operands_call(p, st->sym, st->lhs, st->rhs, st->loc));
        return;
    }
    if (st->lhs->type && st->lhs->type->rank > 0) {
        /* F2008 7.2.1.3: a local allocatable array assigned an array value
         * is (re)allocated to the value's shape (bounds 1:n) first */
        Symbol *b = st->lhs->kind == N_NAME && st->lhs->sym ? sym_origin(st->lhs->sym) : NULL;
        DevVar *v = b && (b->attrs & ATTR_ALLOCATABLE) ? dev_var(p, st->lhs->sym) : NULL;
        if (v && v->desc && !b->is_module_var && st->rhs->type && st->rhs->type->rank > 0) {
            const char *ext[DEV_MAX_RANK];
            if (dev_shape(p, st->rhs, ext) != v->rank) {
                dev_fail(p, st->rhs->loc, "this array value assigned to an allocatable array");
                return;
            }
            StrBuf e = {0};
            for (int k = 0; k < v->rank; k++) sb_printf(&e, "%s(long long)(%s)", k ? ", " : "", ext[k]);
            dev_line(p, "cuf_dev_fit(%s, {%s}, %s, \"%s\");", v->cname, sb_str(&e),
                     dev_mentions(st->rhs, b) ? "true" : "false", b->name);
        }
        array_assign(p, st->lhs, st->rhs);
        return;
    }
    if (st->rhs->type && st->rhs->type->rank > 0) {
        dev_fail(p, st->loc, "an array value assigned to a scalar");
        return;
    }
    if (dev_is_string(st->lhs) || (st->lhs->type && st->lhs->type->kind == TY_CHARACTER && dev_is_string(st->rhs))) {
        dev_string_assign(p, st->lhs, st->rhs); /* chars.c */
        return;
    }
    dev_line(p, "%s = %s;", dev_store(p, st->lhs), dev_strip_parens(dev_expr_as(p, st->rhs, st->lhs->type)));
}

static void if_stmt(DevProc *p, Node *st) {
    dev_line(p, "if (%s) {", cond_text(p, st->cond));
    p->indent++;
    dev_stmts(p, st->body);
    p->indent--;
    for (Node *e = st->orelse; e; e = e->orelse) {
        if (e->kind == N_ELSE_IF) {
            dev_line_directive(p, e->loc);
            dev_line(p, "} else if (%s) {", cond_text(p, e->cond));
        } else {
            dev_line(p, "} else {");
        }
        p->indent++;
        dev_stmts(p, e->body);
        p->indent--;
    }
    dev_line(p, "}");
}

/* ASSOCIATE (F2008 8.1.3): a name for a variable is its address (writes
 * through it reach the selector), a name for an expression a constant of
 * the value taken on entry; a whole array selector lends its bounds. */
static void associate_stmt(DevProc *p, Node *st) {
    dev_line(p, "{");
    p->indent++;
    for (Node *a = st->list; a; a = a->next) {
        Node *sel = a->lhs;
        Symbol *name = a->sym;
        if (!name || !sel || !name->type) continue;
        bool variable = (sel->kind == N_NAME && sel->sym && sym_origin(sel->sym)->kind == SYM_VARIABLE) ||
                        sel->kind == N_COMPONENT || (sel->kind == N_APPLY && apply_kind(sel) == APPLY_ELEMENT);
        if (name->type->kind == TY_CHARACTER && (name->type->len_kind != LEN_CONST || name->type->len != 1)) {
            dev_fail(p, sel->loc, "a character string as the selector of ASSOCIATE");
        } else if (name->type->rank > 0) {
            /* a whole array: a variable, or a component of a structure
             * named without subscripts (its designator stays the same) */
            Node *base = sel;
            while (base->kind == N_COMPONENT) base = base->lhs;
            DevVar tmp, *whole = base->kind == N_NAME && (sel->kind == N_NAME || sel->kind == N_COMPONENT)
                                     ? dev_designator_var(p, sel, &tmp) : NULL;
            DevVar *v = dev_new_var(p, name, "cuf_bad");
            if (!whole) {
                dev_fail(p, sel->loc, "an array section or array expression as the selector of ASSOCIATE");
                continue;
            }
            *v = *whole;
            v->sym = name;
        } else if (variable) {
            DevVar *v = dev_new_var(p, name, dev_temp(p, "cuf_assoc"));
            v->by_ref = true;
            dev_line(p, "auto *const %s = %s;", v->cname, dev_address_of(p, sel));
        } else {
            DevVar *v = dev_new_var(p, name, dev_temp(p, "cuf_assoc"));
            dev_line(p, "const %s %s = %s;", dev_ctype(p->em, name->type), v->cname,
                     dev_expr_as(p, sel, name->type));
        }
    }
    dev_stmts(p, st->body);
    p->indent--;
    dev_line(p, "}");
}

static void stmt(DevProc *p, Node *st) {
    if (st->label && is_target(p, st->label)) dev_line(p, "cuf_L%d:;", st->label);
    switch (st->kind) {
    case N_ASSIGN: assign_stmt(p, st); break;
    case N_CALL: call_stmt(p, st); break;
    case N_IF: if_stmt(p, st); break;
    case N_IF_STMT:
        dev_line(p, "if (%s) {", cond_text(p, st->cond));
        p->indent++;
        dev_stmts(p, st->body);
        p->indent--;
        dev_line(p, "}");
        break;
    case N_DO: do_stmt(p, st); break;
    case N_SELECT_CASE: select_case(p, st); break;
    case N_WHERE: where_stmt(p, st); break;
    case N_FORALL: forall_stmt(p, st); break;
    case N_CYCLE: exit_cycle(p, st, false); break;
    case N_EXIT: exit_cycle(p, st, true); break;
    case N_GOTO: dev_line(p, "goto cuf_L%lld;", (long long)st->ival); break;
    case N_COMPUTED_GOTO: {
        const char *sel = format("cuf_g%d", ++p->ntemps);
        dev_line(p, "{");
        p->indent++;
        dev_line(p, "const int %s = %s;", sel, dev_expr(p, st->cond));
        int i = 1;
        for (Node *l = st->list; l; l = l->next, i++) dev_line(p, "if (%s == %d) goto cuf_L%s;", sel, i, l->str);
        p->indent--;
        dev_line(p, "}");
        break;
    }
    case N_CONTINUE: break;
    case N_ALLOCATE: allocation_stmt(p, st, true); break;
    case N_DEALLOCATE: allocation_stmt(p, st, false); break;
    case N_RETURN:
        if (st->lhs) dev_fail(p, st->loc, "alternate RETURN");
        else if (p->cleanup.len) dev_line(p, "{ %sreturn%s%s; }", sb_str(&p->cleanup), p->result ? " " : "",
                                          p->result ? p->result : "");
        else if (p->result) dev_line(p, "return %s;", p->result);
        else dev_line(p, "return;");
        break;
    case N_STOP:
        /* STOP in device code ends the whole program (guide 3.6.7 lists
         * stop among the statements allowed). */
        if (st->lhs && st->lhs->type && st->lhs->type->kind == TY_INTEGER)
            dev_line(p, "{ printf(\"STOP %%d\\n\", (int)%s); __trap(); }", dev_expr(p, st->lhs));
        else
            dev_line(p, "__trap();");
        break;
    case N_IO:
        if (st->op == IO_PRINT || st->op == IO_WRITE) print_stmt(p, st);
        else dev_fail(p, st->loc, "this I/O statement");
        break;
    case N_ASSOCIATE: associate_stmt(p, st); break;
    case N_BLOCK:
        dev_line(p, "{");
        p->indent++;
        dev_stmts(p, st->body);
        p->indent--;
        dev_line(p, "}");
        break;
    case N_ERROR_STMT: break;
    case N_COMPILER_DIRECTIVE: compiler_directive(p, st); break;
    case N_ACC:
        /* guide 5.8: an `!$acc routine` procedure is called from kernels;
         * its `!$acc loop`s run in the calling thread */
        if (st->name && !strncmp(st->name, "routine", 7)) break;
        /* `!$acc cache(...)`: a hint, warned about where it was lowered (accregion.c) */
        if (st->name && !strcmp(st->name, "cache")) break;
        if (st->name && (!strcmp(st->name, "loop") || !strcmp(st->name, "do")) && st->body) {
            /* in a region kernel each thread runs its iteration's inner loops */
            p->partition_next = !p->kernel && acc_loop_partitioned(st);
            dev_stmts(p, st->body);
            break;
        }
        dev_fail(p, st->loc, format("!$acc %s", st->name ? st->name : ""));
        break;
    default:
        dev_fail(p, st->loc, format("statement '%s'", node_kind_name(st->kind)));
    }
}

static bool is_spec_stmt(const Node *n) {
    switch (n->kind) {
    case N_TYPE_DECL: case N_ATTR_STMT: case N_PARAMETER: case N_IMPLICIT: case N_USE: case N_IMPORT:
    case N_COMMON: case N_EQUIVALENCE: case N_NAMELIST: case N_DATA: case N_FORMAT: case N_ENTRY:
    case N_PROCEDURE_DECL: case N_DERIVED_TYPE: case N_INTERFACE: case N_STMT_FUNCTION: case N_ENUM:
        return true;
    default:
        return false;
    }
}

void dev_stmts(DevProc *p, Node *body) {
    for (Node *st = body; st; st = st->next) {
        if (is_spec_stmt(st)) continue;
        if (st->kind != N_DO && st->kind != N_COMPILER_DIRECTIVE) unroll_unused(p);
        dev_line_directive(p, st->loc);
        if (dev_array_calls(p, st)) stmt(p, st); /* arraycall.c */
    }
    unroll_unused(p);
}
