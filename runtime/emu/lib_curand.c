/* lib_curand.c — cuRAND's host API in emulation (issue 15 item 4): module
 * curand's entry points, every pseudo-random generator type on one
 * counter-based generator, Philox4x32-10 (Salmon et al., "Parallel random
 * numbers: as easy as 1, 2, 3", SC'11; the algorithm of
 * CURAND_RNG_PSEUDO_PHILOX4_32_10).  Word i of a generator's stream (from
 * 0, advanced by every call; curandSetGeneratorOffset sets it) is word i%4
 * of Philox4x32-10(counter i/4, key = the seed).  cuRAND does not document
 * how its host generators spread their streams over GPU threads, so the
 * numbers are not cuRAND's, for XORWOW (the default), MRG32k3a, MTGP32 or
 * MT19937 no more than for Philox; the distributions are cuRAND's: uniform
 * in (0, 1], normal by Box-Muller on pairs, log-normal, Poisson.
 * Quasi-random (Sobol) generators are not provided: creating one says so. */
#include "lib_emu.h"
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

enum {
    OK = 0,
    NOT_INITIALIZED = 101,
    ALLOCATION_FAILED = 102,
    TYPE_ERROR = 103,
    OUT_OF_RANGE = 104,
    LENGTH_NOT_MULTIPLE = 105,
};
enum { RNG_PSEUDO_DEFAULT = 100, RNG_QUASI_DEFAULT = 200 };

/* curandGenerator_t */
typedef struct {
    int type, ordering;
    uint64_t seed, position; /* position: the next word of the stream */
    cudaStream_t stream;
} Generator;

/* ---- Philox4x32-10 ---------------------------------------------------------- */

static void philox_block(uint64_t counter, uint64_t seed, uint32_t out[4]) {
    uint32_t c[4] = {(uint32_t)counter, (uint32_t)(counter >> 32), 0, 0};
    uint32_t k[2] = {(uint32_t)seed, (uint32_t)(seed >> 32)};
    for (int round = 0; round < 10; round++) {
        uint64_t p0 = (uint64_t)0xD2511F53u * c[0], p1 = (uint64_t)0xCD9E8D57u * c[2];
        uint32_t n[4] = {(uint32_t)(p1 >> 32) ^ c[1] ^ k[0], (uint32_t)p1,
                         (uint32_t)(p0 >> 32) ^ c[3] ^ k[1], (uint32_t)p0};
        for (int i = 0; i < 4; i++) c[i] = n[i];
        k[0] += 0x9E3779B9u;
        k[1] += 0xBB67AE85u;
    }
    for (int i = 0; i < 4; i++) out[i] = c[i];
}

/* the next word of g's stream */
static uint32_t next_word(Generator *g) {
    uint32_t block[4];
    philox_block(g->position / 4, g->seed, block);
    return block[g->position++ % 4];
}

/* cuRAND's conversions: 32 bits to (0, 1], 53 bits from two words */
static float uniform_float(Generator *g) { return next_word(g) * 0x1p-32f + 0x1p-33f; }
static double uniform_double(Generator *g) {
    uint64_t x = next_word(g), y = next_word(g);
    return (double)((x ^ (y << 21)) & ((1ull << 53) - 1)) * 0x1p-53 + 0x1p-54;
}
/* two standard normal values (Box-Muller) */
static void normal_pair(Generator *g, double z[2]) {
    double u = uniform_double(g), v = uniform_double(g);
    double r = sqrt(-2.0 * log(u));
    z[0] = r * sin(2.0 * M_PI * v);
    z[1] = r * cos(2.0 * M_PI * v);
}
/* Poisson(lambda) by inversion; a large lambda as a sum of Poisson(<= 64)
 * parts (a sum of independent Poisson values is Poisson) */
static unsigned poisson(Generator *g, double lambda) {
    unsigned k = 0;
    while (lambda > 0) {
        double part = lambda > 64 ? 64 : lambda, p = exp(-part), cdf = p, u = uniform_double(g);
        unsigned i = 0;
        while (u > cdf && p > 0) {
            i++;
            p *= part / i;
            cdf += p;
        }
        k += i;
        lambda -= part;
    }
    return k;
}

/* ---- the generator ----------------------------------------------------------- */

