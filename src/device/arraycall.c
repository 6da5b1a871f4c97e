/* arraycall.c — calls of array-valued device functions (F2008 12.6.2.2).
 *
 * Such a function returns its array through a hidden last argument
 * (proc_signature in emit.c), as gfortran does: the caller passes a
 * temporary of its own, per thread, of the result's shape.  The calls in a
 * statement are made before the statement's code, innermost first, and the
 * statement then reads each call's temporary like an array variable
 * (designator_var, dev_shape and actual_arg in expr.c look it up), so an
 * elemental loop nest over `y = f(x) + 1.0` does not call f once per
 * element.  Fortran leaves the order of evaluation within a statement to
 * the processor (F2008 7.1.4), which lets the calls come first.
 *
 * The temporary is a C array when the result's shape is constant; else a
 * pointer declared at procedure entry whose memory, from the device heap,
 * is replaced at each call and freed before the procedure returns.  The
 * shape then comes from the result's specification expressions, evaluated
 * in the caller with the function's dummies bound to the actual
 * arguments (`real :: y(n)`, `integer :: p(0:size(x) - 1)`). */
#include <stdlib.h>
#include <string.h>
#include "device/device.h"

DevVar *dev_array_call_value(DevProc *p, const Node *e) {
    for (int i = 0; i < p->narray_calls; i++)
        if (p->array_calls[i].call == e) return p->array_calls[i].value;
    return NULL;
}

/* The specific that call e references when it is an array-valued device
 * function, else NULL. */
static Symbol *array_function(const Node *e) {
    if (!e || e->kind != N_APPLY || apply_kind(e) != APPLY_CALL || !e->type || e->type->rank == 0) return NULL;
    Symbol *s = e->sym ? e->sym : (e->lhs ? e->lhs->sym : NULL);
    return s && dev_is_user_proc(s) && dev_array_result(s) ? s : NULL;
}

/* Binds dummy d of the called function to actual a in p->vars for the
 * evaluation of the result's bounds: a scalar to its value, an
 * assumed-shape array to the actual's shape, an explicit-shape array to
 * its declared bounds (evaluated with the scalars already bound). */
static bool bind_dummy(DevProc *p, Symbol *d, Node *a) {
    DevVar *v = dev_new_var(p, d, "0");
    if (v->rank == 0) {
        v->cname = dev_temp(p, "cuf_a");
        dev_line(p, "const %s %s = %s;", dev_ctype(p->em, d->type), v->cname, dev_expr_as(p, a, d->type));
        return true;
    }
    const char *ext[DEV_MAX_RANK];
    bool assumed_shape = d->type->dims[0].kind == DIM_ASSUMED_SHAPE;
    if (assumed_shape && dev_shape(p, a, ext) != v->rank) return false;
    for (int k = 0; k < v->rank; k++) {
        ArrayDim *dim = &d->type->dims[k];
        v->lb[k] = !dim->lower ? "1" : dim->lower_known ? format("%lld", (long long)dim->lower_val)
                                                        : dev_expr(p, dim->lower);
        if (assumed_shape) v->ext[k] = ext[k];
        else if (dim->kind == DIM_ASSUMED_SIZE) v->ext[k] = NULL;
        else if (dim->upper_known && (!dim->lower || dim->lower_known))
            v->ext[k] = format("%lld", (long long)(dim->upper_val - (dim->lower ? dim->lower_val : 1) + 1));
        else if (dim->upper) v->ext[k] = format("cuf_max(%s - %s + 1, 0)", dev_expr(p, dim->upper), v->lb[k]);
        else return false;
    }
    return true;
}

/* The extents of function o's result for the call with actuals `args`,
 * as C texts (constants, or locals set before the call); false after a
 * located error. */
static bool result_extents(DevProc *p, Symbol *o, Node *call, const char **ext) {
    Symbol *r = dev_array_result(o);
    Node *by[64];
    int saved = p->nvars;
    bool ok = args_by_dummy(o, call->args, by, 64);
    /* scalars first: explicit-shape dummies' bounds may use them */
    for (int pass = 0; ok && pass < 2; pass++)
        for (int j = 0; ok && j < o->dummies.len && j < 64; j++) {
            Symbol *d = o->dummies.items[j];
            if (!d || !by[j] || (d->type && d->type->rank > 0) != (pass == 1)) continue;
            for (int k = 0; k < r->type->rank; k++)
                if (dev_mentions(r->type->dims[k].lower, d) || dev_mentions(r->type->dims[k].upper, d)) {
                    ok = bind_dummy(p, d, by[j]);
                    break;
                }
        }
    for (int k = 0; ok && k < r->type->rank; k++) {
        ArrayDim *dim = &r->type->dims[k];
        bool lo_known = !dim->lower || dim->lower_known;
        int64_t lo = dim->lower ? dim->lower_val : 1;
        if (lo_known && dim->upper_known) {
            ext[k] = format("%lld", (long long)(dim->upper_val >= lo ? dim->upper_val - lo + 1 : 0));
            continue;
        }
        /* a .cufmod keeps constant bounds only */
        if (!dim->upper || (!lo_known && !dim->lower)) {
            ok = false;
            break;
        }
        ext[k] = dev_temp(p, "cuf_x");
        dev_line(p, "const int %s = cuf_max((int)(%s) - (int)(%s) + 1, 0);", ext[k], dev_expr(p, dim->upper),
                 lo_known ? format("%lld", (long long)lo) : dev_expr(p, dim->lower));
    }
    p->nvars = saved;
    if (!ok) dev_fail(p, call->loc, format("a call of '%s', whose result's shape depends on its arguments in a way "
                                           "not known here,", o->name));
    return ok;
}

