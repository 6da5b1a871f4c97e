module temp_mod
  implicit none
  type :: celsius
    real :: deg
  end type
  type :: fahrenheit
    real :: deg
  end type
  type :: text
    character(len=:), allocatable :: s
  end type
  interface assignment(=)
    module procedure c_from_f, f_from_c, text_from_int, int_from_text
  end interface
contains
  subroutine c_from_f(c, f)
    type(celsius), intent(out) :: c
    type(fahrenheit), intent(in) :: f
    c%deg = (f%deg - 32.0) * 5.0 / 9.0
  end subroutine c_from_f
  subroutine f_from_c(f, c)
    type(fahrenheit), intent(out) :: f
    type(celsius), intent(in) :: c
    f%deg = c%deg * 9.0 / 5.0 + 32.0
  end subroutine f_from_c
  subroutine text_from_int(t, n)
    type(text), intent(out) :: t
    integer, intent(in) :: n
    character(len=20) :: buf
    write(buf, '(i0)') n
    t%s = trim(buf)
  end subroutine text_from_int
  subroutine int_from_text(n, t)
    integer, intent(out) :: n
    type(text), intent(in) :: t
    read(t%s, *) n
  end subroutine int_from_text
end module temp_mod

program interface_assignment
  use temp_mod
  implicit none
  type(celsius) :: c
  type(fahrenheit) :: f
  type(text) :: t
  integer :: n
  f = fahrenheit(212.0)
  c = f
  print '(a,f7.2)', 'C = ', c%deg
  c%deg = -40.0
  f = c
  print '(a,f7.2)', 'F = ', f%deg
  t = 12345
  print '(a,a,a,i0)', '"', t%s, '" len=', len(t%s)
  t%s = '678'
  n = t
  print '(a,i0)', 'n+1 = ', n + 1
end program interface_assignment
