/* dialect.c — PGI/nvfortran spellings that gfortran rejects, respelled in
 * the host file: `int_ptr_kind()` (PGI's intrinsic: the kind of an
 * address-sized integer), BOZ constants as elements of an array
 * constructor (nvfortran takes them as integers; gfortran takes BOZ
 * constants only in DATA and in INT/REAL/DBLE/CMPLX, and elsewhere with
 * -fallow-invalid-boz, but never in a constructor), and the names of
 * modules and programs that declare an entity of their own name
 * (abi_host_unit_name); `type is (real(2))` guards go. */
#include <stdlib.h>
#include <string.h>
#include "host/host.h"

/* BOZ digits as an integer: the default kind unless the value needs more
 * than 32 bits.  Within a constructor with an integer type spec the
 * element is then converted to that kind (F2008 4.8). */
const char *boz_as_integer(const char *spelling, const char *digits, int radix) {
    int bits_per_digit = radix == 2 ? 1 : radix == 8 ? 3 : 4;
    while (*digits == '0') digits++;
    int bits = 0;
    if (*digits) {
        int first = *digits <= '9' ? *digits - '0' : (*digits | 0x20) - 'a' + 10;
        while (first) bits++, first >>= 1;
        bits += (int)(strlen(digits) - 1) * bits_per_digit;
    }
    return format("int(%s%s)", spelling, bits > 32 ? ", 8" : "");
}

const char *dialect_respelling(const Node *n) {
    if (n->kind == N_APPLY && n->lhs && n->lhs->kind == N_NAME && n->lhs->sym &&
        n->lhs->sym->proc_kind == PK_INTRINSIC && !strcmp(intrinsic_name(n->lhs->sym), "int_ptr_kind"))
        return format("%d", KIND_INT_PTR);
    return NULL;
}

static bool is_punct(const Token *t, const char *p) { return t->kind == TK_PUNCT && !strcmp(t->text, p); }

/* int_ptr_kind, unless the unit declares an entity of that name. */
static bool is_int_ptr_kind(const Token *t, Scope *scope) {
    if (t->kind != TK_IDENT || strcmp(t->text, "int_ptr_kind") || !is_punct(t + 1, "(") || !is_punct(t + 2, ")"))
        return false;
    Symbol *s = scope_lookup(scope, "int_ptr_kind");
    return !s || s->proc_kind == PK_INTRINSIC;
}

/* An array constructor's type spec, when it has one: `[integer(8) :: ...`. */
static const Token *ctor_type_spec(const Token *open) {
    const Token *t = open + 1;
    if (t->kind != TK_IDENT) return NULL;
    int depth = 0;
    for (t++; t->kind != TK_EOS; t++) {
        if (is_punct(t, "(")) depth++;
        else if (is_punct(t, ")")) depth--;
        else if (depth == 0) return is_punct(t, "::") ? open + 1 : NULL;
    }
    return NULL;
}

/* Whether the statement may hold one of the spellings: only those are
 * lexed again (linear time stays cheap). */
static bool may_need_respelling(const LogicalLine *ll) {
    const char *t = ll->text;
    return strcasestr(t, "int_ptr_kind") ||
           ((strchr(t, '\'') || strchr(t, '"')) && (strchr(t, '[') || strstr(t, "(/")));
}

/* The statement's text with the spellings above replaced, or NULL when it
 * has none. */
static const char *respelled(const LogicalLine *ll, SourceForm form, Scope *scope) {
    if (!may_need_respelling(ll)) return NULL;
    int n;
    Token *t = lex_statement(ll, form, &n);
    if (!t) return NULL;
    enum { MAX_OPEN = 256 };
    const Token *ctor[MAX_OPEN]; /* per open bracket: its constructor's opener, or NULL */
    int depth = 0, copied = 0;
    StrBuf b = {0};
    for (int i = 0; t[i].kind != TK_EOS; i++) {
        const char *with = NULL;
        int start = t[i].offset, end = 0;
        if (is_punct(&t[i], "[") || is_punct(&t[i], "(/") || is_punct(&t[i], "(")) {
            if (depth < MAX_OPEN) ctor[depth] = is_punct(&t[i], "(") ? NULL : &t[i];
            depth++;
        } else if (is_punct(&t[i], "]") || is_punct(&t[i], "/)") || is_punct(&t[i], ")")) {
            if (depth) depth--;
        } else if (is_int_ptr_kind(&t[i], scope)) {
            with = format("%d", KIND_INT_PTR);
            end = t[i + 2].offset + 1;
            i += 2;
        } else if (t[i].kind == TK_BOZ && depth && depth <= MAX_OPEN && ctor[depth - 1]) {
            const Token *ts = ctor_type_spec(ctor[depth - 1]);
            if (ts && strcmp(ts->text, "integer")) {
                error_at(t[i].loc, "a BOZ constant in an array constructor of type %s is not supported", ts->text);
                continue;
            }
            end = t[i + 1].offset;
            while (end > t[i].offset && (ll->text[end - 1] == ' ' || ll->text[end - 1] == '\t')) end--;
            with = boz_as_integer(format("%.*s", end - t[i].offset, ll->text + t[i].offset), t[i].str,
                                  (int)t[i].ival);
        }
        if (with) {
            sb_printf(&b, "%.*s%s", start - copied, ll->text + copied, with);
            copied = end;
        }
    }
    if (!b.len) return NULL;
    sb_puts(&b, ll->text + copied);
    return sb_str(&b);
}

const char *respell_text(const char *text, const LogicalLine *of, SourceForm form, Scope *scope) {
    LogicalLine line = *of;
    line.text = text;
    line.len = (int)strlen(text);
    line.col_loc = xmalloc(sizeof(Loc) * (size_t)(line.len + 1));
    for (int i = 0; i <= line.len; i++) line.col_loc[i] = of->loc;
    const char *r = respelled(&line, form, scope);
    free(line.col_loc);
    return r ? r : text;
}

void respell_dialect(HostEmitter *h, Scope *scope, int from, int to) {
    for (int i = from; i <= to; i++) {
        LogicalLine *ll = &h->sf->stmts[i];
        Edit *e = &h->edits[i];
        if (e->changed || (ll->sentinel != SENT_NONE && ll->sentinel != SENT_ATCUF)) continue;
        const char *text = respelled(ll, h->sf->form, scope);
        if (!text) continue;
        e->changed = true;
        e->replace = (StrBuf){0};
        emit_statement_text(&e->replace, h->sf->form, ll->label, text);
    }
}

void respell_unit_name(HostEmitter *h, const LogicalLine *ll, const char *name, const char *to) {
    Edit *e = &h->edits[ll->index];
    if (e->changed || !strcmp(name, to)) return;
    int n;
    Token *t = lex_statement(ll, h->sf->form, &n);
    if (!t) return;
    for (int i = 1; t[i].kind != TK_EOS; i++) {
        if (t[i].kind != TK_IDENT || strcmp(t[i].text, name)) continue;
        e->changed = true;
        e->replace = (StrBuf){0};
        emit_statement_text(&e->replace, h->sf->form, ll->label,
                            format("%.*s%s%s", t[i].offset, ll->text, to, ll->text + t[i].offset + strlen(name)));
        return;
    }
}

bool guard_never_taken(const Node *guard, Scope *scope) {
    if (guard->op != 't' || !guard->ts) return false;
    Type *t = type_from_spec(guard->ts, scope);
    return t && t->kind == TY_REAL && t->kind_num == 2;
}
