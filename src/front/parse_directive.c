/* parse_directive.c — comment-line directives and launch configurations:
 *   !$cuf kernel do[(n)] [<<<grid, block[, bytes][, stream]>>>] [reduce(op:v)]
 *                                         (guide 2.11, the "Next Level" article)
 *   !$acc ...   PGI Accelerator v1.2 and OpenACC spellings (pgi-accelerator
 *               model 2.1-2.7)
 *   !$omp ...   passed through to gfortran as text
 * and the chevron configuration shared with CALL (guide 3.5).
 *
 * The structure builder attaches the loop or region statements that a
 * directive governs; here only the directive line itself is parsed.
 */
#include "front/parse.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------- launch configuration */

static bool star_entry_follows(Parser *p)
{
    Token *next = peek_at(p, 1);
    return is_punct(peek(p), "*") &&
           (is_punct(next, ",") || is_punct(next, ")") || is_punct(next, ">>>"));
}

static Node *parse_star(Parser *p)
{
    Node *s = new_node(N_STAR, tok_loc(p));
    advance(p);
    return s;
}

/* (x, y[, z]) of a !$cuf grid or block: each entry `*` or an expression. */
static Node *parse_tuple(Parser *p)
{
    Node *t = new_node(N_TUPLE, tok_loc(p));
    TRY(expect_punct(p, "("));
    Node **tail = &t->list;
    do {
        Node *e;
        TRY(e = star_entry_follows(p) ? parse_star(p) : parse_expr(p));
        tail = list_push(tail, e);
    } while (accept_punct(p, ","));
    TRY(expect_punct(p, ")"));
    if (list_length(t->list) > 3)
        return parse_fail(p, "a grid or block tuple has at most 3 entries (x, y, z)");
    return t;
}

/* One entry: `*`, an expression, or (!$cuf only) a tuple — a parenthesis
 * group with a comma directly inside, unlike (n+255)/256. */
static Node *parse_launch_entry(Parser *p, bool cuf_directive)
{
    if (star_entry_follows(p))
        return parse_star(p);
    bool comma = false;
    if (cuf_directive && is_punct(peek(p), "(") && skip_bracket_group(p, 0, ",", &comma) > 0 &&
        comma)
        return parse_tuple(p);
    return parse_expr(p);
}

Node *parse_launch_config(Parser *p, bool cuf_directive)
{
    Node *l = new_node(N_LAUNCH, p->pos > 0 ? p->toks[p->pos - 1].loc : tok_loc(p));
    Node **tail = &l->list;
    int n = 0;
    do {
        if (l->stream)
            return parse_fail(p, "stream= must be the last item of the launch configuration");
        if (cuf_directive && is_ident(peek(p), "stream") && is_punct(peek_at(p, 1), "=")) {
            if (n < 2)
                return parse_fail(p, "stream= comes after the grid and block");
            advance(p);
            advance(p);
            TRY(l->stream = parse_expr(p));
        } else {
            Node *e;
            TRY(e = parse_launch_entry(p, cuf_directive));
            tail = list_push(tail, e);
            n++;
        }
    } while (accept_punct(p, ","));
    TRY(expect_punct(p, ">>>"));
    if (n < 2 || n > 4 || (l->stream && n > 3)) {
        error_at(l->loc, "a launch configuration has 2 to 4 items: grid, block, "
                         "shared memory bytes and stream");
        return NULL;
    }
    return l;
}

/* ---------------------------------------------------------- reductions */

/* After `(`: op : var [, var]... ) → N_REDUCE (name = operator spelling). */
static Node *parse_reduce_spec(Parser *p)
{
    static const char *const ops[] = {
        "+", "*", "-", "max", "min", "iand", "ior", "ieor",
        ".and.", ".or.", ".eqv.", ".neqv.",
    };
    Node *r = new_node(N_REDUCE, tok_loc(p));
    Token *op = peek(p);
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (op->kind != TK_EOS && op->kind != TK_STRING && op->text && !strcmp(op->text, ops[i]))
            r->name = ops[i];
    if (!r->name)
        return parse_fail(p, "expected a reduction operator (+, *, max, min, iand, ior, "
                             "ieor, .and., .or., .eqv., .neqv.)");
    advance(p);
    TRY(expect_punct(p, ":"));
    Node **tail = &r->list;
    do {
        Node *v;
        TRY(v = parse_designator(p));
        tail = list_push(tail, v);
    } while (accept_punct(p, ","));
    TRY(expect_punct(p, ")"));
    return r;
}

/* ------------------------------------------------------------- !$cuf */

Node *parse_cuf_directive(Parser *p)
{
    Node *n = new_node(N_CUF_KERNEL, tok_loc(p));
    if (!accept_ident(p, "kernel"))
        return parse_fail(p, "expected 'kernel do' after !$cuf");
    TRY(expect_ident_kw(p, "do"));
    n->ival = 1; /* guide 2.11.1: n defaults to 1 */
    if (accept_punct(p, "(")) {
        Token *t = peek(p);
        if (t->kind != TK_INT || t->kind_param || !strcmp(t->text, "0") || strlen(t->text) > 2)
            return parse_fail(p, "expected the number of nested loops, a positive integer");
        n->ival = strtoll(t->text, NULL, 10);
        advance(p);
        TRY(expect_punct(p, ")"));
    }
    if (accept_punct(p, "<<<")) {
        TRY(n->launch = parse_launch_config(p, true));
        /* <<<grid, block, bytes, stream>>> and <<<grid, block, stream=s>>>
         * both put the stream in N_CUF_KERNEL.stream (guide 2.11.1). */
        n->stream = n->launch->stream;
        n->launch->stream = NULL;
        if (list_length(n->launch->list) == 4) {
            Node *e = n->launch->list;
            while (e->next->next)
                e = e->next;
            n->stream = e->next;
            e->next = NULL;
        }
    }
    Node **tail = &n->list;
    while (!at_eos(p)) {
        accept_punct(p, ",");
        if (!accept_ident(p, "reduce") && !accept_ident(p, "reduction"))
            return parse_fail(p, "expected a reduce(op:variable) clause or the end of the "
                                 "!$cuf directive");
        TRY(expect_punct(p, "("));
        Node *r;
        TRY(r = parse_reduce_spec(p));
        tail = list_push(tail, r);
    }
    return n;
}

