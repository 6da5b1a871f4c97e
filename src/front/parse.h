/* parse.h — parser internals shared by the parse_*.c files (not used outside
 * src/front).
 *
 * The parser works one logical statement at a time.  parse_unit.c reads the
 * statements in order, asks parse_statement() what each one is, and builds
 * the nesting (program units, CONTAINS, constructs, label-terminated DO).
 * Statements that open or close a construct come back from parse_statement()
 * as the construct node without its body (N_DO, N_IF, N_SELECT_CASE, ...)
 * or as an N_END_STMT / N_CONTAINS_STMT / N_ELSE ... marker.
 */
#ifndef CUFC_PARSE_H
#define CUFC_PARSE_H

#include "front/front.h"

/* Markers that exist only between parse_statement() and the structure
 * builder; they never appear in the finished tree.  They reuse NodeKind
 * values past the public ones. */
enum {
    N_END_STMT = N_ERROR_STMT + 1, /* str = what ("do", "if", "subroutine", "type",
                                      "interface", "select", "where", "forall",
                                      "associate", "block", "critical", "module",
                                      "program", "function", "submodule", "enum",
                                      "block data", "procedure" ...; NULL for bare END),
                                      name = construct/unit name if given */
    N_CONTAINS_STMT,
    N_TYPE_BEGIN,                  /* `type [, attrs ::] name[(params)]` — an N_DERIVED_TYPE
                                      without body; kind is rewritten to N_DERIVED_TYPE */
    N_INTERFACE_BEGIN,             /* an N_INTERFACE without body */
    N_ENUM_BEGIN,
};

typedef struct Parser {
    SourceFile *sf;
    int stmt;                 /* index of the current logical statement */
    const LogicalLine *ll;    /* current statement */
    Token *toks;              /* its tokens (ending with TK_EOS) */
    int ntoks;
    int pos;                  /* current token */
    bool cuda;                /* CUDA Fortran syntax enabled */
    int depth;                /* recursive parses open (parse_enter) */
} Parser;

