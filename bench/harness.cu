// harness.cu — cufc's performance parity table.
//
// Each row runs a CUDA Fortran routine compiled by cufc (bench/<name>.cuf,
// reached through its bind(c) launcher launch_<row>) and its CUDA C twin
// (bench/<name>_twin.cu, twin_<row>) in this one process on this one GPU:
//   - inputs larger than the L2, fresh random data before every run, outputs
//     poisoned (all bits set: a NaN) before every run, the L2 scrubbed;
//   - a checked run of each side on the same inputs, the cufc result compared
//     with the twin's (relative error norm);
//   - warm-up, then REPS timed runs of each side, alternating, each timed
//     with its own pair of CUDA events; the median is reported;
//   - the device-to-device cudaMemcpy bandwidth is measured once and each
//     row's effective bandwidth is given as a fraction of it;
//   - registers and spills of both sides from ptxas (bench/run.sh build
//     writes them to DATA/regs.txt), cufc -c and nvcc -c times from
//     DATA/compile.txt.
// The table comes last, with the geometric mean of the ratios
// (ratio = CUDA C time / cufc time: above 1, cufc is faster).
//
// usage: bench [--data DIR] [--reps N] [--warmup N] [--only ROW,...]
//   --only: rows by name or source, comma-separated
#include <cuda_runtime.h>
#include <fnmatch.h>
#include <stdint.h>
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include "harness_util.cuh"

// ------------------------------------------------------------ entry points

// The cufc side is referenced weakly: a .cuf that cufc cannot compile yet
// leaves its launchers null and its rows print "not built".
#define CUFC __attribute__((weak))
extern "C" {
// cufc side: bind(c) launchers of bench/*.cuf
CUFC void launch_increment(float *a, float b, int n);
CUFC void launch_saxpy(float *x, float *y, float a, int n);
CUFC void launch_saxpy_as(float *x, float *y, float a, int n);
CUFC void launch_sine(float *a, float *b, int n);
CUFC void launch_copy(float *odata, float *idata);
CUFC void launch_copy_shared(float *odata, float *idata);
CUFC void launch_transpose_naive(float *odata, float *idata);
CUFC void launch_transpose_coalesced(float *odata, float *idata);
CUFC void launch_transpose_nbc(float *odata, float *idata);
CUFC void init_deriv(void);
CUFC void launch_deriv_x(float *f, float *df, int nf);
CUFC void launch_deriv_y(float *f, float *df, int nf);
CUFC void launch_deriv_z(float *f, float *df, int nf);
CUFC void launch_jacobi(float *a, float *aNew);
CUFC void launch_cuf_sum(float *a, int n, float *s);
CUFC void launch_host_sum(float *a, int n, float *s);
CUFC void launch_cuf_2d(float *a, float *b, float *c, float s, int m, int n);
CUFC void launch_cuf_3d(float *a, float *b, float *c, float s, int l, int m, int n);
CUFC void launch_cuf_copy(float *a, float *c, int n);
CUFC void launch_cuf_scale(float *c, float *b, float q, int n);
CUFC void launch_cuf_add(float *a, float *b, float *c, int n);
CUFC void launch_cuf_triad(float *b, float *c, float *a, float q, int n);
CUFC void launch_wmma_gemm(float *a, float *b, float *c);
CUFC void launch_h2d(float *a_d, float *a, int n);
CUFC void launch_empty_x1000(void);
CUFC void launch_args_x1000(float *a, int n);
CUFC void launch_d2h(float *a, float *a_d, int n);
CUFC void launch_h2d_block(float *b_d, float *b, int ld, int m, int ncol);
CUFC void launch_d2h_block(float *b, float *b_d, int ld, int m, int ncol);
CUFC void launch_h2d_strided(float *a_d, float *a, int n);
CUFC void launch_d2h_strided(float *a, float *a_d, int n);
CUFC void launch_stream_copy(float *a, float *c, int n);
CUFC void launch_stream_scale(float *c, float *b, float q, int n);
CUFC void launch_stream_add(float *a, float *b, float *c, int n);
CUFC void launch_stream_triad(float *b, float *c, float *a, float q, int n);
CUFC void launch_stream_dot(float *a, float *b, int n, float *s);
// reductions.cuf: launch_{cuf,host}_{sum,max,min}_{r4,r8,i4}
#define REDUCTION_LAUNCHERS(OP)                                                                                      \
    CUFC void launch_cuf_##OP##_r4(float *, int, float *);                                                           \
    CUFC void launch_host_##OP##_r4(float *, int, float *);                                                          \
    CUFC void launch_cuf_##OP##_r8(double *, int, double *);                                                         \
    CUFC void launch_host_##OP##_r8(double *, int, double *);                                                        \
    CUFC void launch_cuf_##OP##_i4(int *, int, int *);                                                               \
    CUFC void launch_host_##OP##_i4(int *, int, int *);                                                              \
    void twin_##OP##_r4(const float *, int, float *);                                                                \
    void twin_##OP##_r8(const double *, int, double *);                                                              \
    void twin_##OP##_i4(const int *, int, int *);
REDUCTION_LAUNCHERS(sum)
REDUCTION_LAUNCHERS(max)
REDUCTION_LAUNCHERS(min)

// CUDA C side: bench/*_twin.cu
void twin_increment(float *a, float b, int n);
void twin_empty_x1000(void);
void twin_args_x1000(float *a, int n);
void twin_saxpy(const float *x, float *y, float a, int n);
void twin_sine(const float *a, float *b, int n);
void twin_copy(float *o, const float *i);
void twin_copy_shared(float *o, const float *i);
void twin_transpose_naive(float *o, const float *i);
void twin_transpose_coalesced(float *o, const float *i);
void twin_transpose_nbc(float *o, const float *i);
void twin_init_deriv(void);
void twin_deriv_x(const float *f, float *df, int nf);
void twin_deriv_y(const float *f, float *df, int nf);
void twin_deriv_z(const float *f, float *df, int nf);
void twin_jacobi(const float *a, float *aNew);
void twin_cuf_sum(const float *a, int n, float *s);
void twin_cuf_2d(const float *a, const float *b, float *c, float s, int m, int n);
void twin_cuf_3d(const float *a, const float *b, float *c, float s, int l, int m, int n);
void twin_wmma_gemm(const float *a, const float *b, float *c);
void twin_h2d(float *a_d, const float *a, int n);
void twin_d2h(float *a, const float *a_d, int n);
void twin_h2d_block(float *b_d, const float *b, int ld, int m, int ncol);
void twin_d2h_block(float *b, const float *b_d, int ld, int m, int ncol);
void twin_h2d_strided(float *a_d, const float *a, int n);
void twin_d2h_strided(float *a, const float *a_d, int n);
void twin_stream_copy(const float *a, float *c, int n);
void twin_stream_scale(const float *c, float *b, float q, int n);
void twin_stream_add(const float *a, const float *b, float *c, int n);
void twin_stream_triad(const float *b, const float *c, float *a, float q, int n);
void twin_stream_dot(const float *a, const float *b, int n, float *s);
}

