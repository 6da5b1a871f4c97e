/* intrinsics.c — the Fortran 2008 intrinsic procedures (F2008 13.7), common
 * gfortran extensions, and the CUDA device intrinsics (guide 3.6.4-3.6.8),
 * with the rules that give each call its result type. */
#include "sema/sema.h"

#include <string.h>

#define E INTR_ELEMENTAL
#define Q INTR_INQUIRY
#define T INTR_TRANSFORMATIONAL
#define S INTR_SUBROUTINE

/* Sorted by nothing: looked up through a small hash built on first use. */
static const Intrinsic fortran_intrinsics[] = {
    /* numeric (13.7) */
    {"abs", E, RES_SPECIAL, "a", false, false},
    {"aimag", E, RES_REAL_OF_A, "z", false, false},
    {"aint", E, RES_SAME_AS_A, "a,kind?", false, false},
    {"anint", E, RES_SAME_AS_A, "a,kind?", false, false},
    {"ceiling", E, RES_INTEGER, "a,kind?", false, false},
    {"cmplx", E, RES_COMPLEX, "x,y?,kind?", false, false},
    {"conjg", E, RES_SAME_AS_A, "z", false, false},
    {"dble", E, RES_DOUBLE, "a", false, false},
    {"dim", E, RES_SAME_AS_A, "x,y", false, false},
    {"dprod", E, RES_DOUBLE, "x,y", false, false},
    {"floor", E, RES_INTEGER, "a,kind?", false, false},
    {"int", E, RES_INTEGER, "a,kind?", false, false},
    {"max", E, RES_SAME_AS_A, "a1,a2,...", false, false},
    {"min", E, RES_SAME_AS_A, "a1,a2,...", false, false},
    {"mod", E, RES_SAME_AS_A, "a,p", false, false},
    {"modulo", E, RES_SAME_AS_A, "a,p", false, false},
    {"nint", E, RES_INTEGER, "a,kind?", false, false},
    {"real", E, RES_REAL, "a,kind?", false, false},
    {"sign", E, RES_SAME_AS_A, "a,b", false, false},
    /* mathematical */
    {"acos", E, RES_SAME_AS_A, "x", false, false},
    {"acosh", E, RES_SAME_AS_A, "x", false, false},
    {"asin", E, RES_SAME_AS_A, "x", false, false},
    {"asinh", E, RES_SAME_AS_A, "x", false, false},
    {"atan", E, RES_SAME_AS_A, "y,x?", false, false},
    {"atan2", E, RES_SAME_AS_A, "y,x", false, false},
    {"atanh", E, RES_SAME_AS_A, "x", false, false},
    {"bessel_j0", E, RES_SAME_AS_A, "x", false, false},
    {"bessel_j1", E, RES_SAME_AS_A, "x", false, false},
    {"bessel_jn", E, RES_SPECIAL, "n,x,x2?", false, false},
    {"bessel_y0", E, RES_SAME_AS_A, "x", false, false},
    {"bessel_y1", E, RES_SAME_AS_A, "x", false, false},
    {"bessel_yn", E, RES_SPECIAL, "n,x,x2?", false, false},
    {"cos", E, RES_SAME_AS_A, "x", false, false},
    {"cosh", E, RES_SAME_AS_A, "x", false, false},
    {"erf", E, RES_SAME_AS_A, "x", false, false},
    {"erfc", E, RES_SAME_AS_A, "x", false, false},
    {"erfc_scaled", E, RES_SAME_AS_A, "x", false, false},
    {"exp", E, RES_SAME_AS_A, "x", false, false},
    {"gamma", E, RES_SAME_AS_A, "x", false, false},
    {"hypot", E, RES_SAME_AS_A, "x,y", false, false},
    {"log", E, RES_SAME_AS_A, "x", false, false},
    {"log10", E, RES_SAME_AS_A, "x", false, false},
    {"log_gamma", E, RES_SAME_AS_A, "x", false, false},
    {"sin", E, RES_SAME_AS_A, "x", false, false},
    {"sinh", E, RES_SAME_AS_A, "x", false, false},
    {"sqrt", E, RES_SAME_AS_A, "x", false, false},
    {"tan", E, RES_SAME_AS_A, "x", false, false},
    {"tanh", E, RES_SAME_AS_A, "x", false, false},
    /* character */
    {"achar", E, RES_CHARACTER, "i,kind?", false, false},
    {"adjustl", E, RES_SAME_AS_A, "string", false, false},
    {"adjustr", E, RES_SAME_AS_A, "string", false, false},
    {"char", E, RES_CHARACTER, "i,kind?", false, false},
    {"iachar", E, RES_INTEGER, "c,kind?", false, false},
    {"ichar", E, RES_INTEGER, "c,kind?", false, false},
    {"index", E, RES_INTEGER, "string,substring,back?,kind?", false, false},
    {"len", Q, RES_INTEGER, "string,kind?", false, false},
    {"len_trim", E, RES_INTEGER, "string,kind?", false, false},
    {"lge", E, RES_LOGICAL, "string_a,string_b", false, false},
    {"lgt", E, RES_LOGICAL, "string_a,string_b", false, false},
    {"lle", E, RES_LOGICAL, "string_a,string_b", false, false},
    {"llt", E, RES_LOGICAL, "string_a,string_b", false, false},
    {"new_line", Q, RES_CHARACTER, "a", false, false},
    {"repeat", T, RES_SPECIAL, "string,ncopies", false, false},
    {"scan", E, RES_INTEGER, "string,set,back?,kind?", false, false},
    {"trim", T, RES_SPECIAL, "string", false, false},
    {"verify", E, RES_INTEGER, "string,set,back?,kind?", false, false},
    /* kind and numeric inquiry / manipulation */
    {"bit_size", Q, RES_SAME_AS_A, "i", false, false},
    {"digits", Q, RES_INTEGER, "x", false, false},
    {"epsilon", Q, RES_SAME_AS_A, "x", false, false},
    {"exponent", E, RES_INTEGER, "x", false, false},
    {"fraction", E, RES_SAME_AS_A, "x", false, false},
    {"huge", Q, RES_SAME_AS_A, "x", false, false},
    {"kind", Q, RES_INTEGER, "x", false, false},
    {"int_ptr_kind", Q, RES_INTEGER, "", false, false}, /* PGI extension: 8 */
    {"maxexponent", Q, RES_INTEGER, "x", false, false},
    {"minexponent", Q, RES_INTEGER, "x", false, false},
    {"nearest", E, RES_SAME_AS_A, "x,s", false, false},
    {"precision", Q, RES_INTEGER, "x", false, false},
    {"radix", Q, RES_INTEGER, "x", false, false},
    {"range", Q, RES_INTEGER, "x", false, false},
    {"rrspacing", E, RES_SAME_AS_A, "x", false, false},
    {"scale", E, RES_SAME_AS_A, "x,i", false, false},
    {"selected_char_kind", T, RES_INTEGER, "name", false, false},
    {"selected_int_kind", T, RES_INTEGER, "r", false, false},
    {"selected_real_kind", T, RES_INTEGER, "p?,r?,radix?", false, false},
    {"set_exponent", E, RES_SAME_AS_A, "x,i", false, false},
    {"spacing", E, RES_SAME_AS_A, "x", false, false},
    {"tiny", Q, RES_SAME_AS_A, "x", false, false},
    {"storage_size", Q, RES_INTEGER, "a,kind?", false, false},
    /* bits */
    {"bge", E, RES_LOGICAL, "i,j", false, false},
    {"bgt", E, RES_LOGICAL, "i,j", false, false},
    {"ble", E, RES_LOGICAL, "i,j", false, false},
    {"blt", E, RES_LOGICAL, "i,j", false, false},
    {"btest", E, RES_LOGICAL, "i,pos", false, false},
    {"dshiftl", E, RES_SAME_AS_A, "i,j,shift", false, false},
    {"dshiftr", E, RES_SAME_AS_A, "i,j,shift", false, false},
    {"iand", E, RES_SAME_AS_A, "i,j", false, false},
    {"ibclr", E, RES_SAME_AS_A, "i,pos", false, false},
    {"ibits", E, RES_SAME_AS_A, "i,pos,len", false, false},
    {"ibset", E, RES_SAME_AS_A, "i,pos", false, false},
    {"ieor", E, RES_SAME_AS_A, "i,j", false, false},
    {"ior", E, RES_SAME_AS_A, "i,j", false, false},
    {"ishft", E, RES_SAME_AS_A, "i,shift", false, false},
    {"ishftc", E, RES_SAME_AS_A, "i,shift,size?", false, false},
    {"leadz", E, RES_INTEGER, "i", false, false},
    {"maskl", E, RES_INTEGER, "i,kind?", false, false},
    {"maskr", E, RES_INTEGER, "i,kind?", false, false},
    {"merge_bits", E, RES_SAME_AS_A, "i,j,mask", false, false},
    {"not", E, RES_SAME_AS_A, "i", false, false},
    {"popcnt", E, RES_INTEGER, "i", false, false},
    {"poppar", E, RES_INTEGER, "i", false, false},
    {"shifta", E, RES_SAME_AS_A, "i,shift", false, false},
    {"shiftl", E, RES_SAME_AS_A, "i,shift", false, false},
    {"shiftr", E, RES_SAME_AS_A, "i,shift", false, false},
    {"trailz", E, RES_INTEGER, "i", false, false},
    {"mvbits", INTR_ELEMENTAL_SUB, RES_NONE, "from,frompos,len,to,topos", false, false},
    /* logical */
    {"logical", E, RES_LOGICAL, "l,kind?", false, false},
    {"merge", E, RES_SAME_AS_A, "tsource,fsource,mask", false, false},
    /* array reductions (13.7: result rank = rank(array) - 1 with dim) */
    {"all", T, RES_LOGICAL, "mask,dim?", false, true},
    {"any", T, RES_LOGICAL, "mask,dim?", false, true},
    {"count", T, RES_INTEGER, "mask,dim?,kind?", false, true},
    {"iall", T, RES_SAME_AS_A, "array,dim?,mask?", false, true},
    {"iany", T, RES_SAME_AS_A, "array,dim?,mask?", false, true},
    {"iparity", T, RES_SAME_AS_A, "array,dim?,mask?", false, true},
    {"maxval", T, RES_SAME_AS_A, "array,dim?,mask?", false, true},
    {"minval", T, RES_SAME_AS_A, "array,dim?,mask?", false, true},
    {"norm2", T, RES_SAME_AS_A, "x,dim?", false, true},
    {"parity", T, RES_SAME_AS_A, "mask,dim?", false, true},
    {"product", T, RES_SAME_AS_A, "array,dim?,mask?", false, true},
    {"sum", T, RES_SAME_AS_A, "array,dim?,mask?", false, true},
    /* other array functions */
    {"cshift", T, RES_SAME_AS_A, "array,shift,dim?", false, false},
    {"dot_product", T, RES_SPECIAL, "vector_a,vector_b", false, false},
    {"eoshift", T, RES_SAME_AS_A, "array,shift,boundary?,dim?", false, false},
    {"findloc", T, RES_SPECIAL, "array,value,dim?,mask?,kind?,back?", false, false},
    {"lbound", Q, RES_SPECIAL, "array,dim?,kind?", false, false},
    {"matmul", T, RES_SPECIAL, "matrix_a,matrix_b", false, false},
    {"maxloc", T, RES_SPECIAL, "array,dim?,mask?,kind?,back?", false, false},
    {"minloc", T, RES_SPECIAL, "array,dim?,mask?,kind?,back?", false, false},
    {"pack", T, RES_SPECIAL, "array,mask,vector?", false, false},
    {"reshape", T, RES_SPECIAL, "source,shape,pad?,order?", false, false},
    {"shape", Q, RES_SPECIAL, "source,kind?", false, false},
    {"size", Q, RES_INTEGER, "array,dim?,kind?", false, false},
    {"spread", T, RES_SPECIAL, "source,dim,ncopies", false, false},
    {"transpose", T, RES_SPECIAL, "matrix", false, false},
    {"ubound", Q, RES_SPECIAL, "array,dim?,kind?", false, false},
    {"unpack", T, RES_SPECIAL, "vector,mask,field", false, false},
    {"lcobound", Q, RES_SPECIAL, "coarray,dim?,kind?", false, false},
    {"ucobound", Q, RES_SPECIAL, "coarray,dim?,kind?", false, false},
    {"rank", Q, RES_INTEGER, "a", false, false},
    {"is_contiguous", Q, RES_LOGICAL, "array", false, false},
    /* pointers, allocation, types */
    {"allocated", Q, RES_LOGICAL, "array", false, false},
    {"associated", Q, RES_LOGICAL, "pointer,target?", false, false},
    {"extends_type_of", Q, RES_LOGICAL, "a,mold", false, false},
    {"null", T, RES_SPECIAL, "mold?", false, false},
    {"present", Q, RES_LOGICAL, "a", false, false},
    {"same_type_as", Q, RES_LOGICAL, "a,b", false, false},
    {"transfer", T, RES_SPECIAL, "source,mold,size?", false, false},
    {"move_alloc", S, RES_NONE, "from,to", false, false},
    {"is_iostat_end", E, RES_LOGICAL, "i", false, false},
    {"is_iostat_eor", E, RES_LOGICAL, "i", false, false},
    /* coarrays */
    {"num_images", T, RES_INTEGER, "", false, false},
    {"this_image", T, RES_SPECIAL, "coarray?,dim?", false, false},
    {"image_index", Q, RES_INTEGER, "coarray,sub", false, false},
    {"atomic_define", S, RES_NONE, "atom,value", false, false},
    {"atomic_ref", S, RES_NONE, "value,atom", false, false},
    /* environment */
    {"command_argument_count", T, RES_INTEGER, "", false, false},
    {"cpu_time", S, RES_NONE, "time", false, false},
    {"date_and_time", S, RES_NONE, "date?,time?,zone?,values?", false, false},
    {"execute_command_line", S, RES_NONE, "command,wait?,exitstat?,cmdstat?,cmdmsg?", false, false},
    {"get_command", S, RES_NONE, "command?,length?,status?", false, false},
    {"get_command_argument", S, RES_NONE, "number,value?,length?,status?", false, false},
    {"get_environment_variable", S, RES_NONE, "name,value?,length?,status?,trim_name?", false, false},
    {"random_number", S, RES_NONE, "harvest", false, false},
    {"random_seed", S, RES_NONE, "size?,put?,get?", false, false},
    {"system_clock", S, RES_NONE, "count?,count_rate?,count_max?", false, false},
    /* specific names (F2008 13.6) */
    {"alog", E, RES_SAME_AS_A, "x", false, false},
    {"alog10", E, RES_SAME_AS_A, "x", false, false},
    {"amax0", E, RES_REAL, "a1,a2,...", false, false},
    {"amax1", E, RES_REAL, "a1,a2,...", false, false},
    {"amin0", E, RES_REAL, "a1,a2,...", false, false},
    {"amin1", E, RES_REAL, "a1,a2,...", false, false},
    {"amod", E, RES_SAME_AS_A, "a,p", false, false},
    {"cabs", E, RES_REAL_OF_A, "a", false, false},
    {"ccos", E, RES_SAME_AS_A, "x", false, false},
    {"cexp", E, RES_SAME_AS_A, "x", false, false},
    {"clog", E, RES_SAME_AS_A, "x", false, false},
    {"csin", E, RES_SAME_AS_A, "x", false, false},
    {"csqrt", E, RES_SAME_AS_A, "x", false, false},
    {"dabs", E, RES_SAME_AS_A, "a", false, false},
    {"dacos", E, RES_SAME_AS_A, "x", false, false},
    {"dasin", E, RES_SAME_AS_A, "x", false, false},
    {"datan", E, RES_SAME_AS_A, "x", false, false},
    {"datan2", E, RES_SAME_AS_A, "y,x", false, false},
    {"dcos", E, RES_SAME_AS_A, "x", false, false},
    {"dcosh", E, RES_SAME_AS_A, "x", false, false},
    {"ddim", E, RES_SAME_AS_A, "x,y", false, false},
    {"dexp", E, RES_SAME_AS_A, "x", false, false},
    {"dint", E, RES_SAME_AS_A, "a", false, false},
    {"dlog", E, RES_SAME_AS_A, "x", false, false},
    {"dlog10", E, RES_SAME_AS_A, "x", false, false},
    {"dmax1", E, RES_DOUBLE, "a1,a2,...", false, false},
    {"dmin1", E, RES_DOUBLE, "a1,a2,...", false, false},
    {"dmod", E, RES_SAME_AS_A, "a,p", false, false},
    {"dnint", E, RES_SAME_AS_A, "a", false, false},
    {"dsign", E, RES_SAME_AS_A, "a,b", false, false},
    {"dsin", E, RES_SAME_AS_A, "x", false, false},
    {"dsinh", E, RES_SAME_AS_A, "x", false, false},
    {"dsqrt", E, RES_SAME_AS_A, "x", false, false},
    {"dtan", E, RES_SAME_AS_A, "x", false, false},
    {"dtanh", E, RES_SAME_AS_A, "x", false, false},
    {"float", E, RES_REAL, "a", false, false},
    {"iabs", E, RES_SAME_AS_A, "a", false, false},
    {"idim", E, RES_SAME_AS_A, "x,y", false, false},
    {"idint", E, RES_INTEGER, "a", false, false},
    {"idnint", E, RES_INTEGER, "a", false, false},
    {"ifix", E, RES_INTEGER, "a", false, false},
    {"isign", E, RES_SAME_AS_A, "a,b", false, false},
    {"max0", E, RES_INTEGER, "a1,a2,...", false, false},
    {"max1", E, RES_INTEGER, "a1,a2,...", false, false},
    {"min0", E, RES_INTEGER, "a1,a2,...", false, false},
    {"min1", E, RES_INTEGER, "a1,a2,...", false, false},
    {"sngl", E, RES_REAL, "a", false, false},
    /* gfortran extensions seen in real programs */
    {"abort", S, RES_NONE, "", false, false},
    {"dcmplx", E, RES_SPECIAL, "x,y?", false, false},
    {"dconjg", E, RES_SAME_AS_A, "z", false, false},
    {"dfloat", E, RES_DOUBLE, "a", false, false},
    {"dimag", E, RES_REAL_OF_A, "z", false, false},
    {"dreal", E, RES_DOUBLE, "a", false, false},
    {"exit", S, RES_NONE, "status?", false, false},
    {"flush", S, RES_NONE, "unit?", false, false},
    {"getarg", S, RES_NONE, "pos,value", false, false},
    {"getenv", S, RES_NONE, "name,value", false, false},
    {"iargc", T, RES_INTEGER, "", false, false},
    {"isnan", E, RES_LOGICAL, "x", false, false},
    {"loc", Q, RES_SPECIAL, "x", false, false},
    {"sizeof", Q, RES_SPECIAL, "x", false, false},
    {"sleep", S, RES_NONE, "seconds", false, false},
    {"zabs", E, RES_REAL_OF_A, "a", false, false},
};

