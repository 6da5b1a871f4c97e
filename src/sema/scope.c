/* scope.c — symbols, scopes and their hash tables, implicit rules, and the
 * top-level driver sema_file(). */
#include "sema/sema.h"

#include <stdlib.h>
#include <string.h>

static const SemaOptions *current_options;
static Scope *global_scope;

const SemaOptions *sema_options(void) { return current_options; }
Scope *sema_global_scope(void) { return global_scope; }

void symlist_push(SymList *l, Symbol *s) {
    if (l->len == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 4;
        l->items = xrealloc(l->items, (size_t)l->cap * sizeof *l->items);
    }
    l->items[l->len++] = s;
}

/* Names are interned, so pointer identity is name identity; the hash only
 * spreads the pointers (FNV-1a; abi.c shortens long generated names by it). */
unsigned name_hash(const char *name) {
    unsigned h = 2166136261u;
    for (const char *p = name; *p; p++)
        h = (h ^ (unsigned char)*p) * 16777619u;
    return h;
}

Symbol *symbol_new(const char *name, SymbolKind kind, Loc loc) {
    Symbol *s = xmalloc(sizeof *s);
    s->name = name;
    s->kind = kind;
    s->loc = loc;
    return s;
}

Scope *scope_new(ScopeKind kind, Scope *parent, Node *node) {
    Scope *s = xmalloc(sizeof *s);
    s->kind = kind;
    s->parent = parent;
    s->node = node;
    s->nbuckets = kind == SCOPE_GLOBAL || kind == SCOPE_MODULE ? 256 : 32;
    s->buckets = xmalloc((size_t)s->nbuckets * sizeof *s->buckets);
    s->proc_attrs = PROC_HOST;
    if (parent) {
        s->device = parent->device;
        s->proc_attrs = parent->proc_attrs;
    }
    /* Implicit rules: a program unit starts from the default (F2008 5.5:
     * i-n integer, the rest real); contained units and BLOCKs inherit their
     * host's; interface bodies start afresh. */
    bool from_host = parent && parent->kind != SCOPE_GLOBAL && kind != SCOPE_INTERFACE &&
                     kind != SCOPE_DERIVED_TYPE;
    for (int c = 0; c < 26; c++) {
        if (from_host)
            s->implicit[c] = parent->implicit[c];
        else
            s->implicit[c] = c >= 'i' - 'a' && c <= 'n' - 'a' ? type_integer(kind_default_int)
                                                             : type_real(kind_default_real);
    }
    if (from_host)
        s->implicit_none_external = parent->implicit_none_external;
    return s;
}

Symbol *scope_lookup_local(Scope *s, const char *name) {
    if (!s || !name)
        return NULL;
    for (Symbol *p = s->buckets[name_hash(name) % (unsigned)s->nbuckets]; p; p = p->hash_next)
        if (p->name == name || strcmp(p->name, name) == 0)
            return p;
    return NULL;
}

/* The table grows with the scope (a unit may declare 10^5 names), so that
 * a lookup stays O(1) and declaring n names O(n). */
static void scope_grow(Scope *s) {
    int nb = s->nbuckets * 4;
    Symbol **b = xmalloc((size_t)nb * sizeof *b);
    for (int i = 0; i < s->nbuckets; i++) {
        Symbol *p = s->buckets[i];
        while (p) {
            Symbol *next = p->hash_next;
            unsigned k = name_hash(p->name) % (unsigned)nb;
            p->hash_next = b[k];
            b[k] = p;
            p = next;
        }
    }
    free(s->buckets);
    s->buckets = b;
    s->nbuckets = nb;
}

bool scope_insert(Scope *s, Symbol *sym) {
    if (scope_lookup_local(s, sym->name))
        return false;
    if (s->count >= 2 * s->nbuckets)
        scope_grow(s);
    unsigned b = name_hash(sym->name) % (unsigned)s->nbuckets;
    sym->hash_next = s->buckets[b];
    s->buckets[b] = sym;
    sym->next_in_scope = NULL;
    if (s->last)
        s->last->next_in_scope = sym;
    else
        s->first = sym;
    s->last = sym;
    s->count++;
    if (!sym->scope)
        sym->scope = s;
    return true;
}

