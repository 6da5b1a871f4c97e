/* test_source_lexer.c — unit tests of source form handling (source.c), the
 * lexer (lexer.c), diagnostics (diag.c) and the utilities (util.c).
 *
 * Build and run from the repository root:
 *   gcc -std=c11 -Wall -Wextra -Werror -D_GNU_SOURCE -Isrc src/front/util.c \
 *       src/front/diag.c src/front/source.c src/front/lexer.c \
 *       tests/unit/test_source_lexer.c -o /tmp/test_source_lexer
 *   /tmp/test_source_lexer
 * Prints PASS/FAIL per case and "N passed, N failed"; exits 1 on failure.
 */
#include "front/front.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define REQUIRE(c)                                                         \
    do {                                                                   \
        if (!(c)) {                                                        \
            printf("  %s:%d: %s\n", __FILE__, __LINE__, #c);               \
            return false;                                                  \
        }                                                                  \
    } while (0)

#define REQUIRE_STR(got, want)                                             \
    do {                                                                   \
        const char *got_ = (got), *want_ = (want);                         \
        if (!got_ || strcmp(got_, want_) != 0) {                           \
            printf("  %s:%d: got \"%s\", want \"%s\"\n", __FILE__, __LINE__, \
                   got_ ? got_ : "(null)", want_);                         \
            return false;                                                  \
        }                                                                  \
    } while (0)

/* Loaded files and token arrays stay reachable (the compiler never frees
 * them either), which keeps LeakSanitizer quiet. */
static void *kept[4096];
static int nkept;

static void *keep(void *p)
{
    if (nkept < (int)(sizeof kept / sizeof kept[0]))
        kept[nkept++] = p;
    return p;
}

static char tmpdir[64];

/* ------------------------------------------------------------ helpers */

static SourceFile *load_with(const char *path, const char *text, SourceForm form, bool cuda,
                             const char **include_dirs, bool line_length_none)
{
    SourceOptions opt = {.form = form, .cuda = cuda, .acc = true, .include_dirs = include_dirs,
                         .fixed_line_length_none = line_length_none};
    return keep(source_load(path, text, &opt));
}

static SourceFile *load_free(const char *text, bool cuda)
{
    return load_with("t.f90", text, FORM_FREE, cuda, NULL, false);
}

static SourceFile *load_fixed(const char *text)
{
    return load_with("t.f", text, FORM_FIXED, false, NULL, false);
}

static Token *lex(SourceFile *sf, int i, int *n)
{
    return keep(lex_statement(&sf->stmts[i], sf->form, n));
}

/* Tokens of statement i, one word each: I ident, N int, R real, S string,
 * B boz, L logical, O dot operator, P punctuation. */
static const char *tokens(SourceFile *sf, int i)
{
    static char buf[4096];
    int n;
    if (!sf || i >= sf->nstmts)
        return "(no statement)";
    Token *t = lex(sf, i, &n);
    if (!t)
        return "(lex error)";
    char *o = buf;
    size_t room = sizeof buf;
    buf[0] = '\0';
    for (int k = 0; k < n && t[k].kind != TK_EOS; k++) {
        Token *tk = &t[k];
        const char *kind = tk->kind_param ? tk->kind_param : "";
        const char *us = tk->kind_param ? "_" : "";
        int w = 0;
        switch (tk->kind) {
        case TK_IDENT: w = snprintf(o, room, "I:%s ", tk->text); break;
        case TK_INT: w = snprintf(o, room, "N:%s%s%s ", tk->text, us, kind); break;
        case TK_REAL: w = snprintf(o, room, "R:%s%s%s ", tk->text, us, kind); break;
        case TK_STRING: w = snprintf(o, room, "S%s%s:%.*s ", us, kind, tk->str_len, tk->str); break;
        case TK_BOZ: w = snprintf(o, room, "B%d:%s ", (int)tk->ival, tk->str); break;
        case TK_LOGICAL: w = snprintf(o, room, "L:%d%s%s ", (int)tk->ival, us, kind); break;
        case TK_DOTOP: w = snprintf(o, room, "O:%s ", tk->text); break;
        case TK_PUNCT: w = snprintf(o, room, "P:%s ", tk->text); break;
        case TK_EOS: break;
        }
        o += w;
        room -= (size_t)w;
    }
    if (o > buf)
        o[-1] = '\0';
    return buf;
}

/* Lex a single free-form statement. */
static const char *lex_free(const char *text)
{
    SourceFile *sf = load_free(text, true);
    if (sf->nstmts != 1)
        return "(not one statement)";
    return tokens(sf, 0);
}

/* stderr is redirected to a file while a test expects diagnostics. */
static int saved_stderr = -1;
static char capture_path[96];

static void capture_begin(void)
{
    fflush(stderr);
    snprintf(capture_path, sizeof capture_path, "%s/stderr.txt", tmpdir);
    int fd = open(capture_path, O_RDWR | O_CREAT | O_TRUNC, 0600);
    saved_stderr = dup(2);
    dup2(fd, 2);
    close(fd);
}

static const char *capture_end(void)
{
    static char buf[8192];
    fflush(stderr);
    dup2(saved_stderr, 2);
    close(saved_stderr);
    saved_stderr = -1;
    FILE *f = fopen(capture_path, "r");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    buf[n] = '\0';
    if (f)
        fclose(f);
    return buf;
}

static void write_file(const char *name, const char *text)
{
    char *path = format("%s/%s", tmpdir, name);
    FILE *f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
    free(path);
}

/* ------------------------------------------------------------ util/diag */

static bool test_util_intern(void)
{
    const char *a = intern("Foo_Bar", 7);
    REQUIRE(a == intern("FOO_BAR", 7));
    REQUIRE(a == intern("foo_barxyz", 7));
    REQUIRE_STR(a, "foo_bar");
    REQUIRE(a != intern("foo_ba", 6));
    /* many names force the table to grow; pointers stay valid */
    for (int i = 0; i < 5000; i++) {
        char name[32];
        int n = snprintf(name, sizeof name, "name%d", i);
        REQUIRE(intern(name, (size_t)n) == intern(name, (size_t)n));
    }
    REQUIRE(a == intern("foo_bar", 7));
    REQUIRE(streq_nocase("Hello", "hELLO"));
    REQUIRE(!streq_nocase("Hello", "Hell"));
    char *f = format("%s-%d", "x", 42);
    REQUIRE_STR(f, "x-42");
    free(f);
    char *d = xstrndup("abcdef", 3);
    REQUIRE_STR(d, "abc");
    free(d);
    return true;
}

static bool test_diag_format(void)
{
    SourceFile *sf = load_free("x = 1\n\ty = @\n", false);
    REQUIRE(sf->nstmts == 2);
    int before = error_count();
    capture_begin();
    error_at(sf->stmts[0].col_loc[4], "bad %s", "thing");
    int n;
    Token *t = lex_statement(&sf->stmts[1], sf->form, &n);
    warning_at(sf->stmts[0].loc, "careful");
    note_at(sf->stmts[0].loc, "see here");
    error_plain("no location %d", 7);
    const char *out = capture_end();
    REQUIRE(t == NULL);
    REQUIRE(error_count() == before + 3);
    REQUIRE_STR(out, "t.f90:1:5: error: bad thing\n"
                     " x = 1\n"
                     "     ^\n"
                     "t.f90:2:6: error: invalid character '@'\n"
                     " \ty = @\n"
                     " \t    ^\n"
                     "t.f90:1:1: warning: careful\n"
                     " x = 1\n"
                     " ^\n"
                     "t.f90:1:1: note: see here\n"
                     " x = 1\n"
                     " ^\n"
                     "cufc: error: no location 7\n");
    return true;
}

/* ------------------------------------------------------------ free form */

static bool test_free_basic(void)
{
    SourceFile *sf = load_free("program p\n  x = 1   ! a comment\n\n! only a comment\nend program p\n", false);
    REQUIRE(sf->nlines == 5);
    REQUIRE(sf->nstmts == 3);
    REQUIRE_STR(sf->stmts[0].text, "program p");
    REQUIRE_STR(sf->stmts[1].text, "x = 1");
    REQUIRE(sf->stmts[1].len == 5);
    REQUIRE(sf->stmts[1].loc.line == 2 && sf->stmts[1].loc.col == 3);
    REQUIRE(sf->stmts[1].first_phys == 1 && sf->stmts[1].last_phys == 1);
    REQUIRE(sf->stmts[1].first_byte == 0 && sf->stmts[1].last_byte == 21);
    REQUIRE_STR(sf->stmts[2].text, "end program p");
    REQUIRE(sf->stmts[2].index == 2 && sf->stmts[2].first_phys == 4);
    REQUIRE_STR(sf->stmts[1].loc.file, "t.f90");
    REQUIRE_STR(source_line_text("t.f90", 2), "  x = 1   ! a comment");
    REQUIRE(source_line_text("t.f90", 9) == NULL);
    REQUIRE(source_line_text("nofile.f90", 1) == NULL);
    return true;
}

static bool test_free_continuation(void)
{
    SourceFile *sf = load_free("x = 1 + &\n    2\n", false);
    REQUIRE(sf->nstmts == 1);
    REQUIRE_STR(tokens(sf, 0), "I:x P:= N:1 P:+ N:2");
    const LogicalLine *ll = &sf->stmts[0];
    REQUIRE(ll->first_phys == 0 && ll->last_phys == 1 && ll->last_byte == 5);
    const char *two = strchr(ll->text, '2');
    Loc l = ll->col_loc[two - ll->text];
    REQUIRE(l.line == 2 && l.col == 5);
    int n;
    Token *t = lex(sf, 0, &n);
    REQUIRE(n == 6 && t[4].loc.line == 2 && t[4].loc.col == 5);
    REQUIRE(t[4].offset == two - ll->text);
    REQUIRE(t[5].kind == TK_EOS && t[5].offset == ll->len);
    return true;
}

static bool test_free_leading_ampersand(void)
{
    SourceFile *sf = load_free("call foo(a, &\n     & b)\nx = ab&\n  &cd\n", false);
    REQUIRE(sf->nstmts == 2);
    REQUIRE_STR(tokens(sf, 0), "I:call I:foo P:( I:a P:, I:b P:)");
    REQUIRE_STR(tokens(sf, 1), "I:x P:= I:abcd");
    return true;
}

static bool test_free_continued_string(void)
{
    SourceFile *sf = load_free("s = 'hello &\n   &world'\nt = \"ab&\ncd\"\nu = 'it'&\n  &'s'\n", false);
    REQUIRE(sf->nstmts == 3);
    REQUIRE_STR(tokens(sf, 0), "I:s P:= S:hello world");
    REQUIRE_STR(tokens(sf, 1), "I:t P:= S:abcd");
    REQUIRE_STR(tokens(sf, 2), "I:u P:= S:it's");
    return true;
}

static bool test_free_comments_between_continuations(void)
{
    SourceFile *sf = load_free("x = 1 + & ! trailing comment\n! a comment line\n\n   & 2 + &\n\n 3\n", false);
    REQUIRE(sf->nstmts == 1);
    REQUIRE_STR(tokens(sf, 0), "I:x P:= N:1 P:+ N:2 P:+ N:3");
    REQUIRE(sf->stmts[0].last_phys == 5);
    return true;
}

static bool test_free_bang_and_semicolon_in_strings(void)
{
    SourceFile *sf = load_free("s = 'a!b;c' ! comment; not a statement\n", false);
    REQUIRE(sf->nstmts == 1);
    REQUIRE_STR(tokens(sf, 0), "I:s P:= S:a!b;c");
    return true;
}

static bool test_free_semicolons(void)
{
    SourceFile *sf = load_free("a = 1; b = 2;; c = 3\nd = &\n 4; e = 5\n;\n", false);
    REQUIRE(sf->nstmts == 5);
    REQUIRE_STR(sf->stmts[0].text, "a = 1");
    REQUIRE(sf->stmts[0].first_byte == 0 && sf->stmts[0].last_byte == 5);
    REQUIRE_STR(sf->stmts[1].text, "b = 2");
    REQUIRE(sf->stmts[1].first_byte == 6 && sf->stmts[1].last_byte == 12);
    REQUIRE(sf->stmts[1].loc.col == 8);
    REQUIRE_STR(sf->stmts[2].text, "c = 3");
    REQUIRE(sf->stmts[2].first_byte == 14 && sf->stmts[2].last_byte == 20);
    REQUIRE_STR(tokens(sf, 3), "I:d P:= N:4");
    REQUIRE(sf->stmts[3].first_phys == 1 && sf->stmts[3].last_phys == 2);
    REQUIRE(sf->stmts[3].first_byte == 0 && sf->stmts[3].last_byte == 2);
    REQUIRE_STR(sf->stmts[4].text, "e = 5");
    REQUIRE(sf->stmts[4].first_phys == 2 && sf->stmts[4].first_byte == 3);
    return true;
}

static bool test_free_labels(void)
{
    SourceFile *sf = load_free("100 continue\n  20 x = 1\n99999 stop\n", false);
    REQUIRE(sf->nstmts == 3);
    REQUIRE(sf->stmts[0].label == 100);
    REQUIRE_STR(sf->stmts[0].text, "continue");
    REQUIRE(sf->stmts[0].loc.col == 5);
    REQUIRE(sf->stmts[1].label == 20 && sf->stmts[1].label_loc.col == 3);
    REQUIRE_STR(sf->stmts[1].text, "x = 1");
    REQUIRE(sf->stmts[2].label == 99999);
    int before = error_count();
    capture_begin();
    sf = load_free("0 continue\n123456 continue\n10\n", false);
    const char *out = capture_end();
    REQUIRE(error_count() == before + 2);
    REQUIRE(strstr(out, "t.f90:1:1: error: statement label must not be zero"));
    REQUIRE(strstr(out, "t.f90:2:1: error: statement label has more than 5 digits"));
    REQUIRE(strstr(out, "t.f90:3:1: warning: statement label 10 on an empty statement ignored"));
    REQUIRE(sf->nstmts == 2 && sf->stmts[0].label == 0);
    return true;
}

static bool test_free_tabs_and_crlf(void)
{
    SourceFile *sf = load_free("\tx\t=\t1\r\ny = 2\r\n", false);
    REQUIRE(sf->nstmts == 2);
    REQUIRE_STR(tokens(sf, 0), "I:x P:= N:1");
    REQUIRE_STR(sf->stmts[1].text, "y = 2");
    REQUIRE_STR(sf->lines[1].text, "y = 2");
    return true;
}

static bool test_free_missing_continuation(void)
{
    int before = error_count();
    capture_begin();
    SourceFile *sf = load_free("x = 1 + &\n", false);
    const char *out = capture_end();
    REQUIRE(error_count() == before + 1);
    REQUIRE(strstr(out, "t.f90:1:9: error: missing continuation line after '&'"));
    REQUIRE(sf->nstmts == 1);
    return true;
}

/* ------------------------------------------------------------ fixed form */

static bool test_fixed_basic(void)
{
    SourceFile *sf = load_fixed("      program p\n"
                                "C comment\n"
                                "c comment\n"
                                "* comment\n"
                                "! comment\n"
                                "D     x = 99\n"
                                "   ! comment after blanks\n"
                                "      x = 1   ! trailing comment\n"
                                "  100 continue\n"
                                "      end\n");
    REQUIRE(sf->nstmts == 4);
    REQUIRE_STR(sf->stmts[0].text, "program p");
    /* fixed form: blanks are insignificant, the text is canonical */
    REQUIRE_STR(sf->stmts[1].text, "x=1");
    REQUIRE(sf->stmts[1].loc.line == 8 && sf->stmts[1].loc.col == 7);
    REQUIRE(sf->stmts[2].label == 100 && sf->stmts[2].label_loc.col == 3);
    REQUIRE_STR(sf->stmts[2].text, "continue");
    REQUIRE_STR(sf->stmts[3].text, "end");
    return true;
}

static bool test_fixed_blanks_insignificant(void)
{
    SourceFile *sf = load_fixed("      D O 10 I = 1 , 3\n"
                                "      DO15I=1,2\n"
                                "      DO15I=1.2\n"
                                "      REALX\n"
                                "      CALLSUB(N)\n"
                                "      IF(X.G T.0)GOTO10\n"
                                "      PRINT '(A B)', X\n"
                                "      ENDSUBROUTINE\n");
    REQUIRE_STR(sf->stmts[0].text, "DO 10 I=1,3");
    REQUIRE_STR(sf->stmts[1].text, "DO 15 I=1,2");
    REQUIRE_STR(sf->stmts[2].text, "DO15I=1.2");
    REQUIRE_STR(sf->stmts[3].text, "REAL X");
    REQUIRE_STR(sf->stmts[4].text, "CALL SUB(N)");
    REQUIRE_STR(sf->stmts[5].text, "IF(X.GT.0) GOTO 10");
    REQUIRE_STR(sf->stmts[6].text, "PRINT'(A B)',X");
    REQUIRE_STR(sf->stmts[7].text, "END SUBROUTINE");
    return true;
}

static bool test_fixed_continuation(void)
{
    SourceFile *sf = load_fixed("      x = 1 +\n"
                                "C comment between\n"
                                "     &    2 +\n"
                                "     1    3\n"
                                "     !    + 4\n"
                                "      y = 0\n");
    REQUIRE(sf->nstmts == 2);
    REQUIRE_STR(tokens(sf, 0), "I:x P:= N:1 P:+ N:2 P:+ N:3 P:+ N:4");
    int n;
    Token *t = lex(sf, 0, &n);
    REQUIRE(t[4].loc.line == 3 && t[4].loc.col == 11);
    REQUIRE(sf->stmts[0].first_phys == 0 && sf->stmts[0].last_phys == 4);
    REQUIRE(sf->stmts[1].first_phys == 5);
    return true;
}

static bool test_fixed_column_72(void)
{
    /* 6 blanks + 66 characters reach column 72; what follows is ignored. */
    char line[128];
    snprintf(line, sizeof line, "      x = 1%61s+ 99\n", "");
    SourceFile *sf = load_fixed(line);
    REQUIRE(sf->nstmts == 1);
    REQUIRE_STR(tokens(sf, 0), "I:x P:= N:1");
    sf = load_with("t.f", line, FORM_FIXED, false, NULL, true);
    REQUIRE_STR(tokens(sf, 0), "I:x P:= N:1 P:+ N:99");
    return true;
}

static bool test_fixed_string_padding(void)
{
    SourceFile *sf = load_fixed("      s = 'ab\n     &cd'\n");
    REQUIRE(sf->nstmts == 1);
    int n;
    Token *t = lex(sf, 0, &n);
    REQUIRE(t && t[2].kind == TK_STRING);
    /* "ab" + blanks to column 72 + "cd" */
    REQUIRE(t[2].str_len == 2 + 59 + 2);
    REQUIRE(strncmp(t[2].str, "ab ", 3) == 0 && strncmp(t[2].str + 61, "cd", 2) == 0);
    return true;
}

static bool test_fixed_tab_format(void)
{
    SourceFile *sf = load_fixed("\tx = 1 +\n\t1 2\n10\tcontinue\n");
    REQUIRE(sf->nstmts == 2);
    REQUIRE_STR(tokens(sf, 0), "I:x P:= N:1 P:+ N:2");
    REQUIRE(sf->stmts[1].label == 10);
    REQUIRE_STR(sf->stmts[1].text, "continue");
    return true;
}

static bool test_fixed_label_field_error(void)
{
    int before = error_count();
    capture_begin();
    SourceFile *sf = load_fixed("  x = 1\n      y = 2\n     &+ 3\n");
    const char *out = capture_end();
    REQUIRE(error_count() == before + 1);
    REQUIRE(strstr(out, "t.f:1:3: error: invalid character 'x' in the label field"));
    REQUIRE(sf->nstmts == 1);
    REQUIRE_STR(tokens(sf, 0), "I:y P:= N:2 P:+ N:3");
    return true;
}

static bool test_fixed_continuation_without_statement(void)
{
    int before = error_count();
    capture_begin();
    SourceFile *sf = load_fixed("     &x = 1\n");
    const char *out = capture_end();
    REQUIRE(error_count() == before + 1);
    REQUIRE(strstr(out, "t.f:1:6: error: continuation line does not follow"));
    REQUIRE(sf->nstmts == 0);
    return true;
}

static bool test_fixed_directives(void)
{
    SourceFile *sf = load_with("t.f",
                               "c$acc region\n"
                               "c$acc& copyin(a)\n"
                               "*$ACC end region\n"
                               "!$acc kernels\n"
                               "!$cuf kernel do <<<*,*>>>\n"
                               "c$omp parallel\n"
                               "!@cuf x = 1\n"
                               "c$ y = 2\n"
                               "      z = 3\n",
                               FORM_FIXED, true, NULL, false);
    REQUIRE(sf->nstmts == 7);
    REQUIRE(sf->stmts[0].sentinel == SENT_ACC);
    REQUIRE_STR(sf->stmts[0].text, "region copyin(a)");
    REQUIRE(sf->stmts[1].sentinel == SENT_ACC);
    REQUIRE_STR(sf->stmts[1].text, "end region");
    REQUIRE(sf->stmts[2].sentinel == SENT_ACC);
    REQUIRE(sf->stmts[3].sentinel == SENT_CUF);
    REQUIRE_STR(sf->stmts[3].text, "kernel do <<<*,*>>>");
    REQUIRE(sf->stmts[4].sentinel == SENT_OMP);
    REQUIRE(sf->stmts[5].sentinel == SENT_ATCUF && sf->stmts[5].cuda);
    REQUIRE_STR(sf->stmts[5].text, "x=1");
    REQUIRE(sf->stmts[6].sentinel == SENT_NONE && !sf->stmts[6].cuda);
    return true;
}

/* ------------------------------------------------------------ sentinels */

static bool test_sentinel_cuf(void)
{
    SourceFile *sf = load_free("!$cuf kernel do <<<*,*>>>\n  !$CUF kernel do(2)\ndo i = 1, n\n", true);
    REQUIRE(sf->nstmts == 3);
    REQUIRE(sf->stmts[0].sentinel == SENT_CUF);
    REQUIRE_STR(sf->stmts[0].text, "kernel do <<<*,*>>>");
    REQUIRE(sf->stmts[0].loc.col == 7);
    REQUIRE_STR(tokens(sf, 0), "I:kernel I:do P:<<< P:* P:, P:* P:>>>");
    REQUIRE(sf->stmts[1].sentinel == SENT_CUF);
    REQUIRE(sf->stmts[2].sentinel == SENT_NONE);
    sf = load_free("!$cuf kernel do <<<*,*>>>\ndo i = 1, n\n", false);
    REQUIRE(sf->nstmts == 1 && sf->stmts[0].sentinel == SENT_NONE);
    return true;
}

static bool test_sentinel_atcuf(void)
{
    SourceFile *sf = load_free("!@cuf use cudafor\n!@cuf a = 1; b = 2\nx = 1\n", true);
    REQUIRE(sf->nstmts == 4);
    REQUIRE(sf->stmts[0].sentinel == SENT_ATCUF && sf->stmts[0].cuda);
    REQUIRE_STR(sf->stmts[0].text, "use cudafor");
    REQUIRE(sf->stmts[2].sentinel == SENT_ATCUF && sf->stmts[2].cuda);
    REQUIRE_STR(sf->stmts[2].text, "b = 2");
    REQUIRE(!sf->stmts[3].cuda);
    sf = load_free("!@cuf use cudafor\nx = 1\n", false);
    REQUIRE(sf->nstmts == 1);
    REQUIRE_STR(sf->stmts[0].text, "x = 1");
    return true;
}

static bool test_sentinel_acc_continuation(void)
{
    SourceFile *sf = load_free("!$acc parallel loop &\n"
                               "! a comment\n"
                               "!$acc& copyin(a) &  ! comment in a directive\n"
                               "  !$acc   &  copyout(b); x\n"
                               "!$omp parallel do\n"
                               "!$ x = omp_get_thread_num()\n"
                               "!$accx\n",
                               false);
    REQUIRE(sf->nstmts == 2);
    REQUIRE(sf->stmts[0].sentinel == SENT_ACC);
    REQUIRE_STR(tokens(sf, 0), "I:parallel I:loop I:copyin P:( I:a P:) I:copyout P:( I:b P:) P:; I:x");
    REQUIRE(sf->stmts[0].last_phys == 3);
    REQUIRE(sf->stmts[1].sentinel == SENT_OMP);
    REQUIRE_STR(sf->stmts[1].text, "parallel do");
    return true;
}

/* Without -acc, !$acc lines are comments (nvfortran, gfortran). */
static bool test_sentinel_acc_off(void)
{
    SourceOptions opt = {.form = FORM_FREE};
    SourceFile *sf = keep(source_load("t.f90", "!$acc kernels\nx = 1\n!$acc end kernels\n", &opt));
    REQUIRE(sf->nstmts == 1);
    REQUIRE(sf->stmts[0].sentinel == SENT_NONE);
    return true;
}

static bool test_sentinel_broken_continuation(void)
{
    int before = error_count();
    capture_begin();
    SourceFile *sf = load_free("!$acc parallel &\nx = 1\n", false);
    const char *out = capture_end();
    REQUIRE(error_count() == before + 1);
    REQUIRE(strstr(out, "t.f90:1:16: error: missing continuation line after '&'"));
    REQUIRE(sf->nstmts == 2);
    REQUIRE(sf->stmts[0].sentinel == SENT_ACC && sf->stmts[1].sentinel == SENT_NONE);
    REQUIRE_STR(sf->stmts[1].text, "x = 1");
    return true;
}

/* ------------------------------------------------------------ include */

static bool test_include_basic(void)
{
    write_file("inc.h", "y = 2\n! comment\nw = &\n 4\n");
    char *main_path = format("%s/main.f90", tmpdir);
    int before = error_count();
    SourceFile *sf = load_with(main_path, "x = 1\n  include 'inc.h' ! why\nINCLUDE \"inc.h\"\nz = 3\n",
                               FORM_FREE, false, NULL, false);
    REQUIRE(error_count() == before);
    REQUIRE(sf->nlines == 12);
    REQUIRE(sf->nstmts == 6);
    REQUIRE_STR(sf->stmts[0].text, "x = 1");
    REQUIRE_STR(sf->stmts[1].text, "y = 2");
    char *inc_path = format("%s/inc.h", tmpdir);
    REQUIRE_STR(sf->stmts[1].loc.file, inc_path);
    REQUIRE(sf->stmts[1].loc.line == 1 && sf->stmts[1].first_phys == 2);
    REQUIRE_STR(tokens(sf, 2), "I:w P:= N:4");
    REQUIRE(sf->stmts[2].col_loc[sf->stmts[2].len - 1].line == 4);
    REQUIRE_STR(sf->stmts[5].text, "z = 3");
    REQUIRE_STR(sf->stmts[5].loc.file, main_path);
    REQUIRE(sf->stmts[5].loc.line == 4 && sf->stmts[5].first_phys == 11);
    REQUIRE_STR(source_line_text(inc_path, 3), "w = &");
    REQUIRE_STR(source_line_text(main_path, 2), "  include 'inc.h' ! why");
    free(main_path);
    free(inc_path);
    return true;
}

static bool test_include_nested_and_dirs(void)
{
    char *sub = format("%s/sub", tmpdir);
    mkdir(sub, 0700);
    write_file("sub/a.h", "a = 1\n      include 'b.h'\n");
    write_file("sub/b.h", "b = 2\n");
    const char *dirs[] = {"/nonexistent-dir", sub, NULL};
    SourceFile *sf = load_with("main.f90", "include 'a.h'\nc = 3\n", FORM_FREE, false, dirs, false);
    REQUIRE(sf->nstmts == 3);
    REQUIRE_STR(sf->stmts[1].text, "b = 2");
    char *b_path = format("%s/b.h", sub);
    REQUIRE_STR(sf->stmts[1].loc.file, b_path);
    REQUIRE_STR(sf->stmts[2].loc.file, "main.f90");
    REQUIRE(sf->stmts[2].loc.line == 2);
    /* gfortran also looks in the main file's directory: c.h names b.h
     * relative to it */
    write_file("sub/c.h", "include 'sub/b.h'\n");
    char *main_path = format("%s/main.f90", tmpdir);
    sf = load_with(main_path, "include 'sub/c.h'\n", FORM_FREE, false, NULL, false);
    REQUIRE(sf->nstmts == 1);
    REQUIRE_STR(sf->stmts[0].text, "b = 2");
    free(main_path);
    free(b_path);
    free(sub);
    return true;
}

static bool test_include_fixed(void)
{
    write_file("fixed.h", "      y = 2\n");
    char *main_path = format("%s/main.f", tmpdir);
    SourceFile *sf = load_with(main_path, "      x = 1\n      include 'fixed.h'\n\tINCLUDE 'fixed.h'\n",
                               FORM_FIXED, false, NULL, false);
    REQUIRE(sf->nstmts == 3);
    REQUIRE_STR(sf->stmts[1].text, "y=2");
    REQUIRE_STR(sf->stmts[2].text, "y=2");
    free(main_path);
    return true;
}

static bool test_include_errors(void)
{
    int before = error_count();
    write_file("self.h", "include 'self.h'\n");
    char *main_path = format("%s/main.f90", tmpdir);
    capture_begin();
    SourceFile *sf = load_with(main_path, "x = 1\ninclude 'missing.h'\ninclude 'self.h'\ny = 2\n",
                               FORM_FREE, false, NULL, false);
    const char *out = capture_end();
    REQUIRE(error_count() == before + 2);
    char *want = format("%s:2:9: error: cannot open INCLUDE file 'missing.h': No such file or directory\n"
                        " include 'missing.h'\n"
                        "         ^\n",
                        main_path);
    REQUIRE(strstr(out, want));
    REQUIRE(strstr(out, "/self.h:1:9: error: INCLUDE file 'self.h' includes itself"));
    REQUIRE(sf->nstmts == 2);
    REQUIRE_STR(sf->stmts[1].text, "y = 2");
    free(want);
    free(main_path);
    return true;
}

/* Not a regular file: nothing is read (/dev/zero and a FIFO never end). */
static bool test_include_not_regular(void)
{
    int before = error_count();
    char *dir = format("%s/sub", tmpdir);
    mkdir(dir, 0700);
    capture_begin();
    SourceFile *sf = load_free(format("include '/dev/null'\ninclude '%s'\nx = 1\n", dir), false);
    const char *out = capture_end();
    REQUIRE(error_count() == before + 2);
    REQUIRE(strstr(out, "t.f90:1:9: error: INCLUDE file '/dev/null' is a device, FIFO or socket, not a "
                        "regular file"));
    char *want = format("t.f90:2:9: error: INCLUDE file '%s' is a directory, not a regular file", dir);
    REQUIRE(strstr(out, want));
    REQUIRE(sf->nstmts == 1);
    free(want);
    free(dir);
    return true;
}

/* A NUL byte is reported where it is and read as a blank, not as the end
 * of the file. */
static bool test_nul_bytes(void)
{
    int before = error_count();
    static const char text[] = "x = 1\0 + 2\ny = 3\n";
    SourceOptions opt = {.form = FORM_FREE};
    capture_begin();
    SourceFile *sf = keep(source_load_bytes("t.f90", text, sizeof text - 1, &opt));
    const char *out = capture_end();
    REQUIRE(error_count() == before + 1);
    REQUIRE_STR(out, "t.f90:1:6: error: NUL character in source\n"
                     " x = 1  + 2\n"
                     "      ^\n");
    REQUIRE(sf->nstmts == 2);
    REQUIRE_STR(sf->stmts[1].text, "y = 3");
    return true;
}

/* ------------------------------------------------------------ cpp markers */

static bool test_cpp_line_markers(void)
{
    SourceFile *sf = load_free("# 1 \"foo.F90\"\n"
                               "# 1 \"<built-in>\"\n"
                               "# 1 \"foo.F90\"\n"
                               "x = 1\n"
                               "# 1 \"dir/defs.h\" 1\n"
                               "d = 0\n"
                               "# 10 \"foo.F90\" 2\n"
                               "y = 2 + &\n"
                               "#line 12 \"foo.F90\"\n"
                               "  3\n",
                               false);
    REQUIRE(sf->nlines == 10);
    REQUIRE(sf->nstmts == 3);
    REQUIRE_STR(sf->stmts[0].loc.file, "foo.F90");
    REQUIRE(sf->stmts[0].loc.line == 1);
    REQUIRE_STR(sf->stmts[1].loc.file, "dir/defs.h");
    REQUIRE(sf->stmts[1].loc.line == 1);
    REQUIRE(sf->stmts[2].loc.line == 10);
    REQUIRE_STR(tokens(sf, 2), "I:y P:= N:2 P:+ N:3");
    int n;
    Token *t = lex(sf, 2, &n);
    REQUIRE(t[4].loc.line == 12 && t[4].loc.col == 3);
    REQUIRE_STR(source_line_text("foo.F90", 10), "y = 2 + &");
    REQUIRE_STR(source_line_text("foo.F90", 12), "  3");
    REQUIRE(sf->lines[7].loc.line == 10);
    return true;
}

/* ------------------------------------------------------------ lexer */

static bool test_lex_identifiers(void)
{
    SourceFile *sf = load_free("CALL Foo_Bar$x(Y1)\n", false);
    int n;
    Token *t = lex(sf, 0, &n);
    REQUIRE(n == 6);
    REQUIRE(t[0].kind == TK_IDENT && t[0].text == intern("call", 4));
    REQUIRE(t[1].text == intern("foo_bar$x", 9));
    REQUIRE(t[1].offset == 5 && t[1].loc.col == 6);
    REQUIRE(t[3].text == intern("y1", 2));
    REQUIRE_STR(lex_free("v = __shfl_xor(v, 1) + __fdividef(x, y)"),
                "I:v P:= I:__shfl_xor P:( I:v P:, N:1 P:) P:+ I:__fdividef P:( I:x P:, I:y P:)");
    return true;
}

static bool test_lex_integers(void)
{
    REQUIRE_STR(lex_free("x = 123_8 + 123_ik - 0"), "I:x P:= N:123_8 P:+ N:123_ik P:- N:0");
    return true;
}

static bool test_lex_reals(void)
{
    REQUIRE_STR(lex_free("a = [1., .5, 1.5e-3, 1.5d0, 1.0_dp, 1e5_8, 1.5E+10, 2D0, 3.q0, 1.e5]"),
                "I:a P:= P:[ R:1. P:, R:.5 P:, R:1.5e-3 P:, R:1.5d0 P:, R:1.0_dp P:, R:1e5_8 P:, "
                "R:1.5E+10 P:, R:2D0 P:, R:3.q0 P:, R:1.e5 P:]");
    REQUIRE_STR(lex_free("b = a(1.)"), "I:b P:= I:a P:( R:1. P:)");
    return true;
}

static bool test_lex_dot_ambiguities(void)
{
    REQUIRE_STR(lex_free("if (1.eq.2) x = a(1:2)"),
                "I:if P:( N:1 O:.eq. N:2 P:) I:x P:= I:a P:( N:1 P:: N:2 P:)");
    REQUIRE_STR(lex_free("l = x.and.y .or. .5.gt.z"), "I:l P:= I:x O:.and. I:y O:.or. R:.5 O:.gt. I:z");
    REQUIRE_STR(lex_free("l = 1.d0.le.2.e.3"), "I:l P:= R:1.d0 O:.le. N:2 O:.e. N:3");
    REQUIRE_STR(lex_free("l = a.eq..true..and..not.b"),
                "I:l P:= I:a O:.eq. L:1 O:.and. O:.not. I:b");
    return true;
}

static bool test_lex_strings(void)
{
    REQUIRE_STR(lex_free("s = 'it''s' // \"say \"\"hi\"\"\" // ''"),
                "I:s P:= S:it's P:// S:say \"hi\" P:// S:");
    REQUIRE_STR(lex_free("s = c_char_'x' // 1_\"y\" // ucs4_'z'"),
                "I:s P:= S_c_char:x P:// S_1:y P:// S_ucs4:z");
    SourceFile *sf = load_free("s = c_char_'x'\n", false);
    int n;
    Token *t = lex(sf, 0, &n);
    REQUIRE_STR(t[2].text, "c_char_'x'");
    REQUIRE(t[2].offset == 4);
    return true;
}

static bool test_lex_boz(void)
{
    REQUIRE_STR(lex_free("data i /b'0101', o'17', z'ff', Z\"FF\", 'ff'x, '101'B, '17'o, 'AB'z/"),
                "I:data I:i P:/ B2:0101 P:, B8:17 P:, B16:ff P:, B16:FF P:, B16:ff P:, B2:101 P:, "
                "B8:17 P:, B16:AB P:/");
    REQUIRE_STR(lex_free("s = 'xyz'x"), "I:s P:= S:xyz I:x");
    REQUIRE_STR(lex_free("s = 'ab'xy"), "I:s P:= S:ab I:xy");
    int before = error_count();
    capture_begin();
    const char *r = lex_free("i = b'012'");
    const char *out = capture_end();
    REQUIRE_STR(r, "(lex error)");
    REQUIRE(error_count() == before + 1);
    REQUIRE(strstr(out, "t.f90:1:9: error: invalid digit '2' in a binary constant"));
    return true;
}

static bool test_lex_logicals(void)
{
    REQUIRE_STR(lex_free("l = [.true., .FALSE._1, .True._lk]"),
                "I:l P:= P:[ L:1 P:, L:0_1 P:, L:1_lk P:]");
    return true;
}

static bool test_lex_dot_operators(void)
{
    REQUIRE_STR(lex_free("x = .and. .or. .not. .eqv. .neqv. .eq. .ne. .lt. .le. .gt. .ge. .MyOp."),
                "I:x P:= O:.and. O:.or. O:.not. O:.eqv. O:.neqv. O:.eq. O:.ne. O:.lt. O:.le. "
                "O:.gt. O:.ge. O:.myop.");
    SourceFile *sf = load_free("x = a .MyOp. b\n", false);
    int n;
    Token *t = lex(sf, 0, &n);
    REQUIRE(t[3].kind == TK_DOTOP && t[3].text == intern(".myop.", 6));
    return true;
}

static bool test_lex_punctuation(void)
{
    REQUIRE_STR(lex_free("x ( ) [ ] , : :: = => + - * ** / // == /= < <= > >= % & ? <<< >>> .."),
                "I:x P:( P:) P:[ P:] P:, P:: P::: P:= P:=> P:+ P:- P:* P:** P:/ P:// P:== P:/= "
                "P:< P:<= P:> P:>= P:% P:& P:? P:<<< P:>>> P:..");
    SourceFile *sf = load_free("x = a;\n", false);
    REQUIRE(sf->nstmts == 1);
    return true;
}

static bool test_lex_array_constructors(void)
{
    REQUIRE_STR(lex_free("x = (/ 1, 2 /)"), "I:x P:= P:(/ N:1 P:, N:2 P:/)");
    REQUIRE_STR(lex_free("x = (/(i, i=1,3)/)"),
                "I:x P:= P:(/ P:( I:i P:, I:i P:= N:1 P:, N:3 P:) P:/)");
    REQUIRE_STR(lex_free("call f((/a(1)/2/))"),
                "I:call I:f P:( P:(/ I:a P:( N:1 P:) P:/ N:2 P:/) P:)");
    REQUIRE_STR(lex_free("interface operator(/)"), "I:interface I:operator P:( P:/ P:)");
    REQUIRE_STR(lex_free("interface operator(//)"), "I:interface I:operator P:( P:// P:)");
    REQUIRE_STR(lex_free("interface operator(/=)"), "I:interface I:operator P:( P:/= P:)");
    REQUIRE_STR(lex_free("data (a(i),i=1,2)/1,2/"),
                "I:data P:( I:a P:( I:i P:) P:, I:i P:= N:1 P:, N:2 P:) P:/ N:1 P:, N:2 P:/");
    REQUIRE_STR(lex_free("common /blk/ x, // y"), "I:common P:/ I:blk P:/ I:x P:, P:// I:y");
    REQUIRE_STR(lex_free("real :: a(..)"), "I:real P::: I:a P:( P:.. P:)");
    return true;
}

static bool test_lex_chevrons(void)
{
    REQUIRE_STR(lex_free("call k<<<grid, dim3(4,1,1), 0, s>>>(a, n)"),
                "I:call I:k P:<<< I:grid P:, I:dim3 P:( N:4 P:, N:1 P:, N:1 P:) P:, N:0 P:, I:s "
                "P:>>> P:( I:a P:, I:n P:)");
    return true;
}

static bool test_lex_format(void)
{
    SourceFile *sf = load_free("10 format(3x,i5,f10.3, 'a''(b', 2hx), /)\n"
                               "20 FORMAT (1x, 3h)'(, a)\n"
                               "format(i) = 3\n",
                               false);
    REQUIRE(sf->nstmts == 3);
    int n;
    Token *t = lex(sf, 0, &n);
    REQUIRE(n == 3);
    REQUIRE(t[0].kind == TK_IDENT && t[0].text == intern("format", 6));
    REQUIRE(t[1].kind == TK_STRING && t[1].kind_param == intern("format", 6));
    REQUIRE_STR(t[1].str, "(3x,i5,f10.3, 'a''(b', 2hx), /)");
    REQUIRE(t[1].offset == 6 && t[1].loc.col == 10);
    t = lex(sf, 1, &n);
    REQUIRE(n == 3 && t[1].kind == TK_STRING);
    REQUIRE_STR(t[1].str, "(1x, 3h)'(, a)");
    REQUIRE_STR(tokens(sf, 2), "I:format P:( I:i P:) P:= N:3");
    return true;
}

static bool test_lex_fixed_blanks(void)
{
    SourceFile *sf = load_fixed("      DO 10 I = 1, N\n   10 CONTINUE\n");
    REQUIRE_STR(tokens(sf, 0), "I:do N:10 I:i P:= N:1 P:, I:n");
    REQUIRE(sf->stmts[1].label == 10);
    return true;
}

static bool test_lex_unterminated_string(void)
{
    int before = error_count();
    capture_begin();
    SourceFile *sf = load_free("s = 'abc\nt = 1\n", false);
    int n = -1;
    Token *t = lex_statement(&sf->stmts[0], sf->form, &n);
    const char *out = capture_end();
    REQUIRE(t == NULL && n == 0);
    REQUIRE(sf->nstmts == 2);
    REQUIRE(error_count() == before + 1);
    REQUIRE_STR(out, "t.f90:1:5: error: unterminated character constant\n"
                     " s = 'abc\n"
                     "     ^\n");
    REQUIRE_STR(tokens(sf, 1), "I:t P:= N:1");
    return true;
}

static bool test_lex_bad_characters(void)
{
    int before = error_count();
    capture_begin();
    const char *a = lex_free("x = a @ b");
    const char *b = lex_free("x = a . b");
    const char *c = lex_free("x = \x01");
    const char *out = capture_end();
    REQUIRE(error_count() == before + 3);
    REQUIRE(strcmp(a, "(lex error)") == 0);
    REQUIRE(strstr(out, "t.f90:1:7: error: invalid character '@'"));
    REQUIRE(strstr(out, "t.f90:1:7: error: invalid use of '.'"));
    REQUIRE(strstr(out, "t.f90:1:5: error: invalid character '\\x01'"));
    (void)b;
    (void)c;
    return true;
}

/* Names of 63 characters (F2008 3.2.2) and no longer: names, operator
 * names and kind parameters. */
static bool test_lex_long_names(void)
{
    char name63[64], name64[65];
    memset(name63, 'a', 63);
    name63[63] = 0;
    memset(name64, 'b', 64);
    name64[64] = 0;
    REQUIRE_STR(lex_free(format("x = %s", name63)), format("I:x P:= I:%s", name63));
    int before = error_count();
    capture_begin();
    const char *a = lex_free(format("x = %s", name64));
    const char *b = lex_free(format("x = .%s. y", name64));
    const char *c = lex_free(format("x = 1_%s", name64));
    const char *out = capture_end();
    REQUIRE(error_count() == before + 3);
    REQUIRE_STR(a, "(lex error)");
    REQUIRE_STR(b, "(lex error)");
    REQUIRE_STR(c, "(lex error)");
    REQUIRE(strstr(out, "t.f90:1:5: error: name is longer than 63 characters"));
    REQUIRE(strstr(out, "t.f90:1:6: error: operator name is longer than 63 characters"));
    REQUIRE(strstr(out, "t.f90:1:7: error: kind parameter is longer than 63 characters"));
    return true;
}

static bool test_lex_continuation_in_directive_tokens(void)
{
    SourceFile *sf = load_free("!$cuf kernel do(2) <<< (*,*), &\n!$cuf & (32,4) >>>\n", true);
    REQUIRE(sf->nstmts == 1);
    REQUIRE_STR(tokens(sf, 0),
                "I:kernel I:do P:( N:2 P:) P:<<< P:( P:* P:, P:* P:) P:, P:( N:32 P:, N:4 P:) P:>>>");
    int n;
    Token *t = lex(sf, 0, &n);
    REQUIRE(t[12].loc.line == 2 && t[12].loc.col == 9);
    return true;
}

/* ------------------------------------------------------------ driver */

typedef struct TestCase {
    const char *name;
    bool (*run)(void);
} TestCase;

static const TestCase cases[] = {
    {"util_intern", test_util_intern},
    {"free_basic", test_free_basic},
    {"free_continuation", test_free_continuation},
    {"free_leading_ampersand", test_free_leading_ampersand},
    {"free_continued_string", test_free_continued_string},
    {"free_comments_between_continuations", test_free_comments_between_continuations},
    {"free_bang_and_semicolon_in_strings", test_free_bang_and_semicolon_in_strings},
    {"free_semicolons", test_free_semicolons},
    {"free_tabs_and_crlf", test_free_tabs_and_crlf},
    {"fixed_basic", test_fixed_basic},
    {"fixed_blanks_insignificant", test_fixed_blanks_insignificant},
    {"fixed_continuation", test_fixed_continuation},
    {"fixed_column_72", test_fixed_column_72},
    {"fixed_string_padding", test_fixed_string_padding},
    {"fixed_tab_format", test_fixed_tab_format},
    {"fixed_directives", test_fixed_directives},
    {"sentinel_cuf", test_sentinel_cuf},
    {"sentinel_atcuf", test_sentinel_atcuf},
    {"sentinel_acc_continuation", test_sentinel_acc_continuation},
    {"sentinel_acc_off", test_sentinel_acc_off},
    {"include_basic", test_include_basic},
    {"include_nested_and_dirs", test_include_nested_and_dirs},
    {"include_fixed", test_include_fixed},
    {"cpp_line_markers", test_cpp_line_markers},
    {"lex_identifiers", test_lex_identifiers},
    {"lex_integers", test_lex_integers},
    {"lex_reals", test_lex_reals},
    {"lex_dot_ambiguities", test_lex_dot_ambiguities},
    {"lex_strings", test_lex_strings},
    {"lex_logicals", test_lex_logicals},
    {"lex_dot_operators", test_lex_dot_operators},
    {"lex_punctuation", test_lex_punctuation},
    {"lex_array_constructors", test_lex_array_constructors},
    {"lex_chevrons", test_lex_chevrons},
    {"lex_format", test_lex_format},
    {"lex_fixed_blanks", test_lex_fixed_blanks},
    {"lex_continuation_in_directive_tokens", test_lex_continuation_in_directive_tokens},
    /* the cases below expect diagnostics */
    {"diag_format", test_diag_format},
    {"free_labels", test_free_labels},
    {"free_missing_continuation", test_free_missing_continuation},
    {"fixed_label_field_error", test_fixed_label_field_error},
    {"fixed_continuation_without_statement", test_fixed_continuation_without_statement},
    {"sentinel_broken_continuation", test_sentinel_broken_continuation},
    {"include_errors", test_include_errors},
    {"include_not_regular", test_include_not_regular},
    {"nul_bytes", test_nul_bytes},
    {"lex_long_names", test_lex_long_names},
    {"lex_boz", test_lex_boz},
    {"lex_unterminated_string", test_lex_unterminated_string},
    {"lex_bad_characters", test_lex_bad_characters},
};

static void remove_tree(const char *dir)
{
    static const char *const files[] = {"inc.h", "fixed.h", "self.h", "stderr.txt", "sub/a.h", "sub/b.h", "sub/c.h"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char *p = format("%s/%s", dir, files[i]);
        unlink(p);
        free(p);
    }
    char *sub = format("%s/sub", dir);
    rmdir(sub);
    free(sub);
    rmdir(dir);
}

int main(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/cufc_lexer_test_XXXXXX");
    if (!mkdtemp(tmpdir)) {
        perror("mkdtemp");
        return 1;
    }
    int passed = 0, failed = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        bool ok = cases[i].run();
        if (saved_stderr >= 0) /* a capturing test failed before restoring stderr */
            capture_end();
        printf("%s %s\n", ok ? "PASS" : "FAIL", cases[i].name);
        ok ? passed++ : failed++;
    }
    remove_tree(tmpdir);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
