! pgi_vector_inner_2d.f90 — a 2-D nest whose inner loop asks for vector(256)
! and whose outer loop the compiler shapes (!$acc do parallel): the block
! the compiler completes must stay within CUDA's 1024 threads (256 x 8 made
! an invalid launch that ran nothing on the GPU: the Jacobi row of
! bench/acc, H200, 2026-11-26), with the max reduction found in the region.
! Spec: accelerator model §2.5.2 (vector(n)), §2.5 (loop mapping)
! Checklist: Part 1 §1.6 (loop mapping clauses)
! Expects: PASS twice
program pgi_vector_inner_2d
  implicit none
  integer, parameter :: n = 300, m = 70
  real :: a(n, m), anew(n, m), want(n, m), e, ew
  integer :: i, j
  do j = 1, m
     do i = 1, n
        a(i, j) = real(mod(7*i + 13*j, 31))
     end do
  end do
  anew = a
  want = a
  ew = 0.0
  do j = 2, m - 1
     do i = 2, n - 1
        want(i, j) = 0.25 * (a(i+1, j) + a(i-1, j) + a(i, j-1) + a(i, j+1))
        ew = max(ew, abs(want(i, j) - a(i, j)))
     end do
  end do
  e = 0.0
!$acc region
!$acc do parallel
  do j = 2, m - 1
!$acc do vector(256)
     do i = 2, n - 1
        anew(i, j) = 0.25 * (a(i+1, j) + a(i-1, j) + a(i, j-1) + a(i, j+1))
        e = max(e, abs(anew(i, j) - a(i, j)))
     end do
  end do
!$acc end region
  if (all(anew == want)) then
     print *, 'PASS vector(256) inner loop of a 2-D nest'
  else
     print *, 'FAIL vector(256) inner loop of a 2-D nest:', count(anew /= want), 'wrong'
  end if
  if (e == ew) then
     print *, 'PASS max reduction of the nest'
  else
     print *, 'FAIL max reduction of the nest:', e, ew
  end if
end program
