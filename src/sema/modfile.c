/* modfile.c — cufc's module information file, <module>.cufmod.
 *
 * Text, one record per line, fields separated by blanks, first line
 * `cufmod 1`.  Records (in this order):
 *   module NAME
 *   source FILE
 *   use MODULE                         modules this one uses
 *   alias LOCAL MODULE NAME [private]  entity use-associated from MODULE
 *   type NAME FLAGS PARENT             derived type (PARENT '-' if none), then
 *     comp NAME TYPE DIMS ATTRS CUDA   components in order
 *     bind NAME TARGET ATTRS PASS      type-bound procedure ('-' = none)
 *     tgen NAME SPECIFIC...            generic binding
 *   end
 *   var NAME TYPE DIMS ATTRS CUDA PRIV
 *   param NAME TYPE DIMS PRIV VALUE...
 *   proc NAME KIND PROCATTRS PREFIX ATTRS BINDNAME PRIV   KIND = sub | fun
 *     dummy NAME TYPE DIMS ATTRS CUDA  (or `dummy *` for an alternate return)
 *     result NAME TYPE DIMS ATTRS
 *   end
 *   generic NAME PRIV TYPE SPECIFIC... TYPE = the derived type of the same name or '-'
 * Types: i4 r8 z8 l4 c1:LEN (LEN = n, *, :, e) t:NAME k:NAME k* y* n u b p.
 * Dims: '-' scalar, else comma-separated E<lo>:<hi> (? = not constant),
 * S<lo> assumed shape, D deferred, Z<lo> assumed size, R assumed rank.
 * Values: i<kind> <n> | r<kind> <hexfloat> | z<kind> <re> <im> | l<kind> 0/1 |
 *         c<kind> <len> <hex bytes or -> | a <n> <value>... */
#include "sema/sema.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define CUFMOD_VERSION 1

/* ---------------------------------------------------------------- writer */

static const char *type_code(const Type *t) {
    if (!t) return "u";
    switch (t->kind) {
    case TY_INTEGER: return format("i%d", t->kind_num);
    case TY_REAL: return format("r%d", t->kind_num);
    case TY_COMPLEX: return format("z%d", t->kind_num);
    case TY_LOGICAL: return format("l%d", t->kind_num);
    case TY_CHARACTER:
        if (t->len_kind == LEN_CONST) return format("c%d:%lld", t->kind_num, (long long)t->len);
        return format("c%d:%s", t->kind_num, t->len_kind == LEN_ASSUMED ? "*" : t->len_kind == LEN_DEFERRED ? ":" : "e");
    case TY_DERIVED: return format("t:%s", t->derived ? t->derived->name : "?");
    case TY_CLASS: return format("k:%s", t->derived ? t->derived->name : "?");
    case TY_CLASS_STAR: return "k*";
    case TY_TYPE_STAR: return "y*";
    case TY_NONE: return "n";
    case TY_BOZ: return "b";
    case TY_PROCEDURE: return "p";
    default: return "u";
    }
}

static const char *bound(bool known, int64_t v) {
    return known ? format("%lld", (long long)v) : "?";
}

static const char *dims_code(const Type *t) {
    if (!t || t->rank == 0) return "-";
    if (t->rank < 0) return "R";
    char *s = "";
    for (int i = 0; i < t->rank; i++) {
        const ArrayDim *d = &t->dims[i];
        const char *one;
        switch (d->kind) {
        case DIM_EXPLICIT: one = format("E%s:%s", bound(d->lower_known, d->lower_val), bound(d->upper_known, d->upper_val)); break;
        case DIM_ASSUMED_SHAPE: one = format("S%s", bound(d->lower_known, d->lower_val)); break;
        case DIM_ASSUMED_SIZE: one = format("Z%s", bound(d->lower_known, d->lower_val)); break;
        default: one = "D"; break;
        }
        s = format("%s%s%s", s, i ? "," : "", one);
    }
    return s;
}

