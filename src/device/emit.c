/* emit.c — the device translation unit: what goes in it and in which
 * order, procedure signatures, how each variable is reached, launch stubs
 * and module-data accessors.
 *
 * Layout of the generated .cu:
 *   the CUF_COOPERATIVE / CUF_HALF / CUF_PIPELINE defines where needed, #include
 *   "cuf_device.h" / "cuf_fortran.h", and where used "cuf_kernel.h" (!$cuf),
 *   "cuf_devrt.h" (dynamic parallelism), "cuf_curand.h" (module
 *   curand_device), "cuf_wmma.h" (real(2), wmma)
 *   struct types of derived types used in device code
 *   module data (definitions for modules of this file, extern otherwise)
 *   prototypes of every device procedure and kernel
 *   bodies
 *   extern "C" launch stubs cufl_<m>_<k> and accessors cufa_/cufb_, and
 *   the constructor registering module data and kernels by name
 * The calling convention between host and device halves is
 * docs/architecture.md "Host/device calling convention". */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "device/device.h"

/* ------------------------------------------------------------- buffers */



/* ------------------------------------------------------------- names */

bool dev_mark_done(DevEmitter *em, const void *key) {
    for (int i = 0; i < em->ndone; i++)
        if (em->done[i] == key) return false;
    em->done = xgrow(em->done, em->ndone, sizeof(void *));
    em->done[em->ndone++] = key;
    return true;
}

/* Names a Fortran entity cannot keep in C++: keywords, and names the
 * generated code or the CUDA headers use unqualified. */
static const char *const reserved_names[] = {
    "alignas", "alignof", "and", "asm", "auto", "bool", "break", "case", "catch", "char",
    "class", "const", "constexpr", "continue", "decltype", "default", "delete", "do", "double",
    "else", "enum", "explicit", "export", "extern", "false", "float", "for", "friend", "goto",
    "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "nullptr",
    "operator", "or", "private", "protected", "public", "register", "return", "short", "signed",
    "sizeof", "static", "struct", "switch", "template", "this", "throw", "true", "try",
    "typedef", "typeid", "typename", "union", "unsigned", "using", "virtual", "void",
    "volatile", "while", "xor", "main", "printf", "dim3", "min", "max", "abs", "exp", "log",
    "sqrt", "pow", "sin", "cos", "tan", "floor", "ceil", "round", "fabs", "fmod", "clock",
    "clock64", "assert", "errno", "stdin", "stdout", "stderr", "exit", "memcpy", "memset",
    "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "int8_t", "int16_t",
    "int32_t", "int64_t", "size_t", "NULL", "EOF", NULL};

const char *dev_cname(const char *name) {
    for (int i = 0; reserved_names[i]; i++)
        if (!strcmp(name, reserved_names[i])) return format("%s_", name);
    if (!strncmp(name, "cuf", 3)) return format("%s_", name);
    return name;
}

void dev_fail(DevProc *p, Loc loc, const char *construct) {
    error_at(loc, "%s is not supported in device code yet", construct);
    p->em->failed = true;
}

/* ------------------------------------------------------------- types */

static bool is_dim3(const Symbol *dtype) { return dtype && !strcmp(dtype->name, "dim3"); }

static void emit_struct(DevEmitter *em, Symbol *dtype);

const char *dev_ctype(DevEmitter *em, const Type *t) {
    if (!t) return "int";
    switch (t->kind) {
    case TY_INTEGER:
    case TY_LOGICAL:
        switch (t->kind_num) {
        case 1: return "signed char";
        case 2: return "short";
        case 8: return "long long";
        case 16: return "__int128"; /* g++ and nvcc (11.5+) both have it */
        default: return "int";
        }
    case TY_REAL:
        if (t->kind_num == 2 && em) em->uses_half_data = true;
        return t->kind_num == 8 ? "double" : t->kind_num == 2 ? "cuf_half" : "float";
    case TY_COMPLEX: return t->kind_num == 8 ? "cuf_c8" : "cuf_c4";
    case TY_CHARACTER: return "char";
    case TY_DERIVED: {
        Symbol *d = sym_origin(t->derived);
        if (is_dim3(d)) return "cuf_dim3";
        const char *state = curand_state_ctype(d); /* curand.c: a cuRAND state */
        if (state) {
            if (em) em->uses_curand = true;
            return state;
        }
        emit_struct(em, d);
        return format("cuft_%s_%s", abi_module_of(d), d->name);
    }
    default: return "int";
    }
}

/* A C struct with gfortran's layout for bind(c)-compatible components:
 * the components in order, arrays as C arrays in column-major order, and
 * arrays of device or managed data as gfortran's descriptors. */
static void emit_struct(DevEmitter *em, Symbol *dtype) {
    if (!dev_mark_done(em, dtype)) return;
    StrBuf b = {0};
    sb_printf(&b, "struct cuft_%s_%s {\n", abi_module_of(dtype), dtype->name);
    for (Symbol *c = dtype->components ? dtype->components->first : NULL; c; c = c->next_in_scope) {
        if (c->kind != SYM_COMPONENT || (c->attrs & (ATTR_KIND | ATTR_LEN))) continue;
        const char *ct = dev_ctype(em, c->type); /* may emit nested structs first */
        /* device or managed data that host code holds as a pointer: the
         * struct carries gfortran's descriptor of it (guide 3.2.1, 3.2.2) */
        if (host_holds_pointer(c) && c->type && c->type->rank > 0) {
            sb_printf(&b, "  cuf_gfc_array<%s, %d> %s;\n", ct, c->type->rank, dev_cname(c->name));
            continue;
        }
        if (c->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER)) {
            error_at(c->loc, "%s component '%s' is not supported in device code yet",
                     host_holds_pointer(c) ? "scalar allocatable" : "allocatable or pointer", c->name);
            em->failed = true;
            continue;
        }
        int64_t n = 1;
        if (c->type && c->type->rank > 0 && !type_const_size(c->type, &n)) {
            error_at(c->loc, "component '%s' of non-constant shape is not supported in device code yet",
                     c->name);
            em->failed = true;
        }
        /* character(len=L): L bytes per element */
        if (c->type && c->type->kind == TY_CHARACTER && c->type->len_kind == LEN_CONST) n *= c->type->len;
        if ((c->type && c->type->rank > 0) || n > 1)
            sb_printf(&b, "  %s %s[%lld];\n", ct, dev_cname(c->name), (long long)n);
        else
            sb_printf(&b, "  %s %s;\n", ct, dev_cname(c->name));
    }
    sb_puts(&b, "};\n");
    sb_puts(&em->types, sb_str(&b));
}

