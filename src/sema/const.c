/* const.c — evaluation of constant expressions (F2008 7.1.12): literals,
 * named constants, intrinsic operations, array constructors and the
 * intrinsic functions that may appear in them. */
#include "sema/sema.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static bool eval(Node *e, Scope *s, ConstValue *out);

static void set_int(ConstValue *v, int64_t i, int kind) {
    memset(v, 0, sizeof *v);
    v->kind = CV_INTEGER;
    v->i = i;
    v->type = type_integer(kind);
}

static void set_real(ConstValue *v, long double r, int kind) {
    memset(v, 0, sizeof *v);
    v->kind = CV_REAL;
    v->r = r;
    v->type = type_real(kind);
}

static void set_logical(ConstValue *v, bool b, int kind) {
    memset(v, 0, sizeof *v);
    v->kind = CV_LOGICAL;
    v->i = b;
    v->type = type_logical(kind);
}

static void set_string(ConstValue *v, const char *s, int64_t n, int kind) {
    memset(v, 0, sizeof *v);
    v->kind = CV_CHARACTER;
    char *p = xmalloc((size_t)n + 1);
    memcpy(p, s, (size_t)n);
    v->s = p;
    v->slen = n;
    v->type = type_character(n, kind);
}

/* Kind of a literal: its _kind suffix, or `dflt`. */
static bool literal_kind(Node *e, Scope *s, int dflt, int *kind) {
    *kind = dflt;
    if (!e->kind_param)
        return true;
    int64_t k;
    if (!sema_const_int(e->kind_param, s, &k))
        return false;
    *kind = (int)k;
    return true;
}

static long double as_real(const ConstValue *v) {
    return v->kind == CV_INTEGER ? (long double)v->i : v->r;
}

static int64_t boz_value(const char *digits, int radix) {
    uint64_t u = 0;
    for (const char *p = digits; *p; p++) {
        int d = *p >= '0' && *p <= '9' ? *p - '0' : (*p | 32) - 'a' + 10;
        u = u * (uint64_t)radix + (uint64_t)d;
    }
    return (int64_t)u;
}

static bool eval_literal(Node *e, Scope *s, ConstValue *out) {
    int kind;
    switch (e->kind) {
    case N_INT_LIT:
        if (!literal_kind(e, s, kind_default_int, &kind))
            return false;
        set_int(out, (int64_t)strtoull(e->str, NULL, 10), kind);
        return true;
    case N_REAL_LIT: {
        char *txt = xstrdup(e->str);
        int dflt = kind_default_real;
        for (char *p = txt; *p; p++) {
            if (*p == 'd' || *p == 'D') { *p = 'e'; dflt = 8; }
            if (*p == 'q' || *p == 'Q') { *p = 'e'; dflt = 16; }
        }
        if (!literal_kind(e, s, dflt, &kind))
            return false;
        set_real(out, strtold(txt, NULL), kind);
        free(txt);
        return true;
    }
    case N_LOGICAL_LIT:
        if (!literal_kind(e, s, kind_default_logical, &kind))
            return false;
        set_logical(out, e->ival != 0, kind);
        return true;
    case N_STRING_LIT:
        if (!literal_kind(e, s, KIND_DEFAULT_CHAR, &kind))
            return false;
        set_string(out, e->str ? e->str : "", e->ival, kind);
        return true;
    case N_BOZ_LIT:
        set_int(out, boz_value(e->str, (int)e->ival), kind_default_int);
        return true;
    case N_COMPLEX_LIT: {
        ConstValue re, im;
        if (!eval(e->lhs, s, &re) || !eval(e->rhs, s, &im))
            return false;
        if ((re.kind != CV_INTEGER && re.kind != CV_REAL) || (im.kind != CV_INTEGER && im.kind != CV_REAL))
            return false;
        int k = kind_default_real;
        if (re.kind == CV_REAL && re.type->kind_num > k) k = re.type->kind_num;
        if (im.kind == CV_REAL && im.type->kind_num > k) k = im.type->kind_num;
        memset(out, 0, sizeof *out);
        out->kind = CV_COMPLEX;
        out->r = as_real(&re);
        out->im = as_real(&im);
        out->type = type_complex(k);
        return true;
    }
    default:
        return false;
    }
}

/* ------------------------------------------------------------ operations */

static int rank_of_category(ConstKind k) {
    return k == CV_INTEGER ? 1 : k == CV_REAL ? 2 : k == CV_COMPLEX ? 3 : 0;
}

static int64_t ipow(int64_t b, int64_t e) {
    if (e < 0)
        return b == 1 ? 1 : b == -1 ? (e % 2 ? -1 : 1) : 0;
    /* modulo 2^64 as OP_MUL: the caller finds the overflow (ipow_overflows) */
    uint64_t r = 1, x = (uint64_t)b;
    while (e > 0) {
        if (e & 1)
            r *= x;
        e >>= 1;
        x *= x;
    }
    return (int64_t)r;
}

static bool ipow_overflows(int64_t b, int64_t e) {
    if (b >= -1 && b <= 1) return false;
    int64_t r = 1;
    for (; e > 0; e--)
        if (__builtin_mul_overflow(r, b, &r)) return true;
    return false;
}

