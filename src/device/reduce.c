/* reduce.c — the array reductions and location functions of device code
 * (guide 3.6.3 Table 7; F2008 13.7): sum, product, maxval, minval, any,
 * all, count, dot_product, norm2, maxloc, minloc and findloc, with DIM, MASK,
 * KIND and BACK as the standard defines them.
 *
 * Each is an immediately invoked lambda that loops over the elements of
 * its array.  Without DIM, or of a rank-1 array, the whole array is
 * reduced.  With DIM of a rank-n array the result is an array of rank n-1
 * whose elements are computed where the statement's array-syntax loop
 * nest reads them (p->elem: its counters are the result's indices; an
 * enclosing reduction's loop counts too, `sum(maxval(a, dim=1))`), the
 * loop along DIM with the other subscripts fixed.  A location function
 * without DIM is an array of rank(array) subscripts: the loop runs once per
 * element of the result read and gives the subscript it asks for. */
#include <string.h>
#include "device/device.h"

/* The arguments of a reduction, by their standard names. */
typedef struct ReduceArgs {
    Node *array, *vector_b, *value, *dim, *mask, *back;
} ReduceArgs;

/* The positional order of each intrinsic's arguments; the ones whose DIM
 * is optional in the middle (`sum(array, mask)`, `maxloc(array, mask)`)
 * also have a form without it, chosen when that argument is logical. */
static const struct {
    const char *name;
    const char *const order[6];
} forms[] = {
    {"sum", {"array", "dim", "mask"}},       {"product", {"array", "dim", "mask"}},
    {"maxval", {"array", "dim", "mask"}},    {"minval", {"array", "dim", "mask"}},
    {"any", {"mask", "dim"}},                {"all", {"mask", "dim"}},
    {"count", {"mask", "dim", "kind"}},      {"dot_product", {"vector_a", "vector_b"}},
    {"norm2", {"x", "dim"}},
    {"maxloc", {"array", "dim", "mask", "kind", "back"}},
    {"minloc", {"array", "dim", "mask", "kind", "back"}},
    {"findloc", {"array", "value", "dim", "mask", "kind", "back"}},
};

static int form_of(const char *name) {
    for (int i = 0; i < (int)(sizeof forms / sizeof forms[0]); i++)
        if (!strcmp(forms[i].name, name)) return i;
    return -1;
}

bool dev_is_reduction(const char *name) { return form_of(name) >= 0; }

/* The actual for argument kw: by keyword, else by position in the form. */
static Node *actual(Node *args, const char *const *order, bool without_dim, const char *kw) {
    int pos = 0;
    for (Node *a = args; a; a = a->next) {
        if (a->kind == N_ARG && a->name) {
            if (!strcmp(a->name, kw)) return a->lhs;
            continue;
        }
        if (without_dim && order[pos] && !strcmp(order[pos], "dim")) pos++;
        if (pos < 6 && order[pos] && !strcmp(order[pos], kw)) return dev_arg_expr(a);
        pos++;
    }
    return NULL;
}

static ReduceArgs reduce_args(Node *e, const char *name) {
    const char *const *order = forms[form_of(name)].order;
    bool element = !strcmp(order[0], "mask"); /* any, all, count: the mask is the array */
    /* the positional argument in DIM's place is a logical MASK: the form without DIM */
    Node *d = actual(e->args, order, false, "dim");
    bool without_dim = d && d->type && d->type->kind == TY_LOGICAL && !element;
    ReduceArgs r = {0};
    r.array = actual(e->args, order, without_dim, order[0]); /* array, mask, vector_a or x */
    r.vector_b = actual(e->args, order, without_dim, "vector_b");
    r.value = actual(e->args, order, without_dim, "value");
    r.dim = actual(e->args, order, without_dim, "dim");
    r.mask = element ? NULL : actual(e->args, order, without_dim, "mask");
    r.back = actual(e->args, order, without_dim, "back");
    return r;
}

static bool is_location(const char *name) {
    return !strcmp(name, "maxloc") || !strcmp(name, "minloc") || !strcmp(name, "findloc");
}