/* ------------------------------------------------------ procedures */

static bool is_assumed_shape(const Type *t) {
    return t && t->rank > 0 && t->dims && t->dims[0].kind == DIM_ASSUMED_SHAPE;
}

/* A `device, pointer` array dummy (guide 2.12.3): a cuf_array descriptor
 * with the pointer's bounds, base NULL when disassociated. */
static bool is_pointer_dummy(const Symbol *d) {
    return (d->attrs & ATTR_POINTER) && d->type && d->type->rank > 0 && d->type->kind != TY_DERIVED;
}

static bool is_intent_in_only(const Symbol *d) {
    return (d->attrs & ATTR_INTENT_INOUT) == ATTR_INTENT_IN;
}

const char *dev_pointer_qualifier(const Symbol *s) {
    if (!s->is_dummy || !s->type || (s->type->rank == 0 && (s->attrs & ATTR_VALUE)) || is_assumed_shape(s->type) ||
        is_pointer_dummy(s) || dev_string_dummy(s) || dev_wmma_param((Symbol *)s))
        return "";
    /* volatile (F2008 5.3.19): every reference reads memory, e.g. a flag
     * another thread or the host sets */
    return s->attrs & ATTR_VOLATILE ? "volatile " : is_intent_in_only(s) ? "const " : "";
}

/* C parameter declaration of dummy `d`. */
static const char *param_decl(DevEmitter *em, Symbol *d) {
    const char *fragment = dev_wmma_param(d); /* wmma.c */
    if (fragment) {
        em->uses_wmma = true;
        return fragment;
    }
    if (dev_string_dummy(d)) return dev_string_param_decl(d); /* chars.c */
    const char *ct = dev_ctype(em, d->type);
    const char *n = dev_cname(d->name);
    int rank = d->type ? d->type->rank : 0;
    if (is_assumed_shape(d->type) || is_pointer_dummy(d)) return format("cuf_array<%s, %d> %s", ct, rank, n);
    /* No __restrict__, though Fortran forbids modifying aliased dummies
     * (F2008 12.5.2.13): nvcc 13 then loads `c ? a[i] : b[i]` (MERGE, or
     * IF/ELSE setting one variable) through the read-only cache from the
     * selected pointer when b is a restrict array the kernel only reads,
     * and a thread that wrote a[i] reads the value from before its write
     * (tests/cuda/select_written_array.cuf, wrong on an H100). */
    if (rank == 0 && (d->attrs & ATTR_VALUE))
        return dev_optional_value(d) ? format("%s %s, bool %s", ct, n, dev_present_flag(d)) : format("%s %s", ct, n);
    return format("%s%s *%s", dev_pointer_qualifier(d), ct, n);
}

/* An OPTIONAL dummy (F2008 12.5.2.12) of a device procedure is a null
 * pointer, or a descriptor with a null base, when absent; an optional VALUE
 * scalar is followed by a bool parameter, true when present. */
bool dev_optional_value(const Symbol *d) {
    return (d->attrs & ATTR_OPTIONAL) && (d->attrs & ATTR_VALUE) && (!d->type || d->type->rank == 0);
}

const char *dev_present_flag(const Symbol *d) { return format("cufp_%s", d->name); }

/* "cufd_m_f(T *a, int b)" with return type and qualifiers. */
/* "256, 2": the values of a kernel prefix (constants: rules.c). */
static const char *const_list(const Node *values, Scope *s) {
    StrBuf b = {0};
    for (const Node *e = values; e; e = e->next) {
        int64_t v = 0;
        sema_const_int((Node *)e, s, &v);
        sb_printf(&b, "%s%lld", e == values ? "" : ", ", (long long)v);
    }
    return sb_str(&b);
}

Symbol *dev_array_result(Symbol *proc) {
    Symbol *o = sym_origin(proc);
    Symbol *r = o->is_function ? (o->result ? o->result : o) : NULL;
    return r && r->type && r->type->rank > 0 ? r : NULL;
}

static const char *proc_signature(DevEmitter *em, Symbol *proc) {
    Symbol *o = sym_origin(proc);
    Symbol *array_result = dev_array_result(o);
    bool kernel = proc_is_kernel(o);
    StrBuf b = {0};
    if (kernel) {
        sb_printf(&b, "%s__global__ void ", proc_is_c_kernel(o) ? "extern \"C\" " : "");
        const Node *u = o->decl;
        if (u && u->launch_bounds) sb_printf(&b, "__launch_bounds__(%s) ", const_list(u->launch_bounds, o->body));
        if (u && u->cluster_dims) sb_printf(&b, "__cluster_dims__(%s) ", const_list(u->cluster_dims, o->body));
    } else {
        const char *rt = "void";
        if (o->is_function && !array_result) {
            Symbol *r = o->result ? o->result : o;
            rt = dev_ctype(em, r->type);
        }
        sb_printf(&b, "extern \"C\" __device__ %s ", rt);
    }
    sb_printf(&b, "%s(", abi_device_name(proc));
    for (int i = 0; i < o->dummies.len; i++) {
        Symbol *d = o->dummies.items[i];
        sb_printf(&b, "%s%s", i ? ", " : "", d ? param_decl(em, d) : "int");
    }
    /* an array result is the caller's array, a hidden last argument
     * (arraycall.c) */
    if (array_result)
        sb_printf(&b, "%s%s *%s", o->dummies.len ? ", " : "", dev_ctype(em, array_result->type),
                  dev_cname(array_result->name));
    else if (o->dummies.len == 0) sb_puts(&b, "void");
    sb_puts(&b, ")");
    return format("%s", sb_str(&b));
}