static bool binary_scalar(int op, const ConstValue *a, const ConstValue *b, ConstValue *out) {
    if (op == OP_CONCAT) {
        if (a->kind != CV_CHARACTER || b->kind != CV_CHARACTER)
            return false;
        char *p = xmalloc((size_t)(a->slen + b->slen) + 1);
        memcpy(p, a->s, (size_t)a->slen);
        memcpy(p + a->slen, b->s, (size_t)b->slen);
        set_string(out, p, a->slen + b->slen, a->type->kind_num);
        free(p);
        return true;
    }
    if (op >= OP_AND && op <= OP_NEQV) {
        if (a->kind != CV_LOGICAL || b->kind != CV_LOGICAL)
            return false;
        bool x = a->i, y = b->i, r;
        r = op == OP_AND ? x && y : op == OP_OR ? x || y : op == OP_EQV ? x == y : x != y;
        set_logical(out, r, kind_default_logical);
        return true;
    }
    if (op >= OP_EQ && op <= OP_GE && a->kind == CV_CHARACTER && b->kind == CV_CHARACTER) {
        /* blank-padded comparison (F2008 7.1.5.5.2) */
        int64_t n = a->slen > b->slen ? a->slen : b->slen, c = 0;
        for (int64_t i = 0; i < n && !c; i++) {
            unsigned char x = i < a->slen ? (unsigned char)a->s[i] : ' ';
            unsigned char y = i < b->slen ? (unsigned char)b->s[i] : ' ';
            c = (int64_t)x - (int64_t)y;
        }
        bool r = op == OP_EQ ? c == 0 : op == OP_NE ? c != 0 : op == OP_LT ? c < 0
               : op == OP_LE ? c <= 0 : op == OP_GT ? c > 0 : c >= 0;
        set_logical(out, r, kind_default_logical);
        return true;
    }
    int ca = rank_of_category(a->kind), cb = rank_of_category(b->kind);
    if (!ca || !cb)
        return false;
    int cat = ca > cb ? ca : cb;
    int kind = 0;
    if (ca == cat) kind = a->type->kind_num;
    if (cb == cat && b->type->kind_num > kind) kind = b->type->kind_num;
    if (op >= OP_EQ && op <= OP_GE) {
        long double x = as_real(a), y = as_real(b);
        bool r;
        if (cat == 1) {
            int64_t i = a->i, j = b->i;
            r = op == OP_EQ ? i == j : op == OP_NE ? i != j : op == OP_LT ? i < j
              : op == OP_LE ? i <= j : op == OP_GT ? i > j : i >= j;
        } else if (cat == 3) {
            if (op != OP_EQ && op != OP_NE)
                return false;
            bool eq = x == y && (a->kind == CV_COMPLEX ? a->im : 0) == (b->kind == CV_COMPLEX ? b->im : 0);
            r = op == OP_EQ ? eq : !eq;
        } else
            r = op == OP_EQ ? x == y : op == OP_NE ? x != y : op == OP_LT ? x < y
              : op == OP_LE ? x <= y : op == OP_GT ? x > y : x >= y;
        set_logical(out, r, kind_default_logical);
        return true;
    }
    if (cat == 1) {
        int64_t i = a->i, j = b->i, r;
        /* integer(16) values beyond 64 bits are left to the back ends
         * (gfortran, __int128 in device code): not folded */
        if (kind > 8 && (op == OP_ADD ? __builtin_add_overflow(i, j, &r)
                         : op == OP_SUB ? __builtin_sub_overflow(i, j, &r)
                         : op == OP_MUL ? __builtin_mul_overflow(i, j, &r)
                         : op == OP_POW && ipow_overflows(i, j)))
            return false;
        switch (op) {
        case OP_ADD: r = (int64_t)((uint64_t)i + (uint64_t)j); break;
        case OP_SUB: r = (int64_t)((uint64_t)i - (uint64_t)j); break;
        case OP_MUL: r = (int64_t)((uint64_t)i * (uint64_t)j); break;
        case OP_DIV: if (j == 0) return false; r = j == -1 ? (int64_t)(0 - (uint64_t)i) : i / j; break;
        case OP_POW: r = ipow(i, j); break;
        default: return false;
        }
        set_int(out, r, kind);
        return true;
    }
    if (cat == 2) {
        long double x = as_real(a), y = as_real(b), r;
        switch (op) {
        case OP_ADD: r = x + y; break;
        case OP_SUB: r = x - y; break;
        case OP_MUL: r = x * y; break;
        case OP_DIV: if (y == 0) return false; r = x / y; break;
        case OP_POW: r = b->kind == CV_INTEGER ? powl(x, (long double)b->i) : powl(x, y); break;
        default: return false;
        }
        set_real(out, r, kind);
        return true;
    }
    /* complex */
    long double ar = as_real(a), ai = a->kind == CV_COMPLEX ? a->im : 0;
    long double br = as_real(b), bi = b->kind == CV_COMPLEX ? b->im : 0, rr, ri;
    switch (op) {
    case OP_ADD: rr = ar + br; ri = ai + bi; break;
    case OP_SUB: rr = ar - br; ri = ai - bi; break;
    case OP_MUL: rr = ar * br - ai * bi; ri = ar * bi + ai * br; break;
    case OP_DIV: {
        long double d = br * br + bi * bi;
        if (d == 0) return false;
        rr = (ar * br + ai * bi) / d;
        ri = (ai * br - ar * bi) / d;
        break;
    }
    default: return false;
    }
    memset(out, 0, sizeof *out);
    out->kind = CV_COMPLEX;
    out->r = rr;
    out->im = ri;
    out->type = type_complex(kind);
    return true;
}

