! Error test: mirror_of_pointer.f90
! Spec: accelerator model §2.3.3.5 (mirror: explicit-shape, assumed-shape or allocatable arrays, not pointer arrays)
! Checklist: Part 1 §1.8 restriction 8
! FLAGS: -acc
program p
  real, pointer :: q(:)
  real, allocatable :: a(:)
  allocate(q(10), a(10))
!$acc data region mirror(q)   ! ERROR: 'q' is a pointer array: mirror takes explicit-shape, assumed-shape or allocatable arrays (accelerator model 2.3.3.5)
  q = 1.0
!$acc end data region
!$acc data region mirror(a)
  a = 1.0
!$acc end data region
  print *, q, a
end program p
