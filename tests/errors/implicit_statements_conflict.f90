! Error test: implicit_statements_conflict.f90
! IMPLICIT NONE excludes every other IMPLICIT statement of its scoping unit,
! and a letter gets an implicit type once (F2008 5.5 C563, C564); gfortran
! rejects the host code otherwise.  Found by tests/fuzz/pipeline.sh.
subroutine twice()
  implicit none
  implicit none   ! ERROR: duplicate IMPLICIT NONE statement
end subroutine twice

subroutine typed_after_none()
  implicit none
  implicit real (a-h)   ! ERROR: IMPLICIT statement after IMPLICIT NONE in the same scoping unit
end subroutine typed_after_none

subroutine none_after_typed()
  implicit double precision (d)
  implicit none   ! ERROR: IMPLICIT NONE after an IMPLICIT statement in the same scoping unit
end subroutine none_after_typed

subroutine letter_twice()
  implicit real (a-c), integer (k-n)
  implicit complex (b)   ! ERROR: letter 'b' is given an implicit type twice in this scoping unit
end subroutine letter_twice

program contained_units_have_their_own
  implicit none
  call inner()
contains
  subroutine inner()
    implicit none
  end subroutine inner
end program contained_units_have_their_own
