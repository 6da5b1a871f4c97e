! oacc_init_set_shutdown.f90 — the init, set and shutdown directives:
! `init` selects a device type (as acc_init), `set device_num(0)` the first
! device, `set default_async(q)` the queue that `async` alone names,
! `shutdown` forgets the type, and a compute region after it runs again.
! Spec: OpenACC 2.7 §2.14.1-2.14.3 (init, shutdown, set), §3.2.5-3.2.8
! Checklist: Part 2 §2.7 (runtime directives)
! Expects: PASS five times
! Not for gfortran: gfortran 12 rejects init, set and shutdown
program oacc_init_set_shutdown
  use openacc
  implicit none
  integer, parameter :: n = 5000
  real :: a(n), b(n)
  integer :: i

  do i = 1, n
     a(i) = real(mod(7*i, 31))
  end do

!$acc init device_type(default)
  call check('init: a device type is selected', acc_get_device_type() /= acc_device_none)

!$acc set device_num(0)
  call check('set device_num(0): the first device', acc_get_device_num(acc_get_device_type()) == 0)

!$acc set default_async(5)
  call check('set default_async(5)', acc_get_default_async() == 5)

  ! async alone names queue 5 now
  b = 0.0
!$acc data copyin(a) copyout(b)
!$acc parallel loop present(a, b) async
  do i = 1, n
     b(i) = a(i) + 2.0
  end do
!$acc wait(5)
!$acc end data
  call check('async without a queue on the default queue, wait(5)', all([(b(i) == a(i) + 2.0, i = 1, n)]))

!$acc shutdown
!$acc parallel loop copyin(a) copyout(b)
  do i = 1, n
     b(i) = 3.0*a(i)
  end do
  call check('a region after shutdown', all([(b(i) == 3.0*a(i), i = 1, n)]))

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

end program oacc_init_set_shutdown
