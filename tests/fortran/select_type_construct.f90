module st_mod
  implicit none
  type :: base
    integer :: id = 0
  end type
  type, extends(base) :: child
    real :: val = 1.5
  end type
  type, extends(child) :: grandchild
    character(len=4) :: tag = 'gc'
  end type
contains
  subroutine classify(x)
    class(*), intent(in) :: x
    select type (x)
    type is (integer)
      print '(a,i0)', 'integer ', x
    type is (real)
      print '(a,f6.2)', 'real ', x
    type is (character(len=*))
      print '(a,a)', 'character ', x
    type is (child)
      print '(a,i0,f6.2)', 'child exactly ', x%id, x%val
    class is (child)
      print '(a,i0)', 'some extension of child, id ', x%id
    class is (base)
      print '(a,i0)', 'base class ', x%id
    class default
      print '(a)', 'unknown'
    end select
  end subroutine classify
  subroutine named(b)
    class(base), intent(inout) :: b
    pick: select type (p => b)
    class is (grandchild)
      p%tag = 'GC!'
      print '(a,a)', 'grandchild tag ', p%tag
    class is (child)
      p%val = p%val * 2
      print '(a,f6.2)', 'child val ', p%val
    class default pick
      print '(a)', 'plain base'
    end select pick
  end subroutine named
end module st_mod

program select_type_construct
  use st_mod
  implicit none
  class(base), allocatable :: items(:)
  class(base), allocatable :: one
  call classify(42)
  call classify(2.5)
  call classify('text')
  call classify(child(7, 3.0))
  call classify(grandchild(8))
  call classify(base(9))
  call classify(.true.)
  allocate(one, source=child(1, 1.25))
  call named(one)
  deallocate(one)
  allocate(grandchild :: one)
  call named(one)
  deallocate(one)
  allocate(one)
  call named(one)
  allocate(items(2), source=child(5, 0.5))
  call named(items(2))
end program select_type_construct
