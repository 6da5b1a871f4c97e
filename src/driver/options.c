/* options.c — nvfortran/pgfortran-compatible command line (guide 2.14;
 * the -gpu= / -Mcuda= sub-options of the PGI and NVIDIA HPC compilers). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "driver/driver.h"
#include "front/front.h"

#define CUFC_VERSION "0.1.0"

static void usage_error(const char *fmt, const char *arg) {
    fprintf(stderr, "cufc: error: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n");
    exit(1);
}

static void push(const char ***vec, int *n, const char *s) {
    *vec = xrealloc(*vec, sizeof(char *) * (size_t)(*n + 2));
    (*vec)[(*n)++] = s;
    (*vec)[*n] = NULL;
}

static bool has_suffix(const char *s, const char *suf) {
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && strcmp(s + a - b, suf) == 0;
}

/* File kinds by suffix, as nvfortran: .cuf is CUDA Fortran free form, .CUF the
 * same through the preprocessor; upper-case Fortran suffixes are
 * preprocessed; .f/.F/.for/.FOR are fixed form. */
static void classify_input(Options *opt, const char *path) {
    static const struct { const char *suffix; bool fixed, cpp, cuda; } fortran[] = {
        {".cuf", false, false, true}, {".CUF", false, true, true},
        {".f90", false, false, false}, {".F90", false, true, false},
        {".f95", false, false, false}, {".F95", false, true, false},
        {".f03", false, false, false}, {".F03", false, true, false},
        {".f08", false, false, false}, {".F08", false, true, false},
        {".f", true, false, false},    {".F", true, true, false},
        {".for", true, false, false},  {".FOR", true, true, false},
        {".ftn", true, false, false},  {".fpp", true, true, false},
    };
    Input in = {.path = path};
    bool known = false;
    for (size_t i = 0; i < sizeof fortran / sizeof fortran[0]; i++) {
        if (has_suffix(path, fortran[i].suffix)) {
            in.kind = INPUT_FORTRAN;
            in.fixed = fortran[i].fixed;
            in.preprocess = fortran[i].cpp;
            in.cuda = fortran[i].cuda;
            known = true;
            break;
        }
    }
    if (!known) {
        if (has_suffix(path, ".c"))
            in.kind = INPUT_C;
        else if (has_suffix(path, ".cu"))
            in.kind = INPUT_CUDA_C;
        else if (has_suffix(path, ".o") || has_suffix(path, ".a") || has_suffix(path, ".so") ||
                 strstr(path, ".so."))
            in.kind = INPUT_LINK;
        else
            usage_error("'%s': file format not recognized (expected .cuf, .CUF, .f90, .F90, "
                        ".f, .F, .f95, .f03, .f08, .c, .cu, .o, .a or .so)", path);
    }
    opt->inputs = xrealloc(opt->inputs, sizeof(Input) * (size_t)(opt->ninputs + 1));
    opt->inputs[opt->ninputs++] = in;
}

static void warn_ignored(const char *what, const char *why) {
    fprintf(stderr, "cufc: warning: %s ignored: %s\n", what, why);
}

/* A device target: ccXY (SASS and PTX), sm_XY (SASS only), ccXYa
 * (architecture-specific), or one of nvcc's sets.  Several make one fat
 * binary (NEW-003). */
static void add_target(Options *opt, const char *gencode) {
    for (int i = 0; i < opt->ntargets; i++)
        if (!strcmp(opt->targets[i], gencode)) return;
    push(&opt->targets, &opt->ntargets, gencode);
}

/* CUDA 13 compiles for cc75 and later (NEW-207); older targets in old
 * Makefiles get the default target, said once. */
static void add_cc_target(Options *opt, const char *s, const char *num, bool sass_only) {
    char *end;
    long cc = strtol(num, &end, 10);
    bool arch_specific = *end == 'a' && !end[1];
    if (end == num || (*end && !arch_specific) || cc < 10 || cc > 129)
        usage_error("unknown compute capability in -gpu=%s", s);
    if (cc < 75) {
        fprintf(stderr, "cufc: warning: -gpu=%s: the CUDA 13.0 toolkit cannot build for compute capability %ld.%ld; "
                        "building for the default target instead\n", s, cc / 10, cc % 10);
        return;
    }
    const char *a = arch_specific ? "a" : "";
    add_target(opt, sass_only || arch_specific
                        ? format("arch=compute_%ld%s,code=sm_%ld%s", cc, a, cc, a)
                        : format("arch=compute_%ld,code=[sm_%ld,compute_%ld]", cc, cc, cc));
}

