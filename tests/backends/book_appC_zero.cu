// The CUDA C kernel that tests/syntax/book_appC_fCallingC.cuf launches
// (book Appendix C.2, zero.cu), so that the program links.
extern "C" __global__ void zero(float *a)
{
    a[blockIdx.x * blockDim.x + threadIdx.x] = 0.0f;
}
