// 3D pitched memory and CUDA arrays: cudaMalloc3D, cudaMemset3D and
// cudaMemcpy3D on boxes with offsets (linear <-> linear, linear <-> 3D array),
// cudaMallocArray with the 2D and the (deprecated) linear array copies, and
// the errors for blocks outside an array or a copy side given twice.
/* cudaMemcpyToArray & co. are deprecated in CUDA 13 (nvcc includes
   cuda_runtime.h first, so CUDA_ENABLE_DEPRECATED would come too late) */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#include "cuf_device.h"
#include "rt_check.h"

enum { W = 7, H = 5, D = 4 }; /* floats per row, rows, slices */

__global__ void bump(cudaPitchedPtr p, int w, int h, int d) {
  int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
  if (x < w && y < h && z < d) {
    float *row = (float *)((char *)p.ptr + (z * p.ysize + y) * p.pitch);
    row[x] += 100.0f;
  }
}

static cudaPitchedPtr pitched(void *p, size_t pitch, size_t xsize, size_t ysize) {
  cudaPitchedPtr r;
  r.ptr = p;
  r.pitch = pitch;
  r.xsize = xsize;
  r.ysize = ysize;
  return r;
}

static cudaMemcpy3DParms parms(cudaMemcpyKind kind, size_t w, size_t h, size_t d) {
  cudaMemcpy3DParms p;
  memset(&p, 0, sizeof p);
  p.kind = kind;
  p.extent = cudaExtent{w, h, d};
  return p;
}

static float value(int x, int y, int z) { return (float)(x + 10 * y + 100 * z); }

static void test_pitched(void) {
  static float host[D][H][W], back[D][H][W];
  for (int z = 0; z < D; z++)
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) host[z][y][x] = value(x, y, z);

  cudaPitchedPtr dev;
  CUCHECK(cudaMalloc3D(&dev, cudaExtent{W * sizeof(float), H, D}));
  CHECK(dev.pitch >= W * sizeof(float) && dev.xsize == W * sizeof(float) && dev.ysize == H);

  /* zero all, then 0xff bytes on the box x 2..4, y 1..3, z 1..2 */
  CUCHECK(cudaMemset3D(dev, 0, cudaExtent{W * sizeof(float), H, D}));
  cudaPitchedPtr box = dev;
  box.ptr = (char *)dev.ptr + (1 * H + 1) * dev.pitch + 2 * sizeof(float);
  CUCHECK(cudaMemset3D(box, 0xff, cudaExtent{3 * sizeof(float), 3, 2}));
  cudaMemcpy3DParms p = parms(cudaMemcpyDeviceToHost, W * sizeof(float), H, D);
  p.srcPtr = dev;
  p.dstPtr = pitched(back, W * sizeof(float), W, H);
  CUCHECK(cudaMemcpy3D(&p));
  int bad = 0;
  for (int z = 0; z < D; z++)
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) {
        unsigned bits;
        memcpy(&bits, &back[z][y][x], sizeof bits);
        int inside = x >= 2 && x <= 4 && y >= 1 && y <= 3 && z >= 1 && z <= 2;
        bad += bits != (inside ? 0xffffffffu : 0u);
      }
  CHECK(bad == 0);

  /* whole host array up, a kernel walks it by pitch, back down */
  p = parms(cudaMemcpyHostToDevice, W * sizeof(float), H, D);
  p.srcPtr = pitched(host, W * sizeof(float), W, H);
  p.dstPtr = dev;
  CUCHECK(cudaMemcpy3DAsync(&p, 0));
  CUF_LAUNCH(bump, dim3(H, D), dim3(W), 0, 0, dev, W, H, D);
  CUCHECK(cudaGetLastError());
  p = parms(cudaMemcpyDeviceToHost, W * sizeof(float), H, D);
  p.srcPtr = dev;
  p.dstPtr = pitched(back, W * sizeof(float), W, H);
  CUCHECK(cudaMemcpy3D(&p));
  CUCHECK(cudaDeviceSynchronize());
  bad = 0;
  for (int z = 0; z < D; z++)
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) bad += back[z][y][x] != host[z][y][x] + 100.0f;
  CHECK(bad == 0);

  /* a 2x2x2 box from (x 1, y 2, z 1) of the device to (x 4, y 0, z 2) of the
     host; positions on linear memory are in bytes */
  for (int z = 0; z < D; z++)
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) back[z][y][x] = -1.0f;
  p = parms(cudaMemcpyDeviceToHost, 2 * sizeof(float), 2, 2);
  p.srcPtr = dev;
  p.srcPos = cudaPos{1 * sizeof(float), 2, 1};
  p.dstPtr = pitched(back, W * sizeof(float), W, H);
  p.dstPos = cudaPos{4 * sizeof(float), 0, 2};
  CUCHECK(cudaMemcpy3D(&p));
  bad = 0;
  for (int z = 0; z < D; z++)
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) {
        int inside = x >= 4 && x <= 5 && y <= 1 && z >= 2;
        float want = inside ? host[z - 1][y + 2][x - 3] + 100.0f : -1.0f;
        bad += back[z][y][x] != want;
      }
  CHECK(bad == 0);

  /* a box past the end of the rows */
  p = parms(cudaMemcpyDeviceToHost, dev.pitch + 1, 1, 1);
  p.srcPtr = dev;
  p.dstPtr = pitched(back, sizeof back, W, H);
  CHECK(cudaMemcpy3D(&p) != cudaSuccess);
  (void)cudaGetLastError();
  CUCHECK(cudaFree(dev.ptr));
}

