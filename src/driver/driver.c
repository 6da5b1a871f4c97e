/* driver.c — the compilation pipeline of one cufc command:
 *   preprocess -> front end -> sema -> host .f90 + device .cu -> gfortran /
 *   nvcc (g++ for -gpu=emu) -> ld -r -> link with gfortran. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>
#include "driver/driver.h"
#include "front/front.h"
#include "sema/sema.h"
#include "cuda/cuda.h"
#include "host/host.h"
#include "device/device.h"

#define CUDA_HOME "/usr/local/cuda"

typedef struct Argv {
    const char **v;
    int n;
} Argv;

static void arg(Argv *a, const char *s) {
    a->v = xrealloc(a->v, sizeof(char *) * (size_t)(a->n + 2));
    a->v[a->n++] = s;
    a->v[a->n] = NULL;
}

static void args(Argv *a, const char **list) {
    for (int i = 0; list && list[i]; i++) arg(a, list[i]);
}

/* A parsed Fortran input waiting for sema and code generation. */
typedef struct Unit {
    Input *in;
    SourceFile *sf;
    Node *units;
    const char **defines;  /* modules it defines */
    const char **uses;     /* modules it uses */
    int ndefines, nuses;
    int seq;               /* position in compilation order (temporary names) */
    const char *object;    /* the object it compiled to */
    bool done;
} Unit;

static const char *base_name(const char *path) {
    const char *s = strrchr(path, '/');
    s = s ? s + 1 : path;
    const char *dot = strrchr(s, '.');
    return dot ? xstrndup(s, (size_t)(dot - s)) : xstrdup(s);
}

static const char *dir_of(const char *path) {
    const char *s = strrchr(path, '/');
    return s ? (s == path ? "/" : xstrndup(path, (size_t)(s - path))) : ".";
}

/* The name of an input's files in the private temporary directory: its
 * base name with every byte but [A-Za-z0-9._-] as '_'.  The tools see
 * these names; gfortran writes the name of the file it compiles into the
 * first line of a .mod file, and a newline there breaks the module. */
static const char *temp_base(const char *path) {
    char *b = (char *)base_name(path);
    for (char *c = b; *c; c++)
        if (!isalnum((unsigned char)*c) && *c != '.' && *c != '_' && *c != '-') *c = '_';
    return b;
}

static const char *gfortran(void) {
    const char *g = getenv("CUFC_GFORTRAN");
    return g && *g ? g : "gfortran";
}

/* The C++ compiler of -gpu=emu (and nvcc's host compiler, g++ on PATH). */
static const char *cxx_compiler(void) {
    const char *c = getenv("CUFC_CXX");
    return c && *c ? c : "g++";
}

/* The CUDA toolkit: CUDA_HOME, CUDA_PATH or NVHPC_CUDA_HOME, else the
 * toolkit of the first nvcc on PATH (Debian's is /usr/bin/nvcc with the
 * toolkit in /usr), else /usr/local/cuda. */
static const char *cuda_home(void) {
    static const char *home;
    if (home) return home;
    static const char *const vars[] = {"CUDA_HOME", "CUDA_PATH", "NVHPC_CUDA_HOME"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0] && !home; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) home = v;
    }
    const char *path = getenv("PATH");
    for (const char *p = path; !home && p && *p; p += strcspn(p, ":") + (p[strcspn(p, ":")] == ':')) {
        int n = (int)strcspn(p, ":");
        char *nvcc = realpath(format("%.*s/nvcc", n, p), NULL);
        if (nvcc && access(nvcc, X_OK) == 0) {
            *strrchr(nvcc, '/') = 0;                 /* .../bin */
            char *slash = strrchr(nvcc, '/');
            if (slash && !strcmp(slash, "/bin")) *slash = 0, home = nvcc[0] ? nvcc : "/";
        }
        if (!home) free(nvcc);
    }
    return home ? home : CUDA_HOME;
}

/* A source named on the command line, read whole.  check_inputs has seen
 * that it is a regular file, but it may have changed since: the open does
 * not block on a FIFO, and at most MAX_SOURCE_BYTES are read. */
