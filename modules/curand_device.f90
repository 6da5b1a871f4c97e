! curand_device — the cuRAND device API for CUDA Fortran device code
! (library interfaces 3.4, LIB-CURAND-040..049): one generator state per
! thread, kept in a kernel local or in a device array of states that one
! kernel initialises and later kernels continue.
!
! DEVICE ONLY.  The procedures are attributes(device) interfaces with no
! body, generic over the state types; cufc calls each specific under the C
! name cuf_<specific> (src/cuda/abi.c), defined by runtime/include/cuf_curand.h:
! natively NVIDIA's curand_kernel.h functions (the cuRAND streams at full
! speed), in emulation (-gpu=emu) cufc's own generators in
! runtime/include/cuf_curand_emu.h, which give the same integers and uniforms
! for the same seed, sequence and offset.  Calls from host code are errors.
!
! The state types have the size and layout of CUDA's curandStateXORWOW_t,
! curandStatePhilox4_32_10_t and curandStateMRG32k3a_t, so device arrays of
! states that host code allocates are right for device code; their
! components are private (device code holds them as the C types).  They
! live in module curand_device_types so that curand_device can give
! curandStateXORWOW its second name, curandState.
! Compiled by cufc itself (make modules): curand_device.cufmod, and
! curand_device.mod for host code that declares device arrays of states.
module curand_device_types
  implicit none

  type :: curandStateXORWOW
    integer(4), private :: d, v(5)
    integer(4), private :: boxmuller_flag, boxmuller_flag_double
    real(4), private :: boxmuller_extra
    real(8), private :: boxmuller_extra_double
  end type curandStateXORWOW

  type :: curandStatePhilox4_32_10
    integer(4), private :: ctr(4), output(4), key(2), state
    integer(4), private :: boxmuller_flag, boxmuller_flag_double
    real(4), private :: boxmuller_extra
    real(8), private :: boxmuller_extra_double
  end type curandStatePhilox4_32_10

  type :: curandStateMRG32k3a
    integer(4), private :: s1(3), s2(3)
    integer(4), private :: boxmuller_flag, boxmuller_flag_double
    real(4), private :: boxmuller_extra
    real(8), private :: boxmuller_extra_double
  end type curandStateMRG32k3a

  ! The quasi-random Sobol states, with cuRAND's layout; cufc does not
  ! support them in device code yet (a located error where one is declared).
  type :: curandStateSobol32
    integer(4), private :: i, x, c, direction_vectors(32)
  end type curandStateSobol32

  type :: curandStateScrambledSobol32
    integer(4), private :: i, x, c, direction_vectors(32)
  end type curandStateScrambledSobol32

  type :: curandStateSobol64
    integer(8), private :: i, x, c, direction_vectors(64)
  end type curandStateSobol64

  type :: curandStateScrambledSobol64
    integer(8), private :: i, x, c, direction_vectors(64)
  end type curandStateScrambledSobol64
end module curand_device_types

