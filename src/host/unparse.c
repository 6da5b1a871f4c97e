/* unparse.c — Fortran text from the AST, for statements the host emitter
 * rewrites.  Parentheses the user wrote are kept as OP_PAREN nodes, so
 * printing operands in tree order reproduces the original meaning. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "host/host.h"


static const char *op_text(int op) {
    switch (op) {
    case OP_ADD: case OP_PLUS: return "+";
    case OP_SUB: case OP_NEG: return "-";
    case OP_MUL: return "*";
    case OP_DIV: return "/";
    case OP_POW: return "**";
    case OP_CONCAT: return "//";
    case OP_EQ: return "==";
    case OP_NE: return "/=";
    case OP_LT: return "<";
    case OP_LE: return "<=";
    case OP_GT: return ">";
    case OP_GE: return ">=";
    case OP_NOT: return ".not.";
    case OP_AND: return ".and.";
    case OP_OR: return ".or.";
    case OP_EQV: return ".eqv.";
    case OP_NEQV: return ".neqv.";
    default: return "?";
    }
}

static void unparse_list(StrBuf *b, const Node *list, UnparseSubst subst, void *ctx) {
    for (const Node *n = list; n; n = n->next) {
        unparse_expr(b, n, subst, ctx);
        if (n->next) sb_puts(b, ", ");
    }
}

static const char *boz_text(const Node *e) {
    return format("%c\"%s\"", e->ival == 2 ? 'b' : e->ival == 8 ? 'o' : 'z', e->str);
}

static void unparse_kind(StrBuf *b, const Node *kind) {
    if (!kind) return;
    sb_puts(b, "_");
    sb_puts(b, kind->kind == N_NAME ? kind->name : kind->str);
}

static void unparse_type_spec(StrBuf *b, const TypeSpec *ts, UnparseSubst subst, void *ctx) {
    static const char *names[] = {
        [TS_INTEGER] = "integer", [TS_REAL] = "real", [TS_DOUBLE_PRECISION] = "double precision",
        [TS_COMPLEX] = "complex", [TS_DOUBLE_COMPLEX] = "double complex", [TS_LOGICAL] = "logical",
        [TS_CHARACTER] = "character", [TS_TYPE] = "type", [TS_CLASS] = "class",
        [TS_CLASS_STAR] = "class(*)", [TS_TYPE_STAR] = "type(*)"};
    sb_puts(b, names[ts->kind]);
    if (ts->kind == TS_TYPE || ts->kind == TS_CLASS) {
        sb_printf(b, "(%s)", ts->derived);
        return;
    }
    if (ts->kind == TS_CHARACTER) {
        sb_puts(b, "(len=");
        if (ts->len) unparse_expr(b, ts->len, subst, ctx);
        else sb_puts(b, "1");
        if (ts->kind_expr) {
            sb_puts(b, ", kind=");
            unparse_expr(b, ts->kind_expr, subst, ctx);
        }
        sb_puts(b, ")");
        return;
    }
    if (ts->kind_expr) {
        sb_puts(b, "(");
        unparse_expr(b, ts->kind_expr, subst, ctx);
        sb_puts(b, ")");
    }
}

void unparse_expr(StrBuf *b, const Node *e, UnparseSubst subst, void *ctx) {
    if (!e) return;
    if (subst) {
        const char *s = subst(e, ctx);
        if (s) { sb_puts(b, s); return; }
    }
    switch (e->kind) {
    case N_INT_LIT:
    case N_REAL_LIT:
        sb_puts(b, e->str);
        unparse_kind(b, e->kind_param);
        break;
    case N_COMPLEX_LIT:
        sb_puts(b, "(");
        unparse_expr(b, e->lhs, subst, ctx);
        sb_puts(b, ", ");
        unparse_expr(b, e->rhs, subst, ctx);
        sb_puts(b, ")");
        break;
    case N_STRING_LIT:
        if (e->kind_param) {
            sb_puts(b, e->kind_param->kind == N_NAME ? e->kind_param->name : e->kind_param->str);
            sb_puts(b, "_");
        }
        sb_puts(b, "\"");
        for (int64_t i = 0; i < e->ival; i++) {
            char c[3] = {e->str[i], 0, 0};
            if (c[0] == '"') c[1] = '"';
            sb_puts(b, c);
        }
        sb_puts(b, "\"");
        break;
    case N_LOGICAL_LIT:
        sb_puts(b, e->ival ? ".true." : ".false.");
        unparse_kind(b, e->kind_param);
        break;
    case N_BOZ_LIT:
        sb_puts(b, boz_text(e));
        break;
    case N_NAME:
        sb_puts(b, e->name);
        break;
    case N_APPLY:
        unparse_expr(b, e->lhs, subst, ctx);
        sb_puts(b, "(");
        unparse_list(b, e->args, subst, ctx);
        sb_puts(b, ")");
        break;
    case N_COMPONENT:
        unparse_expr(b, e->lhs, subst, ctx);
        sb_printf(b, "%%%s", e->name);
        break;
    case N_ARG:
        if (e->name) sb_printf(b, "%s=", e->name);
        unparse_expr(b, e->lhs, subst, ctx);
        break;
    case N_RANGE:
        unparse_expr(b, e->lhs, subst, ctx);
        sb_puts(b, ":");
        unparse_expr(b, e->rhs, subst, ctx);
        if (e->stride) {
            sb_puts(b, ":");
            unparse_expr(b, e->stride, subst, ctx);
        }
        break;
    case N_UNARY:
        if (e->op == OP_PAREN) {
            sb_puts(b, "(");
            unparse_expr(b, e->lhs, subst, ctx);
            sb_puts(b, ")");
        } else {
            sb_puts(b, op_text(e->op));
            if (e->op == OP_NOT) sb_puts(b, " ");
            unparse_expr(b, e->lhs, subst, ctx);
        }
        break;
    case N_BINARY:
        unparse_expr(b, e->lhs, subst, ctx);
        sb_printf(b, " %s ", op_text(e->op));
        unparse_expr(b, e->rhs, subst, ctx);
        break;
    case N_DEFOP:
        if (e->lhs) {
            unparse_expr(b, e->lhs, subst, ctx);
            sb_puts(b, " ");
        }
        sb_printf(b, "%s ", e->name);
        unparse_expr(b, e->rhs, subst, ctx);
        break;
    case N_ARRAY_CTOR:
        sb_puts(b, "[");
        if (e->ts) {
            unparse_type_spec(b, e->ts, subst, ctx);
            sb_puts(b, " :: ");
        }
        for (const Node *x = e->list; x; x = x->next) {
            /* gfortran takes no BOZ constant in a constructor (dialect.c) */
            if (x->kind == N_BOZ_LIT) sb_puts(b, boz_as_integer(boz_text(x), x->str, (int)x->ival));
            else unparse_expr(b, x, subst, ctx);
            if (x->next) sb_puts(b, ", ");
        }
        sb_puts(b, "]");
        break;
    case N_IMPLIED_DO:
        sb_puts(b, "(");
        unparse_list(b, e->list, subst, ctx);
        sb_printf(b, ", %s = ", e->name ? e->name : e->var);
        unparse_expr(b, e->lhs, subst, ctx);
        sb_puts(b, ", ");
        unparse_expr(b, e->rhs, subst, ctx);
        if (e->stride) {
            sb_puts(b, ", ");
            unparse_expr(b, e->stride, subst, ctx);
        }
        sb_puts(b, ")");
        break;
    case N_STAR:
        sb_puts(b, "*");
        break;
    case N_ALTRETURN:
        sb_printf(b, "*%lld", (long long)e->ival);
        break;
    case N_COLON:
        sb_puts(b, ":");
        break;
    case N_TUPLE:
        sb_puts(b, "(");
        unparse_list(b, e->list, subst, ctx);
        sb_puts(b, ")");
        break;
    default:
        sb_printf(b, "<%s>", node_kind_name(e->kind));
        break;
    }
}

