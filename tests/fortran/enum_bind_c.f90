program enum_bind_c
  use iso_c_binding, only: c_int
  implicit none
  enum, bind(c)
    enumerator :: red, green, blue
    enumerator :: alpha = 10, beta, gamma = 20
    enumerator delta
  end enum
  integer(kind(red)) :: colour
  print '(3i3)', red, green, blue
  print '(4i3)', alpha, beta, gamma, delta
  print '(a,l1)', 'enumerator kind is c_int: ', kind(red) == c_int
  colour = blue
  select case (colour)
  case (red); print '(a)', 'red'
  case (green); print '(a)', 'green'
  case (blue); print '(a)', 'blue'
  end select
end program enum_bind_c
