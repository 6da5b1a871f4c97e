/* parse_unit.c — the structure builder: statements → program units.
 *
 * parse_statement() turns one logical statement into a node; construct
 * openers come back without bodies and END / ELSE / CASE / CONTAINS come
 * back as markers.  The builder reads the statements in order and nests
 * them recursively, like a recursive-descent parser whose tokens are
 * statements: program units with their CONTAINS part, interface blocks,
 * derived types, enums, every construct with its END (F2008 clause 8), the
 * IF/ELSE IF/ELSE chain, CASE blocks, label-terminated DO loops (F2008
 * 8.1.6.2, several loops may share one terminal statement), and the loops
 * or regions that !$cuf and !$acc directives govern.
 *
 * Recovery: a statement that does not parse is an N_ERROR_STMT in the
 * body.  An END that closes an enclosing construct closes the inner ones
 * with an error each; an END that matches nothing is reported and dropped.
 */
#include "front/parse.h"

#include <ctype.h>
#include <stdlib.h>
#include <strings.h>
#include <string.h>

typedef struct Builder {
    Parser p;
    /* A statement read ahead and handed back: the END that closes an
     * enclosing construct, or the statement after a directive that wanted
     * a DO loop.  next_statement() returns it first. */
    Node *pending;
    Node **open;              /* open units and constructs, innermost last */
    int nopen, capopen;
    /* Set when the statement labelled ended_label has just closed a
     * label-terminated DO; each enclosing DO with that label closes too. */
    int ended_label;
    const LogicalLine *ended_src;
    /* END statements to forgive, per end word, because their opener failed
     * to parse (already reported): avoids a second, confusing error. */
    int failed_openers[16];
    /* Constructs were nested past MAX_CONSTRUCT_DEPTH: the rest of the
     * file is not read, and the open constructs close without a word. */
    bool stopped;
} Builder;

/* ---------------------------------------------------- kinds of statement */

static bool is_unit_kind(int k)
{
    return k == N_PROGRAM || k == N_MODULE || k == N_SUBMODULE || k == N_BLOCK_DATA ||
           k == N_SUBROUTINE || k == N_FUNCTION || k == N_SEPARATE_PROC;
}

/* Statements that end or divide a construct or unit. */
static bool is_terminator(const Node *s)
{
    switch ((int)s->kind) {
    case N_END_STMT: case N_ELSE_IF: case N_ELSE: case N_CASE: case N_TYPE_GUARD:
    case N_RANK_CASE: case N_ELSEWHERE: case N_CONTAINS_STMT:
        return true;
    case N_ACC:
        return !strncmp(s->name, "end ", 4);
    default:
        return false;
    }
}

static bool acc_is_region(const char *name)
{
    static const char *const names[] = {
        "region", "data region", "data", "kernels", "parallel", "serial", "host_data",
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strcmp(name, names[i]))
            return true;
    return false;
}

static bool acc_is_loop(const char *name)
{
    static const char *const names[] = {
        "do", "loop", "region do", "region for", "kernels loop", "parallel loop", "serial loop",
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strcmp(name, names[i]))
            return true;
    return false;
}

/* Statements whose node the builder completes with a body. */
static bool is_opener(const Node *s)
{
    switch ((int)s->kind) {
    case N_IF: case N_DO: case N_SELECT_CASE: case N_SELECT_TYPE: case N_SELECT_RANK:
    case N_ASSOCIATE: case N_BLOCK: case N_CRITICAL: case N_CUF_KERNEL:
    case N_TYPE_BEGIN: case N_INTERFACE_BEGIN: case N_ENUM_BEGIN:
        return true;
    case N_WHERE: case N_FORALL:
        return s->ival == 0;
    case N_ACC:
        return acc_is_region(s->name) || acc_is_loop(s->name) || !strcmp(s->name, "atomic");
    default:
        return is_unit_kind(s->kind);
    }
}

/* The word after END that closes `n` ("do", "select", "block data", ...). */
static const char *end_word(const Node *n)
{
    switch ((int)n->kind) {
    case N_DO: return "do";
    case N_IF: return "if";
    case N_SELECT_CASE: case N_SELECT_TYPE: case N_SELECT_RANK: return "select";
    case N_WHERE: return "where";
    case N_FORALL: return "forall";
    case N_ASSOCIATE: return "associate";
    case N_BLOCK: return "block";
    case N_CRITICAL: return "critical";
    case N_PROGRAM: return "program";
    case N_MODULE: return "module";
    case N_SUBMODULE: return "submodule";
    case N_BLOCK_DATA: return "block data";
    case N_SUBROUTINE: return "subroutine";
    case N_FUNCTION: return "function";
    case N_SEPARATE_PROC: return "procedure";
    case N_DERIVED_TYPE: return "type";
    case N_INTERFACE: return "interface";
    case N_ENUM: return "enum";
    default: return NULL;
    }
}

