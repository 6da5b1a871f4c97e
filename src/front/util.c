/* util.c — allocation helpers, string formatting and the identifier table.
 *
 * The compiler is a short-lived process: nothing allocated here is freed.
 * Identifiers and keywords are compared by pointer after intern(), which
 * folds them to lower case (Fortran names are case-insensitive, F2008 3.2.2).
 */
#include "front/front.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

void sb_puts(StrBuf *b, const char *s) {
    size_t n = strlen(s);
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2 + 64;
        b->s = xrealloc(b->s, b->cap);
    }
    memcpy(b->s + b->len, s, n + 1);
    b->len += n;
}

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
