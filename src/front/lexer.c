/* lexer.c — one logical statement to tokens.
 *
 * Keywords are not reserved (F2008 3.2.1): every word is a TK_IDENT,
 * lower-cased and interned, and the parser decides what it means.  Names
 * may contain '$' and may start with '_': the cudadevice module's
 * intrinsics are called __shfl_xor, __fdividef ... (guide 3.6.8, 3.8).  Blanks
 * and tabs separate tokens in both source forms (source.c keeps the blanks
 * of fixed-form text; blanks inside fixed-form names are not supported).
 *
 * Decisions the grammar leaves to the lexer:
 *   - `1.eq.2`: digits followed by '.', letters and '.' are an integer and
 *     an operator; `1.e5`, `1.d0`, `1.` are reals (F2008 R414-R418).
 *   - `(/` is formed when '(' is directly followed by '/' that is not the
 *     start of `//`, `/=` or `/)` (so `operator(/)`, `operator(//)` and
 *     `operator(/=)` lex as '(' op ')'); `/)` is formed only when the
 *     innermost open bracket is a `(/`, so `data (a(i),i=1,2)/1,2/` works.
 *   - `::` is always one token: the parser splits it where a section
 *     triplet `a(::2)` needs two colons.
 *   - `<<<` and `>>>` (CUDA chevrons, guide 3.4) are always formed: they
 *     cannot occur in plain Fortran.
 *   - FORMAT statements (F2008 R1001): their specification is not made of
 *     Fortran tokens (edit descriptors, Hollerith), so a statement that is
 *     `format` followed by a parenthesised list and nothing else lexes as
 *     TK_IDENT "format" and one TK_STRING whose str is the raw text from
 *     '(' to ')' inclusive and whose kind_param is "format".
 *   - Trailing BOZ forms 'ff'x, 'ff'z, '01'b, '17'o (a common extension)
 *     are recognised when the letter directly follows the closing quote and
 *     the digits fit the radix.
 *
 * The source form does not change tokenisation; lex_statement's `form`
 * argument is kept for the interface.
 */
#include "front/front.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

typedef struct Lexer {
    const LogicalLine *ll;
    const char *s;    /* ll->text */
    int len;
    int pos;
    Token *toks;
    int ntoks, cap;
    char *open;       /* open brackets: '(', '[' or '/' for `(/` */
    int depth, open_cap;
} Lexer;

/* Multi-character punctuation, longest first; then the single ones. */
static const char *const long_puncts[] = {
    "<<<", ">>>", "**", "//", "/=", "==", "=>", "<=", ">=", "::",
};
static const char single_puncts[] = "()[],:=+-*/<>%;&?";

static bool is_name_char(char c)
{
    return isalnum((unsigned char)c) || c == '_' || c == '$';
}

static Loc loc_at(Lexer *lx, int offset)
{
    return lx->ll->col_loc[offset];
}

static Token *add_token(Lexer *lx, TokenKind kind, int start)
{
    if (lx->ntoks == lx->cap) {
        lx->cap = lx->cap ? lx->cap * 2 : 32;
        lx->toks = xrealloc(lx->toks, (size_t)lx->cap * sizeof *lx->toks);
    }
    Token *t = &lx->toks[lx->ntoks++];
    memset(t, 0, sizeof *t);
    t->kind = kind;
    t->offset = start;
    t->loc = loc_at(lx, start);
    return t;
}

/* Spellings of literals are copied; names, operators and kinds interned. */
static void free_tokens(Lexer *lx)
{
    for (int i = 0; i < lx->ntoks; i++) {
        Token *t = &lx->toks[i];
        if (t->kind == TK_INT || t->kind == TK_REAL || t->kind == TK_STRING || t->kind == TK_BOZ)
            free((char *)t->text);
        if (t->kind == TK_STRING || t->kind == TK_BOZ)
            free((char *)t->str);
    }
    free(lx->toks);
}

static void push_open(Lexer *lx, char c)
{
    if (lx->depth == lx->open_cap) {
        lx->open_cap = lx->open_cap ? lx->open_cap * 2 : 16;
        lx->open = xrealloc(lx->open, (size_t)lx->open_cap);
    }
    lx->open[lx->depth++] = c;
}

static void pop_open(Lexer *lx)
{
    if (lx->depth > 0)
        lx->depth--;
}

static char innermost_open(Lexer *lx)
{
    return lx->depth > 0 ? lx->open[lx->depth - 1] : 0;
}

static bool name_fits(Lexer *lx, int start, int n, const char *what);

