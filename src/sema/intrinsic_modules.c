/* intrinsic_modules.c — the intrinsic modules of F2008 13.8 and 14:
 * iso_c_binding, iso_fortran_env, ieee_arithmetic, ieee_exceptions,
 * ieee_features; and the CUDA device modules libm, cudadevice and
 * cooperative_groups (guide 3.8.1); the built-in names of device code
 * (threadidx, ..., warpsize).  Only names, types and values: the procedures
 * are given no explicit interface, so gfortran remains the judge of their
 * calls. */
#include "sema/sema.h"

#include <string.h>

static Loc builtin_loc = {"<intrinsic module>", 0, 0};

static Symbol *add(Scope *s, const char *name, SymbolKind kind, Type *t) {
    Symbol *sym = symbol_new(intern(name, strlen(name)), kind, builtin_loc);
    sym->type = t;
    sym->is_declared = true;
    scope_insert(s, sym);
    return sym;
}

static void add_int(Scope *s, const char *name, int64_t v) {
    Symbol *sym = add(s, name, SYM_PARAMETER, type_integer(kind_default_int));
    sym->attrs = ATTR_PARAMETER;
    sym->value = xmalloc(sizeof *sym->value);
    sym->value->kind = CV_INTEGER;
    sym->value->i = v;
    sym->value->type = sym->type;
}

static void add_char(Scope *s, const char *name, char c) {
    Symbol *sym = add(s, name, SYM_PARAMETER, type_character(1, 1));
    sym->attrs = ATTR_PARAMETER;
    sym->value = xmalloc(sizeof *sym->value);
    sym->value->kind = CV_CHARACTER;
    char *p = xmalloc(2);
    p[0] = c;
    sym->value->s = p;
    sym->value->slen = 1;
    sym->value->type = sym->type;
}

static Symbol *add_type(Scope *s, const char *name, const char *components) {
    Symbol *dt = add(s, name, SYM_DERIVED_TYPE, type_none());
    dt->components = scope_new(SCOPE_DERIVED_TYPE, s, NULL);
    dt->components->owner = dt;
    dt->is_bind_c = true;
    /* private components, named so that no user name can clash */
    Symbol *c = symbol_new(intern(components, strlen(components)), SYM_COMPONENT, builtin_loc);
    c->type = type_integer(8);
    c->attrs = ATTR_PRIVATE;
    scope_insert(dt->components, c);
    return dt;
}

/* A named constant of derived type (value not folded). */
static void add_obj(Scope *s, const char *name, Symbol *dt) {
    Symbol *sym = add(s, name, SYM_PARAMETER, type_derived(dt));
    sym->attrs = ATTR_PARAMETER;
}

static Symbol *add_func(Scope *s, const char *name, Type *result) {
    Symbol *p = add(s, name, SYM_PROCEDURE, result ? result : type_unknown());
    p->proc_kind = PK_EXTERNAL;
    p->is_function = true;
    p->proc_attrs = PROC_HOST | PROC_DEVICE;
    return p;
}

static void add_sub(Scope *s, const char *name) {
    Symbol *p = add(s, name, SYM_PROCEDURE, type_none());
    p->proc_kind = PK_EXTERNAL;
    p->is_subroutine = true;
    p->proc_attrs = PROC_HOST | PROC_DEVICE;
}

static void iso_c_binding(Scope *s) {
    static const struct { const char *name; int kind; } kinds[] = {
        {"c_int", 4}, {"c_short", 2}, {"c_long", 8}, {"c_long_long", 8}, {"c_signed_char", 1},
        {"c_size_t", 8}, {"c_int8_t", 1}, {"c_int16_t", 2}, {"c_int32_t", 4}, {"c_int64_t", 8},
        {"c_int_least8_t", 1}, {"c_int_least16_t", 2}, {"c_int_least32_t", 4}, {"c_int_least64_t", 8},
        {"c_int_fast8_t", 1}, {"c_int_fast16_t", 8}, {"c_int_fast32_t", 8}, {"c_int_fast64_t", 8},
        {"c_intmax_t", 8}, {"c_intptr_t", 8}, {"c_ptrdiff_t", 8}, {"c_float", 4}, {"c_double", 8},
        {"c_long_double", 10}, {"c_float_complex", 4}, {"c_double_complex", 8},
        {"c_long_double_complex", 10}, {"c_bool", 1}, {"c_char", 1}, {"c_float128", 16},
        {"c_float128_complex", 16}, {"c_int128_t", 16},
    };
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        add_int(s, kinds[i].name, kinds[i].kind);
    add_char(s, "c_null_char", 0);
    add_char(s, "c_alert", 7);
    add_char(s, "c_backspace", 8);
    add_char(s, "c_form_feed", 12);
    add_char(s, "c_new_line", 10);
    add_char(s, "c_carriage_return", 13);
    add_char(s, "c_horizontal_tab", 9);
    add_char(s, "c_vertical_tab", 11);
    Symbol *ptr = add_type(s, "c_ptr", "__c_ptr_address");
    Symbol *funptr = add_type(s, "c_funptr", "__c_funptr_address");
    add_obj(s, "c_null_ptr", ptr);
    add_obj(s, "c_null_funptr", funptr);
    add_func(s, "c_loc", type_derived(ptr));
    add_func(s, "c_funloc", type_derived(funptr));
    add_func(s, "c_associated", type_logical(kind_default_logical));
    add_func(s, "c_sizeof", type_integer(8));
    add_sub(s, "c_f_pointer");
    add_sub(s, "c_f_procpointer");
}

