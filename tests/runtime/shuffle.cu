// Warp shuffles per lane against a host reference: idx/up/down/xor, widths
// 32 and 8, int/unsigned/long long/unsigned long long/float/double, a warp
// sum with __shfl_down_sync, and a partial last warp (48 threads).
#include "cuf_device.h"
#include "rt_check.h"

#define NT 48
__device__ __host__ inline int val(int t) { return t * 7 + 3; }

__global__ void shfl(int *oi, unsigned *ou, long long *oll, unsigned long long *oull,
                     float *of, double *od, int *sum) {
  int t = threadIdx.x;
  unsigned m = __activemask();
  int v = val(t);
  oi[0 * NT + t] = __shfl_sync(m, v, 5);
  oi[1 * NT + t] = __shfl_up_sync(m, v, 3);
  oi[2 * NT + t] = __shfl_down_sync(m, v, 2);
  oi[3 * NT + t] = __shfl_xor_sync(m, v, 1);
  oi[4 * NT + t] = __shfl_sync(m, v, 3, 8);
  oi[5 * NT + t] = __shfl_up_sync(m, v, 1, 8);
  oi[6 * NT + t] = __shfl_down_sync(m, v, 1, 8);
  oi[7 * NT + t] = __shfl_xor_sync(m, v, 4, 8);
  ou[t] = __shfl_xor_sync(m, (unsigned)v * 3u, 16);
  oll[t] = __shfl_down_sync(m, (long long)v << 33, 4);
  oull[t] = __shfl_up_sync(m, (unsigned long long)v << 35, 4);
  of[t] = __shfl_sync(m, (float)v * 0.5f, t ^ 3);
  od[t] = __shfl_xor_sync(m, (double)v * 0.25, 2);
  int s = v;
  for (int d = 16; d > 0; d /= 2) s += __shfl_down_sync(0xffffffffu, s, d);
  if ((t % 32) == 0) sum[t / 32] = s;
  __syncwarp();
}

static int in_warp(int t, int src) { /* does lane src exist in t's warp? */
  int base = (t / 32) * 32, last = base + 31 < NT - 1 ? base + 31 : NT - 1;
  return src >= base && src <= last;
}

int main() {
  int hi[8 * NT], hs[2];
  unsigned hu[NT];
  long long hll[NT];
  unsigned long long hull[NT];
  float hf[NT];
  double hd[NT];
  int *di, *ds;
  unsigned *du;
  long long *dll;
  unsigned long long *dull;
  float *df;
  double *dd;
  CUCHECK(cudaMalloc((void **)&di, sizeof hi));
  CUCHECK(cudaMalloc((void **)&ds, sizeof hs));
  CUCHECK(cudaMalloc((void **)&du, sizeof hu));
  CUCHECK(cudaMalloc((void **)&dll, sizeof hll));
  CUCHECK(cudaMalloc((void **)&dull, sizeof hull));
  CUCHECK(cudaMalloc((void **)&df, sizeof hf));
  CUCHECK(cudaMalloc((void **)&dd, sizeof hd));
  CUF_LAUNCH(shfl, 1, NT, 0, 0, di, du, dll, dull, df, dd, ds);
  CUCHECK(cudaGetLastError());
  CUCHECK(cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(hs, ds, sizeof hs, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(hu, du, sizeof hu, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(hll, dll, sizeof hll, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(hull, dull, sizeof hull, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost));
  for (int t = 0; t < NT; t++) {
    int lane = t % 32, base = t - lane, l8 = lane % 8, b8 = t - l8;
    CHECK(hi[0 * NT + t] == val(base + 5));
    CHECK(hi[1 * NT + t] == (lane >= 3 ? val(t - 3) : val(t)));
    /* sources beyond the last existing lane are undefined in CUDA: skip */
    if (in_warp(t, t + 2)) CHECK(hi[2 * NT + t] == (lane + 2 < 32 ? val(t + 2) : val(t)));
    CHECK(hi[3 * NT + t] == val(t ^ 1));
    CHECK(hi[4 * NT + t] == val(b8 + 3));
    CHECK(hi[5 * NT + t] == (l8 >= 1 ? val(t - 1) : val(t)));
    CHECK(hi[6 * NT + t] == (l8 + 1 < 8 ? val(t + 1) : val(t)));
    CHECK(hi[7 * NT + t] == val(t ^ 4));
    if (in_warp(t, t ^ 16)) CHECK(hu[t] == (unsigned)val(t ^ 16) * 3u);
    if (in_warp(t, t + 4) || lane + 4 >= 32)
      CHECK(hll[t] == ((long long)(lane + 4 < 32 ? val(t + 4) : val(t)) << 33));
    CHECK(hull[t] == ((unsigned long long)(lane >= 4 ? val(t - 4) : val(t)) << 35));
    if (in_warp(t, t ^ 3)) CHECK(hf[t] == (float)val(t ^ 3) * 0.5f);
    CHECK(hd[t] == (double)val(t ^ 2) * 0.25);
  }
  int ref0 = 0;
  for (int t = 0; t < 32; t++) ref0 += val(t);
  CHECK(hs[0] == ref0);
  RT_DONE();
}
