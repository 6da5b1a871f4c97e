/* test_parse_exec.c — executable statements, I/O, directives and the
 * structure builder: small sources through source_load + parse_file.
 *
 * Tree shapes are compared in a compact notation of statements only:
 *   kind[:name] [body] (parts of a SELECT) {orelse} <contains>
 * e.g. "program:p[do[assign] if[assign]{else[assign]}]".
 * Sources that must fail are parsed in a child process so that the error
 * limit of diag.c never stops the test run; their stderr is checked.
 *
 * Prints PASS/FAIL lines and "N passed, N failed"; exits 1 on failure.
 */
#include "front/parse.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int passed, failed;

static void check(bool ok, const char *name, const char *fmt, ...)
{
    if (ok) {
        passed++;
        printf("PASS %s\n", name);
        return;
    }
    failed++;
    printf("FAIL %s: ", name);
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
}

/* ---------------------------------------------------------------- parsing */

static Node *parse_source(const char *src, SourceForm form)
{
    static int serial;
    SourceOptions opt = {0};
    opt.form = form;
    opt.cuda = true;
    opt.acc = true;
    char *path = format("t%d.%s", ++serial, form == FORM_FIXED ? "cuf" : "cuf");
    SourceFile *sf = source_load(path, src, &opt);
    return sf ? parse_file(sf) : NULL;
}

/* Parse in-process; a positive test must not report anything. */
static Node *parse_ok(const char *name, const char *src)
{
    int before = error_count();
    Node *units = parse_source(src, FORM_FREE);
    if (error_count() != before)
        check(false, name, "unexpected errors (see stderr)");
    return units;
}

/* Parse in a child process and return what it printed on stderr. */
static char *parse_errors(const char *src, SourceForm form)
{
    int fd[2];
    if (pipe(fd) != 0)
        return xstrdup("pipe failed");
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        close(fd[0]);
        dup2(fd[1], 2);
        parse_source(src, form);
        _exit(error_count() > 0 ? 1 : 0);
    }
    close(fd[1]);
    size_t len = 0, cap = 4096;
    char *out = xmalloc(cap);
    ssize_t n;
    while ((n = read(fd[0], out + len, cap - len - 1)) > 0) {
        len += (size_t)n;
        if (cap - len < 2)
            out = xrealloc(out, cap *= 2);
    }
    out[len] = '\0';
    close(fd[0]);
    int status;
    waitpid(pid, &status, 0);
    return out;
}

static int count_substr(const char *s, const char *sub)
{
    int n = 0;
    for (const char *p = s; (p = strstr(p, sub)); p += strlen(sub))
        n++;
    return n;
}

/* --------------------------------------------------------------- shapes */

typedef struct Buf {
    char *s;
    size_t len, cap;
} Buf;

static void put(Buf *b, const char *s)
{
    size_t n = strlen(s);
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->s = xrealloc(b->s, b->cap);
    }
    memcpy(b->s + b->len, s, n + 1);
    b->len += n;
}

static void shape_list(Buf *b, const Node *n);

static void shape_stmt(Buf *b, const Node *n)
{
    put(b, node_kind_name(n->kind));
    if (n->kind == N_ACC || n->kind == N_IO) {
        static const char *const io[] = {"read", "write", "print", "open", "close",
                                         "inquire", "backspace", "endfile", "rewind",
                                         "flush", "wait"};
        put(b, "(");
        put(b, n->kind == N_ACC ? n->name : io[n->op]);
        put(b, ")");
    } else if (n->name) {
        put(b, ":");
        put(b, n->name);
    }
    if (n->body) {
        put(b, "[");
        shape_list(b, n->body);
        put(b, "]");
    }
    if (n->kind == N_SELECT_CASE || n->kind == N_SELECT_TYPE || n->kind == N_SELECT_RANK) {
        put(b, "(");
        shape_list(b, n->list);
        put(b, ")");
    }
    if (n->orelse) {
        put(b, "{");
        shape_list(b, n->orelse);
        put(b, "}");
    }
    if (n->contains) {
        put(b, "<");
        shape_list(b, n->contains);
        put(b, ">");
    }
}

static void shape_list(Buf *b, const Node *n)
{
    for (; n; n = n->next) {
        shape_stmt(b, n);
        if (n->next)
            put(b, " ");
    }
}

static const char *shape(const Node *units)
{
    Buf b = {0};
    put(&b, "");
    shape_list(&b, units);
    return b.s;
}

static void check_shape(const char *name, const char *src, const char *want)
{
    Node *u = parse_ok(name, src);
    const char *got = shape(u);
    check(!strcmp(got, want), name, "\n   want %s\n   got  %s", want, got);
}

/* A source's error output must contain `want` (and report an error). */
static void check_error(const char *name, const char *src, const char *want)
{
    char *err = parse_errors(src, FORM_FREE);
    check(strstr(err, want) != NULL, name, "expected \"%s\" in:\n%s", want, err);
}

