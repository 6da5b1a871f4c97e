! oacc_stencil2d.f90 — a 2-D nine-point stencil three ways: `kernels` with
! `loop independent` on both loops, `parallel loop gang` outside with `loop
! vector` inside, and `parallel loop collapse(2)`; each against the stencil
! on the host in real(8).
! Checklist: Part 2 §2.1 (kernels, loop), §2.2 (independent, gang, vector), §2.7 (collapse)
! Expects: PASS three times (within 1e-5)
program oacc_stencil2d
  implicit none
  integer, parameter :: n = 400, m = 300
  real :: a(n, m), b(n, m)
  real(8) :: r(n, m)
  integer :: i, j

  do j = 1, m
     do i = 1, n
        a(i, j) = cos(real(i)*0.01) * sin(real(j)*0.02)
     end do
  end do
  r = 0d0
  do j = 2, m - 1
     do i = 2, n - 1
        r(i, j) = (4d0*a(i, j) + a(i-1, j) + a(i+1, j) + a(i, j-1) + a(i, j+1) &
             + 0.5d0*(dble(a(i-1, j-1)) + a(i+1, j-1) + a(i-1, j+1) + a(i+1, j+1))) / 10d0
     end do
  end do

  b = 0.0
!$acc kernels copyin(a) copy(b)
!$acc loop independent
  do j = 2, m - 1
!$acc loop independent
     do i = 2, n - 1
        b(i, j) = (4.0*a(i, j) + a(i-1, j) + a(i+1, j) + a(i, j-1) + a(i, j+1) &
             + 0.5*(a(i-1, j-1) + a(i+1, j-1) + a(i-1, j+1) + a(i+1, j+1))) / 10.0
     end do
  end do
!$acc end kernels
  call check('kernels / loop independent x 2')

  b = 0.0
!$acc parallel loop gang copyin(a) copy(b)
  do j = 2, m - 1
!$acc loop vector
     do i = 2, n - 1
        b(i, j) = (4.0*a(i, j) + a(i-1, j) + a(i+1, j) + a(i, j-1) + a(i, j+1) &
             + 0.5*(a(i-1, j-1) + a(i+1, j-1) + a(i-1, j+1) + a(i+1, j+1))) / 10.0
     end do
  end do
  call check('parallel loop gang / loop vector')

  b = 0.0
!$acc parallel loop collapse(2) copyin(a) copy(b)
  do j = 2, m - 1
     do i = 2, n - 1
        b(i, j) = (4.0*a(i, j) + a(i-1, j) + a(i+1, j) + a(i, j-1) + a(i, j+1) &
             + 0.5*(a(i-1, j-1) + a(i+1, j-1) + a(i-1, j+1) + a(i+1, j+1))) / 10.0
     end do
  end do
  call check('parallel loop collapse(2)')

contains

  subroutine check(what)
    character(*), intent(in) :: what
    real(8) :: err
    err = maxval(abs(b - r))
    if (err < 1d-5) then
       print '(a,a)', 'PASS ', what
    else
       print '(a,a,a,es10.3)', 'FAIL ', what, ': max error ', err
    end if
  end subroutine check

end program oacc_stencil2d
