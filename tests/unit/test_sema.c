/* test_sema.c — unit tests of the semantic layer: sources go through
 * source_load + parse_file + sema_file; the tests look at symbols, types,
 * kinds, attributes and at the diagnostics (captured from stderr). */
#include "cuda/cuda.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int passed, failed;
static char diag[65536];           /* diagnostics of the last analysis */
static char module_dir[] = "/tmp/cufc_test_sema_XXXXXX";

static void check(bool ok, const char *what) {
    printf("%s %s\n", ok ? "PASS" : "FAIL", what);
    if (ok)
        passed++;
    else
        failed++;
}

/* Analyse `src`; returns the program units (NULL when it did not parse). */
static Node *analyse(const char *name, const char *src, bool cuda) {
    fflush(stderr);
    int saved = dup(2);
    FILE *tmp = tmpfile();
    dup2(fileno(tmp), 2);
    SourceOptions so = {0};
    so.form = FORM_FREE;
    so.cuda = cuda;
    SourceFile *sf = source_load(name, src, &so);
    Node *units = sf ? parse_file(sf) : NULL;
    const char *dirs[] = {module_dir, NULL};
    SemaOptions opt = {0};
    opt.cuda = cuda;
    opt.module_dirs = dirs;
    opt.module_out_dir = module_dir;
    opt.source_file = name;
    if (units) {
        bool ok = sema_file(units, &opt);
        if (cuda_check(units, &(CudaOptions){.cuda = cuda, .rdc = true}) && ok)
            sema_write_modules(units);
    }
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    rewind(tmp);
    size_t n = fread(diag, 1, sizeof diag - 1, tmp);
    diag[n] = 0;
    fclose(tmp);
    return units;
}

static bool has_diag(const char *text) { return strstr(diag, text) != NULL; }
static bool no_errors(void) { return strstr(diag, "error:") == NULL; }

static Scope *unit_scope(Node *units, const char *name) {
    for (Node *u = units; u; u = u->next)
        if (u->name && !strcmp(u->name, name))
            return u->scope;
    return NULL;
}

static Symbol *sym(Scope *s, const char *name) {
    return s ? scope_lookup(s, intern(name, strlen(name))) : NULL;
}

static bool is_type(Symbol *s, TypeKind k, int kind, int rank) {
    return s && s->type && s->type->kind == k && s->type->kind_num == kind && s->type->rank == rank;
}

static Node *find_stmt(Node *body, NodeKind kind, int nth) {
    for (Node *st = body; st; st = st->next)
        if (st->kind == kind && nth-- == 0)
            return st;
    return NULL;
}

/* ----------------------------------------------------------------- tests */

