! Error test: clause_on_wrong_directive.f90
! Spec: accelerator model §2.3.1, §2.3.2, §2.4 (the clauses each directive takes)
! Checklist: Part 1 §1.5 clause x directive matrix
! FLAGS: -acc
program p
  integer :: i
  real :: a(10), b(10)
  b = 1.0
!$acc region vector(256)   ! ERROR: the vector clause is not allowed on !$acc region
!$acc do copyin(b)   ! ERROR: the copyin clause is not allowed on !$acc do
  do i = 1, 10
     a(i) = b(i)
  end do
!$acc end region
!$acc data region if(.true.)   ! ERROR: the if clause is not allowed on !$acc data region
!$acc region mirror(a)   ! ERROR: the mirror clause is not allowed on !$acc region
  do i = 1, 10
     a(i) = 2.0*a(i)
  end do
!$acc end region
!$acc end data region
  print *, a
end program p
