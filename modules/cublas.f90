! cublas — host module onto the CUBLAS library (guide 3.8.2; book Appendix C).
!
! GENERATED FILE: edit modules/tools/cublas.f90.in and run modules/tools/gen_libs.py.
! Generated from cublas_api.h, cublas.h: 360 interfaces (232 functions, 128 subroutines), 33 constants.
!
! The three forms of guide 3.8.2, on device arrays (on the host a device array
! is a POINTER array whose target is device memory; it is passed by address):
!  1. traditional BLAS names (call saxpy(...) with device arrays): gfortran
!     cannot tell a device array from a host one, so these are NOT declared here;
!     cufc resolves such calls to the cublas* names below.
!  2. legacy CUBLAS (cublas.h): call cublasSgemm('n','n',m,n,k,alpha,A,lda,...),
!     z = cublasDdot(n,x,1,y,1): character(1) options, scalars by value, results
!     returned.  Bound to the library's own legacy entry points.
!  3. CUBLAS 4.0+ (cublas_api.h): istat = cublasSgemm_v2(h, CUBLAS_OP_N, ...):
!     a type(cublasHandle) first, integer options (CUBLAS_OP_*, CUBLAS_FILL_MODE_*,
!     ...), scalars and results by reference (host or device memory, as set with
!     cublasSetPointerMode).  cublasCreate/Destroy/GetVersion/SetStream/GetStream/
!     Get/SetPointerMode are generic names of the *_v2 routines.
! cublasGetHandle() (or istat = cublasGetHandle(h)) gives the handle of the
! calling thread, created on first use (one per OpenMP thread).
! Array dummies are assumed-size: any rank, contiguous storage, by address.
module cublas
  use, intrinsic :: iso_c_binding
  use cudafor, only: cuda_stream_kind, c_devptr
  implicit none

  ! cublasHandle_t (a pointer to an opaque context); assignment is intrinsic,
  ! == and /= are below (guide 3.8.2)
  type, bind(c) :: cublasHandle
    type(c_ptr) :: handle = c_null_ptr
  end type cublasHandle

  integer(c_int), parameter :: CUBLAS_STATUS_SUCCESS = 0
  integer(c_int), parameter :: CUBLAS_STATUS_NOT_INITIALIZED = 1
  integer(c_int), parameter :: CUBLAS_STATUS_ALLOC_FAILED = 3
  integer(c_int), parameter :: CUBLAS_STATUS_INVALID_VALUE = 7
  integer(c_int), parameter :: CUBLAS_STATUS_ARCH_MISMATCH = 8
  integer(c_int), parameter :: CUBLAS_STATUS_MAPPING_ERROR = 11
  integer(c_int), parameter :: CUBLAS_STATUS_EXECUTION_FAILED = 13
  integer(c_int), parameter :: CUBLAS_STATUS_INTERNAL_ERROR = 14
  integer(c_int), parameter :: CUBLAS_STATUS_NOT_SUPPORTED = 15
  integer(c_int), parameter :: CUBLAS_STATUS_LICENSE_ERROR = 16
  integer(c_int), parameter :: CUBLAS_FILL_MODE_LOWER = 0
  integer(c_int), parameter :: CUBLAS_FILL_MODE_UPPER = 1
  integer(c_int), parameter :: CUBLAS_FILL_MODE_FULL = 2
  integer(c_int), parameter :: CUBLAS_DIAG_NON_UNIT = 0
  integer(c_int), parameter :: CUBLAS_DIAG_UNIT = 1
  integer(c_int), parameter :: CUBLAS_SIDE_LEFT = 0
  integer(c_int), parameter :: CUBLAS_SIDE_RIGHT = 1
  integer(c_int), parameter :: CUBLAS_OP_N = 0
  integer(c_int), parameter :: CUBLAS_OP_T = 1
  integer(c_int), parameter :: CUBLAS_OP_C = 2
  integer(c_int), parameter :: CUBLAS_OP_HERMITAN = 2
  integer(c_int), parameter :: CUBLAS_OP_CONJG = 3
  integer(c_int), parameter :: CUBLAS_POINTER_MODE_HOST = 0
  integer(c_int), parameter :: CUBLAS_POINTER_MODE_DEVICE = 1
  integer(c_int), parameter :: CUBLAS_ATOMICS_NOT_ALLOWED = 0
  integer(c_int), parameter :: CUBLAS_ATOMICS_ALLOWED = 1
  integer(c_int), parameter :: CUBLAS_DEFAULT_MATH = 0
  integer(c_int), parameter :: CUBLAS_TENSOR_OP_MATH = 1
  integer(c_int), parameter :: CUBLAS_PEDANTIC_MATH = 2
  integer(c_int), parameter :: CUBLAS_TF32_TENSOR_OP_MATH = 3
  integer(c_int), parameter :: CUBLAS_FP32_EMULATED_BF16X9_MATH = 4
  integer(c_int), parameter :: CUBLAS_FP64_EMULATED_FIXEDPOINT_MATH = 8
  integer(c_int), parameter :: CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16

  interface
    integer(c_int) function cublasCreate_v2(handle) &
        bind(c, name='cublasCreate_v2')
      import
      type(cublasHandle) :: handle
    end function cublasCreate_v2

    integer(c_int) function cublasDestroy_v2(handle) &
        bind(c, name='cublasDestroy_v2')
      import
      type(cublasHandle), value :: handle
    end function cublasDestroy_v2

    integer(c_int) function cublasGetVersion_v2(handle, version) &
        bind(c, name='cublasGetVersion_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int) :: version
    end function cublasGetVersion_v2

    integer(c_int) function cublasSetStream_v2(handle, streamId) &
        bind(c, name='cublasSetStream_v2')
      import
      type(cublasHandle), value :: handle
      integer(cuda_stream_kind), value :: streamId
    end function cublasSetStream_v2

    integer(c_int) function cublasGetStream_v2(handle, streamId) &
        bind(c, name='cublasGetStream_v2')
      import
      type(cublasHandle), value :: handle
      integer(cuda_stream_kind) :: streamId
    end function cublasGetStream_v2

    integer(c_int) function cublasGetPointerMode_v2(handle, mode) &
        bind(c, name='cublasGetPointerMode_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int) :: mode
    end function cublasGetPointerMode_v2

    integer(c_int) function cublasSetPointerMode_v2(handle, mode) &
        bind(c, name='cublasSetPointerMode_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: mode
    end function cublasSetPointerMode_v2

    integer(c_int) function cublasGetAtomicsMode(handle, mode) &
        bind(c, name='cublasGetAtomicsMode')
      import
      type(cublasHandle), value :: handle
      integer(c_int) :: mode
    end function cublasGetAtomicsMode

    integer(c_int) function cublasSetAtomicsMode(handle, mode) &
        bind(c, name='cublasSetAtomicsMode')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: mode
    end function cublasSetAtomicsMode

    integer(c_int) function cublasGetMathMode(handle, mode) &
        bind(c, name='cublasGetMathMode')
      import
      type(cublasHandle), value :: handle
      integer(c_int) :: mode
    end function cublasGetMathMode

    integer(c_int) function cublasSetMathMode(handle, mode) &
        bind(c, name='cublasSetMathMode')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: mode
    end function cublasSetMathMode

    integer(c_int) function cublasSetVector(n, elemSize, x, incx, devicePtr, incy) &
        bind(c, name='cublasSetVector')
      import
      integer(c_int), value :: n
      integer(c_int), value :: elemSize
      type(*) :: x(*)
      integer(c_int), value :: incx
      type(*) :: devicePtr(*)
      integer(c_int), value :: incy
    end function cublasSetVector

    integer(c_int) function cublasGetVector(n, elemSize, x, incx, y, incy) &
        bind(c, name='cublasGetVector')
      import
      integer(c_int), value :: n
      integer(c_int), value :: elemSize
      type(*) :: x(*)
      integer(c_int), value :: incx
      type(*) :: y(*)
      integer(c_int), value :: incy
    end function cublasGetVector

    integer(c_int) function cublasSetMatrix(rows, cols, elemSize, A, lda, B, ldb) &
        bind(c, name='cublasSetMatrix')
      import
      integer(c_int), value :: rows
      integer(c_int), value :: cols
      integer(c_int), value :: elemSize
      type(*) :: A(*)
      integer(c_int), value :: lda
      type(*) :: B(*)
      integer(c_int), value :: ldb
    end function cublasSetMatrix

    integer(c_int) function cublasGetMatrix(rows, cols, elemSize, A, lda, B, ldb) &
        bind(c, name='cublasGetMatrix')
      import
      integer(c_int), value :: rows
      integer(c_int), value :: cols
      integer(c_int), value :: elemSize
      type(*) :: A(*)
      integer(c_int), value :: lda
      type(*) :: B(*)
      integer(c_int), value :: ldb
    end function cublasGetMatrix

    integer(c_int) function cublasSetVectorAsync(n, elemSize, hostPtr, incx, devicePtr, incy, &
        stream) &
        bind(c, name='cublasSetVectorAsync')
      import
      integer(c_int), value :: n
      integer(c_int), value :: elemSize
      type(*) :: hostPtr(*)
      integer(c_int), value :: incx
      type(*) :: devicePtr(*)
      integer(c_int), value :: incy
      integer(cuda_stream_kind), value :: stream
    end function cublasSetVectorAsync

    integer(c_int) function cublasGetVectorAsync(n, elemSize, devicePtr, incx, hostPtr, incy, &
        stream) &
        bind(c, name='cublasGetVectorAsync')
      import
      integer(c_int), value :: n
      integer(c_int), value :: elemSize
      type(*) :: devicePtr(*)
      integer(c_int), value :: incx
      type(*) :: hostPtr(*)
      integer(c_int), value :: incy
      integer(cuda_stream_kind), value :: stream
    end function cublasGetVectorAsync

    integer(c_int) function cublasSetMatrixAsync(rows, cols, elemSize, A, lda, B, ldb, stream) &
        bind(c, name='cublasSetMatrixAsync')
      import
      integer(c_int), value :: rows
      integer(c_int), value :: cols
      integer(c_int), value :: elemSize
      type(*) :: A(*)
      integer(c_int), value :: lda
      type(*) :: B(*)
      integer(c_int), value :: ldb
      integer(cuda_stream_kind), value :: stream
    end function cublasSetMatrixAsync

    integer(c_int) function cublasGetMatrixAsync(rows, cols, elemSize, A, lda, B, ldb, stream) &
        bind(c, name='cublasGetMatrixAsync')
      import
      integer(c_int), value :: rows
      integer(c_int), value :: cols
      integer(c_int), value :: elemSize
      type(*) :: A(*)
      integer(c_int), value :: lda
      type(*) :: B(*)
      integer(c_int), value :: ldb
      integer(cuda_stream_kind), value :: stream
    end function cublasGetMatrixAsync

    integer(c_int) function cublasSnrm2_v2(handle, n, x, incx, result) &
        bind(c, name='cublasSnrm2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: result
    end function cublasSnrm2_v2

    integer(c_int) function cublasDnrm2_v2(handle, n, x, incx, result) &
        bind(c, name='cublasDnrm2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: result
    end function cublasDnrm2_v2

    integer(c_int) function cublasScnrm2_v2(handle, n, x, incx, result) &
        bind(c, name='cublasScnrm2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: result
    end function cublasScnrm2_v2

    integer(c_int) function cublasDznrm2_v2(handle, n, x, incx, result) &
        bind(c, name='cublasDznrm2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: result
    end function cublasDznrm2_v2

    integer(c_int) function cublasSdot_v2(handle, n, x, incx, y, incy, result) &
        bind(c, name='cublasSdot_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
      real(c_float) :: result
    end function cublasSdot_v2

    integer(c_int) function cublasDdot_v2(handle, n, x, incx, y, incy, result) &
        bind(c, name='cublasDdot_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
      real(c_double) :: result
    end function cublasDdot_v2

    integer(c_int) function cublasCdotu_v2(handle, n, x, incx, y, incy, result) &
        bind(c, name='cublasCdotu_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_float_complex) :: result
    end function cublasCdotu_v2

    integer(c_int) function cublasCdotc_v2(handle, n, x, incx, y, incy, result) &
        bind(c, name='cublasCdotc_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_float_complex) :: result
    end function cublasCdotc_v2

    integer(c_int) function cublasZdotu_v2(handle, n, x, incx, y, incy, result) &
        bind(c, name='cublasZdotu_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_double_complex) :: result
    end function cublasZdotu_v2

    integer(c_int) function cublasZdotc_v2(handle, n, x, incx, y, incy, result) &
        bind(c, name='cublasZdotc_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_double_complex) :: result
    end function cublasZdotc_v2

    integer(c_int) function cublasSscal_v2(handle, n, alpha, x, incx) &
        bind(c, name='cublasSscal_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end function cublasSscal_v2

    integer(c_int) function cublasDscal_v2(handle, n, alpha, x, incx) &
        bind(c, name='cublasDscal_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end function cublasDscal_v2

    integer(c_int) function cublasCscal_v2(handle, n, alpha, x, incx) &
        bind(c, name='cublasCscal_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasCscal_v2

    integer(c_int) function cublasCsscal_v2(handle, n, alpha, x, incx) &
        bind(c, name='cublasCsscal_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasCsscal_v2

    integer(c_int) function cublasZscal_v2(handle, n, alpha, x, incx) &
        bind(c, name='cublasZscal_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasZscal_v2

    integer(c_int) function cublasZdscal_v2(handle, n, alpha, x, incx) &
        bind(c, name='cublasZdscal_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasZdscal_v2

    integer(c_int) function cublasSaxpy_v2(handle, n, alpha, x, incx, y, incy) &
        bind(c, name='cublasSaxpy_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end function cublasSaxpy_v2

    integer(c_int) function cublasDaxpy_v2(handle, n, alpha, x, incx, y, incy) &
        bind(c, name='cublasDaxpy_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end function cublasDaxpy_v2

    integer(c_int) function cublasCaxpy_v2(handle, n, alpha, x, incx, y, incy) &
        bind(c, name='cublasCaxpy_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasCaxpy_v2

    integer(c_int) function cublasZaxpy_v2(handle, n, alpha, x, incx, y, incy) &
        bind(c, name='cublasZaxpy_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasZaxpy_v2

    integer(c_int) function cublasScopy_v2(handle, n, x, incx, y, incy) &
        bind(c, name='cublasScopy_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end function cublasScopy_v2

    integer(c_int) function cublasDcopy_v2(handle, n, x, incx, y, incy) &
        bind(c, name='cublasDcopy_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end function cublasDcopy_v2

    integer(c_int) function cublasCcopy_v2(handle, n, x, incx, y, incy) &
        bind(c, name='cublasCcopy_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasCcopy_v2

    integer(c_int) function cublasZcopy_v2(handle, n, x, incx, y, incy) &
        bind(c, name='cublasZcopy_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasZcopy_v2

    integer(c_int) function cublasSswap_v2(handle, n, x, incx, y, incy) &
        bind(c, name='cublasSswap_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end function cublasSswap_v2

    integer(c_int) function cublasDswap_v2(handle, n, x, incx, y, incy) &
        bind(c, name='cublasDswap_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end function cublasDswap_v2

    integer(c_int) function cublasCswap_v2(handle, n, x, incx, y, incy) &
        bind(c, name='cublasCswap_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasCswap_v2

    integer(c_int) function cublasZswap_v2(handle, n, x, incx, y, incy) &
        bind(c, name='cublasZswap_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasZswap_v2

    integer(c_int) function cublasIsamax_v2(handle, n, x, incx, result) &
        bind(c, name='cublasIsamax_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      integer(c_int) :: result
    end function cublasIsamax_v2

    integer(c_int) function cublasIdamax_v2(handle, n, x, incx, result) &
        bind(c, name='cublasIdamax_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      integer(c_int) :: result
    end function cublasIdamax_v2

    integer(c_int) function cublasIcamax_v2(handle, n, x, incx, result) &
        bind(c, name='cublasIcamax_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      integer(c_int) :: result
    end function cublasIcamax_v2

    integer(c_int) function cublasIzamax_v2(handle, n, x, incx, result) &
        bind(c, name='cublasIzamax_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      integer(c_int) :: result
    end function cublasIzamax_v2

    integer(c_int) function cublasIsamin_v2(handle, n, x, incx, result) &
        bind(c, name='cublasIsamin_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      integer(c_int) :: result
    end function cublasIsamin_v2

    integer(c_int) function cublasIdamin_v2(handle, n, x, incx, result) &
        bind(c, name='cublasIdamin_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      integer(c_int) :: result
    end function cublasIdamin_v2

    integer(c_int) function cublasIcamin_v2(handle, n, x, incx, result) &
        bind(c, name='cublasIcamin_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      integer(c_int) :: result
    end function cublasIcamin_v2

    integer(c_int) function cublasIzamin_v2(handle, n, x, incx, result) &
        bind(c, name='cublasIzamin_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      integer(c_int) :: result
    end function cublasIzamin_v2

    integer(c_int) function cublasSasum_v2(handle, n, x, incx, result) &
        bind(c, name='cublasSasum_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: result
    end function cublasSasum_v2

    integer(c_int) function cublasDasum_v2(handle, n, x, incx, result) &
        bind(c, name='cublasDasum_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: result
    end function cublasDasum_v2

    integer(c_int) function cublasScasum_v2(handle, n, x, incx, result) &
        bind(c, name='cublasScasum_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: result
    end function cublasScasum_v2

    integer(c_int) function cublasDzasum_v2(handle, n, x, incx, result) &
        bind(c, name='cublasDzasum_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: result
    end function cublasDzasum_v2

    integer(c_int) function cublasSrot_v2(handle, n, x, incx, y, incy, c, s) &
        bind(c, name='cublasSrot_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
      real(c_float) :: c
      real(c_float) :: s
    end function cublasSrot_v2

    integer(c_int) function cublasDrot_v2(handle, n, x, incx, y, incy, c, s) &
        bind(c, name='cublasDrot_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
      real(c_double) :: c
      real(c_double) :: s
    end function cublasDrot_v2

    integer(c_int) function cublasCrot_v2(handle, n, x, incx, y, incy, c, s) &
        bind(c, name='cublasCrot_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      real(c_float) :: c
      complex(c_float_complex) :: s
    end function cublasCrot_v2

    integer(c_int) function cublasCsrot_v2(handle, n, x, incx, y, incy, c, s) &
        bind(c, name='cublasCsrot_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      real(c_float) :: c
      real(c_float) :: s
    end function cublasCsrot_v2

    integer(c_int) function cublasZrot_v2(handle, n, x, incx, y, incy, c, s) &
        bind(c, name='cublasZrot_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      real(c_double) :: c
      complex(c_double_complex) :: s
    end function cublasZrot_v2

    integer(c_int) function cublasZdrot_v2(handle, n, x, incx, y, incy, c, s) &
        bind(c, name='cublasZdrot_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      real(c_double) :: c
      real(c_double) :: s
    end function cublasZdrot_v2

    integer(c_int) function cublasSrotg_v2(handle, a, b, c, s) &
        bind(c, name='cublasSrotg_v2')
      import
      type(cublasHandle), value :: handle
      real(c_float) :: a
      real(c_float) :: b
      real(c_float) :: c
      real(c_float) :: s
    end function cublasSrotg_v2

    integer(c_int) function cublasDrotg_v2(handle, a, b, c, s) &
        bind(c, name='cublasDrotg_v2')
      import
      type(cublasHandle), value :: handle
      real(c_double) :: a
      real(c_double) :: b
      real(c_double) :: c
      real(c_double) :: s
    end function cublasDrotg_v2

    integer(c_int) function cublasCrotg_v2(handle, a, b, c, s) &
        bind(c, name='cublasCrotg_v2')
      import
      type(cublasHandle), value :: handle
      complex(c_float_complex) :: a
      complex(c_float_complex) :: b
      real(c_float) :: c
      complex(c_float_complex) :: s
    end function cublasCrotg_v2

    integer(c_int) function cublasZrotg_v2(handle, a, b, c, s) &
        bind(c, name='cublasZrotg_v2')
      import
      type(cublasHandle), value :: handle
      complex(c_double_complex) :: a
      complex(c_double_complex) :: b
      real(c_double) :: c
      complex(c_double_complex) :: s
    end function cublasZrotg_v2

    integer(c_int) function cublasSrotm_v2(handle, n, x, incx, y, incy, param) &
        bind(c, name='cublasSrotm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
      real(c_float) :: param(*)
    end function cublasSrotm_v2

    integer(c_int) function cublasDrotm_v2(handle, n, x, incx, y, incy, param) &
        bind(c, name='cublasDrotm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
      real(c_double) :: param(*)
    end function cublasDrotm_v2

    integer(c_int) function cublasSrotmg_v2(handle, d1, d2, x1, y1, param) &
        bind(c, name='cublasSrotmg_v2')
      import
      type(cublasHandle), value :: handle
      real(c_float) :: d1
      real(c_float) :: d2
      real(c_float) :: x1
      real(c_float) :: y1
      real(c_float) :: param(*)
    end function cublasSrotmg_v2

    integer(c_int) function cublasDrotmg_v2(handle, d1, d2, x1, y1, param) &
        bind(c, name='cublasDrotmg_v2')
      import
      type(cublasHandle), value :: handle
      real(c_double) :: d1
      real(c_double) :: d2
      real(c_double) :: x1
      real(c_double) :: y1
      real(c_double) :: param(*)
    end function cublasDrotmg_v2

    integer(c_int) function cublasSgemv_v2(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
        incy) &
        bind(c, name='cublasSgemv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: beta
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end function cublasSgemv_v2

    integer(c_int) function cublasDgemv_v2(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
        incy) &
        bind(c, name='cublasDgemv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: beta
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end function cublasDgemv_v2

    integer(c_int) function cublasCgemv_v2(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
        incy) &
        bind(c, name='cublasCgemv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasCgemv_v2

    integer(c_int) function cublasZgemv_v2(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, &
        incy) &
        bind(c, name='cublasZgemv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasZgemv_v2

    integer(c_int) function cublasSgbmv_v2(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, &
        beta, y, incy) &
        bind(c, name='cublasSgbmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: kl
      integer(c_int), value :: ku
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: beta
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end function cublasSgbmv_v2

    integer(c_int) function cublasDgbmv_v2(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, &
        beta, y, incy) &
        bind(c, name='cublasDgbmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: kl
      integer(c_int), value :: ku
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: beta
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end function cublasDgbmv_v2

    integer(c_int) function cublasCgbmv_v2(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, &
        beta, y, incy) &
        bind(c, name='cublasCgbmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: kl
      integer(c_int), value :: ku
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasCgbmv_v2

    integer(c_int) function cublasZgbmv_v2(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, &
        beta, y, incy) &
        bind(c, name='cublasZgbmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: kl
      integer(c_int), value :: ku
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasZgbmv_v2

    integer(c_int) function cublasStrmv_v2(handle, uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasStrmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end function cublasStrmv_v2

    integer(c_int) function cublasDtrmv_v2(handle, uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasDtrmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end function cublasDtrmv_v2

    integer(c_int) function cublasCtrmv_v2(handle, uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasCtrmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasCtrmv_v2

    integer(c_int) function cublasZtrmv_v2(handle, uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasZtrmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasZtrmv_v2

    integer(c_int) function cublasStbmv_v2(handle, uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasStbmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end function cublasStbmv_v2

    integer(c_int) function cublasDtbmv_v2(handle, uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasDtbmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end function cublasDtbmv_v2

    integer(c_int) function cublasCtbmv_v2(handle, uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasCtbmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasCtbmv_v2

    integer(c_int) function cublasZtbmv_v2(handle, uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasZtbmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasZtbmv_v2

    integer(c_int) function cublasStpmv_v2(handle, uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasStpmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      real(c_float) :: AP(*)
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end function cublasStpmv_v2

    integer(c_int) function cublasDtpmv_v2(handle, uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasDtpmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      real(c_double) :: AP(*)
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end function cublasDtpmv_v2

    integer(c_int) function cublasCtpmv_v2(handle, uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasCtpmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      complex(c_float_complex) :: AP(*)
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasCtpmv_v2

    integer(c_int) function cublasZtpmv_v2(handle, uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasZtpmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      complex(c_double_complex) :: AP(*)
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasZtpmv_v2

    integer(c_int) function cublasStrsv_v2(handle, uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasStrsv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end function cublasStrsv_v2

    integer(c_int) function cublasDtrsv_v2(handle, uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasDtrsv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end function cublasDtrsv_v2

    integer(c_int) function cublasCtrsv_v2(handle, uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasCtrsv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasCtrsv_v2

    integer(c_int) function cublasZtrsv_v2(handle, uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasZtrsv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasZtrsv_v2

    integer(c_int) function cublasStpsv_v2(handle, uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasStpsv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      real(c_float) :: AP(*)
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end function cublasStpsv_v2

    integer(c_int) function cublasDtpsv_v2(handle, uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasDtpsv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      real(c_double) :: AP(*)
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end function cublasDtpsv_v2

    integer(c_int) function cublasCtpsv_v2(handle, uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasCtpsv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      complex(c_float_complex) :: AP(*)
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasCtpsv_v2

    integer(c_int) function cublasZtpsv_v2(handle, uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasZtpsv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      complex(c_double_complex) :: AP(*)
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasZtpsv_v2

    integer(c_int) function cublasStbsv_v2(handle, uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasStbsv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end function cublasStbsv_v2

    integer(c_int) function cublasDtbsv_v2(handle, uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasDtbsv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end function cublasDtbsv_v2

    integer(c_int) function cublasCtbsv_v2(handle, uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasCtbsv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasCtbsv_v2

    integer(c_int) function cublasZtbsv_v2(handle, uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasZtbsv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasZtbsv_v2

    integer(c_int) function cublasSsymv_v2(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasSsymv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: beta
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end function cublasSsymv_v2

    integer(c_int) function cublasDsymv_v2(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasDsymv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: beta
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end function cublasDsymv_v2

    integer(c_int) function cublasCsymv_v2(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasCsymv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasCsymv_v2

    integer(c_int) function cublasZsymv_v2(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasZsymv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasZsymv_v2

    integer(c_int) function cublasChemv_v2(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasChemv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasChemv_v2

    integer(c_int) function cublasZhemv_v2(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasZhemv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasZhemv_v2

    integer(c_int) function cublasSsbmv_v2(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, &
        incy) &
        bind(c, name='cublasSsbmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: beta
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end function cublasSsbmv_v2

    integer(c_int) function cublasDsbmv_v2(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, &
        incy) &
        bind(c, name='cublasDsbmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: beta
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end function cublasDsbmv_v2

    integer(c_int) function cublasChbmv_v2(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, &
        incy) &
        bind(c, name='cublasChbmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasChbmv_v2

    integer(c_int) function cublasZhbmv_v2(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, &
        incy) &
        bind(c, name='cublasZhbmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasZhbmv_v2

    integer(c_int) function cublasSspmv_v2(handle, uplo, n, alpha, AP, x, incx, beta, y, incy) &
        bind(c, name='cublasSspmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: AP(*)
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: beta
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end function cublasSspmv_v2

    integer(c_int) function cublasDspmv_v2(handle, uplo, n, alpha, AP, x, incx, beta, y, incy) &
        bind(c, name='cublasDspmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: AP(*)
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: beta
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end function cublasDspmv_v2

    integer(c_int) function cublasChpmv_v2(handle, uplo, n, alpha, AP, x, incx, beta, y, incy) &
        bind(c, name='cublasChpmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: AP(*)
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasChpmv_v2

    integer(c_int) function cublasZhpmv_v2(handle, uplo, n, alpha, AP, x, incx, beta, y, incy) &
        bind(c, name='cublasZhpmv_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: AP(*)
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasZhpmv_v2

    integer(c_int) function cublasSger_v2(handle, m, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasSger_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
      real(c_float) :: A(*)
      integer(c_int), value :: lda
    end function cublasSger_v2

    integer(c_int) function cublasDger_v2(handle, m, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasDger_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
      real(c_double) :: A(*)
      integer(c_int), value :: lda
    end function cublasDger_v2

    integer(c_int) function cublasCgeru_v2(handle, m, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasCgeru_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasCgeru_v2

    integer(c_int) function cublasCgerc_v2(handle, m, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasCgerc_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasCgerc_v2

    integer(c_int) function cublasZgeru_v2(handle, m, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasZgeru_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasZgeru_v2

    integer(c_int) function cublasZgerc_v2(handle, m, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasZgerc_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasZgerc_v2

    integer(c_int) function cublasSsyr_v2(handle, uplo, n, alpha, x, incx, A, lda) &
        bind(c, name='cublasSsyr_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: A(*)
      integer(c_int), value :: lda
    end function cublasSsyr_v2

    integer(c_int) function cublasDsyr_v2(handle, uplo, n, alpha, x, incx, A, lda) &
        bind(c, name='cublasDsyr_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: A(*)
      integer(c_int), value :: lda
    end function cublasDsyr_v2

    integer(c_int) function cublasCsyr_v2(handle, uplo, n, alpha, x, incx, A, lda) &
        bind(c, name='cublasCsyr_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasCsyr_v2

    integer(c_int) function cublasZsyr_v2(handle, uplo, n, alpha, x, incx, A, lda) &
        bind(c, name='cublasZsyr_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasZsyr_v2

    integer(c_int) function cublasCher_v2(handle, uplo, n, alpha, x, incx, A, lda) &
        bind(c, name='cublasCher_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasCher_v2

    integer(c_int) function cublasZher_v2(handle, uplo, n, alpha, x, incx, A, lda) &
        bind(c, name='cublasZher_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasZher_v2

    integer(c_int) function cublasSspr_v2(handle, uplo, n, alpha, x, incx, AP) &
        bind(c, name='cublasSspr_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: AP(*)
    end function cublasSspr_v2

    integer(c_int) function cublasDspr_v2(handle, uplo, n, alpha, x, incx, AP) &
        bind(c, name='cublasDspr_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: AP(*)
    end function cublasDspr_v2

    integer(c_int) function cublasChpr_v2(handle, uplo, n, alpha, x, incx, AP) &
        bind(c, name='cublasChpr_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: AP(*)
    end function cublasChpr_v2

    integer(c_int) function cublasZhpr_v2(handle, uplo, n, alpha, x, incx, AP) &
        bind(c, name='cublasZhpr_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: AP(*)
    end function cublasZhpr_v2

    integer(c_int) function cublasSsyr2_v2(handle, uplo, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasSsyr2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
      real(c_float) :: A(*)
      integer(c_int), value :: lda
    end function cublasSsyr2_v2

    integer(c_int) function cublasDsyr2_v2(handle, uplo, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasDsyr2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
      real(c_double) :: A(*)
      integer(c_int), value :: lda
    end function cublasDsyr2_v2

    integer(c_int) function cublasCsyr2_v2(handle, uplo, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasCsyr2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasCsyr2_v2

    integer(c_int) function cublasZsyr2_v2(handle, uplo, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasZsyr2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasZsyr2_v2

    integer(c_int) function cublasCher2_v2(handle, uplo, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasCher2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasCher2_v2

    integer(c_int) function cublasZher2_v2(handle, uplo, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasZher2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasZher2_v2

    integer(c_int) function cublasSspr2_v2(handle, uplo, n, alpha, x, incx, y, incy, AP) &
        bind(c, name='cublasSspr2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
      real(c_float) :: AP(*)
    end function cublasSspr2_v2

    integer(c_int) function cublasDspr2_v2(handle, uplo, n, alpha, x, incx, y, incy, AP) &
        bind(c, name='cublasDspr2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
      real(c_double) :: AP(*)
    end function cublasDspr2_v2

    integer(c_int) function cublasChpr2_v2(handle, uplo, n, alpha, x, incx, y, incy, AP) &
        bind(c, name='cublasChpr2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_float_complex) :: AP(*)
    end function cublasChpr2_v2

    integer(c_int) function cublasZhpr2_v2(handle, uplo, n, alpha, x, incx, y, incy, AP) &
        bind(c, name='cublasZhpr2_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_double_complex) :: AP(*)
    end function cublasZhpr2_v2

    integer(c_int) function cublasSgemm_v2(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, &
        beta, C, ldc) &
        bind(c, name='cublasSgemm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
      real(c_float) :: beta
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
    end function cublasSgemm_v2

    integer(c_int) function cublasDgemm_v2(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, &
        beta, C, ldc) &
        bind(c, name='cublasDgemm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
      real(c_double) :: beta
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
    end function cublasDgemm_v2

    integer(c_int) function cublasCgemm_v2(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, &
        beta, C, ldc) &
        bind(c, name='cublasCgemm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasCgemm_v2

    integer(c_int) function cublasCgemm3m(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, &
        beta, C, ldc) &
        bind(c, name='cublasCgemm3m')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasCgemm3m

    integer(c_int) function cublasZgemm_v2(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, &
        beta, C, ldc) &
        bind(c, name='cublasZgemm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZgemm_v2

    integer(c_int) function cublasZgemm3m(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, &
        beta, C, ldc) &
        bind(c, name='cublasZgemm3m')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZgemm3m

    integer(c_int) function cublasSsyrk_v2(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) &
        bind(c, name='cublasSsyrk_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: beta
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
    end function cublasSsyrk_v2

    integer(c_int) function cublasDsyrk_v2(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) &
        bind(c, name='cublasDsyrk_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: beta
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
    end function cublasDsyrk_v2

    integer(c_int) function cublasCsyrk_v2(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) &
        bind(c, name='cublasCsyrk_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasCsyrk_v2

    integer(c_int) function cublasZsyrk_v2(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) &
        bind(c, name='cublasZsyrk_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZsyrk_v2

    integer(c_int) function cublasCherk_v2(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) &
        bind(c, name='cublasCherk_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasCherk_v2

    integer(c_int) function cublasZherk_v2(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) &
        bind(c, name='cublasZherk_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZherk_v2

    integer(c_int) function cublasSsyr2k_v2(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc) &
        bind(c, name='cublasSsyr2k_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
      real(c_float) :: beta
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
    end function cublasSsyr2k_v2

    integer(c_int) function cublasDsyr2k_v2(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc) &
        bind(c, name='cublasDsyr2k_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
      real(c_double) :: beta
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
    end function cublasDsyr2k_v2

    integer(c_int) function cublasCsyr2k_v2(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc) &
        bind(c, name='cublasCsyr2k_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasCsyr2k_v2

    integer(c_int) function cublasZsyr2k_v2(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc) &
        bind(c, name='cublasZsyr2k_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZsyr2k_v2

    integer(c_int) function cublasCher2k_v2(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc) &
        bind(c, name='cublasCher2k_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      real(c_float) :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasCher2k_v2

    integer(c_int) function cublasZher2k_v2(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, &
        C, ldc) &
        bind(c, name='cublasZher2k_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      real(c_double) :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZher2k_v2

    integer(c_int) function cublasSsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) &
        bind(c, name='cublasSsyrkx')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
      real(c_float) :: beta
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
    end function cublasSsyrkx

    integer(c_int) function cublasDsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) &
        bind(c, name='cublasDsyrkx')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
      real(c_double) :: beta
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
    end function cublasDsyrkx

    integer(c_int) function cublasCsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) &
        bind(c, name='cublasCsyrkx')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasCsyrkx

    integer(c_int) function cublasZsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) &
        bind(c, name='cublasZsyrkx')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZsyrkx

    integer(c_int) function cublasCherkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) &
        bind(c, name='cublasCherkx')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      real(c_float) :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasCherkx

    integer(c_int) function cublasZherkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, &
        ldc) &
        bind(c, name='cublasZherkx')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      real(c_double) :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZherkx

    integer(c_int) function cublasSsymm_v2(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, &
        C, ldc) &
        bind(c, name='cublasSsymm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
      real(c_float) :: beta
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
    end function cublasSsymm_v2

    integer(c_int) function cublasDsymm_v2(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, &
        C, ldc) &
        bind(c, name='cublasDsymm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
      real(c_double) :: beta
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
    end function cublasDsymm_v2

    integer(c_int) function cublasCsymm_v2(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, &
        C, ldc) &
        bind(c, name='cublasCsymm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasCsymm_v2

    integer(c_int) function cublasZsymm_v2(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, &
        C, ldc) &
        bind(c, name='cublasZsymm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZsymm_v2

    integer(c_int) function cublasChemm_v2(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, &
        C, ldc) &
        bind(c, name='cublasChemm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasChemm_v2

    integer(c_int) function cublasZhemm_v2(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, &
        C, ldc) &
        bind(c, name='cublasZhemm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZhemm_v2

    integer(c_int) function cublasStrsm_v2(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, &
        ldb) &
        bind(c, name='cublasStrsm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
    end function cublasStrsm_v2

    integer(c_int) function cublasDtrsm_v2(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, &
        ldb) &
        bind(c, name='cublasDtrsm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
    end function cublasDtrsm_v2

    integer(c_int) function cublasCtrsm_v2(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, &
        ldb) &
        bind(c, name='cublasCtrsm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
    end function cublasCtrsm_v2

    integer(c_int) function cublasZtrsm_v2(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, &
        ldb) &
        bind(c, name='cublasZtrsm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
    end function cublasZtrsm_v2

    integer(c_int) function cublasStrmm_v2(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, &
        ldb, C, ldc) &
        bind(c, name='cublasStrmm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
    end function cublasStrmm_v2

    integer(c_int) function cublasDtrmm_v2(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, &
        ldb, C, ldc) &
        bind(c, name='cublasDtrmm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
    end function cublasDtrmm_v2

    integer(c_int) function cublasCtrmm_v2(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, &
        ldb, C, ldc) &
        bind(c, name='cublasCtrmm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasCtrmm_v2

    integer(c_int) function cublasZtrmm_v2(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, &
        ldb, C, ldc) &
        bind(c, name='cublasZtrmm_v2')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZtrmm_v2

    integer(c_int) function cublasSgeam(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, &
        C, ldc) &
        bind(c, name='cublasSgeam')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: beta
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
    end function cublasSgeam

    integer(c_int) function cublasDgeam(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, &
        C, ldc) &
        bind(c, name='cublasDgeam')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: beta
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
    end function cublasDgeam

    integer(c_int) function cublasCgeam(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, &
        C, ldc) &
        bind(c, name='cublasCgeam')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasCgeam

    integer(c_int) function cublasZgeam(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, &
        C, ldc) &
        bind(c, name='cublasZgeam')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZgeam

    integer(c_int) function cublasSdgmm(handle, mode, m, n, A, lda, x, incx, C, ldc) &
        bind(c, name='cublasSdgmm')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: mode
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
    end function cublasSdgmm

    integer(c_int) function cublasDdgmm(handle, mode, m, n, A, lda, x, incx, C, ldc) &
        bind(c, name='cublasDdgmm')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: mode
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
    end function cublasDdgmm

    integer(c_int) function cublasCdgmm(handle, mode, m, n, A, lda, x, incx, C, ldc) &
        bind(c, name='cublasCdgmm')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: mode
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasCdgmm

    integer(c_int) function cublasZdgmm(handle, mode, m, n, A, lda, x, incx, C, ldc) &
        bind(c, name='cublasZdgmm')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: mode
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end function cublasZdgmm

    integer(c_int) function cublasStpttr(handle, uplo, n, AP, A, lda) &
        bind(c, name='cublasStpttr')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: AP(*)
      real(c_float) :: A(*)
      integer(c_int), value :: lda
    end function cublasStpttr

    integer(c_int) function cublasDtpttr(handle, uplo, n, AP, A, lda) &
        bind(c, name='cublasDtpttr')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: AP(*)
      real(c_double) :: A(*)
      integer(c_int), value :: lda
    end function cublasDtpttr

    integer(c_int) function cublasCtpttr(handle, uplo, n, AP, A, lda) &
        bind(c, name='cublasCtpttr')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: AP(*)
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasCtpttr

    integer(c_int) function cublasZtpttr(handle, uplo, n, AP, A, lda) &
        bind(c, name='cublasZtpttr')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: AP(*)
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
    end function cublasZtpttr

    integer(c_int) function cublasStrttp(handle, uplo, n, A, lda, AP) &
        bind(c, name='cublasStrttp')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: AP(*)
    end function cublasStrttp

    integer(c_int) function cublasDtrttp(handle, uplo, n, A, lda, AP) &
        bind(c, name='cublasDtrttp')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: AP(*)
    end function cublasDtrttp

    integer(c_int) function cublasCtrttp(handle, uplo, n, A, lda, AP) &
        bind(c, name='cublasCtrttp')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: AP(*)
    end function cublasCtrttp

    integer(c_int) function cublasZtrttp(handle, uplo, n, A, lda, AP) &
        bind(c, name='cublasZtrttp')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: AP(*)
    end function cublasZtrttp

    integer(c_int) function cublasInit() &
        bind(c, name='cublasInit')
      import
    end function cublasInit

    integer(c_int) function cublasShutdown() &
        bind(c, name='cublasShutdown')
      import
    end function cublasShutdown

    integer(c_int) function cublasGetError() &
        bind(c, name='cublasGetError')
      import
    end function cublasGetError

    integer(c_int) function cublasAlloc(n, elemSize, devicePtr) &
        bind(c, name='cublasAlloc')
      import
      integer(c_int), value :: n
      integer(c_int), value :: elemSize
      type(c_devptr) :: devicePtr
    end function cublasAlloc

    integer(c_int) function cublasFree(devicePtr) &
        bind(c, name='cublasFree')
      import
      type(c_devptr), value :: devicePtr
    end function cublasFree

    integer(c_int) function cublasSetKernelStream(stream) &
        bind(c, name='cublasSetKernelStream')
      import
      integer(cuda_stream_kind), value :: stream
    end function cublasSetKernelStream

    real(c_float) function cublasSnrm2(n, x, incx) &
        bind(c, name='cublasSnrm2')
      import
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end function cublasSnrm2

    real(c_double) function cublasDnrm2(n, x, incx) &
        bind(c, name='cublasDnrm2')
      import
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end function cublasDnrm2

    real(c_float) function cublasScnrm2(n, x, incx) &
        bind(c, name='cublasScnrm2')
      import
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasScnrm2

    real(c_double) function cublasDznrm2(n, x, incx) &
        bind(c, name='cublasDznrm2')
      import
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasDznrm2

    real(c_float) function cublasSdot(n, x, incx, y, incy) &
        bind(c, name='cublasSdot')
      import
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end function cublasSdot

    real(c_double) function cublasDdot(n, x, incx, y, incy) &
        bind(c, name='cublasDdot')
      import
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end function cublasDdot

    complex(c_float_complex) function cublasCdotu(n, x, incx, y, incy) &
        bind(c, name='cublasCdotu')
      import
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasCdotu

    complex(c_float_complex) function cublasCdotc(n, x, incx, y, incy) &
        bind(c, name='cublasCdotc')
      import
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasCdotc

    complex(c_double_complex) function cublasZdotu(n, x, incx, y, incy) &
        bind(c, name='cublasZdotu')
      import
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasZdotu

    complex(c_double_complex) function cublasZdotc(n, x, incx, y, incy) &
        bind(c, name='cublasZdotc')
      import
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end function cublasZdotc

    subroutine cublasSscal(n, alpha, x, incx) &
        bind(c, name='cublasSscal')
      import
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasSscal

    subroutine cublasDscal(n, alpha, x, incx) &
        bind(c, name='cublasDscal')
      import
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasDscal

    subroutine cublasCscal(n, alpha, x, incx) &
        bind(c, name='cublasCscal')
      import
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasCscal

    subroutine cublasZscal(n, alpha, x, incx) &
        bind(c, name='cublasZscal')
      import
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasZscal

    subroutine cublasCsscal(n, alpha, x, incx) &
        bind(c, name='cublasCsscal')
      import
      integer(c_int), value :: n
      real(c_float), value :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasCsscal

    subroutine cublasZdscal(n, alpha, x, incx) &
        bind(c, name='cublasZdscal')
      import
      integer(c_int), value :: n
      real(c_double), value :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasZdscal

    subroutine cublasSaxpy(n, alpha, x, incx, y, incy) &
        bind(c, name='cublasSaxpy')
      import
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasSaxpy

    subroutine cublasDaxpy(n, alpha, x, incx, y, incy) &
        bind(c, name='cublasDaxpy')
      import
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasDaxpy

    subroutine cublasCaxpy(n, alpha, x, incx, y, incy) &
        bind(c, name='cublasCaxpy')
      import
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasCaxpy

    subroutine cublasZaxpy(n, alpha, x, incx, y, incy) &
        bind(c, name='cublasZaxpy')
      import
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasZaxpy

    subroutine cublasScopy(n, x, incx, y, incy) &
        bind(c, name='cublasScopy')
      import
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasScopy

    subroutine cublasDcopy(n, x, incx, y, incy) &
        bind(c, name='cublasDcopy')
      import
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasDcopy

    subroutine cublasCcopy(n, x, incx, y, incy) &
        bind(c, name='cublasCcopy')
      import
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasCcopy

    subroutine cublasZcopy(n, x, incx, y, incy) &
        bind(c, name='cublasZcopy')
      import
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasZcopy

    subroutine cublasSswap(n, x, incx, y, incy) &
        bind(c, name='cublasSswap')
      import
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasSswap

    subroutine cublasDswap(n, x, incx, y, incy) &
        bind(c, name='cublasDswap')
      import
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasDswap

    subroutine cublasCswap(n, x, incx, y, incy) &
        bind(c, name='cublasCswap')
      import
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasCswap

    subroutine cublasZswap(n, x, incx, y, incy) &
        bind(c, name='cublasZswap')
      import
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasZswap

    integer(c_int) function cublasIsamax(n, x, incx) &
        bind(c, name='cublasIsamax')
      import
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end function cublasIsamax

    integer(c_int) function cublasIdamax(n, x, incx) &
        bind(c, name='cublasIdamax')
      import
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end function cublasIdamax

    integer(c_int) function cublasIcamax(n, x, incx) &
        bind(c, name='cublasIcamax')
      import
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasIcamax

    integer(c_int) function cublasIzamax(n, x, incx) &
        bind(c, name='cublasIzamax')
      import
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasIzamax

    integer(c_int) function cublasIsamin(n, x, incx) &
        bind(c, name='cublasIsamin')
      import
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end function cublasIsamin

    integer(c_int) function cublasIdamin(n, x, incx) &
        bind(c, name='cublasIdamin')
      import
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end function cublasIdamin

    integer(c_int) function cublasIcamin(n, x, incx) &
        bind(c, name='cublasIcamin')
      import
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasIcamin

    integer(c_int) function cublasIzamin(n, x, incx) &
        bind(c, name='cublasIzamin')
      import
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasIzamin

    real(c_float) function cublasSasum(n, x, incx) &
        bind(c, name='cublasSasum')
      import
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end function cublasSasum

    real(c_double) function cublasDasum(n, x, incx) &
        bind(c, name='cublasDasum')
      import
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end function cublasDasum

    real(c_float) function cublasScasum(n, x, incx) &
        bind(c, name='cublasScasum')
      import
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasScasum

    real(c_double) function cublasDzasum(n, x, incx) &
        bind(c, name='cublasDzasum')
      import
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end function cublasDzasum

    subroutine cublasSrot(n, x, incx, y, incy, sc, ss) &
        bind(c, name='cublasSrot')
      import
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
      real(c_float), value :: sc
      real(c_float), value :: ss
    end subroutine cublasSrot

    subroutine cublasDrot(n, x, incx, y, incy, sc, ss) &
        bind(c, name='cublasDrot')
      import
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
      real(c_double), value :: sc
      real(c_double), value :: ss
    end subroutine cublasDrot

    subroutine cublasCrot(n, x, incx, y, incy, c, s) &
        bind(c, name='cublasCrot')
      import
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      real(c_float), value :: c
      complex(c_float_complex), value :: s
    end subroutine cublasCrot

    subroutine cublasZrot(n, x, incx, y, incy, sc, cs) &
        bind(c, name='cublasZrot')
      import
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      real(c_double), value :: sc
      complex(c_double_complex), value :: cs
    end subroutine cublasZrot

    subroutine cublasCsrot(n, x, incx, y, incy, c, s) &
        bind(c, name='cublasCsrot')
      import
      integer(c_int), value :: n
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      real(c_float), value :: c
      real(c_float), value :: s
    end subroutine cublasCsrot

    subroutine cublasZdrot(n, x, incx, y, incy, c, s) &
        bind(c, name='cublasZdrot')
      import
      integer(c_int), value :: n
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      real(c_double), value :: c
      real(c_double), value :: s
    end subroutine cublasZdrot

    subroutine cublasSrotg(sa, sb, sc, ss) &
        bind(c, name='cublasSrotg')
      import
      real(c_float) :: sa
      real(c_float) :: sb
      real(c_float) :: sc
      real(c_float) :: ss
    end subroutine cublasSrotg

    subroutine cublasDrotg(sa, sb, sc, ss) &
        bind(c, name='cublasDrotg')
      import
      real(c_double) :: sa
      real(c_double) :: sb
      real(c_double) :: sc
      real(c_double) :: ss
    end subroutine cublasDrotg

    subroutine cublasCrotg(ca, cb, sc, cs) &
        bind(c, name='cublasCrotg')
      import
      complex(c_float_complex) :: ca
      complex(c_float_complex), value :: cb
      real(c_float) :: sc
      complex(c_float_complex) :: cs
    end subroutine cublasCrotg

    subroutine cublasZrotg(ca, cb, sc, cs) &
        bind(c, name='cublasZrotg')
      import
      complex(c_double_complex) :: ca
      complex(c_double_complex), value :: cb
      real(c_double) :: sc
      complex(c_double_complex) :: cs
    end subroutine cublasZrotg

    subroutine cublasSrotm(n, x, incx, y, incy, sparam) &
        bind(c, name='cublasSrotm')
      import
      integer(c_int), value :: n
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
      real(c_float) :: sparam(*)
    end subroutine cublasSrotm

    subroutine cublasDrotm(n, x, incx, y, incy, sparam) &
        bind(c, name='cublasDrotm')
      import
      integer(c_int), value :: n
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
      real(c_double) :: sparam(*)
    end subroutine cublasDrotm

    subroutine cublasSrotmg(sd1, sd2, sx1, sy1, sparam) &
        bind(c, name='cublasSrotmg')
      import
      real(c_float) :: sd1
      real(c_float) :: sd2
      real(c_float) :: sx1
      real(c_float) :: sy1
      real(c_float) :: sparam(*)
    end subroutine cublasSrotmg

    subroutine cublasDrotmg(sd1, sd2, sx1, sy1, sparam) &
        bind(c, name='cublasDrotmg')
      import
      real(c_double) :: sd1
      real(c_double) :: sd2
      real(c_double) :: sx1
      real(c_double) :: sy1
      real(c_double) :: sparam(*)
    end subroutine cublasDrotmg

    subroutine cublasSgemv(trans, m, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasSgemv')
      import
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float), value :: beta
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasSgemv

    subroutine cublasDgemv(trans, m, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasDgemv')
      import
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double), value :: beta
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasDgemv

    subroutine cublasCgemv(trans, m, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasCgemv')
      import
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex), value :: beta
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasCgemv

    subroutine cublasZgemv(trans, m, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasZgemv')
      import
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex), value :: beta
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasZgemv

    subroutine cublasSgbmv(trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasSgbmv')
      import
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: kl
      integer(c_int), value :: ku
      real(c_float), value :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float), value :: beta
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasSgbmv

    subroutine cublasDgbmv(trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasDgbmv')
      import
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: kl
      integer(c_int), value :: ku
      real(c_double), value :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double), value :: beta
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasDgbmv

    subroutine cublasCgbmv(trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasCgbmv')
      import
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: kl
      integer(c_int), value :: ku
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex), value :: beta
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasCgbmv

    subroutine cublasZgbmv(trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasZgbmv')
      import
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: kl
      integer(c_int), value :: ku
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex), value :: beta
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasZgbmv

    subroutine cublasStrmv(uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasStrmv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasStrmv

    subroutine cublasDtrmv(uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasDtrmv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasDtrmv

    subroutine cublasCtrmv(uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasCtrmv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasCtrmv

    subroutine cublasZtrmv(uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasZtrmv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasZtrmv

    subroutine cublasStbmv(uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasStbmv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasStbmv

    subroutine cublasDtbmv(uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasDtbmv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasDtbmv

    subroutine cublasCtbmv(uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasCtbmv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasCtbmv

    subroutine cublasZtbmv(uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasZtbmv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasZtbmv

    subroutine cublasStpmv(uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasStpmv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      real(c_float) :: AP(*)
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasStpmv

    subroutine cublasDtpmv(uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasDtpmv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      real(c_double) :: AP(*)
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasDtpmv

    subroutine cublasCtpmv(uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasCtpmv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      complex(c_float_complex) :: AP(*)
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasCtpmv

    subroutine cublasZtpmv(uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasZtpmv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      complex(c_double_complex) :: AP(*)
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasZtpmv

    subroutine cublasStrsv(uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasStrsv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasStrsv

    subroutine cublasDtrsv(uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasDtrsv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasDtrsv

    subroutine cublasCtrsv(uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasCtrsv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasCtrsv

    subroutine cublasZtrsv(uplo, trans, diag, n, A, lda, x, incx) &
        bind(c, name='cublasZtrsv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasZtrsv

    subroutine cublasStpsv(uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasStpsv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      real(c_float) :: AP(*)
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasStpsv

    subroutine cublasDtpsv(uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasDtpsv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      real(c_double) :: AP(*)
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasDtpsv

    subroutine cublasCtpsv(uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasCtpsv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      complex(c_float_complex) :: AP(*)
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasCtpsv

    subroutine cublasZtpsv(uplo, trans, diag, n, AP, x, incx) &
        bind(c, name='cublasZtpsv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      complex(c_double_complex) :: AP(*)
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasZtpsv

    subroutine cublasStbsv(uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasStbsv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasStbsv

    subroutine cublasDtbsv(uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasDtbsv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasDtbsv

    subroutine cublasCtbsv(uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasCtbsv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasCtbsv

    subroutine cublasZtbsv(uplo, trans, diag, n, k, A, lda, x, incx) &
        bind(c, name='cublasZtbsv')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
    end subroutine cublasZtbsv

    subroutine cublasSsymv(uplo, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasSsymv')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float), value :: beta
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasSsymv

    subroutine cublasDsymv(uplo, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasDsymv')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double), value :: beta
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasDsymv

    subroutine cublasChemv(uplo, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasChemv')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex), value :: beta
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasChemv

    subroutine cublasZhemv(uplo, n, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasZhemv')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex), value :: beta
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasZhemv

    subroutine cublasSsbmv(uplo, n, k, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasSsbmv')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float), value :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float), value :: beta
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasSsbmv

    subroutine cublasDsbmv(uplo, n, k, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasDsbmv')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double), value :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double), value :: beta
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasDsbmv

    subroutine cublasChbmv(uplo, n, k, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasChbmv')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex), value :: beta
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasChbmv

    subroutine cublasZhbmv(uplo, n, k, alpha, A, lda, x, incx, beta, y, incy) &
        bind(c, name='cublasZhbmv')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex), value :: beta
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasZhbmv

    subroutine cublasSspmv(uplo, n, alpha, AP, x, incx, beta, y, incy) &
        bind(c, name='cublasSspmv')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: AP(*)
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float), value :: beta
      real(c_float) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasSspmv

    subroutine cublasDspmv(uplo, n, alpha, AP, x, incx, beta, y, incy) &
        bind(c, name='cublasDspmv')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: AP(*)
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double), value :: beta
      real(c_double) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasDspmv

    subroutine cublasChpmv(uplo, n, alpha, AP, x, incx, beta, y, incy) &
        bind(c, name='cublasChpmv')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: AP(*)
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex), value :: beta
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasChpmv

    subroutine cublasZhpmv(uplo, n, alpha, AP, x, incx, beta, y, incy) &
        bind(c, name='cublasZhpmv')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: AP(*)
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex), value :: beta
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
    end subroutine cublasZhpmv

    subroutine cublasSger(m, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasSger')
      import
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
      real(c_float) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasSger

    subroutine cublasDger(m, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasDger')
      import
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
      real(c_double) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasDger

    subroutine cublasCgeru(m, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasCgeru')
      import
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasCgeru

    subroutine cublasCgerc(m, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasCgerc')
      import
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasCgerc

    subroutine cublasZgeru(m, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasZgeru')
      import
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasZgeru

    subroutine cublasZgerc(m, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasZgerc')
      import
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasZgerc

    subroutine cublasSsyr(uplo, n, alpha, x, incx, A, lda) &
        bind(c, name='cublasSsyr')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasSsyr

    subroutine cublasDsyr(uplo, n, alpha, x, incx, A, lda) &
        bind(c, name='cublasDsyr')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasDsyr

    subroutine cublasCher(uplo, n, alpha, x, incx, A, lda) &
        bind(c, name='cublasCher')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_float), value :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasCher

    subroutine cublasZher(uplo, n, alpha, x, incx, A, lda) &
        bind(c, name='cublasZher')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_double), value :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasZher

    subroutine cublasSspr(uplo, n, alpha, x, incx, AP) &
        bind(c, name='cublasSspr')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: AP(*)
    end subroutine cublasSspr

    subroutine cublasDspr(uplo, n, alpha, x, incx, AP) &
        bind(c, name='cublasDspr')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: AP(*)
    end subroutine cublasDspr

    subroutine cublasChpr(uplo, n, alpha, x, incx, AP) &
        bind(c, name='cublasChpr')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_float), value :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: AP(*)
    end subroutine cublasChpr

    subroutine cublasZhpr(uplo, n, alpha, x, incx, AP) &
        bind(c, name='cublasZhpr')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_double), value :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: AP(*)
    end subroutine cublasZhpr

    subroutine cublasSsyr2(uplo, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasSsyr2')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
      real(c_float) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasSsyr2

    subroutine cublasDsyr2(uplo, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasDsyr2')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
      real(c_double) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasDsyr2

    subroutine cublasCher2(uplo, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasCher2')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasCher2

    subroutine cublasZher2(uplo, n, alpha, x, incx, y, incy, A, lda) &
        bind(c, name='cublasZher2')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
    end subroutine cublasZher2

    subroutine cublasSspr2(uplo, n, alpha, x, incx, y, incy, AP) &
        bind(c, name='cublasSspr2')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: x(*)
      integer(c_int), value :: incx
      real(c_float) :: y(*)
      integer(c_int), value :: incy
      real(c_float) :: AP(*)
    end subroutine cublasSspr2

    subroutine cublasDspr2(uplo, n, alpha, x, incx, y, incy, AP) &
        bind(c, name='cublasDspr2')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: x(*)
      integer(c_int), value :: incx
      real(c_double) :: y(*)
      integer(c_int), value :: incy
      real(c_double) :: AP(*)
    end subroutine cublasDspr2

    subroutine cublasChpr2(uplo, n, alpha, x, incx, y, incy, AP) &
        bind(c, name='cublasChpr2')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_float_complex) :: AP(*)
    end subroutine cublasChpr2

    subroutine cublasZhpr2(uplo, n, alpha, x, incx, y, incy, AP) &
        bind(c, name='cublasZhpr2')
      import
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: x(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: y(*)
      integer(c_int), value :: incy
      complex(c_double_complex) :: AP(*)
    end subroutine cublasZhpr2

    subroutine cublasSgemm(transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasSgemm')
      import
      character(len=1, kind=c_char), value :: transa
      character(len=1, kind=c_char), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float), value :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
      real(c_float), value :: beta
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasSgemm

    subroutine cublasDgemm(transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasDgemm')
      import
      character(len=1, kind=c_char), value :: transa
      character(len=1, kind=c_char), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double), value :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
      real(c_double), value :: beta
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasDgemm

    subroutine cublasCgemm(transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasCgemm')
      import
      character(len=1, kind=c_char), value :: transa
      character(len=1, kind=c_char), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_float_complex), value :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasCgemm

    subroutine cublasZgemm(transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasZgemm')
      import
      character(len=1, kind=c_char), value :: transa
      character(len=1, kind=c_char), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_double_complex), value :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasZgemm

    subroutine cublasSsyrk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc) &
        bind(c, name='cublasSsyrk')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float), value :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float), value :: beta
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasSsyrk

    subroutine cublasDsyrk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc) &
        bind(c, name='cublasDsyrk')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double), value :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double), value :: beta
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasDsyrk

    subroutine cublasCsyrk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc) &
        bind(c, name='cublasCsyrk')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex), value :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasCsyrk

    subroutine cublasZsyrk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc) &
        bind(c, name='cublasZsyrk')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex), value :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasZsyrk

    subroutine cublasCherk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc) &
        bind(c, name='cublasCherk')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      real(c_float), value :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasCherk

    subroutine cublasZherk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc) &
        bind(c, name='cublasZherk')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      real(c_double), value :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasZherk

    subroutine cublasSsyr2k(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasSsyr2k')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float), value :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
      real(c_float), value :: beta
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasSsyr2k

    subroutine cublasDsyr2k(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasDsyr2k')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double), value :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
      real(c_double), value :: beta
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasDsyr2k

    subroutine cublasCsyr2k(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasCsyr2k')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_float_complex), value :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasCsyr2k

    subroutine cublasZsyr2k(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasZsyr2k')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_double_complex), value :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasZsyr2k

    subroutine cublasCher2k(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasCher2k')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      real(c_float), value :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasCher2k

    subroutine cublasZher2k(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasZher2k')
      import
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      real(c_double), value :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasZher2k

    subroutine cublasSsymm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasSsymm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
      real(c_float), value :: beta
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasSsymm

    subroutine cublasDsymm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasDsymm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
      real(c_double), value :: beta
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasDsymm

    subroutine cublasCsymm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasCsymm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_float_complex), value :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasCsymm

    subroutine cublasZsymm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasZsymm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_double_complex), value :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasZsymm

    subroutine cublasChemm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasChemm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_float_complex), value :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasChemm

    subroutine cublasZhemm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) &
        bind(c, name='cublasZhemm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      complex(c_double_complex), value :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
    end subroutine cublasZhemm

    subroutine cublasStrsm(side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb) &
        bind(c, name='cublasStrsm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: transa
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
    end subroutine cublasStrsm

    subroutine cublasDtrsm(side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb) &
        bind(c, name='cublasDtrsm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: transa
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
    end subroutine cublasDtrsm

    subroutine cublasCtrsm(side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb) &
        bind(c, name='cublasCtrsm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: transa
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
    end subroutine cublasCtrsm

    subroutine cublasZtrsm(side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb) &
        bind(c, name='cublasZtrsm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: transa
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
    end subroutine cublasZtrsm

    subroutine cublasStrmm(side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb) &
        bind(c, name='cublasStrmm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: transa
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float), value :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
    end subroutine cublasStrmm

    subroutine cublasDtrmm(side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb) &
        bind(c, name='cublasDtrmm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: transa
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double), value :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
    end subroutine cublasDtrmm

    subroutine cublasCtrmm(side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb) &
        bind(c, name='cublasCtrmm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: transa
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex), value :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
    end subroutine cublasCtrmm

    subroutine cublasZtrmm(side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb) &
        bind(c, name='cublasZtrmm')
      import
      character(len=1, kind=c_char), value :: side
      character(len=1, kind=c_char), value :: uplo
      character(len=1, kind=c_char), value :: transa
      character(len=1, kind=c_char), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex), value :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
    end subroutine cublasZtrmm
  end interface

  interface cublasSetWorkspace_v2
    integer(c_int) function cublasSetWorkspace_v2(handle, workspace, workspaceSizeInBytes) &
        bind(c, name='cublasSetWorkspace_v2')
      import
      type(cublasHandle), value :: handle
      type(*) :: workspace(*)
      integer(c_size_t), value :: workspaceSizeInBytes
    end function cublasSetWorkspace_v2
    module procedure cublasSetWorkspace_v2_i4
  end interface cublasSetWorkspace_v2

  interface cublasSgemmStridedBatched
    integer(c_int) function cublasSgemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, &
        lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) &
        bind(c, name='cublasSgemmStridedBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: alpha
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      integer(c_long_long), value :: strideA
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
      integer(c_long_long), value :: strideB
      real(c_float) :: beta
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
      integer(c_long_long), value :: strideC
      integer(c_int), value :: batchCount
    end function cublasSgemmStridedBatched
    module procedure cublasSgemmStridedBatched_i4
  end interface cublasSgemmStridedBatched

  interface cublasDgemmStridedBatched
    integer(c_int) function cublasDgemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, &
        lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) &
        bind(c, name='cublasDgemmStridedBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: alpha
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      integer(c_long_long), value :: strideA
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
      integer(c_long_long), value :: strideB
      real(c_double) :: beta
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
      integer(c_long_long), value :: strideC
      integer(c_int), value :: batchCount
    end function cublasDgemmStridedBatched
    module procedure cublasDgemmStridedBatched_i4
  end interface cublasDgemmStridedBatched

  interface cublasCgemmStridedBatched
    integer(c_int) function cublasCgemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, &
        lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) &
        bind(c, name='cublasCgemmStridedBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: alpha
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_long_long), value :: strideA
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      integer(c_long_long), value :: strideB
      complex(c_float_complex) :: beta
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
      integer(c_long_long), value :: strideC
      integer(c_int), value :: batchCount
    end function cublasCgemmStridedBatched
    module procedure cublasCgemmStridedBatched_i4
  end interface cublasCgemmStridedBatched

  interface cublasZgemmStridedBatched
    integer(c_int) function cublasZgemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, &
        lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) &
        bind(c, name='cublasZgemmStridedBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: alpha
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_long_long), value :: strideA
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      integer(c_long_long), value :: strideB
      complex(c_double_complex) :: beta
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
      integer(c_long_long), value :: strideC
      integer(c_int), value :: batchCount
    end function cublasZgemmStridedBatched
    module procedure cublasZgemmStridedBatched_i4
  end interface cublasZgemmStridedBatched

  interface cublasCreate
    procedure :: cublasCreate_v2
  end interface cublasCreate

  interface cublasDestroy
    procedure :: cublasDestroy_v2
  end interface cublasDestroy

  interface cublasGetVersion
    procedure :: cublasGetVersion_v2
  end interface cublasGetVersion

  interface cublasSetStream
    procedure :: cublasSetStream_v2
  end interface cublasSetStream

  interface cublasGetStream
    procedure :: cublasGetStream_v2
  end interface cublasGetStream

  interface cublasGetPointerMode
    procedure :: cublasGetPointerMode_v2
  end interface cublasGetPointerMode

  interface cublasSetPointerMode
    procedure :: cublasSetPointerMode_v2
  end interface cublasSetPointerMode

  interface cublasGetHandle
    module procedure cublasGetHandle_f, cublasGetHandle_s
  end interface cublasGetHandle

  interface operator(==)
    module procedure cublasHandle_eq
  end interface operator(==)

  interface operator(/=)
    module procedure cublasHandle_ne
  end interface operator(/=)

  ! the calling thread's handle for cublasGetHandle
  type(cublasHandle), save, private :: thread_handle
  !$omp threadprivate(thread_handle)

  private :: cublasGetHandle_f, cublasGetHandle_s, cublasHandle_eq, cublasHandle_ne

contains

  function cublasGetHandle_f() result(h)
    type(cublasHandle) :: h
    integer :: istat
    istat = cublasGetHandle_s(h)
  end function cublasGetHandle_f

  integer function cublasGetHandle_s(h)
    type(cublasHandle), intent(out) :: h
    cublasGetHandle_s = CUBLAS_STATUS_SUCCESS
    if (.not. c_associated(thread_handle%handle)) cublasGetHandle_s = cublasCreate_v2(thread_handle)
    h = thread_handle
  end function cublasGetHandle_s

  logical function cublasHandle_eq(a, b)
    type(cublasHandle), intent(in) :: a, b
    cublasHandle_eq = c_associated(a%handle, b%handle) .or. &
                      (.not. c_associated(a%handle) .and. .not. c_associated(b%handle))
  end function cublasHandle_eq

  logical function cublasHandle_ne(a, b)
    type(cublasHandle), intent(in) :: a, b
    cublasHandle_ne = .not. cublasHandle_eq(a, b)
  end function cublasHandle_ne

  integer(c_int) function cublasSetWorkspace_v2_i4(handle, workspace, workspaceSizeInBytes)
    type(cublasHandle), value :: handle
    type(*) :: workspace(*)
    integer, intent(in) :: workspaceSizeInBytes
    cublasSetWorkspace_v2_i4 = cublasSetWorkspace_v2(handle, workspace, &
        int(workspaceSizeInBytes, c_size_t))
  end function cublasSetWorkspace_v2_i4

  integer(c_int) function cublasSgemmStridedBatched_i4(handle, transa, transb, m, n, k, alpha, A, &
      lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
    type(cublasHandle), value :: handle
    integer(c_int), value :: transa
    integer(c_int), value :: transb
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    real(c_float) :: alpha
    real(c_float) :: A(*)
    integer(c_int), value :: lda
    integer, intent(in) :: strideA
    real(c_float) :: B(*)
    integer(c_int), value :: ldb
    integer, intent(in) :: strideB
    real(c_float) :: beta
    real(c_float) :: C(*)
    integer(c_int), value :: ldc
    integer, intent(in) :: strideC
    integer(c_int), value :: batchCount
    cublasSgemmStridedBatched_i4 = cublasSgemmStridedBatched(handle, transa, transb, m, n, k, &
        alpha, A, lda, int(strideA, c_long_long), B, ldb, int(strideB, c_long_long), beta, C, ldc, &
        int(strideC, c_long_long), batchCount)
  end function cublasSgemmStridedBatched_i4

  integer(c_int) function cublasDgemmStridedBatched_i4(handle, transa, transb, m, n, k, alpha, A, &
      lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
    type(cublasHandle), value :: handle
    integer(c_int), value :: transa
    integer(c_int), value :: transb
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    real(c_double) :: alpha
    real(c_double) :: A(*)
    integer(c_int), value :: lda
    integer, intent(in) :: strideA
    real(c_double) :: B(*)
    integer(c_int), value :: ldb
    integer, intent(in) :: strideB
    real(c_double) :: beta
    real(c_double) :: C(*)
    integer(c_int), value :: ldc
    integer, intent(in) :: strideC
    integer(c_int), value :: batchCount
    cublasDgemmStridedBatched_i4 = cublasDgemmStridedBatched(handle, transa, transb, m, n, k, &
        alpha, A, lda, int(strideA, c_long_long), B, ldb, int(strideB, c_long_long), beta, C, ldc, &
        int(strideC, c_long_long), batchCount)
  end function cublasDgemmStridedBatched_i4

  integer(c_int) function cublasCgemmStridedBatched_i4(handle, transa, transb, m, n, k, alpha, A, &
      lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
    type(cublasHandle), value :: handle
    integer(c_int), value :: transa
    integer(c_int), value :: transb
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    complex(c_float_complex) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), value :: lda
    integer, intent(in) :: strideA
    complex(c_float_complex) :: B(*)
    integer(c_int), value :: ldb
    integer, intent(in) :: strideB
    complex(c_float_complex) :: beta
    complex(c_float_complex) :: C(*)
    integer(c_int), value :: ldc
    integer, intent(in) :: strideC
    integer(c_int), value :: batchCount
    cublasCgemmStridedBatched_i4 = cublasCgemmStridedBatched(handle, transa, transb, m, n, k, &
        alpha, A, lda, int(strideA, c_long_long), B, ldb, int(strideB, c_long_long), beta, C, ldc, &
        int(strideC, c_long_long), batchCount)
  end function cublasCgemmStridedBatched_i4

  integer(c_int) function cublasZgemmStridedBatched_i4(handle, transa, transb, m, n, k, alpha, A, &
      lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
    type(cublasHandle), value :: handle
    integer(c_int), value :: transa
    integer(c_int), value :: transb
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    complex(c_double_complex) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), value :: lda
    integer, intent(in) :: strideA
    complex(c_double_complex) :: B(*)
    integer(c_int), value :: ldb
    integer, intent(in) :: strideB
    complex(c_double_complex) :: beta
    complex(c_double_complex) :: C(*)
    integer(c_int), value :: ldc
    integer, intent(in) :: strideC
    integer(c_int), value :: batchCount
    cublasZgemmStridedBatched_i4 = cublasZgemmStridedBatched(handle, transa, transb, m, n, k, &
        alpha, A, lda, int(strideA, c_long_long), B, ldb, int(strideB, c_long_long), beta, C, ldc, &
        int(strideC, c_long_long), batchCount)
  end function cublasZgemmStridedBatched_i4
end module cublas
