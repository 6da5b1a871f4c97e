c     lower-case c comment
C     upper-case C comment
*     star comment
!     bang comment

      program fixed_comments
      implicit none
      integer i, n
      n = 0
c     labels in columns 1-5, with and without leading spaces
10    n = n + 1
   20 if (n .lt. 3) goto 10
      print 100, n
100   format(' n is ', i2)
  200 format(a, i3)
      do 300 i = 1, 3
         write(*, 200) 'i =', i
  300 continue
!     an in-line comment follows a statement
      n = n * 2            ! doubled
      print 100, n
      goto 99999
      print *, 'skipped'
99999 continue
      print '(a)', 'label 99999 reached'
      end program fixed_comments
