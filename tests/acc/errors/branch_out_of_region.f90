! Error test: branch_out_of_region.f90
! Spec: accelerator model §2.3.1 (no branching into or out of a compute region)
! Checklist: Part 1 §1.6 restriction 2
! FLAGS: -acc
program p
  integer :: i
  real :: a(10)
  a = 0.0
!$acc region
  do i = 1, 10
     a(i) = 1.0
     if (i > 5) goto 10   ! ERROR: a branch to label 10, outside the compute region, is not allowed: no branch into or out of a compute region (accelerator model 2.3.1)
  end do
!$acc end region
10 print *, a
end program p