static void test_kinds_and_parameters(void) {
    Node *u = analyse("kinds.f90",
        "program p\n"
        "  implicit none\n"
        "  integer, parameter :: dp = kind(1.0d0), sp = selected_real_kind(6)\n"
        "  integer, parameter :: qp = selected_real_kind(15, 307), ik = selected_int_kind(9)\n"
        "  integer, parameter :: n = 2*3 + 1, m(3) = [1, 2, 3]\n"
        "  character(len=*), parameter :: greet = 'hello'\n"
        "  real(dp) :: x\n"
        "  real(sp) :: y(n, 0:m(2))\n"
        "  integer(ik) :: k\n"
        "  complex(kind=qp) :: z\n"
        "  x = 1.0_dp\n"
        "  k = huge(k)\n"
        "end program\n", false);
    Scope *s = unit_scope(u, "p");
    check(no_errors(), "kinds: no diagnostics");
    Symbol *dp = sym(s, "dp");
    check(dp && dp->kind == SYM_PARAMETER && dp->value && dp->value->i == 8, "kind(1.0d0) = 8");
    check(sym(s, "sp")->value->i == 4, "selected_real_kind(6) = 4");
    check(sym(s, "qp")->value->i == 8, "selected_real_kind(15, 307) = 8");
    check(sym(s, "ik")->value->i == 4, "selected_int_kind(9) = 4");
    check(sym(s, "n")->value->i == 7, "integer constant expression");
    check(sym(s, "m")->value && sym(s, "m")->value->kind == CV_ARRAY && sym(s, "m")->value->nelems == 3,
          "array named constant");
    Symbol *g = sym(s, "greet");
    check(g->type->kind == TY_CHARACTER && g->type->len_kind == LEN_CONST && g->type->len == 5,
          "character(len=*) parameter takes its length from the value");
    check(is_type(sym(s, "x"), TY_REAL, 8, 0), "real(dp) :: x is real(8)");
    Symbol *y = sym(s, "y");
    check(is_type(y, TY_REAL, 4, 2) && y->type->dims[0].upper_known && y->type->dims[0].upper_val == 7 &&
              y->type->dims[1].lower_val == 0 && y->type->dims[1].upper_val == 2,
          "array bounds from constant expressions");
    check(is_type(sym(s, "k"), TY_INTEGER, 4, 0), "integer(ik)");
    check(is_type(sym(s, "z"), TY_COMPLEX, 8, 0), "complex(kind=qp)");
    Node *as = find_stmt(u->body, N_ASSIGN, 0);
    check(as && as->rhs->type && as->rhs->type->kind == TY_REAL && as->rhs->type->kind_num == 8,
          "1.0_dp is real(8)");
    check(as && as->lhs->sym == sym(s, "x"), "name reference resolved to its symbol");
}

static void test_implicit_typing(void) {
    Node *u = analyse("implicit.f90",
        "program p\n"
        "  implicit double precision (d), character(len=4) (c)\n"
        "  i = 1\n"
        "  x = 2\n"
        "  d = 3\n"
        "  c = 'abcd'\n"
        "  call inner()\n"
        "contains\n"
        "  subroutine inner()\n"
        "    dd = 1\n"
        "  end subroutine\n"
        "end program\n", false);
    Scope *s = unit_scope(u, "p");
    check(no_errors(), "implicit: no diagnostics");
    check(is_type(sym(s, "i"), TY_INTEGER, 4, 0) && sym(s, "i")->is_implicitly_typed, "i-n are integer");
    check(is_type(sym(s, "x"), TY_REAL, 4, 0), "others are real");
    check(is_type(sym(s, "d"), TY_REAL, 8, 0), "implicit double precision (d)");
    check(sym(s, "c")->type->kind == TY_CHARACTER && sym(s, "c")->type->len == 4, "implicit character(len=4)");
    Scope *inner = u->contains->scope;
    check(is_type(sym(inner, "dd"), TY_REAL, 8, 0), "implicit rules are host associated");
}

static void test_derived_types(void) {
    Node *u = analyse("types.f90",
        "module shapes\n"
        "  implicit none\n"
        "  type :: point\n"
        "    real :: x = 0, y = 0\n"
        "  end type\n"
        "  type, extends(point) :: point3\n"
        "    real :: z\n"
        "  end type\n"
        "end module\n"
        "program p\n"
        "  use shapes\n"
        "  implicit none\n"
        "  type(point3) :: q\n"
        "  q%x = 1\n"
        "  q%point%y = 2\n"
        "  q%z = 3\n"
        "end program\n", false);
    Scope *s = unit_scope(u, "p");
    check(no_errors(), "derived types: no diagnostics");
    Symbol *q = sym(s, "q");
    check(q && q->type->kind == TY_DERIVED && !strcmp(q->type->derived->name, "point3"), "type(point3) :: q");
    Symbol *p3 = sym_origin(sym(s, "point3"));
    check(p3->parent_type && !strcmp(p3->parent_type->name, "point"), "extends(point)");
    check(type_find_component(p3, intern("x", 1)) != NULL, "inherited component found through the parent");
    Node *as = find_stmt(u->next->body, N_ASSIGN, 0);
    check(as && as->lhs->sym && as->lhs->type->kind == TY_REAL, "component reference typed");
}

