/* test_parse_decl.c — unit tests of expressions (parse_expr.c),
 * specification statements and unit headers (parse_decl.c).
 *
 * Each case loads one statement through source_load + lex_statement, runs
 * one parser entry point on it and checks the node it built.  Expressions
 * are compared through a compact prefix rendering, e.g. "(- (** a 2))".
 * Prints PASS/FAIL per check and "N passed, N failed"; exits 1 on failure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/parse.h"

static int passed, failed;
static const char *current; /* statement under test, for FAIL lines */

static void check(bool ok, const char *what, int line)
{
    if (ok)
        passed++;
    else
        failed++;
    printf("%s: line %d: %s  [%s]\n", ok ? "PASS" : "FAIL", line, what, current);
}
#define CHECK(cond) check((cond), #cond, __LINE__)

/* A parser positioned on the only statement of `text`. */
static Parser *parser_for(const char *text, bool cuda)
{
    SourceOptions opt = {.form = FORM_FREE, .cuda = cuda};
    current = text;
    char *src = format("%s\n", text);
    SourceFile *sf = source_load("test.cuf", src, &opt);
    if (!sf || sf->nstmts < 1) {
        fprintf(stderr, "cannot load: %s\n", text);
        exit(2);
    }
    Parser *p = xmalloc(sizeof *p);
    p->sf = sf;
    p->ll = &sf->stmts[0];
    p->toks = lex_statement(p->ll, FORM_FREE, &p->ntoks);
    p->cuda = cuda;
    if (!p->toks) {
        fprintf(stderr, "cannot lex: %s\n", text);
        exit(2);
    }
    return p;
}

static Node *spec_in(const char *text, int in_type)
{
    return parse_specification_stmt(parser_for(text, true), in_type);
}

static Node *spec(const char *text)
{
    return spec_in(text, 0);
}

static Node *header(const char *text)
{
    return parse_unit_header(parser_for(text, true));
}

/* Not ours: NULL and nothing consumed. */
static bool declined(const char *text, int in_type)
{
    Parser *p = parser_for(text, true);
    Node *n = parse_specification_stmt(p, in_type);
    return !n && p->pos == 0;
}

static bool header_declined(const char *text)
{
    Parser *p = parser_for(text, true);
    Node *n = parse_unit_header(p);
    return !n && p->pos == 0;
}

/* A statement that is ours but wrong: reported, N_ERROR_STMT. */
static bool rejected(const char *text)
{
    int before = error_count();
    Node *n = spec(text);
    return n && n->kind == N_ERROR_STMT && error_count() > before;
}

/* ------------------------------------------------------- rendering */

static const char *op_name(int op)
{
    static const char *const names[] = {
        [OP_NONE] = "?", [OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIV] = "/",
        [OP_POW] = "**", [OP_CONCAT] = "//", [OP_EQ] = "==", [OP_NE] = "/=", [OP_LT] = "<",
        [OP_LE] = "<=", [OP_GT] = ">", [OP_GE] = ">=", [OP_NOT] = "not", [OP_AND] = "and",
        [OP_OR] = "or", [OP_EQV] = "eqv", [OP_NEQV] = "neqv", [OP_NEG] = "-",
        [OP_PLUS] = "+", [OP_PAREN] = "()",
    };
    return names[op];
}

static void render(const Node *n, char *buf, size_t size);

static void render_list(const Node *list, char *buf, size_t size)
{
    for (const Node *n = list; n; n = n->next) {
        strncat(buf, " ", size - strlen(buf) - 1);
        render(n, buf, size);
    }
}

static void put(char *buf, size_t size, const char *s)
{
    strncat(buf, s, size - strlen(buf) - 1);
}

/* Prefix form of an expression. */
static void render(const Node *n, char *buf, size_t size)
{
    if (!n) {
        put(buf, size, "_");
        return;
    }
    switch (n->kind) {
    case N_INT_LIT: case N_REAL_LIT:
        put(buf, size, n->str);
        if (n->kind_param) {
            put(buf, size, "_");
            render(n->kind_param, buf, size);
        }
        break;
    case N_STRING_LIT:
        put(buf, size, "'");
        put(buf, size, n->str);
        put(buf, size, "'");
        break;
    case N_LOGICAL_LIT:
        put(buf, size, n->ival ? "T" : "F");
        break;
    case N_BOZ_LIT:
        put(buf, size, format("boz%d:%s", (int)n->ival, n->str));
        break;
    case N_NAME:
        put(buf, size, n->name);
        break;
    case N_STAR:
        put(buf, size, "*");
        break;
    case N_COLON:
        put(buf, size, ":");
        break;
    case N_ALTRETURN:
        put(buf, size, format("*%d", (int)n->ival));
        break;
    case N_COMPLEX_LIT:
        put(buf, size, "(cmplx ");
        render(n->lhs, buf, size);
        put(buf, size, " ");
        render(n->rhs, buf, size);
        put(buf, size, ")");
        break;
    case N_APPLY:
        put(buf, size, "(");
        render(n->lhs, buf, size);
        render_list(n->args, buf, size);
        put(buf, size, ")");
        break;
    case N_COMPONENT:
        put(buf, size, "(% ");
        render(n->lhs, buf, size);
        put(buf, size, " ");
        put(buf, size, n->name);
        put(buf, size, ")");
        break;
    case N_ARG:
        if (n->name) {
            put(buf, size, n->name);
            put(buf, size, "=");
        }
        render(n->lhs, buf, size);
        break;
    case N_RANGE:
        put(buf, size, "(: ");
        render(n->lhs, buf, size);
        put(buf, size, " ");
        render(n->rhs, buf, size);
        put(buf, size, " ");
        render(n->stride, buf, size);
        put(buf, size, ")");
        break;
    case N_UNARY:
        put(buf, size, "(");
        put(buf, size, op_name(n->op));
        put(buf, size, " ");
        render(n->lhs, buf, size);
        put(buf, size, ")");
        break;
    case N_BINARY:
    case N_DEFOP:
        put(buf, size, "(");
        put(buf, size, n->kind == N_DEFOP ? n->name : op_name(n->op));
        put(buf, size, " ");
        if (n->kind == N_BINARY || n->lhs) {
            render(n->lhs, buf, size);
            put(buf, size, " ");
        }
        render(n->rhs, buf, size);
        put(buf, size, ")");
        break;
    case N_ARRAY_CTOR:
        put(buf, size, n->ts ? format("[ts%d ::", (int)n->ts->kind) : "[");
        render_list(n->list, buf, size);
        put(buf, size, "]");
        break;
    case N_IMPLIED_DO:
        put(buf, size, "(do");
        render_list(n->list, buf, size);
        put(buf, size, format(" %s=", n->name));
        render(n->lhs, buf, size);
        put(buf, size, ",");
        render(n->rhs, buf, size);
        if (n->stride) {
            put(buf, size, ",");
            render(n->stride, buf, size);
        }
        put(buf, size, ")");
        break;
    default:
        put(buf, size, node_kind_name(n->kind));
        break;
    }
}

