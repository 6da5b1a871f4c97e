// laplace — CUDA C twin of laplace.cuf: one Jacobi sweep, nine-point
// stencil, 4096^2, 32x16 blocks, interior points only.
#include <cuda_runtime.h>

enum { NX = 4096, NY = 4096, BLOCK_X = 32, BLOCK_Y = 16 };

__global__ void jacobiGlobal(const float *__restrict__ a, float *__restrict__ aNew) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i > 0 && i < NX - 1 && j > 0 && j < NY - 1) {
        const float *c = a + j * NX + i;
        aNew[j * NX + i] = 0.2f * (c[-1] + c[1] + c[-NX] + c[NX]) +
                           0.05f * (c[-NX - 1] + c[-NX + 1] + c[NX - 1] + c[NX + 1]);
    }
}

extern "C" void twin_jacobi(const float *a, float *aNew) {
    dim3 block(BLOCK_X, BLOCK_Y);
    dim3 grid((NX + BLOCK_X - 1) / BLOCK_X, (NY + BLOCK_Y - 1) / BLOCK_Y);
    jacobiGlobal<<<grid, block>>>(a, aNew);
}
