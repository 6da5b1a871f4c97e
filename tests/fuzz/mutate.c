/* mutate.c — grammar-aware mutation of CUDA Fortran programs for the
 * whole-pipeline fuzzer (tests/fuzz/pipeline.sh).
 *
 *   mutate SEED OUT FILE... [-- DONOR...]
 *
 * Picks one of the free-form FILEs as the base program (by SEED), applies one
 * to four mutations that keep it mostly well-formed, and writes the result to
 * OUT.EXT (EXT: the base's extension, or .cuf/.CUF instead of .f90/.F90 for
 * half of the plain-Fortran bases).  Prints "OUT.EXT BASE MUTATION..." on
 * stdout.  Statements and expressions come from all files, DONORs
 * included.  The same SEED and files give the same output.
 *
 * The unit of most mutations is the statement: a source line with its
 * continuation lines.  Mutations work on tokens (names, numbers, strings,
 * operators) and balanced parentheses, so that a replaced expression or
 * attribute is still one; the growth mutations make inputs of up to MAX_OUT
 * bytes (repeated statements and procedures, continuation chains, deep
 * nesting and parentheses around the limits cufc claims in README.md,
 * "Limits": 1000 levels). */
#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_OUT (1 << 20) /* the 1 MB inputs */

static void die(const char *msg)
{
    fprintf(stderr, "mutate: %s\n", msg);
    exit(2);
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p)
        die("out of memory");
    return p;
}

static char *xstrndup(const char *s, size_t n)
{
    char *d = xrealloc(NULL, n + 1);
    memcpy(d, s, n);
    d[n] = 0;
    return d;
}

/* ------------------------------------------------------------ randomness */

static uint64_t rng_state;

static uint64_t rng(void) /* splitmix64 */
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int pick(int n) { return n > 0 ? (int)(rng() % (uint64_t)n) : 0; }
static int chance(int percent) { return pick(100) < percent; }
#define PICK(array) (array[pick((int)(sizeof array / sizeof array[0]))])

/* ---------------------------------------------------------------- strings */

typedef struct Buf {
    char *s;
    size_t len, cap;
} Buf;