/* Sub-options of OpenACC, stdpar and the unified-memory runtime that have
 * no effect on CUDA Fortran code (NEW-028..NEW-035), and tuning that the
 * toolkit does by itself. */
static const struct { const char *name; const char *why; } gpu_ignored[] = {
    {"deepcopy", "OpenACC deep copy; CUDA Fortran assignments are not affected"},
    {"autocompare", "OpenACC PCAST comparison"},
    {"redundant", "OpenACC PCAST redundant execution"},
    {"safecache", "OpenACC cache directive sizing"},
    {"implicitsections", "OpenACC/OpenMP data clauses"},
    {"noimplicitsections", "OpenACC/OpenMP data clauses"},
    {"tripcount", "OpenACC loop trip counts"},
    {"interceptdeallocations", "unified-memory runtime bookkeeping"},
    {"nointerceptdeallocations", "unified-memory runtime bookkeeping"},
    {"beta", "no beta code generation in cufc"},
    {"lto", "device code is linked without link-time optimisation"},
    {"unroll", "nvcc unrolls device loops by itself; !dir$ unroll is honoured"},
    {"nounroll", "nvcc has no switch to stop unrolling; use !dir$ nounroll in the loop"},
    {"pinned", "host ALLOCATE stays pageable; give arrays the pinned attribute"},
    {"mem:separate:pinnedalloc", "host ALLOCATE stays pageable; give arrays the pinned attribute"},
    {"stacklimit", "the device stack size is CUDA's default; call cudaDeviceSetLimit"},
    {"nostacklimit", "the device stack size is CUDA's default; call cudaDeviceSetLimit"},
    {"zeroinit", "device ALLOCATE does not clear memory; assign 0 after allocating"},
};

/* One -gpu= / -Mcuda= sub-option. */
static void gpu_suboption(Options *opt, const char *s) {
    opt->gpu = true;
    size_t word = strcspn(s, ":");
    for (size_t i = 0; i < sizeof gpu_ignored / sizeof gpu_ignored[0]; i++)
        if ((strlen(gpu_ignored[i].name) == word && !strncmp(s, gpu_ignored[i].name, word)) ||
            !strcmp(s, gpu_ignored[i].name)) {
            warn_ignored(format("-gpu=%s", s), gpu_ignored[i].why);
            return;
        }
    if (!strcmp(s, "ccall")) add_target(opt, "all");
    else if (!strcmp(s, "ccall-major")) add_target(opt, "all-major");
    else if (!strcmp(s, "ccnative")) add_target(opt, "native");
    else if (strncmp(s, "cc", 2) == 0 && s[2] >= '1' && s[2] <= '9') add_cc_target(opt, s, s + 2, false);
    else if (strncmp(s, "sm_", 3) == 0) add_cc_target(opt, s, s + 3, true);
    else if (!strcmp(s, "emu")) opt->emu = true;
    else if (!strcmp(s, "ptxinfo")) opt->ptxinfo = true;
    else if (!strcmp(s, "keep")) opt->keep_host = opt->keep_gpu = opt->keep_ptx = true;
    else if (!strcmp(s, "keepgpu")) opt->keep_gpu = true;
    else if (!strcmp(s, "keepptx")) opt->keep_ptx = true;
    else if (!strcmp(s, "fastmath")) opt->fastmath = true;
    else if (!strcmp(s, "nofma")) opt->nofma = true, opt->fma = false;
    else if (!strcmp(s, "fma")) opt->fma = true, opt->nofma = false;
    else if (!strcmp(s, "flushz")) opt->flushz = true;
    else if (!strcmp(s, "noflushz")) opt->flushz = false;
    else if (!strcmp(s, "rdc")) opt->rdc = true;
    else if (!strcmp(s, "nordc")) opt->rdc = false;
    else if (!strcmp(s, "lineinfo") || !strcmp(s, "debug")) opt->lineinfo = true;
    else if (!strcmp(s, "nolineinfo") || !strcmp(s, "nodebug")) opt->lineinfo = false;
    else if (!strcmp(s, "managed") || !strcmp(s, "mem:managed")) opt->managed = true;
    else if (!strcmp(s, "nomanaged") || !strcmp(s, "mem:separate") || !strcmp(s, "nounified")) opt->managed = false;
    else if (!strcmp(s, "unified") || !strncmp(s, "mem:unified", 11)) {
        /* NEW-012: what cufc can give is mem:managed; host data that is
         * not allocated stays out of device code's reach (rules.c says so) */
        opt->managed = true;
        warn_ignored(format("-gpu=%s beyond -gpu=mem:managed", s),
                     "host data that is not allocated stays inaccessible from device code");
    }
    else if (!strcmp(s, "charstring")) {
        /* device character data is always on */
    } else if (!strcmp(s, "loadcache:L1") || !strcmp(s, "loadcache:L2"))
        opt->loadcache = s[11] == '1' ? "ca" : "cg"; /* ptxas -dlcm (NEW-025) */
    else if (!strncmp(s, "maxregcount:", 12)) {
        char *end;
        long n = strtol(s + 12, &end, 10);
        if (*end || n <= 0) usage_error("bad register count in -gpu=%s", s);
        opt->maxregcount = (int)n;
    } else if ((!strncmp(s, "cuda", 4) && s[4] >= '0' && s[4] <= '9') || (s[0] >= '1' && s[0] <= '9' && strchr(s, '.'))) {
        /* -gpu=cudaX.Y, and -Mcuda=X.Y of old Makefiles: the toolkit is the
         * one installed; a request for another version is said once. */
        const char *v = s[0] == 'c' ? s + 4 : s;
        if (strcmp(v, "13.0") != 0 && strcmp(v, "13") != 0)
            fprintf(stderr, "cufc: warning: -gpu=%s requested; using the installed CUDA 13.0 toolkit\n", s);
    } else
        usage_error("unknown -gpu sub-option '%s' (cufc --help lists them)", s);
}

