/* fixed_form.c — blanks are insignificant in fixed form (F2008 3.3.3.2):
 * `D O 10 I = 1 , 3`, `DO10I=1,3`, `REALX`, `CALLSUB(N)` and `.G T.` are all
 * valid.  The free-form lexer needs blanks between a keyword and a name, so
 * each fixed-form statement is canonicalised first: every blank outside a
 * character literal is removed, then one blank is put back after the
 * keywords the statement starts with.  Whether a statement starts with a
 * keyword at all is decided as the standard does: `DO10I=1.5` is an
 * assignment to DO10I, `DO10I=1,5` a DO statement. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "front/front.h"

typedef struct Canon {
    char *s;
    Loc *loc;
    int len, cap;
} Canon;

static void put(Canon *c, char ch, Loc loc) {
    if (c->len + 2 > c->cap) {
        c->cap = c->cap ? c->cap * 2 : 128;
        c->s = xrealloc(c->s, (size_t)c->cap);
        c->loc = xrealloc(c->loc, (size_t)c->cap * sizeof *c->loc);
    }
    c->s[c->len] = ch;
    c->loc[c->len++] = loc;
    c->s[c->len] = 0;
}

static bool at_word(const char *s, int pos, const char *w) {
    return strncasecmp(s + pos, w, strlen(w)) == 0;
}

static bool is_name_char(char c) { return isalnum((unsigned char)c) || c == '_' || c == '$'; }

/* Index just past the ')' matching the '(' at s[pos], or -1. */
static int skip_parens(const char *s, int n, int pos) {
    int depth = 0;
    char quote = 0;
    for (int i = pos; i < n; i++) {
        char c = s[i];
        if (quote) {
            if (c == quote) quote = 0;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == '(') {
            depth++;
        } else if (c == ')' && --depth == 0) {
            return i + 1;
        }
    }
    return -1;
}

/* An assignment (or pointer assignment): a '=' at parenthesis depth 0 not
 * part of a relational operator, and no comma at depth 0 after it. */
static bool is_assignment(const char *s, int n, int pos) {
    if (!isalpha((unsigned char)s[pos])) return false;
    int depth = 0, eq = -1;
    char quote = 0;
    for (int i = pos; i < n; i++) {
        char c = s[i];
        if (quote) {
            if (c == quote) quote = 0;
            continue;
        }
        if (c == '\'' || c == '"') quote = c;
        else if (c == '(' || c == '[') depth++;
        else if (c == ')' || c == ']') depth--;
        else if (depth == 0 && c == '=' && eq < 0) {
            char prev = i > pos ? s[i - 1] : 0, next = i + 1 < n ? s[i + 1] : 0;
            if (next == '=' || prev == '=' || prev == '/' || prev == '<' || prev == '>') continue;
            eq = i;
        } else if (depth == 0 && c == ',' && eq >= 0) {
            return false;
        }
    }
    return eq >= 0;
}

typedef struct Split {
    const char *s;
    int n;
    int *at;        /* positions before which a blank goes */
    int count;
} Split;

static void blank_before(Split *sp, int pos) {
    if (pos <= 0 || pos >= sp->n || sp->s[pos - 1] == ' ') return;
    sp->at = xgrow(sp->at, sp->count, sizeof(int));
    sp->at[sp->count++] = pos;
}

static void split_statement(Split *sp, int pos);

/* After a type keyword: kind or length selector, then possibly FUNCTION. */
static void split_after_type(Split *sp, int pos) {
    const char *s = sp->s;
    int n = sp->n;
    if (pos < n && s[pos] == '*') {
        pos++;
        if (pos < n && s[pos] == '(') pos = skip_parens(s, n, pos);
        else
            while (pos < n && isdigit((unsigned char)s[pos])) pos++;
    } else if (pos < n && s[pos] == '(') {
        pos = skip_parens(s, n, pos);
    }
    if (pos < 0 || pos >= n) return;
    blank_before(sp, pos);
    if (at_word(s, pos, "function") && pos + 8 < n && isalpha((unsigned char)s[pos + 8])) {
        int e = pos + 8;
        while (e < n && is_name_char(s[e])) e++;
        if (e < n && s[e] == '(') blank_before(sp, pos + 8);
    }
}