/* ------------------------------------------------------------- !$acc */

/* Directive names, PGI Accelerator v1.2 and OpenACC; the longest match
 * wins, so "data region" beats "data" (pgi-accelerator-model 2.6). */
static const char *const acc_directives[] = {
    "region", "end region", "data region", "end data region", "region do", "region for",
    "do", "loop", "update", "declare",
    "kernels", "end kernels", "kernels loop", "end kernels loop",
    "parallel", "end parallel", "parallel loop", "end parallel loop",
    "serial", "end serial", "serial loop", "end serial loop",
    "data", "end data", "host_data", "end host_data", "enter data", "exit data",
    "atomic", "end atomic", "routine", "wait", "cache", "init", "shutdown", "set",
};

/* PGI declarative directives have no name: the first word is the clause. */
static const char *const acc_declarative_clauses[] = {
    "copy", "copyin", "copyout", "local", "mirror", "reflected",
};

/* How many identifier tokens from the cursor spell `words` (0 if not). */
static int match_words(Parser *p, const char *words)
{
    int k = 0;
    for (const char *w = words; *w;) {
        size_t len = strcspn(w, " ");
        Token *t = peek_at(p, k);
        if (t->kind != TK_IDENT || strlen(t->text) != len || strncmp(t->text, w, len))
            return 0;
        k++;
        w += len;
        while (*w == ' ')
            w++;
    }
    return k;
}

/* A clause argument: `*`, `name: value` (gang(static:4)), or an expression
 * or array section. */
static Node *parse_acc_arg(Parser *p)
{
    if (star_entry_follows(p))
        return parse_star(p);
    if (peek(p)->kind == TK_IDENT && is_punct(peek_at(p, 1), ":")) {
        Node *a = new_node(N_ARG, tok_loc(p));
        a->name = advance(p)->text;
        advance(p);
        TRY(a->lhs = star_entry_follows(p) ? parse_star(p) : parse_expr(p));
        return a;
    }
    return parse_expr(p);
}

/* name [( args )] → N_ACC_CLAUSE; the PGI region clauses `update device(l)`
 * and `update host(l)` are one clause each; reduction(op:list) holds one
 * N_REDUCE. */
static Node *parse_acc_clause_args(Parser *p, Node *c)
{
    if (!accept_punct(p, "("))
        return c;
    if (!strcmp(c->name, "reduction")) {
        Node *r;
        TRY(r = parse_reduce_spec(p));
        c->list = r;
        return c;
    }
    Node **tail = &c->list;
    do {
        Node *a;
        TRY(a = parse_acc_arg(p));
        tail = list_push(tail, a);
    } while (accept_punct(p, ","));
    TRY(expect_punct(p, ")"));
    return c;
}

static Node *parse_acc_clause(Parser *p)
{
    Node *c = new_node(N_ACC_CLAUSE, tok_loc(p));
    TRY(c->name = expect_name(p));
    if (!strcmp(c->name, "update")) {
        if (accept_ident(p, "device"))
            c->name = "update device";
        else if (accept_ident(p, "host"))
            c->name = "update host";
    }
    return parse_acc_clause_args(p, c);
}

Node *parse_acc_directive(Parser *p)
{
    Node *n = new_node(N_ACC, tok_loc(p));
    int best = 0;
    for (size_t i = 0; i < sizeof acc_directives / sizeof acc_directives[0]; i++) {
        int k = match_words(p, acc_directives[i]);
        if (k > best) {
            best = k;
            n->name = acc_directives[i];
        }
    }
    for (size_t i = 0; !n->name && i < sizeof acc_declarative_clauses / sizeof acc_declarative_clauses[0]; i++)
        if (is_ident(peek(p), acc_declarative_clauses[i]))
            n->name = "declare";
    if (!n->name)
        return parse_fail(p, "unknown !$acc directive");
    for (int i = 0; i < best; i++)
        advance(p);
    /* wait(1), cache(a(1:n)), routine(f): the argument belongs to the name. */
    if (best && is_punct(peek(p), "(")) {
        Node *c = new_node(N_ACC_CLAUSE, tok_loc(p));
        c->name = n->name;
        TRY(parse_acc_clause_args(p, c));
        list_append(&n->list, c);
    }
    Node **tail = &n->list;
    while (!at_eos(p)) {
        if (n->list)
            accept_punct(p, ","); /* commas between clauses are optional */
        Node *c;
        TRY(c = parse_acc_clause(p));
        tail = list_push(tail, c);
    }
    return n;
}

/* ------------------------------------------------------------- !$omp */

Node *parse_omp_directive(Parser *p)
{
    Node *n = new_node(N_OMP, p->ll->loc);
    const char *text = p->ll->text;
    while (isspace((unsigned char)*text))
        text++;
    n->str = text;
    return n;
}