/* The dimension (0-based) that DIM names: a constant when the array has
 * more than one; -1 without DIM. */
static bool dim_index(DevProc *p, Node *e, const ReduceArgs *r, int rank, int *d) {
    *d = -1;
    if (!r->dim) return true;
    int64_t v = 1;
    if (rank > 1 && !sema_const_int(r->dim, p->scope, &v)) {
        dev_fail(p, e->loc, "a reduction along a dim= that is not constant");
        return false;
    }
    if (v < 1 || v > rank) {
        error_at(r->dim->loc, "dim=%lld is not a dimension of the rank-%d array", (long long)v, rank);
        p->em->failed = true;
        return false;
    }
    *d = (int)v - 1;
    return true;
}

int dev_reduction_shape(DevProc *p, Node *e, const char *name, const char **ext) {
    ReduceArgs r = reduce_args(e, name);
    const char *aext[DEV_MAX_RANK];
    int rank = dev_shape(p, r.array, aext), d;
    if (!rank || !dim_index(p, e, &r, rank, &d)) return 0;
    if (d < 0) {
        if (!is_location(name)) return 0;
        ext[0] = format("%d", rank);
        return 1;
    }
    int n = 0;
    for (int k = 0; k < rank; k++)
        if (k != d) ext[n++] = aext[k];
    return n;
}