/* `_kind` after a literal: digits or a name (F2008 R407).  *kind is the
 * interned kind, or NULL when there is none; false after an error. */
static bool lex_kind_suffix(Lexer *lx, const char **kind)
{
    const char *s = lx->s;
    *kind = NULL;
    if (s[lx->pos] != '_' || !isalnum((unsigned char)s[lx->pos + 1]))
        return true;
    int start = ++lx->pos;
    if (isdigit((unsigned char)s[start]))
        while (isdigit((unsigned char)s[lx->pos]))
            lx->pos++;
    else
        while (is_name_char(s[lx->pos]))
            lx->pos++;
    if (!name_fits(lx, start, lx->pos - start, "kind parameter"))
        return false;
    *kind = intern(s + start, (size_t)(lx->pos - start));
    return true;
}

static bool digit_fits_radix(char c, int radix)
{
    if (radix == 16)
        return isxdigit((unsigned char)c);
    return c >= '0' && c < '0' + radix;
}

static int radix_of(char letter)
{
    switch (tolower((unsigned char)letter)) {
    case 'b': return 2;
    case 'o': return 8;
    case 'x':
    case 'z': return 16;
    default: return 0;
    }
}

/* A character literal whose opening quote is at lx->pos; `start` is where
 * its token starts (before a kind prefix).  Doubled quotes stand for one
 * (F2008 R425). */
static bool lex_string(Lexer *lx, int start, const char *kind)
{
    const char *s = lx->s;
    char q = s[lx->pos];
    int open = lx->pos++;
    /* the closing quote first: a buffer as long as the rest of the
     * statement for each of 10^5 short strings would be quadratic */
    int close = open + 1;
    while (close < lx->len && !(s[close] == q && s[close + 1] != q))
        close += s[close] == q ? 2 : 1;
    if (close >= lx->len) {
        error_at(loc_at(lx, open), "unterminated character constant");
        return false;
    }
    char *value = xmalloc((size_t)(close - open));
    int n = 0;
    for (;;) {
        char c = s[lx->pos++];
        if (c == q) {
            if (s[lx->pos] != q)
                break;
            lx->pos++;
        }
        value[n++] = c;
    }
    int radix = radix_of(s[lx->pos]);
    bool boz = !kind && radix && !is_name_char(s[lx->pos + 1]) && n > 0;
    for (int i = 0; boz && i < n; i++)
        boz = digit_fits_radix(value[i], radix);
    Token *t = add_token(lx, boz ? TK_BOZ : TK_STRING, start);
    if (boz) {
        lx->pos++;
        t->ival = radix;
    }
    t->str = value;
    t->str_len = n;
    t->kind_param = kind;
    t->text = xstrndup(s + start, (size_t)(lx->pos - start));
    return true;
}

/* b'0101', o'17', z'ff' (F2008 R463); lx->pos is at the quote. */
static bool lex_boz(Lexer *lx, int start, int radix)
{
    const char *s = lx->s;
    char q = s[lx->pos++];
    int first = lx->pos;
    while (lx->pos < lx->len && s[lx->pos] != q) {
        if (!digit_fits_radix(s[lx->pos], radix)) {
            error_at(loc_at(lx, lx->pos), "invalid digit '%c' in a %s constant", s[lx->pos],
                     radix == 2 ? "binary" : radix == 8 ? "octal" : "hexadecimal");
            return false;
        }
        lx->pos++;
    }
    if (lx->pos >= lx->len) {
        error_at(loc_at(lx, first - 1), "unterminated BOZ constant");
        return false;
    }
    if (lx->pos == first) {
        error_at(loc_at(lx, first - 1), "BOZ constant without digits");
        return false;
    }
    Token *t = add_token(lx, TK_BOZ, start);
    t->str = xstrndup(s + first, (size_t)(lx->pos - first));
    t->str_len = lx->pos - first;
    t->ival = radix;
    lx->pos++;
    t->text = xstrndup(s + start, (size_t)(lx->pos - start));
    return true;
}

/* Names have at most MAX_NAME_LENGTH characters (F2008 C301; gfortran's
 * limit, so longer ones could not reach the host compiler anyway). */
static bool name_fits(Lexer *lx, int start, int n, const char *what)
{
    if (n <= MAX_NAME_LENGTH)
        return true;
    error_at(loc_at(lx, start), "%s is longer than %d characters", what, MAX_NAME_LENGTH);
    return false;
}

