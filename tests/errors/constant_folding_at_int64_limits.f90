! Error test: constant_folding_at_int64_limits.f90
! Constants near the limits of integer(8) fold without overflow (found by
! tests/fuzz/pipeline.sh under UBSan, seed 11): 2_8**33 (the last squaring of
! the base used to overflow), an implied-DO whose trip count nearly fills
! an int64 (counted, not computed past the limit), and an array whose
! element count no int64 holds, which gets its own message (it used to read
! "bounds that are not constant").  Seed 300: 99_8**99 and a power of
! powers (99**99**99; the running product overflowed) and -huge-1 / -1 fold
! modulo 2**64, as the back ends do.  Seed 302: implied-DOs of constant
! constructors in a declaration (m560) whose hi - lo, or the step past the
! last value, no int64 holds: counted, not stepped past huge.
program constant_folding_at_int64_limits
  integer(8), parameter :: big = 2_8**33, top = 3_8**39
  integer(8), parameter :: wrapped = 99_8**99, quotient = (-huge(1_8) - 1_8) / (-1_8)
  integer :: i
  real :: c(8)
  real :: last_three(size([(real(i), i = huge(1_8) - 2_8, huge(1_8))]))
  real :: one(size([(real(i), i = 8_8, -9223372036854775807_8)]) + 1)
  integer :: grid(4, 9223372036854775807_8)   ! ERROR: array 'grid' has more elements than a 64-bit integer can count
  c = reshape([(real(i), i = -9223372036854775807_8, 8)], shape(c))
  print *, big, top, c, last_three, one, wrapped, quotient, 99**99**99
end program
