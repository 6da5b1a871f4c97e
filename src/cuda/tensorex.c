/* tensorex.c — module cutensorEx (library interfaces 6.3, LIB-CUTENSOR-040
 * ..045; nvfortran's NEW-181): which host assignments it runs on the GPU.
 * nvfortran maps them onto cuTENSOR; cufc onto libcufrt_tensor
 * (runtime/cufrt/tensor_ex.cu: cuBLAS gemm and a gather kernel), with the
 * same results.  In a scope that uses cutensorEx, an assignment to a device
 * or managed array whose right-hand side computes with device data must be
 *     d = [s*] matmul(a, b) [+|- [s*] c]     (either term first)
 *     d = [s*] a
 * where the s are host scalars (factors on either side, divisors on the
 * right), c is a device array and a, b are operands:
 * a device or managed array with at most one of transpose, reshape (order=,
 * no pad=) and spread, and at most one elementwise function.  Anything else
 * gets a located error naming these forms: the host would compute it from
 * device addresses.  The result lives on the statement (Node.tensor) for
 * host_transfer and the host emitter. */
#include <string.h>
#include "cuda/cuda.h"

/* The elementwise functions, indexed by their CUFRT_TENSOR_* codes
 * (cufrt_abi.h; tests/abi checks the order). */
static const char *const tensor_fn_names[] = {"",     "conjg", "abs",  "sqrt", "exp",  "log",     "sin",   "cos",
                                              "tan",  "sinh",  "cosh", "tanh", "asin", "acos",    "atan",  "ceiling",
                                              "floor", "max",  "min",  NULL};

/* Complex arguments take those that runtime/include/cuf_fortran.h has for
 * complex numbers: conjg through cos. */
static bool takes_complex(int fn) { return fn <= CUFRT_TENSOR_COS; }

static const char *const FORMS =
    "its forms are d = [alpha*]matmul(a, b) [+ [beta*]c] and d = [alpha*]a, a and b device arrays, each optionally "
    "under one of transpose, reshape and spread and one elementwise function (library interfaces 6.3)";

static int rank_of(const Node *e) { return e && e->type ? e->type->rank : 0; }

/* Module m is cutensorEx or uses it. */
static bool module_has_tensor_ex(const Symbol *m) {
    if (!m || m->kind != SYM_MODULE) return false;
    if (!strcmp(m->name, "cutensorex")) return true;
    const Scope *ms = m->module_scope;
    for (int i = 0; ms && i < ms->used_modules.len; i++)
        if (module_has_tensor_ex(ms->used_modules.items[i])) return true;
    return false;
}

static bool scope_uses_tensor_ex(const Scope *s) {
    for (; s; s = s->parent)
        for (int i = 0; i < s->used_modules.len; i++)
            if (module_has_tensor_ex(s->used_modules.items[i])) return true;
    return false;
}

/* The first reason a statement is not a supported form, and where. */
typedef struct Why {
    Loc at;
    const char *why;
} Why;

static bool fail(Why *w, const Node *e, const char *why) {
    if (!w->why) {
        w->at = e->loc;
        w->why = why;
    }
    return false;
}

static const Node *unparen(const Node *e) {
    while (e && e->kind == N_UNARY && e->op == OP_PAREN) e = e->lhs;
    return e;
}

/* The intrinsic that e calls, or NULL. */
static const char *intrinsic_called(const Node *e) {
    if (!e || e->kind != N_APPLY || apply_kind(e) != APPLY_CALL || !e->sym || e->sym->proc_kind != PK_INTRINSIC)
        return NULL;
    return intrinsic_name(e->sym);
}

static Node *actual(const Node *call, const char *kw) {
    return intrinsic_actual(intrinsic_find(intrinsic_called(call), false), call->args, kw);
}

static bool has_device_data(const Node *e) {
    DevUses u = {0};
    host_device_uses((Node *)e, &u, false);
    return u.n > 0;
}

/* A value the host computes for the runtime (a shape, a scale factor):
 * an integer (vector), or a number. */
static bool host_value(const Node *e, int rank, bool integer, Why *w, const char *noun) {
    if (!e->type || e->type->rank != rank ||
        (integer ? e->type->kind != TY_INTEGER
                 : e->type->kind != TY_INTEGER && e->type->kind != TY_REAL && e->type->kind != TY_COMPLEX))
        return fail(w, e, format("%s that is not a host %s%s", noun, integer ? "integer" : "number",
                                 rank ? " vector" : ""));
    if (has_device_data(e)) return fail(w, e, format("%s computed from device data", noun));
    return true;
}

static bool operand(const Node *e, TensorOperand *o, Why *w);

