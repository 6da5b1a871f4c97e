// bench/acc/harness.cu — the accelerator benchmarks (issue 13): each row
// runs the same loops written as a PGI Accelerator compute region
// (bench/acc/region.cuf, launch_region_<row>) and as an OpenACC parallel
// loop (bench/acc/oacc.f90, launch_oacc_<row>), both compiled by cufc -acc,
// against the hand-written CUDA C twin, in this one process on this one GPU,
// the same way as bench/harness.cu (fresh random inputs, poisoned outputs,
// the L2 scrubbed; a checked run of every side on the same inputs; warm-up,
// then REPS timed runs, the sides alternating; medians).
//
// Built a second time with -DGNU_BASELINE, linked with oacc.f90 compiled by
// gfortran's OpenACC offload instead (a separate process: libgomp's runtime
// and cufc's cannot share one), it measures that against the same twins and
// --save FILE keeps its times; the cufc binary's --baseline FILE prints them
// as the table's last columns.
//
// Every side's run ends with cudaDeviceSynchronize before its closing event:
// an OpenACC compute construct without async returns only when its kernels
// are done, so the twins are timed the same way.
//
// The cufc binary then measures the variant rows: the Jacobi and matmul
// rows again under each alternative setting of CUFACC_VARIANT that touches
// them (cufacc_set_variant of cufc's runtime), after the default rows, which
// run under DEFAULTS whatever the environment says.
//
// usage: acc [--reps N] [--warmup N] [--only ROW] [--save FILE] [--baseline FILE]
#include <functional>
#include <map>
#include <string>

#include "../harness_util.cuh"

// The Fortran sides are referenced weakly: a source cufc (or gfortran)
// cannot compile yet leaves its launchers null: "not built".
#define WEAK __attribute__((weak))
extern "C" {
WEAK void launch_region_jacobi(float *a, float *anew, int n, int m, float *err);
WEAK void launch_region_saxpy(float *x, float *y, float a, int n);
WEAK void launch_region_stencil(float *a, float *b, int n, int m);
WEAK void launch_region_transpose(float *a, float *b, int n, int m);
WEAK void launch_region_matmul(float *a, float *b, float *c, int n);
WEAK void launch_oacc_jacobi(float *a, float *anew, int n, int m, float *err);
WEAK void launch_oacc_saxpy(float *x, float *y, float a, int n);
WEAK void launch_oacc_stencil(float *a, float *b, int n, int m);
WEAK void launch_oacc_transpose(float *a, float *b, int n, int m);
WEAK void launch_oacc_matmul(float *a, float *b, float *c, int n);

// cufc's runtime: the measurement variants (CUFACC_VARIANT); absent from
// the gfortran baseline's binary
WEAK void cufacc_set_variant(const char *spec);

void twin_acc_jacobi(float *a, float *anew, int n, int m, float *err);
void twin_saxpy(const float *x, float *y, float a, int n);
void twin_acc_stencil(const float *a, float *b, int n, int m);
void twin_transpose_nbc(float *o, const float *i); // 4096 x 4096
void twin_acc_matmul(const float *a, const float *b, float *c, int n);
}

static const int N1 = 1 << 25; // saxpy: 32 Mi floats, 128 MiB an array
static const int NG = 4096;    // Jacobi, stencil, transpose: 4096^2 (64 MiB)
static const int NM = 2048;    // matrix multiply: 2048^3

#ifdef GNU_BASELINE
extern "C" void acc_map_data(void *host, void *dev, size_t bytes); // libgomp
static const char *const FORM[] = {"gfortran OpenACC"};
#else
static const char *const FORM[] = {"PGI region", "OpenACC"};
#endif
enum { NFORM = sizeof FORM / sizeof *FORM, TWIN = NFORM, NSIDE = NFORM + 1 };

// What one side of a row works on: d[0..ndev) device arrays of n floats
// (the first `inputs` of them inputs); s a host scalar result.
struct Ctx {
    float *d[3];
    float s;
};

struct Row {
    const char *name;
    int ndev, inputs;
    size_t n;
    int result;       // the d[] that holds the result
    bool scalar;      // the row also returns the host scalar s
    double tol;       // bound on the relative error against the twin
    const void *entry[NFORM];
    std::function<void(Ctx &)> side[NSIDE];
    const char *variant = nullptr; // a CUFACC_VARIANT setting the forms run under (a variant row)
};

