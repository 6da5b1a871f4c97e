! cusolverDn — host module onto the dense CUSOLVER library (library interfaces
! chapter on cuSOLVER): LU, Cholesky, QR, symmetric eigenvalues, SVD.
!
! GENERATED FILE: edit modules/tools/cusolverDn.f90.in and run modules/tools/gen_libs.py.
! Generated from cusolverDn.h: 84 interfaces (84 functions, 0 subroutines), 33 constants.
!
! Every routine is an integer function returning the cusolverStatus
! (CUSOLVER_STATUS_SUCCESS = 0); the first argument is a type(cusolverDnHandle).
! Matrices, workspaces and pivots are assumed-size device arrays (any rank, by
! address); devInfo is one device integer (`integer, device :: info_d`); the
! workspace sizes (Lwork) are host integers.  The fill-mode, operation and side
! constants (CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, ...) are cublas's, re-exported.
! Link with -cudalib=cusolver.
module cusolverDn
  ! c_f_pointer is cudafor's generic (its c_devptr forms too): a program that
  ! uses this module and cudafor must not see iso_c_binding's alone
  use, intrinsic :: iso_c_binding, cufc_iso_c_f_pointer => c_f_pointer
  use cudafor, only: cuda_stream_kind, c_devptr, c_f_pointer
  use cublas, only: CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER, CUBLAS_FILL_MODE_FULL, &
                    CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C, CUBLAS_SIDE_LEFT, CUBLAS_SIDE_RIGHT, &
                    CUBLAS_DIAG_NON_UNIT, CUBLAS_DIAG_UNIT
  implicit none
  private :: cufc_iso_c_f_pointer

  ! cusolverDnHandle_t (a pointer to an opaque context)
  type, bind(c) :: cusolverDnHandle
    type(c_ptr) :: handle = c_null_ptr
  end type cusolverDnHandle

  integer(c_int), parameter :: CUSOLVER_STATUS_SUCCESS = 0
  integer(c_int), parameter :: CUSOLVER_STATUS_NOT_INITIALIZED = 1
  integer(c_int), parameter :: CUSOLVER_STATUS_ALLOC_FAILED = 2
  integer(c_int), parameter :: CUSOLVER_STATUS_INVALID_VALUE = 3
  integer(c_int), parameter :: CUSOLVER_STATUS_ARCH_MISMATCH = 4
  integer(c_int), parameter :: CUSOLVER_STATUS_MAPPING_ERROR = 5
  integer(c_int), parameter :: CUSOLVER_STATUS_EXECUTION_FAILED = 6
  integer(c_int), parameter :: CUSOLVER_STATUS_INTERNAL_ERROR = 7
  integer(c_int), parameter :: CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8
  integer(c_int), parameter :: CUSOLVER_STATUS_NOT_SUPPORTED = 9
  integer(c_int), parameter :: CUSOLVER_STATUS_ZERO_PIVOT = 10
  integer(c_int), parameter :: CUSOLVER_STATUS_INVALID_LICENSE = 11
  integer(c_int), parameter :: CUSOLVER_STATUS_IRS_PARAMS_NOT_INITIALIZED = 12
  integer(c_int), parameter :: CUSOLVER_STATUS_IRS_PARAMS_INVALID = 13
  integer(c_int), parameter :: CUSOLVER_STATUS_IRS_PARAMS_INVALID_PREC = 14
  integer(c_int), parameter :: CUSOLVER_STATUS_IRS_PARAMS_INVALID_REFINE = 15
  integer(c_int), parameter :: CUSOLVER_STATUS_IRS_PARAMS_INVALID_MAXITER = 16
  integer(c_int), parameter :: CUSOLVER_STATUS_IRS_INTERNAL_ERROR = 20
  integer(c_int), parameter :: CUSOLVER_STATUS_IRS_NOT_SUPPORTED = 21
  integer(c_int), parameter :: CUSOLVER_STATUS_IRS_OUT_OF_RANGE = 22
  integer(c_int), parameter :: CUSOLVER_STATUS_IRS_NRHS_NOT_SUPPORTED_FOR_REFINE_GMRES = 23
  integer(c_int), parameter :: CUSOLVER_STATUS_IRS_INFOS_NOT_INITIALIZED = 25
  integer(c_int), parameter :: CUSOLVER_STATUS_IRS_INFOS_NOT_DESTROYED = 26
  integer(c_int), parameter :: CUSOLVER_STATUS_IRS_MATRIX_SINGULAR = 30
  integer(c_int), parameter :: CUSOLVER_STATUS_INVALID_WORKSPACE = 31
  integer(c_int), parameter :: CUSOLVER_EIG_MODE_NOVECTOR = 0
  integer(c_int), parameter :: CUSOLVER_EIG_MODE_VECTOR = 1
  integer(c_int), parameter :: CUSOLVER_EIG_TYPE_1 = 1
  integer(c_int), parameter :: CUSOLVER_EIG_TYPE_2 = 2
  integer(c_int), parameter :: CUSOLVER_EIG_TYPE_3 = 3
  integer(c_int), parameter :: CUSOLVER_EIG_RANGE_ALL = 1001
  integer(c_int), parameter :: CUSOLVER_EIG_RANGE_I = 1002
  integer(c_int), parameter :: CUSOLVER_EIG_RANGE_V = 1003

  interface
    integer(c_int) function cusolverDnCreate(handle) &
        bind(c, name='cusolverDnCreate')
      import
      type(cusolverDnHandle) :: handle
    end function cusolverDnCreate

    integer(c_int) function cusolverDnDestroy(handle) &
        bind(c, name='cusolverDnDestroy')
      import
      type(cusolverDnHandle), value :: handle
    end function cusolverDnDestroy

    integer(c_int) function cusolverDnSetStream(handle, streamId) &
        bind(c, name='cusolverDnSetStream')
      import
      type(cusolverDnHandle), value :: handle
      integer(cuda_stream_kind), value :: streamId
    end function cusolverDnSetStream

    integer(c_int) function cusolverDnGetStream(handle, streamId) &
        bind(c, name='cusolverDnGetStream')
      import
      type(cusolverDnHandle), value :: handle
      integer(cuda_stream_kind) :: streamId
    end function cusolverDnGetStream

    integer(c_int) function cusolverDnSpotrf_bufferSize(handle, uplo, n, A, lda, Lwork) &
        bind(c, name='cusolverDnSpotrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: Lwork
    end function cusolverDnSpotrf_bufferSize

    integer(c_int) function cusolverDnDpotrf_bufferSize(handle, uplo, n, A, lda, Lwork) &
        bind(c, name='cusolverDnDpotrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: Lwork
    end function cusolverDnDpotrf_bufferSize

    integer(c_int) function cusolverDnCpotrf_bufferSize(handle, uplo, n, A, lda, Lwork) &
        bind(c, name='cusolverDnCpotrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: Lwork
    end function cusolverDnCpotrf_bufferSize

    integer(c_int) function cusolverDnZpotrf_bufferSize(handle, uplo, n, A, lda, Lwork) &
        bind(c, name='cusolverDnZpotrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: Lwork
    end function cusolverDnZpotrf_bufferSize

    integer(c_int) function cusolverDnSpotrf(handle, uplo, n, A, lda, Workspace, Lwork, devInfo) &
        bind(c, name='cusolverDnSpotrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: Workspace(*)
      integer(c_int), value :: Lwork
      integer(c_int) :: devInfo
    end function cusolverDnSpotrf

    integer(c_int) function cusolverDnDpotrf(handle, uplo, n, A, lda, Workspace, Lwork, devInfo) &
        bind(c, name='cusolverDnDpotrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: Workspace(*)
      integer(c_int), value :: Lwork
      integer(c_int) :: devInfo
    end function cusolverDnDpotrf

    integer(c_int) function cusolverDnCpotrf(handle, uplo, n, A, lda, Workspace, Lwork, devInfo) &
        bind(c, name='cusolverDnCpotrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: Workspace(*)
      integer(c_int), value :: Lwork
      integer(c_int) :: devInfo
    end function cusolverDnCpotrf

    integer(c_int) function cusolverDnZpotrf(handle, uplo, n, A, lda, Workspace, Lwork, devInfo) &
        bind(c, name='cusolverDnZpotrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: Workspace(*)
      integer(c_int), value :: Lwork
      integer(c_int) :: devInfo
    end function cusolverDnZpotrf

    integer(c_int) function cusolverDnSpotrs(handle, uplo, n, nrhs, A, lda, B, ldb, devInfo) &
        bind(c, name='cusolverDnSpotrs')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
      integer(c_int) :: devInfo
    end function cusolverDnSpotrs

    integer(c_int) function cusolverDnDpotrs(handle, uplo, n, nrhs, A, lda, B, ldb, devInfo) &
        bind(c, name='cusolverDnDpotrs')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
      integer(c_int) :: devInfo
    end function cusolverDnDpotrs

    integer(c_int) function cusolverDnCpotrs(handle, uplo, n, nrhs, A, lda, B, ldb, devInfo) &
        bind(c, name='cusolverDnCpotrs')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      integer(c_int) :: devInfo
    end function cusolverDnCpotrs

    integer(c_int) function cusolverDnZpotrs(handle, uplo, n, nrhs, A, lda, B, ldb, devInfo) &
        bind(c, name='cusolverDnZpotrs')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      integer(c_int) :: devInfo
    end function cusolverDnZpotrs

    integer(c_int) function cusolverDnSpotri_bufferSize(handle, uplo, n, A, lda, lwork) &
        bind(c, name='cusolverDnSpotri_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: lwork
    end function cusolverDnSpotri_bufferSize

    integer(c_int) function cusolverDnDpotri_bufferSize(handle, uplo, n, A, lda, lwork) &
        bind(c, name='cusolverDnDpotri_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: lwork
    end function cusolverDnDpotri_bufferSize

    integer(c_int) function cusolverDnCpotri_bufferSize(handle, uplo, n, A, lda, lwork) &
        bind(c, name='cusolverDnCpotri_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: lwork
    end function cusolverDnCpotri_bufferSize

    integer(c_int) function cusolverDnZpotri_bufferSize(handle, uplo, n, A, lda, lwork) &
        bind(c, name='cusolverDnZpotri_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: lwork
    end function cusolverDnZpotri_bufferSize

    integer(c_int) function cusolverDnSpotri(handle, uplo, n, A, lda, work, lwork, devInfo) &
        bind(c, name='cusolverDnSpotri')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: devInfo
    end function cusolverDnSpotri

    integer(c_int) function cusolverDnDpotri(handle, uplo, n, A, lda, work, lwork, devInfo) &
        bind(c, name='cusolverDnDpotri')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: devInfo
    end function cusolverDnDpotri

    integer(c_int) function cusolverDnCpotri(handle, uplo, n, A, lda, work, lwork, devInfo) &
        bind(c, name='cusolverDnCpotri')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: devInfo
    end function cusolverDnCpotri

    integer(c_int) function cusolverDnZpotri(handle, uplo, n, A, lda, work, lwork, devInfo) &
        bind(c, name='cusolverDnZpotri')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: devInfo
    end function cusolverDnZpotri

    integer(c_int) function cusolverDnSgetrf_bufferSize(handle, m, n, A, lda, Lwork) &
        bind(c, name='cusolverDnSgetrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: Lwork
    end function cusolverDnSgetrf_bufferSize

    integer(c_int) function cusolverDnDgetrf_bufferSize(handle, m, n, A, lda, Lwork) &
        bind(c, name='cusolverDnDgetrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: Lwork
    end function cusolverDnDgetrf_bufferSize

    integer(c_int) function cusolverDnCgetrf_bufferSize(handle, m, n, A, lda, Lwork) &
        bind(c, name='cusolverDnCgetrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: Lwork
    end function cusolverDnCgetrf_bufferSize

    integer(c_int) function cusolverDnZgetrf_bufferSize(handle, m, n, A, lda, Lwork) &
        bind(c, name='cusolverDnZgetrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: Lwork
    end function cusolverDnZgetrf_bufferSize

    integer(c_int) function cusolverDnSgetrf(handle, m, n, A, lda, Workspace, devIpiv, devInfo) &
        bind(c, name='cusolverDnSgetrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: Workspace(*)
      integer(c_int) :: devIpiv(*)
      integer(c_int) :: devInfo
    end function cusolverDnSgetrf

    integer(c_int) function cusolverDnDgetrf(handle, m, n, A, lda, Workspace, devIpiv, devInfo) &
        bind(c, name='cusolverDnDgetrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: Workspace(*)
      integer(c_int) :: devIpiv(*)
      integer(c_int) :: devInfo
    end function cusolverDnDgetrf

    integer(c_int) function cusolverDnCgetrf(handle, m, n, A, lda, Workspace, devIpiv, devInfo) &
        bind(c, name='cusolverDnCgetrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: Workspace(*)
      integer(c_int) :: devIpiv(*)
      integer(c_int) :: devInfo
    end function cusolverDnCgetrf

    integer(c_int) function cusolverDnZgetrf(handle, m, n, A, lda, Workspace, devIpiv, devInfo) &
        bind(c, name='cusolverDnZgetrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: Workspace(*)
      integer(c_int) :: devIpiv(*)
      integer(c_int) :: devInfo
    end function cusolverDnZgetrf

    integer(c_int) function cusolverDnSgetrs(handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, &
        devInfo) &
        bind(c, name='cusolverDnSgetrs')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: devIpiv(*)
      real(c_float) :: B(*)
      integer(c_int), value :: ldb
      integer(c_int) :: devInfo
    end function cusolverDnSgetrs

    integer(c_int) function cusolverDnDgetrs(handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, &
        devInfo) &
        bind(c, name='cusolverDnDgetrs')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: devIpiv(*)
      real(c_double) :: B(*)
      integer(c_int), value :: ldb
      integer(c_int) :: devInfo
    end function cusolverDnDgetrs

    integer(c_int) function cusolverDnCgetrs(handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, &
        devInfo) &
        bind(c, name='cusolverDnCgetrs')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: devIpiv(*)
      complex(c_float_complex) :: B(*)
      integer(c_int), value :: ldb
      integer(c_int) :: devInfo
    end function cusolverDnCgetrs

    integer(c_int) function cusolverDnZgetrs(handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, &
        devInfo) &
        bind(c, name='cusolverDnZgetrs')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: trans
      integer(c_int), value :: n
      integer(c_int), value :: nrhs
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: devIpiv(*)
      complex(c_double_complex) :: B(*)
      integer(c_int), value :: ldb
      integer(c_int) :: devInfo
    end function cusolverDnZgetrs

    integer(c_int) function cusolverDnSgeqrf_bufferSize(handle, m, n, A, lda, lwork) &
        bind(c, name='cusolverDnSgeqrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: lwork
    end function cusolverDnSgeqrf_bufferSize

    integer(c_int) function cusolverDnDgeqrf_bufferSize(handle, m, n, A, lda, lwork) &
        bind(c, name='cusolverDnDgeqrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: lwork
    end function cusolverDnDgeqrf_bufferSize

    integer(c_int) function cusolverDnCgeqrf_bufferSize(handle, m, n, A, lda, lwork) &
        bind(c, name='cusolverDnCgeqrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: lwork
    end function cusolverDnCgeqrf_bufferSize

    integer(c_int) function cusolverDnZgeqrf_bufferSize(handle, m, n, A, lda, lwork) &
        bind(c, name='cusolverDnZgeqrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: lwork
    end function cusolverDnZgeqrf_bufferSize

    integer(c_int) function cusolverDnSgeqrf(handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo) &
        bind(c, name='cusolverDnSgeqrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: TAU(*)
      real(c_float) :: Workspace(*)
      integer(c_int), value :: Lwork
      integer(c_int) :: devInfo
    end function cusolverDnSgeqrf

    integer(c_int) function cusolverDnDgeqrf(handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo) &
        bind(c, name='cusolverDnDgeqrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: TAU(*)
      real(c_double) :: Workspace(*)
      integer(c_int), value :: Lwork
      integer(c_int) :: devInfo
    end function cusolverDnDgeqrf

    integer(c_int) function cusolverDnCgeqrf(handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo) &
        bind(c, name='cusolverDnCgeqrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: TAU(*)
      complex(c_float_complex) :: Workspace(*)
      integer(c_int), value :: Lwork
      integer(c_int) :: devInfo
    end function cusolverDnCgeqrf

    integer(c_int) function cusolverDnZgeqrf(handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo) &
        bind(c, name='cusolverDnZgeqrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: TAU(*)
      complex(c_double_complex) :: Workspace(*)
      integer(c_int), value :: Lwork
      integer(c_int) :: devInfo
    end function cusolverDnZgeqrf

    integer(c_int) function cusolverDnSorgqr_bufferSize(handle, m, n, k, A, lda, tau, lwork) &
        bind(c, name='cusolverDnSorgqr_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: tau(*)
      integer(c_int) :: lwork
    end function cusolverDnSorgqr_bufferSize

    integer(c_int) function cusolverDnDorgqr_bufferSize(handle, m, n, k, A, lda, tau, lwork) &
        bind(c, name='cusolverDnDorgqr_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: tau(*)
      integer(c_int) :: lwork
    end function cusolverDnDorgqr_bufferSize

    integer(c_int) function cusolverDnCungqr_bufferSize(handle, m, n, k, A, lda, tau, lwork) &
        bind(c, name='cusolverDnCungqr_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: tau(*)
      integer(c_int) :: lwork
    end function cusolverDnCungqr_bufferSize

    integer(c_int) function cusolverDnZungqr_bufferSize(handle, m, n, k, A, lda, tau, lwork) &
        bind(c, name='cusolverDnZungqr_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: tau(*)
      integer(c_int) :: lwork
    end function cusolverDnZungqr_bufferSize

    integer(c_int) function cusolverDnSorgqr(handle, m, n, k, A, lda, tau, work, lwork, info) &
        bind(c, name='cusolverDnSorgqr')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: tau(*)
      real(c_float) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: info
    end function cusolverDnSorgqr

    integer(c_int) function cusolverDnDorgqr(handle, m, n, k, A, lda, tau, work, lwork, info) &
        bind(c, name='cusolverDnDorgqr')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: tau(*)
      real(c_double) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: info
    end function cusolverDnDorgqr

    integer(c_int) function cusolverDnCungqr(handle, m, n, k, A, lda, tau, work, lwork, info) &
        bind(c, name='cusolverDnCungqr')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: tau(*)
      complex(c_float_complex) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: info
    end function cusolverDnCungqr

    integer(c_int) function cusolverDnZungqr(handle, m, n, k, A, lda, tau, work, lwork, info) &
        bind(c, name='cusolverDnZungqr')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: tau(*)
      complex(c_double_complex) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: info
    end function cusolverDnZungqr

    integer(c_int) function cusolverDnSormqr_bufferSize(handle, side, trans, m, n, k, A, lda, tau, &
        C, ldc, lwork) &
        bind(c, name='cusolverDnSormqr_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: tau(*)
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
      integer(c_int) :: lwork
    end function cusolverDnSormqr_bufferSize

    integer(c_int) function cusolverDnDormqr_bufferSize(handle, side, trans, m, n, k, A, lda, tau, &
        C, ldc, lwork) &
        bind(c, name='cusolverDnDormqr_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: tau(*)
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
      integer(c_int) :: lwork
    end function cusolverDnDormqr_bufferSize

    integer(c_int) function cusolverDnCunmqr_bufferSize(handle, side, trans, m, n, k, A, lda, tau, &
        C, ldc, lwork) &
        bind(c, name='cusolverDnCunmqr_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: tau(*)
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
      integer(c_int) :: lwork
    end function cusolverDnCunmqr_bufferSize

    integer(c_int) function cusolverDnZunmqr_bufferSize(handle, side, trans, m, n, k, A, lda, tau, &
        C, ldc, lwork) &
        bind(c, name='cusolverDnZunmqr_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: tau(*)
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
      integer(c_int) :: lwork
    end function cusolverDnZunmqr_bufferSize

    integer(c_int) function cusolverDnSormqr(handle, side, trans, m, n, k, A, lda, tau, C, ldc, &
        work, lwork, devInfo) &
        bind(c, name='cusolverDnSormqr')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: tau(*)
      real(c_float) :: C(*)
      integer(c_int), value :: ldc
      real(c_float) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: devInfo
    end function cusolverDnSormqr

    integer(c_int) function cusolverDnDormqr(handle, side, trans, m, n, k, A, lda, tau, C, ldc, &
        work, lwork, devInfo) &
        bind(c, name='cusolverDnDormqr')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: tau(*)
      real(c_double) :: C(*)
      integer(c_int), value :: ldc
      real(c_double) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: devInfo
    end function cusolverDnDormqr

    integer(c_int) function cusolverDnCunmqr(handle, side, trans, m, n, k, A, lda, tau, C, ldc, &
        work, lwork, devInfo) &
        bind(c, name='cusolverDnCunmqr')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_float_complex) :: tau(*)
      complex(c_float_complex) :: C(*)
      integer(c_int), value :: ldc
      complex(c_float_complex) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: devInfo
    end function cusolverDnCunmqr

    integer(c_int) function cusolverDnZunmqr(handle, side, trans, m, n, k, A, lda, tau, C, ldc, &
        work, lwork, devInfo) &
        bind(c, name='cusolverDnZunmqr')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: side
      integer(c_int), value :: trans
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int), value :: k
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      complex(c_double_complex) :: tau(*)
      complex(c_double_complex) :: C(*)
      integer(c_int), value :: ldc
      complex(c_double_complex) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: devInfo
    end function cusolverDnZunmqr

    integer(c_int) function cusolverDnSsytrf_bufferSize(handle, n, A, lda, lwork) &
        bind(c, name='cusolverDnSsytrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: lwork
    end function cusolverDnSsytrf_bufferSize

    integer(c_int) function cusolverDnDsytrf_bufferSize(handle, n, A, lda, lwork) &
        bind(c, name='cusolverDnDsytrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: lwork
    end function cusolverDnDsytrf_bufferSize

    integer(c_int) function cusolverDnCsytrf_bufferSize(handle, n, A, lda, lwork) &
        bind(c, name='cusolverDnCsytrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: lwork
    end function cusolverDnCsytrf_bufferSize

    integer(c_int) function cusolverDnZsytrf_bufferSize(handle, n, A, lda, lwork) &
        bind(c, name='cusolverDnZsytrf_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: lwork
    end function cusolverDnZsytrf_bufferSize

    integer(c_int) function cusolverDnSsytrf(handle, uplo, n, A, lda, ipiv, work, lwork, info) &
        bind(c, name='cusolverDnSsytrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: ipiv(*)
      real(c_float) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: info
    end function cusolverDnSsytrf

    integer(c_int) function cusolverDnDsytrf(handle, uplo, n, A, lda, ipiv, work, lwork, info) &
        bind(c, name='cusolverDnDsytrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: ipiv(*)
      real(c_double) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: info
    end function cusolverDnDsytrf

    integer(c_int) function cusolverDnCsytrf(handle, uplo, n, A, lda, ipiv, work, lwork, info) &
        bind(c, name='cusolverDnCsytrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: ipiv(*)
      complex(c_float_complex) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: info
    end function cusolverDnCsytrf

    integer(c_int) function cusolverDnZsytrf(handle, uplo, n, A, lda, ipiv, work, lwork, info) &
        bind(c, name='cusolverDnZsytrf')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      integer(c_int) :: ipiv(*)
      complex(c_double_complex) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: info
    end function cusolverDnZsytrf

    integer(c_int) function cusolverDnSgesvd_bufferSize(handle, m, n, lwork) &
        bind(c, name='cusolverDnSgesvd_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int) :: lwork
    end function cusolverDnSgesvd_bufferSize

    integer(c_int) function cusolverDnDgesvd_bufferSize(handle, m, n, lwork) &
        bind(c, name='cusolverDnDgesvd_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int) :: lwork
    end function cusolverDnDgesvd_bufferSize

    integer(c_int) function cusolverDnCgesvd_bufferSize(handle, m, n, lwork) &
        bind(c, name='cusolverDnCgesvd_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int) :: lwork
    end function cusolverDnCgesvd_bufferSize

    integer(c_int) function cusolverDnZgesvd_bufferSize(handle, m, n, lwork) &
        bind(c, name='cusolverDnZgesvd_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: m
      integer(c_int), value :: n
      integer(c_int) :: lwork
    end function cusolverDnZgesvd_bufferSize

    integer(c_int) function cusolverDnSgesvd(handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, &
        ldvt, work, lwork, rwork, info) &
        bind(c, name='cusolverDnSgesvd')
      import
      type(cusolverDnHandle), value :: handle
      character(len=1, kind=c_char), value :: jobu
      character(len=1, kind=c_char), value :: jobvt
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: S(*)
      real(c_float) :: U(*)
      integer(c_int), value :: ldu
      real(c_float) :: VT(*)
      integer(c_int), value :: ldvt
      real(c_float) :: work(*)
      integer(c_int), value :: lwork
      real(c_float) :: rwork(*)
      integer(c_int) :: info
    end function cusolverDnSgesvd

    integer(c_int) function cusolverDnDgesvd(handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, &
        ldvt, work, lwork, rwork, info) &
        bind(c, name='cusolverDnDgesvd')
      import
      type(cusolverDnHandle), value :: handle
      character(len=1, kind=c_char), value :: jobu
      character(len=1, kind=c_char), value :: jobvt
      integer(c_int), value :: m
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: S(*)
      real(c_double) :: U(*)
      integer(c_int), value :: ldu
      real(c_double) :: VT(*)
      integer(c_int), value :: ldvt
      real(c_double) :: work(*)
      integer(c_int), value :: lwork
      real(c_double) :: rwork(*)
      integer(c_int) :: info
    end function cusolverDnDgesvd

    integer(c_int) function cusolverDnCgesvd(handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, &
        ldvt, work, lwork, rwork, info) &
        bind(c, name='cusolverDnCgesvd')
      import
      type(cusolverDnHandle), value :: handle
      character(len=1, kind=c_char), value :: jobu
      character(len=1, kind=c_char), value :: jobvt
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: S(*)
      complex(c_float_complex) :: U(*)
      integer(c_int), value :: ldu
      complex(c_float_complex) :: VT(*)
      integer(c_int), value :: ldvt
      complex(c_float_complex) :: work(*)
      integer(c_int), value :: lwork
      real(c_float) :: rwork(*)
      integer(c_int) :: info
    end function cusolverDnCgesvd

    integer(c_int) function cusolverDnZgesvd(handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, &
        ldvt, work, lwork, rwork, info) &
        bind(c, name='cusolverDnZgesvd')
      import
      type(cusolverDnHandle), value :: handle
      character(len=1, kind=c_char), value :: jobu
      character(len=1, kind=c_char), value :: jobvt
      integer(c_int), value :: m
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: S(*)
      complex(c_double_complex) :: U(*)
      integer(c_int), value :: ldu
      complex(c_double_complex) :: VT(*)
      integer(c_int), value :: ldvt
      complex(c_double_complex) :: work(*)
      integer(c_int), value :: lwork
      real(c_double) :: rwork(*)
      integer(c_int) :: info
    end function cusolverDnZgesvd

    integer(c_int) function cusolverDnSsyevd_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork) &
        bind(c, name='cusolverDnSsyevd_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: jobz
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: W(*)
      integer(c_int) :: lwork
    end function cusolverDnSsyevd_bufferSize

    integer(c_int) function cusolverDnDsyevd_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork) &
        bind(c, name='cusolverDnDsyevd_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: jobz
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: W(*)
      integer(c_int) :: lwork
    end function cusolverDnDsyevd_bufferSize

    integer(c_int) function cusolverDnCheevd_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork) &
        bind(c, name='cusolverDnCheevd_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: jobz
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: W(*)
      integer(c_int) :: lwork
    end function cusolverDnCheevd_bufferSize

    integer(c_int) function cusolverDnZheevd_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork) &
        bind(c, name='cusolverDnZheevd_bufferSize')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: jobz
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: W(*)
      integer(c_int) :: lwork
    end function cusolverDnZheevd_bufferSize

    integer(c_int) function cusolverDnSsyevd(handle, jobz, uplo, n, A, lda, W, work, lwork, info) &
        bind(c, name='cusolverDnSsyevd')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: jobz
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_float) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: W(*)
      real(c_float) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: info
    end function cusolverDnSsyevd

    integer(c_int) function cusolverDnDsyevd(handle, jobz, uplo, n, A, lda, W, work, lwork, info) &
        bind(c, name='cusolverDnDsyevd')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: jobz
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      real(c_double) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: W(*)
      real(c_double) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: info
    end function cusolverDnDsyevd

    integer(c_int) function cusolverDnCheevd(handle, jobz, uplo, n, A, lda, W, work, lwork, info) &
        bind(c, name='cusolverDnCheevd')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: jobz
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_float_complex) :: A(*)
      integer(c_int), value :: lda
      real(c_float) :: W(*)
      complex(c_float_complex) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: info
    end function cusolverDnCheevd

    integer(c_int) function cusolverDnZheevd(handle, jobz, uplo, n, A, lda, W, work, lwork, info) &
        bind(c, name='cusolverDnZheevd')
      import
      type(cusolverDnHandle), value :: handle
      integer(c_int), value :: jobz
      integer(c_int), value :: uplo
      integer(c_int), value :: n
      complex(c_double_complex) :: A(*)
      integer(c_int), value :: lda
      real(c_double) :: W(*)
      complex(c_double_complex) :: work(*)
      integer(c_int), value :: lwork
      integer(c_int) :: info
    end function cusolverDnZheevd
  end interface

contains


end module cusolverDn
