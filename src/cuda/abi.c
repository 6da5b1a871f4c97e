/* abi.c — the names that generated host code, generated device code and the
 * runtime agree on (docs/architecture.md, "Host/device calling convention";
 * runtime/include/cufrt.h).  Each name is built here and nowhere else. */
#include <string.h>
#include "cuda/cuda.h"

const char *abi_module_of(const Symbol *s) {
    const Symbol *o = sym_origin((Symbol *)s);
    if (o->scope && o->scope->owner && (o->scope->kind == SCOPE_MODULE || o->scope->kind == SCOPE_SUBMODULE))
        return o->scope->owner->name;
    if (s->use_module) return s->use_module;
    if (o->use_module) return o->use_module;
    return "";
}

/* A generated name as Fortran takes it, at most 63 characters (F2008
 * C301): a longer one (from a module or procedure name near that length)
 * keeps its first 54 and the hash of the whole, the same in every file and
 * in both halves. */
static const char *fit_name(const char *name) {
    if (strlen(name) <= MAX_NAME_LENGTH) return name;
    return format("%.*s_%08x", MAX_NAME_LENGTH - 9, name, name_hash(name));
}

/* The module part of a generated name: none for an external procedure,
 * also one that an interface body in a module declares (guide 3.1: a kernel
 * in another file, `interface; attributes(global) subroutine k(...)`), so
 * that the caller's name is the definition's.  A CUDA C kernel's stub is
 * made beside its interface, under the interface's module. */
static const char *name_module(const Symbol *s) {
    bool external = sym_origin((Symbol *)s)->proc_kind == PK_EXTERNAL && !proc_is_c_kernel(s);
    return external ? "" : abi_module_of(s);
}

static const char *qualified(const char *prefix, const Symbol *s, const char *sep) {
    return fit_name(format("%s%s%s%s", prefix, name_module(s), sep, sym_origin((Symbol *)s)->name));
}

const char *abi_launch_stub(const Symbol *k) { return qualified("cufl_", k, "_"); }
const char *abi_kernel_key(const Symbol *k) { return qualified("", k, ":"); }
const char *abi_device_name(const Symbol *p) {
    if (proc_is_c_kernel(p)) return sym_origin((Symbol *)p)->bind_name;
    /* module curand_device: the functions of runtime/include/cuf_curand.h */
    if (curand_procedure(p)) return format("cuf_%s", sym_origin((Symbol *)p)->name);
    return qualified(proc_is_kernel(p) ? "cufk_" : "cufd_", p, "_");
}
const char *abi_module_object(const Symbol *v) { return qualified("cufv_", v, "_"); }
const char *abi_module_address(const Symbol *v) { return qualified("cufa_", v, "_"); }
const char *abi_module_bounds(const Symbol *v) { return qualified("cufb_", v, "_"); }
const char *abi_module_init(const char *module) { return fit_name(format("cufi_%s", module)); }
const char *abi_module_init_fortran(const char *module) { return fit_name(format("cufc_init_%s", module)); }
const char *abi_module_interface(const char *module) { return fit_name(format("cufh_%s", module)); }

/* A module and its generic interface named alike, `program t` using a
 * module's texture t (guide 2.12.4). */
const char *abi_host_unit_name(const char *name, Scope *scope, bool module) {
    Symbol *s = scope ? scope_lookup_local(scope, name) : NULL;
    if (!s || s->kind == SYM_MODULE || s->kind == SYM_PROGRAM) return name;
    return module ? format("cufm_%s", name) : "cufc_main";
}

/* "m_sub": the names of the scoping units around `s`. */
static const char *unit_path(Scope *s) {
    const char *path = NULL;
    for (; s && s->kind != SCOPE_GLOBAL; s = s->parent)
        if (s->owner && s->owner->name && s->kind != SCOPE_BLOCK)
            path = path ? format("%s_%s", s->owner->name, path) : s->owner->name;
    return path ? path : "main";
}

const char *abi_cuf_name(Scope *unit, int line) { return format("cuf_%s_%d", unit_path(unit), line); }
const char *abi_cuf_stub(const CufLoop *l) { return fit_name(format("cufl_%s", l->name)); }
const char *abi_cuf_kernel(const CufLoop *l) { return fit_name(format("cufk_%s", l->name)); }
const char *abi_launch_auto(void) { return abi_c_int(CUFRT_LAUNCH_AUTO); }

/* Under -i8 gfortran makes a plain constant integer(8) (-fdefault-integer-8),
 * which an integer(c_int) dummy of cufc_rt or a stub does not take: the
 * constant carries its kind. */
const char *abi_c_int(long v) { return format(kind_default_int == 4 ? "%ld" : "%ld_4", v); }
