! Error test: nested_compute_region.f90
! Spec: accelerator model §1.2, §2.3.1 (compute regions may not contain other compute regions)
! Checklist: Part 1 §1.6 restriction 1; Part 2 D-15
! FLAGS: -acc
program p
  integer :: i
  real :: a(10)
!$acc region
!$acc region   ! ERROR: !$acc region inside a compute region: compute regions do not nest (accelerator model 2.3.1)
  do i = 1, 10
     a(i) = 1.0
  end do
!$acc end region
!$acc end region
  print *, a
end program p
