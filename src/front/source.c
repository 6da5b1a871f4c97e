/* source.c — from file text to logical statements.
 *
 * Two passes over the text:
 *
 *   1. read_lines() splits the text into physical lines, follows cpp line
 *      markers (`# 12 "file.F90" 1 2`, which renumber the lines after them
 *      and are no statements) and expands INCLUDE lines in place (F2008
 *      3.4), recording each line in the registry that source_line_text()
 *      reads for diagnostics.
 *
 *   2. join_free() / join_fixed() walk the physical lines, drop comments,
 *      recognise the sentinels of directive lines, join continuation lines
 *      (F2008 3.3.2.4 free form, 3.3.3.3 fixed form) and split at ';'
 *      (F2008 3.3.2.5), building one LogicalLine per statement.  Every
 *      character of a statement's text keeps the file:line:col it came from
 *      (LogicalLine.col_loc), so a diagnostic on a token of a continuation
 *      line points at that line.
 *
 * Byte ranges: a statement occupies physical lines first_phys..last_phys;
 * it starts at byte first_byte of the first (0, or just past the ';' that
 * ended the statement before it on that line) and ends before byte
 * last_byte of the last (strlen of the line, or the offset of the ';' that
 * ends it).  The ';' itself belongs to neither statement.
 *
 * Fixed form keeps its blanks in the joined text: the lexer treats them as
 * separators exactly as in free form.  Blanks inside names and keywords
 * (`G O T O 10`, `DO10I=1,2`), which fixed form allows, are therefore not
 * supported.  A character context continued across fixed-form lines is
 * padded with blanks up to column 72, as gfortran does (-fpad-source).
 */
#include "front/front.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ------------------------------------------------------- line registry */

/* The text of every user line seen, by file name and line number. */
typedef struct RegFile {
    struct RegFile *next;
    const char *name;
    const char **lines; /* lines[k] = text of line k + 1, NULL if unknown */
    int nlines;
    unsigned generation; /* source_load call that last filled it */
} RegFile;

static RegFile *registry;
static unsigned current_generation;

static RegFile *reg_file(const char *name)
{
    for (RegFile *f = registry; f; f = f->next)
        if (f->name == name || strcmp(f->name, name) == 0)
            return f;
    RegFile *f = xmalloc(sizeof *f);
    f->name = xstrdup(name);
    f->next = registry;
    registry = f;
    return f;
}

/* Unique, case-preserving spelling of a file name (Loc.file). */
static const char *file_name(const char *name)
{
    return reg_file(name)->name;
}

/* A file read again by a later source_load forgets what it held before. */
static void reg_line(const char *file, int line, const char *text)
{
    if (line <= 0)
        return;
    RegFile *f = reg_file(file);
    if (f->generation != current_generation) {
        for (int i = 0; i < f->nlines; i++)
            f->lines[i] = NULL;
        f->generation = current_generation;
    }
    if (line > f->nlines) {
        int n = f->nlines ? f->nlines : 64;
        while (n < line)
            n *= 2;
        f->lines = xrealloc(f->lines, (size_t)n * sizeof *f->lines);
        for (int i = f->nlines; i < n; i++)
            f->lines[i] = NULL;
        f->nlines = n;
    }
    f->lines[line - 1] = text;
}

void source_note_line(const char *file, int line, const char *text)
{
    reg_line(file, line, text);
}

const char *source_line_text(const char *file, int line)
{
    if (!file || line <= 0)
        return NULL;
    for (RegFile *f = registry; f; f = f->next)
        if (f->name == file || strcmp(f->name, file) == 0)
            return line <= f->nlines ? f->lines[line - 1] : NULL;
    return NULL;
}

/* ----------------------------------------------------------- the loader */

typedef enum {
    LINE_CODE,    /* source text (statements, comments, blank lines) */
    LINE_MARKER,  /* cpp line marker or other '#' line: not Fortran */
    LINE_INCLUDE, /* an INCLUDE line: its file's lines follow it */
} LineKind;

/* How a physical line begins, once comments and sentinels are known. */
typedef enum { CLASS_COMMENT, CLASS_INITIAL, CLASS_CONTINUATION } LineClass;

