/*
 * cuf_fortran.h — Fortran semantics for the device code that cufc generates.
 * Included by every generated .cu after cuf_device.h; compiles with nvcc and
 * with g++ -DCUF_EMU.  Everything here is `__host__ __device__ inline`.
 *
 *   cuf_complex<T>       complex(4)/(8) (cuf_c4, cuf_c8): an aggregate, so it
 *                        can live in __shared__/__constant__ memory; mixed
 *                        complex/real/integer operators as Fortran defines them
 *   cuf_array<T,R>       descriptor of an assumed-shape dummy or a module
 *                        allocatable: element i(1..R) is at
 *                        base[sum (i_k - lb_k) * sm_k] (sm in elements)
 *   cuf_<intrinsic>      the intrinsics of guide 3.6.3 Tables 3-6 (checklist
 *                        B-FI-01..72) for every kind they take
 *   cuf_ipow/cuf_pow     `**` with an integer / real / complex exponent
 *   host-only helpers    for the extern "C" launch stubs and module-data
 *                        accessors (docs: /tmp/abi.md, "calling convention"):
 *                        reading C descriptors (ISO_Fortran_binding.h).
 *
 * Index arithmetic is 32-bit (int) unless the program uses integer(8)
 * subscripts or bounds: descriptors hold int bounds and strides, and the
 * stubs refuse arrays too large for that.
 */
#ifndef CUF_FORTRAN_H
#define CUF_FORTRAN_H

#include <math.h>
#include <float.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <type_traits>
#include "cufrt_abi.h"

#if defined(__has_include)
#if __has_include(<ISO_Fortran_binding.h>)
#include <ISO_Fortran_binding.h>
#define CUF_HAVE_CFI 1
#endif
#endif
#ifndef CUF_HAVE_CFI
/* gfortran 12's C descriptor (ISO_Fortran_binding.h, TS 29113 / F2018 18.5). */
typedef ptrdiff_t CFI_index_t;
typedef struct CFI_dim_t { CFI_index_t lower_bound, extent, sm; } CFI_dim_t;
typedef struct CFI_cdesc_t {
  void *base_addr;
  size_t elem_len;
  int version;
  signed char rank, attribute;
  short type;
  CFI_dim_t dim[15];
} CFI_cdesc_t;
#define CFI_type_kind_shift 8
#define CFI_type_mask 0xFF
#define CFI_type_Integer 1
#define CFI_type_Logical 2
#define CFI_type_Real 3
#define CFI_type_Complex 4
#endif

#define CUF_HD __host__ __device__ inline

/* ------------------------------------------------------------- complex */

template <class T> struct cuf_complex { T re, im; };
typedef cuf_complex<float> cuf_c4;
typedef cuf_complex<double> cuf_c8;

template <class A, class B> using cuf_promote = decltype(A() + B());
template <class T> struct cuf_is_complex : std::false_type {};
template <class T> struct cuf_is_complex<cuf_complex<T>> : std::true_type {};
template <class T> using cuf_if_scalar =
    typename std::enable_if<std::is_arithmetic<T>::value, int>::type;

template <class T> CUF_HD cuf_complex<T> cuf_cmplx_make(T re, T im) {
  cuf_complex<T> z = {re, im};
  return z;
}
/* Conversion of any numeric value to complex(T) (Fortran assignment rule). */
template <class T, class S, cuf_if_scalar<S> = 0> CUF_HD cuf_complex<T> cuf_to_complex(S x) {
  return cuf_cmplx_make<T>((T)x, (T)0);
}
template <class T, class S> CUF_HD cuf_complex<T> cuf_to_complex(cuf_complex<S> z) {
  return cuf_cmplx_make<T>((T)z.re, (T)z.im);
}
/* B-FI-06 cmplx(x [, y]) with the result kind chosen by the emitter. */
template <class T, class X, class Y, cuf_if_scalar<X> = 0, cuf_if_scalar<Y> = 0>
CUF_HD cuf_complex<T> cuf_cmplx(X x, Y y) { return cuf_cmplx_make<T>((T)x, (T)y); }
template <class T, class X> CUF_HD cuf_complex<T> cuf_cmplx(X x) { return cuf_to_complex<T>(x); }