static Type *array_type(const Type *elem, int64_t n) {
    Type *t = type_with_rank(elem, 1);
    t->dims[0].kind = DIM_EXPLICIT;
    t->dims[0].lower_known = t->dims[0].upper_known = true;
    t->dims[0].lower_val = 1;
    t->dims[0].upper_val = n;
    return t;
}

static void set_array(ConstValue *out, ConstValue *elems, int64_t n, const Type *shape_from) {
    memset(out, 0, sizeof *out);
    out->kind = CV_ARRAY;
    out->elems = elems;
    out->nelems = n;
    Type *et = n ? elems[0].type : type_integer(kind_default_int);
    if (shape_from && shape_from->rank > 0) {
        Type *t = type_copy(type_elem(et));
        t->rank = shape_from->rank;
        t->dims = shape_from->dims;
        out->type = t;
    } else
        out->type = array_type(et, n);
}

static bool binary(int op, const ConstValue *a, const ConstValue *b, ConstValue *out) {
    if (a->kind != CV_ARRAY && b->kind != CV_ARRAY)
        return binary_scalar(op, a, b, out);
    int64_t n = a->kind == CV_ARRAY ? a->nelems : b->nelems;
    if (a->kind == CV_ARRAY && b->kind == CV_ARRAY && a->nelems != b->nelems)
        return false;
    ConstValue *el = xmalloc((size_t)(n ? n : 1) * sizeof *el);
    for (int64_t i = 0; i < n; i++)
        if (!binary_scalar(op, a->kind == CV_ARRAY ? &a->elems[i] : a,
                           b->kind == CV_ARRAY ? &b->elems[i] : b, &el[i]))
            return false;
    set_array(out, el, n, a->kind == CV_ARRAY ? a->type : b->type);
    return true;
}

static bool unary_scalar(int op, const ConstValue *a, ConstValue *out) {
    *out = *a;
    switch (op) {
    case OP_PAREN: case OP_PLUS:
        return a->kind == CV_INTEGER || a->kind == CV_REAL || a->kind == CV_COMPLEX ||
               (op == OP_PAREN && a->kind != CV_NONE);
    case OP_NEG:
        if (a->kind == CV_INTEGER) out->i = (int64_t)(0 - (uint64_t)a->i);
        else if (a->kind == CV_REAL) out->r = -a->r;
        else if (a->kind == CV_COMPLEX) { out->r = -a->r; out->im = -a->im; }
        else return false;
        return true;
    case OP_NOT:
        if (a->kind != CV_LOGICAL) return false;
        out->i = !a->i;
        return true;
    default:
        return false;
    }
}

static bool unary(int op, const ConstValue *a, ConstValue *out) {
    if (a->kind != CV_ARRAY)
        return unary_scalar(op, a, out);
    ConstValue *el = xmalloc((size_t)(a->nelems ? a->nelems : 1) * sizeof *el);
    for (int64_t i = 0; i < a->nelems; i++)
        if (!unary_scalar(op, &a->elems[i], &el[i]))
            return false;
    set_array(out, el, a->nelems, a->type);
    return true;
}

/* Convert a scalar to the given intrinsic type (assignment / parameter
 * declaration semantics). */
static bool convert_scalar(const ConstValue *v, const Type *t, ConstValue *out) {
    switch (t->kind) {
    case TY_INTEGER:
        if (v->kind == CV_INTEGER) set_int(out, v->i, t->kind_num);
        else if (v->kind == CV_REAL || v->kind == CV_COMPLEX) set_int(out, (int64_t)v->r, t->kind_num);
        else return false;
        return true;
    case TY_REAL:
        if (v->kind == CV_INTEGER || v->kind == CV_REAL || v->kind == CV_COMPLEX) set_real(out, as_real(v), t->kind_num);
        else return false;
        return true;
    case TY_COMPLEX:
        if (v->kind != CV_INTEGER && v->kind != CV_REAL && v->kind != CV_COMPLEX) return false;
        memset(out, 0, sizeof *out);
        out->kind = CV_COMPLEX;
        out->r = as_real(v);
        out->im = v->kind == CV_COMPLEX ? v->im : 0;
        out->type = type_complex(t->kind_num);
        return true;
    case TY_LOGICAL:
        if (v->kind != CV_LOGICAL) return false;
        set_logical(out, v->i, t->kind_num);
        return true;
    case TY_CHARACTER: {
        if (v->kind != CV_CHARACTER) return false;
        if (t->len_kind != LEN_CONST) {
            *out = *v;
            return true;
        }
        char *p = xmalloc((size_t)t->len + 1);
        for (int64_t i = 0; i < t->len; i++)
            p[i] = i < v->slen ? v->s[i] : ' ';
        set_string(out, p, t->len, t->kind_num);
        free(p);
        return true;
    }
    default:
        *out = *v;
        return true;
    }
}

