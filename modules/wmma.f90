! wmma — CUDA Fortran's warp matrix multiply-add device module (guide 3.8.1.4,
! 5.7): the WMMA submatrix types, their named constants, and the interfaces of
! the warp-collective procedures on them.
!
! DEVICE ONLY.  The procedures below are attributes(device) interfaces with no
! implementation: cufc's device emitter (src/device/wmma.c) expands each call,
! and each scalar assignment to a submatrix, into one warp-collective
! operation of runtime/include/cuf_wmma.h -- natively nvcuda::wmma
! (fill_fragment, load_matrix_sync, mma_sync, store_matrix_sync; sm_70+,
! integer(1) inputs sm_72+), in emulation (-gpu=emu) a CPU version that keeps
! the whole tile in every lane.  A submatrix variable becomes a fragment, so
! the frag component below is never used as such.  Submatrices are scalar
! locals of device procedures (or dummies of device procedures of the same
! source file), never kernel dummies; real(2) A/B with real(2) or real(4) C,
! integer(1) A/B with integer(4) C; shapes 16x16x16, 32x8x16, 8x32x16.
! Compiled by cufc itself (the module has CUDA attributes; gfortran has no
! real(2)): make modules -> build/modules/wmma.cufmod, and no gfortran
! wmma.mod, so `use wmma` belongs inside the device procedures (guide
! 3.8.1.4): one in a module's specification part reaches gfortran.
!
! Declarations use the WMMASubMatrix macro of cuf_macros.CUF (guide 5.7):
!     WMMASubMatrix(WMMAMatrixA, 16, 16, 16, Real, WMMAColMajor) :: sa
! which expands to the parameterized type
!     type(WMMAMatrixA(16, 16, 16, Real_wmma, WMMAColMajor)) :: sa
! Type parameters: the tile shape m x n x k (16x16x16, 32x8x16, 8x32x16), the
! element precision (Real_wmma: real(2) for A/B; Integer_wmma: integer(1) for
! A/B and integer(4) accumulators) and, for A and B, the storage layout
! (WMMAColMajor / WMMARowMajor) or, for the accumulator C, its kind
! (WMMAKind2 / WMMAKind4: real(2) or real(4) elements).
! The half-precision intrinsics the guide lists for `use wmma` (abs, sin, ...
! on real(2)) are not declared here.
module wmma
  implicit none

  ! precision argument of WMMASubMatrix (pasted: Real -> Real_wmma)
  integer, parameter :: Real_wmma = 1
  integer, parameter :: Integer_wmma = 2
  ! layout argument of WMMASubMatrix for A and B, and the optional storage order
  ! argument of wmmaLoadMatrix / wmmaStoreMatrix on C (values of nvcuda::wmma::layout_t)
  integer, parameter :: WMMARowMajor = 0
  integer, parameter :: WMMAColMajor = 1
  ! kind argument of WMMASubMatrix for the accumulator C
  integer, parameter :: WMMAKind2 = 2
  integer, parameter :: WMMAKind4 = 4

  ! A tile of the first factor, of the second, and of the accumulator.  Their
  ! contents are spread over the 32 threads of a warp in an unspecified way
  ! (guide 3.8.1.4), so the component is an opaque per-thread register file
  ! (at most 16 32-bit words per thread for the shapes above).
  type :: WMMAMatrixA(m, n, k, prec, layout)
    integer, len :: m, n, k, prec, layout
    integer(4), private :: frag(16)
  end type WMMAMatrixA

  type :: WMMAMatrixB(m, n, k, prec, layout)
    integer, len :: m, n, k, prec, layout
    integer(4), private :: frag(16)
  end type WMMAMatrixB

  type :: WMMAMatrixC(m, n, k, prec, ckind)
    integer, len :: m, n, k, prec, ckind
    integer(4), private :: frag(16)
  end type WMMAMatrixC

  ! ld (leading dimension, elements) must be a multiple of 16 bytes (guide 3.8.1.4);
  ! ld and layout of any integer kind (a default integer is integer(8) under -i8)
  interface wmmaLoadMatrix
    attributes(device) subroutine wmmaLoadMatrix_a_r2(a, p, ld)
      import :: WMMAMatrixA
      type(WMMAMatrixA(*, *, *, *, *)), intent(out) :: a
      real(2), device, intent(in) :: p
      integer, intent(in) :: ld
      !dir$ ignore_tkr (k) ld
    end subroutine wmmaLoadMatrix_a_r2
    attributes(device) subroutine wmmaLoadMatrix_a_i1(a, p, ld)
      import :: WMMAMatrixA
      type(WMMAMatrixA(*, *, *, *, *)), intent(out) :: a
      integer(1), device, intent(in) :: p
      integer, intent(in) :: ld
      !dir$ ignore_tkr (k) ld
    end subroutine wmmaLoadMatrix_a_i1
    attributes(device) subroutine wmmaLoadMatrix_b_r2(b, p, ld)
      import :: WMMAMatrixB
      type(WMMAMatrixB(*, *, *, *, *)), intent(out) :: b
      real(2), device, intent(in) :: p
      integer, intent(in) :: ld
      !dir$ ignore_tkr (k) ld
    end subroutine wmmaLoadMatrix_b_r2
    attributes(device) subroutine wmmaLoadMatrix_b_i1(b, p, ld)
      import :: WMMAMatrixB
      type(WMMAMatrixB(*, *, *, *, *)), intent(out) :: b
      integer(1), device, intent(in) :: p
      integer, intent(in) :: ld
      !dir$ ignore_tkr (k) ld
    end subroutine wmmaLoadMatrix_b_i1
    attributes(device) subroutine wmmaLoadMatrix_c_r2(c, p, ld, layout)
      import :: WMMAMatrixC
      type(WMMAMatrixC(*, *, *, *, *)), intent(out) :: c
      real(2), device, intent(in) :: p
      integer, intent(in) :: ld
      !dir$ ignore_tkr (k) ld
      integer, intent(in), optional :: layout
      !dir$ ignore_tkr (k) layout
    end subroutine wmmaLoadMatrix_c_r2
    attributes(device) subroutine wmmaLoadMatrix_c_r4(c, p, ld, layout)
      import :: WMMAMatrixC
      type(WMMAMatrixC(*, *, *, *, *)), intent(out) :: c
      real(4), device, intent(in) :: p
      integer, intent(in) :: ld
      !dir$ ignore_tkr (k) ld
      integer, intent(in), optional :: layout
      !dir$ ignore_tkr (k) layout
    end subroutine wmmaLoadMatrix_c_r4
    attributes(device) subroutine wmmaLoadMatrix_c_i4(c, p, ld, layout)
      import :: WMMAMatrixC
      type(WMMAMatrixC(*, *, *, *, *)), intent(out) :: c
      integer(4), device, intent(in) :: p
      integer, intent(in) :: ld
      !dir$ ignore_tkr (k) ld
      integer, intent(in), optional :: layout
      !dir$ ignore_tkr (k) layout
    end subroutine wmmaLoadMatrix_c_i4
  end interface wmmaLoadMatrix

  interface wmmaStoreMatrix
    attributes(device) subroutine wmmaStoreMatrix_c_r2(p, c, ld, layout)
      import :: WMMAMatrixC
      real(2), device, intent(inout) :: p
      type(WMMAMatrixC(*, *, *, *, *)), intent(in) :: c
      integer, intent(in) :: ld
      !dir$ ignore_tkr (k) ld
      integer, intent(in), optional :: layout
      !dir$ ignore_tkr (k) layout
    end subroutine wmmaStoreMatrix_c_r2
    attributes(device) subroutine wmmaStoreMatrix_c_r4(p, c, ld, layout)
      import :: WMMAMatrixC
      real(4), device, intent(inout) :: p
      type(WMMAMatrixC(*, *, *, *, *)), intent(in) :: c
      integer, intent(in) :: ld
      !dir$ ignore_tkr (k) ld
      integer, intent(in), optional :: layout
      !dir$ ignore_tkr (k) layout
    end subroutine wmmaStoreMatrix_c_r4
    attributes(device) subroutine wmmaStoreMatrix_c_i4(p, c, ld, layout)
      import :: WMMAMatrixC
      integer(4), device, intent(inout) :: p
      type(WMMAMatrixC(*, *, *, *, *)), intent(in) :: c
      integer, intent(in) :: ld
      !dir$ ignore_tkr (k) ld
      integer, intent(in), optional :: layout
      !dir$ ignore_tkr (k) layout
    end subroutine wmmaStoreMatrix_c_i4
  end interface wmmaStoreMatrix

  ! d = matmul(a, b) + c; without c, d = matmul(a, b) + d (guide 5.7 calls it
  ! with three arguments after zeroing d; guide 3.8.1.4 with d and c the same)
  interface wmmaMatMul
    attributes(device) subroutine wmmaMatMul_abc(d, a, b, c)
      import :: WMMAMatrixA, WMMAMatrixB, WMMAMatrixC
      type(WMMAMatrixC(*, *, *, *, *)), intent(inout) :: d
      type(WMMAMatrixA(*, *, *, *, *)), intent(in) :: a
      type(WMMAMatrixB(*, *, *, *, *)), intent(in) :: b
      type(WMMAMatrixC(*, *, *, *, *)), intent(in), optional :: c
    end subroutine wmmaMatMul_abc
  end interface wmmaMatMul

  ! every element of a tile set to one value (sc = 0.0 in guide 5.7)
  interface assignment(=)
    attributes(device) subroutine wmmaFill_c_r4(c, v)
      import :: WMMAMatrixC
      type(WMMAMatrixC(*, *, *, *, *)), intent(inout) :: c
      real(4), intent(in) :: v
    end subroutine wmmaFill_c_r4
    attributes(device) subroutine wmmaFill_c_r2(c, v)
      import :: WMMAMatrixC
      type(WMMAMatrixC(*, *, *, *, *)), intent(inout) :: c
      real(2), intent(in) :: v
    end subroutine wmmaFill_c_r2
    attributes(device) subroutine wmmaFill_c_i4(c, v)
      import :: WMMAMatrixC
      type(WMMAMatrixC(*, *, *, *, *)), intent(inout) :: c
      integer(4), intent(in) :: v
      !dir$ ignore_tkr (k) v
    end subroutine wmmaFill_c_i4
    attributes(device) subroutine wmmaFill_a_r2(a, v)
      import :: WMMAMatrixA
      type(WMMAMatrixA(*, *, *, *, *)), intent(inout) :: a
      real(2), intent(in) :: v
    end subroutine wmmaFill_a_r2
    attributes(device) subroutine wmmaFill_b_r2(b, v)
      import :: WMMAMatrixB
      type(WMMAMatrixB(*, *, *, *, *)), intent(inout) :: b
      real(2), intent(in) :: v
    end subroutine wmmaFill_b_r2
  end interface assignment(=)
end module wmma