typedef struct LineInfo {
    LineClass cls;
    Sentinel sentinel;
    int content;   /* byte where the statement text of the line starts */
    int end;       /* byte where it stops (fixed form: column 72) */
    int label;     /* fixed form: label field value, 0 if blank */
    Loc label_loc;
} LineInfo;

/* The statement being assembled. */
typedef struct Stmt {
    bool open;
    char *text;
    Loc *locs;
    int len, cap;
    Sentinel sentinel;
    int label; /* fixed form: from columns 1-5 */
    Loc label_loc;
    int first_phys, last_phys, first_byte, last_byte; /* last_byte -1: whole line */
} Stmt;

/* A file by identity, whatever path names it. */
typedef struct FileId {
    dev_t dev;
    ino_t ino;
} FileId;

typedef struct Loader {
    SourceFile *sf;
    const SourceOptions *opt;
    int lines_cap, stmts_cap;
    unsigned char *kinds; /* LineKind of each physical line */
    Stmt st;
    char quote;      /* quote of a character context still open, or 0 */
    bool want_cont;  /* free form: the last line ended with '&' */
    Loc cont_loc;    /* that '&' */
    size_t total;    /* bytes read: the main file and its INCLUDE files */
    bool over;       /* they passed MAX_SOURCE_BYTES: no more INCLUDE lines are expanded */
    FileId reading[MAX_INCLUDE_DEPTH + 1]; /* the files being read, outermost first */
    int nreading;
} Loader;

enum { FIXED_WIDTH = 72, FIXED_TEXT_WIDTH = 66 };

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

static Loc phys_loc(Loader *ld, int phys, int byte)
{
    Loc loc = ld->sf->lines[phys].loc;
    loc.col = byte + 1;
    return loc;
}

static void add_phys(Loader *ld, const char *text, size_t n, Loc loc, LineKind kind)
{
    SourceFile *sf = ld->sf;
    if (sf->nlines == ld->lines_cap) {
        ld->lines_cap = ld->lines_cap ? ld->lines_cap * 2 : 256;
        sf->lines = xrealloc(sf->lines, (size_t)ld->lines_cap * sizeof *sf->lines);
        ld->kinds = xrealloc(ld->kinds, (size_t)ld->lines_cap);
    }
    loc.col = 1;
    sf->lines[sf->nlines] = (PhysLine){xstrndup(text, n), loc, kind != LINE_CODE};
    ld->kinds[sf->nlines] = (unsigned char)kind;
    sf->nlines++;
}

/* ----------------------------------------------- pass 1: physical lines */

/* `# 12 "file" 1 2` or `#line 12 "file"`: the next line is line 12 of file.
 * cpp writes '"' and '\' in the name after a backslash, and a newline as
 * \n. */
static bool parse_line_marker(const char *s, int *line, const char **file)
{
    if (*s++ != '#')
        return false;
    while (is_blank(*s))
        s++;
    if (strncmp(s, "line", 4) == 0)
        s += 4;
    while (is_blank(*s))
        s++;
    if (!isdigit((unsigned char)*s))
        return false;
    char *after;
    long n = strtol(s, &after, 10);
    *line = n > 0 && n < 1000000000 ? (int)n : 1;
    s = after;
    while (is_blank(*s))
        s++;
    if (*s != '"')
        return true;
    s++;
    size_t len = strlen(s);
    char *name = xmalloc(len + 1), *o = name;
    while (*s && *s != '"') {
        if (*s == '\\' && s[1]) {
            s++;
            *o++ = *s == 'n' ? '\n' : *s;
            s++;
            continue;
        }
        *o++ = *s++;
    }
    *o = '\0';
    *file = file_name(name);
    free(name);
    return true;
}

/* `include 'name'` / `INCLUDE "name"` alone on a line, optionally followed
 * by a comment (F2008 3.4).  In fixed form the line starts in column 7 or
 * after a tab.  On a match, *name is the file name and *col the column of
 * its opening quote. */