/* The first statement of the first unit's body. */
static Node *first_stmt(const char *name, const char *src)
{
    Node *u = parse_ok(name, src);
    return u && u->body ? u->body : NULL;
}

/* Run `src` = "<stmt>\nend\n" and return the statement. */
static Node *stmt(const char *name, const char *text)
{
    return first_stmt(name, format("%s\nend\n", text));
}

/* ------------------------------------------------------------ statements */

static void test_assignments(void)
{
    Node *s = stmt("assign component", "a(i)%b = x");
    check(s && s->kind == N_ASSIGN && s->lhs->kind == N_COMPONENT, "assign component", "shape");
    s = stmt("pointer assign", "p => t");
    check(s && s->kind == N_PTR_ASSIGN && s->lhs->kind == N_NAME, "pointer assign", "shape");
    s = stmt("pointer assign bounds", "p(1:n) => t");
    check(s && s->kind == N_PTR_ASSIGN && s->lhs->kind == N_APPLY &&
              s->lhs->args->kind == N_RANGE,
          "pointer assign bounds", "shape");
    /* Keywords are not reserved: IF(1) = 2 assigns to an array named IF. */
    s = stmt("keyword as array", "if(1) = 2");
    check(s && s->kind == N_ASSIGN, "keyword as array", "kind %s", s ? node_kind_name(s->kind) : "-");
    s = stmt("statement function shape", "f(x) = x**2 + 1");
    check(s && s->kind == N_ASSIGN && s->lhs->kind == N_APPLY, "statement function shape", "kind");
}

static void test_calls(void)
{
    Node *s = stmt("call plain", "call s");
    check(s && s->kind == N_CALL && s->lhs->kind == N_NAME && !s->args && !s->launch,
          "call plain", "shape");
    s = stmt("call keyword alt-return", "call s(1, x=2, *10)");
    bool ok = s && s->kind == N_CALL && list_length(s->args) == 3;
    if (ok) {
        Node *a2 = s->args->next, *a3 = a2->next;
        ok = a2->name && !strcmp(a2->name, "x") && a3->lhs && a3->lhs->kind == N_ALTRETURN &&
             a3->lhs->ival == 10;
    }
    check(ok, "call keyword alt-return", "args");
    s = stmt("call type-bound", "call obj%list(2)%push(x)");
    check(s && s->lhs->kind == N_COMPONENT && !strcmp(s->lhs->name, "push") &&
              list_length(s->args) == 1,
          "call type-bound", "shape");

    s = stmt("chevron 2", "call k<<<(n+255)/256, 256>>>(a, n)");
    check(s && s->launch && s->launch->kind == N_LAUNCH && list_length(s->launch->list) == 2 &&
              s->launch->list->kind == N_BINARY && list_length(s->args) == 2,
          "chevron 2", "launch");
    s = stmt("chevron 4", "call k <<< g, b, 0, stream(i) >>> (a)");
    check(s && s->launch && list_length(s->launch->list) == 4, "chevron 4", "launch");
    s = stmt("chevron stars", "call k<<<*, *>>>(a)");
    check(s && s->launch && s->launch->list->kind == N_STAR &&
              s->launch->list->next->kind == N_STAR,
          "chevron stars", "launch");
    s = stmt("chevron no args", "call k<<<1, 32>>>");
    check(s && s->launch && !s->args, "chevron no args", "launch");
    s = first_stmt("chevron continued", "call k<<<n/bs, bs, &\n  0, s>>>(a)\nend\n");
    check(s && s->launch && list_length(s->launch->list) == 4, "chevron continued", "launch");
    check_error("chevron too many", "call k<<<1,2,3,4,5>>>(a)\nend\n",
                "a launch configuration has 2 to 4 items");
    check_error("chevron one", "call k<<<1>>>(a)\nend\n", "a launch configuration has 2 to 4 items");
}

static void test_if(void)
{
    check_shape("if chain",
                "program p\nif (a) then\nx = 1\nelse if (b) then\nx = 2\nelse\nx = 3\nend if\nend\n",
                "program:p[if[assign]{else_if[assign]{else[assign]}}]");
    check_shape("if named",
                "outer: if (a) then\n x = 1\nelseif (b) then outer\nelse outer\nendif outer\nend\n",
                "program[if:outer[assign]{else_if:outer{else:outer}}]");
    check_shape("if nested",
                "if (a) then\nif (b) then\nx = 1\nend if\nelse\ny = 2\nendif\nend\n",
                "program[if[if[assign]]{else[assign]}]");
    Node *s = stmt("logical if", "if (x > 0) call s(x)");
    check(s && s->kind == N_IF_STMT && s->body && s->body->kind == N_CALL && s->body->src,
          "logical if", "shape");
    s = stmt("logical if where", "if (x > 0) where (m) a = b");
    check(s && s->kind == N_IF_STMT && s->body->kind == N_WHERE && s->body->ival == 1,
          "logical if where", "shape");
    s = stmt("logical if io", "if (.not. ok) write (*, *) 'bad'");
    check(s && s->kind == N_IF_STMT && s->body->kind == N_IO, "logical if io", "shape");
    s = stmt("arithmetic if", "if (x - 1) 10, 20, 30");
    check(s && s->kind == N_ARITH_IF && list_length(s->list) == 3 && s->list->next->ival == 20,
          "arithmetic if", "shape");
    check_error("logical if construct", "if (a) do i = 1, 2\nend\n",
                "must be an action statement");
    char *err = parse_errors("if (a)\nx = 1\nend if\nend\n", FORM_FREE);
    check(strstr(err, "expected THEN or an action statement after IF (...)") &&
              count_substr(err, "error:") == 1,
          "if missing then", "%s", err);
    check_error("else without if", "x = 1\nelse\nend\n", "ELSE statement without matching IF");
    check_error("else after else", "if (a) then\nelse\nelse if (b) then\nend if\nend\n",
                "ELSE IF cannot follow the ELSE");
    check_error("if name mismatch", "a: if (x) then\nend if b\nend\n",
                "END IF names 'b', but the construct is named 'a'");
    check_error("if name missing", "a: if (x) then\nend if\nend\n",
                "END IF must repeat the construct name 'a'");
}

