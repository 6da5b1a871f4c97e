// app_c_interop_kernels.cu — a small CUDA C "library" that the Fortran
// program app_c_interop.cuf calls through bind(C) interfaces: two kernels
// (one taking a struct by value, one reducing in shared memory with a
// double atomicAdd), a __device__ helper, and a host function.
struct diffusion_params {     // Fortran: type, bind(C) :: diffusion_params
  double nu, dt, dx;
  int n;
};

__device__ double laplacian(const double *u, int i, int n, double dx) {
  int im = i == 0 ? n - 1 : i - 1, ip = i == n - 1 ? 0 : i + 1;  // periodic
  return (u[ip] - 2.0 * u[i] + u[im]) / (dx * dx);
}

// one explicit diffusion step, unew = u + nu dt u_xx
extern "C" __global__ void diffuse_step(diffusion_params p, const double *u, double *unew) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n) unew[i] = u[i] + p.nu * p.dt * laplacian(u, i, p.n, p.dx);
}

// total += sum(u), a shared-memory tree per block (blockDim.x <= 256, a power of 2)
extern "C" __global__ void block_sum(const double *u, int n, double *total) {
  __shared__ double part[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  part[threadIdx.x] = i < n ? u[i] : 0.0;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(total, part[0]);
}

// the stable time step of the explicit scheme, on the host
extern "C" double stable_dt(double nu, double dx) { return 0.4 * dx * dx / nu; }