bool dev_declare_proc(DevEmitter *em, Symbol *proc, Loc at) {
    Symbol *o = sym_origin(proc);
    /* The wmma module's procedures (guide 3.8.1.4) are expanded inline by
     * wmma.c where called; they have no C function */
    if (wmma_procedure(o)) {
        error_at(at, "'%s' of module wmma is not supported here yet", o->name);
        em->failed = true;
        return false;
    }
    /* module curand_device: cuf_curand.h declares them */
    if (curand_procedure(o)) {
        em->uses_curand = true;
        return true;
    }
    if (!dev_mark_done(em, o)) return true;
    for (int i = 0; i < o->dummies.len; i++)
        if (!o->dummies.items[i]) {
            error_at(o->loc, "alternate return in device procedure '%s' is not supported", o->name);
            em->failed = true;
            return false;
        }
    sb_printf(&em->protos, "%s;\n", proc_signature(em, o));
    return true;
}

/* --------------------------------------------------------- variables */

DevVar *dev_new_var(DevProc *p, Symbol *s, const char *cname) {
    p->vars = xgrow(p->vars, p->nvars, sizeof(DevVar *));
    DevVar *v = xmalloc(sizeof *v);
    p->vars[p->nvars++] = v;
    v->sym = s;
    v->cname = cname;
    v->base = cname;
    v->rank = s->type && s->type->rank > 0 ? s->type->rank : 0;
    /* lower bounds 1 and unknown extents until the declaration sets them:
       uses of a variable whose declaration failed (dev_fail) still emit */
    for (int k = 0; k < v->rank; k++) {
        v->lb[k] = "1";
        v->sm[k] = "1";
    }
    return v;
}

static const char *int_text(int64_t v) { return format("%lld", (long long)v); }

static bool is_const_text(const char *t) {
    if (*t == '-') t++;
    if (!*t) return false;
    for (; *t; t++)
        if (*t < '0' || *t > '9') return false;
    return true;
}

/* A bound of integer kind 8 or more (`real :: a(n)` with `integer(8) :: n`):
 * its locals and the index arithmetic are 64-bit, not int (issue 12). */
static bool wide_bound(const Node *e) {
    return e && e->type && e->type->kind == TY_INTEGER && e->type->kind_num >= 8;
}

/* A bound expression as C text; non-constant ones are evaluated once at
 * procedure entry (F2008 5.3.8.2: specification expressions). */
static const char *bound_text(DevProc *p, Node *e, bool known, int64_t val, const char *local) {
    if (known) return int_text(val);
    int64_t c;
    if (e && sema_const_int(e, p->scope, &c)) return int_text(c);
    if (!e) return "1";
    const char *t = dev_expr(p, e);
    sb_printf(&p->decls, "  const %s %s = %s;\n", wide_bound(e) ? "long long" : "int", local, t);
    return local;
}

/* Explicit-shape / assumed-size bounds of `v` from its declared type. */
static void set_explicit_bounds(DevProc *p, DevVar *v) {
    Type *t = v->sym->type;
    const char *sm = "1";
    for (int k = 0; k < v->rank; k++) {
        ArrayDim *d = &t->dims[k];
        v->lb[k] = bound_text(p, d->lower, d->lower_known || !d->lower, d->lower ? d->lower_val : 1,
                              format("cuf_lb%d_%s", k + 1, v->cname));
        v->sm[k] = sm;
        if (d->kind == DIM_ASSUMED_SIZE) {
            v->ext[k] = NULL;
            break;
        }
        if (d->lower_known && d->upper_known) {
            int64_t e = d->upper_val - d->lower_val + 1;
            v->ext[k] = int_text(e < 0 ? 0 : e);
        } else {
            const char *ub = bound_text(p, d->upper, d->upper_known, d->upper_val,
                                        format("cuf_ub%d_%s", k + 1, v->cname));
            const char *e = is_const_text(v->lb[k]) && !strcmp(v->lb[k], "1")
                                ? ub : format("%s - %s + 1", ub, v->lb[k]);
            const char *local = format("cuf_n%d_%s", k + 1, v->cname);
            bool wide = wide_bound(d->lower) || wide_bound(d->upper);
            sb_printf(&p->decls, "  const %s %s = cuf_max(%s, %s);\n", wide ? "long long" : "int", local, e,
                      wide ? "0LL" : "0");
            v->ext[k] = local;
        }
        if (is_const_text(sm) && is_const_text(v->ext[k]))
            sm = int_text(atoll(sm) * atoll(v->ext[k]));
        else if (!strcmp(sm, "1"))
            sm = v->ext[k];
        else
            sm = format("%s * %s", sm, v->ext[k]);
    }
    /* -g: constant bounds get the names the others have, so that gdb can
     * find element a(i, j) (runtime/emu/cufemu-gdb.py, `cufemu print`) */
    for (int k = 0; p->em->opt->debug && k < v->rank; k++) {
        if (is_const_text(v->lb[k]))
            sb_printf(&p->decls, "  [[maybe_unused]] static constexpr long long cuf_lb%d_%s = %s;\n", k + 1, v->cname,
                      v->lb[k]);
        if (v->ext[k] && is_const_text(v->ext[k]))
            sb_printf(&p->decls, "  [[maybe_unused]] static constexpr long long cuf_n%d_%s = %s;\n", k + 1, v->cname,
                      v->ext[k]);
        if (!v->ext[k]) break;
    }
}

/* Bounds read from a cuf_array descriptor named `d`; declared constant
 * lower bounds are used directly (the stub stores the same values). */
static void set_desc_bounds(DevVar *v, const char *d, bool declared_lb) {
    Type *t = v->sym->type;
    v->desc = true;
    v->base = format("%s.base", d);
    for (int k = 0; k < v->rank; k++) {
        ArrayDim *dim = &t->dims[k];
        if (declared_lb && (!dim->lower || dim->lower_known))
            v->lb[k] = int_text(dim->lower ? dim->lower_val : 1);
        else
            v->lb[k] = format("%s.lb[%d]", d, k);
        v->ext[k] = format("%s.ext[%d]", d, k);
        v->sm[k] = format("%s.sm[%d]", d, k);
    }
}

static bool is_builtin(const Symbol *s) {
    return s->loc.file && !strcmp(s->loc.file, "<built-in>");
}

static bool module_in_file(DevEmitter *em, const char *mod) {
    for (Node *u = em->units; u; u = u->next)
        if (u->kind == N_MODULE && u->name && !strcmp(u->name, mod)) return true;
    return false;
}

