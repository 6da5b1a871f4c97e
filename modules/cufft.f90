! cufft — host module onto the CUFFT library (guide 3.8.2; book chapter 7).
!
! GENERATED FILE: edit modules/tools/cufft.f90.in and run modules/tools/gen_libs.py.
! Generated from cufft.h: 29 interfaces (29 functions, 0 subroutines), 27 constants.
!
! As PGI's module: every routine is an integer function returning the cufftResult
! (CUFFT_SUCCESS = 0); a plan is a default integer (cufftHandle).
!  * dimensions are in C order, as in CUFFT: for a Fortran array a(nx,ny) call
!    cufftPlan2d(plan, ny, nx, type), and likewise cufftPlan3d(plan, nz, ny, nx, type);
!  * the data arguments of cufftExec* are assumed-size arrays of the header's
!    types (complex(4) for C2C, real(8) in for D2Z, ...), any rank by sequence
!    association, by address; typed, a user generic of C2C and Z2Z tells them
!    apart.  The complex side of R2C/D2Z and C2R/Z2D is type(*): in-place
!    transforms hand the real array where CUFFT writes or reads complex numbers
!    (PGI declares it ignore_tkr);
!  * cufftPlanMany's n, inembed, onembed are integer arrays (rank elements);
!  * cufftSetStream takes an integer(cuda_stream_kind) stream.
module cufft
  ! c_f_pointer is cudafor's generic (its c_devptr forms too): a program that
  ! uses this module and cudafor must not see iso_c_binding's alone
  use, intrinsic :: iso_c_binding, cufc_iso_c_f_pointer => c_f_pointer
  use cudafor, only: cuda_stream_kind, c_devptr, c_f_pointer
  implicit none
  private :: cufc_iso_c_f_pointer

  integer(c_int), parameter :: CUFFT_SUCCESS = 0
  integer(c_int), parameter :: CUFFT_INVALID_PLAN = 1
  integer(c_int), parameter :: CUFFT_ALLOC_FAILED = 2
  integer(c_int), parameter :: CUFFT_INVALID_TYPE = 3
  integer(c_int), parameter :: CUFFT_INVALID_VALUE = 4
  integer(c_int), parameter :: CUFFT_INTERNAL_ERROR = 5
  integer(c_int), parameter :: CUFFT_EXEC_FAILED = 6
  integer(c_int), parameter :: CUFFT_SETUP_FAILED = 7
  integer(c_int), parameter :: CUFFT_INVALID_SIZE = 8
  integer(c_int), parameter :: CUFFT_UNALIGNED_DATA = 9
  integer(c_int), parameter :: CUFFT_INVALID_DEVICE = 11
  integer(c_int), parameter :: CUFFT_NO_WORKSPACE = 13
  integer(c_int), parameter :: CUFFT_NOT_IMPLEMENTED = 14
  integer(c_int), parameter :: CUFFT_NOT_SUPPORTED = 16
  integer(c_int), parameter :: CUFFT_MISSING_DEPENDENCY = 17
  integer(c_int), parameter :: CUFFT_NVRTC_FAILURE = 18
  integer(c_int), parameter :: CUFFT_NVJITLINK_FAILURE = 19
  integer(c_int), parameter :: CUFFT_NVSHMEM_FAILURE = 20
  integer(c_int), parameter :: CUFFT_R2C = 42
  integer(c_int), parameter :: CUFFT_C2R = 44
  integer(c_int), parameter :: CUFFT_C2C = 41
  integer(c_int), parameter :: CUFFT_D2Z = 106
  integer(c_int), parameter :: CUFFT_Z2D = 108
  integer(c_int), parameter :: CUFFT_Z2Z = 105
  integer(c_int), parameter :: CUFFT_COMPATIBILITY_FFTW_PADDING = 1
  integer(c_int), parameter :: CUFFT_FORWARD = -1
  integer(c_int), parameter :: CUFFT_INVERSE = 1

  interface
    integer(c_int) function cufftPlan1d(plan, nx, type, batch) &
        bind(c, name='cufftPlan1d')
      import
      integer(c_int) :: plan
      integer(c_int), value :: nx
      integer(c_int), value :: type
      integer(c_int), value :: batch
    end function cufftPlan1d

    integer(c_int) function cufftPlan2d(plan, nx, ny, type) &
        bind(c, name='cufftPlan2d')
      import
      integer(c_int) :: plan
      integer(c_int), value :: nx
      integer(c_int), value :: ny
      integer(c_int), value :: type
    end function cufftPlan2d

    integer(c_int) function cufftPlan3d(plan, nx, ny, nz, type) &
        bind(c, name='cufftPlan3d')
      import
      integer(c_int) :: plan
      integer(c_int), value :: nx
      integer(c_int), value :: ny
      integer(c_int), value :: nz
      integer(c_int), value :: type
    end function cufftPlan3d

    integer(c_int) function cufftPlanMany(plan, rank, n, inembed, istride, idist, onembed, ostride, &
        odist, type, batch) &
        bind(c, name='cufftPlanMany')
      import
      integer(c_int) :: plan
      integer(c_int), value :: rank
      integer(c_int) :: n(*)
      integer(c_int) :: inembed(*)
      integer(c_int), value :: istride
      integer(c_int), value :: idist
      integer(c_int) :: onembed(*)
      integer(c_int), value :: ostride
      integer(c_int), value :: odist
      integer(c_int), value :: type
      integer(c_int), value :: batch
    end function cufftPlanMany

    integer(c_int) function cufftMakePlan1d(plan, nx, type, batch, workSize) &
        bind(c, name='cufftMakePlan1d')
      import
      integer(c_int), value :: plan
      integer(c_int), value :: nx
      integer(c_int), value :: type
      integer(c_int), value :: batch
      integer(c_size_t) :: workSize
    end function cufftMakePlan1d

    integer(c_int) function cufftMakePlan2d(plan, nx, ny, type, workSize) &
        bind(c, name='cufftMakePlan2d')
      import
      integer(c_int), value :: plan
      integer(c_int), value :: nx
      integer(c_int), value :: ny
      integer(c_int), value :: type
      integer(c_size_t) :: workSize
    end function cufftMakePlan2d

    integer(c_int) function cufftMakePlan3d(plan, nx, ny, nz, type, workSize) &
        bind(c, name='cufftMakePlan3d')
      import
      integer(c_int), value :: plan
      integer(c_int), value :: nx
      integer(c_int), value :: ny
      integer(c_int), value :: nz
      integer(c_int), value :: type
      integer(c_size_t) :: workSize
    end function cufftMakePlan3d

    integer(c_int) function cufftMakePlanMany(plan, rank, n, inembed, istride, idist, onembed, &
        ostride, odist, type, batch, workSize) &
        bind(c, name='cufftMakePlanMany')
      import
      integer(c_int), value :: plan
      integer(c_int), value :: rank
      integer(c_int) :: n(*)
      integer(c_int) :: inembed(*)
      integer(c_int), value :: istride
      integer(c_int), value :: idist
      integer(c_int) :: onembed(*)
      integer(c_int), value :: ostride
      integer(c_int), value :: odist
      integer(c_int), value :: type
      integer(c_int), value :: batch
      integer(c_size_t) :: workSize
    end function cufftMakePlanMany

    integer(c_int) function cufftEstimate1d(nx, type, batch, workSize) &
        bind(c, name='cufftEstimate1d')
      import
      integer(c_int), value :: nx
      integer(c_int), value :: type
      integer(c_int), value :: batch
      integer(c_size_t) :: workSize
    end function cufftEstimate1d

    integer(c_int) function cufftEstimate2d(nx, ny, type, workSize) &
        bind(c, name='cufftEstimate2d')
      import
      integer(c_int), value :: nx
      integer(c_int), value :: ny
      integer(c_int), value :: type
      integer(c_size_t) :: workSize
    end function cufftEstimate2d

    integer(c_int) function cufftEstimate3d(nx, ny, nz, type, workSize) &
        bind(c, name='cufftEstimate3d')
      import
      integer(c_int), value :: nx
      integer(c_int), value :: ny
      integer(c_int), value :: nz
      integer(c_int), value :: type
      integer(c_size_t) :: workSize
    end function cufftEstimate3d

    integer(c_int) function cufftEstimateMany(rank, n, inembed, istride, idist, onembed, ostride, &
        odist, type, batch, workSize) &
        bind(c, name='cufftEstimateMany')
      import
      integer(c_int), value :: rank
      integer(c_int) :: n(*)
      integer(c_int) :: inembed(*)
      integer(c_int), value :: istride
      integer(c_int), value :: idist
      integer(c_int) :: onembed(*)
      integer(c_int), value :: ostride
      integer(c_int), value :: odist
      integer(c_int), value :: type
      integer(c_int), value :: batch
      integer(c_size_t) :: workSize
    end function cufftEstimateMany

    integer(c_int) function cufftCreate(handle) &
        bind(c, name='cufftCreate')
      import
      integer(c_int) :: handle
    end function cufftCreate

    integer(c_int) function cufftGetSize1d(handle, nx, type, batch, workSize) &
        bind(c, name='cufftGetSize1d')
      import
      integer(c_int), value :: handle
      integer(c_int), value :: nx
      integer(c_int), value :: type
      integer(c_int), value :: batch
      integer(c_size_t) :: workSize
    end function cufftGetSize1d

    integer(c_int) function cufftGetSize2d(handle, nx, ny, type, workSize) &
        bind(c, name='cufftGetSize2d')
      import
      integer(c_int), value :: handle
      integer(c_int), value :: nx
      integer(c_int), value :: ny
      integer(c_int), value :: type
      integer(c_size_t) :: workSize
    end function cufftGetSize2d

    integer(c_int) function cufftGetSize3d(handle, nx, ny, nz, type, workSize) &
        bind(c, name='cufftGetSize3d')
      import
      integer(c_int), value :: handle
      integer(c_int), value :: nx
      integer(c_int), value :: ny
      integer(c_int), value :: nz
      integer(c_int), value :: type
      integer(c_size_t) :: workSize
    end function cufftGetSize3d

    integer(c_int) function cufftGetSizeMany(handle, rank, n, inembed, istride, idist, onembed, &
        ostride, odist, type, batch, workArea) &
        bind(c, name='cufftGetSizeMany')
      import
      integer(c_int), value :: handle
      integer(c_int), value :: rank
      integer(c_int) :: n(*)
      integer(c_int) :: inembed(*)
      integer(c_int), value :: istride
      integer(c_int), value :: idist
      integer(c_int) :: onembed(*)
      integer(c_int), value :: ostride
      integer(c_int), value :: odist
      integer(c_int), value :: type
      integer(c_int), value :: batch
      integer(c_size_t) :: workArea
    end function cufftGetSizeMany

    integer(c_int) function cufftGetSize(handle, workSize) &
        bind(c, name='cufftGetSize')
      import
      integer(c_int), value :: handle
      integer(c_size_t) :: workSize
    end function cufftGetSize

    integer(c_int) function cufftSetWorkArea(plan, workArea) &
        bind(c, name='cufftSetWorkArea')
      import
      integer(c_int), value :: plan
      type(*) :: workArea(*)
    end function cufftSetWorkArea

    integer(c_int) function cufftSetAutoAllocation(plan, autoAllocate) &
        bind(c, name='cufftSetAutoAllocation')
      import
      integer(c_int), value :: plan
      integer(c_int), value :: autoAllocate
    end function cufftSetAutoAllocation

    integer(c_int) function cufftExecC2C(plan, idata, odata, direction) &
        bind(c, name='cufftExecC2C')
      import
      integer(c_int), value :: plan
      complex(c_float_complex) :: idata(*)
      complex(c_float_complex) :: odata(*)
      integer(c_int), value :: direction
    end function cufftExecC2C

    integer(c_int) function cufftExecR2C(plan, idata, odata) &
        bind(c, name='cufftExecR2C')
      import
      integer(c_int), value :: plan
      real(c_float) :: idata(*)
      type(*) :: odata(*)
    end function cufftExecR2C

    integer(c_int) function cufftExecC2R(plan, idata, odata) &
        bind(c, name='cufftExecC2R')
      import
      integer(c_int), value :: plan
      type(*) :: idata(*)
      real(c_float) :: odata(*)
    end function cufftExecC2R

    integer(c_int) function cufftExecZ2Z(plan, idata, odata, direction) &
        bind(c, name='cufftExecZ2Z')
      import
      integer(c_int), value :: plan
      complex(c_double_complex) :: idata(*)
      complex(c_double_complex) :: odata(*)
      integer(c_int), value :: direction
    end function cufftExecZ2Z

    integer(c_int) function cufftExecD2Z(plan, idata, odata) &
        bind(c, name='cufftExecD2Z')
      import
      integer(c_int), value :: plan
      real(c_double) :: idata(*)
      type(*) :: odata(*)
    end function cufftExecD2Z

    integer(c_int) function cufftExecZ2D(plan, idata, odata) &
        bind(c, name='cufftExecZ2D')
      import
      integer(c_int), value :: plan
      type(*) :: idata(*)
      real(c_double) :: odata(*)
    end function cufftExecZ2D

    integer(c_int) function cufftSetStream(plan, stream) &
        bind(c, name='cufftSetStream')
      import
      integer(c_int), value :: plan
      integer(cuda_stream_kind), value :: stream
    end function cufftSetStream

    integer(c_int) function cufftDestroy(plan) &
        bind(c, name='cufftDestroy')
      import
      integer(c_int), value :: plan
    end function cufftDestroy

    integer(c_int) function cufftGetVersion(version) &
        bind(c, name='cufftGetVersion')
      import
      integer(c_int) :: version
    end function cufftGetVersion
  end interface
end module cufft
