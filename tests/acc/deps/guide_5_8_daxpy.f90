! deps/guide_5_8_daxpy.f90 — guide 5.8, first file ("daxpy.F" in the guide,
! printed in free form): BLAS daxpy in a module, made an OpenACC vector
! routine with vector loops. Used by guide_5_8_tdaxpy.f90.
module daxpy_mod
contains
  subroutine daxpy(n,da,dx,incx,dy,incy)
!$acc routine vector nohost
!
!   constant times a vector plus a vector.
!   uses unrolled loops for increments equal to one.
!   jack dongarra, linpack, 3/11/78.
!   modified 12/3/93, array(1) declarations changed to array(*)
!
  integer, value :: n, incx, incy
  double precision, value :: da
  double precision dx(*),dy(*)
  integer i,ix,iy
!
  if(n.le.0)return
  if (da .eq. 0.0d0) return
  if(incx.eq.1.and.incy.eq.1) then
!
!       code for both increments equal to 1
!
!$acc loop vector
    do i = 1, n
      dy(i) = dy(i) + da*dx(i)
    end do
  else
!
!       code for unequal increments or equal increments
!       not equal to 1
!
!$acc loop vector
    do i = 1, n
      if(incx.lt.0) then
        ix = 1 + (-n+i) * incx
      else
        ix = 1 + (i-1) * incx
      end if
      if(incy.lt.0) then
        iy = 1 + (-n+i) * incy
      else
        iy = 1 + (i-1) * incy
      end if
      dy(iy) = dy(iy) + da*dx(ix)
    end do
  end if
  return
end
end module daxpy_mod
