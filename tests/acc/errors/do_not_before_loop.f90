! Error test: do_not_before_loop.f90
! Spec: accelerator model §2.4 (the loop must appear on the following line)
! Checklist: Part 1 §1.10
! FLAGS: -acc
program p
  integer :: i
  real :: a(10)
!$acc region
!$acc do vector   ! ERROR: !$acc do must be followed by a DO loop
  a(1) = 0.0
  do i = 1, 10
     a(i) = 1.0
  end do
!$acc end region
  print *, a
end program p
