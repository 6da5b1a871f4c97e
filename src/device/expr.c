/* expr.c — Fortran expressions as C++ expressions with Fortran's
 * semantics: column-major subscripts with any lower bounds, kinds and their
 * conversions, integer/real/complex `**`, the intrinsics of guide 3.6.3
 * (through cuf_fortran.h), the CUDA built-ins and device intrinsics of
 * guide 3.6.2-3.6.8.  Every binary operation is parenthesised, so C
 * precedence never changes the meaning. */
#include <stdlib.h>
#include <string.h>
#include "device/device.h"

static Type *type_of(const Node *e) {
    return e && e->type && e->type->kind != TY_UNKNOWN ? e->type : type_integer(kind_default_int);
}

static bool is_kind(const Type *t, TypeKind k) { return t && t->kind == k; }

const char *dev_temp(DevProc *p, const char *prefix) { return format("%s%d", prefix, ++p->ntemps); }

Node *dev_base_name(Node *e) {
    while (e && (e->kind == N_APPLY || e->kind == N_COMPONENT)) e = e->lhs;
    return e && e->kind == N_NAME ? e : NULL;
}

Node *dev_arg_expr(Node *a) { return a && a->kind == N_ARG ? a->lhs : a; }

/* Whether t is "( ... )" with the first parenthesis closing at the end. */
static bool wrapped(const char *t) {
    size_t n = strlen(t);
    if (n < 2 || t[0] != '(' || t[n - 1] != ')') return false;
    int depth = 0;
    bool in_str = false;
    for (size_t i = 0; i < n; i++) {
        if (t[i] == '"' && (i == 0 || t[i - 1] != '\\')) in_str = !in_str;
        if (in_str) continue;
        if (t[i] == '(') depth++;
        else if (t[i] == ')' && --depth == 0 && i != n - 1) return false;
    }
    return true;
}

const char *dev_strip_parens(const char *t) {
    while (wrapped(t)) t = xstrndup(t + 1, strlen(t) - 2);
    return t;
}

/* ---------------------------------------------------------- conversions */

const char *dev_convert(DevProc *p, const char *text, const Type *from, const Type *to) {
    if (!to || !from || to->kind == TY_UNKNOWN) return text;
    if (from->kind == to->kind && from->kind_num == to->kind_num) return text;
    if (to->kind == TY_DERIVED || to->kind == TY_CHARACTER || from->kind == TY_CHARACTER) return text;
    const char *ct = dev_ctype(p->em, type_elem(to));
    if (to->kind == TY_COMPLEX || from->kind == TY_COMPLEX) return format("cuf_convert<%s>(%s)", ct, text);
    return format("(%s)%s", ct, text);
}

const char *dev_expr_as(DevProc *p, Node *e, const Type *t) {
    return dev_convert(p, dev_expr(p, e), type_of(e), type_elem(t));
}

/* ---------------------------------------------------------- literals */

static const char *real_literal(const Node *e) {
    char *s = xstrdup(e->str);
    for (char *c = s; *c; c++) {
        if (*c == 'd' || *c == 'D' || *c == 'q' || *c == 'Q' || *c == 'E') *c = 'e';
    }
    return format("%s%s", s, type_of(e)->kind_num == 4 ? "f" : "");
}

static const char *char_literal(unsigned char c) {
    if (c == '\'' || c == '\\') return format("'\\%c'", c);
    if (c < 32 || c > 126) return format("'\\%03o'", c);
    return format("'%c'", c);
}

static const char *int_literal(const char *digits, int kind) {
    /* Fortran's 010 is ten; C's is eight */
    while (digits[0] == '0' && digits[1]) digits++;
    switch (kind) {
    case 8: return format("%sLL", digits);
    case 16: return format("((__int128)%sLL)", digits);
    case 1: return format("(signed char)%s", digits);
    case 2: return format("(short)%s", digits);
    default: return digits;
    }
}

/* Scalar constants of intrinsic type (named constants, folded
 * expressions); NULL when not one. */
static const char *const_text(DevProc *p, const ConstValue *v) {
    const char *ct = dev_ctype(p->em, v->type);
    int kind = v->type ? v->type->kind_num : 4;
    switch (v->kind) {
    case CV_INTEGER:
        if (v->i == INT64_MIN) return "(-9223372036854775807LL - 1)";
        if (v->i < 0) return format("(%s)", int_literal(format("%lld", (long long)v->i), kind));
        return int_literal(format("%lld", (long long)v->i), kind);
    case CV_LOGICAL: return v->i ? "true" : "false";
    case CV_REAL: {
        const char *t = kind == 8 ? format("%.17Lg", v->r) : format("%.9g", (double)(float)v->r);
        if (!strpbrk(t, ".eni")) t = format("%s.0", t);
        if (strstr(t, "inf") || strstr(t, "nan")) return NULL;
        t = format("%s%s", t, kind == 8 ? "" : "f");
        return v->r < 0 ? format("(%s)", t) : t;
    }
    case CV_COMPLEX: {
        ConstValue re = *v, im = *v;
        re.kind = im.kind = CV_REAL;
        re.type = im.type = type_real(kind);
        im.r = v->im;
        const char *a = const_text(p, &re), *b = const_text(p, &im);
        return a && b ? format("cuf_cmplx_make<%s>(%s, %s)", kind == 8 ? "double" : "float", a, b) : NULL;
    }
    case CV_CHARACTER:
        if (v->slen == 1) return char_literal((unsigned char)v->s[0]);
        return NULL;
    default:
        (void)ct;
        return NULL;
    }
}

static bool is_plain_literal(const Node *e) {
    return e->kind == N_INT_LIT || e->kind == N_REAL_LIT || e->kind == N_LOGICAL_LIT ||
           e->kind == N_STRING_LIT;
}

/* ---------------------------------------------------------- arrays */

/* The array a designator's base names (a name, or a component of a
 * scalar structure); NULL with an error otherwise. */
DevVar *dev_designator_var(DevProc *p, Node *e, DevVar *tmp) {
    DevVar *value = dev_array_call_value(p, e); /* arraycall.c */
    if (value) return value;
    if (e->kind == N_NAME) {
        DevVar *v = dev_var(p, e->sym);
        if (!v) dev_fail(p, e->loc, format("reference to '%s'", e->name));
        return v;
    }
    if (e->kind == N_COMPONENT && e->sym && e->sym->type && e->sym->type->rank > 0) {
        Type *t = e->sym->type;
        memset(tmp, 0, sizeof *tmp);
        tmp->sym = e->sym;
        tmp->rank = t->rank;
        tmp->base = format("%s.%s", dev_expr(p, e->lhs), dev_cname(e->sym->name));
        tmp->cname = e->sym->name;
        if (host_holds_pointer(e->sym)) {
            /* gfortran's descriptor (cuf_gfc_array, emit_struct) */
            const char *d = tmp->base;
            tmp->desc = true;
            tmp->base = format("%s.base_addr", d);
            for (int k = 0; k < t->rank; k++) {
                tmp->lb[k] = format("(int)%s.dim[%d].lbound", d, k);
                tmp->ext[k] = format("(int)(%s.dim[%d].ubound - %s.dim[%d].lbound + 1)", d, k, d, k);
                tmp->sm[k] = format("(int)%s.dim[%d].stride", d, k);
            }
            return tmp;
        }
        const char *sm = "1";
        for (int k = 0; k < t->rank; k++) {
            int64_t lo = t->dims[k].lower_known ? t->dims[k].lower_val : 1;
            int64_t ext = t->dims[k].upper_val - lo + 1;
            tmp->lb[k] = format("%lld", (long long)lo);
            tmp->ext[k] = format("%lld", (long long)(ext < 0 ? 0 : ext));
            tmp->sm[k] = sm;
            sm = format("%lld", atoll(sm) * (ext < 0 ? 0 : ext));
        }
        return tmp;
    }
    dev_fail(p, e->loc, "this array designator");
    return NULL;
}

static bool is_zero(const char *t) { return !strcmp(t, "0"); }

/* Fortran index -> C: the upper bound of dimension k (NULL: unknown). */
static const char *upper_text(const DevVar *v, int k) {
    if (!v->ext[k]) return NULL;
    char *end1, *end2;
    long long lb = strtoll(v->lb[k], &end1, 10), ext = strtoll(v->ext[k], &end2, 10);
    if (!*end1 && !*end2) return format("%lld", lb + ext - 1);
    if (!strcmp(v->lb[k], "1")) return v->ext[k];
    return format("%s + %s - 1", v->lb[k], v->ext[k]);
}

/* A file name for the emulator's bounds messages, an argument of %s (not a
 * format: c_string's %% would show). */
static const char *file_literal(const char *f) { return c_quoted(f); }

/* idx (a 1-based Fortran subscript of dimension k of v) made 0-based,
 * bounds checked in emulation (CUF_BOUNDS, cuf_device.h). */
static const char *zero_based(DevProc *p, const DevVar *v, int k, const char *idx, Loc loc) {
    if (p->em->opt->emu && !p->unchecked && v->ext[k]) {
        idx = format("CUF_BOUNDS(%s, %s, %s, %d, \"%s\", %s, %d)", idx, v->lb[k], upper_text(v, k), k + 1,
                     v->sym ? v->sym->name : v->cname, file_literal(loc.file), loc.line);
    }
    if (is_zero(v->lb[k])) return idx;
    if (!strcmp(v->lb[k], "1")) return format("(%s - 1)", idx);
    return format("(%s - %s)", idx, v->lb[k]);
}

