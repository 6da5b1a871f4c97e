! Only a regular file is read by INCLUDE: /dev/zero would never end, a FIFO
! would block, a directory compiled as nothing.
program include_not_regular
  implicit none
  include '/dev/zero' ! ERROR: INCLUDE file '/dev/zero' is a device, FIFO or socket, not a regular file
  include '.' ! ERROR: INCLUDE file '.' is a directory, not a regular file
end program