static bool lex_name(Lexer *lx)
{
    const char *s = lx->s;
    int start = lx->pos;
    while (is_name_char(s[lx->pos]))
        lx->pos++;
    int n = lx->pos - start;
    char next = s[lx->pos];
    if (next == '\'' || next == '"') {
        if (n == 1 && radix_of(s[start]) && tolower((unsigned char)s[start]) != 'x')
            return lex_boz(lx, start, radix_of(s[start]));
        if (n > 1 && s[lx->pos - 1] == '_') /* kind prefix: c_char_'x' (R423) */
            return name_fits(lx, start, n - 1, "name") &&
                   lex_string(lx, start, intern(s + start, (size_t)(n - 1)));
    }
    if (!name_fits(lx, start, n, "name"))
        return false;
    add_token(lx, TK_IDENT, start)->text = intern(s + start, (size_t)n);
    return true;
}

/* An exponent letter is one only when digits follow (with a sign or not). */
static bool at_exponent(const char *s)
{
    if (s[0] == '\0' || !strchr("eEdDqQ", s[0]))
        return false;
    int i = s[1] == '+' || s[1] == '-' ? 2 : 1;
    return isdigit((unsigned char)s[i]);
}

/* Integer and real literals (F2008 R407, R413).  Starts at a digit, or at
 * '.' followed by a digit. */
static bool lex_number(Lexer *lx)
{
    const char *s = lx->s;
    int start = lx->pos;
    bool real = false;
    while (isdigit((unsigned char)s[lx->pos]))
        lx->pos++;
    if (s[lx->pos] == '.') {
        /* `1.eq.2`: the '.' starts an operator, not a fraction. */
        int j = lx->pos + 1;
        while (isalpha((unsigned char)s[j]))
            j++;
        bool op_follows = j > lx->pos + 1 && s[j] == '.';
        if (!op_follows) {
            real = true;
            lx->pos++;
            while (isdigit((unsigned char)s[lx->pos]))
                lx->pos++;
        }
    }
    if (at_exponent(s + lx->pos)) {
        real = true;
        lx->pos += s[lx->pos + 1] == '+' || s[lx->pos + 1] == '-' ? 2 : 1;
        while (isdigit((unsigned char)s[lx->pos]))
            lx->pos++;
    }
    int end = lx->pos;
    if (!real && s[end] == '_' && (s[end + 1] == '\'' || s[end + 1] == '"')) {
        lx->pos++; /* 1_'x': kind prefix of a character literal */
        return lex_string(lx, start, intern(s + start, (size_t)(end - start)));
    }
    const char *kind;
    if (!lex_kind_suffix(lx, &kind))
        return false;
    Token *t = add_token(lx, real ? TK_REAL : TK_INT, start);
    t->text = xstrndup(s + start, (size_t)(end - start));
    t->kind_param = kind;
    return true;
}

/* At '.': a real (.5), `..`, a logical literal or a dot operator. */
static bool lex_dot(Lexer *lx)
{
    const char *s = lx->s;
    int start = lx->pos;
    if (isdigit((unsigned char)s[start + 1]))
        return lex_number(lx);
    if (s[start + 1] == '.') {
        lx->pos += 2;
        add_token(lx, TK_PUNCT, start)->text = intern("..", 2);
        return true;
    }
    int j = start + 1;
    while (isalpha((unsigned char)s[j]))
        j++;
    if (j == start + 1 || s[j] != '.') {
        error_at(loc_at(lx, start), "invalid use of '.'; expected an operator such as .and.");
        return false;
    }
    if (!name_fits(lx, start + 1, j - start - 1, "operator name"))
        return false;
    lx->pos = j + 1;
    const char *word = intern(s + start, (size_t)(lx->pos - start));
    if (word == intern(".true.", 6) || word == intern(".false.", 7)) {
        Token *t = add_token(lx, TK_LOGICAL, start);
        t->text = word;
        t->ival = word[1] == 't';
        return lex_kind_suffix(lx, &t->kind_param);
    }
    add_token(lx, TK_DOTOP, start)->text = word;
    return true;
}