/* transpose, reshape or spread of an operand */
static bool layout(const Node *e, const char *name, TensorOperand *o, Why *w) {
    if (o->layout != CUFRT_TENSOR_AS_IS)
        return fail(w, e, "an operand under more than one of transpose, reshape and spread");
    if (!strcmp(name, "transpose")) {
        o->layout = CUFRT_TENSOR_TRANSPOSE;
        return operand(actual(e, "matrix"), o, w);
    }
    if (!strcmp(name, "reshape")) {
        o->layout = CUFRT_TENSOR_RESHAPE;
        o->shape = actual(e, "shape");
        o->order = actual(e, "order");
        o->rank = rank_of(e);
        if (actual(e, "pad")) return fail(w, actual(e, "pad"), "reshape with pad=");
        if (!host_value(o->shape, 1, true, w, "a reshape shape") ||
            (o->order && !host_value(o->order, 1, true, w, "a reshape order=")))
            return false;
        if (o->rank < 1) return fail(w, o->shape, "a reshape whose shape has no constant size");
        return operand(actual(e, "source"), o, w);
    }
    o->layout = CUFRT_TENSOR_SPREAD;
    o->dim = actual(e, "dim");
    o->ncopies = actual(e, "ncopies");
    if (!host_value(o->dim, 0, true, w, "a spread dim=") || !host_value(o->ncopies, 0, true, w, "a spread ncopies="))
        return false;
    return operand(actual(e, "source"), o, w);
}

static int elementwise_fn(const char *name) {
    for (int i = 1; name && tensor_fn_names[i]; i++)
        if (!strcmp(name, tensor_fn_names[i])) return i;
    return 0;
}

/* A device array under at most one layout and one elementwise function. */
static bool operand(const Node *e, TensorOperand *o, Why *w) {
    e = unparen(e);
    const char *name = intrinsic_called(e);
    if (name && (!strcmp(name, "transpose") || !strcmp(name, "reshape") || !strcmp(name, "spread")))
        return layout(e, name, o, w);
    int fn = elementwise_fn(name);
    if (fn) {
        if (o->fn) return fail(w, e, "an operand under more than one elementwise function");
        o->fn = fn;
        const Node *x = e->args && e->args->kind == N_ARG ? e->args->lhs : e->args;
        if (fn != CUFRT_TENSOR_MAX && fn != CUFRT_TENSOR_MIN) {
            if (!e->args || e->args->next) return fail(w, e, format("%s with kind=", name));
            return operand(x, o, w);
        }
        /* max and min of an operand and a host number, in either order */
        const Node *y = e->args && e->args->next ? e->args->next->lhs : NULL;
        if (!y || e->args->next->next || (rank_of(x) == 0) == (rank_of(y) == 0))
            return fail(w, e, format("%s of other than an array and a scalar", name));
        o->bound = rank_of(x) == 0 ? x : y;
        if (!host_value(o->bound, 0, false, w, format("%s's scalar", name))) return false;
        return operand(o->bound == x ? y : x, o, w);
    }
    if (name && !strcmp(name, "matmul")) return fail(w, e, "a matmul inside another operation");
    if (name) return fail(w, e, format("intrinsic %s", name));
    /* spread also takes a device scalar */
    bool scalar = o->layout == CUFRT_TENSOR_SPREAD && host_device_designator(e) && rank_of(e) == 0;
    if (!scalar && !gpu_array_operand(e)) {
        if (rank_of(e) > 0 && e->kind != N_NAME && e->kind != N_APPLY && e->kind != N_COMPONENT)
            return fail(w, e, "an array expression as an operand");
        return fail(w, e, rank_of(e) > 0 ? "a host array as an operand" : "a scalar as an operand");
    }
    o->array = e;
    const Type *t = e->type;
    if (!t || (t->kind != TY_REAL && t->kind != TY_COMPLEX) || (t->kind_num != 4 && t->kind_num != 8))
        return fail(w, e, "an operand that is not real(4), real(8), complex(4) or complex(8)");
    if (t->kind == TY_COMPLEX && o->fn && !takes_complex(o->fn))
        return fail(w, e, format("%s of a complex operand", tensor_fn_names[o->fn]));
    return true;
}

/* The type of an operand's value: abs of a complex is real. */
static bool value_has_type(const TensorOperand *o, const Type *t) {
    const Type *x = o->array->type;
    bool real_abs = o->fn == CUFRT_TENSOR_ABS && x->kind == TY_COMPLEX;
    return (real_abs ? t->kind == TY_REAL : t->kind == x->kind) && t->kind_num == x->kind_num;
}

static void push_node(const Node ***list, int *n, const Node *e) {
    *list = xgrow(*list, *n, sizeof **list);
    (*list)[(*n)++] = e;
}

/* A term: [+|-] host scalars times its core, on either side, or the core
 * divided by a host scalar. */
static bool term(const Node *e, TensorScale *s, const Node **core, Why *w) {
    e = unparen(e);
    if (e->kind == N_UNARY && (e->op == OP_NEG || e->op == OP_PLUS)) {
        if (e->op == OP_NEG) s->negative = !s->negative;
        return term(e->lhs, s, core, w);
    }
    if (e->kind == N_BINARY && e->op == OP_DIV && rank_of(e->lhs) > 0 && rank_of(e->rhs) == 0) {
        if (!host_value(e->rhs, 0, false, w, "a divisor")) return false;
        push_node(&s->divisors, &s->ndiv, e->rhs);
        return term(e->lhs, s, core, w);
    }
    if (e->kind == N_BINARY && e->op == OP_MUL && (rank_of(e->lhs) == 0) != (rank_of(e->rhs) == 0)) {
        const Node *factor = rank_of(e->lhs) == 0 ? e->lhs : e->rhs;
        if (!host_value(factor, 0, false, w, "a scale factor")) return false;
        push_node(&s->factors, &s->n, factor);
        return term(factor == e->lhs ? e->rhs : e->lhs, s, core, w);
    }
    *core = e;
    return true;
}