/* CUDA device intrinsics known in device code without `use cudafor`
 * (guide 2.8, 3.6.4-3.6.8; checklist B-SY, B-WV, B-AT, B-SH).  "Unsigned
 * integer" results (ballot, masks) are integer(4) bit patterns.  atomic*
 * return the old value of `mem`.  RES_SPECIAL results: special_result. */
static const Intrinsic cuda_intrinsics[] = {
    /* synchronisation and fences (3.6.4, B-SY-01..08) */
    {"syncthreads", S, RES_NONE, "", true, false},
    {"__syncthreads", S, RES_NONE, "", true, false},
    {"syncthreads_and", E, RES_INTEGER, "int_value", true, false},
    {"syncthreads_count", E, RES_INTEGER, "int_value", true, false},
    {"syncthreads_or", E, RES_INTEGER, "int_value", true, false},
    {"syncwarp", S, RES_NONE, "int_mask?", true, false},
    {"threadfence", S, RES_NONE, "", true, false},
    {"threadfence_block", S, RES_NONE, "", true, false},
    {"threadfence_system", S, RES_NONE, "", true, false},
    /* warp vote and match (3.6.5, B-WV-01..09) */
    {"allthreads", E, RES_LOGICAL, "int_value", true, false},
    {"anythread", E, RES_LOGICAL, "int_value", true, false},
    {"ballot", E, RES_INTEGER, "int_value", true, false},
    {"activemask", E, RES_INTEGER, "", true, false},
    {"all_sync", E, RES_INTEGER, "int_mask,int_predicate", true, false},
    {"any_sync", E, RES_INTEGER, "int_mask,int_predicate", true, false},
    {"ballot_sync", E, RES_INTEGER, "int_mask,int_predicate", true, false},
    {"match_all_sync", E, RES_INTEGER, "int_mask,value,int_predicate", true, false},
    {"match_any_sync", E, RES_INTEGER, "int_mask,value", true, false},
    /* atomics (3.6.6 Tables 8-10, B-AT-01..11) */
    {"atomicadd", E, RES_SAME_AS_A, "mem,value", true, false},
    {"atomicsub", E, RES_SAME_AS_A, "mem,value", true, false},
    {"atomicmax", E, RES_SAME_AS_A, "mem,value", true, false},
    {"atomicmin", E, RES_SAME_AS_A, "mem,value", true, false},
    {"atomicand", E, RES_SAME_AS_A, "mem,value", true, false},
    {"atomicor", E, RES_SAME_AS_A, "mem,value", true, false},
    {"atomicxor", E, RES_SAME_AS_A, "mem,value", true, false},
    {"atomicexch", E, RES_SAME_AS_A, "mem,value", true, false},
    {"atomicinc", E, RES_SAME_AS_A, "mem,imax", true, false},
    {"atomicdec", E, RES_SAME_AS_A, "mem,imax", true, false},
    {"atomiccas", E, RES_SAME_AS_A, "mem,comp,val", true, false},
    /* shuffles (3.6.8, B-SH-01..05): lanes 1-based; the _sync forms take
     * a leading mask, so their result is the type of `var` (special) */
    {"__shfl", E, RES_SAME_AS_A, "var,srclane,width?", true, false},
    {"__shfl_up", E, RES_SAME_AS_A, "var,delta,width?", true, false},
    {"__shfl_down", E, RES_SAME_AS_A, "var,delta,width?", true, false},
    {"__shfl_xor", E, RES_SAME_AS_A, "var,lanemask,width?", true, false},
    {"__shfl_sync", E, RES_SPECIAL, "mask,var,srclane,width?", true, false},
    {"__shfl_up_sync", E, RES_SPECIAL, "mask,var,delta,width?", true, false},
    {"__shfl_down_sync", E, RES_SPECIAL, "mask,var,delta,width?", true, false},
    {"__shfl_xor_sync", E, RES_SPECIAL, "mask,var,lanemask,width?", true, false},
    {"__ldg", E, RES_SAME_AS_A, "a", true, false},
    /* loads and stores with cache hints (nvfortran, NEW-130/131) */
    {"__ldca", E, RES_SAME_AS_A, "a", true, false},
    {"__ldcg", E, RES_SAME_AS_A, "a", true, false},
    {"__ldcs", E, RES_SAME_AS_A, "a", true, false},
    {"__ldlu", E, RES_SAME_AS_A, "a", true, false},
    {"__ldcv", E, RES_SAME_AS_A, "a", true, false},
    {"__stcg", S, RES_NONE, "y,x", true, false},
    {"__stcs", S, RES_NONE, "y,x", true, false},
    {"__stwb", S, RES_NONE, "y,x", true, false},
    {"__stwt", S, RES_NONE, "y,x", true, false},
    /* pipeline primitives (nvfortran NEW-134): cp.async to shared memory */
    {"pipelinememcpyasync", S, RES_NONE, "dst,src,nbytes?", true, false},
    {"pipelinecommit", S, RES_NONE, "", true, false},
    {"pipelinewaitprior", S, RES_NONE, "n", true, false},
    /* cudadevice (3.8.1 Table 11, B-CD-01..12).  Rounded arithmetic:
     * _rd/_rn/_ru/_rz = toward -inf / nearest even / +inf / zero. */
#define ROUNDED(stem, res, args) \
    {stem "_rd", E, res, args, true, false}, {stem "_rn", E, res, args, true, false}, \
    {stem "_ru", E, res, args, true, false}, {stem "_rz", E, res, args, true, false}
    ROUNDED("__dadd", RES_DOUBLE, "x,y"), ROUNDED("__ddiv", RES_DOUBLE, "x,y"),
    ROUNDED("__dmul", RES_DOUBLE, "x,y"), ROUNDED("__drcp", RES_DOUBLE, "x"),
    ROUNDED("__dsqrt", RES_DOUBLE, "x"), ROUNDED("__fadd", RES_REAL, "x,y"),
    ROUNDED("__fdiv", RES_REAL, "x,y"), ROUNDED("__fmul", RES_REAL, "x,y"),
    ROUNDED("__frcp", RES_REAL, "x"), ROUNDED("__fsqrt", RES_REAL, "x"),
    ROUNDED("__fma", RES_DOUBLE, "x,y,z"), ROUNDED("__fmaf", RES_REAL, "x,y,z"),
    ROUNDED("__double2float", RES_REAL, "x"), ROUNDED("__double2int", RES_INTEGER, "x"),
    ROUNDED("__double2uint", RES_INTEGER, "x"), ROUNDED("__double2ll", RES_SPECIAL, "x"),
    ROUNDED("__double2ull", RES_SPECIAL, "x"), ROUNDED("__float2int", RES_INTEGER, "x"),
    ROUNDED("__float2ll", RES_SPECIAL, "x"), ROUNDED("__int2float", RES_REAL, "i"),
    ROUNDED("__uint2float", RES_REAL, "i"), ROUNDED("__ll2double", RES_DOUBLE, "i"),
    ROUNDED("__ll2float", RES_REAL, "i"), ROUNDED("__ull2double", RES_DOUBLE, "i"),
    ROUNDED("__ull2float", RES_REAL, "i"),
#undef ROUNDED
    {"__double2hiint", E, RES_INTEGER, "x", true, false},
    {"__double2loint", E, RES_INTEGER, "x", true, false},
    {"__int2double_rn", E, RES_DOUBLE, "i", true, false},
    {"__uint2double_rn", E, RES_DOUBLE, "i", true, false},
    {"__hiloint2double", E, RES_DOUBLE, "hi,lo", true, false},
    /* half precision as its integer(2) bit pattern (B-CD-07) */
    {"__float2half_rn", E, RES_SPECIAL, "x", true, false},
    {"__half2float", E, RES_REAL, "h", true, false},
    {"__double_as_longlong", E, RES_SPECIAL, "x", true, false},
    {"__longlong_as_double", E, RES_DOUBLE, "i", true, false},
    {"__float_as_int", E, RES_INTEGER, "x", true, false},
    {"__int_as_float", E, RES_REAL, "i", true, false},
    {"__brev", E, RES_INTEGER, "i", true, false},
    {"__brevll", E, RES_SPECIAL, "i", true, false},
    {"__clz", E, RES_INTEGER, "i", true, false},
    {"__clzll", E, RES_INTEGER, "i", true, false},
    {"__ffs", E, RES_INTEGER, "i", true, false},
    {"__ffsll", E, RES_INTEGER, "i", true, false},
    {"__popc", E, RES_INTEGER, "i", true, false},
    {"__popcll", E, RES_INTEGER, "i", true, false},
    {"__mul24", E, RES_INTEGER, "x,y", true, false},
    {"__umul24", E, RES_INTEGER, "x,y", true, false},
    {"__mulhi", E, RES_INTEGER, "x,y", true, false},
    {"__umulhi", E, RES_INTEGER, "x,y", true, false},
    {"__sad", E, RES_INTEGER, "x,y,z", true, false},
    {"__usad", E, RES_INTEGER, "x,y,z", true, false},
    {"__cosf", E, RES_REAL, "x", true, false},
    {"__sinf", E, RES_REAL, "x", true, false},
    {"__tanf", E, RES_REAL, "x", true, false},
    {"__expf", E, RES_REAL, "x", true, false},
    {"__exp10f", E, RES_REAL, "x", true, false},
    {"__logf", E, RES_REAL, "x", true, false},
    {"__log2f", E, RES_REAL, "x", true, false},
    {"__log10f", E, RES_REAL, "x", true, false},
    {"__powf", E, RES_REAL, "x,y", true, false},
    {"__fdividef", E, RES_REAL, "x,y", true, false},
    {"fdivide", E, RES_SAME_AS_A, "x,y", true, false},
    {"fdividef", E, RES_REAL, "x,y", true, false},
    {"__saturatef", E, RES_REAL, "x", true, false},
    {"cospi", E, RES_SAME_AS_A, "x", true, false},
    {"cospif", E, RES_REAL, "x", true, false},
    {"sinpi", E, RES_SAME_AS_A, "x", true, false},
    {"sinpif", E, RES_REAL, "x", true, false},
    {"rsqrt", E, RES_SAME_AS_A, "x", true, false}, /* NEW-139 */
    {"sincos", S, RES_NONE, "x,s,c", true, false},
    {"sincosf", S, RES_NONE, "x,s,c", true, false},
    {"sincospi", S, RES_NONE, "x,s,c", true, false},
    {"sincospif", S, RES_NONE, "x,s,c", true, false},
    {"clock", E, RES_INTEGER, "", true, false},
    {"clock64", E, RES_SPECIAL, "", true, false},
};