static char rendered[2048];

static const char *show(const Node *n)
{
    rendered[0] = 0;
    render(n, rendered, sizeof rendered);
    return rendered;
}

/* Parse `text` as one expression filling the statement; its rendering. */
static const char *expr(const char *text)
{
    Parser *p = parser_for(text, true);
    Node *n = parse_expr(p);
    if (!n)
        return "<error>";
    if (!at_eos(p))
        return "<junk>";
    return show(n);
}

#define EXPR(text, want)                                                  \
    do {                                                                  \
        const char *got = expr(text);                                     \
        bool ok = !strcmp(got, want);                                     \
        if (!ok)                                                          \
            printf("  got  %s\n  want %s\n", got, want);                  \
        check(ok, "expr " want, __LINE__);                                \
    } while (0)

static const Node *nth(const Node *list, int i)
{
    while (list && i-- > 0)
        list = list->next;
    return list;
}

static bool named(const Node *n, const char *name)
{
    return n && n->name && !strcmp(n->name, name);
}

static int dim_kind(const Node *entity, int i)
{
    const Node *d = nth(entity->dims, i);
    return d ? d->op : -1;
}

/* ------------------------------------------------------------ expressions */

static void test_expressions(void)
{
    EXPR("n + 2 * 3", "(+ n (* 2 3))");
    EXPR("-a**2", "(- (** a 2))");
    EXPR("a**b**c", "(** a (** b c))");
    EXPR("a**-b", "(** a (- b))");
    EXPR("a * -b", "(* a (- b))");
    EXPR("-a*b + c", "(+ (- (* a b)) c)");
    EXPR("a - b - c", "(- (- a b) c)");
    EXPR("a / b * c", "(* (/ a b) c)");
    EXPR("s // t // u", "(// (// s t) u)");
    EXPR("a + b == c", "(== (+ a b) c)");
    EXPR("a .lt. b .and. c >= d", "(and (< a b) (>= c d))");
    EXPR(".not. a .or. b", "(or (not a) b)");
    EXPR("a .or. b .and. c", "(or a (and b c))");
    EXPR("a .eqv. b .or. c", "(eqv a (or b c))");
    EXPR("a .neqv. b", "(neqv a b)");
    EXPR(".inv. a ** 2", "(** (.inv. a) 2)");
    EXPR("a .cross. b + c", "(.cross. a (+ b c))");
    EXPR("x .dot. y .and. z", "(.dot. x (and y z))");
    EXPR("(a + b) * c", "(* (() (+ a b)) c)");
    EXPR("(1.0, -2.0)", "(cmplx 1.0 (- 2.0))");
    EXPR("(1.0_dp, 0)", "(cmplx 1.0_dp 0)");
    EXPR("123_8 + 4_ik", "(+ 123_8 4_ik)");
    EXPR("1.5d0", "1.5d0");
    EXPR("'abc' // \"de\"", "(// 'abc' 'de')");
    EXPR(".true. .and. .false._1", "(and T F)");
    EXPR("z'ff'", "boz16:ff");
    EXPR("a(i, j)%b(2:3)%c", "(% ((% (a i j) b) (: 2 3 _)) c)");
    EXPR("a%b(i)%c", "(% ((% a b) i) c)");
    EXPR("s(2:3)", "(s (: 2 3 _))");
    EXPR("line(i)(1:n)", "((line i) (: 1 n _))");
    EXPR("a(1:n:2, :)", "(a (: 1 n 2) (: _ _ _))");
    EXPR("a(::2)", "(a (: _ _ 2))");
    EXPR("a(1::2)", "(a (: 1 _ 2))");
    EXPR("a(:n)", "(a (: _ n _))");
    EXPR("f(x, dim=2)", "(f x dim=2)");
    EXPR("f()", "(f)");
    EXPR("sub(a, *10, *20)", "(sub a *10 *20)");
    EXPR("(/ 1, 2, 3 /)", "[ 1 2 3]");
    EXPR("[ 1.0, x ]", "[ 1.0 x]");
    EXPR("[integer :: 1, 2]", "[ts0 :: 1 2]");
    EXPR("[character(len=3) :: 'a', 'bc']", "[ts6 :: 'a' 'bc']");
    EXPR("[real(8) :: 1]", "[ts1 :: 1]");
    EXPR("[point :: point(1, 2)]", "[ts7 :: (point 1 2)]");
    EXPR("[integer ::]", "[ts0 ::]");
    EXPR("(/ (i, i=1,n) /)", "[ (do i i=1,n)]");
    EXPR("[(i*2, i=1,n,2)]", "[ (do (* i 2) i=1,n,2)]");
    EXPR("[((i+j, i=1,3), j=1,2)]", "[ (do (do (+ i j) i=1,3) j=1,2)]");
    EXPR("[(a(i), b(i), i=1,n), 0]", "[ (do (a i) (b i) i=1,n) 0]");
    EXPR("[(1.0, 2.0)]", "[ (cmplx 1.0 2.0)]");
    EXPR("[(x+1)*2]", "[ (* (() (+ x 1)) 2)]");
    EXPR("a(f(i==j), k)", "(a (f (== i j)) k)");
    EXPR("x%y%z", "(% (% x y) z)");
    EXPR("+a", "(+ a)");
    EXPR("'hello'(2:3) // s", "(// ('hello' (: 2 3 _)) s)");
    EXPR("x[1] + arr(2)[this_image()]", "(+ (x 1) ((arr 2) (this_image)))");
    CHECK(!strcmp(expr("x[2, *]"), "(x 2 *)"));

    CHECK(!strcmp(expr("(a + b"), "<error>"));
    CHECK(!strcmp(expr("a + "), "<error>"));
    CHECK(!strcmp(expr("a b"), "<junk>"));
    CHECK(!strcmp(expr("f(a,"), "<error>"));
    CHECK(!strcmp(expr("[1, 2"), "<error>"));
}

/* ------------------------------------------------------ type declarations */

