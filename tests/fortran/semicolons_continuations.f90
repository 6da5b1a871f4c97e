program semicolons_continuations
  implicit none
  integer :: a, b, c; real :: x
  character(len=60) :: s
  integer :: long_array(10)
  a = 1; b = 2; c = 3;
  x = 1.5 ; print '(3i2,f5.1)', a, b, c, x
  a = a &
      + b &
      + c
  print '(i0)', a
  b = 1 + &
  & 2 + &
      & 3
  print '(i0)', b
  s = 'this string is continued &
      &across lines'
  print '(a)', trim(s)
  s = 'no ampersand on the second line keeps the spaces &
  &intact'
  print '(a)', trim(s)
  c = 12&
&34
  print '(i0)', c
  pr&
  &int '(a)', 'keyword split across lines'
  long_array = [ 1, 2, 3, &   ! comment after ampersand
                 4, 5, 6, &
                 ! a comment line between continuation lines
                 7, 8, 9, 10 ]
  print '(10i3)', long_array
  if (a > 0) then; a = -a; end if; print '(i0)', a
  s = 'semicolon; inside; string'; print '(a)', trim(s)
  s = 'bang ! inside string'
  print '(a)', trim(s)
  x = 1.0e&
      &3
  print '(f8.1)', x
  call show(1, &
            2)
  ;;print '(a)', 'leading semicolons'
contains
  subroutine show(i, &
                  j)
    integer, intent(in) :: i, j
    print '(a,i0)', 'sum ', i + j
  end subroutine
end program semicolons_continuations