bool const_convert(const ConstValue *v, const Type *t, ConstValue *out) {
    if (v->kind != CV_ARRAY) {
        if (t->rank <= 0)
            return convert_scalar(v, t, out);
        /* scalar broadcast to a constant shape */
        int64_t n;
        if (!type_const_size(t, &n))
            return convert_scalar(v, type_elem(t), out);
        ConstValue one;
        if (!convert_scalar(v, type_elem(t), &one))
            return false;
        ConstValue *el = xmalloc((size_t)(n ? n : 1) * sizeof *el);
        for (int64_t i = 0; i < n; i++)
            el[i] = one;
        set_array(out, el, n, t);
        return true;
    }
    ConstValue *el = xmalloc((size_t)(v->nelems ? v->nelems : 1) * sizeof *el);
    Type *et = type_elem(t);
    for (int64_t i = 0; i < v->nelems; i++)
        if (!convert_scalar(&v->elems[i], et, &el[i]))
            return false;
    set_array(out, el, v->nelems, t->rank > 0 ? t : v->type);
    return true;
}

/* ------------------------------------------------------ array constructor */

static bool ctor_items(Node *list, Scope *s, ConstValue **el, int64_t *n, int64_t *cap);

static void push_value(ConstValue **el, int64_t *n, int64_t *cap, const ConstValue *v) {
    if (*n == *cap) {
        *cap = *cap ? 2 * *cap : 8;
        *el = xrealloc(*el, (size_t)*cap * sizeof **el);
    }
    (*el)[(*n)++] = *v;
}

/* The implied-DO variable of a constructor is a temporary named constant
 * in a scope of its own (F2008 16.4). */
static bool ctor_implied_do(Node *ido, Scope *s, ConstValue **el, int64_t *n, int64_t *cap) {
    int64_t lo, hi, st, trips;
    if (!sema_const_trips(ido, s, &lo, &hi, &st, &trips) || trips > 1000000)
        return false;
    Scope *inner = scope_new(SCOPE_BLOCK, s, NULL);
    Symbol *var = symbol_new(ido->name, SYM_PARAMETER, ido->loc);
    var->type = type_integer(kind_default_int);
    var->value = xmalloc(sizeof *var->value);
    scope_insert(inner, var);
    /* lo + k*st stays between lo and hi: no step past hi that overflows */
    for (int64_t k = 0; k < trips; k++) {
        set_int(var->value, lo + k * st, kind_default_int);
        if (!ctor_items(ido->list, inner, el, n, cap))
            return false;
    }
    return true;
}

static bool ctor_items(Node *list, Scope *s, ConstValue **el, int64_t *n, int64_t *cap) {
    for (Node *it = list; it; it = it->next) {
        if (it->kind == N_IMPLIED_DO) {
            if (!ctor_implied_do(it, s, el, n, cap))
                return false;
            continue;
        }
        ConstValue v;
        if (!eval(it, s, &v))
            return false;
        if (v.kind == CV_ARRAY)
            for (int64_t i = 0; i < v.nelems; i++)
                push_value(el, n, cap, &v.elems[i]);
        else
            push_value(el, n, cap, &v);
    }
    return true;
}

static bool eval_ctor(Node *e, Scope *s, ConstValue *out) {
    ConstValue *el = NULL;
    int64_t n = 0, cap = 0;
    if (!ctor_items(e->list, s, &el, &n, &cap))
        return false;
    if (e->ts) {
        Type *t = type_from_spec(e->ts, s);
        for (int64_t i = 0; i < n; i++)
            if (!convert_scalar(&el[i], t, &el[i]))
                return false;
        set_array(out, el, n, NULL);
        if (n == 0)
            out->type = array_type(t, 0);
        return true;
    }
    /* character elements of different lengths: take the longest (as gfortran does) */
    int64_t maxlen = 0;
    for (int64_t i = 0; i < n; i++)
        if (el[i].kind == CV_CHARACTER && el[i].slen > maxlen)
            maxlen = el[i].slen;
    for (int64_t i = 0; i < n; i++)
        if (el[i].kind == CV_CHARACTER && el[i].slen < maxlen)
            convert_scalar(&el[i], type_character(maxlen, el[i].type->kind_num), &el[i]);
    set_array(out, el, n, NULL);
    return true;
}

/* ------------------------------------------------------------ intrinsics */

/* Numeric model of each kind (F2008 13.4), as gfortran has it on x86-64. */
static int real_digits(int k) { return k == 4 ? 24 : k == 8 ? 53 : k == 10 ? 64 : 113; }
static int real_maxexp(int k) { return k == 4 ? 128 : k == 8 ? 1024 : 16384; }
static int real_minexp(int k) { return k == 4 ? -125 : k == 8 ? -1021 : -16381; }
static int real_precision(int k) { return k == 4 ? 6 : k == 8 ? 15 : k == 10 ? 18 : 33; }
static int real_range(int k) { return k == 4 ? 37 : k == 8 ? 307 : 4931; }

static int64_t selected_int_kind(int64_t r) {
    return r <= 2 ? 1 : r <= 4 ? 2 : r <= 9 ? 4 : r <= 18 ? 8 : r <= 38 ? 16 : -1;
}

static int64_t selected_real_kind(int64_t p, int64_t r, bool has_p, bool has_r) {
    static const int kinds[] = {4, 8, 10, 16};
    bool p_ok = false, r_ok = false;
    for (int i = 0; i < 4; i++) {
        bool pk = !has_p || real_precision(kinds[i]) >= p;
        bool rk = !has_r || real_range(kinds[i]) >= r;
        if (pk && rk)
            return kinds[i];
        p_ok |= pk;
        r_ok |= rk;
    }
    return !p_ok && !r_ok ? -3 : !p_ok ? -1 : -2;
}

/* The type of an argument without requiring it to be constant (kind(x),
 * huge(x), digits(x) only look at the type). */
