C     fixed-form external function in a multi-file program
      INTEGER FUNCTION TOTAL(N, A)
      INTEGER N, A(N), I
      TOTAL = 0
      DO 10 I = 1, N
         TOTAL = TOTAL + A(I)
   10 CONTINUE
      END
