! Error test: duplicate_data_clause.f90
! Spec: accelerator model §2.3.3 (a variable may appear at most once in all data clauses of a region)
! Checklist: Part 1 §1.8 restrictions 1 and 3
! FLAGS: -acc
program p
  integer :: i
  real :: a(10), b(10)
  b = 1.0
!$acc region copyin(a, b), copy(a)   ! ERROR: 'a' appears in more than one data clause of this region (accelerator model 2.3.3)
  do i = 1, 10
     a(i) = a(i) + b(i)
  end do
!$acc end region
!$acc data region copy(b)
!$acc region copyin(b(1:5))   ! ERROR: 'b' is already in a data clause of an enclosing region (accelerator model 2.3.3)
  do i = 1, 5
     a(i) = b(i)
  end do
!$acc end region
!$acc end data region
  print *, a
end program p