template <class A, class B> CUF_HD cuf_complex<cuf_promote<A, B>> operator+(cuf_complex<A> a, cuf_complex<B> b) {
  return cuf_cmplx_make<cuf_promote<A, B>>(a.re + b.re, a.im + b.im);
}
template <class A, class B> CUF_HD cuf_complex<cuf_promote<A, B>> operator-(cuf_complex<A> a, cuf_complex<B> b) {
  return cuf_cmplx_make<cuf_promote<A, B>>(a.re - b.re, a.im - b.im);
}
template <class A, class B> CUF_HD cuf_complex<cuf_promote<A, B>> operator*(cuf_complex<A> a, cuf_complex<B> b) {
  return cuf_cmplx_make<cuf_promote<A, B>>(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
}
/* Smith's algorithm: no overflow for large operands. */
template <class A, class B> CUF_HD cuf_complex<cuf_promote<A, B>> operator/(cuf_complex<A> a, cuf_complex<B> b) {
  typedef cuf_promote<A, B> T;
  T ar = a.re, ai = a.im, br = b.re, bi = b.im;
  if (fabs((double)br) >= fabs((double)bi)) {
    T r = bi / br, d = br + bi * r;
    return cuf_cmplx_make<T>((ar + ai * r) / d, (ai - ar * r) / d);
  }
  T r = br / bi, d = bi + br * r;
  return cuf_cmplx_make<T>((ar * r + ai) / d, (ai * r - ar) / d);
}
/* complex op real/integer: the scalar is converted first (F2008 7.1.5.2.1). */
#define CUF_CMPLX_MIXED(op)                                                        \
  template <class A, class B, cuf_if_scalar<B> = 0>                                \
  CUF_HD cuf_complex<cuf_promote<A, B>> operator op(cuf_complex<A> a, B b) {       \
    return a op cuf_cmplx_make<cuf_promote<A, B>>((cuf_promote<A, B>)b, 0);        \
  }                                                                                \
  template <class A, class B, cuf_if_scalar<A> = 0>                                \
  CUF_HD cuf_complex<cuf_promote<A, B>> operator op(A a, cuf_complex<B> b) {       \
    return cuf_cmplx_make<cuf_promote<A, B>>((cuf_promote<A, B>)a, 0) op b;        \
  }
CUF_CMPLX_MIXED(+)
CUF_CMPLX_MIXED(-)
CUF_CMPLX_MIXED(*)
CUF_CMPLX_MIXED(/)
#undef CUF_CMPLX_MIXED
template <class T> CUF_HD cuf_complex<T> operator-(cuf_complex<T> a) { return cuf_cmplx_make<T>(-a.re, -a.im); }
template <class T> CUF_HD cuf_complex<T> operator+(cuf_complex<T> a) { return a; }
template <class A, class B> CUF_HD bool operator==(cuf_complex<A> a, cuf_complex<B> b) {
  return a.re == b.re && a.im == b.im;
}
template <class A, class B> CUF_HD bool operator!=(cuf_complex<A> a, cuf_complex<B> b) { return !(a == b); }
template <class A, class B, cuf_if_scalar<B> = 0> CUF_HD bool operator==(cuf_complex<A> a, B b) {
  return a.re == b && a.im == 0;
}
template <class A, class B, cuf_if_scalar<B> = 0> CUF_HD bool operator!=(cuf_complex<A> a, B b) { return !(a == b); }

/* Assignment conversion to any type (used for complex -> real/integer). */
template <class T, class S> struct cuf_conv {
  static CUF_HD T from(S x) { return (T)x; }
};
template <class T, class S> struct cuf_conv<T, cuf_complex<S>> {
  static CUF_HD T from(cuf_complex<S> z) { return (T)z.re; }
};
template <class T, class S> struct cuf_conv<cuf_complex<T>, S> {
  static CUF_HD cuf_complex<T> from(S x) { return cuf_to_complex<T>(x); }
};
template <class T, class S> struct cuf_conv<cuf_complex<T>, cuf_complex<S>> {
  static CUF_HD cuf_complex<T> from(cuf_complex<S> z) { return cuf_to_complex<T>(z); }
};
template <class T, class S> CUF_HD T cuf_convert(S x) { return cuf_conv<T, S>::from(x); }

/* B-FI-02, B-FI-07, B-FI-17 */
template <class T> CUF_HD T cuf_aimag(cuf_complex<T> z) { return z.im; }
template <class T> CUF_HD cuf_complex<T> cuf_conjg(cuf_complex<T> z) { return cuf_cmplx_make<T>(z.re, -z.im); }

/* ------------------------------------------------- numeric (Table 3) */

/* B-FI-01 abs */
CUF_HD signed char cuf_abs(signed char x) { return (signed char)(x < 0 ? -x : x); }
CUF_HD short cuf_abs(short x) { return (short)(x < 0 ? -x : x); }
CUF_HD int cuf_abs(int x) { return x < 0 ? -x : x; }
CUF_HD long long cuf_abs(long long x) { return x < 0 ? -x : x; }
CUF_HD float cuf_abs(float x) { return fabsf(x); }
CUF_HD double cuf_abs(double x) { return fabs(x); }
CUF_HD float cuf_abs(cuf_c4 z) { return hypotf(z.re, z.im); }
CUF_HD double cuf_abs(cuf_c8 z) { return hypot(z.re, z.im); }

/* B-FI-03 aint, B-FI-04 anint (round half away from zero), B-FI-16 nint */
CUF_HD float cuf_aint(float x) { return truncf(x); }
CUF_HD double cuf_aint(double x) { return trunc(x); }
CUF_HD float cuf_anint(float x) { return roundf(x); }
CUF_HD double cuf_anint(double x) { return round(x); }
template <class I> CUF_HD I cuf_nint(float x) { return (I)llroundf(x); }
template <class I> CUF_HD I cuf_nint(double x) { return (I)llround(x); }
/* B-FI-05 ceiling, B-FI-09 floor (integer result of kind I) */
template <class I> CUF_HD I cuf_ceiling(float x) { return (I)ceilf(x); }
template <class I> CUF_HD I cuf_ceiling(double x) { return (I)ceil(x); }
template <class I> CUF_HD I cuf_floor(float x) { return (I)floorf(x); }
template <class I> CUF_HD I cuf_floor(double x) { return (I)floor(x); }

/* B-FI-14 mod: a - int(a/p)*p (sign of a); B-FI-15 modulo: a - floor(a/p)*p
 * (sign of p). */
template <class T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
CUF_HD T cuf_mod(T a, T p) { return (T)(a % p); }
CUF_HD float cuf_mod(float a, float p) { return fmodf(a, p); }
CUF_HD double cuf_mod(double a, double p) { return fmod(a, p); }
template <class T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
CUF_HD T cuf_modulo(T a, T p) {
  T r = (T)(a % p);
  return (T)((r != 0 && ((r < 0) != (p < 0))) ? r + p : r);
}
CUF_HD float cuf_modulo(float a, float p) {
  float r = fmodf(a, p);
  return (r != 0.0f && ((r < 0.0f) != (p < 0.0f))) ? r + p : r;
}
CUF_HD double cuf_modulo(double a, double p) {
  double r = fmod(a, p);
  return (r != 0.0 && ((r < 0.0) != (p < 0.0))) ? r + p : r;
}

/* B-FI-18 sign: |a| with the sign of b (b = -0.0 gives -|a| for reals,
 * as gfortran does) */
template <class T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
CUF_HD T cuf_sign(T a, T b) {
  T m = a < 0 ? (T)-a : a;
  return b < 0 ? (T)-m : m;
}
CUF_HD float cuf_sign(float a, float b) { return copysignf(a, b); }
CUF_HD double cuf_sign(double a, double b) { return copysign(a, b); }

/* B-FI-08 dim: max(a - b, 0) */
template <class T> CUF_HD T cuf_dim(T a, T b) { return a > b ? (T)(a - b) : (T)0; }

/* B-FI-12/13 max, min of two values of one type (the emitter converts the
 * arguments and nests calls for more).  Reals: a NaN argument is ignored
 * as gfortran does (fmax/fmin). */
template <class T> CUF_HD T cuf_max(T a, T b) { return a > b ? a : b; }
template <class T> CUF_HD T cuf_min(T a, T b) { return a < b ? a : b; }
CUF_HD float cuf_max(float a, float b) { return fmaxf(a, b); }
CUF_HD float cuf_min(float a, float b) { return fminf(a, b); }
CUF_HD double cuf_max(double a, double b) { return fmax(a, b); }
CUF_HD double cuf_min(double a, double b) { return fmin(a, b); }
/* libm's integer output arguments of kind 8 (a default integer under -i8):
 * frexp's exponent, remquo's quotient, through an int */
CUF_HD double frexp(double x, long long *e) { int i = 0; double r = frexp(x, &i); *e = i; return r; }
CUF_HD float frexpf(float x, long long *e) { int i = 0; float r = frexpf(x, &i); *e = i; return r; }
CUF_HD double remquo(double x, double y, long long *q) { int i = 0; double r = remquo(x, y, &i); *q = i; return r; }
CUF_HD float remquof(float x, float y, long long *q) { int i = 0; float r = remquof(x, y, &i); *q = i; return r; }
/* an extent of default integers under -i8 (long long) against an int bound */
CUF_HD long long cuf_max(long long a, int b) { return a > b ? a : (long long)b; }
CUF_HD long long cuf_max(int a, long long b) { return a > b ? (long long)a : b; }

/* ---------------------------------------------------------- power (**) */

/* integer ** integer (F2008 7.1.5.2.1: a**(-n) is 1/(a**n) in integer
 * arithmetic, so 0 unless a is 1 or -1). */
/* An array constructor passed to an explicit-shape or assumed-size dummy:
 * a temporary that lives until the end of the call's full expression. */
template <class T, int N> struct cuf_temp_array { T a[N]; };

template <class T, class E> CUF_HD T cuf_ipow(T a, E n) {
  if (n < 0) {
    if (a == 1) return 1;
    if (a == -1) return (n % 2) ? (T)-1 : (T)1;
    return 0;
  }
  T r = 1;
  while (n) {
    if (n & 1) r = (T)(r * a);
    n >>= 1;
    if (n) a = (T)(a * a);
  }
  return r;
}
/* real/complex ** integer: repeated multiplication, reciprocal for n < 0. */
template <class T, class E> CUF_HD T cuf_rpow(T a, E n) {
  E m = n < 0 ? (E)-n : n;
  T r = cuf_convert<T>(1), b = a;
  while (m) {
    if (m & 1) r = r * b;
    m >>= 1;
    if (m) b = b * b;
  }
  return n < 0 ? cuf_convert<T>(1) / r : r;
}
CUF_HD float cuf_pow(float a, float b) { return powf(a, b); }
CUF_HD double cuf_pow(double a, double b) { return pow(a, b); }

/* ----------------------------------------------- mathematical (Table 4) */

#define CUF_MATH1(name, f4, f8)                                                   \
  CUF_HD float cuf_##name(float x) { return f4(x); }                              \
  CUF_HD double cuf_##name(double x) { return f8(x); }
CUF_MATH1(acos, acosf, acos)       /* B-FI-19 */
CUF_MATH1(acosh, acoshf, acosh)    /* B-FI-20 */
CUF_MATH1(asin, asinf, asin)       /* B-FI-21 */
CUF_MATH1(asinh, asinhf, asinh)    /* B-FI-22 */
CUF_MATH1(atan, atanf, atan)       /* B-FI-23 */
CUF_MATH1(atanh, atanhf, atanh)    /* B-FI-24 */
CUF_MATH1(bessel_j0, j0f, j0)      /* B-FI-26 */
CUF_MATH1(bessel_j1, j1f, j1)      /* B-FI-27 */
CUF_MATH1(bessel_y0, y0f, y0)      /* B-FI-29 */
CUF_MATH1(bessel_y1, y1f, y1)      /* B-FI-30 */
CUF_MATH1(cos, cosf, cos)          /* B-FI-32 */
CUF_MATH1(cosh, coshf, cosh)       /* B-FI-33 */
CUF_MATH1(erf, erff, erf)          /* B-FI-34 */
CUF_MATH1(erfc, erfcf, erfc)       /* B-FI-35 */
CUF_MATH1(exp, expf, exp)          /* B-FI-36 */
CUF_MATH1(gamma, tgammaf, tgamma)  /* B-FI-37 */
CUF_MATH1(log, logf, log)          /* B-FI-39 */
CUF_MATH1(log10, log10f, log10)    /* B-FI-40 */
CUF_MATH1(log_gamma, lgammaf, lgamma) /* B-FI-41 */
CUF_MATH1(sin, sinf, sin)          /* B-FI-42 */
CUF_MATH1(sinh, sinhf, sinh)       /* B-FI-43 */
CUF_MATH1(sqrt, sqrtf, sqrt)       /* B-FI-44 */
CUF_MATH1(tan, tanf, tan)          /* B-FI-45 */
CUF_MATH1(tanh, tanhf, tanh)       /* B-FI-46 */
#undef CUF_MATH1
CUF_HD float cuf_atan2(float y, float x) { return atan2f(y, x); }   /* B-FI-25 */
CUF_HD double cuf_atan2(double y, double x) { return atan2(y, x); }
CUF_HD float cuf_hypot(float x, float y) { return hypotf(x, y); }   /* B-FI-38 */
CUF_HD double cuf_hypot(double x, double y) { return hypot(x, y); }
CUF_HD float cuf_bessel_jn(int n, float x) { return jnf(n, x); }    /* B-FI-28 */
CUF_HD double cuf_bessel_jn(int n, double x) { return jn(n, x); }
CUF_HD float cuf_bessel_yn(int n, float x) { return ynf(n, x); }    /* B-FI-31 */
CUF_HD double cuf_bessel_yn(int n, double x) { return yn(n, x); }

/* Complex versions (B-FI-32, 36, 39, 42, 44). */
template <class T> CUF_HD cuf_complex<T> cuf_exp(cuf_complex<T> z) {
  T e = cuf_exp(z.re);
  return cuf_cmplx_make<T>(e * cuf_cos(z.im), e * cuf_sin(z.im));
}
template <class T> CUF_HD cuf_complex<T> cuf_log(cuf_complex<T> z) {
  return cuf_cmplx_make<T>(cuf_log(cuf_abs(z)), cuf_atan2(z.im, z.re));
}
template <class T> CUF_HD cuf_complex<T> cuf_sin(cuf_complex<T> z) {
  return cuf_cmplx_make<T>(cuf_sin(z.re) * cuf_cosh(z.im), cuf_cos(z.re) * cuf_sinh(z.im));
}
template <class T> CUF_HD cuf_complex<T> cuf_cos(cuf_complex<T> z) {
  return cuf_cmplx_make<T>(cuf_cos(z.re) * cuf_cosh(z.im), -cuf_sin(z.re) * cuf_sinh(z.im));
}
/* Principal square root, real part >= 0 (F2008 13.7.159). */
template <class T> CUF_HD cuf_complex<T> cuf_sqrt(cuf_complex<T> z) {
  if (z.re == 0 && z.im == 0) return cuf_cmplx_make<T>(0, z.im);
  T m = cuf_sqrt((cuf_abs(z.re) + cuf_abs(z)) / 2);
  if (z.re >= 0) return cuf_cmplx_make<T>(m, z.im / (2 * m));
  return cuf_cmplx_make<T>(cuf_abs(z.im) / (2 * m), cuf_sign(m, z.im));
}
template <class A, class B> CUF_HD cuf_complex<cuf_promote<A, B>> cuf_pow(cuf_complex<A> a, cuf_complex<B> b) {
  typedef cuf_promote<A, B> T;
  if (a.re == 0 && a.im == 0) return cuf_cmplx_make<T>(0, 0);
  return cuf_exp(cuf_to_complex<T>(b) * cuf_log(cuf_to_complex<T>(a)));
}

/* --------------------------------------- numeric inquiry (Table 5) */

/* B-FI-47..58: the emitter folds constant inquiries; these cover the rest
 * (the argument is only used for its type). */
CUF_HD signed char cuf_huge(signed char) { return SCHAR_MAX; }
CUF_HD short cuf_huge(short) { return SHRT_MAX; }
CUF_HD int cuf_huge(int) { return INT_MAX; }
CUF_HD long long cuf_huge(long long) { return LLONG_MAX; }
CUF_HD float cuf_huge(float) { return FLT_MAX; }
CUF_HD double cuf_huge(double) { return DBL_MAX; }
CUF_HD float cuf_tiny(float) { return FLT_MIN; }
CUF_HD double cuf_tiny(double) { return DBL_MIN; }
CUF_HD float cuf_epsilon(float) { return FLT_EPSILON; }
CUF_HD double cuf_epsilon(double) { return DBL_EPSILON; }
/* F2008 13.7.59, 13.7.69: x = fraction(x) * 2**exponent(x), the fraction in
 * [0.5, 1); both 0 for 0 (a float converts to double exactly) */
template <class T> CUF_HD int cuf_exponent(T x) { return x == 0 ? 0 : ilogb((double)x) + 1; }
template <class T> CUF_HD T cuf_fraction(T x) {
  return x == 0 ? x : (T)scalbn((double)x, -(ilogb((double)x) + 1));
}
/* F2008 13.7.171 transfer between scalars of one size: the same bits */
template <class T, class S> CUF_HD T cuf_transfer(S s) {
  static_assert(sizeof(T) == sizeof(S), "transfer between types of different sizes");
  T t;
  memcpy(&t, &s, sizeof t);
  return t;
}

/* ------------------------------------------ bit manipulation (Table 6) */

/* The same-size unsigned type: shifts are logical on the kind's bits. */
template <class T> using cuf_unsigned = typename std::make_unsigned<T>::type;
template <class T> CUF_HD int cuf_bit_size(T) { return (int)(8 * sizeof(T)); }   /* B-FI-47 */
template <class T> CUF_HD bool cuf_btest(T i, int pos) {                        /* B-FI-59 */
  return ((cuf_unsigned<T>)i >> pos) & 1u;
}
template <class T> CUF_HD T cuf_ibclr(T i, int pos) {                           /* B-FI-61 */
  return (T)((cuf_unsigned<T>)i & (cuf_unsigned<T>) ~((cuf_unsigned<T>)1 << pos));
}
template <class T> CUF_HD T cuf_ibits(T i, int pos, int len) {                  /* B-FI-62 */
  typedef cuf_unsigned<T> U;
  U mask = len >= (int)(8 * sizeof(T)) ? (U)~(U)0 : (U)(((U)1 << len) - 1);
  return (T)(((U)i >> pos) & mask);
}
template <class T> CUF_HD T cuf_ibset(T i, int pos) {                           /* B-FI-63 */
  return (T)((cuf_unsigned<T>)i | ((cuf_unsigned<T>)1 << pos));
}
/* B-FI-66 ishft: logical shift, |shift| >= bit_size gives 0. */
template <class T> CUF_HD T cuf_ishft(T i, int shift) {
  typedef cuf_unsigned<T> U;
  int n = (int)(8 * sizeof(T));
  if (shift >= n || shift <= -n) return 0;
  return shift >= 0 ? (T)((U)i << shift) : (T)((U)i >> -shift);
}
/* B-FI-67 ishftc: circular shift of the rightmost `size` bits. */
template <class T> CUF_HD T cuf_ishftc(T i, int shift, int size = (int)(8 * sizeof(T))) {
  typedef cuf_unsigned<T> U;
  int n = (int)(8 * sizeof(T));
  U all = (U)~(U)0;
  U mask = size >= n ? all : (U)(((U)1 << size) - 1);
  U v = (U)i & mask, keep = (U)i & (U)~mask;
  int s = ((shift % size) + size) % size;
  if (s == 0) return i;
  U rot = (U)(((U)(v << s) | (U)(v >> (size - s))) & mask);
  return (T)(keep | rot);
}
template <class T> CUF_HD int cuf_popcnt(T i) {                                 /* B-FI-71 */
  typedef cuf_unsigned<T> U;
  U v = (U)i;
  int c = 0;
  for (; v; v &= (U)(v - 1)) c++;
  return c;
}
template <class T> CUF_HD int cuf_poppar(T i) { return cuf_popcnt(i) & 1; }    /* B-FI-72 */
template <class T> CUF_HD int cuf_leadz(T i) {                                  /* B-FI-68 */
  typedef cuf_unsigned<T> U;
  int n = (int)(8 * sizeof(T));
  U v = (U)i;
  int z = 0;
  for (int b = n - 1; b >= 0 && !((v >> b) & 1u); b--) z++;
  return z;
}
template <class T> CUF_HD int cuf_trailz(T i) {
  typedef cuf_unsigned<T> U;
  int n = (int)(8 * sizeof(T));
  U v = (U)i;
  int z = 0;
  for (int b = 0; b < n && !((v >> b) & 1u); b++) z++;
  return z;
}
/* B-FI-69 mvbits(from, frompos, len, to, topos) */
template <class T> CUF_HD void cuf_mvbits(T from, int frompos, int len, T *to, int topos) {
  typedef cuf_unsigned<T> U;
  int n = (int)(8 * sizeof(T));
  U mask = len >= n ? (U)~(U)0 : (U)(((U)1 << len) - 1);
  U bits = (U)(((U)from >> frompos) & mask);
  *to = (T)(((U)*to & (U) ~(U)(mask << topos)) | (U)(bits << topos));
}

/* An expression passed to a by-reference dummy: the temporary lives until
 * the end of the full expression, i.e. until the call returns. */
template <class T> CUF_HD typename std::remove_reference<T>::type *cuf_ref(T &&v) { return &v; }

/* type(dim3) in device code: integer(4) components (guide 3.6.2). */
struct cuf_dim3 { int x, y, z; };

/* --------------------------------------------------- character(1) */

CUF_HD int cuf_ichar(char c) { return (int)(unsigned char)c; }
CUF_HD char cuf_char(int i) { return (char)i; }

/* ------------------------------------------- character strings (len > 1) */
/* A character(len=N) scalar is N chars, blank padded, no terminator; every
 * string expression is a view of its chars (src/device/chars.c).  A view
 * of a character(1) value holds it in a cuf_char1 temporary, which lives
 * to the end of the statement that made it. */
struct cuf_strv { const char *p; int n; };
struct cuf_char1 { char c; };
CUF_HD cuf_strv cuf_sv(const char *p, long long n) { return cuf_strv{p, n > 0 ? (int)n : 0}; }
CUF_HD cuf_strv cuf_sv1(const cuf_char1 &t) { return cuf_strv{&t.c, 1}; }
/* s(lo:hi): zero length when hi < lo (F2008 6.4.1) */
CUF_HD cuf_strv cuf_substr(cuf_strv s, long long lo, long long hi) {
  return cuf_strv{s.p + (lo - 1), hi >= lo ? (int)(hi - lo + 1) : 0};
}
CUF_HD int cuf_len_trim(cuf_strv s) {
  int n = s.n;
  while (n > 0 && s.p[n - 1] == ' ') n--;
  return n;
}
CUF_HD cuf_strv cuf_trim(cuf_strv s) { return cuf_strv{s.p, cuf_len_trim(s)}; }
/* <0, 0, >0: the shorter operand compared as if padded with blanks (F2008 7.1.5.5.1) */
CUF_HD int cuf_str_cmp(cuf_strv a, cuf_strv b) {
  int n = a.n > b.n ? a.n : b.n;
  for (int i = 0; i < n; i++) {
    int x = i < a.n ? (unsigned char)a.p[i] : ' ', y = i < b.n ? (unsigned char)b.p[i] : ' ';
    if (x != y) return x - y;
  }
  return 0;
}
/* d = s, truncated or blank padded (F2008 7.2.1.3); the value is that of s
 * before the assignment even where the two overlap (c(2:5) = c(1:4)). */
CUF_HD void cuf_str_assign(cuf_strv d, cuf_strv s) {
  char *to = (char *)d.p;
  int k = s.n < d.n ? s.n : d.n;
  if (to <= s.p)
    for (int i = 0; i < k; i++) to[i] = s.p[i];
  else
    for (int i = k - 1; i >= 0; i--) to[i] = s.p[i];
  for (int i = k; i < d.n; i++) to[i] = ' ';
}

/* d = s, then d's view (a VALUE character dummy's copy) */
CUF_HD cuf_strv cuf_str_set(cuf_strv d, cuf_strv s) { cuf_str_assign(d, s); return d; }
/* a // b in buf, which holds the longest value they can have (chars.c) */
CUF_HD cuf_strv cuf_concat(char *buf, cuf_strv a, cuf_strv b) {
  for (int i = 0; i < a.n; i++) buf[i] = a.p[i];
  for (int i = 0; i < b.n; i++) buf[a.n + i] = b.p[i];
  return cuf_strv{buf, a.n + b.n};
}

/* d = a // b // ..., truncated or blank padded; an operand that overlaps d
 * is read before d is written (through a copy on the device heap). */
template <typename... V> CUF_HD void cuf_str_assign_cat(cuf_strv d, V... parts) {
  const cuf_strv v[] = {parts...};
  int total = 0;
  bool overlap = false;
  for (const cuf_strv &s : v) {
    total += s.n;
    overlap |= s.n > 0 && s.p < d.p + d.n && d.p < s.p + s.n;
  }
  char *buf = overlap ? (char *)malloc(total > 0 ? total : 1) : (char *)d.p;
  char *to = buf;
  for (const cuf_strv &s : v)
    for (int i = 0; i < s.n && to - buf < (overlap ? total : d.n); i++) *to++ = s.p[i];
  if (overlap) {
    cuf_str_assign(d, cuf_strv{buf, total});
    free(buf);
  } else {
    for (int i = (int)(to - buf); i < d.n; i++) buf[i] = ' ';
  }
}

/* Memory of an automatic array in device code (F2008 5.3.8.2): the device
 * heap (malloc in device code; its size is cudaLimitMallocHeapSize).  The
 * caller frees it before returning. */
__device__ inline void *cuf_auto_alloc(size_t bytes, const char *name) {
  void *p = malloc(bytes ? bytes : 1);
  if (!p) {
    printf("cufc runtime error: automatic array '%s' (%llu bytes): device heap exhausted; "
           "raise it with cudaDeviceSetLimit(cudaLimitMallocHeapSize, bytes)\n",
           name, (unsigned long long)bytes);
    __trap();
  }
  return p;
}

/* ---------------------------------------------------- array descriptors */

template <class T, int R> struct cuf_array {
  T *base;
  int lb[R];
  int ext[R];
  int sm[R]; /* stride in elements */
};

/* gfortran's own descriptor (libgfortran.h, GFC_ARRAY_DESCRIPTOR, gfortran
 * 8 and later) of a pointer array, as it lies inside a derived type whose
 * component holds device or managed data (host code declares such
 * components as POINTERs, src/host/rewrite.c): a struct copied from the host
 * carries it, and device code indexes the memory it points at.  Element
 * (i1, ...) is base_addr[sum (ik - lbound_k) * stride_k] (strides in
 * elements: the runtime allocates these arrays contiguous). */
template <class T, int R> struct cuf_gfc_array {
  T *base_addr;
  size_t offset;
  struct {
    size_t elem_len;
    int version;
    signed char rank, type;
    short attribute;
  } dtype;
  ptrdiff_t span;
  struct {
    ptrdiff_t stride, lbound, ubound;
  } dim[R];
};

/* ALLOCATE / DEALLOCATE of a local allocatable array in device code (F2008
 * 6.7.1, 6.7.3): memory from the device heap (raise it with
 * cudaDeviceSetLimit(cudaLimitMallocHeapSize)).  They return the STAT value,
 * which is also the CUDA error code that cudaMalloc/cudaFree in device code
 * return: 0; 1 (cudaErrorInvalidValue) already allocated / not allocated /
 * more than 32-bit indexing reaches; 2 (cudaErrorMemoryAllocation) heap
 * exhausted.  Without STAT= (has_stat
 * false) a failure prints the reason and stops the kernel. */
__device__ inline int cuf_alloc_fail(int code, bool has_stat, const char *stmt, const char *name, const char *why) {
  if (has_stat) return code;
  printf("cufc runtime error: %s of '%s' in device code: %s\n", stmt, name, why);
  __trap();
  return code;
}
template <class T, int R>
__device__ inline int cuf_dev_allocate(cuf_array<T, R> &a, const long long (&lo)[R], const long long (&hi)[R],
                                       bool has_stat, const char *name) {
  if (a.base) return cuf_alloc_fail(1, has_stat, "ALLOCATE", name, "already allocated");
  long long n = 1;
  int ext[R];
  for (int k = 0; k < R; k++) {
    long long e = hi[k] >= lo[k] ? hi[k] - lo[k] + 1 : 0;
    if (e > INT_MAX || (e && n > INT_MAX / e) || lo[k] < INT_MIN || hi[k] > INT_MAX)
      return cuf_alloc_fail(1, has_stat, "ALLOCATE", name, "too large for 32-bit indexing");
    ext[k] = (int)e;
    n *= e;
  }
  T *base = (T *)malloc(n > 0 ? (size_t)n * sizeof(T) : 1);
  if (!base)
    return cuf_alloc_fail(2, has_stat, "ALLOCATE", name,
                          "device heap exhausted; raise it with cudaDeviceSetLimit(cudaLimitMallocHeapSize, bytes)");
  a.base = base;
  int sm = 1;
  for (int k = 0; k < R; k++) {
    a.lb[k] = (int)lo[k];
    a.ext[k] = ext[k];
    a.sm[k] = sm;
    sm *= ext[k];
  }
  return 0;
}
/* Intrinsic assignment of an array value with extents ext to allocatable a
 * (F2008 7.2.1.3): a keeps its memory and bounds when allocated with that
 * shape, else it is allocated (bounds 1:ext).  A value that refers to a
 * itself (`aliased`) must not need that: its memory would go first. */
template <class T, int R>
__device__ inline void cuf_dev_fit(cuf_array<T, R> &a, const long long (&ext)[R], bool aliased, const char *name) {
  bool same = a.base != nullptr;
  long long lo[R], hi[R];
  for (int k = 0; k < R; k++) {
    same = same && a.ext[k] == ext[k];
    lo[k] = 1;
    hi[k] = ext[k];
  }
  if (same) return;
  if (a.base && aliased) {
    cuf_alloc_fail(1, false, "assignment", name, "the value refers to the array, whose shape it changes");
    return;
  }
  free(a.base);
  a.base = nullptr;
  cuf_dev_allocate(a, lo, hi, false, name);
}

template <class T, int R>
__device__ inline int cuf_dev_deallocate(cuf_array<T, R> &a, bool has_stat, const char *name) {
  if (!a.base) return cuf_alloc_fail(1, has_stat, "DEALLOCATE", name, "not allocated");
  free(a.base);
  a.base = nullptr;
  return 0;
}

/* ------------------------------------------------ host: launch stubs */

/* libcufrt (cufrt.h): the stream of a launch, which may name none. */
extern "C" intptr_t cufrt_launch_stream(long long stream, int n, CFI_cdesc_t *const *args);

/* Value of a scalar actual given by descriptor `d` (base_addr = host
 * address), converted to the dummy's type T as on assignment (abi.md 1). */
template <class T> inline T cuf_stub_value(const CFI_cdesc_t *d) {
  const void *p = d->base_addr;
  int kind = d->type >> CFI_type_kind_shift;
  switch (d->type & CFI_type_mask) {
  case CFI_type_Integer:
  case CFI_type_Logical:
    switch (kind) {
    case 1: return cuf_convert<T>(*(const signed char *)p);
    case 2: return cuf_convert<T>(*(const short *)p);
    case 8: return cuf_convert<T>(*(const long long *)p);
    default: return cuf_convert<T>(*(const int *)p);
    }
  case CFI_type_Real:
    if (kind == 8) return cuf_convert<T>(*(const double *)p);
    return cuf_convert<T>(*(const float *)p);
  case CFI_type_Complex:
    if (kind == 8) return cuf_convert<T>(*(const cuf_c8 *)p);
    return cuf_convert<T>(*(const cuf_c4 *)p);
  default: {
    T v;
    memcpy((void *)&v, p, sizeof v);
    return v;
  }
  }
}
/* Derived-type value: the bytes. */
template <class T> inline T cuf_stub_struct(const CFI_cdesc_t *d) {
  T v;
  memcpy((void *)&v, d->base_addr, sizeof v);
  return v;
}

inline void cuf_stub_fail(const char *what, const char *name) {
  fprintf(stderr, "cufc runtime error: %s '%s'\n", what, name);
  exit(1);
}

/* Assumed-shape dummy: extents and strides from the actual's descriptor,
 * lower bounds from the dummy's declaration (`lb`, default 1). */
template <class T, int R>
inline cuf_array<T, R> cuf_stub_array(const CFI_cdesc_t *d, const int *lb, const char *name) {
  cuf_array<T, R> a;
  a.base = (T *)d->base_addr;
  for (int k = 0; k < R; k++) {
    long long ext = k < d->rank ? (long long)d->dim[k].extent : 1;
    long long sm = k < d->rank ? (long long)(d->dim[k].sm / (CFI_index_t)sizeof(T)) : 1;
    if (ext > INT_MAX || sm > INT_MAX || sm < INT_MIN)
      cuf_stub_fail("array too large for 32-bit indexing in kernel argument", name);
    a.lb[k] = lb ? lb[k] : 1;
    a.ext[k] = (int)ext;
    a.sm[k] = (int)sm;
  }
  return a;
}
/* Module allocatable/pointer: bounds as the descriptor has them (abi.md 2). */
/* `lb`: the Fortran lower bounds (a C descriptor of a non-pointer dummy
 * always says 0, F2018 18.5.3). */
template <class T, int R>
inline cuf_array<T, R> cuf_stub_module_array(const CFI_cdesc_t *d, const long long *lb) {
  cuf_array<T, R> a;
  memset((void *)&a, 0, sizeof a);
  a.base = (T *)d->base_addr;
  if (!a.base) return a;
  for (int k = 0; k < R && k < d->rank; k++) {
    a.lb[k] = (int)lb[k];
    a.ext[k] = (int)d->dim[k].extent;
    a.sm[k] = (int)(d->dim[k].sm / (CFI_index_t)sizeof(T));
  }
  return a;
}

/* Pointer dummy of a kernel (guide 2.12.3): the host passes the pointer
 * itself, so the descriptor has its lower bounds and strides, and a null
 * address when it is disassociated (associated() in the kernel). */
template <class T, int R>
inline cuf_array<T, R> cuf_stub_pointer(const CFI_cdesc_t *d, const char *name) {
  cuf_array<T, R> a;
  memset((void *)&a, 0, sizeof a);
  a.base = (T *)d->base_addr;
  if (!a.base) return a;
  for (int k = 0; k < R && k < d->rank; k++) {
    long long lb = (long long)d->dim[k].lower_bound, ext = (long long)d->dim[k].extent;
    long long sm = (long long)(d->dim[k].sm / (CFI_index_t)sizeof(T));
    if (ext > INT_MAX || lb > INT_MAX || lb < INT_MIN || sm > INT_MAX || sm < INT_MIN)
      cuf_stub_fail("array too large for 32-bit indexing in kernel argument", name);
    a.lb[k] = (int)lb;
    a.ext[k] = (int)ext;
    a.sm[k] = (int)sm;
  }
  return a;
}

/* Blocks of `kernel` resident on the current device at once (grid `*`).
 * cudaOccupancyMaxActiveBlocksPerMultiprocessor costs microseconds, and a
 * CUDA C program asks once, not per launch: the answer is kept per kernel,
 * block size, dynamic shared memory and device, per host thread (no lock;
 * the last 8 combinations of each kernel type; issue 16 item 4). A later
 * change of the kernel's shared-memory carveout goes unseen, as in a CUDA
 * C program that asked once. */
template <class K> inline int cuf_resident_blocks(K kernel, int threads, long long shmem) {
  struct memo { const void *kernel; int dev, threads; long long shmem; int blocks; };
  static thread_local memo seen[8];
  static thread_local unsigned next;
  int dev = 0, sms = 1, per_sm = 1;
  cudaGetDevice(&dev);
  for (const memo &m : seen)
    if (m.kernel == (const void *)kernel && m.dev == dev && m.threads == threads && m.shmem == shmem)
      return m.blocks;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, threads, (size_t)shmem);
  int blocks = (per_sm > 0 ? per_sm : 1) * (sms > 0 ? sms : 1);
  seen[next++ % 8] = memo{(const void *)kernel, dev, threads, shmem, blocks};
  return blocks;
}

