! cusparse — host module onto the CUSPARSE library (guide 3.8.2): the handle,
! the matrix descriptor and the generic API.
!
! GENERATED FILE: edit modules/tools/cusparse.f90.in and run modules/tools/gen_libs.py.
! Generated from cusparse.h: 48 interfaces (48 functions, 0 subroutines), 59 constants.
!
! What is here: the handle (create, destroy, version, stream, pointer mode), the
! matrix descriptor (create, destroy, copy, set/get type, fill mode, diagonal
! type, index base), and the generic API: sparse and dense vector/matrix
! descriptors (cusparseCreateCsr/Csc/Coo, cusparseCreateDnVec/DnMat, their
! Const forms, which take the same types), cusparseSpMV, SpMM, SpVV, Axpby and
! their _bufferSize; the constants of their enums and cudafor's cudaDataType
! ones (CUDA_R_32F, ...).  Values, index arrays and buffers are assumed-size
! device arrays of any type; alpha, beta and result are one value of the
! computation's type (host memory in the default pointer mode); sizes
! (int64_t) may be default integers or integer(8).  NOT here: PGI's typed
! level-2/3 routines (csrmv, csrsv_analysis, ...), which CUSPARSE 12 removed.
! Every routine is an integer function returning the cusparseStatus
! (CUSPARSE_STATUS_SUCCESS = 0) except cusparseGetMat*, which return the setting.
module cusparse
  ! c_f_pointer is cudafor's generic (its c_devptr forms too): a program that
  ! uses this module and cudafor must not see iso_c_binding's alone
  use, intrinsic :: iso_c_binding, cufc_iso_c_f_pointer => c_f_pointer
  use cudafor, only: cuda_stream_kind, c_devptr, c_f_pointer
  use cudafor, only: CUDA_R_16F, CUDA_C_16F, CUDA_R_16BF, CUDA_C_16BF, CUDA_R_32F, CUDA_C_32F, &
      CUDA_R_64F, CUDA_C_64F, CUDA_R_4I, CUDA_C_4I, CUDA_R_4U, CUDA_C_4U, CUDA_R_8I, CUDA_C_8I, &
      CUDA_R_8U, CUDA_C_8U, CUDA_R_16I, CUDA_C_16I, CUDA_R_16U, CUDA_C_16U, CUDA_R_32I, CUDA_C_32I, &
      CUDA_R_32U, CUDA_C_32U, CUDA_R_64I, CUDA_C_64I, CUDA_R_64U, CUDA_C_64U, CUDA_R_8F_E4M3, &
      CUDA_R_8F_UE4M3, CUDA_R_8F_E5M2, CUDA_R_8F_UE8M0, CUDA_R_6F_E2M3, CUDA_R_6F_E3M2, &
      CUDA_R_4F_E2M1
  implicit none
  private :: cufc_iso_c_f_pointer

  ! cusparseHandle_t and cusparseMatDescr_t (pointers to opaque structs)
  type, bind(c) :: cusparseHandle
    type(c_ptr) :: handle = c_null_ptr
  end type cusparseHandle

  type, bind(c) :: cusparseMatDescr
    type(c_ptr) :: descr = c_null_ptr
  end type cusparseMatDescr

  ! the generic API's descriptors (cusparseSpVecDescr_t, ...; the Const
  ! forms of the C API are the same pointers)
  type, bind(c) :: cusparseSpVecDescr
    type(c_ptr) :: descr = c_null_ptr
  end type cusparseSpVecDescr

  type, bind(c) :: cusparseDnVecDescr
    type(c_ptr) :: descr = c_null_ptr
  end type cusparseDnVecDescr

  type, bind(c) :: cusparseSpMatDescr
    type(c_ptr) :: descr = c_null_ptr
  end type cusparseSpMatDescr

  type, bind(c) :: cusparseDnMatDescr
    type(c_ptr) :: descr = c_null_ptr
  end type cusparseDnMatDescr

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
  integer(c_int), parameter :: CUSPARSE_FORMAT_CSR = 1
  integer(c_int), parameter :: CUSPARSE_FORMAT_CSC = 2
  integer(c_int), parameter :: CUSPARSE_FORMAT_COO = 3
  integer(c_int), parameter :: CUSPARSE_FORMAT_BLOCKED_ELL = 5
  integer(c_int), parameter :: CUSPARSE_FORMAT_BSR = 6
  integer(c_int), parameter :: CUSPARSE_FORMAT_SLICED_ELLPACK = 7
  integer(c_int), parameter :: CUSPARSE_ORDER_COL = 1
  integer(c_int), parameter :: CUSPARSE_ORDER_ROW = 2
  integer(c_int), parameter :: CUSPARSE_INDEX_16U = 1
  integer(c_int), parameter :: CUSPARSE_INDEX_32I = 2
  integer(c_int), parameter :: CUSPARSE_INDEX_64I = 3
  integer(c_int), parameter :: CUSPARSE_SPMV_ALG_DEFAULT = 0
  integer(c_int), parameter :: CUSPARSE_SPMV_CSR_ALG1 = 2
  integer(c_int), parameter :: CUSPARSE_SPMV_CSR_ALG2 = 3
  integer(c_int), parameter :: CUSPARSE_SPMV_COO_ALG1 = 1
  integer(c_int), parameter :: CUSPARSE_SPMV_COO_ALG2 = 4
  integer(c_int), parameter :: CUSPARSE_SPMV_SELL_ALG1 = 5
  integer(c_int), parameter :: CUSPARSE_SPMV_BSR_ALG1 = 6
  integer(c_int), parameter :: CUSPARSE_SPMM_ALG_DEFAULT = 0
  integer(c_int), parameter :: CUSPARSE_SPMM_COO_ALG1 = 1
  integer(c_int), parameter :: CUSPARSE_SPMM_COO_ALG2 = 2
  integer(c_int), parameter :: CUSPARSE_SPMM_COO_ALG3 = 3
  integer(c_int), parameter :: CUSPARSE_SPMM_COO_ALG4 = 5
  integer(c_int), parameter :: CUSPARSE_SPMM_CSR_ALG1 = 4
  integer(c_int), parameter :: CUSPARSE_SPMM_CSR_ALG2 = 6
  integer(c_int), parameter :: CUSPARSE_SPMM_CSR_ALG3 = 12
  integer(c_int), parameter :: CUSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13
  integer(c_int), parameter :: CUSPARSE_SPMM_BSR_ALG1 = 14

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

    integer(c_int) function cufc_cusparseCreateSpVec(spVecDescr, size, nnz, indices, values, &
        idxType, idxBase, valueType) &
        bind(c, name='cusparseCreateSpVec')
      import
      type(cusparseSpVecDescr) :: spVecDescr
      integer(c_int64_t), value :: size
      integer(c_int64_t), value :: nnz
      type(c_ptr), value :: indices
      type(c_ptr), value :: values
      integer(c_int), value :: idxType
      integer(c_int), value :: idxBase
      integer(c_int), value :: valueType
    end function cufc_cusparseCreateSpVec

    integer(c_int) function cufc_cusparseCreateConstSpVec(spVecDescr, size, nnz, indices, values, &
        idxType, idxBase, valueType) &
        bind(c, name='cusparseCreateConstSpVec')
      import
      type(cusparseSpVecDescr) :: spVecDescr
      integer(c_int64_t), value :: size
      integer(c_int64_t), value :: nnz
      type(c_ptr), value :: indices
      type(c_ptr), value :: values
      integer(c_int), value :: idxType
      integer(c_int), value :: idxBase
      integer(c_int), value :: valueType
    end function cufc_cusparseCreateConstSpVec

    integer(c_int) function cusparseDestroySpVec(spVecDescr) &
        bind(c, name='cusparseDestroySpVec')
      import
      type(cusparseSpVecDescr), value :: spVecDescr
    end function cusparseDestroySpVec

    integer(c_int) function cufc_cusparseCreateDnVec(dnVecDescr, size, values, valueType) &
        bind(c, name='cusparseCreateDnVec')
      import
      type(cusparseDnVecDescr) :: dnVecDescr
      integer(c_int64_t), value :: size
      type(c_ptr), value :: values
      integer(c_int), value :: valueType
    end function cufc_cusparseCreateDnVec

    integer(c_int) function cufc_cusparseCreateConstDnVec(dnVecDescr, size, values, valueType) &
        bind(c, name='cusparseCreateConstDnVec')
      import
      type(cusparseDnVecDescr) :: dnVecDescr
      integer(c_int64_t), value :: size
      type(c_ptr), value :: values
      integer(c_int), value :: valueType
    end function cufc_cusparseCreateConstDnVec

    integer(c_int) function cusparseDestroyDnVec(dnVecDescr) &
        bind(c, name='cusparseDestroyDnVec')
      import
      type(cusparseDnVecDescr), value :: dnVecDescr
    end function cusparseDestroyDnVec

    integer(c_int) function cusparseDnVecGet(dnVecDescr, size, values, valueType) &
        bind(c, name='cusparseDnVecGet')
      import
      type(cusparseDnVecDescr), value :: dnVecDescr
      integer(c_int64_t) :: size
      type(c_devptr) :: values
      integer(c_int) :: valueType
    end function cusparseDnVecGet

    integer(c_int) function cusparseDnVecGetValues(dnVecDescr, values) &
        bind(c, name='cusparseDnVecGetValues')
      import
      type(cusparseDnVecDescr), value :: dnVecDescr
      type(c_devptr) :: values
    end function cusparseDnVecGetValues

    integer(c_int) function cusparseDnVecSetValues(dnVecDescr, values) &
        bind(c, name='cusparseDnVecSetValues')
      import
      type(cusparseDnVecDescr), value :: dnVecDescr
      type(*) :: values(*)
    end function cusparseDnVecSetValues

    integer(c_int) function cusparseDestroySpMat(spMatDescr) &
        bind(c, name='cusparseDestroySpMat')
      import
      type(cusparseSpMatDescr), value :: spMatDescr
    end function cusparseDestroySpMat

    integer(c_int) function cusparseSpMatGetSize(spMatDescr, rows, cols, nnz) &
        bind(c, name='cusparseSpMatGetSize')
      import
      type(cusparseSpMatDescr), value :: spMatDescr
      integer(c_int64_t) :: rows
      integer(c_int64_t) :: cols
      integer(c_int64_t) :: nnz
    end function cusparseSpMatGetSize

    integer(c_int) function cufc_cusparseCreateCsr(spMatDescr, rows, cols, nnz, csrRowOffsets, &
        csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType) &
        bind(c, name='cusparseCreateCsr')
      import
      type(cusparseSpMatDescr) :: spMatDescr
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      integer(c_int64_t), value :: nnz
      type(c_ptr), value :: csrRowOffsets
      type(c_ptr), value :: csrColInd
      type(c_ptr), value :: csrValues
      integer(c_int), value :: csrRowOffsetsType
      integer(c_int), value :: csrColIndType
      integer(c_int), value :: idxBase
      integer(c_int), value :: valueType
    end function cufc_cusparseCreateCsr

    integer(c_int) function cufc_cusparseCreateConstCsr(spMatDescr, rows, cols, nnz, csrRowOffsets, &
        csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType) &
        bind(c, name='cusparseCreateConstCsr')
      import
      type(cusparseSpMatDescr) :: spMatDescr
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      integer(c_int64_t), value :: nnz
      type(c_ptr), value :: csrRowOffsets
      type(c_ptr), value :: csrColInd
      type(c_ptr), value :: csrValues
      integer(c_int), value :: csrRowOffsetsType
      integer(c_int), value :: csrColIndType
      integer(c_int), value :: idxBase
      integer(c_int), value :: valueType
    end function cufc_cusparseCreateConstCsr

    integer(c_int) function cufc_cusparseCreateCsc(spMatDescr, rows, cols, nnz, cscColOffsets, &
        cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType) &
        bind(c, name='cusparseCreateCsc')
      import
      type(cusparseSpMatDescr) :: spMatDescr
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      integer(c_int64_t), value :: nnz
      type(c_ptr), value :: cscColOffsets
      type(c_ptr), value :: cscRowInd
      type(c_ptr), value :: cscValues
      integer(c_int), value :: cscColOffsetsType
      integer(c_int), value :: cscRowIndType
      integer(c_int), value :: idxBase
      integer(c_int), value :: valueType
    end function cufc_cusparseCreateCsc

    integer(c_int) function cufc_cusparseCreateConstCsc(spMatDescr, rows, cols, nnz, cscColOffsets, &
        cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType) &
        bind(c, name='cusparseCreateConstCsc')
      import
      type(cusparseSpMatDescr) :: spMatDescr
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      integer(c_int64_t), value :: nnz
      type(c_ptr), value :: cscColOffsets
      type(c_ptr), value :: cscRowInd
      type(c_ptr), value :: cscValues
      integer(c_int), value :: cscColOffsetsType
      integer(c_int), value :: cscRowIndType
      integer(c_int), value :: idxBase
      integer(c_int), value :: valueType
    end function cufc_cusparseCreateConstCsc

    integer(c_int) function cusparseCsrSetPointers(spMatDescr, csrRowOffsets, csrColInd, csrValues) &
        bind(c, name='cusparseCsrSetPointers')
      import
      type(cusparseSpMatDescr), value :: spMatDescr
      type(*) :: csrRowOffsets(*)
      type(*) :: csrColInd(*)
      type(*) :: csrValues(*)
    end function cusparseCsrSetPointers

    integer(c_int) function cufc_cusparseCreateCoo(spMatDescr, rows, cols, nnz, cooRowInd, &
        cooColInd, cooValues, cooIdxType, idxBase, valueType) &
        bind(c, name='cusparseCreateCoo')
      import
      type(cusparseSpMatDescr) :: spMatDescr
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      integer(c_int64_t), value :: nnz
      type(c_ptr), value :: cooRowInd
      type(c_ptr), value :: cooColInd
      type(c_ptr), value :: cooValues
      integer(c_int), value :: cooIdxType
      integer(c_int), value :: idxBase
      integer(c_int), value :: valueType
    end function cufc_cusparseCreateCoo

    integer(c_int) function cufc_cusparseCreateConstCoo(spMatDescr, rows, cols, nnz, cooRowInd, &
        cooColInd, cooValues, cooIdxType, idxBase, valueType) &
        bind(c, name='cusparseCreateConstCoo')
      import
      type(cusparseSpMatDescr) :: spMatDescr
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      integer(c_int64_t), value :: nnz
      type(c_ptr), value :: cooRowInd
      type(c_ptr), value :: cooColInd
      type(c_ptr), value :: cooValues
      integer(c_int), value :: cooIdxType
      integer(c_int), value :: idxBase
      integer(c_int), value :: valueType
    end function cufc_cusparseCreateConstCoo

    integer(c_int) function cufc_cusparseCreateDnMat(dnMatDescr, rows, cols, ld, values, valueType, &
        order) &
        bind(c, name='cusparseCreateDnMat')
      import
      type(cusparseDnMatDescr) :: dnMatDescr
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      integer(c_int64_t), value :: ld
      type(c_ptr), value :: values
      integer(c_int), value :: valueType
      integer(c_int), value :: order
    end function cufc_cusparseCreateDnMat

    integer(c_int) function cufc_cusparseCreateConstDnMat(dnMatDescr, rows, cols, ld, values, &
        valueType, order) &
        bind(c, name='cusparseCreateConstDnMat')
      import
      type(cusparseDnMatDescr) :: dnMatDescr
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      integer(c_int64_t), value :: ld
      type(c_ptr), value :: values
      integer(c_int), value :: valueType
      integer(c_int), value :: order
    end function cufc_cusparseCreateConstDnMat

    integer(c_int) function cusparseDestroyDnMat(dnMatDescr) &
        bind(c, name='cusparseDestroyDnMat')
      import
      type(cusparseDnMatDescr), value :: dnMatDescr
    end function cusparseDestroyDnMat

    integer(c_int) function cusparseDnMatGet(dnMatDescr, rows, cols, ld, values, type, order) &
        bind(c, name='cusparseDnMatGet')
      import
      type(cusparseDnMatDescr), value :: dnMatDescr
      integer(c_int64_t) :: rows
      integer(c_int64_t) :: cols
      integer(c_int64_t) :: ld
      type(c_devptr) :: values
      integer(c_int) :: type
      integer(c_int) :: order
    end function cusparseDnMatGet

    integer(c_int) function cusparseDnMatGetValues(dnMatDescr, values) &
        bind(c, name='cusparseDnMatGetValues')
      import
      type(cusparseDnMatDescr), value :: dnMatDescr
      type(c_devptr) :: values
    end function cusparseDnMatGetValues

    integer(c_int) function cusparseDnMatSetValues(dnMatDescr, values) &
        bind(c, name='cusparseDnMatSetValues')
      import
      type(cusparseDnMatDescr), value :: dnMatDescr
      type(*) :: values(*)
    end function cusparseDnMatSetValues

    integer(c_int) function cusparseAxpby(handle, alpha, vecX, beta, vecY) &
        bind(c, name='cusparseAxpby')
      import
      type(cusparseHandle), value :: handle
      type(*) :: alpha
      type(cusparseSpVecDescr), value :: vecX
      type(*) :: beta
      type(cusparseDnVecDescr), value :: vecY
    end function cusparseAxpby

    integer(c_int) function cusparseSpVV_bufferSize(handle, opX, vecX, vecY, result, computeType, &
        bufferSize) &
        bind(c, name='cusparseSpVV_bufferSize')
      import
      type(cusparseHandle), value :: handle
      integer(c_int), value :: opX
      type(cusparseSpVecDescr), value :: vecX
      type(cusparseDnVecDescr), value :: vecY
      type(*) :: result
      integer(c_int), value :: computeType
      integer(c_size_t) :: bufferSize
    end function cusparseSpVV_bufferSize

    integer(c_int) function cusparseSpVV(handle, opX, vecX, vecY, result, computeType, &
        externalBuffer) &
        bind(c, name='cusparseSpVV')
      import
      type(cusparseHandle), value :: handle
      integer(c_int), value :: opX
      type(cusparseSpVecDescr), value :: vecX
      type(cusparseDnVecDescr), value :: vecY
      type(*) :: result
      integer(c_int), value :: computeType
      type(*) :: externalBuffer(*)
    end function cusparseSpVV

    integer(c_int) function cusparseSpMV(handle, opA, alpha, matA, vecX, beta, vecY, computeType, &
        alg, externalBuffer) &
        bind(c, name='cusparseSpMV')
      import
      type(cusparseHandle), value :: handle
      integer(c_int), value :: opA
      type(*) :: alpha
      type(cusparseSpMatDescr), value :: matA
      type(cusparseDnVecDescr), value :: vecX
      type(*) :: beta
      type(cusparseDnVecDescr), value :: vecY
      integer(c_int), value :: computeType
      integer(c_int), value :: alg
      type(*) :: externalBuffer(*)
    end function cusparseSpMV

    integer(c_int) function cusparseSpMV_bufferSize(handle, opA, alpha, matA, vecX, beta, vecY, &
        computeType, alg, bufferSize) &
        bind(c, name='cusparseSpMV_bufferSize')
      import
      type(cusparseHandle), value :: handle
      integer(c_int), value :: opA
      type(*) :: alpha
      type(cusparseSpMatDescr), value :: matA
      type(cusparseDnVecDescr), value :: vecX
      type(*) :: beta
      type(cusparseDnVecDescr), value :: vecY
      integer(c_int), value :: computeType
      integer(c_int), value :: alg
      integer(c_size_t) :: bufferSize
    end function cusparseSpMV_bufferSize

    integer(c_int) function cusparseSpMM_bufferSize(handle, opA, opB, alpha, matA, matB, beta, &
        matC, computeType, alg, bufferSize) &
        bind(c, name='cusparseSpMM_bufferSize')
      import
      type(cusparseHandle), value :: handle
      integer(c_int), value :: opA
      integer(c_int), value :: opB
      type(*) :: alpha
      type(cusparseSpMatDescr), value :: matA
      type(cusparseDnMatDescr), value :: matB
      type(*) :: beta
      type(cusparseDnMatDescr), value :: matC
      integer(c_int), value :: computeType
      integer(c_int), value :: alg
      integer(c_size_t) :: bufferSize
    end function cusparseSpMM_bufferSize

    integer(c_int) function cusparseSpMM(handle, opA, opB, alpha, matA, matB, beta, matC, &
        computeType, alg, externalBuffer) &
        bind(c, name='cusparseSpMM')
      import
      type(cusparseHandle), value :: handle
      integer(c_int), value :: opA
      integer(c_int), value :: opB
      type(*) :: alpha
      type(cusparseSpMatDescr), value :: matA
      type(cusparseDnMatDescr), value :: matB
      type(*) :: beta
      type(cusparseDnMatDescr), value :: matC
      integer(c_int), value :: computeType
      integer(c_int), value :: alg
      type(*) :: externalBuffer(*)
    end function cusparseSpMM
  end interface

  private :: cufc_cusparseCreateSpVec, cufc_cusparseCreateConstSpVec, cufc_cusparseCreateDnVec, &
      cufc_cusparseCreateConstDnVec, cufc_cusparseCreateCsr, cufc_cusparseCreateConstCsr, &
      cufc_cusparseCreateCsc, cufc_cusparseCreateConstCsc, cufc_cusparseCreateCoo, &
      cufc_cusparseCreateConstCoo, cufc_cusparseCreateDnMat, cufc_cusparseCreateConstDnMat

  interface cusparseCreateSpVec
    module procedure cusparseCreateSpVec_i8, cusparseCreateSpVec_i4
  end interface cusparseCreateSpVec

  interface cusparseCreateConstSpVec
    module procedure cusparseCreateConstSpVec_i8, cusparseCreateConstSpVec_i4
  end interface cusparseCreateConstSpVec

  interface cusparseCreateDnVec
    module procedure cusparseCreateDnVec_i8, cusparseCreateDnVec_i4
  end interface cusparseCreateDnVec

  interface cusparseCreateConstDnVec
    module procedure cusparseCreateConstDnVec_i8, cusparseCreateConstDnVec_i4
  end interface cusparseCreateConstDnVec

  interface cusparseCreateCsr
    module procedure cusparseCreateCsr_i8, cusparseCreateCsr_i4
  end interface cusparseCreateCsr

  interface cusparseCreateConstCsr
    module procedure cusparseCreateConstCsr_i8, cusparseCreateConstCsr_i4
  end interface cusparseCreateConstCsr

  interface cusparseCreateCsc
    module procedure cusparseCreateCsc_i8, cusparseCreateCsc_i4
  end interface cusparseCreateCsc

  interface cusparseCreateConstCsc
    module procedure cusparseCreateConstCsc_i8, cusparseCreateConstCsc_i4
  end interface cusparseCreateConstCsc

  interface cusparseCreateCoo
    module procedure cusparseCreateCoo_i8, cusparseCreateCoo_i4
  end interface cusparseCreateCoo

  interface cusparseCreateConstCoo
    module procedure cusparseCreateConstCoo_i8, cusparseCreateConstCoo_i4
  end interface cusparseCreateConstCoo

  interface cusparseCreateDnMat
    module procedure cusparseCreateDnMat_i8, cusparseCreateDnMat_i4
  end interface cusparseCreateDnMat

  interface cusparseCreateConstDnMat
    module procedure cusparseCreateConstDnMat_i8, cusparseCreateConstDnMat_i4
  end interface cusparseCreateConstDnMat

