! cublas_v2 — module cublas's handle-based (CUBLAS 4.0+) API under the short
! names (library interfaces 1.1): in this module cublasSgemm(h, CUBLAS_OP_N, ...)
! is cublasSgemm_v2 (a handle first, integer options, scalars and results by
! reference, an integer status returned); cublasCreate/Destroy/SetStream/...,
! the batched routines (cublasSgetrfBatched, ...), the helpers, cublasHandle,
! cublasGetHandle and the constants are cublas's.  The pointer mode is the
! caller's (cublasSetPointerMode).  Link with -cudalib=cublas.
!
! GENERATED FILE: edit modules/tools/cublas_v2.f90.in and run modules/tools/gen_libs.py.
module cublas_v2
  use cublas, only: cublasHandle, cublasGetHandle, operator(==), operator(/=)
  use cublas, only: cublasCreate, cublasDestroy, cublasGetVersion, &
      cublasSetWorkspace => cublasSetWorkspace_v2, cublasSetStream, cublasGetStream, &
      cublasGetPointerMode, cublasSetPointerMode, cublasGetAtomicsMode, cublasSetAtomicsMode, &
      cublasGetMathMode, cublasSetMathMode, cublasSetVector, cublasGetVector, cublasSetMatrix, &
      cublasGetMatrix, cublasSetVectorAsync, cublasGetVectorAsync, cublasSetMatrixAsync, &
      cublasGetMatrixAsync, cublasSnrm2 => cublasSnrm2_v2, cublasDnrm2 => cublasDnrm2_v2, &
      cublasScnrm2 => cublasScnrm2_v2, cublasDznrm2 => cublasDznrm2_v2, &
      cublasSdot => cublasSdot_v2, cublasDdot => cublasDdot_v2, cublasCdotu => cublasCdotu_v2, &
      cublasCdotc => cublasCdotc_v2, cublasZdotu => cublasZdotu_v2, cublasZdotc => cublasZdotc_v2, &
      cublasSscal => cublasSscal_v2, cublasDscal => cublasDscal_v2, cublasCscal => cublasCscal_v2, &
      cublasCsscal => cublasCsscal_v2, cublasZscal => cublasZscal_v2, &
      cublasZdscal => cublasZdscal_v2, cublasSaxpy => cublasSaxpy_v2, &
      cublasDaxpy => cublasDaxpy_v2, cublasCaxpy => cublasCaxpy_v2, cublasZaxpy => cublasZaxpy_v2, &
      cublasScopy => cublasScopy_v2, cublasDcopy => cublasDcopy_v2, cublasCcopy => cublasCcopy_v2, &
      cublasZcopy => cublasZcopy_v2, cublasSswap => cublasSswap_v2, cublasDswap => cublasDswap_v2, &
      cublasCswap => cublasCswap_v2, cublasZswap => cublasZswap_v2, &
      cublasIsamax => cublasIsamax_v2, cublasIdamax => cublasIdamax_v2, &
      cublasIcamax => cublasIcamax_v2, cublasIzamax => cublasIzamax_v2, &
      cublasIsamin => cublasIsamin_v2, cublasIdamin => cublasIdamin_v2, &
      cublasIcamin => cublasIcamin_v2, cublasIzamin => cublasIzamin_v2, &
      cublasSasum => cublasSasum_v2, cublasDasum => cublasDasum_v2, &
      cublasScasum => cublasScasum_v2, cublasDzasum => cublasDzasum_v2, &
      cublasSrot => cublasSrot_v2, cublasDrot => cublasDrot_v2, cublasCrot => cublasCrot_v2, &
      cublasCsrot => cublasCsrot_v2, cublasZrot => cublasZrot_v2, cublasZdrot => cublasZdrot_v2, &
      cublasSrotg => cublasSrotg_v2, cublasDrotg => cublasDrotg_v2, cublasCrotg => cublasCrotg_v2, &
      cublasZrotg => cublasZrotg_v2, cublasSrotm => cublasSrotm_v2, cublasDrotm => cublasDrotm_v2, &
      cublasSrotmg => cublasSrotmg_v2, cublasDrotmg => cublasDrotmg_v2, &
      cublasSgemv => cublasSgemv_v2, cublasDgemv => cublasDgemv_v2, cublasCgemv => cublasCgemv_v2, &
      cublasZgemv => cublasZgemv_v2, cublasSgbmv => cublasSgbmv_v2, cublasDgbmv => cublasDgbmv_v2, &
      cublasCgbmv => cublasCgbmv_v2, cublasZgbmv => cublasZgbmv_v2, cublasStrmv => cublasStrmv_v2, &
      cublasDtrmv => cublasDtrmv_v2, cublasCtrmv => cublasCtrmv_v2, cublasZtrmv => cublasZtrmv_v2, &
      cublasStbmv => cublasStbmv_v2, cublasDtbmv => cublasDtbmv_v2, cublasCtbmv => cublasCtbmv_v2, &
      cublasZtbmv => cublasZtbmv_v2, cublasStpmv => cublasStpmv_v2, cublasDtpmv => cublasDtpmv_v2, &
      cublasCtpmv => cublasCtpmv_v2, cublasZtpmv => cublasZtpmv_v2, cublasStrsv => cublasStrsv_v2, &
      cublasDtrsv => cublasDtrsv_v2, cublasCtrsv => cublasCtrsv_v2, cublasZtrsv => cublasZtrsv_v2, &
      cublasStpsv => cublasStpsv_v2, cublasDtpsv => cublasDtpsv_v2, cublasCtpsv => cublasCtpsv_v2, &
      cublasZtpsv => cublasZtpsv_v2, cublasStbsv => cublasStbsv_v2, cublasDtbsv => cublasDtbsv_v2, &
      cublasCtbsv => cublasCtbsv_v2, cublasZtbsv => cublasZtbsv_v2, cublasSsymv => cublasSsymv_v2, &
      cublasDsymv => cublasDsymv_v2, cublasCsymv => cublasCsymv_v2, cublasZsymv => cublasZsymv_v2, &
      cublasChemv => cublasChemv_v2, cublasZhemv => cublasZhemv_v2, cublasSsbmv => cublasSsbmv_v2, &
      cublasDsbmv => cublasDsbmv_v2, cublasChbmv => cublasChbmv_v2, cublasZhbmv => cublasZhbmv_v2, &
      cublasSspmv => cublasSspmv_v2, cublasDspmv => cublasDspmv_v2, cublasChpmv => cublasChpmv_v2, &
      cublasZhpmv => cublasZhpmv_v2, cublasSger => cublasSger_v2, cublasDger => cublasDger_v2, &
      cublasCgeru => cublasCgeru_v2, cublasCgerc => cublasCgerc_v2, cublasZgeru => cublasZgeru_v2, &
      cublasZgerc => cublasZgerc_v2, cublasSsyr => cublasSsyr_v2, cublasDsyr => cublasDsyr_v2, &
      cublasCsyr => cublasCsyr_v2, cublasZsyr => cublasZsyr_v2, cublasCher => cublasCher_v2, &
      cublasZher => cublasZher_v2, cublasSspr => cublasSspr_v2, cublasDspr => cublasDspr_v2, &
      cublasChpr => cublasChpr_v2, cublasZhpr => cublasZhpr_v2, cublasSsyr2 => cublasSsyr2_v2, &
      cublasDsyr2 => cublasDsyr2_v2, cublasCsyr2 => cublasCsyr2_v2, cublasZsyr2 => cublasZsyr2_v2, &
      cublasCher2 => cublasCher2_v2, cublasZher2 => cublasZher2_v2, cublasSspr2 => cublasSspr2_v2, &
      cublasDspr2 => cublasDspr2_v2, cublasChpr2 => cublasChpr2_v2, cublasZhpr2 => cublasZhpr2_v2, &
      cublasSgemvBatched, cublasDgemvBatched, cublasCgemvBatched, cublasZgemvBatched, &
      cublasSgemm => cublasSgemm_v2, cublasDgemm => cublasDgemm_v2, cublasCgemm => cublasCgemm_v2, &
      cublasCgemm3m, cublasZgemm => cublasZgemm_v2, cublasZgemm3m, cublasSsyrk => cublasSsyrk_v2, &
      cublasDsyrk => cublasDsyrk_v2, cublasCsyrk => cublasCsyrk_v2, cublasZsyrk => cublasZsyrk_v2, &
      cublasCherk => cublasCherk_v2, cublasZherk => cublasZherk_v2, &
      cublasSsyr2k => cublasSsyr2k_v2, cublasDsyr2k => cublasDsyr2k_v2, &
      cublasCsyr2k => cublasCsyr2k_v2, cublasZsyr2k => cublasZsyr2k_v2, &
      cublasCher2k => cublasCher2k_v2, cublasZher2k => cublasZher2k_v2, cublasSsyrkx, cublasDsyrkx, &
      cublasCsyrkx, cublasZsyrkx, cublasCherkx, cublasZherkx, cublasSsymm => cublasSsymm_v2, &
      cublasDsymm => cublasDsymm_v2, cublasCsymm => cublasCsymm_v2, cublasZsymm => cublasZsymm_v2, &
      cublasChemm => cublasChemm_v2, cublasZhemm => cublasZhemm_v2, cublasStrsm => cublasStrsm_v2, &
      cublasDtrsm => cublasDtrsm_v2, cublasCtrsm => cublasCtrsm_v2, cublasZtrsm => cublasZtrsm_v2, &
      cublasStrmm => cublasStrmm_v2, cublasDtrmm => cublasDtrmm_v2, cublasCtrmm => cublasCtrmm_v2, &
      cublasZtrmm => cublasZtrmm_v2, cublasSgemmBatched, cublasDgemmBatched, cublasCgemmBatched, &
      cublasZgemmBatched, cublasSgemmStridedBatched, cublasDgemmStridedBatched, &
      cublasCgemmStridedBatched, cublasZgemmStridedBatched, cublasSgeam, cublasDgeam, cublasCgeam, &
      cublasZgeam, cublasStrsmBatched, cublasDtrsmBatched, cublasCtrsmBatched, cublasZtrsmBatched, &
      cublasSdgmm, cublasDdgmm, cublasCdgmm, cublasZdgmm, cublasSmatinvBatched, &
      cublasDmatinvBatched, cublasCmatinvBatched, cublasZmatinvBatched, cublasSgeqrfBatched, &
      cublasDgeqrfBatched, cublasCgeqrfBatched, cublasZgeqrfBatched, cublasSgelsBatched, &
      cublasDgelsBatched, cublasCgelsBatched, cublasZgelsBatched, cublasStpttr, cublasDtpttr, &
      cublasCtpttr, cublasZtpttr, cublasStrttp, cublasDtrttp, cublasCtrttp, cublasZtrttp, &
      cublasSgetrfBatched, cublasDgetrfBatched, cublasCgetrfBatched, cublasZgetrfBatched, &
      cublasSgetriBatched, cublasDgetriBatched, cublasCgetriBatched, cublasZgetriBatched, &
      cublasSgetrsBatched, cublasDgetrsBatched, cublasCgetrsBatched, cublasZgetrsBatched, &
      CUBLAS_STATUS_SUCCESS, CUBLAS_STATUS_NOT_INITIALIZED, CUBLAS_STATUS_ALLOC_FAILED, &
      CUBLAS_STATUS_INVALID_VALUE, CUBLAS_STATUS_ARCH_MISMATCH, CUBLAS_STATUS_MAPPING_ERROR, &
      CUBLAS_STATUS_EXECUTION_FAILED, CUBLAS_STATUS_INTERNAL_ERROR, CUBLAS_STATUS_NOT_SUPPORTED, &
      CUBLAS_STATUS_LICENSE_ERROR, CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER, &
      CUBLAS_FILL_MODE_FULL, CUBLAS_DIAG_NON_UNIT, CUBLAS_DIAG_UNIT, CUBLAS_SIDE_LEFT, &
      CUBLAS_SIDE_RIGHT, CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C, CUBLAS_OP_HERMITAN, &
      CUBLAS_OP_CONJG, CUBLAS_POINTER_MODE_HOST, CUBLAS_POINTER_MODE_DEVICE, &
      CUBLAS_ATOMICS_NOT_ALLOWED, CUBLAS_ATOMICS_ALLOWED, CUBLAS_DEFAULT_MATH, &
      CUBLAS_TENSOR_OP_MATH, CUBLAS_PEDANTIC_MATH, CUBLAS_TF32_TENSOR_OP_MATH, &
      CUBLAS_FP32_EMULATED_BF16X9_MATH, CUBLAS_FP64_EMULATED_FIXEDPOINT_MATH, &
      CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION
  implicit none
end module cublas_v2
