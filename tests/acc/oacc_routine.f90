! oacc_routine.f90 — `!$acc routine seq` procedures called from compute
! constructs: an elemental-style function in a module, a subroutine with an
! array argument, and a `routine vector` subroutine with its own `loop
! vector`, called once per gang (the shape of the guide 5.8 daxpy).
! Checklist: Part 2 §2.7 (routine); guide 5.8 (routine vector)
! Expects: PASS three times
module kernels_lib
  implicit none
contains
  real function smooth(x)
!$acc routine seq
    real, intent(in) :: x
    smooth = x*x / (1.0 + x*x)
  end function smooth

  subroutine axpy_seq(n, a, x, y)
!$acc routine seq
    integer, value :: n
    real, value :: a
    real, intent(in) :: x(n)
    real, intent(inout) :: y(n)
    integer :: i
    do i = 1, n
       y(i) = y(i) + a*x(i)
    end do
  end subroutine axpy_seq

  subroutine axpy_vector(n, a, x, y)
!$acc routine vector
    integer, value :: n
    real, value :: a
    real, intent(in) :: x(n)
    real, intent(inout) :: y(n)
    integer :: i
!$acc loop vector
    do i = 1, n
       y(i) = y(i) + a*x(i)
    end do
  end subroutine axpy_vector
end module kernels_lib

program oacc_routine
  use kernels_lib
  implicit none
  integer, parameter :: n = 5000, m = 64
  real :: x(n), y(n), p(m, m), q(m, m)
  real(8) :: err
  integer :: i, j

  do i = 1, n
     x(i) = real(i - n/2) * 1.0e-3
  end do
!$acc parallel loop copyin(x) copyout(y)
  do i = 1, n
     y(i) = smooth(x(i))
  end do
  err = maxval(abs(dble(y) - dble(x)**2 / (1d0 + dble(x)**2)))
  call report('routine seq function in a parallel loop', err < 1d-6)

  do j = 1, m
     do i = 1, m
        p(i, j) = real(i + j)
        q(i, j) = real(i)
     end do
  end do
!$acc parallel loop copyin(p) copy(q)
  do j = 1, m
     call axpy_seq(m, 2.0, p(1, j), q(1, j))
  end do
  call report('routine seq subroutine on a column per iteration', &
       all(q == reshape([((real(i) + 2.0*real(i + j), i = 1, m), j = 1, m)], [m, m])))

  do j = 1, m
     do i = 1, m
        q(i, j) = real(i)
     end do
  end do
!$acc parallel loop gang copyin(p) copy(q)
  do j = 1, m
     call axpy_vector(m, -1.0, p(1, j), q(1, j))
  end do
  call report('routine vector subroutine, one call a gang', &
       all(q == reshape([((real(i) - real(i + j), i = 1, m), j = 1, m)], [m, m])))

contains

  subroutine report(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a,a)', 'PASS ', what
    else
       print '(a,a)', 'FAIL ', what
    end if
  end subroutine report

end program oacc_routine
