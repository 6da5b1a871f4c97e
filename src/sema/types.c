/* types.c — Type values: constructors, comparison, names, sizes, and the
 * translation of parsed type specs and array specs. */
#include "sema/sema.h"

#include <string.h>

static Type *shared_type(TypeKind kind, int kind_num) {
    /* One immutable instance per (type, kind) for the scalar intrinsic types. */
    static Type *cache[TY_PROCEDURE + 1][17];
    int k = kind_num >= 0 && kind_num <= 16 ? kind_num : 0;
    if (!cache[kind][k]) {
        Type *t = xmalloc(sizeof *t);
        t->kind = kind;
        t->kind_num = kind_num;
        t->len = 1;
        cache[kind][k] = t;
    }
    return cache[kind][k];
}

Type *type_new(TypeKind kind, int kind_num) {
    Type *t = xmalloc(sizeof *t);
    t->kind = kind;
    t->kind_num = kind_num;
    t->len = 1;
    return t;
}

Type *type_unknown(void) { return shared_type(TY_UNKNOWN, 0); }
Type *type_none(void) { return shared_type(TY_NONE, 0); }
Type *type_boz(void) { return shared_type(TY_BOZ, 0); }
Type *type_integer(int kind) { return kind_is_valid(TY_INTEGER, kind) ? shared_type(TY_INTEGER, kind) : type_new(TY_INTEGER, kind); }
Type *type_real(int kind) { return kind_is_valid(TY_REAL, kind) ? shared_type(TY_REAL, kind) : type_new(TY_REAL, kind); }
Type *type_complex(int kind) { return kind_is_valid(TY_COMPLEX, kind) ? shared_type(TY_COMPLEX, kind) : type_new(TY_COMPLEX, kind); }
Type *type_logical(int kind) { return kind_is_valid(TY_LOGICAL, kind) ? shared_type(TY_LOGICAL, kind) : type_new(TY_LOGICAL, kind); }

Type *type_character(int64_t len, int kind) {
    Type *t = type_new(TY_CHARACTER, kind);
    if (len < 0)
        t->len_kind = LEN_ASSUMED;
    else
        t->len = len;
    return t;
}

Type *type_derived(Symbol *dtype) {
    Type *t = type_new(TY_DERIVED, 0);
    t->derived = dtype;
    return t;
}

Type *type_class(Symbol *dtype) {
    Type *t = type_new(dtype ? TY_CLASS : TY_CLASS_STAR, 0);
    t->derived = dtype;
    return t;
}

Type *type_copy(const Type *t) {
    Type *c = xmalloc(sizeof *c);
    *c = *t;
    if (t->rank > 0 && t->dims) {
        c->dims = xmalloc((size_t)t->rank * sizeof *c->dims);
        memcpy(c->dims, t->dims, (size_t)t->rank * sizeof *c->dims);
    }
    return c;
}

Type *type_elem(const Type *t) {
    if (t->rank == 0 && t->corank == 0)
        return (Type *)t;
    Type *c = type_copy(t);
    c->rank = 0;
    c->dims = NULL;
    c->corank = 0;
    return c;
}

Type *type_with_rank(const Type *t, int rank) {
    if (rank == 0)
        return type_elem(t);
    Type *c = type_copy(type_elem(t));
    c->rank = rank;
    if (rank > 0) {
        c->dims = xmalloc((size_t)rank * sizeof *c->dims);
        for (int i = 0; i < rank; i++)
            c->dims[i].kind = DIM_DEFERRED;
    }
    return c;
}

int kind_default_int = 4, kind_default_real = 4, kind_default_logical = 4;

/* -i8 makes default logical 8 bytes too, as gfortran's -fdefault-integer-8. */
void sema_set_default_kinds(int int_kind, int real_kind) {
    kind_default_int = kind_default_logical = int_kind;
    kind_default_real = real_kind;
}

bool kind_is_valid(TypeKind tk, int kind) {
    switch (tk) {
    case TY_INTEGER: return kind == 1 || kind == 2 || kind == 4 || kind == 8 || kind == 16;
    case TY_LOGICAL: return kind == 1 || kind == 2 || kind == 4 || kind == 8 || kind == 16;
    case TY_REAL:
    case TY_COMPLEX:
        /* real(2): CUDA Fortran half precision (guide 2.7.1) */
        return kind == 4 || kind == 8 || kind == 10 || kind == 16 || (kind == 2 && sema_options() && sema_options()->cuda);
    case TY_CHARACTER: return kind == 1 || kind == 4;
    default: return kind == 0;
    }
}

