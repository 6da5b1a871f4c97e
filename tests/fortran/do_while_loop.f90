program do_while_loop
  implicit none
  integer :: n, steps, a, b, t
  n = 27; steps = 0
  do while (n /= 1)
    if (mod(n, 2) == 0) then
      n = n / 2
    else
      n = 3 * n + 1
    end if
    steps = steps + 1
  end do
  print '(a,i0)', 'collatz(27) steps = ', steps
  a = 1071; b = 462
  gcd: do while (b /= 0)
    t = mod(a, b); a = b; b = t
  end do gcd
  print '(a,i0)', 'gcd = ', a
  n = 0
  do 10 while (n < 5)
    n = n + 2
10 continue
  print '(a,i0)', 'labelled do while n = ', n
  n = 100
  do, while (n > 1)
    n = n / 3
  end do
  print '(a,i0)', 'comma form n = ', n
end program do_while_loop
