// Invalid launch configurations set the last error and run nothing.
// CUDA 13 reports cudaErrorInvalidValue for all of them (seen on an H100).
#include "cuf_device.h"
#include "rt_check.h"

__global__ void mark(int *ran) { *ran = 1; }
__global__ void big_shared(int *ran) {
  char *s = CUF_DYNSHARED(char);
  s[65535] = 1;
  if (threadIdx.x == 0) *ran = 1;
}

int main() {
  int *ran, h = 0;
  CUCHECK(cudaMalloc((void **)&ran, sizeof(int)));
  CUCHECK(cudaMemset(ran, 0, sizeof(int)));
  CUF_LAUNCH(mark, 1, 1025, 0, 0, ran);
  CHECK(cudaPeekAtLastError() == cudaErrorInvalidValue);
  CHECK(cudaGetLastError() == cudaErrorInvalidValue);
  CHECK(cudaGetLastError() == cudaSuccess); /* reset by the previous call */
  CUF_LAUNCH(mark, 1, dim3(32, 32, 2), 0, 0, ran);
  CHECK(cudaGetLastError() == cudaErrorInvalidValue);
  CUF_LAUNCH(mark, dim3(1, 70000), 1, 0, 0, ran);
  CHECK(cudaGetLastError() == cudaErrorInvalidValue);
  CUF_LAUNCH(mark, 0, 32, 0, 0, ran);
  CHECK(cudaGetLastError() == cudaErrorInvalidValue);
  CUF_LAUNCH(big_shared, 1, 32, 65536, 0, ran);
  CHECK(cudaGetLastError() != cudaSuccess);
  CUCHECK(cudaMemcpy(&h, ran, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(h == 0);
  /* raising the limit makes the same launch valid */
  CUCHECK(cudaFuncSetAttribute(big_shared, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536));
  CUF_LAUNCH(big_shared, 1, 32, 65536, 0, ran);
  CUCHECK(cudaGetLastError());
  CUCHECK(cudaMemcpy(&h, ran, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(h == 1);
  CUF_LAUNCH(mark, dim3(2, 2, 2), dim3(8, 8, 16), 0, 0, ran);
  CUCHECK(cudaGetLastError());
    RT_DONE();
}