static void test_type_decls(void)
{
    Node *n = spec("integer :: i, j = 2");
    CHECK(n && n->kind == N_TYPE_DECL && n->ts->kind == TS_INTEGER && !n->ts->kind_expr);
    CHECK(n && list_length(n->list) == 2 && named(n->list, "i") && named(nth(n->list, 1), "j"));
    CHECK(n && nth(n->list, 1)->op == '=' && !strcmp(show(nth(n->list, 1)->init), "2"));

    n = spec("integer(4) x");
    CHECK(n && n->ts->kind == TS_INTEGER && !strcmp(show(n->ts->kind_expr), "4") && named(n->list, "x"));
    n = spec("integer(kind=8) :: big");
    CHECK(n && !strcmp(show(n->ts->kind_expr), "8"));
    n = spec("integer*8 k");
    CHECK(n && n->ts->star_kind && !strcmp(show(n->ts->kind_expr), "8"));
    n = spec("real(dp), parameter :: pi = 3.14159_dp");
    CHECK(n && n->ts->kind == TS_REAL && !strcmp(show(n->ts->kind_expr), "dp"));
    CHECK(n && (n->attrs.flags & ATTR_PARAMETER) && !strcmp(show(n->list->init), "3.14159_dp"));
    n = spec("real(kind(1.0d0)) :: r");
    CHECK(n && !strcmp(show(n->ts->kind_expr), "(kind 1.0d0)"));
    n = spec("double precision :: d(3)");
    CHECK(n && n->ts->kind == TS_DOUBLE_PRECISION && dim_kind(n->list, 0) == DIM_EXPLICIT);
    n = spec("doubleprecision d");
    CHECK(n && n->ts->kind == TS_DOUBLE_PRECISION);
    n = spec("double complex z");
    CHECK(n && n->ts->kind == TS_DOUBLE_COMPLEX);
    n = spec("complex(8) :: z = (1.0, 0.0)");
    CHECK(n && n->ts->kind == TS_COMPLEX && n->list->init->kind == N_COMPLEX_LIT);
    n = spec("complex*16 z");
    CHECK(n && n->ts->kind == TS_COMPLEX && n->ts->star_kind);
    n = spec("logical(1) :: flag = .true.");
    CHECK(n && n->ts->kind == TS_LOGICAL && n->list->init->kind == N_LOGICAL_LIT);

    n = spec("character c");
    CHECK(n && n->ts->kind == TS_CHARACTER && !n->ts->len);
    n = spec("character(len=*), intent(in) :: s");
    CHECK(n && n->ts->len && n->ts->len->kind == N_STAR &&
          (n->attrs.flags & ATTR_INTENT_INOUT) == ATTR_INTENT_IN);
    n = spec("character(10) :: name");
    CHECK(n && !strcmp(show(n->ts->len), "10"));
    n = spec("character*10 name");
    CHECK(n && !strcmp(show(n->ts->len), "10"));
    n = spec("character*(*) s");
    CHECK(n && n->ts->len->kind == N_STAR);
    n = spec("character*(n+1) s");
    CHECK(n && !strcmp(show(n->ts->len), "(+ n 1)"));
    n = spec("character(len=:), allocatable :: s");
    CHECK(n && n->ts->len->kind == N_COLON && (n->attrs.flags & ATTR_ALLOCATABLE));
    n = spec("character(kind=c_char, len=1) :: c");
    CHECK(n && !strcmp(show(n->ts->kind_expr), "c_char") && !strcmp(show(n->ts->len), "1"));
    n = spec("character(20, kind=1) :: c");
    CHECK(n && !strcmp(show(n->ts->kind_expr), "1") && !strcmp(show(n->ts->len), "20"));
    n = spec("character(len=5) :: a, b*10, c(3)*2");
    CHECK(n && !nth(n->list, 0)->charlen && !strcmp(show(nth(n->list, 1)->charlen), "10"));
    CHECK(n && nth(n->list, 2)->dims && !strcmp(show(nth(n->list, 2)->charlen), "2"));
    n = spec("character c*8(10)");
    CHECK(n && !strcmp(show(n->list->charlen), "8") && n->list->dims);
    n = spec("character*(*), parameter :: msg = 'hi'");
    CHECK(n && (n->attrs.flags & ATTR_PARAMETER) && n->list->init->kind == N_STRING_LIT);

    n = spec("type(point) :: p, q(2)");
    CHECK(n && n->ts->kind == TS_TYPE && !strcmp(n->ts->derived, "point") && list_length(n->list) == 2);
    n = spec("type(matrix(k=8, n=:)), allocatable :: m");
    CHECK(n && n->ts->kind == TS_TYPE && !strcmp(n->ts->derived, "matrix") &&
          list_length(n->ts->type_params) == 2);
    CHECK(n && named(nth(n->ts->type_params, 1), "n") && nth(n->ts->type_params, 1)->lhs->kind == N_COLON);
    n = spec("type(vec(3, *)) :: v");
    CHECK(n && nth(n->ts->type_params, 1)->lhs->kind == N_STAR);
    n = spec("class(shape), pointer :: s");
    CHECK(n && n->ts->kind == TS_CLASS && !strcmp(n->ts->derived, "shape") && (n->attrs.flags & ATTR_POINTER));
    n = spec("class(*), intent(in) :: x");
    CHECK(n && n->ts->kind == TS_CLASS_STAR);
    n = spec("type(*) :: buf");
    CHECK(n && n->ts->kind == TS_TYPE_STAR);
    n = spec("type(integer(4)) :: i");
    CHECK(n && n->ts->kind == TS_INTEGER && !strcmp(show(n->ts->kind_expr), "4"));
    n = spec("type(double precision) :: d");
    CHECK(n && n->ts->kind == TS_DOUBLE_PRECISION);

    n = spec("real x(10), y*4");
    CHECK(n && named(n->list, "x") && n->list->dims && !strcmp(show(nth(n->list, 1)->charlen), "4"));
    n = spec("real, dimension(10, 0:n) :: a, b");
    CHECK(n && (n->attrs.flags & ATTR_DIMENSION) && list_length(n->attrs.dims) == 2);
    CHECK(n && n->attrs.dims->op == DIM_EXPLICIT && !n->attrs.dims->lhs &&
          !strcmp(show(nth(n->attrs.dims, 1)->lhs), "0"));
    n = spec("real :: a(:), b(:, :), c(0:), d(*), e(2, 0:*), f(..)");
    CHECK(n && dim_kind(nth(n->list, 0), 0) == DIM_DEFERRED && dim_kind(nth(n->list, 1), 1) == DIM_DEFERRED);
    CHECK(n && dim_kind(nth(n->list, 2), 0) == DIM_ASSUMED_SHAPE && dim_kind(nth(n->list, 3), 0) == DIM_ASSUMED_SIZE);
    CHECK(n && dim_kind(nth(n->list, 4), 1) == DIM_ASSUMED_SIZE && nth(nth(n->list, 4)->dims, 1)->lhs);
    CHECK(n && dim_kind(nth(n->list, 5), 0) == DIM_ASSUMED_RANK);
    n = spec("real, codimension[*] :: x");
    CHECK(n && (n->attrs.flags & ATTR_CODIMENSION) && n->attrs.codims->op == DIM_ASSUMED_SIZE);
    n = spec("real :: y(10)[2, *]");
    CHECK(n && n->list->dims && list_length(n->list->codims) == 2);
    n = spec("integer, pointer :: p => null()");
    CHECK(n && n->list->op == 'p' && !strcmp(show(n->list->init), "(null)"));
    n = spec("real, intent(inout), optional, target :: a");
    CHECK(n && (n->attrs.flags & ATTR_INTENT_INOUT) == ATTR_INTENT_INOUT &&
          (n->attrs.flags & ATTR_OPTIONAL) && (n->attrs.flags & ATTR_TARGET));
    n = spec("real, intent(in out) :: a");
    CHECK(n && (n->attrs.flags & ATTR_INTENT_INOUT) == ATTR_INTENT_INOUT);
    n = spec("real, intent(out) :: a");
    CHECK(n && (n->attrs.flags & ATTR_INTENT_INOUT) == ATTR_INTENT_OUT);
    n = spec("integer, save, public, protected, volatile, asynchronous, contiguous :: v(:)");
    CHECK(n && (n->attrs.flags & (ATTR_SAVE | ATTR_PUBLIC | ATTR_PROTECTED | ATTR_VOLATILE |
                                  ATTR_ASYNCHRONOUS | ATTR_CONTIGUOUS)) ==
                   (ATTR_SAVE | ATTR_PUBLIC | ATTR_PROTECTED | ATTR_VOLATILE | ATTR_ASYNCHRONOUS |
                    ATTR_CONTIGUOUS));
    n = spec("real, external, private :: f");
    CHECK(n && (n->attrs.flags & ATTR_EXTERNAL) && (n->attrs.flags & ATTR_PRIVATE));
    n = spec("integer(c_int), value, bind(c, name='gv') :: g");
    CHECK(n && (n->attrs.flags & ATTR_VALUE) && (n->attrs.flags & ATTR_BIND_C) &&
          !strcmp(n->attrs.bind_name, "gv"));
    n = spec("real, intrinsic :: sin");
    CHECK(n && (n->attrs.flags & ATTR_INTRINSIC));
    n = spec("integer, parameter :: n = 10, m = n * 2");
    CHECK(n && !strcmp(show(nth(n->list, 1)->init), "(* n 2)"));
    n = spec("integer :: v(3) = [1, 2, 3]");
    CHECK(n && n->list->init->kind == N_ARRAY_CTOR);

    /* CUDA data attributes (guide 3.2) */
    n = spec("real, device :: b(100)");
    CHECK(n && n->attrs.cuda == CUDA_DEVICE);
    n = spec("real, allocatable, managed :: c(:)");
    CHECK(n && n->attrs.cuda == CUDA_MANAGED && (n->attrs.flags & ATTR_ALLOCATABLE));
    n = spec("real, constant :: d(100)");
    CHECK(n && n->attrs.cuda == CUDA_CONSTANT);
    n = spec("real, shared :: s(nb*blockdim%x, nb)");
    CHECK(n && n->attrs.cuda == CUDA_SHARED && !strcmp(show(n->list->dims->rhs), "(* nb (% blockdim x))"));
    n = spec("real, allocatable, pinned :: q(:)");
    CHECK(n && n->attrs.cuda == CUDA_PINNED);
    n = spec("real, texture, pointer :: t(:)");
    CHECK(n && n->attrs.cuda == CUDA_TEXTURE && (n->attrs.flags & ATTR_POINTER));
    n = spec("integer, allocatable, device :: ndev");
    CHECK(n && n->attrs.cuda == CUDA_DEVICE);
    n = parse_specification_stmt(parser_for("real, device :: x", false), 0);
    CHECK(n && n->kind == N_ERROR_STMT);   /* CUDA attribute in plain Fortran */
    n = parse_executable_stmt(parser_for("call k<<<1, 32>>>(a)", false));
    CHECK(!n || n->kind == N_ERROR_STMT);  /* a kernel launch in plain Fortran */

    /* ambiguity: not declarations */
    CHECK(declined("real = 3", 0));
    CHECK(declined("real(1) = 3", 0));
    CHECK(declined("integer(4) = 2", 0));
    CHECK(declined("type(1)%x = 2", 0));
    CHECK(declined("integer function f(x)", 0));
    CHECK(declined("character(len=10) function name()", 0));
    CHECK(declined("type(t) function f()", 0));
    CHECK(declined("double precision function g(x)", 0));
    CHECK(declined("real*8 function h(x)", 0));
    CHECK(declined("type is (integer)", 0));
    CHECK(declined("class is (shape)", 0));
    CHECK(declined("class default", 0));
    n = spec("real :: function");
    CHECK(n && n->kind == N_TYPE_DECL && named(n->list, "function"));
    n = spec("integer subroutine");
    CHECK(n && n->kind == N_TYPE_DECL && named(n->list, "subroutine"));

    CHECK(rejected("integer :: a(10"));
    CHECK(rejected("real, bogus :: x"));
    CHECK(rejected("integer :: x y"));
    CHECK(rejected("character(len=) :: c"));
    CHECK(rejected("real, intent(sideways) :: a"));
}

