program long_lines_tabs
  implicit none
  integer :: a_name_with_exactly_sixty_three_characters_for_the_limit_test_6 = 1
	integer :: tabbed_declaration = 2
  integer :: total
  character(len=300) :: s
  total = a_name_with_exactly_sixty_three_characters_for_the_limit_test_6 + tabbed_declaration + 100 * 7                          !x
	print '(a,i0)', 'total = ', total
		if (total > 0)	print '(a)', 'tabs between tokens'
  s = 'a long literal: 0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012&
      &3456789 continued' // ' second part 0123456789012345678901234567890123456789'
  print '(a)', trim(s)
  print '(i0)', len_trim(s)
  total = 0 &
    + 1 &
    + 2 &
    + 3 &
    + 4 &
    + 5 &
    + 6 &
    + 7 &
    + 8 &
    + 9 &
    + 10 &
    + 11 &
    + 12 &
    + 13 &
    + 14 &
    + 15 &
    + 16 &
    + 17 &
    + 18 &
    + 19 &
    + 20 &
    + 21 &
    + 22 &
    + 23 &
    + 24 &
    + 25 &
    + 26 &
    + 27 &
    + 28 &
    + 29 &
    + 30 &
    + 31 &
    + 32 &
    + 33 &
    + 34 &
    + 35 &
    + 36 &
    + 37 &
    + 38 &
    + 39 &
    + 40 &
    + 41 &
    + 42 &
    + 43 &
    + 44 &
    + 45 &
    + 46 &
    + 47 &
    + 48 &
    + 49 &
    + 50 &
    + 51 &
    + 52 &
    + 53 &
    + 54 &
    + 55 &
    + 56 &
    + 57 &
    + 58 &
    + 59 &
    + 60 &
    + 0
  print '(a,i0)', 'sum 1..60 over 61 continuation lines = ', total
  print '(a)', 'done'
end program long_lines_tabs
