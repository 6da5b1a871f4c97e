/* parse_expr.c — Fortran expressions (F2008 7.1).
 *
 * Precedence, strongest first (F2008 7.1.2, table 7.1):
 *   defined unary op   .myop. x
 *   **                 right associative
 *   * /
 *   unary + -          -a**2 is -(a**2); -a*b is -(a*b)
 *   binary + -
 *   //
 *   relational         == /= < <= > >= and .eq. .ne. .lt. .le. .gt. .ge.
 *   .not.
 *   .and.
 *   .or.
 *   .eqv. .neqv.
 *   defined binary op  a .myop. b
 * Like gfortran we also accept a signed operand right after a binary
 * operator (a**-b, a*-b, a+-b) as an extension.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/parse.h"

/* fn(p) one level deeper: the recursive calls of the expression parser go
 * through here (or parse_expr), so its depth is bounded (MAX_EXPR_DEPTH). */
static Node *nested(Parser *p, Node *(*fn)(Parser *))
{
    if (!parse_enter(p))
        return NULL;
    Node *n = fn(p);
    parse_leave(p);
    return n;
}

/* Index of the token after the bracket that closes the one at `open`
 * ('(' , '(/' or '['), or -1 if it is not closed in this statement. */
static int skip_brackets(Parser *p, int open)
{
    int depth = 0;
    int last = eos_index(p);
    for (int i = open; i < last; i++) {
        Token *t = &p->toks[i];
        if (t->kind != TK_PUNCT)
            continue;
        if (!strcmp(t->text, "(") || !strcmp(t->text, "(/") || !strcmp(t->text, "["))
            depth++;
        else if (!strcmp(t->text, ")") || !strcmp(t->text, "/)") || !strcmp(t->text, "]"))
            if (--depth == 0)
                return i + 1;
    }
    return -1;
}

/* --------------------------------------------------------------- literals */

/* A kind parameter as written after '_': digits or a named constant. */
static Node *kind_node(const char *spelling, Loc loc)
{
    if (!spelling)
        return NULL;
    Node *k;
    if (spelling[0] >= '0' && spelling[0] <= '9') {
        k = new_node(N_INT_LIT, loc);
        k->str = spelling;
    } else {
        k = new_node(N_NAME, loc);
        k->name = intern(spelling, strlen(spelling));
    }
    return k;
}

/* A literal token as a node; NULL if the current token is not one. */
static Node *literal_token(Parser *p)
{
    Token *t = peek(p);
    Node *n;
    switch (t->kind) {
    case TK_INT:
        n = new_node(N_INT_LIT, t->loc);
        n->str = t->text;
        break;
    case TK_REAL:
        n = new_node(N_REAL_LIT, t->loc);
        n->str = t->text;
        break;
    case TK_STRING:
        n = new_node(N_STRING_LIT, t->loc);
        n->str = t->str;
        n->ival = t->str_len;
        break;
    case TK_LOGICAL:
        n = new_node(N_LOGICAL_LIT, t->loc);
        n->ival = t->ival;
        break;
    case TK_BOZ:
        n = new_node(N_BOZ_LIT, t->loc);
        n->str = t->str;
        n->ival = t->ival;
        return advance(p), n;
    default:
        return NULL;
    }
    n->kind_param = kind_node(t->kind_param, t->loc);
    advance(p);
    return n;
}

/* A real or imaginary part of a complex literal: [sign] literal or a name
 * (F2008 R418 allows a named constant). */
static Node *complex_part(Parser *p)
{
    Token *t = peek(p);
    if (is_punct(t, "+") || is_punct(t, "-")) {
        Node *u = new_node(N_UNARY, t->loc);
        u->op = is_punct(t, "-") ? OP_NEG : OP_PLUS;
        advance(p);
        if (!(u->lhs = nested(p, complex_part)))
            return NULL;
        return u;
    }
    if (t->kind == TK_IDENT) {
        Node *n = new_node(N_NAME, t->loc);
        n->name = advance(p)->text;
        return n;
    }
    Node *n = literal_token(p);
    return n ? n : parse_fail(p, "expected a constant but found '%s'", tok_spelling(t));
}