/* ---------------------------------------------------- attribute statements */

static void test_attr_stmts(void)
{
    Node *n = spec("allocatable :: a(:), b");
    CHECK(n && n->kind == N_ATTR_STMT && (n->attrs.flags & ATTR_ALLOCATABLE) &&
          list_length(n->list) == 2 && dim_kind(n->list, 0) == DIM_DEFERRED);
    n = spec("dimension a(10), b(2, 2)");
    CHECK(n && (n->attrs.flags & ATTR_DIMENSION) && list_length(nth(n->list, 1)->dims) == 2);
    n = spec("dimension :: a(10)");
    CHECK(n && (n->attrs.flags & ATTR_DIMENSION) && n->list->dims);
    n = spec("codimension :: c[*]");
    CHECK(n && (n->attrs.flags & ATTR_CODIMENSION) && n->list->codims);
    n = spec("save");
    CHECK(n && n->kind == N_ATTR_STMT && (n->attrs.flags & ATTR_SAVE) && !n->list && n->ival == 0);
    n = spec("save :: x, /blk/");
    CHECK(n && list_length(n->list) == 2 && nth(n->list, 1)->op == '/' && named(nth(n->list, 1), "blk"));
    n = spec("public");
    CHECK(n && (n->attrs.flags & ATTR_PUBLIC) && n->ival == 1);
    n = spec("private :: a, operator(+), assignment(=), operator(.cross.), operator(.eq.)");
    CHECK(n && (n->attrs.flags & ATTR_PRIVATE) && n->ival == 0 && list_length(n->list) == 5);
    CHECK(n && nth(n->list, 1)->op == 'g' && named(nth(n->list, 1), "operator(+)"));
    CHECK(n && named(nth(n->list, 2), "assignment(=)") && named(nth(n->list, 3), "operator(.cross.)"));
    CHECK(n && named(nth(n->list, 4), "operator(==)"));
    n = spec("public :: operator(/), operator(//), operator(/=), write(formatted)");
    CHECK(n && named(nth(n->list, 0), "operator(/)") && named(nth(n->list, 1), "operator(//)"));
    CHECK(n && named(nth(n->list, 2), "operator(/=)") && named(nth(n->list, 3), "write(formatted)"));
    n = spec("intent(in) :: a, b");
    CHECK(n && (n->attrs.flags & ATTR_INTENT_INOUT) == ATTR_INTENT_IN && list_length(n->list) == 2);
    n = spec("intent(out) x");
    CHECK(n && (n->attrs.flags & ATTR_INTENT_INOUT) == ATTR_INTENT_OUT);
    n = spec("optional :: o");
    CHECK(n && (n->attrs.flags & ATTR_OPTIONAL));
    n = spec("target t(10)");
    CHECK(n && (n->attrs.flags & ATTR_TARGET) && n->list->dims);
    n = spec("pointer :: p(:)");
    CHECK(n && (n->attrs.flags & ATTR_POINTER));
    n = spec("pointer (p, y), (q, z(10))");
    CHECK(n && n->kind == N_ATTR_STMT && n->op == 'c' && list_length(n->list) == 2 &&
          named(n->list, "y") && !strcmp(n->list->str, "p") && nth(n->list, 1)->dims);
    n = spec("value :: n");
    CHECK(n && (n->attrs.flags & ATTR_VALUE));
    n = spec("volatile v");
    CHECK(n && (n->attrs.flags & ATTR_VOLATILE));
    n = spec("asynchronous :: buf");
    CHECK(n && (n->attrs.flags & ATTR_ASYNCHRONOUS));
    n = spec("contiguous :: c");
    CHECK(n && (n->attrs.flags & ATTR_CONTIGUOUS));
    n = spec("protected :: pr");
    CHECK(n && (n->attrs.flags & ATTR_PROTECTED));
    n = spec("external f, g");
    CHECK(n && (n->attrs.flags & ATTR_EXTERNAL) && list_length(n->list) == 2);
    n = spec("intrinsic :: sin, cos");
    CHECK(n && (n->attrs.flags & ATTR_INTRINSIC));
    n = spec("bind(c) :: x");
    CHECK(n && (n->attrs.flags & ATTR_BIND_C) && !n->attrs.bind_name);
    n = spec("bind(c, name=\"c_blk\") :: /blk/");
    CHECK(n && !strcmp(n->attrs.bind_name, "c_blk") && n->list->op == '/');

    /* CUDA attribute statements (guide 3.2) */
    n = spec("attributes(device) :: a, b");
    CHECK(n && n->kind == N_ATTR_STMT && n->attrs.cuda == CUDA_DEVICE && list_length(n->list) == 2);
    n = spec("attributes(device, constant) :: x");
    CHECK(n && n->attrs.cuda == (CUDA_DEVICE | CUDA_CONSTANT));
    n = spec("attributes(pinned) :: p");
    CHECK(n && n->attrs.cuda == CUDA_PINNED);
    n = spec("device :: a");
    CHECK(n && n->attrs.cuda == CUDA_DEVICE && named(n->list, "a"));
    n = spec("constant :: c");
    CHECK(n && n->attrs.cuda == CUDA_CONSTANT);
    n = spec("pinned :: p");
    CHECK(n && n->attrs.cuda == CUDA_PINNED);
    n = spec("managed :: m(:)");
    CHECK(n && n->attrs.cuda == CUDA_MANAGED && n->list->dims);
    n = spec("shared :: s");
    CHECK(n && n->attrs.cuda == CUDA_SHARED);

    CHECK(declined("save = 1", 0));
    CHECK(declined("dimension(3) = 2", 0));
    CHECK(declined("device%x = 1", 0));
    CHECK(declined("pointer => x", 0));
    CHECK(declined("attributes(global) subroutine k(a)", 0));
    CHECK(rejected("attributes(global) :: a"));
    CHECK(rejected("allocatable"));
    CHECK(rejected("intent(in) :: a b"));
}

