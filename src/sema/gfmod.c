/* gfmod.c — reading gfortran's own .mod files (gzip-compressed
 * S-expressions) for modules that have no .cufmod: the public names with
 * their flavour (variable, parameter, procedure, type, generic), type, kind
 * and rank, and the dummies of procedures (type, kind, rank, intent,
 * optional, value), against which calls are checked (Symbol.mod_dummies).
 * The format is gfortran's internal one (module.c's mio_symbol), so
 * everything here is lenient: what is not understood is skipped, never
 * reported. */
#include "sema/sema.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { SX_LIST, SX_INT, SX_STR, SX_ATOM } SxKind;

typedef struct Sx {
    SxKind kind;
    const char *text;   /* SX_STR / SX_ATOM / SX_INT spelling */
    long long ival;
    struct Sx **items;  /* SX_LIST */
    int n, cap;
} Sx;

typedef struct {
    const char *p, *end;
} SxReader;

static Sx *sx_new(SxKind k) {
    Sx *x = xmalloc(sizeof *x);
    x->kind = k;
    return x;
}

static void sx_push(Sx *l, Sx *x) {
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 8;
        l->items = xrealloc(l->items, (size_t)l->cap * sizeof *l->items);
    }
    l->items[l->n++] = x;
}

/* One datum; NULL at ')' or the end. */
static Sx *sx_read(SxReader *r, int depth) {
    while (r->p < r->end && isspace((unsigned char)*r->p))
        r->p++;
    if (r->p >= r->end || *r->p == ')' || depth > 200)
        return NULL;
    char c = *r->p;
    if (c == '(') {
        r->p++;
        Sx *l = sx_new(SX_LIST);
        Sx *x;
        while ((x = sx_read(r, depth + 1)))
            sx_push(l, x);
        if (r->p < r->end && *r->p == ')')
            r->p++;
        return l;
    }
    if (c == '\'') {
        /* 'text' with '' for a quote */
        r->p++;
        size_t cap = 16, n = 0;
        char *buf = xmalloc(cap);
        while (r->p < r->end) {
            if (*r->p == '\'') {
                if (r->p + 1 < r->end && r->p[1] == '\'') {
                    r->p++;
                } else {
                    r->p++;
                    break;
                }
            }
            if (n + 1 >= cap)
                buf = xrealloc(buf, cap *= 2);
            buf[n++] = *r->p++;
        }
        buf[n] = 0;
        Sx *s = sx_new(SX_STR);
        s->text = buf;
        return s;
    }
    const char *start = r->p;
    while (r->p < r->end && !isspace((unsigned char)*r->p) && *r->p != '(' && *r->p != ')')
        r->p++;
    Sx *a = sx_new(SX_ATOM);
    a->text = xstrndup(start, (size_t)(r->p - start));
    char *endp;
    long long v = strtoll(a->text, &endp, 10);
    if (*endp == 0 && endp != a->text) {
        a->kind = SX_INT;
        a->ival = v;
    }
    return a;
}

static bool is_atom(const Sx *x, const char *text) {
    return x && x->kind == SX_ATOM && !strcmp(x->text, text);
}

