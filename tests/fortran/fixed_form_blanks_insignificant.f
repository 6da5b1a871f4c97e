      PROGRAM BLANKS
      IMPLICIT NONE
      INTEGER IVAL, JVAL, I
      DOUBLEPRECISION D
      REALX
      LOGICALFLAG
      IVAL = 1 2 3
      J VAL = IVAL + 1
      D O 10 I = 1 , 3
         IVAL = IVAL + I
   10 CONTINUE
      DO15I=1,2
         JVAL=JVAL*2
   15 CONTINUE
      X = 2 . 5
      D = 1.0D0 / 4.0D0
      FLAG = IVAL .G T. 100
      IF(FLAG)THEN
         PRINT '(A)', 'FLAG TRUE'
      ELSEIF(IVAL.EQ.129)THEN
         PRINT '(A)', 'IVAL IS 129'
      ENDIF
      PRINT '(2I6)', IVAL, JVAL
      PRINT '(F6.2,F8.4)', X, D
      GO TO 20
      PRINT '(A)', 'SKIPPED'
   20 CON TINUE
      CALLSUB(IVAL)
      END
      SUBROUTINESUB(N)
      INTEGERN
      PRINT '(A,I0)', 'SUB GOT ', N
      ENDSUBROUTINE
