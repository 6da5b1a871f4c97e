#include "inc/cpp_defs.h"
#include "inc/cpp_defs.h"
program preprocess_include_guard
  implicit none
  print '(a,i0)', 'BUFSIZE = ', BUFSIZE
  print '(a)', GREETING
#ifdef CPP_DEFS_H
  print '(a)', 'guard macro visible'
#endif
end program preprocess_include_guard