void scope_replace(Scope *s, Symbol *sym) {
    Symbol **pp = &s->buckets[name_hash(sym->name) % (unsigned)s->nbuckets];
    for (; *pp; pp = &(*pp)->hash_next) {
        if (strcmp((*pp)->name, sym->name) == 0) {
            Symbol *old = *pp;
            sym->hash_next = old->hash_next;
            *pp = sym;
            /* keep the declaration-order list consistent */
            sym->next_in_scope = old->next_in_scope;
            if (s->first == old)
                s->first = sym;
            else
                for (Symbol *q = s->first; q; q = q->next_in_scope)
                    if (q->next_in_scope == old) {
                        q->next_in_scope = sym;
                        break;
                    }
            if (s->last == old)
                s->last = sym;
            return;
        }
    }
    scope_insert(s, sym);
}

Symbol *scope_declare(Scope *s, const char *name, Loc loc) {
    Symbol *sym = scope_lookup_local(s, name);
    if (!sym) {
        sym = symbol_new(name, SYM_UNKNOWN, loc);
        scope_insert(s, sym);
    }
    return sym;
}

static bool imported(Scope *iface, const char *name) {
    if (iface->import_all)
        return true;
    for (int i = 0; i < iface->imports.len; i++)
        if (strcmp(iface->imports.items[i]->name, name) == 0)
            return true;
    return false;
}

Symbol *scope_lookup(Scope *s, const char *name) {
    for (Scope *p = s; p; p = p->parent) {
        Symbol *sym = scope_lookup_local(p, name);
        if (sym)
            return sym;
        /* An interface body has no host association (F2008 12.4.3.2),
         * except through IMPORT; the global scope stays visible so that
         * external names keep their meaning. */
        if (p->kind == SCOPE_INTERFACE && p->parent && !imported(p, name)) {
            /* derived types stay visible: gfortran judges a missing IMPORT */
            Symbol *host = scope_lookup(p->parent, name);
            if (host && host->kind == SYM_DERIVED_TYPE)
                return host;
            while (p->parent && p->parent->kind != SCOPE_GLOBAL)
                p = p->parent;
        }
    }
    return NULL;
}

Scope *scope_unit(Scope *s) {
    while (s && (s->kind == SCOPE_BLOCK || s->kind == SCOPE_DERIVED_TYPE))
        s = s->parent;
    return s;
}

Type *implicit_type(Scope *s, const char *name) {
    int c = name[0] >= 'a' && name[0] <= 'z' ? name[0] - 'a' : -1;
    if (c < 0 || !s)
        return NULL; /* '$' or '_' names never have an implicit type */
    return s->implicit[c];
}

Symbol *type_find_component(Symbol *dtype, const char *name) {
    for (int depth = 0; dtype && depth < 64; depth++) {
        while (dtype->use_orig)
            dtype = dtype->use_orig;
        Symbol *c = scope_lookup_local(dtype->components, name);
        if (c)
            return c;
        for (int i = 0; i < dtype->bindings.len; i++)
            if (strcmp(dtype->bindings.items[i]->name, name) == 0)
                return dtype->bindings.items[i];
        /* the parent component has the parent type's name (F2008 4.5.7.2) */
        if (dtype->parent_type && strcmp(dtype->parent_type->name, name) == 0) {
            Symbol *pc = symbol_new(name, SYM_COMPONENT, dtype->loc);
            pc->type = type_derived(dtype->parent_type);
            return pc;
        }
        dtype = dtype->parent_type;
    }
    return NULL;
}

/* ------------------------------------------------------------ the driver */

bool scope_is_device(Scope *s) { return s && s->device; }

bool attrs_run_on_device(unsigned proc_attrs) {
    return (proc_attrs & (PROC_GLOBAL | PROC_DEVICE | PROC_GRID_GLOBAL)) != 0;
}

bool sema_file(Node *units, const SemaOptions *opt) {
    /* a copy: the emitters may ask after the caller's struct is gone */
    static SemaOptions options;
    static const SemaOptions defaults;
    options = opt ? *opt : defaults;
    current_options = &options;
    int errors_before = error_count();
    global_scope = scope_new(SCOPE_GLOBAL, NULL, NULL);
    sema_reset_modules();
    for (Node *u = units; u; u = u->next)
        decl_unit(u, global_scope);
    return error_count() == errors_before;
}