static void gpu_suboptions(Options *opt, const char *list) {
    char *copy = xstrdup(list);
    for (char *tok = strtok(copy, ","); tok; tok = strtok(NULL, ","))
        gpu_suboption(opt, xstrdup(tok));
    free(copy);
}

/* -acc=sub,... (NEW-039): gpu (the default) compiles !$acc regions for the
 * GPU; host runs them serially on the host (the directives are comments,
 * the accelerator macros defined); the others tune nvfortran's OpenACC
 * compiler. */
static void acc_suboptions(Options *opt, const char *list) {
    static const char *const tuning[] = {
        "autopar", "noautopar", "routineseq", "noroutineseq", "strict", "verystrict", "sync", "wait", "nowait",
        "legacy",
    };
    char *copy = xstrdup(list);
    for (char *s = strtok(copy, ","); s; s = strtok(NULL, ",")) {
        bool known = false;
        for (size_t i = 0; i < sizeof tuning / sizeof tuning[0]; i++)
            known |= !strcmp(s, tuning[i]);
        if (known) warn_ignored(format("-acc=%s", s), "nvfortran's OpenACC tuning");
        else if (!strcmp(s, "gpu")) opt->acc = true;
        else if (!strcmp(s, "host")) opt->acc_host = true;
        else if (!strcmp(s, "multicore")) {
            warn_ignored("-acc=multicore", "regions run serially on the host, as with -acc=host");
            opt->acc_host = true;
        } else
            usage_error("unknown -acc sub-option '%s' (known: gpu, host, multicore, autopar, noautopar, "
                        "routineseq, noroutineseq, strict, verystrict, sync, wait, nowait, legacy)", xstrdup(s));
    }
    free(copy);
}

/* -ta=tesla|nvidia[:sub,...] (PGI Accelerator, pgi-accelerator-model 1.2;
 * NEW-205): -acc with the -gpu= sub-options written after the target
 * (ccXY, cudaX.Y, managed, fastmath, ...); `time` (PGI's profile print) is
 * ignored with a warning.  -ta=host: -acc=host; -ta=multicore likewise. */
static void ta_option(Options *opt, const char *value) {
    char *copy = xstrdup(value);
    char *target = strtok(copy, ":,");
    if (!target) usage_error("%s", "-ta= needs a target (tesla, nvidia, host or multicore)");
    if (!strcmp(target, "tesla") || !strcmp(target, "nvidia")) opt->acc = true;
    else if (!strcmp(target, "host")) opt->acc_host = true;
    else if (!strcmp(target, "multicore")) {
        warn_ignored("-ta=multicore", "regions run serially on the host, as with -ta=host");
        opt->acc_host = true;
    }
    else usage_error("unknown -ta target '%s' (known: tesla, nvidia, host, multicore)", xstrdup(target));
    static const char *const gpu_words[] = {
        "fastmath", "nofma", "fma", "flushz", "noflushz", "keep", "keepgpu", "keepptx", "managed", "pinned",
        "lineinfo", "debug", "rdc", "nordc", "ptxinfo", "zeroinit",
    };
    for (char *s = strtok(NULL, ":,"); s; s = strtok(NULL, ":,")) {
        bool gpu = (!strncmp(s, "cc", 2) && s[2] >= '1' && s[2] <= '9') || !strncmp(s, "cuda", 4) ||
                   !strncmp(s, "maxregcount", 11) || !strncmp(s, "loadcache", 9);
        for (size_t i = 0; i < sizeof gpu_words / sizeof gpu_words[0]; i++)
            gpu |= !strcmp(s, gpu_words[i]);
        if (!strcmp(s, "time")) warn_ignored("-ta=...,time", "no accelerator profile is printed; use nsys or ACC_NOTIFY");
        else if (gpu) gpu_suboption(opt, xstrdup(s));
        else usage_error("unknown -ta sub-option '%s' (known: ccXY, cudaX.Y, time, managed, pinned, fastmath, "
                         "nofma, fma, flushz, keep, lineinfo, maxregcount:N, ...)", xstrdup(s));
    }
    free(copy);
}