/* The libm device module (guide 3.8.1.1 Table 12, B-LM-01..30): known only
 * through `use libm` (intrinsic_modules.c).  The plain name is generic over
 * real(4)/real(8), the `f` name takes real(4).  Output arguments: frexp's
 * exponent, modf's integral part, remquo's quotient bits. */
static const Intrinsic libm_intrinsics[] = {
#define PAIR(stem, res, fres, args) \
    {stem, E, res, args, true, false}, {stem "f", E, fres, args, true, false}
    PAIR("cbrt", RES_SAME_AS_A, RES_REAL, "x"), PAIR("ceil", RES_SAME_AS_A, RES_REAL, "x"),
    PAIR("copysign", RES_SAME_AS_A, RES_REAL, "x,y"), PAIR("expm1", RES_SAME_AS_A, RES_REAL, "x"),
    PAIR("exp10", RES_SAME_AS_A, RES_REAL, "x"), PAIR("exp2", RES_SAME_AS_A, RES_REAL, "x"),
    PAIR("fabs", RES_SAME_AS_A, RES_REAL, "x"), PAIR("floor", RES_SAME_AS_A, RES_REAL, "x"),
    PAIR("fma", RES_SAME_AS_A, RES_REAL, "x,y,z"), PAIR("fmax", RES_SAME_AS_A, RES_REAL, "x,y"),
    PAIR("fmin", RES_SAME_AS_A, RES_REAL, "x,y"), PAIR("frexp", RES_SAME_AS_A, RES_REAL, "x,exp"),
    PAIR("ilogb", RES_INTEGER, RES_INTEGER, "x"), PAIR("ldexp", RES_SAME_AS_A, RES_REAL, "x,exp"),
    PAIR("llrint", RES_SPECIAL, RES_SPECIAL, "x"), PAIR("llround", RES_SPECIAL, RES_SPECIAL, "x"),
    PAIR("lrint", RES_INTEGER, RES_INTEGER, "x"), PAIR("lround", RES_INTEGER, RES_INTEGER, "x"),
    PAIR("logb", RES_SAME_AS_A, RES_REAL, "x"), PAIR("log1p", RES_SAME_AS_A, RES_REAL, "x"),
    PAIR("log2", RES_SAME_AS_A, RES_REAL, "x"), PAIR("modf", RES_SAME_AS_A, RES_REAL, "x,iptr"),
    PAIR("nearbyint", RES_SAME_AS_A, RES_REAL, "x"), PAIR("nextafter", RES_SAME_AS_A, RES_REAL, "x,y"),
    PAIR("remainder", RES_SAME_AS_A, RES_REAL, "x,y"), PAIR("remquo", RES_SAME_AS_A, RES_REAL, "x,y,quo"),
    PAIR("rint", RES_SAME_AS_A, RES_REAL, "x"), PAIR("scalbn", RES_SAME_AS_A, RES_REAL, "x,n"),
    PAIR("scalbln", RES_SAME_AS_A, RES_REAL, "x,n"), PAIR("trunc", RES_SAME_AS_A, RES_REAL, "x"),
#undef PAIR
};

