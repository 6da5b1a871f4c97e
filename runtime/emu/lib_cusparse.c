/* lib_cusparse.c — cuSPARSE in emulation (issue 15 item 4): module
 * cusparse's handle, the legacy matrix descriptor, and the generic API
 * (sparse CSR/CSC/COO matrices, sparse and dense vectors, dense matrices;
 * SpMV, SpMM, SpVV, Axpby) on the arrays the program passes.  The values
 * may be real(4), real(8), complex(4) or complex(8) (cudaDataType), the
 * indices 32- or 64-bit; products are summed in double precision (the GPU
 * sums in computeType), by loops over the nonzeros: a sparse product is
 * memory-bound and has no well-kept CPU library in Debian that takes all
 * three formats.  The other routines get lib_missing.c's stub. */
#include "lib_emu.h"
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { OK = 0, NOT_INITIALIZED = 1, ALLOC_FAILED = 2, INVALID_VALUE = 3, NOT_SUPPORTED = 10 };
enum { FORMAT_CSR = 1, FORMAT_CSC = 2, FORMAT_COO = 3 };
enum { INDEX_16U = 1, INDEX_32I = 2, INDEX_64I = 3 };
enum { ORDER_COL = 1 };
/* cudaDataType (library_types.h) */
enum { R_32F = 0, R_64F = 1, C_32F = 4, C_64F = 5 };

typedef struct {
    cudaStream_t stream;
    int pointer_mode;
} Handle;

/* every descriptor of the generic API: sparse matrices (format, offsets of
 * CSR rows / CSC columns, the other index, values), sparse vectors (rows =
 * size, indices), dense vectors and matrices (order, ld) */
typedef struct {
    int format;
    int64_t rows, cols, nnz, ld;
    void *offsets, *rowind, *colind, *values;
    int offset_type, index_type, base, value_type, order;
} Desc;

/* the legacy cusparseMatDescr_t */
typedef struct {
    int type, fill, diag, base;
} MatDescr;

/* ---- values and indices of any type ------------------------------------------ */

static cdouble load(int type, const void *p, int64_t i) {
    switch (type) {
    case R_32F: return ((const float *)p)[i];
    case R_64F: return ((const double *)p)[i];
    case C_32F: return ((const cfloat *)p)[i];
    default: return ((const cdouble *)p)[i];
    }
}
static void store(int type, void *p, int64_t i, cdouble v) {
    switch (type) {
    case R_32F: ((float *)p)[i] = (float)creal(v); break;
    case R_64F: ((double *)p)[i] = creal(v); break;
    case C_32F: ((cfloat *)p)[i] = (cfloat)v; break;
    default: ((cdouble *)p)[i] = v; break;
    }
}
static int known_type(int type) { return type == R_32F || type == R_64F || type == C_32F || type == C_64F; }

static int64_t index_at(int type, const void *p, int64_t i) {
    return type == INDEX_64I ? ((const int64_t *)p)[i] : type == INDEX_16U ? ((const uint16_t *)p)[i]
                                                                           : ((const int32_t *)p)[i];
}

/* The arrays of descriptor d, which routine reads or writes: they must lie
 * in device allocations (lib_emu.h). */
static void check_arrays(const char *routine, const Desc *d) {
    size_t value = d->value_type == R_32F ? 4 : d->value_type == C_64F ? 16 : 8;
    size_t offset = d->offset_type == INDEX_64I ? 8 : 4, index = d->index_type == INDEX_64I ? 8 : 4;
    if (d->index_type == INDEX_16U) index = 2;
    if (d->format == FORMAT_CSR || d->format == FORMAT_CSC)
        cufemu_lib_vector(routine, "offsets", d->offsets, (d->format == FORMAT_CSR ? d->rows : d->cols) + 1, 1, offset);
    if (d->format || d->rowind) { /* a sparse matrix or vector */
        if (d->rowind) cufemu_lib_vector(routine, d->format ? "row indices" : "indices", d->rowind, d->nnz, 1, index);
        if (d->colind) cufemu_lib_vector(routine, "column indices", d->colind, d->nnz, 1, index);
        cufemu_lib_vector(routine, "values", d->values, d->nnz, 1, value);
    } else if (d->cols) { /* a dense matrix */
        bool by_columns = d->order == ORDER_COL;
        cufemu_lib_matrix(routine, "values", d->values, by_columns ? d->rows : d->cols,
                          by_columns ? d->cols : d->rows, d->ld, value);
    } else { /* a dense vector */
        cufemu_lib_vector(routine, "values", d->values, d->rows, 1, value);
    }
}