static bool parse_include_line(const char *s, int len, SourceForm form, char **name, int *col)
{
    int i = 0;
    bool tab = false;
    while (i < len && is_blank(s[i]))
        tab |= s[i++] == '\t';
    if (form == FORM_FIXED && i < 6 && !tab)
        return false;
    if (len - i < 7 || strncasecmp(s + i, "include", 7) != 0)
        return false;
    i += 7;
    while (i < len && is_blank(s[i]))
        i++;
    if (i >= len || (s[i] != '\'' && s[i] != '"'))
        return false;
    char q = s[i];
    int open = i++;
    char *buf = xmalloc((size_t)len), *o = buf;
    for (;; i++) {
        if (i >= len) {
            free(buf);
            return false;
        }
        if (s[i] == q) {
            if (i + 1 < len && s[i + 1] == q)
                i++;
            else
                break;
        }
        *o++ = s[i];
    }
    *o = '\0';
    for (i++; i < len && is_blank(s[i]); i++)
        ;
    if (i < len && s[i] != '!') {
        free(buf);
        return false;
    }
    *name = buf;
    *col = open + 1;
    return true;
}

/* ------------------------------------------------------ INCLUDE files */

/* An INCLUDE file as read: its text (NUL-terminated, and NUL bytes inside
 * are possible), or why there is none. */
typedef struct FileText {
    char *text;
    size_t len;
    dev_t dev;
    ino_t ino;
    int err;          /* errno of a failed open or read, or 0 */
    bool not_regular; /* a directory, a device such as /dev/zero, a FIFO */
    bool too_big;     /* more than the bytes left in the budget */
} FileText;

/* Read a regular file of at most `limit` bytes.  The open does not block on
 * a FIFO, and nothing but a regular file is read: /dev/zero or a FIFO
 * would never end. */
static FileText read_source_file(const char *path, size_t limit)
{
    FileText f = {0};
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        f.err = errno;
        if (fd >= 0)
            close(fd);
        return f;
    }
    f.dev = st.st_dev;
    f.ino = st.st_ino;
    if (!S_ISREG(st.st_mode)) {
        f.not_regular = true;
        f.err = S_ISDIR(st.st_mode) ? EISDIR : 0;
        close(fd);
        return f;
    }
    if ((uintmax_t)st.st_size > limit) {
        f.too_big = true;
        close(fd);
        return f;
    }
    size_t cap = (size_t)st.st_size + 1, n = 0;
    char *buf = xmalloc(cap + 1);
    for (;;) {
        if (n == cap) { /* the file grew while we read it */
            if (n > limit)
                break;
            buf = xrealloc(buf, (cap *= 2) + 1);
        }
        ssize_t got = read(fd, buf + n, cap - n);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            f.err = errno;
        if (got <= 0)
            break;
        n += (size_t)got;
    }
    close(fd);
    if (f.err || n > limit) {
        f.too_big = !f.err;
        free(buf);
        return f;
    }
    buf[n] = '\0';
    f.text = buf;
    f.len = n;
    return f;
}

static void read_lines(Loader *ld, const char *file, const char *text, size_t len, int depth);

/* `name` in the directory of `file` (the current directory if it has none). */
static char *path_beside(const char *file, const char *name)
{
    const char *slash = strrchr(file, '/');
    return slash ? format("%.*s/%s", (int)(slash - file), file, name) : xstrdup(name);
}

/* Search the directory of the file being compiled (as gfortran does, so a
 * nested INCLUDE may name its file relative to the main file), then that
 * of the including file, then the -I directories.  The first candidate
 * that exists is the file, whatever it is. */
static FileText find_include(Loader *ld, const char *name, Loc at, char **path)
{
    size_t left = MAX_SOURCE_BYTES - ld->total;
    if (name[0] == '/') {
        *path = xstrdup(name);
        return read_source_file(*path, left);
    }
    *path = path_beside(ld->sf->path, name);
    FileText f = read_source_file(*path, left);
    if (f.err == ENOENT) {
        free(*path);
        *path = path_beside(at.file, name);
        f = read_source_file(*path, left);
    }
    for (const char **d = ld->opt->include_dirs; f.err == ENOENT && d && *d; d++) {
        free(*path);
        *path = format("%s/%s", *d, name);
        f = read_source_file(*path, left);
    }
    return f;
}