/* nvfortran/pgfortran flags found in real Makefiles: those with a gfortran
 * equivalent pass it on; those that only tune nvfortran's own optimiser or
 * runtime are accepted with one line that says so.  A flag matches itself
 * and its `=value` forms.  docs/options.md is the user's table of these. */
static const struct { const char *flag; const char *host; const char *why; } pgi_flags[] = {
    {"-traceback", "-fbacktrace", NULL},
    {"-Mbackslash", "-fbackslash", NULL},
    {"-Mnobackslash", "", NULL},               /* gfortran's default */
    {"-Mrecursive", "-frecursive", NULL},
    {"-Mstack_arrays", "-fstack-arrays", NULL},
    {"-Mbyteswapio", "-fconvert=swap", NULL},
    {"-byteswapio", "-fconvert=swap", NULL},
    {"-Mbounds", "-fcheck=bounds", NULL},
    {"-Mchkbounds", "-fcheck=bounds", NULL},
    {"-C", "-fcheck=bounds", NULL},
    {"-Msave", "-fno-automatic", NULL},
    {"-Mnosave", "", NULL},                    /* the defaults of gfortran */
    {"-Mnorecursive", "", NULL},
    {"-Mnostack_arrays", "", NULL},
    {"-Mnolarge_arrays", "", NULL},
    {"-Mnounroll", "", NULL},
    {"-Mnoflushz", "", NULL},
    {"-Mnodaz", "", NULL},
    {"-Mnoconcur", "", NULL},
    {"-Mnoipa", "", NULL},
    {"-static-nvidia", "", NULL},              /* cufc links the CUDA runtime and its own statically */
    {"-Mdclchk", "-fimplicit-none", NULL},
    {"-Mnomain", "", NULL},                    /* gfortran links a Fortran main only if there is one */
    {"-Mlarge_arrays", "", NULL},              /* gfortran indexes with 64 bits always */
    {"-Kieee", "-ffp-contract=off", NULL},
    {"-Knoieee", "", NULL},
    {"-Ktrap", "-ffpe-trap=invalid,zero,overflow", NULL},
    {"-Munroll", "-funroll-loops", NULL},
    {"-Minstrument", "-finstrument-functions", NULL},
    {"-Mchkptr", "-fcheck=pointer", NULL},
    {"-Mchkstk", "-fstack-check", NULL},
    {"-Mvect", NULL, "nvfortran's vectoriser (gfortran vectorises at -O2 and above)"},
    {"-Mnovect", NULL, "nvfortran's vectoriser"},
    {"-Mnoframe", NULL, "frame-pointer tuning of nvfortran"},
    {"-Mframe", NULL, "frame-pointer tuning of nvfortran"},
    {"-Minline", NULL, "nvfortran's inliner (gfortran inlines at -O2 and above)"},
    {"-Mnoinline", NULL, "nvfortran's inliner"},
    {"-Mipa", NULL, "nvfortran's interprocedural analysis"},
    {"-Mconcur", NULL, "nvfortran's auto-parallelisation of host loops"},
    {"-Mcache_align", NULL, "nvfortran's data alignment"},
    {"-Mlre", NULL, "nvfortran's redundancy elimination"},
    {"-Mnolre", NULL, "nvfortran's redundancy elimination"},
    {"-Mnodepchk", NULL, "nvfortran's dependence checks"},
    {"-Msafeptr", NULL, "nvfortran's pointer aliasing assumption"},
    {"-Mprefetch", NULL, "nvfortran's prefetching"},
    {"-Mnouniform", NULL, "nvfortran's uniform-evaluation rule"},
    {"-Mfprelaxed", NULL, "nvfortran's relaxed-precision host math"},
    {"-Mflushz", NULL, "host denormal flushing (device: -gpu=flushz)"},
    {"-Mdaz", NULL, "host denormals-are-zero"},
    {"-Mpfi", NULL, "nvfortran's profile feedback"},
    {"-Mpfo", NULL, "nvfortran's profile feedback"},
    {"-Mstandard", NULL, "nvfortran's conformance warnings"},
    {"-Minform", NULL, "nvfortran's message level"},
    {"-Mneginfo", NULL, "nvfortran's optimiser reports"},
    {"-Mlist", NULL, "no listing file is written"},
    {"-Mprof", NULL, "nvfortran's profiling instrumentation (profile with nsys or ncu)"},
    {"-tp", NULL, "nvfortran's host target processor (gfortran builds for the default x86-64)"},
    {"-fastsse", NULL, "nvfortran's optimisation bundle; the -O level stays"},
};

