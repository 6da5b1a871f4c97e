// Block reduction in static shared memory with __syncthreads, partial sums
// combined with atomicAdd; __syncthreads_count/_and/_or.
#include "cuf_device.h"
#include "rt_check.h"

__global__ void reduce(const float *x, int n, float *partial, float *total, int *cnt) {
  __shared__ float s[256];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[t] = (i < n) ? x[i] : 0.0f;
  __syncthreads();
  for (int h = blockDim.x / 2; h > 0; h /= 2) {
    if (t < h) s[t] += s[t + h];
    __syncthreads();
  }
  if (t == 0) {
    partial[blockIdx.x] = s[0];
    atomicAdd(total, s[0]);
  }
  int c = __syncthreads_count(i < n && ((int)x[i < n ? i : 0] % 2 == 0));
  int a = __syncthreads_and(i < n);
  int o = __syncthreads_or(i == 5);
  if (t == 0) {
    cnt[3 * blockIdx.x] = c;
    cnt[3 * blockIdx.x + 1] = a;
    cnt[3 * blockIdx.x + 2] = o;
  }
}

int main() {
  const int n = 1000, bs = 256, nb = (n + bs - 1) / bs;
  float hx[n], hp[nb], ht = 0;
  int hc[3 * nb];
  for (int i = 0; i < n; i++) hx[i] = (float)(i % 17);
  float *dx, *dp, *dt;
  int *dc;
  CUCHECK(cudaMalloc((void **)&dx, n * sizeof(float)));
  CUCHECK(cudaMalloc((void **)&dp, nb * sizeof(float)));
  CUCHECK(cudaMalloc((void **)&dt, sizeof(float)));
  CUCHECK(cudaMalloc((void **)&dc, 3 * nb * sizeof(int)));
  CUCHECK(cudaMemcpy(dx, hx, n * sizeof(float), cudaMemcpyHostToDevice));
  CUCHECK(cudaMemset(dt, 0, sizeof(float)));
  CUF_LAUNCH(reduce, dim3(nb), dim3(bs), 0, 0, dx, n, dp, dt, dc);
  CUCHECK(cudaGetLastError());
  CUCHECK(cudaDeviceSynchronize());
  CUCHECK(cudaMemcpy(hp, dp, sizeof hp, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(&ht, dt, sizeof ht, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost));
  float ref = 0;
  for (int b = 0; b < nb; b++) {
    float r = 0;
    int c = 0, all = 1, any = 0;
    for (int i = b * bs; i < (b + 1) * bs; i++) {
      if (i < n) { r += hx[i]; c += ((int)hx[i] % 2 == 0); } else all = 0;
      any |= (i == 5);
    }
    CHECK(hp[b] == r);
    CHECK(hc[3 * b] == c);
    CHECK(hc[3 * b + 1] == all);
    CHECK(hc[3 * b + 2] == any);
    ref += r;
  }
  CHECK(ht == ref);
  cudaFree(dx); cudaFree(dp); cudaFree(dt); cudaFree(dc);
  RT_DONE();
}
