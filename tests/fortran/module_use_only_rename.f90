module constants_mod
  implicit none
  real, parameter :: pi = 3.14159265, e = 2.71828183
  integer, parameter :: answer = 42
  integer :: hits = 0
contains
  subroutine hit()
    hits = hits + 1
  end subroutine hit
  integer function area(n)
    integer, intent(in) :: n
    area = n * n
  end function area
end module constants_mod

module geometry_mod
  use constants_mod, only: pi, hit
  implicit none
  private :: pi
contains
  real function circle(r)
    real, intent(in) :: r
    call hit()
    circle = pi * r * r
  end function circle
end module geometry_mod

program module_use_only_rename
  use constants_mod, only: my_pi => pi, answer, hits, square_area => area
  use geometry_mod
  use constants_mod, only: operator_e => e
  implicit none
  real :: pi            ! local pi is unrelated to the module one
  pi = 3.0
  print '(a,f8.5)', 'my_pi = ', my_pi
  print '(a,f8.5)', 'e     = ', operator_e
  print '(a,f8.5)', 'local pi = ', pi
  print '(a,i0)', 'answer = ', answer
  print '(a,f8.4)', 'circle(2) = ', circle(2.0)
  print '(a,f8.4)', 'circle(1) = ', circle(1.0)
  print '(a,i0)', 'hits = ', hits
  print '(a,i0)', 'square_area(7) = ', square_area(7)
end program module_use_only_rename