/* the k-th nonzero of a sparse matrix as (row, column, value), 0-based;
 * CSR and CSC find their compressed index by k's row or column */
typedef struct {
    int64_t row, col;
    cdouble val;
} Entry;

static void for_each_entry(const Desc *a, void (*f)(const Entry *, void *), void *arg) {
    int64_t outer = a->format == FORMAT_CSR ? a->rows : a->format == FORMAT_CSC ? a->cols : 0;
    for (int64_t o = 0; o < outer; o++) {
        int64_t lo = index_at(a->offset_type, a->offsets, o) - a->base;
        int64_t hi = index_at(a->offset_type, a->offsets, o + 1) - a->base;
        for (int64_t k = lo; k < hi; k++) {
            int64_t other = index_at(a->index_type, a->format == FORMAT_CSR ? a->colind : a->rowind, k) - a->base;
            Entry e = {a->format == FORMAT_CSR ? o : other, a->format == FORMAT_CSR ? other : o,
                       load(a->value_type, a->values, k)};
            f(&e, arg);
        }
    }
    if (a->format == FORMAT_COO)
        for (int64_t k = 0; k < a->nnz; k++) {
            Entry e = {index_at(a->index_type, a->rowind, k) - a->base,
                       index_at(a->index_type, a->colind, k) - a->base, load(a->value_type, a->values, k)};
            f(&e, arg);
        }
}

/* ---- the handle and the legacy descriptor ------------------------------------------ */

#define BEGIN(h)                                                                                   \
    do {                                                                                           \
        if (!(h)) return NOT_INITIALIZED;                                                          \
        cufemu_lib_sync((h)->stream);                                                              \
    } while (0)

int cusparseCreate(Handle **h) {
    *h = calloc(1, sizeof **h);
    return *h ? OK : ALLOC_FAILED;
}
int cusparseDestroy(Handle *h) {
    if (!h) return NOT_INITIALIZED;
    free(h);
    return OK;
}
/* the cuSPARSE (12.6.3) of the toolkit whose headers module cusparse comes from */
int cusparseGetVersion(Handle *h, int *version) {
    *version = 12603;
    return h ? OK : NOT_INITIALIZED;
}

#define FIELD(S, field, Set, Get, T)                                                               \
    int Set(S *d, T v) {                                                                           \
        if (!d) return NOT_INITIALIZED;                                                            \
        d->field = v;                                                                              \
        return OK;                                                                                 \
    }                                                                                              \
    int Get(S *d, T *v) {                                                                          \
        if (!d) return NOT_INITIALIZED;                                                            \
        *v = d->field;                                                                             \
        return OK;                                                                                 \
    }
FIELD(Handle, stream, cusparseSetStream, cusparseGetStream, cudaStream_t)
FIELD(Handle, pointer_mode, cusparseSetPointerMode, cusparseGetPointerMode, int)

int cusparseCreateMatDescr(MatDescr **d) {
    *d = calloc(1, sizeof **d); /* general, lower, non-unit, base 0 */
    return *d ? OK : ALLOC_FAILED;
}
int cusparseDestroyMatDescr(MatDescr *d) {
    free(d);
    return OK;
}
/* the getters of the legacy descriptor return the value itself */
#define MAT_FIELD(field, Set, Get)                                                                 \
    int Set(MatDescr *d, int v) {                                                                  \
        if (!d) return INVALID_VALUE;                                                              \
        d->field = v;                                                                              \
        return OK;                                                                                 \
    }                                                                                              \
    int Get(const MatDescr *d) { return d ? d->field : 0; }
MAT_FIELD(type, cusparseSetMatType, cusparseGetMatType)
MAT_FIELD(fill, cusparseSetMatFillMode, cusparseGetMatFillMode)
MAT_FIELD(diag, cusparseSetMatDiagType, cusparseGetMatDiagType)
MAT_FIELD(base, cusparseSetMatIndexBase, cusparseGetMatIndexBase)

