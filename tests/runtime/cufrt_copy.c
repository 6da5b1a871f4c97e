/* cufrt_copy / cufrt_fill / cufrt_malloc / cufrt_memcpy on Fortran
 * descriptors built with CFI_establish and CFI_section (libgfortran's).
 * Every device operation is mirrored on a host copy by a reference
 * implementation (CFI_address, element by element through a temporary);
 * the whole device array is then fetched and compared with the mirror. */
#include "cufrt.h"
#include "rt_check.h"
#include <string.h>

#define F "cufrt_copy.c"

/* ---- reference ---------------------------------------------------------- */
static size_t nelem(const CFI_cdesc_t *d) {
  size_t n = 1;
  for (int i = 0; i < d->rank; i++) n *= (size_t)d->dim[i].extent;
  return n;
}
static void *elem_at(const CFI_cdesc_t *d, size_t k) {
  CFI_index_t sub[CFI_MAX_RANK];
  for (int i = 0; i < d->rank; i++) {
    sub[i] = d->dim[i].lower_bound + (CFI_index_t)(k % (size_t)d->dim[i].extent);
    k /= (size_t)d->dim[i].extent;
  }
  return CFI_address(d, sub);
}
static void ref_copy(CFI_cdesc_t *d, CFI_cdesc_t *s) {
  size_t n = nelem(s), e = s->elem_len;
  char *t = malloc(n * e + 1);
  for (size_t k = 0; k < n; k++) memcpy(t + k * e, elem_at(s, k), e);
  for (size_t k = 0; k < n; k++) memcpy(elem_at(d, k), t + k * e, e);
  free(t);
}
static void ref_fill(CFI_cdesc_t *d, const void *v) {
  for (size_t k = 0; k < nelem(d); k++) memcpy(elem_at(d, k), v, d->elem_len);
}

/* ---- a device array and its host mirror --------------------------------- */
typedef struct {
  CFI_CDESC_T(7) dev, mir;
  void *dbase, *mbase;
  size_t bytes;
} arr;

static void arr_new(arr *a, CFI_type_t type, size_t elem, int rank, const CFI_index_t *ext) {
  size_t n = 1;
  for (int i = 0; i < rank; i++) n *= (size_t)ext[i];
  a->bytes = n * elem;
  a->dbase = cufrt_malloc(a->bytes, CUFRT_DEVICE, NULL, F, __LINE__);
  a->mbase = malloc(a->bytes);
  for (size_t i = 0; i < a->bytes; i++) ((unsigned char *)a->mbase)[i] = (unsigned char)(i * 7 + 1);
  cufrt_memcpy(a->dbase, a->mbase, a->bytes, CUFRT_H2D, 0, F, __LINE__);
  CFI_establish((CFI_cdesc_t *)&a->dev, a->dbase, CFI_attribute_other, type, elem, rank, ext);
  CFI_establish((CFI_cdesc_t *)&a->mir, a->mbase, CFI_attribute_other, type, elem, rank, ext);
}
static int arr_same(arr *a) {
  unsigned char *t = malloc(a->bytes);
  cufrt_memcpy(t, a->dbase, a->bytes, CUFRT_D2H, 0, F, __LINE__);
  int ok = memcmp(t, a->mbase, a->bytes) == 0;
  free(t);
  return ok;
}
static void arr_free(arr *a) {
  cufrt_free(a->dbase, CUFRT_DEVICE, NULL, F, __LINE__);
  free(a->mbase);
}

/* a section of a descriptor: lo/hi/st in 0-based subscripts; st 0 drops a dim */
typedef struct { CFI_CDESC_T(7) d; } sec;
static CFI_cdesc_t *section(sec *s, CFI_cdesc_t *src, const CFI_index_t *lo, const CFI_index_t *hi,
                            const CFI_index_t *st) {
  int r = 0;
  for (int i = 0; i < src->rank; i++) r += st[i] != 0;
  CFI_establish((CFI_cdesc_t *)&s->d, NULL, CFI_attribute_other, src->type, src->elem_len, r, NULL);
  int rc = CFI_section((CFI_cdesc_t *)&s->d, src, lo, hi, st);
  if (rc != CFI_SUCCESS) { fprintf(stderr, "CFI_section failed %d\n", rc); exit(2); }
  return (CFI_cdesc_t *)&s->d;
}