/* The cooperative_groups device module (guide 3.8.1.3, B-CG-01..04): known
 * only through `use cooperative_groups` (intrinsic_modules.c), which gives
 * the constructors their result types (grid_group, thread_group,
 * coalesced_group) and replaces the plain syncthreads by one that takes a
 * group. */
static const Intrinsic coop_intrinsics[] = {
    {"this_grid", T, RES_SPECIAL, "", true, false},
    {"this_thread_block", T, RES_SPECIAL, "", true, false},
    {"this_warp", T, RES_SPECIAL, "", true, false},
    {"syncthreads", S, RES_NONE, "group?", true, false},
};

#undef E
#undef Q
#undef T
#undef S

static const Intrinsic *search(const Intrinsic *tab, size_t n, const char *name) {
    for (size_t i = 0; i < n; i++)
        if (strcmp(tab[i].name, name) == 0)
            return &tab[i];
    return NULL;
}

const Intrinsic *intrinsic_libm(size_t i) {
    return i < sizeof libm_intrinsics / sizeof *libm_intrinsics ? &libm_intrinsics[i] : NULL;
}

const Intrinsic *intrinsic_coop(size_t i) {
    return i < sizeof coop_intrinsics / sizeof *coop_intrinsics ? &coop_intrinsics[i] : NULL;
}

