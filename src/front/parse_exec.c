/* parse_exec.c — executable statements: assignments, CALL with CUDA chevrons
 * (guide 3.5), control constructs and their parts (F2008 clause 8), action
 * statements (F2008 R214), and the END / CONTAINS markers that the structure
 * builder (parse_unit.c) consumes.
 *
 * Construct openers come back without their bodies; parse_unit.c fills
 * them.  Every parse function starts after the statement's keyword(s),
 * requires the end of the statement, and returns NULL after reporting an
 * error.
 */
#include "front/parse.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- helpers */

static bool is_opener(Token *t)
{
    return t->kind == TK_PUNCT &&
           (is_punct(t, "(") || is_punct(t, "(/") || is_punct(t, "["));
}

static bool is_closer(Token *t)
{
    return t->kind == TK_PUNCT &&
           (is_punct(t, ")") || is_punct(t, "/)") || is_punct(t, "]"));
}

int skip_bracket_group(Parser *p, int k, const char *punct, bool *found)
{
    int depth = 0;
    if (found)
        *found = false;
    for (;; k++) {
        Token *t = peek_at(p, k);
        if (t->kind == TK_EOS)
            return -1;
        if (is_opener(t)) {
            depth++;
        } else if (is_closer(t)) {
            if (--depth == 0)
                return k + 1;
        } else if (found && depth == 1 && is_punct(t, punct)) {
            *found = true;
        }
    }
}

bool looks_like_assignment(Parser *p)
{
    if (peek(p)->kind != TK_IDENT)
        return false;
    int k = 1;
    for (;;) {
        Token *t = peek_at(p, k);
        if (is_opener(t)) {
            k = skip_bracket_group(p, k, NULL, NULL);
            if (k < 0)
                return false;
        } else if (is_punct(t, "%") && peek_at(p, k + 1)->kind == TK_IDENT) {
            k += 2;
        } else {
            return is_punct(t, "=") || is_punct(t, "=>");
        }
    }
}

/* A statement label reference: 1 to 5 digits, not all zero (F2008 3.2.5). */
static bool parse_label(Parser *p, int *label)
{
    Token *t = peek(p);
    if (t->kind != TK_INT || t->kind_param) {
        parse_fail(p, "expected a statement label");
        return false;
    }
    long v = strtol(t->text, NULL, 10);
    if (strlen(t->text) > 5 || v == 0) {
        parse_fail(p, "a statement label has 1 to 5 digits and is not zero");
        return false;
    }
    advance(p);
    *label = (int)v;
    return true;
}

/* A label as an N_INT_LIT (computed GOTO, arithmetic IF). */
static Node *parse_label_node(Parser *p)
{
    Loc loc = tok_loc(p);
    const char *text = peek(p)->text;
    int label;
    if (!parse_label(p, &label))
        return NULL;
    Node *n = new_node(N_INT_LIT, loc);
    n->str = text;
    n->ival = label;
    return n;
}

/* `(label, label, ...)` */
static Node *parse_label_list(Parser *p)
{
    Node *list = NULL, **tail = &list;
    TRY(expect_punct(p, "("));
    do {
        Node *l;
        TRY(l = parse_label_node(p));
        tail = list_push(tail, l);
    } while (accept_punct(p, ","));
    TRY(expect_punct(p, ")"));
    return list;
}

/* parse_actual_args() returns NULL both for `()` and after an error. */
static bool parse_args_into(Parser *p, Node **out)
{
    int errors = error_count();
    *out = parse_actual_args(p);
    return *out || error_count() == errors;
}

/* Optional construct name at the end of ELSE, CASE, END DO, CYCLE, ... */
static Node *finish_with_construct_name(Parser *p, Node *n)
{
    if (peek(p)->kind == TK_IDENT)
        n->name = advance(p)->text;
    TRY(expect_eos(p));
    return n;
}

