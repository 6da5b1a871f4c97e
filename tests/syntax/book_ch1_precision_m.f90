! Book ch.1 1.4.1.1: precision module (plain Fortran).
module precision_m
  integer, parameter :: singlePrecision = kind(0.0)
  integer, parameter :: doublePrecision = kind(0.0d0)

  ! Comment out one of the lines below
  integer, parameter :: fp_kind = singlePrecision
  !integer, parameter :: fp_kind = doublePrecision
end module precision_m
