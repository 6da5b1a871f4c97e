! Error test: oacc_async_wait_misplaced.f90
! Spec: OpenACC 2.7 §2.16.1 (async on compute constructs, update, enter/exit
! data, wait: one queue, an integer), §2.16.2 (wait clause); not on data or loop
! Checklist: Part 2 §2.7 (async/wait)
! FLAGS: -acc
program p
  real :: a(100), x
  integer :: i
  a = 1.0
  x = 2.0
!$acc data copy(a) async(1)   ! ERROR: the async clause is not allowed on !$acc data
!$acc parallel loop async(1, 2)   ! ERROR: async takes one queue (OpenACC 2.16.1)
  do i = 1, 100
     a(i) = a(i) + 1.0
  end do
!$acc kernels
!$acc loop async(1)   ! ERROR: the async clause is not allowed on !$acc loop
  do i = 1, 100
     a(i) = a(i)*2.0
  end do
!$acc end kernels
!$acc update self(a) wait(x)   ! ERROR: the queues of wait are integer scalar expressions (OpenACC 2.16)
!$acc end data
!$acc wait(a)   ! ERROR: the queues of wait are integer scalar expressions (OpenACC 2.16)
  print *, a(1)
end program p