static Type *arg_type(Node *a, Scope *s) {
    ConstValue v;
    if (eval(a, s, &v))
        return v.type;
    if (a->kind == N_NAME) {
        Symbol *sym = scope_lookup(s, a->name);
        if (sym && sym->type)
            return sym->type;
        Type *it = implicit_type(s, a->name);
        return it ? it : type_unknown();
    }
    return a->type ? a->type : type_unknown();
}

/* Argument i of a call, by keyword or position. */
static Node *call_arg(Node *args, int pos, const char *kw) {
    int i = 0;
    for (Node *a = args; a; a = a->next) {
        Node *v = a->kind == N_ARG ? a->lhs : a;
        if (a->kind == N_ARG && a->name) {
            if (kw && strcmp(a->name, kw) == 0)
                return v;
            continue;
        }
        if (i++ == pos)
            return v;
    }
    return NULL;
}

static bool kind_arg(Node *args, int pos, Scope *s, int dflt, int *kind) {
    Node *k = call_arg(args, pos, "kind");
    *kind = dflt;
    if (!k)
        return true;
    int64_t v;
    if (!sema_const_int(k, s, &v))
        return false;
    *kind = (int)v;
    return true;
}

/* Shape inquiry of a name: its declared constant bounds. */
static bool bound_of(Node *array, Scope *s, int dim, bool upper, int64_t *out) {
    Type *t = arg_type(array, s);
    if (t->rank <= 0 || dim < 1 || dim > t->rank)
        return false;
    ArrayDim *d = &t->dims[dim - 1];
    if (upper ? !d->upper_known : !d->lower_known)
        return false;
    *out = upper ? d->upper_val : d->lower_val;
    return true;
}

