! pgi_spec_strip_mining.f90 — the accelerator document's strip-mining
! examples (§2.4.1), each written both ways: the loop with its scheduling
! clauses, and the pair of loops the document says the compiler makes of it
! (with the document's errata fixed: min(is+255,n), ns = (n+15)/16).
!   1. `!$acc do vector` on 1..n, n not a multiple of 256
!   2. `do is = 1,n,256` + `!$acc do vector` on is..min(is+255,n)
!   3. `!$acc do host(16), parallel` on 1..n
!   4. `!$acc do host` on the strips + `!$acc do parallel` inside each
!   5. `!$acc do seq(8)`, `unroll(4)`, `shortloop` on loops whose result
!      does not depend on the schedule
! Spec: accelerator model §2.4, §2.4.1 (host, parallel, seq, vector, unroll), §2.4.4
! Checklist: Part 1 §1.10.1, §1.18 (errata L431, L450), §1.19 X5, X6, X7
! Expects: PASS five times (each result against the host loop in real(8))
program pgi_spec_strip_mining
  implicit none
  integer, parameter :: n = 1000
  real :: a(n), b(n)
  integer :: i, is, ns

  do i = 1, n
     b(i) = real(i) * 0.5
  end do

  a = -1.0
!$acc region
!$acc do vector
  do i = 1, n
     a(i) = 2.0*b(i) + 1.0
  end do
!$acc end region
  call check('do vector', 1)

  a = -1.0
!$acc region
  do is = 1, n, 256
!$acc do vector
     do i = is, min(is+255, n)
        a(i) = 2.0*b(i) + 1.0
     end do
  end do
!$acc end region
  call check('do is = 1,n,256 / do vector i = is,min(is+255,n)', 1)

  a = -1.0
!$acc region
!$acc do host(16), parallel
  do i = 1, n
     a(i) = b(i)*b(i)
  end do
!$acc end region
  call check('do host(16), parallel', 2)

  a = -1.0
  ns = (n + 15) / 16
!$acc region
!$acc do host
  do is = 1, n, ns
!$acc do parallel
     do i = is, min(n, is+ns-1)
        a(i) = b(i)*b(i)
     end do
  end do
!$acc end region
  call check('do host over strips of ns = ceil(n/16) / do parallel', 2)

  a = -1.0
!$acc region
!$acc do parallel(64), seq(8), unroll(4)
  do i = 1, n
     a(i) = b(i) - 3.0
  end do
!$acc do shortloop
  do i = 1, 10
     a(i) = a(i) + 3.0 - 3.0
  end do
!$acc end region
  call check('do parallel(64), seq(8), unroll(4) and shortloop', 3)

contains

  subroutine check(what, formula)
    character(*), intent(in) :: what
    integer, intent(in) :: formula
    real(8) :: ref, err
    err = 0
    do i = 1, n
       select case (formula)
       case (1); ref = 2d0*dble(b(i)) + 1d0
       case (2); ref = dble(b(i))**2
       case default; ref = dble(b(i)) - 3d0
       end select
       err = max(err, abs(a(i) - ref) / max(1d0, abs(ref)))
    end do
    if (err < 1d-6) then
       print '(a,a)', 'PASS ', what
    else
       print '(a,a,a,es10.3)', 'FAIL ', what, ': max error ', err
    end if
  end subroutine check

end program pgi_spec_strip_mining
