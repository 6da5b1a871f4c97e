! bench/acc/check.F90 — the accelerator benchmarks' launchers against a
! host computation in real(8), on small sizes (the launchers take their
! sizes); prints PASS or FAIL per launcher. `bench/run.sh acc-check` builds
! it twice: with oacc.f90 by gfortran (OpenACC host fallback), and with
! region.cuf and oacc.f90 by cufc -acc -cuda -gpu=emu (_CUDA: the region
! forms too). The arrays go to the launchers as the OpenACC runtime's device
! copies, through `data` + `host_data use_device`, as guide 5.8 passes them.
program acc_check
  use acc_oacc
#if defined(_CUDA)
  use acc_region
#endif
  implicit none
  integer, parameter :: oacc = 1, region = 2
  integer, parameter :: n1 = 3001, n = 67, m = 45, nm = 40
  integer :: form, nfail = 0

  do form = oacc, region
#if !defined(_CUDA)
     if (form == region) exit
#endif
     call check_jacobi(form)
     call check_saxpy(form)
     call check_stencil(form)
     call check_transpose(form)
     call check_matmul(form)
  end do
  if (nfail == 0) then
     print '(a)', 'PASS'
  else
     print '(i0,a)', nfail, ' FAILED'
  end if

contains

  subroutine report(what, form, err, tol)
    character(*), intent(in) :: what
    integer, intent(in) :: form
    real(8), intent(in) :: err, tol
    character(6), parameter :: name(2) = ['oacc  ', 'region']
    if (err <= tol) then
       print '(a,a,a,a)', 'PASS ', trim(name(form)), ' ', what
    else
       print '(a,a,a,a,a,es10.3)', 'FAIL ', trim(name(form)), ' ', what, ': error ', err
       nfail = nfail + 1
    end if
  end subroutine report

  subroutine check_jacobi(form)
    integer, intent(in) :: form
    real :: a(n, m), anew(n, m), err
    real(8) :: r(n, m), rnew(n, m), rerr
    call random_number(a)
    r = a
    anew = 0.0
!$acc data copy(a, anew)
!$acc host_data use_device(a, anew)
    if (form == oacc) call launch_oacc_jacobi(a, anew, n, m, err)
#if defined(_CUDA)
    if (form == region) call launch_region_jacobi(a, anew, n, m, err)
#endif
!$acc end host_data
!$acc end data
    rnew = r
    rnew(2:n-1, 2:m-1) = 0.25d0 * (r(3:n, 2:m-1) + r(1:n-2, 2:m-1) + r(2:n-1, 1:m-2) + r(2:n-1, 3:m))
    rerr = maxval(abs(rnew(2:n-1, 2:m-1) - r(2:n-1, 2:m-1)))
    call report('jacobi', form, max(maxval(abs(a - rnew)), abs(err - rerr)), 1d-6)
  end subroutine check_jacobi

  subroutine check_saxpy(form)
    integer, intent(in) :: form
    real :: x(n1), y(n1), y0(n1)
    call random_number(x)
    call random_number(y0)
    y = y0
!$acc data copyin(x) copy(y)
!$acc host_data use_device(x, y)
    if (form == oacc) call launch_oacc_saxpy(x, y, 2.5, n1)
#if defined(_CUDA)
    if (form == region) call launch_region_saxpy(x, y, 2.5, n1)
#endif
!$acc end host_data
!$acc end data
    call report('saxpy', form, maxval(abs(y - (2.5d0*x + y0))), 1d-6)
  end subroutine check_saxpy

  subroutine check_stencil(form)
    integer, intent(in) :: form
    real :: a(n, m), b(n, m)
    real(8) :: r(n, m)
    call random_number(a)
    b = -1.0
    r = -1d0
    r(2:n-1, 2:m-1) = 0.5d0*a(2:n-1, 2:m-1) + 0.125d0*(dble(a(1:n-2, 2:m-1)) + a(3:n, 2:m-1) &
         + a(2:n-1, 1:m-2) + a(2:n-1, 3:m))
!$acc data copyin(a) copy(b)
!$acc host_data use_device(a, b)
    if (form == oacc) call launch_oacc_stencil(a, b, n, m)
#if defined(_CUDA)
    if (form == region) call launch_region_stencil(a, b, n, m)
#endif
!$acc end host_data
!$acc end data
    call report('stencil', form, maxval(abs(b - r)), 1d-6)
  end subroutine check_stencil

  subroutine check_transpose(form)
    integer, intent(in) :: form
    real :: a(n, m), b(m, n)
    call random_number(a)
    b = -1.0
!$acc data copyin(a) copyout(b)
!$acc host_data use_device(a, b)
    if (form == oacc) call launch_oacc_transpose(a, b, n, m)
#if defined(_CUDA)
    if (form == region) call launch_region_transpose(a, b, n, m)
#endif
!$acc end host_data
!$acc end data
    call report('transpose', form, dble(maxval(abs(b - transpose(a)))), 0d0)
  end subroutine check_transpose

  subroutine check_matmul(form)
    integer, intent(in) :: form
    real :: a(nm, nm), b(nm, nm), c(nm, nm)
    call random_number(a)
    call random_number(b)
    c = -1.0
!$acc data copyin(a, b) copyout(c)
!$acc host_data use_device(a, b, c)
    if (form == oacc) call launch_oacc_matmul(a, b, c, nm)
#if defined(_CUDA)
    if (form == region) call launch_region_matmul(a, b, c, nm)
#endif
!$acc end host_data
!$acc end data
    call report('matmul', form, maxval(abs(c - matmul(dble(a), dble(b)))) / nm, 1d-6)
  end subroutine check_matmul

end program acc_check
