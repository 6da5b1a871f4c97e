/* cursor.c — the token cursor shared by all parse_*.c files: looking at,
 * consuming and expecting the tokens of the current statement, and the
 * parser's error reports at the cursor. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "front/parse.h"

/* Index of the TK_EOS token that ends the statement. */
int eos_index(Parser *p)
{
    if (p->ntoks > 0 && p->toks[p->ntoks - 1].kind == TK_EOS)
        return p->ntoks - 1;
    return p->ntoks;
}

Token *peek(Parser *p)
{
    return peek_at(p, 0);
}

Token *peek_at(Parser *p, int k)
{
    int i = p->pos + k;
    int last = eos_index(p);
    if (i > last || i < 0)
        i = last;
    return &p->toks[i];
}

Token *advance(Parser *p)
{
    Token *t = peek(p);
    if (t->kind != TK_EOS)
        p->pos++;
    return t;
}

bool at_eos(Parser *p)
{
    return peek(p)->kind == TK_EOS;
}

bool is_ident(Token *t, const char *word)
{
    return t->kind == TK_IDENT && strcmp(t->text, word) == 0;
}

bool is_punct(Token *t, const char *punct)
{
    return t->kind == TK_PUNCT && strcmp(t->text, punct) == 0;
}

bool accept_ident(Parser *p, const char *word)
{
    if (!is_ident(peek(p), word))
        return false;
    advance(p);
    return true;
}

bool accept_punct(Parser *p, const char *punct)
{
    if (!is_punct(peek(p), punct))
        return false;
    advance(p);
    return true;
}

Loc tok_loc(Parser *p)
{
    return peek(p)->loc;
}

/* How a token reads in a message. */
const char *tok_spelling(Token *t)
{
    switch (t->kind) {
    case TK_EOS:
        return "end of statement";
    case TK_STRING:
        return "character constant";
    default:
        return t->text ? t->text : "?";
    }
}

Node *parse_fail(Parser *p, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    error_at(tok_loc(p), "%s", msg);
    return NULL;
}

bool expect_punct(Parser *p, const char *punct)
{
    if (accept_punct(p, punct))
        return true;
    if (at_eos(p) && (strcmp(punct, ")") == 0 || strcmp(punct, "/)") == 0 ||
                      strcmp(punct, "]") == 0))
        parse_fail(p, "unbalanced parentheses: expected '%s' before end of statement", punct);
    else
        parse_fail(p, "expected '%s' but found '%s'", punct, tok_spelling(peek(p)));
    return false;
}

bool expect_ident_kw(Parser *p, const char *word)
{
    if (accept_ident(p, word))
        return true;
    parse_fail(p, "expected '%s' but found '%s'", word, tok_spelling(peek(p)));
    return false;
}

const char *expect_name(Parser *p)
{
    if (peek(p)->kind == TK_IDENT)
        return advance(p)->text;
    parse_fail(p, "expected a name but found '%s'", tok_spelling(peek(p)));
    return NULL;
}

/* The outermost expression is entered too: it is no level of nesting. */
bool parse_enter(Parser *p)
{
    if (p->depth > MAX_EXPR_NESTING) {
        parse_fail(p, "expression nested too deeply (more than %d levels)", MAX_EXPR_NESTING);
        return false;
    }
    p->depth++;
    return true;
}

void parse_leave(Parser *p)
{
    p->depth--;
}

bool expect_eos(Parser *p)
{
    if (at_eos(p))
        return true;
    if (is_punct(peek(p), ")"))
        parse_fail(p, "unbalanced parentheses: unexpected ')'");
    else
        parse_fail(p, "junk after statement: expected end of statement but found '%s'",
                   tok_spelling(peek(p)));
    return false;
}


bool cuda_allowed(Parser *p, const char *what)
{
    if (p->cuda)
        return true;
    parse_fail(p, "'%s' is CUDA Fortran: compile with -cuda or use a .cuf file", what);
    return false;
}