static const char *data_space(const Symbol *s) {
    if (mem_declared(s) == MEM_CONSTANT) return "__constant__";
    if (mem_declared(s) == MEM_MANAGED) return "__managed__";
    return "__device__";
}

/* Module variable reached from device code: cufv_<m>_<v> (abi.md 2). */
static DevVar *module_var(DevProc *p, Symbol *o) {
    const char *mod = abi_module_of(o);
    DevVar *v = dev_new_var(p, o, abi_module_object(o)); /* module data with a device object: rules.c */
    if (o->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER)) {
        set_desc_bounds(v, v->cname, false);
    } else if (v->rank > 0) {
        set_explicit_bounds(p, v);
    }
    if (!module_in_file(p->em, mod) && dev_mark_done(p->em, o)) {
        const char *ct = dev_ctype(p->em, o->type);
        if (o->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER))
            sb_printf(&p->em->head, "extern __device__ cuf_array<%s, %d> %s;\n", ct, v->rank, v->cname);
        else
            sb_printf(&p->em->head, "extern %s %s %s%s;\n", data_space(o), ct, v->cname,
                      v->rank > 0 ? "[]" : "");
    }
    return v;
}

DevVar *dev_var(DevProc *p, Symbol *s) {
    if (!s) return NULL;
    Symbol *o = sym_origin(s);
    for (int i = 0; i < p->nvars; i++)
        if (p->vars[i]->sym == o) return p->vars[i];
    if (o->kind != SYM_VARIABLE || is_builtin(o)) return NULL;
    if (o->is_module_var) return module_var(p, o);
    return NULL;
}

/* " = value" of an initialised module variable or device-code constant local. */
static const char *const_init(DevEmitter *em, Symbol *s) {
    if (!s->init) return "";
    ConstValue v;
    if (!sema_const_eval(s->init, s->scope, &v) || !const_convert(&v, s->type, &v)) {
        error_at(s->loc, "initializer of '%s' must be a constant expression", s->name);
        em->failed = true;
        return "";
    }
    const char *ct = dev_ctype(em, s->type);
    StrBuf b = {0};
    ConstValue *items = v.kind == CV_ARRAY ? v.elems : &v;
    int64_t n = v.kind == CV_ARRAY ? v.nelems : 1;
    sb_puts(&b, v.kind == CV_ARRAY ? " = {" : " = ");
    for (int64_t i = 0; i < n; i++) {
        ConstValue *e = &items[i];
        if (i) sb_puts(&b, ", ");
        switch (e->kind) {
        case CV_INTEGER:
        case CV_LOGICAL: sb_printf(&b, "%lld", (long long)e->i); break;
        case CV_REAL: sb_printf(&b, "(%s)%.17Lg", ct, e->r); break;
        case CV_COMPLEX: sb_printf(&b, "{%.17Lg, %.17Lg}", e->r, e->im); break;
        default:
            error_at(s->loc, "initializer of '%s' is not supported in device code yet", s->name);
            em->failed = true;
        }
    }
    if (v.kind == CV_ARRAY) sb_puts(&b, "}");
    return format("%s", sb_str(&b));
}

bool dev_declare_local(DevProc *p, DevVar *v) {
    const char *ct = dev_ctype(p->em, v->sym->type);
    int64_t n = 0;
    if (v->rank > 0 && !type_const_size(v->sym->type, &n)) return false;
    if (v->rank > 0) {
        sb_printf(&p->decls, "  %s %s[%lld];\n", ct, v->cname, (long long)n);
        set_explicit_bounds(p, v);
    } else {
        sb_printf(&p->decls, "  %s %s;\n", ct, v->cname);
    }
    return true;
}

/* Cray pointee x of `pointer (p, x)` (PGI; nvfortran takes it in device
 * code): x is the memory at the address p holds, read anew at each
 * reference, a scalar `(*(T *)p)` or an array of x's declared bounds from
 * `(T *)p`. */
static void cray_pointee(DevProc *p, Symbol *x) {
    DevVar *ptr = dev_var(p, x->cray_pointer);
    if (x->kind != SYM_VARIABLE || !ptr || ptr->rank) {
        dev_fail(p, x->loc, format("Cray pointee '%s' of this kind", x->name));
        return;
    }
    const char *addr = format("((%s *)%s%s%s)", dev_ctype(p->em, x->type), ptr->by_ref ? "(*" : "", ptr->cname,
                              ptr->by_ref ? ")" : "");
    DevVar *v = dev_new_var(p, x, addr);
    v->by_ref = v->rank == 0;
    if (v->rank) {
        v->cname = dev_cname(x->name); /* names its bounds' locals */
        set_explicit_bounds(p, v);
    }
}

/* A thread's array of strings of constant shape: the elements' chars one
 * after another, an element's subscripts striding its length (chars.c reads
 * element a(i) as a view of the chars from its first). */
static void declare_string_array(DevProc *p, DevVar *v) {
    Symbol *s = v->sym;
    int64_t n = 0, len = s->type->len;
    set_explicit_bounds(p, v);
    for (int k = 0; k < v->rank; k++)
        v->sm[k] = is_const_text(v->sm[k]) ? int_text(atoll(v->sm[k]) * len) : format("%s * %lld", v->sm[k], (long long)len);
    if (!type_const_size(s->type, &n) || s->has_init) {
        dev_fail(p, s->loc, format("array of character strings '%s' of non-constant shape or with an initializer",
                                   s->name));
        return;
    }
    sb_printf(&p->decls, "  char %s[%lld];\n", v->cname, (long long)(n * len > 0 ? n * len : 1));
}

static void declare_locals(DevProc *p, Scope *scope, Symbol *res);

/* Declarations of the dummies' bounds and of the locals; false when the
 * body cannot be translated (its result is not). */
