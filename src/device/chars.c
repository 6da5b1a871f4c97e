/* chars.c — character strings in device code (guide 3.6.7.1's PRINT
 * example; nvfortran's -gpu=charstring, on by default today).
 *
 * A character scalar of constant length N > 1 is N chars, blank padded, no
 * terminator (a C array `char c[N]`, the layout of a component).  Every
 * string expression — literal, variable, component, substring, TRIM — is
 * printed as a view `cuf_strv{first char, length}` (cuf_fortran.h); an
 * assignment pads or truncates (F2008 7.2.1.3), a comparison pads the
 * shorter operand with blanks (7.1.5.5.1), PRINT writes the view's chars.
 * A concatenation (7.1.5.3) assigned to a variable is written into it
 * (cuf_str_assign_cat); elsewhere it is built in a buffer of the
 * procedure, one per `//`, as long as the longest value its operands can
 * have (known at compile time: constant lengths, TRIM and substrings of
 * them; else a located error).  A scalar
 * character dummy of length other than 1 (len=* or constant, of a device
 * procedure) is a view of the actual's chars, with the declared length when
 * that is constant; a VALUE one is a copy in a buffer of the callee.
 * An array of strings (a thread's own, of constant shape) holds its
 * elements' chars one after another (emit.c); its elements are strings
 * like the others, whole-array operations on it are a located error. */
#include "device.h"

#include <string.h>


static bool is_substring(const Node *e) { return e->kind == N_APPLY && apply_kind(e) == APPLY_SUBSTRING; }

static bool is_character(const Node *e) {
    return e && e->type && e->type->kind == TY_CHARACTER && e->type->rank == 0;
}

/* A call of intrinsic `name` (TRIM, LEN_TRIM). */
static bool is_intrinsic_call(const Node *e, const char *name) {
    if (e->kind != N_APPLY || apply_kind(e) != APPLY_CALL) return false;
    Symbol *s = e->sym ? e->sym : (e->lhs ? e->lhs->sym : NULL);
    if (!s) return false;
    Symbol *o = sym_origin(s);
    return !strcmp(o->intrinsic ? o->intrinsic->name : o->name, name) &&
           (o->proc_kind == PK_INTRINSIC || o->intrinsic);
}

bool dev_is_string(const Node *e) {
    if (!is_character(e)) return false;
    if (is_substring(e) || is_intrinsic_call(e, "trim")) return true;
    return e->type->len_kind != LEN_CONST || e->type->len != 1;
}

bool dev_string_dummy(const Symbol *s) {
    const Type *t = s->type;
    return s->is_dummy && t && t->kind == TY_CHARACTER && t->rank == 0 && (t->len_kind != LEN_CONST || t->len != 1);
}

bool dev_string_local(const Symbol *s) {
    return s->type && s->type->kind == TY_CHARACTER && s->type->len_kind == LEN_CONST && s->type->len > 1;
}

/* A constant string as a view; NULL if it holds a NUL (C's literal would end there). */
static const char *literal_view(const char *s, int64_t n) {
    if (memchr(s, 0, (size_t)n)) return NULL;
    return format("cuf_sv(%s, %lld)", c_quoted(xstrndup(s, (size_t)n)), (long long)n);
}

/* The longest value string e can have, known at compile time; -1 when it
 * is not (a len=* dummy, a substring of one). */
static int64_t max_len(DevProc *p, Node *e) {
    e = dev_arg_expr(e);
    ConstValue cv;
    if (e->kind == N_STRING_LIT) return e->ival;
    if (sema_const_eval(e, p->scope, &cv) && cv.kind == CV_CHARACTER) return cv.slen;
    if (e->kind == N_UNARY && e->op == OP_PAREN) return max_len(p, e->lhs);
    if (e->kind == N_BINARY && e->op == OP_CONCAT) {
        int64_t a = max_len(p, e->lhs), b = max_len(p, e->rhs);
        return a < 0 || b < 0 ? -1 : a + b;
    }
    if (is_substring(e)) return max_len(p, e->lhs);
    if (is_intrinsic_call(e, "trim")) return max_len(p, e->args);
    return e->type && e->type->kind == TY_CHARACTER && e->type->len_kind == LEN_CONST ? e->type->len : -1;
}

