/* cuf_curand_emu.h — the cuRAND device generators on the CPU, for
 * emulation (-gpu=emu), where NVIDIA's curand_kernel.h does not compile.
 *
 * Plain C++ (no CUDA, no cufemu): host-side code may reuse the generator
 * cores.  The states have the size and field layout of cuRAND's
 * curandStateXORWOW_t, curandStatePhilox4_32_10_t and curandStateMRG32k3a_t
 * (modules/curand_device.f90 declares the same for host code), and for the
 * same seed, sequence and offset the functions give cuRAND's numbers:
 *   XORWOW (Marsaglia's xorshift with a Weyl sequence) with cuRAND's
 *     seeding; a sequence is 2^67 values; skipping is a GF(2) matrix power
 *     of the 160-bit xorshift step, M^(2^k) computed once on first use;
 *   Philox4x32-10 (Salmon et al.) on a 128-bit counter, key = seed; a
 *     sequence is 2^64 counters (the high half), 4 values per counter;
 *   MRG32k3a (L'Ecuyer) with cuRAND's seeding; subsequences (curand_init)
 *     are 2^76 values, skipahead_sequence 2^127: 3x3 matrix powers modulo
 *     m1 and m2, computed once on first use.
 * curand and the uniforms are bit for bit cuRAND's; the normals (Box-Muller
 * with the second value cached), log-normals and Poisson values for lambda
 * < 64 (Knuth) and > 4000 (normal approximation) follow cuRAND's algorithms,
 * with the host's logf/sinf/cosf instead of the GPU's fast intrinsics
 * (__sincosf), so they agree closely, not bit for bit (a Poisson count may
 * rarely differ by one).  For 64
 * <= lambda <= 4000 cuRAND inverts the incomplete gamma function; here the
 * values are drawn by transformed rejection (Hoermann's PTRS): the same
 * distribution, another stream. */
#ifndef CUF_CURAND_EMU_H
#define CUF_CURAND_EMU_H

#include <math.h>
#include <stdint.h>