// The settings of cufc's runtime that the default rows run under (its
// defaults, whatever CUFACC_VARIANT says), and the variant rows: the same
// rows again under each alternative, so that one run compares them
// (bench/README.md, "Accelerator variants").
static const char *const DEFAULTS = "results=defer,matmul=4x4";
#ifndef GNU_BASELINE
static const char *const VARIANTS[][2] = {
    {"jacobi 4096^2 + max err", "results=eager"},
    {"matmul 2048^3", "matmul=1x4"},
    {"matmul 2048^3", "matmul=2x4"},
    {"matmul 2048^3", "matmul=4x8"},
};
#endif

// The forms' entries and calls of one row: launch_region_<row> and
// launch_oacc_<row>, or the baseline's launch_oacc_<row> alone.
#ifdef GNU_BASELINE
#define ENTRIES(row) {(const void *)launch_oacc_##row}
#define CALLS(row, ...) [](Ctx &c) { launch_oacc_##row(__VA_ARGS__); }
#else
#define ENTRIES(row) {(const void *)launch_region_##row, (const void *)launch_oacc_##row}
#define CALLS(row, ...) \
    [](Ctx &c) { launch_region_##row(__VA_ARGS__); }, [](Ctx &c) { launch_oacc_##row(__VA_ARGS__); }
#endif

static std::vector<Row> default_rows() {
    return {
        {"jacobi 4096^2 + max err", 2, 1, (size_t)NG * NG, 0, true, 1e-6, ENTRIES(jacobi),
         {CALLS(jacobi, c.d[0], c.d[1], NG, NG, &c.s), [](Ctx &c) { twin_acc_jacobi(c.d[0], c.d[1], NG, NG, &c.s); }}},
        {"saxpy 32Mi", 2, 2, (size_t)N1, 1, false, 1e-6, ENTRIES(saxpy),
         {CALLS(saxpy, c.d[0], c.d[1], 2.5f, N1), [](Ctx &c) { twin_saxpy(c.d[0], c.d[1], 2.5f, N1); }}},
        {"stencil 5-point 4096^2", 2, 1, (size_t)NG * NG, 1, false, 1e-6, ENTRIES(stencil),
         {CALLS(stencil, c.d[0], c.d[1], NG, NG), [](Ctx &c) { twin_acc_stencil(c.d[0], c.d[1], NG, NG); }}},
        {"transpose 4096^2", 2, 1, (size_t)NG * NG, 1, false, 0, ENTRIES(transpose),
         {CALLS(transpose, c.d[0], c.d[1], NG, NG), [](Ctx &c) { twin_transpose_nbc(c.d[1], c.d[0]); }}},
        {"matmul 2048^3", 3, 2, (size_t)NM * NM, 2, false, 1e-5, ENTRIES(matmul),
         {CALLS(matmul, c.d[0], c.d[1], c.d[2], NM), [](Ctx &c) { twin_acc_matmul(c.d[0], c.d[1], c.d[2], NM); }}},
    };
}

static std::vector<Row> rows() {
    std::vector<Row> all = default_rows();
#ifndef GNU_BASELINE
    size_t n = all.size();
    for (const auto &v : VARIANTS)
        for (size_t i = 0; i < n; i++)
            if (!strcmp(all[i].name, v[0])) {
                Row r = all[i];
                r.variant = v[1];
                all.push_back(r);
            }
#endif
    return all;
}

struct Buffers {
    float *d[3] = {};
    float *scrub = nullptr;
    size_t scrub_bytes = 0;
};

struct Measured {
    bool built[NSIDE];
    double ms[NSIDE];    // medians
    double error[NFORM]; // relative error against the twin
};

static void prepare(const Row &row, Ctx &c, const Buffers &b, uint64_t seed) {
    for (int k = 0; k < row.ndev; k++) {
        if (k < row.inputs) fill_random<<<1024, 256>>>(c.d[k], row.n, seed * 8 + k, 0.0f, 1.0f);
        else check(cudaMemsetAsync(c.d[k], 0xFF, row.n * sizeof(float)), "poison");
    }
    c.s = NAN;
    check(cudaMemsetAsync(b.scrub, (int)(seed & 0xFF), b.scrub_bytes), "scrub");
}

static Measured measure(const Row &row, Buffers &b, int reps, int warmup) {
    Measured m = {};
    Ctx c = {};
    for (int k = 0; k < row.ndev; k++) c.d[k] = b.d[k];
    for (int s = 0; s < NSIDE; s++) m.built[s] = s == TWIN || row.entry[s];

    // Checked run: the same inputs on every side.
    std::vector<float> out[NSIDE];
    float scalar[NSIDE];
    for (int s = 0; s < NSIDE; s++) {
        if (!m.built[s]) continue;
        prepare(row, c, b, 1);
        row.side[s](c);
        check(cudaDeviceSynchronize(), row.name);
        out[s].resize(row.n);
        check(cudaMemcpy(out[s].data(), c.d[row.result], row.n * sizeof(float), cudaMemcpyDeviceToHost), "result");
        scalar[s] = c.s;
    }
    for (int f = 0; f < NFORM; f++) {
        if (!m.built[f]) continue;
        m.error[f] = rel_error(out[f].data(), out[TWIN].data(), row.n);
        if (row.scalar) {
            double e = std::isfinite(scalar[f]) && scalar[TWIN] != 0
                           ? fabs((double)scalar[f] - scalar[TWIN]) / fabs((double)scalar[TWIN])
                           : INFINITY;
            m.error[f] = std::max(m.error[f], e);
        }
    }

    // Timed runs, the sides alternating, fresh inputs every time.
    std::vector<double> t[NSIDE];
    cudaEvent_t e0, e1;
    check(cudaEventCreate(&e0), "event");
    check(cudaEventCreate(&e1), "event");
    for (int r = 0; r < warmup + reps; r++)
        for (int s = 0; s < NSIDE; s++) {
            if (!m.built[s]) continue;
            prepare(row, c, b, 100 + NSIDE * r + s);
            check(cudaEventRecord(e0), "event");
            row.side[s](c);
            check(cudaDeviceSynchronize(), row.name);
            check(cudaEventRecord(e1), "event");
            check(cudaEventSynchronize(e1), row.name);
            float ms;
            check(cudaEventElapsedTime(&ms, e0, e1), "elapsed");
            if (r >= warmup) t[s].push_back(ms);
        }
    check(cudaEventDestroy(e0), "event");
    check(cudaEventDestroy(e1), "event");
    for (int s = 0; s < NSIDE; s++)
        if (m.built[s]) m.ms[s] = median(t[s]);
    return m;
}

// The gfortran baseline's results, by row: its time, the twin's time in its
// process, its error against the twin.
struct Baseline {
    double ms, twin_ms, error;
};

static std::map<std::string, Baseline> read_baseline(const std::string &path) {
    std::map<std::string, Baseline> v;
    FILE *f = fopen(path.c_str(), "r");
    if (!f) {
        fprintf(stderr, "acc: note: no %s: no gfortran column\n", path.c_str());
        return v;
    }
    char name[256];
    Baseline b;
    // one line a row: ms twin_ms error name (the name last: it has blanks)
    while (fscanf(f, "%lf %lf %lf %255[^\n]", &b.ms, &b.twin_ms, &b.error, name) == 4) v[name] = b;
    fclose(f);
    return v;
}

int main(int argc, char **argv) {
    std::string only, save, baseline;
    int reps = 30, warmup = 3;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--reps") && i + 1 < argc) reps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--warmup") && i + 1 < argc) warmup = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
        else if (!strcmp(argv[i], "--save") && i + 1 < argc) save = argv[++i];
        else if (!strcmp(argv[i], "--baseline") && i + 1 < argc) baseline = argv[++i];
        else {
            fprintf(stderr, "usage: %s [--reps N] [--warmup N] [--only ROW] [--save FILE] [--baseline FILE]\n", argv[0]);
            return 2;
        }
    }

    // The CUDA runtime makes the device's primary context current first, so
    // that the OpenACC runtime (libgomp's, for the baseline) finds it and
    // works in it: the deviceptr arrays are this context's allocations.
    cudaDeviceProp prop;
    check(cudaGetDeviceProperties(&prop, 0), "device");
    check(cudaFree(0), "context");
    printf("device: %s, %d SMs, L2 %d MB\n", prop.name, prop.multiProcessorCount, prop.l2CacheSize >> 20);

    std::vector<Row> all = rows();
    size_t max_n = 0;
    for (const Row &r : all) max_n = std::max(max_n, r.n);
    Buffers b;
    for (int k = 0; k < 3; k++) check(cudaMalloc(&b.d[k], max_n * sizeof(float)), "cudaMalloc");