/* ---------------------------------------------------- other spec statements */

static void test_other_stmts(void)
{
    Node *n = spec("parameter (a = 1, b = 2)");
    CHECK(n && n->kind == N_PARAMETER && list_length(n->list) == 2 && named(nth(n->list, 1), "b") &&
          !strcmp(show(nth(n->list, 1)->init), "2"));
    CHECK(declined("parameter = 3", 0));

    n = spec("implicit none");
    CHECK(n && n->kind == N_IMPLICIT && !n->list && n->ival == 1);
    n = spec("implicit none (type, external)");
    CHECK(n && n->ival == 3);
    n = spec("implicit none (external)");
    CHECK(n && n->ival == 2);
    n = spec("implicit real*8 (a-h, o-z), integer (i-n)");
    CHECK(n && list_length(n->list) == 2 && n->list->ts->kind == TS_REAL && n->list->ts->star_kind);
    CHECK(n && list_length(n->list->list) == 2 && named(n->list->list->lhs, "a") &&
          named(n->list->list->rhs, "h"));
    CHECK(n && nth(n->list, 1)->ts->kind == TS_INTEGER && named(nth(n->list, 1)->list->rhs, "n"));
    n = spec("implicit real (a-h), double precision (d)");
    CHECK(n && !n->list->ts->kind_expr && named(nth(n->list, 1)->list->lhs, "d") &&
          named(nth(n->list, 1)->list->rhs, "d"));
    n = spec("implicit real(8) (a-h)");
    CHECK(n && !strcmp(show(n->list->ts->kind_expr), "8") && named(n->list->list->lhs, "a"));
    n = spec("implicit character(len=10) (s)");
    CHECK(n && !strcmp(show(n->list->ts->len), "10"));
    n = spec("implicit type(point) (p)");
    CHECK(n && n->list->ts->kind == TS_TYPE);

    n = spec("use m");
    CHECK(n && n->kind == N_USE && named(n, "m") && n->op == 0 && !n->ival && !n->list);
    n = spec("use :: m");
    CHECK(n && named(n, "m"));
    n = spec("use, intrinsic :: iso_c_binding, only: c_int, c_ptr");
    CHECK(n && n->op == 'i' && n->ival == 1 && list_length(n->list) == 2 && named(nth(n->list, 1), "c_ptr"));
    n = spec("use, non_intrinsic :: mine");
    CHECK(n && n->op == 'n');
    n = spec("use m, only: a => b, operator(.x.), assignment(=), operator(.p.) => operator(.q.)");
    CHECK(n && n->ival == 1 && list_length(n->list) == 4);
    CHECK(n && named(n->list, "a") && !strcmp(n->list->str, "b"));
    CHECK(n && named(nth(n->list, 1), "operator(.x.)") && nth(n->list, 1)->op == 'o' && !nth(n->list, 1)->str);
    CHECK(n && named(nth(n->list, 2), "assignment(=)"));
    CHECK(n && !strcmp(nth(n->list, 3)->str, "operator(.q.)"));
    n = spec("use m, x => y, z => w");
    CHECK(n && !n->ival && list_length(n->list) == 2 && named(nth(n->list, 1), "z"));
    n = spec("use m, only:");
    CHECK(n && n->ival == 1 && !n->list);
    n = spec("use cudafor");
    CHECK(n && named(n, "cudafor"));

    n = spec("import");
    CHECK(n && n->kind == N_IMPORT && !n->list);
    n = spec("import :: a, b");
    CHECK(n && list_length(n->list) == 2);

    n = spec("common /blk/ a, b(10) // c");
    CHECK(n && n->kind == N_COMMON && list_length(n->list) == 2);
    CHECK(n && named(n->list, "blk") && list_length(n->list->list) == 2 && nth(n->list->list, 1)->dims);
    CHECK(n && !nth(n->list, 1)->name && named(nth(n->list, 1)->list, "c"));
    n = spec("common x, y");
    CHECK(n && !n->list->name && list_length(n->list->list) == 2);
    n = spec("common /a/ x, /b/ y, z");
    CHECK(n && list_length(n->list) == 2 && list_length(nth(n->list, 1)->list) == 2);

    n = spec("equivalence (a, b(2)), (c, d)");
    CHECK(n && n->kind == N_EQUIVALENCE && list_length(n->list) == 2 &&
          !strcmp(show(nth(n->list->list, 1)), "(b 2)"));
    n = spec("equivalence (s(1:2), t)");
    CHECK(n && !strcmp(show(n->list->list), "(s (: 1 2 _))"));

    n = spec("namelist /nl/ a, b /nl2/ c");
    CHECK(n && n->kind == N_NAMELIST && list_length(n->list) == 2 && named(n->list, "nl") &&
          list_length(n->list->list) == 2 && named(nth(n->list, 1)->list, "c"));
    n = spec("namelist /nl/ a, /nl2/ c");
    CHECK(n && list_length(n->list) == 2);

    n = spec("data a /1.0/, b(1:3) /3*0/, (c(i), i=1,3) /1,2,3/");
    CHECK(n && n->kind == N_DATA && list_length(n->list) == 3);
    CHECK(n && !strcmp(show(n->list->list), "a") && !strcmp(show(n->list->args->rhs), "1.0"));
    CHECK(n && !strcmp(show(nth(n->list, 1)->args->lhs), "3") &&
          !strcmp(show(nth(n->list, 1)->args->rhs), "0"));
    CHECK(n && !strcmp(show(nth(n->list, 2)->list), "(do (c i) i=1,3)") &&
          list_length(nth(n->list, 2)->args) == 3);
    n = spec("data x, y / -1, +2.5 /");
    CHECK(n && list_length(n->list->list) == 2 && !strcmp(show(n->list->args->rhs), "(- 1)"));
    n = spec("data p / point(1, 2) /, q / n*pi /, z / (1.0, -1.0) /");
    CHECK(n && !strcmp(show(n->list->args->rhs), "(point 1 2)"));
    CHECK(n && !strcmp(show(nth(n->list, 1)->args->lhs), "n"));
    CHECK(n && nth(n->list, 2)->args->rhs->kind == N_COMPLEX_LIT);
    n = spec("data ((a(i, j), i=1,2), j=1,2) / 4*0.0 /");
    CHECK(n && !strcmp(show(n->list->list), "(do (do (a i j) i=1,2) j=1,2)"));
    n = spec("data s / 'abc' /, f / .false. /, h / z'1f' /, m / -pi /");
    CHECK(n && list_length(n->list) == 4 && !strcmp(show(nth(n->list, 3)->args->rhs), "(- pi)"));
    n = spec("data ptr / null() /");
    CHECK(n && !strcmp(show(n->list->args->rhs), "(null)"));
    CHECK(declined("data(i) = 1", 0));
    CHECK(rejected("data a /1.0"));

    n = spec("format (i5, 2x, 'a=', f8.3 / a)");
    CHECK(n && n->kind == N_FORMAT && n->str && n->str[0] == '(' && strstr(n->str, "f8.3"));

    n = spec("entry e2(x, y) result(r)");
    CHECK(n && n->kind == N_ENTRY && named(n, "e2") && list_length(n->list) == 2 && !strcmp(n->result, "r"));
    n = spec("entry e3");
    CHECK(n && n->kind == N_ENTRY && !n->list);

    n = spec("procedure(iface), pointer :: p => null()");
    CHECK(n && n->kind == N_PROCEDURE_DECL && !strcmp(n->str, "iface") &&
          (n->attrs.flags & ATTR_POINTER) && n->list->op == 'p');
    n = spec("procedure() :: q");
    CHECK(n && n->kind == N_PROCEDURE_DECL && !n->str && !n->ts && named(n->list, "q"));
    n = spec("procedure(real(8)) :: f");
    CHECK(n && n->ts && n->ts->kind == TS_REAL);
    n = spec("procedure(sub) :: a, b");
    CHECK(n && list_length(n->list) == 2);
    n = spec("procedure :: a");
    CHECK(n && n->kind == N_MODULE_PROC_STMT && n->ival == 0 && named(n->list, "a"));
    n = spec("module procedure a, b");
    CHECK(n && n->kind == N_MODULE_PROC_STMT && n->ival == 1 && list_length(n->list) == 2);
    n = spec("module procedure :: a");
    CHECK(n && n->kind == N_MODULE_PROC_STMT && list_length(n->list) == 1);
    n = spec("module procedure sep");
    CHECK(n && n->kind == N_MODULE_PROC_STMT);
    CHECK(declined("module m", 0));
    CHECK(declined("module function f(x)", 0));

    n = spec("interface");
    CHECK(n && n->kind == (NodeKind)N_INTERFACE_BEGIN && !n->name && n->ival == 0);
    n = spec("interface swap");
    CHECK(n && named(n, "swap"));
    n = spec("interface operator(.x.)");
    CHECK(n && named(n, "operator(.x.)"));
    n = spec("interface operator(.LT.)");
    CHECK(n && named(n, "operator(<)"));
    n = spec("interface assignment(=)");
    CHECK(n && named(n, "assignment(=)"));
    n = spec("abstract interface");
    CHECK(n && n->kind == (NodeKind)N_INTERFACE_BEGIN && n->ival == 1);
    n = spec("interface read(formatted)");
    CHECK(n && named(n, "read(formatted)"));

    n = spec("enum, bind(c)");
    CHECK(n && n->kind == (NodeKind)N_ENUM_BEGIN && n->bind_c);
    n = spec("enumerator :: red = 1, green");
    CHECK(n && n->kind == N_ENUMERATOR && list_length(n->list) == 2 && n->list->init);
    n = spec("enumerator blue");
    CHECK(n && n->kind == N_ENUMERATOR);
    CHECK(rejected("enum"));
}