static bool eval_intrinsic(const char *name, Node *args, Scope *s, ConstValue *out) {
    Node *a0 = call_arg(args, 0, NULL);
    ConstValue x, y;
    int kind;
    if (!strcmp(name, "int_ptr_kind")) {
        /* PGI extension: the kind of an address-sized integer */
        set_int(out, KIND_INT_PTR, kind_default_int);
        return true;
    }
    if (!strcmp(name, "kind")) {
        Type *t = a0 ? arg_type(a0, s) : NULL;
        if (!t || !t->kind_num) return false;
        set_int(out, t->kind_num, kind_default_int);
        return true;
    }
    if (!strcmp(name, "selected_int_kind")) {
        int64_t r;
        if (!a0 || !sema_const_int(a0, s, &r)) return false;
        set_int(out, selected_int_kind(r), kind_default_int);
        return true;
    }
    if (!strcmp(name, "selected_real_kind")) {
        Node *p = call_arg(args, 0, "p"), *r = call_arg(args, 1, "r");
        int64_t pv = 0, rv = 0;
        if ((p && !sema_const_int(p, s, &pv)) || (r && !sema_const_int(r, s, &rv))) return false;
        set_int(out, selected_real_kind(pv, rv, p != NULL, r != NULL), kind_default_int);
        return true;
    }
    if (!strcmp(name, "selected_char_kind")) {
        if (!a0 || !eval(a0, s, &x) || x.kind != CV_CHARACTER) return false;
        bool ascii = (x.slen == 5 && !strncasecmp(x.s, "ascii", 5)) || (x.slen == 7 && !strncasecmp(x.s, "default", 7));
        bool ucs4 = x.slen == 9 && !strncasecmp(x.s, "iso_10646", 9);
        set_int(out, ascii ? 1 : ucs4 ? 4 : -1, kind_default_int);
        return true;
    }
    /* numeric inquiry functions: only the argument's type matters */
    static const char *const inquiries[] = {"huge", "tiny", "epsilon", "digits", "precision", "range",
                                            "radix", "maxexponent", "minexponent", "bit_size", NULL};
    for (int i = 0; inquiries[i]; i++) {
        if (strcmp(name, inquiries[i]))
            continue;
        Type *t = a0 ? arg_type(a0, s) : NULL;
        if (!t) return false;
        int k = t->kind_num;
        bool isint = t->kind == TY_INTEGER;
        if (!isint && t->kind != TY_REAL && t->kind != TY_COMPLEX) return false;
        switch (i) {
        case 0:
            if (isint) set_int(out, k == 1 ? 127 : k == 2 ? 32767 : k == 4 ? 2147483647 : INT64_MAX, k);
            else set_real(out, k == 4 ? FLT_MAX : k == 8 ? DBL_MAX : LDBL_MAX, k);
            return true;
        case 1:
            if (isint) return false;
            set_real(out, k == 4 ? FLT_MIN : k == 8 ? DBL_MIN : LDBL_MIN, k);
            return true;
        case 2:
            if (isint) return false;
            set_real(out, k == 4 ? FLT_EPSILON : k == 8 ? DBL_EPSILON : LDBL_EPSILON, k);
            return true;
        case 3: set_int(out, isint ? 8 * k - 1 : real_digits(k), kind_default_int); return true;
        case 4: if (isint) return false; set_int(out, real_precision(k), kind_default_int); return true;
        case 5: set_int(out, isint ? (k == 1 ? 2 : k == 2 ? 4 : k == 4 ? 9 : k == 8 ? 18 : 38) : real_range(k), kind_default_int); return true;
        case 6: set_int(out, 2, kind_default_int); return true;
        case 7: if (isint) return false; set_int(out, real_maxexp(k), kind_default_int); return true;
        case 8: if (isint) return false; set_int(out, real_minexp(k), kind_default_int); return true;
        case 9: if (!isint) return false; set_int(out, 8 * k, kind_default_int); return true;
        }
    }
    if (!strcmp(name, "len")) {
        Type *t = a0 ? arg_type(a0, s) : NULL;
        if (!t || t->kind != TY_CHARACTER || t->len_kind != LEN_CONST) return false;
        set_int(out, t->len, kind_default_int);
        return true;
    }
    if (!strcmp(name, "size") || !strcmp(name, "lbound") || !strcmp(name, "ubound")) {
        Node *dim = call_arg(args, 1, "dim");
        int64_t d;
        if (!a0 || !dim || !sema_const_int(dim, s, &d)) {
            if (!a0 || dim || strcmp(name, "size")) return false;
            int64_t n;
            Type *t = arg_type(a0, s);
            if (t->rank <= 0 || !type_const_size(t, &n)) return false;
            set_int(out, n, kind_default_int);
            return true;
        }
        int64_t lo, hi;
        if (!bound_of(a0, s, (int)d, false, &lo) || !bound_of(a0, s, (int)d, true, &hi)) return false;
        int64_t v = name[0] == 's' ? (hi >= lo ? hi - lo + 1 : 0) : name[0] == 'l' ? lo : hi;
        set_int(out, v, kind_default_int);
        return true;
    }
    /* the remaining functions need constant arguments */
    if (!a0 || !eval(a0, s, &x) || x.kind == CV_ARRAY)
        return false;
    Node *a1 = call_arg(args, 1, NULL);
    bool has_y = a1 && eval(a1, s, &y) && y.kind != CV_ARRAY;
    if (!strcmp(name, "int") || !strcmp(name, "nint") || !strcmp(name, "floor") || !strcmp(name, "ceiling")) {
        if (!kind_arg(args, 1, s, kind_default_int, &kind)) return false;
        long double r = as_real(&x);
        if (x.kind == CV_INTEGER) { set_int(out, x.i, kind); return true; }
        if (x.kind != CV_REAL && x.kind != CV_COMPLEX) return false;
        r = name[0] == 'i' ? truncl(r) : name[0] == 'n' ? roundl(r) : name[0] == 'f' ? floorl(r) : ceill(r);
        set_int(out, (int64_t)r, kind);
        return true;
    }
    if (!strcmp(name, "real") || !strcmp(name, "dble") || !strcmp(name, "float") || !strcmp(name, "sngl")) {
        int dflt = x.kind == CV_REAL || x.kind == CV_COMPLEX ? x.type->kind_num : kind_default_real;
        if (name[0] == 'd') dflt = 8;
        if (name[0] == 'f' || name[0] == 's') dflt = 4;
        if (!kind_arg(args, 1, s, dflt, &kind) || x.kind == CV_LOGICAL || x.kind == CV_CHARACTER) return false;
        set_real(out, as_real(&x), kind);
        return true;
    }
    if (!strcmp(name, "cmplx") || !strcmp(name, "dcmplx")) {
        if (!kind_arg(args, 2, s, name[0] == 'd' ? 8 : kind_default_real, &kind)) return false;
        /* cmplx(x, w) with a variable w is not a constant */
        Node *yarg = call_arg(args, 1, "y");
        if (yarg && !(eval(yarg, s, &y) && y.kind != CV_ARRAY)) return false;
        has_y = yarg != NULL;
        memset(out, 0, sizeof *out);
        out->kind = CV_COMPLEX;
        out->r = as_real(&x);
        out->im = x.kind == CV_COMPLEX ? x.im : has_y ? as_real(&y) : 0;
        out->type = type_complex(kind);
        return true;
    }
    if (!strcmp(name, "logical")) {
        if (x.kind != CV_LOGICAL || !kind_arg(args, 1, s, kind_default_logical, &kind)) return false;
        set_logical(out, x.i, kind);
        return true;
    }
    if (!strcmp(name, "abs") || !strcmp(name, "iabs") || !strcmp(name, "dabs")) {
        if (x.kind == CV_INTEGER) set_int(out, x.i < 0 ? -x.i : x.i, x.type->kind_num);
        else if (x.kind == CV_REAL) set_real(out, fabsl(x.r), x.type->kind_num);
        else if (x.kind == CV_COMPLEX) set_real(out, hypotl(x.r, x.im), x.type->kind_num);
        else return false;
        return true;
    }
    if (!strcmp(name, "max") || !strcmp(name, "min") || !strcmp(name, "max0") || !strcmp(name, "min0")) {
        bool is_max = name[1] == 'a';
        *out = x;
        for (Node *a = args->next; a; a = a->next) {
            ConstValue v, lt;
            if (!eval(a->kind == N_ARG ? a->lhs : a, s, &v) || !binary_scalar(OP_LT, out, &v, &lt)) return false;
            if (lt.i == is_max)
                *out = v;
        }
        return true;
    }
    if (!strcmp(name, "mod") || !strcmp(name, "modulo")) {
        if (!has_y) return false;
        if (x.kind == CV_INTEGER && y.kind == CV_INTEGER) {
            if (y.i == 0) return false;
            int64_t r = x.i % y.i;
            if (name[3] == 'u' && r != 0 && ((r < 0) != (y.i < 0))) r += y.i;
            set_int(out, r, x.type->kind_num > y.type->kind_num ? x.type->kind_num : y.type->kind_num);
            return true;
        }
        long double a = as_real(&x), b = as_real(&y);
        if (b == 0) return false;
        long double r = name[3] == 'u' ? a - floorl(a / b) * b : fmodl(a, b);
        set_real(out, r, x.type->kind_num);
        return true;
    }
    if (!strcmp(name, "sign")) {
        if (!has_y) return false;
        if (x.kind == CV_INTEGER) set_int(out, (x.i < 0 ? -x.i : x.i) * (y.i < 0 ? -1 : 1), x.type->kind_num);
        else set_real(out, copysignl(fabsl(as_real(&x)), as_real(&y)), x.type->kind_num);
        return true;
    }
    if (!strcmp(name, "ichar") || !strcmp(name, "iachar")) {
        if (x.kind != CV_CHARACTER || x.slen < 1) return false;
        set_int(out, (unsigned char)x.s[0], kind_default_int);
        return true;
    }
    if (!strcmp(name, "char") || !strcmp(name, "achar")) {
        if (x.kind != CV_INTEGER) return false;
        char c = (char)x.i;
        set_string(out, &c, 1, KIND_DEFAULT_CHAR);
        return true;
    }
    if (!strcmp(name, "len_trim") || !strcmp(name, "trim")) {
        if (x.kind != CV_CHARACTER) return false;
        int64_t n = x.slen;
        while (n > 0 && x.s[n - 1] == ' ') n--;
        if (name[3] == '_') set_int(out, n, kind_default_int);
        else set_string(out, x.s, n, x.type->kind_num);
        return true;
    }
    if (!strcmp(name, "iand") || !strcmp(name, "ior") || !strcmp(name, "ieor") || !strcmp(name, "ishft")) {
        if (!has_y || x.kind != CV_INTEGER || y.kind != CV_INTEGER) return false;
        int64_t r = name[1] == 'a' ? (x.i & y.i) : name[1] == 'o' ? (x.i | y.i) : name[1] == 'e' ? (x.i ^ y.i)
                  : y.i >= 0 ? (int64_t)((uint64_t)x.i << y.i) : (int64_t)((uint64_t)x.i >> -y.i);
        set_int(out, r, x.type->kind_num);
        return true;
    }
    if (!strcmp(name, "not")) {
        if (x.kind != CV_INTEGER) return false;
        set_int(out, ~x.i, x.type->kind_num);
        return true;
    }
    static const struct { const char *name; long double (*fn)(long double); } math[] = {
        {"sqrt", sqrtl}, {"exp", expl}, {"log", logl}, {"log10", log10l}, {"sin", sinl}, {"cos", cosl},
        {"tan", tanl}, {"asin", asinl}, {"acos", acosl}, {"atan", atanl}, {"sinh", sinhl}, {"cosh", coshl},
        {"tanh", tanhl}, {"dsqrt", sqrtl}, {"dexp", expl}, {"dlog", logl}, {NULL, NULL}};
    for (int i = 0; math[i].name; i++)
        if (!strcmp(name, math[i].name)) {
            if (x.kind != CV_REAL) return false;
            set_real(out, math[i].fn(x.r), x.type->kind_num);
            return true;
        }
    if (!strcmp(name, "atan2") && has_y && x.kind == CV_REAL) {
        set_real(out, atan2l(x.r, as_real(&y)), x.type->kind_num);
        return true;
    }
    return false;
}