const char *dev_string(DevProc *p, Node *e) {
    e = dev_arg_expr(e);
    if (e->kind == N_UNARY && e->op == OP_PAREN) return dev_string(p, e->lhs);
    if (e->kind == N_STRING_LIT) {
        const char *v = literal_view(e->str, e->ival);
        if (v) return v;
    }
    ConstValue cv;
    if (e->kind != N_STRING_LIT && sema_const_eval(e, p->scope, &cv) && cv.kind == CV_CHARACTER) {
        const char *v = literal_view(cv.s, cv.slen);
        if (v) return v;
    }
    if (!is_character(e)) {
        dev_fail(p, e->loc, "this character expression");
        return "cuf_sv(\"\", 0)";
    }
    if (is_substring(e)) {
        Node *r = dev_arg_expr(e->args);
        const char *base = dev_string(p, e->lhs);
        const char *lo = r->lhs ? dev_expr(p, r->lhs) : "1";
        const char *hi = r->rhs ? dev_expr(p, r->rhs) : format("%s.n", base);
        return format("cuf_substr(%s, (long long)(%s), (long long)(%s))", base, lo, hi);
    }
    if (is_intrinsic_call(e, "trim")) return format("cuf_trim(%s)", dev_string(p, e->args));
    if (e->kind == N_BINARY && e->op == OP_CONCAT) {
        int64_t n = max_len(p, e);
        if (n < 0) {
            dev_fail(p, e->loc, "concatenation of a string of unknown length (a len=* dummy)");
            return "cuf_sv(\"\", 0)";
        }
        const char *buf = dev_temp(p, "cuf_cat");
        sb_printf(&p->decls, "  char %s[%lld];\n", buf, (long long)(n > 0 ? n : 1));
        return format("cuf_concat(%s, %s, %s)", buf, dev_string(p, e->lhs), dev_string(p, e->rhs));
    }
    if (e->kind == N_NAME && e->sym && dev_string_dummy(e->sym)) {
        DevVar *v = dev_var(p, e->sym);
        if (v) return v->cname;
    }
    if (e->type->len_kind != LEN_CONST) {
        dev_fail(p, e->loc, "character string of non-constant length");
        return "cuf_sv(\"\", 0)";
    }
    if (e->kind == N_NAME || e->kind == N_COMPONENT || (e->kind == N_APPLY && apply_kind(e) == APPLY_ELEMENT))
        return format("cuf_sv((const char *)%s, %lld)", dev_address_of(p, e), (long long)e->type->len);
    if (e->type->len == 1) return format("cuf_sv1(cuf_char1{%s})", dev_expr(p, e)); /* lives to the end of the statement */
    dev_fail(p, e->loc, "this character expression");
    return "cuf_sv(\"\", 0)";
}

const char *dev_string_compare(DevProc *p, Node *e, const char *op) {
    return format("(cuf_str_cmp(%s, %s) %s 0)", dev_string(p, e->lhs), dev_string(p, e->rhs), op);
}

const char *dev_len_trim(DevProc *p, Node *arg) { return format("cuf_len_trim(%s)", dev_string(p, arg)); }

/* ", a, b, c" for the operands of a // b // c. */
static void concat_parts(DevProc *p, Node *e, StrBuf *parts) {
    e = dev_arg_expr(e);
    if (e->kind == N_BINARY && e->op == OP_CONCAT) {
        concat_parts(p, e->lhs, parts);
        concat_parts(p, e->rhs, parts);
        return;
    }
    sb_printf(parts, ", %s", dev_string(p, e));
}

void dev_string_assign(DevProc *p, Node *lhs, Node *rhs) {
    if (!is_character(rhs)) {
        dev_fail(p, rhs->loc, "assignment of a non-character value to a character string");
        return;
    }
    Node *r = dev_arg_expr(rhs);
    while (r->kind == N_UNARY && r->op == OP_PAREN) r = r->lhs;
    if (r->kind == N_BINARY && r->op == OP_CONCAT) {
        /* straight into the variable (truncated, padded), whatever the
         * operands' lengths: cuf_str_assign_cat */
        StrBuf parts = {0};
        concat_parts(p, r, &parts);
        dev_line(p, "cuf_str_assign_cat(%s%s);", dev_string(p, lhs), sb_str(&parts));
        return;
    }
    dev_line(p, "cuf_str_assign(%s, %s);", dev_string(p, lhs), dev_string(p, rhs));
}

bool dev_declare_string(DevProc *p, DevVar *v) {
    Symbol *s = v->sym;
    int64_t n = s->type->len;
    if (!s->has_init) {
        sb_printf(&p->decls, "  char %s[%lld];\n", v->cname, (long long)n);
        return true;
    }
    /* a constant local (rules.c): its chars, blank padded */
    ConstValue cv;
    if (!s->init || !sema_const_eval(s->init, s->scope, &cv) || cv.kind != CV_CHARACTER) {
        dev_fail(p, s->loc, format("initializer of character string '%s'", s->name));
        return false;
    }
    StrBuf b = {0};
    for (int64_t i = 0; i < n; i++)
        sb_printf(&b, "%s%d", i ? ", " : "", i < cv.slen ? (int)(unsigned char)cv.s[i] : ' ');
    sb_printf(&p->decls, "  const char %s[%lld] = {%s};\n", v->cname, (long long)n, sb_str(&b));
    return true;
}

const char *dev_string_param_decl(const Symbol *d) {
    const char *n = dev_cname(d->name);
    return format("cuf_strv %s%s", d->attrs & ATTR_VALUE ? "cufin_" : "", n);
}

void dev_declare_string_dummy(DevProc *p, DevVar *v) {
    const Symbol *d = v->sym;
    const Type *t = d->type;
    if (d->attrs & ATTR_VALUE) {
        /* F2008 12.5.2.4: a copy of the actual, of the declared length */
        if (t->len_kind != LEN_CONST) {
            dev_fail(p, d->loc, format("VALUE character dummy '%s' of non-constant length", d->name));
            return;
        }
        sb_printf(&p->decls, "  char %s_buf[%lld];\n  const cuf_strv %s = cuf_str_set(cuf_sv(%s_buf, %lld), cufin_%s);\n",
                  v->cname, (long long)(t->len > 0 ? t->len : 1), v->cname, v->cname, (long long)t->len, v->cname);
    } else if (t->len_kind == LEN_CONST) {
        sb_printf(&p->decls, "  %s = cuf_sv(%s.p, %lld);\n", v->cname, v->cname, (long long)t->len);
    }
}