/* base[sum zidx_k * sm_k] */
static const char *element_at(const DevVar *v, const char **zidx) {
    StrBuf b = {0};
    for (int k = 0; k < v->rank; k++) {
        if (k) sb_puts(&b, " + ");
        if (!strcmp(v->sm[k], "1")) sb_puts(&b, zidx[k]);
        else sb_printf(&b, "%s * %s", v->sm[k], zidx[k]);
    }
    return format("%s[%s]", v->base, sb_str(&b));
}

/* How an element is accessed: under -gpu=emu, reads and stores of
 * elements of intrinsic type go through CUF_ACCESS (cuf_device.h), which
 * lets the emulator's memory, initialisation and race checks see them;
 * other uses (an address taken for atomics or a call) are not checked. */
typedef enum { ACCESS_ADDR, ACCESS_READ, ACCESS_WRITE } Access;

static const char *checked_access(DevProc *p, const DevVar *v, Node *e, const char *elem, Access how) {
    Type *t = e->type ? type_elem(e->type) : NULL;
    Node *b = dev_base_name(e);
    if (!p->em->opt->emu || how == ACCESS_ADDR || !t || t->kind == TY_DERIVED || t->kind == TY_CHARACTER ||
        (b && b->sym && sym_origin(b->sym)->kind == SYM_PARAMETER)) /* a named constant is no memory */
        return elem;
    return format("CUF_ACCESS(%d, %s, %s, \"%s\", %s, %d, %s)", (how == ACCESS_WRITE ? 1 : 0) | (v->rank == 1 ? 4 : 0),
                  v->base, v->rank == 1 ? v->lb[0] : "1", v->sym ? v->sym->name : v->cname,
                  file_literal(e->loc.file), e->loc.line, elem);
}

/* Element of an array designator: a whole array or section inside an
 * array-syntax loop nest (p->elem counters), or an element. */
static const char *array_element(DevProc *p, Node *e, Access how) {
    bool whole = e->kind != N_APPLY || dev_array_call_value(p, e);
    DevVar tmp, *v = dev_designator_var(p, whole ? e : e->lhs, &tmp);
    if (!v) return "0";
    const char *zidx[DEV_MAX_RANK];
    int dim = 0; /* next loop counter */
    if (whole) {
        if (!p->elem || p->elem->rank != v->rank) {
            dev_fail(p, e->loc, format("whole-array reference '%s' in this context", v->sym ? v->sym->name : v->cname));
            return "0";
        }
        for (int k = 0; k < v->rank; k++) {
            zidx[k] = p->elem->ctr[k];
            if (p->em->opt->emu && v->ext[k]) /* still check the shapes conform */
                zidx[k] = zero_based(p, v, k, format("%s + %s", v->lb[k], p->elem->ctr[k]), e->loc);
        }
        return checked_access(p, v, e, element_at(v, zidx), how);
    }
    int k = 0;
    for (Node *a = e->args; a && k < v->rank; a = a->next, k++) {
        Node *s = dev_arg_expr(a);
        if (s->kind == N_RANGE) {
            if (!p->elem || dim >= p->elem->rank) {
                dev_fail(p, e->loc, "array section in this context");
                return "0";
            }
            const char *lo = s->lhs ? dev_expr(p, s->lhs) : v->lb[k];
            const char *ctr = p->elem->ctr[dim++];
            const char *step = s->stride ? dev_expr(p, s->stride) : NULL;
            const char *idx = step ? format("%s + %s * %s", lo, ctr, step) : format("%s + %s", lo, ctr);
            zidx[k] = zero_based(p, v, k, idx, s->loc);
            continue;
        }
        if (s->type && s->type->rank > 0) {
            dev_fail(p, s->loc, "vector subscript");
            return "0";
        }
        zidx[k] = zero_based(p, v, k, dev_expr(p, s), s->loc);
    }
    if (k != v->rank) {
        dev_fail(p, e->loc, "subscript count different from the rank");
        return "0";
    }
    const char *elem = checked_access(p, v, e, element_at(v, zidx), how);
    if (v->lane && how != ACCESS_ADDR) /* emulation still checks the subscripts and the access */
        return p->em->opt->emu ? format("CUF_LANE(%s, %s)", elem, v->lane) : v->lane;
    return elem;
}

/* An array element read: elements of read-only data (mem_read_only) go
 * through the read-only data cache (cuf_ldg in cuf_device.h). */
static const char *array_read(DevProc *p, Node *e) {
    const char *t = array_element(p, e, ACCESS_READ);
    Node *d = e->kind == N_APPLY ? e->lhs : e;
    const DevVar *v = d->kind == N_NAME && d->sym ? dev_var(p, d->sym) : NULL;
    if (d->kind == N_NAME && d->sym && mem_read_only(d->sym) && !(v && v->lane))
        return format("cuf_ldg(&%s)", t);
    return t;
}

/* Shape of an array expression: its rank and extents (C texts). */
int dev_shape(DevProc *p, Node *e, const char **ext) {
    if (!e) return 0;
    switch (e->kind) {
    case N_NAME: {
        DevVar *v = e->type && e->type->rank > 0 ? dev_var(p, e->sym) : NULL;
        if (!v) return 0;
        for (int k = 0; k < v->rank; k++) {
            if (!v->ext[k]) {
                dev_fail(p, e->loc, "whole assumed-size array");
                return 0;
            }
            ext[k] = v->ext[k];
        }
        return v->rank;
    }
    case N_COMPONENT: {
        if (!e->type || e->type->rank == 0) return 0;
        DevVar tmp, *v = dev_designator_var(p, e, &tmp);
        if (!v) return 0;
        for (int k = 0; k < v->rank; k++) ext[k] = v->ext[k];
        return v->rank;
    }
    case N_APPLY:
        if (dev_array_call_value(p, e)) {
            DevVar *v = dev_array_call_value(p, e);
            for (int k = 0; k < v->rank; k++) ext[k] = v->ext[k];
            return v->rank;
        }
        if (apply_kind(e) == APPLY_SECTION) {
            DevVar tmp, *v = dev_designator_var(p, e->lhs, &tmp);
            if (!v) return 0;
            int r = 0, k = 0;
            for (Node *a = e->args; a && k < v->rank; a = a->next, k++) {
                Node *s = dev_arg_expr(a);
                if (s->kind != N_RANGE) continue;
                if (!s->lhs && !s->rhs && !s->stride && v->ext[k]) {
                    ext[r++] = v->ext[k]; /* a(:) */
                    continue;
                }
                const char *lo = s->lhs ? dev_expr(p, s->lhs) : v->lb[k];
                const char *hi = s->rhs ? dev_expr(p, s->rhs) : upper_text(v, k);
                if (!hi) {
                    dev_fail(p, s->loc, "section of an assumed-size dimension without an upper bound");
                    return 0;
                }
                if (s->stride)
                    ext[r++] = format("cuf_max((%s - %s + %s) / %s, 0)", hi, lo, dev_expr(p, s->stride),
                                      dev_expr(p, s->stride));
                else
                    ext[r++] = format("cuf_max(%s - %s + 1, 0)", hi, lo);
            }
            return r;
        }
        if (apply_kind(e) == APPLY_CALL && e->type && e->type->rank > 0) {
            const Symbol *s = e->sym ? sym_origin(e->sym) : NULL;
            if (s && s->intrinsic && dev_is_reduction(s->intrinsic->name))
                return dev_reduction_shape(p, e, s->intrinsic->name, ext);
            for (Node *a = e->args; a; a = a->next) {
                int r = dev_shape(p, dev_arg_expr(a), ext);
                if (r) return r;
            }
        }
        return 0;
    case N_BINARY: {
        int r = dev_shape(p, e->lhs, ext);
        return r ? r : dev_shape(p, e->rhs, ext);
    }
    case N_UNARY: return dev_shape(p, e->lhs, ext);
    case N_ARRAY_CTOR: {
        int n = 0;
        for (Node *it = e->list; it; it = it->next, n++)
            if (dev_arg_expr(it)->kind == N_IMPLIED_DO || (dev_arg_expr(it)->type && dev_arg_expr(it)->type->rank > 0)) return 0;
        ext[0] = format("%d", n);
        return 1;
    }
    default: return 0;
    }
}

/* ---------------------------------------------------------- designators */

static const char *designator(DevProc *p, Node *e, Access how) {
    switch (e->kind) {
    case N_NAME: {
        DevVar *v = dev_var(p, e->sym);
        if (!v) {
            dev_fail(p, e->loc, format("assignment to '%s'", e->name));
            return "cuf_bad";
        }
        if (v->rank > 0) return array_element(p, e, how);
        return v->by_ref ? format("(*%s)", v->cname) : v->cname;
    }
    case N_APPLY:
        if (apply_kind(e) == APPLY_ELEMENT || apply_kind(e) == APPLY_SECTION) return array_element(p, e, how);
        if (apply_kind(e) == APPLY_SUBSTRING) {
            dev_fail(p, e->loc, "character substring");
            return "cuf_bad";
        }
        break;
    case N_COMPONENT:
        if (e->type && e->type->rank > 0) return array_element(p, e, how);
        return format("%s.%s", dev_lvalue(p, e->lhs), dev_cname(e->name ? e->name : e->sym->name));
    default: break;
    }
    dev_fail(p, e->loc, "this kind of variable designator");
    return "cuf_bad";
}

/* A variable whose address is taken (or any use but a read or a store). */
const char *dev_lvalue(DevProc *p, Node *e) { return designator(p, e, ACCESS_ADDR); }