namespace cuf_curand_emu {

/* Boxmuller flags: which cached second value a state holds. */
enum { CACHED_NORMAL = 1, CACHED_LOG_NORMAL = 2 };

struct xorwow {
    uint32_t d, v[5];
    int boxmuller_flag, boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};

struct philox {
    uint32_t ctr[4], output[4], key[2], next; /* next: index into output */
    int boxmuller_flag, boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};

struct mrg32k3a {
    uint32_t s1[3], s2[3];
    int boxmuller_flag, boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};

static_assert(sizeof(xorwow) == 48 && sizeof(philox) == 64 && sizeof(mrg32k3a) == 48,
              "cuRAND's state sizes (curand_kernel.h)");

template <class S> static inline void clear_cache(S *s) {
    s->boxmuller_flag = s->boxmuller_flag_double = 0;
    s->boxmuller_extra = 0.0f;
    s->boxmuller_extra_double = 0.0;
}

/* ------------------------------------------------------------ XORWOW */

/* The xorshift part of one step, v[0..4] -> v[1..4], new v[4]. */
static inline void xorshift_step(uint32_t v[5]) {
    uint32_t t = v[0] ^ (v[0] >> 2);
    v[0] = v[1];
    v[1] = v[2];
    v[2] = v[3];
    v[3] = v[4];
    v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
}

static inline uint32_t next(xorwow *s) {
    xorshift_step(s->v);
    s->d += 362437;
    return s->v[4] + s->d;
}

/* A linear map of the 160-bit xorshift state: column i is the image of bit i. */
struct gf2_matrix {
    uint32_t col[160][5];
};

static inline void gf2_apply(const gf2_matrix &m, const uint32_t in[5], uint32_t out[5]) {
    uint32_t r[5] = {0, 0, 0, 0, 0};
    for (int i = 0; i < 160; i++)
        if (in[i / 32] >> (i % 32) & 1)
            for (int j = 0; j < 5; j++) r[j] ^= m.col[i][j];
    for (int j = 0; j < 5; j++) out[j] = r[j];
}

/* step_pow2[k] = M^(2^k), k = 0..130: offsets use k < 64, sequences of
 * 2^67 values 67 <= k < 131. */
enum { XORWOW_SEQUENCE_LOG2 = 67, XORWOW_POWERS = XORWOW_SEQUENCE_LOG2 + 64 };

struct xorwow_jumps {
    gf2_matrix step_pow2[XORWOW_POWERS];
    xorwow_jumps() {
        gf2_matrix *m = step_pow2;
        for (int i = 0; i < 160; i++) {
            uint32_t *c = m[0].col[i];
            for (int j = 0; j < 5; j++) c[j] = 0;
            c[i / 32] = 1u << (i % 32);
            xorshift_step(c);
        }
        for (int k = 1; k < XORWOW_POWERS; k++)
            for (int i = 0; i < 160; i++) gf2_apply(m[k - 1], m[k - 1].col[i], m[k].col[i]);
    }
};

/* Built once, on first use (thread-safe: C++11 function-local static). */
static inline const xorwow_jumps &xorwow_tables() {
    static const xorwow_jumps *t = new xorwow_jumps;
    return *t;
}

/* v = M^(n * 2^shift) v */
static inline void xorwow_jump(xorwow *s, unsigned long long n, int shift) {
    const xorwow_jumps &t = xorwow_tables();
    for (int k = 0; n; k++, n >>= 1)
        if (n & 1) gf2_apply(t.step_pow2[shift + k], s->v, s->v);
}

static inline void skipahead(unsigned long long n, xorwow *s) {
    xorwow_jump(s, n, 0);
    s->d += 362437u * (uint32_t)n;
}

/* d changes by a multiple of 2^32 over 2^67 steps: not at all */
static inline void skipahead_sequence(unsigned long long n, xorwow *s) {
    xorwow_jump(s, n, XORWOW_SEQUENCE_LOG2);
}

static inline void init(unsigned long long seed, unsigned long long sequence, unsigned long long offset,
                        xorwow *s) {
    uint32_t t0 = 1099087573u * ((uint32_t)seed ^ 0xaad26b49u);
    uint32_t t1 = 2591861531u * ((uint32_t)(seed >> 32) ^ 0xf7dcefddu);
    s->d = 6615241u + t1 + t0;
    s->v[0] = 123456789u + t0;
    s->v[1] = 362436069u ^ t0;
    s->v[2] = 521288629u + t1;
    s->v[3] = 88675123u ^ t1;
    s->v[4] = 5783321u + t0;
    skipahead_sequence(sequence, s);
    skipahead(offset, s);
    clear_cache(s);
}

/* ------------------------------------------------------------ Philox4x32-10 */

static inline void philox_block(const uint32_t in[4], const uint32_t key[2], uint32_t out[4]) {
    uint32_t c[4] = {in[0], in[1], in[2], in[3]}, k0 = key[0], k1 = key[1];
    for (int round = 0; round < 10; round++) {
        uint64_t p0 = (uint64_t)0xD2511F53u * c[0], p1 = (uint64_t)0xCD9E8D57u * c[2];
        uint32_t n[4] = {(uint32_t)(p1 >> 32) ^ c[1] ^ k0, (uint32_t)p1, (uint32_t)(p0 >> 32) ^ c[3] ^ k1,
                         (uint32_t)p0};
        for (int j = 0; j < 4; j++) c[j] = n[j];
        k0 += 0x9E3779B9u;
        k1 += 0xBB67AE85u;
    }
    for (int j = 0; j < 4; j++) out[j] = c[j];
}

/* counter += n * 2^(32*word), word 0 (values) or 2 (sequences), mod 2^128 */
static inline void philox_advance(philox *s, unsigned long long n, int word) {
    uint64_t carry = 0;
    for (int j = word; j < 4; j++) {
        uint64_t add = (j - word < 2 ? (n >> (32 * (j - word))) & 0xffffffffu : 0) + carry;
        uint64_t sum = (uint64_t)s->ctr[j] + add;
        s->ctr[j] = (uint32_t)sum;
        carry = sum >> 32;
    }
    philox_block(s->ctr, s->key, s->output);
}

static inline uint32_t next(philox *s) {
    uint32_t r = s->output[s->next++];
    if (s->next == 4) {
        philox_advance(s, 1, 0);
        s->next = 0;
    }
    return r;
}

static inline void skipahead(unsigned long long n, philox *s) {
    unsigned long long blocks = n / 4;
    s->next += (uint32_t)(n % 4);
    if (s->next > 3) {
        s->next -= 4;
        blocks++;
    }
    philox_advance(s, blocks, 0);
}

static inline void skipahead_sequence(unsigned long long n, philox *s) { philox_advance(s, n, 2); }

static inline void init(unsigned long long seed, unsigned long long sequence, unsigned long long offset,
                        philox *s) {
    for (int j = 0; j < 4; j++) s->ctr[j] = 0;
    s->key[0] = (uint32_t)seed;
    s->key[1] = (uint32_t)(seed >> 32);
    s->next = 0;
    clear_cache(s);
    skipahead_sequence(sequence, s);
    skipahead(offset, s);
}

/* ------------------------------------------------------------ MRG32k3a */

static const uint64_t MRG_M1 = 4294967087u, MRG_M2 = 4294944443u;

struct mod3x3 {
    uint64_t a[3][3];
};

static inline mod3x3 mod_mul(const mod3x3 &x, const mod3x3 &y, uint64_t m) {
    mod3x3 r;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            uint64_t t = 0;
            for (int k = 0; k < 3; k++) t += x.a[i][k] * y.a[k][j] % m;
            r.a[i][j] = t % m;
        }
    return r;
}