/* ---- descriptors of the generic API ------------------------------------------- */

static int new_desc(Desc **d, Desc init) {
    if (!known_type(init.value_type)) return NOT_SUPPORTED;
    *d = malloc(sizeof **d);
    if (!*d) return ALLOC_FAILED;
    **d = init;
    return OK;
}
static int destroy_desc(Desc *d) {
    free(d);
    return OK;
}

int cusparseCreateCsr(Desc **d, int64_t rows, int64_t cols, int64_t nnz, void *offsets, void *colind,
                      void *values, int offset_type, int index_type, int base, int value_type) {
    return new_desc(d, (Desc){.format = FORMAT_CSR, .rows = rows, .cols = cols, .nnz = nnz, .offsets = offsets,
                              .colind = colind, .values = values, .offset_type = offset_type,
                              .index_type = index_type, .base = base, .value_type = value_type});
}
int cusparseCreateCsc(Desc **d, int64_t rows, int64_t cols, int64_t nnz, void *offsets, void *rowind,
                      void *values, int offset_type, int index_type, int base, int value_type) {
    return new_desc(d, (Desc){.format = FORMAT_CSC, .rows = rows, .cols = cols, .nnz = nnz, .offsets = offsets,
                              .rowind = rowind, .values = values, .offset_type = offset_type,
                              .index_type = index_type, .base = base, .value_type = value_type});
}
int cusparseCreateCoo(Desc **d, int64_t rows, int64_t cols, int64_t nnz, void *rowind, void *colind,
                      void *values, int index_type, int base, int value_type) {
    return new_desc(d, (Desc){.format = FORMAT_COO, .rows = rows, .cols = cols, .nnz = nnz, .rowind = rowind,
                              .colind = colind, .values = values, .index_type = index_type, .base = base,
                              .value_type = value_type});
}
int cusparseCreateSpVec(Desc **d, int64_t size, int64_t nnz, void *indices, void *values, int index_type,
                        int base, int value_type) {
    return new_desc(d, (Desc){.rows = size, .nnz = nnz, .rowind = indices, .values = values,
                              .index_type = index_type, .base = base, .value_type = value_type});
}
int cusparseCreateDnVec(Desc **d, int64_t size, void *values, int value_type) {
    return new_desc(d, (Desc){.rows = size, .values = values, .value_type = value_type});
}
int cusparseCreateDnMat(Desc **d, int64_t rows, int64_t cols, int64_t ld, void *values, int value_type,
                        int order) {
    return new_desc(d, (Desc){.rows = rows, .cols = cols, .ld = ld, .values = values,
                              .value_type = value_type, .order = order});
}
/* the Const forms (read-only data) are the same descriptors */
int cusparseCreateConstCsr(Desc **d, int64_t rows, int64_t cols, int64_t nnz, void *offsets, void *colind,
                           void *values, int offset_type, int index_type, int base, int value_type) {
    return cusparseCreateCsr(d, rows, cols, nnz, offsets, colind, values, offset_type, index_type, base,
                             value_type);
}
int cusparseCreateConstCsc(Desc **d, int64_t rows, int64_t cols, int64_t nnz, void *offsets, void *rowind,
                           void *values, int offset_type, int index_type, int base, int value_type) {
    return cusparseCreateCsc(d, rows, cols, nnz, offsets, rowind, values, offset_type, index_type, base,
                             value_type);
}
int cusparseCreateConstCoo(Desc **d, int64_t rows, int64_t cols, int64_t nnz, void *rowind, void *colind,
                           void *values, int index_type, int base, int value_type) {
    return cusparseCreateCoo(d, rows, cols, nnz, rowind, colind, values, index_type, base, value_type);
}
int cusparseCreateConstSpVec(Desc **d, int64_t size, int64_t nnz, void *indices, void *values,
                             int index_type, int base, int value_type) {
    return cusparseCreateSpVec(d, size, nnz, indices, values, index_type, base, value_type);
}
int cusparseCreateConstDnVec(Desc **d, int64_t size, void *values, int value_type) {
    return cusparseCreateDnVec(d, size, values, value_type);
}
int cusparseCreateConstDnMat(Desc **d, int64_t rows, int64_t cols, int64_t ld, void *values,
                             int value_type, int order) {
    return cusparseCreateDnMat(d, rows, cols, ld, values, value_type, order);
}
int cusparseDestroySpMat(Desc *d) { return destroy_desc(d); }
int cusparseDestroySpVec(Desc *d) { return destroy_desc(d); }
int cusparseDestroyDnVec(Desc *d) { return destroy_desc(d); }
int cusparseDestroyDnMat(Desc *d) { return destroy_desc(d); }