static bool is_matmul(const Node *e) {
    const char *name = intrinsic_called(e);
    return name && !strcmp(name, "matmul");
}

/* rhs as TensorStatement t, for left-hand side d. */
static bool tensor_form(const Node *d, const Node *rhs, TensorStatement *t, Why *w) {
    rhs = unparen(rhs);
    const Node *terms[2] = {rhs, NULL};
    bool minus = false;
    if (rhs->kind == N_BINARY && (rhs->op == OP_ADD || rhs->op == OP_SUB)) {
        terms[0] = rhs->lhs, terms[1] = rhs->rhs;
        minus = rhs->op == OP_SUB;
        const Node *l = unparen(rhs->lhs);
        if (l->kind == N_BINARY && (l->op == OP_ADD || l->op == OP_SUB))
            return fail(w, rhs, "a sum of more than two terms");
    }
    TensorScale scale[2] = {{0}};
    const Node *core[2] = {NULL, NULL};
    for (int i = 0; i < 2 && terms[i]; i++)
        if (!term(terms[i], &scale[i], &core[i], w)) return false;
    if (minus) scale[1].negative = !scale[1].negative;
    int mm = is_matmul(core[0]) ? 0 : core[1] && is_matmul(core[1]) ? 1 : -1;
    if (mm < 0) {
        if (core[1]) return fail(w, rhs, "a sum without a matmul");
        t->alpha = scale[0];
        if (!operand(core[0], &t->a, w)) return false;
        if (!value_has_type(&t->a, d->type))
            return fail(w, core[0], "an operand whose type and kind are not the left-hand side's");
        return true;
    }
    t->matmul = true;
    t->alpha = scale[mm];
    if (!operand(actual(core[mm], "matrix_a"), &t->a, w) || !operand(actual(core[mm], "matrix_b"), &t->b, w))
        return false;
    if (!value_has_type(&t->a, d->type) || !value_has_type(&t->b, d->type))
        return fail(w, core[mm], "a matmul whose operands' type and kind are not the left-hand side's");
    if (!core[1]) return true;
    const Node *c = unparen(core[1 - mm]);
    if (is_matmul(c)) return fail(w, c, "a sum of two matmuls");
    if (!gpu_array_operand(c)) return fail(w, c, "a term added to a matmul that is not a device array");
    if (!type_same_tk(c->type, d->type) || rank_of(c) != rank_of(d))
        return fail(w, c, "a term added to a matmul whose type, kind or rank is not the left-hand side's");
    t->c = c;
    t->beta = scale[1 - mm];
    return true;
}

/* Where host code finds the data of designator d. */
static MemSpace declared_space(const Node *d) {
    const Symbol *h = designator_holder(d);
    return h && (h->kind == SYM_VARIABLE || h->kind == SYM_COMPONENT) ? mem_declared(h) : MEM_HOST;
}

bool tensor_ex_assignment(Node *st, const Scope *s) {
    const Node *d = st->lhs, *rhs = unparen(st->rhs);
    /* a transfer of host data, of one device designator or of a GPU
     * reduction (guide 3.4.2), or a fill: not the module's; a managed
     * left-hand side is (the module's generics take managed arrays) */
    DevUses u = {0};
    host_device_uses(st->rhs, &u, false);
    MemSpace space = declared_space(d);
    if (st->sym || rank_of(d) == 0 || (space != MEM_DEVICE && space != MEM_MANAGED && space != MEM_CONSTANT) ||
        rank_of(rhs) == 0 || u.n == 0 || (u.n == 1 && unparen(u.items[0]) == rhs) || gpu_array_operand(rhs) ||
        !scope_uses_tensor_ex(s))
        return false;
    TensorStatement *t = xmalloc(sizeof *t);
    Why w = {0};
    const Type *dt = d->type;
    if (!gpu_array_operand(d))
        fail(&w, d, "an assignment through a vector subscript");
    else if (space == MEM_CONSTANT)
        fail(&w, d, "an assignment to constant memory");
    else if (dt->kind != TY_REAL && dt->kind != TY_COMPLEX)
        fail(&w, d, "a left-hand side that is not real or complex");
    else if (dt->kind_num == 2)
        fail(&w, d, "real(2) data (gfortran has no real(2))");
    if (w.why || !tensor_form(d, rhs, t, &w)) {
        error_at(w.at, "module cutensorEx does not run %s on the GPU; %s", w.why, FORMS);
        return true;
    }
    st->tensor = t;
    return true;
}