/* Is the file (dev, ino) one of the files being read, the main file
 * included?  An INCLUDE cycle would otherwise expand until the depth limit,
 * and a file that includes itself twice would double at each level. */
static bool being_read(Loader *ld, dev_t dev, ino_t ino)
{
    for (int i = 0; i < ld->nreading; i++)
        if (ld->reading[i].dev == dev && ld->reading[i].ino == ino)
            return true;
    return false;
}

static void expand_include(Loader *ld, const char *name, Loc at, int depth)
{
    if (ld->over)
        return; /* reported once: a file included 2^30 times would say it 2^30 times */
    if (depth >= MAX_INCLUDE_DEPTH) {
        error_at(at, "INCLUDE files nested more than %d deep", MAX_INCLUDE_DEPTH);
        return;
    }
    char *path;
    FileText f = find_include(ld, name, at, &path);
    if (f.not_regular) {
        error_at(at, "INCLUDE file '%s' is %s, not a regular file", name,
                 f.err == EISDIR ? "a directory" : "a device, FIFO or socket");
    } else if (f.too_big) {
        error_at(at, "INCLUDE file '%s' makes the source larger than %d MiB, the limit", name,
                 (int)(MAX_SOURCE_BYTES >> 20));
        ld->over = true;
    } else if (!f.text) {
        error_at(at, "cannot open INCLUDE file '%s': %s", name, strerror(f.err));
    } else if (being_read(ld, f.dev, f.ino)) {
        error_at(at, "INCLUDE file '%s' includes itself", name);
    } else {
        ld->total += f.len;
        ld->reading[ld->nreading++] = (FileId){f.dev, f.ino};
        read_lines(ld, file_name(path), f.text, f.len, depth + 1);
        ld->nreading--;
    }
    free(path);
    free(f.text);
}

/* NUL bytes would cut the line short for every pass that reads it as a C
 * string: each is reported (once per line) and becomes a blank. */
static void replace_nuls(char *line, size_t n, Loc loc)
{
    char *nul = memchr(line, '\0', n);
    if (!nul)
        return;
    for (char *c = nul; c < line + n; c++)
        if (!*c)
            *c = ' ';
    error_at((Loc){loc.file, loc.line, (int)(nul - line) + 1}, "NUL character in source");
}

/* A physical line already added is not Fortran after all. */
static void set_kind(Loader *ld, int phys, LineKind kind)
{
    ld->kinds[phys] = (unsigned char)kind;
    ld->sf->lines[phys].not_fortran = kind != LINE_CODE;
}

/* A '#' line: a cpp line marker moves *loc; another directive is ignored. */
static void read_hash_line(Loader *ld, int phys, size_t len, Loc *loc)
{
    char *t = (char *)ld->sf->lines[phys].text;
    int line;
    const char *file = loc->file;
    set_kind(ld, phys, LINE_MARKER);
    if (parse_line_marker(t, &line, &file)) {
        loc->file = file;
        loc->line = line;
        return;
    }
    reg_line(loc->file, loc->line, t);
    replace_nuls(t, len, *loc);
    warning_at((Loc){loc->file, loc->line, 1}, "preprocessor directive ignored (file not preprocessed?)");
    loc->line++;
}

static void read_lines(Loader *ld, const char *file, const char *text, size_t len, int depth)
{
    Loc loc = {file, 1, 1};
    const char *end = text + len;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) /* UTF-8 byte order mark */
        text += 3;
    for (const char *s = text; s < end;) {
        const char *nl = memchr(s, '\n', (size_t)(end - s));
        size_t n = nl ? (size_t)(nl - s) : (size_t)(end - s);
        const char *next = nl ? nl + 1 : end;
        if (n > 0 && s[n - 1] == '\r')
            n--;
        int phys = ld->sf->nlines;
        add_phys(ld, s, n, loc, LINE_CODE);
        s = next;
        if (ld->sf->lines[phys].text[0] == '#') {
            read_hash_line(ld, phys, n, &loc);
            continue;
        }
        char *t = (char *)ld->sf->lines[phys].text;
        reg_line(loc.file, loc.line, t);
        replace_nuls(t, n, loc);
        char *inc_name;
        int inc_col;
        if (parse_include_line(t, (int)n, ld->opt->form, &inc_name, &inc_col)) {
            set_kind(ld, phys, LINE_INCLUDE);
            expand_include(ld, inc_name, (Loc){loc.file, loc.line, inc_col}, depth);
            free(inc_name);
        }
        loc.line++;
    }
}

