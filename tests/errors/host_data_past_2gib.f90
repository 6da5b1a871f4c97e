! Error test: host_data_past_2gib.f90
! gfortran places host variables of constant size in static storage, which
! the x86-64 linker addresses within 2 GiB ("relocation truncated to fit:
! R_X86_64_PC32 against .bss": fuzz m5273, seed 300, arrays of 64 * (2**31 - 1)
! elements; m10111, a common block with a character(len=huge(1))).  cufc
! counts each program unit's such data (README.md, "Limits").
program host_data_past_2gib
  integer, parameter :: n = 400000000
  real(8) :: x(n), y(n)       ! ERROR: 'x' takes the host data of fixed size in this unit past 2 GiB, more than the linker can address: make the large arrays allocatable
  real(8), allocatable :: z(:)
  x = 1
  y = 2
  allocate(z(n))
  call tables()
contains
  subroutine tables()
    real :: factor
    character(len=huge(1)) :: label      ! ERROR: 'label' takes the host data of fixed size in this unit past 2 GiB, more than the linker can address: make the large arrays allocatable
    common /misc/ factor, label
    print *, factor, label(1:4)
  end subroutine tables
end program host_data_past_2gib