static void test_array3d(void) {
  static float host[D][H][W], back[D][H][W];
  for (int z = 0; z < D; z++)
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) host[z][y][x] = value(x, y, z);
  cudaChannelFormatDesc desc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  CHECK(desc.x == 32 && desc.y == 0 && desc.f == cudaChannelFormatKindFloat);
  cudaArray_t arr;
  CUCHECK(cudaMalloc3DArray(&arr, &desc, cudaExtent{W, H, D}, 0));

  /* host -> array, extent in elements */
  cudaMemcpy3DParms p = parms(cudaMemcpyHostToDevice, W, H, D);
  p.srcPtr = pitched(host, W * sizeof(float), W, H);
  p.dstArray = arr;
  CUCHECK(cudaMemcpy3D(&p));

  /* a 3x2x2 box of the array at element (2, 1, 1) -> pitched device memory */
  cudaPitchedPtr dev;
  CUCHECK(cudaMalloc3D(&dev, cudaExtent{3 * sizeof(float), 2, 2}));
  p = parms(cudaMemcpyDeviceToDevice, 3, 2, 2);
  p.srcArray = arr;
  p.srcPos = cudaPos{2, 1, 1};
  p.dstPtr = dev;
  CUCHECK(cudaMemcpy3D(&p));
  float box[2][2][3];
  p = parms(cudaMemcpyDeviceToHost, 3 * sizeof(float), 2, 2);
  p.srcPtr = dev;
  p.dstPtr = pitched(box, 3 * sizeof(float), 3, 2);
  CUCHECK(cudaMemcpy3D(&p));
  int bad = 0;
  for (int z = 0; z < 2; z++)
    for (int y = 0; y < 2; y++)
      for (int x = 0; x < 3; x++) bad += box[z][y][x] != value(x + 2, y + 1, z + 1);
  CHECK(bad == 0);

  /* whole array back to the host */
  memset(back, 0, sizeof back);
  p = parms(cudaMemcpyDeviceToHost, W, H, D);
  p.srcArray = arr;
  p.dstPtr = pitched(back, W * sizeof(float), W, H);
  CUCHECK(cudaMemcpy3D(&p));
  CHECK(memcmp(back, host, sizeof back) == 0);

  /* a box reaching past the array's last slice; the source given twice */
  p = parms(cudaMemcpyDeviceToHost, 1, 1, 2);
  p.srcArray = arr;
  p.srcPos = cudaPos{0, 0, D - 1};
  p.dstPtr = pitched(back, W * sizeof(float), W, H);
  CHECK(cudaMemcpy3D(&p) == cudaErrorInvalidValue);
  p.srcPos = cudaPos{0, 0, 0};
  p.srcPtr = pitched(host, W * sizeof(float), W, H);
  CHECK(cudaMemcpy3D(&p) == cudaErrorInvalidValue);
  (void)cudaGetLastError();
  CUCHECK(cudaFree(dev.ptr));
  CUCHECK(cudaFreeArray(arr));
}

