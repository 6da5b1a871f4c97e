/* cufrt_reduce (guide 3.7.2) on descriptors built with CFI_establish and
 * CFI_section: whole arrays, strided and reversed sections, dim=, mask=,
 * every operation, against host loops over the same data (exact for
 * integers, double precision for reals). */
#include "cufrt.h"
#include "rt_check.h"
#include <math.h>
#include <stdint.h>
#include <string.h>

#define F "cufrt_reduce.c"
#define LOGICAL4 (CFI_type_Logical + (4 << CFI_type_kind_shift))

/* A device array of `n` elements with a host copy. */
typedef struct {
  CFI_CDESC_T(3) dev, host;
  void *d, *h;
} arr;

static void arr_new(arr *a, CFI_type_t type, size_t elem, int rank, const CFI_index_t *ext,
                    void (*fill)(void *, size_t)) {
  size_t n = 1;
  for (int i = 0; i < rank; i++) n *= (size_t)ext[i];
  a->d = cufrt_malloc(n * elem, CUFRT_DEVICE, NULL, F, __LINE__);
  a->h = malloc(n * elem + 1);
  for (size_t i = 0; i < n; i++) fill((char *)a->h + i * elem, i);
  cufrt_memcpy(a->d, a->h, n * elem, CUFRT_H2D, 0, F, __LINE__);
  CFI_establish((CFI_cdesc_t *)&a->dev, a->d, CFI_attribute_other, type, elem, rank, ext);
  CFI_establish((CFI_cdesc_t *)&a->host, a->h, CFI_attribute_other, type, elem, rank, ext);
}

/* The same section of both copies. */
typedef struct {
  CFI_CDESC_T(3) dev, host;
} sec;
static void sec_new(sec *s, arr *a, const CFI_index_t *lo, const CFI_index_t *hi, const CFI_index_t *st) {
  int rank = ((CFI_cdesc_t *)&a->dev)->rank;
  CFI_establish((CFI_cdesc_t *)&s->dev, NULL, CFI_attribute_other, ((CFI_cdesc_t *)&a->dev)->type,
                ((CFI_cdesc_t *)&a->dev)->elem_len, rank, NULL);
  CFI_establish((CFI_cdesc_t *)&s->host, NULL, CFI_attribute_other, ((CFI_cdesc_t *)&a->dev)->type,
                ((CFI_cdesc_t *)&a->dev)->elem_len, rank, NULL);
  CHECK(CFI_section((CFI_cdesc_t *)&s->dev, (CFI_cdesc_t *)&a->dev, lo, hi, st) == CFI_SUCCESS);
  CHECK(CFI_section((CFI_cdesc_t *)&s->host, (CFI_cdesc_t *)&a->host, lo, hi, st) == CFI_SUCCESS);
}
#define D(x) ((CFI_cdesc_t *)&(x))

static size_t count_of(const CFI_cdesc_t *d) {
  size_t n = 1;
  for (int i = 0; i < d->rank; i++) n *= (size_t)d->dim[i].extent;
  return n;
}
/* Element k (column-major) of a host descriptor. */
static void *at(const CFI_cdesc_t *d, size_t k) {
  char *p = d->base_addr;
  for (int i = 0; i < d->rank; i++) {
    p += (ptrdiff_t)(k % (size_t)d->dim[i].extent) * d->dim[i].sm;
    k /= (size_t)d->dim[i].extent;
  }
  return p;
}

static void fill_i32(void *p, size_t i) { *(int32_t *)p = (int32_t)((i * 2654435761u) % 2001) - 1000; }
static void fill_i64(void *p, size_t i) { *(int64_t *)p = (int64_t)((i * 40503u) % 100003) * 1000003 - 50000000000LL; }
static void fill_i8(void *p, size_t i) { *(int8_t *)p = (int8_t)(i * 37 + 5); }
static void fill_r4(void *p, size_t i) { *(float *)p = (float)((i * 7919) % 1000) / 997.0f - 0.5f; }
static void fill_r8(void *p, size_t i) { *(double *)p = sin((double)i) * 3.0; }
static void fill_c8(void *p, size_t i) { double z[2] = {cos((double)i), (double)(i % 5) - 2.0}; memcpy(p, z, 16); }
static void fill_l1(void *p, size_t i) { *(int8_t *)p = (i * 5 + i / 7) % 3 == 0; }
static void fill_l4(void *p, size_t i) { *(int32_t *)p = (i % 11) != 3; }

