/*
 * vector_types.h — emulation's own (runtime/emu/include, docs/emulation.md):
 * the vector types that -gpu=emu programs and libcufemu use, so that
 * emulation needs no CUDA toolkit.  Names and layouts are CUDA's (CUDA C++
 * Programming Guide, "Built-in Vector Types"): uint3 for threadIdx and
 * blockIdx, dim3 for launch shapes (missing components default to 1).  The
 * other vector types (float4, ...) are not provided: generated code does
 * not use them.
 */
#ifndef CUFEMU_VECTOR_TYPES_H
#define CUFEMU_VECTOR_TYPES_H

typedef struct uint3 { unsigned int x, y, z; } uint3;

#ifdef __cplusplus
struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
  constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  constexpr operator uint3() const { return uint3{x, y, z}; }
};
#else
typedef struct dim3 { unsigned int x, y, z; } dim3;
#endif

#endif /* CUFEMU_VECTOR_TYPES_H */