/* ---- token cursor (cursor.c) ---- */
Token *peek(Parser *p);                     /* current token */
Token *peek_at(Parser *p, int k);           /* k tokens ahead (TK_EOS past the end) */
Token *advance(Parser *p);                  /* returns the token it consumed */
bool at_eos(Parser *p);
bool is_ident(Token *t, const char *word);  /* identifier equal to lower-case word */
bool is_punct(Token *t, const char *punct);
bool accept_ident(Parser *p, const char *word);
bool accept_punct(Parser *p, const char *punct);
/* Report "expected X" at the current token and return false. */
bool expect_punct(Parser *p, const char *punct);
bool expect_ident_kw(Parser *p, const char *word);
const char *expect_name(Parser *p);         /* a name, or NULL after an error */
/* Error at the current token; returns NULL so callers can `return parse_fail(...)`. */
Node *parse_fail(Parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* CUDA syntax is an error in plain Fortran sources (reported at the
 * current token, `what` as written). */
bool cuda_allowed(Parser *p, const char *what);
/* Around each recursive parse (expressions, implied DOs, the statement of
 * an IF statement): false, after an error, when MAX_EXPR_NESTING are open:
 * the C stack is bounded by the limit, not by the input.  Every
 * parse_enter that returned true has its parse_leave. */
bool parse_enter(Parser *p);
void parse_leave(Parser *p);
/* Require the end of the statement ("junk after statement" otherwise). */
bool expect_eos(Parser *p);
Loc tok_loc(Parser *p);
int eos_index(Parser *p);                   /* index of the TK_EOS that ends the statement */
const char *tok_spelling(Token *t);         /* a token as the user wrote it, for messages */

/* ---- expressions (parse_expr.c) ---- */
Node *parse_expr(Parser *p);
Node *parse_designator(Parser *p);          /* name [(args)] [%comp [(args)]]... [(substring)] */
Node *parse_actual_args(Parser *p);         /* after '(' : list of N_ARG/N_RANGE up to ')' (consumed) */
Node *parse_literal_constant(Parser *p);
Node *parse_int_constant_expr(Parser *p);   /* an expression where an integer is expected */
/* Implied DO loops, shared by array constructors, DATA and I/O lists:
 * implied_do_ahead() tells, without consuming anything, whether the '(' at
 * the cursor opens `(items, name = start, end [, step])`;
 * parse_implied_do() parses it from that '(' into an N_IMPLIED_DO, reading
 * each item with `item` (which may recurse for nested loops). */
bool implied_do_ahead(Parser *p);
Node *parse_implied_do(Parser *p, Node *(*item)(Parser *));

/* ---- declarations (parse_decl.c) ---- */
/* If the current statement is a specification statement (type declaration,
 * attribute statement, implicit, use, import, common, equivalence, namelist,
 * data, parameter, format, entry, procedure declaration, derived-type begin
 * or component/binding statements, interface begin, module procedure,
 * generic/final bindings, enum, enumerator, sequence, private/public),
 * parse and return it; otherwise return NULL without consuming anything.
 * `in_type` tells that we are inside a derived-type definition (components,
 * `contains` bindings: in_type == 2). */
Node *parse_specification_stmt(Parser *p, int in_type);
/* Program-unit headers: program, module, submodule, block data, and
 * subroutine/function with prefixes (type, pure, elemental, recursive,
 * module, attributes(host/global/device/grid_global)) and suffixes (result,
 * bind).  Returns NULL without consuming anything if it is not one. */
Node *parse_unit_header(Parser *p);
TypeSpec *parse_type_spec(Parser *p);       /* integer(kind=8), real*8, character(len=*), type(t), class(*) ... */
Node *parse_array_spec(Parser *p);          /* after '(' : N_DIM list up to ')' (consumed) */

/* ---- executable statements (parse_exec.c, parse_io.c, parse_directive.c) ---- */
/* Parse any statement that is not a specification statement or unit header:
 * assignments, calls (with chevrons), construct openers and closers, I/O,
 * control flow, allocate..., and the !$cuf / !$acc / !$omp directives. */
Node *parse_executable_stmt(Parser *p);
Node *parse_io_stmt(Parser *p, IoKind kind);
Node *parse_cuf_directive(Parser *p);       /* current statement has sentinel SENT_CUF */
Node *parse_acc_directive(Parser *p);       /* SENT_ACC */

/* ---- shared helpers of the statement parsers ---- */
/* In a function returning Node *: give up (return NULL) when a sub-parse
 * failed; the error has been reported. */
#define TRY(x)                                                                 \
    do {                                                                       \
        if (!(x))                                                              \
            return NULL;                                                       \
    } while (0)
/* True if the statement, from the current token on, has the shape
 * `designator = ...` or `designator => ...`.  Keywords are not reserved
 * (`if(i) = 1` assigns to an array IF), so this is decided before any
 * keyword is looked at.  Consumes nothing. */
bool looks_like_assignment(Parser *p);
/* Offset (from the current token) just past the bracket group that opens
 * at offset k — `(`, `(/` or `[` — or -1 when it does not close within the
 * statement.  When `found` is not NULL, *found tells whether a `punct`
 * token occurs directly inside the group (not nested deeper). */
int skip_bracket_group(Parser *p, int k, const char *punct, bool *found);
/* After `<<<`: the launch configuration up to and including `>>>`, as an
 * N_LAUNCH.  `cuf_directive` admits the !$cuf kernel forms (tuples `(x,y)`
 * and `stream=`, guide 2.11.1); a CALL admits expressions and `*`. */
Node *parse_launch_config(Parser *p, bool cuf_directive);
/* SENT_OMP statement → N_OMP carrying the directive text (not tokenized). */
Node *parse_omp_directive(Parser *p);

/* ---- structure (parse_unit.c) ---- */
/* Parse the current statement whatever it is (sets p->toks for p->stmt). */
Node *parse_statement(Parser *p, int in_type);

#endif