static bool pgi_flag(Options *opt, const char *a) {
    for (size_t i = 0; i < sizeof pgi_flags / sizeof pgi_flags[0]; i++) {
        size_t n = strlen(pgi_flags[i].flag);
        if (strncmp(a, pgi_flags[i].flag, n) || (a[n] && a[n] != '=')) continue;
        if (pgi_flags[i].why) warn_ignored(a, pgi_flags[i].why);
        else if (*pgi_flags[i].host) push(&opt->host_args, &opt->nhost, pgi_flags[i].host);
        return true;
    }
    return false;
}

/* What -cudalib=NAME links: the -l names natively and with -gpu=emu.  NVTX
 * v3 is header-only; CUDA 13 exports its entry points, which module nvtx
 * binds to, from libnvtx3interop, which needs no GPU.  In emulation the
 * others are libcufemu_libs (runtime/emu/lib_*.c) on OpenBLAS and FFTW
 * (issue 15 item 4). */
typedef struct {
    const char *name;
    const char *native[3], *emu[4]; /* NULL-terminated */
    const char *symbols;            /* the prefix of the entry points it defines */
} CudaLib;
static const CudaLib cuda_libraries[] = {
    {"cublas", {"cublas"}, {"cufemu_libs", "openblas"}, "cublas"},
    {"cufft", {"cufft"}, {"cufemu_libs", "fftw3f", "fftw3"}, "cufft"},
    {"curand", {"curand"}, {"cufemu_libs"}, "curand"},
    {"cusparse", {"cusparse"}, {"cufemu_libs"}, "cusparse"},
    {"cusolver", {"cusolver"}, {"cufemu_libs", "openblas"}, "cusolver"},
    {"nvtx", {"nvtx3interop"}, {"nvtx3interop"}, "nvtx"},
    /* module cutensorEx on cuBLAS (runtime/cufrt/tensor_ex.cu): no cuTENSOR */
    {"cutensor", {"cufrt_tensor", "cublas"}, {"cufrt_tensor_emu", "cufemu_libs", "openblas"}, "cufrt_tensor"},
};

static const CudaLib *cuda_library(const char *name) {
    for (size_t i = 0; i < sizeof cuda_libraries / sizeof cuda_libraries[0]; i++)
        if (!strcmp(name, cuda_libraries[i].name)) return &cuda_libraries[i];
    return NULL;
}

const char *const *cudalib_libraries(const char *name, bool emu) {
    const CudaLib *lib = cuda_library(name);
    return emu ? lib->emu : lib->native;
}

const char *cudalib_of_symbol(const char *symbol) {
    for (size_t i = 0; i < sizeof cuda_libraries / sizeof cuda_libraries[0]; i++)
        if (!strncmp(symbol, cuda_libraries[i].symbols, strlen(cuda_libraries[i].symbols)))
            return cuda_libraries[i].name;
    return NULL;
}

/* Options that take a value either glued (-Idir) or as the next argument. */
static const char *option_value(int argc, char **argv, int *i, const char *flag) {
    size_t n = strlen(flag);
    if (argv[*i][n]) return argv[*i] + n;
    if (*i + 1 >= argc) usage_error("missing argument to '%s'", flag);
    return argv[++*i];
}

/* -mpi: the flags of the MPI's Fortran wrapper (Open MPI's `mpifort
 * --showme:compile` and `--showme:link`; CUFC_MPIFORT names another
 * wrapper) take its place on the command line (docs/multigpu-mpi.md). */
