! oacc_jacobi.f90 — Jacobi relaxation in the OpenACC spelling: the grid in
! a `data copy(a) create(anew)` region, each sweep a `parallel loop
! collapse(2) reduction(max:err)` followed by a `parallel loop collapse(2)`
! copy back; the iteration stops on the max error, a scalar that comes back
! to the host after each reduction. The reference is the same iteration on
! the host in real(8).
! Checklist: Part 2 §2.1 (data), §2.2 (create = local), §2.7 (parallel,
! collapse, reduction)
! Expects: PASS twice (same iteration count within one; grid within 1e-4)
program oacc_jacobi
  implicit none
  integer, parameter :: n = 128, m = 128, itmax = 1000
  real, parameter :: tol = 1.0e-3
  real :: a(n, m), anew(n, m), err
  real(8) :: r(n, m), rnew(n, m), rerr
  integer :: i, j, iter, riter

  a = 0.0
  a(:, 1) = 1.0
  do j = 1, m
     a(1, j) = sin(3.14159265 * real(j - 1) / real(m - 1))
  end do
  r = a

  iter = 0
  err = 1.0
!$acc data copy(a) create(anew)
  do while (err > tol .and. iter < itmax)
     err = 0.0
!$acc parallel loop collapse(2) reduction(max:err)
     do j = 2, m - 1
        do i = 2, n - 1
           anew(i, j) = 0.25 * (a(i+1, j) + a(i-1, j) + a(i, j-1) + a(i, j+1))
           err = max(err, abs(anew(i, j) - a(i, j)))
        end do
     end do
!$acc parallel loop collapse(2)
     do j = 2, m - 1
        do i = 2, n - 1
           a(i, j) = anew(i, j)
        end do
     end do
     iter = iter + 1
  end do
!$acc end data

  riter = 0
  rerr = 1d0
  rnew = r
  do while (rerr > tol .and. riter < itmax)
     rnew(2:n-1, 2:m-1) = 0.25d0 * (r(3:n, 2:m-1) + r(1:n-2, 2:m-1) + r(2:n-1, 1:m-2) + r(2:n-1, 3:m))
     rerr = maxval(abs(rnew(2:n-1, 2:m-1) - r(2:n-1, 2:m-1)))
     r(2:n-1, 2:m-1) = rnew(2:n-1, 2:m-1)
     riter = riter + 1
  end do

  if (abs(iter - riter) <= 1) then
     print '(a,i0,a)', 'PASS iterations: ', iter, ' (reduction(max:err))'
  else
     print '(a,i0,a,i0)', 'FAIL iterations: ', iter, ', host reference ', riter
  end if
  if (maxval(abs(a - r)) < 1d-4) then
     print '(a)', 'PASS grid against the real(8) host iteration'
  else
     print '(a,es10.3)', 'FAIL grid against the real(8) host iteration: ', maxval(abs(a - r))
  end if
end program oacc_jacobi
