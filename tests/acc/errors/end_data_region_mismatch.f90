! Error test: end_data_region_mismatch.f90
! Spec: accelerator model §2.3.1, §2.3.2 (each region ends with its own end directive)
! Checklist: Part 1 §1.5 D1, D2
! FLAGS: -acc
program p
  integer :: i
  real :: a(10)
!$acc region
  do i = 1, 10
     a(i) = 1.0
  end do
!$acc end data region   ! ERROR: !$acc end data region statement without matching !$acc data region
  print *, a
end program p   ! ERROR: !$acc region construct is not closed (missing !$acc end region) before this END PROGRAM statement