/* The left side of an assignment. */
const char *dev_store(DevProc *p, Node *e) { return designator(p, e, ACCESS_WRITE); }

/* ---------------------------------------------------------- built-ins */

static const char *builtin_dim3(const char *name) {
    if (!strcmp(name, "threadidx")) return "threadIdx";
    if (!strcmp(name, "blockidx")) return "blockIdx";
    if (!strcmp(name, "blockdim")) return "blockDim";
    if (!strcmp(name, "griddim")) return "gridDim";
    return NULL;
}

/* threadidx%x = threadIdx.x + 1 (guide 3.6.2: 1-based). */
static const char *builtin_component(Node *e) {
    Node *b = e->lhs;
    if (!b || b->kind != N_NAME || !b->sym || sym_origin(b->sym)->kind != SYM_VARIABLE) return NULL;
    if (b->sym->loc.file && strcmp(b->sym->loc.file, "<built-in>")) return NULL;
    const char *c = builtin_dim3(b->name);
    if (!c) return NULL;
    bool one_based = !strcmp(b->name, "threadidx") || !strcmp(b->name, "blockidx");
    return format(one_based ? "(int)(%s.%s + 1)" : "(int)%s.%s", c, e->name);
}

/* --------------------------------------------------------- intrinsics */

typedef struct Alias {
    const char *specific, *generic;
} Alias;

/* Specific names of generic intrinsics (F2008 13.6). */
static const Alias aliases[] = {
    {"iabs", "abs"}, {"dabs", "abs"}, {"cabs", "abs"}, {"dsqrt", "sqrt"}, {"csqrt", "sqrt"},
    {"dexp", "exp"}, {"cexp", "exp"}, {"alog", "log"}, {"dlog", "log"}, {"clog", "log"},
    {"alog10", "log10"}, {"dlog10", "log10"}, {"dsin", "sin"}, {"csin", "sin"}, {"dcos", "cos"},
    {"ccos", "cos"}, {"dtan", "tan"}, {"dasin", "asin"}, {"dacos", "acos"}, {"datan", "atan"},
    {"datan2", "atan2"}, {"dsinh", "sinh"}, {"dcosh", "cosh"}, {"dtanh", "tanh"},
    {"dimag", "aimag"}, {"dconjg", "conjg"}, {"amod", "mod"}, {"dmod", "mod"}, {"isign", "sign"},
    {"dsign", "sign"}, {"idim", "dim"}, {"ddim", "dim"}, {"dnint", "anint"}, {"idnint", "nint"},
    {"dint", "aint"}, {"max0", "max"}, {"amax1", "max"}, {"dmax1", "max"}, {"amax0", "max"},
    {"max1", "max"}, {"min0", "min"}, {"amin1", "min"}, {"dmin1", "min"}, {"amin0", "min"},
    {"min1", "min"}, {"float", "real"}, {"sngl", "real"}, {"dfloat", "real"}, {"dble", "real"},
    {"ifix", "int"}, {"idint", "int"}, {"dcmplx", "cmplx"}, {"iachar", "ichar"}, {"achar", "char"},
    {NULL, NULL}};

static bool name_in(const char *n, const char *const *list) {
    for (; *list; list++)
        if (!strcmp(n, *list)) return true;
    return false;
}

/* cuf_<name>(a) with the argument as it is. */
static const char *const math1[] = {
    "abs", "sqrt", "exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan", "sinh",
    "cosh", "tanh", "asinh", "acosh", "atanh", "erf", "erfc", "gamma", "log_gamma", "bessel_j0",
    "bessel_j1", "bessel_y0", "bessel_y1", "aimag", "conjg", "popcnt", "poppar", "leadz", "trailz",
    "ichar", "char", NULL};
/* cuf_<name>(a, b, ...) with the arguments converted to the result type. */
static const char *const same_type[] = {"mod", "modulo", "sign", "dim", "atan2", "hypot", NULL};

static Node *nth_arg(Node *args, int n) {
    for (; args && n > 0; args = args->next) n--;
    return args;
}

Node *dev_kw_arg(Node *args, const char *kw, int pos) {
    int i = 0;
    for (Node *a = args; a; a = a->next, i++) {
        if (a->kind == N_ARG && a->name) {
            if (!strcmp(a->name, kw)) return a->lhs;
        } else if (i == pos) {
            return dev_arg_expr(a);
        }
    }
    return NULL;
}

static const char *int_const_arg(DevProc *p, Node *e, int64_t *v) {
    if (e && sema_const_int(e, p->scope, v)) return "";
    return NULL;
}

/* sizeof (PGI) and c_sizeof: bytes of the argument, all its elements;
 * storage_size: bits of one element. */
static const char *storage_inquiry(DevProc *p, Node *e, const char *name) {
    Node *x = dev_arg_expr(e->args);
    const char *rt = dev_ctype(p->em, type_of(e));
    const char *elem = format("sizeof(%s)", dev_ctype(p->em, type_elem(type_of(x))));
    if (!strcmp(name, "storage_size")) return format("(%s)(8 * %s)", rt, elem);
    if (type_of(x)->rank <= 0) return format("(%s)%s", rt, elem);
    if (x->kind != N_NAME && x->kind != N_COMPONENT) {
        dev_fail(p, e->loc, format("%s of an array expression", name));
        return "0";
    }
    DevVar tmp, *v = dev_designator_var(p, x, &tmp);
    if (!v) return "0";
    StrBuf b = {0};
    sb_puts(&b, elem);
    for (int k = 0; k < v->rank; k++) {
        if (!v->ext[k]) {
            dev_fail(p, e->loc, format("%s of an assumed-size array", name));
            return "0";
        }
        sb_printf(&b, " * %s", v->ext[k]);
    }
    return format("(%s)(%s)", rt, sb_str(&b));
}

/* size / lbound / ubound of an array (guide B-FI-85). */
static const char *array_inquiry(DevProc *p, Node *e, const char *name) {
    Node *arr = dev_kw_arg(e->args, "array", 0), *dimn = dev_kw_arg(e->args, "dim", 1);
    if (!arr || (arr->kind != N_NAME && arr->kind != N_COMPONENT)) {
        dev_fail(p, e->loc, format("%s of an array expression", name));
        return "0";
    }
    DevVar tmp, *v = dev_designator_var(p, arr, &tmp);
    if (!v) return "0";
    int64_t d = 0;
    bool const_dim = dimn && int_const_arg(p, dimn, &d);
    const char *rt = dev_ctype(p->em, type_of(e));
    if (!dimn && strcmp(name, "size")) {
        if (v->rank != 1) {
            dev_fail(p, e->loc, format("%s without dim= of a rank-%d array", name, v->rank));
            return "0";
        }
        const_dim = true;
        d = 1;
    }
    if (!dimn && !strcmp(name, "size")) {
        StrBuf b = {0};
        for (int k = 0; k < v->rank; k++) {
            if (!v->ext[k]) {
                dev_fail(p, e->loc, "size of an assumed-size array");
                return "0";
            }
            sb_printf(&b, "%s%s", k ? " * " : "", v->ext[k]);
        }
        return format("(%s)(%s)", rt, sb_str(&b));
    }
    if (!const_dim || d < 1 || d > v->rank) {
        dev_fail(p, e->loc, format("%s with a non-constant dim=", name));
        return "0";
    }
    int k = (int)d - 1;
    if (!strcmp(name, "lbound")) return format("(%s)%s", rt, v->lb[k]);
    const char *u = !strcmp(name, "size") ? v->ext[k] : upper_text(v, k);
    if (!u) {
        dev_fail(p, e->loc, format("%s of the assumed-size dimension", name));
        return "0";
    }
    return format("(%s)(%s)", rt, u);
}

/* associated(p) of a device or texture pointer (guide 2.12.3): its
 * descriptor's base address is null when disassociated. */
static const char *pointer_association(DevProc *p, Node *e) {
    Node *ptr = dev_kw_arg(e->args, "pointer", 0);
    DevVar *v = ptr && ptr->kind == N_NAME ? dev_var(p, ptr->sym) : NULL;
    if (!v || !v->desc || !(v->sym->attrs & ATTR_POINTER)) {
        dev_fail(p, e->loc, "associated() of anything but a device pointer array");
        return "false";
    }
    if (dev_kw_arg(e->args, "target", 1)) {
        dev_fail(p, e->loc, "associated() with a target argument");
        return "false";
    }
    return format("(%s != 0)", v->base);
}

/* The address of an intrinsic's output argument, an atomic's memory operand
 * or a cache-hinted load's or store's as a plain pointer: such a call reads
 * or writes memory anyway, so a volatile variable loses nothing. */
static const char *plain_address(DevProc *p, Node *a) {
    return dev_requalified(p, a, dev_address_of(p, a), "", type_of(a));
}

/* Atomic functions (guide 3.6.6): first argument by reference. */
static const char *atomic_call(DevProc *p, Node *e, const char *name) {
    static const struct { const char *f, *c; } map[] = {
        {"atomicadd", "Add"}, {"atomicsub", "Sub"}, {"atomicmax", "Max"}, {"atomicmin", "Min"},
        {"atomicexch", "Exch"}, {"atomiccas", "CAS"}, {"atomicand", "And"}, {"atomicor", "Or"},
        {"atomicxor", "Xor"}, {"atomicinc", "Inc"}, {"atomicdec", "Dec"}, {NULL, NULL}};
    for (int i = 0; map[i].f; i++) {
        if (strcmp(name, map[i].f)) continue;
        Node *mem = dev_arg_expr(e->args);
        if (!mem) break;
        Type *t = type_of(mem);
        StrBuf b = {0};
        sb_printf(&b, "cuf_atomic%s(%s", map[i].c, plain_address(p, mem));
        for (Node *a = e->args->next; a; a = a->next) sb_printf(&b, ", %s", dev_expr_as(p, dev_arg_expr(a), t));
        sb_puts(&b, ")");
        return format("%s", sb_str(&b));
    }
    return NULL;
}

