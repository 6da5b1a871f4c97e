! Error test: data_region_in_compute_region.f90
! Spec: accelerator model §1.2 (compute regions may not contain data regions)
! Checklist: Part 1 §1.2 glossary, §1.6 restriction 1
! FLAGS: -acc
program p
  integer :: i
  real :: a(10)
!$acc region
!$acc data region copy(a)   ! ERROR: !$acc data region inside a compute region: a compute region may not contain a data region (accelerator model 1.2)
  do i = 1, 10
     a(i) = 1.0
  end do
!$acc end data region
!$acc end region
  print *, a
end program p
