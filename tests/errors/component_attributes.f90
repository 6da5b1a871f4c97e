! Error test: component_attributes.f90
! A component takes the attributes of F2008 R437 (and CUDA's), not VOLATILE,
! TARGET, SAVE, VALUE, INTENT ... (C439): cufc passed them on and gfortran
! rejected the generated code ("Attribute at (1) is not allowed in a TYPE
! definition").  Found by tests/fuzz/pipeline.sh (tests/run.sh fuzz, seed 1).
module shapes
  type :: point
    integer, volatile :: a   ! ERROR: a component of a derived type cannot have the VOLATILE attribute (F2008 C439)
    real, target :: b   ! ERROR: a component of a derived type cannot have the TARGET attribute (F2008 C439)
    real, allocatable :: c(:)
    real, pointer :: d(:) => null()
    integer :: k = 1
  end type point
end module shapes

program components
  use shapes
  type(point) :: p
  p%a = 1
  print *, p%a, p%k
end program components