/* Argument `kw` (position pos) of a device intrinsic call; NULL if absent. */
static Node *dev_arg(Node *e, const char *kw, int pos) { return dev_kw_arg(e->args, kw, pos); }

static const char *dev_arg_text(DevProc *p, Node *e, const char *kw, int pos) {
    Node *a = dev_arg(e, kw, pos);
    if (a) return dev_expr(p, a);
    dev_fail(p, e->loc, format("a device intrinsic call without its argument '%s'", kw));
    return "0";
}

const char *dev_requalified(DevProc *p, Node *a, const char *addr, const char *q, const Type *t) {
    Symbol *b = designator_base(a);
    const char *aq = b ? dev_pointer_qualifier(sym_origin(b)) : "";
    if (!*aq || !strcmp(aq, q)) return addr;
    return format("const_cast<%s%s *>(%s)", q, dev_ctype(p->em, t), addr);
}

/* Address of an output or by-reference argument (a variable designator). */
const char *dev_address_of(DevProc *p, Node *a) {
    /* a scalar dummy passed by reference is its own address */
    DevVar *v = a->kind == N_NAME ? dev_var(p, a->sym) : NULL;
    if (v && v->by_ref) return v->cname;
    return format("&%s", dev_lvalue(p, a));
}

/* A barrier or warp collective `call`, under -gpu=emu preceded by its
 * Fortran statement for the emulator's synccheck (CUF_SITED, cuf_device.h). */
const char *dev_sited(DevProc *p, Loc loc, const char *call) {
    if (!p->em->opt->emu) return call;
    return format("CUF_SITED(%s, %d, %s)", file_literal(loc.file), loc.line, call);
}

/* Synchronisation, warp vote and match, shuffles, clocks (guide 3.6.4,
 * 3.6.5, 3.6.8, 3.8.1; checklist B-SY, B-WV, B-SH, B-CD-12).  Masks are
 * integer(4) bit patterns; warp helpers are in cuf_device.h. */
static const char *warp_call(DevProc *p, Node *e, const char *name) {
    static const char *const block_vote[] = {"syncthreads_count", "syncthreads_and", "syncthreads_or", NULL};
    if (name_in(name, block_vote))
        return format("__%s((int)(%s))", name, dev_arg_text(p, e, "int_value", 0));
    if (!strcmp(name, "allthreads") || !strcmp(name, "anythread"))
        return format("(__%s_sync(0xffffffffu, (int)(%s)) != 0)", name[1] == 'l' ? "all" : "any",
                      dev_arg_text(p, e, "int_value", 0));
    if (!strcmp(name, "ballot")) return format("(int)__ballot_sync(0xffffffffu, (int)(%s))", dev_arg_text(p, e, "int_value", 0));
    if (!strcmp(name, "activemask")) return "(int)__activemask()";
    static const char *const vote_sync[] = {"all_sync", "any_sync", "ballot_sync", NULL};
    if (name_in(name, vote_sync))
        return format("(int)__%s((unsigned)(%s), (int)(%s))", name, dev_arg_text(p, e, "int_mask", 0),
                      dev_arg_text(p, e, "int_predicate", 1));
    if (!strcmp(name, "match_any_sync"))
        return format("(int)__match_any_sync((unsigned)(%s), %s)", dev_arg_text(p, e, "int_mask", 0),
                      dev_arg_text(p, e, "value", 1));
    if (!strcmp(name, "match_all_sync")) {
        Node *pred = dev_arg(e, "int_predicate", 2);
        if (!pred) return NULL;
        return format("cuf_match_all_sync((unsigned)(%s), %s, %s)", dev_arg_text(p, e, "int_mask", 0),
                      dev_arg_text(p, e, "value", 1), dev_lvalue(p, pred));
    }
    /* shuffles: __shfl* use all lanes, the _sync forms take a mask first */
    static const char *const shfl[] = {"__shfl", "__shfl_up", "__shfl_down", "__shfl_xor", "__shfl_sync",
                                       "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync", NULL};
    if (name_in(name, shfl)) {
        bool sync = strstr(name, "_sync") != NULL;
        int at = sync ? 1 : 0;
        const char *op = strstr(name, "_up") ? "up" : strstr(name, "_down") ? "down" : strstr(name, "_xor") ? "xor" : "idx";
        const char *lanekw = !strcmp(op, "idx") ? "srclane" : !strcmp(op, "xor") ? "lanemask" : "delta";
        Node *width = dev_arg(e, "width", at + 2);
        return format("cuf_shfl_%s(%s, %s, (int)(%s), %s)", op, sync ? format("(unsigned)(%s)", dev_arg_text(p, e, "mask", 0)) : "0xffffffffu",
                      dev_arg_text(p, e, "var", at), dev_arg_text(p, e, lanekw, at + 1),
                      width ? format("(int)(%s)", dev_expr(p, width)) : "32");
    }
    if (!strcmp(name, "clock64")) return "(long long)clock64()";
    if (!strcmp(name, "clock")) return "(int)clock64()";
    return NULL;
}

/* The libm entry of `it` (guide 3.8.1.1), -1 when it is not one. */
static int libm_index(const Intrinsic *it) {
    const Intrinsic *m;
    for (size_t i = 0; it && (m = intrinsic_libm(i)); i++)
        if (m == it) return (int)i;
    return -1;
}

/* libm routines: the plain name is generic (real(4) calls C's `f`
 * function), output arguments (frexp, modf, remquo) are passed by address,
 * integer arguments converted to C's int / long. */
static const char *libm_call(DevProc *p, Node *e, const char *name, bool plain) {
    Node *x = dev_arg_expr(e->args);
    if (!x) return NULL;
    Type *xt = type_elem(type_of(x));
    bool single = !plain || xt->kind_num == 4;
    const Type *rt = type_real(single ? 4 : 8);
    const char *c = plain && single ? format("%sf", name) : name;
    /* the output argument's position: frexp's exponent, modf's integral
     * part, remquo's quotient */
    int out = !strncmp(name, "frexp", 5) || !strncmp(name, "modf", 4) ? 1 : !strncmp(name, "remquo", 6) ? 2 : -1;
    StrBuf b = {0};
    int i = 0;
    for (Node *a = e->args; a; a = a->next, i++) {
        Node *v = dev_arg_expr(a);
        const char *t;
        if (i == out)
            t = plain_address(p, v);
        else if (i == 1 && (!strncmp(name, "ldexp", 5) || !strncmp(name, "scalbn", 6)))
            t = format("(int)(%s)", dev_expr(p, v));
        else if (i == 1 && !strncmp(name, "scalbln", 7))
            t = format("(long)(%s)", dev_expr(p, v));
        else
            t = dev_expr_as(p, v, rt);
        sb_printf(&b, "%s%s", i ? ", " : "", t);
    }
    return format("(%s)%s(%s)", dev_ctype(p->em, type_of(e)), c, sb_str(&b));
}

/* The address of the global-memory scalar that a cache-hinted load or store
 * (`__ldca(a(i))`, `call __stcg(y(i), x)`; NEW-130/131) names, or NULL
 * after a located error: the vector forms (`__ldcg(a(i:i+3))`) are not
 * translated yet. */
static const char *hinted_address(DevProc *p, Node *x, const char *name) {
    if (!x || (x->type && x->type->rank != 0) ||
        !(x->kind == N_NAME || x->kind == N_COMPONENT || (x->kind == N_APPLY && apply_kind(x) == APPLY_ELEMENT))) {
        dev_fail(p, x ? x->loc : p->unit->loc, format("'%s' of anything but a scalar variable or array element", name));
        return NULL;
    }
    return plain_address(p, x);
}

/* cudadevice routines (guide 3.8.1 Table 11, B-CD-01..12) and __ldg. */
static const char *cudadevice_call(DevProc *p, Node *e, const char *name) {
    Type *rt = type_of(e);
    const char *ct = dev_ctype(p->em, rt);
    Node *x = dev_arg_expr(e->args);
    static const char *const hinted_loads[] = {"__ldca", "__ldcg", "__ldcs", "__ldlu", "__ldcv", NULL};
    if (name_in(name, hinted_loads)) {
        const char *a = hinted_address(p, x, name);
        return a ? format("cuf_%s(%s)", name + 2, a) : "0";
    }
    if (!strcmp(name, "__ldg") && x) {
        bool designator = x->kind == N_NAME || x->kind == N_COMPONENT ||
                          (x->kind == N_APPLY && apply_kind(x) == APPLY_ELEMENT);
        return designator ? format("cuf_ldg(%s)", dev_requalified(p, x, dev_address_of(p, x), "const ", type_of(x))) : dev_expr(p, x);
    }
    if ((!strcmp(name, "fdivide") || !strcmp(name, "fdividef")) && x) {
        Node *y = dev_arg_expr(e->args->next);
        if (rt->kind_num == 8) return format("(%s / %s)", dev_expr(p, x), dev_expr_as(p, y, rt));
        return format("__fdividef(%s, %s)", dev_expr_as(p, x, rt), dev_expr_as(p, y, rt));
    }
    /* generic over real(4)/real(8): CUDA's float function ends in f */
    if ((!strcmp(name, "cospi") || !strcmp(name, "sinpi") || !strcmp(name, "rsqrt")) && x)
        return format("%s%s(%s)", name, rt->kind_num == 4 ? "f" : "", dev_expr(p, x));
    if (!strcmp(name, "__float2half_rn") && x) {
        p->em->uses_half = true;
        return format("cuf_float2half_rn(%s)", dev_expr(p, x));
    }
    if (!strcmp(name, "__half2float") && x) {
        p->em->uses_half = true;
        return format("cuf_half2float((short)(%s))", dev_expr(p, x));
    }
    if (strncmp(name, "__", 2) && strcmp(name, "cospif") && strcmp(name, "sinpif")) return NULL;
    /* CUDA's function of the same name; C++ converts the arguments to its
     * parameter types, the result is cast to the Fortran result type */
    StrBuf b = {0};
    for (Node *a = e->args; a; a = a->next) sb_printf(&b, "%s%s", a == e->args ? "" : ", ", dev_expr(p, dev_arg_expr(a)));
    return format("(%s)%s(%s)", ct, name, sb_str(&b));
}