static void write_value(FILE *f, const ConstValue *v) {
    switch (v->kind) {
    case CV_INTEGER: fprintf(f, " i%d %lld", v->type->kind_num, (long long)v->i); break;
    case CV_REAL: fprintf(f, " r%d %La", v->type->kind_num, v->r); break;
    case CV_COMPLEX: fprintf(f, " z%d %La %La", v->type->kind_num, v->r, v->im); break;
    case CV_LOGICAL: fprintf(f, " l%d %d", v->type->kind_num, (int)v->i); break;
    case CV_CHARACTER:
        fprintf(f, " c%d %lld ", v->type->kind_num, (long long)v->slen);
        if (!v->slen) fputc('-', f);
        for (int64_t i = 0; i < v->slen; i++) fprintf(f, "%02x", (unsigned char)v->s[i]);
        break;
    case CV_ARRAY:
        fprintf(f, " a %lld", (long long)v->nelems);
        for (int64_t i = 0; i < v->nelems; i++) write_value(f, &v->elems[i]);
        break;
    default: fprintf(f, " -"); break;
    }
}

static const char *priv(const Symbol *s) { return s->is_private ? "private" : "public"; }

static void write_proc(FILE *f, Symbol *p) {
    fprintf(f, "proc %s %s %x %x %x %s %s\n", p->name, p->is_function ? "fun" : "sub", p->proc_attrs, p->prefix,
            p->attrs, p->bind_name ? p->bind_name : "-", priv(p));
    for (int i = 0; i < p->dummies.len; i++) {
        Symbol *d = p->dummies.items[i];
        if (!d) {
            fprintf(f, "  dummy *\n");
            continue;
        }
        unsigned attrs = d->attrs | (d->kind == SYM_PROCEDURE ? ATTR_EXTERNAL : 0);
        fprintf(f, "  dummy %s %s %s %x %x %x\n", d->name, type_code(d->type), dims_code(d->type), attrs, d->cuda,
                d->ignore_tkr);
    }
    if (p->result)
        fprintf(f, "  result %s %s %s %x\n", p->result->name, type_code(p->result->type), dims_code(p->result->type),
                p->result->attrs);
    fprintf(f, "end\n");
}

static void write_type(FILE *f, Symbol *t) {
    unsigned flags = (t->is_abstract ? 1u : 0) | (t->is_sequence ? 2u : 0) | (t->is_bind_c ? 4u : 0) |
                     (t->is_private ? 8u : 0);
    fprintf(f, "type %s %x %s\n", t->name, flags, t->parent_type ? t->parent_type->name : "-");
    for (Symbol *c = t->components ? t->components->first : NULL; c; c = c->next_in_scope)
        fprintf(f, "  comp %s %s %s %x %x\n", c->name, type_code(c->type), dims_code(c->type), c->attrs, c->cuda);
    for (int i = 0; i < t->bindings.len; i++) {
        Symbol *b = t->bindings.items[i];
        if (b->kind == SYM_BINDING)
            fprintf(f, "  bind %s %s %x %s\n", b->name, b->binding_target ? b->binding_target->name : "-", b->attrs,
                    b->pass_name ? b->pass_name : "-");
    }
    for (int i = 0; i < t->bindings.len; i++) {
        Symbol *g = t->bindings.items[i];
        if (g->kind != SYM_GENERIC)
            continue;
        fprintf(f, "  tgen %s", g->name);
        for (int j = 0; j < g->specifics.len; j++)
            fprintf(f, " %s", g->specifics.items[j]->name);
        fputc('\n', f);
    }
    fprintf(f, "end\n");
}

/* Do two files hold the same bytes?  A module file is replaced only when
 * its content changes, so that make and CMake rebuild a module's users only
 * then (as gfortran does with .mod files). */
static bool same_content(const char *a, const char *b) {
    FILE *fa = fopen(a, "rb"), *fb = fopen(b, "rb");
    bool same = fa && fb;
    while (same) {
        int ca = getc(fa), cb = getc(fb);
        same = ca == cb;
        if (ca == EOF) break;
    }
    if (fa) fclose(fa);
    if (fb) fclose(fb);
    return same;
}

/* FNV-1a of a module file without its `source` and `alias` lines (where it
 * was compiled; what it re-exports from other modules, which gfortran's .mod
 * records itself): the host code of the module carries it
 * (abi_module_interface), so that the gfortran .mod changes whenever the
 * module's own entities in the .cufmod do and build systems that watch only
 * .mod files (CMake) rebuild the users of a changed device interface. */