static Symbol *canonical(Symbol *s) {
    while (s && s->use_orig)
        s = s->use_orig;
    return s;
}

bool type_same_tk(const Type *a, const Type *b) {
    if (a->kind != b->kind)
        return false;
    switch (a->kind) {
    case TY_INTEGER: case TY_REAL: case TY_COMPLEX: case TY_LOGICAL: case TY_CHARACTER:
        return a->kind_num == b->kind_num;
    case TY_DERIVED: case TY_CLASS: {
        Symbol *x = canonical(a->derived), *y = canonical(b->derived);
        /* Two module files may describe the same type: compare by name then. */
        return x == y || (x && y && strcmp(x->name, y->name) == 0);
    }
    default:
        return true;
    }
}

bool type_equal(const Type *a, const Type *b) {
    if (!type_same_tk(a, b) || a->rank != b->rank)
        return false;
    if (a->kind == TY_CHARACTER && a->len_kind == LEN_CONST && b->len_kind == LEN_CONST)
        return a->len == b->len;
    return true;
}

bool type_is_numeric(const Type *t) {
    return t->kind == TY_INTEGER || t->kind == TY_REAL || t->kind == TY_COMPLEX || t->kind == TY_BOZ;
}

bool type_is_intrinsic(const Type *t) {
    return t->kind >= TY_INTEGER && t->kind <= TY_CHARACTER;
}

bool type_is_symbol_handle(const Type *t) {
    Symbol *d = t->kind == TY_DERIVED && t->rank == 0 ? canonical(t->derived) : NULL;
    return d && (!strcmp(d->name, "c_ptr") || !strcmp(d->name, "c_devptr"));
}

static const char *dim_text(const ArrayDim *d) {
    switch (d->kind) {
    case DIM_EXPLICIT:
        if (d->lower_known && d->upper_known && d->lower_val != 1)
            return format("%lld:%lld", (long long)d->lower_val, (long long)d->upper_val);
        if (d->upper_known)
            return format("%lld", (long long)d->upper_val);
        return "*expr*";
    case DIM_ASSUMED_SIZE: return "*";
    case DIM_ASSUMED_RANK: return "..";
    default: return ":";
    }
}

const char *type_name(const Type *t) {
    if (!t)
        return "(no type)";
    const char *base;
    switch (t->kind) {
    case TY_UNKNOWN: base = "(unknown type)"; break;
    case TY_NONE: base = "(no type)"; break;
    case TY_INTEGER: base = format("integer(%d)", t->kind_num); break;
    case TY_REAL: base = format("real(%d)", t->kind_num); break;
    case TY_COMPLEX: base = format("complex(%d)", t->kind_num); break;
    case TY_LOGICAL: base = format("logical(%d)", t->kind_num); break;
    case TY_CHARACTER:
        if (t->len_kind == LEN_CONST)
            base = format("character(len=%lld%s)", (long long)t->len, t->kind_num == 4 ? ",kind=4" : "");
        else
            base = format("character(len=%s)", t->len_kind == LEN_ASSUMED ? "*" : t->len_kind == LEN_DEFERRED ? ":" : "expr");
        break;
    case TY_DERIVED: base = format("type(%s)", t->derived ? t->derived->name : "?"); break;
    case TY_CLASS: base = format("class(%s)", t->derived ? t->derived->name : "?"); break;
    case TY_CLASS_STAR: base = "class(*)"; break;
    case TY_TYPE_STAR: base = "type(*)"; break;
    case TY_BOZ: base = "boz"; break;
    case TY_PROCEDURE: base = "procedure"; break;
    default: base = "?"; break;
    }
    if (t->rank == 0)
        return base;
    if (t->rank < 0)
        return format("%s, dimension(..)", base);
    char *s = format("%s, dimension(", base);
    for (int i = 0; i < t->rank; i++)
        s = format("%s%s%s", s, i ? "," : "", t->dims ? dim_text(&t->dims[i]) : ":");
    return format("%s)", s);
}

