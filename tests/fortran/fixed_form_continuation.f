C     Fixed form: continuation markers in column 6
      PROGRAM FIXCONT
      IMPLICIT NONE
      INTEGER I, J, K
      CHARACTER*80 S
      REAL X
      I = 1 +
     1    2 +
     2    3
      J = 10
     &  * 2
      K = I
     *  + J
     $  + 100
      PRINT '(3I5)', I, J, K
      S = 'THIS LITERAL IS SPLIT ACROSS TWO
     +LINES'
      PRINT '(A,A,A)', '[', TRIM(S), ']'
      X = 1.5
     9E2
      PRINT '(F8.1)', X
      CALL SHOW(I,
     &          J,
     &          K)
      PRINT '(A)', 'CONTINUED KEY
     &WORD SPLIT'
      END
      SUBROUTINE SHOW(A, B, C)
      INTEGER A, B, C
      PRINT '(A,I0)', 'SUM=', A
     1+B+C
      RETURN
      END