static void test_do(void)
{
    Node *s = stmt("do counted", "do i = 1, n, 2\nend do");
    check(s && s->kind == N_DO && s->op == DO_COUNTED && !strcmp(s->var, "i") && s->stride &&
              s->end_src,
          "do counted", "shape");
    s = stmt("do forever", "do\nexit\nend do");
    check(s && s->op == DO_FOREVER && s->body && s->body->kind == N_EXIT, "do forever", "shape");
    s = stmt("do while", "do while (x < 1)\nx = x + 1\nenddo");
    check(s && s->op == DO_WHILE && s->cond, "do while", "shape");
    s = stmt("do comma while", "do 10, while (x < 1)\n10 continue");
    check(s && s->op == DO_WHILE && s->do_label == 10, "do comma while", "shape");
    s = stmt("do concurrent", "do concurrent (i = 1:n, j = 1:m:2, a(i) > 0)\nend do");
    check(s && s->op == DO_CONCURRENT && list_length(s->list) == 2 && s->mask &&
              s->list->next->stride && s->list->kind == N_CONCURRENT_SPEC,
          "do concurrent", "shape");
    s = stmt("do concurrent typed", "do concurrent (integer :: i = 1:n)\nend do");
    check(s && s->ts && s->ts->kind == TS_INTEGER && list_length(s->list) == 1,
          "do concurrent typed", "shape");
    check_shape("do named", "outer: do i = 1, n\ninner: do\ncycle outer\nexit inner\nend do inner\nend do outer\nend\n",
                "program[do:outer[do:inner[cycle:outer exit:inner]]]");
    check_shape("do label", "do 10 i = 1, n\nx = x + i\n10 continue\nend\n",
                "program[do[assign continue]]");
    check_shape("do label comma", "do 10, i = 1, n\n10 x = x + i\ny = 1\nend\n",
                "program[do[assign] assign]");
    check_shape("do shared label",
                "do 10 i = 1, n\ndo 10 j = 1, m\n10 a(i,j) = 0\nprint *, a\nend\n",
                "program[do[do[assign]] io(print)]");
    check_shape("do label end do", "do 10 i = 1, n\nx = 1\n10 end do\nend\n",
                "program[do[assign]]");
    check_shape("do label in if",
                "do 20 i = 1, n\nif (x) then\ndo 10 j = 1, m\n10 continue\nend if\n20 continue\nend\n",
                "program[do[if[do[continue]] continue]]");
    Node *u = parse_ok("do label end_src", "do 10 i = 1, n\ndo 10 j = 1, m\n10 continue\nend\n");
    check(u && u->body && u->body->end_src && u->body->end_src == u->body->body->end_src &&
              u->body->end_src->label == 10,
          "do label end_src", "end_src");

    check_error("end do without do", "x = 1\nend do\nend\n", "END DO statement without matching DO");
    char *err = parse_errors("program p\ndo i = 1, 2\nx = 1\n", FORM_FREE);
    check(strstr(err, ":2:1: error: DO construct is not closed"), "do not closed at eof", "%s", err);
    err = parse_errors("program p\ndo i = 1, 2\nx = 1\nend program\n", FORM_FREE);
    check(strstr(err, ":4:1: error: DO construct is not closed (missing END DO) before this END "
                      "PROGRAM statement") && strstr(err, ":2:1: note: DO construct begins here"),
          "do closed by end program", "%s", err);
    check_error("do label improper",
                "do 10 i = 1, n\ndo 20 j = 1, m\n10 continue\n20 continue\nend\n",
                "the statement labelled 10 ends a DO loop while the DO loop ending at label 20");
    check_error("do label block inside",
                "do 10 i = 1, n\nif (x) then\n10 continue\nend if\nend\n",
                "ends a DO loop while IF construct inside it is still open");
    check_error("do label missing", "do 10 i = 1, n\nx = 1\nend\n",
                "the DO loop ending at label 10 is not closed");
    check_error("end do wrong label", "do 10 i = 1, n\n20 end do\n10 continue\nend\n",
                "must have label 10");
    check_error("bad label", "goto 123456\nend\n", "a statement label has 1 to 5 digits");
    check_error("do syntax", "do i = 1\nend do\nend\n", "expected ','");
    /* The DO above failed to parse: its END DO is not reported again. */
    err = parse_errors("do i = 1\nx = 1\nend do\nend\n", FORM_FREE);
    check(count_substr(err, "error:") == 1, "failed opener forgiven", "%s", err);
}

