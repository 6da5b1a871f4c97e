// deriv — CUDA C twins of deriv.cuf: 9-point periodic derivatives on nf
// fields of 64^3 (x fastest), coefficients in __constant__ memory, the same
// tiles and blocks. H is the halo width: shared row index = i + H.
#include <cuda_runtime.h>

enum { MX = 64, MY = 64, MZ = 64, S_PENCILS = 4, L_PENCILS = 32, H = 4 };

__constant__ float c_ax, c_bx, c_cx, c_dx, c_ay, c_by, c_cy, c_dy, c_az, c_bz, c_cz, c_dz;

__device__ __forceinline__ int at(int i, int j, int k, int l) {
    return ((l * MZ + k) * MY + j) * MX + i;
}

// The grid is periodic with period m-1 (point m repeats point 1), as in the book.
__global__ void deriv_x(const float *__restrict__ f, float *__restrict__ df) {
    __shared__ float s[S_PENCILS][MX + 2 * H];
    int i = threadIdx.x, jl = threadIdx.y;
    int j = blockIdx.x * blockDim.y + threadIdx.y, k = blockIdx.y, l = blockIdx.z;
    s[jl][i + H] = f[at(i, j, k, l)];
    __syncthreads();
    if (i < H) {
        s[jl][i] = s[jl][MX + i - 1];
        s[jl][MX + H + i] = s[jl][H + i + 1];
    }
    __syncthreads();
    const float *r = &s[jl][i + H];
    df[at(i, j, k, l)] = c_ax * (r[1] - r[-1]) + c_bx * (r[2] - r[-2]) +
                         c_cx * (r[3] - r[-3]) + c_dx * (r[4] - r[-4]);
}

__global__ void deriv_y_lPencils(const float *__restrict__ f, float *__restrict__ df) {
    __shared__ float s[MY + 2 * H][L_PENCILS];
    int il = threadIdx.x, i = blockIdx.x * blockDim.x + threadIdx.x;
    int k = blockIdx.y, l = blockIdx.z;
    for (int j = threadIdx.y; j < MY; j += blockDim.y) s[j + H][il] = f[at(i, j, k, l)];
    __syncthreads();
    int j = threadIdx.y;
    if (j < H) {
        s[j][il] = s[MY + j - 1][il];
        s[MY + H + j][il] = s[H + j + 1][il];
    }
    __syncthreads();
    for (int j = threadIdx.y; j < MY; j += blockDim.y) {
        int c = j + H;
        df[at(i, j, k, l)] = c_ay * (s[c + 1][il] - s[c - 1][il]) + c_by * (s[c + 2][il] - s[c - 2][il]) +
                             c_cy * (s[c + 3][il] - s[c - 3][il]) + c_dy * (s[c + 4][il] - s[c - 4][il]);
    }
}

__global__ void deriv_z_lPencils(const float *__restrict__ f, float *__restrict__ df) {
    __shared__ float s[MZ + 2 * H][L_PENCILS];
    int il = threadIdx.x, i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y, l = blockIdx.z;
    for (int k = threadIdx.y; k < MZ; k += blockDim.y) s[k + H][il] = f[at(i, j, k, l)];
    __syncthreads();
    int k = threadIdx.y;
    if (k < H) {
        s[k][il] = s[MZ + k - 1][il];
        s[MZ + H + k][il] = s[H + k + 1][il];
    }
    __syncthreads();
    for (int k = threadIdx.y; k < MZ; k += blockDim.y) {
        int c = k + H;
        df[at(i, j, k, l)] = c_az * (s[c + 1][il] - s[c - 1][il]) + c_bz * (s[c + 2][il] - s[c - 2][il]) +
                             c_cz * (s[c + 3][il] - s[c - 3][il]) + c_dz * (s[c + 4][il] - s[c - 4][il]);
    }
}

static void set_coefficients(float *ca, float *cb, float *cc, float *cd, int m) {
    float dsinv = (float)(m - 1);
    float v[4] = {4.f / 5.f * dsinv, -1.f / 5.f * dsinv, 4.f / 105.f * dsinv, -1.f / 280.f * dsinv};
    cudaMemcpyToSymbol(*ca, &v[0], sizeof(float));
    cudaMemcpyToSymbol(*cb, &v[1], sizeof(float));
    cudaMemcpyToSymbol(*cc, &v[2], sizeof(float));
    cudaMemcpyToSymbol(*cd, &v[3], sizeof(float));
}

extern "C" void twin_init_deriv(void) {
    set_coefficients(&c_ax, &c_bx, &c_cx, &c_dx, MX);
    set_coefficients(&c_ay, &c_by, &c_cy, &c_dy, MY);
    set_coefficients(&c_az, &c_bz, &c_cz, &c_dz, MZ);
}

extern "C" void twin_deriv_x(const float *f, float *df, int nf) {
    deriv_x<<<dim3(MY / S_PENCILS, MZ, nf), dim3(MX, S_PENCILS)>>>(f, df);
}
extern "C" void twin_deriv_y(const float *f, float *df, int nf) {
    deriv_y_lPencils<<<dim3(MX / L_PENCILS, MZ, nf), dim3(L_PENCILS, 8)>>>(f, df);
}
extern "C" void twin_deriv_z(const float *f, float *df, int nf) {
    deriv_z_lPencils<<<dim3(MX / L_PENCILS, MY, nf), dim3(L_PENCILS, 8)>>>(f, df);
}
