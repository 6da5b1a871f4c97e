! accel_lib -- module of the PGI Accelerator runtime library (accel_lib.h).
module accel_lib
  implicit none
  include 'accel_lib.h'
end module accel_lib
