// bench/acc/twin.cu — the hand-written CUDA C twins of the accelerator
// benchmarks (bench/acc/region.cuf, bench/acc/oacc.f90) whose algorithm no
// existing twin has: the Jacobi sweep with its max-error reduction, the
// five-point stencil, the matrix multiply. Saxpy and the transpose use
// bench/saxpy_twin.cu and bench/transpose_twin.cu (tiled through shared
// memory). Arrays are column-major as in Fortran: a(i,j) is a[i + j*n].
#include <cuda_runtime.h>

enum { VEC = 256, TILE = 16, FINAL = 1024 };

// Block maximum of v (blockDim.x threads, a multiple of 32), in thread 0.
__device__ static float block_max(float v) {
    __shared__ float warp_max[VEC / 32];
    for (int o = 16; o > 0; o /= 2) v = fmaxf(v, __shfl_down_sync(0xffffffffu, v, o));
    if (threadIdx.x % 32 == 0) warp_max[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? warp_max[threadIdx.x] : 0.0f;
        for (int o = 16; o > 0; o /= 2) v = fmaxf(v, __shfl_down_sync(0xffffffffu, v, o));
    }
    return v;
}

// One thread an interior point, 256 along i a block, one j a block row;
// each block's max change goes to part[], reduced by jacobi_final.
__global__ void jacobi_step(const float *__restrict__ a, float *__restrict__ anew, int n, int m,
                            float *__restrict__ part) {
    int i = blockIdx.x * VEC + threadIdx.x + 1, j = blockIdx.y + 1;
    float e = 0.0f;
    if (i < n - 1) {
        float v = 0.25f * (a[i + 1 + j * n] + a[i - 1 + j * n] + a[i + (j - 1) * n] + a[i + (j + 1) * n]);
        anew[i + j * n] = v;
        e = fabsf(v - a[i + j * n]);
    }
    e = block_max(e);
    if (threadIdx.x == 0) part[blockIdx.x + blockIdx.y * gridDim.x] = e;
}

__global__ void jacobi_final(const float *__restrict__ part, int nparts, float *__restrict__ err) {
    __shared__ float s[FINAL];
    float e = 0.0f;
    for (int k = threadIdx.x; k < nparts; k += FINAL) e = fmaxf(e, part[k]);
    s[threadIdx.x] = e;
    __syncthreads();
    for (int w = FINAL / 2; w > 0; w /= 2) {
        if (threadIdx.x < w) s[threadIdx.x] = fmaxf(s[threadIdx.x], s[threadIdx.x + w]);
        __syncthreads();
    }
    if (threadIdx.x == 0) *err = s[0];
}

__global__ void jacobi_copy(float *__restrict__ a, const float *__restrict__ anew, int n, int m) {
    int i = blockIdx.x * VEC + threadIdx.x + 1, j = blockIdx.y + 1;
    if (i < n - 1) a[i + j * n] = anew[i + j * n];
}

extern "C" void twin_acc_jacobi(float *a, float *anew, int n, int m, float *err) {
    static float *part, *d_err; // the partial maxima and the result: allocated once
    static int nparts;
    dim3 grid((n - 2 + VEC - 1) / VEC, m - 2);
    if (!part) {
        nparts = grid.x * grid.y;
        cudaMalloc(&part, nparts * sizeof(float));
        cudaMalloc(&d_err, sizeof(float));
    }
    jacobi_step<<<grid, VEC>>>(a, anew, n, m, part);
    jacobi_final<<<1, FINAL>>>(part, grid.x * grid.y, d_err);
    jacobi_copy<<<grid, VEC>>>(a, anew, n, m);
    cudaMemcpy(err, d_err, sizeof(float), cudaMemcpyDeviceToHost);
}

__global__ void stencil(const float *__restrict__ a, float *__restrict__ b, int n, int m) {
    int i = blockIdx.x * VEC + threadIdx.x + 1, j = blockIdx.y + 1;
    if (i < n - 1)
        b[i + j * n] = 0.5f * a[i + j * n] +
                       0.125f * (a[i - 1 + j * n] + a[i + 1 + j * n] + a[i + (j - 1) * n] + a[i + (j + 1) * n]);
}

extern "C" void twin_acc_stencil(const float *a, float *b, int n, int m) {
    stencil<<<dim3((n - 2 + VEC - 1) / VEC, m - 2), VEC>>>(a, b, n, m);
}

// c = a*b, n a multiple of TILE: TILE x TILE blocks, tiles of a and b
// through shared memory, each c(i,j) summed in k order.
__global__ void matmul(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c, int n) {
    __shared__ float as[TILE][TILE], bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int i = blockIdx.x * TILE + tx, j = blockIdx.y * TILE + ty;
    float s = 0.0f;
    for (int k0 = 0; k0 < n; k0 += TILE) {
        as[ty][tx] = a[i + (k0 + ty) * n]; // a(i, k0+ty)
        bs[ty][tx] = b[k0 + tx + j * n];   // b(k0+tx, j)
        __syncthreads();
        for (int k = 0; k < TILE; k++) s += as[k][tx] * bs[ty][k];
        __syncthreads();
    }
    c[i + j * n] = s;
}

extern "C" void twin_acc_matmul(const float *a, const float *b, float *c, int n) {
    matmul<<<dim3(n / TILE, n / TILE), dim3(TILE, TILE)>>>(a, b, c, n);
}
