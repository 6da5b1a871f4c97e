program openmp_sentinels
  ! Built without -fopenmp: every !$omp line is a comment, and !$ conditional
  ! compilation lines are comments as well.
  implicit none
  integer :: i, total
  integer :: a(8)
  total = 0
  !$ total = 1000
!$omp parallel do reduction(+:total) private(i) &
!$omp& schedule(static)
  do i = 1, 8
    a(i) = i * i
    total = total + a(i)
  end do
!$omp end parallel do
  print '(a,i0)', 'total = ', total
  !$omp parallel
  !$omp single
  print '(a)', 'single region runs once'
  !$omp end single
  !$omp end parallel
  !$omp critical (name)
  total = total + 1
  !$omp end critical (name)
  !$OMP BARRIER
  !$Omp atomic
  total = total + 1
  print '(a,i0)', 'total = ', total
  !$ print '(a)', 'this line only with openmp'
  !$omp target teams distribute parallel do simd collapse(1)
  do i = 1, 8
    a(i) = -a(i)
  end do
  print '(8i4)', a
end program openmp_sentinels
