// Votes and matches: __ballot_sync, __all_sync, __any_sync,
// __match_any_sync, __match_all_sync, and __popc/__ffs on the results.
#include "cuf_device.h"
#include "rt_check.h"

__global__ void vote(unsigned *bal, int *all, int *any, unsigned *many, unsigned *mall,
                     int *pall, int *pc) {
  int t = threadIdx.x, w = t / 32;
  unsigned b = __ballot_sync(0xffffffffu, t % 3 == 0);
  int a = __all_sync(0xffffffffu, t < 1000);
  int y = __any_sync(0xffffffffu, t == 40);
  unsigned ma = __match_any_sync(0xffffffffu, t % 4);
  int p;
  unsigned ml = __match_all_sync(0xffffffffu, w == 1 ? 7 : t, &p);
  bal[t] = b;
  all[t] = a;
  any[t] = y;
  many[t] = ma;
  mall[t] = ml;
  pall[t] = p;
  /* divergent halves with their own masks */
  if ((t % 32) < 16) pc[t] = __popc(__ballot_sync(0x0000ffffu, t % 2));
  else pc[t] = __ffs(__ballot_sync(0xffff0000u, t % 5 == 0));
}

int main() {
  const int n = 64;
  unsigned hb[n], hm[n], hl[n];
  int ha[n], hy[n], hp[n], hc[n];
  unsigned *db, *dm, *dl;
  int *da, *dy, *dp, *dc;
  CUCHECK(cudaMalloc((void **)&db, sizeof hb));
  CUCHECK(cudaMalloc((void **)&dm, sizeof hm));
  CUCHECK(cudaMalloc((void **)&dl, sizeof hl));
  CUCHECK(cudaMalloc((void **)&da, sizeof ha));
  CUCHECK(cudaMalloc((void **)&dy, sizeof hy));
  CUCHECK(cudaMalloc((void **)&dp, sizeof hp));
  CUCHECK(cudaMalloc((void **)&dc, sizeof hc));
  CUF_LAUNCH(vote, 1, n, 0, 0, db, da, dy, dm, dl, dp, dc);
  CUCHECK(cudaGetLastError());
  CUCHECK(cudaMemcpy(hb, db, sizeof hb, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(hm, dm, sizeof hm, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(hl, dl, sizeof hl, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(ha, da, sizeof ha, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(hy, dy, sizeof hy, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(hp, dp, sizeof hp, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost));
  for (int t = 0; t < n; t++) {
    int w = t / 32, base = w * 32, lane = t % 32;
    unsigned rb = 0, rm = 0;
    for (int l = 0; l < 32; l++) {
      if ((base + l) % 3 == 0) rb |= 1u << l;
      if ((base + l) % 4 == t % 4) rm |= 1u << l;
    }
    CHECK(hb[t] == rb);
    CHECK(ha[t] == 1);
    CHECK(hy[t] == (w == 1));
    CHECK(hm[t] == rm);
    CHECK(hl[t] == (w == 1 ? 0xffffffffu : 0u));
    CHECK(hp[t] == (w == 1));
    if (lane < 16) {
      int c = 0;
      for (int l = 0; l < 16; l++) c += (base + l) % 2;
      CHECK(hc[t] == c);
    } else {
      unsigned bb = 0;
      for (int l = 16; l < 32; l++) if ((base + l) % 5 == 0) bb |= 1u << l;
      CHECK(hc[t] == __builtin_ffs((int)bb));
    }
  }
  RT_DONE();
}