static bool is_intrinsic_type_word(Token *t)
{
    static const char *const words[] = {
        "integer", "real", "complex", "logical", "character",
        "double", "doubleprecision", "doublecomplex",
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (is_ident(t, words[i]))
            return true;
    return false;
}

/* The type-spec of ALLOCATE and of TYPE IS / CLASS IS (F2008 R402): an
 * intrinsic type, or a derived type named without TYPE( ). */
static TypeSpec *parse_guard_type_spec(Parser *p, TypeSpecKind derived_kind)
{
    if (is_intrinsic_type_word(peek(p)))
        return parse_type_spec(p);
    TypeSpec *ts = xmalloc(sizeof *ts);
    ts->kind = derived_kind;
    ts->loc = tok_loc(p);
    TRY(ts->derived = expect_name(p));
    if (accept_punct(p, "(") && !parse_args_into(p, &ts->type_params))
        return NULL;
    return ts;
}

static bool is_action_stmt(const Node *n)
{
    switch ((int)n->kind) {
    case N_IF: case N_DO: case N_SELECT_CASE: case N_SELECT_TYPE: case N_SELECT_RANK:
    case N_CASE: case N_TYPE_GUARD: case N_RANK_CASE: case N_ELSE_IF: case N_ELSE:
    case N_ELSEWHERE: case N_ASSOCIATE: case N_BLOCK: case N_CRITICAL: case N_IF_STMT:
    case N_END_STMT: case N_CONTAINS_STMT:
        return false;
    case N_WHERE:
    case N_FORALL:
        return n->ival == 1; /* the one-line forms */
    default:
        return true;
    }
}

static bool takes_construct_name(const Node *n)
{
    switch (n->kind) {
    case N_IF: case N_DO: case N_SELECT_CASE: case N_SELECT_TYPE: case N_SELECT_RANK:
    case N_ASSOCIATE: case N_BLOCK: case N_CRITICAL:
        return true;
    case N_WHERE:
    case N_FORALL:
        return n->ival == 0;
    default:
        return false;
    }
}

/* ---------------------------------------------------------- assignment */

static Node *parse_assignment(Parser *p)
{
    Loc loc = tok_loc(p);
    Node *lhs;
    TRY(lhs = parse_designator(p));
    Node *n;
    if (accept_punct(p, "=>")) {
        n = new_node(N_PTR_ASSIGN, loc);
    } else {
        TRY(expect_punct(p, "="));
        n = new_node(N_ASSIGN, loc);
    }
    n->lhs = lhs;
    TRY(n->rhs = parse_expr(p));
    TRY(expect_eos(p));
    return n;
}

/* The one-statement bodies of WHERE and FORALL statements. */
static Node *parse_assignment_body(Parser *p, const char *what)
{
    if (!looks_like_assignment(p))
        return parse_fail(p, "expected an assignment after the %s header", what);
    Node *a;
    TRY(a = parse_assignment(p));
    a->src = p->ll;
    return a;
}

/* ---------------------------------------------------------------- CALL */

static bool has_chevrons(Parser *p)
{
    for (int k = 0; peek_at(p, k)->kind != TK_EOS; k++)
        if (is_punct(peek_at(p, k), "<<<"))
            return true;
    return false;
}

/* CALL designator [<<<grid, block[, bytes[, stream]]>>>] [(args)]
 * (F2008 R1218, guide 3.5). */
static Node *parse_call(Parser *p, Loc loc, int unused)
{
    (void)unused;
    Node *n = new_node(N_CALL, loc);
    if (has_chevrons(p)) {
        Loc nloc = tok_loc(p);
        const char *name;
        TRY(name = expect_name(p));
        n->lhs = new_node(N_NAME, nloc);
        n->lhs->name = name;
        while (is_punct(peek(p), "%")) {
            Node *c = new_node(N_COMPONENT, tok_loc(p));
            advance(p);
            c->lhs = n->lhs;
            TRY(c->name = expect_name(p));
            n->lhs = c;
        }
        if (!cuda_allowed(p, "<<<"))
            return NULL;
        TRY(expect_punct(p, "<<<"));
        TRY(n->launch = parse_launch_config(p, false));
        if (accept_punct(p, "(") && !parse_args_into(p, &n->args))
            return NULL;
    } else {
        Node *d;
        TRY(d = parse_designator(p));
        if (d->kind == N_APPLY) {
            n->lhs = d->lhs;
            n->args = d->args;
        } else {
            n->lhs = d;
        }
    }
    TRY(expect_eos(p));
    return n;
}

/* ------------------------------------------------------------------ IF */

static Node *parse_paren_expr(Parser *p)
{
    Node *e;
    TRY(expect_punct(p, "("));
    TRY(e = parse_expr(p));
    TRY(expect_punct(p, ")"));
    return e;
}

/* IF (c) THEN | IF (c) action-stmt | IF (x) l1, l2, l3 (F2008 R802, R837, R853) */
static Node *parse_if(Parser *p, Loc loc, int unused)
{
    (void)unused;
    Node *cond;
    TRY(cond = parse_paren_expr(p));
    if (is_ident(peek(p), "then") && peek_at(p, 1)->kind == TK_EOS) {
        advance(p);
        Node *n = new_node(N_IF, loc);
        n->cond = cond;
        return n;
    }
    if (at_eos(p))
        return parse_fail(p, "expected THEN or an action statement after IF (...)");
    if (peek(p)->kind == TK_INT) {
        Node *n = new_node(N_ARITH_IF, loc);
        n->cond = cond;
        for (int i = 0; i < 3; i++) {
            if (i > 0)
                TRY(expect_punct(p, ","));
            Node *l;
            TRY(l = parse_label_node(p));
            list_append(&n->list, l);
        }
        TRY(expect_eos(p));
        return n;
    }
    Loc inner_loc = tok_loc(p);
    Node *inner = NULL;
    if (parse_enter(p)) { /* `if (a) if (b) ...` recurses */
        inner = parse_executable_stmt(p);
        parse_leave(p);
    }
    TRY(inner);
    if (!is_action_stmt(inner)) {
        error_at(inner_loc, "the statement after IF (...) must be an action statement, "
                            "not the beginning or end of a construct");
        return NULL;
    }
    inner->src = p->ll;
    Node *n = new_node(N_IF_STMT, loc);
    n->cond = cond;
    n->body = inner;
    return n;
}

static Node *parse_else_if(Parser *p, Loc loc, int unused)
{
    (void)unused;
    Node *n = new_node(N_ELSE_IF, loc);
    TRY(n->cond = parse_paren_expr(p));
    TRY(expect_ident_kw(p, "then"));
    return finish_with_construct_name(p, n);
}

static Node *parse_elsewhere(Parser *p, Loc loc, int unused)
{
    (void)unused;
    Node *n = new_node(N_ELSEWHERE, loc);
    if (is_punct(peek(p), "("))
        TRY(n->cond = parse_paren_expr(p));
    return finish_with_construct_name(p, n);
}

/* ELSE [name] | ELSE IF ... | ELSE WHERE ... */
static Node *parse_else(Parser *p, Loc loc, int unused)
{
    if (accept_ident(p, "if"))
        return parse_else_if(p, loc, unused);
    if (accept_ident(p, "where"))
        return parse_elsewhere(p, loc, unused);
    return finish_with_construct_name(p, new_node(N_ELSE, loc));
}

/* ------------------------------------------------------------------ DO */

/* ( [integer-type-spec ::] index = lo : hi [: step], ... [, mask] )
 * of FORALL and DO CONCURRENT (F2008 R752); fills n->ts, list, mask. */
static bool parse_concurrent_header(Parser *p, Node *n)
{
    if (!expect_punct(p, "("))
        return false;
    if (is_ident(peek(p), "integer") && !is_punct(peek_at(p, 1), "=")) {
        if (!(n->ts = parse_type_spec(p)) || !expect_punct(p, "::"))
            return false;
    }
    Node **tail = &n->list;
    do {
        if (peek(p)->kind == TK_IDENT && is_punct(peek_at(p, 1), "=")) {
            Node *s = new_node(N_CONCURRENT_SPEC, tok_loc(p));
            s->name = advance(p)->text;
            advance(p);
            if (!(s->lhs = parse_expr(p)) || !expect_punct(p, ":") ||
                !(s->rhs = parse_expr(p)))
                return false;
            if (accept_punct(p, ":") && !(s->stride = parse_expr(p)))
                return false;
            tail = list_push(tail, s);
        } else if (!n->list) {
            parse_fail(p, "expected an index specification `name = lower : upper`");
            return false;
        } else {
            if (!(n->mask = parse_expr(p)))
                return false;
            break; /* the mask comes last */
        }
    } while (accept_punct(p, ","));
    return expect_punct(p, ")");
}

/* DO [label] [[,] var = e1, e2[, e3] | [,] WHILE (c) | [,] CONCURRENT header]
 * (F2008 R814-R818) */
static Node *parse_do(Parser *p, Loc loc, int unused)
{
    (void)unused;
    Node *n = new_node(N_DO, loc);
    n->op = DO_FOREVER;
    if (peek(p)->kind == TK_INT && !parse_label(p, &n->do_label))
        return NULL;
    if (at_eos(p))
        return n;
    accept_punct(p, ",");
    if (is_ident(peek(p), "while") && is_punct(peek_at(p, 1), "(")) {
        advance(p);
        n->op = DO_WHILE;
        TRY(n->cond = parse_paren_expr(p));
    } else if (is_ident(peek(p), "concurrent") && is_punct(peek_at(p, 1), "(")) {
        advance(p);
        n->op = DO_CONCURRENT;
        TRY(parse_concurrent_header(p, n));
        /* F2018 11.1.7.2 locality specifiers, F2023 REDUCE (gfortran 12
         * takes neither) */
        static const char *const locality[] = {"local", "local_init", "shared", "default", "reduce", NULL};
        for (int i = 0; locality[i]; i++)
            if (is_ident(peek(p), locality[i]) && is_punct(peek_at(p, 1), "("))
                return parse_fail(p, "the locality specifier %s(...) of DO CONCURRENT is not supported yet: "
                                  "give each iteration its own variables in the body, or make the "
                                  "reduction an ordinary DO loop", locality[i]);
    } else {
        n->op = DO_COUNTED;
        TRY(n->var = expect_name(p));
        TRY(expect_punct(p, "="));
        TRY(n->lhs = parse_expr(p));
        TRY(expect_punct(p, ","));
        TRY(n->rhs = parse_expr(p));
        if (accept_punct(p, ","))
            TRY(n->stride = parse_expr(p));
    }
    TRY(expect_eos(p));
    return n;
}

static Node *parse_cycle_exit(Parser *p, Loc loc, int kind)
{
    return finish_with_construct_name(p, new_node((NodeKind)kind, loc));
}

static Node *parse_simple(Parser *p, Loc loc, int kind)
{
    Node *n = new_node((NodeKind)kind, loc);
    TRY(expect_eos(p));
    return n;
}

/* ------------------------------------------------------ SELECT and parts */

/* SELECT CASE (x) | SELECT TYPE ([a =>] x) | SELECT RANK ([a =>] x) */
static Node *parse_selector(Parser *p, Loc loc, int kind)
{
    Node *n = new_node((NodeKind)kind, loc);
    TRY(expect_punct(p, "("));
    if (kind != N_SELECT_CASE && peek(p)->kind == TK_IDENT && is_punct(peek_at(p, 1), "=>")) {
        n->str = advance(p)->text;
        advance(p);
    }
    TRY(n->cond = parse_expr(p));
    TRY(expect_punct(p, ")"));
    TRY(expect_eos(p));
    return n;
}

static Node *parse_select(Parser *p, Loc loc, int unused)
{
    (void)unused;
    if (accept_ident(p, "case"))
        return parse_selector(p, loc, N_SELECT_CASE);
    if (accept_ident(p, "type"))
        return parse_selector(p, loc, N_SELECT_TYPE);
    if (accept_ident(p, "rank"))
        return parse_selector(p, loc, N_SELECT_RANK);
    return parse_fail(p, "expected CASE, TYPE or RANK after SELECT");
}

/* A case value: expr, lo:, :hi or lo:hi (F2008 R813). */
static Node *parse_case_value(Parser *p)
{
    Loc loc = tok_loc(p);
    Node *lo = NULL;
    if (!is_punct(peek(p), ":"))
        TRY(lo = parse_expr(p));
    if (!accept_punct(p, ":"))
        return lo;
    Node *r = new_node(N_RANGE, loc);
    r->lhs = lo;
    if (!is_punct(peek(p), ",") && !is_punct(peek(p), ")"))
        TRY(r->rhs = parse_expr(p));
    if (!r->lhs && !r->rhs)
        return parse_fail(p, "a case range needs at least one bound");
    return r;
}

static Node *parse_case(Parser *p, Loc loc, int unused)
{
    (void)unused;
    Node *n = new_node(N_CASE, loc);
    if (!accept_ident(p, "default")) {
        TRY(expect_punct(p, "("));
        Node **tail = &n->list;
        do {
            Node *v;
            TRY(v = parse_case_value(p));
            tail = list_push(tail, v);
        } while (accept_punct(p, ","));
        TRY(expect_punct(p, ")"));
    }
    return finish_with_construct_name(p, n);
}

/* TYPE IS (t) | CLASS IS (t) | CLASS DEFAULT (F2008 R846) */
static Node *parse_type_guard(Parser *p, Loc loc, int is_class)
{
    Node *n = new_node(N_TYPE_GUARD, loc);
    if (is_class && accept_ident(p, "default")) {
        n->op = 'd';
        return finish_with_construct_name(p, n);
    }
    if (!accept_ident(p, "is"))
        return parse_fail(p, is_class ? "expected CLASS IS (type) or CLASS DEFAULT"
                                      : "expected TYPE IS (type)");
    n->op = is_class ? 'c' : 't';
    TRY(expect_punct(p, "("));
    TRY(n->ts = parse_guard_type_spec(p, is_class ? TS_CLASS : TS_TYPE));
    TRY(expect_punct(p, ")"));
    return finish_with_construct_name(p, n);
}

/* RANK (r) | RANK (*) | RANK DEFAULT (F2018 R1150, accepted) */
static Node *parse_rank_case(Parser *p, Loc loc, int unused)
{
    (void)unused;
    Node *n = new_node(N_RANK_CASE, loc);
    if (!accept_ident(p, "default")) {
        TRY(expect_punct(p, "("));
        if (is_punct(peek(p), "*") && is_punct(peek_at(p, 1), ")")) {
            n->lhs = new_node(N_STAR, tok_loc(p));
            advance(p);
        } else {
            TRY(n->lhs = parse_expr(p));
        }
        TRY(expect_punct(p, ")"));
    }
    return finish_with_construct_name(p, n);
}

/* ------------------------------------------------------- WHERE, FORALL */

static Node *parse_where(Parser *p, Loc loc, int unused)
{
    (void)unused;
    Node *n = new_node(N_WHERE, loc);
    TRY(n->cond = parse_paren_expr(p));
    if (at_eos(p))
        return n;
    n->ival = 1;
    TRY(n->body = parse_assignment_body(p, "WHERE"));
    return n;
}

static Node *parse_forall(Parser *p, Loc loc, int unused)
{
    (void)unused;
    Node *n = new_node(N_FORALL, loc);
    TRY(parse_concurrent_header(p, n));
    if (at_eos(p))
        return n;
    n->ival = 1;
    TRY(n->body = parse_assignment_body(p, "FORALL"));
    return n;
}

/* ------------------------------------------- ASSOCIATE, BLOCK, CRITICAL */

static Node *parse_associate(Parser *p, Loc loc, int unused)
{
    (void)unused;
    Node *n = new_node(N_ASSOCIATE, loc);
    TRY(expect_punct(p, "("));
    Node **tail = &n->list;
    do {
        Node *a = new_node(N_ASSOC, tok_loc(p));
        TRY(a->name = expect_name(p));
        TRY(expect_punct(p, "=>"));
        TRY(a->lhs = parse_expr(p));
        tail = list_push(tail, a);
    } while (accept_punct(p, ","));
    TRY(expect_punct(p, ")"));
    TRY(expect_eos(p));
    return n;
}

/* ---------------------------------------------------------- branches */

/* GO TO l | GO TO (l1, l2) [,] i | GO TO k [[,] (l1, l2)] (F2008 R851, C.1) */
static Node *parse_goto(Parser *p, Loc loc, int spelled_go)
{
    if (spelled_go)
        TRY(expect_ident_kw(p, "to"));
    Node *n;
    if (peek(p)->kind == TK_INT) {
        n = new_node(N_GOTO, loc);
        int label;
        if (!parse_label(p, &label))
            return NULL;
        n->ival = label;
    } else if (is_punct(peek(p), "(")) {
        n = new_node(N_COMPUTED_GOTO, loc);
        TRY(n->list = parse_label_list(p));
        accept_punct(p, ",");
        TRY(n->cond = parse_expr(p));
    } else {
        n = new_node(N_ASSIGNED_GOTO, loc);
        TRY(n->name = expect_name(p));
        bool comma = accept_punct(p, ",");
        if (comma || is_punct(peek(p), "("))
            TRY(n->list = parse_label_list(p));
    }
    TRY(expect_eos(p));
    return n;
}

/* ASSIGN l TO k (deleted feature, F95 8.2.4) */
static Node *parse_assign_label(Parser *p, Loc loc, int unused)
{
    (void)unused;
    Node *n = new_node(N_ASSIGN_LABEL, loc);
    int label;
    if (!parse_label(p, &label))
        return NULL;
    n->ival = label;
    TRY(expect_ident_kw(p, "to"));
    TRY(n->name = expect_name(p));
    TRY(expect_eos(p));
    return n;
}

static Node *parse_return(Parser *p, Loc loc, int kind)
{
    Node *n = new_node((NodeKind)kind, loc);
    if (!at_eos(p))
        TRY(n->lhs = parse_expr(p));
    TRY(expect_eos(p));
    return n;
}

/* STOP [code] [, QUIET = q] | ERROR STOP ... (F2008 R855, F2018 quiet=) */
static Node *parse_stop(Parser *p, Loc loc, int is_error)
{
    if (is_error)
        TRY(expect_ident_kw(p, "stop"));
    Node *n = new_node(N_STOP, loc);
    if (is_error)
        n->op = 'e';
    if (!at_eos(p) && !is_punct(peek(p), ","))
        TRY(n->lhs = parse_expr(p));
    if (accept_punct(p, ",")) {
        TRY(expect_ident_kw(p, "quiet"));
        TRY(expect_punct(p, "="));
        TRY(n->rhs = parse_expr(p));
        n->ival = 1;
    }
    TRY(expect_eos(p));
    return n;
}

/* ------------------------------------------------- ALLOCATE and friends */

/* ALLOCATE ([type-spec ::] objects [, opts]) with stat=, errmsg=, source=,
 * mold= (F2008 R626) and CUDA pinned= (guide 3.3.3); DEALLOCATE (objects
 * [, opts]); NULLIFY (pointers). */
static Node *parse_allocate(Parser *p, Loc loc, int kind)
{
    Node *n = new_node((NodeKind)kind, loc);
    bool has_type_spec = false;
    if (kind == N_ALLOCATE && skip_bracket_group(p, 0, "::", &has_type_spec) < 0)
        has_type_spec = false;
    TRY(expect_punct(p, "("));
    if (has_type_spec) {
        TRY(n->ts = parse_guard_type_spec(p, TS_TYPE));
        TRY(expect_punct(p, "::"));
    }
    Node **objects = &n->list, **options = &n->args;
    do {
        if (kind != N_NULLIFY && peek(p)->kind == TK_IDENT && is_punct(peek_at(p, 1), "=")) {
            Node *a = new_node(N_ARG, tok_loc(p));
            a->name = advance(p)->text;
            advance(p);
            TRY(a->lhs = parse_expr(p));
            options = list_push(options, a);
        } else if (n->args) {
            return parse_fail(p, "the objects of %s come before its options",
                              kind == N_ALLOCATE ? "ALLOCATE" : "DEALLOCATE");
        } else {
            Node *d;
            TRY(d = parse_designator(p));
            objects = list_push(objects, d);
        }
    } while (accept_punct(p, ","));
    TRY(expect_punct(p, ")"));
    if (!n->list)
        return parse_fail(p, "expected at least one object");
    TRY(expect_eos(p));
    return n;
}

/* SYNC ALL | SYNC IMAGES (set) | SYNC MEMORY, LOCK (v), UNLOCK (v)
 * (F2008 R858-R866): N_SYNC with str = which. */
enum { SYNC_STMT, LOCK_STMT, UNLOCK_STMT };

static Node *parse_sync(Parser *p, Loc loc, int which)
{
    Node *n = new_node(N_SYNC, loc);
    if (which == SYNC_STMT) {
        static const char *const words[] = {"all", "images", "memory"};
        for (int i = 0; i < 3 && !n->str; i++)
            if (accept_ident(p, words[i]))
                n->str = words[i];
        if (!n->str)
            return parse_fail(p, "expected ALL, IMAGES or MEMORY after SYNC");
    } else {
        n->str = which == LOCK_STMT ? "lock" : "unlock";
    }
    bool needs_args = which != SYNC_STMT || !strcmp(n->str, "images");
    if (needs_args || is_punct(peek(p), "(")) {
        TRY(expect_punct(p, "("));
        if (!parse_args_into(p, &n->args))
            return NULL;
    }
    TRY(expect_eos(p));
    return n;
}

/* ----------------------------------------------------------------- END */

/* The words that may follow END (F2008: blanks optional, so `enddo` too). */
static const char *const end_words[] = {
    "do", "if", "select", "where", "forall", "associate", "block", "critical",
    "subroutine", "function", "program", "module", "submodule", "type",
    "interface", "enum", "procedure", "block data",
};

/* END [word [name]] → N_END_STMT; END FILE / ENDFILE is the I/O statement. */
static Node *parse_end(Parser *p)
{
    Token *t = advance(p);
    Loc loc = t->loc;
    const char *word = t->text + 3;
    if (!*word) {
        if (at_eos(p))
            return new_node((NodeKind)N_END_STMT, loc);
        if (peek(p)->kind != TK_IDENT)
            return parse_fail(p, "expected a keyword such as DO or SUBROUTINE after END");
        word = advance(p)->text;
    }
    if (!strcmp(word, "file")) {
        Node *io;
        TRY(io = parse_io_stmt(p, IO_ENDFILE));
        io->loc = loc;
        return io;
    }
    if (!strcmp(word, "blockdata") || (!strcmp(word, "block") && accept_ident(p, "data")))
        word = "block data";
    Node *n = new_node((NodeKind)N_END_STMT, loc);
    for (size_t i = 0; i < sizeof end_words / sizeof end_words[0]; i++)
        if (!strcmp(word, end_words[i]))
            n->str = end_words[i];
    if (!n->str) {
        error_at(loc, "'end%s%s' is not a statement", t->text[3] ? "" : " ", word);
        return NULL;
    }
    /* END INTERFACE may repeat a generic spec: operator(+), assignment(=) ... */
    if (!strcmp(n->str, "interface") && peek(p)->kind == TK_IDENT &&
        is_punct(peek_at(p, 1), "(")) {
        const char *spec = format("%s(", advance(p)->text);
        advance(p);
        while (!at_eos(p) && !is_punct(peek(p), ")"))
            spec = format("%s%s", spec, advance(p)->text);
        TRY(expect_punct(p, ")"));
        n->name = format("%s)", spec);
        TRY(expect_eos(p));
        return n;
    }
    return finish_with_construct_name(p, n);
}

/* ------------------------------------------------------------ dispatch */

typedef Node *(*StmtParser)(Parser *p, Loc loc, int arg);

static Node *parse_io_keyword(Parser *p, Loc loc, int kind)
{
    Node *n = parse_io_stmt(p, (IoKind)kind);
    if (n)
        n->loc = loc;
    return n;
}

static const struct {
    const char *word;
    StmtParser parse;
    int arg;
} keyword_stmts[] = {
    {"allocate", parse_allocate, N_ALLOCATE},
    {"assign", parse_assign_label, 0},
    {"associate", parse_associate, 0},
    {"backspace", parse_io_keyword, IO_BACKSPACE},
    {"block", parse_simple, N_BLOCK},
    {"call", parse_call, 0},
    {"case", parse_case, 0},
    {"class", parse_type_guard, 1},
    {"close", parse_io_keyword, IO_CLOSE},
    {"contains", parse_simple, N_CONTAINS_STMT},
    {"continue", parse_simple, N_CONTINUE},
    {"critical", parse_simple, N_CRITICAL},
    {"cycle", parse_cycle_exit, N_CYCLE},
    {"deallocate", parse_allocate, N_DEALLOCATE},
    {"do", parse_do, 0},
    {"else", parse_else, 0},
    {"elseif", parse_else_if, 0},
    {"elsewhere", parse_elsewhere, 0},
    {"error", parse_stop, 1},
    {"exit", parse_cycle_exit, N_EXIT},
    {"flush", parse_io_keyword, IO_FLUSH},
    {"forall", parse_forall, 0},
    {"go", parse_goto, 1},
    {"goto", parse_goto, 0},
    {"if", parse_if, 0},
    {"inquire", parse_io_keyword, IO_INQUIRE},
    {"lock", parse_sync, LOCK_STMT},
    {"nullify", parse_allocate, N_NULLIFY},
    {"open", parse_io_keyword, IO_OPEN},
    {"pause", parse_return, N_PAUSE},
    {"print", parse_io_keyword, IO_PRINT},
    {"rank", parse_rank_case, 0},
    {"read", parse_io_keyword, IO_READ},
    {"return", parse_return, N_RETURN},
    {"rewind", parse_io_keyword, IO_REWIND},
    {"select", parse_select, 0},
    {"selectcase", parse_selector, N_SELECT_CASE},
    {"selectrank", parse_selector, N_SELECT_RANK},
    {"selecttype", parse_selector, N_SELECT_TYPE},
    {"stop", parse_stop, 0},
    {"sync", parse_sync, SYNC_STMT},
    {"type", parse_type_guard, 0},
    {"unlock", parse_sync, UNLOCK_STMT},
    {"wait", parse_io_keyword, IO_WAIT},
    {"where", parse_where, 0},
    {"write", parse_io_keyword, IO_WRITE},
};

static Node *parse_keyword_stmt(Parser *p)
{
    Token *t = peek(p);
    if (t->kind != TK_IDENT) {
        if (t->kind == TK_EOS)
            return parse_fail(p, "expected a statement");
        return parse_fail(p, "a statement cannot begin with '%s'", t->text);
    }
    for (size_t i = 0; i < sizeof keyword_stmts / sizeof keyword_stmts[0]; i++) {
        if (!strcmp(t->text, keyword_stmts[i].word)) {
            advance(p);
            return keyword_stmts[i].parse(p, t->loc, keyword_stmts[i].arg);
        }
    }
    if (!strncmp(t->text, "end", 3))
        return parse_end(p);
    return parse_fail(p, "unrecognised statement: '%s' is neither a statement keyword "
                         "nor followed by '='", t->text);
}

Node *parse_executable_stmt(Parser *p)
{
    Loc loc = tok_loc(p);
    const char *construct_name = NULL;
    if (peek(p)->kind == TK_IDENT && is_punct(peek_at(p, 1), ":") &&
        peek_at(p, 2)->kind == TK_IDENT) {
        construct_name = advance(p)->text;
        advance(p);
    }
    Node *n = looks_like_assignment(p) ? parse_assignment(p) : parse_keyword_stmt(p);
    if (n && construct_name) {
        if (!takes_construct_name(n)) {
            error_at(loc, "construct name '%s' can only label the first statement of a "
                          "construct (IF, DO, SELECT, WHERE, FORALL, ASSOCIATE, BLOCK, "
                          "CRITICAL)", construct_name);
            return NULL;
        }
        n->name = construct_name;
        n->loc = loc;
    }
    return n;
}
