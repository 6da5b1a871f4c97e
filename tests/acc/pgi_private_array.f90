! pgi_private_array.f90 — the `private` clause of the loop mapping
! directive (accelerator model §2.4.5): a temporary array t(3) used by
! every iteration, one copy an iteration, undefined on entry and dead after
! the loop; and a 2-D nest whose inner loop fills a private work row.
! Spec: accelerator model §2.4.5
! Checklist: Part 1 §1.10.2 (private), §1.14 R12; Part 2 §2.2 (private)
! Expects: PASS twice (exact: integer-valued reals)
program pgi_private_array
  implicit none
  integer, parameter :: n = 2000, m = 64, k = 8
  real :: a(n), b(n), t(3), g(m, m), row(k)
  integer :: i, j, l

  do i = 1, n
     b(i) = real(mod(i, 5))
  end do
!$acc region
!$acc do parallel, private(t)
  do i = 1, n
     t(1) = b(i)
     t(2) = 2.0*b(i)
     t(3) = t(1) + t(2)
     a(i) = t(3)
  end do
!$acc end region
  call report('private(t): a temporary array per iteration', all(a == 3.0*b))

!$acc region
!$acc do parallel, private(row)
  do j = 1, m
     do l = 1, k
        row(l) = real(j*l)
     end do
     do i = 1, m
        g(i, j) = row(mod(i, k) + 1) + real(i)
     end do
  end do
!$acc end region
  call report('private(row): a work row filled and read per outer iteration', &
       all(g == reshape([((real(j*(mod(i, k) + 1)) + real(i), i = 1, m), j = 1, m)], [m, m])))

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

end program pgi_private_array