static bool lex_punct(Lexer *lx)
{
    const char *s = lx->s + lx->pos;
    int start = lx->pos;
    const char *p = NULL;
    if (s[0] == '(' && s[1] == '/' && !strchr("/=)", s[2])) {
        p = "(/";
        push_open(lx, '/');
    } else if (s[0] == '/' && s[1] == ')' && innermost_open(lx) == '/') {
        p = "/)";
        pop_open(lx);
    }
    for (size_t i = 0; !p && i < sizeof long_puncts / sizeof long_puncts[0]; i++)
        if (strncmp(s, long_puncts[i], strlen(long_puncts[i])) == 0)
            p = long_puncts[i];
    if (!p && s[0] && strchr(single_puncts, s[0])) {
        if (s[0] == '(' || s[0] == '[')
            push_open(lx, s[0]);
        else if (s[0] == ')' || s[0] == ']')
            pop_open(lx);
        p = intern(s, 1);
    }
    if (!p) {
        unsigned char c = (unsigned char)s[0];
        if (isprint(c))
            error_at(loc_at(lx, start), "invalid character '%c'", c);
        else
            error_at(loc_at(lx, start), "invalid character '\\x%02x'", c);
        return false;
    }
    size_t n = strlen(p);
    lx->pos += (int)n;
    add_token(lx, TK_PUNCT, start)->text = intern(p, n);
    return true;
}

/* ------------------------------------------------------------- FORMAT */

/* Index just past the ')' matching the '(' at `open`, skipping character
 * literals and Hollerith strings (nH...), or -1 when the list does not
 * close. */
static int format_spec_end(const char *s, int len, int open)
{
    int depth = 0;
    char prev = '(';
    for (int i = open; i < len; i++) {
        char c = s[i];
        if (c == '\'' || c == '"') {
            for (i++; i < len && !(s[i] == c && s[i + 1] != c); i += s[i] == c ? 2 : 1)
                ;
            if (i >= len)
                return -1;
        } else if (isdigit((unsigned char)c) && strchr("(,/:", prev)) {
            int n = 0, j = i;
            while (j < len && isdigit((unsigned char)s[j]))
                n = n * 10 + (s[j++] - '0');
            if (j < len && (s[j] == 'h' || s[j] == 'H')) {
                i = j + n;
                if (i >= len)
                    return -1;
            }
        } else if (c == '(') {
            depth++;
        } else if (c == ')' && --depth == 0) {
            return i + 1;
        }
        if (c != ' ' && c != '\t')
            prev = c;
    }
    return -1;
}

/* `format (...)` and nothing after the list: returns the offset of '('
 * and sets *end past the ')' — or -1 when the statement is something else
 * (an assignment to an array called format, say). */
static int format_statement(const char *s, int len, int *end)
{
    if (len < 7 || strncasecmp(s, "format", 6) != 0)
        return -1;
    int open = 6;
    while (s[open] == ' ' || s[open] == '\t')
        open++;
    if (s[open] != '(')
        return -1;
    int close = format_spec_end(s, len, open);
    if (close >= 0) {
        for (int i = close; i < len; i++)
            if (s[i] != ' ' && s[i] != '\t')
                return -1;
        *end = close;
    } else {
        /* An odd Hollerith count: take the list as the text up to the end. */
        if (s[len - 1] != ')')
            return -1;
        *end = len;
    }
    return open;
}

static void lex_format_statement(Lexer *lx, int open, int end)
{
    add_token(lx, TK_IDENT, 0)->text = intern("format", 6);
    Token *t = add_token(lx, TK_STRING, open);
    t->text = xstrndup(lx->s + open, (size_t)(end - open));
    t->str = xstrndup(lx->s + open, (size_t)(end - open));
    t->str_len = end - open;
    t->kind_param = intern("format", 6);
    lx->pos = end;
}

/* ------------------------------------------------------------ the loop */

static bool lex_token(Lexer *lx)
{
    char c = lx->s[lx->pos];
    if (isalpha((unsigned char)c) || c == '_')
        return lex_name(lx);
    if (isdigit((unsigned char)c))
        return lex_number(lx);
    if (c == '\'' || c == '"')
        return lex_string(lx, lx->pos, NULL);
    if (c == '.')
        return lex_dot(lx);
    return lex_punct(lx);
}

Token *lex_statement(const LogicalLine *ll, SourceForm form, int *ntokens)
{
    (void)form;
    Lexer lx = {.ll = ll, .s = ll->text, .len = ll->len};
    bool ok = true;
    int format_end;
    int format_open = format_statement(lx.s, lx.len, &format_end);
    if (format_open >= 0)
        lex_format_statement(&lx, format_open, format_end);
    while (ok) {
        while (lx.s[lx.pos] == ' ' || lx.s[lx.pos] == '\t')
            lx.pos++;
        if (lx.pos >= lx.len)
            break;
        ok = lex_token(&lx);
    }
    free(lx.open);
    if (!ok) {
        free_tokens(&lx);
        *ntokens = 0;
        return NULL;
    }
    Token *eos = add_token(&lx, TK_EOS, lx.len);
    eos->text = "";
    *ntokens = lx.ntoks;
    return lx.toks;
}
