/* host.h — host Fortran emission.
 *
 * The host file handed to gfortran is the user's (preprocessed) source, line
 * for line, with `# line "file"` markers: statements that touch no device data
 * are copied verbatim, statements that do are replaced by equivalent plain
 * Fortran calling the runtime (libcufrt, through the cufc_rt module) and the
 * launch stubs emitted by the device emitter, and device procedures are
 * removed.  The conventions shared with the device emitter (stub names,
 * argument passing) are in docs/architecture.md, "Host/device calling
 * convention". */
#ifndef CUFC_HOST_H
#define CUFC_HOST_H

#include <stdbool.h>
#include <stdio.h>
#include "front/front.h"
#include "cuda/cuda.h"

typedef struct HostOptions {
    bool managed;       /* -gpu=managed: device allocatables become managed */
    bool emu;           /* -gpu=emu: statements calling CUDA libraries name their line to the emulator */
} HostOptions;

/* What the host file holds at a user line (a file and line as its `# N
 * "file"` markers tell gfortran): the user's line copied verbatim, text
 * cufc generated for the user statement at `stmt` (a rewritten statement,
 * and any statement sharing a physical line with one), or both (generated
 * text before an unchanged statement, a generated continuation line that
 * reaches the number of a verbatim one).  The driver relays gfortran's
 * diagnostics by it (driver/relay.c): those on verbatim lines are the
 * user's, those on generated text cufc's bugs; a mixed line is told apart
 * by line n of the host text without its markers (host_text_line,
 * host_text_unmarked). */
typedef enum { HOST_LINE_UNKNOWN, HOST_LINE_VERBATIM, HOST_LINE_GENERATED, HOST_LINE_MIXED } HostLineKind;
typedef struct HostLine {
    HostLineKind kind;
    Loc stmt;              /* the user's line (verbatim), statement (generated) */
} HostLine;
typedef struct HostLineMap HostLineMap;
HostLine host_line(const HostLineMap *map, const char *file, int line);
HostLine host_text_line(const HostLineMap *map, int n);
const char *host_text_unmarked(const char *text, size_t *len);

/* Write the host program for `units` (parsed from `sf`, analysed by sema),
 * and with a non-NULL `map` what each user line became in it.  Returns
 * false after reporting errors (e.g. an illegal implicit transfer). */
bool emit_host(FILE *out, SourceFile *sf, Node *units, const HostOptions *opt, HostLineMap **map);

/* ------------------------------------------------------------ internals */


/* unparse.c: Fortran source text of expressions and type specs.  `subst`
 * (may be NULL) is asked first for every node; a non-NULL answer replaces
 * the node's text (used for temporaries standing in for device data). */
typedef const char *(*UnparseSubst)(const Node *n, void *ctx);
void unparse_expr(StrBuf *b, const Node *e, UnparseSubst subst, void *ctx);
const char *expr_text(const Node *e);
/* Fortran spelling of a sema Type's scalar part: "real(4)", "type(t)", "character(len=10)". */
const char *type_decl_text(const Type *t);
/* The type host code holds device data of type t in: t itself, but the bits
 * of real(2) (CUDA Fortran half precision, guide 2.7.1) as integer(2), since
 * gfortran has no real(2) and host code never computes with device data. */
const char *storage_decl_text(const Type *t);

/* Per-statement edits (emit.c). */
typedef struct Edit {
    bool changed;          /* the statement is not copied verbatim */
    StrBuf before;         /* statements emitted before it */
    StrBuf replace;        /* its replacement (empty = deleted) when changed */
    StrBuf after;          /* statements emitted after it (the end of an !$acc region) */
} Edit;

typedef struct HostEmitter {
    SourceFile *sf;
    Edit *edits;           /* one per logical statement */
    const HostOptions *opt;
    int ntemps;            /* counter for unique temporary names */
} HostEmitter;

/* Write the file: verbatim lines where nothing changed, edits elsewhere;
 * returns what each user line became (host_line). */
HostLineMap *emit_edited_source(FILE *out, HostEmitter *h);
/* Append one statement (free text, no newline) to `b` as source lines in the
 * file's form, wrapped at the line length with continuations. */
void emit_statement_text(StrBuf *b, SourceForm form, int label, const char *text);

/* A Fortran character expression whose value is s (file names for the
 * runtime's messages): "..." with '"' doubled, and char(n) joined by // for
 * the control characters (a newline) that a character context cannot
 * hold.  Other bytes, UTF-8 included, stand as they are. */
const char *fortran_string(const char *s);

/* dialect.c: PGI spellings gfortran rejects.  The text of a BOZ constant
 * (spelled `spelling`) as an array constructor element; the text standing
 * for node n (int_ptr_kind()), or NULL; the statements from..to of a unit
 * with scope `scope` that no rewrite changed, respelled where they hold
 * such spellings. */
const char *boz_as_integer(const char *spelling, const char *digits, int radix);
const char *dialect_respelling(const Node *n);
void respell_dialect(HostEmitter *h, Scope *scope, int from, int to);
/* Statement text made from the user's statement `of` (a declaration as
 * written), respelled likewise. */
const char *respell_text(const char *text, const LogicalLine *of, SourceForm form, Scope *scope);
/* A type guard host code never takes: `type is (real(2))` (gfortran has
 * no real(2), and host code holds no real(2) value: rules.c); the host
 * file goes without it and its block. */
bool guard_never_taken(const Node *guard, Scope *scope);
/* Statement ll (MODULE, END MODULE, USE, PROGRAM, END PROGRAM) with the
 * unit's name `name` spelled `to`, unless another edit changed it. */
void respell_unit_name(HostEmitter *h, const LogicalLine *ll, const char *name, const char *to);

/* rewrite.c */
bool rewrite_units(HostEmitter *h, Node *units);

/* rewrite.c: one grid or block entry of a kernel launch or a !$cuf
 * directive as the stub's "x, y, z" integer(4) values: an integer, a dim3
 * constructor's components or a dim3 value's, a parenthesized list
 * (!$cuf); `*` is CUFRT_LAUNCH_AUTO, the stub's choice (in x alone for a
 * launch, in all three with `star_fills`, the directive's). */
const char *launch_dims_text(Node *e, bool star_fills);

/* cuf_kernel.c: the call replacing a `!$cuf kernel do` loop nest (guide
 * 2.11) in a unit with scope `scope`: the stub's name, its number of
 * descriptor arguments (after gx..stream) and the CALL statement text.
 * False after reporting errors. */
bool host_cuf_kernel(Node *dir, const char **stub, int *nargs, const char **call);
/* The async queue `q` of an !$acc clause (or another integer argument of
 * one) as an integer(4) argument (NULL: CUFACC_ASYNC_NOVAL, the default
 * queue). */
const char *acc_queue_text(const Node *q);

#endif
