integer function counter()
  implicit none
  integer, save :: n = 0
  n = n + 1
  counter = n
end function counter

subroutine accumulate(x)
  implicit none
  integer, intent(in) :: x
  integer :: total = 0          ! implicitly saved by initialisation
  integer :: calls
  save :: calls
  data calls /0/
  calls = calls + 1
  total = total + x
  print '(a,i0,a,i0)', 'calls=', calls, ' total=', total
end subroutine accumulate

real function square(x)
  real, intent(in) :: x
  square = x * x
end function square

program attr_save_external_intrinsic
  implicit none
  integer, external :: counter
  external :: accumulate
  real, external :: square
  intrinsic :: sqrt, abs
  intrinsic max
  integer :: i
  do i = 1, 3
    print '(a,i0)', 'counter -> ', counter()
  end do
  call accumulate(5); call accumulate(7); call accumulate(-2)
  call apply(square, 3.0)
  call apply(sqrt, 16.0)
  call apply(abs, -2.5)
  print '(a,i0)', 'max = ', max(3, 9, 4)
contains
  subroutine apply(f, x)
    interface
      real function f(x)
        real, intent(in) :: x
      end function f
    end interface
    real, intent(in) :: x
    print '(a,f8.3)', 'f(x) = ', f(x)
  end subroutine apply
end program attr_save_external_intrinsic