/* Group constructors of cooperative_groups (guide 3.8.1.3): the C struct
 * of the group type built as {size, rank} (cuf_device.h). */
static const char *coop_group(DevProc *p, Node *e, const char *name) {
    static const struct { const char *f, *size, *rank; } ctors[] = {
        {"this_grid", "cuf_grid_size()", "cuf_grid_rank()"},
        {"this_thread_block", "cuf_block_size()", "cuf_block_rank()"},
        {"this_warp", "cuf_warp_size()", "cuf_warp_rank()"},
        {NULL, NULL, NULL}};
    for (int i = 0; ctors[i].f; i++)
        if (!strcmp(name, ctors[i].f))
            return format("%s{%s, %s}", dev_ctype(p->em, type_of(e)), ctors[i].size, ctors[i].rank);
    return NULL;
}

/* Device intrinsics of guide 3.6.4-3.6.8 and 3.8.1 in expressions. */
static const char *cuda_device_call(DevProc *p, Node *e, const char *name) {
    Symbol *s = e->sym ? e->sym : (e->lhs ? e->lhs->sym : NULL);
    const Intrinsic *it = s ? sym_origin(s)->intrinsic : NULL;
    int li = libm_index(it);
    if (li >= 0) return libm_call(p, e, name, li % 2 == 0);
    if (!it || !it->device_only) return NULL;
    if (!strncmp(name, "this_", 5)) return coop_group(p, e, name);
    const char *r = warp_call(p, e, name);
    if (r && strncmp(name, "clock", 5) && strcmp(name, "activemask")) return dev_sited(p, e->loc, r);
    return r ? r : cudadevice_call(p, e, name);
}

/* sincos, sincosf, sincospi, sincospif (guide 3.8.1 Table 11): two outputs. */
static const char *sincos_call(DevProc *p, Node *call, const char *name) {
    Node *x = dev_arg(call, "x", 0), *s = dev_arg(call, "s", 1), *c = dev_arg(call, "c", 2);
    if (!x || !s || !c) return NULL;
    bool single = name[strlen(name) - 1] == 'f' || type_elem(type_of(x))->kind_num == 4;
    const char *stem = strstr(name, "pi") ? "sincospi" : "sincos";
    const Type *rt = type_real(single ? 4 : 8);
    return format("%s%s(%s, %s, %s)", stem, single ? "f" : "", dev_expr_as(p, x, rt), plain_address(p, s),
                  plain_address(p, c));
}

const char *dev_intrinsic_call_stmt(DevProc *p, Node *call) {
    Symbol *s = call->sym ? call->sym : (call->lhs ? call->lhs->sym : NULL);
    const Intrinsic *it = s ? sym_origin(s)->intrinsic : NULL;
    if (!it || !it->device_only) return NULL;
    const char *name = it->name;
    if (!strcmp(name, "__syncthreads")) return "__syncthreads()";
    if (!strncmp(name, "sincos", 6)) return sincos_call(p, call, name);
    static const char *const pipeline[] = {"pipelinememcpyasync", "pipelinecommit", "pipelinewaitprior", NULL};
    if (name_in(name, pipeline)) p->em->uses_pipeline = true;
    /* pipelineMemcpyAsync(dst, src[, nbytes]): one element unless told */
    if (!strcmp(name, "pipelinememcpyasync")) {
        Node *dst = dev_arg_expr(call->args), *src = dev_arg_expr(nth_arg(call->args, 1));
        Node *bytes = dev_arg_expr(nth_arg(call->args, 2));
        const char *d = hinted_address(p, dst, name), *s = hinted_address(p, src, name);
        if (!d || !s) return "(void)0";
        return format("cuf_pipeline_memcpy_async(%s, %s, %s)", d, s,
                      bytes ? format("(size_t)(%s)", dev_expr(p, bytes)) : format("sizeof(%s)", dev_ctype(p->em, dst->type)));
    }
    if (!strcmp(name, "pipelinecommit")) return "cuf_pipeline_commit()";
    if (!strcmp(name, "pipelinewaitprior"))
        return format("cuf_pipeline_wait_prior((size_t)(%s))", dev_expr(p, dev_arg_expr(call->args)));
    static const char *const hinted_stores[] = {"__stcg", "__stcs", "__stwb", "__stwt", NULL};
    if (name_in(name, hinted_stores)) {
        Node *y = dev_arg_expr(call->args), *x = dev_arg_expr(nth_arg(call->args, 1));
        const char *a = hinted_address(p, y, name);
        if (!a) return "(void)0";
        return format("cuf_%s(%s, %s)", name + 2, a, dev_expr_as(p, x, y->type));
    }
    return NULL;
}

/* present(a) of an OPTIONAL dummy (emit.c: dev_optional_value) */
static const char *presence(DevProc *p, Node *a) {
    DevVar *v = a && a->kind == N_NAME && a->sym ? dev_var(p, a->sym) : NULL;
    if (!v || !v->sym->is_dummy || !(v->sym->attrs & ATTR_OPTIONAL)) {
        dev_fail(p, a ? a->loc : p->sym->loc, "present() of anything but an optional dummy");
        return "false";
    }
    if (dev_optional_value(v->sym)) return dev_present_flag(v->sym);
    return format("(%s != 0)", v->rank ? v->base : v->cname);
}

