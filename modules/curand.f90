! curand — host module onto the CURAND library's host API (book chapter 5).
!
! GENERATED FILE: edit modules/tools/curand.f90.in and run modules/tools/gen_libs.py.
! Generated from curand.h: 19 interfaces (19 functions, 0 subroutines), 49 constants.
!
! Every routine is an integer function returning the curandStatus
! (CURAND_STATUS_SUCCESS = 0).  A generator is a type(curandGenerator).
!  * curandGenerateUniform/Normal/LogNormal are generic over real(4) and real(8)
!    output arrays (the ...Double routines keep their own names too);
!    curandGenerate fills integer(4) or real(4) arrays with random bits;
!  * counts (size_t) and seeds/offsets (unsigned long long) may be default
!    integers or integer(8): each routine taking one is also a generic of its
!    own name with a default-integer version;
!  * output arrays are device arrays of any rank, contiguous, by address
!    (assumed-rank dummies of the generics' module procedures).
! The device API (curand_kernel.h: curand_init, curand_uniform in kernels) is
! not in this module.
module curand
  ! c_f_pointer is cudafor's generic (its c_devptr forms too): a program that
  ! uses this module and cudafor must not see iso_c_binding's alone
  use, intrinsic :: iso_c_binding, cufc_iso_c_f_pointer => c_f_pointer
  use cudafor, only: cuda_stream_kind, c_devptr, c_f_pointer
  implicit none
  private :: cufc_iso_c_f_pointer

  ! curandGenerator_t (a pointer to an opaque generator)
  type, bind(c) :: curandGenerator
    type(c_ptr) :: handle = c_null_ptr
  end type curandGenerator

  integer(c_int), parameter :: CURAND_STATUS_SUCCESS = 0
  integer(c_int), parameter :: CURAND_STATUS_VERSION_MISMATCH = 100
  integer(c_int), parameter :: CURAND_STATUS_NOT_INITIALIZED = 101
  integer(c_int), parameter :: CURAND_STATUS_ALLOCATION_FAILED = 102
  integer(c_int), parameter :: CURAND_STATUS_TYPE_ERROR = 103
  integer(c_int), parameter :: CURAND_STATUS_OUT_OF_RANGE = 104
  integer(c_int), parameter :: CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105
  integer(c_int), parameter :: CURAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106
  integer(c_int), parameter :: CURAND_STATUS_LAUNCH_FAILURE = 201
  integer(c_int), parameter :: CURAND_STATUS_PREEXISTING_FAILURE = 202
  integer(c_int), parameter :: CURAND_STATUS_INITIALIZATION_FAILED = 203
  integer(c_int), parameter :: CURAND_STATUS_ARCH_MISMATCH = 204
  integer(c_int), parameter :: CURAND_STATUS_INTERNAL_ERROR = 999
  integer(c_int), parameter :: CURAND_RNG_TEST = 0
  integer(c_int), parameter :: CURAND_RNG_PSEUDO_DEFAULT = 100
  integer(c_int), parameter :: CURAND_RNG_PSEUDO_XORWOW = 101
  integer(c_int), parameter :: CURAND_RNG_PSEUDO_MRG32K3A = 121
  integer(c_int), parameter :: CURAND_RNG_PSEUDO_MTGP32 = 141
  integer(c_int), parameter :: CURAND_RNG_PSEUDO_MT19937 = 142
  integer(c_int), parameter :: CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161
  integer(c_int), parameter :: CURAND_RNG_QUASI_DEFAULT = 200
  integer(c_int), parameter :: CURAND_RNG_QUASI_SOBOL32 = 201
  integer(c_int), parameter :: CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202
  integer(c_int), parameter :: CURAND_RNG_QUASI_SOBOL64 = 203
  integer(c_int), parameter :: CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204
  integer(c_int), parameter :: CURAND_ORDERING_PSEUDO_BEST = 100
  integer(c_int), parameter :: CURAND_ORDERING_PSEUDO_DEFAULT = 101
  integer(c_int), parameter :: CURAND_ORDERING_PSEUDO_SEEDED = 102
  integer(c_int), parameter :: CURAND_ORDERING_PSEUDO_LEGACY = 103
  integer(c_int), parameter :: CURAND_ORDERING_PSEUDO_DYNAMIC = 104
  integer(c_int), parameter :: CURAND_ORDERING_QUASI_DEFAULT = 201
  integer(c_int), parameter :: CURAND_DIRECTION_VECTORS_32_JOEKUO6 = 101
  integer(c_int), parameter :: CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6 = 102
  integer(c_int), parameter :: CURAND_DIRECTION_VECTORS_64_JOEKUO6 = 103
  integer(c_int), parameter :: CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6 = 104
  integer(c_int), parameter :: CURAND_CHOOSE_BEST = 0
  integer(c_int), parameter :: CURAND_ITR = 1
  integer(c_int), parameter :: CURAND_KNUTH = 2
  integer(c_int), parameter :: CURAND_HITR = 3
  integer(c_int), parameter :: CURAND_M1 = 4
  integer(c_int), parameter :: CURAND_M2 = 5
  integer(c_int), parameter :: CURAND_BINARY_SEARCH = 6
  integer(c_int), parameter :: CURAND_DISCRETE_GAUSS = 7
  integer(c_int), parameter :: CURAND_REJECTION = 8
  integer(c_int), parameter :: CURAND_DEVICE_API = 9
  integer(c_int), parameter :: CURAND_FAST_REJECTION = 10
  integer(c_int), parameter :: CURAND_3RD = 11
  integer(c_int), parameter :: CURAND_DEFINITION = 12
  integer(c_int), parameter :: CURAND_POISSON = 13

  interface
    integer(c_int) function curandCreateGenerator(generator, rng_type) &
        bind(c, name='curandCreateGenerator')
      import
      type(curandGenerator) :: generator
      integer(c_int), value :: rng_type
    end function curandCreateGenerator

    integer(c_int) function curandCreateGeneratorHost(generator, rng_type) &
        bind(c, name='curandCreateGeneratorHost')
      import
      type(curandGenerator) :: generator
      integer(c_int), value :: rng_type
    end function curandCreateGeneratorHost

    integer(c_int) function curandDestroyGenerator(generator) &
        bind(c, name='curandDestroyGenerator')
      import
      type(curandGenerator), value :: generator
    end function curandDestroyGenerator

    integer(c_int) function curandGetVersion(version) &
        bind(c, name='curandGetVersion')
      import
      integer(c_int) :: version
    end function curandGetVersion

    integer(c_int) function curandSetStream(generator, stream) &
        bind(c, name='curandSetStream')
      import
      type(curandGenerator), value :: generator
      integer(cuda_stream_kind), value :: stream
    end function curandSetStream

    integer(c_int) function curandSetGeneratorOrdering(generator, order) &
        bind(c, name='curandSetGeneratorOrdering')
      import
      type(curandGenerator), value :: generator
      integer(c_int), value :: order
    end function curandSetGeneratorOrdering

    integer(c_int) function curandSetQuasiRandomGeneratorDimensions(generator, num_dimensions) &
        bind(c, name='curandSetQuasiRandomGeneratorDimensions')
      import
      type(curandGenerator), value :: generator
      integer(c_int), value :: num_dimensions
    end function curandSetQuasiRandomGeneratorDimensions

    integer(c_int) function cufc_curandGenerate(generator, outputPtr, num) &
        bind(c, name='curandGenerate')
      import
      type(curandGenerator), value :: generator
      type(c_ptr), value :: outputPtr
      integer(c_size_t), value :: num
    end function cufc_curandGenerate

    integer(c_int) function cufc_curandGenerateLongLong(generator, outputPtr, num) &
        bind(c, name='curandGenerateLongLong')
      import
      type(curandGenerator), value :: generator
      type(c_ptr), value :: outputPtr
      integer(c_size_t), value :: num
    end function cufc_curandGenerateLongLong

    integer(c_int) function cufc_curandGenerateUniform(generator, outputPtr, num) &
        bind(c, name='curandGenerateUniform')
      import
      type(curandGenerator), value :: generator
      type(c_ptr), value :: outputPtr
      integer(c_size_t), value :: num
    end function cufc_curandGenerateUniform

    integer(c_int) function cufc_curandGenerateUniformDouble(generator, outputPtr, num) &
        bind(c, name='curandGenerateUniformDouble')
      import
      type(curandGenerator), value :: generator
      type(c_ptr), value :: outputPtr
      integer(c_size_t), value :: num
    end function cufc_curandGenerateUniformDouble

    integer(c_int) function cufc_curandGenerateNormal(generator, outputPtr, n, mean, stddev) &
        bind(c, name='curandGenerateNormal')
      import
      type(curandGenerator), value :: generator
      type(c_ptr), value :: outputPtr
      integer(c_size_t), value :: n
      real(c_float), value :: mean
      real(c_float), value :: stddev
    end function cufc_curandGenerateNormal

    integer(c_int) function cufc_curandGenerateNormalDouble(generator, outputPtr, n, mean, stddev) &
        bind(c, name='curandGenerateNormalDouble')
      import
      type(curandGenerator), value :: generator
      type(c_ptr), value :: outputPtr
      integer(c_size_t), value :: n
      real(c_double), value :: mean
      real(c_double), value :: stddev
    end function cufc_curandGenerateNormalDouble

    integer(c_int) function cufc_curandGenerateLogNormal(generator, outputPtr, n, mean, stddev) &
        bind(c, name='curandGenerateLogNormal')
      import
      type(curandGenerator), value :: generator
      type(c_ptr), value :: outputPtr
      integer(c_size_t), value :: n
      real(c_float), value :: mean
      real(c_float), value :: stddev
    end function cufc_curandGenerateLogNormal

    integer(c_int) function cufc_curandGenerateLogNormalDouble(generator, outputPtr, n, mean, &
        stddev) &
        bind(c, name='curandGenerateLogNormalDouble')
      import
      type(curandGenerator), value :: generator
      type(c_ptr), value :: outputPtr
      integer(c_size_t), value :: n
      real(c_double), value :: mean
      real(c_double), value :: stddev
    end function cufc_curandGenerateLogNormalDouble

    integer(c_int) function cufc_curandGeneratePoisson(generator, outputPtr, n, lambda) &
        bind(c, name='curandGeneratePoisson')
      import
      type(curandGenerator), value :: generator
      type(c_ptr), value :: outputPtr
      integer(c_size_t), value :: n
      real(c_double), value :: lambda
    end function cufc_curandGeneratePoisson

    integer(c_int) function curandGenerateSeeds(generator) &
        bind(c, name='curandGenerateSeeds')
      import
      type(curandGenerator), value :: generator
    end function curandGenerateSeeds
  end interface

  private :: cufc_curandGenerate, cufc_curandGenerateLongLong, cufc_curandGenerateUniform, &
      cufc_curandGenerateUniformDouble, cufc_curandGenerateNormal, cufc_curandGenerateNormalDouble, &
      cufc_curandGenerateLogNormal, cufc_curandGenerateLogNormalDouble, cufc_curandGeneratePoisson

  interface curandSetPseudoRandomGeneratorSeed
    integer(c_int) function curandSetPseudoRandomGeneratorSeed(generator, seed) &
        bind(c, name='curandSetPseudoRandomGeneratorSeed')
      import
      type(curandGenerator), value :: generator
      integer(c_long_long), value :: seed
    end function curandSetPseudoRandomGeneratorSeed
    module procedure curandSetPseudoRandomGeneratorSeed_i4
  end interface curandSetPseudoRandomGeneratorSeed

  interface curandSetGeneratorOffset
    integer(c_int) function curandSetGeneratorOffset(generator, offset) &
        bind(c, name='curandSetGeneratorOffset')
      import
      type(curandGenerator), value :: generator
      integer(c_long_long), value :: offset
    end function curandSetGeneratorOffset
    module procedure curandSetGeneratorOffset_i4
  end interface curandSetGeneratorOffset

  interface curandGenerate
    module procedure curandGenerate_i8, curandGenerate_i4, curandGenerate_r4_i8, &
        curandGenerate_r4_i4
  end interface curandGenerate

  interface curandGenerateLongLong
    module procedure curandGenerateLongLong_i8, curandGenerateLongLong_i4
  end interface curandGenerateLongLong

  interface curandGenerateUniform
    module procedure curandGenerateUniform_i8, curandGenerateUniform_i4
  end interface curandGenerateUniform

  interface curandGenerateUniformDouble
    module procedure curandGenerateUniformDouble_i8, curandGenerateUniformDouble_i4
  end interface curandGenerateUniformDouble

  interface curandGenerateNormal
    module procedure curandGenerateNormal_i8, curandGenerateNormal_i4
  end interface curandGenerateNormal

  interface curandGenerateNormalDouble
    module procedure curandGenerateNormalDouble_i8, curandGenerateNormalDouble_i4
  end interface curandGenerateNormalDouble

  interface curandGenerateLogNormal
    module procedure curandGenerateLogNormal_i8, curandGenerateLogNormal_i4
  end interface curandGenerateLogNormal

  interface curandGenerateLogNormalDouble
    module procedure curandGenerateLogNormalDouble_i8, curandGenerateLogNormalDouble_i4
  end interface curandGenerateLogNormalDouble

  interface curandGeneratePoisson
    module procedure curandGeneratePoisson_i8, curandGeneratePoisson_i4
  end interface curandGeneratePoisson

  interface curandGenerateUniform
    procedure :: curandGenerateUniformDouble_i8, curandGenerateUniformDouble_i4
  end interface curandGenerateUniform

  interface curandGenerateNormal
    procedure :: curandGenerateNormalDouble_i8, curandGenerateNormalDouble_i4
  end interface curandGenerateNormal

  interface curandGenerateLogNormal
    procedure :: curandGenerateLogNormalDouble_i8, curandGenerateLogNormalDouble_i4
  end interface curandGenerateLogNormal

contains

  integer(c_int) function curandSetPseudoRandomGeneratorSeed_i4(generator, seed)
    type(curandGenerator), value :: generator
    integer, intent(in) :: seed
    curandSetPseudoRandomGeneratorSeed_i4 = curandSetPseudoRandomGeneratorSeed(generator, &
        int(seed, c_long_long))
  end function curandSetPseudoRandomGeneratorSeed_i4

  integer(c_int) function curandSetGeneratorOffset_i4(generator, offset)
    type(curandGenerator), value :: generator
    integer, intent(in) :: offset
    curandSetGeneratorOffset_i4 = curandSetGeneratorOffset(generator, int(offset, c_long_long))
  end function curandSetGeneratorOffset_i4

  integer(c_int) function curandGenerate_i8(generator, outputPtr, num)
    type(curandGenerator), value :: generator
    integer(c_int), contiguous, target :: outputPtr(..)
    integer(c_size_t), value :: num
    curandGenerate_i8 = cufc_curandGenerate(generator, c_loc(outputPtr), num)
  end function curandGenerate_i8

  integer(c_int) function curandGenerate_i4(generator, outputPtr, num)
    type(curandGenerator), value :: generator
    integer(c_int), contiguous, target :: outputPtr(..)
    integer, intent(in) :: num
    curandGenerate_i4 = cufc_curandGenerate(generator, c_loc(outputPtr), int(num, c_size_t))
  end function curandGenerate_i4

  integer(c_int) function curandGenerate_r4_i8(generator, outputPtr, num)
    type(curandGenerator), value :: generator
    real(c_float), contiguous, target :: outputPtr(..)
    integer(c_size_t), value :: num
    curandGenerate_r4_i8 = cufc_curandGenerate(generator, c_loc(outputPtr), num)
  end function curandGenerate_r4_i8

  integer(c_int) function curandGenerate_r4_i4(generator, outputPtr, num)
    type(curandGenerator), value :: generator
    real(c_float), contiguous, target :: outputPtr(..)
    integer, intent(in) :: num
    curandGenerate_r4_i4 = cufc_curandGenerate(generator, c_loc(outputPtr), int(num, c_size_t))
  end function curandGenerate_r4_i4

  integer(c_int) function curandGenerateLongLong_i8(generator, outputPtr, num)
    type(curandGenerator), value :: generator
    integer(c_long_long), contiguous, target :: outputPtr(..)
    integer(c_size_t), value :: num
    curandGenerateLongLong_i8 = cufc_curandGenerateLongLong(generator, c_loc(outputPtr), num)
  end function curandGenerateLongLong_i8

  integer(c_int) function curandGenerateLongLong_i4(generator, outputPtr, num)
    type(curandGenerator), value :: generator
    integer(c_long_long), contiguous, target :: outputPtr(..)
    integer, intent(in) :: num
    curandGenerateLongLong_i4 = cufc_curandGenerateLongLong(generator, c_loc(outputPtr), &
        int(num, c_size_t))
  end function curandGenerateLongLong_i4

  integer(c_int) function curandGenerateUniform_i8(generator, outputPtr, num)
    type(curandGenerator), value :: generator
    real(c_float), contiguous, target :: outputPtr(..)
    integer(c_size_t), value :: num
    curandGenerateUniform_i8 = cufc_curandGenerateUniform(generator, c_loc(outputPtr), num)
  end function curandGenerateUniform_i8

  integer(c_int) function curandGenerateUniform_i4(generator, outputPtr, num)
    type(curandGenerator), value :: generator
    real(c_float), contiguous, target :: outputPtr(..)
    integer, intent(in) :: num
    curandGenerateUniform_i4 = cufc_curandGenerateUniform(generator, c_loc(outputPtr), &
        int(num, c_size_t))
  end function curandGenerateUniform_i4

  integer(c_int) function curandGenerateUniformDouble_i8(generator, outputPtr, num)
    type(curandGenerator), value :: generator
    real(c_double), contiguous, target :: outputPtr(..)
    integer(c_size_t), value :: num
    curandGenerateUniformDouble_i8 = cufc_curandGenerateUniformDouble(generator, c_loc(outputPtr), &
        num)
  end function curandGenerateUniformDouble_i8

  integer(c_int) function curandGenerateUniformDouble_i4(generator, outputPtr, num)
    type(curandGenerator), value :: generator
    real(c_double), contiguous, target :: outputPtr(..)
    integer, intent(in) :: num
    curandGenerateUniformDouble_i4 = cufc_curandGenerateUniformDouble(generator, c_loc(outputPtr), &
        int(num, c_size_t))
  end function curandGenerateUniformDouble_i4

  integer(c_int) function curandGenerateNormal_i8(generator, outputPtr, n, mean, stddev)
    type(curandGenerator), value :: generator
    real(c_float), contiguous, target :: outputPtr(..)
    integer(c_size_t), value :: n
    real(c_float), value :: mean
    real(c_float), value :: stddev
    curandGenerateNormal_i8 = cufc_curandGenerateNormal(generator, c_loc(outputPtr), n, mean, &
        stddev)
  end function curandGenerateNormal_i8

  integer(c_int) function curandGenerateNormal_i4(generator, outputPtr, n, mean, stddev)
    type(curandGenerator), value :: generator
    real(c_float), contiguous, target :: outputPtr(..)
    integer, intent(in) :: n
    real(c_float), value :: mean
    real(c_float), value :: stddev
    curandGenerateNormal_i4 = cufc_curandGenerateNormal(generator, c_loc(outputPtr), &
        int(n, c_size_t), mean, stddev)
  end function curandGenerateNormal_i4

  integer(c_int) function curandGenerateNormalDouble_i8(generator, outputPtr, n, mean, stddev)
    type(curandGenerator), value :: generator
    real(c_double), contiguous, target :: outputPtr(..)
    integer(c_size_t), value :: n
    real(c_double), value :: mean
    real(c_double), value :: stddev
    curandGenerateNormalDouble_i8 = cufc_curandGenerateNormalDouble(generator, c_loc(outputPtr), n, &
        mean, stddev)
  end function curandGenerateNormalDouble_i8

  integer(c_int) function curandGenerateNormalDouble_i4(generator, outputPtr, n, mean, stddev)
    type(curandGenerator), value :: generator
    real(c_double), contiguous, target :: outputPtr(..)
    integer, intent(in) :: n
    real(c_double), value :: mean
    real(c_double), value :: stddev
    curandGenerateNormalDouble_i4 = cufc_curandGenerateNormalDouble(generator, c_loc(outputPtr), &
        int(n, c_size_t), mean, stddev)
  end function curandGenerateNormalDouble_i4

  integer(c_int) function curandGenerateLogNormal_i8(generator, outputPtr, n, mean, stddev)
    type(curandGenerator), value :: generator
    real(c_float), contiguous, target :: outputPtr(..)
    integer(c_size_t), value :: n
    real(c_float), value :: mean
    real(c_float), value :: stddev
    curandGenerateLogNormal_i8 = cufc_curandGenerateLogNormal(generator, c_loc(outputPtr), n, mean, &
        stddev)
  end function curandGenerateLogNormal_i8

  integer(c_int) function curandGenerateLogNormal_i4(generator, outputPtr, n, mean, stddev)
    type(curandGenerator), value :: generator
    real(c_float), contiguous, target :: outputPtr(..)
    integer, intent(in) :: n
    real(c_float), value :: mean
    real(c_float), value :: stddev
    curandGenerateLogNormal_i4 = cufc_curandGenerateLogNormal(generator, c_loc(outputPtr), &
        int(n, c_size_t), mean, stddev)
  end function curandGenerateLogNormal_i4

  integer(c_int) function curandGenerateLogNormalDouble_i8(generator, outputPtr, n, mean, stddev)
    type(curandGenerator), value :: generator
    real(c_double), contiguous, target :: outputPtr(..)
    integer(c_size_t), value :: n
    real(c_double), value :: mean
    real(c_double), value :: stddev
    curandGenerateLogNormalDouble_i8 = cufc_curandGenerateLogNormalDouble(generator, &
        c_loc(outputPtr), n, mean, stddev)
  end function curandGenerateLogNormalDouble_i8

  integer(c_int) function curandGenerateLogNormalDouble_i4(generator, outputPtr, n, mean, stddev)
    type(curandGenerator), value :: generator
    real(c_double), contiguous, target :: outputPtr(..)
    integer, intent(in) :: n
    real(c_double), value :: mean
    real(c_double), value :: stddev
    curandGenerateLogNormalDouble_i4 = cufc_curandGenerateLogNormalDouble(generator, &
        c_loc(outputPtr), int(n, c_size_t), mean, stddev)
  end function curandGenerateLogNormalDouble_i4

  integer(c_int) function curandGeneratePoisson_i8(generator, outputPtr, n, lambda)
    type(curandGenerator), value :: generator
    integer(c_int), contiguous, target :: outputPtr(..)
    integer(c_size_t), value :: n
    real(c_double), value :: lambda
    curandGeneratePoisson_i8 = cufc_curandGeneratePoisson(generator, c_loc(outputPtr), n, lambda)
  end function curandGeneratePoisson_i8

  integer(c_int) function curandGeneratePoisson_i4(generator, outputPtr, n, lambda)
    type(curandGenerator), value :: generator
    integer(c_int), contiguous, target :: outputPtr(..)
    integer, intent(in) :: n
    real(c_double), value :: lambda
    curandGeneratePoisson_i4 = cufc_curandGeneratePoisson(generator, c_loc(outputPtr), &
        int(n, c_size_t), lambda)
  end function curandGeneratePoisson_i4
end module curand
