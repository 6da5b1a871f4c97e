! cusparse — host module onto the CUSPARSE library (guide 3.8.2): a SMALL SUBSET.
!
! GENERATED FILE: edit modules/tools/cusparse.f90.in and run modules/tools/gen_libs.py.
! Generated from cusparse.h: 17 interfaces (17 functions, 0 subroutines), 31 constants.
!
! What is here: the handle (create, destroy, version, stream, pointer mode), the
! matrix descriptor (create, destroy, copy, set/get type, fill mode, diagonal
! type, index base) and the constants of those and of the status, operation,
! action and direction enums.  NOT here: the sparse BLAS, conversions and
! solvers (PGI's cusparseSolveAnalysisInfo-based level-2/3 routines no longer
! exist in CUSPARSE 12; the generic API with cusparseSpMatDescr is not bound yet).
! Every routine is an integer function returning the cusparseStatus
! (CUSPARSE_STATUS_SUCCESS = 0) except cusparseGetMat*, which return the setting.
module cusparse
  use, intrinsic :: iso_c_binding
  use cudafor, only: cuda_stream_kind, c_devptr
  implicit none

  ! cusparseHandle_t and cusparseMatDescr_t (pointers to opaque structs)
  type, bind(c) :: cusparseHandle
    type(c_ptr) :: handle = c_null_ptr
  end type cusparseHandle

  type, bind(c) :: cusparseMatDescr
    type(c_ptr) :: descr = c_null_ptr
  end type cusparseMatDescr

  integer(c_int), parameter :: CUSPARSE_STATUS_SUCCESS = 0
  integer(c_int), parameter :: CUSPARSE_STATUS_NOT_INITIALIZED = 1
  integer(c_int), parameter :: CUSPARSE_STATUS_ALLOC_FAILED = 2
  integer(c_int), parameter :: CUSPARSE_STATUS_INVALID_VALUE = 3
  integer(c_int), parameter :: CUSPARSE_STATUS_ARCH_MISMATCH = 4
  integer(c_int), parameter :: CUSPARSE_STATUS_MAPPING_ERROR = 5
  integer(c_int), parameter :: CUSPARSE_STATUS_EXECUTION_FAILED = 6
  integer(c_int), parameter :: CUSPARSE_STATUS_INTERNAL_ERROR = 7
  integer(c_int), parameter :: CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8
  integer(c_int), parameter :: CUSPARSE_STATUS_ZERO_PIVOT = 9
  integer(c_int), parameter :: CUSPARSE_STATUS_NOT_SUPPORTED = 10
  integer(c_int), parameter :: CUSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
  integer(c_int), parameter :: CUSPARSE_POINTER_MODE_HOST = 0
  integer(c_int), parameter :: CUSPARSE_POINTER_MODE_DEVICE = 1
  integer(c_int), parameter :: CUSPARSE_ACTION_SYMBOLIC = 0
  integer(c_int), parameter :: CUSPARSE_ACTION_NUMERIC = 1
  integer(c_int), parameter :: CUSPARSE_MATRIX_TYPE_GENERAL = 0
  integer(c_int), parameter :: CUSPARSE_MATRIX_TYPE_SYMMETRIC = 1
  integer(c_int), parameter :: CUSPARSE_MATRIX_TYPE_HERMITIAN = 2
  integer(c_int), parameter :: CUSPARSE_MATRIX_TYPE_TRIANGULAR = 3
  integer(c_int), parameter :: CUSPARSE_FILL_MODE_LOWER = 0
  integer(c_int), parameter :: CUSPARSE_FILL_MODE_UPPER = 1
  integer(c_int), parameter :: CUSPARSE_DIAG_TYPE_NON_UNIT = 0
  integer(c_int), parameter :: CUSPARSE_DIAG_TYPE_UNIT = 1
  integer(c_int), parameter :: CUSPARSE_INDEX_BASE_ZERO = 0
  integer(c_int), parameter :: CUSPARSE_INDEX_BASE_ONE = 1
  integer(c_int), parameter :: CUSPARSE_OPERATION_NON_TRANSPOSE = 0
  integer(c_int), parameter :: CUSPARSE_OPERATION_TRANSPOSE = 1
  integer(c_int), parameter :: CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
  integer(c_int), parameter :: CUSPARSE_DIRECTION_ROW = 0
  integer(c_int), parameter :: CUSPARSE_DIRECTION_COLUMN = 1

  interface
    integer(c_int) function cusparseCreate(handle) &
        bind(c, name='cusparseCreate')
      import
      type(cusparseHandle) :: handle
    end function cusparseCreate

    integer(c_int) function cusparseDestroy(handle) &
        bind(c, name='cusparseDestroy')
      import
      type(cusparseHandle), value :: handle
    end function cusparseDestroy

    integer(c_int) function cusparseGetVersion(handle, version) &
        bind(c, name='cusparseGetVersion')
      import
      type(cusparseHandle), value :: handle
      integer(c_int) :: version
    end function cusparseGetVersion

    integer(c_int) function cusparseSetStream(handle, streamId) &
        bind(c, name='cusparseSetStream')
      import
      type(cusparseHandle), value :: handle
      integer(cuda_stream_kind), value :: streamId
    end function cusparseSetStream

    integer(c_int) function cusparseGetStream(handle, streamId) &
        bind(c, name='cusparseGetStream')
      import
      type(cusparseHandle), value :: handle
      integer(cuda_stream_kind) :: streamId
    end function cusparseGetStream

    integer(c_int) function cusparseGetPointerMode(handle, mode) &
        bind(c, name='cusparseGetPointerMode')
      import
      type(cusparseHandle), value :: handle
      integer(c_int) :: mode
    end function cusparseGetPointerMode

    integer(c_int) function cusparseSetPointerMode(handle, mode) &
        bind(c, name='cusparseSetPointerMode')
      import
      type(cusparseHandle), value :: handle
      integer(c_int), value :: mode
    end function cusparseSetPointerMode

    integer(c_int) function cusparseCreateMatDescr(descrA) &
        bind(c, name='cusparseCreateMatDescr')
      import
      type(cusparseMatDescr) :: descrA
    end function cusparseCreateMatDescr

    integer(c_int) function cusparseDestroyMatDescr(descrA) &
        bind(c, name='cusparseDestroyMatDescr')
      import
      type(cusparseMatDescr), value :: descrA
    end function cusparseDestroyMatDescr

    integer(c_int) function cusparseSetMatType(descrA, type) &
        bind(c, name='cusparseSetMatType')
      import
      type(cusparseMatDescr), value :: descrA
      integer(c_int), value :: type
    end function cusparseSetMatType

    integer(c_int) function cusparseGetMatType(descrA) &
        bind(c, name='cusparseGetMatType')
      import
      type(cusparseMatDescr), value :: descrA
    end function cusparseGetMatType

    integer(c_int) function cusparseSetMatFillMode(descrA, fillMode) &
        bind(c, name='cusparseSetMatFillMode')
      import
      type(cusparseMatDescr), value :: descrA
      integer(c_int), value :: fillMode
    end function cusparseSetMatFillMode

    integer(c_int) function cusparseGetMatFillMode(descrA) &
        bind(c, name='cusparseGetMatFillMode')
      import
      type(cusparseMatDescr), value :: descrA
    end function cusparseGetMatFillMode

    integer(c_int) function cusparseSetMatDiagType(descrA, diagType) &
        bind(c, name='cusparseSetMatDiagType')
      import
      type(cusparseMatDescr), value :: descrA
      integer(c_int), value :: diagType
    end function cusparseSetMatDiagType

    integer(c_int) function cusparseGetMatDiagType(descrA) &
        bind(c, name='cusparseGetMatDiagType')
      import
      type(cusparseMatDescr), value :: descrA
    end function cusparseGetMatDiagType

    integer(c_int) function cusparseSetMatIndexBase(descrA, base) &
        bind(c, name='cusparseSetMatIndexBase')
      import
      type(cusparseMatDescr), value :: descrA
      integer(c_int), value :: base
    end function cusparseSetMatIndexBase

    integer(c_int) function cusparseGetMatIndexBase(descrA) &
        bind(c, name='cusparseGetMatIndexBase')
      import
      type(cusparseMatDescr), value :: descrA
    end function cusparseGetMatIndexBase
  end interface
end module cusparse