static void test_generics_and_statement_functions(void) {
    Node *u = analyse("generic.f90",
        "module g\n"
        "  implicit none\n"
        "  interface show\n"
        "    module procedure show_i, show_r\n"
        "  end interface\n"
        "  interface operator(.plus.)\n"
        "    module procedure plus_i\n"
        "  end interface\n"
        "contains\n"
        "  subroutine show_i(a)\n"
        "    integer, intent(in) :: a\n"
        "  end subroutine\n"
        "  subroutine show_r(a)\n"
        "    real(8), intent(in) :: a(:)\n"
        "  end subroutine\n"
        "  integer function plus_i(a, b)\n"
        "    integer, intent(in) :: a, b\n"
        "    plus_i = a + b\n"
        "  end function\n"
        "end module\n"
        "program p\n"
        "  use g\n"
        "  real(8) :: v(3)\n"
        "  f(t) = 2*t + 1\n"
        "  call show(1)\n"
        "  call show(v)\n"
        "  i = 1 .plus. 2\n"
        "  y = f(2.0)\n"
        "end program\n", false);
    check(no_errors(), "generics: no diagnostics");
    Node *prog = u->next;
    Node *c1 = find_stmt(prog->body, N_CALL, 0), *c2 = find_stmt(prog->body, N_CALL, 1);
    check(c1 && c1->sym && !strcmp(c1->sym->name, "show_i"), "generic call resolved by type (integer)");
    check(c2 && c2->sym && !strcmp(c2->sym->name, "show_r"), "generic call resolved by kind and rank");
    Node *op = find_stmt(prog->body, N_ASSIGN, 0);
    check(op && op->rhs->sym && !strcmp(op->rhs->sym->name, "plus_i") && op->rhs->type->kind == TY_INTEGER,
          "user operator resolved to its specific");
    Node *sf = find_stmt(prog->body, N_STMT_FUNCTION, 0);
    check(sf && sf->sym && sf->sym->proc_kind == PK_STMT_FUNCTION, "statement function recognised");
    Node *call_sf = find_stmt(prog->body, N_ASSIGN, 1);
    check(call_sf && apply_kind(call_sf->rhs) == APPLY_CALL && call_sf->rhs->type->kind == TY_REAL,
          "statement function reference typed");
}

static void test_use_association(void) {
    Node *u = analyse("use.f90",
        "module consts\n"
        "  implicit none\n"
        "  real, parameter :: pi = 3.14159\n"
        "  integer :: counter = 0\n"
        "  integer, private :: secret = 1\n"
        "end module\n"
        "program p\n"
        "  use consts, only: my_pi => pi, counter\n"
        "  implicit none\n"
        "  real :: pi\n"
        "  pi = my_pi\n"
        "  counter = counter + 1\n"
        "end program\n", false);
    Scope *s = unit_scope(u, "p");
    check(no_errors(), "use: no diagnostics");
    Symbol *mp = sym(s, "my_pi");
    check(mp && mp->kind == SYM_PARAMETER && mp->use_module && !strcmp(mp->use_name, "pi"), "rename with only:");
    check(sym(s, "pi") && !sym(s, "pi")->use_module, "a local pi beside the renamed one");
    check(sym(s, "secret") == NULL, "private entity is not use associated");
    analyse("use2.f90",
        "program q\n"
        "  use consts, only: secret\n"
        "end program\n", false);
    check(has_diag("'secret' is not a public entity of module 'consts'"), "only: of a private entity");
    analyse("use3.f90", "program q\n  use no_such_mod\nend program\n", false);
    check(has_diag("cannot find module 'no_such_mod' (searched:"), "missing module reported at the use");
    analyse("use4.f90",
        "program q\n  use iso_fortran_env, only: real64, int32\n  use iso_c_binding\n"
        "  real(real64) :: a\n  integer(c_int) :: b\nend program\n", false);
    check(no_errors(), "intrinsic modules iso_fortran_env and iso_c_binding");
}