const Intrinsic *intrinsic_find(const char *name, bool cuda) {
    const Intrinsic *it = search(fortran_intrinsics, sizeof fortran_intrinsics / sizeof *fortran_intrinsics, name);
    if (!it && cuda)
        it = search(cuda_intrinsics, sizeof cuda_intrinsics / sizeof *cuda_intrinsics, name);
    return it;
}

int intrinsic_arg_index(const Intrinsic *it, const char *kw) {
    size_t n = strlen(kw);
    int i = 0;
    for (const char *p = it->args; *p; i++) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        size_t name_len = len && p[len - 1] == '?' ? len - 1 : len;
        if (name_len == n && strncmp(p, kw, n) == 0)
            return i;
        if (!end)
            break;
        p = end + 1;
    }
    return -1;
}

Node *intrinsic_actual(const Intrinsic *it, Node *args, const char *kw) {
    int want = intrinsic_arg_index(it, kw), i = 0;
    for (Node *a = args; a; a = a->next) {
        if (a->kind == N_ARG && a->name) {
            if (strcmp(a->name, kw) == 0)
                return a->lhs;
            continue;
        }
        if (i++ == want)
            return a->kind == N_ARG ? a->lhs : a;
    }
    return NULL;
}

static Type *arg_type_of(const Intrinsic *it, Node *args, const char *kw) {
    Node *a = intrinsic_actual(it, args, kw);
    return a && a->type ? a->type : NULL;
}

