! oacc_data_clause_spellings.f90 — the present_or spellings of the data
! clauses (OpenACC 1.0's, which nvfortran still takes: pcopy, pcopyin,
! pcopyout, pcreate, present_or_copyin, ...) and default(present): inside a
! data region they find the arrays present (no copy, the data region's
! device copy is used and the host's values stay until it ends); outside
! one they copy as copy, copyin, copyout and create do. Each against the
! same loops on the host.
! Spec: OpenACC 2.7 §2.7.4-2.7.9 (present_or forms, since 2.5 the plain
! ones), §2.5.14 (default(present))
! Checklist: Part 2 §2.2, D-5; issue 13 item 2 (the audit, docs/accelerator.md)
! Expects: PASS four times
program oacc_data_clause_spellings
  implicit none
  integer, parameter :: n = 1000
  real :: a(n), b(n), c(n), t(n)
  integer :: i

  do i = 1, n
     b(i) = real(mod(7*i, 23))
  end do
  a = 1.0
  ! outside a data region: pcopy copies in and out, present_or_copyin in
!$acc kernels pcopy(a) present_or_copyin(b)
  do i = 1, n
     a(i) = a(i) + b(i)
  end do
!$acc end kernels
  call check('pcopy, present_or_copyin outside a data region', all(a == 1.0 + b))

  ! pcopyout, pcreate, pcopyin
  c = -1.0
!$acc kernels pcopyout(c) pcreate(t) pcopyin(b)
  do i = 1, n
     t(i) = 2.0*b(i)
  end do
  do i = 1, n
     c(i) = t(i) + 1.0
  end do
!$acc end kernels
  call check('pcopyout, pcreate, pcopyin', all(c == 2.0*b + 1.0))

  ! inside a data region: present, the host's copy untouched until the end
  a = 1.0
!$acc data copy(a) copyin(b)
!$acc kernels pcopy(a) present_or_copyin(b)
  do i = 1, n
     a(i) = a(i) + b(i)
  end do
!$acc end kernels
  c = a
!$acc end data
  call check('pcopy inside a data region uses its copy', all(c == 1.0) .and. all(a == 1.0 + b))

  ! default(present): the arrays the region uses are the data region's
  a = 0.0
!$acc data copyin(b) copyout(a)
!$acc kernels default(present)
  do i = 1, n
     a(i) = 3.0*b(i)
  end do
!$acc end kernels
!$acc end data
  call check('default(present)', all(a == 3.0*b))

contains

  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a, a)', ' PASS ', what
    else
       print '(a, a)', ' FAIL ', what
    end if
  end subroutine check

end program oacc_data_clause_spellings
