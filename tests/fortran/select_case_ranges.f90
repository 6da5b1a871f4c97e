program select_case_ranges
  implicit none
  integer :: i
  character(len=6) :: w
  character(len=6), dimension(5) :: words = ['apple ', 'kiwi  ', 'zebra ', 'banana', 'mango ']
  logical :: b
  do i = -3, 12, 3
    select case (i)
    case (:-1)
      print '(i3,a)', i, ' negative'
    case (0)
      print '(i3,a)', i, ' zero'
    case (1:3, 5)
      print '(i3,a)', i, ' small'
    case (6:9)
      print '(i3,a)', i, ' medium'
    case (10:)
      print '(i3,a)', i, ' large'
    case default
      print '(i3,a)', i, ' other'
    end select
  end do
  do i = 1, size(words)
    w = words(i)
    sel: select case (w)
    case ('a':'c')
      print '(a,a)', w, ' a-c'
    case ('kiwi', 'mango')
      print '(a,a)', w, ' listed'
    case default sel
      print '(a,a)', w, ' default'
    end select sel
  end do
  do i = 0, 1
    b = i == 1
    select case (b)
    case (.true.)
      print '(a)', 'true case'
    case (.false.)
      print '(a)', 'false case'
    end select
  end do
  select case (4)
  case (1, 2)
    print '(a)', 'no'
  end select
  print '(a)', 'no matching case is fine'
  select case (achar(66))
  case ('A'); print '(a)', 'A'
  case ('B'); print '(a)', 'B'
  end select
end program select_case_ranges
