/* randgen.c — random CUDA Fortran programs for differential testing, in the
 * style of Csmith/YARPGen (tests/randgen/README).
 *
 *   randgen gen SEED DIR    writes DIR/prog.cuf (CUDA Fortran: a module of
 *                           kernels and device functions, a host program with
 *                           launches, !$cuf loops and transfers), DIR/prog.f90
 *                           (the same program in plain Fortran: kernels become
 *                           loops over the block and thread indices, a barrier
 *                           splits the thread loop) and DIR/prog.tol (for each
 *                           printed line: "name i" = must match exactly, or
 *                           "name r TOL" = real, within the absolute TOL)
 *   randgen cmp TOL A B     compares the outputs A and B line by line; prints
 *                           each mismatch and exits 1 if there is one
 *
 * Programs are free of undefined behaviour by construction: every expression
 * carries a bound of its magnitude (integers never overflow: operands are
 * reduced with mod() or clamped with min/max before an operation could leave
 * the kind's range; divisors are iand(x, 7) + 1; shifts act on masked
 * non-negative values), reals stay in bounded ranges (sqrt(abs(x) + 1),
 * sin/cos of clamped arguments, exp of [-4, 4]), and every thread writes only
 * its own element of the arrays it writes (other arrays are only read).
 * Real results carry a bound of their rounding error (first order, a few ulps
 * per operation), which becomes the tolerance. */
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- text ---- */

typedef struct Buf {
    char *s;
    size_t len, cap;
} Buf;

static void bprintf(Buf *b, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->s = realloc(b->s, b->cap);
    }
    va_start(ap, fmt);
    vsnprintf(b->s + b->len, n + 1, fmt, ap);
    va_end(ap);
    b->len += n;
}

/* A formatted string on the heap (the generator is short-lived: no frees). */
static char *fmt(const char *f, ...) {
    va_list ap;
    va_start(ap, f);
    int n = vsnprintf(NULL, 0, f, ap);
    va_end(ap);
    char *s = malloc(n + 1);
    va_start(ap, f);
    vsnprintf(s, n + 1, f, ap);
    va_end(ap);
    return s;
}

/* ---- random numbers (splitmix64: the same stream on every platform) ---- */

static uint64_t rng_state;

