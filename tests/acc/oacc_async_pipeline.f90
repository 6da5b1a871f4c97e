! oacc_async_pipeline.f90 — async queues: a pipeline over blocks of an
! array on two queues (update device, a kernel and update self, all async on
! the block's queue), then `!$acc wait`; `wait(1) async(2)`; a kernels
! construct with async and implicit data (its copyout completes after its
! kernel); acc_async_test, acc_wait, acc_wait_all.
! Spec: OpenACC 2.7 §2.16 (async clause, wait clause, wait directive), §3.2.11-3.2.16
! Checklist: Part 2 §2.7 (async/wait), D-8
! Expects: PASS five times (each result against the same formula on the host)
program oacc_async_pipeline
  use openacc
  implicit none
  integer, parameter :: n = 40000, nblocks = 8, bs = n/nblocks
  real :: a(n), b(n), c(n)
  integer :: i, k, lo, hi, q
  logical :: ok

  do i = 1, n
     a(i) = real(mod(17*i, 1009))
  end do
  b = 0.0

  ! 1. blocks on queues 1 and 2: in, compute, out, each in its queue's order
!$acc data create(a, b)
  do k = 1, nblocks
     lo = (k - 1)*bs + 1
     hi = k*bs
     q = 1 + mod(k, 2)
!$acc update device(a(lo:hi)) async(q)
!$acc parallel loop present(a, b) async(q)
     do i = lo, hi
        b(i) = 2.0*a(i) + real(k)
     end do
!$acc update self(b(lo:hi)) async(q)
  end do
!$acc wait
!$acc end data
  ok = .true.
  do k = 1, nblocks
     do i = (k - 1)*bs + 1, k*bs
        ok = ok .and. b(i) == 2.0*a(i) + real(k)
     end do
  end do
  call check('pipeline of async updates and kernels on two queues, then wait', ok)

  ! 2. queue 2 waits for queue 1 (wait(1) async(2)); the host waits for queue 2 only
  c = 0.0
!$acc data copyin(a) create(c)
!$acc parallel loop present(a, c) async(1)
  do i = 1, n
     c(i) = a(i) + 1.0
  end do
!$acc parallel loop present(c) wait(1) async(2)
  do i = 1, n
     c(i) = 3.0*c(i)
  end do
!$acc update self(c) async(2)
!$acc wait(2)
!$acc end data
  call check('wait(1) async(2): queue 2 after queue 1', all([(c(i) == 3.0*(a(i) + 1.0), i = 1, n)]))

  ! 3. kernels async with implicit data: the copy back comes after the kernel
  c = -1.0
!$acc kernels async(3)
  do i = 1, n
     c(i) = a(i)*0.5
  end do
!$acc end kernels
!$acc wait(3)
  call check('kernels async(3), implicit copyout', all([(c(i) == a(i)*0.5, i = 1, n)]))

  ! 4. the async clause without a queue, the wait clause without one
  b = 0.0
!$acc parallel loop copyin(a) copyout(b) async
  do i = 1, n
     b(i) = a(i) - 1.0
  end do
!$acc parallel loop copy(b) wait
  do i = 1, n
     b(i) = b(i)*2.0
  end do
  call check('async and wait without queues', all([(b(i) == (a(i) - 1.0)*2.0, i = 1, n)]))

  ! 5. the runtime routines on the queues used above
  call acc_wait(1)
  call acc_wait_all()
  call check('acc_async_test after acc_wait_all', acc_async_test(1) .and. acc_async_test(2) .and. acc_async_test_all())

contains

  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a, a)', ' PASS ', what
    else
       print '(a, a)', ' FAIL ', what
    end if
  end subroutine check

end program oacc_async_pipeline
