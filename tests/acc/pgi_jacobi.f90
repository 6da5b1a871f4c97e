! pgi_jacobi.f90 — the model's typical program: Jacobi relaxation of
! Laplace's equation on a 2-D grid, iterated until the largest change is
! below a tolerance. The grid stays on the device in a data region
! (copy(a), local(anew)); each sweep is a compute region whose first loop
! nest computes anew and the max-error reduction (found by the compiler:
! the PGI model has no reduction clause) and whose second copies anew
! back into a.
! The reference is the same iteration on the host in real(8), done
! independently; the device run is real(4).
! Spec: accelerator model §2.3.1, §2.3.2, §2.3.3.4 (local), §2.4.1; §5 (reductions)
! Checklist: Part 1 §1.5 D1, D2; §1.14 R11 (reductions without a clause); Part 2 D-11
! Expects: PASS twice (same iteration count; the grid within 1e-4 of the reference)
program pgi_jacobi
  implicit none
  integer, parameter :: n = 128, m = 128, itmax = 1000
  real, parameter :: tol = 1.0e-3
  real :: a(n, m), anew(n, m), err
  real(8) :: r(n, m), rnew(n, m), rerr
  integer :: i, j, iter, riter

  call boundary(a)
  r = a

!$acc data region copy(a), local(anew)
  iter = 0
  err = 1.0
  do while (err > tol .and. iter < itmax)
     err = 0.0
!$acc region
     do j = 2, m - 1
        do i = 2, n - 1
           anew(i, j) = 0.25 * (a(i+1, j) + a(i-1, j) + a(i, j-1) + a(i, j+1))
           err = max(err, abs(anew(i, j) - a(i, j)))
        end do
     end do
     do j = 2, m - 1
        do i = 2, n - 1
           a(i, j) = anew(i, j)
        end do
     end do
!$acc end region
     iter = iter + 1
  end do
!$acc end data region

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
     print '(a,i0,a)', 'PASS iterations: ', iter, ' (max-error reduction)'
  else
     print '(a,i0,a,i0)', 'FAIL iterations: ', iter, ', host reference ', riter
  end if
  if (maxval(abs(a - r)) < 1d-4) then
     print '(a)', 'PASS grid against the real(8) host iteration'
  else
     print '(a,es10.3)', 'FAIL grid against the real(8) host iteration: ', maxval(abs(a - r))
  end if

contains

  ! a = 0 inside, 1 on the edge j = 1, sin-shaped on i = 1
  subroutine boundary(g)
    real, intent(out) :: g(n, m)
    g = 0.0
    g(:, 1) = 1.0
    do j = 1, m
       g(1, j) = sin(3.14159265 * real(j - 1) / real(m - 1))
    end do
  end subroutine boundary

end program pgi_jacobi
