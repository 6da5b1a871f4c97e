module list_mod
  implicit none
  type :: node
    integer :: val
    type(node), pointer :: next => null()
  end type node
  type :: holder
    integer, pointer :: p(:) => null()
    integer, allocatable :: a(:)
  end type holder
contains
  subroutine push(head, v)
    type(node), pointer :: head
    integer, intent(in) :: v
    type(node), pointer :: n
    allocate(n)
    n%val = v
    n%next => head
    head => n
  end subroutine push
  subroutine print_list(head)
    type(node), pointer :: head
    type(node), pointer :: cur
    cur => head
    do while (associated(cur))
      write(*, '(i0,1x)', advance='no') cur%val
      cur => cur%next
    end do
    write(*, *)
  end subroutine print_list
  subroutine free_list(head)
    type(node), pointer :: head
    type(node), pointer :: nxt
    do while (associated(head))
      nxt => head%next
      deallocate(head)
      head => nxt
    end do
  end subroutine free_list
end module list_mod

program derived_type_pointer_components
  use list_mod
  implicit none
  type(node), pointer :: head => null()
  type(holder) :: h1, h2
  integer, target :: store(4) = [1, 2, 3, 4]
  integer :: i
  do i = 1, 5
    call push(head, i * i)
  end do
  call print_list(head)
  call free_list(head)
  print '(a,l1)', 'empty: ', .not. associated(head)
  h1%p => store
  allocate(h1%a(2)); h1%a = [7, 8]
  h2 = h1                     ! pointer component shallow, allocatable deep
  h2%p(1) = 100
  h2%a(1) = 700
  print '(a,4i4)', 'store = ', store
  print '(a,2i4,a,2i4)', 'h1%a = ', h1%a, ' h2%a = ', h2%a
  print '(a,l1)', 'same target: ', associated(h1%p, h2%p)
end program derived_type_pointer_components