// ------------------------------------------------------------ sizes

// 32 Mi floats = 128 MiB an array, against the 50 MB L2 of an H100.
static const int N1 = 1 << 25;
static const int NT = 4096;       // transpose.cuf / laplace.cuf nx = ny
static const int NF = 64;         // deriv.cuf: fields of 64^3 (64 MiB)
static const int N3 = 64 * 64 * 64;
// transfer.cuf's sections, 128 MiB moved each: rows 1:BM of a BLD x BN
// matrix (a column block), and every second element of NS floats.
static const int BLD = 4160, BM = 4096, BN = 8192;
static const int NS = 2 * N1;
// The CUF sum of the CUF-kernel issue: 10^8 reals.
static const int N8 = 100000000;

// ------------------------------------------------------------ rows

enum Result { DEVICE_ARRAY, HOST_ARRAY, HOST_SCALAR };
enum Elem { F32, F64, I32 }; // element type of the device arrays and scalar result
static size_t elem_size(Elem e) { return e == F64 ? 8 : 4; }
enum HostMem { NO_HOST, PAGEABLE, PINNED };

// What one side of a row works on. d[0..ndev) are device arrays of n
// elements (the first `inputs` of them are inputs), h a host array of n
// floats; a scalar result goes to s, sd or si by the row's element type.
struct Ctx {
    float *d[4];
    float *h;
    float s;
    double sd;
    int si;
};

struct Row {
    const char *name;
    const char *source;     // bench/<source>.cuf and bench/<source>_twin.cu
    const void *cufc_entry; // the cufc launcher (null: not built)
    int ndev, inputs;       // device arrays; how many of them are inputs
    size_t n;               // elements an array (floats unless elem says otherwise)
    Result result;
    int result_dev;         // for DEVICE_ARRAY: which d[] holds the result
    HostMem host;           // for transfers: the host array and its kind
    bool host_is_input;     // h2d: h is the input; d2h: h is the result
    double bytes;           // bytes read + written by one run (effective bandwidth)
    float lo, hi;           // range of the random inputs
    double tol;             // bound on the relative error norm against the twin
    // '|'-separated fnmatch patterns naming the kernels of each side in the
    // ptxas table, among those of the row's source (SOURCE:PATTERN: another's)
    const char *cufc_kernels, *twin_kernels;
    std::function<void(Ctx &)> cufc, twin;
    std::function<void()> setup;
    Elem elem = F32;
};

template <typename T> static T *scalar_of(Ctx &c);
template <> float *scalar_of(Ctx &c) { return &c.s; }
template <> double *scalar_of(Ctx &c) { return &c.sd; }
template <> int *scalar_of(Ctx &c) { return &c.si; }
template <typename T> static constexpr Elem elem_of = std::is_same<T, double>::value ? F64 : std::is_same<T, int>::value ? I32 : F32;

// A reduction of reductions.cuf into a host scalar against CUB: random
// inputs in [0, 1) (integers in [-99, 99]); max and min are exact.
template <typename T>
static Row reduction_row(const char *name, const char *cufc_kernels, bool sum, void (*cufc)(T *, int, T *),
                         void (*twin)(const T *, int, T *)) {
    bool integer = elem_of<T> == I32;
    double tol = !sum || integer ? 0 : elem_of<T> == F64 ? 1e-9 : 1e-4;
    return {name, "reductions", (const void *)cufc, 1, 1, (size_t)N1, HOST_SCALAR, 0, NO_HOST, false, sizeof(T) * (double)N1,
            integer ? -100.0f : 0.0f, integer ? 100.0f : 1.0f, tol, cufc_kernels, "*DeviceReduce*Kernel*",
            [cufc](Ctx &c) { cufc((T *)c.d[0], N1, scalar_of<T>(c)); },
            [twin](Ctx &c) { twin((const T *)c.d[0], N1, scalar_of<T>(c)); }, nullptr, elem_of<T>};
}