typedef enum { KW_PLAIN, KW_TYPE, KW_DO, KW_PREFIX, KW_PAREN_PREFIX, KW_END, KW_IMPLICIT, KW_ASSIGN } KwKind;

/* Statement keywords; `inner` is where a two-word keyword takes its blank. */
static const struct { const char *word; KwKind kind; int inner; } keywords[] = {
    {"doubleprecision", KW_TYPE, 6}, {"doublecomplex", KW_TYPE, 6}, {"integer", KW_TYPE, 0},
    {"real", KW_TYPE, 0}, {"complex", KW_TYPE, 0}, {"logical", KW_TYPE, 0},
    {"character", KW_TYPE, 0}, {"type(", KW_TYPE, 0}, {"implicitnone", KW_PLAIN, 8},
    {"implicit", KW_IMPLICIT, 0}, {"blockdata", KW_PLAIN, 5}, {"elseif", KW_PLAIN, 4},
    {"selectcase", KW_PLAIN, 6}, {"casedefault", KW_PLAIN, 4}, {"recursive", KW_PREFIX, 0},
    {"elemental", KW_PREFIX, 0}, {"pure", KW_PREFIX, 0}, {"subroutine", KW_PLAIN, 0},
    /* CUDA Fortran's prefixes (guide 3.1; nvfortran's kernel prefixes) */
    {"attributes(", KW_PAREN_PREFIX, 0}, {"launch_bounds(", KW_PAREN_PREFIX, 0},
    {"cluster_dims(", KW_PAREN_PREFIX, 0},
    {"function", KW_PLAIN, 0}, {"program", KW_PLAIN, 0}, {"entry", KW_PLAIN, 0},
    {"call", KW_PLAIN, 0}, {"goto", KW_PLAIN, 0}, {"assign", KW_ASSIGN, 0},
    {"dowhile", KW_PLAIN, 2}, {"do", KW_DO, 0}, {"print", KW_PLAIN, 0},
    {"return", KW_PLAIN, 0}, {"stop", KW_PLAIN, 0}, {"pause", KW_PLAIN, 0},
    {"continue", KW_PLAIN, 0}, {"common", KW_PLAIN, 0}, {"data", KW_PLAIN, 0},
    {"dimension", KW_PLAIN, 0}, {"external", KW_PLAIN, 0}, {"intrinsic", KW_PLAIN, 0},
    {"save", KW_PLAIN, 0}, {"parameter", KW_PLAIN, 0}, {"equivalence", KW_PLAIN, 0},
    {"namelist", KW_PLAIN, 0}, {"allocatable", KW_PLAIN, 0}, {"allocate", KW_PLAIN, 0},
    {"deallocate", KW_PLAIN, 0}, {"nullify", KW_PLAIN, 0}, {"open", KW_PLAIN, 0},
    {"close", KW_PLAIN, 0}, {"inquire", KW_PLAIN, 0}, {"rewind", KW_PLAIN, 0},
    {"backspace", KW_PLAIN, 0}, {"endfile", KW_PLAIN, 3}, {"read", KW_PLAIN, 0},
    {"write", KW_PLAIN, 0}, {"cycle", KW_PLAIN, 0}, {"exit", KW_PLAIN, 0},
    {"use", KW_PLAIN, 0}, {"moduleprocedure", KW_PLAIN, 6}, {"module", KW_PLAIN, 0},
    {"contains", KW_PLAIN, 0}, {"interface", KW_PLAIN, 0}, {"procedure", KW_PLAIN, 0},
    {"case", KW_PLAIN, 0}, {"else", KW_PLAIN, 0}, {"end", KW_END, 0},
};

/* Constructs and units an END may name. */
static const char *const end_words[] = {
    "blockdata", "subroutine", "function", "program", "module", "interface", "select",
    "where", "forall", "type", "do", "if", NULL};

