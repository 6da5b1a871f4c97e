! Guide 5.8 OpenACC interoperability, file daxpy.F in the guide; the source is free form, so it is
! named .F90 here. Checklist: A-ACC-02, A-VAL-04
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