/* ------------------------------------------------- statement assembly */

static void stmt_putc(Loader *ld, char c, Loc loc)
{
    Stmt *st = &ld->st;
    if (st->len == st->cap) {
        st->cap = st->cap ? st->cap * 2 : 128;
        st->text = xrealloc(st->text, (size_t)st->cap);
        st->locs = xrealloc(st->locs, (size_t)st->cap * sizeof *st->locs);
    }
    st->text[st->len] = c;
    st->locs[st->len] = loc;
    st->len++;
}

static void stmt_begin(Loader *ld, Sentinel sentinel, int phys, int byte, int label, Loc label_loc)
{
    Stmt *st = &ld->st;
    st->open = true;
    st->len = 0;
    st->sentinel = sentinel;
    st->label = label;
    st->label_loc = label_loc;
    st->first_phys = st->last_phys = phys;
    st->first_byte = byte;
    st->last_byte = -1;
}

/* A free-form label: 1 to 5 digits, not all zero, then a blank
 * (F2008 3.2.5, 3.3.2.5).  Returns the index past the label or `start`. */
static int take_free_label(Loader *ld, int start, int end)
{
    Stmt *st = &ld->st;
    int i = start;
    while (i < end && isdigit((unsigned char)st->text[i]))
        i++;
    if (i == start || (i < end && !is_blank(st->text[i])))
        return start;
    st->label_loc = st->locs[start];
    long value = 0;
    for (int k = start; k < i && value < 100000; k++)
        value = value * 10 + (st->text[k] - '0');
    if (i - start > 5)
        error_at(st->label_loc, "statement label has more than 5 digits");
    else if (value == 0)
        error_at(st->label_loc, "statement label must not be zero");
    else
        st->label = (int)value;
    while (i < end && is_blank(st->text[i]))
        i++;
    return i;
}

/* Turn the assembled statement into a LogicalLine (unless it is empty). */
static void stmt_finish(Loader *ld)
{
    Stmt *st = &ld->st;
    SourceFile *sf = ld->sf;
    if (!st->open)
        return;
    st->open = false;
    ld->quote = 0;
    int start = 0, end = st->len;
    while (start < end && is_blank(st->text[start]))
        start++;
    while (end > start && is_blank(st->text[end - 1]))
        end--;
    if (sf->form == FORM_FREE && (st->sentinel == SENT_NONE || st->sentinel == SENT_ATCUF))
        start = take_free_label(ld, start, end);
    if (start == end) {
        if (st->label)
            warning_at(st->label_loc, "statement label %d on an empty statement ignored", st->label);
        return;
    }
    if (sf->nstmts == ld->stmts_cap) {
        ld->stmts_cap = ld->stmts_cap ? ld->stmts_cap * 2 : 256;
        sf->stmts = xrealloc(sf->stmts, (size_t)ld->stmts_cap * sizeof *sf->stmts);
    }
    LogicalLine *ll = &sf->stmts[sf->nstmts];
    int len = end - start;
    ll->text = xstrndup(st->text + start, (size_t)len);
    ll->len = len;
    ll->col_loc = xmalloc((size_t)(len + 1) * sizeof *ll->col_loc);
    memcpy(ll->col_loc, st->locs + start, (size_t)len * sizeof *ll->col_loc);
    ll->col_loc[len] = ll->col_loc[len - 1];
    ll->col_loc[len].col++;
    ll->loc = ll->col_loc[0];
    ll->label = st->label;
    ll->label_loc = st->label_loc;
    ll->sentinel = st->sentinel;
    ll->cuda = st->sentinel == SENT_ATCUF;
    ll->first_phys = st->first_phys;
    ll->last_phys = st->last_phys;
    ll->first_byte = st->first_byte;
    ll->last_byte = st->last_byte >= 0 ? st->last_byte : (int)strlen(sf->lines[st->last_phys].text);
    ll->index = sf->nstmts++;
    if (sf->form == FORM_FIXED && (ll->sentinel == SENT_NONE || ll->sentinel == SENT_ATCUF))
        fixed_form_canonicalize(ll);
}