static Type *int_array(int n) {
    Type *t = type_with_rank(type_integer(kind_default_int), 1);
    t->dims[0].kind = DIM_EXPLICIT;
    t->dims[0].lower_known = t->dims[0].upper_known = true;
    t->dims[0].lower_val = 1;
    t->dims[0].upper_val = n;
    return t;
}

static void add_int_array(Scope *s, const char *name, const int *vals, int n) {
    Symbol *sym = add(s, name, SYM_PARAMETER, int_array(n));
    sym->attrs = ATTR_PARAMETER;
    ConstValue *v = xmalloc(sizeof *v);
    v->kind = CV_ARRAY;
    v->type = sym->type;
    v->nelems = n;
    v->elems = xmalloc((size_t)n * sizeof *v->elems);
    for (int i = 0; i < n; i++) {
        v->elems[i].kind = CV_INTEGER;
        v->elems[i].i = vals[i];
        v->elems[i].type = type_integer(kind_default_int);
    }
    sym->value = v;
}

static void iso_fortran_env(Scope *s) {
    static const struct { const char *name; int value; } consts[] = {
        {"int8", 1}, {"int16", 2}, {"int32", 4}, {"int64", 8}, {"real32", 4}, {"real64", 8},
        {"real128", 16}, {"character_storage_size", 8}, {"numeric_storage_size", 32},
        {"file_storage_size", 8}, {"input_unit", 5}, {"output_unit", 6}, {"error_unit", 0},
        {"iostat_end", -1}, {"iostat_eor", -2}, {"iostat_inquire_internal_unit", 5018},
        {"atomic_int_kind", 4}, {"atomic_logical_kind", 4}, {"stat_locked", 7},
        {"stat_locked_other_image", 8}, {"stat_stopped_image", 6000}, {"stat_unlocked", 9},
        {"stat_failed_image", 6001},
    };
    for (size_t i = 0; i < sizeof consts / sizeof *consts; i++)
        add_int(s, consts[i].name, consts[i].value);
    static const int ik[] = {1, 2, 4, 8, 16}, rk[] = {4, 8, 10, 16}, lk[] = {1, 2, 4, 8, 16}, ck[] = {1, 4};
    add_int_array(s, "integer_kinds", ik, 5);
    add_int_array(s, "real_kinds", rk, 4);
    add_int_array(s, "logical_kinds", lk, 5);
    add_int_array(s, "character_kinds", ck, 2);
    Type *str = type_character(-1, 1);
    str->len_kind = LEN_EXPR;
    add_func(s, "compiler_version", str);
    add_func(s, "compiler_options", str);
    add_type(s, "lock_type", "__lock");
    add_type(s, "event_type", "__event");
}

static void ieee_exceptions(Scope *s) {
    Symbol *flag = add_type(s, "ieee_flag_type", "__flag");
    add_type(s, "ieee_status_type", "__status");
    static const char *const flags[] = {"ieee_overflow", "ieee_divide_by_zero", "ieee_invalid",
                                        "ieee_underflow", "ieee_inexact", "ieee_denormal"};
    for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
        add_obj(s, flags[i], flag);
    Symbol *usual = add(s, "ieee_usual", SYM_PARAMETER, type_with_rank(type_derived(flag), 1));
    usual->attrs = ATTR_PARAMETER;
    Symbol *all = add(s, "ieee_all", SYM_PARAMETER, type_with_rank(type_derived(flag), 1));
    all->attrs = ATTR_PARAMETER;
    static const char *const subs[] = {"ieee_get_flag", "ieee_set_flag", "ieee_get_halting_mode",
                                       "ieee_set_halting_mode", "ieee_get_status", "ieee_set_status"};
    for (size_t i = 0; i < sizeof subs / sizeof *subs; i++)
        add_sub(s, subs[i]);
    add_func(s, "ieee_support_flag", type_logical(kind_default_logical));
    add_func(s, "ieee_support_halting", type_logical(kind_default_logical));
}

