// Pitched allocations: cudaMallocPitch, cudaMemcpy2D both ways, cudaMemset2D,
// a kernel that walks rows by pitch, and a column block of a larger host array.
#include "cuf_device.h"
#include "rt_check.h"

__global__ void scale(float *p, size_t pitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    float *row = (float *)((char *)p + y * pitch);
    row[x] = row[x] * 2.0f + 1.0f;
  }
}

int main() {
  const int W = 37, H = 19, LD = 50; /* host rows of LD floats, use W of them */
  static float host[H * LD], back[H * LD];
  for (int i = 0; i < H * LD; i++) host[i] = (float)i;
  float *d;
  size_t pitch = 0;
  CUCHECK(cudaMallocPitch((void **)&d, &pitch, W * sizeof(float), H));
  CHECK(pitch >= W * sizeof(float));
  CUCHECK(cudaMemcpy2D(d, pitch, host, LD * sizeof(float), W * sizeof(float), H,
                       cudaMemcpyHostToDevice));
  CUF_LAUNCH(scale, dim3((W + 15) / 16, (H + 7) / 8), dim3(16, 8), 0, 0, d, pitch, W, H);
  CUCHECK(cudaGetLastError());
  for (int i = 0; i < H * LD; i++) back[i] = -1.0f;
  CUCHECK(cudaMemcpy2D(back, LD * sizeof(float), d, pitch, W * sizeof(float), H,
                       cudaMemcpyDeviceToHost));
  for (int y = 0; y < H; y++)
    for (int x = 0; x < LD; x++)
      CHECK(back[y * LD + x] == (x < W ? host[y * LD + x] * 2.0f + 1.0f : -1.0f));
  CUCHECK(cudaMemset2D(d, pitch, 0, W * sizeof(float), H));
  CUCHECK(cudaMemcpy2D(back, LD * sizeof(float), d, pitch, W * sizeof(float), H,
                       cudaMemcpyDeviceToHost));
  CHECK(back[0] == 0.0f && back[(H - 1) * LD + W - 1] == 0.0f && back[W] == -1.0f);
  CHECK(cudaMemcpy2D(back, 4, d, pitch, 8, 2, cudaMemcpyDeviceToHost) != cudaSuccess);
  (void)cudaGetLastError();
  CUCHECK(cudaFree(d));
  RT_DONE();
}