module curand_device
  use curand_device_types, only: curandStateXORWOW, curandStatePhilox4_32_10, curandStateMRG32k3a, &
      curandStateSobol32, curandStateScrambledSobol32, curandStateSobol64, curandStateScrambledSobol64
  use curand_device_types, only: curandState => curandStateXORWOW
  implicit none

  ! curand_init(seed, sequence, offset, state): sequence selects one of 2**64
  ! independent subsequences (XORWOW: 2**67 values apart; MRG32k3a: 2**76;
  ! Philox: 2**66), offset skips values within it.  curand returns the next
  ! 32 random bits; curand_uniform(_double) a value in (0,1];
  ! curand_normal(_double) N(0,1) by Box-Muller (each call pair shares one
  ! draw); curand_log_normal(_double)(state, mean, stddev) exp(N(mean,
  ! stddev)); curand_poisson(state, lambda); skipahead(n, state) skips n
  ! values, skipahead_sequence(n, state) n subsequences.
  interface curand_init
    attributes(device) subroutine curand_init_xorwow(seed, sequence, offset, state)
      import :: curandStateXORWOW
      integer(8), value :: seed, sequence, offset
      type(curandStateXORWOW), intent(inout) :: state
    end subroutine curand_init_xorwow
    attributes(device) subroutine curand_init_philox4_32_10(seed, sequence, offset, state)
      import :: curandStatePhilox4_32_10
      integer(8), value :: seed, sequence, offset
      type(curandStatePhilox4_32_10), intent(inout) :: state
    end subroutine curand_init_philox4_32_10
    attributes(device) subroutine curand_init_mrg32k3a(seed, sequence, offset, state)
      import :: curandStateMRG32k3a
      integer(8), value :: seed, sequence, offset
      type(curandStateMRG32k3a), intent(inout) :: state
    end subroutine curand_init_mrg32k3a
  end interface curand_init

  interface curand
    attributes(device) integer(4) function curand_xorwow(state)
      import :: curandStateXORWOW
      type(curandStateXORWOW), intent(inout) :: state
    end function curand_xorwow
    attributes(device) integer(4) function curand_philox4_32_10(state)
      import :: curandStatePhilox4_32_10
      type(curandStatePhilox4_32_10), intent(inout) :: state
    end function curand_philox4_32_10
    attributes(device) integer(4) function curand_mrg32k3a(state)
      import :: curandStateMRG32k3a
      type(curandStateMRG32k3a), intent(inout) :: state
    end function curand_mrg32k3a
  end interface curand

  interface curand_uniform
    attributes(device) real(4) function curand_uniform_xorwow(state)
      import :: curandStateXORWOW
      type(curandStateXORWOW), intent(inout) :: state
    end function curand_uniform_xorwow
    attributes(device) real(4) function curand_uniform_philox4_32_10(state)
      import :: curandStatePhilox4_32_10
      type(curandStatePhilox4_32_10), intent(inout) :: state
    end function curand_uniform_philox4_32_10
    attributes(device) real(4) function curand_uniform_mrg32k3a(state)
      import :: curandStateMRG32k3a
      type(curandStateMRG32k3a), intent(inout) :: state
    end function curand_uniform_mrg32k3a
  end interface curand_uniform

  interface curand_uniform_double
    attributes(device) real(8) function curand_uniform_double_xorwow(state)
      import :: curandStateXORWOW
      type(curandStateXORWOW), intent(inout) :: state
    end function curand_uniform_double_xorwow
    attributes(device) real(8) function curand_uniform_double_philox4_32_10(state)
      import :: curandStatePhilox4_32_10
      type(curandStatePhilox4_32_10), intent(inout) :: state
    end function curand_uniform_double_philox4_32_10
    attributes(device) real(8) function curand_uniform_double_mrg32k3a(state)
      import :: curandStateMRG32k3a
      type(curandStateMRG32k3a), intent(inout) :: state
    end function curand_uniform_double_mrg32k3a
  end interface curand_uniform_double

  interface curand_normal
    attributes(device) real(4) function curand_normal_xorwow(state)
      import :: curandStateXORWOW
      type(curandStateXORWOW), intent(inout) :: state
    end function curand_normal_xorwow
    attributes(device) real(4) function curand_normal_philox4_32_10(state)
      import :: curandStatePhilox4_32_10
      type(curandStatePhilox4_32_10), intent(inout) :: state
    end function curand_normal_philox4_32_10
    attributes(device) real(4) function curand_normal_mrg32k3a(state)
      import :: curandStateMRG32k3a
      type(curandStateMRG32k3a), intent(inout) :: state
    end function curand_normal_mrg32k3a
  end interface curand_normal

  interface curand_normal_double
    attributes(device) real(8) function curand_normal_double_xorwow(state)
      import :: curandStateXORWOW
      type(curandStateXORWOW), intent(inout) :: state
    end function curand_normal_double_xorwow
    attributes(device) real(8) function curand_normal_double_philox4_32_10(state)
      import :: curandStatePhilox4_32_10
      type(curandStatePhilox4_32_10), intent(inout) :: state
    end function curand_normal_double_philox4_32_10
    attributes(device) real(8) function curand_normal_double_mrg32k3a(state)
      import :: curandStateMRG32k3a
      type(curandStateMRG32k3a), intent(inout) :: state
    end function curand_normal_double_mrg32k3a
  end interface curand_normal_double

  interface curand_log_normal
    attributes(device) real(4) function curand_log_normal_xorwow(state, mean, stddev)
      import :: curandStateXORWOW
      real(4), value :: mean, stddev
      type(curandStateXORWOW), intent(inout) :: state
    end function curand_log_normal_xorwow
    attributes(device) real(4) function curand_log_normal_philox4_32_10(state, mean, stddev)
      import :: curandStatePhilox4_32_10
      real(4), value :: mean, stddev
      type(curandStatePhilox4_32_10), intent(inout) :: state
    end function curand_log_normal_philox4_32_10
    attributes(device) real(4) function curand_log_normal_mrg32k3a(state, mean, stddev)
      import :: curandStateMRG32k3a
      real(4), value :: mean, stddev
      type(curandStateMRG32k3a), intent(inout) :: state
    end function curand_log_normal_mrg32k3a
  end interface curand_log_normal

  interface curand_log_normal_double
    attributes(device) real(8) function curand_log_normal_double_xorwow(state, mean, stddev)
      import :: curandStateXORWOW
      real(8), value :: mean, stddev
      type(curandStateXORWOW), intent(inout) :: state
    end function curand_log_normal_double_xorwow
    attributes(device) real(8) function curand_log_normal_double_philox4_32_10(state, mean, stddev)
      import :: curandStatePhilox4_32_10
      real(8), value :: mean, stddev
      type(curandStatePhilox4_32_10), intent(inout) :: state
    end function curand_log_normal_double_philox4_32_10
    attributes(device) real(8) function curand_log_normal_double_mrg32k3a(state, mean, stddev)
      import :: curandStateMRG32k3a
      real(8), value :: mean, stddev
      type(curandStateMRG32k3a), intent(inout) :: state
    end function curand_log_normal_double_mrg32k3a
  end interface curand_log_normal_double

  interface curand_poisson
    attributes(device) integer(4) function curand_poisson_xorwow(state, lambda)
      import :: curandStateXORWOW
      real(8), value :: lambda
      type(curandStateXORWOW), intent(inout) :: state
    end function curand_poisson_xorwow
    attributes(device) integer(4) function curand_poisson_philox4_32_10(state, lambda)
      import :: curandStatePhilox4_32_10
      real(8), value :: lambda
      type(curandStatePhilox4_32_10), intent(inout) :: state
    end function curand_poisson_philox4_32_10
    attributes(device) integer(4) function curand_poisson_mrg32k3a(state, lambda)
      import :: curandStateMRG32k3a
      real(8), value :: lambda
      type(curandStateMRG32k3a), intent(inout) :: state
    end function curand_poisson_mrg32k3a
  end interface curand_poisson

  interface skipahead
    attributes(device) subroutine skipahead_xorwow(n, state)
      import :: curandStateXORWOW
      integer(8), value :: n
      type(curandStateXORWOW), intent(inout) :: state
    end subroutine skipahead_xorwow
    attributes(device) subroutine skipahead_philox4_32_10(n, state)
      import :: curandStatePhilox4_32_10
      integer(8), value :: n
      type(curandStatePhilox4_32_10), intent(inout) :: state
    end subroutine skipahead_philox4_32_10
    attributes(device) subroutine skipahead_mrg32k3a(n, state)
      import :: curandStateMRG32k3a
      integer(8), value :: n
      type(curandStateMRG32k3a), intent(inout) :: state
    end subroutine skipahead_mrg32k3a
  end interface skipahead

  interface skipahead_sequence
    attributes(device) subroutine skipahead_sequence_xorwow(n, state)
      import :: curandStateXORWOW
      integer(8), value :: n
      type(curandStateXORWOW), intent(inout) :: state
    end subroutine skipahead_sequence_xorwow
    attributes(device) subroutine skipahead_sequence_philox4_32_10(n, state)
      import :: curandStatePhilox4_32_10
      integer(8), value :: n
      type(curandStatePhilox4_32_10), intent(inout) :: state
    end subroutine skipahead_sequence_philox4_32_10
    attributes(device) subroutine skipahead_sequence_mrg32k3a(n, state)
      import :: curandStateMRG32k3a
      integer(8), value :: n
      type(curandStateMRG32k3a), intent(inout) :: state
    end subroutine skipahead_sequence_mrg32k3a
  end interface skipahead_sequence
end module curand_device
