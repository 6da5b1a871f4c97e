/* parse_decl.c — specification statements (F2008 clause 5 and friends) and
 * program-unit headers, with the CUDA Fortran attributes (guide 3.1, 3.2).
 *
 * Keywords are not reserved, so every entry point first decides, by looking
 * ahead without consuming tokens or reporting anything, whether the
 * statement is of its kind:
 *   - a statement with a designator followed by a top-level '=' or '=>'
 *     (`real = 3`, `data(i) = 1`, `save(2) = x`) is an assignment;
 *   - `prefix... function name(` / `prefix... subroutine name` is a unit
 *     header even when it starts with a type (`integer function f(x)`,
 *     `type(t) function f()`), while `real :: function` declares a variable;
 *   - `type is (` and `class is (` / `class default` are select-type guards.
 * Once a statement is recognised it is parsed for good; a syntax error then
 * yields an N_ERROR_STMT (already reported) rather than NULL, so the
 * caller does not try to read it as something else.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "front/parse.h"

/* --------------------------------------------------------------- lookahead */

static Token *tok(Parser *p, int i)
{
    return peek_at(p, i - p->pos);
}

/* Index after the bracket group opened at i, or i when there is none;
 * -1 when the group is not closed. */
static int skip_group(Parser *p, int i)
{
    if (!is_punct(tok(p, i), "(") && !is_punct(tok(p, i), "(/") && !is_punct(tok(p, i), "["))
        return i;
    int depth = 0;
    for (;; i++) {
        Token *t = tok(p, i);
        if (t->kind == TK_EOS)
            return -1;
        if (is_punct(t, "(") || is_punct(t, "(/") || is_punct(t, "["))
            depth++;
        else if ((is_punct(t, ")") || is_punct(t, "/)") || is_punct(t, "]")) && --depth == 0)
            return i + 1;
    }
}

static bool is_intrinsic_type_word(Token *t)
{
    static const char *const words[] = {
        "integer", "real", "complex", "logical", "character",
        "doubleprecision", "doublecomplex",
    };
    if (t->kind != TK_IDENT)
        return false;
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (!strcmp(t->text, words[i]))
            return true;
    return false;
}

/* Does a declaration type spec start at i (`double precision` included)? */
static bool type_spec_starts(Parser *p, int i)
{
    Token *t = tok(p, i);
    if (is_intrinsic_type_word(t))
        return true;
    if (is_ident(t, "double"))
        return is_ident(tok(p, i + 1), "precision") || is_ident(tok(p, i + 1), "complex");
    return (is_ident(t, "type") || is_ident(t, "class")) && is_punct(tok(p, i + 1), "(");
}

/* Index after the declaration type spec starting at i (which must satisfy
 * type_spec_starts), or -1. */
static int skip_type_spec(Parser *p, int i)
{
    if (is_ident(tok(p, i), "double"))
        return i + 2;
    i++;
    if (is_punct(tok(p, i), "*")) {
        i++;
        return is_punct(tok(p, i), "(") ? skip_group(p, i) : i + 1;
    }
    return skip_group(p, i);
}

/* name { (...) | [...] | % name } followed by '=' or '=>' : an assignment. */
static bool assignment_ahead(Parser *p)
{
    int i = p->pos;
    if (tok(p, i)->kind != TK_IDENT)
        return false;
    i++;
    for (;;) {
        Token *t = tok(p, i);
        if (is_punct(t, "(") || is_punct(t, "[")) {
            if ((i = skip_group(p, i)) < 0)
                return false;
        } else if (is_punct(t, "%") && tok(p, i + 1)->kind == TK_IDENT) {
            i += 2;
        } else {
            return is_punct(t, "=") || is_punct(t, "=>");
        }
    }
}

static bool is_prefix_word(Token *t)
{
    static const char *const words[] = {
        "pure", "impure", "elemental", "recursive", "non_recursive", "module",
    };
    if (t->kind != TK_IDENT)
        return false;
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (!strcmp(t->text, words[i]))
            return true;
    return false;
}

/* prefix... function name( | prefix... subroutine name [( | bind | EOS] */
static bool procedure_header_ahead(Parser *p)
{
    int i = p->pos;
    for (;;) {
        Token *t = tok(p, i);
        if (is_prefix_word(t)) {
            i++;
        } else if ((is_ident(t, "attributes") || is_ident(t, "launch_bounds") || is_ident(t, "cluster_dims")) &&
                   is_punct(tok(p, i + 1), "(")) {
            if ((i = skip_group(p, i + 1)) < 0)
                return false;
        } else if (type_spec_starts(p, i)) {
            if ((i = skip_type_spec(p, i)) < 0)
                return false;
        } else {
            break;
        }
    }
    Token *kw = tok(p, i), *name = tok(p, i + 1), *after = tok(p, i + 2);
    if (name->kind != TK_IDENT)
        return false;
    if (is_ident(kw, "function"))
        return is_punct(after, "(");
    if (is_ident(kw, "subroutine"))
        return is_punct(after, "(") || after->kind == TK_EOS || is_ident(after, "bind");
    return false;
}

/* ----------------------------------------------------------- small pieces */

/* How a token reads in a message. */
static const char *spelling(Token *t)
{
    if (t->kind == TK_EOS)
        return "end of statement";
    return t->kind == TK_STRING || !t->text ? "character constant" : t->text;
}

/* Node for a name token that was just consumed. */
static Node *name_node(Token *t)
{
    Node *n = new_node(N_NAME, t->loc);
    n->name = t->text;
    return n;
}

/* name {, name} into a list of N_NAME. */
static bool name_list(Parser *p, Node **list)
{
    Node **tail = list;
    do {
        Token *t = peek(p);
        if (!expect_name(p))
            return false;
        tail = list_push(tail, name_node(t));
    } while (accept_punct(p, ","));
    return true;
}

static const char *string_value(Parser *p)
{
    if (peek(p)->kind != TK_STRING) {
        parse_fail(p, "expected a character constant");
        return NULL;
    }
    return advance(p)->str;
}

/* bind(c [, name = "x"]) with the cursor on `bind`; F2008 R509. */
static bool parse_bind(Parser *p, const char **bind_name)
{
    advance(p);
    if (!expect_punct(p, "(") || !expect_ident_kw(p, "c"))
        return false;
    if (accept_punct(p, ",")) {
        if (!expect_ident_kw(p, "name") || !expect_punct(p, "=") ||
            !(*bind_name = string_value(p)))
            return false;
    }
    return expect_punct(p, ")");
}