static int close_to(double got, double want, double scale) { return fabs(got - want) <= 1e-5 * (scale + 1.0); }

/* ---- whole-array reductions ------------------------------------------------- */

static void test_sum_real_vector(void) {
  /* 1e6 + 3 real(4): the vectorised path plus a tail */
  CFI_index_t ext[1] = {1000003};
  arr a;
  arr_new(&a, CFI_type_float, 4, 1, ext, fill_r4);
  float s = 0;
  CFI_CDESC_T(0) r;
  CFI_establish(D(r), &s, CFI_attribute_other, CFI_type_float, 4, 0, NULL);
  cufrt_reduce(CUFRT_RED_SUM, D(a.dev), NULL, NULL, 0, D(r), 0, F, __LINE__);
  double want = 0, mag = 0;
  for (size_t i = 0; i < (size_t)ext[0]; i++) want += ((float *)a.h)[i], mag += fabs(((float *)a.h)[i]);
  CHECK(close_to(s, want, mag));
  /* unaligned start: a(2:) */
  sec b;
  CFI_index_t lo[1] = {1}, hi[1] = {ext[0] - 1}, st[1] = {1};
  sec_new(&b, &a, lo, hi, st);
  cufrt_reduce(CUFRT_RED_SUM, D(b.dev), NULL, NULL, 0, D(r), 0, F, __LINE__);
  CHECK(close_to(s, want - ((float *)a.h)[0], mag));
}