static bool setup_vars(DevProc *p) {
    Symbol *proc = p->sym;
    /* dummies first: bounds may refer to any of them */
    for (int i = 0; i < proc->dummies.len; i++) {
        Symbol *d = proc->dummies.items[i];
        if (!d) continue;
        DevVar *v = dev_new_var(p, d, dev_cname(d->name));
        v->by_ref = v->rank == 0 && !(d->attrs & ATTR_VALUE);
        if (dev_string_dummy(d)) {
            v->by_ref = false;
            if (proc_is_kernel(proc)) /* host code would pass a descriptor */
                dev_fail(p, d->loc, format("character dummy '%s' of a kernel", d->name));
            else
                dev_declare_string_dummy(p, v);
        } else if (d->type && d->type->kind == TY_CHARACTER && (d->type->len_kind != LEN_CONST || d->type->len != 1)) {
            dev_fail(p, d->loc, format("character dummy '%s' of length other than 1", d->name));
        }
        if ((d->attrs & ATTR_OPTIONAL) && (dev_string_dummy(d) || dev_wmma_param(d) || is_pointer_dummy(d)))
            dev_fail(p, d->loc, format("optional dummy '%s' of this type", d->name));
        if ((d->attrs & ATTR_ALLOCATABLE) || ((d->attrs & ATTR_POINTER) && !is_pointer_dummy(d)))
            dev_fail(p, d->loc, format("%s dummy '%s'", (d->attrs & ATTR_ALLOCATABLE) ? "allocatable"
                                       : d->type && d->type->rank > 0 ? "derived-type pointer" : "scalar pointer",
                                       d->name));
    }
    int ndummies = p->nvars; /* bounds may add module variables */
    for (int i = 0; i < ndummies; i++) {
        DevVar *v = p->vars[i];
        if (v->rank == 0) continue;
        if (is_pointer_dummy(v->sym)) {
            set_desc_bounds(v, v->cname, false);
        } else if (is_assumed_shape(v->sym->type)) {
            set_desc_bounds(v, v->cname, true);
            /* u(lo:) with lo another dummy: the bound evaluated on entry
             * (F2008 5.3.8.3); the descriptor's own is the caller's */
            for (int k = 0; k < v->rank; k++) {
                ArrayDim *d = &v->sym->type->dims[k];
                if (d->lower && !d->lower_known)
                    v->lb[k] = bound_text(p, d->lower, false, 0, format("cuf_lb%d_%s", k + 1, v->cname));
            }
        } else {
            set_explicit_bounds(p, v);
        }
    }
    /* locals, function result, shared memory */
    Symbol *res = proc->is_function ? proc->result : NULL;
    Symbol *array_res = dev_array_result(proc);
    if (array_res && (array_res->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER))) {
        dev_fail(p, array_res->loc, format("%s array result of function '%s'",
                                           array_res->attrs & ATTR_POINTER ? "pointer" : "allocatable", proc->name));
        return false;
    }
    if (array_res) /* the caller's temporary, of the declared shape (proc_signature) */
        set_explicit_bounds(p, dev_new_var(p, array_res, dev_cname(array_res->name)));
    declare_locals(p, p->scope, res);
    if (proc->is_function && !res) {
        error_at(proc->loc, "function '%s' has no result variable", proc->name);
        p->em->failed = true;
    } else if (res && !p->result && !array_res) {
        /* result named like the function and not listed in the scope */
        DevVar *v = dev_new_var(p, res, dev_cname(res->name));
        sb_printf(&p->decls, "  %s %s;\n", dev_ctype(p->em, res->type), v->cname);
        p->result = v->cname;
    }
    return true;
}

/* The locals of a procedure's scope, or of a BLOCK construct's (F2008
 * 8.1.4) among the procedure's: a block's get C names of their own (two
 * blocks may both declare x) and must have a constant size, as they are
 * declared on entry to the procedure. */
