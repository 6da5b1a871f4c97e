/*
 * cufrt_symbols.c — device symbols by name (guide 4.9.4: PGI's `csvx = 'vx'`,
 * then cudaGetSymbolAddress / cudaGetSymbolSize / cudaMemcpyToSymbol /
 * cudaMemcpyFromSymbol on csvx).
 *
 * Every .cu that cufc writes for a module with static device, constant or
 * managed data registers each variable from a static constructor
 * (src/device/emit.c); the host code's `p = 'name'` becomes
 * cufrt_symbol_named(p, device, "name"//achar(0)) (src/host/rewrite.c), and
 * cudafor's character forms reach cufrt_symbol_by_name through the weak hook
 * in cudafor_glue.c.  Names match case-insensitively, trailing blanks
 * ignored, as `name` or `module_name`; the first registration wins.
 * Kernels are registered the same way, in a table of their own.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "cufrt.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef struct Registered {
  const char *module, *name; /* lower case, from the generated code */
  const void *symbol;        /* what cudart's symbol / function calls take */
} Registered;

/* module data (symbols) and kernels (device function handles) */
typedef struct Registry {
  Registered *items;
  size_t n, cap;
} Registry;

static Registry symbols, kernels;
static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;

static void add(Registry *r, const char *module, const char *name, const void *symbol) {
  pthread_mutex_lock(&registry_lock);
  if (r->n == r->cap) {
    r->cap = r->cap ? 2 * r->cap : 32;
    r->items = realloc(r->items, r->cap * sizeof *r->items);
    if (!r->items) {
      fputs("cufrt: out of memory registering device symbols\n", stderr);
      exit(1);
    }
  }
  r->items[r->n++] = (Registered){module, name, symbol};
  pthread_mutex_unlock(&registry_lock);
}

/* Whether the `len` bytes at s spell `name`, `module_name` or, exactly (what
 * generated code passes: no Fortran name has a colon), `module:name`. */
static int matches(const Registered *r, const char *s, size_t len) {
  size_t n = strlen(r->name), m = strlen(r->module);
  if (memchr(s, ':', len))
    return len == m + 1 + n && !strncasecmp(s, r->module, m) && s[m] == ':' && !strncasecmp(s + m + 1, r->name, n);
  if (len == n && !strncasecmp(s, r->name, n)) return 1;
  return len == m + 1 + n && !strncasecmp(s, r->module, m) && s[m] == '_' &&
         !strncasecmp(s + m + 1, r->name, n);
}

static const void *find(Registry *r, const char *name, size_t len) {
  while (len > 0 && name[len - 1] == ' ') len--;
  while (len > 0 && name[0] == ' ') name++, len--;
  const void *found = NULL;
  pthread_mutex_lock(&registry_lock);
  for (size_t i = 0; i < r->n && !found; i++)
    if (matches(&r->items[i], name, len)) found = r->items[i].symbol;
  pthread_mutex_unlock(&registry_lock);
  return found;
}

void cufrt_register_symbol(const char *module, const char *name, const void *symbol) {
  add(&symbols, module, name, symbol);
}

const void *cufrt_symbol_by_name(const char *name, size_t len) { return find(&symbols, name, len); }

/* Kernels by name: cudaFuncGetAttributes(attr, kernel) and the other
 * routines of guide 4.7-4.8 that take a kernel, whose name the host code
 * passes as 'module:kernel' (src/host/rewrite.c). */
void cufrt_register_kernel(const char *module, const char *name, const void *func) {
  add(&kernels, module, name, func);
}

const void *cufrt_kernel_by_name(const char *name, size_t len) { return find(&kernels, name, len); }

void cufrt_symbol_named(void **handle, int device, const char *name) {
  const void *symbol = cufrt_symbol_by_name(name, strlen(name));
  void *address = NULL;
  if (symbol && device && cudaGetSymbolAddress(&address, symbol) != cudaSuccess) address = NULL;
  *handle = device ? address : (void *)symbol;
}