/* pow2[c][k] = Mc^(2^k) for the two components: offsets k < 64,
 * subsequences of 2^76 values from k = 76, sequences of 2^127 from 127. */
enum { MRG_SUBSEQUENCE_LOG2 = 76, MRG_SEQUENCE_LOG2 = 127, MRG_POWERS = MRG_SEQUENCE_LOG2 + 64 };

struct mrg_jumps {
    mod3x3 pow2[2][MRG_POWERS];
    mrg_jumps() {
        const mod3x3 step[2] = {{{{0, 1, 0}, {0, 0, 1}, {MRG_M1 - 810728, 1403580, 0}}},
                                {{{0, 1, 0}, {0, 0, 1}, {MRG_M2 - 1370589, 0, 527612}}}};
        for (int c = 0; c < 2; c++) {
            uint64_t m = c ? MRG_M2 : MRG_M1;
            pow2[c][0] = step[c];
            for (int k = 1; k < MRG_POWERS; k++) pow2[c][k] = mod_mul(pow2[c][k - 1], pow2[c][k - 1], m);
        }
    }
};

static inline const mrg_jumps &mrg_tables() {
    static const mrg_jumps *t = new mrg_jumps;
    return *t;
}

static inline void mod_apply(const mod3x3 &x, uint32_t v[3], uint64_t m) {
    uint64_t r[3];
    for (int i = 0; i < 3; i++) {
        uint64_t t = 0;
        for (int k = 0; k < 3; k++) t += x.a[i][k] * v[k] % m;
        r[i] = t % m;
    }
    for (int i = 0; i < 3; i++) v[i] = (uint32_t)r[i];
}

/* both components advanced n * 2^shift steps */
static inline void mrg_jump(mrg32k3a *s, unsigned long long n, int shift) {
    const mrg_jumps &t = mrg_tables();
    for (int k = 0; n; k++, n >>= 1)
        if (n & 1) {
            mod_apply(t.pow2[0][shift + k], s->s1, MRG_M1);
            mod_apply(t.pow2[1][shift + k], s->s2, MRG_M2);
        }
}

static inline void skipahead(unsigned long long n, mrg32k3a *s) { mrg_jump(s, n, 0); }
static inline void skipahead_subsequence(unsigned long long n, mrg32k3a *s) {
    mrg_jump(s, n, MRG_SUBSEQUENCE_LOG2);
}
static inline void skipahead_sequence(unsigned long long n, mrg32k3a *s) { mrg_jump(s, n, MRG_SEQUENCE_LOG2); }

