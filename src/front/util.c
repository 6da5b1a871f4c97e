/* util.c — allocation helpers, string formatting and the identifier table.
 *
 * The compiler is a short-lived process: nothing allocated here is freed.
 * Identifiers and keywords are compared by pointer after intern(), which
 * folds them to lower case (Fortran names are case-insensitive, F2008 3.2.2).
 */
#include "front/front.h"

#include <ctype.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- the stack */

/* The parser, sema, the CUDA layer and the emitters recurse over the tree,
 * about 600 bytes of stack per level in all (2 KiB with ASan).  The
 * MAX_EXPR_DEPTH levels of a chain need 16 MiB (58 MiB with ASan), more
 * than the usual 8 MiB main stack, so the compiler runs on a thread with
 * this much; only the pages a deep input touches are ever committed. */
enum { COMPILER_STACK_BYTES = 512 << 20 };

typedef struct StackCall {
    int (*fn)(void *);
    void *arg;
    int result;
} StackCall;

static void *stack_call(void *p)
{
    StackCall *c = p;
    c->result = c->fn(c->arg);
    return NULL;
}

int run_with_stack(int (*fn)(void *), void *arg)
{
    StackCall c = {fn, arg, 0};
    pthread_attr_t attr;
    pthread_t t;
    if (pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, COMPILER_STACK_BYTES) == 0 &&
        pthread_create(&t, &attr, stack_call, &c) == 0) {
        pthread_join(t, NULL);
        pthread_attr_destroy(&attr);
        return c.result;
    }
    return fn(arg); /* no thread: the main stack, and a crash past its depth */
}

static void out_of_memory(void)
{
    fputs("cufc: out of memory\n", stderr);
    abort();
}

void *xmalloc(size_t n)
{
    void *p = calloc(1, n ? n : 1);
    if (!p)
        out_of_memory();
    return p;
}

void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p)
        out_of_memory();
    return p;
}

void *xgrow(void *p, int n, size_t size)
{
    if (n > 0 && (n & (n - 1)))
        return p; /* room up to the next power of two */
    return xrealloc(p, size * (size_t)(n ? 2 * n : 1));
}

char *xstrndup(const char *s, size_t n)
{
    char *p = xmalloc(n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *xstrdup(const char *s)
{
    return xstrndup(s, strlen(s));
}

char *format(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *buf = xmalloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(buf, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return buf;
}

bool streq_nocase(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return false;
    return *a == *b;
}

/* ---------------------------------------------------------- intern table */

/* Open hashing with chains; the bucket array doubles when the table is full
 * enough, so lookups stay O(1) however many names a program uses. */
typedef struct InternEntry {
    struct InternEntry *next;
    unsigned hash;
    size_t len;
    char text[]; /* lower-cased, NUL-terminated */
} InternEntry;

static InternEntry **intern_buckets;
static size_t intern_nbuckets;
static size_t intern_count;

static unsigned hash_lower(const char *s, size_t n)
{
    unsigned h = 2166136261u; /* FNV-1a */
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)tolower((unsigned char)s[i]);
        h *= 16777619u;
    }
    return h;
}

static bool same_lower(const InternEntry *e, const char *s, size_t n)
{
    if (e->len != n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (e->text[i] != (char)tolower((unsigned char)s[i]))
            return false;
    return true;
}

static void intern_grow(void)
{
    size_t nb = intern_nbuckets ? intern_nbuckets * 2 : 1024;
    InternEntry **b = xmalloc(nb * sizeof *b);
    for (size_t i = 0; i < intern_nbuckets; i++) {
        InternEntry *e = intern_buckets[i];
        while (e) {
            InternEntry *next = e->next;
            e->next = b[e->hash & (nb - 1)];
            b[e->hash & (nb - 1)] = e;
            e = next;
        }
    }
    free(intern_buckets);
    intern_buckets = b;
    intern_nbuckets = nb;
}

const char *intern(const char *s, size_t n)
{
    if (intern_count >= intern_nbuckets)
        intern_grow();
    unsigned h = hash_lower(s, n);
    InternEntry **slot = &intern_buckets[h & (intern_nbuckets - 1)];
    for (InternEntry *e = *slot; e; e = e->next)
        if (e->hash == h && same_lower(e, s, n))
            return e->text;
    InternEntry *e = xmalloc(sizeof *e + n + 1);
    e->hash = h;
    e->len = n;
    for (size_t i = 0; i < n; i++)
        e->text[i] = (char)tolower((unsigned char)s[i]);
    e->next = *slot;
    *slot = e;
    intern_count++;
    return e->text;
}

/* ------------------------------------------------------------ quoting */

const char *c_quoted(const char *s)
{
    StrBuf b = {0};
    sb_puts(&b, "\"");
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        if (*c == '"' || *c == '\\')
            sb_printf(&b, "\\%c", *c);
        else if (*c == '\n')
            sb_puts(&b, "\\n");
        else if (*c < 0x20 || *c >= 0x7f)
            sb_printf(&b, "\\%03o", *c);
        else
            sb_printf(&b, "%c", *c);
    }
    sb_puts(&b, "\"");
    return sb_str(&b);
}

/* ------------------------------------------------------------ string sets */

static unsigned hash_exact(const char *s)
{
    unsigned h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* Open addressing, at most half full. */
static void strset_grow(StrSet *set)
{
    size_t cap = set->cap ? set->cap * 2 : 64;
    const char **slots = xmalloc(cap * sizeof *slots);
    for (size_t i = 0; i < set->cap; i++) {
        if (!set->slots[i])
            continue;
        size_t k = hash_exact(set->slots[i]) & (cap - 1);
        while (slots[k])
            k = (k + 1) & (cap - 1);
        slots[k] = set->slots[i];
    }
    free(set->slots);
    set->slots = slots;
    set->cap = cap;
}

bool strset_add(StrSet *set, const char *s)
{
    if (2 * (set->len + 1) > set->cap)
        strset_grow(set);
    size_t k = hash_exact(s) & (set->cap - 1);
    for (; set->slots[k]; k = (k + 1) & (set->cap - 1))
        if (strcmp(set->slots[k], s) == 0)
            return false;
    set->slots[k] = s;
    set->len++;
    return true;
}

void sb_putn(StrBuf *b, const char *s, size_t n) {
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2 + 64;
        b->s = xrealloc(b->s, b->cap);
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

void sb_puts(StrBuf *b, const char *s) { sb_putn(b, s, strlen(s)); }

void sb_printf(StrBuf *b, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *s;
    if (vasprintf(&s, fmt, ap) < 0) abort();
    va_end(ap);
    sb_puts(b, s);
    free(s);
}

const char *sb_str(const StrBuf *b) { return b->s ? b->s : ""; }
