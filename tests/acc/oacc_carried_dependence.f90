! oacc_carried_dependence.f90 — loops with carried dependences in a
! `kernels` region, where the compiler decides what is parallel: a running
! sum, a recurrence with a stride, and a dependent outer loop around a
! parallel inner loop. The results must be the sequential ones (a compiler
! that cannot prove a loop parallel runs it sequentially: OpenACC `kernels`
! loops are `auto`), and `loop seq` says so explicitly inside `parallel`.
! Checklist: Part 2 §2.1 (kernels: loop auto), §2.2 (seq, independent)
! Expects: PASS four times (exact: integer-valued reals)
program oacc_carried_dependence
  implicit none
  integer, parameter :: n = 3000, nw = 100
  real :: a(n), b(n), w(nw, nw), s
  integer :: i, j
  logical :: ok

  do i = 1, n
     b(i) = real(mod(i, 7))
  end do

  a(1) = b(1)
!$acc kernels copyin(b) copy(a)
  do i = 2, n
     a(i) = a(i-1) + b(i)
  end do
!$acc end kernels
  ok = .true.
  s = 0.0
  do i = 1, n
     s = s + b(i)
     ok = ok .and. a(i) == s
  end do
  call report('kernels: running sum a(i) = a(i-1) + b(i)', ok)

  a = 1.0
!$acc kernels copy(a)
  do i = 4, n
     a(i) = a(i-3) + 1.0
  end do
!$acc end kernels
  ok = .true.
  do i = 1, n
     ok = ok .and. a(i) == real((i - 1)/3 + 1)
  end do
  call report('kernels: recurrence a(i) = a(i-3) + 1', ok)

  w = 0.0
!$acc kernels copy(w)
  do j = 2, nw
     do i = 1, nw
        w(i, j) = w(i, j-1) + real(i)
     end do
  end do
!$acc end kernels
  ok = .true.
  do j = 1, nw
     do i = 1, nw
        ok = ok .and. w(i, j) == real(i)*real(j - 1)
     end do
  end do
  call report('kernels: dependent j loop around an independent i loop', ok)

  w = 0.0
!$acc parallel loop gang copy(w)
  do i = 1, nw
!$acc loop seq
     do j = 2, nw
        w(i, j) = w(i, j-1) + real(i)
     end do
  end do
  ok = .true.
  do j = 1, nw
     do i = 1, nw
        ok = ok .and. w(i, j) == real(i)*real(j - 1)
     end do
  end do
  call report('parallel loop gang / loop seq over the dependent loop', ok)

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

end program oacc_carried_dependence