/* A signed literal constant, including complex literals, as DATA values
 * and similar constant-only contexts need (F2008 R304-R307). */
Node *parse_literal_constant(Parser *p)
{
    Token *t = peek(p);
    if (is_punct(t, "(")) {
        Node *c = new_node(N_COMPLEX_LIT, t->loc);
        advance(p);
        if (!(c->lhs = complex_part(p)) || !expect_punct(p, ",") ||
            !(c->rhs = complex_part(p)) || !expect_punct(p, ")"))
            return NULL;
        return c;
    }
    if (is_punct(t, "+") || is_punct(t, "-")) {
        Node *u = new_node(N_UNARY, t->loc);
        u->op = is_punct(t, "-") ? OP_NEG : OP_PLUS;
        advance(p);
        if (!(u->lhs = literal_token(p)))
            return parse_fail(p, "expected a constant after sign");
        return u;
    }
    Node *n = literal_token(p);
    return n ? n : parse_fail(p, "expected a constant but found '%s'", tok_spelling(t));
}

/* ----------------------------------------------------- argument lists */

/* Rest of a section triplet once its lower bound (may be NULL) is read and
 * the current token is ':' or '::'. */
static Node *finish_range(Parser *p, Node *lower, Loc loc)
{
    Node *r = new_node(N_RANGE, loc);
    r->lhs = lower;
    bool stride = accept_punct(p, "::"); /* a(1::2): the lexer joins the colons */
    if (!stride) {
        expect_punct(p, ":");
        Token *t = peek(p);
        if (!is_punct(t, ",") && !is_punct(t, ")") && !is_punct(t, ":") && t->kind != TK_EOS)
            if (!(r->rhs = parse_expr(p)))
                return NULL;
        stride = accept_punct(p, ":");
    }
    if (stride && !(r->stride = parse_expr(p)))
        return NULL;
    return r;
}

/* One actual argument or subscript. */
static Node *actual_arg(Parser *p)
{
    Token *t = peek(p);
    if (is_punct(t, ":") || is_punct(t, "::"))
        return finish_range(p, NULL, t->loc);

    Node *arg = new_node(N_ARG, t->loc);
    if (t->kind == TK_IDENT && is_punct(peek_at(p, 1), "=")) {
        arg->name = t->text;
        advance(p);
        advance(p);
        t = peek(p);
    }
    if (is_punct(t, "*")) {
        advance(p);
        if (peek(p)->kind == TK_INT) {     /* alternate return *10 (F2008 R1223) */
            arg->lhs = new_node(N_ALTRETURN, t->loc);
            arg->lhs->ival = strtoll(advance(p)->text, NULL, 10);
        } else {
            arg->lhs = new_node(N_STAR, t->loc);
        }
        return arg;
    }
    Node *e = parse_expr(p);
    if (!e)
        return NULL;
    if (!arg->name && (is_punct(peek(p), ":") || is_punct(peek(p), "::")))
        return finish_range(p, e, e->loc);
    arg->lhs = e;
    return arg;
}

/* Arguments up to `close` (consumed); NULL for an empty list, so callers
 * that must tell an error apart compare error_count(). */
static Node *arg_list(Parser *p, const char *close)
{
    Node *list = NULL, **tail = &list;
    if (accept_punct(p, close))
        return NULL;
    do {
        Node *a = actual_arg(p);
        if (!a)
            return NULL;
        tail = list_push(tail, a);
    } while (accept_punct(p, ","));
    if (!expect_punct(p, close))
        return NULL;
    return list;
}

Node *parse_actual_args(Parser *p)
{
    return arg_list(p, ")");
}

/* ------------------------------------------------------------ designators */

/* A coindexed object `x[i, j]` / `a(2)[k]` (F2008 R624) is an N_APPLY with
 * op = '[' whose args are the cosubscripts. */
