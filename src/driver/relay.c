/* relay.c — gfortran's diagnostics on the host half, printed as cufc's.
 *
 * The Fortran rules that involve no device data are gfortran's alone
 * (docs/rules.md, "Whose rule"): cufc copies such statements verbatim under
 * `# N "file"` markers and lets gfortran check them, with -fsyntax-only as
 * with a compile.  gfortran writes one line a diagnostic here
 * (-fno-diagnostics-show-caret, the C locale):
 *
 *     FILE:LINE:COL: Error: MESSAGE
 *     FILE:LINE:COL1-COL2: Error: MESSAGE     two loci (1), (2) on a line
 *     FILE:LINE:COL: Error: (1)               locus (1) of the next one,
 *                                             when (2) is on another line
 *     FILE:LINE:COL: Warning: MESSAGE [-Wflag]
 *     FILE:LINE:COL: Fatal Error: MESSAGE
 *
 * The host file's map (host_line) tells what gfortran saw at FILE:LINE
 * (where that is a mixed line, the driver has gfortran check the host text
 * once more without its markers, and host_text_line tells by LINE): a
 * verbatim line gets the diagnostic as cufc prints its own (error_at: the
 * user's source line and a caret at gfortran's column); text cufc generated
 * is cufc's bug, an internal error on the user's statement (its warnings
 * are about generated text: dropped, as g++'s are), unless gfortran also
 * rejected a line of the user's: its errors on generated text then follow
 * from that one (a declaration it rejected) and are not shown.  Other lines (gfortran's
 * own "gfortran: error: ..." about options) pass through. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "driver/driver.h"
#include "front/front.h"
#include "host/host.h"

typedef enum { SEV_NONE, SEV_WARNING, SEV_ERROR } Severity;

typedef struct Diag {
    Severity sev;
    const char *file;  /* NULL: no location */
    int line, col, col2; /* col2: the second locus on the same line, or 0 */
    const char *msg;
} Diag;

/* Parse one line of gfortran's standard error; sev SEV_NONE when it is no
 * diagnostic of that form. */
static Diag parse_line(char *text) {
    static const struct { const char *tag; Severity sev; } tags[] = {
        {": Fatal Error: ", SEV_ERROR}, {": Error: ", SEV_ERROR}, {": Warning: ", SEV_WARNING}};
    Diag d = {0};
    char *at = NULL;
    for (size_t i = 0; i < sizeof tags / sizeof tags[0] && !at; i++)
        if ((at = strstr(text, tags[i].tag))) d.sev = tags[i].sev, d.msg = at + strlen(tags[i].tag);
    if (!at) return d;
    *at = 0;
    /* FILE:LINE:COL[-COL2], read from the end (a file name may hold ':') */
    char *colon = strrchr(text, ':');
    if (!colon || colon == text) return d;
    char *end;
    long col = strtol(colon + 1, &end, 10), col2 = 0;
    if (*end == '-') col2 = strtol(end + 1, &end, 10);
    if (*end || end == colon + 1) return d;
    *colon = 0;
    char *colon2 = strrchr(text, ':');
    if (!colon2) return d;
    long line = strtol(colon2 + 1, &end, 10);
    if (*end || end == colon2 + 1) return d;
    *colon2 = 0;
    d.file = text, d.line = (int)line, d.col = (int)col, d.col2 = (int)col2;
    return d;
}

/* "(1)": the message of a locus line. */
static bool locus_only(const char *msg) {
    if (*msg++ != '(' || !isdigit((unsigned char)*msg)) return false;
    while (isdigit((unsigned char)*msg)) msg++;
    return !strcmp(msg, ")");
}

/* What gfortran saw at d's line: by the markers, or by line number in the
 * host text without them. */
static HostLine seen_at(const Diag *d, const HostLineMap *map, bool unmarked) {
    return unmarked ? host_text_line(map, d->line) : host_line(map, d->file, d->line);
}

static void relay_one(const Diag *d, const Diag *locus, const HostLineMap *map, bool unmarked, bool user_errors) {
    HostLine h = seen_at(d, map, unmarked);
    if (h.kind == HOST_LINE_VERBATIM) {
        /* the caret at (2) of two loci on the line; the note shows (1) */
        Loc loc = {.file = h.stmt.file, .line = h.stmt.line, .col = d->col2 ? d->col2 : d->col};
        if (d->sev == SEV_ERROR) error_at(loc, "%s", d->msg);
        else warning_at(loc, "%s", d->msg);
        HostLine l = locus ? seen_at(locus, map, unmarked) : (HostLine){0};
        if (l.kind == HOST_LINE_VERBATIM)
            note_at((Loc){.file = l.stmt.file, .line = l.stmt.line, .col = locus->col}, "(1) is here");
        else if (d->col2)
            note_at((Loc){.file = h.stmt.file, .line = h.stmt.line, .col = d->col}, "(1) is here");
    } else if (d->sev != SEV_ERROR || user_errors) {
        /* a warning on generated text, or gfortran's errors that follow
         * from the user's own (a declaration it rejected): not shown */
    } else if (h.kind == HOST_LINE_GENERATED) {
        error_at(h.stmt, "internal error: gfortran rejects the host code cufc generated for this statement: %s",
                 d->msg);
    } else {
        error_plain("internal error: gfortran rejects the host code cufc generated: %s:%d: %s", d->file, d->line,
                    d->msg);
    }
}

/* Each diagnostic of the log in turn: fn(d, locus (1) or NULL, ctx); lines
 * that are none pass through with `pass`. */
static void each_diag(char *text, bool pass, void (*fn)(const Diag *, const Diag *, void *), void *ctx) {
    Diag locus = {0};
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = 0;
        if (!strcmp(line, "compilation terminated.")) continue;
        Diag d = parse_line(xstrdup(line));
        if (d.sev == SEV_NONE || !d.file) {
            if (pass) fprintf(stderr, "%s\n", line);
            continue;
        }
        if (locus_only(d.msg)) {
            locus = d;
            continue;
        }
        fn(&d, locus.file ? &locus : NULL, ctx);
        locus = (Diag){0};
    }
}

typedef struct Relay {
    const HostLineMap *map;
    bool unmarked;
    bool mixed;        /* a diagnostic fell on a mixed line */
    bool user_errors;  /* an error fell on a verbatim line */
} Relay;

static void survey(const Diag *d, const Diag *locus, void *ctx) {
    Relay *r = ctx;
    HostLineKind k = seen_at(d, r->map, r->unmarked).kind;
    r->mixed |= k == HOST_LINE_MIXED || (locus && seen_at(locus, r->map, r->unmarked).kind == HOST_LINE_MIXED);
    r->user_errors |= k == HOST_LINE_VERBATIM && d->sev == SEV_ERROR;
}

static void print_diag(const Diag *d, const Diag *locus, void *ctx) {
    Relay *r = ctx;
    relay_one(d, locus, r->map, r->unmarked, r->user_errors);
}

bool relay_host_diagnostics(const char *log, const HostLineMap *map, bool unmarked) {
    size_t len;
    char *text = read_file(log, &len);
    if (!text) return true;
    Relay r = {.map = map, .unmarked = unmarked};
    char *copy = xstrdup(text);
    each_diag(copy, false, survey, &r);
    free(copy);
    if (unmarked) r.mixed = false; /* by host line: never mixed */
    if (!r.mixed) each_diag(text, true, print_diag, &r);
    free(text);
    return !r.mixed;
}
