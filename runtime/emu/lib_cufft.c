/* lib_cufft.c — cuFFT in emulation (issue 15 item 4): module cufft's
 * plans (1-D, 2-D, 3-D, many; C2C, R2C, C2R, Z2Z, D2Z, Z2D) on FFTW's
 * advanced interface, which has cuFFT's conventions: n[] row-major (the
 * last dimension contiguous; Fortran's a(n1,n2) is cufftPlan2d(p, n2, n1,
 * ...)), forward = exp(-2 pi i jk/n), inverse unnormalised, embed/stride/
 * dist as in cufftPlanMany (a null inembed or onembed: the basic layout,
 * strides and distances ignored).  In place, R2C's real input and C2R's
 * real output are padded to 2*(n/2+1) in the last dimension, as in cuFFT.
 * The FFTW plans are made at the first execution (FFTW_ESTIMATE does not
 * touch the arrays; FFTW_UNALIGNED lets them run on any later arrays), one
 * per in-place/out-of-place and direction.  Each execution first checks
 * that its input and output, as far as the plan's layout reaches, lie in
 * device allocations (side_bytes, cufemu_lib_buffer). */
#include "lib_emu.h"
#include <fftw3.h>
#include <stdlib.h>

enum {
    OK = 0, INVALID_PLAN = 1, ALLOC_FAILED = 2, INVALID_TYPE = 3, INVALID_VALUE = 4, EXEC_FAILED = 6,
    INVALID_SIZE = 8
};
enum { R2C = 0x2a, C2R = 0x2c, C2C = 0x29, D2Z = 0x6a, Z2D = 0x6c, Z2Z = 0x69 };
enum { KIND_C2C, KIND_R2C, KIND_C2R };

typedef struct {
    int rank, n[3], batch, type;
    int advanced, inembed[3], onembed[3], istride, idist, ostride, odist;
    cudaStream_t stream;
    void *fftw[2][2]; /* [in place][inverse] */
} Plan;

/* cufftHandle is an int: an index (from 1) into plans; NULL once destroyed */
static Plan **plans;
static int nplans;

static Plan *plan_of(int handle) { return handle > 0 && handle <= nplans ? plans[handle - 1] : NULL; }
static int kind_of(int type) {
    return type == C2C || type == Z2Z ? KIND_C2C : type == R2C || type == D2Z ? KIND_R2C : KIND_C2R;
}
static int is_double(int type) { return type == Z2Z || type == D2Z || type == Z2D; }
static int known_type(int type) {
    return type == R2C || type == C2R || type == C2C || type == D2Z || type == Z2D || type == Z2Z;
}

/* ---- FFTW in both precisions ----------------------------------------------------- */

typedef struct {
    int inembed[3], istride, idist, onembed[3], ostride, odist;
} Layout;

#define FLAGS (FFTW_ESTIMATE | FFTW_UNALIGNED)
#define FFTW_PRECISION(P, suffix)                                                                  \
    static void *make_##suffix(const Plan *p, const Layout *l, void *in, void *out, int sign) {    \
        switch (kind_of(p->type)) {                                                                \
        case KIND_C2C:                                                                             \
            return P##plan_many_dft(p->rank, p->n, p->batch, in, l->inembed, l->istride, l->idist, \
                                    out, l->onembed, l->ostride, l->odist, sign, FLAGS);           \
        case KIND_R2C:                                                                             \
            return P##plan_many_dft_r2c(p->rank, p->n, p->batch, in, l->inembed, l->istride,       \
                                        l->idist, out, l->onembed, l->ostride, l->odist, FLAGS);   \
        default:                                                                                   \
            return P##plan_many_dft_c2r(p->rank, p->n, p->batch, in, l->inembed, l->istride,       \
                                        l->idist, out, l->onembed, l->ostride, l->odist, FLAGS);   \
        }                                                                                          \
    }                                                                                              \
    static void run_##suffix(const Plan *p, void *plan, void *in, void *out) {                     \
        switch (kind_of(p->type)) {                                                                \
        case KIND_C2C: P##execute_dft(plan, in, out); break;                                       \
        case KIND_R2C: P##execute_dft_r2c(plan, in, out); break;                                   \
        default: P##execute_dft_c2r(plan, in, out); break;                                         \
        }                                                                                          \
    }                                                                                              \
    static void destroy_##suffix(void *plan) { P##destroy_plan(plan); }