static uint32_t interface_hash(const char *path) {
    FILE *f = fopen(path, "r");
    uint32_t h = 2166136261u;
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    while (f && (n = getline(&line, &cap, f)) > 0) {
        if (!strncmp(line, "source ", 7) || !strncmp(line, "alias ", 6)) continue;
        for (ssize_t i = 0; i < n; i++) h = (h ^ (unsigned char)line[i]) * 16777619u;
    }
    free(line);
    if (f) fclose(f);
    return h ? h : 1;
}

bool modfile_write(Symbol *module, const char *dir) {
    const char *path = format("%s/%s.cufmod", dir ? dir : ".", module->name);
    const char *tmp = format("%s.tmp%d", path, (int)getpid());
    FILE *f = fopen(tmp, "w");
    if (!f) {
        error_plain("cannot write module file '%s': %s", path, strerror(errno));
        return false;
    }
    Scope *s = module->module_scope;
    fprintf(f, "cufmod %d\nmodule %s\n", CUFMOD_VERSION, module->name);
    if (sema_options()->source_file)
        fprintf(f, "source %s\n", sema_options()->source_file);
    for (int i = 0; i < s->used_modules.len; i++)
        fprintf(f, "use %s\n", s->used_modules.items[i]->name);
    for (Symbol *sym = s->first; sym; sym = sym->next_in_scope)
        if (sym->use_module)
            fprintf(f, "alias %s %s %s%s\n", sym->name, sym->use_module, sym->use_name,
                    sym->is_private || (sym->attrs & ATTR_PRIVATE) || (s->default_private && !(sym->attrs & ATTR_PUBLIC))
                        ? " private" : "");
    for (Symbol *sym = s->first; sym; sym = sym->next_in_scope) {
        if (sym->use_module)
            continue;
        if (sym->kind == SYM_DERIVED_TYPE)
            write_type(f, sym);
        /* a type hidden behind a generic of the same name */
        if (sym->kind == SYM_GENERIC && sym->iface && sym->iface->kind == SYM_DERIVED_TYPE && !sym->iface->use_module)
            write_type(f, sym->iface);
    }
    for (Symbol *sym = s->first; sym; sym = sym->next_in_scope) {
        if (sym->use_module || sym->name[0] == '/')
            continue;
        switch (sym->kind) {
        case SYM_VARIABLE:
            fprintf(f, "var %s %s %s %x %x %s\n", sym->name, type_code(sym->type), dims_code(sym->type), sym->attrs,
                    sym->cuda, priv(sym));
            break;
        case SYM_PARAMETER:
            fprintf(f, "param %s %s %s %s", sym->name, type_code(sym->type), dims_code(sym->type), priv(sym));
            if (sym->value)
                write_value(f, sym->value);
            else
                fprintf(f, " -");
            fputc('\n', f);
            break;
        case SYM_PROCEDURE:
            if (sym->proc_kind != PK_INTRINSIC)
                write_proc(f, sym);
            break;
        default:
            break;
        }
    }
    for (Symbol *sym = s->first; sym; sym = sym->next_in_scope) {
        if (sym->use_module || sym->kind != SYM_GENERIC)
            continue;
        /* specifics that have no entry of their own (named like the generic) */
        for (int i = 0; i < sym->specifics.len; i++) {
            Symbol *sp = sym->specifics.items[i];
            if (!sp->use_module && scope_lookup_local(s, sp->name) != sp && sp->kind == SYM_PROCEDURE)
                write_proc(f, sp);
        }
        fprintf(f, "generic %s %s %s", sym->name, priv(sym), sym->iface ? sym->iface->name : "-");
        for (int i = 0; i < sym->specifics.len; i++)
            fprintf(f, " %s", sym->specifics.items[i]->name);
        fputc('\n', f);
    }
    bool ok = !ferror(f);
    ok = fclose(f) == 0 && ok;
    if (ok) module->cufmod_hash = interface_hash(tmp);
    if (ok && same_content(tmp, path)) {
        remove(tmp);
        return true;
    }
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        error_plain("cannot write module file '%s'", path);
        return false;
    }
    return true;
}

/* ---------------------------------------------------------------- reader */

typedef struct {
    char *field[64];
    int n;
} Fields;