static void test_select(void)
{
    Node *s = stmt("select case", "select case (k)\ncase (1, 3:5, :0, 7:)\nx = 1\ncase default\nx = 2\nend select");
    bool ok = s && s->kind == N_SELECT_CASE && s->cond && list_length(s->list) == 2;
    if (ok) {
        Node *v = s->list->list;
        ok = list_length(v) == 4 && v->kind == N_INT_LIT && v->next->kind == N_RANGE &&
             v->next->lhs && v->next->rhs && !v->next->next->lhs && v->next->next->rhs &&
             v->next->next->next->lhs && !v->next->next->next->rhs && !s->list->next->list &&
             s->list->next->body;
    }
    check(ok, "select case", "values");
    check_shape("select case named",
                "sel: selectcase (c)\ncase ('a') sel\ncall a\ncase default sel\nend select sel\nend\n",
                "program[select_case:sel(case:sel[call] case:sel)]");
    s = stmt("select type", "select type (a => x%y)\ntype is (integer)\nn = 1\nclass is (pt)\nn = 2\nclass default\nn = 3\nend select");
    ok = s && s->kind == N_SELECT_TYPE && s->str && !strcmp(s->str, "a") && list_length(s->list) == 3;
    if (ok) {
        Node *g = s->list;
        ok = g->op == 't' && g->ts && g->ts->kind == TS_INTEGER && g->next->op == 'c' &&
             g->next->ts->kind == TS_CLASS && !strcmp(g->next->ts->derived, "pt") &&
             g->next->next->op == 'd' && !g->next->next->ts && g->next->next->body;
    }
    check(ok, "select type", "guards");
    s = stmt("type is derived", "select type (x)\ntype is (pt)\nend select");
    check(s && s->list && s->list->ts->kind == TS_TYPE && !strcmp(s->list->ts->derived, "pt") &&
              !s->str,
          "type is derived", "guard");
    s = stmt("select rank", "select rank (a)\nrank (0)\nrank (*)\nrank default\nend select");
    check(s && s->kind == N_SELECT_RANK && list_length(s->list) == 3 &&
              s->list->next->lhs->kind == N_STAR && !s->list->next->next->lhs,
          "select rank", "cases");
    check_error("case outside select", "case (1)\nend\n", "CASE statement without matching SELECT CASE");
    check_error("stray before case", "select case (k)\nx = 1\ncase (1)\nend select\nend\n",
                "no statement may come between SELECT CASE and its first CASE");
    check_error("two defaults", "select case (k)\ncase default\ncase default\nend select\nend\n",
                "has a second DEFAULT part");
    check_error("type is in select case", "select case (k)\ntype is (integer)\nend select\nend\n",
                "TYPE IS statement without matching SELECT TYPE");
}

static void test_where_forall(void)
{
    check_shape("where chain",
                "where (a > 0)\nb = 1\nelsewhere (a < 0)\nb = 2\nelse where\nb = 3\nend where\nend\n",
                "program[where[assign]{elsewhere[assign]{elsewhere[assign]}}]");
    Node *s = stmt("where stmt", "where (m) a = b");
    check(s && s->kind == N_WHERE && s->ival == 1 && s->body->kind == N_ASSIGN, "where stmt", "shape");
    s = stmt("forall stmt", "forall (i = 1:n, j = 1:m, a(i,j) /= 0) a(i,j) = 1/a(i,j)");
    check(s && s->kind == N_FORALL && s->ival == 1 && list_length(s->list) == 2 && s->mask &&
              s->body->kind == N_ASSIGN,
          "forall stmt", "shape");
    check_shape("forall construct", "forall (i = 1:n)\na(i) = 0\nb(i) => c\nend forall\nend\n",
                "program[forall[assign ptr_assign]]");
    check_error("elsewhere after unmasked", "where (m)\nelsewhere\nelsewhere (n)\nend where\nend\n",
                "ELSEWHERE cannot follow the unmasked ELSEWHERE");
}

static void test_blocks(void)
{
    Node *s = stmt("associate", "associate (a => x, b => y%z)\nc = a + b\nend associate");
    check(s && s->kind == N_ASSOCIATE && list_length(s->list) == 2 && s->list->kind == N_ASSOC &&
              !strcmp(s->list->next->name, "b") && s->list->next->lhs->kind == N_COMPONENT &&
              s->body,
          "associate", "shape");
    check_shape("block critical", "blk: block\ninteger :: t\ncritical\nt = 1\nend critical\nend block blk\nend\n",
                "program[block:blk[type_decl critical[assign]]]");
    check_error("end block mismatch", "block\nend critical\nend block\nend\n",
                "END CRITICAL statement without matching CRITICAL");
    check_error("construct name on stmt", "a: x = 1\nend\n", "construct name 'a' can only label");
}

