! Error test: do_outside_region.f90
! Spec: accelerator model §2.4 (loop directives apply to loops in a compute region; §2.5 combines the two)
! Checklist: Part 1 §1.10 (a loop directive outside a region)
! FLAGS: -acc
program p
  integer :: i
  real :: a(10)
!$acc do parallel   ! ERROR: !$acc do outside a compute region (!$acc kernels, parallel or region)
  do i = 1, 10
     a(i) = 1.0
  end do
  print *, a
end program p
