/* cpp.c — the ISO C macro operators in a preprocessed Fortran file.
 *
 * gfortran's preprocessor runs in traditional mode, which knows neither
 * `#x` (stringification) nor `a ## b` (token pasting); nvfortran's knows
 * both.  Traditional mode substitutes parameters inside string literals
 * and joins tokens across an empty comment, so the replacement list of a
 * `#define` is respelled for it: `#x` -> `"x"`, `a ## b` -> `a/ ** /b`
 * (without the blanks).  Other lines are kept byte for byte. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "driver/driver.h"
#include "front/front.h"

static bool is_name_start(char c) { return isalpha((unsigned char)c) || c == '_'; }
static bool is_name_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* Whether the name at s (n bytes) is one of the macro's parameters, which
 * `params` lists as written between its parentheses. */
static bool is_param(const char *params, size_t plen, const char *s, size_t n) {
    for (size_t i = 0; i < plen;) {
        while (i < plen && !is_name_start(params[i])) i++;
        size_t start = i;
        while (i < plen && is_name_char(params[i])) i++;
        if (i - start == n && !memcmp(params + start, s, n)) return true;
    }
    return false;
}

/* Respell the replacement list body[0..n) into b; true when it changed. */
static bool respell_body(StrBuf *b, const char *body, size_t n, const char *params, size_t plen) {
    bool changed = false;
    char quote = 0;
    for (size_t i = 0; i < n; i++) {
        char c = body[i];
        if (quote) {
            if (c == quote) quote = 0;
            sb_putn(b, &c, 1);
        } else if (c == '"' || c == '\'') {
            quote = c;
            sb_putn(b, &c, 1);
        } else if (c == '#' && i + 1 < n && body[i + 1] == '#') {
            while (b->len && (b->s[b->len - 1] == ' ' || b->s[b->len - 1] == '\t')) b->s[--b->len] = 0;
            sb_puts(b, "/**/");
            for (i += 2; i < n && (body[i] == ' ' || body[i] == '\t'); i++) {}
            i--;
            changed = true;
        } else if (c == '#' && params) {
            size_t j = i + 1;
            while (j < n && (body[j] == ' ' || body[j] == '\t')) j++;
            size_t start = j;
            while (j < n && is_name_char(body[j])) j++;
            if (j > start && is_name_start(body[start]) && is_param(params, plen, body + start, j - start)) {
                sb_printf(b, "\"%.*s\"", (int)(j - start), body + start);
                i = j - 1;
                changed = true;
            } else {
                sb_puts(b, "#");
            }
        } else {
            sb_putn(b, &c, 1);
        }
    }
    return changed;
}

/* The `#define` whose first line starts at `line` and whose text (with its
 * backslash continuations) is line[0..n): its respelling appended to b;
 * true when it changed. */
static bool respell_define(StrBuf *b, const char *line, size_t n) {
    size_t i = 0;
    while (i < n && line[i] != '#') i++;
    for (i++; i < n && (line[i] == ' ' || line[i] == '\t'); i++) {}
    i += 6; /* define */
    while (i < n && (line[i] == ' ' || line[i] == '\t')) i++;
    while (i < n && is_name_char(line[i])) i++;
    const char *params = NULL;
    size_t plen = 0;
    if (i < n && line[i] == '(') {
        params = line + i + 1;
        while (i < n && line[i] != ')') i++;
        plen = (size_t)(line + i - params);
        if (i < n) i++;
    }
    size_t mark = b->len;
    sb_putn(b, line, i);
    if (respell_body(b, line + i, n - i, params, plen)) return true;
    b->len = mark;
    b->s[mark] = 0;
    return false;
}

/* The name of the directive on line [s, end) ("define", "if", ...) and its
 * length, or NULL when the line is no directive. */
static const char *directive(const char *s, const char *end, size_t *n) {
    while (s < end && (*s == ' ' || *s == '\t')) s++;
    if (s == end || *s++ != '#') return NULL;
    while (s < end && (*s == ' ' || *s == '\t')) s++;
    const char *name = s;
    while (s < end && is_name_char(*s)) s++;
    *n = (size_t)(s - name);
    return name;
}

static bool is_directive(const char *name, size_t n, const char *word) {
    return name && n == strlen(word) && !strncmp(name, word, n);
}

static bool is_define(const char *s, const char *end) {
    size_t n;
    const char *name = directive(s, end, &n);
    return is_directive(name, n, "define") && name + n < end && (name[n] == ' ' || name[n] == '\t');
}

static bool is_known_directive(const char *name, size_t n) {
    static const char *const known[] = {"define", "undef", "include", "include_next", "import", "if", "ifdef",
                                        "ifndef", "elif", "else", "endif", "line", "error", "warning", "pragma",
                                        "ident", "sccs", "assert", "unassert", NULL};
    for (int i = 0; known[i]; i++)
        if (is_directive(name, n, known[i])) return true;
    return false;
}

bool cpp_check_conditionals(const char *path, const char *text, size_t len) {
    enum { MAX_OPEN = 4096 };
    static struct { Loc at; bool seen_else; } open[MAX_OPEN];
    int depth = 0, line_no = 0;
    bool ok = true;
    const char *end = text + len;
    for (const char *line = text; line < end && ok;) {
        const char *eol = memchr(line, '\n', (size_t)(end - line));
        if (!eol) eol = end;
        line_no++;
        size_t n;
        const char *name = directive(line, eol, &n);
        const char *what = NULL;
        if (name) {
            /* the line as written, for the diagnostic's source line */
            Loc at = {path, line_no, (int)(strchr(line, '#') - line) + 1};
            source_note_line(path, line_no, xstrndup(line, (size_t)(eol - line)));
            if (is_directive(name, n, "if") || is_directive(name, n, "ifdef") || is_directive(name, n, "ifndef")) {
                if (depth == MAX_OPEN) what = "conditionals nested deeper than 4096";
                else open[depth].at = at, open[depth++].seen_else = false;
            } else if (is_directive(name, n, "elif") || is_directive(name, n, "else")) {
                if (!depth) what = "without #if";
                else if (open[depth - 1].seen_else) what = "after #else";
                else open[depth - 1].seen_else = is_directive(name, n, "else");
            } else if (is_directive(name, n, "endif")) {
                if (!depth) what = "without #if";
                else depth--;
            } else if (!depth && n && !isdigit((unsigned char)*name) && !is_known_directive(name, n)) {
                /* (in a group cpp may skip, cpp says nothing) */
                what = "is not a preprocessing directive";
            }
            if (what) {
                error_at(at, "#%.*s %s", (int)n, name, what);
                ok = false;
            }
        }
        line = eol + (eol < end);
    }
    if (ok && depth) {
        error_at(open[depth - 1].at, "#if without #endif");
        ok = false;
    }
    return ok;
}

char *cpp_respell_macros(const char *text, size_t len, size_t *out_len) {
    StrBuf b = {0};
    bool changed = false;
    const char *end = text + len;
    for (const char *line = text; line < end;) {
        /* the logical line: physical lines joined by a final backslash */
        const char *eol = line;
        for (;;) {
            while (eol < end && *eol != '\n') eol++;
            if (eol < end && eol > line && eol[-1] == '\\') { eol++; continue; }
            break;
        }
        size_t n = (size_t)(eol - line);
        if (!(is_define(line, eol) && respell_define(&b, line, n)))
            sb_putn(&b, line, n);
        else
            changed = true;
        if (eol < end) sb_puts(&b, "\n");
        line = eol + (eol < end);
    }
    if (!changed) {
        free(b.s);
        return NULL;
    }
    *out_len = b.len;
    return b.s;
}
