! Error test: oacc_end_mismatch.f90
! Spec: OpenACC: each construct ends with its own end directive
! Checklist: Part 2 §2.1, §2.6 (kernels ... end kernels)
! FLAGS: -acc
program p
  integer :: i
  real :: a(10)
!$acc kernels
  do i = 1, 10
     a(i) = 1.0
  end do
!$acc end parallel   ! ERROR: !$acc end parallel statement without matching !$acc parallel
  print *, a
end program p   ! ERROR: !$acc kernels construct is not closed (missing !$acc end kernels) before this END PROGRAM statement
