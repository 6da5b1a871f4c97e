! Guide 5.8 OpenACC interoperability, file tdaxpy.F90 (host_data use_device into a kernel launch;
! overloaded sum/maxval on host arrays). Checklist: A-ACC-01, A-ACC-03
program tdaxpy
! Compile with "pgfortran -ta=tesla -Mcuda daxpy.F mdaxpy.CUF tdaxpy.F90"
use cudafor
use mdaxpy
integer, parameter :: n = 100
real(8) :: x(n), y(n,n)
x = 2.0d0
y = 3.0d0
!$acc data copyin(x), copy(y)
!$acc host_data use_device(x,y)
call mdaxpy <<<n, n>>> (x, y, n)
print *, sum(y), maxval(y).eq.minval(y)
!$acc end host_data
!$acc end data
end program