Node *parse_designator(Parser *p)
{
    Token *t = peek(p);
    const char *name = expect_name(p);
    if (!name)
        return NULL;
    Node *d = new_node(N_NAME, t->loc);
    d->name = name;
    for (;;) {
        Token *op = peek(p);
        if (is_punct(op, "(") || is_punct(op, "[")) {
            /* a(i)(2:3) is a substring of an element: just another apply */
            Node *app = new_node(N_APPLY, op->loc);
            int errors = error_count();
            bool image = is_punct(advance(p), "[");
            app->op = image ? '[' : 0;
            app->lhs = d;
            app->args = arg_list(p, image ? "]" : ")"); /* NULL for f() too */
            if (error_count() > errors)
                return NULL;
            d = app;
        } else if (accept_punct(p, "%")) {
            Node *c = new_node(N_COMPONENT, op->loc);
            c->lhs = d;
            if (!(c->name = expect_name(p)))
                return NULL;
            d = c;
        } else {
            return d;
        }
    }
}

/* ------------------------------------------------------ implied DO loops */

bool implied_do_ahead(Parser *p)
{
    if (!is_punct(peek(p), "("))
        return false;
    int end = skip_brackets(p, p->pos);
    if (end < 0)
        return false;
    /* ", name =" at the outermost level of the parentheses */
    int depth = 0;
    for (int i = p->pos; i < end - 1; i++) {
        Token *t = &p->toks[i];
        if (t->kind == TK_PUNCT) {
            if (!strcmp(t->text, "(") || !strcmp(t->text, "(/") || !strcmp(t->text, "["))
                depth++;
            else if (!strcmp(t->text, ")") || !strcmp(t->text, "/)") || !strcmp(t->text, "]"))
                depth--;
            else if (depth == 1 && !strcmp(t->text, ",") && p->toks[i + 1].kind == TK_IDENT &&
                     is_punct(&p->toks[i + 2], "="))
                return true;
        }
    }
    return false;
}

/* (items, var = start, end [, step]) — items parsed by `item`, which is
 * called with the cursor on the item (nested implied DOs are the item
 * parser's business: it calls parse_implied_do again when
 * implied_do_ahead says so). */
Node *parse_implied_do(Parser *p, Node *(*item)(Parser *))
{
    Node *ido = new_node(N_IMPLIED_DO, tok_loc(p));
    if (!expect_punct(p, "("))
        return NULL;
    Node **tail = &ido->list;
    for (;;) {
        Node *it = nested(p, item);
        if (!it)
            return NULL;
        tail = list_push(tail, it);
        if (!expect_punct(p, ","))
            return NULL;
        if (peek(p)->kind == TK_IDENT && is_punct(peek_at(p, 1), "="))
            break;
    }
    ido->name = advance(p)->text;
    advance(p);
    if (!(ido->lhs = parse_expr(p)) || !expect_punct(p, ",") || !(ido->rhs = parse_expr(p)))
        return NULL;
    if (accept_punct(p, ",") && !(ido->stride = parse_expr(p)))
        return NULL;
    if (!expect_punct(p, ")"))
        return NULL;
    return ido;
}

/* ---------------------------------------------------- array constructors */

static Node *ac_value(Parser *p)
{
    if (implied_do_ahead(p))
        return parse_implied_do(p, ac_value);
    return parse_expr(p);
}

/* Does a type-spec followed by '::' start the constructor ([integer :: 1])? */
static bool ac_type_spec_ahead(Parser *p)
{
    if (peek(p)->kind != TK_IDENT)
        return false;
    int i = p->pos + 1;
    if (is_punct(&p->toks[i], "*")) {           /* character*10 :: */
        i++;
        i = is_punct(&p->toks[i], "(") ? skip_brackets(p, i) : i + 1;
    } else if (is_punct(&p->toks[i], "(")) {
        i = skip_brackets(p, i);
    } else if (is_ident(peek(p), "double") && p->toks[i].kind == TK_IDENT) {
        i++;                                    /* double precision :: */
    }
    return i > 0 && i <= eos_index(p) && is_punct(&p->toks[i], "::");
}

/* After '(/' or '[': [type-spec ::] ac-value-list, up to `close`. */
static Node *array_constructor(Parser *p, Loc loc, const char *close)
{
    Node *ac = new_node(N_ARRAY_CTOR, loc);
    if (ac_type_spec_ahead(p)) {
        if (!(ac->ts = parse_type_spec(p)) || !expect_punct(p, "::"))
            return NULL;
    }
    if (accept_punct(p, close))
        return ac;
    Node **tail = &ac->list;
    do {
        Node *v = ac_value(p);
        if (!v)
            return NULL;
        tail = list_push(tail, v);
    } while (accept_punct(p, ","));
    if (!expect_punct(p, close))
        return NULL;
    return ac;
}

