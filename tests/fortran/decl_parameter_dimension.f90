program decl_parameter_dimension
  implicit none
  integer, parameter :: n = 3, m = n * 2
  real, parameter :: pi = 3.14159265
  integer, parameter :: primes(5) = [2, 3, 5, 7, 11]
  integer, parameter, dimension(2,2) :: ident = reshape([1,0,0,1], [2,2])
  character(len=*), parameter :: names(2) = ['one', 'two']
  integer, dimension(n) :: a
  integer :: b(m), c(0:4), d(-2:2, 3)
  real, dimension(:), allocatable :: x
  integer :: k, i_
  dimension :: k2(4)
  integer :: k2
  parameter (k = 7)

  a = [(k * i_, i_ = 1, n)]
  b = 0; b(1::2) = 1
  c = [(i_ ** 2, i_ = 0, 4)]
  d = 0; d(-2, :) = [1, 2, 3]; d(2, 3) = 9
  k2 = primes(1:4)
  allocate(x(n)); x = pi
  print '(3i4)', a
  print '(6i2)', b
  print '(5i4)', c
  print '(a,2i3,a,i3)', 'lbound/ubound d: ', lbound(d), ' ', ubound(d, 1)
  print '(5i3)', d
  print '(4i3)', k2
  print '(2i2)', ident
  print '(2a4)', names
  print '(3f8.4)', x
  print '(a,i0,a,i0)', 'size primes=', size(primes), ' sum=', sum(primes)
end program decl_parameter_dimension