static bool only_blanks_before_comment(const char *s, int i, int end)
{
    while (i < end && is_blank(s[i]))
        i++;
    return i == end || s[i] == '!';
}

/* Append bytes [from, end) of physical line `phys` to the statement: the
 * character context carries over from line to line; '!' outside it starts
 * a comment; ';' outside it ends the statement (not in directives, whose
 * clauses are not statements).  In free form a final '&' (F2008 3.3.2.4)
 * asks for a continuation line: returns true then. */
static bool scan_text(Loader *ld, int phys, int from, int end)
{
    const char *s = ld->sf->lines[phys].text;
    bool free_form = ld->sf->form == FORM_FREE;
    ld->st.last_phys = phys;
    ld->st.last_byte = -1;
    int last = end - 1;
    while (last >= from && is_blank(s[last]))
        last--;
    bool split = ld->st.sentinel == SENT_NONE || ld->st.sentinel == SENT_ATCUF;
    for (int i = from; i < end; i++) {
        char c = s[i];
        if (ld->quote) {
            if (free_form && c == '&' && i == last) {
                ld->cont_loc = phys_loc(ld, phys, i);
                return true;
            }
            stmt_putc(ld, c, phys_loc(ld, phys, i));
            if (c == ld->quote) {
                if (i + 1 < end && s[i + 1] == c) {
                    i++;
                    stmt_putc(ld, c, phys_loc(ld, phys, i));
                } else {
                    ld->quote = 0;
                }
            }
        } else if (c == '!') {
            break;
        } else if (c == ';' && split) {
            ld->st.last_byte = i;
            Sentinel sentinel = ld->st.sentinel;
            stmt_finish(ld);
            stmt_begin(ld, sentinel, phys, i + 1, 0, (Loc){0});
        } else if (free_form && c == '&' && only_blanks_before_comment(s, i + 1, end)) {
            ld->cont_loc = phys_loc(ld, phys, i);
            return true;
        } else {
            if (c == '\'' || c == '"')
                ld->quote = c;
            stmt_putc(ld, c, phys_loc(ld, phys, i));
        }
    }
    return false;
}

/* `!$cuf` and friends right after the comment character at s[0]: the
 * sentinel, or SENT_NONE when the line is a plain comment for us (unknown
 * sentinels, `!$` conditional compilation lines, CUDA sentinels when CUDA
 * Fortran is off — guide 2.11, 2.13). */
static Sentinel match_sentinel(const char *s, const SourceFile *sf)
{
    static const struct { const char *spelling; Sentinel sentinel; bool needs_cuda, needs_acc; } table[] = {
        {"$cuf", SENT_CUF, true, false},
        {"@cuf", SENT_ATCUF, true, false},
        {"$acc", SENT_ACC, false, true},
        {"$omp", SENT_OMP, false, false},
        {"pgi$", SENT_DIR, false, false},
        {"dir$", SENT_DIR, false, false},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strncasecmp(s + 1, table[i].spelling, 4) == 0)
            return (table[i].needs_cuda && !sf->cuda) || (table[i].needs_acc && !sf->acc) ? SENT_NONE
                                                                                         : table[i].sentinel;
    return SENT_NONE;
}

/* Whether a line of `line`'s sentinel continues a statement begun under
 * `stmt`'s: the same sentinel, or an ordinary line and a `!@cuf` line, which
 * with CUDA on is an ordinary source line (guide 2.13). */
static bool continues(Sentinel stmt, Sentinel line)
{
    return stmt == line || (stmt == SENT_NONE && line == SENT_ATCUF) || (stmt == SENT_ATCUF && line == SENT_NONE);
}

