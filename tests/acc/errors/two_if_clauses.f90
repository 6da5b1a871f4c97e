! Error test: two_if_clauses.f90
! Spec: accelerator model §2.3.1 (at most one if clause may appear)
! Checklist: Part 1 §1.6 restriction 4
! FLAGS: -acc
program p
  integer :: i
  real :: a(10)
!$acc region if(.true.), if(size(a) > 5)   ! ERROR: at most one if clause may appear on !$acc region
  do i = 1, 10
     a(i) = 1.0
  end do
!$acc end region
  print *, a
end program p
