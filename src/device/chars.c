/* chars.c — character strings in device code (guide 3.6.7.1's PRINT
 * example; nvfortran's -gpu=charstring, on by default today).
 *
 * A character scalar of constant length N > 1 is N chars, blank padded, no
 * terminator (a C array `char c[N]`, the layout of a component).  Every
 * string expression — literal, variable, component, substring, TRIM — is
 * printed as a view `cuf_strv{first char, length}` (cuf_fortran.h); an
 * assignment pads or truncates (F2008 7.2.1.3), a comparison pads the
 * shorter operand with blanks (7.1.5.5.1), PRINT writes the view's chars.
 * Concatenation, character dummies and arrays of strings are not done: a
 * located "not supported in device code yet", never a wrong answer. */
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

bool dev_string_local(const Symbol *s) {
    return s->type && s->type->kind == TY_CHARACTER && s->type->len_kind == LEN_CONST && s->type->len > 1;
}

/* A constant string as a view; NULL if it holds a NUL (C's literal would end there). */
static const char *literal_view(const char *s, int64_t n) {
    if (memchr(s, 0, (size_t)n)) return NULL;
    return format("cuf_sv(%s, %lld)", c_quoted(xstrndup(s, (size_t)n)), (long long)n);
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
    if (e->type->len_kind != LEN_CONST) {
        dev_fail(p, e->loc, "character string of non-constant length");
        return "cuf_sv(\"\", 0)";
    }
    if (e->kind == N_NAME || e->kind == N_COMPONENT || (e->kind == N_APPLY && apply_kind(e) == APPLY_ELEMENT))
        return format("cuf_sv((const char *)%s, %lld)", dev_address_of(p, e), (long long)e->type->len);
    if (e->type->len == 1) return format("cuf_sv1(cuf_char1{%s})", dev_expr(p, e)); /* lives to the end of the statement */
    dev_fail(p, e->loc, e->kind == N_BINARY ? "character concatenation" : "this character expression");
    return "cuf_sv(\"\", 0)";
}

const char *dev_string_compare(DevProc *p, Node *e, const char *op) {
    return format("(cuf_str_cmp(%s, %s) %s 0)", dev_string(p, e->lhs), dev_string(p, e->rhs), op);
}

const char *dev_len_trim(DevProc *p, Node *arg) { return format("cuf_len_trim(%s)", dev_string(p, arg)); }

void dev_string_assign(DevProc *p, Node *lhs, Node *rhs) {
    if (!is_character(rhs)) {
        dev_fail(p, rhs->loc, "assignment of a non-character value to a character string");
        return;
    }
    dev_line(p, "cuf_str_assign(%s, %s);", dev_string(p, lhs), dev_string(p, rhs));
}

bool dev_declare_string(DevProc *p, DevVar *v) {
    Symbol *s = v->sym;
    if (v->rank > 0) {
        dev_fail(p, s->loc, format("array of character strings '%s'", s->name));
        return false;
    }
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