bool type_elem_bytes(const Type *t, int64_t *bytes) {
    switch (t->kind) {
    case TY_INTEGER: case TY_REAL: case TY_LOGICAL:
        *bytes = t->kind_num;
        return true;
    case TY_COMPLEX:
        *bytes = 2 * (int64_t)t->kind_num;
        return true;
    case TY_CHARACTER:
        if (t->len_kind != LEN_CONST)
            return false;
        *bytes = t->len * t->kind_num;
        return true;
    case TY_DERIVED: {
        /* Sum of component sizes with natural alignment, like gfortran for
         * plain (non-sequence) types of intrinsic components. */
        Symbol *d = canonical(t->derived);
        if (!d || !d->components)
            return false;
        int64_t size = 0, align = 1;
        if (d->parent_type) {
            Type *pt = type_derived(d->parent_type);
            if (!type_elem_bytes(pt, &size))
                return false;
        }
        for (Symbol *c = d->components->first; c; c = c->next_in_scope) {
            if (c->attrs & (ATTR_KIND | ATTR_LEN))
                continue;
            if (c->attrs & (ATTR_POINTER | ATTR_ALLOCATABLE) || !c->type)
                return false;
            int64_t es, n = 1;
            if (!type_elem_bytes(c->type, &es) || (c->type->rank && !type_const_size(c->type, &n)))
                return false;
            int64_t a = c->type->kind == TY_COMPLEX ? c->type->kind_num
                        : c->type->kind == TY_CHARACTER ? 1 : es > 8 ? 8 : es;
            if (c->type->kind == TY_DERIVED)
                a = 8 < es ? 8 : (es >= 8 ? 8 : es >= 4 ? 4 : 1);
            if (a < 1)
                a = 1;
            size = (size + a - 1) / a * a + es * n;
            if (a > align)
                align = a;
        }
        *bytes = (size + align - 1) / align * align;
        return true;
    }
    default:
        return false;
    }
}

bool type_const_size(const Type *t, int64_t *count) {
    int64_t n = 1;
    if (t->rank < 0)
        return false;
    for (int i = 0; i < t->rank; i++) {
        const ArrayDim *d = &t->dims[i];
        if (d->kind != DIM_EXPLICIT || !d->upper_known || !d->lower_known)
            return false;
        int64_t e;
        if (__builtin_sub_overflow(d->upper_val, d->lower_val, &e) || __builtin_add_overflow(e, 1, &e) ||
            __builtin_mul_overflow(n, e > 0 ? e : 0, &n))
            return false;       /* no size that an int64 holds: not a constant size */
    }
    *count = n;
    return true;
}

/* The bytes of an explicit-shape array of constant bounds, multiplied in the
 * order cufc emits them for an allocation (the element's bytes, then each
 * extent): false when a partial product overflows, even where a later extent
 * is 0, since gfortran folds the product and rejects it (fuzz m2106). */
bool type_const_bytes(const Type *t, int64_t *bytes) {
    int64_t n;
    if (t->rank < 0 || !type_elem_bytes(t, &n))
        return false;
    for (int i = 0; i < t->rank; i++) {
        const ArrayDim *d = &t->dims[i];
        int64_t e;
        if (d->kind != DIM_EXPLICIT || !d->upper_known || !d->lower_known ||
            __builtin_sub_overflow(d->upper_val, d->lower_val, &e) || __builtin_add_overflow(e, 1, &e) ||
            __builtin_mul_overflow(n, e > 0 ? e : 0, &n))
            return false;
    }
    *bytes = n;
    return true;
}

/* ------------------------------------------------- from the parsed syntax */

static bool in_type_definition;

void types_in_type_definition(bool on) { in_type_definition = on; }

static int kind_of(Node *kind_expr, Scope *s, TypeKind tk, int dflt, Loc loc) {
    if (!kind_expr)
        return dflt;
    int64_t k;
    if (!sema_const_int(kind_expr, s, &k)) {
        /* a kind type parameter of a parameterized derived type; or a
         * name from a module that could not be read (already reported) */
        if (in_type_definition || sema_module_missing())
            return dflt;
        error_at(kind_expr->loc, "kind parameter must be a constant expression");
        return dflt;
    }
    if (!kind_is_valid(tk, (int)k)) {
        error_at(loc, "kind %lld is not valid for this type", (long long)k);
        return dflt;
    }
    return (int)k;
}

/* Character length from a len expression as written. */
static void set_char_len(Type *t, Node *len, Scope *s) {
    if (!len) {
        t->len_kind = LEN_CONST;
        t->len = 1;
    } else if (len->kind == N_STAR) {
        t->len_kind = LEN_ASSUMED;
    } else if (len->kind == N_COLON) {
        t->len_kind = LEN_DEFERRED;
    } else {
        int64_t n;
        if (sema_const_int(len, s, &n)) {
            t->len_kind = LEN_CONST;
            t->len = n < 0 ? 0 : n;
        } else {
            t->len_kind = LEN_EXPR;
            t->len_expr = len;
        }
    }
}

