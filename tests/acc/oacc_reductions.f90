! oacc_reductions.f90 — the OpenACC reduction clause with each common
! operator: +, *, max, min on reals, + on an integer count, iand/ior on
! integers, .and./.or. on logicals; on `parallel loop` and on a `kernels`
! loop (where the compiler also finds reductions itself), and a sum over a
! `collapse(2)` nest. Each against a host loop (real(8) for the sums).
! Checklist: Part 2 §2.2 (reduction), §2.7 (reduction, collapse); Part 2 D-11
! Expects: PASS ten times
program oacc_reductions
  implicit none
  integer, parameter :: n = 200001, nj = 256
  real :: x(n), g(nj, nj), s4, smax, smin, prod, s2
  real(8) :: s8, r
  integer :: i, j, cnt, bits_and, bits_or
  integer :: k(n)
  logical :: all_pos, any_big

  do i = 1, n
     x(i) = cos(real(i)) * 4.0
     k(i) = ior(ishft(1, mod(i, 30)), 1)
  end do
  do j = 1, nj
     do i = 1, nj
        g(i, j) = real(mod(i + j, 9)) - 4.0
     end do
  end do

  s8 = 0d0; s4 = 0.0; smax = -huge(1.0); smin = huge(1.0); cnt = 0; prod = 1.0
  bits_and = not(0); bits_or = 0; all_pos = .true.; any_big = .false.
!$acc data copyin(x, k, g)
!$acc parallel loop reduction(+:s8)
  do i = 1, n
     s8 = s8 + dble(x(i))
  end do
!$acc parallel loop reduction(+:s4) reduction(max:smax) reduction(min:smin)
  do i = 1, n
     s4 = s4 + x(i)
     smax = max(smax, x(i))
     smin = min(smin, x(i))
  end do
!$acc parallel loop reduction(+:cnt)
  do i = 1, n
     if (x(i) > 2.0) cnt = cnt + 1
  end do
!$acc parallel loop reduction(*:prod)
  do i = 1, 2000
     prod = prod * (1.0 + x(i)*1.0e-4)
  end do
!$acc parallel loop reduction(iand:bits_and) reduction(ior:bits_or)
  do i = 1, n
     bits_and = iand(bits_and, k(i))
     bits_or = ior(bits_or, k(i))
  end do
!$acc kernels
!$acc loop reduction(.and.:all_pos) reduction(.or.:any_big)
  do i = 1, n
     all_pos = all_pos .and. abs(x(i)) >= 0.0
     any_big = any_big .or. x(i) > 3.999
  end do
!$acc end kernels
  s2 = 0.0
!$acc parallel loop collapse(2) reduction(+:s2)
  do j = 1, nj
     do i = 1, nj
        s2 = s2 + g(i, j)
     end do
  end do
!$acc end data

  r = 0d0
  do i = 1, n
     r = r + dble(x(i))
  end do
  call report('reduction(+:s8) in real(8)', abs(s8 - r) <= 1d-9*sum(abs(dble(x))))
  call report('reduction(+:s4) in real(4)', abs(s4 - r) <= 1d-5*sum(abs(dble(x))))
  call report('reduction(max:smax), reduction(min:smin)', smax == maxval(x) .and. smin == minval(x))
  call report('reduction(+:cnt) on an integer', cnt == count(x > 2.0))
  r = 1d0
  do i = 1, 2000
     r = r * (1d0 + dble(x(i))*1d-4)
  end do
  call report('reduction(*:prod)', abs(prod - r) <= 1d-5*abs(r))
  call report('reduction(iand:bits_and)', bits_and == 1)
  call report('reduction(ior:bits_or)', bits_or == ishft(1, 30) - 1)
  call report('reduction(.and.:all_pos)', all_pos)
  call report('reduction(.or.:any_big)', any_big .eqv. any(x > 3.999))
  call report('reduction(+:s2) over collapse(2)', s2 == real(sum(dble(g))))

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

end program oacc_reductions