int curandCreateGenerator(Generator **g, int type) {
    if (type >= RNG_QUASI_DEFAULT)
        cufemu_lib_unsupported("curandCreateGenerator", "quasi-random (Sobol) generators");
    if (type < RNG_PSEUDO_DEFAULT) return TYPE_ERROR;
    *g = calloc(1, sizeof **g);
    if (!*g) return ALLOCATION_FAILED;
    (*g)->type = type;
    (*g)->seed = 0; /* cuRAND's default seed */
    return OK;
}
int curandCreateGeneratorHost(Generator **g, int type) { return curandCreateGenerator(g, type); }
int curandDestroyGenerator(Generator *g) {
    if (!g) return NOT_INITIALIZED;
    free(g);
    return OK;
}
/* the cuRAND (10.4.0) of the toolkit whose headers module curand comes from */
int curandGetVersion(int *version) {
    *version = 10400;
    return OK;
}
int curandSetStream(Generator *g, cudaStream_t s) {
    if (!g) return NOT_INITIALIZED;
    g->stream = s;
    return OK;
}
int curandSetGeneratorOrdering(Generator *g, int ordering) {
    if (!g) return NOT_INITIALIZED;
    g->ordering = ordering;
    return OK;
}
int curandSetPseudoRandomGeneratorSeed(Generator *g, unsigned long long seed) {
    if (!g) return NOT_INITIALIZED;
    g->seed = seed; /* the position stays: cuRAND goes on from it too */
    return OK;
}
int curandSetGeneratorOffset(Generator *g, unsigned long long offset) {
    if (!g) return NOT_INITIALIZED;
    g->position = offset;
    return OK;
}
int curandGenerateSeeds(Generator *g) { return g ? OK : NOT_INITIALIZED; }

/* ---- generating ------------------------------------------------------------ */

/* the n numbers go to out, which must lie in a device allocation (lib_emu.h) */
#define BEGIN(g, out, n)                                                                           \
    do {                                                                                           \
        if (!(g)) return NOT_INITIALIZED;                                                          \
        cufemu_lib_sync((g)->stream);                                                              \
        cufemu_lib_buffer(__func__, "output", out, (n) * sizeof *(out));                           \
    } while (0)

int curandGenerate(Generator *g, unsigned *out, size_t n) {
    BEGIN(g, out, n);
    for (size_t i = 0; i < n; i++) out[i] = next_word(g);
    return OK;
}
/* 64-bit results come from the 64-bit Sobol generators only */
int curandGenerateLongLong(Generator *g, unsigned long long *out, size_t n) {
    (void)out, (void)n;
    return g ? TYPE_ERROR : NOT_INITIALIZED;
}
int curandGenerateUniform(Generator *g, float *out, size_t n) {
    BEGIN(g, out, n);
    for (size_t i = 0; i < n; i++) out[i] = uniform_float(g);
    return OK;
}
int curandGenerateUniformDouble(Generator *g, double *out, size_t n) {
    BEGIN(g, out, n);
    for (size_t i = 0; i < n; i++) out[i] = uniform_double(g);
    return OK;
}

/* normal values come in pairs: n must be even (cuRAND's rule for pseudo-
 * random generators); log-normal ones are exp of normal ones */
#define NORMAL(name, T, F)                                                                         \
    int name(Generator *g, T *out, size_t n, T mean, T stddev) {                                   \
        BEGIN(g, out, n);                                                                          \
        if (n % 2) return LENGTH_NOT_MULTIPLE;                                                     \
        for (size_t i = 0; i < n; i += 2) {                                                        \
            double z[2];                                                                           \
            normal_pair(g, z);                                                                     \
            out[i] = (T)F(mean + stddev * z[0]);                                                   \
            out[i + 1] = (T)F(mean + stddev * z[1]);                                               \
        }                                                                                          \
        return OK;                                                                                 \
    }
#define SAME(x) (x)
NORMAL(curandGenerateNormal, float, SAME)
NORMAL(curandGenerateNormalDouble, double, SAME)
NORMAL(curandGenerateLogNormal, float, exp)
NORMAL(curandGenerateLogNormalDouble, double, exp)

int curandGeneratePoisson(Generator *g, unsigned *out, size_t n, double lambda) {
    BEGIN(g, out, n);
    if (!(lambda > 0)) return OUT_OF_RANGE;
    for (size_t i = 0; i < n; i++) out[i] = poisson(g, lambda);
    return OK;
}