static const char *intrinsic_call(DevProc *p, Node *e, const char *name) {
    for (int i = 0; aliases[i].specific; i++)
        if (!strcmp(name, aliases[i].specific)) { name = aliases[i].generic; break; }
    Type *rt = type_of(e);
    const char *ct = dev_ctype(p->em, rt);
    Node *a1 = dev_arg_expr(e->args), *a2 = dev_arg_expr(nth_arg(e->args, 1));
    const char *r;
    if ((r = atomic_call(p, e, name)) || (r = cuda_device_call(p, e, name))) return r;
    if (!strcmp(name, "acc_on_device") && a1) {
        /* module openacc / accel_lib (OpenACC 3.2.7): device code runs on the device */
        p->em->acc_api = true;
        return format("(cufacc_on_device_dev((int)(%s)) != 0)", dev_expr(p, a1));
    }
    if (!strcmp(name, "size") || !strcmp(name, "lbound") || !strcmp(name, "ubound"))
        return array_inquiry(p, e, name);
    if (!strcmp(name, "len_trim") && a1) return dev_len_trim(p, a1);
    if (!strcmp(name, "len") && a1 && dev_is_string(a1)) return format("(%s)%s.n", ct, dev_string(p, a1));
    if (!strcmp(name, "sizeof") || !strcmp(name, "c_sizeof") || !strcmp(name, "storage_size"))
        return storage_inquiry(p, e, name);
    if (dev_is_reduction(name)) return dev_reduction(p, e, name);
    if (!strcmp(name, "associated")) return pointer_association(p, e);
    if (!strcmp(name, "present")) return presence(p, a1);
    if (!strcmp(name, "loc") && a1) { /* PGI: the address, for Cray pointers */
        bool array = a1->type && a1->type->rank > 0 && (a1->kind == N_NAME || a1->kind == N_COMPONENT);
        DevVar tmp, *v = array ? dev_designator_var(p, a1, &tmp) : NULL;
        if (array && !v) return "0";
        return format("(long long)(size_t)%s", array ? v->base : dev_address_of(p, a1));
    }
    if (!strcmp(name, "allocated")) {
        Node *a = dev_kw_arg(e->args, "array", 0);
        DevVar *v = a && a->kind == N_NAME ? dev_var(p, a->sym) : NULL;
        if (!v || !v->desc || !(v->sym->attrs & ATTR_ALLOCATABLE)) {
            dev_fail(p, e->loc, "allocated() of anything but an allocatable array");
            return "false";
        }
        return format("(%s != 0)", v->base);
    }
    if (!a1) {
        dev_fail(p, e->loc, format("intrinsic '%s' without arguments", name));
        return "0";
    }
    if (name_in(name, math1)) return format("cuf_%s(%s)", name, dev_expr(p, a1));
    if (name_in(name, same_type)) {
        if (!strcmp(name, "sign") || !strcmp(name, "mod") || !strcmp(name, "modulo") || !strcmp(name, "dim") ||
            !strcmp(name, "atan2") || !strcmp(name, "hypot"))
            return format("cuf_%s(%s, %s)", name, dev_expr_as(p, a1, rt), dev_expr_as(p, a2, rt));
    }
    if (!strcmp(name, "max") || !strcmp(name, "min")) {
        const char *acc = dev_expr_as(p, a1, rt);
        for (Node *a = e->args->next; a; a = a->next)
            acc = format("cuf_%s(%s, %s)", name, acc, dev_expr_as(p, dev_arg_expr(a), rt));
        return acc;
    }
    if (!strcmp(name, "bessel_jn") || !strcmp(name, "bessel_yn"))
        return format("cuf_%s((int)%s, %s)", name, dev_expr(p, a1), dev_expr(p, a2));
    if (!strcmp(name, "int") || !strcmp(name, "real") || !strcmp(name, "logical"))
        return dev_convert(p, dev_expr(p, a1), type_of(a1), rt);
    if (!strcmp(name, "nint") || !strcmp(name, "floor") || !strcmp(name, "ceiling"))
        return format("cuf_%s<%s>(%s)", name, ct, dev_expr(p, a1));
    if (!strcmp(name, "aint") || !strcmp(name, "anint"))
        return dev_convert(p, format("cuf_%s(%s)", name, dev_expr(p, a1)), type_of(a1), rt);
    if (!strcmp(name, "cmplx")) {
        const char *rct = rt->kind_num == 8 ? "double" : "float";
        Node *y = dev_kw_arg(e->args, "y", 1);
        if (y && dev_kw_arg(e->args, "kind", 1) == y && a1->type && a1->type->kind == TY_COMPLEX)
            y = NULL; /* cmplx(z, kind) */
        if (y) return format("cuf_cmplx<%s>(%s, %s)", rct, dev_expr(p, a1), dev_expr(p, y));
        return format("cuf_cmplx<%s>(%s)", rct, dev_expr(p, a1));
    }
    if (!strcmp(name, "iand") || !strcmp(name, "ior") || !strcmp(name, "ieor")) {
        const char *op = !strcmp(name, "iand") ? "&" : !strcmp(name, "ior") ? "|" : "^";
        return format("(%s)(%s %s %s)", ct, dev_expr_as(p, a1, rt), op, dev_expr_as(p, a2, rt));
    }
    if (!strcmp(name, "not")) return format("(%s)~%s", ct, dev_expr(p, a1));
    if (!strcmp(name, "btest") || !strcmp(name, "ibset") || !strcmp(name, "ibclr") || !strcmp(name, "ishft"))
        return format("cuf_%s(%s, (int)%s)", name, dev_expr(p, a1), dev_expr(p, a2));
    if (!strcmp(name, "shiftl")) return format("cuf_ishft(%s, (int)%s)", dev_expr(p, a1), dev_expr(p, a2));
    if (!strcmp(name, "shiftr")) return format("cuf_ishft(%s, -(int)%s)", dev_expr(p, a1), dev_expr(p, a2));
    if (!strcmp(name, "shifta")) return format("(%s)(%s >> (int)%s)", ct, dev_expr(p, a1), dev_expr(p, a2));
    if (!strcmp(name, "ibits"))
        return format("cuf_ibits(%s, (int)%s, (int)%s)", dev_expr(p, a1), dev_expr(p, a2),
                      dev_expr(p, dev_arg_expr(nth_arg(e->args, 2))));
    if (!strcmp(name, "ishftc")) {
        Node *sz = dev_arg_expr(nth_arg(e->args, 2));
        return sz ? format("cuf_ishftc(%s, (int)%s, (int)%s)", dev_expr(p, a1), dev_expr(p, a2), dev_expr(p, sz))
                  : format("cuf_ishftc(%s, (int)%s)", dev_expr(p, a1), dev_expr(p, a2));
    }
    if (!strcmp(name, "huge") || !strcmp(name, "tiny") || !strcmp(name, "epsilon"))
        return format("cuf_%s((%s)0)", name, ct);
    if (!strcmp(name, "bit_size")) return format("cuf_bit_size((%s)0)", dev_ctype(p->em, type_of(a1)));
    if (!strcmp(name, "exponent") || !strcmp(name, "fraction")) return format("cuf_%s(%s)", name, dev_expr(p, a1));
    if (!strcmp(name, "transfer")) {
        /* the bits of one scalar as another type of the same size (atomics on
         * reals through integers, hashing) */
        int64_t from = 0, to = -1;
        if (!a2 || nth_arg(e->args, 2) || type_of(a1)->rank || rt->rank || !type_elem_bytes(type_of(a1), &from) ||
            !type_elem_bytes(rt, &to) || from != to) {
            dev_fail(p, e->loc, "transfer other than between scalars of one size");
            return "0";
        }
        return format("cuf_transfer<%s>(%s)", ct, dev_expr(p, a1));
    }
    if (!strcmp(name, "merge"))
        return format("(%s ? %s : %s)", dev_expr(p, dev_arg_expr(nth_arg(e->args, 2))), dev_expr_as(p, a1, rt),
                      dev_expr_as(p, a2, rt));
    dev_fail(p, e->loc, format("intrinsic '%s'", name));
    return "0";
}

bool dev_is_user_proc(Symbol *s) {
    Symbol *o = sym_origin(s);
    if (!o || o->proc_kind == PK_INTRINSIC || o->intrinsic) return false;
    const char *m = abi_module_of(o);
    if (!strcmp(m, "cudadevice") || !strcmp(m, "cudafor")) return false;
    return proc_on_device(o);
}

/* ------------------------------------------------------ user procedures */

/* The items of an array constructor of scalars as C initialisers of type t
 * ("1.0f, 2.0f"), their number in *n; NULL after a located error. */
const char *dev_ctor_items(DevProc *p, Node *ctor, const Type *t, int *n) {
    StrBuf items = {0};
    *n = 0;
    for (Node *it = ctor->list; it; it = it->next, (*n)++) {
        Node *x = dev_arg_expr(it);
        if (x->kind == N_IMPLIED_DO || (x->type && x->type->rank > 0)) {
            dev_fail(p, x->loc, "an array constructor with implied-DO or array items");
            return NULL;
        }
        sb_printf(&items, "%s%s", *n ? ", " : "", dev_expr_as(p, x, t));
    }
    return format("%s", sb_str(&items));
}

/* Section a passed to array dummy d (F2008 12.5.2.4): to an assumed-shape
 * dummy a descriptor of the section, any strides; to another dummy the
 * address of its first element when the section is contiguous (a
 * copy-in/copy-out temporary is not made): whole leading dimensions, then at
 * most one unit-stride range, then single subscripts; a(:, j), a(2:5, j). */
static const char *section_actual(DevProc *p, Node *a, Type *dt, const char *dq) {
    DevVar tmp, *v = dev_designator_var(p, a->lhs, &tmp);
    if (!v) return "0";
    const char *ext[DEV_MAX_RANK];
    int rank = dev_shape(p, a, ext);
    bool assumed_shape = dt->dims[0].kind == DIM_ASSUMED_SHAPE;
    bool contiguous = !strcmp(v->sm[0], "1"), partial = false, single = false;
    StrBuf off = {0}, sm = {0};
    int k = 0;
    for (Node *x = a->args; x && k < v->rank; x = x->next, k++) {
        Node *s = dev_arg_expr(x);
        const char *first;
        if (s->kind == N_RANGE) {
            bool whole = !s->lhs && !s->rhs && !s->stride;
            if (single || partial || (k > 0 && v->desc) || (!whole && s->stride)) contiguous = false;
            partial |= !whole;
            first = s->lhs ? dev_expr(p, s->lhs) : v->lb[k];
            const char *step = s->stride ? format(" * (%s)", dev_expr(p, s->stride)) : "";
            sb_printf(&sm, "%s%s%s", sm.len ? ", " : "", v->sm[k], step);
        } else {
            single = true;
            first = dev_expr(p, s);
        }
        sb_printf(&off, "%s%s * %s", k ? " + " : "", zero_based(p, v, k, first, s->loc), v->sm[k]);
    }
    const char *addr = format("&%s[%s]", v->base, sb_str(&off));
    if (!assumed_shape) {
        if (contiguous) return dev_requalified(p, a, addr, dq, dt);
        dev_fail(p, a->loc, "an array section that may not be contiguous passed to an explicit-shape or assumed-size dummy");
        return "0";
    }
    if (rank != dt->rank) {
        dev_fail(p, a->loc, "rank mismatch");
        return "0";
    }
    StrBuf lb = {0}, ex = {0};
    for (int r = 0; r < rank; r++) {
        ArrayDim *dd = &dt->dims[r];
        sb_printf(&lb, "%s%lld", r ? ", " : "", (long long)(dd->lower ? dd->lower_val : 1));
        sb_printf(&ex, "%s%s", r ? ", " : "", ext[r]);
    }
    return format("cuf_array<%s, %d>{%s, {%s}, {%s}, {%s}}", dev_ctype(p->em, dt), rank,
                  dev_requalified(p, a, addr, "", dt), sb_str(&lb), sb_str(&ex), sb_str(&sm));
}