/* Call e of array-valued function s into a new temporary; false after an error. */
static bool make_call(DevProc *p, Node *e, Symbol *s) {
    Symbol *o = sym_origin(s), *r = dev_array_result(o);
    if (!dev_declare_proc(p->em, s, e->loc)) return false;
    DevVar *v = xmalloc(sizeof *v);
    v->sym = o;
    v->rank = r->type->rank;
    v->cname = v->base = dev_temp(p, "cuf_f");
    if (!result_extents(p, o, e, v->ext)) return false;
    const char *ct = dev_ctype(p->em, r->type);
    int64_t n = 1;
    const char *sm = "1";
    bool fixed = true;
    for (int k = 0; k < v->rank; k++) {
        v->lb[k] = "1";
        v->sm[k] = sm;
        sm = format("%s * %s", sm, v->ext[k]);
        char *end;
        long long x = strtoll(v->ext[k], &end, 10);
        if (*end) fixed = false;
        else n *= x;
    }
    if (fixed) {
        sb_printf(&p->decls, "  %s %s[%lld];\n", ct, v->cname, (long long)(n ? n : 1));
    } else {
        sb_printf(&p->decls, "  %s *%s = nullptr;\n", ct, v->cname);
        sb_printf(&p->cleanup, "free(%s); ", v->cname);
        dev_line(p, "free(%s);", v->cname);
        dev_line(p, "%s = (%s *)cuf_auto_alloc(sizeof(%s) * (size_t)(%s), \"%s result\");", v->cname, ct, ct, sm,
                 o->name);
    }
    const char *args = dev_call_args(p, s, e->args);
    dev_line(p, "%s(%s%s%s);", abi_device_name(s), args, *args ? ", " : "", v->cname);
    p->array_calls = xgrow(p->array_calls, p->narray_calls, sizeof *p->array_calls);
    p->array_calls[p->narray_calls++] = (DevArrayCall){e, v};
    return true;
}

/* The calls of array-valued functions in expression e (and the expressions
 * chained after it): made, arguments first, or with `where` reported as not
 * supported there.  Returns false after an error. */
static bool calls_in(DevProc *p, Node *e, const char *where) {
    for (; e; e = e->next) {
        if (!calls_in(p, e->lhs, where) || !calls_in(p, e->rhs, where) || !calls_in(p, e->stride, where) ||
            !calls_in(p, e->args, where) || !calls_in(p, e->list, where))
            return false;
        Symbol *s = array_function(e);
        if (!s) continue;
        if (where) {
            dev_fail(p, e->loc, format("a call of array-valued function '%s' %s", sym_origin(s)->name, where));
            return false;
        }
        if (!make_call(p, e, s)) return false;
    }
    return true;
}

bool dev_array_calls(DevProc *p, Node *st) {
    switch (st->kind) {
    case N_ASSIGN: return calls_in(p, st->lhs, NULL) && calls_in(p, st->rhs, NULL);
    case N_CALL: return calls_in(p, st->args, NULL);
    case N_IF:
        if (!calls_in(p, st->cond, NULL)) return false;
        for (Node *e = st->orelse; e; e = e->orelse)
            if (!calls_in(p, e->cond, "in an ELSE IF condition")) return false;
        return true;
    case N_IF_STMT: case N_SELECT_CASE: case N_COMPUTED_GOTO: return calls_in(p, st->cond, NULL);
    case N_DO:
        if (st->op != DO_COUNTED) return calls_in(p, st->cond, "in a DO WHILE condition");
        return calls_in(p, st->lhs, NULL) && calls_in(p, st->rhs, NULL) && calls_in(p, st->stride, NULL);
    case N_IO: return calls_in(p, st->list, NULL);
    case N_STOP: return calls_in(p, st->lhs, NULL);
    case N_WHERE:
        for (Node *part = st; part; part = part->orelse) {
            if (!calls_in(p, part->cond, "in a WHERE construct")) return false;
            for (Node *a = part->body; a; a = a->next)
                if (!calls_in(p, a->lhs, "in a WHERE construct") || !calls_in(p, a->rhs, "in a WHERE construct"))
                    return false;
        }
        return true;
    default: return true;
    }
}
