! device_modules.f90 — the host side of the device modules `cudadevice` and
! `libm` (guide 3.8.1, 3.8.1.1).  Their routines are device intrinsics that
! cufc knows itself (src/sema/intrinsics.c); gfortran only needs the module
! names to exist when a host file keeps a `use cudadevice` / `use libm` of a
! module or program that also holds device code.
module cudadevice
end module cudadevice

module libm
end module libm