/* The combined value in (0, m1], as a double (cuRAND's curand_MRG32k3a). */
static inline double mrg_value(mrg32k3a *s) {
    int64_t p1 = ((int64_t)1403580 * s->s1[1] - (int64_t)810728 * s->s1[0]) % (int64_t)MRG_M1;
    if (p1 < 0) p1 += MRG_M1;
    s->s1[0] = s->s1[1];
    s->s1[1] = s->s1[2];
    s->s1[2] = (uint32_t)p1;
    int64_t p2 = ((int64_t)527612 * s->s2[2] - (int64_t)1370589 * s->s2[0]) % (int64_t)MRG_M2;
    if (p2 < 0) p2 += MRG_M2;
    s->s2[0] = s->s2[1];
    s->s2[1] = s->s2[2];
    s->s2[2] = (uint32_t)p2;
    int64_t r = p1 - p2;
    return (double)(r <= 0 ? r + (int64_t)MRG_M1 : r);
}

static const double MRG_NORM = 2.3283065498378288e-10;

static inline uint32_t next(mrg32k3a *s) { return (uint32_t)(mrg_value(s) * 1.000000048662); }

static inline void init(unsigned long long seed, unsigned long long sequence, unsigned long long offset,
                        mrg32k3a *s) {
    for (int i = 0; i < 3; i++) s->s1[i] = s->s2[i] = 12345u;
    if (seed) {
        uint64_t x1 = (uint32_t)seed ^ 0x55555555u, x2 = (uint32_t)(seed >> 32) ^ 0xAAAAAAAAu;
        s->s1[0] = (uint32_t)(x1 * 12345u % MRG_M1);
        s->s1[1] = (uint32_t)(x2 * 12345u % MRG_M1);
        s->s1[2] = (uint32_t)(x1 * 12345u % MRG_M1);
        s->s2[0] = (uint32_t)(x2 * 12345u % MRG_M2);
        s->s2[1] = (uint32_t)(x1 * 12345u % MRG_M2);
        s->s2[2] = (uint32_t)(x2 * 12345u % MRG_M2);
    }
    skipahead_subsequence(sequence, s);
    skipahead(offset, s);
    clear_cache(s);
}

/* ------------------------------------------------------------ distributions */

/* 2^-32 and its multiples as cuRAND spells them (single precision); the
 * GPU fuses x*a + b into one fma, so the emulation does too. */
static const float INV_2POW32 = 2.3283064e-10f;
static const float INV_2POW32_2PI = 2.3283064e-10f * 6.2831855f;
static const double INV_2POW32_DOUBLE = 2.3283064365386963e-10;
static const double INV_2POW53_DOUBLE = 1.1102230246251565e-16;

static inline float uniform_of(uint32_t x) { return fmaf((float)x, INV_2POW32, INV_2POW32 / 2.0f); }

/* 53 random bits from two 32-bit values, in (0, 1] */
static inline double uniform_double_of(uint32_t x, uint32_t y) {
    uint64_t z = (uint64_t)x ^ ((uint64_t)y << (53 - 32));
    return fma((double)z, INV_2POW53_DOUBLE, INV_2POW53_DOUBLE / 2.0);
}

static inline float uniform(xorwow *s) { return uniform_of(next(s)); }
static inline float uniform(philox *s) { return uniform_of(next(s)); }
static inline float uniform(mrg32k3a *s) { return (float)(mrg_value(s) * MRG_NORM); }

static inline double uniform_double(xorwow *s) {
    uint32_t x = next(s);
    return uniform_double_of(x, next(s));
}
/* Philox: one value per double (cuRAND's curand_uniform_double) */
static inline double uniform_double(philox *s) {
    return fma((double)next(s), INV_2POW32_DOUBLE, INV_2POW32_DOUBLE);
}
static inline double uniform_double(mrg32k3a *s) { return mrg_value(s) * MRG_NORM; }

/* Box-Muller pairs: from two 32-bit values (XORWOW, Philox), from two
 * uniforms (MRG32k3a). */
struct pair_f {
    float x, y;
};
struct pair_d {
    double x, y;
};

template <class S> static inline pair_f box_muller(S *s) {
    uint32_t x = next(s), y = next(s);
    float u = fmaf((float)x, INV_2POW32, INV_2POW32 / 2);
    float v = fmaf((float)y, INV_2POW32_2PI, INV_2POW32_2PI / 2);
    float r = sqrtf(-2.0f * logf(u));
    return {sinf(v) * r, cosf(v) * r};
}

static inline pair_f box_muller(mrg32k3a *s) {
    float u = uniform(s), v = uniform(s) * 6.2831855f;
    float r = sqrtf(-2.0f * logf(u));
    return {sinf(v) * r, cosf(v) * r};
}