static void split_statement(Split *sp, int pos) {
    const char *s = sp->s;
    int n = sp->n;
    if (pos >= n) return;
    /* Logical IF, WHERE and FORALL statements carry a statement of their own. */
    static const char *const guarded[] = {"if(", "where(", "forall(", NULL};
    for (int g = 0; guarded[g]; g++) {
        if (!at_word(s, pos, guarded[g])) continue;
        int after = skip_parens(s, n, pos + (int)strlen(guarded[g]) - 1);
        if (after < 0 || after >= n || !isalpha((unsigned char)s[after])) return;
        if (!strcasecmp(s + after, "then")) {
            blank_before(sp, after);
            return;
        }
        blank_before(sp, after);
        split_statement(sp, after);
        return;
    }
    if (is_assignment(s, n, pos)) return;
    for (size_t k = 0; k < sizeof keywords / sizeof keywords[0]; k++) {
        const char *w = keywords[k].word;
        if (!at_word(s, pos, w)) continue;
        int len = (int)strlen(w);
        if (keywords[k].inner) blank_before(sp, pos + keywords[k].inner);
        int after = pos + len;
        switch (keywords[k].kind) {
        case KW_TYPE:
            if (w[len - 1] == '(') {
                int close = skip_parens(s, n, after - 1);
                if (close > 0) split_after_type(sp, close);
            } else {
                split_after_type(sp, after);
            }
            return;
        case KW_PREFIX:
            blank_before(sp, after);
            split_statement(sp, after);
            return;
        case KW_PAREN_PREFIX: { /* attributes(global)subroutinek(n), attributes(device)::a */
            int close = skip_parens(s, n, after - 1);
            if (close > 0 && close < n && isalpha((unsigned char)s[close])) {
                blank_before(sp, close);
                split_statement(sp, close);
            }
            return;
        }
        case KW_IMPLICIT:
            blank_before(sp, after);
            for (size_t t = 0; t < sizeof keywords / sizeof keywords[0]; t++)
                if (keywords[t].kind == KW_TYPE && at_word(s, after, keywords[t].word)) {
                    if (keywords[t].inner) blank_before(sp, after + keywords[t].inner);
                    split_after_type(sp, after + (int)strlen(keywords[t].word));
                    break;
                }
            return;
        case KW_DO:
            blank_before(sp, after);
            if (after < n && isdigit((unsigned char)s[after])) {
                int e = after;
                while (e < n && isdigit((unsigned char)s[e])) e++;
                if (e < n && s[e] == ',') e++;
                blank_before(sp, e);
            }
            return;
        case KW_ASSIGN: { /* ASSIGN 10 TO k */
            int e = after;
            while (e < n && isdigit((unsigned char)s[e])) e++;
            blank_before(sp, after);
            if (at_word(s, e, "to")) {
                blank_before(sp, e);
                blank_before(sp, e + 2);
            }
            return;
        }
        case KW_END:
            for (int i = 0; end_words[i]; i++)
                if (at_word(s, after, end_words[i])) {
                    blank_before(sp, after);
                    if (!strcmp(end_words[i], "blockdata")) blank_before(sp, after + 5);
                    blank_before(sp, after + (int)strlen(end_words[i]));
                    return;
                }
            blank_before(sp, after);
            return;
        case KW_PLAIN:
            if (after < n && is_name_char(s[after])) blank_before(sp, after);
            else if (after < n && s[after] == '*' && !strcasecmp(w, "print")) blank_before(sp, after);
            return;
        }
    }
}

static int compare_int(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

void fixed_form_canonicalize(LogicalLine *ll) {
    Canon squeezed = {0};
    char quote = 0;
    for (int i = 0; i < ll->len; i++) {
        char c = ll->text[i];
        if (quote) {
            if (c == quote) quote = 0;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == ' ' || c == '\t') {
            continue;
        }
        put(&squeezed, c, ll->col_loc[i]);
    }
    if (!squeezed.len) return;
    /* A FORMAT statement keeps its text: the lexer takes it raw. */
    Split sp = {.s = squeezed.s, .n = squeezed.len};
    split_statement(&sp, 0);
    if (sp.count) qsort(sp.at, (size_t)sp.count, sizeof(int), compare_int);
    Canon out = {0};
    int next = 0;
    for (int i = 0; i < squeezed.len; i++) {
        while (next < sp.count && sp.at[next] == i) {
            put(&out, ' ', squeezed.loc[i]);
            next++;
        }
        put(&out, squeezed.s[i], squeezed.loc[i]);
    }
    Loc end = ll->col_loc[ll->len];
    put(&out, 0, end);
    out.len--;
    ll->text = out.s;
    ll->len = out.len;
    ll->col_loc = out.loc;
    ll->col_loc[out.len] = end;
    free(squeezed.s);
    free(squeezed.loc);
    free(sp.at);
}