/* Actual argument for a dummy of a device procedure (F2008 12.5.2). */
static const char *actual_arg(DevProc *p, Symbol *d, Node *a) {
    if (!d) {
        dev_fail(p, a->loc, "alternate return");
        return "0";
    }
    Type *dt = d->type;
    int drank = dt ? dt->rank : 0;
    if (dev_string_dummy(d)) return dev_string(p, a); /* a view of the actual's chars (chars.c) */
    if (drank == 0 && (d->attrs & ATTR_VALUE)) return dev_expr_as(p, a, dt);
    /* a named constant is a value: passed by reference, it is a temporary */
    bool call_value = dev_array_call_value(p, a) != NULL; /* an array function's value: its temporary */
    bool designator = (a->kind == N_NAME && !(a->sym && sym_origin(a->sym)->kind == SYM_PARAMETER)) ||
                      a->kind == N_COMPONENT || call_value ||
                      (a->kind == N_APPLY && (apply_kind(a) == APPLY_ELEMENT || apply_kind(a) == APPLY_SECTION));
    int arank = a->type ? a->type->rank : 0;
    const char *dq = dev_pointer_qualifier(d);
    if (drank == 0) {
        if (designator && arank == 0 && type_same_tk(type_of(a), dt))
            return dev_requalified(p, a, dev_address_of(p, a), dq, dt);
        /* an expression: a temporary that lives until the call returns */
        return format("cuf_ref(%s)", dev_expr_as(p, a, dt));
    }
    if (a->kind == N_ARRAY_CTOR && type_same_tk(type_of(a), dt) &&
        (dt->dims[0].kind != DIM_ASSUMED_SHAPE || drank == 1)) {
        /* a temporary array that lives until the call returns */
        int n;
        const char *items = dev_ctor_items(p, a, dt, &n);
        if (!items) return "0";
        const char *ct = dev_ctype(p->em, dt), *tmp = format("cuf_temp_array<%s, %d>{{%s}}.a", ct, n, items);
        if (dt->dims[0].kind != DIM_ASSUMED_SHAPE) return tmp;
        return format("cuf_array<%s, 1>{%s, {%lld}, {%d}, {1}}", ct, tmp,
                      (long long)(dt->dims[0].lower ? dt->dims[0].lower_val : 1), n);
    }
    if (!designator || !type_same_tk(type_of(a), dt)) {
        dev_fail(p, a->loc, "this actual argument for an array dummy");
        return "0";
    }
    const char *ct = dev_ctype(p->em, dt);
    if (arank == 0) {
        /* element sequence association (F2008 12.5.2.11) */
        if (dt->dims[0].kind == DIM_ASSUMED_SHAPE) {
            dev_fail(p, a->loc, "an array element passed to an assumed-shape dummy");
            return "0";
        }
        return dev_requalified(p, a, format("&%s", dev_lvalue(p, a)), dq, dt);
    }
    if (a->kind == N_APPLY && !call_value) return section_actual(p, a, dt, dq);
    DevVar tmp, *v = dev_designator_var(p, a, &tmp);
    if (!v) return "0";
    if (dt->dims[0].kind != DIM_ASSUMED_SHAPE) {
        if (v->desc) {
            dev_fail(p, a->loc, "an assumed-shape array passed to an explicit-shape or assumed-size dummy");
            return "0";
        }
        return dev_requalified(p, a, v->base, dq, dt);
    }
    if (arank != drank) {
        dev_fail(p, a->loc, "rank mismatch");
        return "0";
    }
    StrBuf lb = {0}, ext = {0}, sm = {0};
    for (int k = 0; k < drank; k++) {
        if (!v->ext[k]) {
            dev_fail(p, a->loc, "an assumed-size array passed to an assumed-shape dummy");
            return "0";
        }
        ArrayDim *dd = &dt->dims[k];
        sb_printf(&lb, "%s%lld", k ? ", " : "", (long long)(dd->lower ? dd->lower_val : 1));
        sb_printf(&ext, "%s%s", k ? ", " : "", v->ext[k]);
        sb_printf(&sm, "%s%s", k ? ", " : "", v->sm[k]);
    }
    return format("cuf_array<%s, %d>{%s, {%s}, {%s}, {%s}}", ct, drank, dev_requalified(p, a, v->base, "", dt),
                  sb_str(&lb), sb_str(&ext), sb_str(&sm));
}

const char *dev_call_args(DevProc *p, Symbol *proc, Node *args) {
    Symbol *o = sym_origin(proc);
    Node *byd[64];
    if (!args_by_dummy(o, args, byd, 64)) {
        dev_fail(p, args ? args->loc : o->loc, "this actual argument");
        return "";
    }
    StrBuf b = {0};
    for (int j = 0; j < o->dummies.len; j++) {
        Symbol *d = o->dummies.items[j];
        if (!byd[j] && !(d && (d->attrs & ATTR_OPTIONAL))) {
            dev_fail(p, args ? args->loc : o->loc, "an omitted argument that is not optional");
            return "";
        }
        /* absent: a null pointer or descriptor (dev_optional_value) */
        const char *actual = byd[j] ? actual_arg(p, d, byd[j]) : "{}";
        if (dev_optional_value(d)) actual = format("%s, %s", actual, byd[j] ? "true" : "false");
        sb_printf(&b, "%s%s", j ? ", " : "", actual);
    }
    return format("%s", sb_str(&b));
}

const char *dev_operands_call(DevProc *p, Symbol *s, Node *x, Node *y, Loc loc) {
    if (!dev_is_user_proc(s) || dev_array_result(s) || !dev_declare_proc(p->em, s, loc)) {
        dev_fail(p, loc, format("defined operation or assignment by '%s'", sym_origin(s)->name));
        return "0";
    }
    Node second = {.kind = N_ARG, .loc = y->loc, .lhs = y};
    Node first = {.kind = N_ARG, .loc = x ? x->loc : loc, .lhs = x, .next = &second};
    return format("%s(%s)", abi_device_name(s), dev_call_args(p, s, x ? &first : &second));
}

static const char *call_expr(DevProc *p, Node *e) {
    Symbol *s = e->sym ? e->sym : (e->lhs ? e->lhs->sym : NULL);
    const char *name = s ? sym_origin(s)->name : (e->lhs ? e->lhs->name : "?");
    /* an intrinsic renamed on use (gpusum => sum) keeps its own meaning */
    if (s && sym_origin(s)->intrinsic) name = sym_origin(s)->intrinsic->name;
    if (s && dev_is_user_proc(s)) {
        if (dev_array_result(s)) { /* made before the statement (arraycall.c), unless here */
            dev_fail(p, e->loc, format("a call of array-valued function '%s' here", name));
            return "0";
        }
        if (!dev_declare_proc(p->em, s, e->loc)) return "0";
        return format("%s(%s)", abi_device_name(s), dev_call_args(p, s, e->args));
    }
    if (s && !strcmp(abi_module_of(sym_origin(s)), "cudafor")) {
        const char *r = dev_runtime_call(p, e, name);
        if (r) return r;
    }
    if (s && (sym_origin(s)->proc_kind == PK_INTRINSIC || sym_origin(s)->intrinsic || !dev_is_user_proc(s)))
        return intrinsic_call(p, e, name); /* host procedures: rules.c */
    dev_fail(p, e->loc, format("call of '%s'", name));
    return "0";
}

/* --------------------------------------------------------- expressions */

static const char *binary_op(Op op) {
    switch (op) {
    case OP_ADD: return "+";
    case OP_SUB: return "-";
    case OP_MUL: return "*";
    case OP_DIV: return "/";
    case OP_EQ: return "==";
    case OP_NE: return "!=";
    case OP_LT: return "<";
    case OP_LE: return "<=";
    case OP_GT: return ">";
    case OP_GE: return ">=";
    case OP_AND: return "&&";
    case OP_OR: return "||";
    case OP_NEQV: return "!=";
    case OP_EQV: return "==";
    default: return NULL;
    }
}

/* a ** b (F2008 7.1.5.2): integer exponents by repeated multiplication. */
static const char *power(DevProc *p, Node *e) {
    Type *rt = type_of(e), *bt = type_of(e->rhs);
    const char *base = dev_expr_as(p, e->lhs, rt);
    if (bt->kind == TY_INTEGER) {
        const char *x = dev_expr(p, e->rhs);
        return format("%s(%s, %s)", rt->kind == TY_INTEGER ? "cuf_ipow" : "cuf_rpow", base, x);
    }
    return format("cuf_pow(%s, %s)", base, dev_expr_as(p, e->rhs, rt));
}

static const char *name_expr(DevProc *p, Node *e) {
    Symbol *s = e->sym;
    if (s && s->kind == SYM_PARAMETER) {
        if (s->value) {
            const char *t = const_text(p, s->value);
            if (t) return t;
        }
        /* what sema does not fold, an integer(16) beyond 64 bits or a
         * structure constructor: its expression, evaluated in place */
        if (!s->value && s->init && s->type && s->type->rank == 0 &&
            (is_kind(s->type, TY_INTEGER) || is_kind(s->type, TY_DERIVED)))
            return dev_expr_as(p, s->init, s->type);
        dev_fail(p, e->loc, format("named constant '%s' of this type", e->name));
        return "0";
    }
    if (s && builtin_dim3(e->name) && s->loc.file && !strcmp(s->loc.file, "<built-in>")) {
        const char *c = builtin_dim3(e->name);
        bool one = !strcmp(e->name, "threadidx") || !strcmp(e->name, "blockidx");
        return one ? format("cuf_dim3{(int)%s.x + 1, (int)%s.y + 1, (int)%s.z + 1}", c, c, c)
                   : format("cuf_dim3{(int)%s.x, (int)%s.y, (int)%s.z}", c, c, c);
    }
    DevVar *v = dev_var(p, s);
    if (!v) {
        dev_fail(p, e->loc, format("reference to '%s'", e->name));
        return "0";
    }
    if (v->rank > 0) return array_read(p, e);
    if (dev_string_local(s)) {
        dev_fail(p, e->loc, format("character string '%s' in this context", e->name));
        return "0";
    }
    return v->by_ref ? format("(*%s)", v->cname) : v->cname;
}

