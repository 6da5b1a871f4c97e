! oacc_host_data_reductions.f90 — guide 5.8's tdaxpy prints sum(y) and
! maxval(y).eq.minval(y) inside `host_data use_device(y)`: there y is the
! device copy, and CUDA Fortran's reductions of device data (guide 3.7.2)
! compute them on the GPU. Here a kernels region changes the device copy
! inside a data region, so the host copy is stale until the region ends:
! each reduction must read the device copy (on a GPU the host must not
! touch it: cufc computed them in host code, which read device memory and
! segfaulted natively; tests/acc/info checks that each is a GPU reduction).
! An element read or assigned there is a transfer from or to the device
! copy, and a procedure still gets the copy's address as it is.
! Spec: guide 5.8, guide 3.7.2; OpenACC 2.8 (host_data)
! Checklist: A-ACC-01, A-ACC-03
! Expects: PASS six times
program oacc_host_data_reductions
  implicit none
  integer, parameter :: n = 64
  real(8) :: x(n), y(n), ref(n), s, hi, lo, first
  logical :: flat
  integer :: i
  do i = 1, n
     x(i) = i
     y(i) = 2 * i
     ref(i) = y(i) + 0.5d0 * x(i)
  end do
!$acc data copyin(x) copy(y)
!$acc kernels
  do i = 1, n
     y(i) = y(i) + 0.5d0 * x(i)
  end do
!$acc end kernels
!$acc host_data use_device(y)
  s = sum(y)
  hi = maxval(y)
  lo = minval(y)
  flat = maxval(y) .eq. minval(y)
  print *, sum(y), maxval(y) .eq. minval(y)
  first = y(1)
  y(n) = -1.0d0
!$acc end host_data
!$acc end data
  call report('sum(y) of the device copy under host_data', s == sum(ref))
  call report('maxval(y) of the device copy', hi == maxval(ref))
  call report('minval(y) of the device copy', lo == minval(ref))
  call report('maxval(y).eq.minval(y) in one expression', flat .eqv. (maxval(ref) == minval(ref)))
  call report('y(1) read from the device copy', first == ref(1))
  ref(n) = -1.0d0
  call report('y(n) assigned in the device copy, copied out at end data', all(y == ref))

contains

  subroutine report(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a,a)', 'PASS ', what
    else
       print '(a,a)', 'FAIL ', what
    end if
  end subroutine report

end program
