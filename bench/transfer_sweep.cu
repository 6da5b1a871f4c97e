// transfer_sweep — GB/s of transfer.cuf's assignments (cufc's runtime:
// pageable memory staged through pinned buffers, sections packed) against
// cudaMemcpy from the same host memory, per size from 1 KiB to 1 GiB, under
// the CUFRT_STAGE_* settings this process was started with (the runtime
// reads them once; bench/run.sh transfer-sweep runs it once per setting).
//
// Rows, one per case and size:
//   h2d|d2h  pageable|pinned  contiguous: a_d = a / a = a_d against
//            cudaMemcpy of the same bytes (ratio = cufc GB/s / cudaMemcpy GB/s;
//            issue 16's target for pageable >= 64 MiB: >= 2, never < 1)
//   h2d|d2h  pageable|pinned  stride 2: a_d(1:n:2) = a(1:n:2), bytes = the
//            section's, against cudaMemcpy of that many contiguous bytes from
//            the same kind of memory (target: >= 0.4)
// Each timing: wall clock around the call and a cudaDeviceSynchronize, the
// two sides alternating, 2 warm-up calls, then the median of max(5, min(100,
// 1 GiB / bytes)) calls. Every case is checked once, element by element.
//
// usage: transfer_sweep [--label TEXT] [--max BYTES]
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <vector>

extern "C" {
void launch_h2d(float *a_d, float *a, int n);
void launch_d2h(float *a, float *a_d, int n);
void launch_h2d_strided(float *a_d, float *a, int n);
void launch_d2h_strided(float *a, float *a_d, int n);
}

static void ck(cudaError_t e, const char *what) {
    if (e != cudaSuccess) {
        fprintf(stderr, "transfer_sweep: %s: %s\n", what, cudaGetErrorString(e));
        exit(1);
    }
}

static double seconds(const std::function<void()> &f) {
    auto t0 = std::chrono::steady_clock::now();
    f();
    ck(cudaDeviceSynchronize(), "synchronize");
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

static double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// median seconds of each side, alternating
static void time_pair(size_t bytes, const std::function<void()> &a, const std::function<void()> &b, double &ta,
                      double &tb) {
    size_t reps = std::max<size_t>(5, std::min<size_t>(100, ((size_t)1 << 30) / bytes));
    std::vector<double> va, vb;
    for (int w = 0; w < 2; w++) {
        a();
        b();
    }
    ck(cudaDeviceSynchronize(), "warm-up");
    for (size_t r = 0; r < reps; r++) {
        va.push_back(seconds(a));
        vb.push_back(seconds(b));
    }
    ta = median(va);
    tb = median(vb);
}

static int failures;

static void expect(const float *got, const float *want, size_t n, size_t step, const char *what, size_t bytes) {
    for (size_t i = 0; i < n; i++)
        if (got[i * step] != want[i * step]) {
            printf("FAIL %s, %zu bytes: element %zu is %g, expected %g\n", what, bytes, i * step, got[i * step],
                   want[i * step]);
            failures++;
            return;
        }
}

int main(int argc, char **argv) {
    const char *label = "defaults";
    size_t max = (size_t)1 << 30;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--label") && i + 1 < argc) label = argv[++i];
        else if (!strcmp(argv[i], "--max") && i + 1 < argc) max = strtoull(argv[++i], nullptr, 0);
        else {
            fprintf(stderr, "usage: transfer_sweep [--label TEXT] [--max BYTES]\n");
            return 2;
        }
    }
    // every second element of twice the floats: the host arrays hold 2 max
    size_t cap = 2 * max / sizeof(float);
    float *pageable = (float *)malloc(cap * sizeof(float)), *pinned = nullptr, *d = nullptr;
    float *ref = (float *)malloc(cap * sizeof(float)), *back = (float *)malloc(cap * sizeof(float));
    ck(cudaMallocHost(&pinned, cap * sizeof(float)), "cudaMallocHost");
    ck(cudaMalloc(&d, cap * sizeof(float)), "cudaMalloc");
    if (!pageable || !ref || !back) {
        fprintf(stderr, "transfer_sweep: out of host memory\n");
        return 1;
    }
    for (size_t i = 0; i < cap; i++) ref[i] = (float)(i % 16777213);
    memcpy(pageable, ref, cap * sizeof(float)); // touched: no first-touch faults in the timings

    printf("%-36s %-4s %-8s %-10s %11s %9s %9s %7s\n", "setting", "dir", "memory", "layout", "bytes", "cufc GB/s",
           "memcpy", "ratio");
    for (size_t bytes = 1024; bytes <= max; bytes *= 4) {
        int n = (int)(bytes / sizeof(float));
        for (int pin = 0; pin < 2; pin++) {
            float *h = pin ? pinned : pageable;
            const char *mem = pin ? "pinned" : "pageable";
            for (int strided = 0; strided < 2; strided++) {
                double tc, tm;
                // h2d
                memcpy(h, ref, 2 * bytes);
                ck(cudaMemset(d, 0, 2 * bytes), "cudaMemset");
                if (strided) launch_h2d_strided(d, h, 2 * n);
                else launch_h2d(d, h, n);
                ck(cudaDeviceSynchronize(), "h2d");
                ck(cudaMemcpy(back, d, 2 * bytes, cudaMemcpyDeviceToHost), "check copy");
                expect(back, ref, n, strided ? 2 : 1, strided ? "h2d stride 2" : "h2d", bytes);
                time_pair(
                    bytes, [&] { strided ? launch_h2d_strided(d, h, 2 * n) : launch_h2d(d, h, n); },
                    [&] { ck(cudaMemcpy(d, h, bytes, cudaMemcpyHostToDevice), "cudaMemcpy"); }, tc, tm);
                printf("%-36s %-4s %-8s %-10s %11zu %9.2f %9.2f %7.3f\n", label, "h2d", mem,
                       strided ? "stride 2" : "contiguous", bytes, bytes / tc / 1e9, bytes / tm / 1e9, tm / tc);
                // d2h
                ck(cudaMemcpy(d, ref, 2 * bytes, cudaMemcpyHostToDevice), "check copy");
                memset(h, 0, 2 * bytes);
                if (strided) launch_d2h_strided(h, d, 2 * n);
                else launch_d2h(h, d, n);
                expect(h, ref, n, strided ? 2 : 1, strided ? "d2h stride 2" : "d2h", bytes);
                time_pair(
                    bytes, [&] { strided ? launch_d2h_strided(h, d, 2 * n) : launch_d2h(h, d, n); },
                    [&] { ck(cudaMemcpy(h, d, bytes, cudaMemcpyDeviceToHost), "cudaMemcpy"); }, tc, tm);
                printf("%-36s %-4s %-8s %-10s %11zu %9.2f %9.2f %7.3f\n", label, "d2h", mem,
                       strided ? "stride 2" : "contiguous", bytes, bytes / tc / 1e9, bytes / tm / 1e9, tm / tc);
                fflush(stdout);
            }
        }
    }
    if (failures) printf("%d FAILED checks\n", failures);
    return failures != 0;
}