static char **expand_mpi(const Options *opt, int *argc, char **argv) {
    int at = 0;
    for (int i = 1; i < *argc && !at; i++)
        if (!strcmp(argv[i], "-mpi")) at = i;
    if (!at) return argv;
    const char *wrapper = getenv("CUFC_MPIFORT") && *getenv("CUFC_MPIFORT") ? getenv("CUFC_MPIFORT") : "mpifort";
    int n = 0;
    char **v = xmalloc(sizeof(char *) * (size_t)(*argc + 1));
    for (int i = 0; i < *argc; i++)
        if (i != at) v[n++] = argv[i];
    static const char *const queries[] = {"--showme:compile", "--showme:link"};
    for (int q = 0; q < 2; q++) {
        const char *cmd[] = {wrapper, queries[q], NULL};
        char *out;
        size_t len;
        if (run_tool_capture(opt, cmd, &out, &len, 0) != 0)
            usage_error("-mpi: '%s' failed: the Open MPI Fortran wrapper must be on PATH, or CUFC_MPIFORT name it",
                        format("%s %s", wrapper, queries[q]));
        for (char *t = strtok(out, " \t\r\n"); t; t = strtok(NULL, " \t\r\n")) {
            v = xrealloc(v, sizeof(char *) * (size_t)(n + 2));
            v[n++] = t;
        }
    }
    v[n] = NULL;
    *argc = n;
    return v;
}