static void split(char *line, Fields *fl) {
    fl->n = 0;
    for (char *tok = strtok(line, " \t\r\n"); tok && fl->n < 64; tok = strtok(NULL, " \t\r\n"))
        fl->field[fl->n++] = tok;
}

static const char *iname(const char *s) { return intern(s, strlen(s)); }

static Loc modloc;

/* The derived type `name` of the module being read (a placeholder until
 * its `type` record). */
static Symbol *type_ref(Scope *s, const char *name) {
    const char *n = iname(name);
    Symbol *t = scope_lookup_local(s, n);
    if (t && t->kind == SYM_GENERIC && t->iface)
        return t->iface;
    if (t)
        return sym_origin(t);
    t = symbol_new(n, SYM_DERIVED_TYPE, modloc);
    t->type = type_none();
    scope_insert(s, t);
    return t;
}

static Type *parse_type(const char *c, Scope *s) {
    switch (c[0]) {
    case 'i': return type_integer(atoi(c + 1));
    case 'r': return type_real(atoi(c + 1));
    case 'z': return type_complex(atoi(c + 1));
    case 'l': return type_logical(atoi(c + 1));
    case 'c': {
        Type *t = type_character(1, atoi(c + 1));
        const char *len = strchr(c, ':');
        len = len ? len + 1 : "1";
        if (*len == '*') t->len_kind = LEN_ASSUMED;
        else if (*len == ':') t->len_kind = LEN_DEFERRED;
        else if (*len == 'e') t->len_kind = LEN_EXPR;
        else t->len = atoll(len);
        return t;
    }
    case 't': return type_derived(type_ref(s, c + 2));
    case 'k': return c[1] == '*' ? type_class(NULL) : type_class(type_ref(s, c + 2));
    case 'y': return type_new(TY_TYPE_STAR, 0);
    case 'n': return type_none();
    case 'b': return type_boz();
    case 'p': return type_new(TY_PROCEDURE, 0);
    default: return type_unknown();
    }
}

static void parse_bound(const char *p, bool *known, int64_t *v) {
    *known = *p && *p != '?' && *p != ':' && *p != ',';
    if (*known)
        *v = strtoll(p, NULL, 10);
}

static Type *with_dims(Type *t, const char *d) {
    if (!strcmp(d, "-"))
        return t;
    if (!strcmp(d, "R")) {
        Type *c = type_copy(t);
        c->rank = -1;
        return c;
    }
    int rank = 1;
    for (const char *p = d; *p; p++)
        rank += *p == ',';
    Type *c = type_with_rank(t, rank);
    const char *p = d;
    for (int i = 0; i < rank; i++) {
        ArrayDim *ad = &c->dims[i];
        switch (*p) {
        case 'E':
            ad->kind = DIM_EXPLICIT;
            parse_bound(p + 1, &ad->lower_known, &ad->lower_val);
            parse_bound(strchr(p, ':') + 1, &ad->upper_known, &ad->upper_val);
            break;
        case 'S': ad->kind = DIM_ASSUMED_SHAPE; parse_bound(p + 1, &ad->lower_known, &ad->lower_val); break;
        case 'Z': ad->kind = DIM_ASSUMED_SIZE; parse_bound(p + 1, &ad->lower_known, &ad->lower_val); break;
        default: ad->kind = DIM_DEFERRED; break;
        }
        p = strchr(p, ',');
        if (!p)
            break;
        p++;
    }
    return c;
}