const char *expr_text(const Node *e) {
    StrBuf b = {0};
    unparse_expr(&b, e, NULL, NULL);
    return sb_str(&b);
}

const char *storage_decl_text(const Type *t) {
    if (t->kind == TY_REAL && t->kind_num == 2) return "integer(2)";
    return type_decl_text(t);
}

const char *type_decl_text(const Type *t) {
    switch (t->kind) {
    case TY_INTEGER: return format("integer(%d)", t->kind_num);
    case TY_REAL: return format("real(%d)", t->kind_num);
    case TY_COMPLEX: return format("complex(%d)", t->kind_num);
    case TY_LOGICAL: return format("logical(%d)", t->kind_num);
    case TY_CHARACTER:
        if (t->len_kind == LEN_CONST) return format("character(len=%lld)", (long long)t->len);
        if (t->len_kind == LEN_EXPR && t->len_expr) return format("character(len=%s)", expr_text(t->len_expr));
        return t->len_kind == LEN_DEFERRED ? "character(len=:)" : "character(len=*)";
    case TY_DERIVED: return format("type(%s)", t->derived ? t->derived->name : "?");
    case TY_CLASS: return format("class(%s)", t->derived ? t->derived->name : "?");
    case TY_CLASS_STAR: return "class(*)";
    case TY_TYPE_STAR: return "type(*)";
    default: return "integer";
    }
}
