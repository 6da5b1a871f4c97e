/* parse_io.c — input/output statements (F2008 clause 9): READ, WRITE, PRINT,
 * OPEN, CLOSE, INQUIRE, BACKSPACE, ENDFILE, REWIND, FLUSH, WAIT.
 *
 * The result is an N_IO: op = IoKind, args = the control list as N_ARG
 * nodes (name = keyword, or NULL for the positional unit and format),
 * list = the items (expressions, designators, nested N_IMPLIED_DO).
 * The short forms `print fmt, items` and `read fmt, items` have no unit;
 * their format is given as a keyword item fmt= so that it cannot be
 * mistaken for the unit of `read (u) items`.
 */
#include "front/parse.h"

#include <string.h>

/* A unit or format value: `*` (default unit, list-directed format) or an
 * expression (unit number, internal file, label, character format). */
static Node *parse_io_value(Parser *p)
{
    Token *next = peek_at(p, 1);
    if (is_punct(peek(p), "*") &&
        (is_punct(next, ",") || is_punct(next, ")") || next->kind == TK_EOS)) {
        Node *s = new_node(N_STAR, tok_loc(p));
        advance(p);
        return s;
    }
    return parse_expr(p);
}

/* ( [unit] [, fmt | nml] [, keyword = value]... ) (F2008 R913) */
static bool parse_control_list(Parser *p, Node **args)
{
    if (!expect_punct(p, "("))
        return false;
    if (is_punct(peek(p), ")")) {
        parse_fail(p, "the control list in parentheses is empty");
        return false;
    }
    Node **tail = args;
    do {
        Node *a = new_node(N_ARG, tok_loc(p));
        if (peek(p)->kind == TK_IDENT && is_punct(peek_at(p, 1), "=")) {
            a->name = advance(p)->text;
            advance(p);
        } else if (*args && (*args)->name) {
            parse_fail(p, "positional items of a control list come before keyword items");
            return false;
        }
        if (!(a->lhs = parse_io_value(p)))
            return false;
        tail = list_push(tail, a);
    } while (accept_punct(p, ","));
    return expect_punct(p, ")");
}

static Node *parse_io_item(Parser *p);

/* ( items, var = first, last [, step] ) (F2008 R918) */
static Node *parse_io_implied_do(Parser *p)
{
    Node *n = new_node(N_IMPLIED_DO, tok_loc(p));
    TRY(expect_punct(p, "("));
    Node **tail = &n->list;
    while (!(peek(p)->kind == TK_IDENT && is_punct(peek_at(p, 1), "="))) {
        Node *item = NULL;
        if (parse_enter(p)) {
            item = parse_io_item(p);
            parse_leave(p);
        }
        TRY(item);
        tail = list_push(tail, item);
        TRY(expect_punct(p, ","));
    }
    if (!n->list)
        return parse_fail(p, "an implied DO needs at least one item before its control");
    n->name = advance(p)->text;
    advance(p);
    TRY(n->lhs = parse_expr(p));
    TRY(expect_punct(p, ","));
    TRY(n->rhs = parse_expr(p));
    if (accept_punct(p, ","))
        TRY(n->stride = parse_expr(p));
    TRY(expect_punct(p, ")"));
    return n;
}

/* An item is an implied DO when its parentheses hold a `=` directly;
 * otherwise it is an expression such as (a+b)*2 or (1.0, 2.0). */
static Node *parse_io_item(Parser *p)
{
    bool has_eq = false;
    if (is_punct(peek(p), "(") && skip_bracket_group(p, 0, "=", &has_eq) > 0 && has_eq)
        return parse_io_implied_do(p);
    return parse_expr(p);
}

static bool parse_io_items(Parser *p, Node **list)
{
    Node **tail = list;
    while (!at_eos(p)) {
        Node *item = parse_io_item(p);
        if (!item)
            return false;
        tail = list_push(tail, item);
        if (!at_eos(p) && !expect_punct(p, ","))
            return false;
    }
    return true;
}

static bool has_keyword(Node *args, const char *name)
{
    for (; args; args = args->next)
        if (args->name && !strcmp(args->name, name))
            return true;
    return false;
}

/* `print fmt [, items]` and `read fmt [, items]` */
static Node *parse_short_form(Parser *p, Node *n)
{
    Node *fmt = new_node(N_ARG, tok_loc(p));
    fmt->name = "fmt";
    TRY(fmt->lhs = parse_io_value(p));
    n->args = fmt;
    if (accept_punct(p, ",")) {
        if (at_eos(p))
            return parse_fail(p, "expected an item after ','");
        TRY(parse_io_items(p, &n->list));
    }
    TRY(expect_eos(p));
    return n;
}

Node *parse_io_stmt(Parser *p, IoKind kind)
{
    Node *n = new_node(N_IO, p->pos > 0 ? p->toks[p->pos - 1].loc : tok_loc(p));
    n->op = kind;
    switch (kind) {
    case IO_PRINT:
        return parse_short_form(p, n);
    case IO_READ:
    case IO_WRITE:
        if (kind == IO_READ && !is_punct(peek(p), "("))
            return parse_short_form(p, n);
        TRY(parse_control_list(p, &n->args));
        accept_punct(p, ","); /* `write (u,*), x`: a common extension */
        TRY(parse_io_items(p, &n->list));
        break;
    case IO_INQUIRE:
        TRY(parse_control_list(p, &n->args));
        if (has_keyword(n->args, "iolength"))
            TRY(parse_io_items(p, &n->list));
        break;
    case IO_OPEN:
    case IO_CLOSE:
    case IO_WAIT:
        TRY(parse_control_list(p, &n->args));
        break;
    case IO_BACKSPACE:
    case IO_ENDFILE:
    case IO_REWIND:
    case IO_FLUSH:
        /* `rewind u` or `rewind (u, iostat=s)` (F2008 R923) */
        if (is_punct(peek(p), "(")) {
            TRY(parse_control_list(p, &n->args));
        } else {
            n->args = new_node(N_ARG, tok_loc(p));
            TRY(n->args->lhs = parse_expr(p));
        }
        break;
    }
    TRY(expect_eos(p));
    return n;
}
