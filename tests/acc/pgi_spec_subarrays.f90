! pgi_spec_subarrays.f90 — data clauses with subarrays and missing bounds
! (accelerator model §2.3.3): `copyin(b(2:high,low:100))` as in the
! document, `copy(a(:,low:))` with the upper bound taken from the declared
! bounds, `copyout` of a section (only that section comes back: the host
! elements outside it keep their values), and a region with no clause that
! writes only part of an array (the compiler's analysis must not bring back
! the elements the region did not write).
! Spec: accelerator model §2.3.3 (lists and subarrays, missing bounds), §2.3.3.1-3
! Checklist: Part 1 §1.8, §1.14 R3/R6/R7, §1.19 X4; Part 2 D-6 (acc_x07 test 6)
! Expects: PASS four times
program pgi_spec_subarrays
  implicit none
  integer, parameter :: m = 64, high = 50, low = 20
  real :: arr(m, 100), a(m, 100), c(m, 100), d(1000)
  integer :: i, j
  logical :: ok

  do j = 1, 100
     do i = 1, m
        arr(i, j) = real(i + 100*j)
        a(i, j) = 0.0
     end do
  end do

  ! 1. copyin of the document's subarray, copyout of a section of a
!$acc region copyin(arr(2:high,low:100)), copyout(a(2:high,low:100))
  do j = low, 100
     do i = 2, high
        a(i, j) = 2.0*arr(i, j)
     end do
  end do
!$acc end region
  ok = .true.
  do j = 1, 100
     do i = 1, m
        if (i >= 2 .and. i <= high .and. j >= low) then
           ok = ok .and. a(i, j) == 2.0*real(i + 100*j)
        else
           ok = ok .and. a(i, j) == 0.0
        end if
     end do
  end do
  call report('copyin(arr(2:high,low:100)), copyout(a(2:high,low:100))', ok)

  ! 2. a missing upper bound: the declared one (100)
  c = 1.0
!$acc region copy(c(:,low:))
  do j = low, 100
     do i = 1, m
        c(i, j) = c(i, j) + real(j)
     end do
  end do
!$acc end region
  ok = all(c(:, 1:low-1) == 1.0)
  do j = low, 100
     ok = ok .and. all(c(:, j) == 1.0 + real(j))
  end do
  call report('copy(c(:,low:)), upper bound from the declaration', ok)

  ! 3. no clause, the region writes every other element of d: the ones it
  !    does not write keep their host values
  do i = 1, 1000
     d(i) = -real(i)
  end do
!$acc region
  do i = 1, 1000, 2
     d(i) = real(i)
  end do
!$acc end region
  ok = .true.
  do i = 1, 1000
     if (mod(i, 2) == 1) then
        ok = ok .and. d(i) == real(i)
     else
        ok = ok .and. d(i) == -real(i)
     end if
  end do
  call report('no clause, strided partial write keeps the other elements', ok)

  ! 4. no clause, the region writes an interior block only
  a = 7.0
!$acc region
  do j = 10, 20
     do i = 5, 9
        a(i, j) = arr(i, j)
     end do
  end do
!$acc end region
  ok = all(a(5:9, 10:20) == arr(5:9, 10:20)) .and. count(a == 7.0) == m*100 - 5*11
  call report('no clause, interior block write keeps the rest', ok)

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

end program pgi_spec_subarrays