static void test_int_section(void) {
  /* a(3:998:3, 40:2:-2, :) of a 1000x41x3 integer(4) array */
  CFI_index_t ext[3] = {1000, 41, 3}, lo[3] = {2, 39, 0}, hi[3] = {997, 1, 2}, st[3] = {3, -2, 1};
  arr a;
  arr_new(&a, CFI_type_int32_t, 4, 3, ext, fill_i32);
  sec s;
  sec_new(&s, &a, lo, hi, st);
  CFI_cdesc_t *h = D(s.host);
  size_t n = count_of(h);
  long long want_sum = 0;
  int want_max = INT32_MIN, want_min = INT32_MAX;
  size_t at_max = 0, at_min = 0;
  for (size_t k = 0; k < n; k++) {
    int v = *(int *)at(h, k);
    want_sum += v;
    if (v > want_max) want_max = v, at_max = k;
    if (v < want_min) want_min = v, at_min = k;
  }
  int got = 0;
  int64_t loc[3];
  CFI_CDESC_T(0) r;
  CFI_CDESC_T(1) rl;
  CFI_index_t three[1] = {3};
  CFI_establish(D(r), &got, CFI_attribute_other, CFI_type_int32_t, 4, 0, NULL);
  CFI_establish(D(rl), loc, CFI_attribute_other, CFI_type_int64_t, 8, 1, three);
  cufrt_reduce(CUFRT_RED_SUM, D(s.dev), NULL, NULL, 0, D(r), 0, F, __LINE__);
  CHECK(got == (int)want_sum);
  cufrt_reduce(CUFRT_RED_MAXVAL, D(s.dev), NULL, NULL, 0, D(r), 0, F, __LINE__);
  CHECK(got == want_max);
  cufrt_reduce(CUFRT_RED_MINVAL, D(s.dev), NULL, NULL, 0, D(r), 0, F, __LINE__);
  CHECK(got == want_min);
  cufrt_reduce(CUFRT_RED_MAXLOC, D(s.dev), NULL, NULL, 0, D(rl), 0, F, __LINE__);
  CHECK(loc[0] == (int64_t)(at_max % 332) + 1 && loc[1] == (int64_t)(at_max / 332 % 20) + 1 &&
        loc[2] == (int64_t)(at_max / 332 / 20) + 1);
  cufrt_reduce(CUFRT_RED_MINLOC, D(s.dev), NULL, NULL, 0, D(rl), 0, F, __LINE__);
  CHECK(loc[0] == (int64_t)(at_min % 332) + 1 && loc[1] == (int64_t)(at_min / 332 % 20) + 1 &&
        loc[2] == (int64_t)(at_min / 332 / 20) + 1);

  /* dim=1..3 with a logical(1) mask of the same shape */
  arr m;
  arr_new(&m, CFI_type_Bool, 1, 3, ext, fill_l1);
  sec ms;
  sec_new(&ms, &m, lo, hi, st);
  for (int dim = 1; dim <= 3; dim++) {
    CFI_index_t rext[2];
    for (int d = 0, j = 0; d < 3; d++)
      if (d != dim - 1) rext[j++] = h->dim[d].extent;
    size_t nout = (size_t)(rext[0] * rext[1]);
    int32_t *sum = malloc(nout * 4), *mx = malloc(nout * 4);
    int16_t *ml = malloc(nout * 2);
    CFI_CDESC_T(2) rs, rm, rml;
    CFI_establish(D(rs), sum, CFI_attribute_other, CFI_type_int32_t, 4, 2, rext);
    CFI_establish(D(rm), mx, CFI_attribute_other, CFI_type_int32_t, 4, 2, rext);
    CFI_establish(D(rml), ml, CFI_attribute_other, CFI_type_int16_t, 2, 2, rext);
    cufrt_reduce(CUFRT_RED_SUM, D(s.dev), NULL, D(ms.dev), dim, D(rs), 0, F, __LINE__);
    cufrt_reduce(CUFRT_RED_MAXVAL, D(s.dev), NULL, D(ms.dev), dim, D(rm), 0, F, __LINE__);
    cufrt_reduce(CUFRT_RED_MAXLOC, D(s.dev), NULL, D(ms.dev), dim, D(rml), 0, F, __LINE__);
    int bad = 0;
    for (size_t o = 0; o < nout; o++) {
      long long ws = 0;
      int wm = INT32_MIN, wl = 0;
      for (CFI_index_t j = 0; j < h->dim[dim - 1].extent; j++) {
        CFI_index_t sub[3];
        size_t q = o;
        for (int d = 0; d < 3; d++) {
          if (d == dim - 1) { sub[d] = j; continue; }
          sub[d] = (CFI_index_t)(q % (size_t)h->dim[d].extent);
          q /= (size_t)h->dim[d].extent;
        }
        size_t k = (size_t)(sub[0] + h->dim[0].extent * (sub[1] + h->dim[1].extent * sub[2]));
        if (!*(int8_t *)at(D(ms.host), k)) continue;
        int v = *(int *)at(h, k);
        ws += v;
        if (!wl || v > wm) wm = v, wl = (int)j + 1;
      }
      bad += sum[o] != (int32_t)ws || mx[o] != (wl ? wm : INT32_MIN) || ml[o] != wl;
    }
    CHECK(bad == 0);
    free(sum), free(mx), free(ml);
  }
}