/* A statement with `!@cuf` text on any of its lines is CUDA-only text: the
 * host file writes it without the sentinel (src/host/emit.c). */
static void continue_stmt(Loader *ld, Sentinel line)
{
    if (line == SENT_ATCUF)
        ld->st.sentinel = SENT_ATCUF;
}

/* ---------------------------------------------------------- free form */

static LineInfo classify_free(Loader *ld, const char *s)
{
    LineInfo li = {.cls = CLASS_COMMENT, .end = (int)strlen(s)};
    int i = 0;
    while (is_blank(s[i]))
        i++;
    if (s[i] == '\0')
        return li;
    if (s[i] == '!') {
        /* A directive sentinel is one word followed by a blank (initial
         * line) or '&' (continuation), accelerator model 2.1.1. */
        li.sentinel = match_sentinel(s + i, ld->sf);
        if (li.sentinel == SENT_NONE)
            return li;
        char after = s[i + 5];
        if (after != '\0' && !is_blank(after) && after != '&') {
            li.sentinel = SENT_NONE;
            return li;
        }
        li.content = i + 5;
    }
    li.cls = ld->want_cont ? CLASS_CONTINUATION : CLASS_INITIAL;
    return li;
}

static void join_free(Loader *ld)
{
    SourceFile *sf = ld->sf;
    for (int phys = 0; phys < sf->nlines; phys++) {
        if (ld->kinds[phys] != LINE_CODE)
            continue;
        const char *s = sf->lines[phys].text;
        LineInfo li = classify_free(ld, s);
        if (li.cls == CLASS_COMMENT)
            continue;
        if (li.cls == CLASS_CONTINUATION && !continues(ld->st.sentinel, li.sentinel)) {
            error_at(ld->cont_loc, "missing continuation line after '&'");
            stmt_finish(ld);
            li.cls = CLASS_INITIAL;
        }
        int from = li.content;
        if (li.cls == CLASS_CONTINUATION) {
            /* The text goes on after a leading '&'; without one, from the
             * first column (F2008 3.3.2.4). */
            int i = from;
            while (is_blank(s[i]))
                i++;
            if (s[i] == '&')
                from = i + 1;
            continue_stmt(ld, li.sentinel);
        } else {
            stmt_begin(ld, li.sentinel, phys, 0, 0, (Loc){0});
        }
        ld->want_cont = scan_text(ld, phys, from, li.end);
        if (!ld->want_cont)
            stmt_finish(ld);
    }
    if (ld->want_cont) {
        error_at(ld->cont_loc, "missing continuation line after '&'");
        ld->want_cont = false;
    }
    stmt_finish(ld);
}

/* --------------------------------------------------------- fixed form */

/* Fixed form (F2008 3.3.3): C, c, * or ! in column 1 (and D for debugging
 * lines) make a comment; columns 1-5 hold the label, column 6 marks a
 * continuation when not blank or zero, the text is columns 7-72.  A tab in
 * columns 1-6 (DEC tab format) ends the label field: the text follows the
 * tab, or the nonzero digit after it that marks a continuation. */