static void buf_add(Buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->s = xrealloc(b->s, b->cap);
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

static void buf_puts(Buf *b, const char *s) { buf_add(b, s, strlen(s)); }

static void buf_printf(Buf *b, const char *fmt, ...)
{
    char tmp[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    buf_puts(b, tmp);
}

/* s with [at, at+n) replaced by repl: a new string. */
static char *splice_text(const char *s, size_t at, size_t n, const char *repl)
{
    Buf b = {0};
    buf_add(&b, s, at);
    buf_puts(&b, repl);
    buf_puts(&b, s + at + n);
    return b.s;
}

/* --------------------------------------------------------------- programs */

/* A program is a list of statements; a statement is a line with its
 * continuation lines (newlines inside, none at the end). */
typedef struct Program {
    const char *path;
    char **stmt;
    int n, cap;
} Program;

/* Room for n statements at index at: the slots to fill. */
static char **prog_open(Program *p, int at, int n)
{
    if (p->n + n > p->cap) {
        p->cap = (p->n + n) * 2;
        p->stmt = xrealloc(p->stmt, p->cap * sizeof *p->stmt);
    }
    memmove(p->stmt + at + n, p->stmt + at, (p->n - at) * sizeof *p->stmt);
    p->n += n;
    return p->stmt + at;
}

static void prog_insert(Program *p, int at, char *s) { *prog_open(p, at, 1) = s; }

static void prog_remove(Program *p, int at)
{
    memmove(p->stmt + at, p->stmt + at + 1, (p->n - at - 1) * sizeof *p->stmt);
    p->n--;
}

static size_t prog_size(const Program *p)
{
    size_t n = 0;
    for (int i = 0; i < p->n; i++)
        n += strlen(p->stmt[i]) + 1;
    return n;
}

/* The line ends with '&' (trailing blanks and a comment aside). */
static int line_continues(const char *s, size_t n)
{
    char quote = 0;
    size_t end = n;
    for (size_t i = 0; i < n; i++) {
        if (quote) {
            if (s[i] == quote)
                quote = 0;
        } else if (s[i] == '\'' || s[i] == '"') {
            quote = s[i];
        } else if (s[i] == '!') {
            end = i;
            break;
        }
    }
    while (end > 0 && isspace((unsigned char)s[end - 1]))
        end--;
    return end > 0 && s[end - 1] == '&';
}

static Program *read_program(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    Buf text = {0};
    char chunk[65536];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
        buf_add(&text, chunk, got);
    fclose(f);
    Program *p = xrealloc(NULL, sizeof *p);
    *p = (Program){.path = path};
    const char *s = text.s ? text.s : "";
    while (*s) {
        const char *start = s;
        for (;;) {
            const char *eol = strchr(s, '\n');
            size_t n = eol ? (size_t)(eol - s) : strlen(s);
            int more = line_continues(s, n);
            s += n + (eol != NULL);
            if (!more || !*s)
                break;
        }
        size_t n = (size_t)(s - start);
        if (n && start[n - 1] == '\n')
            n--;
        prog_insert(p, p->n, xstrndup(start, n));
    }
    free(text.s);
    return p;
}

/* ----------------------------------------------------------------- tokens */

typedef enum { T_NAME, T_NUMBER, T_STRING, T_DOTOP, T_PUNCT } TokKind;

typedef struct Token {
    size_t at, len;
    TokKind kind;
} Token;

typedef struct Tokens {
    Token *t;
    int n;
} Tokens;

/* The tokens of a statement; comments are skipped, except that the text of
 * a directive (!$cuf, !$acc) is tokenized as code. */
static Tokens tokenize(const char *s)
{
    Tokens r = {0};
    int cap = 0;
    size_t i = 0;
    while (s[i]) {
        Token t = {.at = i};
        unsigned char c = (unsigned char)s[i];
        if (isspace(c) || c == '&') {
            i++;
            continue;
        }
        if (c == '!') {
            if (s[i + 1] == '$') {
                i += 2;
                continue;
            }
            while (s[i] && s[i] != '\n')
                i++;
            continue;
        }
        if (isalpha(c)) {
            while (isalnum((unsigned char)s[i]) || s[i] == '_')
                i++;
            t.kind = T_NAME;
        } else if (isdigit(c) || (c == '.' && isdigit((unsigned char)s[i + 1]))) {
            while (isdigit((unsigned char)s[i]) || s[i] == '.')
                i++;
            if (strchr("eEdDqQ", s[i]) && s[i] &&
                (isdigit((unsigned char)s[i + 1]) || ((s[i + 1] == '-' || s[i + 1] == '+') && isdigit((unsigned char)s[i + 2])))) {
                i += 2;
                while (isdigit((unsigned char)s[i]))
                    i++;
            }
            if (s[i] == '_')
                while (isalnum((unsigned char)s[i]) || s[i] == '_')
                    i++;
            t.kind = T_NUMBER;
        } else if (c == '\'' || c == '"') {
            i++;
            while (s[i] && !(s[i] == (char)c && s[i + 1] != (char)c)) {
                if (s[i] == (char)c)
                    i++;
                i++;
            }
            if (s[i])
                i++;
            t.kind = T_STRING;
        } else if (c == '.' && isalpha((unsigned char)s[i + 1])) {
            size_t j = i + 1;
            while (isalpha((unsigned char)s[j]))
                j++;
            if (s[j] == '.') {
                i = j + 1;
                t.kind = T_DOTOP;
            } else {
                i++;
                t.kind = T_PUNCT;
            }
        } else {
            static const char *two[] = {"**", "//", "==", "/=", "<=", ">=", "=>", "::", "<<<", ">>>"};
            size_t n = 1;
            for (size_t k = 0; k < sizeof two / sizeof two[0]; k++)
                if (!strncmp(s + i, two[k], strlen(two[k])) && strlen(two[k]) > n)
                    n = strlen(two[k]);
            i += n;
            t.kind = T_PUNCT;
        }
        t.len = i - t.at;
        if (r.n == cap) {
            cap = cap ? cap * 2 : 32;
            r.t = xrealloc(r.t, cap * sizeof *r.t);
        }
        r.t[r.n++] = t;
    }
    return r;
}

static int tok_is(const char *s, const Token *t, const char *text)
{
    return t->len == strlen(text) && !strncasecmp(s + t->at, text, t->len);
}

/* Index of the token closing the bracket opened at token `open`, or -1. */
static int matching(const char *s, const Tokens *tk, int open)
{
    int depth = 0;
    for (int i = open; i < tk->n; i++) {
        if (tk->t[i].kind != T_PUNCT)
            continue;
        if (tok_is(s, &tk->t[i], "(") || tok_is(s, &tk->t[i], "["))
            depth++;
        else if (tok_is(s, &tk->t[i], ")") || tok_is(s, &tk->t[i], "]"))
            if (--depth == 0)
                return i;
    }
    return -1;
}

/* Index of the first top-level token `text` in tokens [from, to), or -1. */
static int find_top(const char *s, const Tokens *tk, int from, int to, const char *text)
{
    int depth = 0;
    for (int i = from; i < to; i++) {
        const Token *t = &tk->t[i];
        if (t->kind != T_PUNCT)
            continue;
        if (depth == 0 && tok_is(s, t, text))
            return i;
        if (tok_is(s, t, "(") || tok_is(s, t, "["))
            depth++;
        else if (tok_is(s, t, ")") || tok_is(s, t, "]"))
            depth--;
    }
    return -1;
}

static int random_token(const Tokens *tk, TokKind kind)
{
    int count = 0, chosen = -1;
    for (int i = 0; i < tk->n; i++)
        if (tk->t[i].kind == kind && pick(++count) == 0)
            chosen = i;
    return chosen;
}

/* ----------------------------------------------------- statement classes */

static int is_directive(const char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    return s[0] == '!' && s[1] == '$';
}

static int is_declaration(const char *s, const Tokens *tk)
{
    return !is_directive(s) && find_top(s, tk, 0, tk->n, "::") >= 0;
}

/* A simple executable statement: CALL, PRINT, WRITE, or an assignment; the
 * statements that nesting and repetition move around. */
static int is_simple_exec(const char *s, const Tokens *tk)
{
    if (is_directive(s) || tk->n < 2 || tk->t[0].kind != T_NAME)
        return 0;
    if (tok_is(s, &tk->t[0], "call") || tok_is(s, &tk->t[0], "print") || tok_is(s, &tk->t[0], "write"))
        return 1;
    int eq = find_top(s, tk, 1, tk->n, "=");
    return eq > 0 && find_top(s, tk, 0, tk->n, "::") < 0 &&
           !(tok_is(s, &tk->t[0], "if") || tok_is(s, &tk->t[0], "do") || tok_is(s, &tk->t[0], "forall"));
}

/* Start of the expression of an assignment (the token after its `=`), or -1. */
static int assignment_rhs(const char *s, const Tokens *tk)
{
    if (!is_simple_exec(s, tk) || tok_is(s, &tk->t[0], "call") || tok_is(s, &tk->t[0], "print") ||
        tok_is(s, &tk->t[0], "write"))
        return -1;
    int eq = find_top(s, tk, 1, tk->n, "=");
    return eq + 1 < tk->n ? eq + 1 : -1;
}

/* ---------------------------------------------------------------- corpus */

static Program **corpus;
static int ncorpus;

static Program *donor(void) { return corpus[pick(ncorpus)]; }

/* A statement of some corpus program for which want() holds (tries a few). */
static const char *donor_statement(int (*want)(const char *, const Tokens *))
{
    for (int tries = 0; tries < 50; tries++) {
        Program *p = donor();
        if (!p->n)
            continue;
        const char *s = p->stmt[pick(p->n)];
        Tokens tk = tokenize(s);
        int ok = !want || want(s, &tk);
        free(tk.t);
        if (ok)
            return s;
    }
    return NULL;
}

static int has_rhs(const char *s, const Tokens *tk) { return assignment_rhs(s, tk) >= 0; }

/* The expression of an assignment somewhere in the corpus, on one line. */
static char *donor_expression(void)
{
    const char *s = donor_statement(has_rhs);
    if (!s)
        return xstrndup("1", 1);
    Tokens tk = tokenize(s);
    int from = assignment_rhs(s, &tk);
    Buf b = {0};
    for (int i = from; i < tk.n; i++) {
        buf_add(&b, s + tk.t[i].at, tk.t[i].len);
        buf_puts(&b, " ");
    }
    free(tk.t);
    return b.s;
}

/* ------------------------------------------------------------- mutations */

/* Each mutation changes p and returns 1, or returns 0 where it found nothing
 * to change (another is tried). */
typedef int Mutation(Program *p);

static int random_statement(const Program *p, int (*want)(const char *, const Tokens *))
{
    int count = 0, chosen = -1;
    for (int i = 0; i < p->n; i++) {
        Tokens tk = tokenize(p->stmt[i]);
        if (!want || want(p->stmt[i], &tk))
            if (pick(++count) == 0)
                chosen = i;
        free(tk.t);
    }
    return chosen;
}

static void replace_statement(Program *p, int i, char *s)
{
    free(p->stmt[i]);
    p->stmt[i] = s;
}

static int stmt_delete(Program *p)
{
    if (p->n < 2)
        return 0;
    int i = pick(p->n);
    free(p->stmt[i]);
    prog_remove(p, i);
    return 1;
}

static int stmt_duplicate(Program *p)
{
    if (!p->n)
        return 0;
    int i = pick(p->n);
    prog_insert(p, i, strdup(p->stmt[i]));
    return 1;
}

static int stmt_swap(Program *p)
{
    if (p->n < 2)
        return 0;
    int i = pick(p->n - 1), j = i + 1 + pick(p->n - i - 1 < 8 ? p->n - i - 1 : 8);
    char *t = p->stmt[i];
    p->stmt[i] = p->stmt[j];
    p->stmt[j] = t;
    return 1;
}

/* A statement of another program; declarations go among declarations. */
static int stmt_splice(Program *p)
{
    int decl = chance(40);
    const char *s = donor_statement(decl ? is_declaration : NULL);
    if (!s)
        return 0;
    int at = decl ? random_statement(p, is_declaration) : random_statement(p, is_simple_exec);
    if (at < 0)
        at = pick(p->n + 1);
    prog_insert(p, at, strdup(s));
    return 1;
}

/* An expression (the right side of an assignment, or an argument in
 * parentheses) replaced by one from the corpus, sometimes in deep parens. */
static int expr_replace(Program *p)
{
    int i = random_statement(p, NULL);
    if (i < 0)
        return 0;
    const char *s = p->stmt[i];
    Tokens tk = tokenize(s);
    size_t from, to;
    int rhs = assignment_rhs(s, &tk);
    if (rhs >= 0 && chance(50)) {
        from = tk.t[rhs].at;
        to = tk.t[tk.n - 1].at + tk.t[tk.n - 1].len;
    } else {
        int open = -1, count = 0;
        for (int k = 0; k < tk.n; k++)
            if (tok_is(s, &tk.t[k], "(") && pick(++count) == 0)
                open = k;
        int close = open >= 0 ? matching(s, &tk, open) : -1;
        if (close < 0 || close == open + 1) {
            free(tk.t);
            return 0;
        }
        /* one argument: between top-level commas */
        int a = open + 1, comma;
        while ((comma = find_top(s, &tk, a, close, ",")) >= 0 && chance(50))
            a = comma + 1;
        int b = find_top(s, &tk, a, close, ",");
        if (b < 0)
            b = close;
        if (b == a) {
            free(tk.t);
            return 0;
        }
        from = tk.t[a].at;
        to = tk.t[b - 1].at + tk.t[b - 1].len;
    }
    free(tk.t);
    char *e = donor_expression();
    replace_statement(p, i, splice_text(s, from, to - from, e));
    free(e);
    return 1;
}

static int is_named(const char *s, const Tokens *tk) { return random_token(tk, T_NAME) >= 0 && !is_directive(s); }

/* A name replaced by another name of the program. */
static int token_name(Program *p)
{
    int i = random_statement(p, is_named), j = random_statement(p, is_named);
    if (i < 0)
        return 0;
    Tokens a = tokenize(p->stmt[i]), b = tokenize(p->stmt[j]);
    int ta = random_token(&a, T_NAME), tb = random_token(&b, T_NAME);
    char *name = xstrndup(p->stmt[j] + b.t[tb].at, b.t[tb].len);
    replace_statement(p, i, splice_text(p->stmt[i], a.t[ta].at, a.t[ta].len, name));
    free(name);
    free(a.t);
    free(b.t);
    return 1;
}

static int has_number(const char *s, const Tokens *tk) { (void)s; return random_token(tk, T_NUMBER) >= 0; }

static int token_number(Program *p)
{
    static const char *numbers[] = {"0", "1", "2", "-1", "3", "32", "255", "256", "1024", "65536",
                                    "2147483647", "2147483648", "-2147483648", "9223372036854775807",
                                    "9223372036854775808", "127_1", "128_1", "32767_2", "1_8", "1_16", "1_3",
                                    "0.0", "0.5", "1.0e38", "3.5e39", "1.0d308", "1.0d309", "1e-45",
                                    "2.5_8", "1.5_4", "1.0_16", "1.0_2", "1.0q0", "(1.0, 2.0)", "huge(1)",
                                    "-0.0", "1.", ".5e-3", "0d0", "z'ff'", "b'101'", "o'17'", "123456789012345678901234567890"};
    int i = random_statement(p, has_number);
    if (i < 0)
        return 0;
    Tokens tk = tokenize(p->stmt[i]);
    int t = random_token(&tk, T_NUMBER);
    replace_statement(p, i, splice_text(p->stmt[i], tk.t[t].at, tk.t[t].len, PICK(numbers)));
    free(tk.t);
    return 1;
}

static const char *operators[] = {"+", "-", "*", "/", "**", "//", "==", "/=", "<", "<=", ">", ">=",
                                  ".and.", ".or.", ".not.", ".eqv.", ".neqv.", ".eq.", ".lt.", "="};

static int is_operator(const char *s, const Token *t)
{
    for (size_t k = 0; k < sizeof operators / sizeof operators[0]; k++)
        if (tok_is(s, t, operators[k]))
            return 1;
    return 0;
}

static int token_operator(Program *p)
{
    for (int tries = 0; tries < 20; tries++) {
        int i = pick(p->n);
        Tokens tk = tokenize(p->stmt[i]);
        int count = 0, chosen = -1;
        for (int k = 0; k < tk.n; k++)
            if ((tk.t[k].kind == T_PUNCT || tk.t[k].kind == T_DOTOP) && is_operator(p->stmt[i], &tk.t[k]) &&
                pick(++count) == 0)
                chosen = k;
        if (chosen >= 0)
            replace_statement(p, i, splice_text(p->stmt[i], tk.t[chosen].at, tk.t[chosen].len, PICK(operators)));
        free(tk.t);
        if (chosen >= 0)
            return 1;
    }
    return 0;
}

static int has_attributes_prefix(const char *s, const Tokens *tk)
{
    return !is_directive(s) && tk->n > 3 && tok_is(s, &tk->t[0], "attributes") && tok_is(s, &tk->t[1], "(");
}

/* CUDA attributes of a declaration added, removed or replaced; or those of
 * a procedure (attributes(...)) replaced. */
static int attr_change(Program *p)
{
    static const char *attrs[] = {"device", "managed", "shared", "constant", "pinned", "texture", "value",
                                  "intent(in)", "intent(out)", "intent(inout)", "allocatable", "pointer",
                                  "target", "parameter", "save", "dimension(:)", "dimension(*)",
                                  "dimension(4,4)", "contiguous", "volatile", "optional", "unified"};
    static const char *procs[] = {"global", "device", "host", "host,device", "device,host", "grid_global",
                                  "global,device", "host,global"};
    if (chance(25)) {
        int i = random_statement(p, has_attributes_prefix);
        if (i >= 0) {
            Tokens tk = tokenize(p->stmt[i]);
            int close = matching(p->stmt[i], &tk, 1);
            if (close > 2) {
                size_t from = tk.t[2].at;
                replace_statement(p, i, splice_text(p->stmt[i], from, tk.t[close].at - from, PICK(procs)));
            }
            free(tk.t);
            return close > 2;
        }
    }
    int i = random_statement(p, is_declaration);
    if (i < 0)
        return 0;
    const char *s = p->stmt[i];
    Tokens tk = tokenize(s);
    int colons = find_top(s, &tk, 0, tk.n, "::");
    int commas[64], n = 0, k = 0;
    while (n < 64 && (k = find_top(s, &tk, k, colons, ",")) >= 0)
        commas[n++] = k++;
    char *out;
    if (n == 0 || chance(40)) { /* add one */
        Buf b = {0};
        buf_puts(&b, ", ");
        buf_puts(&b, PICK(attrs));
        out = splice_text(s, tk.t[colons].at, 0, b.s);
        free(b.s);
    } else { /* remove or replace the attribute after a comma */
        int c = commas[pick(n)];
        int end = find_top(s, &tk, c + 1, colons, ",");
        size_t from = tk.t[c].at, to = tk.t[end < 0 ? colons : end].at;
        Buf b = {0};
        if (chance(50)) {
            buf_puts(&b, ", ");
            buf_puts(&b, PICK(attrs));
        }
        out = splice_text(s, from, to - from, b.s ? b.s : "");
        free(b.s);
    }
    free(tk.t);
    replace_statement(p, i, out);
    return 1;
}

static int starts_with_type(const char *s, const Tokens *tk)
{
    static const char *types[] = {"integer", "real", "complex", "logical", "character", "double", "type"};
    if (!is_declaration(s, tk) || tk->t[0].kind != T_NAME)
        return 0;
    for (size_t k = 0; k < sizeof types / sizeof types[0]; k++)
        if (tok_is(s, &tk->t[0], types[k]))
            return 1;
    return 0;
}

/* The type and kind of a declaration replaced. */
static int kind_change(Program *p)
{
    static const char *types[] = {"integer", "integer(1)", "integer(2)", "integer(4)", "integer(8)",
                                  "integer(16)", "integer(kind=8)", "real", "real(2)", "real(4)", "real(8)",
                                  "real(16)", "real(kind=kind(1.0d0))", "double precision", "complex",
                                  "complex(4)", "complex(8)", "double complex", "logical", "logical(1)",
                                  "logical(8)", "character", "character(len=8)", "character(len=*)",
                                  "type(dim3)", "type(cudaEvent)", "integer(kind=cuda_stream_kind)",
                                  "real(3)", "integer(0)"};
    int i = random_statement(p, starts_with_type);
    if (i < 0)
        return 0;
    const char *s = p->stmt[i];
    Tokens tk = tokenize(s);
    int end = 1; /* the type spec: its keyword(s) and a parenthesized kind */
    if (tok_is(s, &tk.t[0], "double") && tk.n > 1)
        end = 2;
    if (end < tk.n && tok_is(s, &tk.t[end], "(")) {
        int close = matching(s, &tk, end);
        end = close >= 0 ? close + 1 : end;
    }
    size_t from = tk.t[0].at, to = tk.t[end - 1].at + tk.t[end - 1].len;
    replace_statement(p, i, splice_text(s, from, to - from, PICK(types)));
    free(tk.t);
    return 1;
}

static int has_chevrons(const char *s, const Tokens *tk)
{
    (void)s;
    for (int k = 0; k < tk->n; k++)
        if (tok_is(s, &tk->t[k], "<<<"))
            return 1;
    return 0;
}

/* A launch configuration (of a kernel call or a !$cuf directive) replaced;
 * or the loop count of !$cuf kernel do(N). */
static int launch_change(Program *p)
{
    static const char *parts[] = {"*", "*", "1", "0", "-1", "32", "256", "1024", "1025", "n", "(n+255)/256",
                                  "dim3(2,2,1)", "dim3(0,1,1)", "grid", "tBlock", "(*,*)", "(32,4)",
                                  "(1,*)", "1.5", "1.0d0", ".true.", "'a'", "huge(1)", "2147483647",
                                  "2_8**33", "stream", "0_8", "stream=s", "(2,2,2)", "(*,*,*)"};
    int i = random_statement(p, has_chevrons);
    if (i < 0)
        return 0;
    const char *s = p->stmt[i];
    const char *open = strstr(s, "<<<"), *close = open ? strstr(open, ">>>") : NULL;
    if (!close)
        return 0;
    if (is_directive(s) && chance(30)) { /* do(N) */
        static const char *counts[] = {"do", "do(1)", "do(2)", "do(3)", "do(0)", "do(-1)", "do(9)", "do (n)"};
        const char *d = strstr(s, "do");
        if (d && d < open) {
            size_t n = 2;
            if (d[2] == '(' && strchr(d, ')') && strchr(d, ')') < open)
                n = (size_t)(strchr(d, ')') - d) + 1;
            replace_statement(p, i, splice_text(s, (size_t)(d - s), n, PICK(counts)));
            return 1;
        }
    }
    Buf b = {0};
    int n = 1 + pick(4);
    for (int k = 0; k < n; k++)
        buf_printf(&b, "%s%s", k ? ", " : "", PICK(parts));
    size_t from = (size_t)(open - s) + 3;
    replace_statement(p, i, splice_text(s, from, (size_t)(close - s) - from, b.s));
    free(b.s);
    return 1;
}

/* Depths of nesting and parentheses: mostly small, often at the limit of
 * 1000 that cufc claims, sometimes far past it. */
static int random_depth(void)
{
    static const int depths[] = {1, 2, 3, 5, 20, 100, 998, 999, 1000, 1001, 1002, 1500, 5000};
    return PICK(depths);
}

/* A run of simple executable statements wrapped in constructs, DEPTH deep. */
static int nest_deeper(Program *p)
{
    static const char *opens[][2] = {{"if (.true.) then", "end if"},
                                     {"block", "end block"},
                                     {"select case (1)\ncase default", "end select"},
                                     {"associate (fz_a => 1)", "end associate"},
                                     {"do while (.false.)", "end do"},
                                     {"if (.false.) then\nelse", "end if"}};
    int i = random_statement(p, is_simple_exec);
    if (i < 0)
        return 0;
    int j = i + 1;
    while (j < p->n && j - i < 4) {
        Tokens tk = tokenize(p->stmt[j]);
        int simple = is_simple_exec(p->stmt[j], &tk);
        free(tk.t);
        if (!simple)
            break;
        j++;
    }
    int depth = random_depth(), kind = pick(6);
    size_t each = strlen(opens[kind][0]) + strlen(opens[kind][1]) + 2;
    if ((size_t)depth * each + prog_size(p) > MAX_OUT)
        depth = (int)((MAX_OUT - prog_size(p)) / each);
    int mixed = chance(30);
    prog_open(p, j, depth);
    prog_open(p, i, depth);
    for (int d = 0; d < depth; d++) { /* the run of statements is now at i + depth .. j + depth */
        int k = mixed ? pick(6) : kind;
        p->stmt[i + d] = strdup(opens[k][0]);
        p->stmt[j + 2 * depth - 1 - d] = strdup(opens[k][1]);
    }
    return depth > 0;
}

/* A statement repeated many times (up to MAX_OUT). */
static int grow_repeat(Program *p)
{
    static const int counts[] = {10, 100, 1000, 10000, 100000};
    int i = random_statement(p, chance(80) ? is_simple_exec : NULL);
    if (i < 0)
        return 0;
    size_t len = strlen(p->stmt[i]) + 1, room = MAX_OUT > prog_size(p) ? MAX_OUT - prog_size(p) : 0;
    size_t n = (size_t)PICK(counts);
    if (n * len > room)
        n = room / len;
    char **slot = prog_open(p, i, (int)n);
    for (size_t k = 0; k < n; k++)
        slot[k] = strdup(p->stmt[i + n]);
    return n > 0;
}

/* Is statement s the start (1) or end (-1) of a subroutine or function? */
static int procedure_boundary(const char *s, const Tokens *tk)
{
    if (is_directive(s))
        return 0;
    for (int k = 0; k < tk->n && k < 8; k++) {
        if (tk->t[k].kind != T_NAME)
            return 0;
        if (tok_is(s, &tk->t[k], "subroutine") || tok_is(s, &tk->t[k], "function")) {
            if (k + 1 >= tk->n || tk->t[k + 1].kind != T_NAME)
                return 0;
            return k > 0 && tok_is(s, &tk->t[0], "end") ? -1 : 1;
        }
        if (tok_is(s, &tk->t[k], "end") && k == 0 && tk->n == 1)
            return -1;
        if (tok_is(s, &tk->t[k], "interface") || tok_is(s, &tk->t[k], "procedure") || tok_is(s, &tk->t[k], "call"))
            return 0;
    }
    return 0;
}

static int is_procedure_start(const char *s, const Tokens *tk) { return procedure_boundary(s, tk) == 1; }

/* A subroutine or function repeated, each copy renamed (NAME_fzK) where it
 * names itself. */
static int grow_procedure(Program *p)
{
    int i = random_statement(p, is_procedure_start);
    if (i < 0)
        return 0;
    int depth = 0, j = i;
    for (; j < p->n; j++) {
        Tokens tk = tokenize(p->stmt[j]);
        depth += procedure_boundary(p->stmt[j], &tk);
        free(tk.t);
        if (depth == 0)
            break;
    }
    if (j >= p->n)
        return 0;
    Tokens tk = tokenize(p->stmt[i]);
    int name = 0;
    while (!(tok_is(p->stmt[i], &tk.t[name], "subroutine") || tok_is(p->stmt[i], &tk.t[name], "function")))
        name++;
    char *old = xstrndup(p->stmt[i] + tk.t[name + 1].at, tk.t[name + 1].len);
    free(tk.t);
    size_t size = 0;
    for (int k = i; k <= j; k++)
        size += strlen(p->stmt[k]) + 1;
    static const int counts[] = {1, 2, 10, 100, 1000, 5000};
    int copies = PICK(counts);
    size_t room = MAX_OUT > prog_size(p) ? MAX_OUT - prog_size(p) : 0;
    if ((size_t)copies * size > room)
        copies = (int)(room / size);
    for (int c = 0; c < copies; c++) {
        char **slot = prog_open(p, j + 1 + c * (j - i + 1), j - i + 1);
        for (int k = i; k <= j; k++) {
            const char *s = p->stmt[k];
            Tokens t2 = tokenize(s);
            Buf b = {0};
            size_t last = 0;
            for (int m = 0; m < t2.n; m++)
                if (t2.t[m].kind == T_NAME && t2.t[m].len == strlen(old) && !strncasecmp(s + t2.t[m].at, old, t2.t[m].len)) {
                    buf_add(&b, s + last, t2.t[m].at - last);
                    buf_printf(&b, "%s_fz%d", old, c);
                    last = t2.t[m].at + t2.t[m].len;
                }
            buf_puts(&b, s + last);
            free(t2.t);
            slot[k - i] = b.s;
        }
    }
    free(old);
    return copies > 0;
}

static int is_code(const char *s, const Tokens *tk) { return !is_directive(s) && tk->n > 2; }

/* A statement split into a continuation chain: one token a line, sometimes
 * with comment lines and leading ampersands between them. */
static int grow_continuation(Program *p)
{
    int i = random_statement(p, is_code);
    if (i < 0)
        return 0;
    const char *s = p->stmt[i];
    Tokens tk = tokenize(s);
    Buf b = {0};
    int comments = chance(30), leading = chance(50);
    for (int k = 0; k < tk.n; k++) {
        if (k) {
            buf_puts(&b, " &\n");
            if (comments)
                buf_puts(&b, "! a comment line inside a continuation\n");
            buf_puts(&b, leading ? "  & " : "    ");
        }
        buf_add(&b, s + tk.t[k].at, tk.t[k].len);
    }
    free(tk.t);
    replace_statement(p, i, b.s);
    return 1;
}

/* The expression of an assignment made long: DEPTH parentheses around it,
 * or a chain of N terms (x + x + ...), sometimes on continuation lines. */
static int grow_expression(Program *p)
{
    int i = random_statement(p, has_rhs);
    if (i < 0)
        return 0;
    const char *s = p->stmt[i];
    Tokens tk = tokenize(s);
    int rhs = assignment_rhs(s, &tk);
    size_t from = tk.t[rhs].at, to = tk.t[tk.n - 1].at + tk.t[tk.n - 1].len;
    free(tk.t);
    char *e = xstrndup(s + from, to - from);
    for (char *c = e; *c; c++) /* one line: continuations dropped */
        if (*c == '&' || *c == '\n')
            *c = ' ';
    Buf b = {0};
    size_t room = MAX_OUT > prog_size(p) ? MAX_OUT - prog_size(p) : 0;
    if (chance(50)) {
        int depth = random_depth();
        if ((size_t)depth * 2 > room)
            depth = (int)(room / 2);
        for (int d = 0; d < depth; d++)
            buf_puts(&b, "(");
        buf_puts(&b, e);
        for (int d = 0; d < depth; d++)
            buf_puts(&b, ")");
    } else {
        static const int terms[] = {10, 100, 1000, 10000, 29999, 30001, 100000};
        static const char *ops[] = {" + ", " * ", " - ", " .and. ", " // ", " ** "};
        const char *op = PICK(ops);
        int n = PICK(terms), wrap = chance(40) ? 1 + pick(20) : 0;
        size_t each = strlen(e) + strlen(op) + (wrap ? 4 : 0);
        if ((size_t)n * each > room)
            n = (int)(room / each);
        buf_puts(&b, e);
        for (int k = 1; k < n; k++) {
            buf_puts(&b, op);
            if (wrap && k % wrap == 0)
                buf_puts(&b, "&\n  ");
            buf_puts(&b, "(");
            buf_puts(&b, e);
            buf_puts(&b, ")");
        }
    }
    free(e);
    replace_statement(p, i, splice_text(s, from, to - from, b.s));
    free(b.s);
    return 1;
}

/* A name of the program renamed everywhere to a long one (63 characters is
 * the limit), or a number made of many digits. */
static int grow_token(Program *p)
{
    static const int lengths[] = {31, 63, 64, 65, 200, 5000, 100000};
    int len = PICK(lengths);
    if (chance(30)) {
        int i = random_statement(p, has_number);
        if (i < 0)
            return 0;
        Tokens tk = tokenize(p->stmt[i]);
        int t = random_token(&tk, T_NUMBER);
        char *digits = xrealloc(NULL, (size_t)len + 8);
        for (int k = 0; k < len; k++)
            digits[k] = (char)('1' + k % 9);
        strcpy(digits + len, chance(50) ? "" : ".5d0");
        replace_statement(p, i, splice_text(p->stmt[i], tk.t[t].at, tk.t[t].len, digits));
        free(digits);
        free(tk.t);
        return 1;
    }
    int i = random_statement(p, is_named);
    if (i < 0)
        return 0;
    Tokens tk = tokenize(p->stmt[i]);
    int t = random_token(&tk, T_NAME);
    char *old = xstrndup(p->stmt[i] + tk.t[t].at, tk.t[t].len);
    free(tk.t);
    char *name = xrealloc(NULL, (size_t)len + 1);
    snprintf(name, (size_t)len + 1, "%s", old);
    for (int k = (int)strlen(old); k < len; k++)
        name[k] = (char)('a' + k % 26);
    name[len] = 0;
    for (int k = 0; k < p->n; k++) {
        const char *s = p->stmt[k];
        Tokens t2 = tokenize(s);
        Buf b = {0};
        size_t last = 0;
        for (int m = 0; m < t2.n; m++)
            if (t2.t[m].kind == T_NAME && t2.t[m].len == strlen(old) && !strncasecmp(s + t2.t[m].at, old, t2.t[m].len)) {
                buf_add(&b, s + last, t2.t[m].at - last);
                buf_puts(&b, name);
                last = t2.t[m].at + t2.t[m].len;
            }
        buf_puts(&b, s + last);
        free(t2.t);
        replace_statement(p, k, b.s);
        if (prog_size(p) > MAX_OUT)
            break;
    }
    free(old);
    free(name);
    return 1;
}

/* A CUDA statement of the guide's chapter 3 inserted among the executable
 * statements: barriers, atomics, fences, a !$cuf directive before a DO. */
static int cuda_statement(Program *p)
{
    static const char *stmts[] = {"call syncthreads()", "call syncwarp()", "call threadfence()",
                                  "i = atomicadd(a(1), 1)", "call syncthreads_count(1)",
                                  "!$cuf kernel do <<<*,*>>>", "!$cuf kernel do(2) <<< (*,*), (32,4) >>>",
                                  "!$cuf kernel do <<<*,*>>> reduce(+:s)", "istat = cudaDeviceSynchronize()",
                                  "a_d = a", "a = a_d", "x = threadIdx%x + (blockIdx%x-1)*blockDim%x",
                                  "!$acc kernels", "!$acc end kernels", "!$acc parallel loop", "allocate(a_d(n))",
                                  "deallocate(a_d)", "return", "stop", "exit", "cycle"};
    int i = random_statement(p, is_simple_exec);
    if (i < 0)
        return 0;
    prog_insert(p, i, strdup(PICK(stmts)));
    return 1;
}

static const struct {
    const char *name;
    Mutation *fn;
    int weight;
} mutations[] = {
    {"delete", stmt_delete, 8},       {"duplicate", stmt_duplicate, 6},   {"swap", stmt_swap, 6},
    {"splice", stmt_splice, 10},      {"expression", expr_replace, 12},   {"name", token_name, 8},
    {"number", token_number, 6},      {"operator", token_operator, 6},    {"attribute", attr_change, 12},
    {"kind", kind_change, 8},         {"launch", launch_change, 8},       {"cuda", cuda_statement, 6},
    {"nest", nest_deeper, 4},         {"repeat", grow_repeat, 3},         {"procedures", grow_procedure, 3},
    {"continuation", grow_continuation, 3}, {"long-expression", grow_expression, 3}, {"long-token", grow_token, 2},
};

static int pick_mutation(void)
{
    int total = 0;
    for (size_t k = 0; k < sizeof mutations / sizeof mutations[0]; k++)
        total += mutations[k].weight;
    int r = pick(total);
    for (size_t k = 0;; k++)
        if ((r -= mutations[k].weight) < 0)
            return (int)k;
}

static const char *extension(const char *path)
{
    const char *dot = strrchr(path, '.');
    return dot && !strchr(dot, '/') ? dot + 1 : "";
}

static int free_form(const char *path)
{
    const char *e = extension(path);
    return !strcmp(e, "cuf") || !strcmp(e, "CUF") || !strcmp(e, "f90") || !strcmp(e, "F90");
}

int main(int argc, char **argv)
{
    if (argc < 4)
        die("usage: mutate SEED OUT FILE...");
    rng_state = strtoull(argv[1], NULL, 10);
    for (int k = 0; k < 4; k++) /* seeds 1, 2, 3 ... start far apart */
        rng();
    int nbases = -1;
    for (int k = 3; k < argc; k++) {
        if (!strcmp(argv[k], "--")) {
            nbases = ncorpus;
            continue;
        }
        Program *p = free_form(argv[k]) ? read_program(argv[k]) : NULL;
        if (p) {
            corpus = xrealloc(corpus, (ncorpus + 1) * sizeof *corpus);
            corpus[ncorpus++] = p;
        }
    }
    if (nbases < 0)
        nbases = ncorpus;
    if (!nbases)
        die("no free-form program among the files");
    Program *base = read_program(corpus[pick(nbases)]->path);
    const char *ext = extension(base->path);
    if (!strcmp(ext, "f90") && chance(50))
        ext = "cuf";
    else if (!strcmp(ext, "F90") && chance(50))
        ext = "CUF";
    Buf out = {0}, log = {0};
    buf_printf(&out, "%s.%s", argv[2], ext);
    int want = chance(60) ? 1 : 2 + pick(3), done = 0;
    for (int tries = 0; done < want && tries < 40; tries++) {
        int m = pick_mutation();
        if (mutations[m].fn(base)) {
            buf_printf(&log, " %s", mutations[m].name);
            done++;
        }
    }
    FILE *f = fopen(out.s, "wb");
    if (!f)
        die("cannot write the output");
    size_t written = 0;
    for (int k = 0; k < base->n && written < MAX_OUT; k++) {
        fprintf(f, "%s\n", base->stmt[k]);
        written += strlen(base->stmt[k]) + 1;
    }
    fclose(f);
    printf("%s %s%s\n", out.s, base->path, log.s ? log.s : "");
    return 0;
}
