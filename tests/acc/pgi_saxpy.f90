! pgi_saxpy.f90 — saxpy in a PGI Accelerator compute region: the loop mapped
! with `!$acc do parallel, vector(256)` in a `!$acc region`, then the same
! loop as the combined `!$acc region do` with data clauses.
! Spec: accelerator model §2.3.1, §2.4.1.2, §2.4.1.4, §2.5
! Checklist: Part 1 §1.5 D1, D4; §1.10.1 (parallel, vector(width) on one loop)
! Expects: PASS twice (y against y0 + a*x computed on the host in real(8))
program pgi_saxpy
  implicit none
  integer, parameter :: n = 100003
  real :: x(n), y(n), y0(n), a
  real(8) :: ref, err
  integer :: i

  a = 2.5
  do i = 1, n
     x(i) = real(mod(i, 97)) / 97.0
     y0(i) = real(mod(7*i, 89)) / 89.0 - 0.5
  end do

  y = y0
!$acc region
!$acc do parallel, vector(256)
  do i = 1, n
     y(i) = a*x(i) + y(i)
  end do
!$acc end region
  err = 0
  do i = 1, n
     ref = dble(a)*dble(x(i)) + dble(y0(i))
     err = max(err, abs(y(i) - ref))
  end do
  call check('region + do parallel, vector(256)', err)

  y = y0
!$acc region do copyin(x), copy(y)
  do i = 1, n
     y(i) = a*x(i) + y(i)
  end do
  err = 0
  do i = 1, n
     ref = dble(a)*dble(x(i)) + dble(y0(i))
     err = max(err, abs(y(i) - ref))
  end do
  call check('region do copyin(x), copy(y)', err)

contains

  subroutine check(what, err)
    character(*), intent(in) :: what
    real(8), intent(in) :: err
    if (err < 1d-6) then
       print '(a,a)', 'PASS ', what
    else
       print '(a,a,a,es10.3)', 'FAIL ', what, ': max error ', err
    end if
  end subroutine check

end program pgi_saxpy
