// Device properties, memory info, pointer attributes, symbols, managed memory.
#include "cuf_device.h"
#include "rt_check.h"
#include <string.h>

__constant__ float coef[4];
__device__ int counter;
__managed__ int mval;

__global__ void use(float *out, int *m) {
  out[threadIdx.x] = coef[threadIdx.x] * 2.0f;
  if (threadIdx.x == 0) { counter += 5; mval += 1; }
  m[threadIdx.x] += threadIdx.x;
}

int main() {
  int n = 0, dev = -1, v = 0;
  cudaDeviceProp p;
  CUCHECK(cudaGetDeviceCount(&n));
  CHECK(n >= 1);
  CUCHECK(cudaSetDevice(0));
  CUCHECK(cudaGetDevice(&dev));
  CHECK(dev == 0);
  CUCHECK(cudaGetDeviceProperties(&p, 0));
  CHECK(p.warpSize == 32 && p.maxThreadsPerBlock == 1024 && p.major >= 7);
  CUCHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 0));
  CHECK(v == p.multiProcessorCount);
#ifdef CUF_EMU
  CHECK(strcmp(p.name, "cufc emulated device") == 0);
  CHECK(p.major == 9 && p.minor == 0 && p.multiProcessorCount == 132);
  CHECK(p.sharedMemPerBlock == 49152);
#endif
  size_t fr = 0, tot = 0;
  CUCHECK(cudaMemGetInfo(&fr, &tot));
  CHECK(fr > 0 && fr <= tot);
  float h[4] = {1, 2, 3, 4}, o[4];
  CUCHECK(cudaMemcpyToSymbol(coef, h, sizeof h));
  int zero = 0;
  CUCHECK(cudaMemcpyToSymbol(counter, &zero, sizeof zero));
  size_t ss = 0;
  CUCHECK(cudaGetSymbolSize(&ss, coef));
  CHECK(ss == sizeof h);
  float *d;
  int *m;
  CUCHECK(cudaMalloc((void **)&d, sizeof o));
  CUCHECK(cudaMallocManaged((void **)&m, 4 * sizeof(int)));
  for (int i = 0; i < 4; i++) m[i] = 10;
  mval = 7;
  cudaPointerAttributes pa;
  CUCHECK(cudaPointerGetAttributes(&pa, d));
  CHECK(pa.type == cudaMemoryTypeDevice);
  CUCHECK(cudaPointerGetAttributes(&pa, m));
  CHECK(pa.type == cudaMemoryTypeManaged);
  CUF_LAUNCH(use, 1, 4, 0, 0, d, m);
  CUCHECK(cudaGetLastError());
  CUCHECK(cudaDeviceSynchronize());
  CUCHECK(cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost));
  int c = 0;
  CUCHECK(cudaMemcpyFromSymbol(&c, counter, sizeof c));
  for (int i = 0; i < 4; i++) CHECK(o[i] == h[i] * 2.0f && m[i] == 10 + i);
  CHECK(c == 5 && mval == 8);
  int rv = 0, dv = 0;
  CUCHECK(cudaRuntimeGetVersion(&rv));
  CUCHECK(cudaDriverGetVersion(&dv));
  CHECK(rv > 0 && dv > 0);
  size_t lim = 0;
  CUCHECK(cudaDeviceGetLimit(&lim, cudaLimitStackSize));
  CHECK(lim > 0);
  cudaFuncAttributes fa;
  CUCHECK(cudaFuncGetAttributes(&fa, use));
  CHECK(fa.maxThreadsPerBlock > 0);
  int nb = 0;
  CUCHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, use, 256, 0));
  CHECK(nb > 0);
  CHECK(cudaFree((void *)0x1234) != cudaSuccess);
  (void)cudaGetLastError();
  CHECK(strcmp(cudaGetErrorName(cudaErrorMemoryAllocation), "cudaErrorMemoryAllocation") == 0);
  CUCHECK(cudaFree(d));
  CUCHECK(cudaFree(m));
  RT_DONE();
}