static void test_modfile_round_trip(void) {
    analyse("mod.f90",
        "module roundtrip\n"
        "  implicit none\n"
        "  integer, parameter :: wp = selected_real_kind(12)\n"
        "  real(wp), allocatable :: work(:,:)\n"
        "  character(len=*), parameter :: tag = 'it''s'\n"
        "  type :: cell\n"
        "    integer :: id\n"
        "    real(wp) :: v(3)\n"
        "  contains\n"
        "    procedure :: norm => cell_norm\n"
        "  end type\n"
        "  interface area\n"
        "    module procedure area_i\n"
        "  end interface\n"
        "contains\n"
        "  real(wp) function cell_norm(c)\n"
        "    class(cell), intent(in) :: c\n"
        "    cell_norm = sqrt(sum(c%v**2))\n"
        "  end function\n"
        "  integer function area_i(n)\n"
        "    integer, value :: n\n"
        "    area_i = n*n\n"
        "  end function\n"
        "end module\n", false);
    FILE *f = fopen(format("%s/roundtrip.cufmod", module_dir), "r");
    char first[32] = "";
    if (f) {
        if (!fgets(first, sizeof first, f))
            first[0] = 0;
        fclose(f);
    }
    check(!strcmp(first, "cufmod 1\n"), ".cufmod written with a version line");
    Node *u = analyse("usemod.f90",
        "program p\n"
        "  use roundtrip\n"
        "  implicit none\n"
        "  type(cell) :: c\n"
        "  real(wp) :: r\n"
        "  r = c%norm()\n"
        "  allocate(work(2, 2))\n"
        "  print *, area(3), tag\n"
        "end program\n", false);
    Scope *s = unit_scope(u, "p");
    check(no_errors(), "module read back: no diagnostics");
    check(sym(s, "wp") && sym(s, "wp")->value && sym(s, "wp")->value->i == 8, "parameter value from .cufmod");
    check(is_type(sym(s, "work"), TY_REAL, 8, 2) && (sym(s, "work")->attrs & ATTR_ALLOCATABLE),
          "variable type, rank and attributes from .cufmod");
    Symbol *t = sym(s, "tag");
    check(t && t->value && t->value->slen == 4 && !memcmp(t->value->s, "it's", 4), "character constant from .cufmod");
    Symbol *a = sym_origin(sym(s, "area"));
    check(a && a->kind == SYM_GENERIC && a->specifics.len == 1 &&
              (a->specifics.items[0]->dummies.items[0]->attrs & ATTR_VALUE),
          "generic with its specific's dummies from .cufmod");
    Node *as = find_stmt(u->body, N_ASSIGN, 0);
    check(as && as->rhs->type && as->rhs->type->kind == TY_REAL && as->rhs->type->kind_num == 8,
          "type-bound function call typed from .cufmod");
}