/* First argument, whatever its keyword. */
static Node *first_actual(Node *args) {
    return args ? (args->kind == N_ARG ? args->lhs : args) : NULL;
}

/* The DIM argument of a reduction or location function; a logical one in
 * its place is MASK (maxval(a, m): the form without DIM, F2008 13.7.108). */
static Node *dim_actual(const Intrinsic *it, Node *args) {
    Node *d = intrinsic_actual(it, args, "dim");
    return d && d->type && d->type->kind == TY_LOGICAL ? NULL : d;
}

static int kind_arg(const Intrinsic *it, Node *args, Scope *s, int dflt) {
    Node *k = intrinsic_actual(it, args, "kind");
    int64_t v;
    if (k && sema_const_int(k, s, &v) && v > 0)
        return (int)v;
    return dflt;
}

/* Largest rank among the arguments: an elemental call takes it (13.2.2). */
static int elemental_rank(Node *args) {
    int r = 0;
    for (Node *a = args; a; a = a->next) {
        Node *v = a->kind == N_ARG ? a->lhs : a;
        if (v && v->type && v->type->rank > r)
            r = v->type->rank;
    }
    return r;
}

static Type *rank1(Type *elem, int64_t n) {
    Type *t = type_with_rank(elem, 1);
    if (n >= 0) {
        t->dims[0].kind = DIM_EXPLICIT;
        t->dims[0].lower_known = t->dims[0].upper_known = true;
        t->dims[0].lower_val = 1;
        t->dims[0].upper_val = n;
    }
    return t;
}

/* RES_SPECIAL device intrinsics: the _sync shuffles return the type of
 * `var` (after the mask); 64-bit conversions, clock64, llrint/llround and
 * the long-long bit functions integer(8); a half is an integer(2); the
 * group constructors of cooperative_groups the type their module symbol
 * (the call's) carries. */
static Type *cuda_special_result(const Intrinsic *it, Node *call, Node *args) {
    const char *n = it->name;
    if (!strncmp(n, "this_", 5))
        return call && call->sym && call->sym->type ? call->sym->type : type_unknown();
    if (!strncmp(n, "__shfl", 6)) {
        Type *var = arg_type_of(it, args, "var");
        return var ? type_elem(var) : type_unknown();
    }
    if (!strcmp(n, "__float2half_rn"))
        return type_integer(2);
    return type_integer(8);
}