static void ieee_arithmetic(Scope *s) {
    ieee_exceptions(s);
    Symbol *cls = add_type(s, "ieee_class_type", "__class");
    Symbol *round = add_type(s, "ieee_round_type", "__round");
    static const char *const classes[] = {"ieee_signaling_nan", "ieee_quiet_nan", "ieee_negative_inf",
        "ieee_negative_normal", "ieee_negative_denormal", "ieee_negative_subnormal", "ieee_negative_zero",
        "ieee_positive_zero", "ieee_positive_subnormal", "ieee_positive_denormal", "ieee_positive_normal",
        "ieee_positive_inf", "ieee_other_value"};
    for (size_t i = 0; i < sizeof classes / sizeof *classes; i++)
        add_obj(s, classes[i], cls);
    static const char *const rounds[] = {"ieee_nearest", "ieee_to_zero", "ieee_up", "ieee_down", "ieee_other"};
    for (size_t i = 0; i < sizeof rounds / sizeof *rounds; i++)
        add_obj(s, rounds[i], round);
    static const char *const preds[] = {"ieee_is_nan", "ieee_is_finite", "ieee_is_normal", "ieee_is_negative",
        "ieee_unordered", "ieee_support_datatype", "ieee_support_denormal", "ieee_support_divide",
        "ieee_support_inf", "ieee_support_io", "ieee_support_nan", "ieee_support_rounding",
        "ieee_support_sqrt", "ieee_support_standard", "ieee_support_underflow_control", "ieee_support_subnormal"};
    for (size_t i = 0; i < sizeof preds / sizeof *preds; i++)
        add_func(s, preds[i], type_logical(kind_default_logical));
    /* results of the argument's type: left unknown (checked by gfortran) */
    static const char *const same[] = {"ieee_value", "ieee_copy_sign", "ieee_logb", "ieee_next_after",
        "ieee_rem", "ieee_rint", "ieee_scalb", "ieee_fma", "ieee_max_num", "ieee_min_num"};
    for (size_t i = 0; i < sizeof same / sizeof *same; i++)
        add_func(s, same[i], NULL);
    add_func(s, "ieee_class", type_derived(cls));
    add_func(s, "ieee_selected_real_kind", type_integer(kind_default_int));
    add_sub(s, "ieee_get_rounding_mode");
    add_sub(s, "ieee_set_rounding_mode");
    add_sub(s, "ieee_get_underflow_mode");
    add_sub(s, "ieee_set_underflow_mode");
}

