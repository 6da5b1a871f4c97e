// acc_on_device in device code (accelerator document 3.2.7): the device
// translation unit's cufacc_on_device_dev (cufacc_api.h), which the device
// emitter calls for acc_on_device in compute regions, !$acc routine
// procedures and kernels: true for acc_device_nvidia and not_host, false
// for the host and the other types, on the GPU and in emulated kernels.
#include "cufacc_api.h"
#include "rt_check.h"

__global__ void ask(int *answer) {
  const int types[] = {acc_device_none, acc_device_default, acc_device_host, acc_device_not_host,
                       acc_device_nvidia};
  answer[threadIdx.x] = cufacc_on_device_dev(types[threadIdx.x]);
}

int main() {
  int *d, h[5];
  CUCHECK(cudaMalloc((void **)&d, sizeof h));
  CUF_LAUNCH(ask, 1, 5, 0, 0, d);
  CUCHECK(cudaGetLastError());
  CUCHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(h[0] == 0 && h[1] == 0 && h[2] == 0); /* none, default, host */
  CHECK(h[3] == 1 && h[4] == 1);              /* not_host, nvidia */
  CUCHECK(cudaFree(d));
  RT_DONE();
}
