! pgi_carried_dependence.f90 — loops a parallelizing compiler must not run
! in parallel, and loops that look dependent but are not:
!   1. a running sum a(i) = a(i-1) + b(i): a carried dependence; the region
!      must still give the sequential answer (the loop runs sequentially,
!      on the device or the host, and -Minfo=accel says why)
!   2. a(i) = a(i+1) + 1 on a copy: the anti-dependence, same rule
!   3. a wavefront a(i,j) = a(i-1,j) + a(i,j-1) with only the outer loop
!      dependent in one direction: the other is parallel
!   4. an indirect store c(p(i)) = ... through a permutation, asserted with
!      `independent` (§2.4.2)
!   5. a scalar temporary the compiler must privatize on its own
! (a private array, `private(t)`, is pgi_private_array.f90)
! Spec: accelerator model §1.3, §2.4.2, §5 (computed indices)
! Checklist: Part 1 §1.10.2 (independent), §1.14 R11, §1.17 items 3-4
! Expects: PASS five times (exact: integer-valued reals)
program pgi_carried_dependence
  implicit none
  integer, parameter :: n = 2000, nw = 64
  real :: a(n), b(n), c(n), w(nw, nw), s
  integer :: p(n), i, j
  logical :: ok

  do i = 1, n
     b(i) = real(mod(i, 5))
     p(i) = n + 1 - i          ! a permutation
  end do

  ! 1. running sum
  a(1) = b(1)
!$acc region
  do i = 2, n
     a(i) = a(i-1) + b(i)
  end do
!$acc end region
  ok = .true.
  s = 0.0
  do i = 1, n
     s = s + b(i)
     ok = ok .and. a(i) == s
  end do
  call report('running sum a(i) = a(i-1) + b(i)', ok)

  ! 2. anti-dependence: every a(i+1) read is the old value
  c = b
!$acc region
  do i = 1, n - 1
     c(i) = c(i+1) + 1.0
  end do
!$acc end region
  ok = c(n) == b(n)
  do i = 1, n - 1
     ok = ok .and. c(i) == b(i+1) + 1.0
  end do
  call report('anti-dependence c(i) = c(i+1) + 1', ok)

  ! 3. wavefront in j, parallel in i
  w = 1.0
!$acc region
  do j = 2, nw
     do i = 1, nw
        w(i, j) = w(i, j-1) + real(i)
     end do
  end do
!$acc end region
  ok = .true.
  do j = 1, nw
     do i = 1, nw
        ok = ok .and. w(i, j) == 1.0 + real(i)*real(j - 1)
     end do
  end do
  call report('dependent j loop around a parallel i loop', ok)

  ! 4. computed indices, asserted independent
  c = 0.0
!$acc region
!$acc do independent
  do i = 1, n
     c(p(i)) = b(i) + real(i)
  end do
!$acc end region
  ok = .true.
  do i = 1, n
     ok = ok .and. c(n + 1 - i) == b(i) + real(i)
  end do
  call report('independent: indirect store through a permutation', ok)

  ! 5. a scalar temporary: privatized by the compiler
!$acc region
  do i = 1, n
     s = b(i)*b(i)
     c(i) = s + 1.0
  end do
!$acc end region
  call report('a scalar temporary assigned before use in each iteration', all(c == b*b + 1.0))

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

end program pgi_carried_dependence
