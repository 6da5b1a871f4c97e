/* diag.c — diagnostics in the gcc format:
 *
 *     file:line:col: error: message
 *         the source line
 *                 ^
 *
 * No colour, ever.  The source line comes from the registry kept by
 * source.c (source_line_text), so diagnostics on lines of INCLUDE files and
 * on lines renumbered by cpp markers show the right text.
 */
#include "front/front.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static int nerrors;

/* Where diagnostics go: stderr; a sink when fuzzing (the text is still
 * formatted, so its code is exercised). */
static FILE *out(void)
{
#ifdef CUFC_FUZZING
    static FILE *sink;
    if (!sink)
        sink = fopen("/dev/null", "w");
    if (sink)
        return sink;
#endif
    return stderr;
}

int error_count(void)
{
    return nerrors;
}

/* The caret line copies tabs from the source line so that the caret sits
 * under the right character whatever the terminal's tab width. */
static void show_source_line(Loc loc)
{
    if (!loc.file || loc.line <= 0)
        return;
    const char *text = source_line_text(loc.file, loc.line);
    if (!text)
        return;
    fprintf(out(), " %s\n ", text);
    int i = 0;
    for (; i < loc.col - 1 && text[i]; i++)
        fputc(text[i] == '\t' ? '\t' : ' ', out());
    for (; i < loc.col - 1; i++)
        fputc(' ', out());
    fputs("^\n", out());
}

static void report(Loc loc, const char *what, const char *fmt, va_list ap)
{
    if (!loc.file)
        fprintf(out(), "cufc: %s: ", what);
    else if (loc.line <= 0)
        fprintf(out(), "%s: %s: ", loc.file, what);
    else if (loc.col <= 0)
        fprintf(out(), "%s:%d: %s: ", loc.file, loc.line, what);
    else
        fprintf(out(), "%s:%d:%d: %s: ", loc.file, loc.line, loc.col, what);
    vfprintf(out(), fmt, ap);
    fputc('\n', out());
    if (loc.col > 0)
        show_source_line(loc);
}

/* The fuzzing harness analyses many inputs in one process. */
void diag_reset(void)
{
    nerrors = 0;
}

static void count_error(void)
{
#ifdef CUFC_FUZZING
    ++nerrors;
    return;
#endif
    if (++nerrors >= MAX_ERRORS) {
        fputs("cufc: too many errors, stopping\n", stderr);
        exit(1);
    }
}

void error_at(Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report(loc, "error", fmt, ap);
    va_end(ap);
    count_error();
}

void warning_at(Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report(loc, "warning", fmt, ap);
    va_end(ap);
}

void note_at(Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report(loc, "note", fmt, ap);
    va_end(ap);
}

void error_plain(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report((Loc){0}, "error", fmt, ap);
    va_end(ap);
    count_error();
}