/* Relational operators have two spellings; generic specs use one. */
static const char *canonical_operator(const char *op)
{
    static const char *const pairs[][2] = {
        {".eq.", "=="}, {".ne.", "/="}, {".lt.", "<"}, {".le.", "<="}, {".gt.", ">"}, {".ge.", ">="},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        if (!strcmp(op, pairs[i][0]))
            return pairs[i][1];
    return op;
}

static bool generic_spec_ahead(Parser *p)
{
    Token *t = peek(p);
    if (!(is_ident(t, "operator") || is_ident(t, "assignment") || is_ident(t, "read") ||
          is_ident(t, "write")))
        return false;
    return is_punct(peek_at(p, 1), "(") || is_punct(peek_at(p, 1), "(/");
}

/* operator(op) | assignment(=) | read(formatted) | write(unformatted) ...,
 * with generic_spec_ahead true; returns the interned spelling such as
 * "operator(+)" (F2008 R1207).  The lexer may have glued a '/' operator to
 * the parentheses (`operator(/)` as "(/" ")", `operator(//)` as "(/" "/)"),
 * so the text between the parentheses is rebuilt from the tokens. */
static const char *parse_generic_spec(Parser *p)
{
    const char *word = advance(p)->text;
    char inner[64] = "";
    if (accept_punct(p, "(/"))
        strcpy(inner, "/");
    else
        advance(p); /* '(' */
    for (;;) {
        Token *t = peek(p);
        if (t->kind == TK_EOS) {
            expect_punct(p, ")");
            return NULL;
        }
        advance(p);
        if (is_punct(t, ")"))
            break;
        const char *piece = is_punct(t, "/)") ? "/" : t->text;
        if (strlen(inner) + strlen(piece) >= sizeof inner) {
            parse_fail(p, "generic specification too long");
            return NULL;
        }
        strcat(inner, piece);
        if (is_punct(t, "/)"))
            break;
    }
    if (!inner[0]) {
        parse_fail(p, "expected an operator in %s()", word);
        return NULL;
    }
    char buf[96];
    snprintf(buf, sizeof buf, "%s(%s)", word, canonical_operator(inner));
    return intern(buf, strlen(buf));
}

/* A generic spec or a plain name. */
static const char *generic_spec_or_name(Parser *p)
{
    return generic_spec_ahead(p) ? parse_generic_spec(p) : expect_name(p);
}

/* ----------------------------------------------------------- type specs */

/* A value in a character length or type parameter: '*', ':' or an expression. */
static Node *param_value(Parser *p)
{
    Token *t = peek(p);
    if (accept_punct(p, "*"))
        return new_node(N_STAR, t->loc);
    if (accept_punct(p, ":"))
        return new_node(N_COLON, t->loc);
    return parse_expr(p);
}

/* After '*' in `character*10`, `character*(*)`, `c*(n+1)` (F2008 R421). */
static Node *char_length(Parser *p)
{
    Token *t = peek(p);
    if (accept_punct(p, "(")) {
        Node *len = param_value(p);
        if (!len || !expect_punct(p, ")"))
            return NULL;
        return len;
    }
    if (t->kind == TK_INT) {
        Node *n = parse_literal_constant(p);
        return n;
    }
    return parse_fail(p, "expected a length after '*'");
}

/* After '(' of character(...): ([len=]l [, [kind=]k]) or (kind=k [, len=l])
 * (F2008 R420). */
static bool char_selector(Parser *p, TypeSpec *ts)
{
    for (int position = 0;; position++) {
        bool is_kind = position == 1;
        if (peek(p)->kind == TK_IDENT && is_punct(peek_at(p, 1), "=")) {
            if (!is_ident(peek(p), "len") && !is_ident(peek(p), "kind")) {
                parse_fail(p, "expected 'len=' or 'kind='");
                return false;
            }
            is_kind = is_ident(peek(p), "kind");
            advance(p);
            advance(p);
        }
        Node *v = is_kind ? parse_expr(p) : param_value(p);
        if (!v)
            return false;
        if (is_kind)
            ts->kind_expr = v;
        else
            ts->len = v;
        if (!accept_punct(p, ","))
            return expect_punct(p, ")");
    }
}

/* After '(' of type(t(...)): [name =] value list (F2008 R456). */
static Node *type_param_values(Parser *p)
{
    Node *list = NULL, **tail = &list;
    do {
        Node *arg = new_node(N_ARG, tok_loc(p));
        if (peek(p)->kind == TK_IDENT && is_punct(peek_at(p, 1), "=")) {
            arg->name = advance(p)->text;
            advance(p);
        }
        if (!(arg->lhs = param_value(p)))
            return NULL;
        tail = list_push(tail, arg);
    } while (accept_punct(p, ","));
    if (!expect_punct(p, ")"))
        return NULL;
    return list;
}

/* Derived type name [(type-param-values)] into ts. */
static bool derived_type_spec(Parser *p, TypeSpec *ts)
{
    if (!(ts->derived = expect_name(p)))
        return false;
    if (accept_punct(p, "(")) {
        int errors = error_count();
        ts->type_params = type_param_values(p);
        return error_count() == errors;
    }
    return true;
}

/* After type( or class(. */
static TypeSpec *type_or_class_inner(Parser *p, TypeSpec *ts, bool is_class)
{
    if (accept_punct(p, "*")) {
        ts->kind = is_class ? TS_CLASS_STAR : TS_TYPE_STAR;
    } else if (!is_class && type_spec_starts(p, p->pos) &&
               !is_ident(peek(p), "type") && !is_ident(peek(p), "class")) {
        ts = parse_type_spec(p);   /* F2008 type(integer(4)) */
        if (!ts)
            return NULL;
    } else {
        ts->kind = is_class ? TS_CLASS : TS_TYPE;
        if (!derived_type_spec(p, ts))
            return NULL;
    }
    return expect_punct(p, ")") ? ts : NULL;
}

/* With `selector_parens` false, a '(' after the type word is not read: in
 * `implicit real (a-h)` it holds the letters. */
static TypeSpec *type_spec(Parser *p, bool selector_parens)
{
    static const struct { const char *word; TypeSpecKind kind; } words[] = {
        {"integer", TS_INTEGER}, {"real", TS_REAL}, {"complex", TS_COMPLEX},
        {"logical", TS_LOGICAL}, {"character", TS_CHARACTER},
        {"doubleprecision", TS_DOUBLE_PRECISION}, {"doublecomplex", TS_DOUBLE_COMPLEX},
    };
    Token *t = peek(p);
    TypeSpec *ts = xmalloc(sizeof *ts);
    ts->loc = t->loc;
    if (t->kind != TK_IDENT) {
        parse_fail(p, "expected a type specification");
        return NULL;
    }
    if (is_ident(t, "double")) {
        advance(p);
        if (accept_ident(p, "precision"))
            ts->kind = TS_DOUBLE_PRECISION;
        else if (accept_ident(p, "complex"))
            ts->kind = TS_DOUBLE_COMPLEX;
        else
            return (TypeSpec *)parse_fail(p, "expected 'precision' or 'complex' after 'double'");
        return ts;
    }
    if ((is_ident(t, "type") || is_ident(t, "class")) && is_punct(peek_at(p, 1), "(")) {
        advance(p);
        advance(p);
        return type_or_class_inner(p, ts, is_ident(t, "class"));
    }
    size_t i = 0;
    while (i < sizeof words / sizeof words[0] && strcmp(t->text, words[i].word))
        i++;
    if (i == sizeof words / sizeof words[0]) {
        /* a derived type named alone: allocate(t :: x), [t :: ...], type is (t) */
        ts->kind = TS_TYPE;
        return derived_type_spec(p, ts) ? ts : NULL;
    }
    ts->kind = words[i].kind;
    advance(p);
    if (ts->kind == TS_DOUBLE_PRECISION || ts->kind == TS_DOUBLE_COMPLEX)
        return ts;
    if (accept_punct(p, "*")) {            /* real*8, character*10: F77 spelling */
        if (ts->kind == TS_CHARACTER)
            return (ts->len = char_length(p)) ? ts : NULL;
        if (peek(p)->kind != TK_INT)
            return (TypeSpec *)parse_fail(p, "expected a kind after '*'");
        ts->kind_expr = parse_literal_constant(p);
        ts->star_kind = true;
        return ts;
    }
    if (!selector_parens || !accept_punct(p, "("))
        return ts;
    if (ts->kind == TS_CHARACTER)
        return char_selector(p, ts) ? ts : NULL;
    if (is_ident(peek(p), "kind") && is_punct(peek_at(p, 1), "=")) {
        advance(p);
        advance(p);
    }
    if (!(ts->kind_expr = parse_expr(p)) || !expect_punct(p, ")"))
        return NULL;
    return ts;
}

TypeSpec *parse_type_spec(Parser *p)
{
    return type_spec(p, true);
}

/* ---------------------------------------------------------- array specs */

/* One array-spec or coarray-spec entry (F2008 R515-R522). */
static Node *dim_entry(Parser *p, const char *close)
{
    Token *t = peek(p);
    Node *d = new_node(N_DIM, t->loc);
    if (accept_punct(p, ":")) {
        d->op = DIM_DEFERRED;
        return d;
    }
    if (accept_punct(p, "*")) {
        d->op = DIM_ASSUMED_SIZE;
        return d;
    }
    if (accept_punct(p, "..")) {
        d->op = DIM_ASSUMED_RANK;
        return d;
    }
    Node *e = parse_expr(p);
    if (!e)
        return NULL;
    if (!accept_punct(p, ":")) {
        d->op = DIM_EXPLICIT;
        d->rhs = e;
        return d;
    }
    d->lhs = e;
    if (accept_punct(p, "*")) {
        d->op = DIM_ASSUMED_SIZE;
    } else if (is_punct(peek(p), ",") || is_punct(peek(p), close)) {
        d->op = DIM_ASSUMED_SHAPE;
    } else {
        d->op = DIM_EXPLICIT;
        if (!(d->rhs = parse_expr(p)))
            return NULL;
    }
    return d;
}

static Node *dim_list(Parser *p, const char *close)
{
    Node *list = NULL, **tail = &list;
    do {
        Node *d = dim_entry(p, close);
        if (!d)
            return NULL;
        tail = list_push(tail, d);
    } while (accept_punct(p, ","));
    if (!expect_punct(p, close))
        return NULL;
    return list;
}

Node *parse_array_spec(Parser *p)
{
    return dim_list(p, ")");
}

/* -------------------------------------------------------------- attributes */

/* Attributes that are one word (F2008 R502, plus the type-parameter and
 * binding attributes that share the syntax). */
static const struct { const char *word; unsigned flag; } plain_attrs[] = {
    {"allocatable", ATTR_ALLOCATABLE}, {"asynchronous", ATTR_ASYNCHRONOUS},
    {"contiguous", ATTR_CONTIGUOUS},   {"external", ATTR_EXTERNAL},
    {"intrinsic", ATTR_INTRINSIC},     {"optional", ATTR_OPTIONAL},
    {"parameter", ATTR_PARAMETER},     {"pointer", ATTR_POINTER},
    {"protected", ATTR_PROTECTED},     {"public", ATTR_PUBLIC},
    {"private", ATTR_PRIVATE},         {"save", ATTR_SAVE},
    {"target", ATTR_TARGET},           {"value", ATTR_VALUE},
    {"volatile", ATTR_VOLATILE},       {"kind", ATTR_KIND},
    {"len", ATTR_LEN},                 {"abstract", ATTR_ABSTRACT},
    {"deferred", ATTR_DEFERRED},       {"nopass", ATTR_NOPASS},
    {"non_overridable", ATTR_NON_OVERRIDABLE},
};

/* CUDA Fortran data attributes (guide 3.2). */
static const struct { const char *word; unsigned flag; } cuda_attrs[] = {
    {"device", CUDA_DEVICE}, {"managed", CUDA_MANAGED}, {"constant", CUDA_CONSTANT},
    {"shared", CUDA_SHARED}, {"pinned", CUDA_PINNED},   {"texture", CUDA_TEXTURE},
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* The name of an attribute (the lowest bit of flag) for messages, in
 * capitals: "ALLOCATABLE". */
const char *attr_word(unsigned flag)
{
    static const char *intents[] = {"", "INTENT(IN)", "INTENT(OUT)", "INTENT(INOUT)"};
    const char *word = "BIND(C)";
    unsigned intent = (flag & ATTR_INTENT_INOUT) / ATTR_INTENT_IN;
    flag &= -flag;
    for (size_t i = 0; i < COUNT(plain_attrs); i++)
        if (plain_attrs[i].flag == flag)
            word = plain_attrs[i].word;
    if (flag & ATTR_INTENT_INOUT)
        word = intents[intent];
    else if (flag == ATTR_DIMENSION || flag == ATTR_CODIMENSION)
        word = flag == ATTR_DIMENSION ? "DIMENSION" : "CODIMENSION";
    char *upper = format("%s", word);
    for (char *c = upper; *c; c++)
        *c = (char)toupper((unsigned char)*c);
    return upper;
}

static unsigned plain_attr_flag(Token *t)
{
    for (size_t i = 0; t->kind == TK_IDENT && i < COUNT(plain_attrs); i++)
        if (!strcmp(t->text, plain_attrs[i].word))
            return plain_attrs[i].flag;
    return 0;
}

static unsigned cuda_attr_flag(Token *t)
{
    for (size_t i = 0; t->kind == TK_IDENT && i < COUNT(cuda_attrs); i++)
        if (!strcmp(t->text, cuda_attrs[i].word))
            return cuda_attrs[i].flag;
    return 0;
}

/* intent(in | out | inout | in out) after `intent`. */
static bool parse_intent(Parser *p, Attrs *a)
{
    if (!expect_punct(p, "("))
        return false;
    if (accept_ident(p, "inout"))
        a->flags |= ATTR_INTENT_INOUT;
    else if (accept_ident(p, "out"))
        a->flags |= ATTR_INTENT_OUT;
    else if (accept_ident(p, "in"))
        a->flags |= accept_ident(p, "out") ? ATTR_INTENT_INOUT : ATTR_INTENT_IN;
    else {
        parse_fail(p, "expected 'in', 'out' or 'inout'");
        return false;
    }
    return expect_punct(p, ")");
}

/* One attribute of a declaration, binding or type statement. */
static bool parse_attr(Parser *p, Attrs *a)
{
    Token *t = peek(p);
    unsigned flag = plain_attr_flag(t), cuda = cuda_attr_flag(t);
    if ((a->flags & flag) || (a->cuda & cuda)) { /* F2008 C512: once in an attribute list */
        parse_fail(p, "duplicate %s attribute", flag ? attr_word(flag) : t->text);
        return false;
    }
    if (flag) {
        advance(p);
        a->flags |= flag;
    } else if (cuda) {
        if (!cuda_allowed(p, t->text))
            return false;
        advance(p);
        a->cuda |= cuda;
    } else if (accept_ident(p, "dimension")) {
        a->flags |= ATTR_DIMENSION;
        if (!expect_punct(p, "(") || !(a->dims = parse_array_spec(p)))
            return false;
    } else if (accept_ident(p, "codimension")) {
        a->flags |= ATTR_CODIMENSION;
        if (!expect_punct(p, "[") || !(a->codims = dim_list(p, "]")))
            return false;
    } else if (accept_ident(p, "intent")) {
        return parse_intent(p, a);
    } else if (is_ident(t, "bind")) {
        a->flags |= ATTR_BIND_C;
        return parse_bind(p, &a->bind_name);
    } else if (accept_ident(p, "pass")) {
        a->flags |= ATTR_PASS;
        if (accept_punct(p, "("))
            return (a->pass_name = expect_name(p)) && expect_punct(p, ")");
    } else {
        parse_fail(p, "unknown attribute '%s'", spelling(t));
        return false;
    }
    return true;
}

/* ---------------------------------------------------------------- entities */

/* name [*len] [(array-spec)] [[coarray-spec]] [*len] [= init | => init]
 * (F2008 R503; the length before the bounds is the F77 order `c*8(10)`). */
static Node *entity(Parser *p, bool allow_init)
{
    Token *t = peek(p);
    Node *e = new_node(N_ENTITY, t->loc);
    if (!(e->name = expect_name(p)))
        return NULL;
    if (accept_punct(p, "*") && !(e->charlen = char_length(p)))
        return NULL;
    if (accept_punct(p, "(") && !(e->dims = parse_array_spec(p)))
        return NULL;
    if (accept_punct(p, "[") && !(e->codims = dim_list(p, "]")))
        return NULL;
    if (!e->charlen && accept_punct(p, "*") && !(e->charlen = char_length(p)))
        return NULL;
    if (allow_init && (is_punct(peek(p), "=") || is_punct(peek(p), "=>"))) {
        e->op = is_punct(advance(p), "=") ? '=' : 'p';
        if (!(e->init = parse_expr(p)))
            return NULL;
    }
    return e;
}

static bool entity_list(Parser *p, Node **list, bool allow_init)
{
    Node **tail = list;
    do {
        Node *e = entity(p, allow_init);
        if (!e)
            return false;
        tail = list_push(tail, e);
    } while (accept_punct(p, ","));
    return true;
}

/* An object of an attribute statement: an entity (with bounds for
 * `dimension a(10)`), `/common-block/` (op = '/'), or a generic spec such
 * as operator(+) (op = 'g', name = its spelling). */
static Node *attr_object(Parser *p)
{
    Token *t = peek(p);
    if (accept_punct(p, "/")) {
        Node *e = new_node(N_ENTITY, t->loc);
        e->op = '/';
        if (!(e->name = expect_name(p)) || !expect_punct(p, "/"))
            return NULL;
        return e;
    }
    if (generic_spec_ahead(p)) {
        Node *e = new_node(N_ENTITY, t->loc);
        e->op = 'g';
        return (e->name = parse_generic_spec(p)) ? e : NULL;
    }
    return entity(p, false);
}

/* ---------------------------------------------------- type declarations */

/* type-spec [[, attr]... ::] entity-list (F2008 R501); also components. */
static Node *type_declaration(Parser *p)
{
    Node *n = new_node(N_TYPE_DECL, tok_loc(p));
    if (!(n->ts = parse_type_spec(p)))
        return NULL;
    if (accept_punct(p, ",")) {
        do {
            if (!parse_attr(p, &n->attrs))
                return NULL;
        } while (accept_punct(p, ","));
        if (!expect_punct(p, "::"))
            return NULL;
    } else {
        accept_punct(p, "::");
    }
    return entity_list(p, &n->list, true) ? n : NULL;
}

/* pointer (p, x), (q, y(10)) — the Cray pointer extension (gfortran
 * -fcray-pointer; in device code as nvfortran takes it, src/device/emit.c).
 * An N_ATTR_STMT with ATTR_POINTER and op = 'c'; each N_ENTITY is a
 * pointee (name, bounds) whose str is its pointer's name. */
static Node *cray_pointer_stmt(Parser *p)
{
    Node *n = new_node(N_ATTR_STMT, advance(p)->loc);
    n->attrs.flags = ATTR_POINTER;
    n->op = 'c';
    Node **tail = &n->list;
    do {
        const char *pointer;
        Node *pointee;
        if (!expect_punct(p, "(") || !(pointer = expect_name(p)) || !expect_punct(p, ",") ||
            !(pointee = entity(p, false)) || !expect_punct(p, ")"))
            return NULL;
        pointee->str = pointer;
        tail = list_push(tail, pointee);
    } while (accept_punct(p, ","));
    return n;
}

/* attr [::] object-list, and the CUDA `attributes(device[, ...]) :: a`
 * statement (guide 3.2).  `save`, `public`, `private` may stand alone. */
static Node *attribute_stmt(Parser *p)
{
    Token *t = peek(p);
    if (is_ident(t, "pointer") && is_punct(peek_at(p, 1), "("))
        return cray_pointer_stmt(p);
    Node *n = new_node(N_ATTR_STMT, t->loc);
    if (accept_ident(p, "attributes")) {
        if (!cuda_allowed(p, "attributes") || !expect_punct(p, "("))
            return NULL;
        do {
            Token *w = peek(p);
            unsigned cuda = cuda_attr_flag(w);
            if (!cuda)
                return parse_fail(p, "expected a CUDA data attribute (device, managed, "
                                     "constant, shared, pinned, texture)");
            advance(p);
            n->attrs.cuda |= cuda;
        } while (accept_punct(p, ","));
        if (!expect_punct(p, ")"))
            return NULL;
    } else if ((is_ident(t, "dimension") && !is_punct(peek_at(p, 1), "(")) ||
               (is_ident(t, "codimension") && !is_punct(peek_at(p, 1), "["))) {
        /* `dimension a(10)`: the bounds belong to each object */
        advance(p);
        n->attrs.flags |= is_ident(t, "dimension") ? ATTR_DIMENSION : ATTR_CODIMENSION;
    } else if (!parse_attr(p, &n->attrs)) {
        return NULL;
    }
    accept_punct(p, "::");
    if (at_eos(p)) {
        if (!(n->attrs.flags & (ATTR_SAVE | ATTR_PUBLIC | ATTR_PRIVATE)))
            return parse_fail(p, "expected a list of names");
        n->ival = (n->attrs.flags & (ATTR_PUBLIC | ATTR_PRIVATE)) != 0;
        return n;
    }
    Node **tail = &n->list;
    do {
        Node *e = attr_object(p);
        if (!e)
            return NULL;
        tail = list_push(tail, e);
    } while (accept_punct(p, ","));
    return n;
}

/* parameter (name = expr, ...) — F2008 R548 */
static Node *parameter_stmt(Parser *p)
{
    Node *n = new_node(N_PARAMETER, tok_loc(p));
    advance(p);
    if (!expect_punct(p, "("))
        return NULL;
    Node **tail = &n->list;
    do {
        Node *e = new_node(N_ENTITY, tok_loc(p));
        e->op = '=';
        if (!(e->name = expect_name(p)) || !expect_punct(p, "=") || !(e->init = parse_expr(p)))
            return NULL;
        tail = list_push(tail, e);
    } while (accept_punct(p, ","));
    return expect_punct(p, ")") ? n : NULL;
}

/* -------------------------------------------------------------- implicit */

/* A letter of an implicit spec. */
static Node *letter(Parser *p)
{
    Token *t = peek(p);
    if (t->kind != TK_IDENT || strlen(t->text) != 1)
        return parse_fail(p, "expected a letter");
    advance(p);
    return name_node(t);
}

/* implicit none [(type, external)] | implicit type-spec (letters), ...
 * (F2008 R560, F2018 R866).  In `implicit real (a-h)` the parentheses hold
 * the letters; in `implicit real(8) (a-h)` the first ones are the kind. */
static Node *implicit_stmt(Parser *p)
{
    Node *n = new_node(N_IMPLICIT, tok_loc(p));
    advance(p);
    if (accept_ident(p, "none")) {
        n->ival = 1;
        if (accept_punct(p, "(") && !accept_punct(p, ")")) {
            n->ival = 0;
            do {
                if (accept_ident(p, "type"))
                    n->ival |= 1;
                else if (accept_ident(p, "external"))
                    n->ival |= 2;
                else
                    return parse_fail(p, "expected 'type' or 'external'");
            } while (accept_punct(p, ","));
            if (!expect_punct(p, ")"))
                return NULL;
        }
        return n;
    }
    Node **specs = &n->list;
    do {
        Node *spec = new_node(N_IMPLICIT_SPEC, tok_loc(p));
        int after_parens = skip_group(p, p->pos + 1);
        bool kind_parens = after_parens > 0 && is_punct(tok(p, after_parens), "(");
        if (!(spec->ts = type_spec(p, kind_parens)) || !expect_punct(p, "("))
            return NULL;
        Node **tail = &spec->list;
        do {
            Node *r = new_node(N_RANGE, tok_loc(p));
            if (!(r->lhs = letter(p)))
                return NULL;
            if (accept_punct(p, "-")) {
                if (!(r->rhs = letter(p)))
                    return NULL;
            } else {
                r->rhs = name_node(&p->toks[p->pos - 1]);
            }
            tail = list_push(tail, r);
        } while (accept_punct(p, ","));
        if (!expect_punct(p, ")"))
            return NULL;
        specs = list_push(specs, spec);
    } while (accept_punct(p, ","));
    return n;
}

/* ------------------------------------------------------- use and import */

/* One item of a use only-list or rename-list: `local => remote`, a name,
 * or a generic spec (op = 'o'); F2008 R1111. */
static Node *use_item(Parser *p)
{
    Node *r = new_node(N_RENAME, tok_loc(p));
    bool generic = generic_spec_ahead(p);
    if (!(r->name = generic_spec_or_name(p)))
        return NULL;
    if (generic)
        r->op = 'o';
    if (accept_punct(p, "=>") && !(r->str = generic_spec_or_name(p)))
        return NULL;
    return r;
}

/* use [[, intrinsic | non_intrinsic] ::] name [, only: list | , renames] */
static Node *use_stmt(Parser *p)
{
    Node *n = new_node(N_USE, tok_loc(p));
    advance(p);
    if (accept_punct(p, ",")) {
        if (accept_ident(p, "intrinsic"))
            n->op = 'i';
        else if (accept_ident(p, "non_intrinsic"))
            n->op = 'n';
        else
            return parse_fail(p, "expected 'intrinsic' or 'non_intrinsic'");
        if (!expect_punct(p, "::"))
            return NULL;
    } else {
        accept_punct(p, "::");
    }
    if (!(n->name = expect_name(p)))
        return NULL;
    if (!accept_punct(p, ","))
        return n;
    if (is_ident(peek(p), "only") && is_punct(peek_at(p, 1), ":")) {
        advance(p);
        advance(p);
        n->ival = 1;
        if (at_eos(p))
            return n;
    }
    Node **tail = &n->list;
    do {
        Node *r = use_item(p);
        if (!r)
            return NULL;
        tail = list_push(tail, r);
    } while (accept_punct(p, ","));
    return n;
}

static Node *import_stmt(Parser *p)
{
    Node *n = new_node(N_IMPORT, tok_loc(p));
    advance(p);
    accept_punct(p, "::");
    if (at_eos(p))
        return n;
    return name_list(p, &n->list) ? n : NULL;
}

/* ------------------------------------------ common, equivalence, namelist */

/* `/name/` or `//` opening a common block or namelist group; *name = NULL
 * for the blank common block. */
static bool slash_name(Parser *p, const char **name, bool blank_allowed)
{
    *name = NULL;
    if (blank_allowed && accept_punct(p, "//"))
        return true;
    if (!expect_punct(p, "/"))
        return false;
    if (blank_allowed && accept_punct(p, "/"))
        return true;
    return (*name = expect_name(p)) && expect_punct(p, "/");
}

static bool slash_ahead(Parser *p)
{
    return is_punct(peek(p), "/") || is_punct(peek(p), "//");
}

/* common [/name/] a, b(10) [[,] /name/ ...] — F2008 R568 */
static Node *common_stmt(Parser *p)
{
    Node *n = new_node(N_COMMON, tok_loc(p));
    advance(p);
    Node *block = NULL, **blocks = &n->list, **tail = NULL;
    for (;;) {
        if (slash_ahead(p) || !block) {
            block = new_node(N_COMMON_BLOCK, tok_loc(p));
            if (slash_ahead(p) && !slash_name(p, &block->name, true))
                return NULL;
            blocks = list_push(blocks, block);
            tail = &block->list;
        }
        Node *e = new_node(N_ENTITY, tok_loc(p));
        if (!(e->name = expect_name(p)))
            return NULL;
        if (accept_punct(p, "(") && !(e->dims = parse_array_spec(p)))
            return NULL;
        tail = list_push(tail, e);
        if (!accept_punct(p, ",") && !slash_ahead(p))
            return n;
    }
}

/* equivalence (a, b(2)), (c, d) — F2008 R565 */
static Node *equivalence_stmt(Parser *p)
{
    Node *n = new_node(N_EQUIVALENCE, tok_loc(p));
    advance(p);
    Node **sets = &n->list;
    do {
        Node *set = new_node(N_EQUIV_SET, tok_loc(p));
        if (!expect_punct(p, "("))
            return NULL;
        Node **tail = &set->list;
        do {
            Node *d = parse_designator(p);
            if (!d)
                return NULL;
            tail = list_push(tail, d);
        } while (accept_punct(p, ","));
        if (!expect_punct(p, ")"))
            return NULL;
        sets = list_push(sets, set);
    } while (accept_punct(p, ","));
    return n;
}

/* namelist /g/ a, b [,] /g2/ c — F2008 R563 */
static Node *namelist_stmt(Parser *p)
{
    Node *n = new_node(N_NAMELIST, tok_loc(p));
    advance(p);
    Node **groups = &n->list;
    do {
        Node *g = new_node(N_NAMELIST_GROUP, tok_loc(p));
        if (!slash_name(p, &g->name, false))
            return NULL;
        Node **tail = &g->list;
        do {
            Token *t = peek(p);
            if (!expect_name(p))
                return NULL;
            tail = list_push(tail, name_node(t));
        } while (accept_punct(p, ",") && !slash_ahead(p));
        groups = list_push(groups, g);
    } while (slash_ahead(p));
    return n;
}

/* ------------------------------------------------------------------ data */

static Node *data_object(Parser *p)
{
    if (implied_do_ahead(p))
        return parse_implied_do(p, data_object);
    return parse_designator(p);
}

/* A constant of a DATA value: [sign] literal, named constant, structure
 * constructor, null() — F2008 R542. */
static Node *data_constant(Parser *p)
{
    Token *t = peek(p);
    if ((is_punct(t, "-") || is_punct(t, "+")) && peek_at(p, 1)->kind == TK_IDENT) {
        advance(p);
        Node *u = new_node(N_UNARY, t->loc);
        u->op = is_punct(t, "-") ? OP_NEG : OP_PLUS;
        return (u->lhs = parse_designator(p)) ? u : NULL;
    }
    if (t->kind == TK_IDENT)
        return parse_designator(p);
    return parse_literal_constant(p);
}

/* [repeat *] constant, where repeat is an integer literal or named constant */
static Node *data_value(Parser *p)
{
    Token *t = peek(p);
    Node *v = new_node(N_DATA_VALUE, t->loc);
    if ((t->kind == TK_INT || t->kind == TK_IDENT) && is_punct(peek_at(p, 1), "*")) {
        v->lhs = t->kind == TK_INT ? parse_literal_constant(p) : name_node(advance(p));
        advance(p);
    }
    return (v->rhs = data_constant(p)) ? v : NULL;
}

/* data objects /values/ [[,] objects /values/]... — F2008 R534 */
static Node *data_stmt(Parser *p)
{
    Node *n = new_node(N_DATA, tok_loc(p));
    advance(p);
    Node **sets = &n->list;
    do {
        Node *set = new_node(N_DATA_SET, tok_loc(p));
        Node **tail = &set->list;
        do {
            Node *o = data_object(p);
            if (!o)
                return NULL;
            tail = list_push(tail, o);
        } while (accept_punct(p, ","));
        if (!expect_punct(p, "/"))
            return NULL;
        tail = &set->args;
        do {
            Node *v = data_value(p);
            if (!v)
                return NULL;
            tail = list_push(tail, v);
        } while (accept_punct(p, ","));
        if (!expect_punct(p, "/"))
            return NULL;
        sets = list_push(sets, set);
        accept_punct(p, ",");
    } while (!at_eos(p));
    return n;
}

/* ---------------------------------------------------------------- format */

/* The lexer hands the body of a FORMAT statement over as one TK_STRING
 * whose kind_param is "format" (see lexer.c); classify() checks for it. */
static bool format_token(Token *t)
{
    return t->kind == TK_STRING && t->kind_param && !strcmp(t->kind_param, "format");
}

static Node *format_stmt(Parser *p)
{
    Node *n = new_node(N_FORMAT, advance(p)->loc);
    n->str = advance(p)->str;
    return n;
}

/* --------------------------------------- dummies, suffixes and ENTRY */

/* After '(' : dummy names or '*' (alternate return), up to ')'. */
static bool dummy_list(Parser *p, Node **list)
{
    if (accept_punct(p, ")"))
        return true;
    Node **tail = list;
    do {
        Token *t = peek(p);
        if (accept_punct(p, "*")) {
            tail = list_push(tail, new_node(N_STAR, t->loc));
        } else {
            if (!expect_name(p))
                return false;
            tail = list_push(tail, name_node(t));
        }
    } while (accept_punct(p, ","));
    return expect_punct(p, ")");
}

/* result(name) and bind(c[, name=]) in either order (F2008 R1229, R1235). */
static bool proc_suffix(Parser *p, Node *n, bool result_allowed)
{
    for (;;) {
        if (result_allowed && !n->result && accept_ident(p, "result")) {
            if (!expect_punct(p, "(") || !(n->result = expect_name(p)) || !expect_punct(p, ")"))
                return false;
        } else if (!n->bind_c && is_ident(peek(p), "bind")) {
            n->bind_c = true;
            if (!parse_bind(p, &n->bind_name))
                return false;
        } else {
            return true;
        }
    }
}

/* entry name [(dummies)] [suffix] — F2008 R1240 */
static Node *entry_stmt(Parser *p)
{
    Node *n = new_node(N_ENTRY, tok_loc(p));
    advance(p);
    if (!(n->name = expect_name(p)))
        return NULL;
    if (accept_punct(p, "(") && !dummy_list(p, &n->list))
        return NULL;
    return proc_suffix(p, n, true) ? n : NULL;
}

/* ------------------------------------------------ procedures and bindings */

/* procedure ( [interface] ): the interface is a name (str) or a type (ts). */
static bool proc_interface(Parser *p, Node *n)
{
    if (!expect_punct(p, "("))
        return false;
    if (accept_punct(p, ")"))
        return true;
    if (type_spec_starts(p, p->pos)) {
        if (!(n->ts = parse_type_spec(p)))
            return false;
    } else if (!(n->str = expect_name(p))) {
        return false;
    }
    return expect_punct(p, ")");
}

/* [, attr]... [::] — attributes of procedure declarations and bindings */
static bool attr_list_then_colons(Parser *p, Attrs *a)
{
    if (accept_punct(p, ",")) {
        do {
            if (!parse_attr(p, a))
                return false;
        } while (accept_punct(p, ","));
        return expect_punct(p, "::");
    }
    accept_punct(p, "::");
    return true;
}

/* procedure([iface]) [, attrs ::] name [=> init], ... — F2008 R1211 */
static Node *procedure_decl(Parser *p)
{
    Node *n = new_node(N_PROCEDURE_DECL, tok_loc(p));
    advance(p);
    if (!proc_interface(p, n) || !attr_list_then_colons(p, &n->attrs))
        return NULL;
    return entity_list(p, &n->list, true) ? n : NULL;
}

/* [module] procedure [::] a, b — in interface blocks (F2008 R1206) */
static Node *module_procedure_stmt(Parser *p)
{
    Node *n = new_node(N_MODULE_PROC_STMT, tok_loc(p));
    n->ival = accept_ident(p, "module");
    advance(p); /* procedure */
    accept_punct(p, "::");
    return name_list(p, &n->list) ? n : NULL;
}

/* procedure[(iface)] [, attrs] [::] name [=> impl], ... — one N_TYPE_BOUND
 * per binding, returned as a chain; str = impl, or the interface name of a
 * deferred binding (F2008 R448-R451). */
static Node *type_bound_procedure(Parser *p)
{
    Node proto = {0};
    Loc loc = tok_loc(p);
    advance(p);
    if (is_punct(peek(p), "(") && !proc_interface(p, &proto))
        return NULL;
    if (!attr_list_then_colons(p, &proto.attrs))
        return NULL;
    Node *chain = NULL, **tail = &chain;
    do {
        Node *b = new_node(N_TYPE_BOUND, loc);
        b->loc = tok_loc(p);
        b->attrs = proto.attrs;
        b->str = proto.str;
        b->ts = proto.ts;
        if (!(b->name = expect_name(p)))
            return NULL;
        if (accept_punct(p, "=>") && !(b->str = expect_name(p)))
            return NULL;
        tail = list_push(tail, b);
    } while (accept_punct(p, ","));
    chain->loc = loc;
    return chain;
}

/* generic [, access] :: spec => a, b — F2008 R452 */
static Node *generic_binding(Parser *p)
{
    Node *n = new_node(N_GENERIC_BINDING, tok_loc(p));
    advance(p);
    if (!attr_list_then_colons(p, &n->attrs) || !(n->name = generic_spec_or_name(p)) ||
        !expect_punct(p, "=>"))
        return NULL;
    return name_list(p, &n->list) ? n : NULL;
}

/* final [::] a, b — F2008 R453 */
static Node *final_binding(Parser *p)
{
    Node *n = new_node(N_FINAL, tok_loc(p));
    advance(p);
    accept_punct(p, "::");
    return name_list(p, &n->list) ? n : NULL;
}

/* ------------------------------------------- types, interfaces, enums */

/* type [[, attrs] ::] name [(k, n)] — F2008 R426 */
static Node *type_begin(Parser *p)
{
    Node *n = new_node((NodeKind)N_TYPE_BEGIN, tok_loc(p));
    advance(p);
    if (accept_punct(p, ",")) {
        do {
            if (accept_ident(p, "extends")) {
                if (!expect_punct(p, "(") || !(n->str = expect_name(p)) || !expect_punct(p, ")"))
                    return NULL;
            } else if (!parse_attr(p, &n->attrs)) {
                return NULL;
            }
        } while (accept_punct(p, ","));
        if (!expect_punct(p, "::"))
            return NULL;
    } else {
        accept_punct(p, "::");
    }
    if (!(n->name = expect_name(p)))
        return NULL;
    if (accept_punct(p, "(") && (!name_list(p, &n->list) || !expect_punct(p, ")")))
        return NULL;
    return n;
}

/* [abstract] interface [generic-spec] — F2008 R1203 */
static Node *interface_begin(Parser *p)
{
    Node *n = new_node((NodeKind)N_INTERFACE_BEGIN, tok_loc(p));
    n->ival = accept_ident(p, "abstract");
    advance(p); /* interface */
    if (!at_eos(p) && !(n->name = generic_spec_or_name(p)))
        return NULL;
    return n;
}

/* enum, bind(c) — F2008 R459 */
static Node *enum_begin(Parser *p)
{
    Node *n = new_node((NodeKind)N_ENUM_BEGIN, tok_loc(p));
    advance(p);
    if (!accept_punct(p, ",") || !is_ident(peek(p), "bind"))
        return parse_fail(p, "expected ', bind(c)' after ENUM");
    n->bind_c = true;
    return parse_bind(p, &n->bind_name) ? n : NULL;
}

/* enumerator [::] a [= expr], ... — F2008 R461 */
static Node *enumerator_stmt(Parser *p)
{
    Node *n = new_node(N_ENUMERATOR, tok_loc(p));
    advance(p);
    accept_punct(p, "::");
    return entity_list(p, &n->list, true) ? n : NULL;
}

static Node *sequence_stmt(Parser *p)
{
    return new_node(N_SEQUENCE, advance(p)->loc);
}

/* --------------------------------------------------------- unit headers */

/* attributes(host | global | device | grid_global, ...) — guide 3.1 */
static bool cuda_proc_attrs(Parser *p, unsigned *bits)
{
    static const struct { const char *word; unsigned bit; } words[] = {
        {"host", PROC_HOST}, {"global", PROC_GLOBAL}, {"device", PROC_DEVICE},
        {"grid_global", PROC_GRID_GLOBAL},
    };
    if (!cuda_allowed(p, "attributes"))
        return false;
    advance(p);
    if (!expect_punct(p, "("))
        return false;
    do {
        Token *t = peek(p);
        size_t i = 0;
        while (i < COUNT(words) && !is_ident(t, words[i].word))
            i++;
        if (i == COUNT(words)) {
            parse_fail(p, "expected 'host', 'global', 'device' or 'grid_global'");
            return false;
        }
        advance(p);
        *bits |= words[i].bit;
    } while (accept_punct(p, ","));
    return expect_punct(p, ")");
}

/* launch_bounds(...) / cluster_dims(...) of a kernel header (nvfortran;
 * CUDA C's __launch_bounds__ and __cluster_dims__): the values as written,
 * checked by src/cuda/rules.c. */
static bool kernel_prefix_values(Parser *p, Node **values)
{
    if (!cuda_allowed(p, peek(p)->text))
        return false;
    advance(p);
    if (!expect_punct(p, "("))
        return false;
    do {
        Node *e = parse_expr(p);
        if (!e)
            return false;
        list_append(values, e);
    } while (accept_punct(p, ","));
    return expect_punct(p, ")");
}

static unsigned prefix_bit(Token *t)
{
    static const struct { const char *word; unsigned bit; } words[] = {
        {"pure", PREFIX_PURE},         {"impure", PREFIX_IMPURE},
        {"elemental", PREFIX_ELEMENTAL}, {"recursive", PREFIX_RECURSIVE},
        {"non_recursive", PREFIX_NON_RECURSIVE}, {"module", PREFIX_MODULE},
    };
    for (size_t i = 0; i < COUNT(words); i++)
        if (is_ident(t, words[i].word))
            return words[i].bit;
    return 0;
}

/* [prefix]... function name(dummies) [suffix] | [prefix]... subroutine
 * name [(dummies)] [bind] — F2008 R1225-R1235, guide 3.1.  The prefixes
 * come in any order: `integer attributes(host) function f(x)`. */
static Node *procedure_header(Parser *p)
{
    Node *n = new_node(N_SUBROUTINE, tok_loc(p));
    for (;;) {
        Token *t = peek(p);
        unsigned bit = prefix_bit(t);
        if (bit) {
            advance(p);
            n->prefix |= bit;
        } else if (is_ident(t, "attributes")) {
            if (!cuda_proc_attrs(p, &n->cuda_proc))
                return NULL;
        } else if (is_ident(t, "launch_bounds") && is_punct(peek_at(p, 1), "(")) {
            if (n->launch_bounds)
                return parse_fail(p, "launch_bounds is given twice");
            if (!kernel_prefix_values(p, &n->launch_bounds))
                return NULL;
        } else if (is_ident(t, "cluster_dims") && is_punct(peek_at(p, 1), "(")) {
            if (n->cluster_dims)
                return parse_fail(p, "cluster_dims is given twice");
            if (!kernel_prefix_values(p, &n->cluster_dims))
                return NULL;
        } else if (is_ident(t, "function") || is_ident(t, "subroutine")) {
            break;
        } else if (n->ts) {
            return parse_fail(p, "a procedure has only one type");
        } else if (!(n->ts = parse_type_spec(p))) {
            return NULL;
        }
    }
    bool is_function = is_ident(advance(p), "function");
    n->kind = is_function ? N_FUNCTION : N_SUBROUTINE;
    if (!is_function && n->ts)
        return parse_fail(p, "a subroutine cannot have a type");
    if (!(n->name = expect_name(p)))
        return NULL;
    if (accept_punct(p, "(") && !dummy_list(p, &n->list))
        return NULL;
    return proc_suffix(p, n, is_function) ? n : NULL;
}

/* program name | module name */
static Node *named_unit(Parser *p, NodeKind kind)
{
    Node *n = new_node(kind, advance(p)->loc);
    return (n->name = expect_name(p)) ? n : NULL;
}

/* module procedure name — a separate module procedure body (F2008 R1237) */
static Node *separate_procedure(Parser *p)
{
    Node *n = new_node(N_SEPARATE_PROC, advance(p)->loc);
    advance(p); /* procedure */
    return (n->name = expect_name(p)) ? n : NULL;
}

/* submodule (ancestor[:parent]) name — F2008 R1117 */
static Node *submodule_stmt(Parser *p)
{
    Node *n = new_node(N_SUBMODULE, advance(p)->loc);
    advance(p); /* ( */
    const char *ancestor = expect_name(p), *parent = NULL;
    if (!ancestor || (accept_punct(p, ":") && !(parent = expect_name(p))) ||
        !expect_punct(p, ")"))
        return NULL;
    char buf[256];
    snprintf(buf, sizeof buf, "%s%s%s", ancestor, parent ? ":" : "", parent ? parent : "");
    n->str = intern(buf, strlen(buf));
    return (n->name = expect_name(p)) ? n : NULL;
}

/* block data [name] */
static Node *block_data_stmt(Parser *p)
{
    Node *n = new_node(N_BLOCK_DATA, tok_loc(p));
    if (is_ident(advance(p), "block"))
        advance(p); /* data */
    if (!at_eos(p))
        n->name = expect_name(p);
    return n;
}

/* The end of every recognised statement: end of statement required; a
 * statement that went wrong becomes N_ERROR_STMT (errors already given). */
static Node *finish_statement(Parser *p, Node *n, int errors, Loc loc)
{
    if (n && error_count() == errors && expect_eos(p))
        return n;
    if (error_count() == errors)
        parse_fail(p, "syntax error in statement");
    while (!at_eos(p))
        advance(p);
    return new_node(N_ERROR_STMT, loc);
}

Node *parse_unit_header(Parser *p)
{
    Token *t = peek(p), *t1 = peek_at(p, 1);
    if (t->kind != TK_IDENT || assignment_ahead(p))
        return NULL;
    int errors = error_count();
    Node *n;
    if (is_ident(t, "program") && t1->kind == TK_IDENT)
        n = named_unit(p, N_PROGRAM);
    else if (is_ident(t, "module") && is_ident(t1, "procedure")) {
        /* `module procedure a` alone opens a separate module procedure;
         * with a list it is an interface-block statement (not ours). */
        if (peek_at(p, 2)->kind != TK_IDENT || peek_at(p, 3)->kind != TK_EOS)
            return NULL;
        n = separate_procedure(p);
    } else if (procedure_header_ahead(p))
        n = procedure_header(p);
    else if (is_ident(t, "module") && t1->kind == TK_IDENT)
        n = named_unit(p, N_MODULE);
    else if (is_ident(t, "submodule") && is_punct(t1, "("))
        n = submodule_stmt(p);
    else if ((is_ident(t, "block") && is_ident(t1, "data")) || is_ident(t, "blockdata"))
        n = block_data_stmt(p);
    else
        return NULL;
    return finish_statement(p, n, errors, t->loc);
}

/* ------------------------------------------------- specification statements */

typedef Node *(*StmtParser)(Parser *);

/* Words that begin an attribute statement (F2008 R523-R562). */
static bool is_attr_stmt_word(Token *t)
{
    static const char *const words[] = {
        "allocatable", "asynchronous", "bind", "codimension", "contiguous", "dimension",
        "external", "intent", "intrinsic", "optional", "pointer", "protected", "save",
        "target", "value", "volatile", "public", "private",
    };
    for (size_t i = 0; i < COUNT(words); i++)
        if (is_ident(t, words[i]))
            return true;
    return false;
}

/* Statements led by one keyword, and what must follow it for the keyword
 * to mean the statement (NULL: anything; assignments are already ruled out). */
static const struct {
    const char *word;
    const char *follow; /* "(": a '(' ; "name": an identifier */
    StmtParser parse;
} keyword_stmts[] = {
    {"parameter", "(", parameter_stmt},
    {"implicit", "name", implicit_stmt},
    {"use", NULL, use_stmt},
    {"import", NULL, import_stmt},
    {"common", NULL, common_stmt},
    {"equivalence", "(", equivalence_stmt},
    {"namelist", NULL, namelist_stmt},
    {"data", NULL, data_stmt},
    {"entry", "name", entry_stmt},
    {"interface", NULL, interface_begin},
    {"enum", NULL, enum_begin},
    {"enumerator", NULL, enumerator_stmt},
};

/* A type spec followed by ',' '::' or a name: a declaration (not
 * `real(1) = 2`, which assignment_ahead already caught, nor junk). */
static bool declaration_ahead(Parser *p)
{
    int i = skip_type_spec(p, p->pos);
    if (i < 0)
        return false;
    Token *t = tok(p, i);
    return is_punct(t, ",") || is_punct(t, "::") || t->kind == TK_IDENT;
}

/* Which statement parser applies; NULL if the statement is not ours. */
static StmtParser classify(Parser *p, int in_type)
{
    Token *t = peek(p), *t1 = peek_at(p, 1);
    bool access = is_ident(t, "private") || is_ident(t, "public");
    if (in_type == 2) {
        if (is_ident(t, "procedure"))
            return type_bound_procedure;
        if (is_ident(t, "generic"))
            return generic_binding;
        if (is_ident(t, "final"))
            return final_binding;
        return access ? attribute_stmt : NULL;
    }
    if (type_spec_starts(p, p->pos))
        return declaration_ahead(p) ? type_declaration : NULL;
    if (is_ident(t, "procedure")) {
        if (is_punct(t1, "("))
            return procedure_decl;
        return in_type ? NULL : module_procedure_stmt;
    }
    if (is_ident(t, "sequence") && t1->kind == TK_EOS)
        return sequence_stmt;
    if (access)
        return attribute_stmt;
    if (in_type)
        return NULL;
    if (is_ident(t, "type")) {
        bool guard = is_ident(t1, "is") && is_punct(peek_at(p, 2), "(");
        return !guard && (is_punct(t1, ",") || is_punct(t1, "::") || t1->kind == TK_IDENT)
                   ? type_begin : NULL;
    }
    if (is_ident(t, "module") && is_ident(t1, "procedure"))
        return module_procedure_stmt;
    if (is_ident(t, "abstract") && is_ident(t1, "interface"))
        return interface_begin;
    if (is_attr_stmt_word(t) || cuda_attr_flag(t) ||
        (is_ident(t, "attributes") && is_punct(t1, "(")))
        return attribute_stmt;
    if (is_ident(t, "format"))
        return format_token(t1) ? format_stmt : NULL;
    for (size_t i = 0; i < COUNT(keyword_stmts); i++) {
        if (!is_ident(t, keyword_stmts[i].word))
            continue;
        const char *follow = keyword_stmts[i].follow;
        if (follow && !strcmp(follow, "(") && !is_punct(t1, "("))
            return NULL;
        if (follow && !strcmp(follow, "name") && t1->kind != TK_IDENT)
            return NULL;
        return keyword_stmts[i].parse;
    }
    return NULL;
}

Node *parse_specification_stmt(Parser *p, int in_type)
{
    Token *t = peek(p);
    if (t->kind != TK_IDENT || assignment_ahead(p) || procedure_header_ahead(p))
        return NULL;
    StmtParser parse = classify(p, in_type);
    if (!parse)
        return NULL;
    int errors = error_count();
    return finish_statement(p, parse(p), errors, t->loc);
}