contains

  integer(c_int) function cusparseCreateSpVec_i8(spVecDescr, size, nnz, indices, values, idxType, &
      idxBase, valueType)
    type(cusparseSpVecDescr) :: spVecDescr
    integer(c_int64_t), value :: size
    integer(c_int64_t), value :: nnz
    type(*), contiguous, target :: indices(..)
    type(*), contiguous, target :: values(..)
    integer(c_int), value :: idxType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateSpVec_i8 = cufc_cusparseCreateSpVec(spVecDescr, size, nnz, c_loc(indices), &
        c_loc(values), idxType, idxBase, valueType)
  end function cusparseCreateSpVec_i8

  integer(c_int) function cusparseCreateSpVec_i4(spVecDescr, size, nnz, indices, values, idxType, &
      idxBase, valueType)
    type(cusparseSpVecDescr) :: spVecDescr
    integer, intent(in) :: size
    integer, intent(in) :: nnz
    type(*), contiguous, target :: indices(..)
    type(*), contiguous, target :: values(..)
    integer(c_int), value :: idxType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateSpVec_i4 = cufc_cusparseCreateSpVec(spVecDescr, int(size, c_int64_t), &
        int(nnz, c_int64_t), c_loc(indices), c_loc(values), idxType, idxBase, valueType)
  end function cusparseCreateSpVec_i4

  integer(c_int) function cusparseCreateConstSpVec_i8(spVecDescr, size, nnz, indices, values, &
      idxType, idxBase, valueType)
    type(cusparseSpVecDescr) :: spVecDescr
    integer(c_int64_t), value :: size
    integer(c_int64_t), value :: nnz
    type(*), contiguous, target :: indices(..)
    type(*), contiguous, target :: values(..)
    integer(c_int), value :: idxType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateConstSpVec_i8 = cufc_cusparseCreateConstSpVec(spVecDescr, size, nnz, &
        c_loc(indices), c_loc(values), idxType, idxBase, valueType)
  end function cusparseCreateConstSpVec_i8

  integer(c_int) function cusparseCreateConstSpVec_i4(spVecDescr, size, nnz, indices, values, &
      idxType, idxBase, valueType)
    type(cusparseSpVecDescr) :: spVecDescr
    integer, intent(in) :: size
    integer, intent(in) :: nnz
    type(*), contiguous, target :: indices(..)
    type(*), contiguous, target :: values(..)
    integer(c_int), value :: idxType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateConstSpVec_i4 = cufc_cusparseCreateConstSpVec(spVecDescr, int(size, c_int64_t), &
        int(nnz, c_int64_t), c_loc(indices), c_loc(values), idxType, idxBase, valueType)
  end function cusparseCreateConstSpVec_i4

  integer(c_int) function cusparseCreateDnVec_i8(dnVecDescr, size, values, valueType)
    type(cusparseDnVecDescr) :: dnVecDescr
    integer(c_int64_t), value :: size
    type(*), contiguous, target :: values(..)
    integer(c_int), value :: valueType
    cusparseCreateDnVec_i8 = cufc_cusparseCreateDnVec(dnVecDescr, size, c_loc(values), valueType)
  end function cusparseCreateDnVec_i8

  integer(c_int) function cusparseCreateDnVec_i4(dnVecDescr, size, values, valueType)
    type(cusparseDnVecDescr) :: dnVecDescr
    integer, intent(in) :: size
    type(*), contiguous, target :: values(..)
    integer(c_int), value :: valueType
    cusparseCreateDnVec_i4 = cufc_cusparseCreateDnVec(dnVecDescr, int(size, c_int64_t), &
        c_loc(values), valueType)
  end function cusparseCreateDnVec_i4

  integer(c_int) function cusparseCreateConstDnVec_i8(dnVecDescr, size, values, valueType)
    type(cusparseDnVecDescr) :: dnVecDescr
    integer(c_int64_t), value :: size
    type(*), contiguous, target :: values(..)
    integer(c_int), value :: valueType
    cusparseCreateConstDnVec_i8 = cufc_cusparseCreateConstDnVec(dnVecDescr, size, c_loc(values), &
        valueType)
  end function cusparseCreateConstDnVec_i8

  integer(c_int) function cusparseCreateConstDnVec_i4(dnVecDescr, size, values, valueType)
    type(cusparseDnVecDescr) :: dnVecDescr
    integer, intent(in) :: size
    type(*), contiguous, target :: values(..)
    integer(c_int), value :: valueType
    cusparseCreateConstDnVec_i4 = cufc_cusparseCreateConstDnVec(dnVecDescr, int(size, c_int64_t), &
        c_loc(values), valueType)
  end function cusparseCreateConstDnVec_i4

  integer(c_int) function cusparseCreateCsr_i8(spMatDescr, rows, cols, nnz, csrRowOffsets, &
      csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType)
    type(cusparseSpMatDescr) :: spMatDescr
    integer(c_int64_t), value :: rows
    integer(c_int64_t), value :: cols
    integer(c_int64_t), value :: nnz
    type(*), contiguous, target :: csrRowOffsets(..)
    type(*), contiguous, target :: csrColInd(..)
    type(*), contiguous, target :: csrValues(..)
    integer(c_int), value :: csrRowOffsetsType
    integer(c_int), value :: csrColIndType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateCsr_i8 = cufc_cusparseCreateCsr(spMatDescr, rows, cols, nnz, &
        c_loc(csrRowOffsets), c_loc(csrColInd), c_loc(csrValues), csrRowOffsetsType, csrColIndType, &
        idxBase, valueType)
  end function cusparseCreateCsr_i8

  integer(c_int) function cusparseCreateCsr_i4(spMatDescr, rows, cols, nnz, csrRowOffsets, &
      csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType)
    type(cusparseSpMatDescr) :: spMatDescr
    integer, intent(in) :: rows
    integer, intent(in) :: cols
    integer, intent(in) :: nnz
    type(*), contiguous, target :: csrRowOffsets(..)
    type(*), contiguous, target :: csrColInd(..)
    type(*), contiguous, target :: csrValues(..)
    integer(c_int), value :: csrRowOffsetsType
    integer(c_int), value :: csrColIndType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateCsr_i4 = cufc_cusparseCreateCsr(spMatDescr, int(rows, c_int64_t), &
        int(cols, c_int64_t), int(nnz, c_int64_t), c_loc(csrRowOffsets), c_loc(csrColInd), &
        c_loc(csrValues), csrRowOffsetsType, csrColIndType, idxBase, valueType)
  end function cusparseCreateCsr_i4

  integer(c_int) function cusparseCreateConstCsr_i8(spMatDescr, rows, cols, nnz, csrRowOffsets, &
      csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType)
    type(cusparseSpMatDescr) :: spMatDescr
    integer(c_int64_t), value :: rows
    integer(c_int64_t), value :: cols
    integer(c_int64_t), value :: nnz
    type(*), contiguous, target :: csrRowOffsets(..)
    type(*), contiguous, target :: csrColInd(..)
    type(*), contiguous, target :: csrValues(..)
    integer(c_int), value :: csrRowOffsetsType
    integer(c_int), value :: csrColIndType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateConstCsr_i8 = cufc_cusparseCreateConstCsr(spMatDescr, rows, cols, nnz, &
        c_loc(csrRowOffsets), c_loc(csrColInd), c_loc(csrValues), csrRowOffsetsType, csrColIndType, &
        idxBase, valueType)
  end function cusparseCreateConstCsr_i8

  integer(c_int) function cusparseCreateConstCsr_i4(spMatDescr, rows, cols, nnz, csrRowOffsets, &
      csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType)
    type(cusparseSpMatDescr) :: spMatDescr
    integer, intent(in) :: rows
    integer, intent(in) :: cols
    integer, intent(in) :: nnz
    type(*), contiguous, target :: csrRowOffsets(..)
    type(*), contiguous, target :: csrColInd(..)
    type(*), contiguous, target :: csrValues(..)
    integer(c_int), value :: csrRowOffsetsType
    integer(c_int), value :: csrColIndType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateConstCsr_i4 = cufc_cusparseCreateConstCsr(spMatDescr, int(rows, c_int64_t), &
        int(cols, c_int64_t), int(nnz, c_int64_t), c_loc(csrRowOffsets), c_loc(csrColInd), &
        c_loc(csrValues), csrRowOffsetsType, csrColIndType, idxBase, valueType)
  end function cusparseCreateConstCsr_i4

  integer(c_int) function cusparseCreateCsc_i8(spMatDescr, rows, cols, nnz, cscColOffsets, &
      cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType)
    type(cusparseSpMatDescr) :: spMatDescr
    integer(c_int64_t), value :: rows
    integer(c_int64_t), value :: cols
    integer(c_int64_t), value :: nnz
    type(*), contiguous, target :: cscColOffsets(..)
    type(*), contiguous, target :: cscRowInd(..)
    type(*), contiguous, target :: cscValues(..)
    integer(c_int), value :: cscColOffsetsType
    integer(c_int), value :: cscRowIndType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateCsc_i8 = cufc_cusparseCreateCsc(spMatDescr, rows, cols, nnz, &
        c_loc(cscColOffsets), c_loc(cscRowInd), c_loc(cscValues), cscColOffsetsType, cscRowIndType, &
        idxBase, valueType)
  end function cusparseCreateCsc_i8

  integer(c_int) function cusparseCreateCsc_i4(spMatDescr, rows, cols, nnz, cscColOffsets, &
      cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType)
    type(cusparseSpMatDescr) :: spMatDescr
    integer, intent(in) :: rows
    integer, intent(in) :: cols
    integer, intent(in) :: nnz
    type(*), contiguous, target :: cscColOffsets(..)
    type(*), contiguous, target :: cscRowInd(..)
    type(*), contiguous, target :: cscValues(..)
    integer(c_int), value :: cscColOffsetsType
    integer(c_int), value :: cscRowIndType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateCsc_i4 = cufc_cusparseCreateCsc(spMatDescr, int(rows, c_int64_t), &
        int(cols, c_int64_t), int(nnz, c_int64_t), c_loc(cscColOffsets), c_loc(cscRowInd), &
        c_loc(cscValues), cscColOffsetsType, cscRowIndType, idxBase, valueType)
  end function cusparseCreateCsc_i4

  integer(c_int) function cusparseCreateConstCsc_i8(spMatDescr, rows, cols, nnz, cscColOffsets, &
      cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType)
    type(cusparseSpMatDescr) :: spMatDescr
    integer(c_int64_t), value :: rows
    integer(c_int64_t), value :: cols
    integer(c_int64_t), value :: nnz
    type(*), contiguous, target :: cscColOffsets(..)
    type(*), contiguous, target :: cscRowInd(..)
    type(*), contiguous, target :: cscValues(..)
    integer(c_int), value :: cscColOffsetsType
    integer(c_int), value :: cscRowIndType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateConstCsc_i8 = cufc_cusparseCreateConstCsc(spMatDescr, rows, cols, nnz, &
        c_loc(cscColOffsets), c_loc(cscRowInd), c_loc(cscValues), cscColOffsetsType, cscRowIndType, &
        idxBase, valueType)
  end function cusparseCreateConstCsc_i8

  integer(c_int) function cusparseCreateConstCsc_i4(spMatDescr, rows, cols, nnz, cscColOffsets, &
      cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType)
    type(cusparseSpMatDescr) :: spMatDescr
    integer, intent(in) :: rows
    integer, intent(in) :: cols
    integer, intent(in) :: nnz
    type(*), contiguous, target :: cscColOffsets(..)
    type(*), contiguous, target :: cscRowInd(..)
    type(*), contiguous, target :: cscValues(..)
    integer(c_int), value :: cscColOffsetsType
    integer(c_int), value :: cscRowIndType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateConstCsc_i4 = cufc_cusparseCreateConstCsc(spMatDescr, int(rows, c_int64_t), &
        int(cols, c_int64_t), int(nnz, c_int64_t), c_loc(cscColOffsets), c_loc(cscRowInd), &
        c_loc(cscValues), cscColOffsetsType, cscRowIndType, idxBase, valueType)
  end function cusparseCreateConstCsc_i4

  integer(c_int) function cusparseCreateCoo_i8(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, &
      cooValues, cooIdxType, idxBase, valueType)
    type(cusparseSpMatDescr) :: spMatDescr
    integer(c_int64_t), value :: rows
    integer(c_int64_t), value :: cols
    integer(c_int64_t), value :: nnz
    type(*), contiguous, target :: cooRowInd(..)
    type(*), contiguous, target :: cooColInd(..)
    type(*), contiguous, target :: cooValues(..)
    integer(c_int), value :: cooIdxType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateCoo_i8 = cufc_cusparseCreateCoo(spMatDescr, rows, cols, nnz, c_loc(cooRowInd), &
        c_loc(cooColInd), c_loc(cooValues), cooIdxType, idxBase, valueType)
  end function cusparseCreateCoo_i8

  integer(c_int) function cusparseCreateCoo_i4(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, &
      cooValues, cooIdxType, idxBase, valueType)
    type(cusparseSpMatDescr) :: spMatDescr
    integer, intent(in) :: rows
    integer, intent(in) :: cols
    integer, intent(in) :: nnz
    type(*), contiguous, target :: cooRowInd(..)
    type(*), contiguous, target :: cooColInd(..)
    type(*), contiguous, target :: cooValues(..)
    integer(c_int), value :: cooIdxType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateCoo_i4 = cufc_cusparseCreateCoo(spMatDescr, int(rows, c_int64_t), &
        int(cols, c_int64_t), int(nnz, c_int64_t), c_loc(cooRowInd), c_loc(cooColInd), &
        c_loc(cooValues), cooIdxType, idxBase, valueType)
  end function cusparseCreateCoo_i4

  integer(c_int) function cusparseCreateConstCoo_i8(spMatDescr, rows, cols, nnz, cooRowInd, &
      cooColInd, cooValues, cooIdxType, idxBase, valueType)
    type(cusparseSpMatDescr) :: spMatDescr
    integer(c_int64_t), value :: rows
    integer(c_int64_t), value :: cols
    integer(c_int64_t), value :: nnz
    type(*), contiguous, target :: cooRowInd(..)
    type(*), contiguous, target :: cooColInd(..)
    type(*), contiguous, target :: cooValues(..)
    integer(c_int), value :: cooIdxType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateConstCoo_i8 = cufc_cusparseCreateConstCoo(spMatDescr, rows, cols, nnz, &
        c_loc(cooRowInd), c_loc(cooColInd), c_loc(cooValues), cooIdxType, idxBase, valueType)
  end function cusparseCreateConstCoo_i8

  integer(c_int) function cusparseCreateConstCoo_i4(spMatDescr, rows, cols, nnz, cooRowInd, &
      cooColInd, cooValues, cooIdxType, idxBase, valueType)
    type(cusparseSpMatDescr) :: spMatDescr
    integer, intent(in) :: rows
    integer, intent(in) :: cols
    integer, intent(in) :: nnz
    type(*), contiguous, target :: cooRowInd(..)
    type(*), contiguous, target :: cooColInd(..)
    type(*), contiguous, target :: cooValues(..)
    integer(c_int), value :: cooIdxType
    integer(c_int), value :: idxBase
    integer(c_int), value :: valueType
    cusparseCreateConstCoo_i4 = cufc_cusparseCreateConstCoo(spMatDescr, int(rows, c_int64_t), &
        int(cols, c_int64_t), int(nnz, c_int64_t), c_loc(cooRowInd), c_loc(cooColInd), &
        c_loc(cooValues), cooIdxType, idxBase, valueType)
  end function cusparseCreateConstCoo_i4

  integer(c_int) function cusparseCreateDnMat_i8(dnMatDescr, rows, cols, ld, values, valueType, &
      order)
    type(cusparseDnMatDescr) :: dnMatDescr
    integer(c_int64_t), value :: rows
    integer(c_int64_t), value :: cols
    integer(c_int64_t), value :: ld
    type(*), contiguous, target :: values(..)
    integer(c_int), value :: valueType
    integer(c_int), value :: order
    cusparseCreateDnMat_i8 = cufc_cusparseCreateDnMat(dnMatDescr, rows, cols, ld, c_loc(values), &
        valueType, order)
  end function cusparseCreateDnMat_i8

  integer(c_int) function cusparseCreateDnMat_i4(dnMatDescr, rows, cols, ld, values, valueType, &
      order)
    type(cusparseDnMatDescr) :: dnMatDescr
    integer, intent(in) :: rows
    integer, intent(in) :: cols
    integer, intent(in) :: ld
    type(*), contiguous, target :: values(..)
    integer(c_int), value :: valueType
    integer(c_int), value :: order
    cusparseCreateDnMat_i4 = cufc_cusparseCreateDnMat(dnMatDescr, int(rows, c_int64_t), &
        int(cols, c_int64_t), int(ld, c_int64_t), c_loc(values), valueType, order)
  end function cusparseCreateDnMat_i4

  integer(c_int) function cusparseCreateConstDnMat_i8(dnMatDescr, rows, cols, ld, values, &
      valueType, order)
    type(cusparseDnMatDescr) :: dnMatDescr
    integer(c_int64_t), value :: rows
    integer(c_int64_t), value :: cols
    integer(c_int64_t), value :: ld
    type(*), contiguous, target :: values(..)
    integer(c_int), value :: valueType
    integer(c_int), value :: order
    cusparseCreateConstDnMat_i8 = cufc_cusparseCreateConstDnMat(dnMatDescr, rows, cols, ld, &
        c_loc(values), valueType, order)
  end function cusparseCreateConstDnMat_i8

  integer(c_int) function cusparseCreateConstDnMat_i4(dnMatDescr, rows, cols, ld, values, &
      valueType, order)
    type(cusparseDnMatDescr) :: dnMatDescr
    integer, intent(in) :: rows
    integer, intent(in) :: cols
    integer, intent(in) :: ld
    type(*), contiguous, target :: values(..)
    integer(c_int), value :: valueType
    integer(c_int), value :: order
    cusparseCreateConstDnMat_i4 = cufc_cusparseCreateConstDnMat(dnMatDescr, int(rows, c_int64_t), &
        int(cols, c_int64_t), int(ld, c_int64_t), c_loc(values), valueType, order)
  end function cusparseCreateConstDnMat_i4
end module cusparse