/* ------------------------------------------------------------ derived types */

static void test_derived_types(void)
{
    Node *n = spec("type :: t");
    CHECK(n && n->kind == (NodeKind)N_TYPE_BEGIN && named(n, "t") && !n->str);
    n = spec("type t");
    CHECK(n && n->kind == (NodeKind)N_TYPE_BEGIN && named(n, "t"));
    n = spec("type, extends(base), abstract :: t");
    CHECK(n && !strcmp(n->str, "base") && (n->attrs.flags & ATTR_ABSTRACT));
    n = spec("type, bind(c) :: ct");
    CHECK(n && (n->attrs.flags & ATTR_BIND_C));
    n = spec("type, public :: pt");
    CHECK(n && (n->attrs.flags & ATTR_PUBLIC));
    n = spec("type :: matrix(k, n)");
    CHECK(n && list_length(n->list) == 2 && named(nth(n->list, 1), "n"));
    n = spec("type is");
    CHECK(n && n->kind == (NodeKind)N_TYPE_BEGIN && named(n, "is"));
    CHECK(declined("type is (integer)", 0));
    CHECK(declined("type(t) function f()", 0));

    /* components */
    n = spec_in("integer, kind :: k = 4", 1);
    CHECK(n && n->kind == N_TYPE_DECL && (n->attrs.flags & ATTR_KIND));
    n = spec_in("integer, len :: n", 1);
    CHECK(n && (n->attrs.flags & ATTR_LEN));
    n = spec_in("real(k) :: a(n, n)", 1);
    CHECK(n && n->kind == N_TYPE_DECL && n->list->dims);
    n = spec_in("real, device, allocatable :: d(:)", 1);
    CHECK(n && n->attrs.cuda == CUDA_DEVICE);
    n = spec_in("type(node), pointer :: next => null()", 1);
    CHECK(n && n->list->op == 'p');
    n = spec_in("procedure(f), pointer, nopass :: fp", 1);
    CHECK(n && n->kind == N_PROCEDURE_DECL && (n->attrs.flags & ATTR_NOPASS) &&
          (n->attrs.flags & ATTR_POINTER));
    n = spec_in("sequence", 1);
    CHECK(n && n->kind == N_SEQUENCE);
    n = spec_in("private", 1);
    CHECK(n && n->kind == N_ATTR_STMT && (n->attrs.flags & ATTR_PRIVATE) && n->ival == 1);
    CHECK(declined("contains", 1));
    CHECK(declined("end type t", 1));
    CHECK(declined("type :: nested", 1));

    /* type-bound procedures */
    n = spec_in("procedure :: area => circle_area", 2);
    CHECK(n && n->kind == N_TYPE_BOUND && named(n, "area") && !strcmp(n->str, "circle_area") && !n->next);
    n = spec_in("procedure, pass(self) :: a, b", 2);
    CHECK(n && n->kind == N_TYPE_BOUND && named(n, "a") && n->next && named(n->next, "b") &&
          (n->next->attrs.flags & ATTR_PASS) && !strcmp(n->next->attrs.pass_name, "self"));
    n = spec_in("procedure(iface), deferred, pass :: d", 2);
    CHECK(n && (n->attrs.flags & ATTR_DEFERRED) && !strcmp(n->str, "iface") && !n->attrs.pass_name);
    n = spec_in("procedure, nopass, non_overridable :: s", 2);
    CHECK(n && (n->attrs.flags & ATTR_NOPASS) && (n->attrs.flags & ATTR_NON_OVERRIDABLE) && !n->str);
    n = spec_in("procedure show", 2);
    CHECK(n && named(n, "show"));
    n = spec_in("generic :: operator(+) => add", 2);
    CHECK(n && n->kind == N_GENERIC_BINDING && named(n, "operator(+)") && named(n->list, "add"));
    n = spec_in("generic, public :: g => a, b", 2);
    CHECK(n && named(n, "g") && list_length(n->list) == 2 && (n->attrs.flags & ATTR_PUBLIC));
    n = spec_in("generic :: assignment(=) => assign", 2);
    CHECK(n && named(n, "assignment(=)"));
    n = spec_in("generic :: write(formatted) => wf", 2);
    CHECK(n && named(n, "write(formatted)"));
    n = spec_in("final :: cleanup, cleanup2", 2);
    CHECK(n && n->kind == N_FINAL && list_length(n->list) == 2);
    n = spec_in("private", 2);
    CHECK(n && n->kind == N_ATTR_STMT);
    CHECK(declined("end type", 2));
    CHECK(declined("integer :: x", 2));
}