static void test_branches(void)
{
    Node *s = stmt("goto", "go to 10\n10 continue");
    check(s && s->kind == N_GOTO && s->ival == 10, "goto", "shape");
    s = stmt("computed goto", "goto (10, 20, 30), i + 1");
    check(s && s->kind == N_COMPUTED_GOTO && list_length(s->list) == 3 && s->cond->kind == N_BINARY,
          "computed goto", "shape");
    s = stmt("assigned goto", "goto k (10, 20)");
    check(s && s->kind == N_ASSIGNED_GOTO && !strcmp(s->name, "k") && list_length(s->list) == 2,
          "assigned goto", "shape");
    s = stmt("assigned goto bare", "goto k");
    check(s && s->kind == N_ASSIGNED_GOTO && !s->list, "assigned goto bare", "shape");
    s = stmt("assign label", "assign 10 to k");
    check(s && s->kind == N_ASSIGN_LABEL && s->ival == 10 && !strcmp(s->name, "k"), "assign label", "shape");
    s = stmt("return alt", "return 2");
    check(s && s->kind == N_RETURN && s->lhs, "return alt", "shape");
    s = stmt("stop msg", "stop 'done'");
    check(s && s->kind == N_STOP && s->lhs->kind == N_STRING_LIT && !s->op, "stop msg", "shape");
    s = stmt("error stop", "error stop 3, quiet = .true.");
    check(s && s->kind == N_STOP && s->op == 'e' && s->lhs && s->rhs && s->ival == 1,
          "error stop", "shape");
    s = stmt("pause", "pause");
    check(s && s->kind == N_PAUSE && !s->lhs, "pause", "shape");
    s = stmt("continue cycle exit", "continue");
    check(s && s->kind == N_CONTINUE, "continue cycle exit", "shape");
}

static void test_allocate(void)
{
    Node *s = stmt("allocate", "allocate(real :: a(n), b(0:m), stat=s, errmsg=e)");
    bool ok = s && s->kind == N_ALLOCATE && s->ts && s->ts->kind == TS_REAL &&
              list_length(s->list) == 2 && list_length(s->args) == 2 &&
              !strcmp(s->args->name, "stat") && s->list->next->args->kind == N_RANGE;
    check(ok, "allocate", "shape");
    s = stmt("allocate derived", "allocate(pt :: p, source=x)");
    check(s && s->ts && s->ts->kind == TS_TYPE && !strcmp(s->ts->derived, "pt") &&
              !strcmp(s->args->name, "source"),
          "allocate derived", "shape");
    s = stmt("allocate pinned", "allocate(a(n), pinned=flag, mold=y)");
    check(s && !s->ts && list_length(s->args) == 2 && !strcmp(s->args->name, "pinned"),
          "allocate pinned", "shape");
    s = stmt("deallocate", "deallocate(a, b%c, stat=s)");
    check(s && s->kind == N_DEALLOCATE && list_length(s->list) == 2 && list_length(s->args) == 1,
          "deallocate", "shape");
    s = stmt("nullify", "nullify(p, q%r)");
    check(s && s->kind == N_NULLIFY && list_length(s->list) == 2, "nullify", "shape");
    check_error("allocate order", "allocate(a(n), stat=s, b(n))\nend\n", "come before its options");
    s = stmt("sync all", "sync all");
    check(s && s->kind == N_SYNC && !strcmp(s->str, "all"), "sync all", "shape");
    s = stmt("sync images", "sync images (*, stat=s)");
    check(s && s->kind == N_SYNC && !strcmp(s->str, "images") && list_length(s->args) == 2,
          "sync images", "shape");
    s = stmt("lock", "lock (l[2])");
    check(s && s->kind == N_SYNC && !strcmp(s->str, "lock"), "lock", "shape");
}

/* ------------------------------------------------------------------ I/O */

static Node *arg_named(Node *args, const char *name)
{
    for (; args; args = args->next)
        if (args->name && !strcmp(args->name, name))
            return args;
    return NULL;
}

