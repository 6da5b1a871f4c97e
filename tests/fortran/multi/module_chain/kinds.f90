module kinds
  implicit none
  integer, parameter :: wp = kind(1.0d0)
  integer, parameter :: ip = selected_int_kind(9)
end module kinds
