/* driver.h — the cufc command line and the tools it runs.
 *
 * cufc behaves like nvfortran: it compiles each Fortran input through the
 * front end, emits host Fortran (compiled by gfortran) and device CUDA C++
 * (compiled by nvcc, or by g++ against the emulation header with -gpu=emu),
 * joins the two objects, and links with gfortran against the runtimes. */
#ifndef CUFC_DRIVER_H
#define CUFC_DRIVER_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

typedef enum { INPUT_FORTRAN, INPUT_C, INPUT_CUDA_C, INPUT_LINK } InputKind;

typedef struct Input {
    const char *path;
    InputKind kind;
    bool fixed;        /* fixed source form */
    bool preprocess;   /* run cpp first */
    bool cuda;         /* CUDA Fortran enabled for this file */
    bool acc;          /* !$acc directives compiled for the GPU (-acc, -ta=tesla) */
    bool stdpar;       /* DO CONCURRENT loops compiled for the GPU (-stdpar=gpu) */
} Input;

/* -M / -MM (deps_only), -MD / -MMD: make rules of a compilation; the "MM"
 * forms leave out cufc's and gfortran's own modules. */
typedef enum { DEPS_NONE, DEPS_ALL, DEPS_USER } DepsMode;

typedef struct Options {
    Input *inputs;
    int ninputs;
    const char *output;          /* -o */
    bool compile_only;           /* -c */
    bool syntax_only;            /* -fsyntax-only */
    bool dump_ast;               /* -dump-ast (developer aid) */
    bool verbose;                /* -v */
    bool cuda;                   /* -cuda / -Mcuda[=...] / -cudalib: every Fortran input is CUDA Fortran */
    bool gpu;                    /* -gpu=... given: only the target and the link (nvfortran: CUDA
                                  * Fortran in a .f90 takes -cuda; !@cuf lines stay comments) */
    bool emu;                    /* -gpu=emu */
    bool acc;                    /* -acc[=gpu], -ta=tesla|nvidia: !$acc regions run on the GPU */
    bool acc_host;               /* -acc=host, -ta=host: accelerator macros, directives ignored */
    bool stdpar;                 /* -stdpar[=gpu]: DO CONCURRENT on the GPU */
    bool force_free, force_fixed;/* -Mfree / -Mfixed */
    bool force_cpp;              /* -cpp / -Mpreprocess */
    bool openmp;                 /* -mp / -fopenmp */
    int int_kind, real_kind;     /* default kinds: 4, 8 under -i8 / -r8 */
    bool keep_host, keep_gpu, keep_ptx; /* keep / keepgpu / keepptx */
    bool ptxinfo, fastmath, nofma, fma, flushz, rdc, lineinfo, managed;
    bool no_realloc_lhs;         /* -Mallocatable=95 / -fno-realloc-lhs */
    const char **targets;        /* nvcc -gencode values, or all / all-major / native; none = cc90 */
    const char *loadcache;       /* -gpu=loadcache: ptxas -dlcm value */
    int maxregcount;
    const char *opt_level;       /* "-O2" */
    bool debug;                  /* -g */
    const char **include_dirs;   /* -I (NULL-terminated) */
    const char *module_dir;      /* -J / -module */
    const char **cpp_args;       /* -D / -U, in order */
    const char **link_args;      /* -L, -l, -Wl, objects' order kept by inputs */
    const char **host_args;      /* extra flags for gfortran (-f..., -W..., -r8 ...) */
    const char **cudalibs;       /* -cudalib=cublas,...: the names (cudalib_libraries: what they link) */
    bool pic, shared;            /* -fPIC / -shared: both halves position-independent */
    bool cxx_libs;               /* -c++libs */
    bool info;                   /* -Minfo: what cufc decided, per CUF loop */
    bool preprocess_only;        /* -E */
    DepsMode deps;               /* -M -MM -MD -MMD */
    bool deps_only, deps_phony;  /* -M/-MM (no compile), -MP */
    const char *deps_file, *deps_target; /* -MF, -MT */
    int nincl, ncpp, nlink, nhost, ncudalib, ntargets;
} Options;

/* Parse argv; exits with a message on a bad option. */
void parse_options(int argc, char **argv, Options *opt);
/* The -l names (NULL-terminated) that -cudalib=name links, natively or in
 * emulation (-gpu=emu: the libraries on the CPU). */
const char *const *cudalib_libraries(const char *name, bool emu);
/* The -cudalib name of the library that defines symbol (by its prefix:
 * cublas..., cufft...), or NULL. */
const char *cudalib_of_symbol(const char *symbol);
/* Run the whole compilation; returns the process exit status. */
int run_driver(Options *opt);

/* Tools (tools.c). */
/* Run argv (NULL-terminated); prints it first with -v.  Returns the exit status. */
int run_tool(const Options *opt, const char **argv);
/* The same in two steps, so that tools run side by side: start_tool runs
 * argv in the background, finish_tool waits for it and returns its status. */
typedef struct Tool {
    pid_t pid; /* -1: fork failed */
    const char *name;
} Tool;
Tool start_tool(const Options *opt, const char **argv);
/* The same with the tool's standard error written to the file `log`, in
 * the C locale (its messages as relay.c reads them). */
Tool start_tool_logged(const Options *opt, const char **argv, const char *log);
int finish_tool(Tool t);
/* Run argv and capture its standard output into *out (malloc'ed); with a
 * nonzero `limit`, more than `limit` bytes of output is an error. */
int run_tool_capture(const Options *opt, const char **argv, char **out, size_t *len, size_t limit);
const char *temp_dir(void);        /* private directory, removed at exit unless kept */
void keep_temp_dir(void);
const char *cufc_prefix(void);     /* installation root: <dir of cufc>/.. */
char *read_file(const char *path, size_t *len);
bool write_file(const char *path, const char *data, size_t len);

/* relay.c: gfortran's diagnostics (its standard error, `log`, written
 * with -fno-diagnostics-show-caret) on a host file whose lines `map` tells,
 * printed as cufc's own: located at the user's line and column where it
 * was copied verbatim, an internal error naming the user's statement where
 * cufc generated the text.  False, printing nothing, when one falls on a
 * line of both kinds: the log of a run on the host text without its markers
 * (`unmarked`) tells them apart. */
struct HostLineMap;
bool relay_host_diagnostics(const char *log, const struct HostLineMap *map, bool unmarked);

/* cpp.c: the text with `#x` and `a ## b` in #define replacement lists
 * respelled for gfortran's traditional-mode cpp, or NULL when it has none. */
char *cpp_respell_macros(const char *text, size_t len, size_t *out_len);
/* Located errors for #if / #ifdef / #ifndef, #elif, #else and #endif out of
 * order in `text` (file `path`), which cpp reports only as "FILE:LINE:0:"
 * (fuzz m394); false after one. */
bool cpp_check_conditionals(const char *path, const char *text, size_t len);

#endif
