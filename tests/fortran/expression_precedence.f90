program expression_precedence
  implicit none
  integer :: i, j, k
  real :: x
  logical :: p, q, r
  i = 2; j = 3; k = 4
  print '(i0)', i + j * k
  print '(i0)', (i + j) * k
  print '(i0)', i ** j ** 2        ! right associative: 2**9
  print '(i0)', -i ** 2            ! -(i**2)
  print '(i0)', 7 / 2 * 2
  print '(i0)', -7 / 2
  print '(i0)', 2 ** (-1)
  print '(i0)', 10 - 4 - 3
  x = 1 / 2 + 1.0 / 2
  print '(f5.2)', x
  x = 2.0 ** 0.5 ** 2
  print '(f8.5)', x
  print '(f6.2)', real(i) / j * 3
  p = .true.; q = .false.; r = .true.
  print '(l1)', p .or. q .and. .not. r
  print '(l1)', .not. p .eqv. q
  print '(l1)', p .neqv. q .eqv. r
  print '(l1)', i < j .and. j <= k .or. i == k
  print '(l1)', i .lt. j .and. .not. (k .ge. 5)
  print '(l1)', 'ab' // 'c' == 'abc'
  print '(i0)', i * (j + (k - (i + 1)))
  print '(i0)', mod(-7, 3) + modulo(-7, 3)
  print '(i0)', int(2.0 * 3.5) + nint(-2.5) + nint(2.5)
  print '(i0)', ((((1 + 2)))) * (+3)
end program expression_precedence
