! The precision of the fpm demo (module 1 of 2).
module fpmdemo_kinds
  implicit none
  integer, parameter :: wp = kind(1.0d0)
  integer, parameter :: n = 4096
end module fpmdemo_kinds