void parse_options(int argc, char **argv, Options *opt) {
    memset(opt, 0, sizeof *opt);
    opt->int_kind = opt->real_kind = 4;
    argv = expand_mpi(opt, &argc, argv);
    opt->opt_level = "-O2";
    opt->rdc = true; /* nvfortran's default: separate device compilation */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-' || !a[1]) { classify_input(opt, a); continue; }
        if (!strcmp(a, "--version") || !strcmp(a, "-V")) {
            printf("cufc %s (CUDA Fortran compiler; host: gfortran, device: nvcc)\n", CUFC_VERSION);
            exit(0);
        }
        if (!strcmp(a, "--help") || !strcmp(a, "-help")) {
            printf("usage: cufc [options] files...   (every option: docs/options.md)\n"
                   "  -c -o FILE -E -I DIR -J DIR|-module DIR -L DIR -lNAME -D NAME[=V] -U NAME -shared -fPIC\n"
                   "  -O0..-O3 -fast -g -v -cpp|-Mpreprocess -Mfree -Mfixed -fsyntax-only -Minfo\n"
                   "  -M -MM -MD -MMD -MF FILE -MT TARGET -MP   make dependencies, as gcc\n"
                   "  -cuda|-Mcuda[=sub,...]  -gpu=sub,...  -cudalib=cublas,cufft,curand,cusparse,cusolver,nvtx,cutensor\n"
                   "  gpu sub-options: ccXY[,ccXY...] sm_XY ccXYa ccall ccall-major ccnative emu\n"
                   "                   ptxinfo keep keepgpu keepptx fastmath fma nofma flushz noflushz rdc nordc\n"
                   "                   lineinfo debug managed mem:managed nomanaged mem:separate maxregcount:N\n"
                   "                   loadcache:L1|L2 cudaX.Y\n"
                   "  -mpi   the flags of Open MPI's mpifort (or of $CUFC_MPIFORT): use mpi, mpi_f08, mpif.h\n"
                   "  -mp|-fopenmp -r8 -i8 -Mextend -Mbounds -traceback -Kieee -c++libs and other -M/-K flags\n"
                   "  of nvfortran (mapped to gfortran, or ignored with a warning); -f*, -W*, -m* go to gfortran\n"
                   "environment: CUFC_GFORTRAN (the gfortran to use), CUFC_CXX (g++ for -gpu=emu),\n"
                   "  CUDA_HOME, CUDA_PATH, NVHPC_CUDA_HOME (the CUDA toolkit; else that of nvcc on PATH,\n"
                   "  else /usr/local/cuda), CUFC_MPIFORT (-mpi's wrapper)\n");
            exit(0);
        }
        if (!strcmp(a, "-c")) opt->compile_only = true;
        else if (!strncmp(a, "-o", 2)) opt->output = option_value(argc, argv, &i, "-o");
        else if (!strncmp(a, "-I", 2)) push(&opt->include_dirs, &opt->nincl, option_value(argc, argv, &i, "-I"));
        else if (!strncmp(a, "-J", 2)) opt->module_dir = option_value(argc, argv, &i, "-J");
        else if (!strcmp(a, "-module")) opt->module_dir = option_value(argc, argv, &i, "-module");
        else if (!strncmp(a, "-D", 2) || !strncmp(a, "-U", 2)) {
            char flag[3] = {a[0], a[1], 0};
            push(&opt->cpp_args, &opt->ncpp, format("%s%s", flag, option_value(argc, argv, &i, flag)));
        } else if (!strncmp(a, "-L", 2)) push(&opt->link_args, &opt->nlink, format("-L%s", option_value(argc, argv, &i, "-L")));
        else if (!strncmp(a, "-l", 2)) {
            Input in = {.path = format("-l%s", option_value(argc, argv, &i, "-l")), .kind = INPUT_LINK};
            opt->inputs = xrealloc(opt->inputs, sizeof(Input) * (size_t)(opt->ninputs + 1));
            opt->inputs[opt->ninputs++] = in;
        } else if (!strncmp(a, "-Wl,", 4)) push(&opt->link_args, &opt->nlink, a);
        else if (!strcmp(a, "-O")) opt->opt_level = "-O2";
        else if (a[1] == 'O' && a[2] && strchr("0123s", a[2]) && !a[3]) opt->opt_level = a;
        else if (!strcmp(a, "-fast") || !strcmp(a, "-O4")) opt->opt_level = "-O3";
        else if (!strcmp(a, "-g") || !strcmp(a, "-gopt")) opt->debug = true;
        else if (!strcmp(a, "-v")) opt->verbose = true;
        else if (!strcmp(a, "-cpp") || !strcmp(a, "-Mpreprocess")) opt->force_cpp = true;
        else if (!strcmp(a, "-Mfree") || !strcmp(a, "-Mfreeform") || !strcmp(a, "-Mnofixed") || !strcmp(a, "-ffree-form"))
            opt->force_free = true;
        else if (!strcmp(a, "-Mfixed") || !strcmp(a, "-Mnofree") || !strcmp(a, "-ffixed-form"))
            opt->force_fixed = true;
        else if (!strcmp(a, "-fsyntax-only")) opt->syntax_only = true;
        else if (!strcmp(a, "-dump-ast")) opt->dump_ast = true, opt->syntax_only = true;
        else if (!strcmp(a, "-cuda") || !strcmp(a, "-Mcuda")) opt->cuda = true;
        else if (!strncmp(a, "-Mcuda=", 7)) opt->cuda = true, gpu_suboptions(opt, a + 7);
        else if (!strncmp(a, "-gpu=", 5)) gpu_suboptions(opt, a + 5);
        else if (!strncmp(a, "-cudalib=", 9) || !strcmp(a, "-cudalib")) {
            opt->cuda = true;
            char *copy = xstrdup(a[8] ? a + 9 : "cublas,cufft,curand,cusparse");
            for (char *t = strtok(copy, ","); t; t = strtok(NULL, ",")) {
                const CudaLib *lib = cuda_library(t);
                if (!lib)
                    usage_error("unknown library '%s' in -cudalib (known: cublas, cufft, curand, "
                                "cusparse, cusolver, nvtx, cutensor)", t);
                push(&opt->cudalibs, &opt->ncudalib, lib->name);
            }
            free(copy);
        } else if (!strcmp(a, "-fPIC") || !strcmp(a, "-fpic") || !strcmp(a, "-Kpic") || !strcmp(a, "-KPIC") ||
                   !strcmp(a, "-Mpic")) {
            opt->pic = true;
            push(&opt->host_args, &opt->nhost, "-fPIC");
        } else if (!strcmp(a, "-shared")) opt->shared = opt->pic = true;
        else if (!strcmp(a, "-c++libs")) opt->cxx_libs = true;
        else if (!strcmp(a, "-Minfo") || !strncmp(a, "-Minfo=", 7)) opt->info = true;
        else if (!strcmp(a, "-E")) opt->preprocess_only = true;
        else if (!strcmp(a, "-M") || !strcmp(a, "-MM")) opt->deps = a[2] ? DEPS_USER : DEPS_ALL, opt->deps_only = true;
        else if (!strcmp(a, "-MD") || !strcmp(a, "-MMD")) opt->deps = a[2] == 'M' ? DEPS_USER : DEPS_ALL;
        else if (!strncmp(a, "-MF", 3)) opt->deps_file = option_value(argc, argv, &i, "-MF");
        else if (!strncmp(a, "-MT", 3)) opt->deps_target = option_value(argc, argv, &i, "-MT");
        else if (!strcmp(a, "-MP")) opt->deps_phony = true;
        else if (!strcmp(a, "-mp") || !strncmp(a, "-mp=", 4) || !strcmp(a, "-fopenmp")) {
            /* -mp=multicore is -mp; OpenMP target offload (NEW-040) is not
             * done: gfortran runs target regions on the host */
            if (a[3] == '=' && strcmp(a + 4, "multicore"))
                warn_ignored(a, strstr(a, "gpu") ? "OpenMP target regions run on the host (-fopenmp)"
                                                 : "OpenMP runs with gfortran's -fopenmp defaults");
            opt->openmp = true;
            push(&opt->host_args, &opt->nhost, "-fopenmp");
        } else if (!strcmp(a, "-r8") || !strcmp(a, "-Mr8") || !strcmp(a, "-r4")) opt->real_kind = a[2] == '4' ? 4 : 8;
        else if (!strcmp(a, "-i8") || !strcmp(a, "-i4") || !strcmp(a, "-Mi4")) opt->int_kind = a[2] == '8' ? 8 : 4;
        else if (!strcmp(a, "-Mextend")) push(&opt->host_args, &opt->nhost, "-ffixed-line-length-132");
        else if (!strcmp(a, "-w")) push(&opt->host_args, &opt->nhost, "-w");
        else if (!strncmp(a, "-std=", 5) || !strcmp(a, "-pthread")) push(&opt->host_args, &opt->nhost, a);
        else if (!strcmp(a, "-Mallocatable=95") || !strcmp(a, "-Mallocatable=03") || !strcmp(a, "-fno-realloc-lhs") ||
                 !strcmp(a, "-frealloc-lhs")) {
            /* Fortran 95's assignment to allocatables (no allocation), or
             * 2003's (the default), in gfortran's code and cufc's alike */
            opt->no_realloc_lhs = !strcmp(a, "-Mallocatable=95") || !strcmp(a, "-fno-realloc-lhs");
            push(&opt->host_args, &opt->nhost, opt->no_realloc_lhs ? "-fno-realloc-lhs" : "-frealloc-lhs");
        } else if (!strncmp(a, "-Mallocatable", 13))
            usage_error("'%s': -Mallocatable takes =95 or =03", a);
        else if (pgi_flag(opt, a)) continue;
        else if (!strcmp(a, "-acc")) opt->acc = true;
        else if (!strncmp(a, "-acc=", 5)) acc_suboptions(opt, a + 5);
        else if (!strncmp(a, "-ta=", 4)) ta_option(opt, a + 4);
        else if (!strcmp(a, "-stdpar") || !strcmp(a, "-stdpar=gpu")) opt->stdpar = true;
        else if (!strcmp(a, "-stdpar=gpu,multicore") || !strcmp(a, "-stdpar=multicore,gpu")) {
            warn_ignored(format("%s: multicore", a), "DO CONCURRENT loops run on the GPU");
            opt->stdpar = true;
        }
        else if (!strcmp(a, "-stdpar=multicore")) warn_ignored(a, "DO CONCURRENT runs serially on the host");
        else if (!strncmp(a, "-stdpar=", 8))
            usage_error("unknown -stdpar value '%s' (known: gpu, multicore)", a + 8);
        else if ((a[1] == 'f' || a[1] == 'W' || a[1] == 'm') && a[2])
            push(&opt->host_args, &opt->nhost, a); /* gfortran's own flags; it checks them */
        else
            usage_error("unrecognized command-line option '%s' (cufc --help lists the options)", a);
    }
    /* -r8, -i8: the last of -r4/-r8 and -i4/-i8 counts */
    if (opt->real_kind == 8) {
        push(&opt->host_args, &opt->nhost, "-fdefault-real-8");
        push(&opt->host_args, &opt->nhost, "-fdefault-double-8");
    }
    if (opt->int_kind == 8) push(&opt->host_args, &opt->nhost, "-fdefault-integer-8");
    if (opt->ninputs == 0) usage_error("%s", "no input files");
    if (opt->force_free && opt->force_fixed) usage_error("%s", "-Mfree and -Mfixed are exclusive");
    if (opt->acc && opt->acc_host) usage_error("%s", "-acc=host (or -ta=host) and -acc=gpu (or -ta=tesla) are exclusive");
    /* the host code of accelerator regions passes default-integer constants
     * to the runtime's integer(c_int) arguments (src/host/rewrite.c) */
    if (opt->int_kind != 4 && (opt->acc || opt->stdpar))
        usage_error("%s", "-i8 with -acc or -stdpar is not supported yet (the host code of accelerator regions "
                          "passes default integers to the runtime's C int arguments)");
    for (int i = 0; i < opt->ninputs; i++)
        if (opt->inputs[i].kind == INPUT_FORTRAN) {
            opt->inputs[i].cuda |= opt->cuda;
            opt->inputs[i].acc = opt->acc;
            opt->inputs[i].stdpar = opt->stdpar;
        }
    for (int i = 0; i < opt->ninputs; i++) {
        Input *in = &opt->inputs[i];
        if (in->kind != INPUT_FORTRAN) continue;
        if (opt->force_free) in->fixed = false;
        if (opt->force_fixed) in->fixed = true;
        if (opt->force_cpp) in->preprocess = true;
    }
    int nsources = 0;
    for (int i = 0; i < opt->ninputs; i++)
        nsources += opt->inputs[i].kind != INPUT_LINK;
    if (opt->output && (opt->compile_only || opt->syntax_only) && nsources > 1)
        usage_error("%s", "cannot specify -o with -c and several source files");
}