/* ------------------------------------------------------------ expressions */

static Node *unary(Op op, Node *operand, Loc loc)
{
    if (!operand)
        return NULL;
    Node *u = new_node(N_UNARY, loc);
    u->op = op;
    u->lhs = operand;
    return u;
}

static Node *binary(Op op, Node *l, Node *r, Loc loc)
{
    if (!l || !r)
        return NULL;
    Node *b = new_node(N_BINARY, loc);
    b->op = op;
    b->lhs = l;
    b->rhs = r;
    return b;
}

/* Intrinsic operators spelled with dots; anything else in dots is a
 * defined operator. */
static Op dot_op(Token *t)
{
    static const struct { const char *spelling; Op op; } ops[] = {
        {".and.", OP_AND}, {".or.", OP_OR}, {".not.", OP_NOT}, {".eqv.", OP_EQV},
        {".neqv.", OP_NEQV}, {".eq.", OP_EQ}, {".ne.", OP_NE}, {".lt.", OP_LT},
        {".le.", OP_LE}, {".gt.", OP_GT}, {".ge.", OP_GE},
    };
    if (t->kind != TK_DOTOP)
        return OP_NONE;
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (!strcmp(t->text, ops[i].spelling))
            return ops[i].op;
    return OP_NONE;
}

static bool is_defined_op(Token *t)
{
    return t->kind == TK_DOTOP && dot_op(t) == OP_NONE;
}

static Node *primary(Parser *p)
{
    Token *t = peek(p);
    Node *lit = literal_token(p);
    if (lit && lit->kind == N_STRING_LIT && is_punct(peek(p), "(")) {
        /* substring of a constant: 'abcdef'(2:3) (F2008 R609) */
        Node *app = new_node(N_APPLY, peek(p)->loc);
        int errors = error_count();
        advance(p);
        app->lhs = lit;
        app->args = parse_actual_args(p);
        return error_count() == errors ? app : NULL;
    }
    if (lit)
        return lit;
    if (t->kind == TK_IDENT)
        return parse_designator(p);
    if (accept_punct(p, "(/"))
        return array_constructor(p, t->loc, "/)");
    if (accept_punct(p, "["))
        return array_constructor(p, t->loc, "]");
    if (accept_punct(p, "(")) {
        Node *e = parse_expr(p);
        if (!e)
            return NULL;
        if (accept_punct(p, ",")) {             /* (re, im) complex literal */
            Node *c = new_node(N_COMPLEX_LIT, t->loc);
            c->lhs = e;
            if (!(c->rhs = parse_expr(p)) || !expect_punct(p, ")"))
                return NULL;
            return c;
        }
        if (!expect_punct(p, ")"))
            return NULL;
        return unary(OP_PAREN, e, t->loc);
    }
    if (t->kind == TK_EOS)
        return parse_fail(p, "expected an expression before end of statement");
    return parse_fail(p, "expected an expression but found '%s'", tok_spelling(t));
}

/* level-1-expr: [defined-unary-op] primary (F2008 R702) */
static Node *level1(Parser *p)
{
    Token *t = peek(p);
    if (is_defined_op(t)) {
        advance(p);
        Node *d = new_node(N_DEFOP, t->loc);
        d->name = t->text;
        if (!(d->rhs = nested(p, level1)))
            return NULL;
        return d;
    }
    return primary(p);
}

static Node *power(Parser *p);

/* Operand after a binary operator: a sign there is the gfortran extension. */
static Node *signed_operand(Parser *p, Node *(*operand)(Parser *))
{
    Token *t = peek(p);
    if (is_punct(t, "-") || is_punct(t, "+")) {
        advance(p);
        return unary(is_punct(t, "-") ? OP_NEG : OP_PLUS, nested(p, power), t->loc);
    }
    return nested(p, operand);
}