/* ------------------------------------------------------------------ eval */

static bool eval_name(Node *e, Scope *s, ConstValue *out) {
    Symbol *sym = e->sym ? e->sym : scope_lookup(s, e->name);
    while (sym && sym->use_orig && !sym->value)
        sym = sym->use_orig;
    if (!sym || sym->kind != SYM_PARAMETER || !sym->value)
        return false;
    *out = *sym->value;
    return true;
}

/* Element of a named array constant: p(i) with constant subscripts. */
static bool eval_element(Node *e, Scope *s, ConstValue *out) {
    ConstValue arr;
    if (!eval_name(e->lhs, s, &arr) || arr.kind != CV_ARRAY)
        return false;
    Type *t = arr.type;
    int64_t offset = 0, stride = 1;
    int d = 0;
    for (Node *a = e->args; a; a = a->next, d++) {
        int64_t i;
        Node *v = a->kind == N_ARG ? a->lhs : a;
        if (d >= t->rank || !v || v->kind == N_RANGE || !sema_const_int(v, s, &i))
            return false;
        ArrayDim *ad = &t->dims[d];
        int64_t lo = ad->lower_known ? ad->lower_val : 1;
        int64_t ext = ad->upper_known ? ad->upper_val - lo + 1 : arr.nelems;
        offset += (i - lo) * stride;
        stride *= ext;
    }
    if (d != t->rank || offset < 0 || offset >= arr.nelems)
        return false;
    *out = arr.elems[offset];
    return true;
}

/* ------------------------------------------------ failures remembered */

typedef struct Failure {
    const Node *e;
    const Scope *s;
} Failure;

static bool settled;
static Failure *failures; /* open addressing on e, at most half full */
static size_t nfailures, capfailures;

void sema_const_settled(bool on) { settled = on; }

static size_t failure_slot(const Failure *tab, size_t cap, const Node *e, const Scope *s) {
    size_t k = (((uintptr_t)e >> 4) * 2654435761u) & (cap - 1);
    while (tab[k].e && !(tab[k].e == e && tab[k].s == s))
        k = (k + 1) & (cap - 1);
    return k;
}