static void test_errors(void) {
    static const struct { const char *src, *message; } cases[] = {
        {"program p\n  implicit none\n  x = 1\nend program\n", "'x' is not declared"},
        {"program p\n  integer :: i\n  i = 'abc'\nend program\n", "cannot assign character(len=3) to integer(4)"},
        {"program p\n  real :: a(3)\n  a(1, 2) = 0\nend program\n", "wrong number of subscripts"},
        {"program p\n  call f()\ncontains\n  integer function f()\n    f = 1\n  end function\nend program\n",
         "'f' is a function and cannot be called as a subroutine"},
        {"program p\n  x = s()\ncontains\n  subroutine s()\n  end subroutine\nend program\n",
         "'s' is a subroutine and cannot be used as a function"},
        {"module m\n  interface g\n    module procedure gi\n  end interface\ncontains\n"
         "  subroutine gi(i)\n    integer :: i\n  end subroutine\nend module\n"
         "program p\n  use m\n  call g(1.0)\nend program\n",
         "no specific procedure of generic 'g' matches these arguments"},
        {"program p\n  integer :: i\n  real :: i\nend program\n", "duplicate declaration of 'i'"},
        {"program p\n  type t\n    integer :: a\n  end type\n  type(t) :: v\n  v%b = 1\nend program\n",
         "'b' is not a component of type 't'"},
        {"program p\n  integer, parameter :: n = 1\n  n = 2\nend program\n", "cannot assign to named constant 'n'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        analyse(format("err%zu.f90", i), cases[i].src, false);
        check(has_diag(cases[i].message), format("error: %s", cases[i].message));
    }
}

static void test_cuda(void) {
    Node *u = analyse("kern.cuf",
        "module k\n"
        "  real, constant :: coef\n"
        "contains\n"
        "  attributes(global) subroutine inc(a, b)\n"
        "    integer, intent(inout) :: a(:)\n"
        "    integer, value :: b\n"
        "    integer :: i\n"
        "    real, shared :: tile(32)\n"
        "    i = blockDim%x*(blockIdx%x-1) + threadIdx%x\n"
        "    if (i <= size(a)) a(i) = a(i) + b\n"
        "    call syncthreads()\n"
        "    tile(1) = atomicadd(tile(2), 1.0)\n"
        "  end subroutine\n"
        "end module\n"
        "program p\n"
        "  use k\n"
        "  integer, device :: a_d(10)\n"
        "  integer :: h(10)\n"
        "  a_d = h\n"
        "  call inc<<<1, 10>>>(a_d, 3)\n"
        "end program\n", true);
    check(no_errors(), "cuda: a legal kernel and its launch");
    Scope *ks = u->contains->scope;
    Symbol *kern = sym(unit_scope(u, "k"), "inc");
    check(kern && kern->proc_attrs == PROC_GLOBAL && ks->device, "attributes(global) procedure is device code");
    Loc here = {"kern.cuf", 1, 1};
    Symbol *ti = cuda_builtin_lookup(intern("threadidx", 9), ks, here);
    check(ti && ti->type->kind == TY_DERIVED && !strcmp(ti->type->derived->name, "dim3"),
          "threadIdx is type(dim3) in device code without use cudafor");
    check(mem_space(sym(ks, "a")) == MEM_DEVICE && mem_space(sym(ks, "tile")) == MEM_SHARED,
          "kernel dummies are device data, shared data shared");
    Scope *ps = unit_scope(u, "p");
    check(mem_space(sym(ps, "a_d")) == MEM_DEVICE && mem_space(sym(ps, "h")) == MEM_HOST, "device attribute in host code");
    Node *as = find_stmt(u->next->body, N_ASSIGN, 0);
    check(as && expr_reads_gpu_data(as->lhs) && !expr_reads_gpu_data(as->rhs), "expr_reads_gpu_data");
    static const struct { const char *src, *message; } cases[] = {
        {"module m\ncontains\n  attributes(global) integer function f(a)\n    integer :: a\n    f = a\n"
         "  end function\nend module\n", "attributes(global) is allowed only on a subroutine"},
        {"module m\n  real, shared :: s(32)\nend module\n", "shared data may only be declared in a device subprogram"},
        {"module m\n  real, device, pinned :: x(3)\nend module\n", "at most one of device/managed/constant/shared/pinned"},
        {"module m\n  real, constant :: c\ncontains\n  attributes(global) subroutine k()\n    c = 1.0\n"
         "  end subroutine\nend module\n", "constant data may not be assigned in a device subprogram"},
        {"module m\ncontains\n  subroutine h()\n  end subroutine\n  attributes(global) subroutine k()\n"
         "    call h()\n  end subroutine\nend module\n", "'h' is a host subroutine: it cannot be called from device code"},
        {"program p\ncontains\n  attributes(device) subroutine d()\n  end subroutine\nend program\n",
         "a device subprogram may not be contained in a host subprogram"},
        {"module m\ncontains\n  attributes(global) subroutine k()\n  end subroutine\n  subroutine h()\n"
         "    call k()\n  end subroutine\nend module\n", "kernel 'k' must be called with an execution configuration"},
        {"module m\ncontains\n  attributes(global) subroutine k()\n    real, shared :: s = 1.0\n"
         "  end subroutine\nend module\n", "a shared variable may not be data initialized"},
        {"program p\n  real, pinned :: x\nend program\n", "a pinned variable must be an allocatable array"},
        {"module m\ncontains\n  recursive attributes(device) subroutine d()\n  end subroutine\nend module\n",
         "device subprograms may not be recursive"},
        {"program p\n  integer :: i\n  i = threadidx%x\nend program\n", "built-in variable threadidx is available only"},
        {"program p\n  real, device :: a(10)\n  !$cuf kernel do(2) <<<*,*>>>\n  do i = 1, 10\n    a(i) = 0\n"
         "  end do\nend program\n", "!$cuf kernel do(2) must be followed by 2 tightly nested counted DO loops; found 1"},
        {"program p\n  real, device :: a(10, 10)\n  !$cuf kernel do(2)\n  do j = 1, 10\n    x = 1\n"
         "    do i = 1, 10\n      a(i, j) = x\n    end do\n  end do\nend program\n", "tightly nested"},
        {"module m\ncontains\n  attributes(global) subroutine k(a)\n    real :: a(*)\n  end subroutine\nend module\n"
         "program p\n  use m\n  real, device :: a(4)\n  call k<<<1.0d0, 32>>>(a)\nend program\n",
         "the grid of a launch must be an integer or a type(dim3)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        analyse(format("cerr%zu.cuf", i), cases[i].src, true);
        check(has_diag(cases[i].message), format("cuda error: %s", cases[i].message));
    }
}

static void test_gfortran_module(void) {
    /* gfortran's own .mod for a module that has no .cufmod */
    const char *src = format("%s/gfm.f90", module_dir);
    FILE *f = fopen(src, "w");
    if (!f) {
        check(false, "gfortran .mod: write source");
        return;
    }
    fputs("module gfm\n  integer, parameter :: ip = 8\n  real(8), allocatable :: buf(:,:)\n"
          "  type :: rec\n    integer :: n\n  end type\ncontains\n"
          "  subroutine go(x)\n    real :: x\n  end subroutine\nend module\n", f);
    fclose(f);
    if (system(format("cd %s && gfortran -c gfm.f90 -o gfm.o >/dev/null 2>&1", module_dir)) != 0) {
        printf("SKIP gfortran .mod (no gfortran)\n");
        return;
    }
    Node *u = analyse("usegf.f90",
        "program p\n  use gfm\n  implicit none\n  integer(ip) :: k\n  type(rec) :: r\n"
        "  r%n = 1\n  call go(1.0)\n  allocate(buf(2, 2))\nend program\n", false);
    Scope *s = unit_scope(u, "p");
    check(no_errors(), "gfortran .mod: no diagnostics");
    check(sym(s, "ip") && sym(s, "ip")->kind == SYM_PARAMETER && sym(s, "ip")->value && sym(s, "ip")->value->i == 8,
          "gfortran .mod: integer parameter value");
    check(is_type(sym(s, "k"), TY_INTEGER, 8, 0), "gfortran .mod: kind from a parameter");
    check(is_type(sym(s, "buf"), TY_REAL, 8, 2), "gfortran .mod: variable type and rank");
    check(sym(s, "go") && sym(s, "go")->kind == SYM_PROCEDURE, "gfortran .mod: procedure");
}

int main(void) {
    if (!mkdtemp(module_dir)) {
        perror("mkdtemp");
        return 1;
    }
    test_kinds_and_parameters();
    test_implicit_typing();
    test_derived_types();
    test_generics_and_statement_functions();
    test_use_association();
    test_modfile_round_trip();
    test_errors();
    test_cuda();
    test_gfortran_module();
    if (system(format("rm -rf %s", module_dir)) != 0)
        fprintf(stderr, "could not remove %s\n", module_dir);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