static void declare_locals(DevProc *p, Scope *scope, Symbol *res) {
    bool in_block = scope->kind == SCOPE_BLOCK;
    Symbol *array_res = in_block ? NULL : dev_array_result(p->sym);
    for (Symbol *s = scope->first; s; s = s->next_in_scope) {
        if (dev_wmma_declare(p, s)) continue; /* wmma.c */
        if (s->kind != SYM_VARIABLE || s->is_dummy || s->use_orig || is_builtin(s) || s == array_res ||
            s->cray_pointer)
            continue;
        if (s->is_module_var || (in_block && dev_var(p, s))) continue; /* a !$cuf loop's private: cuf_kernel.c */
        const char *ct = dev_ctype(p->em, s->type);
        DevVar *v = dev_new_var(p, s, in_block ? format("cuf_b%d_%s", ++p->nblock_locals, s->name)
                                               : dev_cname(s->name));
        int64_t size = 0;
        if (in_block && ((s->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER)) ||
                         (v->rank > 0 && !type_const_size(s->type, &size)))) {
            dev_fail(p, s->loc, format("allocatable, pointer or automatic local '%s' of a BLOCK construct",
                                       s->name));
            continue;
        }
        if (s->type && s->type->kind == TY_CHARACTER && !dev_string_local(s) && s->type->len != 1) {
            dev_fail(p, s->loc, format("character variable '%s' of non-constant length", s->name));
            continue;
        }
        if (dev_string_local(s)) {
            if (mem_space(s) == MEM_SHARED || (s->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER)))
                dev_fail(p, s->loc, format("shared, allocatable or pointer character string '%s'", s->name));
            else if (s == res)
                dev_fail(p, s->loc, format("character string result of function '%s'", p->sym->name));
            else if (v->rank > 0)
                declare_string_array(p, v);
            else
                dev_declare_string(p, v);
            continue;
        }
        if (s->has_init && mem_space(s) != MEM_SHARED) {
            /* never modified (rules.c, guide 2.5.6): a per-thread constant */
            int64_t n = 1;
            if (v->rank > 0 && !type_const_size(s->type, &n)) {
                dev_fail(p, s->loc, format("initialized local array '%s' of non-constant shape", s->name));
                continue;
            }
            sb_printf(&p->decls, "  const %s %s", ct, v->cname);
            if (v->rank > 0) sb_printf(&p->decls, "[%lld]", (long long)n);
            sb_printf(&p->decls, "%s;\n", const_init(p->em, s));
            if (v->rank > 0) set_explicit_bounds(p, v);
            continue;
        }
        if ((s->attrs & ATTR_ALLOCATABLE) && v->rank > 0 && !(s->attrs & ATTR_SAVE) && mem_space(s) != MEM_SHARED) {
            /* allocatable array (guide 2.6.2: device arrays can be allocated
             * in device code): each thread's own descriptor, memory from the
             * device heap (ALLOCATE, cudaMalloc), freed before every return
             * (F2008 6.7.3.2) */
            sb_printf(&p->decls, "  cuf_array<%s, %d> %s = {};\n", ct, v->rank, v->cname);
            set_desc_bounds(v, v->cname, false);
            sb_printf(&p->cleanup, "free(%s.base); ", v->cname);
            continue;
        }
        if (s->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER)) {
            dev_fail(p, s->loc, format("%s local '%s'", (s->attrs & ATTR_POINTER) ? "pointer"
                                       : v->rank ? "saved or shared allocatable" : "scalar allocatable", s->name));
            continue;
        }
        int64_t n = 0;
        bool fixed = v->rank == 0 || type_const_size(s->type, &n);
        if (mem_space(s) == MEM_SHARED) {
            if (fixed) {
                /* 32-byte aligned: wmma tiles start at 256-bit boundaries (cuf_wmma.h) */
                if (v->rank > 0) sb_printf(&p->decls, "  __shared__ __align__(32) %s %s[%lld];\n", ct, v->cname, (long long)n);
                else sb_printf(&p->decls, "  __shared__ %s %s;\n", ct, v->cname);
                if (v->rank > 0) set_explicit_bounds(p, v);
                continue;
            }
            /* s(*): the launch's dynamic shared memory; automatic
             * s(n): laid out one after another in it (guide 3.2.5,
             * book ch.3 sharedExample). */
            set_explicit_bounds(p, v);
            bool assumed = s->type->dims[v->rank - 1].kind == DIM_ASSUMED_SIZE;
            if (assumed || !p->shared_offset) {
                sb_printf(&p->decls, "  %s *const %s = CUF_DYNSHARED(%s);\n", ct, v->cname, ct);
            } else {
                sb_printf(&p->decls, "  %s *const %s = (%s *)(CUF_DYNSHARED(char) + %s);\n", ct, v->cname, ct,
                          p->shared_offset);
            }
            if (!assumed) {
                const char *bytes = format("sizeof(%s)", ct);
                for (int k = 0; k < v->rank; k++) bytes = format("%s * %s", bytes, v->ext[k]);
                const char *end = p->shared_offset ? format("%s + %s", p->shared_offset, bytes) : bytes;
                /* keep every array 16-byte aligned */
                p->shared_offset = format("((%s + 15) & ~(size_t)15)", end);
            }
            continue;
        }
        if (!fixed) {
            /* automatic array (F2008 5.3.8.2): each thread's own, from the
             * device heap, freed before every return */
            set_explicit_bounds(p, v);
            const char *bytes = format("sizeof(%s)", ct);
            for (int k = 0; k < v->rank; k++) bytes = format("%s * (size_t)%s", bytes, v->ext[k]);
            sb_printf(&p->decls, "  %s *const %s = (%s *)cuf_auto_alloc(%s, \"%s\");\n", ct, v->cname, ct, bytes,
                      s->name);
            sb_printf(&p->cleanup, "free(%s); ", v->cname);
            continue;
        }
        dev_declare_local(p, v);
        if (s == res) p->result = v->cname;
    }
    for (Symbol *s = scope->first; s; s = s->next_in_scope)
        if (s->cray_pointer) cray_pointee(p, s);
}

static void add_goto_target(DevProc *p, long long label) {
    if (label <= 0 || label > 99999) return; /* labels have at most 5 digits */
    if (!p->goto_targets) p->goto_targets = xmalloc(100000 / 8 + 1);
    p->goto_targets[label / 8] |= (unsigned char)(1u << (label % 8));
}

/* What a body needs declared before its statements are emitted: the GOTO
 * targets (labels are only emitted where jumped to) and the locals of its
 * BLOCK constructs. */
void dev_prescan(DevProc *p, Node *n) {
    for (; n; n = n->next) {
        if (n->kind == N_GOTO) {
            add_goto_target(p, n->ival);
        } else if (n->kind == N_COMPUTED_GOTO) {
            for (Node *l = n->list; l; l = l->next) add_goto_target(p, atoll(l->str));
        } else if (n->kind == N_BLOCK && n->scope) {
            declare_locals(p, n->scope, NULL);
        }
        dev_prescan(p, n->body);
        dev_prescan(p, n->orelse);
        if (n->kind == N_SELECT_CASE) dev_prescan(p, n->list);
    }
}

static void emit_proc(DevEmitter *em, Node *unit) {
    Symbol *proc = unit->sym;
    if (!proc || !unit->scope) return;
    DevProc p = {0};
    p.em = em;
    p.unit = unit;
    p.sym = proc;
    p.scope = unit->scope;
    p.kernel = proc_is_kernel(proc);
    p.indent = 1;
    dev_declare_proc(em, proc, proc->loc);
    if (setup_vars(&p)) {
        dev_prescan(&p, unit->body);
        dev_stmts(&p, unit->body);
    }
    StrBuf *c = &em->code;
    const char *line = format("#line %d %s\n", unit->loc.line, c_quoted(unit->loc.file));
    sb_printf(c, "\n%s%s {\n", line, proc_signature(em, proc));
    /* -g: the code of the declarations (bounds evaluated on entry) is on the
     * procedure statement's line, so that gdb does not stop in it at a
     * breakpoint on one of the Fortran lines that follow */
    for (const char *d = sb_str(&p.decls); *d;) {
        size_t n = strcspn(d, "\n") + (strchr(d, '\n') != NULL);
        if (em->opt->debug) sb_puts(c, line);
        sb_putn(c, d, n);
        d += n;
    }
    sb_puts(c, sb_str(&p.body));
    if (p.cleanup.len) sb_printf(c, "  %s\n", sb_str(&p.cleanup));
    if (p.result) sb_printf(c, "  return %s;\n", p.result);
    sb_puts(c, "}\n");
}

/* ------------------------------------------------------ launch stubs */

const char *dev_stub_stream(int n, const char *args) {
    if (!n) return "  cudaStream_t st = (cudaStream_t)cufrt_launch_stream(stream, 0, nullptr);\n";
    return format("  CFI_cdesc_t *const device_args[] = {%s};\n"
                  "  cudaStream_t st = (cudaStream_t)cufrt_launch_stream(stream, %d, device_args);\n", args, n);
}

