! pgi_spec_triangular.f90 — the accelerator document's §5 example, a
! triangular loop nest (the C `for (j=0; j<n; j++) for (i=0; i<j; i++)`),
! in Fortran: PGI 1.2 could not offload it ("loop nests ... must be
! rectangular"); an implementation may offload it or run it on the host
! with a message, but the answer must be right. Also a nest whose inner
! bound is computed inside the outer loop (the other case §5 names).
! Spec: accelerator model §5 (first limitation)
! Checklist: Part 1 §1.17 item 1, §1.19 X13
! Expects: PASS twice (exact: integer-valued reals)
program pgi_spec_triangular
  implicit none
  integer, parameter :: n = 300
  real :: a(n, n), b(n, n)
  integer :: i, j, k, lim(n)
  logical :: ok

  a = 0.0
!$acc region
  do j = 1, n
     do i = 1, j - 1
        a(i, j) = real(i + j)
     end do
  end do
!$acc end region
  ok = .true.
  do j = 1, n
     do i = 1, n
        if (i < j) then
           ok = ok .and. a(i, j) == real(i + j)
        else
           ok = ok .and. a(i, j) == 0.0
        end if
     end do
  end do
  call report('triangular nest: i = 1, j-1', ok)

  do j = 1, n
     lim(j) = mod(7*j, n) + 1
  end do
  b = -1.0
!$acc region
  do j = 1, n
     k = lim(j)
     do i = 1, k
        b(i, j) = real(i*j)
     end do
  end do
!$acc end region
  ok = .true.
  do j = 1, n
     do i = 1, n
        if (i <= lim(j)) then
           ok = ok .and. b(i, j) == real(i*j)
        else
           ok = ok .and. b(i, j) == -1.0
        end if
     end do
  end do
  call report('inner bound computed inside the outer loop', ok)

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

end program pgi_spec_triangular