static void test_array2d(void) {
  enum { AW = 6, AH = 4, LD = 9 }; /* array of AW x AH int, host rows of LD */
  static int host[AH][LD], back[AH][LD];
  for (int y = 0; y < AH; y++)
    for (int x = 0; x < LD; x++) host[y][x] = 100 * y + x;
  cudaChannelFormatDesc desc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindSigned);
  cudaArray_t a, b;
  CUCHECK(cudaMallocArray(&a, &desc, AW, AH, 0));
  CUCHECK(cudaMallocArray(&b, &desc, AW, AH, 0));

  /* 2D: whole array in, a block out; offsets and widths in bytes */
  CUCHECK(cudaMemcpy2DToArray(a, 0, 0, host, LD * sizeof(int), AW * sizeof(int), AH,
                              cudaMemcpyHostToDevice));
  memset(back, 0, sizeof back);
  CUCHECK(cudaMemcpy2DFromArray(back, LD * sizeof(int), a, 1 * sizeof(int), 2, 3 * sizeof(int), 2,
                                cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < AH; y++)
    for (int x = 0; x < LD; x++) bad += back[y][x] != (y < 2 && x < 3 ? host[y + 2][x + 1] : 0);
  CHECK(bad == 0);

  /* array to array: a's 2x3 block at (x 3, y 1) to b at (x 0, y 0) */
  CUCHECK(cudaMemcpy2DToArray(b, 0, 0, host, LD * sizeof(int), AW * sizeof(int), AH,
                              cudaMemcpyHostToDevice));
  CUCHECK(cudaMemcpy2DArrayToArray(b, 0, 0, a, 3 * sizeof(int), 1, 2 * sizeof(int), 3,
                                   cudaMemcpyDeviceToDevice));
  CUCHECK(cudaMemcpy2DFromArray(back, LD * sizeof(int), b, 0, 0, AW * sizeof(int), AH,
                                cudaMemcpyDeviceToHost));
  bad = 0;
  for (int y = 0; y < AH; y++)
    for (int x = 0; x < AW; x++)
      bad += back[y][x] != (y < 3 && x < 2 ? host[y + 1][x + 3] : host[y][x]);
  CHECK(bad == 0);

  /* linear (deprecated) copies run on into the next rows */
  int line[AW + 2];
  for (int i = 0; i < AW + 2; i++) line[i] = -1 - i;
  CUCHECK(cudaMemcpyToArray(a, 4 * sizeof(int), 1, line, sizeof line, cudaMemcpyHostToDevice));
  int got[AW * AH];
  CUCHECK(cudaMemcpyFromArray(got, a, 0, 0, sizeof got, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < AW * AH; i++) {
    int k = i - (1 * AW + 4); /* index into line */
    bad += got[i] != (k >= 0 && k < AW + 2 ? line[k] : host[i / AW][i % AW]);
  }
  CHECK(bad == 0);
  CUCHECK(cudaMemcpyArrayToArray(b, 0, 3, a, 4 * sizeof(int), 1, 2 * sizeof(int),
                                 cudaMemcpyDeviceToDevice));
  int pair[2];
  CUCHECK(cudaMemcpyFromArray(pair, b, 0, 3, sizeof pair, cudaMemcpyDeviceToHost));
  CHECK(pair[0] == line[0] && pair[1] == line[1]);

  /* blocks outside the array */
  CHECK(cudaMemcpy2DFromArray(back, LD * sizeof(int), a, 1 * sizeof(int), 0, AW * sizeof(int), 1,
                              cudaMemcpyDeviceToHost) == cudaErrorInvalidValue);
  CHECK(cudaMemcpy2DToArray(a, 0, AH - 1, host, LD * sizeof(int), sizeof(int), 2,
                            cudaMemcpyHostToDevice) == cudaErrorInvalidValue);
  CHECK(cudaMemcpyFromArray(got, a, 0, 1, sizeof got, cudaMemcpyDeviceToHost) ==
        cudaErrorInvalidValue);
  (void)cudaGetLastError();
  CUCHECK(cudaFreeArray(a));
  CUCHECK(cudaFreeArray(b));
}

int main() {
  test_pitched();
  test_array3d();
  test_array2d();
  RT_DONE();
}