/* host array for host-side operands */
typedef struct { CFI_CDESC_T(7) d; void *base; } harr;
static CFI_cdesc_t *harr_new(harr *h, CFI_type_t type, size_t elem, int rank, const CFI_index_t *ext,
                             int seed) {
  size_t n = 1;
  for (int i = 0; i < rank; i++) n *= (size_t)ext[i];
  h->base = malloc(n * elem);
  for (size_t i = 0; i < n * elem; i++) ((unsigned char *)h->base)[i] = (unsigned char)(i * 13 + seed);
  CFI_establish((CFI_cdesc_t *)&h->d, h->base, CFI_attribute_other, type, elem, rank, ext);
  return (CFI_cdesc_t *)&h->d;
}

int main(void) {
  /* 1. whole arrays: host -> device -> host, int(7,5) */
  {
    CFI_index_t ext[2] = {7, 5};
    arr a;
    harr h, g;
    arr_new(&a, CFI_type_int, sizeof(int), 2, ext);
    CFI_cdesc_t *hd = harr_new(&h, CFI_type_int, sizeof(int), 2, ext, 3);
    CFI_cdesc_t *gd = harr_new(&g, CFI_type_int, sizeof(int), 2, ext, 9);
    cufrt_copy((CFI_cdesc_t *)&a.dev, 1, hd, 0, 0, F, __LINE__);
    ref_copy((CFI_cdesc_t *)&a.mir, hd);
    CHECK(arr_same(&a));
    cufrt_copy(gd, 0, (CFI_cdesc_t *)&a.dev, 1, 0, F, __LINE__);
    CHECK(memcmp(g.base, h.base, 35 * sizeof(int)) == 0);
    arr_free(&a); free(h.base); free(g.base);
  }
  /* 2. device section with element stride <- host section with rows contiguous
        a_d(2:6:2, 1:5) = h(3:5, 2:6)  (3x5 both) */
  {
    CFI_index_t ea[2] = {7, 5}, eh[2] = {6, 8};
    arr a;
    harr h;
    sec s1, s2, m1;
    arr_new(&a, CFI_type_double, sizeof(double), 2, ea);
    CFI_cdesc_t *hd = harr_new(&h, CFI_type_double, sizeof(double), 2, eh, 5);
    CFI_index_t lo[2] = {1, 0}, hi[2] = {5, 4}, st[2] = {2, 1};
    CFI_index_t hlo[2] = {2, 1}, hhi[2] = {4, 5}, hst[2] = {1, 1};
    CFI_cdesc_t *dsec = section(&s1, (CFI_cdesc_t *)&a.dev, lo, hi, st);
    CFI_cdesc_t *hsec = section(&s2, hd, hlo, hhi, hst);
    cufrt_copy(dsec, 1, hsec, 0, 0, F, __LINE__);
    ref_copy(section(&m1, (CFI_cdesc_t *)&a.mir, lo, hi, st), hsec);
    CHECK(arr_same(&a));
    /* and back: h(3:5, 2:6) = a_d(2:6:2, 1:5) after changing the mirror */
    memset(h.base, 0, 48 * sizeof(double));
    cufrt_copy(hsec, 0, dsec, 1, 0, F, __LINE__);
    sec m2;
    harr chk;
    CFI_cdesc_t *cd = harr_new(&chk, CFI_type_double, sizeof(double), 2, eh, 0);
    memset(chk.base, 0, 48 * sizeof(double));
    ref_copy(section(&m2, cd, hlo, hhi, hst), section(&m1, (CFI_cdesc_t *)&a.mir, lo, hi, st));
    CHECK(memcmp(chk.base, h.base, 48 * sizeof(double)) == 0);
    arr_free(&a); free(h.base); free(chk.base);
  }
  /* 3. negative strides and a rank-reducing section, both directions:
        a_d(7:1:-2, 3) = h(1:4)   and   h(4:1:-1) = a_d(2, 1:4) */
  {
    CFI_index_t ea[2] = {7, 5}, eh[1] = {4};
    arr a;
    harr h;
    sec s1, m1, s2, m2;
    arr_new(&a, CFI_type_float, sizeof(float), 2, ea);
    CFI_cdesc_t *hd = harr_new(&h, CFI_type_float, sizeof(float), 1, eh, 11);
    CFI_index_t lo[2] = {6, 2}, hi[2] = {0, 2}, st[2] = {-2, 0};
    cufrt_copy(section(&s1, (CFI_cdesc_t *)&a.dev, lo, hi, st), 1, hd, 0, 0, F, __LINE__);
    ref_copy(section(&m1, (CFI_cdesc_t *)&a.mir, lo, hi, st), hd);
    CHECK(arr_same(&a));
    CFI_index_t lo2[2] = {1, 0}, hi2[2] = {1, 3}, st2[2] = {0, 1};
    CFI_index_t hlo[1] = {3}, hhi[1] = {0}, hst[1] = {-1};
    sec hs;
    float ref[4];
    CFI_cdesc_t *hsec = section(&hs, hd, hlo, hhi, hst);
    cufrt_copy(hsec, 0, section(&s2, (CFI_cdesc_t *)&a.dev, lo2, hi2, st2), 1, 0, F, __LINE__);
    CFI_cdesc_t *ms = section(&m2, (CFI_cdesc_t *)&a.mir, lo2, hi2, st2);
    for (int k = 0; k < 4; k++) memcpy(&ref[3 - k], elem_at(ms, (size_t)k), sizeof(float));
    CHECK(memcmp(ref, h.base, sizeof ref) == 0);
    arr_free(&a); free(h.base);
  }
  /* 4. device <-> device with overlap: a_d(2:7, :) = a_d(1:6, :) ; and a
        strided device -> device copy between two arrays */
  {
    CFI_index_t ea[2] = {7, 5};
    arr a, b;
    sec s1, s2, m1, m2;
    arr_new(&a, CFI_type_int, sizeof(int), 2, ea);
    arr_new(&b, CFI_type_int, sizeof(int), 2, ea);
    CFI_index_t lo1[2] = {1, 0}, hi1[2] = {6, 4}, lo2[2] = {0, 0}, hi2[2] = {5, 4}, st[2] = {1, 1};
    cufrt_copy(section(&s1, (CFI_cdesc_t *)&a.dev, lo1, hi1, st), 1,
               section(&s2, (CFI_cdesc_t *)&a.dev, lo2, hi2, st), 1, 0, F, __LINE__);
    ref_copy(section(&m1, (CFI_cdesc_t *)&a.mir, lo1, hi1, st),
             section(&m2, (CFI_cdesc_t *)&a.mir, lo2, hi2, st));
    CHECK(arr_same(&a));
    CFI_index_t blo[2] = {0, 0}, bhi[2] = {6, 4}, bst[2] = {3, 2}; /* 3x3 */
    CFI_index_t alo[2] = {4, 1}, ahi[2] = {6, 3}, ast[2] = {1, 1};  /* 3x3 */
    cufrt_copy(section(&s1, (CFI_cdesc_t *)&b.dev, blo, bhi, bst), 1,
               section(&s2, (CFI_cdesc_t *)&a.dev, alo, ahi, ast), 1, 0, F, __LINE__);
    ref_copy(section(&m1, (CFI_cdesc_t *)&b.mir, blo, bhi, bst),
             section(&m2, (CFI_cdesc_t *)&a.mir, alo, ahi, ast));
    CHECK(arr_same(&b));
    arr_free(&a); arr_free(&b);
  }
  /* 5. rank 3 with contiguous rows: few planes (cudaMemcpy2D loop) and many
        planes (staging), complex(8) elements (16 bytes) */
  {
    CFI_index_t ea[3] = {10, 6, 80}, eh[3] = {8, 4, 80};
    arr a;
    harr h;
    sec s1, m1;
    arr_new(&a, CFI_type_double_Complex, 16, 3, ea);
    CFI_cdesc_t *hd = harr_new(&h, CFI_type_double_Complex, 16, 3, eh, 1);
    CFI_index_t lo[3] = {1, 1, 2}, hi[3] = {8, 4, 5}, st[3] = {1, 1, 1}; /* 4 planes */
    CFI_index_t hlo[3] = {0, 0, 0}, hhi[3] = {7, 3, 3};
    sec hs;
    CFI_cdesc_t *hsec = section(&hs, hd, hlo, hhi, st);
    cufrt_copy(section(&s1, (CFI_cdesc_t *)&a.dev, lo, hi, st), 1, hsec, 0, 0, F, __LINE__);
    ref_copy(section(&m1, (CFI_cdesc_t *)&a.mir, lo, hi, st), hsec);
    CHECK(arr_same(&a));
    CFI_index_t lo2[3] = {1, 1, 0}, hi2[3] = {8, 4, 79}; /* 80 planes: staging */
    cufrt_copy(section(&s1, (CFI_cdesc_t *)&a.dev, lo2, hi2, st), 1, hd, 0, 0, F, __LINE__);
    ref_copy(section(&m1, (CFI_cdesc_t *)&a.mir, lo2, hi2, st), hd);
    CHECK(arr_same(&a));
    /* and device -> strided host, many planes */
    harr g;
    CFI_cdesc_t *gd = harr_new(&g, CFI_type_double_Complex, 16, 3, ea, 2);
    harr gr;
    CFI_cdesc_t *grd = harr_new(&gr, CFI_type_double_Complex, 16, 3, ea, 2);
    CFI_index_t glo[3] = {0, 0, 0}, ghi[3] = {9, 5, 79}, gst[3] = {1, 2, 1};
    sec gs, grs, as, ms;
    CFI_index_t alo[3] = {0, 0, 0}, ahi[3] = {9, 2, 79}, ast[3] = {1, 1, 1};
    cufrt_copy(section(&gs, gd, glo, ghi, gst), 0, section(&as, (CFI_cdesc_t *)&a.dev, alo, ahi, ast),
               1, 0, F, __LINE__);
    ref_copy(section(&grs, grd, glo, ghi, gst), section(&ms, (CFI_cdesc_t *)&a.mir, alo, ahi, ast));
    CHECK(memcmp(g.base, gr.base, 10 * 6 * 80 * 16) == 0);
    arr_free(&a); free(h.base); free(g.base); free(gr.base);
  }
  /* 6. fills: whole (memset), byte-uniform 2-D section (memset2D), general
        value on an element-strided section (kernel) */
  {
    CFI_index_t ea[2] = {9, 6};
    arr a;
    sec s1, m1;
    arr_new(&a, CFI_type_float, sizeof(float), 2, ea);
    float zero = 0.0f, v = 42.5f;
    cufrt_fill((CFI_cdesc_t *)&a.dev, &zero, sizeof zero, 0, F, __LINE__);
    ref_fill((CFI_cdesc_t *)&a.mir, &zero);
    CHECK(arr_same(&a));
    int m1v = -1;
    CFI_index_t lo[2] = {1, 1}, hi[2] = {7, 4}, st[2] = {1, 1};
    cufrt_fill(section(&s1, (CFI_cdesc_t *)&a.dev, lo, hi, st), &m1v, sizeof m1v, 0, F, __LINE__);
    ref_fill(section(&m1, (CFI_cdesc_t *)&a.mir, lo, hi, st), &m1v);
    CHECK(arr_same(&a));
    CFI_index_t lo2[2] = {0, 1}, hi2[2] = {8, 5}, st2[2] = {3, 2};
    cufrt_fill(section(&s1, (CFI_cdesc_t *)&a.dev, lo2, hi2, st2), &v, sizeof v, 0, F, __LINE__);
    ref_fill(section(&m1, (CFI_cdesc_t *)&a.mir, lo2, hi2, st2), &v);
    CHECK(arr_same(&a));
    arr_free(&a);
  }
  /* 7. allocation corner cases and scalar transfers */
  {
    int st = -1;
    void *z = cufrt_malloc(0, CUFRT_DEVICE, &st, F, __LINE__);
    CHECK(z != NULL && st == 0);
    cufrt_free(z, CUFRT_DEVICE, &st, F, __LINE__);
    CHECK(st == 0);
    void *huge = cufrt_malloc((size_t)1 << 62, CUFRT_DEVICE, &st, F, __LINE__);
    CHECK(huge == NULL && st != 0);
    double *p = cufrt_malloc(4 * sizeof(double), CUFRT_PINNED, &st, F, __LINE__);
    CHECK(p != NULL && st == 0);
    CHECK(cufrt_last_pinned() == 1);
    double *m = cufrt_malloc(4 * sizeof(double), CUFRT_MANAGED, NULL, F, __LINE__);
    double *d = cufrt_malloc(sizeof(double), CUFRT_DEVICE, NULL, F, __LINE__);
    double x = 3.25, y = 0;
    cufrt_memcpy(d, &x, sizeof x, CUFRT_H2D, 0, F, __LINE__);
    cufrt_memcpy(&m[2], d, sizeof x, CUFRT_D2D, 0, F, __LINE__);
    cudaDeviceSynchronize();
    cufrt_memcpy(&y, &m[2], sizeof y, CUFRT_D2H, 0, F, __LINE__);
    CHECK(y == 3.25 && m[2] == 3.25);
    cufrt_free(p, CUFRT_PINNED, NULL, F, __LINE__);
    cufrt_free(m, CUFRT_MANAGED, NULL, F, __LINE__);
    cufrt_free(d, CUFRT_DEVICE, NULL, F, __LINE__);
  }
  RT_DONE();
}
