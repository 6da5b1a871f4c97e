! pgi_spec_strip_mining.f90 — the accelerator document's strip-mining
! examples (§2.4.1), each written both ways: the loop with its scheduling
! clauses, and the pair of loops the document says the compiler makes of it
! (with the document's erratum fixed: min(is+255,n)).
!   1. `!$acc do vector` on 1..n, n not a multiple of 256
!   2. `do is = 1,n,256` + `!$acc do vector` on is..min(is+255,n)
!   3. `!$acc do parallel(64), seq(8), unroll(4)` and `shortloop` on loops
!      whose result does not depend on the schedule
! (the `host` schedule example is pgi_spec_host_strips.f90)
! Spec: accelerator model §2.4, §2.4.1 (parallel, seq, vector, unroll), §2.4.4
! Checklist: Part 1 §1.10.1, §1.18 (erratum L431), §1.19 X5, X6
! Expects: PASS three times (each result against the host loop in real(8))
program pgi_spec_strip_mining
  implicit none
  integer, parameter :: n = 1000
  real :: a(n), b(n)
  integer :: i, is

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
!$acc do parallel(64), seq(8), unroll(4)
  do i = 1, n
     a(i) = b(i) - 3.0
  end do
!$acc do shortloop
  do i = 1, 10
     a(i) = a(i) + 3.0 - 3.0
  end do
!$acc end region
  call check('do parallel(64), seq(8), unroll(4) and shortloop', 2)

contains

  subroutine check(what, formula)
    character(*), intent(in) :: what
    integer, intent(in) :: formula
    real(8) :: ref, err
    err = 0
    do i = 1, n
       select case (formula)
       case (1); ref = 2d0*dble(b(i)) + 1d0
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
