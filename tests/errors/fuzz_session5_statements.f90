! Error test: fuzz_session5_statements.f90
! Statements cufc passed on and gfortran rejected, found by
! tests/fuzz/pipeline.sh (seed 42): an assumed-size array that is not a
! dummy (F2008 C533), EXIT and CYCLE outside a DO construct, DO bounds that
! are neither integer nor real (R818), and a pointer assignment to a
! variable that is neither TARGET nor POINTER (C725).  Valid neighbours
! stay on unmarked lines.
subroutine work(d)
  real :: d(*)
  real :: a(*)   ! ERROR: assumed-size array 'a' must be a dummy argument (F2008 C533)
  integer, parameter :: v(*) = [1, 2]
  d(1) = v(1)
end subroutine work

program statements
  integer :: i, n
  integer, target :: t
  integer, pointer :: p
  n = 5
  exit   ! ERROR: EXIT is not within a DO construct (F2008 8.1.10)
  if (n > 1) cycle   ! ERROR: CYCLE is not within a DO construct (F2008 8.1.6.6.3)
  do i = 1, (1.0, 2.0)   ! ERROR: the bounds of a DO loop must be integer, not complex(4)
  end do
  outer: block
    if (n > 2) exit outer
  end block outer
  do i = 1, n
    if (i == 2) cycle
    if (i == 4) exit
  end do
  p => n   ! ERROR: the target of a pointer assignment must have the TARGET or POINTER attribute: 'n' has neither (F2008 C725)
  p => t
  p => null()
  print *, p
end program statements