static LineInfo classify_fixed(Loader *ld, int phys)
{
    const char *s = ld->sf->lines[phys].text;
    int len = (int)strlen(s);
    LineInfo li = {.cls = CLASS_COMMENT};
    int width = ld->opt->fixed_line_length_none ? len : FIXED_WIDTH;
    li.end = len < width ? len : width;
    if (len == 0 || strchr("dD", s[0]))
        return li;
    if (strchr("cC*!", s[0])) {
        /* Directive sentinels occupy columns 1-5 (accelerator model 2.1.2). */
        li.sentinel = match_sentinel(s, ld->sf);
        if (li.sentinel == SENT_NONE)
            return li;
        char col6 = len > 5 ? s[5] : ' ';
        li.cls = is_blank(col6) || col6 == '0' ? CLASS_INITIAL : CLASS_CONTINUATION;
        li.content = len > 5 ? 6 : len;
        return li;
    }
    int first = 0;
    while (first < li.end && is_blank(s[first]))
        first++;
    if (first == li.end || (s[first] == '!' && first != 5))
        return li;
    int tab = -1;
    for (int i = 0; i < 6 && i < len && tab < 0; i++)
        if (s[i] == '\t')
            tab = i;
    int field = tab >= 0 ? tab : (len < 5 ? len : 5);
    for (int i = 0; i < field; i++) {
        if (is_blank(s[i]))
            continue;
        if (!isdigit((unsigned char)s[i])) {
            error_at(phys_loc(ld, phys, i), "invalid character '%c' in the label field (columns 1-5)", s[i]);
            return li;
        }
        if (!li.label_loc.file)
            li.label_loc = phys_loc(ld, phys, i);
        li.label = li.label * 10 + (s[i] - '0');
    }
    if (li.label_loc.file && li.label == 0)
        error_at(li.label_loc, "statement label must not be zero");
    if (tab >= 0) {
        bool cont = s[tab + 1] >= '1' && s[tab + 1] <= '9';
        li.cls = cont ? CLASS_CONTINUATION : CLASS_INITIAL;
        li.content = tab + 1 + cont;
        if (!ld->opt->fixed_line_length_none && li.end > tab + 1 + FIXED_TEXT_WIDTH)
            li.end = tab + 1 + FIXED_TEXT_WIDTH;
    } else {
        char col6 = len > 5 ? s[5] : ' ';
        li.cls = is_blank(col6) || col6 == '0' ? CLASS_INITIAL : CLASS_CONTINUATION;
        li.content = len > 5 ? 6 : len;
    }
    if (li.end < li.content)
        li.end = li.content;
    return li;
}

static void join_fixed(Loader *ld)
{
    SourceFile *sf = ld->sf;
    for (int phys = 0; phys < sf->nlines; phys++) {
        if (ld->kinds[phys] != LINE_CODE)
            continue;
        LineInfo li = classify_fixed(ld, phys);
        if (li.cls == CLASS_COMMENT)
            continue;
        if (li.cls == CLASS_CONTINUATION) {
            if (!ld->st.open || !continues(ld->st.sentinel, li.sentinel)) {
                error_at(phys_loc(ld, phys, li.content > 0 ? li.content - 1 : 0),
                         "continuation line does not follow a statement it can continue");
                continue;
            }
            continue_stmt(ld, li.sentinel);
        } else {
            stmt_finish(ld);
            stmt_begin(ld, li.sentinel, phys, 0, li.label, li.label_loc);
        }
        scan_text(ld, phys, li.content, li.end);
        /* A character context left open runs to column 72 (-fpad-source). */
        int pad_to = li.content + FIXED_TEXT_WIDTH;
        if (ld->quote && !ld->opt->fixed_line_length_none)
            for (int i = li.end; i < pad_to; i++)
                stmt_putc(ld, ' ', phys_loc(ld, phys, i));
    }
    stmt_finish(ld);
}

/* ------------------------------------------------------------ source_load */

SourceFile *source_load_bytes(const char *display_path, const char *text, size_t len,
                             const SourceOptions *opt)
{
    current_generation++;
    Loader ld = {0};
    ld.opt = opt;
    ld.sf = xmalloc(sizeof *ld.sf);
    ld.sf->path = file_name(display_path);
    ld.sf->form = opt->form;
    ld.sf->cuda = opt->cuda;
    ld.sf->acc = opt->acc;
    ld.total = len;
    struct stat st;
    if (stat(display_path, &st) == 0)
        ld.reading[ld.nreading++] = (FileId){st.st_dev, st.st_ino};
    if (len > MAX_SOURCE_BYTES)
        error_at((Loc){ld.sf->path, 0, 0}, "the source is larger than %d MiB, the limit",
                 (int)(MAX_SOURCE_BYTES >> 20));
    else
        read_lines(&ld, ld.sf->path, text, len, 0);
    if (opt->form == FORM_FREE)
        join_free(&ld);
    else
        join_fixed(&ld);
    free(ld.kinds);
    free(ld.st.text);
    free(ld.st.locs);
    return ld.sf;
}

SourceFile *source_load(const char *display_path, const char *text, const SourceOptions *opt)
{
    return source_load_bytes(display_path, text, strlen(text), opt);
}
