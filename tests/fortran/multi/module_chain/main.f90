program module_chain
  use path
  implicit none
  type(vector) :: s(3), p
  s(1) = vector(1.0_wp, 0.0_wp)
  s(2) = vector(0.5_wp, 2.0_wp)
  s(3) = vector(-0.5_wp, 1.0_wp)
  p = walk(s)
  print '(a,2f8.3)', 'position ', p%x, p%y
  print '(a,f8.3)', 'norm2sq ', norm2sq(p)
  print '(a,i0)', 'steps ', nsteps
  print '(a,i0)', 'wp ', wp
end program module_chain
