! Error test: oacc_runtime_directives.f90
! Spec: OpenACC 2.7 §2.14.1-2.14.3 (init, shutdown, set: device_type,
! device_num, default_async; set needs one of them)
! Checklist: Part 2 §2.7 (runtime directives)
! FLAGS: -acc
program p
  real :: a(10), x
  a = 1.0
  x = 1.5
!$acc set   ! ERROR: !$acc set needs a device_type, device_num or default_async clause
!$acc init device_type(multicore)   ! ERROR: device_type takes one device type of nvidia, host, default or * (the devices cufc compiles for)
!$acc shutdown device_num(0)   ! ERROR: the device_num clause is not allowed on !$acc shutdown
!$acc set default_async(x)   ! ERROR: the argument of default_async is an integer scalar expression (OpenACC 2.14)
!$acc init copyin(a)   ! ERROR: the copyin clause is not allowed on !$acc init
  print *, a(1)
end program p
