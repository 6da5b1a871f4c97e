// Dynamic shared memory (CUF_DYNSHARED) together with static shared memory,
// 2-D thread blocks, a 2-D grid, and a device function that uses the buffer.
#include "cuf_device.h"
#include "rt_check.h"

__device__ double neighbour_sum(int t, int n) {
  double *buf = CUF_DYNSHARED(double);
  return buf[(t + 1) % n] + buf[(t + n - 1) % n];
}

__global__ void stencil(const double *x, double *y, int *tag) {
  __shared__ int flag;
  double *buf = CUF_DYNSHARED(double);
  int nt = blockDim.x * blockDim.y;
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  int blk = blockIdx.y * gridDim.x + blockIdx.x;
  if (t == 0) flag = blk;
  buf[t] = x[blk * nt + t];
  __syncthreads();
  y[blk * nt + t] = neighbour_sum(t, nt);
  if (t == nt - 1) tag[blk] = flag;
}

int main() {
  const dim3 grid(3, 2), block(16, 8);
  const int nt = 16 * 8, nb = 6, n = nt * nb;
  double hx[n], hy[n];
  int ht[nb];
  for (int i = 0; i < n; i++) hx[i] = i * 1.5;
  double *dx, *dy;
  int *dt;
  CUCHECK(cudaMalloc((void **)&dx, sizeof hx));
  CUCHECK(cudaMalloc((void **)&dy, sizeof hy));
  CUCHECK(cudaMalloc((void **)&dt, sizeof ht));
  CUCHECK(cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice));
  CUF_LAUNCH(stencil, grid, block, nt * sizeof(double), 0, dx, dy, dt);
  CUCHECK(cudaGetLastError());
  CUCHECK(cudaMemcpy(hy, dy, sizeof hy, cudaMemcpyDeviceToHost));
  CUCHECK(cudaMemcpy(ht, dt, sizeof ht, cudaMemcpyDeviceToHost));
  for (int b = 0; b < nb; b++) {
    CHECK(ht[b] == b);
    for (int t = 0; t < nt; t++)
      CHECK(hy[b * nt + t] == hx[b * nt + (t + 1) % nt] + hx[b * nt + (t + nt - 1) % nt]);
  }
  RT_DONE();
}
