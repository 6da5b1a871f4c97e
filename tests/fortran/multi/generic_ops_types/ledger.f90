module ledger
  use money
  implicit none
  type :: book
    type(amount), allocatable :: entries(:)
  end type book
  interface total
    module procedure total_book, total_list
  end interface
contains
  function total_list(xs) result(t)
    type(amount), intent(in) :: xs(:)
    type(amount) :: t
    integer :: i
    t = amount(0, 0, xs(1)%cur)
    do i = 1, size(xs)
      t = t + xs(i)
    end do
  end function total_list
  function total_book(b) result(t)
    type(book), intent(in) :: b
    type(amount) :: t
    t = total_list(b%entries)
  end function total_book
  subroutine add_entry(b, a)
    type(book), intent(inout) :: b
    type(amount), intent(in) :: a
    if (.not. allocated(b%entries)) allocate(b%entries(0))
    b%entries = [b%entries, a]
  end subroutine add_entry
end module ledger
