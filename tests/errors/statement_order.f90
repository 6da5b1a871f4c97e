! Error test: statement_order.f90
! The statements of a scoping unit come in order: USE, IMPORT, IMPLICIT,
! declarations, executable statements (F2008 2.3.2, table 2.1); PARAMETER
! among IMPLICIT and the declarations, FORMAT, ENTRY and DATA also among the
! executable statements.  cufc read the specification part only up to the
! first executable statement and passed a later declaration on to gfortran.
! Found by tests/fuzz/pipeline.sh (a declaration spliced after a CALL).
subroutine declaration_after_call()
  integer :: n
  n = 1
  real :: x   ! ERROR: a declaration cannot follow an executable statement (F2008 2.3.2)
end subroutine declaration_after_call

subroutine use_after_declaration()
  integer :: n
  use iso_c_binding   ! ERROR: a USE statement cannot follow a declaration (F2008 2.3.2)
end subroutine use_after_declaration

subroutine implicit_after_declaration()
  real :: x
  implicit none   ! ERROR: an IMPLICIT statement cannot follow a declaration (F2008 2.3.2)
end subroutine implicit_after_declaration

subroutine parameter_after_print()
  print *, 'hello'
  parameter (k = 2)   ! ERROR: a PARAMETER statement cannot follow an executable statement (F2008 2.3.2)
end subroutine parameter_after_print

subroutine attribute_in_block()
  block
    integer :: i
    i = 3
    dimension v(3)   ! ERROR: a declaration cannot follow an executable statement (F2008 2.3.2)
  end block
end subroutine attribute_in_block

subroutine in_order(y)
  use iso_c_binding
  implicit none
  real :: y
  integer, parameter :: k = 2
  real :: w(k)
  y = 1
  data w /1.0, 2.0/
10 format(a)
  write (*, 10) 'ok'
end subroutine in_order