#ifdef GNU_BASELINE
    // The baseline's regions say present(x) (bench/run.sh): each buffer is
    // mapped onto itself, so the device address is also the "host" key.
    for (int k = 0; k < 3; k++) acc_map_data(b.d[k], b.d[k], max_n * sizeof(float));
#endif
    b.scrub_bytes = std::max((size_t)prop.l2CacheSize * 2, (size_t)128 << 20);
    check(cudaMalloc(&b.scrub, b.scrub_bytes), "cudaMalloc");

    std::map<std::string, Baseline> base;
    if (!baseline.empty()) base = read_baseline(baseline);
    FILE *saved = save.empty() ? nullptr : fopen(save.c_str(), "w");
    if (!save.empty() && !saved) {
        fprintf(stderr, "acc: cannot write %s\n", save.c_str());
        return 2;
    }

    printf("\nmedian of %d runs after %d warm-up runs, each ended by cudaDeviceSynchronize;\n"
           "ratio = CUDA C time / form time (> 1: the form is faster); err = relative error against CUDA C\n\n",
           reps, warmup);
    printf("%-24s %10s", "kernel", "CUDA C ms");
    for (int f = 0; f <= NFORM; f++) {
        if (f == NFORM && base.empty()) break;
        printf(" %17s ms %6s %8s", f < NFORM ? FORM[f] : "gfortran OpenACC", "ratio", "err");
    }
    printf("\n");

    double log_sum[NFORM + 1] = {};
    int timed[NFORM + 1] = {}, failed = 0;
    bool printed_variant_head = false;
    if (cufacc_set_variant) cufacc_set_variant(DEFAULTS);
    for (const Row &row : all) {
        if (!only.empty() && only != row.name) continue;
        if (row.variant && !cufacc_set_variant) continue;
        if (row.variant && !printed_variant_head) {
            printf("\nvariants (CUFACC_VARIANT; the rows above: %s), not in the geometric mean:\n", DEFAULTS);
            printed_variant_head = true;
        }
        fprintf(stderr, "acc: %s %s...\n", row.name, row.variant ? row.variant : "");
        if (row.variant) cufacc_set_variant(row.variant);
        Measured m = measure(row, b, reps, warmup);
        if (row.variant) cufacc_set_variant(DEFAULTS);
        std::string label = row.variant ? std::string(row.name).substr(0, strcspn(row.name, " ")) + " " + row.variant
                                        : row.name;
        printf("%-24s %10.4f", label.c_str(), m.ms[TWIN]);
        for (int f = 0; f < NFORM; f++) {
            if (!m.built[f]) {
                printf(" %20s %6s %8s", "not built", "-", "-");
                continue;
            }
            double ratio = m.ms[TWIN] / m.ms[f];
            bool ok = m.error[f] <= row.tol;
            printf(" %20.4f %6.3f %8.1e%s", m.ms[f], ratio, m.error[f], ok ? "" : " FAIL");
            failed += !ok;
            if (row.variant) continue;
            log_sum[f] += log(ratio);
            timed[f]++;
            if (saved) fprintf(saved, "%.6f %.6f %.3e %s\n", m.ms[f], m.ms[TWIN], m.error[f], row.name);
        }
        auto g = row.variant ? base.end() : base.find(row.name);
        if (g != base.end()) {
            double ratio = g->second.twin_ms / g->second.ms;
            printf(" %20.4f %6.3f %8.1e%s", g->second.ms, ratio, g->second.error,
                   g->second.error <= row.tol ? "" : " FAIL");
            log_sum[NFORM] += log(ratio);
            timed[NFORM]++;
        } else if (!base.empty() && !row.variant) {
            printf(" %20s %6s %8s", "not built", "-", "-");
        }
        printf("\n");
    }
    printf("\ngeometric mean ratio (CUDA C time / form time):");
    for (int f = 0; f <= NFORM; f++) {
        const char *name = f < NFORM ? FORM[f] : "gfortran OpenACC";
        if (f == NFORM && base.empty()) break;
        if (timed[f]) printf("  %s %.3f (%d rows)", name, exp(log_sum[f] / timed[f]), timed[f]);
        else printf("  %s not built", name);
    }
    printf("\n%d checks failed\n", failed);
    if (saved) fclose(saved);
    return failed ? 1 : 0;
}