/* mult-operand: level-1 [** mult-operand], right associative */
static Node *power(Parser *p)
{
    Node *base = level1(p);
    Token *t = peek(p);
    if (!base || !accept_punct(p, "**"))
        return base;
    return binary(OP_POW, base, signed_operand(p, power), t->loc);
}

static Node *mult(Parser *p)
{
    Node *l = power(p);
    for (;;) {
        Token *t = peek(p);
        Op op = is_punct(t, "*") ? OP_MUL : is_punct(t, "/") ? OP_DIV : OP_NONE;
        if (!l || op == OP_NONE)
            return l;
        advance(p);
        l = binary(op, l, signed_operand(p, power), t->loc);
    }
}

/* level-2-expr: [sign] add-operand { (+|-) add-operand } */
static Node *additive(Parser *p)
{
    Token *t = peek(p);
    Node *l;
    if (is_punct(t, "-") || is_punct(t, "+")) {
        advance(p);
        l = unary(is_punct(t, "-") ? OP_NEG : OP_PLUS, mult(p), t->loc);
    } else {
        l = mult(p);
    }
    for (;;) {
        t = peek(p);
        Op op = is_punct(t, "+") ? OP_ADD : is_punct(t, "-") ? OP_SUB : OP_NONE;
        if (!l || op == OP_NONE)
            return l;
        advance(p);
        l = binary(op, l, signed_operand(p, mult), t->loc);
    }
}

static Node *concat(Parser *p)
{
    Node *l = additive(p);
    for (;;) {
        Token *t = peek(p);
        if (!l || !accept_punct(p, "//"))
            return l;
        l = binary(OP_CONCAT, l, additive(p), t->loc);
    }
}

static Op rel_op(Token *t)
{
    static const struct { const char *spelling; Op op; } ops[] = {
        {"==", OP_EQ}, {"/=", OP_NE}, {"<", OP_LT}, {"<=", OP_LE}, {">", OP_GT}, {">=", OP_GE},
    };
    if (t->kind == TK_PUNCT) {
        for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
            if (!strcmp(t->text, ops[i].spelling))
                return ops[i].op;
        return OP_NONE;
    }
    Op op = dot_op(t);
    return op >= OP_EQ && op <= OP_GE ? op : OP_NONE;
}

/* level-4-expr: level-3 [rel-op level-3] — not associative (R710) */
static Node *relational(Parser *p)
{
    Node *l = concat(p);
    Token *t = peek(p);
    Op op = rel_op(t);
    if (!l || op == OP_NONE)
        return l;
    advance(p);
    return binary(op, l, concat(p), t->loc);
}

static Node *not_operand(Parser *p)
{
    Token *t = peek(p);
    if (dot_op(t) == OP_NOT) {
        advance(p);
        return unary(OP_NOT, nested(p, not_operand), t->loc);
    }
    return relational(p);
}

/* One left-associative level of logical operators. */
static Node *logical_level(Parser *p, Node *(*operand)(Parser *), Op op1, Op op2)
{
    Node *l = operand(p);
    for (;;) {
        Token *t = peek(p);
        Op op = dot_op(t);
        if (!l || op == OP_NONE || (op != op1 && op != op2))
            return l;
        advance(p);
        l = binary(op, l, operand(p), t->loc);
    }
}

static Node *and_level(Parser *p)
{
    return logical_level(p, not_operand, OP_AND, OP_AND);
}

static Node *or_level(Parser *p)
{
    return logical_level(p, and_level, OP_OR, OP_OR);
}

static Node *equiv_level(Parser *p)
{
    return logical_level(p, or_level, OP_EQV, OP_NEQV);
}

/* expr: level-5 { defined-binary-op level-5 } (R722) */
static Node *expr(Parser *p)
{
    Node *l = equiv_level(p);
    for (;;) {
        Token *t = peek(p);
        if (!l || !is_defined_op(t))
            return l;
        advance(p);
        Node *d = new_node(N_DEFOP, t->loc);
        d->name = t->text;
        d->lhs = l;
        if (!(d->rhs = equiv_level(p)))
            return NULL;
        l = d;
    }
}

Node *parse_expr(Parser *p)
{
    return nested(p, expr);
}

Node *parse_int_constant_expr(Parser *p)
{
    return parse_expr(p); /* sema checks that it is an integer constant */
}
