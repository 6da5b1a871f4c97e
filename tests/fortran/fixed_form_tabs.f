C     tab formatting: a tab in columns 1-6 starts the statement field
	PROGRAM TABFIX
	INTEGER I
	I = 5
10	I = I + 1
	IF (I .LT. 8) GOTO 10
	PRINT *, I
	PRINT '(A)', 'TAB
     &CONT'
	END