static void test_io(void)
{
    Node *s = stmt("read control", "read (10, '(a)', iostat=ios, end=99, advance='no', size=n) s, (a(i), i=1,n)");
    bool ok = s && s->kind == N_IO && s->op == IO_READ && list_length(s->args) == 6 &&
              !s->args->name && !s->args->next->name && arg_named(s->args, "iostat") &&
              list_length(s->list) == 2 && s->list->next->kind == N_IMPLIED_DO &&
              !strcmp(s->list->next->name, "i");
    check(ok, "read control", "shape");
    s = stmt("read star", "read *, x, y");
    check(s && s->op == IO_READ && arg_named(s->args, "fmt") &&
              arg_named(s->args, "fmt")->lhs->kind == N_STAR && list_length(s->list) == 2,
          "read star", "shape");
    s = stmt("read label", "read 10, x");
    check(s && arg_named(s->args, "fmt")->lhs->kind == N_INT_LIT, "read label", "shape");
    s = stmt("read unformatted", "read (u) x");
    check(s && list_length(s->args) == 1 && !s->args->name, "read unformatted", "shape");
    s = stmt("write star star", "write (*, *)");
    check(s && s->op == IO_WRITE && s->args->lhs->kind == N_STAR &&
              s->args->next->lhs->kind == N_STAR && !s->list,
          "write star star", "shape");
    s = stmt("write nml", "write (u, nml=g)");
    check(s && arg_named(s->args, "nml"), "write nml", "shape");
    s = stmt("write nested implied do", "write (u, 10) ((a(i,j), i=1,n), j=1,m, 2), z");
    ok = s && list_length(s->list) == 2 && s->list->kind == N_IMPLIED_DO &&
         !strcmp(s->list->name, "j") && s->list->stride && s->list->list->kind == N_IMPLIED_DO;
    check(ok, "write nested implied do", "shape");
    s = stmt("write paren expr", "write (*, *) (a + b) * 2, (1.0, 2.0)");
    check(s && list_length(s->list) == 2 && s->list->kind == N_BINARY, "write paren expr", "shape");
    s = stmt("print string fmt", "print '(a)', s");
    check(s && s->op == IO_PRINT && arg_named(s->args, "fmt")->lhs->kind == N_STRING_LIT,
          "print string fmt", "shape");
    s = stmt("print no items", "print *");
    check(s && s->op == IO_PRINT && !s->list, "print no items", "shape");
    s = stmt("open", "open (newunit=u, file='x.dat', status='old', action='read')");
    check(s && s->op == IO_OPEN && list_length(s->args) == 4 && arg_named(s->args, "newunit"),
          "open", "shape");
    s = stmt("close", "close (u, status='delete')");
    check(s && s->op == IO_CLOSE && list_length(s->args) == 2, "close", "shape");
    s = stmt("inquire file", "inquire (file='x', exist=ex)");
    check(s && s->op == IO_INQUIRE && !s->list, "inquire file", "shape");
    s = stmt("inquire iolength", "inquire (iolength=n) a, b");
    check(s && s->op == IO_INQUIRE && list_length(s->list) == 2, "inquire iolength", "shape");
    s = stmt("backspace bare", "backspace u");
    check(s && s->op == IO_BACKSPACE && list_length(s->args) == 1, "backspace bare", "shape");
    s = stmt("backspace paren", "backspace (u, iostat=k)");
    check(s && s->op == IO_BACKSPACE && list_length(s->args) == 2, "backspace paren", "shape");
    s = stmt("end file", "end file 10");
    check(s && s->kind == N_IO && s->op == IO_ENDFILE, "end file", "shape");
    s = stmt("endfile", "endfile (10)");
    check(s && s->kind == N_IO && s->op == IO_ENDFILE, "endfile", "shape");
    s = stmt("rewind flush wait", "rewind 5");
    check(s && s->op == IO_REWIND, "rewind flush wait", "shape");
    s = stmt("flush", "flush (6)");
    check(s && s->op == IO_FLUSH, "flush", "shape");
    s = stmt("wait", "wait (u, id=k)");
    check(s && s->op == IO_WAIT && list_length(s->args) == 2, "wait", "shape");
    check_error("io empty control", "write () x\nend\n", "control list in parentheses is empty");
    check_error("io keyword order", "write (unit=6, *) x\nend\n", "positional items of a control list");
}

/* ------------------------------------------------------------- directives */

