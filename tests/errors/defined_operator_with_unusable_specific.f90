! Error test: defined_operator_with_unusable_specific.f90
! A defined operator whose interface has no specific for the operands: one
! located error, and the statement that uses the result is checked without
! a type (found by tests/fuzz/pipeline.sh under UBSan, seed 11: the result
! had no type at all and the assignment check read through a null pointer).
module frac_m
  interface operator(.over.)
    module procedure over_int
  end interface
contains
  function over_int(a, b) result(q)
    integer, intent(in) :: a, b
    real :: q
    q = real(a) / real(b)
  end function
end module

program defined_operator_with_unusable_specific
  use frac_m
  real :: b
  b = 2.0 .over. 3   ! ERROR: no specific procedure of 'operator(.over.)' matches these operands (real(4), integer(4))
  print *, b
end program