static bool parse_value(Fields *fl, int *i, ConstValue *v) {
    memset(v, 0, sizeof *v);
    if (*i >= fl->n)
        return false;
    const char *k = fl->field[(*i)++];
    int kind = atoi(k + 1);
    switch (k[0]) {
    case 'i':
        if (*i >= fl->n) return false;
        v->kind = CV_INTEGER; v->i = strtoll(fl->field[(*i)++], NULL, 10); v->type = type_integer(kind);
        return true;
    case 'l':
        if (*i >= fl->n) return false;
        v->kind = CV_LOGICAL; v->i = atoi(fl->field[(*i)++]); v->type = type_logical(kind);
        return true;
    case 'r':
        if (*i >= fl->n) return false;
        v->kind = CV_REAL; v->r = strtold(fl->field[(*i)++], NULL); v->type = type_real(kind);
        return true;
    case 'z':
        if (*i + 1 >= fl->n) return false;
        v->kind = CV_COMPLEX; v->r = strtold(fl->field[(*i)++], NULL); v->im = strtold(fl->field[(*i)++], NULL);
        v->type = type_complex(kind);
        return true;
    case 'c': {
        if (*i + 1 >= fl->n) return false;
        int64_t len = strtoll(fl->field[(*i)++], NULL, 10);
        const char *hex = fl->field[(*i)++];
        if (len < 0 || (len && (int64_t)strlen(hex) != 2 * len)) return false;
        char *buf = xmalloc((size_t)len + 1);
        for (int64_t j = 0; j < len; j++) {
            unsigned b;
            sscanf(hex + 2 * j, "%2x", &b);
            buf[j] = (char)b;
        }
        v->kind = CV_CHARACTER; v->s = buf; v->slen = len; v->type = type_character(len, kind);
        return true;
    }
    case 'a': {
        if (*i >= fl->n) return false;
        int64_t n = strtoll(fl->field[(*i)++], NULL, 10);
        if (n < 0 || n > 1000000) return false;
        v->kind = CV_ARRAY;
        v->nelems = n;
        v->elems = xmalloc((size_t)(n ? n : 1) * sizeof *v->elems);
        for (int64_t j = 0; j < n; j++)
            if (!parse_value(fl, i, &v->elems[j]))
                return false;
        return true;
    }
    default:
        return false;
    }
}

static unsigned hex(const char *s) { return (unsigned)strtoul(s, NULL, 16); }