static Type *special_result(const Intrinsic *it, Node *call, Node *args, Scope *s) {
    const char *n = it->name;
    Node *a0 = first_actual(args);
    Type *t0 = a0 && a0->type ? a0->type : type_unknown();
    if (!strcmp(n, "abs")) {
        Type *e = type_elem(t0);
        if (e->kind == TY_COMPLEX)
            e = type_real(e->kind_num);
        return type_with_rank(e, t0->rank);
    }
    if (!strcmp(n, "bessel_jn") || !strcmp(n, "bessel_yn")) {
        Type *x = arg_type_of(it, args, "x");
        Node *x2 = intrinsic_actual(it, args, "x2");
        return x ? type_with_rank(x, x2 ? 1 : x->rank) : type_unknown();
    }
    if (!strcmp(n, "dcmplx"))
        return type_with_rank(type_complex(8), elemental_rank(args));
    if (!strcmp(n, "repeat") || !strcmp(n, "trim")) {
        Type *c = type_copy(type_elem(t0));
        if (c->kind == TY_CHARACTER) {
            int64_t cnt;
            Node *nc = intrinsic_actual(it, args, "ncopies");
            if (n[0] == 'r' && c->len_kind == LEN_CONST && nc && sema_const_int(nc, s, &cnt))
                c->len *= cnt;
            else {
                c->len_kind = LEN_EXPR;
                c->len_expr = NULL;
            }
        }
        return c;
    }
    if (!strcmp(n, "dot_product")) {
        Type *b = arg_type_of(it, args, "vector_b");
        Type *a = type_elem(t0);
        if (a->kind == TY_LOGICAL)
            return a;
        if (b && type_is_numeric(b) && type_is_numeric(a)) {
            Type *be = type_elem(b);
            if (be->kind > a->kind || (be->kind == a->kind && be->kind_num > a->kind_num))
                return be;
        }
        return a;
    }
    if (!strcmp(n, "matmul")) {
        Type *b = arg_type_of(it, args, "matrix_b");
        Type *e = type_elem(t0);
        if (b && type_is_numeric(b) && type_is_numeric(e)) {
            Type *be = type_elem(b);
            if (be->kind > e->kind || (be->kind == e->kind && be->kind_num > e->kind_num))
                e = be;
        }
        int r = b && t0->rank == 1 ? 1 : b && b->rank == 1 ? 1 : 2;
        return type_with_rank(e, r);
    }
    if (!strcmp(n, "transpose"))
        return type_with_rank(t0, 2);
    if (!strcmp(n, "maxloc") || !strcmp(n, "minloc") || !strcmp(n, "findloc")) {
        Type *e = type_integer(kind_arg(it, args, s, kind_default_int));
        if (dim_actual(it, args))
            return type_with_rank(e, t0->rank > 0 ? t0->rank - 1 : 0);
        return rank1(e, t0->rank > 0 ? t0->rank : -1);
    }
    if (!strcmp(n, "lbound") || !strcmp(n, "ubound") || !strcmp(n, "lcobound") || !strcmp(n, "ucobound") ||
        !strcmp(n, "shape")) {
        Type *e = type_integer(kind_arg(it, args, s, kind_default_int));
        if (n[0] != 's' && intrinsic_actual(it, args, "dim"))
            return e;
        return rank1(e, n[1] == 'c' ? t0->corank : t0->rank >= 0 ? t0->rank : -1);
    }
    if (!strcmp(n, "pack"))
        return type_with_rank(t0, 1);
    if (!strcmp(n, "unpack")) {
        Type *m = arg_type_of(it, args, "mask");
        return type_with_rank(t0, m ? m->rank : 1);
    }
    if (!strcmp(n, "spread"))
        return type_with_rank(t0, t0->rank + 1);
    if (!strcmp(n, "reshape")) {
        Type *sh = arg_type_of(it, args, "shape");
        int64_t r = 1;
        if (!sh || sh->rank != 1 || !sh->dims[0].upper_known || !sh->dims[0].lower_known)
            r = 1;
        else
            r = sh->dims[0].upper_val - sh->dims[0].lower_val + 1;
        return type_with_rank(t0, r > 0 && r <= 15 ? (int)r : 1);
    }
    if (!strcmp(n, "null")) {
        return a0 && a0->type ? a0->type : type_unknown();
    }
    if (!strcmp(n, "transfer")) {
        Type *m = arg_type_of(it, args, "mold");
        if (!m)
            return type_unknown();
        bool has_size = intrinsic_actual(it, args, "size") != NULL;
        return type_with_rank(m, has_size || m->rank > 0 ? 1 : 0);
    }
    if (!strcmp(n, "this_image"))
        return intrinsic_actual(it, args, "coarray") && !intrinsic_actual(it, args, "dim")
                   ? rank1(type_integer(kind_default_int), -1) : type_integer(kind_default_int);
    if (!strcmp(n, "loc") || !strcmp(n, "sizeof"))
        return type_integer(8);
    if (it->device_only)
        return cuda_special_result(it, call, args);
    return type_unknown();
}

/* Arguments that share the first one's type (F2008 13.7: MAX, MIN, MOD,
 * MODULO, DIM), and its kind too where gfortran requires it (SIGN, ATAN2,
 * ATAN(Y, X), HYPOT, MERGE); it takes MAX(1.0, 2.0d0), as nvfortran does. */
static void check_agreement(const Intrinsic *it, Node *args) {
    static const struct { const char *name, *first, *other; bool kind; } rules[] = {
        {"max", "a1", NULL, false}, {"min", "a1", NULL, false},  {"mod", "a", "p", false},
        {"modulo", "a", "p", false}, {"dim", "x", "y", false},    {"sign", "a", "b", true},
        {"atan2", "y", "x", true},   {"atan", "y", "x", true},    {"hypot", "x", "y", true},
        {"merge", "tsource", "fsource", true}};
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        if (strcmp(it->name, rules[i].name) != 0)
            continue;
        Node *a0 = intrinsic_actual(it, args, rules[i].first);
        Type *t0 = a0 && a0->type ? a0->type : NULL;
        for (Node *a = args; a && t0 && type_is_intrinsic(t0); a = a->next) {
            Node *v = a->kind == N_ARG ? a->lhs : a;
            if (!v || v == a0 || (rules[i].other && v != intrinsic_actual(it, args, rules[i].other)))
                continue;
            Type *t = v->type;
            if (t && type_is_intrinsic(t) && (t->kind != t0->kind || (rules[i].kind && t->kind_num != t0->kind_num)))
                error_at(v->loc, "the arguments of '%s' must have the same type%s: %s and %s (F2008 13.7)", it->name,
                         rules[i].kind ? " and kind" : "", type_name(type_elem(t0)), type_name(type_elem(t)));
        }
    }
}

/* The types the arguments of an intrinsic may have (F2008 13.7): gfortran
 * checks the host code it is given verbatim, this device code (whose C++
 * would otherwise meet an overload it cannot pick) and the statements cufc
 * rewrites (device data in host code, !$acc regions: fuzz 302 m2637
 * random_number of an integer device array, m2674 iand of a real). */
enum { ARG_I = 1, ARG_R = 2, ARG_Z = 4, ARG_L = 8, ARG_C = 16, ARG_BOZ = 32 };

static unsigned type_bit(const Type *t) {
    switch (t->kind) {
    case TY_INTEGER: return ARG_I;
    case TY_REAL: return ARG_R;
    case TY_COMPLEX: return ARG_Z;
    case TY_LOGICAL: return ARG_L;
    case TY_CHARACTER: return ARG_C;
    case TY_BOZ: return ARG_BOZ;
    default: return 0;
    }
}

static const char *bits_text(unsigned bits) {
    StrBuf b = {0};
    static const char *const names[] = {"integer", "real", "complex", "logical", "character"};
    int n = 0;
    for (int i = 0; i < 5; i++)
        if (bits & (1u << i)) sb_printf(&b, "%s%s", n++ ? " or " : "", names[i]);
    return sb_str(&b);
}

