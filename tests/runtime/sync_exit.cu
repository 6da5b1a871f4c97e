// EMU-ONLY  Threads that returned early while others wait in __syncthreads:
// the emulator warns once and releases the barrier.
// EXPECT-STDERR: warning: __syncthreads not reached by all threads of block (0,0,0) in kernel 'early_exit'
#include "cuf_device.h"
#include "rt_check.h"

__global__ void early_exit(int *out, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
  if (t >= n) return;
  s[t] = t;
  __syncthreads();
  out[t] = s[(t + 1) % n];
}

int main() {
  int *d, h[64];
  CUCHECK(cudaMalloc((void **)&d, sizeof h));
  CUF_LAUNCH(early_exit, 2, 64, 0, 0, d, 40);
  CUCHECK(cudaGetLastError());
  CUCHECK(cudaMemcpy(h, d, 40 * sizeof(int), cudaMemcpyDeviceToHost));
  for (int t = 0; t < 40; t++) CHECK(h[t] == (t + 1) % 40);
  RT_DONE();
}