static char *read_gzip(const char *path, size_t *len) {
    char *cmd = format("gzip -dc '%s' 2>/dev/null", path);
    if (strchr(path, '\''))
        return NULL;
    FILE *f = popen(cmd, "r");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = xmalloc(cap);
    size_t got;
    while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n + 1 >= cap)
            buf = xrealloc(buf, cap *= 2);
    }
    if (pclose(f) != 0 || n == 0) {
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

/* ------------------------------------------------------ symbol records */

typedef struct GfSym {
    long long id;
    const char *name;
    Sx *attrs;          /* (FLAVOR INTENT PROC ...) */
    Sx *typespec;       /* (INTEGER 4 ...) */
    Sx *arrayspec;      /* (rank corank KIND ...) */
    Sx *components;     /* derived types */
    Sx *value;          /* (CONSTANT ...) */
    Sx *formals;        /* procedures: (id ...) of the dummies */
    Symbol *sym;
} GfSym;

typedef struct {
    GfSym *syms;
    int n;
    Scope *scope;
} GfModule;

static int by_id(const void *a, const void *b) {
    long long x = ((const GfSym *)a)->id, y = ((const GfSym *)b)->id;
    return (x > y) - (x < y);
}

/* m->syms is sorted by id (collect_symbols) */
static GfSym *find_id(GfModule *m, long long id) {
    GfSym key = {.id = id};
    return m->n ? bsearch(&key, m->syms, (size_t)m->n, sizeof *m->syms, by_id) : NULL;
}

static bool is_type_keyword(const Sx *x) {
    static const char *const kw[] = {"INTEGER", "REAL", "COMPLEX", "LOGICAL", "CHARACTER", "DERIVED",
                                     "CLASS", "ASSUMED", "UNKNOWN", NULL};
    for (int i = 0; kw[i]; i++)
        if (is_atom(x, kw[i]))
            return true;
    return false;
}

static bool is_typespec(const Sx *x) {
    return x && x->kind == SX_LIST && x->n >= 2 && is_type_keyword(x->items[0]) && x->items[1]->kind == SX_INT;
}

static bool is_arrayspec(const Sx *x) {
    static const char *const kinds[] = {"EXPLICIT", "ASSUMED_SHAPE", "DEFERRED", "ASSUMED_SIZE",
                                        "ASSUMED_RANK", "IMPLIED_SHAPE", NULL};
    if (!x || x->kind != SX_LIST || x->n < 3 || x->items[0]->kind != SX_INT)
        return false;
    for (int i = 0; kinds[i]; i++)
        if (is_atom(x->items[2], kinds[i]))
            return true;
    return false;
}

static Symbol *derived_of(GfModule *m, long long id);
static Type *class_of(GfModule *m, long long id);

static Type *gf_type(GfModule *m, Sx *ts, Sx *as) {
    if (!ts)
        return type_unknown();
    const char *k = ts->items[0]->text;
    int kind = (int)ts->items[1]->ival;
    Type *t;
    if (!strcmp(k, "INTEGER")) t = type_integer(kind);
    else if (!strcmp(k, "REAL")) t = type_real(kind);
    else if (!strcmp(k, "COMPLEX")) t = type_complex(kind);
    else if (!strcmp(k, "LOGICAL")) t = type_logical(kind);
    else if (!strcmp(k, "CHARACTER")) {
        t = type_character(0, kind ? kind : 1);
        t->len_kind = LEN_EXPR;
        /* (CHARACTER 1 0 0 0 CHARACTER ((CONSTANT (INTEGER ...) 0 '10' ()))) */
        Sx *cl = ts->n > 6 ? ts->items[6] : NULL;
        if (cl && cl->kind == SX_LIST && cl->n == 1 && cl->items[0]->kind == SX_LIST) {
            Sx *c = cl->items[0];
            if (c->n == 0) /* (()): no length, a dummy's (*) */
                t->len_kind = LEN_ASSUMED;
            if (c->n >= 4 && is_atom(c->items[0], "CONSTANT") && c->items[3]->kind == SX_STR) {
                t->len_kind = LEN_CONST;
                t->len = atoll(c->items[3]->text);
            }
        }
    } else if (!strcmp(k, "DERIVED")) {
        Symbol *d = derived_of(m, ts->items[1]->ival);
        t = d ? type_derived(d) : type_unknown();
    } else if (!strcmp(k, "CLASS")) {
        t = class_of(m, ts->items[1]->ival);
    } else if (!strcmp(k, "ASSUMED")) {
        t = type_new(TY_TYPE_STAR, 0);
    } else
        return type_unknown();
    if (as && is_atom(as->items[2], "ASSUMED_RANK")) /* written with rank 0 */
        return type_with_rank(t, -1);
    if (as && as->items[0]->ival != 0) {
        t = type_with_rank(t, (int)as->items[0]->ival);
        if (t->rank < 0)
            t->rank = -1;
        DimKind dk = is_atom(as->items[2], "EXPLICIT") ? DIM_EXPLICIT
                   : is_atom(as->items[2], "ASSUMED_SHAPE") ? DIM_ASSUMED_SHAPE
                   : is_atom(as->items[2], "ASSUMED_SIZE") ? DIM_ASSUMED_SIZE : DIM_DEFERRED;
        for (int i = 0; i < t->rank; i++) {
            t->dims[i].kind = dk == DIM_ASSUMED_SIZE && i < t->rank - 1 ? DIM_EXPLICIT : dk;
            /* explicit bounds: pairs of (CONSTANT ... 'v' ()) after the kind */
            for (int j = 0; j < 2 && dk == DIM_EXPLICIT; j++) {
                Sx *b = 3 + 2 * i + j < as->n ? as->items[3 + 2 * i + j] : NULL;
                if (b && b->kind == SX_LIST && b->n >= 4 && is_atom(b->items[0], "CONSTANT") &&
                    b->items[3]->kind == SX_STR) {
                    if (j == 0) {
                        t->dims[i].lower_known = true;
                        t->dims[i].lower_val = atoll(b->items[3]->text);
                    } else {
                        t->dims[i].upper_known = true;
                        t->dims[i].upper_val = atoll(b->items[3]->text);
                    }
                }
            }
        }
    }
    return t;
}

static char *lower(const char *s) {
    char *c = xstrdup(s);
    for (char *p = c; *p; p++)
        *p = (char)tolower((unsigned char)*p);
    return c;
}

static const char *iname(const char *s) {
    char *l = lower(s);
    const char *r = intern(l, strlen(l));
    free(l);
    return r;
}

static Symbol *make_symbol(GfModule *m, GfSym *g, const char *local);

static Symbol *derived_of(GfModule *m, long long id) {
    GfSym *g = find_id(m, id);
    if (!g)
        return NULL;
    if (!g->sym)
        make_symbol(m, g, iname(g->name));
    return g->sym;
}

/* class(t) is written as gfortran's container type '__class_<module>_T'
 * (class(*): '__class__STAR...'), whose component _data has type t. */
static Type *class_of(GfModule *m, long long id) {
    GfSym *g = find_id(m, id);
    if (!g || strncmp(g->name, "__class_", 8))
        return type_unknown();
    if (!strncmp(g->name, "__class__STAR", 13))
        return type_class(NULL);
    for (int i = 0; g->components && i < g->components->n; i++) {
        Sx *c = g->components->items[i];
        if (c->kind == SX_LIST && c->n >= 3 && c->items[1]->kind == SX_STR && !strcmp(c->items[1]->text, "_data") &&
            is_typespec(c->items[2]) && c->items[2]->items[1]->kind == SX_INT) {
            Symbol *d = derived_of(m, c->items[2]->items[1]->ival);
            return d ? type_class(d) : type_unknown();
        }
    }
    return type_unknown();
}

static bool has_attr(const GfSym *g, const char *a) {
    if (!g->attrs)
        return false;
    for (int i = 0; i < g->attrs->n; i++)
        if (is_atom(g->attrs->items[i], a))
            return true;
    return false;
}

static Symbol *make_symbol(GfModule *m, GfSym *g, const char *local) {
    Loc loc = {"<gfortran module>", 0, 0};
    const char *flavor = g->attrs && g->attrs->n ? g->attrs->items[0]->text : "";
    Symbol *s = symbol_new(local, SYM_VARIABLE, loc);
    g->sym = s;
    s->scope = m->scope;
    if (!strcmp(flavor, "DERIVED")) {
        s->kind = SYM_DERIVED_TYPE;
        s->type = type_none();
        s->components = scope_new(SCOPE_DERIVED_TYPE, m->scope, NULL);
        s->components->owner = s;
        for (int i = 0; g->components && i < g->components->n; i++) {
            Sx *c = g->components->items[i];
            if (c->kind != SX_LIST || c->n < 3 || c->items[1]->kind != SX_STR)
                continue;
            Symbol *cs = symbol_new(iname(c->items[1]->text), SYM_COMPONENT, loc);
            Sx *as = c->n > 3 && is_arrayspec(c->items[3]) ? c->items[3] : NULL;
            cs->type = is_typespec(c->items[2]) ? gf_type(m, c->items[2], as) : type_unknown();
            for (int j = 3; j < c->n; j++)
                if (c->items[j]->kind == SX_LIST && c->items[j]->n && is_atom(c->items[j]->items[0], "UNKNOWN-FL"))
                    for (int k = 0; k < c->items[j]->n; k++) {
                        if (is_atom(c->items[j]->items[k], "ALLOCATABLE")) cs->attrs |= ATTR_ALLOCATABLE;
                        if (is_atom(c->items[j]->items[k], "POINTER")) cs->attrs |= ATTR_POINTER;
                    }
            scope_insert(s->components, cs);
        }
        return s;
    }
    s->type = gf_type(m, g->typespec, g->arrayspec);
    if (has_attr(g, "ALLOCATABLE")) s->attrs |= ATTR_ALLOCATABLE;
    if (has_attr(g, "POINTER")) s->attrs |= ATTR_POINTER;
    if (has_attr(g, "TARGET")) s->attrs |= ATTR_TARGET;
    if (has_attr(g, "OPTIONAL")) s->attrs |= ATTR_OPTIONAL;
    if (has_attr(g, "VALUE")) s->attrs |= ATTR_VALUE;
    s->is_dummy = has_attr(g, "DUMMY");
    Sx *intent = g->attrs && g->attrs->n > 1 ? g->attrs->items[1] : NULL;
    if (is_atom(intent, "IN")) s->attrs |= ATTR_INTENT_IN;
    else if (is_atom(intent, "OUT")) s->attrs |= ATTR_INTENT_OUT;
    else if (is_atom(intent, "INOUT")) s->attrs |= ATTR_INTENT_INOUT;
    if (!strcmp(flavor, "PARAMETER")) {
        s->kind = SYM_PARAMETER;
        s->attrs |= ATTR_PARAMETER;
        Sx *v = g->value;
        if (v && v->n >= 4 && is_atom(v->items[0], "CONSTANT") && v->items[3]->kind == SX_STR &&
            s->type->kind == TY_INTEGER && s->type->rank == 0) {
            s->value = xmalloc(sizeof *s->value);
            s->value->kind = CV_INTEGER;
            s->value->i = atoll(v->items[3]->text);
            s->value->type = s->type;
        }
    } else if (!strcmp(flavor, "PROCEDURE")) {
        s->kind = has_attr(g, "GENERIC") ? SYM_GENERIC : SYM_PROCEDURE;
        /* an intrinsic module's (iso_c_binding's c_loc; a generic extending
         * its c_f_pointer): cufc's intrinsic tables know its forms */
        if (has_attr(g, "INTRINSIC"))
            s->attrs |= ATTR_INTRINSIC;
        s->proc_kind = s->is_dummy ? PK_DUMMY : PK_EXTERNAL;
        s->is_function = has_attr(g, "FUNCTION");
        s->is_subroutine = has_attr(g, "SUBROUTINE");
        s->proc_attrs = PROC_HOST;
        if (s->type->kind == TY_UNKNOWN && s->is_subroutine)
            s->type = type_none();
        s->mod_dummies = s->kind == SYM_PROCEDURE && g->formals && !(s->attrs & ATTR_INTRINSIC);
        for (int i = 0; s->mod_dummies && i < g->formals->n; i++) {
            GfSym *d = g->formals->items[i]->kind == SX_INT ? find_id(m, g->formals->items[i]->ival) : NULL;
            if (!d) { /* an alternate return, or not understood: nothing is checked */
                s->mod_dummies = false;
                s->dummies.len = 0;
            } else
                symlist_push(&s->dummies, d->sym ? d->sym : make_symbol(m, d, iname(d->name)));
        }
    } else if (!strcmp(flavor, "MODULE")) {
        s->kind = SYM_MODULE;
    } else if (!strcmp(flavor, "NAMELIST")) {
        s->kind = SYM_NAMELIST;
    }
    s->is_module_var = s->kind == SYM_VARIABLE && !s->is_dummy;
    return s;
}

/* The flat symbol list: id 'name' 'module' 'label' parent ((attrs)
 * (components) (typespec) formal-namespace common-link (formals) ...). */
static void collect_symbols(GfModule *m, Sx *list) {
    m->syms = xmalloc((size_t)(list->n / 5 + 1) * sizeof *m->syms);
    for (int i = 0; i + 5 < list->n; i++) {
        Sx **it = list->items + i;
        if (it[0]->kind != SX_INT || it[1]->kind != SX_STR || it[2]->kind != SX_STR || it[3]->kind != SX_STR ||
            it[4]->kind != SX_INT || it[5]->kind != SX_LIST)
            continue;
        GfSym *g = &m->syms[m->n++];
        g->id = it[0]->ival;
        g->name = it[1]->text;
        /* (attrs) then components / typespec / array spec / value ... */
        Sx *rec = it[5];
        g->attrs = rec->n && rec->items[0]->kind == SX_LIST ? rec->items[0] : NULL;
        if (g->attrs && g->attrs->n && is_atom(g->attrs->items[0], "DERIVED") && rec->n > 1)
            g->components = rec->items[1];
        if (g->attrs && g->attrs->n && is_atom(g->attrs->items[0], "PROCEDURE") && rec->n > 5 &&
            rec->items[5]->kind == SX_LIST)
            g->formals = rec->items[5];
        for (int j = 1; j < rec->n; j++) {
            Sx *x = rec->items[j];
            if (!g->typespec && is_typespec(x))
                g->typespec = x;
            else if (!g->arrayspec && is_arrayspec(x))
                g->arrayspec = x;
            else if (!g->value && x->kind == SX_LIST && x->n && is_atom(x->items[0], "CONSTANT"))
                g->value = x;
        }
        i += 5;
    }
    qsort(m->syms, (size_t)m->n, sizeof *m->syms, by_id);
}

bool gfmod_read(const char *path, Symbol *mod) {
    size_t len;
    char *text = read_gzip(path, &len);
    if (!text)
        return false;
    const char *body = strchr(text, '\n');
    if (!body || strncmp(text, "GFORTRAN module", 15) != 0) {
        free(text);
        return false;
    }
    SxReader r = {body, text + len};
    Sx *top = sx_new(SX_LIST), *x;
    while ((x = sx_read(&r, 0)) || (r.p < r.end && *r.p == ')' && ++r.p))
        if (x)
            sx_push(top, x);
    if (top->n < 4) {
        free(text);
        return false;
    }
    GfModule m = {0};
    m.scope = mod->module_scope;
    Sx *symlist = top->items[top->n - 2], *tree = top->items[top->n - 1];
    collect_symbols(&m, symlist);
    /* public names: 'name' ambiguous id triples */
    for (int i = 0; i + 2 < tree->n; i += 3) {
        if (tree->items[i]->kind != SX_STR || tree->items[i + 2]->kind != SX_INT)
            continue;
        const char *name = tree->items[i]->text;
        if (!strncmp(name, "__", 2))
            continue;
        GfSym *g = find_id(&m, tree->items[i + 2]->ival);
        if (!g)
            continue;
        const char *local = iname(name);
        if (scope_lookup_local(m.scope, local))
            continue;
        Symbol *s = g->sym && g->sym->name == local ? g->sym : make_symbol(&m, g, local);
        if (s->kind == SYM_MODULE)
            continue;
        scope_insert(m.scope, s);
    }
    /* generic interfaces: ('name' 'module' id...) in the third form */
    Sx *gens = top->items[2];
    for (int i = 0; gens->kind == SX_LIST && i < gens->n; i++) {
        Sx *gl = gens->items[i];
        if (gl->kind != SX_LIST || gl->n < 3 || gl->items[0]->kind != SX_STR)
            continue;
        const char *name = iname(gl->items[0]->text);
        Symbol *g = scope_lookup_local(m.scope, name);
        if (!g) {
            Loc loc = {"<gfortran module>", 0, 0};
            g = symbol_new(name, SYM_GENERIC, loc);
            g->type = type_unknown();
            scope_insert(m.scope, g);
        }
        if (g->kind != SYM_GENERIC)
            continue;
        for (int j = 2; j < gl->n; j++) {
            GfSym *sp = gl->items[j]->kind == SX_INT ? find_id(&m, gl->items[j]->ival) : NULL;
            if (!sp)
                continue;
            Symbol *ss = sp->sym ? sp->sym : make_symbol(&m, sp, iname(sp->name));
            if (ss->kind == SYM_DERIVED_TYPE)
                g->iface = ss;
            else
                symlist_push(&g->specifics, ss);
        }
    }
    mod->from_gfortran_mod = true;
    free(text);
    return true;
}
