! Book ch.5 5.2.1: IEEE-754 single vs double precision (test_accuracy), plain
! Fortran. OCR fixes: "Z' 3 F 4 9 9 A A 3'" -> Z'3F499AA3', "* *2" -> "**2".
! Note: assigning a BOZ constant to a real (x=Z'3F1DC57A') is as written
! (accepted by PGI; gfortran needs -fallow-invalid-boz).
program test_accuracy
  real :: x, y, dist
  double precision:: x_dp, y_dp, dist_dp
  x=Z'3F1DC57A'
  y=Z'3F499AA3'
  dist= x**2 +y**2
  x_dp=real(x,8)
  y_dp=real(y,8)
  dist_dp= x_dp**2 +y_dp**2
  print *, 'Result with operands in single precision:'
  print '((2x,z8)) ', dist
  print *, 'Result in double precision with operands'
  print *, 'promoted to double precision:'
  print '((2x,z16))', dist_dp
  print *, 'Result in single precision with operands'
  print *, 'promoted to double precision:'
  print '((2x,z8))', real(dist_dp,4)
end program test_accuracy
