/* ast.c — AST node construction, lists, and the debug dump (cufc -dump-ast).
 *
 * Nodes are allocated zeroed and never freed (the compiler is short-lived).
 * Lists are chained through Node.next.
 */
#include "front/parse.h"

#include <stdio.h>
#include <sys/mman.h>

/* Nodes come from large zeroed chunks, never freed: a statement makes ten
 * nodes or so and a file may have 10^6 statements, and a calloc call and a
 * malloc header for each node cost about a sixth of the front end's time.
 * Under AddressSanitizer each node is its own allocation, which it checks. */
#if defined(__SANITIZE_ADDRESS__)
#define NODES_FROM_MALLOC 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NODES_FROM_MALLOC 1
#endif
#endif

enum { NODE_CHUNK_BYTES = 8 << 20, NODE_STEP = (sizeof(Node) + 15) & ~(size_t)15 };

static Node *node_from_chunk(void)
{
#ifdef NODES_FROM_MALLOC
    return xmalloc(sizeof(Node));
#else
    static char *next, *end;
    if ((size_t)(end - next) < NODE_STEP) {
        void *p = mmap(NULL, NODE_CHUNK_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            return xmalloc(sizeof(Node));
        next = p;
        end = next + NODE_CHUNK_BYTES;
    }
    Node *n = (Node *)(void *)next;
    next += NODE_STEP;
    return n;
#endif
}

Node *new_node(NodeKind kind, Loc loc)
{
    Node *n = node_from_chunk();
    n->kind = kind;
    n->loc = loc;
    return n;
}

void list_append(Node **head, Node *b)
{
    list_push(head, b);
}

/* The walk starts at `tail`, so a loop that keeps the pointer returned
 * appends in constant time: a list of n items costs O(n), not O(n^2). */
Node **list_push(Node **tail, Node *b)
{
    while (*tail)
        tail = &(*tail)->next;
    *tail = b;
    while (*tail)
        tail = &(*tail)->next;
    return tail;
}

int list_length(const Node *list)
{
    int n = 0;
    for (; list; list = list->next)
        n++;
    return n;
}

/* Names of the public kinds and of parse.h's markers (which follow them). */
static const char *const kind_names[] = {
    [N_INT_LIT] = "int_lit", [N_REAL_LIT] = "real_lit", [N_COMPLEX_LIT] = "complex_lit",
    [N_STRING_LIT] = "string_lit", [N_LOGICAL_LIT] = "logical_lit", [N_BOZ_LIT] = "boz_lit",
    [N_NAME] = "name", [N_APPLY] = "apply", [N_COMPONENT] = "component", [N_ARG] = "arg",
    [N_RANGE] = "range", [N_UNARY] = "unary", [N_BINARY] = "binary", [N_DEFOP] = "defop",
    [N_ARRAY_CTOR] = "array_ctor", [N_IMPLIED_DO] = "implied_do", [N_STAR] = "star",
    [N_ALTRETURN] = "altreturn", [N_TUPLE] = "tuple", [N_COLON] = "colon",
    [N_PROGRAM] = "program", [N_MODULE] = "module", [N_SUBMODULE] = "submodule",
    [N_BLOCK_DATA] = "block_data", [N_SUBROUTINE] = "subroutine", [N_FUNCTION] = "function",
    [N_SEPARATE_PROC] = "separate_proc",
    [N_TYPE_DECL] = "type_decl", [N_ENTITY] = "entity", [N_ATTR_STMT] = "attr_stmt",
    [N_PARAMETER] = "parameter", [N_IMPLICIT] = "implicit", [N_IMPLICIT_SPEC] = "implicit_spec",
    [N_USE] = "use", [N_RENAME] = "rename", [N_IMPORT] = "import", [N_COMMON] = "common",
    [N_COMMON_BLOCK] = "common_block", [N_EQUIVALENCE] = "equivalence",
    [N_EQUIV_SET] = "equiv_set", [N_NAMELIST] = "namelist",
    [N_NAMELIST_GROUP] = "namelist_group", [N_DATA] = "data", [N_DATA_SET] = "data_set",
    [N_DATA_VALUE] = "data_value", [N_FORMAT] = "format", [N_ENTRY] = "entry",
    [N_PROCEDURE_DECL] = "procedure_decl", [N_DERIVED_TYPE] = "derived_type",
    [N_SEQUENCE] = "sequence", [N_TYPE_BOUND] = "type_bound",
    [N_GENERIC_BINDING] = "generic_binding", [N_FINAL] = "final",
    [N_INTERFACE] = "interface", [N_MODULE_PROC_STMT] = "module_proc_stmt",
    [N_ENUM] = "enum", [N_ENUMERATOR] = "enumerator", [N_STMT_FUNCTION] = "stmt_function",
    [N_ASSIGN] = "assign", [N_PTR_ASSIGN] = "ptr_assign", [N_CALL] = "call",
    [N_LAUNCH] = "launch", [N_IF] = "if", [N_ELSE_IF] = "else_if", [N_ELSE] = "else",
    [N_IF_STMT] = "if_stmt", [N_ARITH_IF] = "arith_if", [N_DO] = "do",
    [N_CONCURRENT_SPEC] = "concurrent_spec", [N_SELECT_CASE] = "select_case",
    [N_CASE] = "case", [N_SELECT_TYPE] = "select_type", [N_TYPE_GUARD] = "type_guard",
    [N_SELECT_RANK] = "select_rank", [N_RANK_CASE] = "rank_case", [N_WHERE] = "where",
    [N_ELSEWHERE] = "elsewhere", [N_FORALL] = "forall", [N_ASSOCIATE] = "associate",
    [N_ASSOC] = "assoc", [N_BLOCK] = "block", [N_CRITICAL] = "critical",
    [N_CONTINUE] = "continue", [N_CYCLE] = "cycle", [N_EXIT] = "exit", [N_GOTO] = "goto",
    [N_COMPUTED_GOTO] = "computed_goto", [N_ASSIGNED_GOTO] = "assigned_goto",
    [N_ASSIGN_LABEL] = "assign_label", [N_RETURN] = "return", [N_STOP] = "stop",
    [N_PAUSE] = "pause", [N_ALLOCATE] = "allocate", [N_DEALLOCATE] = "deallocate",
    [N_NULLIFY] = "nullify", [N_IO] = "io", [N_SYNC] = "sync",
    [N_CUF_KERNEL] = "cuf_kernel", [N_REDUCE] = "reduce", [N_ACC] = "acc",
    [N_ACC_CLAUSE] = "acc_clause", [N_OMP] = "omp", [N_COMPILER_DIRECTIVE] = "compiler_directive", [N_ERROR_STMT] = "error_stmt",
    [N_END_STMT] = "end_stmt", [N_CONTAINS_STMT] = "contains_stmt",
    [N_TYPE_BEGIN] = "type_begin", [N_INTERFACE_BEGIN] = "interface_begin",
    [N_ENUM_BEGIN] = "enum_begin",
};

const char *node_kind_name(NodeKind kind)
{
    if ((unsigned)kind < sizeof kind_names / sizeof kind_names[0] && kind_names[kind])
        return kind_names[kind];
    return "?";
}

/* ------------------------------------------------------------------ dump */

static const char *const op_names[] = {
    [OP_NONE] = "", [OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIV] = "/",
    [OP_POW] = "**", [OP_CONCAT] = "//", [OP_EQ] = "==", [OP_NE] = "/=", [OP_LT] = "<",
    [OP_LE] = "<=", [OP_GT] = ">", [OP_GE] = ">=", [OP_NOT] = ".not.", [OP_AND] = ".and.",
    [OP_OR] = ".or.", [OP_EQV] = ".eqv.", [OP_NEQV] = ".neqv.", [OP_NEG] = "neg",
    [OP_PLUS] = "plus", [OP_PAREN] = "paren",
};
static const char *const do_kind_names[] = {
    [DO_COUNTED] = "counted", [DO_WHILE] = "while", [DO_FOREVER] = "forever",
    [DO_CONCURRENT] = "concurrent",
};
static const char *const io_kind_names[] = {
    [IO_READ] = "read", [IO_WRITE] = "write", [IO_PRINT] = "print", [IO_OPEN] = "open",
    [IO_CLOSE] = "close", [IO_INQUIRE] = "inquire", [IO_BACKSPACE] = "backspace",
    [IO_ENDFILE] = "endfile", [IO_REWIND] = "rewind", [IO_FLUSH] = "flush", [IO_WAIT] = "wait",
};
static const char *const ts_kind_names[] = {
    [TS_INTEGER] = "integer", [TS_REAL] = "real", [TS_DOUBLE_PRECISION] = "double precision",
    [TS_COMPLEX] = "complex", [TS_DOUBLE_COMPLEX] = "double complex", [TS_LOGICAL] = "logical",
    [TS_CHARACTER] = "character", [TS_TYPE] = "type", [TS_CLASS] = "class",
    [TS_CLASS_STAR] = "class(*)", [TS_TYPE_STAR] = "type(*)",
};

#define NAME_OF(table, i) \
    ((unsigned)(i) < sizeof table / sizeof table[0] && table[i] ? table[i] : "?")

static void print_indent(int indent)
{
    printf("%*s", indent, "");
}

/* The `op` field means something different per kind. */
static void dump_op(const Node *n)
{
    switch (n->kind) {
    case N_UNARY:
    case N_BINARY:
        printf(" op=%s", NAME_OF(op_names, n->op));
        break;
    case N_DO:
        printf(" %s", NAME_OF(do_kind_names, n->op));
        break;
    case N_IO:
        printf(" %s", NAME_OF(io_kind_names, n->op));
        break;
    default:
        if (n->op >= 32 && n->op < 127)
            printf(" op='%c'", n->op);
        else if (n->op)
            printf(" op=%d", n->op);
    }
}

static void dump_field(const char *field, const Node *list, int indent);

static void dump_type_spec(const TypeSpec *ts, int indent)
{
    print_indent(indent);
    printf("ts: %s", NAME_OF(ts_kind_names, ts->kind));
    if (ts->derived)
        printf(" %s", ts->derived);
    if (ts->star_kind)
        printf(" star-kind");
    printf("\n");
    dump_field("kind", ts->kind_expr, indent + 2);
    dump_field("len", ts->len, indent + 2);
    dump_field("params", ts->type_params, indent + 2);
}

/* Dump `n` and the nodes chained after it: one node per line —
 * (kind name "str" details) — with its children below it, each child list
 * introduced by the field it hangs from. */
void dump_ast(const Node *n, int indent)
{
    for (; n; n = n->next) {
        print_indent(indent);
        printf("(%s", node_kind_name(n->kind));
        if (n->name)
            printf(" %s", n->name);
        if (n->str)
            printf(" \"%s\"", n->str);
        if (n->result)
            printf(" result=%s", n->result);
        if (n->var)
            printf(" var=%s", n->var);
        dump_op(n);
        if (n->ival)
            printf(" ival=%lld", (long long)n->ival);
        if (n->label)
            printf(" label=%d", n->label);
        if (n->do_label)
            printf(" do_label=%d", n->do_label);
        if (n->attrs.flags)
            printf(" attrs=0x%x", n->attrs.flags);
        if (n->attrs.cuda)
            printf(" cuda=0x%x", n->attrs.cuda);
        if (n->prefix)
            printf(" prefix=0x%x", n->prefix);
        if (n->cuda_proc)
            printf(" proc=0x%x", n->cuda_proc);
        if (n->bind_c)
            printf(" bind(c%s%s)", n->bind_name ? "," : "", n->bind_name ? n->bind_name : "");
        printf(")\n");
        if (n->ts)
            dump_type_spec(n->ts, indent + 2);
        dump_field("kind", n->kind_param, indent + 2);
        dump_field("lhs", n->lhs, indent + 2);
        dump_field("rhs", n->rhs, indent + 2);
        dump_field("stride", n->stride, indent + 2);
        dump_field("cond", n->cond, indent + 2);
        dump_field("mask", n->mask, indent + 2);
        dump_field("launch", n->launch, indent + 2);
        dump_field("stream", n->stream, indent + 2);
        dump_field("args", n->args, indent + 2);
        dump_field("dims", n->dims, indent + 2);
        dump_field("codims", n->codims, indent + 2);
        dump_field("attr-dims", n->attrs.dims, indent + 2);
        dump_field("charlen", n->charlen, indent + 2);
        dump_field("init", n->init, indent + 2);
        dump_field("list", n->list, indent + 2);
        dump_field("body", n->body, indent + 2);
        dump_field("orelse", n->orelse, indent + 2);
        dump_field("contains", n->contains, indent + 2);
    }
}

static void dump_field(const char *field, const Node *list, int indent)
{
    if (!list)
        return;
    print_indent(indent);
    printf("%s:\n", field);
    dump_ast(list, indent + 2);
}
