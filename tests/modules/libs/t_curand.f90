! curand module run test (host API, book chapter 5): uniform numbers in (0,1]
! with mean near 1/2, normal numbers with the asked mean and deviation, single
! and double precision through the generics, default-integer counts and seeds.
program t_curand
  use cudafor
  use curand
  implicit none
  integer, parameter :: n = 200000
  real(4), pointer, contiguous :: u_d(:)
  real(8), pointer, contiguous :: d_d(:)
  integer(4), pointer, contiguous :: i_d(:)
  real(4) :: u(n), u2(n)
  real(8) :: d(n), mean, var
  integer(4) :: iv(n)
  type(curandGenerator) :: gen, q
  integer :: istat, version

  istat = cudaMalloc(u_d, n) + cudaMalloc(d_d, n) + cudaMalloc(i_d, n)
  istat = istat + curandGetVersion(version)
  call check('allocation, curandGetVersion', istat == 0 .and. version > 0)
  istat = curandCreateGenerator(gen, CURAND_RNG_PSEUDO_DEFAULT)
  call check('curandCreateGenerator', istat == CURAND_STATUS_SUCCESS)
  istat = curandSetPseudoRandomGeneratorSeed(gen, 1234)          ! default integer seed
  istat = istat + curandSetPseudoRandomGeneratorSeed(gen, 1234_8)  ! integer(8) seed
  call check('curandSetPseudoRandomGeneratorSeed (integer(4) and (8))', istat == 0)

  istat = curandGenerateUniform(gen, u_d, n)
  istat = istat + cudaMemcpy(u, u_d, n)
  mean = sum(real(u, 8)) / n
  call check('curandGenerateUniform real(4): in (0,1], mean near 0.5', &
             istat == 0 .and. all(u > 0 .and. u <= 1) .and. abs(mean - 0.5d0) < 0.01d0)
  istat = curandGenerateUniform(gen, u_d, int(n, 8))
  istat = istat + cudaMemcpy(u2, u_d, n)
  call check('curandGenerateUniform, integer(8) count: a new sequence', istat == 0 .and. any(u2 /= u))
  istat = curandGenerateUniform(gen, d_d, n)      ! generic -> curandGenerateUniformDouble
  istat = istat + cudaMemcpy(d, d_d, n)
  mean = sum(d) / n
  call check('curandGenerateUniform real(8): in (0,1], mean near 0.5', &
             istat == 0 .and. all(d > 0 .and. d <= 1) .and. abs(mean - 0.5d0) < 0.01d0)
  istat = curandGenerateNormal(gen, d_d, n, 0d0, 1d0)
  istat = istat + cudaMemcpy(d, d_d, n)
  mean = sum(d) / n; var = sum((d - mean)**2) / (n - 1)
  call check('curandGenerateNormal real(8): mean 0, variance 1', &
             istat == 0 .and. abs(mean) < 0.02d0 .and. abs(var - 1) < 0.02d0)
  istat = curandGenerateNormal(gen, u_d, n, 2.0, 3.0)
  istat = istat + cudaMemcpy(u, u_d, n)
  mean = sum(real(u, 8)) / n; var = sum((real(u, 8) - mean)**2) / (n - 1)
  call check('curandGenerateNormal real(4): mean 2, deviation 3', &
             istat == 0 .and. abs(mean - 2) < 0.05d0 .and. abs(sqrt(var) - 3) < 0.05d0)
  istat = curandGenerate(gen, i_d, n)
  istat = istat + cudaMemcpy(iv, i_d, n)
  call check('curandGenerate (32-bit integers): not constant', istat == 0 .and. any(iv /= iv(1)))
  istat = curandDestroyGenerator(gen)
  call check('curandDestroyGenerator', istat == CURAND_STATUS_SUCCESS)

  istat = curandCreateGenerator(q, CURAND_RNG_QUASI_SOBOL32)
  istat = istat + curandSetQuasiRandomGeneratorDimensions(q, 1)
  istat = istat + curandGenerateUniform(q, u_d, 1024)
  istat = istat + cudaMemcpy(u(1:1024), u_d, 1024) + curandDestroyGenerator(q)
  mean = sum(real(u(1:1024), 8)) / 1024
  call check('quasi-random Sobol: mean of 1024 near 0.5', istat == 0 .and. abs(mean - 0.5d0) < 1d-3)

contains
  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
      print '(a)', 'PASS ' // what
    else
      print '(a)', 'FAIL ' // what
    end if
  end subroutine check
end program t_curand