template <class S> static inline pair_d box_muller_double(S *s) {
    uint32_t x0 = next(s), x1 = next(s), y0 = next(s), y1 = next(s);
    double u = uniform_double_of(x0, x1);
    uint64_t zy = (uint64_t)y0 ^ ((uint64_t)y1 << (53 - 32));
    double v = fma((double)zy, INV_2POW53_DOUBLE * 2.0, INV_2POW53_DOUBLE); /* (0, 2]: angle / pi */
    double r = sqrt(-2.0 * log(u));
    return {sin(v * 3.1415926535897932) * r, cos(v * 3.1415926535897932) * r};
}

static inline pair_d box_muller_double(mrg32k3a *s) {
    double u = uniform_double(s), v = uniform_double(s) * 2.0;
    double r = sqrt(-2.0 * log(u));
    return {sin(v * 3.1415926535897932) * r, cos(v * 3.1415926535897932) * r};
}

/* One value of a pair, the other kept for the next call of the same kind:
 * normal (mean 0, stddev 1) or log-normal exp(mean + stddev * normal). */
template <class S> static inline float normal_kind(S *s, int kind, float mean, float stddev) {
    if (s->boxmuller_flag == kind) {
        s->boxmuller_flag = 0;
        return s->boxmuller_extra;
    }
    pair_f v = box_muller(s);
    if (kind == CACHED_LOG_NORMAL) {
        v.x = expf(fmaf(stddev, v.x, mean));
        v.y = expf(fmaf(stddev, v.y, mean));
    }
    s->boxmuller_extra = v.y;
    s->boxmuller_flag = kind;
    return v.x;
}

template <class S> static inline double normal_double_kind(S *s, int kind, double mean, double stddev) {
    if (s->boxmuller_flag_double == kind) {
        s->boxmuller_flag_double = 0;
        return s->boxmuller_extra_double;
    }
    pair_d v = box_muller_double(s);
    if (kind == CACHED_LOG_NORMAL) {
        v.x = exp(fma(stddev, v.x, mean));
        v.y = exp(fma(stddev, v.y, mean));
    }
    s->boxmuller_extra_double = v.y;
    s->boxmuller_flag_double = kind;
    return v.x;
}

template <class S> static inline float normal(S *s) { return normal_kind(s, CACHED_NORMAL, 0.0f, 1.0f); }
template <class S> static inline double normal_double(S *s) {
    return normal_double_kind(s, CACHED_NORMAL, 0.0, 1.0);
}
template <class S> static inline float log_normal(S *s, float mean, float stddev) {
    return normal_kind(s, CACHED_LOG_NORMAL, mean, stddev);
}
template <class S> static inline double log_normal_double(S *s, double mean, double stddev) {
    return normal_double_kind(s, CACHED_LOG_NORMAL, mean, stddev);
}

/* Poisson(lambda): Knuth's product of uniforms below 64, the rounded
 * normal approximation above 4000 (both cuRAND's), PTRS between. */
template <class S> static inline uint32_t poisson(S *s, double lambda) {
    if (lambda < 64) {
        uint32_t k = 0;
        float p = expf((float)lambda);
        do {
            k++;
            p *= uniform(s);
        } while (p > 1.0);
        return k - 1;
    }
    if (lambda > 4000) return (uint32_t)(fma(sqrt(lambda), normal_double(s), lambda) + 0.5);
    double slam = sqrt(lambda), loglam = log(lambda);
    double b = 0.931 + 2.53 * slam, a = -0.059 + 0.02483 * b;
    double inv_alpha = 1.1239 + 1.1328 / (b - 3.4), vr = 0.9277 - 3.6224 / (b - 2);
    for (;;) {
        double u = uniform_double(s) - 0.5, v = uniform_double(s);
        double us = 0.5 - fabs(u);
        double k = floor((2 * a / us + b) * u + lambda + 0.43);
        if (us >= 0.07 && v <= vr) return (uint32_t)k;
        if (k < 0 || (us < 0.013 && v > us)) continue;
        if (log(v) + log(inv_alpha) - log(a / (us * us) + b) <= -lambda + k * loglam - lgamma(k + 1))
            return (uint32_t)k;
    }
}

} // namespace cuf_curand_emu

#endif