static void test_cuf(void)
{
    Node *s = stmt("cuf tuples", "!$cuf kernel do(2) <<< (*,*), (32,4) >>>\ndo j = 1, m\ndo i = 1, n\na(i,j) = 0\nend do\nend do");
    bool ok = s && s->kind == N_CUF_KERNEL && s->ival == 2 && s->launch &&
              list_length(s->launch->list) == 2 && s->launch->list->kind == N_TUPLE &&
              s->launch->list->list->kind == N_STAR && s->launch->list->next->kind == N_TUPLE &&
              s->body && s->body->kind == N_DO && !s->stream;
    check(ok, "cuf tuples", "shape");
    s = stmt("cuf blank before n", "!$cuf kernel do (2) <<< (*,n2), (256,1) >>>\ndo j = 1, m\ndo i = 1, n\nend do\nend do");
    check(s && s->ival == 2 && s->launch->list->list->next->kind == N_NAME, "cuf blank before n", "shape");
    s = stmt("cuf no chevrons", "!$cuf kernel do\ndo i = 1, n\nend do");
    check(s && s->ival == 1 && !s->launch && s->body, "cuf no chevrons", "shape");
    s = stmt("cuf stars", "!$cuf kernel do <<<*,*>>>\ndo i = 1, n\nend do");
    check(s && s->launch && s->launch->list->kind == N_STAR, "cuf stars", "shape");
    s = stmt("cuf scalar expr", "!$cuf kernel do(1) <<< (n+255)/256, 256 >>>\ndo i = 1, n\nend do");
    check(s && s->launch->list->kind == N_BINARY, "cuf scalar expr", "shape");
    s = stmt("cuf stream kw", "!$cuf kernel do <<< *, *, stream=cudaforGetDefaultStream() >>>\ndo i = 1, n\nend do");
    check(s && s->stream && s->stream->kind == N_APPLY && list_length(s->launch->list) == 2,
          "cuf stream kw", "shape");
    s = stmt("cuf stream positional", "!$cuf kernel do <<< g, b, 0, sid >>>\ndo i = 1, n\nend do");
    check(s && s->stream && s->stream->kind == N_NAME && list_length(s->launch->list) == 3,
          "cuf stream positional", "shape");
    s = stmt("cuf reduce", "!$cuf kernel do <<<*,*>>> reduce(+:s, t) reduce(max:m)\ndo i = 1, n\nend do");
    check(s && list_length(s->list) == 2 && !strcmp(s->list->name, "+") &&
              list_length(s->list->list) == 2 && !strcmp(s->list->next->name, "max"),
          "cuf reduce", "shape");
    s = stmt("cuf label loops", "!$cuf kernel do(2)\ndo 10 j = 1, m\ndo 10 i = 1, n\na(i,j) = 0\n10 continue");
    check(s && s->body && s->body->body && s->body->body->kind == N_DO, "cuf label loops",
          "shape");
    check_error("cuf no loop", "!$cuf kernel do\nx = 1\nend\n",
                "!$cuf kernel do must be followed by a DO loop");
    check_error("cuf bad clause", "!$cuf kernel do private(x)\ndo i = 1, 2\nend do\nend\n",
                "expected a reduce(op:variable) clause");
    check_error("cuf stream first", "!$cuf kernel do <<< stream=s, 1 >>>\ndo i = 1, 2\nend do\nend\n",
                "stream= comes after the grid and block");
    /* The statement after a failed directive is still parsed normally. */
    char *err = parse_errors("!$cuf kernel do\nx = 1\ny = (\nend\n", FORM_FREE);
    check(count_substr(err, "error:") == 2 && strstr(err, ":3:"), "cuf no loop recovery", "%s", err);
}

static void test_acc(void)
{
    check_shape("acc region",
                "!$acc region copyin(a(1:n)), copyout(b) if(n > 10)\n!$acc do parallel vector(256)\ndo i = 1, n\nb(i) = a(i)\nend do\n!$acc end region\nend\n",
                "program[acc(region)[acc(do)[do[assign]]]]");
    Node *s = stmt("acc clauses", "!$acc region copyin(a(1:n)), copyout(b) if(n > 10) update device(c)\n!$acc end region");
    bool ok = s && s->kind == N_ACC && list_length(s->list) == 4 &&
              !strcmp(s->list->name, "copyin") && s->list->list->kind == N_APPLY &&
              !strcmp(s->list->next->next->name, "if") &&
              !strcmp(s->list->next->next->next->name, "update device") && s->end_src;
    check(ok, "acc clauses", "clauses");
    check_shape("acc data region",
                "!$acc data region copy(a)\n!$acc update host(a(1:2))\n!$acc end data region\nend\n",
                "program[acc(data region)[acc(update)]]");
    check_shape("acc openacc",
                "!$acc kernels loop gang vector(128) reduction(+:s)\ndo i = 1, n\ns = s + 1\nend do\n!$acc end kernels loop\n!$acc parallel num_gangs(4)\n!$acc loop\ndo i = 1, n\nend do\n!$acc end parallel\nend\n",
                "program[acc(kernels loop)[do[assign]] acc(parallel)[acc(loop)[do]]]");
    check_shape("acc declare pgi", "real :: a(10)\n!$acc mirror(a)\n!$acc wait(1)\nend\n",
                "program[type_decl acc(declare) acc(wait)]");
    s = stmt("acc reduction", "!$acc loop reduction(max:m) private(t)\ndo i = 1, n\nend do");
    check(s && s->list && s->list->list && s->list->list->kind == N_REDUCE &&
              !strcmp(s->list->list->name, "max"),
          "acc reduction", "shape");
    check_error("acc end without region", "!$acc end region\nend\n",
                "!$acc end region statement without matching !$acc region");
    check_error("acc region open", "!$acc region\nx = 1\nend\n",
                "!$acc region construct is not closed (missing !$acc end region)");
    s = stmt("omp", "!$omp parallel do private(i)");
    check(s && s->kind == N_OMP && !strcmp(s->str, "parallel do private(i)"), "omp", "str");
}

/* ------------------------------------------------------------------ units */

