subroutine ext_scale(n, a, s)
  implicit none
  integer, intent(in) :: n
  real, intent(inout) :: a(n)
  real, intent(in) :: s
  a = a * s
end subroutine ext_scale

function ext_norm1(a) result(r)
  implicit none
  real, intent(in) :: a(:)
  real :: r
  r = sum(abs(a))
end function ext_norm1

program interface_explicit
  implicit none
  interface
    subroutine ext_scale(n, a, s)
      integer, intent(in) :: n
      real, intent(inout) :: a(n)
      real, intent(in) :: s
    end subroutine ext_scale
    function ext_norm1(a) result(r)
      real, intent(in) :: a(:)
      real :: r
    end function ext_norm1
  end interface
  real :: v(4) = [1.0, -2.0, 3.0, -4.0]
  call ext_scale(4, v, 0.5)
  print '(4f6.2)', v
  print '(a,f6.2)', 'norm1 = ', ext_norm1(v)
  print '(a,f6.2)', 'norm1 section = ', ext_norm1(v(2:4:2))
end program interface_explicit
