/* front.h — the front-end layer of cufc: source form, tokens, AST, parser.
 *
 * Pipeline inside this layer:
 *   source_load()  file (already through cpp when preprocessed) -> physical
 *                  lines -> logical statements (continuations joined,
 *                  comments dropped, ';' split, INCLUDE expanded, sentinels
 *                  recognised), each remembering the physical lines it came
 *                  from so the host emitter can copy untouched text verbatim.
 *   lex_statement() one logical statement -> array of tokens.
 *   parse_file()    all statements -> list of program units (Node trees).
 *
 * Keywords are not reserved in Fortran: the lexer produces identifiers and the
 * parser decides from context what a word means.
 */
#ifndef CUFC_FRONT_H
#define CUFC_FRONT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---------------------------------------------------------------- utilities */

void *xmalloc(size_t n);                 /* zeroed; aborts on exhaustion */
void *xrealloc(void *p, size_t n);
/* Room for element n of array p (n elements of `size` bytes, grown by this
 * only): the capacity doubles at powers of two, so pushing n elements copies
 * O(n) bytes, not O(n^2) as realloc to n + 1 each time does where realloc
 * cannot grow in place (AddressSanitizer's never does). */
void *xgrow(void *p, int n, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
const char *intern(const char *s, size_t n); /* lower-cased, unique pointer */
bool streq_nocase(const char *a, const char *b);

/* A growable string (the emitters build their output with it). */
typedef struct StrBuf {
    char *s;
    size_t len, cap;
} StrBuf;

void sb_puts(StrBuf *b, const char *s);
void sb_putn(StrBuf *b, const char *s, size_t n); /* n bytes, NULs included */
void sb_printf(StrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The text so far (never NULL). */
const char *sb_str(const StrBuf *b);

/* s (a file name) as a C string literal, quotes included: '"' and '\'
 * escaped, a newline as \n, the other bytes outside printable ASCII (UTF-8
 * included, which need not be valid) as octal escapes: `#line` directives
 * and the emulator's messages in generated C++. */
const char *c_quoted(const char *s);

/* A set of strings (compared by content, not copied): membership in O(1). */
typedef struct StrSet {
    const char **slots;
    size_t len, cap;
} StrSet;

/* Add s; false when it was already there. */
bool strset_add(StrSet *set, const char *s);

/* ------------------------------------------------------------- diagnostics */

typedef struct Loc {
    const char *file; /* as the user should see it (after #line markers) */
    int line;         /* 1-based */
    int col;          /* 1-based */
} Loc;

/* Print "file:line:col: error: msg", the source line and a caret.  The
 * source text is found through the SourceFile registry (source_line_text). */
void error_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void warning_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void note_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* An error with no location ("cufc: error: ..."). */
void error_plain(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int error_count(void);
/* Forget the errors counted so far (the fuzzing harness, one input at a time). */
void diag_reset(void);
/* Stop after this many errors (the rest of the input is not worth reading). */
#define MAX_ERRORS 50

/* ------------------------------------------------------------------ limits
 *
 * What cufc accepts (README.md, "Limits"); past a limit comes a located
 * error, never a crash or a hang.  Every pass after the parser recurses
 * over the tree, so the depths are bounded here, once, and the compiler
 * runs on a stack sized for them (run_with_stack). */

/* A source file with its INCLUDE files (after cpp, when preprocessed). */
#define MAX_SOURCE_BYTES ((size_t)64 << 20)
/* INCLUDE lines within INCLUDE files (cpp's limit for #include). */
#define MAX_INCLUDE_DEPTH 200
/* Characters of a name (F2008 3.2.2; gfortran's limit too). */
#define MAX_NAME_LENGTH 63
/* Nesting in an expression: parentheses, function and array references,
 * array constructors, unary and `**` operators, implied DOs, and IF
 * statements in IF statements, one inside the other.  (clang allows 256
 * brackets; gfortran crashes at about 50,000.) */
#define MAX_EXPR_NESTING 1000
/* Depth of an expression's tree: the nesting above plus the operators of
 * left-to-right chains such as a+b+c..., which are parsed by a loop.  A
 * chain of 30,000 terms takes 60,000 characters at least; a statement of
 * F2008's 255 continuation lines of 132 characters has 33,792. */
#define MAX_EXPR_DEPTH 30000
/* Constructs (IF, DO, SELECT, BLOCK, ...) and program units nested in one
 * another. */
#define MAX_CONSTRUCT_DEPTH 1000

/* Run fn(arg) on a thread whose stack holds the recursion the limits above
 * allow; returns fn's result. */
int run_with_stack(int (*fn)(void *), void *arg);

/* ----------------------------------------------------------- source form */

typedef enum { FORM_FREE, FORM_FIXED } SourceForm;

/* Comment-line sentinels that carry statements (guide 2.11, 2.13). */
typedef enum {
    SENT_NONE,
    SENT_CUF,   /* !$cuf  (kernel loop directive) */
    SENT_ATCUF, /* !@cuf  (statement compiled only with CUDA Fortran on) */
    SENT_ACC,   /* !$acc, c$acc, *$acc */
    SENT_OMP,   /* !$omp  (passed through to gfortran unchanged) */
    SENT_DIR,   /* !pgi$ / !dir$ compiler directives (ignore_tkr) */
} Sentinel;

/* One physical line of the (preprocessed) file, as the host emitter copies
 * it.  Lines that came from an INCLUDE file belong to that file. */
typedef struct PhysLine {
    const char *text;  /* without the newline */
    Loc loc;           /* user-visible file and line; col = 1 */
    bool not_fortran;  /* a cpp line marker or an INCLUDE line (the included
                          lines follow it): not copied to the host file */
} PhysLine;

/* One logical statement. */
typedef struct LogicalLine {
    const char *text;     /* continuations joined, comments and sentinel removed,
                             label removed; NUL-terminated */
    int len;
    Loc *col_loc;         /* col_loc[i] = user location of text[i] (len+1 entries) */
    Loc loc;              /* location of the first character of the statement */
    int label;            /* statement label, 0 if none */
    Loc label_loc;
    Sentinel sentinel;
    bool cuda;            /* !@cuf statement (only compiled with CUDA on) */
    /* Physical lines (indices into SourceFile.lines) the statement occupies.
     * Several statements can share a line (';'). */
    int first_phys, last_phys;
    /* When ';' splits a physical line: the statement's byte range within the
     * first/last physical line (otherwise 0 .. strlen). */
    int first_byte, last_byte;
    int index;            /* position in SourceFile.stmts */
} LogicalLine;

typedef struct SourceFile {
    const char *path;       /* the file the user named */
    SourceForm form;
    PhysLine *lines;        /* all physical lines, INCLUDE files expanded in place */
    int nlines;
    LogicalLine *stmts;     /* all logical statements in order */
    int nstmts;
    bool cuda;              /* CUDA Fortran enabled (.cuf, -cuda) */
    bool acc;               /* accelerator directives enabled (-acc, -ta=): else !$acc lines are comments */
} SourceFile;

typedef struct SourceOptions {
    SourceForm form;
    bool cuda;               /* recognise !$cuf / !@cuf / CUDA syntax */
    bool acc;                /* recognise !$acc (accelerator model 2.1; nvfortran -acc) */
    const char **include_dirs; /* for INCLUDE lines, NULL-terminated */
    bool fixed_line_length_none; /* fixed form: no column-72 cut */
} SourceOptions;

/* Read `path` (whose text is `text`, already preprocessed when needed) and
 * split it into logical statements.  `display_path` is what Loc.file shows.
 * Returns NULL after reporting errors it cannot recover from. */
SourceFile *source_load(const char *display_path, const char *text,
                        const SourceOptions *opt);
/* The same for text of `len` bytes, which may hold NUL bytes (each line
 * with one gets an error, "NUL character in source"). */
SourceFile *source_load_bytes(const char *display_path, const char *text, size_t len,
                              const SourceOptions *opt);
/* Fixed form: drop blanks outside character literals and put one back after
 * the statement's keywords (fixed_form.c). */
void fixed_form_canonicalize(LogicalLine *ll);
/* Source text of a user line, for diagnostics (NULL if unknown). */
const char *source_line_text(const char *file, int line);
/* Record `text` as line `line` of `file` for diagnostics on text not read
 * by source_load (the driver's check of cpp directives). */
void source_note_line(const char *file, int line, const char *text);

/* ------------------------------------------------------------------ tokens */

typedef enum {
    TK_IDENT,    /* name; text is lower-cased and interned */
    TK_INT,      /* digits; kind suffix in .kind */
    TK_REAL,     /* 1.0, 1e5, 1.0d0, .5; kind suffix in .kind */
    TK_STRING,   /* 'abc' / "abc": .str holds the value (quotes undone), .kind the kind prefix */
    TK_BOZ,      /* b'0101', o'17', z'ff' (also trailing forms 'ff'x) */
    TK_LOGICAL,  /* .true. / .false. (value in .ival), kind suffix in .kind */
    TK_DOTOP,    /* .and. .or. .not. .eqv. .neqv. .eq. ... and user .myop.; text = ".and." lower-cased */
    TK_PUNCT,    /* operators and punctuation: text is one of
                    ( ) [ ] (/ /) , : :: = => + - * ** / // == /= < <= > >= % ; & ? <<< >>> .. */
    TK_EOS,      /* end of statement */
} TokenKind;

typedef struct Token {
    TokenKind kind;
    const char *text;   /* interned lower-case for IDENT/DOTOP/PUNCT; literal spelling for numbers */
    const char *str;    /* TK_STRING: value; TK_BOZ: digits */
    int str_len;
    const char *kind_param; /* "_8", "_dp" suffix without '_', or NULL; TK_STRING: prefix kind */
    int64_t ival;       /* TK_LOGICAL value; TK_BOZ radix (2, 8, 16) */
    Loc loc;
    int offset;         /* byte offset in LogicalLine.text */
} Token;

/* Tokenize one statement.  The array ends with TK_EOS.  Returns NULL after
 * reporting an error (bad character, unterminated string). */
Token *lex_statement(const LogicalLine *ll, SourceForm form, int *ntokens);

/* -------------------------------------------------------------------- AST */

typedef enum {
    /* --- expressions --- */
    N_INT_LIT,      /* str = digits, kind = kind parameter (N_INT_LIT or N_NAME) or NULL */
    N_REAL_LIT,     /* str = spelling (may use d/e/q exponent), kind */
    N_COMPLEX_LIT,  /* lhs = real part, rhs = imaginary part */
    N_STRING_LIT,   /* str = value, ival = length, kind = kind prefix */
    N_LOGICAL_LIT,  /* ival = 0/1, kind */
    N_BOZ_LIT,      /* str = digits, ival = radix */
    N_NAME,         /* name */
    N_APPLY,        /* lhs(args): array element/section, function call, substring,
                       structure constructor — sema decides; args = N_ARG/N_RANGE list */
    N_COMPONENT,    /* lhs % name */
    N_ARG,          /* [name =] lhs — actual argument or subscript;
                       lhs may be N_STAR (assumed), N_ALTRETURN */
    N_RANGE,        /* lhs : rhs : stride (each may be NULL) — section triplet,
                       substring range, case range */
    N_UNARY,        /* op lhs */
    N_BINARY,       /* lhs op rhs */
    N_DEFOP,        /* user operator: name = ".myop."; lhs (NULL if unary), rhs */
    N_ARRAY_CTOR,   /* [ts ::] list — (/ ... /) or [ ... ] */
    N_IMPLIED_DO,   /* (list, name = lhs, rhs [, stride]) — in constructors, I/O lists, DATA */
    N_STAR,         /* '*' (assumed length/size, list-directed format, launch '*') */
    N_ALTRETURN,    /* *label actual argument: ival = label */
    N_TUPLE,        /* (a, b) in a !$cuf launch configuration: list */
    N_COLON,        /* ':' alone (deferred length) */

    /* --- program units (body = statements, contains = procedures) --- */
    N_PROGRAM,      /* name */
    N_MODULE,       /* name */
    N_SUBMODULE,    /* name; str = parent spec "ancestor[:parent]" */
    N_BLOCK_DATA,   /* name (may be NULL) */
    N_SUBROUTINE,   /* name, list = dummy args (N_NAME / N_STAR), prefix, cuda, bind */
    N_FUNCTION,     /* name, list = dummies, ts = prefix type or NULL, result = result name */
    N_SEPARATE_PROC,/* `module procedure name` body in a submodule: name */

    /* --- specification statements --- */
    N_TYPE_DECL,    /* ts, attrs, list = N_ENTITY */
    N_ENTITY,       /* name, dims = array spec, codims, charlen (N_* expr / N_STAR / N_COLON),
                       init = initializer, op = '=' or 'p' (for '=>') */
    N_ATTR_STMT,    /* attrs = the attribute(s) given (attrs.flags, cuda, intent...),
                       list = N_ENTITY (dims when `dimension a(10)`), or empty for `save` alone,
                       ival = 1 for `public`/`private` with no list */
    N_PARAMETER,    /* list = N_ENTITY with init */
    N_IMPLICIT,     /* list = N_IMPLICIT_SPEC; empty list means `implicit none`;
                       ival bit 1 = none(type), bit 2 = none(external) */
    N_IMPLICIT_SPEC,/* ts, list = N_RANGE of N_NAME letters (lhs..rhs) */
    N_USE,          /* name = module, op = 'i' intrinsic / 'n' non_intrinsic / 0,
                       ival = 1 if `only:`, list = N_RENAME */
    N_RENAME,       /* name = local name, str = module's name (NULL when not renamed);
                       op = 'o' for operator(.x.) renames; or a generic-spec string in name */
    N_IMPORT,       /* list = N_NAME (empty = all) */
    N_COMMON,       /* list = N_COMMON_BLOCK */
    N_COMMON_BLOCK, /* name (NULL = blank common), list = N_ENTITY */
    N_EQUIVALENCE,  /* list = N_EQUIV_SET */
    N_EQUIV_SET,    /* list = designators */
    N_NAMELIST,     /* list = N_NAMELIST_GROUP */
    N_NAMELIST_GROUP,/* name, list = N_NAME */
    N_DATA,         /* list = N_DATA_SET */
    N_DATA_SET,     /* list = objects (designators, N_IMPLIED_DO), args = values (N_DATA_VALUE) */
    N_DATA_VALUE,   /* lhs = repeat count or NULL, rhs = value */
    N_FORMAT,       /* str = the text inside FORMAT(...) as written (parentheses included) */
    N_ENTRY,        /* name, list = dummies, result */
    N_PROCEDURE_DECL,/* str = interface name or NULL, ts = interface type, attrs, list = N_ENTITY */
    N_DERIVED_TYPE, /* name, attrs (ATTR_ABSTRACT, bind, access), str = extends parent,
                       list = type parameter names (N_NAME), body = component part
                       (N_TYPE_DECL with ATTR_KIND/ATTR_LEN for type params, N_TYPE_DECL,
                       N_PROCEDURE_DECL, N_SEQUENCE, N_ATTR_STMT private),
                       contains = bindings (N_TYPE_BOUND, N_GENERIC_BINDING, N_FINAL) */
    N_SEQUENCE,
    N_TYPE_BOUND,   /* procedure[(iface)][, attrs] :: name [=> str] — attrs: deferred, nopass,
                       pass(str2)...; one node per binding */
    N_GENERIC_BINDING,/* name = generic spec ("assignment(=)", "operator(+)", "name"),
                       list = N_NAME specifics, attrs (access) */
    N_FINAL,        /* list = N_NAME */
    N_INTERFACE,    /* name = generic spec or NULL, ival = 1 abstract,
                       body = N_SUBROUTINE/N_FUNCTION bodies and N_MODULE_PROC_STMT */
    N_MODULE_PROC_STMT, /* [module] procedure :: list = N_NAME */
    N_ENUM,         /* body = N_ENUMERATOR statements (enum, bind(c)) */
    N_ENUMERATOR,   /* list = N_ENTITY */
    N_STMT_FUNCTION,/* name, list = dummies (N_NAME), rhs = expression (set by sema) */

    /* --- executable statements --- */
    N_ASSIGN,       /* lhs = rhs */
    N_PTR_ASSIGN,   /* lhs => rhs */
    N_CALL,         /* lhs = procedure designator (N_NAME / N_COMPONENT), args,
                       launch = N_LAUNCH or NULL */
    N_LAUNCH,       /* list = 2..4 config expressions (grid, block, shmem, stream), any may be N_STAR */
    N_IF,           /* name = construct name, cond, body, orelse = N_ELSE_IF / N_ELSE */
    N_ELSE_IF,      /* cond, body, orelse */
    N_ELSE,         /* body */
    N_IF_STMT,      /* cond, body = one statement */
    N_ARITH_IF,     /* cond, list = three N_INT_LIT labels */
    N_DO,           /* name, do_label (label-terminated form), op = DO_*, var, lhs = start,
                       rhs = end, stride = step, cond = while condition,
                       list = N_CONCURRENT_SPEC (do concurrent), mask, body */
    N_CONCURRENT_SPEC,/* name = index, lhs, rhs, stride  (forall / do concurrent) */
    N_SELECT_CASE,  /* name, cond = selector, list = N_CASE */
    N_CASE,         /* list = values (exprs or N_RANGE); empty list = default; body */
    N_SELECT_TYPE,  /* name, str = associate name or NULL, cond = selector, list = N_TYPE_GUARD */
    N_TYPE_GUARD,   /* op = 't' type is / 'c' class is / 'd' class default; ts; body */
    N_SELECT_RANK,  /* name, str, cond, list = N_RANK_CASE (F2018, accepted) */
    N_RANK_CASE,    /* lhs = rank expr / N_STAR, or NULL for default; body */
    N_WHERE,        /* cond = mask, body, orelse = N_ELSEWHERE chain; ival = 1 for the
                       one-line `where (m) a = b` form */
    N_ELSEWHERE,    /* cond (NULL = plain elsewhere), body, orelse */
    N_FORALL,       /* list = N_CONCURRENT_SPEC, mask, body; ival = 1 for statement form */
    N_ASSOCIATE,    /* name, list = N_ASSOC, body */
    N_ASSOC,        /* name => lhs */
    N_BLOCK,        /* name, body (its own specification part first) */
    N_CRITICAL,     /* name, body */
    N_CONTINUE,
    N_CYCLE,        /* name (construct) or NULL */
    N_EXIT,         /* name */
    N_GOTO,         /* ival = label */
    N_COMPUTED_GOTO,/* list = labels (N_INT_LIT), cond = index expression */
    N_ASSIGNED_GOTO,/* name = variable, list = labels */
    N_ASSIGN_LABEL, /* `assign 10 to k`: ival = label, name = variable */
    N_RETURN,       /* lhs = alternate return expression or NULL */
    N_STOP,         /* lhs = code or NULL, op = 'e' for error stop, ival = 1 quiet= given (rhs) */
    N_PAUSE,        /* lhs */
    N_ALLOCATE,     /* ts = type-spec or NULL, list = allocation objects (designators with
                       bounds as N_APPLY args), args = options (N_ARG name = stat/errmsg/
                       source/mold/pinned) */
    N_DEALLOCATE,   /* list, args = options */
    N_NULLIFY,      /* list */
    N_IO,           /* op = IO_*, args = control list (N_ARG, positional ones unnamed),
                       list = item list (exprs, N_IMPLIED_DO) */
    N_SYNC,         /* coarray sync all/images/memory: str = which, args */
    N_CUF_KERNEL,   /* !$cuf kernel do(n): ival = n, launch = N_LAUNCH or NULL
                       (list entries may be N_TUPLE/N_STAR; stream in `stream`),
                       list = N_REDUCE clauses, body = the DO construct it applies to */
    N_REDUCE,       /* name = operator ("+", "max", ...), list = variables */
    N_ACC,          /* !$acc directive: name = directive ("region", "end region", "data",
                       "kernels", "loop", "parallel", ...), list = N_ACC_CLAUSE,
                       body = statements of the region when it is a construct */
    N_ACC_CLAUSE,   /* name, list = arguments (exprs / N_RANGE sections) */
    N_OMP,          /* !$omp line: passed through; str = directive text */
    N_COMPILER_DIRECTIVE, /* !pgi$ / !dir$ line: str = directive text (ignore_tkr) */
    N_ERROR_STMT,   /* a statement that failed to parse (already reported) */
} NodeKind;

/* Intrinsic operators. */
typedef enum {
    OP_NONE,
    OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_POW, OP_CONCAT,
    OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE,
    OP_NOT, OP_AND, OP_OR, OP_EQV, OP_NEQV,
    OP_NEG, OP_PLUS, /* unary minus / plus */
    OP_PAREN,        /* (expr) — kept: Fortran gives it meaning */
} Op;

typedef enum { DO_COUNTED, DO_WHILE, DO_FOREVER, DO_CONCURRENT } DoKind;

typedef enum {
    IO_READ, IO_WRITE, IO_PRINT, IO_OPEN, IO_CLOSE, IO_INQUIRE, IO_BACKSPACE,
    IO_ENDFILE, IO_REWIND, IO_FLUSH, IO_WAIT,
} IoKind;

/* Intrinsic type of a declaration as written (sema resolves kinds). */
typedef enum {
    TS_INTEGER, TS_REAL, TS_DOUBLE_PRECISION, TS_COMPLEX, TS_DOUBLE_COMPLEX,
    TS_LOGICAL, TS_CHARACTER, TS_TYPE, TS_CLASS, TS_CLASS_STAR, TS_TYPE_STAR,
} TypeSpecKind;

typedef struct Node Node;

typedef struct TypeSpec {
    TypeSpecKind kind;
    Node *kind_expr;    /* kind=… or *N (star_kind) */
    bool star_kind;     /* real*8 spelling */
    Node *len;          /* character length expr, N_STAR or N_COLON; NULL = 1 */
    const char *derived;/* TS_TYPE/TS_CLASS: type name */
    Node *type_params;  /* TS_TYPE/TS_CLASS: parameter values (N_ARG list) */
    Loc loc;
} TypeSpec;

/* Array spec entries are N_DIM nodes in a list. */
typedef enum {
    DIM_EXPLICIT,      /* [lhs:]rhs */
    DIM_ASSUMED_SHAPE, /* [lhs]:  (dummy) */
    DIM_DEFERRED,      /* :       (allocatable / pointer) — same spelling as assumed shape
                          without a lower bound; sema decides which */
    DIM_ASSUMED_SIZE,  /* [lhs:]* */
    DIM_ASSUMED_RANK,  /* .. */
} DimKind;

/* Attribute flags (Fortran). */
enum {
    ATTR_ALLOCATABLE  = 1u << 0,
    ATTR_POINTER      = 1u << 1,
    ATTR_TARGET       = 1u << 2,
    ATTR_PARAMETER    = 1u << 3,
    ATTR_DIMENSION    = 1u << 4,
    ATTR_OPTIONAL     = 1u << 5,
    ATTR_SAVE         = 1u << 6,
    ATTR_EXTERNAL     = 1u << 7,
    ATTR_INTRINSIC    = 1u << 8,
    ATTR_PUBLIC       = 1u << 9,
    ATTR_PRIVATE      = 1u << 10,
    ATTR_PROTECTED    = 1u << 11,
    ATTR_VALUE        = 1u << 12,
    ATTR_VOLATILE     = 1u << 13,
    ATTR_ASYNCHRONOUS = 1u << 14,
    ATTR_CONTIGUOUS   = 1u << 15,
    ATTR_BIND_C       = 1u << 16,
    ATTR_INTENT_IN    = 1u << 17,
    ATTR_INTENT_OUT   = 1u << 18,
    ATTR_INTENT_INOUT = ATTR_INTENT_IN | ATTR_INTENT_OUT,
    ATTR_KIND         = 1u << 19, /* type parameter declarations */
    ATTR_LEN          = 1u << 20,
    ATTR_ABSTRACT     = 1u << 21,
    ATTR_DEFERRED     = 1u << 22, /* type-bound procedures */
    ATTR_NOPASS       = 1u << 23,
    ATTR_PASS         = 1u << 24, /* str2 = pass argument name */
    ATTR_NON_OVERRIDABLE = 1u << 25,
    ATTR_CODIMENSION  = 1u << 26,
};

/* CUDA Fortran data attributes (guide 2.6, 3.2). */
enum {
    CUDA_DEVICE   = 1u << 0,
    CUDA_MANAGED  = 1u << 1,
    CUDA_CONSTANT = 1u << 2,
    CUDA_SHARED   = 1u << 3,
    CUDA_PINNED   = 1u << 4,
    CUDA_TEXTURE  = 1u << 5,
};

/* CUDA Fortran procedure attributes (guide 2.5, 3.1). */
enum {
    PROC_HOST        = 1u << 0,
    PROC_GLOBAL      = 1u << 1,
    PROC_DEVICE      = 1u << 2,
    PROC_GRID_GLOBAL = 1u << 3,
};

/* Procedure prefixes (Fortran). */
enum {
    PREFIX_PURE      = 1u << 0,
    PREFIX_ELEMENTAL = 1u << 1,
    PREFIX_RECURSIVE = 1u << 2,
    PREFIX_IMPURE    = 1u << 3,
    PREFIX_MODULE    = 1u << 4,
    PREFIX_NON_RECURSIVE = 1u << 5,
};

typedef struct Attrs {
    unsigned flags;      /* ATTR_* */
    unsigned cuda;       /* CUDA_* */
    Node *dims;          /* dimension(...) attribute: N_DIM list */
    Node *codims;        /* codimension[...] */
    const char *bind_name; /* bind(c, name="...") */
    const char *pass_name; /* pass(arg) */
} Attrs;

struct Node {
    NodeKind kind;
    Loc loc;
    Node *next;             /* next in any list */

    /* statements */
    int label;                    /* statement label, 0 if none */
    const LogicalLine *src;       /* statement it was parsed from */
    const LogicalLine *end_src;   /* constructs/units: their END statement */

    const char *name;       /* identifiers (interned lower-case), construct names,
                               keyword of an N_ARG, operator spelling of N_DEFOP */
    const char *str;        /* literal text, format text, parent names, interface names */
    const char *result;     /* function result name */
    int64_t ival;
    int op;                 /* Op, DoKind, IoKind, DimKind, or a character code */

    Node *lhs, *rhs;
    Node *stride;           /* third expression: range stride, DO step */
    Node *kind_param;       /* kind of a literal (N_INT_LIT / N_NAME) */
    Node *cond;
    Node *mask;
    Node *args;             /* actual arguments / subscripts / control list */
    Node *list;             /* items: entities, dummies, cases, ... */
    Node *body;             /* statements of a block */
    Node *orelse;           /* ELSE IF / ELSE / ELSEWHERE chain */
    Node *contains;         /* program units: contained procedures */
    Node *launch;           /* chevron configuration */
    Node *launch_bounds;    /* kernel header: launch_bounds(max threads, min blocks[, max cluster]) values */
    Node *cluster_dims;     /* kernel header: cluster_dims(x, y, z) values */
    Node *stream;           /* !$cuf stream= */
    Node *init;             /* N_ENTITY initializer */
    Node *charlen;          /* N_ENTITY *len override */
    Node *dims;             /* array spec (N_DIM list) */
    Node *codims;

    const char *var;        /* DO variable name */
    int do_label;           /* DO label that ends a label-terminated loop */

    TypeSpec *ts;
    Attrs attrs;
    unsigned prefix;        /* PREFIX_* */
    unsigned cuda_proc;     /* PROC_* from attributes(...) */
    const char *bind_name;  /* procedure bind(c, name=) */
    bool bind_c;
    bool has_contains;      /* program units: a CONTAINS statement (the list
                               `contains` is empty when none follows it) */

    /* filled in by sema */
    struct Symbol *sym;
    struct Type *type;
    struct Scope *scope;    /* scoping units: their scope */

    /* filled in by the CUDA layer (src/cuda) */
    const struct CufLoop *cuf;  /* N_CUF_KERNEL: the analysed loop nest; NULL after errors */
    const struct AccRegion *acc;/* N_ACC construct or data directive: its lowering (accregion.c) */
    const struct TensorStatement *tensor; /* N_ASSIGN in host code: what cutensorEx runs (tensorex.c) */
};

/* N_DIM is an array-spec entry: op = DimKind, lhs = lower, rhs = upper. */
#define N_DIM N_RANGE

/* Constructors used by the parser. */
Node *new_node(NodeKind kind, Loc loc);
/* Append b (and the nodes chained after it) to the list starting at *head:
 * walks the list, so only for short lists and single appends. */
void list_append(Node **head, Node *b);
/* Append b to the list whose end is at or after `tail` (the address of a
 * head pointer or of a `next` field) and return the address of the new
 * end's `next`.  Loops keep the result:
 *     Node **tail = &n->list;
 *     for (...) tail = list_push(tail, item);
 * so that building a list of n items is linear. */
Node **list_push(Node **tail, Node *b);
int list_length(const Node *list);
const char *node_kind_name(NodeKind kind);
const char *attr_word(unsigned flag); /* "ALLOCATABLE" for ATTR_ALLOCATABLE ... */

/* Parse every statement of `sf` into program units.  Returns the list of
 * units (N_PROGRAM, N_MODULE, N_SUBROUTINE, ...).  Errors are reported
 * through error_at; the parser recovers at statement boundaries. */
Node *parse_file(SourceFile *sf);

/* Debug dump of a tree (cufc -dump-ast). */
void dump_ast(const Node *n, int indent);

#endif
