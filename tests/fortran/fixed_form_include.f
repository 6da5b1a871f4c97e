      PROGRAM FIXINC
      IMPLICIT NONE
      INCLUDE 'inc/fixed_params.inc'
      INTEGER I
      DO 10 I = 1, NPTS
         VALS(I) = REAL(I) * STEP
   10 CONTINUE
      WRITE(*,'(5F6.2)') VALS
      END
