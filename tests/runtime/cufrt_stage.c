/* The staging of pageable transfers (runtime/cufrt/stage.c) through
 * cufrt_copy, with 1 MiB chunks, a ring of three buffers, four host
 * threads and no threshold (set before the first transfer: the runtime
 * reads them once): contiguous
 * float vectors of sizes around the chunk (262144 floats) and the three
 * buffers, both ways, and a stride-3 section both ways; then two host
 * threads transferring at once (the pool and the thread crew are shared).
 * Each h2d is checked by cufrt_memcpy (no staging) of the whole device
 * array, each d2h against the data put on the device by cufrt_memcpy. */
#include "cufrt.h"
#include "rt_check.h"
#include <pthread.h>
#include <string.h>

#define F "cufrt_stage.c"

typedef CFI_CDESC_T(1) desc1;

static float value(size_t i, int salt) { return (float)((i * 31 + (size_t)salt) % 1000003); }

static CFI_cdesc_t *vec(desc1 *d, float *base, size_t n) {
  CFI_index_t ext[1] = {(CFI_index_t)n};
  CFI_establish((CFI_cdesc_t *)d, base, CFI_attribute_other, CFI_type_float, sizeof(float), 1, ext);
  return (CFI_cdesc_t *)d;
}

/* every third element of a vector of n */
static CFI_cdesc_t *third(desc1 *s, CFI_cdesc_t *whole, size_t n) {
  CFI_index_t lo[1] = {0}, hi[1] = {(CFI_index_t)n - 1}, st[1] = {3};
  CFI_establish((CFI_cdesc_t *)s, NULL, CFI_attribute_other, CFI_type_float, sizeof(float), 1, NULL);
  if (CFI_section((CFI_cdesc_t *)s, whole, lo, hi, st) != CFI_SUCCESS) exit(2);
  return (CFI_cdesc_t *)s;
}

/* 0 if all is well, else the first wrong element + 1 */
static size_t both_ways(size_t n, int salt, int stride3) {
  size_t bytes = n * sizeof(float), bad = 0;
  float *h = malloc(bytes), *back = malloc(bytes);
  float *d = cufrt_malloc(bytes, CUFRT_DEVICE, NULL, F, __LINE__);
  desc1 hd, dd, hs, ds;
  for (size_t i = 0; i < n; i++) h[i] = value(i, salt), back[i] = -1.0f;
  cufrt_memcpy(d, back, bytes, CUFRT_H2D, 0, F, __LINE__);
  CFI_cdesc_t *hv = vec(&hd, h, n), *dv = vec(&dd, d, n);
  if (stride3) cufrt_copy(third(&ds, dv, n), 1, third(&hs, hv, n), 0, 0, F, __LINE__);
  else cufrt_copy(dv, 1, hv, 0, 0, F, __LINE__);
  cufrt_memcpy(back, d, bytes, CUFRT_D2H, 0, F, __LINE__);
  for (size_t i = 0; i < n && !bad; i++)
    if (back[i] != (!stride3 || i % 3 == 0 ? h[i] : -1.0f)) bad = i + 1;
  /* device -> host: the device holds value(i, salt + 1) */
  for (size_t i = 0; i < n; i++) back[i] = value(i, salt + 1), h[i] = -2.0f;
  cufrt_memcpy(d, back, bytes, CUFRT_H2D, 0, F, __LINE__);
  if (stride3) cufrt_copy(third(&hs, hv, n), 0, third(&ds, dv, n), 1, 0, F, __LINE__);
  else cufrt_copy(hv, 0, dv, 1, 0, F, __LINE__);
  for (size_t i = 0; i < n && !bad; i++)
    if (h[i] != (!stride3 || i % 3 == 0 ? back[i] : -2.0f)) bad = n + i + 1;
  cufrt_free(d, CUFRT_DEVICE, NULL, F, __LINE__);
  free(h);
  free(back);
  return bad;
}

static const size_t sizes[] = {1, 1000, 262143, 262144, 262145, 3 * 262144 - 1, 3 * 262144 + 7, 5 * 262144 + 3};
enum { NSIZES = sizeof sizes / sizeof sizes[0] };

static void *concurrent(void *arg) {
  int salt = (int)(size_t)arg;
  size_t bad = 0;
  for (int rep = 0; rep < 4 && !bad; rep++) bad = both_ways(3 * 262144 + 5, salt + rep, rep % 2);
  return (void *)bad;
}

int main(void) {
  setenv("CUFRT_STAGE_CHUNK", "1M", 1);
  setenv("CUFRT_STAGE_DEPTH", "3", 1);
  setenv("CUFRT_STAGE_THREADS", "4", 1);
  setenv("CUFRT_STAGE_MIN", "0", 1);
  for (int k = 0; k < NSIZES; k++)
    for (int s3 = 0; s3 < 2; s3++) {
      size_t bad = both_ways(sizes[k], k, s3);
      if (bad)
        fprintf(stderr, "%s of %zu floats%s: element %zu wrong\n", bad > sizes[k] ? "d2h" : "h2d", sizes[k],
                s3 ? ", stride 3" : "", (bad - 1) % sizes[k]);
      CHECK(bad == 0);
    }
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, concurrent, (void *)(size_t)(100 * i + 7));
  for (int i = 0; i < 2; i++) {
    void *bad;
    pthread_join(t[i], &bad);
    if (bad) fprintf(stderr, "host thread %d: element %zu wrong\n", i, (size_t)bad - 1);
    CHECK(bad == NULL);
  }
  RT_DONE();
}