/* The text of a constant expression (named constants, kind inquiries, ...)
 * folded, or NULL. */
static const char *folded(DevProc *p, Node *e) {
    if (is_plain_literal(e) || e->kind == N_NAME || (e->type && e->type->rank != 0)) return NULL;
    ConstValue cv;
    if (!sema_const_eval(e, p->scope, &cv) || cv.kind == CV_ARRAY) return NULL;
    if (!cv.type) cv.type = type_of(e);
    return const_text(p, &cv);
}

/* A binary operation printed as (lhs op rhs). */
static bool plain_binary(const Node *e) {
    if (e->kind != N_BINARY || e->op == OP_POW || e->op == OP_EQV || e->op == OP_NEQV || !binary_op((Op)e->op))
        return false;
    if (dev_is_string(e->lhs) || dev_is_string(e->rhs)) return false; /* chars.c compares strings */
    /* threadidx%x - 1: see dev_expr */
    return !(e->op == OP_SUB && e->lhs->kind == N_COMPONENT && e->rhs->kind == N_INT_LIT && !strcmp(e->rhs->str, "1"));
}

/* A chain a + b - c ..., a tree as deep as it is long (generated code has
 * 10^4 terms), printed into one buffer: the text of each operation around
 * that of the one below would copy the chain once per operator. */
static const char *binary_chain(DevProc *p, Node *e) {
    int n = 0, cap = 16;
    Node **links = xmalloc(sizeof *links * (size_t)cap);
    const char **rhs = NULL;
    const char *base = NULL;
    /* e itself is a binary operation, even `blockdim%x - 1`, which only the
     * threadidx%x - 1 case keeps out of plain_binary */
    for (Node *l = e; l == e || (plain_binary(l) && !(base = folded(p, l))); l = l->lhs) {
        if (n == cap) links = xrealloc(links, sizeof *links * (size_t)(cap *= 2));
        links[n++] = l;
    }
    rhs = xmalloc(sizeof *rhs * (size_t)n);
    for (int i = 0; i < n; i++) rhs[i] = dev_expr(p, links[i]->rhs);
    if (!base) base = dev_expr(p, links[n - 1]->lhs);
    StrBuf b = {0};
    for (int i = 0; i < n; i++) sb_puts(&b, "(");
    sb_puts(&b, base);
    for (int i = n - 1; i >= 0; i--) sb_printf(&b, " %s %s)", binary_op((Op)links[i]->op), rhs[i]);
    free(links);
    free(rhs);
    return sb_str(&b);
}

/* C++ computes integer(1) and integer(2) operations in int: the result
 * takes its Fortran type back, so that overloads such as cuf_mod(T, T)
 * see the kind Fortran gave it. */
static const char *narrow_int(DevProc *p, Node *e, const char *text) {
    const Type *t = type_of(e);
    if (t->kind != TY_INTEGER || t->rank > 0 || t->kind_num >= 4) return text;
    return format("(%s)%s", dev_ctype(p->em, t), text);
}

const char *dev_expr(DevProc *p, Node *e) {
    if (!e) return "0";
    const char *constant = folded(p, e);
    if (constant) return constant;
    switch (e->kind) {
    case N_INT_LIT: return int_literal(e->str, type_of(e)->kind_num);
    case N_REAL_LIT: return real_literal(e);
    case N_LOGICAL_LIT: return e->ival ? "true" : "false";
    case N_STRING_LIT:
        if (e->ival == 1) return char_literal((unsigned char)e->str[0]);
        dev_fail(p, e->loc, "character string of length other than 1");
        return "0";
    case N_COMPLEX_LIT: {
        const char *rct = type_of(e)->kind_num == 8 ? "double" : "float";
        return format("cuf_cmplx<%s>(%s, %s)", rct, dev_expr(p, e->lhs), dev_expr(p, e->rhs));
    }
    case N_NAME: return name_expr(p, e);
    case N_COMPONENT: {
        const char *b = builtin_component(e);
        if (b) return b;
        if (e->type && e->type->rank > 0) return array_element(p, e, ACCESS_READ);
        return format("%s.%s", dev_expr(p, e->lhs), dev_cname(e->name ? e->name : e->sym->name));
    }
    case N_APPLY:
        switch (apply_kind(e)) {
        case APPLY_ELEMENT:
        case APPLY_SECTION: return array_read(p, e);
        case APPLY_CALL:
            if (dev_array_call_value(p, e)) return array_element(p, e, ACCESS_READ);
            return call_expr(p, e);
        case APPLY_SUBSTRING:
            /* c(i:i) where a character(1) value is wanted (ichar, comparisons) */
            if ((e->type && e->type->len_kind == LEN_CONST && e->type->len == 1) ||
                (dev_arg_expr(e->args)->lhs && cuf_same_expr(dev_arg_expr(e->args)->lhs, dev_arg_expr(e->args)->rhs)))
                return format("%s.p[0]", dev_string(p, e)); /* c(i:i) */
            dev_fail(p, e->loc, "character substring in this context");
            return "0";
        case APPLY_STRUCT_CTOR: {
            StrBuf b = {0};
            sb_printf(&b, "%s{", dev_ctype(p->em, type_of(e)));
            for (Node *a = e->args; a; a = a->next) {
                if (a->kind == N_ARG && a->name) {
                    dev_fail(p, a->loc, "keyword in a structure constructor");
                    return "0";
                }
                Node *x = dev_arg_expr(a);
                int n;
                /* an array component's value: a C initialiser list */
                const char *v = x->kind == N_ARRAY_CTOR ? dev_ctor_items(p, x, type_of(x), &n) : dev_expr(p, x);
                if (!v) return "0";
                sb_printf(&b, x->kind == N_ARRAY_CTOR ? "%s{%s}" : "%s%s", a == e->args ? "" : ", ", v);
            }
            sb_puts(&b, "}");
            return format("%s", sb_str(&b));
        }
        default: dev_fail(p, e->loc, "this kind of reference"); return "0";
        }
    case N_ARRAY_CTOR:
        /* an element of [x0, x1, ...] where an array-syntax loop or a
         * reduction reads it (the ctor's 0-based counter): that item only */
        if (p->elem && p->elem->rank == 1) {
            const char *ctr = p->elem->ctr[0], *pick = NULL;
            int n = 0;
            for (Node *it = e->list; it; it = it->next) n++;
            Node **items = xmalloc(sizeof(Node *) * (size_t)(n ? n : 1));
            n = 0;
            for (Node *it = e->list; it; it = it->next) {
                Node *x = dev_arg_expr(it);
                if (x->kind == N_IMPLIED_DO || (x->type && x->type->rank > 0)) {
                    dev_fail(p, x->loc, "an array constructor with implied-DO or array items here");
                    return "0";
                }
                items[n++] = x;
            }
            for (int i = n - 1; i >= 0; i--) {
                const char *v = dev_expr_as(p, items[i], type_of(e));
                pick = pick ? format("(%s == %d ? %s : %s)", ctr, i, v, pick) : v;
            }
            return pick ? pick : "0";
        }
        break;
    case N_BINARY: case N_UNARY: case N_DEFOP:
        if (!e->sym) break;
        /* a defined operation: its specific, a device function (F2008 12.4.3.4.2) */
        return dev_operands_call(p, e->sym, e->kind == N_UNARY ? NULL : e->lhs, e->kind == N_UNARY ? e->lhs : e->rhs,
                                 e->loc);
    default: break;
    }
    switch (e->kind) {
    case N_UNARY: {
        const char *x = dev_expr(p, e->lhs);
        switch ((Op)e->op) {
        case OP_PAREN: return wrapped(x) ? x : format("(%s)", x);
        case OP_NEG: return narrow_int(p, e, format("(-%s)", x));
        case OP_PLUS: return x;
        case OP_NOT: return format("(!%s)", x);
        default: break;
        }
        break;
    }
    case N_BINARY: {
        if (e->op == OP_POW) return power(p, e);
        if (e->op == OP_SUB && e->lhs->kind == N_COMPONENT && e->rhs->kind == N_INT_LIT && !strcmp(e->rhs->str, "1")) {
            /* threadidx%x - 1 is CUDA's threadIdx.x, of the difference's type
             * (integer(8) under -i8) */
            const char *b = builtin_component(e->lhs);
            if (b && !strncmp(b, "(int)(", 6))
                return format("(%s)%s", dev_ctype(p->em, type_of(e)), xstrndup(b + 6, strlen(b) - 6 - 5));
        }
        const char *op = binary_op((Op)e->op);
        if (e->op == OP_CONCAT) {
            dev_fail(p, e->loc, "character concatenation");
            return "0";
        }
        if (op && (dev_is_string(e->lhs) || dev_is_string(e->rhs))) return dev_string_compare(p, e, op);
        if (!op) break;
        if (e->op == OP_EQV || e->op == OP_NEQV)
            return format("((bool)%s %s (bool)%s)", dev_expr(p, e->lhs), op, dev_expr(p, e->rhs));
        return narrow_int(p, e, binary_chain(p, e));
    }
    case N_ARG: return dev_expr(p, e->lhs);
    default: break;
    }
    dev_fail(p, e->loc, format("expression '%s'", node_kind_name(e->kind)));
    return "0";
}