FFTW_PRECISION(fftwf_, single)
FFTW_PRECISION(fftw_, double)

/* the data layout: the plan's own, or cuFFT's basic one (real sides of
 * in-place R2C/C2R padded) */
static Layout layout(const Plan *p, int in_place) {
    Layout l = {.istride = p->istride, .idist = p->idist, .ostride = p->ostride, .odist = p->odist};
    for (int i = 0; i < p->rank; i++) l.inembed[i] = p->inembed[i], l.onembed[i] = p->onembed[i];
    if (p->advanced) return l;
    int last = p->rank - 1, half = p->n[last] / 2 + 1, kind = kind_of(p->type);
    for (int i = 0; i < p->rank; i++) l.inembed[i] = l.onembed[i] = p->n[i];
    if (kind != KIND_C2C) {
        int *real = kind == KIND_R2C ? l.inembed : l.onembed, *spectrum = kind == KIND_R2C ? l.onembed : l.inembed;
        spectrum[last] = half;
        if (in_place) real[last] = 2 * half;
    }
    l.istride = l.ostride = 1;
    l.idist = l.odist = 1;
    for (int i = 0; i < p->rank; i++) l.idist *= l.inembed[i], l.odist *= l.onembed[i];
    return l;
}

/* The bytes of one side of p's transforms in layout (embed, stride, dist):
 * up to the last element of the last batch; spectrum: the side holds the
 * n/2+1 complex numbers of the last dimension of an R2C output or C2R
 * input (embed[0] is unused, as in cuFFT). */
static size_t side_bytes(const Plan *p, const int *embed, int stride, int dist, int spectrum, size_t elem) {
    int last = p->rank - 1;
    long long offset = 0, row = 1;
    for (int i = last; i >= 0; i--) {
        offset += (long long)((i == last && spectrum ? p->n[i] / 2 + 1 : p->n[i]) - 1) * row;
        row *= embed[i];
    }
    return (size_t)((long long)(p->batch - 1) * dist + offset * stride + 1) * elem;
}

/* type: the transform the cufftExec routine does, which must be the plan's */
static int execute(const char *routine, int handle, int type, void *in, void *out, int direction) {
    Plan *p = plan_of(handle);
    if (!p) return INVALID_PLAN;
    if (p->type != type) return INVALID_TYPE;
    if (direction != -1 && direction != 1) return INVALID_VALUE;
    cufemu_lib_sync(p->stream);
    int in_place = in == out, kind = kind_of(p->type);
    Layout l = layout(p, in_place);
    size_t real = is_double(p->type) ? sizeof(double) : sizeof(float);
    cufemu_lib_buffer(routine, "input", in, side_bytes(p, l.inembed, l.istride, l.idist, kind == KIND_C2R,
                                                       kind == KIND_R2C ? real : 2 * real));
    cufemu_lib_buffer(routine, "output", out, side_bytes(p, l.onembed, l.ostride, l.odist, kind == KIND_R2C,
                                                         kind == KIND_C2R ? real : 2 * real));
    void **plan = &p->fftw[in_place][direction == 1];
    if (!*plan) {
        *plan = is_double(p->type) ? make_double(p, &l, in, out, direction) : make_single(p, &l, in, out, direction);
        if (!*plan) return EXEC_FAILED;
    }
    (is_double(p->type) ? run_double : run_single)(p, *plan, in, out);
    return OK;
}

