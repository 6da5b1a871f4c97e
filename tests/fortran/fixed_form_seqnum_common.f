C     Columns 73-80 hold sequence numbers, which must be ignored.       
      PROGRAM SEQNUM                                                    00000010
      INTEGER NVAL, TABLE(4)                                            00000020
      REAL SCALE                                                        00000030
      COMMON /SHARED/ NVAL, TABLE, SCALE                                00000040
      DATA NVAL /4/, TABLE /10, 20, 30, 40/, SCALE /0.5/                00000050
      CALL REPORT                                                       00000060
      CALL DOUBLE                                                       00000070
      CALL REPORT                                                       00000080
      PRINT '(A,I5)', 'TOTAL', ITOTAL(TABLE, NVAL)                      00000090
      END                                                               00000100
      SUBROUTINE REPORT                                                 00000110
      INTEGER N, T(4)                                                   00000120
      REAL S                                                            00000130
      COMMON /SHARED/ N, T, S                                           00000140
      PRINT '(I3,4I5,F6.2)', N, T, S                                    00000150
      END                                                               00000160
      SUBROUTINE DOUBLE                                                 00000170
      INTEGER N, T(4), I                                                00000180
      REAL S                                                            00000190
      COMMON /SHARED/ N, T, S                                           00000200
      DO 10 I = 1, N                                                    00000210
         T(I) = T(I) * 2                                                00000220
   10 CONTINUE                                                          00000230
      S = S * 2                                                         00000240
      END                                                               00000250
      INTEGER FUNCTION ITOTAL(A, N)                                     00000260
      INTEGER N, A(N), I                                                00000270
      ITOTAL = 0                                                        00000280
      DO 20 I = 1, N                                                    00000290
         ITOTAL = ITOTAL + A(I)                                         00000300
   20 CONTINUE                                                          00000310
      RETURN                                                            00000320
      END                                                               00000330
