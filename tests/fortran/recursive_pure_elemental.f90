module rpe_mod
  implicit none
contains
  recursive function fact(n) result(f)
    integer, intent(in) :: n
    integer(8) :: f
    if (n <= 1) then
      f = 1
    else
      f = n * fact(n - 1)
    end if
  end function fact
  recursive subroutine hanoi(n, from, to, via, moves)
    integer, intent(in) :: n
    character, intent(in) :: from, to, via
    integer, intent(inout) :: moves
    if (n == 0) return
    call hanoi(n - 1, from, via, to, moves)
    moves = moves + 1
    if (n == 3) print '(a,i0,a,a,a,a)', 'move disk ', n, ' ', from, '->', to
    call hanoi(n - 1, via, to, from, moves)
  end subroutine hanoi
  integer recursive function fib(n) result(r)
    integer, intent(in) :: n
    if (n < 2) then
      r = n
    else
      r = fib(n - 1) + fib(n - 2)
    end if
  end function fib
  pure function dot3(a, b) result(d)
    real, intent(in) :: a(3), b(3)
    real :: d
    d = a(1) * b(1) + a(2) * b(2) + a(3) * b(3)
  end function dot3
  pure subroutine clamp(x, lo, hi)
    real, intent(inout) :: x
    real, intent(in) :: lo, hi
    x = max(lo, min(hi, x))
  end subroutine clamp
  elemental function sq(x) result(y)
    real, intent(in) :: x
    real :: y
    y = x * x
  end function sq
  elemental subroutine inc(x, by)
    integer, intent(inout) :: x
    integer, intent(in) :: by
    x = x + by
  end subroutine inc
  impure elemental function logged(x) result(y)
    integer, intent(in) :: x
    integer :: y
    print '(a,i0)', 'logged ', x
    y = -x
  end function logged
end module rpe_mod

program recursive_pure_elemental
  use rpe_mod
  implicit none
  integer :: moves, v(4) = [1, 2, 3, 4], w(3)
  real :: x
  real :: m(2, 2) = reshape([1.0, 2.0, 3.0, 4.0], [2, 2])
  print '(a,i0)', '20! = ', fact(20)
  moves = 0
  call hanoi(4, 'A', 'C', 'B', moves)
  print '(a,i0)', 'moves = ', moves
  print '(a,i0)', 'fib(20) = ', fib(20)
  print '(a,f6.1)', 'dot3 = ', dot3([1.0, 2.0, 3.0], [4.0, 5.0, 6.0])
  x = 7.5; call clamp(x, 0.0, 5.0); print '(a,f5.1)', 'clamped = ', x
  print '(a,f6.1)', 'sq(3) = ', sq(3.0)
  print '(4f6.1)', sq(m)
  call inc(v, 10); print '(4i4)', v
  call inc(v, [1, 2, 3, 4]); print '(4i4)', v
  w = logged([5, 6, 7])
  print '(3i4)', w
end program recursive_pure_elemental
