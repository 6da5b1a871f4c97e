/* cufrt_abi.h — the numbers that generated code passes to the runtime
 * (runtime/include/cufrt.h).  Plain C with no CUDA types: the compiler
 * (src/cuda/abi.c) includes it too, so both sides use the same values. */
#ifndef CUFRT_ABI_H
#define CUFRT_ABI_H

/* memory kinds for cufrt_malloc / cufrt_free */
enum {
  CUFRT_HOST = 0,    /* plain host memory (malloc) */
  CUFRT_DEVICE = 1,  /* cudaMalloc */
  CUFRT_MANAGED = 2, /* cudaMallocManaged(cudaMemAttachGlobal) */
  CUFRT_PINNED = 3   /* cudaMallocHost, falling back to malloc */
};

/* directions for cufrt_memcpy: the values of cudaMemcpyKind */
enum {
  CUFRT_H2H = 0, /* cudaMemcpyHostToHost */
  CUFRT_H2D = 1, /* cudaMemcpyHostToDevice */
  CUFRT_D2H = 2, /* cudaMemcpyDeviceToHost */
  CUFRT_D2D = 3, /* cudaMemcpyDeviceToDevice */
  CUFRT_DEFAULT = 4
};

/* operations of cufrt_reduce (guide 3.7.2) */
enum {
  CUFRT_RED_SUM = 1,
  CUFRT_RED_PRODUCT,
  CUFRT_RED_MAXVAL,
  CUFRT_RED_MINVAL,
  CUFRT_RED_ALL,
  CUFRT_RED_ANY,
  CUFRT_RED_COUNT,
  CUFRT_RED_MAXLOC,
  CUFRT_RED_MINLOC,
  CUFRT_RED_DOT
};

/* module cutensorEx (library interfaces 6.3): an operand of
   cufrt_tensor_apply / cufrt_tensor_matmul is an integer(8) array
   [function, bound, layout, layout's values...]: the elementwise function
   applied to each element of the device array (in the order of
   tensor_fn_names in src/cuda/tensorex.c), the bits of the real(8) other
   argument of max and min (else 0), and how the array's elements are laid
   out:
     CUFRT_TENSOR_AS_IS      [fn, bound, 0]
     CUFRT_TENSOR_TRANSPOSE  [fn, bound, 1]             a rank-2 array
     CUFRT_TENSOR_RESHAPE    [fn, bound, 2, r, shape(1:r), has_order, order(1:r)]
     CUFRT_TENSOR_SPREAD     [fn, bound, 3, dim, ncopies] */
enum {
  CUFRT_TENSOR_IDENTITY = 0,
  CUFRT_TENSOR_CONJG,
  CUFRT_TENSOR_ABS,
  CUFRT_TENSOR_SQRT,
  CUFRT_TENSOR_EXP,
  CUFRT_TENSOR_LOG,
  CUFRT_TENSOR_SIN,
  CUFRT_TENSOR_COS,
  CUFRT_TENSOR_TAN,
  CUFRT_TENSOR_SINH,
  CUFRT_TENSOR_COSH,
  CUFRT_TENSOR_TANH,
  CUFRT_TENSOR_ASIN,
  CUFRT_TENSOR_ACOS,
  CUFRT_TENSOR_ATAN,
  CUFRT_TENSOR_CEILING,
  CUFRT_TENSOR_FLOOR,
  CUFRT_TENSOR_MAX,
  CUFRT_TENSOR_MIN
};
enum { CUFRT_TENSOR_AS_IS = 0, CUFRT_TENSOR_TRANSPOSE, CUFRT_TENSOR_RESHAPE, CUFRT_TENSOR_SPREAD };

/* A `*` entry of a launch configuration (guide 3.5): the stub chooses.
   Every other value is passed as written, so that a zero or negative grid or
   block is CUDA's invalid launch, as with <<<>>> in CUDA C. */
#define CUFRT_LAUNCH_AUTO (-2147483647)
/* The block of a !$cuf kernel whose block is `*`, by the number of mapped
 * loops (1, 2, 3 or more); -Minfo reports it. */
#define CUFRT_CUF_DEFAULT_BLOCKS {{256, 1, 1}, {32, 8, 1}, {32, 4, 2}}
/* The shapes of a matrix-multiply nest tiled through shared memory
 * (src/cuda/tile.c): {RX, RY}, each of the 16x16 threads of a block computes
 * RX x RY results (16 apart along x and y), so a block's tile is 16RX x 16RY.
 * The stub of such a nest launches the one CUFACC_VARIANT=matmul=RXxRY
 * names (the runtime, acc_api.c), CUFRT_MATMUL_DEFAULT (an index) unless
 * set; a nest with private arrays computes one result a thread. */
#define CUFRT_MATMUL_SHAPES {{1, 4}, {2, 4}, {4, 4}, {4, 8}}
#define CUFRT_MATMUL_NSHAPES 4
#define CUFRT_MATMUL_DEFAULT 2

/* The stream argument of a launch stub (cufl_*) when the launch names no
   stream (see cufrt_launch_stream in cufrt.h). */
#define CUFRT_UNNAMED_STREAM (-1LL)

/* What a data clause does on entry and on exit (cufacc.h: the accelerator
   model's present table; generated code passes them as `action`). */
enum {
  CUFACC_COPYIN = 1,   /* entry: allocate if absent and copy host -> device */
  CUFACC_CREATE = 2,   /* entry: allocate if absent, no copy */
  CUFACC_PRESENT = 3,  /* entry: must be present already (error otherwise) */
  CUFACC_COPYOUT = 4,  /* exit: count down; the last exit copies device -> host and frees */
  CUFACC_DELETE = 5,   /* exit: count down; the last exit frees without copying */
  CUFACC_RELEASE = 6,  /* exit of `present`: count down only (never frees a present entry
                          that another construct created) */
};
/* The async queues that are not numbers (OpenACC 2.16.1, acc_async_noval and
   acc_async_sync of cufacc_api.h): `async` without an argument names the
   default queue; the synchronous one makes the host wait. */
enum { CUFACC_ASYNC_NOVAL = -1, CUFACC_ASYNC_SYNC = -2 };
/* Device types (acc_device_t of cufacc_api.h) that the device_type clause
   of the init, set and shutdown directives names. */
enum { CUFACC_DEVICE_NONE = 0, CUFACC_DEVICE_DEFAULT = 1, CUFACC_DEVICE_HOST = 2, CUFACC_DEVICE_NVIDIA = 4 };

#endif /* CUFRT_ABI_H */
