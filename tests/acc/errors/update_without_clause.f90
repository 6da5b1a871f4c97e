! Error test: update_without_clause.f90
! Spec: accelerator model §2.7 (update host(list) / device(list)); OpenACC: at least one data clause
! Checklist: Part 1 §1.13; Part 2 §2.1 (update)
! FLAGS: -acc
program p
  real :: a(10)
  a = 1.0
!$acc data region copy(a)
!$acc update   ! ERROR: !$acc update needs a host, self or device clause
!$acc update local(a)   ! ERROR: the local clause is not allowed on !$acc update
!$acc end data region
  print *, a
end program p
