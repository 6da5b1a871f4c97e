program forall_construct
  implicit none
  integer :: i, j
  integer :: a(5), m(4, 4), t(3, 3)
  real :: x(6)
  a = [1, 2, 3, 4, 5]
  forall (i = 2:5) a(i) = a(i - 1) + a(i)   ! all rhs evaluated first
  print '(5i4)', a
  m = 0
  forall (i = 1:4, j = 1:4, i >= j)
    m(i, j) = i * 10 + j
  end forall
  print '(4i4)', transpose(m)
  forall (i = 1:3, j = 1:3) t(i, j) = i - j
  print '(3i3)', transpose(t)
  x = [(real(i), i = 1, 6)]
  named: forall (i = 1:6:2)
    x(i) = -x(i)
    x(i + 1) = x(i + 1) * 2
  end forall named
  print '(6f6.1)', x
  forall (i = 1:4)
    forall (j = 1:4, j > i) m(i, j) = -1
  end forall
  print '(4i4)', transpose(m)
  forall (i = 1:3)
    where (t(i, :) < 0) t(i, :) = 0
  end forall
  print '(3i3)', transpose(t)
end program forall_construct