static void test_kinds(void) {
  /* integer(8) product modulo 2**64 and sum; integer(1) wrap-around */
  CFI_index_t ext[1] = {5000};
  arr a, b;
  arr_new(&a, CFI_type_int64_t, 8, 1, ext, fill_i64);
  arr_new(&b, CFI_type_int8_t, 1, 1, ext, fill_i8);
  int64_t got8, ws = 0;
  uint64_t wp = 1;
  for (int i = 0; i < 5000; i++) ws += ((int64_t *)a.h)[i], wp *= (uint64_t)((int64_t *)a.h)[i];
  CFI_CDESC_T(0) r;
  CFI_establish(D(r), &got8, CFI_attribute_other, CFI_type_int64_t, 8, 0, NULL);
  cufrt_reduce(CUFRT_RED_SUM, D(a.dev), NULL, NULL, 0, D(r), 0, F, __LINE__);
  CHECK(got8 == ws);
  cufrt_reduce(CUFRT_RED_PRODUCT, D(a.dev), NULL, NULL, 0, D(r), 0, F, __LINE__);
  CHECK((uint64_t)got8 == wp);
  int8_t got1, w1 = 0;
  for (int i = 0; i < 5000; i++) w1 = (int8_t)(w1 + ((int8_t *)b.h)[i]);
  CFI_establish(D(r), &got1, CFI_attribute_other, CFI_type_int8_t, 1, 0, NULL);
  cufrt_reduce(CUFRT_RED_SUM, D(b.dev), NULL, NULL, 0, D(r), 0, F, __LINE__);
  CHECK(got1 == w1);

  /* real(8) dot_product, complex(8) dot_product (conjugates the first) */
  arr x, y, z, w;
  arr_new(&x, CFI_type_double, 8, 1, ext, fill_r8);
  arr_new(&y, CFI_type_double, 8, 1, ext, fill_r8);
  arr_new(&z, CFI_type_double_Complex, 16, 1, ext, fill_c8);
  arr_new(&w, CFI_type_double_Complex, 16, 1, ext, fill_c8);
  double dot, wd = 0, c[2], wc[2] = {0, 0};
  for (int i = 0; i < 5000; i++) {
    double *p = (double *)z.h + 2 * i, *q = (double *)w.h + 2 * i;
    wd += ((double *)x.h)[i] * ((double *)y.h)[i];
    wc[0] += p[0] * q[0] + p[1] * q[1];
    wc[1] += p[0] * q[1] - p[1] * q[0];
  }
  CFI_establish(D(r), &dot, CFI_attribute_other, CFI_type_double, 8, 0, NULL);
  cufrt_reduce(CUFRT_RED_DOT, D(x.dev), D(y.dev), NULL, 0, D(r), 0, F, __LINE__);
  CHECK(close_to(dot, wd, 5000 * 9));
  CFI_establish(D(r), c, CFI_attribute_other, CFI_type_double_Complex, 16, 0, NULL);
  cufrt_reduce(CUFRT_RED_DOT, D(z.dev), D(w.dev), NULL, 0, D(r), 0, F, __LINE__);
  CHECK(close_to(c[0], wc[0], 5000 * 5) && close_to(c[1], wc[1], 5000 * 5));

  /* logical(4): all, any, count (into integer(2)), dim=2 of a 50x100 */
  CFI_index_t e2[2] = {50, 100};
  arr l;
  arr_new(&l, LOGICAL4, 4, 2, e2, fill_l4);
  int32_t all = -1, any = -1;
  int16_t cnt[50];
  CFI_CDESC_T(1) rc;
  CFI_index_t e50[1] = {50};
  CFI_establish(D(rc), cnt, CFI_attribute_other, CFI_type_int16_t, 2, 1, e50);
  CFI_establish(D(r), &all, CFI_attribute_other, LOGICAL4, 4, 0, NULL);
  cufrt_reduce(CUFRT_RED_ALL, D(l.dev), NULL, NULL, 0, D(r), 0, F, __LINE__);
  CHECK(all == 0);
  CFI_establish(D(r), &any, CFI_attribute_other, LOGICAL4, 4, 0, NULL);
  cufrt_reduce(CUFRT_RED_ANY, D(l.dev), NULL, NULL, 0, D(r), 0, F, __LINE__);
  CHECK(any == 1);
  cufrt_reduce(CUFRT_RED_COUNT, D(l.dev), NULL, NULL, 2, D(rc), 0, F, __LINE__);
  int bad = 0;
  for (int i = 0; i < 50; i++) {
    int want = 0;
    for (int j = 0; j < 100; j++) want += ((int32_t *)l.h)[i + 50 * j] != 0;
    bad += cnt[i] != want;
  }
  CHECK(bad == 0);

  /* nothing selected: maxval -> -huge, minloc -> 0 */
  CFI_index_t lo[1] = {10}, hi[1] = {9}, st[1] = {1};
  sec empty;
  sec_new(&empty, &x, lo, hi, st);
  double mv = 0;
  int32_t ml = 7;
  CFI_CDESC_T(1) rl;
  CFI_index_t one[1] = {1};
  CFI_establish(D(r), &mv, CFI_attribute_other, CFI_type_double, 8, 0, NULL);
  CFI_establish(D(rl), &ml, CFI_attribute_other, CFI_type_int32_t, 4, 1, one);
  cufrt_reduce(CUFRT_RED_MAXVAL, D(empty.dev), NULL, NULL, 0, D(r), 0, F, __LINE__);
  CHECK(mv == -1.7976931348623157e308);
  cufrt_reduce(CUFRT_RED_MINLOC, D(empty.dev), NULL, NULL, 0, D(rl), 0, F, __LINE__);
  CHECK(ml == 0);
}

int main(void) {
  test_sum_real_vector();
  test_int_section();
  test_kinds();
  RT_DONE();
}
