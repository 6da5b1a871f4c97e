! Error test: oacc_bad_reduction.f90
! Spec: OpenACC reduction operators (+ * max min iand ior ieor .and. .or. .eqv. .neqv.)
! Checklist: Part 2 §2.2 (reduction), §2.7
! FLAGS: -acc
program p
  integer :: i
  real :: a(10), s
  logical :: l
  a = 1.0
  s = 0.0
  l = .true.
!$acc parallel loop reduction(avg:s)   ! ERROR: expected a reduction operator (+, *, max, min, iand, ior, ieor, .and., .or., .eqv., .neqv.)
  do i = 1, 10
     s = s + a(i)
  end do
!$acc parallel loop reduction(+:l)   ! ERROR: a + reduction is not defined for 'l' of type logical(4)
  do i = 1, 10
     l = l .and. a(i) > 0.0
  end do
  print *, s, l
end program p
