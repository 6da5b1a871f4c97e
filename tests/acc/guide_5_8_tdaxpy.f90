! guide_5_8_tdaxpy.f90 — guide 5.8, "Mixing CUDA Fortran and OpenACC", the
! third file ("tdaxpy.F90"), with tests/syntax/guide_5_8_daxpy.F90 (an `!$acc routine
! vector nohost` daxpy) and tests/syntax/guide_5_8_mdaxpy.CUF (a CUDA Fortran kernel
! calling it from every thread block). OpenACC manages the data (`data
! copyin(x), copy(y)`); `host_data use_device(x,y)` passes the device
! copies to the kernel launch and to the overloaded CUDA Fortran reductions
! sum, maxval and minval. The guide prints sum(y) and
! maxval(y).eq.minval(y); here both are checked against the host: every
! y(i,j) = 3 + 0.5*2 = 4.
! Spec: guide 5.8; guide 3.7.2 (reductions on device arrays)
! Checklist: Part 2 §2.7 (host_data use_device, routine); issue 13 item 4
! Expects: PASS three times
program tdaxpy
use cudafor
use mdaxpy
integer, parameter :: n = 100
real(8) :: x(n), y(n,n), s, ref(n,n)
logical :: flat
x = 2.0d0
y = 3.0d0
!$acc data copyin(x), copy(y)
!$acc host_data use_device(x,y)
call mdaxpy <<<n, n>>> (x, y, n)
s = sum(y)
flat = maxval(y).eq.minval(y)
!$acc end host_data
!$acc end data
do j = 1, n
   do i = 1, n
      ref(i,j) = 3.0d0 + 0.5d0*2.0d0
   end do
end do
call report('mdaxpy<<<n,n>>> calling the acc routine daxpy', all(y == ref))
call report('sum(y) on the device copy under host_data', s == sum(ref))
call report('maxval(y).eq.minval(y) on the device copy', flat)

contains

  subroutine report(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a,a)', 'PASS ', what
    else
       print '(a,a)', 'FAIL ', what
    end if
  end subroutine report

end program
