      PROGRAM OLDDO
      INTEGER I, J, ISUM, M(3,3)
      ISUM = 0
      DO 10 I = 1, 10
         ISUM = ISUM + I
   10 CONTINUE
      WRITE(*,900) ISUM
  900 FORMAT(1X,'SUM 1..10 =',I4)
      DO 30 I = 1, 3
         DO 20 J = 1, 3
            M(I,J) = I * J
   20    CONTINUE
   30 CONTINUE
      DO 40 I = 1, 3
   40 WRITE(*,910) (M(I,J), J = 1, 3)
  910 FORMAT(3I4)
      DO 50, I = 10, 1, -3
         WRITE(*,920) I
   50 CONTINUE
  920 FORMAT(' DOWN ',I3)
      J = 0
      DO 60 I = 1, 100
         IF (I .GT. 5) GOTO 70
         J = J + I
   60 CONTINUE
   70 WRITE(*,930) I, J
  930 FORMAT(' EXIT AT ',I3,' J=',I3)
      DO I = 1, 2
         WRITE(*,'(A,I2)') ' BLOCK DO ', I
      END DO
      STOP
      END