#define EXEC(X, direction) execute("cufftExec" #X, plan, X, in, out, direction)
int cufftExecC2C(int plan, void *in, void *out, int direction) { return EXEC(C2C, direction); }
int cufftExecZ2Z(int plan, void *in, void *out, int direction) { return EXEC(Z2Z, direction); }
int cufftExecR2C(int plan, void *in, void *out) { return EXEC(R2C, -1); }
int cufftExecD2Z(int plan, void *in, void *out) { return EXEC(D2Z, -1); }
int cufftExecC2R(int plan, void *in, void *out) { return EXEC(C2R, 1); }
int cufftExecZ2D(int plan, void *in, void *out) { return EXEC(Z2D, 1); }
#undef EXEC

/* ---- plans ------------------------------------------------------------------------ */

int cufftCreate(int *handle) {
    Plan **grown = realloc(plans, sizeof *plans * (nplans + 1));
    if (!grown) return ALLOC_FAILED;
    plans = grown;
    plans[nplans] = calloc(1, sizeof **plans);
    if (!plans[nplans]) return ALLOC_FAILED;
    *handle = ++nplans;
    return OK;
}

/* the FFTW plans made for p so far */
static void forget_fftw(Plan *p) {
    for (int i = 0; i < 4; i++) {
        void **plan = &p->fftw[i / 2][i % 2];
        if (*plan) (is_double(p->type) ? destroy_double : destroy_single)(*plan);
        *plan = NULL;
    }
}

int cufftDestroy(int handle) {
    Plan *p = plan_of(handle);
    if (!p) return INVALID_PLAN;
    forget_fftw(p);
    free(p);
    plans[handle - 1] = NULL;
    return OK;
}

/* the shape and layout of a plan (null embeds: the basic layout); no work
 * area is needed */
static int check_shape(int rank, const int *n, int type, int batch) {
    if (!known_type(type)) return INVALID_TYPE;
    if (rank < 1 || rank > 3 || batch < 1) return INVALID_SIZE;
    for (int i = 0; i < rank; i++)
        if (n[i] < 1) return INVALID_SIZE;
    return OK;
}

int cufftMakePlanMany(int handle, int rank, const int *n, const int *inembed, int istride, int idist,
                      const int *onembed, int ostride, int odist, int type, int batch, size_t *work) {
    Plan *p = plan_of(handle);
    if (!p) return INVALID_PLAN;
    int st = check_shape(rank, n, type, batch);
    if (st != OK) return st;
    forget_fftw(p);
    *p = (Plan){.rank = rank, .batch = batch, .type = type, .advanced = inembed && onembed, .istride = istride,
                .idist = idist, .ostride = ostride, .odist = odist, .stream = p->stream};
    for (int i = 0; i < rank; i++) {
        p->n[i] = n[i];
        if (p->advanced) p->inembed[i] = inembed[i], p->onembed[i] = onembed[i];
    }
    if (work) *work = 0;
    return OK;
}
int cufftMakePlan1d(int handle, int nx, int type, int batch, size_t *work) {
    return cufftMakePlanMany(handle, 1, (int[]){nx}, NULL, 1, 0, NULL, 1, 0, type, batch, work);
}
int cufftMakePlan2d(int handle, int nx, int ny, int type, size_t *work) {
    return cufftMakePlanMany(handle, 2, (int[]){nx, ny}, NULL, 1, 0, NULL, 1, 0, type, 1, work);
}
int cufftMakePlan3d(int handle, int nx, int ny, int nz, int type, size_t *work) {
    return cufftMakePlanMany(handle, 3, (int[]){nx, ny, nz}, NULL, 1, 0, NULL, 1, 0, type, 1, work);
}

