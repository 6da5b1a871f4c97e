#define FEATURE_A
#define LEVEL 3
#undef FEATURE_B
program preprocess_ifdef
  implicit none
#ifdef FEATURE_A
  print '(a)', 'feature A enabled'
#else
  print '(a)', 'feature A disabled'
#endif
#ifndef FEATURE_B
  print '(a)', 'feature B not defined'
#endif
#if LEVEL >= 3
  print '(a)', 'level at least 3'
#elif LEVEL == 2
  print '(a)', 'level 2'
#else
  print '(a)', 'low level'
#endif
#if 0
  this is not Fortran and must be skipped
#endif
#ifdef __GFORTRAN__
  print '(a)', '__GFORTRAN__ is defined'
#endif
  print '(a,i0)', 'LEVEL = ', LEVEL
end program preprocess_ifdef
