! openacc -- module of the OpenACC runtime library (openacc_lib.h).
module openacc
  implicit none
  include 'openacc_lib.h'
end module openacc
