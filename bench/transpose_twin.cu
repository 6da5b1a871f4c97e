// transpose — CUDA C twins of transpose.cuf (the CUDA C SDK's transpose
// sample as a C programmer writes it): 32x32 tiles, 32x8 blocks, 4096^2.
#include <cuda_runtime.h>

enum { NX = 4096, NY = 4096, TILE_DIM = 32, BLOCK_ROWS = 8 };

__global__ void copy(float *__restrict__ odata, const float *__restrict__ idata) {
    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        odata[(y + j) * NX + x] = idata[(y + j) * NX + x];
}

__global__ void copySharedMem(float *__restrict__ odata, const float *__restrict__ idata) {
    __shared__ float tile[TILE_DIM][TILE_DIM];
    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * NX + x];
    __syncthreads();
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        odata[(y + j) * NX + x] = tile[threadIdx.y + j][threadIdx.x];
}

__global__ void transposeNaive(float *__restrict__ odata, const float *__restrict__ idata) {
    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        odata[x * NY + (y + j)] = idata[(y + j) * NX + x];
}

__global__ void transposeCoalesced(float *__restrict__ odata, const float *__restrict__ idata) {
    __shared__ float tile[TILE_DIM][TILE_DIM];
    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * NX + x];
    __syncthreads();
    x = blockIdx.y * TILE_DIM + threadIdx.x;
    y = blockIdx.x * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        odata[(y + j) * NY + x] = tile[threadIdx.x][threadIdx.y + j];
}

__global__ void transposeNoBankConflicts(float *__restrict__ odata, const float *__restrict__ idata) {
    __shared__ float tile[TILE_DIM][TILE_DIM + 1];
    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * NX + x];
    __syncthreads();
    x = blockIdx.y * TILE_DIM + threadIdx.x;
    y = blockIdx.x * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        odata[(y + j) * NY + x] = tile[threadIdx.x][threadIdx.y + j];
}

static const dim3 grid(NX / TILE_DIM, NY / TILE_DIM), block(TILE_DIM, BLOCK_ROWS);

extern "C" void twin_copy(float *o, const float *i) { copy<<<grid, block>>>(o, i); }
extern "C" void twin_copy_shared(float *o, const float *i) { copySharedMem<<<grid, block>>>(o, i); }
extern "C" void twin_transpose_naive(float *o, const float *i) { transposeNaive<<<grid, block>>>(o, i); }
extern "C" void twin_transpose_coalesced(float *o, const float *i) { transposeCoalesced<<<grid, block>>>(o, i); }
extern "C" void twin_transpose_nbc(float *o, const float *i) { transposeNoBankConflicts<<<grid, block>>>(o, i); }