static void emit_stub(DevEmitter *em, Symbol *k) {
    const char *kname = abi_device_name(k);
    StrBuf b = {0};
    sb_printf(&b, "\nextern \"C\" void %s(int gx, int gy, int gz, int bx, int by, int bz, "
                  "long long shmem, long long stream", abi_launch_stub(k));
    for (int i = 0; i < k->dummies.len; i++) sb_printf(&b, ", CFI_cdesc_t *a%d", i + 1);
    sb_puts(&b, ") {\n");
    StrBuf args = {0}, by_ref = {0};
    int nref = 0;
    for (int i = 0; i < k->dummies.len; i++) {
        Symbol *d = k->dummies.items[i];
        if (!d) continue;
        if (!(d->attrs & ATTR_VALUE)) sb_printf(&by_ref, "%sa%d", nref++ ? ", " : "", i + 1);
        const char *ct = dev_ctype(em, d->type);
        int rank = d->type ? d->type->rank : 0;
        const char *a, *absent = NULL;
        if (d->attrs & ATTR_OPTIONAL) /* an absent actual: a null descriptor, passed on as {} */
            absent = dev_optional_value(d) ? format("%s{}", ct)
                     : is_assumed_shape(d->type) ? format("cuf_array<%s, %d>{}", ct, rank)
                     : format("(%s%s *)nullptr", is_intent_in_only(d) ? "const " : "", ct);
        if (is_pointer_dummy(d)) {
            a = format("cuf_stub_pointer<%s, %d>(a%d, \"%s\")", ct, rank, i + 1, d->name);
        } else if (is_assumed_shape(d->type)) {
            StrBuf lb = {0};
            for (int j = 0; j < rank; j++) /* a bound not known here: the kernel's (setup_vars) */
                sb_printf(&lb, "%s%lld", j ? ", " : "",
                          (long long)(d->type->dims[j].lower && d->type->dims[j].lower_known
                                          ? d->type->dims[j].lower_val : 1));
            sb_printf(&b, "  static const int lb%d[%d] = {%s};\n", i + 1, rank, sb_str(&lb));
            a = format("cuf_stub_array<%s, %d>(a%d, lb%d, \"%s\")", ct, rank, i + 1, i + 1, d->name);
        } else if (rank > 0 || !(d->attrs & ATTR_VALUE)) {
            a = format("(%s%s *)a%d->base_addr", is_intent_in_only(d) ? "const " : "", ct, i + 1);
        } else if (d->type && d->type->kind == TY_DERIVED) {
            a = format("cuf_stub_struct<%s>(a%d)", ct, i + 1);
        } else {
            a = format("cuf_stub_value<%s>(a%d)", ct, i + 1);
        }
        if (absent) a = format("a%d ? %s : %s", i + 1, a, absent);
        if (dev_optional_value(d)) a = format("%s, a%d != nullptr", a, i + 1);
        sb_printf(&args, ",\n             %s", a);
    }
    /* grid_global kernels: a cooperative launch (guide 2.5.5, 4.8); in
     * emulation, kernels whose threads never wait for each other run each
     * thread to its end (cuda/waits.c) */
    const char *coop = proc_is_grid_global(k) ? "_COOP" : "";
    em->uses_coop |= *coop != 0;
    const char *how = *coop ? coop : em->opt->emu && !kernel_may_wait(k) ? "_STRAIGHT" : "";
    sb_printf(&b, "  if (gx == CUFRT_LAUNCH_AUTO || bx == CUFRT_LAUNCH_AUTO) "
                  "cuf_stub%s_config(%s, &gx, &gy, &gz, &bx, &by, &bz, shmem);\n",
              *coop ? "_coop" : "", kname);
    sb_puts(&b, dev_stub_stream(nref, sb_str(&by_ref)));
    sb_printf(&b, "  CUF_LAUNCH%s(%s, dim3(gx, gy, gz), dim3(bx, by, bz), shmem, st%s);\n}\n",
              how, kname, sb_str(&args));
    sb_puts(&em->stubs, sb_str(&b));
    sb_printf(&em->registry, "  cufrt_register_kernel(\"%s\", \"%s\", (const void *)%s);\n", abi_module_of(k),
              k->name, kname);
}

/* -------------------------------------------------------- module data */

/* Definitions and accessors of a module's device/constant/managed data; the
 * static ones also go into `registry`, the calls that make them known by
 * name (guide 4.9.4, runtime/cufrt/cufrt_symbols.c). */
static void emit_module_data(DevEmitter *em, Node *mod, StrBuf *registry) {
    Scope *sc = mod->scope;
    if (!sc) return;
    for (Symbol *s = sc->first; s; s = s->next_in_scope) {
        if (s->kind != SYM_VARIABLE || s->use_orig) continue;
        if (!module_gpu_var(s)) continue;
        if (!dev_mark_done(em, s)) continue;
        const char *ct = dev_ctype(em, s->type);
        const char *name = abi_module_object(s);
        int rank = s->type ? s->type->rank : 0;
        if (s->attrs & (ATTR_ALLOCATABLE | ATTR_POINTER)) {
            sb_printf(&em->head, "__device__ cuf_array<%s, %d> %s;\n", ct, rank > 0 ? rank : 1, name);
            sb_printf(&em->stubs,
                      "\nextern \"C\" void %s(CFI_cdesc_t *a, const long long *lb) {\n"
                      "  cuf_array<%s, %d> d = cuf_stub_module_array<%s, %d>(a, lb);\n"
                      "  cudaMemcpyToSymbol(%s, &d, sizeof d);\n}\n",
                      abi_module_bounds(s), ct, rank > 0 ? rank : 1, ct, rank > 0 ? rank : 1, name);
            continue;
        }
        int64_t n = 1;
        if (rank > 0) type_const_size(s->type, &n); /* constant: rules.c */
        sb_printf(&em->head, "%s %s %s", data_space(s), ct, name);
        if (rank > 0) sb_printf(&em->head, "[%lld]", (long long)n);
        sb_printf(&em->head, "%s;\n", const_init(em, s));
        sb_printf(&em->stubs,
                  "\nextern \"C\" void *%s(void) {\n"
                  "  void *p = 0;\n  cudaGetSymbolAddress(&p, %s);\n  return p;\n}\n",
                  abi_module_address(s), name);
        sb_printf(registry, "  cufrt_register_symbol(\"%s\", \"%s\", (const void *)&%s);\n", mod->name, s->name,
                  name);
        /* the emulation's cudaGetSymbolSize knows registered sizes */
        sb_printf(registry, "#ifdef CUF_EMU\n  cufemu_register_symbol((const void *)&%s, sizeof %s);\n#endif\n",
                  name, name);
    }
}

