! Error test: condition_not_scalar.f90
! The condition of IF and DO WHILE and the mask of FORALL are scalar logical
! expressions (F2008 8.1.7.4, 8.1.6.2, 7.2.4); a WHERE mask is an array.
! Found by tests/fuzz/pipeline.sh (a logical dummy made an array).
program conditions
  logical :: ok(4)
  real :: a(4)
  integer :: i
  ok = .true.
  a = 0
  if (ok) a = 1   ! ERROR: IF condition must be a scalar, not an array
  if (ok) then   ! ERROR: IF condition must be a scalar, not an array
  end if
  do while (ok)   ! ERROR: DO WHILE condition must be a scalar, not an array
  end do
  forall (i = 1:4, ok) a(i) = 2   ! ERROR: FORALL mask must be a scalar, not an array
  where (ok) a = 3
  forall (i = 1:4, ok(i)) a(i) = 4
  if (all(ok)) print *, a
end program conditions