const char *dev_reduction(DevProc *p, Node *e, const char *name) {
    ReduceArgs r = reduce_args(e, name);
    bool loc = is_location(name);
    /* dot_product(a, b) (F2008 13.7.50): the sum of conjg(a)*b, or for
     * logical vectors any(a .and. b), over their elements */
    const char *op = name;
    if (r.vector_b) op = e->type && e->type->kind == TY_LOGICAL ? "any" : "sum";
    const char *ext[DEV_MAX_RANK];
    int rank = dev_shape(p, r.array, ext), d;
    if (!rank) {
        dev_fail(p, e->loc, format("%s of this argument", name));
        return "0";
    }
    if (!dim_index(p, e, &r, rank, &d)) return "0";
    if (r.array->type && r.array->type->kind == TY_CHARACTER) {
        dev_fail(p, e->loc, format("%s of a character array", name));
        return "0";
    }
    if (rank == 1 && d == 0 && !loc) d = -1; /* the whole vector */
    /* the result's element being read: with DIM of a rank-n array the n-1
     * counters of the enclosing loop nest; a location without DIM the one
     * counter that picks the subscript */
    int outer_rank = d >= 0 ? rank - 1 : loc ? 1 : 0;
    ElemCtx *outer = p->elem;
    if (outer_rank && !(rank == 1 && loc) && (!outer || outer->rank != outer_rank)) {
        dev_fail(p, e->loc, format("%s giving an array outside an array assignment or reduction", name));
        return "0";
    }
    const char *value = r.value ? dev_expr(p, r.value) : NULL; /* scalars: outside the loop */
    const char *back = r.back ? dev_expr(p, r.back) : "false";
    ElemCtx ec = {.rank = rank};
    for (int k = 0, j = 0; k < rank; k++)
        ec.ctr[k] = d >= 0 && k != d ? outer->ctr[j++] : dev_temp(p, "cuf_j");
    p->elem = &ec;
    const char *x = dev_expr(p, r.array);
    if (r.vector_b) {
        const char *y = dev_expr(p, r.vector_b);
        x = !strcmp(op, "any") ? format("(%s && %s)", x, y)
            : r.array->type && r.array->type->kind == TY_COMPLEX ? format("(cuf_conjg(%s) * %s)", x, y)
                                                              : format("(%s * %s)", x, y);
    }
    const char *m = r.mask ? dev_expr(p, r.mask) : NULL;
    p->elem = outer;

    Type *rt = type_elem(e->type);
    const char *ct = dev_ctype(p->em, rt);
    /* the accumulator: the value for the value reductions, the extreme
     * found so far for maxloc/minloc */
    const char *acc = dev_temp(p, "cuf_r"), *init, *step;
    const char *et = dev_ctype(p->em, type_elem(r.array->type));
    if (loc) ct = strcmp(name, "findloc") ? et : "int"; /* findloc keeps no value */
    if (!strcmp(op, "sum")) init = format("cuf_convert<%s>(0)", ct), step = format("%s = %s + %s;", acc, acc, x);
    else if (!strcmp(op, "norm2")) init = format("(%s)0", ct), step = format("%s = %s + %s * %s;", acc, acc, x, x);
    else if (!strcmp(op, "product")) init = format("cuf_convert<%s>(1)", ct), step = format("%s = %s * %s;", acc, acc, x);
    else if (!strcmp(op, "maxval")) init = format("-cuf_huge((%s)0)", ct), step = format("if (%s > %s) %s = %s;", x, acc, acc, x);
    else if (!strcmp(op, "minval")) init = format("cuf_huge((%s)0)", ct), step = format("if (%s < %s) %s = %s;", x, acc, acc, x);
    else if (!strcmp(op, "any")) init = "false", step = format("if (%s) %s = true;", x, acc);
    else if (!strcmp(op, "all")) init = "true", step = format("if (!(%s)) %s = false;", x, acc);
    else if (!strcmp(op, "count")) init = "0", step = format("if (%s) %s++;", x, acc);
    else init = format("cuf_convert<%s>(0)", ct), step = NULL;
    if (!loc && rt->kind == TY_INTEGER && !strcmp(op, "maxval")) init = format("(%s)(-cuf_huge((%s)0) - 1)", ct, ct);
    if (!loc && rt->kind == TY_LOGICAL) ct = "bool";

    StrBuf b = {0};
    sb_printf(&b, "[&]() { %s %s = %s; ", ct, acc, init);
    const char *pos = NULL, *found = NULL;
    if (loc) {
        /* the subscripts (1-based positions) of the element found; 0 when
         * none is (a zero-sized array, a mask that is all false) */
        pos = dev_temp(p, "cuf_pos");
        found = dev_temp(p, "cuf_found");
        sb_printf(&b, "long long %s[%d] = {0}; bool %s = false; const bool %s_back = %s; ", pos, rank, found, found,
                  back);
        const char *better = !strcmp(name, "findloc") ? format("(%s == %s)", x, value)
                             : format("(!%s || %s %s %s || (%s_back && %s == %s))", found, x,
                                      !strcmp(name, "maxloc") ? ">" : "<", acc, found, x, acc);
        /* findloc: the first match, or with BACK the last; maxloc/minloc:
         * the first extreme, or with BACK the last of equal ones */
        const char *take = !strcmp(name, "findloc") ? format("(%s_back || !%s) && %s", found, found, better) : better;
        StrBuf s = {0};
        sb_printf(&s, "if (%s) { %s = true;", take, found);
        if (strcmp(name, "findloc")) sb_printf(&s, " %s = %s;", acc, x);
        for (int k = 0; k < rank; k++) sb_printf(&s, " %s[%d] = %s + 1;", pos, k, ec.ctr[k]);
        sb_puts(&s, " }");
        step = sb_str(&s);
    }
    if (m) step = format("if (%s) { %s }", m, step);
    for (int k = rank - 1; k >= 0; k--)
        if (d < 0 || k == d) sb_printf(&b, "for (int %s = 0; %s < %s; %s++) ", ec.ctr[k], ec.ctr[k], ext[k], ec.ctr[k]);
    sb_printf(&b, "{ %s } ", step);
    if (!strcmp(op, "norm2")) sb_printf(&b, "return cuf_sqrt(%s); }()", acc); /* F2008 13.7.123 */
    else if (!loc) sb_printf(&b, "return %s; }()", acc);
    else sb_printf(&b, "return (%s)%s[%s]; }()", dev_ctype(p->em, rt), pos,
                   d >= 0 ? format("%d", d) : outer && outer->rank == 1 ? outer->ctr[0] : "0");
    return sb_str(&b);
}