/* A static constructor (host code) registering the module data and the
 * kernels by name (runtime/cufrt/cufrt_symbols.c). */
static void emit_registry(DevEmitter *em) {
    if (!em->registry.len) return;
    sb_printf(&em->stubs,
              "\nextern \"C\" void cufrt_register_symbol(const char *, const char *, const void *);\n"
              "extern \"C\" void cufrt_register_kernel(const char *, const char *, const void *);\n"
              "__attribute__((constructor)) static void cufs_register_symbols(void) {\n%s}\n",
              sb_str(&em->registry));
}

/* ----------------------------------------------------------- driver */

static bool is_device_unit(const Node *u) {
    return (u->kind == N_SUBROUTINE || u->kind == N_FUNCTION) && u->sym && proc_on_device(u->sym);
}

/* The attributes(global) bind(C) interface bodies of unit u: kernels
 * written in CUDA C (book C.2), launched through a stub of this file. */
static bool c_kernels_of(DevEmitter *em, Node *u) {
    bool any = false;
    for (Node *in = u->body; in; in = in->next)
        for (Node *b = in->kind == N_INTERFACE ? in->body : NULL; b; b = b->next)
            if ((b->kind == N_SUBROUTINE || b->kind == N_FUNCTION) && b->sym && proc_is_c_kernel(b->sym)) {
                any = true;
                if (em && dev_declare_proc(em, b->sym, b->loc)) emit_stub(em, b->sym);
            }
    return any;
}

static void emit_unit_procs(DevEmitter *em, Node *u) {
    if (is_device_unit(u)) {
        emit_proc(em, u);
        if (proc_is_kernel(u->sym)) emit_stub(em, u->sym);
    }
    c_kernels_of(em, u);
    if (u->kind == N_MODULE)
        for (Node *c = u->contains; c; c = c->next) emit_unit_procs(em, c);
}

/* !$cuf kernel do directives anywhere in host statements `body`. */
static bool find_cuf_kernels(DevEmitter *em, Node *body) {
    bool any = false;
    for (Node *st = body; st; st = st->next) {
        if (st->kind == N_CUF_KERNEL) {
            if (em) dev_emit_cuf_kernel(em, st);
            any = true;
            continue;
        }
        any |= find_cuf_kernels(em, st->kind == N_IF_STMT ? NULL : st->body);
        for (Node *o = st->orelse; o; o = o->orelse) any |= find_cuf_kernels(em, o->body);
        if (st->kind == N_SELECT_CASE || st->kind == N_SELECT_TYPE || st->kind == N_SELECT_RANK)
            for (Node *c = st->list; c; c = c->next) any |= find_cuf_kernels(em, c->body);
    }
    return any;
}

/* Host units (and their contained procedures) with !$cuf kernel loops. */
static bool cuf_kernels_in(DevEmitter *em, Node *u) {
    bool any = false;
    for (; u; u = u->next) {
        if (is_device_unit(u) && !proc_on_host(u->sym)) continue;
        if (u->scope) any |= find_cuf_kernels(em, u->body);
        any |= cuf_kernels_in(em, u->contains);
    }
    return any;
}

static bool has_device_parts(Node *u) {
    if (cuf_kernels_in(NULL, u)) return true;
    for (; u; u = u->next) {
        if (is_device_unit(u) || c_kernels_of(NULL, u)) return true;
        if (u->kind == N_MODULE) {
            if (has_device_parts(u->contains)) return true;
            for (Symbol *s = u->scope ? u->scope->first : NULL; s; s = s->next_in_scope)
                if (!s->use_orig && module_gpu_var(s))
                    return true;
        }
    }
    return false;
}

bool emit_device(FILE *out, SourceFile *sf, Node *units, const DeviceOptions *opt, bool *has_device_code) {
    *has_device_code = has_device_parts(units);
    if (!*has_device_code) return true;
    DevEmitter em = {0};
    em.sf = sf;
    em.opt = opt;
    em.units = units;
    int errors = error_count();
    for (Node *u = units; u; u = u->next)
        if (u->kind == N_MODULE) emit_module_data(&em, u, &em.registry);
    for (Node *u = units; u; u = u->next) emit_unit_procs(&em, u);
    emit_registry(&em);
    em.cuf_kernels = cuf_kernels_in(&em, units);
    if (em.failed || error_count() > errors) return false;
    /* a newline in the name would end the comment: such a name is quoted */
    bool plain = true;
    for (const char *c = sf->path; *c; c++) plain &= (unsigned char)*c >= 0x20;
    fprintf(out, "// Generated by cufc from %s: device code (CUDA C++).\n", plain ? sf->path : c_quoted(sf->path));
    /* headers nvcc is slow to read, only where the code needs them */
    fprintf(out, "%s%s%s#include \"cuf_device.h\"\n#include \"cuf_fortran.h\"\n%s%s%s%s\n",
            em.uses_coop ? "#define CUF_COOPERATIVE 1\n" : "", em.uses_half ? "#define CUF_HALF 1\n" : "",
            em.uses_pipeline ? "#define CUF_PIPELINE 1\n" : "",
            em.cuf_kernels ? "#include \"cuf_kernel.h\"\n" : "", em.device_runtime ? "#include \"cuf_devrt.h\"\n" : "",
            em.acc_api ? "#include \"cufacc_api.h\"\n" : "", em.uses_curand ? "#include \"cuf_curand.h\"\n" : "");
    dev_wmma_includes(&em, out); /* wmma.c: cuf_wmma.h where real(2) or wmma is used */
    fputs(sb_str(&em.types), out);
    fputs(sb_str(&em.head), out);
    fputs("\n", out);
    fputs(sb_str(&em.protos), out);
    fputs(sb_str(&em.code), out);
    fputs(sb_str(&em.stubs), out);
    return true;
}
