/* emit.c — writing the host file: the user's lines verbatim where no
 * statement on them changed, the edits elsewhere, and `# line "file"`
 * markers so that gfortran's diagnostics point at the user's source. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "host/host.h"

/* Free form: gfortran's default limit is 132 columns; stay well below.
 * Fixed form: statement text in columns 7-72. */
enum { FREE_WIDTH = 100, FIXED_WIDTH = 72 };

void emit_statement_text(StrBuf *b, SourceForm form, int label, const char *text) {
    size_t n = strlen(text);
    if (form == FORM_FREE) {
        if (label) sb_printf(b, "%d ", label);
        size_t pos = 0;
        while (n - pos > FREE_WIDTH) {
            /* A token or character context may be split: the continuation
             * line then starts with '&' (F2008 3.3.2.4). */
            char chunk[FREE_WIDTH + 1];
            memcpy(chunk, text + pos, FREE_WIDTH);
            chunk[FREE_WIDTH] = 0;
            sb_printf(b, "%s&\n&", chunk);
            pos += FREE_WIDTH;
        }
        sb_printf(b, "%s\n", text + pos);
        return;
    }
    char lab[8] = "     ";
    if (label) snprintf(lab, sizeof lab, "%-5d", label);
    size_t width = FIXED_WIDTH - 6, pos = 0;
    bool first = true;
    do {
        size_t take = n - pos > width ? width : n - pos;
        sb_printf(b, "%s%c%.*s\n", first ? lab : "     ", first ? ' ' : '&', (int)take, text + pos);
        pos += take;
        first = false;
    } while (pos < n);
}

const char *fortran_string(const char *s) {
    StrBuf b = {0};
    bool open = false; /* inside "..." */
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        if (*c < 0x20 || *c == 0x7f) {
            sb_printf(&b, "%s%schar(%d)", open ? "\"" : "", b.len ? "//" : "", *c);
            open = false;
            continue;
        }
        if (!open) sb_puts(&b, b.len ? "//\"" : "\"");
        open = true;
        if (*c == '"') sb_puts(&b, "\"\"");
        else sb_printf(&b, "%c", *c);
    }
    if (open) sb_puts(&b, "\"");
    return b.len ? sb_str(&b) : "\"\"";
}

/* The user lines of one file, indexed by line number. */
typedef struct FileLines {
    const char *file;
    HostLine *lines;
    int cap;
} FileLines;

struct HostLineMap {
    FileLines *files;
    int nfiles;
    HostLine *text;        /* the host text's lines, markers left out */
    int ntext;
};

static FileLines *file_lines(const HostLineMap *map, const char *file) {
    for (int i = 0; i < map->nfiles; i++)
        if (map->files[i].file == file || !strcmp(map->files[i].file, file)) return &map->files[i];
    return NULL;
}

HostLine host_line(const HostLineMap *map, const char *file, int line) {
    FileLines *f = map && file ? file_lines(map, file) : NULL;
    return f && line > 0 && line < f->cap ? f->lines[line] : (HostLine){0};
}

HostLine host_text_line(const HostLineMap *map, int n) {
    return map && n > 0 && n <= map->ntext ? map->text[n - 1] : (HostLine){0};
}

static bool is_marker(const char *line) { return line[0] == '#' && line[1] == ' ' && isdigit((unsigned char)line[2]); }

const char *host_text_unmarked(const char *text, size_t *len) {
    StrBuf b = {0};
    for (const char *line = text; *line;) {
        size_t n = strcspn(line, "\n");
        if (!is_marker(line)) sb_putn(&b, line, n), sb_puts(&b, "\n");
        line += n + (line[n] == '\n');
    }
    *len = b.len;
    return sb_str(&b);
}

/* Line `line` of `file` (as gfortran counts it) holds text of this kind,
 * the next line of the host text too. */
static void note_line(HostLineMap *map, const char *file, int line, HostLineKind kind, Loc stmt) {
    if (map->ntext % 1024 == 0) map->text = xrealloc(map->text, sizeof(HostLine) * (size_t)(map->ntext + 1024));
    map->text[map->ntext++] = (HostLine){kind, stmt};
    if (line <= 0) return;
    FileLines *f = file_lines(map, file);
    if (!f) {
        map->files = xrealloc(map->files, sizeof(FileLines) * (size_t)(map->nfiles + 1));
        f = &map->files[map->nfiles++];
        *f = (FileLines){.file = file};
    }
    if (line >= f->cap) {
        int cap = line * 2 + 64;
        f->lines = xrealloc(f->lines, sizeof(HostLine) * (size_t)cap);
        memset(f->lines + f->cap, 0, sizeof(HostLine) * (size_t)(cap - f->cap));
        f->cap = cap;
    }
    HostLine *l = &f->lines[line];
    if (l->kind == HOST_LINE_UNKNOWN) *l = (HostLine){kind, stmt};
    else if (l->kind != kind) l->kind = HOST_LINE_MIXED;
}

typedef struct Out {
    FILE *f;
    const char *file;  /* location the next output line has for gfortran */
    int line;
    const char *quoted_file, *quoted; /* the last file name and its marker_name */
    HostLineMap *map;
} Out;

