program allocate_source_mold
  implicit none
  type :: item
    integer :: id
    character(len=4) :: tag
  end type
  type, extends(item) :: special
    real :: weight = 1.0
  end type
  integer, allocatable :: a(:), b(:), c(:,:)
  class(item), allocatable :: x, y
  character(len=:), allocatable :: s
  type(item), allocatable :: list(:)
  integer :: st
  character(len=80) :: msg
  a = [3, 1, 4, 1, 5]
  allocate(b, source=a)
  print '(5i3)', b
  allocate(c(2, 2), source=7)
  print '(4i3)', c
  deallocate(b)
  allocate(b, mold=a)
  print '(a,i0,1x,i0)', 'mold bounds ', lbound(b), ubound(b)
  b = 0
  allocate(x, source=special(1, 'spcl', 2.5))
  allocate(y, mold=x)
  select type (y)
  type is (special)
    print '(a)', 'y has dynamic type special'
  end select
  select type (x)
  type is (special)
    print '(i0,1x,a,1x,f4.1)', x%id, x%tag, x%weight
  end select
  allocate(character(len=7) :: s)
  s = 'abcdefghij'
  print '(a,1x,i0)', s, len(s)
  allocate(list(3), source=item(0, 'none'))
  print '(3(i0,1x,a,1x))', list
  allocate(a(2), stat=st, errmsg=msg)
  print '(a,l1)', 'double allocate gives nonzero stat: ', st /= 0
  deallocate(a, stat=st)
  print '(a,i0)', 'deallocate stat: ', st
  allocate(a(-1:1), source=[9, 8, 7])
  print '(a,i0,a,i0)', 'lbound ', lbound(a, 1), ' a(0)=', a(0)
end program allocate_source_mold