static Symbol *read_cufmod(const char *path, const char *name, Loc loc) {
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    modloc = (Loc){path, 0, 0};
    char *line = NULL;
    size_t cap = 0;
    Fields fl;
    if (getline(&line, &cap, f) < 0 || strncmp(line, "cufmod ", 7) != 0 || atoi(line + 7) != CUFMOD_VERSION) {
        error_at(loc, "module file '%s' is not a cufmod version %d file (recompile the module)", path,
                 CUFMOD_VERSION);
        free(line);
        fclose(f);
        return NULL;
    }
    Symbol *mod = symbol_new(iname(name), SYM_MODULE, loc);
    mod->type = type_none();
    mod->module_scope = scope_new(SCOPE_MODULE, NULL, NULL);
    mod->module_scope->owner = mod;
    Scope *s = mod->module_scope;
    /* a submodule ("ancestor@name") sees its ancestor by host association */
    const char *at = strchr(name, '@');
    if (at) {
        Symbol *anc = find_module(intern(name, (size_t)(at - name)), false, true, loc);
        if (anc)
            s->parent = anc->module_scope;
    }
    Symbol *cur_type = NULL, *cur_proc = NULL;
    int lineno = 1;
    while (getline(&line, &cap, f) >= 0) {
        modloc.line = ++lineno;
        split(line, &fl);
        if (fl.n == 0)
            continue;
        const char *r = fl.field[0];
        if (!strcmp(r, "end")) {
            cur_type = cur_proc = NULL;
        } else if (!strcmp(r, "use") && fl.n >= 2) {
            Symbol *u = find_module(iname(fl.field[1]), false, false, loc);
            if (u)
                symlist_push(&s->used_modules, u);
        } else if (!strcmp(r, "alias") && fl.n >= 4) {
            Symbol *from = find_module(iname(fl.field[2]), false, false, loc);
            Symbol *orig = from ? scope_lookup_local(from->module_scope, iname(fl.field[3])) : NULL;
            if (orig) {
                use_import(s, iname(fl.field[1]), orig, from->name);
                Symbol *l = scope_lookup_local(s, iname(fl.field[1]));
                if (l && fl.n >= 5)
                    l->is_private = true;
            }
        } else if (!strcmp(r, "type") && fl.n >= 4) {
            cur_type = type_ref(s, fl.field[1]);
            cur_type->kind = SYM_DERIVED_TYPE;
            unsigned flags = hex(fl.field[2]);
            cur_type->is_abstract = flags & 1;
            cur_type->is_sequence = flags & 2;
            cur_type->is_bind_c = flags & 4;
            cur_type->is_private = flags & 8;
            cur_type->components = scope_new(SCOPE_DERIVED_TYPE, s, NULL);
            cur_type->components->owner = cur_type;
            if (strcmp(fl.field[3], "-"))
                cur_type->parent_type = type_ref(s, fl.field[3]);
        } else if (!strcmp(r, "comp") && cur_type && fl.n >= 6) {
            Symbol *c = symbol_new(iname(fl.field[1]), SYM_COMPONENT, modloc);
            c->type = with_dims(parse_type(fl.field[2], s), fl.field[3]);
            c->attrs = hex(fl.field[4]);
            c->cuda = hex(fl.field[5]);
            scope_insert(cur_type->components, c);
            if (c->attrs & (ATTR_KIND | ATTR_LEN))
                symlist_push(&cur_type->type_params, c);
        } else if (!strcmp(r, "bind") && cur_type && fl.n >= 5) {
            Symbol *b = symbol_new(iname(fl.field[1]), SYM_BINDING, modloc);
            b->binding_target_name = strcmp(fl.field[2], "-") ? iname(fl.field[2]) : NULL;
            b->attrs = hex(fl.field[3]);
            b->is_abstract = (b->attrs & ATTR_DEFERRED) != 0;
            b->pass_name = strcmp(fl.field[4], "-") ? iname(fl.field[4]) : NULL;
            b->scope = cur_type->components;
            symlist_push(&cur_type->bindings, b);
        } else if (!strcmp(r, "tgen") && cur_type && fl.n >= 2) {
            Symbol *g = symbol_new(iname(fl.field[1]), SYM_GENERIC, modloc);
            g->scope = cur_type->components;
            for (int i = 2; i < fl.n; i++)
                for (int j = 0; j < cur_type->bindings.len; j++)
                    if (!strcmp(cur_type->bindings.items[j]->name, fl.field[i]))
                        symlist_push(&g->specifics, cur_type->bindings.items[j]);
            symlist_push(&cur_type->bindings, g);
        } else if (!strcmp(r, "var") && fl.n >= 7) {
            Symbol *v = symbol_new(iname(fl.field[1]), SYM_VARIABLE, modloc);
            v->type = with_dims(parse_type(fl.field[2], s), fl.field[3]);
            v->attrs = hex(fl.field[4]);
            v->cuda = hex(fl.field[5]);
            v->is_private = !strcmp(fl.field[6], "private");
            v->is_module_var = true;
            v->is_declared = true;
            scope_insert(s, v);
        } else if (!strcmp(r, "param") && fl.n >= 5) {
            Symbol *p = symbol_new(iname(fl.field[1]), SYM_PARAMETER, modloc);
            p->type = with_dims(parse_type(fl.field[2], s), fl.field[3]);
            p->attrs = ATTR_PARAMETER;
            p->is_private = !strcmp(fl.field[4], "private");
            int i = 5;
            ConstValue v;
            if (parse_value(&fl, &i, &v)) {
                v.type = v.kind == CV_ARRAY ? p->type : v.type;
                p->value = xmalloc(sizeof *p->value);
                *p->value = v;
            }
            scope_insert(s, p);
        } else if (!strcmp(r, "proc") && fl.n >= 8) {
            Symbol *p = symbol_new(iname(fl.field[1]), SYM_PROCEDURE, modloc);
            p->proc_kind = PK_MODULE;
            p->is_function = !strcmp(fl.field[2], "fun");
            p->is_subroutine = !p->is_function;
            p->proc_attrs = hex(fl.field[3]);
            p->prefix = hex(fl.field[4]);
            p->attrs = hex(fl.field[5]);
            p->bind_name = strcmp(fl.field[6], "-") ? xstrdup(fl.field[6]) : NULL;
            p->is_private = !strcmp(fl.field[7], "private");
            p->has_explicit_iface = true;
            p->type = type_none();
            p->scope = s;
            p->body = scope_new(SCOPE_INTERFACE, s, NULL);
            p->body->owner = p;
            /* dummies of kernels and device procedures are device data */
            p->body->proc_attrs = p->proc_attrs;
            p->body->device = attrs_run_on_device(p->proc_attrs);
            if (!scope_insert(s, p))
                p->scope = s; /* named like its generic: reached through it */
            cur_proc = p;
        } else if (!strcmp(r, "dummy") && cur_proc && fl.n >= 2) {
            if (!strcmp(fl.field[1], "*") || fl.n < 6) {
                symlist_push(&cur_proc->dummies, NULL);
                continue;
            }
            Symbol *d = symbol_new(iname(fl.field[1]), SYM_VARIABLE, modloc);
            d->type = with_dims(parse_type(fl.field[2], s), fl.field[3]);
            d->attrs = hex(fl.field[4]);
            d->cuda = hex(fl.field[5]);
            d->ignore_tkr = fl.n > 6 ? hex(fl.field[6]) : 0;
            d->is_dummy = true;
            if (d->attrs & ATTR_EXTERNAL) {
                d->kind = SYM_PROCEDURE;
                d->proc_kind = PK_DUMMY;
            }
            scope_insert(cur_proc->body, d);
            symlist_push(&cur_proc->dummies, d);
        } else if (!strcmp(r, "result") && cur_proc && fl.n >= 5) {
            Symbol *res = symbol_new(iname(fl.field[1]), SYM_VARIABLE, modloc);
            res->type = with_dims(parse_type(fl.field[2], s), fl.field[3]);
            res->attrs = hex(fl.field[4]);
            res->is_result = true;
            scope_insert(cur_proc->body, res);
            cur_proc->result = res;
            cur_proc->type = res->type;
        } else if (!strcmp(r, "generic") && fl.n >= 4) {
            const char *gname = iname(fl.field[1]);
            Symbol *g = symbol_new(gname, SYM_GENERIC, modloc);
            g->type = type_none();
            g->is_private = !strcmp(fl.field[2], "private");
            if (strcmp(fl.field[3], "-"))
                g->iface = type_ref(s, fl.field[3]);
            /* a specific named like the generic was written just before */
            Symbol *same = scope_lookup_local(s, gname);
            for (int i = 4; i < fl.n; i++) {
                Symbol *sp = scope_lookup_local(s, iname(fl.field[i]));
                if (!sp) {
                    sp = symbol_new(iname(fl.field[i]), SYM_PROCEDURE, modloc);
                    sp->proc_kind = PK_EXTERNAL;
                }
                symlist_push(&g->specifics, sp);
            }
            if (same)
                scope_replace(s, g);
            else
                scope_insert(s, g);
        }
    }
    free(line);
    fclose(f);
    /* binding targets are procedures of the module */
    for (Symbol *t = s->first; t; t = t->next_in_scope)
        if (t->kind == SYM_DERIVED_TYPE)
            for (int i = 0; i < t->bindings.len; i++) {
                Symbol *b = t->bindings.items[i];
                if (b->kind == SYM_BINDING && b->binding_target_name)
                    b->binding_target = scope_lookup_local(s, b->binding_target_name);
            }
    return mod;
}