static bool known_failure(const Node *e, const Scope *s) {
    return settled && nfailures && failures[failure_slot(failures, capfailures, e, s)].e == e;
}

static void remember_failure(const Node *e, const Scope *s) {
    if (!settled)
        return;
    if (2 * (nfailures + 1) > capfailures) {
        size_t cap = capfailures ? 2 * capfailures : 1024;
        Failure *tab = xmalloc(cap * sizeof *tab);
        for (size_t i = 0; i < capfailures; i++)
            if (failures[i].e)
                tab[failure_slot(tab, cap, failures[i].e, failures[i].s)] = failures[i];
        free(failures);
        failures = tab;
        capfailures = cap;
    }
    size_t k = failure_slot(failures, capfailures, e, s);
    if (!failures[k].e) {
        failures[k] = (Failure){e, s};
        nfailures++;
    }
}

static bool eval_node(Node *e, Scope *s, ConstValue *out);

static bool eval(Node *e, Scope *s, ConstValue *out) {
    if (!e || known_failure(e, s))
        return false;
    if (eval_node(e, s, out))
        return true;
    remember_failure(e, s);
    return false;
}

static bool eval_node(Node *e, Scope *s, ConstValue *out) {
    switch (e->kind) {
    case N_INT_LIT: case N_REAL_LIT: case N_LOGICAL_LIT: case N_STRING_LIT: case N_BOZ_LIT: case N_COMPLEX_LIT:
        return eval_literal(e, s, out);
    case N_NAME:
        return eval_name(e, s, out);
    case N_ARG:
        return eval(e->lhs, s, out);
    case N_UNARY: {
        ConstValue a;
        return eval(e->lhs, s, &a) && unary(e->op, &a, out);
    }
    case N_BINARY: {
        ConstValue a, b;
        return eval(e->lhs, s, &a) && eval(e->rhs, s, &b) && binary(e->op, &a, &b, out);
    }
    case N_ARRAY_CTOR:
        return eval_ctor(e, s, out);
    case N_APPLY: {
        if (!e->lhs || e->lhs->kind != N_NAME)
            return false;
        Symbol *sym = scope_lookup(s, e->lhs->name);
        if (sym && sym->kind == SYM_PARAMETER)
            return eval_element(e, s, out);
        if (sym && sym->kind != SYM_PROCEDURE && sym->kind != SYM_UNKNOWN)
            return false;
        if (sym && sym->kind == SYM_PROCEDURE && sym->proc_kind != PK_INTRINSIC)
            return false;
        return eval_intrinsic(sym && sym->intrinsic ? sym->intrinsic->name : e->lhs->name, e->args, s, out);
    }
    default:
        return false;
    }
}

bool sema_const_eval(Node *expr, Scope *s, ConstValue *out) {
    memset(out, 0, sizeof *out);
    return eval(expr, s, out);
}

bool sema_const_int(Node *expr, Scope *s, int64_t *out) {
    ConstValue v;
    if (!sema_const_eval(expr, s, &v) || v.kind != CV_INTEGER)
        return false;
    *out = v.i;
    return true;
}

/* The bounds and trip count of an implied DO with constant bounds:
 * MAX((hi - lo + st) / st, 0) (F2008 8.1.6.4.1), false when a bound is not
 * constant, the stride is zero or no int64 holds the count. */
bool sema_const_trips(Node *ido, Scope *s, int64_t *lo, int64_t *hi, int64_t *st, int64_t *trips) {
    *st = 1;
    if (!sema_const_int(ido->lhs, s, lo) || !sema_const_int(ido->rhs, s, hi) ||
        (ido->stride && !sema_const_int(ido->stride, s, st)) || *st == 0)
        return false;
    if (*st > 0 ? *hi < *lo : *hi > *lo) {
        *trips = 0;
        return true;
    }
    if (__builtin_sub_overflow(*hi, *lo, trips) || __builtin_add_overflow(*trips, *st, trips) ||
        (*st == -1 && *trips == INT64_MIN))
        return false;
    *trips /= *st;
    return true;
}

const char *const_to_string(const ConstValue *v) {
    switch (v->kind) {
    case CV_INTEGER:
        if (v->i == INT64_MIN)
            return format("(-%lld_8-1_8)", (long long)INT64_MAX);
        return format("%lld_%d", (long long)v->i, v->type->kind_num);
    case CV_REAL:
        return format("%.21Le_%d", v->r, v->type->kind_num);
    case CV_COMPLEX:
        return format("(%.21Le_%d,%.21Le_%d)", v->r, v->type->kind_num, v->im, v->type->kind_num);
    case CV_LOGICAL:
        return format("%s_%d", v->i ? ".true." : ".false.", v->type->kind_num);
    case CV_CHARACTER: {
        char *buf = xmalloc((size_t)v->slen * 2 + 3), *p = buf;
        *p++ = '\'';
        for (int64_t i = 0; i < v->slen; i++) {
            if (v->s[i] == '\'')
                *p++ = '\'';
            *p++ = v->s[i];
        }
        *p++ = '\'';
        *p = 0;
        return buf;
    }
    case CV_ARRAY: {
        char *s = "[";
        for (int64_t i = 0; i < v->nelems; i++)
            s = format("%s%s%s", s, i ? "," : "", const_to_string(&v->elems[i]));
        return format("%s]", s);
    }
    default:
        return "?";
    }
}
