! bench/acc/oacc.f90 — the accelerator benchmarks in the OpenACC spelling
! (`parallel loop gang vector`), one bind(c) launcher a row,
! launch_oacc_<row>, called by bench/acc/harness.cu with device pointers:
! the arrays are plain Fortran explicit-shape dummies listed in `deviceptr`,
! so that this same file is built by cufc (-acc) and, as the open baseline,
! by gfortran (-fopenacc -foffload=nvptx-none). Column-major, 1-based, as
! the twins in bench/acc/twin.cu index them.
module acc_oacc
  use iso_c_binding, only: c_int, c_float
  implicit none
contains

  ! One Jacobi sweep of Laplace's equation and its max change (a host scalar).
  subroutine launch_oacc_jacobi(a, anew, n, m, err) bind(c)
    integer(c_int), value :: n, m
    real(c_float) :: a(n, m), anew(n, m)
    real(c_float), intent(out) :: err
    real(c_float) :: e
    integer :: i, j
    e = 0.0
!$acc parallel loop gang vector collapse(2) deviceptr(a, anew) reduction(max:e)
    do j = 2, m - 1
       do i = 2, n - 1
          anew(i, j) = 0.25 * (a(i+1, j) + a(i-1, j) + a(i, j-1) + a(i, j+1))
          e = max(e, abs(anew(i, j) - a(i, j)))
       end do
    end do
!$acc parallel loop gang vector collapse(2) deviceptr(a, anew)
    do j = 2, m - 1
       do i = 2, n - 1
          a(i, j) = anew(i, j)
       end do
    end do
    err = e
  end subroutine launch_oacc_jacobi

  subroutine launch_oacc_saxpy(x, y, a, n) bind(c)
    integer(c_int), value :: n
    real(c_float), value :: a
    real(c_float) :: x(n), y(n)
    integer :: i
!$acc parallel loop gang vector deviceptr(x, y)
    do i = 1, n
       y(i) = a*x(i) + y(i)
    end do
  end subroutine launch_oacc_saxpy

  ! Five-point stencil on the interior of an n x m grid.
  subroutine launch_oacc_stencil(a, b, n, m) bind(c)
    integer(c_int), value :: n, m
    real(c_float) :: a(n, m), b(n, m)
    integer :: i, j
!$acc parallel loop gang vector collapse(2) deviceptr(a, b)
    do j = 2, m - 1
       do i = 2, n - 1
          b(i, j) = 0.5*a(i, j) + 0.125*(a(i-1, j) + a(i+1, j) + a(i, j-1) + a(i, j+1))
       end do
    end do
  end subroutine launch_oacc_stencil

  ! b = transpose(a), a n x m.
  subroutine launch_oacc_transpose(a, b, n, m) bind(c)
    integer(c_int), value :: n, m
    real(c_float) :: a(n, m), b(m, n)
    integer :: i, j
!$acc parallel loop gang vector collapse(2) deviceptr(a, b)
    do j = 1, m
       do i = 1, n
          b(j, i) = a(i, j)
       end do
    end do
  end subroutine launch_oacc_transpose

  ! c = a*b, n x n, each element one dot product summed in k order.
  subroutine launch_oacc_matmul(a, b, c, n) bind(c)
    integer(c_int), value :: n
    real(c_float) :: a(n, n), b(n, n), c(n, n)
    real(c_float) :: s
    integer :: i, j, k
!$acc parallel loop gang vector collapse(2) deviceptr(a, b, c) private(s)
    do j = 1, n
       do i = 1, n
          s = 0.0
!$acc loop seq
          do k = 1, n
             s = s + a(i, k)*b(k, j)
          end do
          c(i, j) = s
       end do
    end do
  end subroutine launch_oacc_matmul

end module acc_oacc
