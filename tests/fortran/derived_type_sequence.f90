subroutine show_pair(p)
  implicit none
  type :: pair
    sequence
    integer :: a
    real :: b
  end type pair
  type(pair), intent(in) :: p
  print '(a,i0,a,f6.2)', 'a=', p%a, ' b=', p%b
end subroutine show_pair

program derived_type_sequence
  implicit none
  type :: pair
    sequence
    integer :: a
    real :: b
  end type pair
  type :: rec
    sequence
    integer :: id
    character(len=4) :: code
  end type rec
  type(pair) :: p
  type(rec) :: r1, r2
  common /recs/ r1
  interface
    subroutine show_pair(p)
      import :: pair
      type(pair), intent(in) :: p
    end subroutine show_pair
  end interface
  p = pair(3, 1.25)
  call show_pair(p)
  r1 = rec(1, 'ABCD')
  r2 = r1
  r2%code(2:3) = 'xy'
  print '(i0,1x,a,1x,i0,1x,a)', r1%id, r1%code, r2%id, r2%code
end program derived_type_sequence
