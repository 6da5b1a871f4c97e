// Atomics from many blocks (run also with CUFEMU_THREADS=4 by run.sh).
#include "cuf_device.h"
#include "rt_check.h"

struct Res {
  int iadd, isub, imax, imin, iand, ior, ixor, cas_count;
  unsigned uinc, udec, umax;
  unsigned long long ulladd, ullmax;
  long long llmin;
  float fadd, fmax_, fmin_;
  double dadd, dmax_;
  int lock;
  int exch;
};

__global__ void hammer(Res *r) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&r->iadd, 2);
  atomicSub(&r->isub, 1);
  atomicMax(&r->imax, i);
  atomicMin(&r->imin, -i);
  atomicAnd(&r->iand, ~(1 << (i % 31)));
  atomicOr(&r->ior, 1 << (i % 31));
  atomicXor(&r->ixor, 1);
  atomicInc(&r->uinc, 9u);
  atomicDec(&r->udec, 4u);
  atomicMax(&r->umax, (unsigned)i * 3u);
  atomicAdd(&r->ulladd, 1ull << 33);
  atomicMax(&r->ullmax, (unsigned long long)i << 40);
  atomicMin(&r->llmin, -((long long)i << 35));
  atomicAdd(&r->fadd, 0.5f);
  cuf_atomicMax(&r->fmax_, (float)i * 0.25f);
  cuf_atomicMin(&r->fmin_, -(float)i);
  atomicAdd(&r->dadd, 0.125);
  cuf_atomicMax(&r->dmax_, (double)i * 2.0);
  atomicExch(&r->exch, i);
  /* a CAS spin lock: only one thread per warp takes it at a time */
  if (threadIdx.x % 32 == 0) {
    while (atomicCAS(&r->lock, 0, 1) != 0) {}
    r->cas_count++;
    __threadfence();
    atomicExch(&r->lock, 0);
  }
}

int main() {
  const int nb = 64, bs = 128, n = nb * bs;
  Res h, *d;
  memset(&h, 0, sizeof h);
  h.iand = -1;
  h.udec = 0;
  h.llmin = 0;
  h.fmin_ = 0;
  CUCHECK(cudaMalloc((void **)&d, sizeof h));
  CUCHECK(cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice));
  CUF_LAUNCH(hammer, nb, bs, 0, 0, d);
  CUCHECK(cudaGetLastError());
  CUCHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(h.iadd == 2 * n);
  CHECK(h.isub == -n);
  CHECK(h.imax == n - 1);
  CHECK(h.imin == -(n - 1));
  CHECK(h.iand == (int)0x80000000);
  CHECK(h.ior == 0x7fffffff);
  CHECK(h.ixor == 0);
  CHECK(h.uinc == (unsigned)(n % 10));
  /* atomicDec from 0 with limit 4 cycles 0->4->3->2->1->0 */
  CHECK(h.udec == (unsigned)((5 - n % 5) % 5));
  CHECK(h.umax == (unsigned)(n - 1) * 3u);
  CHECK(h.ulladd == (unsigned long long)n << 33);
  CHECK(h.ullmax == (unsigned long long)(n - 1) << 40);
  CHECK(h.llmin == -((long long)(n - 1) << 35));
  CHECK(h.fadd == 0.5f * n);
  CHECK(h.fmax_ == (float)(n - 1) * 0.25f);
  CHECK(h.fmin_ == -(float)(n - 1));
  CHECK(h.dadd == 0.125 * n);
  CHECK(h.dmax_ == (double)(n - 1) * 2.0);
  CHECK(h.exch >= 0 && h.exch < n);
  CHECK(h.cas_count == n / 32);
  CHECK(h.lock == 0);
  RT_DONE();
}