static uint64_t rng_next(void) {
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int rnd(int n) { return (int)(rng_next() % (uint64_t)n); }
static int rnd_range(int lo, int hi) { return lo + rnd(hi - lo + 1); }
static bool chance(int percent) { return rnd(100) < percent; }

/* ---- types and value bounds ---- */

typedef enum { B_INT, B_REAL, B_CPLX, B_LOG } Base;

typedef struct Type {
    Base base;
    int kind;
} Type;

static bool type_eq(Type a, Type b) { return a.base == b.base && a.kind == b.kind; }

static const char *type_text(Type t) {
    switch (t.base) {
    case B_INT: return fmt("integer(%d)", t.kind);
    case B_REAL: return fmt("real(%d)", t.kind);
    case B_CPLX: return fmt("complex(%d)", t.kind);
    case B_LOG: return "logical";
    }
    return "";
}

/* Integer kinds: a soft limit that generated values stay under (so that a
 * sum of two or a checksum weighted by 1..8 over 512 elements still fits). */
static double int_soft(int kind) {
    switch (kind) {
    case 1: return 60;
    case 2: return 8000;
    case 4: return 2e8;
    default: return 1e14;
    }
}

/* Reals: unit roundoff and the number of mantissa bits. */
static double unit_roundoff(int kind) { return kind == 4 ? 0x1p-24 : 0x1p-53; }
static int mantissa_bits(int kind) { return kind == 4 ? 24 : 53; }

#define REAL_SOFT 1e4  /* reals stay in [-1e4, 1e4] */
#define ULPS 4.0       /* error of one operation, in units of roundoff: the
                          GPU's sin/cos/exp are within 2 ulps (CUDA C
                          Programming Guide, appendix "Mathematical
                          Functions"), conversions and FMA contraction less */

/* First-order error bound of a real value: c0 plus p[k] times the error of
 * the k-th real parameter of the device function being generated (zero
 * outside device functions); a call site substitutes its arguments' errors. */
typedef struct Err {
    double c0, p[2];
} Err;

static Err err_add(Err a, Err b) { return (Err){a.c0 + b.c0, {a.p[0] + b.p[0], a.p[1] + b.p[1]}}; }
static Err err_scale(Err a, double k) { return (Err){a.c0 * k, {a.p[0] * k, a.p[1] * k}}; }
static Err err_max(Err a, Err b) {
    return (Err){fmax(a.c0, b.c0), {fmax(a.p[0], b.p[0]), fmax(a.p[1], b.p[1])}};
}
static bool err_zero(Err a) { return a.c0 == 0 && a.p[0] == 0 && a.p[1] == 0; }

/* What is known of a value: |v| <= m; for reals and complex parts the error
 * bound e and, when exact (e zero), the granule g: v is a multiple of 2^-g
 * (-1: not known exact). Integers and logicals are always exact. */
typedef struct Val {
    double m;
    Err e;
    int g;
} Val;

static Val val_exact(double m, int g) { return (Val){m, {0, {0, 0}}, g}; }

static Val val_join(Val a, Val b) {
    return (Val){fmax(a.m, b.m), err_max(a.e, b.e), a.g < 0 || b.g < 0 ? -1 : (a.g > b.g ? a.g : b.g)};
}

/* The result of one real operation whose exact result has bound m and
 * propagated error e: exact when the inputs were and the result is a
 * multiple of 2^-g that the kind represents; otherwise rounded. */
static Val val_round(double m, Err e, int g, int kind) {
    if (g >= 0 && err_zero(e) && ldexp(m, g) < ldexp(1, mantissa_bits(kind)))
        return val_exact(m, g);
    e.c0 += ULPS * unit_roundoff(kind) * m;
    return (Val){m, e, -1};
}

/* ---- variables and the generation context ---- */

typedef enum {
    V_LOCAL,   /* scalar local; readable once set */
    V_PARAM,   /* value dummy, device-function argument, host scalar */
    V_INDEX,   /* i, tx, bx, j: integer(4), read only */
    V_IN,      /* array read at any index */
    V_OUT,     /* array written and read only at the thread's element i */
    V_ATOMIC,  /* array updated only by atomicadd */
    V_SHARED,  /* the exchange array (shared memory) after the barrier */
    V_HIDDEN,  /* not usable here */
} Role;

typedef struct Var {
    char *name;
    Type t;
    Role role;
    bool set;
    Val v;
    int param_slot; /* device-function real parameter 0/1, else -1 */
} Var;

#define MAX_VARS 64

typedef struct Ctx {
    Buf *cu, *f90;   /* the two programs' text of the unit being generated */
    Var vars[MAX_VARS];
    int nvars;
    int indent;
    bool whole;      /* host statement: arrays appear whole, no index */
    int nindex;      /* index variables in scope: 0, 1 (i), 3 (i, tx, bx) */
    bool device;     /* a kernel: atomics allowed */
    bool calls;      /* device functions may be called */
} Ctx;

static int nb, nt, n; /* blocks, threads per block, elements per array */

static Var *add_var(Ctx *c, const char *name, Type t, Role role, Val v) {
    if (c->nvars == MAX_VARS) { fprintf(stderr, "randgen: too many variables\n"); exit(2); }
    Var *x = &c->vars[c->nvars++];
    x->name = fmt("%s", name);
    x->t = t;
    x->role = role;
    x->set = role != V_LOCAL;
    x->v = v;
    x->param_slot = -1;
    return x;
}

/* Writes a line to both programs (at the current indentation). */
static void line_both(Ctx *c, const char *f, ...) {
    va_list ap;
    va_start(ap, f);
    int len = vsnprintf(NULL, 0, f, ap);
    va_end(ap);
    char *s = malloc(len + 1);
    va_start(ap, f);
    vsnprintf(s, len + 1, f, ap);
    va_end(ap);
    bprintf(c->cu, "%*s%s\n", c->indent, "", s);
    bprintf(c->f90, "%*s%s\n", c->indent, "", s);
    free(s);
}

static void line_cu(Ctx *c, const char *s) { bprintf(c->cu, "%*s%s\n", c->indent, "", s); }
static void line_f90(Ctx *c, const char *s) { bprintf(c->f90, "%*s%s\n", c->indent, "", s); }

/* ---- expressions ---- */

typedef struct Expr {
    char *text;
    Type t;
    Val v;
} Expr;

static Expr gen_expr(Ctx *c, Type t, int depth);

static const char *kind_suffix(Type t) { return fmt("_%d", t.kind); }

static Expr int_lit(long long v, int kind) {
    Type t = {B_INT, kind};
    return (Expr){v < 0 ? fmt("(%lld%s)", v, kind_suffix(t)) : fmt("%lld%s", v, kind_suffix(t)), t,
                  val_exact(llabs(v), 0)};
}

/* A real literal k/8 (exact). */
static Expr real_lit(int eighths, int kind) {
    Type t = {B_REAL, kind};
    char *digits = fmt("%.3f_%d", fabs(eighths / 8.0), kind);
    return (Expr){eighths < 0 ? fmt("(-%s)", digits) : digits, t,
                  val_exact(fabs(eighths / 8.0), eighths % 8 == 0 ? 0 : 3)};
}

static char *num_text(double v, Type t) {
    if (t.base == B_INT) return fmt("%.0f_%d", v, t.kind);
    return fmt("%.1f_%d", v, t.kind);
}

/* max(-b, min(b, x)): a value of x's type with bound b (1-Lipschitz). */
static Expr clamp(Expr x, double b) {
    if (x.v.m <= b) return x;
    char *bt = num_text(b, x.t);
    Val v = x.v;
    v.m = b;
    return (Expr){fmt("max(-%s, min(%s, %s))", bt, bt, x.text), x.t, v};
}

/* mod(x, b + 1): an integer with bound b. */
static Expr reduce_int(Expr x, double b) {
    if (x.v.m <= b) return x;
    return (Expr){fmt("mod(%s, %s)", x.text, num_text(b + 1, x.t)), x.t, val_exact(b, 0)};
}

/* An index 1..n into an array: the thread's own element, a neighbour, or
 * one computed from an integer expression. */
static char *gen_index(Ctx *c, int depth) {
    switch (rnd(4)) {
    case 0: return "i";
    case 1: return fmt("1 + mod(i + %d, n)", rnd_range(1, n - 1));
    case 2: return "n + 1 - i";
    default: {
        Expr e = gen_expr(c, (Type){B_INT, 4}, depth);
        return fmt("1 + mod(iand(%s, 1023), n)", e.text);
    }
    }
}

/* A variable of type t usable here, or NULL. */
static Expr *gen_leaf_var(Ctx *c, Type t, int depth) {
    Var *cand[MAX_VARS];
    int k = 0;
    for (int i = 0; i < c->nvars; i++) {
        Var *x = &c->vars[i];
        if (!type_eq(x->t, t) || !x->set) continue;
        if (c->whole && x->role != V_IN) continue;
        if (x->role == V_HIDDEN || x->role == V_ATOMIC) continue;
        cand[k++] = x;
    }
    if (!k) return NULL;
    Var *x = cand[rnd(k)];
    Expr *e = malloc(sizeof *e);
    e->t = t;
    e->v = x->v;
    if (x->param_slot >= 0) { /* a device-function parameter: its own error symbolically */
        e->v.e = (Err){0, {0, 0}};
        e->v.e.p[x->param_slot] = 1;
        e->v.g = -1;
    }
    switch (x->role) {
    case V_IN: e->text = c->whole ? x->name : fmt("%s(%s)", x->name, gen_index(c, depth - 1)); break;
    case V_OUT: e->text = fmt("%s(i)", x->name); break;
    case V_SHARED: {
        const char *idx[] = {"tx", "nt + 1 - tx", fmt("1 + mod(tx + %d, nt)", rnd_range(1, nt - 1))};
        e->text = fmt("%s(%s)", x->name, idx[rnd(3)]);
        break;
    }
    default: e->text = x->name;
    }
    return e;
}

/* Converts x to type t, keeping within t's range. */
static Expr convert(Expr x, Type t) {
    if (type_eq(x.t, t)) return x;
    switch (t.base) {
    case B_INT:
        if (x.t.base == B_INT) {
            x = reduce_int(x, int_soft(t.kind));
            return (Expr){fmt("int(%s, %d)", x.text, t.kind), t, x.v};
        }
        /* real -> integer only of an exact value: int() truncates, and a
         * value that differs by one ulp between machines could truncate
         * differently */
        if (x.t.base == B_REAL && x.v.g >= 0) {
            x = clamp(x, fmin(int_soft(t.kind), REAL_SOFT));
            return (Expr){fmt("int(%s, %d)", x.text, t.kind), t, val_exact(x.v.m, 0)};
        }
        return int_lit(rnd_range(-9, 9), t.kind);
    case B_REAL:
        if (x.t.base == B_INT) {
            x = reduce_int(x, REAL_SOFT);
            return (Expr){fmt("real(%s, %d)", x.text, t.kind), t, val_exact(x.v.m, 0)};
        }
        if (x.t.base == B_REAL)
            return (Expr){fmt("real(%s, %d)", x.text, t.kind), t, val_round(x.v.m, x.v.e, x.v.g, t.kind)};
        if (x.t.base == B_CPLX) { /* the real part, then the kind */
            Expr re = {fmt("real(%s, %d)", x.text, t.kind), t, val_round(x.v.m, x.v.e, x.v.g, t.kind)};
            return re;
        }
        return real_lit(rnd_range(-16, 16), t.kind);
    case B_CPLX: {
        Type rt = {B_REAL, t.kind};
        Expr re = convert(x, rt);
        return (Expr){fmt("cmplx(%s, 0.0_%d, %d)", re.text, t.kind, t.kind), t, re.v};
    }
    case B_LOG: break;
    }
    return x;
}

static Expr gen_cond(Ctx *c, int depth);
static Expr *maybe_call(Ctx *c, Type t, int depth);

static Expr gen_int(Ctx *c, int kind, int depth) {
    Type t = {B_INT, kind};
    double soft = int_soft(kind);
    Expr *call = maybe_call(c, t, depth);
    if (call) return *call;
    int choice = depth <= 0 ? rnd(3) : rnd(19);
    switch (choice) {
    case 0: return int_lit(rnd_range(-20, 20), kind);
    case 16: { /* modulo (result in [0, d)), sign, dim */
        Expr a = gen_int(c, kind, depth - 1), b = gen_int(c, kind, depth - 1);
        int op = rnd(3);
        if (op == 0)
            return (Expr){fmt("modulo(%s, (iand(%s, 7_%d) + 1_%d))", a.text, b.text, kind, kind), t, val_exact(7, 0)};
        if (op == 1) return (Expr){fmt("sign(%s, %s)", a.text, b.text), t, a.v};
        a = reduce_int(a, soft / 2), b = reduce_int(b, soft / 2);
        return (Expr){fmt("dim(%s, %s)", a.text, b.text), t, val_exact(a.v.m + b.v.m, 0)};
    }
    case 17: { /* not, popcnt, ibits */
        Expr a = gen_int(c, kind, depth - 1);
        int op = rnd(3);
        if (op == 0) {
            a = reduce_int(a, soft - 1);
            return (Expr){fmt("not(%s)", a.text), t, val_exact(a.v.m + 1, 0)};
        }
        if (op == 1) return (Expr){fmt("int(popcnt(%s), %d)", a.text, kind), t, val_exact(8 * kind, 0)};
        int len = rnd_range(1, kind == 1 ? 5 : 8), pos = rnd_range(0, 8 * kind - len);
        return (Expr){fmt("ibits(%s, %d, %d)", a.text, pos, len), t, val_exact((1 << len) - 1, 0)};
    }
    case 18: { /* nint, floor, ceiling of an exact real */
        Expr a = gen_expr(c, (Type){B_REAL, chance(50) ? 4 : 8}, depth - 1);
        if (a.v.g < 0) return convert(a, t);
        a = clamp(a, fmin(soft - 1, REAL_SOFT));
        const char *f[] = {"nint", "floor", "ceiling"};
        return (Expr){fmt("%s(%s, %d)", f[rnd(3)], a.text, kind), t, val_exact(a.v.m + 1, 0)};
    }
    case 1:
    case 2: {
        Expr *v = gen_leaf_var(c, t, depth);
        if (v) return *v;
        if (c->nindex && chance(50)) { /* an index variable */
            const char *ix[] = {"i", "tx", "bx"};
            const char *name = ix[rnd(c->nindex)];
            double m = name[0] == 'i' ? n : name[0] == 't' ? nt : nb;
            return convert((Expr){(char *)name, (Type){B_INT, 4}, val_exact(m, 0)}, t);
        }
        return int_lit(rnd_range(-20, 20), kind);
    }
    case 3:
    case 4:
    case 5: { /* + - * */
        Expr a = gen_int(c, kind, depth - 1), b = gen_int(c, kind, depth - 1);
        int op = rnd(3);
        if (op == 2) {
            double lim = floor(sqrt(soft));
            a = reduce_int(a, lim), b = reduce_int(b, lim);
            return (Expr){fmt("(%s * %s)", a.text, b.text), t, val_exact(a.v.m * b.v.m, 0)};
        }
        a = reduce_int(a, soft / 2), b = reduce_int(b, soft / 2);
        return (Expr){fmt("(%s %c %s)", a.text, op ? '-' : '+', b.text), t, val_exact(a.v.m + b.v.m, 0)};
    }
    case 6: { /* division and mod by a positive divisor */
        Expr a = gen_int(c, kind, depth - 1), b = gen_int(c, kind, depth - 1);
        char *d = fmt("(iand(%s, 7_%d) + 1_%d)", b.text, kind, kind);
        if (chance(50)) return (Expr){fmt("(%s / %s)", a.text, d), t, a.v};
        return (Expr){fmt("mod(%s, %s)", a.text, d), t, val_exact(fmin(a.v.m, 7), 0)};
    }
    case 7: { /* min, max */
        Expr a = gen_int(c, kind, depth - 1), b = gen_int(c, kind, depth - 1);
        return (Expr){fmt("%s(%s, %s)", chance(50) ? "min" : "max", a.text, b.text), t,
                      val_exact(fmax(a.v.m, b.v.m), 0)};
    }
    case 8: { /* abs */
        Expr a = gen_int(c, kind, depth - 1);
        return (Expr){fmt("abs(%s)", a.text), t, a.v};
    }
    case 9: { /* iand ior ieor: operands in [-2^b, 2^b) give a result there */
        Expr a = gen_int(c, kind, depth - 1), b = gen_int(c, kind, depth - 1);
        const char *op[] = {"iand", "ior", "ieor"};
        double m = fmax(a.v.m, b.v.m), p = 1;
        while (p <= m) p *= 2;
        if (p > soft) {
            a = reduce_int(a, floor(soft / 2)), b = reduce_int(b, floor(soft / 2));
            p = 1;
            while (p <= fmax(a.v.m, b.v.m)) p *= 2;
        }
        return (Expr){fmt("%s(%s, %s)", op[rnd(3)], a.text, b.text), t, val_exact(p, 0)};
    }
    case 10: { /* ishft of a masked non-negative value */
        Expr a = gen_int(c, kind, depth - 1);
        int bits = kind == 1 ? 3 : 6, s = rnd_range(-2, 3);
        char *masked = fmt("iand(%s, %d_%d)", a.text, (1 << bits) - 1, kind);
        double m = s > 0 ? ldexp((1 << bits) - 1, s) : (1 << bits) - 1;
        return (Expr){fmt("ishft(%s, %d)", masked, s), t, val_exact(m, 0)};
    }
    case 11: { /* merge */
        Expr a = gen_int(c, kind, depth - 1), b = gen_int(c, kind, depth - 1), k = gen_cond(c, depth - 1);
        return (Expr){fmt("merge(%s, %s, %s)", a.text, b.text, k.text), t, val_exact(fmax(a.v.m, b.v.m), 0)};
    }
    case 12: { /* from another integer kind */
        int kinds[] = {1, 2, 4, 8};
        return convert(gen_int(c, kinds[rnd(4)], depth - 1), t);
    }
    case 13: /* from a real (exact values only) */
        return convert(gen_expr(c, (Type){B_REAL, chance(50) ? 4 : 8}, depth - 1), t);
    default: { /* a single leaf again, more often than operations */
        Expr *v = gen_leaf_var(c, t, depth);
        return v ? *v : int_lit(rnd_range(-20, 20), kind);
    }
    }
}

/* The derivative bound of exp on [-4, 4]. */
#define EXP4 54.6

static Expr gen_real(Ctx *c, int kind, int depth) {
    Type t = {B_REAL, kind};
    double u = unit_roundoff(kind);
    Expr *call = maybe_call(c, t, depth);
    if (call) return *call;
    int choice = depth <= 0 ? rnd(3) : rnd(14);
    switch (choice) {
    case 0: return real_lit(rnd_range(-40, 40), kind);
    case 1:
    case 2:
    case 12: {
        Expr *v = gen_leaf_var(c, t, depth);
        return v ? *v : real_lit(rnd_range(-40, 40), kind);
    }
    case 3:
    case 4: { /* + - */
        Expr a = clamp(gen_real(c, kind, depth - 1), REAL_SOFT / 2), b = clamp(gen_real(c, kind, depth - 1), REAL_SOFT / 2);
        return (Expr){fmt("(%s %c %s)", a.text, chance(50) ? '+' : '-', b.text), t,
                      val_round(a.v.m + b.v.m, err_add(a.v.e, b.v.e), a.v.g > b.v.g ? a.v.g : b.v.g, kind)};
    }
    case 5: { /* * */
        Expr a = clamp(gen_real(c, kind, depth - 1), 100), b = clamp(gen_real(c, kind, depth - 1), 100);
        Err e = err_add(err_scale(a.v.e, b.v.m), err_scale(b.v.e, a.v.m));
        int g = a.v.g < 0 || b.v.g < 0 ? -1 : a.v.g + b.v.g;
        return (Expr){fmt("(%s * %s)", a.text, b.text), t, val_round(a.v.m * b.v.m, e, g, kind)};
    }
    case 6: { /* x / (abs(y) + 1): d/dx <= 1, d/dy <= |x| */
        Expr a = gen_real(c, kind, depth - 1), b = gen_real(c, kind, depth - 1);
        Err e = err_add(a.v.e, err_scale(b.v.e, a.v.m));
        e.c0 += 2 * ULPS * u * a.v.m;
        return (Expr){fmt("(%s / (abs(%s) + 1.0_%d))", a.text, b.text, kind), t, (Val){a.v.m, e, -1}};
    }
    case 7: { /* sqrt(abs(x) + 1): d/dx <= 1/2 */
        Expr a = gen_real(c, kind, depth - 1);
        Err e = err_scale(a.v.e, 0.5);
        double m = sqrt(a.v.m + 1);
        e.c0 += 2 * ULPS * u * m;
        return (Expr){fmt("sqrt(abs(%s) + 1.0_%d)", a.text, kind), t, (Val){m, e, -1}};
    }
    case 8: { /* sin, cos of a bounded argument */
        Expr a = clamp(gen_real(c, kind, depth - 1), 100);
        Err e = a.v.e;
        e.c0 += ULPS * u * a.v.m; /* the argument's reduction */
        e.c0 += ULPS * u;
        return (Expr){fmt("%s(%s)", chance(50) ? "sin" : "cos", a.text), t, (Val){1, e, -1}};
    }
    case 9: { /* exp of [-4, 4] */
        Expr a = clamp(gen_real(c, kind, depth - 1), 4);
        Err e = err_scale(a.v.e, EXP4);
        e.c0 += ULPS * u * EXP4 * (1 + a.v.m);
        return (Expr){fmt("exp(%s)", a.text), t, (Val){EXP4, e, -1}};
    }
    case 10: { /* abs, min, max (1-Lipschitz, exact on exact values) */
        Expr a = gen_real(c, kind, depth - 1);
        if (chance(30)) return (Expr){fmt("abs(%s)", a.text), t, a.v};
        Expr b = gen_real(c, kind, depth - 1);
        return (Expr){fmt("%s(%s, %s)", chance(50) ? "min" : "max", a.text, b.text), t, val_join(a.v, b.v)};
    }
    case 11: { /* merge */
        Expr a = gen_real(c, kind, depth - 1), b = gen_real(c, kind, depth - 1), k = gen_cond(c, depth - 1);
        return (Expr){fmt("merge(%s, %s, %s)", a.text, b.text, k.text), t, val_join(a.v, b.v)};
    }
    default: { /* from an integer, the other real kind, or a complex part */
        int from = rnd(3);
        if (from == 0) return convert(gen_int(c, (int[]){1, 2, 4, 8}[rnd(4)], depth - 1), t);
        if (from == 1) return convert(gen_real(c, 12 - kind, depth - 1), t);
        Expr z = gen_expr(c, (Type){B_CPLX, chance(50) ? 4 : 8}, depth - 1);
        if (chance(50)) return convert(z, t);
        Expr im = {fmt("aimag(%s)", z.text), (Type){B_REAL, z.t.kind}, z.v};
        return convert(im, t);
    }
    }
}

static Expr gen_cplx(Ctx *c, int kind, int depth) {
    Type t = {B_CPLX, kind};
    switch (depth <= 0 ? rnd(2) : rnd(6)) {
    case 0: {
        Expr *v = gen_leaf_var(c, t, depth);
        if (v) return *v;
    } /* fall through */
    case 1: { /* from two reals */
        Expr re = gen_real(c, kind, depth - 1), im = gen_real(c, kind, depth - 1);
        return (Expr){fmt("cmplx(%s, %s, %d)", re.text, im.text, kind), t, val_join(re.v, im.v)};
    }
    case 2:
    case 3: { /* + - */
        Expr a = gen_cplx(c, kind, depth - 1), b = gen_cplx(c, kind, depth - 1);
        if (a.v.m > REAL_SOFT / 2 || b.v.m > REAL_SOFT / 2) return a;
        return (Expr){fmt("(%s %c %s)", a.text, chance(50) ? '+' : '-', b.text), t,
                      val_round(a.v.m + b.v.m, err_add(a.v.e, b.v.e), a.v.g > b.v.g ? a.v.g : b.v.g, kind)};
    }
    case 4: { /* *: each part is a sum of two products */
        Expr a = gen_cplx(c, kind, depth - 1), b = gen_cplx(c, kind, depth - 1);
        if (a.v.m > 50 || b.v.m > 50) return a;
        Err e = err_scale(err_add(err_scale(a.v.e, b.v.m), err_scale(b.v.e, a.v.m)), 2);
        int g = a.v.g < 0 || b.v.g < 0 ? -1 : a.v.g + b.v.g;
        Val v = val_round(2 * a.v.m * b.v.m, e, g, kind);
        if (v.g < 0) v.e.c0 += ULPS * unit_roundoff(kind) * 2 * a.v.m * b.v.m; /* two roundings */
        return (Expr){fmt("(%s * %s)", a.text, b.text), t, v};
    }
    default: { /* conjg */
        Expr a = gen_cplx(c, kind, depth - 1);
        return (Expr){fmt("conjg(%s)", a.text), t, a.v};
    }
    }
}

/* A logical expression; comparisons only of exact values, so that every
 * version takes the same branch. */
static Expr gen_cond(Ctx *c, int depth) {
    Type t = {B_LOG, 4};
    int choice = depth <= 0 ? rnd(2) : rnd(7);
    switch (choice) {
    case 0:
    case 1:
    case 2: { /* integer comparison */
        int kind = (int[]){1, 2, 4, 8}[rnd(4)];
        Expr a = gen_int(c, kind, depth - 1), b = gen_int(c, kind, depth - 1);
        const char *ops[] = {"<", "<=", ">", ">=", "==", "/="};
        return (Expr){fmt("(%s %s %s)", a.text, ops[rnd(6)], b.text), t, val_exact(1, 0)};
    }
    case 3: { /* real comparison of exact values */
        int kind = chance(50) ? 4 : 8;
        Expr a = gen_real(c, kind, depth - 1), b = gen_real(c, kind, depth - 1);
        if (a.v.g < 0 || b.v.g < 0) return gen_cond(c, 0);
        return (Expr){fmt("(%s %s %s)", a.text, chance(50) ? "<" : ">=", b.text), t, val_exact(1, 0)};
    }
    case 4: {
        Expr *v = gen_leaf_var(c, t, depth);
        if (v) return *v;
        if (chance(50)) return (Expr){chance(50) ? ".true." : ".false.", t, val_exact(1, 0)};
        int kind = (int[]){1, 2, 4, 8}[rnd(4)];
        return (Expr){fmt("btest(%s, %d)", gen_int(c, kind, depth - 1).text, rnd(8 * kind)), t, val_exact(1, 0)};
    }
    case 5: {
        Expr a = gen_cond(c, depth - 1);
        return (Expr){fmt("(.not. %s)", a.text), t, val_exact(1, 0)};
    }
    default: {
        Expr a = gen_cond(c, depth - 1), b = gen_cond(c, depth - 1);
        const char *ops[] = {".and.", ".or.", ".eqv.", ".neqv."};
        return (Expr){fmt("(%s %s %s)", a.text, ops[rnd(4)], b.text), t, val_exact(1, 0)};
    }
    }
}

static Expr gen_expr(Ctx *c, Type t, int depth) {
    switch (t.base) {
    case B_INT: return gen_int(c, t.kind, depth);
    case B_REAL: return gen_real(c, t.kind, depth);
    case B_CPLX: return gen_cplx(c, t.kind, depth);
    case B_LOG: return gen_cond(c, depth);
    }
    return gen_cond(c, depth);
}

/* An expression bounded for storage in a variable: reals and integers are
 * kept under their soft limits. */
static Expr gen_value(Ctx *c, Type t, int depth) {
    Expr e = gen_expr(c, t, depth);
    if (t.base == B_INT) return reduce_int(e, int_soft(t.kind));
    if (t.base == B_REAL) return clamp(e, REAL_SOFT);
    if (t.base == B_CPLX && e.v.m > REAL_SOFT) return gen_cplx(c, t.kind, 0);
    return e;
}

static Type random_type(bool with_complex) {
    switch (rnd(with_complex ? 10 : 9)) {
    case 0: return (Type){B_INT, 1};
    case 1: return (Type){B_INT, 2};
    case 2:
    case 3: return (Type){B_INT, 4};
    case 4: return (Type){B_INT, 8};
    case 5: return (Type){B_REAL, 4};
    case 6: return (Type){B_REAL, 8};
    case 7:
    case 8: return chance(50) ? (Type){B_LOG, 4} : (Type){B_REAL, 8};
    default: return (Type){B_CPLX, chance(50) ? 4 : 8};
    }
}

/* ---- statements ---- */

static void snapshot(Ctx *c, Val *s) {
    for (int i = 0; i < c->nvars; i++) s[i] = c->vars[i].v;
}

static void join_into(Ctx *c, Val *acc) {
    for (int i = 0; i < c->nvars; i++) acc[i] = val_join(acc[i], c->vars[i].v);
}

static void restore(Ctx *c, const Val *s) {
    for (int i = 0; i < c->nvars; i++) c->vars[i].v = s[i];
}

/* A variable that an assignment may write: a set local or an output array. */
static Var *pick_target(Ctx *c, bool locals_only) {
    Var *cand[MAX_VARS];
    int k = 0;
    for (int i = 0; i < c->nvars; i++) {
        Var *x = &c->vars[i];
        if ((x->role == V_LOCAL && x->set) || (!locals_only && x->role == V_OUT)) cand[k++] = x;
    }
    return k ? cand[rnd(k)] : NULL;
}

static const char *target_text(Var *x) { return x->role == V_OUT ? fmt("%s(i)", x->name) : x->name; }

static void gen_assign(Ctx *c, Var *x, int depth) {
    Expr e = gen_value(c, x->t, depth);
    line_both(c, "%s = %s", target_text(x), e.text);
    x->v = e.v;
}

/* atomicadd into an integer array (order-independent); the host version
 * adds in place. */
static void gen_atomic(Ctx *c, Var *x) {
    Expr e = reduce_int(gen_int(c, x->t.kind, 2), 100);
    char *idx = fmt("1 + mod(iand(%s, 1023), n)", gen_int(c, 4, 1).text);
    line_cu(c, fmt("iold%d = atomicadd(%s(%s), %s)", x->t.kind, x->name, idx, e.text));
    line_f90(c, fmt("%s(%s) = %s(%s) + %s", x->name, idx, x->name, idx, e.text));
    x->v.m += n * e.v.m;
}

static void gen_stmts(Ctx *c, int count, int depth);

static void gen_if(Ctx *c, int depth) {
    Val before[MAX_VARS], joined[MAX_VARS];
    snapshot(c, before);
    line_both(c, "if (%s) then", gen_cond(c, 2).text);
    c->indent += 2;
    gen_stmts(c, rnd_range(1, 3), depth - 1);
    c->indent -= 2;
    snapshot(c, joined);
    restore(c, before);
    if (chance(60)) {
        line_both(c, "else");
        c->indent += 2;
        gen_stmts(c, rnd_range(1, 3), depth - 1);
        c->indent -= 2;
    }
    join_into(c, joined);
    restore(c, joined);
    line_both(c, "end if");
}

static void gen_select(Ctx *c, int depth) {
    Val before[MAX_VARS], joined[MAX_VARS];
    snapshot(c, before);
    snapshot(c, joined);
    Expr sel = reduce_int(gen_int(c, 4, 2), 20);
    line_both(c, "select case (%s)", sel.text);
    int lo = -20;
    int ncase = rnd_range(1, 3);
    for (int k = 0; k < ncase && lo <= 20; k++) {
        int hi = lo + rnd(10);
        line_both(c, hi == lo ? "case (%d)" : "case (%d:%d)", lo, hi);
        lo = hi + 1 + rnd(3);
        c->indent += 2;
        restore(c, before);
        gen_stmts(c, rnd_range(1, 2), depth - 1);
        join_into(c, joined);
        c->indent -= 2;
    }
    if (chance(50)) {
        line_both(c, "case default");
        c->indent += 2;
        restore(c, before);
        gen_stmts(c, 1, depth - 1);
        join_into(c, joined);
        c->indent -= 2;
    }
    restore(c, joined);
    line_both(c, "end select");
}

/* do j = 1, K accumulating into a local that the loop body does not read:
 * the bound after the loop is the bound before plus K times the term's. */
static void gen_loop(Ctx *c) {
    Var *acc = pick_target(c, true);
    if (!acc || acc->t.base == B_LOG) return;
    int trips = rnd_range(2, 8), form = rnd(3);
    const char *header[] = {fmt("do j = 1, %d", trips), fmt("do j = %d, 1, -1", trips),
                            fmt("do j = 1, %d, 2", 2 * trips - 1)};
    Role saved = acc->role;
    acc->role = V_HIDDEN;
    add_var(c, "j", (Type){B_INT, 4}, V_INDEX, val_exact(form == 2 ? 2 * trips - 1 : trips, 0));
    Expr e = gen_expr(c, acc->t, 2);
    Expr k = gen_cond(c, 2);
    c->nvars--; /* j */
    acc->role = saved;
    if (acc->t.base == B_INT) {
        double room = (int_soft(acc->t.kind) - acc->v.m) / trips;
        if (room < 1) return;
        e = reduce_int(e, floor(room));
        acc->v.m += trips * e.v.m;
    } else {
        double room = (REAL_SOFT - acc->v.m) / trips;
        if (room < 1 || e.v.m > room) {
            if (acc->t.base == B_CPLX || room < 1) return;
            e = clamp(e, floor(room));
        }
        Val total = acc->v;
        for (int k = 0; k < trips; k++)
            total = val_round(total.m + e.v.m, err_add(total.e, e.v.e), total.g > e.v.g ? total.g : e.v.g,
                              acc->t.kind);
        acc->v = total;
    }
    /* a condition may skip the term, or end the loop: fewer terms, same bound */
    int skip = rnd(4);
    line_both(c, "%s", header[form]);
    if (skip == 1) line_both(c, "  if (%s) %s = %s + %s", k.text, acc->name, acc->name, e.text);
    else {
        if (skip >= 2) line_both(c, "  if (%s) %s", k.text, skip == 2 ? "cycle" : "exit");
        line_both(c, "  %s = %s + %s", acc->name, acc->name, e.text);
    }
    line_both(c, "end do");
}

static Var *pick_atomic(Ctx *c) {
    for (int i = 0; i < c->nvars; i++)
        if (c->vars[i].role == V_ATOMIC && c->vars[i].v.m + n * 100 < int_soft(c->vars[i].t.kind)) return &c->vars[i];
    return NULL;
}

static void gen_stmt(Ctx *c, int depth) {
    int choice = depth <= 0 ? rnd(4) : rnd(9);
    Var *x;
    switch (choice) {
    case 4: gen_if(c, depth); return;
    case 5: gen_select(c, depth); return;
    case 6: gen_loop(c); return;
    case 7:
        if (c->device && (x = pick_atomic(c))) { gen_atomic(c, x); return; }
        /* fall through */
    default:
        if ((x = pick_target(c, false))) gen_assign(c, x, 3);
    }
}

static void gen_stmts(Ctx *c, int count, int depth) {
    for (int k = 0; k < count; k++) gen_stmt(c, depth);
}

/* ---- device functions ---- */

typedef struct Func {
    char *name;
    Type result, param[2];
    double pm[2];  /* the bound the callers keep each argument under */
    Val v;         /* the result, errors relative to the arguments' */
} Func;

#define MAX_FUNCS 4
static Func funcs[MAX_FUNCS];
static int nfuncs;

/* Module text of both versions: functions and kernels. */
static Buf mod_cu, mod_f90;

static void gen_func(void) {
    Func *f = &funcs[nfuncs];
    f->name = fmt("f%d", nfuncs + 1);
    Ctx c = {.cu = &mod_cu, .f90 = &mod_f90, .indent = 4, .device = true};
    f->result = random_type(false);
    for (int k = 0; k < 2; k++) {
        do f->param[k] = random_type(false);
        while (f->param[k].base == B_LOG && k == 0);
        f->pm[k] = f->param[k].base == B_INT ? fmin(int_soft(f->param[k].kind), 1000) : 100;
        Var *p = add_var(&c, k ? "y" : "x", f->param[k], V_PARAM,
                         val_exact(f->param[k].base == B_LOG ? 1 : f->pm[k], 0));
        if (f->param[k].base == B_REAL) p->param_slot = k;
    }
    bprintf(&mod_cu, "  attributes(device) function %s(x, y) result(r)\n", f->name);
    bprintf(&mod_f90, "  function %s(x, y) result(r)\n", f->name);
    line_both(&c, "%s, value :: x", type_text(f->param[0]));
    line_both(&c, "%s, value :: y", type_text(f->param[1]));
    line_both(&c, "%s :: r", type_text(f->result));
    Expr e = gen_value(&c, f->result, 3);
    line_both(&c, "r = %s", e.text);
    f->v = e.v;
    bprintf(&mod_cu, "  end function %s\n\n", f->name);
    bprintf(&mod_f90, "  end function %s\n\n", f->name);
    nfuncs++;
}

/* A call of a device function as an expression of its result type. */
static Expr call_func(Ctx *c, Func *f, int depth) {
    Expr a[2];
    for (int k = 0; k < 2; k++) {
        a[k] = gen_expr(c, f->param[k], depth);
        if (f->param[k].base == B_INT) a[k] = reduce_int(a[k], f->pm[k]);
        if (f->param[k].base == B_REAL) a[k] = clamp(a[k], f->pm[k]);
    }
    Val v = f->v;
    Err e = {v.e.c0, {0, 0}};
    for (int k = 0; k < 2; k++)
        if (f->param[k].base == B_REAL) e = err_add(e, err_scale(a[k].v.e, v.e.p[k]));
    /* the result is exact when the body was: its real parameters count as
     * inexact there, so an exact result does not depend on them */
    v.e = e;
    if (!err_zero(e)) v.g = -1;
    return (Expr){fmt("%s(%s, %s)", f->name, a[0].text, a[1].text), f->result, v};
}

/* Now and then, a call of a device function of result type t. */
static Expr *maybe_call(Ctx *c, Type t, int depth) {
    if (!c->calls || depth <= 0 || !chance(10)) return NULL;
    for (int k = 0; k < nfuncs; k++) {
        Func *f = &funcs[(k + depth) % nfuncs];
        if (!type_eq(f->result, t)) continue;
        Expr *e = malloc(sizeof *e);
        *e = call_func(c, f, depth - 1);
        return e;
    }
    return NULL;
}

/* ---- kernels ---- */

typedef struct Array {
    char *name;
    Type t;
    Val dev, host; /* the device array's elements, the host mirror's */
    bool module_data; /* a device array of module m, not an argument */
    bool constant;    /* of these, constant memory: device code only reads it */
} Array;

#define MAX_ARRAYS 10
static Array arrays[MAX_ARRAYS];
static int narrays;

static Buf prog_cu, prog_f90; /* executable part of the host program */
static int nkernels;

/* Scalars every kernel has. */
static void kernel_prologue(Ctx *c) {
    line_both(c, "i = (bx - 1) * nt + tx");
}

/* Locals: declared once, set at the start of each phase. */
static void init_locals(Ctx *c) {
    for (int i = 0; i < c->nvars; i++) {
        Var *x = &c->vars[i];
        if (x->role != V_LOCAL) continue;
        x->set = false;
    }
    for (int i = 0; i < c->nvars; i++) {
        Var *x = &c->vars[i];
        if (x->role != V_LOCAL) continue;
        Expr e = gen_value(c, x->t, 2);
        line_both(c, "%s = %s", x->name, e.text);
        x->v = e.v;
        x->set = true;
    }
}

/* A statement that calls a device function into a local. */
static void gen_call_stmt(Ctx *c) {
    if (!nfuncs) return;
    Func *f = &funcs[rnd(nfuncs)];
    Var *cand[MAX_VARS];
    int k = 0;
    for (int i = 0; i < c->nvars; i++)
        if ((c->vars[i].role == V_LOCAL || c->vars[i].role == V_OUT) && type_eq(c->vars[i].t, f->result))
            cand[k++] = &c->vars[i];
    if (!k) return;
    Var *x = cand[rnd(k)];
    Expr e = call_func(c, f, 2);
    line_both(c, "%s = %s", target_text(x), e.text);
    x->v = e.v;
}

typedef enum { K_PLAIN, K_SHARED, K_SHUFFLE } KernelShape;

static void gen_kernel(void) {
    char *kname = fmt("k%d", ++nkernels);
    Buf body_cu = {0}, body_f90 = {0};
    Ctx c = {.cu = &body_cu, .f90 = &body_f90, .indent = 4, .device = true, .nindex = 3, .calls = true};
    KernelShape shape = rnd(3);
    /* roles of the arrays */
    Role role[MAX_ARRAYS];
    int nout = 0;
    for (int a = 0; a < narrays; a++) {
        int r = rnd(10);
        role[a] = r < 4 ? V_IN : r < 7 ? V_OUT : r < 8 && arrays[a].t.base == B_INT && arrays[a].t.kind >= 4 ? V_ATOMIC : V_HIDDEN;
        if (arrays[a].constant && role[a] != V_IN) role[a] = V_HIDDEN;
        if (role[a] == V_OUT) nout++;
    }
    if (!nout) role[0] = V_OUT;
    Buf args = {0}, decl = {0};
    for (int a = 0; a < narrays; a++) {
        if (role[a] == V_HIDDEN) continue;
        add_var(&c, arrays[a].name, arrays[a].t, role[a], arrays[a].dev);
        if (arrays[a].module_data) continue;
        bprintf(&args, "%s%s", args.len ? ", " : "", arrays[a].name);
        bprintf(&decl, "    %s :: %s(n)\n", type_text(arrays[a].t), arrays[a].name);
    }
    /* value scalars with known values */
    Buf actual = {0};
    bprintf(&args, "%s", "");
    bprintf(&actual, "%s", args.s);
    int nvalue = rnd(3);
    for (int k = 0; k < nvalue; k++) {
        Type t = random_type(false);
        char *name = fmt("s%d", k + 1);
        int r = (int)fmin(int_soft(t.kind), 1000);
        Expr v = t.base == B_INT ? int_lit(rnd_range(-r, r), t.kind)
                 : t.base == B_REAL ? real_lit(rnd_range(-800, 800), t.kind)
                                    : (Expr){chance(50) ? ".true." : ".false.", t, val_exact(1, 0)};
        add_var(&c, name, t, V_PARAM, v.v);
        bprintf(&args, "%s%s", args.len ? ", " : "", name);
        bprintf(&actual, "%s%s", actual.len ? ", " : "", v.text);
        bprintf(&decl, "    %s, value :: %s\n", type_text(t), name);
    }
    /* a derived-type scalar by value: its components are known values */
    if (chance(30)) {
        int a = rnd_range(-1000, 1000), b = rnd_range(-800, 800), k = rnd_range(-60, 60);
        add_var(&c, "p%a", (Type){B_INT, 4}, V_PARAM, val_exact(abs(a), 0));
        add_var(&c, "p%b", (Type){B_REAL, 8}, V_PARAM, val_exact(fabs(b / 8.0), 3));
        add_var(&c, "p%c", (Type){B_INT, 1}, V_PARAM, val_exact(abs(k), 0));
        bprintf(&args, "%sp", args.len ? ", " : "");
        bprintf(&actual, "%striple(%d, %s, %s)", actual.len ? ", " : "", a, real_lit(b, 8).text, int_lit(k, 1).text);
        bprintf(&decl, "    type(triple), value :: p\n");
    }
    /* locals */
    int nloc = rnd_range(2, 5);
    for (int k = 0; k < nloc; k++) {
        Type t = random_type(true);
        char *name = fmt("l%d", k + 1);
        add_var(&c, name, t, V_LOCAL, val_exact(0, 0));
        bprintf(&decl, "    %s :: %s\n", type_text(t), name);
    }
    bprintf(&decl, "    integer :: i, tx, bx, j\n    integer(4) :: iold4\n    integer(8) :: iold8\n");

    /* body */
    Type xt = random_type(false);
    if (shape == K_SHUFFLE && xt.base != B_INT && xt.base != B_REAL) xt = (Type){B_INT, 4};
    if (shape == K_SHUFFLE && xt.base == B_INT && xt.kind < 4) xt.kind = 4;
    c.indent = 6;
    /* threads in two dimensions (x fastest: warps follow tx); a plain kernel
     * may get a block more than the arrays need, whose threads do nothing */
    bool twod = chance(30), extra = shape == K_PLAIN && chance(30);
    kernel_prologue(&c);
    if (extra) {
        line_both(&c, "if (i <= n) then");
        c.indent += 2;
    }
    init_locals(&c);
    gen_stmts(&c, rnd_range(2, 6), 2);
    if (chance(50)) gen_call_stmt(&c);
    if (extra) {
        c.indent -= 2;
        line_both(&c, "end if");
    }
    if (shape != K_PLAIN) {
        /* phase A ends by publishing a value; phase B reads other threads' */
        Expr pub = gen_value(&c, xt, 3);
        Var *xv;
        const char *xname = shape == K_SHARED ? "sh" : "xw";
        if (shape == K_SHARED) {
            line_both(&c, "sh(tx) = %s", pub.text);
            line_cu(&c, "call syncthreads()");
            c.indent = 4;
            line_f90(&c, "end do");
            line_f90(&c, "do tx = 1, nt");
            c.indent = 6;
            xv = add_var(&c, xname, xt, V_SHARED, pub.v);
        } else {
            line_cu(&c, fmt("xw = %s", pub.text));
            line_f90(&c, fmt("xs(tx) = %s", pub.text));
            int kind = rnd(4), k = rnd_range(1, 31);
            const char *f[] = {"__shfl_xor", "__shfl_down", "__shfl_up", "__shfl"};
            const char *src[] = {fmt("ieor(tx - 1, %d) + 1", k),
                                 fmt("merge(tx + %d, tx, iand(tx - 1, 31) + %d < 32)", k, k),
                                 fmt("merge(tx - %d, tx, iand(tx - 1, 31) >= %d)", k, k),
                                 fmt("(tx - 1) / 32 * 32 + %d", k)};
            line_cu(&c, fmt("xr = %s(xw, %d)", f[kind], k));
            c.indent = 4;
            line_f90(&c, "end do");
            line_f90(&c, "do tx = 1, nt");
            c.indent = 6;
            line_f90(&c, fmt("xr = xs(%s)", src[kind]));
            xv = add_var(&c, "xr", xt, V_PARAM, pub.v);
        }
        kernel_prologue(&c);
        init_locals(&c);
        gen_stmts(&c, rnd_range(2, 5), 2);
        /* make sure the exchanged value is used */
        Var *out = NULL;
        for (int i = 0; i < c.nvars && !out; i++)
            if (c.vars[i].role == V_OUT) out = &c.vars[i];
        Expr use = {shape == K_SHARED ? fmt("%s(nt + 1 - tx)", xname) : "xr", xt, xv->v};
        Expr cv = convert(use, out->t);
        if (out->t.base == B_LOG) cv = (Expr){fmt("(%s /= 0)", convert(use, (Type){B_INT, 4}).text), out->t, val_exact(1, 0)};
        line_both(&c, "%s(i) = %s", out->name, cv.text);
        out->v = cv.v;
    }
    /* the arrays' states after the kernel */
    for (int i = 0; i < c.nvars; i++)
        for (int a = 0; a < narrays; a++)
            if (!strcmp(c.vars[i].name, arrays[a].name) && role[a] != V_HIDDEN && role[a] != V_IN)
                arrays[a].dev = val_join(arrays[a].dev, c.vars[i].v);

    /* the kernel: CUDA and host forms */
    bprintf(&mod_cu, "  attributes(global) subroutine %s(%s)\n%s", kname, args.s, decl.s);
    bprintf(&mod_f90, "  subroutine %s(%s)\n%s", kname, args.s, decl.s);
    if (shape == K_SHARED) {
        bprintf(&mod_cu, "    %s, shared :: sh(nt)\n", type_text(xt));
        bprintf(&mod_f90, "    %s :: sh(nt)\n", type_text(xt));
    } else if (shape == K_SHUFFLE) {
        bprintf(&mod_cu, "    %s :: xw, xr\n", type_text(xt));
        bprintf(&mod_f90, "    %s :: xs(nt), xr\n", type_text(xt));
    }
    bprintf(&mod_cu, "    tx = threadIdx%%x%s\n    bx = blockIdx%%x\n%s",
            twod ? " + (threadIdx%y - 1) * blockDim%x" : "", body_cu.s);
    bprintf(&mod_f90, "    do bx = 1, nb%s\n    do tx = 1, nt\n%s    end do\n    end do\n", extra ? " + 1" : "",
            body_f90.s);
    bprintf(&mod_cu, "  end subroutine %s\n\n", kname);
    bprintf(&mod_f90, "  end subroutine %s\n\n", kname);
    bprintf(&prog_cu, "  call %s<<<%s, %s>>>(%s)\n", kname, extra ? "nb + 1" : "nb",
            twod ? "dim3(nt / 2, 2, 1)" : "nt", actual.s);
    bprintf(&prog_f90, "  call %s(%s)\n", kname, actual.s);
}

/* ---- host statements: !$cuf loops and array assignments ---- */

typedef struct Scalar {
    char *name;
    Type t;
    Val v;
} Scalar;

#define MAX_SCALARS 8
static Scalar scalars[MAX_SCALARS];
static int nscalars;

/* !$cuf kernel do over 1..n: output arrays at i, inputs anywhere, and a
 * reduction into a host scalar (integer sums exact; real sums reassociated,
 * so each of the n additions may round differently). */
static void gen_cuf_loop(void) {
    Ctx c = {.cu = &prog_cu, .f90 = &prog_f90, .indent = 4, .nindex = 1, .calls = true};
    Role role[MAX_ARRAYS];
    int nout = 0;
    for (int a = 0; a < narrays; a++) {
        role[a] = chance(50) ? V_IN : chance(50) && !arrays[a].constant ? V_OUT : V_HIDDEN;
        if (role[a] == V_OUT) nout++;
    }
    if (!nout) role[0] = V_OUT;
    for (int a = 0; a < narrays; a++)
        if (role[a] != V_HIDDEN) add_var(&c, arrays[a].name, arrays[a].t, role[a], arrays[a].dev);
    Scalar *s = NULL;
    if (nscalars < MAX_SCALARS && chance(70)) {
        s = &scalars[nscalars];
        s->name = fmt("r%d", nscalars + 1);
        s->t = (Type[]){{B_INT, 4}, {B_INT, 8}, {B_REAL, 4}, {B_REAL, 8}, {B_CPLX, 4}, {B_CPLX, 8}, {B_LOG, 4}}[rnd(7)];
        nscalars++;
    }
    c.indent = 2;
    const char *lop = (const char *[]){".and.", ".or.", ".neqv."}[rnd(3)];
    if (s) line_both(&c, "%s = %s", s->name, s->t.base != B_LOG ? "0" : lop[2] == 'a' ? ".true." : ".false.");
    line_cu(&c, "!$cuf kernel do <<<*, *>>>");
    line_both(&c, "do i = 1, n");
    c.indent = 4;
    int nst = rnd_range(1, 3);
    for (int k = 0; k < nst; k++) {
        Var *x = pick_target(&c, false);
        if (x) gen_assign(&c, x, 2);
    }
    if (s) {
        Expr e = gen_value(&c, s->t, 2);
        if (s->t.base == B_LOG) { /* .and. .or. .neqv.: exact in any order */
            s->v = val_exact(1, 0);
            line_both(&c, "%s = %s %s %s", s->name, s->name, lop, e.text);
        } else if (s->t.base == B_CPLX) { /* a sum, as for reals, for each part */
            Err err = err_scale(e.v.e, n);
            err.c0 += n * ULPS * unit_roundoff(s->t.kind) * n * e.v.m;
            s->v = (Val){n * e.v.m, err, -1};
            line_both(&c, "%s = %s + %s", s->name, s->name, e.text);
        } else if (chance(30)) { /* max or min: exact, whatever the order */
            const char *op = chance(50) ? "max" : "min";
            e = s->t.base == B_INT ? reduce_int(e, int_soft(s->t.kind)) : clamp(e, 100);
            s->v = val_join(e.v, val_exact(0, 0));
            line_both(&c, "%s = %s(%s, %s)", s->name, op, s->name, e.text);
        } else if (s->t.base == B_INT) {
            e = reduce_int(e, floor(int_soft(s->t.kind) / n));
            s->v = val_exact(n * e.v.m, 0);
            line_both(&c, "%s = %s + %s", s->name, s->name, e.text);
        } else {
            e = clamp(e, 100);
            /* any order of n additions: each partial sum <= n * m rounds */
            Err err = err_scale(e.v.e, n);
            err.c0 += n * ULPS * unit_roundoff(s->t.kind) * n * e.v.m;
            s->v = (Val){n * e.v.m, err, -1};
            line_both(&c, "%s = %s + %s", s->name, s->name, e.text);
        }
    }
    c.indent = 2;
    line_both(&c, "end do");
    for (int i = 0; i < c.nvars; i++)
        for (int a = 0; a < narrays; a++)
            if (!strcmp(c.vars[i].name, arrays[a].name) && role[a] == V_OUT)
                arrays[a].dev = val_join(arrays[a].dev, c.vars[i].v);
}

/* Host assignments on device arrays (guide 3.4.2): device to device, whole
 * or sections (overlapping ones too), a scalar fill, a host section to the
 * device, and a host array from an expression of whole device arrays. */
static void gen_host_assign(void) {
    int a = rnd(narrays), b = rnd(narrays);
    Array *x = &arrays[a], *y = &arrays[b];
    int len = rnd_range(1, n), lo1 = rnd_range(1, n - len + 1), lo2 = rnd_range(1, n - len + 1);
    switch (rnd(5)) {
    case 0:
        if (!type_eq(x->t, y->t) || x->constant) break;
        bprintf(&prog_cu, "  %s = %s\n", x->name, y->name);
        bprintf(&prog_f90, "  %s = %s\n", x->name, y->name);
        x->dev = y->dev;
        return;
    case 1:
        if (!type_eq(x->t, y->t) || x->constant) break;
        bprintf(&prog_cu, "  %s(%d:%d) = %s(%d:%d)\n", x->name, lo1, lo1 + len - 1, y->name, lo2, lo2 + len - 1);
        bprintf(&prog_f90, "  %s(%d:%d) = %s(%d:%d)\n", x->name, lo1, lo1 + len - 1, y->name, lo2, lo2 + len - 1);
        x->dev = val_join(x->dev, y->dev);
        return;
    case 2: {
        Ctx c = {.cu = &prog_cu, .f90 = &prog_f90, .whole = true};
        Expr e = x->t.base == B_LOG ? (Expr){".true.", x->t, val_exact(1, 0)}
                 : x->t.base == B_INT ? int_lit(rnd_range(-9, 9), x->t.kind)
                 : x->t.base == B_REAL ? real_lit(rnd_range(-40, 40), x->t.kind)
                                       : gen_cplx(&c, x->t.kind, 0);
        bprintf(&prog_cu, "  %s = %s\n", x->name, e.text);
        bprintf(&prog_f90, "  %s = %s\n", x->name, e.text);
        x->dev = e.v;
        return;
    }
    case 3: { /* host mirror section to the device, strided */
        int stride = rnd_range(1, 3);
        char *sec = fmt("%d:%d:%d", lo1, n, stride);
        bprintf(&prog_cu, "  d%s(%s) = h%s(%s)\n", x->name + 1, sec, x->name + 1, sec);
        bprintf(&prog_f90, "  d%s(%s) = h%s(%s)\n", x->name + 1, sec, x->name + 1, sec);
        x->dev = val_join(x->dev, x->host);
        return;
    }
    }
    /* host array = device array op scalar: guide 3.4.2 allows one device
     * array and no intrinsic in such an expression */
    if (!type_eq(x->t, y->t) || x->t.base == B_LOG) return;
    int k = rnd_range(-3, 3);
    char op = "+-*"[rnd(3)];
    double m = op == '*' ? y->dev.m * abs(k) : y->dev.m + abs(k);
    if (m > (x->t.base == B_INT ? int_soft(x->t.kind) : REAL_SOFT)) return;
    char *lit = x->t.base == B_INT ? int_lit(k, x->t.kind).text : real_lit(8 * k, x->t.kind).text;
    bprintf(&prog_cu, "  h%s = (%s %c %s)\n", x->name + 1, y->name, op, lit);
    bprintf(&prog_f90, "  h%s = (%s %c %s)\n", x->name + 1, y->name, op, lit);
    Val lv = val_exact(abs(k), 0);
    if (x->t.base == B_INT) x->host = val_exact(m, 0);
    else if (op == '*') x->host = val_round(m, err_scale(y->dev.e, abs(k)), y->dev.g, x->t.kind);
    else x->host = val_round(m, y->dev.e, y->dev.g > lv.g ? y->dev.g : lv.g, x->t.kind);
    if (x->t.base == B_CPLX && op == '*' && x->host.g < 0) x->host.e.c0 += ULPS * unit_roundoff(x->t.kind) * m;
}

/* ---- the whole program ---- */

/* Writes text to path, continuing lines longer than 100 characters with
 * '&' at a blank (free form allows 132; tokens never contain blanks except
 * in the short strings of the result lines). */
static void write_wrapped(const char *path, const char *text) {
    FILE *f = fopen(path, "w");
    if (!f) { perror(path); exit(2); }
    while (*text) {
        const char *end = strchr(text, '\n');
        size_t len = end ? (size_t)(end - text) : strlen(text);
        while (len > 100) {
            size_t cut = 90;
            while (cut > 20 && text[cut] != ' ') cut--;
            if (text[cut] != ' ') break;
            fprintf(f, "%.*s &\n      &", (int)cut, text);
            text += cut;
            len -= cut;
        }
        fprintf(f, "%.*s\n", (int)len, text);
        text += len + (end != NULL);
    }
    fclose(f);
}

/* Tolerances of a checksum sum(v(i) * w(i)), w(i) = mod(i, 7) + 1 <= 7, and
 * of a scalar; the factor 2 covers the second-order terms the analysis drops. */
static double checksum_tol(Val v) { return 2 * 7.0 * n * v.e.c0; }
static double scalar_tol(Val v) { return 2 * v.e.c0; }

/* One program's texts and tolerances, appended to cu, f90 and tol. Alone
 * (batch false) it is module m and program randgen_prog; in a batch, module
 * m_SEED and subroutine run_SEED; the rest is the same, line for line. Its
 * output starts with "seed SEED" (flushed, so that a run that dies names the
 * program it died in; in a batch the main program prints it, before
 * run_SEED allocates anything), and its tolerances with the same line. */
static void gen_program(unsigned long long seed, bool batch, Buf *cu, Buf *f90, Buf *tol) {
    rng_state = seed;
    nb = rnd_range(1, 4);
    nt = 32 << rnd(3);
    n = nb * nt;
    narrays = rnd_range(3, MAX_ARRAYS - 2);
    Buf init = {0}, decl_cu = {0}, decl_f90 = {0}, mdecl_cu = {0}, mdecl_f90 = {0}, out = {0};
    char *mod = batch ? fmt("m_%llu", seed) : "m", *unit = batch ? fmt("subroutine run_%llu", seed) : "program randgen_prog";
    bprintf(tol, "seed %llu\n", seed);
    bprintf(&mdecl_cu, "%s", "");
    bprintf(&mdecl_f90, "%s", "");
    for (int a = 0; a < narrays; a++) {
        Array *x = &arrays[a];
        x->name = fmt("d%d", a + 1);
        x->t = random_type(true);
        if (a == 0) x->t = (Type){B_INT, 4}; /* at least one atomic target */
        const char *tt = type_text(x->t);
        x->module_data = chance(25);
        x->constant = x->module_data && a > 0 && chance(40);
        bprintf(x->module_data ? &mdecl_cu : &decl_cu, "  %s, %s :: d%d(n)\n", tt, x->constant ? "constant" : "device",
                a + 1);
        bprintf(x->module_data ? &mdecl_f90 : &decl_f90, "  %s :: d%d(n)\n", tt, a + 1);
        bprintf(&decl_cu, "  %s :: h%d(n)\n", tt, a + 1);
        bprintf(&decl_f90, "  %s :: h%d(n)\n", tt, a + 1);
        int p = rnd_range(3, 97), q = rnd_range(0, 50);
        switch (x->t.base) {
        case B_INT: {
            int r = (int)fmin(int_soft(x->t.kind), 1000);
            bprintf(&init, "    h%d(i) = int(mod(i * %d + %d, %d) - %d, %d)\n", a + 1, p, q, 2 * r + 1, r, x->t.kind);
            x->dev = val_exact(r, 0);
            break;
        }
        case B_REAL:
            bprintf(&init, "    h%d(i) = real(mod(i * %d + %d, 201) - 100, %d) / 8\n", a + 1, p, q, x->t.kind);
            x->dev = val_exact(12.5, 3);
            break;
        case B_CPLX:
            bprintf(&init, "    h%d(i) = cmplx(mod(i * %d + %d, 41) - 20, mod(i * %d, 17) - 8, %d) / 4\n", a + 1, p, q,
                    q + 1, x->t.kind);
            x->dev = val_exact(5, 2);
            break;
        case B_LOG:
            bprintf(&init, "    h%d(i) = mod(i * %d + %d, 3) == 0\n", a + 1, p, q);
            x->dev = val_exact(1, 0);
            break;
        }
        x->host = x->dev;
    }
    nfuncs = nkernels = nscalars = 0;
    mod_cu = mod_f90 = prog_cu = prog_f90 = (Buf){0};
    bprintf(&mod_cu, "%s", "");
    bprintf(&mod_f90, "%s", "");
    bprintf(&prog_cu, "%s", "");
    bprintf(&prog_f90, "%s", "");
    for (int k = rnd_range(0, MAX_FUNCS); k > 0; k--) gen_func();
    int nphases = rnd_range(3, 8);
    for (int k = 0; k < nphases; k++) {
        int r = rnd(10);
        if (r < 5) gen_kernel();
        else if (r < 8) gen_cuf_loop();
        else gen_host_assign();
    }
    /* results: checksums of every array, then the reduction scalars */
    for (int a = 0; a < narrays; a++) {
        Array *x = &arrays[a];
        bprintf(&out, "  h%d = d%d\n", a + 1, a + 1);
        switch (x->t.base) {
        case B_INT:
            bprintf(&out, "  write (*, '(a, 1x, i0)') '%s', sum(int(h%d, 8) * w)\n", x->name, a + 1);
            bprintf(tol, "%s i\n", x->name);
            break;
        case B_LOG:
            bprintf(&out, "  write (*, '(a, 1x, i0)') '%s', sum(merge(w, 0_8, h%d))\n", x->name, a + 1);
            bprintf(tol, "%s i\n", x->name);
            break;
        case B_REAL:
            bprintf(&out, "  write (*, '(a, 1x, es25.17)') '%s', sum(real(h%d, 8) * w)\n", x->name, a + 1);
            bprintf(tol, "%s r %.3e\n", x->name, checksum_tol(x->dev));
            break;
        case B_CPLX:
            bprintf(&out, "  write (*, '(a, 1x, es25.17)') '%s.re', sum(real(h%d, 8) * w)\n", x->name, a + 1);
            bprintf(&out, "  write (*, '(a, 1x, es25.17)') '%s.im', sum(real(aimag(h%d), 8) * w)\n", x->name, a + 1);
            bprintf(tol, "%s.re r %.3e\n%s.im r %.3e\n", x->name, checksum_tol(x->dev), x->name, checksum_tol(x->dev));
            break;
        }
    }
    Buf sdecl = {0};
    bprintf(&sdecl, "%s", "");
    for (int k = 0; k < nscalars; k++) {
        Scalar *s = &scalars[k];
        bprintf(&sdecl, "  %s :: %s\n", type_text(s->t), s->name);
        if (s->t.base == B_INT || s->t.base == B_LOG) {
            bprintf(&out, "  write (*, '(a, 1x, i0)') '%s', %s\n", s->name,
                    s->t.base == B_LOG ? fmt("merge(1, 0, %s)", s->name) : s->name);
            bprintf(tol, "%s i\n", s->name);
        } else if (s->t.base == B_CPLX) {
            bprintf(&out, "  write (*, '(a, 1x, es25.17)') '%s.re', real(%s, 8)\n", s->name, s->name);
            bprintf(&out, "  write (*, '(a, 1x, es25.17)') '%s.im', real(aimag(%s), 8)\n", s->name, s->name);
            bprintf(tol, "%s.re r %.3e\n%s.im r %.3e\n", s->name, scalar_tol(s->v), s->name,
                    scalar_tol(s->v));
        } else {
            bprintf(&out, "  write (*, '(a, 1x, es25.17)') '%s', %s\n", s->name, s->name);
            bprintf(tol, "%s r %.3e\n", s->name, scalar_tol(s->v));
        }
    }

    for (int v = 0; v < 2; v++) {
        bool cuda = v == 0;
        Buf *text = cuda ? cu : f90;
        bprintf(text, "! randgen seed %llu: %s\n", seed,
                cuda ? "CUDA Fortran" : "the same program in plain Fortran (kernels as loops)");
        bprintf(text, "module %s\n%s  implicit none\n  integer, parameter :: nb = %d, nt = %d, n = nb * nt\n", mod,
                cuda ? "  use cudafor\n" : "", nb, nt);
        bprintf(text, "  type triple\n    integer(4) :: a\n    real(8) :: b\n    integer(1) :: c\n  end type triple\n");
        bprintf(text, "%s", cuda ? mdecl_cu.s : mdecl_f90.s);
        bprintf(text, "contains\n\n%s", cuda ? mod_cu.s : mod_f90.s);
        bprintf(text, "end module %s\n\n%s\n  use %s\n  implicit none\n", mod, unit, mod);
        bprintf(text, "%s%s  integer :: i\n  integer(8) :: w(n)\n", cuda ? decl_cu.s : decl_f90.s, sdecl.s);
        if (batch) bprintf(text, "  ! the main program printed the seed: before run_%llu allocates its\n  ! device arrays, which could fail\n", seed);
        else bprintf(text, "  write (*, '(a, 1x, i0)') 'seed', %llu_8\n  flush (6)\n", seed);
        bprintf(text, "  do i = 1, n\n    w(i) = mod(i, 7) + 1\n%s  end do\n", init.s);
        for (int a = 0; a < narrays; a++) bprintf(text, "  d%d = h%d\n", a + 1, a + 1);
        bprintf(text, "%s%send %s\n\n", cuda ? prog_cu.s : prog_f90.s, out.s, unit);
    }
}

static void write_files(const char *dir, Buf *cu, Buf *f90, Buf *tol) {
    write_wrapped(fmt("%s/prog.cuf", dir), cu->s);
    write_wrapped(fmt("%s/prog.f90", dir), f90->s);
    write_wrapped(fmt("%s/prog.tol", dir), tol->s);
}

/* COUNT programs in one source each: compiling many at once spreads the
 * compilers' fixed costs (tests/randgen/README, batch mode). The main
 * program runs them in order, from the seed given as its argument if any
 * (to go on after one that died). */
static void write_batch(unsigned long long seed, unsigned long long count, const char *dir) {
    Buf cu = {0}, f90 = {0}, tol = {0}, main = {0};
    for (unsigned long long s = seed; s < seed + count; s++) gen_program(s, true, &cu, &f90, &tol);
    bprintf(&main, "program randgen_batch\n  implicit none\n  integer(8) :: first\n  character(len=24) :: arg\n");
    bprintf(&main, "  first = 0\n  if (command_argument_count() > 0) then\n    call get_command_argument(1, arg)\n");
    bprintf(&main, "    read (arg, *) first\n  end if\n");
    for (unsigned long long s = seed; s < seed + count; s++)
        bprintf(&main, "  if (first <= %llu_8) then\n    write (*, '(a, 1x, i0)') 'seed', %llu_8\n    flush (6)\n"
                       "    call run_%llu\n  end if\n", s, s, s);
    bprintf(&main, "end program randgen_batch\n");
    bprintf(&cu, "%s", main.s);
    bprintf(&f90, "%s", main.s);
    write_files(dir, &cu, &f90, &tol);
}

/* ---- comparison of two outputs ---- */

/* A file's lines (outputs and tolerances are small). */
typedef struct Lines {
    char **line;
    int n;
} Lines;

static bool read_lines(const char *path, Lines *l) {
    FILE *f = fopen(path, "r");
    if (!f) return false;
    char buf[256];
    int cap = 0;
    *l = (Lines){0};
    while (fgets(buf, sizeof buf, f)) {
        if (l->n == cap) l->line = realloc(l->line, (cap = cap ? 2 * cap : 64) * sizeof *l->line);
        l->line[l->n++] = fmt("%s", buf);
    }
    fclose(f);
    return true;
}

/* The seed of a "seed S" line (a batch program's first), or NULL. */
static char *seed_of(const char *line) {
    char word[16], seed[32];
    if (sscanf(line, "%15s %31s", word, seed) != 2 || strcmp(word, "seed")) return NULL;
    return fmt("%s", seed);
}

typedef enum { SAME, DIFFERS, STOPPED, NOT_RUN } Verdict;
static const char *verdict_word[] = {"pass", "differs", "stopped", "not-run"};

/* One program's results: its tolerance lines against the outputs' lines
 * from at[0] and at[1] on; what differs goes to why. */
static Verdict compare_program(char **tol, int ntol, Lines out[2], int at[2], const char *path[2], Buf *why) {
    Verdict v = SAME;
    for (int k = 0; k < ntol; k++) {
        char name[64], kind[4], val[2][128], got[64];
        double tolv = 0;
        if (sscanf(tol[k], "%63s %3s %lf", name, kind, &tolv) < 2) continue;
        for (int o = 0; o < 2; o++) {
            int i = at[o]++;
            if (i >= out[o].n || sscanf(out[o].line[i], "%63s %127s", got, val[o]) != 2 || strcmp(got, name)) {
                bprintf(why, "  %s: missing in %s\n", name, path[o]);
                return STOPPED;
            }
        }
        bool same = kind[0] == 'i' ? !strcmp(val[0], val[1]) : fabs(strtod(val[0], NULL) - strtod(val[1], NULL)) <= tolv;
        if (!same) {
            bprintf(why, "  %s: %s vs %s%s\n", name, val[0], val[1], kind[0] == 'r' ? fmt(" (tolerance %.3e)", tolv) : "");
            v = DIFFERS;
        }
    }
    return v;
}

/* Compares the outputs a and b of one program, or of a batch (its
 * tolerances and outputs in sections that start with "seed S"): for a batch
 * one line "seed S pass|differs|stopped|not-run" per program, then the
 * differences indented; exit status 1 when any differs. */
static int compare(const char *tolpath, const char *apath, const char *bpath) {
    Lines tol, out[2];
    const char *path[2] = {apath, bpath};
    if (!read_lines(tolpath, &tol) || !read_lines(apath, &out[0]) || !read_lines(bpath, &out[1])) {
        fprintf(stderr, "randgen cmp: cannot open inputs\n");
        return 2;
    }
    if (!tol.n) { printf("  no results\n"); return 1; }
    int bad = 0;
    for (int k = 0; k < tol.n;) {
        char *seed = seed_of(tol.line[k]);
        int first = k + (seed != NULL), end = first;
        while (end < tol.n && !seed_of(tol.line[end])) end++;
        k = end;
        Buf why = {0};
        bprintf(&why, "%s", "");
        int at[2] = {0, 0};
        Verdict v = SAME;
        for (int o = 0; o < 2 && seed; o++) { /* the line after "seed S" */
            at[o] = -1;
            for (int i = 0; i < out[o].n && at[o] < 0; i++) {
                char *s = seed_of(out[o].line[i]);
                if (s && !strcmp(s, seed)) at[o] = i + 1;
            }
            if (at[o] < 0) {
                bprintf(&why, "  no results in %s\n", path[o]);
                v = NOT_RUN;
            }
        }
        if (v == SAME) v = compare_program(tol.line + first, end - first, out, at, path, &why);
        if (seed) printf("seed %s %s\n", seed, verdict_word[v]);
        printf("%s", why.s);
        bad |= v != SAME;
    }
    return bad;
}

int main(int argc, char **argv) {
    if (argc == 4 && !strcmp(argv[1], "gen")) {
        Buf cu = {0}, f90 = {0}, tol = {0};
        gen_program(strtoull(argv[2], NULL, 10), false, &cu, &f90, &tol);
        write_files(argv[3], &cu, &f90, &tol);
        return 0;
    }
    if (argc == 5 && !strcmp(argv[1], "batch")) {
        write_batch(strtoull(argv[2], NULL, 10), strtoull(argv[3], NULL, 10), argv[4]);
        return 0;
    }
    if (argc == 5 && !strcmp(argv[1], "cmp")) return compare(argv[2], argv[3], argv[4]);
    fprintf(stderr, "usage: randgen gen SEED DIR | randgen batch SEED COUNT DIR | randgen cmp TOLFILE OUT_A OUT_B\n");
    return 2;
}
