! cublas — host module onto the CUBLAS library (guide 3.8.2; book Appendix C).
!
! GENERATED FILE: edit modules/tools/cublas.f90.in and run modules/tools/gen_libs.py.
! Generated from cublas_api.h, cublas.h: 396 interfaces (268 functions, 128 subroutines), 33 constants.
!
! The three forms of guide 3.8.2, on device arrays (on the host a device array
! is a POINTER array whose target is device memory; it is passed by address):
!  1. traditional BLAS names (call saxpy(...), sgemm, sdot, ... with device or
!     managed arrays): gfortran cannot tell a device array from a host one, so
!     the BLAS names are NOT declared here; cufc calls cufc_blas_<name> below
!     instead (the BLAS argument list; cublas<X>_v2 on cublasGetHandle(); a
!     failure is reported on stderr), and leaves calls on host arrays to the
!     host BLAS.  Where cufc_blas_<name> is not accessible (use cublas, only:
!     ...) the BLAS name is the host's.
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
  ! c_f_pointer is cudafor's generic (its c_devptr forms too): a program that
  ! uses this module and cudafor must not see iso_c_binding's alone
  use, intrinsic :: iso_c_binding, cufc_iso_c_f_pointer => c_f_pointer
  use cudafor, only: cuda_stream_kind, c_devptr, c_f_pointer
  implicit none
  private :: cufc_iso_c_f_pointer

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

    integer(c_int) function cufc_cublasSetWorkspace_v2(handle, workspace, workspaceSizeInBytes) &
        bind(c, name='cublasSetWorkspace_v2')
      import
      type(cublasHandle), value :: handle
      type(c_ptr), value :: workspace
      integer(c_size_t), value :: workspaceSizeInBytes
    end function cufc_cublasSetWorkspace_v2

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

    integer(c_int) function cublasSgemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, &
        incx, beta, yarray, incy, batchCount) &
        bind(c, name='cublasSgemvBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: alpha
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: xarray(*)
      integer(c_int), value :: incx
      real(c_float) :: beta
      type(c_devptr) :: yarray(*)
      integer(c_int), value :: incy
      integer(c_int), value :: batchCount
    end function cublasSgemvBatched

    integer(c_int) function cublasDgemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, &
        incx, beta, yarray, incy, batchCount) &
        bind(c, name='cublasDgemvBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: alpha
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: xarray(*)
      integer(c_int), value :: incx
      real(c_double) :: beta
      type(c_devptr) :: yarray(*)
      integer(c_int), value :: incy
      integer(c_int), value :: batchCount
    end function cublasDgemvBatched

    integer(c_int) function cublasCgemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, &
        incx, beta, yarray, incy, batchCount) &
        bind(c, name='cublasCgemvBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: xarray(*)
      integer(c_int), value :: incx
      complex(c_float_complex) :: beta
      type(c_devptr) :: yarray(*)
      integer(c_int), value :: incy
      integer(c_int), value :: batchCount
    end function cublasCgemvBatched

    integer(c_int) function cublasZgemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, &
        incx, beta, yarray, incy, batchCount) &
        bind(c, name='cublasZgemvBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: xarray(*)
      integer(c_int), value :: incx
      complex(c_double_complex) :: beta
      type(c_devptr) :: yarray(*)
      integer(c_int), value :: incy
      integer(c_int), value :: batchCount
    end function cublasZgemvBatched

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

    integer(c_int) function cublasSgemmBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, &
        Barray, ldb, beta, Carray, ldc, batchCount) &
        bind(c, name='cublasSgemmBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: alpha
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: Barray(*)
      integer(c_int), value :: ldb
      real(c_float) :: beta
      type(c_devptr) :: Carray(*)
      integer(c_int), value :: ldc
      integer(c_int), value :: batchCount
    end function cublasSgemmBatched

    integer(c_int) function cublasDgemmBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, &
        Barray, ldb, beta, Carray, ldc, batchCount) &
        bind(c, name='cublasDgemmBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: alpha
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: Barray(*)
      integer(c_int), value :: ldb
      real(c_double) :: beta
      type(c_devptr) :: Carray(*)
      integer(c_int), value :: ldc
      integer(c_int), value :: batchCount
    end function cublasDgemmBatched

    integer(c_int) function cublasCgemmBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, &
        Barray, ldb, beta, Carray, ldc, batchCount) &
        bind(c, name='cublasCgemmBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: alpha
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: Barray(*)
      integer(c_int), value :: ldb
      complex(c_float_complex) :: beta
      type(c_devptr) :: Carray(*)
      integer(c_int), value :: ldc
      integer(c_int), value :: batchCount
    end function cublasCgemmBatched

    integer(c_int) function cublasZgemmBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, &
        Barray, ldb, beta, Carray, ldc, batchCount) &
        bind(c, name='cublasZgemmBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: alpha
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: Barray(*)
      integer(c_int), value :: ldb
      complex(c_double_complex) :: beta
      type(c_devptr) :: Carray(*)
      integer(c_int), value :: ldc
      integer(c_int), value :: batchCount
    end function cublasZgemmBatched

    integer(c_int) function cufc_cublasSgemmStridedBatched(handle, transa, transb, m, n, k, alpha, &
        A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) &
        bind(c, name='cublasSgemmStridedBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: alpha
      type(c_ptr), value :: A
      integer(c_int), value :: lda
      integer(c_long_long), value :: strideA
      type(c_ptr), value :: B
      integer(c_int), value :: ldb
      integer(c_long_long), value :: strideB
      real(c_float) :: beta
      type(c_ptr), value :: C
      integer(c_int), value :: ldc
      integer(c_long_long), value :: strideC
      integer(c_int), value :: batchCount
    end function cufc_cublasSgemmStridedBatched

    integer(c_int) function cufc_cublasDgemmStridedBatched(handle, transa, transb, m, n, k, alpha, &
        A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) &
        bind(c, name='cublasDgemmStridedBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: alpha
      type(c_ptr), value :: A
      integer(c_int), value :: lda
      integer(c_long_long), value :: strideA
      type(c_ptr), value :: B
      integer(c_int), value :: ldb
      integer(c_long_long), value :: strideB
      real(c_double) :: beta
      type(c_ptr), value :: C
      integer(c_int), value :: ldc
      integer(c_long_long), value :: strideC
      integer(c_int), value :: batchCount
    end function cufc_cublasDgemmStridedBatched

    integer(c_int) function cufc_cublasCgemmStridedBatched(handle, transa, transb, m, n, k, alpha, &
        A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) &
        bind(c, name='cublasCgemmStridedBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: alpha
      type(c_ptr), value :: A
      integer(c_int), value :: lda
      integer(c_long_long), value :: strideA
      type(c_ptr), value :: B
      integer(c_int), value :: ldb
      integer(c_long_long), value :: strideB
      complex(c_float_complex) :: beta
      type(c_ptr), value :: C
      integer(c_int), value :: ldc
      integer(c_long_long), value :: strideC
      integer(c_int), value :: batchCount
    end function cufc_cublasCgemmStridedBatched

    integer(c_int) function cufc_cublasZgemmStridedBatched(handle, transa, transb, m, n, k, alpha, &
        A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) &
        bind(c, name='cublasZgemmStridedBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: transa
      integer(c_int), value :: transb
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: alpha
      type(c_ptr), value :: A
      integer(c_int), value :: lda
      integer(c_long_long), value :: strideA
      type(c_ptr), value :: B
      integer(c_int), value :: ldb
      integer(c_long_long), value :: strideB
      complex(c_double_complex) :: beta
      type(c_ptr), value :: C
      integer(c_int), value :: ldc
      integer(c_long_long), value :: strideC
      integer(c_int), value :: batchCount
    end function cufc_cublasZgemmStridedBatched

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

    integer(c_int) function cublasStrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, A, &
        lda, B, ldb, batchCount) &
        bind(c, name='cublasStrsmBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: alpha
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      type(c_devptr) :: B(*)
      integer(c_int), value :: ldb
      integer(c_int), value :: batchCount
    end function cublasStrsmBatched

    integer(c_int) function cublasDtrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, A, &
        lda, B, ldb, batchCount) &
        bind(c, name='cublasDtrsmBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: alpha
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      type(c_devptr) :: B(*)
      integer(c_int), value :: ldb
      integer(c_int), value :: batchCount
    end function cublasDtrsmBatched

    integer(c_int) function cublasCtrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, A, &
        lda, B, ldb, batchCount) &
        bind(c, name='cublasCtrsmBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: alpha
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      type(c_devptr) :: B(*)
      integer(c_int), value :: ldb
      integer(c_int), value :: batchCount
    end function cublasCtrsmBatched

    integer(c_int) function cublasZtrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, A, &
        lda, B, ldb, batchCount) &
        bind(c, name='cublasZtrsmBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: trans
      integer(c_int), value :: diag
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: alpha
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      type(c_devptr) :: B(*)
      integer(c_int), value :: ldb
      integer(c_int), value :: batchCount
    end function cublasZtrsmBatched

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

    integer(c_int) function cublasSmatinvBatched(handle, n, A, lda, Ainv, lda_inv, info, batchSize) &
        bind(c, name='cublasSmatinvBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      type(c_devptr) :: Ainv(*)
      integer(c_int), value :: lda_inv
      integer(c_int) :: info(*)
      integer(c_int), value :: batchSize
    end function cublasSmatinvBatched

    integer(c_int) function cublasDmatinvBatched(handle, n, A, lda, Ainv, lda_inv, info, batchSize) &
        bind(c, name='cublasDmatinvBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      type(c_devptr) :: Ainv(*)
      integer(c_int), value :: lda_inv
      integer(c_int) :: info(*)
      integer(c_int), value :: batchSize
    end function cublasDmatinvBatched

    integer(c_int) function cublasCmatinvBatched(handle, n, A, lda, Ainv, lda_inv, info, batchSize) &
        bind(c, name='cublasCmatinvBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      type(c_devptr) :: Ainv(*)
      integer(c_int), value :: lda_inv
      integer(c_int) :: info(*)
      integer(c_int), value :: batchSize
    end function cublasCmatinvBatched

    integer(c_int) function cublasZmatinvBatched(handle, n, A, lda, Ainv, lda_inv, info, batchSize) &
        bind(c, name='cublasZmatinvBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      type(c_devptr) :: Ainv(*)
      integer(c_int), value :: lda_inv
      integer(c_int) :: info(*)
      integer(c_int), value :: batchSize
    end function cublasZmatinvBatched

    integer(c_int) function cublasSgeqrfBatched(handle, m, n, Aarray, lda, TauArray, info, &
        batchSize) &
        bind(c, name='cublasSgeqrfBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: TauArray(*)
      integer(c_int) :: info
      integer(c_int), value :: batchSize
    end function cublasSgeqrfBatched

    integer(c_int) function cublasDgeqrfBatched(handle, m, n, Aarray, lda, TauArray, info, &
        batchSize) &
        bind(c, name='cublasDgeqrfBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: TauArray(*)
      integer(c_int) :: info
      integer(c_int), value :: batchSize
    end function cublasDgeqrfBatched

    integer(c_int) function cublasCgeqrfBatched(handle, m, n, Aarray, lda, TauArray, info, &
        batchSize) &
        bind(c, name='cublasCgeqrfBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: TauArray(*)
      integer(c_int) :: info
      integer(c_int), value :: batchSize
    end function cublasCgeqrfBatched

    integer(c_int) function cublasZgeqrfBatched(handle, m, n, Aarray, lda, TauArray, info, &
        batchSize) &
        bind(c, name='cublasZgeqrfBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: TauArray(*)
      integer(c_int) :: info
      integer(c_int), value :: batchSize
    end function cublasZgeqrfBatched

    integer(c_int) function cublasSgelsBatched(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, &
        info, devInfoArray, batchSize) &
        bind(c, name='cublasSgelsBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: Carray(*)
      integer(c_int), value :: ldc
      integer(c_int) :: info
      integer(c_int) :: devInfoArray(*)
      integer(c_int), value :: batchSize
    end function cublasSgelsBatched

    integer(c_int) function cublasDgelsBatched(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, &
        info, devInfoArray, batchSize) &
        bind(c, name='cublasDgelsBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: Carray(*)
      integer(c_int), value :: ldc
      integer(c_int) :: info
      integer(c_int) :: devInfoArray(*)
      integer(c_int), value :: batchSize
    end function cublasDgelsBatched

    integer(c_int) function cublasCgelsBatched(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, &
        info, devInfoArray, batchSize) &
        bind(c, name='cublasCgelsBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: Carray(*)
      integer(c_int), value :: ldc
      integer(c_int) :: info
      integer(c_int) :: devInfoArray(*)
      integer(c_int), value :: batchSize
    end function cublasCgelsBatched

    integer(c_int) function cublasZgelsBatched(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, &
        info, devInfoArray, batchSize) &
        bind(c, name='cublasZgelsBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      type(c_devptr) :: Carray(*)
      integer(c_int), value :: ldc
      integer(c_int) :: info
      integer(c_int) :: devInfoArray(*)
      integer(c_int), value :: batchSize
    end function cublasZgelsBatched

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

    integer(c_int) function cublasSgetrfBatched(handle, n, A, lda, P, info, batchSize) &
        bind(c, name='cublasSgetrfBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: P(*)
      integer(c_int) :: info(*)
      integer(c_int), value :: batchSize
    end function cublasSgetrfBatched

    integer(c_int) function cublasDgetrfBatched(handle, n, A, lda, P, info, batchSize) &
        bind(c, name='cublasDgetrfBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: P(*)
      integer(c_int) :: info(*)
      integer(c_int), value :: batchSize
    end function cublasDgetrfBatched

    integer(c_int) function cublasCgetrfBatched(handle, n, A, lda, P, info, batchSize) &
        bind(c, name='cublasCgetrfBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: P(*)
      integer(c_int) :: info(*)
      integer(c_int), value :: batchSize
    end function cublasCgetrfBatched

    integer(c_int) function cublasZgetrfBatched(handle, n, A, lda, P, info, batchSize) &
        bind(c, name='cublasZgetrfBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: P(*)
      integer(c_int) :: info(*)
      integer(c_int), value :: batchSize
    end function cublasZgetrfBatched

    integer(c_int) function cublasSgetriBatched(handle, n, A, lda, P, C, ldc, info, batchSize) &
        bind(c, name='cublasSgetriBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: P(*)
      type(c_devptr) :: C(*)
      integer(c_int), value :: ldc
      integer(c_int) :: info(*)
      integer(c_int), value :: batchSize
    end function cublasSgetriBatched

    integer(c_int) function cublasDgetriBatched(handle, n, A, lda, P, C, ldc, info, batchSize) &
        bind(c, name='cublasDgetriBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: P(*)
      type(c_devptr) :: C(*)
      integer(c_int), value :: ldc
      integer(c_int) :: info(*)
      integer(c_int), value :: batchSize
    end function cublasDgetriBatched

    integer(c_int) function cublasCgetriBatched(handle, n, A, lda, P, C, ldc, info, batchSize) &
        bind(c, name='cublasCgetriBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: P(*)
      type(c_devptr) :: C(*)
      integer(c_int), value :: ldc
      integer(c_int) :: info(*)
      integer(c_int), value :: batchSize
    end function cublasCgetriBatched

    integer(c_int) function cublasZgetriBatched(handle, n, A, lda, P, C, ldc, info, batchSize) &
        bind(c, name='cublasZgetriBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: n
      type(c_devptr) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: P(*)
      type(c_devptr) :: C(*)
      integer(c_int), value :: ldc
      integer(c_int) :: info(*)
      integer(c_int), value :: batchSize
    end function cublasZgetriBatched

    integer(c_int) function cublasSgetrsBatched(handle, trans, n, nrhs, Aarray, lda, devIpiv, &
        Barray, ldb, info, batchSize) &
        bind(c, name='cublasSgetrsBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      integer(c_int) :: devIpiv(*)
      type(c_devptr) :: Barray(*)
      integer(c_int), value :: ldb
      integer(c_int) :: info
      integer(c_int), value :: batchSize
    end function cublasSgetrsBatched

    integer(c_int) function cublasDgetrsBatched(handle, trans, n, nrhs, Aarray, lda, devIpiv, &
        Barray, ldb, info, batchSize) &
        bind(c, name='cublasDgetrsBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      integer(c_int) :: devIpiv(*)
      type(c_devptr) :: Barray(*)
      integer(c_int), value :: ldb
      integer(c_int) :: info
      integer(c_int), value :: batchSize
    end function cublasDgetrsBatched

    integer(c_int) function cublasCgetrsBatched(handle, trans, n, nrhs, Aarray, lda, devIpiv, &
        Barray, ldb, info, batchSize) &
        bind(c, name='cublasCgetrsBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      integer(c_int) :: devIpiv(*)
      type(c_devptr) :: Barray(*)
      integer(c_int), value :: ldb
      integer(c_int) :: info
      integer(c_int), value :: batchSize
    end function cublasCgetrsBatched

    integer(c_int) function cublasZgetrsBatched(handle, trans, n, nrhs, Aarray, lda, devIpiv, &
        Barray, ldb, info, batchSize) &
        bind(c, name='cublasZgetrsBatched')
      import
      type(cublasHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      type(c_devptr) :: Aarray(*)
      integer(c_int), value :: lda
      integer(c_int) :: devIpiv(*)
      type(c_devptr) :: Barray(*)
      integer(c_int), value :: ldb
      integer(c_int) :: info
      integer(c_int), value :: batchSize
    end function cublasZgetrsBatched

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

  private :: cufc_cublasSetWorkspace_v2, cufc_cublasSgemmStridedBatched, &
      cufc_cublasDgemmStridedBatched, cufc_cublasCgemmStridedBatched, &
      cufc_cublasZgemmStridedBatched

  interface cublasSetWorkspace_v2
    module procedure cublasSetWorkspace_v2_i8, cublasSetWorkspace_v2_i4
  end interface cublasSetWorkspace_v2

  interface cublasSgemmStridedBatched
    module procedure cublasSgemmStridedBatched_i8, cublasSgemmStridedBatched_i4
  end interface cublasSgemmStridedBatched

  interface cublasDgemmStridedBatched
    module procedure cublasDgemmStridedBatched_i8, cublasDgemmStridedBatched_i4
  end interface cublasDgemmStridedBatched

  interface cublasCgemmStridedBatched
    module procedure cublasCgemmStridedBatched_i8, cublasCgemmStridedBatched_i4
  end interface cublasCgemmStridedBatched

  interface cublasZgemmStridedBatched
    module procedure cublasZgemmStridedBatched_i8, cublasZgemmStridedBatched_i4
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
  private :: cufc_blas_op, cufc_blas_fill, cufc_blas_side, cufc_blas_diag, cufc_blas_status

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

  ! the BLAS character options as the v2 enums (form 1 above)
  integer(c_int) function cufc_blas_op(c)
    character(len=*), intent(in) :: c
    select case (c(1:1))
    case ('T', 't')
      cufc_blas_op = CUBLAS_OP_T
    case ('C', 'c')
      cufc_blas_op = CUBLAS_OP_C
    case default
      cufc_blas_op = CUBLAS_OP_N
    end select
  end function cufc_blas_op

  integer(c_int) function cufc_blas_fill(c)
    character(len=*), intent(in) :: c
    cufc_blas_fill = merge(CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER, c(1:1) == 'L' .or. c(1:1) == 'l')
  end function cufc_blas_fill

  integer(c_int) function cufc_blas_side(c)
    character(len=*), intent(in) :: c
    cufc_blas_side = merge(CUBLAS_SIDE_RIGHT, CUBLAS_SIDE_LEFT, c(1:1) == 'R' .or. c(1:1) == 'r')
  end function cufc_blas_side

  integer(c_int) function cufc_blas_diag(c)
    character(len=*), intent(in) :: c
    cufc_blas_diag = merge(CUBLAS_DIAG_UNIT, CUBLAS_DIAG_NON_UNIT, c(1:1) == 'U' .or. c(1:1) == 'u')
  end function cufc_blas_diag

  ! BLAS routines return no status: a failed cuBLAS call is reported here
  subroutine cufc_blas_status(name, istat)
    use, intrinsic :: iso_fortran_env, only: error_unit
    character(len=*), intent(in) :: name
    integer(c_int), intent(in) :: istat
    if (istat /= CUBLAS_STATUS_SUCCESS) &
      write (error_unit, '(a, a, a, i0)') 'cublas: ', name, ' on device arrays failed: cuBLAS status ', istat
  end subroutine cufc_blas_status

  integer(c_int) function cublasSetWorkspace_v2_i8(handle, workspace, workspaceSizeInBytes)
    type(cublasHandle), value :: handle
    type(*), contiguous, target :: workspace(..)
    integer(c_size_t), value :: workspaceSizeInBytes
    cublasSetWorkspace_v2_i8 = cufc_cublasSetWorkspace_v2(handle, c_loc(workspace), &
        workspaceSizeInBytes)
  end function cublasSetWorkspace_v2_i8

  integer(c_int) function cublasSetWorkspace_v2_i4(handle, workspace, workspaceSizeInBytes)
    type(cublasHandle), value :: handle
    type(*), contiguous, target :: workspace(..)
    integer, intent(in) :: workspaceSizeInBytes
    cublasSetWorkspace_v2_i4 = cufc_cublasSetWorkspace_v2(handle, c_loc(workspace), &
        int(workspaceSizeInBytes, c_size_t))
  end function cublasSetWorkspace_v2_i4

  integer(c_int) function cublasSgemmStridedBatched_i8(handle, transa, transb, m, n, k, alpha, A, &
      lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
    type(cublasHandle), value :: handle
    integer(c_int), value :: transa
    integer(c_int), value :: transb
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    real(c_float) :: alpha
    real(c_float), contiguous, target :: A(..)
    integer(c_int), value :: lda
    integer(c_long_long), value :: strideA
    real(c_float), contiguous, target :: B(..)
    integer(c_int), value :: ldb
    integer(c_long_long), value :: strideB
    real(c_float) :: beta
    real(c_float), contiguous, target :: C(..)
    integer(c_int), value :: ldc
    integer(c_long_long), value :: strideC
    integer(c_int), value :: batchCount
    cublasSgemmStridedBatched_i8 = cufc_cublasSgemmStridedBatched(handle, transa, transb, m, n, k, &
        alpha, c_loc(A), lda, strideA, c_loc(B), ldb, strideB, beta, c_loc(C), ldc, strideC, &
        batchCount)
  end function cublasSgemmStridedBatched_i8

  integer(c_int) function cublasSgemmStridedBatched_i4(handle, transa, transb, m, n, k, alpha, A, &
      lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
    type(cublasHandle), value :: handle
    integer(c_int), value :: transa
    integer(c_int), value :: transb
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    real(c_float) :: alpha
    real(c_float), contiguous, target :: A(..)
    integer(c_int), value :: lda
    integer, intent(in) :: strideA
    real(c_float), contiguous, target :: B(..)
    integer(c_int), value :: ldb
    integer, intent(in) :: strideB
    real(c_float) :: beta
    real(c_float), contiguous, target :: C(..)
    integer(c_int), value :: ldc
    integer, intent(in) :: strideC
    integer(c_int), value :: batchCount
    cublasSgemmStridedBatched_i4 = cufc_cublasSgemmStridedBatched(handle, transa, transb, m, n, k, &
        alpha, c_loc(A), lda, int(strideA, c_long_long), c_loc(B), ldb, int(strideB, c_long_long), &
        beta, c_loc(C), ldc, int(strideC, c_long_long), batchCount)
  end function cublasSgemmStridedBatched_i4

  integer(c_int) function cublasDgemmStridedBatched_i8(handle, transa, transb, m, n, k, alpha, A, &
      lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
    type(cublasHandle), value :: handle
    integer(c_int), value :: transa
    integer(c_int), value :: transb
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    real(c_double) :: alpha
    real(c_double), contiguous, target :: A(..)
    integer(c_int), value :: lda
    integer(c_long_long), value :: strideA
    real(c_double), contiguous, target :: B(..)
    integer(c_int), value :: ldb
    integer(c_long_long), value :: strideB
    real(c_double) :: beta
    real(c_double), contiguous, target :: C(..)
    integer(c_int), value :: ldc
    integer(c_long_long), value :: strideC
    integer(c_int), value :: batchCount
    cublasDgemmStridedBatched_i8 = cufc_cublasDgemmStridedBatched(handle, transa, transb, m, n, k, &
        alpha, c_loc(A), lda, strideA, c_loc(B), ldb, strideB, beta, c_loc(C), ldc, strideC, &
        batchCount)
  end function cublasDgemmStridedBatched_i8

  integer(c_int) function cublasDgemmStridedBatched_i4(handle, transa, transb, m, n, k, alpha, A, &
      lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
    type(cublasHandle), value :: handle
    integer(c_int), value :: transa
    integer(c_int), value :: transb
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    real(c_double) :: alpha
    real(c_double), contiguous, target :: A(..)
    integer(c_int), value :: lda
    integer, intent(in) :: strideA
    real(c_double), contiguous, target :: B(..)
    integer(c_int), value :: ldb
    integer, intent(in) :: strideB
    real(c_double) :: beta
    real(c_double), contiguous, target :: C(..)
    integer(c_int), value :: ldc
    integer, intent(in) :: strideC
    integer(c_int), value :: batchCount
    cublasDgemmStridedBatched_i4 = cufc_cublasDgemmStridedBatched(handle, transa, transb, m, n, k, &
        alpha, c_loc(A), lda, int(strideA, c_long_long), c_loc(B), ldb, int(strideB, c_long_long), &
        beta, c_loc(C), ldc, int(strideC, c_long_long), batchCount)
  end function cublasDgemmStridedBatched_i4

  integer(c_int) function cublasCgemmStridedBatched_i8(handle, transa, transb, m, n, k, alpha, A, &
      lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
    type(cublasHandle), value :: handle
    integer(c_int), value :: transa
    integer(c_int), value :: transb
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    complex(c_float_complex) :: alpha
    complex(c_float_complex), contiguous, target :: A(..)
    integer(c_int), value :: lda
    integer(c_long_long), value :: strideA
    complex(c_float_complex), contiguous, target :: B(..)
    integer(c_int), value :: ldb
    integer(c_long_long), value :: strideB
    complex(c_float_complex) :: beta
    complex(c_float_complex), contiguous, target :: C(..)
    integer(c_int), value :: ldc
    integer(c_long_long), value :: strideC
    integer(c_int), value :: batchCount
    cublasCgemmStridedBatched_i8 = cufc_cublasCgemmStridedBatched(handle, transa, transb, m, n, k, &
        alpha, c_loc(A), lda, strideA, c_loc(B), ldb, strideB, beta, c_loc(C), ldc, strideC, &
        batchCount)
  end function cublasCgemmStridedBatched_i8

  integer(c_int) function cublasCgemmStridedBatched_i4(handle, transa, transb, m, n, k, alpha, A, &
      lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
    type(cublasHandle), value :: handle
    integer(c_int), value :: transa
    integer(c_int), value :: transb
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    complex(c_float_complex) :: alpha
    complex(c_float_complex), contiguous, target :: A(..)
    integer(c_int), value :: lda
    integer, intent(in) :: strideA
    complex(c_float_complex), contiguous, target :: B(..)
    integer(c_int), value :: ldb
    integer, intent(in) :: strideB
    complex(c_float_complex) :: beta
    complex(c_float_complex), contiguous, target :: C(..)
    integer(c_int), value :: ldc
    integer, intent(in) :: strideC
    integer(c_int), value :: batchCount
    cublasCgemmStridedBatched_i4 = cufc_cublasCgemmStridedBatched(handle, transa, transb, m, n, k, &
        alpha, c_loc(A), lda, int(strideA, c_long_long), c_loc(B), ldb, int(strideB, c_long_long), &
        beta, c_loc(C), ldc, int(strideC, c_long_long), batchCount)
  end function cublasCgemmStridedBatched_i4

  integer(c_int) function cublasZgemmStridedBatched_i8(handle, transa, transb, m, n, k, alpha, A, &
      lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
    type(cublasHandle), value :: handle
    integer(c_int), value :: transa
    integer(c_int), value :: transb
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    complex(c_double_complex) :: alpha
    complex(c_double_complex), contiguous, target :: A(..)
    integer(c_int), value :: lda
    integer(c_long_long), value :: strideA
    complex(c_double_complex), contiguous, target :: B(..)
    integer(c_int), value :: ldb
    integer(c_long_long), value :: strideB
    complex(c_double_complex) :: beta
    complex(c_double_complex), contiguous, target :: C(..)
    integer(c_int), value :: ldc
    integer(c_long_long), value :: strideC
    integer(c_int), value :: batchCount
    cublasZgemmStridedBatched_i8 = cufc_cublasZgemmStridedBatched(handle, transa, transb, m, n, k, &
        alpha, c_loc(A), lda, strideA, c_loc(B), ldb, strideB, beta, c_loc(C), ldc, strideC, &
        batchCount)
  end function cublasZgemmStridedBatched_i8

  integer(c_int) function cublasZgemmStridedBatched_i4(handle, transa, transb, m, n, k, alpha, A, &
      lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
    type(cublasHandle), value :: handle
    integer(c_int), value :: transa
    integer(c_int), value :: transb
    integer(c_int), value :: m
    integer(c_int), value :: n
    integer(c_int), value :: k
    complex(c_double_complex) :: alpha
    complex(c_double_complex), contiguous, target :: A(..)
    integer(c_int), value :: lda
    integer, intent(in) :: strideA
    complex(c_double_complex), contiguous, target :: B(..)
    integer(c_int), value :: ldb
    integer, intent(in) :: strideB
    complex(c_double_complex) :: beta
    complex(c_double_complex), contiguous, target :: C(..)
    integer(c_int), value :: ldc
    integer, intent(in) :: strideC
    integer(c_int), value :: batchCount
    cublasZgemmStridedBatched_i4 = cufc_cublasZgemmStridedBatched(handle, transa, transb, m, n, k, &
        alpha, c_loc(A), lda, int(strideA, c_long_long), c_loc(B), ldb, int(strideB, c_long_long), &
        beta, c_loc(C), ldc, int(strideC, c_long_long), batchCount)
  end function cublasZgemmStridedBatched_i4

  real(c_float) function cufc_blas_snrm2(n, x, incx)
    integer(c_int), intent(in) :: n
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('snrm2', cublasSnrm2_v2(cublasGetHandle(), n, x, incx, cufc_blas_snrm2))
  end function cufc_blas_snrm2

  real(c_double) function cufc_blas_dnrm2(n, x, incx)
    integer(c_int), intent(in) :: n
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('dnrm2', cublasDnrm2_v2(cublasGetHandle(), n, x, incx, cufc_blas_dnrm2))
  end function cufc_blas_dnrm2

  real(c_float) function cufc_blas_scnrm2(n, x, incx)
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('scnrm2', cublasScnrm2_v2(cublasGetHandle(), n, x, incx, cufc_blas_scnrm2))
  end function cufc_blas_scnrm2

  real(c_double) function cufc_blas_dznrm2(n, x, incx)
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('dznrm2', cublasDznrm2_v2(cublasGetHandle(), n, x, incx, cufc_blas_dznrm2))
  end function cufc_blas_dznrm2

  real(c_float) function cufc_blas_sdot(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('sdot', cublasSdot_v2(cublasGetHandle(), n, x, incx, y, incy, &
        cufc_blas_sdot))
  end function cufc_blas_sdot

  real(c_double) function cufc_blas_ddot(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('ddot', cublasDdot_v2(cublasGetHandle(), n, x, incx, y, incy, &
        cufc_blas_ddot))
  end function cufc_blas_ddot

  complex(c_float_complex) function cufc_blas_cdotu(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('cdotu', cublasCdotu_v2(cublasGetHandle(), n, x, incx, y, incy, &
        cufc_blas_cdotu))
  end function cufc_blas_cdotu

  complex(c_float_complex) function cufc_blas_cdotc(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('cdotc', cublasCdotc_v2(cublasGetHandle(), n, x, incx, y, incy, &
        cufc_blas_cdotc))
  end function cufc_blas_cdotc

  complex(c_double_complex) function cufc_blas_zdotu(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('zdotu', cublasZdotu_v2(cublasGetHandle(), n, x, incx, y, incy, &
        cufc_blas_zdotu))
  end function cufc_blas_zdotu

  complex(c_double_complex) function cufc_blas_zdotc(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('zdotc', cublasZdotc_v2(cublasGetHandle(), n, x, incx, y, incy, &
        cufc_blas_zdotc))
  end function cufc_blas_zdotc

  subroutine cufc_blas_sscal(n, alpha, x, incx)
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('sscal', cublasSscal_v2(cublasGetHandle(), n, alpha, x, incx))
  end subroutine cufc_blas_sscal

  subroutine cufc_blas_dscal(n, alpha, x, incx)
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('dscal', cublasDscal_v2(cublasGetHandle(), n, alpha, x, incx))
  end subroutine cufc_blas_dscal

  subroutine cufc_blas_cscal(n, alpha, x, incx)
    integer(c_int), intent(in) :: n
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('cscal', cublasCscal_v2(cublasGetHandle(), n, alpha, x, incx))
  end subroutine cufc_blas_cscal

  subroutine cufc_blas_zscal(n, alpha, x, incx)
    integer(c_int), intent(in) :: n
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('zscal', cublasZscal_v2(cublasGetHandle(), n, alpha, x, incx))
  end subroutine cufc_blas_zscal

  subroutine cufc_blas_csscal(n, alpha, x, incx)
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('csscal', cublasCsscal_v2(cublasGetHandle(), n, alpha, x, incx))
  end subroutine cufc_blas_csscal

  subroutine cufc_blas_zdscal(n, alpha, x, incx)
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('zdscal', cublasZdscal_v2(cublasGetHandle(), n, alpha, x, incx))
  end subroutine cufc_blas_zdscal

  subroutine cufc_blas_saxpy(n, alpha, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('saxpy', cublasSaxpy_v2(cublasGetHandle(), n, alpha, x, incx, y, incy))
  end subroutine cufc_blas_saxpy

  subroutine cufc_blas_daxpy(n, alpha, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('daxpy', cublasDaxpy_v2(cublasGetHandle(), n, alpha, x, incx, y, incy))
  end subroutine cufc_blas_daxpy

  subroutine cufc_blas_caxpy(n, alpha, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('caxpy', cublasCaxpy_v2(cublasGetHandle(), n, alpha, x, incx, y, incy))
  end subroutine cufc_blas_caxpy

  subroutine cufc_blas_zaxpy(n, alpha, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('zaxpy', cublasZaxpy_v2(cublasGetHandle(), n, alpha, x, incx, y, incy))
  end subroutine cufc_blas_zaxpy

  subroutine cufc_blas_scopy(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('scopy', cublasScopy_v2(cublasGetHandle(), n, x, incx, y, incy))
  end subroutine cufc_blas_scopy

  subroutine cufc_blas_dcopy(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('dcopy', cublasDcopy_v2(cublasGetHandle(), n, x, incx, y, incy))
  end subroutine cufc_blas_dcopy

  subroutine cufc_blas_ccopy(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('ccopy', cublasCcopy_v2(cublasGetHandle(), n, x, incx, y, incy))
  end subroutine cufc_blas_ccopy

  subroutine cufc_blas_zcopy(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('zcopy', cublasZcopy_v2(cublasGetHandle(), n, x, incx, y, incy))
  end subroutine cufc_blas_zcopy

  subroutine cufc_blas_sswap(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('sswap', cublasSswap_v2(cublasGetHandle(), n, x, incx, y, incy))
  end subroutine cufc_blas_sswap

  subroutine cufc_blas_dswap(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('dswap', cublasDswap_v2(cublasGetHandle(), n, x, incx, y, incy))
  end subroutine cufc_blas_dswap

  subroutine cufc_blas_cswap(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('cswap', cublasCswap_v2(cublasGetHandle(), n, x, incx, y, incy))
  end subroutine cufc_blas_cswap

  subroutine cufc_blas_zswap(n, x, incx, y, incy)
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('zswap', cublasZswap_v2(cublasGetHandle(), n, x, incx, y, incy))
  end subroutine cufc_blas_zswap

  integer(c_int) function cufc_blas_isamax(n, x, incx)
    integer(c_int), intent(in) :: n
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('isamax', cublasIsamax_v2(cublasGetHandle(), n, x, incx, cufc_blas_isamax))
  end function cufc_blas_isamax

  integer(c_int) function cufc_blas_idamax(n, x, incx)
    integer(c_int), intent(in) :: n
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('idamax', cublasIdamax_v2(cublasGetHandle(), n, x, incx, cufc_blas_idamax))
  end function cufc_blas_idamax

  integer(c_int) function cufc_blas_icamax(n, x, incx)
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('icamax', cublasIcamax_v2(cublasGetHandle(), n, x, incx, cufc_blas_icamax))
  end function cufc_blas_icamax

  integer(c_int) function cufc_blas_izamax(n, x, incx)
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('izamax', cublasIzamax_v2(cublasGetHandle(), n, x, incx, cufc_blas_izamax))
  end function cufc_blas_izamax

  integer(c_int) function cufc_blas_isamin(n, x, incx)
    integer(c_int), intent(in) :: n
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('isamin', cublasIsamin_v2(cublasGetHandle(), n, x, incx, cufc_blas_isamin))
  end function cufc_blas_isamin

  integer(c_int) function cufc_blas_idamin(n, x, incx)
    integer(c_int), intent(in) :: n
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('idamin', cublasIdamin_v2(cublasGetHandle(), n, x, incx, cufc_blas_idamin))
  end function cufc_blas_idamin

  integer(c_int) function cufc_blas_icamin(n, x, incx)
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('icamin', cublasIcamin_v2(cublasGetHandle(), n, x, incx, cufc_blas_icamin))
  end function cufc_blas_icamin

  integer(c_int) function cufc_blas_izamin(n, x, incx)
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('izamin', cublasIzamin_v2(cublasGetHandle(), n, x, incx, cufc_blas_izamin))
  end function cufc_blas_izamin

  real(c_float) function cufc_blas_sasum(n, x, incx)
    integer(c_int), intent(in) :: n
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('sasum', cublasSasum_v2(cublasGetHandle(), n, x, incx, cufc_blas_sasum))
  end function cufc_blas_sasum

  real(c_double) function cufc_blas_dasum(n, x, incx)
    integer(c_int), intent(in) :: n
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('dasum', cublasDasum_v2(cublasGetHandle(), n, x, incx, cufc_blas_dasum))
  end function cufc_blas_dasum

  real(c_float) function cufc_blas_scasum(n, x, incx)
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('scasum', cublasScasum_v2(cublasGetHandle(), n, x, incx, cufc_blas_scasum))
  end function cufc_blas_scasum

  real(c_double) function cufc_blas_dzasum(n, x, incx)
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('dzasum', cublasDzasum_v2(cublasGetHandle(), n, x, incx, cufc_blas_dzasum))
  end function cufc_blas_dzasum

  subroutine cufc_blas_srot(n, x, incx, y, incy, sc, ss)
    integer(c_int), intent(in) :: n
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_float), intent(in) :: sc
    real(c_float), intent(in) :: ss
    call cufc_blas_status('srot', cublasSrot_v2(cublasGetHandle(), n, x, incx, y, incy, sc, ss))
  end subroutine cufc_blas_srot

  subroutine cufc_blas_drot(n, x, incx, y, incy, sc, ss)
    integer(c_int), intent(in) :: n
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_double), intent(in) :: sc
    real(c_double), intent(in) :: ss
    call cufc_blas_status('drot', cublasDrot_v2(cublasGetHandle(), n, x, incx, y, incy, sc, ss))
  end subroutine cufc_blas_drot

  subroutine cufc_blas_crot(n, x, incx, y, incy, c, s)
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_float), intent(in) :: c
    complex(c_float_complex), intent(in) :: s
    call cufc_blas_status('crot', cublasCrot_v2(cublasGetHandle(), n, x, incx, y, incy, c, s))
  end subroutine cufc_blas_crot

  subroutine cufc_blas_zrot(n, x, incx, y, incy, sc, cs)
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_double), intent(in) :: sc
    complex(c_double_complex), intent(in) :: cs
    call cufc_blas_status('zrot', cublasZrot_v2(cublasGetHandle(), n, x, incx, y, incy, sc, cs))
  end subroutine cufc_blas_zrot

  subroutine cufc_blas_csrot(n, x, incx, y, incy, c, s)
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_float), intent(in) :: c
    real(c_float), intent(in) :: s
    call cufc_blas_status('csrot', cublasCsrot_v2(cublasGetHandle(), n, x, incx, y, incy, c, s))
  end subroutine cufc_blas_csrot

  subroutine cufc_blas_zdrot(n, x, incx, y, incy, c, s)
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_double), intent(in) :: c
    real(c_double), intent(in) :: s
    call cufc_blas_status('zdrot', cublasZdrot_v2(cublasGetHandle(), n, x, incx, y, incy, c, s))
  end subroutine cufc_blas_zdrot

  subroutine cufc_blas_srotm(n, x, incx, y, incy, sparam)
    integer(c_int), intent(in) :: n
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_float) :: sparam(*)
    call cufc_blas_status('srotm', cublasSrotm_v2(cublasGetHandle(), n, x, incx, y, incy, sparam))
  end subroutine cufc_blas_srotm

  subroutine cufc_blas_drotm(n, x, incx, y, incy, sparam)
    integer(c_int), intent(in) :: n
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_double) :: sparam(*)
    call cufc_blas_status('drotm', cublasDrotm_v2(cublasGetHandle(), n, x, incx, y, incy, sparam))
  end subroutine cufc_blas_drotm

  subroutine cufc_blas_sgemv(trans, m, n, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float), intent(in) :: beta
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('sgemv', cublasSgemv_v2(cublasGetHandle(), cufc_blas_op(trans), m, n, &
        alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_sgemv

  subroutine cufc_blas_dgemv(trans, m, n, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double), intent(in) :: beta
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('dgemv', cublasDgemv_v2(cublasGetHandle(), cufc_blas_op(trans), m, n, &
        alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_dgemv

  subroutine cufc_blas_cgemv(trans, m, n, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex), intent(in) :: beta
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('cgemv', cublasCgemv_v2(cublasGetHandle(), cufc_blas_op(trans), m, n, &
        alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_cgemv

  subroutine cufc_blas_zgemv(trans, m, n, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex), intent(in) :: beta
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('zgemv', cublasZgemv_v2(cublasGetHandle(), cufc_blas_op(trans), m, n, &
        alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_zgemv

  subroutine cufc_blas_sgbmv(trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: kl
    integer(c_int), intent(in) :: ku
    real(c_float), intent(in) :: alpha
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float), intent(in) :: beta
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('sgbmv', cublasSgbmv_v2(cublasGetHandle(), cufc_blas_op(trans), m, n, kl, &
        ku, alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_sgbmv

  subroutine cufc_blas_dgbmv(trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: kl
    integer(c_int), intent(in) :: ku
    real(c_double), intent(in) :: alpha
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double), intent(in) :: beta
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('dgbmv', cublasDgbmv_v2(cublasGetHandle(), cufc_blas_op(trans), m, n, kl, &
        ku, alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_dgbmv

  subroutine cufc_blas_cgbmv(trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: kl
    integer(c_int), intent(in) :: ku
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex), intent(in) :: beta
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('cgbmv', cublasCgbmv_v2(cublasGetHandle(), cufc_blas_op(trans), m, n, kl, &
        ku, alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_cgbmv

  subroutine cufc_blas_zgbmv(trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: kl
    integer(c_int), intent(in) :: ku
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex), intent(in) :: beta
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('zgbmv', cublasZgbmv_v2(cublasGetHandle(), cufc_blas_op(trans), m, n, kl, &
        ku, alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_zgbmv

  subroutine cufc_blas_strmv(uplo, trans, diag, n, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('strmv', cublasStrmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, A, lda, x, incx))
  end subroutine cufc_blas_strmv

  subroutine cufc_blas_dtrmv(uplo, trans, diag, n, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('dtrmv', cublasDtrmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, A, lda, x, incx))
  end subroutine cufc_blas_dtrmv

  subroutine cufc_blas_ctrmv(uplo, trans, diag, n, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('ctrmv', cublasCtrmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, A, lda, x, incx))
  end subroutine cufc_blas_ctrmv

  subroutine cufc_blas_ztrmv(uplo, trans, diag, n, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('ztrmv', cublasZtrmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, A, lda, x, incx))
  end subroutine cufc_blas_ztrmv

  subroutine cufc_blas_stbmv(uplo, trans, diag, n, k, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('stbmv', cublasStbmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, k, A, lda, x, incx))
  end subroutine cufc_blas_stbmv

  subroutine cufc_blas_dtbmv(uplo, trans, diag, n, k, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('dtbmv', cublasDtbmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, k, A, lda, x, incx))
  end subroutine cufc_blas_dtbmv

  subroutine cufc_blas_ctbmv(uplo, trans, diag, n, k, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('ctbmv', cublasCtbmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, k, A, lda, x, incx))
  end subroutine cufc_blas_ctbmv

  subroutine cufc_blas_ztbmv(uplo, trans, diag, n, k, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('ztbmv', cublasZtbmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, k, A, lda, x, incx))
  end subroutine cufc_blas_ztbmv

  subroutine cufc_blas_stpmv(uplo, trans, diag, n, AP, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    real(c_float) :: AP(*)
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('stpmv', cublasStpmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, AP, x, incx))
  end subroutine cufc_blas_stpmv

  subroutine cufc_blas_dtpmv(uplo, trans, diag, n, AP, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    real(c_double) :: AP(*)
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('dtpmv', cublasDtpmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, AP, x, incx))
  end subroutine cufc_blas_dtpmv

  subroutine cufc_blas_ctpmv(uplo, trans, diag, n, AP, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: AP(*)
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('ctpmv', cublasCtpmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, AP, x, incx))
  end subroutine cufc_blas_ctpmv

  subroutine cufc_blas_ztpmv(uplo, trans, diag, n, AP, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: AP(*)
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('ztpmv', cublasZtpmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, AP, x, incx))
  end subroutine cufc_blas_ztpmv

  subroutine cufc_blas_strsv(uplo, trans, diag, n, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('strsv', cublasStrsv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, A, lda, x, incx))
  end subroutine cufc_blas_strsv

  subroutine cufc_blas_dtrsv(uplo, trans, diag, n, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('dtrsv', cublasDtrsv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, A, lda, x, incx))
  end subroutine cufc_blas_dtrsv

  subroutine cufc_blas_ctrsv(uplo, trans, diag, n, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('ctrsv', cublasCtrsv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, A, lda, x, incx))
  end subroutine cufc_blas_ctrsv

  subroutine cufc_blas_ztrsv(uplo, trans, diag, n, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('ztrsv', cublasZtrsv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, A, lda, x, incx))
  end subroutine cufc_blas_ztrsv

  subroutine cufc_blas_stpsv(uplo, trans, diag, n, AP, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    real(c_float) :: AP(*)
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('stpsv', cublasStpsv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, AP, x, incx))
  end subroutine cufc_blas_stpsv

  subroutine cufc_blas_dtpsv(uplo, trans, diag, n, AP, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    real(c_double) :: AP(*)
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('dtpsv', cublasDtpsv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, AP, x, incx))
  end subroutine cufc_blas_dtpsv

  subroutine cufc_blas_ctpsv(uplo, trans, diag, n, AP, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    complex(c_float_complex) :: AP(*)
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('ctpsv', cublasCtpsv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, AP, x, incx))
  end subroutine cufc_blas_ctpsv

  subroutine cufc_blas_ztpsv(uplo, trans, diag, n, AP, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    complex(c_double_complex) :: AP(*)
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('ztpsv', cublasZtpsv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, AP, x, incx))
  end subroutine cufc_blas_ztpsv

  subroutine cufc_blas_stbsv(uplo, trans, diag, n, k, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('stbsv', cublasStbsv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, k, A, lda, x, incx))
  end subroutine cufc_blas_stbsv

  subroutine cufc_blas_dtbsv(uplo, trans, diag, n, k, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('dtbsv', cublasDtbsv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, k, A, lda, x, incx))
  end subroutine cufc_blas_dtbsv

  subroutine cufc_blas_ctbsv(uplo, trans, diag, n, k, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('ctbsv', cublasCtbsv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, k, A, lda, x, incx))
  end subroutine cufc_blas_ctbsv

  subroutine cufc_blas_ztbsv(uplo, trans, diag, n, k, A, lda, x, incx)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    call cufc_blas_status('ztbsv', cublasZtbsv_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), cufc_blas_diag(diag), n, k, A, lda, x, incx))
  end subroutine cufc_blas_ztbsv

  subroutine cufc_blas_ssymv(uplo, n, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float), intent(in) :: beta
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('ssymv', cublasSsymv_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_ssymv

  subroutine cufc_blas_dsymv(uplo, n, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double), intent(in) :: beta
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('dsymv', cublasDsymv_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_dsymv

  subroutine cufc_blas_chemv(uplo, n, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex), intent(in) :: beta
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('chemv', cublasChemv_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_chemv

  subroutine cufc_blas_zhemv(uplo, n, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex), intent(in) :: beta
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('zhemv', cublasZhemv_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_zhemv

  subroutine cufc_blas_ssbmv(uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_float), intent(in) :: alpha
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float), intent(in) :: beta
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('ssbmv', cublasSsbmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, k, &
        alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_ssbmv

  subroutine cufc_blas_dsbmv(uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_double), intent(in) :: alpha
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double), intent(in) :: beta
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('dsbmv', cublasDsbmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, k, &
        alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_dsbmv

  subroutine cufc_blas_chbmv(uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex), intent(in) :: beta
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('chbmv', cublasChbmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, k, &
        alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_chbmv

  subroutine cufc_blas_zhbmv(uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex), intent(in) :: beta
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('zhbmv', cublasZhbmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, k, &
        alpha, A, lda, x, incx, beta, y, incy))
  end subroutine cufc_blas_zhbmv

  subroutine cufc_blas_sspmv(uplo, n, alpha, AP, x, incx, beta, y, incy)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    real(c_float) :: AP(*)
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float), intent(in) :: beta
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('sspmv', cublasSspmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, AP, x, incx, beta, y, incy))
  end subroutine cufc_blas_sspmv

  subroutine cufc_blas_dspmv(uplo, n, alpha, AP, x, incx, beta, y, incy)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    real(c_double) :: AP(*)
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double), intent(in) :: beta
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('dspmv', cublasDspmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, AP, x, incx, beta, y, incy))
  end subroutine cufc_blas_dspmv

  subroutine cufc_blas_chpmv(uplo, n, alpha, AP, x, incx, beta, y, incy)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: AP(*)
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex), intent(in) :: beta
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('chpmv', cublasChpmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, AP, x, incx, beta, y, incy))
  end subroutine cufc_blas_chpmv

  subroutine cufc_blas_zhpmv(uplo, n, alpha, AP, x, incx, beta, y, incy)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: AP(*)
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex), intent(in) :: beta
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    call cufc_blas_status('zhpmv', cublasZhpmv_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, AP, x, incx, beta, y, incy))
  end subroutine cufc_blas_zhpmv

  subroutine cufc_blas_sger(m, n, alpha, x, incx, y, incy, A, lda)
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('sger', cublasSger_v2(cublasGetHandle(), m, n, alpha, x, incx, y, incy, &
        A, lda))
  end subroutine cufc_blas_sger

  subroutine cufc_blas_dger(m, n, alpha, x, incx, y, incy, A, lda)
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('dger', cublasDger_v2(cublasGetHandle(), m, n, alpha, x, incx, y, incy, &
        A, lda))
  end subroutine cufc_blas_dger

  subroutine cufc_blas_cgeru(m, n, alpha, x, incx, y, incy, A, lda)
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('cgeru', cublasCgeru_v2(cublasGetHandle(), m, n, alpha, x, incx, y, incy, &
        A, lda))
  end subroutine cufc_blas_cgeru

  subroutine cufc_blas_cgerc(m, n, alpha, x, incx, y, incy, A, lda)
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('cgerc', cublasCgerc_v2(cublasGetHandle(), m, n, alpha, x, incx, y, incy, &
        A, lda))
  end subroutine cufc_blas_cgerc

  subroutine cufc_blas_zgeru(m, n, alpha, x, incx, y, incy, A, lda)
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('zgeru', cublasZgeru_v2(cublasGetHandle(), m, n, alpha, x, incx, y, incy, &
        A, lda))
  end subroutine cufc_blas_zgeru

  subroutine cufc_blas_zgerc(m, n, alpha, x, incx, y, incy, A, lda)
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('zgerc', cublasZgerc_v2(cublasGetHandle(), m, n, alpha, x, incx, y, incy, &
        A, lda))
  end subroutine cufc_blas_zgerc

  subroutine cufc_blas_ssyr(uplo, n, alpha, x, incx, A, lda)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('ssyr', cublasSsyr_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, alpha, &
        x, incx, A, lda))
  end subroutine cufc_blas_ssyr

  subroutine cufc_blas_dsyr(uplo, n, alpha, x, incx, A, lda)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('dsyr', cublasDsyr_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, alpha, &
        x, incx, A, lda))
  end subroutine cufc_blas_dsyr

  subroutine cufc_blas_cher(uplo, n, alpha, x, incx, A, lda)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('cher', cublasCher_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, alpha, &
        x, incx, A, lda))
  end subroutine cufc_blas_cher

  subroutine cufc_blas_zher(uplo, n, alpha, x, incx, A, lda)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('zher', cublasZher_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, alpha, &
        x, incx, A, lda))
  end subroutine cufc_blas_zher

  subroutine cufc_blas_sspr(uplo, n, alpha, x, incx, AP)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float) :: AP(*)
    call cufc_blas_status('sspr', cublasSspr_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, alpha, &
        x, incx, AP))
  end subroutine cufc_blas_sspr

  subroutine cufc_blas_dspr(uplo, n, alpha, x, incx, AP)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double) :: AP(*)
    call cufc_blas_status('dspr', cublasDspr_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, alpha, &
        x, incx, AP))
  end subroutine cufc_blas_dspr

  subroutine cufc_blas_chpr(uplo, n, alpha, x, incx, AP)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: AP(*)
    call cufc_blas_status('chpr', cublasChpr_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, alpha, &
        x, incx, AP))
  end subroutine cufc_blas_chpr

  subroutine cufc_blas_zhpr(uplo, n, alpha, x, incx, AP)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: AP(*)
    call cufc_blas_status('zhpr', cublasZhpr_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, alpha, &
        x, incx, AP))
  end subroutine cufc_blas_zhpr

  subroutine cufc_blas_ssyr2(uplo, n, alpha, x, incx, y, incy, A, lda)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('ssyr2', cublasSsyr2_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, x, incx, y, incy, A, lda))
  end subroutine cufc_blas_ssyr2

  subroutine cufc_blas_dsyr2(uplo, n, alpha, x, incx, y, incy, A, lda)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('dsyr2', cublasDsyr2_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, x, incx, y, incy, A, lda))
  end subroutine cufc_blas_dsyr2

  subroutine cufc_blas_cher2(uplo, n, alpha, x, incx, y, incy, A, lda)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('cher2', cublasCher2_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, x, incx, y, incy, A, lda))
  end subroutine cufc_blas_cher2

  subroutine cufc_blas_zher2(uplo, n, alpha, x, incx, y, incy, A, lda)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    call cufc_blas_status('zher2', cublasZher2_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, x, incx, y, incy, A, lda))
  end subroutine cufc_blas_zher2

  subroutine cufc_blas_sspr2(uplo, n, alpha, x, incx, y, incy, AP)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    real(c_float) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_float) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_float) :: AP(*)
    call cufc_blas_status('sspr2', cublasSspr2_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, x, incx, y, incy, AP))
  end subroutine cufc_blas_sspr2

  subroutine cufc_blas_dspr2(uplo, n, alpha, x, incx, y, incy, AP)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    real(c_double) :: x(*)
    integer(c_int), intent(in) :: incx
    real(c_double) :: y(*)
    integer(c_int), intent(in) :: incy
    real(c_double) :: AP(*)
    call cufc_blas_status('dspr2', cublasDspr2_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, x, incx, y, incy, AP))
  end subroutine cufc_blas_dspr2

  subroutine cufc_blas_chpr2(uplo, n, alpha, x, incx, y, incy, AP)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_float_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    complex(c_float_complex) :: AP(*)
    call cufc_blas_status('chpr2', cublasChpr2_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, x, incx, y, incy, AP))
  end subroutine cufc_blas_chpr2

  subroutine cufc_blas_zhpr2(uplo, n, alpha, x, incx, y, incy, AP)
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: n
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: x(*)
    integer(c_int), intent(in) :: incx
    complex(c_double_complex) :: y(*)
    integer(c_int), intent(in) :: incy
    complex(c_double_complex) :: AP(*)
    call cufc_blas_status('zhpr2', cublasZhpr2_v2(cublasGetHandle(), cufc_blas_fill(uplo), n, &
        alpha, x, incx, y, incy, AP))
  end subroutine cufc_blas_zhpr2

  subroutine cufc_blas_sgemm(transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: transa
    character(len=*), intent(in) :: transb
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_float), intent(in) :: alpha
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float) :: B(*)
    integer(c_int), intent(in) :: ldb
    real(c_float), intent(in) :: beta
    real(c_float) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('sgemm', cublasSgemm_v2(cublasGetHandle(), cufc_blas_op(transa), &
        cufc_blas_op(transb), m, n, k, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_sgemm

  subroutine cufc_blas_dgemm(transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: transa
    character(len=*), intent(in) :: transb
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_double), intent(in) :: alpha
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double) :: B(*)
    integer(c_int), intent(in) :: ldb
    real(c_double), intent(in) :: beta
    real(c_double) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('dgemm', cublasDgemm_v2(cublasGetHandle(), cufc_blas_op(transa), &
        cufc_blas_op(transb), m, n, k, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_dgemm

  subroutine cufc_blas_cgemm(transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: transa
    character(len=*), intent(in) :: transb
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: B(*)
    integer(c_int), intent(in) :: ldb
    complex(c_float_complex), intent(in) :: beta
    complex(c_float_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('cgemm', cublasCgemm_v2(cublasGetHandle(), cufc_blas_op(transa), &
        cufc_blas_op(transb), m, n, k, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_cgemm

  subroutine cufc_blas_zgemm(transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: transa
    character(len=*), intent(in) :: transb
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: B(*)
    integer(c_int), intent(in) :: ldb
    complex(c_double_complex), intent(in) :: beta
    complex(c_double_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('zgemm', cublasZgemm_v2(cublasGetHandle(), cufc_blas_op(transa), &
        cufc_blas_op(transb), m, n, k, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_zgemm

  subroutine cufc_blas_ssyrk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_float), intent(in) :: alpha
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float), intent(in) :: beta
    real(c_float) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('ssyrk', cublasSsyrk_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), n, k, alpha, A, lda, beta, C, ldc))
  end subroutine cufc_blas_ssyrk

  subroutine cufc_blas_dsyrk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_double), intent(in) :: alpha
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double), intent(in) :: beta
    real(c_double) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('dsyrk', cublasDsyrk_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), n, k, alpha, A, lda, beta, C, ldc))
  end subroutine cufc_blas_dsyrk

  subroutine cufc_blas_csyrk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex), intent(in) :: beta
    complex(c_float_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('csyrk', cublasCsyrk_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), n, k, alpha, A, lda, beta, C, ldc))
  end subroutine cufc_blas_csyrk

  subroutine cufc_blas_zsyrk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex), intent(in) :: beta
    complex(c_double_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('zsyrk', cublasZsyrk_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), n, k, alpha, A, lda, beta, C, ldc))
  end subroutine cufc_blas_zsyrk

  subroutine cufc_blas_cherk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_float), intent(in) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float), intent(in) :: beta
    complex(c_float_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('cherk', cublasCherk_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), n, k, alpha, A, lda, beta, C, ldc))
  end subroutine cufc_blas_cherk

  subroutine cufc_blas_zherk(uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_double), intent(in) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double), intent(in) :: beta
    complex(c_double_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('zherk', cublasZherk_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), n, k, alpha, A, lda, beta, C, ldc))
  end subroutine cufc_blas_zherk

  subroutine cufc_blas_ssyr2k(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_float), intent(in) :: alpha
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float) :: B(*)
    integer(c_int), intent(in) :: ldb
    real(c_float), intent(in) :: beta
    real(c_float) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('ssyr2k', cublasSsyr2k_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_ssyr2k

  subroutine cufc_blas_dsyr2k(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    real(c_double), intent(in) :: alpha
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double) :: B(*)
    integer(c_int), intent(in) :: ldb
    real(c_double), intent(in) :: beta
    real(c_double) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('dsyr2k', cublasDsyr2k_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_dsyr2k

  subroutine cufc_blas_csyr2k(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: B(*)
    integer(c_int), intent(in) :: ldb
    complex(c_float_complex), intent(in) :: beta
    complex(c_float_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('csyr2k', cublasCsyr2k_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_csyr2k

  subroutine cufc_blas_zsyr2k(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: B(*)
    integer(c_int), intent(in) :: ldb
    complex(c_double_complex), intent(in) :: beta
    complex(c_double_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('zsyr2k', cublasZsyr2k_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_zsyr2k

  subroutine cufc_blas_cher2k(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: B(*)
    integer(c_int), intent(in) :: ldb
    real(c_float), intent(in) :: beta
    complex(c_float_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('cher2k', cublasCher2k_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_cher2k

  subroutine cufc_blas_zher2k(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: trans
    integer(c_int), intent(in) :: n
    integer(c_int), intent(in) :: k
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: B(*)
    integer(c_int), intent(in) :: ldb
    real(c_double), intent(in) :: beta
    complex(c_double_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('zher2k', cublasZher2k_v2(cublasGetHandle(), cufc_blas_fill(uplo), &
        cufc_blas_op(trans), n, k, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_zher2k

  subroutine cufc_blas_ssymm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: side
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float) :: B(*)
    integer(c_int), intent(in) :: ldb
    real(c_float), intent(in) :: beta
    real(c_float) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('ssymm', cublasSsymm_v2(cublasGetHandle(), cufc_blas_side(side), &
        cufc_blas_fill(uplo), m, n, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_ssymm

  subroutine cufc_blas_dsymm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: side
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double) :: B(*)
    integer(c_int), intent(in) :: ldb
    real(c_double), intent(in) :: beta
    real(c_double) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('dsymm', cublasDsymm_v2(cublasGetHandle(), cufc_blas_side(side), &
        cufc_blas_fill(uplo), m, n, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_dsymm

  subroutine cufc_blas_csymm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: side
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: B(*)
    integer(c_int), intent(in) :: ldb
    complex(c_float_complex), intent(in) :: beta
    complex(c_float_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('csymm', cublasCsymm_v2(cublasGetHandle(), cufc_blas_side(side), &
        cufc_blas_fill(uplo), m, n, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_csymm

  subroutine cufc_blas_zsymm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: side
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: B(*)
    integer(c_int), intent(in) :: ldb
    complex(c_double_complex), intent(in) :: beta
    complex(c_double_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('zsymm', cublasZsymm_v2(cublasGetHandle(), cufc_blas_side(side), &
        cufc_blas_fill(uplo), m, n, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_zsymm

  subroutine cufc_blas_chemm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: side
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: B(*)
    integer(c_int), intent(in) :: ldb
    complex(c_float_complex), intent(in) :: beta
    complex(c_float_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('chemm', cublasChemm_v2(cublasGetHandle(), cufc_blas_side(side), &
        cufc_blas_fill(uplo), m, n, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_chemm

  subroutine cufc_blas_zhemm(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
    character(len=*), intent(in) :: side
    character(len=*), intent(in) :: uplo
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: B(*)
    integer(c_int), intent(in) :: ldb
    complex(c_double_complex), intent(in) :: beta
    complex(c_double_complex) :: C(*)
    integer(c_int), intent(in) :: ldc
    call cufc_blas_status('zhemm', cublasZhemm_v2(cublasGetHandle(), cufc_blas_side(side), &
        cufc_blas_fill(uplo), m, n, alpha, A, lda, B, ldb, beta, C, ldc))
  end subroutine cufc_blas_zhemm

  subroutine cufc_blas_strsm(side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb)
    character(len=*), intent(in) :: side
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: transa
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    real(c_float), intent(in) :: alpha
    real(c_float) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_float) :: B(*)
    integer(c_int), intent(in) :: ldb
    call cufc_blas_status('strsm', cublasStrsm_v2(cublasGetHandle(), cufc_blas_side(side), &
        cufc_blas_fill(uplo), cufc_blas_op(transa), cufc_blas_diag(diag), m, n, alpha, A, lda, B, &
        ldb))
  end subroutine cufc_blas_strsm

  subroutine cufc_blas_dtrsm(side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb)
    character(len=*), intent(in) :: side
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: transa
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    real(c_double), intent(in) :: alpha
    real(c_double) :: A(*)
    integer(c_int), intent(in) :: lda
    real(c_double) :: B(*)
    integer(c_int), intent(in) :: ldb
    call cufc_blas_status('dtrsm', cublasDtrsm_v2(cublasGetHandle(), cufc_blas_side(side), &
        cufc_blas_fill(uplo), cufc_blas_op(transa), cufc_blas_diag(diag), m, n, alpha, A, lda, B, &
        ldb))
  end subroutine cufc_blas_dtrsm

  subroutine cufc_blas_ctrsm(side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb)
    character(len=*), intent(in) :: side
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: transa
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    complex(c_float_complex), intent(in) :: alpha
    complex(c_float_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_float_complex) :: B(*)
    integer(c_int), intent(in) :: ldb
    call cufc_blas_status('ctrsm', cublasCtrsm_v2(cublasGetHandle(), cufc_blas_side(side), &
        cufc_blas_fill(uplo), cufc_blas_op(transa), cufc_blas_diag(diag), m, n, alpha, A, lda, B, &
        ldb))
  end subroutine cufc_blas_ctrsm

  subroutine cufc_blas_ztrsm(side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb)
    character(len=*), intent(in) :: side
    character(len=*), intent(in) :: uplo
    character(len=*), intent(in) :: transa
    character(len=*), intent(in) :: diag
    integer(c_int), intent(in) :: m
    integer(c_int), intent(in) :: n
    complex(c_double_complex), intent(in) :: alpha
    complex(c_double_complex) :: A(*)
    integer(c_int), intent(in) :: lda
    complex(c_double_complex) :: B(*)
    integer(c_int), intent(in) :: ldb
    call cufc_blas_status('ztrsm', cublasZtrsm_v2(cublasGetHandle(), cufc_blas_side(side), &
        cufc_blas_fill(uplo), cufc_blas_op(transa), cufc_blas_diag(diag), m, n, alpha, A, lda, B, &
        ldb))
  end subroutine cufc_blas_ztrsm
end module cublas