static bool file_exists(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

Symbol *module_load(const char *name, Loc loc, const char **searched) {
    const SemaOptions *opt = sema_options();
    const char *dirs[64];
    int n = 0;
    if (opt->module_out_dir)
        dirs[n++] = opt->module_out_dir;
    for (int i = 0; opt->module_dirs && opt->module_dirs[i] && n < 62; i++)
        dirs[n++] = opt->module_dirs[i];
    dirs[n++] = ".";
    char *list = "";
    for (int i = 0; i < n; i++)
        list = format("%s%s%s", list, i ? ", " : "", dirs[i]);
    *searched = list;
    for (int i = 0; i < n; i++) {
        const char *p = format("%s/%s.cufmod", dirs[i], name);
        if (file_exists(p))
            return read_cufmod(p, name, loc);
    }
    for (int i = 0; i < n; i++) {
        const char *p = format("%s/%s.mod", dirs[i], name);
        if (!file_exists(p))
            continue;
        Symbol *mod = symbol_new(iname(name), SYM_MODULE, loc);
        mod->type = type_none();
        mod->module_scope = scope_new(SCOPE_MODULE, NULL, NULL);
        mod->module_scope->owner = mod;
        if (gfmod_read(p, mod))
            return mod;
    }
    return NULL;
}