/* -------------------------------------------------------------- unit headers */

static void test_headers(void)
{
    Node *n = header("program p");
    CHECK(n && n->kind == N_PROGRAM && named(n, "p"));
    n = header("module m");
    CHECK(n && n->kind == N_MODULE && named(n, "m"));
    n = header("module function");       /* a module named function */
    CHECK(n && n->kind == N_MODULE && named(n, "function"));
    n = header("submodule (anc:par) sub");
    CHECK(n && n->kind == N_SUBMODULE && named(n, "sub") && !strcmp(n->str, "anc:par"));
    n = header("submodule (anc) sub");
    CHECK(n && !strcmp(n->str, "anc"));
    n = header("block data");
    CHECK(n && n->kind == N_BLOCK_DATA && !n->name);
    n = header("block data init");
    CHECK(n && named(n, "init"));
    n = header("blockdata bd");
    CHECK(n && n->kind == N_BLOCK_DATA && named(n, "bd"));
    n = header("module procedure sep");
    CHECK(n && n->kind == N_SEPARATE_PROC && named(n, "sep"));
    CHECK(header_declined("module procedure a, b"));
    CHECK(header_declined("block"));
    CHECK(header_declined("program = 1"));
    CHECK(header_declined("real :: function"));
    CHECK(header_declined("x = 1"));

    n = header("subroutine s");
    CHECK(n && n->kind == N_SUBROUTINE && named(n, "s") && !n->list);
    n = header("subroutine s(a, *, b)");
    CHECK(n && list_length(n->list) == 3 && nth(n->list, 1)->kind == N_STAR);
    n = header("subroutine s() bind(c, name='c_s')");
    CHECK(n && n->bind_c && !strcmp(n->bind_name, "c_s"));
    n = header("recursive subroutine r(n)");
    CHECK(n && n->prefix == PREFIX_RECURSIVE);
    n = header("pure elemental subroutine pe(x)");
    CHECK(n && n->prefix == (PREFIX_PURE | PREFIX_ELEMENTAL));
    n = header("impure elemental subroutine ie(x)");
    CHECK(n && n->prefix == (PREFIX_IMPURE | PREFIX_ELEMENTAL));
    n = header("non_recursive subroutine nr");
    CHECK(n && n->prefix == PREFIX_NON_RECURSIVE);
    n = header("module subroutine ms(x)");
    CHECK(n && n->kind == N_SUBROUTINE && n->prefix == PREFIX_MODULE);
    n = header("module function mf(x) result(y)");
    CHECK(n && n->kind == N_FUNCTION && n->prefix == PREFIX_MODULE && !strcmp(n->result, "y"));

    n = header("function f(x)");
    CHECK(n && n->kind == N_FUNCTION && named(n, "f") && !n->ts && list_length(n->list) == 1);
    n = header("integer function f(x)");
    CHECK(n && n->kind == N_FUNCTION && n->ts && n->ts->kind == TS_INTEGER);
    n = header("character(len=10) function name()");
    CHECK(n && n->kind == N_FUNCTION && !strcmp(show(n->ts->len), "10") && !n->list);
    n = header("character*(*) function cf(s)");
    CHECK(n && n->ts->len->kind == N_STAR);
    n = header("type(t) function tf()");
    CHECK(n && n->ts->kind == TS_TYPE && !strcmp(n->ts->derived, "t"));
    n = header("class(t) function cl(a)");
    CHECK(n && n->ts->kind == TS_CLASS);
    n = header("double precision function dp(x)");
    CHECK(n && n->ts->kind == TS_DOUBLE_PRECISION);
    n = header("real*8 function r8(x)");
    CHECK(n && n->ts->star_kind);
    n = header("real(kind=8) function rk(x)");
    CHECK(n && !strcmp(show(n->ts->kind_expr), "8"));
    n = header("elemental real(dp) function ef(x) result(y)");
    CHECK(n && n->prefix == PREFIX_ELEMENTAL && n->ts->kind == TS_REAL && !strcmp(n->result, "y"));
    n = header("pure integer function pf(x)");
    CHECK(n && n->prefix == PREFIX_PURE && n->ts->kind == TS_INTEGER);
    n = header("function g(x) bind(c, name=\"g_c\") result(r)");
    CHECK(n && n->bind_c && !strcmp(n->bind_name, "g_c") && !strcmp(n->result, "r"));
    n = header("function g2(x) result(r) bind(c)");
    CHECK(n && n->bind_c && !n->bind_name && !strcmp(n->result, "r"));

    /* CUDA prefixes (guide 3.1) */
    n = header("attributes(global) subroutine k(a, n)");
    CHECK(n && n->kind == N_SUBROUTINE && n->cuda_proc == PROC_GLOBAL && list_length(n->list) == 2);
    n = header("attributes(device) subroutine ds()");
    CHECK(n && n->cuda_proc == PROC_DEVICE);
    n = header("attributes(host) integer function hf(i)");
    CHECK(n && n->cuda_proc == PROC_HOST && n->ts->kind == TS_INTEGER);
    n = header("integer attributes(host) function hf2(i)");
    CHECK(n && n->cuda_proc == PROC_HOST && n->ts->kind == TS_INTEGER);
    n = header("attributes(device) integer function bitrev8(i)");
    CHECK(n && n->kind == N_FUNCTION && n->cuda_proc == PROC_DEVICE);
    n = header("attributes(host, device) function hd(x)");
    CHECK(n && n->cuda_proc == (PROC_HOST | PROC_DEVICE));
    n = header("attributes(grid_global) subroutine gg(a)");
    CHECK(n && n->cuda_proc == PROC_GRID_GLOBAL);
    n = header("recursive attributes(host) subroutine rh(n)");
    CHECK(n && n->cuda_proc == PROC_HOST && n->prefix == PREFIX_RECURSIVE);
    n = parse_unit_header(parser_for("attributes(global) subroutine k()", false));
    CHECK(n && n->kind == N_ERROR_STMT);

    int before = error_count();
    n = header("subroutine s(a,)");
    CHECK(n && n->kind == N_ERROR_STMT && error_count() > before);
    n = header("attributes(kernel) subroutine k2()");
    CHECK(n && n->kind == N_ERROR_STMT);
    n = header("integer subroutine bad(x)");
    CHECK(n && n->kind == N_ERROR_STMT);
    n = header("function f(x) result");
    CHECK(n && n->kind == N_ERROR_STMT);
    n = header("program p q");
    CHECK(n && n->kind == N_ERROR_STMT);
}

/* Locations: every node carries the position of its first token. */
static void test_locations(void)
{
    Node *n = spec("  real, device :: xs(4)");
    CHECK(n && n->loc.line == 1 && n->loc.col == 3);
    CHECK(n && n->list->loc.col == 19);
    CHECK(n && n->list->dims->loc.col == 22);
    CHECK(n && n->ts->loc.col == 3);
}

int main(void)
{
    setvbuf(stdout, NULL, _IOLBF, 0); /* keep the report if something aborts */
    test_expressions();
    test_type_decls();
    test_attr_stmts();
    test_other_stmts();
    test_derived_types();
    test_headers();
    test_locations();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