/* Each rule: the intrinsics (space-separated), the argument (NULL: the
 * first, whatever its keyword) and the types it takes. */
static const struct { const char *names, *arg; unsigned bits; } argument_rules[] = {
    {" sqrt exp log sin cos tan asin acos sinh cosh tanh asinh acosh atanh ", NULL, ARG_R | ARG_Z},
    {" log10 aint anint ceiling floor nint erf erfc erfc_scaled gamma log_gamma exponent fraction nearest "
     "rrspacing scale set_exponent spacing atan2 hypot bessel_j0 bessel_j1 bessel_y0 bessel_y1 norm2 dprod ",
     NULL, ARG_R},
    {" aimag conjg ", NULL, ARG_Z},
    {" abs sum product ", NULL, ARG_I | ARG_R | ARG_Z},
    {" mod modulo dim sign ", NULL, ARG_I | ARG_R},
    {" iand ior ieor not btest ibclr ibset ibits ishft ishftc popcnt poppar leadz trailz shiftl shiftr shifta ",
     NULL, ARG_I | ARG_BOZ},
    {" iand ior ieor ", "j", ARG_I | ARG_BOZ},
    {" btest ibclr ibset ibits ", "pos", ARG_I},
    {" ibits ", "len", ARG_I},
    {" ishft ishftc shiftl shiftr shifta cshift eoshift ", "shift", ARG_I},
    {" ishftc ", "size", ARG_I},
    {" int real dble cmplx ", NULL, ARG_I | ARG_R | ARG_Z | ARG_BOZ},
    {" cmplx ", "y", ARG_I | ARG_R | ARG_BOZ},
    {" dprod ", "y", ARG_R},
    {" char achar bit_size iall iany iparity selected_int_kind ", NULL, ARG_I},
    {" ichar iachar len_trim adjustl adjustr trim index scan verify repeat lge lgt lle llt ", NULL, ARG_C},
    {" index ", "substring", ARG_C},
    {" scan verify ", "set", ARG_C},
    {" lge lgt lle llt ", "string_b", ARG_C},
    {" repeat ", "ncopies", ARG_I},
    {" maxval minval maxloc minloc ", NULL, ARG_I | ARG_R | ARG_C},
    {" any all parity count ", NULL, ARG_L},
    {" merge pack unpack ", "mask", ARG_L},
    {" dot_product ", "vector_b", ARG_I | ARG_R | ARG_Z | ARG_L},
    {" dot_product matmul ", NULL, ARG_I | ARG_R | ARG_Z | ARG_L},
    {" matmul ", "matrix_b", ARG_I | ARG_R | ARG_Z | ARG_L},
    /* the intrinsic subroutines */
    {" random_number cpu_time ", NULL, ARG_R},
    {" system_clock ", "count", ARG_I},
    {" system_clock ", "count_rate", ARG_I | ARG_R},
    {" system_clock ", "count_max", ARG_I},
    {" mvbits ", "from", ARG_I},
    {" mvbits ", "frompos", ARG_I},
    {" mvbits ", "len", ARG_I},
    {" mvbits ", "to", ARG_I},
    {" mvbits ", "topos", ARG_I},
    {" random_seed ", "size", ARG_I},
    {" random_seed ", "put", ARG_I},
    {" random_seed ", "get", ARG_I},
    {" date_and_time ", "date", ARG_C},
    {" date_and_time ", "time", ARG_C},
    {" date_and_time ", "zone", ARG_C},
    {" date_and_time ", "values", ARG_I}};

void intrinsic_check_arguments(const Intrinsic *it, Node *args) {
    const char *key = format(" %s ", it->name);
    for (size_t i = 0; i < sizeof argument_rules / sizeof argument_rules[0]; i++) {
        if (!strstr(argument_rules[i].names, key))
            continue;
        const char *arg = argument_rules[i].arg;
        Node *a = arg ? intrinsic_actual(it, args, arg) : first_actual(args);
        Type *t = a && a->type ? type_elem(a->type) : NULL;
        if (!t || t->kind == TY_UNKNOWN || (type_bit(t) & argument_rules[i].bits))
            continue;
        if (arg)
            error_at(a->loc, "argument '%s' of '%s' must be %s, not %s (F2008 13.7)", arg, it->name,
                     bits_text(argument_rules[i].bits), type_name(t));
        else
            error_at(a->loc, "the first argument of '%s' must be %s, not %s (F2008 13.7)", it->name,
                     bits_text(argument_rules[i].bits), type_name(t));
    }
}

Type *intrinsic_result_type(const Intrinsic *it, Node *call, Node *args, Scope *s) {
    check_agreement(it, args);
    intrinsic_check_arguments(it, args);
    Node *a0 = first_actual(args);
    Type *t0 = a0 && a0->type ? a0->type : type_unknown();
    Type *e;
    switch (it->res) {
    case RES_NONE: return type_none();
    case RES_SPECIAL: return special_result(it, call, args, s);
    case RES_SAME_AS_A: e = type_elem(t0); break;
    case RES_INTEGER: e = type_integer(kind_arg(it, args, s, kind_default_int)); break;
    case RES_REAL: {
        int dflt = t0->kind == TY_COMPLEX ? t0->kind_num : kind_default_real;
        e = type_real(kind_arg(it, args, s, dflt));
        break;
    }
    case RES_DOUBLE: e = type_real(KIND_DOUBLE); break;
    case RES_COMPLEX: {
        /* cmplx(x, y) without kind is default complex, even for double x (13.7.36) */
        e = type_complex(kind_arg(it, args, s, kind_default_real));
        break;
    }
    case RES_LOGICAL: e = type_logical(kind_arg(it, args, s, kind_default_logical)); break;
    case RES_CHARACTER: e = type_character(1, kind_arg(it, args, s, KIND_DEFAULT_CHAR)); break;
    case RES_REAL_OF_A: e = type_real(t0->kind_num ? t0->kind_num : kind_default_real); break;
    default: e = type_unknown(); break;
    }
    if (it->cls == INTR_ELEMENTAL)
        return type_with_rank(e, elemental_rank(args));
    if (it->dim_reduces) {
        Node *dim = dim_actual(it, args);
        if (!dim || t0->rank <= 1)
            return type_elem(e);
        return type_with_rank(e, t0->rank - 1);
    }
    if (!strcmp(it->name, "cshift") || !strcmp(it->name, "eoshift"))
        return type_with_rank(e, t0->rank);
    return type_elem(e);
}
