// Streams and events: record/synchronize/query/elapsed time around a kernel.
#include "cuf_device.h"
#include "rt_check.h"

__global__ void spin(float *x, int n, int iters) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    for (int k = 0; k < iters; k++) v = v * 0.999f + 0.001f;
    x[i] = v;
  }
}

int main() {
  const int n = 1 << 14;
  float *d;
  cudaStream_t s;
  cudaEvent_t a, b, nt;
  float ms = -1, ms2 = -1;
  CUCHECK(cudaMalloc((void **)&d, n * sizeof(float)));
  CUCHECK(cudaMemset(d, 0, n * sizeof(float)));
  CUCHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  CUCHECK(cudaEventCreate(&a));
  CUCHECK(cudaEventCreate(&b));
  CUCHECK(cudaEventCreateWithFlags(&nt, cudaEventDisableTiming));
  CUCHECK(cudaEventRecord(a, s));
  CUF_LAUNCH(spin, n / 128, 128, 0, s, d, n, 2000);
  CUCHECK(cudaGetLastError());
  CUCHECK(cudaEventRecord(b, s));
  CUCHECK(cudaEventRecord(nt, s));
  CUCHECK(cudaStreamWaitEvent(0, b, 0));
  CUCHECK(cudaEventSynchronize(b));
  CHECK(cudaEventQuery(b) == cudaSuccess);
  CUCHECK(cudaEventElapsedTime(&ms, a, b));
  CHECK(ms > 0.0f && ms < 60000.0f);
  CHECK(cudaEventElapsedTime(&ms2, a, nt) != cudaSuccess);
  (void)cudaGetLastError();
  CUCHECK(cudaStreamSynchronize(s));
  CHECK(cudaStreamQuery(s) == cudaSuccess);
  float h[4];
  CUCHECK(cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, s));
  CUCHECK(cudaStreamSynchronize(s));
  CHECK(h[0] > 0.8f && h[0] < 1.0f);
  CUCHECK(cudaEventDestroy(a));
  CUCHECK(cudaEventDestroy(b));
  CUCHECK(cudaEventDestroy(nt));
  CUCHECK(cudaStreamDestroy(s));
  RT_DONE();
}
