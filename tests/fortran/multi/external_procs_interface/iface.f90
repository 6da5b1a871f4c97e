module iface
  implicit none
  interface
    subroutine fill(n, a, v)
      integer, intent(in) :: n
      integer, intent(out) :: a(n)
      integer, intent(in) :: v
    end subroutine fill
    integer function total(n, a)
      integer, intent(in) :: n
      integer, intent(in) :: a(n)
    end function total
  end interface
end module iface