int cusparseSpMatGetSize(const Desc *d, int64_t *rows, int64_t *cols, int64_t *nnz) {
    *rows = d->rows, *cols = d->cols, *nnz = d->nnz;
    return OK;
}
int cusparseCsrSetPointers(Desc *d, void *offsets, void *colind, void *values) {
    d->offsets = offsets, d->colind = colind, d->values = values;
    return OK;
}
int cusparseDnVecGet(const Desc *d, int64_t *size, void **values, int *value_type) {
    *size = d->rows, *values = d->values, *value_type = d->value_type;
    return OK;
}
int cusparseDnMatGet(const Desc *d, int64_t *rows, int64_t *cols, int64_t *ld, void **values,
                     int *value_type, int *order) {
    *rows = d->rows, *cols = d->cols, *ld = d->ld, *values = d->values;
    *value_type = d->value_type, *order = d->order;
    return OK;
}
static int get_values(const Desc *d, void **values) {
    *values = d->values;
    return OK;
}
static int set_values(Desc *d, void *values) {
    d->values = values;
    return OK;
}
int cusparseDnVecGetValues(const Desc *d, void **values) { return get_values(d, values); }
int cusparseDnVecSetValues(Desc *d, void *values) { return set_values(d, values); }
int cusparseDnMatGetValues(const Desc *d, void **values) { return get_values(d, values); }
int cusparseDnMatSetValues(Desc *d, void *values) { return set_values(d, values); }

/* ---- products -------------------------------------------------------------------- */

/* the routines need no buffer */
static int no_buffer(const Handle *h, size_t *size) {
    *size = 0;
    return h ? OK : NOT_INITIALIZED;
}

/* y = op(A) x accumulated into sum (op 0: A, 1: A^T, 2: A^H); x and sum are
 * columns `column` of dense operands (a vector: column 0) */
typedef struct {
    int op;
    const Desc *x;
    int64_t column;
    cdouble *sum;
} Product;

static int64_t dense_at(const Desc *d, int64_t i, int64_t j) {
    return d->order == ORDER_COL || !d->ld ? i + j * d->ld : i * d->ld + j;
}

static void add_entry(const Entry *e, void *arg) {
    Product *p = arg;
    int64_t in = p->op ? e->row : e->col, out = p->op ? e->col : e->row;
    cdouble v = p->op == 2 ? conj(e->val) : e->val;
    p->sum[out] += v * load(p->x->value_type, p->x->values, dense_at(p->x, in, p->column));
}

/* column `column` of y = alpha op(A) x + beta y; beta 0: y is not read */
static int sparse_product(int op, cdouble alpha, const Desc *a, const Desc *x, cdouble beta, Desc *y,
                          int64_t column) {
    int64_t n = op ? a->cols : a->rows;
    cdouble *sum = calloc(n ? n : 1, sizeof *sum);
    if (!sum) return ALLOC_FAILED;
    Product p = {op, x, column, sum};
    for_each_entry(a, add_entry, &p);
    for (int64_t i = 0; i < n; i++) {
        int64_t at = dense_at(y, i, column);
        store(y->value_type, y->values, at,
              alpha * sum[i] + (beta != 0 ? beta * load(y->value_type, y->values, at) : 0));
    }
    free(sum);
    return OK;
}

static int sparse_format(const Desc *a) {
    return a->format == FORMAT_CSR || a->format == FORMAT_CSC || a->format == FORMAT_COO;
}

