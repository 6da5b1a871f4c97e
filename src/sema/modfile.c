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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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
        fprintf(f, "  dummy %s %s %s %x %x\n", d->name, type_code(d->type), dims_code(d->type), attrs, d->cuda);
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

bool modfile_write(Symbol *module, const char *dir) {
    const char *path = format("%s/%s.cufmod", dir ? dir : ".", module->name);
    const char *tmp = format("%s.tmp%d", path, (int)getpid_for_tmp());
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
    for (Symbol *sym = s->first; sym; sym = sym->next_in_scope)
        if (!sym->use_module && sym->kind == SYM_DERIVED_TYPE)
            write_type(f, sym);
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
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        error_plain("cannot write module file '%s'", path);
        return false;
    }
    return true;
}