static char *read_source(const char *path, size_t *len) {
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        fprintf(stderr, "cufc: error: %s: %s\n", path, fd < 0 ? strerror(errno) : "not a regular file");
        if (fd >= 0) close(fd);
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = xmalloc(cap);
    const char *failure = NULL;
    while (!failure) {
        if (n + 1 >= cap) buf = xrealloc(buf, cap *= 2);
        ssize_t r = read(fd, buf + n, cap - n - 1);
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) failure = strerror(errno);
        if (r <= 0) break;
        n += (size_t)r;
        if (n > MAX_SOURCE_BYTES) failure = format("larger than %zu MiB, the limit for a source file",
                                                   MAX_SOURCE_BYTES >> 20);
    }
    close(fd);
    if (failure) {
        fprintf(stderr, "cufc: error: %s: %s\n", path, failure);
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

/* Read the source, through gfortran's cpp when the suffix or -cpp asks. */
static char *load_text(Options *opt, Input *in, size_t *len) {
    char *text = read_source(in->path, len);
    if (!text || !in->preprocess) return text;
    if (!cpp_check_conditionals(in->path, text, *len)) {
        free(text);
        return NULL;
    }
    /* `#x` and `##` (cpp.c): cpp reads a respelled copy that names the
     * input in its line markers and finds quoted includes beside it */
    size_t respelled_len;
    char *respelled = cpp_respell_macros(text, *len, &respelled_len);
    free(text);
    const char *source = in->path;
    if (respelled) {
        source = format("%s/%s.cpp", temp_dir(), temp_base(in->path));
        const char *marker = format("# 1 %s\n", c_quoted(in->path));
        StrBuf copy = {0};
        sb_puts(&copy, marker);
        sb_putn(&copy, respelled, respelled_len);
        free(respelled);
        if (!write_file(source, copy.s, copy.len)) return NULL;
    }
    Argv a = {0};
    arg(&a, gfortran());
    arg(&a, "-E");
    arg(&a, "-cpp");
    arg(&a, in->fixed ? "-ffixed-form" : "-ffree-form");
    /* gfortran does not know .CUF: say what the input is */
    arg(&a, "-x");
    arg(&a, "f95-cpp-input");
    if (in->cuda) arg(&a, "-D_CUDA"); /* guide 2.13 */
    if (opt->acc || opt->acc_host) {
        arg(&a, "-D_ACCEL=200906");   /* pgi-accelerator-model 2.1.3 */
        arg(&a, "-D_OPENACC=201711"); /* nvfortran's: OpenACC 2.6 */
    }
    if (opt->openmp) arg(&a, "-fopenmp");
    args(&a, opt->cpp_args);
    for (int i = 0; i < opt->nincl; i++) arg(&a, format("-I%s", opt->include_dirs[i]));
    if (in->cuda) arg(&a, format("-I%s/include", cufc_prefix())); /* cuf_macros.CUF */
    if (source != in->path) arg(&a, format("-iquote%s", dir_of(in->path)));
    arg(&a, source);
    char *out;
    if (run_tool_capture(opt, a.v, &out, len, MAX_SOURCE_BYTES) != 0) {
        fprintf(stderr, "cufc: error: %s: the preprocessor (%s -E) failed\n", in->path, gfortran());
        free(out);
        return NULL;
    }
    return out;
}

/* What `compiler -print-file-name=name` answers (quietly, even under -v):
 * the path of one of its files, or the bare name when it has none. */
static const char *compiler_file(Options *opt, const char *compiler, const char *name) {
    const char *argv[] = {compiler, format("-print-file-name=%s", name), NULL};
    char *out;
    size_t len;
    bool verbose = opt->verbose;
    opt->verbose = false;
    int rc = run_tool_capture(opt, argv, &out, &len, 0);
    opt->verbose = verbose;
    if (rc != 0) return name;
    while (len && (out[len - 1] == '\n' || out[len - 1] == ' ')) out[--len] = 0;
    return out;
}

/* gfortran's own modules (omp_lib, openacc) live in its finclude dir. */
static const char *gfortran_module_dir(Options *opt) {
    const char *dir = compiler_file(opt, gfortran(), "finclude");
    return strchr(dir, '/') ? dir : ".";
}

/* The C++ runtime library for the link: the one of the C++ compiler that
 * compiled the device half, by its path, since another gfortran
 * (CUFC_GFORTRAN=gfortran-11) need not have a libstdc++ of its own. */
static const char *cxx_runtime(Options *opt) {
    const char *lib = compiler_file(opt, cxx_compiler(), "libstdc++.so");
    return strchr(lib, '/') ? lib : "-lstdc++";
}

static void note_modules(Unit *u) {
    for (Node *n = u->units; n; n = n->next) {
        if ((n->kind == N_MODULE || n->kind == N_SUBMODULE) && n->name) {
            u->defines = xrealloc(u->defines, sizeof(char *) * (size_t)(u->ndefines + 1));
            u->defines[u->ndefines++] = n->name;
        }
    }
    for (int i = 0; i < u->sf->nstmts; i++) {
        /* Cheap scan of USE statements at any depth: `use [, ...] [::] name`. */
        const char *t = u->sf->stmts[i].text;
        while (*t == ' ') t++;
        if (strncasecmp(t, "use", 3) || (t[3] != ' ' && t[3] != ',' && t[3] != ':')) continue;
        const char *p = t + 3;
        const char *dc = strstr(p, "::");
        if (dc) p = dc + 2;
        while (*p == ' ') p++;
        const char *e = p;
        while (*e && (isalnum((unsigned char)*e) || *e == '_')) e++;
        if (e == p) continue;
        u->uses = xrealloc(u->uses, sizeof(char *) * (size_t)(u->nuses + 1));
        u->uses[u->nuses++] = intern(p, (size_t)(e - p));
    }
}

static bool write_text(const char *path, char *buf, size_t len) {
    if (!write_file(path, buf, len)) {
        fprintf(stderr, "cufc: error: cannot write %s: %s\n", path, strerror(errno));
        return false;
    }
    return true;
}

/* The compute capabilities of the GPUs of this machine, as nvcc targets;
 * none when there is no GPU or no nvidia-smi (NEW-006: then the default). */
static void native_targets(Options *opt, Argv *a) {
    const char *query[] = {"sh", "-c", "nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null || true",
                           NULL};
    char *out = NULL;
    size_t len;
    bool verbose = opt->verbose;
    opt->verbose = false;
    int rc = run_tool_capture(opt, query, &out, &len, 4096);
    opt->verbose = verbose;
    for (char *line = rc == 0 ? strtok(out, "\n") : NULL; line; line = strtok(NULL, "\n")) {
        int major, minor;
        if (sscanf(line, "%d.%d", &major, &minor) != 2) continue;
        int cc = major * 10 + minor;
        arg(a, format("-gencode=arch=compute_%d,code=[sm_%d,compute_%d]", cc, cc, cc));
    }
    free(out);
}

/* nvcc's target flags: every -gpu=ccXY / sm_XY given (one fat binary), or
 * cc90, the H100 this project runs on, when none is. */
static void target_flags(Options *opt, Argv *a) {
    int before = a->n;
    for (int i = 0; i < opt->ntargets; i++) {
        const char *t = opt->targets[i];
        if (!strcmp(t, "native")) native_targets(opt, a);
        else if (!strcmp(t, "all") || !strcmp(t, "all-major")) arg(a, format("-arch=%s", t));
        else arg(a, format("-gencode=%s", t));
    }
    if (a->n == before) arg(a, "-gencode=arch=compute_90,code=[sm_90,compute_90]");
}

/* Where C and CUDA C find the CUDA runtime API's headers: the toolkit's,
 * or in emulation cufc's own (runtime/emu/include), so that emulation needs
 * no toolkit and builds the same with or without one (docs/emulation.md). */
static const char *cuda_include(Options *opt) {
    if (opt->emu) return format("-I%s/include/emu", cufc_prefix());
    return format("-I%s/include", cuda_home());
}

/* Common flags of every nvcc / g++ device compilation. */
static void device_flags(Options *opt, Argv *a) {
    const char *prefix = cufc_prefix();
    if (opt->emu) {
        arg(a, cxx_compiler());
        arg(a, "-x");
        arg(a, "c++");
        arg(a, "-std=c++17");
        arg(a, "-DCUF_EMU");
        arg(a, "-fno-strict-aliasing");
        /* g++'s warnings are about the generated C++, not the user's
           Fortran (a shared array indexed by threadIdx%x looks unbounded
           to -Wstringop-overflow): a Fortran user cannot act on them */
        arg(a, "-w");
        arg(a, opt->debug ? "-O0" : opt->opt_level);
        arg(a, "-g");
        if (opt->fastmath) arg(a, "-ffast-math");
        if (opt->pic) arg(a, "-fPIC");
    } else {
        arg(a, format("%s/bin/nvcc", cuda_home()));
        arg(a, "-x");
        arg(a, "cu");
        arg(a, "-std=c++17");
        target_flags(opt, a);
        arg(a, opt->opt_level);
        if (opt->rdc) arg(a, "-rdc=true");
        /* a variable set and never read (istat = cudaXxx(...)) is common
           Fortran, and so is one declared and never used; nvcc's warnings
           about the C++ for them are noise */
        arg(a, "-diag-suppress=550,177");
        if (opt->debug) arg(a, "-G");
        else if (opt->lineinfo) arg(a, "-lineinfo");
        if (opt->fastmath) arg(a, "--use_fast_math");
        if (opt->nofma) arg(a, "-fmad=false");
        if (opt->flushz) arg(a, "-ftz=true");
        if (opt->ptxinfo) arg(a, "-Xptxas=-v");
        if (opt->maxregcount) arg(a, format("-maxrregcount=%d", opt->maxregcount));
        if (opt->loadcache) arg(a, format("-Xptxas=-dlcm=%s", opt->loadcache));
        if (opt->pic) arg(a, "-Xcompiler=-fPIC");
        if (opt->keep_ptx || opt->keep_gpu) {
            arg(a, "-keep");
            arg(a, format("-keep-dir=%s", temp_dir()));
        }
    }
    arg(a, format("-I%s/include", prefix));
    arg(a, cuda_include(opt));
}

static void keep_copy(const char *from, const char *to, Options *opt) {
    size_t len;
    char *data = read_file(from, &len);
    if (data && write_file(to, data, len) && opt->verbose)
        fprintf(stderr, "cufc: kept %s\n", to);
    free(data);
}

/* The file may have device code: CUDA Fortran, !$acc regions, or DO
 * CONCURRENT loops under -stdpar. */
static bool has_device_code(const Input *in) { return in->cuda || in->acc || in->stdpar; }

/* The generated host Fortran and device C++ of one analysed file. */
typedef struct Translation {
    char *host, *dev;
    size_t host_len, dev_len;
    bool has_device;
    HostLineMap *lines;   /* what each user line became in host */
} Translation;

/* Run both emitters.  -fsyntax-only runs them too (and has gfortran check
 * the host text, check_host), so that it reports exactly the diagnostics of
 * a full compile, the emitters' "not supported in device code yet" and
 * gfortran's included. */
static bool translate_unit(Options *opt, Unit *u, Translation *t) {
    *t = (Translation){0};
    FILE *f = open_memstream(&t->host, &t->host_len);
    HostOptions hopt = {.managed = opt->managed, .emu = opt->emu};
    bool ok = emit_host(f, u->sf, u->units, &hopt, &t->lines);
    fclose(f);
    if (has_device_code(u->in)) {
        f = open_memstream(&t->dev, &t->dev_len);
        DeviceOptions dopt = {.emu = opt->emu, .rdc = opt->rdc, .debug = opt->debug && opt->emu};
        ok &= emit_device(f, u->sf, u->units, &dopt, &t->has_device);
        fclose(f);
    }
    return ok && !error_count();
}

/* gfortran on a host file, less what it makes: the flags of every host
 * compile, -fsyntax-only's too, so that both report the same. */
static void host_compiler(Options *opt, const Input *in, Argv *a) {
    arg(a, gfortran());
    arg(a, in->fixed ? "-ffixed-form" : "-ffree-form");
    arg(a, opt->opt_level);
    if (opt->debug) arg(a, "-g");
    args(a, opt->host_args);
    for (int i = 0; i < opt->nincl; i++) arg(a, format("-I%s", opt->include_dirs[i]));
    if (opt->module_dir) arg(a, format("-J%s", opt->module_dir));
    /* PGI leniencies nvfortran accepts in any Fortran file: free-form lines
     * longer than 132 columns, Cray pointers, F/I/... edit descriptors
     * without a width, BOZ constants wherever a number may stand (the
     * book's CUFFT_R2C = Z'2a', x = Z'3F800000'; constructors: dialect.c) */
    if (!in->fixed) arg(a, "-ffree-line-length-none");
    arg(a, "-fcray-pointer");
    arg(a, "-fdec-format-defaults");
    arg(a, "-fallow-invalid-boz");
    /* cufc's modules (cudafor, cublas, ...) are found in every Fortran
     * file, as sema finds them (`use cudafor` in a .F90 without -cuda);
     * under -i8 their variants that take integers of any kind first */
    if (opt->int_kind != 4) arg(a, format("-I%s/modules_i8", cufc_prefix()));
    arg(a, format("-I%s/modules", cufc_prefix()));
    /* one line a diagnostic, for relay.c */
    arg(a, "-fno-diagnostics-show-caret");
    arg(a, "-fdiagnostics-color=never");
}

/* The host half's file in the temporary directory. */
static const char *host_file(const Unit *u) {
    return format("%s/%s.%d.host%s", temp_dir(), temp_base(u->in->path), u->seq, u->in->fixed ? ".f" : ".f90");
}

/* gfortran -fsyntax-only on host text in the file `src`; its diagnostics
 * in src.log. */
static int syntax_check_host(Options *opt, const Unit *u, const char *src) {
    Argv a = {0};
    host_compiler(opt, u->in, &a);
    arg(&a, "-fsyntax-only");
    arg(&a, src);
    return finish_tool(start_tool_logged(opt, a.v, format("%s.log", src)));
}

/* Print the diagnostics of the gfortran run on host_src (relay.c).  Where
 * one falls on a user line that holds both verbatim and generated text,
 * gfortran checks the host text once more without its line markers, whose
 * line numbers tell the two apart. */
static void relay_host(Options *opt, const Unit *u, const Translation *t, const char *host_src) {
    if (relay_host_diagnostics(format("%s.log", host_src), t->lines, false)) return;
    const char *plain = format("%s/%s.%d.plain%s", temp_dir(), temp_base(u->in->path), u->seq,
                               u->in->fixed ? ".f" : ".f90");
    size_t len;
    const char *text = host_text_unmarked(t->host, &len);
    if (!write_text(plain, (char *)text, len)) return;
    syntax_check_host(opt, u, plain);
    relay_host_diagnostics(format("%s.log", plain), t->lines, true);
}

/* -fsyntax-only: gfortran checks the host half as a compile would, and
 * writes its module files where a compile would (docs/options.md). */
static bool check_host(Options *opt, Unit *u, const Translation *t) {
    const char *host_src = host_file(u);
    if (!write_text(host_src, t->host, t->host_len)) return false;
    int rc = syntax_check_host(opt, u, host_src);
    relay_host(opt, u, t, host_src);
    return rc == 0;
}

/* Compile one translated Fortran file into `object`. */
static bool compile_unit(Options *opt, Unit *u, const Translation *t, const char *object) {
    const char *dir = temp_dir();
    const char *base = base_name(u->in->path);
    const char *tag = format("%s/%s.%d", dir, temp_base(u->in->path), u->seq);
    const char *host_src = host_file(u);
    const char *dev_src = format("%s.dev.cu", tag);
    bool has_device = t->has_device;
    if (!write_text(host_src, t->host, t->host_len)) return false;
    if (has_device && !write_text(dev_src, t->dev, t->dev_len)) return false;
    if (opt->keep_host) keep_copy(host_src, format("%s.cufc%s", base, u->in->fixed ? ".f" : ".f90"), opt);
    if (has_device && opt->keep_gpu) keep_copy(dev_src, format("%s.cufc.cu", base), opt);

    const char *host_obj = has_device ? format("%s.host.o", tag) : object;
    const char *host_log = format("%s.log", host_src);
    Argv a = {0};
    host_compiler(opt, u->in, &a);
    arg(&a, "-c");
    arg(&a, host_src);
    arg(&a, "-o");
    arg(&a, host_obj);
    if (!has_device) {
        int rc = finish_tool(start_tool_logged(opt, a.v, host_log));
        relay_host(opt, u, t, host_src);
        return rc == 0;
    }

    /* the host half (gfortran) and the device half (nvcc or g++) are
     * independent: they compile side by side (issue 16 item 5) */
    const char *dev_obj = format("%s.dev.o", tag);
    Argv d = {0};
    device_flags(opt, &d);
    arg(&d, "-c");
    arg(&d, dev_src);
    arg(&d, "-o");
    arg(&d, dev_obj);
    Tool host = start_tool_logged(opt, a.v, host_log);
    bool device_ok = run_tool(opt, d.v) == 0;
    bool host_ok = finish_tool(host) == 0;
    relay_host(opt, u, t, host_src);
    if (!host_ok || !device_ok) return false;

    Argv l = {0};
    arg(&l, "ld");
    arg(&l, "-r");
    arg(&l, host_obj);
    arg(&l, dev_obj);
    arg(&l, "-o");
    arg(&l, object);
    return run_tool(opt, l.v) == 0;
}

/* Make dependencies (-M, -MM, -MD, -MMD; gcc's forms).  The rule's targets
 * are the object and the module files the source defines; its
 * prerequisites the source, the files it includes (INCLUDE and cpp), and the
 * module files of the modules it uses that exist in the search path — the
 * gfortran .mod and cufc's .cufmod, so that a change in either rebuilds the
 * users.  The "MM" forms leave out cufc's and gfortran's own modules, the
 * last two directories of `search`. */
static void add_word(FILE *f, const char *word, int *col) {
    size_t n = strlen(word);
    if (!strncmp(word, "./", 2)) word += 2, n -= 2;
    if (*col + (int)n > 78) fputs(" \\\n ", f), *col = 1;
    if (*col) fputc(' ', f);
    for (const char *c = word; *c; c++) {
        if (*c == ' ' || *c == '#') fputc('\\', f);
        if (*c == '$') fputc('$', f);
        fputc(*c, f);
    }
    *col += (int)n + 1;
}

static bool write_deps(Options *opt, Unit *u, const char *object, const char **search) {
    int nsearch = 0;
    while (search[nsearch]) nsearch++;
    /* the search path ends with cufc's modules (and their -i8 variants) and gfortran's */
    int user_dirs = opt->deps == DEPS_USER ? nsearch - (opt->int_kind != 4 ? 3 : 2) : nsearch;
    const char *mod_dir = opt->module_dir ? opt->module_dir : ".";
    const char **prereq = NULL;
    int nprereq = 0;
#define PREREQ(p) (prereq = xrealloc(prereq, sizeof(char *) * (size_t)(nprereq + 1)), prereq[nprereq++] = (p))
    PREREQ(u->in->path);
    for (int i = 0; i < u->sf->nlines; i++) {
        const char *file = u->sf->lines[i].loc.file;
        bool seen = false;
        for (int k = 0; k < nprereq && !seen; k++) seen = !strcmp(prereq[k], file);
        if (!seen && file[0] != '<' && access(file, R_OK) == 0) PREREQ(file);
    }
    for (int m = 0; m < u->nuses; m++) {
        bool own = false;
        for (int d = 0; d < u->ndefines; d++) own |= u->defines[d] == u->uses[m];
        char *name = xstrdup(u->uses[m]);
        for (char *c = name; *c; c++) *c = (char)tolower((unsigned char)*c);
        for (int d = 0; d < user_dirs && !own; d++) {
            const char *mod = format("%s/%s.mod", search[d], name);
            const char *cufmod = format("%s/%s.cufmod", search[d], name);
            bool found = false;
            if (access(mod, R_OK) == 0) PREREQ(mod), found = true;
            if (access(cufmod, R_OK) == 0) PREREQ(cufmod), found = true;
            if (found) break;
        }
    }
#undef PREREQ
    const char *path = opt->deps_file;
    if (!path && !opt->deps_only) {
        const char *dot = strrchr(object, '.');
        path = format("%.*s.d", dot ? (int)(dot - object) : (int)strlen(object), object);
    }
    FILE *f = path ? fopen(path, "w") : stdout;
    if (!f) {
        fprintf(stderr, "cufc: error: cannot write %s: %s\n", path, strerror(errno));
        return false;
    }
    int col = 0;
    add_word(f, opt->deps_target ? opt->deps_target : object, &col);
    for (int d = 0; d < u->ndefines; d++) {
        char *name = xstrdup(u->defines[d]);
        for (char *c = name; *c; c++) *c = (char)tolower((unsigned char)*c);
        add_word(f, format("%s/%s.mod", mod_dir, name), &col);
    }
    fputc(':', f);
    for (int k = 0; k < nprereq; k++) add_word(f, prereq[k], &col);
    fputc('\n', f);
    if (opt->deps_phony)
        for (int k = 1; k < nprereq; k++) {
            fputc('\n', f);
            col = 0;
            add_word(f, prereq[k], &col);
            fputs(":\n", f);
        }
    bool ok = path ? fclose(f) == 0 : fflush(f) == 0;
    free(prereq);
    return ok;
}

/* Order parsed files so that a module is compiled before its users. */
static Unit *next_ready(Unit *units, int n) {
    for (int i = 0; i < n; i++) {
        Unit *u = &units[i];
        if (u->done) continue;
        bool ready = true;
        for (int k = 0; k < u->nuses && ready; k++)
            for (int j = 0; j < n && ready; j++) {
                if (j == i || units[j].done) continue;
                for (int m = 0; m < units[j].ndefines; m++)
                    if (units[j].defines[m] == u->uses[k]) ready = false;
            }
        if (ready) return u;
    }
    for (int i = 0; i < n; i++)
        if (!units[i].done) return &units[i]; /* a cycle: sema reports it */
    return NULL;
}

/* The linker's messages as they are, then, for each library module whose
 * library the link lacks (`use cublas` without -cudalib=cublas: nvfortran
 * asks for the flag too), which flag brings it. */
static void explain_link_failure(const Options *opt, const char *log) {
    size_t len;
    char *text = read_file(log, &len);
    if (!text) return;
    fputs(text, stderr);
    const char *told[16];
    int ntold = 0;
    static const char undefined[] = "undefined reference to `";
    for (char *p = strstr(text, undefined); p; p = strstr(p, undefined)) {
        p += sizeof undefined - 1;
        char *end = strchr(p, '\'');
        if (!end) break;
        *end = 0;
        const char *lib = cudalib_of_symbol(p);
        bool known = !lib;
        for (int i = 0; i < opt->ncudalib && !known; i++) known = !strcmp(opt->cudalibs[i], lib);
        for (int i = 0; i < ntold && !known; i++) known = !strcmp(told[i], lib);
        if (!known && ntold < 16) {
            fprintf(stderr, "cufc: error: undefined reference to '%s': the program uses the %s library; "
                    "link with -cudalib=%s\n", p, lib, lib);
            told[ntold++] = lib;
        }
        p = end + 1;
    }
    free(text);
}

static bool link_program(Options *opt, const char **objects, int nobj, bool cuda) {
    const char *prefix = cufc_prefix();
    const char *out = opt->output ? opt->output : "a.out";
    const char *tmp_out = format("%s/a.out", temp_dir());
    const char *dlink = NULL;
    if (cuda && !opt->emu && opt->rdc) {
        /* Device link step for separately compiled device code. */
        Argv d = {0};
        arg(&d, format("%s/bin/nvcc", cuda_home()));
        target_flags(opt, &d);
        if (opt->pic) arg(&d, "-Xcompiler=-fPIC");
        arg(&d, "-dlink");
        for (int i = 0; i < nobj; i++)
            if (objects[i][0] != '-') arg(&d, objects[i]);
        arg(&d, format("%s/lib/libcufrt.a", prefix));
        arg(&d, "-lcudadevrt");
        dlink = format("%s/dlink.o", temp_dir());
        arg(&d, "-o");
        arg(&d, dlink);
        if (run_tool(opt, d.v) != 0) return false;
    }
    Argv a = {0};
    arg(&a, gfortran());
    arg(&a, "-o");
    arg(&a, tmp_out);
    if (opt->shared) arg(&a, "-shared");
    if (opt->debug) arg(&a, "-g");
    args(&a, opt->host_args);
    /* an MPI program (-lmpi..., as mpifort and -mpi link) gets the staging
     * of device buffers ahead of the MPI libraries (docs/multigpu-mpi.md) */
    const char *staging = format("%s/lib/libcufrt_mpi.a", prefix);
    bool staged = !cuda || access(staging, R_OK) != 0;
    for (int i = 0; i < nobj; i++) {
        if (!staged && !strncmp(objects[i], "-lmpi", 5)) arg(&a, staging), staged = true;
        arg(&a, objects[i]);
    }
    if (dlink) arg(&a, dlink);
    args(&a, opt->link_args);
    if (cuda) {
        arg(&a, format("-L%s/lib", prefix));
        /* emulation takes no library of the toolkit but NVTX's (-cudalib=nvtx) */
        if (!opt->emu || opt->ncudalib) arg(&a, format("-L%s/lib64", cuda_home()));
        /* after libcudafor.a, whose module procedures call them
         * (cublasGetHandle); under -i8 its variant of the modules_i8 */
        arg(&a, opt->int_kind != 4 ? "-lcudafor_i8" : "-lcudafor");
        for (int i = 0; i < opt->ncudalib; i++)
            for (const char *const *l = cudalib_libraries(opt->cudalibs[i], opt->emu); *l; l++)
                arg(&a, format("-l%s", *l));
        if (opt->emu) {
            arg(&a, "-lcufrt_emu");
            arg(&a, "-lcufemu");
        } else {
            arg(&a, "-lcufrt");
            arg(&a, "-lcudadevrt");
            arg(&a, "-lcudart_static");
            arg(&a, "-ldl");
            arg(&a, "-lrt");
        }
        arg(&a, "-lpthread");
    }
    if (cuda || opt->cxx_libs) arg(&a, cxx_runtime(opt));
    const char *log = format("%s/link.log", temp_dir());
    if (finish_tool(start_tool_logged(opt, a.v, log)) != 0) {
        explain_link_failure(opt, log);
        return false;
    }
    if (rename(tmp_out, out) != 0) {
        /* Across file systems: copy. */
        size_t len;
        char *data = read_file(tmp_out, &len);
        if (!data || !write_file(out, data, len)) {
            fprintf(stderr, "cufc: error: cannot write %s: %s\n", out, strerror(errno));
            unlink(out);
            return false;
        }
        chmod(out, 0755);
    }
    return true;
}

static bool compile_c(Options *opt, Input *in, const char *object) {
    Argv a = {0};
    if (in->kind == INPUT_CUDA_C) {
        device_flags(opt, &a);
        /* CUDA C kernels and device functions run on the emulator, which
           defines __global__, threadIdx, __syncthreads, atomicAdd, ...; a
           <<<>>> launch in the file stays nvcc's alone */
        if (opt->emu) {
            arg(&a, "-include");
            arg(&a, "cufemu.h");
        }
    } else {
        arg(&a, "gcc");
        arg(&a, opt->opt_level);
        if (opt->debug) arg(&a, "-g");
        arg(&a, cuda_include(opt));
    }
    args(&a, opt->cpp_args);
    for (int i = 0; i < opt->nincl; i++) arg(&a, format("-I%s", opt->include_dirs[i]));
    arg(&a, "-c");
    arg(&a, in->path);
    arg(&a, "-o");
    arg(&a, object);
    return run_tool(opt, a.v) == 0;
}

/* -E: the Fortran inputs as the compiler reads them, to -o or stdout:
 * through cpp where the suffix or -cpp asks (as a compile would), as they
 * are otherwise (CMake's Ninja generator compiles what -E wrote). */
static int preprocess_inputs(Options *opt) {
    FILE *out = opt->output ? fopen(opt->output, "w") : stdout;
    if (!out) {
        fprintf(stderr, "cufc: error: cannot write %s: %s\n", opt->output, strerror(errno));
        return 1;
    }
    int rc = 0;
    for (int i = 0; i < opt->ninputs && rc == 0; i++) {
        Input *in = &opt->inputs[i];
        if (in->kind != INPUT_FORTRAN) continue;
        size_t len;
        char *text = load_text(opt, in, &len);
        if (!text || fwrite(text, 1, len, out) != len) rc = 1;
        free(text);
    }
    if (opt->output ? fclose(out) != 0 : fflush(out) != 0) rc = 1;
    return rc;
}

/* Every input must be a readable regular file: a directory would compile
 * to an empty object, a FIFO or /dev/zero never end. */
static bool check_inputs(const Options *opt) {
    bool ok = true;
    for (int i = 0; i < opt->ninputs; i++) {
        const char *path = opt->inputs[i].path;
        if (path[0] == '-') continue; /* -lNAME */
        struct stat st;
        const char *why = NULL;
        if (stat(path, &st) != 0) why = strerror(errno);
        else if (S_ISDIR(st.st_mode)) why = "is a directory, not a file";
        else if (!S_ISREG(st.st_mode)) why = "not a regular file";
        else if (access(path, R_OK) != 0) why = strerror(errno);
        if (why) {
            fprintf(stderr, "cufc: error: %s: %s\n", path, why);
            ok = false;
        }
    }
    return ok;
}

/* The files of the current directory (or -o) that this command writes. */
static const char **output_files(const Options *opt, int *n) {
    const char **out = NULL;
    *n = 0;
#define ADD(p) (out = xrealloc(out, sizeof(char *) * (size_t)(*n + 1)), out[(*n)++] = (p))
    if (!opt->syntax_only && !opt->compile_only) ADD(opt->output ? opt->output : "a.out");
    for (int i = 0; i < opt->ninputs; i++) {
        const Input *in = &opt->inputs[i];
        if (in->kind == INPUT_LINK) continue;
        const char *base = base_name(in->path);
        if (opt->compile_only && !opt->syntax_only) ADD(opt->output ? opt->output : format("%s.o", base));
        if (in->kind != INPUT_FORTRAN) continue;
        if (opt->keep_host) ADD(format("%s.cufc%s", base, in->fixed ? ".f" : ".f90"));
        if (opt->keep_gpu && in->cuda) ADD(format("%s.cufc.cu", base));
    }
#undef ADD
    return out;
}

/* No output may be an input (`cufc a.cuf -o a.cuf`, `cufc -c a.f90 a.o`):
 * compared by device and inode, so ./a.cuf or a link is the same file. */
static bool check_outputs(const Options *opt) {
    int nout;
    const char **out = output_files(opt, &nout);
    bool ok = true;
    for (int k = 0; k < nout; k++) {
        struct stat o;
        if (stat(out[k], &o) != 0) continue;
        for (int i = 0; i < opt->ninputs; i++) {
            struct stat in;
            const char *path = opt->inputs[i].path;
            if (path[0] == '-' || stat(path, &in) != 0 || in.st_dev != o.st_dev || in.st_ino != o.st_ino) continue;
            fprintf(stderr, "cufc: error: the output file '%s' is the input file '%s'; cufc does not write over "
                            "its inputs\n", out[k], path);
            ok = false;
            break;
        }
    }
    free(out);
    return ok;
}

int run_driver(Options *opt) {
    if (!check_inputs(opt) || !check_outputs(opt)) return 1;
    sema_set_default_kinds(opt->int_kind, opt->real_kind); /* -i8, -r8: host and device code alike */
    if (opt->keep_host || opt->keep_gpu || opt->keep_ptx) keep_temp_dir();
    int n = opt->ninputs;
    Unit *units = xmalloc(sizeof(Unit) * (size_t)(n ? n : 1));
    int nunits = 0;
    bool any_cuda = opt->cuda || opt->gpu || opt->acc || opt->stdpar; /* -acc, -stdpar: their kernels are CUDA (docs/accelerator.md) */
    bool failed = false;
    /* where `use` looks for modules, in gfortran's order (so that both read
     * the same module): the current directory, -I, -J/-module, then cufc's
     * and gfortran's own */
    const char **search = xmalloc(sizeof(char *) * (size_t)(opt->nincl + 6));
    int nsearch = 0;
    search[nsearch++] = ".";
    for (int i = 0; i < opt->nincl; i++) search[nsearch++] = opt->include_dirs[i];
    if (opt->module_dir) search[nsearch++] = opt->module_dir;
    if (opt->int_kind != 4) search[nsearch++] = format("%s/modules_i8", cufc_prefix());
    search[nsearch++] = format("%s/modules", cufc_prefix());
    search[nsearch++] = gfortran_module_dir(opt);
    search[nsearch] = NULL;
    /* INCLUDE looks in -I, then in cufc's modules (accel_lib.h, openacc_lib.h) */
    const char **include_search = xmalloc(sizeof(char *) * (size_t)(opt->nincl + 2));
    for (int i = 0; i < opt->nincl; i++) include_search[i] = opt->include_dirs[i];
    include_search[opt->nincl] = format("%s/modules", cufc_prefix());
    include_search[opt->nincl + 1] = NULL;

    if (opt->preprocess_only) return preprocess_inputs(opt);
    /* Front end for every Fortran file first: the module dependency order
     * comes from the parsed files. */
    for (int i = 0; i < n; i++) {
        Input *in = &opt->inputs[i];
        if (in->kind != INPUT_FORTRAN) continue;
        any_cuda |= has_device_code(in);
        size_t len;
        char *text = load_text(opt, in, &len);
        if (!text) { failed = true; continue; }
        SourceOptions sopt = {.form = in->fixed ? FORM_FIXED : FORM_FREE, .cuda = in->cuda, .acc = in->acc,
                              .include_dirs = include_search};
        SourceFile *sf = source_load_bytes(in->path, text, len, &sopt);
        if (!sf) { failed = true; continue; }
        int before = error_count();
        Node *tree = parse_file(sf);
        if (error_count() > before) {
            /* Report the semantic errors of the statements that did parse
             * too (several errors per run). */
            SemaOptions semopt = {.cuda = in->cuda, .module_dirs = search, .no_module_output = true,
                                  .source_file = in->path,
                                  .callable_from = in->cuda ? cuda_callable_from : NULL,
                                  .space_suits = in->cuda ? cuda_space_suits : NULL,
                                  .module_function_type = in->cuda ? cublas_function_type : NULL};
            sema_file(tree, &semopt);
            cuda_check(tree, &(CudaOptions){.cuda = in->cuda, .acc = in->acc, .stdpar = in->stdpar, .rdc = opt->rdc,
                                            .emu = opt->emu,
                                            .managed = opt->managed, .no_realloc_lhs = opt->no_realloc_lhs});
            failed = true;
            continue;
        }
        if (opt->dump_ast)
            for (Node *u = tree; u; u = u->next) dump_ast(u, 0);
        Unit *u = &units[nunits++];
        *u = (Unit){.in = in, .sf = sf, .units = tree};
        note_modules(u);
    }
    if (failed) return 1;
    if (opt->deps_only) {
        for (int k = 0; k < nunits; k++) {
            const char *o = opt->output ? opt->output : format("%s.o", base_name(units[k].in->path));
            if (!write_deps(opt, &units[k], o, search)) return 1;
        }
        return 0;
    }

    const char **objects = NULL;
    int nobj = 0;
    for (int k = 0; k < nunits; k++) {
        Unit *u = next_ready(units, nunits);
        u->done = true;
        u->seq = k;
        SemaOptions semopt = {.cuda = u->in->cuda, .module_dirs = search,
                              .module_out_dir = opt->module_dir, .source_file = u->in->path,
                              .callable_from = u->in->cuda ? cuda_callable_from : NULL,
                              .space_suits = u->in->cuda ? cuda_space_suits : NULL,
                              .module_function_type = u->in->cuda ? cublas_function_type : NULL};
        CudaOptions copt = {.cuda = u->in->cuda, .acc = u->in->acc, .stdpar = u->in->stdpar, .rdc = opt->rdc,
                            .emu = opt->emu,
                            .managed = opt->managed, .no_realloc_lhs = opt->no_realloc_lhs};
        if (!sema_file(u->units, &semopt) | !cuda_check(u->units, &copt) || error_count()) {
            failed = true;
            break;
        }
        if (opt->info && has_device_code(u->in)) cuda_info(stderr, u->units);
        sema_write_modules(u->units);
        Translation t;
        sema_const_settled(true);
        bool translated = translate_unit(opt, u, &t);
        sema_const_settled(false);
        if (!translated || opt->syntax_only) {
            bool checked = translated && check_host(opt, u, &t);
            free(t.host);
            free(t.dev);
            if (!checked) { failed = true; break; }
            continue;
        }
        const char *object;
        if (opt->compile_only)
            object = opt->output ? opt->output : format("%s.o", base_name(u->in->path));
        else
            object = format("%s/%s.%d.o", temp_dir(), temp_base(u->in->path), k);
        const char *tmp_obj = format("%s/out.%d.o", temp_dir(), k);
        bool compiled = compile_unit(opt, u, &t, tmp_obj);
        free(t.host);
        free(t.dev);
        if (!compiled) { failed = true; break; }
        if (rename(tmp_obj, object) != 0) {
            size_t len;
            char *data = read_file(tmp_obj, &len);
            if (!data || !write_file(object, data, len)) {
                fprintf(stderr, "cufc: error: cannot write %s: %s\n", object, strerror(errno));
                unlink(object);
                failed = true;
                break;
            }
        }
        if (opt->deps && !write_deps(opt, u, opt->compile_only ? object : format("%s.o", base_name(u->in->path)),
                                     search)) {
            failed = true;
            break;
        }
        objects = xrealloc(objects, sizeof(char *) * (size_t)(nobj + 1));
        objects[nobj++] = object;
        u->object = object;
    }
    if (failed) {
        if (opt->compile_only)
            for (int i = 0; i < nobj; i++) unlink(objects[i]);
        return 1;
    }
    if (opt->syntax_only) return 0;

    /* C and CUDA C inputs, then objects and libraries in command-line order. */
    const char **link = NULL;
    int nlink = 0;
    for (int i = 0; i < n; i++) {
        Input *in = &opt->inputs[i];
        const char *obj = NULL;
        if (in->kind == INPUT_FORTRAN) {
            for (int j = 0; j < nunits; j++)
                if (units[j].in == in) obj = units[j].object;
        } else if (in->kind == INPUT_LINK) {
            obj = in->path;
        } else {
            obj = opt->compile_only ? (opt->output ? opt->output : format("%s.o", base_name(in->path)))
                                    : format("%s/%s.c%d.o", temp_dir(), temp_base(in->path), i);
            any_cuda |= in->kind == INPUT_CUDA_C;
            if (!compile_c(opt, in, obj)) return 1;
        }
        link = xrealloc(link, sizeof(char *) * (size_t)(nlink + 1));
        link[nlink++] = obj;
    }
    if (opt->compile_only) return 0;
    return link_program(opt, link, nlink, any_cuda) ? 0 : 1;
}