int cusparseSpMV(Handle *h, int op, const void *alpha, const Desc *a, const Desc *x, const void *beta, Desc *y,
                 int compute_type, int alg, void *buffer) {
    (void)alg, (void)buffer;
    BEGIN(h);
    if (!sparse_format(a) || !known_type(compute_type)) return NOT_SUPPORTED;
    if (op < 0 || op > 2 || (op ? a->rows : a->cols) != x->rows || (op ? a->cols : a->rows) != y->rows)
        return INVALID_VALUE;
    check_arrays(__func__, a), check_arrays(__func__, x), check_arrays(__func__, y);
    /* a vector is a one-column matrix with ld 0 */
    Desc xv = *x, yv = *y;
    xv.order = yv.order = ORDER_COL, xv.ld = yv.ld = 0;
    return sparse_product(op, load(compute_type, alpha, 0), a, &xv, load(compute_type, beta, 0), &yv, 0);
}
int cusparseSpMV_bufferSize(Handle *h, int op, const void *alpha, const Desc *a, const Desc *x,
                            const void *beta, const Desc *y, int compute_type, int alg, size_t *size) {
    (void)op, (void)alpha, (void)a, (void)x, (void)beta, (void)y, (void)compute_type, (void)alg;
    return no_buffer(h, size);
}

/* C = alpha op(A) B + beta C, column by column (op(B) = B only) */
int cusparseSpMM(Handle *h, int opa, int opb, const void *alpha, const Desc *a, const Desc *b, const void *beta,
                 Desc *c, int compute_type, int alg, void *buffer) {
    (void)alg, (void)buffer;
    BEGIN(h);
    if (opb != 0) cufemu_lib_unsupported("cusparseSpMM", "op(B) other than CUSPARSE_OPERATION_NON_TRANSPOSE");
    if (!sparse_format(a) || !known_type(compute_type)) return NOT_SUPPORTED;
    if (opa < 0 || opa > 2 || (opa ? a->rows : a->cols) != b->rows || (opa ? a->cols : a->rows) != c->rows ||
        b->cols != c->cols)
        return INVALID_VALUE;
    check_arrays(__func__, a), check_arrays(__func__, b), check_arrays(__func__, c);
    for (int64_t j = 0; j < c->cols; j++) {
        int st = sparse_product(opa, load(compute_type, alpha, 0), a, b, load(compute_type, beta, 0), c, j);
        if (st != OK) return st;
    }
    return OK;
}
int cusparseSpMM_bufferSize(Handle *h, int opa, int opb, const void *alpha, const Desc *a, const Desc *b,
                            const void *beta, const Desc *c, int compute_type, int alg, size_t *size) {
    (void)opa, (void)opb, (void)alpha, (void)a, (void)b, (void)beta, (void)c, (void)compute_type, (void)alg;
    return no_buffer(h, size);
}

/* result = op(x) . y, x sparse */
int cusparseSpVV(Handle *h, int op, const Desc *x, const Desc *y, void *result, int compute_type, void *buffer) {
    (void)buffer;
    BEGIN(h);
    if (!known_type(compute_type)) return NOT_SUPPORTED;
    check_arrays(__func__, x), check_arrays(__func__, y);
    cdouble s = 0;
    for (int64_t k = 0; k < x->nnz; k++) {
        cdouble v = load(x->value_type, x->values, k);
        s += (op == 2 ? conj(v) : v) *
             load(y->value_type, y->values, index_at(x->index_type, x->rowind, k) - x->base);
    }
    store(compute_type, result, 0, s);
    return OK;
}
int cusparseSpVV_bufferSize(Handle *h, int op, const Desc *x, const Desc *y, const void *result,
                            int compute_type, size_t *size) {
    (void)op, (void)x, (void)y, (void)result, (void)compute_type;
    return no_buffer(h, size);
}

/* y = alpha x + beta y, x sparse: y's other elements are scaled by beta */
int cusparseAxpby(Handle *h, const void *alpha, const Desc *x, const void *beta, Desc *y) {
    BEGIN(h);
    check_arrays(__func__, x), check_arrays(__func__, y);
    cdouble a = load(y->value_type, alpha, 0), b = load(y->value_type, beta, 0);
    for (int64_t i = 0; i < y->rows; i++) store(y->value_type, y->values, i, b * load(y->value_type, y->values, i));
    for (int64_t k = 0; k < x->nnz; k++) {
        int64_t i = index_at(x->index_type, x->rowind, k) - x->base;
        store(y->value_type, y->values, i, load(y->value_type, y->values, i) + a * load(x->value_type, x->values, k));
    }
    return OK;
}
