! pgi_spec_host_strips.f90 — the accelerator document's `host` schedule
! example (§2.4.1): `!$acc do host(16), parallel` strip-mines the loop into
! 16 strips run one after another on the host, each strip's iterations in
! parallel on the accelerator; and the pair of loops the document gives as
! its meaning (`ns = ceil(n/16)` written (n+15)/16, the erratum of L450).
! Spec: accelerator model §2.4.1, §2.4.1.1 (host), §2.4.1.2 (parallel)
! Checklist: Part 1 §1.10.1, §1.18 (erratum L450), §1.19 X7; Part 2 D-9
! Expects: PASS twice (each result against the host loop in real(8))
program pgi_spec_host_strips
  implicit none
  integer, parameter :: n = 1000
  real :: a(n), b(n)
  integer :: i, is, ns

  do i = 1, n
     b(i) = real(i) * 0.5
  end do

  a = -1.0
!$acc region
!$acc do host(16), parallel
  do i = 1, n
     a(i) = b(i)*b(i)
  end do
!$acc end region
  call check('do host(16), parallel')

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
  call check('do host over strips of ns = ceil(n/16) / do parallel')

contains

  subroutine check(what)
    character(*), intent(in) :: what
    real(8) :: err
    err = maxval(abs(dble(a) - dble(b)**2) / max(1d0, dble(b)**2))
    if (err < 1d-6) then
       print '(a,a)', 'PASS ', what
    else
       print '(a,a,a,es10.3)', 'FAIL ', what, ': max error ', err
    end if
  end subroutine check

end program pgi_spec_host_strips
