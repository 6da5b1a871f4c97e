! Error test: real_constant_overflow.f90
! A real constant larger than the largest number of its kind: gfortran
! rejects the host code, nvcc would make it infinity.  Found by
! tests/fuzz/pipeline.sh (a mutant with dimension lst(1.0d309)).
program real_constants
  real(8) :: big = 1.0d309   ! ERROR: real constant 1.0d309 overflows real(8)
  real :: single = 3.5e39   ! ERROR: real constant 3.5e39 overflows real(4)
  complex :: z = (1.0e39, 0.0)   ! ERROR: real constant 1.0e39 overflows real(4)
  real(8) :: fits = 3.5e39_8
  real :: tiny = 1.0e-50
  print *, big, single, z, fits, tiny
end program real_constants
