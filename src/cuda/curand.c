/* curand.c — module curand_device, the cuRAND device API (library
 * interfaces 3.4, LIB-CURAND-040..049; modules/curand_device.f90).  Its
 * state types are CUDA's own C types in device code, and its procedures are
 * functions of runtime/include/cuf_curand.h (NVIDIA's curand_kernel.h
 * natively, cufc's generators in emulation), called under the names that
 * abi_device_name gives them.  src/device prints what this file decides. */
#include <string.h>
#include "cuda/cuda.h"

static bool of_module(const Symbol *s, const char *module) { return !strcmp(abi_module_of(s), module); }

/* The state types of the module (defined in module curand_device_types,
 * so that curand_device can rename curandStateXORWOW curandState too) and
 * the C types of cuf_curand.h that device code holds them as (same size
 * and layout as the Fortran types). */
static const char *const state_types[][2] = {
    {"curandstatexorwow", "cuf_curand_state_xorwow"},
    {"curandstatephilox4_32_10", "cuf_curand_state_philox"},
    {"curandstatemrg32k3a", "cuf_curand_state_mrg32k3a"},
};

const char *curand_state_ctype(const Symbol *dtype) {
    const Symbol *o = sym_origin((Symbol *)dtype);
    if (!of_module(o, "curand_device_types")) return NULL;
    for (size_t i = 0; i < sizeof state_types / sizeof state_types[0]; i++)
        if (!strcmp(o->name, state_types[i][0])) return state_types[i][1];
    return NULL;
}

void curand_check_declaration(const Symbol *v) {
    const Type *t = v->type;
    if (!t || t->kind != TY_DERIVED || !t->derived || !of_module(sym_origin(t->derived), "curand_device_types"))
        return;
    const char *state = curand_state_ctype(t->derived);
    if (!state)
        error_at(v->loc, "'%s' is a %s of module curand_device, which cufc does not support yet: its generators "
                 "are curandStateXORWOW, curandStatePhilox4_32_10 and curandStateMRG32k3a", v->name,
                 sym_origin(t->derived)->name);
    /* CUDA's Philox state holds uint4 fields (16-byte aligned), gfortran
     * aligns the Fortran type to 8: in a derived type the two would place
     * the components differently */
    else if (v->kind == SYM_COMPONENT && !strcmp(state, "cuf_curand_state_philox"))
        error_at(v->loc, "component '%s' of type curandStatePhilox4_32_10 is not supported: CUDA aligns the state "
                 "to 16 bytes, gfortran to 8, so device and host code would lay out the type differently; keep "
                 "Philox states in variables or arrays of their own", v->name);
}

bool curand_procedure(const Symbol *p) {
    const Symbol *o = sym_origin((Symbol *)p);
    return o->kind == SYM_PROCEDURE && of_module(o, "curand_device");
}
