module dtio_mod
  implicit none
  type :: point
    integer :: x = 0, y = 0
  contains
    procedure :: write_fmt
    procedure :: read_fmt
    generic :: write(formatted) => write_fmt
    generic :: read(formatted) => read_fmt
  end type point
contains
  subroutine write_fmt(dtv, unit, iotype, v_list, iostat, iomsg)
    class(point), intent(in) :: dtv
    integer, intent(in) :: unit
    character(len=*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(len=*), intent(inout) :: iomsg
    if (iotype == 'DT' .and. size(v_list) == 1) then
      write(unit, '("(",i0,";",i0,")",i0)', iostat=iostat, iomsg=iomsg) dtv%x, dtv%y, v_list(1)
    else
      write(unit, '("(",i0,",",i0,")")', iostat=iostat, iomsg=iomsg) dtv%x, dtv%y
    end if
  end subroutine write_fmt
  subroutine read_fmt(dtv, unit, iotype, v_list, iostat, iomsg)
    class(point), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(len=*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(len=*), intent(inout) :: iomsg
    read(unit, *, iostat=iostat, iomsg=iomsg) dtv%x, dtv%y
  end subroutine read_fmt
end module dtio_mod

program derived_type_dtio
  use dtio_mod
  implicit none
  type(point) :: p, q
  character(len=40) :: buf
  p = point(3, -4)
  write(*, '(a,dt,a)') 'p = ', p, ' end'
  write(*, '(dt(7))') p
  write(buf, '(dt)') p
  print '(a)', trim(buf)
  buf = '11 22'
  read(buf, '(dt)') q
  write(*, '(dt)') q
end program derived_type_dtio