/* Launch configuration `*` (guide 3.5, A-LCH): block * -> 256 threads,
 * grid * -> as many blocks as fit on the GPU at once. */
template <class K>
inline void cuf_stub_config(K kernel, int *gx, int *gy, int *gz, int *bx, int *by, int *bz,
                            long long shmem) {
  if (*bx == CUFRT_LAUNCH_AUTO) { *bx = 256; *by = 1; *bz = 1; }
  if (*gx == CUFRT_LAUNCH_AUTO) {
    *gx = cuf_resident_blocks(kernel, *bx * *by * *bz, shmem);
    *gy = 1;
    *gz = 1;
  }
}

/* The same for a grid_global kernel (guide 2.5.5, 4.8): grid `*` is the
 * blocks that are co-resident, which the emulator may limit further
 * (cufemu_cooperative_max_blocks). */
template <class K>
inline void cuf_stub_coop_config(K kernel, int *gx, int *gy, int *gz, int *bx, int *by, int *bz,
                                 long long shmem) {
  bool grid_star = *gx == CUFRT_LAUNCH_AUTO;
  cuf_stub_config(kernel, gx, gy, gz, bx, by, bz, shmem);
#if defined(CUF_EMU)
  int most = cufemu_cooperative_max_blocks(*bx * *by * *bz, (size_t)shmem);
  if (grid_star && *gx > most) *gx = most > 0 ? most : 1;
#else
  (void)grid_star;
#endif
}

#endif /* CUF_FORTRAN_H */