static Symbol *find_derived(const char *name, Scope *s, Loc loc) {
    Symbol *d = scope_lookup(s, name);
    /* a generic of the same name as the type hides nothing here */
    if (d && d->kind == SYM_GENERIC && d->iface && d->iface->kind == SYM_DERIVED_TYPE)
        d = d->iface;
    if (!d || d->kind != SYM_DERIVED_TYPE) {
        /* A forward reference from a component (pointer to a type declared
         * later) is legal: make a placeholder the definition fills in. */
        if (d && d->kind != SYM_UNKNOWN) {
            error_at(loc, "'%s' is not a derived type", name);
            return NULL;
        }
        Scope *u = scope_unit(s);
        d = scope_declare(u, name, loc);
        d->kind = SYM_DERIVED_TYPE;
        d->type = type_none();
    }
    return d;
}

Type *type_from_spec(TypeSpec *ts, Scope *s) {
    Type *t;
    switch (ts->kind) {
    case TS_INTEGER: t = type_integer(kind_of(ts->kind_expr, s, TY_INTEGER, kind_default_int, ts->loc)); break;
    case TS_REAL: t = type_real(kind_of(ts->kind_expr, s, TY_REAL, kind_default_real, ts->loc)); break;
    case TS_DOUBLE_PRECISION: t = type_real(KIND_DOUBLE); break;
    case TS_COMPLEX: {
        /* complex*16 is complex(8): the star form counts both parts */
        int k = ts->star_kind && ts->kind_expr ? 0 : kind_default_real;
        if (ts->star_kind && ts->kind_expr) {
            int64_t n;
            k = sema_const_int(ts->kind_expr, s, &n) ? (int)n / 2 : kind_default_real;
            if (!kind_is_valid(TY_COMPLEX, k)) {
                error_at(ts->loc, "kind %d is not valid for complex", k);
                k = kind_default_real;
            }
        } else
            k = kind_of(ts->kind_expr, s, TY_COMPLEX, kind_default_real, ts->loc);
        t = type_complex(k);
        break;
    }
    case TS_DOUBLE_COMPLEX: t = type_complex(KIND_DOUBLE); break;
    case TS_LOGICAL: t = type_logical(kind_of(ts->kind_expr, s, TY_LOGICAL, kind_default_logical, ts->loc)); break;
    case TS_CHARACTER:
        t = type_new(TY_CHARACTER, kind_of(ts->kind_expr, s, TY_CHARACTER, KIND_DEFAULT_CHAR, ts->loc));
        set_char_len(t, ts->len, s);
        break;
    case TS_TYPE:
    case TS_CLASS: {
        Symbol *d = ts->derived ? find_derived(ts->derived, s, ts->loc) : NULL;
        if (!d)
            return type_unknown();
        t = ts->kind == TS_TYPE ? type_derived(d) : type_class(d);
        t->type_params = ts->type_params;
        break;
    }
    case TS_CLASS_STAR: t = type_class(NULL); break;
    case TS_TYPE_STAR: t = type_new(TY_TYPE_STAR, 0); break;
    default: t = type_unknown(); break;
    }
    return t;
}

Type *type_with_len(Type *t, Node *len, Scope *s) {
    Type *c = type_copy(t);
    set_char_len(c, len, s);
    return c;
}

void type_set_dims(Type *t, Node *dims, Scope *s, bool is_dummy, bool alloc_or_ptr) {
    int rank = 0;
    for (Node *d = dims; d; d = d->next)
        rank++;
    t->rank = rank;
    t->dims = rank ? xmalloc((size_t)rank * sizeof *t->dims) : NULL;
    int i = 0;
    for (Node *d = dims; d; d = d->next, i++) {
        ArrayDim *ad = &t->dims[i];
        ad->kind = (DimKind)d->op;
        ad->lower = d->lhs;
        ad->upper = d->rhs;
        if (ad->kind == DIM_ASSUMED_RANK) {
            t->rank = -1;
            break;
        }
        /* ':' alone: deferred for allocatable/pointer, assumed shape for a dummy */
        if ((ad->kind == DIM_DEFERRED || ad->kind == DIM_ASSUMED_SHAPE) && !d->lhs)
            ad->kind = alloc_or_ptr || !is_dummy ? DIM_DEFERRED : DIM_ASSUMED_SHAPE;
        if (d->lhs)
            ad->lower_known = sema_const_int(d->lhs, s, &ad->lower_val);
        else if (ad->kind != DIM_DEFERRED) {
            ad->lower_known = true;
            ad->lower_val = 1;
        }
        if (ad->kind == DIM_EXPLICIT && d->rhs)
            ad->upper_known = sema_const_int(d->rhs, s, &ad->upper_val);
    }
    if (t->rank < 0) {
        t->dims = NULL;
    }
}