static void test_units(void)
{
    check_shape("implicit main", "x = 1\nprint *, x\nend\n", "program[assign io(print)]");
    check_shape("external procedures",
                "subroutine a\nend subroutine\nfunction f(x)\nf = x\nend function f\nx = 1\nend\n",
                "subroutine:a function:f[assign] program[assign]");
    check_shape("module contains",
                "module m\ninteger :: n\ncontains\nsubroutine s\ncall t\ncontains\nsubroutine t\nend subroutine\nend subroutine s\nend module m\n",
                "module:m[type_decl]<subroutine:s[call]<subroutine:t>>");
    check_shape("program contains",
                "program p\ncall s\ncontains\nsubroutine s\nend\nend program p\n",
                "program:p[call]<subroutine:s>");
    check_shape("interface bodies",
                "module m\ninterface g\nsubroutine a(x)\nreal :: x\nend subroutine\nmodule procedure b\nend interface g\nend module\n",
                "module:m[interface:g[subroutine:a[type_decl] module_proc_stmt]]");
    check_shape("derived type",
                "module m\ntype :: t\nreal :: x\ncontains\nprocedure :: f\nend type t\nend module\n",
                "module:m[derived_type:t[type_decl]<type_bound:f>]");
    check_shape("enum", "enum, bind(c)\nenumerator :: a = 1, b\nend enum\nend\n",
                "program[enum[enumerator]]");
    check_shape("cuda kernel unit",
                "attributes(global) subroutine k(a)\nreal :: a(*)\na(threadidx%x) = 1\nend subroutine k\n",
                "subroutine:k[type_decl assign]");
    Node *u = parse_ok("unit end_src", "subroutine s\nx = 1\nend subroutine s\n");
    check(u && u->end_src && u->end_src->index == 2 && u->body->src &&
              u->body->src->index == 1,
          "unit end_src", "end_src/src");

    check_error("end kind mismatch", "subroutine s\nend function s\n",
                "END FUNCTION does not match SUBROUTINE s");
    check_error("end name mismatch", "subroutine s\nend subroutine t\n",
                "END SUBROUTINE t does not match SUBROUTINE s");
    check_error("unit not closed", "module m\ncontains\nsubroutine s\nx = 1\n",
                "SUBROUTINE s is not closed (missing END SUBROUTINE at the end of the file)");
    check_error("missing end subroutine",
                "module m\ncontains\nsubroutine a\nx = 1\nsubroutine b\nend subroutine b\nend module m\n",
                "SUBROUTINE a is not closed (missing END SUBROUTINE or CONTAINS) before this "
                "SUBROUTINE statement");
    check_error("stmt after contains", "module m\ncontains\nx = 1\nend module\n",
                "only subprograms may follow CONTAINS");
    check_error("type not closed", "module m\ntype t\ninteger :: i\nend module\n",
                "the definition of type t is not closed (missing END TYPE)");
    check_error("exec in type", "type t\nx = 1\nend type\nend\n",
                "cannot appear in a derived-type definition");
    check_error("end select stray", "end select\n", "END SELECT statement without matching SELECT");
    check_error("implicit main named end", "x = 1\nend program p\n",
                "END PROGRAM cannot name a main program");
    /* Recovery: three independent errors, each reported once. */
    char *err = parse_errors("program p\ni = (1 + 2\nelse\nj = )\nk = 1\nend do\nend program\n",
                             FORM_FREE);
    check(count_substr(err, "error:") == 4, "recovery four errors", "%s", err);
}

static void test_fixed_form(void)
{
    const char *src = "      PROGRAM P\n"
                      "      DO 10 I = 1, N\n"
                      "        DO 10 J = 1, M\n"
                      "   10 A(I,J) = 0\n"
                      "      IF (N .GT. 0) GO TO 20\n"
                      "      GOTO (10, 20) I\n"
                      "   20 CONTINUE\n"
                      "      END\n";
    int before = error_count();
    Node *u = parse_source(src, FORM_FIXED);
    const char *got = error_count() == before ? shape(u) : "errors";
    check(!strcmp(got, "program:p[do[do[assign]] if_stmt[goto] computed_goto continue]"),
          "fixed form", "got %s", got);
}

static void test_dump(void)
{
    Node *u = parse_ok("dump", "do i = 1, 2\nx = 1\nend do\nend\n");
    fflush(stdout);
    FILE *tmp = tmpfile();
    int saved = dup(1);
    dup2(fileno(tmp), 1);
    dump_ast(u, 0);
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    rewind(tmp);
    char buf[4096] = {0};
    size_t n = fread(buf, 1, sizeof buf - 1, tmp);
    buf[n] = '\0';
    fclose(tmp);
    check(strstr(buf, "(program)") && strstr(buf, "(do var=i counted)") &&
              strstr(buf, "body:") && strstr(buf, "(assign)"),
          "dump", "%s", buf);
}

int main(void)
{
    test_assignments();
    test_calls();
    test_if();
    test_do();
    test_select();
    test_where_forall();
    test_blocks();
    test_branches();
    test_allocate();
    test_io();
    test_cuf();
    test_acc();
    test_units();
    test_fixed_form();
    test_dump();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
