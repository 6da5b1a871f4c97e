module frac_mod
  implicit none
  type :: frac
    integer :: num, den
  end type frac
  interface operator(+)
    module procedure frac_add
  end interface
  interface operator(*)
    module procedure frac_mul, frac_mul_int
  end interface
  interface operator(-)
    module procedure frac_neg
  end interface
  interface operator(.over.)
    module procedure make_frac
  end interface
  interface operator(.inv.)
    module procedure frac_inv
  end interface
  interface operator(<)
    module procedure frac_lt
  end interface
  interface operator(.eq.)
    module procedure frac_eq
  end interface
contains
  pure function reduce(f) result(r)
    type(frac), intent(in) :: f
    type(frac) :: r
    integer :: a, b, t
    a = abs(f%num); b = abs(f%den)
    do while (b /= 0)
      t = mod(a, b); a = b; b = t
    end do
    if (a == 0) a = 1
    r = frac(f%num / a, f%den / a)
    if (r%den < 0) r = frac(-r%num, -r%den)
  end function reduce
  pure function frac_add(a, b) result(c)
    type(frac), intent(in) :: a, b
    type(frac) :: c
    c = reduce(frac(a%num * b%den + b%num * a%den, a%den * b%den))
  end function frac_add
  pure function frac_mul(a, b) result(c)
    type(frac), intent(in) :: a, b
    type(frac) :: c
    c = reduce(frac(a%num * b%num, a%den * b%den))
  end function frac_mul
  pure function frac_mul_int(a, n) result(c)
    type(frac), intent(in) :: a
    integer, intent(in) :: n
    type(frac) :: c
    c = reduce(frac(a%num * n, a%den))
  end function frac_mul_int
  pure function frac_neg(a) result(c)
    type(frac), intent(in) :: a
    type(frac) :: c
    c = frac(-a%num, a%den)
  end function frac_neg
  pure function make_frac(n, d) result(c)
    integer, intent(in) :: n, d
    type(frac) :: c
    c = reduce(frac(n, d))
  end function make_frac
  pure function frac_inv(a) result(c)
    type(frac), intent(in) :: a
    type(frac) :: c
    c = reduce(frac(a%den, a%num))
  end function frac_inv
  pure logical function frac_lt(a, b)
    type(frac), intent(in) :: a, b
    frac_lt = a%num * b%den < b%num * a%den
  end function frac_lt
  pure logical function frac_eq(a, b)
    type(frac), intent(in) :: a, b
    type(frac) :: x, y
    x = reduce(a); y = reduce(b)
    frac_eq = x%num == y%num .and. x%den == y%den
  end function frac_eq
end module frac_mod

program interface_operator
  use frac_mod
  implicit none
  type(frac) :: a, b, c
  a = 1 .over. 2
  b = 2 .over. 3
  c = a + b;         print '(i0,"/",i0)', c
  c = a * b;         print '(i0,"/",i0)', c
  c = a * 4;         print '(i0,"/",i0)', c
  c = -a + b;        print '(i0,"/",i0)', c
  c = .inv. b;       print '(i0,"/",i0)', c
  c = .inv. (a + b) * 2; print '(i0,"/",i0)', c
  print '(l1)', a < b
  print '(l1)', b < a
  print '(l1)', (2 .over. 4) == a
  print '(l1)', a .eq. b
end program interface_operator
