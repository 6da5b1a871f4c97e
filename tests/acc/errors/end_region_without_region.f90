! Error test: end_region_without_region.f90
! Spec: accelerator model §2.3.1 (a region is `!$acc region` ... `!$acc end region`)
! Checklist: Part 1 §1.5 D1
! FLAGS: -acc
program p
  real :: a(10)
  a = 1.0
!$acc end region   ! ERROR: !$acc end region statement without matching !$acc region
  print *, a
end program p
