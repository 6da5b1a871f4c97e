! cufft module run test: plans 1d/2d/many, C2C/Z2Z/R2C/C2R/D2Z/Z2D, streams,
! checked against a direct DFT computed on the host in double precision.
program t_cufft
  use cudafor
  use cufft
  implicit none
  integer, parameter :: n = 64, nx = 12, ny = 10, nb = 3
  real(8), parameter :: pi = acos(-1d0)
  complex(4), pointer, contiguous :: c_d(:), c2_d(:,:), cb_d(:,:)
  complex(8), pointer, contiguous :: z_d(:)
  real(4), pointer, contiguous :: r_d(:)
  real(8), pointer, contiguous :: dr_d(:)
  complex(4) :: c(n), cout(n), c2(nx, ny), c2out(nx, ny), cb(n, nb), cbout(n, nb), half(n / 2 + 1)
  complex(8) :: z(n), zout(n), ref(n), ref2(nx, ny), dhalf(n / 2 + 1)
  real(4) :: r(n), rback(n), rin(n + 2)
  real(8) :: dr(n), drback(n), err2
  integer :: plan, istat, i, j, version
  integer, target :: dims(1)
  integer(cuda_stream_kind) :: stream

  call random_number(r); call random_number(dr)
  c = cmplx(r, 1 - r); z = cmplx(dr, dr**2, 8)
  do j = 1, ny
    do i = 1, nx
      c2(i, j) = cmplx(sin(real(i * j)), real(i - j) / nx)
    end do
  end do
  do j = 1, nb
    cb(:, j) = c * j
  end do
  istat = cudaMalloc(c_d, n) + cudaMalloc(z_d, n) + cudaMalloc(r_d, n + 2) + cudaMalloc(dr_d, n + 2)
  istat = istat + cudaforAllocate(c2_d, [1_8, 1_8], [int(nx, 8), int(ny, 8)], cudaforMemKindDevice)
  istat = istat + cudaforAllocate(cb_d, [1_8, 1_8], [int(n, 8), int(nb, 8)], cudaforMemKindDevice)
  call check('device allocation', istat == 0)

  istat = cufftGetVersion(version)
  call check('cufftGetVersion', istat == CUFFT_SUCCESS .and. version > 0)

  ! 1-D C2C forward (in place) and inverse
  istat = cufftPlan1d(plan, n, CUFFT_C2C, 1)
  istat = istat + cudaMemcpy(c_d, c, n)
  istat = istat + cufftExecC2C(plan, c_d, c_d, CUFFT_FORWARD)
  istat = istat + cudaMemcpy(cout, c_d, n)
  ref = dft(cmplx(c, kind=8), -1)
  call check('cufftExecC2C forward against a DFT', istat == 0 .and. maxval(abs(cout - ref)) < 1e-4 * n)
  istat = cufftExecC2C(plan, c_d, c_d, CUFFT_INVERSE)
  istat = istat + cudaMemcpy(cout, c_d, n) + cufftDestroy(plan)
  call check('cufftExecC2C inverse: round trip / n', istat == 0 .and. maxval(abs(cout / n - c)) < 1e-5)

  ! Z2Z on a stream
  istat = cudaStreamCreate(stream)
  istat = istat + cufftPlan1d(plan, n, CUFFT_Z2Z, 1)
  istat = istat + cufftSetStream(plan, stream)
  istat = istat + cudaMemcpy(z_d, z, n)
  istat = istat + cufftExecZ2Z(plan, z_d, z_d, CUFFT_FORWARD)
  istat = istat + cudaStreamSynchronize(stream) + cudaMemcpy(zout, z_d, n) + cufftDestroy(plan)
  call check('cufftExecZ2Z on a stream against a DFT', istat == 0 .and. maxval(abs(zout - dft(z, -1))) < 1d-10 * n)

  ! R2C in place (the real array holds n + 2 reals) and C2R back
  rin = 0; rin(1:n) = r
  istat = cufftPlan1d(plan, n, CUFFT_R2C, 1)
  istat = istat + cudaMemcpy(r_d, rin, n + 2)
  istat = istat + cufftExecR2C(plan, r_d, r_d)
  istat = istat + cudaMemcpy(rin, r_d, n + 2) + cufftDestroy(plan)
  half = transfer(rin, half)             ! the n/2+1 complex results, as the book does
  ref = dft(cmplx(r, 0, 8), -1)
  call check('cufftExecR2C in place against a DFT', istat == 0 .and. maxval(abs(half - ref(1:n / 2 + 1))) < 1e-4 * n)
  istat = cufftPlan1d(plan, n, CUFFT_C2R, 1)
  istat = istat + cufftExecC2R(plan, r_d, r_d)
  istat = istat + cudaMemcpy(rback, r_d, n) + cufftDestroy(plan)
  call check('cufftExecC2R: round trip / n', istat == 0 .and. maxval(abs(rback / n - r)) < 1e-5)

  ! D2Z / Z2D out of place
  istat = cufftPlan1d(plan, n, CUFFT_D2Z, 1)
  istat = istat + cudaMemcpy(dr_d, dr, n)
  istat = istat + cufftExecD2Z(plan, dr_d, z_d)
  istat = istat + cudaMemcpy(dhalf, z_d, n / 2 + 1) + cufftDestroy(plan)
  ref = dft(cmplx(dr, 0, 8), -1)
  call check('cufftExecD2Z against a DFT', istat == 0 .and. maxval(abs(dhalf - ref(1:n / 2 + 1))) < 1d-10 * n)
  istat = cufftPlan1d(plan, n, CUFFT_Z2D, 1)
  istat = istat + cufftExecZ2D(plan, z_d, dr_d)
  istat = istat + cudaMemcpy(drback, dr_d, n) + cufftDestroy(plan)
  call check('cufftExecZ2D: round trip / n', istat == 0 .and. maxval(abs(drback / n - dr)) < 1d-12)

  ! 2-D: C order of dimensions, so a Fortran c2(nx, ny) is planned (ny, nx)
  istat = cufftPlan2d(plan, ny, nx, CUFFT_C2C)
  istat = istat + cudaMemcpy(c2_d, c2, nx * ny)
  istat = istat + cufftExecC2C(plan, c2_d, c2_d, CUFFT_FORWARD)
  istat = istat + cudaMemcpy(c2out, c2_d, nx * ny) + cufftDestroy(plan)
  ref2 = dft2(cmplx(c2, kind=8))
  ! cmplx(c2out, kind=8): gfortran 12.2 gets maxval(abs(c4 - c8)) wrong for
  ! rank-2 arrays of mixed complex kinds (11.38 here, where every element
  ! agrees to 1e-6)
  err2 = maxval(abs(cmplx(c2out, kind=8) - ref2))
  call check('cufftPlan2d + C2C against a 2-D DFT', istat == 0 .and. err2 < 1e-4 * nx * ny)
  if (istat /= 0 .or. .not. err2 < 1e-4 * nx * ny) print '(a, i0, a, es10.3)', '  status ', istat, &
      ', largest error ', err2

  ! batched 1-D transforms through cufftPlanMany (contiguous: embed arrays = n)
  dims(1) = n
  istat = cufftPlanMany(plan, 1, dims, dims, 1, n, dims, 1, n, CUFFT_C2C, nb)
  istat = istat + cudaMemcpy(cb_d, cb, n * nb)
  istat = istat + cufftExecC2C(plan, cb_d, cb_d, CUFFT_FORWARD)
  istat = istat + cudaMemcpy(cbout, cb_d, n * nb) + cufftDestroy(plan)
  ref = dft(cmplx(c, kind=8), -1)
  call check('cufftPlanMany, 3 batched C2C against a DFT', istat == 0 .and. &
             maxval(abs(cbout(:, 3) - 3 * ref)) < 3e-4 * n .and. maxval(abs(cbout(:, 1) - ref)) < 1e-4 * n)

contains
  function dft(x, sgn) result(y)
    complex(8), intent(in) :: x(:)
    integer, intent(in) :: sgn
    complex(8) :: y(size(x))
    integer :: j, l, m
    m = size(x)
    do j = 0, m - 1
      y(j + 1) = 0
      do l = 0, m - 1
        y(j + 1) = y(j + 1) + x(l + 1) * exp(cmplx(0d0, sgn * 2 * pi * mod(j * l, m) / m, 8))
      end do
    end do
  end function dft

  function dft2(x) result(y)
    complex(8), intent(in) :: x(:, :)
    complex(8) :: y(size(x, 1), size(x, 2))
    integer :: i, j
    do j = 1, size(x, 2)
      y(:, j) = dft(x(:, j), -1)
    end do
    do i = 1, size(x, 1)
      y(i, :) = dft(y(i, :), -1)
    end do
  end function dft2

  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
      print '(a)', 'PASS ' // what
    else
      print '(a)', 'FAIL ' // what
    end if
  end subroutine check
end program t_cufft
