! oacc_saxpy.f90 — saxpy in the OpenACC spellings: `parallel loop gang
! vector` with explicit data clauses, `kernels` inside a `data` region, and
! a `parallel loop` on arrays already present.
! Spec: OpenACC (checklist Part 2 §2.1, §2.2: gang = parallel, vector = vector)
! Checklist: Part 2 §2.1 kernels/loop/data, §2.7 parallel, present
! Expects: PASS three times (y against y0 + a*x computed on the host in real(8))
program oacc_saxpy
  implicit none
  integer, parameter :: n = 1000001
  real, allocatable :: x(:), y(:), y0(:)
  real :: a
  integer :: i

  allocate(x(n), y(n), y0(n))
  a = -1.25
  do i = 1, n
     x(i) = real(mod(i, 101)) / 101.0
     y0(i) = real(mod(3*i, 113)) / 113.0
  end do

  y = y0
!$acc parallel loop gang vector copyin(x) copy(y)
  do i = 1, n
     y(i) = a*x(i) + y(i)
  end do
  call check('parallel loop gang vector copyin(x) copy(y)')

  y = y0
!$acc data copyin(x) copy(y)
!$acc kernels
  do i = 1, n
     y(i) = a*x(i) + y(i)
  end do
!$acc end kernels
!$acc end data
  call check('kernels in data copyin(x) copy(y)')

  y = y0
!$acc data copyin(x, y)
!$acc parallel loop present(x, y) vector_length(128)
  do i = 1, n
     y(i) = a*x(i) + y(i)
  end do
!$acc update self(y)
!$acc end data
  call check('parallel loop present(x, y) + update self(y)')

contains

  subroutine check(what)
    character(*), intent(in) :: what
    real(8) :: err
    err = maxval(abs(dble(y) - (dble(a)*dble(x) + dble(y0))))
    if (err < 1d-6) then
       print '(a,a)', 'PASS ', what
    else
       print '(a,a,a,es10.3)', 'FAIL ', what, ': max error ', err
    end if
  end subroutine check

end program oacc_saxpy