/* cufftPlan*: cufftCreate + cufftMakePlan* */
static int new_plan(int *handle, int rank, const int *n, const int *inembed, int istride, int idist,
                    const int *onembed, int ostride, int odist, int type, int batch) {
    int st = check_shape(rank, n, type, batch);
    if (st == OK) st = cufftCreate(handle);
    if (st == OK) st = cufftMakePlanMany(*handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, NULL);
    return st;
}
int cufftPlan1d(int *handle, int nx, int type, int batch) {
    return new_plan(handle, 1, (int[]){nx}, NULL, 1, 0, NULL, 1, 0, type, batch);
}
int cufftPlan2d(int *handle, int nx, int ny, int type) {
    return new_plan(handle, 2, (int[]){nx, ny}, NULL, 1, 0, NULL, 1, 0, type, 1);
}
int cufftPlan3d(int *handle, int nx, int ny, int nz, int type) {
    return new_plan(handle, 3, (int[]){nx, ny, nz}, NULL, 1, 0, NULL, 1, 0, type, 1);
}
int cufftPlanMany(int *handle, int rank, const int *n, const int *inembed, int istride, int idist,
                  const int *onembed, int ostride, int odist, int type, int batch) {
    return new_plan(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
}

/* work-area sizes: none */
static int no_work(int st, size_t *work) {
    *work = 0;
    return st;
}
int cufftEstimate1d(int nx, int type, int batch, size_t *work) {
    return no_work(check_shape(1, (int[]){nx}, type, batch), work);
}
int cufftEstimate2d(int nx, int ny, int type, size_t *work) {
    return no_work(check_shape(2, (int[]){nx, ny}, type, 1), work);
}
int cufftEstimate3d(int nx, int ny, int nz, int type, size_t *work) {
    return no_work(check_shape(3, (int[]){nx, ny, nz}, type, 1), work);
}
int cufftEstimateMany(int rank, const int *n, const int *inembed, int istride, int idist, const int *onembed,
                      int ostride, int odist, int type, int batch, size_t *work) {
    (void)inembed, (void)istride, (void)idist, (void)onembed, (void)ostride, (void)odist;
    return no_work(check_shape(rank, n, type, batch), work);
}
int cufftGetSize(int handle, size_t *work) { return no_work(plan_of(handle) ? OK : INVALID_PLAN, work); }
int cufftGetSize1d(int handle, int nx, int type, int batch, size_t *work) {
    return plan_of(handle) ? cufftEstimate1d(nx, type, batch, work) : no_work(INVALID_PLAN, work);
}
int cufftGetSize2d(int handle, int nx, int ny, int type, size_t *work) {
    return plan_of(handle) ? cufftEstimate2d(nx, ny, type, work) : no_work(INVALID_PLAN, work);
}
int cufftGetSize3d(int handle, int nx, int ny, int nz, int type, size_t *work) {
    return plan_of(handle) ? cufftEstimate3d(nx, ny, nz, type, work) : no_work(INVALID_PLAN, work);
}
int cufftGetSizeMany(int handle, int rank, const int *n, const int *inembed, int istride, int idist,
                     const int *onembed, int ostride, int odist, int type, int batch, size_t *work) {
    return plan_of(handle) ? cufftEstimateMany(rank, n, inembed, istride, idist, onembed, ostride, odist, type,
                                               batch, work)
                           : no_work(INVALID_PLAN, work);
}
int cufftSetWorkArea(int handle, void *area) {
    (void)area;
    return plan_of(handle) ? OK : INVALID_PLAN;
}
int cufftSetAutoAllocation(int handle, int automatic) {
    (void)automatic;
    return plan_of(handle) ? OK : INVALID_PLAN;
}
int cufftSetStream(int handle, cudaStream_t stream) {
    Plan *p = plan_of(handle);
    if (!p) return INVALID_PLAN;
    p->stream = stream;
    return OK;
}
/* the cuFFT (12.0.0) of the toolkit whose headers module cufft comes from */
int cufftGetVersion(int *version) {
    *version = 12000;
    return OK;
}
