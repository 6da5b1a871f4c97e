! oacc_tiled_nests.f90 — the OpenACC loop nests that cufc stages through
! shared memory (src/cuda/tile.c; -Minfo=accel: "Loop tiled 32x32 through
! shared memory", "Loop tiled 16x16 through shared memory along k"), on
! shapes that are not multiples of the tiles: a real(8) transpose of a
! 33 x 65 array (`parallel loop collapse(2)`) and back (`kernels loop`, the
! arrays read along the outer loop), a real(8) matrix multiply 17x31 times
! 31x47 with a private accumulator and statements before and after the
! `loop seq` over k, a real(4) one accumulating into c(i,j) itself, and a
! k loop of step 2 (not tiled) for the same kind of result.  References on
! the host: exact for the transposes, real(8) matmul for the products.
! Checklist: Part 2 §2.1 (parallel loop, kernels loop, collapse, loop seq,
! private), Part 1 §1.10 (loop mapping)
! Expects: PASS five times
program oacc_tiled_nests
  implicit none
  integer, parameter :: n = 33, m = 65, p = 17, q = 31, r = 47
  real(8) :: a(n, m), b(m, n), c(n, m)
  real(8) :: x(p, q), y(q, r), z(p, r), ref(p, r)
  real(4) :: u(p, q), v(q, r), w(p, r)
  real(8) :: s
  integer :: i, j, k
  do j = 1, m
    do i = 1, n
      a(i, j) = real(i, 8) + 0.001d0 * real(j, 8)
    end do
  end do
  do j = 1, q
    do i = 1, p
      x(i, j) = real(mod(i + 2 * j, 11), 8) / 11.0d0 - 0.5d0
    end do
  end do
  do j = 1, r
    do i = 1, q
      y(i, j) = real(mod(3 * i + j, 13), 8) / 13.0d0
    end do
  end do
  u = real(x, 4)
  v = real(y, 4)
  ref = matmul(x, y)

!$acc parallel loop collapse(2) copyin(a) copyout(b)
  do j = 1, m
    do i = 1, n
      b(j, i) = a(i, j)
    end do
  end do
  call report('real(8) transpose 33x65, parallel loop', all(b == transpose(a)))

!$acc kernels loop copyin(b) copyout(c)
  do i = 1, n
    do j = 1, m
      c(i, j) = b(j, i)
    end do
  end do
  call report('transpose back, kernels loop', all(c == a))

!$acc parallel loop gang vector collapse(2) copyin(x, y) copyout(z) private(s)
  do j = 1, r
    do i = 1, p
      s = 0.0d0
!$acc loop seq
      do k = 1, q
        s = s + x(i, k) * y(k, j)
      end do
      z(i, j) = s - 1.0d0
    end do
  end do
  call report('real(8) matmul 17x31x47, private accumulator', all(abs(z - (ref - 1.0d0)) < 1.0d-12))

  w = 0.5
!$acc kernels copyin(u, v) copy(w)
!$acc loop independent collapse(2)
  do j = 1, r
    do i = 1, p
      do k = 1, q
        w(i, j) = w(i, j) + u(i, k) * v(k, j)
      end do
    end do
  end do
!$acc end kernels
  call report('real(4) matmul into w(i,j)', all(abs(w - (ref + 0.5d0)) < 1.0d-4))

  w = 0.0
!$acc kernels copyin(u, v) copy(w)
!$acc loop independent collapse(2)
  do j = 1, r
    do i = 1, p
      do k = 1, q, 2
        w(i, j) = w(i, j) + u(i, k) * v(k, j)
      end do
    end do
  end do
!$acc end kernels
  call report('k step 2 (not tiled)', all(abs(w - matmul(x(:, 1:q:2), y(1:q:2, :))) < 1.0d-4))

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

end program oacc_tiled_nests