static bool is_unit_end_word(const char *w)
{
    static const char *const words[] = {
        "program", "module", "submodule", "block data", "subroutine", "function", "procedure",
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (!strcmp(w, words[i]))
            return true;
    return false;
}

/* An implicit main program has no PROGRAM statement to point at. */
static bool is_implicit_program(const Node *n)
{
    return n->kind == N_PROGRAM && !n->src;
}

/* ------------------------------------------------------- message words */

static const char *upper(const char *s)
{
    char *u = xstrdup(s);
    for (char *c = u; *c; c++)
        *c = (char)toupper((unsigned char)*c);
    return u;
}

/* "SELECT CASE", "DO", "SUBROUTINE", "!$acc region" ... */
static const char *title(const Node *n)
{
    switch ((int)n->kind) {
    case N_SELECT_CASE: return "SELECT CASE";
    case N_SELECT_TYPE: return "SELECT TYPE";
    case N_SELECT_RANK: return "SELECT RANK";
    case N_ACC: return format("!$acc %s", n->name);
    case N_CUF_KERNEL: return "!$cuf kernel do";
    default: return end_word(n) ? upper(end_word(n)) : node_kind_name(n->kind);
    }
}

/* How an error names an open construct or unit. */
static const char *describe(const Node *n)
{
    if (is_implicit_program(n))
        return "the main program";
    if (is_unit_kind(n->kind))
        return n->name ? format("%s %s", title(n), n->name) : title(n);
    switch ((int)n->kind) {
    case N_DERIVED_TYPE: return format("the definition of type %s", n->name ? n->name : "");
    case N_INTERFACE: return "the interface block";
    case N_ENUM: return "the ENUM definition";
    case N_DO:
        if (n->do_label)
            return format("the DO loop ending at label %d", n->do_label);
        return "DO construct";
    default: return format("%s construct", title(n));
    }
}

/* What would have closed `n`. */
static const char *missing_end(const Node *n)
{
    if (n->kind == N_DO && n->do_label)
        return format("a statement labelled %d", n->do_label);
    if (n->kind == N_ACC)
        return format("!$acc end %s", n->name);
    if (is_implicit_program(n))
        return "END";
    return format("END %s", upper(end_word(n)));
}

/* How an error names a terminator or a unit header statement. */
static const char *stmt_title(const Node *s)
{
    switch ((int)s->kind) {
    case N_END_STMT: return s->str ? format("END %s", upper(s->str)) : "END";
    case N_ELSE_IF: return "ELSE IF";
    case N_ELSE: return "ELSE";
    case N_CASE: return "CASE";
    case N_TYPE_GUARD: return s->op == 't' ? "TYPE IS" : s->op == 'c' ? "CLASS IS" : "CLASS DEFAULT";
    case N_RANK_CASE: return "RANK";
    case N_ELSEWHERE: return "ELSEWHERE";
    case N_CONTAINS_STMT: return "CONTAINS";
    case N_ACC: return format("!$acc %s", s->name);
    default: return title(s);
    }
}

/* The opener a stray terminator would have needed. */
static const char *matching_opener(const Node *s)
{
    switch ((int)s->kind) {
    case N_END_STMT: return s->str ? upper(s->str) : "program unit";
    case N_ELSE_IF: case N_ELSE: return "IF (...) THEN";
    case N_CASE: return "SELECT CASE";
    case N_TYPE_GUARD: return "SELECT TYPE";
    case N_RANK_CASE: return "SELECT RANK";
    case N_ELSEWHERE: return "WHERE";
    case N_ACC: return format("!$acc %s", s->name + 4);
    default: return "program unit";
    }
}

/* ------------------------------------------------------------ reading */

static int end_word_index(const char *w)
{
    static const char *const words[] = {
        "do", "if", "select", "where", "forall", "associate", "block", "critical",
        "program", "module", "submodule", "subroutine", "function",
    };
    for (int i = 0; i < (int)(sizeof words / sizeof words[0]); i++)
        if (!strcmp(w, words[i]))
            return i;
    return -1;
}

/* The statement that failed to parse looked like a construct opener
 * (`do i = 1,`) or unit header: remember that its END is expected. */
static void note_failed_opener(Builder *b, Parser *p)
{
    if (!p->toks)
        return;
    int k = 0;
    if (p->toks[0].kind == TK_IDENT && p->ntoks > 2 && is_punct(&p->toks[1], ":"))
        k = 2; /* construct name */
    Token *t = &p->toks[k];
    if (t->kind != TK_IDENT)
        return;
    Token *last = &p->toks[p->ntoks > 1 ? p->ntoks - 2 : 0];
    const char *w = t->text;
    if (!strcmp(w, "if") && !is_ident(last, "then") && !is_punct(last, ")"))
        return; /* a failed IF statement; `if (c)` alone is a construct missing THEN */
    if ((!strcmp(w, "where") || !strcmp(w, "forall")) && !is_punct(last, ")"))
        return;
    if (!strcmp(w, "selectcase") || !strcmp(w, "selecttype"))
        w = "select";
    int i = end_word_index(w);
    if (i >= 0)
        b->failed_openers[i]++;
}

/* Parse the current statement (p->ll).  Keywords are not reserved, so the
 * order of the tries matters: assignments first (`if(i) = 1`), then unit
 * headers, specification statements, and executable statements. */
/* `!pgi$ ignore_tkr [(tkr)] a, [(k)] b` (also `!dir$`, and PGI's `ignore_tr`
 * spelling): list = N_NAME of the dummies, ival = which checks to drop
 * (1 type, 2 kind, 4 rank, 8 device attribute: book C.1; the default is
 * tkr, tr for ignore_tr).  Other directives are kept as text only. */
static Node *parse_compiler_directive(const LogicalLine *ll)
{
    Node *d = new_node(N_COMPILER_DIRECTIVE, ll->loc);
    d->str = ll->text;
    const char *p = ll->text;
    int tkr = strncasecmp(p, "ignore_tkr", 10) == 0 ? 10 : strncasecmp(p, "ignore_tr", 9) == 0 ? 9 : 0;
    if (!tkr)
        return d;
    d->name = intern(p, (size_t)tkr);
    unsigned all = tkr == 10 ? 7 : 5;
    p += tkr;
    Node **tail = &d->list;
    for (;;) {
        while (*p == ' ' || *p == ',')
            p++;
        unsigned which = all;
        if (*p == '(') {
            which = 0;
            for (p++; *p && *p != ')'; p++) {
                char c = (char)tolower((unsigned char)*p);
                which |= c == 't' ? 1u : c == 'k' ? 2u : c == 'r' ? 4u : c == 'd' ? 8u : 0u;
            }
            if (*p)
                p++;
            while (*p == ' ')
                p++;
        }
        const char *b = p;
        while (isalnum((unsigned char)*p) || *p == '_')
            p++;
        if (p == b)
            break;
        Node *n = new_node(N_NAME, ll->col_loc[b - ll->text]);
        n->name = intern(b, (size_t)(p - b));
        n->ival = which;
        tail = list_push(tail, n);
    }
    return d;
}

/* ------------------------------------------------- expression depth */

typedef struct Pending {
    const Node *n;
    int depth;
} Pending;

/* The nodes still to visit, kept from one statement to the next. */
static Pending *pending;
static int npending, cappending;

static void visit_later(const Node *n, int depth)
{
    if (!n)
        return;
    if (npending == cappending) {
        cappending = cappending ? 2 * cappending : 64;
        pending = xrealloc(pending, (size_t)cappending * sizeof *pending);
    }
    pending[npending++] = (Pending){n, depth};
}

/* The node of a statement's tree deepest below it, when that is more than
 * MAX_EXPR_DEPTH levels (an N_ARG is no level of its own); NULL otherwise.
 * The parser's recursion is bounded by parse_enter, but a chain a+b+c...
 * is parsed by a loop into a tree as deep as the chain is long, and every
 * later pass recurses down it.  Iterative, with a stack of its own. */
static const Node *too_deep(const Node *stmt)
{
    npending = 0;
    visit_later(stmt, 0);
    while (npending > 0) {
        Pending top = pending[--npending];
        const Node *e = top.n;
        if (top.depth > MAX_EXPR_DEPTH)
            return e;
        int d = top.depth + (e->kind != N_ARG);
        visit_later(e->next, top.depth);
        const Node *kids[] = {e->lhs, e->rhs, e->stride, e->kind_param, e->cond, e->mask, e->args,
                              e->list, e->body, e->orelse, e->launch, e->stream, e->init,
                              e->charlen, e->dims, e->codims, e->attrs.dims, e->attrs.codims,
                              e->ts ? e->ts->kind_expr : NULL, e->ts ? e->ts->len : NULL,
                              e->ts ? e->ts->type_params : NULL};
        for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
            visit_later(kids[i], d);
    }
    return NULL;
}

static Node *parse_stmt_in(Builder *b, Parser *p, int in_type, bool in_interface)
{
    const LogicalLine *ll = p->ll;
    /* The tree keeps no pointer into the previous statement's tokens. */
    free(p->toks);
    p->toks = NULL;
    p->ntoks = 0;
    p->pos = 0;
    if (ll->sentinel == SENT_OMP)
        return parse_omp_directive(p);
    if (ll->sentinel == SENT_DIR)
        return parse_compiler_directive(ll);
    p->toks = lex_statement(ll, p->sf->form, &p->ntoks);
    if (!p->toks)
        return new_node(N_ERROR_STMT, ll->loc);
    int errors = error_count();
#define UNTOUCHED (!n && p->pos == 0 && error_count() == errors)
    Node *n = NULL;
    Token *t0 = peek(p), *t1 = peek_at(p, 1);
    bool guard = (is_ident(t0, "type") && is_ident(t1, "is") && is_punct(peek_at(p, 2), "(")) ||
                 (is_ident(t0, "class") && (is_ident(t1, "is") || is_ident(t1, "default")));
    bool procedure_stmt = is_ident(t0, "procedure") ||
                          (is_ident(t0, "module") && is_ident(t1, "procedure"));
    if (ll->sentinel == SENT_CUF) {
        n = parse_cuf_directive(p);
    } else if (ll->sentinel == SENT_ACC) {
        n = parse_acc_directive(p);
    } else if (looks_like_assignment(p) || guard) {
        n = parse_executable_stmt(p);
    } else {
        /* In an interface block `module procedure f` lists specifics; in a
         * submodule it opens a separate module procedure body. */
        if (in_interface && procedure_stmt)
            n = parse_specification_stmt(p, in_type);
        if (UNTOUCHED && !in_type)
            n = parse_unit_header(p);
        if (UNTOUCHED)
            n = parse_specification_stmt(p, in_type);
        if (UNTOUCHED)
            n = parse_executable_stmt(p);
    }
#undef UNTOUCHED
    const Node *deep = n ? too_deep(n) : NULL;
    if (deep) {
        error_at(deep->loc, "expression too deep: more than %d levels of operators (split the chain "
                            "of operators into several statements)", MAX_EXPR_DEPTH);
        n = NULL;
    }
    if (!n) {
        if (error_count() == errors)
            error_at(ll->loc, "this statement could not be parsed");
        if (b)
            note_failed_opener(b, p);
        n = new_node(N_ERROR_STMT, ll->loc);
    }
    return n;
}

static Node *read_statement(Builder *b, Parser *p, int in_type, bool in_interface)
{
    p->ll = &p->sf->stmts[p->stmt];
    Node *s = parse_stmt_in(b, p, in_type, in_interface);
    s->src = p->ll;
    s->label = p->ll->label;
    return s;
}

Node *parse_statement(Parser *p, int in_type)
{
    return read_statement(NULL, p, in_type, false);
}

/* The next statement, or NULL at the end of the file. */
static Node *next_statement(Builder *b, int in_type, bool in_interface)
{
    if (b->pending) {
        Node *s = b->pending;
        b->pending = NULL;
        return s;
    }
    Parser *p = &b->p;
    if (p->stmt >= p->sf->nstmts || b->stopped)
        return NULL;
    Node *s = read_statement(b, p, in_type, in_interface);
    p->stmt++;
    return s;
}

/* ------------------------------------------------------ open constructs */

static void push(Builder *b, Node *n)
{
    if (b->nopen == b->capopen) {
        b->capopen = b->capopen ? 2 * b->capopen : 32;
        b->open = xrealloc(b->open, (size_t)b->capopen * sizeof *b->open);
    }
    b->open[b->nopen++] = n;
}

static void pop(Builder *b)
{
    b->nopen--;
}

/* Does the open construct or unit at depth i take terminator s? */
static bool accepts(Builder *b, int i, const Node *s)
{
    const Node *n = b->open[i];
    switch ((int)s->kind) {
    case N_END_STMT:
        if (!is_unit_kind(n->kind))
            return s->str && end_word(n) && !strcmp(s->str, end_word(n));
        /* A unit takes a bare END, its own END, or — when no enclosing
         * unit would — another unit's END (reported as a mismatch). */
        if (!s->str || !strcmp(s->str, end_word(n)))
            return true;
        if (!is_unit_end_word(s->str))
            return false;
        for (int j = i - 1; j >= 0; j--)
            if (accepts(b, j, s))
                return false;
        return true;
    case N_ELSE_IF: case N_ELSE: return n->kind == N_IF;
    case N_CASE: return n->kind == N_SELECT_CASE;
    case N_TYPE_GUARD: return n->kind == N_SELECT_TYPE;
    case N_RANK_CASE: return n->kind == N_SELECT_RANK;
    case N_ELSEWHERE: return n->kind == N_WHERE;
    case N_CONTAINS_STMT: return is_unit_kind(n->kind) || n->kind == N_DERIVED_TYPE;
    case N_ACC: return n->kind == N_ACC && !strcmp(s->name + 4, n->name);
    default: return false;
    }
}

/* A terminator that the innermost open construct does not take.  If an
 * enclosing one takes it, the innermost was left open: report that and
 * hand the statement back (returns true: close the innermost now).
 * Otherwise it matches nothing: report and drop it (returns false). */
static bool foreign_terminator(Builder *b, Node *s)
{
    Node *owner = b->open[b->nopen - 1];
    for (int i = b->nopen - 2; i >= 0; i--) {
        if (accepts(b, i, s)) {
            error_at(s->loc, "%s is not closed (missing %s) before this %s statement",
                     describe(owner), missing_end(owner), stmt_title(s));
            note_at(owner->loc, "%s begins here", describe(owner));
            b->pending = s;
            return true;
        }
    }
    int forgiven = (int)s->kind == N_END_STMT && s->str ? end_word_index(s->str) : -1;
    if (forgiven >= 0 && b->failed_openers[forgiven] > 0) {
        b->failed_openers[forgiven]--;
        return false;
    }
    if ((int)s->kind == N_CONTAINS_STMT)
        error_at(s->loc, "a CONTAINS statement cannot appear inside %s", describe(owner));
    else
        error_at(s->loc, "%s statement without matching %s", stmt_title(s), matching_opener(s));
    return false;
}

/* After a body ended with NULL: if the file ended, the construct is open. */
static void report_if_unclosed(Builder *b, Node *n)
{
    if (b->pending || b->ended_label || b->stopped)
        return;
    error_at(n->loc, "%s is not closed (missing %s at the end of the file)", describe(n),
             missing_end(n));
}

static bool label_ends_open_do(Builder *b, int label)
{
    for (int i = 0; i < b->nopen; i++)
        if (b->open[i]->kind == N_DO && b->open[i]->do_label == label)
            return true;
    return false;
}

/* ------------------------------------------------------------- bodies */

static Node *build(Builder *b, Node *s);

/* Read statements into *body until one that ends or divides the innermost
 * open construct — returned to the caller — or until the block ends some
 * other way (returns NULL): the end of the file, a statement labelled
 * `do_label` that ends this label-terminated DO (b->ended_label), or a
 * terminator handed back to an enclosing construct (b->pending). */
static Node *parse_body(Builder *b, Node **body, int do_label)
{
    Node *owner = b->open[b->nopen - 1];
    Node **tail = body;
    for (;;) {
        Node *s = next_statement(b, 0, false);
        if (!s)
            return NULL;
        if (is_terminator(s)) {
            if (accepts(b, b->nopen - 1, s))
                return s;
            if (foreign_terminator(b, s))
                return NULL;
            continue;
        }
        if (is_unit_kind(s->kind)) {
            error_at(s->loc, "%s is not closed (missing %s%s) before this %s statement",
                     describe(owner), missing_end(owner),
                     is_unit_kind(owner->kind) ? " or CONTAINS" : "", stmt_title(s));
            b->pending = s;
            return NULL;
        }
        bool may_end_loop = !is_opener(s);
        s = build(b, s);
        tail = list_push(tail, s);
        int label = b->ended_label;
        if (!label && may_end_loop && s->label && label_ends_open_do(b, s->label)) {
            label = b->ended_label = s->label;
            b->ended_src = s->src;
        }
        if (!label)
            continue;
        if (label == do_label)
            return NULL;
        if (label_ends_open_do(b, label)) {
            error_at(b->ended_src->loc,
                     "the statement labelled %d ends a DO loop while %s inside it is still open",
                     label, describe(owner));
            note_at(owner->loc, "%s begins here", describe(owner));
            return NULL;
        }
        b->ended_label = 0; /* every loop it ended is closed */
    }
}

/* A construct part (ELSE, CASE, ...) may repeat the construct name. */
static void check_part_name(const Node *n, const Node *part)
{
    if (part->name && (!n->name || strcmp(part->name, n->name)))
        error_at(part->loc, "%s names '%s', but the construct is %s", stmt_title(part),
                 part->name, n->name ? format("named '%s'", n->name) : "unnamed");
}

/* END of a construct: the name must be repeated exactly (F2008 C810...). */
static void end_construct(Node *n, Node *end)
{
    n->end_src = end->src;
    if (n->kind == N_ACC)
        return; /* its name is the directive, not a construct name */
    if (n->name && !end->name)
        error_at(end->loc, "%s must repeat the construct name '%s'", stmt_title(end), n->name);
    else
        check_part_name(n, end);
    if (n->kind == N_DO && n->do_label && end->label != n->do_label)
        error_at(end->loc, "the END DO of the DO loop with label %d must have label %d",
                 n->do_label, n->do_label);
}

/* END of a unit, type or interface: the name is optional but must match;
 * the keyword, when given, must match the unit. */
static void end_unit(Builder *b, Node *n, Node *end)
{
    n->end_src = end->src;
    int forgiven = end->str ? end_word_index(end->str) : -1;
    if (is_implicit_program(n) && forgiven >= 0 && b->failed_openers[forgiven] > 0)
        b->failed_openers[forgiven]--; /* the unit whose header failed */
    else if (end->str && strcmp(end->str, end_word(n)))
        error_at(end->loc, "%s does not match %s", stmt_title(end), describe(n));
    else if (end->name && is_implicit_program(n))
        error_at(end->loc, "END PROGRAM cannot name a main program that has no PROGRAM "
                           "statement");
    else if (end->name && n->name && strcmp(end->name, n->name))
        error_at(end->loc, "%s %s does not match %s", stmt_title(end), end->name,
                 describe(n));
}

/* DO, FORALL, ASSOCIATE, BLOCK, CRITICAL, !$acc regions: one body. */
static Node *build_block(Builder *b, Node *n)
{
    push(b, n);
    Node *end = parse_body(b, &n->body, n->kind == N_DO ? n->do_label : 0);
    if (end)
        end_construct(n, end);
    else if (n->kind == N_DO && n->do_label && b->ended_label == n->do_label)
        n->end_src = b->ended_src;
    else
        report_if_unclosed(b, n);
    pop(b);
    return n;
}

/* IF / ELSE IF / ELSE / END IF and WHERE / ELSEWHERE / END WHERE. */
static Node *build_chain(Builder *b, Node *n)
{
    push(b, n);
    Node *part = n;
    bool seen_final = false; /* ELSE, or ELSEWHERE without a mask */
    for (;;) {
        Node *t = parse_body(b, &part->body, 0);
        if (!t) {
            report_if_unclosed(b, n);
            break;
        }
        if ((int)t->kind == N_END_STMT) {
            end_construct(n, t);
            break;
        }
        /* a part after the final one is reported and kept out of the tree,
         * which later passes (run for more errors) must find well formed */
        bool stray = seen_final;
        if (stray)
            error_at(t->loc, "%s cannot follow the %s that ends the %s construct",
                     stmt_title(t), n->kind == N_IF ? "ELSE" : "unmasked ELSEWHERE",
                     title(n));
        seen_final = stray || t->kind == N_ELSE || (t->kind == N_ELSEWHERE && !t->cond);
        check_part_name(n, t);
        if (!stray)
            part->orelse = t;
        part = t;
    }
    pop(b);
    return n;
}

/* SELECT CASE / TYPE / RANK: the parts go to n->list, each with a body. */
static Node *build_select(Builder *b, Node *n)
{
    push(b, n);
    Node *stray = NULL;
    Node *t = parse_body(b, &stray, 0);
    if (stray)
        error_at(stray->loc, "no statement may come between %s and its first %s", title(n),
                 n->kind == N_SELECT_CASE ? "CASE" : n->kind == N_SELECT_TYPE ? "type guard"
                                                                              : "RANK");
    bool seen_default = false;
    Node **tail = &n->list;
    while (t && (int)t->kind != N_END_STMT) {
        bool is_default = (t->kind == N_CASE && !t->list) || (t->kind == N_TYPE_GUARD && t->op == 'd') ||
                          (t->kind == N_RANK_CASE && !t->lhs);
        if (is_default && seen_default)
            error_at(t->loc, "%s has a second DEFAULT part", describe(n));
        seen_default |= is_default;
        check_part_name(n, t);
        tail = list_push(tail, t);
        t = parse_body(b, &t->body, 0);
    }
    if (t)
        end_construct(n, t);
    else
        report_if_unclosed(b, n);
    pop(b);
    return n;
}

/* The DO loop that a directive governs: the next statement, which must be
 * a DO; otherwise the statement is handed back. */
static Node *attach_loop(Builder *b, Node *directive)
{
    Node *s = next_statement(b, 0, false);
    if (!s || s->kind != N_DO) {
        error_at(directive->loc, "%s must be followed by a DO loop", title(directive));
        b->pending = s;
        return NULL;
    }
    return build(b, s);
}

/* !$cuf kernel do(n): the loop nest that follows (its shape is checked by
 * src/cuda/cufloop.c, guide 2.11.2). */
static Node *build_cuf_kernel(Builder *b, Node *n)
{
    n->body = attach_loop(b, n);
    return n;
}

/* !$acc directives: regions take statements up to their `!$acc end`;
 * loop directives take the next DO loop (and an optional matching end);
 * atomic takes the next statement (and an optional `!$acc end atomic`). */
static Node *build_acc(Builder *b, Node *n)
{
    if (acc_is_region(n->name))
        return build_block(b, n);
    if (acc_is_loop(n->name)) {
        n->body = attach_loop(b, n);
    } else {
        Node *s = next_statement(b, 0, false);
        if (!s || is_terminator(s) || is_opener(s)) {
            error_at(n->loc, "!$acc atomic must be followed by an assignment");
            b->pending = s;
            return n;
        }
        n->body = s;
    }
    if (!n->body || b->ended_label || b->pending)
        return n;
    Node *end = next_statement(b, 0, false);
    if (end && end->kind == N_ACC && !strncmp(end->name, "end ", 4) &&
        !strcmp(end->name + 4, n->name))
        n->end_src = end->src;
    else
        b->pending = end;
    return n;
}

/* A derived-type definition: components, then bindings after CONTAINS. */
static Node *build_type(Builder *b, Node *n)
{
    n->kind = N_DERIVED_TYPE;
    push(b, n);
    int part = 1;
    Node **tails[3] = {NULL, &n->body, &n->contains};
    for (;;) {
        Node *s = next_statement(b, part, false);
        if (!s) {
            report_if_unclosed(b, n);
            break;
        }
        if ((int)s->kind == N_CONTAINS_STMT && part == 1) {
            part = 2;
            continue;
        }
        if ((int)s->kind == N_END_STMT && accepts(b, b->nopen - 1, s)) {
            end_unit(b, n, s);
            break;
        }
        if (is_terminator(s)) {
            if (foreign_terminator(b, s))
                break;
            continue;
        }
        if (s->kind < N_TYPE_DECL || (s->kind > N_STMT_FUNCTION && s->kind != N_ERROR_STMT)) {
            error_at(s->loc, "this statement cannot appear in a derived-type definition");
            continue;
        }
        tails[part] = list_push(tails[part], s);
    }
    pop(b);
    return n;
}

static Node *build_unit(Builder *b, Node *u);

/* What an interface block or an ENUM may hold: the statement to keep
 * (built), or NULL after a diagnostic. */
static Node *interface_item(Builder *b, Node *s)
{
    if (s->kind == N_SUBROUTINE || s->kind == N_FUNCTION)
        return build_unit(b, s);
    if (s->kind == N_MODULE_PROC_STMT || s->kind == N_PROCEDURE_DECL || s->kind == N_ERROR_STMT)
        return s;
    error_at(s->loc, "an interface block holds only interface bodies and PROCEDURE statements");
    return NULL;
}

static Node *enum_item(Builder *b, Node *s)
{
    (void)b;
    if (s->kind == N_ENUMERATOR || s->kind == N_ERROR_STMT)
        return s;
    error_at(s->loc, "an ENUM definition holds only ENUMERATOR statements");
    return NULL;
}

/* An interface block or an ENUM definition: its items up to the END. */
static Node *build_list_construct(Builder *b, Node *n, NodeKind kind, bool in_interface,
                                  Node *(*item)(Builder *, Node *))
{
    n->kind = kind;
    push(b, n);
    Node **tail = &n->body;
    for (;;) {
        Node *s = next_statement(b, 0, in_interface);
        if (!s) {
            report_if_unclosed(b, n);
            break;
        }
        if (is_terminator(s)) {
            if (accepts(b, b->nopen - 1, s)) {
                end_unit(b, n, s);
                break;
            }
            if (foreign_terminator(b, s))
                break;
            continue;
        }
        if ((s = item(b, s)))
            tail = list_push(tail, s);
    }
    pop(b);
    return n;
}

/* May `s` open one more level?  The builder recurses once per level, and
 * so do the passes after it. */
static bool room_for(Builder *b, Node *s)
{
    if (b->nopen < MAX_CONSTRUCT_DEPTH)
        return true;
    error_at(s->loc, "constructs nested too deeply (more than %d levels); the rest of the file is "
                     "not read", MAX_CONSTRUCT_DEPTH);
    b->stopped = true;
    return false;
}

static Node *build(Builder *b, Node *s)
{
    if (is_opener(s) && !room_for(b, s))
        return s;
    switch ((int)s->kind) {
    case N_IF: case N_WHERE:
        return s->kind == N_WHERE && s->ival ? s : build_chain(b, s);
    case N_DO: case N_ASSOCIATE: case N_BLOCK: case N_CRITICAL:
        return build_block(b, s);
    case N_FORALL:
        return s->ival ? s : build_block(b, s);
    case N_SELECT_CASE: case N_SELECT_TYPE: case N_SELECT_RANK:
        return build_select(b, s);
    case N_CUF_KERNEL:
        return build_cuf_kernel(b, s);
    case N_ACC:
        return is_opener(s) ? build_acc(b, s) : s;
    case N_TYPE_BEGIN:
        return build_type(b, s);
    case N_INTERFACE_BEGIN:
        return build_list_construct(b, s, N_INTERFACE, true, interface_item);
    case N_ENUM_BEGIN:
        return build_list_construct(b, s, N_ENUM, false, enum_item);
    default:
        return s;
    }
}

/* ---------------------------------------------------------------- units */

/* The subprograms after CONTAINS, up to the unit's END (returned). */
static Node *parse_contains(Builder *b, Node *u)
{
    Node **tail = &u->contains;
    for (;;) {
        Node *s = next_statement(b, 0, false);
        if (!s)
            return NULL;
        if (is_terminator(s)) {
            if ((int)s->kind == N_END_STMT && accepts(b, b->nopen - 1, s))
                return s;
            if ((int)s->kind == N_CONTAINS_STMT && accepts(b, b->nopen - 1, s)) {
                error_at(s->loc, "%s already has a CONTAINS statement", describe(u));
                continue;
            }
            if (foreign_terminator(b, s))
                return NULL;
            continue;
        }
        if (s->kind == N_SUBROUTINE || s->kind == N_FUNCTION || s->kind == N_SEPARATE_PROC) {
            tail = list_push(tail, build_unit(b, s));
        } else if (is_unit_kind(s->kind)) {
            error_at(s->loc, "%s is not closed (missing %s) before this %s statement",
                     describe(u), missing_end(u), stmt_title(s));
            b->pending = s;
            return NULL;
        } else {
            error_at(s->loc, "only subprograms may follow CONTAINS in %s", describe(u));
        }
    }
}

static Node *build_unit(Builder *b, Node *u)
{
    if (!room_for(b, u))
        return u;
    push(b, u);
    Node *end = parse_body(b, &u->body, 0);
    if (end && (int)end->kind == N_CONTAINS_STMT) {
        u->has_contains = true;
        if (u->kind == N_BLOCK_DATA)
            error_at(end->loc, "BLOCK DATA cannot contain subprograms");
        end = parse_contains(b, u);
    }
    if (end)
        end_unit(b, u, end);
    else
        report_if_unclosed(b, u);
    pop(b);
    return u;
}

Node *parse_file(SourceFile *sf)
{
    Builder b = {0};
    b.p.sf = sf;
    b.p.cuda = sf->cuda;
    Node *units = NULL, **tail = &units;
    for (;;) {
        Node *s = next_statement(&b, 0, false);
        if (!s)
            break;
        if (is_unit_kind(s->kind)) {
            tail = list_push(tail, build_unit(&b, s));
            continue;
        }
        bool program_end = (int)s->kind == N_END_STMT && (!s->str || !strcmp(s->str, "program"));
        if (is_terminator(s) && !program_end) {
            int forgiven = (int)s->kind == N_END_STMT ? end_word_index(s->str) : -1;
            if (forgiven >= 0 && b.failed_openers[forgiven] > 0)
                b.failed_openers[forgiven]--;
            else
                error_at(s->loc, "%s statement without matching %s", stmt_title(s),
                         matching_opener(s));
            continue;
        }
        /* A main program without a PROGRAM statement (F2008 R1101). */
        Node *program = new_node(N_PROGRAM, s->loc);
        b.pending = s;
        tail = list_push(tail, build_unit(&b, program));
    }
    free(b.open);
    return units;
}