static void ieee_features(Scope *s) {
    Symbol *f = add_type(s, "ieee_features_type", "__feature");
    static const char *const names[] = {"ieee_datatype", "ieee_denormal", "ieee_divide", "ieee_halting",
        "ieee_inexact_flag", "ieee_inf", "ieee_invalid_flag", "ieee_nan", "ieee_rounding", "ieee_sqrt",
        "ieee_subnormal", "ieee_underflow_flag"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        add_obj(s, names[i], f);
}

/* guide 3.8.1.1: libm's routines are device intrinsics (intrinsics.c); the
 * module makes their names known, `floor` included (real result). */
static void libm(Scope *s) {
    const Intrinsic *it;
    for (size_t i = 0; (it = intrinsic_libm(i)); i++) {
        Symbol *p = add(s, it->name, SYM_PROCEDURE, type_unknown());
        p->proc_kind = PK_INTRINSIC;
        p->intrinsic = it;
        p->is_function = true;
        p->proc_attrs = PROC_DEVICE;
    }
}

/* guide 3.8.1.3: the group types, each with the two public members `size`
 * and `rank` (1-based, as the guide's `do i = gg%rank, n, gg%size` shows),
 * in this order (device code builds them as C aggregates {size, rank});
 * the constructors this_grid, this_thread_block, this_warp and the
 * syncthreads that takes a group are device intrinsics (intrinsics.c). */
static void cooperative_groups(Scope *s) {
    static const struct { const char *type, *ctor; } groups[] = {
        {"grid_group", "this_grid"}, {"thread_group", "this_thread_block"}, {"coalesced_group", "this_warp"}};
    Symbol *types[3];
    for (int i = 0; i < 3; i++) {
        Symbol *dt = types[i] = add(s, groups[i].type, SYM_DERIVED_TYPE, type_none());
        dt->components = scope_new(SCOPE_DERIVED_TYPE, s, NULL);
        dt->components->owner = dt;
        dt->is_bind_c = true;
        static const char *const members[] = {"size", "rank"};
        for (int m = 0; m < 2; m++) {
            Symbol *c = symbol_new(intern(members[m], strlen(members[m])), SYM_COMPONENT, builtin_loc);
            c->type = type_integer(kind_default_int);
            scope_insert(dt->components, c);
        }
    }
    const Intrinsic *it;
    for (size_t i = 0; (it = intrinsic_coop(i)); i++) {
        Type *t = type_none();
        for (int g = 0; g < 3; g++)
            if (!strcmp(it->name, groups[g].ctor)) t = type_derived(types[g]);
        Symbol *p = add(s, it->name, SYM_PROCEDURE, t);
        p->proc_kind = PK_INTRINSIC;
        p->intrinsic = it;
        p->is_function = it->cls != INTR_SUBROUTINE;
        p->is_subroutine = !p->is_function;
        p->proc_attrs = PROC_DEVICE;
    }
}

bool intrinsic_module_load(const char *name, Symbol *mod) {
    Scope *s = mod->module_scope;
    if (!strcmp(name, "iso_c_binding"))
        iso_c_binding(s);
    else if (!strcmp(name, "iso_fortran_env"))
        iso_fortran_env(s);
    else if (!strcmp(name, "ieee_arithmetic"))
        ieee_arithmetic(s);
    else if (!strcmp(name, "ieee_exceptions"))
        ieee_exceptions(s);
    else if (!strcmp(name, "ieee_features"))
        ieee_features(s);
    else if (!strcmp(name, "libm"))
        libm(s);
    else if (!strcmp(name, "cooperative_groups"))
        cooperative_groups(s);
    else if (!strcmp(name, "cudadevice"))
        ; /* guide 3.8.1: its routines are built into device code (intrinsics.c) */
    else
        return false;
    for (Symbol *sym = s->first; sym; sym = sym->next_in_scope) {
        sym->use_module = NULL;
        sym->scope = s;
    }
    return true;
}

/* ----------------------------------------------- predefined device names */

static Scope *builtins;

/* threadidx, blockidx, blockdim, griddim of type(dim3) and warpsize
 * (guide 2.8, 3.6.2). */
static void make_builtins(void) {
    builtins = scope_new(SCOPE_MODULE, NULL, NULL);
    Loc none = {"<built-in>", 0, 0};
    Symbol *dim3 = symbol_new(intern("dim3", 4), SYM_DERIVED_TYPE, none);
    dim3->type = type_none();
    dim3->components = scope_new(SCOPE_DERIVED_TYPE, builtins, NULL);
    dim3->components->owner = dim3;
    dim3->is_bind_c = true;
    static const char *const xyz[] = {"x", "y", "z"};
    for (int i = 0; i < 3; i++) {
        Symbol *c = symbol_new(intern(xyz[i], 1), SYM_COMPONENT, none);
        c->type = type_integer(4);
        scope_insert(dim3->components, c);
    }
    scope_insert(builtins, dim3);
    static const char *const vars[] = {"threadidx", "blockidx", "blockdim", "griddim"};
    for (int i = 0; i < 4; i++) {
        Symbol *v = symbol_new(intern(vars[i], strlen(vars[i])), SYM_VARIABLE, none);
        v->type = type_derived(dim3);
        v->attrs = ATTR_INTENT_IN;
        scope_insert(builtins, v);
    }
    Symbol *ws = symbol_new(intern("warpsize", 8), SYM_PARAMETER, none);
    ws->type = type_integer(4);
    ws->value = xmalloc(sizeof *ws->value);
    ws->value->kind = CV_INTEGER;
    ws->value->i = 32;
    ws->value->type = ws->type;
    scope_insert(builtins, ws);
}

Symbol *cuda_builtin_lookup(const char *name, Scope *s, Loc loc) {
    if (!sema_options()->cuda)
        return NULL;
    if (!builtins)
        make_builtins();
    Symbol *b = scope_lookup_local(builtins, name);
    if (b && b->kind == SYM_VARIABLE && !scope_is_device(s)) /* guide 3.6.2 */
        error_at(loc, "built-in variable %s is available only in device subprograms", name);
    return b && b->kind == SYM_DERIVED_TYPE ? NULL : b;
}
