module box_mod
  implicit none
  type :: box
    class(*), allocatable :: item
  end type box
contains
  subroutine show(b)
    type(box), intent(in) :: b
    if (.not. allocated(b%item)) then
      print '(a)', 'empty box'
      return
    end if
    select type (it => b%item)
    type is (integer)
      print '(a,i0)', 'int ', it
    type is (real(8))
      print '(a,f8.3)', 'real8 ', it
    type is (character(*))
      print '(a,a,a,i0)', 'str "', it, '" len ', len(it)
    type is (box)
      print '(a)', 'a nested box'
    class default
      print '(a)', 'other'
    end select
  end subroutine show
end module box_mod

program unlimited_polymorphic
  use box_mod
  implicit none
  type(box) :: boxes(5)
  class(*), pointer :: p
  integer, target :: n = 5
  integer :: i
  allocate(boxes(1)%item, source=42)
  allocate(boxes(2)%item, source=2.5d0)
  allocate(boxes(3)%item, source="text")
  allocate(boxes(4)%item, source=box())
  do i = 1, 5
    call show(boxes(i))
  end do
  p => n
  select type (p)
  type is (integer)
    p = p + 1
  end select
  print '(a,i0)', 'n = ', n
  print '(a,l1)', 'same_type_as: ', same_type_as(boxes(4)%item, boxes(5))
end program unlimited_polymorphic
