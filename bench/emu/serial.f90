! bench/emu/serial.f90 — the loops of bench/emu/kernels.cuf written
! serially for gfortran (one core), timed the same way; prints
!   <name> <iterations of the CUDA threads' work> <wall s> <CPU s> <a result>
! The transpose row does the same tiled copy (32x32 tiles through a local
! tile), counted per element like one CUDA thread's 4 elements / 4.
program serial_bench
  implicit none
  integer, parameter :: n = 2**24, nx = 2048, ny = 2048, reps = 3, tile = 32
  real, allocatable :: x(:), y(:), m(:, :), mt(:, :)
  real :: t(tile, tile)
  real :: p, chk
  integer :: i, k, r, bx, by, ix, iy
  integer(8) :: c0, c1, rate
  real(8) :: best, bestcpu
  real :: t0, t1
  allocate(x(n), y(n), m(nx, ny), mt(ny, nx))
  do i = 1, n
    x(i) = mod(i, 1000)/1000.0
  end do
  y = 1.0
  best = huge(1d0); bestcpu = huge(1d0)
  do r = 1, reps
    call system_clock(c0, rate)
    call cpu_time(t0)
    call saxpy(x, y, 2.0, n)
    call cpu_time(t1)
    call system_clock(c1)
    best = min(best, real(c1 - c0, 8)/rate)
    bestcpu = min(bestcpu, real(t1 - t0, 8))
  end do
  print '(a, i10, 2es12.4, f12.3)', 'saxpy', n, best, bestcpu, y(n)

  best = huge(1d0); bestcpu = huge(1d0)
  do r = 1, reps
    call system_clock(c0, rate)
    call cpu_time(t0)
    call horner(x, y, n)
    call cpu_time(t1)
    call system_clock(c1)
    best = min(best, real(c1 - c0, 8)/rate)
    bestcpu = min(bestcpu, real(t1 - t0, 8))
  end do
  print '(a, i10, 2es12.4, f12.3)', 'horner', n, best, bestcpu, y(n)

  m = reshape([(real(i), i = 1, nx*ny)], [nx, ny])
  best = huge(1d0); bestcpu = huge(1d0)
  do r = 1, reps
    call system_clock(c0, rate)
    call cpu_time(t0)
    do by = 0, ny/tile - 1
      do bx = 0, nx/tile - 1
        do iy = 1, tile
          do ix = 1, tile
            t(ix, iy) = m(bx*tile + ix, by*tile + iy)
          end do
        end do
        do iy = 1, tile
          do ix = 1, tile
            mt(by*tile + ix, bx*tile + iy) = t(iy, ix)
          end do
        end do
      end do
    end do
    call cpu_time(t1)
    call system_clock(c1)
    best = min(best, real(c1 - c0, 8)/rate)
    bestcpu = min(bestcpu, real(t1 - t0, 8))
  end do
  chk = mt(1, 2)
  print '(a, i10, 2es12.4, f12.3)', 'transpose', nx*ny/(tile/8), best, bestcpu, chk
contains
  subroutine saxpy(x, y, a, n)
    integer, value :: n
    real :: x(n), y(n)
    real, value :: a
    integer :: i
    do i = 1, n
      y(i) = y(i) + a*x(i)
    end do
  end subroutine saxpy
  subroutine horner(x, y, n)
    integer, value :: n
    real :: x(n), y(n)
    integer :: i, k
    real :: p
    do i = 1, n
      p = 1.0
      do k = 16, 1, -1
        p = p*x(i) + 1.0/k
      end do
      y(i) = p
    end do
  end subroutine horner
end program serial_bench
