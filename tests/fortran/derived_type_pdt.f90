module pdt_mod
  implicit none
  type :: matrix(k, rows, cols)
    integer, kind :: k = 4
    integer, len :: rows, cols
    real(k) :: v(rows, cols)
  end type matrix
  type :: buffer(n)
    integer, len :: n
    integer :: data(n)
    character(len=n) :: label
  end type buffer
end module pdt_mod

program derived_type_pdt
  use pdt_mod
  implicit none
  type(matrix(4, 2, 3)) :: a
  type(matrix(8, 2, 2)) :: d
  type(buffer(4)) :: b
  integer :: i, j
  do j = 1, 3
    do i = 1, 2
      a%v(i, j) = i * 10 + j
    end do
  end do
  d%v = 0.5_8
  b%data = [(i, i = 1, 4)]
  b%label = 'abcd'
  print '(a,i0,1x,i0,1x,i0)', 'a params: ', a%k, a%rows, a%cols
  print '(3f6.1)', (a%v(i, :), i = 1, 2)
  print '(a,i0,a,f6.2)', 'd kind=', d%k, ' sum=', sum(d%v)
  print '(a,i0,1x,4i2,1x,a)', 'b: ', b%n, b%data, b%label
  print '(a,i0)', 'kind(d%v)=', kind(d%v)
end program derived_type_pdt
