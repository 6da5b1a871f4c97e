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

/* One -gpu= / -Mcuda= sub-option. */
static void gpu_suboption(Options *opt, const char *s) {
    opt->cuda = true;
    if (strncmp(s, "cc", 2) == 0 && s[2] >= '1' && s[2] <= '9') {
        char *end;
        long cc = strtol(s + 2, &end, 10);
        if (*end || cc < 10 || cc > 129)
            usage_error("unknown compute capability in -gpu=%s", s);
        opt->cc = (int)cc;
    } else if (!strcmp(s, "emu")) opt->emu = true;
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
    else if (!strcmp(s, "lineinfo")) opt->lineinfo = true;
    else if (!strcmp(s, "managed") || !strcmp(s, "mem:managed")) opt->managed = true;
    else if (!strcmp(s, "nomanaged") || !strcmp(s, "mem:separate")) opt->managed = false;
    else if (!strcmp(s, "debug")) opt->lineinfo = true;
    else if (!strncmp(s, "maxregcount:", 12)) {
        char *end;
        long n = strtol(s + 12, &end, 10);
        if (*end || n <= 0) usage_error("bad register count in -gpu=%s", s);
        opt->maxregcount = (int)n;
    } else if (!strncmp(s, "cuda", 4) && s[4] >= '0' && s[4] <= '9') {
        /* The toolkit is the one installed; a request for another version
         * is honoured only if it is that one. */
        if (strcmp(s + 4, "13.0") != 0 && strcmp(s + 4, "13") != 0)
            fprintf(stderr, "cufc: warning: -gpu=%s requested; using the installed CUDA 13.0 toolkit\n", s);
    } else
        usage_error("unknown -gpu sub-option '%s' (known: ccXY, emu, ptxinfo, keep, keepgpu, "
                    "keepptx, fastmath, fma, nofma, flushz, noflushz, rdc, nordc, lineinfo, debug, "
                    "managed, mem:managed, nomanaged, mem:separate, maxregcount:N, cudaX.Y)", s);
}

static void gpu_suboptions(Options *opt, const char *list) {
    char *copy = xstrdup(list);
    for (char *tok = strtok(copy, ","); tok; tok = strtok(NULL, ","))
        gpu_suboption(opt, xstrdup(tok));
    free(copy);
}

/* Options that take a value either glued (-Idir) or as the next argument. */
static const char *option_value(int argc, char **argv, int *i, const char *flag) {
    size_t n = strlen(flag);
    if (argv[*i][n]) return argv[*i] + n;
    if (*i + 1 >= argc) usage_error("missing argument to '%s'", flag);
    return argv[++*i];
}

void parse_options(int argc, char **argv, Options *opt) {
    memset(opt, 0, sizeof *opt);
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
            printf("usage: cufc [options] files...\n"
                   "  -c -o FILE -I DIR -J DIR|-module DIR -L DIR -lNAME -D NAME[=V] -U NAME\n"
                   "  -O0..-O3 -fast -g -v -cpp|-Mpreprocess -Mfree -Mfixed -fsyntax-only\n"
                   "  -cuda|-Mcuda[=sub,...]  -gpu=sub,...  -cudalib=cublas,cufft,curand,cusparse\n"
                   "  gpu sub-options: ccXY emu ptxinfo keep keepgpu keepptx fastmath fma nofma\n"
                   "                   flushz noflushz rdc nordc lineinfo debug managed mem:managed nomanaged\n"
                   "                   mem:separate maxregcount:N cudaX.Y\n"
                   "  -mp|-fopenmp -r8 -i8 -Mextend -Mbounds; -f* and -W* go to gfortran\n");
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
        else if (!strcmp(a, "-fast")) opt->opt_level = "-O3";
        else if (!strcmp(a, "-g")) opt->debug = true;
        else if (!strcmp(a, "-v")) opt->verbose = true;
        else if (!strcmp(a, "-cpp") || !strcmp(a, "-Mpreprocess")) opt->force_cpp = true;
        else if (!strcmp(a, "-Mfree") || !strcmp(a, "-ffree-form")) opt->force_free = true;
        else if (!strcmp(a, "-Mfixed") || !strcmp(a, "-ffixed-form")) opt->force_fixed = true;
        else if (!strcmp(a, "-fsyntax-only")) opt->syntax_only = true;
        else if (!strcmp(a, "-dump-ast")) opt->dump_ast = true, opt->syntax_only = true;
        else if (!strcmp(a, "-cuda") || !strcmp(a, "-Mcuda")) opt->cuda = true;
        else if (!strncmp(a, "-Mcuda=", 7)) gpu_suboptions(opt, a + 7);
        else if (!strncmp(a, "-gpu=", 5)) gpu_suboptions(opt, a + 5);
        else if (!strncmp(a, "-cudalib=", 9) || !strcmp(a, "-cudalib")) {
            opt->cuda = true;
            char *copy = xstrdup(a[8] ? a + 9 : "cublas,cufft,curand,cusparse");
            for (char *t = strtok(copy, ","); t; t = strtok(NULL, ",")) {
                if (strcmp(t, "cublas") && strcmp(t, "cufft") && strcmp(t, "curand") &&
                    strcmp(t, "cusparse") && strcmp(t, "cusolver") && strcmp(t, "nvtx"))
                    usage_error("unknown library '%s' in -cudalib (known: cublas, cufft, curand, "
                                "cusparse, cusolver, nvtx)", t);
                push(&opt->cudalibs, &opt->ncudalib, xstrdup(t));
            }
            free(copy);
        } else if (!strcmp(a, "-mp") || !strcmp(a, "-fopenmp")) {
            opt->openmp = true;
            push(&opt->host_args, &opt->nhost, "-fopenmp");
        } else if (!strcmp(a, "-r8")) {
            push(&opt->host_args, &opt->nhost, "-fdefault-real-8");
            push(&opt->host_args, &opt->nhost, "-fdefault-double-8");
        } else if (!strcmp(a, "-i8")) push(&opt->host_args, &opt->nhost, "-fdefault-integer-8");
        else if (!strcmp(a, "-Mextend")) push(&opt->host_args, &opt->nhost, "-ffixed-line-length-132");
        else if (!strcmp(a, "-Mbounds")) push(&opt->host_args, &opt->nhost, "-fcheck=bounds");
        else if (!strcmp(a, "-w")) push(&opt->host_args, &opt->nhost, "-w");
        else if (!strncmp(a, "-std=", 5) || !strcmp(a, "-pthread")) push(&opt->host_args, &opt->nhost, a);
        else if ((a[1] == 'f' || a[1] == 'W' || a[1] == 'm') && a[2])
            push(&opt->host_args, &opt->nhost, a); /* gfortran's own flags; it checks them */
        else
            usage_error("unrecognized command-line option '%s' (cufc --help lists the options)", a);
    }
    if (opt->ninputs == 0) usage_error("%s", "no input files");
    if (opt->force_free && opt->force_fixed) usage_error("%s", "-Mfree and -Mfixed are exclusive");
    if (opt->cuda)
        for (int i = 0; i < opt->ninputs; i++)
            if (opt->inputs[i].kind == INPUT_FORTRAN) opt->inputs[i].cuda = true;
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
