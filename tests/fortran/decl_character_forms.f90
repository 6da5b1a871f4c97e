program decl_character_forms
  implicit none
  character*10 :: a
  character(len=10) :: b
  character(8) :: c, d*3, e*(5)
  character(len=:), allocatable :: dyn
  character(len=*), parameter :: greeting = 'hello, world'
  character*(*), parameter :: other = 'parm'
  character(len=4) :: arr(3) = ['ab  ', 'cd  ', 'efgh']
  integer, parameter :: n = 6
  character(len=n) :: fixedn
  character(kind=kind('a'), len=2) :: k2

  a = 'abc'; b = 'defghijklmnop'; c = 'c'; d = 'dddddd'; e = 'eeeee'
  fixedn = '123456789'; k2 = 'kk'
  print '(a,a,a)', '[', a, ']'
  print '(a,a,a)', '[', b, ']'
  print '(a,a,a,a,a,a,a)', '[', c, '][', d, '][', e, ']'
  print '(a)', greeting
  print '(a,i0)', other, len(other)
  print '(3(a,"|"))', arr
  print '(a,i0)', fixedn, len(fixedn)
  print '(a)', k2
  dyn = 'grow'
  print '(a,i0)', dyn, len(dyn)
  dyn = dyn // ' bigger'
  print '(a,i0)', dyn, len(dyn)
  call show('passed')
  call show(greeting(1:5))
  print '(a)', upcase('mixed Case 123')
contains
  subroutine show(s)
    character(len=*), intent(in) :: s
    print '(a,a,a,i0)', '<', s, '> len=', len(s)
  end subroutine show
  function upcase(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: r
    integer :: i
    r = s
    do i = 1, len(s)
      if (r(i:i) >= 'a' .and. r(i:i) <= 'z') r(i:i) = achar(iachar(r(i:i)) - 32)
    end do
  end function upcase
end program decl_character_forms
