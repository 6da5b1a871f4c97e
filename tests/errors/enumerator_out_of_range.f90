! Error test: enumerator_out_of_range.f90
! Spec: F2018 7.6.1: an enumerator of an interoperable enumeration is an
! integer(c_int) named constant; a value given to it, or the one past the
! previous enumerator that it takes, must fit.  cufc overflowed its own
! counter past 9223372036854775807 (fuzz seed 301, m11597).
program enumerator_out_of_range
  use iso_c_binding, only: c_int
  implicit none
  enum, bind(c)
    enumerator :: red, green = 2147483647, blue   ! ERROR: enumerator value 2147483648 is out of range of integer(c_int)
    enumerator :: big = 9223372036854775807, next   ! ERROR: enumerator value 9223372036854775807 is out of range of integer(c_int)
  end enum
  print *, red, green, blue, big, next
end program enumerator_out_of_range