static std::vector<Row> rows() {
    const double F = sizeof(float);
    const size_t T = (size_t)NT * NT, D = (size_t)N3 * NF;
    std::vector<Row> r;
    auto add = [&](Row row) { r.push_back(row); };
    add({"increment", "increment", (const void *)launch_increment, 1, 1, (size_t)N1, DEVICE_ARRAY, 0, NO_HOST, false, 2 * F * N1, 0, 1, 1e-6,
         "increment", "increment", [](Ctx &c) { launch_increment(c.d[0], 3.0f, N1); },
         [](Ctx &c) { twin_increment(c.d[0], 3.0f, N1); }, nullptr});
    add({"saxpy", "saxpy", (const void *)launch_saxpy, 2, 2, (size_t)N1, DEVICE_ARRAY, 1, NO_HOST, false, 3 * F * N1, 0, 1, 1e-6, "saxpy",
         "saxpy", [](Ctx &c) { launch_saxpy(c.d[0], c.d[1], 2.5f, N1); },
         [](Ctx &c) { twin_saxpy(c.d[0], c.d[1], 2.5f, N1); }, nullptr});
    add({"saxpy assumed-shape", "assumed_shape", (const void *)launch_saxpy_as, 2, 2, (size_t)N1, DEVICE_ARRAY, 1, NO_HOST, false, 3 * F * N1, 0,
         1, 1e-6, "saxpy_as", "saxpy:saxpy", [](Ctx &c) { launch_saxpy_as(c.d[0], c.d[1], 2.5f, N1); },
         [](Ctx &c) { twin_saxpy(c.d[0], c.d[1], 2.5f, N1); }, nullptr});
    add({"sin (math)", "sine", (const void *)launch_sine, 2, 1, (size_t)N1, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * N1, -100, 100, 1e-6,
         "sine", "sine", [](Ctx &c) { launch_sine(c.d[0], c.d[1], N1); },
         [](Ctx &c) { twin_sine(c.d[0], c.d[1], N1); }, nullptr});
    add({"copy", "transpose", (const void *)launch_copy, 2, 1, T, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * T, 0, 1, 0, "copy", "copy",
         [](Ctx &c) { launch_copy(c.d[1], c.d[0]); }, [](Ctx &c) { twin_copy(c.d[1], c.d[0]); }, nullptr});
    add({"copy shared", "transpose", (const void *)launch_copy_shared, 2, 1, T, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * T, 0, 1, 0,
         "copysharedmem", "copySharedMem", [](Ctx &c) { launch_copy_shared(c.d[1], c.d[0]); },
         [](Ctx &c) { twin_copy_shared(c.d[1], c.d[0]); }, nullptr});
    add({"transpose naive", "transpose", (const void *)launch_transpose_naive, 2, 1, T, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * T, 0, 1, 0,
         "transposenaive", "transposeNaive", [](Ctx &c) { launch_transpose_naive(c.d[1], c.d[0]); },
         [](Ctx &c) { twin_transpose_naive(c.d[1], c.d[0]); }, nullptr});
    add({"transpose coalesced", "transpose", (const void *)launch_transpose_coalesced, 2, 1, T, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * T, 0, 1, 0,
         "transposecoalesced", "transposeCoalesced", [](Ctx &c) { launch_transpose_coalesced(c.d[1], c.d[0]); },
         [](Ctx &c) { twin_transpose_coalesced(c.d[1], c.d[0]); }, nullptr});
    add({"transpose no bank confl.", "transpose", (const void *)launch_transpose_nbc, 2, 1, T, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * T, 0, 1, 0,
         "transposenobankconflicts", "transposeNoBankConflicts",
         [](Ctx &c) { launch_transpose_nbc(c.d[1], c.d[0]); },
         [](Ctx &c) { twin_transpose_nbc(c.d[1], c.d[0]); }, nullptr});
    auto deriv_setup = [] {
        init_deriv();
        twin_init_deriv();
    };
    add({"deriv x (64x4)", "deriv", (const void *)launch_deriv_x, 2, 1, D, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * D, 0, 1, 1e-5, "deriv_x",
         "deriv_x", [](Ctx &c) { launch_deriv_x(c.d[0], c.d[1], NF); },
         [](Ctx &c) { twin_deriv_x(c.d[0], c.d[1], NF); }, deriv_setup});
    add({"deriv y (32x64)", "deriv", (const void *)launch_deriv_y, 2, 1, D, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * D, 0, 1, 1e-5,
         "deriv_y_lpencils", "deriv_y_lPencils", [](Ctx &c) { launch_deriv_y(c.d[0], c.d[1], NF); },
         [](Ctx &c) { twin_deriv_y(c.d[0], c.d[1], NF); }, deriv_setup});
    add({"deriv z (32x64)", "deriv", (const void *)launch_deriv_z, 2, 1, D, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * D, 0, 1, 1e-5,
         "deriv_z_lpencils", "deriv_z_lPencils", [](Ctx &c) { launch_deriv_z(c.d[0], c.d[1], NF); },
         [](Ctx &c) { twin_deriv_z(c.d[0], c.d[1], NF); }, deriv_setup});
    add({"jacobi 2-D", "laplace", (const void *)launch_jacobi, 2, 1, T, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * T, 0, 1, 1e-6,
         "jacobiglobal", "jacobiGlobal", [](Ctx &c) { launch_jacobi(c.d[0], c.d[1]); },
         [](Ctx &c) { twin_jacobi(c.d[0], c.d[1]); }, nullptr});
    add({"cuf sum reduction", "cuf_loops", (const void *)launch_cuf_sum, 1, 1, (size_t)N1, HOST_SCALAR, 0, NO_HOST, false, F * N1, 0, 1, 1e-4,
         "*launch_cuf_sum*", "*DeviceReduce*Kernel*", [](Ctx &c) { launch_cuf_sum(c.d[0], N1, &c.s); },
         [](Ctx &c) { twin_cuf_sum(c.d[0], N1, &c.s); }, nullptr});
    add({"cuf sum reduction 1e8", "cuf_loops", (const void *)launch_cuf_sum, 1, 1, (size_t)N8, HOST_SCALAR, 0, NO_HOST, false, F * (double)N8, 0, 1, 1e-4,
         "*launch_cuf_sum*", "*DeviceReduce*Kernel*", [](Ctx &c) { launch_cuf_sum(c.d[0], N8, &c.s); },
         [](Ctx &c) { twin_cuf_sum(c.d[0], N8, &c.s); }, nullptr});
    add({"host sum(a_d) reduction", "cuf_loops", (const void *)launch_host_sum, 1, 1, (size_t)N1, HOST_SCALAR, 0, NO_HOST, false, F * N1, 0, 1, 1e-4,
         "*rd_whole*", "*DeviceReduce*Kernel*", [](Ctx &c) { launch_host_sum(c.d[0], N1, &c.s); },
         [](Ctx &c) { twin_cuf_sum(c.d[0], N1, &c.s); }, nullptr});
    add({"cuf 2-D elementwise", "cuf_loops", (const void *)launch_cuf_2d, 3, 2, T, DEVICE_ARRAY, 2, NO_HOST, false, 3 * F * T, 0, 1, 1e-6,
         "*launch_cuf_2d*", "cuf_2d", [](Ctx &c) { launch_cuf_2d(c.d[0], c.d[1], c.d[2], 0.5f, NT, NT); },
         [](Ctx &c) { twin_cuf_2d(c.d[0], c.d[1], c.d[2], 0.5f, NT, NT); }, nullptr});
    // 2 NT^3 flops on tensor cores; `bytes` counts only the conversions'
    // and the product's traffic, so its bandwidth column means little
    add({"wmma GEMM 4096^3 (real(2))", "wmma_gemm", (const void *)launch_wmma_gemm, 3, 2, T, DEVICE_ARRAY, 2, NO_HOST, false,
         (2 * (4 + 2) + 4) * (double)T, -1, 1, 1e-6, "gemm", "*gemm*",
         [](Ctx &c) { launch_wmma_gemm(c.d[0], c.d[1], c.d[2]); }, [](Ctx &c) { twin_wmma_gemm(c.d[0], c.d[1], c.d[2]); },
         nullptr});
    add({"h2d pageable", "transfer", (const void *)launch_h2d, 1, 0, (size_t)N1, DEVICE_ARRAY, 0, PAGEABLE, true, F * N1, 0, 1, 0, "", "",
         [](Ctx &c) { launch_h2d(c.d[0], c.h, N1); }, [](Ctx &c) { twin_h2d(c.d[0], c.h, N1); }, nullptr});
    add({"h2d pinned", "transfer", (const void *)launch_h2d, 1, 0, (size_t)N1, DEVICE_ARRAY, 0, PINNED, true, F * N1, 0, 1, 0, "", "",
         [](Ctx &c) { launch_h2d(c.d[0], c.h, N1); }, [](Ctx &c) { twin_h2d(c.d[0], c.h, N1); }, nullptr});
    add({"d2h pageable", "transfer", (const void *)launch_d2h, 1, 1, (size_t)N1, HOST_ARRAY, 0, PAGEABLE, false, F * N1, 0, 1, 0, "", "",
         [](Ctx &c) { launch_d2h(c.h, c.d[0], N1); }, [](Ctx &c) { twin_d2h(c.h, c.d[0], N1); }, nullptr});
    add({"d2h pinned", "transfer", (const void *)launch_d2h, 1, 1, (size_t)N1, HOST_ARRAY, 0, PINNED, false, F * N1, 0, 1, 0, "", "",
         [](Ctx &c) { launch_d2h(c.h, c.d[0], N1); }, [](Ctx &c) { twin_d2h(c.h, c.d[0], N1); }, nullptr});
    // Sections by assignment, each way, from pageable and pinned memory.
    for (HostMem h : {PAGEABLE, PINNED}) {
        bool pin = h == PINNED;
        const size_t B = (size_t)BLD * BN;
        add({pin ? "h2d block pinned" : "h2d block pageable", "transfer", (const void *)launch_h2d_block, 1, 0, B, DEVICE_ARRAY, 0,
             h, true, F * BM * BN, 0, 1, 0, "", "", [](Ctx &c) { launch_h2d_block(c.d[0], c.h, BLD, BM, BN); },
             [](Ctx &c) { twin_h2d_block(c.d[0], c.h, BLD, BM, BN); }, nullptr});
        add({pin ? "d2h block pinned" : "d2h block pageable", "transfer", (const void *)launch_d2h_block, 1, 1, B, HOST_ARRAY, 0,
             h, false, F * BM * BN, 0, 1, 0, "", "", [](Ctx &c) { launch_d2h_block(c.h, c.d[0], BLD, BM, BN); },
             [](Ctx &c) { twin_d2h_block(c.h, c.d[0], BLD, BM, BN); }, nullptr});
        add({pin ? "h2d stride 2 pinned" : "h2d stride 2 pageable", "transfer", (const void *)launch_h2d_strided, 1, 0, (size_t)NS,
             DEVICE_ARRAY, 0, h, true, F * NS / 2, 0, 1, 0, "", "", [](Ctx &c) { launch_h2d_strided(c.d[0], c.h, NS); },
             [](Ctx &c) { twin_h2d_strided(c.d[0], c.h, NS); }, nullptr});
        add({pin ? "d2h stride 2 pinned" : "d2h stride 2 pageable", "transfer", (const void *)launch_d2h_strided, 1, 1, (size_t)NS,
             HOST_ARRAY, 0, h, false, F * NS / 2, 0, 1, 0, "", "", [](Ctx &c) { launch_d2h_strided(c.h, c.d[0], NS); },
             [](Ctx &c) { twin_d2h_strided(c.h, c.d[0], NS); }, nullptr});
    }
    add({"stream copy", "stream", (const void *)launch_stream_copy, 2, 1, (size_t)N1, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * N1, 0, 1, 0,
         "stream_copy", "stream_copy", [](Ctx &c) { launch_stream_copy(c.d[0], c.d[1], N1); },
         [](Ctx &c) { twin_stream_copy(c.d[0], c.d[1], N1); }, nullptr});
    add({"stream scale", "stream", (const void *)launch_stream_scale, 2, 1, (size_t)N1, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * N1, 0, 1, 1e-6,
         "stream_scale", "stream_scale", [](Ctx &c) { launch_stream_scale(c.d[0], c.d[1], 0.4f, N1); },
         [](Ctx &c) { twin_stream_scale(c.d[0], c.d[1], 0.4f, N1); }, nullptr});
    add({"stream add", "stream", (const void *)launch_stream_add, 3, 2, (size_t)N1, DEVICE_ARRAY, 2, NO_HOST, false, 3 * F * N1, 0, 1, 1e-6,
         "stream_add", "stream_add", [](Ctx &c) { launch_stream_add(c.d[0], c.d[1], c.d[2], N1); },
         [](Ctx &c) { twin_stream_add(c.d[0], c.d[1], c.d[2], N1); }, nullptr});
    add({"stream triad", "stream", (const void *)launch_stream_triad, 3, 2, (size_t)N1, DEVICE_ARRAY, 2, NO_HOST, false, 3 * F * N1, 0, 1, 1e-6,
         "stream_triad", "stream_triad", [](Ctx &c) { launch_stream_triad(c.d[0], c.d[1], c.d[2], 0.4f, N1); },
         [](Ctx &c) { twin_stream_triad(c.d[0], c.d[1], c.d[2], 0.4f, N1); }, nullptr});
    // 1000 launches of a kernel that does nothing: ms = us a launch. The
    // array stays poisoned on both sides (equal); no bytes move.
    add({"launch empty x1000", "launch", (const void *)launch_empty_x1000, 1, 0, 1024, DEVICE_ARRAY, 0, NO_HOST, false, 0, 0, 1, 0,
         "empty", "empty", [](Ctx &) { launch_empty_x1000(); }, [](Ctx &) { twin_empty_x1000(); }, nullptr});
    add({"launch 2 args x1000", "launch", (const void *)launch_args_x1000, 1, 0, 1024, DEVICE_ARRAY, 0, NO_HOST, false, 0, 0, 1, 0,
         "empty_args", "empty_args", [](Ctx &c) { launch_args_x1000(c.d[0], 1024); },
         [](Ctx &c) { twin_args_x1000(c.d[0], 1024); }, nullptr});
    // the same four as !$cuf loops with <<<*, *>>> (cufc's launch shapes), against the same twins
    add({"cuf stream copy", "cuf_loops", (const void *)launch_cuf_copy, 2, 1, (size_t)N1, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * N1, 0, 1, 0,
         "*launch_cuf_copy*", "stream:stream_copy", [](Ctx &c) { launch_cuf_copy(c.d[0], c.d[1], N1); },
         [](Ctx &c) { twin_stream_copy(c.d[0], c.d[1], N1); }, nullptr});
    add({"cuf stream scale", "cuf_loops", (const void *)launch_cuf_scale, 2, 1, (size_t)N1, DEVICE_ARRAY, 1, NO_HOST, false, 2 * F * N1, 0, 1, 1e-6,
         "*launch_cuf_scale*", "stream:stream_scale", [](Ctx &c) { launch_cuf_scale(c.d[0], c.d[1], 0.4f, N1); },
         [](Ctx &c) { twin_stream_scale(c.d[0], c.d[1], 0.4f, N1); }, nullptr});
    add({"cuf stream add", "cuf_loops", (const void *)launch_cuf_add, 3, 2, (size_t)N1, DEVICE_ARRAY, 2, NO_HOST, false, 3 * F * N1, 0, 1, 1e-6,
         "*launch_cuf_add*", "stream:stream_add", [](Ctx &c) { launch_cuf_add(c.d[0], c.d[1], c.d[2], N1); },
         [](Ctx &c) { twin_stream_add(c.d[0], c.d[1], c.d[2], N1); }, nullptr});
    add({"cuf stream triad", "cuf_loops", (const void *)launch_cuf_triad, 3, 2, (size_t)N1, DEVICE_ARRAY, 2, NO_HOST, false, 3 * F * N1, 0, 1, 1e-6,
         "*launch_cuf_triad*", "stream:stream_triad", [](Ctx &c) { launch_cuf_triad(c.d[0], c.d[1], c.d[2], 0.4f, N1); },
         [](Ctx &c) { twin_stream_triad(c.d[0], c.d[1], c.d[2], 0.4f, N1); }, nullptr});
    add({"cuf 3-D elementwise", "cuf_loops", (const void *)launch_cuf_3d, 3, 2, (size_t)N1, DEVICE_ARRAY, 2, NO_HOST, false, 3 * F * N1, 0, 1, 1e-6,
         "*launch_cuf_3d*", "cuf_3d", [](Ctx &c) { launch_cuf_3d(c.d[0], c.d[1], c.d[2], 0.5f, 512, 256, 256); },
         [](Ctx &c) { twin_cuf_3d(c.d[0], c.d[1], c.d[2], 0.5f, 512, 256, 256); }, nullptr});
    // sum, max, min of real(4), real(8), integer: !$cuf loops and host intrinsics (issue 16);
    // the real(4) sums again, beside the rows above, from their own source
#define REDUCTION_ROWS(OP, INTRINSIC, SUM)                                                                           \
    add(reduction_row("cuf " #OP " real(4)", "*launch_cuf_" #OP "_r4*", SUM, launch_cuf_##OP##_r4, twin_##OP##_r4));    \
    add(reduction_row("host " INTRINSIC " real(4)", "*rd_whole*", SUM, launch_host_##OP##_r4, twin_##OP##_r4));      \
    add(reduction_row("cuf " #OP " real(8)", "*launch_cuf_" #OP "_r8*", SUM, launch_cuf_##OP##_r8, twin_##OP##_r8));    \
    add(reduction_row("host " INTRINSIC " real(8)", "*rd_whole*", SUM, launch_host_##OP##_r8, twin_##OP##_r8));      \
    add(reduction_row("cuf " #OP " integer", "*launch_cuf_" #OP "_i4*", SUM, launch_cuf_##OP##_i4, twin_##OP##_i4));    \
    add(reduction_row("host " INTRINSIC " integer", "*rd_whole*", SUM, launch_host_##OP##_i4, twin_##OP##_i4));
    REDUCTION_ROWS(sum, "sum(a_d)", true)
    REDUCTION_ROWS(max, "maxval(a_d)", false)
    REDUCTION_ROWS(min, "minval(a_d)", false)
#undef REDUCTION_ROWS
    add({"stream dot", "cuf_loops", (const void *)launch_stream_dot, 2, 2, (size_t)N1, HOST_SCALAR, 0, NO_HOST, false, 2 * F * N1, 0, 1, 1e-4,
         "*launch_stream_dot*", "stream_dot", [](Ctx &c) { launch_stream_dot(c.d[0], c.d[1], N1, &c.s); },
         [](Ctx &c) { twin_stream_dot(c.d[0], c.d[1], N1, &c.s); }, nullptr});
    return r;
}

// ------------------------------------------------------------ ptxas data

struct KernelRes {
    std::string side, source, name;
    int regs, spill_st, spill_ld;
};

static std::vector<KernelRes> read_regs(const std::string &path) {
    std::vector<KernelRes> v;
    FILE *f = fopen(path.c_str(), "r");
    if (!f) return v;
    char side[64], source[256], name[4096];
    int r, s, l;
    while (fscanf(f, "%63s %255s %4095s %d %d %d", side, source, name, &r, &s, &l) == 6)
        v.push_back({side, source, name, r, s, l});
    fclose(f);
    return v;
}

// The identifiers inside a symbol: an Itanium-mangled name spells each as
// <length><identifier>; an unmangled (extern "C") name is one identifier.
static std::vector<std::string> identifiers(const std::string &sym) {
    if (sym.compare(0, 2, "_Z")) return {sym};
    std::vector<std::string> ids;
    for (size_t i = 2; i < sym.size();) {
        if (!isdigit((unsigned char)sym[i]) || isdigit((unsigned char)sym[i - 1])) {
            i++;
            continue;
        }
        size_t len = 0, j = i;
        while (j < sym.size() && isdigit((unsigned char)sym[j])) len = len * 10 + (sym[j++] - '0');
        if (len == 0 || j + len > sym.size()) {
            i = j;
            continue;
        }
        ids.push_back(sym.substr(j, len));
        i = j + len;
    }
    return ids;
}

// A pattern names a kernel when it matches one of its identifiers, whole or
// as the last '_'-separated part (cufc may prefix the module name).
static bool names_kernel(const std::string &sym, const std::string &pat) {
    for (const std::string &id : identifiers(sym))
        if (!fnmatch(pat.c_str(), id.c_str(), FNM_CASEFOLD) ||
            !fnmatch(("*_" + pat).c_str(), id.c_str(), FNM_CASEFOLD))
            return true;
    return false;
}

// "regs/spill bytes" of the kernels of one side of a row, looked up among the
// kernels of the row's source file: the largest register count, the spill
// stores + loads summed; "?" when none is found, "-" for no kernel at all.
static std::string res_usage(const std::vector<KernelRes> &all, const char *side, const char *source,
                             const char *patterns) {
    if (!patterns || !*patterns) return "-";
    int regs = -1, spill = 0, count = 0;
    std::string p = patterns;
    for (size_t start = 0; start <= p.size();) {
        size_t bar = p.find('|', start);
        if (bar == std::string::npos) bar = p.size();
        std::string pat = p.substr(start, bar - start), src = source;
        size_t colon = pat.find(':');
        if (colon != std::string::npos) { // SOURCE:PATTERN, a kernel of another file
            src = pat.substr(0, colon);
            pat = pat.substr(colon + 1);
        }
        for (const KernelRes &k : all)
            if (k.side == side && k.source == src && names_kernel(k.name, pat)) {
                regs = std::max(regs, k.regs);
                spill += k.spill_st + k.spill_ld;
                count++;
            }
        start = bar + 1;
    }
    if (regs < 0) return "?";
    char buf[64];
    snprintf(buf, sizeof buf, "%d/%d%s", regs, spill, count > 1 ? "*" : "");
    return buf;
}

// ------------------------------------------------------------ measuring

struct Buffers {
    float *d[4] = {};
    float *h_pageable = nullptr, *h_pinned = nullptr;
    float *scrub = nullptr;
    size_t scrub_bytes = 0;
    std::vector<float> host_result[2];
};

struct Measured {
    double ms[2];     // median: [0] cufc, [1] twin
    double error;     // relative error norm of cufc against the twin
    bool ok;
};

static void prepare(const Row &row, Ctx &c, const Buffers &b, uint64_t seed) {
    for (int k = 0; k < row.ndev; k++) {
        if (k >= row.inputs)
            check(cudaMemsetAsync(c.d[k], 0xFF, row.n * elem_size(row.elem)), "poison");
        else if (row.elem == F64)
            fill_random<<<1024, 256>>>((double *)c.d[k], row.n, seed * 8 + k, row.lo, row.hi);
        else if (row.elem == I32)
            fill_random<<<1024, 256>>>((int *)c.d[k], row.n, seed * 8 + k, row.lo, row.hi);
        else
            fill_random<<<1024, 256>>>(c.d[k], row.n, seed * 8 + k, row.lo, row.hi);
    }
    if (row.host != NO_HOST) {
        if (row.host_is_input) host_fill_random(c.h, row.n, seed * 8 + 7, row.lo, row.hi);
        else memset(c.h, 0xFF, row.n * sizeof(float));
    }
    c.s = NAN;
    c.sd = NAN;
    c.si = INT_MIN;
    // Evict the inputs just written from the L2: every run starts from DRAM.
    check(cudaMemsetAsync(b.scrub, (int)(seed & 0xFF), b.scrub_bytes), "scrub");
}

static void run_side(const Row &row, Ctx &c, int side) { (side == 0 ? row.cufc : row.twin)(c); }

static Measured measure(const Row &row, Buffers &b, int reps, int warmup) {
    Ctx c = {};
    for (int k = 0; k < row.ndev; k++) c.d[k] = b.d[k];
    c.h = row.host == PINNED ? b.h_pinned : b.h_pageable;
    if (row.setup) row.setup();

    // Checked run: the same inputs on both sides.
    Measured m = {};
    double scalar[2];
    for (int side = 0; side < 2; side++) {
        prepare(row, c, b, 1);
        run_side(row, c, side);
        check(cudaDeviceSynchronize(), row.name);
        std::vector<float> &out = b.host_result[side];
        out.resize(row.n);
        if (row.result == DEVICE_ARRAY)
            check(cudaMemcpy(out.data(), c.d[row.result_dev], row.n * sizeof(float), cudaMemcpyDeviceToHost),
                  "result");
        else if (row.result == HOST_ARRAY)
            memcpy(out.data(), c.h, row.n * sizeof(float));
        scalar[side] = row.elem == F64 ? c.sd : row.elem == I32 ? c.si : c.s;
    }
    if (row.result == HOST_SCALAR)
        m.error = std::isfinite(scalar[0]) && std::isfinite(scalar[1]) && scalar[1] != 0
                      ? fabs(scalar[0] - scalar[1]) / fabs(scalar[1])
                      : INFINITY;
    else
        m.error = rel_error(b.host_result[0].data(), b.host_result[1].data(), row.n);
    m.ok = m.error <= row.tol;

    // Timed runs, cufc and twin alternating, fresh inputs every time.
    std::vector<double> t[2];
    cudaEvent_t e0, e1;
    check(cudaEventCreate(&e0), "event");
    check(cudaEventCreate(&e1), "event");
    for (int r = 0; r < warmup + reps; r++)
        for (int side = 0; side < 2; side++) {
            prepare(row, c, b, 100 + 2 * r + side);
            check(cudaEventRecord(e0), "event");
            run_side(row, c, side);
            check(cudaEventRecord(e1), "event");
            check(cudaEventSynchronize(e1), row.name);
            float ms;
            check(cudaEventElapsedTime(&ms, e0, e1), "elapsed");
            if (r >= warmup) t[side].push_back(ms);
        }
    check(cudaEventDestroy(e0), "event");
    check(cudaEventDestroy(e1), "event");
    m.ms[0] = median(t[0]);
    m.ms[1] = median(t[1]);
    return m;
}

// Device-to-device cudaMemcpy bandwidth, bytes read + written, GB/s.
static double copy_bandwidth(Buffers &b, size_t n, int reps) {
    cudaEvent_t e0, e1;
    check(cudaEventCreate(&e0), "event");
    check(cudaEventCreate(&e1), "event");
    std::vector<double> t;
    for (int r = 0; r < reps + 3; r++) {
        check(cudaMemsetAsync(b.scrub, r, b.scrub_bytes), "scrub");
        check(cudaEventRecord(e0), "event");
        check(cudaMemcpyAsync(b.d[1], b.d[0], n * sizeof(float), cudaMemcpyDeviceToDevice), "D2D copy");
        check(cudaEventRecord(e1), "event");
        check(cudaEventSynchronize(e1), "D2D copy");
        float ms;
        check(cudaEventElapsedTime(&ms, e0, e1), "elapsed");
        if (r >= 3) t.push_back(ms);
    }
    check(cudaEventDestroy(e0), "event");
    check(cudaEventDestroy(e1), "event");
    return 2.0 * n * sizeof(float) / (median(t) * 1e-3) / 1e9;
}

// ------------------------------------------------------------ main

static void print_compile_times(const std::string &path) {
    FILE *f = fopen(path.c_str(), "r");
    if (!f) return;
    printf("\nCompile time (cufc -c on bench/<name>.cuf vs nvcc -c on bench/<name>_twin.cu, seconds):\n");
    printf("%-16s %10s %10s %8s\n", "source", "cufc -c", "nvcc -c", "nvcc/cufc");
    char name[256];
    double a, c;
    // 0 stands for "not compiled" (cufc) or "no twin of its own" (nvcc).
    while (fscanf(f, "%255s %lf %lf", name, &a, &c) == 3) {
        char cufc_s[32] = "-", nvcc_s[32] = "-", ratio_s[32] = "-";
        if (a > 0) snprintf(cufc_s, sizeof cufc_s, "%.2f", a);
        if (c > 0) snprintf(nvcc_s, sizeof nvcc_s, "%.2f", c);
        if (a > 0 && c > 0) snprintf(ratio_s, sizeof ratio_s, "%.2f", c / a);
        printf("%-16s %10s %10s %8s\n", name, cufc_s, nvcc_s, ratio_s);
    }
    fclose(f);
}

// --only LIST: rows named in the comma-separated list, by name or source
static bool selected(const std::string &list, const Row &row) {
    for (size_t start = 0; start <= list.size();) {
        size_t comma = list.find(',', start);
        if (comma == std::string::npos) comma = list.size();
        std::string item = list.substr(start, comma - start);
        if (item == row.name || item == row.source) return true;
        start = comma + 1;
    }
    return false;
}

int main(int argc, char **argv) {
    std::string data = "bench/out", only;
    int reps = 30, warmup = 3;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--data") && i + 1 < argc) data = argv[++i];
        else if (!strcmp(argv[i], "--reps") && i + 1 < argc) reps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--warmup") && i + 1 < argc) warmup = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
        else {
            fprintf(stderr, "usage: %s [--data DIR] [--reps N] [--warmup N] [--only ROW,...]\n", argv[0]);
            return 2;
        }
    }
    if (reps < 20) fprintf(stderr, "bench: note: fewer than 20 repetitions\n");

    cudaDeviceProp prop;
    check(cudaGetDeviceProperties(&prop, 0), "device");
    int driver = 0, runtime = 0;
    cudaDriverGetVersion(&driver);
    cudaRuntimeGetVersion(&runtime);
    printf("device: %s, %d SMs, L2 %d MB, driver %d, runtime %d\n", prop.name, prop.multiProcessorCount,
           prop.l2CacheSize >> 20, driver, runtime);

    std::vector<Row> all = rows();
    size_t max_n = 0; // floats, the most any row's arrays need
    for (const Row &r : all) max_n = std::max(max_n, r.n * elem_size(r.elem) / sizeof(float));
    Buffers b;
    for (int k = 0; k < 4; k++) check(cudaMalloc(&b.d[k], max_n * sizeof(float)), "cudaMalloc");
    b.scrub_bytes = std::max((size_t)prop.l2CacheSize * 2, (size_t)128 << 20);
    check(cudaMalloc(&b.scrub, b.scrub_bytes), "cudaMalloc");
    b.h_pageable = (float *)malloc(max_n * sizeof(float));
    check(cudaMallocHost(&b.h_pinned, max_n * sizeof(float)), "cudaMallocHost");
    if (!b.h_pageable) {
        fprintf(stderr, "bench: out of host memory\n");
        return 2;
    }
    // Touch the pageable buffer once so that first-touch faults are not timed.
    memset(b.h_pageable, 0, max_n * sizeof(float));

    double d2d = copy_bandwidth(b, max_n, std::max(reps, 20));
    printf("device-to-device cudaMemcpy: %.0f GB/s (read + write)\n", d2d);

    std::vector<KernelRes> res = read_regs(data + "/regs.txt");
    if (res.empty()) fprintf(stderr, "bench: note: no %s/regs.txt: registers not shown\n", data.c_str());

    struct Line {
        const Row *row;
        Measured m;
    };
    std::vector<Line> lines;
    for (const Row &row : all) {
        if (!only.empty() && !selected(only, row)) continue;
        if (!row.cufc_entry) {
            fprintf(stderr, "bench: %s: not built (cufc did not compile bench/%s.cuf)\n", row.name, row.source);
            lines.push_back({&row, {}});
            continue;
        }
        // Transfers of pageable memory are slow: fewer repetitions, never under 20.
        int r = row.host != NO_HOST ? std::max(20, reps / 2) : reps;
        fprintf(stderr, "bench: %s ...\n", row.name);
        lines.push_back({&row, measure(row, b, r, warmup)});
    }

    print_compile_times(data + "/compile.txt");

    printf("\nKernel time: median of %d runs after %d warm-up runs (transfers: max(20, %d)); ratio = CUDA C time / "
           "cufc time (> 1: cufc faster);\nGB/s = bytes read + written / cufc time; frac = that / device-to-device "
           "copy bandwidth;\nregs/spill = registers / spill bytes (stores + loads) from ptxas, * = several kernels "
           "(max regs, summed spills).\n\n",
           reps, warmup, reps / 2);
    printf("%-25s %10s %10s %7s %8s %6s %10s %10s %9s %s\n", "kernel", "cufc ms", "CUDA C ms", "ratio", "GB/s",
           "frac", "cufc r/s", "CUDA r/s", "rel.err", "check");
    double log_sum = 0;
    int failed = 0, timed = 0;
    for (const Line &l : lines) {
        const Row &row = *l.row;
        if (!row.cufc_entry) {
            printf("%-25s %10s\n", row.name, "not built");
            failed++;
            continue;
        }
        timed++;
        double ratio = l.m.ms[1] / l.m.ms[0];
        double gbs = row.bytes / (l.m.ms[0] * 1e-3) / 1e9;
        log_sum += log(ratio);
        failed += !l.m.ok;
        printf("%-25s %10.4f %10.4f %7.3f %8.1f %6.2f %10s %10s %9.2e %s\n", row.name, l.m.ms[0], l.m.ms[1], ratio,
               gbs, gbs / d2d, res_usage(res, "cufc", row.source, row.cufc_kernels).c_str(),
               res_usage(res, "twin", row.source, row.twin_kernels).c_str(), l.m.error, l.m.ok ? "ok" : "FAIL");
    }
    if (timed)
        printf("\ngeometric mean ratio (CUDA C time / cufc time) over %d rows: %.3f\n", timed, exp(log_sum / timed));
    printf("%d passed, %d failed\n", (int)lines.size() - failed, failed);
    return failed ? 1 : 0;
}
