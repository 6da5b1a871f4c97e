module oka_mod
  implicit none
contains
  subroutine report(label, value, width, prefix, suffix)
    character(len=*), intent(in) :: label
    integer, intent(in) :: value
    integer, intent(in), optional :: width
    character(len=*), intent(in), optional :: prefix, suffix
    character(len=32) :: fmt
    integer :: w
    w = 6
    if (present(width)) w = width
    write(fmt, '(a,i0,a)') '(a,a,i', w, ',a)'
    if (present(prefix)) then
      write(*, fmt, advance='no') prefix, label, value, ''
    else
      write(*, fmt, advance='no') '', label, value, ''
    end if
    if (present(suffix)) then
      print '(a)', suffix
    else
      print '(a)', ''
    end if
  end subroutine report
  real function poly(x, a0, a1, a2)
    real, intent(in) :: x
    real, intent(in), optional :: a0, a1, a2
    poly = 0
    if (present(a0)) poly = poly + a0
    if (present(a1)) poly = poly + a1 * x
    if (present(a2)) poly = poly + a2 * x * x
  end function poly
end module oka_mod

program optional_keyword_args
  use oka_mod
  implicit none
  call report('a=', 1)
  call report('b=', 22, 3)
  call report(value=333, label='c=', suffix=' <-')
  call report('d=', 4, prefix='>> ', width=2)
  call report(suffix='!', prefix='* ', width=1, value=5, label='e=')
  print '(f6.2)', poly(2.0)
  print '(f6.2)', poly(2.0, a2=1.0)
  print '(f6.2)', poly(2.0, 1.0, a2=3.0)
  print '(f6.2)', poly(a1=0.5, x=4.0, a0=-1.0)
end program optional_keyword_args
