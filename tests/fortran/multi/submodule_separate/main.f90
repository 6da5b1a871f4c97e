program submodule_separate
  use shapes
  implicit none
  call describe(circle(1.0))
  call describe(circle(2.5))
  print '(a,f8.3)', 'direct area ', area(circle(0.5))
end program submodule_separate
