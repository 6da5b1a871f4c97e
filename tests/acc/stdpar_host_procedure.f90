! stdpar_host_procedure.f90 — with -stdpar=gpu a DO CONCURRENT whose body
! calls a pure module function that has no device version stays on the
! host (with a warning; nvfortran would compile a device version), beside
! one that is offloaded and one that calls an attributes-free subroutine;
! device code took the call as an unknown intrinsic ("intrinsic 'source'
! is not supported in device code yet"). Plain Fortran: without
! -stdpar=gpu it runs on the host with the same answers.
! Spec: nvfortran NEW-160; Fortran 2008 DO CONCURRENT
! Expects: PASS three times
module sources
  implicit none
contains
  pure real(8) function source(x)
    real(8), intent(in) :: x
    source = sin(x) * x
  end function
  pure subroutine clamp(v)
    real(8), intent(inout) :: v
    v = max(-0.5d0, min(0.5d0, v))
  end subroutine
end module

program stdpar_host_procedure
  use sources
  implicit none
  integer, parameter :: n = 300, m = 200
  real(8), allocatable :: u(:,:), v(:,:)
  real(8) :: r
  integer :: i, j
  logical :: ok
  allocate(u(n, m), v(n, m))
  do concurrent (j = 1:m, i = 1:n)
    u(i, j) = source(dble(i + j) / n)
  end do
  ok = .true.
  do j = 1, m
    do i = 1, n
      ok = ok .and. u(i, j) == source(dble(i + j) / n)
    end do
  end do
  call report('do concurrent calling a host function', ok)
  v = 0.0d0
  do concurrent (j = 2:m-1, i = 2:n-1)
    v(i, j) = 0.25d0 * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1))
  end do
  ok = .true.
  do j = 2, m - 1
    do i = 2, n - 1
      r = 0.25d0 * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1))
      ok = ok .and. abs(v(i, j) - r) <= 1d-14 * max(1d0, abs(r))
    end do
  end do
  call report('offloaded do concurrent beside it', ok)
  do concurrent (j = 1:m, i = 1:n, u(i, j) > 0.0d0)
    call clamp(u(i, j))
  end do
  call report('do concurrent calling a host subroutine under a mask', &
              all(u <= 0.5d0) .and. abs(u(1, 1) - source(2.0d0 / n)) < 1d-15)
contains
  subroutine report(what, good)
    character(*), intent(in) :: what
    logical, intent(in) :: good
    if (good) then
      print '(a, a)', 'PASS ', what
    else
      print '(a, a)', 'FAIL ', what
    end if
  end subroutine
end program