/* A file name in a gfortran line marker, quoted as cpp quotes it: '"' and
 * '\' after a backslash, a newline as \n (gfortran drops the backslash
 * before any character, so a name never ends the marker's line and never
 * becomes Fortran text); other control characters likewise as \ooo, other
 * bytes (UTF-8) as they are, so that gfortran's messages show them. */
static const char *marker_name(const char *s) {
    StrBuf b = {0};
    sb_puts(&b, "\"");
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        if (*c == '"' || *c == '\\') sb_printf(&b, "\\%c", *c);
        else if (*c == '\n') sb_puts(&b, "\\n");
        else if (*c < 0x20 || *c == 0x7f) sb_printf(&b, "\\%03o", *c);
        else sb_printf(&b, "%c", *c);
    }
    sb_puts(&b, "\"");
    return sb_str(&b);
}

static void sync_line(Out *o, Loc loc) {
    if (o->file == loc.file && o->line == loc.line) return;
    if (o->quoted_file != loc.file) {
        o->quoted_file = loc.file;
        o->quoted = marker_name(loc.file);
    }
    fprintf(o->f, "# %d %s\n", loc.line, o->quoted);
    o->file = loc.file;
    o->line = loc.line;
}

/* Generated text: every statement is attributed to the user statement it
 * replaces.  No marker may stand between continuation lines. */
static void put_generated(Out *o, Loc loc, const char *text) {
    bool continued = false;
    int at = loc.line; /* the line gfortran counts (continuation lines count on) */
    while (*text) {
        const char *nl = strchr(text, '\n');
        size_t n = nl ? (size_t)(nl - text) : strlen(text);
        bool fixed_cont = n > 5 && !strncmp(text, "     ", 5) && text[5] != ' ';
        if (!continued && !fixed_cont) sync_line(o, loc), at = loc.line;
        else at++;
        note_line(o->map, loc.file, at, HOST_LINE_GENERATED, loc);
        fprintf(o->f, "%.*s\n", (int)n, text);
        o->line = -1; /* gfortran now counts on: re-sync before the next statement */
        continued = n > 0 && text[n - 1] == '&';
        text += n + (nl != NULL);
    }
}

static void put_verbatim(Out *o, const PhysLine *pl) {
    if (pl->not_fortran) return;
    sync_line(o, pl->loc);
    note_line(o->map, pl->loc.file, pl->loc.line, HOST_LINE_VERBATIM, pl->loc);
    fprintf(o->f, "%s\n", pl->text);
    o->line++;
}

HostLineMap *emit_edited_source(FILE *out, HostEmitter *h) {
    SourceFile *sf = h->sf;
    Out o = {.f = out, .file = NULL, .line = 0, .map = xmalloc(sizeof(HostLineMap))};
    int phys = 0; /* next physical line not yet written */
    for (int i = 0; i < sf->nstmts;) {
        /* A group: statements sharing physical lines (';'). */
        int j = i;
        int last = sf->stmts[i].last_phys;
        while (j + 1 < sf->nstmts && sf->stmts[j + 1].first_phys <= last) {
            j++;
            if (sf->stmts[j].last_phys > last) last = sf->stmts[j].last_phys;
        }
        int first = sf->stmts[i].first_phys;
        while (phys < first) put_verbatim(&o, &sf->lines[phys++]);
        /* !@cuf statements are real statements when CUDA Fortran is on
         * (guide 2.13): written without the sentinel, edited or not */
        bool changed = false;
        for (int k = i; k <= j; k++)
            changed |= h->edits[k].changed || h->edits[k].before.len || h->edits[k].after.len ||
                       sf->stmts[k].sentinel == SENT_ATCUF;
        Edit *e = &h->edits[i];
        if (!changed) {
            while (phys <= last) put_verbatim(&o, &sf->lines[phys++]);
        } else if (i == j && !e->changed && sf->stmts[i].sentinel == SENT_NONE) {
            /* a statement with text before or after it (the allocation
             * of automatic device arrays before the first executable one)
             * stays the user's lines */
            put_generated(&o, sf->stmts[i].loc, sb_str(&e->before));
            while (phys <= last) put_verbatim(&o, &sf->lines[phys++]);
            put_generated(&o, sf->stmts[i].loc, sb_str(&e->after));
        } else {
            for (int k = i; k <= j; k++) {
                LogicalLine *ll = &sf->stmts[k];
                Edit *e = &h->edits[k];
                put_generated(&o, ll->loc, sb_str(&e->before));
                if (e->changed) {
                    put_generated(&o, ll->loc, sb_str(&e->replace));
                } else if (ll->sentinel == SENT_OMP || ll->sentinel == SENT_ACC) {
                    /* directives keep their sentinel, on one line */
                    put_generated(&o, ll->loc, format("!$%s %s\n",
                                  ll->sentinel == SENT_OMP ? "omp" : "acc", ll->text));
                } else {
                    StrBuf b = {0};
                    emit_statement_text(&b, sf->form, ll->label, ll->text);
                    put_generated(&o, ll->loc, sb_str(&b));
                }
                put_generated(&o, ll->loc, sb_str(&e->after));
            }
            phys = last + 1;
        }
        i = j + 1;
    }
    while (phys < sf->nlines) put_verbatim(&o, &sf->lines[phys++]);
    return o.map;
}
