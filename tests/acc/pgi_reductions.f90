! pgi_reductions.f90 — reductions in compute regions, which the PGI model
! finds with no clause (§5: "reductions are OK in many cases"): a sum in
! real(8), a real(4) sum, max, min, an integer count, a product of values
! near 1, and a sum over a 2-D nest. Each against a host loop in real(8)
! (exact for the integer-valued ones).
! Spec: accelerator model §1.3, §5 (reductions)
! Checklist: Part 1 §1.14 R11; Part 2 D-11
! Expects: PASS seven times
program pgi_reductions
  implicit none
  integer, parameter :: n = 123457, nj = 300
  real :: x(n), g(nj, nj), s4, smax, smin, prod, s2
  real(8) :: s8, r
  integer :: i, j, cnt

  do i = 1, n
     x(i) = sin(real(i)) * 10.0
  end do
  do j = 1, nj
     do i = 1, nj
        g(i, j) = real(mod(i*j, 7)) - 3.0
     end do
  end do

  s8 = 0d0
  s4 = 0.0
  smax = -huge(1.0)
  smin = huge(1.0)
  cnt = 0
  prod = 1.0
!$acc region
  do i = 1, n
     s8 = s8 + dble(x(i))
  end do
  do i = 1, n
     s4 = s4 + x(i)
  end do
  do i = 1, n
     smax = max(smax, x(i))
     smin = min(smin, x(i))
  end do
  do i = 1, n
     if (x(i) > 5.0) cnt = cnt + 1
  end do
  do i = 1, 1000
     prod = prod * (1.0 + x(i)*1.0e-4)
  end do
!$acc end region

  r = 0d0
  do i = 1, n
     r = r + dble(x(i))
  end do
  call report('sum in real(8)', abs(s8 - r) <= 1d-9*sum(abs(dble(x))))
  call report('sum in real(4)', abs(s4 - r) <= 1d-5*sum(abs(dble(x))))
  call report('max', smax == maxval(x))
  call report('min', smin == minval(x))
  call report('integer count under a condition', cnt == count(x > 5.0))
  r = 1d0
  do i = 1, 1000
     r = r * (1d0 + dble(x(i))*1d-4)
  end do
  call report('product', abs(prod - r) <= 1d-5*abs(r))

  s2 = 0.0
!$acc region
  do j = 1, nj
     do i = 1, nj
        s2 = s2 + g(i, j)
     end do
  end do
!$acc end region
  call report('sum over a 2-D loop nest', s2 == real(sum(dble(g))))

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

end program pgi_reductions
