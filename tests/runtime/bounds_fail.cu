// EMU-ONLY  CUF_BOUNDS reports an out-of-bounds index with the Fortran line.
// EXPECT-EXIT: 1
// EXPECT-STDERR: increment.cuf:12: error: index 11 of dimension 1 of 'a' is outside its bounds 1:10 (kernel 'increment', block (1,0,0) thread (2,0,0))
#include "cuf_device.h"
#include "rt_check.h"

__global__ void increment(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x + 1; /* Fortran index */
  if (i <= n + 1) a[CUF_BOUNDS(i, 1, 10, 1, "a", "increment.cuf", 12) - 1] += 1;
}

int main() {
  int *d;
  cudaMalloc((void **)&d, 10 * sizeof(int));
  CUF_LAUNCH(increment, 2, 8, 0, 0, d, 10);
  cudaDeviceSynchronize();
  printf("not reached\n");
  return 0;
}
